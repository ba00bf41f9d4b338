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

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Set the rx copybreak of a net_dpaa2x port: received frames of at most
 * `bytes` bytes are copied into a fresh mbuf of the port's small-buffer
 * pool and their hardware pool buffer is released at once; longer frames
 * go up zero-copy. 0 turns copying off. Safe while traffic flows, any
 * number of times: the next Rx burst of every queue uses the new value, no
 * restart needed. The small pool's buffers hold min(bytes, longest frame
 * the port takes); a value no small pool of the port holds makes the
 * driver create a larger one (pools made while the port runs stay until it
 * stops).
 *
 * @param port_id  a net_dpaa2x port
 * @param bytes    0..10240
 * @return 0; -ENODEV if port_id is not a net_dpaa2x port; -EINVAL if bytes
 *         is out of range; -ENOSPC (no dpbp left) or -ENOMEM if a larger
 *         small pool cannot be made (the copybreak stays as it was).
 */
int rte_pmd_dpaa2x_set_rx_copybreak(uint16_t port_id, uint32_t bytes);

/**
 * Read the rx copybreak of a net_dpaa2x port: as set with a fixed
 * copybreak; with copybreak=auto, the one Rx uses now (low or high, by the
 * state of the pool of Rx queue 0, capped by the longest frame the port
 * takes). rte_pmd_dpaa2x_get_rx_copybreak_info() tells the two modes apart.
 *
 * @return 0; -ENODEV if port_id is not a net_dpaa2x port; -EINVAL if
 *         bytes is NULL.
 */
int rte_pmd_dpaa2x_get_rx_copybreak(uint16_t port_id, uint32_t *bytes);

/**
 * copybreak=auto at run time (the devarg copybreak=auto:<low>:<high>):
 * while the Rx pool of a queue is not depleted its bursts copy frames of
 * up to `low` bytes, while it is depleted frames of up to `high` bytes.
 * The pool's state is the one BMan reports in its pool state change
 * notifications (BPSCN): Rx reads it with one load per burst. Depleted
 * means fewer free buffers than the pool's depletion entry threshold,
 * until the exit threshold is reached again (the hysteresis; see
 * rte_pmd_dpaa2x_set_pool_depletion()). Safe while traffic flows, as
 * rte_pmd_dpaa2x_set_rx_copybreak(), which turns auto off again.
 *
 * @param low   0..high (copybreak=auto: 0)
 * @param high  low..10240 (copybreak=auto: 10240, every frame the port takes)
 * @return 0; -ENODEV if port_id is not a net_dpaa2x port; -EINVAL if the
 *         values are out of range (logged); -ENOSPC or -ENOMEM if the small
 *         pool for `high` cannot be made, or the errno of the pools' state
 *         notifications (logged): the copybreak stays as it was.
 */
int rte_pmd_dpaa2x_set_rx_copybreak_auto(uint16_t port_id, uint32_t low, uint32_t high);

/** The copybreak of a port, as asked for and as in force. */
struct rte_pmd_dpaa2x_copybreak_info {
	uint8_t auto_mode;	/**< 1: copybreak=auto:<low>:<high> */
	uint32_t copybreak;	/**< fixed: as set; auto: the one in force now */
	uint32_t low, high;	/**< auto: as set */
	uint32_t low_in_force;	/**< capped by the longest frame the port takes */
	uint32_t high_in_force;	/**< (fixed: the copybreak in force, twice) */
	uint8_t pool_depleted;	/**< auto, port started: the pool of Rx queue 0 is
				 *   depleted now (BMan's last BPSCN) */
	uint32_t depletion_entry; /**< that pool's thresholds, free buffers */
	uint32_t depletion_exit;
};

/**
 * Read the copybreak of a port with its mode and, for auto, the state and
 * thresholds of the pool of Rx queue 0 (0 before it is set up).
 *
 * @return 0; -ENODEV if port_id is not a net_dpaa2x port; -EINVAL if
 *         info is NULL.
 */
int rte_pmd_dpaa2x_get_rx_copybreak_info(uint16_t port_id,
					 struct rte_pmd_dpaa2x_copybreak_info *info);

struct rte_mempool;

/**
 * Depletion thresholds of a dpaa2x (BMan-backed) mempool, in free
 * buffers, for copybreak=auto: the pool is depleted when it holds fewer
 * than `entry` free buffers, and until it holds `exit` again. The
 * defaults (entry = exit = 0): entry leaves room for every frame the Rx
 * queues following the pool can hold (their frame queues' depth and two
 * pulls each), at least an eighth of the pool's mbufs and at most half;
 * exit an eighth of the mbufs above, at most all of them. Applied at once
 * if a port follows the pool's state now, else when one starts to.
 * Buffers in the lcores' mempool caches are not free to BMan.
 *
 * @return 0; -EINVAL (logged) if mp is not a dpaa2x pool or unless
 *         1 <= entry <= exit <= the pool's mbufs.
 */
