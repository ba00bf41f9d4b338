/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * WRIOP Rx's frame annotation: the parser's result written the way
 * silicon lays it out (struct dpaa2x_hw_annot: frame status, timestamp,
 * frame annotation flags, header offsets) and the FD fields that go with
 * it (frc valid bits, ctrl error bits, the hash in flc).
 */

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_annot.h"
#include "frame.h"
#include "frame_priv.h"

/* Every offset of a word "not found", but the running sums (word 7). */
#define ALL_OFF		UINT64_MAX
#define EXT_OFF		0xffffffff00000000ull

/* A one-byte offset into a word of offsets; past 254 it is not found. */
static inline uint64_t
put_off(uint64_t word, unsigned int shift, uint32_t off)
{
	if (off >= DPAA2X_ANNOT_NO_OFF)
		off = DPAA2X_ANNOT_NO_OFF;
	return (word & ~((uint64_t)0xff << shift)) | (uint64_t)off << shift;
}

/* An offset the parser recorded (0: none). */
static inline uint64_t
put_off_if(uint64_t word, unsigned int shift, uint16_t off)
{
	return off != 0 ? put_off(word, shift, off) : word;
}

/* FAF L2 bits and offsets: Ethernet, cast, tags. */
static void
annot_l2(const struct dpaa2x_annot *an, struct dpaa2x_hw_annot *hw)
{
	uint32_t f = an->prs_flags;
	uint64_t faf = 0, off = ALL_OFF;

	if (f & DPAA2X_PRS_ETH) {
		faf |= DPAA2X_FAF_L2_ETH;
		faf |= (f & DPAA2X_PRS_BCAST) ? DPAA2X_FAF_L2_ETH_BC :
		       (f & DPAA2X_PRS_MCAST) ? DPAA2X_FAF_L2_ETH_MC : DPAA2X_FAF_L2_ETH_UC;
		off = put_off(off, DPAA2X_OFF_L2_ETH, 0);
	}
	if (an->err_hdr == DPAA2X_PRS_ERR_ETH)
		faf |= DPAA2X_FAF_L2_ETH_ERR;
	if (an->vlan_count > 0 || an->err_hdr == DPAA2X_PRS_ERR_VLAN)
		faf |= DPAA2X_FAF_L2_VLAN_1;
	if (an->vlan_count > 1 ||
	    (an->vlan_count > 0 && an->err_hdr == DPAA2X_PRS_ERR_VLAN))
		faf |= DPAA2X_FAF_L2_VLAN_N;
	if (an->err_hdr == DPAA2X_PRS_ERR_VLAN)
		faf |= DPAA2X_FAF_L2_VLAN_ERR;
	if (an->l2_len != 0) {		/* the tags (if any) whole */
		if (an->vlan_count > 0)
			off = put_off(off, DPAA2X_OFF_L2_VLAN_TCI_1, ETH_HLEN);
		if (an->vlan_count > 1)
			off = put_off(off, DPAA2X_OFF_L2_VLAN_TCI_N,
				      ETH_HLEN + 4u * (an->vlan_count - 1u));
		off = put_off(off, DPAA2X_OFF_L2_LAST_ETYPE, an->l2_len - 2u);
	}
	if (f & DPAA2X_PRS_TRUNCATED)
		faf |= DPAA2X_FAF_L2_PARSE_ERR;
	hw->faf_l2 = faf;
	hw->off_l2 = off;
}

/* FAF bits of the IP header: version, cast by destination, options. */
static uint64_t
faf_ip(const uint8_t *frame, const struct dpaa2x_annot *an)
{
	const uint8_t *ip = frame + an->l3_off;
	uint32_t f = an->prs_flags;
	uint64_t faf = 0;

	if (f & DPAA2X_PRS_IPV4) {
		faf |= DPAA2X_FAF_L3_IPV4_1;
		if (an->l3_off != 0)
			faf |= rd32(ip + 16) == 0xffffffffu ? DPAA2X_FAF_L3_IPV4_1_BC :
			       (ip[16] & 0xf0) == 0xe0 ? DPAA2X_FAF_L3_IPV4_1_MC :
			       DPAA2X_FAF_L3_IPV4_1_UC;
	} else if (f & DPAA2X_PRS_IPV6) {
		faf |= DPAA2X_FAF_L3_IPV6_1;
		if (an->l3_off != 0)
			faf |= ip[24] == 0xff ? DPAA2X_FAF_L3_IPV6_1_MC : DPAA2X_FAF_L3_IPV6_1_UC;
	}
	if (f & DPAA2X_PRS_IP_OPT)
		faf |= DPAA2X_FAF_L3_IP_1_OPT;
	if (an->err_hdr == DPAA2X_PRS_ERR_IP)
		faf |= DPAA2X_FAF_L3_IP_1_ERR;
	if (f & DPAA2X_PRS_IP_FRAG) {
		faf |= DPAA2X_FAF_L3_IP_1_MF;
		/* the parser goes on to L4 in the first fragment only */
		if (f & (DPAA2X_PRS_TCP | DPAA2X_PRS_UDP | DPAA2X_PRS_ICMP |
			 DPAA2X_PRS_SCTP | DPAA2X_PRS_GRE | DPAA2X_PRS_L4_UNKNOWN))
			faf |= DPAA2X_FAF_L3_IP_1_FIRST_FRAG;
	}
	return faf;
}

