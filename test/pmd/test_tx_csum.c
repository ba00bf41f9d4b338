/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Tx checksum offloads, stepped (hw_cpu=step: exact counts). Every frame
 * is sent with a wrong IPv4 header checksum and a wrong L4 checksum (UDP's
 * sum, SCTP's CRC32c), or as GRE with wrong outer and inner IPv4 sums, so
 * only WRIOP's Tx checksum generation (dpni_set_offload, turned on by
 * txmode.offloads at start) can make them right, and only the outer.
 *   test_tx_csum rx        the default DPL's wire: the tester's sink counts
 *                          the sums bad with the offloads off, good with
 *                          them on (xstats wire_sink_*_csum_*)
 *   test_tx_csum tx DTB    on the loopback DPL: the frames come back, copied
 *                          (copybreak) and zero-copy, with the Rx checksum
 *                          flags bad or good and the fields as computed
 */

#include <stddef.h>
#include <string.h>

#include <rte_ethdev.h>
#include <rte_hash_crc.h>
#include <rte_ip.h>
#include <rte_mbuf.h>
#include <rte_sctp.h>
#include <rte_udp.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_port.h"

#define NB_MBUF	2048
#define N	32
#define TX_CSUM	(RTE_ETH_TX_OFFLOAD_IPV4_CKSUM | RTE_ETH_TX_OFFLOAD_UDP_CKSUM)
#define TX_SCTP	(RTE_ETH_TX_OFFLOAD_IPV4_CKSUM | RTE_ETH_TX_OFFLOAD_SCTP_CKSUM)
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

enum kind { UDP, SCTP, GRE };

/* SCTP's CRC32c of an SCTP packet (at most 64 bytes), its field taken as
 * 0, by DPDK's CRC32c over an aligned copy (rte_hash_crc() loads 8 bytes
 * at a time): the value the field holds, little-endian (RFC 9260,
 * appendix B). */
static uint32_t
sctp_crc(const struct rte_sctp_hdr *h, uint32_t len)
{
	uint64_t copy[8];

	T_CHECK(len <= sizeof(copy));
	memcpy(copy, h, len);
	memset((uint8_t *)copy + offsetof(struct rte_sctp_hdr, cksum), 0, 4);
	return ~rte_hash_crc(copy, len, 0xffffffff);
}

/* An IPv4 header of `tot` bytes in all to proto, its sum wrong. */
static void
bad_ipv4(struct rte_ipv4_hdr *ip, uint16_t tot, uint8_t proto)
{
	memset(ip, 0, sizeof(*ip));
	ip->version_ihl = 0x45;
	ip->total_length = rte_cpu_to_be_16(tot);
	ip->time_to_live = 64;
	ip->next_proto_id = proto;
	ip->src_addr = rte_cpu_to_be_32(0x0a000001);
	ip->dst_addr = rte_cpu_to_be_32(0x0a000002);
	ip->hdr_checksum = (uint16_t)~rte_ipv4_cksum(ip);	/* wrong */
}

/* A 60-byte frame to the port's own MAC: IPv4/UDP or IPv4/SCTP with both
 * sums wrong, or IPv4/GRE/IPv4 with both IPv4 sums wrong. */
