/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * DPL reader: the embedded default and the shipped layouts parse to
 * exactly their objects; every rule the MC enforces is broken by a row of
 * dpl_cases.h, on a writable copy of the default blob, and the error text
 * is checked whole. Every property the reader reads (found in its source)
 * must have a wrong-type, an out-of-range and a missing-value row.
 * Usage: test_dpl <loopback.dtb> <backtoback.dtb> <dpl.c>
 */

#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <regex.h>

#include <libfdt.h>
#include <rte_common.h>

#include "dpaa2x_test.h"
#include "dpl/dpl.h"
#include "dpl_cases.h"

#define BLOB_SIZE	16384
#define NAME		"mydpl.dtb"

static const char *loopback_path, *backtoback_path;
/* the reader's sources (dpl.c, dpl_obj.c), and how many */
static char **reader_src_paths;
static int n_reader_srcs;
static const char reader_name[] = "the DPL reader (dpl.c, dpl_obj.c)";
static struct dpaa2x_dpl dpl;
static char err[512];
/* writable copy of the default DPL, 8-byte aligned as libfdt wants */
static uint64_t blob[BLOB_SIZE / 8];

static void *
fresh(void)
{
	T_EQ(fdt_open_into(dpaa2x_dpl_default, blob, sizeof(blob)), 0);
	return blob;
}

static int
node(const char *path)
{
	int off = fdt_path_offset(blob, path);

	if (off < 0)
		T_FAIL_AT("no node %s in the test blob", path);
	return off;
}

static void
set_u32(const char *path, const char *prop, uint32_t v)
{
	T_EQ(fdt_setprop_u32(blob, node(path), prop, v), 0);
}

static void
set_str(const char *path, const char *prop, const char *v)
{
	T_EQ(fdt_setprop_string(blob, node(path), prop, v), 0);
}

static void
del_prop(const char *path, const char *prop)
{
	T_EQ(fdt_delprop(blob, node(path), prop), 0);
}

static void
expect_ok(void)
{
	err[0] = '\0';
	T_EQ(dpaa2x_dpl_parse(blob, fdt_totalsize(blob), NAME, &dpl, err,
			      sizeof(err)), 0);
	T_STREQ(err, "");
}

static void
check_mac(const uint8_t *mac, uint8_t last)
{
	static const uint8_t base[5] = { 0x02, 0, 0, 0, 0 };

	T_EQ(memcmp(mac, base, 5), 0);
	T_EQ(mac[5], last);
}

static void
test_default(void)
{
	int i;

	T_EQ(dpaa2x_dpl_parse(NULL, 0, NULL, &dpl, err, sizeof(err)), 0);
	T_EQ(dpl.version, 10);
	T_EQ(dpl.cold_header, 128);
	T_EQ(dpl.mc_accept_all, false);		/* the strict MC */
	T_EQ(dpl.wriop_version, 2 << 10);	/* 2.0.0 */
	T_STREQ(dpl.container, "dprc@1");
	T_EQ(dpl.n_dpni, 2);
	T_EQ(dpl.n_dpbp, 8);
	T_EQ(dpl.n_dpio, 4);
	T_EQ(dpl.n_dpmac, 2);
	T_EQ(dpl.n_dprtc, 1);
	for (i = 0; i < 2; i++) {
		const struct dpaa2x_dpl_dpni *ni = &dpl.dpni[i];

		T_EQ(ni->id, i + 1);
		T_EQ(ni->num_rx_queues, 4);
		T_EQ(ni->num_tcs, 1);
		T_EQ(ni->num_tx_queues, 4);
		T_EQ(ni->rx_fq_depth, 1024);
		T_EQ(ni->tx_fq_depth, 1024);
		T_EQ(ni->max_frame_len, 1518);
		T_EQ(ni->mac_filter_entries, 16);
		check_mac(ni->mac, i + 1);
		T_EQ(ni->peer_type, DPAA2X_OBJ_DPMAC);
		T_EQ(ni->peer_id, i + 1);
		T_EQ(dpl.dpmac[i].id, i + 1);
		T_EQ(dpl.dpmac[i].link_speed_mbps, 10000);
		T_EQ(dpl.dpmac[i].link_up, true);
		T_EQ(dpl.dpmac[i].wire, DPAA2X_WIRE_GENERATOR);
	}
	for (i = 0; i < 8; i++) {
		T_EQ(dpl.dpbp[i].id, i + 1);
		T_EQ(dpl.dpbp[i].buffers, 262144);
		T_EQ(dpl.dpbp[i].lifo, false);
		T_EQ(dpl.dpbp[i].depletion_entry, 64);
		T_EQ(dpl.dpbp[i].depletion_exit, 128);
	}
	for (i = 0; i < 4; i++)
		T_EQ(dpl.dpio[i].id, i + 1);
}

