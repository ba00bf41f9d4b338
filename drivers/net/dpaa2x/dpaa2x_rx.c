/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Rx of net_dpaa2x: pull-mode Rx with rx copybreak.
 *
 * Rx follows DPDK's dpaa2 driver: a volatile dequeue writes up to 16
 * results into per-queue storage; once it completes, the next pull goes
 * out into the other storage before the current results are processed, so
 * the hardware's round trip overlaps with software work.
 *
 * A frame longer than a buffer (Rx scatter on) comes in a scatter-gather
 * FD: its buffer holds the annotation and the SG table, each entry a pool
 * buffer with its part of the frame. The entries' mbufs go up chained
 * (zero-copy), or the frame is copied whole when it is no longer than
 * copybreak; the table's buffer goes back to BMan in this burst.
 */

#include <inttypes.h>

#include <rte_cycles.h>
#include <rte_errno.h>
#include <rte_ether.h>
#include <rte_mbuf.h>
#include <rte_mbuf_dyn.h>
#include <rte_memcpy.h>
#include <rte_prefetch.h>

#include "dpaa2x_fd_check.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_mempool.h"
#include "dpaa2x_rx.h"
#include "dpaa2x_rx_annot.h"

/* The portal Rx of q goes through: its own, else the calling lcore's. */
static inline struct dpaa2x_lcore_portal *
rxq_portal(struct dpaa2x_rxq *q)
{
	return q->own.p != NULL ? &q->own : dpaa2x_portal_mine();
}

/* Buffers going back to BMan from Rx: one release per 7, per pool. */
struct rel_batch {
	struct dpaa2x_rxq *q;		/* counts what BMan refuses */
	uint16_t bpid;
	uint16_t n;
	uint64_t bufs[DPAA2X_BMAN_MAX_CMD];
};

/*
 * BMan refuses a release that would take a pool past its capacity: a
 * buffer given back twice (by a duplicate FD, or by software too). Counted
 * per buffer; logged at most once a second, it can repeat at frame rate.
 */
static __rte_noinline void
rel_refused(struct dpaa2x_rxq *q, const struct rel_batch *b, int ret)
{
	DPAA2X_CTR_ADD(q->st.release_refused, b->n);
	if (dpaa2x_log_due(&q->refused_log_tsc))
		DPAA2X_LOG(ERR, "port %u rx queue %u: BPID %u refused a release of %u "
			   "buffers (%s); %" PRIu64 " refused so far (xstat rx_release_refused)",
			   q->port_id, q->queue_id, b->bpid, b->n, rte_strerror(-ret),
			   DPAA2X_CTR(q->st.release_refused));
}

static inline void
rel_flush(struct dpaa2x_lcore_portal *lp, struct rel_batch *b)
{
	int ret;

	if (b->n == 0)
		return;
	ret = dpaa2x_bman_release(lp->p, b->bpid, b->bufs, b->n);
	if (unlikely(ret < 0))
		rel_refused(b->q, b, ret);
	b->n = 0;
}

static inline void
rel_add(struct dpaa2x_lcore_portal *lp, struct rel_batch *b, uint16_t bpid, uint64_t addr)
{
	if (b->n != 0 && b->bpid != bpid)
		rel_flush(lp, b);
	b->bpid = bpid;
	b->bufs[b->n++] = addr;
	if (b->n == DPAA2X_BMAN_MAX_CMD)
		rel_flush(lp, b);
}

/*
 * A frame nobody takes (bad FD, port stopping): its buffer goes back to BMan
 * only when it surely is one of the pool's; an IVP buffer belongs to no pool.
 */
static inline void
rel_if_ours(struct dpaa2x_lcore_portal *lp, struct rel_batch *rb, const struct dpaa2x_fd *fd)
{
	uint16_t bpid = dpaa2x_fd_bpid(fd);
	const struct dpaa2x_bp_info *bi = &dpaa2x_bp_info[bpid];

	if (bi->mp != NULL && !dpaa2x_fd_ivp(fd) && fd_in_pool(dpaa2x_fd_va(fd, bi), bi))
		rel_add(lp, rb, bpid, fd->addr);
}

