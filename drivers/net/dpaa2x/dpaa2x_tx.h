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

#include <stdbool.h>
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

/* The Tx time of the last frame that asked for one (tx_conf=1,
 * RTE_MBUF_F_TX_IEEE1588_TMST): what timesync_read_tx_timestamp reads.
 * Written and read by the thread that sends on the port's queues. */
struct dpaa2x_ptp_tx {
	struct dpaa2x_txq *q;		/* the queue of the last frame that asked */
	uint64_t ns;
	uint32_t pending;		/* asked for, not confirmed yet */
	uint32_t valid;			/* ns is the last one's, not read yet */
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
	/* Tx confirmation (tx_conf=1, dpaa2x_tx_conf.c): FDs sent and not
	 * confirmed yet, the confirmation FQ, the port's Tx time */
	uint32_t conf_out;
	uint32_t conf_fqid;
	struct dpaa2x_ptp_tx *ptp;
	struct dpaa2x_dq conf_dq[DPAA2X_PULL_MAX] __rte_cache_aligned;
} __rte_cache_aligned;

uint16_t dpaa2x_tx_burst(void *q, struct rte_mbuf **pkts, uint16_t n);
/* Tx with confirmation on (tx_conf=1): confirmations drained first, mbufs
 * with RTE_MBUF_F_TX_IEEE1588_TMST stamped (dpaa2x_tx_conf.c). */
uint16_t dpaa2x_tx_burst_conf(void *q, struct rte_mbuf **pkts, uint16_t n);
/* The chain of an SG FD's first mbuf linked again from its table. */
void dpaa2x_tx_sg_relink(struct rte_mbuf *m);

struct dpaa2x_port;
/* The queue's congestion notification (dpaa2x_tx_cong.c): entry above
 * nb_desc frames, exit below 9/10 of it, as net_dpaa2 sets it; none where
 * the backend has none. 0 or the MC's error. */
int dpaa2x_tx_cong_setup(struct dpaa2x_port *port, struct dpaa2x_txq *q, uint16_t qid,
			 uint16_t nb_desc);
void dpaa2x_tx_cong_release(struct dpaa2x_port *port, struct dpaa2x_txq *q);

/* ---- dpaa2x_tx_conf.c ---- */
struct rte_eth_dev;
/* Pulls of up to DPAA2X_PULL_MAX confirmations per Tx burst, at most:
 * two bursts' worth, so that they keep up with what is sent. */
#define DPAA2X_TX_CONF_PULLS	(2 * DPAA2X_TX_BURST_MAX / DPAA2X_PULL_MAX)
/* Up to pulls pulls of q's confirmations, while some are due and each
 * pull comes back full: their mbufs freed, their Tx times kept. */
void dpaa2x_tx_conf_drain(struct dpaa2x_txq *q, struct dpaa2x_lcore_portal *lp,
			  unsigned int pulls);
/* At start, the dpni disabled: with tx_conf=1, the dpni's Tx confirmation
 * on and the Tx burst that drains it; else the plain burst. 0 or the MC's
 * error. */
int dpaa2x_tx_conf_start(struct rte_eth_dev *dev);
/* At Tx queue or port stop, after what the queue had was sent: every
 * confirmation taken and its mbufs freed (bounded, 1 s). */
void dpaa2x_tx_conf_stop(struct rte_eth_dev *dev, uint16_t qid);
/* Ask WRIOP for m's Tx time in its FD (dpaa2x_hw_annot.h); false where
 * the FD cannot carry the request (SG, or no 128 bytes before the frame). */
bool dpaa2x_tx_stamp_ask(struct rte_mbuf *m, struct dpaa2x_fd *fd);
/* Confirmations of the queue of the last frame that asked for its time,
 * until that time came (bounded, 100 ms). */
void dpaa2x_tx_conf_wait_stamp(struct dpaa2x_ptp_tx *ptp);

#endif /* DPAA2X_TX_H */
