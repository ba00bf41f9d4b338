/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The figure of a sweep (gnuplot) and the LS2088A figures it is compared
 * with. Cost method: ns per packet with its intervals as error bars and
 * the break-even marked; one core's capacity next to the LS2088A curves;
 * under pressure, frames lost per million with their intervals.
 */

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"

/*
 * The public results of the Linux dpaa2-eth rx copybreak patch (seed 002):
 * IPfwd zero-loss rate at 20 Gbit/s on an LS2088A, baseline (no copybreak)
 * and copy-all (a new buffer for every frame), Mpps.
 */
static const unsigned int seed_sizes[] = { 64, 128, 256, 512, 640, 768, 896 };
static const double seed_base[] = { 3.23, 3.23, 3.24, 3.21, 3.10, 2.76, 2.71 };
static const double seed_copy[] = { 3.95, 3.88, 3.79, 3.62, 3.30, 3.02, 2.65 };

void
rpt_seed_builtin(struct rpt_seed *seed)
{
	unsigned int i;

	memset(seed, 0, sizeof(*seed));
	seed->n = sizeof(seed_sizes) / sizeof(seed_sizes[0]);
	for (i = 0; i < seed->n; i++) {
		seed->sizes[i] = seed_sizes[i];
		seed->baseline[i] = seed_base[i];
		seed->copy_all[i] = seed_copy[i];
	}
	snprintf(seed->source, sizeof(seed->source), "Linux dpaa2-eth rx copybreak patch "
		 "(netdev, 2021-04-02): 8x A72 @ 1.8 GHz, IPfwd zero loss @ 20 Gbit/s");
}

int
rpt_read_seed(const char *path, struct rpt_seed *seed)
{
	FILE *f = fopen(path, "r");
	char line[512];

	memset(seed, 0, sizeof(*seed));
	if (f == NULL)
		return -errno;
	snprintf(seed->source, sizeof(seed->source), "%s", path);
	while (fgets(line, sizeof(line), f) != NULL && seed->n < RPT_MAX_SIZES) {
		unsigned int sz;
		double a, b;

		if (line[0] == '#')
			continue;
		if (sscanf(line, "%u,%lf,%lf", &sz, &a, &b) == 3) {
			seed->sizes[seed->n] = sz;
			seed->baseline[seed->n] = a;
			seed->copy_all[seed->n] = b;
			seed->n++;
		}
	}
	fclose(f);
	return seed->n > 0 ? 0 : -EINVAL;
}

static bool
ends_with(const char *s, const char *suffix)
{
	size_t a = strlen(s), b = strlen(suffix);

	return a >= b && strcmp(s + a - b, suffix) == 0;
}

/* Data blocks (gnuplot index): one per scenario x strategy, then the seed
 * and the line rate. Columns: size, value, low, high, capacity Mpps. */
static int
write_data(const char *dat, const struct rpt_sweep *sw, const struct rpt_seed *seed)
{
	FILE *f = fopen(dat, "w");
	unsigned int sc, s, i;

	if (f == NULL)
		return -errno;
	for (sc = 0; sc < sw->n_scen; sc++)
		for (s = 0; s < sw->n_strategies; s++) {
			char nm[32];

			fprintf(f, "# %s %s\n", rpt_scen_name(sw, sc, nm, sizeof(nm)),
				sw->strategies[s].name);
			for (i = 0; i < sw->n_sizes; i++) {
				const struct rpt_result *r = &sw->results[sc][s][i];
				const struct st_ci *c = sc != RPT_UNLOADED ? &r->lost_pm : &r->ns;

				if (!r->measured)
					continue;
				if (!rpt_is_cost(sw))
					fprintf(f, "%u %.4f %.4f %.4f %.4f\n", r->size, r->mpps, r->mpps,
						r->mpps, r->mpps);
				else if (!isnan(c->median))
					fprintf(f, "%u %.4f %.4f %.4f %.4f\n", r->size, c->median,
						isnan(c->lo) ? c->median : c->lo,
						isnan(c->hi) ? c->median : c->hi, r->capacity_mpps);
			}
			fprintf(f, "\n\n");
		}
	fprintf(f, "# seed: size baseline copy-all\n");
	for (i = 0; seed != NULL && i < seed->n; i++)
		fprintf(f, "%u %.4f %.4f\n", seed->sizes[i], seed->baseline[i], seed->copy_all[i]);
	fprintf(f, "\n\n# line rate\n");
	for (i = 0; i < sw->n_sizes; i++)
		fprintf(f, "%u %.4f\n", sw->sizes[i],
			sm_line_rate_pps(sw->link_mbps * 1e6, sw->sizes[i]) * sw->ports / 1e6);
	fprintf(f, "\n\n# frontier: level %%, frontier bytes (0: none), recommended copybreak "
		"(levels that held their share)\n");
	for (sc = RPT_PRESSURE; sc < sw->n_scen; sc++)	/* the line-rate row has no level */
		if (sc != sw->line_scen && sw->frontier[sc].measured)
			fprintf(f, "%u %u %u\n", sw->scen_level_pct[sc], sw->frontier[sc].frontier >= 0 ?
				sw->sizes[sw->frontier[sc].frontier] : 0,
				sw->frontier[sc].recommended);
	fprintf(f, "\n\n");
	return fclose(f) == 0 ? 0 : -errno;
}

