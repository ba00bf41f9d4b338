/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Bad devargs, one table row each: the string after "net_dpaa2x0," and
 * the exact error text dpaa2x_devargs_parse() gives for it. Shared by
 * test_devargs_parse (exact text, and every key of the driver's table has
 * a wrong-type, an out-of-range and a missing-value row) and
 * test_devargs_probe (every row through a real probe, which logs
 * "<vdev name>: <text>" and leaves nothing behind).
 */

#ifndef DPAA2X_TEST_DEVARGS_CASES_H
#define DPAA2X_TEST_DEVARGS_CASES_H

#include <stdio.h>

#include "dpaa2x_devargs.h"
#include "dpaa2x_tester_args.h"

/* The keys of the driver's and the tester's lists: how many, and their
 * names as the message of an unknown key gives them ("dpl, dpni, ..."). */
#define DA_KEY_ONE(...)		+ 1
#define DA_KEY_TEXT(key, ...)	key ", "
#define DA_N_KEYS	(0 DPAA2X_PMD_ARGS(DA_KEY_ONE) DPAA2X_TESTER_ARGS(DA_KEY_ONE))
static char da_unknown_lower[1024], da_unknown_upper[1024];

enum da_bad {
	DA_BAD_TYPE,		/* not a value of the key's kind */
	DA_BAD_RANGE,		/* a value of that kind, outside the range */
	DA_BAD_MISSING,		/* "key=" or "key" */
	DA_BAD_SYNTAX,		/* the string: unknown key, key twice, '=' */
};

struct da_case {
	const char *key;	/* the key the text must name, NULL: none */
	enum da_bad bad;
	const char *args;
	const char *msg;
};

/* "key=value" refused with the key's allowed values */
#define BAD(k, b, v, allowed) \
	{ k, b, k "=" v, "invalid devarg " k "=" v ": allowed " allowed }
/* "key=" and a bare "key": both read as an empty value */
#define MISSING(k, allowed) \
	{ k, DA_BAD_MISSING, k "=", "invalid devarg " k "=: allowed " allowed }, \
	{ k, DA_BAD_MISSING, k, "invalid devarg " k "=: allowed " allowed }

#define DA_PATH		"a readable DPL (.dtb) file"
#define DA_SIZES	"64..10240, up to 16 separated by ':'"
#define DA_MAC		"xx:xx:xx:xx:xx:xx"
#define DA_IP		"a.b.c.d"
#define DA_FC		"none|rx_pause|tx_pause|full"
#define DA_CB		"0..10240, auto or auto:<low>:<high> with 0 <= low <= high <= 10240"

/* a path of 4097 characters: one more than PATH_MAX with its NUL */
#define DA_S64		"/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
#define DA_X4(s)	s s s s
#define DA_LONG_PATH	DA_X4(DA_X4(DA_X4(DA_S64))) "x"
#define DA_GEN8		"gen=on,gen=on,gen=on,gen=on,gen=on,gen=on,gen=on,gen=on,"
#define DA_PAIRS33	DA_GEN8 DA_GEN8 DA_GEN8 DA_GEN8 "gen=on"

