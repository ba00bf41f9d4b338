/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#ifndef DPAA2X_DEVARGS_H
#define DPAA2X_DEVARGS_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dpaa2x_hw_fmt.h"

#define DPAA2X_COPYBREAK_DEFAULT	512
#define DPAA2X_COPYBREAK_MAX		DPAA2X_MAX_FRAME
/* copybreak=auto: <low> and <high> when not given (high: every frame) */
#define DPAA2X_CB_AUTO_LOW_DEFAULT	0
#define DPAA2X_CB_AUTO_HIGH_DEFAULT	DPAA2X_COPYBREAK_MAX
/* hw_cpu=step: the emulated hardware runs only in rte_pmd_dpaa2x_hw_step() */
#define DPAA2X_DEVARG_HW_STEP		(-2)
/* room for the pairs the driver hands to the board, as given */
#define DPAA2X_BOARD_ARGS_LEN		1024

/*
 * A copybreak as asked for (devarg, run-time API, telemetry): a number of
 * bytes, or auto: <low> while the Rx pool is not depleted, <high> while
 * it is (0 <= low <= high <= DPAA2X_COPYBREAK_MAX).
 */
struct dpaa2x_cb_conf {
	bool is_auto;
	uint32_t bytes;			/* fixed */
	uint32_t low, high;		/* auto */
};

/* What the user asked for with --vdev net_dpaa2xN,key=value,... */
struct dpaa2x_devargs {
	char dpl[PATH_MAX];		/* "" = embedded default DPL */
	int32_t dpni;			/* -1 = next unused dpni of the DPL */
	struct dpaa2x_cb_conf copybreak;
	int32_t hw_cpu;			/* -1 = a free CPU (see the NIC guide),
					 * DPAA2X_DEVARG_HW_STEP = no engine thread */
	bool stash;			/* Rx stashing: annotation + frame head line */
	uint8_t backend;		/* enum dpaa2x_backend: emulated or fslmc */
	/* every other key=value, comma-separated as given: not the driver's
	 * to read, but the board's (the emulated board's tester, gen_*) */
	char board[DPAA2X_BOARD_ARGS_LEN];
	uint8_t flow_ctrl;		/* DPAA2X_DEVARG_FC_*: link flow control at probe */
	uint32_t copy_pool;		/* mbufs of each copybreak (copy) pool */
};

/* copy_pool=: what a small pool for the copies holds (BMan-backed, one dpbp
 * each, behind a per-lcore cache) */
#define DPAA2X_COPY_POOL_DEFAULT	8192
#define DPAA2X_COPY_POOL_MIN		64
#define DPAA2X_COPY_POOL_MAX		65536

/* flow_ctrl=: the values of enum rte_eth_fc_mode */
#define DPAA2X_DEVARG_FC_NONE		0
#define DPAA2X_DEVARG_FC_RX_PAUSE	1
#define DPAA2X_DEVARG_FC_TX_PAUSE	2
#define DPAA2X_DEVARG_FC_FULL		3

/*
 * Parse "key=value,..." (may be NULL) into *da, starting from the defaults.
 * Keys of the driver's table are checked here; the others go to da->board
 * unread. On error returns -EINVAL and writes a message naming the key,
 * the value and what is allowed into err.
 */
int dpaa2x_devargs_parse(const char *args, struct dpaa2x_devargs *da,
			 char *err, size_t errlen);

/* What copybreak= allows, for error messages. */
#define DPAA2X_CB_ALLOWED \
	"0..10240, auto or auto:<low>:<high> with 0 <= low <= high <= 10240"

/* "N", "auto" or "auto:<low>:<high>" into *c: 0, or -EINVAL (then the
 * message is DPAA2X_CB_ALLOWED). */
int dpaa2x_cb_conf_parse(const char *s, struct dpaa2x_cb_conf *c);
/* A valid conf (the API's values are checked with it too). */
bool dpaa2x_cb_conf_valid(const struct dpaa2x_cb_conf *c);
/* "512" or "auto:0:10240": what copybreak= would take for it. */
const char *dpaa2x_cb_conf_text(const struct dpaa2x_cb_conf *c, char *buf, size_t len);

/*
 * The i-th key of the driver's table, NULL past the last one (tests check
 * that every key has its error cases).
 */
const char *dpaa2x_devargs_key(unsigned int i);

/* The driver's keys for RTE_PMD_REGISTER_PARAM_STRING (the board's follow). */
#define DPAA2X_PARAM_STRING \
	"dpl=<file> " \
	"dpni=<0-65535> " \
	"copybreak=<0-10240|auto[:<low>:<high>]> " \
	"hw_cpu=<cpu|step> " \
	"stash=<on|off> " \
	"flow_ctrl=<none|rx_pause|tx_pause|full> " \
	"backend=<emulated|fslmc> " \
	"copy_pool=<64-65536> "

/* ---- the table engine, for the board's own keys too ---- */

#define DPAA2X_ARG_LIST_MAX	16	/* values of an ARG_U16_LIST */

enum dpaa2x_arg_type {
	DPAA2X_ARG_U32,		/* decimal integer in [min, max] into a uint32_t */
	DPAA2X_ARG_I32,		/* same, into an int32_t */
	DPAA2X_ARG_U16,
	DPAA2X_ARG_U8,
	DPAA2X_ARG_U64,
	DPAA2X_ARG_BOOL,	/* on|off|1|0|yes|no */
	DPAA2X_ARG_PATH,	/* a regular file (or none yet), into char[PATH_MAX] */
	DPAA2X_ARG_MAC,
	DPAA2X_ARG_IPV4,	/* host order uint32_t */
	DPAA2X_ARG_U16_LIST,	/* a:b:c in [min, max]; the count at aux_off */
	DPAA2X_ARG_CPU,		/* a CPU in [min, max] or "step" (int32_t) */
	DPAA2X_ARG_CHOICE,	/* one word of choices, its index into a uint8_t */
	DPAA2X_ARG_COPYBREAK,	/* struct dpaa2x_cb_conf (dpaa2x_cb_conf_parse) */
};

struct dpaa2x_arg_def {
	const char *key;
	enum dpaa2x_arg_type type;
	size_t off;		/* into the destination struct */
	uint64_t min, max;
	size_t aux_off;		/* bool "was given" flag (0 = none), or the
				 * uint16_t count of an ARG_U16_LIST */
	const char *choices;	/* ARG_CHOICE: the words, '|'-separated */
};

struct dpaa2x_arg_table {
	const struct dpaa2x_arg_def *defs;
	unsigned int n;
};

/*
 * Check args against table t into dst (which holds the defaults). Pairs
 * whose key t lacks are appended to rest ("k=v,..."), or, with rest NULL,
 * refused as unknown, the message listing the driver's keys and t's.
 * 0, or -EINVAL with the message in err.
 */
int dpaa2x_args_parse(const struct dpaa2x_arg_table *t, const char *args, void *dst,
		      char *rest, size_t restlen, char *err, size_t errlen);

#endif /* DPAA2X_DEVARGS_H */
