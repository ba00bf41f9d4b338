/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_hw_fmt.h - the portal contract: the SoC's limits and DPAA2's
 * descriptor formats (the frame descriptor, the dequeue result entry, the
 * scatter-gather entry), as both backends read and write them.
 */

#ifndef DPAA2X_HW_FMT_H
#define DPAA2X_HW_FMT_H

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

/* FD frc on Rx: which parts of the annotation WRIOP wrote; on Tx, which
 * parts software wrote for WRIOP (FAEADV: the egress action descriptor,
 * dpaa2x_hw_annot.h's Tx timestamp) */
#define DPAA2X_FD_FRC_FASV	0x8000u	/* frame annotation status (FAS) */
#define DPAA2X_FD_FRC_FAEADV	0x4000u	/* egress action descriptor (FAEAD) */
#define DPAA2X_FD_FRC_FAPRV	0x2000u	/* parse results (FAF, offsets) */

/* FD ctrl [19:16] ASAL: the annotation's length at the buffer's start, in
 * 64-byte units (a Tx FD's, for the FAEAD past the first line) */
#define DPAA2X_FD_CTRL_ASAL_SHIFT 16
#define DPAA2X_FD_CTRL_ASAL_MASK 0xfu
#define DPAA2X_FD_CTRL_ASAL_128	(2u << DPAA2X_FD_CTRL_ASAL_SHIFT)

/* FD flc on Rx: the distribution hash in its upper word */
#define DPAA2X_FD_FLC_HASH_SHIFT 32

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

#ifdef __cplusplus
}
#endif

#endif /* DPAA2X_HW_FMT_H */
