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
 */
uint32_t dpaa2x_frame_parse(const uint8_t *frame, uint32_t len,
			    struct dpaa2x_annot *an);

/*
 * Distribution hash: Toeplitz over the fields selected by DPAA2X_DIST_*
 * (IPv4/IPv6 src, dst, protocol, L4 ports) in the order src ip, dst ip,
 * proto, sport, dport, as parsed into *an. key is DPAA2X_RSS_KEY_LEN bytes.
 * Returns 0 and leaves DPAA2X_PRS_HASH_VALID clear for non-IP frames.
 */
uint32_t dpaa2x_frame_hash(const uint8_t *frame, struct dpaa2x_annot *an,
			   uint32_t fields, const uint8_t *key);
extern const uint8_t dpaa2x_default_rss_key[DPAA2X_RSS_KEY_LEN];

/* Generator stamp, right after the UDP header of every generated frame. */
#define DPAA2X_STAMP_MAGIC	0xd2a2
struct dpaa2x_stamp {
	uint16_t magic;		/* network order DPAA2X_STAMP_MAGIC */
	uint16_t flow;		/* flow index, network order */
	uint32_t seq;		/* per-flow sequence number, network order */
	uint64_t tsc;		/* generation time, rte_rdtsc(), host order */
} __attribute__((packed));

#define DPAA2X_GEN_MAX_FLOWS	4096
#define DPAA2X_FCS_LEN		4	/* sizes count it; buffers do not */

/* Generator state: lives in the model's shared memory. */
struct dpaa2x_gen_state {
	struct dpaa2x_gen_params p;
	uint32_t next_flow;
	uint32_t next_size;		/* index into p.sizes */
	uint32_t seq[DPAA2X_GEN_MAX_FLOWS];
	uint8_t tmpl[128];		/* Eth + IPv4 + UDP template */
	uint32_t tmpl_len;
	uint64_t frames, bytes;
};

/*
 * Validate params (sizes 64..max, flows 1..DPAA2X_GEN_MAX_FLOWS, counts >= 1,
 * ttl >= 1). 0 or -EINVAL with a message naming the field and its range.
 */
int dpaa2x_gen_check(const struct dpaa2x_gen_params *p, uint32_t max_frame,
		     char *err, size_t errlen);
void dpaa2x_gen_init(struct dpaa2x_gen_state *g, const struct dpaa2x_gen_params *p);
/* Wire size (with FCS) of the next frame the generator will build. */
uint32_t dpaa2x_gen_next_size(const struct dpaa2x_gen_state *g);
/*
 * Build the next frame into buf (room bytes) with valid IPv4 and UDP
 * checksums and a stamp; returns the length in the buffer (wire size
 * minus FCS) or 0 if it does not fit. Advances flow, size and sequence.
 */
uint32_t dpaa2x_gen_build(struct dpaa2x_gen_state *g, uint8_t *buf,
			  uint32_t room, uint64_t tsc);

/* Sink state: per-flow expected sequence numbers and latency sums. */
struct dpaa2x_sink_state {
	uint32_t expect[DPAA2X_GEN_MAX_FLOWS];
	uint64_t lat_sum_cycles, lat_n;
	uint64_t lat_min_cycles, lat_max_cycles;
};

void dpaa2x_sink_init(struct dpaa2x_sink_state *s);
/*
 * Check one transmitted frame: generator frames (UDP with a valid stamp)
 * update frames/bytes, lost (sequence gaps), reordered (older sequence),
 * corrupted (bad IPv4 header or UDP checksum), TTL min/max and latency;
 * anything else counts as foreign. tsc_hz converts latency to ns.
 */
void dpaa2x_sink_check(struct dpaa2x_sink_state *s, const uint8_t *frame,
		       uint32_t len, uint64_t now_tsc, uint64_t tsc_hz,
		       struct dpaa2x_wire_stats *st);

#endif /* DPAA2X_HW_FRAME_H */
