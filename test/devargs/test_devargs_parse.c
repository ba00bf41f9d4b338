/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* The devargs table and its error texts, without EAL. */

#include <errno.h>

#include "dpaa2x_devargs.h"
#include "dpaa2x_test.h"

static char err[512];
static struct dpaa2x_devargs da;

/* args must fail with exactly msg */
static void
expect_error(const char *args, const char *msg)
{
	err[0] = '\0';
	T_EQ(dpaa2x_devargs_parse(args, &da, err, sizeof(err)), -EINVAL);
	T_STREQ(err, msg);
}

static void
test_defaults(void)
{
	T_EQ(dpaa2x_devargs_parse(NULL, &da, err, sizeof(err)), 0);
	T_EQ(da.copybreak, 512);
	T_EQ(da.dpni, -1);
	T_EQ(da.hw_cpu, -1);
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
test_copybreak_errors(void)
{
	expect_error("copybreak=512abc", "invalid devarg copybreak=512abc: allowed 0..10240");
	expect_error("copybreak=-1", "invalid devarg copybreak=-1: allowed 0..10240");
	expect_error("copybreak=10241", "invalid devarg copybreak=10241: allowed 0..10240");
	expect_error("copybreak=", "invalid devarg copybreak=: allowed 0..10240");
	expect_error("copybreak=+5", "invalid devarg copybreak=+5: allowed 0..10240");
	expect_error("copybreak=0x10", "invalid devarg copybreak=0x10: allowed 0..10240");
	expect_error("copybreak=99999999999999999999999",
		     "invalid devarg copybreak=99999999999999999999999: allowed 0..10240");
	expect_error("copybreak=1,copybreak=2", "devarg copybreak given twice");
}

static void
test_unknown_key(void)
{
	expect_error("copybrake=512",
		"unknown devarg 'copybrake' (known: dpl, dpni, copybreak, hw_cpu, gen, "
		"gen_delay, gen_size, gen_rate, gen_count, gen_flows, gen_burst, gen_src_mac, "
		"gen_dst_mac, gen_src_ip, gen_dst_ip, gen_src_ip_count, gen_dst_ip_count, "
		"gen_sport, gen_dport, gen_ttl)");
}

static void
test_other_errors(void)
{
	expect_error("dpni=16", "invalid devarg dpni=16: allowed 0..15");
	expect_error("hw_cpu=abc", "invalid devarg hw_cpu=abc: allowed 0..1023");
	expect_error("gen=maybe", "invalid devarg gen=maybe: allowed on|off");
	expect_error("gen_size=40", "invalid devarg gen_size=40: allowed 64..10240, up to 16 separated by ':'");
	expect_error("gen_size=64:", "invalid devarg gen_size=64:: allowed 64..10240, up to 16 separated by ':'");
	expect_error("gen_size=64:1x", "invalid devarg gen_size=64:1x: allowed 64..10240, up to 16 separated by ':'");
	expect_error("gen_flows=0", "invalid devarg gen_flows=0: allowed 1..4096");
	expect_error("gen_delay=60001", "invalid devarg gen_delay=60001: allowed 0..60000");
	expect_error("gen_ttl=0", "invalid devarg gen_ttl=0: allowed 1..255");
	expect_error("gen_sport=65536", "invalid devarg gen_sport=65536: allowed 0..65535");
	expect_error("gen_src_ip=1.2.3", "invalid devarg gen_src_ip=1.2.3: allowed a.b.c.d");
	expect_error("gen_src_ip=1.2.3.256", "invalid devarg gen_src_ip=1.2.3.256: allowed a.b.c.d");
	expect_error("gen_dst_ip=1..2.3", "invalid devarg gen_dst_ip=1..2.3: allowed a.b.c.d");
	expect_error("gen_dst_mac=02:00:00:00:00", "invalid devarg gen_dst_mac=02:00:00:00:00: allowed xx:xx:xx:xx:xx:xx");
	expect_error("gen_dst_mac=02:00:00:00:00:zz", "invalid devarg gen_dst_mac=02:00:00:00:00:zz: allowed xx:xx:xx:xx:xx:xx");
	expect_error("dpl=", "invalid devarg dpl=: allowed a readable DPL (.dtb) file");
}

int
main(void)
{
	T_RUN(test_defaults);
	T_RUN(test_good_values);
	T_RUN(test_copybreak_errors);
	T_RUN(test_unknown_key);
	T_RUN(test_other_errors);
	printf("%s\n", t_failures ? "FAIL" : "PASS");
	return t_failures ? 1 : 0;
}
