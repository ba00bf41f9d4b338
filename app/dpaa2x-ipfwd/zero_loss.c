/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>

#include "rte_pmd_dpaa2x.h"
#include "zero_loss.h"

#define DRAIN_MAX_S		3	/* bound on one drain */
#define SHORT_TOLERANCE		0.02	/* the wire may offer 2% less than asked */
#define RETRY_SHORT_ABOVE	0.9	/* a shorter fall is retried once */
#define GEN_TTL			64

struct trial {
	double req_pps;		/* all ports */
	double elapsed_s;
	uint64_t offered, delivered, app_rx;
	uint64_t sink_lost, sink_reordered, sink_corrupted, sink_foreign;
	uint64_t lat_min, lat_avg, lat_max;
	uint8_t ttl_min, ttl_max;
	uint64_t busy_cycles, wait_cycles, cmd_cycles, fwd_packets;
	uint64_t stalls, max_gap;
	uint64_t drops[RPT_DROP_N];
	uint64_t depletion, copied, zerocopy;
	enum sm_verdict verdict;
	double achieved_pps, delivered_pps;
};

/* xstat deltas of one port into the trial's drop counters */
static void
add_drops(struct trial *t, const uint64_t *b, const uint64_t *a)
{
	t->copied += a[XS_COPY] - b[XS_COPY];
	t->zerocopy += a[XS_ZC] - b[XS_ZC];
	t->drops[RPT_RX_COPY_POOL_EMPTY] += a[XS_COPY_EMPTY] - b[XS_COPY_EMPTY];
	t->drops[RPT_HW_RX_NO_BUFFER] += a[XS_NOBUF] - b[XS_NOBUF];
	t->drops[RPT_HW_RX_TAIL_DROP] += a[XS_TAIL] - b[XS_TAIL];
	t->drops[RPT_HW_RX_FILTERED] += a[XS_FILT] - b[XS_FILT];
	t->drops[RPT_HW_RX_DISCARDS] += a[XS_DISC] - b[XS_DISC];
	t->drops[RPT_HW_RX_RUNT] += a[XS_RUNT] - b[XS_RUNT];
	t->drops[RPT_HW_RX_OVERSIZE] += a[XS_OVER] - b[XS_OVER];
	t->drops[RPT_HW_TX_DISCARDS] += a[XS_TXDISC] - b[XS_TXDISC];
	/* one shared pool: every port reports the same one */
	t->depletion = RTE_MAX(t->depletion, a[XS_DEPL] - b[XS_DEPL]);
}

static void
add_wire(struct trial *t, const struct rte_pmd_dpaa2x_wire_stats *ws, uint64_t *lat_sum)
{
	t->offered += ws->gen_frames;
	t->delivered += ws->sink_frames;
	t->sink_lost += ws->sink_lost;
	t->sink_reordered += ws->sink_reordered;
	t->sink_corrupted += ws->sink_corrupted;
	t->sink_foreign += ws->sink_foreign;
	if (ws->sink_frames == 0)
		return;
	t->lat_min = RTE_MIN(t->lat_min, ws->lat_min_ns);
	t->lat_max = RTE_MAX(t->lat_max, ws->lat_max_ns);
	*lat_sum += ws->lat_avg_ns * ws->sink_frames;
	t->ttl_min = RTE_MIN(t->ttl_min, ws->sink_ttl_min);
	t->ttl_max = RTE_MAX(t->ttl_max, ws->sink_ttl_max);
}

/* The forwarding must be right before it can be fast. */
static int
check_forwarding(struct rig *r, enum fwd_mode mode, unsigned int size, const struct trial *t)
{
	unsigned int ttl = mode == FWD_IPFWD ? GEN_TTL - 1 : GEN_TTL;

	if (t->sink_corrupted > 0 || t->sink_foreign > 0) {
		snprintf(r->err, sizeof(r->err), "size %u: the sinks saw %" PRIu64 " corrupted and %"
			 PRIu64 " foreign frames: forwarding is broken", size, t->sink_corrupted,
			 t->sink_foreign);
		return -1;
	}
	if (t->delivered > 0 && (t->ttl_min != t->ttl_max || t->ttl_min != ttl)) {
		snprintf(r->err, sizeof(r->err), "size %u: TTL at the sinks %u..%u, expected %u",
			 size, t->ttl_min, t->ttl_max, ttl);
		return -1;
	}
	return 0;
}

static int
run_trial(struct rig *r, const struct ipfwd_opts *o, unsigned int size, double req_pps,
	  struct trial *t)
{
	struct rte_pmd_dpaa2x_wire_stats ws;
	uint64_t before[FWD_MAX_PORTS][XS_N], after[XS_N], t0, t1, lat_sum = 0;
	unsigned int k;
	uint16_t p;

