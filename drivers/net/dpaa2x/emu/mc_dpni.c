/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The emulated MC's dpni commands: each decoded command becomes a call of
 * the model's dpni functions (dpni.c), so a command through the MC portal
 * and the same call through the portal contract change the same state.
 * How the MC's terms map onto the model:
 *  - Rx queue i is (RX, TC 0, index i); Tx and Tx-confirmation queue i is
 *    (TX or TX_CONFIRM, channel i, TC 0, index 0): one Rx and one Tx
 *    traffic class, num_tx channels.
 *  - The Rx buffer layout gives the frame's offset: private area, 64 bytes
 *    of annotation when any of it is passed, head room, aligned up to the
 *    data alignment (the model always writes the annotation, so a layout
 *    without it is refused).
 *  - Distribution: a hash key profile of full 5-tuple fields becomes the
 *    model's distribution fields over dist_size queues; the model's key
 *    stays the default. dist_size 0, disable or mode NONE: one queue.
 *  - Tail drop: per Rx queue, in frames, up to the queue's ring size.
 *  - Congestion notification: per Tx queue, in frames, to memory (the
 *    CSCN names the group by the Tx FQ's id).
 *  - The maximum frame length is the MC's, without the FCS.
 *  - The link configuration's PAUSE and ASYM_PAUSE options are the MAC's
 *    link flow control (pause.c), its thresholds the defaults.
 *  - An Rx queue's FLC stash control (dpni_set_queue) is the dpni's Rx
 *    stashing: the model stashes per dpni.
 *  - A dpbp id is its BPID.
 */

#include <errno.h>
#include <string.h>

#include <rte_common.h>

#include "dpni.h"
#include "iommu.h"
#include "mc_model.h"
#include "qman.h"
#include "soc.h"

#define HW_ANNOT	DPAA2X_ANNOT_SIZE	/* written when any part is passed */
/* The MC's max_frame_length has no FCS (Linux's dpaa2-eth and DPDK's
 * dpaa2 set the MTU plus the L2 header); the model's counts it. */
#define MC_FCS_LEN	4

_Static_assert(DPAA2X_MC_HASH_IPSRC == DPAA2X_DIST_IPSRC &&
	       DPAA2X_MC_HASH_IPDST == DPAA2X_DIST_IPDST &&
	       DPAA2X_MC_HASH_PROTO == DPAA2X_DIST_PROTO &&
	       DPAA2X_MC_HASH_L4SRC == DPAA2X_DIST_L4SRC &&
	       DPAA2X_MC_HASH_L4DST == DPAA2X_DIST_L4DST,
	       "the MC's hash parts are the contract's distribution fields");

/* Offset of the frame in a buffer of this layout. */
static uint32_t
layout_offset(const struct dpaa2x_mc_buf_layout *l)
{
	uint32_t off = l->private_size + l->head_room, a = RTE_MAX(l->data_align, 1);

	if (l->pass_timestamp || l->pass_parser_result || l->pass_frame_status)
		off += HW_ANNOT;
	return (off + a - 1) / a * a;
}

static void
layout_defaults(struct model_mc_dpni *st)
{
	memset(st, 0, sizeof(*st));
	/* what the model's dpni starts with: no private area, frame at 128 */
	st->layout[DPAA2X_MC_QUEUE_RX] = (struct dpaa2x_mc_buf_layout){
		.pass_parser_result = 1, .pass_frame_status = 1,
		.data_align = 64, .head_room = 64,
	};
}

/*
 * A dpni as the MC firmware opens or resets it, where its defaults are not
 * the contract's: the default buffer layouts, Tx confirmation on, and no
 * Rx distribution. The firmware's dpni has a distribution size of 1 until
 * dpni_set_rx_tc_dist or dpni_set_rx_hash_dist sets one: every frame of
 * TC 0 goes to its first queue (flow 0), so that a driver polling one Rx
 * queue (NXP's net_dpaa2 with one queue sets no distribution) gets them
 * all; the contract's dpaa2x_dpni_open() spreads over every Rx queue.
 */
static int
firmware_defaults(struct dpaa2x_soc *soc, struct model_dpni *ni, struct model_mc_dpni *st)
{
	int ret;

	layout_defaults(st);
	ret = model_dpni_set_tx_conf(soc, ni->id, MODEL_TX_CONF_AFFINE);
	return ret == 0 ? dpaa2x_dpni_set_rx_dist(soc, ni->id, 0, 1, NULL) : ret;
}

int
model_mc_dpni_open(struct dpaa2x_soc *soc, uint32_t id, uint32_t *token)
{
	struct model_dpni *ni = id > UINT16_MAX ? NULL : model_dpni_by_id(soc, (uint16_t)id);
	int ret;

	if (ni == NULL)
		return -ENODEV;
	ret = dpaa2x_dpni_open(soc, ni->id, NULL);
	if (ret < 0)
		return ret;
	ret = firmware_defaults(soc, ni, model_mc_dpni_state(soc, (uint16_t)(ni - soc->dpni)));
	if (ret == 0)
		ret = model_mc_session(soc, (uint16_t)(ni - soc->dpni), true, token);
	if (ret < 0)
		dpaa2x_dpni_close(soc, ni->id);
	return ret;
}

static void
get_attr(const struct dpaa2x_soc *soc, const struct model_dpni *ni, struct dpaa2x_mc_dpni_attr *a)
{
	/* flow steering with masks in TC 0 (mc_cls.c); QoS with more TCs */
	a->options = DPAA2X_MC_DPNI_OPT_HAS_KEY_MASKING;
	a->fs_entries = DPAA2X_CLS_FS_ENTRIES;
	a->fs_key_size = DPAA2X_CLS_KEY_MAX;
	if (ni->num_tcs > 1) {
		a->qos_entries = DPAA2X_CLS_QOS_ENTRIES;
		a->qos_key_size = DPAA2X_CLS_KEY_MAX;
	}
	if (ni->mac_entries == 0)
		a->options |= DPAA2X_MC_DPNI_OPT_NO_MAC_FILTER;
	a->num_queues = (uint8_t)ni->rx_per_tc;	/* the MC's: per TC */
	a->num_rx_tcs = ni->num_tcs;
	a->num_tx_tcs = 1;
	a->num_channels = (uint8_t)ni->num_tx;
	a->mac_filter_entries = (uint8_t)ni->mac_entries;
	a->vlan_filter_entries = (uint8_t)ni->vlan_entries;
	a->wriop_version = soc->dpl.wriop_version;	/* the DPL's */
}

/* Which member each buffer layout option sets. */
#define LO(bit, m) { DPAA2X_MC_BL_##bit, offsetof(struct dpaa2x_mc_buf_layout, m), \
		     sizeof(((struct dpaa2x_mc_buf_layout *)0)->m) }
