/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Link status and link status events. DPAA2's MC raises the dpni's IRQ 0
 * with DPNI_IRQ_EVENT_LINK_CHANGED when the dpni's link goes up or down;
 * its MSI reaches the process as a write to an eventfd bound to the
 * device's IRQ (VFIO on silicon, the contract's dpaa2x_dpni_irq_bind()).
 * EAL's interrupt thread watches the eventfd (rte_intr_callback_register,
 * as DPDK's dpaa2 registers its dpni IRQ); the handler reads and clears
 * the status, updates the link and calls the application's
 * RTE_ETH_EVENT_INTR_LSC callbacks, as net_dpaa2's dpaa2_interrupt_handler.
 */

#include <errno.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <ethdev_driver.h>
#include <rte_interrupts.h>

#include "dpaa2x_common.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_link.h"
#include "dpaa2x_port.h"

int
dpaa2x_link_update(struct rte_eth_dev *dev, int wait)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct rte_eth_link link = { 0 };
	struct dpaa2x_link l;

	RTE_SET_USED(wait);
	if (dpaa2x_dpni_get_link(port->soc, port->dpni_id, &l) < 0)
		return -1;
	link.link_speed = l.speed_mbps;
	link.link_duplex = l.full_duplex ? RTE_ETH_LINK_FULL_DUPLEX : RTE_ETH_LINK_HALF_DUPLEX;
	link.link_status = (l.up && port->started) ? RTE_ETH_LINK_UP : RTE_ETH_LINK_DOWN;
	link.link_autoneg = RTE_ETH_LINK_FIXED;
	return rte_eth_linkstatus_set(dev, &link);
}

/* EAL's interrupt thread: the dpni's MSI came. */
static void
lsc_handler(void *arg)
{
	struct rte_eth_dev *dev = arg;
	struct dpaa2x_port *port = dev->data->dev_private;
	uint32_t status = 0;
	uint64_t n;

	/* EXT handles are not read by EAL: the eventfd's count, or nothing */
	if (read(rte_intr_fd_get(port->intr), &n, sizeof(n)) != sizeof(n))
		return;
	if (dpaa2x_dpni_get_irq_status(port->soc, port->dpni_id, &status) < 0 ||
	    dpaa2x_dpni_clear_irq_status(port->soc, port->dpni_id, status) < 0)
		return;
	if (!(status & DPAA2X_DPNI_IRQ_LINK_CHANGED))
		return;
	dpaa2x_link_update(dev, 0);
	rte_eth_dev_callback_process(dev, RTE_ETH_EVENT_INTR_LSC, NULL);
}

int
dpaa2x_lsc_probe(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	int efd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC), ret;

	if (efd < 0)
		return -errno;
	ret = dpaa2x_dpni_irq_bind(port->soc, port->dpni_id, efd);
	if (ret == 0)
		port->intr = rte_intr_instance_alloc(RTE_INTR_INSTANCE_F_PRIVATE);
	if (ret == 0 && (port->intr == NULL || rte_intr_fd_set(port->intr, efd) < 0 ||
			 rte_intr_type_set(port->intr, RTE_INTR_HANDLE_EXT) < 0)) {
		dpaa2x_dpni_irq_bind(port->soc, port->dpni_id, -1);
		ret = -ENOMEM;
	}
	if (ret < 0) {
		rte_intr_instance_free(port->intr);
		port->intr = NULL;
		close(efd);
		return ret == -ENOTSUP ? 0 : ret;	/* no dpni IRQs: no events */
	}
	dev->data->dev_flags |= RTE_ETH_DEV_INTR_LSC;
	return 0;
}

int
dpaa2x_lsc_start(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	int ret;

	if (port->intr == NULL || !dev->data->dev_conf.intr_conf.lsc)
		return 0;
	/* an event from before the start is no news: status cleared first */
	ret = dpaa2x_dpni_clear_irq_status(port->soc, port->dpni_id, UINT32_MAX);
	if (ret == 0)
		ret = rte_intr_callback_register(port->intr, lsc_handler, dev);
	if (ret == 0) {
		ret = dpaa2x_dpni_set_irq(port->soc, port->dpni_id, true,
					  DPAA2X_DPNI_IRQ_LINK_CHANGED);
		if (ret < 0)
			rte_intr_callback_unregister_sync(port->intr, lsc_handler, dev);
	}
	if (ret < 0)
		DPAA2X_LOG(ERR, "port %u: link status events: %s", dev->data->port_id,
			   rte_strerror(-ret));
	port->lsc_on = ret == 0;
	return ret;
}

void
dpaa2x_lsc_stop(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	if (!port->lsc_on)
		return;
	dpaa2x_dpni_set_irq(port->soc, port->dpni_id, false, 0);
	/* waits for a handler that runs now */
	rte_intr_callback_unregister_sync(port->intr, lsc_handler, dev);
	port->lsc_on = false;
}

void
dpaa2x_lsc_close(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	if (port->intr == NULL)
		return;
	dpaa2x_lsc_stop(dev);
	dpaa2x_dpni_irq_bind(port->soc, port->dpni_id, -1);
	close(rte_intr_fd_get(port->intr));
	rte_intr_instance_free(port->intr);
	port->intr = NULL;
}
