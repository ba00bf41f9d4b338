/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* Adapters from the project's MC structures to DPDK's MC API (mc_ref.h). */

#include <stdlib.h>
#include <string.h>

#include <fsl_mc_sys.h>
#include <fsl_mc_cmd.h>
#include <fsl_dpbp.h>
#include <fsl_dpbp_cmd.h>
#include <fsl_dpio.h>
#include <fsl_dprc.h>
#include <fsl_dpkg.h>
#include <fsl_dpmng.h>
#include <fsl_dpni.h>

#include "mc_ref.h"

struct fsl_mc_io *
ref_mc_io(volatile void *regs)
{
	struct fsl_mc_io *io = calloc(1, sizeof(*io));

	if (io != NULL)
		io->regs = (void *)(uintptr_t)regs;
	return io;
}

int
ref_offload_type(unsigned int i)
{
	static const int types[] = {
		DPNI_OFF_RX_L3_CSUM, DPNI_OFF_RX_L4_CSUM, DPNI_OFF_TX_L3_CSUM,
		DPNI_OFF_TX_L4_CSUM, DPNI_FLCTYPE_HASH,
	};

	return i < sizeof(types) / sizeof(types[0]) ? types[i] : -1;
}

static int
ref_mng(struct fsl_mc_io *io, uint32_t fl, enum dpaa2x_mc_op op, void *rsp)
{
	struct dpaa2x_mc_fw_version *fw = rsp;
	struct dpaa2x_mc_soc_version *sv = rsp;
	struct mc_version v;
	struct mc_soc_version s;
	int ret;

	if (op == DPAA2X_MC_GET_VERSION) {
		ret = mc_get_version(io, fl, &v);
		if (ret == 0)
			*fw = (struct dpaa2x_mc_fw_version){ v.revision, v.major, v.minor };
		return ret;
	}
	ret = mc_get_soc_version(io, fl, &s);
	if (ret == 0)
		*sv = (struct dpaa2x_mc_soc_version){ s.svr, s.pvr };
	return ret;
}

/*
 * dpbp_set/get_notifications: DPDK 22.11 has their command ids and
 * parameter layouts (fsl_dpbp_cmd.h: DPBP_CMDID_SET_NOTIFICATIONS, struct
 * dpbp_cmd_set_notifications, ...) but no function that sends them. The
 * reference fills DPDK's structures and header the way its dpbp.c sends
 * every other dpbp command.
 */
static int
ref_dpbp_notif(struct fsl_mc_io *io, uint32_t fl, enum dpaa2x_mc_op op, uint16_t tok,
	       const struct dpaa2x_mc_dpbp_notif *rq, struct dpaa2x_mc_dpbp_notif *rs)
{
	struct mc_command cmd = { 0 };
	struct dpbp_cmd_set_notifications *p = (struct dpbp_cmd_set_notifications *)cmd.params;
	const struct dpbp_rsp_get_notifications *r =
		(const struct dpbp_rsp_get_notifications *)cmd.params;
	int ret;

	if (op == DPAA2X_MC_DPBP_SET_NOTIFICATIONS) {
		cmd.header = mc_encode_cmd_header(DPBP_CMDID_SET_NOTIFICATIONS, fl, tok);
		p->depletion_entry = cpu_to_le32(rq->depletion_entry);
		p->depletion_exit = cpu_to_le32(rq->depletion_exit);
		p->surplus_entry = cpu_to_le32(rq->surplus_entry);
		p->surplus_exit = cpu_to_le32(rq->surplus_exit);
		p->options = cpu_to_le32(rq->options);
		p->message_ctx = cpu_to_le64(rq->message_ctx);
		p->message_iova = cpu_to_le64(rq->message_iova);
		return mc_send_command(io, &cmd);
	}
	cmd.header = mc_encode_cmd_header(DPBP_CMDID_GET_NOTIFICATIONS, fl, tok);
	ret = mc_send_command(io, &cmd);
	if (ret != 0)
		return ret;
	rs->depletion_entry = le32_to_cpu(r->depletion_entry);
	rs->depletion_exit = le32_to_cpu(r->depletion_exit);
	rs->surplus_entry = le32_to_cpu(r->surplus_entry);
	rs->surplus_exit = le32_to_cpu(r->surplus_exit);
	rs->options = le32_to_cpu(r->options);
	rs->message_ctx = le64_to_cpu(r->message_ctx);
	rs->message_iova = le64_to_cpu(r->message_iova);
	return 0;
}

