/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_mc.h - Management Complex commands, as the MC 10.x firmware ABI
 * lays them out.
 *
 * An MC command is 64 bytes: an 8-byte header and 7 parameter words, all
 * little-endian. Header bytes:
 *   0     source id (0)
 *   1     hardware flags   (cmd_flags bits 15:8)
 *   2     status           (software writes READY; the MC its result)
 *   3     software flags   (cmd_flags bits 31:24)
 *   4..5  token            (0 for open and version commands; the MC
 *                           returns the session's token in open's reply)
 *   6..7  command id       (id << 4 | command version)
 * Software writes the parameters, then the header with status READY (its
 * first 32-bit word last); the MC executes the command and writes the
 * reply parameters and then the header with the final status. Only a
 * reply with status OK carries parameters.
 *
 * Every command of this file is described once, field by field, by a
 * table (dpaa2x_mc.c). The same table packs and unpacks in both
 * directions, so it serves both sides of the portal:
 *  - software (the fslmc backend): dpaa2x_mc_encode() a request,
 *    dpaa2x_mc_decode_rsp() the reply;
 *  - hardware (the emulated MC, emu/mc_portal.c): dpaa2x_mc_decode_req(),
 *    then dpaa2x_mc_encode_rsp().
 * Each command has a request and a reply structure of this file (either
 * may be absent); their members hold the values, not the wire layout.
 *
 * dpaa2x_mc_call() runs a command over a transport: the 64-byte portal
 * (dpaa2x_mc_send(), the polling protocol above) or any other send
 * function (the fslmc bus's mc_send_command() on silicon).
 */

#ifndef DPAA2X_MC_H
#define DPAA2X_MC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <rte_spinlock.h>

#ifdef __cplusplus
extern "C" {
#endif

#define DPAA2X_MC_CMD_SIZE	64
#define DPAA2X_MC_PARAMS	7
#define DPAA2X_MC_HDR_FLAGS	0xff00ff00u	/* cmd_flags bits the header keeps */
/* command id: the firmware's number and the command's version */
#define DPAA2X_MC_CMDID(id, ver) ((uint16_t)(((id) << 4) | (ver)))

/* Header status byte */
enum dpaa2x_mc_status {
	DPAA2X_MC_OK = 0x0,
	DPAA2X_MC_READY = 0x1,		/* written by software: execute */
	DPAA2X_MC_AUTH_ERR = 0x3,	/* bad token */
	DPAA2X_MC_NO_PRIVILEGE = 0x4,
	DPAA2X_MC_DMA_ERR = 0x5,
	DPAA2X_MC_CONFIG_ERR = 0x6,
	DPAA2X_MC_TIMEOUT = 0x7,
	DPAA2X_MC_NO_RESOURCE = 0x8,
	DPAA2X_MC_NO_MEMORY = 0x9,
	DPAA2X_MC_BUSY = 0xa,
	DPAA2X_MC_UNSUPPORTED_OP = 0xb,
	DPAA2X_MC_INVALID_STATE = 0xc,
};

/* One command as it sits in the portal: header word, 7 parameter words. */
union dpaa2x_mc_cmd {
	uint64_t w[1 + DPAA2X_MC_PARAMS];
	uint8_t b[DPAA2X_MC_CMD_SIZE];
};

static inline uint8_t dpaa2x_mc_hdr_status(const union dpaa2x_mc_cmd *c)
{ return c->b[2]; }
static inline uint16_t dpaa2x_mc_hdr_token(const union dpaa2x_mc_cmd *c)
{ return (uint16_t)(c->b[4] | c->b[5] << 8); }
static inline uint16_t dpaa2x_mc_hdr_cmdid(const union dpaa2x_mc_cmd *c)
{ return (uint16_t)(c->b[6] | c->b[7] << 8); }

/* The commands (one table entry each). */
enum dpaa2x_mc_op {
	/* the MC itself (dpmng) */
	DPAA2X_MC_GET_VERSION,
	DPAA2X_MC_GET_SOC_VERSION,
	/* dpni */
	DPAA2X_MC_DPNI_OPEN,
	DPAA2X_MC_DPNI_CLOSE,
	DPAA2X_MC_DPNI_GET_API_VERSION,
	DPAA2X_MC_DPNI_ENABLE,
	DPAA2X_MC_DPNI_DISABLE,
	DPAA2X_MC_DPNI_IS_ENABLED,
	DPAA2X_MC_DPNI_RESET,
	DPAA2X_MC_DPNI_GET_ATTR,
	DPAA2X_MC_DPNI_SET_ERRORS_BEHAVIOR,
	DPAA2X_MC_DPNI_GET_BUFFER_LAYOUT,
	DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT,
	DPAA2X_MC_DPNI_SET_OFFLOAD,
	DPAA2X_MC_DPNI_GET_OFFLOAD,
	DPAA2X_MC_DPNI_GET_QDID,
	DPAA2X_MC_DPNI_GET_TX_DATA_OFFSET,
	DPAA2X_MC_DPNI_GET_LINK_STATE,
	DPAA2X_MC_DPNI_SET_LINK_CFG,
	DPAA2X_MC_DPNI_GET_LINK_CFG,
	DPAA2X_MC_DPNI_SET_MAX_FRAME_LENGTH,
	DPAA2X_MC_DPNI_GET_MAX_FRAME_LENGTH,
	DPAA2X_MC_DPNI_SET_MCAST_PROMISC,
	DPAA2X_MC_DPNI_GET_MCAST_PROMISC,
	DPAA2X_MC_DPNI_SET_UNICAST_PROMISC,
	DPAA2X_MC_DPNI_GET_UNICAST_PROMISC,
	DPAA2X_MC_DPNI_SET_PRIM_MAC,
	DPAA2X_MC_DPNI_GET_PRIM_MAC,
	DPAA2X_MC_DPNI_GET_PORT_MAC,
	DPAA2X_MC_DPNI_ADD_MAC,
	DPAA2X_MC_DPNI_REMOVE_MAC,
	DPAA2X_MC_DPNI_CLEAR_MAC_FILTERS,
	DPAA2X_MC_DPNI_ENABLE_VLAN_FILTER,
	DPAA2X_MC_DPNI_ADD_VLAN_ID,
	DPAA2X_MC_DPNI_REMOVE_VLAN_ID,
	DPAA2X_MC_DPNI_SET_RX_TC_DIST,
	DPAA2X_MC_DPNI_SET_RX_HASH_DIST,
	DPAA2X_MC_DPNI_SET_TX_CONF_MODE,
	DPAA2X_MC_DPNI_GET_TX_CONF_MODE,
	DPAA2X_MC_DPNI_SET_QUEUE,
	DPAA2X_MC_DPNI_GET_QUEUE,
	DPAA2X_MC_DPNI_GET_STATISTICS,
	DPAA2X_MC_DPNI_RESET_STATISTICS,
	DPAA2X_MC_DPNI_SET_TAILDROP,
	DPAA2X_MC_DPNI_GET_TAILDROP,
	DPAA2X_MC_DPNI_SET_CONG_NOTIF,
	DPAA2X_MC_DPNI_SET_POOLS,
	DPAA2X_MC_DPNI_SET_QOS_TABLE,
	DPAA2X_MC_DPNI_ADD_QOS_ENTRY,
	DPAA2X_MC_DPNI_REMOVE_QOS_ENTRY,
	DPAA2X_MC_DPNI_CLEAR_QOS_TABLE,
	DPAA2X_MC_DPNI_SET_RX_FS_DIST,
	DPAA2X_MC_DPNI_ADD_FS_ENTRY,
	DPAA2X_MC_DPNI_REMOVE_FS_ENTRY,
	DPAA2X_MC_DPNI_CLEAR_FS_ENTRIES,
	DPAA2X_MC_DPNI_SET_IRQ_ENABLE,
	DPAA2X_MC_DPNI_GET_IRQ_ENABLE,
	DPAA2X_MC_DPNI_SET_IRQ_MASK,
	DPAA2X_MC_DPNI_GET_IRQ_MASK,
	DPAA2X_MC_DPNI_GET_IRQ_STATUS,
	DPAA2X_MC_DPNI_CLEAR_IRQ_STATUS,
	/* dpbp */
	DPAA2X_MC_DPBP_OPEN,
	DPAA2X_MC_DPBP_CLOSE,
	DPAA2X_MC_DPBP_GET_API_VERSION,
	DPAA2X_MC_DPBP_ENABLE,
	DPAA2X_MC_DPBP_DISABLE,
	DPAA2X_MC_DPBP_IS_ENABLED,
	DPAA2X_MC_DPBP_RESET,
	DPAA2X_MC_DPBP_GET_ATTR,
	DPAA2X_MC_DPBP_GET_NUM_FREE_BUFS,
	DPAA2X_MC_DPBP_SET_NOTIFICATIONS,
	DPAA2X_MC_DPBP_GET_NOTIFICATIONS,
	/* dpio: what DPDK's fslmc bus sends at its probe */
	DPAA2X_MC_DPIO_OPEN,
	DPAA2X_MC_DPIO_CLOSE,
	DPAA2X_MC_DPIO_GET_API_VERSION,
	DPAA2X_MC_DPIO_ENABLE,
	DPAA2X_MC_DPIO_DISABLE,
	DPAA2X_MC_DPIO_IS_ENABLED,
	DPAA2X_MC_DPIO_RESET,
	DPAA2X_MC_DPIO_GET_ATTR,
	DPAA2X_MC_DPIO_SET_STASHING_DEST,
	DPAA2X_MC_DPIO_GET_STASHING_DEST,
	/* dprc: the container */
	DPAA2X_MC_DPRC_OPEN,
	DPAA2X_MC_DPRC_CLOSE,
	DPAA2X_MC_DPRC_GET_CONNECTION,
	/* dprtc */
	DPAA2X_MC_DPRTC_OPEN,
	DPAA2X_MC_DPRTC_CLOSE,
	DPAA2X_MC_DPRTC_GET_API_VERSION,
	DPAA2X_MC_DPRTC_ENABLE,
	DPAA2X_MC_DPRTC_DISABLE,
	DPAA2X_MC_DPRTC_IS_ENABLED,
	DPAA2X_MC_DPRTC_RESET,
	DPAA2X_MC_DPRTC_SET_CLOCK_OFFSET,
	DPAA2X_MC_DPRTC_SET_FREQ_COMP,
	DPAA2X_MC_DPRTC_GET_FREQ_COMP,
	DPAA2X_MC_DPRTC_GET_TIME,
	DPAA2X_MC_DPRTC_SET_TIME,
	DPAA2X_MC_OP_COUNT
};

/* ---- request and reply structures ---- */

/* One value: an object id (open), a queue type, a frame length, a count,
 * an on/off flag, a mode, a token (open's reply). */
struct dpaa2x_mc_val {
	uint32_t v;
};

/* A 64-bit value: the DPRTC's time (ns), its clock offset (ns, signed,
 * two's complement). */
struct dpaa2x_mc_u64 {
	uint64_t v;
};

struct dpaa2x_mc_version {		/* an object's API version */
	uint16_t major, minor;
};

struct dpaa2x_mc_fw_version {		/* the MC firmware */
	uint32_t revision, major, minor;
};

struct dpaa2x_mc_soc_version {
	uint32_t svr, pvr;
};

/* dpni options (dpni_get_attributes) */
#define DPAA2X_MC_DPNI_OPT_TX_FRM_RELEASE 0x000001u
#define DPAA2X_MC_DPNI_OPT_NO_MAC_FILTER 0x000002u
#define DPAA2X_MC_DPNI_OPT_HAS_KEY_MASKING 0x000010u
#define DPAA2X_MC_DPNI_OPT_NO_FS	0x000020u

struct dpaa2x_mc_dpni_attr {
	uint32_t options;
	uint8_t num_queues;		/* Rx queues per traffic class */
	uint8_t num_rx_tcs, num_tx_tcs;
	uint8_t mac_filter_entries, vlan_filter_entries;
	uint8_t num_channels;		/* Tx channels: Tx queues of one TC */
	uint8_t qos_entries;
	uint16_t fs_entries, num_opr;
	uint8_t qos_key_size, fs_key_size;
	uint16_t wriop_version;		/* major << 10 | minor << 5 | rev */
	uint8_t num_cgs;
};

/* Queue types */
enum {
	DPAA2X_MC_QUEUE_RX,
	DPAA2X_MC_QUEUE_TX,
	DPAA2X_MC_QUEUE_TX_CONFIRM,
	DPAA2X_MC_QUEUE_RX_ERR,
};

struct dpaa2x_mc_errors {		/* dpni_set_errors_behavior */
	uint32_t errors;		/* error bits the action applies to */
	uint8_t action;			/* 0 discard, 1 continue, 2 error queue */
	uint8_t set_annotation;
};

/* Buffer layout options: which fields of a set command apply */
#define DPAA2X_MC_BL_TIMESTAMP		0x0001u
#define DPAA2X_MC_BL_PARSER_RESULT	0x0002u
#define DPAA2X_MC_BL_FRAME_STATUS	0x0004u
#define DPAA2X_MC_BL_PRIVATE_SIZE	0x0008u
#define DPAA2X_MC_BL_DATA_ALIGN		0x0010u
#define DPAA2X_MC_BL_HEAD_ROOM		0x0020u
#define DPAA2X_MC_BL_TAIL_ROOM		0x0040u
#define DPAA2X_MC_BL_SW_OPAQUE		0x0080u
#define DPAA2X_MC_BL_NO_SG		0x0100u	/* a flag: no scatter-gather FDs */

struct dpaa2x_mc_buf_layout {
	uint8_t qtype;			/* set: the queue type it is for */
	uint16_t options;		/* set: DPAA2X_MC_BL_* */
	uint8_t pass_timestamp, pass_parser_result, pass_frame_status, pass_sw_opaque;
	uint16_t private_size, data_align, head_room, tail_room;
};

struct dpaa2x_mc_offload {		/* dpni_set/get_offload */
	uint8_t type;			/* DPAA2X_MC_OFF_* */
	uint32_t config;		/* checksums: non-zero turns it on */
};

/* dpni_set/get_offload types, DPAA2's enum dpni_offload value for value.
 * The checksum ones are per dpni, set while it is disabled: WRIOP checks
 * (Rx) or fills (Tx) the sums of every frame it parses as IPv4, TCP, UDP. */
enum {
	DPAA2X_MC_OFF_RX_L3_CSUM,	/* Rx: IPv4 header checksum checked */
	DPAA2X_MC_OFF_RX_L4_CSUM,	/* Rx: TCP/UDP checksum checked */
	DPAA2X_MC_OFF_TX_L3_CSUM,	/* Tx: IPv4 header checksum generated */
	DPAA2X_MC_OFF_TX_L4_CSUM,	/* Tx: TCP/UDP checksum generated */
	DPAA2X_MC_OFF_FLCTYPE_HASH,	/* the FD's FLC carries the hash */
	DPAA2X_MC_OFF_COUNT
};

struct dpaa2x_mc_link_state {
	uint8_t up, valid;
	uint32_t rate;			/* Mbit/s */
	uint64_t options, supported, advertising;
};

/* Link options (state and configuration) */
#define DPAA2X_MC_LINK_OPT_AUTONEG	0x01ull
#define DPAA2X_MC_LINK_OPT_HALF_DUPLEX	0x02ull
#define DPAA2X_MC_LINK_OPT_PAUSE	0x04ull	/* symmetric PAUSE */
#define DPAA2X_MC_LINK_OPT_ASYM_PAUSE	0x08ull

struct dpaa2x_mc_link_cfg {		/* dpni_set/get_link_cfg */
	uint32_t rate;			/* Mbit/s */
	uint64_t options, advertising;
};

struct dpaa2x_mc_mac {			/* primary, port, add and remove */
	uint8_t mac[6];			/* in frame order */
	uint8_t flags, tc, flow;	/* add: queue action (0: none) */
};

struct dpaa2x_mc_mac_filters {		/* dpni_clear_mac_filters */
	uint8_t unicast, multicast;
};

struct dpaa2x_mc_vlan_id {		/* dpni_add_vlan_id, _remove_vlan_id */
	uint16_t vid;
	uint8_t flags, tc, flow;	/* add: queue action (0: none) */
};

/* Distribution modes and the miss actions of flow steering */
enum { DPAA2X_MC_DIST_NONE, DPAA2X_MC_DIST_HASH, DPAA2X_MC_DIST_FS };

struct dpaa2x_mc_rx_tc_dist {		/* dpni_set_rx_tc_dist */
	uint16_t dist_size;		/* queues of the TC to spread over */
	uint8_t tc, dist_mode, miss_action;
	uint8_t keep_hash_key, keep_entries;
	uint16_t default_flow;
	uint64_t key_iova;		/* key profile, DPAA2X_MC_KEY_CFG_SIZE */
};

struct dpaa2x_mc_rx_hash_dist {		/* dpni_set_rx_hash_dist */
	uint16_t dist_size;
	uint8_t enable, tc;
	uint64_t key_iova;
};

/* dpni_set_queue options */
#define DPAA2X_MC_QUEUE_OPT_USER_CTX	0x01u
#define DPAA2X_MC_QUEUE_OPT_DEST	0x02u
#define DPAA2X_MC_QUEUE_OPT_FLC		0x04u
#define DPAA2X_MC_QUEUE_OPT_HOLD_ACTIVE	0x08u
#define DPAA2X_MC_QUEUE_OPT_SET_CGID	0x40u
#define DPAA2X_MC_QUEUE_OPT_CLEAR_CGID	0x80u

/* A queue: its address (qtype, tc, index, channel) for get and set, the
 * configuration set writes (options say which parts) and get returns with
 * the queue's FQID and QDBIN. */
struct dpaa2x_mc_queue {
	uint8_t qtype, tc, index, channel;
	uint8_t options;
	uint8_t dest_type, dest_prio;	/* 0 none (pull), 1 dpio, 2 dpcon */
	uint8_t stash_ctrl, hold_active;
	uint8_t cgid_valid, cgid;
	uint16_t dest_id;		/* a 32-bit field; object ids are 16 bits */
	uint64_t flc, user_ctx;		/* user_ctx comes back in dequeues */
	uint32_t fqid;
	uint16_t qdbin;
};

struct dpaa2x_mc_stats_page {		/* dpni_get_statistics request */
	uint8_t page;
	uint16_t param;
};

#define DPAA2X_MC_STATS_COUNTERS 7
struct dpaa2x_mc_stats {		/* one page of counters */
	uint64_t counter[DPAA2X_MC_STATS_COUNTERS];
};

/* Congestion points and units of dpni_set/get_taildrop and of
 * dpni_set_congestion_notification */
enum { DPAA2X_MC_CP_QUEUE, DPAA2X_MC_CP_GROUP, DPAA2X_MC_CP_CONGESTION_GROUP };
enum { DPAA2X_MC_UNIT_BYTES, DPAA2X_MC_UNIT_FRAMES };

struct dpaa2x_mc_taildrop {
	uint8_t cg_point, qtype, tc, index, channel;	/* the queue */
	uint8_t enable, units;
	uint32_t threshold;
	int16_t oal;			/* overhead accounting length, 12 bits */
};

/* dpni_set_congestion_notification modes: when QMan writes the CSCN
 * message to message_iova, sends it to a destination, ... */
#define DPAA2X_MC_CONG_WRITE_MEM_ON_ENTER	0x01u
#define DPAA2X_MC_CONG_WRITE_MEM_ON_EXIT	0x02u
#define DPAA2X_MC_CONG_COHERENT_WRITE		0x04u	/* stash the write */
#define DPAA2X_MC_CONG_NOTIFY_DEST_ON_ENTER	0x08u
#define DPAA2X_MC_CONG_NOTIFY_DEST_ON_EXIT	0x10u
#define DPAA2X_MC_CONG_INTR_COALESCING_DISABLED	0x20u
#define DPAA2X_MC_CONG_FLOW_CONTROL		0x40u	/* PAUSE or PFC */

/* dpni_set_congestion_notification: a queue's congestion group (the
 * queue, its TC's group or group cgid), its thresholds (entry above,
 * exit below; entry 0 turns it off) and where the CSCN message goes:
 * 64 bytes of DMA memory at message_iova (16-byte aligned) and/or a
 * dpio or dpcon's work queue (dest_type 0: none) */
struct dpaa2x_mc_cong_notif {
	uint8_t qtype, tc, channel;	/* the queue, as dpni_set_queue's */
	uint8_t cg_point, cgid;		/* DPAA2X_MC_CP_* */
	uint8_t units;			/* DPAA2X_MC_UNIT_* */
	uint8_t dest_type, dest_prio;
	uint16_t mode;			/* DPAA2X_MC_CONG_* */
	uint32_t dest_id;
	uint32_t threshold_entry, threshold_exit;
	uint64_t message_iova, message_ctx;
};

#define DPAA2X_MC_MAX_POOLS	8
struct dpaa2x_mc_pools {
	uint8_t num;
	uint8_t options;		/* 0: pools by queue priority */
	struct {
		uint16_t dpbp_id;
		uint8_t priority_mask;
		uint8_t backup;
		uint16_t buffer_size;
	} pool[DPAA2X_MC_MAX_POOLS];
};

/* Classification: QoS picks the traffic class, flow steering the queue. */
struct dpaa2x_mc_qos_tbl {		/* dpni_set_qos_table */
	uint8_t default_tc, discard_on_miss, keep_entries;
	uint64_t key_iova;		/* key profile, DPAA2X_MC_KEY_CFG_SIZE */
};

struct dpaa2x_mc_rx_fs_dist {		/* dpni_set_rx_fs_dist */
	uint16_t dist_size;
	uint8_t enable, tc;
	uint16_t miss_flow;		/* hash off: misses go there (0xffff: drop) */
	uint64_t key_iova;
};

/* An entry of a QoS or FS table: the rule (key and mask, key_size bytes
 * each in DMA memory) and, to add one, where it goes and what it does. */
#define DPAA2X_MC_FS_OPT_DISCARD	0x1u
struct dpaa2x_mc_entry {
	uint8_t tc, key_size;
	uint16_t index;			/* add: the place in a masking table */
	uint64_t key_iova, mask_iova;
	uint8_t qos_flags, qos_flow;	/* QoS add: DPNI_QOS_OPT_*, the flow */
	uint16_t options, flow;		/* FS add: DPAA2X_MC_FS_OPT_*, the queue */
	uint64_t flc;
	uint16_t redir_token;
};

struct dpaa2x_mc_dpbp_attr {
	uint16_t bpid;
	uint32_t id;
};

struct dpaa2x_mc_irq {			/* a dpni's IRQ commands */
	uint8_t index;			/* the IRQ: 0, link events */
	uint8_t enable;
	uint32_t mask, status;		/* DPNI_IRQ_EVENT_* bits */
};

struct dpaa2x_mc_dpio_attr {		/* dpio_get_attributes */
	uint32_t id;
	uint16_t qbman_portal_id;
	uint8_t num_priorities;
	uint8_t channel_mode;		/* 0 none, 1 local channel */
	uint64_t qbman_portal_ce_offset, qbman_portal_ci_offset;
	uint32_t qbman_version;		/* QMan 4.1 on LS2088A: 0x04010000 */
	uint32_t clk;			/* QBMan's clock, Hz */
};

/* dprc_get_connection: an endpoint, its type a NUL-padded name ("dpni") */
#define DPAA2X_MC_EP_TYPE_LEN 16
struct dpaa2x_mc_endpoint {
	uint32_t id;
	uint16_t if_id;
	char type[DPAA2X_MC_EP_TYPE_LEN];
	uint32_t state;			/* the reply's link state: 1 up, 0 down */
};

/* dpbp notification options */
#define DPAA2X_MC_DPBP_NOTIF_OPT_COHERENT_WRITE 0x1u

/* dpbp_set/get_notifications: the pool's depletion and surplus thresholds
 * and where BMan writes its state change notifications (BPSCN) */
struct dpaa2x_mc_dpbp_notif {
	uint32_t depletion_entry, depletion_exit;
	uint32_t surplus_entry, surplus_exit;
	uint32_t options;
	uint64_t message_ctx;
	uint64_t message_iova;		/* 16-byte aligned, 64 bytes */
};

/* ---- the codec ---- */

/* The object a command's token must name. Several commands of dpni and
 * dpbp share an id (close, enable, ...): the token tells them apart. */
enum dpaa2x_mc_class {
	DPAA2X_MC_CLASS_NONE,		/* no token: open, versions, the MC */
	DPAA2X_MC_CLASS_DPNI,
	DPAA2X_MC_CLASS_DPBP,
	DPAA2X_MC_CLASS_DPIO,
	DPAA2X_MC_CLASS_DPRC,
	DPAA2X_MC_CLASS_DPRTC,
};

const char *dpaa2x_mc_op_name(enum dpaa2x_mc_op op);
uint16_t dpaa2x_mc_op_cmdid(enum dpaa2x_mc_op op);
enum dpaa2x_mc_class dpaa2x_mc_op_class(enum dpaa2x_mc_op op);
/* The op of a command id sent with a token of that class, or -1. */
int dpaa2x_mc_op_of(uint16_t cmdid, enum dpaa2x_mc_class cls);
/* Does the op take a request / give a reply structure? */
bool dpaa2x_mc_op_has_req(enum dpaa2x_mc_op op);
bool dpaa2x_mc_op_has_rsp(enum dpaa2x_mc_op op);
/* Size of the op's reply structure (0: none). */
size_t dpaa2x_mc_op_rsp_size(enum dpaa2x_mc_op op);

/* Software: a whole command, header with status READY (req may be NULL
 * for commands without parameters). */
void dpaa2x_mc_encode(union dpaa2x_mc_cmd *c, enum dpaa2x_mc_op op, uint32_t cmd_flags,
		      uint16_t token, const void *req);
/* Software: the reply of an executed command into rsp (zeroed first). */
void dpaa2x_mc_decode_rsp(const union dpaa2x_mc_cmd *c, enum dpaa2x_mc_op op, void *rsp);
/* MC side: the request of a command into req (zeroed first). */
void dpaa2x_mc_decode_req(const union dpaa2x_mc_cmd *c, enum dpaa2x_mc_op op, void *req);
/* MC side: clear the parameters and pack the reply (and open's token). */
void dpaa2x_mc_encode_rsp(union dpaa2x_mc_cmd *c, enum dpaa2x_mc_op op, const void *rsp);

/* A status byte as an errno (0 for OK), and back. */
int dpaa2x_mc_status_errno(uint8_t status);
uint8_t dpaa2x_mc_errno_status(int err);

/* ---- key profiles (the extension of the Rx distribution commands) ---- */

#define DPAA2X_MC_KEY_EXTRACTS	20
#define DPAA2X_MC_KEY_MASKS	4
#define DPAA2X_MC_KEY_CFG_SIZE	(8 + DPAA2X_MC_KEY_EXTRACTS * 24)

/* extract types, header extraction kinds */
enum { DPAA2X_MC_EXTRACT_HDR = 0, DPAA2X_MC_EXTRACT_DATA = 1, DPAA2X_MC_EXTRACT_PARSE = 3 };
enum { DPAA2X_MC_HDR_BY_OFFSET, DPAA2X_MC_HDR_FROM_FIELD, DPAA2X_MC_HDR_FULL_FIELD };

/* MC protocol numbers and field bits of the headers hashed here */
#define DPAA2X_MC_PROT_ETH	2
#define DPAA2X_MC_PROT_IP	6
#define DPAA2X_MC_PROT_TCP	7
#define DPAA2X_MC_PROT_UDP	8
#define DPAA2X_MC_PROT_SCTP	11
#define DPAA2X_MC_FLD_IP_PROTO	0x10u
#define DPAA2X_MC_FLD_IP_SRC	0x20u
#define DPAA2X_MC_FLD_IP_DST	0x40u
#define DPAA2X_MC_FLD_PORT_SRC	0x1u	/* TCP, UDP and SCTP alike */
#define DPAA2X_MC_FLD_PORT_DST	0x2u

struct dpaa2x_mc_extract {
	uint8_t type;			/* DPAA2X_MC_EXTRACT_* */
	uint8_t prot, hdr_type;		/* header: protocol, DPAA2X_MC_HDR_* */
	uint32_t field;			/* header: field bits */
	uint8_t hdr_index;		/* header: 0 outer */
	uint8_t size, offset;		/* by offset, data and parse result */
	uint8_t num_masks;
	struct { uint8_t mask, offset; } mask[DPAA2X_MC_KEY_MASKS];
};

struct dpaa2x_mc_key_profile {
	uint8_t num;
	struct dpaa2x_mc_extract ex[DPAA2X_MC_KEY_EXTRACTS];
};

/* Write a profile into buf (DPAA2X_MC_KEY_CFG_SIZE bytes, zeroed by the
 * caller): 0, or -EINVAL for too many extracts or an unknown type. */
int dpaa2x_mc_key_pack(const struct dpaa2x_mc_key_profile *kp, uint8_t *buf);
/* Read a profile back (the MC side): 0 or -EINVAL. */
int dpaa2x_mc_key_unpack(const uint8_t *buf, struct dpaa2x_mc_key_profile *kp);

/* 5-tuple parts of a hash key (the same bits as the contract's DIST_*) */
#define DPAA2X_MC_HASH_IPSRC	(1u << 0)
#define DPAA2X_MC_HASH_IPDST	(1u << 1)
#define DPAA2X_MC_HASH_PROTO	(1u << 2)
#define DPAA2X_MC_HASH_L4SRC	(1u << 3)
#define DPAA2X_MC_HASH_L4DST	(1u << 4)
#define DPAA2X_MC_HASH_ALL	0x1fu

/* The profile that hashes the given parts (full fields, outer headers). */
void dpaa2x_mc_key_from_hash(uint32_t parts, struct dpaa2x_mc_key_profile *kp);
/* The parts a profile hashes: 0, or -ENOTSUP with the index of the first
 * extract that is not a full 5-tuple field in *bad. */
int dpaa2x_mc_key_to_hash(const struct dpaa2x_mc_key_profile *kp, uint32_t *parts,
			  unsigned int *bad);

/* ---- transport ---- */

struct dpaa2x_mc_io;
typedef int (*dpaa2x_mc_send_t)(struct dpaa2x_mc_io *io, union dpaa2x_mc_cmd *cmd);

struct dpaa2x_mc_io {
	volatile void *regs;		/* the 64-byte MC portal */
	uint32_t cmd_flags;		/* header flags of every command */
	uint32_t timeout_ms;		/* 0: 1000 */
	/* called between two polls of the status (NULL: rte_pause()) */
	void (*poll)(void *arg);
	void *poll_arg;
	dpaa2x_mc_send_t send;		/* NULL: dpaa2x_mc_send() */
	rte_spinlock_t lock;		/* one command at a time per portal */
};

/* The portal protocol: write the command, poll the status until it is not
 * READY, read the reply. Returns 0, the status as an errno, or
 * -ETIMEDOUT (the portal left as it is). */
int dpaa2x_mc_send(struct dpaa2x_mc_io *io, union dpaa2x_mc_cmd *cmd);
/* Encode, send, decode: 0 with *rsp filled (when the op has a reply), or
 * a negative errno (rsp untouched). */
int dpaa2x_mc_call(struct dpaa2x_mc_io *io, enum dpaa2x_mc_op op, uint16_t token,
		   const void *req, void *rsp);

#ifdef __cplusplus
}
#endif

#endif /* DPAA2X_MC_H */
