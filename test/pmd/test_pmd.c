/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * net_dpaa2x through the ethdev API, on the emulated SoC with its engine
 * on CPU 1 and this program polling on lcore 0. Every case ends with every
 * pool full again and the frame accounting exact.
 */

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>

#include <rte_bus_vdev.h>
#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_ethdev.h>
#include <rte_log.h>
#include <rte_mbuf.h>
#include <rte_mbuf_pool_ops.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_log.h"
#include "t_port.h"
#include "test_pmd.h"

#define NB_MBUF		4096
#define HOLD_MAX	16384

struct rte_mempool *mp;		/* dpaa2x (BMan) pool */
static struct rte_mbuf *held[HOLD_MAX];

/* Wait (bounded, 10 s) until xstat name reaches at least want. */
bool
wait_xstat(uint16_t port, const char *name, uint64_t want)
{
	uint64_t end = t_deadline(10);

	while (t_xstat(port, name) < want) {
		if (rte_get_timer_cycles() > end) {
			T_FAIL_AT("%s on port %u stuck at %" PRIu64 ", want %" PRIu64,
				  name, port, t_xstat(port, name), want);
			return false;
		}
		rte_delay_us_sleep(100);
	}
	return true;
}

/* Tx pause (802.3x): the port sends PAUSE while an Rx queue is 3/4 full
 * and the tester holds its frames, so that a core taken away by other
 * work on the machine loses none to tail drop (functional cases). */
void
flow_ctrl_on(uint16_t port)
{
	struct rte_eth_fc_conf fc;

	T_EQ(rte_eth_dev_flow_ctrl_get(port, &fc), 0);
	fc.mode = RTE_ETH_FC_TX_PAUSE;
	T_EQ(rte_eth_dev_flow_ctrl_set(port, &fc), 0);
}

static void
setup_offloads(uint16_t port, uint16_t nrxq, uint16_t ntxq, struct rte_mempool *pool,
	       uint64_t rx_offloads)
{
	struct rte_eth_conf conf = { .rxmode.offloads = rx_offloads };
	uint16_t q;

	flow_ctrl_on(port);
	if (nrxq > 1) {
		conf.rxmode.mq_mode = RTE_ETH_MQ_RX_RSS;
		conf.rx_adv_conf.rss_conf.rss_hf = RTE_ETH_RSS_IP | RTE_ETH_RSS_UDP;
	}
	T_EQ(rte_eth_dev_configure(port, nrxq, ntxq, &conf), 0);
	for (q = 0; q < nrxq; q++)
		T_EQ(rte_eth_rx_queue_setup(port, q, 512, SOCKET_ID_ANY, NULL, pool), 0);
	for (q = 0; q < ntxq; q++)
		T_EQ(rte_eth_tx_queue_setup(port, q, 512, SOCKET_ID_ANY, NULL), 0);
}

static void
setup(uint16_t port, uint16_t nrxq, uint16_t ntxq, struct rte_mempool *pool)
{
	setup_offloads(port, nrxq, ntxq, pool, 0);
}

/* Receive on all queues until n frames came (bounded, 10 s); hold them. */
unsigned int
rx_n(uint16_t port, uint16_t nq, unsigned int n, uint64_t *per_q)
{
	uint64_t end = t_deadline(10);
	unsigned int got = 0;
	uint16_t q, k;

	while (got < n && rte_get_timer_cycles() < end) {
		for (q = 0; q < nq && got < n; q++) {
			k = rte_eth_rx_burst(port, q, &held[got], RTE_MIN(32u, n - got));
			if (per_q != NULL)
				per_q[q] += k;
			got += k;
		}
	}
	if (got < n) {
		T_FAIL_AT("received %u of %u frames on port %u", got, n, port);
		t_dump_xstats(port);
	}
	return got;
}

void
free_held(unsigned int n)
{
	rte_pktmbuf_free_bulk(held, n);
}

static void
pool_full(struct rte_mempool *pool)
{
	T_EQ(rte_mempool_avail_count(pool), pool->size);
}

void
remove_port(const char *name)
{
	T_EQ(rte_vdev_uninit(name), 0);
}

/* Stop the port: frames accounted for, every buffer back in pool. */
void
stop_and_check(uint16_t port, struct rte_mempool *pool)
{
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	pool_full(pool);
}

