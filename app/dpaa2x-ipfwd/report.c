/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* Conclusions and the printed tables of a sweep (JSON, CSV: report_out.c). */

#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "report.h"

const char *const rpt_drop_names[RPT_DROP_N] = {
	[RPT_HW_RX_NO_BUFFER] = "hw_rx_no_buffer_discards",
	[RPT_HW_RX_TAIL_DROP] = "hw_rx_tail_drops",
	[RPT_HW_RX_FILTERED] = "hw_rx_filtered",
	[RPT_HW_RX_DISCARDS] = "hw_rx_discards",
	[RPT_HW_RX_RUNT] = "hw_rx_runt",
	[RPT_HW_RX_OVERSIZE] = "hw_rx_oversize",
	[RPT_HW_TX_DISCARDS] = "hw_tx_discards",
	[RPT_RX_COPY_POOL_EMPTY] = "rx_copy_pool_empty",
	[RPT_APP_TX_FULL] = "app_tx_full_drops",
	[RPT_APP_NO_ROUTE] = "app_no_route_drops",
};

static int
find_strategy(const struct rpt_sweep *sw, bool zero)
{
	unsigned int i;

	for (i = 0; i < sw->n_strategies; i++) {
		const struct rpt_strategy *s = &sw->strategies[i];

		if (zero && s->copybreak == 0 && s->small_pool == 0 && !s->no_stash && !s->autocb &&
		    s->spin_ns == 0)
			return (int)i;
		if (!zero && strcmp(s->name, "copy-all") == 0)
			return (int)i;
	}
	return -1;
}

static void
conclude_zero_loss(struct rpt_sweep *sw)
{
	double copy[RPT_MAX_SIZES], zc[RPT_MAX_SIZES], row[RPT_MAX_SIZES];
	unsigned int s, i;

	for (s = 0; s < sw->n_strategies; s++) {
		for (i = 0; i < sw->n_sizes; i++) {
			struct rpt_result *r = &sw->results[RPT_UNLOADED][s][i];
			const struct rpt_result *z = sw->zc_index >= 0 ?
				&sw->results[RPT_UNLOADED][sw->zc_index][i] : NULL;

			r->ns_vs_zero_copy = (z != NULL && z->measured && r->measured &&
					      z->ns_per_packet > 0 && r->ns_per_packet > 0) ?
				r->ns_per_packet - z->ns_per_packet : NAN;
			row[i] = r->mpps;
		}
		sw->rising[s] = sm_rising_steps(row, sw->n_sizes, sw->margin);
	}
	memset(&sw->cross, 0, sizeof(sw->cross));
	sw->cross.kind = SM_CROSS_INVALID;
	sw->cross.size = NAN;
	sw->cross.last_win = sw->cross.first_loss = -1;
	if (sw->zc_index < 0 || sw->copy_index < 0)
		return;
	for (i = 0; i < sw->n_sizes; i++) {
		copy[i] = sw->results[RPT_UNLOADED][sw->copy_index][i].mpps;
		zc[i] = sw->results[RPT_UNLOADED][sw->zc_index][i].mpps;
	}
	sw->cross = sm_break_even(sw->sizes, copy, zc, sw->n_sizes, sw->margin);
	sw->recommended_copybreak = sm_recommended_copybreak(sw->sizes, &sw->cross);
}

/* Cost: unloaded, copying is judged by ns per packet; under pressure by
 * the frames lost (no buffer, or the core behind). Lower is better for both. */
static void
conclude_cost(struct rpt_sweep *sw)
{
	struct st_ci d[RPT_MAX_SIZES];
	unsigned int sc, s, i;

	for (sc = 0; sc < sw->n_scen; sc++) {
		for (s = 0; s < sw->n_strategies; s++)
			for (i = 0; i < rpt_rows(sw); i++) {
				struct rpt_result *r = &sw->results[sc][s][i];

				r->capacity_mpps = r->ns_per_packet > 0 ? 1000 / r->ns_per_packet : NAN;
			}
		sw->answer[sc] = (struct st_answer){ ST_BE_INVALID, -1, -1, 0 };
		if (sw->zc_index < 0 || sw->copy_index < 0)
			continue;
		for (i = 0; i < sw->n_sizes; i++) {
			const struct rpt_result *c = &sw->results[sc][sw->copy_index][i];

			d[i] = sc == RPT_UNLOADED ? c->ns_vs_zc : c->lost_vs_zc;
		}
		sw->answer[sc] = st_answer(sw->sizes, d, sw->n_sizes, SM_FCS_LEN);
	}
	sw->recommended_copybreak = sw->answer[RPT_UNLOADED].recommended;
}

