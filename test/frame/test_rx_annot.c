/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The PMD's reading of WRIOP's annotation (dpaa2x_rx_annot.h): the fast
 * path for untagged IPv4 UDP and TCP gives what the full FAF rules give,
 * for every combination of the bits either looks at, and the checksum
 * table gives what the FAS rules say for all 16 verdict bit patterns; the
 * FD's frc gates neither.
 */

#include <stdint.h>
#include <string.h>

#include "dpaa2x_test.h"
#include "dpaa2x_rx_annot.h"

static const uint64_t l2_bits[] = {
	DPAA2X_FAF_L2_ETH, DPAA2X_FAF_L2_VLAN_1, DPAA2X_FAF_L2_VLAN_N,
	DPAA2X_FAF_L2_PARSE_ERR,
};
static const uint64_t l3_bits[] = {
	DPAA2X_FAF_L3_IPV4_1, DPAA2X_FAF_L3_IPV6_1, DPAA2X_FAF_L3_IP_1_OPT,
	DPAA2X_FAF_L3_IP_1_MF, DPAA2X_FAF_L3_TCP, DPAA2X_FAF_L3_UDP, DPAA2X_FAF_L3_ICMP,
	DPAA2X_FAF_L3_SCTP,
};
#define N_L2	RTE_DIM(l2_bits)
#define N_L3	RTE_DIM(l3_bits)

static uint64_t
bits_of(const uint64_t *bits, unsigned int n, unsigned int pick)
{
	uint64_t v = 0;
	unsigned int i;

	for (i = 0; i < n; i++)
		if (pick & (1u << i))
			v |= bits[i];
	return v;
}

/* Every combination, with and without the header offsets a parse error
 * consults: the fast path and the full rules agree. */
static void
test_fast_path_is_the_rules(void)
{
	struct dpaa2x_hw_annot a;
	unsigned int p2, p3, off, udp = 0, n = 0;

	for (off = 0; off < 2; off++)
		for (p2 = 0; p2 < 1u << N_L2; p2++)
			for (p3 = 0; p3 < 1u << N_L3; p3++) {
				memset(&a, 0, sizeof(a));
				a.faf_l2 = bits_of(l2_bits, N_L2, p2);
				a.faf_l3 = bits_of(l3_bits, N_L3, p3);
				a.off_l3 = off ? 0 : ~0ull;	/* 0xff: no header found */
				if (dpaa2x_annot_ptype(&a) != dpaa2x_annot_ptype_all(&a))
					T_FAIL_AT("faf_l2 %#" PRIx64 " faf_l3 %#" PRIx64 ": fast %#x, "
						  "rules %#x", a.faf_l2, a.faf_l3,
						  dpaa2x_annot_ptype(&a), dpaa2x_annot_ptype_all(&a));
				n++;
				udp += dpaa2x_annot_ptype(&a) == (RTE_PTYPE_L2_ETHER |
					RTE_PTYPE_L3_IPV4 | RTE_PTYPE_L4_UDP);
			}
	T_EQ(n, 2u << (N_L2 + N_L3));
	/* Ethernet IPv4 UDP: untagged; without TCP, MF and options, IPv6,
	 * ICMP and SCTP either way (8 of 256 L3 patterns); no parse error (both
	 * offset cases), or one with the headers' offsets found: 8 * 3 */
	T_EQ(udp, 24u);
	memset(&a, 0, sizeof(a));
	a.faf_l2 = DPAA2X_FAF_L2_ETH;
	a.faf_l3 = DPAA2X_FAF_L3_IPV4_1 | DPAA2X_FAF_L3_TCP | DPAA2X_FAF_L3_UDP;
	T_EQ(dpaa2x_annot_ptype(&a), RTE_PTYPE_L2_ETHER | RTE_PTYPE_L3_IPV4 | RTE_PTYPE_L4_TCP);
	a.faf_l2 |= DPAA2X_FAF_L2_VLAN_1;
	T_EQ(dpaa2x_annot_ptype(&a),
	     RTE_PTYPE_L2_ETHER_VLAN | RTE_PTYPE_L3_IPV4 | RTE_PTYPE_L4_TCP);
	a.faf_l3 = DPAA2X_FAF_L3_IPV6_1 | DPAA2X_FAF_L3_SCTP;
	T_EQ(dpaa2x_annot_ptype(&a),
	     RTE_PTYPE_L2_ETHER_VLAN | RTE_PTYPE_L3_IPV6 | RTE_PTYPE_L4_SCTP);
	a.faf_l3 = DPAA2X_FAF_L3_IPV4_1 | DPAA2X_FAF_L3_GRE;	/* as net_dpaa2: no tunnel type */
	T_EQ(dpaa2x_annot_ptype(&a),
	     RTE_PTYPE_L2_ETHER_VLAN | RTE_PTYPE_L3_IPV4 | RTE_PTYPE_L4_NONFRAG);
}