static const struct { uint16_t opt; uint8_t off, size; } layout_opts[] = {
	LO(TIMESTAMP, pass_timestamp), LO(PARSER_RESULT, pass_parser_result),
	LO(FRAME_STATUS, pass_frame_status), LO(SW_OPAQUE, pass_sw_opaque),
	LO(PRIVATE_SIZE, private_size), LO(DATA_ALIGN, data_align),
	LO(HEAD_ROOM, head_room), LO(TAIL_ROOM, tail_room),
};
#undef LO

/* dpni_set_offload: kept as set; the Tx checksum types are the dpni's
 * Tx checksum generation (-EBUSY while it is enabled, as firmware says). */
static int
set_offload(struct dpaa2x_soc *soc, struct model_dpni *ni, struct model_mc_dpni *st,
	    const struct dpaa2x_mc_offload *of)
{
	uint32_t l3 = st->offload[DPAA2X_MC_OFF_TX_L3_CSUM];
	uint32_t l4 = st->offload[DPAA2X_MC_OFF_TX_L4_CSUM];
	int ret;

	if (of->type == DPAA2X_MC_OFF_TX_L3_CSUM)
		l3 = of->config;
	else if (of->type == DPAA2X_MC_OFF_TX_L4_CSUM)
		l4 = of->config;
	if (of->type == DPAA2X_MC_OFF_TX_L3_CSUM || of->type == DPAA2X_MC_OFF_TX_L4_CSUM) {
		ret = dpaa2x_dpni_set_tx_csum(soc, ni->id, (l3 != 0 ? DPAA2X_TX_CSUM_L3 : 0) |
						       (l4 != 0 ? DPAA2X_TX_CSUM_L4 : 0));
		if (ret < 0)
			return ret;
	}
	st->offload[of->type] = of->config;
	return 0;
}

static int
set_layout(struct dpaa2x_soc *soc, struct model_dpni *ni, struct model_mc_dpni *st,
	   const struct dpaa2x_mc_buf_layout *rq)
{
	struct dpaa2x_mc_buf_layout l;
	struct dpaa2x_buf_layout bl;
	unsigned int i;
	int ret;

	if (rq->qtype >= MODEL_MC_LAYOUTS)
		return -EINVAL;
	l = st->layout[rq->qtype];
	/* only what the options name changes */
	for (i = 0; i < RTE_DIM(layout_opts); i++)
		if (rq->options & layout_opts[i].opt)
			memcpy((uint8_t *)&l + layout_opts[i].off,
			       (const uint8_t *)rq + layout_opts[i].off, layout_opts[i].size);
	if (rq->qtype == DPAA2X_MC_QUEUE_RX) {
		/* scatter-gather on unless this command says NO_SG */
		bl.options = (rq->options & DPAA2X_MC_BL_NO_SG ? DPAA2X_BUF_LAYOUT_OPT_NO_SG : 0) |
			     (l.pass_timestamp ? DPAA2X_BUF_LAYOUT_OPT_TIMESTAMP : 0);
		bl.priv_size = l.private_size;
		bl.data_offset = (uint16_t)RTE_MIN(layout_offset(&l), (uint32_t)UINT16_MAX);
		ret = dpaa2x_dpni_set_buffer_layout(soc, ni->id, &bl);
		if (ret < 0)
			return ret;
	} else if (ni->enabled) {
		return -EBUSY;		/* as for Rx: only while disabled */
	}
	l.qtype = rq->qtype;
	l.options = 0;
	st->layout[rq->qtype] = l;
	return 0;
}