static void
seed_curves(FILE *f, const char *dat, const struct rpt_sweep *sw, const struct rpt_seed *seed)
{
	unsigned int blk = sw->n_scen * sw->n_strategies;

	if (seed == NULL || seed->n == 0)
		return;
	fprintf(f, ", '%s' index %u using 1:2 with linespoints dt 4 lc rgb '#777777' "
		"title 'LS2088A baseline (seed 002, 8 cores)'", dat, blk);
	fprintf(f, ", '%s' index %u using 1:3 with linespoints dt 4 lc rgb '#bb7700' "
		"title 'LS2088A copy-all (seed 002, 8 cores)'", dat, blk);
}

/* Vertical marker of the break-even, or a label saying there is none. */
static void
break_even_mark(FILE *f, const struct rpt_sweep *sw, const struct st_answer *a)
{
	if (a->first_worse > 0) {
		fprintf(f, "set arrow 1 from %u, graph 0 to %u, graph 1 nohead dt 2 lc rgb '#aa0000'\n",
			sw->sizes[a->first_worse], sw->sizes[a->first_worse]);
		fprintf(f, "set label 1 'break-even: copying costs more from %u B' at %u, graph 0.93 "
			"left offset 0.5,0 tc rgb '#aa0000'\n", sw->sizes[a->first_worse],
			sw->sizes[a->first_worse]);
	} else if (a->kind == ST_BE_SMALLEST) {
		fprintf(f, "set label 1 'no break-even: copying costs significantly more at every "
			"size' at graph 0.02, graph 0.93 tc rgb '#aa0000'\n");
	} else {
		fprintf(f, "set label 1 'no break-even: %s' at graph 0.02, graph 0.93 tc rgb '#aa0000'\n",
			a->kind == ST_BE_NO_DIFF ? "no significant difference" :
			"copying is never significantly worse");
	}
}

static void
plot_cost(FILE *f, const char *dat, const struct rpt_sweep *sw, const struct rpt_seed *seed)
{
	unsigned int s, rows = sw->n_scen > RPT_PRESSURE ? 3 : 2;

	fprintf(f, "set multiplot layout %u,1 title 'dpaa2x-ipfwd %s, method cost: the forwarding "
		"core''s work per packet (median, 95%% interval)'\n", rows, sw->mode);
	/* the same margins in every panel: their x axes line up */
	fprintf(f, "set grid\nset key outside right top box\nset xrange [0:%u]\n"
		"set lmargin at screen 0.08\nset rmargin at screen 0.70\n",
		sw->sizes[sw->n_sizes - 1] + 64);
	fprintf(f, "set ylabel 'ns per packet'\nset yrange [0:*]\n");
	break_even_mark(f, sw, &sw->answer[RPT_UNLOADED]);
	fprintf(f, "plot ");
	for (s = 0; s < sw->n_strategies; s++)
		fprintf(f, "%s'%s' index %u using 1:2:3:4 with yerrorlines lw 2 title '%s'",
			s ? ", " : "", dat, s, sw->strategies[s].name);
	fprintf(f, "\nunset arrow 1\nunset label 1\n");
	fprintf(f, "set ylabel 'Mpps'\nset yrange [0:*]\n");
	fprintf(f, "plot ");
	for (s = 0; s < sw->n_strategies; s++)
		fprintf(f, "%s'%s' index %u using 1:5 with linespoints lw 2 title '%s: one core "
			"(1000 / ns)'", s ? ", " : "", dat, s, sw->strategies[s].name);
	seed_curves(f, dat, sw, seed);
	fputc('\n', f);
	if (rows == 3) {	/* the frontier against the share of the pool held */
		fprintf(f, "set xlabel 'share of the Rx pool the application holds, %% "
			"(frames lost: no-buffer discards, tail drops, Tx full)'\n"
			"set ylabel 'frame size, bytes'\nset xrange [-5:105]\nset yrange [0:%u]\n",
			sw->sizes[sw->n_sizes - 1] + 100);
		fprintf(f, "plot '%s' index %u using 1:2 with linespoints lw 2 pt 7 title "
			"'frontier: copy-all loses no more and fits the core', '' index %u using 1:3 "
			"with linespoints lw 2 pt 5 title 'recommended copybreak'\n", dat,
			sw->n_scen * sw->n_strategies + 2, sw->n_scen * sw->n_strategies + 2);
	}
	fprintf(f, "unset multiplot\n");
}

