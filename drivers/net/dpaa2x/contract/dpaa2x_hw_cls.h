/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_hw_cls.h - the portal contract: the MC-level calls of a dpni's
 * classification, QoS (the traffic class) and flow steering (the queue).
 */

#ifndef DPAA2X_HW_CLS_H
#define DPAA2X_HW_CLS_H

#include <stdbool.h>
#include <stdint.h>

#include "dpaa2x_hw_backend.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* DPNI classification: QoS and flow steering (WRIOP's key tables)     */
/* ------------------------------------------------------------------ */
/*
 * As the MC's dpni_set_qos_table, dpni_add_qos_entry,
 * dpni_remove_qos_entry, dpni_clear_qos_table (QoS: a frame's key picks
 * its traffic class) and dpni_set_rx_fs_dist, dpni_add_fs_entry,
 * dpni_remove_fs_entry, dpni_clear_fs_entries (flow steering: within the
 * TC the key picks the queue, or discards the frame).
 * A key profile (the MC's dpkg_profile_cfg, full-field header extracts)
 * lists header fields by the MC's protocol and field numbers
 * (DPAA2X_CLS_PROT_*, DPAA2X_CLS_F_*); a frame's key is their bytes in
 * that order, in network order, zeros for a header the frame lacks. A
 * rule matches when (frame key & mask) == (key & mask) over key_size
 * bytes (the frame key zero-padded to DPAA2X_CLS_KEY_MAX); entries are
 * tried by index, the lowest first (a masking table). A frame that misses
 * every FS entry is hashed over the TC's queues when the hash
 * distribution (dpaa2x_dpni_set_rx_dist) spreads over more than one,
 * else it goes to miss_flow (DPAA2X_CLS_MISS_DROP: discarded). FS
 * discards count as ing_filtered.
 * A dpni of several Rx traffic classes (the attributes' num_rx_tcs) gives
 * TC t the queues t * n .. t * n + n - 1, n = num_rx_queues / num_rx_tcs.
 * Once dpaa2x_dpni_set_qos_table has set the QoS key profile, each frame
 * is looked up in the QoS table first (its own masking table, by index):
 * a hit takes the entry's TC, a miss default_tc (discard_on_miss:
 * discarded, ing_filtered). In TC t > 0 the frame is hashed over the
 * first queues of the TC by that TC's distribution
 * (dpaa2x_dpni_set_tc_dist: the fields, DPAA2X_DIST_*, and the queue
 * count; 1 queue, no fields after dpni open); in TC 0 it is hashed by
 * dpaa2x_dpni_set_rx_dist's and steered by the FS table (the model's FS
 * table is TC 0's: FS in another TC is -ENOTSUP). set_rx_dist spreads
 * over TC 0's queues only.
 * Errors: -EINVAL a bad argument (a tc, flow or index out of range, a key
 * longer than the profile allows, an FS entry before set_fs_dist, a QoS
 * entry before set_qos_table), -ENOTSUP a field the model cannot extract
 * or QoS on a dpni of one TC (the MC's rule: QoS needs max_tcs > 1),
 * -EEXIST the same key and mask twice, -ENOSPC the table full, -ENOENT
 * removing a rule not there. Tables empty, FS and QoS off after dpni
 * open.
 */
#define DPAA2X_CLS_KEY_MAX	56	/* bytes: DPNI_MAX_KEY_SIZE */
#define DPAA2X_CLS_EXTRACTS	20	/* DPKG_MAX_NUM_OF_EXTRACTS */
#define DPAA2X_CLS_FS_ENTRIES	64	/* per TC (the attributes' fs_entries) */
#define DPAA2X_CLS_QOS_ENTRIES	64	/* the attributes' qos_entries */
#define DPAA2X_CLS_MAX_TCS	8	/* Rx traffic classes of a dpni */
#define DPAA2X_CLS_MISS_DROP	0xffff	/* DPNI_FS_MISS_DROP */
#define DPAA2X_CLS_FS_DISCARD	0x1u	/* DPNI_FS_OPT_DISCARD */
/* protocols (the MC's enum net_prot) and their fields (NH_FLD_*) */
enum { DPAA2X_CLS_PROT_ETH = 2, DPAA2X_CLS_PROT_VLAN = 3, DPAA2X_CLS_PROT_IPV4 = 4,
       DPAA2X_CLS_PROT_IPV6 = 5, DPAA2X_CLS_PROT_IP = 6, DPAA2X_CLS_PROT_TCP = 7,
       DPAA2X_CLS_PROT_UDP = 8, DPAA2X_CLS_PROT_SCTP = 11, DPAA2X_CLS_PROT_GRE = 29,
       DPAA2X_CLS_PROT_ICMP = 32 };
#define DPAA2X_CLS_F_ETH_DA	0x01u	/* 6 bytes */
#define DPAA2X_CLS_F_ETH_SA	0x02u	/* 6 */
#define DPAA2X_CLS_F_ETH_TYPE	0x08u	/* 2: the Ethernet header's own */
#define DPAA2X_CLS_F_VLAN_TCI	0x07u	/* 2: the outer tag */
#define DPAA2X_CLS_F_VLAN_TYPE	0x10u	/* 2: the type after the outer tag */
#define DPAA2X_CLS_F_IPV4_SRC	0x800u	/* 4 */
#define DPAA2X_CLS_F_IPV4_DST	0x1000u	/* 4 */
#define DPAA2X_CLS_F_IPV6_SRC	0x04u	/* 16 */
#define DPAA2X_CLS_F_IPV6_DST	0x08u	/* 16 */
#define DPAA2X_CLS_F_IP_PROTO	0x10u	/* 1: IPv4 protocol, IPv6 last next header */
#define DPAA2X_CLS_F_PORT_SRC	0x01u	/* 2: TCP, UDP, SCTP */
#define DPAA2X_CLS_F_PORT_DST	0x02u	/* 2 */
#define DPAA2X_CLS_F_ICMP_TYPE	0x01u	/* 1 */
#define DPAA2X_CLS_F_ICMP_CODE	0x02u	/* 1 */
#define DPAA2X_CLS_F_GRE_TYPE	0x01u	/* 2: the protocol type */