/* ---- scatter-gather FDs ---- */

/* The table's buffer, and every entry's that surely is its pool's, back. */
static void
sg_give_back(struct dpaa2x_lcore_portal *lp, struct rel_batch *rb,
	     const struct dpaa2x_fd *fd, const struct dpaa2x_sg_read *r)
{
	uint32_t i;

	for (i = 0; i < r->n; i++)
		if (r->ours & (1u << i))
			rel_add(lp, rb, dpaa2x_sge_bpid(&r->e[i]), r->e[i].addr);
	rel_if_ours(lp, rb, fd);
}

/*
 * An SG FD's table, read and checked (r->ok) when its buffer is sound;
 * false, nothing read, when it is not: then only the table's buffer can
 * be given back, if it is the pool's.
 */
static inline bool
sg_read(const struct dpaa2x_fd *fd, uint64_t va, const struct dpaa2x_bp_info *bi,
	struct dpaa2x_sg_read *r)
{
	if (!fd_sg_table_valid(fd, va, bi))
		return false;
	fd_sg_read(fd, va, bi, (const struct dpaa2x_sge *)(uintptr_t)(va + dpaa2x_fd_offset(fd)),
		   dpaa2x_bp_info, dpaa2x_bp_va, r);
	return true;
}

/* A frame nobody takes (bad FD, port stopping), in any format. */
static void
rel_frame_if_ours(struct dpaa2x_lcore_portal *lp, struct rel_batch *rb,
		  const struct dpaa2x_fd *fd)
{
	const struct dpaa2x_bp_info *bi = &dpaa2x_bp_info[dpaa2x_fd_bpid(fd)];
	struct dpaa2x_sg_read r;

	if (dpaa2x_fd_format(fd) == DPAA2X_FD_FMT_SG && sg_read(fd, dpaa2x_fd_va(fd, bi), bi, &r))
		sg_give_back(lp, rb, fd, &r);
	else
		rel_if_ours(lp, rb, fd);
}

/* Copybreak: the whole frame into one small buffer, every pool buffer back. */
static struct rte_mbuf *
sg_copy(struct dpaa2x_lcore_portal *lp, struct rel_batch *rb, const struct dpaa2x_fd *fd,
	const struct dpaa2x_sg_read *r, struct rte_mempool *pool)
{
	struct rte_mbuf *m = rte_mbuf_raw_alloc(pool);
	uint8_t *dst;
	uint32_t i;

	if (m == NULL)
		return NULL;
	m->data_off = RTE_PKTMBUF_HEADROOM;
	dst = rte_pktmbuf_mtod(m, uint8_t *);
	for (i = 0; i < r->n; dst += r->e[i++].len)
		rte_memcpy(dst, (const uint8_t *)(uintptr_t)r->va[i] +
			   dpaa2x_sge_offset(&r->e[i]), r->e[i].len);
	m->data_len = (uint16_t)fd->len;
	sg_give_back(lp, rb, fd, r);
	return m;
}

/* Zero-copy: the entries' mbufs chained in table order; the table's buffer back. */
static struct rte_mbuf *
sg_chain(struct dpaa2x_lcore_portal *lp, struct rel_batch *rb, const struct dpaa2x_fd *fd,
	 const struct dpaa2x_sg_read *r)
{
	struct rte_mbuf *head = NULL, *prev = NULL, *s;
	uint32_t i;

	for (i = 0; i < r->n; i++, prev = s) {
		s = dpaa2x_va_to_mbuf(r->va[i], &dpaa2x_bp_info[dpaa2x_sge_bpid(&r->e[i])]);
		s->data_off = dpaa2x_sge_offset(&r->e[i]);
		s->data_len = (uint16_t)r->e[i].len;
		s->pkt_len = s->data_len;
		s->nb_segs = 1;
		s->next = NULL;
		if (prev != NULL)
			prev->next = s;
		else
			head = s;
	}
	head->nb_segs = (uint16_t)r->n;
	rel_if_ours(lp, rb, fd);
	return head;
}

