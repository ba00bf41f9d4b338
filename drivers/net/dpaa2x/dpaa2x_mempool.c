/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Mempool ops "dpaa2x": an mbuf pool backed by a BMan pool, as DPDK's
 * dpaa2 mempool driver does on silicon. Creating the pool claims a dpbp and
 * seeds it with every mbuf; get and put are acquire and release commands of
 * at most 7 buffers, with the usual per-lcore mempool cache in front. On
 * backend=fslmc a pool of that driver's own ops ("dpaa2") is adopted
 * (below): Rx takes its buffers and Tx gives them back as they are, the
 * ops owning it.
 *
 * The buffer released to BMan is the IOVA of the mbuf's buffer (buf_iova),
 * as DPDK's dpaa2 mempool releases it: an FD address turns into its mbuf
 * through the pool's IOVA ranges (nothing to do when IOVA is VA), then by
 * subtracting the mbuf header and private area (dpaa2x_bp.h).
 */

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <rte_errno.h>
#include <rte_malloc.h>
#include <rte_mbuf.h>
#include <rte_mempool.h>
#include <rte_spinlock.h>

#include "dpaa2x_bp.h"
#include "dpaa2x_fd_check.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_mempool.h"
#include "dpaa2x_portals.h"
#include "dpaa2x_soc_share.h"

struct dpaa2x_bp_info dpaa2x_bp_info[DPAA2X_BPID_MASK + 1];
int dpaa2x_mempool_ops_index = -1;

/*
 * A pool's state notifications: the message BMan writes (one line, DPDK
 * memory, as the hardware can only write there) and who watches it.
 */
struct pool_watch {
	struct dpaa2x_bpscn msg;	/* first: 64 bytes, cache-aligned */
	uint32_t users;			/* notifications on while > 0 */
	uint32_t backlog;		/* frames the watchers' Rx queues can hold */
	uint32_t entry, exit;		/* asked; 0/0: the defaults */
	uint32_t dpl_entry, dpl_exit;	/* the dpbp's own, given back */
};

static struct pool_watch *pool_watch[DPAA2X_BPID_MASK + 1];
static rte_spinlock_t watch_lock = RTE_SPINLOCK_INITIALIZER;
/* a pool nobody can watch (not ours): never depleted */
static const struct dpaa2x_bpscn never_depleted;

/* What the PMD knows of an mbuf pool's BMan pool, before its chunks:
 * meta_size bytes from an mbuf to its buffer. */
static void
bp_info_init(struct dpaa2x_bp_info *bi, const struct rte_mempool *mp, uint32_t meta_size)
{
	unsigned int i;

	bi->meta_size = meta_size;
	bi->buf_size = rte_pktmbuf_data_room_size((struct rte_mempool *)(uintptr_t)mp);
	bi->elt_size = mp->header_size + mp->elt_size + mp->trailer_size;
	bi->buf_off = mp->header_size + bi->meta_size;
	bi->elt_m = UINT64_MAX / bi->elt_size + 1;
	bi->pg_mask = UINT64_MAX;
	bi->lo = UINTPTR_MAX;
	bi->hi = 0;
	bi->n_chunks = 0;
	bi->range_only = false;
	bi->iova_is_va = true;		/* until a chunk says otherwise */
	bi->iova_more = false;
	bi->n_iova = 0;
	for (i = 0; i < DPAA2X_BP_CHUNKS; i++) {
		bi->chunk[i].first = UINT64_MAX;	/* empty: no e is in it */
		bi->chunk[i].last = 0;
	}
}

