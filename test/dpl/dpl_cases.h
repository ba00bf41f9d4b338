/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Bad DPLs, one table row each: the edits that break a copy of the
 * default DPL (config/dpl/default.dts) and the exact error text the DPL
 * reader must give for it, without the leading "<DPL name>: ". Shared by
 * test_dpl (the reader alone, exact text) and test_devargs_probe (every
 * row written to a file and probed with dpl=, nothing left behind).
 *
 * Each row names the node kind (ctx) and the property or node (prop) it
 * breaks and how (bad): test_dpl checks that every property the reader
 * reads has a wrong-type, an out-of-range and a missing-value row.
 */

#ifndef DPAA2X_TEST_DPL_CASES_H
#define DPAA2X_TEST_DPL_CASES_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <libfdt.h>

enum dpl_bad {
	DPL_BAD_TYPE,		/* wrong type or size of value */
	DPL_BAD_RANGE,		/* right type, value not allowed */
	DPL_BAD_MISSING,	/* property absent or empty, node absent */
	DPL_BAD_LAYOUT,		/* names, ids, counts, references, links */
};

enum dpl_op_kind {
	OP_NONE,
	OP_U32,		/* set prop to one cell v */
	OP_STR,		/* set prop to the string str */
	OP_BYTES,	/* set prop to v bytes of str */
	OP_EMPTY,	/* set prop with no value */
	OP_APPEND_U32,	/* append the cell v to prop */
	OP_DEL,		/* delete prop */
	OP_DEL_NODE,	/* delete the node path */
	OP_ADD_NODE,	/* add an empty node named prop under path */
	OP_RENAME,	/* rename the node path to prop */
	OP_ADD_OBJS,	/* add /objects/<path>@v..v2 with their compatible */
	OP_DEL_OBJS,	/* delete /objects/<path>@v..v2 */
};

struct dpl_op {
	enum dpl_op_kind kind;
	const char *path;
	const char *prop;
	const char *str;
	uint32_t v, v2;
};

struct dpl_case {
	const char *ctx;	/* "/", "dprc", "obj_set", "object", "dpni", ... */
	const char *prop;	/* property or node broken; NULL: layout row */
	enum dpl_bad bad;
	const char *msg;	/* after "<DPL name>: " */
	struct dpl_op ops[4];
};

#define U32(p, n, x)		{ OP_U32, p, n, NULL, x, 0 }
#define STR(p, n, s)		{ OP_STR, p, n, s, 0, 0 }
#define BYTES(p, n, s, l)	{ OP_BYTES, p, n, s, l, 0 }
#define EMPTY(p, n)		{ OP_EMPTY, p, n, NULL, 0, 0 }
#define APPEND(p, n, x)		{ OP_APPEND_U32, p, n, NULL, x, 0 }
#define DEL(p, n)		{ OP_DEL, p, n, NULL, 0, 0 }
#define DEL_NODE(p)		{ OP_DEL_NODE, p, NULL, NULL, 0, 0 }
#define ADD_NODE(p, n)		{ OP_ADD_NODE, p, n, NULL, 0, 0 }
#define RENAME(p, n)		{ OP_RENAME, p, n, NULL, 0, 0 }
#define ADD_OBJS(t, a, b)	{ OP_ADD_OBJS, t, NULL, NULL, a, b }
#define DEL_OBJS(t, a, b)	{ OP_DEL_OBJS, t, NULL, NULL, a, b }

/* nodes of the default DPL */
#define DPRC	"/containers/dprc@1"
#define SETS	DPRC "/objects"
#define SET_DPNI SETS "/obj_set@dpni"
#define SET_DPBP SETS "/obj_set@dpbp"
#define DPNI1	"/objects/dpni@1"
#define DPNI2	"/objects/dpni@2"
#define DPBP3	"/objects/dpbp@3"
#define DPIO2	"/objects/dpio@2"
#define DPMAC1	"/objects/dpmac@1"
#define DPMAC2	"/objects/dpmac@2"
#define CONN1	"/connections/connection@1"
#define CONN2	"/connections/connection@2"

#define S16	"0123456789abcdef"
#define S128	S16 S16 S16 S16 S16 S16 S16 S16

/*
 * "<node>: property '<prop>': ". A device tree value has no type: a
 * string of 3 characters is one valid cell, so wrong-type rows use other
 * lengths.
 */
#define P(n, p)	n ": property '" p "': "

