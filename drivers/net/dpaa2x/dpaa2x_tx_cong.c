/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Tx back-pressure (dpaa2x_tx.h): each Tx queue's congestion group writes
 * QMan's CSCN message to memory of the queue's when the frames waiting in
 * its FQ rise above the entry threshold and when they fall below the exit
 * threshold; Tx enqueues nothing while it says congested (tx_congested).
 * As net_dpaa2's dpaa2_dev_tx_queue_setup: entry nb_desc, exit 9/10 of it,
 * here at most the FQ's tail-drop depth less one burst and less the
 * enqueues QMan may not have counted yet when Tx reads the message (one
 * EQCR's: the fslmc backend's enqueues wait in its 8 entries), so that a
 * burst let through never meets the tail drop.
 */

#include <errno.h>

#include <rte_malloc.h>

#include "dpaa2x_common.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_port.h"
#include "dpaa2x_tx.h"

#define TX_UNCOUNTED	8	/* QBMan's EQCR: enqueues not yet in the FQ's count */

int
dpaa2x_tx_cong_setup(struct dpaa2x_port *port, struct dpaa2x_txq *q, uint16_t qid,
		     uint16_t nb_desc)
{
	uint32_t depth = port->attr.tx_fq_depth, entry;
	struct dpaa2x_tx_cong_cfg cfg = { .ctx = (uintptr_t)q };
	struct dpaa2x_cscn *m;
	int ret;

	entry = RTE_MIN((uint32_t)nb_desc, depth > DPAA2X_TX_BURST_MAX + TX_UNCOUNTED ?
			depth - DPAA2X_TX_BURST_MAX - TX_UNCOUNTED : 1);
	/* the message is DMA memory QMan writes: 64 bytes, a line of its own */
	m = rte_zmalloc("dpaa2x_cscn", sizeof(*m), RTE_CACHE_LINE_SIZE);
	if (m == NULL)
		return -ENOMEM;
	cfg.entry = entry;
	cfg.exit = entry * 9 / 10;
	cfg.msg = m;
	ret = dpaa2x_dpni_set_tx_cong(port->soc, port->dpni_id, qid, &cfg);
	if (ret == -ENOTSUP) {	/* a backend or MC without it: the tail drop only */
		DPAA2X_LOG(WARNING, "port %u tx queue %u: no congestion notification (%s): "
			   "no Tx back-pressure but the FQ's tail drop",
			   port->eth_dev->data->port_id, qid, strerror(-ret));
		rte_free(m);
		return 0;
	}
	if (ret < 0) {
		DPAA2X_LOG(ERR, "port %u tx queue %u: the MC refused the congestion "
			   "notification (%s)", port->eth_dev->data->port_id, qid, strerror(-ret));
		rte_free(m);
		return ret;
	}
	q->cscn = m;
	return 0;
}

void
dpaa2x_tx_cong_release(struct dpaa2x_port *port, struct dpaa2x_txq *q)
{
	struct dpaa2x_tx_cong_cfg off = { 0 };
	int ret;

	if (q->cscn == NULL)
		return;
	/* QMan writes no more before the memory goes */
	ret = dpaa2x_dpni_set_tx_cong(port->soc, port->dpni_id, q->queue_id, &off);
	if (ret < 0)	/* QMan may write there still: the memory stays */
		DPAA2X_LOG(WARNING, "port %u tx queue %u: the MC refused to turn the "
			   "congestion notification off (%s): its message memory is kept",
			   port->eth_dev->data->port_id, q->queue_id, strerror(-ret));
	else
		rte_free((void *)(uintptr_t)q->cscn);
	q->cscn = NULL;
}