/*
 * A frame the parser found tags in: their TCIs into the mbuf, the outer
 * one of two in vlan_tci_outer (as DPDK's dpaa2 reads them); a single tag
 * taken out of the frame with VLAN strip on: WRIOP keeps tags, the driver
 * strips (a copy and a zero-copy buffer alike).
 */
static __rte_noinline void
rx_vlan(const struct dpaa2x_rxq *q, struct rte_mbuf *m, uint32_t pt)
{
	const struct rte_vlan_hdr *vh = rte_pktmbuf_mtod_offset(m, const struct rte_vlan_hdr *,
								sizeof(struct rte_ether_hdr));

	if ((pt & RTE_PTYPE_L2_MASK) == RTE_PTYPE_L2_ETHER_QINQ) {
		m->vlan_tci_outer = rte_be_to_cpu_16(vh[0].vlan_tci);
		m->vlan_tci = rte_be_to_cpu_16(vh[1].vlan_tci);
		m->ol_flags |= RTE_MBUF_F_RX_VLAN | RTE_MBUF_F_RX_QINQ;
		return;		/* no QinQ strip */
	}
	m->vlan_tci = rte_be_to_cpu_16(vh->vlan_tci);
	m->ol_flags |= RTE_MBUF_F_RX_VLAN;
	if (q->vlan_strip)
		rte_vlan_strip(m);	/* RX_VLAN_STRIPPED, 4 bytes less */
}

/*
 * The frame's arrival time ts (the annotation's, the DPRTC's ns) into the
 * mbuf's dynamic timestamp field with RTE_ETH_RX_OFFLOAD_TIMESTAMP; with
 * timesync on, an untagged PTP frame (ethertype 0x88f7) flagged and its
 * time kept for timesync_read_rx_timestamp.
 */
static __rte_noinline void
rx_stamp(struct dpaa2x_rxq *q, struct rte_mbuf *m, uint64_t ts)
{
	const struct rte_ether_hdr *eh = rte_pktmbuf_mtod(m, const struct rte_ether_hdr *);

	if (q->ts_flag != 0) {
		*RTE_MBUF_DYNFIELD(m, q->ts_off, rte_mbuf_timestamp_t *) = ts;
		m->ol_flags |= q->ts_flag;
	}
	if (q->ptp != NULL && m->data_len >= sizeof(*eh) &&
	    eh->ether_type == RTE_BE16(RTE_ETHER_TYPE_1588)) {
		m->ol_flags |= RTE_MBUF_F_RX_IEEE1588_PTP | RTE_MBUF_F_RX_IEEE1588_TMST;
		m->timesync = 0;
		q->ptp->ns = ts;
		__atomic_store_n(&q->ptp->valid, 1, __ATOMIC_RELEASE);
	}
}

/* What an mbuf of a received FD says: the same for every format. */
static inline void
rx_fill(struct dpaa2x_rxq *q, struct rte_mbuf *m, const struct dpaa2x_fd *fd,
	uint64_t ol, uint32_t pt, uint64_t ts)
{
	m->port = q->port_id;
	m->pkt_len = fd->len;
	m->packet_type = pt;
	m->ol_flags = ol;
	m->hash.rss = dpaa2x_fd_rx_hash(fd);
	DPAA2X_CTR_ADD(q->st.bytes, fd->len);
	/* the parser's L2 verdict is ETHER, VLAN or QINQ (or unknown: 0) */
	if (unlikely((pt & RTE_PTYPE_L2_MASK) >= RTE_PTYPE_L2_ETHER_VLAN))
		rx_vlan(q, m, pt);
	if (unlikely(q->stamp))
		rx_stamp(q, m, ts);
}

/*
 * An FD fd_valid() refused: with Rx scatter on, an SG FD goes up as a
 * chain or a copy when it and every entry are sound (fd_sg_read()); else
 * it is a bad FD (scatter off: WRIOP writes none), and only the buffers
 * surely the pools' go back.
 */
