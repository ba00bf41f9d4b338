/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * WRIOP flow steering (emu/cls.c) through the contract, in step mode: the
 * key a profile composes, entries tried by index, hits, discards, misses
 * hashed or to the miss flow, and every command's refusal.
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

MT_MAIN(NULL,
	T_CASE(test_steering),
	T_CASE(test_refusals))
