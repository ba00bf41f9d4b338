/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Tx congestion notification (contract: dpaa2x_dpni_set_tx_cong). Each Tx
 * FQ is a congestion group of its own (DPNI_CP_QUEUE): QMan counts its
 * frames, enters congestion when the count rises above the entry
 * threshold and leaves it when the count falls below the exit threshold,
 * and writes the CSCN message (verb CSCN_MEM, the state, the CG id, the
 * context) to memory at each change (WRITE_MEM_ON_ENTER | ON_EXIT), as
 * DPDK's net_dpaa2 asks for it. Enqueues (any software thread) check for
 * entry, the engine's Tx pass for exit; the lock orders the writes, so
 * the message always says the state last decided.
 */

#include <errno.h>

#include <rte_memory.h>

#include "soc.h"

void
model_cscn_update(struct model_fq *fq)
{
	struct dpaa2x_cscn *m;
	uint32_t n;
	uint8_t st;

	rte_spinlock_lock(&fq->cg_lock);
	m = fq->cg_msg;
	n = model_ring_count(fq->mp);
	st = fq->cg_state;
	if (m != NULL && ((st == 0 && n > fq->cg_entry) || (st != 0 && n < fq->cg_exit))) {
		st ^= DPAA2X_CSCN_CONGESTED;
		if (st)
			fq->cg_entries++;
		else
			fq->cg_exits++;
		m->cgid = fq->fqid;
		m->ctx = fq->cg_ctx;
		/* the state last: a reader that sees it sees the rest */
		__atomic_store_n(&m->verb, DPAA2X_CSCN_VERB, __ATOMIC_RELAXED);
		__atomic_store_n(&m->state, st, __ATOMIC_RELEASE);
		__atomic_store_n(&fq->cg_state, st, __ATOMIC_RELAXED);
	}
	rte_spinlock_unlock(&fq->cg_lock);
}

static int
model_dpni_set_tx_cong(struct dpaa2x_soc *soc, uint16_t id, uint16_t txq,
		       const struct dpaa2x_tx_cong_cfg *cfg)
{
	MODEL_MC_COMMAND(soc);
	struct model_dpni *ni = soc == NULL ? NULL : model_dpni_by_id(soc, id);
	struct model_fq *fq;

	if (ni == NULL)
		return -ENODEV;
	if (!ni->open)
		return -EPERM;
	if (cfg == NULL || txq >= ni->num_tx || cfg->exit > cfg->entry ||
	    (cfg->msg != NULL && rte_mem_virt2memseg_list(cfg->msg) == NULL))
		return -EINVAL;	/* the message must be DPDK memory (DMA) */
	fq = ni->txq[txq];
	rte_spinlock_lock(&fq->cg_lock);
	fq->cg_entry = cfg->entry;
	fq->cg_exit = cfg->exit;
	fq->cg_ctx = cfg->ctx;
	fq->cg_state = 0;
	fq->cg_entries = fq->cg_exits = 0;
	if (cfg->msg != NULL)
		memset(cfg->msg, 0, sizeof(*cfg->msg));
	__atomic_store_n(&fq->cg_msg, cfg->msg, __ATOMIC_RELEASE);
	rte_spinlock_unlock(&fq->cg_lock);
	model_cscn_update(fq);	/* already above entry: written at once */
	return 0;
}

/* dpni_open: no notification (the dpni's defaults). */
void
model_cscn_reset(struct model_dpni *ni)
{
	unsigned int q;

	for (q = 0; q < ni->num_tx; q++)
		__atomic_store_n(&ni->txq[q]->cg_msg, NULL, __ATOMIC_RELEASE);
}

void
model_ops_cscn(struct dpaa2x_backend_ops *o)
{
	o->dpni_set_tx_cong = model_dpni_set_tx_cong;
}
