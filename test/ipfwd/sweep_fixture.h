/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * What the report cases of test_stats.c and test_sweep_math.c share: a
 * synthetic sweep of zero-copy against copy-all on two 10G ports, ready for
 * its rows, a temporary file to write it to, and the file read back.
 */

#ifndef DPAA2X_SWEEP_FIXTURE_H
#define DPAA2X_SWEEP_FIXTURE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "report.h"
#include "dpaa2x_test.h"

/*
 * sw emptied, then: method, mode ipfwd, the first n_sizes of sizes, two
 * strategies (0 zero-copy, 1 copy-all at copybreak), two ports of 10 Gb/s.
 */
static inline void
sweep_fixture(struct rpt_sweep *sw, const char *method, unsigned int n_sizes,
	      const unsigned int *sizes, unsigned int copybreak)
{
	memset(sw, 0, sizeof(*sw));
	sw->method = method;
	sw->mode = "ipfwd";
	sw->n_sizes = n_sizes;
	memcpy(sw->sizes, sizes, n_sizes * sizeof(sizes[0]));
	sw->n_strategies = 2;
	snprintf(sw->strategies[0].name, sizeof(sw->strategies[0].name), "zero-copy");
	snprintf(sw->strategies[1].name, sizeof(sw->strategies[1].name), "copy-all");
	sw->strategies[1].copybreak = copybreak;
	sw->link_mbps = 10000;
	sw->ports = 2;
}

/* path (a mkstemp() template) made an empty file of this program's. */
static inline void
sweep_temp_file(char *path)
{
	int fd = mkstemp(path);

	T_CHECK(fd >= 0);
	if (fd >= 0)
		close(fd);
}

/* The file at path (its first 64 KiB), or NULL when it cannot be read. */
static inline char *
sweep_slurp(const char *path)
{
	static char buf[1 << 16];
	FILE *f = fopen(path, "r");
	size_t n;

	if (f == NULL)
		return NULL;
	n = fread(buf, 1, sizeof(buf) - 1, f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

#endif /* DPAA2X_SWEEP_FIXTURE_H */