static int
ref_dpbp(struct fsl_mc_io *io, uint32_t fl, enum dpaa2x_mc_op op, uint16_t tok,
	 const void *req, void *rsp)
{
	const struct dpaa2x_mc_val *rq = req;
	struct dpaa2x_mc_val *val = rsp;
	struct dpaa2x_mc_version *ver = rsp;
	struct dpaa2x_mc_dpbp_attr *at = rsp;
	struct dpbp_attr a;
	uint16_t t, maj, min;
	uint32_t n;
	int en, ret;

	switch (op) {
	case DPAA2X_MC_DPBP_OPEN:
		ret = dpbp_open(io, fl, (int)rq->v, &t);
		if (ret == 0)
			val->v = t;
		return ret;
	case DPAA2X_MC_DPBP_CLOSE: return dpbp_close(io, fl, tok);
	case DPAA2X_MC_DPBP_GET_API_VERSION:
		ret = dpbp_get_api_version(io, fl, &maj, &min);
		if (ret == 0)
			*ver = (struct dpaa2x_mc_version){ maj, min };
		return ret;
	case DPAA2X_MC_DPBP_ENABLE: return dpbp_enable(io, fl, tok);
	case DPAA2X_MC_DPBP_DISABLE: return dpbp_disable(io, fl, tok);
	case DPAA2X_MC_DPBP_IS_ENABLED:
		ret = dpbp_is_enabled(io, fl, tok, &en);
		if (ret == 0)
			val->v = (uint32_t)en;
		return ret;
	case DPAA2X_MC_DPBP_RESET: return dpbp_reset(io, fl, tok);
	case DPAA2X_MC_DPBP_GET_ATTR:
		ret = dpbp_get_attributes(io, fl, tok, &a);
		if (ret == 0)
			*at = (struct dpaa2x_mc_dpbp_attr){ a.bpid, (uint32_t)a.id };
		return ret;
	case DPAA2X_MC_DPBP_GET_NUM_FREE_BUFS:
		ret = dpbp_get_num_free_bufs(io, fl, tok, &n);
		if (ret == 0)
			val->v = n;
		return ret;
	case DPAA2X_MC_DPBP_SET_NOTIFICATIONS:
	case DPAA2X_MC_DPBP_GET_NOTIFICATIONS:
		return ref_dpbp_notif(io, fl, op, tok, req, rsp);
	default:
		return -ENOSYS;
	}
}

static void
attr_from(struct dpaa2x_mc_dpni_attr *o, const struct dpni_attr *a)
{
	o->options = a->options;
	o->num_queues = a->num_queues;
	o->num_rx_tcs = a->num_rx_tcs;
	o->num_tx_tcs = a->num_tx_tcs;
	o->mac_filter_entries = a->mac_filter_entries;
	o->vlan_filter_entries = a->vlan_filter_entries;
	o->num_channels = a->num_channels;
	o->qos_entries = a->qos_entries;
	o->fs_entries = a->fs_entries;
	o->num_opr = a->num_opr;
	o->qos_key_size = a->qos_key_size;
	o->fs_key_size = a->fs_key_size;
	o->wriop_version = a->wriop_version;
	o->num_cgs = a->num_cgs;
}

static void
layout_to(struct dpni_buffer_layout *l, const struct dpaa2x_mc_buf_layout *o)
{
	memset(l, 0, sizeof(*l));
	l->options = o->options;
	l->pass_timestamp = o->pass_timestamp;
	l->pass_parser_result = o->pass_parser_result;
	l->pass_frame_status = o->pass_frame_status;
	l->pass_sw_opaque = o->pass_sw_opaque;
	l->private_data_size = o->private_size;
	l->data_align = o->data_align;
	l->data_head_room = o->head_room;
	l->data_tail_room = o->tail_room;
}

static void
layout_from(struct dpaa2x_mc_buf_layout *o, const struct dpni_buffer_layout *l)
{
	o->pass_timestamp = (uint8_t)l->pass_timestamp;
	o->pass_parser_result = (uint8_t)l->pass_parser_result;
	o->pass_frame_status = (uint8_t)l->pass_frame_status;
	o->pass_sw_opaque = (uint8_t)l->pass_sw_opaque;
	o->private_size = l->private_data_size;
	o->data_align = l->data_align;
	o->head_room = l->data_head_room;
	o->tail_room = l->data_tail_room;
}

static void
queue_to(struct dpni_queue *q, const struct dpaa2x_mc_queue *o)
{
	memset(q, 0, sizeof(*q));
	q->destination.id = o->dest_id;
	q->destination.type = (enum dpni_dest)o->dest_type;
	q->destination.hold_active = (char)o->hold_active;
	q->destination.priority = o->dest_prio;
	q->user_context = o->user_ctx;
	q->flc.value = o->flc;
	q->flc.stash_control = (char)o->stash_ctrl;
	q->cgid = o->cgid;
}

