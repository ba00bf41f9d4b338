/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulation only: the devargs of the emulated board's tester (generator
 * and sink behind a dpmac), which the driver hands on unread
 * (struct dpaa2x_devargs.board). Checked with the driver's table engine
 * against a table of their own; no EAL needed (tests, fuzzing).
 */

#ifndef DPAA2X_TESTER_ARGS_H
#define DPAA2X_TESTER_ARGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dpaa2x_devargs.h"
#include "dpaa2x_hw_board.h"

struct dpaa2x_tester_args {
	bool gen;			/* generator runs while the port is started */
	uint32_t gen_delay_ms;		/* from port start to the first frame */
	bool gen_dst_mac_set;		/* else: the port's MAC */
	bool gen_src_ip_set, gen_dst_ip_set;	/* else: derived from the dpni */
	unsigned int n_given;		/* keys given (0: all defaults) */
	char first[32];			/* the first key given, for messages */
	char sizes_text[128];		/* gen_size as given, for messages */
	struct dpaa2x_gen_params gp;
};

/*
 * Parse the board's "key=value,..." (may be NULL or "") into *ta from the
 * defaults. 0, or -EINVAL with a message naming the key (an unknown one
 * with every key of the driver and of the tester).
 */
int dpaa2x_tester_args_parse(const char *args, struct dpaa2x_tester_args *ta,
			     char *err, size_t errlen);

/* The i-th key of the tester's table, NULL past the last one. */
const char *dpaa2x_tester_args_key(unsigned int i);

/*
 * The tester's keys, one line each as the driver's (DPAA2X_PMD_ARGS):
 * key, type, field (TA(): of struct dpaa2x_tester_args, GP(): of its
 * generator params), aux offset (the "given" flag, a list's count), min,
 * max, default, choices and the value's text in the param string.
 */
#define DPAA2X_TESTER_ARGS(X) \
	X("gen", BOOL, TA(gen), 0, 0, 1, 1, NULL, "<on|off>") \
	X("gen_delay", U32, TA(gen_delay_ms), 0, 0, 60000, 0, NULL, "<0-60000 ms>") \
	X("gen_size", U16_LIST, GP(sizes), GP(n_sizes), 64, DPAA2X_MAX_FRAME, 64, NULL, \
	  "<64-" DPAA2X_XSTR(DPAA2X_MAX_FRAME) "[:...]>") \
	/* the generator's own limit (its gen_check), above 100G at 64 B */ \
	X("gen_rate", U64, GP(rate_pps), 0, 0, 200000000ULL, 0, NULL, \
	  "<0-200000000 pps, 0 = line rate>") \
	X("gen_count", U64, GP(count), 0, 0, UINT64_MAX >> 1, 0, NULL, "<frames, 0 = endless>") \
	X("gen_flows", U32, GP(flows), 0, 1, 4096, 64, NULL, "<1-4096>") \
	X("gen_burst", U16, GP(burst), 0, 1, 256, 32, NULL, "<1-256>") \
	X("gen_src_mac", MAC, GP(src_mac), 0, 0, 0, 0x02000000ee01ULL, NULL, \
	  "<xx:xx:xx:xx:xx:xx>") \
	X("gen_dst_mac", MAC, GP(dst_mac), TA(gen_dst_mac_set), 0, 0, 0, NULL, \
	  "<xx:xx:xx:xx:xx:xx>") \
	X("gen_src_ip", IPV4, GP(src_ip), TA(gen_src_ip_set), 0, 0, 0, NULL, "<a.b.c.d>") \
	X("gen_dst_ip", IPV4, GP(dst_ip), TA(gen_dst_ip_set), 0, 0, 0, NULL, "<a.b.c.d>") \
	X("gen_src_ip_count", U32, GP(src_ip_count), 0, 1, 65536, 1, NULL, "<1-65536>") \
	X("gen_dst_ip_count", U32, GP(dst_ip_count), 0, 1, 65536, 1, NULL, "<1-65536>") \
	X("gen_sport", U16, GP(sport), 0, 0, 65535, 1024, NULL, "<0-65535>") \
	X("gen_dport", U16, GP(dport), 0, 0, 65535, 1024, NULL, "<0-65535>") \
	X("gen_ttl", U8, GP(ttl), 0, 1, 255, 64, NULL, "<1-255>") \
	X("gen_vlan", U16, GP(vlan_tci), GP(vlan), 0, 4095, 0, NULL, "<0-4095>") \
	/* gen_kind= words in the order of DPAA2X_GEN_KIND_* */ \
	X("gen_kind", CHOICE, GP(kind), 0, 0, 0, DPAA2X_GEN_KIND_UDP, "udp|ptp", "<udp|ptp>")

/* The tester's keys for RTE_PMD_REGISTER_PARAM_STRING, after the driver's. */
#define DPAA2X_TESTER_PARAM_STRING DPAA2X_TESTER_ARGS(DPAA2X_ARG_PARAM)

#endif /* DPAA2X_TESTER_ARGS_H */
