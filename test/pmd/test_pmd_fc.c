/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * test_pmd's link flow control cases (test_pmd.h): the application away
 * with and without 802.3x PAUSE, and the ethdev flow control calls. And
 * the refusal of a pool of ops named as DPDK's mempool/dpaa2's on the
 * emulated backend.
 */

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>
#include <rte_mempool.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_log.h"
#include "t_port.h"
#include "test_pmd.h"

static void
wait_gen_done(uint16_t port)
{
	struct rte_pmd_dpaa2x_wire_stats ws;
	uint64_t end = t_deadline(10);

	for (;;) {
		T_EQ(rte_pmd_dpaa2x_wire_stats_get(port, &ws), 0);
		if (!ws.gen_running)
			return;
		if (rte_get_timer_cycles() > end) {
			T_FAIL_AT("port %u: the generator did not finish in %u s (%" PRIu64
				  " sent)", port, 10 * T_BOUND_SCALE, ws.gen_frames);
			return;
		}
		rte_delay_us_sleep(100);
	}
}

/*
 * The application is away (a core taken by other work) while 3000 frames
 * come at 1 Mpps into a queue of 1024. Without flow control the rest is
 * tail-dropped. With Tx pause the port sends PAUSE at 768 frames and again
 * before it runs out, the tester holds the rest, and the application gets
 * every frame once it polls again.
 */
static void
away(bool fc, uint64_t *got)
{
	const char *args = "hw_cpu=1,gen_count=3000,gen_rate=1000000,gen_delay=0";
	uint16_t port = t_probe("net_dpaa2x0", args);
	struct rte_eth_conf conf = { 0 };

	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	if (fc)
		flow_ctrl_on(port);
	T_EQ(rte_eth_dev_start(port), 0);
	if (fc) {	/* held: a PAUSE, then its refresh, while nobody polls */
		wait_xstat(port, "wire_gen_pause_frames", 2);
		T_CHECK(t_xstat(port, "wire_gen_frames") < 3000);
		*got = rx_n(port, 1, 3000, NULL);
	} else {
		wait_gen_done(port);
		*got = rx_n(port, 1, 1024, NULL);
	}
	free_held((unsigned int)*got);
	stop_and_check(port, mp);
	if (fc) {
		T_EQ(t_xstat(port, "hw_rx_tail_drops"), 0);
		T_CHECK(t_xstat(port, "wire_gen_xon_frames") >= 1);
	} else {
		T_EQ(t_xstat(port, "hw_rx_tail_drops"), T_FSLMC ? 0 : 3000 - 1024); /* MC: no page 4 */
		T_EQ(t_xstat(port, "wire_gen_pause_frames"), 0);
	}
	T_EQ(t_xstat(port, "wire_gen_never_seen"), 3000);	/* none sent back */
	remove_port("net_dpaa2x0");
}

void
test_flow_control_app_away(void)
{
	uint64_t got;

	away(false, &got);
	T_EQ(got, 1024);
	away(true, &got);
	T_EQ(got, 3000);
}

