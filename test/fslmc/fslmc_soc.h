/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* The emulated SoC's MC portal as a dpaa2x_mc_io, for the model tests. */

#ifndef DPAA2X_TEST_FSLMC_SOC_H
#define DPAA2X_TEST_FSLMC_SOC_H

#include <string.h>

#include "dpaa2x_mc.h"
#include "fslmc_test.h"
#include "model_test.h"

static inline void
ft_step(void *soc)
{
	dpaa2x_soc_step(soc);
}

/* Step mode: every poll of the status runs one engine pass. */
static inline void
ft_mc_io(struct dpaa2x_mc_io *io, struct dpaa2x_soc *soc)
{
	memset(io, 0, sizeof(*io));
	rte_spinlock_init(&io->lock);
	io->regs = dpaa2x_soc_mc_portal(soc);
	io->timeout_ms = 20000;		/* a busy machine may starve the engine */
	if (soc->step_mode) {
		io->poll = ft_step;
		io->poll_arg = soc;
	}
}

#endif /* DPAA2X_TEST_FSLMC_SOC_H */