static void
queue_from(struct dpaa2x_mc_queue *o, const struct dpni_queue *q,
	   const struct dpni_queue_id *qid)
{
	o->dest_id = q->destination.id;
	o->dest_type = (uint8_t)q->destination.type;
	o->hold_active = (uint8_t)q->destination.hold_active;
	o->dest_prio = q->destination.priority;
	o->user_ctx = q->user_context;
	o->flc = q->flc.value;
	o->stash_ctrl = (uint8_t)q->flc.stash_control;
	o->cgid_valid = q->cgid >= 0;		/* DPDK says -1 for "no CGID" */
	o->cgid = q->cgid >= 0 ? (uint8_t)q->cgid : 0;
	o->fqid = qid->fqid;
	o->qdbin = qid->qdbin;
}

/* The dpni commands that take or give more than one value. */
/* A QoS or FS entry's rule as DPDK's API takes it. */
static struct dpni_rule_cfg
rule_of(const struct dpaa2x_mc_entry *e)
{
	return (struct dpni_rule_cfg){ e->key_iova, e->mask_iova, e->key_size };
}

static int
ref_dpni_cfg(struct fsl_mc_io *io, uint32_t fl, enum dpaa2x_mc_op op, uint16_t tok,
	     const void *req, void *rsp)
{
	union {
		struct dpni_attr attr;
		struct dpni_error_cfg err;
		struct dpni_buffer_layout bl;
		struct dpni_link_state ls;
		struct dpni_link_cfg lc;
		struct dpni_rx_tc_dist_cfg tc;
		struct dpni_rx_dist_cfg hd;
		struct dpni_taildrop td;
		struct dpni_pools_cfg pools;
		union dpni_statistics st;
		struct dpni_qos_tbl_cfg qos;
		struct dpni_congestion_notification_cfg cn;
	} u;
	const struct dpaa2x_mc_entry *en = req;	/* QoS and FS entries only */
	struct dpni_rule_cfg rule;
	struct dpni_fs_action_cfg act;
	struct dpni_queue q;
	struct dpni_queue_id qid;
	unsigned int i;
	int ret;

	memset(&u, 0, sizeof(u));
	switch (op) {
	case DPAA2X_MC_DPNI_GET_ATTR:
		ret = dpni_get_attributes(io, fl, tok, &u.attr);
		if (ret == 0)
			attr_from(rsp, &u.attr);
		return ret;
	case DPAA2X_MC_DPNI_SET_ERRORS_BEHAVIOR: {
		const struct dpaa2x_mc_errors *e = req;

		u.err.errors = e->errors;
		u.err.error_action = (enum dpni_error_action)e->action;
		u.err.set_frame_annotation = e->set_annotation;
		return dpni_set_errors_behavior(io, fl, tok, &u.err);
	}
	case DPAA2X_MC_DPNI_GET_BUFFER_LAYOUT:
		ret = dpni_get_buffer_layout(io, fl, tok,
			(enum dpni_queue_type)((const struct dpaa2x_mc_val *)req)->v, &u.bl);
		if (ret == 0)
			layout_from(rsp, &u.bl);
		return ret;
	case DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT: {
		const struct dpaa2x_mc_buf_layout *l = req;

		layout_to(&u.bl, l);
		return dpni_set_buffer_layout(io, fl, tok, (enum dpni_queue_type)l->qtype,
					      &u.bl);
	}
	case DPAA2X_MC_DPNI_SET_LINK_CFG: {
		const struct dpaa2x_mc_link_cfg *c = req;

		u.lc = (struct dpni_link_cfg){ c->rate, c->options, c->advertising };
		return dpni_set_link_cfg(io, fl, tok, &u.lc);
	}
	case DPAA2X_MC_DPNI_GET_LINK_CFG:
		ret = dpni_get_link_cfg(io, fl, tok, &u.lc);
		if (ret == 0)
			*(struct dpaa2x_mc_link_cfg *)rsp = (struct dpaa2x_mc_link_cfg){
				u.lc.rate, u.lc.options, u.lc.advertising };
		return ret;
	case DPAA2X_MC_DPNI_GET_LINK_STATE: {
		struct dpaa2x_mc_link_state *s = rsp;

		ret = dpni_get_link_state(io, fl, tok, &u.ls);
		if (ret == 0)
			*s = (struct dpaa2x_mc_link_state){ (uint8_t)u.ls.up,
				(uint8_t)u.ls.state_valid, u.ls.rate, u.ls.options,
				u.ls.supported, u.ls.advertising };
		return ret;
	}
	case DPAA2X_MC_DPNI_SET_RX_TC_DIST: {
		const struct dpaa2x_mc_rx_tc_dist *d = req;

		u.tc.dist_size = d->dist_size;
		u.tc.dist_mode = (enum dpni_dist_mode)d->dist_mode;
		u.tc.key_cfg_iova = d->key_iova;
		u.tc.fs_cfg.miss_action = (enum dpni_fs_miss_action)d->miss_action;
		u.tc.fs_cfg.default_flow_id = d->default_flow;
		u.tc.fs_cfg.keep_hash_key = (char)d->keep_hash_key;
		u.tc.fs_cfg.keep_entries = d->keep_entries;
		return dpni_set_rx_tc_dist(io, fl, tok, d->tc, &u.tc);
	}
	case DPAA2X_MC_DPNI_SET_RX_HASH_DIST: {
		const struct dpaa2x_mc_rx_hash_dist *d = req;

		u.hd.dist_size = d->dist_size;
		u.hd.key_cfg_iova = d->key_iova;
		u.hd.enable = d->enable;
		u.hd.tc = d->tc;
		return dpni_set_rx_hash_dist(io, fl, tok, &u.hd);
	}
	case DPAA2X_MC_DPNI_SET_QUEUE: {
		const struct dpaa2x_mc_queue *o = req;

		queue_to(&q, o);
		return dpni_set_queue(io, fl, tok, (enum dpni_queue_type)o->qtype,
				      DPNI_BUILD_PARAM(o->channel, o->tc), o->index,
				      o->options, &q);
	}
	case DPAA2X_MC_DPNI_GET_QUEUE: {
		const struct dpaa2x_mc_queue *o = req;

		memset(&q, 0, sizeof(q));
		memset(&qid, 0, sizeof(qid));
		ret = dpni_get_queue(io, fl, tok, (enum dpni_queue_type)o->qtype,
				     DPNI_BUILD_PARAM(o->channel, o->tc), o->index, &q, &qid);
		if (ret == 0)
			queue_from(rsp, &q, &qid);
		return ret;
	}
	case DPAA2X_MC_DPNI_GET_STATISTICS: {
		const struct dpaa2x_mc_stats_page *p = req;

		ret = dpni_get_statistics(io, fl, tok, p->page, p->param, &u.st);
		if (ret == 0)
			memcpy(rsp, u.st.raw.counter, sizeof(u.st.raw.counter));
		return ret;
	}
	case DPAA2X_MC_DPNI_SET_TAILDROP: {
		const struct dpaa2x_mc_taildrop *t = req;

		u.td.enable = (char)t->enable;
		u.td.units = (enum dpni_congestion_unit)t->units;
		u.td.threshold = t->threshold;
		u.td.oal = t->oal;
		return dpni_set_taildrop(io, fl, tok, (enum dpni_congestion_point)t->cg_point,
					 (enum dpni_queue_type)t->qtype,
					 DPNI_BUILD_PARAM(t->channel, t->tc), t->index, &u.td);
	}
	case DPAA2X_MC_DPNI_GET_TAILDROP: {
		const struct dpaa2x_mc_taildrop *t = req;
		struct dpaa2x_mc_taildrop *o = rsp;

		ret = dpni_get_taildrop(io, fl, tok, (enum dpni_congestion_point)t->cg_point,
					(enum dpni_queue_type)t->qtype, t->tc, t->index, &u.td);
		if (ret == 0) {
			o->enable = (uint8_t)u.td.enable;
			o->units = (uint8_t)u.td.units;
			o->threshold = u.td.threshold;
			o->oal = u.td.oal;
		}
		return ret;
	}
	case DPAA2X_MC_DPNI_SET_CONG_NOTIF: {
		const struct dpaa2x_mc_cong_notif *c = req;

		u.cn.units = (enum dpni_congestion_unit)c->units;
		u.cn.threshold_entry = c->threshold_entry;
		u.cn.threshold_exit = c->threshold_exit;
		u.cn.message_ctx = c->message_ctx;
		u.cn.message_iova = c->message_iova;
		u.cn.dest_cfg.dest_type = (enum dpni_dest)c->dest_type;
		u.cn.dest_cfg.dest_id = (int)c->dest_id;
		u.cn.dest_cfg.priority = c->dest_prio;
		u.cn.notification_mode = c->mode;
		u.cn.cg_point = (enum dpni_congestion_point)c->cg_point;
		u.cn.cgid = c->cgid;
		return dpni_set_congestion_notification(io, fl, tok,
			(enum dpni_queue_type)c->qtype, DPNI_BUILD_PARAM(c->channel, c->tc), &u.cn);
	}
	case DPAA2X_MC_DPNI_SET_QOS_TABLE: {
		const struct dpaa2x_mc_qos_tbl *t = req;

		u.qos.key_cfg_iova = t->key_iova;
		u.qos.discard_on_miss = t->discard_on_miss;
		u.qos.keep_entries = t->keep_entries;
		u.qos.default_tc = t->default_tc;
		return dpni_set_qos_table(io, fl, tok, &u.qos);
	}
	case DPAA2X_MC_DPNI_ADD_QOS_ENTRY:
		rule = rule_of(en);
		return dpni_add_qos_entry(io, fl, tok, &rule, en->tc, en->index, en->qos_flags,
					  en->qos_flow);
	case DPAA2X_MC_DPNI_REMOVE_QOS_ENTRY:
		rule = rule_of(en);
		return dpni_remove_qos_entry(io, fl, tok, &rule);
	case DPAA2X_MC_DPNI_CLEAR_QOS_TABLE:
		return dpni_clear_qos_table(io, fl, tok);
	case DPAA2X_MC_DPNI_SET_RX_FS_DIST: {
		const struct dpaa2x_mc_rx_fs_dist *d = req;

		u.hd.dist_size = d->dist_size;
		u.hd.key_cfg_iova = d->key_iova;
		u.hd.enable = d->enable;
		u.hd.tc = d->tc;
		u.hd.fs_miss_flow_id = d->miss_flow;
		return dpni_set_rx_fs_dist(io, fl, tok, &u.hd);
	}
	case DPAA2X_MC_DPNI_ADD_FS_ENTRY:
		rule = rule_of(en);
		act = (struct dpni_fs_action_cfg){ en->flc, en->flow, en->redir_token,
						   en->options };
		return dpni_add_fs_entry(io, fl, tok, en->tc, en->index, &rule, &act);
	case DPAA2X_MC_DPNI_REMOVE_FS_ENTRY:
		rule = rule_of(en);
		return dpni_remove_fs_entry(io, fl, tok, en->tc, &rule);
	case DPAA2X_MC_DPNI_CLEAR_FS_ENTRIES:
		return dpni_clear_fs_entries(io, fl, tok, en->tc);
	case DPAA2X_MC_DPNI_SET_POOLS: {
		const struct dpaa2x_mc_pools *p = req;

		u.pools.num_dpbp = p->num;
		u.pools.pool_options = p->options;
		for (i = 0; i < DPAA2X_MC_MAX_POOLS; i++) {
			u.pools.pools[i].dpbp_id = p->pool[i].dpbp_id;
			u.pools.pools[i].priority_mask = p->pool[i].priority_mask;
			u.pools.pools[i].buffer_size = p->pool[i].buffer_size;
			u.pools.pools[i].backup_pool = p->pool[i].backup;
		}
		return dpni_set_pools(io, fl, tok, &u.pools);
	}
	default:
		return -ENOSYS;
	}
}

