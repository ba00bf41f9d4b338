/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* The DPL reader's parse state and property readers (dpl_prop.c). */

#ifndef DPAA2X_HW_DPL_PRIV_H
#define DPAA2X_HW_DPL_PRIV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dpl.h"

#define DPL_PATH_LEN	256
#define DPL_NO_NODE	(-1)

/* Parse state shared by every step. */
struct dpl_ctx {
	const void *fdt;
	const char *name;
	char *err;
	size_t errlen;
	struct dpaa2x_dpl *dpl;
	/* connection node that claimed each dpni / dpmac, DPL_NO_NODE if none */
	int dpni_conn[DPAA2X_MAX_DPNI];
	int dpmac_conn[DPAA2X_MAX_DPNI];
	/* object ids listed in the container, per object type */
	bool listed_dpni[DPAA2X_MAX_DPNI];
	bool listed_dpbp[DPAA2X_MAX_DPBP];
	bool listed_dpio[DPAA2X_MAX_DPIO];
	bool listed_dpmac[DPAA2X_MAX_DPNI];
	bool listed_dprtc;
};

/* "<name>: <path>: property '<prop>': <text>"; returns -EINVAL. */
int dpl_fail(struct dpl_ctx *c, int node, const char *prop, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* One 32-bit cell. Missing: *v = def, or an error when required.
 * Out of [min, max]: error. */
int dpl_u32(struct dpl_ctx *c, int node, const char *prop, bool required,
	    uint32_t def, uint32_t min, uint32_t max, uint32_t *v);
/* A single NUL-terminated string. Missing: *s = def (NULL = required). */
int dpl_str(struct dpl_ctx *c, int node, const char *prop, const char *def,
	    const char **s);
/* A string copied into buf (size bytes with the NUL). */
int dpl_str_copy(struct dpl_ctx *c, int node, const char *prop, const char *def,
		 char *buf, size_t size);
/* A string from a NULL-terminated list of names; *idx = its position. */
int dpl_enum(struct dpl_ctx *c, int node, const char *prop, const char *what,
	     const char *const *names, const char *def, int *idx);

/* dpl_obj.c: object <type>@<id> at node into c->dpl (0 or -EINVAL). */
int dpl_parse_dpni(struct dpl_ctx *c, int node, uint16_t id);
int dpl_parse_dpbp(struct dpl_ctx *c, int node, uint16_t id);
int dpl_parse_dpio(struct dpl_ctx *c, int node, uint16_t id);
int dpl_parse_dpmac(struct dpl_ctx *c, int node, uint16_t id);
int dpl_parse_dprtc(struct dpl_ctx *c, int node, uint16_t id);

#endif /* DPAA2X_HW_DPL_PRIV_H */