/* The end of a case with a pool of its own: n held frames go back, the
 * port stops with everything accounted for and goes, the pool goes. */
static void
end_with_pool(unsigned int n, uint16_t port, struct rte_mempool *pool, struct rte_mempool *own)
{
	free_held(n);
	stop_and_check(port, pool);
	remove_port("net_dpaa2x0");
	rte_mempool_free(own);
}

static void
test_rx_fields_and_copy(void)
{
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=1,gen_count=100,gen_rate=200000,gen_size=64");
	unsigned int i, n;

	setup(port, 1, 1, mp);
	T_EQ(rte_eth_dev_start(port), 0);
	n = rx_n(port, 1, 100, NULL);
	for (i = 0; i < n; i++) {
		struct rte_mbuf *m = held[i];

		T_EQ(m->pkt_len, 60);
		T_EQ(m->data_len, 60);
		T_EQ(m->nb_segs, 1);
		T_EQ(m->port, port);
		T_EQ(m->packet_type, RTE_PTYPE_L2_ETHER | RTE_PTYPE_L3_IPV4 | RTE_PTYPE_L4_UDP);
		T_EQ(m->ol_flags & (RTE_MBUF_F_RX_IP_CKSUM_MASK | RTE_MBUF_F_RX_L4_CKSUM_MASK |
				    RTE_MBUF_F_RX_RSS_HASH),
		     RTE_MBUF_F_RX_IP_CKSUM_GOOD | RTE_MBUF_F_RX_L4_CKSUM_GOOD |
		     RTE_MBUF_F_RX_RSS_HASH);
		T_CHECK(m->pool != mp);		/* 60 <= 512: copied */
		T_EQ(rte_pktmbuf_mtod(m, uint8_t *)[12], 0x08);	/* IPv4 ethertype */
	}
	T_EQ(t_xstat(port, "rx_copybreak_packets"), 100);
	T_EQ(t_xstat(port, "rx_copybreak_bytes"), 6000);
	T_EQ(t_xstat(port, "rx_zerocopy_packets"), 0);
	/* held frames are copies: their pool buffers are all back already */
	pool_full(mp);
	free_held(n);
	stop_and_check(port, mp);
	remove_port("net_dpaa2x0");
}

/* len <= copybreak is copied, longer goes up zero-copy; runtime changes. */
static void
test_copybreak_boundaries(void)
{
	/* wire sizes 259..261 are 255..257 bytes without FCS */
	uint16_t port = t_probe("net_dpaa2x0",
			      "hw_cpu=1,copybreak=256,gen_size=259:260:261,gen_rate=100000");
	unsigned int i, n, copied = 0;
	uint32_t cb;

	setup(port, 1, 1, mp);
	T_EQ(rte_eth_dev_start(port), 0);
	n = rx_n(port, 1, 300, NULL);
	for (i = 0; i < n; i++) {
		T_EQ(held[i]->pool != mp, held[i]->pkt_len <= 256);
		copied += held[i]->pool != mp;
	}
	T_EQ(copied, 200);
	free_held(n);
	/* off at run time: the next bursts copy nothing */
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, 0), 0);
	n = rx_n(port, 1, 300, NULL);
	copied = 0;
	for (i = 0; i < n; i++)
		copied += held[i]->pool != mp;
	T_CHECK(copied <= 16);		/* at most the pull already in flight */
	free_held(n);
	n = rx_n(port, 1, 300, NULL);
	for (i = 0; i < n; i++)
		T_CHECK(held[i]->pool == mp);
	free_held(n);
	/* larger than the small pool's buffers: a larger pool is made */
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, 1024), 0);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak(port, &cb), 0);
	T_EQ(cb, 1024);
	rx_n(port, 1, 32, NULL);
	free_held(32);
	n = rx_n(port, 1, 300, NULL);
	for (i = 0; i < n; i++)
		T_CHECK(held[i]->pool != mp);
	free_held(n);
	stop_and_check(port, mp);
	remove_port("net_dpaa2x0");
}

