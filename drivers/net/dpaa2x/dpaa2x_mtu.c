/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The MTU against the Rx buffers (dpaa2x_mtu.h). WRIOP puts a frame in
 * the smallest buffer of the dpni's pools that holds it from the layout's
 * data offset (the mbuf headroom) on; a frame none holds comes in a
 * scatter-gather FD over buffers of the largest pool, at most
 * DPAA2X_SG_MAX_ENTRIES of them and the SG table in one more (the portal
 * contract, struct dpaa2x_sge), unless the layout says NO_SG: then it is
 * discarded. So without Rx scatter every Rx queue's largest buffer must
 * hold a frame of the MTU, and with it WRIOP must be able to scatter one
 * over such buffers; mtu_set, configure, rx_queue_setup and start refuse
 * an MTU (or a pool) that breaks this, with both sizes in the log.
 */

#include <errno.h>

#include <rte_mbuf.h>

#include "dpaa2x_common.h"
#include "dpaa2x_mtu.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_port.h"
#include "dpaa2x_rx.h"

uint32_t
dpaa2x_mtu_frame_len(uint16_t mtu)
{
	/* room for one 802.1Q tag, as net_dpaa2 sets the maximum frame: WRIOP
	 * checks a frame's length only, so a tagged frame of the MTU needs it */
	return (uint32_t)mtu + RTE_ETHER_HDR_LEN + RTE_VLAN_HLEN;
}

uint32_t
dpaa2x_rx_align(const struct rte_eth_dev *dev)
{
	const struct dpaa2x_port *port = dev->data->dev_private;
	uint16_t v = port->attr.wriop_version;

	/* WRIOP 1.0.0 (0.0.0 from some MC versions, as Linux's dpaa2-eth
	 * reads it): data offset and buffer size at 256-byte multiples; later
	 * versions take the mbufs' own (a 64-byte aligned headroom) */
	return v == DPAA2X_WRIOP_VERSION(1, 0, 0) || v == 0 ? DPAA2X_WRIOP_REV1_ALIGN : 1;
}

uint32_t
dpaa2x_rx_offset(const struct rte_eth_dev *dev)
{
	return RTE_ALIGN_CEIL(RTE_PKTMBUF_HEADROOM, dpaa2x_rx_align(dev));
}

uint32_t
dpaa2x_rx_buf_size(const struct rte_eth_dev *dev, const struct rte_mempool *mp)
{
	return RTE_ALIGN_FLOOR(rte_pktmbuf_data_room_size((struct rte_mempool *)(uintptr_t)mp),
			       dpaa2x_rx_align(dev));
}

uint32_t
dpaa2x_rx_room(const struct rte_eth_dev *dev, const struct rte_mempool *mp)
{
	uint32_t size = dpaa2x_rx_buf_size(dev, mp), off = dpaa2x_rx_offset(dev);

	return size > off ? size - off : 0;
}

bool
dpaa2x_rx_scatter(const struct rte_eth_dev *dev)
{
	return (dev->data->dev_conf.rxmode.offloads & RTE_ETH_RX_OFFLOAD_SCATTER) != 0;
}

/* Data buffers of room bytes WRIOP scatters len bytes over; 0: it cannot
 * (more than DPAA2X_SG_MAX_ENTRIES, or a table larger than a buffer). */
static uint32_t
sg_buffers(uint32_t len, uint32_t room)
{
	uint32_t n = (len + room - 1) / room;

	return n <= DPAA2X_SG_MAX_ENTRIES && n * sizeof(struct dpaa2x_sge) <= room ? n : 0;
}

/* The smallest room for frames of len bytes, scattered or not. */
static uint32_t
room_needed(uint32_t len, bool scatter)
{
	uint32_t room = (len + DPAA2X_SG_MAX_ENTRIES - 1) / DPAA2X_SG_MAX_ENTRIES;

	if (!scatter)
		return len;
	while (sg_buffers(len, room) == 0)
		room++;
	return room;
}

/* The pool of mps with the most room. */
static struct rte_mempool *
largest(const struct rte_eth_dev *dev, struct rte_mempool *const *mps, unsigned int n)
{
	struct rte_mempool *mp = mps[0];
	unsigned int i;

	for (i = 1; i < n; i++)
		if (dpaa2x_rx_room(dev, mps[i]) > dpaa2x_rx_room(dev, mp))
			mp = mps[i];
	return mp;
}

int
dpaa2x_mtu_check_pools(const struct rte_eth_dev *dev, uint16_t qid,
		       struct rte_mempool *const *mps, unsigned int n, uint16_t mtu)
{
	struct rte_mempool *mp = largest(dev, mps, n);
	uint32_t len = dpaa2x_mtu_frame_len(mtu), room = dpaa2x_rx_room(dev, mp);
	uint32_t off = dpaa2x_rx_offset(dev), a = dpaa2x_rx_align(dev);
	bool scatter = dpaa2x_rx_scatter(dev);

	if (len <= room || (scatter && sg_buffers(len, room) != 0))
		return 0;
	DPAA2X_LOG(ERR, "port %u rx queue %u: MTU %u needs frames of %u bytes; a buffer of "
		   "mempool %s holds %u (data room %u - headroom %u)%s%s; use a data room of at "
		   "least %u%s", dev->data->port_id, qid, mtu, len, mp->name, room,
		   room + off, off, a == 1 ? "" : " at WRIOP 1.0.0's 256-byte alignment",
		   scatter ? ", too little to scatter a frame over at most "
		   RTE_STR(DPAA2X_SG_MAX_ENTRIES) " buffers with its SG table in one" : "",
		   RTE_ALIGN_CEIL(room_needed(len, scatter) + off, a),
		   scatter ? "" : ", or enable Rx scatter (RTE_ETH_RX_OFFLOAD_SCATTER)");
	return -EINVAL;
}

int
dpaa2x_mtu_check(const struct rte_eth_dev *dev, uint16_t mtu)
{
	uint16_t i;

	for (i = 0; i < dev->data->nb_rx_queues; i++) {
		const struct dpaa2x_rxq *q = dev->data->rx_queues[i];

		if (q != NULL && dpaa2x_mtu_check_pools(dev, i, q->mps, q->n_mps, mtu) < 0)
			return -EINVAL;
	}
	return 0;
}

bool
dpaa2x_mtu_scatters(const struct rte_eth_dev *dev, uint16_t mtu)
{
	uint32_t room = 0;
	uint16_t i;

	for (i = 0; i < dev->data->nb_rx_queues; i++) {
		const struct dpaa2x_rxq *q = dev->data->rx_queues[i];

		if (q != NULL)
			room = RTE_MAX(room, dpaa2x_rx_room(dev, largest(dev, q->mps, q->n_mps)));
	}
	return dpaa2x_mtu_frame_len(mtu) > room;
}
