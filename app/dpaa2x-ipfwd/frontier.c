/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The break-even frontier of the graded pool pressure (struct
 * rpt_frontier): per level, up to which frame size copy-all loses no more
 * than zero-copy and fits in the core, and the copybreak that follows;
 * printed and as JSON (the figure: report_plot.c). No DPDK here.
 */

#include <math.h>
#include <string.h>

#include "report.h"

/* , "key": value (null for NAN) */
static void
jnum_key(FILE *f, const char *key, double v)
{
	if (isnan(v) || isinf(v))
		fprintf(f, ", \"%s\": null", key);
	else
		fprintf(f, ", \"%s\": %.4f", key, v);
}

static bool
reaches_zero(const struct st_ci *d)
{
	return d->n > 0 && !isnan(d->lo) && d->lo <= 0;
}

/* copy-all's rounds at every size within the frontier, their median and
 * interval at RPT_LOOK_CONF (n = 0 where the frontier is none); with the
 * second look's rounds too when `more` */
static void
pool_rounds(const struct rpt_sweep *sw, unsigned int sc, const struct rpt_frontier *fr,
	    bool more, struct st_ci *ci)
{
	static double d[RPT_MAX_SIZES * RPT_POOL_ROUNDS * 2];
	unsigned int i, n = 0;

	for (i = 0; (int)i <= fr->frontier; i++) {
		const struct rpt_result *r = &sw->results[sc][sw->copy_index][i];

		memcpy(d + n, r->lost_d, r->n_lost_d * sizeof(*d));
		n += r->n_lost_d;
		if (more) {
			memcpy(d + n, r->more_d, r->n_more_d * sizeof(*d));
			n += r->n_more_d;
		}
	}
	st_median_ci(d, n, RPT_LOOK_CONF, ci);
}

const char *
rpt_verdict_name(enum rpt_verdict v)
{
	static const char *const nm[] = { "copy_less", "copy_more", "no_difference", "copy_not_less",
						"undecided" };

	return v <= RPT_V_UNDECIDED ? nm[v] : "?";
}

/* A look's verdict from its interval. No frontier: copy-all loses more at
 * the smallest size, or does not fit in the core; or that size has no
 * interval (too few rounds): undecided, and nothing to look at again. */
static enum rpt_verdict
look_verdict(const struct rpt_sweep *sw, unsigned int sc, const struct rpt_frontier *fr,
	     const struct st_ci *ci)
{
	const struct st_ci *d0 = &sw->results[sc][sw->copy_index][0].lost_vs_zc;

	if (fr->frontier < 0)
		return fr->fits[0] && (d0->n == 0 || isnan(d0->lo)) ? RPT_V_UNDECIDED : RPT_V_MORE;
	if (ci->n == 0 || isnan(ci->lo))
		return RPT_V_UNDECIDED;
	if (ci->hi < 0)
		return RPT_V_LESS;
	if (ci->lo > 0)
		return RPT_V_MORE;
	if (ci->lo >= -RPT_SAME_PM && ci->hi <= RPT_SAME_PM)
		return RPT_V_SAME;
	/* the question is whether copying pays: an interval that rules out
	 * copy-all losing less by more than the margin answers it (no), even
	 * where it reaches past the margin above */
	if (ci->lo >= -RPT_SAME_PM)
		return RPT_V_NOT_LESS;
	return RPT_V_UNDECIDED;
}

bool
rpt_level_second_look(const struct rpt_sweep *sw, unsigned int sc)
{
	const struct rpt_frontier *fr = &sw->frontier[sc];

	return fr->valid && fr->measured && fr->frontier >= 0 && sw->more_rounds[sc] == 0 &&
	       look_verdict(sw, sc, fr, &fr->first) == RPT_V_UNDECIDED;
}

