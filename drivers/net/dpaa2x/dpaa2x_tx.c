/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Tx of net_dpaa2x. Tx confirmation is off (the dpni's mode DISABLE, as
 * DPDK's dpaa2 runs without drv_tx_conf): WRIOP releases every buffer of
 * a pool to BMan after sending, and an FD without a pool would be sent and
 * forgotten. So an mbuf of a dpaa2x pool (or of DPDK's dpaa2 pool adopted
 * on backend=fslmc: dpaa2x_mempool.h), direct and not shared, goes out
 * in an FD naming its pool; a chain of such mbufs in a scatter-gather FD,
 * its table in the first segment's headroom, every buffer released by
 * WRIOP. Anything else (a foreign pool, indirect, external, shared, or a
 * chain an SG FD cannot carry) is copied into buffers of the port's Tx
 * copy pool, a BMan pool, and the original freed once the copy is
 * enqueued, as DPDK's dpaa2 does (eth_copy_mbuf_to_fd). With tx_conf=1
 * the mode is AFFINE and the Tx burst is dpaa2x_tx_burst_conf: the same
 * FDs come back on the confirmation FQ and the driver frees their mbufs
 * (dpaa2x_tx_conf.c); the plain burst carries none of that.
 */

#include <rte_cycles.h>
#include <rte_ether.h>
#include <rte_mbuf.h>

#include "dpaa2x_bp.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_mempool.h"
#include "dpaa2x_tx.h"

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
		if (dpaa2x_mempool_bpid(s->pool) == 0 || !RTE_MBUF_DIRECT(s) ||
		    rte_mbuf_refcnt_read(s) != 1 || s->data_off > DPAA2X_FD_OFFSET_MASK)
			return false;
	return true;
}

/*
 * The SG FD of a chain tx_sg_ok() took: the table at the first buffer's
 * start, its first entry that buffer (format list, IVP: released as the
 * FD's), the others released to their pools. The segments are unlinked: what WRIOP
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
	/* as DPDK's dpaa2 writes an inline table's own entry: format list
	 * (the buffer holds the table), IVP (released as the FD's buffer) */
	tbl[0].fin_bpid_offset |= DPAA2X_FD_IVP | DPAA2X_SGE_FMT_LIST << DPAA2X_FD_FMT_SHIFT;
	dpaa2x_fd_set(fd, m->buf_iova, m->pkt_len, dpaa2x_mempool_bpid(m->pool), false, 0,
		      DPAA2X_FD_FMT_SG);
}

/* An SG FD not enqueued (the caller's once more) or confirmed: its chain
 * linked again from the table. */
