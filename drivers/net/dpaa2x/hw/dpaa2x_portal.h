/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_portal.h - the portal contract.
 *
 * This is the only header the PMD includes from the datapath. It stands
 * where, on LS2088A silicon, the fslmc bus (Management Complex commands)
 * and the QBMan software portals stand. The emulated SoC in this folder
 * implements it; a backend for real DPIO portals can replace the model
 * behind the same declarations.
 *
 * Three groups of calls:
 *  - MC commands (dpaa2x_soc_*, dpaa2x_dpni_*, dpaa2x_dpbp_*): slow path,
 *    object set-up, statistics. Return 0 or a negative errno.
 *  - Portal commands (dpaa2x_portal_*, dpaa2x_bman_*, dpaa2x_pull,
 *    dpaa2x_enqueue): fast path, each portal used by one thread at a time.
 *  - Wire control (dpaa2x_wire_*): emulation only (a tester attached to a
 *    dpmac). A real backend answers -ENOTSUP.
 */

#ifndef DPAA2X_PORTAL_H
#define DPAA2X_PORTAL_H

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

/* ------------------------------------------------------------------ */
/* Frame descriptor: 32 bytes, laid out as DPAA2's simple FD            */
/* ------------------------------------------------------------------ */
struct dpaa2x_fd {
	uint64_t addr;		/* buffer start (as released to BMan) */
	uint32_t len;		/* frame length in bytes */
	uint32_t bpid_offset;	/* [13:0] BPID, [14] IVP, [27:16] offset,
				 * [29:28] format */
	uint32_t frc;		/* frame context: parse summary (Rx) */
	uint32_t ctrl;		/* control bits: errors, confirmation */
	uint64_t flc;		/* flow context: [31:0] distribution hash */
};

#define DPAA2X_FD_IVP		(1u << 14)	/* invalid pool: no BPID */
#define DPAA2X_FD_OFFSET_SHIFT	16
#define DPAA2X_FD_OFFSET_MASK	0xfffu
#define DPAA2X_FD_FMT_SHIFT	28
#define DPAA2X_FD_FMT_MASK	0x3u
#define DPAA2X_FD_FMT_SINGLE	0u	/* single buffer */
#define DPAA2X_FD_FMT_FRAME_LIST 1u	/* not supported by the model */
#define DPAA2X_FD_FMT_SG	2u	/* scatter-gather table */

/* FD ctrl bits */
#define DPAA2X_FD_CTRL_CFM	(1u << 31)	/* Tx: ask for confirmation */
#define DPAA2X_FD_CTRL_ERR_L3CE	(1u << 0)	/* Rx: IPv4 header csum bad */
#define DPAA2X_FD_CTRL_ERR_L4CE	(1u << 1)	/* Rx: TCP/UDP csum bad */
#define DPAA2X_FD_CTRL_ERR_PARSE (1u << 2)	/* Rx: header truncated/bad */
#define DPAA2X_FD_CTRL_TX_DISCARD (1u << 8)	/* Tx conf: frame not sent */

/* FD frc parse summary (Rx), also in the annotation's prs_flags */
#define DPAA2X_PRS_ETH		(1u << 0)
#define DPAA2X_PRS_VLAN		(1u << 1)	/* one or more 802.1Q tags */
#define DPAA2X_PRS_QINQ		(1u << 2)	/* two or more tags */
#define DPAA2X_PRS_IPV4		(1u << 3)
#define DPAA2X_PRS_IPV6		(1u << 4)
#define DPAA2X_PRS_IP_OPT	(1u << 5)	/* IPv4 options / IPv6 ext */
#define DPAA2X_PRS_IP_FRAG	(1u << 6)
#define DPAA2X_PRS_TCP		(1u << 7)
#define DPAA2X_PRS_UDP		(1u << 8)
#define DPAA2X_PRS_ICMP		(1u << 9)
#define DPAA2X_PRS_L3_UNKNOWN	(1u << 10)	/* non-IP ethertype */
#define DPAA2X_PRS_L4_UNKNOWN	(1u << 11)	/* IP, other protocol */
#define DPAA2X_PRS_L3CSUM_CHECKED (1u << 12)
#define DPAA2X_PRS_L3CSUM_BAD	(1u << 13)
#define DPAA2X_PRS_L4CSUM_CHECKED (1u << 14)
#define DPAA2X_PRS_L4CSUM_BAD	(1u << 15)
#define DPAA2X_PRS_TRUNCATED	(1u << 16)	/* header runs past frame */
#define DPAA2X_PRS_BCAST	(1u << 17)
#define DPAA2X_PRS_MCAST	(1u << 18)
#define DPAA2X_PRS_HASH_VALID	(1u << 19)	/* flc[31:0] holds a hash */