static struct model_fq *
mc_queue(struct model_dpni *ni, uint8_t qtype, uint8_t tc, uint8_t index, uint8_t channel)
{
	if (tc != 0 && (qtype != DPAA2X_MC_QUEUE_RX || tc >= ni->num_tcs))
		return NULL;		/* the Rx TCs of the DPL, one Tx TC */
	switch (qtype) {
	case DPAA2X_MC_QUEUE_RX:	/* TC tc's queue index */
		return channel == 0 && index < ni->rx_per_tc ?
		       ni->rxq[tc * ni->rx_per_tc + index] : NULL;
	case DPAA2X_MC_QUEUE_TX:
		return index == 0 && channel < ni->num_tx ? ni->txq[channel] : NULL;
	case DPAA2X_MC_QUEUE_TX_CONFIRM:
		return index == 0 && channel < ni->num_tx ? ni->txcq[channel] : NULL;
	default:
		return NULL;		/* the Rx error queue is not modelled */
	}
}

static int
queue_cmd(struct dpaa2x_soc *soc, struct model_dpni *ni, enum dpaa2x_mc_op op,
	  const struct dpaa2x_mc_queue *rq, struct dpaa2x_mc_queue *rs)
{
	struct model_fq *fq = mc_queue(ni, rq->qtype, rq->tc, rq->index, rq->channel);
	struct model_mc_fq *mq;

	if (fq == NULL)
		return -EINVAL;
	mq = model_mc_fq(soc, fq);
	if (op == DPAA2X_MC_DPNI_GET_QUEUE) {
		rs->user_ctx = mq->user_ctx;
		rs->flc = mq->flc;
		rs->stash_ctrl = mq->stash;
		rs->hold_active = mq->hold;
		rs->fqid = fq->fqid;
		rs->qdbin = rq->qtype == DPAA2X_MC_QUEUE_RX ? rq->index : rq->channel;
		return 0;
	}
	if ((rq->options & DPAA2X_MC_QUEUE_OPT_DEST) && rq->dest_type != 0)
		return -ENOTSUP;	/* pull only: no push to a dpio or dpcon */
	if (rq->options & (DPAA2X_MC_QUEUE_OPT_SET_CGID | DPAA2X_MC_QUEUE_OPT_CLEAR_CGID))
		return -ENOTSUP;	/* no congestion groups */
	if (rq->options & DPAA2X_MC_QUEUE_OPT_USER_CTX)
		__atomic_store_n(&mq->user_ctx, rq->user_ctx, __ATOMIC_RELAXED);
	if ((rq->options & DPAA2X_MC_QUEUE_OPT_FLC) && rq->qtype == DPAA2X_MC_QUEUE_RX) {
		/* stash control: the FLC's low bits are data, annotation and
		 * context lines (2 bits each, DS AS CS); the model stashes per
		 * dpni, so this queue's setting is every Rx queue's */
		struct dpaa2x_rx_stash rs = { 0, 0 };
		int ret;

		if (rq->stash_ctrl) {
			rs.annot_lines = (uint8_t)((rq->flc >> 2) & 3);
			rs.data_lines = (uint8_t)((rq->flc >> 4) & 3);
		}
		ret = dpaa2x_dpni_set_rx_stash(soc, ni->id, &rs);
		if (ret < 0)
			return ret;
	}
	if (rq->options & DPAA2X_MC_QUEUE_OPT_FLC) {
		mq->flc = rq->flc;
		mq->stash = rq->stash_ctrl;
	}
	if (rq->options & DPAA2X_MC_QUEUE_OPT_HOLD_ACTIVE)
		mq->hold = rq->hold_active;
	return 0;
}

