/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The fslmc backend's dpni calls (dpaa2x_fslmc.h): each one MC command or
 * a few, encoded by the project's codec (dpaa2x_mc.h, proven byte for
 * byte against DPDK's dpni.c in suite fslmc) and sent by the bus's
 * mc_send_command(). How the contract's terms map onto the MC's, as
 * DPDK's dpaa2 maps them:
 *  - Rx queue i is (RX, TC 0, index i): the distribution spreads over
 *    one traffic class. Tx queue i is (TX, TC i % num_tx_tcs, channel
 *    i / num_tx_tcs); its confirmation queue the same of TX_CONFIRM.
 *  - The Rx buffer layout: private area, the hardware annotation (frame
 *    status, timestamp, parse results: 64 bytes), head room; the frame at
 *    data_offset, on a 64-byte line.
 *  - The MC's maximum frame length has no FCS; the contract's does.
 *  - Distribution: a key profile of full 5-tuple fields over nqueues Rx
 *    queues (dpni_set_rx_hash_dist); the MC hashes with its own key, the
 *    contract's key is not the MC's to take. The contract's DPAA2X_DIST_*
 *    bits are the codec's DPAA2X_MC_HASH_* (asserted in emu/mc_dpni.c).
 *  - Rx stashing: the FLC stash control of every Rx queue (dpni_set_queue).
 *  - Statistics: pages 0 (ingress), 1 (egress), 2 (discards) and 4 (the
 *    congestion drops of TC 0: the Rx tail drops); no runt and oversize
 *    counts (no page has them).
 *  - At open: reset, checksum errors and parse errors continue with the
 *    annotation (FAERR), Rx L3 and L4 checksum validation on, Tx
 *    confirmation off (WRIOP releases buffers of pools: see the NIC guide
 *    for frames whose buffer is no pool's), as DPDK's dpaa2 by default.
 *  - No dpmac: dpmac_id is 0xffff (DPDK has no dpmac commands).
 *  - Link flow control: the PAUSE options of dpni_set_link_cfg; the MC's
 *    own thresholds, quanta and XON.
 *  - Tx back-pressure: each Tx queue's congestion group writes QMan's CSCN
 *    to the PMD's memory (dpni_set_congestion_notification).
 */

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <rte_bus.h>
#include <rte_common.h>
#include <rte_dev.h>
#include <rte_memory.h>

#include "dpaa2x_fslmc.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_backend.h"
#include "dpaa2x_hw_mc.h"

#define FSLMC_FCS_LEN		4
#define FSLMC_DEFAULT_DEPTH	1024	/* a queue without a tail drop in frames */
#define FSLMC_ERR_CONTINUE	1	/* error action: to the frame's queue */
#define FSLMC_ERRORS		(0x01u | 0x04u | 0x10u | 0x20u)	/* L4CE L3CE BLE PHE */
#define FSLMC_CONF_AFFINE	0	/* dpni_set_tx_confirmation_mode */
#define FSLMC_CONF_DISABLE	2

/* The contract's counters by statistics page and counter (page 4: the
 * congestion drops of TC 0, the Rx tail drops). */
#define ST(m, pg, c) { offsetof(struct dpaa2x_dpni_stats, m), pg, c }
static const struct { uint16_t off; uint8_t page, counter; } stat_map[] = {
	ST(ing_frames, 0, 0), ST(ing_bytes, 0, 1), ST(ing_mcast_frames, 0, 2),
	ST(ing_mcast_bytes, 0, 3), ST(ing_bcast_frames, 0, 4), ST(ing_bcast_bytes, 0, 5),
	ST(egr_frames, 1, 0), ST(egr_bytes, 1, 1),
	ST(ing_filtered, 2, 0), ST(ing_discards, 2, 1), ST(ing_nobuf_discards, 2, 2),
	ST(egr_discards, 2, 3), ST(egr_confirmed, 2, 4),
	ST(ing_tail_drops, 4, 0),
};
#undef ST
#define STAT_PAGES	5	/* 0..4; page 3 (CEETM) is not read */

/* The session of an open dpni, or NULL (ids are the MC's, any of
 * 0..DPAA2X_MAX_DPNI_ID: a slot holds its id). */
struct fslmc_dpni *
fslmc_dpni_of(const struct dpaa2x_soc *soc, uint16_t id)
{
	struct fslmc_dpni *ni = fslmc_soc(soc)->ni;
	unsigned int i;

	for (i = 0; i < DPAA2X_MAX_DPNI; i++)
		if (__atomic_load_n(&ni[i].open, __ATOMIC_ACQUIRE) && ni[i].id == id)
			return &ni[i];
	return NULL;
}
#define ni_of fslmc_dpni_of

/* One command on an open dpni: -ENODEV when it is not open here. */
int
fslmc_dpni_cmd(const struct dpaa2x_soc *soc, uint16_t id, enum dpaa2x_mc_op op,
	       const void *req, void *rsp)
{
	struct fslmc_dpni *ni = ni_of(soc, id);

	return ni != NULL ? fslmc_mc(fslmc_soc(soc), op, ni->token, req, rsp) : -ENODEV;
}
#define ni_cmd fslmc_dpni_cmd

/* The FQID of one queue (dpni_get_queue). */
static int
queue_fqid(struct fslmc_soc *s, uint16_t tok, uint8_t qtype, uint8_t tc, uint8_t index,
	   uint8_t channel, uint32_t *fqid)
{
	struct dpaa2x_mc_queue q = { .qtype = qtype, .tc = tc, .index = index,
				     .channel = channel };
	int ret = fslmc_mc(s, DPAA2X_MC_DPNI_GET_QUEUE, tok, &q, &q);

	*fqid = q.fqid;
	return ret;
}

/* A queue's tail drop in frames, or FSLMC_DEFAULT_DEPTH without one. A
 * firmware that refuses dpni_get_taildrop (net_dpaa2 only sets it) gives
 * the default too, logged once per read of the dpni's attributes. */
static uint32_t
queue_depth(struct fslmc_soc *s, uint16_t tok, uint16_t id, uint8_t qtype)
{
	struct dpaa2x_mc_taildrop td = { .cg_point = DPAA2X_MC_CP_QUEUE, .qtype = qtype };
	int ret = fslmc_mc(s, DPAA2X_MC_DPNI_GET_TAILDROP, tok, &td, &td);

	if (ret < 0)
		FSLMC_LOG(WARNING, "dpni.%u: the MC refused dpni_get_taildrop(%s) (%s): "
			  "the %s queues' depth is %u", id,
			  qtype == DPAA2X_MC_QUEUE_RX ? "RX" : "TX", strerror(-ret),
			  qtype == DPAA2X_MC_QUEUE_RX ? "Rx" : "Tx", FSLMC_DEFAULT_DEPTH);
	else if (td.enable && td.units == DPAA2X_MC_UNIT_FRAMES && td.threshold != 0)
		return td.threshold;
	return FSLMC_DEFAULT_DEPTH;
}

/*
 * The queues of the dpni: Rx of TC 0, Tx and confirmation by TC and
 * channel. net_dpaa2 asks for the confirmation queues only with Tx
 * confirmation on; a firmware that refuses it with confirmation off
 * leaves them 0 (logged once): Tx then expects no frame back.
 */
static int
read_queues(struct fslmc_soc *s, uint16_t tok, uint16_t id,
	    const struct dpaa2x_mc_dpni_attr *ma, struct dpaa2x_dpni_attr *a)
{
	unsigned int tcs = RTE_MAX(ma->num_tx_tcs, (uint8_t)1), i;
	bool conf = true;
	int ret = 0, r;

	a->num_rx_queues = RTE_MIN(ma->num_queues, (uint8_t)DPAA2X_MAX_QUEUES);
	a->num_rx_tcs = 1;	/* TC 0's queues only: no QoS over this backend */
	a->num_tx_queues = (uint16_t)RTE_MIN(tcs * ma->num_channels, (unsigned int)DPAA2X_MAX_QUEUES);
	for (i = 0; ret == 0 && i < a->num_rx_queues; i++)
		ret = queue_fqid(s, tok, DPAA2X_MC_QUEUE_RX, 0, (uint8_t)i, 0, &a->rx_fqid[i]);
	for (i = 0; ret == 0 && i < a->num_tx_queues; i++) {
		ret = queue_fqid(s, tok, DPAA2X_MC_QUEUE_TX, (uint8_t)(i % tcs), 0,
				 (uint8_t)(i / tcs), &a->tx_fqid[i]);
		if (ret < 0 || !conf)
			continue;
		r = queue_fqid(s, tok, DPAA2X_MC_QUEUE_TX_CONFIRM, (uint8_t)(i % tcs), 0,
			       (uint8_t)(i / tcs), &a->txconf_fqid[i]);
		if (r < 0) {
			conf = false;
			a->txconf_fqid[i] = 0;
			FSLMC_LOG(WARNING, "dpni.%u: the MC refused dpni_get_queue(TX_CONFIRM) "
				  "(%s): no Tx confirmation queues", id, strerror(-r));
		}
	}
	return ret;
}

/* What the contract's dpni attributes say, from the MC; its Tx TCs in
 * *tx_tcs (NULL: not wanted). */
static int
read_attr(struct fslmc_soc *s, uint16_t tok, uint16_t id, struct dpaa2x_dpni_attr *a,
	  uint8_t *tx_tcs)
{
	static const uint8_t none[6];
	struct dpaa2x_mc_dpni_attr ma;
	struct dpaa2x_mc_link_state ls;
	struct dpaa2x_mc_val v;
	struct dpaa2x_mc_mac m;
	int ret;

	memset(a, 0, sizeof(*a));
	ret = fslmc_mc(s, DPAA2X_MC_DPNI_GET_ATTR, tok, NULL, &ma);
	if (ret == 0)
		ret = read_queues(s, tok, id, &ma, a);
	if (ret == 0)
		ret = fslmc_mc(s, DPAA2X_MC_DPNI_GET_MAX_FRAME_LENGTH, tok, NULL, &v);
	if (ret == 0)
		ret = fslmc_mc(s, DPAA2X_MC_DPNI_GET_PORT_MAC, tok, NULL, &m);
	/* a dpni without a MAC port (wired to a dpni): the primary one */
	if (ret == 0 && memcmp(m.mac, none, 6) == 0)
		ret = fslmc_mc(s, DPAA2X_MC_DPNI_GET_PRIM_MAC, tok, NULL, &m);
	if (ret == 0)
		ret = fslmc_mc(s, DPAA2X_MC_DPNI_GET_LINK_STATE, tok, NULL, &ls);
	if (ret < 0)
		return ret;
	if (tx_tcs != NULL)
		*tx_tcs = RTE_MAX(ma.num_tx_tcs, (uint8_t)1);
	a->id = id;
	a->rx_fq_depth = queue_depth(s, tok, id, DPAA2X_MC_QUEUE_RX);
	a->tx_fq_depth = queue_depth(s, tok, id, DPAA2X_MC_QUEUE_TX);
	a->max_frame_len = v.v + FSLMC_FCS_LEN;
	a->mac_filter_entries = ma.options & DPAA2X_MC_DPNI_OPT_NO_MAC_FILTER ? 0 :
				ma.mac_filter_entries;
	a->vlan_filter_entries = ma.vlan_filter_entries;	/* as net_dpaa2's max_vlan_filters */
	memcpy(a->mac, m.mac, 6);
	a->dpmac_id = 0xffff;
	a->link_speed_mbps = ls.rate;
	a->numa_node = SOCKET_ID_ANY;
	a->wriop_version = ma.wriop_version;	/* the Rx buffer rule (dpaa2x_mtu.c) */
	return 0;
}

/* The dpni as the PMD expects to find it (DPDK's dpaa2 at its probe). */
static int
set_defaults(struct fslmc_soc *s, uint16_t tok)
{
	struct dpaa2x_mc_errors e = { .errors = FSLMC_ERRORS, .action = FSLMC_ERR_CONTINUE,
				      .set_annotation = 1 };
	struct dpaa2x_mc_offload l3 = { .type = DPAA2X_MC_OFF_RX_L3_CSUM, .config = 1 };
	struct dpaa2x_mc_offload l4 = { .type = DPAA2X_MC_OFF_RX_L4_CSUM, .config = 1 };
	struct dpaa2x_mc_val conf = { FSLMC_CONF_DISABLE };
	int ret = fslmc_mc(s, DPAA2X_MC_DPNI_RESET, tok, NULL, NULL);

	if (ret == 0)
		ret = fslmc_mc(s, DPAA2X_MC_DPNI_SET_ERRORS_BEHAVIOR, tok, &e, NULL);
	if (ret == 0)
		ret = fslmc_mc(s, DPAA2X_MC_DPNI_SET_OFFLOAD, tok, &l3, NULL);
	if (ret == 0)
		ret = fslmc_mc(s, DPAA2X_MC_DPNI_SET_OFFLOAD, tok, &l4, NULL);
	if (ret == 0)
		ret = fslmc_mc(s, DPAA2X_MC_DPNI_SET_TX_CONF_MODE, tok, &conf, NULL);
	return ret;
}

/*
 * The driver the fslmc bus gave dpni.N to, or NULL. The bus offers every
 * dpni of the DPRC to its drivers before a vdev probes (net_dpaa2 takes
 * each one -b fslmc:dpni.N does not block); two drivers on one dpni would
 * reset and reconfigure it under each other.
 */
static const char *
dpni_owner(uint16_t id)
{
	struct rte_dev_iterator it;
	struct rte_device *dev;
	const char *who = NULL;
	char str[48];

	if (rte_bus_find_by_name("fslmc") == NULL)
		return NULL;
	snprintf(str, sizeof(str), "bus=fslmc,name=dpni.%u", id);
	RTE_DEV_FOREACH(dev, str, &it)
		if (who == NULL && rte_dev_is_probed(dev))
			who = rte_driver_name(rte_dev_driver(dev));
	return who;
}

static int
fslmc_dpni_open(struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_attr *attr)
{
	struct fslmc_soc *s = fslmc_soc(soc);
	struct dpaa2x_mc_val v = { id };
	struct fslmc_dpni *ni = NULL;
	const char *who = dpni_owner(id);
	unsigned int i;
	int ret;

	if (who != NULL) {
		FSLMC_LOG(ERR, "dpni.%u is %s's: the fslmc bus gave it to that driver "
			  "(keep it off with the EAL option -b fslmc:dpni.%u)", id, who, id);
		return -EEXIST;
	}
	rte_spinlock_lock(&s->lock);
	ret = ni_of(soc, id) != NULL ? -EBUSY : -ENOSPC;
	for (i = 0; ret == -ENOSPC && i < DPAA2X_MAX_DPNI; i++) {
		if (!s->ni[i].open) {
			ni = &s->ni[i];
			ret = 0;
		}
	}
	if (ret == 0) {		/* taken: another open finds it busy */
		memset(ni, 0, sizeof(*ni));
		ni->id = id;
		__atomic_store_n(&ni->open, true, __ATOMIC_RELEASE);
	}
	rte_spinlock_unlock(&s->lock);
	if (ret < 0)
		return ret;
	ret = fslmc_mc(s, DPAA2X_MC_DPNI_OPEN, 0, &v, &v);
	if (ret == 0) {
		ni->token = (uint16_t)v.v;
		ret = set_defaults(s, ni->token);
		if (ret == 0)
			ret = read_attr(s, ni->token, id, &ni->attr, &ni->tx_tcs);
		if (ret < 0)
			fslmc_mc(s, DPAA2X_MC_DPNI_CLOSE, ni->token, NULL, NULL);
	}
	if (ret < 0) {
		ni->open = false;
		return ret;
	}
	if (attr != NULL)
		*attr = ni->attr;
	return 0;
}

static int
fslmc_dpni_close(struct dpaa2x_soc *soc, uint16_t id)
{
	struct fslmc_dpni *ni = ni_of(soc, id);
	int ret;

	if (ni == NULL)
		return -ENODEV;
	ret = fslmc_mc(fslmc_soc(soc), DPAA2X_MC_DPNI_CLOSE, ni->token, NULL, NULL);
	ni->open = false;
	return ret;
}

/* Open or not: an open one's as found at open, else through a session. */
static int
fslmc_dpni_get_attr(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_attr *attr)
{
	struct fslmc_soc *s = fslmc_soc(soc);
	const struct fslmc_dpni *ni = ni_of(soc, id);
	struct dpaa2x_mc_val v = { id };
	int ret;

	if (attr == NULL)
		return -EINVAL;
	if (ni != NULL) {
		*attr = ni->attr;
		return 0;
	}
	ret = fslmc_mc(s, DPAA2X_MC_DPNI_OPEN, 0, &v, &v);
	if (ret < 0)
		return ret;
	ret = read_attr(s, (uint16_t)v.v, id, attr, NULL);
	fslmc_mc(s, DPAA2X_MC_DPNI_CLOSE, (uint16_t)v.v, NULL, NULL);
	return ret;
}

static int
fslmc_dpni_set_buffer_layout(struct dpaa2x_soc *soc, uint16_t id,
			     const struct dpaa2x_buf_layout *bl)
{
	struct dpaa2x_mc_buf_layout l = {
		.qtype = DPAA2X_MC_QUEUE_RX,
		.options = DPAA2X_MC_BL_TIMESTAMP | DPAA2X_MC_BL_PARSER_RESULT |
			   DPAA2X_MC_BL_FRAME_STATUS | DPAA2X_MC_BL_PRIVATE_SIZE |
			   DPAA2X_MC_BL_DATA_ALIGN | DPAA2X_MC_BL_HEAD_ROOM,
		.pass_timestamp = 1, .pass_parser_result = 1, .pass_frame_status = 1,
		.data_align = 64,
	};
	struct fslmc_dpni *ni = ni_of(soc, id);
	int ret;

	/* private area, annotation, head room: the frame on a 64-byte line;
	 * the timestamp passed always, as net_dpaa2 asks (TIMESTAMP or not) */
	if (bl == NULL || bl->data_offset < bl->priv_size + DPAA2X_ANNOT_SIZE ||
	    bl->data_offset % 64 != 0 ||
	    (bl->options & ~(DPAA2X_BUF_LAYOUT_OPT_NO_SG | DPAA2X_BUF_LAYOUT_OPT_TIMESTAMP)) != 0)
		return -EINVAL;
	if (ni == NULL)
		return -ENODEV;
	l.private_size = bl->priv_size;
	l.head_room = (uint16_t)(bl->data_offset - bl->priv_size - DPAA2X_ANNOT_SIZE);
	/* NO_SG is no request of net_dpaa2's: a firmware may refuse it (the
	 * NIC guide, "MC commands beyond net_dpaa2's") */
	if ((bl->options & DPAA2X_BUF_LAYOUT_OPT_NO_SG) && !ni->no_sg_refused) {
		l.options |= DPAA2X_MC_BL_NO_SG;
		ret = ni_cmd(soc, id, DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT, &l, NULL);
		if (ret == 0)
			return 0;
		ni->no_sg_refused = true;
		FSLMC_LOG(WARNING, "dpni.%u: the MC refused the Rx buffer layout with NO_SG "
			  "(%s): set without it (no frame is longer than an Rx buffer "
			  "without Rx scatter: the maximum frame length sees to it)", id,
			  strerror(-ret));
		l.options &= (uint16_t)~DPAA2X_MC_BL_NO_SG;
	}
	return ni_cmd(soc, id, DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT, &l, NULL);
}

/* The pools by their dpbp objects (each claimed here: BPID -> dpbp id). */
static int
fslmc_dpni_set_pools(struct dpaa2x_soc *soc, uint16_t id, const uint16_t *bpid,
		     const uint32_t *buf_size, unsigned int n)
{
	struct dpaa2x_mc_pools p = { .num = (uint8_t)n };
	unsigned int i;
	int dpbp;

	if (bpid == NULL || buf_size == NULL || n == 0 || n > DPAA2X_MC_MAX_POOLS)
		return -EINVAL;
	for (i = 0; i < n; i++) {
		dpbp = fslmc_dpbp_id(fslmc_soc(soc), bpid[i]);
		if (dpbp < 0 || buf_size[i] > UINT16_MAX)
			return -EINVAL;
		p.pool[i].dpbp_id = (uint16_t)dpbp;
		p.pool[i].buffer_size = (uint16_t)buf_size[i];
	}
	return ni_cmd(soc, id, DPAA2X_MC_DPNI_SET_POOLS, &p, NULL);
}

/* Every Rx queue's FLC stash control: data lines [5:4], annotation [3:2];
 * with the user context, as net_dpaa2 sets them together (the driver
 * reads no context back: 0, the MC's own). */
static int
fslmc_dpni_set_rx_stash(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_rx_stash *rs)
{
	const struct fslmc_dpni *ni = ni_of(soc, id);
	struct dpaa2x_mc_queue q = { .qtype = DPAA2X_MC_QUEUE_RX, .user_ctx = 0,
				     .options = DPAA2X_MC_QUEUE_OPT_USER_CTX |
						DPAA2X_MC_QUEUE_OPT_FLC };
	unsigned int i;
	int ret = 0;

	if (rs == NULL || rs->annot_lines > DPAA2X_STASH_MAX_LINES ||
	    rs->data_lines > DPAA2X_STASH_MAX_LINES)
		return -EINVAL;
	if (ni == NULL)
		return -ENODEV;
	q.flc = (uint64_t)rs->data_lines << 4 | (uint64_t)rs->annot_lines << 2;
	q.stash_ctrl = q.flc != 0;
	for (i = 0; ret == 0 && i < ni->attr.num_rx_queues; i++) {
		q.index = (uint8_t)i;
		ret = ni_cmd(soc, id, DPAA2X_MC_DPNI_SET_QUEUE, &q, NULL);
	}
	return ret;
}

/* Tx confirmation: AFFINE (net_dpaa2's drv_tx_conf), then its queues
 * (which a firmware refuses with it off, read_queues), or DISABLE. */
static int
fslmc_dpni_set_tx_conf(struct dpaa2x_soc *soc, uint16_t id, bool on)
{
	struct dpaa2x_mc_val v = { on ? FSLMC_CONF_AFFINE : FSLMC_CONF_DISABLE };
	int ret = ni_cmd(soc, id, DPAA2X_MC_DPNI_SET_TX_CONF_MODE, &v, NULL);
	struct fslmc_dpni *ni = ni_of(soc, id);
	unsigned int i;

	for (i = 0; ret == 0 && on && i < ni->attr.num_tx_queues; i++)
		ret = queue_fqid(fslmc_soc(soc), ni->token, DPAA2X_MC_QUEUE_TX_CONFIRM,
				 (uint8_t)(i % ni->tx_tcs), 0, (uint8_t)(i / ni->tx_tcs),
				 &ni->attr.txconf_fqid[i]);
	return ret;
}

/* WRIOP's Tx checksum generation: both types every time, on or off, as
 * net_dpaa2 sends them at configure (the MC takes them while disabled). */
static int
fslmc_dpni_set_tx_csum(struct dpaa2x_soc *soc, uint16_t id, uint32_t flags)
{
	struct dpaa2x_mc_offload l3 = { .type = DPAA2X_MC_OFF_TX_L3_CSUM,
					.config = (flags & DPAA2X_TX_CSUM_L3) != 0 };
	struct dpaa2x_mc_offload l4 = { .type = DPAA2X_MC_OFF_TX_L4_CSUM,
					.config = (flags & DPAA2X_TX_CSUM_L4) != 0 };
	int ret;

	if (flags & ~(DPAA2X_TX_CSUM_L3 | DPAA2X_TX_CSUM_L4))
		return -EINVAL;
	ret = ni_cmd(soc, id, DPAA2X_MC_DPNI_SET_OFFLOAD, &l3, NULL);
	return ret < 0 ? ret : ni_cmd(soc, id, DPAA2X_MC_DPNI_SET_OFFLOAD, &l4, NULL);
}

static int
fslmc_dpni_enable(struct dpaa2x_soc *soc, uint16_t id)
{
	return ni_cmd(soc, id, DPAA2X_MC_DPNI_ENABLE, NULL, NULL);
}

static int
fslmc_dpni_disable(struct dpaa2x_soc *soc, uint16_t id)
{
	return ni_cmd(soc, id, DPAA2X_MC_DPNI_DISABLE, NULL, NULL);
}

static int
fslmc_dpni_set_max_frame_length(struct dpaa2x_soc *soc, uint16_t id, uint32_t len)
{
	struct dpaa2x_mc_val v = { len - FSLMC_FCS_LEN };

	if (len <= FSLMC_FCS_LEN || len - FSLMC_FCS_LEN > UINT16_MAX)
		return -EINVAL;
	return ni_cmd(soc, id, DPAA2X_MC_DPNI_SET_MAX_FRAME_LENGTH, &v, NULL);
}

/* A MAC command: set primary, add or remove a filter entry. */
static int
mac_cmd(struct dpaa2x_soc *soc, uint16_t id, enum dpaa2x_mc_op op, const uint8_t mac[6])
{
	struct dpaa2x_mc_mac m = { .flags = 0 };	/* no steering to a queue */

	if (mac == NULL)
		return -EINVAL;
	memcpy(m.mac, mac, 6);
	return ni_cmd(soc, id, op, &m, NULL);
}

static int
fslmc_dpni_set_primary_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6])
{
	return mac_cmd(soc, id, DPAA2X_MC_DPNI_SET_PRIM_MAC, mac);
}