/* Four Rx queues, one BMan pool: every queue gets flows, all drained. */
static void
test_many_queues_one_pool(void)
{
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=1,copybreak=0,gen_flows=64,gen_rate=400000");
	uint64_t per_q[4] = { 0 };
	unsigned int n, i;
	uint16_t q;

	setup(port, 4, 1, mp);
	T_EQ(rte_eth_dev_start(port), 0);
	n = rx_n(port, 4, 2000, per_q);
	for (q = 0; q < 4; q++)
		T_CHECK(per_q[q] > 0);
	for (i = 0; i < n; i++)
		T_CHECK(held[i]->pool == mp);
	free_held(n);
	stop_and_check(port, mp);
	remove_port("net_dpaa2x0");
}

/*
 * The application holds every frame: zero-copy drains the shared pool and
 * the rest become no-buffer discards; copybreak keeps the pool full.
 */
static void
pressure(const char *args, bool expect_discards)
{
	struct rte_mempool *small = rte_pktmbuf_pool_create("pressure", 1024, 0, 0,
		RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY);
	uint16_t port = t_probe("net_dpaa2x0", args);
	uint64_t got = 0, end;
	uint16_t k;

	T_CHECK(small != NULL);
	setup(port, 1, 1, small);
	T_EQ(rte_eth_dev_start(port), 0);
	/* receive while the generator sends: every frame ends up held or dropped */
	end = t_deadline(10);
	while (got + t_xstat(port, "hw_rx_no_buffer_discards") < 2000 &&
	       rte_get_timer_cycles() < end) {
		k = rte_eth_rx_burst(port, 0, &held[got], 32);
		got += k;
	}
	if (got != (expect_discards ? 1024 : 2000))
		t_dump_xstats(port);
	if (expect_discards) {
		T_EQ(got, 1024);
		T_EQ(t_xstat(port, "hw_rx_no_buffer_discards"), 2000 - 1024);
#ifndef T_BACKEND_FSLMC	/* BMan's counters are the emulated pools' own */
		T_CHECK(t_xstat(port, "bpool_depletion_events") >= 1);
#endif
	} else {
		T_EQ(got, 2000);
		T_EQ(t_xstat(port, "hw_rx_no_buffer_discards"), 0);
		T_EQ(rte_mempool_avail_count(small), 1024);
	}
	end_with_pool(got, port, small, small);
}

static void
test_pool_pressure_zero_copy(void)
{
	pressure("hw_cpu=1,copybreak=0,gen_count=2000,gen_rate=500000", true);
}

static void
test_pool_pressure_copybreak(void)
{
	pressure("hw_cpu=1,copybreak=512,copy_pool=8192,gen_count=2000,gen_rate=500000", false);
}

/*
 * The small pool runs dry while the application holds every copy: the next
 * frames go up zero-copy, none is dropped, and a counter says so.
 */
static void
test_copy_pool_empty(void)
{
	/* (copy_pool given: the board's programs have a smaller default) */
	uint16_t port = t_probe("net_dpaa2x0",
				"hw_cpu=1,copybreak=512,copy_pool=8192,gen_count=9000,gen_rate=300000");
	uint64_t got = 0, end;
	unsigned int i, copies = 0;

	setup(port, 1, 1, mp);
	T_EQ(rte_eth_dev_start(port), 0);
	end = t_deadline(10);
	while (got < 9000 && rte_get_timer_cycles() < end)
		got += rte_eth_rx_burst(port, 0, &held[got], 32);
	T_EQ(got, 9000);
	for (i = 0; i < got; i++)
		copies += held[i]->pool != mp;
	/* the small pool holds 8192 mbufs: all of them copies, then zero-copy */
	T_EQ(copies, 8192);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), 8192);
	T_EQ(t_xstat(port, "rx_copy_pool_empty"), 9000 - 8192);
	T_EQ(t_xstat(port, "rx_zerocopy_packets"), 9000 - 8192);
	T_EQ(t_xstat(port, "hw_rx_no_buffer_discards"), 0);
	free_held(got);
	stop_and_check(port, mp);
	remove_port("net_dpaa2x0");
}

/* Frames each way of test_io_forward: fewer where every portal access is
 * trapped (fslmc_pmd_trap, T_FWD_FRAMES=300: tens of us an access). */
#ifndef T_FWD_FRAMES
#define T_FWD_FRAMES 5000
#endif
#define T_FWD_STR(n) #n
#define T_FWD_COUNT(n) "hw_cpu=1,gen_count=" T_FWD_STR(n) ",gen_rate=100000,gen_size="

