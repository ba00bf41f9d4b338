/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * WRIOP parser and distribution hash on hand-built frames: exact offsets
 * and flags, checksum verdicts, malformed headers, the RSS verification
 * suite, and a guard-page sweep that faults on any read past len.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_annot.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_test.h"
#include "frame/frame.h"
#include "frame_build.h"

#define F(x)	DPAA2X_PRS_##x
#define IP4(a, b, c, d)	((uint32_t)(a) << 24 | (b) << 16 | (c) << 8 | (d))

static const uint8_t mac_uc[6] = { 0x02, 0, 0, 0, 0, 0x01 };
static const uint8_t mac_bc[6] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
static const uint8_t mac_mc[6] = { 0x01, 0x00, 0x5e, 0x00, 0x00, 0x01 };
static uint8_t b[2048];
static struct dpaa2x_annot an;

/* Ethernet (+tags) + IPv4 + UDP with plen payload bytes; returns length. */
static uint32_t
udp4(const uint16_t *tpid, int ntags, uint32_t plen)
{
	uint32_t l3 = put_eth(b, mac_uc, tpid, ntags, 0x0800);
	uint32_t l4 = l3 + 20, i;

	put_ipv4(b, l3, 5, 17, (uint16_t)(28 + plen), 0, IP4(10, 0, 0, 1),
		 IP4(10, 0, 0, 2));
	put16(b + l4, 1024);
	put16(b + l4 + 2, 2048);
	put16(b + l4 + 4, (uint16_t)(8 + plen));
	for (i = 0; i < plen; i++)
		b[l4 + 8 + i] = (uint8_t)(i * 3);
	fix_l4_csum4(b, l3, l4, 8 + plen, 6);
	return l4 + 8 + plen;
}

/* Ethernet + IPv4 (ihl words) + TCP (20 B) with plen payload bytes. */
static uint32_t
tcp4(uint8_t ihl, uint32_t src, uint32_t dst, uint16_t sp, uint16_t dp,
     uint32_t plen)
{
	uint32_t l3 = put_eth(b, mac_uc, NULL, 0, 0x0800);
	uint32_t l4 = l3 + ihl * 4u;

	put_ipv4(b, l3, ihl, 6, (uint16_t)(ihl * 4u + 20 + plen), 0, src, dst);
	memset(b + l4, 0, 20 + plen);
	put16(b + l4, sp);
	put16(b + l4 + 2, dp);
	put32(b + l4 + 4, 0x01020304);
	b[l4 + 12] = 5 << 4;
	b[l4 + 13] = 0x18;	/* PSH, ACK */
	memset(b + l4 + 20, 0x77, plen);
	fix_l4_csum4(b, l3, l4, 20 + plen, 16);
	return l4 + 20 + plen;
}

static uint32_t
parse(uint32_t len)
{
	an.ts = 0x1122334455667788ull;
	return dpaa2x_frame_parse(b, len, &an);
}

static void
check_offsets(uint16_t l2, uint16_t l3, uint16_t l4, uint16_t l5)
{
	T_EQ(an.l2_len, l2);
	T_EQ(an.l3_off, l3);
	T_EQ(an.l4_off, l4);
	T_EQ(an.l5_off, l5);
}

static void
test_vlan_ipv4_udp(void)
{
	static const uint16_t tag[1] = { 0x8100 };
	uint32_t len = udp4(tag, 1, 10);
	size_t i;

	T_EQ(len, 56);
	T_EQ(parse(len), F(ETH) | F(VLAN) | F(IPV4) | F(UDP) |
	     F(L3CSUM_CHECKED) | F(L4CSUM_CHECKED));
	T_EQ(an.prs_flags, F(ETH) | F(VLAN) | F(IPV4) | F(UDP) |
	     F(L3CSUM_CHECKED) | F(L4CSUM_CHECKED));
	check_offsets(18, 18, 38, 46);
	T_EQ(an.ethertype, 0x0800);
	T_EQ(an.vlan_tci, 100);
	T_EQ(an.vlan_count, 1);
	T_EQ(an.l4_proto, 17);
	T_EQ(an.hash, 0);
	T_EQ(an.ts, 0x1122334455667788ull);	/* left alone */
	T_EQ(an.err_hdr, DPAA2X_PRS_ERR_NONE);
	for (i = 0; i < sizeof(an.rsvd); i++)
		T_EQ(an.rsvd[i], 0);
}

