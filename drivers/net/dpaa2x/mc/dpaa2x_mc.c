/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * MC commands: one table entry per command, one field list per request
 * and reply. A field is a run of bits of a little-endian word of the
 * 64-byte command (byte offsets count from the header's first byte, so
 * parameter word N starts at byte 8 * N) and the structure member that
 * holds its value. The lists below are the MC 10.x ABI.
 */

#include <errno.h>
#include <stddef.h>
#include <string.h>

#include <rte_common.h>
#include <rte_cycles.h>
#include <rte_pause.h>

#include "dpaa2x_mc.h"
#include "dpaa2x_mc_fld.h"

typedef struct dpaa2x_mc_val VAL;

/* ---- field lists, by command ---- */

/* open's reply: the session's token, in the header */
static const struct fld f_token[] = { FIELD(4, 2, 0, 16, 0, 0, 1, 0, 0, VAL, v, 0) };
static const struct fld f_id32[] = { W(8, VAL, v) };	/* object id, count */
static const struct fld f_u16[] = { FIELD(8, 2, 0, 16, 0, 0, 1, 0, 0, VAL, v, 0) };
static const struct fld f_u8[] = { FIELD(8, 1, 0, 8, 0, 0, 1, 0, 0, VAL, v, 0) };
static const struct fld f_bit0[] = { BITS(8, 0, 1, VAL, v) };
static const struct fld f_u64[] = { W(8, struct dpaa2x_mc_u64, v) };	/* time, offset */
static const struct fld f_mode[] = { FIELD(12, 1, 0, 8, 0, 0, 1, 0, 0, VAL, v, 0) };
static const struct fld f_version[] = {
	W(8, struct dpaa2x_mc_version, major), W(10, struct dpaa2x_mc_version, minor),
};
static const struct fld f_fw_version[] = {
	W(8, struct dpaa2x_mc_fw_version, revision),
	W(12, struct dpaa2x_mc_fw_version, major),
	W(16, struct dpaa2x_mc_fw_version, minor),
};
static const struct fld f_soc_version[] = {
	W(8, struct dpaa2x_mc_soc_version, svr), W(12, struct dpaa2x_mc_soc_version, pvr),
};

#define A struct dpaa2x_mc_dpni_attr
static const struct fld f_dpni_attr[] = {
	W(8, A, options), W(12, A, num_queues), W(13, A, num_rx_tcs),
	W(14, A, mac_filter_entries), W(15, A, num_tx_tcs),
	W(16, A, vlan_filter_entries), W(17, A, num_channels), W(18, A, qos_entries),
	W(20, A, fs_entries), W(22, A, num_opr),
	W(24, A, qos_key_size), W(25, A, fs_key_size), W(26, A, wriop_version),
	W(28, A, num_cgs),
};
#undef A

#define E struct dpaa2x_mc_errors
static const struct fld f_errors[] = {
	W(8, E, errors), BITS(12, 0, 4, E, action), BITS(12, 4, 1, E, set_annotation),
};
#undef E

/* buffer layout: the pass flags in byte 14, the sizes in word 2 */
#define L struct dpaa2x_mc_buf_layout
#define LAYOUT_BODY \
	BITS(14, 0, 1, L, pass_timestamp), BITS(14, 1, 1, L, pass_parser_result), \
	BITS(14, 2, 1, L, pass_frame_status), BITS(14, 3, 1, L, pass_sw_opaque), \
	W(16, L, private_size), W(18, L, data_align), \
	W(20, L, head_room), W(22, L, tail_room)
static const struct fld f_layout_get[] = { LAYOUT_BODY };
static const struct fld f_layout_set[] = { W(8, L, qtype), W(12, L, options), LAYOUT_BODY };
#undef LAYOUT_BODY
#undef L

#define O struct dpaa2x_mc_offload
static const struct fld f_offload_set[] = { W(11, O, type), W(12, O, config) };
static const struct fld f_offload_get[] = { W(11, O, type) };
static const struct fld f_offload_rsp[] = { W(12, O, config) };
#undef O

#define S struct dpaa2x_mc_link_state
static const struct fld f_link[] = {
	BITS(12, 0, 1, S, up), BITS(12, 1, 1, S, valid), W(16, S, rate),
	W(24, S, options), W(32, S, supported), W(40, S, advertising),
};
#undef S

#define C struct dpaa2x_mc_link_cfg
static const struct fld f_link_cfg[] = { W(16, C, rate), W(24, C, options), W(32, C, advertising) };
#undef C

#define M struct dpaa2x_mc_mac
static const struct fld f_mac[] = { MAC(10, M, mac) };
static const struct fld f_mac_add[] = {
	W(8, M, flags), MAC(10, M, mac), W(16, M, tc), W(17, M, flow),
};
#undef M

#define V struct dpaa2x_mc_vlan_id
static const struct fld f_vlan_add[] = {
	W(8, V, flags), W(9, V, tc), W(10, V, flow), W(12, V, vid),
};
static const struct fld f_vlan_rm[] = { W(12, V, vid) };
#undef V

static const struct fld f_mac_clear[] = {
	BITS(8, 0, 1, struct dpaa2x_mc_mac_filters, unicast),
	BITS(8, 1, 1, struct dpaa2x_mc_mac_filters, multicast),
};

