/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Generator and sink: parameter checks, exact frame contents and flow
 * mapping, checksums checked by the parser and by an independent
 * reference, and the sink's loss/reorder/corruption/TTL/latency counts.
 */

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dpaa2x_test.h"
#include "frame/frame.h"
#include "frame_build.h"

#define F(x)	DPAA2X_PRS_##x
#define GOOD	(F(ETH) | F(IPV4) | F(UDP) | F(L3CSUM_CHECKED) | F(L4CSUM_CHECKED))

static struct dpaa2x_gen_state gen;
static struct dpaa2x_sink_state sink;
static struct dpaa2x_wire_stats ws;
static char err[256];

static struct dpaa2x_gen_params
params(void)
{
	struct dpaa2x_gen_params p = {
		.sizes = { 64 }, .n_sizes = 1, .flows = 1,
		.src_mac = { 0x02, 0, 0, 0, 0x10, 0x01 },
		.dst_mac = { 0x02, 0, 0, 0, 0, 0x01 },
		.src_ip = 0xc0a80001, .dst_ip = 0xc6120001,	/* 192.168.0.1, 198.18.0.1 */
		.src_ip_count = 1, .dst_ip_count = 1,
		.sport = 1024, .dport = 5001, .ttl = 64, .burst = 32,
	};
	return p;
}

static void
expect_check(const struct dpaa2x_gen_params *p, const char *text)
{
	err[0] = '\0';
	T_EQ(dpaa2x_gen_check(p, 1518, err, sizeof(err)), -EINVAL);
	T_STREQ(err, text);
}

static void
test_gen_check(void)
{
	struct dpaa2x_gen_params p = params();

	T_EQ(dpaa2x_gen_check(&p, 1518, err, sizeof(err)), 0);
	p.sizes[0] = 40;
	expect_check(&p, "gen_size 40 is out of range 64..1518");
	p = params();
	p.n_sizes = 2;
	p.sizes[1] = 1519;
	expect_check(&p, "gen_size 1519 is out of range 64..1518");
	T_EQ(dpaa2x_gen_check(&p, 9000, err, sizeof(err)), 0);
	p = params();
	p.n_sizes = 0;
	expect_check(&p, "gen_size: 0 sizes given, expected 1..16");
	p = params();
	p.flows = 0;
	expect_check(&p, "gen_flows 0 is out of range 1..4096");
	p.flows = 4097;
	expect_check(&p, "gen_flows 4097 is out of range 1..4096");
	p = params();
	p.rate_pps = 300000000;
	expect_check(&p, "gen_rate 300000000 is out of range 0..200000000");
	p = params();
	p.ttl = 0;
	expect_check(&p, "gen_ttl 0 is out of range 1..255");
	p = params();
	p.src_ip_count = 0;
	expect_check(&p, "gen_src_ip_count 0 is out of range 1..65536");
	p = params();
	p.dst_ip_count = 70000;
	expect_check(&p, "gen_dst_ip_count 70000 is out of range 1..65536");
	p = params();
	p.burst = 0;
	expect_check(&p, "gen_burst 0 is out of range 1..1024");
	p = params();
	p.count = 0;	/* no limit */
	T_EQ(dpaa2x_gen_check(&p, 1518, NULL, 0), 0);
	p.kind = 2;
	expect_check(&p, "gen_kind 2 is out of range 0..1");
	/* a PTP Sync message whole after a tag: 14 + 4 + 44 bytes, FCS */
	p = params();
	p.kind = DPAA2X_GEN_KIND_PTP;
	p.vlan = true;
	expect_check(&p, "gen_size with gen_kind=ptp and gen_vlan 64 is out of range 66..1518");
	p.sizes[0] = 66;
	T_EQ(dpaa2x_gen_check(&p, 1518, err, sizeof(err)), 0);
}

/*
 * gen_kind=ptp: PTP v2 Sync messages over Ethernet (ethertype 0x88f7),
 * as testpmd's ieee1588 engine takes them: message type 0, version 2,
 * length 44, the two-step flag, the source MAC as the clock's EUI-64,
 * port 1, the sequence counting; zeros to the size; sizes cycled. The
 * parser finds Ethernet and nothing above it; the sink counts them
 * foreign. With a tag, everything 4 bytes further.
 */
