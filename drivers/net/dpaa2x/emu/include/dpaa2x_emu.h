/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_emu.h - the emulated SoC's one public header beyond the portal
 * contract, for programs that drive the emulator without the PMD
 * (dpaa2x-hwbench): an SoC made as dpaa2x_soc_create() makes it, with
 * settings a DPL cannot express. Everything else such a program does goes
 * through the contract (contract/). This folder is the only one of emu/
 * on their include path: the emulator's internal headers are not found
 * (test/layering checks that apps include none).
 */

#ifndef DPAA2X_EMU_H
#define DPAA2X_EMU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dpaa2x_hw_factory.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What the SoC changes after parsing its DPL (zero: nothing). */
struct dpaa2x_emu_tune {
	/* every dpmac's link speed in Mbit/s, beyond the DPL's range too (a
	 * benchmark's 1 Tbit/s wire that never limits); 0: the DPL's */
	uint32_t link_speed_mbps;
	bool pools_lifo;	/* every dpbp hands back the last freed buffer */
};

/*
 * dpaa2x_soc_create() with the DPL's settings changed by tune (NULL: none).
 * Errors as dpaa2x_soc_create()'s.
 */
int dpaa2x_emu_soc_create(const struct dpaa2x_soc_params *p, const struct dpaa2x_emu_tune *tune,
			  struct dpaa2x_soc **soc, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif /* DPAA2X_EMU_H */
