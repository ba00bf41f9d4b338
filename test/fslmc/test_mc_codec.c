/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The project's MC encoder and decoder against DPDK's own MC code (proof
 * 3.1 of the fslmc backend): every command, called with the same random
 * arguments through DPDK's dpni.c/dpbp.c/dpmng.c and through
 * dpaa2x_mc_call(), must give the same 64 bytes, and the same random
 * reply must decode to the same values. Key profiles are compared with
 * dpkg_prepare_key_cfg(), status codes with DPDK's mc_send_command().
 */

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <rte_cycles.h>

#include "fslmc_test.h"
#include "mc_ref.h"

#define ROUNDS		200	/* random argument sets per command */
#define RSP_MAX		128	/* the largest reply structure */
#define SENTINEL	0xa5

/* DPDK's mc_send_command() of mc_sys.c, compiled here under this name. */
struct mc_command;
int ref_mc_send_real(struct fsl_mc_io *io, struct mc_command *cmd);

static uint64_t seed = 0x5eed0f15c0dec0deull;

/* ---- the capture: what each side sends, the reply both get ---- */

static union dpaa2x_mc_cmd cap_ref, cap_ours, reply;

/* DPDK's MC code calls this in place of the portal. */
int mc_send_command(struct fsl_mc_io *io, struct mc_command *cmd);
int
mc_send_command(struct fsl_mc_io *io, struct mc_command *cmd)
{
	union dpaa2x_mc_cmd *c = (union dpaa2x_mc_cmd *)cmd;
	uint8_t st = dpaa2x_mc_hdr_status(&reply);

	(void)io;
	memcpy(&cap_ref, c, sizeof(*c));
	/* as the portal: only an OK reply carries parameters */
	if (st == DPAA2X_MC_OK)
		memcpy(c, &reply, sizeof(*c));
	else
		c->w[0] = reply.w[0];
	return dpaa2x_mc_status_errno(st);
}

static int
capture_send(struct dpaa2x_mc_io *io, union dpaa2x_mc_cmd *c)
{
	uint8_t st = dpaa2x_mc_hdr_status(&reply);

	(void)io;
	cap_ours = *c;
	if (st == DPAA2X_MC_OK)
		*c = reply;
	else
		c->w[0] = reply.w[0];
	return dpaa2x_mc_status_errno(st);
}

static struct dpaa2x_mc_io ours_io = { .send = capture_send };
static struct fsl_mc_io *ref_io;

/*
 * Flags and modes within their widths: DPDK's API takes them as int, char
 * or enum and shifts them into place, which is undefined for negative or
 * too large values (UBSan says so). Both sides get the same values.
 */
