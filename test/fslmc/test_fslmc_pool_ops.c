/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The platform mempool ops on backend=fslmc. DPDK's fslmc bus makes its
 * dpaa2 ops the platform ops at its scan, when it creates its first dpbp
 * object (mempool/dpaa2's dpaa2_create_dpbp_device), before any vdev
 * probes: the probe's own attempt finds them taken (-EEXIST). Without
 * --mbuf-pool-ops-name=dpaa2x the probe says so once, naming the option,
 * and an Rx queue refuses another pool with the same advice; with the
 * user's ops dpaa2x nothing is said and rte_pktmbuf_pool_create() makes
 * pools the port receives into.
 */

#include <errno.h>
#include <string.h>

#include <rte_bus_vdev.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>
#include <rte_mbuf_pool_ops.h>

#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_log.h"
#include "t_port.h"

#define WARN_LOG "net_dpaa2x: net_dpaa2x0: the platform mempool ops are 'dpaa2' (the fslmc " \
	"bus's): rte_pktmbuf_pool_create() makes pools dpaa2x cannot receive into; give " \
	"the EAL option --mbuf-pool-ops-name=dpaa2x"

/* The bus's ops taken, the user's not given: warned once; a pool of other
 * ops refused by Rx with the option named. */
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
	T_CONTAINS(t_log_text(), WARN_LOG);
	T_EQ(strcmp(rte_mbuf_best_mempool_ops(), "dpaa2"), 0);
	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	t_log_clear();
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, ring), -EINVAL);
	T_CONTAINS(t_log_text(), "port 0 rx queue 0: mempool ring uses ops 'ring_mp_mc'; "
		   "dpaa2x receives only into pools with ops 'dpaa2x' (give the EAL option "
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
	T_RUN(test_user_ops_dpaa2x);
	t_log_release();
	return t_done();
}
