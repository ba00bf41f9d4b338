/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * BMan: one pool of free buffer addresses per dpbp. Software releases and
 * acquires 1..7 buffers per portal command, an acquire all or nothing;
 * WRIOP acquires one buffer per received frame and releases transmitted
 * buffers (batched here: one lock per pool and engine batch). Every command takes the pool's lock, as
 * BMan executes the commands of one pool one after the other.
 */

#include <errno.h>
#include <string.h>

#include <rte_common.h>
#include <rte_memory.h>

#include "base.h"
#include "bman.h"
#include "dma.h"
#include "soc.h"

uint32_t
model_pool_ring_size(uint32_t capacity)
{
	return rte_align32pow2(capacity);
}

void
model_pool_init(struct model_pool *bp, const struct dpaa2x_dpl_dpbp *d,
		uint64_t *bufs, uint32_t ring_size)
{
	memset(bp, 0, sizeof(*bp));
	rte_spinlock_init(&bp->lock);
	bp->bpid = d->bpid;
	bp->dpbp_id = d->id;
	bp->capacity = d->buffers;
	bp->mask = ring_size - 1;
	bp->lifo = d->lifo;
	bp->dep_entry = d->depletion_entry;
	bp->dep_exit = d->depletion_exit;
	bp->depleted = bp->dep_entry > 0;	/* an empty pool starts depleted */
	bp->bufs = bufs;
}

/*
 * BMan writes a BPSCN (the pool lock is held): rid, ctx and the reserved
 * words first, hdr last with a release store, so a reader whose acquire
 * load sees this hdr sees the rest of this message. Without coherent
 * write the message goes to memory, as a DMA write that allocates into no
 * cache: the line is evicted after the store.
 */
static void
bpscn_write(struct model_pool *bp)
{
	struct dpaa2x_bpscn *m = bp->msg;
	uint32_t state = (bp->count == 0 ? DPAA2X_BPSCN_EMPTY : 0) |
		(bp->depleted ? DPAA2X_BPSCN_DEPLETED : 0) |
		(bp->surplus ? DPAA2X_BPSCN_SURPLUS : 0);
	unsigned int i;

	__atomic_store_n(&m->rid, bp->bpid, __ATOMIC_RELAXED);
	__atomic_store_n(&m->ctx, bp->msg_ctx, __ATOMIC_RELAXED);
	for (i = 0; i < RTE_DIM(m->rsvd); i++)
		__atomic_store_n(&m->rsvd[i], 0, __ATOMIC_RELAXED);
	__atomic_store_n(&m->hdr, DPAA2X_BPSCN_VERB | state << DPAA2X_BPSCN_STATE_SHIFT,
			 __ATOMIC_RELEASE);
	if (!(bp->notif_opt & DPAA2X_DPBP_NOTIF_OPT_COHERENT_WRITE))
		model_dma_evict(m, sizeof(*m));
	bp->bpscn_written++;
}

/* A state changed: count the entry or exit, write the message. */
static void __rte_noinline
pool_state_change(struct model_pool *bp, bool dep, bool sur)
{
	if (dep && !bp->depleted)
		bp->depletion_events++;
	else if (!dep && bp->depleted)
		bp->depletion_exits++;
	if (sur && !bp->surplus)
		bp->surplus_entries++;
	else if (!sur && bp->surplus)
		bp->surplus_exits++;
	bp->depleted = dep;
	bp->surplus = sur;
	if (bp->msg != NULL)
		bpscn_write(bp);
}

/*
 * The pool's state after a command, as dpbp_set_notifications defines it:
 * depleted below the entry threshold and until the count is back at the
 * exit threshold or above; surplus above the surplus entry and until the
 * count is back at the surplus exit or below. Entry 0 turns a state off.
 */
static inline void
pool_depletion(struct model_pool *bp)
{
	bool dep = bp->dep_entry != 0 &&
		bp->count < (bp->depleted ? bp->dep_exit : bp->dep_entry);
	bool sur = bp->sur_entry != 0 &&
		bp->count > (bp->surplus ? bp->sur_exit : bp->sur_entry);

	if (unlikely(dep != bp->depleted || sur != bp->surplus))
		pool_state_change(bp, dep, sur);
}

/* Take n <= count buffers: FIFO from the oldest end, LIFO from the newest. */
static inline void
pool_take(struct model_pool *bp, uint64_t *bufs, unsigned int n)
{
	unsigned int i;

	if (bp->lifo) {
		for (i = 0; i < n; i++)
			bufs[i] = bp->bufs[(bp->head + bp->count - 1 - i) & bp->mask];
	} else {
		for (i = 0; i < n; i++)
			bufs[i] = bp->bufs[(bp->head + i) & bp->mask];
		bp->head += n;
	}
	bp->count -= n;
	pool_depletion(bp);
}