static int
taildrop_cmd(struct dpaa2x_soc *soc, struct model_dpni *ni, enum dpaa2x_mc_op op,
	     const struct dpaa2x_mc_taildrop *rq, struct dpaa2x_mc_taildrop *rs)
{
	struct model_fq *fq;
	struct model_mc_fq *mq;
	uint32_t cap;

	/*
	 * Per Rx queue only. The MC's rule (DPDK's dpni.c, dpni_set_taildrop:
	 * "DPNI_CP_QUEUE is only supported in combination with DPNI_QUEUE_RX";
	 * dpni_get_taildrop: "Only Rx queues are supported for now"): a Tx
	 * queue's own tail drop is refused, and net_dpaa2 22.11 never asks for
	 * one (its Tx queues get a congestion notification, tx_queue_setup).
	 * A Tx FQ's bound stays what QMan's ring holds. Per-TC groups
	 * (DPNI_CP_GROUP, DPNI_CP_CONGESTION_GROUP) the model has none of.
	 */
	if (rq->cg_point != DPAA2X_MC_CP_QUEUE || rq->qtype != DPAA2X_MC_QUEUE_RX)
		return -ENOTSUP;
	fq = mc_queue(ni, rq->qtype, rq->tc, rq->index, 0);
	if (fq == NULL)
		return -EINVAL;
	mq = model_mc_fq(soc, fq);
	if (op == DPAA2X_MC_DPNI_GET_TAILDROP) {
		*rs = mq->td;
		return 0;
	}
	if (rq->units > DPAA2X_MC_UNIT_FRAMES)
		return -EINVAL;
	cap = fq->mask + 1;		/* the ring WRIOP enqueues into */
	if (rq->enable && (rq->threshold == 0 ||
			   (rq->units == DPAA2X_MC_UNIT_FRAMES && rq->threshold > cap)))
		return -EINVAL;
	/* in bytes (net_dpaa2's per-queue 64 KiB with an OAL of 128, when
	 * the dpni has no congestion groups): the frame bound stays the
	 * ring's, what WRIOP can hold */
	__atomic_store_n(&fq->threshold, rq->enable && rq->units == DPAA2X_MC_UNIT_FRAMES ?
			 rq->threshold : cap, __ATOMIC_RELAXED);
	fq->oal = rq->oal;
	__atomic_store_n(&fq->threshold_bytes, rq->enable && rq->units == DPAA2X_MC_UNIT_BYTES ?
			 rq->threshold : 0, __ATOMIC_RELAXED);
	mq->td = *rq;
	mq->td.channel = 0;
	return 0;
}

/*
 * dpni_set_congestion_notification: a Tx queue's own congestion group
 * (DPNI_CP_QUEUE) in frames, its CSCN message written to memory on entry
 * and on exit, as net_dpaa2 asks (cscn.c); threshold_entry 0 turns it
 * off. What the model has no part for is refused as a firmware without it
 * answers (-ENOTSUP): Rx and confirmation queues, groups, bytes, a
 * dpio or dpcon destination, flow control, a write on one crossing only.
 * No such queue type, point, unit or queue, an exit above the entry, a
 * message not on 16 bytes: -EINVAL; a message outside DPDK memory: -EIO
 * (QMan's write would fault in the IOMMU: DMA_ERR).
 */
static int
cong_cmd(struct dpaa2x_soc *soc, struct model_dpni *ni, const struct dpaa2x_mc_cong_notif *rq)
{
	const uint16_t mem = DPAA2X_MC_CONG_WRITE_MEM_ON_ENTER | DPAA2X_MC_CONG_WRITE_MEM_ON_EXIT;
	struct dpaa2x_tx_cong_cfg c = { .entry = rq->threshold_entry, .exit = rq->threshold_exit,
					.ctx = rq->message_ctx };

	if (rq->qtype > DPAA2X_MC_QUEUE_RX_ERR || rq->cg_point > DPAA2X_MC_CP_CONGESTION_GROUP ||
	    rq->units > DPAA2X_MC_UNIT_FRAMES)
		return -EINVAL;
	if (rq->qtype != DPAA2X_MC_QUEUE_TX || rq->cg_point != DPAA2X_MC_CP_QUEUE ||
	    rq->units != DPAA2X_MC_UNIT_FRAMES || rq->dest_type != 0 ||
	    (rq->mode & ~(mem | DPAA2X_MC_CONG_COHERENT_WRITE)) != 0)
		return -ENOTSUP;
	if (mc_queue(ni, rq->qtype, rq->tc, 0, rq->channel) == NULL)
		return -EINVAL;		/* TC 0, a channel per Tx queue */
	if (rq->threshold_entry == 0) {
		c.exit = 0;		/* off: msg NULL */
	} else {
		if ((rq->mode & mem) != mem)
			return -ENOTSUP;
		if (rq->threshold_exit > rq->threshold_entry || (rq->message_iova & 15) != 0)
			return -EINVAL;
		c.msg = model_dma_va(rq->message_iova, sizeof(struct dpaa2x_cscn));
		if (c.msg == NULL)
			return -EIO;
	}
	return dpaa2x_dpni_set_tx_cong(soc, ni->id, rq->channel, &c);
}

/* The hash parts of the key profile at key_iova (the MC reads it by DMA:
 * its length, then its extracts). */
static int
dist_parts(uint64_t key_iova, uint32_t *parts)
{
	struct dpaa2x_mc_key_profile kp;
	const uint8_t *k = model_dma_va(key_iova, 1);

	if (k == NULL || k[0] > DPAA2X_MC_KEY_EXTRACTS ||
	    model_dma_va(key_iova, 8 + 24u * k[0]) == NULL)
		return k == NULL ? -EIO : -EINVAL;
	if (dpaa2x_mc_key_unpack(k, &kp) < 0)
		return -EINVAL;
	/* -ENOTSUP: a field the model's parser does not hash */
	return dpaa2x_mc_key_to_hash(&kp, parts, NULL) < 0 ? -ENOTSUP : 0;
}