static int
dpaa2x_mp_alloc(struct rte_mempool *mp)
{
	struct dpaa2x_soc *soc = dpaa2x_shared_soc();
	struct dpaa2x_bpool_stats st;
	char err[128];
	uint16_t bpid;
	int ret;

	if (soc == NULL) {
		DPAA2X_LOG(ERR, "mempool %s: no dpaa2x port is probed, no BMan to back it",
			   mp->name);
		return -ENODEV;
	}
	if (mp->private_data_size < sizeof(struct rte_pktmbuf_pool_private)) {
		DPAA2X_LOG(ERR, "mempool %s: dpaa2x ops serve mbuf pools only", mp->name);
		return -EINVAL;
	}
	ret = dpaa2x_dpbp_claim(soc, &bpid, err, sizeof(err));
	if (ret < 0) {
		DPAA2X_LOG(ERR, "mempool %s: %s", mp->name, err);
		return ret;
	}
	dpaa2x_dpbp_get_stats(soc, bpid, &st);
	if (mp->size > st.capacity) {
		DPAA2X_LOG(ERR, "mempool %s: %u buffers exceed the %u that the pool of BPID %u holds",
			   mp->name, mp->size, st.capacity, bpid);
		dpaa2x_dpbp_unclaim(soc, bpid);
		return -ENOSPC;
	}
	bp_info_init(&dpaa2x_bp_info[bpid], mp,
		     sizeof(struct rte_mbuf) + rte_pktmbuf_priv_size(mp));
	pool_watch[bpid] = rte_zmalloc_socket("dpaa2x_bpscn", sizeof(struct pool_watch),
					      RTE_CACHE_LINE_SIZE, mp->socket_id);
	if (pool_watch[bpid] == NULL) {
		DPAA2X_LOG(ERR, "mempool %s: no memory for BPID %u's state notifications",
			   mp->name, bpid);
		dpaa2x_dpbp_unclaim(soc, bpid);
		return -ENOMEM;
	}
	mp->pool_data = (void *)(uintptr_t)bpid;
	dpaa2x_bp_info[bpid].mp = mp;
	DPAA2X_LOG(DEBUG, "mempool %s: %u mbufs on BPID %u", mp->name, mp->size, bpid);
	return 0;
}

/* Take every buffer BMan holds of bpid; how many. */
static unsigned int
bman_drain(uint16_t bpid)
{
	/* an acquire is all or nothing (QBMan answers 0 when fewer than
	 * asked for are there): 7 at a time, then the last ones one by one */
	static const unsigned int sizes[] = { DPAA2X_BMAN_MAX_CMD, 1 };
	uint64_t bufs[DPAA2X_BMAN_MAX_CMD];
	unsigned int i, n = 0;

	for (i = 0; i < RTE_DIM(sizes); i++)
		while (dpaa2x_bman_acquire_mine(bpid, bufs, sizes[i]) == (int)sizes[i])
			n += sizes[i];
	return n;
}

static void notif_off(const struct rte_mempool *mp, struct pool_watch *pw);

static void
dpaa2x_mp_free(struct rte_mempool *mp)
{
	uint16_t bpid = dpaa2x_mempool_bpid(mp);
	struct pool_watch *pw;

	/* mempool calls free after a failed alloc too: no dpbp (BPID 0) */
	if (bpid == 0)
		return;
	/* BMan writes the message no more before its memory goes */
	rte_spinlock_lock(&watch_lock);
	pw = pool_watch[bpid];
	pool_watch[bpid] = NULL;
	if (pw->users > 0) {
		DPAA2X_LOG(ERR, "mempool %s freed while %u port(s) follow its state",
			   mp->name, pw->users);
		notif_off(mp, pw);
	}
	rte_spinlock_unlock(&watch_lock);
	/*
	 * rte_mempool_free() has already taken every object it could through
	 * dequeue; whatever BMan still holds goes with the memory, to the
	 * last buffer: the MC gives back no dpbp that holds any.
	 */
	bman_drain(bpid);
	dpaa2x_bp_info[bpid].mp = NULL;
	if (dpaa2x_dpbp_unclaim(dpaa2x_shared_soc(), bpid) < 0)
		DPAA2X_LOG(ERR, "mempool %s: the dpbp of BPID %u could not be given back", mp->name, bpid);
	rte_free(pw);
	dpaa2x_shared_soc_gc();
}

/* ---------------- state notifications (BPSCN) ---------------- */

static void
thresholds(const struct rte_mempool *mp, const struct pool_watch *pw, uint32_t *entry,
	   uint32_t *exit)
{
	uint32_t eighth = RTE_MAX(mp->size / DPAA2X_DEPLETION_DIV, 1u);

	*entry = pw->entry;
	*exit = pw->exit;
	if (pw->entry != 0)
		return;
	*entry = RTE_MIN(RTE_MAX(eighth, pw->backlog), RTE_MAX(mp->size / 2, 1u));
	*exit = RTE_MIN(*entry + eighth, mp->size);
}