	memset(t, 0, sizeof(*t));
	t->req_pps = req_pps;
	t->lat_min = UINT64_MAX;
	t->ttl_min = 255;
	if (rig_gen_config(r, size, req_pps / r->n_ports, 0) < 0)
		return -1;
	for (p = 0; p < r->n_ports; p++)
		if (rte_eth_stats_reset(p) < 0 || rig_xstats_read(r, p, before[p]) < 0)
			return -1;	/* the audit counts from here */
	for (k = 0; k < r->n_fwd; k++)
		memset(&r->lcs[k]->st, 0, sizeof(r->lcs[k]->st));
	if (!r->inline_fwd)
		rig_forward(r, 0);
	t0 = rte_rdtsc();
	rig_gen_start(r);
	if (r->inline_fwd)
		rig_forward(r, o->trial_s);
	else
		rte_delay_us_sleep((unsigned int)(o->trial_s * 1e6));
	rig_gen_stop(r);
	t1 = rte_rdtsc();
	rig_drain(r, DRAIN_MAX_S);
	rig_sink_wait(r, UINT64_MAX, 5, 1000);
	t->elapsed_s = (double)(t1 - t0) / rte_get_tsc_hz();
	for (p = 0; p < r->n_ports; p++) {
		if (rte_pmd_dpaa2x_wire_stats_get(p, &ws) < 0 || rig_xstats_read(r, p, after) < 0)
			return -1;
		add_wire(t, &ws, &lat_sum);
		add_drops(t, before[p], after);
	}
	t->lat_avg = t->delivered > 0 ? lat_sum / t->delivered : 0;
	if (t->delivered == 0)
		t->lat_min = 0;
	for (k = 0; k < r->n_fwd; k++) {
		t->app_rx += r->lcs[k]->st.rx;
		t->busy_cycles += r->lcs[k]->st.busy_cycles;
		t->wait_cycles += r->lcs[k]->st.wait_cycles;
		t->cmd_cycles += r->lcs[k]->st.cmd_cycles;
		t->stalls += r->lcs[k]->st.stalls;
		t->max_gap = RTE_MAX(t->max_gap, r->lcs[k]->st.max_gap);
		t->drops[RPT_APP_TX_FULL] += r->lcs[k]->st.tx_full;
		t->drops[RPT_APP_NO_ROUTE] += r->lcs[k]->st.no_route;
	}
	t->fwd_packets = t->app_rx;
	if (o->mode == FWD_RXDROP || o->mode == FWD_RXDROP_READ) {
		t->delivered = t->app_rx;
		t->lat_min = t->lat_avg = t->lat_max = 0;
	} else if (check_forwarding(r, o->mode, size, t) < 0) {
		return -1;
	}
	t->achieved_pps = t->elapsed_s > 0 ? t->offered / t->elapsed_s : 0;
	t->delivered_pps = t->elapsed_s > 0 ? t->delivered / t->elapsed_s : 0;
	t->verdict = sm_trial_verdict(t->offered, t->delivered, o->loss_tol, req_pps,
				      t->achieved_pps, SHORT_TOLERANCE);
	if (rig_pools_check(r, "a trial") < 0)
		return -1;
	return rig_audit(r, "a trial");
}

/* Work per packet of the trial: the polls that brought frames, minus
 * the driver's waits for the hardware and the emulated hardware's
 * commands in them. */
static double
trial_ns(const struct trial *t)
{
	uint64_t hw = t->wait_cycles + t->cmd_cycles;
	uint64_t work = t->busy_cycles > hw ? t->busy_cycles - hw : 0;

	return t->fwd_packets ? work * 1e9 / rte_get_tsc_hz() / t->fwd_packets : 0;
}

static void
result_from_trial(struct rpt_result *res, const struct trial *t)
{
	unsigned int d;

	res->offered = t->offered;
	res->delivered = t->delivered;
	res->lost = t->offered > t->delivered ? t->offered - t->delivered : 0;
	res->loss = t->offered ? (double)res->lost / t->offered : 0;
	res->sink_lost = t->sink_lost;
	res->lat_min_ns = t->lat_min;
	res->lat_avg_ns = t->lat_avg;
	res->lat_max_ns = t->lat_max;
	for (d = 0; d < RPT_DROP_N; d++)
		res->drops[d] = t->drops[d];
	res->depletion_events = t->depletion;
	res->copied = t->copied;
	res->zerocopy = t->zerocopy;
	res->ns_per_packet = trial_ns(t);
}