static void
frontier_level(struct rpt_sweep *sw, unsigned int sc, struct rpt_frontier *fr)
{
	unsigned int i, c = (unsigned int)sw->copy_index;

	fr->frontier = fr->last_less = -1;
	fr->valid = true;
	/* the IMIX row is judged as a size is, but is off the frontier's axis */
	for (i = 0; i < rpt_rows(sw); i++) {
		const struct rpt_result *r = &sw->results[sc][c][i];
		const struct rpt_result *u = &sw->results[RPT_UNLOADED][c][i];

		/* the core's time per packet here: its work and the emulated
		 * commands it runs, at what one core is offered */
		fr->core_share[i] = r->offered_mpps * (u->ns_per_packet + u->cmd_ns) / 1000;
		fr->line_share[i] = sm_line_rate_pps(sw->link_mbps * 1e6, sw->sizes[i]) * sw->ports *
			(u->ns_per_packet + u->cmd_ns) / 1e9;
		/* too few undisturbed slices: no interval, no verdict */
		fr->not_more[i] = reaches_zero(&r->lost_vs_zc);
		fr->less[i] = st_sign_of(&r->lost_vs_zc) == ST_BELOW;
		fr->fits[i] = fr->core_share[i] <= 1.0;
		if (fr->frontier == (int)i - 1 && fr->not_more[i] && fr->fits[i] &&
		    !rpt_is_imix(sw, i))
			fr->frontier = (int)i;
	}
	for (i = 0; (int)i <= fr->frontier; i++)
		if (fr->less[i])
			fr->last_less = (int)i;
	/* a level whose lines held less than their share was not the
	 * pressure it is named: no recommendation */
	fr->measured = rpt_level_reached(sw, sc);
	/* the level's verdict: the rounds of every size within the frontier
	 * together (a size's 8 rounds left one size's gain in or out by
	 * chance: at 90 % and 100 % copybreaks of 0, 252, 508 and 1514 in
	 * runs whose medians all had copying lose less), in two looks
	 * (enum rpt_verdict). Copying loses significantly less over them:
	 * copy up to the frontier's end, the break-even (no size within it
	 * loses more or overloads the core); loses more or alike: 0, copying
	 * buys nothing and costs the core its copy; undecided: nothing */
	pool_rounds(sw, sc, fr, false, &fr->first);
	fr->second_look = sw->more_rounds[sc] > 0;
	if (fr->second_look)
		pool_rounds(sw, sc, fr, true, &fr->pooled);
	else
		fr->pooled = fr->first;
	fr->verdict = look_verdict(sw, sc, fr, &fr->pooled);
	fr->recommended = fr->verdict == RPT_V_LESS ? sw->sizes[fr->frontier] - SM_FCS_LEN : 0;
}

void
rpt_conclude_frontier(struct rpt_sweep *sw)
{
	unsigned int sc;

	memset(sw->frontier, 0, sizeof(sw->frontier));
	if (sw->zc_index < 0 || sw->copy_index < 0)
		return;
	for (sc = RPT_PRESSURE; sc < sw->n_scen; sc++)
		frontier_level(sw, sc, &sw->frontier[sc]);
}

/* All or nothing at this level: the frontier is none or every size (the
 * recommendation, 0 or the frontier's end, follows). */
static bool
all_or_nothing(const struct rpt_sweep *sw, const struct rpt_frontier *fr)
{
	return fr->frontier < 0 || fr->frontier == (int)sw->n_sizes - 1;
}

/* Why at this level, with figures: the first size that stops the
 * frontier, or what copying gains at the ends of the range. */
static void
print_why(FILE *f, const struct rpt_sweep *sw, unsigned int sc, const struct rpt_frontier *fr)
{
	const struct rpt_result (*rs)[RPT_MAX_SIZES] = sw->results[sc];
	unsigned int c = (unsigned int)sw->copy_index, z = (unsigned int)sw->zc_index;
	unsigned int i = fr->frontier + 1 < (int)sw->n_sizes ? (unsigned int)(fr->frontier + 1) :
		sw->n_sizes - 1;
	const struct st_ci *d = &rs[c][i].lost_vs_zc;

	if (fr->frontier + 1 < (int)sw->n_sizes)
		fprintf(f, "  %u B: copy-all - zero-copy %+.0f [%+.0f, %+.0f] lost/M, copy-all "
			"needs %.2f of the core", sw->sizes[i], d->median, d->lo, d->hi,
			fr->core_share[i]);
	else
		fprintf(f, "  %u..%u B: lost/M zero-copy %.0f..%.0f, copy-all %.0f..%.0f; copy-all "
			"needs at most %.2f of the core", sw->sizes[0], sw->sizes[i],
			rs[z][0].lost_pm.median, rs[z][i].lost_pm.median, rs[c][0].lost_pm.median,
			rs[c][i].lost_pm.median, fr->core_share[i]);
}

