/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_launch.h>

#include "cost.h"
#include "silicon.h"
#include "vg.h"
#include "rte_pmd_dpaa2x.h"

#define WARMUP_ROUNDS	2	/* per size unloaded, not counted */
#define PRESSURE_WARMUP_ROUNDS	1	/* per size and level (each slice fills its lines) */
#define GEN_WAIT_S	2	/* bound on a generator putting its frames out */
#define SLICE_MAX_S	2	/* bound on receiving one slice */
#define SINK_SETTLE_MS	2	/* the sinks stopped counting: Tx is done */
#define MAX_ROUNDS	2000
#define HOLD_AGE_MIN_US		1000	/* the shortest idle bound of a delay line */
/* a pressure slice whose links offered less than this share of the rate
 * asked: the emulated hardware's thread lost its CPU (its wire restarts) */
#define OFFERED_MIN_SHARE	0.8
#define WIRE_SLICES		3	/* line-rate slices that measure the wire */
#define PRESSURE_WARM_MAX_S	1	/* bound on filling the delay lines */
#define PRESSURE_WARM_GRACE_S	0.05	/* and on their filling pausing */
/* under pressure, ns per packet only for cells that lost less than half */
#define PRESSURE_NS_MAX_LOSS_PM	500000.0

/* What one slice gave. */
struct slice {
	double ns;		/* work per packet */
	/* pressure, per million frames whose fate the slice decided (lost or sent): */
	double nobuf_pm;	/* no-buffer discards */
	double tail_pm;		/* tail drops (the core behind) */
	double lost_pm;		/* every frame lost (those, Tx full, no route) */
	double empty_pm;	/* pressure: copies that found the copy pool empty, /M */
	bool wire_ok;		/* pressure: the forwarding CPU was not taken away */
	bool disturbed;		/* pressure: by the host (counted all the same) */
	double offered_mpps;	/* pressure: what the link offered */
	double carried_mpps;	/* pressure: what the forwarding core received */
	double wait_pct;	/* of the slice's time, spent on pull waits */
	double cmd_ns;		/* per packet, in the emulated BMan/QMan commands */
	double sil_lo, sil_hi;	/* those commands at LS2088A's cost, band (silicon.h) */
	bool ok;		/* not disturbed */
	/* pressure: what the delay lines held, the lower of the counted
	 * window's two ends, and the Rx pool's buffers in use at its end,
	 * each in % of the Rx pool */
	double held_pct, pool_used_pct;
};

enum slice_field { F_NS, F_NOBUF, F_TAIL, F_LOST, F_EMPTY, F_OFFERED, F_WAIT, F_CMD, F_SIL_LO,
		   F_SIL_HI, F_HELD, F_POOL_USED };

/* A cell's slices: one strategy at one size in one scenario. */
struct cell {
	struct slice sl[MAX_ROUNDS];
	unsigned int n;
	uint64_t xs_sum[XS_N];	/* copies, drops... over its slices */
	/* pressure: over the counted windows, the frames whose fate was
	 * decided (lost or sent), those lost, and what the application freed
	 * (Tx full) or could not route */
	uint64_t decided, lost, tx_full, no_route;
};

static struct cell cells[RPT_MAX_STRATEGIES];
static uint64_t collected_packets;	/* received in the polls callgrind counts */

static double
field(const struct slice *s, enum slice_field f)
{
	switch (f) {
	case F_NS: return s->ns;
	case F_NOBUF: return s->nobuf_pm;
	case F_TAIL: return s->tail_pm;
	case F_LOST: return s->lost_pm;
	case F_EMPTY: return s->empty_pm;
	case F_OFFERED: return s->offered_mpps;
	case F_HELD: return s->held_pct;
	case F_POOL_USED: return s->pool_used_pct;
	case F_WAIT: return s->wait_pct;
	case F_CMD: return s->cmd_ns;
	case F_SIL_LO: return s->sil_lo;
	case F_SIL_HI: return s->sil_hi;
	}
	return NAN;
}

/* The generators at row zi: its size, or the IMIX row's cycle. */
static int
gen_config(struct rig *r, const struct rpt_sweep *sw, unsigned int zi, double pps_per_port,
	   uint64_t count)
{
	uint16_t one = (uint16_t)sw->sizes[zi];

	return rpt_is_imix(sw, zi) ?
		rig_gen_config_mix(r, rpt_imix_cycle, RPT_IMIX_N, pps_per_port, count) :
		rig_gen_config_mix(r, &one, 1, pps_per_port, count);
}

