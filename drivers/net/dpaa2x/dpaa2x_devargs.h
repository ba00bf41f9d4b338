/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#ifndef DPAA2X_DEVARGS_H
#define DPAA2X_DEVARGS_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dpaa2x_cb_conf.h"
#include "dpaa2x_hw_fmt.h"

/* hw_cpu=step: the emulated hardware runs only in rte_pmd_dpaa2x_hw_step() */
#define DPAA2X_DEVARG_HW_STEP		(-2)
/* room for the pairs the driver hands to the board, as given */
#define DPAA2X_BOARD_ARGS_LEN		1024

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
	uint32_t copy_pool_cache;	/* its per-lcore cache, mbufs (0: none) */
	bool tx_conf;			/* Tx confirmation: the driver frees what
					 * WRIOP sent; Tx timestamps (dpaa2x_tx_conf.c) */
};

/* copy_pool=: what a small pool for the copies holds (BMan-backed, one dpbp
 * each, behind a per-lcore cache) */
#define DPAA2X_COPY_POOL_DEFAULT	8192
#define DPAA2X_COPY_POOL_MIN		64
#define DPAA2X_COPY_POOL_MAX		65536
/* copy_pool_cache=: the per-lcore cache in front of it (a LIFO stack;
 * 0: every copy's mbuf straight from BMan, in the dpbp's order), at most
 * 2/3 of the pool (the mempool's rule) */
#define DPAA2X_COPY_POOL_CACHE_DEFAULT	256
#define DPAA2X_COPY_POOL_CACHE_MAX	512	/* RTE_MEMPOOL_CACHE_MAX_SIZE */

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

/*
 * The i-th key of the driver's table, NULL past the last one (tests check
 * that every key has its error cases).
 */
const char *dpaa2x_devargs_key(unsigned int i);

/*
 * The driver's keys, one line each: key, type (DPAA2X_ARG_*), its field
 * (an offset into struct dpaa2x_devargs), aux offset (0: none), min, max,
 * default, choices (ARG_CHOICE's words) and the value's text in
 * RTE_PMD_REGISTER_PARAM_STRING. The table, the defaults and the param
 * string are made from these lines alone (dpaa2x_devargs.c).
 */
#define DPAA2X_PMD_ARGS(X) \
	X("dpl", PATH, DA(dpl), 0, 0, 0, 0, NULL, "<file>") \
	X("dpni", I32, DA(dpni), 0, 0, DPAA2X_MAX_DPNI_ID, -1, NULL, \
	  "<0-" DPAA2X_XSTR(DPAA2X_MAX_DPNI_ID) ">") \
	X("copybreak", COPYBREAK, DA(copybreak), 0, 0, DPAA2X_COPYBREAK_MAX, \
	  DPAA2X_COPYBREAK_DEFAULT, NULL, \
	  "<0-" DPAA2X_XSTR(DPAA2X_COPYBREAK_MAX) "|auto[:<low>:<high>]>") \
	X("hw_cpu", CPU, DA(hw_cpu), 0, 0, 1023, -1, NULL, "<cpu|step>") \
	X("stash", BOOL, DA(stash), 0, 0, 1, 1, NULL, "<on|off>") \
	/* flow_ctrl= words in the order of DPAA2X_DEVARG_FC_* */ \
	X("flow_ctrl", CHOICE, DA(flow_ctrl), 0, 0, 0, DPAA2X_DEVARG_FC_NONE, \
	  "none|rx_pause|tx_pause|full", "<none|rx_pause|tx_pause|full>") \
	X("backend", CHOICE, DA(backend), 0, 0, 0, DPAA2X_BACKEND_EMULATED, \
	  "emulated|fslmc", "<emulated|fslmc>") \
	X("copy_pool", U32, DA(copy_pool), 0, DPAA2X_COPY_POOL_MIN, DPAA2X_COPY_POOL_MAX, \
	  DPAA2X_COPY_POOL_DEFAULT, NULL, \
	  "<" DPAA2X_XSTR(DPAA2X_COPY_POOL_MIN) "-" DPAA2X_XSTR(DPAA2X_COPY_POOL_MAX) ">") \
	X("copy_pool_cache", U32, DA(copy_pool_cache), 0, 0, DPAA2X_COPY_POOL_CACHE_MAX, \
	  DPAA2X_COPY_POOL_CACHE_DEFAULT, NULL, "<0-" DPAA2X_XSTR(DPAA2X_COPY_POOL_CACHE_MAX) ">") \
	X("tx_conf", BOOL, DA(tx_conf), 0, 0, 1, 0, NULL, "<on|off>")

/* A line of a key list as the table's entry, and as the param string's words. */
#define DPAA2X_ARG_DEF(key, type, off, aux, min, max, def, choices, help) \
	{ key, DPAA2X_ARG_##type, off, min, max, aux, choices, (uint64_t)(def) },
#define DPAA2X_ARG_PARAM(key, type, off, aux, min, max, def, choices, help) \
	key "=" help " "
/* The driver's keys for RTE_PMD_REGISTER_PARAM_STRING (the board's follow). */
#define DPAA2X_PARAM_STRING DPAA2X_PMD_ARGS(DPAA2X_ARG_PARAM)

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
	uint64_t def;		/* the default: a number, the low 48 bits of a MAC,
				 * the one value of a list (0: none), a copybreak's
				 * bytes; none for a path */
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
/* Every key's default into dst (zeroed by the caller), from the table. */
void dpaa2x_args_defaults(const struct dpaa2x_arg_table *t, void *dst);

#endif /* DPAA2X_DEVARGS_H */
