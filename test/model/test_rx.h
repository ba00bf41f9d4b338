/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* What test_rx.c shares with its scatter-gather cases (test_rx_sg.c). */

#ifndef DPAA2X_TEST_RX_H
#define DPAA2X_TEST_RX_H

#include "model_test.h"

extern struct dpaa2x_dpl dpl;	/* the default DPL, parsed once */
uint16_t rx_setup(struct mt *t, const char *name, const struct dpaa2x_dpl *d, unsigned int n);
void stats(struct mt *t, struct dpaa2x_dpni_stats *st);

void test_sg_frame(void);
void test_sg_no_buffer(void);
void test_sg_generator(void);
void test_sg_limits(void);
void test_sg_dma_fault(void);

#endif /* DPAA2X_TEST_RX_H */
