/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* Helpers shared by the fslmc suite's programs. */

#ifndef DPAA2X_TEST_FSLMC_H
#define DPAA2X_TEST_FSLMC_H

#include <stdint.h>
#include <stdio.h>

#include "dpaa2x_test.h"

/* A deterministic generator (xorshift64*): the same seed, the same run. */
static inline uint64_t
ft_rand(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 0x2545f4914f6cdd1dull;
}

static inline void
ft_fill(uint64_t *s, void *p, size_t n)
{
	uint8_t *b = p;
	size_t i;

	for (i = 0; i < n; i++)
		b[i] = (uint8_t)(ft_rand(s) >> 24);
}

/* The first differing byte of two images, printed with both, or -1. */
static inline int
ft_cmp_bytes(const char *what, const void *a, const void *b, size_t n)
{
	const uint8_t *x = a, *y = b;
	size_t i;

	for (i = 0; i < n; i++)
		if (x[i] != y[i]) {
			T_FAIL_AT("%s: byte %zu differs: 0x%02x (DPDK) vs 0x%02x (ours)",
				  what, i, x[i], y[i]);
			return (int)i;
		}
	return -1;
}

#endif /* DPAA2X_TEST_FSLMC_H */