static void
test_qinq(void)
{
	static const uint16_t tags[3] = { 0x88a8, 0x8100, 0x8100 };
	uint32_t len = udp4(tags, 3, 4);

	T_EQ(parse(len), F(ETH) | F(VLAN) | F(QINQ) | F(IPV4) | F(UDP) |
	     F(L3CSUM_CHECKED) | F(L4CSUM_CHECKED));
	check_offsets(26, 26, 46, 54);
	T_EQ(an.vlan_count, 3);
	T_EQ(an.vlan_tci, 100);		/* the outer tag */
	T_EQ(an.ethertype, 0x0800);
	/* tag cut in the middle */
	T_EQ(parse(20), F(ETH) | F(TRUNCATED));
	T_EQ(an.err_hdr, DPAA2X_PRS_ERR_VLAN);
	T_EQ(an.vlan_count, 1);
	check_offsets(0, 0, 0, 0);
}

static void
test_l2_kinds(void)
{
	uint32_t len = udp4(NULL, 0, 18);

	memcpy(b, mac_bc, 6);
	T_EQ(parse(len) & (F(BCAST) | F(MCAST)), F(BCAST));
	memcpy(b, mac_mc, 6);
	T_EQ(parse(len) & (F(BCAST) | F(MCAST)), F(MCAST));
	put16(b + 12, 0x0806);	/* ARP */
	T_EQ(parse(len), F(ETH) | F(MCAST) | F(L3_UNKNOWN));
	check_offsets(14, 0, 0, 0);
	T_EQ(an.ethertype, 0x0806);
	T_EQ(parse(13), F(TRUNCATED));
	T_EQ(an.err_hdr, DPAA2X_PRS_ERR_ETH);
	check_offsets(0, 0, 0, 0);
	T_EQ(parse(0), F(TRUNCATED));
}

static void
test_ipv4_bad_csum(void)
{
	uint32_t len = udp4(NULL, 0, 18);

	b[14 + 8]--;	/* TTL changed, checksum not updated */
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(UDP) | F(L3CSUM_CHECKED) |
	     F(L3CSUM_BAD) | F(L4CSUM_CHECKED));
	check_offsets(14, 14, 34, 42);
}

static void
test_ipv4_ihl(void)
{
	uint32_t len = udp4(NULL, 0, 18);

	b[14] = 0x44;	/* IHL 4 */
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(TRUNCATED));
	T_EQ(an.err_hdr, DPAA2X_PRS_ERR_IP);
	check_offsets(14, 0, 0, 0);
	T_EQ(an.l4_proto, 0);
	b[14] = 0x65;	/* version 6 in an IPv4 ethertype */
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(TRUNCATED));
	b[14] = 0x4f;	/* IHL 15: 60 bytes, frame has 46 after L2 */
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(TRUNCATED));
	/* header itself cut */
	len = udp4(NULL, 0, 18);
	T_EQ(parse(30), F(ETH) | F(IPV4) | F(TRUNCATED));
	check_offsets(14, 0, 0, 0);
}

static void
test_ipv4_options(void)
{
	uint32_t len = tcp4(6, IP4(1, 2, 3, 4), IP4(5, 6, 7, 8), 80, 4000, 6);

	T_EQ(len, 14 + 24 + 20 + 6);
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(IP_OPT) | F(TCP) |
	     F(L3CSUM_CHECKED) | F(L4CSUM_CHECKED));
	check_offsets(14, 14, 38, 58);
	T_EQ(an.l4_proto, 6);
}

static void
test_ipv4_length(void)
{
	uint32_t len = udp4(NULL, 0, 18);

	/* total length 1 byte beyond the frame: headers fine, L4 unverified */
	put16(b + 16, 47);
	fix_ipv4_csum(b + 14);
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(UDP) | F(L3CSUM_CHECKED) |
	     F(TRUNCATED));
	check_offsets(14, 14, 34, 42);
	/* total length shorter than the header */
	put16(b + 16, 19);
	fix_ipv4_csum(b + 14);
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(L3CSUM_CHECKED) | F(TRUNCATED));
	T_EQ(an.err_hdr, DPAA2X_PRS_ERR_IP);
	check_offsets(14, 14, 0, 0);
	/* Ethernet padding after the IP length is ignored */
	len = udp4(NULL, 0, 0);
	T_EQ(len, 42);
	memset(b + len, 0xee, 18);
	T_EQ(parse(60), F(ETH) | F(IPV4) | F(UDP) | F(L3CSUM_CHECKED) |
	     F(L4CSUM_CHECKED));
	check_offsets(14, 14, 34, 0);
}

static void
test_tcp(void)
{
	uint32_t len = tcp4(5, IP4(1, 2, 3, 4), IP4(5, 6, 7, 8), 80, 4000, 100);

	T_EQ(parse(len), F(ETH) | F(IPV4) | F(TCP) | F(L3CSUM_CHECKED) |
	     F(L4CSUM_CHECKED));
	check_offsets(14, 14, 34, 54);
	b[len - 1] ^= 0x40;
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(TCP) | F(L3CSUM_CHECKED) |
	     F(L4CSUM_CHECKED) | F(L4CSUM_BAD));
	/* odd-length segment */
	len = tcp4(5, IP4(1, 2, 3, 4), IP4(5, 6, 7, 8), 80, 4000, 7);
	T_EQ(parse(len) & (F(L4CSUM_CHECKED) | F(L4CSUM_BAD)), F(L4CSUM_CHECKED));
}

