/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Model-internal: the state of one emulated SoC (MC objects, BMan pools,
 * QMan frame queues, DPIO portals, WRIOP ports and their wires) and the
 * calls the model's source files make into each other.
 *
 * Everything below lives in one DPDK memzone per SoC (see soc.c), so a
 * secondary process that attaches by name sees the same pools, queues
 * and counters. Pointers inside it are plain virtual addresses: DPDK maps
 * shared memory at the same address in every process of a group.
 *
 * Ownership of cache lines (who writes what):
 *  - "engine" fields are written only by the engine (thread or step);
 *  - "sw" fields are written by software through portals or MC commands;
 *  - pool state is written by both, under the pool lock (BMan serialises
 *    the commands of one pool);
 *  - MC commands run between two engine passes (hw_lock, MODEL_MC_COMMAND):
 *    the configuration and the counters a pass reads or writes change and
 *    are read only while no pass runs.
 */

#ifndef DPAA2X_HW_MODEL_H
#define DPAA2X_HW_MODEL_H

#include <pthread.h>
#include <sched.h>
#include <stdalign.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <rte_common.h>
#include <rte_cycles.h>
#include <rte_per_lcore.h>
#include <rte_ring_elem.h>
#include <rte_pause.h>
#include <rte_spinlock.h>

#include "dpaa2x_portal.h"
#include "dpl/dpl.h"
#include "frame/frame.h"

/*
 * The emulated BMan and QMan commands (release, acquire, enqueue) run in
 * the calling thread: what silicon's QBMan does after a portal write, done
 * here by the caller's CPU. Each such thread counts the cycles it spent in
 * them (dpaa2x_portal_cmd_cycles()), so that a measurement of the driver's
 * work can tell the emulator's share apart.
 */
RTE_DECLARE_PER_LCORE(uint64_t, model_cmd_cycles);
#define MODEL_CMD_BEGIN()	uint64_t model_cmd_t0_ = rte_rdtsc()
#define MODEL_CMD_END()	(RTE_PER_LCORE(model_cmd_cycles) += rte_rdtsc() - model_cmd_t0_)

#define MODEL_SOC_MAGIC		0xd2a2c0de
#define MODEL_MAX_FQ		(DPAA2X_MAX_DPNI * DPAA2X_MAX_QUEUES * 3)
#define MODEL_FQID_BASE		0x80	/* first FQID; 0 is never valid */
#define MODEL_BURST		32	/* engine batch: frames per step */
#define MODEL_GEN_BATCH		32	/* generated frames between pull services */
#define MODEL_INJECT_DEPTH	256	/* wire_inject queue per dpni */
#define MODEL_INJECT_MAX_LEN	16384	/* largest injectable frame */
#define MODEL_STAGE_DEPTH	1024	/* sw enqueues to engine-owned FQs */
#define MODEL_CAPTURE_MAX	64
/* the longest frame in whole cache lines; a batch of them */
#define MODEL_FRAME_ROOM	RTE_ALIGN_CEIL(DPAA2X_MAX_FRAME, 64)
#define MODEL_GEN_STAGE_SIZE	(MODEL_GEN_BATCH * MODEL_FRAME_ROOM)
#define MODEL_TX_STAGE_SIZE	(MODEL_BURST * MODEL_FRAME_ROOM)
#define MODEL_NO_POOL		0xff
#define MODEL_NO_PEER		0xffff
#define MODEL_PEER_SPEED	10000	/* dpni-dpni link reports 10G */

enum model_fq_kind { FQ_RX, FQ_TX, FQ_TXCONF };

/*
 * A frame queue. Rx and Tx-confirmation FQs are produced and consumed by
 * the engine only (WRIOP enqueues, pull commands dequeue), so their ring
 * is a plain array with engine-private indices. Tx FQs are produced by any
 * number of software threads through portals: an MP/SC rte_ring of FDs.
 */
