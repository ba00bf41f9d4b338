/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * A sweep as JSON (schema dpaa2x-ipfwd-sweep/3, documented in the sample
 * app guide) and as CSV.
 */

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "report.h"

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

/* , "key": value */
static void
jkey_num(FILE *f, const char *key, double v)
{
	fprintf(f, ", \"%s\": ", key);
	jnum(f, v);
}

static void
jci(FILE *f, const struct st_ci *c)
{
	if (c->n == 0 || isnan(c->lo)) {
		fputs("null", f);
		return;
	}
	fputc('[', f);
	jnum(f, c->lo);
	fputs(", ", f);
	jnum(f, c->hi);
	fputc(']', f);
}

/* , "key": [...]: rounds' paired differences */
static void
json_list(FILE *f, const char *key, const double *d, unsigned int n)
{
	unsigned int k;

	fprintf(f, ", \"%s\": [", key);
	for (k = 0; k < n; k++)
		fprintf(f, "%s%.6g", k ? ", " : "", d[k]);
	fputc(']', f);
}

/* , "lost_vs_zero_copy_rounds": [...]: the rounds' paired differences,
 * and those of the level's second look at this size (frontier.c) */
static void
json_rounds(FILE *f, const struct rpt_result *r)
{
	json_list(f, "lost_vs_zero_copy_rounds", r->lost_d, r->n_lost_d);
	json_list(f, "lost_vs_zero_copy_more_rounds", r->more_d, r->n_more_d);
}

static void
jkey_ci(FILE *f, const char *key, const struct st_ci *c)
{
	fprintf(f, ", \"%s\": ", key);
	jci(f, c);
}

static void
json_conditions(FILE *f, const struct rpt_sweep *sw)
{
	fprintf(f, "  \"conditions\": {\"ports\": %u, \"link_speed_mbps\": %.0f, "
		"\"rx_queues_per_port\": %u, \"forwarding_lcores\": %u, \"flows_per_port\": %u, "
		"\"hold_per_queue\": %u, \"pool_size\": %u, \"stash\": %s",
		sw->ports, sw->link_mbps, sw->rx_queues, sw->fwd_lcores, sw->flows, sw->hold,
		sw->pool_size, sw->stash ? "true" : "false");
	if (rpt_is_cost(sw)) {
		fprintf(f, ", \"rounds\": %u, \"slice_frames\": %u, \"stall_us\": %u, "
			"\"left_out_slices\": %u, \"confidence\": ", sw->rounds, sw->slice_frames,
			sw->stall_us, sw->disturbed);
		jnum(f, ST_CONF);
		if (sw->n_scen > RPT_PRESSURE) {
			fprintf(f, ", \"pressure_ms\": %u", sw->pressure_ms);
			jkey_num(f, "pressure_rate", sw->pressure_rate);
		}
		fprintf(f, ", \"rx_pool_buffers\": %u, \"rx_pool_buffer_bytes\": %u, "
			"\"copy_pool_buffers\": %u, \"copy_pool_buffer_bytes\": %u, "
			"\"copy_pool_cache\": %u, \"copy_pool_ops\": ", sw->rx_bufs, sw->rx_buf_bytes,
			sw->copy_bufs, sw->copy_buf_bytes, sw->copy_cache);
		jstr(f, sw->copy_ops);
		fprintf(f, ", \"copy_pool_order\": ");
		jstr(f, sw->copy_order);
		fprintf(f, ", \"rx_pool_order\": ");
		jstr(f, sw->rx_order);
	} else {
		jkey_num(f, "trial_seconds", sw->trial_s);
		jkey_num(f, "resolution", sw->resolution);
		jkey_num(f, "loss_tolerance", sw->loss_tolerance);
		fprintf(f, ", \"retries\": %u, \"stall_us\": %u, \"stall_retries\": %u, "
			"\"disturbed_trials\": %u", sw->retries, sw->stall_us, sw->stall_retries,
			sw->disturbed);
		jkey_num(f, "win_margin", sw->margin);
	}
	fprintf(f, ", \"quick\": %s, \"loadavg_before\": [%.2f, %.2f, %.2f], "
		"\"loadavg_after\": [%.2f, %.2f, %.2f], \"started\": ",
		sw->quick ? "true" : "false", sw->load_before[0], sw->load_before[1],
		sw->load_before[2], sw->load_after[0], sw->load_after[1], sw->load_after[2]);
	jstr(f, sw->started);
	jkey_num(f, "duration_seconds", sw->duration_s);
	fprintf(f, "},\n");
}

