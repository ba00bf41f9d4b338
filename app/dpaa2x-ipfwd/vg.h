/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Under valgrind --tool=callgrind (devtools/cost-valgrind.sh) with the
 * emulated hardware in step mode: the hardware's passes that receive and
 * send frames run with instrumentation off, so neither their instructions
 * nor their memory accesses reach the cache simulator (a DMA write leaves
 * no line in a CPU cache). Between the measured polls only the pull
 * commands run (their results land in the cache, as stashed dequeue
 * results do on silicon), instrumented but not counted; events are
 * collected only around the polls. Outside valgrind these are a few no-op
 * instructions. Turning instrumentation off and on is slow (valgrind
 * drops its translations), so it is done once per batch of passes.
 */

#ifndef IPFWD_VG_H
#define IPFWD_VG_H

#include "rte_pmd_dpaa2x.h"

#ifdef IPFWD_HAVE_CALLGRIND
#include <valgrind/callgrind.h>
#define VG_COLLECT_TOGGLE()	CALLGRIND_TOGGLE_COLLECT
#define VG_HW_BEGIN()		CALLGRIND_STOP_INSTRUMENTATION
#define VG_HW_END()		CALLGRIND_START_INSTRUMENTATION
#else
#define VG_COLLECT_TOGGLE()	do { } while (0)
#define VG_HW_BEGIN()		do { } while (0)
#define VG_HW_END()		do { } while (0)
#endif

/* The pull commands only, between measured polls (hw_cpu=step). */
static inline void
vg_hw_pulls(void)
{
	rte_pmd_dpaa2x_hw_step(RTE_PMD_DPAA2X_STEP_PULLS);
}

#endif /* IPFWD_VG_H */
