/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_portal.h - the portal contract.
 *
 * This is the only header the PMD includes from the datapath. It stands
 * where, on LS2088A silicon, the fslmc bus (Management Complex commands)
 * and the QBMan software portals stand. Two backends implement it, chosen
 * when the SoC is created: the emulated SoC of this folder, and the fslmc
 * backend (fslmc/dpaa2x_fslmc.c), which sends the same calls to the MC
 * and the DPIO portals of DPDK's fslmc bus (see "Backends" below).
 *
 * Three groups of calls:
 *  - MC commands (dpaa2x_soc_*, dpaa2x_dpni_*, dpaa2x_dpbp_*): slow path,
 *    object set-up, statistics. Return 0 or a negative errno.
 *  - Portal commands (dpaa2x_portal_*, dpaa2x_bman_*, dpaa2x_pull,
 *    dpaa2x_enqueue): fast path, each portal used by one thread at a time.
 *  - Wire control (dpaa2x_wire_*): emulation only (a tester attached to a
 *    dpmac). A backend without one (silicon; the model with the DPL's
 *    tester = "off") answers -ENOTSUP and leaves DPAA2X_SOC_CAP_TESTER out
 *    of its capabilities (struct dpaa2x_soc_info).
 */

#ifndef DPAA2X_PORTAL_H
#define DPAA2X_PORTAL_H

#include <errno.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* Limits of the (emulated) LS2088A-class SoC                          */
/* ------------------------------------------------------------------ */
#define DPAA2X_MAX_DPNI		16	/* dpni objects per SoC */
/* dpni object ids: the MC numbers its objects (dpni.N) as restool makes
 * them, not from 0 per container; dpni_open takes 32 bits, the contract 16 */
#define DPAA2X_MAX_DPNI_ID	65535
#define DPAA2X_MAX_DPBP		64	/* dpbp objects per SoC */
#define DPAA2X_MAX_DPIO		16	/* dpio portals per SoC */
#define DPAA2X_MAX_QUEUES	16	/* Rx or Tx queues per dpni */
#define DPAA2X_MAX_POOLS_PER_DPNI 8	/* buffer pools a dpni may use */
#define DPAA2X_MAX_MAC_FILTERS	16	/* extra unicast/multicast entries */
#define DPAA2X_BMAN_MAX_CMD	7u	/* buffers per release/acquire command */
#define DPAA2X_PULL_MAX		16	/* frames per volatile dequeue */
#define DPAA2X_BPID_MASK	0x3fffu	/* 14-bit buffer pool id */
#define DPAA2X_ANNOT_SIZE	64	/* hardware annotation area, bytes */
#define DPAA2X_MIN_FRAME	60	/* runt limit (no FCS) */
#define DPAA2X_MAX_FRAME	10240	/* largest max_frame_length accepted */
#define DPAA2X_RSS_KEY_LEN	40	/* distribution (Toeplitz) key bytes */
#define DPAA2X_NAME_LEN		32

struct dpaa2x_soc;	/* one Management Complex + QBMan + WRIOP */
struct dpaa2x_portal;	/* one DPIO software portal */

/*
 * The formats below are DPAA2's own: the frame descriptor and the dequeue
 * result entry of QBMan 4.1 (LS2088A), WRIOP's frame annotation. QBMan
 * and WRIOP write their 32- and 64-bit words little-endian; the structs
 * below read them as host words, so the host must be little-endian too
 * (arm64 and x86 are). test/layering's silicon_layout compiles DPDK's own
 * definitions next to these and checks every offset and flag.
 */
_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
	       "DPAA2's descriptors are little-endian words");

/* ------------------------------------------------------------------ */
/* Frame descriptor: 32 bytes, DPAA2's simple FD (struct qbman_fd)      */
/* ------------------------------------------------------------------ */
struct dpaa2x_fd {
	uint64_t addr;		/* buffer start: an IOVA, as released to BMan */
	uint32_t len;		/* frame length in bytes */
	uint32_t bpid_offset;	/* [13:0] BPID, [14] IVP, [27:16] offset,
				 * [29:28] format */
	uint32_t frc;		/* frame context: DPAA2X_FD_FRC_* (Rx) */
	uint32_t ctrl;		/* control: [7:0] errors DPAA2X_FD_CTRL_* */
	uint64_t flc;		/* flow context: Rx [63:32] distribution hash */
};

#define DPAA2X_FD_IVP		(1u << 14)	/* invalid pool: no BPID */
#define DPAA2X_FD_OFFSET_SHIFT	16
#define DPAA2X_FD_OFFSET_MASK	0xfffu
#define DPAA2X_FD_FMT_SHIFT	28
#define DPAA2X_FD_FMT_MASK	0x3u
#define DPAA2X_FD_FMT_SINGLE	0u	/* single buffer */
#define DPAA2X_FD_FMT_FRAME_LIST 1u	/* not supported by the model */
#define DPAA2X_FD_FMT_SG	2u	/* scatter-gather table (struct dpaa2x_sge) */

/*
 * Tx, with confirmation off (dpni_set_tx_confirmation_mode DISABLE, what
 * dpaa2x_dpni_open() leaves on every backend): after sending, WRIOP
 * releases the buffer to the FD's BPID, sent or not; an FD whose buffer it
 * cannot release (IVP, or a BPID naming no claimed pool) is sent and
 * forgotten, never confirmed. With confirmation on, every FD comes back on
 * the Tx confirmation FQ, flc as software set it, the reason it was not
 * sent in ctrl, and WRIOP releases nothing. A scatter-gather FD
 * (struct dpaa2x_sge) is sent as its entries' parts in table order; each
 * entry's buffer with IVP clear goes back to the entry's BPID as well,
 * sent or not (an entry with IVP: the FD's own buffer, with the table
 * inline at its start, or one software keeps).
 *
 * FD ctrl [7:0]: what hardware found wrong with the frame (DPAA2's FD[ERR]).
 * Rx: FAERR when the annotation's status (FAS) reports an error the dpni
 * lets through (checksum, parser header error). Tx confirmation: why WRIOP
 * did not send the frame.
 */
#define DPAA2X_FD_CTRL_ERR_MASK	0xffu
#define DPAA2X_FD_CTRL_UFD	0x04u	/* unsupported format */
#define DPAA2X_FD_CTRL_SBE	0x08u	/* system bus error: DMA refused */
#define DPAA2X_FD_CTRL_FSE	0x20u	/* frame size error */
#define DPAA2X_FD_CTRL_FAERR	0x40u	/* frame annotation error (see FAS) */

/* FD frc on Rx: which parts of the annotation WRIOP wrote */
#define DPAA2X_FD_FRC_FASV	0x8000u	/* frame annotation status (FAS) */
#define DPAA2X_FD_FRC_FAPRV	0x2000u	/* parse results (FAF, offsets) */

/* FD flc on Rx: the distribution hash in its upper word */
#define DPAA2X_FD_FLC_HASH_SHIFT 32

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
	uint64_t timestamp;	/* word 2: ingress time (model: TSC cycles) */
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
#define DPAA2X_FAF_L3_IP_UNKNOWN (1ull << 27)	/* protocol not parsed */
#define DPAA2X_FAF_L3_UDP	(1ull << 25)
#define DPAA2X_FAF_L3_UDP_ERR	(1ull << 24)
#define DPAA2X_FAF_L3_TCP	(1ull << 23)
#define DPAA2X_FAF_L3_TCP_OPT	(1ull << 22)
#define DPAA2X_FAF_L3_TCP_CTRL_6_11 (1ull << 21)	/* URG ACK PSH RST SYN FIN */
#define DPAA2X_FAF_L3_TCP_CTRL_3_5 (1ull << 20)	/* NS CWR ECE */
#define DPAA2X_FAF_L3_TCP_ERR	(1ull << 19)
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

/* ------------------------------------------------------------------ */
/* Dequeue result entry: QBMan's 64 bytes, one per frame, in caller     */
/* storage                                                              */
/* ------------------------------------------------------------------ */
struct dpaa2x_dq {
	uint8_t verb;		/* result type: DPAA2X_DQ_VERB_DQ */
	uint8_t stat;		/* DPAA2X_DQ_STAT_* */
	uint16_t seqnum;	/* the FQ's sequence number of this entry */
	uint16_t oprid;
	uint8_t rsvd;
	uint8_t tok;		/* the pull's token, written last: 0 = not yet */
	uint32_t fqid;
	uint32_t rsvd2;
	uint32_t fq_byte_cnt;	/* bytes left in the FQ */
	uint32_t fq_frm_cnt;	/* frames left in the FQ */
	uint64_t fqd_ctx;	/* the FQ's user context (dpni_set_queue) */
	struct dpaa2x_fd fd;
};

