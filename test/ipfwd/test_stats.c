/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The cost method's statistics on synthetic data: the order-statistic
 * interval of the median (ranks, coverage), paired differences under a
 * host whose speed drifts, disturbed and undetected outlier slices, the
 * break-even and the recommendation from intervals, and a synthetic cost
 * sweep through the report (conclusion, JSON). No EAL, no clock.
 */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "report.h"
#include "stats.h"
#include "dpaa2x_test.h"
#include "sweep_fixture.h"

#define N_ROUNDS 60

/* A deterministic generator: the same samples every run. */
static uint64_t rng = 88172645463325252ull;

static double
uniform(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (double)(rng >> 11) / (double)(1ull << 53);
}

/* A skewed "host" noise: exponential, mean m. */
static double
noise(double m)
{
	return -m * log(1 - uniform());
}

static void
test_ci_ranks(void)
{
	T_EQ(st_ci_rank(5, 0.95), 0);	/* 2 * 1/32 > 5 %: no interval */
	T_EQ(st_ci_rank(6, 0.95), 1);
	T_EQ(st_ci_rank(10, 0.95), 2);
	T_EQ(st_ci_rank(20, 0.95), 6);
	T_EQ(st_ci_rank(21, 0.95), 6);
	T_EQ(st_ci_rank(100, 0.95), 40);	/* the textbook [x(40), x(61)] */
	T_EQ(st_ci_rank(100, 0.99), 37);
}

static void
test_median_ci_values(void)
{
	double x[21], y[4] = { 3, 1, 4, 2 };
	struct st_ci ci;
	unsigned int i;

	for (i = 0; i < 21; i++)
		x[i] = (double)((i * 8) % 21 + 1);	/* 1..21, shuffled */
	st_median_ci(x, 21, ST_CONF, &ci);
	T_EQ(ci.n, 21);
	T_EQ(ci.median, 11);
	T_EQ(ci.lo, 6);
	T_EQ(ci.hi, 16);
	st_median_ci(y, 4, ST_CONF, &ci);	/* even count; too few for an interval */
	T_EQ(ci.median * 2, 5);
	T_CHECK(isnan(ci.lo) && isnan(ci.hi));
	st_median_ci(y, 0, ST_CONF, &ci);
	T_EQ(ci.n, 0);
	T_CHECK(isnan(ci.median));
}

/* Over 2000 samples of 40 from a skewed law the 95 % interval holds the
 * true median at least 95 % of the time (it is conservative). */
static void
test_median_ci_coverage(void)
{
	double x[40], median = log(2.0) * 10;	/* of the exponential, mean 10 */
	unsigned int t, i, hit = 0;
	struct st_ci ci;

	for (t = 0; t < 2000; t++) {
		for (i = 0; i < 40; i++)
			x[i] = noise(10);
		st_median_ci(x, 40, ST_CONF, &ci);
		hit += ci.lo <= median && median <= ci.hi;
	}
	printf("# coverage %u of 2000\n", hit);
	T_CHECK(hit >= 1900 && hit <= 1990);
}

/*
 * The host slows down twofold over the run; copying costs 10 % more than
 * zero-copy throughout. The cells' own intervals overlap (drift dwarfs
 * the difference), but the paired differences of interleaved slices see
 * it clearly.
 */
static void
test_drift_paired(void)
{
	double zc[N_ROUNDS], cp[N_ROUNDS], a[N_ROUNDS], b[N_ROUNDS], d[N_ROUNDS];
	bool ok[N_ROUNDS];
	struct st_ci cz, cc, cd;
	unsigned int r, n;

	for (r = 0; r < N_ROUNDS; r++) {
		double speed = 1 + (double)r / (N_ROUNDS - 1);

		zc[r] = a[r] = 200 * speed + noise(3);
		cp[r] = b[r] = 220 * speed + noise(3);
		ok[r] = true;
	}
	st_median_ci(a, N_ROUNDS, ST_CONF, &cz);
	st_median_ci(b, N_ROUNDS, ST_CONF, &cc);
	T_CHECK(cc.lo < cz.hi);		/* unpaired: the intervals overlap */
	n = st_pair_diff(zc, ok, cp, ok, N_ROUNDS, d);
	T_EQ(n, N_ROUNDS);
	st_median_ci(d, n, ST_CONF, &cd);
	T_EQ(st_sign_of(&cd), ST_ABOVE);
	T_CHECK(cd.lo > 20 && cd.hi < 40);	/* 10 % of 200..400 */
}

