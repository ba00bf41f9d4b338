/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * WRIOP: the port side of the datapath, Rx (Tx: wriop_tx.c).
 *
 * Rx, per frame and in this order: dpni enabled, runt (< 60 bytes),
 * oversize (length + FCS > max frame), MAC filter, parser, distribution
 * hash -> Rx FQ, pool selection (a scatter-gather frame over buffers of
 * the largest pool when none holds the frame), buffer acquire, DMA of
 * annotation and frame, enqueue (tail drop). The engine handles frames in
 * batches of up to MODEL_BURST: the checks run first for the whole batch,
 * then one acquire per pool serves every frame that needs buffers of it,
 * in arrival order, which gives the same counters as one acquire per
 * frame: a frame the pool cannot give all its buffers is a no-buffer
 * discard, and what it would have taken serves the frames after it or
 * goes back to the pool.
 *
 * FDs and BMan carry IOVAs: every DMA goes through the IOMMU (iommu.c).
 */

#include <string.h>

#include <rte_common.h>
#include <rte_cycles.h>
#include <rte_memcpy.h>
#include <rte_memory.h>

#include "dma.h"
#include "bman.h"
#include "dpni.h"
#include "engine.h"
#include "iommu.h"
#include "qman.h"
#include "soc.h"

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

/* Buffers of one engine batch: every frame scattered over the most. */
#define MODEL_RX_BUFS	(MODEL_BURST * (1 + DPAA2X_SG_MAX_ENTRIES))

/*
 * Pool selection: the smallest buffer the frame fits in; else, unless the
 * layout says NO_SG, a scatter-gather frame over buffers of the largest
 * pool, one for the SG table and one per room bytes of the frame, each
 * filled from data_offset on. Returns the slot and in *nbufs the buffers
 * the frame takes; MODEL_NO_POOL when it is too long for them.
 */
static inline unsigned int
rx_pick_pool(const struct model_dpni *ni, uint32_t len, uint8_t *nbufs)
{
	uint32_t room, segs;
	unsigned int s;

	*nbufs = 1;
	for (s = 0; s < ni->n_pools; s++)
		if (ni->data_offset + len <= ni->pool_size[s])
			return s;
	if (ni->no_sg || ni->n_pools == 0)
		return MODEL_NO_POOL;
	s = ni->n_pools - 1;
	room = ni->pool_size[s] - ni->data_offset;	/* > 0: dpni_set_pools */
	segs = (len + room - 1) / room;
	/* the table is in a buffer of its own, from data_offset on too */
	if (segs > DPAA2X_SG_MAX_ENTRIES || segs * sizeof(struct dpaa2x_sge) > room)
		return MODEL_NO_POOL;
	*nbufs = (uint8_t)(1 + segs);
	return s;
}

/* A discard before the buffer: ing_discards and its cause. */
static inline unsigned int
rx_discard(struct dpaa2x_dpni_stats *st, uint64_t *cause)
{
	(*cause)++;
	st->ing_discards++;
	return MODEL_NO_POOL;
}

/*
 * Flow steering of the TC (cls.c): a hit's queue, a discard (filtered:
 * false), or a miss, which keeps the hash's queue while the hash spreads
 * over more than one, else takes the FS miss flow (MISS_DROP: filtered).
 */
static inline bool
rx_steer(struct model_dpni *ni, const struct model_frame *f, const struct dpaa2x_annot *an,
	 uint16_t *q)
{
	int hit = model_cls_fs(&ni->cls, f->data, an, q);

	if (hit == 0 && ni->dist_nq <= 1) {
		if (ni->cls.miss_flow == DPAA2X_CLS_MISS_DROP)
			hit = -1;
		else
			*q = ni->cls.miss_flow;
	}
	if (hit < 0)
		ni->st.ing_filtered++;
	return hit >= 0;
}

/*
 * QoS first (cls.c): the frame's TC, or a discard on a miss (filtered:
 * false). TC 0 keeps the hash's queue and its flow steering; TC t > 0
 * hashes by its own distribution over its own queues (the hash the FD
 * carries is that one).
 */
