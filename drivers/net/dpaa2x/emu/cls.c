/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * WRIOP classification, as the MC programs it: the key a profile composes
 * from a frame's header fields (the dpkg layout: full-field extracts, in
 * profile order), QoS (dpni_set_qos_table, dpni_add/remove_qos_entry,
 * dpni_clear_qos_table: the frame's traffic class, on a dpni of more than
 * one TC as the MC allows), the hash distribution of each TC
 * (dpni_set_rx_hash_dist with a tc), and flow steering's masking table of
 * TC 0 (dpni_set_rx_fs_dist, dpni_add/remove_fs_entry,
 * dpni_clear_fs_entries). The contract (dpaa2x_hw_cls.h) has the rules.
 */

#include <errno.h>
#include <string.h>

#include "dpni.h"
#include "soc.h"

#define IPPROTO_TCP_	6
#define IPPROTO_UDP_	17
#define IPPROTO_ICMP_	1
#define IPPROTO_GRE_	47
#define IPPROTO_SCTP_	132

/* The IP protocol a port-carrying L4 extract needs. */
static uint8_t
ports_proto(uint8_t prot)
{
	return prot == DPAA2X_CLS_PROT_TCP ? IPPROTO_TCP_ :
	       prot == DPAA2X_CLS_PROT_UDP ? IPPROTO_UDP_ : IPPROTO_SCTP_;
}

void
model_cls_reset(struct model_cls *c)
{
	c->fs_on = false;	/* MC: FS off and the table empty after dpni open */
	c->n_fs = 0;
	c->key_size = 0;
}

void
model_cls_qos_reset(struct model_cls *c)
{
	unsigned int t;

	c->qos_on = false;	/* MC: no QoS table after dpni open */
	c->n_qos = 0;
	for (t = 0; t < DPAA2X_CLS_MAX_TCS; t++) {
		c->tc_fields[t] = 0;	/* a TC's distribution: one queue */
		c->tc_nq[t] = 1;
	}
}

/* Where field (prot, field) sits in frame p, or NULL for a header the
 * parser did not find: its key bytes are zeros then. */
static const uint8_t *
field_at(const uint8_t *p, const struct dpaa2x_annot *an, uint8_t prot, uint32_t field)
{
	bool v4 = an->prs_flags & DPAA2X_PRS_IPV4, v6 = an->prs_flags & DPAA2X_PRS_IPV6;
	uint8_t l4 = an->l4_off != 0 ? an->l4_proto : 0;

	switch (prot) {
	case DPAA2X_CLS_PROT_ETH:
		return p + (field == DPAA2X_CLS_F_ETH_DA ? 0 : field == DPAA2X_CLS_F_ETH_SA ? 6 : 12);
	case DPAA2X_CLS_PROT_VLAN:
		return an->vlan_count == 0 ? NULL :
		       p + (field == DPAA2X_CLS_F_VLAN_TCI ? 14 : 16);
	case DPAA2X_CLS_PROT_IPV4:
		return !v4 || an->l3_off == 0 ? NULL :
		       p + an->l3_off + (field == DPAA2X_CLS_F_IPV4_SRC ? 12 : 16);
	case DPAA2X_CLS_PROT_IPV6:
		return !v6 || an->l3_off == 0 ? NULL :
		       p + an->l3_off + (field == DPAA2X_CLS_F_IPV6_SRC ? 8 : 24);
	case DPAA2X_CLS_PROT_IP:
		return an->l3_off == 0 ? NULL : &an->l4_proto;
	case DPAA2X_CLS_PROT_TCP:
	case DPAA2X_CLS_PROT_UDP:
	case DPAA2X_CLS_PROT_SCTP:	/* the ports at the same offsets */
		if (l4 != ports_proto(prot))
			return NULL;
		return p + an->l4_off + (field == DPAA2X_CLS_F_PORT_SRC ? 0 : 2);
	case DPAA2X_CLS_PROT_GRE:	/* the protocol type after flags and version */
		return l4 != IPPROTO_GRE_ ? NULL : p + an->l4_off + 2;
	default:	/* ICMP: the only other protocol set_fs_dist takes */
		return l4 != IPPROTO_ICMP_ ? NULL :
		       p + an->l4_off + (field == DPAA2X_CLS_F_ICMP_TYPE ? 0 : 1);
	}
}

