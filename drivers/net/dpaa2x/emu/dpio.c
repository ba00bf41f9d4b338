/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The DPIO software portals of the contract (open, close, index): the
 * DPL's dpio objects, taken one per thread.
 */

#include <errno.h>
#include <stdbool.h>

#include <rte_pause.h>
#include <rte_spinlock.h>

#include "base.h"
#include "soc.h"

static int
model_portal_open(struct dpaa2x_soc *soc, struct dpaa2x_portal **portal,
		   char *err, size_t errlen)
{
	unsigned int i;

	if (soc == NULL || portal == NULL)
		return -EINVAL;
	rte_spinlock_lock(&soc->mc_lock);
	for (i = 0; i < soc->n_dpio; i++) {
		struct dpaa2x_portal *p = &soc->portal[i];

		if (p->in_use)
			continue;
		p->in_use = true;
		rte_spinlock_unlock(&soc->mc_lock);
		*portal = p;
		return 0;
	}
	rte_spinlock_unlock(&soc->mc_lock);
	model_errf(err, errlen, "all %u dpio portals are in use", soc->n_dpio);
	return -ENOSPC;
}

static void
model_portal_close(struct dpaa2x_portal *p)
{
	struct dpaa2x_soc *soc;

	if (p == NULL)
		return;
	soc = p->soc;
	/* a pull in flight still writes into its storage: let it finish */
	while (soc->thread_running &&
	       __atomic_load_n(&p->done_seq, __ATOMIC_ACQUIRE) != p->cmd_seq)
		rte_pause();
	if (!soc->thread_running)
		__atomic_store_n(&p->done_seq, p->cmd_seq, __ATOMIC_RELEASE);
	rte_spinlock_lock(&soc->mc_lock);
	p->in_use = false;
	rte_spinlock_unlock(&soc->mc_lock);
}

static int
model_portal_index(const struct dpaa2x_portal *p)
{
	return p == NULL ? -EINVAL : p->index;
}

/* The emulated backend's DPIO portals (its table: soc.c). */
void
model_ops_dpio(struct dpaa2x_backend_ops *o)
{
	o->portal_open = model_portal_open;
	o->portal_close = model_portal_close;
	o->portal_index = model_portal_index;
}