static bool
rx_qos(struct model_dpni *ni, const struct model_frame *f, struct dpaa2x_annot *an,
       uint16_t *q)
{
	int tc = model_cls_qos(&ni->cls, f->data, an);
	uint32_t hash;

	if (tc < 0) {
		ni->st.ing_filtered++;
		return false;
	}
	if (tc == 0)
		return !ni->cls.fs_on || rx_steer(ni, f, an, q);
	hash = dpaa2x_frame_hash(f->data, an, ni->cls.tc_fields[tc],
				 ni->key_default ? dpaa2x_default_rss_key : ni->key);
	*q = (uint16_t)(tc * ni->rx_per_tc + hash % ni->cls.tc_nq[tc]);
	return true;
}

/*
 * Everything before the buffer: returns the pool slot (index into the
 * dpni's pools, smallest first) and in *nbufs the buffers the frame
 * takes, or MODEL_NO_POOL when the frame is dropped here (counted). Fills
 * the parse result and the Rx queue.
 */
static inline unsigned int
rx_classify(struct model_dpni *ni, const struct model_frame *f,
	    struct dpaa2x_annot *an, uint8_t *cast, uint16_t *q, uint8_t *nbufs)
{
	struct dpaa2x_dpni_stats *st = &ni->st;
	uint32_t len = f->len, hash;
	unsigned int s;

	if (unlikely(!ni->enabled))
		return rx_discard(st, &st->ing_disabled);
	if (unlikely(len < DPAA2X_MIN_FRAME))
		return rx_discard(st, &st->ing_runt);
	if (unlikely(len + DPAA2X_FCS_LEN > ni->max_frame))
		return rx_discard(st, &st->ing_oversize);	/* max frame counts the FCS */
	if (unlikely(!rx_mac_pass(ni, f->data, cast))) {
		st->ing_filtered++;
		return MODEL_NO_POOL;
	}
	dpaa2x_frame_parse(f->data, len, an);
	/* dpni VLAN filter: the outer tag's VID in the table, or untagged */
	if (unlikely(ni->vlan_filter) && an->vlan_count != 0 &&
	    !model_vlan_listed(ni, an->vlan_tci & 0xfff)) {
		st->ing_filtered++;
		return MODEL_NO_POOL;
	}
	/* the key is compared once at set_rx_dist, not per frame */
	hash = dpaa2x_frame_hash(f->data, an, ni->dist_fields,
				 ni->key_default ? dpaa2x_default_rss_key : ni->key);
	/* non-IP: hash 0, queue 0; a power-of-two count needs no division */
	*q = (uint16_t)(likely((ni->dist_nq & (ni->dist_nq - 1)) == 0) ?
			hash & (ni->dist_nq - 1) : hash % ni->dist_nq);
	if (unlikely(ni->cls.qos_on)) {
		if (!rx_qos(ni, f, an, q))
			return MODEL_NO_POOL;	/* discarded by QoS or FS, counted */
	} else if (unlikely(ni->cls.fs_on) && !rx_steer(ni, f, an, q)) {
		return MODEL_NO_POOL;	/* discarded by flow steering, counted */
	}
	s = rx_pick_pool(ni, len, nbufs);
	if (unlikely(s == MODEL_NO_POOL))
		return rx_discard(st, &st->ing_too_long);
	return s;
}

/*
 * DMA the frame into its buffers, the IOVAs b[0..nb) of room bytes each,
 * and set its FD: one buffer, or b[0] holding the SG table and b[1..] the
 * frame, each from data_offset on (struct dpaa2x_sge). Returns the CPU
 * address of b[0], or NULL when the IOMMU refuses a buffer (nothing is
 * written then).
 */
