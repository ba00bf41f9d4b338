/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The corpus of test_malformed (malformed_corpus.h): good frames as control
 * and bad ones in classes, each frame's fate and flags written down as it
 * is built.
 */

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include <rte_byteorder.h>
#include <rte_ip.h>
#include <rte_mbuf.h>

#include "dpaa2x_test.h"
#include "frame_build.h"
#include "malformed_corpus.h"

const char *const cls_name[C_MAX] = {
	"good (control)", "runt", "oversize", "truncated IPv4 header",
	"truncated IPv6 header", "truncated TCP header", "truncated UDP header",
	"bad IPv4 header checksum", "bad L4 checksum", "IPv4 IHL < 5 / version",
	"IPv4 total length != frame", "VLAN stacks", "non-IP ethertypes",
	"other stations' MACs", "all-zero bytes", "random bytes",
};

const uint8_t mac_port[6] = { 0x02, 0, 0, 0, 0, 0x01 };	/* the DPL's */
static const uint8_t mac_other[6] = { 0x02, 0, 0, 0, 0, 0x77 };
const uint8_t mac_bcast[6] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
static const uint8_t mac_mcast[6] = { 0x01, 0x00, 0x5e, 0x00, 0x00, 0x01 };
static const uint8_t mac_lldp[6] = { 0x01, 0x80, 0xc2, 0x00, 0x00, 0x0e };
static const uint16_t tags[13] = {
	0x88a8, 0x8100, 0x8100, 0x8100, 0x8100, 0x8100, 0x8100,
	0x8100, 0x8100, 0x8100, 0x8100, 0x8100, 0x8100,
};

/* TPIDs of a stack of n tags: one 802.1Q tag, or an 802.1ad one outside. */
static const uint16_t *
tag_list(int n)
{
	return n == 1 ? &tags[1] : tags;
}

struct frame corpus[MAX_FRAMES];
unsigned int n_frames;
static uint8_t arena[ARENA_SIZE];
static size_t arena_used;
static uint8_t *fb;			/* the frame being built */
static uint64_t rnd_state = 0x5eed0fd2a2c0ffeeull;

/* ---- corpus building ---- */

/* xorshift64*: the same bytes on every run */
static uint64_t
rnd(void)
{
	rnd_state ^= rnd_state >> 12;
	rnd_state ^= rnd_state << 25;
	rnd_state ^= rnd_state >> 27;
	return rnd_state * 0x2545f4914f6cdd1dull;
}

static void
rnd_fill(uint8_t *p, uint32_t n)
{
	uint32_t i;

	for (i = 0; i < n; i++)
		p[i] = (uint8_t)(rnd() >> 32);
}

/* A fresh zeroed frame buffer in the arena. */
static uint8_t *
frame_new(void)
{
	if (arena_used + FRAME_ROOM > sizeof(arena)) {
		fprintf(stderr, "test_malformed: corpus arena full\n");
		exit(2);
	}
	fb = arena + arena_used;
	memset(fb, 0, FRAME_ROOM);
	return fb;
}

static void
frame_add(enum cls c, uint32_t len, enum fate fate, uint32_t ptype, uint64_t ol)
{
	struct frame *f = &corpus[n_frames];

	if (n_frames == MAX_FRAMES || len > FRAME_ROOM) {
		fprintf(stderr, "test_malformed: corpus too large\n");
		exit(2);
	}
	f->data = fb;
	f->len = len;
	f->cls = c;
	f->fate = fate;
	f->ptype = ptype;
	f->ol = ol;
	n_frames++;
	arena_used += RTE_ALIGN_CEIL(len + 1, 64);
}

/* Delivered with the given packet_type and checksum flags. */
static void
deliver(enum cls c, uint32_t len, uint32_t ptype, uint64_t ol)
{
	frame_add(c, len, DELIVER, ptype, ol);
}

static void
dropped(enum cls c, uint32_t len, enum fate fate)
{
	frame_add(c, len, fate, 0, 0);
}