_Static_assert(sizeof(struct dpaa2x_dq) == 64 && sizeof(struct dpaa2x_fd) == 32,
	       "QBMan's dequeue entry and FD sizes");

#define DPAA2X_DQ_VERB_DQ	0x60	/* a frame dequeue result */
#define DPAA2X_DQ_TOKEN		0x01	/* the token the emulated portals write */
#define DPAA2X_DQ_STAT_FQEMPTY	0x80	/* FQ empty after this entry */
#define DPAA2X_DQ_STAT_HELDACTIVE 0x40
#define DPAA2X_DQ_STAT_FORCEELIGIBLE 0x20
#define DPAA2X_DQ_STAT_VALIDFRAME 0x10	/* fd holds a frame */
#define DPAA2X_DQ_STAT_ODPVALID	0x04
#define DPAA2X_DQ_STAT_VOLATILE	0x02	/* result of a volatile dequeue */
#define DPAA2X_DQ_STAT_EXPIRED	0x01	/* last entry: pull complete */

/* Has hardware written this entry? Clears the token (qbman_check_new_result). */
static inline bool
dpaa2x_dq_new_result(struct dpaa2x_dq *dq)
{
	if (__atomic_load_n(&dq->tok, __ATOMIC_ACQUIRE) == 0)
		return false;
	dq->tok = 0;
	return true;
}

/* Peek without consuming: is the entry written? */
static inline bool
dpaa2x_dq_written(const struct dpaa2x_dq *dq)
{
	return __atomic_load_n(&dq->tok, __ATOMIC_ACQUIRE) != 0;
}

static inline uint16_t dpaa2x_fd_bpid(const struct dpaa2x_fd *fd)
{ return fd->bpid_offset & DPAA2X_BPID_MASK; }
static inline uint16_t dpaa2x_fd_offset(const struct dpaa2x_fd *fd)
{ return (fd->bpid_offset >> DPAA2X_FD_OFFSET_SHIFT) & DPAA2X_FD_OFFSET_MASK; }
static inline uint32_t dpaa2x_fd_format(const struct dpaa2x_fd *fd)
{ return (fd->bpid_offset >> DPAA2X_FD_FMT_SHIFT) & DPAA2X_FD_FMT_MASK; }
static inline bool dpaa2x_fd_ivp(const struct dpaa2x_fd *fd)
{ return (fd->bpid_offset & DPAA2X_FD_IVP) != 0; }
static inline uint32_t dpaa2x_fd_rx_hash(const struct dpaa2x_fd *fd)
{ return (uint32_t)(fd->flc >> DPAA2X_FD_FLC_HASH_SHIFT); }

static inline void
dpaa2x_fd_set(struct dpaa2x_fd *fd, uint64_t addr, uint32_t len,
	      uint16_t bpid, bool ivp, uint16_t offset, uint32_t fmt)
{
	fd->addr = addr;
	fd->len = len;
	fd->bpid_offset = (bpid & DPAA2X_BPID_MASK) | (ivp ? DPAA2X_FD_IVP : 0) |
		((uint32_t)(offset & DPAA2X_FD_OFFSET_MASK) << DPAA2X_FD_OFFSET_SHIFT) |
		((fmt & DPAA2X_FD_FMT_MASK) << DPAA2X_FD_FMT_SHIFT);
	fd->frc = 0;
	fd->ctrl = 0;
	fd->flc = 0;
}

/* ------------------------------------------------------------------ */
/* Scatter-gather entry: 16 bytes, DPAA2's (struct qbman_sge)           */
/* ------------------------------------------------------------------ */
/*
 * An FD of format DPAA2X_FD_FMT_SG names one buffer (addr, BPID) holding
 * the hardware annotation, where a single FD's buffer has it, and at the
 * FD's offset a table of SG entries. Each entry names one buffer (an IOVA
 * and a BPID, IVP clear) and the part of the frame in it, from the entry's
 * offset on; the last entry has DPAA2X_SGE_FINAL. The FD's length is the
 * frame's: the sum of the entries' lengths. The table buffer holds no
 * frame byte; it goes back to its pool like the others.
 *
 * WRIOP Rx writes one for a frame longer than the dpni's largest buffer
 * holds (data_offset + length > buf_size), unless the buffer layout has
 * DPAA2X_BUF_LAYOUT_OPT_NO_SG: the table buffer and every data buffer
 * from that largest pool, one acquire for all of them; each data buffer
 * filled from the layout's data_offset on, all but the last to its end;
 * at most DPAA2X_SG_MAX_ENTRIES entries. A frame that needs more, or
 * whose buffers the pool cannot all give, is discarded (dpni stats
 * ing_too_long, ing_nobuf_discards) and every buffer taken goes back.
 * Entry format 0 is a data buffer; so is format 1 (qbman_fd_list), which
 * DPDK's dpaa2 writes in the entry of a buffer whose start holds the table
 * itself (an inline table, its "frame data section"), with IVP. WRIOP Tx
 * takes both; DPAA2X_FD_FMT_SG in an entry (DPAA2's SG extension, another
 * table) is never written by the model and refused by its Tx.
 */
struct dpaa2x_sge {
	uint64_t addr;		/* buffer start: an IOVA, as released to BMan */
	uint32_t len;		/* bytes of the frame in this buffer */
	uint32_t fin_bpid_offset;	/* [13:0] BPID, [14] IVP, [27:16] offset,
					 * [29:28] format, [31] final */
};

_Static_assert(sizeof(struct dpaa2x_sge) == 16, "QBMan's SG entry is 16 bytes");

#define DPAA2X_SGE_FINAL	(1u << 31)	/* the last entry of the table */
#define DPAA2X_SGE_FMT_DATA	0u		/* the entry names a data buffer */
#define DPAA2X_SGE_FMT_LIST	1u		/* a data buffer holding the table too */
#define DPAA2X_SG_MAX_ENTRIES	32		/* entries WRIOP Rx writes at most */

/* The other fields sit where the FD's bpid_offset has them. */
static inline uint16_t dpaa2x_sge_bpid(const struct dpaa2x_sge *e)
{ return e->fin_bpid_offset & DPAA2X_BPID_MASK; }
static inline uint16_t dpaa2x_sge_offset(const struct dpaa2x_sge *e)
{ return (e->fin_bpid_offset >> DPAA2X_FD_OFFSET_SHIFT) & DPAA2X_FD_OFFSET_MASK; }
static inline uint32_t dpaa2x_sge_format(const struct dpaa2x_sge *e)
{ return (e->fin_bpid_offset >> DPAA2X_FD_FMT_SHIFT) & DPAA2X_FD_FMT_MASK; }
static inline bool dpaa2x_sge_ivp(const struct dpaa2x_sge *e)
{ return (e->fin_bpid_offset & DPAA2X_FD_IVP) != 0; }
static inline bool dpaa2x_sge_final(const struct dpaa2x_sge *e)
{ return (e->fin_bpid_offset & DPAA2X_SGE_FINAL) != 0; }
/* An entry naming frame data (format 0, or 1 for an inline table's own). */
static inline bool dpaa2x_sge_is_data(const struct dpaa2x_sge *e)
{ return dpaa2x_sge_format(e) <= DPAA2X_SGE_FMT_LIST; }

/* A data entry of a pool buffer (IVP clear, format 0). */
static inline void
dpaa2x_sge_set(struct dpaa2x_sge *e, uint64_t addr, uint32_t len, uint16_t bpid,
	       uint16_t offset, bool final)
{
	e->addr = addr;
	e->len = len;
	e->fin_bpid_offset = (bpid & DPAA2X_BPID_MASK) |
		((uint32_t)(offset & DPAA2X_FD_OFFSET_MASK) << DPAA2X_FD_OFFSET_SHIFT) |
		(final ? DPAA2X_SGE_FINAL : 0);
}

/* ------------------------------------------------------------------ */
/* Backends: whose SoC and portals a call goes to                       */
/* ------------------------------------------------------------------ */
/*
 * Two backends stand under the calls below: the emulated SoC of this
 * folder (the model) and the fslmc bus of LS2088A silicon (fslmc/). Each
 * SoC and portal handle begins with a struct dpaa2x_handle naming its
 * backend; a call goes to that backend's table of functions, one indirect
 * call per command (a pull, an enqueue of a burst, a BMan command of up to
 * 7 buffers), never per frame. The handle holds the backend's number, not
 * its table: the emulated SoC lives in shared memory, where a secondary
 * process finds it but could not use the primary's function addresses.
 * Each backend enters its table (dpaa2x_backend_register) before it hands
 * out its first handle in a process.
 *
 * Slow-path calls answer -EINVAL for a NULL handle; portal commands take
 * an open portal.
 */
