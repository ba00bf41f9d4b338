/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * --method cost (the default): the forwarding core's own work per packet,
 * the driver's and the application's, for every (size, strategy).
 *
 * A slice: the generators put slice_frames frames per port on the Rx
 * queues while the forwarding core waits; then the core receives,
 * processes and transmits exactly those frames, timed as a whole. The
 * cycles the driver spun on pull results that were not written yet (the
 * hardware's latency: xstat rx_pull_wait_cycles) are subtracted, and a
 * slice with a poll longer than --stall-us (the host took the CPU away)
 * is left out. Strategies alternate slice by slice (zero-copy, copy,
 * copy, zero-copy, ...) so the host's drift hits them alike; each
 * strategy's slice is paired with zero-copy's of the same round.
 *
 * Pool pressure: each Rx queue holds --pressure-hold packets in a delay
 * line while the generators offer a fixed rate that one core carries
 * unloaded; a slice counts the frames the hardware dropped for want of a
 * buffer, per million offered.
 */

#ifndef IPFWD_COST_H
#define IPFWD_COST_H

#include <signal.h>

#include "opts.h"
#include "report.h"
#include "rig.h"

/* Fill sw->results (both scenarios); 0, or -1 with r->err. */
int cost_sweep(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw,
	       volatile sig_atomic_t *interrupted);

#endif /* IPFWD_COST_H */
