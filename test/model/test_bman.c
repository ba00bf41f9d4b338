/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* BMan rules: command sizes, capacity, order, depletion, claiming. */

#include <errno.h>
#include <string.h>

#include <rte_malloc.h>

#include "model_test.h"

static struct dpaa2x_dpl dpl;

/* Release and acquire carry 1..7 buffers; 0 and 8 are refused. */
static void
test_cmd_sizes(void)
{
	struct mt t;
	uint64_t b[8];
	uint16_t bpid;
	unsigned int i;

	mt_start(&t, "bm_sizes", NULL);
	bpid = mt_pool(&t, 16, 256);
	for (i = 0; i < 8; i++)
		b[i] = (uint64_t)(uintptr_t)t.pool[0].mem + i * 256;
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, b, 8), -EINVAL);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, b, 0), -EINVAL);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, b, 7), 7);
	T_EQ(dpaa2x_bman_release(t.p, bpid, b, 0), -EINVAL);
	T_EQ(dpaa2x_bman_release(t.p, bpid, b, 8), -EINVAL);
	T_EQ(dpaa2x_bman_release(t.p, bpid, b, 7), 0);
	/* a BPID without a dpbp, and a dpbp nobody claimed */
	T_EQ(dpaa2x_bman_release(t.p, 999, b, 1), -EINVAL);
	T_EQ(dpaa2x_bman_acquire(t.p, 2, b, 1), -EINVAL);
	mt_finish(&t);
}

/* Release beyond capacity: -ENOSPC and nothing released. */
static void
test_capacity(void)
{
	struct dpaa2x_dpl d = dpl;
	struct dpaa2x_bpool_stats st;
	uint64_t extra[3], all[10], own[10];
	unsigned int i, k = 0;
	struct mt t;
	uint16_t bpid;
	uint8_t *mem;

	d.dpbp[0].buffers = 10;
	mt_start(&t, "bm_cap", &d);
	bpid = mt_pool(&t, 8, 128);
	T_EQ(bpid, d.dpbp[0].bpid);	/* the first dpbp's pool */
	mem = rte_malloc(NULL, 3 * 128, 64);
	for (i = 0; i < 3; i++)
		extra[i] = (uint64_t)(uintptr_t)mem + i * 128;
	T_EQ(dpaa2x_bman_release(t.p, bpid, extra, 3), -ENOSPC);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &st), 0);
	T_EQ(st.capacity, 10);
	T_EQ(st.free, 8);			/* nothing of the 3 went in */
	T_EQ(dpaa2x_bman_release(t.p, bpid, extra, 2), 0);
	T_EQ(dpaa2x_bman_release(t.p, bpid, extra + 2, 1), -ENOSPC);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &st), 0);
	T_EQ(st.free, 10);
	/* take the extra two out again, keep the pool's own */
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, all, 7), 7);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, all + 7, 3), 3);
	for (i = 0; i < 10; i++)
		if (all[i] != extra[0] && all[i] != extra[1])
			own[k++] = all[i];
	T_EQ(k, 8);
	T_EQ(dpaa2x_bman_release(t.p, bpid, own, 7), 0);
	T_EQ(dpaa2x_bman_release(t.p, bpid, own + 7, 1), 0);
	rte_free(mem);
	mt_finish(&t);
}

/*
 * An acquire is all or nothing, as on QBMan: a pool of 5 asked for 7
 * gives none and keeps its 5 (counted as an acquire that found too few);
 * an empty pool gives 0 and counts it.
 */
static void
test_empty_partial(void)
{
	struct dpaa2x_bpool_stats st;
	uint64_t b[7];
	struct mt t;
	uint16_t bpid;

	mt_start(&t, "bm_empty", NULL);
	bpid = mt_pool(&t, 5, 128);
	memset(b, 0, sizeof(b));
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, b, 7), 0);
	T_EQ(b[0], 0);				/* nothing written */
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &st), 0);
	T_EQ(st.free, 5);
	T_EQ(st.acquire_empty, 1);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, b, 6), 0);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, b, 5), 5);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, b + 5, 1), 0);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, b + 5, 7), 0);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &st), 0);
	T_EQ(st.free, 0);
	T_EQ(st.acquire_empty, 4);
	T_EQ(st.acquire_cmds, 5);
	T_EQ(st.release_cmds, 1);
	T_EQ(dpaa2x_bman_release(t.p, bpid, b, 5), 0);
	mt_finish(&t);
}

/* FIFO hands out the oldest buffer, LIFO the newest. */
static void
order_case(bool lifo)
{
	struct dpaa2x_dpl d = dpl;
	uint64_t b[6], got[6];
	struct mt t;
	uint16_t bpid;
	unsigned int i;

	d.dpbp[0].lifo = lifo;
	mt_start(&t, lifo ? "bm_lifo" : "bm_fifo", &d);
	bpid = mt_pool(&t, 6, 64);		/* one release: buffers 0..5 */
	for (i = 0; i < 6; i++)
		b[i] = (uint64_t)(uintptr_t)t.pool[0].mem + i * 64;
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, got, 2), 2);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, got + 2, 4), 4);
	for (i = 0; i < 6; i++)
		T_EQ(got[i], b[lifo ? 5 - i : i]);
	T_EQ(dpaa2x_bman_release(t.p, bpid, b, 3), 0);		/* 0 1 2 */
	T_EQ(dpaa2x_bman_release(t.p, bpid, b + 3, 3), 0);	/* 3 4 5 */
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, got, 1), 1);
	T_EQ(got[0], lifo ? b[5] : b[0]);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, got + 1, 2), 2);
	T_EQ(got[1], lifo ? b[4] : b[1]);
	T_EQ(got[2], lifo ? b[3] : b[2]);
	T_EQ(dpaa2x_bman_release(t.p, bpid, got, 3), 0);
	mt_finish(&t);
}