enum dpaa2x_backend {
	DPAA2X_BACKEND_EMULATED,	/* the model (hw/) */
	DPAA2X_BACKEND_FSLMC,		/* DPDK's fslmc bus: MC and DPIO portals */
	DPAA2X_BACKEND_COUNT
};

struct dpaa2x_handle {
	uint32_t backend;		/* enum dpaa2x_backend */
};

struct dpaa2x_soc_info;
struct dpaa2x_bpool_stats;
struct dpaa2x_dpbp_notif_cfg;
struct dpaa2x_bpscn_stats;
struct dpaa2x_dpni_attr;
struct dpaa2x_buf_layout;
struct dpaa2x_rx_stash;
struct dpaa2x_dpni_stats;
struct dpaa2x_link;
struct dpaa2x_pause_cfg;
struct dpaa2x_pause_stats;
struct dpaa2x_fq_stats;
struct dpaa2x_gen_params;
struct dpaa2x_wire_stats;

/* The counters of a dpmac (dpaa2x_dpmac_get_counter, below). The MAC
 * counts what the link brings before the dpni checks anything, and what
 * leaves through it. A dpni wired to a dpni has no dpmac. */
enum dpaa2x_dpmac_counter {
	DPAA2X_DPMAC_CNT_ING_ALL_FRAME,	/* every frame received, good or bad */
	DPAA2X_DPMAC_CNT_ING_ALL_BYTE,
	DPAA2X_DPMAC_CNT_EGR_ALL_FRAME,	/* every frame sent */
	DPAA2X_DPMAC_CNT_EGR_ALL_BYTE,
};

/* A backend's functions, one per call below (same arguments, same rules). */
struct dpaa2x_cls_qos_cfg;
struct dpaa2x_cls_fs_cfg;
struct dpaa2x_cls_rule;
struct dpaa2x_cls_action;

struct dpaa2x_backend_ops {
	int (*soc_destroy)(struct dpaa2x_soc *soc);
	int (*soc_stop)(struct dpaa2x_soc *soc);
	int (*soc_start)(struct dpaa2x_soc *soc, char *err, size_t errlen);
	int (*soc_get_info)(const struct dpaa2x_soc *soc, struct dpaa2x_soc_info *info);
	int (*soc_step)(struct dpaa2x_soc *soc);
	int (*soc_step_pulls)(struct dpaa2x_soc *soc);
	int (*portal_open)(struct dpaa2x_soc *soc, struct dpaa2x_portal **portal, char *err,
			   size_t errlen);
	void (*portal_close)(struct dpaa2x_portal *portal);
	int (*portal_index)(const struct dpaa2x_portal *portal);
	int (*bman_release)(struct dpaa2x_portal *p, uint16_t bpid, const uint64_t *bufs,
			    unsigned int n);
	int (*bman_acquire)(struct dpaa2x_portal *p, uint16_t bpid, uint64_t *bufs,
			    unsigned int n);
	int (*pull)(struct dpaa2x_portal *p, uint32_t fqid, struct dpaa2x_dq *storage,
		    unsigned int n);
	int (*enqueue)(struct dpaa2x_portal *p, uint32_t fqid, const struct dpaa2x_fd *fds,
		       unsigned int n);
	int (*dpbp_claim)(struct dpaa2x_soc *soc, uint16_t *bpid, char *err, size_t errlen);
	int (*dpbp_unclaim)(struct dpaa2x_soc *soc, uint16_t bpid);
	int (*dpbp_set_depletion)(struct dpaa2x_soc *soc, uint16_t bpid, uint32_t entry,
				  uint32_t exit);
	int (*dpbp_get_stats)(const struct dpaa2x_soc *soc, uint16_t bpid,
			      struct dpaa2x_bpool_stats *st);
	int (*dpbp_set_notifications)(struct dpaa2x_soc *soc, uint16_t bpid,
				      const struct dpaa2x_dpbp_notif_cfg *cfg);
	int (*dpbp_get_notifications)(const struct dpaa2x_soc *soc, uint16_t bpid,
				      struct dpaa2x_dpbp_notif_cfg *cfg,
				      struct dpaa2x_bpscn_stats *st);
	int (*dpni_open)(struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_attr *attr);
	int (*dpni_close)(struct dpaa2x_soc *soc, uint16_t id);
	int (*dpni_get_attr)(const struct dpaa2x_soc *soc, uint16_t id,
			     struct dpaa2x_dpni_attr *attr);
	int (*dpni_set_buffer_layout)(struct dpaa2x_soc *soc, uint16_t id,
				      const struct dpaa2x_buf_layout *bl);
	int (*dpni_set_pools)(struct dpaa2x_soc *soc, uint16_t id, const uint16_t *bpid,
			      const uint32_t *buf_size, unsigned int n);
	int (*dpni_set_rx_stash)(struct dpaa2x_soc *soc, uint16_t id,
				 const struct dpaa2x_rx_stash *rs);
	int (*dpni_enable)(struct dpaa2x_soc *soc, uint16_t id);
	int (*dpni_disable)(struct dpaa2x_soc *soc, uint16_t id);
	int (*dpni_set_max_frame_length)(struct dpaa2x_soc *soc, uint16_t id, uint32_t len);
	int (*dpni_set_primary_mac)(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6]);
	int (*dpni_add_mac)(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6]);
	int (*dpni_remove_mac)(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6]);
	int (*dpni_set_promisc)(struct dpaa2x_soc *soc, uint16_t id, bool unicast, bool multicast);
	int (*dpni_set_rx_dist)(struct dpaa2x_soc *soc, uint16_t id, uint32_t fields,
				uint16_t nqueues, const uint8_t *key);
	int (*dpni_get_stats)(const struct dpaa2x_soc *soc, uint16_t id,
			      struct dpaa2x_dpni_stats *st);
	int (*dpni_reset_stats)(struct dpaa2x_soc *soc, uint16_t id);
	int (*dpni_get_link)(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_link *l);
	int (*fq_get_stats)(const struct dpaa2x_soc *soc, uint32_t fqid,
			    struct dpaa2x_fq_stats *st);
	int (*dpmac_get_counter)(const struct dpaa2x_soc *soc, uint16_t dpmac_id,
				 enum dpaa2x_dpmac_counter id, uint64_t *value);
	int (*dpni_set_pause)(struct dpaa2x_soc *soc, uint16_t id,
			      const struct dpaa2x_pause_cfg *cfg);
	int (*dpni_get_pause)(const struct dpaa2x_soc *soc, uint16_t id,
			      struct dpaa2x_pause_cfg *cfg, struct dpaa2x_pause_stats *st);
	int (*wire_gen_config)(struct dpaa2x_soc *soc, uint16_t id,
			       const struct dpaa2x_gen_params *gp);
	int (*wire_gen_start)(struct dpaa2x_soc *soc, uint16_t id);
	int (*wire_gen_stop)(struct dpaa2x_soc *soc, uint16_t id);
	int (*wire_get_stats)(const struct dpaa2x_soc *soc, uint16_t id,
			      struct dpaa2x_wire_stats *st);
	int (*wire_reset_stats)(struct dpaa2x_soc *soc, uint16_t id);
	int (*wire_reset_latency)(struct dpaa2x_soc *soc, uint16_t id);
	int (*wire_inject)(struct dpaa2x_soc *soc, uint16_t id, const void *frame, uint32_t len);
	int (*wire_capture_start)(struct dpaa2x_soc *soc, uint16_t id, unsigned int n);
	int (*wire_capture_read)(const struct dpaa2x_soc *soc, uint16_t id, unsigned int idx,
				 void *buf, uint32_t buflen);
	/* optional (NULL: the call answers -ENOTSUP) */
	int (*dpni_irq_bind)(struct dpaa2x_soc *soc, uint16_t id, int efd);
	int (*dpni_set_irq)(struct dpaa2x_soc *soc, uint16_t id, bool enable, uint32_t mask);
	int (*dpni_get_irq_status)(const struct dpaa2x_soc *soc, uint16_t id, uint32_t *status);
	int (*dpni_clear_irq_status)(struct dpaa2x_soc *soc, uint16_t id, uint32_t status);
	int (*wire_set_link)(struct dpaa2x_soc *soc, uint16_t id, bool up);
	int (*dpni_add_vlan_id)(struct dpaa2x_soc *soc, uint16_t id, uint16_t vid);
	int (*dpni_remove_vlan_id)(struct dpaa2x_soc *soc, uint16_t id, uint16_t vid);
	int (*dpni_enable_vlan_filter)(struct dpaa2x_soc *soc, uint16_t id, bool on);
	/* classification: QoS (the TC) and flow steering (the queue) */
	int (*dpni_set_qos_table)(struct dpaa2x_soc *soc, uint16_t id,
				  const struct dpaa2x_cls_qos_cfg *cfg);
	int (*dpni_add_qos_entry)(struct dpaa2x_soc *soc, uint16_t id,
				  const struct dpaa2x_cls_rule *r, uint8_t tc, uint16_t index);
	int (*dpni_remove_qos_entry)(struct dpaa2x_soc *soc, uint16_t id,
				     const struct dpaa2x_cls_rule *r);
	int (*dpni_clear_qos_table)(struct dpaa2x_soc *soc, uint16_t id);
	int (*dpni_set_fs_dist)(struct dpaa2x_soc *soc, uint16_t id,
				const struct dpaa2x_cls_fs_cfg *cfg);
	int (*dpni_add_fs_entry)(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc, uint16_t index,
				 const struct dpaa2x_cls_rule *r,
				 const struct dpaa2x_cls_action *a);
	int (*dpni_remove_fs_entry)(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc,
				    const struct dpaa2x_cls_rule *r);
	int (*dpni_clear_fs_entries)(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc);
};

