/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#ifndef DPAA2X_FLOW_H
#define DPAA2X_FLOW_H

#include <stdbool.h>
#include <stdint.h>

#include <ethdev_driver.h>

#include "dpaa2x_flow_table.h"

/* eth_dev_ops.flow_ops_get */
int dpaa2x_flow_ops_get(struct rte_eth_dev *dev, const struct rte_flow_ops **ops);
/* dev_start: the flows again over the port's queues now (0 or -EINVAL
 * with a log naming the flow whose queue is gone). */
int dpaa2x_flow_start(struct rte_eth_dev *dev);

#endif /* DPAA2X_FLOW_H */
