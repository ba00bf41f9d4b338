/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Hot-plug: port B (net_dpaa2x1) is removed and attached again, over and
 * over, while port A (net_dpaa2x0) forwards its generator's traffic on the
 * worker lcore. A loses nothing; B works after every attach with counters
 * from zero and the same port id; nothing leaks (memzones, heap, buffers).
 * B also goes while the application holds its copies (a left-over small
 * pool must not block B's next attach). Then the last port goes while a
 * dpaa2x mempool still exists: the SoC stays until the pool is freed, and a
 * new port brings up a new SoC.
 *
 * lcore 0 (main) plugs B, lcore 1 forwards A, the engine shares CPU 0 with
 * the main lcore: the rates are low enough for that.
 */

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>

#include <rte_bus_vdev.h>
#include <rte_cycles.h>
#include <rte_dev.h>
#include <rte_eal.h>
#include <rte_ethdev.h>
#include <rte_launch.h>
#include <rte_lcore.h>
#include <rte_malloc.h>
#include <rte_mbuf.h>
#include <rte_mbuf_pool_ops.h>
#include <rte_memzone.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_log.h"
#include "t_port.h"

#define HW_CPU		"hw_cpu=0"
#define A_NAME		"net_dpaa2x0"
#define B_NAME		"net_dpaa2x1"
/* A's generator sends until the cycles are done (then it is stopped and
 * every frame it sent must come back), at a rate that leaves 200 ms of Rx
 * queue; Tx pause covers a forwarding core away for longer */
#define A_RATE		"5000"
#define B_COUNT		256u		/* frames per attach of B */
#define CYCLES		RTE_MAX(40u / t_slow(), 1u)
#define SOC_MZ		"dpaa2x_soc"

static struct rte_mempool *mp;		/* A's Rx pool, B's on some cycles */

/* ---- helpers ---- */

/* Wait (bounded) until xstat name of port reaches want. */
static bool
wait_xstat(uint16_t port, const char *name, uint64_t want, unsigned int seconds)
{
	uint64_t end = rte_get_timer_cycles() + seconds * rte_get_timer_hz();

	while (t_xstat(port, name) < want) {
		if (rte_get_timer_cycles() > end) {
			T_FAIL_AT("%s on port %u stuck at %" PRIu64 ", want %" PRIu64,
				  name, port, t_xstat(port, name), want);
			t_dump_xstats(port);
			return false;
		}
		rte_delay_us_sleep(200);
	}
	return true;
}

struct mz_list {
	unsigned int n;
	char names[256][RTE_MEMZONE_NAMESIZE];
};

static void
mz_add(const struct rte_memzone *mz, void *arg)
{
	struct mz_list *l = arg;

	if (l->n < RTE_DIM(l->names))
		snprintf(l->names[l->n], RTE_MEMZONE_NAMESIZE, "%s", mz->name);
	l->n++;
}

static unsigned int
mz_count(struct mz_list *l)
{
	l->n = 0;
	rte_memzone_walk(mz_add, l);
	return l->n;
}

/* Compare memzones with an earlier walk; name what differs. */
static void
mz_same(const struct mz_list *before, const char *when)
{
	static struct mz_list now;
	unsigned int i, j;

	mz_count(&now);
	if (now.n == before->n)
		return;
	T_FAIL_AT("%s: %u memzones, %u before", when, now.n, before->n);
	for (i = 0; i < now.n && i < RTE_DIM(now.names); i++) {
		for (j = 0; j < before->n && strcmp(now.names[i], before->names[j]) != 0; j++)
			;
		if (j == before->n)
			fprintf(stderr, "  new memzone %s\n", now.names[i]);
	}
	for (j = 0; j < before->n && j < RTE_DIM(before->names); j++) {
		for (i = 0; i < now.n && strcmp(now.names[i], before->names[j]) != 0; i++)
			;
		if (i == now.n)
			fprintf(stderr, "  gone memzone %s\n", before->names[j]);
	}
}

/* Bytes and blocks the DPDK heaps have handed out. */
static void
heap_used(uint64_t *bytes, uint64_t *blocks)
{
	struct rte_malloc_socket_stats st;
	unsigned int s;

	*bytes = *blocks = 0;
	for (s = 0; s < rte_socket_count(); s++)
		if (rte_malloc_get_socket_stats(rte_socket_id_by_idx(s), &st) == 0) {
			*bytes += st.heap_allocsz_bytes;
			*blocks += st.alloc_count;
		}
}

static void
pool_not_full(struct rte_mempool *pool, void *arg)
{
	unsigned int *bad = arg;

	if (rte_mempool_avail_count(pool) != pool->size) {
		fprintf(stderr, "  mempool %s: %u of %u mbufs available\n", pool->name,
			rte_mempool_avail_count(pool), pool->size);
		(*bad)++;
	}
}

static void
all_pools_full(void)
{
	unsigned int bad = 0;

	rte_mempool_walk(pool_not_full, &bad);
	T_EQ(bad, 0);
}

static void
setup(uint16_t port, struct rte_mempool *pool)
{
	struct rte_eth_conf conf = { 0 };

	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, pool), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
}