/* Each backend's table, by enum dpaa2x_backend (process-local). */
extern const struct dpaa2x_backend_ops *dpaa2x_backends[DPAA2X_BACKEND_COUNT];
void dpaa2x_backend_register(enum dpaa2x_backend id, const struct dpaa2x_backend_ops *ops);

/* The table of the backend a SoC or portal handle belongs to. */
static inline const struct dpaa2x_backend_ops *
dpaa2x_ops(const void *handle)
{
	/* relaxed: the handle came from a thread that registered the table
	 * before it made the handle (a plain load on arm64 and x86) */
	return __atomic_load_n(&dpaa2x_backends[((const struct dpaa2x_handle *)handle)->backend],
			       __ATOMIC_RELAXED);
}

/* A slow-path call: -EINVAL for a NULL handle. */
#define DPAA2X_CALL(h, call) ((h) != NULL ? dpaa2x_ops(h)->call : -EINVAL)
/* A call a backend may lack: -ENOTSUP where its slot is NULL. */
#define DPAA2X_CALL_OPT(h, fn, args) ((h) == NULL ? -EINVAL : \
	dpaa2x_ops(h)->fn == NULL ? -ENOTSUP : dpaa2x_ops(h)->fn args)

/* ------------------------------------------------------------------ */
/* SoC: one per process, emulated from a DPL or the fslmc bus's         */
/* ------------------------------------------------------------------ */
#define DPAA2X_HW_CPU_STEP	(-1)	/* no engine thread: dpaa2x_soc_step() */

struct dpaa2x_soc_params {
	const void *dtb;	/* DPL blob; NULL = embedded default DPL */
	size_t dtb_len;
	const char *dtb_name;	/* file name for error texts, may be NULL */
	int hw_cpu;		/* CPU for the engine or DPAA2X_HW_CPU_STEP */
	const char *name;	/* memzone prefix, unique per process group */
};

/* What the backend offers beyond the MC and the portals (soc_info.caps). */
#define DPAA2X_SOC_CAP_TESTER	(1u << 0)	/* the wire control calls work */

struct dpaa2x_soc_info {
	char mc_version[DPAA2X_NAME_LEN];	/* "emulated MC 10.37" */
	enum dpaa2x_backend backend;
	/* objects of the DPL; the fslmc backend lists no dpni (the bus does not
	 * tell a vdev its DPRC's objects: a port names its dpni) and no dpio
	 * (a thread's portal is the one the bus affines to it) */
	uint16_t num_dpni, num_dpbp, num_dpio, num_dpmac;
	uint16_t dpni_ids[DPAA2X_MAX_DPNI];
	int hw_cpu;
	int numa_node;
	uint32_t caps;				/* DPAA2X_SOC_CAP_* */
};

/*
 * Create the SoC: parse and validate the DPL, create the MC objects in
 * memzones, start the engine thread (unless step mode). On error returns
 * a negative errno and writes a message naming what was wrong (DPL node
 * path and property, CPU number, ...) into err.
 */
int dpaa2x_soc_create(const struct dpaa2x_soc_params *p,
		      struct dpaa2x_soc **soc, char *err, size_t errlen);
/* Secondary process: find a primary's SoC by name (read-only use). */
int dpaa2x_soc_attach(const char *name, struct dpaa2x_soc **soc);
/*
 * The fslmc backend: the SoC of DPDK's fslmc bus (librte_bus_fslmc), its
 * MC portal and the DPIO portal each thread gets from the bus. One per
 * process, its objects named by the caller (dpni ids). -ENODEV with a
 * message when the bus found no MC portal (no fsl-mc device bound to
 * VFIO: not an LS2088A-class machine).
 */
int dpaa2x_soc_create_fslmc(struct dpaa2x_soc **soc, char *err, size_t errlen);
/* Stop the engine, free every memzone. -EBUSY while a dpni or dpbp is open. */
static inline int
dpaa2x_soc_destroy(struct dpaa2x_soc *soc)
{ return DPAA2X_CALL(soc, soc_destroy(soc)); }
/*
 * The datapath off and on again (primary process). Stop ends the engine
 * thread and closes the wires (a pcap file written whole, a tap interface
 * gone); the objects, their counters and the BMan pools stay, and the MC
 * and BMan calls of this header still work (they run in the caller), so
 * pools outlive it. Start opens the wires and starts the engine again.
 * Each returns 0 when there is nothing to do (silicon's datapath needs no
 * thread of software). Software stops the SoC while nothing needs its
 * datapath: rte_eal_cleanup() then frees EAL memory under no running
 * thread. A process that exits with the engine running has it stopped at
 * exit.
 */
static inline int
dpaa2x_soc_stop(struct dpaa2x_soc *soc)
{ return DPAA2X_CALL(soc, soc_stop(soc)); }
static inline int
dpaa2x_soc_start(struct dpaa2x_soc *soc, char *err, size_t errlen)
{ return DPAA2X_CALL(soc, soc_start(soc, err, errlen)); }
static inline int
dpaa2x_soc_get_info(const struct dpaa2x_soc *soc, struct dpaa2x_soc_info *info)
{ return DPAA2X_CALL(soc, soc_get_info(soc, info)); }
/* Step mode only: one engine pass (wire Rx, Tx, pulls). Returns work units done. */
static inline int
dpaa2x_soc_step(struct dpaa2x_soc *soc)
{ return DPAA2X_CALL(soc, soc_step(soc)); }
/* Step mode only: execute the portals' pending pull commands and nothing
 * else (no frame arrives, none is sent). Returns the pulls executed. */
static inline int
dpaa2x_soc_step_pulls(struct dpaa2x_soc *soc)
{ return DPAA2X_CALL(soc, soc_step_pulls(soc)); }
/* Load a DPL file into memory (for dpl= devargs). Caller frees with free(). */
int dpaa2x_dpl_load_file(const char *path, void **dtb, size_t *len,
			 char *err, size_t errlen);

/* ------------------------------------------------------------------ */
/* DPIO portals                                                        */
/* ------------------------------------------------------------------ */
/* -ENOSPC with a message when all portals of the DPL are in use. The
 * fslmc backend opens the calling thread's portal (the DPIO the bus
 * affines to it), once: a second open in the same thread is -ENOSPC. */
static inline int
dpaa2x_portal_open(struct dpaa2x_soc *soc, struct dpaa2x_portal **portal, char *err, size_t errlen)
{ return DPAA2X_CALL(soc, portal_open(soc, portal, err, errlen)); }
static inline void
dpaa2x_portal_close(struct dpaa2x_portal *portal)
{ if (portal != NULL) dpaa2x_ops(portal)->portal_close(portal); }
static inline int
dpaa2x_portal_index(const struct dpaa2x_portal *portal)
{ return DPAA2X_CALL(portal, portal_index(portal)); }

/*
 * The BMan and QMan commands the calling thread issued through the calls
 * below, by kind, on any backend: what a core writes into its portal on
 * silicon, each at its own cost (one RCR entry per release of up to 7
 * buffers, a management command and its response per acquire, one EQCR
 * entry per FD enqueued, one VDQCR command per pull). Counted: releases
 * and pulls accepted, acquires answered (also with no buffer), enqueue
 * calls that did not fail (enqueued_fds: the FDs accepted).
 */
struct dpaa2x_cmd_counts {
	uint64_t release_cmds, released_bufs;
	uint64_t acquire_cmds, acquired_bufs;
	uint64_t enqueue_cmds, enqueued_fds;
	uint64_t pull_cmds;
};
/* initial-exec: one load from the thread pointer, no __tls_get_addr call per
 * command in a shared library (56 bytes of static TLS, also when dlopen()ed) */
