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
 * A chain of our pools' mbufs goes out in a scatter-gather FD, its table
 * in the first segment's headroom, every buffer released by WRIOP; other
 * chains are linearised.
 */

#include <rte_cycles.h>
#include <rte_ether.h>
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
 * A chain WRIOP can send in a scatter-gather FD and give back to BMan:
 * every segment a direct mbuf of one of our pools, not shared, its data
 * at an offset an entry can carry, and the first segment's headroom holds
 * the table (16 bytes a segment, at the buffer's start: DPAA2's inline SG
 * table, as DPDK's dpaa2 puts it).
 */
static inline bool
tx_sg_ok(const struct rte_mbuf *m)
{
	const struct rte_mbuf *s;

	if (m->nb_segs > DPAA2X_SG_MAX_ENTRIES ||
	    m->data_off < m->nb_segs * sizeof(struct dpaa2x_sge))
		return false;
	for (s = m; s != NULL; s = s->next)
		if (!dpaa2x_mempool_is_ours(s->pool) || !RTE_MBUF_DIRECT(s) ||
		    rte_mbuf_refcnt_read(s) != 1 || s->data_off > DPAA2X_FD_OFFSET_MASK)
			return false;
	return true;
}

/*
 * The SG FD of a chain tx_sg_ok() took: the table at the first buffer's
 * start, its first entry that buffer (IVP: released as the FD's), the
 * others released to their pools. The segments are unlinked: what WRIOP
 * gives back to BMan must look free (one segment, no next).
 */
static void
tx_sg_fd(struct rte_mbuf *m, struct dpaa2x_fd *fd)
{
	struct dpaa2x_sge *tbl = m->buf_addr;
	struct rte_mbuf *s = m, *next;
	uint16_t i, n = m->nb_segs;

	for (i = 0; i < n; i++, s = next) {
		next = s->next;
		dpaa2x_sge_set(&tbl[i], s->buf_iova, s->data_len, dpaa2x_mempool_bpid(s->pool),
			       s->data_off, i + 1 == n);
		s->next = NULL;
		s->nb_segs = 1;
	}
	tbl[0].fin_bpid_offset |= DPAA2X_FD_IVP;
	dpaa2x_fd_set(fd, m->buf_iova, m->pkt_len, dpaa2x_mempool_bpid(m->pool), false, 0,
		      DPAA2X_FD_FMT_SG);
}

/* An SG FD not enqueued: its chain linked again from the table (the
 * caller's once more). */
static void
tx_sg_relink(struct rte_mbuf *m)
{
	const struct dpaa2x_sge *tbl = m->buf_addr;
	struct rte_mbuf *prev = m;
	uint16_t i;

	for (i = 1; !dpaa2x_sge_final(&tbl[i - 1]); i++) {
		const struct dpaa2x_bp_info *bi = &dpaa2x_bp_info[dpaa2x_sge_bpid(&tbl[i])];

		prev->next = dpaa2x_va_to_mbuf(dpaa2x_bp_va(bi, tbl[i].addr), bi);
		prev = prev->next;
	}
	m->nb_segs = i;
}

/*
 * Multi-segment mbufs are linearised into one buffer, as the hardware
 * sends single buffers only: one of the chain's own pool when its buffers
 * hold the whole frame, else one of the port's pool for that. Those come
 * back on Tx confirmation: when none is left, the confirmations the
 * hardware has returned are taken first (no wait).
 */
static struct rte_mbuf *
tx_linearise(struct dpaa2x_txq *q, struct dpaa2x_lcore_portal *lp, struct rte_mbuf *m)
{
	struct rte_mempool *mp = m->pool;
	struct rte_mbuf *c;

	if (m->pkt_len + RTE_PKTMBUF_HEADROOM > rte_pktmbuf_data_room_size(mp))
		mp = q->lin_pool;
	if (mp == NULL ||
	    m->pkt_len + RTE_PKTMBUF_HEADROOM > rte_pktmbuf_data_room_size(mp))
		return NULL;
	c = rte_pktmbuf_alloc(mp);
	if (c == NULL && mp == q->lin_pool && q->conf_pending != 0) {
		tx_conf_poll(q, lp);
		c = rte_pktmbuf_alloc(mp);
	}
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

/*
 * A chain of nb_segs > 1: its SG FD, or a linearised copy's FD (the chain
 * in *orig). Returns whether confirmation is asked for, -1 when neither
 * can be done now (the chain stays the caller's).
 */
static int
tx_chain(struct dpaa2x_txq *q, struct dpaa2x_lcore_portal *lp, struct rte_mbuf **m,
	 struct dpaa2x_fd *fd, struct rte_mbuf **orig)
{
	struct rte_mbuf *c;

	if (tx_sg_ok(*m)) {
		tx_sg_fd(*m, fd);
		return 0;		/* WRIOP releases every buffer */
	}
	c = tx_linearise(q, lp, *m);
	if (c == NULL)
		return -1;
	*orig = *m;
	*m = c;
	return tx_fd(c, fd);
}

/* After the enqueue: chains sent are counted, the copies of chains sent
 * replace them; what was not sent is the caller's as it gave it. */
static void
tx_settle(struct dpaa2x_txq *q, struct rte_mbuf **pkts, struct rte_mbuf *const *orig,
	  const struct dpaa2x_fd *fds, uint16_t built, uint16_t sent)
{
	uint16_t i;

	for (i = 0; i < built; i++) {
		if (dpaa2x_fd_format(&fds[i]) == DPAA2X_FD_FMT_SG) {
			if (i < sent)
				DPAA2X_CTR_ADD(q->st.sg, 1);
			else
				tx_sg_relink(pkts[i]);
		} else if (orig[i] != NULL && i < sent) {
			rte_pktmbuf_free(orig[i]);
			DPAA2X_CTR_ADD(q->st.copied, 1);
		} else if (orig[i] != NULL) {
			rte_pktmbuf_free(pkts[i]);	/* the copy; the original stays */
			pkts[i] = orig[i];
		}
	}
}

/*
 * RTE_ETH_TX_OFFLOAD_VLAN_INSERT: the tag of vlan_tci goes in before the
 * frame leaves, in software (as DPDK's dpaa2: WRIOP inserts no tag). A
 * shared mbuf or one without 4 bytes of headroom is refused, counted.
 */
static __rte_noinline int
tx_vlan(struct dpaa2x_txq *q, struct rte_mbuf *m)
{
	int ret = rte_vlan_insert(&m);

	if (ret < 0)
		DPAA2X_CTR_ADD(q->st.vlan_refused, 1);
	return ret;
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
	int sent, c;

	if (unlikely(lp->p == NULL || dpaa2x_portal_shared(lp)))
		return 0;
	if (unlikely(q->conf_pending != 0 || q->conf_open))
		tx_conf_poll(q, lp);
	for (i = 0; i < n; i++) {
		orig[i] = NULL;
		if (unlikely(pkts[i]->ol_flags & RTE_MBUF_F_TX_VLAN) && tx_vlan(q, pkts[i]) < 0)
			break;	/* stays the caller's */
		if (likely(pkts[i]->nb_segs == 1)) {
			cfm[i] = tx_fd(pkts[i], &fds[i]);
			continue;
		}
		c = tx_chain(q, lp, &pkts[i], &fds[i], &orig[i]);
		if (c < 0)
			break;	/* stays the caller's */
		cfm[i] = c != 0;
	}
	built = i;
	sent = built ? dpaa2x_enqueue(lp->p, q->fqid, fds, built) : 0;
	if (sent < 0)
		sent = 0;
	tx_settle(q, pkts, orig, fds, built, (uint16_t)sent);
	for (i = 0; i < sent; i++) {
		q->conf_pending += cfm[i];
		DPAA2X_CTR_ADD(q->st.bytes, fds[i].len);
	}
	DPAA2X_CTR_ADD(q->st.packets, sent);
	DPAA2X_CTR_ADD(q->st.full, sent < n);
	return sent;
}
