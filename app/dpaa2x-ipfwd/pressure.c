/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The cost method's graded pool pressure (cost.h): a pressure slice (the
 * delay lines filled, then a counted window), the rate a level is offered
 * (what the emulated wires carry here and the slower strategy's
 * capacity), each level at a size, and the line-rate row.
 */

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_ethdev.h>

#include "cost_cell.h"

#define HOLD_AGE_MIN_US		1000	/* the shortest idle bound of a delay line */
/* a pressure slice whose links offered less than this share of the rate
 * asked: the emulated hardware's thread lost its CPU (its wire restarts) */
#define OFFERED_MIN_SHARE	0.8
#define WIRE_SLICES		3	/* line-rate slices that measure the wire */
#define PRESSURE_WARM_MAX_S	1	/* bound on filling the delay lines */
#define PRESSURE_WARM_GRACE_S	0.05	/* and on their filling pausing */

/* Let the forwarding run for s seconds: inline, or the workers' time. */
static void
forward_for(struct rig *r, double s, bool launch)
{
	if (r->inline_fwd)
		rig_forward(r, s);
	else {
		if (launch)
			rig_forward(r, 0);
		rte_delay_us_sleep((unsigned int)(s * 1e6));
	}
}

/* Frames the links offered since b: queued, or dropped for want of a
 * buffer or of room in the Rx FQ. */
static uint64_t
offered_since(const struct rig *r, uint64_t b[][XS_N], uint64_t a[][XS_N])
{
	return xs_delta(r, b, a, XS_HW_RX) + xs_delta(r, b, a, XS_NOBUF) +
	       xs_delta(r, b, a, XS_TAIL);
}

/* What the forwarding lcore's delay lines hold now, and their room. */
static uint64_t
holds_count(const struct rig *r, uint64_t *cap)
{
	const struct fwd_lcore *lc = r->lcs[0];
	uint64_t n = 0;
	unsigned int qi;

	*cap = 0;
	for (qi = 0; qi < lc->n_rxq; qi++) {
		n += __atomic_load_n(&lc->rxq[qi].hold.count, __ATOMIC_RELAXED);
		*cap += lc->rxq[qi].hold.cap;
	}
	return n;
}

/*
 * The warm-up of a pressure slice: forward until every delay line is
 * full, or the Rx pool is empty (what zero-copy comes to when the lines
 * would need more buffers than the pool has), or the lines stopped
 * filling: no frame more held for grace_s (a slower wire than asked is
 * given its time: each frame held restarts it), bounded by max_s.
 */
static int
pressure_warm(struct rig *r, double grace_s, double max_s)
{
	uint64_t now = rte_rdtsc(), hz = rte_get_tsc_hz(), free, cap, held = 0, n;
	uint64_t end = now + (uint64_t)(max_s * hz), idle = now + (uint64_t)(grace_s * hz);
	uint64_t x[FWD_MAX_PORTS][XS_N];

	rig_gen_start(r);
	forward_for(r, 0.001, true);
	for (;;) {
		if (xstats_all(r, x) < 0)
			return -1;
		free = x[0][XS_BP_FREE];	/* one pool for all ports */
		now = rte_rdtsc();
		n = holds_count(r, &cap);
		if (n > held) {
			held = n;
			idle = now + (uint64_t)(grace_s * hz);
		}
		if (n == cap || free < 2 * r->fconf.burst || now > end || now > idle)
			return 0;
		forward_for(r, 0.001, false);
	}
}

/*
 * One pressure slice: the generators offer their rate and the core
 * forwards through the delay lines; once the links offered enough frames
 * to fill them, ms milliseconds are counted.
 */