/* The level's copybreak: "-" where it was not measured, "undecided"
 * where its second look left the verdict open. */
static const char *
rec_text(const struct rpt_frontier *fr, char *buf, size_t len)
{
	if (!fr->measured)
		snprintf(buf, len, "-");
	else if (fr->verdict == RPT_V_UNDECIDED)
		snprintf(buf, len, "undecided");
	else
		snprintf(buf, len, "%u", fr->recommended);
	return buf;
}

/* The level's verdict as printed: the pooled interval, its rounds, and
 * whether a second look ran. */
static void
print_verdict(FILE *f, const struct rpt_frontier *fr)
{
	const struct st_ci *p = &fr->pooled;

	if (p->n == 0)
		return;
	fprintf(f, "; pooled %s: %+.0f ", rpt_verdict_name(fr->verdict), p->median);
	if (isnan(p->lo))
		fprintf(f, "[too few]");
	else
		fprintf(f, "[%+.0f, %+.0f]", p->lo, p->hi);
	fprintf(f, " lost/M, %u rounds%s", p->n, fr->second_look ? " (second look)" : "");
}

/* The rate the level was offered (zero-copy's slices, as in its table). */
static double
offered_median(const struct rpt_sweep *sw, unsigned int sc)
{
	return sw->results[sc][sw->zc_index][0].offered_mpps;
}

/*
 * The occupancy a level reached: the lowest median, over its strategies
 * and rows, of what the delay lines held (% of the Rx pool). A level
 * whose lines held less than RPT_REACHED_SHARE of its share did not put
 * the pool under the pressure its name says: flagged.
 */
double
rpt_level_held(const struct rpt_sweep *sw, unsigned int sc)
{
	double m = INFINITY;
	unsigned int s, i;

	for (s = 0; s < sw->n_strategies; s++)
		for (i = 0; i < rpt_rows(sw); i++)
			if (sw->results[sc][s][i].measured)
				m = fmin(m, sw->results[sc][s][i].held.median);
	return isinf(m) ? NAN : m;
}

bool
rpt_level_reached(const struct rpt_sweep *sw, unsigned int sc)
{
	return rpt_level_held(sw, sc) >= RPT_REACHED_SHARE * sw->scen_level_pct[sc];
}

/* A level's cell at row zi: held less than RPT_REACHED_SHARE of its share
 * in some strategy's rows; said to `say` (NULL: nothing said). */
bool
rpt_cell_short(const struct rpt_sweep *sw, unsigned int sc, unsigned int zi, FILE *say)
{
	unsigned int s;

	for (s = 0; s < sw->n_strategies; s++)
		if (sw->results[sc][s][zi].held.median <
		    RPT_REACHED_SHARE * sw->scen_level_pct[sc]) {
			if (say != NULL)
				fprintf(say, "       (%s held %.1f%% of the pool at %u%%: run "
					"again)\n", sw->strategies[s].name,
					sw->results[sc][s][zi].held.median,
					sw->scen_level_pct[sc]);
			return true;
		}
	return false;
}

/* The IMIX row's verdict: copy-all loses less, no more, or more, and
 * whether it fits in the core. */
static const char *
imix_verdict(const struct rpt_sweep *sw, const struct rpt_frontier *fr, char *buf, size_t len)
{
	unsigned int i = sw->n_sizes;

	snprintf(buf, len, "%s%s", fr->less[i] ? "less" : fr->not_more[i] ? "no more" : "more",
		 fr->fits[i] ? "" : ", no fit");
	return buf;
}

/* The smallest size from which copy-all would carry the ports' line rate
 * on this core (from its work and commands here), as text. */
static const char *
line_fit(const struct rpt_sweep *sw, const struct rpt_frontier *fr)
{
	static char buf[32];
	unsigned int i;

	for (i = 0; i < sw->n_sizes && !(fr->line_share[i] <= 1.0); i++)
		;
	if (i == sw->n_sizes)
		snprintf(buf, sizeof(buf), "none (%.1f cores)", fr->line_share[i - 1]);
	else
		snprintf(buf, sizeof(buf), "from %u B", sw->sizes[i]);
	return buf;
}

