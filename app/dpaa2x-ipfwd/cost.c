/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The cost method (cost.h): the unloaded slices, the cells' medians and
 * paired intervals, the scenarios' rounds and the sweep over the sizes;
 * the pressure slices and levels are pressure.c's.
 */

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_launch.h>

#include "cost_cell.h"
#include "silicon.h"
#include "vg.h"
#include "rte_pmd_dpaa2x.h"

#define WARMUP_ROUNDS	2	/* per size unloaded, not counted */
#define PRESSURE_WARMUP_ROUNDS	1	/* per size and level (each slice fills its lines) */
#define GEN_WAIT_S	30	/* bound on a generator putting its frames out (generous: a
				 * descheduled engine at a load of 8 took more than 2 s) */
#define SLICE_MAX_S	2	/* bound on receiving one slice */
/* under pressure, ns per packet only for cells that lost less than half */
#define PRESSURE_NS_MAX_LOSS_PM	500000.0

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
int
gen_config(struct rig *r, const struct rpt_sweep *sw, unsigned int zi, double pps_per_port,
	   uint64_t count)
{
	uint16_t one = (uint16_t)sw->sizes[zi];

	return rpt_is_imix(sw, zi) ?
		rig_gen_config_mix(r, rpt_imix_cycle, RPT_IMIX_N, pps_per_port, count) :
		rig_gen_config_mix(r, &one, 1, pps_per_port, count);
}

int
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
uint64_t
xs_delta(const struct rig *r, uint64_t b[][XS_N], uint64_t a[][XS_N], enum rig_xs x)
{
	uint64_t d = 0;
	uint16_t p;

	for (p = 0; p < r->n_ports; p++)
		d += a[p][x] - b[p][x];
	return d;
}

void
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
	double *keep_d, unsigned int *keep_n)
{
	static double x[MAX_ROUNDS], z[MAX_ROUNDS], d[MAX_ROUNDS];
	static bool okx[MAX_ROUNDS], okz[MAX_ROUNDS];
	unsigned int k, n = RTE_MIN(c->n, zc->n);

	values(c, f, x, okx);
	values(zc, f, z, okz);
	k = f == F_NS ? st_batch_means(d, st_pair_diff_abba(z, okz, x, okx, n, d), ST_BATCHES) :
		st_pair_diff(z, okz, x, okx, n, d);
	if (keep_d != NULL) {	/* the rounds' differences, in the order they ran */
		*keep_n = RTE_MIN(k, (unsigned int)RPT_POOL_ROUNDS);
		memcpy(keep_d, d, *keep_n * sizeof(*d));
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
		pair_ci(c, &cells[sw->zc_index], F_NS, &res->ns_vs_zc, NULL, NULL);
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
			pair_ci(c, &cells[sw->zc_index], F_NOBUF, &res->nobuf_vs_zc, NULL, NULL);
			pair_ci(c, &cells[sw->zc_index], F_LOST, &res->lost_vs_zc, res->lost_d,
				&res->n_lost_d);
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
			pair_ci(c, &cells[t], sc == RPT_UNLOADED ? F_NS : F_LOST, &res->vs[t], NULL, NULL);
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

int
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
	if (sr->more) {		/* a level's second look: its rounds apart */
		struct rpt_result *res = &sw->results[sr->sc][sw->copy_index][sr->zi];
		struct st_ci tmp;

		pair_ci(&cells[sw->copy_index], &cells[sw->zc_index], F_LOST, &tmp, res->more_d,
			&res->n_more_d);
		return 0;
	}
	for (si = 0; si < o->n_strat; si++) {
		fill_result(sw, sr->sc, si, sr->zi, sr->hold);
		sw->disturbed += sw->results[sr->sc][si][sr->zi].left_out;
	}
	return 0;
}

void
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
	/* the levels the first look left open look again (report.h) */
	if (sw->n_scen > RPT_PRESSURE && !*interrupted &&
	    run_second_looks(r, o, sw, interrupted) < 0)
		return -1;
	if (r->hw_step) {	/* devtools/cost-valgrind.sh divides by this */
		/* nothing more is counted: the rest (the pools' drain at
		 * teardown) runs without callgrind's instrumentation */
		VG_HW_BEGIN();
		printf("step mode: %" PRIu64 " packets received in the counted polls\n",
		       collected_packets);
	}
	return 0;
}