extern _Thread_local struct dpaa2x_cmd_counts dpaa2x_cmd_counts
	__attribute__((tls_model("initial-exec")));

/* ------------------------------------------------------------------ */
/* BMan commands (through a portal)                                    */
/* ------------------------------------------------------------------ */
/* Buffers are IOVAs (the buffer start hardware DMAs to), as on silicon. */
/* Release 1..7 buffers. 0 on success; -EINVAL (count, bpid), -ENOSPC
 * (pool at capacity: nothing released; the emulated pools only, BMan on
 * silicon has no capacity to refuse at), -EBUSY (fslmc: the portal's
 * release ring stayed full). */
static inline int
dpaa2x_bman_release(struct dpaa2x_portal *p, uint16_t bpid, const uint64_t *bufs, unsigned int n)
{
	int ret = dpaa2x_ops(p)->bman_release(p, bpid, bufs, n);

	if (ret == 0) {
		dpaa2x_cmd_counts.release_cmds++;
		dpaa2x_cmd_counts.released_bufs += n;
	}
	return ret;
}
/* Acquire up to 1..7 buffers. Returns the number acquired (0 when the pool
 * is empty) or -EINVAL. */
static inline int
dpaa2x_bman_acquire(struct dpaa2x_portal *p, uint16_t bpid, uint64_t *bufs, unsigned int n)
{
	int ret = dpaa2x_ops(p)->bman_acquire(p, bpid, bufs, n);

	if (ret >= 0) {		/* an empty pool's answer is a round trip too */
		dpaa2x_cmd_counts.acquire_cmds++;
		dpaa2x_cmd_counts.acquired_bufs += (unsigned int)ret;
	}
	return ret;
}

/*
 * Cycles (rte_rdtsc() units) the calling thread spent so far executing
 * BMan and QMan commands (release, acquire, enqueue) whose work silicon's
 * QBMan does after the portal write: the emulated backend does it in the
 * caller's thread. A measurement of the driver's own work leaves them out
 * as it leaves out waits for pull results. 0 on a backend where hardware
 * does that work.
 */
uint64_t dpaa2x_portal_cmd_cycles(void);

/* ------------------------------------------------------------------ */
/* QMan commands (through a portal)                                    */
/* ------------------------------------------------------------------ */
/*
 * Volatile dequeue of up to n (1..16) frames of FQ fqid into storage
 * (n 64-byte entries, caller-owned, tokens clear). Completes
 * asynchronously: each entry's tok becomes non-zero last (DPAA2X_DQ_TOKEN
 * on the emulated portals, the portal's index + 1 on QBMan's); the final
 * entry written carries DPAA2X_DQ_STAT_EXPIRED; an empty FQ gives one entry
 * without VALIDFRAME. -EINVAL for bad arguments. One pull per portal at a
 * time: the emulated backend answers -EBUSY while the previous one has not
 * completed; on the fslmc backend the caller must have seen it complete
 * (its last entry written), as DPDK's drivers do, before the next.
 */
static inline int
dpaa2x_pull(struct dpaa2x_portal *p, uint32_t fqid, struct dpaa2x_dq *storage, unsigned int n)
{
	int ret = dpaa2x_ops(p)->pull(p, fqid, storage, n);

	dpaa2x_cmd_counts.pull_cmds += ret == 0;
	return ret;
}
/*
 * Enqueue FDs to any FQ (Tx queues normally). Returns the number accepted
 * (a prefix of fds); the rest were refused because the FQ reached its
 * tail-drop threshold (counted as rejects) and stay the caller's.
 */
static inline int
dpaa2x_enqueue(struct dpaa2x_portal *p, uint32_t fqid, const struct dpaa2x_fd *fds, unsigned int n)
{
	int ret = dpaa2x_ops(p)->enqueue(p, fqid, fds, n);

	if (ret >= 0) {
		dpaa2x_cmd_counts.enqueue_cmds++;
		dpaa2x_cmd_counts.enqueued_fds += (unsigned int)ret;
	}
	return ret;
}

/* ------------------------------------------------------------------ */
/* DPBP objects (BMan pools software can claim)                        */
/* ------------------------------------------------------------------ */
struct dpaa2x_bpool_stats {
	uint32_t capacity;	/* buffers the pool can hold */
	uint32_t free;		/* buffers in the pool now */
	uint32_t depletion_entry, depletion_exit;
	bool depleted;
	bool lifo;
	uint64_t depletion_events;	/* entries into depletion */
	uint64_t acquire_cmds, release_cmds;
	uint64_t acquire_empty;		/* acquires that found it empty (WRIOP:
					 * one per buffer it lacked) */
	uint64_t hw_acquired;		/* taken by WRIOP Rx */
	uint64_t hw_released;		/* given back by WRIOP Tx */
};

/* Claim a free dpbp: -ENOSPC when all are taken. */
static inline int
dpaa2x_dpbp_claim(struct dpaa2x_soc *soc, uint16_t *bpid, char *err, size_t errlen)
{ return DPAA2X_CALL(soc, dpbp_claim(soc, bpid, err, errlen)); }
/* Give it back; -EBUSY while it still holds buffers. */
static inline int
dpaa2x_dpbp_unclaim(struct dpaa2x_soc *soc, uint16_t bpid)
{ return DPAA2X_CALL(soc, dpbp_unclaim(soc, bpid)); }
static inline int
dpaa2x_dpbp_set_depletion(struct dpaa2x_soc *soc, uint16_t bpid, uint32_t entry, uint32_t exit)
{ return DPAA2X_CALL(soc, dpbp_set_depletion(soc, bpid, entry, exit)); }
static inline int
dpaa2x_dpbp_get_stats(const struct dpaa2x_soc *soc, uint16_t bpid, struct dpaa2x_bpool_stats *st)
{ return DPAA2X_CALL(soc, dpbp_get_stats(soc, bpid, st)); }

/* ------------------------------------------------------------------ */
/* Pool state change notifications (BPSCN, dpbp_set_notifications)      */
/* ------------------------------------------------------------------ */
/*
 * BMan checks a pool's free count after every command that changes it,
 * against the thresholds of the dpbp's notification configuration:
 *  - depleted when free < depletion_entry; no longer depleted when
 *    free >= depletion_exit (exit >= entry: the hysteresis). Entry 0: off.
 *  - surplus when free > surplus_entry; no longer when free <= surplus_exit
 *    (exit <= entry). Entry 0: off.
 * These are the pool's depletion thresholds (dpaa2x_dpbp_set_depletion()
 * sets the same two without a message).
 *
 * Each command that changes the depleted or the surplus state makes BMan
 * write one 64-byte state change notification (QBMan's result format,
 * verb BPSCN) to the message address; setting the notifications writes
 * one with the pool's state at once, so the line is valid from then on.
 * A reader polls it with one load: dpaa2x_bpscn_load() of hdr. BMan
 * writes rid and ctx first and hdr last, with a release store; the
 * acquire load pairs with it, so the rid and ctx read after it belong to
 * the same message (or a later one).
 */
struct dpaa2x_bpscn {
	uint32_t hdr;		/* [6:0] verb, [15:8] stat, [23:16] state */
	uint32_t rid;		/* [13:0] BPID */
	uint64_t ctx;		/* message_ctx of the configuration */
	uint64_t rsvd[6];	/* written as 0 */
};

#define DPAA2X_BPSCN_VERB	0x29u	/* QBMan result verb: BPSCN */
#define DPAA2X_BPSCN_VERB_MASK	0x7fu	/* bit 7 is not part of the verb */
#define DPAA2X_BPSCN_STATE_SHIFT 16
#define DPAA2X_BPSCN_EMPTY	0x1u	/* state: no free buffer */
#define DPAA2X_BPSCN_DEPLETED	0x2u	/* state: depleted */
#define DPAA2X_BPSCN_SURPLUS	0x4u	/* state: surplus */

/* The one load of a poll (acquire: pairs with BMan's release of hdr). */
static inline uint32_t
dpaa2x_bpscn_load(const struct dpaa2x_bpscn *m)
{
	return __atomic_load_n(&m->hdr, __ATOMIC_ACQUIRE);
}