#define D struct dpaa2x_mc_rx_tc_dist
static const struct fld f_tc_dist[] = {
	W(8, D, dist_size), W(10, D, tc),
	BITS(11, 0, 4, D, dist_mode), BITS(11, 4, 4, D, miss_action),
	BITS(13, 7, 1, D, keep_hash_key), BITS(13, 6, 1, D, keep_entries),
	W(14, D, default_flow), W(56, D, key_iova),
};
#undef D

#define H struct dpaa2x_mc_rx_hash_dist
static const struct fld f_hash_dist[] = {
	W(8, H, dist_size), BITS(10, 0, 1, H, enable), W(11, H, tc), W(16, H, key_iova),
};
#undef H

/* a queue: type, TC and index lead; set has the options in byte 11 and
 * the channel in byte 41, get the channel in byte 11 */
#define Q struct dpaa2x_mc_queue
#define QUEUE_CFG \
	FIELD(16, 4, 0, 32, 0, 0, 1, 0, 0, Q, dest_id, 0), W(22, Q, dest_prio), BITS(23, 0, 4, Q, dest_type), \
	BITS(23, 6, 1, Q, stash_ctrl), BITS(23, 7, 1, Q, hold_active), \
	W(24, Q, flc), W(32, Q, user_ctx)
static const struct fld f_queue_set[] = {
	W(8, Q, qtype), W(9, Q, tc), W(10, Q, index), W(11, Q, options),
	QUEUE_CFG, W(40, Q, cgid), W(41, Q, channel),
};
static const struct fld f_queue_get[] = {
	W(8, Q, qtype), W(9, Q, tc), W(10, Q, index), W(11, Q, channel),
};
static const struct fld f_queue_rsp[] = {
	QUEUE_CFG, BITS(23, 5, 1, Q, cgid_valid),
	W(40, Q, fqid), W(44, Q, qdbin), W(48, Q, cgid),
};
#undef QUEUE_CFG
#undef Q

static const struct fld f_stats_req[] = {
	W(8, struct dpaa2x_mc_stats_page, page), W(9, struct dpaa2x_mc_stats_page, param),
};
static const struct fld f_stats_rsp[] = {
	WARR(8, DPAA2X_MC_STATS_COUNTERS, 8, struct dpaa2x_mc_stats, counter[0],
	     sizeof(uint64_t)),
};

/* tail drop: the queue in word 1, enable and the 12-bit OAL split over
 * bytes 16 (bits 7:1, OAL 6:0) and 17 (bits 4:0, OAL 11:7) */
#define T struct dpaa2x_mc_taildrop
#define TAILDROP_CFG \
	BITS(16, 0, 1, T, enable), FIELD(16, 1, 1, 7, 0, 0, 1, 0, 0, T, oal, 0), \
	FIELD(17, 1, 0, 5, 7, 12, 1, 0, 0, T, oal, 0), W(18, T, units), W(20, T, threshold)
#define TAILDROP_Q W(8, T, cg_point), W(9, T, qtype), W(10, T, tc), W(11, T, index)
static const struct fld f_taildrop_set[] = { TAILDROP_Q, W(12, T, channel), TAILDROP_CFG };
static const struct fld f_taildrop_get[] = { TAILDROP_Q };
static const struct fld f_taildrop_rsp[] = { TAILDROP_CFG };
#undef TAILDROP_Q
#undef TAILDROP_CFG
#undef T

/* congestion notification: the queue and group in word 1, the
 * destination, mode and units in word 2, the message, the thresholds */
#define C struct dpaa2x_mc_cong_notif
static const struct fld f_cong_notif[] = {
	W(8, C, qtype), W(9, C, tc), W(10, C, channel), W(11, C, cg_point), W(12, C, cgid),
	W(16, C, dest_id), W(20, C, mode), W(22, C, dest_prio),
	BITS(23, 0, 4, C, dest_type), BITS(23, 4, 2, C, units),
	W(24, C, message_iova), W(32, C, message_ctx),
	W(40, C, threshold_entry), W(44, C, threshold_exit),
};
#undef C

/* pools: count, backup mask (bit per pool), options; 8 x {dpbp id,
 * priority mask, pad} from byte 12; 8 buffer sizes from byte 44 */
#define P struct dpaa2x_mc_pools
#define PSTEP sizeof(((P *)0)->pool[0])
static const struct fld f_pools[] = {
	W(8, P, num), W(11, P, options),
	FIELD(9, 1, 0, 1, 0, 0, DPAA2X_MC_MAX_POOLS, 0, 1, P, pool[0].backup, PSTEP),
	WARR(12, DPAA2X_MC_MAX_POOLS, 4, P, pool[0].dpbp_id, PSTEP),
	WARR(14, DPAA2X_MC_MAX_POOLS, 4, P, pool[0].priority_mask, PSTEP),
	WARR(44, DPAA2X_MC_MAX_POOLS, 2, P, pool[0].buffer_size, PSTEP),
};
#undef PSTEP
#undef P

static const struct fld f_dpbp_attr[] = {
	W(10, struct dpaa2x_mc_dpbp_attr, bpid), W(12, struct dpaa2x_mc_dpbp_attr, id),
};

