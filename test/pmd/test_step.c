/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * net_dpaa2x with hw_cpu=step: no engine thread, the emulated hardware
 * runs a pass per rte_pmd_dpaa2x_hw_step(0) (or when the driver waits for
 * it). Everything is deterministic here, so the pull-wait accounting
 * (xstats rx_pull_wait_cycles, rx_pull_waits) is checked exactly.
 */

#include <errno.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_port.h"

#define NB_MBUF	2048

static struct rte_mempool *mp;

static uint16_t
port_up(const char *args)
{
	struct rte_eth_conf conf = { 0 };
	uint16_t port = t_probe("net_dpaa2x0", args);

	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	T_EQ(rte_eth_dev_start(port), 0);
	return port;
}

/*
 * A pull the hardware has not done is waited for, and the wait is counted
 * apart from the driver's work. Stepped between bursts, the hardware has
 * every prefetched pull done in time: no further wait.
 */
static void
test_pull_wait_counted(void)
{
	uint16_t port = port_up("hw_cpu=step,gen_count=256,gen_burst=32,copybreak=0");
	uint64_t cycles;
	struct rte_mbuf *pkts[32];
	unsigned int got = 0, i;
	uint16_t n;

	T_EQ(t_xstat(port, "rx_pull_waits"), 0);
	T_EQ(t_xstat(port, "rx_pull_wait_cycles"), 0);
	/*
	 * The first burst issues a pull and waits for it (stepping the
	 * hardware): the pull ran before the generator's first frames, so
	 * the burst brings nothing and its wait is idle time.
	 */
	n = rte_eth_rx_burst(port, 0, pkts, 32);
	T_EQ(n, 0);
	T_EQ(t_xstat(port, "rx_pull_waits"), 1);
	T_EQ(t_xstat(port, "rx_pull_wait_cycles"), 0);
	cycles = t_xstat(port, "rx_pull_idle_wait_cycles");
	T_CHECK(cycles > 0);
	T_EQ(rte_pmd_dpaa2x_rx_wait_cycles(port, 0), cycles);
	for (i = 0; i < 1000 && got < 256; i++) {	/* stepped: no wait */
		rte_pmd_dpaa2x_hw_step(0);
		n = rte_eth_rx_burst(port, 0, pkts, 32);
		rte_pktmbuf_free_bulk(pkts, n);
		got += n;
	}
	T_EQ(got, 256);
	T_EQ(t_xstat(port, "rx_pull_waits"), 1);
	T_EQ(t_xstat(port, "rx_pull_idle_wait_cycles"), cycles);
	/* a burst that waits and brings frames: busy wait */
	T_EQ(rte_pmd_dpaa2x_gen_start(port), 0);
	rte_pmd_dpaa2x_hw_step(0);	/* frames queued; the open pull ran before them */
	n = rte_eth_rx_burst(port, 0, pkts, 32);	/* that pull's empty result */
	T_EQ(n, 0);
	n = rte_eth_rx_burst(port, 0, pkts, 32);	/* waits for the next pull: frames */
	T_EQ(n, 16);
	rte_pktmbuf_free_bulk(pkts, n);
	T_EQ(t_xstat(port, "rx_pull_waits"), 2);
	T_CHECK(t_xstat(port, "rx_pull_wait_cycles") > 0);
	t_steps_until_idle();
	T_EQ(rte_eth_dev_stop(port), 0);	/* the stop path steps what it waits for */
	T_AUDIT(port);
	T_EQ(t_xstat(port, "rx_stop_discards"), 256 - 16);
	T_EQ(rte_eth_stats_reset(port), 0);
	T_EQ(t_xstat(port, "rx_pull_waits"), 0);
	T_EQ(t_xstat(port, "rx_pull_wait_cycles"), 0);
	T_EQ(t_xstat(port, "rx_pull_idle_wait_cycles"), 0);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/* Stashing on and off: the same frames, the same counts (only the cache
 * state differs, which the cost benchmarks show). */
static void
test_stash_off_same_frames(void)
{
	static const char *const args[] = {
		"hw_cpu=step,gen_count=300,gen_size=64:1518,stash=off",
		"hw_cpu=step,gen_count=300,gen_size=64:1518,stash=on",
	};
	struct rte_pmd_dpaa2x_wire_stats ws;
	struct rte_mbuf *pkts[32];
	unsigned int a, got, i;
	uint16_t port, n, sent;

	for (a = 0; a < RTE_DIM(args); a++) {
		port = port_up(args[a]);
		for (i = 0, got = 0; i < 10000 && got < 300; i++) {
			rte_pmd_dpaa2x_hw_step(0);
			n = rte_eth_rx_burst(port, 0, pkts, 32);
			sent = rte_eth_tx_burst(port, 0, pkts, n);
			rte_pktmbuf_free_bulk(pkts + sent, n - sent);
			got += n;
		}
		T_EQ(got, 300);
		t_steps_until_idle();
		T_EQ(rte_pmd_dpaa2x_wire_stats_get(port, &ws), 0);
		T_EQ(ws.sink_frames, 300);	/* the sink checks every payload byte */
		T_EQ(ws.sink_corrupted, 0);
		T_EQ(ws.sink_lost, 0);
		T_EQ(rte_eth_dev_stop(port), 0);
		T_AUDIT(port);
		T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	}
}

/* rte_eth_rx_queue_count: frames in the FQ plus those a pull already took
 * and the driver has not handed up; the wait counter of one queue. */
static void
test_queue_count(void)
{
	uint16_t port = port_up("hw_cpu=step,gen_count=256,gen_burst=32,copybreak=0");
	struct rte_mbuf *pkts[32];
	uint16_t n;

	t_steps_until_idle();
	T_EQ(rte_eth_rx_queue_count(port, 0), 256);
	/* a pull of 16 (the driver stepped the hardware for it); the next
	 * one goes out, not done yet: it has taken nothing */
	n = rte_eth_rx_burst(port, 0, pkts, 20);
	T_EQ(n, 16);
	rte_pktmbuf_free_bulk(pkts, n);
	T_EQ(rte_eth_rx_queue_count(port, 0), 256 - 16);
	/* 4 of the second pull: its other 12 are held by the driver */
	n = rte_eth_rx_burst(port, 0, pkts, 4);
	T_EQ(n, 4);
	rte_pktmbuf_free_bulk(pkts, n);
	T_EQ(rte_eth_rx_queue_count(port, 0), 256 - 20);
	T_EQ(rte_pmd_dpaa2x_rx_wait_cycles(port, 0), t_xstat(port, "rx_pull_wait_cycles"));
	T_EQ(rte_pmd_dpaa2x_rx_wait_cycles(port, 1), 0);	/* no such queue */
	T_EQ(rte_pmd_dpaa2x_rx_wait_cycles(RTE_MAX_ETHPORTS, 0), 0);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(t_xstat(port, "rx_stop_discards"), 256 - 20);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/*
 * The emulated BMan/QMan commands' cycles of this thread: copies release
 * pool buffers (and take copy buffers), Tx enqueues; a burst that brings
 * nothing runs no command and adds nothing.
 */
static void
test_hw_cmd_cycles(void)
{
	uint16_t port = port_up("hw_cpu=step,gen_count=64,gen_burst=32,copybreak=512");
	struct rte_mbuf *pkts[32];
	uint64_t c0, c1, c2;
	uint16_t n, got = 0;
	unsigned int i;

	t_steps_until_idle();
	c0 = rte_pmd_dpaa2x_hw_cmd_cycles();
	n = rte_eth_rx_burst(port, 0, pkts, 32);
	T_EQ(n, 16);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), 16);
	c1 = rte_pmd_dpaa2x_hw_cmd_cycles();
	T_CHECK(c1 > c0);		/* 16 buffers released, copy buffers taken */
	T_EQ(rte_eth_tx_burst(port, 0, pkts, n), n);
	c2 = rte_pmd_dpaa2x_hw_cmd_cycles();
	T_CHECK(c2 > c1);		/* the enqueue */
	for (i = 0; i < 100 && got < 48; i++) {
		rte_pmd_dpaa2x_hw_step(0);
		n = rte_eth_rx_burst(port, 0, pkts, 32);
		rte_pktmbuf_free_bulk(pkts, n);
		got += n;
	}
	T_EQ(got, 48);
	t_steps_until_idle();
	c1 = rte_pmd_dpaa2x_hw_cmd_cycles();
	T_EQ(rte_eth_rx_burst(port, 0, pkts, 32), 0);
	T_EQ(rte_pmd_dpaa2x_hw_cmd_cycles(), c1);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/* The calling thread's commands since c0, by kind. */
static struct rte_pmd_dpaa2x_hw_cmd_counts
cmd_delta(const struct rte_pmd_dpaa2x_hw_cmd_counts *c0)
{
	struct rte_pmd_dpaa2x_hw_cmd_counts c;

	T_EQ(rte_pmd_dpaa2x_hw_cmd_counts(&c), 0);
	c.release_cmds -= c0->release_cmds;
	c.released_bufs -= c0->released_bufs;
	c.acquire_cmds -= c0->acquire_cmds;
	c.acquired_bufs -= c0->acquired_bufs;
	c.enqueue_cmds -= c0->enqueue_cmds;
	c.enqueued_fds -= c0->enqueued_fds;
	c.pull_cmds -= c0->pull_cmds;
	return c;
}

#define T_CMDS(d, rel, relb, enq, enqf, pull) do { \
	T_EQ((d).release_cmds, rel); T_EQ((d).released_bufs, relb); \
	T_EQ((d).enqueue_cmds, enq); T_EQ((d).enqueued_fds, enqf); \
	T_EQ((d).pull_cmds, pull); } while (0)

