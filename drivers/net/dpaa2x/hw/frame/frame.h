/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Model-internal: what WRIOP does to frame bytes (parser, distribution
 * hash) and what the tester behind a dpmac does (generator, sink).
 * Pure functions on byte buffers; no DPDK objects, no global state.
 */

#ifndef DPAA2X_HW_FRAME_H
#define DPAA2X_HW_FRAME_H

#include <stdint.h>
#include "../dpaa2x_portal.h"

/*
 * WRIOP parser. Fills *an (all fields, rsvd zeroed, ts left alone) from the
 * len bytes of frame and returns an->prs_flags. Verifies the IPv4 header
 * checksum and the TCP/UDP checksum (IPv4 and IPv6) when the whole L4
 * segment is inside the frame; never reads past frame + len.
 *
 * Details of the model's parser:
 *  - Up to 8 VLAN tags (0x8100, 0x88a8) are walked; vlan_tci is the outer
 *    tag's TCI, ethertype the innermost type.
 *  - DPAA2X_PRS_TRUNCATED doubles as "parse error": a header that runs past
 *    len, an IPv4 version/IHL that is wrong (IHL < 5), an IP length field
 *    shorter than the header or longer than the frame, a TCP data offset
 *    < 5, an IPv6 extension chain longer than 8 headers or past the frame.
 *  - Offsets point only at complete headers: l3_off is 0 when the IP
 *    header is cut or malformed, l4_off is 0 when the fixed TCP (20 B),
 *    UDP (8 B) or ICMP (4 B) header is not in the IP payload and frame,
 *    and for non-first fragments; l5_off is 0 when no payload byte follows
 *    the L4 header. l4_proto is set whenever the IP header was read (for
 *    IPv6: the protocol after the extension headers).
 *  - L4 checksums are verified for TCP and UDP (not ICMP) only when the IP
 *    length places the whole segment in the frame, the packet is not a
 *    fragment and, for IPv6, no routing header has segments left.
 *    UDP over IPv4 with checksum 0 is not checked.
 */
uint32_t dpaa2x_frame_parse(const uint8_t *frame, uint32_t len,
			    struct dpaa2x_annot *an);

/*
 * Distribution hash: Toeplitz over the fields selected by DPAA2X_DIST_*
 * (IPv4/IPv6 src, dst, protocol, L4 ports) in the order src ip, dst ip,
 * proto, sport, dport, as parsed into *an. key is DPAA2X_RSS_KEY_LEN bytes.
 * Returns 0 and leaves DPAA2X_PRS_HASH_VALID clear for non-IP frames.
 * Input bytes: addresses (4 or 16 each), protocol (1 byte), ports (2 each,
 * network order; only when a TCP/UDP header was parsed, i.e. l4_off != 0).
 * Key bits past the end of the key wrap to its start (only an IPv6 5-tuple
 * needs them). With fields = IPSRC|IPDST|L4SRC|L4DST the result equals the
 * RSS verification suite's values. Reads only the offsets *an records, so
 * it is safe on any frame dpaa2x_frame_parse() accepted.
 */
uint32_t dpaa2x_frame_hash(const uint8_t *frame, struct dpaa2x_annot *an,
			   uint32_t fields, const uint8_t *key);
extern const uint8_t dpaa2x_default_rss_key[DPAA2X_RSS_KEY_LEN];

/*
 * Generated frame (buffer length L = size - DPAA2X_FCS_LEN, min 60):
 *   Ethernet dst_mac, src_mac, type 0x0800
 *   IPv4 IHL 5, TOS 0, total length L - 14, id 0, DF, ttl, proto 17,
 *        src = src_ip + (f % src_ip_count),
 *        dst = dst_ip + (f / src_ip_count) % dst_ip_count   (flow f)
 *   UDP  sport = (sport + f) & 0xffff, dport, length L - 34, checksum
 *   struct dpaa2x_stamp (16 bytes)
 *   pattern: UDP payload byte k (k >= 16, counted from the payload start)
 *        is k & 0xff.
 * Frame n uses sizes[n % n_sizes] and flow n % flows; each flow's seq
 * counts from 0.
 */

/*
 * Generator stamp, right after the UDP header of every generated frame.
 * gen_flow holds the generator's id (the model gives each tester the index
 * of its dpni in the DPL) above the flow index: a sink that receives the
 * traffic of several generators keeps their sequence numbers apart.
 */
#define DPAA2X_STAMP_MAGIC	0xd2a2
struct dpaa2x_stamp {
	uint16_t magic;		/* network order DPAA2X_STAMP_MAGIC */
	uint16_t gen_flow;	/* [15:12] generator id, [11:0] flow; network order */
	uint32_t seq;		/* per-flow sequence number, network order */
	uint64_t tsc;		/* generation time, rte_rdtsc(), host order */
} __attribute__((packed));