static void
test_tcp_truncated(void)
{
	uint32_t len = tcp4(5, IP4(1, 2, 3, 4), IP4(5, 6, 7, 8), 80, 4000, 0);

	/* frame ends 10 bytes into the TCP header; IP length says 40 */
	T_EQ(parse(len - 10), F(ETH) | F(IPV4) | F(TCP) | F(L3CSUM_CHECKED) |
	     F(TRUNCATED));
	check_offsets(14, 14, 0, 0);
	T_EQ(an.l4_proto, 6);
	/* IP length itself too short for a TCP header */
	put16(b + 16, 30);
	fix_ipv4_csum(b + 14);
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(TCP) | F(L3CSUM_CHECKED) |
	     F(TRUNCATED));
	/* data offset 4 words */
	len = tcp4(5, IP4(1, 2, 3, 4), IP4(5, 6, 7, 8), 80, 4000, 0);
	b[34 + 12] = 4 << 4;
	T_EQ(parse(len) & F(TRUNCATED), F(TRUNCATED));
	T_EQ(an.err_hdr, DPAA2X_PRS_ERR_L4);
	T_EQ(an.l4_off, 34);
	T_EQ(an.l5_off, 0);
	/* options past the frame: data offset 15 words */
	b[34 + 12] = 15 << 4;
	T_EQ(parse(len) & F(TRUNCATED), F(TRUNCATED));
}

static void
test_fragments(void)
{
	uint32_t len = udp4(NULL, 0, 18);

	/* first fragment (MF): L4 header parsed, checksum not verifiable */
	put16(b + 20, 0x2000);
	fix_ipv4_csum(b + 14);
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(IP_FRAG) | F(UDP) |
	     F(L3CSUM_CHECKED));
	check_offsets(14, 14, 34, 42);
	/* later fragment: no L4 header at all */
	put16(b + 20, 0x0003);
	fix_ipv4_csum(b + 14);
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(IP_FRAG) | F(L3CSUM_CHECKED));
	check_offsets(14, 14, 0, 0);
	T_EQ(an.l4_proto, 17);
}

static void
test_udp_zero_csum(void)
{
	uint32_t len = udp4(NULL, 0, 18);

	put16(b + 34 + 6, 0);
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(UDP) | F(L3CSUM_CHECKED));
}

static void
test_icmp_other(void)
{
	uint32_t len = udp4(NULL, 0, 18);

	b[14 + 9] = 1;
	fix_ipv4_csum(b + 14);
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(ICMP) | F(L3CSUM_CHECKED));
	check_offsets(14, 14, 34, 0);
	b[14 + 9] = 253;	/* experimental: not parsed */
	fix_ipv4_csum(b + 14);
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(L4_UNKNOWN) | F(L3CSUM_CHECKED));
	check_offsets(14, 14, 34, 0);
	T_EQ(an.l4_proto, 253);
	b[14 + 9] = 47;		/* GRE: its base header located */
	fix_ipv4_csum(b + 14);
	T_EQ(parse(len), F(ETH) | F(IPV4) | F(GRE) | F(L3CSUM_CHECKED));
	check_offsets(14, 14, 34, 0);
	b[14 + 9] = 132;	/* SCTP: its common header (its CRC32c: test_sctp) */
	fix_ipv4_csum(b + 14);
	T_EQ(parse(len) & ~(F(L4CSUM_CHECKED) | F(L4CSUM_BAD)),
	     F(ETH) | F(IPV4) | F(SCTP) | F(L3CSUM_CHECKED));
	check_offsets(14, 14, 34, 0);
}

/* Ethernet + IPv4 (total length tot) + a 32-byte SCTP packet of zeros
 * whose checksum field is crc (little-endian, as RFC 9260 stores it). */
static uint32_t
sctp4(uint16_t tot, uint16_t frag, uint32_t crc)
{
	uint32_t l3 = put_eth(b, mac_uc, NULL, 0, 0x0800);

	put_ipv4(b, l3, 5, 132, tot, frag, IP4(10, 0, 0, 1), IP4(10, 0, 0, 2));
	memset(b + l3 + 20, 0, 32);
	b[l3 + 28] = (uint8_t)crc;
	b[l3 + 29] = (uint8_t)(crc >> 8);
	b[l3 + 30] = (uint8_t)(crc >> 16);
	b[l3 + 31] = (uint8_t)(crc >> 24);
	return l3 + 52;
}

