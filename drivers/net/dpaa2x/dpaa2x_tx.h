/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Tx queues of net_dpaa2x (dpaa2x_tx.c): WRIOP releases every buffer to
 * its pool after sending (Tx confirmation off); what it cannot give back
 * as it is goes out as a copy in the port's Tx copy pool.
 */

#ifndef DPAA2X_TX_H
#define DPAA2X_TX_H

#include <stdint.h>

#include <rte_mbuf.h>

#include "dpaa2x_hw_qbman.h"
#include <rte_mempool.h>

#include "dpaa2x_portals.h"

#define DPAA2X_TX_BURST_MAX	32

/* Software counters of a Tx queue (all uint64_t: summed as arrays). */
struct dpaa2x_txq_stats {
	uint64_t packets, bytes, full, copied, dropped;
	uint64_t sg;			/* of packets: scatter-gather FDs */
	uint64_t vlan_refused;		/* TX_VLAN on a shared or full mbuf */
	uint64_t congested;		/* bursts held back: the queue's CG congested */
};

struct dpaa2x_txq {
	uint32_t fqid;
	uint16_t queue_id;
	uint16_t port_id;
	/* what WRIOP cannot give back as it is goes out copied into this
	 * BMan pool of the port's */
	struct rte_mempool *copy_pool;
	/* QMan's CSCN of the queue's congestion group; NULL: none */
	const struct dpaa2x_cscn *cscn;
	struct dpaa2x_txq_stats st;
} __rte_cache_aligned;

uint16_t dpaa2x_tx_burst(void *q, struct rte_mbuf **pkts, uint16_t n);

struct dpaa2x_port;
/* The queue's congestion notification (dpaa2x_tx_cong.c): entry above
 * nb_desc frames, exit below 9/10 of it, as net_dpaa2 sets it; none where
 * the backend has none. 0 or the MC's error. */
int dpaa2x_tx_cong_setup(struct dpaa2x_port *port, struct dpaa2x_txq *q, uint16_t qid,
			 uint16_t nb_desc);
void dpaa2x_tx_cong_release(struct dpaa2x_port *port, struct dpaa2x_txq *q);

#endif /* DPAA2X_TX_H */