/* The frame's key (DPAA2X_CLS_KEY_MAX bytes, zero-padded). */
static void
compose_key(const struct dpaa2x_cls_profile *kp, const uint8_t *frame,
	    const struct dpaa2x_annot *an, uint8_t *key)
{
	unsigned int i, n, off = 0;
	const uint8_t *src;

	memset(key, 0, DPAA2X_CLS_KEY_MAX);
	for (i = 0; i < kp->num; i++, off += n) {
		n = dpaa2x_cls_field_size(kp->f[i].prot, kp->f[i].field);
		src = field_at(frame, an, kp->f[i].prot, kp->f[i].field);
		if (src != NULL)
			memcpy(key + off, src, n);
	}
}

static bool
rule_hit(const struct dpaa2x_cls_rule *r, const uint8_t *key)
{
	unsigned int i;

	for (i = 0; i < r->key_size; i++)
		if ((key[i] & r->mask[i]) != (r->key[i] & r->mask[i]))
			return false;
	return true;
}

int
model_cls_qos(const struct model_cls *c, const uint8_t *frame, const struct dpaa2x_annot *an)
{
	uint8_t key[DPAA2X_CLS_KEY_MAX];
	unsigned int i;

	compose_key(&c->qos_kp, frame, an, key);
	for (i = 0; i < c->n_qos; i++)		/* kept in index order */
		if (rule_hit(&c->qos[i].r, key))
			return c->qos[i].tc;
	return c->qos_discard ? -1 : c->default_tc;
}

int
model_cls_fs(const struct model_cls *c, const uint8_t *frame, const struct dpaa2x_annot *an,
	     uint16_t *q)
{
	uint8_t key[DPAA2X_CLS_KEY_MAX];
	unsigned int i;

	compose_key(&c->kp, frame, an, key);
	for (i = 0; i < c->n_fs; i++) {		/* kept in index order */
		if (!rule_hit(&c->fs[i].r, key))
			continue;
		if (c->fs[i].a.options & DPAA2X_CLS_FS_DISCARD)
			return -1;
		*q = c->fs[i].a.flow;
		return 1;
	}
	return 0;
}

/* The profile's key size, or -ENOTSUP (a field the model cannot
 * extract) or -EINVAL (too many extracts, a key over the maximum). */
static int
profile_size(const struct dpaa2x_cls_profile *kp)
{
	unsigned int i, n, size = 0;

	if (kp->num > DPAA2X_CLS_EXTRACTS)
		return -EINVAL;
	for (i = 0; i < kp->num; i++) {
		n = dpaa2x_cls_field_size(kp->f[i].prot, kp->f[i].field);
		if (n == 0)
			return -ENOTSUP;
		size += n;
	}
	return size > DPAA2X_CLS_KEY_MAX ? -EINVAL : (int)size;
}

/* The open dpni id, or NULL with *ret. */
static struct model_dpni *
open_dpni(struct dpaa2x_soc *soc, uint16_t id, int *ret)
{
	struct model_dpni *ni = model_dpni_by_id(soc, id);

	*ret = ni == NULL ? -ENODEV : !ni->open ? -EINVAL : 0;
	return *ret == 0 ? ni : NULL;
}

/* The open dpni id for an FS command of TC tc, or NULL with *ret: the
 * MC's CONFIG_ERR (-EINVAL) for a TC the dpni does not have; the model
 * keeps TC 0's FS table only (-ENOTSUP for another). */
static struct model_dpni *
cls_dpni(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc, int *ret)
{
	struct model_dpni *ni = open_dpni(soc, id, ret);

	if (ni != NULL && tc != 0)
		*ret = tc >= ni->num_tcs ? -EINVAL : -ENOTSUP;
	return *ret == 0 ? ni : NULL;
}

