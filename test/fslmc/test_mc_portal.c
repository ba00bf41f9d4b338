/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The emulated MC speaks the MC's commands (proof 3.2 of the fslmc
 * backend): the whole control path of an Rx/Tx bring-up goes through the
 * model's 64-byte MC portal, first with the project's encoder
 * (dpaa2x_mc_call) and then with DPDK's own dpni.c/dpbp.c/dpmng.c and
 * its mc_send_command() of mc_sys.c, each on a fresh SoC. Every reply is
 * checked against the model's state, and the two transcripts (every
 * command's return value and decoded reply) must be equal.
 */

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <rte_malloc.h>

#include "fslmc_soc.h"
#include "mc_model.h"
#include "mc_ref.h"

#define HW_CPU		1
#define MAX_REC		256
#define N_BUFS		512
#define BUF_SIZE	2048
#define FRAME_LEN	128
#define TD_FRAMES	64	/* Rx tail drop set through the MC */

struct rec {
	int op, ret;
	uint8_t rsp[128];
};

/* One way of sending commands, and what it got back. */
struct caller {
	const char *name;
	int (*send)(struct caller *k, enum dpaa2x_mc_op op, uint16_t tok,
		    const void *req, void *rsp);
	struct dpaa2x_mc_io io;		/* ours */
	struct fsl_mc_io *ref;		/* DPDK's */
	bool trap;			/* DPDK's on the trapped portal */
	unsigned int n;
	uint64_t polls;			/* commands not written down */
	struct rec rec[MAX_REC];
};

static int
send_ours(struct caller *k, enum dpaa2x_mc_op op, uint16_t tok, const void *req, void *rsp)
{
	return dpaa2x_mc_call(&k->io, op, tok, req, rsp);
}

static int
send_ref(struct caller *k, enum dpaa2x_mc_op op, uint16_t tok, const void *req, void *rsp)
{
	return ref_mc_call(k->ref, 0, op, tok, req, rsp);
}

/* A command, written down in the transcript. */
static int
mc(struct caller *k, enum dpaa2x_mc_op op, uint16_t tok, const void *req, void *rsp)
{
	struct rec *r = &k->rec[k->n < MAX_REC ? k->n++ : MAX_REC - 1];
	uint8_t out[128];

	memset(out, 0, sizeof(out));
	r->op = op;
	r->ret = k->send(k, op, tok, req, out);
	memcpy(r->rsp, out, sizeof(out));
	if (r->ret == 0 && rsp != NULL)
		memcpy(rsp, out, dpaa2x_mc_op_rsp_size(op));
	return r->ret;
}

/* A value the model gave outside the MC (frames per queue), written down
 * too so that both runs must agree on it. */
static void
note(struct caller *k, uint64_t v)
{
	struct rec *r = &k->rec[k->n < MAX_REC ? k->n++ : MAX_REC - 1];

	memset(r, 0, sizeof(*r));
	r->op = -1;
	memcpy(r->rsp, &v, sizeof(v));
}

static uint64_t
stat(struct caller *k, uint16_t tok, uint8_t page, unsigned int i)
{
	struct dpaa2x_mc_stats_page sp = { .page = page };
	struct dpaa2x_mc_stats st;

	/* not written down: the waits poll it a varying number of times */
	k->polls++;
	if (k->send(k, DPAA2X_MC_DPNI_GET_STATISTICS, tok, &sp, &st) != 0)
		return UINT64_MAX;
	return st.counter[i];
}

/* Wait until WRIOP has taken n frames since the last reset: queued,
 * filtered or tail-dropped. */
static void
wait_rx(struct caller *k, uint16_t tok, uint64_t n)
{
	uint64_t got = 0;
	unsigned int i;

	for (i = 0; i < 20000; i++) {
		got = stat(k, tok, 0, 0) + stat(k, tok, 2, 0) + stat(k, tok, 4, 0);
		if (got == n)
			return;
		rte_delay_us_sleep(100);
	}
	T_FAIL_AT("%s: WRIOP took %llu of %llu injected frames in 2 s", k->name,
		  (unsigned long long)got, (unsigned long long)n);
}

static const uint8_t mac_new[6] = { 0x02, 0, 0, 0, 0, 0x11 };
static const uint8_t mac_uc[6] = { 0x02, 0, 0, 0, 0, 0x22 };
static const uint8_t mac_mc[6] = { 0x01, 0x00, 0x5e, 0, 0, 0x01 };
static const uint8_t mac_bc[6] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };

