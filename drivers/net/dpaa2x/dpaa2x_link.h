/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Link status and its events (dpaa2x_link.c): ethdev's link_update, and
 * RTE_ETH_EVENT_INTR_LSC from the dpni's link state change IRQ.
 */

#ifndef DPAA2X_LINK_H
#define DPAA2X_LINK_H

#include <ethdev_driver.h>

/* ethdev link_update: the dpni's link, down while the port is stopped. */
int dpaa2x_link_update(struct rte_eth_dev *dev, int wait);
/* Probe (primary): an eventfd bound to the dpni's IRQ, and the port flags
 * RTE_ETH_DEV_INTR_LSC, where the backend has dpni IRQs; 0 either way. */
int dpaa2x_lsc_probe(struct rte_eth_dev *dev);
/* Start with intr_conf.lsc: the handler registered, the IRQ enabled. */
int dpaa2x_lsc_start(struct rte_eth_dev *dev);
/* Stop: IRQ off, handler gone (no event for the port's own stop). */
void dpaa2x_lsc_stop(struct rte_eth_dev *dev);
/* Close: the eventfd unbound and closed. */
void dpaa2x_lsc_close(struct rte_eth_dev *dev);

#endif /* DPAA2X_LINK_H */