static void
trial_line(const struct ipfwd_opts *o, unsigned int cell, unsigned int cells, unsigned int size,
	   const char *strat, unsigned int trial, double rate, double line, const struct trial *t,
	   char tag)
{
	uint64_t lost = t->offered > t->delivered ? t->offered - t->delivered : 0;
	unsigned int i;

	printf("[%2u/%u] %5u B %-15s trial %2u%c: asked %7.3f Mpps (%5.1f%%) wire %7.3f "
	       "got %7.3f, loss %" PRIu64 " (%.3f%%) %s\n", cell + 1, cells, size, strat, trial,
	       tag, rate / 1e6, rate / line * 100, t->achieved_pps / 1e6, t->delivered_pps / 1e6,
	       lost, t->offered ? 100.0 * lost / t->offered : 0, sm_verdict_name(t->verdict));
	if (o->verbose) {
		printf("        ns/pkt %.1f, copied %" PRIu64 ", zero-copy %" PRIu64
		       ", depletion %" PRIu64 ", stalls %" PRIu64 " (longest %.0f us)",
		       trial_ns(t), t->copied, t->zerocopy, t->depletion, t->stalls,
		       t->max_gap * 1e6 / rte_get_tsc_hz());
		for (i = 0; i < RPT_DROP_N; i++)
			if (t->drops[i])
				printf(", %s %" PRIu64, rpt_drop_names[i], t->drops[i]);
		printf("\n");
	}
	fflush(stdout);
}

/* One search: the zero-loss rate of a (size, strategy). */
static int
search_cell(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw, unsigned int zi,
	    unsigned int si, volatile sig_atomic_t *interrupted)
{
	unsigned int size = o->sizes[zi], runs = 0, disturbed = 0, cell = zi * o->n_strat + si;
	double line = sm_line_rate_pps(sw->link_mbps * 1e6, size) * r->n_ports;
	struct sm_retry rp = { .stall_max = o->stall_retries, .loss_max = o->retries,
			       .max_trials = o->max_trials, .short_above = RETRY_SHORT_ABOVE,
			       .runs = &runs };
	struct rpt_result *res = &sw->results[RPT_UNLOADED][si][zi];
	double rate, credit, best_credit = 0, s0 = (double)rte_rdtsc() / rte_get_tsc_hz();
	uint64_t stall_max = 0;
	struct sm_search s;
	struct trial t, best;
	enum sm_next next;
	char tag;

	if (rig_use_strategy(r, &o->strat[si]) < 0)
		return -1;
	sm_search_init(&s, line, o->resolution, 0, o->max_trials);
	memset(&best, 0, sizeof(best));
	memset(&t, 0, sizeof(t));
	while (!*interrupted && runs < o->max_trials && sm_search_next(&s, &rate)) {
		sm_retry_rate(&rp);
		tag = ' ';
		do {
			if (run_trial(r, o, size, rate, &t) < 0)
				return -1;
			trial_line(o, cell, o->n_sizes * o->n_strat, size, o->strat[si].name,
				   s.trials + 1, rate, line, &t, tag);
			stall_max = RTE_MAX(stall_max, t.max_gap);
			next = *interrupted ? SM_NEXT_DONE :
				sm_retry_next(&rp, t.verdict, t.stalls > 0, t.achieved_pps, rate);
			disturbed += next == SM_NEXT_STALL;
			tag = next == SM_NEXT_STALL ? 's' : 'r';
		} while (next != SM_NEXT_DONE);
		sm_search_feed(&s, rate, t.verdict, t.achieved_pps, t.delivered_pps);
		/* as the search credits it: the rate the wire offered */
		credit = t.verdict == SM_FAIL_LOSS ? 0 : RTE_MIN(t.achieved_pps, rate);
		if (credit > 0 && credit >= best_credit) {
			best = t;
			best_credit = credit;
		}
	}
	res->strategy = si;
	res->size = size;
	res->hold = o->hold;
	/* a search cut short by Ctrl-C is not a result */
	res->measured = !*interrupted || !sm_search_next(&s, &rate);
	res->trials = runs;
	res->disturbed = disturbed;
	res->max_stall_us = stall_max * 1e6 / rte_get_tsc_hz();
	sw->disturbed += disturbed;
	result_from_trial(res, best_credit > 0 ? &best : &t);
	res->mpps = sm_search_result(&s) / 1e6;
	res->gbps = sm_l2_bps(res->mpps * 1e6, size) / 1e9;
	res->line_pct = res->mpps * 1e6 / line * 100;
	if (best_credit <= 0)
		res->limited_by = "no_pass";
	else if (!s.any_fail)
		res->limited_by = "line_rate";
	else
		res->limited_by = s.last_fail == SM_FAIL_SHORT ? "wire_short" : "loss";
	res->search_seconds = (double)rte_rdtsc() / rte_get_tsc_hz() - s0;
	return 0;
}

int
zl_sweep(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw,
	 volatile sig_atomic_t *interrupted)
{
	unsigned int zi, si;
	struct trial t;

	/* warm-up, not reported: pages, caches, small pools */
	if (rig_set_hold(r, o->hold, 0) < 0 ||
	    run_trial(r, o, o->sizes[0], sm_line_rate_pps(sw->link_mbps * 1e6, o->sizes[0]) *
		      r->n_ports * 0.1, &t) < 0)
		return -1;
	for (zi = 0; zi < o->n_sizes && !*interrupted; zi++)
		for (si = 0; si < o->n_strat && !*interrupted; si++)
			if (search_cell(r, o, sw, zi, si, interrupted) < 0)
				return -1;
	return 0;
}
