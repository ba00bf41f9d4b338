/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Rx timestamps and timesync over the SoC's DPRTC (dpaa2x_hw_mc.h), the
 * IEEE 1588 timer of DPAA2:
 *  - RTE_ETH_RX_OFFLOAD_TIMESTAMP: WRIOP Rx writes each frame's arrival
 *    time, the DPRTC's nanoseconds, into the annotation's timestamp word
 *    (the buffer layout's timestamp option, set at start where there is a
 *    DPRTC, as DPDK's dpaa2 passes it); Rx puts it in the mbuf's dynamic
 *    timestamp field with its flag (rte_mbuf_dyn_rx_timestamp_register),
 *    copied frames and zero-copy ones alike; read_clock reads the DPRTC.
 *  - timesync: read_time, write_time (dprtc_set_time), adjust_time (the
 *    timer's offset, dprtc_set_clock_offset: exact, not a read and a
 *    write), read_rx_timestamp (the last PTP frame's time),
 *    read_tx_timestamp (with tx_conf=1: the Tx time WRIOP wrote for the
 *    last frame sent with RTE_MBUF_F_TX_IEEE1588_TMST, its confirmation
 *    waited for up to 100 ms, dpaa2x_tx_conf.c; from the thread that
 *    sends, as net_dpaa2's).
 * The DPRTC is the SoC's, shared by its ports: adjust_time moves the
 * offset this process wrote last (0 when the SoC was made). A container
 * without a DPRTC (no dprtc.0) has none of it: the probe says so once, no
 * timestamp offload is offered, and read_clock and each timesync call
 * answer -ENOTSUP with a log line naming the call.
 */

#include <errno.h>

#include <rte_mbuf_dyn.h>
#include <rte_spinlock.h>
#include <rte_time.h>

#include "dpaa2x_common.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_port.h"
#include "dpaa2x_ptp.h"
#include "dpaa2x_rx.h"
#include "dpaa2x_soc_share.h"

/* The offset this process wrote to the SoC's DPRTC (the MC reads none
 * back), and which SoC that was (dpaa2x_shared_soc_gen()). */
static struct {
	rte_spinlock_t lock;
	uint64_t soc_gen;
	int64_t offset;
} rtc_offset = { .lock = RTE_SPINLOCK_INITIALIZER };

void
dpaa2x_ptp_probe(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	uint64_t ns;

	port->rtc = dpaa2x_rtc_get_time(port->soc, &ns) == 0;
	port->ts_off = -1;
	if (!port->rtc)
		DPAA2X_LOG(NOTICE, "port %u: no DPRTC (dprtc.0 is not in the container): "
			   "no Rx timestamps, read_clock or timesync", dev->data->port_id);
}

/* -ENOTSUP for call op of a port without a DPRTC, logged. */
static int
no_rtc(const struct rte_eth_dev *dev, const char *op)
{
	DPAA2X_LOG(ERR, "port %u: %s: no DPRTC (dprtc.0 is not in the container)",
		   dev->data->port_id, op);
	return -ENOTSUP;
}

uint64_t
dpaa2x_ptp_rx_capa(const struct rte_eth_dev *dev)
{
	const struct dpaa2x_port *port = dev->data->dev_private;

	return port->rtc ? RTE_ETH_RX_OFFLOAD_TIMESTAMP : 0;
}

int
dpaa2x_ptp_configure(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	int ret;

	port->ts_flag = 0;
	if (!(dev->data->dev_conf.rxmode.offloads & RTE_ETH_RX_OFFLOAD_TIMESTAMP))
		return 0;
	ret = rte_mbuf_dyn_rx_timestamp_register(&port->ts_off, &port->ts_flag);
	if (ret < 0) {
		DPAA2X_LOG(ERR, "port %u: cannot register the mbuf's Rx timestamp field: %s",
			   dev->data->port_id, rte_strerror(rte_errno));
		return -rte_errno;
	}
	return 0;
}

uint32_t
dpaa2x_ptp_layout(const struct rte_eth_dev *dev)
{
	const struct dpaa2x_port *port = dev->data->dev_private;

	return port->rtc ? DPAA2X_BUF_LAYOUT_OPT_TIMESTAMP : 0;
}

/* What each Rx queue stamps: the offload, and timesync's PTP frames. */
static void
ptp_queues(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_rxq *q;
	uint16_t i;

	for (i = 0; i < dev->data->nb_rx_queues; i++) {
		q = dev->data->rx_queues[i];
		if (q == NULL)
			continue;
		q->ts_off = port->ts_off;
		q->ts_flag = port->ts_flag;
		q->ptp = port->timesync ? &port->ptp_rx : NULL;
		q->stamp = q->ts_flag != 0 || q->ptp != NULL;
	}
}

void
dpaa2x_ptp_start(struct rte_eth_dev *dev)
{
	ptp_queues(dev);
}

int
dpaa2x_read_clock(struct rte_eth_dev *dev, uint64_t *clock)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	if (!port->rtc)
		return no_rtc(dev, "read_clock");
	return dpaa2x_rtc_get_time(port->soc, clock);
}

int
dpaa2x_timesync_enable(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	if (!port->rtc)
		return no_rtc(dev, "timesync_enable");
	port->ptp_rx.valid = 0;
	port->timesync = true;
	ptp_queues(dev);
	return 0;
}

int
dpaa2x_timesync_disable(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	if (!port->rtc)
		return no_rtc(dev, "timesync_disable");
	port->timesync = false;
	ptp_queues(dev);
	return 0;
}

int
dpaa2x_timesync_read_time(struct rte_eth_dev *dev, struct timespec *ts)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	uint64_t ns;
	int ret;

	if (!port->rtc)
		return no_rtc(dev, "timesync_read_time");
	ret = dpaa2x_rtc_get_time(port->soc, &ns);
	if (ret == 0)
		*ts = rte_ns_to_timespec(ns);
	return ret;
}

int
dpaa2x_timesync_write_time(struct rte_eth_dev *dev, const struct timespec *ts)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	if (!port->rtc)
		return no_rtc(dev, "timesync_write_time");
	if (ts->tv_sec < 0 || ts->tv_nsec < 0 || ts->tv_nsec >= NS_PER_S) {
		DPAA2X_LOG(ERR, "port %u: timesync write_time: %lld s %ld ns is not a time",
			   dev->data->port_id, (long long)ts->tv_sec, (long)ts->tv_nsec);
		return -EINVAL;
	}
	return dpaa2x_rtc_set_time(port->soc, rte_timespec_to_ns(ts));
}