/* The settings of a dpni before it is enabled. */
static void
configure(struct caller *k, struct mt *t, uint16_t tok, uint16_t bpid)
{
	struct model_dpni *ni = model_dpni_by_id(t->soc, 1);
	struct dpaa2x_mc_buf_layout bl = {
		.qtype = DPAA2X_MC_QUEUE_RX,
		.options = DPAA2X_MC_BL_PRIVATE_SIZE | DPAA2X_MC_BL_DATA_ALIGN |
			   DPAA2X_MC_BL_HEAD_ROOM | DPAA2X_MC_BL_PARSER_RESULT |
			   DPAA2X_MC_BL_FRAME_STATUS,
		.private_size = 64, .data_align = 64, .head_room = 64,
		.pass_parser_result = 1, .pass_frame_status = 1,
	}, got;
	struct dpaa2x_mc_pools pools = { .num = 1 };
	struct dpaa2x_mc_val v;
	struct dpaa2x_mc_mac m;
	struct dpaa2x_mc_offload off = { .type = 0, .config = 1 };
	struct dpaa2x_mc_errors err = { .errors = 0x4, .action = 1, .set_annotation = 1 };

	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT, tok, &bl, NULL), 0);
	T_EQ(ni->priv_size, 64);
	T_EQ(ni->data_offset, 192);	/* private 64 + annotation 64 + head room 64 */
	v.v = DPAA2X_MC_QUEUE_RX;
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_BUFFER_LAYOUT, tok, &v, &got), 0);
	T_EQ(got.private_size, 64);
	T_EQ(got.head_room, 64);
	T_EQ(got.pass_parser_result, 1);
	T_EQ(got.pass_timestamp, 0);
	bl.qtype = DPAA2X_MC_QUEUE_TX_CONFIRM;
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT, tok, &bl, NULL), 0);
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_TX_DATA_OFFSET, tok, NULL, &v), 0);
	T_EQ(v.v, 0);
	/* a pool nobody has, then the seeded one */
	pools.pool[0].dpbp_id = 999;
	pools.pool[0].buffer_size = BUF_SIZE;
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_POOLS, tok, &pools, NULL), -EINVAL);
	pools.pool[0].dpbp_id = bpid;	/* a BPID: no dpbp has that id */
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_POOLS, tok, &pools, NULL), -EINVAL);
	pools.pool[0].dpbp_id = mt_dpbp_id(t, bpid);
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_POOLS, tok, &pools, NULL), 0);
	T_EQ(ni->n_pools, 1);
	T_EQ(ni->pool_size[0], BUF_SIZE);
	v.v = 1522;
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_MAX_FRAME_LENGTH, tok, &v, NULL), 0);
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_MAX_FRAME_LENGTH, tok, NULL, &v), 0);
	T_EQ(v.v, 1522);
	T_EQ(ni->max_frame, 1522 + 4);		/* the MC's has no FCS */
	/* MAC addresses */
	memcpy(m.mac, mac_new, 6);
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_PRIM_MAC, tok, &m, NULL), 0);
	memset(&m, 0, sizeof(m));
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_PRIM_MAC, tok, NULL, &m), 0);
	T_EQ(memcmp(m.mac, mac_new, 6), 0);
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_PORT_MAC, tok, NULL, &m), 0);
	T_EQ(memcmp(m.mac, mt_mac1, 6), 0);
	memcpy(m.mac, mac_mc, 6);
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_PRIM_MAC, tok, &m, NULL), -EINVAL);
	T_EQ(mc(k, DPAA2X_MC_DPNI_ADD_MAC, tok, &m, NULL), 0);
	memcpy(m.mac, mac_uc, 6);
	T_EQ(mc(k, DPAA2X_MC_DPNI_ADD_MAC, tok, &m, NULL), 0);
	T_EQ(ni->n_macs, 2);
	T_EQ(mc(k, DPAA2X_MC_DPNI_REMOVE_MAC, tok, &m, NULL), 0);
	T_EQ(mc(k, DPAA2X_MC_DPNI_REMOVE_MAC, tok, &m, NULL), -EINVAL);
	m.flags = 1;		/* steer to a queue: not modelled */
	T_EQ(mc(k, DPAA2X_MC_DPNI_ADD_MAC, tok, &m, NULL), -ENOTSUP);
	T_EQ(ni->n_macs, 1);
	v.v = 0;
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_UNICAST_PROMISC, tok, &v, NULL), 0);
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_MCAST_PROMISC, tok, &v, NULL), 0);
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_MCAST_PROMISC, tok, NULL, &v), 0);
	T_EQ(v.v, 0);
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_ERRORS_BEHAVIOR, tok, &err, NULL), 0);
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_OFFLOAD, tok, &off, NULL), 0);
	off.config = 0;
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_OFFLOAD, tok, &off, &off), 0);
	T_EQ(off.config, 1);
	v.v = 0;		/* affine confirmation */
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_TX_CONF_MODE, tok, &v, NULL), 0);
	v.v = 3;
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_TX_CONF_MODE, tok, &v, NULL), -EINVAL);
}

/* Distribution by key profiles the MC reads from DPDK memory. */
static void
distribute(struct caller *k, struct mt *t, uint16_t tok, uint8_t *kbuf)
{
	struct model_dpni *ni = model_dpni_by_id(t->soc, 1);
	struct dpaa2x_mc_key_profile kp;
	struct dpaa2x_mc_rx_tc_dist tcd = {
		.dist_size = 2, .dist_mode = DPAA2X_MC_DIST_HASH,
		.key_iova = rte_malloc_virt2iova(kbuf),
	};
	struct dpaa2x_mc_rx_hash_dist hd = {
		.dist_size = 4, .enable = 1, .key_iova = rte_malloc_virt2iova(kbuf),
	};

	dpaa2x_mc_key_from_hash(DPAA2X_MC_HASH_IPSRC | DPAA2X_MC_HASH_IPDST, &kp);
	memset(kbuf, 0, DPAA2X_MC_KEY_CFG_SIZE);
	T_EQ(dpaa2x_mc_key_pack(&kp, kbuf), 0);
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_RX_TC_DIST, tok, &tcd, NULL), 0);
	T_EQ(ni->dist_nq, 2);
	T_EQ(ni->dist_fields, DPAA2X_DIST_IPSRC | DPAA2X_DIST_IPDST);
	dpaa2x_mc_key_from_hash(DPAA2X_MC_HASH_ALL, &kp);
	memset(kbuf, 0, DPAA2X_MC_KEY_CFG_SIZE);
	T_EQ(dpaa2x_mc_key_pack(&kp, kbuf), 0);
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_RX_HASH_DIST, tok, &hd, NULL), 0);
	T_EQ(ni->dist_nq, 4);
	T_EQ(ni->dist_fields, DPAA2X_DIST_DEFAULT);
	hd.dist_size = 5;	/* more queues than the dpni has */
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_RX_HASH_DIST, tok, &hd, NULL), -EINVAL);
	hd.dist_size = 4;
	hd.key_iova = 0;	/* no memory there: the MC's DMA fails */
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_RX_HASH_DIST, tok, &hd, NULL), -EIO);
	kp.ex[1].prot = DPAA2X_MC_PROT_ETH;	/* not a 5-tuple field */
	memset(kbuf, 0, DPAA2X_MC_KEY_CFG_SIZE);
	T_EQ(dpaa2x_mc_key_pack(&kp, kbuf), 0);
	hd.key_iova = rte_malloc_virt2iova(kbuf);
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_RX_HASH_DIST, tok, &hd, NULL), -ENOTSUP);
	T_EQ(ni->dist_nq, 4);
	tcd.dist_mode = DPAA2X_MC_DIST_FS;
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_RX_TC_DIST, tok, &tcd, NULL), -ENOTSUP);
}

