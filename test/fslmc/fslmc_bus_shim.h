/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* The fslmc bus over the emulated board (fslmc_bus_shim.c), for tests. */

#ifndef DPAA2X_TEST_FSLMC_BUS_SHIM_H
#define DPAA2X_TEST_FSLMC_BUS_SHIM_H

#include <stdint.h>

struct dpaa2x_soc;

/* The emulated board behind the bus (made at the bus's first use). */
struct dpaa2x_soc *ft_shim_board(void);
/* The bus's dpni.<id> has a driver of that name from now on (NULL: none),
 * as if it had probed the dpni; -ENODEV: no such dpni. */
int ft_shim_dpni_give(uint16_t id, const char *driver);

#endif /* DPAA2X_TEST_FSLMC_BUS_SHIM_H */