static const struct da_case da_cases[] = {
	BAD("dpl", DA_BAD_TYPE, "/", DA_PATH),			/* a directory */
	BAD("dpl", DA_BAD_TYPE, "/dev/null", DA_PATH),		/* a device */
	BAD("dpl", DA_BAD_RANGE, DA_LONG_PATH, DA_PATH),
	MISSING("dpl", DA_PATH),

	BAD("dpni", DA_BAD_TYPE, "one", "0..65535"),
	BAD("dpni", DA_BAD_TYPE, "1.0", "0..65535"),
	BAD("dpni", DA_BAD_TYPE, "0x1", "0..65535"),
	BAD("dpni", DA_BAD_RANGE, "65536", "0..65535"),
	BAD("dpni", DA_BAD_RANGE, "-1", "0..65535"),
	BAD("dpni", DA_BAD_RANGE, "4294967296", "0..65535"),
	MISSING("dpni", "0..65535"),

	BAD("copybreak", DA_BAD_TYPE, "512abc", DA_CB),
	BAD("copybreak", DA_BAD_TYPE, "+5", DA_CB),
	BAD("copybreak", DA_BAD_TYPE, "0x10", DA_CB),
	BAD("copybreak", DA_BAD_TYPE, " 64", DA_CB),
	BAD("copybreak", DA_BAD_TYPE, "AUTO", DA_CB),
	BAD("copybreak", DA_BAD_TYPE, "autox", DA_CB),
	BAD("copybreak", DA_BAD_TYPE, "auto:", DA_CB),
	BAD("copybreak", DA_BAD_TYPE, "auto:64", DA_CB),
	BAD("copybreak", DA_BAD_TYPE, "auto:64:", DA_CB),
	BAD("copybreak", DA_BAD_TYPE, "auto::64", DA_CB),
	BAD("copybreak", DA_BAD_TYPE, "auto:0:64:128", DA_CB),
	BAD("copybreak", DA_BAD_TYPE, "auto:+0:64", DA_CB),
	BAD("copybreak", DA_BAD_TYPE, "auto:0: 64", DA_CB),
	BAD("copybreak", DA_BAD_TYPE, "auto:a:b", DA_CB),
	BAD("copybreak", DA_BAD_RANGE, "10241", DA_CB),
	BAD("copybreak", DA_BAD_RANGE, "-1", DA_CB),
	BAD("copybreak", DA_BAD_RANGE, "99999999999999999999999", DA_CB),
	BAD("copybreak", DA_BAD_RANGE, "auto:512:64", DA_CB),	/* low above high */
	BAD("copybreak", DA_BAD_RANGE, "auto:0:10241", DA_CB),
	BAD("copybreak", DA_BAD_RANGE, "auto:0:102400", DA_CB),
	BAD("copybreak", DA_BAD_RANGE, "auto:10241:10241", DA_CB),
	MISSING("copybreak", DA_CB),

	BAD("hw_cpu", DA_BAD_TYPE, "abc", "0..1023 or step"),
	BAD("hw_cpu", DA_BAD_TYPE, "cpu1", "0..1023 or step"),
	BAD("hw_cpu", DA_BAD_RANGE, "1024", "0..1023 or step"),
	BAD("hw_cpu", DA_BAD_RANGE, "-1", "0..1023 or step"),
	MISSING("hw_cpu", "0..1023 or step"),

	BAD("stash", DA_BAD_TYPE, "half", "on|off"),
	BAD("stash", DA_BAD_RANGE, "2", "on|off"),
	MISSING("stash", "on|off"),

	BAD("tx_conf", DA_BAD_TYPE, "maybe", "on|off"),
	BAD("tx_conf", DA_BAD_RANGE, "2", "on|off"),
	MISSING("tx_conf", "on|off"),

	BAD("backend", DA_BAD_TYPE, "1", "emulated|fslmc"),
	BAD("backend", DA_BAD_TYPE, "FSLMC", "emulated|fslmc"),
	BAD("backend", DA_BAD_RANGE, "dpaa2", "emulated|fslmc"),
	BAD("backend", DA_BAD_RANGE, "fslmc|emulated", "emulated|fslmc"),
	MISSING("backend", "emulated|fslmc"),
	/* what the fslmc backend needs, and what is the emulated one's */
	{ "backend", DA_BAD_SYNTAX, "backend=fslmc",
	  "devarg backend=fslmc needs dpni=<id>: the dpni of the DPRC that this port drives" },
	{ "dpl", DA_BAD_SYNTAX, "backend=fslmc,dpni=1,dpl=/etc/hostname",
	  "devarg dpl=/etc/hostname is the emulated backend's: with backend=fslmc the MC "
	  "has created the objects" },
	{ "hw_cpu", DA_BAD_SYNTAX, "hw_cpu=1,dpni=3,backend=fslmc",
	  "devarg hw_cpu= is the emulated backend's (its engine thread): backend=fslmc has none" },

	BAD("gen", DA_BAD_TYPE, "maybe", "on|off"),
	BAD("gen", DA_BAD_TYPE, "ON", "on|off"),
	BAD("gen", DA_BAD_TYPE, "true", "on|off"),
	BAD("gen", DA_BAD_RANGE, "2", "on|off"),
	MISSING("gen", "on|off"),

	BAD("gen_delay", DA_BAD_TYPE, "1s", "0..60000"),
	BAD("gen_delay", DA_BAD_TYPE, "0.5", "0..60000"),
	BAD("gen_delay", DA_BAD_RANGE, "60001", "0..60000"),
	MISSING("gen_delay", "0..60000"),

	BAD("gen_size", DA_BAD_TYPE, "jumbo", DA_SIZES),
	BAD("gen_size", DA_BAD_TYPE, "64:1x", DA_SIZES),
	BAD("gen_size", DA_BAD_TYPE, "64:", DA_SIZES),
	BAD("gen_size", DA_BAD_TYPE, ":64", DA_SIZES),
	BAD("gen_size", DA_BAD_TYPE, "64::128", DA_SIZES),
	BAD("gen_size", DA_BAD_TYPE, "[64,128]", DA_SIZES),
	BAD("gen_size", DA_BAD_RANGE, "40", DA_SIZES),
	BAD("gen_size", DA_BAD_RANGE, "63", DA_SIZES),
	BAD("gen_size", DA_BAD_RANGE, "64:10241", DA_SIZES),
	BAD("gen_size", DA_BAD_RANGE, "64:64:64:64:64:64:64:64:64:64:64:64:64:64:64:64:64", DA_SIZES),
	MISSING("gen_size", DA_SIZES),

	BAD("gen_rate", DA_BAD_TYPE, "1e6", "0..200000000"),
	BAD("gen_rate", DA_BAD_TYPE, "10M", "0..200000000"),
	BAD("gen_rate", DA_BAD_RANGE, "200000001", "0..200000000"),
	BAD("gen_rate", DA_BAD_RANGE, "1000000000", "0..200000000"),
	MISSING("gen_rate", "0..200000000"),

	BAD("gen_count", DA_BAD_TYPE, "many", "0..9223372036854775807"),
	BAD("gen_count", DA_BAD_RANGE, "9223372036854775808", "0..9223372036854775807"),
	BAD("gen_count", DA_BAD_RANGE, "18446744073709551616", "0..9223372036854775807"),
	MISSING("gen_count", "0..9223372036854775807"),

	BAD("gen_flows", DA_BAD_TYPE, "all", "1..4096"),
	BAD("gen_flows", DA_BAD_RANGE, "0", "1..4096"),
	BAD("gen_flows", DA_BAD_RANGE, "4097", "1..4096"),
	MISSING("gen_flows", "1..4096"),

	BAD("gen_burst", DA_BAD_TYPE, "32x", "1..256"),
	BAD("gen_burst", DA_BAD_RANGE, "0", "1..256"),
	BAD("gen_burst", DA_BAD_RANGE, "257", "1..256"),
	MISSING("gen_burst", "1..256"),

	BAD("gen_src_mac", DA_BAD_TYPE, "10.0.0.1", DA_MAC),
	BAD("gen_src_mac", DA_BAD_TYPE, "02-00-00-00-00-01", DA_MAC),
	BAD("gen_src_mac", DA_BAD_TYPE, "02:00:00:00:00:zz", DA_MAC),
	BAD("gen_src_mac", DA_BAD_TYPE, "02:00:00:00:00", DA_MAC),
	BAD("gen_src_mac", DA_BAD_RANGE, "02:00:00:00:00:100", DA_MAC),
	BAD("gen_src_mac", DA_BAD_RANGE, "102:00:00:00:00:01", DA_MAC),
	MISSING("gen_src_mac", DA_MAC),

	BAD("gen_dst_mac", DA_BAD_TYPE, "0200.0000.0001", DA_MAC),
	BAD("gen_dst_mac", DA_BAD_TYPE, "02:00:00:00:00:0g", DA_MAC),
	BAD("gen_dst_mac", DA_BAD_TYPE, "02:00:00:00:00:01:", DA_MAC),
	BAD("gen_dst_mac", DA_BAD_RANGE, "02:00:00:00:00:1ff", DA_MAC),
	MISSING("gen_dst_mac", DA_MAC),

	BAD("gen_src_ip", DA_BAD_TYPE, "abc", DA_IP),
	BAD("gen_src_ip", DA_BAD_TYPE, "1.2.3", DA_IP),
	BAD("gen_src_ip", DA_BAD_TYPE, "1.2.3.4.5", DA_IP),
	BAD("gen_src_ip", DA_BAD_TYPE, "010.0.0.1", DA_IP),	/* octal or decimal? */
	BAD("gen_src_ip", DA_BAD_RANGE, "1.2.3.256", DA_IP),
	MISSING("gen_src_ip", DA_IP),

	BAD("gen_dst_ip", DA_BAD_TYPE, "1..2.3", DA_IP),
	BAD("gen_dst_ip", DA_BAD_TYPE, "1.2.3.4.", DA_IP),
	BAD("gen_dst_ip", DA_BAD_TYPE, "::1", DA_IP),
	BAD("gen_dst_ip", DA_BAD_RANGE, "256.0.0.1", DA_IP),
	BAD("gen_dst_ip", DA_BAD_RANGE, "1.2.3.99999999999999999999", DA_IP),
	MISSING("gen_dst_ip", DA_IP),

	BAD("gen_src_ip_count", DA_BAD_TYPE, "1k", "1..65536"),
	BAD("gen_src_ip_count", DA_BAD_RANGE, "0", "1..65536"),
	BAD("gen_src_ip_count", DA_BAD_RANGE, "65537", "1..65536"),
	MISSING("gen_src_ip_count", "1..65536"),

	BAD("gen_dst_ip_count", DA_BAD_TYPE, "-", "1..65536"),
	BAD("gen_dst_ip_count", DA_BAD_RANGE, "0", "1..65536"),
	BAD("gen_dst_ip_count", DA_BAD_RANGE, "65537", "1..65536"),
	MISSING("gen_dst_ip_count", "1..65536"),

	BAD("gen_sport", DA_BAD_TYPE, "http", "0..65535"),
	BAD("gen_sport", DA_BAD_RANGE, "65536", "0..65535"),
	MISSING("gen_sport", "0..65535"),

	BAD("gen_dport", DA_BAD_TYPE, "4789/udp", "0..65535"),
	BAD("gen_dport", DA_BAD_RANGE, "65536", "0..65535"),
	MISSING("gen_dport", "0..65535"),

	BAD("gen_ttl", DA_BAD_TYPE, "max", "1..255"),
	BAD("gen_ttl", DA_BAD_RANGE, "0", "1..255"),
	BAD("gen_ttl", DA_BAD_RANGE, "256", "1..255"),
	MISSING("gen_ttl", "1..255"),
	BAD("gen_vlan", DA_BAD_TYPE, "100.1", "0..4095"),
	BAD("gen_vlan", DA_BAD_RANGE, "4096", "0..4095"),
	MISSING("gen_vlan", "0..4095"),
	BAD("gen_kind", DA_BAD_TYPE, "PTP", "udp|ptp"),
	BAD("gen_kind", DA_BAD_RANGE, "sync", "udp|ptp"),
	MISSING("gen_kind", "udp|ptp"),

	BAD("flow_ctrl", DA_BAD_TYPE, "on", DA_FC),
	BAD("flow_ctrl", DA_BAD_TYPE, "TX_PAUSE", DA_FC),
	BAD("flow_ctrl", DA_BAD_RANGE, "2", DA_FC),	/* the mode's name, not its number */
	MISSING("flow_ctrl", DA_FC),

	BAD("copy_pool", DA_BAD_TYPE, "8k", "64..65536"),
	BAD("copy_pool", DA_BAD_RANGE, "63", "64..65536"),
	BAD("copy_pool", DA_BAD_RANGE, "65537", "64..65536"),
	MISSING("copy_pool", "64..65536"),
	BAD("copy_pool_cache", DA_BAD_TYPE, "-1", "0..512"),
	BAD("copy_pool_cache", DA_BAD_RANGE, "513", "0..512"),
	MISSING("copy_pool_cache", "0..512"),

	/* the string */
	{ "copybrake", DA_BAD_SYNTAX, "copybrake=512", da_unknown_lower },
	{ "COPYBREAK", DA_BAD_SYNTAX, "gen=on,COPYBREAK=512", da_unknown_upper },
	{ "copybreak", DA_BAD_SYNTAX, "copybreak=1,copybreak=2", "devarg copybreak given twice" },
	{ "dpni", DA_BAD_SYNTAX, "dpni=1,gen=off,dpni=1", "devarg dpni given twice" },
	{ "copybreak", DA_BAD_SYNTAX, "copybreak==1",
	  "invalid devarg copybreak==1: a value cannot contain '='" },
	{ "dpl", DA_BAD_SYNTAX, "gen=off,dpl=/a=b.dtb",
	  "invalid devarg dpl=/a=b.dtb: a value cannot contain '='" },
	{ NULL, DA_BAD_SYNTAX, "copybreak=1,=5", "invalid devarg =5: no key before '='" },
	{ NULL, DA_BAD_SYNTAX, DA_PAIRS33,
	  "cannot parse devargs \"" DA_PAIRS33 "\": at most 32 key=value pairs" },
};

/* The texts of the unknown-key rows, from the key lists; first thing in main. */
static inline void
da_cases_init(void)
{
	static const char keys[] = DPAA2X_PMD_ARGS(DA_KEY_TEXT) DPAA2X_TESTER_ARGS(DA_KEY_TEXT);
	int n = (int)sizeof(keys) - 3;	/* without the last ", " */

	snprintf(da_unknown_lower, sizeof(da_unknown_lower),
		 "unknown devarg 'copybrake' (known: %.*s)", n, keys);
	snprintf(da_unknown_upper, sizeof(da_unknown_upper),
		 "unknown devarg 'COPYBREAK' (known: %.*s)", n, keys);
}

#endif /* DPAA2X_TEST_DEVARGS_CASES_H */
