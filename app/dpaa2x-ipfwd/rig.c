/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_launch.h>
#include <rte_lcore.h>
#include <rte_lpm.h>
#include <rte_malloc.h>
#include <rte_mbuf.h>

#include "rig.h"
#include "rte_pmd_dpaa2x.h"
#include "vg.h"

#define DRAIN_IDLE_US	2000	/* a drain ends after this long without a frame */
#define POOL_WAIT_S	2	/* bound on waiting for buffers to come back */
#define TX_WAIT_US	20	/* a full Tx queue is retried this long */
#define GEN_TTL		64
#define WAIT_SLEEP_US	20	/* the main lcore's waits sleep this long */

static const char *const xs_names[XS_N] = {
	[XS_COPY] = "rx_copybreak_packets", [XS_ZC] = "rx_zerocopy_packets",
	[XS_COPY_EMPTY] = "rx_copy_pool_empty", [XS_NOBUF] = "hw_rx_no_buffer_discards",
	[XS_TAIL] = "hw_rx_tail_drops", [XS_FILT] = "hw_rx_filtered",
	[XS_DISC] = "hw_rx_discards", [XS_RUNT] = "hw_rx_runt", [XS_OVER] = "hw_rx_oversize",
	[XS_TXDISC] = "hw_tx_discards", [XS_DEPL] = "bpool_depletion_events",
	[XS_HW_RX] = "hw_rx_frames", [XS_BP_FREE] = "bpool_free_buffers",
	[XS_AUTO_LOW] = "rx_copybreak_auto_low_packets",
	[XS_AUTO_HIGH] = "rx_copybreak_auto_high_packets",
	[XS_AUTO_SW] = "rx_copybreak_auto_switches",
};

static int
fail(struct rig *r, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(r->err, sizeof(r->err), fmt, ap);
	va_end(ap);
	return -1;
}

int
rig_xstats_read(const struct rig *r, uint16_t port, uint64_t *v)
{
	return rte_eth_xstats_get_by_id(port, r->xs_id[port], v, XS_N) == XS_N ? 0 : -1;
}

uint64_t
rig_xstat_sum(const struct rig *r, enum rig_xs x)
{
	uint64_t t = 0, v;
	uint16_t p;

	for (p = 0; p < r->n_ports; p++)
		if (rte_eth_xstats_get_by_id(p, &r->xs_id[p][x], &v, 1) == 1)
			t += v;
	return t;
}

/* ---------------- ports, pools, lcores ---------------- */

static int
lpm_setup(struct rig *r)
{
	struct rte_lpm_config lc = { .max_rules = 256, .number_tbl8s = 256 };
	uint16_t p;

	r->fconf.lpm = rte_lpm_create("ipfwd_lpm", (int)rte_socket_id(), &lc);
	if (r->fconf.lpm == NULL)
		return fail(r, "cannot create the LPM table: %s", rte_strerror(rte_errno));
	/* 198.18.K.0/24 leaves on port K: the generators of port N send to 198.18.(N^1).1 */
	for (p = 0; p < r->n_ports; p++)
		if (rte_lpm_add(r->fconf.lpm, RTE_IPV4(198u, 18, p, 0), 24, p) < 0)
			return fail(r, "cannot add a route");
	return 0;
}

