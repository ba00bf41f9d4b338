/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * What the cost method cannot measure on this host: the costs of LS2088A
 * (Cortex-A72 at 1.8 GHz, QBMan 4.1), each with a low/high band and its
 * source, and the conversion of command counts into nanoseconds. The
 * emulated datapath runs BMan's and QMan's work in the caller's thread;
 * the cost method takes that time out (rte_pmd_dpaa2x_hw_cmd_cycles())
 * and adds silicon's back here, per command counted
 * (rte_pmd_dpaa2x_hw_cmd_counts()). devtools/project-ls2088a.py reads the
 * same table from this header for its projection: one line per entry,
 * X(ID, "name", low_ns, high_ns, "unit", "source").
 * Free of DPDK (test/ipfwd tests it).
 */

#ifndef IPFWD_SILICON_H
#define IPFWD_SILICON_H

#include <stdint.h>
#include <stdio.h>

#define SILICON_GHZ	1.8	/* LS2088A's Cortex-A72 cores as configured here */

/* clang-format off */
#define SILICON_LS2088A(X) \
	X(BMAN_RELEASE, "bman_release", 15.0, 60.0, "release command", \
	  "one 64-byte RCR entry written into the portal's cache-enabled area and flushed to QBMan (dcbf), the core does not wait: DPDK 22.11 drivers/bus/fslmc/qbman/qbman_portal.c. No public latency figure: estimate, from an L2-class store to a DDR-class one") \
	X(BMAN_ACQUIRE, "bman_acquire", 200.0, 600.0, "acquire command", \
	  "a management command: written, then the core polls the response until BMan answers (qbman_swp_acquire, qbman_swp_mc_result in the same file), a round trip through the interconnect to QBMan and back. No public figure: estimate, two to four DDR-miss-sized trips") \
	X(QMAN_ENQUEUE, "qman_enqueue", 15.0, 60.0, "FD enqueued", \
	  "one EQCR entry per FD written and flushed (qbman_swp_enqueue_multiple_* in the same file), no wait. No public figure: estimate, as a release") \
	X(QMAN_PULL, "qman_pull", 15.0, 60.0, "pull command", \
	  "the VDQCR command written and flushed (qbman_swp_pull); the wait for the results is measured apart (pull waits) and the driver's double buffering overlaps it. No public figure: estimate, as a release") \
	X(DDR_MISS, "ddr_miss", 90.0, 150.0, "line from DDR", \
	  "load to use of a line no cache holds. LS2088A: DDR4 controllers behind a CCN-504 interconnect (NXP LS2088A fact sheet); no published load-to-use latency: estimate. Lower reference: 81 ns measured on a faster memory system (Neoverse N1, DDR4-3200; AnandTech, Amazon Graviton2 review, 2020)") \
	X(L2_HIT, "l2_hit", 8.3, 13.9, "L1D miss, L2 hit", \
	  "a hit in the own cluster's 1 MiB L2: 15 to 25 cycles at 1.8 GHz. Cortex-A72 MPCore TRM (ARM DDI 0514): the L2 data RAM latency is set by the SoC (L2CTLR); estimate of the load to use") \
	X(INSTR, "instr", 0.278, 0.556, "instruction", \
	  "core time per instruction without memory stalls: 0.5 to 1 cycle at 1.8 GHz. Cortex-A72 decodes at most 3 instructions a cycle (Cortex-A72 Software Optimization Guide, ARM UAN 0016), so never below 0.185 ns; the band is an estimate for branchy driver code")
/* clang-format on */

enum silicon_item {
#define SILICON_ENUM(id, name, lo, hi, unit, src) SILICON_##id,
	SILICON_LS2088A(SILICON_ENUM)
#undef SILICON_ENUM
	SILICON_N_ITEMS
};

struct silicon_cost {
	const char *name;
	double low_ns, high_ns;	/* per unit */
	const char *unit;
	const char *source;
};

/* The table, by enum silicon_item. */
extern const struct silicon_cost silicon_ls2088a[SILICON_N_ITEMS];

struct silicon_band {
	double low, high;	/* ns */
};

/* Commands, per packet or in total (rte_pmd_dpaa2x_hw_cmd_counts()' kinds). */
struct silicon_cmds {
	double release_cmds, acquire_cmds, enqueued_fds, pull_cmds;
};

/* What the commands cost on LS2088A: the add-back of the cost method. */
struct silicon_band silicon_cmd_ns(const struct silicon_cmds *c);

/* The commands per packet between two snapshots a, b of struct
 * rte_pmd_dpaa2x_hw_cmd_counts (pointers) over pkts packets (> 0). */
#define SILICON_CMDS_PER_PKT(a, b, pkts) ((struct silicon_cmds){ \
	.release_cmds = (double)((b)->release_cmds - (a)->release_cmds) / (double)(pkts), \
	.acquire_cmds = (double)((b)->acquire_cmds - (a)->acquire_cmds) / (double)(pkts), \
	.enqueued_fds = (double)((b)->enqueued_fds - (a)->enqueued_fds) / (double)(pkts), \
	.pull_cmds = (double)((b)->pull_cmds - (a)->pull_cmds) / (double)(pkts) })

/* The table as the guide shows it: name, band, unit, source. */
void silicon_table_print(FILE *f);

#endif /* IPFWD_SILICON_H */