/*
 * BMan writes a message at a change of the pool's state only, none when
 * notifications are set: the state the pool is in now comes from the MC's
 * free count (dpbp_get_num_free_bufs), by the thresholds as BMan applies
 * them (exit while depleted, else entry). It is written where BMan writes
 * unless BMan wrote since `before` was read (its message is newer).
 */
static void
notif_seed(const struct rte_mempool *mp, struct pool_watch *pw, uint32_t before,
	   uint32_t entry, uint32_t exit)
{
	struct dpaa2x_bpool_stats st;
	bool was = dpaa2x_bpscn_is_depleted(before);
	uint32_t seed;

	if (dpaa2x_dpbp_get_stats(dpaa2x_shared_soc(), dpaa2x_mempool_bpid(mp), &st) < 0)
		return;
	seed = entry != 0 && st.free < (was ? exit : entry) ?
		DPAA2X_BPSCN_VERB | DPAA2X_BPSCN_DEPLETED << DPAA2X_BPSCN_STATE_SHIFT : 0;
	__atomic_compare_exchange_n(&pw->msg.hdr, &before, seed, false, __ATOMIC_RELEASE,
				    __ATOMIC_RELAXED);
}

/*
 * BMan writes the pool's state to pw->msg from now on, the state it is in
 * now seeded (notif_seed). Setting notifications replaces the dpbp's
 * depletion thresholds: kept (first) to be given back.
 */
static int
notif_on(const struct rte_mempool *mp, struct pool_watch *pw, bool first)
{
	uint16_t bpid = dpaa2x_mempool_bpid(mp);
	/* coherent: BMan writes into the cache, where Rx's next load hits */
	struct dpaa2x_dpbp_notif_cfg cfg = {
		.options = DPAA2X_DPBP_NOTIF_OPT_COHERENT_WRITE,
		.message_ctx = bpid, .message = &pw->msg,
	};
	uint32_t before = __atomic_load_n(&pw->msg.hdr, __ATOMIC_ACQUIRE);
	struct dpaa2x_bpool_stats st;
	int ret;

	if (first && dpaa2x_dpbp_get_stats(dpaa2x_shared_soc(), bpid, &st) == 0) {
		pw->dpl_entry = st.depletion_entry;
		pw->dpl_exit = st.depletion_exit;
	}
	thresholds(mp, pw, &cfg.depletion_entry, &cfg.depletion_exit);
	ret = dpaa2x_dpbp_set_notifications(dpaa2x_shared_soc(), bpid, &cfg);
	if (ret == 0)
		notif_seed(mp, pw, before, cfg.depletion_entry, cfg.depletion_exit);
	if (ret < 0)
		DPAA2X_LOG(ERR, "mempool %s: BPID %u refused state notifications at %u/%u "
			   "free buffers: %s", mp->name, bpid, cfg.depletion_entry,
			   cfg.depletion_exit, rte_strerror(-ret));
	return ret;
}

/* No more messages (once this returns BMan writes none), the dpbp's own
 * thresholds back, and the message says "not depleted" again. */
static void
notif_off(const struct rte_mempool *mp, struct pool_watch *pw)
{
	struct dpaa2x_dpbp_notif_cfg off = { 0 };
	uint16_t bpid = dpaa2x_mempool_bpid(mp);

	dpaa2x_dpbp_set_notifications(dpaa2x_shared_soc(), bpid, &off);
	dpaa2x_dpbp_set_depletion(dpaa2x_shared_soc(), bpid, pw->dpl_entry, pw->dpl_exit);
	__atomic_store_n(&pw->msg.hdr, 0, __ATOMIC_RELEASE);
}

const struct dpaa2x_bpscn *
dpaa2x_mempool_state(const struct rte_mempool *mp)
{
	const struct pool_watch *pw = dpaa2x_mempool_is_ours(mp) ?
		pool_watch[dpaa2x_mempool_bpid(mp)] : NULL;

	return pw != NULL ? &pw->msg : &never_depleted;
}