static struct rte_mbuf *
bad_sum_frame(uint16_t port, enum kind k)
{
	static const uint8_t proto[] = { IPPROTO_UDP, IPPROTO_SCTP, IPPROTO_GRE };
	struct rte_mbuf *m = rte_pktmbuf_alloc(mp);
	struct rte_ether_hdr *eh;
	struct rte_ipv4_hdr *ip;
	void *l4;

	T_CHECK(m != NULL);
	eh = (struct rte_ether_hdr *)rte_pktmbuf_append(m, 60);
	memset(eh, 0x5a, 60);
	rte_eth_macaddr_get(port, &eh->dst_addr);
	eh->ether_type = rte_cpu_to_be_16(RTE_ETHER_TYPE_IPV4);
	ip = (struct rte_ipv4_hdr *)(eh + 1);
	bad_ipv4(ip, 46, proto[k]);
	l4 = ip + 1;
	if (k == UDP) {
		struct rte_udp_hdr *udp = l4;

		udp->dgram_len = rte_cpu_to_be_16(26);
		udp->dgram_cksum = 0;
		udp->dgram_cksum = (uint16_t)(rte_ipv4_udptcp_cksum(ip, udp) + 1); /* wrong */
	} else if (k == SCTP) {
		struct rte_sctp_hdr *h = l4;

		h->cksum = ~sctp_crc(h, 26);	/* wrong */
	} else {	/* GRE base header, then 22 bytes of an inner IPv4 header */
		uint16_t gre[2] = { 0, rte_cpu_to_be_16(RTE_ETHER_TYPE_IPV4) };

		memcpy(l4, gre, sizeof(gre));
		bad_ipv4((struct rte_ipv4_hdr *)((uint8_t *)l4 + 4), 22, IPPROTO_UDP);
	}
	return m;
}

static void
send_bad(uint16_t port, enum kind k)
{
	struct rte_mbuf *pkts[N];
	unsigned int i;

	for (i = 0; i < N; i++)
		pkts[i] = bad_sum_frame(port, k);
	T_EQ(rte_eth_tx_burst(port, 0, pkts, N), N);
	t_steps_until_idle();
}

/* The sink sees the sums as sent: bad with the offloads off, good on; it
 * checks a GRE frame's outer IPv4 sum and no L4 sum (the parser stops at
 * GRE, as WRIOP's Tx checksum generation does). */
static void
test_sink_counts(void)
{
	/* offloads: the sink's counts of the N frames sent with wrong sums */
	static const struct {
		enum kind k; uint64_t tx; uint64_t ip_good, ip_bad, l4_good, l4_bad;
	} c[] = {
		{ UDP, 0, 0, N, 0, N },				/* sent as they are */
		{ UDP, TX_CSUM, N, 0, N, 0 },			/* WRIOP makes both */
		{ UDP, RTE_ETH_TX_OFFLOAD_IPV4_CKSUM, N, 0, 0, N }, /* the UDP sum as sent */
		{ SCTP, 0, 0, N, 0, N },
		{ SCTP, TX_SCTP, N, 0, N, 0 },			/* the CRC32c made */
		{ SCTP, TX_CSUM, N, 0, N, 0 },			/* one L4 switch */
		{ GRE, 0, 0, N, 0, 0 },
		{ GRE, RTE_ETH_TX_OFFLOAD_OUTER_IPV4_CKSUM, N, 0, 0, 0 },
	};
	unsigned int i;

	for (i = 0; i < RTE_DIM(c); i++) {
		uint16_t port = port_up("hw_cpu=step,gen=off", c[i].tx);

		send_bad(port, c[i].k);
		T_EQ(t_xstat(port, "wire_sink_ipv4_csum_good"), c[i].ip_good);
		T_EQ(t_xstat(port, "wire_sink_ipv4_csum_bad"), c[i].ip_bad);
		T_EQ(t_xstat(port, "wire_sink_l4_csum_good"), c[i].l4_good);
		T_EQ(t_xstat(port, "wire_sink_l4_csum_bad"), c[i].l4_bad);
		t_port_down("net_dpaa2x0", port);
	}
}

/* A good frame's sums are the ones computed here; a GRE frame's inner
 * IPv4 header is as it was sent (its sum still wrong). */
static void
check_sums(struct rte_mbuf *m, enum kind k)
{
	struct rte_ipv4_hdr *ip = rte_pktmbuf_mtod_offset(m, struct rte_ipv4_hdr *,
							  sizeof(struct rte_ether_hdr));
	uint16_t sum = ip->hdr_checksum;

	ip->hdr_checksum = 0;
	T_EQ(sum, rte_ipv4_cksum(ip));
	if (k == UDP)
		T_EQ(rte_ipv4_udptcp_cksum_verify(ip, ip + 1), 0);
	else if (k == SCTP)
		T_EQ(((struct rte_sctp_hdr *)(ip + 1))->cksum,
		     rte_cpu_to_le_32(sctp_crc((struct rte_sctp_hdr *)(ip + 1), 26)));
	else {
		struct rte_ipv4_hdr *in = (struct rte_ipv4_hdr *)((uint8_t *)(ip + 1) + 4);

		sum = in->hdr_checksum;
		in->hdr_checksum = 0;
		T_EQ((uint16_t)~sum, rte_ipv4_cksum(in));
	}
}