/* Ethernet (+tags) + IPv4 (IHL 5) + UDP with plen payload bytes; checksums right. */
static uint32_t
udp4(uint8_t *b, const uint8_t *dst, int ntags, uint32_t plen)
{
	uint32_t l3 = put_eth(b, dst, tag_list(ntags), ntags, 0x0800), l4 = l3 + 20, i;

	put_ipv4(b, l3, 5, 17, (uint16_t)(28 + plen), 0, SRC4, DST4);
	put16(b + l4, 1024);
	put16(b + l4 + 2, 4791);
	put16(b + l4 + 4, (uint16_t)(8 + plen));
	for (i = 0; i < plen; i++)
		b[l4 + 8 + i] = (uint8_t)(i * 7 + 1);
	fix_l4_csum4(b, l3, l4, 8 + plen, 6);
	return l4 + 8 + plen;
}

/* Ethernet (+tags) + IPv4 (ihl words) + TCP (20 B) with plen payload bytes. */
static uint32_t
tcp4(uint8_t *b, const uint8_t *dst, int ntags, uint8_t ihl, uint32_t plen)
{
	uint32_t l3 = put_eth(b, dst, tag_list(ntags), ntags, 0x0800), l4 = l3 + ihl * 4u, i;

	put_ipv4(b, l3, ihl, 6, (uint16_t)(ihl * 4u + 20 + plen), 0, SRC4, DST4);
	put16(b + l4, 80);
	put16(b + l4 + 2, 40000);
	put32(b + l4 + 4, 0x01020304);
	b[l4 + 12] = 5 << 4;
	b[l4 + 13] = 0x18;	/* PSH, ACK */
	put16(b + l4 + 14, 8192);
	for (i = 0; i < plen; i++)
		b[l4 + 20 + i] = (uint8_t)(i * 11 + 3);
	fix_l4_csum4(b, l3, l4, 20 + plen, 16);
	return l4 + 20 + plen;
}

/* Ethernet (+tags) + IPv6 + TCP (20 B) or UDP with plen payload bytes. */
static uint32_t
l4_6(uint8_t *b, const uint8_t *dst, int ntags, uint8_t proto, uint32_t plen)
{
	uint32_t l3 = put_eth(b, dst, tag_list(ntags), ntags, 0x86dd), l4 = l3 + 40, i;
	uint32_t hl = proto == 6 ? 20 : 8;

	b[l3] = 0x60;
	put16(b + l3 + 4, (uint16_t)(hl + plen));
	b[l3 + 6] = proto;
	b[l3 + 7] = 64;
	b[l3 + 8] = 0x20;	/* 2001:db8::1 -> 2001:db8::2 */
	b[l3 + 9] = 0x01;
	b[l3 + 10] = 0x0d;
	b[l3 + 11] = 0xb8;
	memcpy(b + l3 + 24, b + l3 + 8, 16);
	b[l3 + 23] = 1;
	b[l3 + 39] = 2;
	put16(b + l4, 2794);
	put16(b + l4 + 2, 1766);
	if (proto == 6) {
		b[l4 + 12] = 5 << 4;
		b[l4 + 13] = 0x10;
	} else {
		put16(b + l4 + 4, (uint16_t)(hl + plen));
	}
	for (i = 0; i < plen; i++)
		b[l4 + hl + i] = (uint8_t)(i * 5 + 7);
	fix_l4_csum6(b, l3, l4, hl + plen, proto, proto == 6 ? 16 : 6);
	return l4 + hl + plen;
}

/* IPv4 total length (and the header checksum) of the IPv4 header at l3. */
static void
set_tot(uint8_t *b, uint32_t l3, uint16_t tot)
{
	put16(b + l3 + 2, tot);
	fix_ipv4_csum(b + l3);
}

