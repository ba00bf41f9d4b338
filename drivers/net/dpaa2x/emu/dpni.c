/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * DPNI objects: the MC commands that set up a network interface (buffer
 * layout, pools, MAC filter, distribution, enable) and read its counters
 * and link. Each command runs between two engine passes (MODEL_MC_COMMAND);
 * commands that change what a frame in flight depends on (layout, pools)
 * are refused while the dpni is enabled, as the MC does.
 */

#include <errno.h>
#include <string.h>

#include <rte_common.h>

#include "dpni.h"
#include "soc.h"

static uint64_t
mac_to_u64(const uint8_t mac[6])
{
	uint64_t v = 0;

	memcpy(&v, mac, 6);	/* same layout as the Rx filter's 8-byte load */
	return v;
}

/* An open dpni for a configuration command; NULL with *ret set. */
static struct model_dpni *
dpni_cfg(struct dpaa2x_soc *soc, uint16_t id, bool disabled, int *ret)
{
	struct model_dpni *ni = model_dpni_by_id(soc, id);

	*ret = 0;
	if (ni == NULL)
		*ret = -ENODEV;
	else if (!ni->open)
		*ret = -EPERM;		/* MC commands need an open token */
	else if (disabled && ni->enabled)
		*ret = -EBUSY;		/* only while the dpni is disabled */
	return *ret == 0 ? ni : NULL;
}

/* Defaults on open: no pools, a layout that fits the annotation,
 * distribution over all Rx queues, only the primary MAC. */
static void
dpni_reset_cfg(struct dpaa2x_soc *soc, struct model_dpni *ni)
{
	const struct dpaa2x_dpl_dpni *d = &soc->dpl.dpni[ni - soc->dpni];

	/* read outside a pass too (pcap_replaying) */
	__atomic_store_n(&ni->enabled, false, __ATOMIC_RELEASE);
	ni->uc_promisc = ni->mc_promisc = false;
	ni->n_pools = 0;
	ni->priv_size = 0;
	ni->data_offset = RTE_ALIGN_CEIL(DPAA2X_ANNOT_SIZE + 64, 64);
	ni->no_sg = false;		/* WRIOP scatters what no buffer holds */
	ni->rx_timestamp = false;	/* no time in the annotation (options 0) */
	ni->tx_conf = MODEL_TX_CONF_DISABLE;	/* WRIOP releases, nothing confirmed */
	ni->tx_csum = 0;			/* Tx sends the sums software wrote */
	ni->stash_annot = ni->stash_data = 0;	/* FLC stash control off */
	model_cscn_reset(ni);			/* no Tx congestion notification */
	ni->dist_fields = DPAA2X_DIST_DEFAULT;
	ni->dist_nq = ni->rx_per_tc;	/* TC 0's queues */
	memcpy(ni->key, dpaa2x_default_rss_key, DPAA2X_RSS_KEY_LEN);
	ni->key_default = true;
	ni->n_macs = 0;
	ni->mac64 = mac_to_u64(d->mac);
	ni->max_frame = d->max_frame_len;
	model_pause_reset(ni);		/* flow control off */
	model_dpni_irq_reset(ni);
	model_dpni_vlan_reset(ni);
	model_cls_reset(&ni->cls);
	model_cls_qos_reset(&ni->cls);
}

/* Open the dpni: its configuration back to the defaults. */
static int
dpni_open(struct dpaa2x_soc *soc, struct model_dpni *ni)
{
	MODEL_MC_COMMAND(soc);
	int ret = 0;

	rte_spinlock_lock(&soc->mc_lock);
	if (ni->open) {
		ret = -EBUSY;
	} else {
		dpni_reset_cfg(soc, ni);
		ni->open = true;
	}
	rte_spinlock_unlock(&soc->mc_lock);
	return ret;
}

static int
model_dpni_open(struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_attr *attr)
{
	struct model_dpni *ni = model_dpni_by_id(soc, id);
	int ret;

	if (ni == NULL)
		return -ENODEV;
	ret = dpni_open(soc, ni);
	if (ret < 0 || attr == NULL)
		return ret;
	return dpaa2x_dpni_get_attr(soc, id, attr);
}

