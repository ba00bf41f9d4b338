/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * WRIOP flow steering (emu/cls.c) through the contract, in step mode: the
 * key a profile composes, entries tried by index, hits, discards, misses
 * hashed or to the miss flow, and every command's refusal; QoS on a dpni
 * of 2 traffic classes (8 queues, 4 each): the TC a QoS entry picks, TC
 * 1's own hash distribution over its queues, misses to the default TC or
 * discarded, and the refusals.
 */

#include <errno.h>
#include <string.h>

#include "model_test.h"

/* Profile: the IPv4 source, then the UDP source port (6 key bytes). */
static void
profile(struct dpaa2x_cls_fs_cfg *c, uint16_t dist, uint16_t miss)
{
	memset(c, 0, sizeof(*c));
	c->enable = true;
	c->dist_size = dist;
	c->miss_flow = miss;
	c->kp.num = 2;
	c->kp.f[0].prot = DPAA2X_CLS_PROT_IPV4;
	c->kp.f[0].field = DPAA2X_CLS_F_IPV4_SRC;
	c->kp.f[1].prot = DPAA2X_CLS_PROT_UDP;
	c->kp.f[1].field = DPAA2X_CLS_F_PORT_SRC;
}

/* The rule for mt_inject_udp()'s flow f: its source address (and, when
 * port, its source port), the rest of the key masked out. */
static void
rule(struct dpaa2x_cls_rule *r, uint32_t f, bool port)
{
	uint32_t ip = 0x0a000001 + f;
	uint16_t sp = (uint16_t)(1000 + f);

	memset(r, 0, sizeof(*r));
	r->key_size = DPAA2X_CLS_KEY_MAX;
	r->key[0] = (uint8_t)(ip >> 24);
	r->key[1] = (uint8_t)(ip >> 16);
	r->key[2] = (uint8_t)(ip >> 8);
	r->key[3] = (uint8_t)ip;
	r->key[4] = (uint8_t)(sp >> 8);
	r->key[5] = (uint8_t)sp;
	memset(r->mask, 0xff, port ? 6 : 4);
}

/* The Rx queue of dpni@1 each of the flows 0..n-1 arrived on (UINT16_MAX:
 * none), their buffers freed. */
static void
queues_of(struct mt *t, unsigned int n, uint16_t *q)
{
	struct model_dpni *ni = model_dpni_by_id(t->soc, 1);
	struct dpaa2x_fd fds[64];
	unsigned int f, i, k, got;
	const uint8_t *p;

	for (f = 0; f < n; f++)
		q[f] = UINT16_MAX;
	for (f = 0; f < n; f++)
		T_EQ(mt_inject_udp(t, 1, 64, mt_mac1, f), 0);
	mt_steps(t, 1);
	for (i = 0; i < ni->num_rx; i++) {
		got = mt_drain(t, ni->rxq[i]->fqid, fds, RTE_DIM(fds));
		for (k = 0; k < got; k++) {
			/* the frame's source address: flow = its last byte - 1 */
			p = (const uint8_t *)(uintptr_t)fds[k].addr + dpaa2x_fd_offset(&fds[k]);
			if (p[29] >= 1 && p[29] - 1u < n)
				q[p[29] - 1] = (uint16_t)i;
		}
		mt_free_fds(t, fds, got);
	}
}

static uint64_t
filtered(struct mt *t)
{
	struct dpaa2x_dpni_stats st;

	T_EQ(dpaa2x_dpni_get_stats(t->soc, 1, &st), 0);
	return st.ing_filtered;
}

