/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Rx copybreak state (dpaa2x_copybreak.h): the word Rx reads and the small
 * pools it names. Small pools are BMan-backed like the Rx pools: a copy the
 * application transmits goes back to its pool by the hardware.
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <rte_errno.h>
#include <rte_mbuf.h>

#include "dpaa2x_common.h"
#include "dpaa2x_copybreak.h"
#include "dpaa2x_mempool.h"

#define DPAA2X_CB_POOL_CACHE	256

/*
 * Small pools are numbered per process, not per port: a pool the
 * application still held mbufs of when its port closed outlives the port,
 * and a port attached later with the same port id must not reuse its name.
 */
static unsigned int cb_pool_seq;

/* The copybreak Rx uses: no frame is longer than the port takes. */
static uint32_t
cb_in_force(const struct dpaa2x_cb *cb)
{
	return RTE_MIN(cb->copybreak, cb->max_len);
}

/* Data bytes of a new small pool's buffers: at least 128, whole lines. */
static uint32_t
cb_room(uint32_t bytes)
{
	return RTE_ALIGN_CEIL(RTE_MAX(bytes, 128u), 64);
}

static uint32_t
pool_room(const struct rte_mempool *mp)
{
	return rte_pktmbuf_data_room_size((struct rte_mempool *)(uintptr_t)mp) -
		RTE_PKTMBUF_HEADROOM;
}

/* A new small pool for frames of up to bytes; its index, or -errno. */
static int
pool_make(struct dpaa2x_cb *cb, uint32_t bytes)
{
	char name[RTE_MEMPOOL_NAMESIZE];
	struct rte_mempool *mp;

	if (cb->n_pools == DPAA2X_CB_POOLS) {
		DPAA2X_LOG(ERR, "port %u: %u small pools in use; stop the port to free them",
			   cb->port_id, cb->n_pools);
		return -ENOSPC;
	}
	snprintf(name, sizeof(name), "dpaa2x_cb%u_%u", cb->port_id,
		 __atomic_fetch_add(&cb_pool_seq, 1, __ATOMIC_RELAXED));
	mp = rte_pktmbuf_pool_create_by_ops(name, DPAA2X_CB_POOL_SIZE, DPAA2X_CB_POOL_CACHE, 0,
					    cb_room(bytes) + RTE_PKTMBUF_HEADROOM,
					    cb->numa_node, DPAA2X_MEMPOOL_OPS_NAME);
	if (mp == NULL) {
		DPAA2X_LOG(ERR, "port %u: cannot create the small pool %s: %s",
			   cb->port_id, name, rte_strerror(rte_errno));
		return rte_errno > 0 ? -rte_errno : -ENOMEM;
	}
	cb->pools[cb->n_pools] = mp;
	return (int)cb->n_pools++;
}

/* The smallest pool holding bytes (exact: one of the size pool_make()
 * gives them); -1 if none. */
static int
pool_find(const struct dpaa2x_cb *cb, uint32_t bytes, bool exact)
{
	unsigned int i;
	int best = -1;

	for (i = 0; i < cb->n_pools; i++) {
		uint32_t room = pool_room(cb->pools[i]);

		if ((exact ? room == cb_room(bytes) : room >= bytes) &&
		    (best < 0 || room < pool_room(cb->pools[best])))
			best = (int)i;
	}
	return best;
}

/*
 * Publish the copybreak in force with a pool that holds it, made if none
 * does. While Rx runs any pool large enough will do (none is taken away);
 * when it starts, one of exactly the right size.
 */
static int
cb_publish(struct dpaa2x_cb *cb, bool exact)
{
	uint32_t bytes = cb_in_force(cb);
	int idx = 0;

	if (bytes > 0) {
		idx = pool_find(cb, bytes, exact);
		if (idx < 0)
			idx = pool_make(cb, bytes);
		if (idx < 0)
			return idx;
	}
	/* release: the pool pointer is visible before the word naming it */
	__atomic_store_n(&cb->word, bytes | (uint32_t)idx << DPAA2X_CB_POOL_SHIFT,
			 __ATOMIC_RELEASE);
	return 0;
}

/*
 * Rx is not running: free every small pool the word does not name (all of
 * them when closing) once all its mbufs are back. A pool the application
 * still holds mbufs of is kept, or left to it when the port closes.
 */
