/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Counters of a net_dpaa2x port (dpaa2x_stats.c): the ethdev stats and
 * xstats ops, from the queues' software counters (released queues' too)
 * and the dpni's hardware counters, each since the last reset.
 */

#ifndef DPAA2X_STATS_H
#define DPAA2X_STATS_H

#include <stddef.h>

#include <ethdev_driver.h>

#include "dpaa2x_port.h"

/* total += c, for queue counter structs (uint64_t fields only); c may be
 * a live queue's, written meanwhile by its lcore (DPAA2X_CTR_ADD). */
void dpaa2x_counters_add(void *total, const void *c, size_t size);
/* Sums of the software counters of all Rx / Tx queues, released ones too. */
void dpaa2x_rx_totals(const struct rte_eth_dev *dev, struct dpaa2x_rxq_stats *t);
void dpaa2x_tx_totals(const struct rte_eth_dev *dev, struct dpaa2x_txq_stats *t);
/* The hardware counters' snapshot a new port counts from. */
void dpaa2x_stats_base(struct dpaa2x_port *port);

int dpaa2x_stats_get(struct rte_eth_dev *dev, struct rte_eth_stats *st);
int dpaa2x_stats_reset(struct rte_eth_dev *dev);
int dpaa2x_xstats_get(struct rte_eth_dev *dev, struct rte_eth_xstat *xs, unsigned int n);
int dpaa2x_xstats_get_names(struct rte_eth_dev *dev, struct rte_eth_xstat_name *names,
			    unsigned int n);

#endif /* DPAA2X_STATS_H */