/* What a loaded hdr says (qbman_result_is_BPSCN, _bpscn_is_depleted, ...). */
static inline bool dpaa2x_bpscn_is_bpscn(uint32_t hdr)
{ return (hdr & DPAA2X_BPSCN_VERB_MASK) == DPAA2X_BPSCN_VERB; }
static inline uint8_t dpaa2x_bpscn_state(uint32_t hdr)
{ return (uint8_t)(hdr >> DPAA2X_BPSCN_STATE_SHIFT); }
static inline bool dpaa2x_bpscn_is_depleted(uint32_t hdr)
{ return (dpaa2x_bpscn_state(hdr) & DPAA2X_BPSCN_DEPLETED) != 0; }
static inline bool dpaa2x_bpscn_is_surplus(uint32_t hdr)
{ return (dpaa2x_bpscn_state(hdr) & DPAA2X_BPSCN_SURPLUS) != 0; }
static inline bool dpaa2x_bpscn_has_free_bufs(uint32_t hdr)
{ return (dpaa2x_bpscn_state(hdr) & DPAA2X_BPSCN_EMPTY) == 0; }
/* The other words, after dpaa2x_bpscn_load(). */
static inline uint16_t dpaa2x_bpscn_bpid(const struct dpaa2x_bpscn *m)
{ return __atomic_load_n(&m->rid, __ATOMIC_RELAXED) & DPAA2X_BPID_MASK; }
static inline uint64_t dpaa2x_bpscn_ctx(const struct dpaa2x_bpscn *m)
{ return __atomic_load_n(&m->ctx, __ATOMIC_RELAXED); }

/* BMan writes the message into the cache (a coherent write), not only to
 * memory: the next load of it hits a cache instead of DRAM. */
#define DPAA2X_DPBP_NOTIF_OPT_COHERENT_WRITE	0x1u

struct dpaa2x_dpbp_notif_cfg {
	uint32_t depletion_entry, depletion_exit;
	uint32_t surplus_entry, surplus_exit;
	uint32_t options;		/* DPAA2X_DPBP_NOTIF_OPT_* */
	uint64_t message_ctx;		/* comes back in every message's ctx */
	struct dpaa2x_bpscn *message;	/* DPDK memory, 16-byte aligned (64:
					 * one cache line); required when an
					 * entry threshold is not 0 */
};

struct dpaa2x_bpscn_stats {
	uint64_t messages;		/* BPSCNs written, the first one too */
	uint64_t depletion_entries, depletion_exits;
	uint64_t surplus_entries, surplus_exits;
};

/*
 * Set the thresholds and the message address of a claimed dpbp and write
 * the first message. Both entries 0 turns the messages off: once the call
 * returns BMan writes no more, and the message may be freed. Claiming or
 * giving back a dpbp turns them off too. -EINVAL for a bad threshold pair
 * (exit on the wrong side of entry, beyond the capacity), an unknown
 * option, a missing or misaligned message; -EFAULT when the message is
 * not DPDK memory (hardware can only write there).
 */
static inline int
dpaa2x_dpbp_set_notifications(struct dpaa2x_soc *soc, uint16_t bpid,
			      const struct dpaa2x_dpbp_notif_cfg *cfg)
{ return DPAA2X_CALL(soc, dpbp_set_notifications(soc, bpid, cfg)); }
/* The configuration as set; st (may be NULL): what it produced since the
 * dpbp was claimed (entries and exits counted with messages off too). */
static inline int
dpaa2x_dpbp_get_notifications(const struct dpaa2x_soc *soc, uint16_t bpid,
			      struct dpaa2x_dpbp_notif_cfg *cfg, struct dpaa2x_bpscn_stats *st)
{ return DPAA2X_CALL(soc, dpbp_get_notifications(soc, bpid, cfg, st)); }

/* ------------------------------------------------------------------ */
/* DPNI objects                                                        */
/* ------------------------------------------------------------------ */
struct dpaa2x_dpni_attr {
	uint16_t id;
	uint16_t num_rx_queues, num_tx_queues;
	uint32_t rx_fqid[DPAA2X_MAX_QUEUES];
	uint32_t tx_fqid[DPAA2X_MAX_QUEUES];
	uint32_t txconf_fqid[DPAA2X_MAX_QUEUES];
	uint32_t rx_fq_depth;		/* tail-drop threshold, frames */
	uint32_t tx_fq_depth;
	uint32_t max_frame_len;		/* current */
	uint16_t mac_filter_entries;
	uint8_t mac[6];			/* primary MAC from the DPL */
	uint16_t dpmac_id;		/* 0xffff: connected to a dpni */
	uint32_t link_speed_mbps;
	int numa_node;
};

struct dpaa2x_buf_layout {
	uint16_t priv_size;	/* pass-through area before the annotation */
	uint16_t data_offset;	/* frame start from buffer start; must leave
				 * room for priv_size + DPAA2X_ANNOT_SIZE */
	uint32_t options;	/* DPAA2X_BUF_LAYOUT_OPT_* (0 after dpni open) */
};

/* A frame longer than the largest buffer is discarded (ing_too_long), not
 * received in a scatter-gather FD (DPAA2's DPNI_BUF_LAYOUT_OPT_NO_SG). */
#define DPAA2X_BUF_LAYOUT_OPT_NO_SG	0x100u

/*
 * Rx stashing: the FLC stash control of DPAA2's dpni_set_queue. WRIOP
 * writes the first annot_lines 64-byte lines of the annotation and the
 * first data_lines lines of the frame into the cache shared by the
 * polling core's cluster; everything else it writes to memory, where no
 * core holds it. 0/0 (the hardware's reset state) stashes nothing. DPDK's
 * dpaa2 driver sets 1/1 on LS2088A.
 */
#define DPAA2X_STASH_MAX_LINES	3	/* 2-bit fields */
struct dpaa2x_rx_stash {
	uint8_t annot_lines;
	uint8_t data_lines;
};

struct dpaa2x_dpni_stats {
	uint64_t ing_frames, ing_bytes;
	uint64_t ing_mcast_frames, ing_mcast_bytes;
	uint64_t ing_bcast_frames, ing_bcast_bytes;
	uint64_t ing_filtered;		/* MAC filter */
	uint64_t ing_discards;		/* runt, oversize, too long, disabled,
					 * DMA fault (each counted below too) */
	uint64_t ing_runt, ing_oversize;
	uint64_t ing_nobuf_discards;	/* pool empty */
	uint64_t ing_tail_drops;	/* Rx FQ full */
	uint64_t egr_frames, egr_bytes;
	uint64_t egr_discards;		/* bad Tx FD */
	uint64_t egr_confirmed;		/* FDs returned on Tx confirmation */
	/* the other causes of ing_discards (with ing_runt and ing_oversize,
	 * they add up to it), and the frames of ing_frames in SG FDs */
	uint64_t ing_too_long;		/* longer than the largest buffer holds,
					 * scatter-gather off (NO_SG) or more
					 * than DPAA2X_SG_MAX_ENTRIES buffers */
	uint64_t ing_disabled;		/* arrived while the dpni was disabled */
	uint64_t ing_dma_faults;	/* the IOMMU refused a buffer */
	uint64_t ing_sg_frames;		/* received in scatter-gather FDs */
};

struct dpaa2x_fq_stats {
	uint64_t enq_frames, enq_bytes, deq_frames, rejects;
	uint32_t depth_frames, depth_bytes, threshold;
};

/* Distribution hash fields */
#define DPAA2X_DIST_IPSRC	(1u << 0)
#define DPAA2X_DIST_IPDST	(1u << 1)
#define DPAA2X_DIST_PROTO	(1u << 2)
#define DPAA2X_DIST_L4SRC	(1u << 3)
#define DPAA2X_DIST_L4DST	(1u << 4)
#define DPAA2X_DIST_DEFAULT	0x1fu

struct dpaa2x_link {
	uint32_t speed_mbps;
	bool up;
	bool full_duplex;
};

/* -ENODEV no such dpni, -EBUSY already open. */
static inline int
dpaa2x_dpni_open(struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_attr *attr)
{ return DPAA2X_CALL(soc, dpni_open(soc, id, attr)); }
static inline int
dpaa2x_dpni_close(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_CALL(soc, dpni_close(soc, id)); }
/* The attributes of a dpni, open or not (dpni_get_attributes). */
static inline int
dpaa2x_dpni_get_attr(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_attr *attr)
{ return DPAA2X_CALL(soc, dpni_get_attr(soc, id, attr)); }
static inline int
dpaa2x_dpni_set_buffer_layout(struct dpaa2x_soc *soc, uint16_t id,
			      const struct dpaa2x_buf_layout *bl)
{ return DPAA2X_CALL(soc, dpni_set_buffer_layout(soc, id, bl)); }
/* n pools (1..8): bpid[i] holds buffers of buf_size[i] bytes each, counted
 * from the buffer start (the address released to BMan). A frame fits a
 * pool when data_offset + len <= buf_size; one that fits none comes in a
 * scatter-gather FD over buffers of the largest (struct dpaa2x_sge). */