/* TC tc's distribution (tc > 0: QoS steers frames there). */
static int
dist_tc(struct dpaa2x_soc *soc, struct model_dpni *ni, uint8_t tc, uint16_t size, bool hash,
	uint64_t key_iova)
{
	uint32_t parts = 0;
	int ret;

	if (!hash || size == 0)
		return dpaa2x_dpni_set_tc_dist(soc, ni->id, tc, 0, 1);
	ret = dist_parts(key_iova, &parts);
	return ret < 0 ? ret : dpaa2x_dpni_set_tc_dist(soc, ni->id, tc, parts, size);
}

/* Distribution over dist_size queues by the key profile at key_iova. */
static int
dist_cmd(struct dpaa2x_soc *soc, struct model_dpni *ni, uint8_t tc, uint16_t size, bool hash,
	 uint64_t key_iova)
{
	uint32_t parts = 0;
	int ret;

	if (tc != 0)		/* a TC of its own: the key stays the dpni's */
		return dist_tc(soc, ni, tc, size, hash, key_iova);
	if (!hash || size == 0)
		return dpaa2x_dpni_set_rx_dist(soc, ni->id, 0, 1, NULL);
	ret = dist_parts(key_iova, &parts);
	return ret < 0 ? ret : dpaa2x_dpni_set_rx_dist(soc, ni->id, parts, size, NULL);
}

/* Statistics pages: the model's counter behind each of the 7 (0: none).
 * Page 1's egress multicast and broadcast, page 3 (CEETM) and page 5
 * (policers) are not counted; page 4 gives the Rx FQ tail drops in frames
 * (no byte count); page 6, the frames waiting in the Tx FQs. */
#define SC(m) (offsetof(struct dpaa2x_dpni_stats, m) / sizeof(uint64_t) + 1)
static const uint8_t stat_pages[7][DPAA2X_MC_STATS_COUNTERS] = {
	[0] = { SC(ing_frames), SC(ing_bytes), SC(ing_mcast_frames), SC(ing_mcast_bytes),
		SC(ing_bcast_frames), SC(ing_bcast_bytes) },
	[1] = { SC(egr_frames), SC(egr_bytes) },
	[2] = { SC(ing_filtered), SC(ing_discards), SC(ing_nobuf_discards),
		SC(egr_discards), SC(egr_confirmed) },
	[4] = { SC(ing_tail_drops) },
};
#undef SC

static void
get_stats(struct dpaa2x_soc *soc, struct model_dpni *ni, uint8_t page,
	  struct dpaa2x_mc_stats *out)
{
	struct dpaa2x_dpni_stats s;
	unsigned int i;

	dpaa2x_dpni_get_stats(soc, ni->id, &s);
	for (i = 0; i < DPAA2X_MC_STATS_COUNTERS; i++)
		if (stat_pages[page][i] != 0)
			memcpy(&out->counter[i], (const uint64_t *)&s + stat_pages[page][i] - 1,
			       sizeof(uint64_t));
	if (page == 6)
		for (i = 0; i < ni->num_tx; i++)
			out->counter[0] += model_ring_count(ni->txq[i]->mp);
}

static int
mac_cmd(struct dpaa2x_soc *soc, struct model_dpni *ni, enum dpaa2x_mc_op op,
	const void *req, void *rsp)
{
	const struct dpaa2x_mc_mac *m = req;
	const struct dpaa2x_mc_mac_filters *f = req;
	struct dpaa2x_mc_mac *out = rsp;
	uint8_t mac[6];
	unsigned int i;
	int ret;

	switch (op) {
	case DPAA2X_MC_DPNI_SET_PRIM_MAC:
		return dpaa2x_dpni_set_primary_mac(soc, ni->id, m->mac);
	case DPAA2X_MC_DPNI_GET_PRIM_MAC:
		memcpy(out->mac, &ni->mac64, 6);	/* frame order, as stored */
		return 0;
	case DPAA2X_MC_DPNI_GET_PORT_MAC:
		memcpy(out->mac, soc->dpl.dpni[ni - soc->dpni].mac, 6);
		return 0;
	case DPAA2X_MC_DPNI_ADD_MAC:
		if (m->flags != 0)
			return -ENOTSUP;	/* no steering to a queue by MAC */
		return dpaa2x_dpni_add_mac(soc, ni->id, m->mac);
	case DPAA2X_MC_DPNI_REMOVE_MAC:
		ret = dpaa2x_dpni_remove_mac(soc, ni->id, m->mac);
		return ret == -ENOENT ? -EINVAL : ret;
	default:			/* clear: the unicast or multicast ones */
		for (i = ni->n_macs; i-- > 0;) {
			memcpy(mac, &ni->macs[i], 6);
			if ((mac[0] & 1) ? f->multicast : f->unicast)
				dpaa2x_dpni_remove_mac(soc, ni->id, mac);
		}
		return 0;
	}
}