static const struct dpl_case dpl_cases[] = {
	/* root */
	{ "/", "dpl-version", DPL_BAD_TYPE,
	  P("/", "dpl-version") "expected one 32-bit cell, got 3 bytes",
	  { STR("/", "dpl-version", "10") } },
	{ "/", "dpl-version", DPL_BAD_RANGE,
	  P("/", "dpl-version") "0 is out of range 1..4294967295",
	  { U32("/", "dpl-version", 0) } },
	{ "/", "dpl-version", DPL_BAD_MISSING,
	  P("/", "dpl-version") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY("/", "dpl-version") } },
	/* the emulated board's tester: "on" | "off" */
	{ "/", "tester", DPL_BAD_TYPE, P("/", "tester") "expected a non-empty string",
	  { U32("/", "tester", 1) } },
	{ "/", "tester", DPL_BAD_RANGE, P("/", "tester") "unknown tester 'none' (one of: on, off)",
	  { STR("/", "tester", "none") } },
	{ "/", "tester", DPL_BAD_MISSING, P("/", "tester") "expected a non-empty string",
	  { EMPTY("/", "tester") } },
	/* the MC's firmware: strict, or the kind MC by name */
	{ "/", "mc-firmware", DPL_BAD_TYPE, P("/", "mc-firmware") "expected a non-empty string",
	  { U32("/", "mc-firmware", 1) } },
	{ "/", "mc-firmware", DPL_BAD_RANGE,
	  P("/", "mc-firmware") "unknown MC firmware 'kind' (one of: strict, accept-all)",
	  { STR("/", "mc-firmware", "kind") } },
	{ "/", "mc-firmware", DPL_BAD_MISSING, P("/", "mc-firmware") "expected a non-empty string",
	  { EMPTY("/", "mc-firmware") } },
	/* WRIOP's version, the Rx buffer rule of 1.0.0 */
	{ "/", "wriop_version", DPL_BAD_TYPE, P("/", "wriop_version") "expected a non-empty string",
	  { U32("/", "wriop_version", 1) } },
	{ "/", "wriop_version", DPL_BAD_RANGE,
	  P("/", "wriop_version") "'1.0' is not <major>.<minor>.<rev>, each 0..31",
	  { STR("/", "wriop_version", "1.0") } },
	{ "/", "wriop_version", DPL_BAD_RANGE,
	  P("/", "wriop_version") "'2.32.0' is not <major>.<minor>.<rev>, each 0..31",
	  { STR("/", "wriop_version", "2.32.0") } },
	{ "/", "wriop_version", DPL_BAD_RANGE,
	  P("/", "wriop_version") "'1.0.0 ' is not <major>.<minor>.<rev>, each 0..31",
	  { STR("/", "wriop_version", "1.0.0 ") } },
	{ "/", "wriop_version", DPL_BAD_MISSING, P("/", "wriop_version") "expected a non-empty string",
	  { EMPTY("/", "wriop_version") } },
	/* emulation only: the bytes of the mbuf header evicted at acquire */
	{ "/", "cold-mbuf-header", DPL_BAD_TYPE,
	  P("/", "cold-mbuf-header") "expected one 32-bit cell, got 3 bytes",
	  { STR("/", "cold-mbuf-header", "64") } },
	{ "/", "cold-mbuf-header", DPL_BAD_RANGE,
	  P("/", "cold-mbuf-header") "4097 is out of range 0..4096",
	  { U32("/", "cold-mbuf-header", 4097) } },
	{ "/", "cold-mbuf-header", DPL_BAD_MISSING,
	  P("/", "cold-mbuf-header") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY("/", "cold-mbuf-header") } },
	{ "/", "containers", DPL_BAD_MISSING, "/: missing node 'containers'",
	  { DEL_NODE("/containers") } },
	{ "/", "objects", DPL_BAD_MISSING, "/: missing node 'objects'",
	  { DEL_NODE("/objects") } },
	{ "/", "connections", DPL_BAD_MISSING,
	  DPNI1 ": not connected (every dpni needs exactly one connection)",
	  { DEL_NODE("/connections") } },

	/* the container */
	{ "dprc", "compatible", DPL_BAD_TYPE,
	  P(DPRC, "compatible") "expected a non-empty string",
	  { U32(DPRC, "compatible", 1) } },
	{ "dprc", "compatible", DPL_BAD_RANGE,
	  P(DPRC, "compatible") "'fsl,dpni' is not 'fsl,dprc'",
	  { STR(DPRC, "compatible", "fsl,dpni") } },
	{ "dprc", "compatible", DPL_BAD_MISSING,
	  P(DPRC, "compatible") "missing (required)",
	  { DEL(DPRC, "compatible") } },
	{ "dprc", "compatible", DPL_BAD_MISSING,
	  P(DPRC, "compatible") "expected a non-empty string",
	  { EMPTY(DPRC, "compatible") } },
	{ "dprc", "objects", DPL_BAD_MISSING, DPRC ": missing node 'objects'",
	  { DEL_NODE(SETS) } },
	{ "dprc", NULL, DPL_BAD_LAYOUT,
	  "/containers: expected exactly one dprc container, found 2",
	  { ADD_NODE("/containers", "dprc@2") } },
	{ "dprc", NULL, DPL_BAD_LAYOUT,
	  "/containers: expected exactly one dprc container, found 0",
	  { DEL_NODE(DPRC) } },
	{ "dprc", NULL, DPL_BAD_LAYOUT,
	  "/containers/rc@1: container node name must be dprc@<id>",
	  { RENAME(DPRC, "rc@1") } },
	{ "dprc", NULL, DPL_BAD_LAYOUT,
	  "/containers/dprc@01: container node name must be dprc@<id>",
	  { RENAME(DPRC, "dprc@01") } },

	/* the container's object sets */
	{ "obj_set", "type", DPL_BAD_TYPE,
	  P(SET_DPNI, "type") "expected a non-empty string",
	  { U32(SET_DPNI, "type", 1) } },
	{ "obj_set", "type", DPL_BAD_RANGE,
	  P(SET_DPNI, "type") "unknown object type 'dpcon' (one of: dpni, dpbp, dpio, dpmac, dprtc)",
	  { STR(SET_DPNI, "type", "dpcon") } },
	{ "obj_set", "type", DPL_BAD_MISSING,
	  P(SET_DPNI, "type") "missing (required)",
	  { DEL(SET_DPNI, "type") } },
	{ "obj_set", "ids", DPL_BAD_TYPE,
	  P(SET_DPNI, "ids") "expected a list of 32-bit cells, got 2 bytes",
	  { STR(SET_DPNI, "ids", "1") } },
	{ "obj_set", "ids", DPL_BAD_TYPE,
	  P(SET_DPNI, "ids") "expected a list of 32-bit cells, got 5 bytes",
	  { BYTES(SET_DPNI, "ids", "\0\0\0\1\0", 5) } },
	{ "obj_set", "ids", DPL_BAD_RANGE,
	  P(SET_DPBP, "ids") "no object 'dpbp@9'",
	  { APPEND(SET_DPBP, "ids", 9) } },
	{ "obj_set", "ids", DPL_BAD_MISSING,
	  P(SET_DPNI, "ids") "missing (required)",
	  { DEL(SET_DPNI, "ids") } },
	{ "obj_set", "ids", DPL_BAD_MISSING,
	  P(SET_DPNI, "ids") "expected a list of 32-bit cells, got 0 bytes",
	  { EMPTY(SET_DPNI, "ids") } },
	{ "obj_set", NULL, DPL_BAD_LAYOUT,
	  P(SET_DPNI, "ids") "duplicate id 1",
	  { BYTES(SET_DPNI, "ids", "\0\0\0\1\0\0\0\1", 8) } },
	/* the new set comes first in the blob, the default one repeats 2 */
	{ "obj_set", NULL, DPL_BAD_LAYOUT,
	  P(SET_DPNI, "ids") "duplicate id 2",
	  { ADD_NODE(SETS, "obj_set@more"), STR(SETS "/obj_set@more", "type", "dpni"),
	    U32(SETS "/obj_set@more", "ids", 2) } },
	{ "obj_set", NULL, DPL_BAD_LAYOUT,
	  "/objects/dpio@5: not in any obj_set of container dprc@1",
	  { ADD_OBJS("dpio", 5, 5) } },

	/* every object node */
	{ "object", "compatible", DPL_BAD_TYPE,
	  P(DPIO2, "compatible") "expected a non-empty string",
	  { U32(DPIO2, "compatible", 1) } },
	{ "object", "compatible", DPL_BAD_RANGE,
	  P(DPIO2, "compatible") "'fsl,dpbp' does not match the node name (expected 'fsl,dpio')",
	  { STR(DPIO2, "compatible", "fsl,dpbp") } },
	{ "object", "compatible", DPL_BAD_MISSING,
	  P(DPIO2, "compatible") "missing (required)",
	  { DEL(DPIO2, "compatible") } },
	{ "object", "compatible", DPL_BAD_MISSING,
	  P(DPNI1, "compatible") "expected a non-empty string",
	  { EMPTY(DPNI1, "compatible") } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects/dpsw@1: unknown object type 'dpsw' (one of: dpni, dpbp, dpio, dpmac, dprtc)",
	  { ADD_NODE("/objects", "dpsw@1") } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects/thing: object node name must be <type>@<id>",
	  { ADD_NODE("/objects", "thing") } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects/dpbp@0: dpbp id '0' is out of range 1..16383",
	  { ADD_NODE("/objects", "dpbp@0") } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects/dpbp@123456: dpbp id '123456' is out of range 1..16383",
	  { ADD_NODE("/objects", "dpbp@123456") } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects/dpni@65536: dpni id '65536' is out of range 0..65535",
	  { ADD_NODE("/objects", "dpni@65536") } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects/dpmac@0: dpmac id '0' is out of range 1..255",
	  { ADD_NODE("/objects", "dpmac@0") } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects/dpio@256: dpio id '256' is out of range 0..255",
	  { ADD_NODE("/objects", "dpio@256") } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects/dpio@01: dpio id '01' is not a decimal number without leading zeros",
	  { ADD_NODE("/objects", "dpio@01") } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects/dpmac@x1: dpmac id 'x1' is not a decimal number without leading zeros",
	  { ADD_NODE("/objects", "dpmac@x1") } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects/dpni@: dpni id '' is not a decimal number without leading zeros",
	  { ADD_NODE("/objects", "dpni@") } },
	/* two nodes of one name (dtc refuses them, a patched blob need not) */
	{ "object", NULL, DPL_BAD_LAYOUT,
	  DPNI1 ": duplicate dpni id 1",
	  { RENAME(DPNI2, "dpni@1") } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects/dpbp@2: duplicate dpbp id 2",
	  { RENAME(DPBP3, "dpbp@2") } },
	/* added nodes come first in the blob: the last default one is one too many */
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects/dpio@4: too many dpio objects (at most 16)",
	  { ADD_OBJS("dpio", 5, 17) } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects/dpbp@8: too many dpbp objects (at most 64)",
	  { ADD_OBJS("dpbp", 9, 65) } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects/dpmac@2: too many dpmac objects (at most 16)",
	  { ADD_OBJS("dpmac", 3, 17) } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects: no dpni object (at least one is required)",
	  { DEL_OBJS("dpni", 1, 2) } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects: no dpbp object (at least one is required)",
	  { DEL_OBJS("dpbp", 1, 8) } },
	{ "object", NULL, DPL_BAD_LAYOUT,
	  "/objects: no dpio object (at least one is required)",
	  { DEL_OBJS("dpio", 1, 4) } },

	/* dpni */
	{ "dpni", "type", DPL_BAD_TYPE, P(DPNI1, "type") "expected a non-empty string",
	  { U32(DPNI1, "type", 1) } },
	{ "dpni", "type", DPL_BAD_RANGE,
	  P(DPNI1, "type") "unknown dpni type 'DPNI_TYPE_SWITCH' (one of: DPNI_TYPE_NIC)",
	  { STR(DPNI1, "type", "DPNI_TYPE_SWITCH") } },
	{ "dpni", "type", DPL_BAD_MISSING, P(DPNI1, "type") "expected a non-empty string",
	  { EMPTY(DPNI1, "type") } },
	{ "dpni", "num_queues", DPL_BAD_TYPE,
	  P(DPNI1, "num_queues") "expected one 32-bit cell, got 2 bytes",
	  { STR(DPNI1, "num_queues", "4") } },
	{ "dpni", "num_queues", DPL_BAD_RANGE,
	  P(DPNI1, "num_queues") "0 is out of range 1..16",
	  { U32(DPNI1, "num_queues", 0) } },
	{ "dpni", "num_queues", DPL_BAD_RANGE,
	  P(DPNI2, "num_queues") "17 is out of range 1..16",
	  { U32(DPNI2, "num_queues", 17) } },
	{ "dpni", "num_queues", DPL_BAD_MISSING,
	  P(DPNI1, "num_queues") "missing (required)",
	  { DEL(DPNI1, "num_queues") } },
	{ "dpni", "num_queues", DPL_BAD_MISSING,
	  P(DPNI1, "num_queues") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY(DPNI1, "num_queues") } },
	{ "dpni", "num_tx_queues", DPL_BAD_TYPE,
	  P(DPNI1, "num_tx_queues") "expected one 32-bit cell, got 8 bytes",
	  { BYTES(DPNI1, "num_tx_queues", "\0\0\0\4\0\0\0\4", 8) } },
	{ "dpni", "num_tx_queues", DPL_BAD_RANGE,
	  P(DPNI2, "num_tx_queues") "17 is out of range 1..16",
	  { U32(DPNI2, "num_tx_queues", 17) } },
	{ "dpni", "num_tx_queues", DPL_BAD_RANGE,
	  P(DPNI2, "num_tx_queues") "0 is out of range 1..16",
	  { U32(DPNI2, "num_tx_queues", 0) } },
	{ "dpni", "num_tx_queues", DPL_BAD_MISSING,
	  P(DPNI1, "num_tx_queues") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY(DPNI1, "num_tx_queues") } },
	{ "dpni", "num_tcs", DPL_BAD_TYPE,
	  P(DPNI1, "num_tcs") "expected one 32-bit cell, got 2 bytes",
	  { STR(DPNI1, "num_tcs", "1") } },
	{ "dpni", "num_tcs", DPL_BAD_RANGE, P(DPNI1, "num_tcs") "0 is out of range 1..8",
	  { U32(DPNI1, "num_tcs", 0) } },
	{ "dpni", "num_tcs", DPL_BAD_RANGE, P(DPNI1, "num_tcs") "9 is out of range 1..8",
	  { U32(DPNI1, "num_tcs", 9) } },
	{ "dpni", "num_tcs", DPL_BAD_MISSING,
	  P(DPNI1, "num_tcs") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY(DPNI1, "num_tcs") } },
	{ "dpni", "num_tcs", DPL_BAD_RANGE, P(DPNI1, "num_tcs") "3 traffic classes do not "
	  "share 4 Rx queues evenly (num_queues must be a multiple of num_tcs)",
	  { U32(DPNI1, "num_tcs", 3) } },
	{ "dpni", "rx_fq_depth", DPL_BAD_TYPE,
	  P(DPNI1, "rx_fq_depth") "expected one 32-bit cell, got 5 bytes",
	  { STR(DPNI1, "rx_fq_depth", "1024") } },
	{ "dpni", "rx_fq_depth", DPL_BAD_RANGE,
	  P(DPNI1, "rx_fq_depth") "15 is out of range 16..65536",
	  { U32(DPNI1, "rx_fq_depth", 15) } },
	{ "dpni", "rx_fq_depth", DPL_BAD_RANGE,
	  P(DPNI1, "rx_fq_depth") "65537 is out of range 16..65536",
	  { U32(DPNI1, "rx_fq_depth", 65537) } },
	{ "dpni", "rx_fq_depth", DPL_BAD_MISSING,
	  P(DPNI1, "rx_fq_depth") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY(DPNI1, "rx_fq_depth") } },
	{ "dpni", "tx_fq_depth", DPL_BAD_TYPE,
	  P(DPNI2, "tx_fq_depth") "expected one 32-bit cell, got 5 bytes",
	  { STR(DPNI2, "tx_fq_depth", "1024") } },
	{ "dpni", "tx_fq_depth", DPL_BAD_RANGE,
	  P(DPNI2, "tx_fq_depth") "15 is out of range 16..65536",
	  { U32(DPNI2, "tx_fq_depth", 15) } },
	{ "dpni", "tx_fq_depth", DPL_BAD_RANGE,
	  P(DPNI2, "tx_fq_depth") "65537 is out of range 16..65536",
	  { U32(DPNI2, "tx_fq_depth", 65537) } },
	{ "dpni", "tx_fq_depth", DPL_BAD_MISSING,
	  P(DPNI2, "tx_fq_depth") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY(DPNI2, "tx_fq_depth") } },
	{ "dpni", "max_frame_length", DPL_BAD_TYPE,
	  P(DPNI1, "max_frame_length") "expected one 32-bit cell, got 5 bytes",
	  { STR(DPNI1, "max_frame_length", "1518") } },
	{ "dpni", "max_frame_length", DPL_BAD_RANGE,
	  P(DPNI1, "max_frame_length") "63 is out of range 64..10240",
	  { U32(DPNI1, "max_frame_length", 63) } },
	{ "dpni", "max_frame_length", DPL_BAD_RANGE,
	  P(DPNI1, "max_frame_length") "10241 is out of range 64..10240",
	  { U32(DPNI1, "max_frame_length", 10241) } },
	{ "dpni", "max_frame_length", DPL_BAD_MISSING,
	  P(DPNI1, "max_frame_length") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY(DPNI1, "max_frame_length") } },
	{ "dpni", "mac_filter_entries", DPL_BAD_TYPE,
	  P(DPNI1, "mac_filter_entries") "expected one 32-bit cell, got 3 bytes",
	  { STR(DPNI1, "mac_filter_entries", "16") } },
	{ "dpni", "mac_filter_entries", DPL_BAD_RANGE,
	  P(DPNI1, "mac_filter_entries") "17 is out of range 0..16",
	  { U32(DPNI1, "mac_filter_entries", 17) } },
	{ "dpni", "mac_filter_entries", DPL_BAD_MISSING,
	  P(DPNI1, "mac_filter_entries") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY(DPNI1, "mac_filter_entries") } },
	{ "dpni", "vlan_filter_entries", DPL_BAD_TYPE,
	  P(DPNI1, "vlan_filter_entries") "expected one 32-bit cell, got 3 bytes",
	  { STR(DPNI1, "vlan_filter_entries", "16") } },
	{ "dpni", "vlan_filter_entries", DPL_BAD_RANGE,
	  P(DPNI1, "vlan_filter_entries") "17 is out of range 0..16",
	  { U32(DPNI1, "vlan_filter_entries", 17) } },
	{ "dpni", "vlan_filter_entries", DPL_BAD_MISSING,
	  P(DPNI1, "vlan_filter_entries") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY(DPNI1, "vlan_filter_entries") } },
	{ "dpni", "mac_addr", DPL_BAD_TYPE,
	  P(DPNI1, "mac_addr") "expected 6 bytes, got 18",
	  { STR(DPNI1, "mac_addr", "02:00:00:00:00:01") } },
	{ "dpni", "mac_addr", DPL_BAD_TYPE,
	  P(DPNI1, "mac_addr") "expected 6 bytes, got 4",
	  { BYTES(DPNI1, "mac_addr", "\2\0\0\0", 4) } },
	{ "dpni", "mac_addr", DPL_BAD_RANGE,
	  P(DPNI1, "mac_addr") "01:00:5e:00:00:01 is a multicast address",
	  { BYTES(DPNI1, "mac_addr", "\1\0\x5e\0\0\1", 6) } },
	{ "dpni", "mac_addr", DPL_BAD_RANGE,
	  P(DPNI2, "mac_addr") "ff:ff:ff:ff:ff:ff is a multicast address",
	  { BYTES(DPNI2, "mac_addr", "\xff\xff\xff\xff\xff\xff", 6) } },
	{ "dpni", "mac_addr", DPL_BAD_RANGE,
	  P(DPNI1, "mac_addr") "00:00:00:00:00:00 is not a unicast address",
	  { BYTES(DPNI1, "mac_addr", "\0\0\0\0\0\0", 6) } },
	{ "dpni", "mac_addr", DPL_BAD_MISSING,
	  P(DPNI1, "mac_addr") "expected 6 bytes, got 0",
	  { EMPTY(DPNI1, "mac_addr") } },

	/* dpbp */
	{ "dpbp", "buffers", DPL_BAD_TYPE,
	  P(DPBP3, "buffers") "expected one 32-bit cell, got 5 bytes",
	  { STR(DPBP3, "buffers", "100k") } },
	{ "dpbp", "buffers", DPL_BAD_RANGE,
	  P(DPBP3, "buffers") "0 is out of range 1..1048576",
	  { U32(DPBP3, "buffers", 0) } },
	{ "dpbp", "buffers", DPL_BAD_RANGE,
	  P(DPBP3, "buffers") "1048577 is out of range 1..1048576",
	  { U32(DPBP3, "buffers", 1048577) } },
	{ "dpbp", "buffers", DPL_BAD_MISSING,
	  P(DPBP3, "buffers") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY(DPBP3, "buffers") } },
	{ "dpbp", "bpid", DPL_BAD_TYPE,
	  P(DPBP3, "bpid") "expected one 32-bit cell, got 3 bytes",
	  { STR(DPBP3, "bpid", "40") } },
	{ "dpbp", "bpid", DPL_BAD_RANGE,	/* BMan reserves BPID 0 */
	  P(DPBP3, "bpid") "0 is out of range 1..16383",
	  { U32(DPBP3, "bpid", 0) } },
	{ "dpbp", "bpid", DPL_BAD_RANGE,	/* a BPID has 14 bits */
	  P(DPBP3, "bpid") "16384 is out of range 1..16383",
	  { U32(DPBP3, "bpid", 16384) } },
	{ "dpbp", "bpid", DPL_BAD_MISSING,
	  P(DPBP3, "bpid") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY(DPBP3, "bpid") } },
	{ "dpbp", NULL, DPL_BAD_LAYOUT,	/* one pool per BPID */
	  P(DPBP3, "bpid") "40 is dpbp@2's already",
	  { U32("/objects/dpbp@2", "bpid", 40), U32(DPBP3, "bpid", 40) } },
	{ "dpbp", "order", DPL_BAD_TYPE, P(DPBP3, "order") "expected a non-empty string",
	  { U32(DPBP3, "order", 1) } },
	{ "dpbp", "order", DPL_BAD_RANGE,
	  P(DPBP3, "order") "unknown order 'random' (one of: fifo, lifo)",
	  { STR(DPBP3, "order", "random") } },
	{ "dpbp", "order", DPL_BAD_MISSING, P(DPBP3, "order") "expected a non-empty string",
	  { EMPTY(DPBP3, "order") } },
	{ "dpbp", "depletion_entry", DPL_BAD_TYPE,
	  P(DPBP3, "depletion_entry") "expected one 32-bit cell, got 3 bytes",
	  { STR(DPBP3, "depletion_entry", "64") } },
	{ "dpbp", "depletion_entry", DPL_BAD_RANGE,
	  P(DPBP3, "depletion_entry") "101 is out of range 0..100",
	  { U32(DPBP3, "buffers", 100), U32(DPBP3, "depletion_entry", 101) } },
	{ "dpbp", "depletion_entry", DPL_BAD_MISSING,
	  P(DPBP3, "depletion_entry") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY(DPBP3, "depletion_entry") } },
	{ "dpbp", "depletion_exit", DPL_BAD_TYPE,
	  P(DPBP3, "depletion_exit") "expected one 32-bit cell, got 5 bytes",
	  { STR(DPBP3, "depletion_exit", "high") } },
	{ "dpbp", "depletion_exit", DPL_BAD_RANGE,
	  P(DPBP3, "depletion_exit") "128 is out of range 0..100",
	  { U32(DPBP3, "buffers", 100), U32(DPBP3, "depletion_exit", 128) } },
	{ "dpbp", "depletion_exit", DPL_BAD_RANGE,
	  P(DPBP3, "depletion_exit") "128 is below depletion_entry 200",
	  { U32(DPBP3, "depletion_entry", 200), U32(DPBP3, "depletion_exit", 128) } },
	{ "dpbp", "depletion_exit", DPL_BAD_MISSING,
	  P(DPBP3, "depletion_exit") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY(DPBP3, "depletion_exit") } },

	/* dpio */
	{ "dpio", "channel_mode", DPL_BAD_TYPE,
	  P(DPIO2, "channel_mode") "expected a non-empty string",
	  { U32(DPIO2, "channel_mode", 0) } },
	{ "dpio", "channel_mode", DPL_BAD_RANGE,
	  P(DPIO2, "channel_mode") "unknown channel mode 'DPIO_REMOTE_CHANNEL' "
	  "(one of: DPIO_LOCAL_CHANNEL, DPIO_NO_CHANNEL)",
	  { STR(DPIO2, "channel_mode", "DPIO_REMOTE_CHANNEL") } },
	{ "dpio", "channel_mode", DPL_BAD_MISSING,
	  P(DPIO2, "channel_mode") "expected a non-empty string",
	  { EMPTY(DPIO2, "channel_mode") } },
	{ "dpio", "num_priorities", DPL_BAD_TYPE,
	  P(DPIO2, "num_priorities") "expected one 32-bit cell, got 2 bytes",
	  { STR(DPIO2, "num_priorities", "8") } },
	{ "dpio", "num_priorities", DPL_BAD_RANGE,
	  P(DPIO2, "num_priorities") "0 is out of range 1..8",
	  { U32(DPIO2, "num_priorities", 0) } },
	{ "dpio", "num_priorities", DPL_BAD_RANGE,
	  P(DPIO2, "num_priorities") "9 is out of range 1..8",
	  { U32(DPIO2, "num_priorities", 9) } },
	{ "dpio", "num_priorities", DPL_BAD_MISSING,
	  P(DPIO2, "num_priorities") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY(DPIO2, "num_priorities") } },

	/* dpmac */
	{ "dpmac", "link_speed", DPL_BAD_TYPE,
	  P(DPMAC2, "link_speed") "expected one 32-bit cell, got 5 bytes",
	  { STR(DPMAC2, "link_speed", "10Gb") } },
	{ "dpmac", "link_speed", DPL_BAD_RANGE,
	  P(DPMAC2, "link_speed") "3000 is not one of 1000, 2500, 10000, 25000, 40000, 100000",
	  { U32(DPMAC2, "link_speed", 3000) } },
	{ "dpmac", "link_speed", DPL_BAD_RANGE,
	  P(DPMAC2, "link_speed") "0 is not one of 1000, 2500, 10000, 25000, 40000, 100000",
	  { U32(DPMAC2, "link_speed", 0) } },
	{ "dpmac", "link_speed", DPL_BAD_MISSING,
	  P(DPMAC2, "link_speed") "expected one 32-bit cell, got 0 bytes",
	  { EMPTY(DPMAC2, "link_speed") } },
	{ "dpmac", "link_state", DPL_BAD_TYPE,
	  P(DPMAC2, "link_state") "expected a non-empty string",
	  { U32(DPMAC2, "link_state", 1) } },
	{ "dpmac", "link_state", DPL_BAD_RANGE,
	  P(DPMAC2, "link_state") "unknown link state 'sideways' (one of: up, down)",
	  { STR(DPMAC2, "link_state", "sideways") } },
	{ "dpmac", "link_state", DPL_BAD_MISSING,
	  P(DPMAC2, "link_state") "expected a non-empty string",
	  { EMPTY(DPMAC2, "link_state") } },
	{ "dpmac", "wire", DPL_BAD_TYPE, P(DPMAC2, "wire") "expected a non-empty string",
	  { U32(DPMAC2, "wire", 1) } },
	{ "dpmac", "wire", DPL_BAD_RANGE,
	  P(DPMAC1, "wire") "unknown wire kind 'fiber' (one of: generator, loopback, tap, pcap)",
	  { STR(DPMAC1, "wire", "fiber") } },
	{ "dpmac", "wire", DPL_BAD_MISSING, P(DPMAC2, "wire") "expected a non-empty string",
	  { STR(DPMAC2, "wire", "") } },
	{ "dpmac", "wire", DPL_BAD_MISSING, P(DPMAC2, "wire") "expected a non-empty string",
	  { EMPTY(DPMAC2, "wire") } },
	{ "dpmac", NULL, DPL_BAD_LAYOUT,
	  P(DPMAC1, "wire") "\"pcap\" needs pcap_rx, pcap_tx or both",
	  { STR(DPMAC1, "wire", "pcap") } },
	{ "dpmac", "tap_name", DPL_BAD_TYPE,
	  P(DPMAC1, "tap_name") "expected a non-empty string",
	  { STR(DPMAC1, "wire", "tap"), U32(DPMAC1, "tap_name", 7) } },
	{ "dpmac", "tap_name", DPL_BAD_RANGE,
	  P(DPMAC1, "tap_name") "'a-very-long-tap-name' is longer than 15 characters",
	  { STR(DPMAC1, "wire", "tap"), STR(DPMAC1, "tap_name", "a-very-long-tap-name") } },
	{ "dpmac", "tap_name", DPL_BAD_RANGE,
	  P(DPMAC1, "tap_name") "'tap/1' is not an interface name (no '/', ':' or "
	  "white space; not '.' or '..')",
	  { STR(DPMAC1, "wire", "tap"), STR(DPMAC1, "tap_name", "tap/1") } },
	{ "dpmac", "tap_name", DPL_BAD_RANGE,
	  P(DPMAC1, "tap_name") "'..' is not an interface name (no '/', ':' or "
	  "white space; not '.' or '..')",
	  { STR(DPMAC1, "wire", "tap"), STR(DPMAC1, "tap_name", "..") } },
	{ "dpmac", "tap_name", DPL_BAD_MISSING,
	  P(DPMAC1, "tap_name") "expected a non-empty string",
	  { STR(DPMAC1, "wire", "tap"), EMPTY(DPMAC1, "tap_name") } },
	{ "dpmac", "wire_padding", DPL_BAD_TYPE,
	  P(DPMAC1, "wire_padding") "expected a non-empty string",
	  { STR(DPMAC1, "wire", "tap"), U32(DPMAC1, "wire_padding", 1) } },
	{ "dpmac", "wire_padding", DPL_BAD_RANGE,
	  P(DPMAC2, "wire_padding") "unknown wire padding 'zeros' (one of: pad, strict)",
	  { STR(DPMAC2, "wire", "pcap"), STR(DPMAC2, "pcap_rx", "in.pcap"),
	    STR(DPMAC2, "wire_padding", "zeros") } },
	{ "dpmac", "wire_padding", DPL_BAD_MISSING,
	  P(DPMAC1, "wire_padding") "expected a non-empty string",
	  { STR(DPMAC1, "wire", "tap"), EMPTY(DPMAC1, "wire_padding") } },
	{ "dpmac", "pcap_rx", DPL_BAD_TYPE,
	  P(DPMAC2, "pcap_rx") "expected a non-empty string",
	  { STR(DPMAC2, "wire", "pcap"), U32(DPMAC2, "pcap_rx", 1) } },
	{ "dpmac", "pcap_rx", DPL_BAD_RANGE,
	  P(DPMAC2, "pcap_rx") "'" S128 "' is longer than 127 characters",
	  { STR(DPMAC2, "wire", "pcap"), STR(DPMAC2, "pcap_rx", S128) } },
	{ "dpmac", "pcap_rx", DPL_BAD_MISSING,
	  P(DPMAC2, "pcap_rx") "expected a non-empty string",
	  { STR(DPMAC2, "wire", "pcap"), EMPTY(DPMAC2, "pcap_rx"),
	    STR(DPMAC2, "pcap_tx", "out.pcap") } },
	{ "dpmac", "pcap_tx", DPL_BAD_TYPE,
	  P(DPMAC2, "pcap_tx") "expected a non-empty string",
	  { STR(DPMAC2, "wire", "pcap"), U32(DPMAC2, "pcap_tx", 1) } },
	{ "dpmac", "pcap_tx", DPL_BAD_RANGE,
	  P(DPMAC2, "pcap_tx") "'" S128 "' is longer than 127 characters",
	  { STR(DPMAC2, "wire", "pcap"), STR(DPMAC2, "pcap_rx", "in.pcap"),
	    STR(DPMAC2, "pcap_tx", S128) } },
	{ "dpmac", "pcap_tx", DPL_BAD_MISSING,
	  P(DPMAC2, "pcap_tx") "expected a non-empty string",
	  { STR(DPMAC2, "wire", "pcap"), EMPTY(DPMAC2, "pcap_tx") } },

	/* connections */
	{ "connection", "endpoint1", DPL_BAD_TYPE,
	  P(CONN2, "endpoint1") "expected a non-empty string",
	  { U32(CONN2, "endpoint1", 2) } },
	{ "connection", "endpoint1", DPL_BAD_RANGE,
	  P(CONN2, "endpoint1") "no object 'dpni@9'",
	  { STR(CONN2, "endpoint1", "dpni@9") } },
	{ "connection", "endpoint1", DPL_BAD_RANGE,
	  P(CONN2, "endpoint1") "no object 'garbage'",
	  { STR(CONN2, "endpoint1", "garbage") } },
	{ "connection", "endpoint1", DPL_BAD_RANGE,
	  P(CONN2, "endpoint1") "no object 'dpni@02'",
	  { STR(CONN2, "endpoint1", "dpni@02") } },
	{ "connection", "endpoint1", DPL_BAD_RANGE,
	  P(CONN2, "endpoint1") "'dpbp@1' cannot be connected (only dpni and dpmac)",
	  { STR(CONN2, "endpoint1", "dpbp@1") } },
	{ "connection", "endpoint1", DPL_BAD_MISSING,
	  P(CONN2, "endpoint1") "missing (required)",
	  { DEL(CONN2, "endpoint1") } },
	{ "connection", "endpoint1", DPL_BAD_MISSING,
	  P(CONN2, "endpoint1") "expected a non-empty string",
	  { EMPTY(CONN2, "endpoint1") } },
	{ "connection", "endpoint2", DPL_BAD_TYPE,
	  P(CONN1, "endpoint2") "expected a non-empty string",
	  { BYTES(CONN1, "endpoint2", "dpmac@1", 7) } },
	{ "connection", "endpoint2", DPL_BAD_RANGE,
	  P(CONN2, "endpoint2") "no object 'dpmac@9'",
	  { STR(CONN2, "endpoint2", "dpmac@9") } },
	{ "connection", "endpoint2", DPL_BAD_RANGE,
	  P(CONN2, "endpoint2") "'dpio@1' cannot be connected (only dpni and dpmac)",
	  { STR(CONN2, "endpoint2", "dpio@1") } },
	{ "connection", "endpoint2", DPL_BAD_MISSING,
	  P(CONN1, "endpoint2") "missing (required)",
	  { DEL(CONN1, "endpoint2") } },
	{ "connection", "endpoint2", DPL_BAD_MISSING,
	  P(CONN1, "endpoint2") "expected a non-empty string",
	  { EMPTY(CONN1, "endpoint2") } },
	{ "connection", NULL, DPL_BAD_LAYOUT,
	  P(CONN2, "endpoint1") "'dpni@1' is already connected by " CONN1,
	  { STR(CONN2, "endpoint1", "dpni@1") } },
	/* two dpnis on one dpmac */
	{ "connection", NULL, DPL_BAD_LAYOUT,
	  P(CONN2, "endpoint2") "'dpmac@1' is already connected by " CONN1,
	  { STR(CONN2, "endpoint2", "dpmac@1") } },
	{ "connection", NULL, DPL_BAD_LAYOUT,
	  P(CONN2, "endpoint2") "'dpni@2' is the other endpoint too "
	  "(an object cannot connect to itself)",
	  { STR(CONN2, "endpoint2", "dpni@2") } },
	{ "connection", NULL, DPL_BAD_LAYOUT,
	  CONN2 ": a connection needs at least one dpni endpoint",
	  { DEL_NODE(CONN1), STR(CONN2, "endpoint1", "dpmac@1") } },
	{ "connection", NULL, DPL_BAD_LAYOUT,
	  DPNI2 ": not connected (every dpni needs exactly one connection)",
	  { DEL_NODE(CONN2) } },
};

