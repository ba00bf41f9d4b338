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
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_annot.h"
#include "dpaa2x_hw_board.h"

/*
 * The parser's result (model-internal): what WRIOP found in a frame, in
 * the model's own terms. WRIOP Rx writes it into the buffer as silicon's
 * frame annotation (struct dpaa2x_hw_annot, dpaa2x_frame_annot() below)
 * and into the FD; the distribution hash and the sink read it directly.
 */
#define DPAA2X_PRS_ETH		(1u << 0)
#define DPAA2X_PRS_VLAN		(1u << 1)	/* one or more 802.1Q tags */
#define DPAA2X_PRS_QINQ		(1u << 2)	/* two or more tags */
#define DPAA2X_PRS_IPV4		(1u << 3)
#define DPAA2X_PRS_IPV6		(1u << 4)
#define DPAA2X_PRS_IP_OPT	(1u << 5)	/* IPv4 options / IPv6 ext */
#define DPAA2X_PRS_IP_FRAG	(1u << 6)
#define DPAA2X_PRS_TCP		(1u << 7)
#define DPAA2X_PRS_UDP		(1u << 8)
#define DPAA2X_PRS_ICMP		(1u << 9)
#define DPAA2X_PRS_L3_UNKNOWN	(1u << 10)	/* non-IP ethertype */
#define DPAA2X_PRS_L4_UNKNOWN	(1u << 11)	/* IP, other protocol */
#define DPAA2X_PRS_L3CSUM_CHECKED (1u << 12)
#define DPAA2X_PRS_L3CSUM_BAD	(1u << 13)
#define DPAA2X_PRS_L4CSUM_CHECKED (1u << 14)
#define DPAA2X_PRS_L4CSUM_BAD	(1u << 15)
#define DPAA2X_PRS_TRUNCATED	(1u << 16)	/* header runs past frame */
#define DPAA2X_PRS_BCAST	(1u << 17)
#define DPAA2X_PRS_MCAST	(1u << 18)
#define DPAA2X_PRS_HASH_VALID	(1u << 19)	/* hash holds a hash */
#define DPAA2X_PRS_SCTP		(1u << 20)
#define DPAA2X_PRS_GRE		(1u << 21)	/* its base header; nothing inside parsed */

struct dpaa2x_annot {
	uint64_t ts;		/* unused by the parser (kept as it was) */
	uint32_t prs_flags;	/* DPAA2X_PRS_* */
	uint32_t hash;		/* distribution hash */
	uint16_t l2_len;	/* Ethernet + VLAN tags */
	uint16_t l3_off;	/* from frame start; 0 = none */
	uint16_t l4_off;	/* from frame start; 0 = none */
	uint16_t l5_off;	/* payload; 0 = none */
	uint16_t ethertype;	/* innermost, host order */
	uint16_t vlan_tci;	/* outer tag, host order */
	uint8_t vlan_count;
	uint8_t l4_proto;	/* IP protocol number */
	uint8_t err_hdr;	/* DPAA2X_PRS_ERR_*: where the first parse error is */
	uint16_t l4_end;	/* TCP/UDP segment end when its checksum can be
				 * checked or made (whole in the frame, not a
				 * fragment, IPv6 not routed); 0 = cannot */
	uint8_t rsvd[26];
};

/* The header of the first parse error (DPAA2X_PRS_TRUNCATED). */
#define DPAA2X_PRS_ERR_NONE	0
#define DPAA2X_PRS_ERR_ETH	1	/* Ethernet header cut */
#define DPAA2X_PRS_ERR_VLAN	2	/* a tag cut */
#define DPAA2X_PRS_ERR_IP	3	/* IP header or extension cut or
					 * malformed, IP length wrong */
#define DPAA2X_PRS_ERR_L4	4	/* TCP, UDP, SCTP, ICMP or GRE header */