int rte_pmd_dpaa2x_set_pool_depletion(struct rte_mempool *mp, uint32_t entry, uint32_t exit);

/**
 * Cycles (rte_get_tsc_hz() units) the Rx bursts of one queue spent waiting
 * for pull results the hardware had not written yet, in bursts that
 * brought frames and in those that did not (the xstats
 * rx_pull_wait_cycles and rx_pull_idle_wait_cycles of one queue), cheap
 * enough to read around every burst, so that a benchmark can leave the
 * hardware's latency out of the driver's work. From the queue's polling
 * thread.
 *
 * @return the counter since the last stats reset; 0 for a port or queue
 *         that is not a net_dpaa2x Rx queue.
 */
uint64_t rte_pmd_dpaa2x_rx_wait_cycles(uint16_t port_id, uint16_t queue_id);

/**
 * Cycles (rte_get_tsc_hz() units) the calling thread spent so far inside
 * BMan and QMan commands (buffer release and acquire, enqueue) whose work
 * the hardware does on silicon once software wrote the command into its
 * portal, and which the emulated datapath does in the caller's thread.
 * Cheap enough to read around every burst, so that a benchmark can leave
 * the emulator's work out of the driver's, as it leaves out the pull
 * waits. What silicon costs for the command itself (a 64-byte portal
 * write) is then left out too. 0 where the hardware does that work.
 */
uint64_t rte_pmd_dpaa2x_hw_cmd_cycles(void);

/** The BMan and QMan commands a thread issued, by kind. */
struct rte_pmd_dpaa2x_hw_cmd_counts {
	uint64_t release_cmds;	/**< BMan releases accepted (1..7 buffers each) */
	uint64_t released_bufs;	/**< buffers they released */
	uint64_t acquire_cmds;	/**< BMan acquires answered, also with no buffer */
	uint64_t acquired_bufs;	/**< buffers they brought */
	uint64_t enqueue_cmds;	/**< QMan enqueue calls */
	uint64_t enqueued_fds;	/**< FDs they enqueued (an EQCR entry each) */
	uint64_t pull_cmds;	/**< QMan volatile dequeues (pulls) accepted */
};

/**
 * The BMan and QMan commands the calling thread issued so far through its
 * portals (Rx pulls and the releases of copied or dropped frames' buffers,
 * Tx enqueues and confirmation pulls, the mempool's acquires and
 * releases), on any backend. Each is a portal write whose cost on silicon
 * is the core's; with rte_pmd_dpaa2x_hw_cmd_cycles() a benchmark can take
 * the emulator's time for them out and add silicon's back per command.
 *
 * @param counts
 *   Filled with the calling thread's totals since it started.
 * @return 0, or -EINVAL for a NULL counts.
 */
int rte_pmd_dpaa2x_hw_cmd_counts(struct rte_pmd_dpaa2x_hw_cmd_counts *counts);

/**
 * Rx stashing of a port (devarg stash): on, WRIOP writes the first line of
 * each frame's annotation and of the frame itself into the polling core's
 * cluster cache (the FLC stash control, as DPDK's dpaa2 driver sets it on
 * LS2088A); off, the frame is in memory only. Takes effect at the next
 * rte_eth_dev_start().
 *
 * @return 0; -ENODEV if port_id is not a net_dpaa2x port.
 */
int rte_pmd_dpaa2x_set_rx_stash(uint16_t port_id, bool on);

/**
 * Traffic generator of the emulated wire behind a port (the tester of the
 * emulated board). The gen and wire functions below answer -ENOTSUP on a
 * port whose board has no tester (silicon; the model with the DPL's
 * tester = "off").
 */
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
	uint64_t gen_never_seen;	/**< generated here, seen at no port's sink (yet) */
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
 * @return 0, -ENODEV, -EIO (port not started, for start), -ENOTSUP (no
 *         tester, or the port's link is not a generator wire: pcap, tap,
 *         loopback, dpni).
 */
int rte_pmd_dpaa2x_gen_start(uint16_t port_id);
int rte_pmd_dpaa2x_gen_stop(uint16_t port_id);

/** rte_pmd_dpaa2x_hw_step() flag: only the portals' pull commands. */
#define RTE_PMD_DPAA2X_STEP_PULLS	(1u << 0)

/**
 * Emulation only: with devarg hw_cpu=step the emulated hardware has no
 * engine thread; each call runs one pass of it (wire Rx, Tx, pull
 * commands) in the calling thread, or with RTE_PMD_DPAA2X_STEP_PULLS only
 * the pull commands the portals have pending. Deterministic, for
 * instruction-count measurements (devtools/cost-valgrind.sh) and tests.
 * @return the work units done (frames, pulls; 0 when idle); -ENODEV (no
 *         port probed), -EINVAL (the hardware runs on its own thread, or
 *         an unknown flag).
 */
int rte_pmd_dpaa2x_hw_step(unsigned int flags);