static void
test_gen_ptp(void)
{
	static const uint8_t head[34] = {
		0x00, 0x02, 0x00, 44, 0, 0, 0x02, 0,	/* Sync, v2, length, flags */
		0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,	/* correction, reserved */
		0x02, 0, 0, 0xff, 0xfe, 0, 0x10, 0x01,	/* clock identity */
		0, 1,					/* port number */
		0, 0,					/* sequence: below */
		0, 0 };					/* control: Sync */
	struct dpaa2x_gen_params p = params();
	struct dpaa2x_annot an = { .ts = 0 };
	uint8_t buf[256];
	uint32_t i, k, len, off;

	p.kind = DPAA2X_GEN_KIND_PTP;
	p.sizes[1] = 100;
	p.n_sizes = 2;
	for (off = 14; off <= 18; off += 4) {
		p.vlan = off == 18;
		p.vlan_tci = 7;
		p.sizes[0] = p.vlan ? 66 : 64;	/* the message whole */
		T_EQ(dpaa2x_gen_check(&p, 1518, err, sizeof(err)), 0);
		dpaa2x_gen_init(&gen, &p, 0);
		dpaa2x_sink_init(&sink);
		memset(&ws, 0, sizeof(ws));
		for (i = 0; i < 3; i++) {
			memset(buf, 0xee, sizeof(buf));
			len = dpaa2x_gen_build(&gen, buf, sizeof(buf), 5);
			T_EQ(len, i % 2 ? 96u : p.sizes[0] - 4u);
			T_EQ(memcmp(buf, p.dst_mac, 6), 0);
			T_EQ(memcmp(buf + 6, p.src_mac, 6), 0);
			T_EQ(get16(buf + off - 2), 0x88f7);
			if (p.vlan)
				T_EQ(get16(buf + 14), 7);
			T_EQ(memcmp(buf + off, head, 30), 0);
			T_EQ(get16(buf + off + 30), i);		/* sequenceId */
			T_EQ(get16(buf + off + 32), 0);
			for (k = off + 34; k < len; k++)
				T_EQ(buf[k], 0);
			T_EQ(buf[len], 0xee);			/* nothing past it */
			T_EQ(dpaa2x_frame_parse(buf, len, &an) & (F(ETH) | F(IPV4) | F(UDP)),
			     F(ETH));
			dpaa2x_sink_check(&sink, buf, len, 0, 1, &ws);
		}
		T_EQ(ws.sink_foreign, 3);
		T_EQ(ws.sink_frames, 0);
		T_EQ(gen.frames, 3);
		T_EQ(gen.bytes, 2 * (p.sizes[0] - 4u) + 96);
	}
}

/* Independent check of one generated frame of buffer length len. */
static void
check_frame(const uint8_t *f, uint32_t len, uint32_t gen_flow, uint32_t seq,
	    uint64_t tsc)
{
	struct dpaa2x_annot an = { .ts = 0 };
	struct dpaa2x_stamp st;
	uint32_t k;

	T_EQ(dpaa2x_frame_parse(f, len, &an), GOOD);
	T_EQ(an.l5_off, 42);
	T_EQ(get16(f + 16), len - 14);		/* IPv4 total length */
	T_EQ(get16(f + 38), len - 34);		/* UDP length */
	T_EQ(ref_sum(f + 14, 20, 0) % 0xffff, 0);	/* header sums to 0xffff */
	T_EQ((ref_sum(f + 34, len - 34, ref_sum(f + 26, 8, 0) + 17 + len - 34)) %
	     0xffff, 0);
	memcpy(&st, f + 42, sizeof(st));
	T_EQ(get16((const uint8_t *)&st.magic), DPAA2X_STAMP_MAGIC);
	T_EQ(get16((const uint8_t *)&st.gen_flow), gen_flow);	/* id << 12 | flow */
	T_EQ((uint32_t)get16((const uint8_t *)&st.seq) << 16 |
	     get16((const uint8_t *)&st.seq + 2), seq);
	T_EQ(st.tsc, tsc);
	for (k = 16; k < len - 42; k++)
		if (f[42 + k] != (uint8_t)k) {
			T_FAIL_AT("pattern byte %u is %u", k, f[42 + k]);
			break;
		}
}

