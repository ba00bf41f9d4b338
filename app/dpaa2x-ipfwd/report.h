/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Results of a sweep and their output: the tables, JSON, CSV and the
 * gnuplot figure. No DPDK here (unit-tested on synthetic results).
 */

#ifndef SWEEP_REPORT_H
#define SWEEP_REPORT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "stats.h"
#include "sweep_math.h"

#define RPT_MAX_SIZES		32
#define RPT_MAX_STRATEGIES	8
#define RPT_MAX_LEVELS		8	/* pool-pressure levels */
#define RPT_POOL_ROUNDS		64	/* paired rounds a pressure row keeps */

/* Scenarios of the cost method: unloaded, then the pool under pressure at
 * each level (RPT_PRESSURE + k: the k-th level), then, if asked, the
 * generators at line rate with no hold (rpt_sweep.line_scen). */
enum rpt_scen { RPT_UNLOADED, RPT_PRESSURE };
#define RPT_MAX_SCEN		(2 + RPT_MAX_LEVELS)

/* Frame losses and drops by cause, summed over the ports. */
enum rpt_drop {
	RPT_HW_RX_NO_BUFFER,	/* hw_rx_no_buffer_discards: the pool was empty */
	RPT_HW_RX_TAIL_DROP,	/* hw_rx_tail_drops: Rx FQ full (software too slow) */
	RPT_HW_RX_FILTERED,
	RPT_HW_RX_DISCARDS,
	RPT_HW_RX_RUNT,
	RPT_HW_RX_OVERSIZE,
	RPT_HW_TX_DISCARDS,
	RPT_RX_COPY_POOL_EMPTY,	/* not a drop: went up zero-copy instead */
	RPT_APP_TX_FULL,	/* the application freed what Tx did not take */
	RPT_APP_NO_ROUTE,	/* no LPM route, TTL expired or not IPv4 */
	RPT_DROP_N
};
extern const char *const rpt_drop_names[RPT_DROP_N];

/*
 * The IMIX row: the classic simple IMIX, 7:4:1 of 64, 576 and 1500-byte
 * frames (with FCS), its 12 frames interleaved in the generator's cycle.
 * Its results sit after the single sizes (index n_sizes); sizes[n_sizes]
 * holds the mix's mean frame size, rounded, for its line rate.
 */
#define RPT_IMIX_N		12
extern const uint16_t rpt_imix_cycle[RPT_IMIX_N];
#define RPT_IMIX_MAX		1500	/* its largest frame */

struct rpt_strategy {
	char name[24];		/* zero-copy, copy-all, copybreak-512, auto */
	uint32_t copybreak;	/* the value the driver got (auto: low) */
	uint32_t small_pool;	/* multipool: small buffers' data bytes; 0 = none */
	bool no_stash;		/* "+nostash": the ports' Rx stashing off */
	bool autocb;		/* copybreak=auto:low:high, by the Rx pool's state */
	uint32_t low, high;	/* auto */
	uint32_t spin_ns;	/* "+spin=N": N ns spun per zero-copy frame (control) */
};

