/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * DPL reader: walks the device tree blob the way the Management Complex
 * does at boot (objects, then the container's object sets, then the
 * connections) and rejects anything the MC would refuse, naming the node
 * and property at fault.
 *
 * Every property and node is named by a string literal right after the
 * parse context: dpl_u32(c, node, "num_queues", ...), fdt_getprop(c->fdt,
 * node, "mac_addr", ...), fdt_path_offset(c->fdt, "/objects"). test/dpl
 * finds the names that way and wants bad-value cases for each one.
 */

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libfdt.h>
#include <rte_common.h>

#include "dpaa2x_hw_fmt.h"
#include "dpl.h"
#include "dpl_priv.h"

typedef int (*dpl_obj_parse_t)(struct dpl_ctx *c, int node, uint16_t id);

/* What the MC knows about each object type it can create. */
struct dpl_kind {
	const char *type;		/* node name prefix, obj_set type */
	const char *compatible;
	enum dpaa2x_obj_type t;
	uint32_t min_id, max_id;
	uint32_t max_count;
	dpl_obj_parse_t parse;
};

static const struct dpl_kind dpl_kinds[] = {
	{ "dpni", "fsl,dpni", DPAA2X_OBJ_DPNI, 0, DPAA2X_MAX_DPNI_ID,
	  DPAA2X_MAX_DPNI, dpl_parse_dpni },
	/* the MC gives each dpbp a BPID of its own; BPID 0 is reserved */
	{ "dpbp", "fsl,dpbp", DPAA2X_OBJ_DPBP, 1, DPAA2X_BPID_MASK,
	  DPAA2X_MAX_DPBP, dpl_parse_dpbp },
	{ "dpio", "fsl,dpio", DPAA2X_OBJ_DPIO, 0, 255,
	  DPAA2X_MAX_DPIO, dpl_parse_dpio },
	{ "dpmac", "fsl,dpmac", DPAA2X_OBJ_DPMAC, 1, 255,
	  DPAA2X_MAX_DPNI, dpl_parse_dpmac },
	/* LS2088A has one IEEE 1588 timer: dprtc.0 */
	{ "dprtc", "fsl,dprtc", DPAA2X_OBJ_DPRTC, 0, 0, 1, dpl_parse_dprtc },
};

static const struct dpl_kind *
dpl_kind_by_type(const char *type, size_t len)
{
	size_t i;

	for (i = 0; i < RTE_DIM(dpl_kinds); i++)
		if (strlen(dpl_kinds[i].type) == len &&
		    memcmp(dpl_kinds[i].type, type, len) == 0)
			return &dpl_kinds[i];
	return NULL;
}

/* Index of object (t, id) in the output arrays, or -1. */
static int
dpl_find(const struct dpaa2x_dpl *d, enum dpaa2x_obj_type t, uint32_t id)
{
	int i;

	for (i = 0; t == DPAA2X_OBJ_DPNI && i < d->n_dpni; i++)
		if (d->dpni[i].id == id)
			return i;
	for (i = 0; t == DPAA2X_OBJ_DPBP && i < d->n_dpbp; i++)
		if (d->dpbp[i].id == id)
			return i;
	for (i = 0; t == DPAA2X_OBJ_DPIO && i < d->n_dpio; i++)
		if (d->dpio[i].id == id)
			return i;
	for (i = 0; t == DPAA2X_OBJ_DPMAC && i < d->n_dpmac; i++)
		if (d->dpmac[i].id == id)
			return i;
	if (t == DPAA2X_OBJ_DPRTC && d->n_dprtc != 0 && id == 0)
		return 0;
	return -1;
}

static uint16_t
dpl_count(const struct dpaa2x_dpl *d, enum dpaa2x_obj_type t)
{
	switch (t) {
	case DPAA2X_OBJ_DPNI: return d->n_dpni;
	case DPAA2X_OBJ_DPBP: return d->n_dpbp;
	case DPAA2X_OBJ_DPIO: return d->n_dpio;
	case DPAA2X_OBJ_DPMAC: return d->n_dpmac;
	case DPAA2X_OBJ_DPRTC: return d->n_dprtc;
	default: return 0;
	}
}

/*
 * Strict decimal id (digits, no leading zero, so that each object has one
 * name); -1 if s is not one. Values above 99999 read as 100000 (out of
 * every id range, no overflow).
 */