/* The dpni commands of at most one value, a MAC or a pair of flags. */
static int
ref_dpni_simple(struct fsl_mc_io *io, uint32_t fl, enum dpaa2x_mc_op op, uint16_t tok,
		const void *req, void *rsp)
{
	const struct dpaa2x_mc_val *rv = req;
	const struct dpaa2x_mc_mac *rm = req;
	struct dpaa2x_mc_val *val = rsp;
	struct dpaa2x_mc_mac *mac = rsp;
	struct dpaa2x_mc_version *ver = rsp;
	const struct dpaa2x_mc_offload *of = req;
	const struct dpaa2x_mc_mac_filters *mf = req;
	const struct dpaa2x_mc_vlan_id *vl = req;
	enum dpni_confirmation_mode mode;
	uint16_t t, v16, maj, min;
	uint32_t cfg;
	int en, ret;

	switch (op) {
	case DPAA2X_MC_DPNI_OPEN:
		ret = dpni_open(io, fl, (int)rv->v, &t);
		if (ret == 0)
			val->v = t;
		return ret;
	case DPAA2X_MC_DPNI_CLOSE: return dpni_close(io, fl, tok);
	case DPAA2X_MC_DPNI_GET_API_VERSION:
		ret = dpni_get_api_version(io, fl, &maj, &min);
		if (ret == 0)
			*ver = (struct dpaa2x_mc_version){ maj, min };
		return ret;
	case DPAA2X_MC_DPNI_ENABLE: return dpni_enable(io, fl, tok);
	case DPAA2X_MC_DPNI_DISABLE: return dpni_disable(io, fl, tok);
	case DPAA2X_MC_DPNI_RESET: return dpni_reset(io, fl, tok);
	case DPAA2X_MC_DPNI_RESET_STATISTICS: return dpni_reset_statistics(io, fl, tok);
	case DPAA2X_MC_DPNI_IS_ENABLED:
	case DPAA2X_MC_DPNI_GET_MCAST_PROMISC:
	case DPAA2X_MC_DPNI_GET_UNICAST_PROMISC:
		ret = op == DPAA2X_MC_DPNI_IS_ENABLED ? dpni_is_enabled(io, fl, tok, &en) :
		      op == DPAA2X_MC_DPNI_GET_MCAST_PROMISC ?
		      dpni_get_multicast_promisc(io, fl, tok, &en) :
		      dpni_get_unicast_promisc(io, fl, tok, &en);
		if (ret == 0)
			val->v = (uint32_t)en;
		return ret;
	case DPAA2X_MC_DPNI_SET_MCAST_PROMISC:
		return dpni_set_multicast_promisc(io, fl, tok, (int)rv->v);
	case DPAA2X_MC_DPNI_SET_UNICAST_PROMISC:
		return dpni_set_unicast_promisc(io, fl, tok, (int)rv->v);
	case DPAA2X_MC_DPNI_SET_OFFLOAD:
		return dpni_set_offload(io, fl, tok, (enum dpni_offload)of->type, of->config);
	case DPAA2X_MC_DPNI_GET_OFFLOAD:
		ret = dpni_get_offload(io, fl, tok, (enum dpni_offload)of->type, &cfg);
		if (ret == 0)
			((struct dpaa2x_mc_offload *)rsp)->config = cfg;
		return ret;
	case DPAA2X_MC_DPNI_GET_QDID:
	case DPAA2X_MC_DPNI_GET_TX_DATA_OFFSET:
	case DPAA2X_MC_DPNI_GET_MAX_FRAME_LENGTH:
		ret = op == DPAA2X_MC_DPNI_GET_QDID ?
		      dpni_get_qdid(io, fl, tok, (enum dpni_queue_type)rv->v, &v16) :
		      op == DPAA2X_MC_DPNI_GET_TX_DATA_OFFSET ?
		      dpni_get_tx_data_offset(io, fl, tok, &v16) :
		      dpni_get_max_frame_length(io, fl, tok, &v16);
		if (ret == 0)
			val->v = v16;
		return ret;
	case DPAA2X_MC_DPNI_SET_MAX_FRAME_LENGTH:
		return dpni_set_max_frame_length(io, fl, tok, (uint16_t)rv->v);
	case DPAA2X_MC_DPNI_SET_PRIM_MAC:
		return dpni_set_primary_mac_addr(io, fl, tok, rm->mac);
	case DPAA2X_MC_DPNI_GET_PRIM_MAC:
		return dpni_get_primary_mac_addr(io, fl, tok, mac->mac);
	case DPAA2X_MC_DPNI_GET_PORT_MAC:
		return dpni_get_port_mac_addr(io, fl, tok, mac->mac);
	case DPAA2X_MC_DPNI_ADD_MAC:
		return dpni_add_mac_addr(io, fl, tok, rm->mac, rm->flags, rm->tc, rm->flow);
	case DPAA2X_MC_DPNI_REMOVE_MAC:
		return dpni_remove_mac_addr(io, fl, tok, rm->mac);
	case DPAA2X_MC_DPNI_CLEAR_MAC_FILTERS:
		return dpni_clear_mac_filters(io, fl, tok, mf->unicast, mf->multicast);
	case DPAA2X_MC_DPNI_ENABLE_VLAN_FILTER:
		return dpni_enable_vlan_filter(io, fl, tok, (int)rv->v);
	case DPAA2X_MC_DPNI_ADD_VLAN_ID:
		return dpni_add_vlan_id(io, fl, tok, vl->vid, vl->flags, vl->tc, vl->flow);
	case DPAA2X_MC_DPNI_REMOVE_VLAN_ID:
		return dpni_remove_vlan_id(io, fl, tok, vl->vid);
	case DPAA2X_MC_DPNI_SET_TX_CONF_MODE:
		return dpni_set_tx_confirmation_mode(io, fl, tok,
						     (enum dpni_confirmation_mode)rv->v);
	case DPAA2X_MC_DPNI_GET_TX_CONF_MODE:
		ret = dpni_get_tx_confirmation_mode(io, fl, tok, &mode);
		if (ret == 0)
			val->v = (uint32_t)mode;
		return ret;
	default:
		return ref_dpni_cfg(io, fl, op, tok, req, rsp);
	}
}

