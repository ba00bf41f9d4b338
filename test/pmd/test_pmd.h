/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * What test_pmd.c's cases share with test_pmd_fc.c: the dpaa2x pool, the
 * port set-up and teardown helpers (test_pmd.c), the flow control cases.
 */

#ifndef DPAA2X_TEST_PMD_H
#define DPAA2X_TEST_PMD_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_mempool.h>

extern struct rte_mempool *mp;		/* dpaa2x (BMan) pool */
bool wait_xstat(uint16_t port, const char *name, uint64_t want);
void flow_ctrl_on(uint16_t port);
unsigned int rx_n(uint16_t port, uint16_t nq, unsigned int n, uint64_t *per_q);
void free_held(unsigned int n);
void stop_and_check(uint16_t port, struct rte_mempool *pool);
void remove_port(const char *name);

/* test_pmd_fc.c */
void test_flow_control_app_away(void);
void test_flow_control_api(void);
void test_pool_of_dpaa2_ops(uint16_t port);

#endif /* DPAA2X_TEST_PMD_H */
