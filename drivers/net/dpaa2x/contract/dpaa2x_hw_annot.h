/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_hw_annot.h - the portal contract: the hardware annotation WRIOP
 * Rx writes after a buffer's private area (frame status, parse results).
 */

#ifndef DPAA2X_HW_ANNOT_H
#define DPAA2X_HW_ANNOT_H

#include <stdint.h>

#include "dpaa2x_hw_fmt.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Hardware annotation: the DPAA2X_ANNOT_SIZE bytes after the buffer's
 * private (pass-through) area, written by WRIOP Rx before the FD is
 * enqueued: frame status, timestamp, parse results (WRIOP's frame
 * annotation, as DPDK's dpaa2 reads it on LS2088A). Eight 64-bit words.
 */
struct dpaa2x_fas {		/* word 1: frame annotation status */
	uint8_t rsvd;
	uint8_t ppid;		/* physical port */
	uint16_t ifpid;		/* interface profile */
	uint32_t status;	/* DPAA2X_FAS_* */
};

struct dpaa2x_hw_annot {
	struct dpaa2x_fas fas;
	uint64_t timestamp;	/* word 2: arrival time, the DPRTC's ns (layout
				 * DPAA2X_BUF_LAYOUT_OPT_TIMESTAMP; else 0) */
	uint64_t faf_l2;	/* word 3: next header [63:48], FAF extension
				 * [47:32], FAF L2 bits and the parse error */
	uint64_t faf_l3;	/* word 4: FAF L3 and L4 bits */
	uint64_t off_l2;	/* word 5: L2 header offsets (bytes) */
	uint64_t off_l3;	/* word 6: L3 and L4 header offsets */
	uint64_t off_ext;	/* word 7: IPv6 extension and next header
				 * offsets, running sums */
	uint64_t parse_err;	/* word 8: [63:56] parse error code, soft
				 * parsing context */
};

_Static_assert(sizeof(struct dpaa2x_hw_annot) == DPAA2X_ANNOT_SIZE,
	       "the annotation is one 64-byte line");

/*
 * The Tx annotation: a Tx FD asks WRIOP for the time it sent the frame
 * (DPAA2's egress timestamp, as DPDK's dpaa2 asks for it) with FRC FASV
 * and FAEADV, ASAL 128 bytes in its ctrl, and in the annotation at its
 * buffer's start (before the frame: the FD's offset at least 128) a FAEAD
 * whose ctrl has UPDV and UPD. With Tx confirmation on, WRIOP writes the
 * DPRTC's time into the annotation's timestamp word (struct
 * dpaa2x_hw_annot's word 2) before the FD comes back on the confirmation
 * FQ; with it off nothing is written (and nothing comes back to read it).
 */
#define DPAA2X_TX_ANNOT_SIZE	128
#define DPAA2X_ANNOT_FAEAD_OFF	0x58	/* FAEAD: fqid, then ctrl */
struct dpaa2x_faead {
	uint32_t fqid;
	uint32_t ctrl;		/* DPAA2X_FAEAD_* */
};
#define DPAA2X_FAEAD_A2V	0x20000000u	/* action 2 valid */
#define DPAA2X_FAEAD_UPDV	0x00001000u	/* UPD is valid */
#define DPAA2X_FAEAD_UPD	0x00000010u	/* update the confirmation's annotation */

/* FAS status: checksums (V: verified, E: bad), errors, cast */
#define DPAA2X_FAS_L4CE		0x00000001u
#define DPAA2X_FAS_L4CV		0x00000002u
#define DPAA2X_FAS_L3CE		0x00000004u
#define DPAA2X_FAS_L3CV		0x00000008u
#define DPAA2X_FAS_PHE		0x00000020u	/* parser header error */
#define DPAA2X_FAS_BC		0x02000000u	/* Ethernet broadcast */
#define DPAA2X_FAS_MC		0x04000000u	/* Ethernet multicast */

/* Frame annotation flags (FAF): faf_l2 */
#define DPAA2X_FAF_L2_PARSE_ERR	(1ull << 22)	/* a header had an error */
#define DPAA2X_FAF_L2_ETH	(1ull << 21)	/* Ethernet MAC header */
#define DPAA2X_FAF_L2_ETH_UC	(1ull << 20)
#define DPAA2X_FAF_L2_ETH_MC	(1ull << 19)
#define DPAA2X_FAF_L2_ETH_BC	(1ull << 18)
#define DPAA2X_FAF_L2_ETH_ERR	(1ull << 14)
#define DPAA2X_FAF_L2_VLAN_1	(1ull << 10)	/* one or more tags */
#define DPAA2X_FAF_L2_VLAN_N	(1ull << 9)	/* two or more tags */
#define DPAA2X_FAF_L2_VLAN_ERR	(1ull << 7)
/* FAF: faf_l3 (the first IP header is "1") */
#define DPAA2X_FAF_L3_ETYPE_UNKNOWN (1ull << 63)	/* not an ethertype parsed */
#define DPAA2X_FAF_L3_IPV4_1	(1ull << 61)
#define DPAA2X_FAF_L3_IPV4_1_UC	(1ull << 60)
#define DPAA2X_FAF_L3_IPV4_1_MC	(1ull << 59)
#define DPAA2X_FAF_L3_IPV4_1_BC	(1ull << 58)
#define DPAA2X_FAF_L3_IPV6_1	(1ull << 53)
#define DPAA2X_FAF_L3_IPV6_1_UC	(1ull << 52)
#define DPAA2X_FAF_L3_IPV6_1_MC	(1ull << 51)
#define DPAA2X_FAF_L3_IP_1_OPT	(1ull << 47)	/* IPv4 options, IPv6 ext */
#define DPAA2X_FAF_L3_IP_1_UNKNOWN (1ull << 46)	/* protocol not parsed */
#define DPAA2X_FAF_L3_IP_1_MF	(1ull << 45)	/* a fragment */
#define DPAA2X_FAF_L3_IP_1_FIRST_FRAG (1ull << 44)
#define DPAA2X_FAF_L3_IP_1_ERR	(1ull << 43)
#define DPAA2X_FAF_L3_ICMP	(1ull << 38)
#define DPAA2X_FAF_L3_ICMPV6	(1ull << 36)
#define DPAA2X_FAF_L3_GRE	(1ull << 30)
#define DPAA2X_FAF_L3_GRE_ERR	(1ull << 28)
#define DPAA2X_FAF_L3_IP_UNKNOWN (1ull << 27)	/* protocol not parsed */
#define DPAA2X_FAF_L3_UDP	(1ull << 25)
#define DPAA2X_FAF_L3_UDP_ERR	(1ull << 24)
#define DPAA2X_FAF_L3_TCP	(1ull << 23)
#define DPAA2X_FAF_L3_TCP_OPT	(1ull << 22)
#define DPAA2X_FAF_L3_TCP_CTRL_6_11 (1ull << 21)	/* URG ACK PSH RST SYN FIN */
#define DPAA2X_FAF_L3_TCP_CTRL_3_5 (1ull << 20)	/* NS CWR ECE */
#define DPAA2X_FAF_L3_TCP_ERR	(1ull << 19)
#define DPAA2X_FAF_L3_SCTP	(1ull << 14)
#define DPAA2X_FAF_L3_SCTP_ERR	(1ull << 13)
#define DPAA2X_FAF_L3_L4_UNKNOWN (1ull << 10)	/* nothing parsed after L4 */

/* Header offsets: one byte each at these shifts; not found: 0xff */
#define DPAA2X_ANNOT_NO_OFF	0xffu
#define DPAA2X_OFF_L2_ETH	32	/* off_l2 */
#define DPAA2X_OFF_L2_VLAN_TCI_1 16	/* the first tag's TCI */
#define DPAA2X_OFF_L2_VLAN_TCI_N 8	/* the last tag's TCI */
#define DPAA2X_OFF_L2_LAST_ETYPE 0	/* the innermost ethertype */
#define DPAA2X_OFF_L3_IP_1	32	/* off_l3 */
#define DPAA2X_OFF_L3_L4	8
#define DPAA2X_OFF_EXT_NEXT_HDR	40	/* off_ext: what follows L4 */

static inline uint8_t
dpaa2x_annot_off(uint64_t word, unsigned int shift)
{
	return (uint8_t)(word >> shift);
}

#ifdef __cplusplus
}
#endif

#endif /* DPAA2X_HW_ANNOT_H */