/* dpni_get_attributes: no exclusive open needed. */
static int
model_dpni_get_attr(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_attr *attr)
{
	MODEL_MC_COMMAND(soc);
	const struct model_dpni *ni = model_dpni_by_id((struct dpaa2x_soc *)(uintptr_t)soc, id);
	const struct dpaa2x_dpl_dpni *d;
	unsigned int q;

	if (ni == NULL)
		return -ENODEV;
	if (attr == NULL)
		return -EINVAL;
	d = &soc->dpl.dpni[ni - soc->dpni];
	memset(attr, 0, sizeof(*attr));
	attr->id = ni->id;
	attr->num_rx_queues = ni->num_rx;
	attr->num_tx_queues = ni->num_tx;
	attr->num_rx_tcs = ni->num_tcs;
	for (q = 0; q < ni->num_rx; q++)
		attr->rx_fqid[q] = ni->rxq[q]->fqid;
	for (q = 0; q < ni->num_tx; q++) {
		attr->tx_fqid[q] = ni->txq[q]->fqid;
		attr->txconf_fqid[q] = ni->txcq[q]->fqid;
	}
	attr->rx_fq_depth = ni->rx_depth;
	attr->tx_fq_depth = ni->tx_depth;
	attr->max_frame_len = ni->max_frame;
	attr->mac_filter_entries = ni->mac_entries;
	attr->vlan_filter_entries = ni->vlan_entries;
	memcpy(attr->mac, d->mac, 6);
	attr->dpmac_id = ni->dpmac_id;
	attr->link_speed_mbps = ni->link_speed;
	attr->numa_node = soc->numa_node;
	attr->wriop_version = soc->dpl.wriop_version;
	return 0;
}

static int
model_dpni_close(struct dpaa2x_soc *soc, uint16_t id)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = dpni_cfg(soc, id, false, &ret);

	if (soc == NULL || ni == NULL)	/* (soc: for gcc's overflow check) */
		return ret;
	rte_spinlock_lock(&soc->mc_lock);
	__atomic_store_n(&ni->enabled, false, __ATOMIC_RELEASE);
	ni->open = false;
	model_cscn_reset(ni);	/* QMan writes no CSCN to its owner's memory */
	rte_spinlock_unlock(&soc->mc_lock);
	return 0;
}

int
model_dpni_set_tx_conf(struct dpaa2x_soc *soc, uint16_t id, uint8_t mode)
{
	MODEL_MC_COMMAND(soc);
	struct model_dpni *ni;
	int ret;

	/* a disabled dpni only (the model's rule: the mode never changes
	 * under frames WRIOP is sending) */
	ni = dpni_cfg(soc, id, true, &ret);
	if (ni == NULL)
		return ret;
	if (mode > MODEL_TX_CONF_DISABLE)
		return -EINVAL;
	ni->tx_conf = mode;
	return 0;
}

/* The Rx buffer alignment of the SoC's WRIOP: 1.0.0 (0.0.0 as some MC
 * versions report it) takes data offsets and buffer sizes of multiples of
 * 256 bytes only; later versions 64, which every layout and pool here is
 * (the MC rounds sizes to it). */
static uint32_t
wriop_rx_align(const struct dpaa2x_soc *soc)
{
	uint16_t v = soc->dpl.wriop_version;

	return v == DPAA2X_WRIOP_VERSION(1, 0, 0) || v == 0 ? DPAA2X_WRIOP_REV1_ALIGN : 1;
}