int
dpaa2x_mempool_watch(struct rte_mempool *mp, uint32_t backlog)
{
	struct pool_watch *pw;
	int ret;

	if (!dpaa2x_mempool_is_ours(mp))
		return 0;	/* adopted: its ops own it, notifications too */
	pw = pool_watch[dpaa2x_mempool_bpid(mp)];
	rte_spinlock_lock(&watch_lock);
	pw->backlog += backlog;		/* the default thresholds follow it */
	ret = notif_on(mp, pw, pw->users == 0);
	if (ret == 0)
		pw->users++;
	else
		pw->backlog -= backlog;
	rte_spinlock_unlock(&watch_lock);
	return ret;
}

void
dpaa2x_mempool_unwatch(struct rte_mempool *mp, uint32_t backlog)
{
	struct pool_watch *pw;

	if (!dpaa2x_mempool_is_ours(mp))
		return;
	pw = pool_watch[dpaa2x_mempool_bpid(mp)];
	rte_spinlock_lock(&watch_lock);
	if (pw->users > 0) {
		pw->backlog -= RTE_MIN(backlog, pw->backlog);
		if (--pw->users == 0)
			notif_off(mp, pw);
		else
			notif_on(mp, pw, false);
	}
	rte_spinlock_unlock(&watch_lock);
}

int
dpaa2x_mempool_set_depletion(struct rte_mempool *mp, uint32_t entry, uint32_t exit)
{
	struct pool_watch *pw = pool_watch[dpaa2x_mempool_bpid(mp)];
	uint32_t old_entry, old_exit;
	int ret = 0;

	if ((entry != 0 || exit != 0) && (entry == 0 || exit < entry || exit > mp->size)) {
		DPAA2X_LOG(ERR, "mempool %s: depletion thresholds entry %u, exit %u refused: "
			   "1 <= entry <= exit <= %u (the pool's mbufs), or 0 and 0 for "
			   "the defaults", mp->name, entry, exit, mp->size);
		return -EINVAL;
	}
	rte_spinlock_lock(&watch_lock);
	old_entry = pw->entry;
	old_exit = pw->exit;
	pw->entry = entry;
	pw->exit = exit;
	if (pw->users > 0)
		ret = notif_on(mp, pw, false);
	if (ret < 0) {
		pw->entry = old_entry;
		pw->exit = old_exit;
	}
	rte_spinlock_unlock(&watch_lock);
	return ret;
}

void
dpaa2x_mempool_get_depletion(const struct rte_mempool *mp, uint32_t *entry, uint32_t *exit)
{
	const struct pool_watch *pw;

	if (!dpaa2x_mempool_is_ours(mp)) {
		*entry = *exit = 0;
		return;
	}
	pw = pool_watch[dpaa2x_mempool_bpid(mp)];
	rte_spinlock_lock(&watch_lock);
	thresholds(mp, pw, entry, exit);
	rte_spinlock_unlock(&watch_lock);
}

/* mbufs back to BMan, as their buffers' IOVAs: release commands of <= 7. */
static int
dpaa2x_mp_enqueue(struct rte_mempool *mp, void * const *obj, unsigned int n)
{
	uint16_t bpid = dpaa2x_mempool_bpid(mp);
	const struct dpaa2x_bp_info *bi = &dpaa2x_bp_info[bpid];
	uint64_t bufs[DPAA2X_BMAN_MAX_CMD];
	unsigned int i, k = 0;
	int ret = 0;

	for (i = 0; i < n; i++) {
		bufs[k++] = dpaa2x_bp_iova(bi, obj[i]) + bi->meta_size;
		if (k == DPAA2X_BMAN_MAX_CMD || i == n - 1) {
			ret |= dpaa2x_bman_release_mine(bpid, bufs, k);
			k = 0;
		}
	}
	return ret;
}

/* mbufs from BMan: all n or none (a mempool get is all-or-nothing). */
static int
dpaa2x_mp_dequeue(struct rte_mempool *mp, void **obj, unsigned int n)
{
	uint16_t bpid = dpaa2x_mempool_bpid(mp);
	const struct dpaa2x_bp_info *bi = &dpaa2x_bp_info[bpid];
	uint64_t bufs[DPAA2X_BMAN_MAX_CMD];
	unsigned int got = 0, j;
	int ret;

	while (got < n) {
		ret = dpaa2x_bman_acquire_mine(bpid, bufs,
					  RTE_MIN(n - got, DPAA2X_BMAN_MAX_CMD));
		if (ret <= 0)
			break;
		for (j = 0; j < (unsigned int)ret; j++)
			obj[got++] = dpaa2x_va_to_mbuf(dpaa2x_bp_va(bi, bufs[j]), bi);
	}
	if (got == n)
		return 0;
	/* short: give back what was taken */
	dpaa2x_mp_enqueue(mp, obj, got);
	return -ENOBUFS;
}