/*
 * Disturbed slices (a stall: left out) and a few undetected outliers
 * move neither the paired median nor its interval out of place.
 */
static void
test_outliers(void)
{
	double zc[N_ROUNDS], cp[N_ROUNDS], d[N_ROUNDS];
	bool okz[N_ROUNDS], okc[N_ROUNDS];
	uint64_t stall = 250;
	struct st_ci cd;
	unsigned int r, n;

	for (r = 0; r < N_ROUNDS; r++) {
		uint64_t max_poll = r % 10 == 3 ? 5000 : 40;	/* 6 stalled slices */

		zc[r] = 150 + noise(2);
		cp[r] = 130 + noise(2) + (max_poll > stall ? 100000 : 0);
		okz[r] = true;
		okc[r] = st_slice_ok(max_poll, stall);
	}
	cp[7] += 50000;		/* stalls shorter than the rule can see */
	cp[8] += 50000;
	zc[9] += 50000;
	n = st_pair_diff(zc, okz, cp, okc, N_ROUNDS, d);
	T_EQ(n, N_ROUNDS - 6);
	st_median_ci(d, n, ST_CONF, &cd);
	T_EQ(st_sign_of(&cd), ST_BELOW);
	T_CHECK(cd.median > -24 && cd.median < -16);
	T_CHECK(cd.lo > -26 && cd.hi < -14);
	T_CHECK(st_slice_ok(250, 250) && !st_slice_ok(251, 250));
}

static struct st_ci
ci(double m, double lo, double hi)
{
	return (struct st_ci){ .n = 60, .median = m, .lo = lo, .hi = hi };
}

static void
test_answer(void)
{
	static const unsigned int sizes[] = { 64, 128, 256, 512, 1024 };
	struct st_ci d[5];
	struct st_answer a;
	unsigned int i;

	/* cheaper, cheaper, no difference, costlier, cheaper again (noise) */
	d[0] = ci(-30, -40, -20);
	d[1] = ci(-10, -15, -2);
	d[2] = ci(2, -3, 8);
	d[3] = ci(20, 10, 30);
	d[4] = ci(-5, -9, -1);
	a = st_answer(sizes, d, 5, 4);
	T_EQ(a.kind, ST_BE_AT);
	T_EQ(a.first_worse, 3);
	T_EQ(a.last_better, 1);
	T_EQ(a.recommended, 124);
	T_STREQ(st_be_kind_name(a.kind), "at_size");
	/* a no-difference size between two cheaper ones: the larger one counts */
	d[1] = ci(0, -5, 5);
	d[2] = ci(-9, -12, -1);
	a = st_answer(sizes, d, 5, 4);
	T_EQ(a.last_better, 2);
	T_EQ(a.recommended, 252);
	/* costlier everywhere */
	for (i = 0; i < 5; i++)
		d[i] = ci(100, 80, 120);
	a = st_answer(sizes, d, 5, 4);
	T_EQ(a.kind, ST_BE_SMALLEST);
	T_EQ(a.first_worse, 0);
	T_EQ(a.recommended, 0);
	/* cheaper everywhere (pressure) */
	for (i = 0; i < 5; i++)
		d[i] = ci(-1e6, -1e6, -9e5);
	a = st_answer(sizes, d, 5, 4);
	T_EQ(a.kind, ST_BE_NEVER_WORSE);
	T_EQ(a.recommended, 1020);
	/* no interval anywhere: too few slices is no evidence */
	for (i = 0; i < 5; i++)
		d[i] = (struct st_ci){ .n = 3, .median = -50, .lo = NAN, .hi = NAN };
	a = st_answer(sizes, d, 5, 4);
	T_EQ(a.kind, ST_BE_NO_DIFF);
	T_EQ(a.recommended, 0);
	/* bad input */
	a = st_answer((const unsigned int[]){ 128, 64 }, d, 2, 4);
	T_EQ(a.kind, ST_BE_INVALID);
	a = st_answer(sizes, NULL, 5, 4);
	T_EQ(a.kind, ST_BE_INVALID);
}

/* A synthetic cost sweep through the report: conclusions, text, JSON. */
/*
 * The order of a round's slices: the second slice of each round pays 6 ns
 * (the first left the caches cold, say), and rounds alternate the order.
 * Per-round differences of two identical strategies are then +6 and -6;
 * ABBA blocks cancel it, and with the host's slow noise batch means keep
 * the interval honest.
 */