/**
 * Take the link of a port's dpmac down or up, as a cable pulled or plugged
 * in on the emulated board: while it is down the wire brings nothing and
 * rte_eth_link_get() reports the link down; each change raises the dpni's
 * link state change IRQ, which a port configured with intr_conf.lsc turns
 * into an RTE_ETH_EVENT_INTR_LSC callback (testpmd prints "Port 0: link
 * state change event"). The telemetry command /dpaa2x/link,<port>,up|down
 * does the same from stock dpdk-telemetry.py.
 * @return 0, -ENODEV, -ENOTSUP (no tester, or a dpni-dpni link).
 */
int rte_pmd_dpaa2x_wire_set_link(uint16_t port_id, int up);

/** @return 0, -ENODEV, -EINVAL (st NULL). */
int rte_pmd_dpaa2x_wire_stats_get(uint16_t port_id, struct rte_pmd_dpaa2x_wire_stats *st);

/**
 * Zero the tester's counters and its sink's sequence state (call with the
 * generator stopped and the port's traffic drained).
 * @return 0, -ENODEV, -EBUSY (generator running).
 */
int rte_pmd_dpaa2x_wire_stats_reset(uint16_t port_id);

/** Most pools one audit reports: the Rx pools of a port and its small pools. */
#define RTE_PMD_DPAA2X_AUDIT_POOLS_MAX	16

/** rte_pmd_dpaa2x_audit() flag: every pool must also hold all its mbufs. */
#define RTE_PMD_DPAA2X_AUDIT_POOLS	(1u << 0)

/**
 * Where every frame and every buffer of a port went, from the counters
 * since the last rte_eth_stats_reset() (or probe). Two equations hold for
 * the receive side and one for the transmit side:
 *
 *   rx_offered   = rx_hw_frames + rx_filtered + rx_discards
 *                  + rx_no_buffer + rx_tail_drops
 *   rx_hw_frames = rx_delivered + rx_stop_discards + rx_bad_fd + rx_queued
 *   tx_sent      = tx_hw_frames + tx_hw_discards + tx_queued
 */
struct rte_pmd_dpaa2x_audit {
	uint64_t rx_offered;	/**< frames the link offered: the dpmac's count of every
				 * frame received (a port wired to a dpni has no dpmac:
				 * the sum of the dpni's counters) */
	uint64_t rx_hw_frames;	/**< queued by WRIOP to an Rx frame queue */
	uint64_t rx_filtered;	/**< dropped by the MAC filter */
	uint64_t rx_discards;	/**< runt, oversize, port disabled */
	uint64_t rx_no_buffer;	/**< dropped: buffer pool empty */
	uint64_t rx_tail_drops;	/**< dropped: Rx frame queue full */
	uint64_t rx_delivered;	/**< handed to the application (ipackets) */
	uint64_t rx_stop_discards; /**< still queued when the port stopped */
	uint64_t rx_bad_fd;	/**< refused by the driver's FD checks */
	uint64_t rx_queued;	/**< in Rx frame queues or dequeued, not yet handed up */
	uint64_t tx_sent;	/**< accepted by rte_eth_tx_burst (opackets) */
	uint64_t tx_hw_frames;	/**< transmitted by WRIOP */
	uint64_t tx_hw_discards; /**< refused by WRIOP */
	uint64_t tx_queued;	/**< in Tx frame queues */
	uint16_t n_pools;	/**< entries of pools[] used */
	struct {
		char name[32];
		uint32_t size;	/**< mbufs the pool was made with */
		uint32_t avail;	/**< mbufs in the pool (BMan and lcore caches) */
	} pools[RTE_PMD_DPAA2X_AUDIT_POOLS_MAX]; /**< Rx pools, then small pools */
};

/**
 * Account for every frame and buffer of a net_dpaa2x port: fill `a` and
 * check the equations of struct rte_pmd_dpaa2x_audit; with
 * RTE_PMD_DPAA2X_AUDIT_POOLS, also that each of the port's pools holds
 * all its mbufs. Call it once traffic has stopped (generators stopped, the
 * application no longer polling the port or between its bursts); counters
 * that are still moving are read again for up to 100 ms. A port logs the
 * audit when it closes, naming every pool that is not full again and where
 * its mbufs are (in the queues of ports that use it, in the application's
 * hands): held, not missing, since the application may still free them.
 *
 * @param why  if not NULL, receives the first failed equation with its
 *             numbers, e.g. "rx: offered 1000 != hw_rx_frames 900 + ...".
 * @return 0 when everything is accounted for; -EPROTO when an equation
 *         or a pool is off (why says which, every pool not full named);
 *         -EBUSY when the board's tester still sends or the counters did not
 *         settle; -ENODEV, -EINVAL (a NULL).
 */
int rte_pmd_dpaa2x_audit(uint16_t port_id, unsigned int flags,
			 struct rte_pmd_dpaa2x_audit *a, char *why, size_t why_len);

#ifdef __cplusplus
}
#endif

#endif /* RTE_PMD_DPAA2X_H */
