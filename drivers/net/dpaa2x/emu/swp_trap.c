/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Register-level QBMan portals behind the MMIO trap (mmio_trap.c): what
 * the hardware does on an access, at the moment software makes it. DPDK's
 * QBMan driver (bus/fslmc/qbman/qbman_portal.c) counts on silicon's timing
 * in three places, which an engine polling the regions cannot give:
 *  - qbman_swp_release(): RAR (CINH 0xcc0) is read-to-allocate, each read
 *    gives a new release slot, and the command is written to it at once;
 *  - qbman_swp_mc_complete(): a management response is polled 1000 times
 *    at most, and a miss leaves the portal's valid bit out of step;
 *  - qbman_swp_enqueue_*(): the EQCR consumer index read as the hardware's
 *    progress (a ring that looks full makes the enqueue return 0).
 * So a store that writes a command's verb (an EQCR, RCR, CR or VDQCR line:
 * offset % 64 == 0 in a command area, either window) serves the portal
 * before software's next instruction; a read of RAR serves it and then
 * allocates the next slot; a read of EQCR_CI serves it first. Volatile
 * dequeue results may still come from the engine's pass: silicon has
 * latency there, and DPDK polls the storage without a bound.
 */

#include <errno.h>
#include <stdlib.h>
#include <sys/mman.h>

#include <rte_common.h>

#include "base.h"
#include "mmio.h"
#include "soc.h"
#include "swp.h"

#define CINH		DPAA2X_SWP_REGION	/* the CINH region's offset */
#define CINH_EQCR_CI	0x840
#define CINH_RAR	0xcc0

struct swp_trap {
	struct dpaa2x_soc *soc;
	int idx;
};

/* A command line's verb (EQCR 0x000, RCR 0x400, CR 0x600, VDQCR 0x780;
 * not DQRR 0x200 nor RR 0x700/0x740, the hardware's). */
static bool
cmd_verb(uint32_t o)
{
	return (o & 63) == 0 && o < 0x800 && (o < 0x200 || o >= 0x400) && o != 0x700 &&
	       o != 0x740;
}

static bool
trap_load(void *ctx, uint32_t off, unsigned int size, uint64_t *val)
{
	struct swp_trap *st = ctx;

	if (off == CINH + CINH_RAR && size == 4) {
		*val = model_swp_rar_read(st->soc, st->idx);
		return true;
	}
	if (off == CINH + CINH_EQCR_CI)
		model_swp_serve(st->soc, st->idx);
	return false;
}

static void
trap_stored(void *ctx, uint32_t off, unsigned int size)
{
	struct swp_trap *st = ctx;

	RTE_SET_USED(size);
	if (cmd_verb(off % DPAA2X_SWP_REGION))
		model_swp_serve(st->soc, st->idx);
}

static const struct mmio_trap_ops swp_trap_ops = {
	.load = trap_load,
	.stored = trap_stored,
	.fini = free,
};

static int
open_trapped(struct dpaa2x_soc *soc, int want, struct dpaa2x_swp_regions *r, char *err,
	     size_t errlen)
{
	static const int prot[2] = { PROT_READ, PROT_NONE };	/* CENA, CINH */
	struct swp_trap *st;
	struct mmio_trap *t;
	uint8_t *model, *view;
	int idx;

	if (soc == NULL || r == NULL)
		return -EINVAL;
	st = calloc(1, sizeof(*st));
	if (st == NULL)
		return -ENOMEM;
	idx = model_swp_take(soc, want, err, errlen);
	if (idx < 0) {
		free(st);
		return idx;
	}
	st->soc = soc;
	st->idx = idx;
	t = mmio_trap_create(2 * DPAA2X_SWP_REGION, prot, &swp_trap_ops, st, &model, &view,
			     err, errlen);
	if (t == NULL) {
		free(st);
		model_swp_untake(soc, idx);
		return -ENOMEM;
	}
	model_swp_activate(soc, idx, model, t, r);
	r->cena = view;
	r->cinh = view + DPAA2X_SWP_REGION;
	return 0;
}

int
dpaa2x_swp_open_trapped(struct dpaa2x_soc *soc, struct dpaa2x_swp_regions *r, char *err,
			size_t errlen)
{
	return open_trapped(soc, -1, r, err, errlen);
}

int
dpaa2x_swp_open_trapped_idx(struct dpaa2x_soc *soc, unsigned int idx,
			    struct dpaa2x_swp_regions *r, char *err, size_t errlen)
{
	return open_trapped(soc, (int)RTE_MIN(idx, (unsigned int)INT16_MAX), r, err, errlen);
}
