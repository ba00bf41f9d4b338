/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * DPL reader: the embedded default and the shipped layouts parse to
 * exactly their objects; every rule the MC enforces is broken once, on a
 * writable copy of the default blob, and the error text is checked whole.
 * Usage: test_dpl <loopback.dtb> <backtoback.dtb>
 */

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libfdt.h>

#include "dpaa2x_test.h"
#include "dpl/dpl.h"

#define BLOB_SIZE	16384
#define NAME		"mydpl.dtb"

static const char *loopback_path, *backtoback_path;
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

/* Add /objects/<name> with compatible "fsl,<type>". */
static void
add_object(const char *name)
{
	char compat[32];
	int off;

	snprintf(compat, sizeof(compat), "fsl,%.*s",
		 (int)(strchr(name, '@') - name), name);
	off = fdt_add_subnode(blob, node("/objects"), name);
	T_CHECK(off >= 0);
	T_EQ(fdt_setprop_string(blob, off, "compatible", compat), 0);
}

/* Parse the modified blob; it must fail with exactly this text. */
static void
expect_err(const char *text)
{
	memset(err, 0, sizeof(err));
	T_EQ(dpaa2x_dpl_parse(blob, fdt_totalsize(blob), NAME, &dpl, err,
			      sizeof(err)), -EINVAL);
	T_STREQ(err, text);
	T_EQ(dpl.n_dpni, 0);	/* nothing half-parsed is left behind */
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
	T_STREQ(dpl.container, "dprc@1");
	T_EQ(dpl.n_dpni, 2);
	T_EQ(dpl.n_dpbp, 8);
	T_EQ(dpl.n_dpio, 4);
	T_EQ(dpl.n_dpmac, 2);
	for (i = 0; i < 2; i++) {
		const struct dpaa2x_dpl_dpni *ni = &dpl.dpni[i];

		T_EQ(ni->id, i + 1);
		T_EQ(ni->num_rx_queues, 4);
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

static void
test_dpni_props(void)
{
	fresh();
	set_u32("/objects/dpni@1", "num_queues", 0);
	expect_err("mydpl.dtb: /objects/dpni@1: property 'num_queues': 0 is out of range 1..16");
	fresh();
	set_u32("/objects/dpni@2", "num_tx_queues", 17);
	expect_err("mydpl.dtb: /objects/dpni@2: property 'num_tx_queues': 17 is out of range 1..16");
	fresh();
	set_str("/objects/dpni@1", "num_queues", "4");
	expect_err("mydpl.dtb: /objects/dpni@1: property 'num_queues': expected one 32-bit cell, got 2 bytes");
	fresh();
	del_prop("/objects/dpni@1", "num_queues");
	expect_err("mydpl.dtb: /objects/dpni@1: property 'num_queues': missing (required)");
	fresh();
	set_u32("/objects/dpni@1", "rx_fq_depth", 8);
	expect_err("mydpl.dtb: /objects/dpni@1: property 'rx_fq_depth': 8 is out of range 16..65536");
	fresh();
	set_u32("/objects/dpni@1", "max_frame_length", 10241);
	expect_err("mydpl.dtb: /objects/dpni@1: property 'max_frame_length': 10241 is out of range 64..10240");
	fresh();
	set_u32("/objects/dpni@1", "mac_filter_entries", 17);
	expect_err("mydpl.dtb: /objects/dpni@1: property 'mac_filter_entries': 17 is out of range 0..16");
	fresh();
	set_u32("/objects/dpni@1", "num_tcs", 9);
	expect_err("mydpl.dtb: /objects/dpni@1: property 'num_tcs': 9 is out of range 1..8");
	fresh();
	set_str("/objects/dpni@1", "type", "DPNI_TYPE_SWITCH");
	expect_err("mydpl.dtb: /objects/dpni@1: property 'type': unknown dpni type 'DPNI_TYPE_SWITCH' (one of: DPNI_TYPE_NIC)");
}

static void
test_dpni_mac(void)
{
	static const uint8_t mcast[6] = { 0x01, 0, 0x5e, 0, 0, 1 };

	fresh();
	T_EQ(fdt_setprop(blob, node("/objects/dpni@1"), "mac_addr", mcast, 4), 0);
	expect_err("mydpl.dtb: /objects/dpni@1: property 'mac_addr': expected 6 bytes, got 4");
	fresh();
	T_EQ(fdt_setprop(blob, node("/objects/dpni@1"), "mac_addr", mcast, 6), 0);
	expect_err("mydpl.dtb: /objects/dpni@1: property 'mac_addr': 01:00:5e:00:00:01 is a multicast address");
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
test_dpbp_props(void)
{
	fresh();
	set_u32("/objects/dpbp@3", "buffers", 0);
	expect_err("mydpl.dtb: /objects/dpbp@3: property 'buffers': 0 is out of range 1..1048576");
	fresh();
	set_str("/objects/dpbp@3", "order", "random");
	expect_err("mydpl.dtb: /objects/dpbp@3: property 'order': unknown order 'random' (one of: fifo, lifo)");
	fresh();
	set_u32("/objects/dpbp@3", "depletion_entry", 200);
	expect_err("mydpl.dtb: /objects/dpbp@3: property 'depletion_exit': 128 is below depletion_entry 200");
	fresh();
	set_u32("/objects/dpbp@3", "buffers", 100);
	set_u32("/objects/dpbp@3", "depletion_exit", 128);
	expect_err("mydpl.dtb: /objects/dpbp@3: property 'depletion_exit': 128 is out of range 0..100");
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
}

static void
test_dpmac_props(void)
{
	fresh();
	set_str("/objects/dpmac@1", "wire", "fiber");
	expect_err("mydpl.dtb: /objects/dpmac@1: property 'wire': unknown wire kind 'fiber' (one of: generator, loopback, tap, pcap)");
	fresh();
	set_u32("/objects/dpmac@2", "link_speed", 3000);
	expect_err("mydpl.dtb: /objects/dpmac@2: property 'link_speed': 3000 is not one of 1000, 2500, 10000, 25000, 40000, 100000");
	fresh();
	set_str("/objects/dpmac@2", "link_state", "sideways");
	expect_err("mydpl.dtb: /objects/dpmac@2: property 'link_state': unknown link state 'sideways' (one of: up, down)");
	fresh();
	set_str("/objects/dpmac@2", "wire", "");
	expect_err("mydpl.dtb: /objects/dpmac@2: property 'wire': expected a non-empty string");
	fresh();
	set_u32("/objects/dpmac@2", "wire", 1);
	expect_err("mydpl.dtb: /objects/dpmac@2: property 'wire': expected a non-empty string");
	fresh();
	set_str("/objects/dpmac@1", "wire", "pcap");
	expect_err("mydpl.dtb: /objects/dpmac@1: property 'wire': \"pcap\" needs pcap_rx, pcap_tx or both");
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
	fresh();
	set_str("/objects/dpmac@1", "wire", "tap");
	set_str("/objects/dpmac@1", "tap_name", "a-very-long-tap-name");
	expect_err("mydpl.dtb: /objects/dpmac@1: property 'tap_name': 'a-very-long-tap-name' is longer than 15 characters");
}

static void
test_object_names(void)
{
	fresh();
	add_object("dpsw@1");
	expect_err("mydpl.dtb: /objects/dpsw@1: unknown object type 'dpsw' (one of: dpni, dpbp, dpio, dpmac)");
	fresh();
	add_object("dpbp@0");
	expect_err("mydpl.dtb: /objects/dpbp@0: dpbp id '0' is out of range 1..16383");
	fresh();
	add_object("dpni@16");
	expect_err("mydpl.dtb: /objects/dpni@16: dpni id '16' is out of range 0..15");
	fresh();
	add_object("dpio@01");
	expect_err("mydpl.dtb: /objects/dpio@01: dpio id '01' is out of range 0..255");
	fresh();
	T_CHECK(fdt_add_subnode(blob, node("/objects"), "thing") >= 0);
	expect_err("mydpl.dtb: /objects/thing: object node name must be <type>@<id>");
	fresh();
	set_str("/objects/dpio@2", "compatible", "fsl,dpbp");
	expect_err("mydpl.dtb: /objects/dpio@2: property 'compatible': 'fsl,dpbp' does not match the node name (expected 'fsl,dpio')");
	fresh();
	del_prop("/objects/dpio@2", "compatible");
	expect_err("mydpl.dtb: /objects/dpio@2: property 'compatible': missing (required)");
}

static void
test_object_counts(void)
{
	char name[16];
	int i;

	fresh();
	for (i = 5; i <= 17; i++) {
		snprintf(name, sizeof(name), "dpio@%d", i);
		add_object(name);
	}
	/* fdt_add_subnode() puts new nodes first: dpio@4 is the 17th */
	expect_err("mydpl.dtb: /objects/dpio@4: too many dpio objects (at most 16)");
	fresh();
	for (i = 1; i <= 4; i++) {
		snprintf(name, sizeof(name), "/objects/dpio@%d", i);
		T_EQ(fdt_del_node(blob, node(name)), 0);
	}
	expect_err("mydpl.dtb: /objects: no dpio object (at least one is required)");
	fresh();
	T_EQ(fdt_del_node(blob, node("/objects")), 0);
	expect_err("mydpl.dtb: /: missing node 'objects'");
}

static void
test_container(void)
{
	const fdt32_t dup[2] = { cpu_to_fdt32(1), cpu_to_fdt32(1) };
	const char *set = "/containers/dprc@1/objects/obj_set@dpni";

	fresh();
	T_EQ(fdt_setprop(blob, node(set), "ids", dup, sizeof(dup)), 0);
	expect_err("mydpl.dtb: /containers/dprc@1/objects/obj_set@dpni: property 'ids': duplicate id 1");
	fresh();
	T_EQ(fdt_appendprop_u32(blob, node("/containers/dprc@1/objects/obj_set@dpbp"),
				"ids", 9), 0);
	expect_err("mydpl.dtb: /containers/dprc@1/objects/obj_set@dpbp: property 'ids': no object 'dpbp@9'");
	fresh();
	add_object("dpio@5");
	expect_err("mydpl.dtb: /objects/dpio@5: not in any obj_set of container dprc@1");
	fresh();
	set_str(set, "type", "dpcon");
	expect_err("mydpl.dtb: /containers/dprc@1/objects/obj_set@dpni: property 'type': unknown object type 'dpcon'");
	fresh();
	T_CHECK(fdt_add_subnode(blob, node("/containers"), "dprc@2") >= 0);
	expect_err("mydpl.dtb: /containers: expected exactly one dprc container, found 2");
	fresh();
	set_str("/containers/dprc@1", "compatible", "fsl,dpni");
	expect_err("mydpl.dtb: /containers/dprc@1: property 'compatible': 'fsl,dpni' is not 'fsl,dprc'");
}

static void
test_connections(void)
{
	fresh();
	set_str("/connections/connection@2", "endpoint2", "dpmac@9");
	expect_err("mydpl.dtb: /connections/connection@2: property 'endpoint2': no object 'dpmac@9'");
	fresh();
	T_EQ(fdt_del_node(blob, node("/connections/connection@2")), 0);
	expect_err("mydpl.dtb: /objects/dpni@2: not connected (every dpni needs exactly one connection)");
	fresh();
	set_str("/connections/connection@2", "endpoint1", "dpni@1");
	expect_err("mydpl.dtb: /connections/connection@2: property 'endpoint1': 'dpni@1' is already connected by /connections/connection@1");
	fresh();
	set_str("/connections/connection@2", "endpoint1", "dpmac@1");
	expect_err("mydpl.dtb: /connections/connection@2: property 'endpoint1': 'dpmac@1' is already connected by /connections/connection@1");
	fresh();
	set_str("/connections/connection@2", "endpoint1", "dpbp@1");
	expect_err("mydpl.dtb: /connections/connection@2: property 'endpoint1': 'dpbp@1' cannot be connected (only dpni and dpmac)");
	fresh();
	set_str("/connections/connection@2", "endpoint1", "garbage");
	expect_err("mydpl.dtb: /connections/connection@2: property 'endpoint1': no object 'garbage'");
	fresh();
	T_EQ(fdt_del_node(blob, node("/connections")), 0);
	expect_err("mydpl.dtb: /objects/dpni@1: not connected (every dpni needs exactly one connection)");
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
	/* a dpni cannot be its own peer */
	fresh();
	set_str("/connections/connection@2", "endpoint2", "dpni@2");
	expect_err("mydpl.dtb: /connections/connection@2: property 'endpoint2': 'dpni@2' is already connected by /connections/connection@2");
}

static void
test_root(void)
{
	fresh();
	set_str("/", "dpl-version", "10");
	expect_err("mydpl.dtb: /: property 'dpl-version': expected one 32-bit cell, got 3 bytes");
	/* no room for the message: still -EINVAL, nothing written */
	fresh();
	set_u32("/objects/dpni@1", "num_queues", 0);
	T_EQ(dpaa2x_dpl_parse(blob, fdt_totalsize(blob), NAME, &dpl, NULL, 0),
	     -EINVAL);
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

int
main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: %s loopback.dtb backtoback.dtb\n", argv[0]);
		return 2;
	}
	loopback_path = argv[1];
	backtoback_path = argv[2];
	T_RUN(test_default);
	T_RUN(test_loopback);
	T_RUN(test_backtoback);
	T_RUN(test_misaligned_copy);
	T_RUN(test_bad_blob);
	T_RUN(test_dpni_props);
	T_RUN(test_dpni_mac);
	T_RUN(test_dpbp_props);
	T_RUN(test_dpmac_props);
	T_RUN(test_dpmac_wires);
	T_RUN(test_object_names);
	T_RUN(test_object_counts);
	T_RUN(test_container);
	T_RUN(test_connections);
	T_RUN(test_connections_peers);
	T_RUN(test_root);
	T_RUN(test_fuzz);
	return t_done();
}