static void
test_gen_sizes(void)
{
	struct dpaa2x_gen_params p = params();
	uint8_t buf[1600];
	static const uint8_t hdr[14] = {
		0x02, 0, 0, 0, 0, 0x01, 0x02, 0, 0, 0, 0x10, 0x01, 0x08, 0x00 };

	p.sizes[1] = 1518;
	p.sizes[2] = 65;	/* odd length */
	p.sizes[3] = 1000;
	p.n_sizes = 4;
	dpaa2x_gen_init(&gen, &p, 0);
	T_EQ(dpaa2x_gen_next_size(&gen), 64);
	T_EQ(dpaa2x_gen_build(&gen, buf, sizeof(buf), 111), 60);
	check_frame(buf, 60, 0, 0, 111);
	T_EQ(memcmp(buf, hdr, 14), 0);
	T_EQ(buf[14 + 8], 64);				/* TTL */
	T_EQ(get16(buf + 20), 0x4000);			/* DF */
	T_EQ(dpaa2x_gen_next_size(&gen), 1518);
	T_EQ(dpaa2x_gen_build(&gen, buf, 1513, 222), 0);	/* does not fit */
	T_EQ(dpaa2x_gen_next_size(&gen), 1518);		/* nothing advanced */
	T_EQ(dpaa2x_gen_build(&gen, buf, sizeof(buf), 222), 1514);
	check_frame(buf, 1514, 0, 1, 222);
	T_EQ(dpaa2x_gen_build(&gen, buf, sizeof(buf), 333), 61);
	check_frame(buf, 61, 0, 2, 333);
	T_EQ(dpaa2x_gen_build(&gen, buf, sizeof(buf), 444), 996);
	check_frame(buf, 996, 0, 3, 444);
	T_EQ(dpaa2x_gen_next_size(&gen), 64);
	T_EQ(gen.frames, 4);
	T_EQ(gen.bytes, 60 + 1514 + 61 + 996);
}

static void
test_gen_flows(void)
{
	struct dpaa2x_gen_params p = params();
	uint8_t buf[128];
	uint32_t i, f;

	p.flows = 6;
	p.src_ip_count = 2;
	p.dst_ip_count = 2;	/* flows 4, 5 wrap to the first dst */
	p.sport = 65534;	/* wraps in 16 bits */
	dpaa2x_gen_init(&gen, &p, 5);	/* generator id 5: in the stamp, above the flow */
	for (i = 0; i < 14; i++) {
		f = i % 6;
		T_EQ(dpaa2x_gen_build(&gen, buf, sizeof(buf), i), 60);
		T_EQ((uint32_t)get16(buf + 26) << 16 | get16(buf + 28), 0xc0a80001 + f % 2);
		T_EQ((uint32_t)get16(buf + 30) << 16 | get16(buf + 32), 0xc6120001 + f / 2 % 2);
		T_EQ(get16(buf + 34), (uint16_t)(65534 + f));
		T_EQ(get16(buf + 36), 5001);
		check_frame(buf, 60, 5 << 12 | f, i / 6, i);
	}
	T_EQ(gen.seq[0], 3);
	T_EQ(gen.seq[1], 3);
	T_EQ(gen.seq[2], 2);
	T_EQ(gen.next_flow, 2);
}

/* Generate n frames of flow 0 into frames[i] (lengths len[i]). */
static uint8_t frames[8][1600];
static uint32_t flen[8];

static void
gen_frames(int n, uint16_t size)
{
	struct dpaa2x_gen_params p = params();
	int i;

	p.sizes[0] = size;
	dpaa2x_gen_init(&gen, &p, 0);
	for (i = 0; i < n; i++)
		flen[i] = dpaa2x_gen_build(&gen, frames[i], sizeof(frames[i]),
					   1000 + i);
	dpaa2x_sink_init(&sink);
	memset(&ws, 0, sizeof(ws));
}

