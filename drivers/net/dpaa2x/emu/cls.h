/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * A dpni's classification state (cls.c): the QoS key profile and table
 * (a frame's TC), the hash distribution of TCs 1 and up, TC 0's FS key
 * profile and its masking table, kept in the model's dpni.
 */

#ifndef DPAA2X_EMU_CLS_H
#define DPAA2X_EMU_CLS_H

#include <stdbool.h>
#include <stdint.h>

#include "dpaa2x_hw_cls.h"

/* An entry of a masking table: the FS table's (a) or the QoS table's (tc). */
struct model_cls_entry {
	struct dpaa2x_cls_rule r;
	uint16_t index;			/* priority: the lowest matches first */
	uint8_t tc;			/* QoS: the traffic class */
	struct dpaa2x_cls_action a;	/* FS: the queue or a discard */
};

struct model_cls {
	/* QoS (dpni_set_qos_table), on a dpni of more than one TC */
	bool qos_on;
	bool qos_discard;		/* a miss is discarded, not default_tc's */
	uint8_t qos_key_size, default_tc;
	uint16_t n_qos;
	struct dpaa2x_cls_profile qos_kp;
	struct model_cls_entry qos[DPAA2X_CLS_QOS_ENTRIES];	/* by index */
	/* TC t > 0's hash distribution (TC 0's: the dpni's dist_*) */
	uint32_t tc_fields[DPAA2X_CLS_MAX_TCS];
	uint16_t tc_nq[DPAA2X_CLS_MAX_TCS];
	/* TC 0's flow steering */
	bool fs_on;			/* dpni_set_rx_fs_dist enable (TC 0) */
	uint8_t key_size;		/* the profile's key bytes */
	uint16_t dist_size, miss_flow;
	uint16_t n_fs;
	struct dpaa2x_cls_profile kp;
	struct model_cls_entry fs[DPAA2X_CLS_FS_ENTRIES];	/* by index */
};

struct dpaa2x_annot;

/* FS off and its table empty (dpni open). */
void model_cls_reset(struct model_cls *c);
/* QoS off, its table empty, TCs 1 and up to one queue (dpni open). */
void model_cls_qos_reset(struct model_cls *c);
/*
 * WRIOP's QoS lookup of one parsed frame: its TC (a hit's, else the
 * default TC), or -1 for a miss with discard_on_miss. Called only while
 * c->qos_on.
 */
int model_cls_qos(const struct model_cls *c, const uint8_t *frame,
		  const struct dpaa2x_annot *an);
/*
 * WRIOP Rx flow steering of one parsed frame: 1 with *q the hit's queue,
 * 0 for a miss (the caller's hash or c->miss_flow decides), -1 for a
 * discard (the entry's DISCARD option). Called only while c->fs_on.
 */
int model_cls_fs(const struct model_cls *c, const uint8_t *frame, const struct dpaa2x_annot *an,
		 uint16_t *q);

#endif /* DPAA2X_EMU_CLS_H */
