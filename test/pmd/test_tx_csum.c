/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Tx checksum offloads, stepped (hw_cpu=step: exact counts). Every frame
 * is sent with a wrong IPv4 header checksum and a wrong UDP checksum, so
 * only WRIOP's Tx checksum generation (dpni_set_offload, turned on by
 * txmode.offloads at start) can make them right.
 *   test_tx_csum rx        the default DPL's wire: the tester's sink counts
 *                          the sums bad with the offloads off, good with
 *                          them on (xstats wire_sink_*_csum_*)
 *   test_tx_csum tx DTB    on the loopback DPL: the frames come back, copied
 *                          (copybreak) and zero-copy, with the Rx checksum
 *                          flags bad or good and the fields as computed
 */

#include <string.h>

#include <rte_ethdev.h>
#include <rte_ip.h>
#include <rte_mbuf.h>
#include <rte_udp.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_port.h"

#define NB_MBUF	2048
#define N	32
#define TX_CSUM	(RTE_ETH_TX_OFFLOAD_IPV4_CKSUM | RTE_ETH_TX_OFFLOAD_UDP_CKSUM)
#define RX_GOOD	(RTE_MBUF_F_RX_IP_CKSUM_GOOD | RTE_MBUF_F_RX_L4_CKSUM_GOOD)
#define RX_BAD	(RTE_MBUF_F_RX_IP_CKSUM_BAD | RTE_MBUF_F_RX_L4_CKSUM_BAD)

static struct rte_mempool *mp;
static char loop_args[512];	/* tx: hw_cpu=step on the loopback DPL */

static uint16_t
port_up(const char *args, uint64_t tx_offloads)
{
	struct rte_eth_conf conf = { .txmode.offloads = tx_offloads,
				     .rxmode.offloads = RTE_ETH_RX_OFFLOAD_CHECKSUM };
	uint16_t port = t_probe("net_dpaa2x0", args);

	t_port_setup(port, &conf, 1, 1, mp);
	return port;
}

/* A 60-byte IPv4/UDP frame to the port's own MAC, both sums wrong. */
static struct rte_mbuf *
bad_sum_frame(uint16_t port)
{
	struct rte_mbuf *m = rte_pktmbuf_alloc(mp);
	struct rte_ether_hdr *eh;
	struct rte_ipv4_hdr *ip;
	struct rte_udp_hdr *udp;

	T_CHECK(m != NULL);
	eh = (struct rte_ether_hdr *)rte_pktmbuf_append(m, 60);
	memset(eh, 0x5a, 60);
	rte_eth_macaddr_get(port, &eh->dst_addr);
	eh->ether_type = rte_cpu_to_be_16(RTE_ETHER_TYPE_IPV4);
	ip = (struct rte_ipv4_hdr *)(eh + 1);
	memset(ip, 0, sizeof(*ip));
	ip->version_ihl = 0x45;
	ip->total_length = rte_cpu_to_be_16(46);
	ip->time_to_live = 64;
	ip->next_proto_id = IPPROTO_UDP;
	ip->src_addr = rte_cpu_to_be_32(0x0a000001);
	ip->dst_addr = rte_cpu_to_be_32(0x0a000002);
	ip->hdr_checksum = (uint16_t)~rte_ipv4_cksum(ip);	/* wrong */
	udp = (struct rte_udp_hdr *)(ip + 1);
	udp->src_port = rte_cpu_to_be_16(1000);
	udp->dst_port = rte_cpu_to_be_16(2000);
	udp->dgram_len = rte_cpu_to_be_16(26);
	udp->dgram_cksum = 0;
	udp->dgram_cksum = (uint16_t)(rte_ipv4_udptcp_cksum(ip, udp) + 1);	/* wrong */
	return m;
}

static void
send_bad(uint16_t port)
{
	struct rte_mbuf *pkts[N];
	unsigned int i;

	for (i = 0; i < N; i++)
		pkts[i] = bad_sum_frame(port);
	T_EQ(rte_eth_tx_burst(port, 0, pkts, N), N);
	t_steps_until_idle();
}

