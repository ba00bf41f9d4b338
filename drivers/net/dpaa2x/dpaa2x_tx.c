/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Tx of net_dpaa2x. An mbuf of a dpaa2x pool goes out in an FD naming its
 * pool: WRIOP releases the buffer to BMan after sending, software never
 * sees it again. Any other (foreign pool, indirect, shared) asks for
 * confirmation: the FD comes back on the queue's Tx confirmation FQ and
 * software frees the mbuf. The fast path collects confirmations without
 * ever waiting for the hardware (tx_conf_poll); the control path waits.
 */

#include <rte_cycles.h>
#include <rte_mbuf.h>

#include "dpaa2x_mempool.h"
#include "dpaa2x_bp_addr.h"
#include "dpaa2x_tx.h"

/*
 * The results of the queue's completed confirmation pull: every mbuf they
 * carry is freed. *empty: the FQ had no more after them (or this one had
 * only the pull's end). Returns the mbufs freed.
 */
static unsigned int
tx_conf_take(struct dpaa2x_txq *q, bool *empty)
{
	struct dpaa2x_dq *dq = q->conf_storage;
	unsigned int i, freed = 0;

	if (q->conf_lp->active == dq)
		q->conf_lp->active = NULL;	/* the portal may pull again */
	q->conf_open = false;
	for (i = 0; i < DPAA2X_PULL_MAX; i++) {
		dpaa2x_dq_new_result(&dq[i]);
		if (dq[i].stat & DPAA2X_DQ_STAT_VALIDFRAME) {
			/* flc carries the mbuf the FD was built from */
			rte_pktmbuf_free_seg((struct rte_mbuf *)(uintptr_t)dq[i].fd.flc);
			q->conf_pending--;
			DPAA2X_CTR_ADD(q->st.confirmed, 1);
			freed++;
		}
		if (dq[i].stat & DPAA2X_DQ_STAT_EXPIRED)
			break;
	}
	*empty = i == 0 || i == DPAA2X_PULL_MAX || (dq[i].stat & DPAA2X_DQ_STAT_FQEMPTY);
	return freed;
}

/*
 * Tx confirmation on the fast path: bounded work, never a wait. Results
 * of a pull that has completed are taken; the next pull goes out only if
 * the portal has no volatile dequeue still running (one per portal), else
 * a later burst sends it.
 */
static inline void
tx_conf_poll(struct dpaa2x_txq *q, struct dpaa2x_lcore_portal *lp)
{
	bool empty;

	if (q->conf_open) {
		if (!dpaa2x_pull_complete(q->conf_storage))
			return;
		tx_conf_take(q, &empty);
	}
	if (q->conf_pending == 0 ||
	    (lp->active != NULL && !dpaa2x_pull_complete(lp->active)))
		return;
	/* a completed pull no longer holds the portal: its owner finds its
	 * results in its own storage */
	lp->active = NULL;
	if (dpaa2x_pull(lp->p, q->conf_fqid, q->conf_storage, DPAA2X_PULL_MAX) == 0) {
		lp->active = q->conf_storage;
		q->conf_open = true;
		q->conf_lp = lp;
	}
}

/* The open confirmation pull has completed, waited for up to 1 s. */
static bool
tx_conf_await(struct dpaa2x_txq *q)
{
	unsigned int tries = 0;

	while (!dpaa2x_pull_await(q->conf_storage, &q->st.conf_wait))
		if (++tries == 1000000 / DPAA2X_PULL_WAIT_US) {
			DPAA2X_LOG(ERR, "port %u tx queue %u: a confirmation pull did not "
				   "complete in 1 s", q->port_id, q->queue_id);
			return false;
		}
	return true;
}

int
dpaa2x_tx_conf_drain(struct dpaa2x_txq *q, uint32_t budget)
{
	struct dpaa2x_lcore_portal *lp = dpaa2x_portal_mine();
	bool empty = false;
	int freed = 0;

	while (q->conf_pending != 0 && budget != 0 && lp->p != NULL) {
		if (!q->conf_open) {
			if (dpaa2x_portal_pull(lp, q->conf_fqid, q->conf_storage,
					       DPAA2X_PULL_MAX, &q->st.conf_wait) < 0)
				break;
			q->conf_open = true;
			q->conf_lp = lp;
		}
		if (!tx_conf_await(q))
			break;
		freed += tx_conf_take(q, &empty);
		if (empty)
			break;
		budget--;
	}
	return freed;
}