/* The levels' rule (enum rpt_verdict) and those it left undecided. */
static void
print_looks(FILE *f, const struct rpt_sweep *sw)
{
	unsigned int sc, n = 0;
	char lv[16];

	fprintf(f, "level verdicts: copy-all - zero-copy lost/M over the rounds of the frontier's "
		"sizes, a %.1f%% interval per look, no difference within +-%.0f, not less "
		"above -%.0f; where the first "
		"look is open, each size once more and a second look; undecided after it: ",
		RPT_LOOK_CONF * 100, RPT_SAME_PM, RPT_SAME_PM);
	for (sc = RPT_PRESSURE; sc < sw->n_scen; sc++) {
		const struct rpt_frontier *fr = &sw->frontier[sc];

		if (!fr->measured || fr->verdict != RPT_V_UNDECIDED)
			continue;
		fprintf(f, "%s%s %+.0f [%+.0f, %+.0f]", n++ ? ", " : "",
			rpt_level_label(sw, sc, lv, sizeof(lv)), fr->pooled.median, fr->pooled.lo,
			fr->pooled.hi);
	}
	fprintf(f, "%s\n", n ? " (no copybreak recommended)" : "none");
}

void
rpt_print_frontier(FILE *f, const struct rpt_sweep *sw)
{
	unsigned int sc, n_aon = 0, n = 0, n_short = 0;

	if (sw->n_scen <= RPT_PRESSURE || !sw->frontier[RPT_PRESSURE].valid)
		return;
	fprintf(f, "break-even frontier under pool pressure: the largest size up to which "
		"copy-all loses no more than zero-copy (frames lost per million lost or sent, paired "
		"interval reaching zero) and fits in the core at the rate offered%s\n%6s %6s %10s "
		"%8s %8s %9s  %-10s %-20s %s %s\n", sw->imix ? "; imix: copy-all loses less, no more "
		"or more than zero-copy at IMIX" : "", "level", "hold", "idle us", "Mpps", "held %",
		"frontier",
		"copybreak", "line rate: fits", sw->imix ? " imix          " : "", " why");
	for (sc = RPT_PRESSURE; sc < sw->n_scen; sc++) {
		const struct rpt_frontier *fr = &sw->frontier[sc];
		char fb[16], lv[16], iv[24], hb[24], cb[16];

		if (fr->frontier >= 0)
			snprintf(fb, sizeof(fb), "%u", sw->sizes[fr->frontier]);
		else
			snprintf(fb, sizeof(fb), "none");
		snprintf(hb, sizeof(hb), "%.1f%s", rpt_level_held(sw, sc),
			 rpt_level_reached(sw, sc) ? "" : "!");
		fprintf(f, "%6s %6u %10.0f %8.3f %8s %9s  %-10s %-20s", rpt_level_label(sw, sc, lv,
			sizeof(lv)), sw->scen_hold[sc], sw->scen_age_us[sc], offered_median(sw, sc),
			hb, fb, rec_text(fr, cb, sizeof(cb)), line_fit(sw, fr));
		if (sw->imix)
			fprintf(f, "  %-15s", imix_verdict(sw, fr, iv, sizeof(iv)));
		print_why(f, sw, sc, fr);
		print_verdict(f, fr);
		fputc('\n', f);
		n_aon += all_or_nothing(sw, fr);
		n++;
	}
	for (sc = RPT_PRESSURE; sc < sw->n_scen; sc++)
		n_short += !rpt_level_reached(sw, sc);
	if (n_short > 0)
		fprintf(f, "held %% \"!\": %u level%s held less than %.0f%% of %s share of the pool "
			"(the wires offered too little to fill the lines): not under the pressure "
			"named, no copybreak recommended (\"-\")\n", n_short, n_short > 1 ? "s" : "",
			RPT_REACHED_SHARE * 100, n_short > 1 ? "their" : "its");
	print_looks(f, sw);
	fprintf(f, "recommended copybreak by pool pressure:");
	for (sc = RPT_PRESSURE; sc < sw->n_scen; sc++) {
		char lv[16], cb[16];

		fprintf(f, " %s %s%s", rpt_level_label(sw, sc, lv, sizeof(lv)),
			rec_text(&sw->frontier[sc], cb, sizeof(cb)), sc + 1 < sw->n_scen ? "," : "\n");
	}
	if (n_aon == n)
		fprintf(f, "the frontier is all or nothing at every level: the figures after "
			"each level above say why\n");
}

