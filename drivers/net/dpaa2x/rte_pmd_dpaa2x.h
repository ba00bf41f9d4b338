/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#ifndef RTE_PMD_DPAA2X_H
#define RTE_PMD_DPAA2X_H

/**
 * @file
 * net_dpaa2x driver-specific API: the rx copybreak tunable, the DPDK
 * counterpart of `ethtool --set-tunable <dev> rx-copybreak N`.
 */

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Set the rx copybreak of a net_dpaa2x port: received frames of at most
 * `bytes` bytes are copied into a fresh mbuf of the port's small-buffer
 * pool and their hardware pool buffer is released at once; longer frames
 * go up zero-copy. 0 turns copying off. Safe while traffic flows: the next
 * Rx burst of every queue uses the new value, no restart needed. A value
 * larger than the small pool's buffers makes the driver create a larger
 * small pool.
 *
 * @param port_id  a net_dpaa2x port
 * @param bytes    0..10240
 * @return 0; -ENODEV if port_id is not a net_dpaa2x port; -EINVAL if bytes
 *         is out of range; -ENOMEM if a larger small pool cannot be made.
 */
int rte_pmd_dpaa2x_set_rx_copybreak(uint16_t port_id, uint32_t bytes);

/**
 * Read the rx copybreak of a net_dpaa2x port.
 *
 * @return 0; -ENODEV if port_id is not a net_dpaa2x port; -EINVAL if
 *         bytes is NULL.
 */
int rte_pmd_dpaa2x_get_rx_copybreak(uint16_t port_id, uint32_t *bytes);

#ifdef __cplusplus
}
#endif

#endif /* RTE_PMD_DPAA2X_H */
