/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* The options of dpaa2x-ipfwd: one table names each, its range and help. */

#ifndef IPFWD_OPTS_H
#define IPFWD_OPTS_H

#include <stdbool.h>

#include "fwd.h"
#include "report.h"

enum ipfwd_method {
	METHOD_COST,		/* forwarding core's work per packet (default) */
	METHOD_ZERO_LOSS,	/* RFC 2544 zero-loss rate search */
};

#define CONTROL_POSITIVE	1u
#define CONTROL_NEGATIVE	2u

struct ipfwd_opts {
	enum fwd_mode mode;
	enum ipfwd_method method;
	unsigned int sizes[RPT_MAX_SIZES], n_sizes;
	struct rpt_strategy strat[RPT_MAX_STRATEGIES];
	unsigned int n_strat;
	const char *sizes_arg, *strat_arg;
	/* zero-loss search */
	double trial_s, resolution, loss_tol, margin;
	unsigned int max_trials, retries, stall_retries;
	/* cost method */
	unsigned int rounds, slice_frames;
	unsigned int pressure_hold;	/* 0: by the levels */
	unsigned int levels[RPT_MAX_LEVELS], n_levels;	/* % of the pool held */
	const char *levels_arg;
	double pressure_rate;		/* share of the slower strategy's capacity */
	unsigned int pressure_ms, pressure_rounds;
	bool no_pressure;
	bool no_imix, imix;		/* imix: the IMIX row (cost, not --no-imix) */
	bool no_line_rate;		/* no line-rate row after the pressure levels */
	unsigned int control;		/* CONTROL_*: the controls to run, 0: a sweep */
	const char *control_arg;
	/* both */
	unsigned int stall_us;
	bool quick, full;
	unsigned int hold, pool_size, pool_cache, rxq, flows, burst;
	unsigned int link_mbps;		/* 0 = from rte_eth_link_get */
	const char *json, *csv, *plot, *seed_csv;
	bool verbose, help;
	/* which options were given (quick/full defaults do not override them) */
	bool set_trial, set_res, set_max_trials, set_retries, set_stall_retries,
	     set_rounds, set_strat, set_pressure_rounds, set_sizes, set_pressure_ms;
};

/*
 * Parse the application's arguments (after EAL's "--"); argv[0] is the
 * program. On error returns -1 with a message naming the option in err.
 */
int ipfwd_opts_parse(int argc, char **argv, struct ipfwd_opts *o, char *err, unsigned int errlen);

/* The options and their help, from the table. */
void ipfwd_opts_usage(const char *prog);

const char *ipfwd_method_name(enum ipfwd_method m);

#endif /* IPFWD_OPTS_H */
