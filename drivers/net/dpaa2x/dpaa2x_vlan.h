/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * VLAN of net_dpaa2x (dpaa2x_vlan.c): the dpni's VLAN filter, Rx strip
 * and Tx insert offloads as ethdev operations.
 */

#ifndef DPAA2X_VLAN_H
#define DPAA2X_VLAN_H

#include <ethdev_driver.h>

/* Probe: whether the backend has a VLAN table (VLAN filter offered). */
void dpaa2x_vlan_probe(struct rte_eth_dev *dev);
/* The Rx and Tx VLAN offloads the port offers. */
uint64_t dpaa2x_vlan_rx_capa(const struct rte_eth_dev *dev);
uint64_t dpaa2x_vlan_tx_capa(void);
/* Start: the filter on or off as rxmode.offloads say. */
int dpaa2x_vlan_start(struct rte_eth_dev *dev);
int dpaa2x_vlan_filter_set(struct rte_eth_dev *dev, uint16_t vid, int on);
int dpaa2x_vlan_offload_set(struct rte_eth_dev *dev, int mask);

#endif /* DPAA2X_VLAN_H */
