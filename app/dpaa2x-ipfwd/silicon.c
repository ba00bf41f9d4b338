/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* LS2088A's costs and the add-back of the emulated commands (silicon.h). */

#include "silicon.h"

const struct silicon_cost silicon_ls2088a[SILICON_N_ITEMS] = {
#define SILICON_ROW(id, nm, lo, hi, un, src) \
	[SILICON_##id] = { .name = nm, .low_ns = lo, .high_ns = hi, .unit = un, .source = src },
	SILICON_LS2088A(SILICON_ROW)
#undef SILICON_ROW
};

/* n of item i at the band's low and high end, added to b. */
static void
add(struct silicon_band *b, enum silicon_item i, double n)
{
	b->low += n * silicon_ls2088a[i].low_ns;
	b->high += n * silicon_ls2088a[i].high_ns;
}

/*
 * Each command is a portal write the core makes on silicon (an acquire
 * also waits for BMan's answer); what the emulator spent executing it
 * is no part of that and was taken out before.
 */
struct silicon_band
silicon_cmd_ns(const struct silicon_cmds *c)
{
	struct silicon_band b = { 0, 0 };

	add(&b, SILICON_BMAN_RELEASE, c->release_cmds);
	add(&b, SILICON_BMAN_ACQUIRE, c->acquire_cmds);
	add(&b, SILICON_QMAN_ENQUEUE, c->enqueued_fds);
	add(&b, SILICON_QMAN_PULL, c->pull_cmds);
	return b;
}

void
silicon_table_print(FILE *f)
{
	unsigned int i;

	fprintf(f, "LS2088A costs (Cortex-A72 at %.1f GHz, QBMan 4.1), ns:\n", SILICON_GHZ);
	for (i = 0; i < SILICON_N_ITEMS; i++)
		fprintf(f, "  %-13s %7.3f .. %7.3f  per %s\n", silicon_ls2088a[i].name,
			silicon_ls2088a[i].low_ns, silicon_ls2088a[i].high_ns,
			silicon_ls2088a[i].unit);
}