/* The VLAN table (emu/vlan.c): no queue action, a VID not there -EINVAL. */
static int
vlan_cmd(struct dpaa2x_soc *soc, struct model_dpni *ni, enum dpaa2x_mc_op op, const void *req)
{
	const struct dpaa2x_mc_vlan_id *v = req;
	int ret;

	switch (op) {
	case DPAA2X_MC_DPNI_ENABLE_VLAN_FILTER:
		return dpaa2x_dpni_enable_vlan_filter(soc, ni->id,
						      ((const struct dpaa2x_mc_val *)req)->v != 0);
	case DPAA2X_MC_DPNI_ADD_VLAN_ID:
		if (v->flags != 0)
			return -ENOTSUP;	/* no steering to a queue by VLAN */
		return dpaa2x_dpni_add_vlan_id(soc, ni->id, v->vid);
	default:
		ret = dpaa2x_dpni_remove_vlan_id(soc, ni->id, v->vid);
		return ret == -ENOENT ? -EINVAL : ret;
	}
}

static int
set_pools(struct dpaa2x_soc *soc, struct model_dpni *ni, const struct dpaa2x_mc_pools *p)
{
	uint16_t bpid[DPAA2X_MC_MAX_POOLS];
	uint32_t size[DPAA2X_MC_MAX_POOLS];
	unsigned int i;

	if (p->num == 0 || p->num > DPAA2X_MC_MAX_POOLS)
		return -EINVAL;
	if (p->options != 0)
		return -ENOTSUP;	/* pools by queue priority only */
	for (i = 0; i < p->num; i++) {
		const struct model_pool *bp = model_pool_of_dpbp(soc, p->pool[i].dpbp_id);

		if (p->pool[i].backup)
			return -ENOTSUP;	/* no backup pools */
		if (bp == NULL)
			return -EINVAL;		/* no such dpbp object */
		bpid[i] = bp->bpid;	/* the MC names pools by dpbp id, WRIOP by BPID */
		size[i] = p->pool[i].buffer_size;
	}
	return dpaa2x_dpni_set_pools(soc, ni->id, bpid, size, p->num);
}

/* Close and open again: the dpni's configuration as after dpni_open. */
static int
dpni_reset(struct dpaa2x_soc *soc, struct model_dpni *ni, struct model_mc_dpni *st)
{
	int ret = dpaa2x_dpni_close(soc, ni->id);

	if (ret == 0)
		ret = dpaa2x_dpni_open(soc, ni->id, NULL);
	return ret == 0 ? firmware_defaults(soc, ni, st) : ret;
}

/* The link options the MC reports in dpni_get_link_state (the MC keeps
 * the link configuration's options there, where net_dpaa2's flow control
 * reads them): the MAC's PAUSE options. */
static uint64_t
link_pause_options(struct dpaa2x_soc *soc, const struct model_dpni *ni)
{
	struct dpaa2x_pause_cfg pc;

	if (dpaa2x_dpni_get_pause(soc, ni->id, &pc, NULL) < 0)
		return 0;
	return (pc.options & DPAA2X_LINK_OPT_PAUSE ? DPAA2X_MC_LINK_OPT_PAUSE : 0) |
		(pc.options & DPAA2X_LINK_OPT_ASYM_PAUSE ? DPAA2X_MC_LINK_OPT_ASYM_PAUSE : 0);
}

/*
 * dpni_set/get_link_cfg: the MAC's PAUSE options (the rest of a link
 * configuration is the DPL's). The thresholds, quanta and XON stay what
 * they were (the defaults after open): the command has none.
 */
static int
link_cfg_cmd(struct dpaa2x_soc *soc, struct model_dpni *ni, enum dpaa2x_mc_op op,
	     const struct dpaa2x_mc_link_cfg *rq, struct dpaa2x_mc_link_cfg *rs)
{
	struct dpaa2x_pause_cfg pc;
	int ret = dpaa2x_dpni_get_pause(soc, ni->id, &pc, NULL);

	if (ret < 0)
		return ret;
	if (op == DPAA2X_MC_DPNI_GET_LINK_CFG) {
		rs->rate = ni->link_speed;
		rs->options = (pc.options & DPAA2X_LINK_OPT_PAUSE ? DPAA2X_MC_LINK_OPT_PAUSE : 0) |
			(pc.options & DPAA2X_LINK_OPT_ASYM_PAUSE ? DPAA2X_MC_LINK_OPT_ASYM_PAUSE : 0);
		rs->advertising = 0;
		return 0;
	}
	pc.options = (rq->options & DPAA2X_MC_LINK_OPT_PAUSE ? DPAA2X_LINK_OPT_PAUSE : 0) |
		(rq->options & DPAA2X_MC_LINK_OPT_ASYM_PAUSE ? DPAA2X_LINK_OPT_ASYM_PAUSE : 0);
	return dpaa2x_dpni_set_pause(soc, ni->id, &pc);
}

