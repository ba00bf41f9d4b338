/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Malformed frames from the wire. The test writes a pcap corpus of bad
 * frames in classes (runts, oversize, cut IPv4/IPv6/TCP/UDP headers, bad
 * IPv4 and L4 checksums, IHL < 5, IP lengths past the frame, VLAN stacks,
 * non-IP ethertypes, frames for other stations, zeros, random bytes) plus
 * good frames as control, and a DPL whose dpmac replays it (wire "pcap"),
 * compiled with dtc; net_dpaa2x is probed with dpl=<that file>. The frames
 * thus arrive the way DPAA2 receives them: WRIOP counts runts and oversize
 * frames as discards and other stations' frames as filtered; everything
 * else goes up, parse errors included, with the packet_type and checksum
 * flags of its parse result (DPDK's dpaa2 driver has WRIOP continue on
 * L3CE, L4CE and PHE errors and report them in the annotation).
 *
 * Each frame's fate and flags are written down when it is built; every
 * frame the port delivers is matched to its corpus frame by its bytes.
 * The corpus goes through twice: copybreak 512 (almost every frame copied)
 * and copybreak 0 (zero-copy). Usage: test_malformed [path of dtc]
 */

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <pcap/pcap.h>

#include <rte_bus_vdev.h>
#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>
#include <rte_memzone.h>

#include "dpaa2x_test.h"
#include "frame_build.h"
#include "t_audit.h"
#include "t_port.h"

#define PORT_NAME	"net_dpaa2x0"
#define NB_MBUF		1024
#define MAX_FRAMES	192
#define FRAME_ROOM	12288		/* largest frame built, and then some */
#define ARENA_SIZE	(512 * 1024)
#define MAX_DELIVERED	1518		/* MTU 1500, header and a VLAN tag (FCS off) */
#define RX_WAIT_S	10

extern char **environ;

enum fate { DELIVER, RUNT, OVERSIZE, FILTERED };

enum cls {
	C_GOOD, C_RUNT, C_OVERSIZE, C_TRUNC_IPV4, C_TRUNC_IPV6, C_TRUNC_TCP,
	C_TRUNC_UDP, C_BAD_IP_CSUM, C_BAD_L4_CSUM, C_IHL_LT5, C_IP_LEN, C_VLAN,
	C_NON_IP, C_FOREIGN, C_ZERO, C_RANDOM, C_MAX
};

static const char *const cls_name[C_MAX] = {
	"good (control)", "runt", "oversize", "truncated IPv4 header",
	"truncated IPv6 header", "truncated TCP header", "truncated UDP header",
	"bad IPv4 header checksum", "bad L4 checksum", "IPv4 IHL < 5 / version",
	"IPv4 total length != frame", "VLAN stacks", "non-IP ethertypes",
	"other stations' MACs", "all-zero bytes", "random bytes",
};

/* One corpus frame and what must become of it. */
struct frame {
	const uint8_t *data;
	uint32_t len;
	uint8_t cls;
	uint8_t fate;
	uint32_t ptype;		/* packet_type of the mbuf */
	uint64_t ol;		/* checksum flags; the RSS flag follows from ptype */
};

#define P_ETH	RTE_PTYPE_L2_ETHER
#define P_VLAN	RTE_PTYPE_L2_ETHER_VLAN
#define P_QINQ	RTE_PTYPE_L2_ETHER_QINQ
#define P_IP4	RTE_PTYPE_L3_IPV4
#define P_IP4X	RTE_PTYPE_L3_IPV4_EXT
#define P_IP6	RTE_PTYPE_L3_IPV6
#define P_IP6X	RTE_PTYPE_L3_IPV6_EXT
#define P_TCP	RTE_PTYPE_L4_TCP
#define P_UDP	RTE_PTYPE_L4_UDP
#define P_ICMP	RTE_PTYPE_L4_ICMP
#define P_FRAG	RTE_PTYPE_L4_FRAG
#define P_NONF	RTE_PTYPE_L4_NONFRAG
#define F_IPG	RTE_MBUF_F_RX_IP_CKSUM_GOOD
#define F_IPB	RTE_MBUF_F_RX_IP_CKSUM_BAD
#define F_L4G	RTE_MBUF_F_RX_L4_CKSUM_GOOD
#define F_L4B	RTE_MBUF_F_RX_L4_CKSUM_BAD

#define SRC4	0xc6130001u	/* 198.19.0.1 */
#define DST4	0xc6120001u	/* 198.18.0.1 */