/* Hits to their queue, a discard, priorities, misses hashed. */
static void
test_steering(void)
{
	struct dpaa2x_cls_action to3 = { 0, 3 }, to2 = { 0, 2 };
	struct dpaa2x_cls_action drop = { DPAA2X_CLS_FS_DISCARD, 0 };
	struct dpaa2x_cls_fs_cfg c;
	struct dpaa2x_cls_rule r;
	uint16_t bpid, q[8], base[8];
	struct mt t;
	unsigned int f;

	mt_start(&t, "cls_steer", NULL);
	bpid = mt_pool(&t, 64, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	queues_of(&t, 8, base);		/* the hash's queues */
	profile(&c, 4, 0);
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &c), 0);
	queues_of(&t, 8, q);		/* no entry: every flow a miss */
	T_EQ(memcmp(q, base, sizeof(q)), 0);
	rule(&r, 5, true);
	T_EQ(dpaa2x_dpni_add_fs_entry(t.soc, 1, 0, 10, &r, &to3), 0);
	rule(&r, 6, false);
	T_EQ(dpaa2x_dpni_add_fs_entry(t.soc, 1, 0, 11, &r, &drop), 0);
	/* flow 6 to queue 2 at index 1: it comes before the drop */
	rule(&r, 6, true);
	T_EQ(dpaa2x_dpni_add_fs_entry(t.soc, 1, 0, 1, &r, &to2), 0);
	queues_of(&t, 8, q);
	for (f = 0; f < 8; f++)
		T_EQ(q[f], f == 5 ? 3 : f == 6 ? 2 : base[f]);
	T_EQ(dpaa2x_dpni_remove_fs_entry(t.soc, 1, 0, &r), 0);
	f = (unsigned int)filtered(&t);
	queues_of(&t, 8, q);		/* flow 6 dropped now */
	T_EQ(q[6], UINT16_MAX);
	T_EQ(filtered(&t), f + 1u);
	/* the hash over one queue: a miss goes to the miss flow */
	T_EQ(dpaa2x_dpni_set_rx_dist(t.soc, 1, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
	profile(&c, 4, 1);
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &c), 0);	/* the entries stay */
	queues_of(&t, 8, q);
	for (f = 0; f < 8; f++)
		T_EQ(q[f], f == 5 ? 3 : f == 6 ? UINT16_MAX : 1);
	c.miss_flow = DPAA2X_CLS_MISS_DROP;
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &c), 0);
	f = (unsigned int)filtered(&t);
	queues_of(&t, 8, q);
	T_EQ(q[5], 3);
	T_EQ(filtered(&t), f + 7u);	/* 6 misses and the discard */
	/* off: the table cleared, the hash (one queue) for everyone */
	c.enable = false;
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &c), 0);
	queues_of(&t, 8, q);
	for (f = 0; f < 8; f++)
		T_EQ(q[f], 0);
	mt_finish(&t);
}

