/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * VLAN, stepped (hw_cpu=step: exact counts).
 *   test_vlan rx        the generator's tagged frames (gen_vlan=100): the
 *                       TCI in every mbuf, copied or zero-copy, the tag
 *                       kept or stripped; the dpni's VLAN filter; QinQ
 *                       strip refused
 *   test_vlan tx DTB    on the loopback DPL: frames sent with TX_VLAN come
 *                       back tagged; a shared mbuf is refused, counted
 *   test_vlan size DTB  on vlan4.dtb: dpni@1's table of 4 entries, dpni@2
 *                       without one (no VLAN filter offered)
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <rte_ethdev.h>
#include <rte_mbuf.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_port.h"

#define NB_MBUF	2048
#define N	64

static struct rte_mempool *mp;
static char loop_args[512];	/* tx, size: hw_cpu=step on the DTB */

static uint16_t
port_up(const char *args, uint64_t rx_offloads)
{
	struct rte_eth_conf conf = { .rxmode.offloads = rx_offloads };
	uint16_t port = t_probe("net_dpaa2x0", args);

	t_port_setup(port, &conf, 1, 1, mp);
	return port;
}

/* The ethertype at offset 12 of m's frame. */
static uint16_t
type_at_12(const struct rte_mbuf *m)
{
	const uint8_t *p = rte_pktmbuf_mtod(m, const uint8_t *);

	return (uint16_t)(p[12] << 8 | p[13]);
}

/* Every frame tagged 100: the TCI read, the tag kept or stripped. */
static void
check_tagged(struct rte_mbuf **pkts, unsigned int n, bool stripped)
{
	uint64_t want = RTE_MBUF_F_RX_VLAN | (stripped ? RTE_MBUF_F_RX_VLAN_STRIPPED : 0);
	unsigned int i;

	for (i = 0; i < n; i++) {
		T_EQ(pkts[i]->ol_flags & (RTE_MBUF_F_RX_VLAN | RTE_MBUF_F_RX_VLAN_STRIPPED |
					  RTE_MBUF_F_RX_QINQ), want);
		T_EQ(pkts[i]->vlan_tci, 100);
		T_EQ(pkts[i]->packet_type & RTE_PTYPE_L2_MASK, RTE_PTYPE_L2_ETHER_VLAN);
		T_EQ(type_at_12(pkts[i]), stripped ? RTE_ETHER_TYPE_IPV4 : RTE_ETHER_TYPE_VLAN);
		T_EQ(pkts[i]->pkt_len, stripped ? 56u : 60u);	/* 64 with FCS, tag 4 */
		T_EQ(pkts[i]->data_len, pkts[i]->pkt_len);
	}
}

/* Copied (copybreak 512) and zero-copy (0) frames alike, tag kept or
 * stripped, the strip switched at run time. */
static void
test_rx_tci_and_strip(void)
{
	static const char *const args[] = {
		"hw_cpu=step,gen_count=64,gen_burst=64,gen_vlan=100,copybreak=512",
		"hw_cpu=step,gen_count=64,gen_burst=64,gen_vlan=100,copybreak=0",
	};
	struct rte_mbuf *pkts[N];
	unsigned int a;
	uint16_t port;

	for (a = 0; a < RTE_DIM(args); a++) {
		port = port_up(args[a], 0);
		T_EQ(t_step_receive(port, pkts, N), N);
		check_tagged(pkts, N, false);
		rte_pktmbuf_free_bulk(pkts, N);
		T_EQ(t_xstat(port, a == 0 ? "rx_copybreak_packets" : "rx_zerocopy_packets"), N);
		T_EQ(rte_eth_dev_set_vlan_offload(port, RTE_ETH_VLAN_STRIP_OFFLOAD), 0);
		T_EQ(rte_pmd_dpaa2x_gen_start(port), 0);
		T_EQ(t_step_receive(port, pkts, N), N);
		check_tagged(pkts, N, true);
		rte_pktmbuf_free_bulk(pkts, N);
		t_port_down("net_dpaa2x0", port);
	}
	/* strip from the configuration */
	port = port_up(args[1], RTE_ETH_RX_OFFLOAD_VLAN_STRIP);
	T_EQ(t_step_receive(port, pkts, N), N);
	check_tagged(pkts, N, true);
	rte_pktmbuf_free_bulk(pkts, N);
	t_port_down("net_dpaa2x0", port);
}

/* Frames received and filtered by one generator run, adding up to N. */
static unsigned int
run(uint16_t port)
{
	struct rte_mbuf *pkts[N];
	uint64_t f0 = t_xstat(port, "hw_rx_filtered");
	unsigned int got;

	T_EQ(rte_pmd_dpaa2x_gen_start(port), 0);
	got = t_step_receive(port, pkts, N);
	rte_pktmbuf_free_bulk(pkts, got);
	t_steps_until_idle();
	T_EQ(got + (t_xstat(port, "hw_rx_filtered") - f0), N);
	return got;
}

/* The dpni's VLAN table: tagged frames need their VID in it, untagged
 * ones pass; 16 entries; QinQ strip is not offered. */
