/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Rx copybreak state of a port: frames up to copybreak bytes are copied
 * into a small buffer and their pool buffer goes back to BMan at once.
 *
 * Rx reads one 64-bit word once per burst: bits 15:0 the copybreak while
 * the Rx pool is not depleted, bits 31:16 the copybreak while it is (a
 * fixed copybreak: the same twice), bits 39:32 the index of the small
 * pool whose buffers hold the larger, bit 40 auto. A change writes a new
 * word; the pools it may name only grow while Rx runs and stay until the
 * port stops or closes, so a burst that read the old word still copies
 * into a live pool. Any number of changes works.
 *
 * copybreak=auto: Rx also loads its pool's state, the BPSCN BMan writes
 * at every change of the depleted state (dpaa2x_mempool_state()): one
 * load, and the copybreak of the regime is picked by shifting the word,
 * no branch. While a port is auto and started it watches its Rx pools
 * (their state notifications are on).
 *
 * The copybreak in force is min(copybreak, the longest frame the port
 * accepts): the small pool never has buffers larger than a frame can be,
 * and follows MTU changes.
 */

#ifndef DPAA2X_COPYBREAK_H
#define DPAA2X_COPYBREAK_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_mempool.h>
#include <rte_seqcount.h>
#include <rte_spinlock.h>

#include "dpaa2x_cb_conf.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_qbman.h"

/* Small pools of one port: at most one per dpbp the SoC can have. */
#define DPAA2X_CB_POOLS		DPAA2X_MAX_DPBP
#define DPAA2X_CB_BYTES_MASK	0xffffu
#define DPAA2X_CB_HIGH_SHIFT	16	/* the copybreak while depleted */
#define DPAA2X_CB_POOL_SHIFT	32
#define DPAA2X_CB_POOL_MASK	0xffu
#define DPAA2X_CB_AUTO_SHIFT	40

/* Where an Rx burst is: auto with the pool not depleted (<low>) or
 * depleted (<high>), or a fixed copybreak. */
enum dpaa2x_cb_regime_id { DPAA2X_CB_LOW, DPAA2X_CB_HIGH, DPAA2X_CB_FIXED, DPAA2X_CB_REGIMES };

struct dpaa2x_cb {
	uint64_t word;			/* {low, high, pool index, auto} in force */
	struct dpaa2x_cb_conf conf;	/* asked for: devarg, API, telemetry */
	uint32_t max_len;		/* longest frame the port takes, no FCS */
	bool rx_running;		/* pools only added, never taken away */
	bool watching;			/* rx_pools' state notifications asked for */
	uint16_t port_id;
	int numa_node;
	uint32_t pool_size;		/* mbufs of a small pool (devarg copy_pool) */
	uint32_t pool_cache;		/* its per-lcore cache (copy_pool_cache) */
	unsigned int n_rx_pools;	/* the pools whose state auto follows */
	struct rte_mempool *rx_pools[DPAA2X_MAX_POOLS_PER_DPNI];
	uint32_t rx_backlog[DPAA2X_MAX_POOLS_PER_DPNI];	/* frames their queues hold */
	unsigned int n_pools;
	struct rte_mempool *pools[DPAA2X_CB_POOLS];
	rte_spinlock_t lock;		/* the control path's */
};

/* What one Rx burst copies with: read once, used for every frame. */
struct dpaa2x_cb_state {
	uint32_t copybreak;		/* frames <= this are copied */
	uint8_t regime;			/* enum dpaa2x_cb_regime_id */
	struct rte_mempool *pool;	/* into buffers of >= copybreak bytes */
};

/*
 * Once per burst: the word, then the Rx pool's state (the one load the
 * switch costs; BMan's coherent write keeps the line in a cache). The
 * copybreak of the regime is picked by a shift: no branch.
 */
static inline struct dpaa2x_cb_state
dpaa2x_cb_read(const struct dpaa2x_cb *cb, const struct dpaa2x_bpscn *pool_state)
{
	/* acquire: the pool the word names was stored before the word */
	uint64_t w = __atomic_load_n(&cb->word, __ATOMIC_ACQUIRE);
	unsigned int dep = dpaa2x_bpscn_is_depleted(dpaa2x_bpscn_load(pool_state));
	unsigned int is_auto = (unsigned int)(w >> DPAA2X_CB_AUTO_SHIFT) & 1;
	struct dpaa2x_cb_state s = {
		.copybreak = (uint32_t)(w >> (dep * DPAA2X_CB_HIGH_SHIFT)) & DPAA2X_CB_BYTES_MASK,
		.regime = (uint8_t)(is_auto ? dep : DPAA2X_CB_FIXED),
		.pool = cb->pools[(w >> DPAA2X_CB_POOL_SHIFT) & DPAA2X_CB_POOL_MASK],
	};

	return s;
}

