/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * One net_dpaa2x port: a dpni of the shared SoC, its queues' retired
 * counters, its copybreak state (dpaa2x_port.c finds it by port id).
 */

#ifndef DPAA2X_PORT_H
#define DPAA2X_PORT_H

#include <stdbool.h>
#include <stdint.h>

#include <ethdev_driver.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_copybreak.h"
#include "dpaa2x_devargs.h"
#include "dpaa2x_flow_table.h"
#include "dpaa2x_rx.h"
#include "dpaa2x_tx.h"

struct dpaa2x_port {
	struct rte_eth_dev *eth_dev;
	struct dpaa2x_soc *soc;
	struct dpaa2x_devargs da;
	struct dpaa2x_dpni_attr attr;
	uint16_t dpni_id;
	uint16_t dpni_index;		/* its place among the DPL's dpnis */
	bool dpni_open;
	bool started;
	bool reset_live;		/* stats reset while started: audit not exact */
	uint32_t rx_deferred, tx_deferred;	/* queues set up for a deferred start */
	struct rte_ether_addr mc_list[DPAA2X_MAX_MAC_FILTERS];	/* set_mc_addr_list */
	uint32_t n_mc;
	struct rte_intr_handle *intr;	/* the dpni IRQ's eventfd (dpaa2x_link.c) */
	bool lsc_on;			/* link status events on (started) */
	bool vlan_table;		/* the dpni has a VLAN table */
	bool vlan_filter_hw;		/* the dpni's filter is on (off after open) */
	bool rtc;			/* the backend has a DPRTC (dpaa2x_ptp.c) */
	bool timesync;			/* timesync enabled */
	int ts_off;			/* the mbuf's dynamic timestamp field, */
	uint64_t ts_flag;		/* its flag (registered at configure) */
	struct dpaa2x_ptp_rx ptp_rx;	/* the last PTP frame's time */
	struct dpaa2x_ptp_tx ptp_tx;	/* the last Tx time asked for (tx_conf=1) */
	bool tx_ts_told;		/* read_tx_timestamp without tx_conf: logged */
	struct dpaa2x_flow_table flows;	/* rte_flow (dpaa2x_flow.c) */
	int numa_node;
	struct dpaa2x_cb cb;		/* Rx copybreak */
	struct rte_mempool *copy_pool;	/* Tx copies here what WRIOP cannot give back */
	uint64_t rss_hf;
	uint8_t rss_key[DPAA2X_RSS_KEY_LEN];
	struct dpaa2x_rxq_stats rx_retired;	/* of queues released since stats_reset */
	struct dpaa2x_txq_stats tx_retired;
	struct dpaa2x_cb_regime_totals regime_retired;	/* copybreak=auto: same */
	struct dpaa2x_dpni_stats hw_base;	/* at stats_reset */
	uint64_t mac_frames_base;	/* dpmac ING_ALL_FRAME at stats_reset */
	/* what the board behind the port keeps for it (the emulated board's
	 * tester, dpaa2x_tester.c); the port itself never reads it */
	void *board;
	/* the board's, may be NULL: why its link still brings frames (a
	 * generator runs), else NULL; the audit gives no verdict meanwhile */
	const char *(*board_busy)(const struct dpaa2x_port *port);
};

/* The net_dpaa2x port behind an ethdev port id (primary process), or NULL. */
struct dpaa2x_port *dpaa2x_port_of(uint16_t port_id);
/* The primary's probe: the driver whose devices are ports. */
void dpaa2x_port_driver_set(const struct rte_driver *drv);

/* Frames the port's link offered so far (its dpmac's counter); false for a
 * port without a dpmac (wired to a dpni). */
bool dpaa2x_port_offered(const struct dpaa2x_port *port, uint64_t *frames);

#endif /* DPAA2X_PORT_H */
