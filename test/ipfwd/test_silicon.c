/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * LS2088A's cost table and the add-back of the emulated commands
 * (app/dpaa2x-ipfwd/silicon.c): every entry has a band and a source, the
 * add-back is each command count times its entry, per packet from two
 * snapshots of the PMD's counters.
 */

#include <stdio.h>
#include <string.h>

#include "silicon.h"
#include "dpaa2x_test.h"

/* The PMD's counters' kinds under their names (rte_pmd_dpaa2x.h). */
struct counts {
	uint64_t release_cmds, released_bufs, acquire_cmds, acquired_bufs;
	uint64_t enqueue_cmds, enqueued_fds, pull_cmds;
};

static void
test_table(void)
{
	unsigned int i, j;

	T_EQ(SILICON_N_ITEMS, 7);
	for (i = 0; i < SILICON_N_ITEMS; i++) {
		const struct silicon_cost *c = &silicon_ls2088a[i];

		T_CHECK(c->name != NULL && c->unit != NULL && c->source != NULL);
		T_CHECK(c->low_ns > 0 && c->high_ns >= c->low_ns);
		T_CHECK(strlen(c->source) > 40);	/* says where the figure is from */
		for (j = 0; j < i; j++)
			T_CHECK(strcmp(c->name, silicon_ls2088a[j].name) != 0);
	}
	T_STREQ(silicon_ls2088a[SILICON_BMAN_ACQUIRE].name, "bman_acquire");
	T_STREQ(silicon_ls2088a[SILICON_DDR_MISS].name, "ddr_miss");
	/* an instruction is never faster than A72's 3-wide decode allows */
	T_CHECK(silicon_ls2088a[SILICON_INSTR].low_ns >= 1 / (3 * SILICON_GHZ));
}

/* Per packet from snapshots; each kind at its entry, both ends. */
static void
test_add_back(void)
{
	const struct silicon_cost *t = silicon_ls2088a;
	struct counts a = { 10, 70, 4, 28, 2, 32, 2 };
	struct counts b = { 13, 86, 5, 35, 3, 48, 3 };	/* 16 packets later */
	struct silicon_cmds c = SILICON_CMDS_PER_PKT(&a, &b, 16);
	struct silicon_band ns = silicon_cmd_ns(&c);
	struct silicon_cmds none = { 0, 0, 0, 0 };

	T_CHECK(c.release_cmds == 3 / 16.0);
	T_CHECK(c.acquire_cmds == 1 / 16.0);
	T_CHECK(c.enqueued_fds == 1.0);
	T_CHECK(c.pull_cmds == 1 / 16.0);
	T_CHECK(ns.low == 3 / 16.0 * t[SILICON_BMAN_RELEASE].low_ns +
		1 / 16.0 * t[SILICON_BMAN_ACQUIRE].low_ns + t[SILICON_QMAN_ENQUEUE].low_ns +
		1 / 16.0 * t[SILICON_QMAN_PULL].low_ns);
	T_CHECK(ns.high == 3 / 16.0 * t[SILICON_BMAN_RELEASE].high_ns +
		1 / 16.0 * t[SILICON_BMAN_ACQUIRE].high_ns + t[SILICON_QMAN_ENQUEUE].high_ns +
		1 / 16.0 * t[SILICON_QMAN_PULL].high_ns);
	/* the table as it stands: 15/60, 200/600, 15/60 and 15/60 ns */
	T_CHECK(ns.low == 31.25);	/* 2.8125 + 12.5 + 15 + 0.9375 */
	T_CHECK(ns.high == 112.5);	/* 11.25 + 37.5 + 60 + 3.75 */
	/* as one expression, as the cost method uses it */
	T_CHECK(silicon_cmd_ns(&SILICON_CMDS_PER_PKT(&a, &b, 16)).high == 112.5);
	ns = silicon_cmd_ns(&none);
	T_CHECK(ns.low == 0 && ns.high == 0);
}

static void
test_print(void)
{
	char buf[4096];
	FILE *f = fmemopen(buf, sizeof(buf), "w");

	T_CHECK(f != NULL);
	silicon_table_print(f);
	fclose(f);
	T_CONTAINS(buf, "LS2088A costs (Cortex-A72 at 1.8 GHz, QBMan 4.1), ns:");
	T_CONTAINS(buf, "  bman_acquire  200.000 .. 600.000  per acquire command\n");
	T_CONTAINS(buf, "  instr           0.278 ..   0.556  per instruction\n");
}

int
main(void)
{
	T_RUN(test_table);
	T_RUN(test_add_back);
	T_RUN(test_print);
	return t_done();
}
