/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sweep_math.h"

static inline double
min_d(double a, double b)
{
	return a < b ? a : b;
}

double
sm_line_rate_pps(double link_bps, unsigned int frame_size)
{
	if (frame_size == 0)
		return 0;
	return link_bps / ((double)(frame_size + SM_WIRE_OVERHEAD) * 8.0);
}

double
sm_l2_bps(double pps, unsigned int frame_size)
{
	return pps * frame_size * 8.0;
}

enum sm_verdict
sm_trial_verdict(uint64_t offered, uint64_t delivered, double tolerance,
		 double requested_pps, double achieved_pps, double short_tol)
{
	uint64_t lost = offered > delivered ? offered - delivered : 0;

	if (offered == 0)
		return SM_FAIL_SHORT;
	if ((double)lost > tolerance * (double)offered)
		return SM_FAIL_LOSS;
	if (achieved_pps < requested_pps * (1.0 - short_tol))
		return SM_FAIL_SHORT;
	return SM_PASS;
}

const char *
sm_verdict_name(enum sm_verdict v)
{
	switch (v) {
	case SM_PASS: return "pass";
	case SM_FAIL_LOSS: return "loss";
	case SM_FAIL_SHORT: return "short";
	}
	return "?";
}

void
sm_search_init(struct sm_search *s, double max_pps, double resolution,
	       double min_pps, unsigned int max_trials)
{
	memset(s, 0, sizeof(*s));
	s->max_pps = max_pps;
	s->res = resolution > 0 ? resolution : 0.01;
	s->min_pps = min_pps > 0 ? min_pps : max_pps * 1e-4;
	s->lo = 0;
	s->hi = max_pps * 2 + 1;	/* no failure yet */
	s->next = max_pps;
	s->down_step = 2 * s->res;
	s->up_step = s->res;
	s->max_trials = max_trials ? max_trials : 1;
	s->done = max_pps <= 0;
	s->last_fail = SM_PASS;
}

bool
sm_search_next(const struct sm_search *s, double *pps)
{
	if (s->done)
		return false;
	*pps = s->next;
	return true;
}

void
sm_search_feed(struct sm_search *s, double pps, enum sm_verdict v,
	       double achieved_pps, double hint_pps)
{
	double lo_before = s->lo, c;

	if (s->done)
		return;
	s->trials++;
	if (v == SM_PASS || v == SM_FAIL_SHORT) {
		/* the bracket: the asked rate passed, or the offered one did */
		double pass_at = v == SM_PASS ? pps : min_d(achieved_pps, pps);
		/* the answer: what the wire really offered */
		double credit = min_d(achieved_pps > 0 ? achieved_pps : pps, pps);

		if (pass_at > s->lo)
			s->lo = pass_at;
		if (credit > s->best)
			s->best = credit;
	}
	if (v != SM_PASS) {
		if (pps < s->hi) {
			s->hi = pps;
			s->last_fail = v;
		}
		s->any_fail = true;
		if (lo_before > 0)
			s->walk_up_over = true;
	}
	if (v == SM_PASS && pps >= s->max_pps) {
		s->done = true;
		return;
	}
	if ((s->lo > 0 && s->hi - s->lo <= s->res * s->lo * (1 + 1e-9)) ||
	    (s->lo == 0 && s->hi <= s->min_pps) || s->trials >= s->max_trials) {
		s->done = true;
		return;
	}
	if (s->lo == 0) {
		/* walking down: the hint once, then doubling steps */
		if (!s->hinted && hint_pps > 0 && hint_pps * (1 - s->res / 2) < s->hi) {
			s->hinted = true;
			s->next = hint_pps * (1 - s->res / 2);
			return;
		}
		s->next = s->hi * (1 - s->down_step);
		s->down_step = s->down_step * 2 > 0.5 ? 0.5 : s->down_step * 2;
		return;
	}
	/* every trial since the first pass passed: walk up */
	if (!s->walk_up_over) {
		c = s->lo * (1 + s->up_step);
		s->up_step *= 2;
		if (c < s->hi) {
			s->next = c;
			return;
		}
		s->walk_up_over = true;
	}
	s->next = (s->lo + s->hi) / 2;
}

double
sm_search_result(const struct sm_search *s)
{
	return s->best;
}

unsigned int
sm_search_expected_trials(double resolution)
{
	(void)resolution;
	return 4;	/* line rate, hint, one step up, one more */
}

void
sm_retry_rate(struct sm_retry *r)
{
	r->stall_repeats = 0;
	r->loss_retries = 0;
	r->short_retried = false;
}