/* "paired_diff_ci": {"zero-copy": [lo, hi], ...}: this row minus each
 * other strategy, paired by round, in the scenario's judged value. */
static void
json_paired(FILE *f, const struct rpt_sweep *sw, unsigned int s, const struct rpt_result *r)
{
	unsigned int t;
	bool any = false;

	fprintf(f, ", \"paired_diff_ci\": {");
	for (t = 0; t < sw->n_strategies; t++) {
		if (t == s)
			continue;
		fputs(any ? ", " : "", f);
		jstr(f, sw->strategies[t].name);
		fputs(": ", f);
		jci(f, &r->vs[t]);
		any = true;
	}
	fputc('}', f);
}

static void
json_row(FILE *f, const struct rpt_sweep *sw, unsigned int sc, unsigned int s, unsigned int i,
	 const struct rpt_result *r)
{
	bool zc = (int)s == sw->zc_index, cost = rpt_is_cost(sw), imix = rpt_is_imix(sw, i);
	unsigned int d;
	char nm[32], z[16];

	fprintf(f, "\n    {\"strategy\": ");
	jstr(f, sw->strategies[s].name);
	/* the IMIX row: "size": "imix" (the mix is the top level's "imix") */
	fprintf(f, ", \"copybreak\": %u, \"size\": %s%s%s, \"hold\": %u, \"scenario\": \"%s\", "
		"\"method\": \"%s\"", sw->strategies[s].copybreak, imix ? "\"" : "",
		rpt_size_label(sw, i, z, sizeof(z)), imix ? "\"" : "", r->hold,
		rpt_scen_name(sw, sc, nm, sizeof(nm)), sw->method);
	jkey_num(f, "ns_per_packet", r->ns_per_packet);
	jkey_ci(f, "ns_per_packet_ci", &r->ns);
	if (!zc) {
		jkey_num(f, "ns_vs_zero_copy", r->ns_vs_zero_copy);
		jkey_ci(f, "ns_vs_zero_copy_ci", &r->ns_vs_zc);
	}
	if (cost) {
		jkey_num(f, "capacity_mpps", r->capacity_mpps);
		jkey_num(f, "hw_wait_pct", r->wait_pct);
		jkey_num(f, "hw_cmd_ns_per_packet", r->cmd_ns);
		jkey_num(f, "ls2088a_cmd_ns_low", r->sil_lo);
		jkey_num(f, "ls2088a_cmd_ns_high", r->sil_hi);
		fprintf(f, ", \"slices\": %u, \"left_out_slices\": %u", r->slices, r->left_out);
		if (sc != RPT_UNLOADED) {
			fprintf(f, ", \"level_pct\": %u", sw->scen_level_pct[sc]);
			jkey_num(f, "offered_mpps", r->offered_mpps);
			jkey_num(f, "held_pct", r->held.median);
			jkey_ci(f, "held_pct_ci", &r->held);
			jkey_num(f, "held_min_pct", r->held_min_pct);
			jkey_num(f, "pool_used_pct", r->pool_used_pct);
			jkey_num(f, "lost_per_million", r->lost_pm.median);
			jkey_ci(f, "lost_per_million_ci", &r->lost_pm);
			if (!zc) {
				jkey_ci(f, "lost_vs_zero_copy_ci", &r->lost_vs_zc);
				json_rounds(f, r);
			}
			jkey_num(f, "nobuf_per_million", r->nobuf.median);
			jkey_ci(f, "nobuf_per_million_ci", &r->nobuf);
			if (!zc)
				jkey_ci(f, "nobuf_vs_zero_copy_ci", &r->nobuf_vs_zc);
			jkey_num(f, "tail_drops_per_million", r->tail.median);
			jkey_ci(f, "tail_drops_per_million_ci", &r->tail);
			jkey_num(f, "copy_pool_empty_per_million", r->copy_empty.median);
			/* over the counted windows: the frames lost (the drops' four
			 * causes) or sent, and those lost */
			fprintf(f, ", \"decided_frames\": %" PRIu64 ", \"lost_frames\": %" PRIu64,
				r->offered, r->lost);
			fprintf(f, ", \"host_disturbed_slices\": %u", r->disturbed);
		}
		json_paired(f, sw, s, r);
	} else {
		jkey_num(f, "mpps", r->mpps);
		jkey_num(f, "gbps", r->gbps);
		jkey_num(f, "line_rate_pct", r->line_pct);
		jkey_num(f, "loss", r->loss);
		fprintf(f, ", \"offered_frames\": %" PRIu64 ", \"delivered_frames\": %" PRIu64
			", \"lost_frames\": %" PRIu64 ", \"sink_sequence_gaps\": %" PRIu64
			", \"latency_ns\": {\"min\": %" PRIu64 ", \"avg\": %" PRIu64
			", \"max\": %" PRIu64 "}, \"trials\": %u, \"disturbed_trials\": %u"
			", \"max_stall_us\": %.0f, \"limited_by\": ", r->offered, r->delivered,
			r->lost, r->sink_lost, r->lat_min_ns, r->lat_avg_ns, r->lat_max_ns,
			r->trials, r->disturbed, r->max_stall_us);
		jstr(f, r->limited_by ? r->limited_by : "none");
		jkey_num(f, "search_seconds", r->search_seconds);
	}
	fprintf(f, ", \"drops\": {");
	for (d = 0; d < RPT_DROP_N; d++)
		fprintf(f, "%s\"%s\": %" PRIu64, d ? ", " : "", rpt_drop_names[d], r->drops[d]);
	fprintf(f, "}, \"depletion_events\": %" PRIu64 ", \"copied_frames\": %" PRIu64
		", \"zerocopy_frames\": %" PRIu64, r->depletion_events, r->copied, r->zerocopy);
	if (sw->strategies[s].autocb)
		fprintf(f, ", \"auto_low_packets\": %" PRIu64 ", \"auto_high_packets\": %" PRIu64
			", \"auto_switches\": %" PRIu64, r->auto_low, r->auto_high, r->auto_switches);
	fputc('}', f);
}