static unsigned int
dpaa2x_mp_get_count(const struct rte_mempool *mp)
{
	struct dpaa2x_bpool_stats st;

	if (dpaa2x_dpbp_get_stats(dpaa2x_shared_soc(), dpaa2x_mempool_bpid(mp), &st) < 0)
		return 0;
	return st.free;
}

/*
 * Where the element after the one at e goes, by the rule fd_in_chunk()
 * checks: elt_size further on, or at the next page start if it would cross
 * a page there.
 */
static uint64_t
dpaa2x_mp_next_elt(const struct dpaa2x_bp_info *bi, uint64_t e)
{
	uint64_t n = e + bi->elt_size;

	if (((n ^ (n + bi->elt_size - 1)) & ~bi->pg_mask) != 0)
		n = (n | bi->pg_mask) + 1;
	return n;
}

/* One chunk being populated: the objects the mempool helper places in it. */
struct dpaa2x_mp_placing {
	const struct dpaa2x_bp_info *bi;
	struct dpaa2x_bp_chunk c;
	unsigned int n;				/* objects placed so far */
	bool as_expected;			/* each at dpaa2x_mp_next_elt() of the last */
	rte_mempool_populate_obj_cb_t *obj_cb;	/* the mempool library's */
	void *obj_cb_arg;
};

static void
dpaa2x_mp_obj_placed(struct rte_mempool *mp, void *opaque, void *obj, rte_iova_t iova)
{
	struct dpaa2x_mp_placing *pl = opaque;
	uint64_t e = (uint64_t)(uintptr_t)obj - mp->header_size;

	if (pl->n == 0)
		pl->c.first = e;
	else if (e != dpaa2x_mp_next_elt(pl->bi, pl->c.last))
		pl->as_expected = false;
	pl->c.last = e;
	pl->n++;
	if (pl->obj_cb != NULL)
		pl->obj_cb(mp, pl->obj_cb_arg, obj, iova);
}

/*
 * The page size the mempool helper keeps objects from crossing: none when
 * it has none or an object is larger than a page. 0 if not a power of 2.
 */
static uint64_t
dpaa2x_mp_pg_mask(struct rte_mempool *mp, uint32_t elt_size)
{
	size_t pg_sz;

	if (rte_mempool_get_page_size(mp, &pg_sz) < 0 || pg_sz == 0 || pg_sz < elt_size)
		return UINT64_MAX;
	if (!rte_is_power_of_2(pg_sz))
		return 0;
	return (uint64_t)pg_sz - 1;
}

/*
 * Learn the IOVA of an IOVA-contiguous chunk: what BMan holds of the
 * pool's buffers and FDs carry. The first DPAA2X_BP_CHUNKS are kept for
 * Rx's translation, the others left to the process's IOVA table
 * (dpaa2x_iova_table.h; EAL's rte_mem_iova2virt() without it).
 */
static int
dpaa2x_mp_learn_iova(struct rte_mempool *mp, struct dpaa2x_bp_info *bi, void *vaddr,
		     rte_iova_t iova, size_t len)
{
	if (iova == RTE_BAD_IOVA) {
		DPAA2X_LOG(ERR, "mempool %s: memory at %p has no IOVA: the hardware cannot reach it",
			   mp->name, vaddr);
		return -EINVAL;
	}
	if (iova != (rte_iova_t)(uintptr_t)vaddr)
		bi->iova_is_va = false;
	if (bi->n_iova == DPAA2X_BP_CHUNKS) {
		/* the others through the IOVA table, EAL if it has none */
		if (!bi->iova_more)
			dpaa2x_iova_table_init();
		bi->iova_more = true;
		return 0;
	}
	bi->iova[bi->n_iova++] = (struct dpaa2x_bp_iova){
		.iova = iova, .len = len, .va = (uintptr_t)vaddr,
	};
	return 0;
}

