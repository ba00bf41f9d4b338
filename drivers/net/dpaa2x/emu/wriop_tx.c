/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * WRIOP: the port side of the datapath, Tx (Rx: wriop_rx.c).
 *
 * Tx, per FD dequeued from a Tx FQ: validate, deliver to the wire, then,
 * as the dpni's Tx confirmation mode says: confirmation off (what the PMD
 * sets), release the buffer to its pool (batched), or, when it has none
 * (IVP, or a BPID of no claimed pool), nothing: the FD is forgotten and
 * its buffer stays where it is; confirmation on, return every FD on the
 * Tx confirmation FQ and release nothing (software frees, as DPDK's dpaa2
 * does in its drv_tx_conf mode), the time it sent each frame that asked
 * in the frame's annotation (tx_stamp). A scatter-gather FD's frame is read from
 * the buffers its table names, and each of them (IVP clear) goes back to
 * its pool too when confirmation is off. With the dpni's Tx checksum
 * offloads on, the frame's IPv4 and TCP/UDP sums are made as it leaves.
 * FDs and BMan carry IOVAs: every DMA goes through the IOMMU (iommu.c).
 */

#include <string.h>

#include <rte_common.h>
#include <rte_cycles.h>
#include <rte_memcpy.h>
#include <rte_memory.h>

#include "bman.h"
#include "board/wire.h"
#include "dpaa2x_hw_annot.h"
#include "dpni.h"
#include "engine.h"
#include "iommu.h"
#include "qman.h"
#include "soc.h"

/* Bytes up to end of a buffer of pool bp fit it (one of the dpni's pools,
 * whose size it knows; another pool's buffers are taken as they come). */
static inline bool
tx_fits(const struct dpaa2x_soc *soc, const struct model_dpni *ni,
	const struct model_pool *bp, uint64_t end)
{
	unsigned int s;

	for (s = 0; s < ni->n_pools; s++)
		if (&soc->pool[ni->pool_idx[s]] == bp && end > ni->pool_size[s])
			return false;
	return true;
}

/* The buffers of a scatter-gather Tx FD's entries that go back to BMan. */
struct tx_sg_bufs {
	unsigned int n;
	struct model_pool *bp[DPAA2X_SG_MAX_ENTRIES];
	uint64_t addr[DPAA2X_SG_MAX_ENTRIES];
};

/*
 * A scatter-gather Tx FD's frame: its table at the FD's offset, read by
 * DMA up to the final entry (at most DPAA2X_SG_MAX_ENTRIES); each entry a
 * data buffer, IVP (released by no one here: the FD's own buffer, or
 * software's) or of a claimed pool, its part inside the buffer; the parts
 * add up to the FD's length and are gathered into out. The entries read
 * with a pool are in *rel, sent or not. Returns 0 or the FD[ERR] bits.
 */
static uint32_t
tx_sg_gather(struct dpaa2x_soc *soc, const struct model_dpni *ni,
	     const struct dpaa2x_fd *fd, uint8_t *out, struct tx_sg_bufs *rel)
{
	uint64_t t = fd->addr + dpaa2x_fd_offset(fd);
	uint32_t got = 0, i;

	rel->n = 0;
	for (i = 0; i < DPAA2X_SG_MAX_ENTRIES; i++) {
		const struct dpaa2x_sge *e = (const struct dpaa2x_sge *)(const void *)
			model_iommu_va(&soc->iommu, t + i * sizeof(*e), sizeof(*e));
		struct model_pool *bp;
		const uint8_t *part;

		if (e == NULL)
			return DPAA2X_FD_CTRL_SBE;	/* the table's DMA read faults */
		bp = dpaa2x_sge_ivp(e) ? NULL : model_pool(soc, dpaa2x_sge_bpid(e));
		if (bp != NULL) {
			rel->bp[rel->n] = bp;
			rel->addr[rel->n++] = e->addr;
		}
		/* data (format 0, or 1 as DPDK's dpaa2 marks its inline table's
		 * own buffer); an extension (another table) is not modelled */
		if (!dpaa2x_sge_is_data(e) || (bp == NULL && !dpaa2x_sge_ivp(e)))
			return DPAA2X_FD_CTRL_UFD;	/* an extension, no claimed pool */
		if (e->len == 0 || e->len > fd->len - got ||
		    (bp != NULL && !tx_fits(soc, ni, bp, (uint64_t)dpaa2x_sge_offset(e) + e->len)))
			return DPAA2X_FD_CTRL_FSE;
		part = model_iommu_va(&soc->iommu, e->addr + dpaa2x_sge_offset(e), e->len);
		if (part == NULL)
			return DPAA2X_FD_CTRL_SBE;
		memcpy(out + got, part, e->len);
		got += e->len;
		if (dpaa2x_sge_final(e))
			return got == fd->len ? 0 : DPAA2X_FD_CTRL_FSE;
	}
	return DPAA2X_FD_CTRL_FSE;		/* no final entry */
}

