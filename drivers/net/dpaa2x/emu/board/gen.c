/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Traffic generator of the tester behind a dpmac: Ethernet/IPv4/UDP
 * frames with a stamp and a fixed payload pattern, cycling through the
 * configured sizes and flows, with an 802.1Q tag after the MACs if asked
 * (gen_vlan: every header offset 4 bytes further). Checksums are built incrementally: the
 * pattern's share of the UDP checksum is summed once per size at init.
 * gen_kind=ptp: PTP v2 Sync messages instead (gen_ptp), sizes cycled the
 * same way, no stamp.
 */

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>

#include "dpaa2x_hw_board.h"
#include "frame.h"
#include "frame_priv.h"

#define P4(n)	(n), (n) + 1, (n) + 2, (n) + 3
#define P16(n)	P4(n), P4((n) + 4), P4((n) + 8), P4((n) + 12)
#define P64(n)	P16(n), P16((n) + 16), P16((n) + 32), P16((n) + 48)
const uint8_t dpaa2x_frame_pattern[256] = { P64(0), P64(64), P64(128), P64(192) };

#define ETH_TYPE_VLAN	0x8100
#define VLAN_HLEN	4
/* header offsets of generator g: the tag moves the rest */
#define GEN_L3(g)	(ETH_HLEN + (g)->vlan_len)
#define GEN_L4(g)	(GEN_L3(g) + IPV4_HLEN)
#define GEN_STAMP(g)	(GEN_L4(g) + UDP_HLEN)
#define GEN_HDR_LEN(g)	GEN_STAMP(g)	/* template: Eth [+ tag] + IPv4 + UDP */
#define GEN_MIN_SIZE	64
#define GEN_MAX_RATE	200000000ull	/* above 100G line rate at 64 B */
#define GEN_MAX_IPS	65536u
#define GEN_MAX_BURST	1024u
#define ETH_TYPE_1588	0x88f7
#define PTP_SYNC_LEN	44	/* PTP v2 header (34) + originTimestamp (10) */

static int
gen_range(char *err, size_t errlen, const char *field, uint64_t v,
	  uint64_t min, uint64_t max)
{
	if (v >= min && v <= max)
		return 0;
	if (err != NULL && errlen > 0)
		snprintf(err, errlen, "%s %" PRIu64 " is out of range %" PRIu64
			 "..%" PRIu64, field, v, min, max);
	return -EINVAL;
}

int
dpaa2x_gen_check(const struct dpaa2x_gen_params *p, uint32_t max_frame,
		 char *err, size_t errlen)
{
	unsigned int i;

	if (p->n_sizes == 0 || p->n_sizes > DPAA2X_GEN_MAX_SIZES) {
		if (err != NULL && errlen > 0)
			snprintf(err, errlen, "gen_size: %u sizes given, expected 1..%u",
				 p->n_sizes, DPAA2X_GEN_MAX_SIZES);
		return -EINVAL;
	}
	for (i = 0; i < p->n_sizes; i++)
		if (gen_range(err, errlen, "gen_size", p->sizes[i],
			      GEN_MIN_SIZE, max_frame))
			return -EINVAL;
	if (gen_range(err, errlen, "gen_flows", p->flows, 1, DPAA2X_GEN_MAX_FLOWS) ||
	    gen_range(err, errlen, "gen_rate", p->rate_pps, 0, GEN_MAX_RATE) ||
	    gen_range(err, errlen, "gen_ttl", p->ttl, 1, 255) ||
	    gen_range(err, errlen, "gen_src_ip_count", p->src_ip_count, 1, GEN_MAX_IPS) ||
	    gen_range(err, errlen, "gen_dst_ip_count", p->dst_ip_count, 1, GEN_MAX_IPS) ||
	    gen_range(err, errlen, "gen_burst", p->burst, 1, GEN_MAX_BURST) ||
	    gen_range(err, errlen, "gen_kind", p->kind, DPAA2X_GEN_KIND_UDP, DPAA2X_GEN_KIND_PTP))
		return -EINVAL;
	/* a Sync message whole after the MACs and a tag */
	for (i = 0; p->kind == DPAA2X_GEN_KIND_PTP && p->vlan && i < p->n_sizes; i++)
		if (gen_range(err, errlen, "gen_size with gen_kind=ptp and gen_vlan", p->sizes[i],
			      ETH_HLEN + VLAN_HLEN + PTP_SYNC_LEN + DPAA2X_FCS_LEN, max_frame))
			return -EINVAL;
	/* gen_count: any value, 0 = no limit */
	return 0;
}