static const uint8_t mac_port[6] = { 0x02, 0, 0, 0, 0, 0x01 };	/* the DPL's */
static const uint8_t mac_other[6] = { 0x02, 0, 0, 0, 0, 0x77 };
static const uint8_t mac_bcast[6] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
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

static struct frame corpus[MAX_FRAMES];
static unsigned int n_frames;
static uint8_t arena[ARENA_SIZE];
static size_t arena_used;
static uint8_t *fb;			/* the frame being built */
static struct rte_mbuf *held[MAX_FRAMES * 2];
static char dir[256], pcap_path[PATH_MAX], dts_path[PATH_MAX], dtb_path[PATH_MAX];
static const char *dtc = "dtc";
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

static void
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

/* ---- files: the pcap corpus and the DPL ---- */

static bool
write_pcap(void)
{
	pcap_t *pc = pcap_open_dead(DLT_EN10MB, 65535);
	pcap_dumper_t *d = pc != NULL ? pcap_dump_open(pc, pcap_path) : NULL;
	struct pcap_pkthdr h;
	unsigned int i;

	if (d == NULL) {
		T_FAIL_AT("cannot write %s: %s", pcap_path, pc ? pcap_geterr(pc) : "no memory");
		if (pc != NULL)
			pcap_close(pc);
		return false;
	}
	for (i = 0; i < n_frames; i++) {
		memset(&h, 0, sizeof(h));
		h.ts.tv_usec = i;
		h.caplen = h.len = corpus[i].len;
		pcap_dump((u_char *)d, &h, corpus[i].data);
	}
	pcap_dump_close(d);
	pcap_close(pc);
	return true;
}

static const char dts_fmt[] =
	"/dts-v1/;\n"
	"/ {\n"
	"\tdpl-version = <10>;\n"
	"\tcontainers {\n"
	"\t\tdprc@1 {\n"
	"\t\t\tcompatible = \"fsl,dprc\";\n"
	"\t\t\tparent = \"none\";\n"
	"\t\t\tobjects {\n"
	"\t\t\t\tobj_set@dpni { type = \"dpni\"; ids = <1>; };\n"
	"\t\t\t\tobj_set@dpbp { type = \"dpbp\"; ids = <1 2 3 4>; };\n"
	"\t\t\t\tobj_set@dpio { type = \"dpio\"; ids = <1 2 3 4>; };\n"
	"\t\t\t\tobj_set@dpmac { type = \"dpmac\"; ids = <1>; };\n"
	"\t\t\t};\n"
	"\t\t};\n"
	"\t};\n"
	"\tobjects {\n"
	"\t\tdpni@1 {\n"
	"\t\t\tcompatible = \"fsl,dpni\";\n"
	"\t\t\ttype = \"DPNI_TYPE_NIC\";\n"
	"\t\t\tnum_queues = <1>;\n"
	"\t\t\tmac_addr = [02 00 00 00 00 01];\n"
	"\t\t\tmax_frame_length = <1518>;\n"
	"\t\t\trx_fq_depth = <1024>;\n"
	"\t\t};\n"
	"\t\tdpbp@1 { compatible = \"fsl,dpbp\"; buffers = <16384>; };\n"
	"\t\tdpbp@2 { compatible = \"fsl,dpbp\"; buffers = <16384>; };\n"
	"\t\tdpbp@3 { compatible = \"fsl,dpbp\"; buffers = <16384>; };\n"
	"\t\tdpbp@4 { compatible = \"fsl,dpbp\"; buffers = <16384>; };\n"
	"\t\tdpio@1 { compatible = \"fsl,dpio\"; };\n"
	"\t\tdpio@2 { compatible = \"fsl,dpio\"; };\n"
	"\t\tdpio@3 { compatible = \"fsl,dpio\"; };\n"
	"\t\tdpio@4 { compatible = \"fsl,dpio\"; };\n"
	"\t\tdpmac@1 {\n"
	"\t\t\tcompatible = \"fsl,dpmac\";\n"
	"\t\t\tlink_speed = <10000>;\n"
	"\t\t\tlink_state = \"up\";\n"
	"\t\t\twire = \"pcap\";\n"
	"\t\t\tpcap_rx = \"%s\"; wire_padding = \"strict\";\n"	/* runts stay runts */
	"\t\t};\n"
	"\t};\n"
	"\tconnections {\n"
	"\t\tconnection@1 { endpoint1 = \"dpni@1\"; endpoint2 = \"dpmac@1\"; };\n"
	"\t};\n"
	"};\n";

