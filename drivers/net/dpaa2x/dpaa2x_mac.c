/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The dpni's MAC filter: WRIOP takes a frame whose destination is the
 * primary MAC, an address of the dpni's MAC table (dpni_add_mac_addr,
 * mac_filter_entries of them, unicast or multicast) or broadcast, and any
 * frame in unicast promiscuous mode, any multicast one in multicast
 * promiscuous mode (dpni_set_unicast_promisc, _multicast_promisc); the
 * others are filtered (the xstat hw_rx_filtered). ethdev's all-multicast
 * is multicast promiscuous; its multicast list (rte_eth_dev_set_mc_addr_list)
 * and its added unicast addresses share the MAC table, as on DPAA2.
 */

#include <errno.h>
#include <string.h>

#include "dpaa2x_common.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_mac.h"
#include "dpaa2x_port.h"

static int
set_promisc(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	return dpaa2x_dpni_set_promisc(port->soc, port->dpni_id, dev->data->promiscuous,
				       dev->data->promiscuous || dev->data->all_multicast);
}

/* ethdev sets data->promiscuous/all_multicast only after we return 0. */
int dpaa2x_promisc_enable(struct rte_eth_dev *dev)
{ dev->data->promiscuous = 1; return set_promisc(dev); }
int dpaa2x_promisc_disable(struct rte_eth_dev *dev)
{ dev->data->promiscuous = 0; return set_promisc(dev); }
int dpaa2x_allmulti_enable(struct rte_eth_dev *dev)
{ dev->data->all_multicast = 1; return set_promisc(dev); }
int dpaa2x_allmulti_disable(struct rte_eth_dev *dev)
{ dev->data->all_multicast = 0; return set_promisc(dev); }

int
dpaa2x_mac_addr_set(struct rte_eth_dev *dev, struct rte_ether_addr *addr)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	return dpaa2x_dpni_set_primary_mac(port->soc, port->dpni_id, addr->addr_bytes);
}

int
dpaa2x_mac_addr_add(struct rte_eth_dev *dev, struct rte_ether_addr *addr,
		    uint32_t index, uint32_t pool)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	RTE_SET_USED(index);
	RTE_SET_USED(pool);
	return dpaa2x_dpni_add_mac(port->soc, port->dpni_id, addr->addr_bytes);
}

void
dpaa2x_mac_addr_remove(struct rte_eth_dev *dev, uint32_t index)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	dpaa2x_dpni_remove_mac(port->soc, port->dpni_id,
			       dev->data->mac_addrs[index].addr_bytes);
}

/* The first n addresses of list out of the MAC table. */
static void
mc_remove(struct dpaa2x_port *port, const struct rte_ether_addr *list, uint32_t n)
{
	uint32_t i;

	for (i = 0; i < n; i++)
		dpaa2x_dpni_remove_mac(port->soc, port->dpni_id, list[i].addr_bytes);
}

/*
 * The multicast list replaced: the old one out of the MAC table, the new
 * one in. A new list the table cannot take (or a unicast address in it)
 * is refused and the old one stays in force.
 */
int
dpaa2x_set_mc_addr_list(struct rte_eth_dev *dev, struct rte_ether_addr *list, uint32_t n)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	uint32_t i;
	int ret = 0;

	if (n > DPAA2X_MAX_MAC_FILTERS) {
		DPAA2X_LOG(ERR, "port %u: %u multicast addresses, at most %u",
			   dev->data->port_id, n, DPAA2X_MAX_MAC_FILTERS);
		return -ENOSPC;
	}
	for (i = 0; i < n; i++)
		if (!rte_is_multicast_ether_addr(&list[i])) {
			DPAA2X_LOG(ERR, "port %u: multicast list entry %u is not a multicast "
				   "address", dev->data->port_id, i);
			return -EINVAL;
		}
	mc_remove(port, port->mc_list, port->n_mc);
	for (i = 0; i < n && ret == 0; i++)
		ret = dpaa2x_dpni_add_mac(port->soc, port->dpni_id, list[i].addr_bytes);
	if (ret < 0) {
		DPAA2X_LOG(ERR, "port %u: multicast list of %u refused (%s), the MAC table "
			   "holds %u with the unicast addresses: the old list stays",
			   dev->data->port_id, n, rte_strerror(-ret),
			   port->attr.mac_filter_entries);
		mc_remove(port, list, i - 1);
		list = port->mc_list;
		n = port->n_mc;
		for (i = 0; i < n; i++)	/* it was in the table: it fits again */
			dpaa2x_dpni_add_mac(port->soc, port->dpni_id, list[i].addr_bytes);
		return ret;
	}
	if (list != NULL && n > 0)
		memcpy(port->mc_list, list, n * sizeof(*list));
	port->n_mc = n;
	return 0;
}
