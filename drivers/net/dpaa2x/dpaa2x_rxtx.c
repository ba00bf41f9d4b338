/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Fast path of net_dpaa2x: pull-mode Rx with rx copybreak, Tx whose buffers
 * the hardware releases, and the portals both run on.
 *
 * Rx follows DPDK's dpaa2 driver: a volatile dequeue writes up to 16
 * results into per-queue storage; once it completes, the next pull goes
 * out into the other storage before the current results are processed, so
 * the hardware's round trip overlaps with software work.
 */

#include <rte_cycles.h>
#include <rte_mbuf.h>
#include <rte_memcpy.h>
#include <rte_prefetch.h>

#include "dpaa2x_ethdev.h"
#include "dpaa2x_fd_check.h"
#include "dpaa2x_rx_annot.h"

struct dpaa2x_lcore_portal dpaa2x_lcore_portals[RTE_MAX_LCORE + 1];
static rte_spinlock_t any_portal_lock = RTE_SPINLOCK_INITIALIZER;
static rte_spinlock_t open_lock = RTE_SPINLOCK_INITIALIZER;
static unsigned int portals_open;	/* lcore and queue portals, this process */

/* Portals an Rx queue may not take: the polling lcore's and one more thread's. */
#define DPAA2X_PORTAL_RESERVE	2

/* How long Rx and the control path wait for a pull to complete (us). */
#define DPAA2X_PULL_WAIT_US	50

struct dpaa2x_lcore_portal *
dpaa2x_portal_open_lcore(unsigned int lcore)
{
	struct dpaa2x_lcore_portal *lp = &dpaa2x_lcore_portals[lcore];
	struct dpaa2x_soc *soc = dpaa2x_shared_soc();
	char err[128];

	rte_spinlock_lock(&open_lock);
	if (lp->p == NULL && soc != NULL) {
		if (dpaa2x_portal_open(soc, &lp->p, err, sizeof(err)) < 0) {
			lp->p = NULL;
			DPAA2X_LOG(ERR, "lcore %u: %s", lcore, err);
		} else {
			portals_open++;
		}
	}
	rte_spinlock_unlock(&open_lock);
	return lp;
}

/*
 * An Rx queue gets a portal of its own while the DPL has portals to spare:
 * its prefetched pull then never holds up another queue the same lcore
 * polls (one volatile dequeue per portal). Else it uses the lcore's portal.
 */
void
dpaa2x_rxq_portal_open(struct dpaa2x_rxq *q)
{
	struct dpaa2x_soc_info si;
	char err[128];

	rte_spinlock_lock(&open_lock);
	if (dpaa2x_soc_get_info(q->port->soc, &si) == 0 &&
	    portals_open + DPAA2X_PORTAL_RESERVE < si.num_dpio &&
	    dpaa2x_portal_open(q->port->soc, &q->own.p, err, sizeof(err)) == 0)
		portals_open++;
	else
		q->own.p = NULL;
	rte_spinlock_unlock(&open_lock);
}

void
dpaa2x_rxq_portal_close(struct dpaa2x_rxq *q)
{
	if (q->own.p == NULL)
		return;
	dpaa2x_portal_wait_idle(&q->own);
	rte_spinlock_lock(&open_lock);
	dpaa2x_portal_close(q->own.p);
	q->own.p = NULL;
	portals_open--;
	rte_spinlock_unlock(&open_lock);
}

/* The portal Rx of q goes through: its own, else the calling lcore's. */
static inline struct dpaa2x_lcore_portal *
rxq_portal(struct dpaa2x_rxq *q)
{
	return q->own.p != NULL ? &q->own : dpaa2x_portal_mine();
}

void
dpaa2x_portals_close_all(void)
{
	unsigned int i;

	for (i = 0; i <= RTE_MAX_LCORE; i++) {
		struct dpaa2x_lcore_portal *lp = &dpaa2x_lcore_portals[i];

		if (lp->p != NULL) {
			dpaa2x_portal_wait_idle(lp);
			dpaa2x_portal_close(lp->p);
			lp->p = NULL;
			portals_open--;
		}
	}
}

static inline bool
portal_shared(const struct dpaa2x_lcore_portal *lp)
{
	return lp == &dpaa2x_lcore_portals[RTE_MAX_LCORE];
}

/* A BMan command on this thread's portal (locked when it is the shared one). */
static int
bman_cmd_mine(bool release, uint16_t bpid, uint64_t *bufs, unsigned int n)
{
	struct dpaa2x_lcore_portal *lp = dpaa2x_portal_mine();
	int ret;

	if (unlikely(lp->p == NULL))
		return -ENODEV;
	if (unlikely(portal_shared(lp)))
		rte_spinlock_lock(&any_portal_lock);
	ret = release ? dpaa2x_bman_release(lp->p, bpid, bufs, n) :
		dpaa2x_bman_acquire(lp->p, bpid, bufs, n);
	if (unlikely(portal_shared(lp)))
		rte_spinlock_unlock(&any_portal_lock);
	return ret;
}