/*
 * Hardware annotation: the first DPAA2X_ANNOT_SIZE bytes after the
 * buffer's private area, written by WRIOP Rx before the FD is enqueued.
 */
struct dpaa2x_annot {
	uint64_t ts;		/* ingress timestamp, rte_rdtsc() units */
	uint32_t prs_flags;	/* DPAA2X_PRS_* */
	uint32_t hash;		/* distribution hash */
	uint16_t l2_len;	/* Ethernet + VLAN tags */
	uint16_t l3_off;	/* from frame start; 0 = none */
	uint16_t l4_off;	/* from frame start; 0 = none */
	uint16_t l5_off;	/* payload; 0 = none */
	uint16_t ethertype;	/* innermost, host order */
	uint16_t vlan_tci;	/* outer tag, host order */
	uint8_t vlan_count;
	uint8_t l4_proto;	/* IP protocol number */
	uint8_t rsvd[30];
};

/* ------------------------------------------------------------------ */
/* Dequeue result entry: 64 bytes, one per frame, in caller storage     */
/* ------------------------------------------------------------------ */
struct dpaa2x_dq {
	uint8_t verb;		/* token: written last, nonzero = valid */
	uint8_t stat;		/* DPAA2X_DQ_STAT_* */
	uint16_t seqnum;
	uint32_t fqid;
	uint32_t fq_frm_cnt;	/* frames left in the FQ */
	uint32_t fq_byte_cnt;	/* bytes left in the FQ */
	uint64_t rsvd[2];
	struct dpaa2x_fd fd;
};

#define DPAA2X_DQ_TOKEN		0x5a
#define DPAA2X_DQ_STAT_FQEMPTY	0x80	/* FQ empty after this entry */
#define DPAA2X_DQ_STAT_VALIDFRAME 0x10	/* fd holds a frame */
#define DPAA2X_DQ_STAT_VOLATILE	0x02	/* result of a volatile dequeue */
#define DPAA2X_DQ_STAT_EXPIRED	0x01	/* last entry: pull complete */

/* Has hardware written this entry? Clears the token (qbman_check_new_result). */
static inline bool
dpaa2x_dq_new_result(struct dpaa2x_dq *dq)
{
	if (__atomic_load_n(&dq->verb, __ATOMIC_ACQUIRE) == 0)
		return false;
	dq->verb = 0;
	return true;
}

/* Peek without consuming: is the entry written? */
static inline bool
dpaa2x_dq_written(const struct dpaa2x_dq *dq)
{
	return __atomic_load_n(&dq->verb, __ATOMIC_ACQUIRE) != 0;
}

static inline uint16_t dpaa2x_fd_bpid(const struct dpaa2x_fd *fd)
{ return fd->bpid_offset & DPAA2X_BPID_MASK; }
static inline uint16_t dpaa2x_fd_offset(const struct dpaa2x_fd *fd)
{ return (fd->bpid_offset >> DPAA2X_FD_OFFSET_SHIFT) & DPAA2X_FD_OFFSET_MASK; }
static inline uint32_t dpaa2x_fd_format(const struct dpaa2x_fd *fd)
{ return (fd->bpid_offset >> DPAA2X_FD_FMT_SHIFT) & DPAA2X_FD_FMT_MASK; }
static inline bool dpaa2x_fd_ivp(const struct dpaa2x_fd *fd)
{ return (fd->bpid_offset & DPAA2X_FD_IVP) != 0; }

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
/* SoC: created from a DPL (device tree blob), one per process          */
/* ------------------------------------------------------------------ */
#define DPAA2X_HW_CPU_STEP	(-1)	/* no engine thread: dpaa2x_soc_step() */

struct dpaa2x_soc_params {
	const void *dtb;	/* DPL blob; NULL = embedded default DPL */
	size_t dtb_len;
	const char *dtb_name;	/* file name for error texts, may be NULL */
	int hw_cpu;		/* CPU for the engine or DPAA2X_HW_CPU_STEP */
	const char *name;	/* memzone prefix, unique per process group */
};