/*
 * Learn where the pool's objects lie: Rx checks FD addresses against it.
 * Once per memory chunk: chunk_begin, the objects placed in it
 * (dpaa2x_mp_obj_placed), chunk_end; at populate for ours, over the
 * populated chunks for an adopted pool. The range [lo, hi) covers every
 * chunk; the first DPAA2X_BP_CHUNKS chunks of at most 4 GiB whose objects
 * lie where fd_in_chunk() expects them are kept object by object. Any other makes
 * the pool range-only: an FD address anywhere in [lo, hi) passes.
 */
static int
chunk_begin(struct rte_mempool *mp, struct dpaa2x_bp_info *bi, void *vaddr, rte_iova_t iova,
	    size_t len, uint64_t *pg_mask)
{
	int ret = dpaa2x_mp_learn_iova(mp, bi, vaddr, iova, len);

	if (ret < 0)
		return ret;
	bi->lo = RTE_MIN(bi->lo, (uintptr_t)vaddr);
	bi->hi = RTE_MAX(bi->hi, (uintptr_t)vaddr + len);
	*pg_mask = dpaa2x_mp_pg_mask(mp, bi->elt_size);
	if (*pg_mask != 0)
		bi->pg_mask = *pg_mask;
	return 0;
}

/* Its objects placed (pl): the chunk kept object by object, or the pool
 * range-only. */
static void
chunk_end(const struct rte_mempool *mp, struct dpaa2x_bp_info *bi,
	  const struct dpaa2x_mp_placing *pl, size_t len, uint64_t pg_mask)
{
	const char *why = NULL;

	if (pg_mask == 0)
		why = "a page size not a power of 2";
	else if ((uint64_t)len > (UINT64_C(1) << 32))
		why = "a chunk over 4 GiB";	/* offsets in it need more than 32 bits */
	else if (bi->n_chunks == DPAA2X_BP_CHUNKS)
		why = "more than " RTE_STR(DPAA2X_BP_CHUNKS) " chunks";
	else if (!pl->as_expected || !fd_in_chunk(pl->c.first, bi, &pl->c) ||
		 !fd_in_chunk(pl->c.last, bi, &pl->c))
		why = "objects laid out unexpectedly";
	if (why == NULL) {
		DPAA2X_LOG(DEBUG, "mempool %s: chunk %u, %u objects, page mask %#" PRIx64,
			   mp->name, bi->n_chunks, pl->n, bi->pg_mask);
		bi->chunk[bi->n_chunks++] = pl->c;
		return;
	}
	if (!bi->range_only)
		DPAA2X_LOG(INFO, "mempool %s: %s, Rx checks FD addresses against the pool's range only",
			   mp->name, why);
	bi->range_only = true;
}

static int
dpaa2x_mp_populate(struct rte_mempool *mp, unsigned int max_objs, void *vaddr,
		   rte_iova_t iova, size_t len, rte_mempool_populate_obj_cb_t *obj_cb,
		   void *obj_cb_arg)
{
	struct dpaa2x_bp_info *bi = &dpaa2x_bp_info[dpaa2x_mempool_bpid(mp)];
	struct dpaa2x_mp_placing pl = {
		.bi = bi, .as_expected = true, .obj_cb = obj_cb, .obj_cb_arg = obj_cb_arg,
	};
	uint64_t pg_mask;
	int ret;

	ret = chunk_begin(mp, bi, vaddr, iova, len, &pg_mask);
	if (ret < 0)
		return ret;
	ret = rte_mempool_op_populate_helper(mp, 0, max_objs, vaddr, iova, len,
					     dpaa2x_mp_obj_placed, &pl);
	if (ret > 0 && pl.n > 0)
		chunk_end(mp, bi, &pl, len, pg_mask);
	return ret;
}

/* ---------------- adopted pools (DPDK's dpaa2 ops on fslmc) ---------------- */

struct dpaa2x_mempool_adopted dpaa2x_mempool_adopted[DPAA2X_MEMPOOL_ADOPTED_MAX];
unsigned int dpaa2x_mempool_n_adopted;
static rte_spinlock_t adopt_lock = RTE_SPINLOCK_INITIALIZER;