/* A copying port's first burst: 16 copies, the Rx pool's 16 buffers
 * released in 7, 7 and 2, two pulls; the commands since c0 (taken here). */
static struct rte_pmd_dpaa2x_hw_cmd_counts
first_copies(uint16_t port, struct rte_pmd_dpaa2x_hw_cmd_counts *c0, struct rte_mbuf **pkts)
{
	struct rte_pmd_dpaa2x_hw_cmd_counts d;

	t_steps_until_idle();
	T_EQ(rte_pmd_dpaa2x_hw_cmd_counts(c0), 0);
	T_EQ(rte_eth_rx_burst(port, 0, pkts, 32), 16);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), 16);
	d = cmd_delta(c0);
	T_CMDS(d, 3, 16, 0, 0, 2);
	return d;
}

/*
 * The thread's commands by kind, exactly. Zero-copy: the first burst
 * issues a pull, waits for it and sends the next one out before it uses
 * the first's 16 frames (double buffering), later bursts one pull each;
 * Tx is one enqueue of the burst's FDs, and no BMan command at all (WRIOP
 * Tx gives the buffers back). Copy-all: each burst's 16 pool buffers go
 * back in releases of 7, 7 and 2; the copies' mbufs come from the
 * mempool, whose cache takes them from BMan in acquires of up to 7.
 */