/* The DPL source, compiled with dtc as a user would. */
static bool
write_dpl(void)
{
	char *const argv[] = { (char *)(uintptr_t)dtc, "-I", "dts", "-O", "dtb", "-q",
			       "-o", dtb_path, dts_path, NULL };
	FILE *f = fopen(dts_path, "w");
	int st = 0;
	pid_t pid;

	if (f == NULL) {
		T_FAIL_AT("cannot write %s", dts_path);
		return false;
	}
	fprintf(f, dts_fmt, pcap_path);
	if (fclose(f) != 0) {
		T_FAIL_AT("cannot write %s", dts_path);
		return false;
	}
	if (posix_spawnp(&pid, dtc, NULL, NULL, argv, environ) != 0 ||
	    waitpid(pid, &st, 0) != pid || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		T_FAIL_AT("%s could not compile %s", dtc, dts_path);
		return false;
	}
	return true;
}

static bool
make_files(void)
{
	const char *tmp = getenv("TMPDIR");

	if (snprintf(dir, sizeof(dir), "%s/dpaa2x_malformed.XXXXXX",
		     tmp != NULL && tmp[0] != '\0' ? tmp : "/tmp") >= (int)sizeof(dir) ||
	    mkdtemp(dir) == NULL) {
		T_FAIL_AT("mkdtemp %s failed", dir);
		dir[0] = '\0';
		return false;
	}
	snprintf(pcap_path, sizeof(pcap_path), "%s/corpus.pcap", dir);
	snprintf(dts_path, sizeof(dts_path), "%s/malformed.dts", dir);
	snprintf(dtb_path, sizeof(dtb_path), "%s/malformed.dtb", dir);
	/* the DPL holds pcap_rx in 128 bytes */
	if (strlen(pcap_path) >= 128) {
		T_FAIL_AT("corpus path %s is too long for a DPL (TMPDIR)", pcap_path);
		return false;
	}
	return write_pcap() && write_dpl();
}

static void
remove_files(void)
{
	if (dir[0] == '\0')
		return;
	unlink(pcap_path);
	unlink(dts_path);
	unlink(dtb_path);
	T_EQ(rmdir(dir), 0);
}

/* ---- the port ---- */

/* What the corpus must do to the counters. */
struct expect {
	unsigned int fate[4];
	unsigned int deliver[C_MAX], total[C_MAX];
	uint64_t bytes, bcast, copied, copied_bytes;
};

static void
expect_of(uint32_t copybreak, struct expect *e)
{
	unsigned int i;

	memset(e, 0, sizeof(*e));
	for (i = 0; i < n_frames; i++) {
		const struct frame *f = &corpus[i];

		e->fate[f->fate]++;
		e->total[f->cls]++;
		if (f->fate != DELIVER)
			continue;
		e->deliver[f->cls]++;
		e->bytes += f->len;
		e->bcast += memcmp(f->data, mac_bcast, 6) == 0;
		if (f->len <= copybreak) {
			e->copied++;
			e->copied_bytes += f->len;
		}
	}
}

/* The corpus frame m carries: the next delivered one from *next on. */
static const struct frame *
match(const struct rte_mbuf *m, unsigned int *next)
{
	unsigned int i;

	for (i = *next; i < n_frames; i++) {
		const struct frame *f = &corpus[i];

		if (f->fate == DELIVER && f->len == m->pkt_len &&
		    memcmp(rte_pktmbuf_mtod(m, const void *), f->data, f->len) == 0) {
			*next = i + 1;
			return f;
		}
	}
	return NULL;
}

/* One delivered mbuf against its corpus frame. */
static void
check_mbuf(const struct rte_mbuf *m, const struct frame *f, uint16_t port,
	   struct rte_mempool *mp, uint32_t copybreak)
{
	uint64_t rss = (f->ptype & RTE_PTYPE_L3_MASK) ? RTE_MBUF_F_RX_RSS_HASH : 0;
	uint32_t l2 = f->ptype & RTE_PTYPE_L2_MASK;
	/* a tagged frame's TCIs (the outer one of two apart) */
	uint64_t vlan = l2 == RTE_PTYPE_L2_ETHER_QINQ ? RTE_MBUF_F_RX_VLAN | RTE_MBUF_F_RX_QINQ :
		l2 == RTE_PTYPE_L2_ETHER_VLAN ? RTE_MBUF_F_RX_VLAN : 0;
	unsigned int idx = (unsigned int)(f - corpus);