struct dpaa2x_soc_info {
	char mc_version[DPAA2X_NAME_LEN];	/* "emulated MC 10.37" */
	uint16_t num_dpni, num_dpbp, num_dpio, num_dpmac;
	uint16_t dpni_ids[DPAA2X_MAX_DPNI];
	int hw_cpu;
	int numa_node;
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
/* Stop the engine, free every memzone. -EBUSY while a dpni or dpbp is open. */
int dpaa2x_soc_destroy(struct dpaa2x_soc *soc);
int dpaa2x_soc_get_info(const struct dpaa2x_soc *soc, struct dpaa2x_soc_info *info);
/* Step mode only: one engine pass (wire Rx, Tx, pulls). Returns work units done. */
int dpaa2x_soc_step(struct dpaa2x_soc *soc);
/* Step mode only: execute the portals' pending pull commands and nothing
 * else (no frame arrives, none is sent). Returns the pulls executed. */
int dpaa2x_soc_step_pulls(struct dpaa2x_soc *soc);
/* Load a DPL file into memory (for dpl= devargs). Caller frees with free(). */
int dpaa2x_dpl_load_file(const char *path, void **dtb, size_t *len,
			 char *err, size_t errlen);

/* ------------------------------------------------------------------ */
/* DPIO portals                                                        */
/* ------------------------------------------------------------------ */
/* -ENOSPC with a message when all portals of the DPL are in use. */
int dpaa2x_portal_open(struct dpaa2x_soc *soc, struct dpaa2x_portal **portal,
		       char *err, size_t errlen);
void dpaa2x_portal_close(struct dpaa2x_portal *portal);
int dpaa2x_portal_index(const struct dpaa2x_portal *portal);

/* ------------------------------------------------------------------ */
/* BMan commands (through a portal)                                    */
/* ------------------------------------------------------------------ */
/* Release 1..7 buffers. 0 on success; -EINVAL (count, bpid), -ENOSPC
 * (pool at capacity: nothing released). */
int dpaa2x_bman_release(struct dpaa2x_portal *p, uint16_t bpid,
			const uint64_t *bufs, unsigned int n);
/* Acquire up to 1..7 buffers. Returns the number acquired (0 when the pool
 * is empty) or -EINVAL. */
int dpaa2x_bman_acquire(struct dpaa2x_portal *p, uint16_t bpid,
			uint64_t *bufs, unsigned int n);

/* ------------------------------------------------------------------ */
/* QMan commands (through a portal)                                    */
/* ------------------------------------------------------------------ */
/*
 * Volatile dequeue of up to n (1..16) frames of FQ fqid into storage
 * (n 64-byte entries, caller-owned, tokens clear). Completes
 * asynchronously: each entry's verb becomes nonzero last; the final entry
 * written carries DPAA2X_DQ_STAT_EXPIRED; an empty FQ gives one entry
 * without VALIDFRAME. -EBUSY while this portal's previous pull has not
 * completed, -EINVAL for bad arguments.
 */
int dpaa2x_pull(struct dpaa2x_portal *p, uint32_t fqid,
		struct dpaa2x_dq *storage, unsigned int n);
/*
 * Enqueue FDs to any FQ (Tx queues normally). Returns the number accepted
 * (a prefix of fds); the rest were refused because the FQ reached its
 * tail-drop threshold (counted as rejects) and stay the caller's.
 */
int dpaa2x_enqueue(struct dpaa2x_portal *p, uint32_t fqid,
		   const struct dpaa2x_fd *fds, unsigned int n);

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
	uint64_t acquire_empty;		/* acquires that found it empty */
	uint64_t hw_acquired;		/* taken by WRIOP Rx */
	uint64_t hw_released;		/* given back by WRIOP Tx */
};

/* Claim a free dpbp: -ENOSPC when all are taken. */
int dpaa2x_dpbp_claim(struct dpaa2x_soc *soc, uint16_t *bpid, char *err, size_t errlen);
/* Give it back; -EBUSY while it still holds buffers. */
int dpaa2x_dpbp_unclaim(struct dpaa2x_soc *soc, uint16_t bpid);
int dpaa2x_dpbp_set_depletion(struct dpaa2x_soc *soc, uint16_t bpid,
			      uint32_t entry, uint32_t exit);
int dpaa2x_dpbp_get_stats(const struct dpaa2x_soc *soc, uint16_t bpid,
			  struct dpaa2x_bpool_stats *st);

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
};

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
	uint64_t ing_discards;		/* runt, oversize, disabled */
	uint64_t ing_runt, ing_oversize;
	uint64_t ing_nobuf_discards;	/* pool empty */
	uint64_t ing_tail_drops;	/* Rx FQ full */
	uint64_t egr_frames, egr_bytes;
	uint64_t egr_discards;		/* bad Tx FD */
	uint64_t egr_confirmed;		/* FDs returned on Tx confirmation */
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
int dpaa2x_dpni_open(struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_attr *attr);
int dpaa2x_dpni_close(struct dpaa2x_soc *soc, uint16_t id);
/* The attributes of a dpni, open or not (dpni_get_attributes). */
int dpaa2x_dpni_get_attr(const struct dpaa2x_soc *soc, uint16_t id,
			 struct dpaa2x_dpni_attr *attr);