/* The value a cost cell is judged by in a scenario (lower is better). */
static const struct st_ci *
scen_ci(const struct rpt_sweep *sw, unsigned int sc, unsigned int s, unsigned int i)
{
	const struct rpt_result *r = &sw->results[sc][s][i];

	return sc == RPT_UNLOADED ? &r->ns : &r->lost_pm;
}

static bool
has_median(const struct st_ci *c)
{
	return c->n > 0 && !isnan(c->median);
}

/* The fixed (not auto) strategy of the lowest median at a size, or -1. */
static int
best_fixed(const struct rpt_sweep *sw, unsigned int sc, unsigned int i)
{
	unsigned int s;
	int best = -1;

	for (s = 0; s < sw->n_strategies; s++) {
		const struct st_ci *c = scen_ci(sw, sc, s, i);

		if (sw->strategies[s].autocb || !sw->results[sc][s][i].measured || !has_median(c))
			continue;
		if (best < 0 || c->median < scen_ci(sw, sc, (unsigned int)best, i)->median)
			best = (int)s;
	}
	return best;
}

/*
 * Strategy s is as good as the best at size i: the 95 % interval of the
 * paired differences s - best reaches zero or below (not significantly
 * worse). Paired, because the host's drift moves both alike: a median
 * outside the best's own interval can be drift, or better than the best.
 */
static bool
within_best(const struct rpt_sweep *sw, unsigned int sc, int best, unsigned int s,
	    unsigned int i)
{
	const struct st_ci *d;

	if (best < 0 || !has_median(scen_ci(sw, sc, s, i)))
		return false;
	if ((int)s == best)
		return true;
	d = &sw->results[sc][s][i].vs[best];
	return d->n > 0 && !isnan(d->lo) && d->lo <= 0;
}

/* Fixed strategies as good as the best in every scenario at size i. */
static bool
fixed_within_all(const struct rpt_sweep *sw, struct rpt_auto_verdict *v, unsigned int i)
{
	unsigned int s, sc;
	bool any = false;

	for (s = 0; s < sw->n_strategies; s++) {
		bool all = !sw->strategies[s].autocb;

		for (sc = 0; sc < sw->n_scen && all; sc++)
			all = within_best(sw, sc, v->best[sc][i], s, i);
		v->fixed_both[s][i] = all;
		any |= all;
	}
	return any;
}

/* Each auto strategy against the best fixed one, size by size. */
static void
conclude_auto(struct rpt_sweep *sw)
{
	unsigned int a, sc, i;

	sw->n_auto = 0;
	for (a = 0; a < sw->n_strategies; a++) {
		struct rpt_auto_verdict *v = &sw->autov[sw->n_auto];

		if (!sw->strategies[a].autocb)
			continue;
		sw->n_auto++;
		memset(v, 0, sizeof(*v));
		v->strategy = (int)a;
		for (i = 0; i < sw->n_sizes; i++) {
			bool all = true;

			for (sc = 0; sc < sw->n_scen; sc++) {
				v->best[sc][i] = best_fixed(sw, sc, i);
				v->within[sc][i] = within_best(sw, sc, v->best[sc][i], a, i);
				v->n_within[sc] += v->within[sc][i];
				all = all && v->within[sc][i];
			}
			v->n_within_all += all;
			v->n_fixed_all += fixed_within_all(sw, v, i);
		}
	}
}

void
rpt_conclude(struct rpt_sweep *sw)
{
	sw->zc_index = find_strategy(sw, true);
	sw->copy_index = find_strategy(sw, false);
	sw->recommended_copybreak = 0;
	sw->n_auto = 0;
	if (rpt_is_cost(sw)) {
		conclude_cost(sw);
		conclude_auto(sw);
		rpt_conclude_frontier(sw);
	} else {
		conclude_zero_loss(sw);
	}
}

/* ---------------- tables ---------------- */

