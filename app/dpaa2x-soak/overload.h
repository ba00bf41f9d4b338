/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Overload: the wires of net_dpaa2x ports offer far more than a throttled
 * forwarding loop carries, on every queue, for a bounded time. Then the
 * generators stop, the queues drain, the ports stop, and every frame and
 * buffer is accounted for (rte_pmd_dpaa2x_audit). dpaa2x-soak runs it for
 * minutes; test/pmd runs it for a second or two.
 */

#ifndef DPAA2X_OVERLOAD_H
#define DPAA2X_OVERLOAD_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_mempool.h>

#include "rte_pmd_dpaa2x.h"

#define OVL_MAX_PORTS	2

struct overload_conf {
	uint16_t n_ports;		/* 1: the port forwards to itself; 2: 0 <-> 1 */
	uint16_t ports[OVL_MAX_PORTS];
	uint16_t n_queues;		/* Rx and Tx queues per port, RSS across them */
	struct rte_mempool *pool;	/* a dpaa2x pool all Rx queues fill from */
	uint64_t offered_pps;		/* per port */
	uint16_t frame_size;		/* wire size with FCS */
	uint32_t flows;
	uint64_t carried_pps;		/* the forwarding loop's budget, all ports */
	double seconds;
	/* called about once a second while traffic runs (may be NULL) */
	void (*tick)(double t, const uint64_t *fwd, const uint64_t *offered, void *arg);
	void *tick_arg;
};

struct overload_port {
	struct rte_pmd_dpaa2x_audit audit;	/* after the port stopped */
	int audit_ret;				/* 0, -EPROTO, -EBUSY */
	char why[256];				/* what the audit found */
	struct rte_pmd_dpaa2x_wire_stats wire;	/* its tester's view */
	uint64_t app_rx;			/* received by the loop */
	uint64_t app_tx;			/* accepted by the peer's Tx */
	uint64_t app_tx_full;			/* freed: peer Tx full */
	uint64_t depletion_events;		/* of the pool, while it ran */
};

struct overload_result {
	struct overload_port port[OVL_MAX_PORTS];
	double elapsed_s;
	uint64_t drain_frames;			/* forwarded after the generators stopped */
	bool drain_timeout;			/* the queues did not drain in 5 s */
	bool pools_full;			/* every pool held all its mbufs at the end */
};

/* Run the scenario on probed, unconfigured (or stopped) ports. Returns 0,
 * or a negative errno with a message in err when a port cannot be set up. */
int overload_run(const struct overload_conf *c, struct overload_result *r,
		 char *err, size_t errlen);

/* 0 when every port's audit passed and the pools are full. */
int overload_verdict(const struct overload_conf *c, const struct overload_result *r);

#endif /* DPAA2X_OVERLOAD_H */