static long
dpl_parse_id(const char *s)
{
	long v = 0;
	int n;

	for (n = 0; s[n] >= '0' && s[n] <= '9'; n++)
		v = RTE_MIN(v * 10 + (s[n] - '0'), 100000L);
	if (n == 0 || s[n] != '\0' || (n > 1 && s[0] == '0'))
		return -1;
	return v;
}

/* Split "<type>@<id>" (a node name or an endpoint string). */
static const struct dpl_kind *
dpl_split_name(const char *s, long *id, size_t *type_len)
{
	const char *at = strchr(s, '@');

	if (at == NULL)
		return NULL;
	*type_len = at - s;
	*id = dpl_parse_id(at + 1);
	return dpl_kind_by_type(s, *type_len);
}

static int
dpl_parse_object(struct dpl_ctx *c, int node)
{
	const char *name = fdt_get_name(c->fdt, node, NULL);
	const struct dpl_kind *k;
	const char *compat;
	size_t tlen;
	long id;

	k = dpl_split_name(name, &id, &tlen);
	if (strchr(name, '@') == NULL)
		return dpl_fail(c, node, NULL,
				"object node name must be <type>@<id>");
	if (k == NULL)
		return dpl_fail(c, node, NULL,
				"unknown object type '%.*s' (one of: dpni, dpbp, dpio, dpmac, dprtc)",
				(int)tlen, name);
	if (id < 0)
		return dpl_fail(c, node, NULL,
				"%s id '%s' is not a decimal number without leading zeros",
				k->type, strchr(name, '@') + 1);
	if (id < (long)k->min_id || id > (long)k->max_id)
		return dpl_fail(c, node, NULL, "%s id '%s' is out of range %u..%u",
				k->type, strchr(name, '@') + 1, k->min_id, k->max_id);
	if (dpl_find(c->dpl, k->t, id) >= 0)
		return dpl_fail(c, node, NULL, "duplicate %s id %ld", k->type, id);
	if (dpl_count(c->dpl, k->t) >= k->max_count)
		return dpl_fail(c, node, NULL, "too many %s objects (at most %u)",
				k->type, k->max_count);
	if (dpl_str(c, node, "compatible", NULL, &compat))
		return -EINVAL;
	if (strcmp(compat, k->compatible) != 0)
		return dpl_fail(c, node, "compatible",
				"'%s' does not match the node name (expected '%s')",
				compat, k->compatible);
	return k->parse(c, node, (uint16_t)id);
}

static int
dpl_parse_objects(struct dpl_ctx *c)
{
	int objs, node, ret;
	size_t i;

	objs = fdt_path_offset(c->fdt, "/objects");
	if (objs < 0)
		return dpl_fail(c, 0, NULL, "missing node 'objects'");
	fdt_for_each_subnode(node, c->fdt, objs) {
		ret = dpl_parse_object(c, node);
		if (ret != 0)
			return ret;
	}
	/* the MC needs a NIC, a pool for it and a portal to drive it */
	for (i = 0; i < RTE_DIM(dpl_kinds); i++)
		if (dpl_kinds[i].t != DPAA2X_OBJ_DPMAC && dpl_kinds[i].t != DPAA2X_OBJ_DPRTC &&
		    dpl_count(c->dpl, dpl_kinds[i].t) == 0)
			return dpl_fail(c, objs, NULL,
					"no %s object (at least one is required)",
					dpl_kinds[i].type);
	return 0;
}

/* ------------------------------------------------------------------ */
/* Container                                                           */
/* ------------------------------------------------------------------ */

/* Membership flag of object (t, index in the output arrays). */
static bool *
dpl_listed(struct dpl_ctx *c, enum dpaa2x_obj_type t, int idx)
{
	switch (t) {
	case DPAA2X_OBJ_DPNI: return &c->listed_dpni[idx];
	case DPAA2X_OBJ_DPBP: return &c->listed_dpbp[idx];
	case DPAA2X_OBJ_DPIO: return &c->listed_dpio[idx];
	case DPAA2X_OBJ_DPRTC: return &c->listed_dprtc;
	default: return &c->listed_dpmac[idx];
	}
}