/* Checksum sum of the pattern from payload index k to payload end. */
static uint32_t
pat_sum(uint32_t k, uint32_t end)
{
	uint64_t s = 0;
	uint32_t n;

	/* chunks start at even k (k starts even, table length is even) */
	for (; k < end; k += n) {
		n = pat_chunk(k, end - k);
		s = csum_partial(dpaa2x_frame_pattern + (k & 0xff), n, s);
	}
	return csum_fold(s);
}

static void
pat_fill(uint8_t *payload, uint32_t k, uint32_t end)
{
	uint32_t n;

	for (; k < end; k += n) {
		n = pat_chunk(k, end - k);
		memcpy(payload + k, dpaa2x_frame_pattern + (k & 0xff), n);
	}
}

void
dpaa2x_gen_init(struct dpaa2x_gen_state *g, const struct dpaa2x_gen_params *p, uint8_t id)
{
	uint8_t *t = g->tmpl;
	unsigned int i;

	memset(g, 0, sizeof(*g));
	g->p = *p;
	g->id = id % DPAA2X_GEN_MAX_IDS;
	g->vlan_len = p->vlan ? VLAN_HLEN : 0;
	memcpy(t, p->dst_mac, 6);
	memcpy(t + 6, p->src_mac, 6);
	if (p->vlan) {
		wr16(t + 12, ETH_TYPE_VLAN);
		wr16(t + 14, p->vlan_tci);
	}
	wr16(t + GEN_L3(g) - 2, ETH_TYPE_IPV4);
	t[GEN_L3(g)] = 0x45;			/* version 4, IHL 5 */
	wr16(t + GEN_L3(g) + 6, 0x4000);	/* DF, not fragmented */
	t[GEN_L3(g) + 8] = p->ttl;
	t[GEN_L3(g) + 9] = IPPROTO_UDP_;
	wr16(t + GEN_L4(g) + 2, p->dport);
	g->tmpl_len = GEN_HDR_LEN(g);
	for (i = 0; i < p->n_sizes; i++)
		g->pat_sum[i] = pat_sum(sizeof(struct dpaa2x_stamp),
					p->sizes[i] - DPAA2X_FCS_LEN - GEN_STAMP(g));
}

uint32_t
dpaa2x_gen_next_size(const struct dpaa2x_gen_state *g)
{
	return g->p.sizes[g->next_size];
}

/* Flow f -> addresses and source port (documented in frame.h). */
static void
gen_flow_fields(const struct dpaa2x_gen_state *g, uint32_t f, uint8_t *buf)
{
	const struct dpaa2x_gen_params *p = &g->p;

	wr32(buf + GEN_L3(g) + 12, p->src_ip + f % p->src_ip_count);
	wr32(buf + GEN_L3(g) + 16, p->dst_ip + f / p->src_ip_count % p->dst_ip_count);
	wr16(buf + GEN_L4(g), (uint16_t)(p->sport + f));
}

static void
gen_stamp(const struct dpaa2x_gen_state *g, uint8_t *buf, uint32_t f, uint32_t seq,
	  uint64_t tsc)
{
	struct dpaa2x_stamp st;

	wr16((uint8_t *)&st.magic, DPAA2X_STAMP_MAGIC);
	wr16((uint8_t *)&st.gen_flow, (uint16_t)(g->id << DPAA2X_STAMP_FLOW_BITS | f));
	wr32((uint8_t *)&st.seq, seq);
	st.tsc = tsc;
	memcpy(buf + GEN_STAMP(g), &st, sizeof(st));
}