/* Put n <= capacity - count buffers at the newest end. */
static inline void
pool_put(struct model_pool *bp, const uint64_t *bufs, unsigned int n)
{
	uint32_t pos = bp->head + bp->count;
	unsigned int i;

	for (i = 0; i < n; i++)
		bp->bufs[(pos + i) & bp->mask] = bufs[i];
	bp->count += n;
	pool_depletion(bp);
}

unsigned int
model_pool_hw_acquire(struct model_pool *bp, uint64_t *bufs, unsigned int n)
{
	unsigned int got;

	rte_spinlock_lock(&bp->lock);
	got = RTE_MIN(n, bp->count);
	pool_take(bp, bufs, got);
	bp->hw_acquired += got;
	bp->acquire_empty += n - got;	/* one per buffer asked for and not there */
	rte_spinlock_unlock(&bp->lock);
	return got;
}

void
model_pool_hw_release(struct model_pool *bp, const uint64_t *bufs, unsigned int n)
{
	unsigned int k;

	rte_spinlock_lock(&bp->lock);
	k = RTE_MIN(n, bp->capacity - bp->count);
	pool_put(bp, bufs, k);
	bp->hw_released += k;
	bp->hw_overflow += n - k;	/* a double free: BMan has no room */
	rte_spinlock_unlock(&bp->lock);
}

void
model_rel_flush(struct model_rel *r)
{
	unsigned int i;

	for (i = 0; i < r->np; i++)
		if (r->n[i] != 0)
			model_pool_hw_release(r->bp[i], r->buf[i], r->n[i]);
	r->np = 0;
}

/* A software command names a claimed pool and carries 1..7 buffers. */
static inline struct model_pool *
bman_cmd_pool(struct dpaa2x_portal *p, uint16_t bpid, const uint64_t *bufs,
	      unsigned int n)
{
	if (unlikely(p == NULL || bufs == NULL || n == 0 || n > DPAA2X_BMAN_MAX_CMD ||
		     bpid > DPAA2X_BPID_MASK))
		return NULL;
	return model_pool(p->soc, bpid);
}

static int
model_bman_release(struct dpaa2x_portal *p, uint16_t bpid,
		    const uint64_t *bufs, unsigned int n)
{
	MODEL_CMD_BEGIN();
	struct model_pool *bp = bman_cmd_pool(p, bpid, bufs, n);
	int ret = 0;

	if (unlikely(bp == NULL))
		return -EINVAL;
	rte_spinlock_lock(&bp->lock);
	if (unlikely(bp->count + n > bp->capacity))
		ret = -ENOSPC;		/* the whole command is refused */
	else
		pool_put(bp, bufs, n);
	bp->release_cmds++;
	rte_spinlock_unlock(&bp->lock);
	MODEL_CMD_END();
	return ret;
}

static int
model_bman_acquire(struct dpaa2x_portal *p, uint16_t bpid,
		    uint64_t *bufs, unsigned int n)
{
	MODEL_CMD_BEGIN();
	struct model_pool *bp = bman_cmd_pool(p, bpid, bufs, n);
	unsigned int got;

	if (unlikely(bp == NULL))
		return -EINVAL;
	rte_spinlock_lock(&bp->lock);
	/* all or nothing: a pool with fewer than n answers 0 and keeps them
	 * (QBMan's acquire command result, qbman_swp_acquire() returns 0) */
	got = n <= bp->count ? n : 0;
	pool_take(bp, bufs, got);
	bp->acquire_cmds++;
	if (got == 0)
		bp->acquire_empty++;
	rte_spinlock_unlock(&bp->lock);
	MODEL_CMD_END();
	return (int)got;
}

/* ---- DPBP objects (MC commands) ---- */

/* The caller holds the pool lock. */
static void
pool_notif_off(struct model_pool *bp)
{
	bp->msg = NULL;
	bp->msg_ctx = 0;
	bp->notif_opt = 0;
}

void
model_pool_notif_off(struct model_pool *bp)
{
	rte_spinlock_lock(&bp->lock);
	pool_notif_off(bp);
	rte_spinlock_unlock(&bp->lock);
}

