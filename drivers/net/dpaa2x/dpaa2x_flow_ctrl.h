/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Link flow control (IEEE 802.3x PAUSE) through ethdev's flow_ctrl_get and
 * flow_ctrl_set: the dpni's pause link options on the portal contract.
 */

#ifndef DPAA2X_FLOW_CTRL_H
#define DPAA2X_FLOW_CTRL_H

#include <ethdev_driver.h>

int dpaa2x_flow_ctrl_get(struct rte_eth_dev *dev, struct rte_eth_fc_conf *fc);
int dpaa2x_flow_ctrl_set(struct rte_eth_dev *dev, struct rte_eth_fc_conf *fc);
/* Probe: the mode of devarg flow_ctrl, default thresholds. */
int dpaa2x_flow_ctrl_init(struct rte_eth_dev *dev);

#endif /* DPAA2X_FLOW_CTRL_H */