static void *
load(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	void *buf = malloc(BLOB_SIZE);

	T_CHECK(f != NULL && buf != NULL);
	if (f == NULL || buf == NULL)
		exit(1);
	*len = fread(buf, 1, BLOB_SIZE, f);
	fclose(f);
	return buf;
}

static void
test_loopback(void)
{
	size_t len;
	void *b = load(loopback_path, &len);

	T_EQ(dpaa2x_dpl_parse(b, len, "loopback.dtb", &dpl, err, sizeof(err)), 0);
	T_EQ(dpl.n_dpni, 1);
	T_EQ(dpl.n_dpbp, 4);
	T_EQ(dpl.n_dpio, 2);
	T_EQ(dpl.n_dpmac, 1);
	T_EQ(dpl.n_dprtc, 1);
	/* defaults of every optional property */
	T_EQ(dpl.dpni[0].num_rx_queues, 2);
	T_EQ(dpl.dpni[0].num_tx_queues, 2);
	T_EQ(dpl.dpni[0].rx_fq_depth, 1024);
	T_EQ(dpl.dpni[0].tx_fq_depth, 1024);
	T_EQ(dpl.dpni[0].max_frame_len, 1518);
	T_EQ(dpl.dpni[0].mac_filter_entries, 16);
	T_EQ(dpl.dpbp[3].buffers, 262144);
	T_EQ(dpl.dpbp[3].lifo, false);
	T_EQ(dpl.dpbp[3].depletion_entry, 64);
	T_EQ(dpl.dpbp[3].depletion_exit, 128);
	T_EQ(dpl.dpmac[0].link_speed_mbps, 10000);
	T_EQ(dpl.dpmac[0].link_up, true);
	T_EQ(dpl.dpmac[0].wire, DPAA2X_WIRE_LOOPBACK);
	T_EQ(dpl.dpni[0].peer_type, DPAA2X_OBJ_DPMAC);
	T_EQ(dpl.dpni[0].peer_id, 1);
	free(b);
}

static void
test_backtoback(void)
{
	size_t len;
	void *b = load(backtoback_path, &len);

	T_EQ(dpaa2x_dpl_parse(b, len, "backtoback.dtb", &dpl, err, sizeof(err)), 0);
	T_EQ(dpl.n_dpni, 2);
	T_EQ(dpl.n_dpmac, 0);
	T_EQ(dpl.n_dprtc, 1);
	T_EQ(dpl.dpni[0].peer_type, DPAA2X_OBJ_DPNI);
	T_EQ(dpl.dpni[0].peer_id, 2);
	T_EQ(dpl.dpni[1].peer_type, DPAA2X_OBJ_DPNI);
	T_EQ(dpl.dpni[1].peer_id, 1);
	free(b);
}

static void
test_misaligned_copy(void)
{
	static uint8_t buf[BLOB_SIZE + 1];

	memcpy(buf + 1, dpaa2x_dpl_default, dpaa2x_dpl_default_len);
	T_EQ(dpaa2x_dpl_parse(buf + 1, dpaa2x_dpl_default_len, NAME, &dpl,
			      err, sizeof(err)), 0);
	T_EQ(dpl.n_dpni, 2);
}

