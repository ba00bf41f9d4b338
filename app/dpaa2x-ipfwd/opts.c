/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_common.h>
#include <rte_mempool.h>

#include "opts.h"

#define DEFAULT_SIZES		"64,128,256,512,640,768,896,1024,1280,1518"
#define QUICK_SIZES		"64,128,256,512,1518"
#define DEFAULT_LEVELS		"0,25,50,75,90,100"
#define COST_STRATEGIES		"zero-copy,copy-all,auto"
#define ZERO_LOSS_STRATEGIES	"zero-copy,copy-all,512"

enum opt_kind {
	OK_FLAG,	/* bool, no argument */
	OK_UINT,	/* unsigned int in [lo, hi] */
	OK_DOUBLE,	/* double in [lo, hi] */
	OK_PCT,		/* percentage in [lo, hi], stored as a fraction */
	OK_STR,		/* const char * */
	OK_MODE,
	OK_METHOD,
};

struct opt_def {
	const char *name, *arg, *help;
	enum opt_kind kind;
	size_t off, set_off;	/* set_off: bool "given", 0 = none */
	double lo, hi;
};

#define O(f) offsetof(struct ipfwd_opts, f)
#define NOSET 0

static const struct opt_def defs[] = {
	{ "method", "M", "cost (default: the forwarding core's work per packet, driver and "
	  "application, with the hardware's latency and host stalls left out) or zero-loss "
	  "(RFC 2544 zero-loss rate search)", OK_METHOD, O(method), NOSET, 0, 0 },
	{ "mode", "M", "ipfwd (default), l2fwd, rxdrop, rxdrop-read", OK_MODE, O(mode), NOSET, 0, 0 },
	{ "sizes", "LIST", "frame sizes with FCS (default " DEFAULT_SIZES "; --quick "
	  QUICK_SIZES ")", OK_STR,
	  O(sizes_arg), O(set_sizes), 0, 0 },
	{ "strategies", "LIST", "zero-copy, copy-all, copybreak values, auto[:<low>:<high>] "
	  "(copybreak=auto: low while the Rx pool is not depleted, high while it is) and "
	  "multipool-N (a small N-byte pool the hardware picks by size), each with +nostash "
	  "for Rx stashing off and +spin=NS for NS ns of extra work per zero-copy frame "
	  "(the positive control) "
	  "(default " COST_STRATEGIES "; zero-loss " ZERO_LOSS_STRATEGIES ")", OK_STR, O(strat_arg), O(set_strat), 0, 0 },
	{ "rounds", "N", "cost: rounds of interleaved slices per size (default 200; --quick 60; "
	  "--full 1000)", OK_UINT, O(rounds), O(set_rounds), 6, 100000 },
	{ "slice-frames", "N", "cost: frames per port queued before a slice (default 512)",
	  OK_UINT, O(slice_frames), NOSET, 32, 4096 },
	{ "pressure-levels", "LIST", "cost: pool-pressure levels, the share of the Rx pool's "
	  "buffers the application holds over its Rx queues, % (default " DEFAULT_LEVELS ")",
	  OK_STR, O(levels_arg), NOSET, 0, 0 },
	{ "pressure-hold", "N", "cost: one pressure level instead, of N packets held per Rx "
	  "queue", OK_UINT, O(pressure_hold), NOSET, 1, 1 << 20 },
	{ "pressure-rate", "PCT", "cost: offered rate of the pressure rows, share of the "
	  "slower strategy's one-core capacity on this host (default 90)", OK_PCT,
	  O(pressure_rate), NOSET, 1, 100 },
	{ "pressure-ms", "MS", "cost: measured time of one pressure slice (default 20; --quick "
	  "6)", OK_UINT, O(pressure_ms), O(set_pressure_ms), 1, 10000 },
	{ "pressure-rounds", "N", "cost: rounds per size and pressure level, as many again "
	  "in a level's second look (default a tenth of --rounds, at least 6; --quick 8)", OK_UINT, O(pressure_rounds), O(set_pressure_rounds), 6,
	  100000 },
	{ "control", "WHICH", "run the method's controls instead of a sweep: positive (a known "
	  "extra cost of zero-copy must show as the break-even it predicts), negative (two "
	  "identical strategies as no difference at 95% of the sizes or more) or both",
	  OK_STR, O(control_arg), NOSET, 0, 0 },
	{ "no-pressure", NULL, "cost: no pool-pressure rows (nor the line-rate row)", OK_FLAG,
	  O(no_pressure), NOSET, 0, 0 },
	{ "no-line-rate", NULL, "cost: no line-rate row (the generators as fast as the wires "
	  "carry, no frame held) after the pressure levels", OK_FLAG, O(no_line_rate), NOSET, 0, 0 },
	{ "no-imix", NULL, "cost: no IMIX row (7:4:1 of 64, 576 and 1500-byte frames) after the "
	  "sizes", OK_FLAG, O(no_imix), NOSET, 0, 0 },
	{ "trial-time", "SEC", "zero-loss: length of one trial (default 1; --quick 0.3)",
	  OK_DOUBLE, O(trial_s), O(set_trial), 0.01, 600 },
	{ "resolution", "PCT", "zero-loss: the search stops when [highest pass, lowest fail] is "
	  "narrower than this share of the pass (default 1; --quick 2)", OK_PCT, O(resolution),
	  O(set_res), 0.01, 50 },
	{ "loss-tolerance", "PCT", "zero-loss: frames that may be lost in a passing trial "
	  "(default 0)", OK_PCT, O(loss_tol), NOSET, 0, 50 },
	{ "max-trials", "N", "zero-loss: trials per search at most, retries included (default 16; "
	  "--quick 6)", OK_UINT, O(max_trials), O(set_max_trials), 1, 100 },
	{ "retries", "N", "zero-loss: run a lossy trial up to N more times; a loss-free repeat "
	  "passes (default 0; --quick 1)", OK_UINT, O(retries), O(set_retries), 0, 10 },
	{ "stall-retries", "N", "zero-loss: repeat a lossy trial with stalls up to N times, not "
	  "counted as trials (default 3; --quick 1)", OK_UINT, O(stall_retries),
	  O(set_stall_retries), 0, 20 },
	{ "win-margin", "PCT", "zero-loss: copy-all wins at a size when it is this much faster "
	  "than zero-copy (default 1)", OK_PCT, O(margin), NOSET, 0, 100 },
	{ "stall-us", "US", "a poll (cost) or polling round (zero-loss) longer than this is a "
	  "stall: the forwarding CPU was taken away (default 250)", OK_UINT, O(stall_us), NOSET,
	  10, 1000000 },
	{ "quick", NULL, "short runs: the main job's (5 sizes and IMIX, 60 rounds unloaded, "
	  "8 rounds of 6 ms a pressure level; 1 to 3 minutes on 2 CPUs, by their load)", OK_FLAG,
	  O(quick), NOSET, 0, 0 },
	{ "full", NULL, "long runs: narrower intervals (cost) or 1 s trials (zero-loss)", OK_FLAG,
	  O(full), NOSET, 0, 0 },
	{ "hold", "N", "hold the last N packets of every Rx queue in a delay line in the "
	  "unloaded rows too (default 0)", OK_UINT, O(hold), NOSET, 0, 1 << 20 },
	{ "pool-size", "N", "mbufs in the shared Rx pool (default 8192)", OK_UINT, O(pool_size),
	  NOSET, 512, 1 << 22 },
	{ "pool-cache", "N", "per-lcore mempool cache (default 256)", OK_UINT, O(pool_cache),
	  NOSET, 0, RTE_MEMPOOL_CACHE_MAX_SIZE },
	{ "rxq", "N", "Rx queues per port (default 1)", OK_UINT, O(rxq), NOSET, 1, 16 },
	{ "flows", "N", "UDP flows per generator (default 64)", OK_UINT, O(flows), NOSET, 1, 4096 },
	{ "burst", "N", "Rx burst size (default 32)", OK_UINT, O(burst), NOSET, 1, FWD_BURST_MAX },
	{ "link-speed", "MBPS", "line rate per port if the link does not report one", OK_UINT,
	  O(link_mbps), NOSET, 1, 10000000 },
	{ "json", "FILE", "results as JSON", OK_STR, O(json), NOSET, 0, 0 },
	{ "csv", "FILE", "results as CSV", OK_STR, O(csv), NOSET, 0, 0 },
	{ "plot", "FILE", "the figures as .svg or .png (gnuplot)", OK_STR, O(plot), NOSET, 0, 0 },
	{ "seed-csv", "FILE", "LS2088A figures to compare with (default: the seed-002 figures "
	  "shipped with the app)", OK_STR, O(seed_csv), NOSET, 0, 0 },
	{ "verbose", NULL, "a line per trial or slice round", OK_FLAG, O(verbose), NOSET, 0, 0 },
	{ "help", NULL, "this text", OK_FLAG, O(help), NOSET, 0, 0 },
};

