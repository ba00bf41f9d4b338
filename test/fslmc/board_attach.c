/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * test/pmd's programs over DPDK's own fslmc bus on the emulated board
 * (suite fslmc's board_* cases, run through devtools/ls2088a.sh): where
 * the shim bus (fslmc_bus_shim.c) made the board itself, here Debian's
 * librte_bus_fslmc finds it through the preloaded interposer, and this
 * file gives the program the board's tester. A bus of the test's, which
 * EAL probes after DPDK's fslmc bus (that library's constructor registers
 * it first), takes the SoC the interposer made at that bus's probe
 * (board_api.h, found by name: the program does not link the interposer)
 * and attaches it beside the fslmc backend (dpaa2x_board_attach()), as a
 * traffic generator on the wires would stand beside silicon. At
 * rte_eal_cleanup() (after DPDK's bus closed its devices, before the
 * board's own report), every pool of the board the program used must be
 * drained from BMan and no frame left in the SoC's queues: the program
 * freed its mempools, and the dpaa2x ops drain BMan at a pool's free.
 */

#include <dlfcn.h>
#include <inttypes.h>
#include <stdio.h>

#include <bus_driver.h>

#include "board_api.h"
#include "dpaa2x_hw_board.h"
#include "dpaa2x_test.h"
#include "qman.h"
#include "soc.h"

static struct dpaa2x_soc *board;

static int
board_attach_scan(void)
{
	return 0;
}

static int
board_attach_probe(void)
{
	dpaa2x_ls2088a_soc_fn *soc_of = (dpaa2x_ls2088a_soc_fn *)dlsym(RTLD_DEFAULT,
		DPAA2X_LS2088A_SOC_SYM);
	char err[256];

	if (soc_of == NULL) {
		fprintf(stderr, "board test: no %s in this process: run the program on "
			"the board (devtools/ls2088a.sh -- PROGRAM)\n", DPAA2X_LS2088A_SOC_SYM);
		return -1;
	}
	board = soc_of(err, sizeof(err));
	if (board == NULL) {
		fprintf(stderr, "board test: %s\n", err);
		return -1;
	}
	dpaa2x_board_attach(board);
	return 0;
}

/* the bus has no devices of its own */
static struct rte_device *
board_attach_find(const struct rte_device *start, rte_dev_cmp_t cmp, const void *data)
{
	(void)start;
	(void)cmp;
	(void)data;
	return NULL;
}

/* Each pool the program used empty in BMan, no frame queued: 0, or the
 * number of pools and queues that are not. */
static int
board_attach_cleanup(void)
{
	const struct dpaa2x_soc *soc = board;
	uint64_t queued = 0;
	unsigned int i, bad = 0;

	if (soc == NULL)
		return 0;
	dpaa2x_board_attach(NULL);
	board = NULL;
	for (i = 0; i < soc->n_dpbp; i++)
		if (soc->pool[i].count != 0) {
			T_FAIL_AT("board: dpbp.%u (BPID %u) holds %u buffers in BMan after the "
				  "program freed its pools", soc->pool[i].dpbp_id,
				  soc->pool[i].bpid, soc->pool[i].count);
			bad++;
		}
	for (i = 0; i < soc->n_fq; i++)
		queued += model_fq_depth(&soc->fq[i]);
	if (queued != 0) {
		T_FAIL_AT("board: %" PRIu64 " frames left in the SoC's queues", queued);
		bad++;
	}
	printf("%s - board_pools_drained\n", bad == 0 ? "ok" : "FAIL");
	return bad == 0 ? 0 : -1;
}

static struct rte_bus board_attach_bus = {
	.scan = board_attach_scan,
	.probe = board_attach_probe,
	.find_device = board_attach_find,
	.cleanup = board_attach_cleanup,
};

RTE_REGISTER_BUS(dpaa2x_board_test, board_attach_bus);
