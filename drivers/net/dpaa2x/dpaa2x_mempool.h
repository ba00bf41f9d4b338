/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Mempool ops "dpaa2x": mbuf pools backed by BMan pools (dpaa2x_mempool.c),
 * each pool's state notification and depletion thresholds. What the PMD
 * knows of each pool (struct dpaa2x_bp_info, the table by BPID, the
 * address translations) is dpaa2x_bp.h's.
 */

#ifndef DPAA2X_MEMPOOL_H
#define DPAA2X_MEMPOOL_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_mempool.h>

#include "dpaa2x_bp.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_qbman.h"

#define DPAA2X_MEMPOOL_OPS_NAME "dpaa2x"
/* What an application on the fslmc bus does for rte_pktmbuf_pool_create()
 * to make dpaa2x pools: the bus made DPDK's dpaa2 ops the platform ops at
 * its scan, before any probe, and the user's ops come first. */
#define DPAA2X_MEMPOOL_OPS_FSLMC_ADVICE \
	"give the EAL option --mbuf-pool-ops-name=" DPAA2X_MEMPOOL_OPS_NAME

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

/*
 * The pool's state as BMan reports it (QBMan's pool state change
 * notification, BPSCN): one 64-byte message per pool, DPDK memory, from
 * the pool's creation to its free. While nobody watches the pool it says
 * "not depleted"; while somebody does, BMan writes it at every change of
 * the depleted state (the pool's depletion thresholds, below). Rx reads
 * it with one load per burst (dpaa2x_bpscn_load()).
 */
const struct dpaa2x_bpscn *dpaa2x_mempool_state(const struct rte_mempool *mp);
/* Notifications on for one more watcher (the first sets them up), whose
 * Rx queues can hold backlog frames of the pool that Rx has not seen yet;
 * 0 or a negative errno, logged. */
int dpaa2x_mempool_watch(struct rte_mempool *mp, uint32_t backlog);
/* One watcher less (the backlog it brought); the last turns notifications
 * off and gives the dpbp its own depletion thresholds back. */
void dpaa2x_mempool_unwatch(struct rte_mempool *mp, uint32_t backlog);

/*
 * Depletion thresholds of a pool, in free buffers: depleted below entry,
 * not again until exit is reached. Defaults: entry leaves room for every
 * frame the watchers' Rx queues can hold (a pool that long unpolled still
 * has buffers: what comes beyond is tail-dropped, not discarded for want
 * of a buffer), at least an eighth of the pool, at most half; exit an
 * eighth of the pool above (the hysteresis), at most the pool.
 */
#define DPAA2X_DEPLETION_DIV	8	/* an eighth of the pool */
/* 0/0: the defaults. Applied at once while watched. -EINVAL (logged)
 * unless 1 <= entry <= exit <= the pool's mbufs. */
int dpaa2x_mempool_set_depletion(struct rte_mempool *mp, uint32_t entry, uint32_t exit);
/* The thresholds that apply to mp (watched or not). */
void dpaa2x_mempool_get_depletion(const struct rte_mempool *mp, uint32_t *entry,
				  uint32_t *exit);

#endif /* DPAA2X_MEMPOOL_H */