static void
test_fifo_order(void)
{
	order_case(false);
}

static void
test_lifo_order(void)
{
	order_case(true);
}

/* Buffers a test holds, taken and given back from the end. */
static uint64_t held[64];
static unsigned int nheld;

static int
take(struct mt *t, uint16_t bpid, unsigned int n)
{
	int r = dpaa2x_bman_acquire(t->p, bpid, held + nheld, n);

	if (r > 0)
		nheld += r;
	return r;
}

static int
give(struct mt *t, uint16_t bpid, unsigned int n)
{
	nheld -= n;
	return dpaa2x_bman_release(t->p, bpid, held + nheld, n);
}

static void
check_depl(struct mt *t, uint16_t bpid, uint32_t free, bool depleted, uint64_t events)
{
	struct dpaa2x_bpool_stats st;

	T_EQ(dpaa2x_dpbp_get_stats(t->soc, bpid, &st), 0);
	T_EQ(st.free, free);
	T_EQ(st.depleted, depleted);
	T_EQ(st.depletion_events, events);
}

/* Depleted when free < entry, not any more when free >= exit. */
static void
test_depletion(void)
{
	struct dpaa2x_bpool_stats st;
	struct mt t;
	uint16_t bpid;

	mt_start(&t, "bm_depl", NULL);
	bpid = mt_pool(&t, 20, 64);
	T_EQ(dpaa2x_dpbp_set_depletion(t.soc, bpid, 10, 15), 0);
	T_EQ(dpaa2x_dpbp_set_depletion(t.soc, bpid, 15, 10), -EINVAL);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &st), 0);
	T_EQ(st.depletion_entry, 10);
	T_EQ(st.depletion_exit, 15);
	check_depl(&t, bpid, 20, false, 0);
	nheld = 0;
	T_EQ(take(&t, bpid, 7), 7);
	T_EQ(take(&t, bpid, 3), 3);
	check_depl(&t, bpid, 10, false, 0);	/* 10 is not < 10 */
	T_EQ(take(&t, bpid, 1), 1);
	check_depl(&t, bpid, 9, true, 1);	/* entered */
	T_EQ(give(&t, bpid, 5), 0);
	check_depl(&t, bpid, 14, true, 1);	/* 14 < exit 15: still */
	T_EQ(take(&t, bpid, 6), 6);
	check_depl(&t, bpid, 8, true, 1);	/* no new event */
	T_EQ(give(&t, bpid, 7), 0);
	check_depl(&t, bpid, 15, false, 1);	/* left at exit */
	T_EQ(take(&t, bpid, 6), 6);
	check_depl(&t, bpid, 9, true, 2);	/* second entry */
	while (nheld > 0)
		T_EQ(give(&t, bpid, RTE_MIN(nheld, 7u)), 0);
	check_depl(&t, bpid, 20, false, 2);
	mt_finish(&t);
}

/* Claiming: every dpbp once, then a clear error; unclaim needs it empty. */
static void
test_claim(void)
{
	char err[128] = "";
	uint16_t ids[DPAA2X_MAX_DPBP], extra;
	uint64_t b;
	struct mt t;
	unsigned int i;

	mt_start(&t, "bm_claim", NULL);
	for (i = 0; i < dpl.n_dpbp; i++)
		T_EQ(dpaa2x_dpbp_claim(t.soc, &ids[i], err, sizeof(err)), 0);
	T_EQ(dpaa2x_dpbp_claim(t.soc, &extra, err, sizeof(err)), -ENOSPC);
	T_STREQ(err, "all 8 dpbp objects are claimed");
	b = (uint64_t)(uintptr_t)&t;	/* never dereferenced by BMan */
	T_EQ(dpaa2x_bman_release(t.p, ids[0], &b, 1), 0);
	T_EQ(dpaa2x_dpbp_unclaim(t.soc, ids[0]), -EBUSY);
	T_EQ(dpaa2x_soc_destroy(t.soc), -EBUSY);
	T_EQ(dpaa2x_bman_acquire(t.p, ids[0], &b, 1), 1);
	for (i = 0; i < dpl.n_dpbp; i++)
		T_EQ(dpaa2x_dpbp_unclaim(t.soc, ids[i]), 0);
	T_EQ(dpaa2x_dpbp_unclaim(t.soc, ids[0]), -EINVAL);
	mt_finish(&t);
}

MT_MAIN(&dpl,
	T_CASE(test_cmd_sizes),
	T_CASE(test_capacity),
	T_CASE(test_empty_partial),
	T_CASE(test_fifo_order),
	T_CASE(test_lifo_order),
	T_CASE(test_depletion),
	T_CASE(test_claim))