static void
test_bad_blob(void)
{
	static uint64_t junk[8] = { 0x1122334455667788ull };

	memset(err, 0, sizeof(err));
	T_EQ(dpaa2x_dpl_parse(junk, sizeof(junk), NAME, &dpl, err, sizeof(err)),
	     -EINVAL);
	T_STREQ(err, "mydpl.dtb: invalid DPL blob: FDT_ERR_BADMAGIC");
	fresh();
	T_EQ(dpaa2x_dpl_parse(blob, fdt_totalsize(blob) - 8, NAME, &dpl, err,
			      sizeof(err)), -EINVAL);
	T_STREQ(err, "mydpl.dtb: invalid DPL blob: FDT_ERR_TRUNCATED");
	T_EQ(dpaa2x_dpl_parse(blob, 0, NAME, &dpl, err, sizeof(err)), -EINVAL);
	T_STREQ(err, "mydpl.dtb: invalid DPL blob: FDT_ERR_TRUNCATED");
}

/* ---------------- bad DPLs: the table ---------------- */

/*
 * Every property and node the reader reads, by the kind of node it is
 * read from. test_reader_names() checks this list against the names in
 * the reader's source, both ways; test_rows_cover_reads() that each entry
 * has its bad rows in dpl_cases[].
 */
struct dpl_read {
	const char *ctx;
	const char *name;
	const char *node_says;	/* a node: what its missing row says; NULL: a property */
};

static const struct dpl_read dpl_reads[] = {
	{ "/", "dpl-version", NULL },
	{ "/", "tester", NULL },
	{ "/", "cold-mbuf-header", NULL },
	{ "/", "mc-firmware", NULL },
	{ "/", "wriop_version", NULL },
	{ "/", "containers", "missing node 'containers'" },
	{ "/", "objects", "missing node 'objects'" },
	/* optional: without it every dpni is unconnected */
	{ "/", "connections", "not connected" },
	{ "dprc", "compatible", NULL },
	{ "dprc", "objects", "missing node 'objects'" },
	{ "obj_set", "type", NULL },
	{ "obj_set", "ids", NULL },
	{ "object", "compatible", NULL },
	{ "dpni", "type", NULL },
	{ "dpni", "num_queues", NULL },
	{ "dpni", "num_tx_queues", NULL },
	{ "dpni", "num_tcs", NULL },
	{ "dpni", "rx_fq_depth", NULL },
	{ "dpni", "tx_fq_depth", NULL },
	{ "dpni", "max_frame_length", NULL },
	{ "dpni", "mac_filter_entries", NULL },
	{ "dpni", "vlan_filter_entries", NULL },
	{ "dpni", "mac_addr", NULL },
	{ "dpbp", "buffers", NULL },
	{ "dpbp", "order", NULL },
	{ "dpbp", "depletion_entry", NULL },
	{ "dpbp", "depletion_exit", NULL },
	{ "dpbp", "bpid", NULL },
	{ "dpio", "channel_mode", NULL },
	{ "dpio", "num_priorities", NULL },
	{ "dpmac", "link_speed", NULL },
	{ "dpmac", "link_state", NULL },
	{ "dpmac", "wire", NULL },
	{ "dpmac", "tap_name", NULL },
	{ "dpmac", "pcap_rx", NULL },
	{ "dpmac", "pcap_tx", NULL },
	{ "dpmac", "wire_padding", NULL },
	{ "connection", "endpoint1", NULL },
	{ "connection", "endpoint2", NULL },
};

static const char *const bad_names[] = {
	[DPL_BAD_TYPE] = "wrong-type",
	[DPL_BAD_RANGE] = "out-of-range",
	[DPL_BAD_MISSING] = "missing-value",
	[DPL_BAD_LAYOUT] = "layout",
};

static bool
read_listed(const char *name)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(dpl_reads); i++)
		if (strcmp(dpl_reads[i].name, name) == 0)
			return true;
	return false;
}

static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL;
	long n;

	if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET) != 0 || (buf = calloc(1, n + 1)) == NULL ||
	    fread(buf, 1, n, f) != (size_t)n) {
		T_FAIL_AT("cannot read %s", path);
		free(buf);
		buf = NULL;
	}
	if (f != NULL)
		fclose(f);
	return buf;
}