static void
test_abba_batches(void)
{
	double a[N_ROUNDS], b[N_ROUNDS], d[N_ROUNDS];
	bool ok[N_ROUNDS];
	struct st_ci c;
	unsigned int r, n, i, near = 0;

	for (r = 0; r < N_ROUNDS; r++) {
		double slow = 20 * sin(r / 9.0);	/* the host's noise: many rounds long */

		a[r] = 100 + slow + (r % 2 ? 6 : 0) + noise(1);
		b[r] = 100 + slow + (r % 2 ? 0 : 6) + noise(1);
		ok[r] = r != 17;
	}
	n = st_pair_diff_abba(a, ok, b, ok, N_ROUNDS, d);
	T_EQ(n, N_ROUNDS / 2 - 1);	/* the block of round 17 left out */
	for (i = 0; i < n; i++)
		near += fabs(d[i]) < 4;		/* +6 and -6 cancelled: the noise is left */
	T_CHECK(near >= n * 9 / 10);
	st_median_ci(d, n, ST_CONF, &c);
	T_EQ(st_sign_of(&c), ST_UNSURE);
	T_CHECK(fabs(c.median) < 1.5);
	/* batch means: 10 means of consecutive blocks, the last with the rest */
	for (i = 0; i < 23; i++)
		d[i] = i;
	T_EQ(st_batch_means(d, 23, 10), 10);
	T_EQ(llround(d[0] * 10), 5);	/* mean of 0, 1 */
	T_EQ(llround(d[9] * 10), 200);	/* mean of 18..22 */
	T_EQ(st_batch_means(d, 19, 10), 19);	/* batches of one: unchanged */
	T_EQ(llround(d[18] * 10), 180);
}

/* The tables and the conclusion of sw as text, through the file at path. */
static char *
report_text(const struct rpt_sweep *sw, char *path)
{
	FILE *out;

	sweep_temp_file(path);
	out = fopen(path, "w");
	rpt_print_table(out, sw, NULL);
	rpt_print_conclusion(out, sw);
	fclose(out);
	return sweep_slurp(path);
}

/* sw's JSON, written to path (a file of report_text's), read back. */
static char *
report_json(const struct rpt_sweep *sw, char *path)
{
	char *j;

	T_EQ(rpt_write_json(path, sw), 0);
	j = sweep_slurp(path);
	T_CHECK(j != NULL);
	return j;
}

