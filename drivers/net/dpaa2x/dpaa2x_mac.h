/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The dpni's MAC filter through ethdev (dpaa2x_mac.c): promiscuous and
 * all-multicast modes, the primary and added unicast addresses, the
 * multicast address list.
 */

#ifndef DPAA2X_MAC_H
#define DPAA2X_MAC_H

#include <ethdev_driver.h>

int dpaa2x_promisc_enable(struct rte_eth_dev *dev);
int dpaa2x_promisc_disable(struct rte_eth_dev *dev);
int dpaa2x_allmulti_enable(struct rte_eth_dev *dev);
int dpaa2x_allmulti_disable(struct rte_eth_dev *dev);
int dpaa2x_mac_addr_set(struct rte_eth_dev *dev, struct rte_ether_addr *addr);
int dpaa2x_mac_addr_add(struct rte_eth_dev *dev, struct rte_ether_addr *addr,
			uint32_t index, uint32_t pool);
void dpaa2x_mac_addr_remove(struct rte_eth_dev *dev, uint32_t index);
int dpaa2x_set_mc_addr_list(struct rte_eth_dev *dev, struct rte_ether_addr *list,
			    uint32_t n);

#endif /* DPAA2X_MAC_H */