static int
model_dpni_set_buffer_layout(struct dpaa2x_soc *soc, uint16_t id,
			      const struct dpaa2x_buf_layout *bl)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = dpni_cfg(soc, id, true, &ret);
	unsigned int s;

	if (ni == NULL)
		return ret;
	/* the annotation follows the private area; the FD offset is 12 bits */
	if (bl == NULL || bl->data_offset < bl->priv_size + DPAA2X_ANNOT_SIZE ||
	    bl->data_offset > DPAA2X_FD_OFFSET_MASK ||
	    (bl->options & ~(DPAA2X_BUF_LAYOUT_OPT_NO_SG | DPAA2X_BUF_LAYOUT_OPT_TIMESTAMP)) != 0)
		return -EINVAL;
	for (s = 0; s < ni->n_pools; s++)
		if (bl->data_offset >= ni->pool_size[s])
			return -EINVAL;
	if (bl->data_offset % wriop_rx_align(soc) != 0)
		return -EINVAL;		/* WRIOP 1.0.0: data at 256-byte alignment */
	ni->priv_size = bl->priv_size;
	ni->data_offset = bl->data_offset;
	ni->no_sg = (bl->options & DPAA2X_BUF_LAYOUT_OPT_NO_SG) != 0;
	ni->rx_timestamp = (bl->options & DPAA2X_BUF_LAYOUT_OPT_TIMESTAMP) != 0;
	return 0;
}

static int
model_dpni_set_rx_stash(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_rx_stash *rs)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = dpni_cfg(soc, id, true, &ret);

	if (ni == NULL)
		return ret;
	if (rs == NULL || rs->annot_lines > DPAA2X_STASH_MAX_LINES ||
	    rs->data_lines > DPAA2X_STASH_MAX_LINES)
		return -EINVAL;
	ni->stash_annot = rs->annot_lines;
	ni->stash_data = rs->data_lines;
	return 0;
}

/* dpni_set_offload(TX_L3_CSUM, TX_L4_CSUM): read by Tx in its passes */
static int
model_dpni_set_tx_csum(struct dpaa2x_soc *soc, uint16_t id, uint32_t flags)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = dpni_cfg(soc, id, true, &ret);

	if (ni == NULL)
		return ret;
	if (flags & ~(DPAA2X_TX_CSUM_L3 | DPAA2X_TX_CSUM_L4))
		return -EINVAL;
	ni->tx_csum = (uint8_t)flags;
	return 0;
}

/* The contract's on/off: AFFINE or DISABLE (model_dpni_set_tx_conf). */
static int
model_dpni_tx_conf_on(struct dpaa2x_soc *soc, uint16_t id, bool on)
{
	return model_dpni_set_tx_conf(soc, id, on ? MODEL_TX_CONF_AFFINE : MODEL_TX_CONF_DISABLE);
}

static int
model_dpni_set_pools(struct dpaa2x_soc *soc, uint16_t id, const uint16_t *bpid,
		      const uint32_t *buf_size, unsigned int n)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = dpni_cfg(soc, id, true, &ret);
	uint8_t idx[DPAA2X_MAX_POOLS_PER_DPNI];
	uint32_t size[DPAA2X_MAX_POOLS_PER_DPNI];
	unsigned int i, j;

	if (ni == NULL)
		return ret;
	if (bpid == NULL || buf_size == NULL || n == 0 || n > DPAA2X_MAX_POOLS_PER_DPNI)
		return -EINVAL;
	/* insertion sort by buffer size: Rx picks the first that fits */
	for (i = 0; i < n; i++) {
		if (bpid[i] > DPAA2X_BPID_MASK || model_pool(soc, bpid[i]) == NULL ||
		    buf_size[i] <= ni->data_offset || buf_size[i] % wriop_rx_align(soc) != 0)
			return -EINVAL;	/* WRIOP 1.0.0: buffer sizes of 256-byte multiples */
		for (j = i; j > 0 && size[j - 1] > buf_size[i]; j--) {
			size[j] = size[j - 1];
			idx[j] = idx[j - 1];
		}
		size[j] = buf_size[i];
		idx[j] = soc->bpid_pool[bpid[i]];
	}
	memcpy(ni->pool_idx, idx, n);
	memcpy(ni->pool_size, size, n * sizeof(size[0]));
	ni->n_pools = n;
	return 0;
}

/* dpni_enable/dpni_disable: the dpni's Rx and Tx on or off, and the link
 * its dpmac shows with it. Rx needs a buffer pool to enable; no engine
 * pass runs during an MC command (hw_lock), so none carries a frame past
 * a disable. */