static void
build_good(void)
{
	uint32_t len;

	len = udp4(frame_new(), mac_port, 0, 18);
	deliver(C_GOOD, len, P_ETH | P_IP4 | P_UDP, F_IPG | F_L4G);
	udp4(frame_new(), mac_port, 0, 0);	/* 42 bytes + Ethernet padding */
	deliver(C_GOOD, 60, P_ETH | P_IP4 | P_UDP, F_IPG | F_L4G);
	len = tcp4(frame_new(), mac_port, 0, 5, 46);
	deliver(C_GOOD, len, P_ETH | P_IP4 | P_TCP, F_IPG | F_L4G);
	len = tcp4(frame_new(), mac_port, 0, 6, 10);	/* IPv4 options */
	deliver(C_GOOD, len, P_ETH | P_IP4X | P_TCP, F_IPG | F_L4G);
	len = l4_6(frame_new(), mac_port, 0, 17, 46);
	deliver(C_GOOD, len, P_ETH | P_IP6 | P_UDP, F_L4G);
	len = l4_6(frame_new(), mac_port, 0, 6, 100);
	deliver(C_GOOD, len, P_ETH | P_IP6 | P_TCP, F_L4G);
	/* ICMP: the parser does not verify its checksum */
	len = udp4(frame_new(), mac_port, 0, 18);
	fb[14 + 9] = 1;
	fix_ipv4_csum(fb + 14);
	deliver(C_GOOD, len, P_ETH | P_IP4 | P_ICMP, F_IPG);
	/* GRE: IP with a protocol the parser does not know */
	len = udp4(frame_new(), mac_port, 0, 18);
	fb[14 + 9] = 47;
	fix_ipv4_csum(fb + 14);
	deliver(C_GOOD, len, P_ETH | P_IP4 | P_NONF, F_IPG);
	/* UDP checksum 0 over IPv4: none computed, none verified */
	len = udp4(frame_new(), mac_port, 0, 18);
	put16(fb + 34 + 6, 0);
	deliver(C_GOOD, len, P_ETH | P_IP4 | P_UDP, F_IPG);
	/* first fragment (MF) and a later one: L4 not verifiable */
	len = udp4(frame_new(), mac_port, 0, 18);
	put16(fb + 14 + 6, 0x2000);
	fix_ipv4_csum(fb + 14);
	deliver(C_GOOD, len, P_ETH | P_IP4 | P_FRAG, F_IPG);
	len = udp4(frame_new(), mac_port, 0, 18);
	put16(fb + 14 + 6, 100);
	fix_ipv4_csum(fb + 14);
	deliver(C_GOOD, len, P_ETH | P_IP4 | P_FRAG, F_IPG);
	len = udp4(frame_new(), mac_bcast, 0, 18);
	deliver(C_GOOD, len, P_ETH | P_IP4 | P_UDP, F_IPG | F_L4G);
	/* the largest frame max_frame_length 1518 lets in */
	len = udp4(frame_new(), mac_port, 0, MAX_DELIVERED - 42);
	deliver(C_GOOD, len, P_ETH | P_IP4 | P_UDP, F_IPG | F_L4G);
}

static void
build_runt(void)
{
	static const uint32_t lens[] = { 0, 1, 13, 14, 42, 59 };
	unsigned int i;

	for (i = 0; i < RTE_DIM(lens); i++) {
		udp4(frame_new(), mac_port, 0, 17);	/* 59 bytes of a good frame */
		dropped(C_RUNT, lens[i], RUNT);
	}
}

static void
build_oversize(void)
{
	/* 8 jumbo frames in a row: more bytes than one engine pass stages */
	static const uint32_t lens[] = {
		MAX_DELIVERED + 1, 1522, 2000, 9000, 9000, 9000, 9000, 9000, 9000,
		9000, 9000, 10240, 12000
	};
	unsigned int i;

	for (i = 0; i < RTE_DIM(lens); i++) {
		udp4(frame_new(), mac_port, 0, lens[i] - 42);
		dropped(C_OVERSIZE, lens[i], OVERSIZE);
	}
}

/*
 * A header the parser cannot take whole is a parse error: packet_type then
 * names only the headers before it (the annotation offsets of the cut or
 * malformed header are 0), and no checksum of it is reported.
 */
static void
build_trunc_ipv4(void)
{
	/* IHL 15: a 60-byte header, the frame ends 46 / 56 bytes into it */
	put_eth(frame_new(), mac_port, NULL, 0, 0x0800);
	put_ipv4(fb, 14, 15, 17, 68, 0, SRC4, DST4);
	deliver(C_TRUNC_IPV4, 60, P_ETH, 0);
	put_eth(frame_new(), mac_port, NULL, 0, 0x0800);
	put_ipv4(fb, 14, 15, 6, 80, 0, SRC4, DST4);
	deliver(C_TRUNC_IPV4, 70, P_ETH, 0);
	/* 8 tags: the IPv4 header starts at 46, the frame ends at 60 */
	udp4(frame_new(), mac_port, 8, 18);
	deliver(C_TRUNC_IPV4, 60, P_QINQ, 0);
}