static inline int
dpaa2x_dpni_set_pools(struct dpaa2x_soc *soc, uint16_t id, const uint16_t *bpid,
		      const uint32_t *buf_size, unsigned int n)
{ return DPAA2X_CALL(soc, dpni_set_pools(soc, id, bpid, buf_size, n)); }
/* All Rx queues of the dpni; while it is disabled. -EINVAL beyond 3 lines. */
static inline int
dpaa2x_dpni_set_rx_stash(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_rx_stash *rs)
{ return DPAA2X_CALL(soc, dpni_set_rx_stash(soc, id, rs)); }
static inline int
dpaa2x_dpni_enable(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_CALL(soc, dpni_enable(soc, id)); }
static inline int
dpaa2x_dpni_disable(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_CALL(soc, dpni_disable(soc, id)); }
static inline int
dpaa2x_dpni_set_max_frame_length(struct dpaa2x_soc *soc, uint16_t id, uint32_t len)
{ return DPAA2X_CALL(soc, dpni_set_max_frame_length(soc, id, len)); }
static inline int
dpaa2x_dpni_set_primary_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6])
{ return DPAA2X_CALL(soc, dpni_set_primary_mac(soc, id, mac)); }
static inline int
dpaa2x_dpni_add_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6])
{ return DPAA2X_CALL(soc, dpni_add_mac(soc, id, mac)); }
static inline int
dpaa2x_dpni_remove_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6])
{ return DPAA2X_CALL(soc, dpni_remove_mac(soc, id, mac)); }
static inline int
dpaa2x_dpni_set_promisc(struct dpaa2x_soc *soc, uint16_t id, bool unicast, bool multicast)
{ return DPAA2X_CALL(soc, dpni_set_promisc(soc, id, unicast, multicast)); }
/* Spread flows over the first nqueues Rx FQs; key NULL = default key. */
static inline int
dpaa2x_dpni_set_rx_dist(struct dpaa2x_soc *soc, uint16_t id, uint32_t fields, uint16_t nqueues,
			const uint8_t *key)
{ return DPAA2X_CALL(soc, dpni_set_rx_dist(soc, id, fields, nqueues, key)); }
/* The distribution key WRIOP uses when set_rx_dist is given key NULL. */
void dpaa2x_dpni_default_rss_key(uint8_t key[DPAA2X_RSS_KEY_LEN]);
static inline int
dpaa2x_dpni_get_stats(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_stats *st)
{ return DPAA2X_CALL(soc, dpni_get_stats(soc, id, st)); }
static inline int
dpaa2x_dpni_reset_stats(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_CALL(soc, dpni_reset_stats(soc, id)); }
static inline int
dpaa2x_dpni_get_link(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_link *l)
{ return DPAA2X_CALL(soc, dpni_get_link(soc, id, l)); }
static inline int
dpaa2x_fq_get_stats(const struct dpaa2x_soc *soc, uint32_t fqid, struct dpaa2x_fq_stats *st)
{ return DPAA2X_CALL(soc, fq_get_stats(soc, fqid, st)); }

/* ------------------------------------------------------------------ */
/* DPNI interrupts: the link state change event                        */
/* ------------------------------------------------------------------ */
/*
 * IRQ 0 of a dpni (DPNI_IRQ_INDEX), as the MC's dpni_set_irq_enable,
 * dpni_set_irq_mask, dpni_get_irq_status and dpni_clear_irq_status: the
 * MC sets a status bit on an event (DPNI_IRQ_EVENT_LINK_CHANGED when the
 * dpni's link goes up or down: its MAC's link, or the dpni enabled or
 * disabled) and, while the IRQ is enabled and the bit unmasked, signals
 * the IRQ's MSI. VFIO turns that MSI into a write of 1 to an eventfd the
 * driver binds to the device's IRQ (VFIO_DEVICE_SET_IRQS):
 * dpaa2x_dpni_irq_bind() here (efd -1 unbinds). The status bits stay set
 * until cleared (write 1 to clear). Off after dpni open.
 * A backend without dpni interrupts answers -ENOTSUP.
 */
#define DPAA2X_DPNI_IRQ_LINK_CHANGED	0x1u
static inline int
dpaa2x_dpni_irq_bind(struct dpaa2x_soc *soc, uint16_t id, int efd)
{ return DPAA2X_CALL_OPT(soc, dpni_irq_bind, (soc, id, efd)); }
static inline int
dpaa2x_dpni_set_irq(struct dpaa2x_soc *soc, uint16_t id, bool enable, uint32_t mask)
{ return DPAA2X_CALL_OPT(soc, dpni_set_irq, (soc, id, enable, mask)); }
static inline int
dpaa2x_dpni_get_irq_status(const struct dpaa2x_soc *soc, uint16_t id, uint32_t *status)
{ return DPAA2X_CALL_OPT(soc, dpni_get_irq_status, (soc, id, status)); }
static inline int
dpaa2x_dpni_clear_irq_status(struct dpaa2x_soc *soc, uint16_t id, uint32_t status)
{ return DPAA2X_CALL_OPT(soc, dpni_clear_irq_status, (soc, id, status)); }

/* ------------------------------------------------------------------ */
/* DPNI VLAN filter                                                    */
/* ------------------------------------------------------------------ */
/*
 * As the MC's dpni_add_vlan_id, dpni_remove_vlan_id and
 * dpni_enable_vlan_filter: with the filter on, WRIOP Rx takes a tagged
 * frame only if the VID of its outer tag is in the dpni's VLAN table
 * (DPAA2X_MAX_VLAN_FILTERS entries), else it is filtered (ing_filtered);
 * untagged frames pass. -EINVAL a VID above 4095, -ENOSPC the table full,
 * -ENOENT removing a VID not there. Filter off and table empty after dpni
 * open. A backend without a VLAN table answers -ENOTSUP.
 */
