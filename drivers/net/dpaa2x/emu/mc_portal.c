/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The MC portal: a 64-byte command region as the Management Complex has
 * it, with the header's status protocol (see mc/dpaa2x_mc.h).
 * Software writes the parameters and then the header with status READY;
 * the engine finds READY on its next pass, decodes the command with the
 * same codec the fslmc backend sends with, executes it on the model's
 * objects (the dpaa2x_dpni_* and dpaa2x_dpbp_* MC functions), writes the
 * reply parameters and then the header with the final status (a release
 * store: whoever sees the status sees the reply).
 *
 * Sessions: dpni_open, dpbp_open and dprtc_open give a token (index + 1 of a
 * session); every other object command must carry the token of an open
 * session of its object class (AUTH_ERR otherwise).
 *
 * What the MC knows that the model's objects do not hold (buffer layouts
 * as they were set, offloads, confirmation mode, queue contexts, tail drop
 * settings) lives in struct model_mcp, next to the portal, with the strict
 * MC's refusals and transcript (mc_strict.c).
 */

#include <errno.h>
#include <string.h>

#include <rte_common.h>
#include <rte_eal.h>
#include <rte_memory.h>

#include "bman.h"
#include "iommu.h"
#include "mc_model.h"
#include "soc.h"
#include "swp.h"

#define MC_FW_MAJOR	10
#define MC_FW_MINOR	37
#define MC_SVR_LS2088A	0x87090010u	/* LS2088A, revision 1.0 */
#define DPNI_API_MAJOR	8		/* the dpni commands of dpaa2x_mc.h */
#define DPNI_API_MINOR	2
#define DPBP_API_MAJOR	3
#define DPBP_API_MINOR	4
#define DPIO_API_MAJOR	4		/* DPDK 22.11's fsl_dpio.h */
#define DPIO_API_MINOR	3
#define DPRTC_API_MAJOR	2	/* DPDK 22.11's fsl_dprtc_cmd.h */
#define DPRTC_API_MINOR	3
#define DPRTC_ID	0	/* the SoC's one IEEE 1588 timer: dprtc.0 */

/* ---- one command ---- */

union mc_msg {
	struct dpaa2x_mc_val val;
	struct dpaa2x_mc_u64 u64;
	struct dpaa2x_mc_version ver;
	struct dpaa2x_mc_fw_version fw;
	struct dpaa2x_mc_soc_version soc;
	struct dpaa2x_mc_dpni_attr attr;
	struct dpaa2x_mc_errors err;
	struct dpaa2x_mc_buf_layout bl;
	struct dpaa2x_mc_offload off;
	struct dpaa2x_mc_link_cfg lc;
	struct dpaa2x_mc_link_state link;
	struct dpaa2x_mc_mac mac;
	struct dpaa2x_mc_mac_filters mf;
	struct dpaa2x_mc_rx_tc_dist tcd;
	struct dpaa2x_mc_rx_hash_dist hd;
	struct dpaa2x_mc_queue q;
	struct dpaa2x_mc_stats_page sp;
	struct dpaa2x_mc_stats st;
	struct dpaa2x_mc_taildrop td;
	struct dpaa2x_mc_cong_notif cn;
	struct dpaa2x_mc_pools pools;
	struct dpaa2x_mc_dpbp_attr bpa;
	struct dpaa2x_mc_dpbp_notif bn;
	struct dpaa2x_mc_dpio_attr ioa;
	struct dpaa2x_mc_irq irq;
	struct dpaa2x_mc_endpoint ep;
};

struct mcx {
	struct dpaa2x_soc *soc;
	struct model_mcp *m;
	enum dpaa2x_mc_op op;
	struct mc_session *s;	/* the token's session, NULL for token-less */
	union mc_msg req, rsp;
	struct dpaa2x_mc_trace t;	/* cmdid 0: not decoded */
};