	if (m->packet_type != f->ptype || m->ol_flags != (f->ol | rss | vlan))
		T_FAIL_AT("frame %u (%s, %u bytes): packet_type 0x%08x ol_flags 0x%" PRIx64
			  ", expected 0x%08x 0x%" PRIx64, idx, cls_name[f->cls], f->len,
			  m->packet_type, m->ol_flags, f->ptype, f->ol | rss | vlan);
	if (vlan != 0)
		T_EQ(m->vlan_tci, f->data[l2 == RTE_PTYPE_L2_ETHER_QINQ ? 18 : 14] << 8 |
			 f->data[l2 == RTE_PTYPE_L2_ETHER_QINQ ? 19 : 15]);
	if (l2 == RTE_PTYPE_L2_ETHER_QINQ)
		T_EQ(m->vlan_tci_outer, f->data[14] << 8 | f->data[15]);
	if (rss == 0)
		T_EQ(m->hash.rss, 0);	/* no hash for frames without an IP header */
	T_EQ(m->nb_segs, 1);
	T_EQ(m->data_len, f->len);
	T_EQ(m->port, port);
	/* copied into the small pool up to copybreak, else the pool buffer itself */
	T_EQ(m->pool != mp, f->len <= copybreak);
}

/*
 * Receive until every frame the corpus should deliver came and the wire
 * has offered the whole file (bounded); then a little longer, so that a
 * frame that should not come has the time to.
 */
static unsigned int
receive_all(uint16_t port, unsigned int want)
{
	uint64_t hz = rte_get_timer_hz(), end = rte_get_timer_cycles() + RX_WAIT_S * hz;
	unsigned int got = 0;
	bool settled = false;
	uint16_t k;

	while (rte_get_timer_cycles() < end) {
		k = rte_eth_rx_burst(port, 0, &held[got], RTE_MIN(32u, RTE_DIM(held) - got));
		got += k;
		if (k != 0 || got < want || settled)
			continue;
		if (t_xstat(port, "wire_gen_frames") == n_frames) {
			settled = true;		/* 50 ms more for a frame too many */
			end = rte_get_timer_cycles() + hz / 20;
		} else {
			rte_delay_us_sleep(100);
		}
	}
	return got;
}

/* Delivered frames against the corpus, in order; per class, how many came. */
static void
check_delivered(uint16_t port, struct rte_mempool *mp, uint32_t copybreak,
		unsigned int n, unsigned int got[C_MAX])
{
	unsigned int i, next = 0;

	for (i = 0; i < n; i++) {
		const struct frame *f = match(held[i], &next);

		if (f == NULL) {
			T_FAIL_AT("delivered frame %u (%u bytes) is not the next corpus frame "
				  "to deliver", i, held[i]->pkt_len);
			continue;
		}
		got[f->cls]++;
		check_mbuf(held[i], f, port, mp, copybreak);
	}
}

/* Per class: frames, delivered (measured), dropped and the counter they go to. */
static void
check_classes(uint32_t copybreak, const struct expect *e, const unsigned int got[C_MAX])
{
	static const char *const where[] = { "-", "hw_rx_runt", "hw_rx_oversize",
					     "hw_rx_filtered" };
	unsigned int c, i;

	printf("# copybreak %u: %-28s %6s %9s %7s  %s\n", copybreak, "class", "frames",
	       "delivered", "dropped", "dropped frames counted in");
	for (c = 0; c < C_MAX; c++) {
		const char *w = "-";

		for (i = 0; i < n_frames; i++)
			if (corpus[i].cls == c && corpus[i].fate != DELIVER)
				w = where[corpus[i].fate];
		printf("# copybreak %u: %-28s %6u %9u %7u  %s\n", copybreak, cls_name[c],
		       e->total[c], got[c], e->total[c] - got[c], w);
		if (got[c] != e->deliver[c])
			T_FAIL_AT("class %s: %u frames delivered, expected %u", cls_name[c],
				  got[c], e->deliver[c]);
	}
}