static void
build_trunc_ipv6(void)
{
	uint32_t len, i;

	/* fixed header cut: after 2 tags (22 + 40 > 60), after 8 tags */
	l4_6(frame_new(), mac_port, 2, 17, 10);
	deliver(C_TRUNC_IPV6, 60, P_QINQ, 0);
	l4_6(frame_new(), mac_port, 8, 6, 10);
	deliver(C_TRUNC_IPV6, 80, P_QINQ, 0);
	/* hop-by-hop header of 168 bytes in a 100-byte frame: TCP never reached */
	l4_6(frame_new(), mac_port, 0, 6, 188);
	fb[14 + 6] = 0;
	fb[54] = 6;
	fb[55] = 20;
	deliver(C_TRUNC_IPV6, 100, P_ETH | P_IP6X, 0);
	/* 9 destination-options headers: more than the parser walks, so no L4
	 * header is located (no L4 type, as when the chain is cut) */
	len = l4_6(frame_new(), mac_port, 0, 17, 72);
	fb[14 + 6] = 60;
	for (i = 0; i < 9; i++) {
		fb[54 + 8 * i] = i < 8 ? 60 : 17;
		fb[55 + 8 * i] = 0;	/* 8 bytes each */
	}
	deliver(C_TRUNC_IPV6, len, P_ETH | P_IP6X, 0);
	/* payload length past the frame: UDP header whole, checksum not verifiable */
	l4_6(frame_new(), mac_port, 0, 17, 38);
	put16(fb + 14 + 4, 1000);
	deliver(C_TRUNC_IPV6, 100, P_ETH | P_IP6 | P_UDP, 0);
	/* version 4 behind the IPv6 ethertype */
	len = l4_6(frame_new(), mac_port, 0, 17, 18);
	fb[14] = 0x40;
	deliver(C_TRUNC_IPV6, len, P_ETH, 0);
}

static void
build_trunc_tcp(void)
{
	/* IP length leaves 10 bytes for TCP; Ethernet padding to 60 */
	tcp4(frame_new(), mac_port, 0, 5, 0);
	set_tot(fb, 14, 30);
	deliver(C_TRUNC_TCP, 60, P_ETH | P_IP4, F_IPG);
	/* fixed header whole, data offset 15 words: options past the segment */
	tcp4(frame_new(), mac_port, 0, 5, 6);
	fb[34 + 12] = 15 << 4;
	deliver(C_TRUNC_TCP, 60, P_ETH | P_IP4 | P_TCP, F_IPG);
	/* data offset 4 words (< 5) */
	tcp4(frame_new(), mac_port, 0, 5, 6);
	fb[34 + 12] = 4 << 4;
	deliver(C_TRUNC_TCP, 60, P_ETH | P_IP4 | P_TCP, F_IPG);
	/* IPv6 payload length 12: TCP cut by the IP length */
	l4_6(frame_new(), mac_port, 0, 6, 0);
	put16(fb + 14 + 4, 12);
	deliver(C_TRUNC_TCP, 74, P_ETH | P_IP6, 0);
	/* 4 tags: the frame ends 10 bytes into the TCP header */
	tcp4(frame_new(), mac_port, 4, 5, 0);
	deliver(C_TRUNC_TCP, 60, P_QINQ | P_IP4, F_IPG);
}

static void
build_trunc_udp(void)
{
	/* IP length leaves 4 bytes for UDP */
	udp4(frame_new(), mac_port, 0, 0);
	set_tot(fb, 14, 24);
	deliver(C_TRUNC_UDP, 60, P_ETH | P_IP4, F_IPG);
	/* IPv6 payload length 6, frame ends there (60 bytes) */
	l4_6(frame_new(), mac_port, 0, 17, 0);
	put16(fb + 14 + 4, 6);
	deliver(C_TRUNC_UDP, 60, P_ETH | P_IP6, 0);
	/* 8 tags: the frame ends 4 bytes into UDP */
	udp4(frame_new(), mac_port, 8, 0);
	deliver(C_TRUNC_UDP, 70, P_QINQ | P_IP4, F_IPG);
}