struct model_fq {
	/* engine line */
	uint32_t head, tail;		/* Rx/Tx-conf ring indices */
	uint32_t mask;
	uint32_t threshold;		/* tail drop, frames */
	uint32_t depth_bytes;		/* Rx/Tx-conf */
	uint16_t seqnum;
	uint8_t kind;			/* enum model_fq_kind */
	uint8_t dpni;			/* index of the owner */
	uint32_t fqid;
	struct dpaa2x_fd *ring;		/* Rx/Tx-conf */
	struct rte_ring *mp;		/* Tx */
	uint64_t enq_frames, enq_bytes;	/* engine-side enqueues */
	uint64_t deq_frames, deq_bytes;
	uint64_t rejects;
	/* sw line: software enqueues to Tx FQs (atomics) */
	alignas(RTE_CACHE_LINE_SIZE) uint64_t sw_enq_frames;
	uint64_t sw_enq_bytes;
	uint64_t sw_rejects;
} __rte_cache_aligned;

/* An entry of the staging ring: a software enqueue to an engine-owned FQ. */
struct model_stage_ent {
	uint32_t fqid;
	uint32_t pad;
	struct dpaa2x_fd fd;
};

/*
 * A BMan pool (one dpbp). FIFO pools hand out the oldest buffer released,
 * LIFO pools the newest. The buffer array is a ring of 2^k >= capacity.
 * The depletion and surplus states and the BPSCN message (msg, written
 * whenever one of them changes) are pool state: under the lock too.
 */
struct model_pool {
	rte_spinlock_t lock;		/* BMan serialises commands per pool */
	uint32_t head;			/* FIFO: oldest entry */
	uint32_t count;			/* free buffers */
	uint32_t mask;
	uint32_t capacity;
	uint32_t dep_entry, dep_exit;	/* 0 entry: no depletion */
	uint32_t sur_entry, sur_exit;	/* 0 entry: no surplus */
	bool depleted, surplus, lifo, claimed;
	uint16_t bpid;
	uint16_t dpbp_id;		/* the MC's object, unrelated to bpid */
	uint32_t notif_opt;		/* DPAA2X_DPBP_NOTIF_OPT_* */
	uint64_t *bufs;
	struct dpaa2x_bpscn *msg;	/* NULL: no messages */
	uint64_t msg_ctx;
	uint64_t depletion_events, depletion_exits;
	uint64_t surplus_entries, surplus_exits, bpscn_written;
	uint64_t acquire_cmds, release_cmds, acquire_empty;
	uint64_t hw_acquired, hw_released;
	uint64_t hw_overflow;		/* WRIOP releases beyond capacity */
} __rte_cache_aligned;

struct model_frame {			/* bytes arriving from a wire */
	const uint8_t *data;
	uint32_t len;
};

/* 802.3x flow control of a dpmac (pause.c). */
struct model_pause {
	/* MC configuration (dpaa2x_dpni_set_pause) */
	uint32_t opts;			/* DPAA2X_LINK_OPT_PAUSE, _ASYM_PAUSE */
	uint32_t xoff, xon;		/* Rx FQ fill, frames */
	uint16_t quanta;
	bool send_xon;
	/* engine */
	bool asserted;			/* our PAUSE (XOFF) is in force */
	uint64_t sent_tsc;		/* the last PAUSE we sent */
	uint64_t partner_until;		/* the tester sends nothing before (TSC; 0: sends) */
	uint64_t tx_until;		/* our Tx sends nothing before (TSC; 0: sends) */
	uint64_t tx_pause, tx_xon, rx_pause, rx_ctrl;	/* MAC counters */
};

/* A dpni's IRQ 0 (irq.c): MC state, set by MC commands. */
struct model_irq {
	int efd;			/* the driver's eventfd (MSI); -1: none */
	bool enabled;
	uint32_t mask, status;		/* DPAA2X_DPNI_IRQ_* */
	uint64_t lost;			/* MSIs the eventfd did not take */
};