/* Queues: FQIDs, contexts, tail drop. */
static void
queues(struct caller *k, struct mt *t, uint16_t tok)
{
	struct model_dpni *ni = model_dpni_by_id(t->soc, 1);
	struct dpaa2x_mc_queue q, got;
	struct dpaa2x_mc_taildrop td = {
		.cg_point = DPAA2X_MC_CP_QUEUE, .qtype = DPAA2X_MC_QUEUE_RX,
		.enable = 1, .units = DPAA2X_MC_UNIT_FRAMES, .threshold = TD_FRAMES,
	};
	unsigned int i;

	for (i = 0; i < ni->num_rx; i++) {
		q = (struct dpaa2x_mc_queue){ .qtype = DPAA2X_MC_QUEUE_RX, .index = (uint8_t)i };
		T_EQ(mc(k, DPAA2X_MC_DPNI_GET_QUEUE, tok, &q, &got), 0);
		T_EQ(got.fqid, ni->rxq[i]->fqid);
		T_EQ(got.qdbin, i);
		q.options = DPAA2X_MC_QUEUE_OPT_USER_CTX;
		q.user_ctx = 0xc0de0000u + i;
		T_EQ(mc(k, DPAA2X_MC_DPNI_SET_QUEUE, tok, &q, NULL), 0);
		T_EQ(mc(k, DPAA2X_MC_DPNI_GET_QUEUE, tok, &q, &got), 0);
		T_EQ(got.user_ctx, 0xc0de0000u + i);
		td.index = (uint8_t)i;
		T_EQ(mc(k, DPAA2X_MC_DPNI_SET_TAILDROP, tok, &td, NULL), 0);
		T_EQ(ni->rxq[i]->threshold, TD_FRAMES);
	}
	for (i = 0; i < ni->num_tx; i++) {
		q = (struct dpaa2x_mc_queue){ .qtype = DPAA2X_MC_QUEUE_TX, .channel = (uint8_t)i };
		T_EQ(mc(k, DPAA2X_MC_DPNI_GET_QUEUE, tok, &q, &got), 0);
		T_EQ(got.fqid, ni->txq[i]->fqid);
		q.qtype = DPAA2X_MC_QUEUE_TX_CONFIRM;
		T_EQ(mc(k, DPAA2X_MC_DPNI_GET_QUEUE, tok, &q, &got), 0);
		T_EQ(got.fqid, ni->txcq[i]->fqid);
	}
	/* stash control as DPDK's dpaa2 sets it on LS2088A: 1 data line, 1
	 * annotation line, no context (the model stashes per dpni) */
	q = (struct dpaa2x_mc_queue){ .qtype = DPAA2X_MC_QUEUE_RX, .index = 1,
		.options = DPAA2X_MC_QUEUE_OPT_FLC, .stash_ctrl = 1, .flc = 0x14 };
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_QUEUE, tok, &q, NULL), 0);
	T_EQ(ni->stash_annot, 1);
	T_EQ(ni->stash_data, 1);
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_QUEUE, tok, &q, &got), 0);
	T_EQ(got.flc, 0x14);
	T_EQ(got.stash_ctrl, 1);
	q = (struct dpaa2x_mc_queue){ .qtype = DPAA2X_MC_QUEUE_RX, .index = 4 };
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_QUEUE, tok, &q, &got), -EINVAL);
	q.index = 0;
	q.options = DPAA2X_MC_QUEUE_OPT_DEST;
	q.dest_type = 1;	/* push to a dpio: not modelled */
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_QUEUE, tok, &q, NULL), -ENOTSUP);
	td.index = 0;
	memset(&got, 0, sizeof(got));
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_TAILDROP, tok, &td, &td), 0);
	T_EQ(td.threshold, TD_FRAMES);
	T_EQ(td.units, DPAA2X_MC_UNIT_FRAMES);
	td.units = 2;		/* no such unit; bytes: fslmc_mc_objects */
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_TAILDROP, tok, &td, NULL), -EINVAL);
	td.units = DPAA2X_MC_UNIT_FRAMES;
	td.threshold = 5000;	/* beyond the 1024 the ring holds */
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_TAILDROP, tok, &td, NULL), -EINVAL);
}