/* a dpni's IRQ: the index at byte 12; the enable, mask or status at 8 */
#define I struct dpaa2x_mc_irq
static const struct fld f_irq_idx[] = { W(12, I, index) };
static const struct fld f_irq_enable[] = { BITS(8, 0, 1, I, enable), W(12, I, index) };
static const struct fld f_irq_enabled[] = { BITS(8, 0, 1, I, enable) };
static const struct fld f_irq_mask[] = { W(8, I, mask), W(12, I, index) };
static const struct fld f_irq_mask_rsp[] = { W(8, I, mask) };
static const struct fld f_irq_status[] = { W(8, I, status), W(12, I, index) };
static const struct fld f_irq_status_rsp[] = { W(8, I, status) };
#undef I

#define A struct dpaa2x_mc_dpio_attr
static const struct fld f_dpio_attr[] = {
	W(8, A, id), W(12, A, qbman_portal_id), W(14, A, num_priorities),
	BITS(15, 0, 4, A, channel_mode),
	W(16, A, qbman_portal_ce_offset), W(24, A, qbman_portal_ci_offset),
	W(32, A, qbman_version), W(40, A, clk),
};
#undef A

/* a connection's endpoints: the request's (id, interface, type) from
 * byte 8, the reply's from byte 32 with the link state after it */
#define E struct dpaa2x_mc_endpoint
#define EP_AT(o) W(o, E, id), W(o + 4, E, if_id), \
	WARR(o + 8, DPAA2X_MC_EP_TYPE_LEN, 1, E, type[0], 1)
static const struct fld f_ep_req[] = { EP_AT(8) };
static const struct fld f_ep_rsp[] = { EP_AT(32), W(56, E, state) };
#undef EP_AT
#undef E

/* notifications: the four thresholds, options, the message context and
 * address (version 2 of the command: options 32 bits wide) */
#define N struct dpaa2x_mc_dpbp_notif
static const struct fld f_dpbp_notif[] = {
	W(8, N, depletion_entry), W(12, N, depletion_exit),
	W(16, N, surplus_entry), W(20, N, surplus_exit), W(24, N, options),
	W(32, N, message_ctx), W(40, N, message_iova),
};
#undef N

/* QoS and FS: the table's key profile; an entry's rule and action */
#define Q struct dpaa2x_mc_qos_tbl
static const struct fld f_qos_tbl[] = {
	W(12, Q, default_tc), BITS(13, 0, 1, Q, discard_on_miss), BITS(13, 1, 1, Q, keep_entries),
	W(56, Q, key_iova),
};
#undef Q
#define F struct dpaa2x_mc_rx_fs_dist
static const struct fld f_fs_dist[] = {
	W(8, F, dist_size), BITS(10, 0, 1, F, enable), W(11, F, tc), W(12, F, miss_flow),
	W(16, F, key_iova),
};
#undef F
#define R struct dpaa2x_mc_entry
#define RULE W(11, R, key_size), W(16, R, key_iova), W(24, R, mask_iova)
static const struct fld f_qos_add[] = {
	W(8, R, qos_flags), W(9, R, qos_flow), W(10, R, tc), W(12, R, index), RULE,
};
static const struct fld f_qos_remove[] = { RULE };
static const struct fld f_fs_add[] = {
	W(8, R, options), W(10, R, tc), W(12, R, index), W(14, R, flow), RULE,
	W(32, R, flc), W(40, R, redir_token),
};
static const struct fld f_fs_remove[] = { W(10, R, tc), RULE };
static const struct fld f_fs_clear[] = { W(10, R, tc) };
#undef RULE
#undef R

/* ---- the commands ---- */

struct op_desc {
	const char *name;
	uint16_t cmdid;
	uint8_t cls;
	uint8_t nreq, nrsp;
	uint16_t req_size, rsp_size;
	const struct fld *req, *rsp;
};

#define NI DPAA2X_MC_CLASS_DPNI
#define BP DPAA2X_MC_CLASS_DPBP
#define IO DPAA2X_MC_CLASS_DPIO
#define RC DPAA2X_MC_CLASS_DPRC
#define RT DPAA2X_MC_CLASS_DPRTC
#define NO DPAA2X_MC_CLASS_NONE
/* a request or reply: (count, size, list), or none */
#define L_(f, T) RTE_DIM(f), sizeof(T), f
#define NONE_ 0, 0, NULL
#define CMD(e, nm, id, ver, c, rq, rs) CMD_(e, nm, id, ver, c, rq, rs)
#define CMD_(e, nm, id, ver, c, nq, sq, fq, nr, sr, fr) \
	[DPAA2X_MC_##e] = { .name = nm, .cmdid = DPAA2X_MC_CMDID(id, ver), .cls = c, \
			    .nreq = nq, .req_size = sq, .req = fq, \
			    .nrsp = nr, .rsp_size = sr, .rsp = fr }
/* The commands every MC object has: open and close a session, the API
 * version, enable, disable, is-enabled, reset. */