int
pressure_slice(struct rig *r, struct cell *c, unsigned int ms, double asked_pps)
{
	/* the lines fill in half their idle bound at the rate asked; a wire
	 * the host slows fills them later (they keep what it brings) while
	 * it brings frames, after a pause of the host's too (tens of ms at a
	 * load of 10): the slice then records the occupancy it reached */
	double warm_s = RTE_MAX((double)r->lcs[0]->rxq[0].hold.max_age / rte_get_tsc_hz(),
				PRESSURE_WARM_GRACE_S);
	uint64_t xb[FWD_MAX_PORTS][XS_N], xa[FWD_MAX_PORTS][XS_N], t0, t1, offered, nobuf, wait, busy;
	uint64_t cmd, rx, tail, held0, held1, cap, lost, decided;
	const struct fwd_stats *st = &r->lcs[0]->st;
	struct fwd_stats before, after;
	struct slice *s = &c->sl[c->n++];

	if (pressure_warm(r, warm_s, PRESSURE_WARM_MAX_S) < 0 || xstats_all(r, xb) < 0)
		return -1;
	before = *st;
	held0 = holds_count(r, &cap);
	t0 = rte_rdtsc();
	forward_for(r, ms / 1e3, false);
	t1 = rte_rdtsc();
	/* the forwarding core's counts of the window, before the drain below
	 * sends what the delay lines hold: a whole level of the pool at once,
	 * faster than the wire takes it (Tx full), and none of it decided in
	 * the window (those frames had made the 50 % level and up lose 5 to
	 * 25 % of the frames, most of them Tx full, alike in every strategy) */
	after = *st;
	held1 = holds_count(r, &cap);
	if (xstats_all(r, xa) < 0)
		return -1;
	/* the level's occupancy the slice reached: what the lines held at the
	 * worse end of the counted window; the Rx pool's buffers in use (held,
	 * queued, in flight to Tx) at its end */
	s->held_pct = 100.0 * (double)RTE_MIN(held0, held1) / r->pool_size;
	s->pool_used_pct = 100.0 * (double)(r->pool_size -
				RTE_MIN(xa[0][XS_BP_FREE], (uint64_t)r->pool_size)) / r->pool_size;
	rig_gen_stop(r);
	rig_drain(r, 3);
	rig_sink_wait(r, UINT64_MAX, SINK_SETTLE_MS, 1000);
	xs_accumulate(r, xb, xa, c);
	nobuf = xs_delta(r, xb, xa, XS_NOBUF);
	offered = offered_since(r, xb, xa);
	busy = after.busy_cycles - before.busy_cycles;
	wait = after.wait_cycles - before.wait_cycles;
	cmd = after.cmd_cycles - before.cmd_cycles;
	rx = after.rx - before.rx;
	/* losses count every frame, whatever the host did (leaving out the
	 * slices it disturbed left nothing on a loaded host); a slice where it
	 * took the forwarding CPU away for longer than the Rx queues absorb at
	 * this rate, or starved the wires, is counted as disturbed; the work
	 * per packet only without any stall */
	s->offered_mpps = (double)offered * rte_get_tsc_hz() / (t1 - t0) / 1e6;
	s->carried_mpps = (double)rx * rte_get_tsc_hz() / (t1 - t0) / 1e6;
	s->wire_ok = after.long_stalls == before.long_stalls;
	/* asked_pps 0: the line-rate row, whatever the wires carry */
	s->disturbed = !s->wire_ok || s->offered_mpps * 1e6 < OFFERED_MIN_SHARE * asked_pps;
	tail = xs_delta(r, xb, xa, XS_TAIL);
	/* loss counts every frame that did not go out: the port did not take
	 * it, or the application freed it (Tx full, no route). A delay line
	 * sends in the window frames that arrived before it: the shares are
	 * of the frames whose fate the window decided, lost or sent */
	c->tx_full += after.tx_full - before.tx_full;
	c->no_route += after.no_route - before.no_route;
	lost = nobuf + tail + (after.tx_full - before.tx_full) + (after.no_route - before.no_route);
	decided = lost + (after.tx - before.tx);
	/* a window that decided no frame's fate (the host kept the core
	 * away for all of it) has no share lost: its round is run again */
	s->ok = offered > 0 && decided > 0;
	c->decided += decided;
	c->lost += lost;
	s->nobuf_pm = decided ? 1e6 * (double)nobuf / decided : NAN;
	s->tail_pm = decided ? 1e6 * (double)tail / decided : NAN;
	s->lost_pm = decided ? 1e6 * (double)lost / decided : NAN;
	s->empty_pm = offered ? 1e6 * (double)xs_delta(r, xb, xa, XS_COPY_EMPTY) / offered : NAN;
	s->ns = after.stalls == before.stalls && rx > 0 && busy > wait + cmd ?
		(double)(busy - wait - cmd) * 1e9 / rte_get_tsc_hz() / rx : NAN;
	s->cmd_ns = rx > 0 ? (double)cmd * 1e9 / rte_get_tsc_hz() / rx : NAN;
	s->sil_lo = s->sil_hi = NAN;	/* the unloaded rows add silicon's back */
	s->wait_pct = busy ? 100.0 * wait / busy : 0;
	return 0;
}