static void
in_range(enum dpaa2x_mc_op op, void *req)
{
	struct dpaa2x_mc_errors *e = req;
	struct dpaa2x_mc_buf_layout *l = req;
	struct dpaa2x_mc_rx_tc_dist *d = req;
	struct dpaa2x_mc_queue *q = req;
	struct dpaa2x_mc_taildrop *t = req;
	struct dpaa2x_mc_mac_filters *f = req;
	struct dpaa2x_mc_qos_tbl *qt = req;
	struct dpaa2x_mc_rx_fs_dist *fd = req;
	struct dpaa2x_mc_cong_notif *cn = req;

	switch (op) {
	case DPAA2X_MC_DPNI_SET_MCAST_PROMISC:
	case DPAA2X_MC_DPNI_SET_UNICAST_PROMISC:
	case DPAA2X_MC_DPNI_ENABLE_VLAN_FILTER:
		((struct dpaa2x_mc_val *)req)->v &= 1;
		break;
	case DPAA2X_MC_DPNI_SET_ERRORS_BEHAVIOR:
		e->action &= 0xf;
		e->set_annotation &= 1;
		break;
	case DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT:
		l->pass_timestamp &= 1;
		l->pass_parser_result &= 1;
		l->pass_frame_status &= 1;
		l->pass_sw_opaque &= 1;
		break;
	case DPAA2X_MC_DPNI_SET_RX_TC_DIST:
		d->dist_mode &= 0xf;
		d->miss_action &= 0xf;
		d->keep_hash_key &= 1;
		d->keep_entries &= 1;
		break;
	case DPAA2X_MC_DPNI_SET_QUEUE:
		q->dest_type &= 0xf;
		q->stash_ctrl &= 1;
		q->hold_active &= 1;
		break;
	case DPAA2X_MC_DPNI_SET_TAILDROP:
		t->enable &= 1;
		t->oal &= 0x7ff;	/* DPDK shifts it: non-negative here */
		break;
	case DPAA2X_MC_DPNI_SET_CONG_NOTIF:
		cn->dest_type &= 0xf;
		cn->units &= 0x3;
		break;
	case DPAA2X_MC_DPNI_SET_QOS_TABLE:
		qt->discard_on_miss &= 1;
		qt->keep_entries &= 1;
		break;
	case DPAA2X_MC_DPNI_SET_RX_FS_DIST:
		fd->enable &= 1;
		break;
	case DPAA2X_MC_DPNI_CLEAR_MAC_FILTERS:
		f->unicast &= 1;
		f->multicast &= 1;
		break;
	default:
		break;
	}
}

/* One command both ways with the same request, token, flags and reply. */
static void
one_round(enum dpaa2x_mc_op op, uint8_t status, unsigned int round)
{
	uint8_t req[RSP_MAX], rsp_ref[RSP_MAX], rsp_ours[RSP_MAX];
	uint16_t token = (uint16_t)ft_rand(&seed);
	uint32_t flags = (uint32_t)ft_rand(&seed);
	const char *name = dpaa2x_mc_op_name(op);
	char what[96];
	int r_ref, r_ours;

	ft_fill(&seed, req, sizeof(req));
	in_range(op, req);
	ft_fill(&seed, &reply, sizeof(reply));
	reply.b[2] = status;
	memset(rsp_ref, SENTINEL, sizeof(rsp_ref));
	memset(rsp_ours, SENTINEL, sizeof(rsp_ours));
	memset(&cap_ref, 0, sizeof(cap_ref));
	memset(&cap_ours, 0xff, sizeof(cap_ours));

	r_ref = ref_mc_call(ref_io, flags, op, token, req, rsp_ref);
	ours_io.cmd_flags = flags;
	r_ours = dpaa2x_mc_call(&ours_io, op, token,
				dpaa2x_mc_op_has_req(op) ? req : NULL, rsp_ours);
	if (op == DPAA2X_MC_DPNI_GET_QUEUE && r_ours == 0) {
		struct dpaa2x_mc_queue *q = (struct dpaa2x_mc_queue *)rsp_ours;

		if (!q->cgid_valid)	/* no CGID: DPDK says -1, we keep the byte */
			q->cgid = 0;
	}
	snprintf(what, sizeof(what), "%s round %u command", name, round);
	ft_cmp_bytes(what, &cap_ref, &cap_ours, sizeof(cap_ref));
	if (r_ref != r_ours)
		T_FAIL_AT("%s round %u: DPDK returns %d, ours %d", name, round, r_ref, r_ours);
	snprintf(what, sizeof(what), "%s round %u reply (status %u)", name, round, status);
	ft_cmp_bytes(what, rsp_ref, rsp_ours, sizeof(rsp_ref));
}

/* Every command: 200 random argument sets and replies, byte for byte. */
static void
test_every_command(void)
{
	unsigned int op, r;
	int before;

	for (op = 0; op < DPAA2X_MC_OP_COUNT; op++) {
		before = t_failures;	/* the first bad round of each command */
		for (r = 0; r < ROUNDS && t_failures == before; r++)
			one_round((enum dpaa2x_mc_op)op, DPAA2X_MC_OK, r);
	}
	printf("  %u commands x %u rounds compared\n", DPAA2X_MC_OP_COUNT, ROUNDS);
}

