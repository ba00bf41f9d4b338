/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulator-internal: QMan, its frame queues and the staging ring of
 * software enqueues to engine-owned FQs (qman.c).
 */

#ifndef DPAA2X_EMU_QMAN_H
#define DPAA2X_EMU_QMAN_H

#include <stdalign.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <rte_common.h>
#include <rte_ring_elem.h>
#include <rte_spinlock.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_mc.h"

#define MODEL_MAX_FQ		(DPAA2X_MAX_DPNI * DPAA2X_MAX_QUEUES * 3)
#define MODEL_FQID_BASE		0x80	/* first FQID; 0 is never valid */
#define MODEL_STAGE_DEPTH	1024	/* sw enqueues to engine-owned FQs */

enum model_fq_kind { FQ_RX, FQ_TX, FQ_TXCONF };

/*
 * A frame queue. Rx and Tx-confirmation FQs are produced and consumed by
 * the engine only (WRIOP enqueues, pull commands dequeue), so their ring
 * is a plain array with engine-private indices. Tx FQs are produced by any
 * number of software threads through portals: an MP/SC rte_ring of FDs.
 */
struct model_fq {
	/* engine line */
	uint32_t head, tail;		/* Rx/Tx-conf ring indices */
	uint32_t mask;
	uint32_t threshold;		/* tail drop, frames */
	uint32_t threshold_bytes;	/* tail drop, bytes (0: none), counting */
	uint16_t oal;			/* each frame as len + oal bytes */
	uint32_t depth_bytes;		/* Rx/Tx-conf */
	uint16_t seqnum;
	uint8_t kind;			/* enum model_fq_kind */
	uint8_t dpni;			/* index of the owner */
	uint32_t fqid;
	struct dpaa2x_fd *ring;		/* Rx/Tx-conf */
	struct rte_ring *mp;		/* Tx */
	uint64_t enq_frames, enq_bytes;	/* engine-side enqueues */
	uint64_t deq_frames, deq_bytes;
	uint64_t rejects;
	/* sw line: software enqueues to Tx FQs (atomics) */
	alignas(RTE_CACHE_LINE_SIZE) uint64_t sw_enq_frames;
	uint64_t sw_enq_bytes;
	uint64_t sw_rejects;
	/* Tx FQ's congestion group (cscn.c): under cg_lock; cg_state also
	 * read without it by whoever checks a crossing */
	rte_spinlock_t cg_lock;
	uint8_t cg_state;		/* DPAA2X_CSCN_CONGESTED */
	uint32_t cg_entry, cg_exit;
	struct dpaa2x_cscn *cg_msg;	/* NULL: no notification */
	uint64_t cg_ctx, cg_entries, cg_exits;
} __rte_cache_aligned;

/* An entry of the staging ring: a software enqueue to an engine-owned FQ. */
struct model_stage_ent {
	uint32_t fqid;
	uint32_t pad;
	struct dpaa2x_fd fd;
};

/* ---- qman.c ---- */
size_t model_fq_mem_size(enum model_fq_kind kind, uint32_t depth);
int model_fq_init(struct model_fq *fq, uint32_t fqid, enum model_fq_kind kind,
		  uint32_t depth, uint8_t dpni, void *mem);
/* Engine-side enqueue to an Rx or Tx-confirmation FQ (tail drop). */
static inline bool
model_fq_full(const struct model_fq *fq)
{
	uint32_t frames = fq->tail - fq->head;

	/* QMan's tail drop: the FQ's count at or over its threshold rejects
	 * the next frame; in bytes, each frame weighs its length plus the
	 * overhead accounting length (OAL) */
	return frames >= fq->threshold ||
	       (fq->threshold_bytes != 0 &&
		fq->depth_bytes + frames * fq->oal >= fq->threshold_bytes);
}
static inline bool
model_fq_push(struct model_fq *fq, const struct dpaa2x_fd *fd)
{
	if (unlikely(model_fq_full(fq))) {
		fq->rejects++;		/* QMan tail drop */
		return false;
	}
	fq->ring[fq->tail & fq->mask] = *fd;
	fq->tail++;
	fq->enq_frames++;
	fq->enq_bytes += fd->len;
	fq->depth_bytes += fd->len;
	return true;
}
unsigned int model_service_pulls(struct dpaa2x_soc *soc);
/* A frame dequeue result as QMan writes it, all but tok (written last). */
static inline void
model_dq_fill(struct dpaa2x_dq *e, const struct model_fq *fq, uint32_t fqid,
	      const struct dpaa2x_fd *fd, uint8_t stat, uint16_t seqnum,
	      uint32_t left, uint32_t left_bytes, uint64_t ctx)
{
	/* tok is not touched: software polls it */
	e->verb = DPAA2X_DQ_VERB_DQ;
	e->stat = stat;
	e->seqnum = seqnum;
	e->oprid = 0;
	e->rsvd = 0;
	e->fqid = fq != NULL ? fq->fqid : fqid;
	e->rsvd2 = 0;
	e->fq_byte_cnt = left_bytes;
	e->fq_frm_cnt = left;
	e->fqd_ctx = ctx;
	if (fd != NULL)
		e->fd = *fd;
	else
		memset(&e->fd, 0, sizeof(e->fd));
}
/* Engine: dequeue up to n FDs of any FQ. */
unsigned int model_fq_take(struct model_fq *fq, struct dpaa2x_fd *fds, unsigned int n);
/* Frames in a Tx FQ's ring, read while its producer (the driver's
 * enqueue) and its consumer (the engine) run: both tails with atomic
 * loads, as rte_ring's own head moves do (rte_ring_count() reads them
 * plainly). A momentary figure, like QMan's frame count of an FQ. */
static inline uint32_t
model_ring_count(const struct rte_ring *r)
{
	uint32_t prod = __atomic_load_n(&r->prod.tail, __ATOMIC_ACQUIRE);
	uint32_t cons = __atomic_load_n(&r->cons.tail, __ATOMIC_ACQUIRE);

	return (prod - cons) & r->mask;
}

/* Frames and bytes in an FQ. */
static inline uint32_t
model_fq_depth(const struct model_fq *fq)
{
	if (fq->kind == FQ_TX)
		return model_ring_count(fq->mp);
	return fq->tail - fq->head;
}

static inline uint32_t
model_fq_depth_bytes(const struct model_fq *fq)
{
	if (fq->kind == FQ_TX)
		return (uint32_t)(__atomic_load_n(&fq->sw_enq_bytes, __ATOMIC_RELAXED) -
				  fq->deq_bytes);
	return fq->depth_bytes;
}

unsigned int model_drain_stage(struct dpaa2x_soc *soc);

/* cscn.c: the Tx FQ's congestion state after an enqueue (entry) or in an
 * engine pass (exit); a change writes the CSCN message. */
void model_cscn_update(struct model_fq *fq);
static inline void
model_cscn_check(struct model_fq *fq)
{
	uint8_t st;

	if (likely(__atomic_load_n(&fq->cg_msg, __ATOMIC_RELAXED) == NULL))
		return;
	st = __atomic_load_n(&fq->cg_state, __ATOMIC_RELAXED);
	if (st == 0 ? model_ring_count(fq->mp) > fq->cg_entry :
		       model_ring_count(fq->mp) < fq->cg_exit)
		model_cscn_update(fq);
}

#endif /* DPAA2X_EMU_QMAN_H */
