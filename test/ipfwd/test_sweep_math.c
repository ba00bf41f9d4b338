/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The sweep's arithmetic on synthetic data: line rates, trial verdicts,
 * the zero-loss search against simulated devices (a fixed capacity, a
 * wire that cannot offer more, noise), the break-even and the recommended
 * copybreak (known crossover, none, below, noisy rows), and the JSON of a
 * synthetic sweep. No EAL, no clock.
 */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "report.h"
#include "sweep_math.h"
#include "dpaa2x_test.h"
#include "sweep_fixture.h"

#define T_NEAR(a, b, eps) do { \
	double t_a_ = (a), t_b_ = (b); \
	if (!(fabs(t_a_ - t_b_) <= (eps))) \
		T_FAIL_AT("%s ~= %s failed: %.6f vs %.6f (eps %g)", #a, #b, t_a_, t_b_, \
			  (double)(eps)); \
} while (0)

static void
test_line_rate(void)
{
	T_NEAR(sm_line_rate_pps(10e9, 64), 14880952.38, 0.01);
	T_NEAR(sm_line_rate_pps(10e9, 1518), 812743.82, 0.01);
	T_NEAR(sm_line_rate_pps(20e9, 512), 2 * sm_line_rate_pps(10e9, 512), 1e-6);
	T_NEAR(sm_l2_bps(1e6, 64), 512e6, 1e-3);
	T_NEAR(sm_line_rate_pps(10e9, 0), 0, 0);
}

static void
test_verdict(void)
{
	T_EQ(sm_trial_verdict(1000, 1000, 0, 1e6, 1e6, 0.02), SM_PASS);
	T_EQ(sm_trial_verdict(1000, 999, 0, 1e6, 1e6, 0.02), SM_FAIL_LOSS);
	T_EQ(sm_trial_verdict(1000, 999, 0.001, 1e6, 1e6, 0.02), SM_PASS);
	T_EQ(sm_trial_verdict(1000, 998, 0.001, 1e6, 1e6, 0.02), SM_FAIL_LOSS);
	/* offered 2% less than asked is fine, 3% is the wire's limit */
	T_EQ(sm_trial_verdict(1000, 1000, 0, 1e6, 0.98e6, 0.02), SM_PASS);
	T_EQ(sm_trial_verdict(1000, 1000, 0, 1e6, 0.97e6, 0.02), SM_FAIL_SHORT);
	/* loss wins over short */
	T_EQ(sm_trial_verdict(1000, 900, 0, 1e6, 0.5e6, 0.02), SM_FAIL_LOSS);
	/* more delivered than offered (never, but not a loss) */
	T_EQ(sm_trial_verdict(1000, 1001, 0, 1e6, 1e6, 0.02), SM_PASS);
	T_EQ(sm_trial_verdict(0, 0, 0, 1e6, 0, 0.02), SM_FAIL_SHORT);
}

/*
 * A simulated device under test: forwards up to cap pps without loss, the
 * wire offers at most wire pps; noise: the capacity of each trial varies
 * by +-noise (deterministic sequence).
 */
struct dut {
	double cap, wire, noise;
	unsigned int seed;
};

static double
dut_cap(struct dut *d)
{
	double u;

	d->seed = d->seed * 1103515245u + 12345u;
	u = ((d->seed >> 16) & 0x7fff) / 32767.0;	/* 0..1 */
	return d->cap * (1 + d->noise * (2 * u - 1));
}

static double
run_search(struct dut *d, double max, double res, unsigned int max_trials,
	   bool hints, struct sm_search *s)
{
	double rate;

	sm_search_init(s, max, res, 0, max_trials);
	while (sm_search_next(s, &rate)) {
		double cap = dut_cap(d);
		double offered = rate < d->wire ? rate : d->wire;
		double got = offered < cap ? offered : cap;
		uint64_t off = (uint64_t)(offered * 0.1), del = (uint64_t)(got * 0.1);
		enum sm_verdict v = sm_trial_verdict(off, del, 0, rate, offered, 0.02);

		T_CHECK(rate > 0 && rate <= max);
		sm_search_feed(s, rate, v, offered, hints ? got : 0);
	}
	return sm_search_result(s);
}