void
model_pool_claim(struct model_pool *bp)
{
	rte_spinlock_lock(&bp->lock);
	bp->claimed = true;
	pool_notif_off(bp);	/* the last owner's message is not ours */
	bp->depleted = bp->dep_entry != 0 && bp->count < bp->dep_entry;
	bp->surplus = bp->sur_entry != 0 && bp->count > bp->sur_entry;
	bp->depletion_events = bp->depletion_exits = 0;
	bp->surplus_entries = bp->surplus_exits = bp->bpscn_written = 0;
	bp->acquire_cmds = bp->release_cmds = bp->acquire_empty = 0;
	bp->hw_acquired = bp->hw_released = bp->hw_overflow = 0;
	rte_spinlock_unlock(&bp->lock);
}

struct model_pool *
model_pool_of_dpbp(const struct dpaa2x_soc *soc, uint32_t dpbp_id)
{
	unsigned int i;

	for (i = 0; i < soc->n_dpbp; i++)
		if (soc->pool[i].dpbp_id == dpbp_id)
			return (struct model_pool *)&soc->pool[i];
	return NULL;
}

static int
model_dpbp_claim(struct dpaa2x_soc *soc, uint16_t *bpid, char *err, size_t errlen)
{
	MODEL_MC_COMMAND(soc);
	unsigned int i;
	int ret = -ENOSPC;

	if (soc == NULL || bpid == NULL)
		return -EINVAL;
	rte_spinlock_lock(&soc->mc_lock);
	for (i = 0; i < soc->n_dpbp; i++) {
		struct model_pool *bp = &soc->pool[i];

		if (bp->claimed)
			continue;
		model_pool_claim(bp);
		*bpid = bp->bpid;
		ret = 0;
		break;
	}
	rte_spinlock_unlock(&soc->mc_lock);
	if (ret < 0)
		model_errf(err, errlen, "all %u dpbp objects are claimed", soc->n_dpbp);
	return ret;
}

static int
model_dpbp_unclaim(struct dpaa2x_soc *soc, uint16_t bpid)
{
	MODEL_MC_COMMAND(soc);
	struct model_pool *bp;
	int ret = 0;

	if (soc == NULL || bpid > DPAA2X_BPID_MASK)
		return -EINVAL;
	rte_spinlock_lock(&soc->mc_lock);
	bp = model_pool(soc, bpid);
	if (bp == NULL)
		ret = -EINVAL;
	else if (bp->count != 0)
		ret = -EBUSY;		/* it still holds buffers */
	if (ret == 0) {
		model_pool_notif_off(bp);
		bp->claimed = false;
	}
	rte_spinlock_unlock(&soc->mc_lock);
	return ret;
}

/* The pool of an MC command's BPID: claimed (to change it) or any (to
 * read it); NULL for no SoC, a bad BPID or no such pool. */
static struct model_pool *
pool_cmd(const struct dpaa2x_soc *soc, uint16_t bpid, bool claimed)
{
	if (soc == NULL || bpid > DPAA2X_BPID_MASK)
		return NULL;
	return claimed ? model_pool(soc, bpid) : model_pool_any(soc, bpid);
}

static int
model_dpbp_set_depletion(struct dpaa2x_soc *soc, uint16_t bpid,
			  uint32_t entry, uint32_t exit)
{
	struct model_pool *bp = pool_cmd(soc, bpid, true);

	if (bp == NULL || exit < entry || exit > bp->capacity)
		return -EINVAL;
	rte_spinlock_lock(&bp->lock);
	bp->dep_entry = entry;
	bp->dep_exit = exit;
	pool_depletion(bp);
	rte_spinlock_unlock(&bp->lock);
	return 0;
}

static int
model_dpbp_get_stats(const struct dpaa2x_soc *soc, uint16_t bpid,
		      struct dpaa2x_bpool_stats *st)
{
	struct model_pool *bp = pool_cmd(soc, bpid, false);

	if (bp == NULL || st == NULL)
		return -EINVAL;
	rte_spinlock_lock(&bp->lock);
	st->capacity = bp->capacity;
	st->free = bp->count;
	st->depletion_entry = bp->dep_entry;
	st->depletion_exit = bp->dep_exit;
	st->depleted = bp->depleted;
	st->lifo = bp->lifo;
	st->depletion_events = bp->depletion_events;
	st->acquire_cmds = bp->acquire_cmds;
	st->release_cmds = bp->release_cmds;
	st->acquire_empty = bp->acquire_empty;
	st->hw_acquired = bp->hw_acquired;
	st->hw_released = bp->hw_released;
	rte_spinlock_unlock(&bp->lock);
	return 0;
}