static const char *
fmt_ci(char *buf, size_t len, const struct st_ci *c, bool sign, const char *num)
{
	char fmt[64];

	if (c->n == 0 || isnan(c->median)) {
		snprintf(buf, len, "-");
		return buf;
	}
	if (isnan(c->lo)) {
		snprintf(fmt, sizeof(fmt), "%%%s%s [too few]", sign ? "+" : "", num);
		snprintf(buf, len, fmt, c->median);
		return buf;
	}
	snprintf(fmt, sizeof(fmt), "%%%s%s [%%%s%s, %%%s%s]", sign ? "+" : "", num,
		 sign ? "+" : "", num, sign ? "+" : "", num);
	snprintf(buf, len, fmt, c->median, c->lo, c->hi);
	return buf;
}

/* A mark after a difference whose interval lies clear of zero. */
static const char *
sig_mark(const struct st_ci *d)
{
	return st_sign_of(d) != ST_UNSURE ? " *" : "";
}

static double
seed_at(const struct rpt_seed *seed, unsigned int size, bool copy)
{
	unsigned int i;

	for (i = 0; seed != NULL && i < seed->n; i++)
		if (seed->sizes[i] == size)
			return copy ? seed->copy_all[i] : seed->baseline[i];
	return NAN;
}

/* The heading of a difference column: "copy-all - zero-copy". */
static const char *
minus_zc(char *buf, size_t len, const struct rpt_sweep *sw, unsigned int s)
{
	snprintf(buf, len, "%s - zero-copy", sw->strategies[s].name);
	return buf;
}

static void
print_cost_unloaded(FILE *f, const struct rpt_sweep *sw, const struct rpt_seed *seed)
{
	const struct rpt_result (*rs)[RPT_MAX_SIZES] = sw->results[RPT_UNLOADED];
	unsigned int s, i;
	char b[64], hdr[48];

	fprintf(f, "\nWork per packet on the forwarding core, ns: median [95%% interval] of the "
		"slices\n(%s, %u port%s, hold %u/queue, stashing %s; the hardware's latency and "
		"host stalls left out)\n", sw->mode, sw->ports, sw->ports == 1 ? "" : "s",
		sw->scen_hold[RPT_UNLOADED], sw->stash ? "on" : "off");
	fprintf(f, "buffer memory each strategy's frames can use (Rx pool %u x %u B, BMan %s; "
		"copy pools %u x %u B, %s ops, lcore cache %u, BMan %s):", sw->rx_bufs,
		sw->rx_buf_bytes, sw->rx_order, sw->copy_bufs, sw->copy_buf_bytes, sw->copy_ops,
		sw->copy_cache, sw->copy_order);
	for (s = 0; s < sw->n_strategies; s++)
		fprintf(f, " %s %.1f MiB%s", sw->strategies[s].name,
			sw->strat_buf_mem[s] / 1048576.0, s + 1 < sw->n_strategies ? "," : "\n");
	fprintf(f, "%5s", "size");
	for (s = 0; s < sw->n_strategies; s++)
		fprintf(f, "  %-22s", sw->strategies[s].name);
	for (s = 0; s < sw->n_strategies; s++)
		if ((int)s != sw->zc_index && sw->zc_index >= 0)
			fprintf(f, "  %-27s", minus_zc(hdr, sizeof(hdr), sw, s));
	fprintf(f, "  one core, Mpps");
	if (seed != NULL && seed->n > 0)
		fprintf(f, "    LS2088A (seed), Mpps");
	fputc('\n', f);
	for (i = 0; i < rpt_rows(sw); i++) {
		fprintf(f, "%5s", rpt_size_label(sw, i, hdr, sizeof(hdr)));
		for (s = 0; s < sw->n_strategies; s++)
			fprintf(f, "  %-22s", fmt_ci(b, sizeof(b), &rs[s][i].ns, false, ".1f"));
		for (s = 0; s < sw->n_strategies; s++) {
			char d[72];

			if ((int)s == sw->zc_index || sw->zc_index < 0)
				continue;
			snprintf(d, sizeof(d), "%s%s", fmt_ci(b, sizeof(b), &rs[s][i].ns_vs_zc,
				 true, ".1f"), sig_mark(&rs[s][i].ns_vs_zc));
			fprintf(f, "  %-27s", d);
		}
		fputc(' ', f);
		for (s = 0; s < sw->n_strategies; s++)
			fprintf(f, " %6.2f", rs[s][i].capacity_mpps);
		if (seed != NULL && seed->n > 0 && !rpt_is_imix(sw, i) &&
		    !isnan(seed_at(seed, sw->sizes[i], false)))
			fprintf(f, "    %5.2f %5.2f", seed_at(seed, sw->sizes[i], false),
				seed_at(seed, sw->sizes[i], true));
		fputc('\n', f);
	}
	fprintf(f, "(* the interval lies clear of zero: a significant difference)\n");
	if (seed != NULL && seed->n > 0)
		fprintf(f, "LS2088A: baseline and copy-all, %s\n", seed->source);
}

