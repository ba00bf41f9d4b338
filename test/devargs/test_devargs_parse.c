/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The devargs tables and their error texts, without EAL: the driver's and
 * the emulated board's tester's, parsed as a probe on a board with a
 * tester does (the driver's keys, then the rest, handed on unread, by the
 * tester). Every row of devargs_cases.h gives exactly its text, and every
 * key of either table has a wrong-type, an out-of-range and a
 * missing-value row.
 */

#include <errno.h>
#include <stdbool.h>

#include <rte_common.h>

#include "dpaa2x_devargs.h"
#include "dpaa2x_tester_args.h"
#include "dpaa2x_test.h"
#include "devargs_cases.h"

static char err[8192];
static struct dpaa2x_devargs da;
static struct dpaa2x_tester_args ta;

/* As a probe on a board with a tester: the driver's keys, then the board's. */
static int
parse(const char *args, char *e, size_t len)
{
	int ret = dpaa2x_devargs_parse(args, &da, e, len);

	return ret != 0 ? ret : dpaa2x_tester_args_parse(da.board, &ta, e, len);
}

/* The i-th key of the driver's table, then of the tester's. */
static const char *
any_key(unsigned int i)
{
	unsigned int n = 0;

	while (dpaa2x_devargs_key(n) != NULL)
		n++;
	return i < n ? dpaa2x_devargs_key(i) : dpaa2x_tester_args_key(i - n);
}

static void
test_defaults(void)
{
	T_EQ(parse(NULL, err, sizeof(err)), 0);
	T_EQ(da.copybreak.bytes, 512);
	T_EQ(da.dpni, -1);
	T_EQ(da.hw_cpu, -1);
	T_EQ(da.stash, 1);
	T_EQ(da.backend, DPAA2X_BACKEND_EMULATED);
	T_EQ(ta.gen, 1);
	T_STREQ(da.dpl, "");
	T_EQ(ta.gp.n_sizes, 1);
	T_EQ(ta.gp.sizes[0], 64);
	T_EQ(ta.gp.flows, 64);
	T_EQ(ta.gp.rate_pps, 0);
	T_EQ(ta.gp.count, 0);
	T_EQ(ta.gp.ttl, 64);
	T_EQ(ta.gp.burst, 32);
	T_EQ(parse("", err, sizeof(err)), 0);
	T_EQ(da.copybreak.bytes, 512);
	T_EQ(parse("hw_cpu=step,stash=off", err, sizeof(err)), 0);
	T_EQ(da.hw_cpu, DPAA2X_DEVARG_HW_STEP);
	T_EQ(da.stash, 0);
	/* the fslmc backend: a dpni named, nothing of the emulated one's */
	T_EQ(parse("backend=fslmc,dpni=3,copybreak=0", err, sizeof(err)), 0);
	T_EQ(da.backend, DPAA2X_BACKEND_FSLMC);
	T_EQ(da.dpni, 3);
	T_EQ(parse("backend=emulated,hw_cpu=step,dpl=/etc/hostname", err, sizeof(err)), 0);
	T_EQ(da.backend, DPAA2X_BACKEND_EMULATED);
}

