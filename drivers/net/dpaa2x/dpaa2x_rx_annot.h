/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * What the hardware's formats mean to an mbuf, read the way DPDK's dpaa2
 * driver reads them on LS2088A (the addresses: dpaa2x_bp.h):
 *  - packet_type, checksum flags and the RSS flag come from WRIOP's frame
 *    annotation at the buffer start (the PMD's buffer layout has no private
 *    area): frame annotation flags (FAF) and status (FAS), read whatever
 *    the FD's frc says, as net_dpaa2 does; the hash from the FD's flc[63:32].
 */

#ifndef DPAA2X_RX_ANNOT_H
#define DPAA2X_RX_ANNOT_H

#include <rte_mbuf.h>
#include <rte_memory.h>
#include <rte_prefetch.h>

#include "dpaa2x_bp.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_annot.h"
#include "dpaa2x_mempool.h"

/* The annotation's place in a buffer: right at its start (priv_size 0). */
#define DPAA2X_RX_ANNOT_OFF	0

/* Rx: the next entry's annotation and frame head, while this one is used. */
static inline void
dpaa2x_rx_prefetch(const struct dpaa2x_fd *fd)
{
	uint64_t va = dpaa2x_fd_va(fd, &dpaa2x_bp_info[dpaa2x_fd_bpid(fd)]);

	rte_prefetch0((void *)(uintptr_t)(va + DPAA2X_RX_ANNOT_OFF));
	rte_prefetch0((void *)(uintptr_t)(va + dpaa2x_fd_offset(fd)));
}

/* ---- the annotation ---- */

/*
 * A parse error (FAF parse error bit): packet_type names only the headers
 * the annotation locates, as rte_net_get_ptype() would: no L3 without the
 * IP header's offset, no L4 (but a fragment) without the L4 header's.
 */
static __rte_noinline uint32_t
dpaa2x_annot_ptype_error(uint32_t pt, const struct dpaa2x_hw_annot *a)
{
	if (dpaa2x_annot_off(a->off_l3, DPAA2X_OFF_L3_IP_1) == DPAA2X_ANNOT_NO_OFF)
		return pt & RTE_PTYPE_L2_MASK;
	if ((pt & RTE_PTYPE_L4_MASK) != RTE_PTYPE_L4_FRAG &&
	    dpaa2x_annot_off(a->off_l3, DPAA2X_OFF_L3_L4) == DPAA2X_ANNOT_NO_OFF)
		return pt & ~RTE_PTYPE_L4_MASK;
	return pt;
}

/* The L4 part of packet_type, IP found: a fragment, else the protocol. */
static inline uint32_t
dpaa2x_annot_l4(uint64_t l3)
{
	if (l3 & DPAA2X_FAF_L3_IP_1_MF)
		return RTE_PTYPE_L4_FRAG;
	if (l3 & DPAA2X_FAF_L3_TCP)
		return RTE_PTYPE_L4_TCP;
	if (l3 & DPAA2X_FAF_L3_UDP)
		return RTE_PTYPE_L4_UDP;
	if (l3 & (DPAA2X_FAF_L3_ICMP | DPAA2X_FAF_L3_ICMPV6))
		return RTE_PTYPE_L4_ICMP;
	if (l3 & DPAA2X_FAF_L3_SCTP)
		return RTE_PTYPE_L4_SCTP;
	return RTE_PTYPE_L4_NONFRAG;	/* GRE too, as net_dpaa2 */
}

/* FAF bits to packet_type, every case (DPDK's dpaa2_dev_rx_parse_slow, own rules). */
static inline uint32_t
dpaa2x_annot_ptype_all(const struct dpaa2x_hw_annot *a)
{
	uint64_t l2 = a->faf_l2, l3 = a->faf_l3;
	uint32_t pt;

	if (unlikely(!(l2 & DPAA2X_FAF_L2_ETH)))
		return RTE_PTYPE_UNKNOWN;
	pt = (l2 & DPAA2X_FAF_L2_VLAN_N) ? RTE_PTYPE_L2_ETHER_QINQ :
	     (l2 & DPAA2X_FAF_L2_VLAN_1) ? RTE_PTYPE_L2_ETHER_VLAN : RTE_PTYPE_L2_ETHER;
	if (l3 & DPAA2X_FAF_L3_IPV4_1)
		pt |= ((l3 & DPAA2X_FAF_L3_IP_1_OPT) ? RTE_PTYPE_L3_IPV4_EXT : RTE_PTYPE_L3_IPV4) |
		      dpaa2x_annot_l4(l3);
	else if (l3 & DPAA2X_FAF_L3_IPV6_1)
		pt |= ((l3 & DPAA2X_FAF_L3_IP_1_OPT) ? RTE_PTYPE_L3_IPV6_EXT : RTE_PTYPE_L3_IPV6) |
		      dpaa2x_annot_l4(l3);
	if (unlikely(l2 & DPAA2X_FAF_L2_PARSE_ERR))
		pt = dpaa2x_annot_ptype_error(pt, a);
	return pt;
}

/*
 * The frames most traffic is made of take one mask and compare each, as
 * DPDK's dpaa2 takes its common FRC values before the slow parse: Ethernet
 * without a tag or a parse error, IPv4 without options and not a fragment,
 * UDP or TCP (TCP wins when both bits are set, as in the full rules).
 * Anything else: dpaa2x_annot_ptype_all(), whose answer is the same.
 */
