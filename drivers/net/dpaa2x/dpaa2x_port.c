/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Finding a net_dpaa2x port (dpaa2x_port.h): the run-time API, the tester
 * and the audit take port ids.
 */

#include <ethdev_driver.h>

#include "dpaa2x_hw_backend.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_port.h"

/* The driver's, once the primary process probed a port (never in a
 * secondary: its ports are views, their queues and pools the primary's). */
static const struct rte_driver *port_driver;

void
dpaa2x_port_driver_set(const struct rte_driver *drv)
{
	/* a hot-plugged probe while lcores call the API: atomic, same value */
	__atomic_store_n(&port_driver, drv, __ATOMIC_RELAXED);
}

/* A port whose device this driver probed: a compare, cheap enough for the
 * API calls made around every burst (rte_pmd_dpaa2x_rx_wait_cycles). */
struct dpaa2x_port *
dpaa2x_port_of(uint16_t port_id)
{
	const struct rte_driver *drv = __atomic_load_n(&port_driver, __ATOMIC_RELAXED);
	struct rte_eth_dev *dev;

	if (drv == NULL || !rte_eth_dev_is_valid_port(port_id))
		return NULL;
	dev = &rte_eth_devices[port_id];
	if (dev->device == NULL || dev->device->driver != drv)
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