static int
mc_mng(struct mcx *x)
{
	switch (x->op) {
	case DPAA2X_MC_GET_VERSION:
		x->rsp.fw = (struct dpaa2x_mc_fw_version){ 0, MC_FW_MAJOR, MC_FW_MINOR };
		return 0;
	case DPAA2X_MC_GET_SOC_VERSION:
		x->rsp.soc = (struct dpaa2x_mc_soc_version){ MC_SVR_LS2088A, 0 };
		return 0;
	case DPAA2X_MC_DPNI_GET_API_VERSION:
		x->rsp.ver = (struct dpaa2x_mc_version){ DPNI_API_MAJOR, DPNI_API_MINOR };
		return 0;
	case DPAA2X_MC_DPBP_GET_API_VERSION:
		x->rsp.ver = (struct dpaa2x_mc_version){ DPBP_API_MAJOR, DPBP_API_MINOR };
		return 0;
	case DPAA2X_MC_DPIO_GET_API_VERSION:
		x->rsp.ver = (struct dpaa2x_mc_version){ DPIO_API_MAJOR, DPIO_API_MINOR };
		return 0;
	case DPAA2X_MC_DPRTC_GET_API_VERSION:
		x->rsp.ver = (struct dpaa2x_mc_version){ DPRTC_API_MAJOR, DPRTC_API_MINOR };
		return 0;
	default:
		return -ENOTSUP;
	}
}

/* ---- dpbp ---- */

static int
dpbp_open(struct mcx *x)
{
	struct dpaa2x_soc *soc = x->soc;
	struct model_pool *bp = model_pool_of_dpbp(soc, x->req.val.v);
	bool claimed;
	int ret;

	if (bp == NULL)
		return -ENODEV;
	/* a session claims a free pool; one already claimed (a mempool of
	 * this process) is shared and stays claimed after close */
	rte_spinlock_lock(&soc->mc_lock);
	claimed = !bp->claimed;
	if (claimed)
		model_pool_claim(bp);
	ret = model_mc_session_new(x->m, DPAA2X_MC_CLASS_DPBP, (uint16_t)(bp - soc->pool), claimed,
			  &x->rsp.val.v);
	if (ret < 0 && claimed)
		bp->claimed = false;
	rte_spinlock_unlock(&soc->mc_lock);
	return ret;
}

/* A closing session that claimed its pool hands the claim to another
 * session of the same pool, if there is one. */
static bool
claim_to_other(struct model_mcp *m, const struct mc_session *s)
{
	unsigned int i;

	for (i = 0; i < MC_SESSIONS; i++)
		if (&m->sess[i] != s && m->sess[i].in_use &&
		    m->sess[i].cls == DPAA2X_MC_CLASS_DPBP && m->sess[i].idx == s->idx) {
			m->sess[i].claimed = true;
			return true;
		}
	return false;
}

/* dpbp_set_notifications: the MC hands BMan an IOVA; one that is not DPDK
 * memory would fault in the IOMMU on the first write (DMA_ERR). */
static int
dpbp_set_notif(struct mcx *x, const struct model_pool *bp)
{
	const struct dpaa2x_mc_dpbp_notif *n = &x->req.bn;
	struct dpaa2x_dpbp_notif_cfg c = {
		.depletion_entry = n->depletion_entry, .depletion_exit = n->depletion_exit,
		.surplus_entry = n->surplus_entry, .surplus_exit = n->surplus_exit,
		.options = n->options,		/* the contract's bits are the MC's */
		.message_ctx = n->message_ctx,
	};

	RTE_BUILD_BUG_ON(DPAA2X_MC_DPBP_NOTIF_OPT_COHERENT_WRITE !=
			 DPAA2X_DPBP_NOTIF_OPT_COHERENT_WRITE);
	if ((n->depletion_entry != 0 || n->surplus_entry != 0) && n->message_iova != 0) {
		c.message = model_dma_va(n->message_iova, sizeof(struct dpaa2x_bpscn));
		if (c.message == NULL)
			return -EIO;
	}
	return dpaa2x_dpbp_set_notifications(x->soc, bp->bpid, &c);
}

static int
dpbp_get_notif(struct mcx *x, const struct model_pool *bp)
{
	struct dpaa2x_dpbp_notif_cfg c;
	int ret = dpaa2x_dpbp_get_notifications(x->soc, bp->bpid, &c, NULL);

	if (ret < 0)
		return ret;
	x->rsp.bn = (struct dpaa2x_mc_dpbp_notif){
		.depletion_entry = c.depletion_entry, .depletion_exit = c.depletion_exit,
		.surplus_entry = c.surplus_entry, .surplus_exit = c.surplus_exit,
		.options = c.options, .message_ctx = c.message_ctx,
		.message_iova = c.message == NULL ? 0 : rte_mem_virt2iova(c.message),
	};
	return 0;
}