int
dpaa2x_bman_release_mine(uint16_t bpid, const uint64_t *bufs, unsigned int n)
{
	return bman_cmd_mine(true, bpid, (uint64_t *)(uintptr_t)bufs, n);
}

int
dpaa2x_bman_acquire_mine(uint16_t bpid, uint64_t *bufs, unsigned int n)
{
	return bman_cmd_mine(false, bpid, bufs, n);
}

/*
 * Software waits for the hardware. With hw_cpu=step no engine thread runs
 * the (emulated) hardware, so the waiter runs a pass of it; false when the
 * hardware runs on its own.
 */
bool
dpaa2x_hw_nudge(void)
{
	return dpaa2x_soc_step(dpaa2x_shared_soc()) >= 0;
}

/* Has the pull writing into dq completed? Entries become valid in order,
 * each by its token; the last one carries EXPIRED. */
static inline bool
pull_done(const struct dpaa2x_dq *dq)
{
	unsigned int i;

	for (i = 0; i < DPAA2X_PULL_MAX && dpaa2x_dq_written(&dq[i]); i++)
		if (dq[i].stat & DPAA2X_DQ_STAT_EXPIRED)
			return true;
	return false;
}

/*
 * Wait up to DPAA2X_PULL_WAIT_US for the hardware's round trip. The
 * cycles spent spinning (and how often) go to *w: they are the
 * hardware's latency, not the driver's work (xstat rx_pull_wait_cycles).
 */
static inline bool
pull_wait(const struct dpaa2x_dq *dq, struct dpaa2x_pull_wait *w)
{
	uint64_t t0, now, limit;
	bool done;

	if (likely(pull_done(dq)))
		return true;
	t0 = rte_rdtsc();
	limit = t0 + rte_get_tsc_hz() / 1000000 * DPAA2X_PULL_WAIT_US;
	do {
		if (!dpaa2x_hw_nudge())
			rte_pause();
		done = pull_done(dq);
		now = rte_rdtsc();
	} while (!done && now < limit);
	/* w may be a live queue counter (Tx confirmation's) */
	DPAA2X_CTR_ADD(w->cycles, now - t0);
	DPAA2X_CTR_ADD(w->waits, 1);
	return done;
}

/*
 * One volatile dequeue per portal at a time: wait out the open one. A pull
 * the hardware never completes (1 s) is reported and forgotten.
 */
static void
portal_wait_idle(struct dpaa2x_lcore_portal *lp, struct dpaa2x_pull_wait *w)
{
	unsigned int tries = 0;

	while (lp->active != NULL && !pull_wait(lp->active, w)) {
		if (++tries == 1000000 / DPAA2X_PULL_WAIT_US) {
			DPAA2X_LOG(ERR, "portal %d: a pull did not complete in 1 s",
				   dpaa2x_portal_index(lp->p));
			break;
		}
	}
	lp->active = NULL;
}

void
dpaa2x_portal_wait_idle(struct dpaa2x_lcore_portal *lp)
{
	struct dpaa2x_pull_wait w = { 0, 0 };	/* control path: not counted */

	portal_wait_idle(lp, &w);
}

static int
portal_pull(struct dpaa2x_lcore_portal *lp, uint32_t fqid,
	    struct dpaa2x_dq *storage, unsigned int n, struct dpaa2x_pull_wait *w)
{
	int ret;

	if (lp->active != NULL)
		portal_wait_idle(lp, w);
	ret = dpaa2x_pull(lp->p, fqid, storage, n);
	if (likely(ret == 0))
		lp->active = storage;
	return ret;
}

/* Buffers going back to BMan from Rx: one release per 7, per pool. */
struct rel_batch {
	uint16_t bpid;
	uint16_t n;
	uint64_t bufs[DPAA2X_BMAN_MAX_CMD];
};