static void
test_good_values(void)
{
	T_EQ(parse("copybreak=256,dpni=2,hw_cpu=1,gen=off,"
		"gen_size=64:512:1518,gen_rate=1000000,gen_count=5000,gen_flows=128,"
		"gen_src_mac=02:aa:bb:cc:dd:ee,gen_dst_ip=10.1.2.3,gen_sport=7,"
		"gen_dport=65535,gen_ttl=9,dpl=/x/y.dtb", err, sizeof(err)), 0);
	T_EQ(da.copybreak.bytes, 256);
	T_EQ(da.dpni, 2);
	T_EQ(da.hw_cpu, 1);
	T_EQ(ta.gen, 0);
	T_EQ(ta.gp.n_sizes, 3);
	T_EQ(ta.gp.sizes[0], 64);
	T_EQ(ta.gp.sizes[1], 512);
	T_EQ(ta.gp.sizes[2], 1518);
	T_EQ(ta.gp.rate_pps, 1000000);
	T_EQ(ta.gp.count, 5000);
	T_EQ(ta.gp.flows, 128);
	T_EQ(ta.gp.src_mac[1], 0xaa);
	T_EQ(ta.gp.src_mac[5], 0xee);
	T_EQ(ta.gp.dst_ip, 0x0a010203);
	T_EQ(ta.gen_dst_ip_set, 1);
	T_EQ(ta.gen_src_ip_set, 0);
	T_EQ(ta.gp.sport, 7);
	T_EQ(ta.gp.dport, 65535);
	T_EQ(ta.gp.ttl, 9);
	T_STREQ(da.dpl, "/x/y.dtb");
	/* range ends are accepted */
	T_EQ(parse("copybreak=0", err, sizeof(err)), 0);
	T_EQ(da.copybreak.bytes, 0);
	T_EQ(parse("copybreak=10240", err, sizeof(err)), 0);
	T_EQ(da.copybreak.bytes, 10240);
	T_EQ(da.copybreak.is_auto, 0);
	/* copybreak=auto: 0 while the pool is not depleted, every frame while it is */
	T_EQ(parse("copybreak=auto", err, sizeof(err)), 0);
	T_EQ(da.copybreak.is_auto, 1);
	T_EQ(da.copybreak.low, 0);
	T_EQ(da.copybreak.high, 10240);
	T_STREQ(dpaa2x_cb_conf_text(&da.copybreak, err, sizeof(err)), "auto:0:10240");
	T_EQ(parse("gen=off,copybreak=auto:64:1514", err, sizeof(err)), 0);
	T_EQ(da.copybreak.is_auto, 1);
	T_EQ(da.copybreak.low, 64);
	T_EQ(da.copybreak.high, 1514);
	T_EQ(parse("copybreak=auto:0:0", err, sizeof(err)), 0);
	T_EQ(da.copybreak.high, 0);
	T_EQ(parse("copybreak=auto:10240:10240", err, sizeof(err)), 0);
	T_EQ(da.copybreak.low, 10240);
	T_EQ(parse("copybreak=auto:007:0128", err, sizeof(err)), 0);	/* decimal */
	T_EQ(da.copybreak.low, 7);
	T_EQ(da.copybreak.high, 128);
	T_STREQ(dpaa2x_cb_conf_text(&da.copybreak, err, sizeof(err)), "auto:7:128");
}

