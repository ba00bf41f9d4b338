/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The driver-specific run-time API of rte_pmd_dpaa2x.h: copybreak (fixed
 * or auto, with the pools' depletion thresholds), Rx stashing, the Rx wait
 * counter and stepping the emulated hardware. The audit is in
 * dpaa2x_audit.c, the tester's API in dpaa2x_tester.c.
 */

#include <errno.h>
#include <string.h>

#include "dpaa2x_hw_soc.h"
#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_mempool.h"
#include "dpaa2x_port.h"
#include "rte_pmd_dpaa2x.h"

/* A copybreak for a port, checked as the devarg is. */
static int
set_copybreak(uint16_t port_id, const struct dpaa2x_cb_conf *c)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);
	char text[32];

	if (port == NULL)
		return -ENODEV;
	if (!dpaa2x_cb_conf_valid(c)) {
		DPAA2X_LOG(ERR, "port %u: copybreak %s refused: allowed " DPAA2X_CB_ALLOWED,
			   port_id, dpaa2x_cb_conf_text(c, text, sizeof(text)));
		return -EINVAL;
	}
	return dpaa2x_cb_set(&port->cb, c);
}

int
rte_pmd_dpaa2x_set_rx_copybreak(uint16_t port_id, uint32_t bytes)
{
	struct dpaa2x_cb_conf c = { .bytes = bytes };

	return set_copybreak(port_id, &c);
}

int
rte_pmd_dpaa2x_set_rx_copybreak_auto(uint16_t port_id, uint32_t low, uint32_t high)
{
	struct dpaa2x_cb_conf c = { .is_auto = true, .low = low, .high = high };

	return set_copybreak(port_id, &c);
}

int
rte_pmd_dpaa2x_get_rx_copybreak_info(uint16_t port_id,
				     struct rte_pmd_dpaa2x_copybreak_info *info)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);
	struct rte_eth_dev_data *data;
	const struct dpaa2x_rxq *q0;
	struct dpaa2x_cb_info ci;

	if (port == NULL)
		return -ENODEV;
	if (info == NULL)
		return -EINVAL;
	memset(info, 0, sizeof(*info));
	dpaa2x_cb_get(&port->cb, &ci);
	info->auto_mode = ci.conf.is_auto;
	info->low = ci.conf.low;
	info->high = ci.conf.high;
	info->low_in_force = ci.low;
	info->high_in_force = ci.high;
	info->copybreak = ci.conf.is_auto ? ci.low : ci.conf.bytes;
	data = port->eth_dev->data;
	q0 = data->nb_rx_queues > 0 ? data->rx_queues[0] : NULL;
	if (q0 == NULL)
		return 0;
	dpaa2x_mempool_get_depletion(q0->mp, &info->depletion_entry, &info->depletion_exit);
	if (ci.conf.is_auto && port->started &&
	    dpaa2x_bpscn_is_depleted(dpaa2x_bpscn_load(q0->pool_state))) {
		info->pool_depleted = 1;
		info->copybreak = ci.high;
	}
	return 0;
}

int
rte_pmd_dpaa2x_get_rx_copybreak(uint16_t port_id, uint32_t *bytes)
{
	struct rte_pmd_dpaa2x_copybreak_info info;
	int ret;

	if (bytes == NULL)
		return dpaa2x_port_of(port_id) == NULL ? -ENODEV : -EINVAL;
	ret = rte_pmd_dpaa2x_get_rx_copybreak_info(port_id, &info);
	if (ret == 0)
		*bytes = info.copybreak;
	return ret;
}

int
rte_pmd_dpaa2x_set_pool_depletion(struct rte_mempool *mp, uint32_t entry, uint32_t exit)
{
	if (mp == NULL || !dpaa2x_mempool_is_ours(mp)) {
		DPAA2X_LOG(ERR, "mempool %s is not a dpaa2x (BMan) pool: no depletion thresholds",
			   mp != NULL ? mp->name : "(null)");
		return -EINVAL;
	}
	return dpaa2x_mempool_set_depletion(mp, entry, exit);
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
rte_pmd_dpaa2x_hw_cmd_counts(struct rte_pmd_dpaa2x_hw_cmd_counts *counts)
{
	const struct dpaa2x_cmd_counts *c = &dpaa2x_cmd_counts;

	if (counts == NULL)
		return -EINVAL;
	*counts = (struct rte_pmd_dpaa2x_hw_cmd_counts){
		.release_cmds = c->release_cmds, .released_bufs = c->released_bufs,
		.acquire_cmds = c->acquire_cmds, .acquired_bufs = c->acquired_bufs,
		.enqueue_cmds = c->enqueue_cmds, .enqueued_fds = c->enqueued_fds,
		.pull_cmds = c->pull_cmds,
	};
	return 0;
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