/* A reply with an error status: the same errno both ways, no output. */
static void
test_error_replies(void)
{
	static const uint8_t st[] = {
		DPAA2X_MC_AUTH_ERR, DPAA2X_MC_CONFIG_ERR, DPAA2X_MC_BUSY,
		DPAA2X_MC_NO_RESOURCE, DPAA2X_MC_INVALID_STATE,
	};
	unsigned int op, i;
	int before;

	for (op = 0; op < DPAA2X_MC_OP_COUNT; op++) {
		before = t_failures;
		for (i = 0; i < RTE_DIM(st) && t_failures == before; i++)
			one_round((enum dpaa2x_mc_op)op, st[i], i);
	}
}

/* Decoded values of a known reply: the reply layout read by hand. */
static void
test_known_replies(void)
{
	struct dpaa2x_mc_dpni_attr a;
	struct dpaa2x_mc_queue q = { .qtype = DPAA2X_MC_QUEUE_RX, .index = 3 };
	struct dpaa2x_mc_taildrop td = { .qtype = DPAA2X_MC_QUEUE_RX };
	struct dpaa2x_mc_mac mac;
	struct dpaa2x_mc_dpbp_notif bn;
	struct dpaa2x_mc_u64 t64;
	struct dpaa2x_mc_val tok;
	struct dpaa2x_mc_val id = { 7 };
	static const uint8_t want_mac[6] = { 0x02, 0x11, 0x22, 0x33, 0x44, 0x55 };

	memset(&reply, 0, sizeof(reply));
	reply.b[4] = 0x34;		/* token 0x1234 in the header */
	reply.b[5] = 0x12;
	T_EQ(dpaa2x_mc_call(&ours_io, DPAA2X_MC_DPNI_OPEN, 0, &id, &tok), 0);
	T_EQ(tok.v, 0x1234);
	T_EQ(cap_ours.b[8], 7);		/* dpni id in parameter word 1 */
	T_EQ(dpaa2x_mc_hdr_cmdid(&cap_ours), 0x8011);

	memset(&reply, 0, sizeof(reply));
	reply.b[12] = 4;		/* num_queues */
	reply.b[17] = 2;		/* num_channels */
	reply.b[26] = 0x00;
	reply.b[27] = 0x04;		/* WRIOP 1.0.0 */
	T_EQ(dpaa2x_mc_call(&ours_io, DPAA2X_MC_DPNI_GET_ATTR, 9, NULL, &a), 0);
	T_EQ(a.num_queues, 4);
	T_EQ(a.num_channels, 2);
	T_EQ(a.wriop_version, 0x400);
	T_EQ(dpaa2x_mc_hdr_token(&cap_ours), 9);

	memset(&reply, 0, sizeof(reply));
	reply.b[40] = 0x81;		/* fqid 0x81 */
	reply.b[44] = 3;		/* qdbin */
	reply.b[23] = 1 << 5;		/* CGID valid */
	reply.b[48] = 9;
	reply.b[32] = 0xef;		/* user context */
	T_EQ(dpaa2x_mc_call(&ours_io, DPAA2X_MC_DPNI_GET_QUEUE, 1, &q, &q), 0);
	T_EQ(q.fqid, 0x81);
	T_EQ(q.qdbin, 3);
	T_EQ(q.cgid_valid, 1);
	T_EQ(q.cgid, 9);
	T_EQ(q.user_ctx, 0xef);

	memset(&reply, 0, sizeof(reply));
	reply.b[16] = 1 | 0x7f << 1;	/* enable, OAL bits 6:0 all ones */
	reply.b[17] = 0x1f;		/* OAL bits 11:7: -1 in 12 bits */
	reply.b[20] = 0x40;
	T_EQ(dpaa2x_mc_call(&ours_io, DPAA2X_MC_DPNI_GET_TAILDROP, 1, &td, &td), 0);
	T_EQ(td.enable, 1);
	T_EQ(td.oal, -1);
	T_EQ(td.threshold, 0x40);

	memset(&reply, 0, sizeof(reply));
	memcpy(reply.b + 10, (const uint8_t[]){ 0x55, 0x44, 0x33, 0x22, 0x11, 0x02 }, 6);
	T_EQ(dpaa2x_mc_call(&ours_io, DPAA2X_MC_DPNI_GET_PRIM_MAC, 1, NULL, &mac), 0);
	T_EQ(memcmp(mac.mac, want_mac, 6), 0);

	memset(&reply, 0, sizeof(reply));
	reply.b[8] = 10;		/* depletion entry */
	reply.b[12] = 20;		/* depletion exit */
	reply.b[16] = 40;		/* surplus entry */
	reply.b[20] = 30;		/* surplus exit */
	reply.b[24] = 1;		/* options: coherent write */
	reply.b[32] = 0x88;		/* message context, low byte */
	reply.b[47] = 0x12;		/* message address, top byte */
	T_EQ(dpaa2x_mc_call(&ours_io, DPAA2X_MC_DPBP_GET_NOTIFICATIONS, 5, NULL, &bn), 0);
	T_EQ(dpaa2x_mc_hdr_cmdid(&cap_ours), 0x1b12);	/* id 0x1b1, version 2 */
	T_EQ(bn.depletion_entry, 10);
	T_EQ(bn.depletion_exit, 20);
	T_EQ(bn.surplus_entry, 40);
	T_EQ(bn.surplus_exit, 30);
	T_EQ(bn.options, DPAA2X_MC_DPBP_NOTIF_OPT_COHERENT_WRITE);
	T_EQ(bn.message_ctx, 0x88);
	T_EQ(bn.message_iova, 0x12ull << 56);

	memset(&reply, 0, sizeof(reply));
	reply.b[8] = 0x01;		/* the time, little endian in word 1 */
	reply.b[15] = 0x80;
	T_EQ(dpaa2x_mc_call(&ours_io, DPAA2X_MC_DPRTC_GET_TIME, 3, NULL, &t64), 0);
	T_EQ(dpaa2x_mc_hdr_cmdid(&cap_ours), 0x1d31);	/* id 0x1d3, version 1 */
	T_EQ(t64.v, 0x8000000000000001ull);
	t64.v = (uint64_t)-2;		/* an offset of -2 ns, two's complement */
	T_EQ(dpaa2x_mc_call(&ours_io, DPAA2X_MC_DPRTC_SET_CLOCK_OFFSET, 3, &t64, NULL), 0);
	T_EQ(cap_ours.b[8], 0xfe);
	T_EQ(cap_ours.b[15], 0xff);
	T_EQ(dpaa2x_mc_hdr_cmdid(&cap_ours), 0x1d01);
}

