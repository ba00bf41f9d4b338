/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The ethdev operations behind rows of the features matrix that no other
 * case exercises, stepped (hw_cpu=step: exact counts): the MAC filter
 * (promiscuous, all-multicast, added unicast addresses, the multicast
 * list), RSS key update, firmware version and speed capabilities. Each
 * run of the generator sends 64 frames to one destination MAC; a frame
 * the filter refuses counts in hw_rx_filtered, the others are received.
 */

#include <errno.h>
#include <string.h>

#include <rte_ethdev.h>
#include <rte_ip.h>
#include <rte_mbuf.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_port.h"

#define NB_MBUF	2048
#define N	64
#define NQ	4

static struct rte_mempool *mp;

static uint16_t
port_up(const char *args, uint16_t nq)
{
	struct rte_eth_conf conf = {
		.rxmode.mq_mode = RTE_ETH_MQ_RX_RSS,
		.rx_adv_conf.rss_conf.rss_hf = RTE_ETH_RSS_IP | RTE_ETH_RSS_UDP,
	};
	uint16_t port = t_probe("net_dpaa2x0", args);

	t_port_setup(port, &conf, nq, 1, mp);
	return port;
}

/* Queue + 1 each flow (UDP source port) came on in a run, if recorded. */
static uint8_t *flow_queue;

/* The generator's UDP source port of a frame: its flow. */
static uint16_t
udp_src(const struct rte_mbuf *m)
{
	const uint8_t *p = rte_pktmbuf_mtod_offset(m, const uint8_t *,
		sizeof(struct rte_ether_hdr) + sizeof(struct rte_ipv4_hdr));

	return (uint16_t)(p[0] << 8 | p[1]);
}

/* One generator run received: frames per queue into got[] (may be NULL),
 * the RSS hash of the first frame of queue 0 into *hash (may be NULL),
 * each frame's queue by flow into flow_queue (if set); returns the frames
 * received. */
static unsigned int
run(uint16_t port, uint16_t nq, unsigned int got[], uint32_t *hash)
{
	struct rte_mbuf *pkts[32];
	unsigned int i, idle = 0, total = 0;
	uint16_t q, n, k;

	T_EQ(rte_pmd_dpaa2x_gen_start(port), 0);
	t_steps_until_idle();
	for (i = 0; i < 10000 && idle < 8; i++) {
		unsigned int brought = 0;

		rte_pmd_dpaa2x_hw_step(0);
		for (q = 0; q < nq; q++) {
			n = rte_eth_rx_burst(port, q, pkts, 32);
			if (hash != NULL && q == 0 && n > 0 && total == 0 && brought == 0)
				*hash = pkts[0]->hash.rss;
			for (k = 0; flow_queue != NULL && k < n; k++)
				flow_queue[udp_src(pkts[k])] = (uint8_t)(q + 1);
			rte_pktmbuf_free_bulk(pkts, n);
			if (got != NULL)
				got[q] += n;
			brought += n;
		}
		total += brought;
		idle = brought == 0 ? idle + 1 : 0;
	}
	T_CHECK(idle == 8);
	return total;
}

/* Frames received and filtered by one run, checked to add up to N. */
static unsigned int
received(uint16_t port)
{
	uint64_t f0 = t_xstat(port, "hw_rx_filtered");
	unsigned int got = run(port, 1, NULL, NULL);

	T_EQ(got + (t_xstat(port, "hw_rx_filtered") - f0), N);
	return got;
}

/* A multicast destination: all-multicast, or the address in the list. */
static void
test_multicast_filter(void)
{
	struct rte_ether_addr grp = {{ 0x01, 0x00, 0x5e, 0x00, 0x00, 0x01 }};
	struct rte_ether_addr other = {{ 0x01, 0x00, 0x5e, 0x00, 0x00, 0x02 }};
	struct rte_ether_addr uni = {{ 0x02, 0x00, 0x00, 0x00, 0x00, 0x42 }};
	struct rte_ether_addr many[17];
	uint16_t port = port_up("hw_cpu=step,gen_count=64,gen_burst=32,copybreak=0,"
				"gen_dst_mac=01:00:5e:00:00:01", 1);
	unsigned int i;

	T_EQ(received(port), 0);			/* not ours */
	T_EQ(rte_eth_allmulticast_enable(port), 0);
	T_EQ(received(port), N);
	T_EQ(rte_eth_allmulticast_disable(port), 0);
	T_EQ(received(port), 0);
	T_EQ(rte_eth_dev_set_mc_addr_list(port, &other, 1), 0);
	T_EQ(received(port), 0);			/* another group */
	T_EQ(rte_eth_dev_set_mc_addr_list(port, &grp, 1), 0);
	T_EQ(received(port), N);
	/* refused lists leave the one in force */
	for (i = 0; i < RTE_DIM(many); i++) {
		many[i] = other;
		many[i].addr_bytes[5] = (uint8_t)(i + 16);
	}
	T_EQ(rte_eth_dev_set_mc_addr_list(port, many, 17), -ENOSPC);
	T_EQ(rte_eth_dev_set_mc_addr_list(port, &uni, 1), -EINVAL);
	T_EQ(received(port), N);
	/* 15 unicast addresses and 1 group fill the 16 entries: a second
	 * group is refused, the first stays */
	for (i = 0; i < 15; i++) {
		many[i] = uni;
		many[i].addr_bytes[5] = (uint8_t)(0x50 + i);
		T_EQ(rte_eth_dev_mac_addr_add(port, &many[i], 0), 0);
	}
	many[15] = grp;
	many[16] = other;
	T_EQ(rte_eth_dev_set_mc_addr_list(port, &many[15], 2), -ENOSPC);
	T_EQ(received(port), N);
	T_EQ(rte_eth_dev_set_mc_addr_list(port, NULL, 0), 0);
	T_EQ(received(port), 0);
	t_port_down("net_dpaa2x0", port);
}