/*
 * Tx queue 1's congestion notification as net_dpaa2 asks for it: its FQ's
 * congestion group, the CSCN message at an IOVA; each request the model's
 * firmware has no part for refused, as firmware refuses it; then off.
 */
static void
tx_cong(struct caller *k, struct mt *t, uint16_t tok)
{
	struct model_fq *fq = model_dpni_by_id(t->soc, 1)->txq[1];
	struct dpaa2x_cscn *m = rte_zmalloc("cscn", sizeof(*m), 64);
	const struct dpaa2x_mc_cong_notif ok = {
		.qtype = DPAA2X_MC_QUEUE_TX, .channel = 1, .cg_point = DPAA2X_MC_CP_QUEUE,
		.units = DPAA2X_MC_UNIT_FRAMES, .threshold_entry = 64, .threshold_exit = 57,
		.message_iova = rte_malloc_virt2iova(m), .message_ctx = 0xc5c0,
		.mode = DPAA2X_MC_CONG_WRITE_MEM_ON_ENTER | DPAA2X_MC_CONG_WRITE_MEM_ON_EXIT |
			DPAA2X_MC_CONG_COHERENT_WRITE,
	};
	struct dpaa2x_mc_cong_notif c = ok;

	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_CONG_NOTIF, tok, &c, NULL), 0);
	T_EQ(fq->cg_msg, m);
	T_EQ(fq->cg_entry, 64);
	T_EQ(fq->cg_exit, 57);
	T_EQ(fq->cg_ctx, 0xc5c0);
	T_EQ(m->verb, 0);		/* an empty FQ: nothing written yet */
#define REFUSED(field, val, err) \
	do { c = ok; c.field = (val); \
	     T_EQ(mc(k, DPAA2X_MC_DPNI_SET_CONG_NOTIF, tok, &c, NULL), (err)); } while (0)
	REFUSED(qtype, 4, -EINVAL);			/* no such queue type */
	REFUSED(qtype, DPAA2X_MC_QUEUE_RX, -ENOTSUP);	/* Tx queues only */
	REFUSED(tc, 1, -EINVAL);			/* one Tx traffic class */
	REFUSED(channel, 4, -EINVAL);			/* 4 Tx queues */
	REFUSED(units, 2, -EINVAL);
	REFUSED(units, DPAA2X_MC_UNIT_BYTES, -ENOTSUP);
	REFUSED(cg_point, DPAA2X_MC_CP_GROUP, -ENOTSUP);
	REFUSED(dest_type, 1, -ENOTSUP);		/* no CSCN to a dpio's WQ */
	REFUSED(mode, DPAA2X_MC_CONG_WRITE_MEM_ON_ENTER, -ENOTSUP);
	REFUSED(mode, ok.mode | DPAA2X_MC_CONG_FLOW_CONTROL, -ENOTSUP);
	REFUSED(threshold_exit, 65, -EINVAL);
	REFUSED(message_iova, ok.message_iova + 8, -EINVAL);	/* 16-byte aligned */
	REFUSED(message_iova, 0x1000, -EIO);		/* no DPDK memory: DMA_ERR */
#undef REFUSED
	T_EQ(fq->cg_msg, m);		/* as it was */
	c = ok;
	c.threshold_entry = 0;		/* off */
	T_EQ(mc(k, DPAA2X_MC_DPNI_SET_CONG_NOTIF, tok, &c, NULL), 0);
	T_EQ(fq->cg_msg, NULL);
	rte_free(m);
}

/* Frames of every cast; then one flow beyond the tail drop. */
static void
traffic(struct caller *k, struct mt *t, uint16_t tok, uint16_t bpid)
{
	struct model_dpni *ni = model_dpni_by_id(t->soc, 1);
	struct dpaa2x_fd fds[256];
	unsigned int i, q, n, total = 0, hit = 0;

	for (i = 0; i < 40; i++)
		T_EQ(mt_inject_udp(t, 1, FRAME_LEN, mac_new, i), 0);
	for (i = 0; i < 5; i++)
		T_EQ(mt_inject_udp(t, 1, FRAME_LEN, mt_other, i), 0);
	for (i = 0; i < 4; i++)
		T_EQ(mt_inject_udp(t, 1, FRAME_LEN, mac_mc, i), 0);
	T_EQ(mt_inject_udp(t, 1, FRAME_LEN, mac_bc, 0), 0);
	wait_rx(k, tok, 50);
	T_EQ(stat(k, tok, 0, 0), 45);			/* ingress frames */
	T_EQ(stat(k, tok, 0, 1), 45 * FRAME_LEN);
	T_EQ(stat(k, tok, 0, 2), 4);			/* multicast */
	T_EQ(stat(k, tok, 0, 4), 1);			/* broadcast */
	T_EQ(stat(k, tok, 2, 0), 5);			/* filtered */
	T_EQ(stat(k, tok, 2, 2), 0);			/* no buffer */
	for (q = 0; q < ni->num_rx; q++) {
		n = mt_drain(t, ni->rxq[q]->fqid, fds, RTE_DIM(fds));
		note(k, n);
		if (n > 0)
			hit++;
		for (i = 0; i < n; i++) {
			T_EQ(dpaa2x_fd_offset(&fds[i]), 192);
			T_EQ(dpaa2x_fd_bpid(&fds[i]), bpid);
			T_EQ(fds[i].len, FRAME_LEN);
		}
		mt_free_fds(t, fds, n);
		total += n;
	}
	T_EQ(total, 45);
	T_EQ(hit, 4);		/* 40 flows spread over all four queues */
	/* one flow, 100 frames: the queue takes 64, WRIOP drops the rest */
	T_EQ(mc(k, DPAA2X_MC_DPNI_RESET_STATISTICS, tok, NULL, NULL), 0);
	T_EQ(stat(k, tok, 0, 0), 0);
	for (i = 0; i < 100; i++)
		T_EQ(mt_inject_udp(t, 1, FRAME_LEN, mac_new, 7), 0);
	wait_rx(k, tok, 100);
	T_EQ(stat(k, tok, 0, 0), TD_FRAMES);
	T_EQ(stat(k, tok, 4, 0), 100 - TD_FRAMES);	/* tail drops */
	for (q = 0, total = 0; q < ni->num_rx; q++) {
		n = mt_drain(t, ni->rxq[q]->fqid, fds, RTE_DIM(fds));
		mt_free_fds(t, fds, n);
		total += n;
	}
	T_EQ(total, TD_FRAMES);
	T_EQ(stat(k, tok, 6, 0), 0);			/* nothing waits for Tx */
}