void
rpt_json_frontier(FILE *f, const struct rpt_sweep *sw)
{
	unsigned int sc, i;
	char nm[32];

	fprintf(f, ",\n  \"pressure_levels\": [");
	for (sc = RPT_PRESSURE; sc < sw->n_scen; sc++) {
		const struct rpt_frontier *fr = &sw->frontier[sc];
		const struct st_answer *a = &sw->answer[sc];

		fprintf(f, "%s\n    {\"scenario\": \"%s\", \"level_pct\": %u, \"line_rate\": %s, "
			"\"hold_per_queue\": %u, \"idle_release_us\": %.1f",
			sc > RPT_PRESSURE ? "," : "", rpt_scen_name(sw, sc, nm, sizeof(nm)),
			sw->scen_level_pct[sc], sc == sw->line_scen ? "true" : "false",
			sw->scen_hold[sc], sw->scen_age_us[sc]);
		jnum_key(f, "held_pct", rpt_level_held(sw, sc));
		fprintf(f, ", \"reached\": %s, \"frontier_bytes\": ",
			rpt_level_reached(sw, sc) ? "true" : "false");
		if (fr->valid && fr->frontier >= 0)
			fprintf(f, "%u", sw->sizes[fr->frontier]);
		else
			fputs("null", f);
		jnum_key(f, "pooled_lost_vs_zero_copy", fr->pooled.median);
		if (fr->pooled.n > 0 && !isnan(fr->pooled.lo))
			fprintf(f, ", \"pooled_lost_vs_zero_copy_ci\": [%.6g, %.6g]", fr->pooled.lo,
				fr->pooled.hi);
		else
			fprintf(f, ", \"pooled_lost_vs_zero_copy_ci\": null");
		fprintf(f, ", \"pooled_rounds\": %u", fr->pooled.n);
		jnum_key(f, "first_look_lost_vs_zero_copy", fr->first.median);
		if (fr->first.n > 0 && !isnan(fr->first.lo))
			fprintf(f, ", \"first_look_ci\": [%.6g, %.6g]", fr->first.lo, fr->first.hi);
		else
			fprintf(f, ", \"first_look_ci\": null");
		fprintf(f, ", \"first_look_rounds\": %u, \"second_look\": %s, "
			"\"second_look_rounds_per_size\": %u, \"look_confidence\": %.3f, "
			"\"same_margin_per_million\": %.0f, \"verdict\": \"%s\"", fr->first.n,
			fr->second_look ? "true" : "false", sw->more_rounds[sc], RPT_LOOK_CONF,
			RPT_SAME_PM, rpt_verdict_name(fr->verdict));
		fprintf(f, ", \"measured\": %s, \"recommended_copybreak\": ",
			fr->measured ? "true" : "false");
		if (fr->measured && fr->verdict != RPT_V_UNDECIDED)
			fprintf(f, "%u", fr->recommended);
		else
			fputs("null", f);
		fprintf(f, ", \"break_even_bytes\": ");
		if (a->first_worse >= 0)
			fprintf(f, "%u", sw->sizes[a->first_worse]);
		else
			fputs("null", f);
		fprintf(f, ", \"break_even_kind\": \"%s\", \"sizes\": [", st_be_kind_name(a->kind));
		for (i = 0; fr->valid && i < sw->n_sizes; i++) {
			fprintf(f, "%s{\"size\": %u, \"not_more\": %s, \"less\": %s, \"fits\": %s",
				i ? ", " : "", sw->sizes[i], fr->not_more[i] ? "true" : "false",
				fr->less[i] ? "true" : "false", fr->fits[i] ? "true" : "false");
			jnum_key(f, "core_share", fr->core_share[i]);
			jnum_key(f, "line_rate_core_share", fr->line_share[i]);
			fputc('}', f);
		}
		fputc(']', f);
		if (fr->valid && sw->imix) {
			i = sw->n_sizes;
			fprintf(f, ", \"imix\": {\"not_more\": %s, \"less\": %s, \"fits\": %s",
				fr->not_more[i] ? "true" : "false", fr->less[i] ? "true" : "false",
				fr->fits[i] ? "true" : "false");
			jnum_key(f, "core_share", fr->core_share[i]);
			fputc('}', f);
		}
		fputc('}', f);
	}
	fputs("]", f);
}