/* SCTP's CRC32c, checked on Rx and made on Tx under the L4 switch.
 * 0x8a9136aa: the CRC32c of 32 zero bytes (RFC 3720, B.4, the same CRC). */
static void
test_sctp(void)
{
	const uint32_t good = F(ETH) | F(IPV4) | F(SCTP) | F(L3CSUM_CHECKED) |
			      F(L4CSUM_CHECKED);
	uint32_t len = sctp4(52, 0, 0x8a9136aa);

	T_EQ(parse(len), good);
	check_offsets(14, 14, 34, 0);
	T_EQ(an.l4_end, 66);
	b[40] = 1;	/* a byte of the packet changed: the CRC no longer fits */
	T_EQ(parse(len), good | F(L4CSUM_BAD));
	/* Tx makes it again: with L4 only, the IPv4 sum stays as it is */
	b[40] = 0;
	len = sctp4(52, 0, 0xdeadbeef);
	T_EQ(parse(len), good | F(L4CSUM_BAD));
	T_EQ(dpaa2x_frame_tx_csum(b, len, DPAA2X_TX_CSUM_L4), DPAA2X_TX_CSUM_L4);
	T_EQ(b[42] | b[43] << 8 | b[44] << 16 | (uint32_t)b[45] << 24, 0x8a9136aa);
	T_EQ(parse(len), good);
	/* not whole: IP length past the frame, or a fragment: no verdict, no sum */
	len = sctp4(60, 0, 0xdeadbeef);
	T_EQ(parse(len) & (F(L4CSUM_CHECKED) | F(L4CSUM_BAD)), 0);
	T_EQ(dpaa2x_frame_tx_csum(b, len, DPAA2X_TX_CSUM_L4), 0);
	T_EQ(b[42], 0xef);
	len = sctp4(52, 0x2000, 0xdeadbeef);	/* MF: the first fragment */
	T_EQ(parse(len) & (F(L4CSUM_CHECKED) | F(L4CSUM_BAD)), 0);
	T_EQ(dpaa2x_frame_tx_csum(b, len, DPAA2X_TX_CSUM_L4 | DPAA2X_TX_CSUM_L3),
	     DPAA2X_TX_CSUM_L3);
	T_EQ(b[42], 0xef);
}

/* IPv6 + extension headers (each ext_len bytes, types ext[]) + TCP/UDP. */
static uint32_t
ipv6(const uint8_t *ext, const uint8_t *ext_len, int n_ext, uint8_t proto,
     uint32_t plen)
{
	static const uint8_t src[16] = {
		0x3f, 0xfe, 0x25, 0x01, 0x02, 0x00, 0x1f, 0xff, 0, 0, 0, 0, 0, 0, 0, 7 };
	static const uint8_t dst[16] = {
		0x3f, 0xfe, 0x25, 0x01, 0x02, 0x00, 0x00, 0x03, 0, 0, 0, 0, 0, 0, 0, 1 };
	uint32_t off = put_eth(b, mac_uc, NULL, 0, 0x86dd), l3 = off, l4len;
	uint8_t *nh = b + l3 + 6;
	int i;

	memset(b + l3, 0, 40);
	b[l3] = 0x60;
	b[l3 + 7] = 64;
	memcpy(b + l3 + 8, src, 16);
	memcpy(b + l3 + 24, dst, 16);
	off += 40;
	for (i = 0; i < n_ext; i++) {
		*nh = ext[i];
		memset(b + off, 0, ext_len[i]);
		if (ext[i] != 44)
			b[off + 1] = (uint8_t)(ext_len[i] / 8 - 1);
		nh = b + off;
		off += ext_len[i];
	}
	*nh = proto;
	l4len = (proto == 6 ? 20 : 8) + plen;
	memset(b + off, 0x5c, l4len);
	put16(b + off, 2794);
	put16(b + off + 2, 1766);
	if (proto == 6)
		b[off + 12] = 5 << 4;
	else
		put16(b + off + 4, (uint16_t)l4len);
	put16(b + l3 + 4, (uint16_t)(off + l4len - l3 - 40));
	fix_l4_csum6(b, l3, off, l4len, proto, proto == 6 ? 16 : 6);
	return off + l4len;
}