/* pool_size: the mbufs of each small pool the port makes (copy_pool=),
 * pool_cache: their per-lcore cache (copy_pool_cache=). */
void dpaa2x_cb_init(struct dpaa2x_cb *cb, uint16_t port_id, int numa_node,
		    const struct dpaa2x_cb_conf *conf, uint32_t pool_size, uint32_t pool_cache);
/* Port configured (Rx not running): make the small pool for max_len now,
 * before frames arrive. 0 or a negative errno (the log says why). */
int dpaa2x_cb_prepare(struct dpaa2x_cb *cb, uint32_t max_len);
/* Rx starts on queues filled from rx_pools, which can hold backlog[i]
 * frames of pool i before Rx sees them: the small pool that fits exactly,
 * the others freed when full; auto watches rx_pools from now on. */
int dpaa2x_cb_start(struct dpaa2x_cb *cb, uint32_t max_len,
		    struct rte_mempool *const *rx_pools, const uint32_t *backlog,
		    unsigned int n_rx_pools);
/* Rx stopped: every pool but the one in force freed once full. */
void dpaa2x_cb_stop(struct dpaa2x_cb *cb);
/* Port closes: every pool freed; one the application holds mbufs of is
 * left to it (logged). */
void dpaa2x_cb_close(struct dpaa2x_cb *cb);
/* A new copybreak (dpaa2x_cb_conf_valid()) or frame limit, at run time
 * too: -ENOSPC/-ENOMEM when a larger small pool cannot be made, or an
 * errno of the pools' state notifications (auto); nothing changes then. */
int dpaa2x_cb_set(struct dpaa2x_cb *cb, const struct dpaa2x_cb_conf *conf);
int dpaa2x_cb_set_max_len(struct dpaa2x_cb *cb, uint32_t max_len);

/* The copybreak as asked for, and as in force (capped by the frame limit). */
struct dpaa2x_cb_info {
	struct dpaa2x_cb_conf conf;
	uint32_t low, high;		/* in force; fixed: the copybreak twice */
};
void dpaa2x_cb_get(struct dpaa2x_cb *cb, struct dpaa2x_cb_info *info);
/* The port's small pools now (the audit's), up to n of them. */
unsigned int dpaa2x_cb_pools(struct dpaa2x_cb *cb, struct rte_mempool **out, unsigned int n);

/*
 * Where one Rx queue's bursts have been: written by the queue's lcore at a
 * change of regime only, read by any thread (a seqcount: the fields go
 * together; each is an atomic of its own for the readers).
 */
/* Time in LOW and HIGH and the switches (of a queue, or summed). */
struct dpaa2x_cb_regime_totals {
	uint64_t cycles[2];
	uint64_t switches;
};

struct dpaa2x_cb_regime {
	rte_seqcount_t sc;
	uint8_t now;			/* the regime of the last burst */
	uint64_t since;			/* TSC when it began */
	uint64_t cycles[2];		/* time spent in LOW and HIGH before */
	uint64_t switches;		/* LOW <-> HIGH */
	/* the control path's: the queue's totals at the last stats reset */
	struct dpaa2x_cb_regime_totals base;
	/* the largest totals a reader saw: a reader's TSC may run behind the
	 * writer's on another core, so it may not report less than before */
	uint64_t seen[2];
};

void dpaa2x_cb_regime_init(struct dpaa2x_cb_regime *r);
/* The queue's lcore: its bursts are in regime now (from the stop path,
 * DPAA2X_CB_FIXED ends the time counting). */
void dpaa2x_cb_regime_enter(struct dpaa2x_cb_regime *r, uint8_t regime);
/* Any thread: t += r's time (up to now) and switches since the last
 * dpaa2x_cb_regime_rebase() (stats reset). */
void dpaa2x_cb_regime_add(struct dpaa2x_cb_regime *r, struct dpaa2x_cb_regime_totals *t);
void dpaa2x_cb_regime_rebase(struct dpaa2x_cb_regime *r);

#endif /* DPAA2X_COPYBREAK_H */