static int
xstats_all(struct rig *r, uint64_t v[][XS_N])
{
	uint16_t p;

	for (p = 0; p < r->n_ports; p++)
		if (rig_xstats_read(r, p, v[p]) < 0) {
			snprintf(r->err, sizeof(r->err), "port %u: cannot read xstats", p);
			return -1;
		}
	return 0;
}

/* Sum over the ports of a - b for xstat x. */
static uint64_t
xs_delta(const struct rig *r, uint64_t b[][XS_N], uint64_t a[][XS_N], enum rig_xs x)
{
	uint64_t d = 0;
	uint16_t p;

	for (p = 0; p < r->n_ports; p++)
		d += a[p][x] - b[p][x];
	return d;
}

static void
xs_accumulate(const struct rig *r, uint64_t b[][XS_N], uint64_t a[][XS_N], struct cell *c)
{
	unsigned int x;

	for (x = 0; x < XS_N; x++)
		c->xs_sum[x] += xs_delta(r, b, a, x);
}

struct count_arg {
	struct rig *r;
	uint64_t want;
	struct fwd_slice sl;
};

static int
count_main(void *arg)
{
	struct count_arg *c = arg;

	fwd_run_count(&c->r->fconf, c->r->lcs[0], c->want, &c->sl);
	return 0;
}

/* Receive exactly `want` frames on the forwarding lcore, timed. */
static void
run_count(struct rig *r, uint64_t want, struct fwd_slice *sl)
{
	struct count_arg c = { .r = r, .want = want };

	r->fconf.deadline = rte_rdtsc() + SLICE_MAX_S * rte_get_tsc_hz();
	if (r->inline_fwd) {
		count_main(&c);
	} else {
		rte_eal_remote_launch(count_main, &c, r->lcs[0]->lcore_id);
		rig_wait_lcore(r->lcs[0]->lcore_id);
	}
	r->fconf.deadline = 0;
	*sl = c.sl;
}