static int
lcores_setup(struct rig *r)
{
	unsigned int lcore, i = 0, k;
	uint16_t p, q;

	if (rte_lcore_count() > 1) {
		RTE_LCORE_FOREACH_WORKER(lcore) {
			if (r->n_fwd == RIG_MAX_LCORES)
				break;
			r->lcs[r->n_fwd] = rte_zmalloc("fwd_lcore", sizeof(struct fwd_lcore),
						       RTE_CACHE_LINE_SIZE);
			if (r->lcs[r->n_fwd] == NULL)
				return fail(r, "no memory for lcore state");
			r->lcs[r->n_fwd]->lcore_id = lcore;
			r->lcs[r->n_fwd]->txq = (uint16_t)r->n_fwd;
			r->n_fwd++;
		}
	} else {
		r->inline_fwd = true;
		r->lcs[0] = rte_zmalloc("fwd_lcore", sizeof(struct fwd_lcore), RTE_CACHE_LINE_SIZE);
		if (r->lcs[0] == NULL)
			return fail(r, "no memory for lcore state");
		r->lcs[0]->lcore_id = rte_lcore_id();
		r->n_fwd = 1;
	}
	/* more lcores than queues: the spare ones would only spin */
	while (r->n_fwd > r->n_ports * r->rxq)
		rte_free(r->lcs[--r->n_fwd]);
	for (p = 0; p < r->n_ports; p++)
		for (q = 0; q < r->rxq; q++) {
			struct fwd_lcore *lc = r->lcs[i++ % r->n_fwd];

			if (lc->n_rxq == FWD_MAX_QUEUES)
				return fail(r, "more than %d Rx queues on one lcore", FWD_MAX_QUEUES);
			lc->rxq[lc->n_rxq].port = p;
			lc->rxq[lc->n_rxq++].queue = q;
		}
	for (k = 0; k < r->n_fwd; k++)
		if (r->lcs[k]->n_rxq == 0)
			return fail(r, "lcore %u has no queue", r->lcs[k]->lcore_id);
	return 0;
}

static int
rx_queues_setup(struct rig *r, struct rte_mempool *small)
{
	struct rte_mempool *pools[2] = { r->pool, small };
	struct rte_eth_rxconf rc = { .rx_mempools = pools, .rx_nmempool = 2 };
	uint16_t p, q;
	int ret;

	for (p = 0; p < r->n_ports; p++)
		for (q = 0; q < r->rxq; q++) {
			ret = rte_eth_rx_queue_setup(p, q, RIG_RXQ_DEPTH, rte_eth_dev_socket_id(p),
						     small ? &rc : NULL, small ? NULL : r->pool);
			if (ret < 0)
				return fail(r, "port %u rx queue %u: %s", p, q, rte_strerror(-ret));
		}
	return 0;
}

static int
ports_setup(struct rig *r)
{
	struct rte_eth_conf conf;
	struct rte_eth_dev_info di;
	uint16_t p, q;
	int ret;

	for (p = 0; p < r->n_ports; p++) {
		memset(&conf, 0, sizeof(conf));
		if (r->rxq > 1) {
			conf.rxmode.mq_mode = RTE_ETH_MQ_RX_RSS;
			conf.rx_adv_conf.rss_conf.rss_hf = RTE_ETH_RSS_IP | RTE_ETH_RSS_UDP;
		}
		ret = rte_eth_dev_configure(p, (uint16_t)r->rxq, (uint16_t)r->n_fwd, &conf);
		if (ret < 0)
			return fail(r, "port %u: configure: %s", p, rte_strerror(-ret));
		for (q = 0; q < r->n_fwd; q++) {
			ret = rte_eth_tx_queue_setup(p, q, 1024, rte_eth_dev_socket_id(p), NULL);
			if (ret < 0)
				return fail(r, "port %u tx queue %u: %s", p, q, rte_strerror(-ret));
		}
		for (q = 0; q < XS_N; q++)
			if (rte_eth_xstats_get_id_by_name(p, xs_names[q], &r->xs_id[p][q]) != 0)
				return fail(r, "port %u has no xstat %s: not a net_dpaa2x port?",
					    p, xs_names[q]);
		rte_eth_macaddr_get(p, &r->fconf.port_mac[p]);
		/* the next hop behind port p: the tester, any unicast MAC will do */
		r->fconf.next_hop_mac[p] = (struct rte_ether_addr){ { 0x02, 0, 0, 0, 0x10, (uint8_t)p } };
		r->fconf.peer[p] = p ^ 1;
		if (rte_eth_dev_info_get(p, &di) == 0 &&
		    (r->max_frame == 0 || di.max_rx_pktlen < r->max_frame))
			r->max_frame = di.max_rx_pktlen;
	}
	return rx_queues_setup(r, NULL);
}

