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

#include "dpaa2x_cb_conf.h"
#include "dpaa2x_common.h"
#include "dpaa2x_copybreak.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_mempool.h"
#include "dpaa2x_portals.h"
#include "dpaa2x_soc_share.h"

/*
 * Small pools are numbered per process, not per port: a pool the
 * application still held mbufs of when its port closed outlives the port,
 * and a port attached later with the same port id must not reuse its name.
 */
static unsigned int cb_pool_seq;

/* A copybreak as Rx uses it: no frame is longer than the port takes. */
static uint32_t
cb_cap(const struct dpaa2x_cb *cb, uint32_t bytes)
{
	return RTE_MIN(bytes, cb->max_len);
}

/* The copybreaks in force while the pool is not depleted and while it
 * is (fixed: the same); low <= high. */
static void
cb_in_force(const struct dpaa2x_cb *cb, uint32_t *low, uint32_t *high)
{
	*low = cb_cap(cb, cb->conf.is_auto ? cb->conf.low : cb->conf.bytes);
	*high = cb_cap(cb, cb->conf.is_auto ? cb->conf.high : cb->conf.bytes);
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
	/* a per-lcore cache of at most 2/3 of the pool (the mempool's rule) */
	mp = rte_pktmbuf_pool_create_by_ops(name, cb->pool_size,
					    RTE_MIN(cb->pool_cache, cb->pool_size * 2 / 3), 0,
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
 * Publish the copybreaks in force with a pool that holds the larger, made
 * if none does. While Rx runs any pool large enough will do (none is taken
 * away); when it starts, one of exactly the right size.
 */
static int
cb_publish(struct dpaa2x_cb *cb, bool exact)
{
	uint32_t low, high;
	int idx = 0;

	cb_in_force(cb, &low, &high);
	if (high > 0) {
		idx = pool_find(cb, high, exact);
		if (idx < 0)
			idx = pool_make(cb, high);
		if (idx < 0)
			return idx;
	}
	/* release: the pool pointer is visible before the word naming it */
	__atomic_store_n(&cb->word, low | (uint64_t)high << DPAA2X_CB_HIGH_SHIFT |
			 (uint64_t)idx << DPAA2X_CB_POOL_SHIFT |
			 (uint64_t)cb->conf.is_auto << DPAA2X_CB_AUTO_SHIFT, __ATOMIC_RELEASE);
	return 0;
}

/*
 * auto follows the state of the Rx pools while Rx runs: their state
 * notifications on (the first watcher of a pool sets them up), or off
 * again. On a failure every pool watched so far is let go.
 */
static int
cb_watch(struct dpaa2x_cb *cb, bool on)
{
	unsigned int i;
	int ret = 0;

	if (on == cb->watching)
		return 0;
	for (i = 0; i < cb->n_rx_pools && ret == 0; i++)
		if (on)
			ret = dpaa2x_mempool_watch(cb->rx_pools[i], cb->rx_backlog[i]);
		else
			dpaa2x_mempool_unwatch(cb->rx_pools[i], cb->rx_backlog[i]);
	if (ret < 0)
		while (--i > 0)
			dpaa2x_mempool_unwatch(cb->rx_pools[i - 1], cb->rx_backlog[i - 1]);
	else
		cb->watching = on;
	return ret;
}

/*
 * Rx is not running: free every small pool the word does not name (all of
 * them when closing) once all its mbufs are back. A pool the application
 * still holds mbufs of is kept, or left to it when the port closes.
 */
static void
cb_gc(struct dpaa2x_cb *cb, bool closing)
{
	uint64_t w = cb->word;
	unsigned int keep = (w >> DPAA2X_CB_POOL_SHIFT) & DPAA2X_CB_POOL_MASK, i, n = 0, kept = 0;
	bool named = !closing && ((w >> DPAA2X_CB_HIGH_SHIFT) & DPAA2X_CB_BYTES_MASK) != 0;

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
	w &= ~((uint64_t)DPAA2X_CB_POOL_MASK << DPAA2X_CB_POOL_SHIFT);
	__atomic_store_n(&cb->word, named ? w | (uint64_t)kept << DPAA2X_CB_POOL_SHIFT : 0,
			 __ATOMIC_RELEASE);
}

void
dpaa2x_cb_init(struct dpaa2x_cb *cb, uint16_t port_id, int numa_node,
	       const struct dpaa2x_cb_conf *conf, uint32_t pool_size, uint32_t pool_cache)
{
	memset(cb, 0, sizeof(*cb));
	cb->conf = *conf;
	cb->pool_size = pool_size;
	cb->pool_cache = pool_cache;
	cb->max_len = DPAA2X_MAX_FRAME;
	cb->port_id = port_id;
	cb->numa_node = numa_node;
	rte_spinlock_init(&cb->lock);
}

/*
 * auto without state notifications (the MC refused dpbp_set_notifications,
 * err): a fixed copybreak, the one for the state the Rx pools are in now
 * by the MC's free counts (dpbp_get_num_free_bufs): high if one is below
 * its depletion entry, else low. Logged; the port runs on it.
 */
static void
cb_fix(struct dpaa2x_cb *cb, int err)
{
	struct dpaa2x_bpool_stats st = { .free = UINT32_MAX };
	uint32_t entry = 0, exit, i;
	bool dep = false;

	for (i = 0; i < cb->n_rx_pools && !dep; i++) {
		dpaa2x_mempool_get_depletion(cb->rx_pools[i], &entry, &exit);
		dep = dpaa2x_dpbp_get_stats(dpaa2x_shared_soc(),
					    dpaa2x_mempool_bpid(cb->rx_pools[i]), &st) == 0 &&
			st.free < entry;
	}
	DPAA2X_LOG(WARNING, "port %u: copybreak=auto:%u:%u follows the Rx pools' state "
		   "notifications, which the MC refused (%s): fixed copybreak=%u (%s)",
		   cb->port_id, cb->conf.low, cb->conf.high, rte_strerror(-err),
		   dep ? cb->conf.high : cb->conf.low,
		   dep ? "a pool below its depletion entry" : "no pool depleted");
	cb->conf = (struct dpaa2x_cb_conf){ .bytes = dep ? cb->conf.high : cb->conf.low };
}

/* The pool of exactly the right size for max_len in force; when Rx starts,
 * the others freed once full, and auto watches the Rx pools (or is fixed
 * without their notifications). */
static int
cb_exact(struct dpaa2x_cb *cb, uint32_t max_len, bool rx_starts)
{
	int ret = 0;

	rte_spinlock_lock(&cb->lock);
	cb->max_len = max_len;
	if (rx_starts)
		ret = cb_watch(cb, cb->conf.is_auto);	/* before Rx reads the state */
	if (ret < 0 && cb->conf.is_auto) {
		cb_fix(cb, ret);
		ret = 0;
	}
	if (ret == 0)
		ret = cb_publish(cb, true);
	if (ret == 0 && rx_starts) {
		cb_gc(cb, false);	/* pools of sizes no longer in force */
		cb->rx_running = true;
	} else if (ret < 0 && rx_starts) {
		cb_watch(cb, false);
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
dpaa2x_cb_start(struct dpaa2x_cb *cb, uint32_t max_len,
		struct rte_mempool *const *rx_pools, const uint32_t *backlog,
		unsigned int n_rx_pools)
{
	unsigned int i;

	rte_spinlock_lock(&cb->lock);
	cb->n_rx_pools = RTE_MIN(n_rx_pools, (unsigned int)RTE_DIM(cb->rx_pools));
	for (i = 0; i < cb->n_rx_pools; i++) {
		cb->rx_pools[i] = rx_pools[i];
		cb->rx_backlog[i] = backlog[i];
	}
	rte_spinlock_unlock(&cb->lock);
	return cb_exact(cb, max_len, true);
}

/* Rx no longer runs: the pools that can go, go; nobody follows the Rx
 * pools' state. */
static void
cb_halt(struct dpaa2x_cb *cb, bool closing)
{
	rte_spinlock_lock(&cb->lock);
	cb->rx_running = false;
	cb_watch(cb, false);
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

/*
 * A new conf or frame limit, published at once while Rx runs (else at its
 * start). Turning auto on, the pools' state is followed before the word
 * says auto; turning it off, the word first.
 */
static int
cb_change(struct dpaa2x_cb *cb, const struct dpaa2x_cb_conf *conf, uint32_t max_len)
{
	struct dpaa2x_cb_conf old = cb->conf;
	uint32_t old_len = cb->max_len;
	int ret = 0;

	cb->conf = *conf;
	cb->max_len = max_len;
	if (!cb->rx_running)
		return 0;
	if (conf->is_auto)
		ret = cb_watch(cb, true);
	if (ret == 0)
		ret = cb_publish(cb, false);
	if (ret == 0 && !conf->is_auto)
		cb_watch(cb, false);
	if (ret < 0) {
		cb->conf = old;
		cb->max_len = old_len;
		cb_watch(cb, old.is_auto);
	}
	return ret;
}

int
dpaa2x_cb_set(struct dpaa2x_cb *cb, const struct dpaa2x_cb_conf *conf)
{
	int ret;

	rte_spinlock_lock(&cb->lock);
	ret = cb_change(cb, conf, cb->max_len);
	rte_spinlock_unlock(&cb->lock);
	return ret;
}

int
dpaa2x_cb_set_max_len(struct dpaa2x_cb *cb, uint32_t max_len)
{
	int ret;

	rte_spinlock_lock(&cb->lock);
	ret = cb_change(cb, &cb->conf, max_len);
	rte_spinlock_unlock(&cb->lock);
	return ret;
}

void
dpaa2x_cb_get(struct dpaa2x_cb *cb, struct dpaa2x_cb_info *info)
{
	rte_spinlock_lock(&cb->lock);
	info->conf = cb->conf;
	cb_in_force(cb, &info->low, &info->high);
	rte_spinlock_unlock(&cb->lock);
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

/* ---------------- regimes of an Rx queue ---------------- */

void
dpaa2x_cb_regime_init(struct dpaa2x_cb_regime *r)
{
	memset(r, 0, sizeof(*r));
	rte_seqcount_init(&r->sc);
	r->now = DPAA2X_CB_FIXED;
}

#define REL(f, v) __atomic_store_n(&(f), (v), __ATOMIC_RELAXED)
#define RD(f) __atomic_load_n(&(f), __ATOMIC_RELAXED)

/* Out of the burst's line: at most once per pool state notification. */
void __rte_noinline
dpaa2x_cb_regime_enter(struct dpaa2x_cb_regime *r, uint8_t regime)
{
	uint8_t old = r->now;
	uint64_t now;

	rte_seqcount_write_begin(&r->sc);
	/* the time inside the write: a reader that finished before it took
	 * its own time earlier, so a total it saw never exceeds the one
	 * written here (taken before, a regime's time could go down) */
	now = rte_get_tsc_cycles();
	if (old < DPAA2X_CB_FIXED)
		REL(r->cycles[old], r->cycles[old] + (now - r->since));
	if (old < DPAA2X_CB_FIXED && regime < DPAA2X_CB_FIXED)
		REL(r->switches, r->switches + 1);
	REL(r->now, regime);
	REL(r->since, now);
	rte_seqcount_write_end(&r->sc);
}

/* At least the largest total any reader saw of it (r->seen). */
static uint64_t
regime_seen(uint64_t *seen, uint64_t v)
{
	uint64_t s = RD(*seen);

	while (v > s && !__atomic_compare_exchange_n(seen, &s, v, false, __ATOMIC_RELAXED,
						     __ATOMIC_RELAXED))
		;
	return v > s ? v : s;
}

/* r's totals up to now, read together, never less than a read before. */
static void
regime_read(struct dpaa2x_cb_regime *r, struct dpaa2x_cb_regime_totals *t)
{
	uint64_t since, now;
	uint32_t sn;
	uint8_t cur;

	do {
		sn = rte_seqcount_read_begin(&r->sc);
		cur = RD(r->now);
		since = RD(r->since);
		t->cycles[0] = RD(r->cycles[0]);
		t->cycles[1] = RD(r->cycles[1]);
		t->switches = RD(r->switches);
		now = rte_get_tsc_cycles();
	} while (rte_seqcount_read_retry(&r->sc, sn));
	if (cur < DPAA2X_CB_FIXED && now > since)
		t->cycles[cur] += now - since;	/* the regime it is in */
	t->cycles[0] = regime_seen(&r->seen[0], t->cycles[0]);
	t->cycles[1] = regime_seen(&r->seen[1], t->cycles[1]);
}

void
dpaa2x_cb_regime_add(struct dpaa2x_cb_regime *r, struct dpaa2x_cb_regime_totals *t)
{
	struct dpaa2x_cb_regime_totals now;

	regime_read(r, &now);
	t->cycles[0] += dpaa2x_since(now.cycles[0], r->base.cycles[0]);
	t->cycles[1] += dpaa2x_since(now.cycles[1], r->base.cycles[1]);
	t->switches += dpaa2x_since(now.switches, r->base.switches);
}

void
dpaa2x_cb_regime_rebase(struct dpaa2x_cb_regime *r)
{
	regime_read(r, &r->base);
}
