/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#include <math.h>
#include <stdlib.h>

#include "stats.h"

/* log P(Bin(n, 1/2) = i) */
static double
log_binom_half(unsigned int n, unsigned int i)
{
	return lgamma(n + 1.0) - lgamma(i + 1.0) - lgamma(n - i + 1.0) - n * log(2.0);
}

unsigned int
st_ci_rank(unsigned int n, double conf)
{
	double tail = (1 - conf) / 2, cdf = 0;
	unsigned int k;

	/* cdf = P(B <= k - 1) while it stays within the tail */
	for (k = 0; k < n / 2; k++) {
		cdf += exp(log_binom_half(n, k));
		if (cdf > tail)
			break;
	}
	return k;	/* P(B <= k - 1) <= tail < P(B <= k) */
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

void
st_median_ci(double *x, unsigned int n, double conf, struct st_ci *ci)
{
	unsigned int k;

	ci->n = n;
	ci->median = ci->lo = ci->hi = NAN;
	if (n == 0)
		return;
	qsort(x, n, sizeof(*x), cmp_double);
	ci->median = n % 2 ? x[n / 2] : (x[n / 2 - 1] + x[n / 2]) / 2;
	k = st_ci_rank(n, conf);
	if (k == 0)
		return;
	ci->lo = x[k - 1];
	ci->hi = x[n - k];
}

unsigned int
st_pair_diff(const double *a, const bool *ok_a, const double *b, const bool *ok_b,
	     unsigned int n, double *d)
{
	unsigned int r, k = 0;

	for (r = 0; r < n; r++)
		if (ok_a[r] && ok_b[r])
			d[k++] = b[r] - a[r];
	return k;
}

unsigned int
st_pair_diff_abba(const double *a, const bool *ok_a, const double *b, const bool *ok_b,
		  unsigned int n, double *d)
{
	unsigned int r, k = 0;

	for (r = 0; r + 1 < n; r += 2)
		if (ok_a[r] && ok_b[r] && ok_a[r + 1] && ok_b[r + 1])
			d[k++] = ((b[r] - a[r]) + (b[r + 1] - a[r + 1])) / 2;
	return k;
}

unsigned int
st_batch_means(double *d, unsigned int k, unsigned int n_batches)
{
	unsigned int b, i, size = n_batches ? k / n_batches : 0;

	if (size < 2)
		return k;
	for (b = 0; b < n_batches; b++) {
		double sum = 0;

		/* the last batch takes what the division left over */
		unsigned int end = b + 1 == n_batches ? k : (b + 1) * size;

		for (i = b * size; i < end; i++)
			sum += d[i];
		d[b] = sum / (end - b * size);
	}
	return n_batches;
}

enum st_sign
st_sign_of(const struct st_ci *d)
{
	if (isnan(d->lo) || isnan(d->hi))
		return ST_UNSURE;
	if (d->lo > 0)
		return ST_ABOVE;
	if (d->hi < 0)
		return ST_BELOW;
	return ST_UNSURE;
}

struct st_answer
st_answer(const unsigned int *sizes, const struct st_ci *d, unsigned int n,
	  unsigned int fcs_len)
{
	struct st_answer a = { ST_BE_INVALID, -1, -1, 0 };
	bool any_better = false;
	unsigned int i;

	if (sizes == NULL || d == NULL || n == 0)
		return a;
	for (i = 1; i < n; i++)
		if (sizes[i] <= sizes[i - 1])
			return a;
	for (i = 0; i < n; i++) {
		enum st_sign s = st_sign_of(&d[i]);

		if (s == ST_ABOVE) {
			a.first_worse = (int)i;
			break;
		}
		if (s == ST_BELOW) {
			a.last_better = (int)i;
			any_better = true;
		}
	}
	if (a.first_worse == 0)
		a.kind = ST_BE_SMALLEST;
	else if (a.first_worse > 0)
		a.kind = ST_BE_AT;
	else
		a.kind = any_better ? ST_BE_NEVER_WORSE : ST_BE_NO_DIFF;
	if (a.last_better >= 0 && sizes[a.last_better] > fcs_len)
		a.recommended = sizes[a.last_better] - fcs_len;
	return a;
}

const char *
st_be_kind_name(enum st_be_kind k)
{
	switch (k) {
	case ST_BE_AT: return "at_size";
	case ST_BE_SMALLEST: return "at_or_below_smallest_size";
	case ST_BE_NEVER_WORSE: return "none_copy_never_worse";
	case ST_BE_NO_DIFF: return "none_no_significant_difference";
	case ST_BE_INVALID: return "invalid";
	}
	return "?";
}