/*
 * What the emulated datapath carries at this size on this host: the
 * thread that plays the hardware shares the host's CPUs, so its wires and
 * queues may carry less than asked. Offered `want` (the slower strategy's
 * capacity: at line rate the emulated wires drown and carry less than
 * they can), no hold: the most the forwarding core received in
 * WIRE_SLICES slices.
 */
static int
wire_pps(struct rig *r, const struct rpt_sweep *sw, unsigned int zi, double want, double *pps)
{
	static struct cell scratch;
	double line = sm_line_rate_pps(sw->link_mbps * 1e6, sw->sizes[zi]) * r->n_ports;
	unsigned int k;

	*pps = 0;
	memset(&scratch, 0, sizeof(scratch));
	want = RTE_MIN(want, line);
	if (rig_set_hold(r, 0, 0) < 0 || gen_config(r, sw, zi, want / r->n_ports, 0) < 0)
		return -1;
	for (k = 0; k < WIRE_SLICES; k++) {
		if (pressure_slice(r, &scratch, 10, want) < 0)
			return -1;
		if (scratch.sl[k].carried_mpps * 1e6 > *pps)
			*pps = scratch.sl[k].carried_mpps * 1e6;
	}
	if (*pps == 0)
		*pps = line;
	return rig_pools_check(r, "the wire's rate") < 0 || rig_audit(r, "the wire's rate") < 0 ?
		-1 : 0;
}

/*
 * The pressure rows' rate: a share of the slower strategy's capacity on
 * this host, its work and the emulated commands the forwarding thread
 * runs too (left out of the work figure, but not out of this core's time),
 * and of what the emulated links deliver here.
 */
static double
pressure_pps(const struct ipfwd_opts *o, const struct rpt_sweep *sw, unsigned int zi,
	     double wire)
{
	double slowest = INFINITY, line = sm_line_rate_pps(sw->link_mbps * 1e6, sw->sizes[zi]);
	unsigned int si;

	for (si = 0; si < o->n_strat; si++) {
		const struct rpt_result *u = &sw->results[RPT_UNLOADED][si][zi];
		double ns = u->ns_per_packet + (isnan(u->cmd_ns) ? 0 : u->cmd_ns);

		if (ns > 0 && 1e9 / ns < slowest)
			slowest = 1e9 / ns;
	}
	if (isinf(slowest))
		slowest = line * sw->ports;
	return o->pressure_rate * RTE_MIN(RTE_MIN(slowest, wire), line * sw->ports);
}

/*
 * One pressure cell: level sc at row zi, offered pps (the line-rate row:
 * the generators as fast as their wires carry, no hold; every frame lost
 * counts, as at the levels). A level's lines hold its share of the pool,
 * a line idle for twice the time the lines take to fill at the rate asked
 * letting its oldest burst go (fwd.h). A second look (more) keeps its
 * rounds apart and is not run again.
 */