/* Each refusal, with the MC's errno. */
static void
test_refusals(void)
{
	struct dpaa2x_cls_action to1 = { 0, 1 }, bad_flow = { 0, 4 }, bad_opt = { 0x8, 1 };
	struct dpaa2x_cls_qos_cfg qc = { .default_tc = 0 };
	struct dpaa2x_cls_fs_cfg c;
	struct dpaa2x_cls_rule r;
	uint16_t bpid, i;
	struct mt t;

	mt_start(&t, "cls_refuse", NULL);
	bpid = mt_pool(&t, 16, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	rule(&r, 0, true);
	T_EQ(dpaa2x_dpni_add_fs_entry(t.soc, 1, 0, 0, &r, &to1), -EINVAL);	/* FS off */
	profile(&c, 4, 0);
	c.kp.f[1].field = 0x40;		/* no such UDP field */
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &c), -ENOTSUP);
	profile(&c, 4, 0);
	c.kp.num = 4;			/* 4 IPv6 addresses: 64 key bytes */
	for (i = 0; i < 4; i++) {
		c.kp.f[i].prot = DPAA2X_CLS_PROT_IPV6;
		c.kp.f[i].field = DPAA2X_CLS_F_IPV6_SRC;
	}
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &c), -EINVAL);
	profile(&c, 0, 0);
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &c), -EINVAL);	/* no queues */
	profile(&c, 4, 4);
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &c), -EINVAL);	/* miss flow beyond */
	profile(&c, 4, 0);
	c.tc = 1;
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &c), -EINVAL);	/* one TC */
	profile(&c, 4, 0);
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &c), 0);
	T_EQ(dpaa2x_dpni_add_fs_entry(t.soc, 1, 0, 0, &r, &bad_flow), -EINVAL);
	T_EQ(dpaa2x_dpni_add_fs_entry(t.soc, 1, 0, 0, &r, &bad_opt), -EINVAL);
	T_EQ(dpaa2x_dpni_add_fs_entry(t.soc, 1, 0, DPAA2X_CLS_FS_ENTRIES, &r, &to1), -EINVAL);
	r.key_size = 5;			/* shorter than the profile's key */
	T_EQ(dpaa2x_dpni_add_fs_entry(t.soc, 1, 0, 0, &r, &to1), -EINVAL);
	for (i = 0; i < DPAA2X_CLS_FS_ENTRIES; i++) {
		rule(&r, i, true);
		T_EQ(dpaa2x_dpni_add_fs_entry(t.soc, 1, 0, i, &r, &to1), 0);
	}
	T_EQ(dpaa2x_dpni_add_fs_entry(t.soc, 1, 0, 0, &r, &to1), -EEXIST);
	rule(&r, 100, true);
	T_EQ(dpaa2x_dpni_add_fs_entry(t.soc, 1, 0, 0, &r, &to1), -ENOSPC);
	T_EQ(dpaa2x_dpni_remove_fs_entry(t.soc, 1, 0, &r), -ENOENT);
	T_EQ(dpaa2x_dpni_clear_fs_entries(t.soc, 1, 0), 0);
	T_EQ(dpaa2x_dpni_add_fs_entry(t.soc, 1, 0, 0, &r, &to1), 0);
	/* QoS: one traffic class */
	T_EQ(dpaa2x_dpni_set_qos_table(t.soc, 1, &qc), -ENOTSUP);
	T_EQ(dpaa2x_dpni_add_qos_entry(t.soc, 1, &r, 0, 0), -ENOTSUP);
	T_EQ(dpaa2x_dpni_remove_qos_entry(t.soc, 1, &r), -ENOTSUP);
	T_EQ(dpaa2x_dpni_clear_qos_table(t.soc, 1), -ENOTSUP);
	T_EQ(dpaa2x_dpni_clear_fs_entries(t.soc, 99, 0), -ENODEV);
	mt_finish(&t);
}

/* dpni@1 with 8 Rx queues in 2 TCs, up, its profile's QoS table set
 * (misses to TC 0, or discarded). */
static void
qos_up(struct mt *t, const char *name, bool discard)
{
	struct dpaa2x_cls_qos_cfg qc = { .default_tc = 0, .discard_on_miss = discard };
	struct dpaa2x_dpni_attr a;
	struct dpaa2x_cls_fs_cfg c;
	struct dpaa2x_dpl dpl;
	uint16_t bpid;

	mt_dpl_default(&dpl);
	dpl.dpni[0].num_rx_queues = 8;
	dpl.dpni[0].num_tcs = 2;
	mt_start(t, name, &dpl);
	bpid = mt_pool(t, 64, 2048);
	mt_dpni_up(t, 1, 1, &bpid);
	T_EQ(dpaa2x_dpni_get_attr(t->soc, 1, &a), 0);
	T_EQ(a.num_rx_queues, 8);
	T_EQ(a.num_rx_tcs, 2);
	profile(&c, 4, 0);
	qc.kp = c.kp;
	T_EQ(dpaa2x_dpni_set_qos_table(t->soc, 1, &qc), 0);
}

/* How many of the flows' queues[] are queue q. */
static unsigned int
count_q(const uint16_t *queues, unsigned int n, uint16_t q)
{
	unsigned int f, k = 0;

	for (f = 0; f < n; f++)
		k += queues[f] == q;
	return k;
}

