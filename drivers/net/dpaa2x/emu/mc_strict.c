/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The strict MC (mc_model.h): what the strict firmware refuses by
 * default, the commands a test tells it to refuse, as
 * a firmware version that does not know a command, an option bit, a
 * queue type or a statistics page answers it (UNSUPPORTED_OP, CONFIG_ERR),
 * and the transcript of what a driver sent. The portal (mc_portal.c)
 * asks here after decoding each command and records it before it writes
 * the status: whoever saw the status finds the command in the transcript.
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "mc_model.h"
#include "soc.h"

/* The detail of a command a firmware version may refuse it for. */
static void
detail(enum dpaa2x_mc_op op, const void *req, struct dpaa2x_mc_trace *t)
{
	const struct dpaa2x_mc_buf_layout *bl = req;
	const struct dpaa2x_mc_queue *q = req;
	const struct dpaa2x_mc_stats_page *sp = req;
	const struct dpaa2x_mc_offload *off = req;
	const struct dpaa2x_mc_taildrop *td = req;
	const struct dpaa2x_mc_val *v = req;
	const struct dpaa2x_mc_dpbp_notif *bn = req;
	const struct dpaa2x_mc_link_cfg *lc = req;
	const struct dpaa2x_mc_errors *e = req;
	const struct dpaa2x_mc_cong_notif *cn = req;

	t->param = DPAA2X_MC_ANY;
	t->options = 0;
	switch (op) {
	case DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT:
		t->param = bl->qtype;
		t->options = bl->options;
		break;
	case DPAA2X_MC_DPNI_GET_BUFFER_LAYOUT:
	case DPAA2X_MC_DPNI_SET_TX_CONF_MODE:
		t->param = (int16_t)v->v;
		break;
	case DPAA2X_MC_DPNI_SET_QUEUE:
		t->options = q->options;
		/* fall through */
	case DPAA2X_MC_DPNI_GET_QUEUE:
		t->param = q->qtype;
		break;
	case DPAA2X_MC_DPNI_GET_STATISTICS:
		t->param = sp->page;
		break;
	case DPAA2X_MC_DPNI_SET_OFFLOAD:
	case DPAA2X_MC_DPNI_GET_OFFLOAD:
		t->param = off->type;
		break;
	case DPAA2X_MC_DPNI_SET_TAILDROP:
	case DPAA2X_MC_DPNI_GET_TAILDROP:
		t->param = td->qtype;
		t->options = td->cg_point;
		break;
	case DPAA2X_MC_DPNI_SET_LINK_CFG:
		t->options = (uint32_t)lc->options;
		break;
	case DPAA2X_MC_DPNI_SET_ERRORS_BEHAVIOR:
		t->param = e->action;
		t->options = e->errors;
		break;
	case DPAA2X_MC_DPBP_SET_NOTIFICATIONS:
		t->options = bn->options;
		break;
	case DPAA2X_MC_DPNI_SET_CONG_NOTIF:
		t->param = cn->qtype;
		t->options = cn->mode;
		break;
	default:
		break;
	}
}

/*
 * The strict firmware's own refusals: the requests net_dpaa2 22.11 never
 * makes (test/fslmc/net_dpaa2_mc.list, "guide:" lines), which firmware
 * may not take. As an older version answers them: a command it does not
 * know UNSUPPORTED_OP (-ENOTSUP), an option bit, queue or page it does
 * not have CONFIG_ERR (-EINVAL). 0 when it takes the command.
 */
static int
fw_refuses(struct dpaa2x_soc *soc, enum dpaa2x_mc_op op, int dpni_idx,
	   const struct dpaa2x_mc_trace *t)
{
	switch (op) {
	case DPAA2X_MC_DPNI_GET_QUEUE:
		/* confirmation off: the dpni has no confirmation queues */
		return t->param == DPAA2X_MC_QUEUE_TX_CONFIRM && dpni_idx >= 0 &&
		       soc->dpni[dpni_idx].tx_conf == MODEL_TX_CONF_DISABLE ? -EINVAL : 0;
	case DPAA2X_MC_DPNI_GET_TAILDROP:
	case DPAA2X_MC_DPBP_SET_NOTIFICATIONS:
		return -ENOTSUP;
	case DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT:
		return t->options & DPAA2X_MC_BL_NO_SG ? -EINVAL : 0;
	case DPAA2X_MC_DPNI_GET_STATISTICS:
		return t->param == 4 ? -EINVAL : 0;	/* no congestion group */
	default:
		return 0;
	}
}

