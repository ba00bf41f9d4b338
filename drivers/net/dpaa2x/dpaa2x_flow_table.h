/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * A port's rte_flow rules as it keeps them (struct dpaa2x_port's flows;
 * dpaa2x_flow.c writes them into the dpni's FS table of TC 0, the rss
 * ones into its QoS table).
 */

#ifndef DPAA2X_FLOW_TABLE_H
#define DPAA2X_FLOW_TABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "dpaa2x_hw_cls.h"

/* The fields a flow can match, one key byte run each (dpaa2x_flow.c). */
#define DPAA2X_FLOW_VAL_BYTES	75

struct rte_flow {
	bool used;
	bool drop;
	bool rss;			/* an rss action: a QoS entry to tc */
	uint8_t tc;			/* rss: the traffic class of its queues */
	uint16_t rss_nq;		/* rss: the TC's first queues it hashes over */
	uint32_t rss_fields;		/* rss: DPAA2X_DIST_* */
	uint16_t queue;			/* the queue action's */
	uint16_t prio;			/* the FS entry's index */
	uint32_t fields;		/* the fields it matches (bits) */
	uint8_t val[DPAA2X_FLOW_VAL_BYTES], mask[DPAA2X_FLOW_VAL_BYTES];
};

/* A port's flows: one FS entry each in the dpni's TC 0, or one QoS entry
 * each (rss). */
struct dpaa2x_flow_table {
	uint32_t fields;		/* the key profile in force; 0: FS off */
	uint32_t qos_fields;		/* the QoS key profile; 0: no QoS table set */
	uint8_t tc_flows[DPAA2X_CLS_MAX_TCS];	/* rss flows per TC */
	uint16_t nb_rx_queues;		/* the FS distribution's size */
	struct rte_flow f[DPAA2X_CLS_FS_ENTRIES];
};

#endif /* DPAA2X_FLOW_TABLE_H */
