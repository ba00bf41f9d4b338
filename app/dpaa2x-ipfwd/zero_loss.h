/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * --method zero-loss: the RFC 2544 zero-loss rate of every (size,
 * strategy), with the emulated tester's generators and sinks. For silicon
 * and for quiet hosts with spare cores: on an emulated datapath it times
 * the engine and the host as much as the driver.
 */

#ifndef IPFWD_ZERO_LOSS_H
#define IPFWD_ZERO_LOSS_H

#include <signal.h>

#include "opts.h"
#include "report.h"
#include "rig.h"

/* Run the searches into sw (results[RPT_UNLOADED]); 0, or -1 with r->err. */
int zl_sweep(struct rig *r, const struct ipfwd_opts *o, struct rpt_sweep *sw,
	     volatile sig_atomic_t *interrupted);

#endif /* IPFWD_ZERO_LOSS_H */