/* known capacity: the answer is within the resolution, never above it */
static void
test_search_known_capacity(void)
{
	static const double caps[] = { 0.5e6, 1e6, 3.3e6, 7.1e6, 12e6, 14.8e6 };
	const double max = 14880952.38, res = 0.01;
	unsigned int i, h;

	for (h = 0; h < 2; h++) {
		for (i = 0; i < sizeof(caps) / sizeof(caps[0]); i++) {
			struct dut d = { .cap = caps[i], .wire = 1e12 };
			struct sm_search s;
			double r = run_search(&d, max, res, 40, h == 1, &s);

			T_CHECK(r <= caps[i]);
			T_CHECK(r >= caps[i] * (1 - res) - 1);
			T_CHECK(s.trials <= (h ? 12u : 20u));
			T_EQ(s.last_fail, SM_FAIL_LOSS);
		}
	}
}

/* with the hint, a typical search takes few trials */
static void
test_search_hint_is_quick(void)
{
	struct dut d = { .cap = 3.3e6, .wire = 1e12 };
	struct sm_search s;
	double r = run_search(&d, 14880952.38, 0.02, 40, true, &s);

	T_CHECK(r <= 3.3e6 && r >= 3.3e6 * 0.98);
	T_CHECK(s.trials <= 4);
}

/* the device keeps up with the line: one trial */
static void
test_search_line_rate(void)
{
	struct dut d = { .cap = 2e7, .wire = 1e12 };
	struct sm_search s;

	T_NEAR(run_search(&d, 14880952.38, 0.01, 20, true, &s), 14880952.38, 1e-3);
	T_EQ(s.trials, 1);
	T_CHECK(!s.any_fail);
}

/* the wire offers less than asked and the device takes it all: the wire's rate */
static void
test_search_wire_limit(void)
{
	struct dut d = { .cap = 9e6, .wire = 3.6e6 };
	struct sm_search s;
	double r = run_search(&d, 14880952.38, 0.02, 20, true, &s);

	T_CHECK(r <= 3.6e6 && r >= 3.6e6 * 0.98);
	T_EQ(s.last_fail, SM_FAIL_SHORT);
	T_CHECK(s.trials <= 4);
}

/* nothing passes: 0, bounded trials */
static void
test_search_nothing_passes(void)
{
	struct dut d = { .cap = 0, .wire = 1e12 };
	struct sm_search s;

	T_NEAR(run_search(&d, 14880952.38, 0.01, 30, true, &s), 0, 0);
	T_CHECK(s.trials <= 30);
	T_CHECK(s.done);
}

/* max_trials bounds the search */
static void
test_search_max_trials(void)
{
	struct dut d = { .cap = 1e6, .wire = 1e12 };
	struct sm_search s;

	run_search(&d, 14880952.38, 0.0001, 3, false, &s);
	T_EQ(s.trials, 3);
}

/* noise of +-3%: within resolution + noise of the true capacity */
static void
test_search_noisy(void)
{
	unsigned int seed;

	for (seed = 1; seed <= 50; seed++) {
		struct dut d = { .cap = 4e6, .wire = 1e12, .noise = 0.03, .seed = seed };
		struct sm_search s;
		double r = run_search(&d, 14880952.38, 0.01, 20, true, &s);

		T_CHECK(r <= 4e6 * 1.03 + 1);
		T_CHECK(r >= 4e6 * (0.97 - 0.01) - 1);
	}
}

/* a faster device never gets a lower answer (noise-free) */
static void
test_search_monotonic(void)
{
	double prev = 0, cap;

	for (cap = 0.2e6; cap < 16e6; cap *= 1.13) {
		struct dut d = { .cap = cap, .wire = 1e12 };
		struct sm_search s;
		double r = run_search(&d, 14880952.38, 0.01, 30, true, &s);

		T_CHECK(r >= prev * (1 - 0.01));
		prev = r;
	}
}