static int
dpl_op_node(void *blob, const char *path, char *why, size_t whylen)
{
	int off = fdt_path_offset(blob, path);

	if (off < 0)
		snprintf(why, whylen, "no node %s: %s", path, fdt_strerror(off));
	return off;
}

static int
dpl_op_apply(void *blob, const struct dpl_op *op, char *why, size_t whylen)
{
	char name[64];
	uint32_t id;
	int off = 0, ret = 0;

	if (op->kind != OP_ADD_OBJS && op->kind != OP_DEL_OBJS) {
		off = dpl_op_node(blob, op->path, why, whylen);
		if (off < 0)
			return off;
	}
	switch (op->kind) {
	case OP_NONE:
		break;
	case OP_U32:
		ret = fdt_setprop_u32(blob, off, op->prop, op->v);
		break;
	case OP_STR:
		ret = fdt_setprop_string(blob, off, op->prop, op->str);
		break;
	case OP_BYTES:
		ret = fdt_setprop(blob, off, op->prop, op->str, (int)op->v);
		break;
	case OP_EMPTY:
		ret = fdt_setprop_empty(blob, off, op->prop);
		break;
	case OP_APPEND_U32:
		ret = fdt_appendprop_u32(blob, off, op->prop, op->v);
		break;
	case OP_DEL:
		ret = fdt_delprop(blob, off, op->prop);
		break;
	case OP_DEL_NODE:
		ret = fdt_del_node(blob, off);
		break;
	case OP_ADD_NODE:
		ret = fdt_add_subnode(blob, off, op->prop);
		break;
	case OP_RENAME:
		ret = fdt_set_name(blob, off, op->prop);
		break;
	case OP_ADD_OBJS:
	case OP_DEL_OBJS:
		for (id = op->v; id <= op->v2 && ret >= 0; id++) {
			snprintf(name, sizeof(name), "/objects/%s@%u", op->path, id);
			if (op->kind == OP_DEL_OBJS) {
				off = dpl_op_node(blob, name, why, whylen);
				if (off < 0)
					return off;
				ret = fdt_del_node(blob, off);
				continue;
			}
			ret = fdt_add_subnode(blob, fdt_path_offset(blob, "/objects"),
					      strchr(name + 1, '/') + 1);
			if (ret >= 0) {
				snprintf(name, sizeof(name), "fsl,%s", op->path);
				ret = fdt_setprop_string(blob, ret, "compatible", name);
			}
		}
		break;
	}
	if (ret < 0)
		snprintf(why, whylen, "op %d on %s: %s", (int)op->kind, op->path,
			 fdt_strerror(ret));
	return ret < 0 ? ret : 0;
}