struct rpt_result {
	unsigned int strategy;	/* index into rpt_sweep.strategies */
	unsigned int size;	/* frame size with FCS */
	unsigned int hold;	/* packets each Rx queue held */
	bool measured;
	/* the forwarding core's work per packet (both methods) */
	double ns_per_packet;	/* cost: the median of the slices */
	double ns_vs_zero_copy;	/* minus zero-copy's at this size (NAN: none) */
	/* cost method */
	struct st_ci ns;	/* work per packet of the slices */
	struct st_ci ns_vs_zc;	/* paired differences to zero-copy's slices */
	double capacity_mpps;	/* one core: 1000 / ns_per_packet */
	struct st_ci nobuf;	/* pressure rows: no-buffer discards per million offered */
	struct st_ci nobuf_vs_zc;
	struct st_ci tail;	/* pressure rows: tail drops per million offered */
	/* pressure rows: every frame lost (no-buffer discards, tail drops,
	 * Tx full, no route) per million lost or sent, the value they are
	 * judged by; and the rounds' paired differences to zero-copy that
	 * lost_vs_zc is the median of (the level's pooled test reads them) */
	struct st_ci lost_pm, lost_vs_zc;
	double lost_d[RPT_POOL_ROUNDS];
	unsigned int n_lost_d;
	/* the level's second look (frontier.c): the same paired differences
	 * of the rounds run again at this size, kept apart (not in lost_pm,
	 * the drops or the frame counts) */
	double more_d[RPT_POOL_ROUNDS];
	unsigned int n_more_d;
	struct st_ci copy_empty;	/* copies that found the copy pool empty, /M */
	/* cost: paired differences of the value the scenario is judged by
	 * (unloaded: ns per packet; pressure: no-buffer losses per million),
	 * this strategy's slices minus strategy t's of the same rounds
	 * (n = 0: not taken); the auto verdicts read them */
	struct st_ci vs[RPT_MAX_STRATEGIES];
	double offered_mpps;	/* pressure rows: what the wire offered */
	/* pressure rows: the delay lines' occupancy each slice reached (held
	 * frames in % of the Rx pool: median and interval over the slices,
	 * and the lowest) and the Rx pool's buffers in use, median % */
	struct st_ci held;
	double held_min_pct, pool_used_pct;
	double wait_pct;	/* share of slice time spent waiting for the hardware */
	double cmd_ns;		/* per packet in the emulated BMan/QMan commands (left out) */
	double sil_lo, sil_hi;	/* the same commands at LS2088A's cost, band (unloaded) */
	unsigned int slices, left_out;	/* slices taken, left out as disturbed */
	/* zero-loss method: the trial at the reported rate */
	double mpps;		/* zero-loss rate, all ports together */
	double gbps;		/* layer 2, with FCS */
	double line_pct;	/* of the ports' line rate (with preamble and IFG) */
	uint64_t offered, delivered, lost;
	double loss;		/* lost / offered */
	uint64_t sink_lost;	/* sequence gaps the sinks saw */
	uint64_t lat_min_ns, lat_avg_ns, lat_max_ns;
	unsigned int trials;
	unsigned int disturbed;	/* zero-loss: lossy trials repeated (the forwarding CPU
				 * stalled); cost, pressure: slices the host disturbed */
	double max_stall_us;	/* longest stall of the forwarding CPU in the search */
	const char *limited_by;	/* "line_rate", "loss", "wire_short" (engine) or "none" */
	double search_seconds;
	/* both: what the driver did and dropped */
	uint64_t drops[RPT_DROP_N];
	uint64_t depletion_events;	/* pool depletion entries */
	uint64_t copied, zerocopy;	/* frames the driver copied / passed zero-copy */
	/* auto: frames received with the pool not depleted / depleted, switches */
	uint64_t auto_low, auto_high, auto_switches;
};

/* An auto strategy against the best fixed strategy at each size: as good
 * as the best when the 95 % interval of the paired differences auto - best
 * reaches zero or below (unloaded: ns per packet; under pressure:
 * no-buffer losses per million), i.e. not significantly worse. */
struct rpt_auto_verdict {
	int strategy;			/* the auto strategy; -1: none measured */
	int best[RPT_MAX_SCEN][RPT_MAX_SIZES];	/* the best fixed strategy, -1: none */
	bool within[RPT_MAX_SCEN][RPT_MAX_SIZES];
	/* fixed strategies as good as the best in every scenario */
	bool fixed_both[RPT_MAX_STRATEGIES][RPT_MAX_SIZES];
	unsigned int n_within[RPT_MAX_SCEN], n_within_all;	/* sizes */
	unsigned int n_fixed_all;	/* sizes where a fixed strategy is as good in all */
};

/*
 * The break-even frontier of one pressure level: at each size, does
 * copy-all lose no more than zero-copy (the interval of the paired
 * differences of the frames lost reaches zero or below), lose less (it
 * lies below zero), and fit in the core (offered packets per core times
 * copy-all's time per packet on this host, at most 1)? The frontier is
 * the largest size up to which all sizes pass; the recommended copybreak
 * copies up to the frontier where copying loses less at some size within
 * it (0: copying buys nothing at this level, and costs the core).
 */
/*
 * A level's verdict: a sequential test with two looks decided in advance.
 * Look one pools the rounds of the sizes within the frontier; where its
 * interval leaves the verdict open (undecided below), every size within
 * the frontier runs its rounds once more and look two pools both. Each
 * look's interval is at RPT_LOOK_CONF, so that the chance of a verdict of
 * less or more where the two strategies lose alike is at most 5 % over
 * both looks (Bonferroni: 2.5 % each). No third look: still open, the
 * level says undecided and recommends no copybreak.
 */