void
dpaa2x_tx_sg_relink(struct rte_mbuf *m)
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
 * A copy of m in buffers of the port's Tx copy pool (BMan's: WRIOP gives
 * them back after sending): one buffer, or a chain for an SG FD when one
 * does not hold the frame. NULL when the pool has too few now (the frame
 * stays the caller's: a later burst finds the buffers WRIOP gave back).
 */
static struct rte_mbuf * __rte_noinline
tx_copy(struct dpaa2x_txq *q, const struct rte_mbuf *m)
{
	struct rte_mbuf *seg[DPAA2X_SG_MAX_ENTRIES];
	uint32_t room, off = 0, len;
	unsigned int n, i;

	if (unlikely(q->copy_pool == NULL))
		return NULL;
	room = rte_pktmbuf_data_room_size(q->copy_pool) - RTE_PKTMBUF_HEADROOM;
	n = (m->pkt_len + room - 1) / room;
	/* a chain's SG table goes in its first buffer's headroom */
	if (n == 0 || n > DPAA2X_SG_MAX_ENTRIES ||
	    (n > 1 && n * sizeof(struct dpaa2x_sge) > RTE_PKTMBUF_HEADROOM) ||
	    rte_pktmbuf_alloc_bulk(q->copy_pool, seg, n) != 0)
		return NULL;
	for (i = 0; i < n; i++, off += len) {
		uint8_t *to;
		const void *from;

		len = RTE_MIN(room, m->pkt_len - off);
		to = (uint8_t *)rte_pktmbuf_append(seg[i], (uint16_t)len);
		/* read copies only where the bytes span segments */
		from = rte_pktmbuf_read(m, off, len, to);
		if (from != to)
			rte_memcpy(to, from, len);
		if (i > 0)
			rte_pktmbuf_chain(seg[0], seg[i]);
	}
	seg[0]->ol_flags = m->ol_flags;
	seg[0]->packet_type = m->packet_type;
	seg[0]->tx_offload = m->tx_offload;
	return seg[0];
}

/* FD for an mbuf WRIOP can give back to its pool as it is (our pool or
 * an adopted one, direct, not shared, one segment); false for any other. */
static inline bool
tx_fd(struct rte_mbuf *m, struct dpaa2x_fd *fd)
{
	uint16_t bpid = dpaa2x_mempool_bpid(m->pool);

	if (likely(bpid != 0 && RTE_MBUF_DIRECT(m) &&
		   rte_mbuf_refcnt_read(m) == 1 && m->nb_segs == 1)) {
		/* WRIOP releases the buffer to this BPID after sending */
		dpaa2x_mbuf_to_fd(m, fd, bpid, false);
		return true;
	}
	return false;
}

/*
 * Any mbuf tx_fd() did not take: a chain WRIOP can send as it is in an SG
 * FD, else a copy (the original in *orig, freed once the copy is sent).
 * -1 when neither can be done now (the mbuf stays the caller's).
 */
static int
tx_other(struct dpaa2x_txq *q, struct rte_mbuf **m, struct dpaa2x_fd *fd,
	 struct rte_mbuf **orig)
{
	struct rte_mbuf *c;

	if ((*m)->nb_segs > 1 && tx_sg_ok(*m)) {
		tx_sg_fd(*m, fd);
		return 0;		/* WRIOP releases every buffer */
	}
	c = tx_copy(q, *m);
	if (c == NULL)
		return -1;
	*orig = *m;
	*m = c;
	if (c->nb_segs > 1)
		tx_sg_fd(c, fd);
	else		/* WRIOP releases the copy to the copy pool */
		dpaa2x_mbuf_to_fd(c, fd, dpaa2x_mempool_bpid(c->pool), false);
	return 0;
}

/* After the enqueue: SG FDs and copies sent are counted, the originals of
 * copies sent freed; what was not sent is the caller's as it gave it. The
 * caller's array holds what it gave in every slot again. */
static void
tx_settle(struct dpaa2x_txq *q, struct rte_mbuf **pkts, struct rte_mbuf *const *orig,
	  const struct dpaa2x_fd *fds, uint16_t built, uint16_t sent)
{
	uint16_t i;

	for (i = 0; i < built; i++) {
		bool sg = dpaa2x_fd_format(&fds[i]) == DPAA2X_FD_FMT_SG;

		if (i < sent) {
			DPAA2X_CTR_ADD(q->st.sg, sg);
		} else {
			if (sg)
				dpaa2x_tx_sg_relink(pkts[i]);
			if (orig[i] != NULL)
				rte_pktmbuf_free(pkts[i]);	/* the copy */
		}
		if (orig[i] == NULL)
			continue;
		pkts[i] = orig[i];
		if (i < sent) {
			rte_pktmbuf_free(orig[i]);	/* its copy went out */
			DPAA2X_CTR_ADD(q->st.copied, 1);
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

/*
 * The burst of both Tx functions: conf (a constant) with Tx confirmation
 * on, where each mbuf with RTE_MBUF_F_TX_IEEE1588_TMST asks for its Tx
 * time, those of the frames sent counted in *asked.
 */
static __rte_always_inline uint16_t
tx_burst(struct dpaa2x_txq *q, struct dpaa2x_lcore_portal *lp, struct rte_mbuf **pkts,
	 uint16_t nb, const bool conf, uint32_t *asked)
{
	struct dpaa2x_fd fds[DPAA2X_TX_BURST_MAX];
	struct rte_mbuf *orig[DPAA2X_TX_BURST_MAX];
	uint16_t n = RTE_MIN(nb, DPAA2X_TX_BURST_MAX), i, built;
	uint64_t stamped = 0;
	bool other = false;
	int sent;

	/* the queue's congestion group is congested (QMan's CSCN): nothing is
	 * enqueued until it is not, as net_dpaa2 holds back; the FQ's tail
	 * drop would refuse the frames (acquire: the state QMan wrote last) */
	if (q->cscn != NULL &&
	    unlikely(__atomic_load_n(&q->cscn->state, __ATOMIC_ACQUIRE) & DPAA2X_CSCN_CONGESTED)) {
		DPAA2X_CTR_ADD(q->st.congested, 1);
		return 0;
	}
	for (i = 0; i < n; i++) {
		orig[i] = NULL;
		if (unlikely(pkts[i]->ol_flags & RTE_MBUF_F_TX_VLAN) && tx_vlan(q, pkts[i]) < 0)
			break;	/* stays the caller's */
		if (unlikely(!tx_fd(pkts[i], &fds[i]))) {
			other = true;
			if (tx_other(q, &pkts[i], &fds[i], &orig[i]) < 0)
				break;	/* stays the caller's */
		}
		if (conf && (pkts[i]->ol_flags & RTE_MBUF_F_TX_IEEE1588_TMST) &&
		    dpaa2x_tx_stamp_ask(pkts[i], &fds[i]))
			stamped |= 1ull << i;
	}
	built = i;
	sent = built ? dpaa2x_enqueue(lp->p, q->fqid, fds, built) : 0;
	/* QMan refused the rest (a full portal or FQ): still the caller's,
	 * QMan frees nothing it did not take */
	if (sent < 0)
		sent = 0;
	if (unlikely(other))
		tx_settle(q, pkts, orig, fds, built, (uint16_t)sent);
	for (i = 0; i < sent; i++)
		DPAA2X_CTR_ADD(q->st.bytes, fds[i].len);
	DPAA2X_CTR_ADD(q->st.packets, sent);
	DPAA2X_CTR_ADD(q->st.full, sent < n);
	if (conf)
		*asked = (uint32_t)__builtin_popcountll(stamped & ((1ull << sent) - 1));
	return sent;
}

uint16_t
dpaa2x_tx_burst(void *queue, struct rte_mbuf **pkts, uint16_t nb)
{
	struct dpaa2x_lcore_portal *lp = dpaa2x_portal_mine();

	if (unlikely(lp->p == NULL || dpaa2x_portal_shared(lp)))
		return 0;
	return tx_burst(queue, lp, pkts, nb, false, NULL);
}

uint16_t
dpaa2x_tx_burst_conf(void *queue, struct rte_mbuf **pkts, uint16_t nb)
{
	struct dpaa2x_txq *q = queue;
	struct dpaa2x_lcore_portal *lp = dpaa2x_portal_mine();
	uint32_t asked = 0;
	uint16_t sent;

	if (unlikely(lp->p == NULL || dpaa2x_portal_shared(lp)))
		return 0;
	dpaa2x_tx_conf_drain(q, lp, DPAA2X_TX_CONF_PULLS);
	sent = tx_burst(q, lp, pkts, nb, true, &asked);
	q->conf_out += sent;
	if (asked != 0) {	/* the time read next is the last of these */
		q->ptp->q = q;
		q->ptp->pending += asked;
		q->ptp->valid = 0;
	}
	return sent;
}