static void
test_hw_cmd_counts(void)
{
	uint16_t port = port_up("hw_cpu=step,gen_count=64,gen_burst=32,copybreak=0");
	struct rte_pmd_dpaa2x_hw_cmd_counts c0, d;
	struct rte_mbuf *pkts[32];
	uint16_t n;

	T_EQ(rte_pmd_dpaa2x_hw_cmd_counts(NULL), -EINVAL);
	t_steps_until_idle();
	T_EQ(rte_pmd_dpaa2x_hw_cmd_counts(&c0), 0);
	n = rte_eth_rx_burst(port, 0, pkts, 32);
	T_EQ(n, 16);
	d = cmd_delta(&c0);
	T_CMDS(d, 0, 0, 0, 0, 2);
	T_EQ(d.acquire_cmds, 0);
	T_EQ(rte_eth_tx_burst(port, 0, pkts, n), 16);
	d = cmd_delta(&c0);
	T_CMDS(d, 0, 0, 1, 16, 2);
	n = rte_eth_rx_burst(port, 0, pkts, 32);	/* the prefetched pull's 16 */
	T_EQ(n, 16);
	d = cmd_delta(&c0);
	T_CMDS(d, 0, 0, 1, 16, 3);
	T_EQ(d.acquire_cmds, 0);
	rte_pktmbuf_free_bulk(pkts, n);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);

	port = port_up("hw_cpu=step,gen_count=64,gen_burst=32,copybreak=512");
	d = first_copies(port, &c0, pkts);
	T_CHECK(d.acquired_bufs >= 16);		/* the copies' 16, and the cache's */
	T_CHECK(d.acquire_cmds * 7 >= d.acquired_bufs);
	rte_pktmbuf_free_bulk(pkts, n);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/*
 * Tx confirmation is off: a foreign mbuf goes out as a copy in the port's
 * Tx copy pool (256 buffers), and the original is back in its pool when
 * the burst returns. With the hardware not running, the 257th finds the
 * copy pool dry and stays the caller's; once the hardware has sent the
 * copies and released their buffers, it goes too. Nothing is pulled and
 * nothing confirmed.
 */
