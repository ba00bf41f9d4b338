/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Register-level QBMan software portals, as QMan 4.1 has them on LS2088A:
 * per dpio a cache-enabled (CENA) and a cache-inhibited (CINH) region of
 * 4 KiB that software reads and writes directly, the way DPDK's
 * qbman_portal.c drives a DPIO mapped by VFIO. QMan 4.1 runs the
 * portals in ring mode (the memory-backed mode with read-trigger registers
 * is QMan 5.0's): every command is found by its valid bit.
 *
 * The engine polls the regions once per pass. A portal opened through the
 * MMIO trap (swp_trap.c) is also served at once, under the portal's lock,
 * when software writes a command's verb or reads RAR or EQCR_CI.
 *  - EQCR: 8 enqueue commands in CENA 0x000 + 64 i. Software fills one
 *    and writes its verb last, with the ring's valid bit (toggling on
 *    every wrap). The engine takes entries in order while the valid bit
 *    matches, enqueues their FD to the FQ (or to a dpni's Tx queue by
 *    QDID and QDBIN) and publishes how far it got as the consumer index
 *    (4 bits: index and wrap) in CENA and CINH EQCR_CI.
 *  - VDQCR: one volatile dequeue command in CENA 0x780. It names an FQ,
 *    1..16 frames and either storage in memory (results there, each
 *    entry's token, byte 7, written last) or the DQRR (8 entries in CENA
 *    0x200 + 64 i, each entry's verb with the ring's valid bit written
 *    last; an entry is free again when software writes its index to
 *    DCAP). Every result carries VOLATILE, the last EXPIRED, FQEMPTY when
 *    the FQ ran empty; an empty FQ gives one entry without a frame. A
 *    command waiting for DQRR room continues on later passes.
 *  - RCR: releases of 1..7 buffers in CENA 0x400 + 64 i, at the slot
 *    that CINH RAR offers (success bit, valid bit, index). The engine
 *    takes the offered slot's command, releases the buffers to the BPID's
 *    pool, clears the slot and offers the next one.
 *  - CR and RR: the management command in CENA 0x600 (valid bit in its
 *    verb), answered in RR0 (0x700) or RR1 (0x740) by the command's
 *    valid bit: BMan acquire of 1..7 buffers, and QMan's query of an
 *    FQ's frame and byte counts (query FQ non-programmable fields, how
 *    DPDK's drivers read a queue's depth). The other RR is cleared
 *    before an answer becomes visible, so that the next command's answer
 *    cannot be mistaken for this one.
 *  - DQPI (CINH 0xa00) is the DQRR producer index; SWP_CFG (CINH 0xd00)
 *    must be written (non-zero) before the engine serves the portal.
 *  - Stashing off (SWP_CFG's WN bit, set by DPDK's qbman_swp_update(s, 1)
 *    for a thread on no single core): software writes the commands and
 *    reads the results through the cache-inhibited window, at the same
 *    offsets (EQCR, RCR, CR, VDQCR; DQRR and RR): one portal memory is
 *    behind both windows (the CINH registers lie above 0x800, clear of
 *    it), and DPDK mixes them (its FQ query still goes through CENA).
 *    The model keeps the two copies of that memory the same: a command is
 *    taken from the window it was written in (WN's first) and copied to
 *    the other, every result is written to both.
 * A rejected enqueue (the FQ at its tail-drop threshold) is dropped and
 * counted; QMan frees nothing it did not take: the FD's buffer stays the
 * enqueuer's (the model sends no enqueue rejection notification, so it
 * never hears of it; software keeps its Tx FQs below their thresholds).
 */

#include <errno.h>
#include <string.h>

#include <rte_common.h>
#include <rte_spinlock.h>

#include "base.h"
#include "dpni.h"
#include "iommu.h"
#include "mc_model.h"
#include "mmio.h"
#include "qman.h"
#include "soc.h"
#include "swp.h"

