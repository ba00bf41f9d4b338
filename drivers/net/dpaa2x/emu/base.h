/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulator-internal: the bottom of the emulator, what every block uses
 * (base.c): error texts, and the cycles the callers of the emulated
 * commands spend in them.
 */

#ifndef DPAA2X_EMU_BASE_H
#define DPAA2X_EMU_BASE_H

#include <stddef.h>
#include <stdint.h>

#include <rte_common.h>
#include <rte_cycles.h>
#include <rte_per_lcore.h>

/* A message into err (may be NULL, errlen 0: none). */
void model_errf(char *err, size_t errlen, const char *fmt, ...)
	__rte_format_printf(3, 4);

/*
 * The emulated BMan and QMan commands (release, acquire, enqueue) run in
 * the calling thread: what silicon's QBMan does after a portal write, done
 * here by the caller's CPU. Each such thread counts the cycles it spent in
 * them (dpaa2x_portal_cmd_cycles()), so that a measurement of the driver's
 * work can tell the emulator's share apart.
 */
RTE_DECLARE_PER_LCORE(uint64_t, model_cmd_cycles);
#define MODEL_CMD_BEGIN()	uint64_t model_cmd_t0_ = rte_rdtsc()
/* The calling thread's: the backend's cmd_cycles (dpaa2x_portal_cmd_cycles()). */
uint64_t model_cmd_cycles_read(void);
#define MODEL_CMD_END()	(RTE_PER_LCORE(model_cmd_cycles) += rte_rdtsc() - model_cmd_t0_)

#endif /* DPAA2X_EMU_BASE_H */
