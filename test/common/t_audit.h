/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The accounting invariant for test programs that link the driver: every
 * frame of a port counted once (delivered or dropped by cause) and every
 * pool full again, checked by rte_pmd_dpaa2x_audit(). A failure prints the
 * equation that does not hold, with its numbers.
 */

#ifndef T_AUDIT_H
#define T_AUDIT_H

#include <inttypes.h>
#include <stdio.h>

#include "dpaa2x_test.h"
#include "rte_pmd_dpaa2x.h"

static inline int
t_audit_at(const char *file, int line, uint16_t port, unsigned int flags,
	   struct rte_pmd_dpaa2x_audit *out)
{
	struct rte_pmd_dpaa2x_audit a;
	char why[512];
	int ret = rte_pmd_dpaa2x_audit(port, flags, &a, why, sizeof(why));

	if (ret != 0) {
		fprintf(stderr, "%s:%d: port %u: audit failed (%d): %s\n", file, line, port,
			ret, why);
		t_failures++;
	}
	if (out != NULL)
		*out = a;
	return ret;
}

/* Frames and pools of port all accounted for. */
#define T_AUDIT(port) \
	t_audit_at(__FILE__, __LINE__, (port), RTE_PMD_DPAA2X_AUDIT_POOLS, NULL)
/* Frames only (pools may be shared with a port still running); fills *a. */
#define T_AUDIT_FRAMES(port, a) t_audit_at(__FILE__, __LINE__, (port), 0, (a))

#endif /* T_AUDIT_H */