/* Where WRIOP counted the frames, what the driver did with the delivered ones. */
static void
check_counters(uint16_t port, const struct expect *e, unsigned int n)
{
	struct rte_eth_stats st;

	T_EQ(t_xstat(port, "wire_gen_frames"), n_frames);
	T_EQ(t_xstat(port, "hw_rx_frames"), e->fate[DELIVER]);
	T_EQ(t_xstat(port, "hw_rx_bytes"), e->bytes);
	T_EQ(t_xstat(port, "hw_rx_runt"), e->fate[RUNT]);
	T_EQ(t_xstat(port, "hw_rx_oversize"), e->fate[OVERSIZE]);
	T_EQ(t_xstat(port, "hw_rx_discards"), e->fate[RUNT] + e->fate[OVERSIZE]);
	T_EQ(t_xstat(port, "hw_rx_filtered"), e->fate[FILTERED]);
	T_EQ(t_xstat(port, "hw_rx_no_buffer_discards"), 0);
	T_EQ(t_xstat(port, "hw_rx_tail_drops"), 0);
	T_EQ(t_xstat(port, "hw_rx_bcast_frames"), e->bcast);
	T_EQ(t_xstat(port, "hw_rx_mcast_frames"), 0);
	/* delivered + dropped == the frames of the file */
	T_EQ(n + t_xstat(port, "hw_rx_discards") + t_xstat(port, "hw_rx_filtered"), n_frames);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), e->copied);
	T_EQ(t_xstat(port, "rx_copybreak_bytes"), e->copied_bytes);
	T_EQ(t_xstat(port, "rx_zerocopy_packets"), e->fate[DELIVER] - e->copied);
	T_EQ(t_xstat(port, "rx_copy_pool_empty"), 0);
	T_EQ(t_xstat(port, "rx_bad_fd_discards"), 0);
	T_EQ(rte_eth_stats_get(port, &st), 0);
	T_EQ(st.ipackets, e->fate[DELIVER]);
	T_EQ(st.ibytes, e->bytes);
	T_EQ(st.ierrors, e->fate[RUNT] + e->fate[OVERSIZE]);
	T_EQ(st.imissed, 0);
}

/* One pass of the corpus through a port with the given copybreak. */
static void
run(uint32_t copybreak)
{
	struct rte_eth_conf conf = { 0 };
	unsigned int got[C_MAX] = { 0 };
	struct rte_mempool *mp;
	struct expect e;
	uint16_t port = UINT16_MAX;
	char args[PATH_MAX + 96];
	unsigned int n;
	uint64_t end;

	expect_of(copybreak, &e);
	snprintf(args, sizeof(args), "dpl=%s,hw_cpu=1,gen=off,copybreak=%u", dtb_path, copybreak);
	T_EQ(rte_vdev_init(PORT_NAME, args), 0);
	T_EQ(rte_eth_dev_get_port_by_name(PORT_NAME, &port), 0);
	/* after the probe: a BMan-backed (dpaa2x) pool */
	mp = rte_pktmbuf_pool_create("malformed", NB_MBUF, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				     SOCKET_ID_ANY);
	if (mp == NULL || port == UINT16_MAX) {
		T_FAIL_AT("no port or no pool: %s", rte_strerror(rte_errno));
		rte_vdev_uninit(PORT_NAME);
		rte_mempool_free(mp);
		return;
	}
	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	/* the pcap wire replays the corpus once the link is up */
	T_EQ(rte_eth_dev_start(port), 0);
	n = receive_all(port, e.fate[DELIVER]);
	if (n != e.fate[DELIVER] || t_xstat(port, "wire_gen_frames") != n_frames)
		t_dump_xstats(port);
	T_EQ(n, e.fate[DELIVER]);
	check_delivered(port, mp, copybreak, n, got);
	check_classes(copybreak, &e, got);
	check_counters(port, &e, n);
	/* copies hold no pool buffer; zero-copy mbufs hold one each */
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF - (e.fate[DELIVER] - e.copied));
	rte_pktmbuf_free_bulk(held, n);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(t_xstat(port, "rx_stop_discards"), 0);
	T_AUDIT(port);
	T_EQ(rte_mempool_avail_count(mp), mp->size);
	T_EQ(rte_vdev_uninit(PORT_NAME), 0);
	rte_mempool_free(mp);
	/* the last pool gone, the SoC goes too: the next run replays the file anew */
	end = rte_get_timer_cycles() + rte_get_timer_hz();
	while (rte_memzone_lookup("dpaa2x_soc") != NULL && rte_get_timer_cycles() < end)
		rte_delay_us_sleep(1000);
	T_CHECK(rte_memzone_lookup("dpaa2x_soc") == NULL);
}

static void
test_corpus_copybreak(void)
{
	run(512);
}

static void
test_corpus_zero_copy(void)
{
	run(0);
}

int
main(int argc, char **argv)
{
	unsigned int i, c;

	if (argc > 1)
		dtc = argv[1];
	t_eal_init(argv[0], NULL);
	build_corpus();
	for (c = 0; c < C_MAX; c++) {
		unsigned int k = 0;

		for (i = 0; i < n_frames; i++)
			k += corpus[i].cls == c;
		if (k < 2)
			T_FAIL_AT("class %s has %u frames", cls_name[c], k);
	}
	if (make_files()) {
		T_RUN(test_corpus_copybreak);
		T_RUN(test_corpus_zero_copy);
	}
	remove_files();
	return t_done();
}