static void
test_tx_copy_pool_refills(void)
{
	struct rte_mempool *foreign = rte_pktmbuf_pool_create_by_ops("foreign", 512, 0, 0,
		RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY, "ring_mp_mc");
	uint16_t port = port_up("hw_cpu=step,gen=off");
	struct rte_mbuf *m[300];
	unsigned int i, sent = 0;
	uint16_t k;

	T_CHECK(foreign != NULL);
	T_EQ(rte_pktmbuf_alloc_bulk(foreign, m, 300), 0);
	for (i = 0; i < 300; i++)	/* 60 bytes to the broadcast address */
		memset(rte_pktmbuf_append(m[i], 60), 0xff, 60);
	while ((k = rte_eth_tx_burst(port, 0, &m[sent], (uint16_t)RTE_MIN(300 - sent, 32u))) > 0)
		sent += k;
	T_EQ(sent, 256);
	T_EQ(rte_mempool_avail_count(foreign), 512 - 44);
	T_EQ(t_xstat(port, "tx_copied_packets"), 256);
	t_steps_until_idle();		/* sent, the copies' buffers back in BMan */
	T_EQ(t_xstat(port, "hw_tx_frames"), 256);
	T_EQ(t_xstat(port, "hw_tx_confirmed"), 0);
	while (sent < 300 && (k = rte_eth_tx_burst(port, 0, &m[sent], 300 - sent)) > 0)
		sent += k;
	T_EQ(sent, 300);
	T_EQ(rte_mempool_avail_count(foreign), 512);
	t_steps_until_idle();
	T_EQ(t_xstat(port, "hw_tx_frames"), 300);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	rte_mempool_free(foreign);
}

/*
 * copy_pool=64: the copies come from a pool of 64 mbufs. While the
 * application holds all 64, the next frames go up zero-copy (counted as
 * rx_copy_pool_empty, never dropped); once it lets them go, copies again.
 */
static void
test_copy_pool_size(void)
{
	uint16_t port = port_up("hw_cpu=step,gen_count=100,gen_burst=100,copybreak=512,"
				"copy_pool=64");
	struct rte_mbuf *held[100];
	unsigned int i, got = 0;

	t_steps_until_idle();
	for (i = 0; i < 100 && got < 100; i++)
		got += rte_eth_rx_burst(port, 0, held + got, (uint16_t)(100 - got));
	T_EQ(got, 100);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), 64);
	T_EQ(t_xstat(port, "rx_copy_pool_empty"), 36);
	T_EQ(t_xstat(port, "rx_zerocopy_packets"), 36);
	rte_pktmbuf_free_bulk(held, got);
	T_EQ(rte_pmd_dpaa2x_gen_start(port), 0);
	t_steps_until_idle();
	for (i = 0, got = 0; i < 100 && got < 100; i++) {
		uint16_t n = rte_eth_rx_burst(port, 0, held, 32);

		rte_pktmbuf_free_bulk(held, n);	/* let go at once: copies */
		got += n;
	}
	T_EQ(got, 100);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), 164);
	T_EQ(t_xstat(port, "rx_copy_pool_empty"), 36);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/* The copy pool of the port (a dpaa2x_cb* mempool). */
