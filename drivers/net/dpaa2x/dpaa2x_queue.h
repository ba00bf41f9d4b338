/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Queue start/stop, deferred start and burst mode info of net_dpaa2x
 * (dpaa2x_queue.c): ethdev operations on one queue of a started port.
 */

#ifndef DPAA2X_QUEUE_H
#define DPAA2X_QUEUE_H

#include <stdbool.h>
#include <stdint.h>

#include <ethdev_driver.h>

int dpaa2x_rx_queue_start(struct rte_eth_dev *dev, uint16_t qid);
int dpaa2x_rx_queue_stop(struct rte_eth_dev *dev, uint16_t qid);
int dpaa2x_tx_queue_start(struct rte_eth_dev *dev, uint16_t qid);
int dpaa2x_tx_queue_stop(struct rte_eth_dev *dev, uint16_t qid);
/* Bounded wait until the hardware has sent what Tx queue qid enqueued. */
void dpaa2x_txq_wait_sent(struct rte_eth_dev *dev, uint16_t qid);
/* dev_start: the queues' states, a deferred queue stopped. */
void dpaa2x_queues_started(struct rte_eth_dev *dev);
/* Remember whether queue qid was set up for a deferred start. */
void dpaa2x_queue_deferred(uint32_t *mask, uint16_t qid, bool deferred);
int dpaa2x_rx_burst_mode_get(struct rte_eth_dev *dev, uint16_t qid,
			     struct rte_eth_burst_mode *mode);
int dpaa2x_tx_burst_mode_get(struct rte_eth_dev *dev, uint16_t qid,
			     struct rte_eth_burst_mode *mode);

#endif /* DPAA2X_QUEUE_H */