static void
sink_one(int i, uint64_t now)
{
	dpaa2x_sink_check(&sink, frames[i], flen[i], now, 1000000000, &ws);
}

static void
test_sink_clean(void)
{
	int i;

	gen_frames(4, 64);
	for (i = 0; i < 4; i++)
		sink_one(i, 2000 + i * 10);	/* latencies 1000, 1009, 1018, 1027 */
	T_EQ(ws.sink_frames, 4);
	T_EQ(ws.sink_bytes, 240);
	T_EQ(ws.sink_lost, 0);
	T_EQ(ws.sink_reordered, 0);
	T_EQ(ws.sink_corrupted, 0);
	T_EQ(ws.sink_foreign, 0);
	T_EQ(ws.sink_ttl_min, 64);
	T_EQ(ws.sink_ttl_max, 64);
	T_EQ(ws.lat_min_ns, 1000);
	T_EQ(ws.lat_max_ns, 1027);
	T_EQ(ws.lat_avg_ns, 1013);
	/* 2 GHz TSC: cycles are half a nanosecond */
	dpaa2x_sink_init(&sink);
	dpaa2x_sink_check(&sink, frames[0], flen[0], 3000, 2000000000, &ws);
	T_EQ(ws.lat_min_ns, 1000);
}

static void
test_sink_lost_reordered(void)
{
	gen_frames(5, 64);
	sink_one(0, 0);
	sink_one(2, 0);	/* 1 dropped */
	T_EQ(ws.sink_lost, 1);
	T_EQ(ws.sink_reordered, 0);
	sink_one(4, 0);
	sink_one(3, 0);	/* 3 and 4 swapped */
	T_EQ(ws.sink_lost, 1);
	T_EQ(ws.sink_reordered, 1);
	T_EQ(ws.sink_frames, 4);
	/* a swapped pair alone: reordered, nothing lost */
	gen_frames(3, 1518);
	sink_one(0, 0);
	sink_one(2, 0);
	sink_one(1, 0);
	T_EQ(ws.sink_lost, 0);
	T_EQ(ws.sink_reordered, 1);
	T_EQ(ws.sink_corrupted, 0);
}

static void
test_sink_corrupted(void)
{
	gen_frames(3, 1518);
	frames[0][1000] ^= 0x01;	/* payload bit: UDP checksum fails */
	sink_one(0, 0);
	T_EQ(ws.sink_corrupted, 1);
	frames[1][14 + 12] ^= 0x80;	/* source address: IPv4 header checksum */
	sink_one(1, 0);
	T_EQ(ws.sink_corrupted, 2);
	/* pattern byte wrong with the UDP checksum off: the pattern catches it */
	frames[2][1200] ^= 0xff;
	put16(frames[2] + 40, 0);
	sink_one(2, 0);
	T_EQ(ws.sink_corrupted, 3);
	T_EQ(ws.sink_frames, 3);
	T_EQ(ws.sink_lost, 0);
	T_EQ(ws.sink_ttl_max, 0);	/* corrupted frames give no samples */
	/* UDP checksum off and payload intact: fine */
	gen_frames(1, 200);
	put16(frames[0] + 40, 0);
	sink_one(0, 0);
	T_EQ(ws.sink_corrupted, 0);
	T_EQ(ws.sink_frames, 1);
}

/* What l3fwd does: new MACs, TTL - 1, IPv4 checksum recomputed. */
static void
forward(uint8_t *f)
{
	static const uint8_t mac[12] = { 0x02, 9, 9, 9, 9, 9, 0x02, 8, 8, 8, 8, 8 };

	memcpy(f, mac, 12);
	f[14 + 8]--;
	fix_ipv4_csum(f + 14);
}

