/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The emulated backend's constructors (dpaa2x_hw_factory.h) in a
 * silicon-only build (meson -Demulator=false), which compiles and links
 * nothing of emu/: each refuses with an error that names the build
 * option, so that a port asking for backend=emulated (the default), a
 * DPL or a secondary process's emulated SoC fails its probe saying why.
 * Built only in that configuration (contract/meson.build).
 */

#include <errno.h>
#include <stdio.h>

#include "dpaa2x_hw_factory.h"

static int
no_emulator(char *err, size_t errlen)
{
	if (err != NULL && errlen > 0)
		snprintf(err, errlen, "%s", DPAA2X_NO_EMULATOR_TEXT);
	return -ENOTSUP;
}

int
dpaa2x_soc_create(const struct dpaa2x_soc_params *p, struct dpaa2x_soc **soc,
		  char *err, size_t errlen)
{
	(void)p;
	(void)soc;
	return no_emulator(err, errlen);
}

int
dpaa2x_soc_attach(const char *name, struct dpaa2x_soc **soc)
{
	(void)name;
	(void)soc;
	return -ENOTSUP;
}

int
dpaa2x_dpl_load_file(const char *path, void **dtb, size_t *len, char *err, size_t errlen)
{
	(void)path;
	(void)dtb;
	(void)len;
	return no_emulator(err, errlen);
}