/* The BPSCN line BMan writes (one for every run: its address is in the
 * transcript). */
static struct dpaa2x_bpscn *bpscn;

/* Pool notifications through the MC: the traffic below takes up to 64
 * buffers, so the pool enters depletion below 472 free and leaves it at
 * 504. BMan writes a message at a change of state only: none when they
 * are set. */
static void
notifications(struct caller *k, uint16_t tok_bp, uint16_t bpid)
{
	struct dpaa2x_mc_dpbp_notif n = {
		.depletion_entry = N_BUFS - 40, .depletion_exit = N_BUFS - 8,
		.options = DPAA2X_MC_DPBP_NOTIF_OPT_COHERENT_WRITE,
		.message_ctx = 0xc0ffee, .message_iova = 0x1000,	/* not DPDK memory */
	}, g;

	memset(bpscn, 0, sizeof(*bpscn));
	T_EQ(mc(k, DPAA2X_MC_DPBP_SET_NOTIFICATIONS, tok_bp, &n, NULL), -EIO);
	n.message_iova = rte_malloc_virt2iova(bpscn);
	n.depletion_exit = n.depletion_entry - 1;	/* exit below entry */
	T_EQ(mc(k, DPAA2X_MC_DPBP_SET_NOTIFICATIONS, tok_bp, &n, NULL), -EINVAL);
	T_EQ(dpaa2x_bpscn_load(bpscn), 0);		/* nothing written */
	n.depletion_exit = N_BUFS - 8;
	T_EQ(mc(k, DPAA2X_MC_DPBP_SET_NOTIFICATIONS, tok_bp, &n, NULL), 0);
	T_EQ(mc(k, DPAA2X_MC_DPBP_GET_NOTIFICATIONS, tok_bp, NULL, &g), 0);
	T_EQ(g.depletion_entry, N_BUFS - 40);
	T_EQ(g.depletion_exit, N_BUFS - 8);
	T_EQ(g.surplus_entry, 0);
	T_EQ(g.options, DPAA2X_MC_DPBP_NOTIF_OPT_COHERENT_WRITE);
	T_EQ(g.message_ctx, 0xc0ffee);
	T_EQ(g.message_iova, n.message_iova);
	T_EQ(dpaa2x_bpscn_load(bpscn), 0);		/* no change of state yet */
	RTE_SET_USED(bpid);	/* its message, once written: notifications_after() */
}

/* Two bursts entered and left depletion; reset turns the messages off. */
static void
notifications_after(struct caller *k, struct mt *t, uint16_t tok_bp, uint16_t bpid)
{
	struct dpaa2x_dpbp_notif_cfg c;
	struct dpaa2x_bpscn_stats st;
	struct dpaa2x_mc_dpbp_notif g;
	uint32_t h;

	T_EQ(dpaa2x_dpbp_get_notifications(t->soc, bpid, &c, &st), 0);
	/* claimed empty (depleted by the DPL's thresholds), left as seeded */
	T_EQ(st.depletion_entries, 2);
	T_EQ(st.depletion_exits, 1 + 2);
	T_EQ(st.messages, 4);
	note(k, st.messages);
	h = dpaa2x_bpscn_load(bpscn);
	T_CHECK(dpaa2x_bpscn_is_bpscn(h));
	T_EQ(dpaa2x_bpscn_state(h), 0);
	T_EQ(dpaa2x_bpscn_bpid(bpscn), bpid);
	T_EQ(dpaa2x_bpscn_ctx(bpscn), 0xc0ffee);
	T_EQ(mc(k, DPAA2X_MC_DPBP_RESET, tok_bp, NULL, NULL), 0);
	T_EQ(mc(k, DPAA2X_MC_DPBP_GET_NOTIFICATIONS, tok_bp, NULL, &g), 0);
	T_EQ(g.message_iova, 0);
	T_EQ(g.depletion_entry, N_BUFS - 40);		/* the thresholds stay */
}

