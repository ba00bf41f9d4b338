/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The board's tester API for a program that drives the board in-process
 * (board_api.c): suite fslmc's board_* cases run test/pmd's programs over
 * DPDK's own fslmc bus on the board and reach its tester (generators,
 * sink, wire counters, pools) through the SoC it hands out. The program
 * does not link the interposer: it finds the function by name,
 *   dlsym(RTLD_DEFAULT, DPAA2X_LS2088A_SOC_SYM)
 * which is NULL when the interposer is not preloaded (devtools/ls2088a.sh).
 */

#ifndef DPAA2X_BOARD_API_H
#define DPAA2X_BOARD_API_H

#include <stddef.h>

struct dpaa2x_soc;

#define DPAA2X_LS2088A_SOC_SYM	"dpaa2x_ls2088a_soc"

/* The board's emulated SoC, once DPDK's fslmc bus has mapped its first
 * region (the bus's probe); NULL, with the reason in err, before that or
 * with no board. The SoC lives until the board's cleanup
 * (rte_eal_cleanup(): the board's bus, registered after DPDK's). */
typedef struct dpaa2x_soc *dpaa2x_ls2088a_soc_fn(char *err, size_t errlen);
dpaa2x_ls2088a_soc_fn dpaa2x_ls2088a_soc;

#endif /* DPAA2X_BOARD_API_H */