/* The sink sees the sums as sent: bad with the offloads off, good on. */
static void
test_sink_counts(void)
{
	/* offloads: the sink's counts of the N frames sent with wrong sums */
	static const struct { uint64_t tx; uint64_t ip_good, ip_bad, l4_good, l4_bad; } c[] = {
		{ 0, 0, N, 0, N },				/* sent as they are */
		{ TX_CSUM, N, 0, N, 0 },			/* WRIOP makes both */
		{ RTE_ETH_TX_OFFLOAD_IPV4_CKSUM, N, 0, 0, N },	/* the UDP sum as sent */
	};
	unsigned int i;

	for (i = 0; i < RTE_DIM(c); i++) {
		uint16_t port = port_up("hw_cpu=step,gen=off", c[i].tx);

		send_bad(port);
		T_EQ(t_xstat(port, "wire_sink_ipv4_csum_good"), c[i].ip_good);
		T_EQ(t_xstat(port, "wire_sink_ipv4_csum_bad"), c[i].ip_bad);
		T_EQ(t_xstat(port, "wire_sink_l4_csum_good"), c[i].l4_good);
		T_EQ(t_xstat(port, "wire_sink_l4_csum_bad"), c[i].l4_bad);
		t_port_down("net_dpaa2x0", port);
	}
}

/* N frames back on the loopback: their Rx flags are `want`; with sums
 * made, the fields are the ones computed here. */
static void
loop_back(const char *copybreak, uint64_t tx_offloads, uint64_t want)
{
	char args[600];
	struct rte_mbuf *pkts[N];
	unsigned int i, got = 0;
	uint16_t port;

	snprintf(args, sizeof(args), "%s,copybreak=%s", loop_args, copybreak);
	port = port_up(args, tx_offloads);
	send_bad(port);
	for (i = 0; i < 1000 && got < N; i++) {
		rte_pmd_dpaa2x_hw_step(0);
		got += rte_eth_rx_burst(port, 0, pkts + got, (uint16_t)(N - got));
	}
	T_EQ(got, N);
	for (i = 0; i < got; i++) {
		struct rte_ipv4_hdr *ip = rte_pktmbuf_mtod_offset(pkts[i], struct rte_ipv4_hdr *,
								  sizeof(struct rte_ether_hdr));
		uint16_t sum = ip->hdr_checksum;

		T_EQ(pkts[i]->ol_flags & (RX_GOOD | RX_BAD), want);
		ip->hdr_checksum = 0;
		if (want == RX_GOOD) {
			T_EQ(sum, rte_ipv4_cksum(ip));
			T_EQ(rte_ipv4_udptcp_cksum_verify(ip, ip + 1), 0);
		}
	}
	T_EQ(t_xstat(port, "rx_copybreak_packets") != 0, strcmp(copybreak, "0") != 0);
	rte_pktmbuf_free_bulk(pkts, got);
	t_steps_until_idle();
	t_port_down("net_dpaa2x0", port);
}

static void
test_loopback_flags(void)
{
	loop_back("512", 0, RX_BAD);
	loop_back("512", TX_CSUM, RX_GOOD);
	loop_back("0", TX_CSUM, RX_GOOD);
	loop_back("0", RTE_ETH_TX_OFFLOAD_TCP_CKSUM | RTE_ETH_TX_OFFLOAD_IPV4_CKSUM, RX_GOOD);
}

/* What dev_info offers: the three, per port (WRIOP has one switch each). */
static void
test_capa(void)
{
	uint16_t port = port_up("hw_cpu=step,gen=off", 0);
	struct rte_eth_dev_info info;

	T_EQ(rte_eth_dev_info_get(port, &info), 0);
	T_EQ(info.tx_offload_capa & (TX_CSUM | RTE_ETH_TX_OFFLOAD_TCP_CKSUM),
	     TX_CSUM | RTE_ETH_TX_OFFLOAD_TCP_CKSUM);
	T_EQ(info.tx_offload_capa & RTE_ETH_TX_OFFLOAD_SCTP_CKSUM, 0);
	T_EQ(info.tx_queue_offload_capa & TX_CSUM, 0);
	t_port_down("net_dpaa2x0", port);
}

static const struct t_case rx_cases[] = {
	T_CASE(test_capa),
	T_CASE(test_sink_counts),
};
static const struct t_case tx_cases[] = {
	T_CASE(test_loopback_flags),
};

T_RX_TX_MAIN(mp, NB_MBUF, loop_args, rx_cases, tx_cases)