static void
test_ipv6(void)
{
	static const uint8_t ext[2] = { 0, 60 }, ext_len[2] = { 8, 16 };
	uint32_t len = ipv6(NULL, NULL, 0, 17, 12);

	T_EQ(parse(len), F(ETH) | F(IPV6) | F(UDP) | F(L4CSUM_CHECKED));
	check_offsets(14, 14, 54, 62);
	T_EQ(an.ethertype, 0x86dd);
	b[len - 1] ^= 1;
	T_EQ(parse(len), F(ETH) | F(IPV6) | F(UDP) | F(L4CSUM_CHECKED) |
	     F(L4CSUM_BAD));
	/* hop-by-hop (8) + destination options (16), then TCP */
	len = ipv6(ext, ext_len, 2, 6, 4);
	T_EQ(parse(len), F(ETH) | F(IPV6) | F(IP_OPT) | F(TCP) |
	     F(L4CSUM_CHECKED));
	check_offsets(14, 14, 14 + 40 + 24, 14 + 40 + 24 + 20);
	T_EQ(an.l4_proto, 6);
	/* extension chain cut by the frame end */
	T_EQ(parse(14 + 40 + 12), F(ETH) | F(IPV6) | F(IP_OPT) | F(TRUNCATED));
	check_offsets(14, 14, 0, 0);
	/* fixed header cut */
	T_EQ(parse(14 + 39), F(ETH) | F(IPV6) | F(TRUNCATED));
	check_offsets(14, 0, 0, 0);
}

static void
test_ipv6_fragment(void)
{
	static const uint8_t ext[1] = { 44 }, ext_len[1] = { 8 };
	uint32_t len = ipv6(ext, ext_len, 1, 17, 8);

	/* offset 0, M clear: an atomic fragment; still a fragment header */
	T_EQ(parse(len), F(ETH) | F(IPV6) | F(IP_OPT) | F(IP_FRAG) | F(UDP));
	check_offsets(14, 14, 62, 70);
	put16(b + 14 + 40 + 2, 185 << 3);	/* fragment offset 185 */
	T_EQ(parse(len), F(ETH) | F(IPV6) | F(IP_OPT) | F(IP_FRAG));
	check_offsets(14, 14, 0, 0);
	T_EQ(an.l4_proto, 17);
}

static void
test_ipv6_routing(void)
{
	static const uint8_t ext[1] = { 43 }, ext_len[1] = { 24 };
	uint32_t len = ipv6(ext, ext_len, 1, 17, 8);

	T_EQ(parse(len), F(ETH) | F(IPV6) | F(IP_OPT) | F(UDP) | F(L4CSUM_CHECKED));
	b[14 + 40 + 3] = 1;	/* segments left: final destination elsewhere */
	T_EQ(parse(len), F(ETH) | F(IPV6) | F(IP_OPT) | F(UDP));
}

/* The RSS verification suite (IPv4): addresses, ports, 4- and 2-tuple. */
static const struct {
	uint8_t src[4], dst[4];
	uint16_t sport, dport;
	uint32_t h4, h2;
} rss_v4[] = {
	{ { 66, 9, 149, 187 }, { 161, 142, 100, 80 }, 2794, 1766, 0x51ccc178, 0x323e8fc2 },
	{ { 199, 92, 111, 2 }, { 65, 69, 140, 83 }, 14230, 4739, 0xc626b0ea, 0xd718262a },
	{ { 24, 19, 198, 95 }, { 12, 22, 207, 184 }, 12898, 38024, 0x5c2b394a, 0xd2d0a5de },
	{ { 38, 27, 205, 30 }, { 209, 142, 163, 6 }, 48228, 2217, 0xafc7327f, 0x82989176 },
	{ { 153, 39, 163, 191 }, { 202, 188, 127, 2 }, 44251, 1303, 0x10e828a2, 0x5d1809c5 },
};

#define RSS_4TUPLE	(DPAA2X_DIST_IPSRC | DPAA2X_DIST_IPDST | \
			 DPAA2X_DIST_L4SRC | DPAA2X_DIST_L4DST)
#define RSS_2TUPLE	(DPAA2X_DIST_IPSRC | DPAA2X_DIST_IPDST)

static uint32_t
ip4_of(const uint8_t a[4])
{
	return IP4(a[0], a[1], a[2], a[3]);
}

static void
test_hash_ipv4(void)
{
	const uint8_t *k = dpaa2x_default_rss_key;
	size_t i;

	for (i = 0; i < sizeof(rss_v4) / sizeof(rss_v4[0]); i++) {
		uint32_t len = tcp4(5, ip4_of(rss_v4[i].src), ip4_of(rss_v4[i].dst),
				    rss_v4[i].sport, rss_v4[i].dport, 0);

		parse(len);
		T_EQ(dpaa2x_frame_hash(b, &an, RSS_4TUPLE, k), rss_v4[i].h4);
		T_EQ(an.hash, rss_v4[i].h4);
		T_EQ(an.prs_flags & F(HASH_VALID), F(HASH_VALID));
		T_EQ(dpaa2x_frame_hash(b, &an, RSS_2TUPLE, k), rss_v4[i].h2);
	}
	/* a later fragment hashes on addresses only */
	put16(b + 20, 0x0010);
	fix_ipv4_csum(b + 14);
	parse(34 + 20);
	T_EQ(dpaa2x_frame_hash(b, &an, RSS_4TUPLE, k), rss_v4[4].h2);
	/* the key prefix matters: default fields add the protocol */
	T_NE(dpaa2x_frame_hash(b, &an, DPAA2X_DIST_DEFAULT, k), rss_v4[4].h2);
}

