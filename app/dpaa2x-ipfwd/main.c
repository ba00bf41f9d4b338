/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x-ipfwd: forwards between net_dpaa2x ports (IPv4 LPM like l3fwd,
 * l2fwd, rxdrop, rxdrop-read) and measures rx copybreak strategies
 * against frame sizes: by default the forwarding core's own work per
 * packet with confidence intervals (cost.c), or the RFC 2544 zero-loss
 * rate (zero_loss.c). Answers where copying into a fresh mbuf stops
 * paying off, and which copybreak to set, unloaded and under pool
 * pressure.
 */

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_ethdev.h>

#include "control.h"
#include "cost.h"
#include "opts.h"
#include "report.h"
#include "rig.h"
#include "rte_pmd_dpaa2x.h"
#include "zero_loss.h"

static volatile sig_atomic_t interrupted;

static void
on_signal(int sig)
{
	(void)sig;
	interrupted = 1;
}

/* EAL args with the default ports added when none is given. */
static char **
eal_args(int argc, char **argv, int *n_out)
{
	static char vd0[] = "--vdev=net_dpaa2x0,gen=off";
	static char vd1[] = "--vdev=net_dpaa2x1,gen=off";
	char **v = calloc((size_t)argc + 3, sizeof(char *));
	int i, n = 0, end = argc;
	bool has_vdev = false;

	if (v == NULL)
		return NULL;
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--") == 0) {
			end = i;
			break;
		}
		if (strncmp(argv[i], "--vdev", 6) == 0)
			has_vdev = true;
	}
	v[n++] = argv[0];
	for (i = 1; i < end; i++)
		v[n++] = argv[i];
	if (!has_vdev) {
		v[n++] = vd0;
		v[n++] = vd1;
	}
	*n_out = n;
	return v;
}

/* The application's arguments: argv[0] and everything after "--". */
static char **
app_args(int argc, char **argv, int *n_out)
{
	char **v = calloc((size_t)argc + 1, sizeof(char *));
	int i, n = 1;

	if (v == NULL)
		return NULL;
	v[0] = argv[0];
	for (i = 1; i < argc; i++)
		if (strcmp(argv[i], "--") == 0) {
			while (++i < argc)
				v[n++] = argv[i];
			break;
		}
	*n_out = n;
	return v;
}

static void
read_loadavg(double *l)
{
	FILE *f = fopen("/proc/loadavg", "r");

	l[0] = l[1] = l[2] = 0;
	if (f != NULL) {
		if (fscanf(f, "%lf %lf %lf", &l[0], &l[1], &l[2]) != 3)
			l[0] = l[1] = l[2] = 0;
		fclose(f);
	}
}