static void
test_sink_forwarded(void)
{
	gen_frames(3, 64);
	forward(frames[0]);
	forward(frames[1]);
	forward(frames[1]);
	sink_one(0, 0);
	sink_one(1, 0);
	sink_one(2, 0);
	T_EQ(ws.sink_frames, 3);
	T_EQ(ws.sink_corrupted, 0);
	T_EQ(ws.sink_foreign, 0);
	T_EQ(ws.sink_lost, 0);
	T_EQ(ws.sink_ttl_min, 62);
	T_EQ(ws.sink_ttl_max, 64);
	/* TTL changed but checksum not updated: corrupted */
	gen_frames(1, 64);
	frames[0][14 + 8]--;
	sink_one(0, 0);
	T_EQ(ws.sink_corrupted, 1);
}

static void
test_sink_foreign(void)
{
	gen_frames(2, 64);
	put16(frames[0] + 12, 0x0806);		/* ARP */
	sink_one(0, 0);
	frames[1][42] ^= 0xff;			/* stamp magic */
	sink_one(1, 0);
	T_EQ(ws.sink_foreign, 2);
	T_EQ(ws.sink_frames, 0);
	T_EQ(ws.sink_bytes, 0);
	T_EQ(dpaa2x_sink_check(&sink, frames[1], 10, 0, 1, &ws), -1);	/* runt */
	T_EQ(ws.sink_foreign, 3);
}

/*
 * Two generators with the same flows send through one port (a forwarder
 * merging two ports' traffic): each keeps its own sequence numbers, so
 * the interleaved frames are neither reordered nor lost, and the sink
 * names the generator of each frame (corrupted ones too).
 */
static void
test_sink_two_generators(void)
{
	static uint8_t a[6][128], b[6][128];
	static struct dpaa2x_gen_state gb;
	struct dpaa2x_gen_params p = params();
	uint32_t la[6], lb[6];
	int i;

	p.flows = 2;
	dpaa2x_gen_init(&gen, &p, 0);
	dpaa2x_gen_init(&gb, &p, 15);
	for (i = 0; i < 6; i++) {
		la[i] = dpaa2x_gen_build(&gen, a[i], sizeof(a[i]), 10);
		lb[i] = dpaa2x_gen_build(&gb, b[i], sizeof(b[i]), 10);
	}
	dpaa2x_sink_init(&sink);
	memset(&ws, 0, sizeof(ws));
	for (i = 0; i < 6; i++) {
		T_EQ(dpaa2x_sink_check(&sink, a[i], la[i], 20, 1000000000, &ws), 0);
		if (i != 3)	/* one of b's frames lost on the way */
			T_EQ(dpaa2x_sink_check(&sink, b[i], lb[i], 20, 1000000000, &ws), 15);
	}
	T_EQ(ws.sink_frames, 11);
	T_EQ(ws.sink_reordered, 0);
	T_EQ(ws.sink_lost, 1);		/* b's flow 1: seq 2 came after seq 0 */
	/* the lost one comes late after all: reordered, not lost */
	T_EQ(dpaa2x_sink_check(&sink, b[3], lb[3], 20, 1000000000, &ws), 15);
	T_EQ(ws.sink_lost, 0);
	T_EQ(ws.sink_reordered, 1);
	b[1][50] ^= 1;			/* payload: corrupted, still b's */
	T_EQ(dpaa2x_sink_check(&sink, b[1], lb[1], 20, 1000000000, &ws), 15);
	T_EQ(ws.sink_corrupted, 1);
	T_EQ(ws.sink_frames, 13);
	/* and a's sequence state was not touched by b's frames */
	T_EQ(sink.expect[0][0], 3);
	T_EQ(sink.expect[0][1], 3);
	T_EQ(sink.expect[15][1], 3);
	T_EQ(sink.gens_seen, 1u << 0 | 1u << 15);
}

int
main(void)
{
	T_RUN(test_gen_check);
	T_RUN(test_gen_sizes);
	T_RUN(test_gen_flows);
	T_RUN(test_gen_ptp);
	T_RUN(test_sink_clean);
	T_RUN(test_sink_lost_reordered);
	T_RUN(test_sink_corrupted);
	T_RUN(test_sink_forwarded);
	T_RUN(test_sink_foreign);
	T_RUN(test_sink_two_generators);
	return t_done();
}
