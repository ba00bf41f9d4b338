/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The emulated MC's classification commands (dpni_set_qos_table,
 * dpni_add/remove_qos_entry, dpni_clear_qos_table, dpni_set_rx_fs_dist,
 * dpni_add/remove_fs_entry, dpni_clear_fs_entries): the key profile, key
 * and mask are read by DMA at the command, as the MC reads them, and
 * become the contract's calls (cls.c). A profile extract the model cannot
 * take (not a full header field, masks in the extract) is -ENOTSUP; a
 * buffer that is not DPDK memory -EIO (the IOMMU would fault).
 */

#include <errno.h>
#include <string.h>

#include "dpni.h"
#include "mc_model.h"

_Static_assert(DPAA2X_MC_FS_OPT_DISCARD == DPAA2X_CLS_FS_DISCARD,
	       "the MC's discard option is the contract's");

/* The profile at iova as the contract's: 0, -EIO or -ENOTSUP. */
static int
read_profile(uint64_t iova, struct dpaa2x_cls_profile *kp)
{
	const uint8_t *k = model_dma_va(iova, 1);
	struct dpaa2x_mc_key_profile mp;
	unsigned int i;

	if (k == NULL || k[0] > DPAA2X_MC_KEY_EXTRACTS ||
	    model_dma_va(iova, 8 + 24u * k[0]) == NULL)
		return k == NULL ? -EIO : -EINVAL;
	if (dpaa2x_mc_key_unpack(k, &mp) < 0)
		return -EINVAL;
	memset(kp, 0, sizeof(*kp));
	for (i = 0; i < mp.num; i++) {
		const struct dpaa2x_mc_extract *x = &mp.ex[i];

		if (x->type != DPAA2X_MC_EXTRACT_HDR || x->hdr_type != DPAA2X_MC_HDR_FULL_FIELD ||
		    x->hdr_index != 0 || x->num_masks != 0)
			return -ENOTSUP;
		kp->f[i].prot = x->prot;
		kp->f[i].field = x->field;
	}
	kp->num = mp.num;
	return 0;
}

/* An entry's key and mask (key_size bytes each) by DMA. */
static int
read_rule(const struct dpaa2x_mc_entry *e, struct dpaa2x_cls_rule *r)
{
	const uint8_t *k, *m;

	if (e->key_size == 0 || e->key_size > DPAA2X_CLS_KEY_MAX)
		return -EINVAL;
	k = model_dma_va(e->key_iova, e->key_size);
	m = model_dma_va(e->mask_iova, e->key_size);
	if (k == NULL || m == NULL)
		return -EIO;
	memset(r, 0, sizeof(*r));
	r->key_size = e->key_size;
	memcpy(r->key, k, e->key_size);
	memcpy(r->mask, m, e->key_size);
	return 0;
}

int
model_mc_cls(struct dpaa2x_soc *soc, struct model_dpni *ni, enum dpaa2x_mc_op op,
	     const void *req)
{
	const struct dpaa2x_mc_entry *e = req;
	const struct dpaa2x_mc_rx_fs_dist *fd = req;
	const struct dpaa2x_mc_qos_tbl *qt = req;
	struct dpaa2x_cls_qos_cfg qc;
	struct dpaa2x_cls_fs_cfg fc;
	struct dpaa2x_cls_action a;
	struct dpaa2x_cls_rule r;
	int ret = 0;

	switch (op) {
	case DPAA2X_MC_DPNI_SET_QOS_TABLE:
		qc = (struct dpaa2x_cls_qos_cfg){ .default_tc = qt->default_tc,
			.discard_on_miss = qt->discard_on_miss, .keep_entries = qt->keep_entries };
		ret = read_profile(qt->key_iova, &qc.kp);
		return ret < 0 ? ret : dpaa2x_dpni_set_qos_table(soc, ni->id, &qc);
	case DPAA2X_MC_DPNI_ADD_QOS_ENTRY:
	case DPAA2X_MC_DPNI_REMOVE_QOS_ENTRY:
		ret = read_rule(e, &r);
		if (ret < 0)
			return ret;
		return op == DPAA2X_MC_DPNI_ADD_QOS_ENTRY ?
			dpaa2x_dpni_add_qos_entry(soc, ni->id, &r, e->tc, e->index) :
			dpaa2x_dpni_remove_qos_entry(soc, ni->id, &r);
	case DPAA2X_MC_DPNI_CLEAR_QOS_TABLE:
		return dpaa2x_dpni_clear_qos_table(soc, ni->id);
	case DPAA2X_MC_DPNI_SET_RX_FS_DIST:
		fc = (struct dpaa2x_cls_fs_cfg){ .tc = fd->tc, .enable = fd->enable,
			.dist_size = fd->dist_size, .miss_flow = fd->miss_flow };
		if (fd->enable)		/* disable: no profile read */
			ret = read_profile(fd->key_iova, &fc.kp);
		return ret < 0 ? ret : dpaa2x_dpni_set_fs_dist(soc, ni->id, &fc);
	case DPAA2X_MC_DPNI_ADD_FS_ENTRY:
	case DPAA2X_MC_DPNI_REMOVE_FS_ENTRY:
		ret = read_rule(e, &r);
		if (ret < 0)
			return ret;
		if (op == DPAA2X_MC_DPNI_REMOVE_FS_ENTRY)
			return dpaa2x_dpni_remove_fs_entry(soc, ni->id, e->tc, &r);
		/* the FLC override and redirection are not modelled */
		if (e->options & ~DPAA2X_MC_FS_OPT_DISCARD)
			return -ENOTSUP;
		a = (struct dpaa2x_cls_action){ .options = e->options, .flow = e->flow };
		return dpaa2x_dpni_add_fs_entry(soc, ni->id, e->tc, e->index, &r, &a);
	default:	/* DPAA2X_MC_DPNI_CLEAR_FS_ENTRIES */
		return dpaa2x_dpni_clear_fs_entries(soc, ni->id, e->tc);
	}
}