/* obj_set { type = "dpni"; ids = <...>; }: every id must be an object. */
static int
dpl_parse_obj_set(struct dpl_ctx *c, int node)
{
	const struct dpl_kind *k;
	const fdt32_t *ids;
	const char *type;
	int len, i, idx;
	bool *listed;

	if (dpl_str(c, node, "type", NULL, &type))
		return -EINVAL;
	k = dpl_kind_by_type(type, strlen(type));
	if (k == NULL)
		return dpl_fail(c, node, "type",
				"unknown object type '%s' (one of: dpni, dpbp, dpio, dpmac, dprtc)",
				type);
	ids = fdt_getprop(c->fdt, node, "ids", &len);
	if (ids == NULL)
		return dpl_fail(c, node, "ids", "missing (required)");
	if (len == 0 || len % sizeof(*ids) != 0)
		return dpl_fail(c, node, "ids",
				"expected a list of 32-bit cells, got %d bytes", len);
	for (i = 0; i < len / (int)sizeof(*ids); i++) {
		uint32_t id = fdt32_to_cpu(ids[i]);

		idx = dpl_find(c->dpl, k->t, id);
		if (idx < 0)
			return dpl_fail(c, node, "ids", "no object '%s@%u'",
					k->type, id);
		listed = dpl_listed(c, k->t, idx);
		if (*listed)
			return dpl_fail(c, node, "ids", "duplicate id %u", id);
		*listed = true;
	}
	return 0;
}

/* Every object under /objects must be in the container's object sets. */
static int
dpl_check_listed(struct dpl_ctx *c, int sets)
{
	char path[DPL_PATH_LEN];
	size_t k;
	int i;

	for (k = 0; k < RTE_DIM(dpl_kinds); k++) {
		enum dpaa2x_obj_type t = dpl_kinds[k].t;

		for (i = 0; i < dpl_count(c->dpl, t); i++) {
			uint32_t id;

			if (*dpl_listed(c, t, i))
				continue;
			id = t == DPAA2X_OBJ_DPNI ? c->dpl->dpni[i].id :
			     t == DPAA2X_OBJ_DPBP ? c->dpl->dpbp[i].id :
			     t == DPAA2X_OBJ_DPIO ? c->dpl->dpio[i].id :
			     t == DPAA2X_OBJ_DPMAC ? c->dpl->dpmac[i].id : 0;
			snprintf(path, sizeof(path), "/objects/%s@%u",
				 dpl_kinds[k].type, id);
			return dpl_fail(c, fdt_path_offset(c->fdt, path), NULL,
					"not in any obj_set of container %s",
					fdt_get_name(c->fdt, fdt_parent_offset(c->fdt, sets),
						     NULL));
		}
	}
	return 0;
}

static int
dpl_parse_container(struct dpl_ctx *c)
{
	int conts, dprc = -1, node, sets, n = 0, ret;
	const char *compat;

	conts = fdt_path_offset(c->fdt, "/containers");
	if (conts < 0)
		return dpl_fail(c, 0, NULL, "missing node 'containers'");
	fdt_for_each_subnode(node, c->fdt, conts) {
		dprc = node;
		n++;
	}
	/* the model is one MC with one root container */
	if (n != 1)
		return dpl_fail(c, conts, NULL,
				"expected exactly one dprc container, found %d", n);
	if (strncmp(fdt_get_name(c->fdt, dprc, NULL), "dprc@", 5) != 0 ||
	    dpl_parse_id(fdt_get_name(c->fdt, dprc, NULL) + 5) < 0)
		return dpl_fail(c, dprc, NULL,
				"container node name must be dprc@<id>");
	if (dpl_str(c, dprc, "compatible", NULL, &compat))
		return -EINVAL;
	if (strcmp(compat, "fsl,dprc") != 0)
		return dpl_fail(c, dprc, "compatible", "'%s' is not 'fsl,dprc'",
				compat);
	snprintf(c->dpl->container, sizeof(c->dpl->container), "%s",
		 fdt_get_name(c->fdt, dprc, NULL));
	sets = fdt_subnode_offset(c->fdt, dprc, "objects");
	if (sets < 0)
		return dpl_fail(c, dprc, NULL, "missing node 'objects'");
	fdt_for_each_subnode(node, c->fdt, sets) {
		ret = dpl_parse_obj_set(c, node);
		if (ret != 0)
			return ret;
	}
	return dpl_check_listed(c, sets);
}

/* ------------------------------------------------------------------ */
/* Connections                                                         */
/* ------------------------------------------------------------------ */

/* Resolve an endpoint string to (type, index); claim the object. */
static int
dpl_endpoint(struct dpl_ctx *c, int node, const char *prop,
	     enum dpaa2x_obj_type *t, int *idx)
{
	const struct dpl_kind *k;
	const char *ep;
	size_t tlen;
	long id;
	int *claim;