/* io forwarding 0 <-> 1: every frame reaches the other sink, in order. */
static void
test_io_forward(void)
{
	const uint64_t n = T_FWD_FRAMES;
	uint16_t p0 = t_probe("net_dpaa2x0", T_FWD_COUNT(T_FWD_FRAMES) "64:128:1518");
	uint16_t p1 = t_probe("net_dpaa2x1", T_FWD_COUNT(T_FWD_FRAMES) "512");
	uint16_t ports[2] = { p0, p1 };
	uint64_t end = t_deadline(20);
	struct rte_mbuf *b[32];
	uint16_t i, k, s, iter = 0;

	setup(p0, 1, 1, mp);
	setup(p1, 1, 1, mp);
	T_EQ(rte_eth_dev_start(p0), 0);
	T_EQ(rte_eth_dev_start(p1), 0);
	/* xstats are slow: look at the sinks once every 1024 rounds */
	while ((++iter % 1024 != 0 || t_xstat(p0, "wire_sink_frames") < n ||
		t_xstat(p1, "wire_sink_frames") < n) && rte_get_timer_cycles() < end) {
		for (i = 0; i < 2; i++) {
			k = rte_eth_rx_burst(ports[i], 0, b, 32);
			s = 0;
			while (s < k)
				s += rte_eth_tx_burst(ports[i ^ 1], 0, &b[s], k - s);
		}
	}
	for (i = 0; i < 2; i++) {
		struct rte_eth_stats st;

		if (t_xstat(ports[i], "wire_sink_frames") != n ||
		    t_xstat(ports[i], "wire_gen_frames") != t_xstat(ports[i ^ 1], "wire_sink_frames"))
			t_dump_xstats(ports[i]);
		T_EQ(t_xstat(ports[i], "wire_sink_frames"), n);
		T_EQ(t_xstat(ports[i], "wire_sink_lost"), 0);
		T_EQ(t_xstat(ports[i], "wire_sink_reordered"), 0);
		T_EQ(t_xstat(ports[i], "wire_sink_corrupted"), 0);
		T_EQ(t_xstat(ports[i], "wire_sink_foreign"), 0);
		T_EQ(t_xstat(ports[i], "wire_gen_never_seen"), 0);
		T_EQ(t_xstat(ports[i], "hw_rx_tail_drops"), 0);
		T_EQ(rte_eth_stats_get(ports[i], &st), 0);
		T_EQ(st.ipackets, n);
		T_EQ(st.opackets, n);
	}
	T_EQ(rte_eth_dev_stop(p0), 0);
	T_EQ(rte_eth_dev_stop(p1), 0);
	T_AUDIT(p0);
	T_AUDIT(p1);
	/* an xstats reset starts the latency over too */
	T_CHECK(t_xstat(p0, "wire_sink_latency_max_ns") > 0);
	T_EQ(rte_eth_xstats_reset(p0), 0);
	T_EQ(t_xstat(p0, "wire_sink_latency_max_ns"), 0);
	T_EQ(t_xstat(p0, "wire_sink_frames"), 0);
	pool_full(mp);
	remove_port("net_dpaa2x1");
	remove_port("net_dpaa2x0");
}

/* Stop/start, reconfigure, MTU, promiscuous and copybreak while frames come. */
static void
test_lifecycle_under_traffic(void)
{
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=1,gen_rate=200000,gen_size=64:700");
	static const uint16_t nq[] = { 1, 4, 2, 3 };
	unsigned int cycle, n;

	for (cycle = 0; cycle < 20; cycle++) {
		/* MTU 9000 with 2 KiB buffers: Rx scatter */
		setup_offloads(port, nq[cycle % 4], 1, mp, RTE_ETH_RX_OFFLOAD_SCATTER);
		T_EQ(rte_eth_stats_reset(port), 0);
		T_EQ(rte_eth_dev_set_mtu(port, cycle % 2 ? 1500 : 9000), 0);
		T_EQ(rte_eth_dev_start(port), 0);
		if (cycle % 3 == 0)
			T_EQ(rte_eth_promiscuous_enable(port), 0);
		else
			T_EQ(rte_eth_promiscuous_disable(port), 0);
		T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, cycle * 50), 0);
		n = rx_n(port, nq[cycle % 4], 64, NULL);
		free_held(n);
		stop_and_check(port, mp);
	}
	remove_port("net_dpaa2x0");
}