/* Is port 0's Rx stashing on (devarg stash, default on)? */
static bool
probed_stash(void)
{
	struct rte_eth_dev_info di;
	char args[512] = "";

	if (rte_eth_dev_info_get(0, &di) == 0 && di.device != NULL &&
	    rte_dev_devargs(di.device) != NULL && rte_dev_devargs(di.device)->args != NULL)
		snprintf(args, sizeof(args), ",%s,", rte_dev_devargs(di.device)->args);
	return strstr(args, ",stash=off,") == NULL && strstr(args, ",stash=0,") == NULL &&
	       strstr(args, ",stash=no,") == NULL;
}

static int
link_speed(struct rig *r, unsigned int link_mbps)
{
	struct rte_eth_link link;
	uint16_t p;

	r->link_mbps = link_mbps;
	for (p = 0; p < r->n_ports && link_mbps == 0; p++) {
		memset(&link, 0, sizeof(link));
		rte_eth_link_get_nowait(p, &link);
		if (link.link_speed == 0 || link.link_speed == RTE_ETH_SPEED_NUM_UNKNOWN)
			return fail(r, "port %u reports no link speed: give --link-speed", p);
		if (r->link_mbps == 0 || link.link_speed < r->link_mbps)
			r->link_mbps = link.link_speed;
	}
	return 0;
}

int
rig_setup(struct rig *r, enum fwd_mode mode, unsigned int rxq, unsigned int pool_size,
	  unsigned int pool_cache, unsigned int burst, unsigned int stall_us,
	  unsigned int link_mbps)
{
	uint64_t us = rte_get_tsc_hz() / 1000000;
	uint32_t cb;
	uint16_t p;

	r->n_ports = rte_eth_dev_count_avail();
	r->rxq = rxq;
	r->pool_size = pool_size;
	r->pool_cache = pool_cache;
	if (r->n_ports == 0)
		return fail(r, "no ports: give --vdev net_dpaa2xN,... (or none for two default ports)");
	if (r->n_ports > FWD_MAX_PORTS)
		return fail(r, "at most %d ports", FWD_MAX_PORTS);
	for (p = 0; p < r->n_ports; p++)
		if (!rte_eth_dev_is_valid_port(p) || rte_pmd_dpaa2x_get_rx_copybreak(p, &cb) < 0)
			return fail(r, "port %u is not a net_dpaa2x port", p);
	if (mode != FWD_RXDROP && mode != FWD_RXDROP_READ && r->n_ports % 2 != 0)
		return fail(r, "%s forwards between port pairs (0<->1, ...): %u ports given",
			    fwd_mode_name(mode), r->n_ports);
	/* made after the probe: a BMan-backed pool (platform mempool ops) */
	r->pool = rte_pktmbuf_pool_create("ipfwd_pool", pool_size, pool_cache, 0,
					  RTE_MBUF_DEFAULT_BUF_SIZE, (int)rte_socket_id());
	if (r->pool == NULL)
		return fail(r, "cannot create the mbuf pool: %s", rte_strerror(rte_errno));
	r->fconf.mode = mode;
	r->fconf.rx_pool = r->pool;
	r->fconf.burst = burst;
	r->fconf.n_ports = r->n_ports;
	r->fconf.drain_idle_cycles = us * DRAIN_IDLE_US;
	r->fconf.stall_cycles = us * stall_us;
	r->fconf.tx_wait_cycles = us * TX_WAIT_US;
	r->stash = r->stash_probed = probed_stash();
	/* hw_cpu=step: nothing runs the hardware unless the rig does */
	r->hw_step = r->fconf.hw_step = rte_pmd_dpaa2x_hw_step(RTE_PMD_DPAA2X_STEP_PULLS) >= 0;
	if (lcores_setup(r) < 0 || ports_setup(r) < 0 ||
	    (mode == FWD_IPFWD && lpm_setup(r) < 0) || rig_ports_start(r) < 0)
		return -1;
	return link_speed(r, link_mbps);
}