static int
ref_dpni_irq(struct fsl_mc_io *io, uint32_t fl, enum dpaa2x_mc_op op, uint16_t tok,
	     const void *req, void *rsp)
{
	const struct dpaa2x_mc_irq *rq = req;
	struct dpaa2x_mc_irq *rs = rsp;
	uint32_t st = rq->status;
	uint8_t en;
	int ret;

	switch (op) {
	case DPAA2X_MC_DPNI_SET_IRQ_ENABLE:
		return dpni_set_irq_enable(io, fl, tok, rq->index, rq->enable);
	case DPAA2X_MC_DPNI_GET_IRQ_ENABLE:
		ret = dpni_get_irq_enable(io, fl, tok, rq->index, &en);
		if (ret == 0)
			rs->enable = en;
		return ret;
	case DPAA2X_MC_DPNI_SET_IRQ_MASK:
		return dpni_set_irq_mask(io, fl, tok, rq->index, rq->mask);
	case DPAA2X_MC_DPNI_GET_IRQ_MASK:
		return dpni_get_irq_mask(io, fl, tok, rq->index, &rs->mask);
	case DPAA2X_MC_DPNI_GET_IRQ_STATUS:	/* DPDK's status is in and out */
		ret = dpni_get_irq_status(io, fl, tok, rq->index, &st);
		if (ret == 0)
			rs->status = st;
		return ret;
	default:	/* DPAA2X_MC_DPNI_CLEAR_IRQ_STATUS */
		return dpni_clear_irq_status(io, fl, tok, rq->index, rq->status);
	}
}