/* A dpni with its WRIOP port and the wire behind its dpmac. */
struct model_dpni {
	/* MC configuration: written by MC commands, read by the engine */
	uint16_t id;
	uint16_t dpmac_id;		/* MODEL_NO_PEER: dpni-dpni link */
	bool open, enabled;
	bool uc_promisc, mc_promisc;
	uint8_t wire;			/* enum dpaa2x_wire_kind */
	uint8_t n_pools;
	uint16_t peer;			/* dpni index receiving our Tx */
	uint16_t num_rx, num_tx;
	uint16_t priv_size, data_offset;
	bool no_sg;			/* layout NO_SG: no scatter-gather Rx */
	uint8_t tx_conf;		/* MODEL_TX_CONF_*: what Tx confirms */
	uint8_t stash_annot, stash_data;	/* FLC stash control, 64 B lines */
	uint64_t cold_header_lines;	/* mbuf header lines evicted at Rx (wriop.c) */
	uint16_t dist_nq;
	uint16_t n_macs, mac_entries;
	uint32_t dist_fields;
	uint32_t max_frame;		/* with FCS */
	uint32_t rx_depth, tx_depth;
	uint32_t link_speed;
	bool link_up;			/* the MAC's link (the board's cable) */
	struct model_irq irq;		/* IRQ 0, link events (irq.c) */
	bool vlan_filter;		/* VLAN table in force (vlan.c) */
	uint8_t n_vlans;
	uint16_t vlans[DPAA2X_MAX_VLAN_FILTERS];
	uint64_t mac64;			/* primary MAC, low 48 bits */
	uint64_t macs[DPAA2X_MAX_MAC_FILTERS];
	uint8_t pool_idx[DPAA2X_MAX_POOLS_PER_DPNI];	/* by buf_size */
	uint32_t pool_size[DPAA2X_MAX_POOLS_PER_DPNI];
	uint8_t key[DPAA2X_RSS_KEY_LEN];
	bool key_default;		/* key is the default: fast table hash */
	struct model_fq *rxq[DPAA2X_MAX_QUEUES];
	struct model_fq *txq[DPAA2X_MAX_QUEUES];
	struct model_fq *txcq[DPAA2X_MAX_QUEUES];
	struct rte_ring *inject;	/* MP/SC ring of rte_malloc'd frames */

	/* engine: counters (dpni_get_statistics) and wire state */
	alignas(RTE_CACHE_LINE_SIZE) struct dpaa2x_dpni_stats st;
	uint64_t mac_ing_frames, mac_ing_bytes;	/* the dpmac's counters */
	uint64_t mac_egr_frames, mac_egr_bytes;
	struct dpaa2x_wire_stats wst;
	bool gen_cfg, gen_run;
	bool lat_reset;			/* software asked: latency starts over */
	bool gen_held;			/* the tester held its frames (PAUSE) */
	uint16_t gen_burst;
	uint64_t gen_t0;		/* TSC at start */
	uint64_t gen_next;		/* next frame due, TSC - gen_t0, <<16 */
	uint64_t gen_left;		/* frames to send in this run */
	uint64_t gen_built;		/* frames the generator built since a wire reset */
	uint64_t gen_ivl[DPAA2X_GEN_MAX_SIZES];	/* TSC <<16 per frame */
	uint32_t cap_want, cap_n;
	uint16_t cap_len[MODEL_CAPTURE_MAX];
	uint8_t *cap_buf;		/* MODEL_CAPTURE_MAX * DPAA2X_MAX_FRAME */
	/* tap and pcap handles: primary process only */
	int tap_fd;
	bool wire_pad;			/* pad tap and pcap frames < 60 bytes */
	void *pcap_in, *pcap_out, *pcap_dead;
	struct model_pause pause;
	struct dpaa2x_gen_state gen;
	struct dpaa2x_sink_state sink;
};

/*
 * The IOMMU in front of WRIOP's DMA: FD and BMan addresses are IOVAs, and
 * only DPDK memory is mapped. IOVA as VA: the address itself, checked
 * against the memseg list it falls in (the last one is kept). IOVA as PA:
 * through the memsegs, cached in a direct-mapped table of memseg ranges
 * (slot by 2 MB page of the IOVA). Used by the engine only.
 */
#define MODEL_IOTLB_SLOTS	256
#define MODEL_IOTLB_SHIFT	21
struct model_iotlb_ent {
	uint64_t iova, len;		/* a memseg: len 0 = empty slot */
	uintptr_t va;
};
struct model_iommu {
	bool iova_va;			/* rte_eal_iova_mode() == RTE_IOVA_VA */
	uintptr_t lo, hi;		/* IOVA as VA: the last memseg list seen */
	struct model_iotlb_ent tlb[MODEL_IOTLB_SLOTS];
};