void
ipfwd_sweep_init(struct rpt_sweep *sw, const struct ipfwd_opts *o, const struct rig *r)
{
	time_t now = time(NULL);

	memset(sw, 0, sizeof(*sw));
	sw->method = ipfwd_method_name(o->method);
	sw->mode = fwd_mode_name(o->mode);
	sw->n_sizes = o->n_sizes;
	memcpy(sw->sizes, o->sizes, sizeof(sw->sizes));
	sw->n_strategies = o->n_strat;
	memcpy(sw->strategies, o->strat, sizeof(sw->strategies));
	sw->n_scen = o->method == METHOD_COST && !o->no_pressure ? 1 + o->n_levels : 1;
	/* the line-rate row after the pressure levels */
	if (sw->n_scen > 1 && !o->no_line_rate)
		sw->line_scen = sw->n_scen++;
	sw->imix = o->imix;
	if (sw->imix) {		/* its mean frame size, for its line rate */
		unsigned int k, sum = 0;

		for (k = 0; k < RPT_IMIX_N; k++)
			sum += rpt_imix_cycle[k];
		sw->sizes[sw->n_sizes] = (sum + RPT_IMIX_N / 2) / RPT_IMIX_N;
	}
	sw->ports = r->n_ports;
	sw->rx_queues = o->rxq;
	sw->fwd_lcores = r->n_fwd;
	sw->flows = o->flows;
	sw->hold = o->hold;
	sw->scen_hold[RPT_UNLOADED] = o->hold;
	sw->pool_size = o->pool_size;
	sw->link_mbps = r->link_mbps;
	sw->trial_s = o->trial_s;
	sw->resolution = o->resolution;
	sw->loss_tolerance = o->loss_tol;
	sw->margin = o->margin;
	sw->retries = o->retries;
	sw->stall_us = o->stall_us;
	sw->stall_retries = o->stall_retries;
	sw->rounds = o->rounds;
	sw->slice_frames = o->slice_frames;
	sw->pressure_ms = o->pressure_ms;
	sw->pressure_rate = o->pressure_rate;
	sw->stash = r->stash_probed;
	sw->quick = o->quick;
	sw->zc_index = sw->copy_index = -1;
	strftime(sw->started, sizeof(sw->started), "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
	read_loadavg(sw->load_before);
}

/* What the cost method will run: the unloaded rows, then the pressure
 * levels and the line-rate row, or the controls. */
static void
print_plan(const struct ipfwd_opts *o, const struct rpt_sweep *sw)
{
	unsigned int l;

	if (o->control) {
		printf("  controls, unloaded only:%s%s\n", o->control & CONTROL_POSITIVE ?
		       " positive (zero-copy pays a known extra per frame: the break-even must "
		       "come out where that predicts, within one size step)" : "",
		       o->control & CONTROL_NEGATIVE ? " negative (two identical zero-copy "
		       "strategies: no significant difference at 95% of the sizes or more)" : "");
		return;
	}
	printf("  each size unloaded (work per packet)");
	if (sw->n_scen > RPT_PRESSURE && !o->pressure_hold) {
		printf(", then under pool pressure, the application holding");
		for (l = 0; l < o->n_levels; l++)
			printf(" %u", o->levels[l]);
		printf(" %% of the Rx pool, offered %.0f%% of the slower strategy's capacity",
		       o->pressure_rate * 100);
	} else if (sw->n_scen > RPT_PRESSURE) {
		printf(", then under pool pressure, %u packets held per Rx queue, offered %.0f%% "
		       "of the slower strategy's capacity", o->pressure_hold, o->pressure_rate * 100);
	}
	printf("%s\n", sw->line_scen ? ", and at line rate with no hold" : "");
}

static void
print_header(const struct ipfwd_opts *o, const struct rig *r, const struct rpt_sweep *sw)
{
	unsigned int i;

	printf("dpaa2x-ipfwd: method %s, mode %s, %u ports x %.0f Mbit/s, %u forwarding "
	       "lcore%s (%s), %u Rx queue%s/port, pool %u (+%u cache), stashing %s\n  sizes:",
	       sw->method, sw->mode, r->n_ports, sw->link_mbps, r->n_fwd, r->n_fwd > 1 ? "s" : "",
	       r->inline_fwd ? "main lcore" : "workers", o->rxq, o->rxq > 1 ? "s" : "",
	       o->pool_size, o->pool_cache, sw->stash ? "on" : "off");
	for (i = 0; i < o->n_sizes; i++)
		printf(" %u", o->sizes[i]);
	if (sw->imix)
		printf(" imix(7x64,4x576,1x1500: %u B mean)", sw->sizes[sw->n_sizes]);
	printf("; strategies:");
	for (i = 0; i < o->n_strat; i++)
		if (o->strat[i].autocb)
			printf(" %s(%u:%u)", o->strat[i].name, o->strat[i].low, o->strat[i].high);
		else
			printf(" %s(%u)", o->strat[i].name, o->strat[i].copybreak);
	if (o->method == METHOD_COST) {
		printf("\n  %u rounds of %u frames per port and strategy, a poll over %u us is a "
		       "stall; load average %.2f\n", o->rounds, o->slice_frames, o->stall_us,
		       sw->load_before[0]);
		print_plan(o, sw);
	} else
		printf("\n  trial %.2f s, resolution %g%%, loss tolerance %g%%, %u retr%s of a "
		       "lossy trial, at most %u trials per search; load average %.2f\n",
		       o->trial_s, o->resolution * 100, o->loss_tol * 100, o->retries,
		       o->retries == 1 ? "y" : "ies", o->max_trials, sw->load_before[0]);
	fflush(stdout);
}

/* The largest copy pool of the ports (the copy-all one) and its buffers,
 * BMan's order included. */
static void
copy_pool_one(struct rte_mempool *mp, void *arg)
{
	struct rte_mempool **best = arg;

	if (strncmp(mp->name, "dpaa2x_cb", 9) == 0 &&
	    (*best == NULL || mp->elt_size > (*best)->elt_size))
		*best = mp;
}

/*
 * The order BMan hands the copy pool's buffers out in: its dpbp's, from
 * the DPL ("fifo" by default; copy-lifo.dtb, built by config/dpl/meson.build). Two taken
 * straight from the pool's ops (no lcore cache in between), given back in
 * turn, one taken again: the one given back last (LIFO) or another
 * (FIFO); every buffer back after.
 */
static const char *
pool_order(struct rte_mempool *mp)
{
	void *a, *b, *c;
	const char *o = "unknown";

	if (rte_mempool_ops_dequeue_bulk(mp, &a, 1) < 0)
		return o;
	if (rte_mempool_ops_dequeue_bulk(mp, &b, 1) < 0) {
		rte_mempool_ops_enqueue_bulk(mp, &a, 1);
		return o;
	}
	rte_mempool_ops_enqueue_bulk(mp, &a, 1);
	rte_mempool_ops_enqueue_bulk(mp, &b, 1);
	/* b went back last: LIFO hands it out first, FIFO never before a */
	if (rte_mempool_ops_dequeue_bulk(mp, &c, 1) == 0) {
		o = c == b ? "lifo" : "fifo";
		rte_mempool_ops_enqueue_bulk(mp, &c, 1);
	}
	return o;
}

static unsigned int
obj_bytes(const struct rte_mempool *mp)
{
	return mp->header_size + mp->elt_size + mp->trailer_size;
}

/*
 * The buffers each strategy's frames can use: the Rx pool, the copy pool
 * of each port for a copying strategy, the small pool of a multipool one.
 */
static void
buffer_memory(struct rpt_sweep *sw, const struct rig *r)
{
	struct rte_mempool *cp = NULL;
	unsigned int s, k;

	rte_mempool_walk(copy_pool_one, &cp);
	sw->rx_bufs = r->pool->size;
	sw->rx_buf_bytes = obj_bytes(r->pool);
	sw->copy_bufs = cp != NULL ? cp->size * r->n_ports : 0;
	sw->copy_buf_bytes = cp != NULL ? obj_bytes(cp) : 0;
	sw->copy_cache = cp != NULL ? cp->cache_size : 0;
	snprintf(sw->copy_ops, sizeof(sw->copy_ops), "%s",
		 cp != NULL ? rte_mempool_get_ops(cp->ops_index)->name : "none");
	snprintf(sw->copy_order, sizeof(sw->copy_order), "%s",
		 cp != NULL ? pool_order(cp) : "none");
	snprintf(sw->rx_order, sizeof(sw->rx_order), "%s", pool_order(r->pool));
	for (s = 0; s < sw->n_strategies; s++) {
		const struct rpt_strategy *st = &sw->strategies[s];

		sw->strat_buf_mem[s] = (uint64_t)sw->rx_bufs * sw->rx_buf_bytes;
		if (st->copybreak > 0 || (st->autocb && st->high > 0))
			sw->strat_buf_mem[s] += (uint64_t)sw->copy_bufs * sw->copy_buf_bytes;
		for (k = 0; st->small_pool && k < RPT_MAX_STRATEGIES; k++)
			if (r->small_pools[k] != NULL && r->small_sizes[k] == st->small_pool)
				sw->strat_buf_mem[s] += (uint64_t)r->small_pools[k]->size *
					obj_bytes(r->small_pools[k]);
	}
}

static int
write_outputs(const struct ipfwd_opts *o, const struct rpt_sweep *sw, const struct rpt_seed *seed)
{
	int ret = 0, e;

	if (o->json != NULL && (e = rpt_write_json(o->json, sw)) != 0) {
		fprintf(stderr, "dpaa2x-ipfwd: cannot write %s: %s\n", o->json, strerror(-e));
		ret = 1;
	}
	if (o->csv != NULL && (e = rpt_write_csv(o->csv, sw)) != 0) {
		fprintf(stderr, "dpaa2x-ipfwd: cannot write %s: %s\n", o->csv, strerror(-e));
		ret = 1;
	}
	if (o->plot != NULL && rpt_write_plot(o->plot, sw, seed) != 0) {
		fprintf(stderr, "dpaa2x-ipfwd: cannot make the plot %s (gnuplot)\n", o->plot);
		ret = 1;
	}
	return ret;
}

static int
check_sizes(const struct ipfwd_opts *o, struct rig *r)
{
	unsigned int i;

	if (o->imix && RPT_IMIX_MAX > r->max_frame) {
		snprintf(r->err, sizeof(r->err), "the IMIX row's %u-byte frames are larger than the "
			 "ports' max frame %u (--no-imix)", RPT_IMIX_MAX, r->max_frame);
		return -1;
	}
	for (i = 0; i < o->n_sizes; i++)
		if (o->sizes[i] > r->max_frame) {
			snprintf(r->err, sizeof(r->err), "frame size %u is larger than the ports' "
				 "max frame %u", o->sizes[i], r->max_frame);
			return -1;
		}
	return 0;
}

int
main(int argc, char **argv)
{
	static struct rpt_sweep sw;
	static struct rig rig;
	struct ipfwd_opts o;
	struct rpt_seed seed;
	int n_eal, n_app, ret = 0;
	char **eal = eal_args(argc, argv, &n_eal), **app = app_args(argc, argv, &n_app);
	char err[256];
	double t0;

	if (eal == NULL || app == NULL)
		return 1;
	if (ipfwd_opts_parse(n_app, app, &o, err, sizeof(err)) < 0) {
		fprintf(stderr, "dpaa2x-ipfwd: %s (--help lists the options)\n", err);
		return 1;
	}
	if (o.help) {
		ipfwd_opts_usage(argv[0]);
		return 0;
	}
	if (o.seed_csv != NULL && rpt_read_seed(o.seed_csv, &seed) < 0) {
		fprintf(stderr, "dpaa2x-ipfwd: cannot read LS2088A figures from %s\n", o.seed_csv);
		return 1;
	}
	if (o.seed_csv == NULL)
		rpt_seed_builtin(&seed);
	if (rte_eal_init(n_eal, eal) < 0) {
		fprintf(stderr, "dpaa2x-ipfwd: EAL init failed: %s\n", rte_strerror(rte_errno));
		return 1;
	}
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	if (rig_setup(&rig, o.mode, o.rxq, o.pool_size, o.pool_cache, o.burst, o.stall_us,
		      o.link_mbps) < 0 || check_sizes(&o, &rig) < 0)
		goto fail;
	ipfwd_sweep_init(&sw, &o, &rig);
	print_header(&o, &rig, &sw);
	if (o.control) {
		ret = control_run(&rig, &o, &interrupted);
		if (ret < 0)
			goto fail;
		if (rig_teardown(&rig) < 0)
			ret = 1;
		rte_eal_cleanup();
		return interrupted ? 130 : ret;
	}
	t0 = (double)rte_rdtsc() / rte_get_tsc_hz();
	if ((o.method == METHOD_COST ? cost_sweep(&rig, &o, &sw, &interrupted) :
	     zl_sweep(&rig, &o, &sw, &interrupted)) < 0)
		goto fail;
	if (interrupted)
		printf("interrupted: results so far\n");
	sw.duration_s = (double)rte_rdtsc() / rte_get_tsc_hz() - t0;
	read_loadavg(sw.load_after);
	buffer_memory(&sw, &rig);
	rpt_conclude(&sw);
	rpt_print_table(stdout, &sw, &seed);
	if (o.verbose || o.method == METHOD_ZERO_LOSS)
		rpt_print_details(stdout, &sw);
	rpt_print_conclusion(stdout, &sw);
	printf("took %.0f s; load average %.2f before, %.2f after\n", sw.duration_s,
	       sw.load_before[0], sw.load_after[0]);
	ret = write_outputs(&o, &sw, &seed);
	if (rig_teardown(&rig) < 0)
		ret = 1;
	rte_eal_cleanup();
	return interrupted ? 130 : ret;
fail:
	/* stop cleanly: every buffer back, then say what went wrong */
	fprintf(stderr, "dpaa2x-ipfwd: %s; aborting\n", rig.err);
	rig_teardown(&rig);
	rte_eal_cleanup();
	return 1;
}