/* QoS entries pick TC 1, hashed over its queues; the rest stay in TC 0. */
static void
test_qos(void)
{
	struct dpaa2x_cls_action to3 = { 0, 3 };
	struct dpaa2x_cls_fs_cfg c;
	struct dpaa2x_cls_rule r;
	uint16_t q[16], base[16];
	unsigned int f, k;
	struct mt t;

	qos_up(&t, "cls_qos", false);
	queues_of(&t, 16, base);	/* no entry: TC 0, hashed over its 4 queues */
	for (f = 0; f < 16; f++)
		T_CHECK(base[f] < 4);
	for (k = 0; k < 4; k++)		/* the 16 flows reach each of TC 0's queues */
		T_CHECK(count_q(base, 16, (uint16_t)k) > 0);
	/* flows 2, 5, 9 and 12 to TC 1, whose distribution is one queue */
	for (f = 0; f < 16; f += 1) {
		if (f != 2 && f != 5 && f != 9 && f != 12)
			continue;
		rule(&r, f, false);
		T_EQ(dpaa2x_dpni_add_qos_entry(t.soc, 1, &r, 1, (uint16_t)f), 0);
	}
	queues_of(&t, 16, q);
	T_EQ(count_q(q, 16, 4), 4);
	for (f = 0; f < 16; f++)
		T_EQ(q[f], f == 2 || f == 5 || f == 9 || f == 12 ? 4 : base[f]);
	/* TC 1 hashed over its 4 queues by TC 0's fields and key: TC 0's
	 * queue of each flow, 4 queues on */
	T_EQ(dpaa2x_dpni_set_tc_dist(t.soc, 1, 1, DPAA2X_DIST_DEFAULT, 4), 0);
	queues_of(&t, 16, q);
	for (f = 0; f < 16; f++)
		T_EQ(q[f], f == 2 || f == 5 || f == 9 || f == 12 ? 4 + base[f] : base[f]);
	/* over 2: the hash's lowest bit */
	T_EQ(dpaa2x_dpni_set_tc_dist(t.soc, 1, 1, DPAA2X_DIST_DEFAULT, 2), 0);
	queues_of(&t, 16, q);
	for (f = 0; f < 16; f++)
		T_EQ(q[f], f == 2 || f == 5 || f == 9 || f == 12 ? 4 + (base[f] & 1) : base[f]);
	for (k = 6; k < 8; k++)
		T_EQ(count_q(q, 16, (uint16_t)k), 0);
	/* TC 0's flow steering still steers TC 0's frames, not TC 1's */
	profile(&c, 4, 0);
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &c), 0);
	rule(&r, 3, false);
	T_EQ(dpaa2x_dpni_add_fs_entry(t.soc, 1, 0, 0, &r, &to3), 0);
	rule(&r, 5, false);
	T_EQ(dpaa2x_dpni_add_fs_entry(t.soc, 1, 0, 1, &r, &to3), 0);
	queues_of(&t, 16, q);
	T_EQ(q[3], 3);
	T_EQ(q[5], 4 + (base[5] & 1));
	/* an entry gone: its flow back in TC 0 (FS: queue 3) */
	T_EQ(dpaa2x_dpni_remove_qos_entry(t.soc, 1, &r), 0);
	T_EQ(dpaa2x_dpni_remove_qos_entry(t.soc, 1, &r), -ENOENT);
	queues_of(&t, 16, q);
	T_EQ(q[5], 3);
	/* cleared: every flow TC 0's */
	T_EQ(dpaa2x_dpni_clear_qos_table(t.soc, 1), 0);
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &(struct dpaa2x_cls_fs_cfg){ .enable = false }), 0);
	queues_of(&t, 16, q);
	T_EQ(memcmp(q, base, sizeof(q)), 0);
	mt_finish(&t);
}

/* discard_on_miss: what no entry matches is filtered. */
static void
test_qos_discard(void)
{
	struct dpaa2x_cls_rule r;
	uint16_t q[8];
	unsigned int f;
	uint64_t f0;
	struct mt t;

	qos_up(&t, "cls_qos_discard", true);
	rule(&r, 1, false);
	T_EQ(dpaa2x_dpni_add_qos_entry(t.soc, 1, &r, 1, 0), 0);
	rule(&r, 6, false);
	T_EQ(dpaa2x_dpni_add_qos_entry(t.soc, 1, &r, 0, 1), 0);
	f0 = filtered(&t);
	queues_of(&t, 8, q);
	for (f = 0; f < 8; f++)
		if (f != 1 && f != 6)
			T_EQ(q[f], UINT16_MAX);
	T_EQ(q[1], 4);			/* TC 1's one queue */
	T_CHECK(q[6] < 4);		/* TC 0's hash */
	T_EQ(filtered(&t), f0 + 6);
	mt_finish(&t);
}

