/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Shared by the libFuzzer targets: a property that does not hold aborts
 * with the condition and its location, which libFuzzer reports as a crash
 * and saves the input for.
 */

#ifndef DPAA2X_FUZZ_CHECK_H
#define DPAA2X_FUZZ_CHECK_H

#include <stdio.h>
#include <stdlib.h>

#define FUZZ_CHECK(cond) do { \
	if (!(cond)) { \
		fprintf(stderr, "%s:%d: property violated: %s\n", \
			__FILE__, __LINE__, #cond); \
		abort(); \
	} \
} while (0)

#endif /* DPAA2X_FUZZ_CHECK_H */