void
dpaa2x_txq_flush(struct dpaa2x_txq *q)
{
	uint64_t deadline = rte_get_timer_cycles() + rte_get_timer_hz();

	while (q->conf_pending != 0 && rte_get_timer_cycles() < deadline)
		if (dpaa2x_tx_conf_drain(q, UINT32_MAX) == 0 && !dpaa2x_hw_nudge())
			rte_delay_us_sleep(100);
	if (q->conf_pending != 0)
		DPAA2X_LOG(ERR, "port %u tx queue %u: %u confirmations never came back",
			   q->port_id, q->queue_id, q->conf_pending);
}

/*
 * Multi-segment mbufs are linearised into one buffer, as the hardware
 * sends single buffers only: one of the chain's own pool when its buffers
 * hold the whole frame, else one of the port's pool for that.
 */
static struct rte_mbuf *
tx_linearise(struct dpaa2x_txq *q, struct rte_mbuf *m)
{
	struct rte_mempool *mp = m->pool;
	struct rte_mbuf *c;

	if (m->pkt_len + RTE_PKTMBUF_HEADROOM > rte_pktmbuf_data_room_size(mp))
		mp = q->lin_pool;
	if (mp == NULL ||
	    m->pkt_len + RTE_PKTMBUF_HEADROOM > rte_pktmbuf_data_room_size(mp))
		return NULL;
	c = rte_pktmbuf_alloc(mp);
	if (c == NULL)
		return NULL;
	rte_pktmbuf_read(m, 0, m->pkt_len, rte_pktmbuf_append(c, m->pkt_len));
	return c;
}

/* FD for one mbuf: hardware-released if it is ours, else confirmed. */
static inline bool
tx_fd(struct rte_mbuf *m, struct dpaa2x_fd *fd)
{
	struct rte_mempool *mp = m->pool;

	if (likely(dpaa2x_mempool_is_ours(mp) && RTE_MBUF_DIRECT(m) &&
		   rte_mbuf_refcnt_read(m) == 1 && m->nb_segs == 1)) {
		/* WRIOP releases the buffer to this BPID after sending */
		dpaa2x_mbuf_to_fd(m, fd, dpaa2x_mempool_bpid(mp), false);
		return false;
	}
	/* foreign, indirect, external or shared: no pool (IVP), so the FD
	 * comes back on Tx confirmation with flc as set here; software frees */
	dpaa2x_mbuf_to_fd(m, fd, 0, true);
	fd->flc = (uint64_t)(uintptr_t)m;
	return true;
}

uint16_t
dpaa2x_tx_burst(void *queue, struct rte_mbuf **pkts, uint16_t nb)
{
	struct dpaa2x_txq *q = queue;
	struct dpaa2x_lcore_portal *lp = dpaa2x_portal_mine();
	struct dpaa2x_fd fds[DPAA2X_TX_BURST_MAX];
	struct rte_mbuf *orig[DPAA2X_TX_BURST_MAX];
	bool cfm[DPAA2X_TX_BURST_MAX];
	uint16_t n = RTE_MIN(nb, DPAA2X_TX_BURST_MAX), i, built;
	int sent;

	if (unlikely(lp->p == NULL || dpaa2x_portal_shared(lp)))
		return 0;
	if (unlikely(q->conf_pending != 0 || q->conf_open))
		tx_conf_poll(q, lp);
	for (i = 0; i < n; i++) {
		orig[i] = NULL;
		if (unlikely(pkts[i]->nb_segs > 1)) {
			struct rte_mbuf *c = tx_linearise(q, pkts[i]);

			if (c == NULL)
				break;	/* stays the caller's */
			orig[i] = pkts[i];
			pkts[i] = c;
		}
		cfm[i] = tx_fd(pkts[i], &fds[i]);
	}
	built = i;
	sent = built ? dpaa2x_enqueue(lp->p, q->fqid, fds, built) : 0;
	if (sent < 0)
		sent = 0;
	for (i = 0; i < built; i++) {
		if (orig[i] == NULL)
			continue;
		if (i < sent) {
			rte_pktmbuf_free(orig[i]);
			DPAA2X_CTR_ADD(q->st.copied, 1);
		} else {
			rte_pktmbuf_free(pkts[i]);	/* the copy; the original stays */
			pkts[i] = orig[i];
		}
	}
	for (i = 0; i < sent; i++) {
		q->conf_pending += cfm[i];
		DPAA2X_CTR_ADD(q->st.bytes, fds[i].len);
	}
	DPAA2X_CTR_ADD(q->st.packets, sent);
	DPAA2X_CTR_ADD(q->st.full, sent < n);
	return sent;
}
