/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Mempool ops "dpaa2x": mbuf pools backed by BMan pools (dpaa2x_mempool.c),
 * and what the PMD knows of each such pool (struct dpaa2x_bp_info): Rx
 * turns an FD address back into its mbuf with it, and checks it first.
 */

#ifndef DPAA2X_MEMPOOL_H
#define DPAA2X_MEMPOOL_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_mempool.h>

#include "dpaa2x_portal.h"
#include "dpaa2x_fd_check.h"	/* struct dpaa2x_bp_info */

#define DPAA2X_MEMPOOL_OPS_NAME "dpaa2x"

extern struct dpaa2x_bp_info dpaa2x_bp_info[DPAA2X_BPID_MASK + 1];
extern int dpaa2x_mempool_ops_index;
/* The ops' index, once the table is complete (probe); -1 if missing. */
int dpaa2x_mempool_ops_lookup(void);

static inline bool
dpaa2x_mempool_is_ours(const struct rte_mempool *mp)
{
	return mp->ops_index == dpaa2x_mempool_ops_index;
}

static inline uint16_t
dpaa2x_mempool_bpid(const struct rte_mempool *mp)
{
	return (uint16_t)(uintptr_t)mp->pool_data;
}

#endif /* DPAA2X_MEMPOOL_H */
