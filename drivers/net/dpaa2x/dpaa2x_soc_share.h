/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The SoC every port of the process shares (dpaa2x_soc_share.c): made by
 * the first port's probe on the backend its devargs name, found by a
 * secondary process, gone with the last port and the last dpaa2x mempool.
 */

#ifndef DPAA2X_SOC_SHARE_H
#define DPAA2X_SOC_SHARE_H

#include <stdbool.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_devargs.h"

/* The SoC all ports of this process share (NULL before the first probe). */
struct dpaa2x_soc *dpaa2x_shared_soc(void);
/* A port's probe: the first creates the SoC from da's DPL and engine CPU,
 * later ones must agree with them (the log names the conflict). */
int dpaa2x_soc_get(const char *name, const struct dpaa2x_devargs *da);
/* A secondary process's probe: the primary's SoC. */
int dpaa2x_soc_get_secondary(const char *name);
/* A port goes; the SoC with the last port and the last dpaa2x mempool. */
void dpaa2x_soc_put(void);
/* Destroy it once no port and no dpaa2x mempool needs it any more. */
void dpaa2x_shared_soc_gc(void);
/* Which SoC dpaa2x_shared_soc() is: a number that changes with each SoC
 * this process makes (for what a port keeps of the SoC across ports). */
uint64_t dpaa2x_shared_soc_gen(void);
/* The SoC runs in this process (primary), with its engine or stepped. */
bool dpaa2x_shared_soc_owned(void);
/* "<embedded default>" for dpl "". */
const char *dpaa2x_dpl_text(const char *dpl);

#endif /* DPAA2X_SOC_SHARE_H */