static void
test_hash_ipv6(void)
{
	const uint8_t *k = dpaa2x_default_rss_key;
	uint32_t len = ipv6(NULL, NULL, 0, 6, 0);

	parse(len);
	T_EQ(dpaa2x_frame_hash(b, &an, RSS_4TUPLE, k), 0x40207d3d);
	T_EQ(dpaa2x_frame_hash(b, &an, RSS_2TUPLE, k), 0x2cc18cd5);
	/* IPv6 5-tuple runs past the 40-byte key: deterministic, valid */
	T_EQ(dpaa2x_frame_hash(b, &an, DPAA2X_DIST_DEFAULT, k),
	     dpaa2x_frame_hash(b, &an, DPAA2X_DIST_DEFAULT, k));
	T_EQ(an.prs_flags & F(HASH_VALID), F(HASH_VALID));
}

static void
test_hash_non_ip(void)
{
	uint32_t len = udp4(NULL, 0, 18);

	put16(b + 12, 0x0806);
	parse(len);
	an.hash = 77;
	an.prs_flags |= F(HASH_VALID);
	T_EQ(dpaa2x_frame_hash(b, &an, DPAA2X_DIST_DEFAULT,
			       dpaa2x_default_rss_key), 0);
	T_EQ(an.hash, 0);
	T_EQ(an.prs_flags & F(HASH_VALID), 0);
	/* IPv4 header cut: nothing to hash either */
	udp4(NULL, 0, 18);
	parse(30);
	T_EQ(dpaa2x_frame_hash(b, &an, DPAA2X_DIST_DEFAULT,
			       dpaa2x_default_rss_key), 0);
	T_EQ(an.prs_flags & F(HASH_VALID), 0);
}

/* The frame annotation WRIOP writes for what was parsed into an. */
static void
annot(struct dpaa2x_hw_annot *hw, uint32_t *ctrl, uint64_t *flc)
{
	uint32_t frc;

	dpaa2x_frame_annot(b, &an, 0x55, hw, &frc, ctrl, flc);
	T_EQ(frc, DPAA2X_FD_FRC_FASV | DPAA2X_FD_FRC_FAPRV);
	T_EQ(hw->timestamp, 0x55);
	T_EQ(hw->parse_err, 0);
}

#define FAF2(x)	DPAA2X_FAF_L2_##x
#define FAF3(x)	DPAA2X_FAF_L3_##x
#define OFF(w, x) dpaa2x_annot_off(hw.w, DPAA2X_OFF_##x)