static __rte_noinline struct rte_mbuf *
rx_sg_or_bad(struct dpaa2x_rxq *q, const struct dpaa2x_cb_state *cb,
	     struct dpaa2x_lcore_portal *lp, struct rel_batch *rb,
	     const struct dpaa2x_fd *fd, uint64_t va, const struct dpaa2x_bp_info *bi)
{
	struct dpaa2x_sg_read r;
	struct rte_mbuf *m = NULL;
	bool table = dpaa2x_fd_format(fd) == DPAA2X_FD_FMT_SG && sg_read(fd, va, bi, &r);
	uint32_t pt;
	uint64_t ol, ts;

	if (!table || !r.ok || !q->scatter) {
		DPAA2X_CTR_ADD(q->st.bad_fd, 1);
		if (table)
			sg_give_back(lp, rb, fd, &r);
		else
			rel_if_ours(lp, rb, fd);
		return NULL;
	}
	ol = dpaa2x_rx_annot(fd, va, &pt);	/* before the buffer goes back */
	ts = dpaa2x_rx_annot_ts(va);
	if (fd->len <= cb->copybreak) {
		m = sg_copy(lp, rb, fd, &r, cb->pool);
		if (m != NULL) {
			DPAA2X_CTR_ADD(q->st.copy_packets, 1);
			DPAA2X_CTR_ADD(q->st.copy_bytes, fd->len);
		} else {
			DPAA2X_CTR_ADD(q->st.copy_pool_empty, 1);	/* goes up zero-copy */
		}
	}
	if (m == NULL) {
		m = sg_chain(lp, rb, fd, &r);
		DPAA2X_CTR_ADD(q->st.zerocopy_packets, 1);
	}
	DPAA2X_CTR_ADD(q->st.sg_packets, 1);
	rx_fill(q, m, fd, ol, pt, ts);
	return m;
}

/*
 * One received FD to an mbuf: copied into a small buffer when it is no
 * longer than copybreak (the pool buffer goes back to BMan in this burst),
 * else the pool buffer itself goes up (zero-copy).
 */
static inline struct rte_mbuf *
rx_one(struct dpaa2x_rxq *q, const struct dpaa2x_cb_state *cb,
       struct dpaa2x_lcore_portal *lp, struct rel_batch *rb, const struct dpaa2x_fd *fd)
{
	uint16_t bpid = dpaa2x_fd_bpid(fd);
	const struct dpaa2x_bp_info *bi = &dpaa2x_bp_info[bpid];
	uint64_t va = dpaa2x_fd_va(fd, bi), ol, ts;
	uint32_t len = fd->len, off = dpaa2x_fd_offset(fd), pt;
	struct rte_mbuf *m = NULL;

	/* single-buffer FDs only: an SG or a bad one goes the slow way */
	if (unlikely(!fd_valid(fd, va, bi)))
		return rx_sg_or_bad(q, cb, lp, rb, fd, va, bi);
	ol = dpaa2x_rx_annot(fd, va, &pt);	/* before the buffer goes back */
	ts = dpaa2x_rx_annot_ts(va);
	if (len <= cb->copybreak) {
		m = rte_mbuf_raw_alloc(cb->pool);
		if (likely(m != NULL)) {
			/* freed after an adj or prepend, it kept that offset */
			m->data_off = RTE_PKTMBUF_HEADROOM;
			rte_memcpy(rte_pktmbuf_mtod(m, void *),
				   (const uint8_t *)(uintptr_t)va + off, len);
			rel_add(lp, rb, bpid, fd->addr);
			DPAA2X_CTR_ADD(q->st.copy_packets, 1);
			DPAA2X_CTR_ADD(q->st.copy_bytes, len);
		} else {
			DPAA2X_CTR_ADD(q->st.copy_pool_empty, 1);	/* never dropped: goes up zero-copy */
		}
	}
	if (m == NULL) {
		m = dpaa2x_va_to_mbuf(va, bi);
		m->data_off = off;
		m->nb_segs = 1;
		m->next = NULL;
		DPAA2X_CTR_ADD(q->st.zerocopy_packets, 1);
	}
	m->data_len = len;
	rx_fill(q, m, fd, ol, pt, ts);
	return m;
}