static int
ref_dpio(struct fsl_mc_io *io, uint32_t fl, enum dpaa2x_mc_op op, uint16_t tok,
	 const void *req, void *rsp)
{
	const struct dpaa2x_mc_val *rq = req;
	struct dpaa2x_mc_val *val = rsp;
	struct dpaa2x_mc_version *ver = rsp;
	struct dpio_attr a;
	uint16_t t, maj, min;
	uint8_t sd;
	int en, ret;

	switch (op) {
	case DPAA2X_MC_DPIO_OPEN:
		ret = dpio_open(io, fl, (int)rq->v, &t);
		if (ret == 0)
			val->v = t;
		return ret;
	case DPAA2X_MC_DPIO_CLOSE: return dpio_close(io, fl, tok);
	case DPAA2X_MC_DPIO_GET_API_VERSION:
		ret = dpio_get_api_version(io, fl, &maj, &min);
		if (ret == 0)
			*ver = (struct dpaa2x_mc_version){ maj, min };
		return ret;
	case DPAA2X_MC_DPIO_ENABLE: return dpio_enable(io, fl, tok);
	case DPAA2X_MC_DPIO_DISABLE: return dpio_disable(io, fl, tok);
	case DPAA2X_MC_DPIO_IS_ENABLED:
		ret = dpio_is_enabled(io, fl, tok, &en);
		if (ret == 0)
			val->v = (uint32_t)en;
		return ret;
	case DPAA2X_MC_DPIO_RESET: return dpio_reset(io, fl, tok);
	case DPAA2X_MC_DPIO_GET_ATTR:
		ret = dpio_get_attributes(io, fl, tok, &a);
		if (ret == 0)
			*(struct dpaa2x_mc_dpio_attr *)rsp = (struct dpaa2x_mc_dpio_attr){
				.id = (uint32_t)a.id, .qbman_portal_id = a.qbman_portal_id,
				.num_priorities = a.num_priorities,
				.channel_mode = (uint8_t)a.channel_mode,
				.qbman_portal_ce_offset = a.qbman_portal_ce_offset,
				.qbman_portal_ci_offset = a.qbman_portal_ci_offset,
				.qbman_version = a.qbman_version, .clk = a.clk };
		return ret;
	case DPAA2X_MC_DPIO_SET_STASHING_DEST:
		return dpio_set_stashing_destination(io, fl, tok, (uint8_t)rq->v);
	default:	/* DPAA2X_MC_DPIO_GET_STASHING_DEST */
		ret = dpio_get_stashing_destination(io, fl, tok, &sd);
		if (ret == 0)
			val->v = sd;
		return ret;
	}
}