static void
test_annot_good(void)
{
	static const uint16_t tags[3] = { 0x88a8, 0x8100, 0x8100 };
	struct dpaa2x_hw_annot hw;
	uint32_t ctrl, len;
	uint64_t flc;

	/* 3 tags, IPv4/UDP, hash taken */
	len = udp4(tags, 3, 4);
	parse(len);
	dpaa2x_frame_hash(b, &an, DPAA2X_DIST_DEFAULT, dpaa2x_default_rss_key);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.fas.status, DPAA2X_FAS_L3CV | DPAA2X_FAS_L4CV);
	T_EQ(ctrl, 0);
	T_EQ(flc, (uint64_t)an.hash << 32);
	T_EQ(hw.faf_l2, FAF2(ETH) | FAF2(ETH_UC) | FAF2(VLAN_1) | FAF2(VLAN_N));
	T_EQ(hw.faf_l3, FAF3(IPV4_1) | FAF3(IPV4_1_UC) | FAF3(UDP) | FAF3(L4_UNKNOWN));
	T_EQ(OFF(off_l2, L2_ETH), 0);
	T_EQ(OFF(off_l2, L2_VLAN_TCI_1), 14);
	T_EQ(OFF(off_l2, L2_VLAN_TCI_N), 22);
	T_EQ(OFF(off_l2, L2_LAST_ETYPE), 24);
	T_EQ(OFF(off_l3, L3_IP_1), 26);
	T_EQ(OFF(off_l3, L3_L4), 46);
	T_EQ(OFF(off_ext, EXT_NEXT_HDR), 54);
	/* broadcast MAC, multicast and broadcast IPv4 destinations */
	len = udp4(NULL, 0, 18);
	memcpy(b, mac_bc, 6);
	b[14 + 16] = 239;
	parse(len);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.fas.status & (DPAA2X_FAS_BC | DPAA2X_FAS_MC), DPAA2X_FAS_BC);
	T_EQ(hw.faf_l2, FAF2(ETH) | FAF2(ETH_BC));
	T_EQ(hw.faf_l3 & (FAF3(IPV4_1_UC) | FAF3(IPV4_1_MC)), FAF3(IPV4_1_MC));
	T_EQ(flc, 0);				/* no hash taken */
	memset(b + 14 + 16, 0xff, 4);
	parse(len);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.faf_l3 & (FAF3(IPV4_1_UC) | FAF3(IPV4_1_BC)), FAF3(IPV4_1_BC));
	/* TCP with options and ACK|PSH; CWR */
	len = tcp4(5, IP4(1, 2, 3, 4), IP4(5, 6, 7, 8), 80, 4000, 8);
	b[34 + 12] = 6 << 4;
	parse(len);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.faf_l3, FAF3(IPV4_1) | FAF3(IPV4_1_UC) | FAF3(TCP) | FAF3(TCP_OPT) |
			FAF3(TCP_CTRL_6_11) | FAF3(L4_UNKNOWN));
	b[34 + 12] = 5 << 4;
	b[34 + 13] = 0x80;
	parse(len);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.faf_l3 & (FAF3(TCP_CTRL_6_11) | FAF3(TCP_CTRL_3_5)), FAF3(TCP_CTRL_3_5));
	/* IPv4 options, a protocol not parsed, a first and a later fragment */
	len = tcp4(6, IP4(1, 2, 3, 4), IP4(5, 6, 7, 8), 80, 4000, 6);
	b[14 + 9] = 253;
	parse(len);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.faf_l3, FAF3(IPV4_1) | FAF3(IPV4_1_UC) | FAF3(IP_1_OPT) |
			FAF3(IP_1_UNKNOWN) | FAF3(IP_UNKNOWN));
	len = udp4(NULL, 0, 18);
	put16(b + 20, 0x2000);
	parse(len);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.faf_l3 & (FAF3(IP_1_MF) | FAF3(IP_1_FIRST_FRAG) | FAF3(UDP)),
	     FAF3(IP_1_MF) | FAF3(IP_1_FIRST_FRAG) | FAF3(UDP));
	put16(b + 20, 0x0003);
	parse(len);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.faf_l3, FAF3(IPV4_1) | FAF3(IPV4_1_UC) | FAF3(IP_1_MF));
	T_EQ(OFF(off_l3, L3_L4), DPAA2X_ANNOT_NO_OFF);
	/* IPv6 multicast destination, ICMPv6; a non-IP ethertype */
	len = ipv6(NULL, NULL, 0, 17, 0);
	b[14 + 24] = 0xff;
	b[14 + 6] = 58;
	parse(len);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.faf_l3, FAF3(IPV6_1) | FAF3(IPV6_1_MC) | FAF3(ICMPV6));
	put16(b + 12, 0x0806);
	parse(len);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.faf_l3, FAF3(ETYPE_UNKNOWN));
	T_EQ(hw.off_l3, UINT64_MAX);
}

/* Parse errors: the header's error bit, PARSE_ERR, FAS PHE, FD FAERR. */
static void
test_annot_errors(void)
{
	static const uint16_t tags[3] = { 0x88a8, 0x8100, 0x8100 };
	struct dpaa2x_hw_annot hw;
	uint32_t ctrl, len;
	uint64_t flc;

	/* a tag cut */
	udp4(tags, 3, 4);
	parse(20);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.faf_l2, FAF2(ETH) | FAF2(ETH_UC) | FAF2(VLAN_1) | FAF2(VLAN_N) |
			FAF2(VLAN_ERR) | FAF2(PARSE_ERR));
	T_EQ(hw.fas.status, DPAA2X_FAS_PHE);
	T_EQ(ctrl, DPAA2X_FD_CTRL_FAERR);
	T_EQ(OFF(off_l2, L2_LAST_ETYPE), DPAA2X_ANNOT_NO_OFF);
	/* IHL 4: IP met, not located */
	len = udp4(NULL, 0, 18);
	b[14] = 0x44;
	parse(len);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.faf_l2, FAF2(ETH) | FAF2(ETH_UC) | FAF2(PARSE_ERR));
	T_EQ(hw.faf_l3, FAF3(IPV4_1) | FAF3(IP_1_ERR));
	T_EQ(hw.off_l3, UINT64_MAX);
	/* IP total length 19 < IHL: IP located, nothing after it */
	len = udp4(NULL, 0, 18);
	put16(b + 16, 19);
	fix_ipv4_csum(b + 14);
	parse(len);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.faf_l3, FAF3(IPV4_1) | FAF3(IPV4_1_UC) | FAF3(IP_1_ERR));
	T_EQ(OFF(off_l3, L3_IP_1), 14);
	T_EQ(OFF(off_l3, L3_L4), DPAA2X_ANNOT_NO_OFF);
	T_EQ(hw.fas.status, DPAA2X_FAS_L3CV | DPAA2X_FAS_PHE);
	/* UDP cut by the IP length; TCP data offset 4 */
	len = udp4(NULL, 0, 0);
	put16(b + 16, 24);
	fix_ipv4_csum(b + 14);
	parse(60);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.faf_l3, FAF3(IPV4_1) | FAF3(IPV4_1_UC) | FAF3(UDP) | FAF3(UDP_ERR) |
			FAF3(L4_UNKNOWN));
	T_EQ(OFF(off_l3, L3_L4), DPAA2X_ANNOT_NO_OFF);
	len = tcp4(5, IP4(1, 2, 3, 4), IP4(5, 6, 7, 8), 80, 4000, 0);
	b[34 + 12] = 4 << 4;
	parse(len);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.faf_l3 & (FAF3(TCP) | FAF3(TCP_ERR)), FAF3(TCP) | FAF3(TCP_ERR));
	T_EQ(OFF(off_l3, L3_L4), 34);		/* the fixed header is whole */
	/* checksum errors alone: FAERR, no parse error */
	len = udp4(NULL, 0, 18);
	b[14 + 8]--;
	b[len - 1] ^= 1;
	parse(len);
	annot(&hw, &ctrl, &flc);
	T_EQ(hw.fas.status, DPAA2X_FAS_L3CV | DPAA2X_FAS_L3CE | DPAA2X_FAS_L4CV |
			    DPAA2X_FAS_L4CE);
	T_EQ(ctrl, DPAA2X_FD_CTRL_FAERR);
	T_EQ(hw.faf_l2 & FAF2(PARSE_ERR), 0);
}

