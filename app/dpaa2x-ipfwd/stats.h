/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The statistics of the cost method, free of DPDK so that they are tested
 * on synthetic data: medians with a distribution-free confidence interval,
 * paired differences of interleaved slices, the rule that leaves out
 * disturbed slices, and the answer (break-even, recommended copybreak)
 * from difference intervals.
 *
 * Why these: the host's speed drifts by 2x within minutes and its vCPUs
 * stall, so a cell's slices are neither normal nor stationary. The
 * median and an order-statistic interval need no distribution; pairing
 * each strategy's slice with the zero-copy slice of the same round
 * cancels the drift, which moves both alike.
 */

#ifndef IPFWD_STATS_H
#define IPFWD_STATS_H

#include <stdbool.h>
#include <stdint.h>

#define ST_CONF		0.95	/* confidence of every interval printed */

/* A median and its confidence interval. */
struct st_ci {
	unsigned int n;		/* samples */
	double median;
	double lo, hi;		/* NAN when n is too small for the confidence */
};

/*
 * Rank k of the order-statistic interval of the median: [x(k), x(n+1-k)]
 * (1-based, x sorted) covers the median with probability >= conf, for
 * the largest such k: P(Bin(n, 1/2) <= k - 1) <= (1 - conf) / 2 (the sign
 * test). 0 when n is too small (n < 6 at 95 %).
 */
unsigned int st_ci_rank(unsigned int n, double conf);

/* Sort x (n samples) in place and fill ci: median and interval. */
void st_median_ci(double *x, unsigned int n, double conf, struct st_ci *ci);

/*
 * A slice is left out when one of its polls (an Rx burst and the work on
 * it) took longer than stall: the CPU was taken away from the forwarding
 * thread (a host stall), which says nothing of the driver. Waiting for
 * the hardware is subtracted separately and never makes a slice bad.
 */
static inline bool
st_slice_ok(uint64_t max_poll, uint64_t stall)
{
	return max_poll <= stall;
}

/*
 * Paired differences b[r] - a[r] of the rounds where both slices are good
 * (ok_a[r] && ok_b[r]), into d. Returns how many.
 */
unsigned int st_pair_diff(const double *a, const bool *ok_a, const double *b,
			  const bool *ok_b, unsigned int n, double *d);

/*
 * Paired differences of ABBA blocks: rounds r and r + 1 (r even) ran the
 * two strategies in opposite orders, so the mean of their two differences
 * cancels what the order itself does (the second slice of a round finds
 * the caches and the host as the first left them) and a linear drift.
 * Per-round differences carry that order effect as +e and -e: a two-humped
 * sample whose median interval sits between the humps, narrower than the
 * uncertainty (two identical strategies came out "different" at 2 of 10
 * sizes). A block counts only when all four slices are good. Returns how
 * many blocks went into d.
 */
unsigned int st_pair_diff_abba(const double *a, const bool *ok_a, const double *b,
			       const bool *ok_b, unsigned int n, double *d);

/*
 * Batch means: d[0..k) in order of time becomes the means of n_batches
 * runs of consecutive values (the last one takes the remainder), in
 * d[0..n_batches); returns n_batches, or k when batches would hold fewer
 * than 2 values (d unchanged). The host's noise is correlated over many
 * rounds (its other work comes and goes in seconds), so neighbouring
 * blocks are not independent and an interval over them is too narrow:
 * two identical strategies differed at 3 of 20 sizes on a loaded host.
 * Means of long runs are close to independent, and their interval holds.
 */
#define ST_BATCHES	10
unsigned int st_batch_means(double *d, unsigned int k, unsigned int n_batches);

/* Where an interval lies against zero. */
enum st_sign {
	ST_BELOW = -1,		/* entirely below zero */
	ST_UNSURE = 0,		/* contains zero, or no interval */
	ST_ABOVE = 1,		/* entirely above zero */
};
enum st_sign st_sign_of(const struct st_ci *d);

/*
 * The answer from the intervals d[i] of (copy - zero-copy) at sizes[i]
 * (ascending frame sizes with FCS), for a quantity where lower is better
 * (ns per packet; frames lost per million):
 *  - the break-even is the smallest size where copying is significantly
 *    worse (d's interval entirely above zero);
 *  - the recommended copybreak is the largest size below the break-even
 *    where copying is significantly better (interval entirely below
 *    zero), minus the FCS; 0 when copying is nowhere significantly better.
 */
enum st_be_kind {
	ST_BE_AT,		/* worse from sizes[first_worse] on, not below it */
	ST_BE_SMALLEST,		/* already worse at the smallest size */
	ST_BE_NEVER_WORSE,	/* better somewhere, never significantly worse */
	ST_BE_NO_DIFF,		/* no significant difference at any size */
	ST_BE_INVALID,		/* no sizes, unsorted, NULL */
};
struct st_answer {
	enum st_be_kind kind;
	int first_worse;	/* index, -1 if none */
	int last_better;	/* index below first_worse, -1 if none */
	unsigned int recommended;	/* copybreak in bytes without FCS */
};
struct st_answer st_answer(const unsigned int *sizes, const struct st_ci *d, unsigned int n,
			   unsigned int fcs_len);
const char *st_be_kind_name(enum st_be_kind k);

#endif /* IPFWD_STATS_H */