/* Each auto strategy against the best fixed one (rpt_auto_verdict). */
static void
json_auto(FILE *f, const struct rpt_sweep *sw)
{
	unsigned int k, i, sc, s;
	char nm[32];

	fprintf(f, ",\n  \"auto_vs_fixed\": [");
	for (k = 0; k < sw->n_auto; k++) {
		const struct rpt_auto_verdict *v = &sw->autov[k];

		fprintf(f, "%s\n    {\"strategy\": ", k ? "," : "");
		jstr(f, sw->strategies[v->strategy].name);
		for (sc = 0; sc < sw->n_scen; sc++)
			fprintf(f, ", \"within_%s\": %u", rpt_scen_name(sw, sc, nm, sizeof(nm)),
				v->n_within[sc]);
		fprintf(f, ", \"within_all\": %u, \"fixed_within_all\": %u, \"sizes\": [",
			v->n_within_all, v->n_fixed_all);
		for (i = 0; i < sw->n_sizes; i++) {
			bool any = false;

			fprintf(f, "%s\n      {\"size\": %u", i ? "," : "", sw->sizes[i]);
			for (sc = 0; sc < sw->n_scen; sc++) {
				fprintf(f, ", \"%s_best\": ", rpt_scen_name(sw, sc, nm, sizeof(nm)));
				if (v->best[sc][i] >= 0)
					jstr(f, sw->strategies[v->best[sc][i]].name);
				else
					fputs("null", f);
				fprintf(f, ", \"%s_within\": %s", nm,
					v->within[sc][i] ? "true" : "false");
			}
			fprintf(f, ", \"fixed_within_all\": [");
			for (s = 0; s < sw->n_strategies; s++)
				if (v->fixed_both[s][i]) {
					fputs(any ? ", " : "", f);
					jstr(f, sw->strategies[s].name);
					any = true;
				}
			fputs("]}", f);
		}
		fputs("]}", f);
	}
	fputs("]", f);
}

