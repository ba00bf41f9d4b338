/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
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
find_strategy(const struct rpt_sweep *sw, uint32_t copybreak_min, bool zero)
{
	unsigned int i;

	for (i = 0; i < sw->n_strategies; i++) {
		if (zero && sw->strategies[i].copybreak == 0 && sw->strategies[i].small_pool == 0)
			return (int)i;
		if (!zero && strcmp(sw->strategies[i].name, "copy-all") == 0 &&
		    sw->strategies[i].copybreak >= copybreak_min)
			return (int)i;
	}
	return -1;
}

void
rpt_conclude(struct rpt_sweep *sw)
{
	double copy[RPT_MAX_SIZES], zc[RPT_MAX_SIZES], row[RPT_MAX_SIZES];
	unsigned int s, i;

	sw->zc_index = find_strategy(sw, 0, true);
	sw->copy_index = find_strategy(sw, 0, false);
	for (s = 0; s < sw->n_strategies; s++) {
		for (i = 0; i < sw->n_sizes; i++) {
			struct rpt_result *r = &sw->results[s][i];
			const struct rpt_result *z = sw->zc_index >= 0 ?
				&sw->results[sw->zc_index][i] : NULL;

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
	sw->recommended_copybreak = 0;
	if (sw->zc_index < 0 || sw->copy_index < 0)
		return;
	for (i = 0; i < sw->n_sizes; i++) {
		copy[i] = sw->results[sw->copy_index][i].mpps;
		zc[i] = sw->results[sw->zc_index][i].mpps;
	}
	sw->cross = sm_break_even(sw->sizes, copy, zc, sw->n_sizes, sw->margin);
	sw->recommended_copybreak = sm_recommended_copybreak(sw->sizes, &sw->cross);
}

void
rpt_print_table(FILE *f, const struct rpt_sweep *sw)
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
			const struct rpt_result *r = &sw->results[s][i];

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
}

static void
fmt_ns(char *buf, size_t len, double v)
{
	if (isnan(v))
		snprintf(buf, len, "-");
	else
		snprintf(buf, len, "%+.1f", v);
}

void
rpt_print_details(FILE *f, const struct rpt_sweep *sw)
{
	unsigned int s, i, d;

	fprintf(f, "\n%-15s %5s %7s %7s %6s %8s %8s %21s %9s %6s %-10s %s\n",
		"strategy", "size", "Mpps", "Gbit/s", "%line", "ns/pkt", "vs zc",
		"latency min/avg/max", "loss", "trials", "limit", "drops by cause");
	for (s = 0; s < sw->n_strategies; s++) {
		for (i = 0; i < sw->n_sizes; i++) {
			const struct rpt_result *r = &sw->results[s][i];
			char dns[24], lat[40], tr[24];
			bool any = false;

			if (!r->measured)
				continue;
			fmt_ns(dns, sizeof(dns), r->ns_vs_zero_copy);
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
	}
}

void
rpt_print_conclusion(FILE *f, const struct rpt_sweep *sw)
{
	const struct sm_cross *c = &sw->cross;
	unsigned int s;

	fputc('\n', f);
	if (sw->zc_index < 0 || sw->copy_index < 0) {
		fprintf(f, "break-even: needs both the zero-copy and the copy-all strategy\n");
		return;
	}
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
		fprintf(f, "break-even: not computed (no results)\n");
		break;
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

void
rpt_print_seed(FILE *f, const struct rpt_seed *seed)
{
	unsigned int i;

	if (seed == NULL || seed->n == 0)
		return;
	fprintf(f, "\nSeed 002, LS2088A (8x A72 @ 1.8 GHz), Linux dpaa2-eth IPfwd, zero loss @ 20 Gbit/s, Mpps\n");
	fprintf(f, "%-16s", "strategy");
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

/* ---------------- JSON ---------------- */

static void
jnum(FILE *f, double v)
{
	if (isnan(v) || isinf(v))
		fputs("null", f);
	else
		fprintf(f, "%.6g", v);
}

static void
jstr(FILE *f, const char *s)
{
	fputc('"', f);
	for (; s != NULL && *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', f);
		if ((unsigned char)*s < 0x20)
			fprintf(f, "\\u%04x", *s);
		else
			fputc(*s, f);
	}
	fputc('"', f);
}

int
rpt_write_json(const char *path, const struct rpt_sweep *sw)
{
	FILE *f = fopen(path, "w");
	unsigned int s, i, d;
	bool first = true;

	if (f == NULL)
		return -errno;
	fprintf(f, "{\n  \"schema\": \"dpaa2x-ipfwd-sweep/1\",\n  \"mode\": ");
	jstr(f, sw->mode);
	fprintf(f, ",\n  \"sizes\": [");
	for (i = 0; i < sw->n_sizes; i++)
		fprintf(f, "%s%u", i ? ", " : "", sw->sizes[i]);
	fprintf(f, "],\n  \"strategies\": [");
	for (s = 0; s < sw->n_strategies; s++) {
		fprintf(f, "%s{\"name\": ", s ? ", " : "");
		jstr(f, sw->strategies[s].name);
		fprintf(f, ", \"copybreak\": %u, \"small_pool\": %u}", sw->strategies[s].copybreak,
			sw->strategies[s].small_pool);
	}
	fprintf(f, "],\n  \"conditions\": {\"ports\": %u, \"link_speed_mbps\": %.0f, "
		"\"rx_queues_per_port\": %u, \"forwarding_lcores\": %u, \"flows_per_port\": %u, "
		"\"hold_per_queue\": %u, \"pool_size\": %u, \"trial_seconds\": ",
		sw->ports, sw->link_mbps, sw->rx_queues, sw->fwd_lcores, sw->flows, sw->hold,
		sw->pool_size);
	jnum(f, sw->trial_s);
	fprintf(f, ", \"resolution\": ");
	jnum(f, sw->resolution);
	fprintf(f, ", \"loss_tolerance\": ");
	jnum(f, sw->loss_tolerance);
	fprintf(f, ", \"retries\": %u, \"stall_us\": %u, \"stall_retries\": %u, "
		"\"disturbed_trials\": %u, \"win_margin\": ", sw->retries, sw->stall_us,
		sw->stall_retries, sw->disturbed);
	jnum(f, sw->margin);
	fprintf(f, ", \"quick\": %s, \"loadavg_before\": [%.2f, %.2f, %.2f], "
		"\"loadavg_after\": [%.2f, %.2f, %.2f], \"started\": ",
		sw->quick ? "true" : "false", sw->load_before[0], sw->load_before[1],
		sw->load_before[2], sw->load_after[0], sw->load_after[1], sw->load_after[2]);
	jstr(f, sw->started);
	fprintf(f, ", \"duration_seconds\": ");
	jnum(f, sw->duration_s);
	fprintf(f, "},\n  \"results\": [");
	for (s = 0; s < sw->n_strategies; s++) {
		for (i = 0; i < sw->n_sizes; i++) {
			const struct rpt_result *r = &sw->results[s][i];

			if (!r->measured)
				continue;
			fprintf(f, "%s\n    {\"strategy\": ", first ? "" : ",");
			first = false;
			jstr(f, sw->strategies[s].name);
			fprintf(f, ", \"copybreak\": %u, \"size\": %u, \"mpps\": ",
				sw->strategies[s].copybreak, r->size);
			jnum(f, r->mpps);
			fprintf(f, ", \"gbps\": ");
			jnum(f, r->gbps);
			fprintf(f, ", \"line_rate_pct\": ");
			jnum(f, r->line_pct);
			fprintf(f, ", \"ns_per_packet\": ");
			jnum(f, r->ns_per_packet);
			fprintf(f, ", \"ns_vs_zero_copy\": ");
			jnum(f, r->ns_vs_zero_copy);
			fprintf(f, ", \"loss\": ");
			jnum(f, r->loss);
			fprintf(f, ", \"offered_frames\": %" PRIu64 ", \"delivered_frames\": %" PRIu64
				", \"lost_frames\": %" PRIu64 ", \"sink_sequence_gaps\": %" PRIu64
				", \"latency_ns\": {\"min\": %" PRIu64 ", \"avg\": %" PRIu64
				", \"max\": %" PRIu64 "}, \"drops\": {",
				r->offered, r->delivered, r->lost, r->sink_lost, r->lat_min_ns,
				r->lat_avg_ns, r->lat_max_ns);
			for (d = 0; d < RPT_DROP_N; d++)
				fprintf(f, "%s\"%s\": %" PRIu64, d ? ", " : "", rpt_drop_names[d],
					r->drops[d]);
			fprintf(f, "}, \"depletion_events\": %" PRIu64 ", \"copied_frames\": %" PRIu64
				", \"zerocopy_frames\": %" PRIu64 ", \"trials\": %u, \"disturbed_trials\": %u"
				", \"max_stall_us\": %.0f, \"limited_by\": ",
				r->depletion_events, r->copied, r->zerocopy, r->trials, r->disturbed,
				r->max_stall_us);
			jstr(f, r->limited_by ? r->limited_by : "none");
			fprintf(f, ", \"search_seconds\": ");
			jnum(f, r->search_seconds);
			fputc('}', f);
		}
	}
	fprintf(f, "\n  ],\n  \"break_even_bytes\": ");
	jnum(f, sw->cross.kind == SM_CROSS_AT ? sw->cross.size : NAN);
	fprintf(f, ",\n  \"break_even_kind\": ");
	jstr(f, sm_cross_kind_name(sw->cross.kind));
	fprintf(f, ",\n  \"break_even_between\": ");
	if (sw->cross.kind == SM_CROSS_AT)
		fprintf(f, "[%u, %u]", sw->sizes[sw->cross.first_loss - 1],
			sw->sizes[sw->cross.first_loss]);
	else
		fputs("null", f);
	fprintf(f, ",\n  \"recommended_copybreak\": %u", sw->recommended_copybreak);
	fprintf(f, ",\n  \"recommended_max_frame_size\": %u",
		sw->recommended_copybreak ? sw->recommended_copybreak + SM_FCS_LEN : 0);
	fprintf(f, "\n}\n");
	if (fclose(f) != 0)
		return -errno;
	return 0;
}

/* ---------------- CSV ---------------- */

int
rpt_write_csv(const char *path, const struct rpt_sweep *sw)
{
	FILE *f = fopen(path, "w");
	unsigned int s, i, d;

	if (f == NULL)
		return -errno;
	fprintf(f, "mode,strategy,copybreak,size,mpps,gbps,line_rate_pct,ns_per_packet,"
		"ns_vs_zero_copy,loss,offered_frames,delivered_frames,lost_frames,"
		"latency_min_ns,latency_avg_ns,latency_max_ns,depletion_events,trials,limited_by");
	for (d = 0; d < RPT_DROP_N; d++)
		fprintf(f, ",%s", rpt_drop_names[d]);
	fputc('\n', f);
	for (s = 0; s < sw->n_strategies; s++) {
		for (i = 0; i < sw->n_sizes; i++) {
			const struct rpt_result *r = &sw->results[s][i];

			if (!r->measured)
				continue;
			fprintf(f, "%s,%s,%u,%u,%.4f,%.4f,%.2f,%.2f,", sw->mode,
				sw->strategies[s].name, sw->strategies[s].copybreak, r->size,
				r->mpps, r->gbps, r->line_pct, r->ns_per_packet);
			if (!isnan(r->ns_vs_zero_copy))
				fprintf(f, "%.2f", r->ns_vs_zero_copy);
			fprintf(f, ",%.6g,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64
				",%" PRIu64 ",%" PRIu64 ",%u,%s", r->loss, r->offered, r->delivered,
				r->lost, r->lat_min_ns, r->lat_avg_ns, r->lat_max_ns,
				r->depletion_events, r->trials, r->limited_by ? r->limited_by : "none");
			for (d = 0; d < RPT_DROP_N; d++)
				fprintf(f, ",%" PRIu64, r->drops[d]);
			fputc('\n', f);
		}
	}
	if (fclose(f) != 0)
		return -errno;
	return 0;
}

/* ---------------- plot ---------------- */

static bool
ends_with(const char *s, const char *suffix)
{
	size_t a = strlen(s), b = strlen(suffix);

	return a >= b && strcmp(s + a - b, suffix) == 0;
}

int
rpt_write_plot(const char *path, const struct rpt_sweep *sw, const struct rpt_seed *seed)
{
	char dat[4096], gp[4096], cmd[8300];
	bool png = ends_with(path, ".png");
	unsigned int s, i;
	double ymax;
	FILE *f;
	int ret;

	snprintf(dat, sizeof(dat), "%s.dat", path);
	snprintf(gp, sizeof(gp), "%s.gp", path);
	f = fopen(dat, "w");
	if (f == NULL)
		return -errno;
	/* one block per strategy (gnuplot index), then the seed's two rows */
	for (s = 0; s < sw->n_strategies; s++) {
		fprintf(f, "# %s\n", sw->strategies[s].name);
		for (i = 0; i < sw->n_sizes; i++)
			if (sw->results[s][i].measured)
				fprintf(f, "%u %.4f\n", sw->sizes[i], sw->results[s][i].mpps);
		fprintf(f, "\n\n");
	}
	fprintf(f, "# line rate\n");
	for (i = 0; i < sw->n_sizes; i++)
		fprintf(f, "%u %.4f\n", sw->sizes[i],
			sm_line_rate_pps(sw->link_mbps * 1e6, sw->sizes[i]) * sw->ports / 1e6);
	fprintf(f, "\n\n");
	if (seed != NULL && seed->n > 0) {
		fprintf(f, "# seed 002 LS2088A baseline, copy-all\n");
		for (i = 0; i < seed->n; i++)
			fprintf(f, "%u %.4f %.4f\n", seed->sizes[i], seed->baseline[i],
				seed->copy_all[i]);
		fprintf(f, "\n\n");
	}
	fclose(f);

	f = fopen(gp, "w");
	if (f == NULL)
		return -errno;
	if (png)
		fprintf(f, "set terminal pngcairo size 960,600 noenhanced\n");
	else
		fprintf(f, "set terminal svg size 960,600 dynamic noenhanced background '#ffffff'\n");
	fprintf(f, "set output '%s'\n", path);
	fprintf(f, "set title 'dpaa2x-ipfwd %s: zero-loss throughput vs frame size (%u x %.0f Gbit/s)'\n",
		sw->mode, sw->ports, sw->link_mbps / 1000);
	fprintf(f, "set xlabel 'frame size, bytes (with FCS)'\nset ylabel 'Mpps (all ports)'\n");
	/* the line rate at small frames would flatten the curves: scale to the data */
	ymax = 0;
	for (s = 0; s < sw->n_strategies; s++)
		for (i = 0; i < sw->n_sizes; i++)
			if (sw->results[s][i].measured && sw->results[s][i].mpps > ymax)
				ymax = sw->results[s][i].mpps;
	for (i = 0; seed != NULL && i < seed->n; i++)
		ymax = fmax(ymax, fmax(seed->baseline[i], seed->copy_all[i]));
	ymax = ymax > 0 ? ymax * 1.35 : 1;
	fprintf(f, "set grid\nset key inside right top box opaque\nset yrange [0:%.3f]\n", ymax);
	fprintf(f, "set xrange [0:%u]\n", sw->sizes[sw->n_sizes - 1] + 64);
	if (sw->cross.kind == SM_CROSS_AT) {
		fprintf(f, "set arrow from %.1f, graph 0 to %.1f, graph 1 nohead dt 2 lc rgb '#aa0000'\n",
			sw->cross.size, sw->cross.size);
		fprintf(f, "set label 'break-even %.0f B' at %.1f, graph 0.95 left offset 0.5,0 tc rgb '#aa0000'\n",
			sw->cross.size, sw->cross.size);
	}
	fprintf(f, "plot ");
	for (s = 0; s < sw->n_strategies; s++)
		fprintf(f, "'%s' index %u using 1:2 with linespoints lw 2 title '%s', ",
			dat, s, sw->strategies[s].name);
	fprintf(f, "'%s' index %u using 1:2 with lines dt 3 lc rgb '#888888' title 'line rate (off scale at small sizes)'",
		dat, sw->n_strategies);
	if (seed != NULL && seed->n > 0) {
		fprintf(f, ", '%s' index %u using 1:2 with linespoints dt 4 title 'LS2088A baseline (seed 002)'",
			dat, sw->n_strategies + 1);
		fprintf(f, ", '%s' index %u using 1:3 with linespoints dt 4 title 'LS2088A copy-all (seed 002)'",
			dat, sw->n_strategies + 1);
	}
	fprintf(f, "\n");
	fclose(f);
	snprintf(cmd, sizeof(cmd), "gnuplot '%s'", gp);
	ret = system(cmd);
	if (ret != 0)
		return -EIO;
	return 0;
}

int
rpt_read_seed(const char *path, struct rpt_seed *seed)
{
	FILE *f = fopen(path, "r");
	char line[512];

	memset(seed, 0, sizeof(*seed));
	if (f == NULL)
		return -errno;
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