static int
dpni_set_enabled(struct dpaa2x_soc *soc, uint16_t id, bool on)
{
	MODEL_MC_COMMAND(soc);
	bool was;
	int ret;
	struct model_dpni *ni = dpni_cfg(soc, id, false, &ret);

	if (ni == NULL)
		return ret;
	if (on && ni->n_pools == 0)
		return -EINVAL;
	was = model_dpni_link_seen(ni);
	__atomic_store_n(&ni->enabled, on, __ATOMIC_RELEASE);
	model_dpni_link_changed(ni, was);
	return 0;
}

static int
model_dpni_enable(struct dpaa2x_soc *soc, uint16_t id)
{
	return dpni_set_enabled(soc, id, true);
}

static int
model_dpni_disable(struct dpaa2x_soc *soc, uint16_t id)
{
	return dpni_set_enabled(soc, id, false);
}

static int
model_dpni_set_max_frame_length(struct dpaa2x_soc *soc, uint16_t id, uint32_t len)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = dpni_cfg(soc, id, false, &ret);

	if (ni == NULL)
		return ret;
	if (len < 64 || len > DPAA2X_MAX_FRAME)
		return -EINVAL;
	ni->max_frame = len;
	return 0;
}

static int
model_dpni_set_primary_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6])
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = dpni_cfg(soc, id, false, &ret);

	if (ni == NULL)
		return ret;
	if (mac == NULL || (mac[0] & 1))
		return -EINVAL;		/* the port address is unicast */
	ni->mac64 = mac_to_u64(mac);
	return 0;
}

/* Index of an added MAC, or -1. */
static int
mac_find(const struct model_dpni *ni, uint64_t v)
{
	unsigned int i;

	for (i = 0; i < ni->n_macs; i++)
		if (ni->macs[i] == v)
			return (int)i;
	return -1;
}

static int
model_dpni_add_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6])
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = dpni_cfg(soc, id, false, &ret);
	uint64_t v;

	if (ni == NULL)
		return ret;
	if (mac == NULL)
		return -EINVAL;
	v = mac_to_u64(mac);
	if (mac_find(ni, v) >= 0)
		return 0;
	if (ni->n_macs >= ni->mac_entries)
		return -ENOSPC;		/* mac_filter_entries of the DPL */
	ni->macs[ni->n_macs] = v;
	__atomic_store_n(&ni->n_macs, ni->n_macs + 1, __ATOMIC_RELEASE);
	return 0;
}

static int
model_dpni_remove_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6])
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = dpni_cfg(soc, id, false, &ret);
	int i;

	if (ni == NULL)
		return ret;
	if (mac == NULL)
		return -EINVAL;
	i = mac_find(ni, mac_to_u64(mac));
	if (i < 0)
		return -ENOENT;
	ni->macs[i] = ni->macs[ni->n_macs - 1];
	ni->n_macs--;
	return 0;
}

static int
model_dpni_set_promisc(struct dpaa2x_soc *soc, uint16_t id, bool unicast, bool multicast)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = dpni_cfg(soc, id, false, &ret);

	if (ni == NULL)
		return ret;
	ni->uc_promisc = unicast;
	ni->mc_promisc = multicast;
	return 0;
}

static int
model_dpni_set_rx_dist(struct dpaa2x_soc *soc, uint16_t id, uint32_t fields,
			uint16_t nqueues, const uint8_t *key)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = dpni_cfg(soc, id, false, &ret);

	if (ni == NULL)
		return ret;
	/* TC 0's distribution: over its queues only */
	if (nqueues == 0 || nqueues > ni->rx_per_tc || (fields & ~DPAA2X_DIST_DEFAULT))
		return -EINVAL;
	memcpy(ni->key, key != NULL ? key : dpaa2x_default_rss_key, DPAA2X_RSS_KEY_LEN);
	ni->key_default = memcmp(ni->key, dpaa2x_default_rss_key, DPAA2X_RSS_KEY_LEN) == 0;
	ni->dist_fields = fields;
	ni->dist_nq = nqueues;
	return 0;
}