/* The reader's sources, one after the other (NULL if one is unreadable). */
static char *
slurp_reader(void)
{
	char *all = NULL, *one, *grown;
	size_t len = 0, n;
	int i;

	for (i = 0; i < n_reader_srcs; i++) {
		one = slurp(reader_src_paths[i]);
		n = one != NULL ? strlen(one) : 0;
		grown = one != NULL ? realloc(all, len + n + 2) : NULL;
		if (grown == NULL) {
			free(one);
			free(all);
			return NULL;
		}
		all = grown;
		memcpy(all + len, one, n);
		len += n;
		all[len++] = '\n';
		all[len] = '\0';
		free(one);
	}
	return all;
}

/*
 * The reader names every property and node as a string literal right
 * after its context: dpl_u32(c, node, "num_queues", ...), fdt_getprop(
 * c->fdt, node, "mac_addr", ...), fdt_path_offset(c->fdt, "/objects").
 * Each such name must be in dpl_reads[], and each entry there must be
 * such a name: a new property without bad rows fails here.
 */
static void
test_reader_names(void)
{
	static const char pattern[] =
		"\\(c(->fdt)?,[[:space:]]*([A-Za-z0-9_]+,[[:space:]]*)?\"/?([^\"]*)\"";
	char found[64][32], name[32];
	unsigned int n_found = 0, i, j;
	regmatch_t m[4];
	const char *p;
	char *src;
	regex_t re;

	src = slurp_reader();
	if (src == NULL)
		return;
	T_EQ(regcomp(&re, pattern, REG_EXTENDED), 0);
	for (p = src; regexec(&re, p, 4, m, p == src ? 0 : REG_NOTBOL) == 0; p += m[0].rm_eo) {
		snprintf(name, sizeof(name), "%.*s", (int)(m[3].rm_eo - m[3].rm_so),
			 p + m[3].rm_so);
		if (!read_listed(name))
			T_FAIL_AT("%s reads '%s': add it to dpl_reads[] and its bad rows "
				  "to dpl_cases.h", reader_name, name);
		for (j = 0; j < n_found && strcmp(found[j], name) != 0; j++)
			;
		if (j == n_found && n_found < RTE_DIM(found))
			strcpy(found[n_found++], name);
	}
	regfree(&re);
	free(src);
	for (i = 0; i < RTE_DIM(dpl_reads); i++) {
		for (j = 0; j < n_found && strcmp(found[j], dpl_reads[i].name) != 0; j++)
			;
		if (j == n_found)
			T_FAIL_AT("dpl_reads[] lists '%s', which %s does not read",
				  dpl_reads[i].name, reader_name);
	}
	/* the scan itself works: it sees the names of both kinds of call */
	T_CHECK(n_found >= 25);
}

/* The path of the node the row edits prop on, NULL if none. */
static const char *
row_path(const struct dpl_case *c)
{
	const char *path = NULL;
	unsigned int i;

	for (i = 0; i < RTE_DIM(c->ops); i++)
		if (c->ops[i].kind != OP_NONE && c->ops[i].prop != NULL &&
		    strcmp(c->ops[i].prop, c->prop) == 0)
			path = c->ops[i].path;
	return path;
}

