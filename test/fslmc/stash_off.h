/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Forced into test_qbman.c for its second build, fslmc_qbman_stash_off
 * (-include): every portal DPDK's qbman_swp_init() makes is switched to
 * stashing off at once with qbman_swp_update(s, 1), as DPDK's fslmc bus
 * does for a thread that is not affined to a single core. DPDK's QBMan
 * driver then writes every command (EQCR, RCR, CR, VDQCR) and reads every
 * result (DQRR, RR) through the cache-inhibited window, and the whole of
 * test_qbman.c runs on that path.
 */

#ifndef FT_STASH_OFF_H
#define FT_STASH_OFF_H

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <linux/types.h>

#include <fsl_qbman_portal.h>

static inline struct qbman_swp *
ft_swp_init_stash_off(const struct qbman_swp_desc *d)
{
	struct qbman_swp *s = qbman_swp_init(d);

	if (s != NULL && qbman_swp_update(s, 1) != 0) {
		qbman_swp_finish(s);
		return NULL;
	}
	return s;
}

#define qbman_swp_init	ft_swp_init_stash_off

#endif