#define DPAA2X_MAX_VLAN_FILTERS	16
static inline int
dpaa2x_dpni_add_vlan_id(struct dpaa2x_soc *soc, uint16_t id, uint16_t vid)
{ return DPAA2X_CALL_OPT(soc, dpni_add_vlan_id, (soc, id, vid)); }
static inline int
dpaa2x_dpni_remove_vlan_id(struct dpaa2x_soc *soc, uint16_t id, uint16_t vid)
{ return DPAA2X_CALL_OPT(soc, dpni_remove_vlan_id, (soc, id, vid)); }
static inline int
dpaa2x_dpni_enable_vlan_filter(struct dpaa2x_soc *soc, uint16_t id, bool on)
{ return DPAA2X_CALL_OPT(soc, dpni_enable_vlan_filter, (soc, id, on)); }

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
 * discards count as ing_filtered. Errors: -EINVAL a bad argument (a tc,
 * flow or index out of range, a key longer than the profile allows, an
 * entry before set_fs_dist), -ENOTSUP a field the model cannot extract or
 * QoS on a dpni of one TC (the MC's rule: QoS needs max_tcs > 1),
 * -EEXIST the same key and mask twice, -ENOSPC the table full, -ENOENT
 * removing a rule not there. Tables empty and FS off after dpni open.
 */
#define DPAA2X_CLS_KEY_MAX	56	/* bytes: DPNI_MAX_KEY_SIZE */
#define DPAA2X_CLS_EXTRACTS	20	/* DPKG_MAX_NUM_OF_EXTRACTS */
#define DPAA2X_CLS_FS_ENTRIES	64	/* per TC (the attributes' fs_entries) */
#define DPAA2X_CLS_MISS_DROP	0xffff	/* DPNI_FS_MISS_DROP */
#define DPAA2X_CLS_FS_DISCARD	0x1u	/* DPNI_FS_OPT_DISCARD */
/* protocols (the MC's enum net_prot) and their fields (NH_FLD_*) */
enum { DPAA2X_CLS_PROT_ETH = 2, DPAA2X_CLS_PROT_VLAN = 3, DPAA2X_CLS_PROT_IPV4 = 4,
       DPAA2X_CLS_PROT_IPV6 = 5, DPAA2X_CLS_PROT_IP = 6, DPAA2X_CLS_PROT_TCP = 7,
       DPAA2X_CLS_PROT_UDP = 8, DPAA2X_CLS_PROT_ICMP = 32 };
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
#define DPAA2X_CLS_F_PORT_SRC	0x01u	/* 2: TCP, UDP */
#define DPAA2X_CLS_F_PORT_DST	0x02u	/* 2 */
#define DPAA2X_CLS_F_ICMP_TYPE	0x01u	/* 1 */
#define DPAA2X_CLS_F_ICMP_CODE	0x02u	/* 1 */

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
		return field == DPAA2X_CLS_F_PORT_SRC || field == DPAA2X_CLS_F_PORT_DST ? 2 : 0;
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

/* ------------------------------------------------------------------ */
/* DPMAC counters (the MC's dpmac_get_counter)                         */
/* ------------------------------------------------------------------ */
/* -ENODEV no such dpmac (attr.dpmac_id 0xffff: none), -EINVAL bad id;
 * enum dpaa2x_dpmac_counter is with the backends' table, above. The fslmc
 * backend knows no dpmac (dpmac_id 0xffff): DPDK has no dpmac commands. */
static inline int
dpaa2x_dpmac_get_counter(const struct dpaa2x_soc *soc, uint16_t dpmac_id,
			 enum dpaa2x_dpmac_counter id, uint64_t *value)
{ return DPAA2X_CALL(soc, dpmac_get_counter(soc, dpmac_id, id, value)); }

/* ------------------------------------------------------------------ */
/* Link flow control: IEEE 802.3x PAUSE of the dpmac                    */
/* ------------------------------------------------------------------ */
/*
 * The pause options of DPAA2's dpni link configuration (dpni_set_link_cfg):
 *   PAUSE                honour PAUSE received and send PAUSE (full)
 *   PAUSE | ASYM_PAUSE   honour PAUSE received only (Rx pause)
 *   ASYM_PAUSE           send PAUSE only (Tx pause)
 * Send: while an Rx FQ of the dpni holds xoff_frames or more, the MAC sends
 * PAUSE frames of pause_quanta (512 bit times each; refreshed before they
 * run out) and the link partner holds its frames; once every Rx FQ is down
 * to xon_frames it sends XON (quanta 0) if send_xon, else the quanta run
 * out. Honour: a PAUSE frame received holds the dpni's Tx for its quanta.
 * MAC control frames (type 0x8808) end at the MAC either way. Off after
 * dpni open.
 */
#define DPAA2X_LINK_OPT_PAUSE		(1u << 0)
#define DPAA2X_LINK_OPT_ASYM_PAUSE	(1u << 1)

struct dpaa2x_pause_cfg {
	uint32_t options;	/* DPAA2X_LINK_OPT_* */
	uint32_t xoff_frames;	/* 0: 3/4 of rx_fq_depth; at most rx_fq_depth */
	uint32_t xon_frames;	/* 0: 1/2 of rx_fq_depth; below xoff_frames */
	uint16_t pause_quanta;	/* 0: 0xffff */
	bool send_xon;
};

struct dpaa2x_pause_stats {	/* the MAC's counters, since dpni open */
	uint64_t tx_pause, tx_xon;	/* PAUSE frames sent: quanta > 0, 0 */
	uint64_t rx_pause;		/* PAUSE frames received */
	uint64_t rx_ctrl_other;		/* other MAC control frames (dropped) */
	bool asserted;			/* our PAUSE is in force (XOFF) */
	bool partner_held;		/* the tester holds its frames now */
	bool tx_held;			/* our Tx waits out a PAUSE received */
};

/* -EINVAL: unknown options, xoff > rx_fq_depth or xon >= xoff (after the
 * defaults are filled in); -EPERM: dpni not open. */
static inline int
dpaa2x_dpni_set_pause(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_pause_cfg *cfg)
{ return DPAA2X_CALL(soc, dpni_set_pause(soc, id, cfg)); }
/* The configuration in force (defaults filled in) and/or the counters. */
static inline int
dpaa2x_dpni_get_pause(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_pause_cfg *cfg,
		      struct dpaa2x_pause_stats *st)
{ return DPAA2X_CALL(soc, dpni_get_pause(soc, id, cfg, st)); }

/* ------------------------------------------------------------------ */
/* Wire (emulation only): tester behind a dpmac                         */
/* ------------------------------------------------------------------ */
#define DPAA2X_GEN_MAX_SIZES	16

struct dpaa2x_gen_params {
	uint16_t sizes[DPAA2X_GEN_MAX_SIZES];	/* wire frame sizes with FCS, cycled */
	uint16_t n_sizes;
	uint32_t flows;			/* distinct 5-tuples, >= 1 */
	uint64_t rate_pps;		/* 0 = link line rate */
	uint64_t count;			/* frames to send, 0 = no limit */
	uint8_t src_mac[6], dst_mac[6];
	uint32_t src_ip, dst_ip;	/* host order bases */
	uint32_t src_ip_count, dst_ip_count;	/* >= 1 */
	uint16_t sport, dport;		/* UDP port bases */
	uint8_t ttl;
	uint16_t burst;			/* frames per engine pass, step mode too */
	bool vlan;			/* an 802.1Q tag of vlan_tci after the MACs */
	uint16_t vlan_tci;		/* PCP, DEI and VID, host order */
};

struct dpaa2x_wire_stats {
	uint64_t gen_frames, gen_bytes;		/* offered to the dpni */
	uint64_t gen_seen;			/* this generator's frames seen at any
						 * sink of the SoC (their stamp's id) */
	uint64_t gen_never_seen;		/* it built them, no sink saw them (yet) */
	uint64_t sink_frames, sink_bytes;	/* transmitted by the dpni */
	uint64_t sink_lost;			/* sequence gaps, per generator and flow */
	uint64_t sink_reordered;
	uint64_t sink_corrupted;		/* bad payload or IPv4 csum */
	uint64_t sink_foreign;			/* not a generator frame */
	uint64_t partner_pause, partner_xon;	/* PAUSE frames the tester got from
						 * the dpmac: quanta > 0, 0 (XON) */
	uint64_t lat_min_ns, lat_avg_ns, lat_max_ns;
	/* tap and pcap wires: frames < 60 bytes the partner's MAC padded to
	 * 60; transmitted frames the partner did not take (a failed tap
	 * write(): the MAC sent them, they are not egress discards) */
	uint64_t rx_padded, tx_refused;
	/* the kernel's own counters of the tap interface (tap_stats: read) */
	uint64_t tap_rx_packets, tap_rx_dropped, tap_tx_packets, tap_tx_dropped;
	bool tap_stats;
	uint8_t sink_ttl_min, sink_ttl_max;
	bool gen_running;
};

/* Check generator params against a max frame length (wire size, with
 * FCS): 0, or -EINVAL with a message naming the field (gen_size, gen_flows,
 * ...) and its range. */
int dpaa2x_wire_gen_check(const struct dpaa2x_gen_params *gp, uint32_t max_frame,
			  char *err, size_t errlen);
/* Configure the generator behind dpni id (stopped). */
static inline int
dpaa2x_wire_gen_config(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_gen_params *gp)
{ return DPAA2X_CALL(soc, wire_gen_config(soc, id, gp)); }
/* -ENOTSUP: the dpmac's wire is not the generator (pcap, tap, loopback, dpni). */
static inline int
dpaa2x_wire_gen_start(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_CALL(soc, wire_gen_start(soc, id)); }
static inline int
dpaa2x_wire_gen_stop(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_CALL(soc, wire_gen_stop(soc, id)); }
static inline int
dpaa2x_wire_get_stats(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_wire_stats *st)
{ return DPAA2X_CALL(soc, wire_get_stats(soc, id, st)); }
static inline int
dpaa2x_wire_reset_stats(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_CALL(soc, wire_reset_stats(soc, id)); }
/* Latency min/avg/max start over with the next transmitted frame (the
 * counters and the sink's sequence state stay); safe while traffic flows. */
static inline int
dpaa2x_wire_reset_latency(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_CALL(soc, wire_reset_latency(soc, id)); }
/* A frame arrives on the wire of dpni id (copied and queued, up to 256
 * waiting; -ENOSPC beyond): the engine receives it on its next pass. */
static inline int
dpaa2x_wire_inject(struct dpaa2x_soc *soc, uint16_t id, const void *frame, uint32_t len)
{ return DPAA2X_CALL(soc, wire_inject(soc, id, frame, len)); }
/* The link of dpni id's dpmac goes up or down, as a cable plugged in or
 * pulled: while down the wire brings nothing (the dpni's link event is
 * raised). -ENOTSUP: no board behind the backend, or a dpni-dpni link. */
static inline int
dpaa2x_wire_set_link(struct dpaa2x_soc *soc, uint16_t id, bool up)
{ return DPAA2X_CALL_OPT(soc, wire_set_link, (soc, id, up)); }
/* Keep copies of the next n (<= 64) frames the dpni transmits. */
static inline int
dpaa2x_wire_capture_start(struct dpaa2x_soc *soc, uint16_t id, unsigned int n)
{ return DPAA2X_CALL(soc, wire_capture_start(soc, id, n)); }
/* Copy captured frame idx into buf; returns its length, or -ENOENT. */
static inline int
dpaa2x_wire_capture_read(const struct dpaa2x_soc *soc, uint16_t id, unsigned int idx, void *buf,
			 uint32_t buflen)
{ return DPAA2X_CALL(soc, wire_capture_read(soc, id, idx, buf, buflen)); }

#ifdef __cplusplus
}
#endif

#endif /* DPAA2X_PORTAL_H */
