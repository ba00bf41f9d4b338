/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * --control: the cost method's controls, run on the same rig as a sweep.
 *
 * Positive: zero-copy is made to pay a known extra X ns per frame on the
 * forwarding core (+spin=X, fwd.c). A first pass measures copy-all -
 * zero-copy at each size and puts X halfway up the steepest rise of those
 * differences between two neighbouring sizes, where the break-even it
 * injects is defined best (half way between the ends could fall on a
 * plateau, two sizes whose differences both lie within noise of X, and
 * then no method can say which is first); the second pass measures zero-copy,
 * copy-all and zero-copy+spin=X together. The break-even of copy-all
 * against the taxed zero-copy must then lie where the same pass's
 * copy-all - zero-copy differences cross X, within one size step, and
 * above the smallest size.
 *
 * Negative: two identical zero-copy strategies; the sweep must find no
 * significant difference at CONTROL_NEG_SHARE of the cells or more.
 */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "control.h"
#include "cost.h"

#define CONTROL_NEG_SHARE	0.95
/* the negative control's sizes unless --sizes: 20 of them, so that one
 * chance difference of the 95 % intervals leaves 95 % */
#define CONTROL_NEG_SIZES	"64,140,217,293,370,446,523,599,676,752,829,905,982,1058," \
				"1135,1211,1288,1364,1441,1518"

static struct rpt_sweep sw_ctl;

/* One unloaded sweep of the given strategies; 0 or -1 (r->err). */
static int
sweep_with(struct rig *r, const struct ipfwd_opts *o, const struct rpt_strategy *st,
	   unsigned int n, volatile sig_atomic_t *interrupted)
{
	struct ipfwd_opts oc = *o;

	memcpy(oc.strat, st, n * sizeof(*st));
	oc.n_strat = n;
	oc.no_pressure = true;
	ipfwd_sweep_init(&sw_ctl, &oc, r);
	if (cost_sweep(r, &oc, &sw_ctl, interrupted) < 0)
		return -1;
	rpt_conclude(&sw_ctl);
	return *interrupted ? -1 : 0;
}

/* The size index i whose step to i + 1 raises copy-all - zero-copy most
 * (pass 1's medians); its rise in *rise. */
static unsigned int
steepest_step(const struct rpt_sweep *sw, double *rise)
{
	const struct rpt_result *c = sw->results[RPT_UNLOADED][1];
	unsigned int i, best = 0;

	*rise = -INFINITY;
	for (i = 0; i + 1 < sw->n_sizes; i++)
		if (c[i + 1].ns_vs_zc.median - c[i].ns_vs_zc.median > *rise) {
			*rise = c[i + 1].ns_vs_zc.median - c[i].ns_vs_zc.median;
			best = i;
		}
	return best;
}

/* The first size index where copy-all - zero-copy exceeds x (n: none). */
static unsigned int
predicted_first_worse(const struct rpt_sweep *sw, double x)
{
	unsigned int i;

	for (i = 0; i < sw->n_sizes; i++)
		if (sw->results[RPT_UNLOADED][1][i].ns_vs_zc.median > x)
			break;
	return i;
}