/*
 * Every prefix of every test frame, and random corruptions of them, placed
 * right before a PROT_NONE page: a read past len faults.
 */
static uint8_t *guard_end;

static void
parse_guarded(const uint8_t *frame, uint32_t len)
{
	uint8_t *p = guard_end - len;
	struct dpaa2x_hw_annot hw;
	uint32_t frc, ctrl;
	uint64_t flc;

	memcpy(p, frame, len);
	an.ts = 0;
	dpaa2x_frame_parse(p, len, &an);
	dpaa2x_frame_hash(p, &an, DPAA2X_DIST_DEFAULT, dpaa2x_default_rss_key);
	dpaa2x_frame_annot(p, &an, 0, &hw, &frc, &ctrl, &flc);	/* reads no further */
	T_CHECK(an.l3_off <= len && an.l4_off <= len && an.l5_off <= len);
}

static void
sweep(uint32_t len)
{
	static uint8_t copy[2048];
	uint32_t n, i;

	for (n = 0; n <= len; n++)
		parse_guarded(b, n);
	for (i = 0; i < 20000; i++) {
		memcpy(copy, b, len);
		copy[rand() % len] = (uint8_t)rand();
		copy[rand() % 60] = (uint8_t)rand();
		parse_guarded(copy, (uint32_t)(rand() % (len + 1)));
	}
}

static void
test_no_overread(void)
{
	static const uint16_t tags[2] = { 0x88a8, 0x8100 };
	static const uint8_t ext[3] = { 0, 43, 44 }, ext_len[3] = { 8, 24, 8 };
	long pg = sysconf(_SC_PAGESIZE);
	uint8_t *m = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE,
			  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	T_CHECK(m != MAP_FAILED);
	if (m == MAP_FAILED)
		return;
	T_EQ(mprotect(m + pg, pg, PROT_NONE), 0);
	guard_end = m + pg;
	srand(2088);
	sweep(udp4(tags, 2, 30));
	sweep(tcp4(6, 1, 2, 3, 4, 9));
	sweep(ipv6(ext, ext_len, 3, 6, 3));
	sweep(ipv6(NULL, NULL, 0, 17, 0));
	munmap(m, 2 * pg);
}

int
main(void)
{
	T_RUN(test_vlan_ipv4_udp);
	T_RUN(test_qinq);
	T_RUN(test_l2_kinds);
	T_RUN(test_ipv4_bad_csum);
	T_RUN(test_ipv4_ihl);
	T_RUN(test_ipv4_options);
	T_RUN(test_ipv4_length);
	T_RUN(test_tcp);
	T_RUN(test_tcp_truncated);
	T_RUN(test_fragments);
	T_RUN(test_udp_zero_csum);
	T_RUN(test_icmp_other);
	T_RUN(test_sctp);
	T_RUN(test_ipv6);
	T_RUN(test_ipv6_fragment);
	T_RUN(test_ipv6_routing);
	T_RUN(test_hash_ipv4);
	T_RUN(test_hash_ipv6);
	T_RUN(test_hash_non_ip);
	T_RUN(test_annot_good);
	T_RUN(test_annot_errors);
	T_RUN(test_no_overread);
	return t_done();
}