static int
ref_dprc(struct fsl_mc_io *io, uint32_t fl, enum dpaa2x_mc_op op, uint16_t tok,
	 const void *req, void *rsp)
{
	const struct dpaa2x_mc_endpoint *e1 = req;
	struct dpaa2x_mc_endpoint *e2 = rsp;
	struct dprc_endpoint a, b;
	uint16_t t;
	int state, ret;

	switch (op) {
	case DPAA2X_MC_DPRC_OPEN:
		ret = dprc_open(io, fl, (int)((const struct dpaa2x_mc_val *)req)->v, &t);
		if (ret == 0)
			((struct dpaa2x_mc_val *)rsp)->v = t;
		return ret;
	case DPAA2X_MC_DPRC_CLOSE: return dprc_close(io, fl, tok);
	default:	/* DPAA2X_MC_DPRC_GET_CONNECTION */
		memset(&a, 0, sizeof(a));
		memcpy(a.type, e1->type, sizeof(a.type));
		a.id = (int)e1->id;
		a.if_id = e1->if_id;
		ret = dprc_get_connection(io, fl, tok, &a, &b, &state);
		if (ret == 0) {
			memcpy(e2->type, b.type, sizeof(e2->type));
			e2->id = (uint32_t)b.id;
			e2->if_id = b.if_id;
			e2->state = (uint32_t)state;
		}
		return ret;
	}
}

