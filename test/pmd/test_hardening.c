/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Hardening scenarios on the emulated SoC (engine on CPU 1, this program
 * on lcore 0): overload by ten times what the forwarding loop carries,
 * every buffer held by the application and let go, and lifecycle churn
 * while the generator runs. Each ends with the audit: every frame
 * delivered or dropped by cause, every pool full.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include <rte_bus_vdev.h>
#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>
#include <rte_memzone.h>

#include "overload.h"
#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_port.h"

static struct rte_mbuf *held[16384];

/* What overload_run found on each port, checked to the frame. */
static void
overload_check(const struct overload_conf *c, const struct overload_result *r)
{
	uint16_t i;

	T_EQ(r->drain_timeout, false);
	T_EQ(r->pools_full, true);
	for (i = 0; i < c->n_ports; i++) {
		const struct overload_port *op = &r->port[i];
		const struct overload_port *peer = &r->port[(i + 1) % c->n_ports];
		const struct rte_pmd_dpaa2x_audit *a = &op->audit;

		if (op->audit_ret != 0)
			T_FAIL_AT("port %u audit: %s", c->ports[i], op->why);
		/* what the loop took is what the driver delivered */
		T_EQ(a->rx_delivered, op->app_rx);
		T_EQ(a->rx_stop_discards, 0);	/* drained before stop */
		T_EQ(a->rx_bad_fd, 0);
		T_EQ(a->rx_filtered + a->rx_discards, 0);
		/* what the peer's loop sent here went out whole, to this sink */
		T_EQ(a->tx_sent, peer->app_tx);
		T_EQ(a->tx_hw_frames, a->tx_sent);
		T_EQ(op->wire.sink_frames, a->tx_hw_frames);
		T_EQ(op->wire.sink_corrupted, 0);
		T_EQ(op->wire.sink_foreign, 0);
		/* overloaded: more offered than delivered (how much more depends
		 * on how steadily the host runs the engine's generator: 5 times
		 * on a quiet one; the rate is not what is tested) */
		T_CHECK(a->rx_offered > a->rx_delivered);
	}
}

/*
 * Overload two ports through a pool of `buffers` mbufs. Each port's drops
 * must all be of one cause: tail drops when the pool outlasts the Rx FQs,
 * no-buffer discards (with depletion) when it runs dry first.
 */
static void
overload(const char *what, unsigned int buffers, bool tail_drop)
{
	unsigned int mz = t_memzones();
	uint16_t p0 = t_probe("net_dpaa2x0", "hw_cpu=1,gen=off");
	uint16_t p1 = t_probe("net_dpaa2x1", "hw_cpu=1,gen=off");
	/* a slow build overloads at a lower rate for longer: the same frames */
	unsigned int k = RTE_MIN(t_slow(), 10u);
	struct overload_conf c = {
		.n_ports = 2, .ports = { p0, p1 }, .n_queues = 4,
		.offered_pps = 100000 / k, .frame_size = 64, .flows = 256,
		.carried_pps = 20000 / k, .seconds = 1.0 * k,
	};
	struct overload_result r;
	char err[256] = "";
	uint16_t i;

	c.pool = rte_pktmbuf_pool_create(what, buffers, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
					 SOCKET_ID_ANY);
	T_CHECK(c.pool != NULL);
	T_EQ(overload_run(&c, &r, err, sizeof(err)), 0);
	if (err[0] != '\0')
		T_FAIL_AT("%s", err);
	overload_check(&c, &r);
	T_EQ(overload_verdict(&c, &r), 0);
	for (i = 0; i < 2; i++) {
		const struct rte_pmd_dpaa2x_audit *a = &r.port[i].audit;

		T_CHECK((tail_drop ? a->rx_tail_drops : a->rx_no_buffer) > 0);
		T_EQ(tail_drop ? a->rx_no_buffer : a->rx_tail_drops, 0);
		if (!tail_drop)
			T_CHECK(r.port[i].depletion_events >= 1);
	}
	T_EQ(rte_vdev_uninit("net_dpaa2x1"), 0);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	rte_mempool_free(c.pool);
	T_EQ(t_memzones(), mz);		/* ports, pool and SoC all gone */
}

