/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* What test_qbman.c shares with its BMan cases (test_qbman_bman.c). */

#ifndef DPAA2X_TEST_QBMAN_H
#define DPAA2X_TEST_QBMAN_H

#include <stdbool.h>
#include <stdint.h>

#include <fsl_qbman_portal.h>

#include "fslmc_soc.h"

#define HW_CPU		1
#define N_BUFS		256
#define BUF_SIZE	2048
#define TX_OFF		128	/* where the test writes frames it sends */
#define FRAME_LEN	200
#define RX_OFF		192	/* private 64 + annotation 64 + head room 64 */
#define CTX(q)		(0xfeed0000u + (q))
#define MAX_PORTALS	4

extern struct dpaa2x_swp_regions bus_r[MAX_PORTALS];
struct qbman_swp * swp_new(struct mt *t);
void swp_free(struct mt *t, struct qbman_swp *s);
void start(struct mt *t, const char *name, const struct dpaa2x_dpl *dpl, int hw_cpu);
void finish(struct mt *t);
void release(struct qbman_swp *s, uint16_t bpid, const uint64_t *bufs, unsigned int n);
uint16_t seed(struct mt *t, struct qbman_swp *s, unsigned int n, uint32_t size);
unsigned int pool_free(struct mt *t, uint16_t bpid);

void test_bman(void);
void test_bpscn(void);
/* test_qbman_trap.c (fslmc_qbman_trap) */
void test_trap_rar(void);
void test_trap_release_burst(void);
void test_trap_unknown(void);
void test_trap_cost(void);
void test_trap_prev_handler(void);	/* a SIGSEGV handler before the trap's */

#endif /* DPAA2X_TEST_QBMAN_H */