static void
find_cb_pool(struct rte_mempool *mp, void *arg)
{
	if (strncmp(mp->name, "dpaa2x_cb", 9) == 0)
		*(struct rte_mempool **)arg = mp;
}

/*
 * copy_pool_cache=0: no per-lcore cache in front of the copy pool, so each
 * copy's mbuf comes straight from BMan, in the dpbp's order: a burst of 16
 * copies is 16 acquires of one buffer (Rx allocates each copy alone), and
 * freeing them releases exactly 16 (7, 7 and 2). The default cache (256)
 * takes more at the first copy, to keep.
 */
static void
test_copy_pool_cache(void)
{
	uint16_t port = port_up("hw_cpu=step,gen_count=64,gen_burst=32,copybreak=512,"
				"copy_pool=1024,copy_pool_cache=0");
	struct rte_pmd_dpaa2x_hw_cmd_counts c0, d;
	struct rte_mempool *cp = NULL;
	struct rte_mbuf *pkts[32];

	rte_mempool_walk(find_cb_pool, &cp);
	T_CHECK(cp != NULL);
	if (cp != NULL) {
		T_EQ(cp->size, 1024);
		T_EQ(cp->cache_size, 0);
	}
	d = first_copies(port, &c0, pkts);
	T_EQ(d.acquire_cmds, 16);	/* Rx takes each copy's mbuf alone */
	T_EQ(d.acquired_bufs, 16);	/* the copies' 16 and no more */
	rte_pktmbuf_free_bulk(pkts, 16);
	d = cmd_delta(&c0);
	T_EQ(d.release_cmds, 6);
	T_EQ(d.released_bufs, 32);	/* and the copies' 16 to BMan at once */
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);

	port = port_up("hw_cpu=step,gen_count=64,gen_burst=32,copybreak=512,copy_pool=1024");
	cp = NULL;
	rte_mempool_walk(find_cb_pool, &cp);
	T_CHECK(cp != NULL && cp->cache_size == 256);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/* The step call needs a port, and refuses to step an engine thread's SoC. */
static void
test_step_api(void)
{
	T_EQ(rte_pmd_dpaa2x_hw_step(0), -ENODEV);
	T_EQ(rte_vdev_init("net_dpaa2x0", "hw_cpu=1,gen=off"), 0);
	T_EQ(rte_pmd_dpaa2x_hw_step(0), -EINVAL);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

int
main(int argc, char **argv)
{
	uint16_t port;

	(void)argc;
	t_eal_init(argv[0], NULL);
	T_RUN(test_step_api);
	/* a first port brings up the SoC; pools made now are BMan pools */
	port = t_probe("net_dpaa2x9", "hw_cpu=step,gen=off,dpni=2");
	mp = rte_pktmbuf_pool_create("mp", NB_MBUF, 256, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				     SOCKET_ID_ANY);
	if (mp == NULL) {
		fprintf(stderr, "no mbuf pool: %s\n", rte_strerror(rte_errno));
		return 1;
	}
	(void)port;
	T_RUN(test_pull_wait_counted);
	T_RUN(test_stash_off_same_frames);
	T_RUN(test_queue_count);
	T_RUN(test_tx_copy_pool_refills);
	T_RUN(test_hw_cmd_cycles);
	T_RUN(test_hw_cmd_counts);
	T_RUN(test_copy_pool_size);
	T_RUN(test_copy_pool_cache);
	T_EQ(rte_vdev_uninit("net_dpaa2x9"), 0);
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF);
	rte_mempool_free(mp);
	return t_done();
}