/*
 * The offload types by name are DPDK's enum dpni_offload; the Tx checksum
 * commands net_dpaa2 sends at configure (type 2 and 3, on and off) come
 * out of both encoders as the same bytes: the type in byte 11, the config
 * in bytes 12..15 (little endian), command 0x26c version 2.
 */
static void
test_offload_types(void)
{
	static const uint8_t tx[] = { DPAA2X_MC_OFF_TX_L3_CSUM, DPAA2X_MC_OFF_TX_L4_CSUM };
	struct dpaa2x_mc_offload of;
	unsigned int i, on;

	for (i = 0; i < DPAA2X_MC_OFF_COUNT; i++)
		T_EQ(ref_offload_type(i), (int)i);
	T_EQ(ref_offload_type(DPAA2X_MC_OFF_COUNT), -1);
	T_EQ(DPAA2X_MC_OFF_TX_L3_CSUM, 2);
	T_EQ(DPAA2X_MC_OFF_TX_L4_CSUM, 3);
	memset(&reply, 0, sizeof(reply));
	for (i = 0; i < RTE_DIM(tx); i++) {
		for (on = 0; on < 2; on++) {
			of = (struct dpaa2x_mc_offload){ .type = tx[i], .config = on };
			memset(&cap_ref, 0, sizeof(cap_ref));
			memset(&cap_ours, 0xff, sizeof(cap_ours));
			T_EQ(ref_mc_call(ref_io, 0, DPAA2X_MC_DPNI_SET_OFFLOAD, 5, &of, NULL), 0);
			ours_io.cmd_flags = 0;
			T_EQ(dpaa2x_mc_call(&ours_io, DPAA2X_MC_DPNI_SET_OFFLOAD, 5, &of, NULL), 0);
			ft_cmp_bytes("dpni_set_offload (Tx checksum)", &cap_ref, &cap_ours,
				     sizeof(cap_ref));
			T_EQ(dpaa2x_mc_hdr_cmdid(&cap_ours), DPAA2X_MC_CMDID(0x26c, 2));
			T_EQ(dpaa2x_mc_hdr_token(&cap_ours), 5);
			T_EQ(cap_ours.b[11], tx[i]);
			T_EQ(cap_ours.b[12], on);
			T_EQ(cap_ours.b[13] | cap_ours.b[14] | cap_ours.b[15], 0);
		}
	}
}