/*
 * A Tx FD WRIOP can send: single buffer or scatter-gather, sane length, a
 * claimed pool unless IVP, frame inside that pool's buffer and in
 * DMA-mapped memory (an SG frame gathered into stage, its entries' buffers
 * in *sg). Returns 0 and the frame's CPU address, or the FD[ERR] bits.
 */
static inline uint32_t
tx_fd_check(struct dpaa2x_soc *soc, const struct model_dpni *ni,
	    const struct dpaa2x_fd *fd, const struct model_pool *bp, const uint8_t **frame,
	    uint8_t *stage, struct tx_sg_bufs *sg)
{
	uint32_t off = dpaa2x_fd_offset(fd), fmt = dpaa2x_fd_format(fd);
	const uint8_t *b;

	sg->n = 0;
	if (fmt != DPAA2X_FD_FMT_SINGLE && fmt != DPAA2X_FD_FMT_SG)
		return DPAA2X_FD_CTRL_UFD;	/* frame lists: not modelled */
	if (fd->len == 0 || fd->len + DPAA2X_FCS_LEN > ni->max_frame)
		return DPAA2X_FD_CTRL_FSE;
	if (!dpaa2x_fd_ivp(fd) && bp == NULL)
		return DPAA2X_FD_CTRL_UFD;	/* BPID names no claimed pool */
	if (unlikely(fmt == DPAA2X_FD_FMT_SG)) {
		*frame = stage;
		return tx_sg_gather(soc, ni, fd, stage, sg);
	}
	if (!dpaa2x_fd_ivp(fd) && !tx_fits(soc, ni, bp, (uint64_t)off + fd->len))
		return DPAA2X_FD_CTRL_FSE;
	b = model_iommu_va(&soc->iommu, fd->addr + off, fd->len);
	if (b == NULL)
		return DPAA2X_FD_CTRL_SBE;	/* the DMA read faults */
	*frame = b;
	return 0;
}

/* The dpni's Tx checksum offloads: the sums go into the bytes WRIOP
 * sends (the frame copied into its stage slot, where an SG frame is
 * already), the buffer keeps what software wrote. */
static const uint8_t *
tx_csum(const struct model_dpni *ni, const uint8_t *frame, uint32_t len, uint8_t *slot)
{
	if (frame != slot)
		memcpy(slot, frame, len);
	dpaa2x_frame_tx_csum(slot, len, ni->tx_csum);
	return slot;
}

/*
 * DPAA2's egress timestamp (WRIOP's egress frame annotation, as DPDK's
 * dpaa2 asks for it in enable_tx_tstamp, dpaa2x_hw_annot.h): an FD with
 * FRC FASV and FAEADV, ASAL 128 in its ctrl and a FAEAD with UPDV and UPD
 * in the annotation at its buffer's start gets the time WRIOP sent the
 * frame, the DPRTC's ns, in the annotation's timestamp word; only on Tx
 * confirmation (the caller's), where software reads it back, and only for
 * a frame sent (none with FD[ERR] set). An FD whose
 * offset leaves no room for the annotation before the frame (a
 * scatter-gather FD's table is there) gets nothing: the model never
 * writes into a frame's bytes. The time is the MAC's next
 * (model_mac_stamp()), after every frame it sent or received before.
 */