static int
fslmc_dpni_add_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6])
{
	return mac_cmd(soc, id, DPAA2X_MC_DPNI_ADD_MAC, mac);
}

static int
fslmc_dpni_remove_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6])
{
	return mac_cmd(soc, id, DPAA2X_MC_DPNI_REMOVE_MAC, mac);
}

/* The dpni's VLAN table, as net_dpaa2's dpaa2_vlan_filter_set (no queue
 * action) and dpaa2_vlan_offload_set send it. */
static int
fslmc_dpni_add_vlan_id(struct dpaa2x_soc *soc, uint16_t id, uint16_t vid)
{
	struct dpaa2x_mc_vlan_id v = { .vid = vid };

	return vid > 4095 ? -EINVAL : ni_cmd(soc, id, DPAA2X_MC_DPNI_ADD_VLAN_ID, &v, NULL);
}

static int
fslmc_dpni_remove_vlan_id(struct dpaa2x_soc *soc, uint16_t id, uint16_t vid)
{
	struct dpaa2x_mc_vlan_id v = { .vid = vid };

	return vid > 4095 ? -EINVAL : ni_cmd(soc, id, DPAA2X_MC_DPNI_REMOVE_VLAN_ID, &v, NULL);
}

static int
fslmc_dpni_enable_vlan_filter(struct dpaa2x_soc *soc, uint16_t id, bool on)
{
	struct dpaa2x_mc_val v = { on };

	return ni_cmd(soc, id, DPAA2X_MC_DPNI_ENABLE_VLAN_FILTER, &v, NULL);
}

