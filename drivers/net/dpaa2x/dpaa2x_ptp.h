/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Rx timestamps and timesync of net_dpaa2x (dpaa2x_ptp.c) over the SoC's
 * DPRTC, the IEEE 1588 timer WRIOP Rx stamps frames with.
 */

#ifndef DPAA2X_PTP_H
#define DPAA2X_PTP_H

#include <stdint.h>
#include <time.h>

#include <ethdev_driver.h>

/* Probe: whether the backend has a DPRTC (timestamps offered). */
void dpaa2x_ptp_probe(struct rte_eth_dev *dev);
/* RTE_ETH_RX_OFFLOAD_TIMESTAMP where there is a DPRTC. */
uint64_t dpaa2x_ptp_rx_capa(const struct rte_eth_dev *dev);
/* Configure: the mbuf's dynamic timestamp field and flag, if asked for. */
int dpaa2x_ptp_configure(struct rte_eth_dev *dev);
/* The buffer layout's timestamp option, where there is a DPRTC. */
uint32_t dpaa2x_ptp_layout(const struct rte_eth_dev *dev);
/* Start: what each Rx queue stamps. */
void dpaa2x_ptp_start(struct rte_eth_dev *dev);

int dpaa2x_read_clock(struct rte_eth_dev *dev, uint64_t *clock);
int dpaa2x_timesync_enable(struct rte_eth_dev *dev);
int dpaa2x_timesync_disable(struct rte_eth_dev *dev);
int dpaa2x_timesync_read_time(struct rte_eth_dev *dev, struct timespec *ts);
int dpaa2x_timesync_write_time(struct rte_eth_dev *dev, const struct timespec *ts);
int dpaa2x_timesync_adjust_time(struct rte_eth_dev *dev, int64_t delta);
int dpaa2x_timesync_read_tx_timestamp(struct rte_eth_dev *dev, struct timespec *ts);
int dpaa2x_timesync_read_rx_timestamp(struct rte_eth_dev *dev, struct timespec *ts,
				      uint32_t flags);

#endif /* DPAA2X_PTP_H */