const char *
ipfwd_method_name(enum ipfwd_method m)
{
	return m == METHOD_COST ? "cost" : "zero-loss";
}

static void
defaults(struct ipfwd_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->mode = FWD_IPFWD;
	o->method = METHOD_COST;
	o->sizes_arg = DEFAULT_SIZES;
	o->trial_s = 1.0;
	o->resolution = 0.01;
	o->margin = 0.01;
	o->max_trials = 16;
	o->stall_retries = 3;
	o->rounds = 200;
	o->slice_frames = 512;
	o->pressure_rate = 0.9;
	o->levels_arg = DEFAULT_LEVELS;
	o->pressure_ms = 20;
	o->stall_us = 250;
	o->pool_size = 8192;
	o->pool_cache = 256;
	o->rxq = 1;
	o->flows = 64;
	o->burst = 32;
}

void
ipfwd_opts_usage(const char *prog)
{
	unsigned int i;

	printf("usage: %s [EAL args] -- [options]\n"
	       "Measures rx copybreak strategies x frame sizes on net_dpaa2x ports; prints the\n"
	       "table, the break-even frame size and the recommended copybreak. Without --vdev\n"
	       "in the EAL args two ports are made: --vdev net_dpaa2x0,gen=off --vdev\n"
	       "net_dpaa2x1,gen=off.\n\n", prog);
	for (i = 0; i < RTE_DIM(defs); i++) {
		char head[40];

		snprintf(head, sizeof(head), "--%s%s%s", defs[i].name, defs[i].arg ? " " : "",
			 defs[i].arg ? defs[i].arg : "");
		printf("  %-22s %s\n", head, defs[i].help);
	}
}

