/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The backends' tables of the portal contract (dpaa2x_hw_backend.h,
 * "Backends"): one per backend, per process.
 */

#include "dpaa2x_hw_backend.h"
#include "dpaa2x_hw_qbman.h"

const struct dpaa2x_backend_ops *dpaa2x_backends[DPAA2X_BACKEND_COUNT];

/* Each thread's BMan and QMan commands issued, by kind. */
_Thread_local struct dpaa2x_cmd_counts dpaa2x_cmd_counts
	__attribute__((tls_model("initial-exec")));

void
dpaa2x_backend_register(enum dpaa2x_backend id, const struct dpaa2x_backend_ops *ops)
{
	/* before the backend's first handle of this process, by the thread
	 * that makes it; a later call finds it there and writes nothing */
	if ((unsigned int)id < DPAA2X_BACKEND_COUNT &&
	    __atomic_load_n(&dpaa2x_backends[id], __ATOMIC_RELAXED) != ops)
		__atomic_store_n(&dpaa2x_backends[id], ops, __ATOMIC_RELEASE);
}