/* Each QoS refusal, with the MC's errno. */
static void
test_qos_refusals(void)
{
	struct dpaa2x_cls_qos_cfg qc = { .default_tc = 2 };
	struct dpaa2x_cls_fs_cfg c;
	struct dpaa2x_cls_rule r;
	uint16_t bpid;
	struct dpaa2x_dpl dpl;
	unsigned int i;
	struct mt t;

	mt_dpl_default(&dpl);
	dpl.dpni[0].num_rx_queues = 8;
	dpl.dpni[0].num_tcs = 2;
	mt_start(&t, "cls_qos_refuse", &dpl);
	bpid = mt_pool(&t, 16, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	rule(&r, 0, true);
	/* no QoS table yet */
	T_EQ(dpaa2x_dpni_add_qos_entry(t.soc, 1, &r, 1, 0), -EINVAL);
	profile(&c, 4, 0);
	qc.kp = c.kp;
	T_EQ(dpaa2x_dpni_set_qos_table(t.soc, 1, &qc), -EINVAL);	/* no TC 2 */
	qc.kp.f[1].field = 0x40;
	qc.default_tc = 1;
	T_EQ(dpaa2x_dpni_set_qos_table(t.soc, 1, &qc), -ENOTSUP);	/* no such field */
	qc.kp = c.kp;
	T_EQ(dpaa2x_dpni_set_qos_table(t.soc, 1, &qc), 0);
	T_EQ(dpaa2x_dpni_add_qos_entry(t.soc, 1, &r, 2, 0), -EINVAL);	/* no TC 2 */
	T_EQ(dpaa2x_dpni_add_qos_entry(t.soc, 1, &r, 1, DPAA2X_CLS_QOS_ENTRIES), -EINVAL);
	r.key_size = 5;			/* shorter than the profile's key */
	T_EQ(dpaa2x_dpni_add_qos_entry(t.soc, 1, &r, 1, 0), -EINVAL);
	for (i = 0; i < DPAA2X_CLS_QOS_ENTRIES; i++) {
		rule(&r, i, true);
		T_EQ(dpaa2x_dpni_add_qos_entry(t.soc, 1, &r, 1, (uint16_t)i), 0);
	}
	T_EQ(dpaa2x_dpni_add_qos_entry(t.soc, 1, &r, 1, 0), -EEXIST);
	rule(&r, 100, true);
	T_EQ(dpaa2x_dpni_add_qos_entry(t.soc, 1, &r, 1, 0), -ENOSPC);
	T_EQ(dpaa2x_dpni_remove_qos_entry(t.soc, 1, &r), -ENOENT);
	/* distributions: TC 0's and TC 1's over at most 4 queues */
	T_EQ(dpaa2x_dpni_set_tc_dist(t.soc, 1, 2, DPAA2X_DIST_DEFAULT, 4), -EINVAL);
	T_EQ(dpaa2x_dpni_set_tc_dist(t.soc, 1, 1, DPAA2X_DIST_DEFAULT, 5), -EINVAL);
	T_EQ(dpaa2x_dpni_set_tc_dist(t.soc, 1, 1, DPAA2X_DIST_DEFAULT, 0), -EINVAL);
	T_EQ(dpaa2x_dpni_set_tc_dist(t.soc, 1, 1, 0x100, 4), -EINVAL);
	T_EQ(dpaa2x_dpni_set_rx_dist(t.soc, 1, DPAA2X_DIST_DEFAULT, 5, NULL), -EINVAL);
	/* FS: TC 1 is the dpni's, not the model's; TC 2 is no one's */
	profile(&c, 4, 0);
	c.tc = 1;
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &c), -ENOTSUP);
	c.tc = 2;
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &c), -EINVAL);
	profile(&c, 5, 0);
	T_EQ(dpaa2x_dpni_set_fs_dist(t.soc, 1, &c), -EINVAL);	/* TC 0 has 4 */
	T_EQ(dpaa2x_dpni_clear_qos_table(t.soc, 1), 0);
	mt_finish(&t);
}

MT_MAIN(NULL,
	T_CASE(test_steering),
	T_CASE(test_refusals),
	T_CASE(test_qos),
	T_CASE(test_qos_discard),
	T_CASE(test_qos_refusals))
