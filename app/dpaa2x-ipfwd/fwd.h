/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* The forwarding loops of dpaa2x-ipfwd: one per forwarding lcore. */

#ifndef IPFWD_FWD_H
#define IPFWD_FWD_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_common.h>
#include <rte_ether.h>
#include <rte_lpm.h>
#include <rte_mbuf.h>

#include "rte_pmd_dpaa2x.h"

#define FWD_MAX_PORTS	8
#define FWD_MAX_QUEUES	16	/* (port, queue) pairs per lcore */
#define FWD_BURST_MAX	64

enum fwd_mode {
	FWD_IPFWD,		/* LPM, TTL decrement, checksum update, MAC rewrite */
	FWD_L2FWD,		/* MAC swap, out on the peer port */
	FWD_RXDROP,		/* receive and free */
	FWD_RXDROP_READ,	/* receive, read every byte, free */
};

/* A delay line: the last `cap` received packets of a queue stay held, so
 * that the line keeps `cap` buffers in flight whatever the rate offered.
 * A line that received nothing for max_age cycles (0: no bound) lets its
 * oldest burst go: a dry pool brings no frame to push the held ones out,
 * and the bound counts from the last arrival, so a slow wire still fills
 * the line. */
struct fwd_hold {
	struct rte_mbuf **ring;
	uint64_t max_age;
	uint64_t idle_from;	/* TSC of the last arrival or idle release */
	uint32_t cap, head, count;
};

struct fwd_rxq {
	uint16_t port, queue;
	struct fwd_hold hold;
};

/* Counters of one lcore for the current trial (zeroed by fwd_reset). */
struct fwd_stats {
	uint64_t rx, tx;
	uint64_t busy_cycles;	/* around non-empty bursts: rx, work, tx */
	uint64_t wait_cycles;	/* of those, the driver's waits for the hardware */
	uint64_t cmd_cycles;	/* and the emulated hardware's BMan/QMan commands */
	uint64_t bursts;
	uint64_t tx_full;	/* freed because Tx did not take them */
	uint64_t no_route;	/* not IPv4, no route, TTL expired */
	uint64_t read_sum;	/* rxdrop-read: keeps the reads alive */
	uint64_t max_gap;	/* longest time between two polling rounds (cycles) */
	uint64_t stalls;	/* rounds that came later than stall_cycles */
	uint64_t long_stalls;	/* later than long_stall_cycles (0: not counted) */
};

struct fwd_lcore {
	unsigned int lcore_id;
	unsigned int n_rxq;
	struct fwd_rxq rxq[FWD_MAX_QUEUES];
	uint16_t txq;		/* this lcore's Tx queue on every port */
	struct fwd_stats st;
	/* per output port Tx buffer */
	struct rte_mbuf *txb[FWD_MAX_PORTS][FWD_BURST_MAX];
	uint16_t txn[FWD_MAX_PORTS];
} __rte_cache_aligned;

/* Shared by all forwarding lcores. */
struct fwd_conf {
	enum fwd_mode mode;
	unsigned int burst;
	uint16_t n_ports;
	uint16_t peer[FWD_MAX_PORTS];		/* l2fwd output port */
	struct rte_ether_addr port_mac[FWD_MAX_PORTS];
	struct rte_ether_addr next_hop_mac[FWD_MAX_PORTS];	/* ipfwd dst MAC per port */
	struct rte_lpm *lpm;
	uint64_t drain_idle_cycles;	/* drain ends after this long without a frame */
	uint64_t stall_cycles;		/* a longer gap between rounds is a stall */
	uint64_t long_stall_cycles;	/* one the Rx queues cannot absorb (0: none) */
	uint64_t tx_wait_cycles;	/* how long a full Tx queue is retried */
	bool hw_step;		/* hw_cpu=step: the loops run the hardware's passes */
	bool collect;		/* callgrind: count the polls of fwd_run_count */
	/* the positive control: work spun per zero-copy frame (0: off) */
	uint64_t zc_spin_cycles;
	const struct rte_mempool *rx_pool;	/* a frame from it came zero-copy */
	/* run control */
	volatile int drain;		/* generators stopped: flush holds, end when idle */
	uint64_t deadline;		/* inline mode: return at this TSC (0 = none) */
};

const char *fwd_mode_name(enum fwd_mode m);
int fwd_mode_parse(const char *s, enum fwd_mode *m);

/*
 * Forward until the deadline (if set) or, once conf->drain is set, until
 * nothing arrived for drain_idle_cycles and every delay line is empty.
 * Returns whether it ended drained.
 */
bool fwd_run(struct fwd_conf *conf, struct fwd_lcore *lc);

/* What one counted slice (fwd_run_count) took. */
struct fwd_slice {
	uint64_t rx;		/* frames received */
	uint64_t cycles;	/* TSC from the first poll to the end of the last */
	uint64_t wait;		/* of those, the driver's waits for the hardware */
	uint64_t cmd;		/* and the emulated BMan/QMan commands' work */
	uint64_t polls;
	uint64_t max_poll;	/* longest poll with its work, waits and commands left out */
	/* the forwarding thread's BMan/QMan commands before and after */
	struct rte_pmd_dpaa2x_hw_cmd_counts cmds0, cmds1;
};

/*
 * Poll until `want` frames were received (or the deadline, if set),
 * timing the whole run and its longest poll. Returns whether all came.
 */
bool fwd_run_count(struct fwd_conf *conf, struct fwd_lcore *lc, uint64_t want,
		   struct fwd_slice *sl);

/* Free what the delay lines still hold (abort paths). */
void fwd_release_holds(struct fwd_lcore *lc);

#endif /* IPFWD_FWD_H */