/*
 * A DPIO software portal. The command line is written by the owning
 * thread, the response line by the engine (no false sharing): a pull is
 * pending while cmd_seq != done_seq.
 */
struct dpaa2x_portal {
	struct dpaa2x_handle h;		/* DPAA2X_BACKEND_EMULATED */
	/* sw: pull command */
	uint32_t cmd_seq;
	uint32_t fqid;
	uint32_t n;
	struct dpaa2x_dq *storage;
	/* engine: pull response */
	alignas(RTE_CACHE_LINE_SIZE) uint32_t done_seq;
	/* MC */
	alignas(RTE_CACHE_LINE_SIZE) struct dpaa2x_soc *soc;
	uint16_t index;
	bool in_use;
} __rte_cache_aligned;

struct model_mcp;	/* mc_portal.c: the MC portal and what the MC keeps */
struct model_swp_set;	/* qbman_swp.c: register-level software portals */

struct dpaa2x_soc {
	struct dpaa2x_handle h;		/* DPAA2X_BACKEND_EMULATED */
	uint32_t magic;
	char name[DPAA2X_NAME_LEN];
	int hw_cpu, numa_node;
	bool step_mode, thread_running;
	bool halted;			/* dpaa2x_soc_stop: no engine, wires closed */
	uint32_t stop;			/* engine thread: please exit */
	uint32_t hw_ticket, hw_turn;	/* hw_lock: held by a pass or an MC command */
	uint64_t passes;		/* engine passes completed */
	pthread_t thread;
	uint64_t tsc_hz;
	const struct rte_memzone *mz;
	rte_spinlock_t mc_lock;		/* MC commands */
	uint16_t n_dpni, n_dpbp, n_dpio, n_dpmac;
	uint32_t n_fq;
	struct dpaa2x_dpl dpl;
	struct rte_ring *stage;		/* struct model_stage_ent, MP/SC */
	uint8_t *gen_stage;		/* engine: frames built by generators */
	uint8_t *tx_stage;		/* engine: SG frames of a Tx batch, gathered */
	struct model_iommu iommu;	/* engine: DMA addresses to CPU addresses */
	struct model_fq *fq;		/* n_fq, FQID = MODEL_FQID_BASE + i */
	struct dpaa2x_portal portal[DPAA2X_MAX_DPIO];
	struct model_pool pool[DPAA2X_MAX_DPBP];
	struct model_dpni dpni[DPAA2X_MAX_DPNI];
	uint8_t bpid_pool[DPAA2X_BPID_MASK + 1];	/* BPID -> pool index */
	struct model_mcp *mcp;
	struct model_swp_set *swp;
};

/*
 * The emulated backend's functions of the portal contract, entered into
 * its table (struct dpaa2x_backend_ops) by the file that has them; soc.c
 * registers the table. Inside the model, calls go through the contract
 * too: every handle here is the model's.
 */
void model_ops_soc(struct dpaa2x_backend_ops *o);
void model_ops_bman(struct dpaa2x_backend_ops *o);
void model_ops_qman(struct dpaa2x_backend_ops *o);
void model_ops_dpni(struct dpaa2x_backend_ops *o);
void model_ops_wire(struct dpaa2x_backend_ops *o);
void model_ops_pause(struct dpaa2x_backend_ops *o);
void model_ops_irq(struct dpaa2x_backend_ops *o);
void model_ops_vlan(struct dpaa2x_backend_ops *o);

/* vlan.c: the VLAN filter off and its table empty (dpni open); vid in it. */
void model_dpni_vlan_reset(struct model_dpni *ni);
bool model_vlan_listed(const struct model_dpni *ni, uint16_t vid);

/* irq.c: the dpni's IRQ off (dpni open); the link event raised if the
 * link dpni_get_link reports is no longer was_up; that link. */
void model_dpni_irq_reset(struct model_dpni *ni);
void model_dpni_link_changed(struct model_dpni *ni, bool was_up);
bool model_dpni_link_seen(const struct model_dpni *ni);

/* ---- lookup helpers ---- */
static inline struct model_fq *
model_fq_by_id(const struct dpaa2x_soc *soc, uint32_t fqid)
{
	uint32_t i = fqid - MODEL_FQID_BASE;

	return i < soc->n_fq ? &soc->fq[i] : NULL;
}

