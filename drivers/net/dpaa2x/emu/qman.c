/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * QMan: frame queues and the DPIO portal commands that reach them.
 *
 * Rx and Tx-confirmation FQs belong to the engine (WRIOP enqueues, the
 * engine executes the pull commands that dequeue): plain rings. Tx FQs
 * are fed by software threads: MP/SC rte_rings of 32-byte FDs. A
 * software enqueue to an engine-owned FQ (tests inject hostile FDs that
 * way) is staged in a per-SoC MP ring the engine drains on its next pass,
 * where the FQ's tail drop applies.
 *
 * A pull (volatile dequeue) is written into the caller's portal and
 * executed by the engine, which writes the result entries into the
 * caller's storage, each entry's token last.
 */

#include <errno.h>
#include <string.h>

#include <rte_common.h>
#include <rte_prefetch.h>

#include "base.h"
#include "engine.h"
#include "mc_model.h"
#include "qman.h"
#include "soc.h"

#define FD_SIZE	sizeof(struct dpaa2x_fd)

size_t
model_fq_mem_size(enum model_fq_kind kind, uint32_t depth)
{
	if (kind == FQ_TX)
		return RTE_ALIGN_CEIL(rte_ring_get_memsize_elem(FD_SIZE,
					rte_align32pow2(depth + 1)), RTE_CACHE_LINE_SIZE);
	return RTE_ALIGN_CEIL(rte_align32pow2(depth) * FD_SIZE, RTE_CACHE_LINE_SIZE);
}

int
model_fq_init(struct model_fq *fq, uint32_t fqid, enum model_fq_kind kind,
	      uint32_t depth, uint8_t dpni, void *mem)
{
	char name[RTE_RING_NAMESIZE];

	memset(fq, 0, sizeof(*fq));
	fq->fqid = fqid;
	fq->kind = kind;
	fq->dpni = dpni;
	fq->threshold = depth;
	rte_spinlock_init(&fq->cg_lock);
	if (kind != FQ_TX) {
		fq->ring = mem;
		fq->mask = rte_align32pow2(depth) - 1;
		return 0;
	}
	/* exact size: the ring itself enforces the tail-drop threshold */
	snprintf(name, sizeof(name), "fq%u", fqid);
	fq->mp = mem;
	return rte_ring_init(fq->mp, name, depth,
			     RING_F_SC_DEQ | RING_F_EXACT_SZ);
}

static int
model_fq_get_stats(const struct dpaa2x_soc *soc, uint32_t fqid,
		    struct dpaa2x_fq_stats *st)
{
	MODEL_MC_COMMAND(soc);
	const struct model_fq *fq;

	if (soc == NULL || st == NULL || (fq = model_fq_by_id(soc, fqid)) == NULL)
		return -EINVAL;
	st->enq_frames = fq->enq_frames + __atomic_load_n(&fq->sw_enq_frames, __ATOMIC_RELAXED);
	st->enq_bytes = fq->enq_bytes + __atomic_load_n(&fq->sw_enq_bytes, __ATOMIC_RELAXED);
	st->deq_frames = fq->deq_frames;
	st->rejects = fq->rejects + __atomic_load_n(&fq->sw_rejects, __ATOMIC_RELAXED);
	st->depth_frames = model_fq_depth(fq);
	st->depth_bytes = model_fq_depth_bytes(fq);
	st->threshold = fq->threshold;
	return 0;
}

/* ---- enqueue command ---- */

static unsigned int
enqueue_tx(struct model_fq *fq, const struct dpaa2x_fd *fds, unsigned int n)
{
	unsigned int k, i;
	uint64_t bytes = 0;

	/* the ring holds exactly threshold FDs: the rest is tail-dropped */
	k = rte_ring_mp_enqueue_burst_elem(fq->mp, fds, FD_SIZE, n, NULL);
	for (i = 0; i < k; i++)
		bytes += fds[i].len;
	/* bytes first: the engine derives byte depth from them */
	__atomic_fetch_add(&fq->sw_enq_bytes, bytes, __ATOMIC_RELAXED);
	__atomic_fetch_add(&fq->sw_enq_frames, k, __ATOMIC_RELAXED);
	if (k < n)
		__atomic_fetch_add(&fq->sw_rejects, n - k, __ATOMIC_RELAXED);
	model_cscn_check(fq);	/* QMan's CG counts the enqueue: entry */
	return k;
}

static unsigned int
enqueue_staged(struct dpaa2x_soc *soc, struct model_fq *fq,
	       const struct dpaa2x_fd *fds, unsigned int n)
{
	struct model_stage_ent ent[MODEL_BURST];
	unsigned int done = 0, m, k, i;

	while (done < n) {
		m = RTE_MIN(n - done, (unsigned int)MODEL_BURST);
		for (i = 0; i < m; i++) {
			ent[i].fqid = fq->fqid;
			ent[i].pad = 0;
			ent[i].fd = fds[done + i];
		}
		k = rte_ring_mp_enqueue_burst_elem(soc->stage, ent, sizeof(ent[0]), m, NULL);
		done += k;
		if (k < m)
			break;
	}
	if (done < n)
		__atomic_fetch_add(&fq->sw_rejects, n - done, __ATOMIC_RELAXED);
	return done;
}

static int
model_enqueue(struct dpaa2x_portal *p, uint32_t fqid,
	       const struct dpaa2x_fd *fds, unsigned int n)
{
	MODEL_CMD_BEGIN();
	struct model_fq *fq;
	unsigned int k;

	if (unlikely(p == NULL || fds == NULL || !p->in_use))
		return -EINVAL;
	fq = model_fq_by_id(p->soc, fqid);
	if (unlikely(fq == NULL))
		return -EINVAL;
	if (n == 0)
		return 0;
	if (likely(fq->kind == FQ_TX))
		k = enqueue_tx(fq, fds, n);
	else
		k = enqueue_staged(p->soc, fq, fds, n);
	MODEL_CMD_END();
	return (int)k;
}