int
rig_ports_start(struct rig *r)
{
	uint16_t p;
	int ret;

	for (p = 0; p < r->n_ports; p++) {
		ret = rte_eth_dev_start(p);
		if (ret < 0)
			return fail(r, "port %u: start failed: %s", p, rte_strerror(-ret));
		rte_pmd_dpaa2x_gen_stop(p);	/* the rig drives the generators */
		rte_eth_promiscuous_enable(p);
	}
	r->started = true;
	return 0;
}

int
rig_ports_stop(struct rig *r)
{
	uint16_t p;
	int ret, rc = 0;

	for (p = 0; p < r->n_ports; p++) {
		ret = rte_eth_dev_stop(p);
		if (ret < 0 && rc == 0)
			rc = fail(r, "port %u: stop failed: %s", p, rte_strerror(-ret));
	}
	r->started = false;
	return rc;
}

int
rig_set_hold(struct rig *r, unsigned int hold, uint64_t max_age)
{
	unsigned int k, qi;

	for (k = 0; k < r->n_fwd; k++)
		for (qi = 0; qi < r->lcs[k]->n_rxq; qi++) {
			struct fwd_hold *h = &r->lcs[k]->rxq[qi].hold;

			if (h->count != 0)
				return fail(r, "a delay line still holds %u packets", h->count);
			h->max_age = max_age;
			h->idle_from = rte_rdtsc();
			if (h->cap == hold)
				continue;
			rte_free(h->ring);
			h->ring = NULL;
			h->cap = h->head = 0;
			if (hold == 0)
				continue;
			h->ring = rte_zmalloc("hold", sizeof(struct rte_mbuf *) * hold, 0);
			if (h->ring == NULL)
				return fail(r, "no memory for a delay line of %u", hold);
			h->cap = hold;
		}
	return 0;
}

/* Is the copybreak of port p already what st sets? */
static bool
copybreak_is(uint16_t p, const struct rpt_strategy *st)
{
	struct rte_pmd_dpaa2x_copybreak_info ci;

	if (rte_pmd_dpaa2x_get_rx_copybreak_info(p, &ci) != 0 || ci.auto_mode != st->autocb)
		return false;
	return st->autocb ? ci.low == st->low && ci.high == st->high : ci.copybreak == st->copybreak;
}

int
rig_set_copybreak(struct rig *r, const struct rpt_strategy *st)
{
	uint16_t p;
	int ret;

	for (p = 0; p < r->n_ports; p++) {
		if (copybreak_is(p, st))
			continue;
		/* at run time, any number of times: no restart between trials */
		ret = st->autocb ? rte_pmd_dpaa2x_set_rx_copybreak_auto(p, st->low, st->high) :
			rte_pmd_dpaa2x_set_rx_copybreak(p, st->copybreak);
		if (ret < 0)
			return fail(r, "port %u: copybreak of %s refused: %s", p, st->name,
				    strerror(-ret));
	}
	return 0;
}

/* The small pool of `bytes` data bytes (as many mbufs as the main pool). */
static struct rte_mempool *
small_pool(struct rig *r, uint32_t bytes)
{
	char name[RTE_MEMPOOL_NAMESIZE];
	unsigned int i;

	for (i = 0; i < RPT_MAX_STRATEGIES && r->small_pools[i] != NULL; i++)
		if (r->small_sizes[i] == bytes)
			return r->small_pools[i];
	if (i == RPT_MAX_STRATEGIES) {
		fail(r, "more than %d small pools", RPT_MAX_STRATEGIES);
		return NULL;
	}
	snprintf(name, sizeof(name), "ipfwd_small_%u", bytes);
	r->small_pools[i] = rte_pktmbuf_pool_create(name, r->pool_size, r->pool_cache, 0,
		(uint16_t)(RTE_PKTMBUF_HEADROOM + bytes), rte_socket_id());
	if (r->small_pools[i] == NULL)
		fail(r, "cannot create %s: %s", name, rte_strerror(rte_errno));
	else
		r->small_sizes[i] = bytes;
	return r->small_pools[i];
}