/* ---- status codes: DPDK's mc_send_command over a portal in memory ---- */

static union dpaa2x_mc_cmd fake_portal;
static volatile uint8_t fake_status;
static volatile int fake_stop;

/* A minimal MC: answers every READY command with fake_status. */
static void *
fake_mc(void *arg)
{
	uint64_t h;

	(void)arg;
	while (!fake_stop) {
		h = __atomic_load_n(&fake_portal.w[0], __ATOMIC_ACQUIRE);
		if (((h >> 16) & 0xff) != DPAA2X_MC_READY)
			continue;
		h = (h & ~(0xffull << 16)) | (uint64_t)fake_status << 16;
		__atomic_store_n(&fake_portal.w[0], h, __ATOMIC_RELEASE);
	}
	return NULL;
}

static void
test_status_codes(void)
{
	struct dpaa2x_mc_io io = { .regs = &fake_portal, .timeout_ms = 10000 };
	struct fsl_mc_io *rio = ref_mc_io(&fake_portal);
	union dpaa2x_mc_cmd c;
	pthread_t th;
	unsigned int s;
	int r_ref, r_ours;

	fake_stop = 0;
	T_EQ(pthread_create(&th, NULL, fake_mc, NULL), 0);
	for (s = 0; s < 0x20; s++) {
		if (s == DPAA2X_MC_READY)
			continue;
		fake_status = (uint8_t)s;
		dpaa2x_mc_encode(&c, DPAA2X_MC_DPNI_ENABLE, 0, 1, NULL);
		r_ref = ref_mc_send_real(rio, (struct mc_command *)&c);
		dpaa2x_mc_encode(&c, DPAA2X_MC_DPNI_ENABLE, 0, 1, NULL);
		r_ours = dpaa2x_mc_send(&io, &c);
		if (r_ref != r_ours)
			T_FAIL_AT("status 0x%x: DPDK %d, ours %d", s, r_ref, r_ours);
		if (s != 0 && dpaa2x_mc_status_errno((uint8_t)s) != r_ref)
			T_FAIL_AT("status 0x%x: dpaa2x_mc_status_errno %d, DPDK %d", s,
				  dpaa2x_mc_status_errno((uint8_t)s), r_ref);
	}
	fake_stop = 1;
	pthread_join(th, NULL);
	free(rio);
	/* and back: what the emulated MC answers for the model's errnos */
	T_EQ(dpaa2x_mc_errno_status(-EINVAL), DPAA2X_MC_CONFIG_ERR);
	T_EQ(dpaa2x_mc_errno_status(-EBUSY), DPAA2X_MC_BUSY);
	T_EQ(dpaa2x_mc_errno_status(-ENOSPC), DPAA2X_MC_NO_RESOURCE);
	T_EQ(dpaa2x_mc_errno_status(-ENODEV), DPAA2X_MC_INVALID_STATE);
	T_EQ(dpaa2x_mc_errno_status(-ENOENT), DPAA2X_MC_CONFIG_ERR);
}

