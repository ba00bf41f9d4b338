/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x-ipfwd: forwards between net_dpaa2x ports (IPv4 LPM like l3fwd,
 * l2fwd, rxdrop, rxdrop-read) and sweeps frame sizes and rx copybreak
 * strategies, finding the zero-loss rate of each (RFC 2544 style) with
 * the emulated wire's generators and sinks as the tester. Answers where
 * copying into a fresh mbuf stops beating zero-copy, and which copybreak
 * to set.
 */

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <rte_common.h>
#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_ethdev.h>
#include <rte_launch.h>
#include <rte_lcore.h>
#include <rte_lpm.h>
#include <rte_malloc.h>
#include <rte_mbuf.h>
#include <rte_mempool.h>

#include "fwd.h"
#include "report.h"
#include "rte_pmd_dpaa2x.h"
#include "sweep_math.h"

#define DEFAULT_SIZES		"64,128,256,512,640,768,896,1024,1280,1518"
#define DEFAULT_STRATEGIES	"zero-copy,copy-all,512"
#define GEN_TTL			64
#define MAX_FWD_LCORES		8
#define DRAIN_IDLE_US		2000	/* a drain ends after this long without a frame */
#define DRAIN_MAX_S		3	/* bound on one drain */
#define SINK_SETTLE_MS		5	/* sink counters unchanged this long = settled */
#define POOL_WAIT_S		2	/* bound on waiting for buffers to come back */
#define CB_CHANGES_PER_START	255	/* the driver keeps 256 replaced states per start */
#define SHORT_TOLERANCE		0.02	/* the wire may offer 2% less than asked */
#define RETRY_SHORT_ABOVE	0.9	/* a shorter fall is retried once */
#define TX_WAIT_US		20	/* a full Tx queue is retried this long */

/* ---------------- options ---------------- */

static struct {
	enum fwd_mode mode;
	unsigned int sizes[RPT_MAX_SIZES], n_sizes;
	struct rpt_strategy strat[RPT_MAX_STRATEGIES];
	unsigned int n_strat;
	const char *strat_arg;
	double trial_s, resolution, loss_tol, margin;
	unsigned int max_trials, retries, stall_retries, stall_us;
	bool quick, trial_set, res_set, max_trials_set, retries_set, stall_retries_set;
	unsigned int hold, pool_size, pool_cache, rxq, flows, burst;
	double link_mbps;	/* 0 = from rte_eth_link_get */
	const char *json, *csv, *plot, *seed_csv;
	bool verbose;
} opt = {
	.mode = FWD_IPFWD,
	.trial_s = 1.0,
	.resolution = 0.01,
	.loss_tol = 0,
	.margin = 0.01,
	.max_trials = 16,
	.pool_size = 8192,
	.pool_cache = 256,
	.rxq = 1,
	.flows = 64,
	.burst = 32,
	.stall_retries = 3,
	.stall_us = 250,
};

static void
usage(const char *prog)
{
	printf("usage: %s [EAL args] -- [options]\n"
	       "Sweeps frame sizes x rx copybreak strategies on net_dpaa2x ports and finds\n"
	       "each zero-loss rate; prints the table, the break-even frame size and the\n"
	       "recommended copybreak. Without --vdev in the EAL args two ports are made:\n"
	       "--vdev net_dpaa2x0,gen=off --vdev net_dpaa2x1,gen=off.\n\n"
	       "  --mode M             ipfwd (default), l2fwd, rxdrop, rxdrop-read\n"
	       "  --sizes LIST         frame sizes with FCS (default " DEFAULT_SIZES ")\n"
	       "  --strategies LIST    zero-copy, copy-all, copybreak values and multipool-N\n"
	       "                       (hardware picks a small N-byte or a large buffer)\n"
	       "                       (default " DEFAULT_STRATEGIES ")\n"
	       "  --trial-time SEC     length of one trial (default 1; --quick 0.3)\n"
	       "  --resolution PCT     search stops when [highest pass, lowest fail] is\n"
	       "                       narrower than this share of the pass (default 1;\n"
	       "                       --quick 2)\n"
	       "  --loss-tolerance PCT frames that may be lost in a passing trial (default 0)\n"
	       "  --max-trials N       trials per search at most, retries included\n"
	       "                       (default 16; --quick 6)\n"
	       "  --retries N          run a trial that lost frames up to N more times; a\n"
	       "                       loss-free repeat passes (default 0; --quick 1)\n"
	       "  --stall-us US        a polling round later than this is a stall: the\n"
	       "                       forwarding CPU was taken away (default 250)\n"
	       "  --stall-retries N    repeat a lossy trial with stalls up to N times, not\n"
	       "                       counted as trials (default 3; --quick 1)\n"
	       "  --win-margin PCT     copy-all wins at a size when it is this much faster\n"
	       "                       than zero-copy (default 1)\n"
	       "  --quick              0.3 s trials, 2%% resolution, 6 trials, 1 retry, 1\n"
	       "                       stall repeat: the default sweep in under 2 minutes\n"
	       "  --hold N             pool pressure: hold the last N packets of every Rx\n"
	       "                       queue in a delay line (default 0)\n"
	       "  --pool-size N        mbufs in the shared Rx pool (default 8192)\n"
	       "  --pool-cache N       per-lcore mempool cache (default 256)\n"
	       "  --rxq N              Rx queues per port (default 1)\n"
	       "  --flows N            UDP flows per generator (default 64)\n"
	       "  --burst N            Rx burst size (default 32)\n"
	       "  --link-speed MBPS    line rate per port if the link does not report one\n"
	       "  --json FILE          results as JSON\n"
	       "  --csv FILE           results as CSV\n"
	       "  --plot FILE          Mpps vs frame size, .svg or .png (gnuplot)\n"
	       "  --seed-csv FILE      LS2088A figures of seed 002 to print and plot alongside\n"
	       "  --verbose            one line per trial with drop causes\n"
	       "  --help\n", prog);
}