/*
 * WRIOP parser. Fills *an (all fields, rsvd zeroed, ts left alone) from the
 * len bytes of frame and returns an->prs_flags. Verifies the IPv4 header
 * checksum and the TCP/UDP checksum (IPv4 and IPv6) when the whole L4
 * segment is inside the frame; never reads past frame + len.
 *
 * Details of the model's parser:
 *  - Up to 8 VLAN tags (0x8100, 0x88a8) are walked; vlan_tci is the outer
 *    tag's TCI, ethertype the innermost type.
 *  - DPAA2X_PRS_TRUNCATED doubles as "parse error" (err_hdr names the header
 *    of the first one): a header that runs past
 *    len, an IPv4 version/IHL that is wrong (IHL < 5), an IP length field
 *    shorter than the header or longer than the frame, a TCP data offset
 *    < 5, an IPv6 extension chain longer than 8 headers or past the frame.
 *  - Offsets point only at complete headers: l3_off is 0 when the IP
 *    header is cut or malformed, l4_off is 0 when the fixed TCP (20 B),
 *    UDP (8 B) or ICMP (4 B) header is not in the IP payload and frame,
 *    and for non-first fragments; l5_off is 0 when no payload byte follows
 *    the L4 header. l4_proto is set whenever the IP header was read (for
 *    IPv6: the protocol after the extension headers).
 *  - L4 checksums are verified for TCP, UDP and SCTP (CRC32c; not ICMP)
 *    only when the IP length places the whole segment in the frame, the
 *    packet is not a fragment and, for IPv6, no routing header has
 *    segments left.
 *    UDP over IPv4 with checksum 0 is not checked.
 */
uint32_t dpaa2x_frame_parse(const uint8_t *frame, uint32_t len,
			    struct dpaa2x_annot *an);

/*
 * WRIOP Tx checksum generation (the dpni's Tx checksum offloads, what is
 * DPAA2X_TX_CSUM_L3 and/or DPAA2X_TX_CSUM_L4 of dpaa2x_hw_mc.h) on the len
 * bytes of frame, in place. The frame is parsed as Rx parses it (up to 8
 * VLAN tags); L3: the header checksum of an IPv4 header read whole; L4:
 * the TCP or UDP checksum (IPv4 or IPv6 pseudo-header) of a segment
 * whose checksum the parser could verify (an->l4_end), UDP's 0 sent as
 * 0xffff, or SCTP's CRC32c. Other frames, and other protocols (ICMP),
 * keep their bytes. The parser stops at a tunnel (GRE, or UDP to any
 * port), so the IPv4 header summed is a tunnel's outer one and the inner
 * headers keep their bytes. Returns the DPAA2X_TX_CSUM_* bits it wrote.
 */
uint32_t dpaa2x_frame_tx_csum(uint8_t *frame, uint32_t len, uint32_t what);

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

/*
 * WRIOP's frame annotation and FD fields for a frame parsed into *an (the
 * hash already taken): the FAS status (checksum verdicts, parser header
 * error, cast), FAF bits and header offsets of *hw (timestamp ts), the FD's
 * frc and ctrl error bits and the flc (hash in its upper word, 0 without a
 * hash). Reads frame bytes only at the offsets *an records (IP destination,
 * TCP flags), so it is safe on any frame dpaa2x_frame_parse() accepted.
 *
 * The model's rules:
 *  - a header gets its FAF "present" bit when the parser met it, whole or
 *    not; a header cut or malformed gets its error bit too, and
 *    DPAA2X_FAF_L2_PARSE_ERR with DPAA2X_FAS_PHE is set on any parse error;
 *  - offsets are those of whole headers only (DPAA2X_ANNOT_NO_OFF else, and
 *    for offsets past 254: the annotation has one byte for each);
 *  - TCP and UDP carry DPAA2X_FAF_L3_L4_UNKNOWN (nothing is parsed after
 *    them), an IP protocol the parser does not know both IP_1_UNKNOWN and
 *    IP_UNKNOWN; a fragment IP_1_MF, the first one also IP_1_FIRST_FRAG;
 *  - the parse error code (word 8) and the running sums stay 0.
 */
void dpaa2x_frame_annot(const uint8_t *frame, const struct dpaa2x_annot *an,
			uint64_t ts, struct dpaa2x_hw_annot *hw,
			uint32_t *frc, uint32_t *ctrl, uint64_t *flc);

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
	uint8_t tmpl[128];		/* Eth [+ 802.1Q tag] + IPv4 + UDP template */
	uint32_t tmpl_len;
	uint8_t vlan_len;		/* 4 with the tag (p.vlan), else 0 */
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
 * Every frame, generator's or foreign: its IPv4 header and TCP/UDP
 * checksums, where the parser checked them, in sink_l3_csum_good/bad and
 * sink_l4_csum_good/bad.
 */
int dpaa2x_sink_check(struct dpaa2x_sink_state *s, const uint8_t *frame,
		      uint32_t len, uint64_t now_tsc, uint64_t tsc_hz,
		      struct dpaa2x_wire_stats *st);

#endif /* DPAA2X_HW_FRAME_H */
