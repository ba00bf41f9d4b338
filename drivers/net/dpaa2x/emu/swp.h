/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulator-internal: the register-level software portals (qbman_swp.c).
 */

#ifndef DPAA2X_EMU_SWP_H
#define DPAA2X_EMU_SWP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct dpaa2x_soc;

/* ---- qbman_swp.c: register-level software portals (QMan 4.1) ---- */
#define DPAA2X_SWP_REGION	4096		/* CENA and CINH, each */
#define DPAA2X_SWP_QMAN_VERSION	0x04010000u	/* QMan 4.1, as on LS2088A */
size_t model_swp_mem_size(uint16_t n_dpio);
void model_swp_init(struct dpaa2x_soc *soc, void *mem);
/* Engine: serve every open register-level portal; work done. */
unsigned int model_swp_service(struct dpaa2x_soc *soc);
/* The pulls (qman.c) and the register-level portals' commands (EQCR, RCR,
 * CR, VDQCR). */
unsigned int model_service_portals(struct dpaa2x_soc *soc);
/* Is a register-level portal open (the engine should not sleep)? */
bool model_swp_busy(const struct dpaa2x_soc *soc);

struct dpaa2x_swp_regions {
	void *cena, *cinh;	/* as struct qbman_swp_desc's cena_bar, cinh_bar */
	int idx;		/* the dpio's portal index */
};
struct dpaa2x_swp_stats {
	uint64_t enqueues, enq_rejects;	/* EQCR entries queued, tail-dropped */
	uint64_t released, release_refused;	/* RCR buffers */
	uint64_t acquires, acquired;	/* CR acquire commands, buffers */
	uint64_t pulls, dq_entries;	/* VDQCR commands, results written */
	uint64_t bad_cmds;		/* commands the model cannot execute */
};
/* Take a free dpio and hand out its portal regions in their power-on
 * state (-ENOSPC with a message when all are in use). */
int dpaa2x_swp_open(struct dpaa2x_soc *soc, struct dpaa2x_swp_regions *r,
		    char *err, size_t errlen);
/* Stop serving it (after the engine's current pass) and free the dpio. */
int dpaa2x_swp_close(struct dpaa2x_soc *soc, int idx);
int dpaa2x_swp_get_stats(const struct dpaa2x_soc *soc, int idx,
			 struct dpaa2x_swp_stats *st);
/* As dpaa2x_swp_open(), with the regions handed out through the MMIO trap
 * (swp_trap.c): the CINH region PROT_NONE, the CENA region PROT_READ, each
 * command served when its verb is written, RAR read-to-allocate. */
int dpaa2x_swp_open_trapped(struct dpaa2x_soc *soc, struct dpaa2x_swp_regions *r,
			    char *err, size_t errlen);
/* The same for dpio idx, as VFIO maps a dpio object's regions (the
 * board's, emu/board/linux): -EBUSY when it is in use. */
int dpaa2x_swp_open_trapped_idx(struct dpaa2x_soc *soc, unsigned int idx,
				struct dpaa2x_swp_regions *r, char *err, size_t errlen);

/* qbman_swp.c for swp_trap.c: take dpio want, or a free one (want < 0)
 * (its index, or -ENOSPC, -EBUSY, -EINVAL);
 * open it with its regions at mem (NULL: its own in the SoC's memory),
 * trap destroyed at close; give it back unopened; serve it now; read RAR
 * (read-to-allocate). */
struct mmio_trap;
int model_swp_take(struct dpaa2x_soc *soc, int want, char *err, size_t errlen);
void model_swp_untake(struct dpaa2x_soc *soc, int idx);
void model_swp_activate(struct dpaa2x_soc *soc, int idx, uint8_t *mem,
			struct mmio_trap *trap, struct dpaa2x_swp_regions *r);
unsigned int model_swp_serve(struct dpaa2x_soc *soc, int idx);
uint32_t model_swp_rar_read(struct dpaa2x_soc *soc, int idx);

#endif /* DPAA2X_EMU_SWP_H */
