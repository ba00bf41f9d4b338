/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * VLAN, as DPDK's dpaa2 offers it on DPAA2:
 *  - filter (RTE_ETH_RX_OFFLOAD_VLAN_FILTER, rte_eth_dev_vlan_filter): the
 *    dpni's VLAN table, in hardware (dpni_add_vlan_id, dpni_remove_vlan_id,
 *    dpni_enable_vlan_filter); a tagged frame whose outer VID is not in it
 *    is filtered (hw_rx_filtered), untagged frames pass;
 *  - Rx: every tagged frame's TCI in vlan_tci (RTE_MBUF_F_RX_VLAN; the
 *    outer one of two tags in vlan_tci_outer, RTE_MBUF_F_RX_QINQ), and
 *    with RTE_ETH_RX_OFFLOAD_VLAN_STRIP the single tag taken out of the
 *    frame by the driver (WRIOP keeps tags; dpaa2 strips in software too);
 *  - Tx: RTE_MBUF_F_TX_VLAN inserts vlan_tci in software
 *    (RTE_ETH_TX_OFFLOAD_VLAN_INSERT), dpaa2x_tx.c.
 * QinQ strip and VLAN extend are not offered: ethdev refuses them, naming
 * the offload.
 */

#include <errno.h>

#include "dpaa2x_common.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_port.h"
#include "dpaa2x_vlan.h"

void
dpaa2x_vlan_probe(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	/* as net_dpaa2's max_vlan_filters: the attributes say, no command;
	 * the filter is off after dpni open */
	port->vlan_table = port->attr.vlan_filter_entries > 0;
	port->vlan_filter_hw = false;
}

uint64_t
dpaa2x_vlan_rx_capa(const struct rte_eth_dev *dev)
{
	const struct dpaa2x_port *port = dev->data->dev_private;

	return RTE_ETH_RX_OFFLOAD_VLAN_STRIP |
	       (port->vlan_table ? RTE_ETH_RX_OFFLOAD_VLAN_FILTER : 0);
}

uint64_t
dpaa2x_vlan_tx_capa(void)
{
	return RTE_ETH_TX_OFFLOAD_VLAN_INSERT;
}

static int
filter_on(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	bool on = dev->data->dev_conf.rxmode.offloads & RTE_ETH_RX_OFFLOAD_VLAN_FILTER;
	int ret;

	if (!port->vlan_table || on == port->vlan_filter_hw)
		return 0;	/* not offered (ethdev refused it), or no change */
	ret = dpaa2x_dpni_enable_vlan_filter(port->soc, port->dpni_id, on);
	if (ret < 0)
		DPAA2X_LOG(ERR, "port %u: VLAN filter %s: %s", dev->data->port_id,
			   on ? "on" : "off", rte_strerror(-ret));
	else
		port->vlan_filter_hw = on;
	return ret;
}

int
dpaa2x_vlan_start(struct rte_eth_dev *dev)
{
	return filter_on(dev);
}

int
dpaa2x_vlan_filter_set(struct rte_eth_dev *dev, uint16_t vid, int on)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	int ret = on ? dpaa2x_dpni_add_vlan_id(port->soc, port->dpni_id, vid) :
		dpaa2x_dpni_remove_vlan_id(port->soc, port->dpni_id, vid);

	/* the MC's NO_RESOURCE, as DPDK's mc_send_command() maps it, is the
	 * table full (fslmc); the emulated backend says so itself */
	if (on && ret == -ENAVAIL)
		ret = -ENOSPC;
	if (ret == -ENOSPC)
		DPAA2X_LOG(ERR, "port %u: VLAN %u not added: the dpni's VLAN table holds %u",
			   dev->data->port_id, vid, port->attr.vlan_filter_entries);
	else if (ret < 0)
		DPAA2X_LOG(ERR, "port %u: VLAN %u not %s: %s", dev->data->port_id, vid,
			   on ? "added" : "removed", rte_strerror(-ret));
	return ret;
}

/* ethdev has changed rxmode.offloads (within the capabilities) already. */
int
dpaa2x_vlan_offload_set(struct rte_eth_dev *dev, int mask)
{
	bool strip = dev->data->dev_conf.rxmode.offloads & RTE_ETH_RX_OFFLOAD_VLAN_STRIP;
	uint16_t i;

	if (mask & RTE_ETH_VLAN_STRIP_MASK)
		for (i = 0; i < dev->data->nb_rx_queues; i++)
			if (dev->data->rx_queues[i] != NULL)
				((struct dpaa2x_rxq *)dev->data->rx_queues[i])->vlan_strip = strip;
	return mask & RTE_ETH_VLAN_FILTER_MASK ? filter_on(dev) : 0;
}