static inline void
rel_flush(struct dpaa2x_lcore_portal *lp, struct rel_batch *b)
{
	if (b->n != 0 && dpaa2x_bman_release(lp->p, b->bpid, b->bufs, b->n) < 0)
		DPAA2X_LOG(ERR, "release of %u buffers to dpbp@%u refused", b->n, b->bpid);
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
	uint64_t va = dpaa2x_fd_va(fd, bi), ol;
	uint32_t len = fd->len, off = dpaa2x_fd_offset(fd), pt;
	struct rte_mbuf *m = NULL;

	if (unlikely(!fd_valid(fd, va, bi))) {
		DPAA2X_CTR_ADD(q->st.bad_fd, 1);
		rel_if_ours(lp, rb, fd);
		return NULL;
	}
	ol = dpaa2x_rx_annot(fd, va, &pt);	/* before the buffer goes back */
	if (len <= cb->copybreak) {
		m = rte_mbuf_raw_alloc(cb->pool);
		if (likely(m != NULL)) {
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
	m->port = q->port_id;
	m->pkt_len = len;
	m->data_len = len;
	m->packet_type = pt;
	m->ol_flags = ol;
	m->hash.rss = dpaa2x_fd_rx_hash(fd);
	DPAA2X_CTR_ADD(q->st.bytes, len);
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
		if (portal_pull(lp, q->fqid, q->storage[q->cur], DPAA2X_PULL_MAX, w) < 0)
			return NULL;
		q->pull_open = true;
		q->pull_lp = lp;
	}
	dq = q->storage[q->cur];
	/* wait out the hardware round trip (bounded): else the pull stays open */
	if (!pull_wait(dq, w))
		return NULL;
	/* complete: the portal that issued it (maybe another lcore's) is free */
	if (q->pull_lp->active == dq)
		q->pull_lp->active = NULL;
	/* double buffering: the next pull goes out before this one is used */
	q->cur ^= 1;
	q->pull_open = portal_pull(lp, q->fqid, q->storage[q->cur], DPAA2X_PULL_MAX, w) == 0;
	q->pull_lp = lp;
	q->pos = 0;
	return dq;
}

uint16_t
dpaa2x_rx_burst(void *queue, struct rte_mbuf **pkts, uint16_t nb)
{
	struct dpaa2x_rxq *q = queue;
	struct dpaa2x_lcore_portal *lp = rxq_portal(q);
	const struct dpaa2x_cb_state *cb = __atomic_load_n(&q->port->cb, __ATOMIC_ACQUIRE);
	struct dpaa2x_pull_wait w = { 0, 0 };
	struct rel_batch rb = { .n = 0 };
	struct dpaa2x_dq *dq = q->pend;
	unsigned int i, got = 0;

	if (unlikely(nb == 0 || lp->p == NULL || portal_shared(lp)))
		return 0;
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
			pkts[got] = rx_one(q, cb, lp, &rb, &e->fd);
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
	struct rel_batch rb = { .n = 0 };
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
				if (dpaa2x_fq_get_stats(q->port->soc, q->fqid, &st) < 0 ||
				    st.depth_frames == 0 ||
				    portal_pull(lp, q->fqid, q->storage[q->cur],
						DPAA2X_PULL_MAX, &w) < 0)
					break;
				q->pull_lp = lp;
			}
			dq = q->storage[q->cur];
			/* a portal forgets a pull only once it completed (or after
			 * its bounded wait): only the portal's open one needs waiting */
			if (q->pull_lp->active == dq)
				dpaa2x_portal_wait_idle(q->pull_lp);
			q->pull_open = false;
			q->pos = 0;
		}
		for (i = q->pos; i < DPAA2X_PULL_MAX && dpaa2x_dq_new_result(&dq[i]); i++) {
			if (dq[i].stat & DPAA2X_DQ_STAT_VALIDFRAME) {
				DPAA2X_CTR_ADD(q->st.stop_discards, 1);
				rel_if_ours(lp, &rb, &dq[i].fd);
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
	if (q->pull_open && pull_done(q->storage[q->cur]))
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

	if (dpaa2x_fq_get_stats(q->port->soc, q->fqid, &st) < 0)
		return 0;
	return st.depth_frames + dpaa2x_rxq_held(q);
}

/* Tx confirmation: FDs the hardware handed back; their mbufs are freed here. */
int
dpaa2x_tx_conf_drain(struct dpaa2x_txq *q, uint32_t budget)
{
	struct dpaa2x_lcore_portal *lp = dpaa2x_portal_mine();
	struct dpaa2x_dq *dq = q->conf_storage;
	int freed = 0;
	unsigned int i;

	while (q->conf_pending != 0 && budget != 0 && lp->p != NULL) {
		if (portal_pull(lp, q->conf_fqid, dq, DPAA2X_PULL_MAX, &q->st.conf_wait) < 0)
			break;
		portal_wait_idle(lp, &q->st.conf_wait);
		for (i = 0; ; i++) {
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
		if (dq[i].stat & DPAA2X_DQ_STAT_FQEMPTY || i == 0)
			break;
		budget--;
	}
	return freed;
}

/*
 * Multi-segment mbufs are linearised into one buffer of a dpaa2x pool
 * (the port's first Rx pool), as the hardware only sends single buffers.
 */
static struct rte_mbuf *
tx_linearise(struct dpaa2x_txq *q, struct rte_mbuf *m)
{
	struct rte_mempool *mp = q->port->lin_pool;
	struct rte_mbuf *c;

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

	if (unlikely(lp->p == NULL || portal_shared(lp)))
		return 0;
	if (unlikely(q->conf_pending != 0))
		dpaa2x_tx_conf_drain(q, 1);
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