/* CINH registers */
#define CINH_EQCR_PI	0x800
#define CINH_EQCR_CI	0x840
#define CINH_DQPI	0xa00
#define CINH_DCAP	0xac0
#define CINH_RAR	0xcc0
#define CINH_CFG	0xd00
#define CFG_WN		(1u << 14)	/* commands through CINH (stash off) */
/* CENA regions */
#define CENA_EQCR(i)	(0x000 + (i) * 64)
#define CENA_DQRR(i)	(0x200 + (i) * 64)
#define CENA_RCR(i)	(0x400 + (i) * 64)
#define CENA_CR		0x600
#define CENA_RR(vb)	((vb) ? 0x740 : 0x700)
#define CENA_VDQCR	0x780
#define CENA_EQCR_CI	0x840

#define RING		8	/* EQCR, DQRR and RCR entries */
#define IDX_MASK	0xf	/* ring index with its wrap bit */
#define VB		0x80	/* valid bit of verbs and indexes */
#define DCAP_NONE	0xffffffffu	/* nothing consumed since the last look */
#define RAR_SUCCESS	0x100

/* verbs and result codes */
#define EQ_CMD_MASK	0x03	/* 0 empty, 1 respond always, 2 rejects to FQ */
#define EQ_TARGET_QD	0x10	/* target: queuing destination, else FQ */
#define VDQ_DT_MASK	0x0c
#define VDQ_DT_FQ	0x08	/* dequeue from a frame queue */
#define VDQ_STORAGE	0x10	/* results to memory, else to DQRR */
#define RC_NUM_MASK	0x07
#define MC_VERB_MASK	0x7f
#define MC_ACQUIRE	0x30
#define MC_FQ_QUERY_NP	0x45	/* an FQ's state: frames and bytes in it */
#define MC_RSLT_OK	0xf0
#define MC_RSLT_ERR	0xff
/* dequeue results: the contract's struct dpaa2x_dq and DPAA2X_DQ_* */

struct swp_vdq {		/* the volatile dequeue being executed */
	bool active, storage;
	uint8_t tok;
	uint8_t left;		/* entries still to write */
	uint32_t fqid;
	uint8_t *dst;		/* storage: the next entry */
};

struct model_swp {
	uint8_t *cena, *cinh;
	uint8_t *home;		/* its regions in the SoC's memory */
	struct mmio_trap *trap;	/* its regions in a trap's memory instead */
	rte_spinlock_t lock;	/* one server at a time: the engine or the trap */
	uint8_t *cmd;		/* the window WN names: looked at first */
	bool active;		/* opened at register level */
	/* engine: expected valid bits and indexes */
	uint8_t eq_ci, eq_vb;
	uint8_t vdq_vb, mc_vb;
	uint8_t rcr_next, rcr_vb;
	uint8_t rcr_ahead;	/* RCR slots read-allocated beyond rcr_next */
	uint8_t dq_pi, dq_ci, dq_vb;
	struct swp_vdq vdq;
	struct dpaa2x_swp_stats st;
};

struct model_swp_set {
	uint32_t n_active;
	struct model_swp swp[DPAA2X_MAX_DPIO];
};

size_t
model_swp_mem_size(uint16_t n_dpio)
{
	/* the regions page-aligned, as a DPIO's mapping is */
	return sizeof(struct model_swp_set) + (size_t)(2 * n_dpio + 1) * DPAA2X_SWP_REGION;
}

void
model_swp_init(struct dpaa2x_soc *soc, void *mem)
{
	struct model_swp_set *set = mem;
	uint8_t *r = RTE_PTR_ALIGN_CEIL((uint8_t *)(set + 1), DPAA2X_SWP_REGION);
	unsigned int i;

	memset(set, 0, sizeof(*set));
	for (i = 0; i < soc->n_dpio; i++) {
		set->swp[i].home = r + 2 * i * DPAA2X_SWP_REGION;
		set->swp[i].cena = set->swp[i].home;
		set->swp[i].cinh = set->swp[i].cena + DPAA2X_SWP_REGION;
		rte_spinlock_init(&set->swp[i].lock);
	}
	soc->swp = set;
}

bool
model_swp_busy(const struct dpaa2x_soc *soc)
{
	return __atomic_load_n(&soc->swp->n_active, __ATOMIC_RELAXED) != 0;
}