int
model_mc_strict_check(struct dpaa2x_soc *soc, uint16_t cmdid, enum dpaa2x_mc_op op,
		      const void *req, int dpni_idx, struct dpaa2x_mc_trace *t)
{
	const struct model_mc_strict *st = model_mc_strict_of(soc);
	unsigned int i;
	int ret;

	t->cmdid = cmdid;
	t->op = (int16_t)op;
	t->err = 0;
	detail(op, req, t);
	if (__atomic_load_n(&st->fw, __ATOMIC_ACQUIRE) == MODEL_MC_FW_STRICT &&
	    (ret = fw_refuses(soc, op, dpni_idx, t)) < 0)
		return ret;
	for (i = 0; i < st->n_refuse; i++) {
		const struct dpaa2x_mc_refusal *r = &st->refuse[i];

		if (r->op == (int16_t)op &&
		    (r->param == DPAA2X_MC_ANY || r->param == t->param) &&
		    (r->options == 0 || (r->options & t->options) != 0))
			return r->err;
	}
	return 0;
}

void
model_mc_strict_record(struct dpaa2x_soc *soc, const struct dpaa2x_mc_trace *t)
{
	struct model_mc_strict *st = model_mc_strict_of(soc);

	if (st->tracing && st->n_trace < MODEL_MC_TRACE) {
		st->trace[st->n_trace] = *t;
		/* the status store after this one (release) publishes it */
		__atomic_store_n(&st->n_trace, st->n_trace + 1, __ATOMIC_RELAXED);
	}
}

/* ---- test API (the engine reads these between commands: a test sets
 * them while no command of its own is outstanding) ---- */

int
dpaa2x_soc_mc_refuse(struct dpaa2x_soc *soc, const struct dpaa2x_mc_refusal *r)
{
	struct model_mc_strict *st = model_mc_strict_of(soc);

	if (r == NULL) {
		__atomic_store_n(&st->n_refuse, 0, __ATOMIC_RELEASE);
		return 0;
	}
	if (r->op < 0 || r->op >= DPAA2X_MC_OP_COUNT || r->err >= 0)
		return -EINVAL;
	if (st->n_refuse == MODEL_MC_REFUSALS)
		return -ENOSPC;
	st->refuse[st->n_refuse] = *r;
	__atomic_store_n(&st->n_refuse, st->n_refuse + 1, __ATOMIC_RELEASE);
	return 0;
}

int
dpaa2x_soc_mc_firmware(struct dpaa2x_soc *soc, int fw)
{
	if (fw != MODEL_MC_FW_STRICT && fw != MODEL_MC_FW_ACCEPT_ALL)
		return -EINVAL;
	__atomic_store_n(&model_mc_strict_of(soc)->fw, (uint8_t)fw, __ATOMIC_RELEASE);
	return 0;
}

void
dpaa2x_soc_mc_trace_start(struct dpaa2x_soc *soc)
{
	struct model_mc_strict *st = model_mc_strict_of(soc);

	__atomic_store_n(&st->n_trace, 0, __ATOMIC_RELAXED);
	__atomic_store_n(&st->tracing, true, __ATOMIC_RELEASE);
}

unsigned int
dpaa2x_soc_mc_trace_read(struct dpaa2x_soc *soc, struct dpaa2x_mc_trace *t, unsigned int n)
{
	struct model_mc_strict *st = model_mc_strict_of(soc);
	unsigned int have = __atomic_load_n(&st->n_trace, __ATOMIC_ACQUIRE);

	memcpy(t, st->trace, RTE_MIN(n, have) * sizeof(*t));
	return have;
}

const char *
dpaa2x_mc_trace_param(const struct dpaa2x_mc_trace *t, char *buf, size_t len)
{
	static const char *const qtypes[] = { "rx", "tx", "tx_confirm", "rx_err" };

	switch (t->op) {
	case DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT:
	case DPAA2X_MC_DPNI_GET_BUFFER_LAYOUT:
	case DPAA2X_MC_DPNI_SET_QUEUE:
	case DPAA2X_MC_DPNI_GET_QUEUE:
	case DPAA2X_MC_DPNI_SET_TAILDROP:
	case DPAA2X_MC_DPNI_GET_TAILDROP:
	case DPAA2X_MC_DPNI_SET_CONG_NOTIF:
		if (t->param >= 0 && t->param < (int)RTE_DIM(qtypes)) {
			snprintf(buf, len, "qtype=%s", qtypes[t->param]);
			return buf;
		}
		break;
	case DPAA2X_MC_DPNI_GET_STATISTICS:
		snprintf(buf, len, "page=%d", t->param);
		return buf;
	case DPAA2X_MC_DPNI_SET_OFFLOAD:
	case DPAA2X_MC_DPNI_GET_OFFLOAD:
	case DPAA2X_MC_DPNI_SET_TX_CONF_MODE:
		snprintf(buf, len, t->op == DPAA2X_MC_DPNI_SET_TX_CONF_MODE ? "mode=%d" :
			 "type=%d", t->param);
		return buf;
	case DPAA2X_MC_DPNI_SET_ERRORS_BEHAVIOR:
		snprintf(buf, len, "action=%d", t->param);
		return buf;
	default:
		break;
	}
	snprintf(buf, len, "-");
	return buf;
}