/* Pool of a BPID, claimed or not; NULL when the BPID has no dpbp. */
static inline struct model_pool *
model_pool_any(const struct dpaa2x_soc *soc, uint16_t bpid)
{
	uint8_t i = soc->bpid_pool[bpid & DPAA2X_BPID_MASK];

	return i == MODEL_NO_POOL ? NULL : (struct model_pool *)&soc->pool[i];
}

/* Pool of a dpbp object id (the MC's side); NULL when there is none. */
struct model_pool *model_pool_of_dpbp(const struct dpaa2x_soc *soc, uint32_t dpbp_id);

/* Pool software may use: exists and is claimed. */
static inline struct model_pool *
model_pool(const struct dpaa2x_soc *soc, uint16_t bpid)
{
	struct model_pool *bp = model_pool_any(soc, bpid);

	return bp != NULL && bp->claimed ? bp : NULL;
}

struct model_dpni *model_dpni_by_id(const struct dpaa2x_soc *soc, uint16_t id);
/*
 * Tx confirmation modes (dpni_set_tx_confirmation_mode's values). With
 * confirmation on (affine or single) every FD sent or discarded comes back
 * on a confirmation FQ and WRIOP releases no buffer; with it off WRIOP
 * releases each buffer to its pool and an FD without one (IVP) is sent and
 * forgotten. The MC's dpni starts with it on; the contract's dpni_open
 * turns it off, as the fslmc backend does at open.
 */
#define MODEL_TX_CONF_AFFINE	0
#define MODEL_TX_CONF_SINGLE	1
#define MODEL_TX_CONF_DISABLE	2
/* 0, -ENODEV, -EPERM (not open), -EBUSY (enabled), -EINVAL (mode). */
int model_dpni_set_tx_conf(struct dpaa2x_soc *soc, uint16_t id, uint8_t mode);
void model_errf(char *err, size_t errlen, const char *fmt, ...)
	__rte_format_printf(3, 4);

/* ---- bman.c ---- */
void model_pool_init(struct model_pool *bp, const struct dpaa2x_dpl_dpbp *d,
		     uint64_t *bufs, uint32_t ring_size);
uint32_t model_pool_ring_size(uint32_t capacity);
/* Mark a pool claimed with its counters zeroed and its messages off (the
 * caller holds mc_lock). */
void model_pool_claim(struct model_pool *bp);
/* Turn a pool's BPSCN messages off (dpbp_reset); thresholds stay. */
void model_pool_notif_off(struct model_pool *bp);
/* WRIOP side: acquire up to n (any n), count what was missing. */
unsigned int model_pool_hw_acquire(struct model_pool *bp, uint64_t *bufs,
				   unsigned int n);
void model_pool_hw_release(struct model_pool *bp, const uint64_t *bufs,
			   unsigned int n);

/* Buffers WRIOP gives back, batched per pool (one lock per pool). */
#define MODEL_REL_POOLS	4
struct model_rel {
	unsigned int np;
	struct model_pool *bp[MODEL_REL_POOLS];
	unsigned int n[MODEL_REL_POOLS];
	uint64_t buf[MODEL_REL_POOLS][MODEL_BURST];
};
void model_rel_flush(struct model_rel *r);
static inline void
model_rel_add(struct model_rel *r, struct model_pool *bp, uint64_t buf)
{
	unsigned int i;

	for (i = 0; i < r->np && r->bp[i] != bp; i++)
		;
	if (i == MODEL_REL_POOLS || (i < r->np && r->n[i] == MODEL_BURST)) {
		model_rel_flush(r);
		i = 0;
	}
	if (i == r->np) {
		r->bp[i] = bp;
		r->n[i] = 0;
		r->np++;
	}
	r->buf[i][r->n[i]++] = buf;
}
/* Would adding a buffer of bp flush the batch first? */
static inline bool
model_rel_full(const struct model_rel *r, const struct model_pool *bp)
{
	unsigned int i;

	for (i = 0; i < r->np; i++)
		if (r->bp[i] == bp)
			return r->n[i] == MODEL_BURST;
	return r->np == MODEL_REL_POOLS;
}

