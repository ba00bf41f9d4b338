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
 * Pool pressure, graded: at each --pressure-levels level each Rx queue
 * holds its share of that much of the pool in a delay line, a line idle
 * for twice the time the lines take to fill letting its oldest burst go
 * (a dry pool brings no frame to push the held ones out), while the
 * generators offer --pressure-rate of the slower strategy's capacity on
 * this host; a slice counts the frames lost (no-buffer discards and tail
 * drops) per million offered and the occupancy the lines reached.
 */

#ifndef IPFWD_COST_H
#define IPFWD_COST_H

#include <signal.h>

#include "opts.h"
#include "report.h"
#include "rig.h"

/* A sweep's conditions from the options and the rig (main.c). */
void ipfwd_sweep_init(struct rpt_sweep *sw, const struct ipfwd_opts *o, const struct rig *r);

/* Fill sw->results (unloaded, then each pressure level); 0, or -1 with r->err. */
int cost_sweep(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw,
	       volatile sig_atomic_t *interrupted);

#endif /* IPFWD_COST_H */