static __rte_noinline void
rx_wait_account(struct dpaa2x_rxq *q, const struct dpaa2x_pull_wait *w, bool busy)
{
	if (busy)
		DPAA2X_CTR_ADD(q->st.wait.cycles, w->cycles);
	else
		DPAA2X_CTR_ADD(q->st.idle_wait_cycles, w->cycles);
	DPAA2X_CTR_ADD(q->st.wait.waits, w->waits);
}

/* Wait for the open pull of q; when done, prefetch the next one. */
static inline struct dpaa2x_dq *
rx_next_results(struct dpaa2x_rxq *q, struct dpaa2x_lcore_portal *lp, struct dpaa2x_pull_wait *w)
{
	struct dpaa2x_dq *dq;

	if (unlikely(!q->pull_open)) {
		if (dpaa2x_portal_pull(lp, q->fqid, q->storage[q->cur], DPAA2X_PULL_MAX, w) < 0)
			return NULL;
		q->pull_open = true;
		q->pull_lp = lp;
	}
	dq = q->storage[q->cur];
	/* wait out the hardware round trip (bounded): else the pull stays open */
	if (!dpaa2x_pull_await(dq, w))
		return NULL;
	/* complete: the portal that issued it (maybe another lcore's) is free */
	if (q->pull_lp->active == dq)
		q->pull_lp->active = NULL;
	/* double buffering: the next pull goes out before this one is used */
	q->cur ^= 1;
	q->pull_open = dpaa2x_portal_pull(lp, q->fqid, q->storage[q->cur], DPAA2X_PULL_MAX, w) == 0;
	q->pull_lp = lp;
	q->pos = 0;
	return dq;
}

uint16_t
dpaa2x_rx_burst(void *queue, struct rte_mbuf **pkts, uint16_t nb)
{
	struct dpaa2x_rxq *q = queue;
	struct dpaa2x_lcore_portal *lp = rxq_portal(q);
	/* once per burst: the copybreak, by the Rx pool's state with auto */
	const struct dpaa2x_cb_state cb = dpaa2x_cb_read(q->cb, q->pool_state);
	struct dpaa2x_pull_wait w = { 0, 0 };
	struct rel_batch rb = { .q = q, .n = 0 };
	struct dpaa2x_dq *dq = q->pend;
	unsigned int i, got = 0;

	if (unlikely(nb == 0 || lp->p == NULL || dpaa2x_portal_shared(lp)))
		return 0;
	/* the one branch of auto: taken once per change of the pool's state */
	if (unlikely(cb.regime != q->regime.now))
		dpaa2x_cb_regime_enter(&q->regime, cb.regime);
	if (dq == NULL) {
		dq = rx_next_results(q, lp, &w);
		/* a burst that brings nothing waited idle; else while busy */
		if (unlikely(w.waits != 0))
			rx_wait_account(q, &w, dq != NULL && dq[q->pos].stat &
					DPAA2X_DQ_STAT_VALIDFRAME);
		if (dq == NULL)
			return 0;
	}
	q->pend = dq;
	for (i = q->pos; got < nb; i++) {
		struct dpaa2x_dq *e = &dq[i];
		uint8_t stat;

		dpaa2x_dq_new_result(e);	/* consume the token */
		stat = e->stat;
		if (likely(stat & DPAA2X_DQ_STAT_VALIDFRAME)) {
			if (!(stat & DPAA2X_DQ_STAT_EXPIRED))
				dpaa2x_rx_prefetch(&dq[i + 1].fd);
			pkts[got] = rx_one(q, &cb, lp, &rb, &e->fd);
			got += pkts[got] != NULL;
		}
		if (stat & DPAA2X_DQ_STAT_EXPIRED) {
			q->pend = NULL;
			break;
		}
	}
	q->pos = i;
	rel_flush(lp, &rb);
	DPAA2X_CTR_ADD(q->st.packets, got);
	DPAA2X_CTR_ADD(q->st.regime_packets[cb.regime], got);
	return got;
}