static void
plot_zero_loss(FILE *f, const char *dat, const struct rpt_sweep *sw, const struct rpt_seed *seed)
{
	unsigned int s;

	fprintf(f, "set title 'dpaa2x-ipfwd %s: zero-loss throughput vs frame size (%u x %.0f "
		"Gbit/s)'\n", sw->mode, sw->ports, sw->link_mbps / 1000);
	fprintf(f, "set xlabel 'frame size, bytes (with FCS)'\nset ylabel 'Mpps (all ports)'\n");
	fprintf(f, "set grid\nset key inside right top box opaque\nset yrange [0:*]\n");
	fprintf(f, "set xrange [0:%u]\n", sw->sizes[sw->n_sizes - 1] + 64);
	if (sw->cross.kind == SM_CROSS_AT) {
		fprintf(f, "set arrow from %.1f, graph 0 to %.1f, graph 1 nohead dt 2 lc rgb '#aa0000'\n",
			sw->cross.size, sw->cross.size);
		fprintf(f, "set label 'break-even %.0f B' at %.1f, graph 0.95 left offset 0.5,0 "
			"tc rgb '#aa0000'\n", sw->cross.size, sw->cross.size);
	}
	fprintf(f, "plot ");
	for (s = 0; s < sw->n_strategies; s++)
		fprintf(f, "'%s' index %u using 1:2 with linespoints lw 2 title '%s', ", dat, s,
			sw->strategies[s].name);
	fprintf(f, "'%s' index %u using 1:2 with lines dt 3 lc rgb '#888888' title 'line rate'",
		dat, sw->n_scen * sw->n_strategies + 1);
	seed_curves(f, dat, sw, seed);
	fputc('\n', f);
}

int
rpt_write_plot(const char *path, const struct rpt_sweep *sw, const struct rpt_seed *seed)
{
	char dat[4096], gp[4096], cmd[8300];
	bool png = ends_with(path, ".png");
	unsigned int h = rpt_is_cost(sw) ? (sw->n_scen > RPT_PRESSURE ? 1100 : 800) : 600;
	unsigned int w = rpt_is_cost(sw) ? 1200 : 1000;
	FILE *f;
	int ret;

	snprintf(dat, sizeof(dat), "%s.dat", path);
	snprintf(gp, sizeof(gp), "%s.gp", path);
	ret = write_data(dat, sw, seed);
	if (ret < 0)
		return ret;
	f = fopen(gp, "w");
	if (f == NULL)
		return -errno;
	if (png)
		fprintf(f, "set terminal pngcairo size %u,%u noenhanced\n", w, h);
	else
		fprintf(f, "set terminal svg size %u,%u dynamic noenhanced background '#ffffff'\n", w, h);
	fprintf(f, "set output '%s'\n", path);
	if (rpt_is_cost(sw))
		plot_cost(f, dat, sw, seed);
	else
		plot_zero_loss(f, dat, sw, seed);
	fclose(f);
	snprintf(cmd, sizeof(cmd), "gnuplot '%s'", gp);
	ret = system(cmd);
	return ret == 0 ? 0 : -EIO;
}