/* ---- qman.c ---- */
size_t model_fq_mem_size(enum model_fq_kind kind, uint32_t depth);
int model_fq_init(struct model_fq *fq, uint32_t fqid, enum model_fq_kind kind,
		  uint32_t depth, uint8_t dpni, void *mem);
/* Engine-side enqueue to an Rx or Tx-confirmation FQ (tail drop). */
static inline bool
model_fq_full(const struct model_fq *fq)
{
	return fq->tail - fq->head >= fq->threshold;
}
static inline bool
model_fq_push(struct model_fq *fq, const struct dpaa2x_fd *fd)
{
	if (unlikely(model_fq_full(fq))) {
		fq->rejects++;		/* QMan tail drop */
		return false;
	}
	fq->ring[fq->tail & fq->mask] = *fd;
	fq->tail++;
	fq->enq_frames++;
	fq->enq_bytes += fd->len;
	fq->depth_bytes += fd->len;
	return true;
}
unsigned int model_service_pulls(struct dpaa2x_soc *soc);
/* The pulls and the register-level portals' commands (EQCR, RCR, CR, VDQCR). */
unsigned int model_service_portals(struct dpaa2x_soc *soc);
/* A frame dequeue result as QMan writes it, all but tok (written last). */
static inline void
model_dq_fill(struct dpaa2x_dq *e, const struct model_fq *fq, uint32_t fqid,
	      const struct dpaa2x_fd *fd, uint8_t stat, uint16_t seqnum,
	      uint32_t left, uint32_t left_bytes, uint64_t ctx)
{
	/* tok is not touched: software polls it */
	e->verb = DPAA2X_DQ_VERB_DQ;
	e->stat = stat;
	e->seqnum = seqnum;
	e->oprid = 0;
	e->rsvd = 0;
	e->fqid = fq != NULL ? fq->fqid : fqid;
	e->rsvd2 = 0;
	e->fq_byte_cnt = left_bytes;
	e->fq_frm_cnt = left;
	e->fqd_ctx = ctx;
	if (fd != NULL)
		e->fd = *fd;
	else
		memset(&e->fd, 0, sizeof(e->fd));
}
/* Engine: dequeue up to n FDs of any FQ. */
unsigned int model_fq_take(struct model_fq *fq, struct dpaa2x_fd *fds, unsigned int n);
/* Frames and bytes in an FQ. */
static inline uint32_t
model_fq_depth(const struct model_fq *fq)
{
	if (fq->kind == FQ_TX)
		return rte_ring_count(fq->mp);
	return fq->tail - fq->head;
}

static inline uint32_t
model_fq_depth_bytes(const struct model_fq *fq)
{
	if (fq->kind == FQ_TX)
		return (uint32_t)(__atomic_load_n(&fq->sw_enq_bytes, __ATOMIC_RELAXED) -
				  fq->deq_bytes);
	return fq->depth_bytes;
}

unsigned int model_drain_stage(struct dpaa2x_soc *soc);

/* ---- iommu.c ---- */
void *model_iommu_walk(struct model_iommu *mmu, uint64_t iova, uint32_t len);
/* The CPU address of len bytes of DMA at iova, or NULL (an IOMMU fault). */
static inline uint8_t *
model_iommu_va(struct model_iommu *mmu, uint64_t iova, uint32_t len)
{
	const struct model_iotlb_ent *e;

	if (likely(mmu->iova_va)) {
		if (likely(iova >= mmu->lo && iova < mmu->hi && len <= mmu->hi - iova))
			return (uint8_t *)(uintptr_t)iova;
	} else {
		e = &mmu->tlb[(iova >> MODEL_IOTLB_SHIFT) & (MODEL_IOTLB_SLOTS - 1)];
		if (likely(iova - e->iova < e->len && len <= e->len - (iova - e->iova)))
			return (uint8_t *)(e->va + (uintptr_t)(iova - e->iova));
	}
	return model_iommu_walk(mmu, iova, len);
}

/* ---- wriop.c ---- */
/* Receive frames from the wire of ni (n <= MODEL_BURST). */
void model_wriop_rx(struct dpaa2x_soc *soc, struct model_dpni *ni,
		    const struct model_frame *f, unsigned int n);
unsigned int model_wriop_tx(struct dpaa2x_soc *soc, struct model_dpni *ni);