/* A pool larger than all Rx FQs together: the queues fill, tail drops. */
static void
test_overload_tail_drop(void)
{
	overload("ovl_big", 12288, true);
}

/* A pool smaller than one port's Rx FQs: it runs empty, no-buffer discards. */
static void
test_overload_no_buffer(void)
{
	overload("ovl_small", 1024, false);
}

/* Receive and hold until n frames are held or 10 s passed. */
static unsigned int
hold_until(uint16_t port, unsigned int n)
{
	uint64_t end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
	unsigned int got = 0;

	while (got < n && rte_get_timer_cycles() < end)
		got += rte_eth_rx_burst(port, 0, &held[got], RTE_MIN(32u, n - got));
	return got;
}

/*
 * The application holds every buffer of the pool (zero-copy): the hardware
 * discards for want of a buffer and the pool reports depletion; once the
 * buffers come back, reception resumes by itself, without a restart.
 */
static void
test_exhaustion_and_recovery(void)
{
	uint16_t port = t_probe("net_dpaa2x0",
			      "hw_cpu=1,copybreak=0,gen_count=20000,gen_rate=200000");
	struct rte_mempool *pool = rte_pktmbuf_pool_create("exhaust", 512, 0, 0,
		RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY);
	struct rte_eth_conf conf = { 0 };
	struct rte_pmd_dpaa2x_audit a;
	uint64_t end, after = 0;
	unsigned int got, i;

	T_CHECK(pool != NULL);
	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, pool), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	T_EQ(rte_eth_dev_start(port), 0);
	/* every buffer ends up in the application's hands */
	got = hold_until(port, 512);
	T_EQ(got, 512);
	T_EQ(rte_mempool_avail_count(pool), 0);
	/* while it holds them, frames are discarded, none received */
	end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
	while (t_xstat(port, "hw_rx_no_buffer_discards") < 1000 && rte_get_timer_cycles() < end)
		T_EQ(rte_eth_rx_burst(port, 0, &held[got], 32), 0);
	T_CHECK(t_xstat(port, "hw_rx_no_buffer_discards") >= 1000);
	T_EQ(t_xstat(port, "bpool_free_buffers"), 0);
	T_EQ(t_xstat(port, "bpool_depletion_events"), 1);
	/* let go: reception resumes on its own until the generator is done */
	rte_pktmbuf_free_bulk(held, got);
	end = rte_get_timer_cycles() + 20 * rte_get_timer_hz();
	while (t_xstat(port, "wire_gen_frames") < 20000 && rte_get_timer_cycles() < end) {
		unsigned int k = rte_eth_rx_burst(port, 0, held, 32);

		rte_pktmbuf_free_bulk(held, k);
		after += k;
	}
	for (i = 0; i < 100; i++) {	/* what is still queued */
		unsigned int k = rte_eth_rx_burst(port, 0, held, 32);

		rte_pktmbuf_free_bulk(held, k);
		after += k;
		rte_delay_us_sleep(100);
	}
	/* more than the pool holds at once: its buffers went round again (a
	 * core taken away for the generator's last 0.1 s loses the rest to
	 * no-buffer discards, which the sums below count) */
	T_CHECK(after > 512);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(T_AUDIT_FRAMES(port, &a), 0);
	T_EQ(a.rx_offered, 20000);
	T_EQ(a.rx_delivered, 512 + after);
	T_EQ(a.rx_delivered + a.rx_no_buffer + a.rx_tail_drops + a.rx_stop_discards, 20000);
	T_EQ(a.rx_tail_drops, 0);
	T_EQ(t_xstat(port, "bpool_free_buffers"), 512);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	rte_mempool_free(pool);
}

static uint64_t
least(const uint64_t *v, uint16_t n)
{
	uint64_t m = UINT64_MAX;
	uint16_t i;

	for (i = 0; i < n; i++)
		m = RTE_MIN(m, v[i]);
	return m;
}

/*
 * Lifecycle churn while the generator runs: stop/start, queue count, MTU,
 * promiscuous mode and copybreak change every cycle (DPAA2X_CHURN_CYCLES,
 * default 1000). Every cycle receives frames on every queue (no stuck
 * queue) and ends with the audit; no memzone and no pool is left over.
 */