/* Every counter of a freshly attached port reads zero. */
static void
all_counters_zero(uint16_t port)
{
	struct rte_eth_xstat_name names[256];
	struct rte_eth_xstat xs[256];
	struct rte_eth_stats st;
	int i, n = rte_eth_xstats_get(port, xs, RTE_DIM(xs));

	T_CHECK(n > 30 && n <= (int)RTE_DIM(xs));
	T_EQ(rte_eth_xstats_get_names(port, names, RTE_DIM(names)), n);
	for (i = 0; i < n && i < (int)RTE_DIM(xs); i++)
		if (xs[i].value != 0)
			T_FAIL_AT("port %u: xstat %s = %" PRIu64 " right after attach", port,
				  names[xs[i].id].name, xs[i].value);
	T_EQ(rte_eth_stats_get(port, &st), 0);
	T_EQ(st.ipackets + st.opackets + st.ibytes + st.obytes + st.imissed + st.ierrors +
	     st.oerrors, 0);
}

/* ---- port A: forwarded back to its own wire on the worker lcore ---- */

static uint16_t port_a;
static uint32_t fwd_stop, fwd_done;
static uint64_t fwd_rx, fwd_tx, fwd_dropped;

static int
fwd_loop(void *arg)
{
	struct rte_mbuf *b[32];
	uint16_t k, s;

	RTE_SET_USED(arg);
	while (!__atomic_load_n(&fwd_stop, __ATOMIC_ACQUIRE)) {
		k = rte_eth_rx_burst(port_a, 0, b, RTE_DIM(b));
		fwd_rx += k;
		for (s = 0; s < k; ) {
			s += rte_eth_tx_burst(port_a, 0, &b[s], k - s);
			if (s < k && __atomic_load_n(&fwd_stop, __ATOMIC_ACQUIRE)) {
				rte_pktmbuf_free_bulk(&b[s], k - s);
				fwd_dropped += k - s;
				break;
			}
		}
		fwd_tx += s;
	}
	/* EAL's wait for the lcore is not instrumented: this hands the
	 * counters and the port's queues over visibly (ThreadSanitizer) */
	__atomic_store_n(&fwd_done, 1, __ATOMIC_RELEASE);
	return 0;
}

/* ---- port B: one attach/use/remove cycle ---- */

static int
b_attach(bool dev_api, const char *args, uint16_t *port)
{
	char devargs[256];
	int ret;

	if (dev_api) {	/* rte_dev_probe("name,args"), no bus prefix */
		snprintf(devargs, sizeof(devargs), "%s,%s", B_NAME, args);
		ret = rte_dev_probe(devargs);
	} else {
		ret = rte_eal_hotplug_add("vdev", B_NAME, args);
	}
	if (ret != 0)
		return ret;
	return rte_eth_dev_get_port_by_name(B_NAME, port);
}

static int
b_remove(bool dev_api, uint16_t port)
{
	struct rte_eth_dev_info info;

	if (!dev_api)
		return rte_eal_hotplug_remove("vdev", B_NAME);
	if (rte_eth_dev_info_get(port, &info) != 0 || info.device == NULL)
		return -ENODEV;
	return rte_dev_remove(info.device);
}

/* A 60-byte frame the sink calls foreign (not a generator frame). */
static void
fill_frame(struct rte_mbuf *m)
{
	uint8_t *p = (uint8_t *)rte_pktmbuf_append(m, 60);

	if (p == NULL)
		return;
	memset(p, 0, 60);
	memset(p, 0xff, 6);
	p[12] = 0x88;
	p[13] = 0xb5;
}