enum sm_next
sm_retry_next(struct sm_retry *r, enum sm_verdict v, bool stalled, double achieved_pps,
	      double asked_pps)
{
	if (v == SM_FAIL_LOSS && stalled && r->stall_repeats < r->stall_max) {
		r->stall_repeats++;
		return SM_NEXT_STALL;
	}
	(*r->runs)++;
	if (v == SM_PASS || *r->runs >= r->max_trials)
		return SM_NEXT_DONE;
	if (v == SM_FAIL_SHORT) {
		if (r->short_retried || achieved_pps < r->short_above * asked_pps)
			return SM_NEXT_DONE;
		r->short_retried = true;
		return SM_NEXT_RETRY;
	}
	if (r->loss_retries++ >= r->loss_max)
		return SM_NEXT_DONE;
	return SM_NEXT_RETRY;
}

double
sm_lerp(double x0, double y0, double x1, double y1, double x)
{
	if (x1 == x0)
		return y0;
	return y0 + (y1 - y0) * (x - x0) / (x1 - x0);
}

struct sm_cross
sm_break_even(const unsigned int *sizes, const double *copy, const double *zc,
	      unsigned int n, double margin)
{
	struct sm_cross c = { .kind = SM_CROSS_INVALID, .size = NAN, .last_win = -1,
			      .first_loss = -1, .later_wins = 0 };
	unsigned int i;
	double e0, e1;

	if (sizes == NULL || copy == NULL || zc == NULL || n == 0)
		return c;
	for (i = 1; i < n; i++)
		if (sizes[i] <= sizes[i - 1])
			return c;
	for (i = 0; i < n; i++) {
		bool win = copy[i] > zc[i] * (1 + margin);

		if (c.first_loss < 0) {
			if (win)
				c.last_win = (int)i;
			else
				c.first_loss = (int)i;
		} else if (win) {
			c.later_wins++;
		}
	}
	if (c.first_loss < 0) {
		c.kind = SM_CROSS_NONE;
		return c;
	}
	if (c.first_loss == 0) {
		c.kind = SM_CROSS_BELOW;
		return c;
	}
	i = (unsigned int)c.first_loss;
	e0 = copy[i - 1] - zc[i - 1] * (1 + margin);	/* > 0 */
	e1 = copy[i] - zc[i] * (1 + margin);		/* <= 0 */
	c.kind = SM_CROSS_AT;
	/* where e crosses zero on the line between the two sizes */
	c.size = sizes[i - 1] + (double)(sizes[i] - sizes[i - 1]) * e0 / (e0 - e1);
	return c;
}

const char *
sm_cross_kind_name(enum sm_cross_kind k)
{
	switch (k) {
	case SM_CROSS_AT: return "interpolated";
	case SM_CROSS_BELOW: return "below_smallest_size";
	case SM_CROSS_NONE: return "none_copy_wins_everywhere";
	case SM_CROSS_INVALID: return "invalid";
	}
	return "?";
}

unsigned int
sm_recommended_copybreak(const unsigned int *sizes, const struct sm_cross *c)
{
	if (c->last_win < 0 || c->kind == SM_CROSS_INVALID ||
	    sizes[c->last_win] <= SM_FCS_LEN)
		return 0;
	return sizes[c->last_win] - SM_FCS_LEN;
}

unsigned int
sm_rising_steps(const double *rate, unsigned int n, double tol)
{
	unsigned int i, k = 0;

	for (i = 0; i + 1 < n; i++)
		if (rate[i + 1] > rate[i] * (1 + tol))
			k++;
	return k;
}

static int
cmp_uint(const void *a, const void *b)
{
	unsigned int x = *(const unsigned int *)a, y = *(const unsigned int *)b;

	return x < y ? -1 : x > y;
}

int
sm_parse_sizes(const char *s, unsigned int *sizes, unsigned int max,
	       unsigned int lo, unsigned int hi, char *err, unsigned int errlen)
{
	unsigned int n = 0, i, k;
	const char *p = s;

	while (*p != '\0') {
		char *end;
		unsigned long v;

		if (*p == ',' || isspace((unsigned char)*p)) {
			p++;
			continue;
		}
		if (!isdigit((unsigned char)*p)) {
			snprintf(err, errlen, "bad frame size list \"%s\": expected numbers", s);
			return -1;
		}
		v = strtoul(p, &end, 10);
		if (v < lo || v > hi) {
			snprintf(err, errlen, "frame size %lu is out of range %u..%u", v, lo, hi);
			return -1;
		}
		if (n == max) {
			snprintf(err, errlen, "more than %u frame sizes", max);
			return -1;
		}
		sizes[n++] = (unsigned int)v;
		p = end;
	}
	if (n == 0) {
		snprintf(err, errlen, "empty frame size list");
		return -1;
	}
	qsort(sizes, n, sizeof(*sizes), cmp_uint);
	for (i = 1, k = 1; i < n; i++)
		if (sizes[i] != sizes[k - 1])
			sizes[k++] = sizes[i];
	return (int)k;
}