/* The whole control path, on a fresh SoC. */
static void
bringup(struct caller *k, int hw_cpu)
{
	struct mt t;
	struct dpaa2x_mc_fw_version fw;
	struct dpaa2x_mc_soc_version sv;
	struct dpaa2x_mc_version ver;
	struct dpaa2x_mc_dpni_attr a;
	struct dpaa2x_mc_dpbp_attr ba;
	struct dpaa2x_mc_link_state ls;
	struct dpaa2x_mc_stats_page sp = { .page = 7 };
	struct dpaa2x_mc_stats st;
	struct dpaa2x_mc_mac_filters mf = { 1, 1 };
	struct dpaa2x_mc_val v;
	uint64_t cmds, failed;
	uint16_t tok, tok_bp, bpid;
	unsigned int i, sent, bad;
	uint8_t *kbuf;
	volatile void *regs;
	char err[128] = "";

	mt_start_cpu(&t, "mcp", NULL, hw_cpu);
	/* the kind MC, to speak every command of the codec: the strict
	 * firmware's refusals are test_strict_firmware's */
	T_EQ(dpaa2x_soc_mc_firmware(t.soc, MODEL_MC_FW_ACCEPT_ALL), 0);
	regs = k->trap ? dpaa2x_soc_mc_portal_trapped(t.soc, err, sizeof(err)) : NULL;
	if (k->trap)
		T_CHECK(regs != NULL);
	ft_mc_io(&k->io, t.soc);	/* after the trap: the portal moved */
	k->ref = ref_mc_io(k->trap ? regs : dpaa2x_soc_mc_portal(t.soc));
	k->n = 0;
	k->polls = 0;
	kbuf = rte_zmalloc("keycfg", DPAA2X_MC_KEY_CFG_SIZE, 64);

	T_EQ(mc(k, DPAA2X_MC_GET_VERSION, 0, NULL, &fw), 0);
	T_EQ(fw.major, 10);
	T_EQ(fw.minor, 37);
	T_EQ(mc(k, DPAA2X_MC_GET_SOC_VERSION, 0, NULL, &sv), 0);
	T_EQ(sv.svr & 0xffff0000u, 0x87090000u);	/* LS2088A */
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_API_VERSION, 0, NULL, &ver), 0);
	T_EQ(ver.major, 8);
	T_EQ(mc(k, DPAA2X_MC_DPBP_GET_API_VERSION, 0, NULL, &ver), 0);
	T_EQ(ver.major, 3);

	/* the pool: claimed and seeded by the mempool side, opened by the MC */
	bpid = mt_pool(&t, N_BUFS, BUF_SIZE);
	v.v = bpid;		/* a BPID is no dpbp's id */
	T_EQ(mc(k, DPAA2X_MC_DPBP_OPEN, 0, &v, &v), -ENODEV);
	v.v = mt_dpbp_id(&t, bpid);
	T_EQ(mc(k, DPAA2X_MC_DPBP_OPEN, 0, &v, &v), 0);
	tok_bp = (uint16_t)v.v;
	T_NE(tok_bp, 0);
	T_EQ(mc(k, DPAA2X_MC_DPBP_ENABLE, tok_bp, NULL, NULL), 0);
	T_EQ(mc(k, DPAA2X_MC_DPBP_IS_ENABLED, tok_bp, NULL, &v), 0);
	T_EQ(v.v, 1);
	T_EQ(mc(k, DPAA2X_MC_DPBP_GET_ATTR, tok_bp, NULL, &ba), 0);
	T_EQ(ba.bpid, bpid);
	T_EQ(ba.id, mt_dpbp_id(&t, bpid));
	T_NE(ba.id, ba.bpid);
	T_EQ(mc(k, DPAA2X_MC_DPBP_GET_NUM_FREE_BUFS, tok_bp, NULL, &v), 0);
	T_EQ(v.v, N_BUFS);
	notifications(k, tok_bp, bpid);

	v.v = 1;
	T_EQ(mc(k, DPAA2X_MC_DPNI_OPEN, 0, &v, &v), 0);
	tok = (uint16_t)v.v;
	T_NE(tok, tok_bp);
	v.v = 1;
	T_EQ(mc(k, DPAA2X_MC_DPNI_OPEN, 0, &v, &v), -EBUSY);
	v.v = 99;
	T_EQ(mc(k, DPAA2X_MC_DPNI_OPEN, 0, &v, &v), -ENODEV);
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_ATTR, tok, NULL, &a), 0);
	T_EQ(a.num_queues, 4);
	T_EQ(a.num_channels, 4);
	T_EQ(a.num_rx_tcs, 1);
	T_EQ(a.mac_filter_entries, 16);
	T_EQ(a.wriop_version, 0x800);	/* the DPL's, 2.0.0 by default */
	v.v = DPAA2X_MC_QUEUE_TX;
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_QDID, tok, &v, &v), 0);
	T_EQ(v.v, 0x40);
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_LINK_STATE, tok, NULL, &ls), 0);
	T_EQ(ls.up, 0);			/* up only when enabled */
	T_EQ(ls.rate, 10000);

	configure(k, &t, tok, bpid);
	distribute(k, &t, tok, kbuf);
	queues(k, &t, tok);
	tx_cong(k, &t, tok);

	T_EQ(mc(k, DPAA2X_MC_DPNI_ENABLE, tok, NULL, NULL), 0);
	T_EQ(mc(k, DPAA2X_MC_DPNI_IS_ENABLED, tok, NULL, &v), 0);
	T_EQ(v.v, 1);
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_LINK_STATE, tok, NULL, &ls), 0);
	T_EQ(ls.up, 1);
	T_EQ(ls.valid, 1);
	traffic(k, &t, tok, bpid);
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_STATISTICS, tok, &sp, &st), -EINVAL);
	T_EQ(mc(k, DPAA2X_MC_DPNI_CLEAR_MAC_FILTERS, tok, &mf, NULL), 0);
	T_EQ(model_dpni_by_id(t.soc, 1)->n_macs, 0);

	/* tokens: none, and a dpni token on a dpbp command */
	T_EQ(mc(k, DPAA2X_MC_DPNI_ENABLE, 0x3f, NULL, NULL), -EACCES);
	T_EQ(mc(k, DPAA2X_MC_DPBP_GET_ATTR, tok, NULL, &ba), -ENOTSUP);

	T_EQ(mc(k, DPAA2X_MC_DPNI_DISABLE, tok, NULL, NULL), 0);
	T_EQ(mc(k, DPAA2X_MC_DPNI_GET_LINK_STATE, tok, NULL, &ls), 0);
	T_EQ(ls.up, 0);
	T_EQ(mc(k, DPAA2X_MC_DPNI_RESET, tok, NULL, NULL), 0);
	T_EQ(model_dpni_by_id(t.soc, 1)->data_offset, 128);	/* as after open */
	T_EQ(mc(k, DPAA2X_MC_DPNI_CLOSE, tok, NULL, NULL), 0);
	T_EQ(mc(k, DPAA2X_MC_DPNI_CLOSE, tok, NULL, NULL), -EACCES);
	T_EQ(mc(k, DPAA2X_MC_DPBP_GET_NUM_FREE_BUFS, tok_bp, NULL, &v), 0);
	T_EQ(v.v, N_BUFS);		/* every buffer is back */
	notifications_after(k, &t, tok_bp, bpid);
	T_EQ(mc(k, DPAA2X_MC_DPBP_DISABLE, tok_bp, NULL, NULL), 0);
	T_EQ(mc(k, DPAA2X_MC_DPBP_CLOSE, tok_bp, NULL, NULL), 0);

	/* every command reached the MC once; the MC failed those that failed */
	dpaa2x_soc_mc_counts(t.soc, &cmds, &failed);
	for (i = 0, sent = 0, bad = 0; i < k->n; i++) {
		sent += k->rec[i].op >= 0;
		bad += k->rec[i].op >= 0 && k->rec[i].ret != 0;
	}
	T_EQ(cmds - k->polls, sent);
	T_EQ(failed, bad);
	note(k, cmds - k->polls);
	note(k, failed);
	rte_free(kbuf);
	free(k->ref);
	mt_finish(&t);
}