static int
ref_dispatch(struct fsl_mc_io *io, uint32_t fl, enum dpaa2x_mc_op op, uint16_t tok,
	     const void *req, void *rsp)
{
	switch (dpaa2x_mc_op_class(op)) {
	case DPAA2X_MC_CLASS_DPBP:
		return ref_dpbp(io, fl, op, tok, req, rsp);
	case DPAA2X_MC_CLASS_DPNI:
		if (op >= DPAA2X_MC_DPNI_SET_IRQ_ENABLE && op <= DPAA2X_MC_DPNI_CLEAR_IRQ_STATUS)
			return ref_dpni_irq(io, fl, op, tok, req, rsp);
		return ref_dpni_simple(io, fl, op, tok, req, rsp);
	case DPAA2X_MC_CLASS_DPIO:
		return ref_dpio(io, fl, op, tok, req, rsp);
	case DPAA2X_MC_CLASS_DPRC:
		return ref_dprc(io, fl, op, tok, req, rsp);
	case DPAA2X_MC_CLASS_DPRTC:
		return ref_dprtc(io, fl, op, tok, req, rsp);
	default:
		if (op == DPAA2X_MC_DPIO_OPEN || op == DPAA2X_MC_DPIO_GET_API_VERSION)
			return ref_dpio(io, fl, op, tok, req, rsp);
		if (op == DPAA2X_MC_DPRC_OPEN)
			return ref_dprc(io, fl, op, tok, req, rsp);
		if (op == DPAA2X_MC_GET_VERSION || op == DPAA2X_MC_GET_SOC_VERSION)
			return ref_mng(io, fl, op, rsp);
		if (op == DPAA2X_MC_DPBP_OPEN || op == DPAA2X_MC_DPBP_GET_API_VERSION)
			return ref_dpbp(io, fl, op, tok, req, rsp);
		if (op == DPAA2X_MC_DPRTC_OPEN || op == DPAA2X_MC_DPRTC_GET_API_VERSION)
			return ref_dprtc(io, fl, op, tok, req, rsp);
		return ref_dpni_simple(io, fl, op, tok, req, rsp);
	}
}

int
ref_mc_call(struct fsl_mc_io *io, uint32_t fl, enum dpaa2x_mc_op op, uint16_t tok,
	    const void *req, void *rsp)
{
	uint8_t out[256];	/* DPDK's outputs, in a zeroed reply structure */
	int ret;

	memset(out, 0, sizeof(out));
	ret = ref_dispatch(io, fl, op, tok, req, out);
	if (ret == 0 && rsp != NULL)
		memcpy(rsp, out, dpaa2x_mc_op_rsp_size(op));
	return ret;
}

int
ref_key_pack(const struct dpaa2x_mc_key_profile *kp, uint8_t *buf)
{
	struct dpkg_profile_cfg cfg;
	unsigned int i, j;

	memset(&cfg, 0, sizeof(cfg));
	cfg.num_extracts = kp->num;
	for (i = 0; i < DPKG_MAX_NUM_OF_EXTRACTS; i++) {
		const struct dpaa2x_mc_extract *x = &kp->ex[i];
		struct dpkg_extract *e = &cfg.extracts[i];

		e->type = (enum dpkg_extract_type)x->type;
		if (x->type == DPAA2X_MC_EXTRACT_HDR) {
			e->extract.from_hdr.prot = (enum net_prot)x->prot;
			e->extract.from_hdr.type = (enum dpkg_extract_from_hdr_type)x->hdr_type;
			e->extract.from_hdr.field = x->field;
			e->extract.from_hdr.size = x->size;
			e->extract.from_hdr.offset = x->offset;
			e->extract.from_hdr.hdr_index = x->hdr_index;
		} else if (x->type == DPAA2X_MC_EXTRACT_DATA) {
			e->extract.from_data.size = x->size;
			e->extract.from_data.offset = x->offset;
		} else {
			e->extract.from_parse.size = x->size;
			e->extract.from_parse.offset = x->offset;
		}
		e->num_of_byte_masks = x->num_masks;
		for (j = 0; j < DPKG_NUM_OF_MASKS; j++) {
			e->masks[j].mask = x->mask[j].mask;
			e->masks[j].offset = x->mask[j].offset;
		}
	}
	return dpkg_prepare_key_cfg(&cfg, buf);
}