enum rpt_verdict {
	RPT_V_LESS,		/* copy-all loses less: interval below zero */
	RPT_V_MORE,		/* loses more (above zero), or no frontier */
	RPT_V_SAME,		/* no difference: interval within +-RPT_SAME_PM */
	RPT_V_NOT_LESS,		/* reaches zero, and copy-all loses less by at most
				 * RPT_SAME_PM: copying cannot pay (the interval
				 * may reach past the margin above) */
	RPT_V_UNDECIDED,	/* the interval reaches zero and past the margin */
};
#define RPT_LOOK_CONF	0.975
/* frames lost per million within which the strategies count as losing
 * alike (0.1 % of the frames: copying's core time buys nothing there) */
#define RPT_SAME_PM	1000.0
const char *rpt_verdict_name(enum rpt_verdict v);

struct rpt_frontier {
	bool valid;			/* both strategies, pressure rows measured */
	/* per row: the sizes, then the IMIX row (off the frontier's axis) */
	bool not_more[RPT_MAX_SIZES], less[RPT_MAX_SIZES], fits[RPT_MAX_SIZES];
	double core_share[RPT_MAX_SIZES];	/* copy-all's share of the core */
	double line_share[RPT_MAX_SIZES];	/* and at the ports' line rate */
	int frontier;			/* index; -1: not even the smallest size */
	int last_less;			/* index; -1: nowhere */
	unsigned int recommended;	/* bytes without FCS */
	bool measured;			/* the level held its share: recommended */
	/* copy-all - zero-copy frames lost, the rounds of every size within
	 * the frontier together, at RPT_LOOK_CONF: at the first look, and
	 * with the second look's rounds too where one ran (else the first's) */
	struct st_ci first, pooled;
	bool second_look;		/* the first look was undecided: run again */
	enum rpt_verdict verdict;	/* of pooled */
};

struct rpt_sweep {
	const char *method;	/* "cost" or "zero-loss" */
	const char *mode;
	unsigned int n_sizes, n_strategies, n_scen;
	unsigned int sizes[RPT_MAX_SIZES];
	struct rpt_strategy strategies[RPT_MAX_STRATEGIES];
	struct rpt_result results[RPT_MAX_SCEN][RPT_MAX_STRATEGIES][RPT_MAX_SIZES];
	/* conditions */
	unsigned int ports, rx_queues, fwd_lcores, flows, hold, pool_size;
	unsigned int scen_hold[RPT_MAX_SCEN];	/* hold per Rx queue of each scenario */
	unsigned int scen_level_pct[RPT_MAX_SCEN];	/* pressure: of the pool held */
	double scen_age_us[RPT_MAX_SCEN];	/* pressure: a line idle this long lets a burst go */
	/* the buffers each strategy's frames can use: the Rx pool, and the
	 * copy pool (copying strategies); bytes of memory in all */
	unsigned int rx_bufs, rx_buf_bytes, copy_bufs, copy_buf_bytes;
	uint64_t strat_buf_mem[RPT_MAX_STRATEGIES];
	double wire_mpps[RPT_MAX_SIZES];	/* pressure: what the emulated links carried */
	/* pressure: rounds per size of a level's second look (0: none ran) */
	unsigned int more_rounds[RPT_MAX_SCEN];
	bool imix;		/* the IMIX row after the sizes */
	unsigned int line_scen;	/* the line-rate scenario's index, 0: none */
	/* each port's copy pool: its mempool ops and its per-lcore cache (a
	 * LIFO stack in front of the ops; behind it BMan hands buffers out in
	 * the order the DPL gives the dpbp) */
	char copy_ops[32];
	unsigned int copy_cache;
	char copy_order[8];	/* BMan's for it: "fifo", "lifo" (measured: main.c) */
	char rx_order[8];	/* and for the Rx pool */
	double link_mbps;	/* per port */
	double trial_s, resolution, loss_tolerance, margin;
	unsigned int retries, stall_us, stall_retries;
	unsigned int rounds, slice_frames, pressure_ms;
	double pressure_rate;
	bool stash;
	unsigned int disturbed;	/* zero-loss: repeated trials; cost: slices left out */
	bool quick;
	double load_before[3], load_after[3];
	double duration_s;
	char started[32];	/* ISO 8601, UTC */
	/* conclusions (rpt_conclude) */
	int zc_index, copy_index;	/* strategies compared, -1 if absent */
	struct sm_cross cross;		/* zero-loss */
	struct st_answer answer[RPT_MAX_SCEN];	/* cost */
	struct rpt_frontier frontier[RPT_MAX_SCEN];	/* cost: each pressure level */
	unsigned int n_auto;
	struct rpt_auto_verdict autov[RPT_MAX_STRATEGIES];	/* cost: each auto strategy */
	unsigned int recommended_copybreak;
	unsigned int rising[RPT_MAX_STRATEGIES];	/* zero-loss: Mpps rising with size */
};