/* ---- register access (the portal regions are shared with software) ---- */

static inline uint32_t
rd32(const uint8_t *base, uint32_t off)
{
	return __atomic_load_n((const uint32_t *)(base + off), __ATOMIC_ACQUIRE);
}

static inline void
wr32(uint8_t *base, uint32_t off, uint32_t v)
{
	__atomic_store_n((uint32_t *)(base + off), v, __ATOMIC_RELEASE);
}

static inline uint8_t
rd8(const uint8_t *base, uint32_t off)
{
	return __atomic_load_n(base + off, __ATOMIC_ACQUIRE);
}

static inline uint64_t
le64(const uint8_t *p)
{
	uint64_t v = 0;
	int i;

	for (i = 7; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

static inline void
put_le(uint8_t *p, uint64_t v, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++, v >>= 8)
		p[i] = (uint8_t)v;
}

/* Power-on state of a portal's registers and of the engine's view. */
static void
swp_reset(struct model_swp *sw)
{
	uint8_t *cena = sw->cena, *cinh = sw->cinh;

	memset(cena, 0, DPAA2X_SWP_REGION);
	memset(cinh, 0, DPAA2X_SWP_REGION);
	sw->cmd = cena;
	memset(&sw->eq_ci, 0, sizeof(*sw) - offsetof(struct model_swp, eq_ci));
	sw->eq_vb = sw->vdq_vb = sw->mc_vb = sw->rcr_vb = sw->dq_vb = VB;
	wr32(cinh, CINH_EQCR_PI, VB);	/* index 0, first lap's valid bit */
	wr32(cinh, CINH_DCAP, DCAP_NONE);
	wr32(cinh, CINH_RAR, RAR_SUCCESS | VB | 0);
}

int
model_swp_take(struct dpaa2x_soc *soc, int want, char *err, size_t errlen)
{
	unsigned int i;

	if (want >= (int)soc->n_dpio) {
		model_errf(err, errlen, "no dpio portal %d (the DPL has %u)", want, soc->n_dpio);
		return -EINVAL;
	}
	rte_spinlock_lock(&soc->mc_lock);
	for (i = want < 0 ? 0 : (unsigned int)want; i < soc->n_dpio; i++) {
		if (soc->portal[i].in_use) {
			if (want < 0)
				continue;
			rte_spinlock_unlock(&soc->mc_lock);
			model_errf(err, errlen, "dpio portal %d is in use", want);
			return -EBUSY;
		}
		soc->portal[i].in_use = true;	/* the dpio is taken either way */
		rte_spinlock_unlock(&soc->mc_lock);
		return (int)i;
	}
	rte_spinlock_unlock(&soc->mc_lock);
	model_errf(err, errlen, "all %u dpio portals are in use", soc->n_dpio);
	return -ENOSPC;
}

void
model_swp_untake(struct dpaa2x_soc *soc, int idx)
{
	rte_spinlock_lock(&soc->mc_lock);
	soc->portal[idx].in_use = false;
	rte_spinlock_unlock(&soc->mc_lock);
}

void
model_swp_activate(struct dpaa2x_soc *soc, int idx, uint8_t *mem, struct mmio_trap *trap,
		   struct dpaa2x_swp_regions *r)
{
	struct model_swp *sw = &soc->swp->swp[idx];

	sw->cena = mem != NULL ? mem : sw->home;
	sw->cinh = sw->cena + DPAA2X_SWP_REGION;
	sw->trap = trap;
	swp_reset(sw);
	r->cena = sw->cena;
	r->cinh = sw->cinh;
	r->idx = idx;
	__atomic_fetch_add(&soc->swp->n_active, 1, __ATOMIC_RELAXED);
	__atomic_store_n(&sw->active, true, __ATOMIC_RELEASE);
}

int
dpaa2x_swp_open(struct dpaa2x_soc *soc, struct dpaa2x_swp_regions *r, char *err,
		size_t errlen)
{
	int idx;

	if (soc == NULL || r == NULL)
		return -EINVAL;
	idx = model_swp_take(soc, -1, err, errlen);
	if (idx < 0)
		return idx;
	model_swp_activate(soc, idx, NULL, NULL, r);
	return 0;
}

int
dpaa2x_swp_close(struct dpaa2x_soc *soc, int idx)
{
	struct model_swp *sw;

	if (soc == NULL || idx < 0 || idx >= soc->n_dpio)
		return -EINVAL;
	sw = &soc->swp->swp[idx];
	if (!__atomic_load_n(&sw->active, __ATOMIC_ACQUIRE))
		return -EINVAL;
	__atomic_store_n(&sw->active, false, __ATOMIC_RELEASE);
	model_quiesce(soc);		/* no pass is still serving it */
	__atomic_fetch_sub(&soc->swp->n_active, 1, __ATOMIC_RELAXED);
	if (sw->trap != NULL) {		/* back to its regions in the SoC */
		mmio_trap_destroy(sw->trap);
		sw->trap = NULL;
		sw->cena = sw->home;
		sw->cinh = sw->home + DPAA2X_SWP_REGION;
	}
	rte_spinlock_lock(&soc->mc_lock);
	soc->portal[idx].in_use = false;
	rte_spinlock_unlock(&soc->mc_lock);
	return 0;
}

int
dpaa2x_swp_get_stats(const struct dpaa2x_soc *soc, int idx, struct dpaa2x_swp_stats *st)
{
	if (soc == NULL || st == NULL || idx < 0 || idx >= soc->n_dpio)
		return -EINVAL;
	memcpy(st, &soc->swp->swp[idx].st, sizeof(*st));
	return 0;
}

/* ---- the two windows on one portal memory ---- */

static inline uint8_t *
win_other(const struct model_swp *sw, const uint8_t *w)
{
	return w == sw->cena ? sw->cinh : sw->cena;
}

/* The window whose command line at off carries valid bit vb (WN's first),
 * its line copied to the other: NULL while neither does. */
static uint8_t *
cmd_take(struct model_swp *sw, uint32_t off, uint8_t vb, void *line, size_t len)
{
	uint8_t *w = sw->cmd;

	if ((rd8(w, off) & VB) != vb) {
		w = win_other(sw, w);
		if ((rd8(w, off) & VB) != vb)
			return NULL;
	}
	memcpy(line, w + off, len);
	memcpy(win_other(sw, w) + off, line, len);
	return w;
}

/* A result at off in both windows: everything but its first byte, then
 * that byte (the verb or valid bit software polls). */
static void
res_put(struct model_swp *sw, uint32_t off, const uint8_t *r, size_t len)
{
	memcpy(sw->cena + off + 1, r + 1, len - 1);
	memcpy(sw->cinh + off + 1, r + 1, len - 1);
	__atomic_store_n(sw->cena + off, r[0], __ATOMIC_RELEASE);
	__atomic_store_n(sw->cinh + off, r[0], __ATOMIC_RELEASE);
}

/* ---- EQCR ---- */

/* The FQ an enqueue command targets: an FQID, or a dpni's Tx queue by
 * QDID and QDBIN (dpni_get_qdid). */
static struct model_fq *
eq_target(struct dpaa2x_soc *soc, const uint8_t *e)
{
	uint32_t tgt = (uint32_t)le64(e + 8) & 0xffffff;
	uint16_t bin = (uint16_t)(e[16] | e[17] << 8);
	struct model_dpni *ni;

	if (!(e[0] & EQ_TARGET_QD))
		return model_fq_by_id(soc, tgt);
	if (tgt < MODEL_QDID_BASE || tgt - MODEL_QDID_BASE >= soc->n_dpni)
		return NULL;
	ni = &soc->dpni[tgt - MODEL_QDID_BASE];
	return bin < ni->num_tx ? ni->txq[bin] : NULL;
}

static void
eq_one(struct dpaa2x_soc *soc, struct model_swp *sw, unsigned int idx, const uint8_t *e)
{
	struct model_fq *fq;
	struct dpaa2x_fd fd;

	if ((e[0] & EQ_CMD_MASK) == 0)
		return;			/* an empty command (an order hole) */
	memcpy(&fd, e + 32, sizeof(fd));	/* DPAA2's FD, little-endian */
	fq = eq_target(soc, e);
	if (fq == NULL) {
		sw->st.bad_cmds++;
		return;
	}
	if (dpaa2x_enqueue(&soc->portal[idx], fq->fqid, &fd, 1) == 1) {
		sw->st.enqueues++;
		return;
	}
	/* tail drop: QMan does not free the buffer (BMan never sees it) */
	sw->st.enq_rejects++;
}

static unsigned int
service_eqcr(struct dpaa2x_soc *soc, struct model_swp *sw, unsigned int idx)
{
	uint8_t e[64];
	unsigned int n;

	for (n = 0; n < RING; n++) {
		uint32_t off = CENA_EQCR(sw->eq_ci & (RING - 1));

		/* software writes the verb last: the entry is whole when it
		 * carries this lap's valid bit */
		if (cmd_take(sw, off, sw->eq_vb, e, sizeof(e)) == NULL)
			break;
		eq_one(soc, sw, idx, e);
		sw->eq_ci = (sw->eq_ci + 1) & IDX_MASK;
		if ((sw->eq_ci & (RING - 1)) == 0)
			sw->eq_vb ^= VB;
	}
	if (n > 0) {
		wr32(sw->cena, CENA_EQCR_CI, sw->eq_ci);	/* both windows */
		wr32(sw->cinh, CINH_EQCR_CI, sw->eq_ci);
	}
	return n;
}

/* ---- RCR ---- */

/* RAR's value: the slot after those read-allocated, or no success when
 * all 8 are (an untrapped portal reads it as memory: rcr_ahead stays 0). */
static uint32_t
rar_offer(const struct model_swp *sw)
{
	unsigned int pos = sw->rcr_next + sw->rcr_ahead;

	if (sw->rcr_ahead >= RING)
		return 0;
	return RAR_SUCCESS | (pos >= RING ? sw->rcr_vb ^ VB : sw->rcr_vb) | (pos & (RING - 1));
}

static unsigned int
service_rcr(struct dpaa2x_soc *soc, struct model_swp *sw, unsigned int idx)
{
	uint64_t bufs[DPAA2X_BMAN_MAX_CMD];
	unsigned int n, k, i;
	uint8_t e[64];

	for (n = 0; n < RING; n++) {
		uint32_t off = CENA_RCR(sw->rcr_next);
		uint8_t *w = sw->cmd;
		uint32_t w0 = rd32(w, off);

		if ((w0 & 0xff) == 0) {
			w = win_other(sw, w);
			w0 = rd32(w, off);
		}
		if ((w0 & 0xff) == 0)
			break;		/* the offered slot is not written yet */
		memcpy(e, w + off, sizeof(e));
		k = e[0] & RC_NUM_MASK;
		for (i = 0; i < k; i++)
			bufs[i] = le64(e + 8 + 8 * i);
		if (k == 0)
			sw->st.bad_cmds++;
		else if (dpaa2x_bman_release(&soc->portal[idx],
					     (uint16_t)((e[2] | e[3] << 8) & DPAA2X_BPID_MASK),
					     bufs, k) == 0)
			sw->st.released += k;
		else
			sw->st.release_refused += k;	/* no such pool, or full */
		/* offer the next slot, then free this one (unless software wrote
		 * it again meanwhile): a free slot at the offered index is one
		 * served a lap ago, never the one just served */
		sw->rcr_next = (sw->rcr_next + 1) & (RING - 1);
		if (sw->rcr_next == 0)
			sw->rcr_vb ^= VB;
		if (sw->rcr_ahead > 0)
			sw->rcr_ahead--;
		wr32(sw->cinh, CINH_RAR, rar_offer(sw));
		__atomic_compare_exchange_n((uint32_t *)(w + off), &w0, 0, false,
					    __ATOMIC_RELEASE, __ATOMIC_RELAXED);
	}
	return n;
}

/* ---- management commands ---- */

/* Query FQ non-programmable fields: the FQ's frame count (bytes 24..27,
 * 24 bits) and byte count (28..31), as QMan answers it; ERR for no such
 * FQ. The scheduling state and the rest stay 0. */
static void
fq_query_np(struct dpaa2x_soc *soc, const uint8_t *c, uint8_t *r)
{
	const struct model_fq *fq = model_fq_by_id(soc, (uint32_t)le64(c + 4) & 0xffffff);

	if (fq == NULL)
		return;
	r[1] = MC_RSLT_OK;
	put_le(r + 24, model_fq_depth(fq) & 0xffffff, 4);
	put_le(r + 28, model_fq_depth_bytes(fq), 4);
}

static unsigned int
service_cr(struct dpaa2x_soc *soc, struct model_swp *sw, unsigned int idx)
{
	uint8_t c[64], r[64];
	uint64_t bufs[DPAA2X_BMAN_MAX_CMD];
	uint8_t vb = sw->mc_vb;
	int got;
	unsigned int i;

	if (cmd_take(sw, CENA_CR, vb, c, sizeof(c)) == NULL)
		return 0;
	sw->mc_vb ^= VB;
	memset(r, 0, sizeof(r));
	r[0] = c[0];
	r[1] = MC_RSLT_ERR;
	if ((c[0] & MC_VERB_MASK) == MC_FQ_QUERY_NP) {
		fq_query_np(soc, c, r);
	} else if ((c[0] & MC_VERB_MASK) == MC_ACQUIRE) {
		got = dpaa2x_bman_acquire(&soc->portal[idx],
					  (uint16_t)((c[2] | c[3] << 8) & DPAA2X_BPID_MASK),
					  bufs, c[4]);
		if (got >= 0) {
			r[1] = MC_RSLT_OK;
			r[4] = (uint8_t)got;
			for (i = 0; i < (unsigned int)got; i++)
				put_le(r + 8 + 8 * i, bufs[i], 8);
			sw->st.acquired += (unsigned int)got;
		}
		sw->st.acquires++;
	} else {
		sw->st.bad_cmds++;	/* other FQ and channel commands: not modelled */
	}
	/* the other answer slot was read before this command was written:
	 * clear it for the next command; then this answer, verb last */
	memset(sw->cena + CENA_RR(!vb), 0, 64);
	memset(sw->cinh + CENA_RR(!vb), 0, 64);
	res_put(sw, CENA_RR(vb), r, sizeof(r));
	return 1;
}

/* ---- volatile dequeue ---- */

/* DQRR entries written and not yet consumed. */
static inline unsigned int
dqrr_used(const struct model_swp *sw)
{
	return (sw->dq_pi - sw->dq_ci) & IDX_MASK;
}

/* Software consumed DQRR entries up to the index it wrote to DCAP. */
static void
dqrr_consume(struct model_swp *sw)
{
	uint32_t v = __atomic_exchange_n((uint32_t *)(sw->cinh + CINH_DCAP), DCAP_NONE,
					 __ATOMIC_ACQUIRE);
	unsigned int k, used = dqrr_used(sw);

	if (v == DCAP_NONE)
		return;
	for (k = 0; k < used; k++)
		if (((sw->dq_ci + k) & (RING - 1)) == (v & (RING - 1))) {
			sw->dq_ci = (sw->dq_ci + k + 1) & IDX_MASK;
			return;
		}
}

/* One result entry as QBMan lays it out (struct dpaa2x_dq), its token
 * the command's. */
static void
dq_build(struct dpaa2x_dq *e, const struct swp_vdq *v, const struct model_fq *fq,
	 const struct dpaa2x_fd *fd, uint8_t stat, uint16_t seq, uint64_t ctx)
{
	model_dq_fill(e, fq, v->fqid, fd, stat, seq, fq != NULL ? model_fq_depth(fq) : 0,
		      fq != NULL ? model_fq_depth_bytes(fq) : 0, ctx);
	e->tok = v->tok;
}

/* Publish an entry: everything but its marker, then the marker (storage:
 * the token; DQRR: the verb with the ring's valid bit). */
static void
dq_publish(struct model_swp *sw, const struct dpaa2x_dq *e)
{
	const uint8_t *b = (const uint8_t *)e;
	const size_t tok = offsetof(struct dpaa2x_dq, tok);
	uint8_t *d, dq[sizeof(*e)];

	if (sw->vdq.storage) {
		d = sw->vdq.dst;
		memcpy(d, b, tok);
		memcpy(d + tok + 1, b + tok + 1, sizeof(*e) - tok - 1);
		__atomic_store_n(d + tok, e->tok, __ATOMIC_RELEASE);
		sw->vdq.dst += sizeof(*e);
		return;
	}
	memcpy(dq, e, sizeof(dq));
	dq[0] = (uint8_t)(e->verb | sw->dq_vb);
	res_put(sw, CENA_DQRR(sw->dq_pi & (RING - 1)), dq, sizeof(dq));
	sw->dq_pi = (sw->dq_pi + 1) & IDX_MASK;
	if ((sw->dq_pi & (RING - 1)) == 0)
		sw->dq_vb ^= VB;
	wr32(sw->cinh, CINH_DQPI, sw->dq_pi);
}

/* Write entries while there is room; returns entries written. */
static unsigned int
vdq_run(struct dpaa2x_soc *soc, struct model_swp *sw)
{
	struct swp_vdq *v = &sw->vdq;
	struct model_fq *fq = model_fq_by_id(soc, v->fqid);
	struct dpaa2x_fd fd;
	struct dpaa2x_dq e;
	unsigned int n = 0;
	uint64_t ctx;
	uint8_t stat;

	while (v->left > 0 && (v->storage || dqrr_used(sw) < RING)) {
		ctx = fq != NULL ? __atomic_load_n(&model_mc_fq(soc, fq)->user_ctx,
						   __ATOMIC_RELAXED) : 0;
		if (fq == NULL || model_fq_take(fq, &fd, 1) == 0) {
			/* nothing (more) to give: one entry without a frame
			 * ends the command when it gave nothing yet */
			stat = DPAA2X_DQ_STAT_VOLATILE | DPAA2X_DQ_STAT_EXPIRED |
			       DPAA2X_DQ_STAT_FQEMPTY;
			dq_build(&e, v, fq, NULL, stat, fq != NULL ? fq->seqnum++ : 0, ctx);
			dq_publish(sw, &e);
			v->left = 0;
			n++;
			break;
		}
		v->left--;
		stat = DPAA2X_DQ_STAT_VOLATILE | DPAA2X_DQ_STAT_VALIDFRAME;
		if (model_fq_depth(fq) == 0)
			stat |= DPAA2X_DQ_STAT_FQEMPTY;
		if (v->left == 0 || model_fq_depth(fq) == 0) {
			stat |= DPAA2X_DQ_STAT_EXPIRED;	/* asked for no more, or none left */
			v->left = 0;
		}
		dq_build(&e, v, fq, &fd, stat, fq->seqnum++, ctx);
		dq_publish(sw, &e);
		n++;
	}
	sw->st.dq_entries += n;
	v->active = v->left > 0;
	return n;
}

static unsigned int
service_vdq(struct dpaa2x_soc *soc, struct model_swp *sw)
{
	struct swp_vdq *v = &sw->vdq;
	uint8_t c[16];
	uint32_t n;

	if (!v->active) {
		if (cmd_take(sw, CENA_VDQCR, sw->vdq_vb, c, sizeof(c)) == NULL)
			return 0;
		sw->vdq_vb ^= VB;
		sw->st.pulls++;
		v->storage = (c[0] & VDQ_STORAGE) != 0;
		v->tok = c[2];
		v->left = (uint8_t)(c[1] + 1);		/* frames - 1 */
		v->fqid = (uint32_t)le64(c + 4) & 0xffffff;
		n = v->left;
		if (n > DPAA2X_PULL_MAX || (c[0] & VDQ_DT_MASK) != VDQ_DT_FQ ||
		    model_fq_by_id(soc, v->fqid) == NULL) {
			sw->st.bad_cmds++;	/* channels, work queues, no such FQ */
			v->fqid = 0;		/* answered with one empty entry */
			v->left = 1;
			n = 1;
		}
		v->dst = NULL;
		if (v->storage) {
			v->dst = model_dma_va(le64(c + 8), 64 * (size_t)n);
			if (v->dst == NULL) {
				sw->st.bad_cmds++;	/* an IOMMU fault: no results */
				return 1;
			}
		}
		v->active = true;
	}
	return vdq_run(soc, sw);
}

/* ---- the engine ---- */

/* The window SWP_CFG's WN bit names, looked at first for commands. */
static inline void
swp_window(struct model_swp *sw)
{
	sw->cmd = (rd32(sw->cinh, CINH_CFG) & CFG_WN) ? sw->cinh : sw->cena;
}

/* One portal's commands, under its lock. */
static unsigned int
swp_serve(struct dpaa2x_soc *soc, struct model_swp *sw, unsigned int i)
{
	unsigned int work = 0;

	if (rd32(sw->cinh, CINH_CFG) == 0)
		return 0;	/* not configured yet */
	swp_window(sw);
	dqrr_consume(sw);
	work += service_eqcr(soc, sw, i);
	work += service_rcr(soc, sw, i);
	work += service_cr(soc, sw, i);
	work += service_vdq(soc, sw);
	return work;
}

unsigned int
model_swp_service(struct dpaa2x_soc *soc)
{
	struct model_swp_set *set = soc->swp;
	unsigned int i, work = 0;

	if (likely(__atomic_load_n(&set->n_active, __ATOMIC_RELAXED) == 0))
		return 0;
	for (i = 0; i < soc->n_dpio; i++) {
		struct model_swp *sw = &set->swp[i];

		if (!__atomic_load_n(&sw->active, __ATOMIC_ACQUIRE) ||
		    !rte_spinlock_trylock(&sw->lock))
			continue;	/* closed, or the trap serves it now */
		work += swp_serve(soc, sw, i);
		rte_spinlock_unlock(&sw->lock);
	}
	return work;
}

/* One portal served now, as a pass would (between MC commands: hw_lock)
 * and under its lock; nothing while the SoC is halted (dpaa2x_soc_stop():
 * the commands wait for the engine, as for a slow QBMan). */
static unsigned int
swp_serve_now(struct dpaa2x_soc *soc, struct model_swp *sw, int idx)
{
	unsigned int work = 0;

	if (__atomic_load_n(&soc->halted, __ATOMIC_ACQUIRE))
		return 0;
	model_hw_lock(soc);
	rte_spinlock_lock(&sw->lock);
	work = swp_serve(soc, sw, (unsigned int)idx);
	rte_spinlock_unlock(&sw->lock);
	model_hw_unlock(soc);
	return work;
}

unsigned int
model_swp_serve(struct dpaa2x_soc *soc, int idx)
{
	return swp_serve_now(soc, &soc->swp->swp[idx], idx);
}

/* RAR is read-to-allocate: each read offers the next free slot, as
 * QBMan's release array allocation register does (DPDK's
 * qbman_swp_release() writes at once to the slot its read gave, and a
 * burst reads it again before BMan took the last command). */
uint32_t
model_swp_rar_read(struct dpaa2x_soc *soc, int idx)
{
	struct model_swp *sw = &soc->swp->swp[idx];
	uint32_t v;

	swp_serve_now(soc, sw, idx);
	rte_spinlock_lock(&sw->lock);
	v = rar_offer(sw);
	if (v & RAR_SUCCESS)
		sw->rcr_ahead++;
	wr32(sw->cinh, CINH_RAR, rar_offer(sw));
	rte_spinlock_unlock(&sw->lock);
	return v;
}

/* Engine: the commands software wrote to any portal, the contract's (pulls)
 * and the register-level ones (qbman_swp.c): as often as each other, a
 * few times a pass (latency). Returns commands executed. */
unsigned int
model_service_portals(struct dpaa2x_soc *soc)
{
	return model_service_pulls(soc) + model_swp_service(soc);
}