/* A pool of n mbufs holding room bytes of frame after the headroom. */
static struct rte_mempool *
pool_of_room(const char *name, unsigned int n, uint16_t room)
{
	return rte_pktmbuf_pool_create(name, n, 0, 0, RTE_PKTMBUF_HEADROOM + room,
				       SOCKET_ID_ANY);
}

/*
 * Two pools on one Rx queue (rx_mempools): WRIOP puts each frame in the
 * smallest buffer it fits, so 60-byte frames land in the small pool and
 * 1514-byte ones in the large one, zero-copy. The small one is the
 * smallest ethdev lets through: dev_info.min_rx_bufsize is what a buffer
 * holds after RTE_PKTMBUF_HEADROOM (ethdev adds the headroom), the
 * shortest frame, 60 bytes; the headroom is the data offset and holds the
 * annotation. One byte less is refused.
 */
static void
test_rx_mempools_by_size(void)
{
	uint16_t port = t_probe("net_dpaa2x0",
				"hw_cpu=1,copybreak=0,gen_count=200,gen_size=64:1518,gen_rate=100000");
	struct rte_mempool *small = pool_of_room("rx_small", 1024, 60);
	struct rte_mempool *below = pool_of_room("rx_below", 64, 59);
	struct rte_mempool *pools[2] = { mp, below };
	struct rte_eth_rxconf rxconf = { .rx_mempools = pools, .rx_nmempool = 2 };
	struct rte_eth_conf conf = { 0 };
	struct rte_eth_dev_info info;
	struct rte_pmd_dpaa2x_audit a;
	unsigned int i, n, in_small = 0;

	T_CHECK(small != NULL && below != NULL);
	T_EQ(rte_eth_dev_info_get(port, &info), 0);
	T_EQ(info.max_rx_mempools, 8);
	T_EQ(info.min_rx_bufsize, 60);
	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	t_log_clear();
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, &rxconf, NULL), -EINVAL);
	T_CONTAINS(t_log_text(), "rx_below mbuf_data_room_size 187 < 188 (128 + 60)");
	pools[1] = small;
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, &rxconf, NULL), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	T_EQ(rte_eth_dev_start(port), 0);
	n = rx_n(port, 1, 200, NULL);
	for (i = 0; i < n; i++) {
		T_EQ(held[i]->pool == small, held[i]->pkt_len == 60);
		in_small += held[i]->pool == small;
	}
	T_EQ(in_small, 100);
	T_EQ(rte_mempool_avail_count(small), 1024 - 100);
	free_held(n);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(T_AUDIT_FRAMES(port, &a), 0);
	T_EQ(a.n_pools, 2);			/* both pools are audited */
	T_AUDIT(port);
	remove_port("net_dpaa2x0");
	rte_mempool_free(small);
	rte_mempool_free(below);
}

/*
 * One pool of small buffers (data room 256: 128 bytes of frame) takes
 * every frame of an MTU that fits them (110: frames up to 128 bytes with a
 * VLAN tag's room); a larger MTU is refused by the MTU check, naming both.
 */
static void
test_small_buffers_small_mtu(void)
{
	uint16_t port = t_probe("net_dpaa2x0",
				"hw_cpu=1,copybreak=0,gen_count=300,gen_size=64:100:132,gen_rate=100000");
	struct rte_mempool *room128 = pool_of_room("rx_room128", 1024, 128);
	struct rte_eth_conf conf = { .rxmode.mtu = 110 };
	unsigned int i, n, longest = 0;

	T_CHECK(room128 != NULL);
	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, room128), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	t_log_clear();
	T_EQ(rte_eth_dev_set_mtu(port, 111), -EINVAL);
	T_CONTAINS(t_log_text(), "port 0 rx queue 0: MTU 111 needs frames of 129 bytes; a buffer "
		   "of mempool rx_room128 holds 128 (data room 256 - headroom 128)");
	T_EQ(rte_eth_dev_start(port), 0);
	n = rx_n(port, 1, 300, NULL);
	for (i = 0; i < n; i++) {
		T_CHECK(held[i]->pool == room128 && held[i]->nb_segs == 1);
		longest = RTE_MAX(longest, held[i]->pkt_len);
	}
	T_EQ(longest, 128);			/* 132 on the wire with its FCS */
	free_held(n);
	stop_and_check(port, room128);
	remove_port("net_dpaa2x0");
	rte_mempool_free(room128);
}