/* The unloaded medians with LS2088A's cost of the commands the core
 * issued in place of the emulator's time (silicon.h: low..high). */
static void
print_cost_silicon(FILE *f, const struct rpt_sweep *sw)
{
	const struct rpt_result (*rs)[RPT_MAX_SIZES] = sw->results[RPT_UNLOADED];
	const struct rpt_result *z;
	unsigned int s, i;
	char hdr[48];

	fprintf(f, "\nThe same with LS2088A's cost of the BMan/QMan commands the core issued, "
		"ns per packet: median + low..high (app/dpaa2x-ipfwd/silicon.h)\n%5s", "size");
	for (s = 0; s < sw->n_strategies; s++)
		fprintf(f, "  %-16s", sw->strategies[s].name);
	for (s = 0; s < sw->n_strategies; s++)
		if ((int)s != sw->zc_index && sw->zc_index >= 0)
			fprintf(f, "  %-27s", minus_zc(hdr, sizeof(hdr), sw, s));
	fputc('\n', f);
	for (i = 0; i < rpt_rows(sw); i++) {
		fprintf(f, "%5s", rpt_size_label(sw, i, hdr, sizeof(hdr)));
		for (s = 0; s < sw->n_strategies; s++)
			fprintf(f, "  %7.1f..%-7.1f", rs[s][i].ns_per_packet + rs[s][i].sil_lo,
				rs[s][i].ns_per_packet + rs[s][i].sil_hi);
		for (s = 0; s < sw->n_strategies && sw->zc_index >= 0; s++) {
			if ((int)s == sw->zc_index)
				continue;
			z = &rs[sw->zc_index][i];
			fprintf(f, "  %+7.1f..%+-18.1f",
				rs[s][i].ns_vs_zero_copy + rs[s][i].sil_lo - z->sil_lo,
				rs[s][i].ns_vs_zero_copy + rs[s][i].sil_hi - z->sil_hi);
		}
		fputc('\n', f);
	}
}

static void
print_cost_level(FILE *f, const struct rpt_sweep *sw, unsigned int sc)
{
	const struct rpt_result (*rs)[RPT_MAX_SIZES] = sw->results[sc];
	unsigned int s, i;
	char b[72], hdr[48];

	if (sc == sw->line_scen)
		fprintf(f, "\nAt line rate: the generators as fast as the wires carry here, no "
			"frame held\n");
	else if (sw->scen_hold[sc] == 0)
		fprintf(f, "\nUnder pool pressure, level %u%%: no frame held (the pool has %u); "
			"offered %.0f%% of the slower strategy's capacity here\n",
			sw->scen_level_pct[sc], sw->pool_size, sw->pressure_rate * 100);
	else
		fprintf(f, "\nUnder pool pressure, level %u%%: each Rx queue holds %u packets (the "
			"pool has %u), a line idle %.0f us lets its oldest burst go; offered %.0f%% "
			"of the slower strategy's capacity here\n", sw->scen_level_pct[sc],
			sw->scen_hold[sc], sw->pool_size, sw->scen_age_us[sc],
			sw->pressure_rate * 100);
	fprintf(f, "frames lost (no-buffer discards, tail drops, Tx full, no route) per million "
		"lost or sent: median [95%% interval] of the slices\n");
	fprintf(f, "%5s %8s", "size", "Mpps");
	for (s = 0; s < sw->n_strategies; s++)
		fprintf(f, "  %-28s", sw->strategies[s].name);
	for (s = 0; s < sw->n_strategies; s++)
		if ((int)s != sw->zc_index && sw->zc_index >= 0)
			fprintf(f, "  %-34s", minus_zc(hdr, sizeof(hdr), sw, s));
	fprintf(f, "  %-*s  %-*s  %-*s  held %% of pool / Rx pool in use %%\n",
		8 * sw->n_strategies - 1, "ns/packet", 8 * sw->n_strategies - 1, "tail drops/M",
		8 * sw->n_strategies - 1, "copy pool empty/M");
	for (i = 0; i < rpt_rows(sw); i++) {
		fprintf(f, "%5s %8.3f", rpt_size_label(sw, i, hdr, sizeof(hdr)),
			sw->zc_index >= 0 ? rs[sw->zc_index][i].offered_mpps : rs[0][i].offered_mpps);
		for (s = 0; s < sw->n_strategies; s++)
			fprintf(f, "  %-28s", fmt_ci(b, sizeof(b), &rs[s][i].lost_pm, false, ".0f"));
		for (s = 0; s < sw->n_strategies; s++) {
			char d[80];

			if ((int)s == sw->zc_index || sw->zc_index < 0)
				continue;
			snprintf(d, sizeof(d), "%s%s", fmt_ci(b, sizeof(b), &rs[s][i].lost_vs_zc,
				 true, ".0f"), sig_mark(&rs[s][i].lost_vs_zc));
			fprintf(f, "  %-34s", d);
		}
		for (s = 0; s < sw->n_strategies; s++)
			if (isnan(rs[s][i].ns_per_packet))	/* lost most: no work to show */
				fprintf(f, " %7s", "-");
			else
				fprintf(f, " %7.1f", rs[s][i].ns_per_packet);
		fputc(' ', f);
		for (s = 0; s < sw->n_strategies; s++)
			fprintf(f, " %7.0f", rs[s][i].tail.median);
		fputc(' ', f);
		for (s = 0; s < sw->n_strategies; s++)
			fprintf(f, " %7.0f", rs[s][i].copy_empty.median);
		fputc(' ', f);
		for (s = 0; s < sw->n_strategies; s++)
			fprintf(f, " %5.1f/%5.1f", rs[s][i].held.median, rs[s][i].pool_used_pct);
		fputc('\n', f);
	}
}

