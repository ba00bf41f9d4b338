/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_hw_factory.h - the portal contract: the backends' constructors.
 * What makes an SoC handle, each backend's own (the emulated SoC from a
 * DPL, the fslmc bus's SoC), and the DPL loader the emulated one takes.
 * Every other call goes through the handle's table. In the PMD only the
 * file that creates the SoC all ports share (dpaa2x_soc_share.c) includes
 * it (test/layering checks it). A silicon-only build (meson
 * -Demulator=false) links the fslmc backend's constructor and, for the
 * emulated backend's, dpaa2x_no_emulator.c: they refuse with -ENOTSUP and
 * DPAA2X_NO_EMULATOR_TEXT.
 */

#ifndef DPAA2X_HW_FACTORY_H
#define DPAA2X_HW_FACTORY_H

#include <stddef.h>

#include "dpaa2x_hw_soc.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Why the emulated backend's constructors refuse in a silicon-only build. */
#define DPAA2X_NO_EMULATOR_TEXT "backend=emulated: this net_dpaa2x is built without " \
	"the emulator (meson option -Demulator=false): use backend=fslmc, or build " \
	"with -Demulator=true"

struct dpaa2x_soc_params {
	const void *dtb;	/* DPL blob; NULL = embedded default DPL */
	size_t dtb_len;
	const char *dtb_name;	/* file name for error texts, may be NULL */
	int hw_cpu;		/* CPU for the engine or DPAA2X_HW_CPU_STEP */
	const char *name;	/* memzone prefix, unique per process group */
};

/*
 * Create the SoC: parse and validate the DPL, create the MC objects in
 * memzones, start the engine thread (unless step mode). On error returns
 * a negative errno and writes a message naming what was wrong (DPL node
 * path and property, CPU number, ...) into err.
 */
int dpaa2x_soc_create(const struct dpaa2x_soc_params *p,
		      struct dpaa2x_soc **soc, char *err, size_t errlen);
/* Secondary process: find a primary's SoC by name (read-only use);
 * -ENOENT when there is none, -ENOTSUP in a silicon-only build. */
int dpaa2x_soc_attach(const char *name, struct dpaa2x_soc **soc);
/*
 * The fslmc backend: the SoC of DPDK's fslmc bus (librte_bus_fslmc), its
 * MC portal and the DPIO portal each thread gets from the bus. One per
 * process, its objects named by the caller (dpni ids). -ENODEV with a
 * message when the bus found no MC portal (no fsl-mc device bound to
 * VFIO: not an LS2088A-class machine).
 */
int dpaa2x_soc_create_fslmc(struct dpaa2x_soc **soc, char *err, size_t errlen);
/* Load a DPL file into memory (for dpl= devargs). Caller frees with free(). */
int dpaa2x_dpl_load_file(const char *path, void **dtb, size_t *len,
			 char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif /* DPAA2X_HW_FACTORY_H */