/* Receive n frames of port (bounded 10 s) and send them back to its wire. */
static unsigned int
echo_n(uint16_t port, unsigned int n)
{
	uint64_t end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
	struct rte_mbuf *b[32];
	unsigned int got = 0;
	uint16_t k, s;

	while (got < n && rte_get_timer_cycles() < end) {
		k = rte_eth_rx_burst(port, 0, b, RTE_MIN(32u, n - got));
		got += k;
		for (s = 0; s < k && rte_get_timer_cycles() < end; )
			s += rte_eth_tx_burst(port, 0, &b[s], k - s);
		if (s < k)
			rte_pktmbuf_free_bulk(&b[s], k - s);
		if (k == 0)
			rte_delay_us_sleep(20);	/* leave CPU 0 to the engine */
	}
	return got;
}

/*
 * Cycle i: the attach API, B's pool (the shared one or one of its own that
 * outlives B), copybreak, and whether B is removed stopped or while started
 * with frames just sent, all vary with i.
 */
static void
b_cycle(unsigned int i)
{
	const bool dev_api = i % 2 == 1;
	const bool own_pool = (i / 2) % 2 == 1;
	const bool remove_started = (i / 4) % 2 == 1;
	const bool copy = i % 3 != 2;
	struct rte_mempool *pool = mp;
	struct rte_mbuf *m[32];
	static struct mz_list mz_before;
	struct rte_eth_stats st;
	char args[160], name[RTE_ETH_NAME_MAX_LEN], pname[32];
	uint64_t bytes0, blocks0, bytes1, blocks1;
	uint16_t port = UINT16_MAX, p;
	unsigned int got, sent = 0;
	uint32_t cb = UINT32_MAX;
	int fails_before = t_failures;

	mz_count(&mz_before);
	heap_used(&bytes0, &blocks0);
	snprintf(args, sizeof(args), HW_CPU ",gen_count=%u,gen_rate=100000,gen_size=64:200,"
		 "gen_flows=8,copybreak=%u", B_COUNT, copy ? 512 : 0);
	T_EQ(b_attach(dev_api, args, &port), 0);
	/* the lowest free port id again, the same name, two ports */
	T_EQ(port, 1);
	T_EQ(rte_eth_dev_get_name_by_port(port, name), 0);
	T_STREQ(name, B_NAME);
	T_EQ(rte_eth_dev_count_avail(), 2);
	T_CHECK(rte_eth_dev_is_valid_port(port_a));
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak(port, &cb), 0);
	T_EQ(cb, copy ? 512 : 0);
	all_counters_zero(port);
	if (own_pool) {
		snprintf(pname, sizeof(pname), "hp_b%u", i);
		pool = rte_pktmbuf_pool_create(pname, 1024, 32, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
					       SOCKET_ID_ANY);
		T_CHECK(pool != NULL);
		if (pool == NULL)
			pool = mp;
	}
	setup(port, pool);
	T_EQ(rte_eth_dev_start(port), 0);
	got = echo_n(port, B_COUNT);
	T_EQ(got, B_COUNT);
	wait_xstat(port, "wire_sink_frames", B_COUNT, 10);
	T_EQ(rte_eth_stats_get(port, &st), 0);
	T_EQ(st.ipackets, B_COUNT);
	T_EQ(st.opackets, B_COUNT);
	T_EQ(st.imissed, 0);
	T_EQ(t_xstat(port, "wire_gen_frames"), B_COUNT);
	T_EQ(t_xstat(port, "hw_rx_frames"), B_COUNT);
	T_EQ(t_xstat(port, "hw_tx_frames"), B_COUNT);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), copy ? B_COUNT : 0);
	T_EQ(t_xstat(port, "rx_zerocopy_packets"), copy ? 0 : B_COUNT);
	T_EQ(t_xstat(port, "wire_sink_frames"), B_COUNT);
	T_EQ(t_xstat(port, "wire_sink_lost"), 0);
	T_EQ(t_xstat(port, "wire_sink_reordered"), 0);
	T_EQ(t_xstat(port, "wire_sink_corrupted"), 0);
	T_EQ(t_xstat(port, "wire_sink_foreign"), 0);
	if (remove_started) {
		/* frames of B's pool on their way out when B goes */
		T_EQ(rte_pktmbuf_alloc_bulk(pool, m, RTE_DIM(m)), 0);
		for (p = 0; p < RTE_DIM(m); p++)
			fill_frame(m[p]);
		sent = rte_eth_tx_burst(port, 0, m, RTE_DIM(m));
		T_EQ(sent, RTE_DIM(m));
		if (sent < RTE_DIM(m))
			rte_pktmbuf_free_bulk(&m[sent], RTE_DIM(m) - sent);
	} else {
		T_EQ(rte_eth_dev_stop(port), 0);
	}
	if (t_failures != fails_before)
		t_dump_xstats(port);
	T_EQ(b_remove(dev_api, port), 0);
	/* gone: no port of that name, id 1 free, A untouched */
	T_EQ(rte_eth_dev_get_port_by_name(B_NAME, &p), -ENODEV);
	T_CHECK(!rte_eth_dev_is_valid_port(port));
	T_EQ(rte_eth_dev_count_avail(), 1);
	T_CHECK(rte_eth_dev_is_valid_port(port_a));
	if (own_pool && pool != mp) {
		/* the pool outlives its port: every buffer back, still usable */
		T_EQ(rte_mempool_avail_count(pool), pool->size);
		T_EQ(rte_pktmbuf_alloc_bulk(pool, m, RTE_DIM(m)), 0);
		rte_pktmbuf_free_bulk(m, RTE_DIM(m));
		T_EQ(rte_mempool_avail_count(pool), pool->size);
		rte_mempool_free(pool);
	}
	mz_same(&mz_before, "after B's removal");
	heap_used(&bytes1, &blocks1);
	if (bytes1 != bytes0 || blocks1 != blocks0)
		T_FAIL_AT("cycle %u: heap %" PRIu64 " bytes in %" PRIu64 " blocks, before %"
			  PRIu64 " in %" PRIu64, i, bytes1, blocks1, bytes0, blocks0);
}

