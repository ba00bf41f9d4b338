/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Mempool ops "dpaa2x": mbuf pools backed by BMan pools (dpaa2x_mempool.c),
 * each pool's state notification and depletion thresholds; DPDK's dpaa2
 * pools adopted on backend=fslmc. What the PMD
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

/* DPDK's mempool/dpaa2 (net_dpaa2's pools): on backend=fslmc adopted. */
#define DPAA2X_MEMPOOL_OPS_DPAA2 "dpaa2"

extern int dpaa2x_mempool_ops_index;
/* The ops' index, once the table is complete (probe); -1 if missing. */
int dpaa2x_mempool_ops_lookup(void);
/* The index of the ops named name in this process, or -1. */
int dpaa2x_mempool_ops_find(const char *name);

/* The driver's own pool (ops dpaa2x): its dpbp claimed, drained and given
 * back by the ops, its state watched. */
static inline bool
dpaa2x_mempool_is_ours(const struct rte_mempool *mp)
{
	return mp->ops_index == dpaa2x_mempool_ops_index;
}

/*
 * Adopted pools: BMan pools another driver owns (on backend=fslmc, a pool
 * of DPDK's dpaa2 ops) that dpnis take buffers from and Tx gives buffers
 * back to (by the BPID in the FD), from the first Rx queue set up on one
 * to the pool's free. Slots up to dpaa2x_mempool_n_adopted; mp NULL: free.
 */
#define DPAA2X_MEMPOOL_ADOPTED_MAX 8	/* DPDK's DPAA2_MAX_BUF_POOLS */
struct dpaa2x_mempool_adopted {
	const struct rte_mempool *mp;
	uint16_t bpid;
};
extern struct dpaa2x_mempool_adopted dpaa2x_mempool_adopted[DPAA2X_MEMPOOL_ADOPTED_MAX];
extern unsigned int dpaa2x_mempool_n_adopted;

/* Adopt mp (its ops DPAA2X_MEMPOOL_OPS_DPAA2, the SoC's backend fslmc):
 * 0, or a negative errno and err saying why. Again: 0, nothing done. */
int dpaa2x_mempool_adopt(struct rte_mempool *mp, char *err, size_t errlen);

/* The BPID of mp's BMan pool, ours or adopted; 0 (no pool's BPID) for a
 * pool WRIOP cannot take buffers from nor give them back to. */
static inline uint16_t
dpaa2x_mempool_bpid(const struct rte_mempool *mp)
{
	unsigned int i;

	if (likely(dpaa2x_mempool_is_ours(mp)))
		return (uint16_t)(uintptr_t)mp->pool_data;
	for (i = 0; i < __atomic_load_n(&dpaa2x_mempool_n_adopted, __ATOMIC_ACQUIRE); i++)
		if (dpaa2x_mempool_adopted[i].mp == mp)
			return dpaa2x_mempool_adopted[i].bpid;
	return 0;
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
 * 0 or a negative errno, logged. An adopted pool is not watched (its ops
 * own it): 0, and its state stays "not depleted". */
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
/* The thresholds that apply to mp (watched or not); 0/0 for an adopted
 * pool. */
void dpaa2x_mempool_get_depletion(const struct rte_mempool *mp, uint32_t *entry,
				  uint32_t *exit);

#endif /* DPAA2X_MEMPOOL_H */