static const unsigned int seed_sizes[] = { 64, 128, 256, 512, 640, 768, 896 };
static const double seed_base[] = { 3.23, 3.23, 3.24, 3.21, 3.10, 2.76, 2.71 };
static const double seed_copy[] = { 3.95, 3.88, 3.79, 3.62, 3.30, 3.02, 2.65 };

/* seed 002's LS2088A rows: copy-all stops winning between 768 and 896 */
static void
test_break_even_seed(void)
{
	struct sm_cross c = sm_break_even(seed_sizes, seed_copy, seed_base, 7, 0);

	T_EQ(c.kind, SM_CROSS_AT);
	T_EQ(c.first_loss, 6);
	T_EQ(c.last_win, 5);
	/* e: +0.26 at 768, -0.06 at 896 */
	T_NEAR(c.size, 768 + 128 * 0.26 / 0.32, 1e-6);
	T_EQ(sm_recommended_copybreak(seed_sizes, &c), 764);
	/* a 1% margin moves it down a little */
	c = sm_break_even(seed_sizes, seed_copy, seed_base, 7, 0.01);
	T_EQ(c.kind, SM_CROSS_AT);
	T_NEAR(c.size, 768 + 128 * (3.02 - 2.76 * 1.01) / ((3.02 - 2.76 * 1.01) - (2.65 - 2.71 * 1.01)),
	       1e-6);
}

/* straight lines crossing at 400 bytes: exact interpolation */
static void
test_break_even_linear(void)
{
	static const unsigned int sizes[] = { 64, 128, 256, 512, 1024, 1518 };
	double copy[6], zc[6];
	struct sm_cross c;
	unsigned int i;

	for (i = 0; i < 6; i++) {
		copy[i] = 10 - 0.01 * sizes[i];
		zc[i] = 8 - 0.005 * sizes[i];
	}
	c = sm_break_even(sizes, copy, zc, 6, 0);
	T_EQ(c.kind, SM_CROSS_AT);
	T_NEAR(c.size, 400, 1e-9);
	T_CHECK(c.size > sizes[c.last_win] && c.size <= sizes[c.first_loss]);
	T_EQ(sm_recommended_copybreak(sizes, &c), 252);
}

static void
test_break_even_none(void)
{
	static const unsigned int sizes[] = { 64, 512, 1518 };
	static const double copy[] = { 5, 4, 3 }, zc[] = { 4, 3, 2 };
	struct sm_cross c = sm_break_even(sizes, copy, zc, 3, 0.01);

	T_EQ(c.kind, SM_CROSS_NONE);
	T_EQ(c.last_win, 2);
	T_CHECK(isnan(c.size));
	T_EQ(sm_recommended_copybreak(sizes, &c), 1514);
}

static void
test_break_even_below(void)
{
	static const unsigned int sizes[] = { 64, 512, 1518 };
	static const double copy[] = { 3, 2, 1 }, zc[] = { 3, 2.5, 1.5 };
	struct sm_cross c = sm_break_even(sizes, copy, zc, 3, 0.01);

	/* a tie is not a win */
	T_EQ(c.kind, SM_CROSS_BELOW);
	T_EQ(c.last_win, -1);
	T_EQ(sm_recommended_copybreak(sizes, &c), 0);
}

/* noisy rows: win, win, lose, win, lose: the first crossing counts */
static void
test_break_even_noisy(void)
{
	static const unsigned int sizes[] = { 64, 128, 256, 512, 1024 };
	static const double copy[] = { 4.0, 3.9, 3.0, 3.1, 2.0 };
	static const double zc[] = { 3.5, 3.5, 3.2, 3.0, 2.2 };
	struct sm_cross c = sm_break_even(sizes, copy, zc, 5, 0.01);

	T_EQ(c.kind, SM_CROSS_AT);
	T_EQ(c.first_loss, 2);
	T_EQ(c.later_wins, 1);
	T_CHECK(c.size > 128 && c.size <= 256);
	T_EQ(sm_recommended_copybreak(sizes, &c), 124);
	/* within the margin is not a win: 3.1 vs 3.0 with 5% */
	c = sm_break_even(sizes, copy, zc, 5, 0.05);
	T_EQ(c.later_wins, 0);
}