static struct caller ours = { .name = "ours", .send = send_ours };
static struct caller ref = { .name = "DPDK", .send = send_ref };
static struct caller ours_step = { .name = "ours in step mode", .send = send_ours };
static struct caller ref_trap = { .name = "DPDK over the MMIO trap", .send = send_ref,
				  .trap = true };

static void
same_transcript(const struct caller *a, const struct caller *b)
{
	unsigned int i;
	char what[96];

	T_EQ(a->n, b->n);
	for (i = 0; i < a->n && i < b->n; i++) {
		if (a->rec[i].op != b->rec[i].op || a->rec[i].ret != b->rec[i].ret) {
			T_FAIL_AT("command %u: %s %s -> %d, %s %s -> %d", i,
				  a->name, dpaa2x_mc_op_name(a->rec[i].op), a->rec[i].ret,
				  b->name, dpaa2x_mc_op_name(b->rec[i].op), b->rec[i].ret);
			return;
		}
		snprintf(what, sizeof(what), "command %u (%s) reply", i,
			 a->rec[i].op < 0 ? "model value" : dpaa2x_mc_op_name(a->rec[i].op));
		if (ft_cmp_bytes(what, b->rec[i].rsp, a->rec[i].rsp, sizeof(a->rec[i].rsp)) >= 0)
			return;
	}
}

/* Our encoder over the MC portal, the engine on its thread. */
static void
test_bringup_ours(void)
{
	bringup(&ours, HW_CPU);
	printf("  %u commands and model values\n", ours.n);
}

/* DPDK's dpni.c and mc_send_command over the same portal: the same. */
static void
test_bringup_dpdk(void)
{
	bringup(&ref, HW_CPU);
	same_transcript(&ref, &ours);
}

/* Step mode (every status poll runs an engine pass): the same again. */
static void
test_bringup_step(void)
{
	bringup(&ours_step, DPAA2X_HW_CPU_STEP);
	same_transcript(&ours_step, &ours);
}

/* DPDK's mc_send_command() on the MC portal behind the MMIO trap: the
 * same; and in step mode, nothing stepping the engine, a command runs at
 * its header's store (untrapped it ends in DPDK's 1 s timeout). */
static void
test_bringup_dpdk_trap(void)
{
	struct dpaa2x_mc_fw_version fw;
	struct fsl_mc_io *io;
	struct mt t;

	bringup(&ref_trap, HW_CPU);
	same_transcript(&ref_trap, &ours);
	mt_start_cpu(&t, "mcp_trap", NULL, DPAA2X_HW_CPU_STEP);
	io = ref_mc_io(dpaa2x_soc_mc_portal_trapped(t.soc, NULL, 0));
	T_EQ(ref_mc_call(io, 0, DPAA2X_MC_GET_VERSION, 0, NULL, &fw), 0);
	T_EQ(fw.major, 10);
	free(io);
	mt_finish(&t);
}

/*
 * The strict firmware, the default: each request net_dpaa2 never makes is
 * refused with the status an older firmware answers; the kind MC
 * (accept-all, the DPL's mc-firmware or the test switch) takes them all.
 */