#define DPAA2X_FAF_L2_FAST_MASK	(DPAA2X_FAF_L2_ETH | DPAA2X_FAF_L2_VLAN_1 | \
				 DPAA2X_FAF_L2_VLAN_N | DPAA2X_FAF_L2_PARSE_ERR)
#define DPAA2X_FAF_L3_FAST_MASK	(DPAA2X_FAF_L3_IPV4_1 | DPAA2X_FAF_L3_IP_1_OPT | \
				 DPAA2X_FAF_L3_IP_1_MF | DPAA2X_FAF_L3_TCP | DPAA2X_FAF_L3_UDP)

static inline uint32_t
dpaa2x_annot_ptype(const struct dpaa2x_hw_annot *a)
{
	uint64_t k = a->faf_l3 & DPAA2X_FAF_L3_FAST_MASK;

	if (likely((a->faf_l2 & DPAA2X_FAF_L2_FAST_MASK) == DPAA2X_FAF_L2_ETH)) {
		if (k == (DPAA2X_FAF_L3_IPV4_1 | DPAA2X_FAF_L3_UDP))
			return RTE_PTYPE_L2_ETHER | RTE_PTYPE_L3_IPV4 | RTE_PTYPE_L4_UDP;
		if ((k & ~DPAA2X_FAF_L3_UDP) == (DPAA2X_FAF_L3_IPV4_1 | DPAA2X_FAF_L3_TCP))
			return RTE_PTYPE_L2_ETHER | RTE_PTYPE_L3_IPV4 | RTE_PTYPE_L4_TCP;
	}
	return dpaa2x_annot_ptype_all(a);
}

/* FAS checksum verdicts to ol_flags: only what the parser verified. The
 * four bits (L4CE, L4CV, L3CE, L3CV) index a table: no branch per frame. */
#define DPAA2X_FAS_CKSUM_BITS	(DPAA2X_FAS_L4CE | DPAA2X_FAS_L4CV | DPAA2X_FAS_L3CE | \
				 DPAA2X_FAS_L3CV)
#define DPAA2X_CK_L3(st) (((st) & DPAA2X_FAS_L3CV) ? (((st) & DPAA2X_FAS_L3CE) ? \
	RTE_MBUF_F_RX_IP_CKSUM_BAD : RTE_MBUF_F_RX_IP_CKSUM_GOOD) : 0)
#define DPAA2X_CK_L4(st) (((st) & DPAA2X_FAS_L4CV) ? (((st) & DPAA2X_FAS_L4CE) ? \
	RTE_MBUF_F_RX_L4_CKSUM_BAD : RTE_MBUF_F_RX_L4_CKSUM_GOOD) : 0)
#define DPAA2X_CK(st)	(DPAA2X_CK_L3(st) | DPAA2X_CK_L4(st))

static inline uint64_t
dpaa2x_annot_ol_flags(uint32_t st)
{
	static const uint64_t ck[DPAA2X_FAS_CKSUM_BITS + 1] = {
		DPAA2X_CK(0), DPAA2X_CK(1), DPAA2X_CK(2), DPAA2X_CK(3),
		DPAA2X_CK(4), DPAA2X_CK(5), DPAA2X_CK(6), DPAA2X_CK(7),
		DPAA2X_CK(8), DPAA2X_CK(9), DPAA2X_CK(10), DPAA2X_CK(11),
		DPAA2X_CK(12), DPAA2X_CK(13), DPAA2X_CK(14), DPAA2X_CK(15),
	};

	RTE_BUILD_BUG_ON(DPAA2X_FAS_CKSUM_BITS != 0xf);
	return ck[st & DPAA2X_FAS_CKSUM_BITS];
}

/*
 * packet_type and ol_flags of a received frame from its annotation (at
 * buffer va); read before the buffer can go back to BMan. The FD's frc
 * bits (FASV, FAPRV) are not consulted: DPDK's dpaa2_dev_rx_parse() reads
 * the annotation of every frame on LS2088A, and silicon may leave them
 * clear with the annotation written (the buffer layout asks for it). The
 * distribution hash is there when the IP header is (packet_type has L3).
 */
static __rte_always_inline uint64_t
dpaa2x_rx_annot(const struct dpaa2x_fd *fd, uint64_t va, uint32_t *ptype)
{
	const struct dpaa2x_hw_annot *a =
		(const struct dpaa2x_hw_annot *)(uintptr_t)(va + DPAA2X_RX_ANNOT_OFF);
	uint64_t f = dpaa2x_annot_ol_flags(a->fas.status);
	uint32_t pt = dpaa2x_annot_ptype(a);

	RTE_SET_USED(fd);
	if (pt & RTE_PTYPE_L3_MASK)
		f |= RTE_MBUF_F_RX_RSS_HASH;
	*ptype = pt;
	return f;
}

/* The frame's arrival time (the DPRTC's ns, the layout's timestamp option),
 * from the annotation's line read above: before the buffer goes back. */
static __rte_always_inline uint64_t
dpaa2x_rx_annot_ts(uint64_t va)
{
	return ((const struct dpaa2x_hw_annot *)(uintptr_t)(va + DPAA2X_RX_ANNOT_OFF))->timestamp;
}

#endif /* DPAA2X_RX_ANNOT_H */
