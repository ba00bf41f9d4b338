/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * WRIOP: the port side of the datapath.
 *
 * Rx, per frame and in this order: dpni enabled, runt (< 60 bytes),
 * oversize (length + FCS > max frame), MAC filter, parser, distribution
 * hash -> Rx FQ, pool selection, buffer acquire, DMA of annotation and
 * frame, enqueue (tail drop). The engine handles frames in batches of up
 * to MODEL_BURST: the checks run first for the whole batch, then one
 * acquire per pool serves every frame that needs a buffer of it, in
 * arrival order, which gives the same buffers and counters as one
 * acquire per frame.
 *
 * Tx, per FD dequeued from a Tx FQ: validate, deliver to the wire, then
 * release the buffer to its pool (batched) or, when it has no pool (IVP
 * or a BPID of no claimed pool), return the FD on the Tx confirmation FQ.
 * FDs and BMan carry IOVAs: every DMA goes through the IOMMU (iommu.c).
 */

#include <string.h>

#include <rte_common.h>
#include <rte_cycles.h>
#include <rte_memcpy.h>
#include <rte_memory.h>

#include "dma.h"
#include "model.h"

#define MAC48_MASK	0xffffffffffffull

/* The 6 destination bytes as a number (the frame has >= 60 bytes). */
static inline uint64_t
mac48(const uint8_t *d)
{
	uint64_t v;

	memcpy(&v, d, sizeof(v));
	return v & MAC48_MASK;
}

static inline bool
mac_listed(const struct model_dpni *ni, uint64_t dst)
{
	unsigned int i;

	for (i = 0; i < ni->n_macs; i++)
		if (ni->macs[i] == dst)
			return true;
	return false;
}

enum { CAST_UNI, CAST_MULTI, CAST_BROAD };

/* MAC filter: broadcast always; multicast when listed or in multicast
 * promiscuous mode; unicast to the primary or a listed MAC, or promisc. */
static inline bool
rx_mac_pass(const struct model_dpni *ni, const uint8_t *d, uint8_t *cast)
{
	uint64_t dst = mac48(d);

	if (dst == MAC48_MASK) {
		*cast = CAST_BROAD;
		return true;
	}
	if (d[0] & 1) {
		*cast = CAST_MULTI;
		return ni->mc_promisc || mac_listed(ni, dst);
	}
	*cast = CAST_UNI;
	return ni->uc_promisc || dst == ni->mac64 || mac_listed(ni, dst);
}

/*
 * Everything before the buffer: returns the pool slot (index into the
 * dpni's pools, smallest first) or MODEL_NO_POOL when the frame is
 * dropped here (counted). Fills the parse result and the Rx queue.
 */
static inline unsigned int
rx_classify(struct model_dpni *ni, const struct model_frame *f,
	    struct dpaa2x_annot *an, uint8_t *cast, uint16_t *q)
{
	struct dpaa2x_dpni_stats *st = &ni->st;
	uint32_t len = f->len, need, hash;
	unsigned int s;

	if (unlikely(!ni->enabled)) {
		st->ing_discards++;		/* port disabled */
		return MODEL_NO_POOL;
	}
	if (unlikely(len < DPAA2X_MIN_FRAME)) {
		st->ing_runt++;
		st->ing_discards++;
		return MODEL_NO_POOL;
	}
	if (unlikely(len + DPAA2X_FCS_LEN > ni->max_frame)) {
		st->ing_oversize++;		/* max frame counts the FCS */
		st->ing_discards++;
		return MODEL_NO_POOL;
	}
	if (unlikely(!rx_mac_pass(ni, f->data, cast))) {
		st->ing_filtered++;
		return MODEL_NO_POOL;
	}
	dpaa2x_frame_parse(f->data, len, an);
	/* the key is compared once at set_rx_dist, not per frame */
	hash = dpaa2x_frame_hash(f->data, an, ni->dist_fields,
				 ni->key_default ? dpaa2x_default_rss_key : ni->key);
	/* non-IP: hash 0, queue 0; a power-of-two count needs no division */
	*q = (uint16_t)(likely((ni->dist_nq & (ni->dist_nq - 1)) == 0) ?
			hash & (ni->dist_nq - 1) : hash % ni->dist_nq);
	/* pool selection: the smallest buffer the frame fits in */
	need = ni->data_offset + len;
	for (s = 0; s < ni->n_pools; s++)
		if (need <= ni->pool_size[s])
			return s;
	st->ing_discards++;		/* no pool large enough (no S/G) */
	return MODEL_NO_POOL;
}

/*
 * DMA the annotation and the frame into the buffer at IOVA buf (room
 * bytes), enqueue its FD. Returns the buffer's CPU address, or NULL when
 * the IOMMU refuses the buffer (the frame is discarded).
 */