/* FAF bits of what follows IP. */
static uint64_t
faf_l4(const uint8_t *frame, const struct dpaa2x_annot *an)
{
	const uint8_t *tcp = frame + an->l4_off;
	uint32_t f = an->prs_flags;
	bool err = an->err_hdr == DPAA2X_PRS_ERR_L4;
	uint64_t faf = 0;

	if (f & DPAA2X_PRS_UDP) {
		faf |= DPAA2X_FAF_L3_UDP | DPAA2X_FAF_L3_L4_UNKNOWN |
		       (err ? DPAA2X_FAF_L3_UDP_ERR : 0);
	} else if (f & DPAA2X_PRS_TCP) {
		faf |= DPAA2X_FAF_L3_TCP | DPAA2X_FAF_L3_L4_UNKNOWN |
		       (err ? DPAA2X_FAF_L3_TCP_ERR : 0);
		if (an->l4_off != 0) {	/* the fixed header is whole */
			if ((tcp[12] >> 4) > 5)
				faf |= DPAA2X_FAF_L3_TCP_OPT;
			if (tcp[13] & 0x3f)
				faf |= DPAA2X_FAF_L3_TCP_CTRL_6_11;
			if ((tcp[13] & 0xc0) || (tcp[12] & 1))
				faf |= DPAA2X_FAF_L3_TCP_CTRL_3_5;
		}
	} else if (f & DPAA2X_PRS_ICMP) {
		faf |= an->l4_proto == IPPROTO_ICMPV6_ ? DPAA2X_FAF_L3_ICMPV6 :
							 DPAA2X_FAF_L3_ICMP;
	} else if (f & DPAA2X_PRS_SCTP) {	/* nothing parsed after it either */
		faf |= DPAA2X_FAF_L3_SCTP | DPAA2X_FAF_L3_L4_UNKNOWN |
		       (err ? DPAA2X_FAF_L3_SCTP_ERR : 0);
	} else if (f & DPAA2X_PRS_GRE) {	/* nor inside it (no tunnel parse) */
		faf |= DPAA2X_FAF_L3_GRE | DPAA2X_FAF_L3_L4_UNKNOWN |
		       (err ? DPAA2X_FAF_L3_GRE_ERR : 0);
	} else if (f & DPAA2X_PRS_L4_UNKNOWN) {
		faf |= DPAA2X_FAF_L3_IP_1_UNKNOWN | DPAA2X_FAF_L3_IP_UNKNOWN;
	}
	return faf;
}

void
dpaa2x_frame_annot(const uint8_t *frame, const struct dpaa2x_annot *an,
		   uint64_t ts, struct dpaa2x_hw_annot *hw,
		   uint32_t *frc, uint32_t *ctrl, uint64_t *flc)
{
	uint32_t f = an->prs_flags, st = 0;

	memset(&hw->fas, 0, sizeof(hw->fas));
	if (f & DPAA2X_PRS_L3CSUM_CHECKED)
		st |= DPAA2X_FAS_L3CV | ((f & DPAA2X_PRS_L3CSUM_BAD) ? DPAA2X_FAS_L3CE : 0);
	if (f & DPAA2X_PRS_L4CSUM_CHECKED)
		st |= DPAA2X_FAS_L4CV | ((f & DPAA2X_PRS_L4CSUM_BAD) ? DPAA2X_FAS_L4CE : 0);
	if (f & DPAA2X_PRS_TRUNCATED)
		st |= DPAA2X_FAS_PHE;
	st |= (f & DPAA2X_PRS_BCAST) ? DPAA2X_FAS_BC : (f & DPAA2X_PRS_MCAST) ? DPAA2X_FAS_MC : 0;
	hw->fas.status = st;
	hw->timestamp = ts;
	annot_l2(an, hw);
	hw->faf_l3 = (f & DPAA2X_PRS_L3_UNKNOWN) ? DPAA2X_FAF_L3_ETYPE_UNKNOWN :
		     faf_ip(frame, an) | faf_l4(frame, an);
	hw->off_l3 = put_off_if(put_off_if(ALL_OFF, DPAA2X_OFF_L3_IP_1, an->l3_off),
				DPAA2X_OFF_L3_L4, an->l4_off);
	hw->off_ext = put_off_if(EXT_OFF, DPAA2X_OFF_EXT_NEXT_HDR, an->l5_off);
	hw->parse_err = 0;
	*frc = DPAA2X_FD_FRC_FASV | DPAA2X_FD_FRC_FAPRV;
	/* the dpni lets checksum and parser header errors through (as DPDK's
	 * dpaa2 configures it), flagged in FD[ERR] */
	*ctrl = (st & (DPAA2X_FAS_L3CE | DPAA2X_FAS_L4CE | DPAA2X_FAS_PHE)) ?
		DPAA2X_FD_CTRL_FAERR : 0;
	*flc = (f & DPAA2X_PRS_HASH_VALID) ?
		(uint64_t)an->hash << DPAA2X_FD_FLC_HASH_SHIFT : 0;
}
