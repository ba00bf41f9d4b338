/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* --control: the positive and negative controls of the cost method. */

#ifndef IPFWD_CONTROL_H
#define IPFWD_CONTROL_H

#include <signal.h>

#include "opts.h"
#include "rig.h"

/* Both controls, printed: 0 when both pass, 1 when one fails, -1 on an
 * error (r->err). */
int control_run(struct rig *r, const struct ipfwd_opts *o, volatile sig_atomic_t *interrupted);

#endif /* IPFWD_CONTROL_H */