int
rig_set_rx_small_pool(struct rig *r, uint32_t bytes)
{
	struct rte_mempool *sp = NULL;

	if (bytes == r->rx_small)
		return 0;
	if (bytes != 0 && (sp = small_pool(r, bytes)) == NULL)
		return -1;
	if (rig_ports_stop(r) < 0 || rx_queues_setup(r, sp) < 0 || rig_ports_start(r) < 0)
		return -1;
	r->rx_small = bytes;
	return 0;
}

int
rig_use_strategy(struct rig *r, const struct rpt_strategy *st)
{
	uint16_t p;

	bool stash = r->stash_probed && !st->no_stash;

	if (stash != r->stash) {
		for (p = 0; p < r->n_ports; p++)
			rte_pmd_dpaa2x_set_rx_stash(p, stash);
		if (rig_ports_stop(r) < 0 || rig_ports_start(r) < 0)
			return -1;
		r->stash = stash;
	}
	if (rig_set_rx_small_pool(r, st->small_pool) < 0)
		return -1;
	r->fconf.zc_spin_cycles = (uint64_t)st->spin_ns * rte_get_tsc_hz() / 1000000000;
	return rig_set_copybreak(r, st);
}

/* ---------------- the tester ---------------- */

/* Steps of an idle hardware after which nothing more will come (step mode). */
#define IDLE_STEPS	64

/*
 * While waiting for the hardware: step it (hw_cpu=step) or sleep a little.
 * A spin would take the CPU from the engine: with a worker lcore on each
 * CPU the engine runs on the main lcore's (the driver's default). Returns
 * false when a stepped hardware has been idle for IDLE_STEPS passes: what
 * is awaited will not come (step mode counts passes, not time, since it
 * may run slowly under valgrind).
 */
static bool
rig_wait(const struct rig *r, unsigned int *idle)
{
	if (!r->hw_step) {
		rte_delay_us_sleep(WAIT_SLEEP_US);
		return true;
	}
	*idle = rte_pmd_dpaa2x_hw_step(0) > 0 ? 0 : *idle + 1;
	return *idle < IDLE_STEPS;
}

int
rig_gen_config(struct rig *r, unsigned int size, double pps_per_port, uint64_t count)
{
	uint16_t one = (uint16_t)size;

	return rig_gen_config_mix(r, &one, 1, pps_per_port, count);
}

int
rig_gen_config_mix(struct rig *r, const uint16_t *sizes, unsigned int n, double pps_per_port,
		   uint64_t count)
{
	struct rte_pmd_dpaa2x_gen_conf gc;
	uint16_t p;
	int ret;

	for (p = 0; p < r->n_ports; p++) {
		if (rte_pmd_dpaa2x_gen_conf_get(p, &gc) < 0)
			return fail(r, "port %u: no generator", p);
		if (n == 0 || n > RTE_DIM(gc.sizes))
			return fail(r, "port %u: %u frame sizes for the generator (1..%zu)", p, n,
				    RTE_DIM(gc.sizes));
		memset(gc.sizes, 0, sizeof(gc.sizes));
		memcpy(gc.sizes, sizes, n * sizeof(*sizes));
		gc.n_sizes = n;
		gc.rate_pps = pps_per_port > 0 ? RTE_MAX((uint64_t)llround(pps_per_port), 1ull) : 0;
		gc.count = count;
		gc.ttl = GEN_TTL;
		ret = rte_pmd_dpaa2x_gen_conf_set(p, &gc);
		if (ret < 0)
			return fail(r, "port %u: generator settings refused: %s", p, strerror(-ret));
		/* the flows start over at sequence 0: so must the sinks */
		ret = rte_pmd_dpaa2x_wire_stats_reset(p);
		if (ret < 0)
			return fail(r, "port %u: wire stats reset: %s", p, strerror(-ret));
	}
	return 0;
}