static void
test_rows_cover_reads(void)
{
	unsigned int i, k, n, count[DPL_BAD_LAYOUT + 1] = { 0 };

	for (i = 0; i < RTE_DIM(dpl_reads); i++) {
		const struct dpl_read *r = &dpl_reads[i];

		for (k = DPL_BAD_TYPE; k <= DPL_BAD_MISSING; k++) {
			if (r->node_says != NULL && k != DPL_BAD_MISSING)
				continue;	/* a node is there or not */
			for (n = 0; n < RTE_DIM(dpl_cases); n++)
				if (dpl_cases[n].prop != NULL && dpl_cases[n].bad == k &&
				    strcmp(dpl_cases[n].ctx, r->ctx) == 0 &&
				    strcmp(dpl_cases[n].prop, r->name) == 0)
					break;
			if (n == RTE_DIM(dpl_cases))
				T_FAIL_AT("%s '%s' has no %s row in dpl_cases[]", r->ctx,
					  r->name, bad_names[k]);
		}
	}
	for (n = 0; n < RTE_DIM(dpl_cases); n++) {
		const struct dpl_case *c = &dpl_cases[n];
		const struct dpl_read *r = NULL;
		char says[160];
		const char *path;

		count[c->bad]++;
		if ((c->prop == NULL) != (c->bad == DPL_BAD_LAYOUT)) {
			T_FAIL_AT("row %u (%s): a property row is type, range or missing", n, c->msg);
			continue;
		}
		if (c->prop == NULL)
			continue;
		for (i = 0; i < RTE_DIM(dpl_reads); i++)
			if (strcmp(dpl_reads[i].ctx, c->ctx) == 0 &&
			    strcmp(dpl_reads[i].name, c->prop) == 0)
				r = &dpl_reads[i];
		if (r == NULL) {
			T_FAIL_AT("row %u: %s '%s' is not in dpl_reads[]", n, c->ctx, c->prop);
			continue;
		}
		/* the message names the node path and the property */
		if (r->node_says != NULL) {
			T_CONTAINS(c->msg, r->node_says);
			continue;
		}
		path = row_path(c);
		if (path == NULL) {
			T_FAIL_AT("row %u: no edit of '%s'", n, c->prop);
			continue;
		}
		snprintf(says, sizeof(says), "%s: property '%s': ", path, c->prop);
		T_CONTAINS(c->msg, says);
	}
	printf("# dpl_cases: %u wrong-type, %u out-of-range, %u missing-value, %u layout rows\n",
	       count[DPL_BAD_TYPE], count[DPL_BAD_RANGE], count[DPL_BAD_MISSING],
	       count[DPL_BAD_LAYOUT]);
}

/* Every row: exactly its message, and nothing of the layout left in dpl. */
static void
test_bad_rows(void)
{
	static const struct dpaa2x_dpl zero;
	char why[160], want[640];
	unsigned int n;

	for (n = 0; n < RTE_DIM(dpl_cases); n++) {
		const struct dpl_case *c = &dpl_cases[n];

		if (dpl_case_build(c, dpaa2x_dpl_default, blob, sizeof(blob), why,
				   sizeof(why)) != 0) {
			T_FAIL_AT("row %u (%s): cannot build the blob: %s", n, c->msg, why);
			continue;
		}
		memset(&dpl, 0x5a, sizeof(dpl));
		memset(err, 0, sizeof(err));
		T_EQ(dpaa2x_dpl_parse(blob, fdt_totalsize(blob), NAME, &dpl, err,
				      sizeof(err)), -EINVAL);
		snprintf(want, sizeof(want), NAME ": %s", c->msg);
		if (strcmp(err, want) != 0)
			T_FAIL_AT("row %u:\n  got:      \"%s\"\n  expected: \"%s\"", n, err, want);
		T_CHECK(memcmp(&dpl, &zero, sizeof(dpl)) == 0);
	}
}

/* ---------------- good values the rows do not cover ---------------- */

static void
test_dpni_mac(void)
{
	/* default MAC: 02:00:00:00:00:<id> */
	fresh();
	del_prop("/objects/dpni@2", "mac_addr");
	del_prop("/objects/dpni@2", "num_tx_queues");
	set_u32("/objects/dpni@2", "num_queues", 3);
	expect_ok();
	check_mac(dpl.dpni[1].mac, 2);
	T_EQ(dpl.dpni[1].num_tx_queues, 3);
}