static int
parse_strategies(const char *s, unsigned int max_size)
{
	char buf[256], *tok, *save;

	opt.n_strat = 0;
	snprintf(buf, sizeof(buf), "%s", s);
	for (tok = strtok_r(buf, ", ", &save); tok != NULL; tok = strtok_r(NULL, ", ", &save)) {
		struct rpt_strategy *st = &opt.strat[opt.n_strat];

		if (opt.n_strat == RPT_MAX_STRATEGIES) {
			fprintf(stderr, "more than %d strategies\n", RPT_MAX_STRATEGIES);
			return -1;
		}
		if (strcmp(tok, "zero-copy") == 0) {
			snprintf(st->name, sizeof(st->name), "zero-copy");
			st->copybreak = 0;
		} else if (strncmp(tok, "multipool-", 10) == 0) {
			char *end;
			unsigned long v = strtoul(tok + 10, &end, 10);

			if (*end != '\0' || v < 64 || v > 10240) {
				fprintf(stderr, "bad strategy '%s': multipool-N takes a small "
					"buffer size N of 64..10240 bytes\n", tok);
				return -1;
			}
			snprintf(st->name, sizeof(st->name), "multipool-%lu", v);
			st->copybreak = 0;
			st->small_pool = (uint32_t)v;
		} else if (strcmp(tok, "copy-all") == 0) {
			snprintf(st->name, sizeof(st->name), "copy-all");
			st->copybreak = max_size;	/* >= every frame length */
		} else {
			char *end;
			unsigned long v = strtoul(tok, &end, 10);

			if (*end != '\0' || v == 0 || v > 10240) {
				fprintf(stderr, "bad strategy '%s': zero-copy, copy-all, "
					"multipool-N or a copybreak 1..10240\n", tok);
				return -1;
			}
			snprintf(st->name, sizeof(st->name), "copybreak-%lu", v);
			st->copybreak = (uint32_t)v;
		}
		opt.n_strat++;
	}
	if (opt.n_strat == 0) {
		fprintf(stderr, "no strategy given\n");
		return -1;
	}
	return 0;
}

static int
parse_pct(const char *s, double *v, double lo, double hi)
{
	char *end;
	double d = strtod(s, &end);

	if (*end != '\0' || d < lo || d > hi)
		return -1;
	*v = d / 100;
	return 0;
}

static int
parse_uint(const char *s, unsigned int *v, unsigned int lo, unsigned int hi)
{
	char *end;
	unsigned long d = strtoul(s, &end, 10);

	if (*end != '\0' || *s == '\0' || d < lo || d > hi)
		return -1;
	*v = (unsigned int)d;
	return 0;
}

static int
parse_args(int argc, char **argv)
{
	enum { O_MODE = 256, O_SIZES, O_STRAT, O_TRIAL, O_RES, O_LOSS, O_MAXT, O_MARGIN,
	       O_QUICK, O_HOLD, O_POOL, O_CACHE, O_RXQ, O_FLOWS, O_BURST, O_LINK, O_JSON,
	       O_CSV, O_PLOT, O_SEED, O_VERBOSE, O_HELP, O_RETRIES, O_STALL_US,
	       O_STALL_RETRIES };
	static const struct option lo[] = {
		{ "mode", 1, NULL, O_MODE }, { "sizes", 1, NULL, O_SIZES },
		{ "strategies", 1, NULL, O_STRAT }, { "trial-time", 1, NULL, O_TRIAL },
		{ "resolution", 1, NULL, O_RES }, { "loss-tolerance", 1, NULL, O_LOSS },
		{ "max-trials", 1, NULL, O_MAXT }, { "win-margin", 1, NULL, O_MARGIN },
		{ "quick", 0, NULL, O_QUICK }, { "hold", 1, NULL, O_HOLD },
		{ "pool-size", 1, NULL, O_POOL }, { "pool-cache", 1, NULL, O_CACHE },
		{ "rxq", 1, NULL, O_RXQ }, { "flows", 1, NULL, O_FLOWS },
		{ "burst", 1, NULL, O_BURST }, { "link-speed", 1, NULL, O_LINK },
		{ "json", 1, NULL, O_JSON }, { "csv", 1, NULL, O_CSV },
		{ "plot", 1, NULL, O_PLOT }, { "seed-csv", 1, NULL, O_SEED },
		{ "verbose", 0, NULL, O_VERBOSE }, { "help", 0, NULL, O_HELP },
		{ "retries", 1, NULL, O_RETRIES }, { "stall-us", 1, NULL, O_STALL_US },
		{ "stall-retries", 1, NULL, O_STALL_RETRIES },
		{ NULL, 0, NULL, 0 },
	};
	const char *sizes = DEFAULT_SIZES;
	char err[160];
	unsigned int v;
	int c, n;

	opt.strat_arg = DEFAULT_STRATEGIES;
	optind = 1;
	while ((c = getopt_long(argc, argv, "", lo, NULL)) != -1) {
		switch (c) {
		case O_MODE:
			if (fwd_mode_parse(optarg, &opt.mode) < 0) {
				fprintf(stderr, "bad --mode %s\n", optarg);
				return -1;
			}
			break;
		case O_SIZES: sizes = optarg; break;
		case O_STRAT: opt.strat_arg = optarg; break;
		case O_TRIAL: {
			char *end;

			opt.trial_s = strtod(optarg, &end);
			if (*end != '\0' || opt.trial_s < 0.01 || opt.trial_s > 600) {
				fprintf(stderr, "bad --trial-time %s (0.01..600 s)\n", optarg);
				return -1;
			}
			opt.trial_set = true;
			break;
		}
		case O_RES:
			if (parse_pct(optarg, &opt.resolution, 0.01, 50) < 0) {
				fprintf(stderr, "bad --resolution %s (0.01..50 %%)\n", optarg);
				return -1;
			}
			opt.res_set = true;
			break;
		case O_LOSS:
			if (parse_pct(optarg, &opt.loss_tol, 0, 50) < 0) {
				fprintf(stderr, "bad --loss-tolerance %s (0..50 %%)\n", optarg);
				return -1;
			}
			break;
		case O_MAXT:
			if (parse_uint(optarg, &opt.max_trials, 1, 100) < 0) {
				fprintf(stderr, "bad --max-trials %s\n", optarg);
				return -1;
			}
			opt.max_trials_set = true;
			break;
		case O_MARGIN:
			if (parse_pct(optarg, &opt.margin, 0, 100) < 0) {
				fprintf(stderr, "bad --win-margin %s\n", optarg);
				return -1;
			}
			break;
		case O_QUICK: opt.quick = true; break;
		case O_RETRIES:
			if (parse_uint(optarg, &opt.retries, 0, 10) < 0) {
				fprintf(stderr, "bad --retries %s (0..10)\n", optarg);
				return -1;
			}
			opt.retries_set = true;
			break;
		case O_STALL_US:
			if (parse_uint(optarg, &opt.stall_us, 10, 1000000) < 0) {
				fprintf(stderr, "bad --stall-us %s (10..1000000)\n", optarg);
				return -1;
			}
			break;
		case O_STALL_RETRIES:
			if (parse_uint(optarg, &opt.stall_retries, 0, 20) < 0) {
				fprintf(stderr, "bad --stall-retries %s (0..20)\n", optarg);
				return -1;
			}
			opt.stall_retries_set = true;
			break;
		case O_HOLD:
			if (parse_uint(optarg, &opt.hold, 0, 1 << 20) < 0) {
				fprintf(stderr, "bad --hold %s\n", optarg);
				return -1;
			}
			break;
		case O_POOL:
			if (parse_uint(optarg, &opt.pool_size, 512, 1 << 22) < 0) {
				fprintf(stderr, "bad --pool-size %s\n", optarg);
				return -1;
			}
			break;
		case O_CACHE:
			if (parse_uint(optarg, &opt.pool_cache, 0, RTE_MEMPOOL_CACHE_MAX_SIZE) < 0) {
				fprintf(stderr, "bad --pool-cache %s\n", optarg);
				return -1;
			}
			break;
		case O_RXQ:
			if (parse_uint(optarg, &opt.rxq, 1, 16) < 0) {
				fprintf(stderr, "bad --rxq %s\n", optarg);
				return -1;
			}
			break;
		case O_FLOWS:
			if (parse_uint(optarg, &opt.flows, 1, 4096) < 0) {
				fprintf(stderr, "bad --flows %s (1..4096)\n", optarg);
				return -1;
			}
			break;
		case O_BURST:
			if (parse_uint(optarg, &opt.burst, 1, FWD_BURST_MAX) < 0) {
				fprintf(stderr, "bad --burst %s (1..%d)\n", optarg, FWD_BURST_MAX);
				return -1;
			}
			break;
		case O_LINK:
			if (parse_uint(optarg, &v, 1, 10000000) < 0) {
				fprintf(stderr, "bad --link-speed %s\n", optarg);
				return -1;
			}
			opt.link_mbps = v;
			break;
		case O_JSON: opt.json = optarg; break;
		case O_CSV: opt.csv = optarg; break;
		case O_PLOT: opt.plot = optarg; break;
		case O_SEED: opt.seed_csv = optarg; break;
		case O_VERBOSE: opt.verbose = true; break;
		case O_HELP: usage(argv[0]); exit(0);
		default: usage(argv[0]); return -1;
		}
	}
	if (optind < argc) {
		fprintf(stderr, "unexpected argument '%s'\n", argv[optind]);
		return -1;
	}
	if (opt.quick) {
		if (!opt.trial_set)
			opt.trial_s = 0.3;
		if (!opt.res_set)
			opt.resolution = 0.02;
		if (!opt.max_trials_set)
			opt.max_trials = 6;
		if (!opt.retries_set)
			opt.retries = 1;
		if (!opt.stall_retries_set)
			opt.stall_retries = 1;
	}
	n = sm_parse_sizes(sizes, opt.sizes, RPT_MAX_SIZES, 64, 10240, err, sizeof(err));
	if (n < 0) {
		fprintf(stderr, "--sizes: %s\n", err);
		return -1;
	}
	opt.n_sizes = (unsigned int)n;
	return parse_strategies(opt.strat_arg, opt.sizes[opt.n_sizes - 1]);
}