/* ---- BPSCN: pool state change notifications ---- */

/* A configuration against the pool: 0, -EINVAL or -EFAULT. */
static int
notif_check(const struct model_pool *bp, const struct dpaa2x_dpbp_notif_cfg *c)
{
	const uint8_t *m = (const uint8_t *)c->message;
	bool on = c->depletion_entry != 0 || c->surplus_entry != 0;

	if ((c->depletion_entry != 0 && c->depletion_exit < c->depletion_entry) ||
	    c->depletion_exit > bp->capacity ||
	    (c->surplus_entry != 0 && c->surplus_exit > c->surplus_entry) ||
	    c->surplus_entry > bp->capacity ||
	    (c->options & ~DPAA2X_DPBP_NOTIF_OPT_COHERENT_WRITE) != 0)
		return -EINVAL;
	if (!on)
		return 0;
	/* silicon: the message address is required, 16-byte aligned */
	if (m == NULL || ((uintptr_t)m & 15) != 0)
		return -EINVAL;
	/* BMan writes through the IOMMU: DPDK memory only, mapped alike in
	 * every process that may run a command of the pool */
	if (rte_mem_virt2memseg_list(m) == NULL ||
	    rte_mem_virt2memseg_list(m + sizeof(struct dpaa2x_bpscn) - 1) == NULL)
		return -EFAULT;
	return 0;
}

static int
model_dpbp_set_notifications(struct dpaa2x_soc *soc, uint16_t bpid,
			      const struct dpaa2x_dpbp_notif_cfg *cfg)
{
	struct model_pool *bp = pool_cmd(soc, bpid, true);
	int ret;

	if (bp == NULL || cfg == NULL)
		return -EINVAL;
	ret = notif_check(bp, cfg);
	if (ret < 0)
		return ret;
	rte_spinlock_lock(&bp->lock);
	/* the new thresholds apply from the current state (entries and exits
	 * they cause are counted). No message now: BMan writes one at a
	 * change of state only (as strict as silicon may be), so software
	 * learns the state it starts in from the free count */
	pool_notif_off(bp);
	bp->dep_entry = cfg->depletion_entry;
	bp->dep_exit = cfg->depletion_exit;
	bp->sur_entry = cfg->surplus_entry;
	bp->sur_exit = cfg->surplus_exit;
	pool_depletion(bp);
	if (cfg->depletion_entry != 0 || cfg->surplus_entry != 0) {
		bp->msg = cfg->message;
		bp->msg_ctx = cfg->message_ctx;
		bp->notif_opt = cfg->options;
	}
	rte_spinlock_unlock(&bp->lock);
	return 0;
}

static int
model_dpbp_get_notifications(const struct dpaa2x_soc *soc, uint16_t bpid,
			      struct dpaa2x_dpbp_notif_cfg *cfg,
			      struct dpaa2x_bpscn_stats *st)
{
	struct model_pool *bp = pool_cmd(soc, bpid, false);

	if (bp == NULL || cfg == NULL)
		return -EINVAL;
	rte_spinlock_lock(&bp->lock);
	*cfg = (struct dpaa2x_dpbp_notif_cfg){
		.depletion_entry = bp->dep_entry, .depletion_exit = bp->dep_exit,
		.surplus_entry = bp->sur_entry, .surplus_exit = bp->sur_exit,
		.options = bp->notif_opt, .message_ctx = bp->msg_ctx, .message = bp->msg,
	};
	if (st != NULL)
		*st = (struct dpaa2x_bpscn_stats){
			.messages = bp->bpscn_written,
			.depletion_entries = bp->depletion_events,
			.depletion_exits = bp->depletion_exits,
			.surplus_entries = bp->surplus_entries,
			.surplus_exits = bp->surplus_exits,
		};
	rte_spinlock_unlock(&bp->lock);
	return 0;
}

/* The emulated backend's BMan commands and dpbp objects (its table: soc.c). */
void
model_ops_bman(struct dpaa2x_backend_ops *o)
{
	o->bman_release = model_bman_release;
	o->bman_acquire = model_bman_acquire;
	o->dpbp_claim = model_dpbp_claim;
	o->dpbp_unclaim = model_dpbp_unclaim;
	o->dpbp_set_depletion = model_dpbp_set_depletion;
	o->dpbp_get_stats = model_dpbp_get_stats;
	o->dpbp_set_notifications = model_dpbp_set_notifications;
	o->dpbp_get_notifications = model_dpbp_get_notifications;
}