static int
model_dpni_get_stats(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_stats *st)
{
	MODEL_MC_COMMAND(soc);
	const struct model_dpni *ni = model_dpni_by_id(soc, id);

	if (ni == NULL || st == NULL)
		return ni == NULL ? -ENODEV : -EINVAL;
	*st = ni->st;
	return 0;
}

static int
model_dpni_reset_stats(struct dpaa2x_soc *soc, uint16_t id)
{
	MODEL_MC_COMMAND(soc);
	struct model_dpni *ni = model_dpni_by_id(soc, id);

	if (ni == NULL)
		return -ENODEV;
	memset(&ni->st, 0, sizeof(ni->st));
	return 0;
}

static int
model_dpni_get_link(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_link *l)
{
	MODEL_MC_COMMAND(soc);
	const struct model_dpni *ni = model_dpni_by_id(soc, id);

	if (ni == NULL || l == NULL)
		return ni == NULL ? -ENODEV : -EINVAL;
	l->speed_mbps = ni->link_speed;
	/* the link is up when the MAC's is and the interface is enabled */
	l->up = ni->link_up && ni->enabled;
	l->full_duplex = true;
	return 0;
}

static int
model_dpmac_get_counter(const struct dpaa2x_soc *soc, uint16_t dpmac_id,
			 enum dpaa2x_dpmac_counter id, uint64_t *value)
{
	MODEL_MC_COMMAND(soc);
	const struct model_dpni *ni = NULL;
	unsigned int i;

	for (i = 0; soc != NULL && i < soc->n_dpni && dpmac_id != MODEL_NO_PEER; i++)
		if (soc->dpni[i].dpmac_id == dpmac_id)
			ni = &soc->dpni[i];	/* the dpni the DPL connects it to */
	if (ni == NULL)
		return -ENODEV;
	if (value == NULL)
		return -EINVAL;
	switch (id) {
	case DPAA2X_DPMAC_CNT_ING_ALL_FRAME: *value = ni->mac_ing_frames; return 0;
	case DPAA2X_DPMAC_CNT_ING_ALL_BYTE: *value = ni->mac_ing_bytes; return 0;
	case DPAA2X_DPMAC_CNT_EGR_ALL_FRAME: *value = ni->mac_egr_frames; return 0;
	case DPAA2X_DPMAC_CNT_EGR_ALL_BYTE: *value = ni->mac_egr_bytes; return 0;
	default: return -EINVAL;
	}
}

/* The emulated backend's dpni objects and dpmac counters (its table: soc.c). */
void
model_ops_dpni(struct dpaa2x_backend_ops *o)
{
	o->dpni_open = model_dpni_open;
	o->dpni_get_attr = model_dpni_get_attr;
	o->dpni_close = model_dpni_close;
	o->dpni_set_buffer_layout = model_dpni_set_buffer_layout;
	o->dpni_set_rx_stash = model_dpni_set_rx_stash;
	o->dpni_set_tx_csum = model_dpni_set_tx_csum;
	o->dpni_set_tx_conf = model_dpni_tx_conf_on;
	o->dpni_set_pools = model_dpni_set_pools;
	o->dpni_enable = model_dpni_enable;
	o->dpni_disable = model_dpni_disable;
	o->dpni_set_max_frame_length = model_dpni_set_max_frame_length;
	o->dpni_set_primary_mac = model_dpni_set_primary_mac;
	o->dpni_add_mac = model_dpni_add_mac;
	o->dpni_remove_mac = model_dpni_remove_mac;
	o->dpni_set_promisc = model_dpni_set_promisc;
	o->dpni_set_rx_dist = model_dpni_set_rx_dist;
	o->dpni_get_stats = model_dpni_get_stats;
	o->dpni_reset_stats = model_dpni_reset_stats;
	o->dpni_get_link = model_dpni_get_link;
	o->dpmac_get_counter = model_dpmac_get_counter;
}