/* One memory chunk of a populated pool: what populate learns of each of
 * ours, its objects those in the chunk, in the order the mempool placed
 * them (rte_mempool_obj_iter: the order of population). */
struct adopt_walk {
	struct dpaa2x_bp_info *bi;
	const struct rte_mempool_memhdr *hdr;
	struct dpaa2x_mp_placing pl;
	int ret;
};

static void
adopt_obj(struct rte_mempool *mp, void *opaque, void *obj, unsigned int idx)
{
	struct adopt_walk *w = opaque;
	uintptr_t a = (uintptr_t)obj, lo = (uintptr_t)w->hdr->addr;

	RTE_SET_USED(idx);
	if (a >= lo && a < lo + w->hdr->len)
		dpaa2x_mp_obj_placed(mp, &w->pl, obj, RTE_BAD_IOVA);
}

static void
adopt_chunk(struct rte_mempool *mp, void *opaque, struct rte_mempool_memhdr *hdr,
	    unsigned int idx)
{
	struct adopt_walk *w = opaque;
	uint64_t pg_mask;

	RTE_SET_USED(idx);
	if (w->ret < 0)
		return;
	w->ret = chunk_begin(mp, w->bi, hdr->addr, hdr->iova, hdr->len, &pg_mask);
	if (w->ret < 0)
		return;
	w->hdr = hdr;
	w->pl = (struct dpaa2x_mp_placing){ .bi = w->bi, .as_expected = true };
	rte_mempool_obj_iter(mp, adopt_obj, w);
	if (w->pl.n > 0)
		chunk_end(mp, w->bi, &w->pl, hdr->len, pg_mask);
}

/* The pool's ops free it: no dpni takes its buffers any more (its ports
 * are closed), the backend forgets its dpbp. */
static void
adopted_destroy(enum rte_mempool_event ev, struct rte_mempool *mp, void *arg)
{
	unsigned int i;
	uint16_t bpid = 0;

	RTE_SET_USED(arg);
	if (ev != RTE_MEMPOOL_EVENT_DESTROY)
		return;
	rte_spinlock_lock(&adopt_lock);
	for (i = 0; i < dpaa2x_mempool_n_adopted; i++)
		if (dpaa2x_mempool_adopted[i].mp == mp) {
			bpid = dpaa2x_mempool_adopted[i].bpid;
			dpaa2x_mempool_adopted[i].mp = NULL;
			dpaa2x_bp_info[bpid].mp = NULL;
			dpaa2x_dpbp_unadopt(dpaa2x_shared_soc(), bpid);
		}
	rte_spinlock_unlock(&adopt_lock);
	if (bpid != 0) {
		DPAA2X_LOG(DEBUG, "mempool %s: BPID %u no longer adopted", mp->name, bpid);
		dpaa2x_shared_soc_gc();
	}
}

/* The pool's BMan pool from the backend, its chunks as populate learns
 * ours; 0 or a negative errno and err. */
static int
adopt_learn(struct rte_mempool *mp, uint16_t *bpid, char *err, size_t errlen)
{
	struct dpaa2x_soc *soc = dpaa2x_shared_soc();
	uint32_t meta = 0, want = sizeof(struct rte_mbuf) + rte_pktmbuf_priv_size(mp);
	struct adopt_walk w = { .ret = 0 };
	int ret;

	ret = dpaa2x_dpbp_adopt(soc, mp->pool_data, bpid, &meta, err, errlen);
	if (ret == -ENOTSUP)
		snprintf(err, errlen, "this backend has no pools of other drivers");
	if (ret < 0)
		return ret;
	/* DPAA2_INLINE_MBUF_FROM_BUF: the mbuf meta_data_size before the buffer */
	if (meta != want)
		snprintf(err, errlen, "its meta_data_size %u is not the %u bytes from an "
			 "mbuf to its buffer", meta, want);
	else if (dpaa2x_bp_info[*bpid].mp != NULL)
		snprintf(err, errlen, "BPID %u is another pool's", *bpid);
	if (meta != want || dpaa2x_bp_info[*bpid].mp != NULL) {
		dpaa2x_dpbp_unadopt(soc, *bpid);
		return -EINVAL;
	}
	w.bi = &dpaa2x_bp_info[*bpid];
	bp_info_init(w.bi, mp, meta);
	rte_mempool_mem_iter(mp, adopt_chunk, &w);
	if (w.ret < 0) {
		snprintf(err, errlen, "a chunk of its memory has no IOVA");
		dpaa2x_dpbp_unadopt(soc, *bpid);
		return w.ret;
	}
	return 0;
}

