/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Tx queues of net_dpaa2x (dpaa2x_tx.c): buffers of dpaa2x pools the
 * hardware releases after sending, others come back on Tx confirmation.
 */

#ifndef DPAA2X_TX_H
#define DPAA2X_TX_H

#include <stdint.h>

#include <rte_mbuf.h>
#include <rte_mempool.h>

#include "dpaa2x_portals.h"

#define DPAA2X_TX_BURST_MAX	32

/* Software counters of a Tx queue (all uint64_t: summed as arrays). */
struct dpaa2x_txq_stats {
	uint64_t packets, bytes, full, confirmed, copied, dropped;
	uint64_t sg;			/* of packets: scatter-gather FDs */
	uint64_t vlan_refused;		/* TX_VLAN on a shared or full mbuf */
	struct dpaa2x_pull_wait conf_wait;	/* on Tx confirmation results */
};

struct dpaa2x_txq {
	uint32_t fqid, conf_fqid;
	uint16_t queue_id;
	uint16_t port_id;
	/* multi-segment frames whose own pool cannot hold them whole are
	 * linearised here: the port's pool for that, NULL without one */
	struct rte_mempool *lin_pool;
	uint32_t conf_pending;		/* FDs sent with confirmation */
	bool conf_open;			/* a pull into conf_storage is out */
	struct dpaa2x_lcore_portal *conf_lp;	/* the portal it went out on */
	struct dpaa2x_dq conf_storage[DPAA2X_PULL_MAX] __rte_cache_aligned;
	struct dpaa2x_txq_stats st;
} __rte_cache_aligned;

uint16_t dpaa2x_tx_burst(void *q, struct rte_mbuf **pkts, uint16_t n);
/* Control path (tx_done_cleanup): free up to budget pulls' worth of
 * confirmed mbufs, waiting for each pull. Returns the mbufs freed. */
int dpaa2x_tx_conf_drain(struct dpaa2x_txq *q, uint32_t budget);
/* Release or stop: wait (bounded, 1 s) until every FD sent with
 * confirmation has come back, and free its mbuf. */
void dpaa2x_txq_flush(struct dpaa2x_txq *q);

#endif /* DPAA2X_TX_H */
