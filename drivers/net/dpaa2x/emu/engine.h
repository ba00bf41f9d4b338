/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulator-internal: the engine, the one thread (or step) that does what
 * silicon's hardware blocks do after a portal or MC write, its batch
 * sizes, and the cycles the callers of the emulated commands spend.
 */

#ifndef DPAA2X_EMU_ENGINE_H
#define DPAA2X_EMU_ENGINE_H

#include <stdint.h>

#include <rte_common.h>
#include <rte_cycles.h>
#include <rte_per_lcore.h>

#include "dpaa2x_hw_fmt.h"

/*
 * The emulated BMan and QMan commands (release, acquire, enqueue) run in
 * the calling thread: what silicon's QBMan does after a portal write, done
 * here by the caller's CPU. Each such thread counts the cycles it spent in
 * them (dpaa2x_portal_cmd_cycles()), so that a measurement of the driver's
 * work can tell the emulator's share apart.
 */
RTE_DECLARE_PER_LCORE(uint64_t, model_cmd_cycles);
#define MODEL_CMD_BEGIN()	uint64_t model_cmd_t0_ = rte_rdtsc()
#define MODEL_CMD_END()	(RTE_PER_LCORE(model_cmd_cycles) += rte_rdtsc() - model_cmd_t0_)

#define MODEL_BURST		32	/* engine batch: frames per step */
#define MODEL_GEN_BATCH		32	/* generated frames between pull services */
/* the longest frame in whole cache lines; a batch of them */
#define MODEL_FRAME_ROOM	RTE_ALIGN_CEIL(DPAA2X_MAX_FRAME, 64)
#define MODEL_GEN_STAGE_SIZE	(MODEL_GEN_BATCH * MODEL_FRAME_ROOM)
#define MODEL_TX_STAGE_SIZE	(MODEL_BURST * MODEL_FRAME_ROOM)

unsigned int model_engine_pass(struct dpaa2x_soc *soc);
/* Return once a whole engine pass begun after the call has ended (at once
 * without an engine thread, and in the engine thread). */
void model_quiesce(struct dpaa2x_soc *soc);

#endif /* DPAA2X_EMU_ENGINE_H */
