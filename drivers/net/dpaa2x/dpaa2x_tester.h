/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulation only: the tester of the emulated board (dpaa2x_tester.c), the
 * generator and sink on the wire behind a port's dpmac. A backend that
 * reports no tester (DPAA2X_SOC_CAP_TESTER) gets none: its ports work as
 * any, and the rte_pmd_dpaa2x_gen_* and wire API answer -ENOTSUP.
 */

#ifndef DPAA2X_TESTER_H
#define DPAA2X_TESTER_H

#include <stddef.h>

#include <ethdev_driver.h>

#include "dpaa2x_tester_args.h"

/*
 * After the port's own probe: with a tester on the board, configure its
 * generator from ta and add it to the port (start, stop, close, stats and
 * xstats); without one, refuse any tester devarg. 0, or a negative errno
 * with the reason in err.
 */
int dpaa2x_tester_attach(struct rte_eth_dev *dev, const struct dpaa2x_tester_args *ta,
			 char *err, size_t errlen);
/* A secondary process's view of a port: the tester's xstats too. */
void dpaa2x_tester_attach_secondary(struct rte_eth_dev *dev);

#endif /* DPAA2X_TESTER_H */