static void
test_break_even_invalid(void)
{
	static const unsigned int unsorted[] = { 128, 64 };
	static const double a[] = { 1, 1 };

	T_EQ(sm_break_even(unsorted, a, a, 2, 0).kind, SM_CROSS_INVALID);
	T_EQ(sm_break_even(unsorted, a, a, 0, 0).kind, SM_CROSS_INVALID);
	T_EQ(sm_break_even(NULL, a, a, 2, 0).kind, SM_CROSS_INVALID);
}

/* Mpps should not rise with the frame size; count where it does */
static void
test_rising_steps(void)
{
	T_EQ(sm_rising_steps(seed_base, 7, 0), 1);	/* 3.23 -> 3.24 */
	T_EQ(sm_rising_steps(seed_base, 7, 0.01), 0);
	T_EQ(sm_rising_steps(seed_copy, 7, 0), 0);
	T_EQ(sm_rising_steps(seed_copy, 1, 0), 0);
}

static void
test_parse_sizes(void)
{
	unsigned int s[8];
	char err[128];

	T_EQ(sm_parse_sizes("1518 64,128,,128", s, 8, 64, 10240, err, sizeof(err)), 3);
	T_EQ(s[0], 64);
	T_EQ(s[1], 128);
	T_EQ(s[2], 1518);
	T_EQ(sm_parse_sizes("63", s, 8, 64, 10240, err, sizeof(err)), -1);
	T_CONTAINS(err, "out of range");
	T_EQ(sm_parse_sizes("64,abc", s, 8, 64, 10240, err, sizeof(err)), -1);
	T_EQ(sm_parse_sizes("", s, 8, 64, 10240, err, sizeof(err)), -1);
	T_EQ(sm_parse_sizes("64 65 66 67 68 69 70 71 72", s, 8, 64, 10240, err, sizeof(err)), -1);
}

/* a synthetic sweep of the seed's rows through the report: conclusion, JSON, CSV */
static void
test_report_seed_rows(void)
{
	static struct rpt_sweep sw;
	char path[] = "/tmp/ipfwd_report_XXXXXX";
	char csv[64];
	unsigned int i;
	char *j;

	sweep_fixture(&sw, "zero-loss", 7, seed_sizes, 896);
	sw.n_scen = 1;
	sw.margin = 0;
	for (i = 0; i < 7; i++) {
		sw.results[0][0][i] = (struct rpt_result){ .strategy = 0, .size = seed_sizes[i],
			.measured = true, .mpps = seed_base[i], .ns_per_packet = 300 };
		sw.results[0][1][i] = (struct rpt_result){ .strategy = 1, .size = seed_sizes[i],
			.measured = true, .mpps = seed_copy[i], .ns_per_packet = 250 + i };
	}
	rpt_conclude(&sw);
	T_EQ(sw.zc_index, 0);
	T_EQ(sw.copy_index, 1);
	T_EQ(sw.cross.kind, SM_CROSS_AT);
	T_EQ(sw.recommended_copybreak, 764);
	T_NEAR(sw.results[0][1][2].ns_vs_zero_copy, -48, 1e-9);
	T_CHECK(isnan(sw.results[0][1][2].ns_vs_zero_copy) == 0);
	T_NEAR(sw.results[0][0][0].ns_vs_zero_copy, 0, 0);

	sweep_temp_file(path);
	T_EQ(rpt_write_json(path, &sw), 0);
	j = sweep_slurp(path);
	T_CHECK(j != NULL);
	if (j != NULL) {
		T_CONTAINS(j, "\"schema\": \"dpaa2x-ipfwd-sweep/3\"");
		T_CONTAINS(j, "\"method\": \"zero-loss\"");
		T_CONTAINS(j, "\"mode\": \"ipfwd\"");
		T_CONTAINS(j, "\"sizes\": [64, 128, 256, 512, 640, 768, 896]");
		T_CONTAINS(j, "\"break_even_bytes\": 872");
		T_CONTAINS(j, "\"break_even_kind\": \"interpolated\"");
		T_CONTAINS(j, "\"break_even_between\": [768, 896]");
		T_CONTAINS(j, "\"recommended_copybreak\": 764");
		T_CONTAINS(j, "{\"strategy\": \"copy-all\", \"copybreak\": 896, \"size\": 640, "
			   "\"hold\": 0, \"scenario\": \"unloaded\", \"method\": \"zero-loss\", "
			   "\"ns_per_packet\": 254, \"ns_per_packet_ci\": null, \"ns_vs_zero_copy\": -46, "
			   "\"ns_vs_zero_copy_ci\": null, \"mpps\": 3.3,");
	}
	snprintf(csv, sizeof(csv), "%s.csv", path);
	T_EQ(rpt_write_csv(csv, &sw), 0);
	j = sweep_slurp(csv);
	T_CHECK(j != NULL);
	if (j != NULL) {
		T_CONTAINS(j, "method,mode,scenario,strategy,copybreak,size,hold,ns_per_packet,");
		T_CONTAINS(j, "zero-loss,ipfwd,unloaded,zero-copy,0,896,0,300.0000,,,0.0000,,,,,,,,,,2.7100,");
	}
	unlink(path);
	unlink(csv);
}