void
rig_gen_start(struct rig *r)
{
	uint16_t p;

	for (p = 0; p < r->n_ports; p++)
		rte_pmd_dpaa2x_gen_start(p);
}

void
rig_gen_stop(struct rig *r)
{
	uint16_t p;

	for (p = 0; p < r->n_ports; p++)
		rte_pmd_dpaa2x_gen_stop(p);
}

int
rig_gen_wait_done(struct rig *r, double max_s)
{
	uint64_t end = rte_rdtsc() + (uint64_t)(max_s * rte_get_tsc_hz());
	struct rte_pmd_dpaa2x_wire_stats ws;
	unsigned int idle = 0;
	uint16_t p = 0;

	VG_HW_BEGIN();		/* the frames' DMA: out of the simulator's sight */
	while (p < r->n_ports) {
		if (rte_pmd_dpaa2x_wire_stats_get(p, &ws) < 0 || !ws.gen_running) {
			p++;
			continue;
		}
		if ((!r->hw_step && rte_rdtsc() > end) || !rig_wait(r, &idle)) {
			VG_HW_END();
			return fail(r, "port %u: the generator did not finish in %.1f s", p, max_s);
		}
	}
	VG_HW_END();
	return 0;
}

uint64_t
rig_sink_total(const struct rig *r)
{
	struct rte_pmd_dpaa2x_wire_stats ws;
	uint64_t t = 0;
	uint16_t p;

	for (p = 0; p < r->n_ports; p++)
		if (rte_pmd_dpaa2x_wire_stats_get(p, &ws) == 0)
			t += ws.sink_frames;
	return t;
}

void
rig_sink_wait(const struct rig *r, uint64_t want, unsigned int settle_ms, unsigned int max_ms)
{
	uint64_t ms = rte_get_tsc_hz() / 1000, end = rte_rdtsc() + max_ms * ms;
	uint64_t last = rig_sink_total(r), now, changed = rte_rdtsc();
	unsigned int idle = 0;

	VG_HW_BEGIN();		/* Tx: the hardware reads the frames, out of sight */
	while (last < want && (r->hw_step || rte_rdtsc() < end)) {
		if (!rig_wait(r, &idle))
			break;		/* the hardware is idle: nothing more comes */
		now = rig_sink_total(r);
		if (now != last) {
			last = now;
			changed = rte_rdtsc();
		} else if (!r->hw_step && rte_rdtsc() - changed > settle_ms * ms) {
			break;		/* stopped counting: the rest was dropped */
		}
	}
	VG_HW_END();
}

/* ---------------- forwarding ---------------- */

static int
fwd_lcore_main(void *arg)
{
	struct rig *r = arg;
	unsigned int k;

	for (k = 0; k < r->n_fwd; k++)
		if (r->lcs[k]->lcore_id == rte_lcore_id())
			fwd_run(&r->fconf, r->lcs[k]);
	return 0;
}

void
rig_forward(struct rig *r, double max_s)
{
	unsigned int k;

	r->fconf.drain = 0;
	if (r->inline_fwd) {
		r->fconf.deadline = rte_rdtsc() + (uint64_t)(max_s * rte_get_tsc_hz());
		fwd_run(&r->fconf, r->lcs[0]);
		return;
	}
	r->fconf.deadline = 0;
	for (k = 0; k < r->n_fwd; k++)
		rte_eal_remote_launch(fwd_lcore_main, r, r->lcs[k]->lcore_id);
}

int
rig_wait_lcore(unsigned int lcore)
{
	/* (rte_eal_wait_lcore() spins: the engine may need this CPU) */
	while (rte_eal_get_lcore_state(lcore) != WAIT)
		rte_delay_us_sleep(WAIT_SLEEP_US);
	return rte_eal_wait_lcore(lcore);
}