static void
test_vlan_filter(void)
{
	uint16_t port = port_up("hw_cpu=step,gen_count=64,gen_burst=64,gen_vlan=100,"
				"gen_delay=60000", RTE_ETH_RX_OFFLOAD_VLAN_FILTER);
	uint16_t vid;

	T_EQ(run(port), 0);
	T_EQ(rte_eth_dev_vlan_filter(port, 100, 1), 0);
	T_EQ(run(port), N);
	T_EQ(rte_eth_dev_vlan_filter(port, 100, 0), 0);
	T_EQ(run(port), 0);
	for (vid = 200; vid < 216; vid++)
		T_EQ(rte_eth_dev_vlan_filter(port, vid, 1), 0);
	T_EQ(rte_eth_dev_vlan_filter(port, 100, 1), -ENOSPC);
	T_EQ(run(port), 0);
	T_EQ(rte_eth_dev_set_vlan_offload(port, 0), 0);	/* filter off */
	T_EQ(run(port), N);
	T_EQ(rte_eth_dev_vlan_filter(port, 100, 1), -ENOSYS);	/* ethdev: filter off */
	T_EQ(rte_eth_dev_set_vlan_offload(port, RTE_ETH_QINQ_STRIP_OFFLOAD), -EINVAL);
	t_port_down("net_dpaa2x0", port);
	/* untagged frames pass the filter */
	port = port_up("hw_cpu=step,gen_count=64,gen_burst=64,gen_delay=60000",
		       RTE_ETH_RX_OFFLOAD_VLAN_FILTER);
	T_EQ(run(port), N);
	t_port_down("net_dpaa2x0", port);
}

/*
 * "size DTB": the VLAN table's size is the dpni's attribute
 * vlan_filter_entries (its DPL; vlan4.dtb: 4 on dpni@1, 0 on dpni@2): a
 * fifth VID refused, and no VLAN filter offered by a dpni without a
 * table, as net_dpaa2. A process has one DPL: a run of its own.
 */
static void
test_vlan_table_size(void)
{
	struct rte_eth_conf conf = {
		.rxmode.offloads = RTE_ETH_RX_OFFLOAD_VLAN_FILTER,
	};
	struct rte_eth_dev_info info;
	char args[640];
	uint16_t port, vid;

	snprintf(args, sizeof(args), "%s,gen_count=64,gen_burst=64,gen_vlan=100,"
		 "gen_delay=60000", loop_args);
	port = port_up(args, RTE_ETH_RX_OFFLOAD_VLAN_FILTER);
	for (vid = 200; vid < 204; vid++)
		T_EQ(rte_eth_dev_vlan_filter(port, vid, 1), 0);
	T_EQ(rte_eth_dev_vlan_filter(port, 100, 1), -ENOSPC);
	T_EQ(run(port), 0);
	T_EQ(rte_eth_dev_vlan_filter(port, 203, 0), 0);
	T_EQ(rte_eth_dev_vlan_filter(port, 100, 1), 0);
	T_EQ(run(port), N);
	t_port_down("net_dpaa2x0", port);
	snprintf(args, sizeof(args), "%s,gen=off,dpni=2", loop_args);
	port = t_probe("net_dpaa2x0", args);
	T_EQ(rte_eth_dev_info_get(port, &info), 0);
	T_EQ(info.rx_offload_capa & RTE_ETH_RX_OFFLOAD_VLAN_FILTER, 0);
	T_EQ(info.rx_offload_capa & RTE_ETH_RX_OFFLOAD_VLAN_STRIP,
	     RTE_ETH_RX_OFFLOAD_VLAN_STRIP);
	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), -EINVAL);	/* ethdev's check */
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/* TX_VLAN: the frames come back with the tag; a shared mbuf is refused. */
static void
test_tx_insert(void)
{
	uint16_t port = port_up(loop_args, 0);
	struct rte_mbuf *pkts[32], *shared;
	unsigned int i, got = 0;

	for (i = 0; i < 32; i++) {
		pkts[i] = t_frame_to_self(port, mp, RTE_ETHER_TYPE_IPV4);
		pkts[i]->ol_flags |= RTE_MBUF_F_TX_VLAN;
		pkts[i]->vlan_tci = 200;
	}
	T_EQ(rte_eth_tx_burst(port, 0, pkts, 32), 32);
	for (i = 0; i < 1000 && got < 32; i++) {
		rte_pmd_dpaa2x_hw_step(0);
		got += rte_eth_rx_burst(port, 0, pkts + got, (uint16_t)(32 - got));
	}
	T_EQ(got, 32);
	for (i = 0; i < got; i++) {
		T_EQ(pkts[i]->ol_flags & RTE_MBUF_F_RX_VLAN, RTE_MBUF_F_RX_VLAN);
		T_EQ(pkts[i]->vlan_tci, 200);
		T_EQ(pkts[i]->pkt_len, 64u);
		T_EQ(type_at_12(pkts[i]), RTE_ETHER_TYPE_VLAN);
	}
	rte_pktmbuf_free_bulk(pkts, got);
	shared = t_frame_to_self(port, mp, RTE_ETHER_TYPE_IPV4);
	shared->ol_flags |= RTE_MBUF_F_TX_VLAN;
	rte_mbuf_refcnt_update(shared, 1);
	T_EQ(rte_eth_tx_burst(port, 0, &shared, 1), 0);	/* stays ours */
	T_EQ(t_xstat(port, "tx_vlan_insert_refused"), 1);
	rte_pktmbuf_free(shared);
	rte_pktmbuf_free(shared);
	t_steps_until_idle();
	t_port_down("net_dpaa2x0", port);
}

static const struct t_case rx_cases[] = {
	T_CASE(test_rx_tci_and_strip),
	T_CASE(test_vlan_filter),
};
static const struct t_case tx_cases[] = {
	T_CASE(test_tx_insert),
};

static const struct t_case size_cases[] = {
	T_CASE(test_vlan_table_size),
};

T_RX_TX_MORE_MAIN(mp, NB_MBUF, loop_args, rx_cases, tx_cases, "size", size_cases)