/* N frames back on the loopback: their Rx flags are `want`; with sums
 * made, the fields are the ones computed here. */
static void
loop_back(const char *copybreak, enum kind k, uint64_t tx_offloads, uint64_t want)
{
	char args[600];
	struct rte_mbuf *pkts[N];
	unsigned int i, got = 0;
	uint16_t port;

	snprintf(args, sizeof(args), "%s,copybreak=%s", loop_args, copybreak);
	port = port_up(args, tx_offloads);
	send_bad(port, k);
	for (i = 0; i < 1000 && got < N; i++) {
		rte_pmd_dpaa2x_hw_step(0);
		got += rte_eth_rx_burst(port, 0, pkts + got, (uint16_t)(N - got));
	}
	T_EQ(got, N);
	for (i = 0; i < got; i++) {
		T_EQ(pkts[i]->ol_flags & (RX_GOOD | RX_BAD), want);
		if (want == RX_GOOD || want == RTE_MBUF_F_RX_IP_CKSUM_GOOD)
			check_sums(pkts[i], k);
	}
	T_EQ(t_xstat(port, "rx_copybreak_packets") != 0, strcmp(copybreak, "0") != 0);
	rte_pktmbuf_free_bulk(pkts, got);
	t_steps_until_idle();
	t_port_down("net_dpaa2x0", port);
}

static void
test_loopback_flags(void)
{
	loop_back("512", UDP, 0, RX_BAD);
	loop_back("512", UDP, TX_CSUM, RX_GOOD);
	loop_back("0", UDP, TX_CSUM, RX_GOOD);
	loop_back("0", UDP, RTE_ETH_TX_OFFLOAD_TCP_CKSUM | RTE_ETH_TX_OFFLOAD_IPV4_CKSUM, RX_GOOD);
	/* SCTP: the CRC32c checked on Rx (RTE_ETH_RX_OFFLOAD_SCTP_CKSUM) */
	loop_back("512", SCTP, 0, RX_BAD);
	loop_back("512", SCTP, TX_SCTP, RX_GOOD);
	loop_back("0", SCTP, TX_SCTP, RX_GOOD);
	/* GRE: the outer sum only; no L4 verdict */
	loop_back("512", GRE, 0, RTE_MBUF_F_RX_IP_CKSUM_BAD);
	loop_back("0", GRE, RTE_ETH_TX_OFFLOAD_OUTER_IPV4_CKSUM, RTE_MBUF_F_RX_IP_CKSUM_GOOD);
}

/* What dev_info offers: per port (WRIOP has one switch per layer), the
 * L3 switch serving IPv4 and outer IPv4, the L4 one UDP, TCP and SCTP. */
static void
test_capa(void)
{
	const uint64_t tx = TX_CSUM | TX_SCTP | RTE_ETH_TX_OFFLOAD_TCP_CKSUM |
			    RTE_ETH_TX_OFFLOAD_OUTER_IPV4_CKSUM;
	uint16_t port = port_up("hw_cpu=step,gen=off", 0);
	struct rte_eth_dev_info info;

	T_EQ(rte_eth_dev_info_get(port, &info), 0);
	T_EQ(info.tx_offload_capa & tx, tx);
	T_EQ(info.tx_offload_capa & RTE_ETH_TX_OFFLOAD_OUTER_UDP_CKSUM, 0);
	T_EQ(info.rx_offload_capa & RTE_ETH_RX_OFFLOAD_SCTP_CKSUM, RTE_ETH_RX_OFFLOAD_SCTP_CKSUM);
	T_EQ(info.tx_queue_offload_capa & tx, 0);
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