void
rig_drain(struct rig *r, double max_s)
{
	unsigned int k;

	r->fconf.deadline = rte_rdtsc() + (uint64_t)(max_s * rte_get_tsc_hz());
	r->fconf.drain = 1;
	if (r->inline_fwd)
		fwd_run(&r->fconf, r->lcs[0]);
	else
		for (k = 0; k < r->n_fwd; k++)
			rig_wait_lcore(r->lcs[k]->lcore_id);
	r->fconf.drain = 0;
	r->fconf.deadline = 0;
}

struct pool_check {
	const struct rig *r;
	unsigned int n_bad;
	char msg[400];
};

static void
pool_check_one(struct rte_mempool *mp, void *arg)
{
	struct pool_check *pc = arg;
	unsigned int avail = rte_mempool_avail_count(mp);
	size_t len = strlen(pc->msg);

	if (mp != pc->r->pool && strncmp(mp->name, "dpaa2x_cb", 9) != 0 &&
	    strncmp(mp->name, "ipfwd_small", 11) != 0)
		return;
	if (avail == mp->size)
		return;
	pc->n_bad++;
	snprintf(pc->msg + len, sizeof(pc->msg) - len, "%s %s: %u of %u mbufs missing",
		 len ? ";" : "", mp->name, mp->size - avail, mp->size);
}

int
rig_pools_check(struct rig *r, const char *when)
{
	struct pool_check pc = { .r = r };
	uint64_t end;
	int round;

	for (round = 0; round < 2; round++) {
		end = rte_get_timer_cycles() + POOL_WAIT_S * rte_get_timer_hz();
		do {
			pc.n_bad = 0;
			pc.msg[0] = '\0';
			rte_mempool_walk(pool_check_one, &pc);
			if (pc.n_bad == 0)
				return 0;
			if (r->hw_step)
				rte_pmd_dpaa2x_hw_step(0);
			else
				rte_delay_us_sleep(1000);
		} while (rte_get_timer_cycles() < end);
		/* something arrived after the drain ended: forward it out */
		rig_forward(r, 0);
		rig_drain(r, 3);
		rig_sink_wait(r, UINT64_MAX, 5, 1000);
	}
	return fail(r, "buffer leak after %s:%s", when, pc.msg);
}

int
rig_audit(struct rig *r, const char *when)
{
	struct rte_pmd_dpaa2x_audit a;
	char why[256];
	uint16_t p;

	for (p = 0; p < r->n_ports; p++)
		if (rte_pmd_dpaa2x_audit(p, RTE_PMD_DPAA2X_AUDIT_POOLS, &a, why, sizeof(why)) != 0)
			return fail(r, "%s: port %u: frames or buffers unaccounted for: %s",
				    when, p, why);
	return 0;
}

int
rig_teardown(struct rig *r)
{
	unsigned int k, i;
	uint16_t p;
	int ret = 0;

	if (!r->inline_fwd && r->n_fwd > 0)
		rig_drain(r, 3);	/* the workers return */
	if (r->started)
		rig_ports_stop(r);
	for (k = 0; k < r->n_fwd; k++) {
		fwd_release_holds(r->lcs[k]);
		for (i = 0; i < r->lcs[k]->n_rxq; i++) {
			rte_free(r->lcs[k]->rxq[i].hold.ring);
		}
		rte_free(r->lcs[k]);
		r->lcs[k] = NULL;
	}
	r->n_fwd = 0;
	for (p = 0; p < r->n_ports; p++)
		rte_eth_dev_close(p);
	if (r->pool != NULL && rte_mempool_avail_count(r->pool) != r->pool->size) {
		fprintf(stderr, "dpaa2x-ipfwd: %u mbufs of %u missing at exit\n",
			r->pool->size - rte_mempool_avail_count(r->pool), r->pool->size);
		ret = -1;
	}
	rte_mempool_free(r->pool);
	r->pool = NULL;
	for (i = 0; i < RPT_MAX_STRATEGIES; i++) {
		rte_mempool_free(r->small_pools[i]);
		r->small_pools[i] = NULL;
	}
	if (r->fconf.lpm != NULL)
		rte_lpm_free(r->fconf.lpm);
	r->fconf.lpm = NULL;
	return ret;
}