static void
print_cost_pressure(FILE *f, const struct rpt_sweep *sw)
{
	unsigned int sc;

	for (sc = RPT_PRESSURE; sc < sw->n_scen; sc++)
		print_cost_level(f, sw, sc);
	if (sw->n_scen > RPT_PRESSURE)
		fprintf(f, "(ns/packet \"-\": more than half of what was offered lost, or every "
			"slice disturbed by a host stall; tail drops: the core fell behind, not the "
			"pool; copy pool empty: not lost, went up zero-copy)\n");
}

static const char *
scen_num(unsigned int sc)
{
	return sc == RPT_UNLOADED ? ".1f" : ".0f";
}

/* "zero-copy 212.5 [206.0, 218.1]": the best fixed strategy and its interval. */
static const char *
best_text(char *buf, size_t len, const struct rpt_sweep *sw, unsigned int sc, int best,
	  unsigned int i)
{
	char ci[64];

	if (best < 0)
		return "-";
	snprintf(buf, len, "%s %s", sw->strategies[best].name,
		 fmt_ci(ci, sizeof(ci), scen_ci(sw, sc, (unsigned int)best, i), false, scen_num(sc)));
	return buf;
}

/* Unloaded in full (the best, auto, auto - best, the verdict); each
 * pressure level its verdict only. */
static void
print_auto_row(FILE *f, const struct rpt_sweep *sw, const struct rpt_auto_verdict *v,
	       unsigned int i)
{
	unsigned int sc, s, a = (unsigned int)v->strategy;
	const struct st_ci *c = scen_ci(sw, RPT_UNLOADED, a, i);
	int best = v->best[RPT_UNLOADED][i];
	char b[96], num[24], d[64];
	bool any = false;

	fprintf(f, "%5u", sw->sizes[i]);
	if (has_median(c))
		snprintf(num, sizeof(num), "%.1f", c->median);
	else
		snprintf(num, sizeof(num), "-");
	if (best >= 0)
		fmt_ci(d, sizeof(d), &sw->results[RPT_UNLOADED][a][i].vs[best], true, ".1f");
	else
		snprintf(d, sizeof(d), "-");
	fprintf(f, "  %-36s %8s  %-28s %-7s", best_text(b, sizeof(b), sw, RPT_UNLOADED, best, i),
		num, d, v->within[RPT_UNLOADED][i] ? "yes" : "no");
	for (sc = RPT_PRESSURE; sc < sw->n_scen; sc++)
		fprintf(f, " %4s", v->within[sc][i] ? "yes" : "no");
	fputs("   ", f);
	for (s = 0; s < sw->n_strategies; s++)
		if (v->fixed_both[s][i]) {
			fprintf(f, "%s%s", any ? ", " : "", sw->strategies[s].name);
			any = true;
		}
	fprintf(f, "%s\n", any ? "" : "none");
}