static int
fslmc_dpni_set_promisc(struct dpaa2x_soc *soc, uint16_t id, bool unicast, bool multicast)
{
	struct dpaa2x_mc_val uc = { unicast }, mc = { multicast };
	int ret = ni_cmd(soc, id, DPAA2X_MC_DPNI_SET_UNICAST_PROMISC, &uc, NULL);

	return ret == 0 ? ni_cmd(soc, id, DPAA2X_MC_DPNI_SET_MCAST_PROMISC, &mc, NULL) : ret;
}

/*
 * Hash distribution over nqueues Rx queues by the 5-tuple parts in fields
 * (dpni_set_rx_hash_dist with its key profile, read by the MC by DMA);
 * no fields or one queue: none, every frame to queue 0.
 */
static int
fslmc_dpni_set_rx_dist(struct dpaa2x_soc *soc, uint16_t id, uint32_t fields,
		       uint16_t nqueues, const uint8_t *key)
{
	struct fslmc_soc *s = fslmc_soc(soc);
	struct dpaa2x_mc_rx_hash_dist d = { .enable = 1, .tc = 0 };
	struct dpaa2x_mc_key_profile kp = { .num = 0 };
	int ret;

	RTE_SET_USED(key);	/* the MC hashes with its own */
	fields &= DPAA2X_MC_HASH_ALL;
	if (fields != 0 && nqueues > 1) {
		dpaa2x_mc_key_from_hash(fields, &kp);
		d.dist_size = nqueues;
	}
	rte_spinlock_lock(&s->lock);	/* one profile buffer for every dpni */
	memset(s->key_cfg, 0, DPAA2X_MC_KEY_CFG_SIZE);
	ret = dpaa2x_mc_key_pack(&kp, s->key_cfg);
	d.key_iova = s->key_cfg_iova;
	if (ret == 0)
		ret = ni_cmd(soc, id, DPAA2X_MC_DPNI_SET_RX_HASH_DIST, &d, NULL);
	rte_spinlock_unlock(&s->lock);
	return ret;
}

