/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The board's tester API (board_api.h): the emulated SoC behind the
 * interposer, for a program that drives its tester itself. The program's
 * own copy of the model acts on it as a secondary process's does on a
 * primary's SoC (the emulated backend's tables are entered per process).
 */

#include <stdio.h>
#include <stdlib.h>

#include "board_api.h"
#include "board_os.h"

struct dpaa2x_soc *
dpaa2x_ls2088a_soc(char *err, size_t errlen)
{
	const char *dprc = getenv("DPRC");

	if (bos_board == NULL) {
		snprintf(err, errlen, "no board in this process (DPRC=%s): its DPL was refused "
			 "(the message above), or no call reached it yet", dprc != NULL ? dprc : "");
		return NULL;
	}
	if (bos_board->soc == NULL) {
		snprintf(err, errlen, "%s's SoC is not up: DPDK's fslmc bus mapped none of its "
			 "regions (DPRC=%s; the board's container is %s)", bos_board->dprc,
			 dprc != NULL ? dprc : "", bos_board->dprc);
		return NULL;
	}
	return bos_board->soc;
}
