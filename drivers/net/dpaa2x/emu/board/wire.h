/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulator-internal: the board's wires behind each dpmac (wire.c) and the
 * tap wire (tap.c).
 */

#ifndef DPAA2X_EMU_BOARD_WIRE_H
#define DPAA2X_EMU_BOARD_WIRE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dpaa2x_hw_board.h"

struct dpaa2x_soc;
struct dpaa2x_dpl_dpmac;
struct model_dpni;

/* ---- wire.c ---- */
int model_wire_open(struct model_dpni *ni, const struct dpaa2x_dpl_dpmac *mac,
		    char *err, size_t errlen);
void model_wire_close(struct model_dpni *ni);
uint32_t model_wire_pad(struct model_dpni *ni, uint8_t *data, uint32_t len);
/* the tap wire (tap.c) */
int model_tap_open(struct model_dpni *ni, const struct dpaa2x_dpl_dpmac *mac, char *err,
		   size_t errlen);
unsigned int model_tap_rx(struct dpaa2x_soc *soc, struct model_dpni *ni);
void model_tap_tx(struct model_dpni *ni, const uint8_t *frame, uint32_t len);
void model_tap_kernel_stats(int fd, struct dpaa2x_wire_stats *st);
void model_wire_flush_inject(struct model_dpni *ni);
unsigned int model_wire_rx(struct dpaa2x_soc *soc, struct model_dpni *ni);
bool model_wire_busy(const struct dpaa2x_soc *soc);
/* One transmitted frame leaves through the dpmac (generator sink, tap,
 * pcap, capture). Loopback and dpni peers are handled by wriop.c. */
void model_wire_tx(struct dpaa2x_soc *soc, struct model_dpni *ni,
		   const uint8_t *frame, uint32_t len, uint64_t now);

#endif /* DPAA2X_EMU_BOARD_WIRE_H */