static inline uint8_t *
rx_dma_frame(struct model_iommu *mmu, const struct model_dpni *ni,
	     const struct model_frame *f, const uint64_t *b, unsigned int nb,
	     uint32_t room, uint16_t bpid, struct dpaa2x_fd *fd)
{
	struct dpaa2x_sge sgt[DPAA2X_SG_MAX_ENTRIES];
	uint8_t *va[1 + DPAA2X_SG_MAX_ENTRIES];
	uint32_t seg = room - ni->data_offset, off = 0, len;
	unsigned int i;

	for (i = 0; i < nb; i++) {
		va[i] = model_iommu_va(mmu, b[i], room);
		if (unlikely(va[i] == NULL))
			return NULL;
	}
	if (likely(nb == 1)) {
		dpaa2x_fd_set(fd, b[0], f->len, bpid, false, ni->data_offset,
			      DPAA2X_FD_FMT_SINGLE);
		model_dma_copy(va[0] + ni->data_offset, f->data, f->len, seg);
		return va[0];
	}
	for (i = 1; i < nb; i++, off += len) {
		len = RTE_MIN(seg, f->len - off);
		dpaa2x_sge_set(&sgt[i - 1], b[i], len, bpid, ni->data_offset, i == nb - 1);
		model_dma_copy(va[i] + ni->data_offset, f->data + off, len, seg);
	}
	model_dma_copy(va[0] + ni->data_offset, sgt, (nb - 1) * sizeof(sgt[0]), seg);
	dpaa2x_fd_set(fd, b[0], f->len, bpid, false, ni->data_offset, DPAA2X_FD_FMT_SG);
	return va[0];
}

/*
 * The mbuf header of each buffer a frame took is cold, as on LS2088A:
 * between its release and this acquire a FIFO pool cycles through far
 * more memory than the cluster's 1 MiB L2, so the driver's write of the
 * header misses. The DPL's /cold-mbuf-header bytes before the buffer are
 * evicted from every cache (0: off), where they are DMA-mapped memory.
 */
static inline void
rx_cold_header(struct model_iommu *mmu, struct model_dpni *ni, const uint64_t *b,
	       unsigned int nb, uint32_t bytes)
{
	const uint8_t *h;
	unsigned int i;

	for (i = 0; i < nb; i++) {
		h = b[i] >= bytes ? model_iommu_va(mmu, b[i] - bytes, bytes) : NULL;
		if (h == NULL)
			continue;
		model_dma_evict(h, bytes);
		ni->cold_header_lines += (((uintptr_t)h + bytes - 1) / MODEL_LINE) -
					 (uintptr_t)h / MODEL_LINE + 1;
	}
}

/*
 * DMA the annotation and the frame into its nb buffers at IOVAs b (room
 * bytes each), enqueue its FD. Returns the CPU address of the FD's
 * buffer, or NULL when the IOMMU refuses a buffer (the frame is discarded).
 */