int
dpaa2x_mempool_adopt(struct rte_mempool *mp, char *err, size_t errlen)
{
	static bool destroy_cb;
	unsigned int i, slot = DPAA2X_MEMPOOL_ADOPTED_MAX;
	uint16_t bpid;
	int ret = 0;

	if (mp->private_data_size < sizeof(struct rte_pktmbuf_pool_private)) {
		snprintf(err, errlen, "not an mbuf pool");
		return -EINVAL;
	}
	rte_spinlock_lock(&adopt_lock);
	for (i = 0; i < DPAA2X_MEMPOOL_ADOPTED_MAX && dpaa2x_mempool_adopted[i].mp != mp; i++)
		if (dpaa2x_mempool_adopted[i].mp == NULL && slot == DPAA2X_MEMPOOL_ADOPTED_MAX)
			slot = i;
	if (i < DPAA2X_MEMPOOL_ADOPTED_MAX)
		goto out;			/* adopted already */
	if (!destroy_cb)	/* once: the pool's free ends its adoption */
		destroy_cb = rte_mempool_event_callback_register(adopted_destroy, NULL) == 0;
	if (!destroy_cb)
		snprintf(err, errlen, "the mempool library took no event callback");
	else if (slot == DPAA2X_MEMPOOL_ADOPTED_MAX)
		snprintf(err, errlen, "more than %d pools of other drivers",
			 DPAA2X_MEMPOOL_ADOPTED_MAX);
	if (!destroy_cb || slot == DPAA2X_MEMPOOL_ADOPTED_MAX) {
		ret = -ENOSPC;
		goto out;
	}
	ret = adopt_learn(mp, &bpid, err, errlen);
	if (ret < 0)
		goto out;
	dpaa2x_bp_info[bpid].mp = mp;
	dpaa2x_mempool_adopted[slot].bpid = bpid;
	/* release: the BPID and the pool's table are seen before the pool */
	__atomic_store_n(&dpaa2x_mempool_adopted[slot].mp, mp, __ATOMIC_RELEASE);
	if (slot >= dpaa2x_mempool_n_adopted)
		__atomic_store_n(&dpaa2x_mempool_n_adopted, slot + 1, __ATOMIC_RELEASE);
	DPAA2X_LOG(INFO, "mempool %s: DPDK's dpaa2 pool of BPID %u, %u mbufs, adopted: "
		   "Rx takes its buffers, Tx gives them back by its BPID", mp->name, bpid,
		   mp->size);
out:
	rte_spinlock_unlock(&adopt_lock);
	return ret;
}

static const struct rte_mempool_ops dpaa2x_mempool_ops = {
	.name = DPAA2X_MEMPOOL_OPS_NAME,
	.alloc = dpaa2x_mp_alloc,
	.free = dpaa2x_mp_free,
	.enqueue = dpaa2x_mp_enqueue,
	.dequeue = dpaa2x_mp_dequeue,
	.get_count = dpaa2x_mp_get_count,
	.populate = dpaa2x_mp_populate,
};

RTE_MEMPOOL_REGISTER_OPS(dpaa2x_mempool_ops);

int
dpaa2x_mempool_ops_find(const char *name)
{
	unsigned int i;

	for (i = 0; i < rte_mempool_ops_table.num_ops; i++)
		if (strcmp(rte_mempool_ops_table.ops[i].name, name) == 0)
			return (int)i;
	return -1;
}

/* Called at probe: the ops table is complete once constructors have run. */
int
dpaa2x_mempool_ops_lookup(void)
{
	int i = dpaa2x_mempool_ops_find(DPAA2X_MEMPOOL_OPS_NAME);

	/* written once, before any port forwards: a later probe (hot-plug)
	 * must not write what Tx bursts read meanwhile */
	if (i >= 0 && dpaa2x_mempool_ops_index != i)
		dpaa2x_mempool_ops_index = i;
	return dpaa2x_mempool_ops_index;
}