static void
build_bad_ip_csum(void)
{
	uint32_t len;

	/* TTL lowered, checksum not updated; L4 (pseudo-header) still good */
	len = udp4(frame_new(), mac_port, 0, 18);
	fb[14 + 8]--;
	deliver(C_BAD_IP_CSUM, len, P_ETH | P_IP4 | P_UDP, F_IPB | F_L4G);
	len = tcp4(frame_new(), mac_port, 0, 5, 20);
	fb[14 + 10] ^= 0x5a;
	deliver(C_BAD_IP_CSUM, len, P_ETH | P_IP4 | P_TCP, F_IPB | F_L4G);
	len = udp4(frame_new(), mac_port, 1, 18);
	fb[18 + 5] ^= 1;	/* identification */
	deliver(C_BAD_IP_CSUM, len, P_VLAN | P_IP4 | P_UDP, F_IPB | F_L4G);
}

static void
build_bad_l4_csum(void)
{
	uint32_t len;

	len = udp4(frame_new(), mac_port, 0, 18);
	fb[len - 1] ^= 0x40;
	deliver(C_BAD_L4_CSUM, len, P_ETH | P_IP4 | P_UDP, F_IPG | F_L4B);
	len = tcp4(frame_new(), mac_port, 0, 5, 30);
	fb[len - 3] ^= 0x01;
	deliver(C_BAD_L4_CSUM, len, P_ETH | P_IP4 | P_TCP, F_IPG | F_L4B);
	len = l4_6(frame_new(), mac_port, 0, 17, 30);
	fb[len - 1] ^= 0x80;
	deliver(C_BAD_L4_CSUM, len, P_ETH | P_IP6 | P_UDP, F_L4B);
	len = l4_6(frame_new(), mac_port, 0, 6, 30);
	fb[54 + 16] ^= 0xff;	/* the checksum itself */
	deliver(C_BAD_L4_CSUM, len, P_ETH | P_IP6 | P_TCP, F_L4B);
	/* source address changed after both checksums: both wrong */
	len = udp4(frame_new(), mac_port, 0, 18);
	fb[14 + 15] ^= 0x10;
	deliver(C_BAD_L4_CSUM, len, P_ETH | P_IP4 | P_UDP, F_IPB | F_L4B);
}

static void
build_ihl(void)
{
	static const uint8_t vihl[] = { 0x40, 0x41, 0x44, 0x65 };
	unsigned int i;
	uint32_t len;

	/* IHL 0, 1, 4, and version 6 behind the IPv4 ethertype */
	for (i = 0; i < RTE_DIM(vihl); i++) {
		len = udp4(frame_new(), mac_port, 0, 18);
		fb[14] = vihl[i];
		fix_ipv4_csum(fb + 14);
		deliver(C_IHL_LT5, len, P_ETH, 0);
	}
}

static void
build_ip_len(void)
{
	uint32_t len;

	/* longer than the frame: header fine, L4 segment not in the frame */
	len = udp4(frame_new(), mac_port, 0, 18);
	set_tot(fb, 14, 1000);
	deliver(C_IP_LEN, len, P_ETH | P_IP4 | P_UDP, F_IPG);
	len = tcp4(frame_new(), mac_port, 0, 5, 46);
	set_tot(fb, 14, (uint16_t)(len - 14 + 1));
	deliver(C_IP_LEN, len, P_ETH | P_IP4 | P_TCP, F_IPG);
	len = udp4(frame_new(), mac_port, 0, MAX_DELIVERED - 42);
	set_tot(fb, 14, 65535);
	deliver(C_IP_LEN, len, P_ETH | P_IP4 | P_UDP, F_IPG);
	/* shorter than the header itself: a parse error before L4, so L3 only,
	 * as for a cut UDP header (it came up as L4_NONFRAG before) */
	len = udp4(frame_new(), mac_port, 0, 18);
	set_tot(fb, 14, 10);
	deliver(C_IP_LEN, len, P_ETH | P_IP4, F_IPG);
	/* the same for TCP and for a protocol the parser does not know */
	len = tcp4(frame_new(), mac_port, 0, 5, 20);
	set_tot(fb, 14, 19);
	deliver(C_IP_LEN, len, P_ETH | P_IP4, F_IPG);
	len = udp4(frame_new(), mac_port, 0, 18);
	fb[14 + 9] = 47;
	set_tot(fb, 14, 0);
	deliver(C_IP_LEN, len, P_ETH | P_IP4, F_IPG);
}