/* "auto" (low 0, high 10240: every frame while depleted) or auto:<low>:<high> */
static int
parse_auto(const char *tok, struct rpt_strategy *st, char *err, unsigned int errlen)
{
	unsigned int low = 0, high = 10240;
	char tail;

	if (strcmp(tok, "auto") != 0 &&
	    (strspn(tok + 4, ":0123456789") != strlen(tok + 4) ||
	     sscanf(tok, "auto:%5u:%5u%c", &low, &high, &tail) != 2 || low > high ||
	     high > 10240)) {
		snprintf(err, errlen, "bad strategy '%s': auto or auto:<low>:<high> with "
			 "0 <= low <= high <= 10240", tok);
		return -1;
	}
	snprintf(st->name, sizeof(st->name), "%s", tok);
	st->autocb = true;
	st->copybreak = st->low = low;
	st->high = high;
	return 0;
}

/* "+nostash" and "+spin=NS", in any order. */
static int
parse_modifiers(const char *plus, struct rpt_strategy *st, const char *tok, char *err,
		unsigned int errlen)
{
	char buf[64], *m, *save;
	unsigned long v;
	char *end;

	snprintf(buf, sizeof(buf), "%s", plus);
	for (m = strtok_r(buf, "+", &save); m != NULL; m = strtok_r(NULL, "+", &save)) {
		if (strcmp(m, "nostash") == 0) {
			st->no_stash = true;
			continue;
		}
		if (strncmp(m, "spin=", 5) == 0) {
			v = strtoul(m + 5, &end, 10);
			if (*end == '\0' && m[5] != '\0' && v >= 1 && v <= 100000) {
				st->spin_ns = (uint32_t)v;
				continue;
			}
		}
		snprintf(err, errlen, "bad strategy '%s': the modifiers are +nostash (Rx stashing "
			 "off) and +spin=NS (1..100000 ns per zero-copy frame)", tok);
		return -1;
	}
	return 0;
}

