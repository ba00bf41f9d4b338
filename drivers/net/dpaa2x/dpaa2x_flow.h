/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#ifndef DPAA2X_FLOW_H
#define DPAA2X_FLOW_H

#include <stdbool.h>
#include <stdint.h>

#include <ethdev_driver.h>

#include "dpaa2x_flow_table.h"
#include "dpaa2x_port.h"

/* The hash fields RSS offers (a port's default too), rss flows too. */
#define DPAA2X_RSS_OFFLOAD (RTE_ETH_RSS_IP | RTE_ETH_RSS_TCP | RTE_ETH_RSS_UDP)

/* The distribution fields (DPAA2X_DIST_*) of RSS types rss_hf. */
static inline uint32_t
dpaa2x_rss_fields(uint64_t rss_hf)
{
	uint32_t f = 0;

	if (rss_hf & (RTE_ETH_RSS_IP | RTE_ETH_RSS_IPV4 | RTE_ETH_RSS_IPV6))
		f |= DPAA2X_DIST_IPSRC | DPAA2X_DIST_IPDST | DPAA2X_DIST_PROTO;
	if (rss_hf & (RTE_ETH_RSS_TCP | RTE_ETH_RSS_UDP | RTE_ETH_RSS_NONFRAG_IPV4_TCP |
		      RTE_ETH_RSS_NONFRAG_IPV4_UDP | RTE_ETH_RSS_NONFRAG_IPV6_TCP |
		      RTE_ETH_RSS_NONFRAG_IPV6_UDP))
		f |= DPAA2X_DIST_L4SRC | DPAA2X_DIST_L4DST;
	return f;
}

/* The Rx queues of each traffic class of the port's dpni (TC t's are t
 * times that on). */
static inline uint16_t
dpaa2x_flow_tc_queues(const struct dpaa2x_port *port)
{
	return (uint16_t)(port->attr.num_rx_queues / RTE_MAX(port->attr.num_rx_tcs, 1));
}

/* The port's queues its RSS spreads over: TC 0's (what QoS does not
 * steer to another TC). */
static inline uint16_t
dpaa2x_flow_rss_queues(const struct rte_eth_dev *dev)
{
	return RTE_MIN(dev->data->nb_rx_queues,
		       dpaa2x_flow_tc_queues(dev->data->dev_private));
}

/* eth_dev_ops.flow_ops_get */
int dpaa2x_flow_ops_get(struct rte_eth_dev *dev, const struct rte_flow_ops **ops);
/* dev_start: the flows again over the port's queues now (0 or -EINVAL
 * with a log naming the flow whose queue is gone). */
int dpaa2x_flow_start(struct rte_eth_dev *dev);

#endif /* DPAA2X_FLOW_H */
