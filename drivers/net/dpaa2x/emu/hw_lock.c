/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The SoC's hardware lock (soc.h): which SoC's lock the calling thread
 * holds, and the wait for an engine pass (model_quiesce).
 */

#include <pthread.h>
#include <time.h>

#include "soc.h"

__thread struct dpaa2x_soc *model_hw_owner;
__thread unsigned int model_hw_depth;

/* A software portal closing, a test waiting for the thread: a pass that
 * began after the call has seen what was written before it. */
void
model_quiesce(struct dpaa2x_soc *soc)
{
	uint64_t want = __atomic_load_n(&soc->passes, __ATOMIC_ACQUIRE) + 2;
	struct timespec ts = { 0, 10000 };
	unsigned int i;

	if (!soc->thread_running || pthread_equal(pthread_self(), soc->thread))
		return;
	for (i = 0; i < 100000 && __atomic_load_n(&soc->passes, __ATOMIC_ACQUIRE) < want; i++)
		nanosleep(&ts, NULL);
}
