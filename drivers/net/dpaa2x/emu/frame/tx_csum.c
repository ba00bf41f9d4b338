/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * WRIOP Tx checksum generation: what the dpni's Tx L3 and L4 checksum
 * offloads (dpni_set_offload) make WRIOP do to each frame it sends. The
 * parser finds the headers as on Rx; a sum is made only where the parser
 * could check one, so a frame WRIOP sends with a sum is one it would
 * receive as good.
 */

#include "dpaa2x_hw_mc.h"
#include "frame.h"
#include "frame_priv.h"

/* The field zeroed, the block summed, its one's complement stored. */
static uint16_t
csum_make(uint8_t *field, const uint8_t *p, uint32_t n, uint64_t seed)
{
	uint16_t cs;

	memset(field, 0, 2);
	cs = (uint16_t)~csum_fold(csum_partial(p, n, seed));
	memcpy(field, &cs, 2);
	return cs;
}

uint32_t
dpaa2x_frame_tx_csum(uint8_t *frame, uint32_t len, uint32_t what)
{
	struct dpaa2x_annot an = { .ts = 0 };
	uint32_t f = dpaa2x_frame_parse(frame, len, &an), done = 0, n;
	uint8_t *ip = frame + an.l3_off, *l4 = frame + an.l4_off, *field;
	uint64_t pseudo;

	/* IPv4: the parser read the header whole (version 4, IHL >= 5) */
	if ((what & DPAA2X_TX_CSUM_L3) && (f & DPAA2X_PRS_L3CSUM_CHECKED)) {
		csum_make(ip + 10, ip, (uint32_t)(ip[0] & 0xf) * 4, 0);
		done |= DPAA2X_TX_CSUM_L3;
	}
	if (!(what & DPAA2X_TX_CSUM_L4) || an.l4_end == 0)
		return done;
	n = an.l4_end - an.l4_off;
	/* SCTP, whole and unfragmented: its CRC32c (the same L4 switch) */
	if (an.l4_proto == IPPROTO_SCTP_) {
		wr32le(l4 + SCTP_CSUM_OFF, sctp_crc32c(l4, n));
		return done | DPAA2X_TX_CSUM_L4;
	}
	/* TCP or UDP, whole and unfragmented: pseudo-header and segment */
	pseudo = (f & DPAA2X_PRS_IPV4) ? csum_pseudo4(ip, an.l4_proto, n) :
					 csum_pseudo6(ip, an.l4_proto, n);
	field = l4 + (an.l4_proto == IPPROTO_TCP_ ? 16 : 6);
	if (csum_make(field, l4, n, pseudo) == 0 && an.l4_proto == IPPROTO_UDP_)
		memset(field, 0xff, 2);	/* 0 would mean "no checksum" (RFC 768) */
	return done | DPAA2X_TX_CSUM_L4;
}