/* The commands of one value. */
static int
value_cmd(struct dpaa2x_soc *soc, struct model_dpni *ni, struct model_mc_dpni *st,
	  enum dpaa2x_mc_op op, uint32_t v, uint32_t *out)
{
	switch (op) {
	case DPAA2X_MC_DPNI_IS_ENABLED:
		*out = __atomic_load_n(&ni->enabled, __ATOMIC_ACQUIRE);
		return 0;
	case DPAA2X_MC_DPNI_GET_QDID:
		if (v >= MODEL_MC_LAYOUTS)
			return -EINVAL;
		*out = MODEL_QDID_BASE + (uint32_t)(ni - soc->dpni);
		return 0;
	case DPAA2X_MC_DPNI_GET_TX_DATA_OFFSET:
		*out = layout_offset(&st->layout[DPAA2X_MC_QUEUE_TX]);
		return 0;
	case DPAA2X_MC_DPNI_SET_MAX_FRAME_LENGTH:
		return dpaa2x_dpni_set_max_frame_length(soc, ni->id, v + MC_FCS_LEN);
	case DPAA2X_MC_DPNI_GET_MAX_FRAME_LENGTH:
		*out = ni->max_frame - MC_FCS_LEN;
		return 0;
	case DPAA2X_MC_DPNI_SET_MCAST_PROMISC:
		return dpaa2x_dpni_set_promisc(soc, ni->id, ni->uc_promisc, v != 0);
	case DPAA2X_MC_DPNI_GET_MCAST_PROMISC:
		*out = ni->mc_promisc;
		return 0;
	case DPAA2X_MC_DPNI_SET_UNICAST_PROMISC:
		return dpaa2x_dpni_set_promisc(soc, ni->id, v != 0, ni->mc_promisc);
	case DPAA2X_MC_DPNI_GET_UNICAST_PROMISC:
		*out = ni->uc_promisc;
		return 0;
	case DPAA2X_MC_DPNI_SET_TX_CONF_MODE:
		if (v > MODEL_TX_CONF_DISABLE)	/* affine, single, disable */
			return -EINVAL;
		st->conf_mode = (uint8_t)v;
		return model_dpni_set_tx_conf(soc, ni->id, (uint8_t)v);
	case DPAA2X_MC_DPNI_GET_TX_CONF_MODE:
		*out = st->conf_mode;
		return 0;
	default:
		return -ENOTSUP;
	}
}

/* A dpni's IRQ 0 (the link events; irq.c): enable and mask set apart, as
 * the MC's commands do, onto the model's one call; the status read and
 * cleared (write 1 to clear). Another IRQ index: -EINVAL. */
static int
irq_cmd(struct dpaa2x_soc *soc, struct model_dpni *ni, enum dpaa2x_mc_op op,
	const struct dpaa2x_mc_irq *rq, struct dpaa2x_mc_irq *rs)
{
	if (rq->index != 0)
		return -EINVAL;
	switch (op) {
	case DPAA2X_MC_DPNI_SET_IRQ_ENABLE:
		return dpaa2x_dpni_set_irq(soc, ni->id, rq->enable != 0, ni->irq.mask);
	case DPAA2X_MC_DPNI_SET_IRQ_MASK:
		return dpaa2x_dpni_set_irq(soc, ni->id, ni->irq.enabled, rq->mask);
	case DPAA2X_MC_DPNI_GET_IRQ_ENABLE:
		rs->enable = ni->irq.enabled;
		return 0;
	case DPAA2X_MC_DPNI_GET_IRQ_MASK:
		rs->mask = ni->irq.mask;
		return 0;
	case DPAA2X_MC_DPNI_GET_IRQ_STATUS:
		return dpaa2x_dpni_get_irq_status(soc, ni->id, &rs->status);
	default:	/* DPAA2X_MC_DPNI_CLEAR_IRQ_STATUS */
		return dpaa2x_dpni_clear_irq_status(soc, ni->id, rq->status);
	}
}