/*
 * The blob of a row: base (a valid DPL) opened into blob (size bytes),
 * then the row's edits. 0, or a libfdt error with why set.
 */
static int
dpl_case_build(const struct dpl_case *c, const void *base, void *blob, size_t size,
	       char *why, size_t whylen)
{
	unsigned int i;
	int ret;

	ret = fdt_open_into(base, blob, (int)size);
	if (ret < 0) {
		snprintf(why, whylen, "fdt_open_into: %s", fdt_strerror(ret));
		return ret;
	}
	for (i = 0; i < sizeof(c->ops) / sizeof(c->ops[0]) && c->ops[i].kind != OP_NONE; i++) {
		ret = dpl_op_apply(blob, &c->ops[i], why, whylen);
		if (ret < 0)
			return ret;
	}
	return 0;
}

/*
 * A DPL for a test that needs one of its own: the DPL file base_path with
 * the edits of c, written to path. 0, or -1 with why set.
 */
static inline int
dpl_case_write(const struct dpl_case *c, const char *base_path, const char *path,
	       char *why, size_t whylen)
{
	static uint64_t base[16384 / 8], blob[32768 / 8];
	FILE *f = fopen(base_path, "rb");
	size_t len = f != NULL ? fread(base, 1, sizeof(base), f) : 0;
	int ret = -1;

	if (f != NULL)
		fclose(f);
	if (len == 0)
		snprintf(why, whylen, "cannot read %s", base_path);
	else if (dpl_case_build(c, base, blob, sizeof(blob), why, whylen) == 0 &&
		 (f = fopen(path, "wb")) != NULL) {
		ret = fwrite(blob, 1, fdt_totalsize(blob), f) == fdt_totalsize(blob) ? 0 : -1;
		fclose(f);
		if (ret < 0)
			snprintf(why, whylen, "cannot write %s", path);
	}
	return ret;
}

#endif /* DPAA2X_TEST_DPL_CASES_H */
