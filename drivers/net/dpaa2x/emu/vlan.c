/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * A dpni's VLAN filter, as DPAA2's MC keeps it (dpni_add_vlan_id,
 * dpni_remove_vlan_id, dpni_enable_vlan_filter): a table of VIDs that
 * WRIOP Rx compares the outer tag's VID with while the filter is on
 * (wriop.c, after the parser); a tagged frame whose VID is not there is
 * filtered, an untagged frame passes.
 */

#include <errno.h>
#include <stdint.h>

#include "dpni.h"
#include "soc.h"

#define VID_MAX	4095

void
model_dpni_vlan_reset(struct model_dpni *ni)
{
	ni->vlan_filter = false;	/* MC: off and empty after dpni open */
	ni->n_vlans = 0;
}

bool
model_vlan_listed(const struct model_dpni *ni, uint16_t vid)
{
	unsigned int i;

	for (i = 0; i < ni->n_vlans; i++)
		if (ni->vlans[i] == vid)
			return true;
	return false;
}

/* The open dpni id, or NULL with *ret set. */
static struct model_dpni *
vlan_dpni(struct dpaa2x_soc *soc, uint16_t id, uint16_t vid, int *ret)
{
	struct model_dpni *ni = model_dpni_by_id(soc, id);

	*ret = ni == NULL ? -ENODEV : !ni->open || vid > VID_MAX ? -EINVAL : 0;
	return *ret == 0 ? ni : NULL;
}

static int
model_dpni_add_vlan_id(struct dpaa2x_soc *soc, uint16_t id, uint16_t vid)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = vlan_dpni(soc, id, vid, &ret);

	if (ni == NULL || model_vlan_listed(ni, vid))
		return ret;
	/* the dpni's vlan_filter_entries (its DPL); 0: it has no table */
	if (ni->vlan_entries == 0)
		return -ENOTSUP;
	if (ni->n_vlans >= ni->vlan_entries)
		return -ENOSPC;
	ni->vlans[ni->n_vlans] = vid;
	/* the engine reads the table between passes only (MC command) */
	ni->n_vlans++;
	return 0;
}

static int
model_dpni_remove_vlan_id(struct dpaa2x_soc *soc, uint16_t id, uint16_t vid)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = vlan_dpni(soc, id, vid, &ret);
	unsigned int i;

	if (ni == NULL)
		return ret;
	for (i = 0; i < ni->n_vlans && ni->vlans[i] != vid; i++)
		;
	if (i == ni->n_vlans)
		return -ENOENT;
	ni->vlans[i] = ni->vlans[--ni->n_vlans];
	return 0;
}

static int
model_dpni_enable_vlan_filter(struct dpaa2x_soc *soc, uint16_t id, bool on)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = vlan_dpni(soc, id, 0, &ret);

	if (ni != NULL)
		ni->vlan_filter = on;
	return ret;
}

void
model_ops_vlan(struct dpaa2x_backend_ops *o)
{
	o->dpni_add_vlan_id = model_dpni_add_vlan_id;
	o->dpni_remove_vlan_id = model_dpni_remove_vlan_id;
	o->dpni_enable_vlan_filter = model_dpni_enable_vlan_filter;
}
