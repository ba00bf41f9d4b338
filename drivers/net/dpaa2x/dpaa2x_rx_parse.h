/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * What Rx makes of the hardware's parse results: the FD's frame context
 * and the annotation to the mbuf's packet_type and ol_flags. One block of
 * its own, so that the parse-result format can change here alone.
 */

#ifndef DPAA2X_RX_PARSE_H
#define DPAA2X_RX_PARSE_H

#include <stdint.h>

#include <rte_common.h>
#include <rte_mbuf.h>
#include <rte_mbuf_ptype.h>

#include "dpaa2x_portal.h"

/* Parse summary (FD frc) to mbuf packet_type. */
static inline uint32_t
frc_to_ptype(uint32_t frc)
{
	uint32_t pt = RTE_PTYPE_L2_ETHER;

	if (frc & DPAA2X_PRS_QINQ)
		pt = RTE_PTYPE_L2_ETHER_QINQ;
	else if (frc & DPAA2X_PRS_VLAN)
		pt = RTE_PTYPE_L2_ETHER_VLAN;
	if (frc & DPAA2X_PRS_IPV4)
		pt |= (frc & DPAA2X_PRS_IP_OPT) ? RTE_PTYPE_L3_IPV4_EXT : RTE_PTYPE_L3_IPV4;
	else if (frc & DPAA2X_PRS_IPV6)
		pt |= (frc & DPAA2X_PRS_IP_OPT) ? RTE_PTYPE_L3_IPV6_EXT : RTE_PTYPE_L3_IPV6;
	else
		return pt;
	if (frc & DPAA2X_PRS_IP_FRAG)
		pt |= RTE_PTYPE_L4_FRAG;
	else if (frc & DPAA2X_PRS_TCP)
		pt |= RTE_PTYPE_L4_TCP;
	else if (frc & DPAA2X_PRS_UDP)
		pt |= RTE_PTYPE_L4_UDP;
	else if (frc & DPAA2X_PRS_ICMP)
		pt |= RTE_PTYPE_L4_ICMP;
	else
		pt |= RTE_PTYPE_L4_NONFRAG;
	return pt;
}

/*
 * FD error PARSE (DPAA2's parser header error): the parser stopped at a
 * header it could not take whole, and the summary still names that
 * header's type. packet_type names only the headers the annotation locates
 * (offset 0: cut or malformed), as rte_net_get_ptype() would. The
 * annotation is at the buffer start (layout priv_size 0, dpaa2x_dev_start).
 */
static __rte_noinline uint32_t
ptype_parse_error(uint32_t pt, const struct dpaa2x_fd *fd)
{
	const struct dpaa2x_annot *an = (const struct dpaa2x_annot *)(uintptr_t)fd->addr;
	uint32_t l4 = pt & RTE_PTYPE_L4_MASK;

	if (an->l3_off == 0)
		return pt & RTE_PTYPE_L2_MASK;
	if (an->l4_off == 0 &&
	    (l4 == RTE_PTYPE_L4_TCP || l4 == RTE_PTYPE_L4_UDP || l4 == RTE_PTYPE_L4_ICMP))
		return pt & ~RTE_PTYPE_L4_MASK;
	return pt;
}

static inline uint64_t
frc_to_ol_flags(uint32_t frc)
{
	uint64_t f = 0;

	if (frc & DPAA2X_PRS_L3CSUM_CHECKED)
		f |= (frc & DPAA2X_PRS_L3CSUM_BAD) ? RTE_MBUF_F_RX_IP_CKSUM_BAD :
			RTE_MBUF_F_RX_IP_CKSUM_GOOD;
	if (frc & DPAA2X_PRS_L4CSUM_CHECKED)
		f |= (frc & DPAA2X_PRS_L4CSUM_BAD) ? RTE_MBUF_F_RX_L4_CKSUM_BAD :
			RTE_MBUF_F_RX_L4_CKSUM_GOOD;
	if (frc & DPAA2X_PRS_HASH_VALID)
		f |= RTE_MBUF_F_RX_RSS_HASH;
	return f;
}

#endif /* DPAA2X_RX_PARSE_H */
