/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Rx queues of net_dpaa2x (dpaa2x_rx.c): pull-mode Rx with rx copybreak.
 */

#ifndef DPAA2X_RX_H
#define DPAA2X_RX_H

#include <stdint.h>

#include <rte_mbuf.h>
#include <rte_mempool.h>

#include "dpaa2x_copybreak.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_portals.h"

#define DPAA2X_RX_BURST_MAX	DPAA2X_PULL_MAX	/* one volatile dequeue */

/* Software counters of an Rx queue (all uint64_t: summed as arrays); a
 * released queue's go to its port. */
struct dpaa2x_rxq_stats {
	uint64_t packets, bytes;
	uint64_t copy_packets, copy_bytes, zerocopy_packets;
	uint64_t copy_pool_empty, bad_fd;
	uint64_t sg_packets;		/* of packets: scatter-gather FDs */
	uint64_t stop_discards;		/* frames still queued at stop */
	uint64_t release_refused;	/* buffers BMan would not take back */
	struct dpaa2x_pull_wait wait;	/* cycles: in bursts that brought frames */
	uint64_t idle_wait_cycles;	/* in bursts that brought none */
	uint64_t regime_packets[DPAA2X_CB_REGIMES];	/* by copybreak regime */
};

/* What Rx records for timesync (dpaa2x_ptp.c): the time of the port's last
 * PTP frame (ethertype 0x88f7, untagged) on any queue, valid until read. */
struct dpaa2x_ptp_rx {
	uint64_t ns;
	uint32_t valid;
};

struct dpaa2x_rxq {
	struct dpaa2x_soc *soc;
	const struct dpaa2x_cb *cb;	/* the port's copybreak */
	const struct dpaa2x_bpscn *pool_state;	/* mp's, as BMan writes it */
	uint32_t fqid;
	uint16_t queue_id;
	uint16_t port_id;
	uint8_t cur;			/* storage of the open (prefetch) pull */
	bool pull_open;			/* storage[cur] has a pull issued */
	uint8_t pos;			/* next entry of pend to hand up */
	bool scatter;			/* Rx scatter on: SG FDs are frames */
	bool vlan_strip;		/* RTE_ETH_RX_OFFLOAD_VLAN_STRIP */
	bool stamp;			/* a timestamp or timesync to do (below) */
	int ts_off;			/* the mbuf's dynamic timestamp field */
	uint64_t ts_flag;		/* its flag; 0: RTE_ETH_RX_OFFLOAD_TIMESTAMP off */
	struct dpaa2x_ptp_rx *ptp;	/* the port's, with timesync on; else NULL */
	struct dpaa2x_lcore_portal *pull_lp;	/* portal the open pull went out on */
	struct dpaa2x_lcore_portal own;	/* the queue's own portal, if one was free */
	struct dpaa2x_dq *pend;		/* completed results not all handed up */
	struct rte_mempool *mp;		/* the largest buffers of mps[] */
	struct rte_mempool *mps[DPAA2X_MAX_POOLS_PER_DPNI];	/* rx_mempools, or mp */
	uint8_t n_mps;
	uint64_t refused_log_tsc;	/* next refused release worth a log line */
	struct dpaa2x_cb_regime regime;	/* copybreak=auto: where bursts have been */
	struct dpaa2x_dq storage[2][DPAA2X_PULL_MAX] __rte_cache_aligned;
	struct dpaa2x_rxq_stats st;
} __rte_cache_aligned;

uint16_t dpaa2x_rx_burst(void *q, struct rte_mbuf **pkts, uint16_t n);
/* Stop path (no Rx burst running): every frame still queued back to BMan. */
void dpaa2x_rxq_drain(struct dpaa2x_rxq *q);
/* Frames q dequeued from its FQ and has not handed up yet (Rx not running). */
unsigned int dpaa2x_rxq_held(const struct dpaa2x_rxq *q);
uint32_t dpaa2x_rx_queue_count(void *rxq);

#endif /* DPAA2X_RX_H */
