/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The MTU against the Rx buffers (dpaa2x_mtu.c): a frame of the MTU must
 * fit one buffer of each Rx queue's largest pool or, with Rx scatter
 * (RTE_ETH_RX_OFFLOAD_SCATTER), be one WRIOP can scatter over them.
 */

#ifndef DPAA2X_MTU_H
#define DPAA2X_MTU_H

#include <stdbool.h>
#include <stdint.h>

#include <ethdev_driver.h>
#include <rte_mbuf.h>
#include <rte_mempool.h>

#include "dpaa2x_hw_fmt.h"

/* the annotation (at offset 0, no private area) ends before the frame */
_Static_assert(RTE_PKTMBUF_HEADROOM >= DPAA2X_ANNOT_SIZE,
	      "the mbuf headroom holds WRIOP's annotation");

/*
 * The least an Rx buffer must hold after RTE_PKTMBUF_HEADROOM, which is
 * the buffer layout's data offset: the shortest frame WRIOP delivers
 * (runts are discarded; the FD length has no FCS). The hardware
 * annotation sits before the data offset, in the headroom. This is
 * dev_info.min_rx_bufsize: ethdev adds the headroom to it.
 */
#define DPAA2X_RX_ROOM_MIN	DPAA2X_MIN_FRAME

/* The longest frame the port takes at an MTU (FD length: no FCS): the
 * MTU, the Ethernet header and one VLAN tag. */
uint32_t dpaa2x_mtu_frame_len(uint16_t mtu);
/* The Rx buffer alignment of dev's WRIOP (dpni attributes): 256 bytes on
 * WRIOP 1.0.0, 1 (none beyond the mbufs' own) after it. */
uint32_t dpaa2x_rx_align(const struct rte_eth_dev *dev);
/* The Rx buffer layout's data offset: RTE_PKTMBUF_HEADROOM, aligned up. */
uint32_t dpaa2x_rx_offset(const struct rte_eth_dev *dev);
/* A buffer of mp as dpni_set_pools gives it: its data room, aligned down. */
uint32_t dpaa2x_rx_buf_size(const struct rte_eth_dev *dev, const struct rte_mempool *mp);
/* Frame bytes one buffer of mp holds: that size after the data offset. */
uint32_t dpaa2x_rx_room(const struct rte_eth_dev *dev, const struct rte_mempool *mp);
/* Is Rx scatter on for the port (its Rx offloads)? */
bool dpaa2x_rx_scatter(const struct rte_eth_dev *dev);
/*
 * Rx queue qid of dev, with the n pools mps, takes frames of the MTU:
 * 0, or -EINVAL with a log line naming the frame size the MTU needs and
 * the buffer's room (and what would do).
 */
int dpaa2x_mtu_check_pools(const struct rte_eth_dev *dev, uint16_t qid,
			   struct rte_mempool *const *mps, unsigned int n, uint16_t mtu);
/* Every Rx queue set up takes frames of the MTU (dpaa2x_mtu_check_pools). */
int dpaa2x_mtu_check(const struct rte_eth_dev *dev, uint16_t mtu);
/* Frames of the MTU longer than the largest Rx buffer: they come scattered. */
bool dpaa2x_mtu_scatters(const struct rte_eth_dev *dev, uint16_t mtu);

#endif /* DPAA2X_MTU_H */