static void
print_auto(FILE *f, const struct rpt_sweep *sw)
{
	unsigned int k, sc, i;
	char d[40];

	for (k = 0; k < sw->n_auto; k++) {
		const struct rpt_auto_verdict *v = &sw->autov[k];
		const char *name = sw->strategies[v->strategy].name;

		fprintf(f, "\n%s against the best fixed strategy: as good where the 95%% interval of "
			"the paired differences %s - best reaches zero or below (under pressure: "
			"frames lost per million)\n%5s", name, name, "size");
		snprintf(d, sizeof(d), "%s - best", name);
		fprintf(f, "  %-36s %8s  %-28s %-7s", "unloaded, ns/packet", name, d, "as good");
		for (sc = RPT_PRESSURE; sc < sw->n_scen; sc++)
			fprintf(f, " %4s", rpt_level_label(sw, sc, d, sizeof(d)));
		fprintf(f, "   fixed strategies as good, in every scenario\n");
		for (i = 0; i < sw->n_sizes; i++)
			print_auto_row(f, sw, v, i);
	}
}

static void
print_zero_loss(FILE *f, const struct rpt_sweep *sw, const struct rpt_seed *seed)
{
	unsigned int s, i;

	fprintf(f, "\nZero-loss throughput, Mpps (%s, %u port%s x %.0f Gbit/s, loss tolerance %g%%)\n",
		sw->mode, sw->ports, sw->ports == 1 ? "" : "s", sw->link_mbps / 1000,
		sw->loss_tolerance * 100);
	fprintf(f, "%-16s", "strategy");
	for (i = 0; i < sw->n_sizes; i++)
		fprintf(f, " %7u", sw->sizes[i]);
	fputc('\n', f);
	for (s = 0; s < sw->n_strategies; s++) {
		fprintf(f, "%-16s", sw->strategies[s].name);
		for (i = 0; i < sw->n_sizes; i++) {
			const struct rpt_result *r = &sw->results[RPT_UNLOADED][s][i];

			if (r->measured)
				fprintf(f, " %7.2f", r->mpps);
			else
				fprintf(f, " %7s", "-");
		}
		fputc('\n', f);
	}
	fprintf(f, "%-16s", "line rate");
	for (i = 0; i < sw->n_sizes; i++)
		fprintf(f, " %7.2f", sm_line_rate_pps(sw->link_mbps * 1e6, sw->sizes[i]) *
			sw->ports / 1e6);
	fputc('\n', f);
	if (seed == NULL || seed->n == 0)
		return;
	fprintf(f, "\nLS2088A, %s, Mpps\n%-16s", seed->source, "size");
	for (i = 0; i < seed->n; i++)
		fprintf(f, " %7u", seed->sizes[i]);
	fprintf(f, "\n%-16s", "baseline");
	for (i = 0; i < seed->n; i++)
		fprintf(f, " %7.2f", seed->baseline[i]);
	fprintf(f, "\n%-16s", "copy-all");
	for (i = 0; i < seed->n; i++)
		fprintf(f, " %7.2f", seed->copy_all[i]);
	fputc('\n', f);
}

void
rpt_print_table(FILE *f, const struct rpt_sweep *sw, const struct rpt_seed *seed)
{
	if (!rpt_is_cost(sw)) {
		print_zero_loss(f, sw, seed);
		return;
	}
	print_cost_unloaded(f, sw, seed);
	print_cost_silicon(f, sw);
	print_cost_pressure(f, sw);
	print_auto(f, sw);
}

static void
print_drops(FILE *f, const struct rpt_result *r)
{
	bool any = false;
	unsigned int d;

	for (d = 0; d < RPT_DROP_N; d++) {
		if (r->drops[d] == 0)
			continue;
		fprintf(f, " %s=%" PRIu64, rpt_drop_names[d], r->drops[d]);
		any = true;
	}
	if (r->depletion_events)
		fprintf(f, " depletion_events=%" PRIu64, r->depletion_events);
	else if (!any)
		fprintf(f, " none");
	fputc('\n', f);
}

