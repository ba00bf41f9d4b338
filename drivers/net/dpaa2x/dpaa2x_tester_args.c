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
	DPAA2X_TESTER_ARGS(DPAA2X_ARG_DEF)
};

static const struct dpaa2x_arg_table tester_table = { tester_defs, RTE_DIM(tester_defs) };

static void
tester_defaults(struct dpaa2x_tester_args *ta)
{
	RTE_BUILD_BUG_ON(DPAA2X_ARG_LIST_MAX != DPAA2X_GEN_MAX_SIZES);
	memset(ta, 0, sizeof(*ta));
	dpaa2x_args_defaults(&tester_table, ta);
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