/* ---------------- ports ---------------- */

static uint16_t n_ports;
static struct rte_mempool *pool;
/* multipool strategies: a pool of small buffers per size, made on first use */
#define SMALL_POOLS_MAX	RPT_MAX_STRATEGIES
static struct rte_mempool *small_pools[SMALL_POOLS_MAX];
static uint32_t small_sizes[SMALL_POOLS_MAX], rx_small;	/* rx_small: in use now */
static struct fwd_conf fconf;
static struct fwd_lcore *lcs[MAX_FWD_LCORES];
static unsigned int n_fwd;
static bool inline_fwd;		/* no worker lcore: the main lcore forwards */
static unsigned int cb_changes;	/* copybreak changes since the ports started */
static volatile sig_atomic_t interrupted;

/* xstats read by id; ids looked up once (the lookup is slow) */
enum xs {
	XS_COPY, XS_ZC, XS_COPY_EMPTY, XS_NOBUF, XS_TAIL, XS_FILT, XS_DISC, XS_RUNT, XS_OVER,
	XS_TXDISC, XS_DEPL, XS_N
};
static const char *const xs_names[XS_N] = {
	"rx_copybreak_packets", "rx_zerocopy_packets", "rx_copy_pool_empty",
	"hw_rx_no_buffer_discards", "hw_rx_tail_drops", "hw_rx_filtered", "hw_rx_discards",
	"hw_rx_runt", "hw_rx_oversize", "hw_tx_discards", "bpool_depletion_events",
};
static uint64_t xs_id[FWD_MAX_PORTS][XS_N];

static void
die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fprintf(stderr, "dpaa2x-ipfwd: ");
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	rte_eal_cleanup();
	exit(1);
}

static void
xstats_read(uint16_t port, uint64_t *v)
{
	if (rte_eth_xstats_get_by_id(port, xs_id[port], v, XS_N) != XS_N)
		die("port %u: cannot read xstats", port);
}

static void
on_signal(int sig)
{
	(void)sig;
	interrupted = 1;
}

static void
ports_start(void)
{
	uint16_t p;
	int ret;

	for (p = 0; p < n_ports; p++) {
		ret = rte_eth_dev_start(p);
		if (ret < 0)
			die("port %u: start failed: %s", p, rte_strerror(-ret));
		rte_pmd_dpaa2x_gen_stop(p);	/* the sweep drives the generators */
		rte_eth_promiscuous_enable(p);
	}
	cb_changes = 0;
}

static void
ports_stop(void)
{
	uint16_t p;
	int ret;

	for (p = 0; p < n_ports; p++) {
		ret = rte_eth_dev_stop(p);
		if (ret < 0)
			die("port %u: stop failed: %s", p, rte_strerror(-ret));
	}
}

static void
ports_setup(void)
{
	struct rte_eth_conf conf;
	uint16_t p, q;
	int ret;

	for (p = 0; p < n_ports; p++) {
		memset(&conf, 0, sizeof(conf));
		if (opt.rxq > 1) {
			conf.rxmode.mq_mode = RTE_ETH_MQ_RX_RSS;
			conf.rx_adv_conf.rss_conf.rss_hf = RTE_ETH_RSS_IP | RTE_ETH_RSS_UDP;
		}
		ret = rte_eth_dev_configure(p, (uint16_t)opt.rxq, (uint16_t)n_fwd, &conf);
		if (ret < 0)
			die("port %u: configure: %s", p, rte_strerror(-ret));
		for (q = 0; q < opt.rxq; q++) {
			ret = rte_eth_rx_queue_setup(p, q, 1024, rte_eth_dev_socket_id(p), NULL, pool);
			if (ret < 0)
				die("port %u: rx queue %u: %s", p, q, rte_strerror(-ret));
		}
		for (q = 0; q < n_fwd; q++) {
			ret = rte_eth_tx_queue_setup(p, q, 1024, rte_eth_dev_socket_id(p), NULL);
			if (ret < 0)
				die("port %u: tx queue %u: %s", p, q, rte_strerror(-ret));
		}
		for (q = 0; q < XS_N; q++)
			if (rte_eth_xstats_get_id_by_name(p, xs_names[q], &xs_id[p][q]) != 0)
				die("port %u has no xstat %s: not a net_dpaa2x port?", p, xs_names[q]);
		rte_eth_macaddr_get(p, &fconf.port_mac[p]);
		/* the next hop behind port p: the tester, any unicast MAC will do */
		fconf.next_hop_mac[p] = (struct rte_ether_addr){ { 0x02, 0, 0, 0, 0x10, (uint8_t)p } };
		fconf.peer[p] = p ^ 1;
	}
}

