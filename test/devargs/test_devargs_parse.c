/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The devargs table and its error texts, without EAL: every row of
 * devargs_cases.h gives exactly its text, and every key of the driver's
 * table has a wrong-type, an out-of-range and a missing-value row.
 */

#include <errno.h>
#include <stdbool.h>

#include <rte_common.h>

#include "dpaa2x_devargs.h"
#include "dpaa2x_test.h"
#include "devargs_cases.h"

static char err[8192];
static struct dpaa2x_devargs da;

static void
test_defaults(void)
{
	T_EQ(dpaa2x_devargs_parse(NULL, &da, err, sizeof(err)), 0);
	T_EQ(da.copybreak, 512);
	T_EQ(da.dpni, -1);
	T_EQ(da.hw_cpu, -1);
	T_EQ(da.stash, 1);
	T_EQ(da.gen, 1);
	T_STREQ(da.dpl, "");
	T_EQ(da.gp.n_sizes, 1);
	T_EQ(da.gp.sizes[0], 64);
	T_EQ(da.gp.flows, 64);
	T_EQ(da.gp.rate_pps, 0);
	T_EQ(da.gp.count, 0);
	T_EQ(da.gp.ttl, 64);
	T_EQ(da.gp.burst, 32);
	T_EQ(dpaa2x_devargs_parse("", &da, err, sizeof(err)), 0);
	T_EQ(da.copybreak, 512);
	T_EQ(dpaa2x_devargs_parse("hw_cpu=step,stash=off", &da, err, sizeof(err)), 0);
	T_EQ(da.hw_cpu, DPAA2X_DEVARG_HW_STEP);
	T_EQ(da.stash, 0);
}

static void
test_good_values(void)
{
	T_EQ(dpaa2x_devargs_parse("copybreak=256,dpni=2,hw_cpu=1,gen=off,"
		"gen_size=64:512:1518,gen_rate=1000000,gen_count=5000,gen_flows=128,"
		"gen_src_mac=02:aa:bb:cc:dd:ee,gen_dst_ip=10.1.2.3,gen_sport=7,"
		"gen_dport=65535,gen_ttl=9,dpl=/x/y.dtb", &da, err, sizeof(err)), 0);
	T_EQ(da.copybreak, 256);
	T_EQ(da.dpni, 2);
	T_EQ(da.hw_cpu, 1);
	T_EQ(da.gen, 0);
	T_EQ(da.gp.n_sizes, 3);
	T_EQ(da.gp.sizes[0], 64);
	T_EQ(da.gp.sizes[1], 512);
	T_EQ(da.gp.sizes[2], 1518);
	T_EQ(da.gp.rate_pps, 1000000);
	T_EQ(da.gp.count, 5000);
	T_EQ(da.gp.flows, 128);
	T_EQ(da.gp.src_mac[1], 0xaa);
	T_EQ(da.gp.src_mac[5], 0xee);
	T_EQ(da.gp.dst_ip, 0x0a010203);
	T_EQ(da.gen_dst_ip_set, 1);
	T_EQ(da.gen_src_ip_set, 0);
	T_EQ(da.gp.sport, 7);
	T_EQ(da.gp.dport, 65535);
	T_EQ(da.gp.ttl, 9);
	T_STREQ(da.dpl, "/x/y.dtb");
	/* range ends are accepted */
	T_EQ(dpaa2x_devargs_parse("copybreak=0", &da, err, sizeof(err)), 0);
	T_EQ(da.copybreak, 0);
	T_EQ(dpaa2x_devargs_parse("copybreak=10240", &da, err, sizeof(err)), 0);
	T_EQ(da.copybreak, 10240);
}

static void
test_good_edges(void)
{
	/* range ends, a regular file, sizes up to the limit */
	T_EQ(dpaa2x_devargs_parse("gen_rate=200000000,gen_count=9223372036854775807,"
		"gen_flows=4096,gen_burst=256,gen_ttl=255,gen_src_ip_count=65536,"
		"gen_dst_ip_count=1,hw_cpu=1023,dpni=15,gen_delay=60000,gen=1,"
		"gen_src_ip=0.0.0.0,gen_dst_ip=255.255.255.255,dpl=/etc/hostname,"
		"gen_size=64:64:64:64:64:64:64:64:64:64:64:64:64:64:64:10240", &da,
		err, sizeof(err)), 0);
	T_EQ(da.gp.rate_pps, 200000000);
	T_EQ(da.gp.count, 9223372036854775807ULL);
	T_EQ(da.gp.n_sizes, 16);
	T_EQ(da.gp.sizes[15], 10240);
	T_EQ(da.gp.dst_ip, 0xffffffffu);
	T_EQ(da.gp.src_ip, 0);
	T_EQ(da.gen_src_ip_set, 1);
	T_EQ(da.hw_cpu, 1023);
	T_EQ(da.dpni, 15);
	T_EQ(da.gen, 1);
	T_STREQ(da.dpl, "/etc/hostname");
	/* empty pairs are skipped, as rte_kvargs does; gen=no is off */
	T_EQ(dpaa2x_devargs_parse("copybreak=1,,gen=no,", &da, err, sizeof(err)), 0);
	T_EQ(da.copybreak, 1);
	T_EQ(da.gen, 0);
	T_EQ(da.flow_ctrl, DPAA2X_DEVARG_FC_NONE);	/* the default */
	/* flow control modes by name */
	T_EQ(dpaa2x_devargs_parse("flow_ctrl=tx_pause", &da, err, sizeof(err)), 0);
	T_EQ(da.flow_ctrl, DPAA2X_DEVARG_FC_TX_PAUSE);
	T_EQ(dpaa2x_devargs_parse("flow_ctrl=rx_pause", &da, err, sizeof(err)), 0);
	T_EQ(da.flow_ctrl, DPAA2X_DEVARG_FC_RX_PAUSE);
	T_EQ(dpaa2x_devargs_parse("flow_ctrl=full", &da, err, sizeof(err)), 0);
	T_EQ(da.flow_ctrl, DPAA2X_DEVARG_FC_FULL);
	T_EQ(dpaa2x_devargs_parse("flow_ctrl=none", &da, err, sizeof(err)), 0);
	T_EQ(da.flow_ctrl, DPAA2X_DEVARG_FC_NONE);
}