	if (dpl_str(c, node, prop, NULL, &ep))
		return -EINVAL;
	k = dpl_split_name(ep, &id, &tlen);
	*idx = k == NULL || id < 0 ? -1 : dpl_find(c->dpl, k->t, id);
	if (*idx < 0)
		return dpl_fail(c, node, prop, "no object '%s'", ep);
	if (k->t != DPAA2X_OBJ_DPNI && k->t != DPAA2X_OBJ_DPMAC)
		return dpl_fail(c, node, prop,
				"'%s' cannot be connected (only dpni and dpmac)", ep);
	*t = k->t;
	claim = k->t == DPAA2X_OBJ_DPNI ? &c->dpni_conn[*idx] : &c->dpmac_conn[*idx];
	if (*claim == node)
		return dpl_fail(c, node, prop,
				"'%s' is the other endpoint too (an object cannot connect to itself)",
				ep);
	if (*claim != DPL_NO_NODE) {
		char other[DPL_PATH_LEN];

		fdt_get_path(c->fdt, *claim, other, sizeof(other));
		return dpl_fail(c, node, prop, "'%s' is already connected by %s",
				ep, other);
	}
	*claim = node;
	return 0;
}

static void
dpl_set_peer(struct dpaa2x_dpl *d, enum dpaa2x_obj_type t, int idx,
	     enum dpaa2x_obj_type peer_t, int peer_idx)
{
	if (t != DPAA2X_OBJ_DPNI)
		return;
	d->dpni[idx].peer_type = peer_t;
	d->dpni[idx].peer_id = peer_t == DPAA2X_OBJ_DPNI ?
		d->dpni[peer_idx].id : d->dpmac[peer_idx].id;
}

static int
dpl_parse_connection(struct dpl_ctx *c, int node)
{
	enum dpaa2x_obj_type t1, t2;
	int i1, i2;

	if (dpl_endpoint(c, node, "endpoint1", &t1, &i1) ||
	    dpl_endpoint(c, node, "endpoint2", &t2, &i2))
		return -EINVAL;
	/* a link needs a NIC on at least one side (no MAC-to-MAC wires) */
	if (t1 != DPAA2X_OBJ_DPNI && t2 != DPAA2X_OBJ_DPNI)
		return dpl_fail(c, node, NULL,
				"a connection needs at least one dpni endpoint");
	dpl_set_peer(c->dpl, t1, i1, t2, i2);
	dpl_set_peer(c->dpl, t2, i2, t1, i1);
	return 0;
}

static int
dpl_parse_connections(struct dpl_ctx *c)
{
	char path[DPL_PATH_LEN];
	int conns, node, i, ret;

	/* no /connections node: every dpni below is reported unconnected */
	conns = fdt_path_offset(c->fdt, "/connections");
	for (node = conns >= 0 ? fdt_first_subnode(c->fdt, conns) : -1;
	     node >= 0; node = fdt_next_subnode(c->fdt, node)) {
		ret = dpl_parse_connection(c, node);
		if (ret != 0)
			return ret;
	}
	/* dpmacs may stay unconnected (unused ports); dpnis may not */
	for (i = 0; i < c->dpl->n_dpni; i++) {
		if (c->dpni_conn[i] != DPL_NO_NODE)
			continue;
		snprintf(path, sizeof(path), "/objects/dpni@%u", c->dpl->dpni[i].id);
		return dpl_fail(c, fdt_path_offset(c->fdt, path), NULL,
				"not connected (every dpni needs exactly one connection)");
	}
	return 0;
}

/* ------------------------------------------------------------------ */
/* Entry point                                                         */
/* ------------------------------------------------------------------ */

/* /wriop_version "<major>.<minor>.<rev>", each 0..31 (5 bits). */
static int
dpl_wriop_version(struct dpl_ctx *c, uint32_t *v)
{
	unsigned int x, y, z;
	const char *s;
	char end;
	int ret = dpl_str(c, 0, "wriop_version", "2.0.0", &s);

	if (ret != 0)
		return ret;
	if (sscanf(s, "%u.%u.%u%c", &x, &y, &z, &end) != 3 || x > 31 || y > 31 || z > 31 ||
	    strspn(s, "0123456789.") != strlen(s))
		return dpl_fail(c, 0, "wriop_version",
				"'%s' is not <major>.<minor>.<rev>, each 0..31", s);
	*v = x << 10 | y << 5 | z;
	return 0;
}

/* A dpbp id or BPID some dpbp of d has. */
static bool
dpl_bpid_taken(const struct dpaa2x_dpl *d, uint32_t v)
{
	unsigned int i;

	for (i = 0; i < d->n_dpbp; i++)
		if (d->dpbp[i].id == v || d->dpbp[i].bpid == v)
			return true;
	return false;
}