/* Counters of released queues stay in the port's totals until a reset. */
static void
test_stats_survive_reconfigure(void)
{
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=1,gen_count=800,gen_flows=64,gen_rate=200000");
	struct rte_eth_stats st;
	unsigned int n;

	setup(port, 4, 4, mp);
	T_EQ(rte_eth_dev_start(port), 0);
	n = rx_n(port, 4, 800, NULL);
	free_held(n);
	T_EQ(rte_eth_dev_stop(port), 0);
	setup(port, 1, 1, mp);		/* queues 1..3 released */
	T_EQ(rte_eth_stats_get(port, &st), 0);
	T_EQ(st.ipackets, 800);
	T_EQ(st.q_ipackets[1], 0);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), 800);
	T_AUDIT(port);
	T_EQ(rte_eth_stats_reset(port), 0);
	T_EQ(rte_eth_stats_get(port, &st), 0);
	T_EQ(st.ipackets, 0);
	remove_port("net_dpaa2x0");
}

/*
 * The audit names what is missing: mbufs the application still holds, and
 * no verdict while the link sends (the board says its generator runs).
 */
static void
test_audit_reports(void)
{
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=1,copybreak=0,gen_count=100,gen_rate=200000");
	struct rte_pmd_dpaa2x_audit a;
	char why[256];
	unsigned int n;

	setup(port, 1, 1, mp);
	T_EQ(rte_eth_dev_start(port), 0);
	n = rx_n(port, 1, 100, NULL);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(rte_pmd_dpaa2x_audit(port, RTE_PMD_DPAA2X_AUDIT_POOLS, &a, why, sizeof(why)),
	     -EPROTO);
	T_STREQ(why, "pool mp: 100 of 4096 mbufs missing");
	T_EQ(rte_pmd_dpaa2x_audit(port, 0, &a, why, sizeof(why)), 0);
	T_STREQ(why, "");
	T_EQ(a.rx_offered, 100);
	T_EQ(a.rx_hw_frames, 100);
	T_EQ(a.rx_delivered, 100);
	T_EQ(a.rx_queued, 0);
	T_EQ(a.n_pools, 1);		/* copybreak 0: no small pool */
	T_STREQ(a.pools[0].name, "mp");
	T_EQ(a.pools[0].avail, 4096 - 100);
	free_held(n);
	T_AUDIT(port);
	/* the generator runs: no audit */
	T_EQ(rte_eth_dev_start(port), 0);
	T_EQ(rte_pmd_dpaa2x_gen_stop(port), 0);
	{
		struct rte_pmd_dpaa2x_gen_conf gc;

		T_EQ(rte_pmd_dpaa2x_gen_conf_get(port, &gc), 0);
		gc.count = 0;
		T_EQ(rte_pmd_dpaa2x_gen_conf_set(port, &gc), 0);
	}
	T_EQ(rte_pmd_dpaa2x_gen_start(port), 0);
	T_EQ(rte_pmd_dpaa2x_audit(port, 0, &a, why, sizeof(why)), -EBUSY);
	T_STREQ(why, "port 0: the generator is running");
	T_EQ(rte_pmd_dpaa2x_gen_stop(port), 0);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_pmd_dpaa2x_audit(port, 0, NULL, NULL, 0), -EINVAL);
	T_EQ(rte_pmd_dpaa2x_audit(port, 2, &a, NULL, 0), -EINVAL);
	T_EQ(rte_pmd_dpaa2x_audit(RTE_MAX_ETHPORTS, 0, &a, NULL, 0), -ENODEV);
	remove_port("net_dpaa2x0");
}

/*
 * An application may adj or prepend a copy before it frees it: the small
 * pool's next copy still starts at the headroom (rte_mbuf_raw_alloc()
 * keeps the offset the mbuf was freed with), inside its buffer.
 */