/* Every row: exactly its text, and a failed parse says so even in 1 byte. */
static void
test_bad_rows(void)
{
	unsigned int n, count[DA_BAD_SYNTAX + 1] = { 0 };
	char small[16];

	for (n = 0; n < RTE_DIM(da_cases); n++) {
		const struct da_case *c = &da_cases[n];

		count[c->bad]++;
		memset(err, 0, sizeof(err));
		T_EQ(dpaa2x_devargs_parse(c->args, &da, err, sizeof(err)), -EINVAL);
		if (strcmp(err, c->msg) != 0)
			T_FAIL_AT("row %u (%.60s):\n  got:      \"%s\"\n  expected: \"%s\"",
				  n, c->args, err, c->msg);
		memset(small, 'x', sizeof(small));
		T_EQ(dpaa2x_devargs_parse(c->args, &da, small, sizeof(small)), -EINVAL);
		T_EQ(strlen(small), sizeof(small) - 1);
		T_EQ(strncmp(small, c->msg, sizeof(small) - 1), 0);
	}
	printf("# da_cases: %u wrong-type, %u out-of-range, %u missing-value, %u syntax rows\n",
	       count[DA_BAD_TYPE], count[DA_BAD_RANGE], count[DA_BAD_MISSING],
	       count[DA_BAD_SYNTAX]);
}

/*
 * Every key of the driver's table: a row of each kind, rows whose text
 * names the key, and the key in the param string dpdk-pmdinfo shows. A
 * key added to arg_defs without its rows fails here.
 */
static void
test_every_key_has_rows(void)
{
	static const char *const kinds[] = {
		[DA_BAD_TYPE] = "wrong-type",
		[DA_BAD_RANGE] = "out-of-range",
		[DA_BAD_MISSING] = "missing-value",
	};
	char want[64];
	unsigned int i, k, n, n_keys = 0;
	const char *key;
	bool known;

	for (i = 0; (key = dpaa2x_devargs_key(i)) != NULL; i++) {
		n_keys++;
		for (k = DA_BAD_TYPE; k <= DA_BAD_MISSING; k++) {
			for (n = 0; n < RTE_DIM(da_cases); n++)
				if (da_cases[n].key != NULL && da_cases[n].bad == k &&
				    strcmp(da_cases[n].key, key) == 0)
					break;
			if (n == RTE_DIM(da_cases))
				T_FAIL_AT("devarg %s has no %s row in da_cases[]", key, kinds[k]);
		}
		snprintf(want, sizeof(want), " %s=<", key);
		if (strstr(" " DPAA2X_PARAM_STRING, want) == NULL)
			T_FAIL_AT("DPAA2X_PARAM_STRING does not name %s", key);
	}
	T_EQ(n_keys, 22);
	/* rows name their key (a known one, unless the row is about that) */
	for (n = 0; n < RTE_DIM(da_cases); n++) {
		const struct da_case *c = &da_cases[n];

		if (c->key == NULL)
			continue;
		T_CONTAINS(c->msg, c->key);
		known = false;
		for (i = 0; (key = dpaa2x_devargs_key(i)) != NULL; i++)
			known |= strcmp(key, c->key) == 0;
		if (!known && strncmp(c->msg, "unknown devarg", 14) != 0)
			T_FAIL_AT("row %u names '%s', not a key of the driver", n, c->key);
	}
}

int
main(void)
{
	T_RUN(test_defaults);
	T_RUN(test_good_values);
	T_RUN(test_good_edges);
	T_RUN(test_bad_rows);
	T_RUN(test_every_key_has_rows);
	printf("%s\n", t_failures ? "FAIL" : "PASS");
	return t_failures ? 1 : 0;
}