static inline uint8_t *
rx_dma_enqueue(struct dpaa2x_soc *soc, struct model_dpni *ni, struct model_fq *fq,
	       const struct model_frame *f, const struct dpaa2x_annot *an, uint64_t ts,
	       uint8_t cast, uint64_t buf, uint32_t room, uint16_t bpid)
{
	struct dpaa2x_dpni_stats *st = &ni->st;
	uint8_t *b = model_iommu_va(&soc->iommu, buf, room);
	struct dpaa2x_hw_annot hw;
	struct dpaa2x_fd fd;

	if (unlikely(b == NULL)) {
		st->ing_discards++;		/* a DMA fault: the frame is lost */
		return NULL;
	}
	dpaa2x_fd_set(&fd, buf, f->len, bpid, false, ni->data_offset,
		      DPAA2X_FD_FMT_SINGLE);
	dpaa2x_frame_annot(f->data, an, ts, &hw, &fd.frc, &fd.ctrl, &fd.flc);
	/* DMA: no core's cache keeps these lines (dma.h); stashing is after */
	model_dma_copy(b + ni->priv_size, &hw, sizeof(hw), sizeof(hw));
	model_dma_copy(b + ni->data_offset, f->data, f->len, room - ni->data_offset);
	model_fq_push(fq, &fd);
	st->ing_frames++;
	st->ing_bytes += f->len;
	if (cast == CAST_MULTI) {
		st->ing_mcast_frames++;
		st->ing_mcast_bytes += f->len;
	} else if (cast == CAST_BROAD) {
		st->ing_bcast_frames++;
		st->ing_bcast_bytes += f->len;
	}
	return b;
}

/*
 * The DMA writes of a batch are complete before any of its FDs can be
 * dequeued; then the stash control's lines go into a second-level cache.
 */
static inline void
rx_dma_done(const struct model_dpni *ni, uint8_t *const *bufs, unsigned int n)
{
	unsigned int i;

	model_dma_fence();
	if (ni->stash_annot == 0 && ni->stash_data == 0)
		return;
	for (i = 0; i < n; i++) {
		model_dma_stash(bufs[i] + ni->priv_size, ni->stash_annot);
		model_dma_stash(bufs[i] + ni->data_offset, ni->stash_data);
	}
}

void
model_wriop_rx(struct dpaa2x_soc *soc, struct model_dpni *ni,
	       const struct model_frame *f, unsigned int n)
{
	struct dpaa2x_annot an[MODEL_BURST];
	uint64_t bufs[DPAA2X_MAX_POOLS_PER_DPNI][MODEL_BURST];
	unsigned int want[DPAA2X_MAX_POOLS_PER_DPNI] = {0};
	unsigned int got[DPAA2X_MAX_POOLS_PER_DPNI];
	unsigned int used[DPAA2X_MAX_POOLS_PER_DPNI] = {0};
	uint8_t idx[MODEL_BURST], slot[MODEL_BURST], cast[MODEL_BURST];
	uint16_t q[MODEL_BURST];
	uint8_t *dma[MODEL_BURST];	/* buffers written in this batch */
	struct model_rel rel = { .np = 0 };
	unsigned int i, k, s, nacc = 0, ndma = 0;
	uint64_t ts;

	ni->mac_ing_frames += n;	/* the MAC counts before any check */
	for (i = 0; i < n; i++) {
		ni->mac_ing_bytes += f[i].len;
		s = rx_classify(ni, &f[i], &an[i], &cast[i], &q[i]);
		if (s == MODEL_NO_POOL)
			continue;
		idx[nacc++] = i;
		slot[i] = s;
		want[s]++;
	}
	if (nacc == 0)
		return;
	/* one acquire per pool for the batch (no prefetch: DMA bypasses caches) */
	for (s = 0; s < ni->n_pools; s++)
		got[s] = want[s] == 0 ? 0 :
			model_pool_hw_acquire(&soc->pool[ni->pool_idx[s]], bufs[s], want[s]);
	ts = rte_rdtsc();
	for (k = 0; k < nacc; k++) {
		struct model_pool *bp;
		struct model_fq *fq;
		uint64_t buf;

		i = idx[k];
		s = slot[i];
		if (unlikely(used[s] == got[s])) {
			ni->st.ing_nobuf_discards++;	/* the pool ran empty */
			continue;
		}
		buf = bufs[s][used[s]++];	/* in arrival order */
		bp = &soc->pool[ni->pool_idx[s]];
		fq = ni->rxq[q[i]];
		if (unlikely(model_fq_full(fq))) {
			fq->rejects++;			/* tail drop */
			ni->st.ing_tail_drops++;
			model_rel_add(&rel, bp, buf);
			continue;
		}
		dma[ndma] = rx_dma_enqueue(soc, ni, fq, &f[i], &an[i], ts, cast[i], buf,
					   ni->pool_size[s], bp->bpid);
		if (likely(dma[ndma] != NULL))
			ndma++;
		else
			model_rel_add(&rel, bp, buf);	/* not written: back to its pool */
	}
	rx_dma_done(ni, dma, ndma);
	model_rel_flush(&rel);
}

/* ---- Tx ---- */

/*
 * A Tx FD WRIOP can send: single buffer, sane length, a claimed pool
 * unless IVP, frame inside that pool's buffer and in DMA-mapped memory.
 * Returns 0 and the frame's CPU address, or the FD[ERR] bits of the fault.
 */