static void
test_copy_sets_data_off(void)
{
	uint16_t port = t_probe("net_dpaa2x0",
				"hw_cpu=1,gen_count=1000,gen_rate=100000,gen_size=64:512");
	unsigned int i, n, bad_off = 0, bad_len = 0;

	setup(port, 1, 1, mp);
	T_EQ(rte_eth_dev_start(port), 0);
	n = rx_n(port, 1, 200, NULL);
	for (i = 0; i < n; i++) {
		T_CHECK(held[i]->pool != mp);	/* 60 and 508 <= 512: copies */
		/* freed with their data 60 bytes on, or 100 bytes back */
		if (i % 2)
			T_CHECK(rte_pktmbuf_adj(held[i], 60) != NULL);
		else
			T_CHECK(rte_pktmbuf_prepend(held[i], 100) != NULL);
	}
	free_held(n);
	n = rx_n(port, 1, 800, NULL);
	for (i = 0; i < n; i++) {
		const uint8_t *p = rte_pktmbuf_mtod(held[i], const uint8_t *);

		bad_off += held[i]->data_off != RTE_PKTMBUF_HEADROOM;
		/* the IPv4 total length of the copy it holds */
		bad_len += (uint32_t)((p[16] << 8) | p[17]) != held[i]->pkt_len - 14;
	}
	T_EQ(bad_off, 0);
	T_EQ(bad_len, 0);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), 1000);
	free_held(n);
	stop_and_check(port, mp);
	remove_port("net_dpaa2x0");
}

/* The copybreak of copy pool in use: its buffers' data room. */
static uint16_t
copy_room(uint16_t port)
{
	uint16_t room = 0;
	unsigned int n = rx_n(port, 1, 32, NULL);

	if (n > 0 && held[n - 1]->pool != mp)
		room = rte_pktmbuf_data_room_size(held[n - 1]->pool) - RTE_PKTMBUF_HEADROOM;
	free_held(n);
	return room;
}

/*
 * No copy buffer is larger than a frame can be: copybreak 10240 on the
 * default DPL makes buffers for 1518-byte frames (MTU 1500, a VLAN tag's
 * room), and the small pool follows the MTU, at a start and while running.
 */
static void
test_small_pool_sized_by_frame_limit(void)
{
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=1,copybreak=10240,gen_rate=50000");

	/* MTU 9000 and 4000 with 2 KiB buffers: Rx scatter */
	setup_offloads(port, 1, 1, mp, RTE_ETH_RX_OFFLOAD_SCATTER);
	T_EQ(rte_eth_dev_start(port), 0);
	T_EQ(copy_room(port), 1536);		/* 1518 in whole cache lines */
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(rte_eth_dev_set_mtu(port, 9000), 0);
	T_EQ(rte_eth_dev_start(port), 0);
	T_EQ(copy_room(port), 9024);		/* 9018 */
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(rte_eth_dev_set_mtu(port, 1500), 0);
	T_EQ(rte_eth_dev_start(port), 0);
	T_EQ(copy_room(port), 1536);
	/* while frames come: a larger pool now, the smaller one until the stop */
	T_EQ(rte_eth_dev_set_mtu(port, 4000), 0);
	rx_n(port, 1, 32, NULL);		/* the burst in flight */
	free_held(32);
	T_EQ(copy_room(port), 4032);		/* 4018 */
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, 200), 0);
	rx_n(port, 1, 32, NULL);
	free_held(32);
	T_EQ(copy_room(port), 1536);		/* the smallest that holds 200 */
	T_EQ(rte_pmd_dpaa2x_gen_stop(port), 0);
	stop_and_check(port, mp);
	remove_port("net_dpaa2x0");
}

/*
 * 10,000 copybreak changes while frames come, no stop between: every
 * burst copies by the value set before it, and every buffer is back.
 */
static void
test_copybreak_10000_changes(void)
{
	static const uint32_t cbs[] = { 0, 64, 600, 128, 1024, 60, 2000, 700, 1514, 512 };
	uint16_t port = t_probe("net_dpaa2x0",
				"hw_cpu=1,gen_rate=100000,gen_size=64:700:1200:1518");
	struct rte_mbuf *b[32];
	unsigned int i, k, refused = 0, wrong = 0;
	uint64_t got = 0;

	setup(port, 1, 1, mp);
	T_EQ(rte_eth_dev_start(port), 0);
	for (i = 0; i < 10000; i++) {
		uint32_t cb = cbs[i % RTE_DIM(cbs)];
		uint16_t n;

		refused += rte_pmd_dpaa2x_set_rx_copybreak(port, cb) != 0;
		n = rte_eth_rx_burst(port, 0, b, 32);
		for (k = 0; k < n; k++)
			wrong += (b[k]->pool != mp) != (b[k]->pkt_len <= cb);
		rte_pktmbuf_free_bulk(b, n);
		got += n;
	}
	T_EQ(refused, 0);
	T_EQ(wrong, 0);
	T_CHECK(got > 0);
	printf("# 10000 copybreak changes, %" PRIu64 " frames received meanwhile\n", got);
	T_EQ(rte_pmd_dpaa2x_gen_stop(port), 0);
	stop_and_check(port, mp);
	remove_port("net_dpaa2x0");
}

