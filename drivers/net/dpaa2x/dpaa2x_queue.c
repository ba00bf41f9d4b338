/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Queue start and stop (rte_eth_dev_{rx,tx}_queue_{start,stop}, and the
 * deferred start of rte_eth_{rx,tx}conf) and the burst mode each queue
 * runs (rte_eth_{rx,tx}_burst_mode_get).
 *
 * DPAA2 has no per-queue Rx enable: WRIOP's distribution keeps enqueuing
 * to a stopped queue's frame queue until its tail-drop threshold, and
 * those frames hold pool buffers meanwhile. A queue is stopped by giving
 * back what it holds (its open pull waited for, every frame still queued
 * released to BMan) and started by doing it again: the frames that came
 * while it was stopped are dropped then, counted as stop discards
 * (xstat rx_stop_discards), as a ring NIC drops them while its ring is
 * disabled. No Rx or Tx burst may run on a stopped queue (ethdev's rule;
 * testpmd disables such streams), so the fast paths test nothing.
 */

#include <stdio.h>

#include <ethdev_driver.h>
#include <rte_cycles.h>

#include "dpaa2x_cb_conf.h"
#include "dpaa2x_common.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_mtu.h"
#include "dpaa2x_port.h"
#include "dpaa2x_queue.h"

int
dpaa2x_rx_queue_start(struct rte_eth_dev *dev, uint16_t qid)
{
	/* frames enqueued while the queue was stopped (or deferred) go */
	dpaa2x_rxq_drain(dev->data->rx_queues[qid]);
	dev->data->rx_queue_state[qid] = RTE_ETH_QUEUE_STATE_STARTED;
	return 0;
}

int
dpaa2x_rx_queue_stop(struct rte_eth_dev *dev, uint16_t qid)
{
	struct dpaa2x_rxq *q = dev->data->rx_queues[qid];

	dpaa2x_rxq_drain(q);
	/* no bursts: the time in a copybreak regime stops */
	dpaa2x_cb_regime_enter(&q->regime, DPAA2X_CB_FIXED);
	dev->data->rx_queue_state[qid] = RTE_ETH_QUEUE_STATE_STOPPED;
	return 0;
}

/*
 * Wait (bounded) until the hardware has sent what Tx queue qid enqueued:
 * a Tx FQ holds its FDs' buffers until WRIOP dequeues them.
 */
void
dpaa2x_txq_wait_sent(struct rte_eth_dev *dev, uint16_t qid)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	uint64_t deadline = rte_get_timer_cycles() + rte_get_timer_hz();
	struct dpaa2x_fq_stats st = { .depth_frames = 0 };

	while (dpaa2x_fq_get_stats(port->soc, port->attr.tx_fqid[qid], &st) == 0 &&
	       st.depth_frames != 0 && rte_get_timer_cycles() < deadline)
		if (!dpaa2x_hw_nudge())
			rte_delay_us_sleep(10);
	if (st.depth_frames != 0)
		DPAA2X_LOG(ERR, "port %u tx queue %u: %u frames not sent at stop",
			   dev->data->port_id, qid, st.depth_frames);
}

int
dpaa2x_tx_queue_start(struct rte_eth_dev *dev, uint16_t qid)
{
	dev->data->tx_queue_state[qid] = RTE_ETH_QUEUE_STATE_STARTED;
	return 0;
}

/* What the queue sent is out (WRIOP gives every buffer back with Tx
 * confirmation off; with tx_conf=1 the driver frees them as they come
 * back). */
int
dpaa2x_tx_queue_stop(struct rte_eth_dev *dev, uint16_t qid)
{
	dpaa2x_txq_wait_sent(dev, qid);
	dpaa2x_tx_conf_stop(dev, qid);
	dev->data->tx_queue_state[qid] = RTE_ETH_QUEUE_STATE_STOPPED;
	return 0;
}

/* dev_start: every queue started but those set up for a deferred start. */
void
dpaa2x_queues_started(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	uint16_t i;

	for (i = 0; i < dev->data->nb_rx_queues; i++)
		dev->data->rx_queue_state[i] = port->rx_deferred & (1u << i) ?
			RTE_ETH_QUEUE_STATE_STOPPED : RTE_ETH_QUEUE_STATE_STARTED;
	for (i = 0; i < dev->data->nb_tx_queues; i++)
		dev->data->tx_queue_state[i] = port->tx_deferred & (1u << i) ?
			RTE_ETH_QUEUE_STATE_STOPPED : RTE_ETH_QUEUE_STATE_STARTED;
}

/* Queue qid set up with a deferred start (or not). */
void
dpaa2x_queue_deferred(uint32_t *mask, uint16_t qid, bool deferred)
{
	if (deferred)
		*mask |= 1u << qid;
	else
		*mask &= ~(1u << qid);
}

int
dpaa2x_rx_burst_mode_get(struct rte_eth_dev *dev, uint16_t qid,
			 struct rte_eth_burst_mode *mode)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	const struct dpaa2x_rxq *q = dev->data->rx_queues[qid];
	struct dpaa2x_cb_info ci;
	char cb[64];

	dpaa2x_cb_get(&port->cb, &ci);
	mode->flags = 0;
	snprintf(mode->info, sizeof(mode->info),
		 "Scalar pull: volatile dequeue of up to %u frames, double-buffered; "
		 "copybreak %s; %u pool%s%s", DPAA2X_RX_BURST_MAX,
		 dpaa2x_cb_conf_text(&ci.conf, cb, sizeof(cb)), q->n_mps, q->n_mps > 1 ? "s" : "",
		 dpaa2x_rx_scatter(dev) ? "; scatter-gather" : "");
	return 0;
}

int
dpaa2x_tx_burst_mode_get(struct rte_eth_dev *dev, uint16_t qid,
			 struct rte_eth_burst_mode *mode)
{
	RTE_SET_USED(dev);
	RTE_SET_USED(qid);
	mode->flags = 0;
	snprintf(mode->info, sizeof(mode->info),
		 "Scalar enqueue: up to %u FDs a command; buffers released by the hardware, "
		 "chains in scatter-gather FDs", DPAA2X_TX_BURST_MAX);
	return 0;
}
