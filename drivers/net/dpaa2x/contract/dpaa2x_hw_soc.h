/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_hw_soc.h - the portal contract: the SoC (one per process) and its
 * DPIO portals.
 */

#ifndef DPAA2X_HW_SOC_H
#define DPAA2X_HW_SOC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dpaa2x_hw_backend.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* SoC: one per process, emulated from a DPL or the fslmc bus's         */
/* ------------------------------------------------------------------ */
#define DPAA2X_HW_CPU_STEP	(-1)	/* no engine thread: dpaa2x_soc_step() */

/* What the backend offers beyond the MC and the portals (soc_info.caps). */
#define DPAA2X_SOC_CAP_TESTER	(1u << 0)	/* the wire control calls work */

struct dpaa2x_soc_info {
	char mc_version[DPAA2X_NAME_LEN];	/* "emulated MC 10.37" */
	enum dpaa2x_backend backend;
	/* objects of the DPL; the fslmc backend lists no dpni (the bus does not
	 * tell a vdev its DPRC's objects: a port names its dpni) and no dpio
	 * (a thread's portal is the one the bus affines to it) */
	uint16_t num_dpni, num_dpbp, num_dpio, num_dpmac;
	uint16_t dpni_ids[DPAA2X_MAX_DPNI];
	int hw_cpu;
	int numa_node;
	uint32_t caps;				/* DPAA2X_SOC_CAP_* */
	/* the board whose tester and wires the dpaa2x_wire_* calls reach (the
	 * SoC itself on the emulated backend); NULL: none */
	struct dpaa2x_soc *board;
};

/* Stop the engine, free every memzone. -EBUSY while a dpni or dpbp is open. */
static inline int
dpaa2x_soc_destroy(struct dpaa2x_soc *soc)
{ return DPAA2X_CALL(soc, soc_destroy(soc)); }
/*
 * The datapath off and on again (primary process). Stop ends the engine
 * thread and closes the wires (a pcap file written whole, a tap interface
 * gone); the objects, their counters and the BMan pools stay, and the MC
 * and BMan calls of this header still work (they run in the caller), so
 * pools outlive it. Start opens the wires and starts the engine again.
 * Each returns 0 when there is nothing to do (silicon's datapath needs no
 * thread of software). Software stops the SoC while nothing needs its
 * datapath: rte_eal_cleanup() then frees EAL memory under no running
 * thread. A process that exits with the engine running has it stopped at
 * exit.
 */
static inline int
dpaa2x_soc_stop(struct dpaa2x_soc *soc)
{ return DPAA2X_CALL(soc, soc_stop(soc)); }
static inline int
dpaa2x_soc_start(struct dpaa2x_soc *soc, char *err, size_t errlen)
{ return DPAA2X_CALL(soc, soc_start(soc, err, errlen)); }
/* What the SoC is (dpaa2x_backends.c): the backend's answer, with the board
 * attached beside a backend that has none (dpaa2x_hw_board.h). */
int dpaa2x_soc_get_info(const struct dpaa2x_soc *soc, struct dpaa2x_soc_info *info);
/* Step mode only: one engine pass (wire Rx, Tx, pulls). Returns work units
 * done; -ENOTSUP on a backend with no engine to step (fslmc). */
static inline int
dpaa2x_soc_step(struct dpaa2x_soc *soc)
{ return DPAA2X_CALL_OPT(soc, soc_step, (soc)); }
/* Step mode only: execute the portals' pending pull commands and nothing
 * else (no frame arrives, none is sent). Returns the pulls executed. */
static inline int
dpaa2x_soc_step_pulls(struct dpaa2x_soc *soc)
{ return DPAA2X_CALL_OPT(soc, soc_step_pulls, (soc)); }

/* ------------------------------------------------------------------ */
/* DPIO portals                                                        */
/* ------------------------------------------------------------------ */
/* -ENOSPC with a message when all portals of the DPL are in use. The
 * fslmc backend opens the calling thread's portal (the DPIO the bus
 * affines to it), once: a second open in the same thread is -ENOSPC. */
static inline int
dpaa2x_portal_open(struct dpaa2x_soc *soc, struct dpaa2x_portal **portal, char *err, size_t errlen)
{ return DPAA2X_CALL(soc, portal_open(soc, portal, err, errlen)); }
static inline void
dpaa2x_portal_close(struct dpaa2x_portal *portal)
{ if (portal != NULL) dpaa2x_ops(portal)->portal_close(portal); }
static inline int
dpaa2x_portal_index(const struct dpaa2x_portal *portal)
{ return DPAA2X_CALL(portal, portal_index(portal)); }

#ifdef __cplusplus
}
#endif

#endif /* DPAA2X_HW_SOC_H */
