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

#include "dpaa2x_flow.h"	/* DPAA2X_RSS_OFFLOAD */

/* A port in the primary process, and the read-only view a secondary has. */
extern const struct eth_dev_ops dpaa2x_eth_ops;
extern const struct eth_dev_ops dpaa2x_eth_sec_ops;

#endif /* DPAA2X_ETHDEV_H */