static void
build_vlan(void)
{
	uint32_t len;

	len = udp4(frame_new(), mac_port, 1, 18);
	deliver(C_VLAN, len, P_VLAN | P_IP4 | P_UDP, F_IPG | F_L4G);
	len = tcp4(frame_new(), mac_port, 2, 5, 10);
	deliver(C_VLAN, len, P_QINQ | P_IP4 | P_TCP, F_IPG | F_L4G);
	len = l4_6(frame_new(), mac_port, 3, 17, 10);
	deliver(C_VLAN, len, P_QINQ | P_IP6 | P_UDP, F_L4G);
	len = udp4(frame_new(), mac_port, 8, 6);	/* the deepest stack parsed */
	deliver(C_VLAN, len, P_QINQ | P_IP4 | P_UDP, F_IPG | F_L4G);
	/* deeper than the parser walks: the L3 type is not found */
	len = udp4(frame_new(), mac_port, 9, 6);
	deliver(C_VLAN, len, P_QINQ, 0);
	len = udp4(frame_new(), mac_port, 12, 6);
	deliver(C_VLAN, len, P_QINQ, 0);
	/* ARP inside one tag */
	put_eth(frame_new(), mac_bcast, tag_list(1), 1, 0x0806);
	deliver(C_VLAN, 64, P_VLAN, 0);
}

/* Ethernet header and length bytes of payload that count up. */
static uint32_t
eth_frame(const uint8_t *dst, uint16_t type, uint32_t len)
{
	uint32_t i;

	put_eth(frame_new(), dst, NULL, 0, type);
	for (i = 14; i < len; i++)
		fb[i] = (uint8_t)i;
	return len;
}

static void
build_non_ip(void)
{
	/* ARP request, padded to 60 */
	put_eth(frame_new(), mac_bcast, NULL, 0, 0x0806);
	put16(fb + 14, 1);
	put16(fb + 16, 0x0800);
	fb[18] = 6;
	fb[19] = 4;
	put16(fb + 20, 1);
	deliver(C_NON_IP, 60, P_ETH, 0);
	/* LLDP to the nearest-bridge group: a multicast group the port did not join */
	dropped(C_NON_IP, eth_frame(mac_lldp, 0x88cc, 60), FILTERED);
	deliver(C_NON_IP, eth_frame(mac_port, 0x88cc, 60), P_ETH, 0);
	/* IEEE local experimental ethertypes */
	deliver(C_NON_IP, eth_frame(mac_port, 0x88b5, 100), P_ETH, 0);
	deliver(C_NON_IP, eth_frame(mac_bcast, 0x88b6, 200), P_ETH, 0);
	deliver(C_NON_IP, eth_frame(mac_port, 0x88b5, MAX_DELIVERED), P_ETH, 0);
	/* 802.3 length field (LLC) */
	deliver(C_NON_IP, eth_frame(mac_port, 46, 60), P_ETH, 0);
}

static void
build_foreign(void)
{
	dropped(C_FOREIGN, udp4(frame_new(), mac_other, 0, 18), FILTERED);
	dropped(C_FOREIGN, udp4(frame_new(), mac_mcast, 0, 18), FILTERED);
}

static void
build_zero(void)
{
	frame_new();
	dropped(C_ZERO, 60, FILTERED);	/* to 00:00:00:00:00:00 */
	frame_new();
	dropped(C_ZERO, 64, FILTERED);
	frame_new();
	dropped(C_ZERO, MAX_DELIVERED, FILTERED);
	/* to the port, then zeros: ethertype 0 is an 802.3 length */
	memcpy(frame_new(), mac_port, 6);
	deliver(C_ZERO, 60, P_ETH, 0);
	memcpy(frame_new(), mac_port, 6);
	deliver(C_ZERO, MAX_DELIVERED, P_ETH, 0);
}

/* A length 60..1514 that is mostly short. */
static uint32_t
rnd_len(void)
{
	return (rnd() & 3) == 0 ? 60 + (uint32_t)(rnd() % (MAX_DELIVERED - 59)) :
		60 + (uint32_t)(rnd() % 140);
}

/* 1 if the Internet checksum over the IPv4 pseudo-header and the segment holds. */
static bool
l4_sum_ok4(const uint8_t *b, uint32_t l4, uint32_t end, uint8_t proto)
{
	uint32_t s = ref_sum(b + 14 + 12, 8, 0) + proto + (end - l4);

	return ref_csum(ref_sum(b + l4, end - l4, s)) == 0;
}