/* LS2088A figures to compare with (seed 002 unless --seed-csv). */
struct rpt_seed {
	unsigned int n;
	unsigned int sizes[RPT_MAX_SIZES];
	double baseline[RPT_MAX_SIZES], copy_all[RPT_MAX_SIZES];
	char source[160];
};

static inline bool
rpt_is_cost(const struct rpt_sweep *sw)
{
	return sw->method != NULL && sw->method[0] == 'c';
}

/* Rows of the tables: the sizes, then the IMIX row if measured. */
static inline unsigned int
rpt_rows(const struct rpt_sweep *sw)
{
	return sw->n_sizes + (sw->imix ? 1 : 0);
}

static inline bool
rpt_is_imix(const struct rpt_sweep *sw, unsigned int i)
{
	return sw->imix && i == sw->n_sizes;
}

/* A row's size as printed: "imix" or the frame size. */
const char *rpt_size_label(const struct rpt_sweep *sw, unsigned int i, char *buf, size_t len);
/* A pressure scenario as printed: "25%" or "line". */
const char *rpt_level_label(const struct rpt_sweep *sw, unsigned int sc, char *buf, size_t len);

/* Fill the differences' conclusions, the break-even, the recommendation. */
void rpt_conclude(struct rpt_sweep *sw);
/* "unloaded" or "pressure-<level %>" (JSON, CSV). */
const char *rpt_scen_name(const struct rpt_sweep *sw, unsigned int sc, char *buf, size_t len);

/* The frontier of each pressure level (frontier.c; rpt_conclude calls it). */
void rpt_conclude_frontier(struct rpt_sweep *sw);
/* After rpt_conclude: the level needs its second look (undecided at the
 * first, not run yet); its rows to run again are 0..frontier. */
bool rpt_level_second_look(const struct rpt_sweep *sw, unsigned int sc);
/* A level reached its occupancy when its delay lines held at least this
 * share of the level (checked again by check_sweep_json.py). */
#define RPT_REACHED_SHARE	0.9
/* The lowest median held % of the pool over a level's cells (NAN: none). */
double rpt_level_held(const struct rpt_sweep *sw, unsigned int sc);
bool rpt_level_reached(const struct rpt_sweep *sw, unsigned int sc);
bool rpt_cell_short(const struct rpt_sweep *sw, unsigned int sc, unsigned int zi, FILE *say);
void rpt_print_frontier(FILE *f, const struct rpt_sweep *sw);
void rpt_json_frontier(FILE *f, const struct rpt_sweep *sw);

void rpt_print_table(FILE *f, const struct rpt_sweep *sw, const struct rpt_seed *seed);
void rpt_print_details(FILE *f, const struct rpt_sweep *sw);
void rpt_print_conclusion(FILE *f, const struct rpt_sweep *sw);

int rpt_write_json(const char *path, const struct rpt_sweep *sw);
int rpt_write_csv(const char *path, const struct rpt_sweep *sw);
/* Writes path.dat and path.gp next to the figure and runs gnuplot; SVG or
 * PNG by the extension. seed may be NULL. */
int rpt_write_plot(const char *path, const struct rpt_sweep *sw, const struct rpt_seed *seed);

/* The seed-002 LS2088A figures that ship with the app (source named). */
void rpt_seed_builtin(struct rpt_seed *seed);
/* Read frame_size,baseline_mpps,copy_all_mpps rows (# comments). */
int rpt_read_seed(const char *path, struct rpt_seed *seed);

#endif /* SWEEP_REPORT_H */
