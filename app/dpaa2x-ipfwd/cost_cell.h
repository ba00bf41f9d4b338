/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The cost method's insides, shared by cost.c (the unloaded slices, the
 * cells' statistics, the scenarios' rounds, the sweep) and pressure.c
 * (the pressure slices, the rate a level is offered, the levels and the
 * line-rate row). Not an interface of the application.
 */

#ifndef IPFWD_COST_CELL_H
#define IPFWD_COST_CELL_H

#include <stdbool.h>
#include <stdint.h>

#include "cost.h"

#define SINK_SETTLE_MS	2	/* the sinks stopped counting: Tx is done */
#define MAX_ROUNDS	2000

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

/* The parameters of one scenario at one size. */
struct scen_run {
	unsigned int sc;
	unsigned int zi, hold, rounds;
	uint64_t max_age;	/* cycles a frame is held at most (0: no bound) */
	double pps;		/* pressure: the rate asked of the links */
	bool more;		/* a level's second look: keep copy-all's rounds apart */
};

/* The generators at row zi: its size, or the IMIX row's cycle. */
int gen_config(struct rig *r, const struct rpt_sweep *sw, unsigned int zi, double pps_per_port,
	       uint64_t count);
int xstats_all(struct rig *r, uint64_t v[][XS_N]);
/* Sum over the ports of a - b for xstat x. */
uint64_t xs_delta(const struct rig *r, uint64_t b[][XS_N], uint64_t a[][XS_N], enum rig_xs x);
void xs_accumulate(const struct rig *r, uint64_t b[][XS_N], uint64_t a[][XS_N], struct cell *c);
/* Run sr's rounds, then put every buffer back and fill sw's results. */
int run_scenario(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw,
		 const struct scen_run *sr, volatile sig_atomic_t *interrupted);
/* The progress line of a cell just run. */
void progress(const struct ipfwd_opts *o, const struct rpt_sweep *sw, const struct scen_run *sr,
	      unsigned int done, unsigned int total, double secs);

/* pressure.c: one pressure slice of the current strategy into c */
int pressure_slice(struct rig *r, struct cell *c, unsigned int ms, double asked_pps);
/* pressure.c: each pressure level, then the line-rate row, at size zi */
int run_levels(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw, unsigned int zi,
	       unsigned int *done, unsigned int total, volatile sig_atomic_t *interrupted);

/* pressure.c: each level whose first look left its verdict open runs
 * the sizes within its frontier once more (frontier.c, report.h) */
int run_second_looks(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw,
		     volatile sig_atomic_t *interrupted);

#endif /* IPFWD_COST_CELL_H */