static int
parse_strategies(struct ipfwd_opts *o, char *err, unsigned int errlen)
{
	char buf[256], *tok, *save;
	/* copy-all copies every frame, the IMIX row's too */
	unsigned int max_size = RTE_MAX(o->sizes[o->n_sizes - 1], o->imix ? RPT_IMIX_MAX : 0u);

	o->n_strat = 0;
	snprintf(buf, sizeof(buf), "%s", o->strat_arg);
	for (tok = strtok_r(buf, ", ", &save); tok != NULL; tok = strtok_r(NULL, ", ", &save)) {
		struct rpt_strategy *st = &o->strat[o->n_strat];
		char *plus = strchr(tok, '+');
		unsigned long v;
		char *end;

		if (o->n_strat == RPT_MAX_STRATEGIES) {
			snprintf(err, errlen, "more than %d strategies", RPT_MAX_STRATEGIES);
			return -1;
		}
		memset(st, 0, sizeof(*st));
		if (plus != NULL && parse_modifiers(plus, st, tok, err, errlen) < 0)
			return -1;
		if (plus != NULL)
			*plus = '\0';
		if (strncmp(tok, "auto", 4) == 0) {
			if (parse_auto(tok, st, err, errlen) < 0)
				return -1;
		} else if (strcmp(tok, "zero-copy") == 0) {
			snprintf(st->name, sizeof(st->name), "zero-copy");
		} else if (strcmp(tok, "copy-all") == 0) {
			snprintf(st->name, sizeof(st->name), "copy-all");
			st->copybreak = max_size;	/* >= every frame length */
		} else if (strncmp(tok, "multipool-", 10) == 0) {
			v = strtoul(tok + 10, &end, 10);
			if (*end != '\0' || v < 64 || v > 10240) {
				snprintf(err, errlen, "bad strategy '%s': multipool-N takes a small "
					 "buffer size N of 64..10240 bytes", tok);
				return -1;
			}
			snprintf(st->name, sizeof(st->name), "multipool-%lu", v);
			st->small_pool = (uint32_t)v;
		} else {
			v = strtoul(tok, &end, 10);
			if (*end != '\0' || v == 0 || v > 10240) {
				snprintf(err, errlen, "bad strategy '%s': zero-copy, copy-all, "
					 "multipool-N or a copybreak 1..10240", tok);
				return -1;
			}
			snprintf(st->name, sizeof(st->name), "copybreak-%lu", v);
			st->copybreak = (uint32_t)v;
		}
		if (st->no_stash)
			strncat(st->name, "+nostash", sizeof(st->name) - strlen(st->name) - 1);
		if (st->spin_ns) {
			size_t l = strlen(st->name);

			snprintf(st->name + l, sizeof(st->name) - l, "+spin=%u", st->spin_ns);
		}
		o->n_strat++;
	}
	if (o->n_strat == 0) {
		snprintf(err, errlen, "no strategy given");
		return -1;
	}
	return 0;
}

static int
parse_one(const struct opt_def *d, const char *arg, struct ipfwd_opts *o, char *err,
	  unsigned int errlen)
{
	void *dst = (char *)o + d->off;
	char *end = NULL;
	double v;

	switch (d->kind) {
	case OK_FLAG:
		*(bool *)dst = true;
		return 0;
	case OK_STR:
		*(const char **)dst = arg;
		return 0;
	case OK_MODE:
		if (fwd_mode_parse(arg, dst) == 0)
			return 0;
		snprintf(err, errlen, "bad --mode %s (ipfwd, l2fwd, rxdrop, rxdrop-read)", arg);
		return -1;
	case OK_METHOD:
		if (strcmp(arg, "cost") == 0 || strcmp(arg, "zero-loss") == 0) {
			*(enum ipfwd_method *)dst = arg[0] == 'c' ? METHOD_COST : METHOD_ZERO_LOSS;
			return 0;
		}
		snprintf(err, errlen, "bad --method %s (cost, zero-loss)", arg);
		return -1;
	default:
		break;
	}
	v = strtod(arg, &end);
	if (*arg == '\0' || *end != '\0' || v < d->lo || v > d->hi ||
	    (d->kind == OK_UINT && (v != (double)(unsigned long)v || strchr(arg, '.')))) {
		snprintf(err, errlen, "bad --%s %s (%g..%g%s)", d->name, arg, d->lo, d->hi,
			 d->kind == OK_PCT ? " %" : "");
		return -1;
	}
	if (d->kind == OK_UINT)
		*(unsigned int *)dst = (unsigned int)v;
	else
		*(double *)dst = d->kind == OK_PCT ? v / 100 : v;
	return 0;
}

