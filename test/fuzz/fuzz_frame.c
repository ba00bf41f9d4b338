/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The model's WRIOP parser, distribution hash and tester sink on arbitrary
 * frames. The input is the frame (corpus files are plain frames, as they
 * would be in a pcap record); libFuzzer's buffer has exactly its size, so
 * ASan sees any read past the frame.
 *
 * Properties: dpaa2x_frame_parse() returns an->prs_flags, zeroes rsvd and
 * leaves ts alone; every offset it records points at a header that starts
 * inside the frame, in order (l2 <= l3 < l4 < l5 <= len); a second parse of
 * the same bytes gives the same annotation; the hash of a non-IP frame is 0
 * without HASH_VALID; dpaa2x_frame_hash() (every field selection) and
 * dpaa2x_sink_check() read nothing outside the frame, and the sink counts
 * each frame exactly once (generator frame, possibly corrupted, or
 * foreign). What WRIOP writes of the frame (dpaa2x_frame_annot(): the
 * annotation and the FD's frc, ctrl, flc), read as the PMD reads it
 * (dpaa2x_rx_annot.h), agrees with the parse: packet_type has L3 exactly
 * when the hash was taken (the RSS flag with it, the hash in flc[63:32]),
 * an L4 type only with L3, TCP/UDP/SCTP/ICMP after a parse error only when the
 * L4 header was located, checksum flags exactly for what was verified,
 * FD[ERR] FAERR exactly for a parse or checksum error.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dpaa2x_rx_annot.h"
#include "dpaa2x_hw_mc.h"
#include "frame/frame.h"
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The frame's annotation and FD fields as WRIOP writes them, as the PMD reads them. */
static void
wriop_and_pmd(const uint8_t *data, const struct dpaa2x_annot *parsed)
{
	struct dpaa2x_annot an = *parsed;
	struct dpaa2x_hw_annot hw;
	struct dpaa2x_fd fd;
	uint32_t f, pt, l4, err;
	uint64_t ol, csum;

	dpaa2x_frame_hash(data, &an, DPAA2X_DIST_DEFAULT, dpaa2x_default_rss_key);
	f = an.prs_flags;
	memset(&fd, 0, sizeof(fd));
	dpaa2x_frame_annot(data, &an, 0, &hw, &fd.frc, &fd.ctrl, &fd.flc);
	ol = dpaa2x_rx_annot(&fd, (uint64_t)(uintptr_t)&hw, &pt);
	l4 = pt & RTE_PTYPE_L4_MASK;
	FUZZ_CHECK(((pt & RTE_PTYPE_L3_MASK) != 0) == ((f & DPAA2X_PRS_HASH_VALID) != 0));
	FUZZ_CHECK(((ol & RTE_MBUF_F_RX_RSS_HASH) != 0) == ((f & DPAA2X_PRS_HASH_VALID) != 0));
	FUZZ_CHECK(fd.flc == ((f & DPAA2X_PRS_HASH_VALID) ? (uint64_t)an.hash << 32 : 0));
	FUZZ_CHECK(l4 == 0 || (pt & RTE_PTYPE_L3_MASK) != 0);
	if ((f & DPAA2X_PRS_TRUNCATED) &&
	    (l4 == RTE_PTYPE_L4_TCP || l4 == RTE_PTYPE_L4_UDP || l4 == RTE_PTYPE_L4_ICMP ||
	     l4 == RTE_PTYPE_L4_SCTP))
		FUZZ_CHECK(an.l4_off != 0);
	csum = ol & (RTE_MBUF_F_RX_IP_CKSUM_MASK | RTE_MBUF_F_RX_L4_CKSUM_MASK);
	FUZZ_CHECK(((csum & RTE_MBUF_F_RX_IP_CKSUM_MASK) != 0) ==
		   ((f & DPAA2X_PRS_L3CSUM_CHECKED) != 0));
	FUZZ_CHECK(((csum & RTE_MBUF_F_RX_L4_CKSUM_MASK) != 0) ==
		   ((f & DPAA2X_PRS_L4CSUM_CHECKED) != 0));
	err = f & (DPAA2X_PRS_TRUNCATED | DPAA2X_PRS_L3CSUM_BAD | DPAA2X_PRS_L4CSUM_BAD);
	FUZZ_CHECK((fd.ctrl == DPAA2X_FD_CTRL_FAERR) == (err != 0));
	FUZZ_CHECK(fd.ctrl == 0 || fd.ctrl == DPAA2X_FD_CTRL_FAERR);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct dpaa2x_sink_state sink;
	struct dpaa2x_wire_stats st;
	struct dpaa2x_annot an, an2;
	uint32_t len, flags, fields;
	uint64_t counted;
	unsigned int i;
	int gen;

	if (size > DPAA2X_MAX_FRAME)
		return 0;
	len = (uint32_t)size;

	memset(&an, 0xa5, sizeof(an));
	an.ts = 0x0123456789abcdefULL;
	flags = dpaa2x_frame_parse(data, len, &an);
	FUZZ_CHECK(flags == an.prs_flags);
	FUZZ_CHECK(an.ts == 0x0123456789abcdefULL);
	for (i = 0; i < sizeof(an.rsvd); i++)
		FUZZ_CHECK(an.rsvd[i] == 0);
	FUZZ_CHECK(an.l2_len <= len);
	FUZZ_CHECK(an.vlan_count <= 8);
	if (an.l3_off != 0)
		FUZZ_CHECK(an.l3_off >= an.l2_len && an.l3_off < len);
	if (an.l4_off != 0)
		FUZZ_CHECK(an.l3_off != 0 && an.l4_off > an.l3_off && an.l4_off < len);
	if (an.l5_off != 0)
		FUZZ_CHECK(an.l4_off != 0 && an.l5_off > an.l4_off && an.l5_off < len);

	memset(&an2, 0x5a, sizeof(an2));
	an2.ts = an.ts;
	dpaa2x_frame_parse(data, len, &an2);
	FUZZ_CHECK(memcmp(&an, &an2, sizeof(an)) == 0);

	/* every field selection; each hash call works on its own copy */
	for (fields = 0; fields <= DPAA2X_DIST_DEFAULT; fields++) {
		uint32_t h;

		an2 = an;
		h = dpaa2x_frame_hash(data, &an2, fields, dpaa2x_default_rss_key);
		if (!(an.prs_flags & (DPAA2X_PRS_IPV4 | DPAA2X_PRS_IPV6)) || an.l3_off == 0)
			FUZZ_CHECK(h == 0 && !(an2.prs_flags & DPAA2X_PRS_HASH_VALID));
	}

	wriop_and_pmd(data, &an);

	dpaa2x_sink_init(&sink);
	memset(&st, 0, sizeof(st));
	gen = dpaa2x_sink_check(&sink, data, len, 1000, 1000000000ULL, &st);
	counted = st.sink_frames + st.sink_foreign;	/* corrupted: among frames */
	FUZZ_CHECK(counted == 1);
	/* a generator frame names its generator, a foreign one none */
	FUZZ_CHECK(st.sink_frames ? gen >= 0 && gen < DPAA2X_GEN_MAX_IDS : gen == -1);
	FUZZ_CHECK(st.sink_corrupted <= st.sink_frames);
	FUZZ_CHECK(st.sink_bytes == (st.sink_frames ? len : 0));
	return 0;
}
