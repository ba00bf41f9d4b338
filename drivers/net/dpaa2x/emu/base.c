/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The bottom of the emulator: what every block uses and that calls none
 * of them (base.h).
 */

#include <stdarg.h>
#include <stdio.h>

#include "base.h"

void
model_errf(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	if (err == NULL || errlen == 0)
		return;
	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
}

RTE_DEFINE_PER_LCORE(uint64_t, model_cmd_cycles);

uint64_t
model_cmd_cycles_read(void)
{
	return RTE_PER_LCORE(model_cmd_cycles);
}
