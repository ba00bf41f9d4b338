/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The MC portal behind the MMIO trap (mmio_trap.c): the 64-byte command
 * region on a page of its own, PROT_NONE for software, so that the MC acts
 * when software writes the header, as the firmware does on silicon.
 * DPDK's mc_send_command() (bus/fslmc/mc/mc_sys.c) writes the parameters,
 * then the header's second word, then its first (status READY), and polls
 * the header for one second at most; here the command has run before the
 * store returns, whatever the engine is doing (nothing while the SoC is
 * halted: dpaa2x_soc_stop(); the engine's pass runs it once started).
 */

#include <sys/mman.h>
#include <string.h>
#include <unistd.h>

#include "base.h"
#include "mc_model.h"
#include "mmio.h"
#include "soc.h"

static void
mcp_stored(void *ctx, uint32_t off, unsigned int size)
{
	struct dpaa2x_soc *soc = ctx;

	if (off != 0 || size < 4 || __atomic_load_n(&soc->halted, __ATOMIC_ACQUIRE))
		return;				/* not the header's first word */
	model_hw_lock(soc);			/* as in a pass, between MC commands */
	model_mc_service(soc);
	model_hw_unlock(soc);
}

static const struct mmio_trap_ops mcp_trap_ops = { .stored = mcp_stored };

volatile void *
dpaa2x_soc_mc_portal_trapped(struct dpaa2x_soc *soc, char *err, size_t errlen)
{
	static const int prot[1] = { PROT_NONE };
	struct model_mcp *m;
	uint8_t *model, *view;

	if (soc == NULL)
		return NULL;
	m = soc->mcp;
	if (m->trap != NULL && m->trap_pid == getpid())
		return m->trap_view;
	m->trap = mmio_trap_create(MMIO_PAGE, prot, &mcp_trap_ops, soc, &model, &view,
				   err, errlen);
	if (m->trap == NULL)
		return NULL;
	/* the portal moves between two commands (no pass reads it meanwhile) */
	model_hw_lock(soc);
	memcpy(model, m->port, sizeof(*m->port));
	m->port = (union dpaa2x_mc_cmd *)(void *)model;
	model_hw_unlock(soc);
	m->trap_pid = getpid();
	m->trap_view = view;
	return view;
}