static int
positive(struct rig *r, const struct ipfwd_opts *o, volatile sig_atomic_t *interrupted,
	 bool *pass)
{
	struct rpt_strategy st[3] = {
		{ .name = "zero-copy" },
		{ .name = "copy-all", .copybreak = o->sizes[o->n_sizes - 1] },
	};
	struct st_ci d[RPT_MAX_SIZES];
	const struct rpt_result (*rs)[RPT_MAX_SIZES];
	double d0, d1, rise, x;
	unsigned int i, k, p, got, n = o->n_sizes;
	struct st_answer a;

	printf("\npositive control, pass 1: copy-all - zero-copy at each size\n");
	if (sweep_with(r, o, st, 2, interrupted) < 0)
		return -1;
	k = n > 1 ? steepest_step(&sw_ctl, &rise) : 0;
	d0 = sw_ctl.results[RPT_UNLOADED][1][k].ns_vs_zc.median;
	d1 = sw_ctl.results[RPT_UNLOADED][1][n > 1 ? k + 1 : 0].ns_vs_zc.median;
	x = (d0 + d1) / 2;
	if (n < 2 || !(rise > 1) || !(x > 1))
		x = fabs(sw_ctl.results[RPT_UNLOADED][1][0].ns_vs_zc.median) + 100;
		/* no rise with size: above the smallest */
	st[2] = st[0];
	st[2].spin_ns = (uint32_t)lround(x);
	snprintf(st[2].name, sizeof(st[2].name), "zero-copy+spin=%u", st[2].spin_ns);
	printf("\npositive control, pass 2: zero-copy pays %u ns more per frame (half way "
	       "up the steepest step of copy-all - zero-copy, %.1f at %u B to %.1f at %u B)\n",
	       st[2].spin_ns, d0, o->sizes[k], d1, o->sizes[n > 1 ? k + 1 : 0]);
	if (sweep_with(r, o, st, 3, interrupted) < 0)
		return -1;
	rs = sw_ctl.results[RPT_UNLOADED];
	for (i = 0; i < n; i++)
		d[i] = rs[1][i].vs[2];	/* copy-all - zero-copy+spin, paired */
	a = st_answer(sw_ctl.sizes, d, n, SM_FCS_LEN);
	p = predicted_first_worse(&sw_ctl, st[2].spin_ns);
	got = a.first_worse >= 0 ? (unsigned int)a.first_worse : n;
	printf("%5s  %-26s %-26s %-28s %s\n", "size", "copy-all - zero-copy",
	       "spin: taxed - zero-copy", "copy-all - taxed", "predicted");
	for (i = 0; i < n; i++) {
		const struct st_ci *c = &rs[1][i].ns_vs_zc, *t = &rs[2][i].ns_vs_zc;

		printf("%5u  %+8.1f [%+.1f, %+.1f]%*s %+8.1f [%+.1f, %+.1f]%*s %+8.1f [%+.1f, %+.1f]%s%*s %s\n",
		       sw_ctl.sizes[i], c->median, c->lo, c->hi, 4, "", t->median, t->lo, t->hi, 4, "",
		       d[i].median, d[i].lo, d[i].hi, st_sign_of(&d[i]) != ST_UNSURE ? " *" : "  ",
		       2, "", c->median > st[2].spin_ns ? "copying costs more" : "copying pays");
	}
	*pass = p >= 1 && got >= 1 && abs((int)got - (int)p) <= 1;
	printf("positive control: predicted break-even %s%u B (the first size where copy-all - "
	       "zero-copy exceeds %u ns), reported %s%u B (%s): %s\n", p == n ? "above " : "",
	       sw_ctl.sizes[p == n ? n - 1 : p], st[2].spin_ns, got == n ? "above " : "",
	       sw_ctl.sizes[got == n ? n - 1 : got], st_be_kind_name(a.kind),
	       *pass ? "pass (within one size step, above the smallest size)" :
	       "FAIL (more than one size step apart, or at the smallest size)");
	return 0;
}

static int
negative(struct rig *r, const struct ipfwd_opts *o, volatile sig_atomic_t *interrupted,
	 bool *pass)
{
	struct rpt_strategy st[2] = { { .name = "zero-copy" }, { .name = "zero-copy-again" } };
	unsigned int i, n_cells = 0, n_sig = 0;
	struct ipfwd_opts on = *o;
	char err[160];
	int n;

	if (!o->set_sizes) {
		n = sm_parse_sizes(CONTROL_NEG_SIZES, on.sizes, RPT_MAX_SIZES, 64, 10240, err,
				   sizeof(err));
		on.n_sizes = n > 0 ? (unsigned int)n : on.n_sizes;
	}
	printf("\nnegative control: two identical zero-copy strategies at %u sizes\n", on.n_sizes);
	if (sweep_with(r, &on, st, 2, interrupted) < 0)
		return -1;
	printf("%5s  %-30s %s\n", "size", "zero-copy-again - zero-copy", "significant");
	for (i = 0; i < sw_ctl.n_sizes; i++) {
		const struct st_ci *d = &sw_ctl.results[RPT_UNLOADED][1][i].vs[0];
		bool sig = st_sign_of(d) != ST_UNSURE;

		printf("%5u  %+8.1f [%+.1f, %+.1f]%*s %s\n", sw_ctl.sizes[i], d->median, d->lo,
		       d->hi, 8, "", sig ? "yes" : "no");
		n_cells += d->n > 0 && !isnan(d->lo);
		n_sig += sig;
	}
	*pass = n_cells == sw_ctl.n_sizes &&
		n_cells - n_sig >= CONTROL_NEG_SHARE * n_cells - 1e-9;
	printf("negative control: no significant difference at %u of %u cells (%.0f%%; at "
	       "least %.0f%% wanted): %s\n", n_cells - n_sig, sw_ctl.n_sizes,
	       n_cells ? 100.0 * (n_cells - n_sig) / n_cells : 0.0, CONTROL_NEG_SHARE * 100,
	       *pass ? "pass" : "FAIL");
	return 0;
}

int
control_run(struct rig *r, const struct ipfwd_opts *o, volatile sig_atomic_t *interrupted)
{
	bool pos = true, neg = true;

	if ((o->control & CONTROL_POSITIVE) && positive(r, o, interrupted, &pos) < 0)
		return -1;
	if ((o->control & CONTROL_NEGATIVE) && negative(r, o, interrupted, &neg) < 0)
		return -1;
	printf("\ncontrols:%s%s%s%s\n", o->control & CONTROL_POSITIVE ? " positive " : "",
	       o->control & CONTROL_POSITIVE ? (pos ? "pass" : "FAIL") : "",
	       o->control & CONTROL_NEGATIVE ? " negative " : "",
	       o->control & CONTROL_NEGATIVE ? (neg ? "pass" : "FAIL") : "");
	return pos && neg ? 0 : 1;
}
