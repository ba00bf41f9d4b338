/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The platform mempool ops on backend=fslmc. DPDK's fslmc bus makes its
 * dpaa2 ops the platform ops at its scan, when it creates its first dpbp
 * object (mempool/dpaa2's dpaa2_create_dpbp_device), before any vdev
 * probes: the probe's own attempt finds them taken (-EEXIST). Rx adopts
 * pools of those ops when DPDK's mempool/dpaa2 is in the process (EAL
 * loads Debian's drivers from its plugin folder): on the board the port
 * receives into one and sends from it, and the pool is whole after.
 * Without them and without --mbuf-pool-ops-name=dpaa2x the probe says so
 * once, naming the option; an Rx queue refuses a pool of other ops with
 * the same advice; with the user's ops dpaa2x nothing is said and
 * rte_pktmbuf_pool_create() makes pools the port receives into.
 */

#include <errno.h>
#include <stdbool.h>
#include <string.h>

#include <rte_bus_vdev.h>
#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>
#include <rte_mbuf_pool_ops.h>

#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_log.h"
#include "t_port.h"

/* (without DPDK's mempool/dpaa2, whose pools Rx would adopt) */
#define WARN_LOG "net_dpaa2x: net_dpaa2x0: the platform mempool ops are 'dpaa2' (the fslmc " \
	"bus's), not registered (DPDK's mempool/dpaa2 is not loaded): " \
	"rte_pktmbuf_pool_create() makes no pools dpaa2x can receive into; give the EAL " \
	"option --mbuf-pool-ops-name=dpaa2x"

/* DPDK's mempool/dpaa2 in this process: the bus's ops name ops that exist. */
static bool
dpaa2_ops_registered(void)
{
	unsigned int i;

	for (i = 0; i < rte_mempool_ops_table.num_ops; i++)
		if (strcmp(rte_mempool_ops_table.ops[i].name, "dpaa2") == 0)
			return true;
	return false;
}

/* The bus's ops taken, the user's not given: warned once unless DPDK's
 * dpaa2 ops are here; a pool of other ops refused by Rx with the option
 * named. */
static void
test_bus_ops_warned(void)
{
	struct rte_mempool *ring = rte_pktmbuf_pool_create_by_ops("ring", 512, 0, 0,
		RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY, "ring_mp_mc");
	struct rte_eth_conf conf = { 0 };
	uint16_t port;

	T_NE(ring, NULL);
	t_log_clear();
	port = t_probe("net_dpaa2x0", "dpni=1,gen=off");
	if (dpaa2_ops_registered())
		T_CHECK(strstr(t_log_text(), "the platform mempool ops are") == NULL);
	else
		T_CONTAINS(t_log_text(), WARN_LOG);
	T_EQ(strcmp(rte_mbuf_best_mempool_ops(), "dpaa2"), 0);
	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	t_log_clear();
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, ring), -EINVAL);
	T_CONTAINS(t_log_text(), "port 0 rx queue 0: mempool ring uses ops 'ring_mp_mc'; "
		   "dpaa2x receives only into pools with ops 'dpaa2x' or DPDK's 'dpaa2' (give "
		   "the EAL option "
		   "--mbuf-pool-ops-name=dpaa2x)");
	/* once: a second port's probe says nothing more */
	t_log_clear();
	t_probe("net_dpaa2x1", "dpni=300,gen=off");
	T_CHECK(strstr(t_log_text(), "the platform mempool ops are") == NULL);
	T_EQ(rte_vdev_uninit("net_dpaa2x1"), 0);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	rte_mempool_free(ring);
}

/* The user's ops dpaa2x (what --mbuf-pool-ops-name=dpaa2x sets): no word,
 * and the application's rte_pktmbuf_pool_create() pool receives. */
static void
test_user_ops_dpaa2x(void)
{
	struct rte_mempool *mp;
	uint16_t port;

	T_EQ(rte_mbuf_set_user_mempool_ops("dpaa2x"), 0);
	t_log_clear();
	port = t_probe("net_dpaa2x0", "dpni=1,gen=off");
	T_CHECK(strstr(t_log_text(), "the platform mempool ops are") == NULL);
	mp = rte_pktmbuf_pool_create("user", 1024, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE, 0);
	T_NE(mp, NULL);
	if (mp == NULL)
		return;
	T_EQ(strcmp(rte_mempool_get_ops(mp->ops_index)->name, "dpaa2x"), 0);
	t_port_start(port, mp);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	rte_mempool_free(mp);
}

#ifdef T_BACKEND_BOARD
/*
 * The bus's platform ops with DPDK's mempool/dpaa2 (loaded by EAL here):
 * rte_pktmbuf_pool_create() makes a dpaa2 pool on a dpbp of the board,
 * which the port's Rx queue adopts: 200 frames of the tester received
 * into it zero-copy (copybreak=0), each mbuf the pool's, sent back out by
 * the pool's BPID (no copy: WRIOP gives each buffer back to it), and the
 * pool holds all its mbufs again. Its free ends the adoption.
 */
static void
test_dpaa2_pool_adopted(void)
{
	struct rte_mempool *p = rte_pktmbuf_pool_create("dpaa2pool", 1024, 0, 0,
							RTE_MBUF_DEFAULT_BUF_SIZE, 0);
	struct rte_mbuf *pkts[32];
	unsigned int got = 0, foreign = 0;
	uint64_t end = t_deadline(120);
	uint16_t port, n, i, sent;

	T_NE(p, NULL);
	if (p == NULL)
		return;
	T_STREQ(rte_mempool_get_ops(p->ops_index)->name, "dpaa2");
	port = t_probe("net_dpaa2x0", "dpni=1,copybreak=0,gen_count=200,gen_rate=2000");
	t_port_start(port, p);
	while (got < 200 && rte_get_timer_cycles() < end) {
		n = rte_eth_rx_burst(port, 0, pkts, RTE_DIM(pkts));
		for (i = 0; i < n; i++)
			foreign += pkts[i]->pool != p;
		sent = rte_eth_tx_burst(port, 0, pkts, n);
		rte_pktmbuf_free_bulk(pkts + sent, n - sent);
		got += n;
	}
	T_EQ(got, 200);
	T_EQ(foreign, 0);
	T_EQ(t_xstat(port, "rx_zerocopy_packets"), 200);
	T_EQ(t_xstat(port, "tx_copied_packets"), 0);
	T_EQ(t_xstat(port, "tx_good_packets"), 200);
	/* WRIOP gives the sent buffers back to BMan as it sends them */
	end = t_deadline(60);
	while (rte_mempool_avail_count(p) != 1024 && rte_get_timer_cycles() < end)
		rte_delay_ms(10);
	T_EQ(rte_mempool_avail_count(p), 1024);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	rte_mempool_free(p);
}
#endif

int
main(int argc, char **argv)
{
	(void)argc;
	t_eal_init(argv[0], NULL);
#ifdef T_BACKEND_BOARD
	/* DPDK's own bus on the board (board_pool_ops) did it at its scan */
	T_STREQ(rte_mbuf_platform_mempool_ops(), "dpaa2");
#else
	/* what the bus does at its scan, before any probe */
	T_EQ(rte_mbuf_set_platform_mempool_ops("dpaa2"), 0);
#endif
	t_log_capture();
	T_RUN(test_bus_ops_warned);
#ifdef T_BACKEND_BOARD
	T_RUN(test_dpaa2_pool_adopted);
#endif
	T_RUN(test_user_ops_dpaa2x);
	t_log_release();
	return t_done();
}