/*
 * What the parser makes of random bytes behind Ethernet + a version 4,
 * IHL 5 IPv4 start (frame.h rules, the mapping of the PMD): *pt and *ol.
 */
static void
oracle_ipv4(const uint8_t *b, uint32_t len, uint32_t *pt, uint64_t *ol)
{
	uint32_t tot = get16(b + 16), end = 14 + tot, fixed, hlen;
	uint8_t proto = b[23];

	*pt = P_ETH | P_IP4;
	*ol = ref_csum(ref_sum(b + 14, 20, 0)) == 0 ? F_IPG : F_IPB;
	if (tot < 20) {
		*pt |= P_NONF;		/* parse error after the header */
		return;
	}
	if (get16(b + 20) & 0x3fff) {
		*pt |= P_FRAG;		/* no L4 verdict for fragments */
		return;
	}
	if (proto == 17)
		fixed = 8;
	else if (proto == 6)
		fixed = 20;
	else if (proto == 1)
		fixed = 4;
	else {
		*pt |= P_NONF;
		return;
	}
	if (34 + fixed > len || 34 + fixed > end)
		return;			/* L4 header cut: no L4 type */
	*pt |= proto == 17 ? P_UDP : proto == 6 ? P_TCP : P_ICMP;
	if (proto == 1 || end > len)
		return;
	if (proto == 6) {
		hlen = (uint32_t)(b[34 + 12] >> 4) * 4;
		if (hlen < 20 || 34 + hlen > len || 34 + hlen > end)
			return;
	}
	if (proto == 17 && get16(b + 34 + 6) == 0)
		return;
	*ol |= l4_sum_ok4(b, 34, end, proto) ? F_L4G : F_L4B;
}

static void
build_random(void)
{
	static const uint8_t protos[4] = { 6, 17, 1, 0 };
	uint32_t len, pt, i;
	uint16_t type;
	uint64_t ol, r;

	/* all random: some other station's (or group) address */
	for (i = 0; i < 8; i++) {
		len = rnd_len();
		rnd_fill(frame_new(), len);
		T_CHECK(memcmp(fb, mac_bcast, 6) != 0 && memcmp(fb, mac_port, 6) != 0);
		dropped(C_RANDOM, len, FILTERED);
	}
	/* to the port, a random ethertype that is not IP or a VLAN tag */
	for (i = 0; i < 8; i++) {
		len = rnd_len();
		rnd_fill(frame_new(), len);
		memcpy(fb, mac_port, 6);
		do {
			type = (uint16_t)rnd();
		} while (type == 0x0800 || type == 0x86dd || type == 0x8100 || type == 0x88a8);
		put16(fb + 12, type);
		deliver(C_RANDOM, len, P_ETH, 0);
	}
	/* to the port, IPv4 version 4 IHL 5, the rest random but often plausible */
	for (i = 0; i < 24; i++) {
		len = rnd_len();
		rnd_fill(frame_new(), len);
		memcpy(fb, mac_port, 6);
		put16(fb + 12, 0x0800);
		fb[14] = 0x45;
		r = rnd();
		if (r & 1)
			put16(fb + 16, (uint16_t)(len - 14 - ((r >> 8) & 3)));
		if (r & 2)
			put16(fb + 20, 0);
		if (protos[(r >> 2) & 3] != 0)
			fb[23] = protos[(r >> 2) & 3];
		/* now and then a whole segment with its checksum right */
		if ((r & 0xc1) == 1 && (fb[23] == 6 || fb[23] == 17))
			fix_l4_csum4(fb, 14, 34, get16(fb + 16) - 20u, fb[23] == 6 ? 16 : 6);
		if ((r & 0x30) == 0)
			fix_ipv4_csum(fb + 14);
		oracle_ipv4(fb, len, &pt, &ol);
		deliver(C_RANDOM, len, pt, ol);
	}
}

void
build_corpus(void)
{
	build_good();
	build_runt();
	build_oversize();
	build_trunc_ipv4();
	build_trunc_ipv6();
	build_trunc_tcp();
	build_trunc_udp();
	build_bad_ip_csum();
	build_bad_l4_csum();
	build_ihl();
	build_ip_len();
	build_vlan();
	build_non_ip();
	build_foreign();
	build_zero();
	build_random();
}
