/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Mempool ops "dpaa2x": an mbuf pool backed by a BMan pool, as DPDK's
 * dpaa2 mempool driver does on silicon. Creating the pool claims a dpbp and
 * seeds it with every mbuf; get and put are acquire and release commands of
 * at most 7 buffers, with the usual per-lcore mempool cache in front.
 *
 * The buffer released to BMan is the mbuf's buf_addr, so an FD address
 * turns into its mbuf by subtracting the mbuf header and private area.
 */

#include <errno.h>
#include <string.h>

#include <rte_mbuf.h>
#include <rte_mempool.h>

#include "dpaa2x_ethdev.h"

struct dpaa2x_bp_info dpaa2x_bp_info[DPAA2X_BPID_MASK + 1];
int dpaa2x_mempool_ops_index = -1;

static int
dpaa2x_mp_alloc(struct rte_mempool *mp)
{
	struct dpaa2x_soc *soc = dpaa2x_shared_soc();
	struct dpaa2x_bpool_stats st;
	struct dpaa2x_bp_info *bi;
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
		DPAA2X_LOG(ERR, "mempool %s: %u buffers exceed the %u that dpbp@%u holds",
			   mp->name, mp->size, st.capacity, bpid);
		dpaa2x_dpbp_unclaim(soc, bpid);
		return -ENOSPC;
	}
	bi = &dpaa2x_bp_info[bpid];
	bi->meta_size = sizeof(struct rte_mbuf) + rte_pktmbuf_priv_size(mp);
	bi->buf_size = rte_pktmbuf_data_room_size(mp);
	bi->elt_size = mp->header_size + mp->elt_size + mp->trailer_size;
	bi->lo = UINTPTR_MAX;
	bi->hi = 0;
	mp->pool_data = (void *)(uintptr_t)bpid;
	bi->mp = mp;
	DPAA2X_LOG(DEBUG, "mempool %s: %u mbufs on dpbp@%u", mp->name, mp->size, bpid);
	return 0;
}

static void
dpaa2x_mp_free(struct rte_mempool *mp)
{
	uint16_t bpid = dpaa2x_mempool_bpid(mp);
	uint64_t bufs[DPAA2X_BMAN_MAX_CMD];

	/* mempool calls free after a failed alloc too: no dpbp (BPID 0) */
	if (bpid == 0)
		return;
	/*
	 * rte_mempool_free() has already taken every object it could through
	 * dequeue; whatever BMan still holds goes with the memory.
	 */
	while (dpaa2x_bman_acquire_mine(bpid, bufs, DPAA2X_BMAN_MAX_CMD) > 0)
		;
	dpaa2x_bp_info[bpid].mp = NULL;
	if (dpaa2x_dpbp_unclaim(dpaa2x_shared_soc(), bpid) < 0)
		DPAA2X_LOG(ERR, "mempool %s: dpbp@%u could not be given back", mp->name, bpid);
	dpaa2x_shared_soc_gc();
}

/* mbufs back to BMan: release commands of <= 7 buffers. */
static int
dpaa2x_mp_enqueue(struct rte_mempool *mp, void * const *obj, unsigned int n)
{
	uint16_t bpid = dpaa2x_mempool_bpid(mp);
	uint32_t meta = dpaa2x_bp_info[bpid].meta_size;
	uint64_t bufs[DPAA2X_BMAN_MAX_CMD];
	unsigned int i, k = 0;
	int ret = 0;

	for (i = 0; i < n; i++) {
		bufs[k++] = (uint64_t)(uintptr_t)obj[i] + meta;
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
	uint32_t meta = dpaa2x_bp_info[bpid].meta_size;
	uint64_t bufs[DPAA2X_BMAN_MAX_CMD];
	unsigned int got = 0, j;
	int ret;

	while (got < n) {
		ret = dpaa2x_bman_acquire_mine(bpid, bufs,
					  RTE_MIN(n - got, DPAA2X_BMAN_MAX_CMD));
		if (ret <= 0)
			break;
		for (j = 0; j < (unsigned int)ret; j++)
			obj[got++] = (void *)(uintptr_t)(bufs[j] - meta);
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

/* Learn where the pool's objects lie: Rx checks FD addresses against it. */
static int
dpaa2x_mp_populate(struct rte_mempool *mp, unsigned int max_objs, void *vaddr,
		   rte_iova_t iova, size_t len, rte_mempool_populate_obj_cb_t *obj_cb,
		   void *obj_cb_arg)
{
	struct dpaa2x_bp_info *bi = &dpaa2x_bp_info[dpaa2x_mempool_bpid(mp)];

	bi->lo = RTE_MIN(bi->lo, (uintptr_t)vaddr);
	bi->hi = RTE_MAX(bi->hi, (uintptr_t)vaddr + len);
	return rte_mempool_op_populate_helper(mp, 0, max_objs, vaddr, iova, len,
					      obj_cb, obj_cb_arg);
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

/* Called at probe: the ops table is complete once constructors have run. */
int
dpaa2x_mempool_ops_lookup(void)
{
	unsigned int i;

	for (i = 0; i < rte_mempool_ops_table.num_ops; i++)
		if (strcmp(rte_mempool_ops_table.ops[i].name, DPAA2X_MEMPOOL_OPS_NAME) == 0)
			dpaa2x_mempool_ops_index = (int)i;
	return dpaa2x_mempool_ops_index;
}