static void
test_dpbp_values(void)
{
	/* default thresholds are capped at a small pool's capacity */
	fresh();
	set_u32("/objects/dpbp@3", "buffers", 100);
	expect_ok();
	T_EQ(dpl.dpbp[2].depletion_entry, 64);
	T_EQ(dpl.dpbp[2].depletion_exit, 100);
	fresh();
	set_str("/objects/dpbp@3", "order", "lifo");
	set_u32("/objects/dpbp@3", "buffers", 4096);
	set_u32("/objects/dpbp@3", "depletion_entry", 10);
	set_u32("/objects/dpbp@3", "depletion_exit", 20);
	expect_ok();
	T_EQ(dpl.dpbp[2].lifo, true);
	T_EQ(dpl.dpbp[2].buffers, 4096);
	T_EQ(dpl.dpbp[2].depletion_entry, 10);
	T_EQ(dpl.dpbp[2].depletion_exit, 20);
	/* range ends */
	fresh();
	set_u32("/objects/dpbp@3", "buffers", 1048576);
	set_u32("/objects/dpbp@3", "depletion_entry", 0);
	set_u32("/objects/dpbp@3", "depletion_exit", 1048576);
	expect_ok();
	T_EQ(dpl.dpbp[2].buffers, 1048576);
	T_EQ(dpl.dpbp[2].depletion_exit, 1048576);
	/* the MC's BPIDs: no dpbp's id (1..8), in /objects order */
	fresh();
	expect_ok();
	for (unsigned int i = 0; i < 8; i++) {
		T_EQ(dpl.dpbp[i].id, i + 1);
		T_EQ(dpl.dpbp[i].bpid, 9 + i);
	}
	/* one the DPL names is kept, and the others step around it */
	fresh();
	set_u32("/objects/dpbp@3", "bpid", 10);
	set_u32("/objects/dpbp@5", "bpid", 2);	/* dpbp@2's id: the DPL's choice */
	expect_ok();
	for (unsigned int i = 0; i < 8; i++)
		T_EQ(dpl.dpbp[i].bpid, ((const uint16_t[]){ 9, 11, 10, 12, 2, 13, 14, 15 })[i]);
}

static void
test_range_ends(void)
{
	fresh();
	set_u32("/objects/dpni@1", "num_queues", 16);
	set_u32("/objects/dpni@1", "num_tx_queues", 1);
	set_u32("/objects/dpni@1", "num_tcs", 8);
	set_u32("/objects/dpni@1", "rx_fq_depth", 16);
	set_u32("/objects/dpni@1", "tx_fq_depth", 65536);
	set_u32("/objects/dpni@1", "max_frame_length", 10240);
	set_u32("/objects/dpni@1", "mac_filter_entries", 0);
	set_u32("/objects/dpni@2", "max_frame_length", 64);
	set_u32("/objects/dpio@2", "num_priorities", 1);
	set_str("/objects/dpio@2", "channel_mode", "DPIO_NO_CHANNEL");
	set_u32("/", "dpl-version", 1);
	set_u32("/", "cold-mbuf-header", 4096);
	expect_ok();
	T_EQ(dpl.dpni[0].num_rx_queues, 16);
	T_EQ(dpl.dpni[0].num_tcs, 8);
	T_EQ(dpl.dpni[0].num_tx_queues, 1);
	T_EQ(dpl.dpni[0].rx_fq_depth, 16);
	T_EQ(dpl.dpni[0].tx_fq_depth, 65536);
	T_EQ(dpl.dpni[0].max_frame_len, 10240);
	T_EQ(dpl.dpni[0].mac_filter_entries, 0);
	T_EQ(dpl.dpni[1].max_frame_len, 64);
	T_EQ(dpl.version, 1);
	T_EQ(dpl.cold_header, 4096);
	fresh();
	set_u32("/", "cold-mbuf-header", 0);	/* off */
	set_str("/", "mc-firmware", "accept-all");
	set_str("/", "wriop_version", "31.31.31");
	expect_ok();
	T_EQ(dpl.cold_header, 0);
	T_EQ(dpl.mc_accept_all, true);
	T_EQ(dpl.wriop_version, 0x7fff);
	fresh();
	set_str("/", "wriop_version", "1.0.0");
	expect_ok();
	T_EQ(dpl.wriop_version, 1 << 10);
	/* the largest ids of each kind */
	fresh();
	T_EQ(fdt_set_name(blob, node("/objects/dpbp@8"), "dpbp@16383"), 0);
	T_EQ(fdt_set_name(blob, node("/objects/dpio@4"), "dpio@255"), 0);
	T_EQ(fdt_setprop(blob, node("/containers/dprc@1/objects/obj_set@dpbp"), "ids",
			 (const fdt32_t[]){ cpu_to_fdt32(1), cpu_to_fdt32(2), cpu_to_fdt32(3),
					    cpu_to_fdt32(4), cpu_to_fdt32(5), cpu_to_fdt32(6),
					    cpu_to_fdt32(7), cpu_to_fdt32(16383) }, 32), 0);
	T_EQ(fdt_setprop(blob, node("/containers/dprc@1/objects/obj_set@dpio"), "ids",
			 (const fdt32_t[]){ cpu_to_fdt32(1), cpu_to_fdt32(2), cpu_to_fdt32(3),
					    cpu_to_fdt32(255) }, 16), 0);
	expect_ok();
	T_EQ(dpl.dpbp[7].id, 16383);
	T_EQ(dpl.dpio[3].id, 255);
}