/* The FAS rules, one verdict at a time: only what the parser verified. */
static uint64_t
cksum_rules(uint32_t st)
{
	uint64_t f = 0;

	if (st & DPAA2X_FAS_L3CV)
		f |= (st & DPAA2X_FAS_L3CE) ? RTE_MBUF_F_RX_IP_CKSUM_BAD :
			RTE_MBUF_F_RX_IP_CKSUM_GOOD;
	if (st & DPAA2X_FAS_L4CV)
		f |= (st & DPAA2X_FAS_L4CE) ? RTE_MBUF_F_RX_L4_CKSUM_BAD :
			RTE_MBUF_F_RX_L4_CKSUM_GOOD;
	return f;
}

static void
test_cksum_table(void)
{
	uint32_t st;

	for (st = 0; st < 16; st++) {
		T_EQ(dpaa2x_annot_ol_flags(st), cksum_rules(st));
		/* the other status bits change nothing */
		T_EQ(dpaa2x_annot_ol_flags(st | DPAA2X_FAS_PHE | DPAA2X_FAS_MC), cksum_rules(st));
	}
	T_EQ(dpaa2x_annot_ol_flags(0), 0);
	T_EQ(dpaa2x_annot_ol_flags(DPAA2X_FAS_L3CV | DPAA2X_FAS_L4CV),
	     RTE_MBUF_F_RX_IP_CKSUM_GOOD | RTE_MBUF_F_RX_L4_CKSUM_GOOD);
	T_EQ(dpaa2x_annot_ol_flags(DPAA2X_FAS_L3CV | DPAA2X_FAS_L3CE | DPAA2X_FAS_L4CE),
	     RTE_MBUF_F_RX_IP_CKSUM_BAD);
}

/*
 * The FD's frc does not gate the annotation (as DPDK's dpaa2_dev_rx_parse()
 * on LS2088A): with frc 0 and a valid annotation of an IPv4 UDP frame with
 * good sums, packet_type, the checksum flags and the RSS flag are all
 * there, the same as with FASV and FAPRV set.
 */
static void
test_frc_not_gating(void)
{
	static const uint32_t frcs[] = { 0, DPAA2X_FD_FRC_FASV, DPAA2X_FD_FRC_FAPRV,
					 DPAA2X_FD_FRC_FASV | DPAA2X_FD_FRC_FAPRV };
	union {
		struct dpaa2x_hw_annot a;
		uint8_t buf[256];
	} b;
	struct dpaa2x_fd fd;
	unsigned int i;
	uint32_t pt;

	memset(&b, 0, sizeof(b));
	b.a.faf_l2 = DPAA2X_FAF_L2_ETH;
	b.a.faf_l3 = DPAA2X_FAF_L3_IPV4_1 | DPAA2X_FAF_L3_UDP;
	b.a.fas.status = DPAA2X_FAS_L3CV | DPAA2X_FAS_L4CV;
	for (i = 0; i < RTE_DIM(frcs); i++) {
		memset(&fd, 0, sizeof(fd));
		fd.frc = frcs[i];
		pt = 0;
		T_EQ(dpaa2x_rx_annot(&fd, (uint64_t)(uintptr_t)b.buf, &pt),
		     RTE_MBUF_F_RX_IP_CKSUM_GOOD | RTE_MBUF_F_RX_L4_CKSUM_GOOD |
		     RTE_MBUF_F_RX_RSS_HASH);
		T_EQ(pt, RTE_PTYPE_L2_ETHER | RTE_PTYPE_L3_IPV4 | RTE_PTYPE_L4_UDP);
	}
	/* an annotation with nothing found: nothing named, whatever frc says */
	memset(&b, 0, sizeof(b));
	fd.frc = DPAA2X_FD_FRC_FASV | DPAA2X_FD_FRC_FAPRV;
	T_EQ(dpaa2x_rx_annot(&fd, (uint64_t)(uintptr_t)b.buf, &pt), 0);
	T_EQ(pt, RTE_PTYPE_UNKNOWN);
}

int
main(void)
{
	T_RUN(test_fast_path_is_the_rules);
	T_RUN(test_cksum_table);
	T_RUN(test_frc_not_gating);
	return t_done();
}
