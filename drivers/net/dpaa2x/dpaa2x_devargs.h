/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#ifndef DPAA2X_DEVARGS_H
#define DPAA2X_DEVARGS_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>

#include "hw/dpaa2x_portal.h"

#define DPAA2X_COPYBREAK_DEFAULT	512
#define DPAA2X_COPYBREAK_MAX		DPAA2X_MAX_FRAME
/* hw_cpu=step: the emulated hardware runs only in rte_pmd_dpaa2x_hw_step() */
#define DPAA2X_DEVARG_HW_STEP		(-2)

/* What the user asked for with --vdev net_dpaa2xN,key=value,... */
struct dpaa2x_devargs {
	char dpl[PATH_MAX];		/* "" = embedded default DPL */
	int32_t dpni;			/* -1 = next unused dpni of the DPL */
	uint32_t copybreak;
	int32_t hw_cpu;			/* -1 = a free CPU (see the NIC guide),
					 * DPAA2X_DEVARG_HW_STEP = no engine thread */
	bool stash;			/* Rx stashing: annotation + frame head line */
	bool gen;			/* generator runs while the port is started */
	uint32_t gen_delay_ms;		/* from port start to the first frame */
	bool gen_dst_mac_set;		/* else: the port's MAC */
	bool gen_src_ip_set, gen_dst_ip_set;	/* else: derived from the dpni */
	struct dpaa2x_gen_params gp;
	uint8_t flow_ctrl;		/* DPAA2X_DEVARG_FC_*: link flow control at probe */
};

/* flow_ctrl=: the values of enum rte_eth_fc_mode */
#define DPAA2X_DEVARG_FC_NONE		0
#define DPAA2X_DEVARG_FC_RX_PAUSE	1
#define DPAA2X_DEVARG_FC_TX_PAUSE	2
#define DPAA2X_DEVARG_FC_FULL		3

/*
 * Parse "key=value,..." (may be NULL) into *da, starting from the defaults.
 * On error returns -EINVAL and writes a message naming the key, the value
 * and what is allowed into err.
 */
int dpaa2x_devargs_parse(const char *args, struct dpaa2x_devargs *da,
			 char *err, size_t errlen);

/*
 * The i-th key of the devargs table, NULL past the last one (tests check
 * that every key has its error cases).
 */
const char *dpaa2x_devargs_key(unsigned int i);

/* The string for RTE_PMD_REGISTER_PARAM_STRING. */
#define DPAA2X_PARAM_STRING \
	"dpl=<file> " \
	"dpni=<0-15> " \
	"copybreak=<0-10240> " \
	"hw_cpu=<cpu|step> " \
	"stash=<on|off> " \
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
	"flow_ctrl=<none|rx_pause|tx_pause|full>"

#endif /* DPAA2X_DEVARGS_H */