static void
tx_stamp(struct dpaa2x_soc *soc, struct model_dpni *ni, const struct dpaa2x_fd *fd)
{
	const uint32_t want = DPAA2X_FD_FRC_FASV | DPAA2X_FD_FRC_FAEADV;
	const uint32_t upd = DPAA2X_FAEAD_UPDV | DPAA2X_FAEAD_UPD;
	struct dpaa2x_hw_annot *a;
	const struct dpaa2x_faead *ead;

	if ((fd->frc & want) != want || (fd->ctrl & DPAA2X_FD_CTRL_ERR_MASK) != 0 ||
	    dpaa2x_fd_offset(fd) < DPAA2X_TX_ANNOT_SIZE ||
	    ((fd->ctrl >> DPAA2X_FD_CTRL_ASAL_SHIFT) & DPAA2X_FD_CTRL_ASAL_MASK) * 64 <
	    DPAA2X_TX_ANNOT_SIZE)
		return;
	a = (struct dpaa2x_hw_annot *)(void *)model_iommu_va(&soc->iommu, fd->addr,
							   DPAA2X_TX_ANNOT_SIZE);
	if (a == NULL)
		return;		/* the annotation's DMA faults: not written */
	ead = (const struct dpaa2x_faead *)(const void *)((const uint8_t *)a +
							  DPAA2X_ANNOT_FAEAD_OFF);
	if ((ead->ctrl & upd) != upd)
		return;
	a->timestamp = model_mac_stamp(ni, model_rtc_time(soc, rte_rdtsc()));
}

/*
 * Return an FD on Tx confirmation (software frees its buffer), its Tx time
 * written first if it asks for one. false when QMan refuses the enqueue
 * (the confirmation FQ at its tail-drop threshold, counted in that FQ's
 * rejects): the model then gives the buffers back as with confirmation
 * off, so that no buffer is lost (silicon's QMan would drop the FD and
 * its buffer with it; software that drains its confirmations never
 * meets this).
 */
static inline bool
tx_confirm(struct dpaa2x_soc *soc, struct model_dpni *ni, struct model_fq *cfq,
	   const struct dpaa2x_fd *fd)
{
	if (unlikely(model_fq_full(cfq))) {
		cfq->rejects++;
		return false;
	}
	if (fd->frc & DPAA2X_FD_FRC_FAEADV)
		tx_stamp(soc, ni, fd);
	model_fq_push(cfq, fd);
	ni->st.egr_confirmed++;
	return true;
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
	struct tx_sg_bufs sg;
	bool to_peer = ni->peer != MODEL_NO_PEER;
	bool confirm = ni->tx_conf != MODEL_TX_CONF_DISABLE;
	unsigned int n, i, k, nout = 0;

	n = rte_ring_sc_dequeue_burst_elem(fq->mp, fds, sizeof(fds[0]), MODEL_BURST, NULL);
	model_cscn_check(fq);	/* the CG counts the dequeue: exit */
	if (n == 0)
		return 0;
	rel.np = 0;
	fq->deq_frames += n;
	for (i = 0; i < n; i++) {
		struct dpaa2x_fd *fd = &fds[i];
		struct model_pool *bp = dpaa2x_fd_ivp(fd) ? NULL :
					model_pool(soc, dpaa2x_fd_bpid(fd));
		uint8_t *slot = soc->tx_stage + (size_t)i * MODEL_FRAME_ROOM;
		const uint8_t *frame = NULL;
		uint32_t err;

		fq->deq_bytes += fd->len;
		/* a peer reads the frame before its buffer is released */
		if (to_peer && bp != NULL && model_rel_full(&rel, bp))
			tx_to_peer(soc, ni, out, &nout);
		/* an SG frame is gathered into stage slot i, kept until the peer has it */
		err = tx_fd_check(soc, ni, fd, bp, &frame, slot, &sg);
		if (unlikely(err != 0)) {
			ni->st.egr_discards++;
			fd->ctrl |= err;	/* not sent: why, in FD[ERR] */
		} else {
			if (unlikely(ni->tx_csum != 0))
				frame = tx_csum(ni, frame, fd->len, slot);
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
		/* confirmation on: every FD back, software frees; off: the
		 * buffer to its pool, and an FD of no pool is forgotten (DPNI
		 * Tx confirmation mode DISABLE: nothing is confirmed) */
		if (unlikely(confirm) && likely(tx_confirm(soc, ni, cfq, fd)))
			continue;
		if (bp != NULL)
			model_rel_add(&rel, bp, fd->addr);
		/* an SG frame's buffers too (releases in between would flush the
		 * batch: the peer first has every frame read so far) */
		if (sg.n != 0)
			tx_to_peer(soc, ni, out, &nout);
		for (k = 0; k < sg.n; k++)
			model_rel_add(&rel, sg.bp[k], sg.addr[k]);
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

	if (!ni->enabled || model_pause_tx_held(soc, ni))
		return 0;	/* (a PAUSE received holds Tx: 802.3x Rx pause) */
	now = rte_rdtsc();
	for (q = 0; q < ni->num_tx; q++)
		work += tx_queue(soc, ni, ni->txq[q], ni->txcq[q], now);
	return work;
}