#define OBJ_COMMON(P, pfx, c, open_id, ver_id) \
	CMD(P##_OPEN, pfx "_open", open_id, 1, NO, L_(f_id32, VAL), L_(f_token, VAL)), \
	CMD(P##_CLOSE, pfx "_close", 0x800, 1, c, NONE_, NONE_), \
	CMD(P##_GET_API_VERSION, pfx "_get_api_version", ver_id, 1, NO, \
	    NONE_, L_(f_version, struct dpaa2x_mc_version)), \
	CMD(P##_ENABLE, pfx "_enable", 0x002, 1, c, NONE_, NONE_), \
	CMD(P##_DISABLE, pfx "_disable", 0x003, 1, c, NONE_, NONE_), \
	CMD(P##_IS_ENABLED, pfx "_is_enabled", 0x006, 1, c, NONE_, L_(f_bit0, VAL)), \
	CMD(P##_RESET, pfx "_reset", 0x005, 1, c, NONE_, NONE_)

static const struct op_desc ops[DPAA2X_MC_OP_COUNT] = {
	CMD(GET_VERSION, "mc_get_version", 0x831, 1, NO,
	    NONE_, L_(f_fw_version, struct dpaa2x_mc_fw_version)),
	CMD(GET_SOC_VERSION, "mc_get_soc_version", 0x832, 1, NO,
	    NONE_, L_(f_soc_version, struct dpaa2x_mc_soc_version)),

	OBJ_COMMON(DPNI, "dpni", NI, 0x801, 0xa01),
	CMD(DPNI_GET_ATTR, "dpni_get_attributes", 0x004, 6, NI,
	    NONE_, L_(f_dpni_attr, struct dpaa2x_mc_dpni_attr)),
	CMD(DPNI_SET_ERRORS_BEHAVIOR, "dpni_set_errors_behavior", 0x20b, 1, NI,
	    L_(f_errors, struct dpaa2x_mc_errors), NONE_),
	CMD(DPNI_GET_BUFFER_LAYOUT, "dpni_get_buffer_layout", 0x264, 2, NI,
	    L_(f_u8, VAL), L_(f_layout_get, struct dpaa2x_mc_buf_layout)),
	CMD(DPNI_SET_BUFFER_LAYOUT, "dpni_set_buffer_layout", 0x265, 2, NI,
	    L_(f_layout_set, struct dpaa2x_mc_buf_layout), NONE_),
	CMD(DPNI_SET_OFFLOAD, "dpni_set_offload", 0x26c, 2, NI,
	    L_(f_offload_set, struct dpaa2x_mc_offload), NONE_),
	CMD(DPNI_GET_OFFLOAD, "dpni_get_offload", 0x26b, 2, NI,
	    L_(f_offload_get, struct dpaa2x_mc_offload),
	    L_(f_offload_rsp, struct dpaa2x_mc_offload)),
	CMD(DPNI_GET_QDID, "dpni_get_qdid", 0x210, 1, NI, L_(f_u8, VAL), L_(f_u16, VAL)),
	CMD(DPNI_GET_TX_DATA_OFFSET, "dpni_get_tx_data_offset", 0x212, 1, NI,
	    NONE_, L_(f_u16, VAL)),
	CMD(DPNI_GET_LINK_STATE, "dpni_get_link_state", 0x215, 2, NI,
	    NONE_, L_(f_link, struct dpaa2x_mc_link_state)),
	CMD(DPNI_SET_LINK_CFG, "dpni_set_link_cfg", 0x21a, 2, NI,
	    L_(f_link_cfg, struct dpaa2x_mc_link_cfg), NONE_),
	CMD(DPNI_GET_LINK_CFG, "dpni_get_link_cfg", 0x278, 1, NI,
	    NONE_, L_(f_link_cfg, struct dpaa2x_mc_link_cfg)),
	CMD(DPNI_SET_MAX_FRAME_LENGTH, "dpni_set_max_frame_length", 0x216, 1, NI,
	    L_(f_u16, VAL), NONE_),
	CMD(DPNI_GET_MAX_FRAME_LENGTH, "dpni_get_max_frame_length", 0x217, 1, NI,
	    NONE_, L_(f_u16, VAL)),
	CMD(DPNI_SET_MCAST_PROMISC, "dpni_set_multicast_promisc", 0x220, 1, NI,
	    L_(f_bit0, VAL), NONE_),
	CMD(DPNI_GET_MCAST_PROMISC, "dpni_get_multicast_promisc", 0x221, 1, NI,
	    NONE_, L_(f_bit0, VAL)),
	CMD(DPNI_SET_UNICAST_PROMISC, "dpni_set_unicast_promisc", 0x222, 1, NI,
	    L_(f_bit0, VAL), NONE_),
	CMD(DPNI_GET_UNICAST_PROMISC, "dpni_get_unicast_promisc", 0x223, 1, NI,
	    NONE_, L_(f_bit0, VAL)),
	CMD(DPNI_SET_PRIM_MAC, "dpni_set_primary_mac_addr", 0x224, 1, NI,
	    L_(f_mac, struct dpaa2x_mc_mac), NONE_),
	CMD(DPNI_GET_PRIM_MAC, "dpni_get_primary_mac_addr", 0x225, 1, NI,
	    NONE_, L_(f_mac, struct dpaa2x_mc_mac)),
	CMD(DPNI_GET_PORT_MAC, "dpni_get_port_mac_addr", 0x263, 1, NI,
	    NONE_, L_(f_mac, struct dpaa2x_mc_mac)),
	CMD(DPNI_ADD_MAC, "dpni_add_mac_addr", 0x226, 2, NI,
	    L_(f_mac_add, struct dpaa2x_mc_mac), NONE_),
	CMD(DPNI_REMOVE_MAC, "dpni_remove_mac_addr", 0x227, 1, NI,
	    L_(f_mac, struct dpaa2x_mc_mac), NONE_),
	CMD(DPNI_CLEAR_MAC_FILTERS, "dpni_clear_mac_filters", 0x228, 1, NI,
	    L_(f_mac_clear, struct dpaa2x_mc_mac_filters), NONE_),
	CMD(DPNI_ENABLE_VLAN_FILTER, "dpni_enable_vlan_filter", 0x230, 1, NI,
	    L_(f_bit0, VAL), NONE_),
	CMD(DPNI_ADD_VLAN_ID, "dpni_add_vlan_id", 0x231, 2, NI,
	    L_(f_vlan_add, struct dpaa2x_mc_vlan_id), NONE_),
	CMD(DPNI_REMOVE_VLAN_ID, "dpni_remove_vlan_id", 0x232, 1, NI,
	    L_(f_vlan_rm, struct dpaa2x_mc_vlan_id), NONE_),
	CMD(DPNI_SET_RX_TC_DIST, "dpni_set_rx_tc_dist", 0x235, 4, NI,
	    L_(f_tc_dist, struct dpaa2x_mc_rx_tc_dist), NONE_),
	CMD(DPNI_SET_RX_HASH_DIST, "dpni_set_rx_hash_dist", 0x274, 2, NI,
	    L_(f_hash_dist, struct dpaa2x_mc_rx_hash_dist), NONE_),
	CMD(DPNI_SET_TX_CONF_MODE, "dpni_set_tx_confirmation_mode", 0x266, 1, NI,
	    L_(f_mode, VAL), NONE_),
	CMD(DPNI_GET_TX_CONF_MODE, "dpni_get_tx_confirmation_mode", 0x26d, 1, NI,
	    NONE_, L_(f_mode, VAL)),
	CMD(DPNI_SET_QUEUE, "dpni_set_queue", 0x260, 3, NI,
	    L_(f_queue_set, struct dpaa2x_mc_queue), NONE_),
	CMD(DPNI_GET_QUEUE, "dpni_get_queue", 0x25f, 3, NI,
	    L_(f_queue_get, struct dpaa2x_mc_queue), L_(f_queue_rsp, struct dpaa2x_mc_queue)),
	CMD(DPNI_GET_STATISTICS, "dpni_get_statistics", 0x25d, 4, NI,
	    L_(f_stats_req, struct dpaa2x_mc_stats_page),
	    L_(f_stats_rsp, struct dpaa2x_mc_stats)),
	CMD(DPNI_RESET_STATISTICS, "dpni_reset_statistics", 0x25e, 1, NI, NONE_, NONE_),
	CMD(DPNI_SET_TAILDROP, "dpni_set_taildrop", 0x262, 3, NI,
	    L_(f_taildrop_set, struct dpaa2x_mc_taildrop), NONE_),
	CMD(DPNI_GET_TAILDROP, "dpni_get_taildrop", 0x261, 2, NI,
	    L_(f_taildrop_get, struct dpaa2x_mc_taildrop),
	    L_(f_taildrop_rsp, struct dpaa2x_mc_taildrop)),
	CMD(DPNI_SET_CONG_NOTIF, "dpni_set_congestion_notification", 0x267, 3, NI,
	    L_(f_cong_notif, struct dpaa2x_mc_cong_notif), NONE_),
	CMD(DPNI_SET_POOLS, "dpni_set_pools", 0x200, 3, NI,
	    L_(f_pools, struct dpaa2x_mc_pools), NONE_),
	CMD(DPNI_SET_QOS_TABLE, "dpni_set_qos_table", 0x240, 2, NI,
	    L_(f_qos_tbl, struct dpaa2x_mc_qos_tbl), NONE_),
	CMD(DPNI_ADD_QOS_ENTRY, "dpni_add_qos_entry", 0x241, 2, NI,
	    L_(f_qos_add, struct dpaa2x_mc_entry), NONE_),
	CMD(DPNI_REMOVE_QOS_ENTRY, "dpni_remove_qos_entry", 0x242, 1, NI,
	    L_(f_qos_remove, struct dpaa2x_mc_entry), NONE_),
	CMD(DPNI_CLEAR_QOS_TABLE, "dpni_clear_qos_table", 0x243, 1, NI, NONE_, NONE_),
	CMD(DPNI_SET_RX_FS_DIST, "dpni_set_rx_fs_dist", 0x273, 2, NI,
	    L_(f_fs_dist, struct dpaa2x_mc_rx_fs_dist), NONE_),
	CMD(DPNI_ADD_FS_ENTRY, "dpni_add_fs_entry", 0x244, 2, NI,
	    L_(f_fs_add, struct dpaa2x_mc_entry), NONE_),
	CMD(DPNI_REMOVE_FS_ENTRY, "dpni_remove_fs_entry", 0x245, 1, NI,
	    L_(f_fs_remove, struct dpaa2x_mc_entry), NONE_),
	CMD(DPNI_CLEAR_FS_ENTRIES, "dpni_clear_fs_entries", 0x246, 1, NI,
	    L_(f_fs_clear, struct dpaa2x_mc_entry), NONE_),
	CMD(DPNI_SET_IRQ_ENABLE, "dpni_set_irq_enable", 0x012, 1, NI,
	    L_(f_irq_enable, struct dpaa2x_mc_irq), NONE_),
	CMD(DPNI_GET_IRQ_ENABLE, "dpni_get_irq_enable", 0x013, 1, NI,
	    L_(f_irq_idx, struct dpaa2x_mc_irq), L_(f_irq_enabled, struct dpaa2x_mc_irq)),
	CMD(DPNI_SET_IRQ_MASK, "dpni_set_irq_mask", 0x014, 1, NI,
	    L_(f_irq_mask, struct dpaa2x_mc_irq), NONE_),
	CMD(DPNI_GET_IRQ_MASK, "dpni_get_irq_mask", 0x015, 1, NI,
	    L_(f_irq_idx, struct dpaa2x_mc_irq), L_(f_irq_mask_rsp, struct dpaa2x_mc_irq)),
	CMD(DPNI_GET_IRQ_STATUS, "dpni_get_irq_status", 0x016, 1, NI,
	    L_(f_irq_status, struct dpaa2x_mc_irq), L_(f_irq_status_rsp, struct dpaa2x_mc_irq)),
	CMD(DPNI_CLEAR_IRQ_STATUS, "dpni_clear_irq_status", 0x017, 1, NI,
	    L_(f_irq_status, struct dpaa2x_mc_irq), NONE_),

	OBJ_COMMON(DPBP, "dpbp", BP, 0x804, 0xa04),
	CMD(DPBP_GET_ATTR, "dpbp_get_attributes", 0x004, 1, BP,
	    NONE_, L_(f_dpbp_attr, struct dpaa2x_mc_dpbp_attr)),
	CMD(DPBP_GET_NUM_FREE_BUFS, "dpbp_get_num_free_bufs", 0x1b2, 1, BP,
	    NONE_, L_(f_id32, VAL)),
	CMD(DPBP_SET_NOTIFICATIONS, "dpbp_set_notifications", 0x1b0, 2, BP,
	    L_(f_dpbp_notif, struct dpaa2x_mc_dpbp_notif), NONE_),
	CMD(DPBP_GET_NOTIFICATIONS, "dpbp_get_notifications", 0x1b1, 2, BP,
	    NONE_, L_(f_dpbp_notif, struct dpaa2x_mc_dpbp_notif)),

	OBJ_COMMON(DPIO, "dpio", IO, 0x803, 0xa03),
	CMD(DPIO_GET_ATTR, "dpio_get_attributes", 0x004, 1, IO,
	    NONE_, L_(f_dpio_attr, struct dpaa2x_mc_dpio_attr)),
	CMD(DPIO_SET_STASHING_DEST, "dpio_set_stashing_destination", 0x120, 1, IO,
	    L_(f_u8, VAL), NONE_),
	CMD(DPIO_GET_STASHING_DEST, "dpio_get_stashing_destination", 0x121, 1, IO,
	    NONE_, L_(f_u8, VAL)),

	CMD(DPRC_OPEN, "dprc_open", 0x805, 1, NO, L_(f_id32, VAL), L_(f_token, VAL)),
	CMD(DPRC_CLOSE, "dprc_close", 0x800, 1, RC, NONE_, NONE_),
	CMD(DPRC_GET_CONNECTION, "dprc_get_connection", 0x16c, 1, RC,
	    L_(f_ep_req, struct dpaa2x_mc_endpoint), L_(f_ep_rsp, struct dpaa2x_mc_endpoint)),
	/* the IEEE 1588 timer (DPDK's net/dpaa2/mc/dprtc.c) */
	OBJ_COMMON(DPRTC, "dprtc", RT, 0x810, 0xa10),
	CMD(DPRTC_SET_CLOCK_OFFSET, "dprtc_set_clock_offset", 0x1d0, 1, RT,
	    L_(f_u64, struct dpaa2x_mc_u64), NONE_),
	CMD(DPRTC_SET_FREQ_COMP, "dprtc_set_freq_compensation", 0x1d1, 1, RT,
	    L_(f_id32, VAL), NONE_),
	CMD(DPRTC_GET_FREQ_COMP, "dprtc_get_freq_compensation", 0x1d2, 1, RT,
	    NONE_, L_(f_id32, VAL)),
	CMD(DPRTC_GET_TIME, "dprtc_get_time", 0x1d3, 1, RT,
	    NONE_, L_(f_u64, struct dpaa2x_mc_u64)),
	CMD(DPRTC_SET_TIME, "dprtc_set_time", 0x1d4, 1, RT,
	    L_(f_u64, struct dpaa2x_mc_u64), NONE_),
};

const char *
dpaa2x_mc_op_name(enum dpaa2x_mc_op op)
{
	return (unsigned int)op < DPAA2X_MC_OP_COUNT ? ops[op].name : "unknown";
}

uint16_t
dpaa2x_mc_op_cmdid(enum dpaa2x_mc_op op)
{
	return ops[op].cmdid;
}

enum dpaa2x_mc_class
dpaa2x_mc_op_class(enum dpaa2x_mc_op op)
{
	return (enum dpaa2x_mc_class)ops[op].cls;
}

int
dpaa2x_mc_op_of(uint16_t cmdid, enum dpaa2x_mc_class cls)
{
	unsigned int i;

	for (i = 0; i < DPAA2X_MC_OP_COUNT; i++)
		if (ops[i].cmdid == cmdid && ops[i].cls == cls)
			return (int)i;
	return -1;
}

bool
dpaa2x_mc_op_has_req(enum dpaa2x_mc_op op)
{
	return ops[op].nreq != 0;
}

bool
dpaa2x_mc_op_has_rsp(enum dpaa2x_mc_op op)
{
	return ops[op].nrsp != 0;
}

size_t
dpaa2x_mc_op_rsp_size(enum dpaa2x_mc_op op)
{
	return ops[op].nrsp != 0 ? ops[op].rsp_size : 0;
}

/* ---- packing ---- */

static uint64_t
get_le(const uint8_t *p, unsigned int len)
{
	uint64_t v = 0;

	while (len-- > 0)
		v = v << 8 | p[len];
	return v;
}

static void
put_le(uint8_t *p, unsigned int len, uint64_t v)
{
	unsigned int i;

	for (i = 0; i < len; i++, v >>= 8)
		p[i] = (uint8_t)v;
}

static uint64_t
mask64(unsigned int bits)
{
	return bits >= 64 ? ~0ull : (1ull << bits) - 1;
}

/* A member as an unsigned number, and back (host order). */
static uint64_t
get_member(const uint8_t *m, unsigned int size)
{
	uint8_t v8;
	uint16_t v16;
	uint32_t v32;
	uint64_t v64;

	switch (size) {
	case 1: memcpy(&v8, m, 1); return v8;
	case 2: memcpy(&v16, m, 2); return v16;
	case 4: memcpy(&v32, m, 4); return v32;
	default: memcpy(&v64, m, 8); return v64;
	}
}

static void
put_member(uint8_t *m, unsigned int size, uint64_t v)
{
	uint8_t v8 = (uint8_t)v;
	uint16_t v16 = (uint16_t)v;
	uint32_t v32 = (uint32_t)v;

	switch (size) {
	case 1: memcpy(m, &v8, 1); break;
	case 2: memcpy(m, &v16, 2); break;
	case 4: memcpy(m, &v32, 4); break;
	default: memcpy(m, &v, 8); break;
	}
}

/* Move every field of a list between the bytes c and the structure s:
 * into c (to_cmd, OR-ing bits into words c already holds) or into s
 * (members start at zero and collect their parts). */
static void
walk(uint8_t *c, const struct fld *f, unsigned int nf, uint8_t *s, bool to_cmd)
{
	unsigned int i, k, j, nb, sh, cnt;
	uint64_t v;

	for (i = 0; i < nf; i++, f++) {
		cnt = f->n != 0 ? f->n : 1;
		for (k = 0; k < cnt; k++) {
			uint8_t *m = s + f->moff + k * f->mstep;
			uint8_t *w = c + f->off + k * f->cstep;

			if (f->len == 6) {	/* MAC: last byte first */
				for (j = 0; j < 6; j++) {
					if (to_cmd)
						w[j] = m[5 - j];
					else
						m[5 - j] = w[j];
				}
				continue;
			}
			nb = f->bits != 0 ? f->bits : f->len * 8;
			sh = f->shift + k * f->bstep;
			if (to_cmd) {
				v = (get_member(m, f->msize) >> f->vshift) & mask64(nb);
				put_le(w, f->len, get_le(w, f->len) | v << sh);
				continue;
			}
			v = (get_le(w, f->len) >> sh) & mask64(nb);
			v = get_member(m, f->msize) | v << f->vshift;
			if (f->sext != 0 && (v >> (f->sext - 1)) & 1)
				v |= ~mask64(f->sext);	/* two's complement of sext bits */
			put_member(m, f->msize, v);
		}
	}
}

void
dpaa2x_mc_pack(uint8_t *c, const struct fld *f, unsigned int nf, const void *s)
{
	walk(c, f, nf, (uint8_t *)(uintptr_t)s, true);
}

void
dpaa2x_mc_unpack(const uint8_t *c, const struct fld *f, unsigned int nf, void *s)
{
	walk((uint8_t *)(uintptr_t)c, f, nf, s, false);
}

/* A request or reply structure from a command: zeroed, then filled. */
static void
decode(const union dpaa2x_mc_cmd *c, const struct fld *f, unsigned int nf, size_t size,
       void *out)
{
	if (out == NULL || nf == 0)
		return;
	memset(out, 0, size);
	dpaa2x_mc_unpack(c->b, f, nf, out);
}

void
dpaa2x_mc_encode(union dpaa2x_mc_cmd *c, enum dpaa2x_mc_op op, uint32_t cmd_flags,
		 uint16_t token, const void *req)
{
	const struct op_desc *d = &ops[op];

	memset(c, 0, sizeof(*c));
	if (d->cls == DPAA2X_MC_CLASS_NONE)
		token = 0;		/* no session yet: open, versions, the MC */
	/* header word 0: status READY, the flags' bytes 1 and 3 */
	put_le(c->b, 4, (uint32_t)DPAA2X_MC_READY << 16 | (cmd_flags & DPAA2X_MC_HDR_FLAGS));
	put_le(c->b + 4, 2, token);
	put_le(c->b + 6, 2, d->cmdid);
	if (req != NULL)
		dpaa2x_mc_pack(c->b, d->req, d->nreq, req);
}

void
dpaa2x_mc_decode_rsp(const union dpaa2x_mc_cmd *c, enum dpaa2x_mc_op op, void *rsp)
{
	decode(c, ops[op].rsp, ops[op].nrsp, ops[op].rsp_size, rsp);
}

void
dpaa2x_mc_decode_req(const union dpaa2x_mc_cmd *c, enum dpaa2x_mc_op op, void *req)
{
	decode(c, ops[op].req, ops[op].nreq, ops[op].req_size, req);
}

void
dpaa2x_mc_encode_rsp(union dpaa2x_mc_cmd *c, enum dpaa2x_mc_op op, const void *rsp)
{
	const struct op_desc *d = &ops[op];

	memset(c->w + 1, 0, sizeof(c->w) - sizeof(c->w[0]));
	if (d->rsp == f_token)
		put_le(c->b + 4, 2, 0);	/* open: the reply names the new session */
	if (rsp != NULL)
		dpaa2x_mc_pack(c->b, d->rsp, d->nrsp, rsp);
}

/* ---- status ---- */

static const struct { uint8_t status; int err; } status_map[] = {
	{ DPAA2X_MC_OK, 0 },
	{ DPAA2X_MC_AUTH_ERR, -EACCES },
	{ DPAA2X_MC_NO_PRIVILEGE, -EPERM },
	{ DPAA2X_MC_DMA_ERR, -EIO },
	{ DPAA2X_MC_CONFIG_ERR, -EINVAL },
	{ DPAA2X_MC_TIMEOUT, -ETIMEDOUT },
	{ DPAA2X_MC_NO_RESOURCE, -ENAVAIL },
	{ DPAA2X_MC_NO_MEMORY, -ENOMEM },
	{ DPAA2X_MC_BUSY, -EBUSY },
	{ DPAA2X_MC_UNSUPPORTED_OP, -ENOTSUP },
	{ DPAA2X_MC_INVALID_STATE, -ENODEV },
};

int
dpaa2x_mc_status_errno(uint8_t status)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(status_map); i++)
		if (status_map[i].status == status)
			return status_map[i].err;
	return -EINVAL;		/* READY or a status the ABI does not define */
}

uint8_t
dpaa2x_mc_errno_status(int err)
{
	unsigned int i;

	if (err == -ENOSPC)
		return DPAA2X_MC_NO_RESOURCE;
	for (i = 0; i < RTE_DIM(status_map); i++)
		if (status_map[i].err == err)
			return status_map[i].status;
	return DPAA2X_MC_CONFIG_ERR;
}

/* ---- transport ---- */

int
dpaa2x_mc_send(struct dpaa2x_mc_io *io, union dpaa2x_mc_cmd *cmd)
{
	volatile uint64_t *regs;
	uint64_t hz, t0, limit;
	union dpaa2x_mc_cmd h;
	unsigned int i;
	uint32_t w;

	if (io == NULL || io->regs == NULL || cmd == NULL)
		return -EACCES;
	regs = (volatile uint64_t *)io->regs;
	/* parameters first, then header word 1 (token, command id), then
	 * word 0 with READY: the MC starts on what it sees last */
	for (i = 1; i < RTE_DIM(cmd->w); i++)
		__atomic_store_n(&regs[i], cmd->w[i], __ATOMIC_RELAXED);
	memcpy(&w, cmd->b + 4, 4);
	__atomic_store_n((volatile uint32_t *)regs + 1, w, __ATOMIC_RELAXED);
	memcpy(&w, cmd->b, 4);
	__atomic_store_n((volatile uint32_t *)regs, w, __ATOMIC_RELEASE);

	hz = rte_get_timer_hz();
	limit = hz / 1000 * (io->timeout_ms != 0 ? io->timeout_ms : 1000);
	t0 = rte_get_timer_cycles();
	for (;;) {
		h.w[0] = __atomic_load_n(&regs[0], __ATOMIC_ACQUIRE);
		if (dpaa2x_mc_hdr_status(&h) != DPAA2X_MC_READY)
			break;
		if (rte_get_timer_cycles() - t0 > limit)
			return -ETIMEDOUT;
		if (io->poll != NULL)
			io->poll(io->poll_arg);
		else
			rte_pause();
	}
	cmd->w[0] = h.w[0];
	if (dpaa2x_mc_hdr_status(&h) != DPAA2X_MC_OK)
		return dpaa2x_mc_status_errno(dpaa2x_mc_hdr_status(&h));
	for (i = 1; i < RTE_DIM(cmd->w); i++)
		cmd->w[i] = __atomic_load_n(&regs[i], __ATOMIC_RELAXED);
	return 0;
}

int
dpaa2x_mc_call(struct dpaa2x_mc_io *io, enum dpaa2x_mc_op op, uint16_t token,
	       const void *req, void *rsp)
{
	union dpaa2x_mc_cmd c;
	int ret;

	if (io == NULL || (unsigned int)op >= DPAA2X_MC_OP_COUNT ||
	    (req == NULL && ops[op].nreq != 0))
		return -EINVAL;
	dpaa2x_mc_encode(&c, op, io->cmd_flags, token, req);
	rte_spinlock_lock(&io->lock);
	ret = io->send != NULL ? io->send(io, &c) : dpaa2x_mc_send(io, &c);
	rte_spinlock_unlock(&io->lock);
	if (ret == 0)
		dpaa2x_mc_decode_rsp(&c, op, rsp);
	return ret;
}