static void
test_dpmac_wires(void)
{
	fresh();
	set_str("/objects/dpmac@1", "wire", "tap");
	set_str("/objects/dpmac@1", "link_state", "down");
	set_u32("/objects/dpmac@1", "link_speed", 25000);
	set_str("/objects/dpmac@2", "wire", "pcap");
	set_str("/objects/dpmac@2", "pcap_rx", "in.pcap");
	expect_ok();
	T_EQ(dpl.dpmac[0].wire, DPAA2X_WIRE_TAP);
	T_STREQ(dpl.dpmac[0].tap_name, "dpmac1");	/* default */
	T_EQ(dpl.dpmac[0].link_up, false);
	T_EQ(dpl.dpmac[0].link_speed_mbps, 25000);
	T_EQ(dpl.dpmac[1].wire, DPAA2X_WIRE_PCAP);
	T_STREQ(dpl.dpmac[1].pcap_rx, "in.pcap");
	T_STREQ(dpl.dpmac[1].pcap_tx, "");
	T_EQ(dpl.dpmac[0].strict_runts, false);	/* default: the partner pads */
	T_EQ(dpl.dpmac[1].strict_runts, false);
	fresh();
	set_str("/objects/dpmac@1", "wire", "tap");
	set_str("/objects/dpmac@1", "wire_padding", "strict");
	set_str("/objects/dpmac@2", "wire", "pcap");
	set_str("/objects/dpmac@2", "pcap_rx", "in.pcap");
	set_str("/objects/dpmac@2", "wire_padding", "pad");
	expect_ok();
	T_EQ(dpl.dpmac[0].strict_runts, true);
	T_EQ(dpl.dpmac[1].strict_runts, false);
	/* read for tap and pcap wires only: a generator's is not looked at */
	fresh();
	set_str("/objects/dpmac@1", "wire_padding", "zeros");
	expect_ok();
	/* longest names */
	fresh();
	set_str("/objects/dpmac@1", "wire", "tap");
	set_str("/objects/dpmac@1", "tap_name", "0123456789abcde");
	set_str("/objects/dpmac@2", "wire", "pcap");
	set_str("/objects/dpmac@2", "pcap_tx", &S128[1]);	/* 127 characters */
	expect_ok();
	T_STREQ(dpl.dpmac[0].tap_name, "0123456789abcde");
	T_EQ(strlen(dpl.dpmac[1].pcap_tx), 127);
}

static void
test_connections_peers(void)
{
	/* dpni@1 <-> dpni@2 back to back, dpmacs left unconnected */
	fresh();
	T_EQ(fdt_del_node(blob, node("/connections/connection@2")), 0);
	set_str("/connections/connection@1", "endpoint2", "dpni@2");
	expect_ok();
	T_EQ(dpl.dpni[0].peer_type, DPAA2X_OBJ_DPNI);
	T_EQ(dpl.dpni[0].peer_id, 2);
	T_EQ(dpl.dpni[1].peer_type, DPAA2X_OBJ_DPNI);
	T_EQ(dpl.dpni[1].peer_id, 1);
	/* endpoints in either order */
	fresh();
	set_str("/connections/connection@2", "endpoint1", "dpmac@2");
	set_str("/connections/connection@2", "endpoint2", "dpni@2");
	expect_ok();
	T_EQ(dpl.dpni[1].peer_type, DPAA2X_OBJ_DPMAC);
	T_EQ(dpl.dpni[1].peer_id, 2);
}

