/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The fslmc backend's classification calls: QoS and flow steering, one MC
 * command each (dpni_set_qos_table, dpni_add/remove_qos_entry,
 * dpni_clear_qos_table, dpni_set_rx_fs_dist, dpni_add/remove_fs_entry,
 * dpni_clear_fs_entries), the key profile, key and mask in DMA memory of
 * their own for the command (the MC reads them while it runs it), as
 * DPDK's dpaa2 prepares them. The contract's protocol and field numbers
 * are the MC's: a profile's fields are full-field header extracts.
 */

#include <errno.h>
#include <string.h>

#include <rte_malloc.h>

#include "dpaa2x_hw_cls.h"
#include "dpaa2x_fslmc.h"

/* DMA memory for one command: a profile, or a key and its mask. */
struct cls_dma {
	uint8_t *va;
	uint64_t iova;
};

static int
dma_get(struct cls_dma *d, size_t len)
{
	d->va = rte_zmalloc("dpaa2x_fslmc_cls", len, 64);
	d->iova = d->va != NULL ? rte_malloc_virt2iova(d->va) : 0;
	return d->va == NULL ? -ENOMEM : 0;
}

/* The profile kp packed into DMA memory d (the caller frees it). */
static int
dma_profile(const struct dpaa2x_cls_profile *kp, struct cls_dma *d)
{
	struct dpaa2x_mc_key_profile mp = { .num = 0 };
	unsigned int i;
	int ret;

	if (kp == NULL || kp->num > DPAA2X_MC_KEY_EXTRACTS)
		return -EINVAL;
	for (i = 0; i < kp->num; i++) {
		mp.ex[i].type = DPAA2X_MC_EXTRACT_HDR;
		mp.ex[i].hdr_type = DPAA2X_MC_HDR_FULL_FIELD;
		mp.ex[i].prot = kp->f[i].prot;
		mp.ex[i].field = kp->f[i].field;
	}
	mp.num = kp->num;
	ret = dma_get(d, DPAA2X_MC_KEY_CFG_SIZE);
	if (ret == 0)
		ret = dpaa2x_mc_key_pack(&mp, d->va);
	return ret;
}

/* The rule's key and mask in DMA memory d, their addresses in e. */
static int
dma_rule(const struct dpaa2x_cls_rule *r, struct cls_dma *d, struct dpaa2x_mc_entry *e)
{
	int ret;

	if (r == NULL || r->key_size == 0 || r->key_size > DPAA2X_CLS_KEY_MAX)
		return -EINVAL;
	ret = dma_get(d, 2 * DPAA2X_CLS_KEY_MAX);
	if (ret < 0)
		return ret;
	memcpy(d->va, r->key, r->key_size);
	memcpy(d->va + DPAA2X_CLS_KEY_MAX, r->mask, r->key_size);
	e->key_size = r->key_size;
	e->key_iova = d->iova;
	e->mask_iova = d->iova + DPAA2X_CLS_KEY_MAX;
	return 0;
}

/* Send op with request req once its DMA part is ready (ret 0), free it. */
static int
send(struct dpaa2x_soc *soc, uint16_t id, enum dpaa2x_mc_op op, const void *req,
     struct cls_dma *d, int ret)
{
	if (ret == 0)
		ret = fslmc_dpni_cmd(soc, id, op, req, NULL);
	rte_free(d->va);
	return ret;
}

static int
fslmc_set_qos_table(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_cls_qos_cfg *c)
{
	struct dpaa2x_mc_qos_tbl t = { .default_tc = 0 };
	struct cls_dma d = { NULL, 0 };
	int ret = c == NULL ? -EINVAL : dma_profile(&c->kp, &d);

	if (ret == 0)
		t = (struct dpaa2x_mc_qos_tbl){ c->default_tc, c->discard_on_miss,
						c->keep_entries, d.iova };
	return send(soc, id, DPAA2X_MC_DPNI_SET_QOS_TABLE, &t, &d, ret);
}

static int
fslmc_add_qos_entry(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_cls_rule *r,
		    uint8_t tc, uint16_t index)
{
	struct dpaa2x_mc_entry e = { .tc = tc, .index = index };
	struct cls_dma d = { NULL, 0 };

	return send(soc, id, DPAA2X_MC_DPNI_ADD_QOS_ENTRY, &e, &d, dma_rule(r, &d, &e));
}

static int
fslmc_remove_qos_entry(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_cls_rule *r)
{
	struct dpaa2x_mc_entry e = { .tc = 0 };
	struct cls_dma d = { NULL, 0 };

	return send(soc, id, DPAA2X_MC_DPNI_REMOVE_QOS_ENTRY, &e, &d, dma_rule(r, &d, &e));
}

static int
fslmc_clear_qos_table(struct dpaa2x_soc *soc, uint16_t id)
{
	return fslmc_dpni_cmd(soc, id, DPAA2X_MC_DPNI_CLEAR_QOS_TABLE, NULL, NULL);
}

static int
fslmc_set_fs_dist(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_cls_fs_cfg *c)
{
	struct dpaa2x_mc_rx_fs_dist f = { .enable = 0 };
	struct cls_dma d = { NULL, 0 };
	int ret = c == NULL ? -EINVAL : dma_profile(&c->kp, &d);

	if (ret == 0)
		f = (struct dpaa2x_mc_rx_fs_dist){ c->dist_size, c->enable, c->tc,
						   c->miss_flow, d.iova };
	return send(soc, id, DPAA2X_MC_DPNI_SET_RX_FS_DIST, &f, &d, ret);
}

static int
fslmc_add_fs_entry(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc, uint16_t index,
		   const struct dpaa2x_cls_rule *r, const struct dpaa2x_cls_action *a)
{
	struct dpaa2x_mc_entry e = { .tc = tc, .index = index };
	struct cls_dma d = { NULL, 0 };

	if (a == NULL)
		return -EINVAL;
	e.options = a->options;		/* the contract's bits are the MC's */
	e.flow = a->flow;
	return send(soc, id, DPAA2X_MC_DPNI_ADD_FS_ENTRY, &e, &d, dma_rule(r, &d, &e));
}

static int
fslmc_remove_fs_entry(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc,
		      const struct dpaa2x_cls_rule *r)
{
	struct dpaa2x_mc_entry e = { .tc = tc };
	struct cls_dma d = { NULL, 0 };

	return send(soc, id, DPAA2X_MC_DPNI_REMOVE_FS_ENTRY, &e, &d, dma_rule(r, &d, &e));
}

static int
fslmc_clear_fs_entries(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc)
{
	struct dpaa2x_mc_entry e = { .tc = tc };

	return fslmc_dpni_cmd(soc, id, DPAA2X_MC_DPNI_CLEAR_FS_ENTRIES, &e, NULL);
}

void
fslmc_ops_cls(struct dpaa2x_backend_ops *o)
{
	o->dpni_set_qos_table = fslmc_set_qos_table;
	o->dpni_add_qos_entry = fslmc_add_qos_entry;
	o->dpni_remove_qos_entry = fslmc_remove_qos_entry;
	o->dpni_clear_qos_table = fslmc_clear_qos_table;
	o->dpni_set_fs_dist = fslmc_set_fs_dist;
	o->dpni_add_fs_entry = fslmc_add_fs_entry;
	o->dpni_remove_fs_entry = fslmc_remove_fs_entry;
	o->dpni_clear_fs_entries = fslmc_clear_fs_entries;
}
