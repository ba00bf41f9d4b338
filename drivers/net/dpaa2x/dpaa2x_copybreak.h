/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Rx copybreak state of a port: frames up to copybreak bytes are copied
 * into a small buffer and their pool buffer goes back to BMan at once.
 *
 * Rx reads one 32-bit word once per burst: bits 15:0 the copybreak in
 * force, bits 23:16 the index of the small pool whose buffers hold it. A
 * change writes a new word; the pools it may name only grow while Rx runs
 * and stay until the port stops or closes, so a burst that read the old
 * word still copies into a live pool. Any number of changes works.
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
#include <rte_spinlock.h>

#include "dpaa2x_portal.h"

/* Small pools of one port: at most one per dpbp the SoC can have. */
#define DPAA2X_CB_POOLS		DPAA2X_MAX_DPBP
#define DPAA2X_CB_BYTES_MASK	0xffffu
#define DPAA2X_CB_POOL_SHIFT	16
#define DPAA2X_CB_POOL_SIZE	8192	/* mbufs of a small pool */

struct dpaa2x_cb {
	uint32_t word;			/* {copybreak in force, pool index} */
	uint32_t copybreak;		/* asked for: devarg or run-time API */
	uint32_t max_len;		/* longest frame the port takes, no FCS */
	bool rx_running;		/* pools only added, never taken away */
	uint16_t port_id;
	int numa_node;
	unsigned int n_pools;
	struct rte_mempool *pools[DPAA2X_CB_POOLS];
	rte_spinlock_t lock;		/* the control path's */
};

/* What one Rx burst copies with: read once, used for every frame. */
struct dpaa2x_cb_state {
	uint32_t copybreak;		/* frames <= this are copied */
	struct rte_mempool *pool;	/* into buffers of >= copybreak bytes */
};

static inline struct dpaa2x_cb_state
dpaa2x_cb_read(const struct dpaa2x_cb *cb)
{
	/* acquire: the pool the word names was stored before the word */
	uint32_t w = __atomic_load_n(&cb->word, __ATOMIC_ACQUIRE);
	struct dpaa2x_cb_state s = {
		.copybreak = w & DPAA2X_CB_BYTES_MASK,
		.pool = cb->pools[w >> DPAA2X_CB_POOL_SHIFT],
	};

	return s;
}

void dpaa2x_cb_init(struct dpaa2x_cb *cb, uint16_t port_id, int numa_node,
		    uint32_t copybreak);
/* Port configured (Rx not running): make the small pool for max_len now,
 * before frames arrive. 0 or a negative errno (the log says why). */
int dpaa2x_cb_prepare(struct dpaa2x_cb *cb, uint32_t max_len);
/* Rx starts: the pool that fits exactly, the others freed when full. */
int dpaa2x_cb_start(struct dpaa2x_cb *cb, uint32_t max_len);
/* Rx stopped: every pool but the one in force freed once full. */
void dpaa2x_cb_stop(struct dpaa2x_cb *cb);
/* Port closes: every pool freed; one the application holds mbufs of is
 * left to it (logged). */
void dpaa2x_cb_close(struct dpaa2x_cb *cb);
/* A new copybreak (0..DPAA2X_COPYBREAK_MAX) or frame limit, at run time
 * too: -ENOSPC/-ENOMEM when a larger small pool cannot be made. */
int dpaa2x_cb_set(struct dpaa2x_cb *cb, uint32_t copybreak);
int dpaa2x_cb_set_max_len(struct dpaa2x_cb *cb, uint32_t max_len);
uint32_t dpaa2x_cb_get(const struct dpaa2x_cb *cb);
/* The port's small pools now (the audit's), up to n of them. */
unsigned int dpaa2x_cb_pools(struct dpaa2x_cb *cb, struct rte_mempool **out, unsigned int n);

#endif /* DPAA2X_COPYBREAK_H */