static inline uint8_t *
rx_dma_enqueue(struct dpaa2x_soc *soc, struct model_dpni *ni, struct model_fq *fq,
	       const struct model_frame *f, const struct dpaa2x_annot *an, uint64_t ts,
	       uint8_t cast, const uint64_t *b, unsigned int nb, uint32_t room, uint16_t bpid)
{
	struct dpaa2x_dpni_stats *st = &ni->st;
	struct dpaa2x_hw_annot hw;
	struct dpaa2x_fd fd;
	uint8_t *va = rx_dma_frame(&soc->iommu, ni, f, b, nb, room, bpid, &fd);

	if (unlikely(va == NULL)) {
		rx_discard(st, &st->ing_dma_faults);	/* the frame is lost */
		return NULL;
	}
	if (soc->dpl.cold_header != 0)
		rx_cold_header(&soc->iommu, ni, b, nb, soc->dpl.cold_header);
	dpaa2x_frame_annot(f->data, an, ts, &hw, &fd.frc, &fd.ctrl, &fd.flc);
	/* DMA: no core's cache keeps these lines (dma.h); stashing is after */
	model_dma_copy(va + ni->priv_size, &hw, sizeof(hw), sizeof(hw));
	model_fq_push(fq, &fd);
	st->ing_frames++;
	st->ing_bytes += f->len;
	st->ing_sg_frames += nb > 1;
	if (cast == CAST_MULTI) {
		st->ing_mcast_frames++;
		st->ing_mcast_bytes += f->len;
	} else if (cast == CAST_BROAD) {
		st->ing_bcast_frames++;
		st->ing_bcast_bytes += f->len;
	}
	return va;
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

/* Buffers of pool bp in b[0..n) back to it (batched). */
static inline void
rx_give_back(struct model_rel *rel, struct model_pool *bp, const uint64_t *b, unsigned int n)
{
	unsigned int j;

	for (j = 0; j < n; j++)
		model_rel_add(rel, bp, b[j]);
}

void
model_wriop_rx(struct dpaa2x_soc *soc, struct model_dpni *ni,
	       const struct model_frame *f, unsigned int n)
{
	struct dpaa2x_annot an[MODEL_BURST];
	uint64_t bufs[MODEL_RX_BUFS];	/* pool s's from base[s], in arrival order */
	unsigned int want[DPAA2X_MAX_POOLS_PER_DPNI] = {0};
	unsigned int got[DPAA2X_MAX_POOLS_PER_DPNI];
	unsigned int used[DPAA2X_MAX_POOLS_PER_DPNI] = {0};
	unsigned int base[DPAA2X_MAX_POOLS_PER_DPNI];
	uint8_t idx[MODEL_BURST], slot[MODEL_BURST], cast[MODEL_BURST], nb[MODEL_BURST];
	uint16_t q[MODEL_BURST];
	uint8_t *dma[MODEL_BURST];	/* buffers written in this batch */
	struct model_rel rel = { .np = 0 };
	unsigned int i, k, s, nacc = 0, ndma = 0, total = 0;
	uint64_t ts = 0;

	ni->mac_ing_frames += n;	/* the MAC counts before any check */
	for (i = 0; i < n; i++) {
		ni->mac_ing_bytes += f[i].len;
		s = rx_classify(ni, &f[i], &an[i], &cast[i], &q[i], &nb[i]);
		if (s == MODEL_NO_POOL)
			continue;
		idx[nacc++] = i;
		slot[i] = s;
		want[s] += nb[i];
	}
	if (nacc == 0)
		return;
	/* one acquire per pool for the batch (no prefetch: DMA bypasses caches) */
	for (s = 0; s < ni->n_pools; s++) {
		base[s] = total;
		total += want[s];
		got[s] = want[s] == 0 ? 0 :
			model_pool_hw_acquire(&soc->pool[ni->pool_idx[s]], &bufs[base[s]],
					      want[s]);
	}
	for (k = 0; k < nacc; k++) {
		struct model_pool *bp;
		struct model_fq *fq;
		const uint64_t *b;

		i = idx[k];
		s = slot[i];
		if (unlikely(got[s] - used[s] < nb[i])) {
			/* the pool ran empty: the frame takes none of what is left */
			ni->st.ing_nobuf_discards++;
			continue;
		}
		b = &bufs[base[s] + used[s]];	/* in arrival order */
		used[s] += nb[i];
		bp = &soc->pool[ni->pool_idx[s]];
		fq = ni->rxq[q[i]];
		if (unlikely(model_fq_full(fq))) {
			fq->rejects++;			/* tail drop */
			ni->st.ing_tail_drops++;
			rx_give_back(&rel, bp, b, nb[i]);
			continue;
		}
		/* WRIOP stamps each frame as it takes it (the DPRTC's time then,
		 * DPAA2's pass_timestamp in the layout; else no time in word 2):
		 * the frames of a batch one after the other, never two at once */
		if (unlikely(ni->rx_timestamp))
			ts = model_mac_stamp(ni, model_rtc_time(soc, rte_rdtsc()));
		dma[ndma] = rx_dma_enqueue(soc, ni, fq, &f[i], &an[i], ts, cast[i], b, nb[i],
					   ni->pool_size[s], bp->bpid);
		if (likely(dma[ndma] != NULL))
			ndma++;
		else
			rx_give_back(&rel, bp, b, nb[i]);	/* not written: back */
	}
	/* what no frame took (a frame short of buffers left them) goes back */
	for (s = 0; s < ni->n_pools; s++)
		rx_give_back(&rel, &soc->pool[ni->pool_idx[s]], &bufs[base[s] + used[s]],
			     got[s] - used[s]);
	rx_dma_done(ni, dma, ndma);
	model_rel_flush(&rel);
}
