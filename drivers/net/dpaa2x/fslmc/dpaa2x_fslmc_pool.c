/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The fslmc backend's adopted pools: a mempool of DPDK's dpaa2 ops
 * (mempool/dpaa2, the pools net_dpaa2 receives into) whose BMan pool a
 * dpaa2x dpni takes buffers from. The pool stays the dpaa2 ops': they
 * enabled its dpbp object and give it back when the pool is freed. Its
 * data is read as DPDK's own drivers read it: mp->pool_data is a struct
 * dpaa2_bp_info (mempool_to_bpinfo()), with the BPID, the bytes from an
 * mbuf to its buffer (meta_data_size, DPAA2_INLINE_MBUF_FROM_BUF) and the
 * dpbp object (bp_list->buf_pool.dpbp_node). The backend records that
 * object under its BPID, so that dpni_set_pools names it and
 * dpbp_get_num_free_bufs reads it, and does nothing else to it.
 */

#include <errno.h>
#include <stdio.h>

#include <rte_mbuf.h>

#include <dpaa2_hw_pvt.h>
#include <dpaa2_hw_mempool.h>

#include "dpaa2x_fslmc.h"
#include "dpaa2x_hw_qbman.h"

static int
fslmc_dpbp_adopt(struct dpaa2x_soc *soc, const void *pool_data, uint16_t *bpid,
		 uint32_t *meta_size, char *err, size_t errlen)
{
	const struct dpaa2_bp_info *bi = pool_data;
	struct fslmc_soc *s = fslmc_soc(soc);
	struct dpaa2_dpbp_dev *dev;
	struct fslmc_dpbp *b, *slot = NULL;
	int ret = 0;

	if (bpid == NULL || meta_size == NULL)
		return -EINVAL;
	dev = bi != NULL && bi->bp_list != NULL ? bi->bp_list->buf_pool.dpbp_node : NULL;
	if (dev == NULL) {
		snprintf(err, errlen, "its dpaa2 pool data names no dpbp object");
		return -EINVAL;
	}
	if (bi->bpid == 0 || bi->bpid > DPAA2X_BPID_MASK ||
	    bi->bpid != bi->bp_list->buf_pool.bpid) {
		snprintf(err, errlen, "its dpaa2 pool data has BPID %u, its pool list %u",
			 bi->bpid, bi->bp_list->buf_pool.bpid);
		return -EINVAL;
	}
	rte_spinlock_lock(&s->lock);
	for (b = s->bp; b < s->bp + RTE_DIM(s->bp); b++) {
		if (b->dev == dev || (b->dev != NULL && b->bpid == bi->bpid))
			break;
		if (b->dev == NULL && slot == NULL)
			slot = b;
	}
	if (b < s->bp + RTE_DIM(s->bp) && !b->adopted) {
		snprintf(err, errlen, "dpbp.%u (BPID %u) is one of dpaa2x's own pools",
			 dev->dpbp_id, bi->bpid);
		ret = -EINVAL;
	} else if (b == s->bp + RTE_DIM(s->bp) && slot == NULL) {
		snprintf(err, errlen, "no room for another pool's dpbp (%u in use)",
			 (unsigned int)RTE_DIM(s->bp));
		ret = -ENOSPC;
	} else if (b == s->bp + RTE_DIM(s->bp)) {
		*slot = (struct fslmc_dpbp){ .dev = dev, .bpid = (uint16_t)bi->bpid,
					     .adopted = true };
		FSLMC_LOG(DEBUG, "dpbp.%u (BPID %u): DPDK's dpaa2 pool adopted",
			  dev->dpbp_id, bi->bpid);
	}
	rte_spinlock_unlock(&s->lock);
	if (ret == 0) {
		*bpid = (uint16_t)bi->bpid;
		*meta_size = bi->meta_data_size;
	}
	return ret;
}

static int
fslmc_dpbp_unadopt(struct dpaa2x_soc *soc, uint16_t bpid)
{
	struct fslmc_soc *s = fslmc_soc(soc);
	struct fslmc_dpbp *b;
	int ret = -EINVAL;

	rte_spinlock_lock(&s->lock);
	for (b = s->bp; b < s->bp + RTE_DIM(s->bp); b++)
		if (b->dev != NULL && b->adopted && b->bpid == bpid) {
			*b = (struct fslmc_dpbp){ .dev = NULL };
			ret = 0;
			break;
		}
	rte_spinlock_unlock(&s->lock);
	return ret;
}

void
fslmc_ops_pool(struct dpaa2x_backend_ops *o)
{
	o->dpbp_adopt = fslmc_dpbp_adopt;
	o->dpbp_unadopt = fslmc_dpbp_unadopt;
}