static int
model_dpni_set_fs_dist(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_cls_fs_cfg *cfg)
{
	MODEL_MC_COMMAND(soc);
	int ret = -EINVAL, size;
	struct model_dpni *ni = cfg == NULL ? NULL : cls_dpni(soc, id, cfg->tc, &ret);
	struct model_cls *c;

	if (ni == NULL)
		return ret;
	c = &ni->cls;
	if (!cfg->enable) {
		model_cls_reset(c);	/* the MC clears the FS table */
		return 0;
	}
	size = profile_size(&cfg->kp);
	if (size < 0)
		return size;
	if (cfg->dist_size == 0 || cfg->dist_size > ni->rx_per_tc ||
	    (cfg->miss_flow != DPAA2X_CLS_MISS_DROP && cfg->miss_flow >= cfg->dist_size))
		return -EINVAL;
	/* a new key keeps the entries (the MC's rule: keeping them apt is
	 * software's business) */
	c->kp = cfg->kp;
	c->key_size = (uint8_t)size;
	c->dist_size = cfg->dist_size;
	c->miss_flow = cfg->miss_flow;
	c->fs_on = true;
	return 0;
}

static bool
same_rule(const struct dpaa2x_cls_rule *a, const struct dpaa2x_cls_rule *b)
{
	return a->key_size == b->key_size && memcmp(a->key, b->key, a->key_size) == 0 &&
	       memcmp(a->mask, b->mask, a->key_size) == 0;
}

/* Where rule r is in table t of n entries, or -1. */
static int
table_find(const struct model_cls_entry *t, unsigned int n, const struct dpaa2x_cls_rule *r)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		if (same_rule(&t[i].r, r))
			return (int)i;
	return -1;
}

/* Entry e into table t of *n entries (max at most), kept in index order
 * (the engine reads a table between passes only: an MC command): 0,
 * -EEXIST (the same key and mask) or -ENOSPC. */
static int
table_add(struct model_cls_entry *t, uint16_t *n, unsigned int max,
	  const struct model_cls_entry *e)
{
	unsigned int i;

	if (table_find(t, *n, &e->r) >= 0)
		return -EEXIST;
	if (*n == max)
		return -ENOSPC;
	for (i = *n; i > 0 && t[i - 1].index > e->index; i--)
		t[i] = t[i - 1];
	t[i] = *e;
	(*n)++;
	return 0;
}

/* Rule r out of table t of *n entries: 0 or -ENOENT. */
static int
table_remove(struct model_cls_entry *t, uint16_t *n, const struct dpaa2x_cls_rule *r)
{
	int i = table_find(t, *n, r);

	if (i < 0)
		return -ENOENT;
	memmove(&t[i], &t[i + 1], (*n - i - 1) * sizeof(t[0]));
	(*n)--;
	return 0;
}

static int
model_dpni_add_fs_entry(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc, uint16_t index,
			const struct dpaa2x_cls_rule *r, const struct dpaa2x_cls_action *a)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = cls_dpni(soc, id, tc, &ret);
	struct model_cls *c;

	if (ni == NULL || r == NULL || a == NULL)
		return ni == NULL ? ret : -EINVAL;
	c = &ni->cls;
	if (!c->fs_on || r->key_size < c->key_size || r->key_size > DPAA2X_CLS_KEY_MAX ||
	    index >= DPAA2X_CLS_FS_ENTRIES || (a->options & ~DPAA2X_CLS_FS_DISCARD) ||
	    (!(a->options & DPAA2X_CLS_FS_DISCARD) && a->flow >= c->dist_size))
		return -EINVAL;
	return table_add(c->fs, &c->n_fs, DPAA2X_CLS_FS_ENTRIES,
			 &(struct model_cls_entry){ .r = *r, .index = index, .a = *a });
}

static int
model_dpni_remove_fs_entry(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc,
			   const struct dpaa2x_cls_rule *r)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = cls_dpni(soc, id, tc, &ret);

	if (ni == NULL || r == NULL)
		return ni == NULL ? ret : -EINVAL;
	return table_remove(ni->cls.fs, &ni->cls.n_fs, r);
}

static int
model_dpni_clear_fs_entries(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = cls_dpni(soc, id, tc, &ret);

	if (ni != NULL)
		ni->cls.n_fs = 0;
	return ret;
}

/* The open dpni id for a QoS command, or NULL with *ret: the MC refuses
 * QoS on a dpni of one TC (its QoS table needs max_tcs > 1). */
static struct model_dpni *
qos_dpni(struct dpaa2x_soc *soc, uint16_t id, int *ret)
{
	struct model_dpni *ni = open_dpni(soc, id, ret);

	if (ni != NULL && ni->num_tcs == 1)
		*ret = -ENOTSUP;
	return *ret == 0 ? ni : NULL;
}

