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

/* The tester's keys for RTE_PMD_REGISTER_PARAM_STRING, after the driver's. */
#define DPAA2X_TESTER_PARAM_STRING \
	"gen=<on|off> " \
	"gen_delay=<0-60000 ms> " \
	"gen_size=<64-10240[:...]> " \
	"gen_rate=<0-200000000 pps, 0 = line rate> " \
	"gen_count=<frames, 0 = endless> " \
	"gen_flows=<1-4096> " \
	"gen_burst=<1-256> " \
	"gen_src_mac=<xx:xx:xx:xx:xx:xx> " \
	"gen_dst_mac=<xx:xx:xx:xx:xx:xx> " \
	"gen_src_ip=<a.b.c.d> " \
	"gen_dst_ip=<a.b.c.d> " \
	"gen_src_ip_count=<1-65536> " \
	"gen_dst_ip_count=<1-65536> " \
	"gen_sport=<0-65535> " \
	"gen_dport=<0-65535> " \
	"gen_ttl=<1-255> " \
	"gen_vlan=<0-4095>"

#endif /* DPAA2X_TESTER_ARGS_H */
