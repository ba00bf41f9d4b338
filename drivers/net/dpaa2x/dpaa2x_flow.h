/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#ifndef DPAA2X_FLOW_H
#define DPAA2X_FLOW_H

#include <stdbool.h>
#include <stdint.h>

#include <ethdev_driver.h>

#include "dpaa2x_portal.h"

/* The fields a flow can match, one key byte run each (dpaa2x_flow.c). */
#define DPAA2X_FLOW_VAL_BYTES	69

struct rte_flow {
	bool used;
	bool drop;
	uint16_t queue;			/* the queue action's */
	uint16_t prio;			/* the FS entry's index */
	uint32_t fields;		/* the fields it matches (bits) */
	uint8_t val[DPAA2X_FLOW_VAL_BYTES], mask[DPAA2X_FLOW_VAL_BYTES];
};

/* A port's flows: one FS entry each in the dpni's TC 0. */
struct dpaa2x_flow_table {
	uint32_t fields;		/* the key profile in force; 0: FS off */
	uint16_t nb_rx_queues;		/* the FS distribution's size */
	struct rte_flow f[DPAA2X_CLS_FS_ENTRIES];
};

/* eth_dev_ops.flow_ops_get */
int dpaa2x_flow_ops_get(struct rte_eth_dev *dev, const struct rte_flow_ops **ops);
/* dev_start: the flows again over the port's queues now (0 or -EINVAL
 * with a log naming the flow whose queue is gone). */
int dpaa2x_flow_start(struct rte_eth_dev *dev);

#endif /* DPAA2X_FLOW_H */
