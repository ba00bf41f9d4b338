/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * What the emulated MC keeps beside the model's objects (mc_model.h,
 * struct model_mcp): its portal's memory, its sessions, the settings it
 * returns per dpni and per FQ, the strict MC's state. The MC portal
 * (mc_portal.c), the dpni handlers (mc_dpni.c), the strict MC and the
 * portals that read queue contexts (qman.c, qbman_swp.c) reach it here.
 */

#include <errno.h>
#include <stdbool.h>
#include <string.h>
#include <unistd.h>

#include "mc_model.h"
#include "mmio.h"
#include "qman.h"
#include "soc.h"

size_t
model_mcp_mem_size(uint32_t n_fq)
{
	return sizeof(struct model_mcp) + n_fq * sizeof(struct model_mc_fq);
}

/* Power-on state: no sessions; queues with no context and the DPL's
 * tail drop in frames. */
void
model_mcp_init(struct dpaa2x_soc *soc, void *mem)
{
	struct model_mcp *m = mem;
	uint32_t i;

	memset(m, 0, model_mcp_mem_size(soc->n_fq));
	for (i = 0; i < soc->n_fq; i++) {
		m->fq[i].td.enable = 1;
		m->fq[i].td.units = DPAA2X_MC_UNIT_FRAMES;
		m->fq[i].td.threshold = soc->fq[i].threshold;
	}
	/* the DPL's firmware: strict unless it says accept-all */
	m->strict.fw = soc->dpl.mc_accept_all ? MODEL_MC_FW_ACCEPT_ALL : MODEL_MC_FW_STRICT;
	m->port = &m->portal;
	soc->mcp = m;
}

/* At the SoC's teardown: the portal back in the SoC's memory, the trap
 * gone (in the process that made it). */
void
model_mcp_untrap(struct dpaa2x_soc *soc)
{
	struct model_mcp *m = soc->mcp;

	if (m == NULL || m->trap == NULL || m->trap_pid != getpid())
		return;
	m->port = &m->portal;
	mmio_trap_destroy(m->trap);
	m->trap = NULL;
	m->trap_view = NULL;
}

volatile void *
dpaa2x_soc_mc_portal(struct dpaa2x_soc *soc)
{
	return soc == NULL ? NULL : soc->mcp->port;
}

void
dpaa2x_soc_mc_counts(const struct dpaa2x_soc *soc, uint64_t *commands, uint64_t *failed)
{
	*commands = __atomic_load_n(&soc->mcp->commands, __ATOMIC_RELAXED);
	*failed = __atomic_load_n(&soc->mcp->failed, __ATOMIC_RELAXED);
}

struct model_mc_strict *
model_mc_strict_of(struct dpaa2x_soc *soc)
{
	return &soc->mcp->strict;
}

struct model_mc_fq *
model_mc_fq(const struct dpaa2x_soc *soc, const struct model_fq *fq)
{
	return &soc->mcp->fq[fq - soc->fq];
}

int
model_mc_session_new(struct model_mcp *m, uint8_t cls, uint16_t idx, bool claimed, uint32_t *token)
{
	unsigned int i;

	for (i = 0; i < MC_SESSIONS; i++) {
		if (m->sess[i].in_use)
			continue;
		m->sess[i] = (struct mc_session){ true, claimed, cls, idx };
		*token = (uint16_t)(i + 1);
		return 0;
	}
	return -ENOSPC;
}

struct mc_session *
model_mc_session_of(struct model_mcp *m, uint16_t token)
{
	if (token == 0 || token > MC_SESSIONS || !m->sess[token - 1].in_use)
		return NULL;
	return &m->sess[token - 1];
}

/* The session table for the dpni handlers (open and close). */
int
model_mc_session(struct dpaa2x_soc *soc, uint16_t idx, bool open, uint32_t *token)
{
	struct model_mcp *m = soc->mcp;
	unsigned int i;

	if (open)
		return model_mc_session_new(m, DPAA2X_MC_CLASS_DPNI, idx, false, token);
	for (i = 0; i < MC_SESSIONS; i++)
		if (m->sess[i].in_use && m->sess[i].cls == DPAA2X_MC_CLASS_DPNI &&
		    m->sess[i].idx == idx)
			m->sess[i].in_use = false;
	return 0;
}

struct model_mc_dpni *
model_mc_dpni_state(struct dpaa2x_soc *soc, uint16_t idx)
{
	return &soc->mcp->ni[idx];
}