/* ---- wire.c ---- */
int model_wire_open(struct model_dpni *ni, const struct dpaa2x_dpl_dpmac *mac,
		    char *err, size_t errlen);
void model_wire_close(struct model_dpni *ni);
uint32_t model_wire_pad(struct model_dpni *ni, uint8_t *data, uint32_t len);
/* the tap wire (tap.c) */
int model_tap_open(struct model_dpni *ni, const struct dpaa2x_dpl_dpmac *mac, char *err,
		   size_t errlen);
unsigned int model_tap_rx(struct dpaa2x_soc *soc, struct model_dpni *ni);
void model_tap_tx(struct model_dpni *ni, const uint8_t *frame, uint32_t len);
void model_tap_kernel_stats(int fd, struct dpaa2x_wire_stats *st);
void model_wire_flush_inject(struct model_dpni *ni);
unsigned int model_wire_rx(struct dpaa2x_soc *soc, struct model_dpni *ni);
bool model_wire_busy(const struct dpaa2x_soc *soc);
/* One transmitted frame leaves through the dpmac (generator sink, tap,
 * pcap, capture). Loopback and dpni peers are handled by wriop.c. */
void model_wire_tx(struct dpaa2x_soc *soc, struct model_dpni *ni,
		   const uint8_t *frame, uint32_t len, uint64_t now);

/* ---- pause.c: the dpmac's 802.3x flow control ---- */
/* Engine, before the wire delivers: send, refresh or lift our PAUSE from
 * the Rx FQ fill; whether the link partner holds its frames now. */
bool model_pause_partner_holds(struct dpaa2x_soc *soc, struct model_dpni *ni);
/* Engine, before Tx: is our Tx held by a PAUSE received (Rx pause)? */
bool model_pause_tx_held(const struct dpaa2x_soc *soc, struct model_dpni *ni);
/* Frames from the wire reach the MAC: MAC control frames end here (a
 * PAUSE is honoured), the rest are counted as offered and go to WRIOP Rx. */
void model_mac_rx(struct dpaa2x_soc *soc, struct model_dpni *ni,
		  const struct model_frame *f, unsigned int n);
/* dpni open: flow control off, default thresholds, counters zero. */
void model_pause_reset(struct model_dpni *ni);

/* ---- mc_portal.c: the MC portal (64-byte command region) ---- */
size_t model_mcp_mem_size(uint32_t n_fq);
void model_mcp_init(struct dpaa2x_soc *soc, void *mem);	/* after the FQs */
/* Engine: execute the portal's command if one is READY (1) or not (0). */
unsigned int model_mc_service(struct dpaa2x_soc *soc);
/* The portal software writes commands to (struct dpaa2x_mc_io.regs). */
volatile void *dpaa2x_soc_mc_portal(struct dpaa2x_soc *soc);
/* Commands executed, and how many of them failed. */
void dpaa2x_soc_mc_counts(const struct dpaa2x_soc *soc, uint64_t *commands,
			  uint64_t *failed);

/* ---- qbman_swp.c: register-level software portals (QMan 4.1) ---- */
#define DPAA2X_SWP_REGION	4096		/* CENA and CINH, each */
#define DPAA2X_SWP_QMAN_VERSION	0x04010000u	/* QMan 4.1, as on LS2088A */
size_t model_swp_mem_size(uint16_t n_dpio);
void model_swp_init(struct dpaa2x_soc *soc, void *mem);
/* Engine: serve every open register-level portal; work done. */
unsigned int model_swp_service(struct dpaa2x_soc *soc);
/* Is a register-level portal open (the engine should not sleep)? */
bool model_swp_busy(const struct dpaa2x_soc *soc);

struct dpaa2x_swp_regions {
	void *cena, *cinh;	/* as struct qbman_swp_desc's cena_bar, cinh_bar */
	int idx;		/* the dpio's portal index */
};
struct dpaa2x_swp_stats {
	uint64_t enqueues, enq_rejects;	/* EQCR entries queued, tail-dropped */
	uint64_t released, release_refused;	/* RCR buffers */
	uint64_t acquires, acquired;	/* CR acquire commands, buffers */
	uint64_t pulls, dq_entries;	/* VDQCR commands, results written */
	uint64_t bad_cmds;		/* commands the model cannot execute */
};
/* Take a free dpio and hand out its portal regions in their power-on
 * state (-ENOSPC with a message when all are in use). */