static void
strict_requests(struct dpaa2x_mc_io *io, uint16_t tok, uint16_t tok_bp, const int *want)
{
	struct dpaa2x_mc_buf_layout bl = { .qtype = DPAA2X_MC_QUEUE_RX,
		.options = DPAA2X_MC_BL_DATA_ALIGN | DPAA2X_MC_BL_NO_SG, .data_align = 64 };
	struct dpaa2x_mc_queue q = { .qtype = DPAA2X_MC_QUEUE_TX_CONFIRM };
	struct dpaa2x_mc_taildrop td = { .qtype = DPAA2X_MC_QUEUE_RX };
	struct dpaa2x_mc_stats_page sp = { .page = 4 };
	struct dpaa2x_mc_dpbp_notif n = { 0 };
	struct dpaa2x_mc_stats st;

	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_GET_QUEUE, tok, &q, &q), want[0]);
	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_GET_TAILDROP, tok, &td, &td), want[1]);
	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT, tok, &bl, NULL), want[2]);
	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_GET_STATISTICS, tok, &sp, &st), want[3]);
	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPBP_SET_NOTIFICATIONS, tok_bp, &n, NULL), want[4]);
	/* what net_dpaa2 sends is taken either way */
	bl.options &= ~DPAA2X_MC_BL_NO_SG;
	sp.page = 2;
	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT, tok, &bl, NULL), 0);
	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_GET_STATISTICS, tok, &sp, &st), 0);
}

static void
test_strict_firmware(void)
{
	static const int strict[] = { -EINVAL, -ENOTSUP, -EINVAL, -EINVAL, -ENOTSUP };
	static const int all[] = { 0, 0, 0, 0, 0 };
	struct dpaa2x_mc_val v = { 1 };
	struct dpaa2x_mc_io io;
	struct dpaa2x_dpl dpl;
	uint16_t tok, tok_bp, bpid;
	struct mt t;

	mt_start(&t, "mcp_strict", NULL);
	T_EQ(model_mc_strict_of(t.soc)->fw, MODEL_MC_FW_STRICT);
	bpid = mt_pool(&t, 16, BUF_SIZE);
	ft_mc_io(&io, t.soc);
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPNI_OPEN, 0, &v, &v), 0);
	tok = (uint16_t)v.v;
	v.v = mt_dpbp_id(&t, bpid);
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPBP_OPEN, 0, &v, &v), 0);
	tok_bp = (uint16_t)v.v;
	v.v = MODEL_TX_CONF_DISABLE;
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPNI_SET_TX_CONF_MODE, tok, &v, NULL), 0);
	strict_requests(&io, tok, tok_bp, strict);
	T_EQ(dpaa2x_soc_mc_firmware(t.soc, 2), -EINVAL);
	T_EQ(dpaa2x_soc_mc_firmware(t.soc, MODEL_MC_FW_ACCEPT_ALL), 0);
	strict_requests(&io, tok, tok_bp, all);
	T_EQ(dpaa2x_soc_mc_firmware(t.soc, MODEL_MC_FW_STRICT), 0);
	/* with confirmation on, the confirmation queue is there */
	v.v = MODEL_TX_CONF_AFFINE;
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPNI_SET_TX_CONF_MODE, tok, &v, NULL), 0);
	{
		struct dpaa2x_mc_queue q = { .qtype = DPAA2X_MC_QUEUE_TX_CONFIRM };

		T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPNI_GET_QUEUE, tok, &q, &q), 0);
	}
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPBP_CLOSE, tok_bp, NULL, NULL), 0);
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPNI_CLOSE, tok, NULL, NULL), 0);
	mt_finish(&t);
	/* the DPL's switch, by its name */
	mt_dpl_default(&dpl);
	dpl.mc_accept_all = true;
	mt_start(&t, "mcp_accept_all", &dpl);
	T_EQ(model_mc_strict_of(t.soc)->fw, MODEL_MC_FW_ACCEPT_ALL);
	mt_finish(&t);
}

/* A command id the MC does not know, and a portal left READY. */
static void
test_unknown_command(void)
{
	struct mt t;
	struct dpaa2x_mc_io io;
	union dpaa2x_mc_cmd c;
	uint64_t cmds, failed;

	mt_start(&t, "mcp_unknown", NULL);
	ft_mc_io(&io, t.soc);
	dpaa2x_mc_encode(&c, DPAA2X_MC_DPNI_ENABLE, 0, 0, NULL);
	c.b[6] = 0x71;			/* id 0x7f7, version 1: no such command */
	c.b[7] = 0x7f;
	T_EQ(dpaa2x_mc_send(&io, &c), -ENOTSUP);
	T_EQ(dpaa2x_mc_hdr_status(&c), DPAA2X_MC_UNSUPPORTED_OP);
	/* nobody steps: the software side gives up */
	io.poll = NULL;
	io.timeout_ms = 20;
	dpaa2x_mc_encode(&c, DPAA2X_MC_GET_VERSION, 0, 0, NULL);
	T_EQ(dpaa2x_mc_send(&io, &c), -ETIMEDOUT);
	dpaa2x_soc_step(t.soc);		/* the MC answers late: nothing breaks */
	dpaa2x_soc_mc_counts(t.soc, &cmds, &failed);
	T_EQ(cmds, 2);
	T_EQ(failed, 1);
	mt_finish(&t);
}

int
main(int argc, char **argv)
{
	(void)argc;
	t_eal_init(argv[0], NULL);
	bpscn = rte_zmalloc("bpscn", sizeof(*bpscn), 64);
	T_RUN(test_bringup_ours);
	T_RUN(test_bringup_dpdk);
	T_RUN(test_bringup_step);
	T_RUN(test_bringup_dpdk_trap);
	T_RUN(test_unknown_command);
	T_RUN(test_strict_firmware);
	rte_free(bpscn);
	return t_done();
}
