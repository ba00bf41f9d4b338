/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The driver-specific run-time API of rte_pmd_dpaa2x.h: copybreak, Rx
 * stashing, the Rx wait counter and stepping the emulated hardware. The
 * audit is in dpaa2x_audit.c, the tester's API in dpaa2x_tester.c.
 */

#include <errno.h>

#include "dpaa2x_port.h"
#include "rte_pmd_dpaa2x.h"

int
rte_pmd_dpaa2x_set_rx_copybreak(uint16_t port_id, uint32_t bytes)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);

	if (port == NULL)
		return -ENODEV;
	if (bytes > DPAA2X_COPYBREAK_MAX) {
		DPAA2X_LOG(ERR, "port %u: copybreak %u is out of range 0..%u",
			   port_id, bytes, DPAA2X_COPYBREAK_MAX);
		return -EINVAL;
	}
	return dpaa2x_cb_set(&port->cb, bytes);
}

int
rte_pmd_dpaa2x_get_rx_copybreak(uint16_t port_id, uint32_t *bytes)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);

	if (port == NULL)
		return -ENODEV;
	if (bytes == NULL)
		return -EINVAL;
	*bytes = dpaa2x_cb_get(&port->cb);
	return 0;
}

int
rte_pmd_dpaa2x_set_rx_stash(uint16_t port_id, bool on)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);

	if (port == NULL)
		return -ENODEV;
	port->da.stash = on;
	return 0;
}

uint64_t
rte_pmd_dpaa2x_rx_wait_cycles(uint16_t port_id, uint16_t queue_id)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);
	const struct dpaa2x_rxq *q;

	if (port == NULL || queue_id >= port->eth_dev->data->nb_rx_queues)
		return 0;
	q = port->eth_dev->data->rx_queues[queue_id];
	return q != NULL ? DPAA2X_CTR(q->st.wait.cycles) + DPAA2X_CTR(q->st.idle_wait_cycles) : 0;
}

uint64_t
rte_pmd_dpaa2x_hw_cmd_cycles(void)
{
	return dpaa2x_portal_cmd_cycles();
}

int
rte_pmd_dpaa2x_hw_step(unsigned int flags)
{
	if (!dpaa2x_shared_soc_owned())
		return -ENODEV;
	if (flags & ~RTE_PMD_DPAA2X_STEP_PULLS)
		return -EINVAL;
	return flags ? dpaa2x_soc_step_pulls(dpaa2x_shared_soc()) :
		dpaa2x_soc_step(dpaa2x_shared_soc());
}