static void
test_report_cost(void)
{
	static const unsigned int sizes[] = { 64, 256, 1518 };
	static const double auto_ns[] = { 82, 101, 110 };
	static struct rpt_sweep sw;
	char path[] = "/tmp/ipfwd_cost_XXXXXX", *j;
	char look[] = "/tmp/ipfwd_look_XXXXXX";
	unsigned int i, k;

	sweep_fixture(&sw, "cost", 3, sizes, 1518);
	sw.n_scen = 2;
	sw.n_strategies = 3;
	snprintf(sw.strategies[2].name, sizeof(sw.strategies[2].name), "auto");
	sw.strategies[2].autocb = true;
	sw.strategies[2].high = 10240;
	sw.scen_hold[RPT_PRESSURE] = 4096;
	sw.scen_level_pct[RPT_PRESSURE] = 100;
	sw.rounds = 60;
	for (i = 0; i < 3; i++) {
		struct rpt_result *z = &sw.results[RPT_UNLOADED][0][i];
		struct rpt_result *c = &sw.results[RPT_UNLOADED][1][i];

		*z = (struct rpt_result){ .size = sizes[i], .measured = true, .ns_per_packet = 100,
					  .ns = ci(100, 95, 105), .slices = 60 };
		/* copying: cheaper at 64, no difference at 256, dearer at 1518 */
		*c = (struct rpt_result){ .strategy = 1, .size = sizes[i], .measured = true,
					  .ns_per_packet = 100 + 40 * i - 20, .slices = 60 };
		c->ns = ci(c->ns_per_packet, c->ns_per_packet - 5, c->ns_per_packet + 5);
		c->ns_vs_zc = i == 1 ? ci(20, -3, 41) : ci(40.0 * i - 20, 40.0 * i - 30, 40.0 * i - 10);
		c->ns_vs_zero_copy = c->ns_vs_zc.median;
		z = &sw.results[RPT_PRESSURE][0][i];
		c = &sw.results[RPT_PRESSURE][1][i];
		*z = (struct rpt_result){ .size = sizes[i], .hold = 4096, .measured = true,
					  .lost_pm = ci(1e6, 1e6, 1e6), .ns_per_packet = NAN,
					  .offered_mpps = 2.5, .held = ci(80, 70, 90),
					  .held_min_pct = 65, .pool_used_pct = 99 };
		/* copy-all loses nothing; at 2.5 Mpps its unloaded 80, 120 and
		 * 160 ns take 0.2, 0.3 and 0.4 of the core */
		*c = (struct rpt_result){ .strategy = 1, .size = sizes[i], .hold = 4096,
					  .measured = true, .lost_pm = ci(0, 0, 0),
					  .lost_vs_zc = ci(-1e6, -1e6, -1e6), .ns_per_packet = 300,
					  .offered_mpps = 2.5, .held = ci(100, 100, 100),
					  .held_min_pct = 100, .pool_used_pct = 75 };
		/* at 1518 copy-all's gain is not proven (the host's noise) */
		if (i == 2)
			c->lost_vs_zc = ci(-10, -500, 100);
		/* the rounds behind them: 8 of -10^6, at 1518 four of -10 and
		 * four of +10 */
		c->n_lost_d = 8;
		for (k = 0; k < 8; k++)
			c->lost_d[k] = i < 2 ? -1e6 : k % 2 ? 10 : -10;
		/* auto: unloaded as good as the best (copy-all at 64,
		 * zero-copy at 256), not at 1518; under pressure as good as
		 * copy-all at every size */
		sw.results[RPT_UNLOADED][2][i] = (struct rpt_result){ .strategy = 2,
			.size = sizes[i], .measured = true, .ns_per_packet = auto_ns[i],
			.ns = ci(auto_ns[i], auto_ns[i] - 4, auto_ns[i] + 4), .slices = 60 };
		sw.results[RPT_PRESSURE][2][i] = (struct rpt_result){ .strategy = 2,
			.size = sizes[i], .hold = 4096, .measured = true, .lost_pm = ci(0, 0, 0),
			.ns_per_packet = 250, .auto_low = 700, .auto_high = 300,
			.auto_switches = 12, .held = ci(100, 100, 100) };
		/* the paired differences the verdicts read: auto's to the best */
		sw.results[RPT_PRESSURE][2][i].vs[1] = ci(0, 0, 0);
		sw.results[RPT_PRESSURE][0][i].vs[1] = ci(1e6, 1e6, 1e6);
	}
	/* unloaded: 64 B, auto - copy-all +2 [-1, +5]; 256 B, auto - zero-copy
	 * +1 [-2, +4] while copy-all - zero-copy +20 [-3, +41] is as good too
	 * (and copy-all, the best under pressure, is as good in both);
	 * 1518 B, auto - zero-copy +10 [+2, +18]: significantly worse. A
	 * median outside the best's own interval can still be as good:
	 * 64 B's zero-copy - copy-all +20 [+10, +30] is not. */
	sw.results[RPT_UNLOADED][2][0].vs[1] = ci(2, -1, 5);
	sw.results[RPT_UNLOADED][0][0].vs[1] = ci(20, 10, 30);
	sw.results[RPT_UNLOADED][2][1].vs[0] = ci(1, -2, 4);
	sw.results[RPT_UNLOADED][1][1].vs[0] = ci(20, -3, 41);
	sw.results[RPT_UNLOADED][2][2].vs[0] = ci(10, 2, 18);
	sw.results[RPT_UNLOADED][1][2].vs[0] = ci(60, 50, 70);
	rpt_conclude(&sw);
	/* copy-all is the best fixed strategy in both scenarios at 64 bytes */
	T_EQ(sw.n_auto, 1);
	T_EQ(sw.autov[0].strategy, 2);
	T_EQ(sw.autov[0].best[RPT_UNLOADED][0], 1);
	T_EQ(sw.autov[0].best[RPT_UNLOADED][1], 0);
	T_EQ(sw.autov[0].best[RPT_PRESSURE][2], 1);
	T_EQ(sw.autov[0].n_within[RPT_UNLOADED], 2);
	T_EQ(sw.autov[0].n_within[RPT_PRESSURE], 3);
	T_EQ(sw.autov[0].n_within_all, 2);
	T_EQ(sw.autov[0].n_fixed_all, 2);
	T_EQ(sw.autov[0].fixed_both[1][0], 1);
	T_EQ(sw.autov[0].fixed_both[0][0], 0);
	T_EQ(sw.autov[0].fixed_both[0][1], 0);
	T_EQ(sw.autov[0].fixed_both[1][1], 1);
	T_EQ(sw.autov[0].fixed_both[1][2], 0);
	T_EQ(sw.autov[0].within[RPT_UNLOADED][2], 0);
	T_EQ(sw.answer[RPT_UNLOADED].kind, ST_BE_AT);
	T_EQ(sw.answer[RPT_UNLOADED].first_worse, 2);
	T_EQ(sw.recommended_copybreak, 60);
	T_EQ(sw.answer[RPT_PRESSURE].kind, ST_BE_NEVER_WORSE);
	T_EQ(sw.answer[RPT_PRESSURE].recommended, 252);	/* the last proven gain */
	/* the frontier: copy-all loses no more anywhere and fits: every size;
	 * its 24 rounds together lose significantly less (-10^6 [-10^6, -10]),
	 * so the copybreak copies up to the frontier */
	T_EQ(sw.frontier[RPT_PRESSURE].valid, 1);
	T_EQ(sw.frontier[RPT_PRESSURE].frontier, 2);
	T_EQ(sw.frontier[RPT_PRESSURE].last_less, 1);
	T_EQ(sw.frontier[RPT_PRESSURE].recommended, 1514);
	T_EQ(sw.frontier[RPT_PRESSURE].pooled.n, 24);
	T_EQ(sw.frontier[RPT_PRESSURE].pooled.hi, -10);
	/* zero-copy's lines held 80 % of the pool: not the level named */
	T_EQ(sw.frontier[RPT_PRESSURE].measured, 0);
	T_EQ(llround(sw.frontier[RPT_PRESSURE].core_share[2] * 100), 40);
	T_EQ(sw.results[RPT_UNLOADED][0][0].capacity_mpps * 100, 1000);

	j = report_text(&sw, path);
	T_CHECK(j != NULL);
	if (j != NULL) {
		T_CONTAINS(j, "break-even: copy-all costs significantly more than zero-copy from "
			   "1518 bytes on (not at 256)\n");
		T_CONTAINS(j, "recommended copybreak: 60 (copy frames up to 64 bytes with FCS; ");
		/* the frontier: every size, copy everything, and why */
		T_CONTAINS(j, "\n  100%   4096          0    2.500    80.0!      1518  -          from 1518 B"
			   "           64..1518 B: lost/M zero-copy 1000000..1000000, copy-all 0..0; "
			   "copy-all needs at most 0.40 of the core; pooled copy_less: -1000000 "
			   "[-1000000, -10] lost/M, 24 rounds\n");
		/* zero-copy's lines held 80 % of the pool: the level is flagged */
		T_CONTAINS(j, "held % \"!\": 1 level held less than 90% of its share of the pool "
			   "(the wires offered too little to fill the lines): not under the "
			   "pressure named, no copybreak recommended (\"-\")\n");
		T_CONTAINS(j, "recommended copybreak by pool pressure: 100% -\n");
		T_CONTAINS(j, "the frontier is all or nothing at every level: ");
		T_CONTAINS(j, "\n   64  copy-all 80.0 [75.0, 85.0]               82.0  "
			   "+2.0 [-1.0, +5.0]            yes      yes   copy-all\n");
		T_CONTAINS(j, "\n 1518  zero-copy 100.0 [95.0, 105.0]           110.0  "
			   "+10.0 [+2.0, +18.0]          no       yes   none\n");
		T_CONTAINS(j, "auto: as good as the best fixed strategy at 2 of 3 sizes unloaded, "
			   "under pressure 3 (100%), 2 in every scenario; a fixed strategy as good "
			   "as the best in every scenario at 2 sizes\n");
		/* zero-copy lost everything under pressure: no work per packet */
		T_CONTAINS(j, "       -   300.0   250.0        0       0       0        0       0"
			   "       0   80.0/ 99.0 100.0/ 75.0 100.0/  0.0\n");
	}
	j = report_json(&sw, path);
	if (j != NULL) {
		T_CONTAINS(j, "\"method\": \"cost\"");
		/* auto at 64 bytes unloaded: paired to copy-all, none to zero-copy */
		T_CONTAINS(j, "\"slices\": 60, \"left_out_slices\": 0, \"paired_diff_ci\": "
			   "{\"zero-copy\": null, \"copy-all\": [-1, 5]}");
		T_CONTAINS(j, "{\"strategy\": \"copy-all\", \"copybreak\": 1518, \"size\": 64, "
			   "\"hold\": 0, \"scenario\": \"unloaded\", \"method\": \"cost\", "
			   "\"ns_per_packet\": 80, \"ns_per_packet_ci\": [75, 85], "
			   "\"ns_vs_zero_copy\": -20, \"ns_vs_zero_copy_ci\": [-30, -10], "
			   "\"capacity_mpps\": 12.5,");
		T_CONTAINS(j, "\"size\": 1518, \"hold\": 4096, \"scenario\": \"pressure-100\"");
		T_CONTAINS(j, "\"level_pct\": 100, \"offered_mpps\": 2.5, \"held_pct\": 100, "
			   "\"held_pct_ci\": [100, 100], \"held_min_pct\": 100, "
			   "\"pool_used_pct\": 75, \"lost_per_million\": 0, "
			   "\"lost_per_million_ci\": [0, 0], \"lost_vs_zero_copy_ci\": [-1e+06, -1e+06]");
		T_CONTAINS(j, "\"break_even_bytes\": 1518,\n  \"break_even_kind\": \"at_size\",\n"
			   "  \"break_even_between\": [256, 1518],\n  \"recommended_copybreak\": 60");
		T_CONTAINS(j, "\"pressure_levels\": [\n    {\"scenario\": \"pressure-100\", "
			   "\"level_pct\": 100, \"line_rate\": false, \"hold_per_queue\": 4096, "
			   "\"idle_release_us\": 0.0, \"held_pct\": 80.0000, \"reached\": false, "
			   "\"frontier_bytes\": 1518, \"pooled_lost_vs_zero_copy\": -1000000.0000, "
			   "\"pooled_lost_vs_zero_copy_ci\": [-1e+06, -10], \"pooled_rounds\": 24, "
			   "\"first_look_lost_vs_zero_copy\": -1000000.0000, \"first_look_ci\": "
			   "[-1e+06, -10], \"first_look_rounds\": 24, \"second_look\": false, "
			   "\"second_look_rounds_per_size\": 0, \"look_confidence\": 0.975, "
			   "\"same_margin_per_million\": 1000, \"verdict\": \"copy_less\", "
			   "\"measured\": false, "
			   "\"recommended_copybreak\": null, \"break_even_bytes\": null, \"break_even_kind\": \"none_copy_never_worse\", "
			   "\"sizes\": [{\"size\": 64, \"not_more\": true, \"less\": true, "
			   "\"fits\": true, \"core_share\": 0.2000, \"line_rate_core_share\": 2.3810}");
		T_CONTAINS(j, "{\"name\": \"auto\", \"copybreak\": 0, \"small_pool\": 0, "
			   "\"stash\": false, \"spin_ns\": 0, \"buffer_memory_bytes\": 0, "
			   "\"auto\": {\"low\": 0, \"high\": 10240}}");
		T_CONTAINS(j, "\"copied_frames\": 0, \"zerocopy_frames\": 0, \"auto_low_packets\": "
			   "700, \"auto_high_packets\": 300, \"auto_switches\": 12}");
		T_CONTAINS(j, "\"auto_vs_fixed\": [\n    {\"strategy\": \"auto\", \"within_unloaded\": 2, "
			   "\"within_pressure-100\": 3, \"within_all\": 2, \"fixed_within_all\": 2, "
			   "\"sizes\": [\n      {\"size\": 64, \"unloaded_best\": \"copy-all\", "
			   "\"unloaded_within\": true, \"pressure-100_best\": \"copy-all\", "
			   "\"pressure-100_within\": true, \"fixed_within_all\": [\"copy-all\"]},");
	}
	unlink(path);
	/* a gain at one size of the frontier's three (64): the 24 rounds
	 * together reach zero (-10^6 [-10^6, +10]), no copybreak, though 64
	 * alone is significant; zero-copy's lines at 95 % of the pool: the
	 * level is measured */
	sw.results[RPT_PRESSURE][1][1].lost_vs_zc = ci(-10, -500, 100);
	for (k = 0; k < 8; k++)
		sw.results[RPT_PRESSURE][1][1].lost_d[k] = k % 2 ? 10 : -10;
	for (i = 0; i < 3; i++)
		sw.results[RPT_PRESSURE][0][i].held = ci(95, 92, 97);
	rpt_conclude(&sw);
	T_EQ(sw.frontier[RPT_PRESSURE].frontier, 2);
	T_EQ(sw.frontier[RPT_PRESSURE].last_less, 0);
	T_EQ(sw.frontier[RPT_PRESSURE].pooled.hi, 10);
	T_EQ(sw.frontier[RPT_PRESSURE].recommended, 0);
	T_EQ(sw.frontier[RPT_PRESSURE].measured, 1);
	/* open at the first look: a second one is due; not run, the level
	 * says undecided, with its interval, and recommends nothing */
	T_EQ(sw.frontier[RPT_PRESSURE].verdict, RPT_V_UNDECIDED);
	T_EQ(rpt_level_second_look(&sw, RPT_PRESSURE), 1);
	j = report_text(&sw, look);
	T_CHECK(j != NULL);
	if (j != NULL) {
		T_CONTAINS(j, "; pooled undecided: -10 [-1000000, +10] lost/M, 24 rounds\n");
		T_CONTAINS(j, "undecided after it: 100% -10 [-1000000, +10] (no copybreak "
			   "recommended)\n");
		T_CONTAINS(j, "recommended copybreak by pool pressure: 100% undecided\n");
	}
	j = report_json(&sw, look);
	if (j != NULL)
		T_CONTAINS(j, "\"verdict\": \"undecided\", \"measured\": true, "
			   "\"recommended_copybreak\": null");
	unlink(look);
	/* the second look: each size 8 rounds more, of -20 each; the 48
	 * rounds lose less (-20 [-20, -10] at 97.5 %): copy up to the
	 * frontier; the first look's interval is kept beside */
	sw.more_rounds[RPT_PRESSURE] = 8;
	for (i = 0; i < 3; i++) {
		sw.results[RPT_PRESSURE][1][i].n_more_d = 8;
		for (k = 0; k < 8; k++)
			sw.results[RPT_PRESSURE][1][i].more_d[k] = -20;
	}
	rpt_conclude(&sw);
	T_EQ(sw.frontier[RPT_PRESSURE].second_look, 1);
	T_EQ(rpt_level_second_look(&sw, RPT_PRESSURE), 0);
	T_EQ(sw.frontier[RPT_PRESSURE].first.n, 24);
	T_EQ(sw.frontier[RPT_PRESSURE].first.hi, 10);
	T_EQ(sw.frontier[RPT_PRESSURE].pooled.n, 48);
	T_EQ(sw.frontier[RPT_PRESSURE].pooled.hi, -10);
	T_EQ(sw.frontier[RPT_PRESSURE].verdict, RPT_V_LESS);
	T_EQ(sw.frontier[RPT_PRESSURE].recommended, 1514);
	/* the second look as open as the first: undecided, no third */
	for (i = 0; i < 3; i++)
		for (k = 0; k < 8; k++)
			sw.results[RPT_PRESSURE][1][i].more_d[k] = k % 2 ? 5000 : -5000;
	rpt_conclude(&sw);
	T_EQ(sw.frontier[RPT_PRESSURE].verdict, RPT_V_UNDECIDED);
	T_EQ(rpt_level_second_look(&sw, RPT_PRESSURE), 0);
	/* every round alike within the margin (+-1000 per million): no
	 * difference, copybreak 0 at the first look */
	sw.more_rounds[RPT_PRESSURE] = 0;
	for (i = 0; i < 3; i++) {
		sw.results[RPT_PRESSURE][1][i].n_more_d = 0;
		for (k = 0; k < 8; k++)
			sw.results[RPT_PRESSURE][1][i].lost_d[k] = k % 2 ? 900 : -900;
	}
	rpt_conclude(&sw);
	T_EQ(sw.frontier[RPT_PRESSURE].verdict, RPT_V_SAME);
	T_EQ(sw.frontier[RPT_PRESSURE].recommended, 0);
	T_EQ(rpt_level_second_look(&sw, RPT_PRESSURE), 0);
	/* rounds of 0 and +5000: copy-all never loses less, [+0, +5000] past
	 * the margin above only: not less, copybreak 0, no second look */
	for (i = 0; i < 3; i++)
		for (k = 0; k < 8; k++)
			sw.results[RPT_PRESSURE][1][i].lost_d[k] = k % 2 ? 5000 : 0;
	rpt_conclude(&sw);
	T_EQ(sw.frontier[RPT_PRESSURE].pooled.lo, 0);
	T_EQ(sw.frontier[RPT_PRESSURE].pooled.hi, 5000);
	T_EQ(sw.frontier[RPT_PRESSURE].verdict, RPT_V_NOT_LESS);
	T_EQ(sw.frontier[RPT_PRESSURE].recommended, 0);
	T_EQ(rpt_level_second_look(&sw, RPT_PRESSURE), 0);
}

