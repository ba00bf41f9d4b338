/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Model-internal: what the emulated MC keeps beside the model's objects
 * (mc_portal.c, mc_dpni.c) and what the register-level portals read of it
 * (qbman_swp.c).
 */

#ifndef DPAA2X_HW_MC_MODEL_H
#define DPAA2X_HW_MC_MODEL_H

#include "dpaa2x_mc.h"
#include "model.h"

#define MODEL_QDID_BASE		0x40	/* QDID of dpni index i: base + i */
#define MODEL_MC_LAYOUTS	3	/* Rx, Tx, Tx confirmation */
#define MODEL_MC_OFFLOADS	5	/* Rx L3/L4, Tx L3/L4 csum, FLC type */

/* Per FQ: the FQD fields software sets with dpni_set_queue and the tail
 * drop it set with dpni_set_taildrop. */
struct model_mc_fq {
	uint64_t user_ctx;	/* comes back as fqd_ctx in dequeue results */
	uint64_t flc;
	uint8_t stash, hold;
	struct dpaa2x_mc_taildrop td;
};

/* Per dpni: the settings the MC returns as they were set. */
struct model_mc_dpni {
	struct dpaa2x_mc_buf_layout layout[MODEL_MC_LAYOUTS];
	struct dpaa2x_mc_errors errors;
	uint32_t offload[MODEL_MC_OFFLOADS];
	uint8_t conf_mode;
};

struct model_mc_fq *model_mc_fq(const struct dpaa2x_soc *soc, const struct model_fq *fq);
struct model_mc_dpni *model_mc_dpni_state(struct dpaa2x_soc *soc, uint16_t idx);
/* Sessions of dpni index idx: open one (its token), or close all. */
int model_mc_session(struct dpaa2x_soc *soc, uint16_t idx, bool open, uint32_t *token);
/* The CPU address of a DMA address, when len bytes there are DPDK memory;
 * NULL otherwise (the IOMMU would fault). */
void *model_dma_va(uint64_t iova, size_t len);

/* mc_dpni.c: dpni_open (the token in *token), and every other dpni
 * command on dpni index idx; 0 or a negative errno. */
int model_mc_dpni_open(struct dpaa2x_soc *soc, uint32_t id, uint32_t *token);
int model_mc_dpni(struct dpaa2x_soc *soc, enum dpaa2x_mc_op op, uint16_t idx,
		  const void *req, void *rsp);

#endif /* DPAA2X_HW_MC_MODEL_H */
