/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulator-internal: BMan, its pools (one per dpbp) and the batches of
 * buffers WRIOP gives back (bman.c).
 */

#ifndef DPAA2X_EMU_BMAN_H
#define DPAA2X_EMU_BMAN_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_common.h>
#include <rte_spinlock.h>

#include "dpaa2x_hw_qbman.h"
#include "engine.h"

struct dpaa2x_dpl_dpbp;

/*
 * A BMan pool (one dpbp). FIFO pools hand out the oldest buffer released,
 * LIFO pools the newest. The buffer array is a ring of 2^k >= capacity.
 * The depletion and surplus states and the BPSCN message (msg, written
 * whenever one of them changes) are pool state: under the lock too.
 */
struct model_pool {
	rte_spinlock_t lock;		/* BMan serialises commands per pool */
	uint32_t head;			/* FIFO: oldest entry */
	uint32_t count;			/* free buffers */
	uint32_t mask;
	uint32_t capacity;
	uint32_t dep_entry, dep_exit;	/* 0 entry: no depletion */
	uint32_t sur_entry, sur_exit;	/* 0 entry: no surplus */
	bool depleted, surplus, lifo, claimed;
	uint16_t bpid;
	uint16_t dpbp_id;		/* the MC's object, unrelated to bpid */
	uint32_t notif_opt;		/* DPAA2X_DPBP_NOTIF_OPT_* */
	uint64_t *bufs;
	struct dpaa2x_bpscn *msg;	/* NULL: no messages */
	uint64_t msg_ctx;
	uint64_t depletion_events, depletion_exits;
	uint64_t surplus_entries, surplus_exits, bpscn_written;
	uint64_t acquire_cmds, release_cmds, acquire_empty;
	uint64_t hw_acquired, hw_released;
	uint64_t hw_overflow;		/* WRIOP releases beyond capacity */
} __rte_cache_aligned;

/* ---- bman.c ---- */
void model_pool_init(struct model_pool *bp, const struct dpaa2x_dpl_dpbp *d,
		     uint64_t *bufs, uint32_t ring_size);
uint32_t model_pool_ring_size(uint32_t capacity);
/* Mark a pool claimed with its counters zeroed and its messages off (the
 * caller holds mc_lock). */
void model_pool_claim(struct model_pool *bp);
/* Turn a pool's BPSCN messages off (dpbp_reset); thresholds stay. */
void model_pool_notif_off(struct model_pool *bp);
/* WRIOP side: acquire up to n (any n), count what was missing. */
unsigned int model_pool_hw_acquire(struct model_pool *bp, uint64_t *bufs,
				   unsigned int n);
void model_pool_hw_release(struct model_pool *bp, const uint64_t *bufs,
			   unsigned int n);

/* Buffers WRIOP gives back, batched per pool (one lock per pool). */
#define MODEL_REL_POOLS	4
struct model_rel {
	unsigned int np;
	struct model_pool *bp[MODEL_REL_POOLS];
	unsigned int n[MODEL_REL_POOLS];
	uint64_t buf[MODEL_REL_POOLS][MODEL_BURST];
};
void model_rel_flush(struct model_rel *r);
static inline void
model_rel_add(struct model_rel *r, struct model_pool *bp, uint64_t buf)
{
	unsigned int i;

	for (i = 0; i < r->np && r->bp[i] != bp; i++)
		;
	if (i == MODEL_REL_POOLS || (i < r->np && r->n[i] == MODEL_BURST)) {
		model_rel_flush(r);
		i = 0;
	}
	if (i == r->np) {
		r->bp[i] = bp;
		r->n[i] = 0;
		r->np++;
	}
	r->buf[i][r->n[i]++] = buf;
}
/* Would adding a buffer of bp flush the batch first? */
static inline bool
model_rel_full(const struct model_rel *r, const struct model_pool *bp)
{
	unsigned int i;

	for (i = 0; i < r->np; i++)
		if (r->bp[i] == bp)
			return r->n[i] == MODEL_BURST;
	return r->np == MODEL_REL_POOLS;
}

#endif /* DPAA2X_EMU_BMAN_H */
