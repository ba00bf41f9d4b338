/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulator-internal: the engine, the one thread (or step) that does what
 * silicon's hardware blocks do after a portal or MC write (engine.c), and
 * its batch sizes.
 */

#ifndef DPAA2X_EMU_ENGINE_H
#define DPAA2X_EMU_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <rte_common.h>
#include <rte_cycles.h>

#include "dpaa2x_hw_fmt.h"

#define MODEL_BURST		32	/* engine batch: frames per step */
#define MODEL_GEN_BATCH		32	/* generated frames between pull services */
/* the longest frame in whole cache lines; a batch of them */
#define MODEL_FRAME_ROOM	RTE_ALIGN_CEIL(DPAA2X_MAX_FRAME, 64)
#define MODEL_GEN_STAGE_SIZE	(MODEL_GEN_BATCH * MODEL_FRAME_ROOM)
#define MODEL_TX_STAGE_SIZE	(MODEL_BURST * MODEL_FRAME_ROOM)

struct dpaa2x_backend_ops;

/* One pass of the hardware (the engine thread's, or a step's). */
unsigned int model_engine_pass(struct dpaa2x_soc *soc);
/* Is cpu an online CPU? */
bool model_cpu_online(int cpu);
/* The NUMA node of the engine CPU into *node; the socket to place the
 * SoC's memory on (SOCKET_ID_ANY when it cannot be placed). */
int model_engine_socket(int hw_cpu, int *node);
/* Run the engine thread on soc->hw_cpu; -errno with a message. */
int model_engine_start(struct dpaa2x_soc *soc, char *err, size_t errlen);
/* The thread ends after its pass; a second call finds nothing to stop. */
void model_engine_stop(struct dpaa2x_soc *soc);
/* An SoC whose engine this process runs and that the calling thread may
 * stop, or NULL (at exit). */
struct dpaa2x_soc *model_engine_stoppable(void);
/* The step calls of the contract (soc_step, soc_step_pulls). */
void model_ops_engine(struct dpaa2x_backend_ops *o);

#endif /* DPAA2X_EMU_ENGINE_H */