/*
 * gen_kind=ptp: a PTP v2 Sync message over Ethernet (IEEE 1588-2008 annex
 * F: ethertype 0x88f7 after the MACs and the tag) of len bytes: message
 * type 0 (Sync), version 2, length 44, domain 0, the two-step flag (its
 * originTimestamp 0: the time follows in a Follow_Up), the source port
 * identity the source MAC as an EUI-64 and port 1, sequenceId the
 * generator's count (flow 0's sequence), control 0 (Sync); zeros to len.
 */
static void
gen_ptp(struct dpaa2x_gen_state *g, uint8_t *buf, uint32_t len)
{
	uint8_t *m = buf + GEN_L3(g);
	const uint8_t *mac = g->p.src_mac;

	memcpy(buf, g->tmpl, GEN_L3(g) - 2);
	wr16(buf + GEN_L3(g) - 2, ETH_TYPE_1588);
	memset(m, 0, len - GEN_L3(g));
	m[0] = 0x00;				/* transportSpecific 0, Sync */
	m[1] = 0x02;				/* versionPTP */
	wr16(m + 2, PTP_SYNC_LEN);		/* messageLength */
	m[6] = 0x02;				/* flagField: twoStepFlag */
	memcpy(m + 20, mac, 3);			/* clockIdentity: EUI-64 */
	m[23] = 0xff;
	m[24] = 0xfe;
	memcpy(m + 25, mac + 3, 3);
	wr16(m + 28, 1);			/* portNumber */
	wr16(m + 30, (uint16_t)g->seq[0]++);	/* sequenceId */
}

/* The IPv4/UDP frame of flow f, size index si, stamped with tsc. */
static void
gen_udp(struct dpaa2x_gen_state *g, uint8_t *buf, uint32_t len, uint32_t si, uint32_t f,
	uint64_t tsc)
{
	uint32_t ulen = len - GEN_L4(g);
	uint64_t sum;
	uint16_t cs;

	memcpy(buf, g->tmpl, GEN_HDR_LEN(g));
	gen_flow_fields(g, f, buf);
	wr16(buf + GEN_L3(g) + 2, (uint16_t)(len - GEN_L3(g)));
	wr16(buf + GEN_L4(g) + 4, (uint16_t)ulen);
	gen_stamp(g, buf, f, g->seq[f]++, tsc);
	pat_fill(buf + GEN_STAMP(g), sizeof(struct dpaa2x_stamp), len - GEN_STAMP(g));
	/* IPv4 header checksum over the 20-byte header (field zero in tmpl) */
	cs = (uint16_t)~csum_fold(csum_partial(buf + GEN_L3(g), IPV4_HLEN, 0));
	memcpy(buf + GEN_L3(g) + 10, &cs, 2);
	/* UDP: pseudo-header + header + stamp + the pattern's sum for this size */
	sum = csum_pseudo4(buf + GEN_L3(g), IPPROTO_UDP_, ulen);
	sum = csum_partial(buf + GEN_L4(g), UDP_HLEN + sizeof(struct dpaa2x_stamp), sum);
	cs = (uint16_t)~csum_fold(csum_add(sum, g->pat_sum[si]));
	if (cs == 0)
		cs = 0xffff;	/* 0 would mean "no checksum" (RFC 768) */
	memcpy(buf + GEN_L4(g) + 6, &cs, 2);
}

uint32_t
dpaa2x_gen_build(struct dpaa2x_gen_state *g, uint8_t *buf, uint32_t room,
		 uint64_t tsc)
{
	uint32_t si = g->next_size, f = g->next_flow;
	uint32_t len = g->p.sizes[si] - DPAA2X_FCS_LEN;

	if (len > room)
		return 0;
	if (g->p.kind == DPAA2X_GEN_KIND_PTP)
		gen_ptp(g, buf, len);
	else
		gen_udp(g, buf, len, si, f, tsc);
	g->next_flow = f + 1 == g->p.flows ? 0 : f + 1;
	g->next_size = si + 1 == g->p.n_sizes ? 0 : si + 1;
	g->frames++;
	g->bytes += len;
	return len;
}