static int
fslmc_dpni_get_stats(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_stats *st)
{
	struct dpaa2x_mc_stats p[STAT_PAGES];
	struct dpaa2x_mc_stats_page req = { .param = 0 };	/* TC 0 */
	unsigned int i;
	int ret = 0;
	struct fslmc_dpni *ni = ni_of(soc, id);

	if (st == NULL)
		return -EINVAL;
	if (ni == NULL)
		return -ENODEV;
	memset(p, 0, sizeof(p));
	for (i = 0; ret == 0 && i < STAT_PAGES; i++) {
		req.page = (uint8_t)i;
		if (i == 3 || (i == 4 && ni->page4_refused))
			continue;
		ret = ni_cmd(soc, id, DPAA2X_MC_DPNI_GET_STATISTICS, &req, &p[i]);
		/* page 4 (congestion): net_dpaa2 reads it only with a congestion
		 * group; refused, the Rx tail drops stay 0 (logged once) */
		if (ret < 0 && i == 4) {
			ni->page4_refused = true;
			FSLMC_LOG(WARNING, "dpni.%u: the MC refused statistics page 4 (%s): "
				  "the Rx tail drops read 0", id, strerror(-ret));
			ret = 0;
		}
	}
	if (ret < 0)
		return ret;
	memset(st, 0, sizeof(*st));
	for (i = 0; i < RTE_DIM(stat_map); i++)
		memcpy((uint8_t *)st + stat_map[i].off,
		       &p[stat_map[i].page].counter[stat_map[i].counter], sizeof(uint64_t));
	return 0;
}

