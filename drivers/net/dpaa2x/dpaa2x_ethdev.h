/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The ethdev operations of a net_dpaa2x port (dpaa2x_ethdev.c): configure,
 * queues, start and stop, close, link, MAC filter, MTU, RSS.
 */

#ifndef DPAA2X_ETHDEV_H
#define DPAA2X_ETHDEV_H

#include <ethdev_driver.h>

/* The hash fields RSS offers (a port's default too). */
#define DPAA2X_RSS_OFFLOAD (RTE_ETH_RSS_IP | RTE_ETH_RSS_TCP | RTE_ETH_RSS_UDP)

/* A port in the primary process, and the read-only view a secondary has. */
extern const struct eth_dev_ops dpaa2x_eth_ops;
extern const struct eth_dev_ops dpaa2x_eth_sec_ops;

#endif /* DPAA2X_ETHDEV_H */
