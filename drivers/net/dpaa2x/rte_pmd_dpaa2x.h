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

/** Traffic generator of the emulated wire behind a port (the tester). */
struct rte_pmd_dpaa2x_gen_conf {
	uint16_t sizes[16];	/**< wire frame sizes with FCS, 64..10240, cycled */
	uint16_t n_sizes;	/**< 1..16 */
	uint32_t flows;		/**< distinct UDP flows, 1..4096 */
	uint64_t rate_pps;	/**< offered rate; 0 = line rate of the link */
	uint64_t count;		/**< frames per start; 0 = until stopped */
	uint8_t ttl;		/**< IPv4 TTL, 1..255 */
};

/** What the tester behind a port has seen since probe or the last reset. */
struct rte_pmd_dpaa2x_wire_stats {
	uint64_t gen_frames, gen_bytes;		/**< offered to the port */
	uint64_t sink_frames, sink_bytes;	/**< transmitted by the port */
	uint64_t sink_lost;			/**< sequence gaps */
	uint64_t sink_reordered;
	uint64_t sink_corrupted;		/**< bad payload or IPv4 checksum */
	uint64_t sink_foreign;			/**< not a generator frame */
	uint64_t lat_min_ns, lat_avg_ns, lat_max_ns;	/**< generator to sink */
	uint8_t sink_ttl_min, sink_ttl_max;
	uint8_t gen_running;
};

/**
 * Read the generator settings of a port (as devargs gen_* set them).
 * @return 0, -ENODEV, -EINVAL (conf NULL).
 */
int rte_pmd_dpaa2x_gen_conf_get(uint16_t port_id, struct rte_pmd_dpaa2x_gen_conf *conf);

/**
 * Change sizes, flows, rate, count and TTL of a port's generator; MACs,
 * addresses and UDP ports stay as the devargs set them. The generator must
 * be stopped. Its flows start again at sequence number 0: reset the wire
 * stats of the port whose sink receives them (rte_pmd_dpaa2x_wire_stats_reset)
 * before the next start, or that sink counts them as reordered.
 * @return 0, -ENODEV, -EBUSY (generator running), -EINVAL (a value out of
 *         range; the log names it).
 */
int rte_pmd_dpaa2x_gen_conf_set(uint16_t port_id, const struct rte_pmd_dpaa2x_gen_conf *conf);

/**
 * Start the generator of a started port (count frames, or until stopped),
 * or stop it. Sequence numbers go on from where the last start left them.
 * @return 0, -ENODEV, -EIO (port not started, for start).
 */
int rte_pmd_dpaa2x_gen_start(uint16_t port_id);
int rte_pmd_dpaa2x_gen_stop(uint16_t port_id);

/** @return 0, -ENODEV, -EINVAL (st NULL). */
int rte_pmd_dpaa2x_wire_stats_get(uint16_t port_id, struct rte_pmd_dpaa2x_wire_stats *st);

/**
 * Zero the tester's counters and its sink's sequence state (call with the
 * generator stopped and the port's traffic drained).
 * @return 0, -ENODEV, -EBUSY (generator running).
 */
int rte_pmd_dpaa2x_wire_stats_reset(uint16_t port_id);

#ifdef __cplusplus
}
#endif

#endif /* RTE_PMD_DPAA2X_H */