static int
fslmc_dpni_reset_stats(struct dpaa2x_soc *soc, uint16_t id)
{
	return ni_cmd(soc, id, DPAA2X_MC_DPNI_RESET_STATISTICS, NULL, NULL);
}

static int
fslmc_dpni_get_link(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_link *l)
{
	struct dpaa2x_mc_link_state ls;
	int ret;

	if (l == NULL)
		return -EINVAL;
	ret = ni_cmd(soc, id, DPAA2X_MC_DPNI_GET_LINK_STATE, NULL, &ls);
	if (ret < 0)
		return ret;
	l->up = ls.up != 0;
	l->speed_mbps = ls.rate;
	l->full_duplex = !(ls.options & DPAA2X_MC_LINK_OPT_HALF_DUPLEX);
	return 0;
}

/*
 * Link flow control: the PAUSE options of the link configuration
 * (dpni_set_link_cfg, as DPDK's dpaa2 sets them, the rest of it as the MC
 * has it). When to send PAUSE, its quanta and XON are the MC's own: the
 * backend reports the contract's defaults and takes no others.
 */
static void
pause_defaults(const struct fslmc_dpni *ni, struct dpaa2x_pause_cfg *c)
{
	uint32_t depth = ni->attr.rx_fq_depth;

	c->xoff_frames = RTE_MAX(depth * 3 / 4, 2u);
	c->xon_frames = RTE_MIN(depth / 2, c->xoff_frames - 1);
	c->pause_quanta = 0xffff;
	c->send_xon = true;
}