/* A unicast destination: an added address, promiscuous mode. */
static void
test_unicast_filter(void)
{
	struct rte_ether_addr uni = {{ 0x02, 0x00, 0x00, 0x00, 0x00, 0x42 }};
	uint16_t port = port_up("hw_cpu=step,gen_count=64,gen_burst=32,copybreak=0,"
				"gen_dst_mac=02:00:00:00:00:42", 1);

	T_EQ(received(port), 0);
	T_EQ(rte_eth_dev_mac_addr_add(port, &uni, 0), 0);
	T_EQ(received(port), N);
	T_EQ(rte_eth_dev_mac_addr_remove(port, &uni), 0);
	T_EQ(received(port), 0);
	T_EQ(rte_eth_promiscuous_enable(port), 0);
	T_EQ(received(port), N);
	T_EQ(rte_eth_promiscuous_disable(port), 0);
	T_EQ(received(port), 0);
	T_EQ(rte_eth_dev_default_mac_addr_set(port, &uni), 0);
	T_EQ(received(port), N);			/* the primary MAC now */
	t_port_down("net_dpaa2x0", port);
}

/* A new key moves flows to other queues and changes their hash (the
 * spread stays even: a Toeplitz hash is linear in the flow's bits); the
 * key reads back. */
static void
test_rss_key_update(void)
{
	uint16_t port = port_up("hw_cpu=step,gen_count=256,gen_burst=32,gen_flows=64,"
				"copybreak=0", NQ);
	unsigned int before[NQ] = { 0 }, after[NQ] = { 0 }, q, moved = 0, flows = 0;
	static uint8_t fq0[65536], fq1[65536];
	uint8_t key[40], back[40];
	struct rte_eth_rss_conf rc = {
		.rss_key = key, .rss_key_len = sizeof(key),
		.rss_hf = RTE_ETH_RSS_IP | RTE_ETH_RSS_UDP,
	};
	uint32_t h0 = 0, h1 = 0;

	unsigned int i;

	flow_queue = fq0;
	T_EQ(run(port, NQ, before, &h0), 256);
	for (q = 0; q < sizeof(key); q++)
		key[q] = (uint8_t)(q * 37 + 11);
	T_EQ(rte_eth_dev_rss_hash_update(port, &rc), 0);
	flow_queue = fq1;
	T_EQ(run(port, NQ, after, &h1), 256);
	flow_queue = NULL;
	for (i = 0; i < RTE_DIM(fq0); i++) {
		flows += fq0[i] != 0;
		moved += fq0[i] != 0 && fq1[i] != 0 && fq0[i] != fq1[i];
		T_EQ(fq0[i] != 0, fq1[i] != 0);		/* the same flows both times */
	}
	T_EQ(flows, 64);
	T_CHECK(moved > 0);
	T_CHECK(h0 != h1);
	for (q = 0; q < NQ; q++)
		T_EQ(before[q] + after[q], 128);	/* 16 flows of 4 frames a queue */
	memset(&rc, 0, sizeof(rc));
	rc.rss_key = back;
	rc.rss_key_len = sizeof(back);
	T_EQ(rte_eth_dev_rss_hash_conf_get(port, &rc), 0);
	T_EQ(memcmp(back, key, sizeof(key)), 0);
	T_EQ(rc.rss_hf, RTE_ETH_RSS_IP | RTE_ETH_RSS_UDP);
	rc.rss_key_len = 20;				/* not the 40 bytes */
	T_EQ(rte_eth_dev_rss_hash_update(port, &rc), -EINVAL);
	t_port_down("net_dpaa2x0", port);
}

/* The MC's version as firmware version, the DPL's link speed. */
static void
test_dev_info(void)
{
	uint16_t port = port_up("hw_cpu=step,gen=off", 1);
	struct rte_eth_dev_info info;
	char fw[64];

	T_EQ(rte_eth_dev_fw_version_get(port, fw, sizeof(fw)), 0);
	T_STREQ(fw, "emulated MC 10.37");
	T_EQ(rte_eth_dev_fw_version_get(port, fw, 4), (int)strlen("emulated MC 10.37") + 1);
	T_EQ(rte_eth_dev_info_get(port, &info), 0);
	T_EQ(info.speed_capa, RTE_ETH_LINK_SPEED_10G);
	t_port_down("net_dpaa2x0", port);
}

T_STEP_MAIN(mp, NB_MBUF,
	T_CASE(test_multicast_filter),
	T_CASE(test_unicast_filter),
	T_CASE(test_rss_key_update),
	T_CASE(test_dev_info))