static inline uint32_t
tx_fd_check(struct dpaa2x_soc *soc, const struct model_dpni *ni,
	    const struct dpaa2x_fd *fd, const struct model_pool *bp, const uint8_t **frame)
{
	uint32_t off = dpaa2x_fd_offset(fd);
	const uint8_t *b;
	unsigned int s;

	if (dpaa2x_fd_format(fd) != DPAA2X_FD_FMT_SINGLE)
		return DPAA2X_FD_CTRL_UFD;	/* S/G, frame lists: not modelled */
	if (fd->len == 0 || fd->len + DPAA2X_FCS_LEN > ni->max_frame)
		return DPAA2X_FD_CTRL_FSE;
	if (!dpaa2x_fd_ivp(fd)) {
		if (bp == NULL)
			return DPAA2X_FD_CTRL_UFD;	/* BPID names no claimed pool */
		for (s = 0; s < ni->n_pools; s++)
			if (&soc->pool[ni->pool_idx[s]] == bp &&
			    off + fd->len > ni->pool_size[s])
				return DPAA2X_FD_CTRL_FSE;
	}
	b = model_iommu_va(&soc->iommu, fd->addr + off, fd->len);
	if (b == NULL)
		return DPAA2X_FD_CTRL_SBE;	/* the DMA read faults */
	*frame = b;
	return 0;
}

/* Return an FD on Tx confirmation (software frees its buffer). */
static inline void
tx_confirm(struct model_dpni *ni, struct model_fq *cfq, const struct dpaa2x_fd *fd)
{
	/* a full confirmation FQ drops the FD: the buffer stays software's */
	if (likely(model_fq_push(cfq, fd)))
		ni->st.egr_confirmed++;
}

static void
tx_to_peer(struct dpaa2x_soc *soc, struct model_dpni *ni, struct model_frame *out,
	   unsigned int *nout)
{
	struct model_dpni *peer;
	unsigned int i;

	if (*nout == 0)
		return;		/* also for a port without a peer (MODEL_NO_PEER) */
	peer = &soc->dpni[ni->peer];
	/* what the link offers the receiving port, as a tester would count it */
	for (i = 0; i < *nout; i++)
		peer->wst.gen_bytes += out[i].len;
	peer->wst.gen_frames += *nout;
	model_wriop_rx(soc, peer, out, *nout);
	*nout = 0;
}

static unsigned int
tx_queue(struct dpaa2x_soc *soc, struct model_dpni *ni, struct model_fq *fq,
	 struct model_fq *cfq, uint64_t now)
{
	struct dpaa2x_fd fds[MODEL_BURST];
	struct model_frame out[MODEL_BURST];
	struct model_rel rel;	/* its 1 KiB of buffers: not zeroed per look */
	bool to_peer = ni->peer != MODEL_NO_PEER;
	unsigned int n, i, nout = 0;

	n = rte_ring_sc_dequeue_burst_elem(fq->mp, fds, sizeof(fds[0]), MODEL_BURST, NULL);
	if (n == 0)
		return 0;
	rel.np = 0;
	fq->deq_frames += n;
	for (i = 0; i < n; i++) {
		struct dpaa2x_fd *fd = &fds[i];
		struct model_pool *bp = dpaa2x_fd_ivp(fd) ? NULL :
					model_pool(soc, dpaa2x_fd_bpid(fd));
		const uint8_t *frame = NULL;
		uint32_t err;

		fq->deq_bytes += fd->len;
		/* a peer reads the frame before its buffer is released */
		if (to_peer && bp != NULL && model_rel_full(&rel, bp))
			tx_to_peer(soc, ni, out, &nout);
		err = tx_fd_check(soc, ni, fd, bp, &frame);
		if (unlikely(err != 0)) {
			ni->st.egr_discards++;
			fd->ctrl |= err;	/* not sent: why, in FD[ERR] */
		} else {
			if (to_peer) {
				out[nout].data = frame;
				out[nout++].len = fd->len;
			}
			model_wire_tx(soc, ni, frame, fd->len, now);
			ni->st.egr_frames++;
			ni->st.egr_bytes += fd->len;
			ni->mac_egr_frames++;
			ni->mac_egr_bytes += fd->len;
		}
		/* no software completion, unless there is no pool to release to */
		if (bp == NULL)
			tx_confirm(ni, cfq, fd);
		else
			model_rel_add(&rel, bp, fd->addr);
	}
	tx_to_peer(soc, ni, out, &nout);
	model_rel_flush(&rel);
	return n;
}

unsigned int
model_wriop_tx(struct dpaa2x_soc *soc, struct model_dpni *ni)
{
	unsigned int q, work = 0;
	uint64_t now;

	if (!ni->enabled)
		return 0;
	now = rte_rdtsc();
	for (q = 0; q < ni->num_tx; q++)
		work += tx_queue(soc, ni, ni->txq[q], ni->txcq[q], now);
	return work;
}
