/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The MC's dpio and dprc objects, as DPDK's fslmc bus uses them when it
 * probes a container (bus/fslmc/portal/dpaa2_hw_dpio.c, dpaa2_hw_dprc.c):
 *  - dpio: open by id, reset, enable, attributes (the QBMan portal's
 *    index, QMan 4.1's version 0x04010000 as LS2088A's, 8 priorities, a
 *    local channel), the stashing destination (the core cluster a
 *    portal's dequeues stash into: kept and read back; the model's
 *    portals stash nowhere, see the model guide's stashing section);
 *  - dprc: open the container by its id (another id: ENODEV), and the
 *    connection of a dpni's endpoint: the dpmac or dpni the DPL connects
 *    it to, with the dpmac's link state.
 * Portal memory itself is not handed out here: on Linux, VFIO maps a
 * dpio's regions (the board's VFIO, emu/board/linux).
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "mc_model.h"
#include "soc.h"

#define QMAN_REV_4100	0x04010000u	/* LS2088A's QMan */
#define QBMAN_CLK_HZ	700000000u	/* LS2088A's platform clock / 2 */
#define DPIO_PRIORITIES	8
#define DPIO_LOCAL_CHANNEL 1

int
model_mc_dpio_open(struct dpaa2x_soc *soc, uint32_t id, uint32_t *token)
{
	unsigned int i;
	int ret = -ENODEV;

	rte_spinlock_lock(&soc->mc_lock);
	for (i = 0; i < soc->dpl.n_dpio; i++)
		if (soc->dpl.dpio[i].id == id) {
			ret = model_mc_session_new(soc->mcp, DPAA2X_MC_CLASS_DPIO, (uint16_t)i,
						   false, token);
			break;
		}
	rte_spinlock_unlock(&soc->mc_lock);
	return ret;
}

int
model_mc_dpio(struct dpaa2x_soc *soc, enum dpaa2x_mc_op op, struct mc_session *s,
	      const void *req, void *rsp)
{
	struct model_mcp *m = soc->mcp;
	struct dpaa2x_mc_val *val = rsp;

	switch (op) {
	case DPAA2X_MC_DPIO_CLOSE:
		s->in_use = false;
		return 0;
	case DPAA2X_MC_DPIO_ENABLE:
	case DPAA2X_MC_DPIO_DISABLE:
		m->io_enabled[s->idx] = op == DPAA2X_MC_DPIO_ENABLE;
		return 0;
	case DPAA2X_MC_DPIO_IS_ENABLED:
		val->v = m->io_enabled[s->idx];
		return 0;
	case DPAA2X_MC_DPIO_RESET:
		m->io_enabled[s->idx] = false;
		m->io_sdest[s->idx] = 0;
		return 0;
	case DPAA2X_MC_DPIO_GET_ATTR:
		*(struct dpaa2x_mc_dpio_attr *)rsp = (struct dpaa2x_mc_dpio_attr){
			.id = soc->dpl.dpio[s->idx].id, .qbman_portal_id = s->idx,
			.num_priorities = DPIO_PRIORITIES, .channel_mode = DPIO_LOCAL_CHANNEL,
			.qbman_portal_ce_offset = (uint64_t)s->idx << 16,
			.qbman_portal_ci_offset = (uint64_t)s->idx << 12,
			.qbman_version = QMAN_REV_4100, .clk = QBMAN_CLK_HZ,
		};
		return 0;
	case DPAA2X_MC_DPIO_SET_STASHING_DEST:
		m->io_sdest[s->idx] = (uint8_t)((const struct dpaa2x_mc_val *)req)->v;
		return 0;
	case DPAA2X_MC_DPIO_GET_STASHING_DEST:
		val->v = m->io_sdest[s->idx];
		return 0;
	default:
		return -ENOTSUP;
	}
}

int
model_mc_dprc_open(struct dpaa2x_soc *soc, uint32_t id, uint32_t *token)
{
	const char *at = strchr(soc->dpl.container, '@');
	unsigned int cid;
	int ret;

	if (at == NULL || sscanf(at + 1, "%u", &cid) != 1 || cid != id)
		return -ENODEV;
	rte_spinlock_lock(&soc->mc_lock);
	ret = model_mc_session_new(soc->mcp, DPAA2X_MC_CLASS_DPRC, 0, false, token);
	rte_spinlock_unlock(&soc->mc_lock);
	return ret;
}

/* The endpoint a dpni's connection names: -ENODEV for an object the
 * container does not hold or that is not a dpni (the bus asks of dpnis). */
static int
connection(const struct dpaa2x_soc *soc, const struct dpaa2x_mc_endpoint *ep1,
	   struct dpaa2x_mc_endpoint *ep2)
{
	const struct dpaa2x_dpl *d = &soc->dpl;
	unsigned int i, j;

	if (strncmp(ep1->type, "dpni", sizeof(ep1->type)) != 0)
		return -ENODEV;
	for (i = 0; i < d->n_dpni && d->dpni[i].id != ep1->id; i++)
		;
	if (i == d->n_dpni)
		return -ENODEV;
	memset(ep2, 0, sizeof(*ep2));
	ep2->id = d->dpni[i].peer_id;
	if (d->dpni[i].peer_type == DPAA2X_OBJ_DPNI) {
		snprintf(ep2->type, sizeof(ep2->type), "dpni");
		ep2->state = 1;
		return 0;
	}
	snprintf(ep2->type, sizeof(ep2->type), "dpmac");
	for (j = 0; j < d->n_dpmac; j++)
		if (d->dpmac[j].id == ep2->id)
			ep2->state = d->dpmac[j].link_up;
	return 0;
}

int
model_mc_dprc(struct dpaa2x_soc *soc, enum dpaa2x_mc_op op, struct mc_session *s,
	      const void *req, void *rsp)
{
	switch (op) {
	case DPAA2X_MC_DPRC_CLOSE:
		s->in_use = false;
		return 0;
	case DPAA2X_MC_DPRC_GET_CONNECTION:
		return connection(soc, req, rsp);
	default:
		return -ENOTSUP;
	}
}