static void
test_bad_api_arguments(void)
{
	struct rte_mempool *ring = rte_pktmbuf_pool_create_by_ops("ringpool", 512, 0, 0,
		RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY, "ring_mp_mc");
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=1,gen=off");
	struct rte_eth_conf conf = { 0 };
	struct rte_eth_dev_info info;

	T_EQ(rte_eth_dev_info_get(port, &info), 0);
	T_EQ(info.max_rx_queues, 4);
	T_EQ(info.max_tx_queues, 4);
	T_EQ(strcmp(info.driver_name, "net_dpaa2x"), 0);
	T_CHECK(rte_eth_dev_configure(port, 5, 1, &conf) < 0);
	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	t_log_clear();
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, ring), -EINVAL);
	T_CONTAINS(t_log_text(), "port 0 rx queue 0: mempool ringpool uses ops 'ring_mp_mc'; "
		   "dpaa2x receives only into pools with ops 'dpaa2x'");
	/* the advice of the backend: on fslmc the bus's platform ops */
	T_CONTAINS(t_log_text(), T_FSLMC ? "(give the EAL option --mbuf-pool-ops-name=dpaa2x)" :
		   "(create the pool after probing a dpaa2x port)");
	test_pool_of_dpaa2_ops(port);
	/* the same for any of several pools; the queue is not set up */
	t_log_clear();
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, &(struct rte_eth_rxconf){
		.rx_mempools = (struct rte_mempool *[]){ mp, ring }, .rx_nmempool = 2 },
		NULL), -EINVAL);
	T_CONTAINS(t_log_text(), "port 0 rx queue 0: mempool ringpool uses ops 'ring_mp_mc'");
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, 20000), -EINVAL);
	remove_port("net_dpaa2x0");
	rte_mempool_free(ring);
}

int
main(int argc, char **argv)
{
	uint16_t port;

	(void)argc;
	t_eal_init(argv[0], NULL);
	t_log_capture();
	/* a first port brings up the SoC; pools made now are BMan pools */
	port = t_probe("net_dpaa2x9", "hw_cpu=1,gen=off,dpni=2");
	T_STREQ(rte_mbuf_best_mempool_ops(), "dpaa2x");
	mp = rte_pktmbuf_pool_create("mp", NB_MBUF, 256, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				     SOCKET_ID_ANY);
	if (mp == NULL) {
		fprintf(stderr, "no mbuf pool: %s\n%s", rte_strerror(rte_errno), t_log_text());
		return 1;
	}
	(void)port;
	remove_port("net_dpaa2x9");
	T_RUN(test_rx_fields_and_copy);
	T_RUN(test_copybreak_boundaries);
	T_RUN(test_many_queues_one_pool);
	T_RUN(test_pool_pressure_zero_copy);
	T_RUN(test_io_forward);	/* into pages a freed pool had (IOVA as PA) */
	T_RUN(test_pool_pressure_copybreak);
	T_RUN(test_copy_pool_empty);
	T_RUN(test_lifecycle_under_traffic);
	T_RUN(test_rx_mempools_by_size);
	T_RUN(test_small_buffers_small_mtu);
	T_RUN(test_stats_survive_reconfigure);
	T_RUN(test_audit_reports);
	T_RUN(test_copy_sets_data_off);
	T_RUN(test_small_pool_sized_by_frame_limit);
	T_RUN(test_copybreak_10000_changes);
#ifndef T_BACKEND_FSLMC	/* thresholds are the MC's own there (test_fslmc_backend) */
	T_RUN(test_flow_control_api);
#endif
	T_RUN(test_flow_control_app_away);
	T_RUN(test_bad_api_arguments);
	pool_full(mp);
	rte_mempool_free(mp);
	t_log_release();
	return t_done();
}