/*
 * The MC's BPIDs for the dpbps the DPL gives none: on silicon a dpbp's
 * object id and the BMan pool the MC allocates it are unrelated numbers.
 * The model takes the smallest BPID that is no dpbp's id or BPID, so a
 * driver that takes one for the other names no pool at all.
 */
static void
dpl_bpids(struct dpaa2x_dpl *d)
{
	uint32_t next = 1;
	unsigned int i;

	for (i = 0; i < d->n_dpbp; i++) {
		if (d->dpbp[i].bpid != 0)
			continue;
		while (dpl_bpid_taken(d, next))
			next++;	/* 64 dpbps take at most 128 of 16383 */
		d->dpbp[i].bpid = (uint16_t)next;
	}
}

static int
dpl_parse_root(struct dpl_ctx *c)
{
	static const char *const testers[] = { "on", "off", NULL };
	static const char *const fws[] = { "strict", "accept-all", NULL };
	uint32_t version, cold, wv = 0;
	int ret, tester = 0, fw = 0;

	ret = dpl_u32(c, 0, "dpl-version", false, 10, 1, UINT32_MAX, &version);
	if (ret == 0)
		ret = dpl_enum(c, 0, "tester", "tester", testers, "on", &tester);
	if (ret == 0)
		ret = dpl_u32(c, 0, "cold-mbuf-header", false, 128, 0, 4096, &cold);
	if (ret == 0)
		ret = dpl_enum(c, 0, "mc-firmware", "MC firmware", fws, "strict", &fw);
	if (ret == 0)
		ret = dpl_wriop_version(c, &wv);
	if (ret != 0)
		return ret;
	c->dpl->version = version;
	c->dpl->cold_header = cold;
	c->dpl->no_tester = tester == 1;
	c->dpl->mc_accept_all = fw == 1;
	c->dpl->wriop_version = (uint16_t)wv;
	ret = dpl_parse_objects(c);
	if (ret == 0)
		dpl_bpids(c->dpl);
	if (ret == 0)
		ret = dpl_parse_container(c);
	if (ret == 0)
		ret = dpl_parse_connections(c);
	return ret;
}

int
dpaa2x_dpl_parse(const void *dtb, size_t len, const char *name,
		 struct dpaa2x_dpl *out, char *err, size_t errlen)
{
	struct dpl_ctx c = {
		.name = dpaa2x_dpl_name(dtb, name),
		.err = err, .errlen = errlen, .dpl = out,
	};
	void *copy = NULL;
	size_t i;
	int ret;

	if (dtb == NULL) {
		dtb = dpaa2x_dpl_default;
		len = dpaa2x_dpl_default_len;
	}
	/* libfdt wants 8-byte alignment; a misaligned blob is read from a copy */
	if (((uintptr_t)dtb & 7) != 0 && len > 0) {
		copy = malloc(len);
		if (copy == NULL)
			return dpl_fail(&c, DPL_NO_NODE, NULL, "out of memory");
		memcpy(copy, dtb, len);
		dtb = copy;
	}
	c.fdt = dtb;
	memset(out, 0, sizeof(*out));
	for (i = 0; i < RTE_DIM(c.dpni_conn); i++) {
		c.dpni_conn[i] = DPL_NO_NODE;
		c.dpmac_conn[i] = DPL_NO_NODE;
	}
	/*
	 * Blobs older than version 16 (full-path node names) are refused
	 * before libfdt looks at the structure: Debian 12's libfdt 1.6.1
	 * fdt_check_full() reads through a NULL pointer on some corrupt v2/v3
	 * blobs (found by test/fuzz/fuzz_dpl). dtc writes version 17.
	 */
	if (len >= sizeof(fdt32_t) && fdt_magic(dtb) != FDT_MAGIC)
		ret = -FDT_ERR_BADMAGIC;	/* not "truncated" when short */
	else if (len >= sizeof(struct fdt_header) && fdt_version(dtb) < 16)
		ret = -FDT_ERR_BADVERSION;
	else
		ret = fdt_check_full(dtb, len);
	if (ret != 0)
		ret = dpl_fail(&c, DPL_NO_NODE, NULL, "invalid DPL blob: %s",
			       fdt_strerror(ret));
	else
		ret = dpl_parse_root(&c);
	free(copy);
	if (ret != 0)
		memset(out, 0, sizeof(*out));
	return ret;
}