#define DPAA2X_STAMP_FLOW_BITS	12
#define DPAA2X_GEN_MAX_FLOWS	(1u << DPAA2X_STAMP_FLOW_BITS)	/* 4096 */
#define DPAA2X_GEN_MAX_IDS	16	/* generator ids 0..15: one per dpni */
#define DPAA2X_FCS_LEN		4	/* sizes count it; buffers do not */

/* Generator state: lives in the model's shared memory. */
struct dpaa2x_gen_state {
	struct dpaa2x_gen_params p;
	uint8_t id;			/* stamped into every frame, < DPAA2X_GEN_MAX_IDS */
	uint32_t next_flow;
	uint32_t next_size;		/* index into p.sizes */
	uint32_t seq[DPAA2X_GEN_MAX_FLOWS];
	uint8_t tmpl[128];		/* Eth + IPv4 + UDP template */
	uint32_t tmpl_len;
	uint64_t frames, bytes;		/* bytes: buffer lengths (no FCS) */
	/* checksum sum of the payload pattern of each size (memory order) */
	uint32_t pat_sum[DPAA2X_GEN_MAX_SIZES];
};

/*
 * Validate params (sizes 64..max, flows 1..DPAA2X_GEN_MAX_FLOWS, counts >= 1,
 * ttl >= 1). 0 or -EINVAL with a message naming the field and its range.
 * Sizes are wire sizes including the FCS; max_frame is the dpni's
 * max_frame_len (also with FCS). Field names as the user sees them:
 * gen_size (1..16 sizes, each 64..max_frame), gen_flows (1..4096),
 * gen_rate (0..200000000), gen_ttl (1..255), gen_src_ip_count and
 * gen_dst_ip_count (1..65536), gen_burst (1..1024); gen_count is free
 * (0 = no limit). Example: "gen_size 40 is out of range 64..1518".
 */
int dpaa2x_gen_check(const struct dpaa2x_gen_params *p, uint32_t max_frame,
		     char *err, size_t errlen);
/* id: the generator id its frames carry (masked to 0..15). */
void dpaa2x_gen_init(struct dpaa2x_gen_state *g, const struct dpaa2x_gen_params *p,
		     uint8_t id);
/* Wire size (with FCS) of the next frame the generator will build. */
uint32_t dpaa2x_gen_next_size(const struct dpaa2x_gen_state *g);
/*
 * Build the next frame into buf (room bytes) with valid IPv4 and UDP
 * checksums and a stamp; returns the length in the buffer (wire size
 * minus FCS) or 0 if it does not fit. Advances flow, size and sequence
 * (not when it returns 0). g->bytes counts buffer lengths (no FCS).
 */
uint32_t dpaa2x_gen_build(struct dpaa2x_gen_state *g, uint8_t *buf,
			  uint32_t room, uint64_t tsc);

/*
 * Sink state: the expected next sequence number of each (generator, flow)
 * and the latency sums. A generator's row is zeroed when its first frame
 * arrives (gens_seen), so that init stays cheap.
 */
struct dpaa2x_sink_state {
	uint16_t gens_seen;		/* bit g: expect[g] is in use */
	uint64_t lat_sum_cycles, lat_n;
	uint64_t lat_min_cycles, lat_max_cycles;
	uint32_t expect[DPAA2X_GEN_MAX_IDS][DPAA2X_GEN_MAX_FLOWS];
};

void dpaa2x_sink_init(struct dpaa2x_sink_state *s);
/* Latency sums and min/max start over; sequence state stays. */
void dpaa2x_sink_reset_latency(struct dpaa2x_sink_state *s, struct dpaa2x_wire_stats *st);
/*
 * Check one transmitted frame: generator frames (UDP with a valid stamp)
 * update frames/bytes, lost (sequence gaps), reordered (older sequence),
 * corrupted (bad IPv4 header or UDP checksum), TTL min/max and latency;
 * anything else counts as foreign. tsc_hz converts latency to ns.
 * Returns the generator id of a generator frame (corrupted or not: it was
 * seen), -1 for a foreign one; the caller counts what each generator's
 * frames came to (dpaa2x_wire_stats.gen_seen).
 *
 * Accounting (st accumulates; reset it together with sink_init):
 *  - generator frame: IPv4 + UDP, not a fragment, stamp magic right after
 *    the UDP header; its len goes to sink_frames/sink_bytes;
 *  - corrupted: bad IPv4 header checksum, bad UDP checksum, truncated, or
 *    a payload byte (up to the IP length) that differs from the pattern;
 *    such a frame updates nothing else;
 *  - against the expected number of its generator and flow:
 *    seq > expected: lost += seq - expected; expected = seq + 1;
 *    seq < expected: reordered++ and lost-- (the gap counted it as lost);
 *  - TTL min/max and latency (now_tsc - stamp tsc) of the rest.
 * MACs, TTL and IPv4 checksum may be rewritten by a forwarder.
 */
int dpaa2x_sink_check(struct dpaa2x_sink_state *s, const uint8_t *frame,
		      uint32_t len, uint64_t now_tsc, uint64_t tsc_hz,
		      struct dpaa2x_wire_stats *st);

#endif /* DPAA2X_HW_FRAME_H */
