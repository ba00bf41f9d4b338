/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * A dpni's flow steering state (cls.c): the TC's FS key profile and its
 * masking table, kept in the model's dpni.
 */

#ifndef DPAA2X_EMU_CLS_H
#define DPAA2X_EMU_CLS_H

#include <stdbool.h>
#include <stdint.h>

#include "dpaa2x_hw_cls.h"

struct model_fs_entry {
	struct dpaa2x_cls_rule r;
	uint16_t index;			/* priority: the lowest matches first */
	struct dpaa2x_cls_action a;
};

struct model_cls {
	bool fs_on;			/* dpni_set_rx_fs_dist enable (TC 0) */
	uint8_t key_size;		/* the profile's key bytes */
	uint16_t dist_size, miss_flow;
	uint16_t n_fs;
	struct dpaa2x_cls_profile kp;
	struct model_fs_entry fs[DPAA2X_CLS_FS_ENTRIES];	/* by index */
};

struct dpaa2x_annot;

/* FS off and its table empty (dpni open). */
void model_cls_reset(struct model_cls *c);
/*
 * WRIOP Rx flow steering of one parsed frame: 1 with *q the hit's queue,
 * 0 for a miss (the caller's hash or c->miss_flow decides), -1 for a
 * discard (the entry's DISCARD option). Called only while c->fs_on.
 */
int model_cls_fs(const struct model_cls *c, const uint8_t *frame, const struct dpaa2x_annot *an,
		 uint16_t *q);

#endif /* DPAA2X_EMU_CLS_H */