/* One cost slice of the current strategy: frames queued, then received. */
static int
cost_slice(struct rig *r, struct cell *c, uint64_t stall)
{
	uint64_t xb[FWD_MAX_PORTS][XS_N], xq[FWD_MAX_PORTS][XS_N], xa[FWD_MAX_PORTS][XS_N];
	struct slice *s = &c->sl[c->n++];
	uint64_t want, wait, tx0 = r->lcs[0]->st.tx;
	struct silicon_band sil;
	struct fwd_slice sl;

	if (xstats_all(r, xb) < 0)
		return -1;
	rig_gen_start(r);
	if (rig_gen_wait_done(r, GEN_WAIT_S) < 0 || xstats_all(r, xq) < 0)
		return -1;
	want = xs_delta(r, xb, xq, XS_HW_RX);	/* queued by WRIOP */
	run_count(r, want, &sl);
	if (r->fconf.collect)
		collected_packets += sl.rx;
	/* the hardware sends what Tx took; the buffers come back with it */
	rig_sink_wait(r, rig_sink_total(r) + (r->lcs[0]->st.tx - tx0), SINK_SETTLE_MS, 1000);
	if (xstats_all(r, xa) < 0)
		return -1;
	xs_accumulate(r, xb, xa, c);
	wait = sl.wait;
	/* the hardware's latency and the emulated hardware's work are not the
	 * driver's: both left out */
	s->ok = want > 0 && sl.rx == want && wait + sl.cmd <= sl.cycles &&
		st_slice_ok(sl.max_poll, stall);
	s->ns = s->ok ? (double)(sl.cycles - wait - sl.cmd) * 1e9 / rte_get_tsc_hz() / sl.rx : NAN;
	s->cmd_ns = s->ok ? (double)sl.cmd * 1e9 / rte_get_tsc_hz() / sl.rx : NAN;
	/* what those commands cost on LS2088A instead, per command counted */
	sil = silicon_cmd_ns(&SILICON_CMDS_PER_PKT(&sl.cmds0, &sl.cmds1, sl.rx ? sl.rx : 1));
	s->sil_lo = s->ok ? sil.low : NAN;
	s->sil_hi = s->ok ? sil.high : NAN;
	s->wait_pct = sl.cycles ? 100.0 * wait / sl.cycles : 0;
	s->nobuf_pm = s->tail_pm = s->lost_pm = s->empty_pm = s->offered_mpps = NAN;
	s->held_pct = s->pool_used_pct = NAN;
	return 0;
}

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
static int
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
	struct fwd_stats *st = &r->lcs[0]->st, before;
	struct slice *s = &c->sl[c->n++];

	if (pressure_warm(r, warm_s, PRESSURE_WARM_MAX_S) < 0 || xstats_all(r, xb) < 0)
		return -1;
	before = *st;
	held0 = holds_count(r, &cap);
	t0 = rte_rdtsc();
	forward_for(r, ms / 1e3, false);
	t1 = rte_rdtsc();
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
	busy = st->busy_cycles - before.busy_cycles;
	wait = st->wait_cycles - before.wait_cycles;
	cmd = st->cmd_cycles - before.cmd_cycles;
	rx = st->rx - before.rx;
	/* losses count every frame, whatever the host did (leaving out the
	 * slices it disturbed left nothing on a loaded host); a slice where it
	 * took the forwarding CPU away for longer than the Rx queues absorb at
	 * this rate, or starved the wires, is counted as disturbed; the work
	 * per packet only without any stall */
	s->offered_mpps = (double)offered * rte_get_tsc_hz() / (t1 - t0) / 1e6;
	s->carried_mpps = (double)rx * rte_get_tsc_hz() / (t1 - t0) / 1e6;
	s->ok = offered > 0;
	s->wire_ok = st->long_stalls == before.long_stalls;
	/* asked_pps 0: the line-rate row, whatever the wires carry */
	s->disturbed = !s->wire_ok || s->offered_mpps * 1e6 < OFFERED_MIN_SHARE * asked_pps;
	tail = xs_delta(r, xb, xa, XS_TAIL);
	/* loss counts every frame that did not go out: the port did not take
	 * it, or the application freed it (Tx full, no route). A delay line
	 * sends in the window frames that arrived before it: the shares are
	 * of the frames whose fate the window decided, lost or sent */
	c->tx_full += st->tx_full - before.tx_full;
	c->no_route += st->no_route - before.no_route;
	lost = nobuf + tail + (st->tx_full - before.tx_full) + (st->no_route - before.no_route);
	decided = lost + (st->tx - before.tx);
	c->decided += decided;
	c->lost += lost;
	s->nobuf_pm = decided ? 1e6 * (double)nobuf / decided : NAN;
	s->tail_pm = decided ? 1e6 * (double)tail / decided : NAN;
	s->lost_pm = decided ? 1e6 * (double)lost / decided : NAN;
	s->empty_pm = offered ? 1e6 * (double)xs_delta(r, xb, xa, XS_COPY_EMPTY) / offered : NAN;
	s->ns = st->stalls == before.stalls && rx > 0 && busy > wait + cmd ?
		(double)(busy - wait - cmd) * 1e9 / rte_get_tsc_hz() / rx : NAN;
	s->cmd_ns = rx > 0 ? (double)cmd * 1e9 / rte_get_tsc_hz() / rx : NAN;
	s->sil_lo = s->sil_hi = NAN;	/* the unloaded rows add silicon's back */
	s->wait_pct = busy ? 100.0 * wait / busy : 0;
	return 0;
}

/*
 * Rounds 2b and 2b + 1 form block b and run the strategies in opposite
 * orders (ABBA: the order effect and a linear drift cancel in the block).
 * Which order comes first is drawn per block (a fixed sequence, the same
 * every run), so that the host's own periodic work cannot line up with
 * the strategies' positions block after block.
 */
static unsigned int
round_pick(unsigned int round, unsigned int k, unsigned int n)
{
	uint32_t b = round / 2, h = b * 2654435761u;	/* Knuth's multiplicative hash */
	bool forward = ((round & 1) ^ (h >> 31)) == 0;

	return forward ? k : n - 1 - k;
}

/* Values of the good slices of a cell, and which rounds they are. */
static unsigned int
values(const struct cell *c, enum slice_field f, double *x, bool *ok)
{
	unsigned int i, k = 0;

	for (i = 0; i < c->n; i++) {
		x[i] = field(&c->sl[i], f);
		ok[i] = c->sl[i].ok && !isnan(x[i]);
		k += ok[i];
	}
	return k;
}