static void
test_lifecycle_churn(void)
{
	static const uint16_t nq[] = { 1, 4, 2, 3 };
	static const uint16_t mtu[] = { 1500, 9000, 68, 4000 };
	const char *env = getenv("DPAA2X_CHURN_CYCLES");
	unsigned int cycles = env != NULL ? (unsigned int)strtoul(env, NULL, 10) : 1000;
	unsigned int mz0 = t_memzones(), mz_max = 0, mz_late = 0;
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=1,gen_rate=400000,gen_size=64:700,gen_flows=64");
	struct rte_mempool *pool = rte_pktmbuf_pool_create("churn", 2048, 0, 0,
		RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY);
	uint64_t total = 0;
	unsigned int cycle;
	int failures_before = t_failures;

	T_CHECK(pool != NULL);
	for (cycle = 0; cycle < cycles && t_failures == failures_before; cycle++) {
		struct rte_eth_conf conf = { 0 };
		uint16_t n = nq[cycle % 4], q;
		uint64_t per_q[4] = { 0 }, end;
		struct rte_pmd_dpaa2x_audit a;
		uint32_t cb = (cycle * 37) % 1600;

		conf.rxmode.mq_mode = RTE_ETH_MQ_RX_RSS;
		conf.rx_adv_conf.rss_conf.rss_hf = RTE_ETH_RSS_IP | RTE_ETH_RSS_UDP;
		conf.rxmode.offloads = RTE_ETH_RX_OFFLOAD_SCATTER;	/* MTU 9000 */
		T_EQ(rte_eth_dev_configure(port, n, n, &conf), 0);
		for (q = 0; q < n; q++) {
			T_EQ(rte_eth_rx_queue_setup(port, q, 512, SOCKET_ID_ANY, NULL, pool), 0);
			T_EQ(rte_eth_tx_queue_setup(port, q, 512, SOCKET_ID_ANY, NULL), 0);
		}
		T_EQ(rte_eth_stats_reset(port), 0);
		T_EQ(rte_eth_dev_set_mtu(port, mtu[cycle % 4]), 0);
		T_EQ(rte_eth_dev_start(port), 0);
		if (cycle % 3 == 0)
			T_EQ(rte_eth_promiscuous_enable(port), 0);
		else
			T_EQ(rte_eth_promiscuous_disable(port), 0);
		T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, cb), 0);
		/* every queue receives: 64 flows spread over them by RSS */
		end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
		for (q = 0; rte_get_timer_cycles() < end; q = (q + 1) % n) {
			unsigned int k = rte_eth_rx_burst(port, q, held, 32);

			rte_pktmbuf_free_bulk(held, k);
			per_q[q] += k;
			if (q == n - 1 && least(per_q, n) >= 8)
				break;
		}
		for (q = 0; q < n; q++)
			if (per_q[q] == 0)
				T_FAIL_AT("cycle %u: rx queue %u of %u received nothing", cycle, q, n);
		T_EQ(rte_eth_dev_stop(port), 0);
		if (T_AUDIT_FRAMES(port, &a) == 0)
			total += a.rx_delivered;
		T_EQ(rte_mempool_avail_count(pool), 2048);
		/* small pools come and go with copybreak: bounded, no growth */
		mz_max = RTE_MAX(mz_max, t_memzones());
		if (cycle == cycles / 2)
			mz_late = mz_max;
	}
	T_EQ(cycle, cycles);
	printf("# churn: %u cycles, %" PRIu64 " frames received, at most %u memzones\n",
	       cycle, total, mz_max);
	T_EQ(mz_max, mz_late);		/* the second half made none more */
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	rte_mempool_free(pool);
	T_EQ(t_memzones(), mz0);
}

int
main(int argc, char **argv)
{
	(void)argc;
	t_eal_init(argv[0], NULL);
	/* ethdev's shared data memzone stays from the first probe on */
	t_probe("net_dpaa2x9", "hw_cpu=1,gen=off");
	T_EQ(rte_vdev_uninit("net_dpaa2x9"), 0);
	/* each case probes its ports before it makes its pool: the platform's
	 * mempool ops are then BMan's */
	T_RUN(test_overload_tail_drop);
	T_RUN(test_overload_no_buffer);
	T_RUN(test_exhaustion_and_recovery);
	T_RUN(test_lifecycle_churn);
	return t_done();
}