static void
test_good_edges(void)
{
	/* range ends, a regular file, sizes up to the limit */
	T_EQ(parse("gen_rate=200000000,gen_count=9223372036854775807,"
		"gen_flows=4096,gen_burst=256,gen_ttl=255,gen_src_ip_count=65536,"
		"gen_dst_ip_count=1,hw_cpu=1023,dpni=15,gen_delay=60000,gen=1,"
		"gen_src_ip=0.0.0.0,gen_dst_ip=255.255.255.255,dpl=/etc/hostname,"
		"gen_size=64:64:64:64:64:64:64:64:64:64:64:64:64:64:64:10240",
		err, sizeof(err)), 0);
	T_EQ(ta.gp.rate_pps, 200000000);
	T_EQ(ta.gp.count, 9223372036854775807ULL);
	T_EQ(ta.gp.n_sizes, 16);
	T_EQ(ta.gp.sizes[15], 10240);
	T_EQ(ta.gp.dst_ip, 0xffffffffu);
	T_EQ(ta.gp.src_ip, 0);
	T_EQ(ta.gen_src_ip_set, 1);
	T_EQ(da.hw_cpu, 1023);
	T_EQ(da.dpni, 15);
	T_EQ(ta.gen, 1);
	T_STREQ(da.dpl, "/etc/hostname");
	/* empty pairs are skipped, as rte_kvargs does; gen=no is off */
	T_EQ(parse("copybreak=1,,gen=no,", err, sizeof(err)), 0);
	T_EQ(da.copybreak.bytes, 1);
	T_EQ(ta.gen, 0);
	T_EQ(da.flow_ctrl, DPAA2X_DEVARG_FC_NONE);	/* the default */
	/* flow control modes by name */
	T_EQ(parse("flow_ctrl=tx_pause", err, sizeof(err)), 0);
	T_EQ(da.flow_ctrl, DPAA2X_DEVARG_FC_TX_PAUSE);
	T_EQ(parse("flow_ctrl=rx_pause", err, sizeof(err)), 0);
	T_EQ(da.flow_ctrl, DPAA2X_DEVARG_FC_RX_PAUSE);
	T_EQ(parse("flow_ctrl=full", err, sizeof(err)), 0);
	T_EQ(da.flow_ctrl, DPAA2X_DEVARG_FC_FULL);
	T_EQ(parse("flow_ctrl=none", err, sizeof(err)), 0);
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
		T_EQ(parse(c->args, err, sizeof(err)), -EINVAL);
		if (strcmp(err, c->msg) != 0)
			T_FAIL_AT("row %u (%.60s):\n  got:      \"%s\"\n  expected: \"%s\"",
				  n, c->args, err, c->msg);
		memset(small, 'x', sizeof(small));
		T_EQ(parse(c->args, small, sizeof(small)), -EINVAL);
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

	for (i = 0; (key = any_key(i)) != NULL; i++) {
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
		if (strstr(" " DPAA2X_PARAM_STRING DPAA2X_TESTER_PARAM_STRING, want) == NULL)
			T_FAIL_AT("DPAA2X_PARAM_STRING does not name %s", key);
	}
	T_EQ(n_keys, DA_N_KEYS);
	/* rows name their key (a known one, unless the row is about that) */
	for (n = 0; n < RTE_DIM(da_cases); n++) {
		const struct da_case *c = &da_cases[n];

		if (c->key == NULL)
			continue;
		T_CONTAINS(c->msg, c->key);
		known = false;
		for (i = 0; (key = any_key(i)) != NULL; i++)
			known |= strcmp(key, c->key) == 0;
		if (!known && strncmp(c->msg, "unknown devarg", 14) != 0)
			T_FAIL_AT("row %u names '%s', not a key of the driver", n, c->key);
	}
}

/* The driver reads its own keys only and hands the others on as given. */
static void
test_board_keys_handed_on(void)
{
	T_EQ(dpaa2x_devargs_parse("gen_rate=x,copybreak=64,foo=bar,gen", &da, err, sizeof(err)), 0);
	T_EQ(da.copybreak.bytes, 64);
	T_STREQ(da.board, "gen_rate=x,foo=bar,gen=");
	T_EQ(dpaa2x_devargs_parse("dpni=1,hw_cpu=step", &da, err, sizeof(err)), 0);
	T_STREQ(da.board, "");
	/* what the driver's table refuses is refused before the board sees it */
	T_EQ(dpaa2x_devargs_parse("gen_rate=x,copybreak=abc", &da, err, sizeof(err)), -EINVAL);
	T_STREQ(err, "invalid devarg copybreak=abc: allowed " DA_CB);
	/* the tester reads its own: an unknown key lists the driver's and its */
	T_EQ(dpaa2x_tester_args_parse("gen_rate=5,foo=bar", &ta, err, sizeof(err)), -EINVAL);
	T_CONTAINS(err, "unknown devarg 'foo' (known: dpl, dpni, copybreak, hw_cpu, stash, flow_ctrl, "
		   "backend, copy_pool, copy_pool_cache, tx_conf, gen, ");
	T_EQ(dpaa2x_tester_args_parse("gen_rate=5,gen_size=64:128", &ta, err, sizeof(err)), 0);
	T_EQ(ta.n_given, 2);
	T_STREQ(ta.first, "gen_rate");
	T_STREQ(ta.sizes_text, "64:128");
}

int
main(void)
{
	da_cases_init();
	T_RUN(test_defaults);
	T_RUN(test_good_values);
	T_RUN(test_good_edges);
	T_RUN(test_bad_rows);
	T_RUN(test_every_key_has_rows);
	T_RUN(test_board_keys_handed_on);
	printf("%s\n", t_failures ? "FAIL" : "PASS");
	return t_failures ? 1 : 0;
}
