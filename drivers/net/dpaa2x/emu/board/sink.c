/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Sink of the tester behind a dpmac: recognises generator frames among
 * what the dpni transmits and accounts loss, reordering, corruption, TTL
 * and latency. Forwarded frames (MACs rewritten, TTL decremented, IPv4
 * checksum updated) are still generator frames: neither the stamp nor
 * the UDP checksum covers those fields. The IPv4 and TCP/UDP checksums of
 * every frame are counted good or bad.
 */

#include "dpaa2x_hw_board.h"
#include "frame.h"
#include "frame_priv.h"

#define NS_PER_S	1000000000u

void
dpaa2x_sink_init(struct dpaa2x_sink_state *s)
{
	/* the expect rows are zeroed as their generators show up */
	s->gens_seen = 0;
	s->lat_sum_cycles = s->lat_n = s->lat_max_cycles = 0;
	s->lat_min_cycles = UINT64_MAX;
}

void
dpaa2x_sink_reset_latency(struct dpaa2x_sink_state *s, struct dpaa2x_wire_stats *st)
{
	s->lat_sum_cycles = s->lat_n = s->lat_max_cycles = 0;
	s->lat_min_cycles = UINT64_MAX;
	st->lat_min_ns = st->lat_avg_ns = st->lat_max_ns = 0;
}

/* The stamp of a generator frame, or NULL for anything else. */
static const struct dpaa2x_stamp *
sink_stamp(const uint8_t *frame, uint32_t len, const struct dpaa2x_annot *an)
{
	const uint32_t need = DPAA2X_PRS_IPV4 | DPAA2X_PRS_UDP;
	const struct dpaa2x_stamp *st;

	if ((an->prs_flags & need) != need || (an->prs_flags & DPAA2X_PRS_IP_FRAG) ||
	    an->l5_off == 0 || an->l5_off + sizeof(*st) > len)
		return NULL;
	st = (const struct dpaa2x_stamp *)(frame + an->l5_off);
	if (rd16((const uint8_t *)&st->magic) != DPAA2X_STAMP_MAGIC)
		return NULL;
	return st;	/* every gen_flow value names a generator and a flow */
}

/* Payload after the stamp up to the IP length must be the pattern. */
static bool
sink_pattern_ok(const uint8_t *frame, const struct dpaa2x_annot *an)
{
	const uint8_t *payload = frame + an->l5_off;
	uint32_t end = an->l3_off + rd16(frame + an->l3_off + 2) - an->l5_off;
	uint32_t k, n;

	for (k = sizeof(struct dpaa2x_stamp); k < end; k += n) {
		n = pat_chunk(k, end - k);
		if (memcmp(payload + k, dpaa2x_frame_pattern + (k & 0xff), n) != 0)
			return false;
	}
	return true;
}

/* Sequence accounting against the expected next number of the
 * generator's flow: each generator numbers its flows from 0. */
static void
sink_seq(struct dpaa2x_sink_state *s, unsigned int gen, uint32_t flow, uint32_t seq,
	 struct dpaa2x_wire_stats *st)
{
	uint32_t *expect = s->expect[gen];
	int32_t gap;

	if (!(s->gens_seen & 1u << gen)) {
		memset(expect, 0, sizeof(s->expect[gen]));
		s->gens_seen |= 1u << gen;
	}
	gap = (int32_t)(seq - expect[flow]);	/* wraps safely */
	if (gap >= 0) {
		st->sink_lost += (uint32_t)gap;
		expect[flow] = seq + 1;
		return;
	}
	/* a late frame: counted as lost when it was skipped, so undo that */
	st->sink_reordered++;
	if (st->sink_lost > 0)
		st->sink_lost--;
}

static void
sink_ttl(uint8_t ttl, struct dpaa2x_wire_stats *st)
{
	/* sink_ttl_max == 0: no sample yet (generator TTL is >= 1) */
	if (st->sink_ttl_max == 0 || ttl < st->sink_ttl_min)
		st->sink_ttl_min = ttl;
	if (ttl > st->sink_ttl_max)
		st->sink_ttl_max = ttl;
}

static uint64_t
cycles_to_ns(uint64_t c, uint64_t hz)
{
	return hz == 0 ? 0 : (uint64_t)((unsigned __int128)c * NS_PER_S / hz);
}

static void
sink_latency(struct dpaa2x_sink_state *s, uint64_t cycles, uint64_t hz,
	     struct dpaa2x_wire_stats *st)
{
	s->lat_sum_cycles += cycles;
	s->lat_n++;
	if (cycles < s->lat_min_cycles)
		s->lat_min_cycles = cycles;
	if (cycles > s->lat_max_cycles)
		s->lat_max_cycles = cycles;
	st->lat_min_ns = cycles_to_ns(s->lat_min_cycles, hz);
	st->lat_max_ns = cycles_to_ns(s->lat_max_cycles, hz);
	st->lat_avg_ns = cycles_to_ns(s->lat_sum_cycles / s->lat_n, hz);
}

/* The checksums of any frame, counted good or bad where they could be
 * checked (a Tx checksum offload shows here). */
static void
sink_csums(uint32_t f, struct dpaa2x_wire_stats *st)
{
	if (f & DPAA2X_PRS_L3CSUM_CHECKED) {
		st->sink_l3_csum_bad += (f & DPAA2X_PRS_L3CSUM_BAD) != 0;
		st->sink_l3_csum_good += (f & DPAA2X_PRS_L3CSUM_BAD) == 0;
	}
	if (f & DPAA2X_PRS_L4CSUM_CHECKED) {
		st->sink_l4_csum_bad += (f & DPAA2X_PRS_L4CSUM_BAD) != 0;
		st->sink_l4_csum_good += (f & DPAA2X_PRS_L4CSUM_BAD) == 0;
	}
}

int
dpaa2x_sink_check(struct dpaa2x_sink_state *s, const uint8_t *frame,
		  uint32_t len, uint64_t now_tsc, uint64_t tsc_hz,
		  struct dpaa2x_wire_stats *st)
{
	const uint32_t bad = DPAA2X_PRS_L3CSUM_BAD | DPAA2X_PRS_L4CSUM_BAD |
			     DPAA2X_PRS_TRUNCATED;
	const struct dpaa2x_stamp *stamp;
	struct dpaa2x_annot an = { .ts = 0 };
	unsigned int gen, flow;
	uint64_t tsc;

	sink_csums(dpaa2x_frame_parse(frame, len, &an), st);
	stamp = sink_stamp(frame, len, &an);
	if (stamp == NULL) {
		st->sink_foreign++;
		return -1;
	}
	gen = rd16((const uint8_t *)&stamp->gen_flow) >> DPAA2X_STAMP_FLOW_BITS;
	flow = rd16((const uint8_t *)&stamp->gen_flow) & (DPAA2X_GEN_MAX_FLOWS - 1);
	st->sink_frames++;
	st->sink_bytes += len;
	if ((an.prs_flags & bad) || !sink_pattern_ok(frame, &an)) {
		st->sink_corrupted++;
		return (int)gen;
	}
	memcpy(&tsc, &stamp->tsc, sizeof(tsc));
	sink_seq(s, gen, flow, rd32((const uint8_t *)&stamp->seq), st);
	sink_ttl(frame[an.l3_off + 8], st);
	sink_latency(s, now_tsc > tsc ? now_tsc - tsc : 0, tsc_hz, st);
	return (int)gen;
}
