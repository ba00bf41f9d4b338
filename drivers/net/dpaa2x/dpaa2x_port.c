/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Finding a net_dpaa2x port (dpaa2x_port.h): the run-time API, the tester
 * and the audit take port ids.
 */

#include <string.h>

#include <ethdev_driver.h>
#include <rte_eal.h>

#include "dpaa2x_common.h"
#include "dpaa2x_port.h"

/*
 * A port whose device the net_dpaa2x driver probed. Only in the primary
 * process: a secondary's port is a view, its queues and pools are the
 * primary's.
 */
struct dpaa2x_port *
dpaa2x_port_of(uint16_t port_id)
{
	struct rte_eth_dev *dev;

	if (!rte_eth_dev_is_valid_port(port_id) || rte_eal_process_type() != RTE_PROC_PRIMARY)
		return NULL;
	dev = &rte_eth_devices[port_id];
	if (dev->device == NULL || dev->device->driver == NULL ||
	    strcmp(dev->device->driver->name, DPAA2X_DRIVER_NAME) != 0 ||
	    dev->data->dev_private == NULL)
		return NULL;
	return dev->data->dev_private;
}

bool
dpaa2x_port_offered(const struct dpaa2x_port *port, uint64_t *frames)
{
	return port->attr.dpmac_id != 0xffff &&
		dpaa2x_dpmac_get_counter(port->soc, port->attr.dpmac_id,
					 DPAA2X_DPMAC_CNT_ING_ALL_FRAME, frames) == 0;
}
