/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulation only: the tester's devargs table (dpaa2x_tester_args.h). The
 * values are the generator's; which sizes a board's frames allow is the
 * DPL's, checked once the port knows its dpni (dpaa2x_tester.c).
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <rte_common.h>
#include <rte_kvargs.h>

#include "dpaa2x_devargs.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_board.h"
#include "dpaa2x_tester_args.h"

#define TA(f) offsetof(struct dpaa2x_tester_args, f)
#define GP(f) (offsetof(struct dpaa2x_tester_args, gp) + offsetof(struct dpaa2x_gen_params, f))

static const struct dpaa2x_arg_def tester_defs[] = {
	{ "gen", DPAA2X_ARG_BOOL, TA(gen), 0, 1, 0 },
	{ "gen_delay", DPAA2X_ARG_U32, TA(gen_delay_ms), 0, 60000, 0 },
	{ "gen_size", DPAA2X_ARG_U16_LIST, GP(sizes), 64, DPAA2X_MAX_FRAME, GP(n_sizes) },
	/* the generator's own limit (dpaa2x_gen_check()), above 100G at 64 B */
	{ "gen_rate", DPAA2X_ARG_U64, GP(rate_pps), 0, 200000000ULL, 0 },
	{ "gen_count", DPAA2X_ARG_U64, GP(count), 0, UINT64_MAX >> 1, 0 },
	{ "gen_flows", DPAA2X_ARG_U32, GP(flows), 1, 4096, 0 },
	{ "gen_burst", DPAA2X_ARG_U16, GP(burst), 1, 256, 0 },
	{ "gen_src_mac", DPAA2X_ARG_MAC, GP(src_mac), 0, 0, 0 },
	{ "gen_dst_mac", DPAA2X_ARG_MAC, GP(dst_mac), 0, 0, TA(gen_dst_mac_set) },
	{ "gen_src_ip", DPAA2X_ARG_IPV4, GP(src_ip), 0, 0, TA(gen_src_ip_set) },
	{ "gen_dst_ip", DPAA2X_ARG_IPV4, GP(dst_ip), 0, 0, TA(gen_dst_ip_set) },
	{ "gen_src_ip_count", DPAA2X_ARG_U32, GP(src_ip_count), 1, 65536, 0 },
	{ "gen_dst_ip_count", DPAA2X_ARG_U32, GP(dst_ip_count), 1, 65536, 0 },
	{ "gen_sport", DPAA2X_ARG_U16, GP(sport), 0, 65535, 0 },
	{ "gen_dport", DPAA2X_ARG_U16, GP(dport), 0, 65535, 0 },
	{ "gen_ttl", DPAA2X_ARG_U8, GP(ttl), 1, 255, 0 },
	{ "gen_vlan", DPAA2X_ARG_U16, GP(vlan_tci), 0, 4095, GP(vlan) },
};

static const struct dpaa2x_arg_table tester_table = { tester_defs, RTE_DIM(tester_defs) };

static void
tester_defaults(struct dpaa2x_tester_args *ta)
{
	static const uint8_t src_mac[6] = { 0x02, 0x00, 0x00, 0x00, 0xee, 0x01 };

	RTE_BUILD_BUG_ON(DPAA2X_ARG_LIST_MAX != DPAA2X_GEN_MAX_SIZES);
	memset(ta, 0, sizeof(*ta));
	ta->gen = true;
	ta->gp.sizes[0] = 64;
	ta->gp.n_sizes = 1;
	ta->gp.flows = 64;
	ta->gp.burst = 32;
	ta->gp.src_ip_count = 1;
	ta->gp.dst_ip_count = 1;
	ta->gp.sport = 1024;
	ta->gp.dport = 1024;
	ta->gp.ttl = 64;
	memcpy(ta->gp.src_mac, src_mac, sizeof(src_mac));
}

/* What was given, for the messages that come once the port is known. */
static void
note_given(const char *args, struct dpaa2x_tester_args *ta)
{
	struct rte_kvargs *kv = rte_kvargs_parse(args, NULL);
	const char *sizes;

	if (kv == NULL)
		return;
	ta->n_given = kv->count;
	if (kv->count > 0)
		snprintf(ta->first, sizeof(ta->first), "%s", kv->pairs[0].key);
	sizes = rte_kvargs_get(kv, "gen_size");
	if (sizes != NULL)
		snprintf(ta->sizes_text, sizeof(ta->sizes_text), "%s", sizes);
	rte_kvargs_free(kv);
}

int
dpaa2x_tester_args_parse(const char *args, struct dpaa2x_tester_args *ta,
			 char *err, size_t errlen)
{
	int ret;

	tester_defaults(ta);
	ret = dpaa2x_args_parse(&tester_table, args, ta, NULL, 0, err, errlen);
	if (ret == 0 && args != NULL && args[0] != '\0')
		note_given(args, ta);
	return ret;
}

const char *
dpaa2x_tester_args_key(unsigned int i)
{
	return i < RTE_DIM(tester_defs) ? tester_defs[i].key : NULL;
}