int dpaa2x_swp_open(struct dpaa2x_soc *soc, struct dpaa2x_swp_regions *r,
		    char *err, size_t errlen);
/* Stop serving it (after the engine's current pass) and free the dpio. */
int dpaa2x_swp_close(struct dpaa2x_soc *soc, int idx);
int dpaa2x_swp_get_stats(const struct dpaa2x_soc *soc, int idx,
			 struct dpaa2x_swp_stats *st);

/* ---- soc.c ---- */
unsigned int model_engine_pass(struct dpaa2x_soc *soc);
/* Return once a whole engine pass begun after the call has ended (at once
 * without an engine thread, and in the engine thread). */
void model_quiesce(struct dpaa2x_soc *soc);

/*
 * An MC command that reads or changes what an engine pass works on (dpni
 * configuration and counters, the wire's tester, claimed pools) runs
 * between two passes, as the MC firmware finds the block quiet: it holds
 * hw_lock, which each pass holds. A ticket lock (a waiting command goes
 * before the engine's next pass) whose waiters spin briefly, then yield
 * the CPU: the engine and a command may share one, and neither may spin
 * long against the other preempted. Portal commands (pull, enqueue, BMan) do not take it; they hand
 * over through their own release/acquire pairs (the model guide's
 * memory-ordering table). First statement of the command; released when
 * the function returns.
 */
/* The SoC whose hw_lock this thread holds, and how deep: the engine runs
 * the MC portal's commands inside its pass (soc.c defines them). */
extern __thread struct dpaa2x_soc *model_hw_owner;
extern __thread unsigned int model_hw_depth;

#define MODEL_HW_SPINS	4096	/* pauses before a waiter yields (~100 us) */

static inline void
model_hw_lock(struct dpaa2x_soc *soc)
{
	unsigned int spins = 0;
	uint32_t me;

	if (model_hw_owner == soc) {
		model_hw_depth++;	/* held already: a command inside a pass */
		return;
	}
	me = __atomic_fetch_add(&soc->hw_ticket, 1, __ATOMIC_RELAXED);
	/* acquire: what the last holder wrote is visible once it is our turn;
	 * a pass ends within microseconds: spin first, then yield the CPU (the
	 * holder may be preempted on ours) */
	while (__atomic_load_n(&soc->hw_turn, __ATOMIC_ACQUIRE) != me)
		if (++spins > MODEL_HW_SPINS)
			sched_yield();
		else
			rte_pause();
	if (model_hw_owner == NULL) {
		model_hw_owner = soc;
		model_hw_depth = 1;
	}
}
static inline void
model_hw_unlock(struct dpaa2x_soc *soc)
{
	if (model_hw_owner == soc) {
		if (--model_hw_depth != 0)
			return;
		model_hw_owner = NULL;
	}
	/* release: our writes go with the turn to the next holder */
	__atomic_store_n(&soc->hw_turn, soc->hw_turn + 1, __ATOMIC_RELEASE);
}
static inline struct dpaa2x_soc *
model_mc_enter(const struct dpaa2x_soc *soc)
{
	struct dpaa2x_soc *s = (struct dpaa2x_soc *)(uintptr_t)soc;

	if (s != NULL)
		model_hw_lock(s);
	return s;
}
static inline void
model_mc_leave(struct dpaa2x_soc **s)
{
	if (*s != NULL)
		model_hw_unlock(*s);
}
#define MODEL_MC_COMMAND(soc) \
	struct dpaa2x_soc *model_mc_held_ __attribute__((cleanup(model_mc_leave))) = \
		model_mc_enter(soc)

/*
 * Build an SoC from an already parsed DPL (dpaa2x_soc_create parses
 * p->dtb and calls this). Tests and the benchmark use it to start from
 * the default DPL with a field changed.
 */
int dpaa2x_soc_create_dpl(const struct dpaa2x_dpl *dpl,
			  const struct dpaa2x_soc_params *p,
			  struct dpaa2x_soc **soc, char *err, size_t errlen);

#endif /* DPAA2X_HW_MODEL_H */