/* Median and interval of field f over the good slices of c. */
static void
cell_ci(const struct cell *c, enum slice_field f, struct st_ci *ci)
{
	static double x[MAX_ROUNDS], y[MAX_ROUNDS];
	static bool ok[MAX_ROUNDS];
	unsigned int i, k = 0;

	values(c, f, x, ok);
	for (i = 0; i < c->n; i++)
		if (ok[i])
			y[k++] = x[i];
	st_median_ci(y, k, ST_CONF, ci);
}

/*
 * Median and interval of the paired differences c - zc of field f: for
 * the work per packet, of the batch means of ABBA blocks (stats.h: the
 * order of a round's slices shows in it, and the host's noise lasts many
 * rounds); of single rounds for the losses under pressure (few rounds;
 * each slice starts from a drained port).
 */
static void
pair_ci(const struct cell *c, const struct cell *zc, enum slice_field f, struct st_ci *ci,
	struct rpt_result *keep)
{
	static double x[MAX_ROUNDS], z[MAX_ROUNDS], d[MAX_ROUNDS];
	static bool okx[MAX_ROUNDS], okz[MAX_ROUNDS];
	unsigned int k, n = RTE_MIN(c->n, zc->n);

	values(c, f, x, okx);
	values(zc, f, z, okz);
	k = f == F_NS ? st_batch_means(d, st_pair_diff_abba(z, okz, x, okx, n, d), ST_BATCHES) :
		st_pair_diff(z, okz, x, okx, n, d);
	if (keep != NULL) {	/* the rounds' differences, in the order they ran */
		keep->n_lost_d = RTE_MIN(k, (unsigned int)RPT_POOL_ROUNDS);
		memcpy(keep->lost_d, d, keep->n_lost_d * sizeof(*d));
	}
	st_median_ci(d, k, ST_CONF, ci);
}

static void
fill_result(struct rpt_sweep *sw, enum rpt_scen sc, unsigned int si, unsigned int zi,
	    unsigned int hold)
{
	struct rpt_result *res = &sw->results[sc][si][zi];
	const struct cell *c = &cells[si];
	struct st_ci tmp;
	unsigned int i, t;

	memset(res, 0, sizeof(*res));
	res->strategy = si;
	res->size = sw->sizes[zi];
	res->hold = hold;
	res->measured = true;
	res->slices = c->n;
	for (i = 0; i < c->n; i++) {
		res->left_out += !c->sl[i].ok;
		res->disturbed += c->sl[i].disturbed;
	}
	cell_ci(c, F_NS, &res->ns);
	res->ns_per_packet = res->ns.median;
	cell_ci(c, F_WAIT, &tmp);
	res->wait_pct = tmp.median;
	cell_ci(c, F_CMD, &tmp);
	res->cmd_ns = tmp.median;
	cell_ci(c, F_SIL_LO, &tmp);
	res->sil_lo = tmp.median;
	cell_ci(c, F_SIL_HI, &tmp);
	res->sil_hi = tmp.median;
	res->ns_vs_zero_copy = NAN;
	if (sw->zc_index >= 0 && (int)si != sw->zc_index) {
		pair_ci(c, &cells[sw->zc_index], F_NS, &res->ns_vs_zc, NULL);
		res->ns_vs_zero_copy = res->ns_vs_zc.median;
	}
	res->offered_mpps = res->pool_used_pct = res->held_min_pct = NAN;
	if (sc != RPT_UNLOADED) {
		cell_ci(c, F_OFFERED, &tmp);
		res->offered_mpps = tmp.median;
		cell_ci(c, F_HELD, &res->held);
		cell_ci(c, F_POOL_USED, &tmp);
		res->pool_used_pct = tmp.median;
		for (i = 0, res->held_min_pct = INFINITY; i < c->n; i++)
			res->held_min_pct = RTE_MIN(res->held_min_pct, c->sl[i].held_pct);
		cell_ci(c, F_NOBUF, &res->nobuf);
		cell_ci(c, F_TAIL, &res->tail);
		cell_ci(c, F_LOST, &res->lost_pm);
		cell_ci(c, F_EMPTY, &res->copy_empty);
		if (sw->zc_index >= 0 && (int)si != sw->zc_index) {
			pair_ci(c, &cells[sw->zc_index], F_NOBUF, &res->nobuf_vs_zc, NULL);
			pair_ci(c, &cells[sw->zc_index], F_LOST, &res->lost_vs_zc, res);
		}
		/* a strategy that lost most of what was offered forwarded too
		 * little for a work per packet: its losses are its result */
		if (!(res->lost_pm.median < PRESSURE_NS_MAX_LOSS_PM)) {
			memset(&res->ns, 0, sizeof(res->ns));
			res->ns.median = res->ns_per_packet = NAN;
		}
	}
	for (t = 0; t < sw->n_strategies; t++)	/* at most RPT_MAX_STRATEGIES (opts.c) */
		if (t != si)
			pair_ci(c, &cells[t], sc == RPT_UNLOADED ? F_NS : F_LOST, &res->vs[t], NULL);
	res->copied = c->xs_sum[XS_COPY];
	res->zerocopy = c->xs_sum[XS_ZC];
	res->auto_low = c->xs_sum[XS_AUTO_LOW];
	res->auto_high = c->xs_sum[XS_AUTO_HIGH];
	res->auto_switches = c->xs_sum[XS_AUTO_SW];
	res->depletion_events = c->xs_sum[XS_DEPL];
	res->drops[RPT_RX_COPY_POOL_EMPTY] = c->xs_sum[XS_COPY_EMPTY];
	res->drops[RPT_HW_RX_NO_BUFFER] = c->xs_sum[XS_NOBUF];
	res->drops[RPT_HW_RX_TAIL_DROP] = c->xs_sum[XS_TAIL];
	res->drops[RPT_HW_RX_FILTERED] = c->xs_sum[XS_FILT];
	res->drops[RPT_HW_RX_DISCARDS] = c->xs_sum[XS_DISC];
	res->drops[RPT_HW_TX_DISCARDS] = c->xs_sum[XS_TXDISC];
	res->drops[RPT_APP_TX_FULL] = c->tx_full;
	res->drops[RPT_APP_NO_ROUTE] = c->no_route;
	res->offered = c->decided;	/* pressure rows: decided_frames */
	res->lost = c->lost;
}

