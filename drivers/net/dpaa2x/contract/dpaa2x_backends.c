/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The backends' tables of the portal contract (dpaa2x_hw_backend.h,
 * "Backends"; dpaa2x_hw_board.h, the boards'): one per backend, per
 * process; and the calls of the contract no single backend answers.
 */

#include <string.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_backend.h"
#include "dpaa2x_hw_soc.h"
#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_hw_board.h"

const struct dpaa2x_backend_ops *dpaa2x_backends[DPAA2X_BACKEND_COUNT];
const struct dpaa2x_board_ops *dpaa2x_boards[DPAA2X_BACKEND_COUNT];
static struct dpaa2x_soc *attached_board;

/* Each thread's BMan and QMan commands issued, by kind. */
_Thread_local struct dpaa2x_cmd_counts dpaa2x_cmd_counts
	__attribute__((tls_model("initial-exec")));

const uint8_t dpaa2x_default_rss_key[DPAA2X_RSS_KEY_LEN] = {
	0x6d, 0x5a, 0x56, 0xda, 0x25, 0x5b, 0x0e, 0xc2,
	0x41, 0x67, 0x25, 0x3d, 0x43, 0xa3, 0x8f, 0xb0,
	0xd0, 0xca, 0x2b, 0xcb, 0xae, 0x7b, 0x30, 0xb4,
	0x77, 0xcb, 0x2d, 0xa3, 0x80, 0x30, 0xf2, 0x0c,
	0x6a, 0x42, 0xb7, 0x3b, 0xbe, 0xac, 0x01, 0xfa,
};

void
dpaa2x_backend_register(enum dpaa2x_backend id, const struct dpaa2x_backend_ops *ops)
{
	/* before the backend's first handle of this process, by the thread
	 * that makes it; a later call finds it there and writes nothing */
	if ((unsigned int)id < DPAA2X_BACKEND_COUNT &&
	    __atomic_load_n(&dpaa2x_backends[id], __ATOMIC_RELAXED) != ops)
		__atomic_store_n(&dpaa2x_backends[id], ops, __ATOMIC_RELEASE);
}

void
dpaa2x_board_register(enum dpaa2x_backend id, const struct dpaa2x_board_ops *ops)
{
	/* as dpaa2x_backend_register(): before the backend's first handle */
	if ((unsigned int)id < DPAA2X_BACKEND_COUNT &&
	    __atomic_load_n(&dpaa2x_boards[id], __ATOMIC_RELAXED) != ops)
		__atomic_store_n(&dpaa2x_boards[id], ops, __ATOMIC_RELEASE);
}

void
dpaa2x_board_attach(struct dpaa2x_soc *board)
{
	__atomic_store_n(&attached_board, board, __ATOMIC_RELEASE);
}

int
dpaa2x_soc_get_info(const struct dpaa2x_soc *soc, struct dpaa2x_soc_info *info)
{
	struct dpaa2x_soc *board = __atomic_load_n(&attached_board, __ATOMIC_ACQUIRE);
	struct dpaa2x_soc_info bi;
	int ret = DPAA2X_CALL(soc, soc_get_info(soc, info));

	/* a backend without a board of its own: the one beside it, if any,
	 * and its tester */
	if (ret == 0 && dpaa2x_board_ops(soc) == NULL && board != NULL &&
	    board != soc && dpaa2x_soc_get_info(board, &bi) == 0) {
		info->caps |= bi.caps & DPAA2X_SOC_CAP_TESTER;
		info->board = bi.board;
	}
	return ret;
}

uint64_t
dpaa2x_portal_cmd_cycles(void)
{
	const struct dpaa2x_backend_ops *o;
	uint64_t sum = 0;
	unsigned int i;

	for (i = 0; i < DPAA2X_BACKEND_COUNT; i++) {
		o = __atomic_load_n(&dpaa2x_backends[i], __ATOMIC_ACQUIRE);
		if (o != NULL && o->cmd_cycles != NULL)
			sum += o->cmd_cycles();
	}
	return sum;
}