/* ---- cases ---- */

static void
test_hotplug_b_while_a_forwards(void)
{
	char args[160], name[RTE_ETH_NAME_MAX_LEN];
	struct rte_eth_stats st;
	uint64_t t0, t_loop, hz = rte_get_timer_hz(), before, sent;
	unsigned int i, worker = rte_get_next_lcore(-1, 1, 0);
	int fails_before = t_failures;

	snprintf(args, sizeof(args), HW_CPU ",gen_count=0,gen_rate=" A_RATE
		 ",gen_size=64:256:1024,gen_flows=16,flow_ctrl=tx_pause");
	port_a = t_probe(A_NAME, args);
	T_EQ(port_a, 0);
	if (t_failures != fails_before)
		return;
	/* pools made now are BMan pools */
	T_STREQ(rte_mbuf_best_mempool_ops(), "dpaa2x");
	mp = rte_pktmbuf_pool_create("mp", 4096, 256, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				     SOCKET_ID_ANY);
	if (mp == NULL) {
		T_FAIL_AT("no mbuf pool: %s", rte_strerror(rte_errno));
		return;
	}
	setup(port_a, mp);
	T_CHECK(worker < RTE_MAX_LCORE);
	T_EQ(rte_eth_dev_start(port_a), 0);
	T_EQ(rte_eal_remote_launch(fwd_loop, NULL, worker), 0);

	wait_xstat(port_a, "wire_sink_frames", 1, 10);	/* A forwards */
	before = t_xstat(port_a, "wire_gen_frames");
	t0 = rte_get_timer_cycles();
	for (i = 0; i < CYCLES && t_failures == fails_before; i++)
		b_cycle(i);
	t_loop = rte_get_timer_cycles() - t0;
	/* the cycles ran while A's traffic flowed; then A's generator stops */
	T_CHECK(t_xstat(port_a, "wire_gen_frames") > before);
	T_EQ(rte_pmd_dpaa2x_gen_stop(port_a), 0);
	sent = t_xstat(port_a, "wire_gen_frames");
	printf("# %u attach/remove cycles of %s in %.2f s; %s sent %" PRIu64
	       " frames meanwhile\n", i, B_NAME, (double)t_loop / hz, A_NAME, sent - before);
	wait_xstat(port_a, "wire_sink_frames", sent, 30);
	__atomic_store_n(&fwd_stop, 1, __ATOMIC_RELEASE);
	T_EQ(rte_eal_wait_lcore(worker), 0);
	T_EQ(__atomic_load_n(&fwd_done, __ATOMIC_ACQUIRE), 1);
	T_EQ(fwd_dropped, 0);
	T_EQ(fwd_rx, sent);
	T_EQ(fwd_tx, sent);
	T_EQ(t_xstat(port_a, "wire_gen_frames"), sent);
	T_EQ(t_xstat(port_a, "wire_sink_frames"), sent);
	T_EQ(t_xstat(port_a, "wire_gen_never_seen"), 0);
	T_EQ(t_xstat(port_a, "wire_sink_lost"), 0);
	T_EQ(t_xstat(port_a, "wire_sink_reordered"), 0);
	T_EQ(t_xstat(port_a, "wire_sink_corrupted"), 0);
	T_EQ(t_xstat(port_a, "wire_sink_foreign"), 0);
	T_EQ(t_xstat(port_a, "hw_rx_no_buffer_discards"), 0);
	T_EQ(t_xstat(port_a, "hw_rx_tail_drops"), 0);
	T_EQ(rte_eth_stats_get(port_a, &st), 0);
	T_EQ(st.ipackets, sent);
	T_EQ(st.opackets, sent);
	T_EQ(rte_eth_dev_get_name_by_port(port_a, name), 0);
	T_STREQ(name, A_NAME);
	if (t_failures != fails_before)
		t_dump_xstats(port_a);
	T_EQ(rte_eth_dev_stop(port_a), 0);
	all_pools_full();
}