/* Engine: move staged software enqueues into their (engine-owned) FQs. */
unsigned int
model_drain_stage(struct dpaa2x_soc *soc)
{
	struct model_stage_ent ent[MODEL_BURST];
	unsigned int n, i;

	n = rte_ring_sc_dequeue_burst_elem(soc->stage, ent, sizeof(ent[0]),
					   MODEL_BURST, NULL);
	for (i = 0; i < n; i++)
		model_fq_push(model_fq_by_id(soc, ent[i].fqid), &ent[i].fd);
	return n;
}

/* ---- pull (volatile dequeue) command ---- */

static int
model_pull(struct dpaa2x_portal *p, uint32_t fqid,
	    struct dpaa2x_dq *storage, unsigned int n)
{
	if (unlikely(p == NULL || storage == NULL || n == 0 ||
		     n > DPAA2X_PULL_MAX || !p->in_use ||
		     model_fq_by_id(p->soc, fqid) == NULL))
		return -EINVAL;
	/* one volatile dequeue per portal in flight */
	if (unlikely(__atomic_load_n(&p->done_seq, __ATOMIC_ACQUIRE) != p->cmd_seq))
		return -EBUSY;
	p->fqid = fqid;
	p->storage = storage;
	p->n = n;
	__atomic_store_n(&p->cmd_seq, p->cmd_seq + 1, __ATOMIC_RELEASE);
	return 0;
}

/* The token goes last (release): the entry is whole once it is seen. */
static inline void
dq_publish(struct dpaa2x_dq *dq)
{
	__atomic_store_n(&dq->tok, DPAA2X_DQ_TOKEN, __ATOMIC_RELEASE);
}

/* Dequeue up to n FDs of fq into fds. */
unsigned int
model_fq_take(struct model_fq *fq, struct dpaa2x_fd *fds, unsigned int n)
{
	unsigned int got, i;

	if (fq->kind == FQ_TX) {
		got = rte_ring_sc_dequeue_burst_elem(fq->mp, fds, FD_SIZE, n, NULL);
	} else {
		got = RTE_MIN(n, fq->tail - fq->head);
		for (i = 0; i < got; i++) {
			fds[i] = fq->ring[(fq->head + i) & fq->mask];
			fq->depth_bytes -= fds[i].len;
		}
		fq->head += got;
	}
	for (i = 0; i < got; i++)
		fq->deq_bytes += fds[i].len;
	fq->deq_frames += got;
	return got;
}

static void
execute_pull(struct dpaa2x_soc *soc, struct dpaa2x_portal *p, uint32_t seq)
{
	struct model_fq *fq = model_fq_by_id(soc, p->fqid);
	uint64_t ctx = __atomic_load_n(&model_mc_fq(soc, fq)->user_ctx, __ATOMIC_RELAXED);
	struct dpaa2x_dq *dq = p->storage;
	struct dpaa2x_fd fds[DPAA2X_PULL_MAX];
	uint32_t left, left_bytes, i, got;
	uint8_t stat;

	got = model_fq_take(fq, fds, p->n);
	left = model_fq_depth(fq);
	left_bytes = model_fq_depth_bytes(fq);
	if (got == 0) {
		/* empty FQ: one entry, no frame, pull complete */
		model_dq_fill(dq, fq, 0, NULL, DPAA2X_DQ_STAT_VOLATILE | DPAA2X_DQ_STAT_EXPIRED |
			      DPAA2X_DQ_STAT_FQEMPTY, fq->seqnum++, 0, 0, ctx);
		__atomic_store_n(&p->done_seq, seq, __ATOMIC_RELEASE);
		dq_publish(dq);
		return;
	}
	/* each entry reports what is left behind it: walk back from the end */
	for (i = got; i-- > 0;) {
		stat = DPAA2X_DQ_STAT_VOLATILE | DPAA2X_DQ_STAT_VALIDFRAME;
		if (i == got - 1)
			stat |= DPAA2X_DQ_STAT_EXPIRED |
				(left == 0 ? DPAA2X_DQ_STAT_FQEMPTY : 0);
		model_dq_fill(&dq[i], fq, 0, &fds[i], stat, (uint16_t)(fq->seqnum + i),
			      left + got - 1 - i, left_bytes, ctx);
		left_bytes += fds[i].len;
	}
	fq->seqnum += got;
	for (i = 0; i < got - 1; i++)
		dq_publish(&dq[i]);
	/* the portal is free again before the last token becomes visible */
	__atomic_store_n(&p->done_seq, seq, __ATOMIC_RELEASE);
	dq_publish(&dq[got - 1]);
}

/* Engine: execute every pending pull command. Returns pulls executed. */
unsigned int
model_service_pulls(struct dpaa2x_soc *soc)
{
	unsigned int i, done = 0;

	for (i = 0; i < soc->n_dpio; i++) {
		struct dpaa2x_portal *p = &soc->portal[i];
		uint32_t seq = __atomic_load_n(&p->cmd_seq, __ATOMIC_ACQUIRE);

		if (seq == p->done_seq)
			continue;
		execute_pull(soc, p, seq);
		done++;
	}
	return done;
}

/* The emulated backend's FQ statistics, enqueue and volatile dequeue (its table: soc.c). */
void
model_ops_qman(struct dpaa2x_backend_ops *o)
{
	o->fq_get_stats = model_fq_get_stats;
	o->enqueue = model_enqueue;
	o->pull = model_pull;
}