/* The parameters of one scenario at one size. */
struct scen_run {
	unsigned int sc;
	unsigned int zi, hold, rounds;
	uint64_t max_age;	/* cycles a frame is held at most (0: no bound) */
	double pps;		/* pressure: the rate asked of the links */
};

/* Were all strategies' slices of the last round good? */
static bool
round_good(unsigned int n_strat)
{
	unsigned int si;

	for (si = 0; si < n_strat; si++)
		if (cells[si].n == 0 || !cells[si].sl[cells[si].n - 1].ok)
			return false;
	return true;
}

/*
 * Rounds until sr->rounds of them had every slice good (a disturbed slice
 * costs its round a repeat), at most 4 times as many: warm-up rounds
 * first, forgotten.
 */
static int
run_rounds(struct rig *r, const struct ipfwd_opts *o, const struct scen_run *sr,
	   volatile sig_atomic_t *interrupted)
{
	uint64_t stall = rte_get_tsc_hz() / 1000000 * o->stall_us;
	unsigned int round, k, si, good = 0, want = sr->rounds;
	unsigned int warm = sr->sc == RPT_UNLOADED ? WARMUP_ROUNDS : PRESSURE_WARMUP_ROUNDS;
	bool last_good = false, g;
	int ret;

	/* unloaded, the differences come from ABBA blocks: as many whole good
	 * blocks as half the rounds asked */
	if (sr->sc == RPT_UNLOADED)
		want = sr->rounds / 2;
	for (round = 0; good < want && round < 4 * sr->rounds + warm &&
	     cells[0].n < MAX_ROUNDS && !*interrupted; round++) {
		/* callgrind counts the polls of the rounds that count */
		r->fconf.collect = round >= warm && sr->sc == RPT_UNLOADED;
		for (k = 0; k < o->n_strat; k++) {
			si = round_pick(round, k, o->n_strat);
			if (rig_use_strategy(r, &o->strat[si]) < 0)
				return -1;
			ret = sr->sc != RPT_UNLOADED ?
				pressure_slice(r, &cells[si], o->pressure_ms, sr->pps) :
				cost_slice(r, &cells[si], stall);
			if (ret < 0)
				return -1;
		}
		if (round < warm) {
			memset(cells, 0, sizeof(cells));	/* warm-up: forgotten */
			continue;
		}
		g = round_good(o->n_strat);
		if (sr->sc != RPT_UNLOADED)
			good += g;
		else if ((round - warm) % 2 == 1)
			good += g && last_good;		/* a block ends */
		last_good = g;
	}
	r->fconf.collect = false;
	return 0;
}