static int
fslmc_dpni_set_pause(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_pause_cfg *cfg)
{
	const struct fslmc_dpni *ni = ni_of(soc, id);
	struct dpaa2x_mc_link_state ls;
	struct dpaa2x_mc_link_cfg lc;
	struct dpaa2x_pause_cfg d;
	int ret;

	if (ni == NULL)
		return -EPERM;
	if (cfg == NULL ||
	    (cfg->options & ~(DPAA2X_LINK_OPT_PAUSE | DPAA2X_LINK_OPT_ASYM_PAUSE)) != 0)
		return -EINVAL;
	pause_defaults(ni, &d);
	if ((cfg->xoff_frames != 0 && cfg->xoff_frames != d.xoff_frames) ||
	    (cfg->xon_frames != 0 && cfg->xon_frames != d.xon_frames) ||
	    (cfg->pause_quanta != 0 && cfg->pause_quanta != d.pause_quanta) ||
	    cfg->send_xon != d.send_xon)
		return -ENOTSUP;
	/* as net_dpaa2's dpaa2_flow_ctrl_set: the link state's rate and
	 * options (it never reads dpni_get_link_cfg), the PAUSE bits changed */
	ret = ni_cmd(soc, id, DPAA2X_MC_DPNI_GET_LINK_STATE, NULL, &ls);
	if (ret < 0)
		return ret;
	lc = (struct dpaa2x_mc_link_cfg){ .rate = ls.rate, .options = ls.options };
	lc.options &= ~(DPAA2X_MC_LINK_OPT_PAUSE | DPAA2X_MC_LINK_OPT_ASYM_PAUSE);
	if (cfg->options & DPAA2X_LINK_OPT_PAUSE)
		lc.options |= DPAA2X_MC_LINK_OPT_PAUSE;
	if (cfg->options & DPAA2X_LINK_OPT_ASYM_PAUSE)
		lc.options |= DPAA2X_MC_LINK_OPT_ASYM_PAUSE;
	return ni_cmd(soc, id, DPAA2X_MC_DPNI_SET_LINK_CFG, &lc, NULL);
}