static int
mc_dpbp(struct mcx *x)
{
	struct model_pool *bp = &x->soc->pool[x->s->idx];
	struct dpaa2x_bpool_stats st;
	int ret;

	switch (x->op) {
	case DPAA2X_MC_DPBP_CLOSE:
		if (x->s->claimed && !claim_to_other(x->m, x->s) &&
		    (ret = dpaa2x_dpbp_unclaim(x->soc, bp->bpid)) < 0)
			return ret;	/* -EBUSY: it still holds buffers */
		x->s->in_use = false;
		return 0;
	case DPAA2X_MC_DPBP_ENABLE:
	case DPAA2X_MC_DPBP_DISABLE:
		x->m->bp_enabled[x->s->idx] = x->op == DPAA2X_MC_DPBP_ENABLE;
		return 0;
	case DPAA2X_MC_DPBP_IS_ENABLED:
		x->rsp.val.v = x->m->bp_enabled[x->s->idx];
		return 0;
	case DPAA2X_MC_DPBP_RESET:
		x->m->bp_enabled[x->s->idx] = false;
		model_pool_notif_off(bp);	/* BMan writes no more messages */
		return 0;
	case DPAA2X_MC_DPBP_GET_ATTR:
		x->rsp.bpa = (struct dpaa2x_mc_dpbp_attr){ .bpid = bp->bpid, .id = bp->dpbp_id };
		return 0;
	case DPAA2X_MC_DPBP_GET_NUM_FREE_BUFS:
		ret = dpaa2x_dpbp_get_stats(x->soc, bp->bpid, &st);
		x->rsp.val.v = st.free;
		return ret;
	case DPAA2X_MC_DPBP_SET_NOTIFICATIONS:
		return dpbp_set_notif(x, bp);
	case DPAA2X_MC_DPBP_GET_NOTIFICATIONS:
		return dpbp_get_notif(x, bp);
	default:
		return -ENOTSUP;
	}
}

/* ---- dprtc: the timer's commands on the model's DPRTC (dprtc.c) ---- */

static int
dprtc_open(struct mcx *x)
{
	/* the DPL's dprtc.0, if it has one */
	if (x->req.val.v != DPRTC_ID || x->soc->dpl.n_dprtc == 0)
		return -ENODEV;
	return model_mc_session_new(x->m, DPAA2X_MC_CLASS_DPRTC, DPRTC_ID, false, &x->rsp.val.v);
}

static int
mc_dprtc(struct mcx *x)
{
	switch (x->op) {
	case DPAA2X_MC_DPRTC_CLOSE:
		x->s->in_use = false;
		return 0;
	case DPAA2X_MC_DPRTC_ENABLE:
	case DPAA2X_MC_DPRTC_DISABLE:
	case DPAA2X_MC_DPRTC_RESET:
		return 0;	/* the timer runs from the SoC's start */
	case DPAA2X_MC_DPRTC_IS_ENABLED:
		x->rsp.val.v = 1;
		return 0;
	case DPAA2X_MC_DPRTC_SET_CLOCK_OFFSET:
		return dpaa2x_rtc_set_offset(x->soc, (int64_t)x->req.u64.v);
	case DPAA2X_MC_DPRTC_SET_FREQ_COMP:
		return dpaa2x_rtc_set_freq(x->soc, x->req.val.v);
	case DPAA2X_MC_DPRTC_GET_FREQ_COMP:
		return dpaa2x_rtc_get_freq(x->soc, &x->rsp.val.v);
	case DPAA2X_MC_DPRTC_GET_TIME:
		return dpaa2x_rtc_get_time(x->soc, &x->rsp.u64.v);
	case DPAA2X_MC_DPRTC_SET_TIME:
		return dpaa2x_rtc_set_time(x->soc, x->req.u64.v);
	default:
		return -ENOTSUP;
	}
}

/* ---- execution ---- */