/* The break-even of a cost scenario: the first size where copying is worse. */
static void
json_answer(FILE *f, const struct rpt_sweep *sw, const struct st_answer *a, const char *ind)
{
	fprintf(f, "%s\"break_even_bytes\": ", ind);
	if (a->first_worse >= 0)
		fprintf(f, "%u", sw->sizes[a->first_worse]);
	else
		fputs("null", f);
	fprintf(f, ",\n%s\"break_even_kind\": ", ind);
	jstr(f, st_be_kind_name(a->kind));
	fprintf(f, ",\n%s\"break_even_between\": ", ind);
	if (a->first_worse > 0)
		fprintf(f, "[%u, %u]", sw->sizes[a->first_worse - 1], sw->sizes[a->first_worse]);
	else
		fputs("null", f);
	fprintf(f, ",\n%s\"recommended_copybreak\": %u", ind, a->recommended);
}

static void
json_conclusion(FILE *f, const struct rpt_sweep *sw)
{
	unsigned int rec = sw->recommended_copybreak;

	if (rpt_is_cost(sw)) {
		json_answer(f, sw, &sw->answer[RPT_UNLOADED], "  ");
		rpt_json_frontier(f, sw);
		json_auto(f, sw);
	} else {
		fprintf(f, "  \"break_even_bytes\": ");
		jnum(f, sw->cross.kind == SM_CROSS_AT ? sw->cross.size : NAN);
		fprintf(f, ",\n  \"break_even_kind\": ");
		jstr(f, sm_cross_kind_name(sw->cross.kind));
		fprintf(f, ",\n  \"break_even_between\": ");
		if (sw->cross.kind == SM_CROSS_AT)
			fprintf(f, "[%u, %u]", sw->sizes[sw->cross.first_loss - 1],
				sw->sizes[sw->cross.first_loss]);
		else
			fputs("null", f);
		fprintf(f, ",\n  \"recommended_copybreak\": %u", rec);
	}
	fprintf(f, ",\n  \"recommended_max_frame_size\": %u\n", rec ? rec + SM_FCS_LEN : 0);
}

int
rpt_write_json(const char *path, const struct rpt_sweep *sw)
{
	FILE *f = fopen(path, "w");
	unsigned int sc, s, i;
	bool first = true;

	if (f == NULL)
		return -errno;
	fprintf(f, "{\n  \"schema\": \"dpaa2x-ipfwd-sweep/3\",\n  \"method\": ");
	jstr(f, sw->method);
	fprintf(f, ",\n  \"mode\": ");
	jstr(f, sw->mode);
	fprintf(f, ",\n  \"sizes\": [");
	for (i = 0; i < sw->n_sizes; i++)
		fprintf(f, "%s%u", i ? ", " : "", sw->sizes[i]);
	fprintf(f, "],\n");
	if (sw->imix) {
		fprintf(f, "  \"imix\": {\"cycle\": [");
		for (i = 0; i < RPT_IMIX_N; i++)
			fprintf(f, "%s%u", i ? ", " : "", rpt_imix_cycle[i]);
		fprintf(f, "], \"mean_bytes\": %u},\n", sw->sizes[sw->n_sizes]);
	}
	fprintf(f, "  \"strategies\": [");
	for (s = 0; s < sw->n_strategies; s++) {
		fprintf(f, "%s{\"name\": ", s ? ", " : "");
		jstr(f, sw->strategies[s].name);
		fprintf(f, ", \"copybreak\": %u, \"small_pool\": %u, \"stash\": %s, "
			"\"spin_ns\": %u, \"buffer_memory_bytes\": %" PRIu64,
			sw->strategies[s].copybreak, sw->strategies[s].small_pool,
			sw->stash && !sw->strategies[s].no_stash ? "true" : "false",
			sw->strategies[s].spin_ns, sw->strat_buf_mem[s]);
		if (sw->strategies[s].autocb)
			fprintf(f, ", \"auto\": {\"low\": %u, \"high\": %u}",
				sw->strategies[s].low, sw->strategies[s].high);
		fputc('}', f);
	}
	fprintf(f, "],\n");
	json_conditions(f, sw);
	fprintf(f, "  \"results\": [");
	for (sc = 0; sc < sw->n_scen; sc++)
		for (s = 0; s < sw->n_strategies; s++)
			for (i = 0; i < rpt_rows(sw); i++) {
				if (!sw->results[sc][s][i].measured)
					continue;
				fputs(first ? "" : ",", f);
				first = false;
				json_row(f, sw, sc, s, i, &sw->results[sc][s][i]);
			}
	fprintf(f, "\n  ],\n");
	json_conclusion(f, sw);
	fprintf(f, "}\n");
	if (fclose(f) != 0)
		return -errno;
	return 0;
}