int
model_mc_dpni(struct dpaa2x_soc *soc, enum dpaa2x_mc_op op, uint16_t idx,
	      const void *req, void *rsp)
{
	struct model_dpni *ni = &soc->dpni[idx];
	struct model_mc_dpni *st = model_mc_dpni_state(soc, idx);
	const struct dpaa2x_mc_val *rv = req;
	const struct dpaa2x_mc_offload *of = req;
	const struct dpaa2x_mc_rx_tc_dist *tcd = req;
	const struct dpaa2x_mc_rx_hash_dist *hd = req;
	struct dpaa2x_link l;
	int ret;

	switch (op) {
	case DPAA2X_MC_DPNI_CLOSE:
		ret = dpaa2x_dpni_close(soc, ni->id);
		if (ret == 0)
			model_mc_session(soc, idx, false, NULL);
		return ret;
	case DPAA2X_MC_DPNI_ENABLE:
		return dpaa2x_dpni_enable(soc, ni->id);
	case DPAA2X_MC_DPNI_DISABLE:
		return dpaa2x_dpni_disable(soc, ni->id);
	case DPAA2X_MC_DPNI_RESET:
		return dpni_reset(soc, ni, st);
	case DPAA2X_MC_DPNI_RESET_STATISTICS:
		return dpaa2x_dpni_reset_stats(soc, ni->id);
	case DPAA2X_MC_DPNI_GET_ATTR:
		get_attr(soc, ni, rsp);
		return 0;
	case DPAA2X_MC_DPNI_SET_ERRORS_BEHAVIOR:
		st->errors = *(const struct dpaa2x_mc_errors *)req;
		return 0;
	case DPAA2X_MC_DPNI_GET_BUFFER_LAYOUT:
		if (rv->v >= MODEL_MC_LAYOUTS)
			return -EINVAL;
		*(struct dpaa2x_mc_buf_layout *)rsp = st->layout[rv->v];
		return 0;
	case DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT:
		return set_layout(soc, ni, st, req);
	case DPAA2X_MC_DPNI_SET_OFFLOAD:
	case DPAA2X_MC_DPNI_GET_OFFLOAD:
		if (of->type >= MODEL_MC_OFFLOADS)
			return -EINVAL;
		if (op == DPAA2X_MC_DPNI_SET_OFFLOAD) {
			ret = set_offload(soc, ni, st, of);
			if (ret < 0)
				return ret;
		} else {
			((struct dpaa2x_mc_offload *)rsp)->config = st->offload[of->type];
		}
		return 0;
	case DPAA2X_MC_DPNI_SET_LINK_CFG:
	case DPAA2X_MC_DPNI_GET_LINK_CFG:
		return link_cfg_cmd(soc, ni, op, req, rsp);
	case DPAA2X_MC_DPNI_GET_LINK_STATE:
		ret = dpaa2x_dpni_get_link(soc, ni->id, &l);
		*(struct dpaa2x_mc_link_state *)rsp = (struct dpaa2x_mc_link_state){
			.up = l.up, .valid = 1, .rate = l.speed_mbps,
			.options = ret == 0 ? link_pause_options(soc, ni) : 0 };
		return ret;
	case DPAA2X_MC_DPNI_SET_RX_TC_DIST:
		if (tcd->dist_mode == DPAA2X_MC_DIST_FS)
			return -ENOTSUP;
		return dist_cmd(soc, ni, tcd->tc, tcd->dist_size,
				tcd->dist_mode == DPAA2X_MC_DIST_HASH, tcd->key_iova);
	case DPAA2X_MC_DPNI_SET_RX_HASH_DIST:
		return dist_cmd(soc, ni, hd->tc, hd->dist_size, hd->enable != 0, hd->key_iova);
	case DPAA2X_MC_DPNI_SET_QUEUE:
	case DPAA2X_MC_DPNI_GET_QUEUE:
		return queue_cmd(soc, ni, op, req, rsp);
	case DPAA2X_MC_DPNI_GET_STATISTICS:
		if (((const struct dpaa2x_mc_stats_page *)req)->page > 6)
			return -EINVAL;
		get_stats(soc, ni, ((const struct dpaa2x_mc_stats_page *)req)->page, rsp);
		return 0;
	case DPAA2X_MC_DPNI_SET_TAILDROP:
	case DPAA2X_MC_DPNI_GET_TAILDROP:
		return taildrop_cmd(soc, ni, op, req, rsp);
	case DPAA2X_MC_DPNI_SET_CONG_NOTIF:
		return cong_cmd(soc, ni, req);
	case DPAA2X_MC_DPNI_SET_POOLS:
		return set_pools(soc, ni, req);
	case DPAA2X_MC_DPNI_SET_IRQ_ENABLE:
	case DPAA2X_MC_DPNI_GET_IRQ_ENABLE:
	case DPAA2X_MC_DPNI_SET_IRQ_MASK:
	case DPAA2X_MC_DPNI_GET_IRQ_MASK:
	case DPAA2X_MC_DPNI_GET_IRQ_STATUS:
	case DPAA2X_MC_DPNI_CLEAR_IRQ_STATUS:
		return irq_cmd(soc, ni, op, req, rsp);
	case DPAA2X_MC_DPNI_SET_QOS_TABLE:
	case DPAA2X_MC_DPNI_ADD_QOS_ENTRY:
	case DPAA2X_MC_DPNI_REMOVE_QOS_ENTRY:
	case DPAA2X_MC_DPNI_CLEAR_QOS_TABLE:
	case DPAA2X_MC_DPNI_SET_RX_FS_DIST:
	case DPAA2X_MC_DPNI_ADD_FS_ENTRY:
	case DPAA2X_MC_DPNI_REMOVE_FS_ENTRY:
	case DPAA2X_MC_DPNI_CLEAR_FS_ENTRIES:
		return model_mc_cls(soc, ni, op, req);
	case DPAA2X_MC_DPNI_SET_PRIM_MAC:
	case DPAA2X_MC_DPNI_GET_PRIM_MAC:
	case DPAA2X_MC_DPNI_GET_PORT_MAC:
	case DPAA2X_MC_DPNI_ADD_MAC:
	case DPAA2X_MC_DPNI_REMOVE_MAC:
	case DPAA2X_MC_DPNI_CLEAR_MAC_FILTERS:
		return mac_cmd(soc, ni, op, req, rsp);
	case DPAA2X_MC_DPNI_ENABLE_VLAN_FILTER:
	case DPAA2X_MC_DPNI_ADD_VLAN_ID:
	case DPAA2X_MC_DPNI_REMOVE_VLAN_ID:
		return vlan_cmd(soc, ni, op, req);
	default:
		return value_cmd(soc, ni, st, op, rv != NULL ? rv->v : 0, rsp);
	}
}