/* st: the MAC counts PAUSE frames where software cannot read them here. */
static int
fslmc_dpni_get_pause(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_pause_cfg *cfg,
		     struct dpaa2x_pause_stats *st)
{
	const struct fslmc_dpni *ni = ni_of(soc, id);
	struct dpaa2x_mc_link_state ls;
	int ret;

	if (ni == NULL)
		return -ENODEV;
	if (cfg == NULL && st == NULL)
		return -EINVAL;
	if (st != NULL)
		return -ENOTSUP;
	/* the link state's options, as net_dpaa2's dpaa2_flow_ctrl_get */
	ret = ni_cmd(soc, id, DPAA2X_MC_DPNI_GET_LINK_STATE, NULL, &ls);
	if (ret < 0)
		return ret;
	memset(cfg, 0, sizeof(*cfg));
	pause_defaults(ni, cfg);
	cfg->options = (ls.options & DPAA2X_MC_LINK_OPT_PAUSE ? DPAA2X_LINK_OPT_PAUSE : 0) |
		(ls.options & DPAA2X_MC_LINK_OPT_ASYM_PAUSE ? DPAA2X_LINK_OPT_ASYM_PAUSE : 0);
	return 0;
}

/*
 * Tx queue txq's congestion notification (dpni_set_congestion_notification)
 * as net_dpaa2's dpaa2_dev_tx_queue_setup asks for it: the queue's own
 * congestion group (DPNI_CP_QUEUE) in frames, QMan's CSCN message written
 * to msg on entry and on exit, coherently (stashed). QMan writes it by
 * DMA: msg must be DPDK memory, the MC gets its IOVA. msg NULL turns it
 * off: the same request with threshold 0 (the MC's "0 disables it"), so
 * that QMan writes no more before the PMD frees the memory.
 */