static void
details_cost(FILE *f, const struct rpt_sweep *sw)
{
	unsigned int sc, s, i;

	fprintf(f, "\n%-15s %5s %6s %7s %7s %9s %8s %11s %11s  %s\n", "strategy", "size", "hold",
		"slices", "left", "hw wait", "hw cmd", "copied", "zero-copy", "drops by cause");
	for (sc = 0; sc < sw->n_scen; sc++)
		for (s = 0; s < sw->n_strategies; s++)
			for (i = 0; i < rpt_rows(sw); i++) {
				const struct rpt_result *r = &sw->results[sc][s][i];
				char z[16];

				if (!r->measured)
					continue;
				fprintf(f, "%-15s %5s %6u %7u %7u %8.1f%% %5.1f ns %11" PRIu64
					" %11" PRIu64 " ", sw->strategies[s].name,
					rpt_size_label(sw, i, z, sizeof(z)), r->hold,
					r->slices, r->left_out, r->wait_pct, r->cmd_ns, r->copied,
					r->zerocopy);
				print_drops(f, r);
			}
}

static void
details_zero_loss(FILE *f, const struct rpt_sweep *sw)
{
	unsigned int s, i;

	fprintf(f, "\n%-15s %5s %7s %7s %6s %8s %8s %21s %9s %6s %-10s %s\n",
		"strategy", "size", "Mpps", "Gbit/s", "%line", "ns/pkt", "vs zc",
		"latency min/avg/max", "loss", "trials", "limit", "drops by cause");
	for (s = 0; s < sw->n_strategies; s++) {
		for (i = 0; i < sw->n_sizes; i++) {
			const struct rpt_result *r = &sw->results[RPT_UNLOADED][s][i];
			char dns[24], lat[40], tr[24];

			if (!r->measured)
				continue;
			if (isnan(r->ns_vs_zero_copy))
				snprintf(dns, sizeof(dns), "-");
			else
				snprintf(dns, sizeof(dns), "%+.1f", r->ns_vs_zero_copy);
			if (r->lat_max_ns > 0)
				snprintf(lat, sizeof(lat), "%.1f/%.1f/%.1f us", r->lat_min_ns / 1e3,
					 r->lat_avg_ns / 1e3, r->lat_max_ns / 1e3);
			else
				snprintf(lat, sizeof(lat), "-");
			if (r->disturbed)
				snprintf(tr, sizeof(tr), "%u+%us", r->trials, r->disturbed);
			else
				snprintf(tr, sizeof(tr), "%u", r->trials);
			fprintf(f, "%-15s %5u %7.3f %7.3f %6.1f %8.1f %8s %21s %9" PRIu64 " %6s %-10s",
				sw->strategies[r->strategy].name, r->size, r->mpps, r->gbps,
				r->line_pct, r->ns_per_packet, dns, lat, r->lost, tr,
				r->limited_by ? r->limited_by : "-");
			print_drops(f, r);
		}
	}
}

void
rpt_print_details(FILE *f, const struct rpt_sweep *sw)
{
	if (rpt_is_cost(sw))
		details_cost(f, sw);
	else
		details_zero_loss(f, sw);
}

/* ---------------- conclusions ---------------- */

static void
print_answer(FILE *f, const struct rpt_sweep *sw, unsigned int sc, const char *what)
{
	const struct st_answer *a = &sw->answer[sc];
	char lv[48] = "", l[16];

	if (sc != RPT_UNLOADED)
		snprintf(lv, sizeof(lv), " under pressure %s", rpt_level_label(sw, sc, l, sizeof(l)));

	switch (a->kind) {
	case ST_BE_AT:
		fprintf(f, "break-even%s: copy-all %s significantly more than zero-copy from %u "
			"bytes on (not at %u)\n", lv,
			what, sw->sizes[a->first_worse], sw->sizes[a->first_worse - 1]);
		break;
	case ST_BE_SMALLEST:
		fprintf(f, "break-even%s: at or below %u bytes: copy-all %s significantly more "
			"than zero-copy at every size measured\n",
			lv, sw->sizes[0], what);
		break;
	case ST_BE_NEVER_WORSE:
		fprintf(f, "break-even%s: none: copy-all never %s significantly more than "
			"zero-copy up to %u bytes\n", lv,
			what, sw->sizes[sw->n_sizes - 1]);
		break;
	case ST_BE_NO_DIFF:
		fprintf(f, "break-even%s: none: no significant difference between copy-all and "
			"zero-copy at any size measured\n", lv);
		break;
	case ST_BE_INVALID:
		fprintf(f, "break-even: needs both the zero-copy and the copy-all strategy\n");
		return;
	}
	if (a->recommended > 0)
		fprintf(f, "recommended copybreak%s: %u (copy frames up to %u bytes with FCS; "
			"devarg copybreak=%u or rte_pmd_dpaa2x_set_rx_copybreak())\n",
			lv, a->recommended,
			a->recommended + SM_FCS_LEN, a->recommended);
	else
		fprintf(f, "recommended copybreak%s: 0 (copying is significantly better at no "
			"size)\n", lv);
}

