/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * DPL reader: the error text and the property readers every step of
 * dpl.c uses (dpl_priv.h).
 */

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <libfdt.h>

#include "dpl.h"
#include "dpl_priv.h"

/* ------------------------------------------------------------------ */
/* Error reporting                                                     */
/* ------------------------------------------------------------------ */

/* "<name>: <path>: property '<prop>': <text>"; returns -EINVAL. */
int
dpl_fail(struct dpl_ctx *c, int node, const char *prop, const char *fmt, ...)
{
	char path[DPL_PATH_LEN];
	char text[DPL_PATH_LEN];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	if (c->err == NULL || c->errlen == 0)
		return -EINVAL;
	if (node == DPL_NO_NODE ||
	    fdt_get_path(c->fdt, node, path, sizeof(path)) != 0)
		snprintf(c->err, c->errlen, "%s: %s", c->name, text);
	else if (prop == NULL)
		snprintf(c->err, c->errlen, "%s: %s: %s", c->name, path, text);
	else
		snprintf(c->err, c->errlen, "%s: %s: property '%s': %s",
			 c->name, path, prop, text);
	return -EINVAL;
}

/* ------------------------------------------------------------------ */
/* Property readers                                                    */
/* ------------------------------------------------------------------ */

/*
 * One 32-bit cell. Missing: *v = def, or an error when required.
 * Out of [min, max]: error.
 */
int
dpl_u32(struct dpl_ctx *c, int node, const char *prop, bool required,
	uint32_t def, uint32_t min, uint32_t max, uint32_t *v)
{
	const fdt32_t *cell;
	int len;

	cell = fdt_getprop(c->fdt, node, prop, &len);
	if (cell == NULL) {
		if (required)
			return dpl_fail(c, node, prop, "missing (required)");
		*v = def;
		return 0;
	}
	if (len != sizeof(*cell))
		return dpl_fail(c, node, prop,
				"expected one 32-bit cell, got %d bytes", len);
	*v = fdt32_to_cpu(*cell);
	if (*v < min || *v > max)
		return dpl_fail(c, node, prop, "%u is out of range %u..%u",
				*v, min, max);
	return 0;
}

/* A single NUL-terminated string. Missing: *s = def (NULL = required). */
int
dpl_str(struct dpl_ctx *c, int node, const char *prop, const char *def,
	const char **s)
{
	int len;

	*s = fdt_getprop(c->fdt, node, prop, &len);
	if (*s == NULL) {
		if (def == NULL)
			return dpl_fail(c, node, prop, "missing (required)");
		*s = def;
		return 0;
	}
	if (len < 2 || (*s)[len - 1] != '\0' || strlen(*s) != (size_t)len - 1)
		return dpl_fail(c, node, prop, "expected a non-empty string");
	return 0;
}

/* A string copied into buf (size bytes with the NUL). */
int
dpl_str_copy(struct dpl_ctx *c, int node, const char *prop, const char *def,
	     char *buf, size_t size)
{
	const char *s;
	int ret;

	ret = dpl_str(c, node, prop, def, &s);
	if (ret != 0)
		return ret;
	if (strlen(s) >= size)
		return dpl_fail(c, node, prop, "'%s' is longer than %zu characters",
				s, size - 1);
	memcpy(buf, s, strlen(s) + 1);
	return 0;
}

/* A string from a NULL-terminated list of names; *idx = its position. */
int
dpl_enum(struct dpl_ctx *c, int node, const char *prop, const char *what,
	 const char *const *names, const char *def, int *idx)
{
	char list[DPL_PATH_LEN] = "";
	const char *s;
	int i, ret;

	ret = dpl_str(c, node, prop, def, &s);
	if (ret != 0)
		return ret;
	for (i = 0; names[i] != NULL; i++) {
		if (strcmp(s, names[i]) == 0) {
			*idx = i;
			return 0;
		}
		snprintf(list + strlen(list), sizeof(list) - strlen(list),
			 "%s%s", i ? ", " : "", names[i]);
	}
	return dpl_fail(c, node, prop, "unknown %s '%s' (one of: %s)",
			what, s, list);
}