static void
cb_gc(struct dpaa2x_cb *cb, bool closing)
{
	unsigned int keep = cb->word >> DPAA2X_CB_POOL_SHIFT, i, n = 0, kept = 0;
	bool named = !closing && (cb->word & DPAA2X_CB_BYTES_MASK) != 0;

	for (i = 0; i < cb->n_pools; i++) {
		struct rte_mempool *mp = cb->pools[i];
		unsigned int avail = rte_mempool_avail_count(mp);

		cb->pools[i] = NULL;
		if (named && i == keep) {
			kept = n;
		} else if (avail == mp->size) {
			rte_mempool_free(mp);
			continue;
		} else if (closing) {
			DPAA2X_LOG(ERR, "port %u: small pool %s: %u of %u mbufs still held "
				   "by the application: pool not freed", cb->port_id,
				   mp->name, mp->size - avail, mp->size);
			continue;
		}
		cb->pools[n++] = mp;
	}
	cb->n_pools = n;
	__atomic_store_n(&cb->word, named ? (cb->word & DPAA2X_CB_BYTES_MASK) |
			 kept << DPAA2X_CB_POOL_SHIFT : 0, __ATOMIC_RELEASE);
}

void
dpaa2x_cb_init(struct dpaa2x_cb *cb, uint16_t port_id, int numa_node, uint32_t copybreak)
{
	memset(cb, 0, sizeof(*cb));
	cb->copybreak = copybreak;
	cb->max_len = DPAA2X_MAX_FRAME;
	cb->port_id = port_id;
	cb->numa_node = numa_node;
	rte_spinlock_init(&cb->lock);
}

/* The pool of exactly the right size for max_len in force; when Rx starts,
 * the others freed once full. */
static int
cb_exact(struct dpaa2x_cb *cb, uint32_t max_len, bool rx_starts)
{
	int ret;

	rte_spinlock_lock(&cb->lock);
	cb->max_len = max_len;
	ret = cb_publish(cb, true);
	if (ret == 0 && rx_starts) {
		cb_gc(cb, false);	/* pools of sizes no longer in force */
		cb->rx_running = true;
	}
	rte_spinlock_unlock(&cb->lock);
	return ret;
}

int
dpaa2x_cb_prepare(struct dpaa2x_cb *cb, uint32_t max_len)
{
	return cb_exact(cb, max_len, false);
}

int
dpaa2x_cb_start(struct dpaa2x_cb *cb, uint32_t max_len)
{
	return cb_exact(cb, max_len, true);
}

/* Rx no longer runs: the pools that can go, go. */
static void
cb_halt(struct dpaa2x_cb *cb, bool closing)
{
	rte_spinlock_lock(&cb->lock);
	cb->rx_running = false;
	cb_gc(cb, closing);
	rte_spinlock_unlock(&cb->lock);
}

void
dpaa2x_cb_stop(struct dpaa2x_cb *cb)
{
	cb_halt(cb, false);
}

void
dpaa2x_cb_close(struct dpaa2x_cb *cb)
{
	cb_halt(cb, true);
}

/* *field = v; published at once while Rx runs (else at its start). */
static int
cb_change(struct dpaa2x_cb *cb, uint32_t *field, uint32_t v)
{
	uint32_t old;
	int ret = 0;

	rte_spinlock_lock(&cb->lock);
	old = *field;
	__atomic_store_n(field, v, __ATOMIC_RELAXED);	/* dpaa2x_cb_get() reads it */
	if (cb->rx_running)
		ret = cb_publish(cb, false);
	if (ret < 0)
		__atomic_store_n(field, old, __ATOMIC_RELAXED);
	rte_spinlock_unlock(&cb->lock);
	return ret;
}

int
dpaa2x_cb_set(struct dpaa2x_cb *cb, uint32_t copybreak)
{
	return cb_change(cb, &cb->copybreak, copybreak);
}

int
dpaa2x_cb_set_max_len(struct dpaa2x_cb *cb, uint32_t max_len)
{
	return cb_change(cb, &cb->max_len, max_len);
}

uint32_t
dpaa2x_cb_get(const struct dpaa2x_cb *cb)
{
	return __atomic_load_n(&cb->copybreak, __ATOMIC_RELAXED);
}

unsigned int
dpaa2x_cb_pools(struct dpaa2x_cb *cb, struct rte_mempool **out, unsigned int n)
{
	unsigned int i;

	rte_spinlock_lock(&cb->lock);
	for (i = 0; i < cb->n_pools && i < n; i++)
		out[i] = cb->pools[i];
	rte_spinlock_unlock(&cb->lock);
	return i;
}