/* The IMIX row after the sizes and the line-rate scenario after the
 * levels: judged as a size and a level are, named "imix" and "line". */
static void
test_report_rows(void)
{
	static struct rpt_sweep sw;
	char path[] = "/tmp/ipfwd_rows_XXXXXX", *j;
	unsigned int i, sc;

	sweep_fixture(&sw, "cost", 1, (const unsigned int[]){ 64 }, 1500);
	sw.sizes[1] = 354;	/* the mix's mean */
	sw.imix = true;
	sw.n_scen = 3;
	sw.line_scen = 2;
	sw.scen_hold[RPT_PRESSURE] = 2048;
	sw.scen_level_pct[RPT_PRESSURE] = 50;
	for (sc = 0; sc < 3; sc++)
		for (i = 0; i < 2; i++) {
			struct rpt_result *z = &sw.results[sc][0][i], *c = &sw.results[sc][1][i];

			*z = (struct rpt_result){ .size = sw.sizes[i], .measured = true,
				.ns_per_packet = 100, .ns = ci(100, 95, 105), .offered_mpps = 1,
				.lost_pm = ci(0, 0, 0) };
			*c = (struct rpt_result){ .strategy = 1, .size = sw.sizes[i],
				.measured = true, .ns_per_packet = 150, .ns = ci(150, 140, 160),
				.offered_mpps = 1, .lost_pm = ci(0, 0, 0) };
			/* 64 B no different; IMIX: less under pressure, more at line rate */
			c->lost_vs_zc = i == 0 ? ci(0, -10, 10) : sc == RPT_PRESSURE ?
				ci(-500, -900, -100) : ci(3000, 1000, 5000);
			/* the rounds at 64 B: alike, within the margin */
			c->n_lost_d = i == 0 ? 8 : 0;
		}
	rpt_conclude(&sw);
	T_EQ(sw.frontier[RPT_PRESSURE].frontier, 0);
	T_EQ(sw.frontier[RPT_PRESSURE].recommended, 0);
	T_EQ(sw.frontier[RPT_PRESSURE].less[1], 1);	/* IMIX, off the axis */
	T_EQ(sw.frontier[2].not_more[1], 0);
	T_EQ(llround(sw.frontier[2].core_share[1] * 100), 15);
	T_EQ(llround(sw.results[RPT_UNLOADED][1][1].capacity_mpps * 1000), 6667);
	j = report_text(&sw, path);
	T_CHECK(j != NULL);
	if (j != NULL) {
		T_CONTAINS(j, "\n imix  100.0 [95.0, 105.0]     150.0 [140.0, 160.0]  ");
		T_CONTAINS(j, "\nAt line rate: the generators as fast as the wires carry here, no "
			   "frame held\n");
		/* the 50 % level's lines held nothing: no copybreak */
		T_CONTAINS(j, "\n   50%   2048          0    1.000     0.0!        64  -          none "
			   "(4.5 cores)      less            ");
		T_CONTAINS(j, "\n  line      0          0    1.000      0.0        64  0          none "
			   "(4.5 cores)      more            ");
		T_CONTAINS(j, "recommended copybreak by pool pressure: 50% -, line 0\n");
	}
	j = report_json(&sw, path);
	if (j != NULL) {
		T_CONTAINS(j, "\"imix\": {\"cycle\": [64, 576, 64, 1500, 64, 576, 64, 64, 576, 64, "
			   "576, 64], \"mean_bytes\": 354},");
		T_CONTAINS(j, "\"copybreak\": 1500, \"size\": \"imix\", \"hold\": 0, \"scenario\": "
			   "\"line-rate\"");
		T_CONTAINS(j, "{\"scenario\": \"line-rate\", \"level_pct\": 0, \"line_rate\": true, ");
		T_CONTAINS(j, "\"imix\": {\"not_more\": true, \"less\": true, \"fits\": true, "
			   "\"core_share\": 0.1500}");
	}
	T_EQ(rpt_write_csv(path, &sw), 0);
	j = sweep_slurp(path);
	T_CHECK(j != NULL);
	if (j != NULL)
		T_CONTAINS(j, "\ncost,ipfwd,line-rate,copy-all,1500,imix,0,150.0000,");
	unlink(path);
}

int
main(void)
{
	T_RUN(test_ci_ranks);
	T_RUN(test_median_ci_values);
	T_RUN(test_median_ci_coverage);
	T_RUN(test_drift_paired);
	T_RUN(test_outliers);
	T_RUN(test_answer);
	T_RUN(test_abba_batches);
	T_RUN(test_report_cost);
	T_RUN(test_report_rows);
	return t_done();
}
