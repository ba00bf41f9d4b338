/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Found before DPDK's qbman/include/compat.h when the test build compiles
 * DPDK's qbman_portal.c: DPDK's header itself (include_next), with one
 * change. compat.h is the platform layer of DPDK's QBMan driver, and its
 * __raw_readl() is how the driver reads portal registers. Here every such
 * read first calls ft_bus_read(), which lets the emulated hardware run:
 * the model has no MMIO trap, and DPDK's driver assumes silicon speed in
 * two places (a management response polled at most 1000 times; RAR read
 * as allocate-on-read). The register values themselves are untouched.
 */

#include_next <compat.h>

#ifndef DPAA2X_TEST_QBMAN_SHIM_H
#define DPAA2X_TEST_QBMAN_SHIM_H

void ft_bus_read(const volatile void *reg);

#undef __raw_readl
#define __raw_readl(p)	(ft_bus_read(p), *(const volatile unsigned int *)(p))

#endif