static int
run_cell(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw, unsigned int sc,
	 unsigned int zi, double pps, bool more, volatile sig_atomic_t *interrupted)
{
	unsigned int queues = r->n_ports * o->rxq, hold = sw->scen_hold[sc];
	bool line = sc == sw->line_scen;
	double age_s = line ? 0 : RTE_MAX(2.0 * hold * queues / pps, HOLD_AGE_MIN_US / 1e6);
	struct scen_run sr = { sc, zi, line ? 0 : hold, o->pressure_rounds,
			       hold && !line ? (uint64_t)(age_s * rte_get_tsc_hz()) : 0,
			       line ? 0 : pps, more };
	int ret;

	if (line)
		pps = sm_line_rate_pps(sw->link_mbps * 1e6, sw->sizes[zi]) * r->n_ports;
	if (!more)	/* the level's bound as its first pass ran it */
		sw->scen_age_us[sc] = hold && !line ? age_s * 1e6 : 0;
	/* a stall that alone fills an Rx queue (RIG_RXQ_DEPTH) at this rate */
	r->fconf.long_stall_cycles = RTE_MAX(r->fconf.stall_cycles,
		(uint64_t)(RIG_RXQ_DEPTH * queues / pps * rte_get_tsc_hz()));
	ret = gen_config(r, sw, zi, line ? 0 : pps / r->n_ports, 0) < 0 ||
	      run_scenario(r, o, sw, &sr, interrupted) < 0 ||
	      /* the level's lines held less than their share at this size
	       * (the host starved the wires): once more */
	      (!more && !line && rpt_cell_short(sw, sc, zi, stdout) &&
	       run_scenario(r, o, sw, &sr, interrupted) < 0) ? -1 : 0;
	r->fconf.long_stall_cycles = 0;
	return ret;
}

/* Each pressure level at size zi, then the line-rate row. */
int
run_levels(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw, unsigned int zi,
	   unsigned int *done, unsigned int total, volatile sig_atomic_t *interrupted)
{
	unsigned int sc, last = RPT_PRESSURE + o->n_levels + (sw->line_scen ? 1 : 0);
	double pps, wire, t0;

	if (wire_pps(r, sw, zi, pressure_pps(o, sw, zi, INFINITY) / o->pressure_rate, &wire) < 0)
		return -1;
	pps = pressure_pps(o, sw, zi, wire);
	sw->wire_mpps[zi] = wire / 1e6;

	for (sc = RPT_PRESSURE; sc < last && !*interrupted; sc++) {
		struct scen_run sr = { .sc = sc, .zi = zi };

		t0 = (double)rte_rdtsc() / rte_get_tsc_hz();
		if (run_cell(r, o, sw, sc, zi, pps, false, interrupted) < 0)
			return -1;
		progress(o, sw, &sr, ++*done, total, (double)rte_rdtsc() / rte_get_tsc_hz() - t0);
	}
	return 0;
}

/*
 * The second looks (report.h: enum rpt_verdict): a budget fixed before
 * the run, each size within the level's frontier its --pressure-rounds
 * once more, at the rate its first look was offered; decided or not,
 * the level looks no further.
 */
int
run_second_looks(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw,
		 volatile sig_atomic_t *interrupted)
{
	unsigned int sc, zi;
	char lv[16], z[16];
	double t0;

	rpt_conclude(sw);
	for (sc = RPT_PRESSURE; sc < sw->n_scen && !*interrupted; sc++) {
		const struct rpt_frontier *fr = &sw->frontier[sc];

		if (!rpt_level_second_look(sw, sc))
			continue;
		printf("level %s: copy-all - zero-copy %+.0f [%+.0f, %+.0f] lost/M over %u rounds "
		       "reaches zero: a second look, sizes up to %u B once more\n",
		       rpt_level_label(sw, sc, lv, sizeof(lv)), fr->first.median, fr->first.lo,
		       fr->first.hi, fr->first.n, sw->sizes[fr->frontier]);
		sw->more_rounds[sc] = o->pressure_rounds;
		for (zi = 0; (int)zi <= fr->frontier && !*interrupted; zi++) {
			const struct rpt_result *c = &sw->results[sc][sw->copy_index][zi];

			t0 = (double)rte_rdtsc() / rte_get_tsc_hz();
			if (run_cell(r, o, sw, sc, zi, pressure_pps(o, sw, zi, sw->wire_mpps[zi] * 1e6),
				     true, interrupted) < 0)
				return -1;
			printf("  [look 2] %5s B %-12s %u rounds (%.1f s)\n",
			       rpt_size_label(sw, zi, z, sizeof(z)), lv, c->n_more_d,
			       (double)rte_rdtsc() / rte_get_tsc_hz() - t0);
		}
	}
	fflush(stdout);
	return 0;
}