/* flow_ctrl_get/set: modes, defaults, and the values refused by name. */
void
test_flow_control_api(void)
{
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=1,gen=off");
	static const enum rte_eth_fc_mode modes[] = { RTE_ETH_FC_TX_PAUSE, RTE_ETH_FC_RX_PAUSE,
						      RTE_ETH_FC_FULL, RTE_ETH_FC_NONE };
	struct rte_eth_fc_conf fc, bad;
	unsigned int i;

	T_EQ(rte_eth_dev_flow_ctrl_get(port, &fc), 0);
	T_EQ(fc.mode, RTE_ETH_FC_NONE);		/* off after probe */
	T_EQ(fc.high_water, 768);		/* 3/4 of the Rx queue (frames) */
	T_EQ(fc.low_water, 512);
	T_EQ(fc.pause_time, 0xffff);
	T_EQ(fc.send_xon, 1);
	T_EQ(fc.autoneg, 0);
	T_EQ(fc.mac_ctrl_frame_fwd, 0);
	for (i = 0; i < RTE_DIM(modes); i++) {
		fc.mode = modes[i];
		fc.high_water = 100 + i;
		fc.low_water = 0;		/* the default: below high_water */
		T_EQ(rte_eth_dev_flow_ctrl_set(port, &fc), 0);
		memset(&fc, 0xff, sizeof(fc));
		T_EQ(rte_eth_dev_flow_ctrl_get(port, &fc), 0);
		T_EQ(fc.mode, modes[i]);
		T_EQ(fc.high_water, 100 + i);
	}
	bad = fc;
	bad.high_water = 2000;
	t_log_clear();
	T_EQ(rte_eth_dev_flow_ctrl_set(port, &bad), -EINVAL);
	bad = fc;
	bad.low_water = 103;
	T_EQ(rte_eth_dev_flow_ctrl_set(port, &bad), -EINVAL);
	bad = fc;
	bad.autoneg = 1;
	T_EQ(rte_eth_dev_flow_ctrl_set(port, &bad), -ENOTSUP);
	bad = fc;
	bad.mac_ctrl_frame_fwd = 1;
	T_EQ(rte_eth_dev_flow_ctrl_set(port, &bad), -ENOTSUP);
	T_CONTAINS(t_log_text(), "port 0: flow control high_water 2000 is above the Rx queue depth "
		   "1024 (frames)");
	T_CONTAINS(t_log_text(), "port 0: flow control low_water 103 must be below high_water 103 "
		   "(frames)");
	T_CONTAINS(t_log_text(), "port 0: flow control with autoneg is not supported: the dpmac "
		   "has no autonegotiation");
	T_CONTAINS(t_log_text(), "port 0: flow control with mac_ctrl_frame_fwd is not supported: "
		   "the dpmac consumes MAC control frames");
	remove_port("net_dpaa2x0");
	/* devarg flow_ctrl: the mode from the probe on, for apps without a command */
	port = t_probe("net_dpaa2x0", "hw_cpu=1,gen=off,flow_ctrl=full");
	T_EQ(rte_eth_dev_flow_ctrl_get(port, &fc), 0);
	T_EQ(fc.mode, RTE_ETH_FC_FULL);
	T_EQ(fc.high_water, 768);
	remove_port("net_dpaa2x0");
}

/*
 * A pool of ops "dpaa2" on the emulated backend, which has no fslmc bus
 * (whose BMan DPDK's dpaa2 pools are in): refused by name at the Rx queue
 * setup of the configured port (test_bad_api_arguments). DPDK's own
 * mempool/dpaa2 (which EAL loads here too) makes no pool without the bus
 * ("DPAA2 pool not available!"), so the pool's ops are the ring's under
 * that name, set as rte_mempool_set_ops_byname() would (which finds
 * DPDK's first). On backend=fslmc such pools are adopted (board_mixed).
 */
void
test_pool_of_dpaa2_ops(uint16_t port)
{
#ifndef T_BACKEND_FSLMC
	struct rte_mempool_ops ops = { .name = "" };
	struct rte_pktmbuf_pool_private priv = {
		.mbuf_data_room_size = RTE_MBUF_DEFAULT_BUF_SIZE,
	};
	struct rte_mempool *p;
	unsigned int i;
	int idx;

	for (i = 0; i < rte_mempool_ops_table.num_ops; i++)
		if (strcmp(rte_mempool_ops_table.ops[i].name, "ring_mp_mc") == 0)
			ops = rte_mempool_ops_table.ops[i];
	snprintf(ops.name, sizeof(ops.name), "dpaa2");
	idx = rte_mempool_register_ops(&ops);
	T_CHECK(idx >= 0);
	p = rte_mempool_create_empty("dpaa2pool", 512, sizeof(struct rte_mbuf) +
				     RTE_MBUF_DEFAULT_BUF_SIZE, 0, sizeof(priv), SOCKET_ID_ANY, 0);
	T_NE(p, NULL);
	if (p == NULL || idx < 0)
		return;
	p->ops_index = idx;
	rte_pktmbuf_pool_init(p, &priv);
	T_EQ(rte_mempool_populate_default(p), 512);
	t_log_clear();
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, p), -EINVAL);
	T_CONTAINS(t_log_text(), "port 0 rx queue 0: mempool dpaa2pool uses DPDK's ops 'dpaa2', "
		   "pools of the fslmc bus's BMan, which backend=emulated does not have; dpaa2x "
		   "receives here only into pools with ops 'dpaa2x' (create the pool after "
		   "probing a dpaa2x port)");
	rte_mempool_free(p);
#else
	RTE_SET_USED(port);
#endif
}