int dpaa2x_dpni_set_buffer_layout(struct dpaa2x_soc *soc, uint16_t id,
				  const struct dpaa2x_buf_layout *bl);
/* n pools (1..8): bpid[i] holds buffers of buf_size[i] bytes each, counted
 * from the buffer start (the address released to BMan). A frame fits a
 * pool when data_offset + len <= buf_size. */
int dpaa2x_dpni_set_pools(struct dpaa2x_soc *soc, uint16_t id,
			  const uint16_t *bpid, const uint32_t *buf_size, unsigned int n);
/* All Rx queues of the dpni; while it is disabled. -EINVAL beyond 3 lines. */
int dpaa2x_dpni_set_rx_stash(struct dpaa2x_soc *soc, uint16_t id,
			     const struct dpaa2x_rx_stash *rs);
int dpaa2x_dpni_enable(struct dpaa2x_soc *soc, uint16_t id);
int dpaa2x_dpni_disable(struct dpaa2x_soc *soc, uint16_t id);
int dpaa2x_dpni_set_max_frame_length(struct dpaa2x_soc *soc, uint16_t id, uint32_t len);
int dpaa2x_dpni_set_primary_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6]);
int dpaa2x_dpni_add_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6]);
int dpaa2x_dpni_remove_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6]);
int dpaa2x_dpni_set_promisc(struct dpaa2x_soc *soc, uint16_t id, bool unicast, bool multicast);
/* Spread flows over the first nqueues Rx FQs; key NULL = default key. */
int dpaa2x_dpni_set_rx_dist(struct dpaa2x_soc *soc, uint16_t id, uint32_t fields,
			    uint16_t nqueues, const uint8_t *key);
/* The distribution key WRIOP uses when set_rx_dist is given key NULL. */
void dpaa2x_dpni_default_rss_key(uint8_t key[DPAA2X_RSS_KEY_LEN]);
int dpaa2x_dpni_get_stats(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_stats *st);
int dpaa2x_dpni_reset_stats(struct dpaa2x_soc *soc, uint16_t id);
int dpaa2x_dpni_get_link(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_link *l);
int dpaa2x_fq_get_stats(const struct dpaa2x_soc *soc, uint32_t fqid, struct dpaa2x_fq_stats *st);

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
int dpaa2x_dpni_set_pause(struct dpaa2x_soc *soc, uint16_t id,
			  const struct dpaa2x_pause_cfg *cfg);
/* The configuration in force (defaults filled in) and/or the counters. */
int dpaa2x_dpni_get_pause(const struct dpaa2x_soc *soc, uint16_t id,
			  struct dpaa2x_pause_cfg *cfg, struct dpaa2x_pause_stats *st);

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
	uint8_t sink_ttl_min, sink_ttl_max;
	bool gen_running;
};

/* Check generator params against a max frame length (wire size, with
 * FCS): 0, or -EINVAL with a message naming the field (gen_size, gen_flows,
 * ...) and its range. */
int dpaa2x_wire_gen_check(const struct dpaa2x_gen_params *gp, uint32_t max_frame,
			  char *err, size_t errlen);
/* Configure the generator behind dpni id (stopped). */
int dpaa2x_wire_gen_config(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_gen_params *gp);
/* -ENOTSUP: the dpmac's wire is not the generator (pcap, tap, loopback, dpni). */
int dpaa2x_wire_gen_start(struct dpaa2x_soc *soc, uint16_t id);
int dpaa2x_wire_gen_stop(struct dpaa2x_soc *soc, uint16_t id);
int dpaa2x_wire_get_stats(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_wire_stats *st);
int dpaa2x_wire_reset_stats(struct dpaa2x_soc *soc, uint16_t id);
/* Latency min/avg/max start over with the next transmitted frame (the
 * counters and the sink's sequence state stay); safe while traffic flows. */
int dpaa2x_wire_reset_latency(struct dpaa2x_soc *soc, uint16_t id);
/* A frame arrives on the wire of dpni id (copied and queued, up to 256
 * waiting; -ENOSPC beyond): the engine receives it on its next pass. */
int dpaa2x_wire_inject(struct dpaa2x_soc *soc, uint16_t id, const void *frame, uint32_t len);
/* Keep copies of the next n (<= 64) frames the dpni transmits. */
int dpaa2x_wire_capture_start(struct dpaa2x_soc *soc, uint16_t id, unsigned int n);
/* Copy captured frame idx into buf; returns its length, or -ENOENT. */
int dpaa2x_wire_capture_read(const struct dpaa2x_soc *soc, uint16_t id, unsigned int idx,
			     void *buf, uint32_t buflen);

#ifdef __cplusplus
}
#endif

#endif /* DPAA2X_PORTAL_H */