static void
test_no_room_for_message(void)
{
	/* no room for the message: still -EINVAL, nothing written */
	fresh();
	set_u32("/objects/dpni@1", "num_queues", 0);
	T_EQ(dpaa2x_dpl_parse(blob, fdt_totalsize(blob), NAME, &dpl, NULL, 0),
	     -EINVAL);
	err[0] = 'x';
	T_EQ(dpaa2x_dpl_parse(blob, fdt_totalsize(blob), NAME, &dpl, err, 1),
	     -EINVAL);
	T_EQ(err[0], '\0');
}

/* Random byte flips in the blob: a clean verdict, never a crash. */
static void
test_fuzz(void)
{
	uint32_t len = dpaa2x_dpl_default_len, i;
	int ret, ok = 0;

	srand(2088);
	for (i = 0; i < 20000; i++) {
		memcpy(blob, dpaa2x_dpl_default, len);
		((uint8_t *)blob)[rand() % len] = (uint8_t)rand();
		if (i & 1)
			((uint8_t *)blob)[rand() % len] ^= (uint8_t)(1 << (rand() % 8));
		err[0] = '\0';
		ret = dpaa2x_dpl_parse(blob, len, NAME, &dpl, err, sizeof(err));
		if (ret == 0)
			ok++;
		else if (ret != -EINVAL || strncmp(err, NAME ": ", 11) != 0)
			T_FAIL_AT("flip %u: ret %d, err \"%s\"", i, ret, err);
	}
	T_CHECK(ok > 0);	/* some flips land in harmless bytes */
}

/* dprtc.0, the SoC's one 1588 timer: optional, listed like the others,
 * no other id, never connected. */
static void
test_dprtc(void)
{
	fresh();
	T_EQ(fdt_del_node(blob, node("/objects/dprtc@0")), 0);
	T_EQ(fdt_del_node(blob, node("/containers/dprc@1/objects/obj_set@dprtc")), 0);
	expect_ok();
	T_EQ(dpl.n_dprtc, 0);
	fresh();
	T_EQ(fdt_del_node(blob, node("/containers/dprc@1/objects/obj_set@dprtc")), 0);
	T_EQ(dpaa2x_dpl_parse(blob, fdt_totalsize(blob), NAME, &dpl, err, sizeof(err)),
	     -EINVAL);
	T_STREQ(err, NAME ": /objects/dprtc@0: not in any obj_set of container dprc@1");
	fresh();
	T_EQ(fdt_set_name(blob, node("/objects/dprtc@0"), "dprtc@1"), 0);
	T_EQ(dpaa2x_dpl_parse(blob, fdt_totalsize(blob), NAME, &dpl, err, sizeof(err)),
	     -EINVAL);
	T_STREQ(err, NAME ": /objects/dprtc@1: dprtc id '1' is out of range 0..0");
	fresh();
	set_str("/connections/connection@2", "endpoint2", "dprtc@0");
	T_EQ(dpaa2x_dpl_parse(blob, fdt_totalsize(blob), NAME, &dpl, err, sizeof(err)),
	     -EINVAL);
	T_STREQ(err, NAME ": /connections/connection@2: property 'endpoint2': 'dprtc@0' "
		"cannot be connected (only dpni and dpmac)");
}

int
main(int argc, char **argv)
{
	if (argc < 4) {
		fprintf(stderr, "usage: %s loopback.dtb backtoback.dtb dpl.c [dpl_obj.c ...]\n",
			argv[0]);
		return 2;
	}
	loopback_path = argv[1];
	backtoback_path = argv[2];
	reader_src_paths = argv + 3;
	n_reader_srcs = argc - 3;
	T_RUN(test_default);
	T_RUN(test_loopback);
	T_RUN(test_backtoback);
	T_RUN(test_misaligned_copy);
	T_RUN(test_bad_blob);
	T_RUN(test_reader_names);
	T_RUN(test_rows_cover_reads);
	T_RUN(test_bad_rows);
	T_RUN(test_dpni_mac);
	T_RUN(test_dpbp_values);
	T_RUN(test_range_ends);
	T_RUN(test_dpmac_wires);
	T_RUN(test_connections_peers);
	T_RUN(test_dprtc);
	T_RUN(test_no_room_for_message);
	T_RUN(test_fuzz);
	return t_done();
}