struct dpaa2x_cls_profile {
	uint8_t num;
	struct { uint8_t prot; uint32_t field; } f[DPAA2X_CLS_EXTRACTS];
};
struct dpaa2x_cls_rule {
	uint8_t key_size;
	uint8_t key[DPAA2X_CLS_KEY_MAX], mask[DPAA2X_CLS_KEY_MAX];
};
struct dpaa2x_cls_qos_cfg {
	struct dpaa2x_cls_profile kp;
	uint8_t default_tc;
	bool discard_on_miss, keep_entries;
};
struct dpaa2x_cls_fs_cfg {
	struct dpaa2x_cls_profile kp;
	uint8_t tc;
	bool enable;			/* off: the TC's FS table cleared */
	uint16_t dist_size;		/* flows of the TC the entries may name */
	uint16_t miss_flow;		/* hash off: a miss goes there */
};
struct dpaa2x_cls_action {
	uint16_t options;		/* DPAA2X_CLS_FS_DISCARD */
	uint16_t flow;			/* the queue within the TC */
};
/* The key bytes of one field (0: not one the model extracts). */
static inline unsigned int
dpaa2x_cls_field_size(uint8_t prot, uint32_t field)
{
	switch (prot) {
	case DPAA2X_CLS_PROT_ETH:
		return field == DPAA2X_CLS_F_ETH_TYPE ? 2 :
		       field == DPAA2X_CLS_F_ETH_DA || field == DPAA2X_CLS_F_ETH_SA ? 6 : 0;
	case DPAA2X_CLS_PROT_VLAN:
		return field == DPAA2X_CLS_F_VLAN_TCI || field == DPAA2X_CLS_F_VLAN_TYPE ? 2 : 0;
	case DPAA2X_CLS_PROT_IPV4:
		return field == DPAA2X_CLS_F_IPV4_SRC || field == DPAA2X_CLS_F_IPV4_DST ? 4 : 0;
	case DPAA2X_CLS_PROT_IPV6:
		return field == DPAA2X_CLS_F_IPV6_SRC || field == DPAA2X_CLS_F_IPV6_DST ? 16 : 0;
	case DPAA2X_CLS_PROT_IP:
		return field == DPAA2X_CLS_F_IP_PROTO ? 1 : 0;
	case DPAA2X_CLS_PROT_TCP:
	case DPAA2X_CLS_PROT_UDP:
	case DPAA2X_CLS_PROT_SCTP:
		return field == DPAA2X_CLS_F_PORT_SRC || field == DPAA2X_CLS_F_PORT_DST ? 2 : 0;
	case DPAA2X_CLS_PROT_GRE:
		return field == DPAA2X_CLS_F_GRE_TYPE ? 2 : 0;
	case DPAA2X_CLS_PROT_ICMP:
		return field == DPAA2X_CLS_F_ICMP_TYPE || field == DPAA2X_CLS_F_ICMP_CODE ? 1 : 0;
	default:
		return 0;
	}
}

static inline int
dpaa2x_dpni_set_qos_table(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_cls_qos_cfg *c)
{ return DPAA2X_CALL_OPT(soc, dpni_set_qos_table, (soc, id, c)); }
static inline int
dpaa2x_dpni_add_qos_entry(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_cls_rule *r,
			  uint8_t tc, uint16_t index)
{ return DPAA2X_CALL_OPT(soc, dpni_add_qos_entry, (soc, id, r, tc, index)); }
static inline int
dpaa2x_dpni_remove_qos_entry(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_cls_rule *r)
{ return DPAA2X_CALL_OPT(soc, dpni_remove_qos_entry, (soc, id, r)); }
static inline int
dpaa2x_dpni_clear_qos_table(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_CALL_OPT(soc, dpni_clear_qos_table, (soc, id)); }
/* TC tc's hash distribution: over its first nqueues queues by fields. */
static inline int
dpaa2x_dpni_set_tc_dist(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc, uint32_t fields,
			uint16_t nqueues)
{ return DPAA2X_CALL_OPT(soc, dpni_set_tc_dist, (soc, id, tc, fields, nqueues)); }
static inline int
dpaa2x_dpni_set_fs_dist(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_cls_fs_cfg *c)
{ return DPAA2X_CALL_OPT(soc, dpni_set_fs_dist, (soc, id, c)); }
static inline int
dpaa2x_dpni_add_fs_entry(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc, uint16_t index,
			 const struct dpaa2x_cls_rule *r, const struct dpaa2x_cls_action *a)
{ return DPAA2X_CALL_OPT(soc, dpni_add_fs_entry, (soc, id, tc, index, r, a)); }
static inline int
dpaa2x_dpni_remove_fs_entry(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc,
			    const struct dpaa2x_cls_rule *r)
{ return DPAA2X_CALL_OPT(soc, dpni_remove_fs_entry, (soc, id, tc, r)); }
static inline int
dpaa2x_dpni_clear_fs_entries(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc)
{ return DPAA2X_CALL_OPT(soc, dpni_clear_fs_entries, (soc, id, tc)); }

#ifdef __cplusplus
}
#endif

#endif /* DPAA2X_HW_CLS_H */