static int
model_dpni_set_qos_table(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_cls_qos_cfg *q)
{
	MODEL_MC_COMMAND(soc);
	int ret = -EINVAL, size;
	struct model_dpni *ni = q == NULL ? NULL : qos_dpni(soc, id, &ret);
	struct model_cls *c;

	if (ni == NULL)
		return ret;
	c = &ni->cls;
	size = profile_size(&q->kp);
	if (size < 0)
		return size;
	if (q->default_tc >= ni->num_tcs)	/* the MC: CONFIG_ERR */
		return -EINVAL;
	if (!q->keep_entries)			/* the MC empties the table */
		c->n_qos = 0;
	c->qos_kp = q->kp;
	c->qos_key_size = (uint8_t)size;
	c->default_tc = q->default_tc;
	c->qos_discard = q->discard_on_miss;
	c->qos_on = true;
	return 0;
}

static int
model_dpni_add_qos_entry(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_cls_rule *r,
			 uint8_t tc, uint16_t index)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = qos_dpni(soc, id, &ret);
	struct model_cls *c;

	if (ni == NULL || r == NULL)
		return ni == NULL ? ret : -EINVAL;
	c = &ni->cls;
	/* the MC's CONFIG_ERR: no QoS table yet (no key profile to match
	 * against), a key shorter than the profile's, a TC the dpni lacks,
	 * an index beyond the table */
	if (!c->qos_on || r->key_size < c->qos_key_size || r->key_size > DPAA2X_CLS_KEY_MAX ||
	    tc >= ni->num_tcs || index >= DPAA2X_CLS_QOS_ENTRIES)
		return -EINVAL;
	return table_add(c->qos, &c->n_qos, DPAA2X_CLS_QOS_ENTRIES,
			 &(struct model_cls_entry){ .r = *r, .index = index, .tc = tc });
}

static int
model_dpni_remove_qos_entry(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_cls_rule *r)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = qos_dpni(soc, id, &ret);

	if (ni == NULL || r == NULL)
		return ni == NULL ? ret : -EINVAL;
	return table_remove(ni->cls.qos, &ni->cls.n_qos, r);
}

/* The entries go; the profile and default TC stay (the MC's rule). */
static int
model_dpni_clear_qos_table(struct dpaa2x_soc *soc, uint16_t id)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = qos_dpni(soc, id, &ret);

	if (ni != NULL)
		ni->cls.n_qos = 0;
	return ret;
}

/* TC tc's hash distribution over its first nqueues queues; TC 0's is the
 * dpni's own (set_rx_dist's, the key kept). The MC: CONFIG_ERR for a TC
 * the dpni lacks, more queues than a TC has, a field not hashed. */
static int
model_dpni_set_tc_dist(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc, uint32_t fields,
		       uint16_t nqueues)
{
	MODEL_MC_COMMAND(soc);
	int ret;
	struct model_dpni *ni = open_dpni(soc, id, &ret);

	if (ni == NULL)
		return ret;
	if (tc >= ni->num_tcs || nqueues == 0 || nqueues > ni->rx_per_tc ||
	    (fields & ~DPAA2X_DIST_DEFAULT))
		return -EINVAL;
	if (tc == 0) {
		ni->dist_fields = fields;
		ni->dist_nq = nqueues;
	} else {
		ni->cls.tc_fields[tc] = fields;
		ni->cls.tc_nq[tc] = nqueues;
	}
	return 0;
}

void
model_ops_cls(struct dpaa2x_backend_ops *o)
{
	o->dpni_set_qos_table = model_dpni_set_qos_table;
	o->dpni_add_qos_entry = model_dpni_add_qos_entry;
	o->dpni_remove_qos_entry = model_dpni_remove_qos_entry;
	o->dpni_clear_qos_table = model_dpni_clear_qos_table;
	o->dpni_set_tc_dist = model_dpni_set_tc_dist;
	o->dpni_set_fs_dist = model_dpni_set_fs_dist;
	o->dpni_add_fs_entry = model_dpni_add_fs_entry;
	o->dpni_remove_fs_entry = model_dpni_remove_fs_entry;
	o->dpni_clear_fs_entries = model_dpni_clear_fs_entries;
}