static void
lpm_setup(void)
{
	struct rte_lpm_config lc = { .max_rules = 256, .number_tbl8s = 256 };
	uint16_t p;

	fconf.lpm = rte_lpm_create("ipfwd_lpm", (int)rte_socket_id(), &lc);
	if (fconf.lpm == NULL)
		die("cannot create the LPM table: %s", rte_strerror(rte_errno));
	/* 198.18.K.0/24 leaves on port K: the generators of port N send to 198.18.(N^1).1 */
	for (p = 0; p < n_ports; p++)
		if (rte_lpm_add(fconf.lpm, RTE_IPV4(198u, 18, p, 0), 24, p) < 0)
			die("cannot add a route");
}

/* Assign every (port, queue) to a forwarding lcore; delay lines if asked. */
static void
lcores_setup(void)
{
	unsigned int lcore, i = 0, k;
	uint16_t p, q;

	if (rte_lcore_count() > 1) {
		RTE_LCORE_FOREACH_WORKER(lcore) {
			if (n_fwd == MAX_FWD_LCORES)
				break;
			lcs[n_fwd] = rte_zmalloc("fwd_lcore", sizeof(struct fwd_lcore), RTE_CACHE_LINE_SIZE);
			lcs[n_fwd]->lcore_id = lcore;
			lcs[n_fwd]->txq = (uint16_t)n_fwd;
			n_fwd++;
		}
	} else {
		inline_fwd = true;
		lcs[0] = rte_zmalloc("fwd_lcore", sizeof(struct fwd_lcore), RTE_CACHE_LINE_SIZE);
		lcs[0]->lcore_id = rte_lcore_id();
		n_fwd = 1;
	}
	/* more lcores than queues: the spare ones would only spin */
	if (n_fwd > n_ports * opt.rxq)
		n_fwd = n_ports * opt.rxq;
	for (p = 0; p < n_ports; p++) {
		for (q = 0; q < opt.rxq; q++) {
			struct fwd_lcore *lc = lcs[i % n_fwd];
			struct fwd_rxq *rq;

			if (lc->n_rxq == FWD_MAX_QUEUES)
				die("more than %d Rx queues on one lcore", FWD_MAX_QUEUES);
			rq = &lc->rxq[lc->n_rxq++];
			rq->port = p;
			rq->queue = q;
			if (opt.hold > 0) {
				rq->hold.cap = opt.hold;
				rq->hold.ring = rte_zmalloc("hold", sizeof(struct rte_mbuf *) * opt.hold, 0);
				if (rq->hold.ring == NULL)
					die("no memory for a delay line of %u", opt.hold);
			}
			i++;
		}
	}
	for (k = 0; k < n_fwd; k++)
		if (lcs[k]->n_rxq == 0)
			die("lcore %u has no queue", lcs[k]->lcore_id);
}

/* ---------------- one trial ---------------- */

struct trial {
	double req_pps;		/* all ports */
	double elapsed_s;
	uint64_t offered, delivered, app_rx;
	uint64_t sink_lost, sink_reordered, sink_corrupted, sink_foreign;
	uint64_t lat_min, lat_avg, lat_max;
	uint8_t ttl_min, ttl_max;
	uint64_t busy_cycles, fwd_packets;
	uint64_t stalls, max_gap;
	uint64_t drops[RPT_DROP_N];
	uint64_t depletion, copied, zerocopy;
	enum sm_verdict verdict;
	double achieved_pps, delivered_pps;
};

static int
fwd_lcore_main(void *arg)
{
	fwd_run(&fconf, arg);
	return 0;
}

/* Launch the workers (or run inline until deadline). */
static void
forward_phase(bool drain, double max_s)
{
	unsigned int k;

	fconf.drain = drain;
	if (inline_fwd) {
		fconf.deadline = rte_rdtsc() + (uint64_t)(max_s * rte_get_tsc_hz());
		fwd_run(&fconf, lcs[0]);
		return;
	}
	fconf.deadline = 0;
	for (k = 0; k < n_fwd; k++)
		if (rte_eal_remote_launch(fwd_lcore_main, lcs[k], lcs[k]->lcore_id) != 0)
			die("cannot launch lcore %u", lcs[k]->lcore_id);
}

static void
workers_drain_and_wait(void)
{
	if (inline_fwd) {
		forward_phase(true, DRAIN_MAX_S);
		return;
	}
	fconf.deadline = rte_rdtsc() + (uint64_t)DRAIN_MAX_S * rte_get_tsc_hz();
	fconf.drain = 1;
	rte_eal_mp_wait_lcore();
}

static uint64_t
sink_total(void)
{
	struct rte_pmd_dpaa2x_wire_stats ws;
	uint64_t t = 0;
	uint16_t p;

	for (p = 0; p < n_ports; p++)
		if (rte_pmd_dpaa2x_wire_stats_get(p, &ws) == 0)
			t += ws.sink_frames;
	return t;
}

/* Wait until the sinks stopped counting (the engine sent what Tx held). */
static void
sink_settle(void)
{
	uint64_t end = rte_get_timer_cycles() + rte_get_timer_hz();
	uint64_t last = sink_total(), now;
	unsigned int still = 0;

	while (still < SINK_SETTLE_MS && rte_get_timer_cycles() < end) {
		rte_delay_us_sleep(1000);
		now = sink_total();
		still = now == last ? still + 1 : 0;
		last = now;
	}
}

struct pool_check {
	unsigned int n_bad;
	char msg[512];
};

static void
pool_check_one(struct rte_mempool *mp, void *arg)
{
	struct pool_check *pc = arg;
	unsigned int avail = rte_mempool_avail_count(mp);
	size_t len = strlen(pc->msg);

	if (mp != pool && strncmp(mp->name, "dpaa2x_cb", 9) != 0 &&
	    strncmp(mp->name, "ipfwd_small", 11) != 0)
		return;
	if (avail == mp->size)
		return;
	pc->n_bad++;
	snprintf(pc->msg + len, sizeof(pc->msg) - len, " %s: %u of %u mbufs missing;",
		 mp->name, mp->size - avail, mp->size);
}

/* Every buffer back: bounded wait, one more drain, then abort. */
static void
pools_check(const char *when)
{
	uint64_t end;
	struct pool_check pc;
	int round;

	for (round = 0; round < 2; round++) {
		end = rte_get_timer_cycles() + POOL_WAIT_S * rte_get_timer_hz();
		do {
			memset(&pc, 0, sizeof(pc));
			rte_mempool_walk(pool_check_one, &pc);
			if (pc.n_bad == 0)
				return;
			rte_delay_us_sleep(1000);
		} while (rte_get_timer_cycles() < end);
		/* something arrived after the drain ended: forward it out */
		forward_phase(false, 0);
		workers_drain_and_wait();
		sink_settle();
	}
	die("buffer leak after %s:%s aborting the sweep", when, pc.msg);
}