static int
mc_exec(struct mcx *x, const union dpaa2x_mc_cmd *c)
{
	uint16_t token = dpaa2x_mc_hdr_token(c);
	int op = dpaa2x_mc_op_of(dpaa2x_mc_hdr_cmdid(c), DPAA2X_MC_CLASS_NONE);

	if (op < 0) {		/* an object command: its token names the class */
		x->s = model_mc_session_of(x->m, token);
		if (x->s == NULL) {
			/* a command of no class at all is unknown, not unauthorised */
			enum dpaa2x_mc_class k;

			for (k = DPAA2X_MC_CLASS_DPNI; k <= DPAA2X_MC_CLASS_DPRTC; k++)
				if (dpaa2x_mc_op_of(dpaa2x_mc_hdr_cmdid(c), k) >= 0)
					return -EACCES;
			return -ENOTSUP;
		}
		op = dpaa2x_mc_op_of(dpaa2x_mc_hdr_cmdid(c), (enum dpaa2x_mc_class)x->s->cls);
		if (op < 0)
			return -ENOTSUP;
	}
	x->op = (enum dpaa2x_mc_op)op;
	dpaa2x_mc_decode_req(c, x->op, &x->req);
	/* a firmware version that does not take it (the strict MC's list) */
	x->t.err = model_mc_strict_check(x->soc, dpaa2x_mc_hdr_cmdid(c), x->op, &x->req,
					 x->s != NULL && x->s->cls == DPAA2X_MC_CLASS_DPNI ?
					 x->s->idx : -1, &x->t);
	if (x->t.err < 0)
		return x->t.err;
	switch (x->op) {
	case DPAA2X_MC_DPNI_OPEN:
		return model_mc_dpni_open(x->soc, x->req.val.v, &x->rsp.val.v);
	case DPAA2X_MC_DPBP_OPEN:
		return dpbp_open(x);
	case DPAA2X_MC_DPIO_OPEN:
		return model_mc_dpio_open(x->soc, x->req.val.v, &x->rsp.val.v);
	case DPAA2X_MC_DPRC_OPEN:
		return model_mc_dprc_open(x->soc, x->req.val.v, &x->rsp.val.v);
	case DPAA2X_MC_DPRTC_OPEN:
		return dprtc_open(x);
	default:
		break;
	}
	if (x->s == NULL)
		return mc_mng(x);
	if (x->s->cls == DPAA2X_MC_CLASS_DPBP)
		return mc_dpbp(x);
	if (x->s->cls == DPAA2X_MC_CLASS_DPIO)
		return model_mc_dpio(x->soc, x->op, x->s, &x->req, &x->rsp);
	if (x->s->cls == DPAA2X_MC_CLASS_DPRC)
		return model_mc_dprc(x->soc, x->op, x->s, &x->req, &x->rsp);
	if (x->s->cls == DPAA2X_MC_CLASS_DPRTC)
		return mc_dprtc(x);
	return model_mc_dpni(x->soc, x->op, x->s->idx, &x->req, &x->rsp);
}

/* Engine: execute the portal's command if one is READY. Returns 1 if so. */
unsigned int
model_mc_service(struct dpaa2x_soc *soc)
{
	struct model_mcp *m = soc->mcp;
	struct mcx x;
	union dpaa2x_mc_cmd c;
	unsigned int i;
	int ret;

	/* the header is written last: seeing READY, the parameters are there */
	c.w[0] = __atomic_load_n(&m->port->w[0], __ATOMIC_ACQUIRE);
	if (likely(dpaa2x_mc_hdr_status(&c) != DPAA2X_MC_READY))
		return 0;
	/* QBMan commands software posted before this one are done first: a
	 * release BMan takes in nanoseconds is counted by the MC's answer,
	 * as on silicon, where the MC's firmware answers in microseconds */
	model_service_portals(soc);
	for (i = 1; i < RTE_DIM(c.w); i++)
		c.w[i] = __atomic_load_n(&m->port->w[i], __ATOMIC_RELAXED);
	memset(&x, 0, sizeof(x));
	x.soc = soc;
	x.m = m;
	ret = mc_exec(&x, &c);
	if (x.t.cmdid == 0 && ret == -ENOTSUP) {	/* a command the MC does not know */
		x.t.cmdid = dpaa2x_mc_hdr_cmdid(&c);
		x.t.op = -1;
		x.t.param = DPAA2X_MC_ANY;
	}
	if (x.t.cmdid != 0) {
		x.t.err = ret;
		model_mc_strict_record(soc, &x.t);
	}
	if (ret == 0) {
		dpaa2x_mc_encode_rsp(&c, x.op, &x.rsp);
		for (i = 1; i < RTE_DIM(c.w); i++)
			__atomic_store_n(&m->port->w[i], c.w[i], __ATOMIC_RELAXED);
	} else {
		__atomic_store_n(&m->failed, m->failed + 1, __ATOMIC_RELAXED);
	}
	c.b[2] = dpaa2x_mc_errno_status(ret);
	__atomic_store_n(&m->commands, m->commands + 1, __ATOMIC_RELAXED);
	/* the status last: the reply is complete when software sees it */
	__atomic_store_n(&m->port->w[0], c.w[0], __ATOMIC_RELEASE);
	return 1;
}