/* ---- key profiles ---- */

static void
random_profile(struct dpaa2x_mc_key_profile *kp, bool valid)
{
	static const uint8_t types[] = {
		DPAA2X_MC_EXTRACT_HDR, DPAA2X_MC_EXTRACT_DATA, DPAA2X_MC_EXTRACT_PARSE,
	};
	unsigned int i;

	ft_fill(&seed, kp, sizeof(*kp));
	kp->num = (uint8_t)(ft_rand(&seed) % (DPAA2X_MC_KEY_EXTRACTS + 1));
	for (i = 0; i < DPAA2X_MC_KEY_EXTRACTS; i++)
		kp->ex[i].type = types[ft_rand(&seed) % RTE_DIM(types)];
	if (!valid && kp->num > 0)
		kp->ex[ft_rand(&seed) % kp->num].type = 2;	/* no such type */
}

static void
test_key_profiles(void)
{
	struct dpaa2x_mc_key_profile kp, back;
	uint8_t b_ref[DPAA2X_MC_KEY_CFG_SIZE], b_ours[DPAA2X_MC_KEY_CFG_SIZE];
	uint8_t b_again[DPAA2X_MC_KEY_CFG_SIZE];
	unsigned int r;
	int before = t_failures;
	char what[64];

	for (r = 0; r < 2000 && t_failures == before; r++) {
		random_profile(&kp, true);
		memset(b_ref, 0, sizeof(b_ref));
		memset(b_ours, 0, sizeof(b_ours));
		T_EQ(ref_key_pack(&kp, b_ref), 0);
		T_EQ(dpaa2x_mc_key_pack(&kp, b_ours), 0);
		snprintf(what, sizeof(what), "key profile %u (%u extracts)", r, kp.num);
		ft_cmp_bytes(what, b_ref, b_ours, sizeof(b_ref));
		/* the MC side reads back what software wrote */
		T_EQ(dpaa2x_mc_key_unpack(b_ours, &back), 0);
		memset(b_again, 0, sizeof(b_again));
		T_EQ(dpaa2x_mc_key_pack(&back, b_again), 0);
		ft_cmp_bytes(what, b_ours, b_again, sizeof(b_ours));
	}
	for (r = 0; r < 200 && t_failures == before; r++) {
		random_profile(&kp, false);
		if (kp.num == 0)
			continue;
		T_EQ(ref_key_pack(&kp, b_ref), -EINVAL);
		T_EQ(dpaa2x_mc_key_pack(&kp, b_ours), -EINVAL);
	}
	kp.num = DPAA2X_MC_KEY_EXTRACTS + 1;
	T_EQ(ref_key_pack(&kp, b_ref), -EINVAL);
	T_EQ(dpaa2x_mc_key_pack(&kp, b_ours), -EINVAL);
	b_ours[0] = DPAA2X_MC_KEY_EXTRACTS + 1;
	T_EQ(dpaa2x_mc_key_unpack(b_ours, &back), -EINVAL);
}

/* The hash profiles: DPDK's packing of the same 5-tuple extracts, and the
 * parts read back; anything else is named by its index. */