static void
conclusion_zero_loss(FILE *f, const struct rpt_sweep *sw)
{
	const struct sm_cross *c = &sw->cross;
	unsigned int s;

	switch (c->kind) {
	case SM_CROSS_AT:
		fprintf(f, "break-even: copy-all stops winning over zero-copy at %.0f bytes "
			"(interpolated between %u and %u)\n", c->size,
			sw->sizes[c->first_loss - 1], sw->sizes[c->first_loss]);
		break;
	case SM_CROSS_BELOW:
		fprintf(f, "break-even: below %u bytes (copy-all does not win over zero-copy "
			"by more than %g%% at any size measured)\n", sw->sizes[0], sw->margin * 100);
		break;
	case SM_CROSS_NONE:
		fprintf(f, "break-even: above %u bytes (copy-all wins at every size measured)\n",
			sw->sizes[sw->n_sizes - 1]);
		break;
	case SM_CROSS_INVALID:
		fprintf(f, "break-even: needs both the zero-copy and the copy-all strategy\n");
		return;
	}
	if (c->later_wins > 0)
		fprintf(f, "note: copy-all wins again at %d larger size%s: noise or a second "
			"limit; the first crossing counts\n", c->later_wins,
			c->later_wins > 1 ? "s" : "");
	if (sw->recommended_copybreak > 0)
		fprintf(f, "recommended copybreak: %u (copy frames up to %u bytes with FCS; "
			"devarg copybreak=%u or rte_pmd_dpaa2x_set_rx_copybreak())\n",
			sw->recommended_copybreak, sw->recommended_copybreak + SM_FCS_LEN,
			sw->recommended_copybreak);
	else
		fprintf(f, "recommended copybreak: 0 (copying does not pay off here)\n");
	if (sw->disturbed > 0)
		fprintf(f, "note: %u lossy trial%s repeated because the forwarding CPU stalled "
			"(> %u us between polls: other work on this machine); the figures were "
			"taken on a busy machine\n", sw->disturbed, sw->disturbed > 1 ? "s were" : " was",
			sw->stall_us);
	for (s = 0; s < sw->n_strategies; s++)
		if (sw->rising[s])
			fprintf(f, "note: %s: Mpps rises with the frame size at %u step%s "
				"(noise, or a limit other than the line rate)\n",
				sw->strategies[s].name, sw->rising[s], sw->rising[s] > 1 ? "s" : "");
}

static void
print_auto_conclusion(FILE *f, const struct rpt_sweep *sw)
{
	unsigned int k;

	for (k = 0; k < sw->n_auto; k++) {
		const struct rpt_auto_verdict *v = &sw->autov[k];

		fprintf(f, "%s: as good as the best fixed strategy at %u of %u sizes "
			"unloaded", sw->strategies[v->strategy].name, v->n_within[RPT_UNLOADED],
			sw->n_sizes);
		if (sw->n_scen > RPT_PRESSURE) {
			unsigned int sc;
			char l[16];

			fprintf(f, ", under pressure");
			for (sc = RPT_PRESSURE; sc < sw->n_scen; sc++)
				fprintf(f, " %u (%s)", v->n_within[sc],
					rpt_level_label(sw, sc, l, sizeof(l)));
			fprintf(f, ", %u in every scenario", v->n_within_all);
		}
		fprintf(f, "; a fixed strategy as good as the best in %s at %u size%s\n",
			sw->n_scen > 1 ? "every scenario" : "it", v->n_fixed_all,
			v->n_fixed_all == 1 ? "" : "s");
	}
}

void
rpt_print_conclusion(FILE *f, const struct rpt_sweep *sw)
{
	fputc('\n', f);
	if (!rpt_is_cost(sw)) {
		conclusion_zero_loss(f, sw);
		return;
	}
	print_answer(f, sw, RPT_UNLOADED, "costs");
	rpt_print_frontier(f, sw);
	print_auto_conclusion(f, sw);
	fprintf(f, "method: cost, %u rounds of interleaved slices per size; %u slice%s left out "
		"(a poll longer than %u us: the forwarding CPU was taken away)\n", sw->rounds,
		sw->disturbed, sw->disturbed == 1 ? "" : "s", sw->stall_us);
}