/*
 * B goes while the application still holds frames B copied into its small
 * pool: the pool stays (the driver cannot free it) and the mbufs remain
 * valid; B can be attached and used again; the application frees the
 * left-over pool once it has its mbufs back.
 */
static void
test_remove_while_app_holds_copies(void)
{
	static struct mz_list mz_before;
	struct rte_mempool *left = NULL;
	struct rte_mbuf *b[32];
	struct rte_eth_stats st;
	unsigned int k, n = 0;
	uint64_t end;
	uint16_t port = UINT16_MAX;
	const char *pool_name = NULL;

	mz_count(&mz_before);
	T_EQ(b_attach(false, HW_CPU ",gen_count=64,gen_rate=100000", &port), 0);
	T_EQ(port, 1);
	setup(port, mp);
	T_EQ(rte_eth_dev_start(port), 0);
	end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
	while (n < 32 && rte_get_timer_cycles() < end)
		n += rte_eth_rx_burst(port, 0, &b[n], 32 - n);
	T_EQ(n, 32);
	for (k = 0; k < n; k++)
		T_CHECK(b[k]->pool != mp);	/* 60 <= 512: copies */
	if (n > 0) {
		left = b[0]->pool;
		pool_name = left->name;
		T_EQ(left->size - rte_mempool_avail_count(left), n);
	}
	/* removed started, 32 copies still out */
	printf("# expected: the driver logs that it keeps the small pool\n");
	fflush(stdout);
	T_EQ(b_remove(true, port), 0);
	T_EQ(rte_eth_dev_count_avail(), 1);
	if (left != NULL)
		T_CHECK(rte_mempool_lookup(pool_name) == left);
	for (k = 0; k < n; k++)
		T_EQ(rte_pktmbuf_pkt_len(b[k]), 60);
	rte_pktmbuf_free_bulk(b, n);
	if (left != NULL)
		T_EQ(rte_mempool_avail_count(left), left->size);

	/* B again: configure makes a small pool of its own, frames come */
	T_EQ(b_attach(true, HW_CPU ",gen_count=64,gen_rate=100000", &port), 0);
	T_EQ(port, 1);
	setup(port, mp);
	T_EQ(rte_eth_dev_start(port), 0);
	end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
	for (n = 0; n < 64 && rte_get_timer_cycles() < end; n += k) {
		k = rte_eth_rx_burst(port, 0, b, 32);
		rte_pktmbuf_free_bulk(b, k);
	}
	T_EQ(n, 64);
	T_EQ(rte_eth_stats_get(port, &st), 0);
	T_EQ(st.ipackets, 64);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), 64);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(b_remove(false, port), 0);
	/* the application gives the left-over pool back */
	if (left != NULL)
		rte_mempool_free(left);
	mz_same(&mz_before, "after the left-over pool was freed");
	all_pools_full();
}