static void
test_hash_profiles(void)
{
	struct dpaa2x_mc_key_profile kp;
	uint8_t b_ref[DPAA2X_MC_KEY_CFG_SIZE], b_ours[DPAA2X_MC_KEY_CFG_SIZE];
	uint32_t parts, got;
	unsigned int bad = 99;

	for (parts = 0; parts <= DPAA2X_MC_HASH_ALL; parts++) {
		dpaa2x_mc_key_from_hash(parts, &kp);
		T_EQ(kp.num, __builtin_popcount(parts));
		memset(b_ref, 0, sizeof(b_ref));
		memset(b_ours, 0, sizeof(b_ours));
		T_EQ(ref_key_pack(&kp, b_ref), 0);
		T_EQ(dpaa2x_mc_key_pack(&kp, b_ours), 0);
		ft_cmp_bytes("hash profile", b_ref, b_ours, sizeof(b_ref));
		T_EQ(dpaa2x_mc_key_to_hash(&kp, &got, NULL), 0);
		T_EQ(got, parts);
	}
	dpaa2x_mc_key_from_hash(DPAA2X_MC_HASH_ALL, &kp);
	T_EQ(kp.ex[0].prot, DPAA2X_MC_PROT_IP);
	T_EQ(kp.ex[0].field, DPAA2X_MC_FLD_IP_SRC);
	T_EQ(kp.ex[4].prot, DPAA2X_MC_PROT_TCP);
	T_EQ(kp.ex[4].field, DPAA2X_MC_FLD_PORT_DST);
	kp.ex[3].prot = DPAA2X_MC_PROT_UDP;		/* UDP ports hash alike */
	T_EQ(dpaa2x_mc_key_to_hash(&kp, &got, NULL), 0);
	T_EQ(got, DPAA2X_MC_HASH_ALL);
	kp.ex[2].prot = DPAA2X_MC_PROT_ETH;		/* not a 5-tuple field */
	T_EQ(dpaa2x_mc_key_to_hash(&kp, &got, &bad), -ENOTSUP);
	T_EQ(bad, 2);
}

/* The table: every command id known once per class, unknown ones not. */
static void
test_op_table(void)
{
	unsigned int op;

	for (op = 0; op < DPAA2X_MC_OP_COUNT; op++)
		T_EQ(dpaa2x_mc_op_of(dpaa2x_mc_op_cmdid(op), dpaa2x_mc_op_class(op)), op);
	T_EQ(dpaa2x_mc_op_of(DPAA2X_MC_CMDID(0x002, 1), DPAA2X_MC_CLASS_DPNI),
	     DPAA2X_MC_DPNI_ENABLE);
	T_EQ(dpaa2x_mc_op_of(DPAA2X_MC_CMDID(0x002, 1), DPAA2X_MC_CLASS_DPBP),
	     DPAA2X_MC_DPBP_ENABLE);
	T_EQ(dpaa2x_mc_op_of(DPAA2X_MC_CMDID(0x004, 5), DPAA2X_MC_CLASS_DPNI), -1);
	T_EQ(dpaa2x_mc_op_of(DPAA2X_MC_CMDID(0x801, 1), DPAA2X_MC_CLASS_DPNI), -1);
	T_STREQ(dpaa2x_mc_op_name(DPAA2X_MC_DPNI_SET_RX_HASH_DIST), "dpni_set_rx_hash_dist");
}

int
main(int argc, char **argv)
{
	const char *s = getenv("DPAA2X_TEST_SEED");

	(void)argc;
	if (s != NULL)
		seed = strtoull(s, NULL, 0);
	printf("seed 0x%llx\n", (unsigned long long)seed);
	t_eal_init(argv[0], NULL);
	ref_io = ref_mc_io(NULL);
	T_RUN(test_every_command);
	T_RUN(test_error_replies);
	T_RUN(test_known_replies);
	T_RUN(test_offload_types);
	T_RUN(test_status_codes);
	T_RUN(test_key_profiles);
	T_RUN(test_hash_profiles);
	T_RUN(test_op_table);
	free(ref_io);
	return t_done();
}