/* the retry policy of one rate: stalls repeat, a short wire once, losses
 * up to the retries, the trial budget ends it all */
static void
test_retry_policy(void)
{
	unsigned int runs = 0;
	struct sm_retry r = { .stall_max = 2, .loss_max = 1, .max_trials = 5,
			      .short_above = 0.9, .runs = &runs };

	sm_retry_rate(&r);
	T_EQ(sm_retry_next(&r, SM_FAIL_LOSS, true, 1e6, 1e6), SM_NEXT_STALL);
	T_EQ(sm_retry_next(&r, SM_FAIL_LOSS, true, 1e6, 1e6), SM_NEXT_STALL);
	T_EQ(runs, 0);			/* stalled trials are not the search's */
	T_EQ(sm_retry_next(&r, SM_FAIL_LOSS, true, 1e6, 1e6), SM_NEXT_RETRY);	/* repeats spent */
	T_EQ(sm_retry_next(&r, SM_FAIL_LOSS, false, 1e6, 1e6), SM_NEXT_DONE);	/* 1 retry */
	T_EQ(runs, 2);
	sm_retry_rate(&r);
	T_EQ(sm_retry_next(&r, SM_FAIL_SHORT, false, 0.95e6, 1e6), SM_NEXT_RETRY);
	T_EQ(sm_retry_next(&r, SM_FAIL_SHORT, false, 0.95e6, 1e6), SM_NEXT_DONE);	/* once */
	sm_retry_rate(&r);
	T_EQ(sm_retry_next(&r, SM_FAIL_SHORT, false, 0.5e6, 1e6), SM_NEXT_DONE);	/* far short */
	T_EQ(runs, 5);
	sm_retry_rate(&r);
	T_EQ(sm_retry_next(&r, SM_FAIL_LOSS, false, 1e6, 1e6), SM_NEXT_DONE);	/* budget */
	runs = 0;
	sm_retry_rate(&r);
	T_EQ(sm_retry_next(&r, SM_PASS, false, 1e6, 1e6), SM_NEXT_DONE);
}

int
main(void)
{
	T_RUN(test_line_rate);
	T_RUN(test_verdict);
	T_RUN(test_search_known_capacity);
	T_RUN(test_search_hint_is_quick);
	T_RUN(test_search_line_rate);
	T_RUN(test_search_wire_limit);
	T_RUN(test_search_nothing_passes);
	T_RUN(test_search_max_trials);
	T_RUN(test_search_noisy);
	T_RUN(test_search_monotonic);
	T_RUN(test_break_even_seed);
	T_RUN(test_break_even_linear);
	T_RUN(test_break_even_none);
	T_RUN(test_break_even_below);
	T_RUN(test_break_even_noisy);
	T_RUN(test_break_even_invalid);
	T_RUN(test_rising_steps);
	T_RUN(test_parse_sizes);
	T_RUN(test_report_seed_rows);
	T_RUN(test_retry_policy);
	return t_done();
}