static int
run_scenario(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw,
	     const struct scen_run *sr, volatile sig_atomic_t *interrupted)
{
	unsigned int si;
	uint16_t p;

	memset(cells, 0, sizeof(cells));
	for (p = 0; p < r->n_ports; p++)
		rte_eth_stats_reset(p);	/* the audit counts from here */
	if (rig_set_hold(r, sr->hold, sr->max_age) < 0 || run_rounds(r, o, sr, interrupted) < 0)
		return -1;
	/* what the delay lines hold goes out; then every buffer is back */
	rig_forward(r, 0);
	rig_drain(r, 3);
	rig_sink_wait(r, UINT64_MAX, SINK_SETTLE_MS, 1000);
	if (rig_set_hold(r, 0, 0) < 0 || rig_pools_check(r, "a scenario") < 0 ||
	    rig_audit(r, "a scenario") < 0)
		return -1;
	for (si = 0; si < o->n_strat; si++) {
		fill_result(sw, sr->sc, si, sr->zi, sr->hold);
		sw->disturbed += sw->results[sr->sc][si][sr->zi].left_out;
	}
	return 0;
}

static void
progress(const struct ipfwd_opts *o, const struct rpt_sweep *sw, const struct scen_run *sr,
	 unsigned int done, unsigned int total, double secs)
{
	unsigned int si;

	char nm[32], z[16];

	printf("[%2u/%u] %5s%s %-12s", done, total, rpt_size_label(sw, sr->zi, z, sizeof(z)),
	       rpt_is_imix(sw, sr->zi) ? "  " : " B", rpt_scen_name(sw, sr->sc, nm, sizeof(nm)));
	for (si = 0; si < o->n_strat; si++) {
		const struct rpt_result *res = &sw->results[sr->sc][si][sr->zi];

		if (sr->sc != RPT_UNLOADED)
			printf("  %s %.0f lost/M (%u disturbed)", o->strat[si].name,
			       res->lost_pm.median, res->disturbed);
		else
			printf("  %s %.1f ns", o->strat[si].name, res->ns_per_packet);
	}
	printf("  (%u slices, %.1f s)\n", sw->results[sr->sc][0][sr->zi].slices, secs);
	fflush(stdout);
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
 * The line-rate row at size zi: the generators as fast as their wires
 * carry (rate 0), no hold; every frame lost counts, as at the levels.
 */
static int
run_line_rate(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw, unsigned int zi,
	      unsigned int *done, unsigned int total, volatile sig_atomic_t *interrupted)
{
	double line = sm_line_rate_pps(sw->link_mbps * 1e6, sw->sizes[zi]) * r->n_ports, t0;
	struct scen_run sr = { sw->line_scen, zi, 0, o->pressure_rounds, 0, 0 };

	sw->scen_age_us[sr.sc] = 0;
	/* a stall that alone fills an Rx queue (RIG_RXQ_DEPTH) at line rate */
	r->fconf.long_stall_cycles = RTE_MAX(r->fconf.stall_cycles,
		(uint64_t)(RIG_RXQ_DEPTH * r->n_ports * o->rxq / line * rte_get_tsc_hz()));
	t0 = (double)rte_rdtsc() / rte_get_tsc_hz();
	if (gen_config(r, sw, zi, 0, 0) < 0 || run_scenario(r, o, sw, &sr, interrupted) < 0)
		return -1;
	r->fconf.long_stall_cycles = 0;
	progress(o, sw, &sr, ++*done, total, (double)rte_rdtsc() / rte_get_tsc_hz() - t0);
	return 0;
}

/* Each pressure level at size zi: the pool share held, a line idle for
 * twice the time the lines take to fill at the rate asked letting its
 * oldest burst go (fwd.h). */
static int
run_levels(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw, unsigned int zi,
	   unsigned int *done, unsigned int total, volatile sig_atomic_t *interrupted)
{
	unsigned int l, queues = r->n_ports * o->rxq;
	double pps, wire, t0;

	if (wire_pps(r, sw, zi, pressure_pps(o, sw, zi, INFINITY) / o->pressure_rate, &wire) < 0)
		return -1;
	pps = pressure_pps(o, sw, zi, wire);
	sw->wire_mpps[zi] = wire / 1e6;

	for (l = 0; l < o->n_levels && !*interrupted; l++) {
		unsigned int sc = RPT_PRESSURE + l, hold = sw->scen_hold[sc];
		double age_s = RTE_MAX(2.0 * hold * queues / pps, HOLD_AGE_MIN_US / 1e6);
		struct scen_run sr = { sc, zi, hold, o->pressure_rounds,
				       hold ? (uint64_t)(age_s * rte_get_tsc_hz()) : 0, pps };

		sw->scen_age_us[sc] = hold ? age_s * 1e6 : 0;
		/* a stall that alone fills an Rx queue (RIG_RXQ_DEPTH) at this rate */
		r->fconf.long_stall_cycles = RTE_MAX(r->fconf.stall_cycles,
			(uint64_t)(RIG_RXQ_DEPTH * queues / pps * rte_get_tsc_hz()));
		t0 = (double)rte_rdtsc() / rte_get_tsc_hz();
		if (gen_config(r, sw, zi, pps / r->n_ports, 0) < 0 ||
		    run_scenario(r, o, sw, &sr, interrupted) < 0 ||
		    /* the level's lines held less than their share at this
		     * size (the host starved the wires): once more */
		    (rpt_cell_short(sw, sc, zi, stdout) && run_scenario(r, o, sw, &sr, interrupted) < 0))
			return -1;
		progress(o, sw, &sr, ++*done, total, (double)rte_rdtsc() / rte_get_tsc_hz() - t0);
	}
	r->fconf.long_stall_cycles = 0;
	return sw->line_scen && !*interrupted ? run_line_rate(r, o, sw, zi, done, total,
							      interrupted) : 0;
}

int
cost_sweep(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw,
	   volatile sig_atomic_t *interrupted)
{
	unsigned int zi, l, done = 0, total = rpt_rows(sw) * sw->n_scen;
	unsigned int queues = r->n_ports * o->rxq;
	double t0;

	if (r->n_fwd != 1) {
		snprintf(r->err, sizeof(r->err), "the cost method measures one forwarding core: "
			 "give EAL one lcore, or a main lcore and one worker (%u forward now)",
			 r->n_fwd);
		return -1;
	}
	if (o->rounds > MAX_ROUNDS - WARMUP_ROUNDS || o->pressure_rounds > MAX_ROUNDS - WARMUP_ROUNDS) {
		snprintf(r->err, sizeof(r->err), "at most %u rounds", MAX_ROUNDS - WARMUP_ROUNDS);
		return -1;
	}
	for (zi = 0, sw->zc_index = -1; zi < o->n_strat; zi++)
		if (o->strat[zi].copybreak == 0 && o->strat[zi].small_pool == 0 &&
		    !o->strat[zi].no_stash && !o->strat[zi].autocb && o->strat[zi].spin_ns == 0 &&
		    sw->zc_index < 0)
			sw->zc_index = (int)zi;
	sw->scen_hold[RPT_UNLOADED] = o->hold;
	for (l = 0; l < o->n_levels && sw->n_scen > RPT_PRESSURE; l++) {
		sw->scen_level_pct[RPT_PRESSURE + l] = o->pressure_hold ?
			(unsigned int)((uint64_t)o->pressure_hold * queues * 100 / o->pool_size) :
			o->levels[l];
		sw->scen_hold[RPT_PRESSURE + l] = o->pressure_hold ? o->pressure_hold :
			(unsigned int)((uint64_t)o->pool_size * o->levels[l] / 100 / queues);
	}
	for (zi = 0; zi < rpt_rows(sw) && !*interrupted; zi++) {
		struct scen_run sr = { RPT_UNLOADED, zi, o->hold, o->rounds, 0, 0 };

		t0 = (double)rte_rdtsc() / rte_get_tsc_hz();
		if (gen_config(r, sw, zi, 0, o->slice_frames) < 0 ||
		    run_scenario(r, o, sw, &sr, interrupted) < 0)
			return -1;
		progress(o, sw, &sr, ++done, total, (double)rte_rdtsc() / rte_get_tsc_hz() - t0);
		if (sw->n_scen > RPT_PRESSURE &&
		    run_levels(r, o, sw, zi, &done, total, interrupted) < 0)
			return -1;
	}
	if (r->hw_step) {	/* devtools/cost-valgrind.sh divides by this */
		/* nothing more is counted: the rest (the pools' drain at
		 * teardown) runs without callgrind's instrumentation */
		VG_HW_BEGIN();
		printf("step mode: %" PRIu64 " packets received in the counted polls\n",
		       collected_packets);
	}
	return 0;
}