/*
 * The last port goes while a dpaa2x mempool exists: the pool keeps working
 * and the SoC stays until the pool is freed; then everything of the SoC is
 * gone and a new port brings up a new one.
 */
static void
test_last_port_then_pool(void)
{
	static struct mz_list mz_before;
	struct rte_mempool *mp2;
	struct rte_mbuf *m[64], *b[32];
	unsigned int soc_mz, got = 0;
	int err;
	uint64_t end;
	uint16_t port, k;

	T_CHECK(rte_memzone_lookup(SOC_MZ) != NULL);
	soc_mz = mz_count(&mz_before);
	T_EQ(rte_vdev_uninit(A_NAME), 0);
	T_EQ(rte_eth_dev_count_avail(), 0);
	/* no port left, but mp holds a dpbp: SoC and pool stay */
	T_CHECK(rte_memzone_lookup(SOC_MZ) != NULL);
	T_EQ(rte_mempool_avail_count(mp), mp->size);
	T_EQ(rte_pktmbuf_alloc_bulk(mp, m, RTE_DIM(m)), 0);
	rte_pktmbuf_free_bulk(m, RTE_DIM(m));
	T_EQ(rte_mempool_avail_count(mp), mp->size);
	rte_mempool_free(mp);
	mp = NULL;
	/* the last dpaa2x pool took the SoC with it; the ops stay the platform's */
	T_CHECK(rte_memzone_lookup(SOC_MZ) == NULL);
	T_STREQ(rte_mbuf_best_mempool_ops(), "dpaa2x");
	T_CHECK(mz_count(&mz_before) < soc_mz);
	/*
	 * No SoC, no BMan: a dpaa2x pool cannot be made. The failed pool is
	 * freed by the mempool library: the driver has no dpbp to give back.
	 */
	t_log_capture();
	mp2 = rte_pktmbuf_pool_create("nosoc", 512, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				      SOCKET_ID_ANY);
	err = rte_errno;
	t_log_release();
	printf("# the driver logged: %s", t_log_text());
	T_CHECK(mp2 == NULL);
	T_EQ(err, ENODEV);
	T_CONTAINS(t_log_text(), "mempool nosoc: no dpaa2x port is probed, no BMan to back it");
	T_CHECK(strstr(t_log_text(), "could not be given back") == NULL);
	if (mp2 != NULL)
		rte_mempool_free(mp2);
	mz_count(&mz_before);

	/* a new port, a new SoC: frames flow again */
	port = t_probe(A_NAME, HW_CPU ",gen_count=500,gen_rate=100000");
	T_EQ(port, 0);
	T_CHECK(rte_memzone_lookup(SOC_MZ) != NULL);
	all_counters_zero(port);
	mp2 = rte_pktmbuf_pool_create("mp2", 1024, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				      SOCKET_ID_ANY);
	T_CHECK(mp2 != NULL);
	if (mp2 == NULL)
		return;
	setup(port, mp2);
	T_EQ(rte_eth_dev_start(port), 0);
	end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
	while (got < 500 && rte_get_timer_cycles() < end) {
		k = rte_eth_rx_burst(port, 0, b, RTE_DIM(b));
		rte_pktmbuf_free_bulk(b, k);
		got += k;
	}
	T_EQ(got, 500);
	T_EQ(t_xstat(port, "wire_gen_frames"), 500);
	T_EQ(rte_eth_dev_stop(port), 0);
	all_pools_full();
	/* port first, pool last this time */
	T_EQ(rte_vdev_uninit(A_NAME), 0);
	rte_mempool_free(mp2);
	T_CHECK(rte_memzone_lookup(SOC_MZ) == NULL);
	mz_same(&mz_before, "after the second SoC");
}

int
main(int argc, char **argv)
{
	(void)argc;
	t_eal_init(argv[0], NULL);
	if (rte_lcore_count() < 2) {
		fprintf(stderr, "needs 2 lcores\n");
		return 1;
	}
	T_RUN(test_hotplug_b_while_a_forwards);
	if (mp != NULL) {
		T_RUN(test_remove_while_app_holds_copies);
		T_RUN(test_last_port_then_pool);
	}
	return t_done();
}