/* --quick and --full change the defaults of what was not given. */
static void
apply_presets(struct ipfwd_opts *o)
{
	if (o->quick) {
		if (!o->set_trial)
			o->trial_s = 0.3;
		if (!o->set_res)
			o->resolution = 0.02;
		if (!o->set_max_trials)
			o->max_trials = 6;
		if (!o->set_retries)
			o->retries = 1;
		if (!o->set_stall_retries)
			o->stall_retries = 1;
		if (!o->set_rounds)
			o->rounds = 60;
		if (!o->set_pressure_ms)
			o->pressure_ms = 6;
		if (!o->set_sizes)
			o->sizes_arg = QUICK_SIZES;
		if (!o->set_pressure_rounds)
			o->pressure_rounds = 8;
	}
	if (o->full && !o->set_rounds)
		o->rounds = 1000;
	if (!o->set_pressure_rounds && !o->quick)
		o->pressure_rounds = RTE_MAX(6u, o->rounds / 10);
	if (!o->set_strat)
		o->strat_arg = o->method == METHOD_COST ? COST_STRATEGIES : ZERO_LOSS_STRATEGIES;
}

int
ipfwd_opts_parse(int argc, char **argv, struct ipfwd_opts *o, char *err, unsigned int errlen)
{
	struct option lo[RTE_DIM(defs) + 1];
	unsigned int i;
	int c, n;

	defaults(o);
	memset(lo, 0, sizeof(lo));
	for (i = 0; i < RTE_DIM(defs); i++) {
		lo[i].name = defs[i].name;
		lo[i].has_arg = defs[i].arg != NULL ? required_argument : no_argument;
		lo[i].val = 256 + (int)i;
	}
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "", lo, NULL)) != -1) {
		const struct opt_def *d;

		if (c < 256) {
			snprintf(err, errlen, "unknown option or missing value: %s",
				 argv[optind - 1]);
			return -1;
		}
		d = &defs[c - 256];
		if (parse_one(d, optarg, o, err, errlen) < 0)
			return -1;
		if (d->set_off)
			*(bool *)((char *)o + d->set_off) = true;
	}
	if (optind < argc) {
		snprintf(err, errlen, "unexpected argument '%s'", argv[optind]);
		return -1;
	}
	if (o->help)
		return 0;
	if (o->control_arg != NULL) {
		if (strcmp(o->control_arg, "both") == 0)
			o->control = CONTROL_POSITIVE | CONTROL_NEGATIVE;
		else if (strcmp(o->control_arg, "positive") == 0)
			o->control = CONTROL_POSITIVE;
		else if (strcmp(o->control_arg, "negative") == 0)
			o->control = CONTROL_NEGATIVE;
		else {
			snprintf(err, errlen, "bad --control %s (positive, negative, both)",
				 o->control_arg);
			return -1;
		}
	}
	if (o->control && o->method != METHOD_COST) {
		snprintf(err, errlen, "--control checks the cost method: no --method zero-loss");
		return -1;
	}
	if (o->quick && o->full) {
		snprintf(err, errlen, "--quick and --full exclude each other");
		return -1;
	}
	apply_presets(o);
	o->imix = o->method == METHOD_COST && !o->no_imix && !o->control;
	/* the IMIX row takes the last place */
	n = sm_parse_sizes(o->sizes_arg, o->sizes, RPT_MAX_SIZES - (o->imix ? 1 : 0), 64, 10240,
			   err, errlen);
	if (n < 0) {
		char msg[160];

		snprintf(msg, sizeof(msg), "--sizes: %s", err);
		snprintf(err, errlen, "%s", msg);
		return -1;
	}
	o->n_sizes = (unsigned int)n;
	n = sm_parse_sizes(o->levels_arg, o->levels, RPT_MAX_LEVELS, 0, 100, err, errlen);
	if (n < 0) {
		const char *what = strncmp(err, "frame size ", 11) == 0 ? err + 11 :
			strncmp(err, "bad frame size list ", 20) == 0 ? err + 20 : err;
		char msg[160];

		/* the list parser speaks of sizes: these are percentages */
		snprintf(msg, sizeof(msg), "--pressure-levels: %s%s", what == err + 11 ?
			 "level " : "", what);
		snprintf(err, errlen, "%s", msg);
		return -1;
	}
	o->n_levels = o->pressure_hold ? 1 : (unsigned int)n;
	return parse_strategies(o, err, errlen);
}