/*
 * Stop path (no Rx burst running): wait for the queue's open pull, then
 * give every frame still queued back to BMan, counted as stop discards.
 */
void
dpaa2x_rxq_drain(struct dpaa2x_rxq *q)
{
	struct dpaa2x_lcore_portal *lp = rxq_portal(q);
	struct rel_batch rb = { .q = q, .n = 0 };
	struct dpaa2x_pull_wait w = { 0, 0 };	/* stop path: not counted */
	struct dpaa2x_fq_stats st;
	struct dpaa2x_dq *dq;
	unsigned int i;

	if (lp->p == NULL)
		return;
	for (;;) {
		dq = q->pend;
		if (dq == NULL) {
			if (!q->pull_open) {
				if (dpaa2x_fq_get_stats(q->soc, q->fqid, &st) < 0 ||
				    st.depth_frames == 0 ||
				    dpaa2x_portal_pull(lp, q->fqid, q->storage[q->cur],
						DPAA2X_PULL_MAX, &w) < 0)
					break;
				q->pull_lp = lp;
			}
			dq = q->storage[q->cur];
			/* a portal forgets a pull only once it completed (or after
			 * its bounded wait): only the portal's open one needs waiting */
			if (q->pull_lp->active == dq)
				dpaa2x_portal_wait_idle(q->pull_lp, NULL);
			q->pull_open = false;
			q->pos = 0;
		}
		for (i = q->pos; i < DPAA2X_PULL_MAX && dpaa2x_dq_new_result(&dq[i]); i++) {
			if (dq[i].stat & DPAA2X_DQ_STAT_VALIDFRAME) {
				DPAA2X_CTR_ADD(q->st.stop_discards, 1);
				rel_frame_if_ours(lp, &rb, &dq[i].fd);
			}
			if (dq[i].stat & DPAA2X_DQ_STAT_EXPIRED)
				break;
		}
		q->pend = NULL;
	}
	rel_flush(lp, &rb);
}

/* Valid frames of dq from entry i up to the one that ends the pull. */
static unsigned int
dq_frames_from(const struct dpaa2x_dq *dq, unsigned int i)
{
	unsigned int n = 0;

	for (; i < DPAA2X_PULL_MAX && dpaa2x_dq_written(&dq[i]); i++) {
		n += (dq[i].stat & DPAA2X_DQ_STAT_VALIDFRAME) != 0;
		if (dq[i].stat & DPAA2X_DQ_STAT_EXPIRED)
			break;
	}
	return n;
}

/*
 * Frames the queue took off its FQ and has not handed up: the rest of the
 * results in hand and a completed prefetch (an incomplete one has taken
 * nothing yet). Only while no Rx burst runs on q.
 */
unsigned int
dpaa2x_rxq_held(const struct dpaa2x_rxq *q)
{
	unsigned int n = 0;

	if (q->pend != NULL)
		n += dq_frames_from(q->pend, q->pos);
	if (q->pull_open && dpaa2x_pull_complete(q->storage[q->cur]))
		n += dq_frames_from(q->storage[q->cur], 0);
	return n;
}

/*
 * rte_eth_rx_queue_count(): frames waiting for Rx bursts of q, those in
 * its FQ and those the driver dequeued and has not handed up. From the
 * polling thread (the held part is the queue's own state).
 */
uint32_t
dpaa2x_rx_queue_count(void *rxq)
{
	const struct dpaa2x_rxq *q = rxq;
	struct dpaa2x_fq_stats st;

	if (dpaa2x_fq_get_stats(q->soc, q->fqid, &st) < 0)
		return 0;
	return st.depth_frames + dpaa2x_rxq_held(q);
}