static int
fslmc_dpni_set_tx_cong(struct dpaa2x_soc *soc, uint16_t id, uint16_t txq,
		       const struct dpaa2x_tx_cong_cfg *cfg)
{
	struct fslmc_dpni *ni = ni_of(soc, id);
	struct dpaa2x_mc_cong_notif c = {
		.qtype = DPAA2X_MC_QUEUE_TX, .cg_point = DPAA2X_MC_CP_QUEUE,
		.units = DPAA2X_MC_UNIT_FRAMES,
		.mode = DPAA2X_MC_CONG_WRITE_MEM_ON_ENTER | DPAA2X_MC_CONG_WRITE_MEM_ON_EXIT |
			DPAA2X_MC_CONG_COHERENT_WRITE,
	};
	int ret;

	if (ni == NULL)
		return -ENODEV;
	if (cfg == NULL || txq >= ni->attr.num_tx_queues ||
	    (cfg->msg != NULL && (cfg->entry == 0 || cfg->exit > cfg->entry)))
		return -EINVAL;
	c.tc = (uint8_t)(txq % ni->tx_tcs);
	c.channel = (uint8_t)(txq / ni->tx_tcs);
	c.message_iova = ni->cscn_iova[txq];	/* off: the memory it wrote */
	if (cfg->msg != NULL) {
		c.message_iova = rte_mem_virt2memseg_list(cfg->msg) == NULL ? RTE_BAD_IOVA :
				 rte_mem_virt2iova(cfg->msg);
		if (c.message_iova == RTE_BAD_IOVA)
			return -EFAULT;		/* not DPDK memory: no DMA there */
		c.threshold_entry = cfg->entry;
		c.threshold_exit = cfg->exit;
		c.message_ctx = cfg->ctx;
	}
	ret = ni_cmd(soc, id, DPAA2X_MC_DPNI_SET_CONG_NOTIF, &c, NULL);
	if (ret == 0)
		ni->cscn_iova[txq] = cfg->msg != NULL ? c.message_iova : 0;
	return ret;
}

/* The dpni functions of the backend's table. */
void
fslmc_ops_dpni(struct dpaa2x_backend_ops *o)
{
	o->dpni_open = fslmc_dpni_open;
	o->dpni_close = fslmc_dpni_close;
	o->dpni_get_attr = fslmc_dpni_get_attr;
	o->dpni_set_buffer_layout = fslmc_dpni_set_buffer_layout;
	o->dpni_set_pools = fslmc_dpni_set_pools;
	o->dpni_set_rx_stash = fslmc_dpni_set_rx_stash;
	o->dpni_set_tx_csum = fslmc_dpni_set_tx_csum;
	o->dpni_set_tx_conf = fslmc_dpni_set_tx_conf;
	o->dpni_enable = fslmc_dpni_enable;
	o->dpni_disable = fslmc_dpni_disable;
	o->dpni_set_max_frame_length = fslmc_dpni_set_max_frame_length;
	o->dpni_set_primary_mac = fslmc_dpni_set_primary_mac;
	o->dpni_add_mac = fslmc_dpni_add_mac;
	o->dpni_remove_mac = fslmc_dpni_remove_mac;
	o->dpni_set_promisc = fslmc_dpni_set_promisc;
	o->dpni_add_vlan_id = fslmc_dpni_add_vlan_id;
	o->dpni_remove_vlan_id = fslmc_dpni_remove_vlan_id;
	o->dpni_enable_vlan_filter = fslmc_dpni_enable_vlan_filter;
	o->dpni_set_rx_dist = fslmc_dpni_set_rx_dist;
	o->dpni_get_stats = fslmc_dpni_get_stats;
	o->dpni_reset_stats = fslmc_dpni_reset_stats;
	o->dpni_get_link = fslmc_dpni_get_link;
	o->dpni_set_pause = fslmc_dpni_set_pause;
	o->dpni_get_pause = fslmc_dpni_get_pause;
	o->dpni_set_tx_cong = fslmc_dpni_set_tx_cong;
	fslmc_ops_cls(o);
}