/* ---------------- CSV ---------------- */

static void
csv_num(FILE *f, double v)
{
	fputc(',', f);
	if (!isnan(v) && !isinf(v))
		fprintf(f, "%.4f", v);
}

int
rpt_write_csv(const char *path, const struct rpt_sweep *sw)
{
	FILE *f = fopen(path, "w");
	unsigned int sc, s, i, d;

	if (f == NULL)
		return -errno;
	fprintf(f, "method,mode,scenario,strategy,copybreak,size,hold,ns_per_packet,ns_ci_low,"
		"ns_ci_high,ns_vs_zero_copy,ns_vs_zc_ci_low,ns_vs_zc_ci_high,capacity_mpps,"
		"nobuf_per_million,nobuf_ci_low,nobuf_ci_high,lost_per_million,lost_ci_low,"
		"lost_ci_high,mpps,gbps,line_rate_pct,loss,"
		"slices,left_out_slices,depletion_events,auto_low_packets,auto_high_packets,"
		"auto_switches");
	for (d = 0; d < RPT_DROP_N; d++)
		fprintf(f, ",%s", rpt_drop_names[d]);
	fputc('\n', f);
	for (sc = 0; sc < sw->n_scen; sc++)
		for (s = 0; s < sw->n_strategies; s++)
			for (i = 0; i < rpt_rows(sw); i++) {
				const struct rpt_result *r = &sw->results[sc][s][i];
				bool p = sc != RPT_UNLOADED;
				char nm[32], z[16];

				if (!r->measured)
					continue;
				fprintf(f, "%s,%s,%s,%s,%u,%s,%u", sw->method, sw->mode,
					rpt_scen_name(sw, sc, nm, sizeof(nm)),
					sw->strategies[s].name, sw->strategies[s].copybreak,
					rpt_size_label(sw, i, z, sizeof(z)), r->hold);
				csv_num(f, r->ns_per_packet);
				csv_num(f, r->ns.n ? r->ns.lo : NAN);
				csv_num(f, r->ns.n ? r->ns.hi : NAN);
				csv_num(f, r->ns_vs_zero_copy);
				csv_num(f, r->ns_vs_zc.n ? r->ns_vs_zc.lo : NAN);
				csv_num(f, r->ns_vs_zc.n ? r->ns_vs_zc.hi : NAN);
				csv_num(f, rpt_is_cost(sw) ? r->capacity_mpps : NAN);
				csv_num(f, p ? r->nobuf.median : NAN);
				csv_num(f, p ? r->nobuf.lo : NAN);
				csv_num(f, p ? r->nobuf.hi : NAN);
				csv_num(f, p ? r->lost_pm.median : NAN);
				csv_num(f, p ? r->lost_pm.lo : NAN);
				csv_num(f, p ? r->lost_pm.hi : NAN);
				csv_num(f, rpt_is_cost(sw) ? NAN : r->mpps);
				csv_num(f, rpt_is_cost(sw) ? NAN : r->gbps);
				csv_num(f, rpt_is_cost(sw) ? NAN : r->line_pct);
				csv_num(f, rpt_is_cost(sw) ? NAN : r->loss);
				fprintf(f, ",%u,%u,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64,
					r->slices, r->left_out, r->depletion_events, r->auto_low,
					r->auto_high, r->auto_switches);
				for (d = 0; d < RPT_DROP_N; d++)
					fprintf(f, ",%" PRIu64, r->drops[d]);
				fputc('\n', f);
			}
	if (fclose(f) != 0)
		return -errno;
	return 0;
}