int
dpaa2x_timesync_adjust_time(struct rte_eth_dev *dev, int64_t delta)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	int64_t off;
	int ret;

	if (!port->rtc)
		return no_rtc(dev, "timesync_adjust_time");
	rte_spinlock_lock(&rtc_offset.lock);
	if (rtc_offset.soc_gen != dpaa2x_shared_soc_gen()) {	/* a SoC made since: 0 */
		rtc_offset.soc_gen = dpaa2x_shared_soc_gen();
		rtc_offset.offset = 0;
	}
	off = (int64_t)((uint64_t)rtc_offset.offset + (uint64_t)delta);
	ret = dpaa2x_rtc_set_offset(port->soc, off);
	if (ret == 0)
		rtc_offset.offset = off;
	rte_spinlock_unlock(&rtc_offset.lock);
	return ret;
}

int
dpaa2x_timesync_read_tx_timestamp(struct rte_eth_dev *dev, struct timespec *ts)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	if (!port->rtc)
		return no_rtc(dev, "timesync_read_tx_timestamp");
	if (!port->da.tx_conf) {
		if (!port->tx_ts_told)	/* once: testpmd asks a thousand times a frame */
			DPAA2X_LOG(ERR, "port %u: timesync_read_tx_timestamp: no Tx timestamps "
				   "without Tx confirmation (devarg tx_conf=1)", dev->data->port_id);
		port->tx_ts_told = true;
		return -EINVAL;
	}
	if (!port->ptp_tx.valid)
		dpaa2x_tx_conf_wait_stamp(&port->ptp_tx);
	if (!port->ptp_tx.valid)
		return -EINVAL;		/* no frame asked since the last read */
	*ts = rte_ns_to_timespec(port->ptp_tx.ns);
	port->ptp_tx.valid = 0;
	return 0;
}

int
dpaa2x_timesync_read_rx_timestamp(struct rte_eth_dev *dev, struct timespec *ts,
				  uint32_t flags)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	RTE_SET_USED(flags);	/* one time for the port, as mbuf->timesync 0 says */
	if (!port->rtc)
		return no_rtc(dev, "timesync_read_rx_timestamp");
	if (!port->timesync)
		return -EINVAL;
	if (!__atomic_load_n(&port->ptp_rx.valid, __ATOMIC_ACQUIRE))
		return -EINVAL;		/* no PTP frame since the last read */
	*ts = rte_ns_to_timespec(port->ptp_rx.ns);
	__atomic_store_n(&port->ptp_rx.valid, 0, __ATOMIC_RELAXED);
	return 0;
}