/* Every frame of the trial delivered or dropped by cause, every pool full. */
static void
audit_ports(unsigned int size)
{
	struct rte_pmd_dpaa2x_audit a;
	char why[256];
	uint16_t p;

	for (p = 0; p < n_ports; p++)
		if (rte_pmd_dpaa2x_audit(p, RTE_PMD_DPAA2X_AUDIT_POOLS, &a, why, sizeof(why)) != 0)
			die("size %u: port %u: frames or buffers unaccounted for: %s", size, p, why);
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

static void
run_trial(unsigned int size, double req_pps, struct trial *t)
{
	struct rte_pmd_dpaa2x_gen_conf gc;
	struct rte_pmd_dpaa2x_wire_stats ws;
	uint64_t before[FWD_MAX_PORTS][XS_N], after[XS_N], t0, t1, lat_sum = 0;
	double per_port = req_pps / n_ports;
	unsigned int k;
	uint16_t p;
	int ret;

	memset(t, 0, sizeof(*t));
	t->req_pps = req_pps;
	t->lat_min = UINT64_MAX;
	t->ttl_min = 255;
	for (p = 0; p < n_ports; p++) {
		if (rte_pmd_dpaa2x_gen_conf_get(p, &gc) < 0)
			die("port %u: no generator", p);
		memset(gc.sizes, 0, sizeof(gc.sizes));
		gc.sizes[0] = (uint16_t)size;
		gc.n_sizes = 1;
		gc.flows = opt.flows;
		gc.rate_pps = (uint64_t)llround(per_port) > 0 ? (uint64_t)llround(per_port) : 1;
		gc.count = 0;
		gc.ttl = GEN_TTL;
		ret = rte_pmd_dpaa2x_gen_conf_set(p, &gc);
		if (ret < 0)
			die("port %u: generator settings refused: %s", p, strerror(-ret));
		ret = rte_pmd_dpaa2x_wire_stats_reset(p);
		if (ret == 0)
			ret = rte_eth_stats_reset(p);	/* the audit's counters, too */
		if (ret < 0)
			die("port %u: stats reset: %s", p, strerror(-ret));
		xstats_read(p, before[p]);
	}
	for (k = 0; k < n_fwd; k++)
		memset(&lcs[k]->st, 0, sizeof(lcs[k]->st));

	if (!inline_fwd)
		forward_phase(false, 0);
	t0 = rte_rdtsc();
	for (p = 0; p < n_ports; p++)
		rte_pmd_dpaa2x_gen_start(p);
	if (inline_fwd)
		forward_phase(false, opt.trial_s);
	else
		rte_delay_us_sleep((unsigned int)(opt.trial_s * 1e6));
	for (p = 0; p < n_ports; p++)
		rte_pmd_dpaa2x_gen_stop(p);
	t1 = rte_rdtsc();
	workers_drain_and_wait();
	sink_settle();
	t->elapsed_s = (double)(t1 - t0) / rte_get_tsc_hz();

	for (p = 0; p < n_ports; p++) {
		if (rte_pmd_dpaa2x_wire_stats_get(p, &ws) < 0)
			die("port %u: wire stats", p);
		t->offered += ws.gen_frames;
		t->delivered += ws.sink_frames;
		t->sink_lost += ws.sink_lost;
		t->sink_reordered += ws.sink_reordered;
		t->sink_corrupted += ws.sink_corrupted;
		t->sink_foreign += ws.sink_foreign;
		if (ws.sink_frames > 0) {
			t->lat_min = RTE_MIN(t->lat_min, ws.lat_min_ns);
			t->lat_max = RTE_MAX(t->lat_max, ws.lat_max_ns);
			lat_sum += ws.lat_avg_ns * ws.sink_frames;
			t->ttl_min = RTE_MIN(t->ttl_min, ws.sink_ttl_min);
			t->ttl_max = RTE_MAX(t->ttl_max, ws.sink_ttl_max);
		}
		xstats_read(p, after);
		t->copied += after[XS_COPY] - before[p][XS_COPY];
		t->zerocopy += after[XS_ZC] - before[p][XS_ZC];
		t->drops[RPT_RX_COPY_POOL_EMPTY] += after[XS_COPY_EMPTY] - before[p][XS_COPY_EMPTY];
		t->drops[RPT_HW_RX_NO_BUFFER] += after[XS_NOBUF] - before[p][XS_NOBUF];
		t->drops[RPT_HW_RX_TAIL_DROP] += after[XS_TAIL] - before[p][XS_TAIL];
		t->drops[RPT_HW_RX_FILTERED] += after[XS_FILT] - before[p][XS_FILT];
		t->drops[RPT_HW_RX_DISCARDS] += after[XS_DISC] - before[p][XS_DISC];
		t->drops[RPT_HW_RX_RUNT] += after[XS_RUNT] - before[p][XS_RUNT];
		t->drops[RPT_HW_RX_OVERSIZE] += after[XS_OVER] - before[p][XS_OVER];
		t->drops[RPT_HW_TX_DISCARDS] += after[XS_TXDISC] - before[p][XS_TXDISC];
		/* one shared pool: every port reports the same one */
		t->depletion = RTE_MAX(t->depletion, after[XS_DEPL] - before[p][XS_DEPL]);
	}
	if (t->delivered > 0)
		t->lat_avg = lat_sum / t->delivered;
	else
		t->lat_min = 0;
	for (k = 0; k < n_fwd; k++) {
		t->app_rx += lcs[k]->st.rx;
		t->busy_cycles += lcs[k]->st.busy_cycles;
		t->stalls += lcs[k]->st.stalls;
		t->max_gap = RTE_MAX(t->max_gap, lcs[k]->st.max_gap);
		t->drops[RPT_APP_TX_FULL] += lcs[k]->st.tx_full;
		t->drops[RPT_APP_NO_ROUTE] += lcs[k]->st.no_route;
	}
	t->fwd_packets = t->app_rx;
	if (opt.mode == FWD_RXDROP || opt.mode == FWD_RXDROP_READ) {
		t->delivered = t->app_rx;
		t->lat_min = t->lat_avg = t->lat_max = 0;
	} else {
		/* the forwarding must be right before it can be fast */
		if (t->sink_corrupted > 0 || t->sink_foreign > 0)
			die("size %u: the sinks saw %" PRIu64 " corrupted and %" PRIu64
			    " foreign frames: forwarding is broken", size, t->sink_corrupted,
			    t->sink_foreign);
		if (t->delivered > 0 &&
		    (t->ttl_min != t->ttl_max ||
		     t->ttl_min != (opt.mode == FWD_IPFWD ? GEN_TTL - 1 : GEN_TTL)))
			die("size %u: TTL at the sinks %u..%u, expected %u", size, t->ttl_min,
			    t->ttl_max, opt.mode == FWD_IPFWD ? GEN_TTL - 1 : GEN_TTL);
	}
	t->achieved_pps = t->elapsed_s > 0 ? t->offered / t->elapsed_s : 0;
	t->delivered_pps = t->elapsed_s > 0 ? t->delivered / t->elapsed_s : 0;
	t->verdict = sm_trial_verdict(t->offered, t->delivered, opt.loss_tol, req_pps,
				      t->achieved_pps, SHORT_TOLERANCE);
	pools_check("a trial");
	audit_ports(size);
}

/* ---------------- the sweep ---------------- */

static struct rpt_sweep sw;

/* The small pool of `bytes` data bytes (as many mbufs as the main pool). */
static struct rte_mempool *
small_pool(uint32_t bytes)
{
	char name[RTE_MEMPOOL_NAMESIZE];
	unsigned int i;

	for (i = 0; i < SMALL_POOLS_MAX && small_pools[i] != NULL; i++)
		if (small_sizes[i] == bytes)
			return small_pools[i];
	if (i == SMALL_POOLS_MAX)
		die("more than %d small pools", SMALL_POOLS_MAX);
	snprintf(name, sizeof(name), "ipfwd_small_%u", bytes);
	small_pools[i] = rte_pktmbuf_pool_create(name, opt.pool_size, opt.pool_cache, 0,
		(uint16_t)(RTE_PKTMBUF_HEADROOM + bytes), rte_socket_id());
	if (small_pools[i] == NULL)
		die("cannot create %s: %s", name, rte_strerror(rte_errno));
	small_sizes[i] = bytes;
	return small_pools[i];
}

/*
 * multipool-N: every Rx queue gets the main pool and a pool of N-byte
 * buffers (rx_mempools); the hardware puts each frame in the smallest
 * buffer it fits. Changing the pools means stopping the ports.
 */
static void
set_rx_pools(uint32_t small)
{
	struct rte_mempool *pools[2] = { pool, NULL };
	struct rte_eth_rxconf rc = { .rx_mempools = pools, .rx_nmempool = 2 };
	uint16_t p, q;
	int ret;

	if (small == rx_small)
		return;
	if (small != 0)
		pools[1] = small_pool(small);
	ports_stop();
	for (p = 0; p < n_ports; p++)
		for (q = 0; q < opt.rxq; q++) {
			ret = rte_eth_rx_queue_setup(p, q, 1024, rte_eth_dev_socket_id(p),
						     small != 0 ? &rc : NULL, small != 0 ? NULL : pool);
			if (ret < 0)
				die("port %u: rx queue %u with small pool %u: %s", p, q, small,
				    rte_strerror(-ret));
		}
	ports_start();
	rx_small = small;
}

static void
set_copybreak(uint32_t cb)
{
	uint32_t cur;
	uint16_t p;
	int ret;

	if (rte_pmd_dpaa2x_get_rx_copybreak(0, &cur) == 0 && cur == cb)
		return;
	if (cb_changes >= CB_CHANGES_PER_START) {
		/* the driver keeps replaced copybreak states until a stop */
		ports_stop();
		ports_start();
	}
	for (p = 0; p < n_ports; p++) {
		ret = rte_pmd_dpaa2x_set_rx_copybreak(p, cb);
		if (ret < 0)
			die("port %u: copybreak %u refused: %s", p, cb, strerror(-ret));
	}
	cb_changes++;
}

static void
fmt_left(char *buf, size_t len, double s)
{
	if (s < 0)
		s = 0;
	if (s >= 60)
		snprintf(buf, len, "%dm%02ds", (int)(s / 60), (int)fmod(s, 60));
	else
		snprintf(buf, len, "%ds", (int)s);
}

static void
result_from_trial(struct rpt_result *r, const struct trial *t)
{
	double tsc_ns = 1e9 / rte_get_tsc_hz();
	unsigned int d;

	r->mpps = 0;
	r->offered = t->offered;
	r->delivered = t->delivered;
	r->lost = t->offered > t->delivered ? t->offered - t->delivered : 0;
	r->loss = t->offered ? (double)r->lost / t->offered : 0;
	r->sink_lost = t->sink_lost;
	r->lat_min_ns = t->lat_min;
	r->lat_avg_ns = t->lat_avg;
	r->lat_max_ns = t->lat_max;
	for (d = 0; d < RPT_DROP_N; d++)
		r->drops[d] = t->drops[d];
	r->depletion_events = t->depletion;
	r->copied = t->copied;
	r->zerocopy = t->zerocopy;
	r->ns_per_packet = t->fwd_packets ? t->busy_cycles * tsc_ns / t->fwd_packets : 0;
}

/* time-left estimate: trials so far, their mean duration */
static unsigned int trials_done, searches_done;
static double trial_time_sum;

static void
trial_timed(double *t0)
{
	double now = (double)rte_rdtsc() / rte_get_tsc_hz();

	trial_time_sum += now - *t0;
	trials_done++;
	*t0 = now;
}

static void
trial_line(unsigned int done, unsigned int total, unsigned int size, unsigned int si,
	   unsigned int trial, double rate, double line, const struct trial *t,
	   const struct sm_search *s, char tag)
{
	double avg = trial_time_sum / trials_done, per_search, left;
	uint64_t lost = t->offered > t->delivered ? t->offered - t->delivered : 0;
	char lbuf[32];
	unsigned int i;

	per_search = searches_done > 0 ? (double)(trials_done - s->trials - 1) / searches_done :
		sm_search_expected_trials(opt.resolution);
	if (per_search < 1)
		per_search = 1;
	left = (total - done - 1) * per_search * avg + RTE_MAX(0.0, per_search - trial) * avg;
	fmt_left(lbuf, sizeof(lbuf), left);
	printf("[%2u/%u] %5u B %-15s trial %2u%c: asked %7.3f Mpps (%5.1f%%) wire %7.3f "
	       "got %7.3f, loss %" PRIu64 " (%.3f%%) %-5s ~%s left\n",
	       done + 1, total, size, opt.strat[si].name, trial, tag,
	       rate / 1e6, rate / line * 100, t->achieved_pps / 1e6, t->delivered_pps / 1e6,
	       lost, t->offered ? 100.0 * lost / t->offered : 0, sm_verdict_name(t->verdict), lbuf);
	if (opt.verbose) {
		printf("        ns/pkt %.1f, copied %" PRIu64 ", zero-copy %" PRIu64
		       ", depletion %" PRIu64 ", stalls %" PRIu64 " (longest %.0f us)",
		       t->fwd_packets ? t->busy_cycles * 1e9 / rte_get_tsc_hz() / t->fwd_packets : 0,
		       t->copied, t->zerocopy, t->depletion, t->stalls,
		       t->max_gap * 1e6 / rte_get_tsc_hz());
		for (i = 0; i < RPT_DROP_N; i++)
			if (t->drops[i])
				printf(", %s %" PRIu64, rpt_drop_names[i], t->drops[i]);
		printf("\n");
	}
	fflush(stdout);
}

static void
sweep(void)
{
	unsigned int total = opt.n_sizes * opt.n_strat, done = 0, zi, si;
	double t_start = (double)rte_rdtsc() / rte_get_tsc_hz();

	for (zi = 0; zi < opt.n_sizes && !interrupted; zi++) {
		unsigned int size = opt.sizes[zi];
		double line = sm_line_rate_pps(sw.link_mbps * 1e6, size) * n_ports;

		for (si = 0; si < opt.n_strat && !interrupted; si++) {
			struct rpt_result *r = &sw.results[si][zi];
			struct sm_search s;
			struct trial t, best;
			double rate, credit, best_credit = 0;
			double s0 = (double)rte_rdtsc() / rte_get_tsc_hz();
			unsigned int runs = 0, disturbed = 0;
			uint64_t stall_max = 0;

			set_rx_pools(opt.strat[si].small_pool);
			set_copybreak(opt.strat[si].copybreak);
			sm_search_init(&s, line, opt.resolution, 0, opt.max_trials);
			memset(&best, 0, sizeof(best));
			memset(&t, 0, sizeof(t));
			while (!interrupted && runs < opt.max_trials && sm_search_next(&s, &rate)) {
				double tt0 = (double)rte_rdtsc() / rte_get_tsc_hz();

				unsigned int loss_retries = 0, stall_repeats = 0;
				bool short_retried = false;
				char tag = ' ';

				for (;;) {
					run_trial(size, rate, &t);
					trial_timed(&tt0);
					trial_line(done, total, size, si, s.trials + 1, rate, line, &t,
						   &s, tag);
					if (t.max_gap > stall_max)
						stall_max = t.max_gap;
					/*
					 * Frames lost while the forwarding CPU was taken away
					 * by other work: not the datapath's doing, repeat.
					 */
					if (t.verdict == SM_FAIL_LOSS && t.stalls > 0 && !interrupted &&
					    stall_repeats < opt.stall_retries) {
						stall_repeats++;
						disturbed++;
						tag = 's';
						continue;
					}
					runs++;
					/*
					 * The wire fell a little behind (the engine thread was
					 * preempted?): once more before believing it. Far
					 * behind is the engine's limit: no retry.
					 */
					if (interrupted || runs >= opt.max_trials || t.verdict == SM_PASS)
						break;
					if (t.verdict == SM_FAIL_SHORT &&
					    (short_retried || t.achieved_pps < RETRY_SHORT_ABOVE * rate))
						break;
					/* --retries: a loss may be a moment the CPU was taken away */
					if (t.verdict == SM_FAIL_LOSS && loss_retries++ >= opt.retries)
						break;
					short_retried |= t.verdict == SM_FAIL_SHORT;
					tag = 'r';
				}
				sm_search_feed(&s, rate, t.verdict, t.achieved_pps, t.delivered_pps);
				/* as the search credits it: the rate the wire offered */
				credit = t.verdict == SM_FAIL_LOSS ? 0 : RTE_MIN(t.achieved_pps, rate);
				if (credit > 0 && credit >= best_credit) {
					best = t;
					best_credit = credit;
				}
			}
			r->strategy = si;
			r->size = size;
			/* a search cut short by Ctrl-C is not a result */
			r->measured = !interrupted || !sm_search_next(&s, &rate);
			r->trials = runs;
			r->disturbed = disturbed;
			r->max_stall_us = stall_max * 1e6 / rte_get_tsc_hz();
			sw.disturbed += disturbed;
			result_from_trial(r, best_credit > 0 ? &best : &t);
			r->mpps = sm_search_result(&s) / 1e6;
			r->gbps = sm_l2_bps(r->mpps * 1e6, size) / 1e9;
			r->line_pct = r->mpps * 1e6 / line * 100;
			if (best_credit <= 0)
				r->limited_by = "no_pass";
			else if (!s.any_fail)
				r->limited_by = "line_rate";
			else
				r->limited_by = s.last_fail == SM_FAIL_SHORT ? "wire_short" : "loss";
			r->search_seconds = (double)rte_rdtsc() / rte_get_tsc_hz() - s0;
			done++;
			searches_done++;
		}
	}
	if (interrupted)
		printf("interrupted: results so far\n");
	sw.duration_s = (double)rte_rdtsc() / rte_get_tsc_hz() - t_start;
}

/* ---------------- main ---------------- */

/* EAL args with default ports added when none is given. */
static char **
eal_args(int argc, char **argv, int *n_out)
{
	static char vd0[] = "--vdev=net_dpaa2x0,gen=off";
	static char vd1[] = "--vdev=net_dpaa2x1,gen=off";
	char **v = calloc((size_t)argc + 3, sizeof(char *));
	int i, n = 0, end = argc;
	bool has_vdev = false;

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

int
main(int argc, char **argv)
{
	struct rpt_seed seed;
	struct rte_eth_link link;
	int n_eal, ret, app_argc;
	char **eal = eal_args(argc, argv, &n_eal), **app_argv;
	bool have_seed = false;
	unsigned int i, k;
	uint16_t p;
	time_t now;

	ret = rte_eal_init(n_eal, eal);
	if (ret < 0)
		die("EAL init failed: %s", rte_strerror(rte_errno));
	/* app args: everything after "--" (argv[0] kept for getopt) */
	app_argc = 1;
	app_argv = calloc((size_t)argc + 1, sizeof(char *));
	app_argv[0] = argv[0];
	for (i = 1; i < (unsigned int)argc; i++)
		if (strcmp(argv[i], "--") == 0) {
			for (k = i + 1; k < (unsigned int)argc; k++)
				app_argv[app_argc++] = argv[k];
			break;
		}
	if (parse_args(app_argc, app_argv) < 0)
		die("bad arguments (--help lists them)");
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);

	n_ports = rte_eth_dev_count_avail();
	if (n_ports == 0)
		die("no ports: give --vdev net_dpaa2xN,... (or none for two default ports)");
	if (n_ports > FWD_MAX_PORTS)
		die("at most %d ports", FWD_MAX_PORTS);
	for (p = 0; p < n_ports; p++) {
		uint32_t cb;

		if (!rte_eth_dev_is_valid_port(p) || rte_pmd_dpaa2x_get_rx_copybreak(p, &cb) < 0)
			die("port %u is not a net_dpaa2x port", p);
	}
	if (opt.mode != FWD_RXDROP && opt.mode != FWD_RXDROP_READ && n_ports % 2 != 0)
		die("%s forwards between port pairs (0<->1, ...): %u ports given",
		    fwd_mode_name(opt.mode), n_ports);

	/* made after the probe: a BMan-backed pool (platform mempool ops) */
	pool = rte_pktmbuf_pool_create("ipfwd_pool", opt.pool_size, opt.pool_cache, 0,
				       RTE_MBUF_DEFAULT_BUF_SIZE, (int)rte_socket_id());
	if (pool == NULL)
		die("cannot create the mbuf pool: %s", rte_strerror(rte_errno));
	fconf.mode = opt.mode;
	fconf.burst = opt.burst;
	fconf.n_ports = n_ports;
	fconf.drain_idle_cycles = rte_get_tsc_hz() / 1000000 * DRAIN_IDLE_US;
	fconf.stall_cycles = rte_get_tsc_hz() / 1000000 * opt.stall_us;
	fconf.tx_wait_cycles = rte_get_tsc_hz() / 1000000 * TX_WAIT_US;
	lcores_setup();
	ports_setup();
	if (opt.mode == FWD_IPFWD)
		lpm_setup();
	ports_start();

	/* line rate */
	sw.link_mbps = opt.link_mbps;
	if (sw.link_mbps == 0) {
		for (p = 0; p < n_ports; p++) {
			memset(&link, 0, sizeof(link));
			rte_eth_link_get_nowait(p, &link);
			if (link.link_speed == 0 || link.link_speed == RTE_ETH_SPEED_NUM_UNKNOWN)
				die("port %u reports no link speed: give --link-speed", p);
			if (sw.link_mbps == 0 || link.link_speed < sw.link_mbps)
				sw.link_mbps = link.link_speed;
		}
	}
	for (i = 0; i < opt.n_sizes; i++) {
		struct rte_eth_dev_info di;

		rte_eth_dev_info_get(0, &di);
		if (opt.sizes[i] > di.max_rx_pktlen)
			die("frame size %u is larger than the port's max frame %u",
			    opt.sizes[i], di.max_rx_pktlen);
	}

	sw.mode = fwd_mode_name(opt.mode);
	sw.n_sizes = opt.n_sizes;
	memcpy(sw.sizes, opt.sizes, sizeof(sw.sizes));
	sw.n_strategies = opt.n_strat;
	memcpy(sw.strategies, opt.strat, sizeof(sw.strategies));
	sw.ports = n_ports;
	sw.rx_queues = opt.rxq;
	sw.fwd_lcores = n_fwd;
	sw.flows = opt.flows;
	sw.hold = opt.hold;
	sw.pool_size = opt.pool_size;
	sw.trial_s = opt.trial_s;
	sw.resolution = opt.resolution;
	sw.loss_tolerance = opt.loss_tol;
	sw.margin = opt.margin;
	sw.retries = opt.retries;
	sw.stall_us = opt.stall_us;
	sw.stall_retries = opt.stall_retries;
	sw.quick = opt.quick;
	now = time(NULL);
	strftime(sw.started, sizeof(sw.started), "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
	read_loadavg(sw.load_before);
	if (opt.seed_csv != NULL) {
		if (rpt_read_seed(opt.seed_csv, &seed) < 0)
			fprintf(stderr, "dpaa2x-ipfwd: cannot read seed figures from %s: ignored\n",
				opt.seed_csv);
		else
			have_seed = true;
	}

	printf("dpaa2x-ipfwd: mode %s, %u ports x %.0f Mbit/s, %u forwarding lcore%s (%s), "
	       "%u Rx queue%s/port, pool %u (+%u cache), hold %u/queue\n"
	       "  sizes:", sw.mode, n_ports, sw.link_mbps, n_fwd, n_fwd > 1 ? "s" : "",
	       inline_fwd ? "main lcore" : "workers", opt.rxq, opt.rxq > 1 ? "s" : "",
	       opt.pool_size, opt.pool_cache, opt.hold);
	for (i = 0; i < opt.n_sizes; i++)
		printf(" %u", opt.sizes[i]);
	printf("; strategies:");
	for (i = 0; i < opt.n_strat; i++)
		printf(" %s(%u)", opt.strat[i].name, opt.strat[i].copybreak);
	printf("\n  trial %.2f s, resolution %g%%, loss tolerance %g%%, %u retr%s of a lossy trial, "
	       "at most %u trials per search; load average %.2f\n",
	       opt.trial_s, opt.resolution * 100, opt.loss_tol * 100, opt.retries,
	       opt.retries == 1 ? "y" : "ies", opt.max_trials,
	       sw.load_before[0]);
	fflush(stdout);

	/* warm-up, not reported: pages, caches, small pools */
	{
		struct trial t;
		double line = sm_line_rate_pps(sw.link_mbps * 1e6, opt.sizes[0]) * n_ports;

		run_trial(opt.sizes[0], line * 0.1, &t);
	}
	sweep();
	read_loadavg(sw.load_after);

	rpt_conclude(&sw);
	rpt_print_table(stdout, &sw);
	if (have_seed)
		rpt_print_seed(stdout, &seed);
	rpt_print_details(stdout, &sw);
	rpt_print_conclusion(stdout, &sw);
	printf("sweep took %.0f s; load average %.2f before, %.2f after\n", sw.duration_s,
	       sw.load_before[0], sw.load_after[0]);
	ret = 0;
	if (opt.json != NULL && (k = (unsigned int)-rpt_write_json(opt.json, &sw)) != 0) {
		fprintf(stderr, "dpaa2x-ipfwd: cannot write %s: %s\n", opt.json, strerror((int)k));
		ret = 1;
	}
	if (opt.csv != NULL && (k = (unsigned int)-rpt_write_csv(opt.csv, &sw)) != 0) {
		fprintf(stderr, "dpaa2x-ipfwd: cannot write %s: %s\n", opt.csv, strerror((int)k));
		ret = 1;
	}
	if (opt.plot != NULL && rpt_write_plot(opt.plot, &sw, have_seed ? &seed : NULL) != 0) {
		fprintf(stderr, "dpaa2x-ipfwd: cannot make the plot %s (gnuplot)\n", opt.plot);
		ret = 1;
	}

	ports_stop();
	for (k = 0; k < n_fwd; k++)
		fwd_release_holds(lcs[k]);
	for (p = 0; p < n_ports; p++)
		rte_eth_dev_close(p);
	if (rte_mempool_avail_count(pool) != pool->size) {
		fprintf(stderr, "dpaa2x-ipfwd: %u mbufs of %u missing at exit\n",
			pool->size - rte_mempool_avail_count(pool), pool->size);
		ret = 1;
	}
	rte_mempool_free(pool);
	for (i = 0; i < SMALL_POOLS_MAX; i++)
		rte_mempool_free(small_pools[i]);
	if (fconf.lpm != NULL)
		rte_lpm_free(fconf.lpm);
	rte_eal_cleanup();
	return interrupted ? 130 : ret;
}
