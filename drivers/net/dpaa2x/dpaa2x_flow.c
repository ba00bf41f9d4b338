/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * rte_flow over WRIOP flow steering, as DPDK's dpaa2 maps it: each flow is
 * one FS entry of the dpni's traffic class 0 (group 0; the priority is the
 * entry's index, the lowest matching first), its action a queue (flow id)
 * or a discard. The key profile holds the fields the installed flows
 * match, in one fixed order; a flow with a field the profile lacks
 * rewrites the profile and the entries (dpni_clear_fs_entries,
 * dpni_set_rx_fs_dist, dpni_add_fs_entry each), as dpaa2 does when it
 * extends its key. A frame that no entry matches is hashed (RSS) as
 * before, or goes to queue 0 with one queue. With no flow, flow steering
 * is off: Rx pays nothing for it. The flows stay in the dpni over stop
 * and start; dev_start sets them again over the queues configured then.
 *
 * An rss flow, as dpaa2 maps it, is a QoS entry instead: on a dpni of
 * several traffic classes (the DPL's num_tcs; TC t owns the queues t * n
 * to t * n + n - 1) the pattern picks the TC its queues belong to, and
 * that TC's hash distribution (dpni_set_rx_hash_dist of the TC) spreads
 * the flow over them. The queues are one TC's, from its first, in order;
 * TC 0 is where QoS misses go and the port's RSS spreads, so an rss flow
 * names another. The QoS key profile holds the rss flows' fields as the
 * FS profile holds the others'. The last flow of a TC gone, the TC's
 * distribution is one queue again, as after dpni open.
 */

#include <errno.h>
#include <string.h>

#include <rte_flow.h>
#include <rte_flow_driver.h>

#include "dpaa2x_common.h"
#include "dpaa2x_flow.h"
#include "dpaa2x_port.h"

/* The fields, in key order; off: where a flow keeps its value and mask. */
enum { F_ETH_DA, F_ETH_SA, F_ETH_TYPE, F_VLAN_TCI, F_VLAN_TYPE, F_IP_PROTO, F_UDP_SRC,
       F_UDP_DST, F_TCP_SRC, F_TCP_DST, F_ICMP_TYPE, F_ICMP_CODE, F_IP4_SRC, F_IP4_DST,
       F_IP6_SRC, F_IP6_DST, F_SCTP_SRC, F_SCTP_DST, F_GRE_PROTO, F_COUNT };
static const struct { uint8_t prot; uint32_t field; uint8_t off, size; } fld[F_COUNT] = {
	[F_ETH_DA] = { DPAA2X_CLS_PROT_ETH, DPAA2X_CLS_F_ETH_DA, 0, 6 },
	[F_ETH_SA] = { DPAA2X_CLS_PROT_ETH, DPAA2X_CLS_F_ETH_SA, 6, 6 },
	[F_ETH_TYPE] = { DPAA2X_CLS_PROT_ETH, DPAA2X_CLS_F_ETH_TYPE, 12, 2 },
	[F_VLAN_TCI] = { DPAA2X_CLS_PROT_VLAN, DPAA2X_CLS_F_VLAN_TCI, 14, 2 },
	[F_VLAN_TYPE] = { DPAA2X_CLS_PROT_VLAN, DPAA2X_CLS_F_VLAN_TYPE, 16, 2 },
	[F_IP_PROTO] = { DPAA2X_CLS_PROT_IP, DPAA2X_CLS_F_IP_PROTO, 18, 1 },
	[F_UDP_SRC] = { DPAA2X_CLS_PROT_UDP, DPAA2X_CLS_F_PORT_SRC, 19, 2 },
	[F_UDP_DST] = { DPAA2X_CLS_PROT_UDP, DPAA2X_CLS_F_PORT_DST, 21, 2 },
	[F_TCP_SRC] = { DPAA2X_CLS_PROT_TCP, DPAA2X_CLS_F_PORT_SRC, 23, 2 },
	[F_TCP_DST] = { DPAA2X_CLS_PROT_TCP, DPAA2X_CLS_F_PORT_DST, 25, 2 },
	[F_ICMP_TYPE] = { DPAA2X_CLS_PROT_ICMP, DPAA2X_CLS_F_ICMP_TYPE, 27, 1 },
	[F_ICMP_CODE] = { DPAA2X_CLS_PROT_ICMP, DPAA2X_CLS_F_ICMP_CODE, 28, 1 },
	[F_IP4_SRC] = { DPAA2X_CLS_PROT_IPV4, DPAA2X_CLS_F_IPV4_SRC, 29, 4 },
	[F_IP4_DST] = { DPAA2X_CLS_PROT_IPV4, DPAA2X_CLS_F_IPV4_DST, 33, 4 },
	[F_IP6_SRC] = { DPAA2X_CLS_PROT_IPV6, DPAA2X_CLS_F_IPV6_SRC, 37, 16 },
	[F_IP6_DST] = { DPAA2X_CLS_PROT_IPV6, DPAA2X_CLS_F_IPV6_DST, 53, 16 },
	[F_SCTP_SRC] = { DPAA2X_CLS_PROT_SCTP, DPAA2X_CLS_F_PORT_SRC, 69, 2 },
	[F_SCTP_DST] = { DPAA2X_CLS_PROT_SCTP, DPAA2X_CLS_F_PORT_DST, 71, 2 },
	[F_GRE_PROTO] = { DPAA2X_CLS_PROT_GRE, DPAA2X_CLS_F_GRE_TYPE, 73, 2 },
};

/* An item: its matchable fields (where in the spec), its default mask,
 * its layer (L2 1 and 2, L3 3, L4 4), the message for other fields. */
struct item_desc {
	const char *name, *only;
	const void *def_mask;
	uint8_t size, layer, n;
	struct { uint8_t f; uint8_t off; } m[3];
};
#define M_(k, T, mb) { k, offsetof(T, mb) }
static const struct item_desc items[] = {
	[RTE_FLOW_ITEM_TYPE_ETH] = { "eth", "eth: only dst, src and type can be matched",
		&rte_flow_item_eth_mask, sizeof(struct rte_flow_item_eth), 1, 3,
		{ M_(F_ETH_DA, struct rte_flow_item_eth, hdr.dst_addr),
		  M_(F_ETH_SA, struct rte_flow_item_eth, hdr.src_addr),
		  M_(F_ETH_TYPE, struct rte_flow_item_eth, hdr.ether_type) } },
	[RTE_FLOW_ITEM_TYPE_VLAN] = { "vlan", "vlan: only tci and inner_type can be matched",
		&rte_flow_item_vlan_mask, sizeof(struct rte_flow_item_vlan), 2, 2,
		{ M_(F_VLAN_TCI, struct rte_flow_item_vlan, hdr.vlan_tci),
		  M_(F_VLAN_TYPE, struct rte_flow_item_vlan, hdr.eth_proto) } },
	[RTE_FLOW_ITEM_TYPE_IPV4] = { "ipv4",
		"ipv4: only src_addr, dst_addr and next_proto_id can be matched",
		&rte_flow_item_ipv4_mask, sizeof(struct rte_flow_item_ipv4), 3, 3,
		{ M_(F_IP4_SRC, struct rte_flow_item_ipv4, hdr.src_addr),
		  M_(F_IP4_DST, struct rte_flow_item_ipv4, hdr.dst_addr),
		  M_(F_IP_PROTO, struct rte_flow_item_ipv4, hdr.next_proto_id) } },
	[RTE_FLOW_ITEM_TYPE_IPV6] = { "ipv6", "ipv6: only src, dst and proto can be matched",
		&rte_flow_item_ipv6_mask, sizeof(struct rte_flow_item_ipv6), 3, 3,
		{ M_(F_IP6_SRC, struct rte_flow_item_ipv6, hdr.src_addr),
		  M_(F_IP6_DST, struct rte_flow_item_ipv6, hdr.dst_addr),
		  M_(F_IP_PROTO, struct rte_flow_item_ipv6, hdr.proto) } },
	[RTE_FLOW_ITEM_TYPE_UDP] = { "udp", "udp: only src_port and dst_port can be matched",
		&rte_flow_item_udp_mask, sizeof(struct rte_flow_item_udp), 4, 2,
		{ M_(F_UDP_SRC, struct rte_flow_item_udp, hdr.src_port),
		  M_(F_UDP_DST, struct rte_flow_item_udp, hdr.dst_port) } },
	[RTE_FLOW_ITEM_TYPE_TCP] = { "tcp", "tcp: only src_port and dst_port can be matched",
		&rte_flow_item_tcp_mask, sizeof(struct rte_flow_item_tcp), 4, 2,
		{ M_(F_TCP_SRC, struct rte_flow_item_tcp, hdr.src_port),
		  M_(F_TCP_DST, struct rte_flow_item_tcp, hdr.dst_port) } },
	[RTE_FLOW_ITEM_TYPE_ICMP] = { "icmp", "icmp: only icmp_type and icmp_code can be matched",
		&rte_flow_item_icmp_mask, sizeof(struct rte_flow_item_icmp), 4, 2,
		{ M_(F_ICMP_TYPE, struct rte_flow_item_icmp, hdr.icmp_type),
		  M_(F_ICMP_CODE, struct rte_flow_item_icmp, hdr.icmp_code) } },
	[RTE_FLOW_ITEM_TYPE_SCTP] = { "sctp", "sctp: only src_port and dst_port can be matched",
		&rte_flow_item_sctp_mask, sizeof(struct rte_flow_item_sctp), 4, 2,
		{ M_(F_SCTP_SRC, struct rte_flow_item_sctp, hdr.src_port),
		  M_(F_SCTP_DST, struct rte_flow_item_sctp, hdr.dst_port) } },
	/* WRIOP parses GRE's base header, and nothing inside: no tunnel items */
	[RTE_FLOW_ITEM_TYPE_GRE] = { "gre", "gre: only protocol can be matched",
		&rte_flow_item_gre_mask, sizeof(struct rte_flow_item_gre), 4, 1,
		{ M_(F_GRE_PROTO, struct rte_flow_item_gre, protocol) } },
};
#undef M_

/* What an item says of the layer before it: the type or protocol there. */
static const struct { uint16_t type; uint8_t proto; } implies[] = {
	[RTE_FLOW_ITEM_TYPE_VLAN] = { RTE_ETHER_TYPE_VLAN, 0 },
	[RTE_FLOW_ITEM_TYPE_IPV4] = { RTE_ETHER_TYPE_IPV4, 0 },
	[RTE_FLOW_ITEM_TYPE_IPV6] = { RTE_ETHER_TYPE_IPV6, 0 },
	[RTE_FLOW_ITEM_TYPE_UDP] = { 0, IPPROTO_UDP },
	[RTE_FLOW_ITEM_TYPE_TCP] = { 0, IPPROTO_TCP },
	[RTE_FLOW_ITEM_TYPE_ICMP] = { 0, IPPROTO_ICMP },
	[RTE_FLOW_ITEM_TYPE_SCTP] = { 0, IPPROTO_SCTP },
	[RTE_FLOW_ITEM_TYPE_GRE] = { 0, IPPROTO_GRE },
};

/* Field k &= value under mask; -1 when the flow already wants otherwise. */
static int
put(struct rte_flow *f, unsigned int k, const uint8_t *v, const uint8_t *m)
{
	uint8_t *fv = f->val + fld[k].off, *fm = f->mask + fld[k].off;
	unsigned int i;

	for (i = 0; i < fld[k].size; i++)
		if ((fv[i] ^ v[i]) & fm[i] & m[i])
			return -1;
	for (i = 0; i < fld[k].size; i++) {
		fv[i] = (uint8_t)((fv[i] & ~m[i]) | (v[i] & m[i]));
		fm[i] |= m[i];
		if (m[i] != 0)
			f->fields |= 1u << k;
	}
	return 0;
}

static int
put_implied(struct rte_flow *f, enum rte_flow_item_type t, bool vlan)
{
	uint8_t v[2] = { (uint8_t)(implies[t].type >> 8), (uint8_t)implies[t].type };
	static const uint8_t full[2] = { 0xff, 0xff };

	if (implies[t].type != 0)
		return put(f, t == RTE_FLOW_ITEM_TYPE_VLAN || !vlan ? F_ETH_TYPE : F_VLAN_TYPE,
			   v, full);
	return put(f, F_IP_PROTO, &implies[t].proto, full);
}

/* The mask's bytes outside the item's fields are all zero. */
static bool
only_fields(const struct item_desc *d, const uint8_t *mask)
{
	uint8_t rest[sizeof(struct rte_flow_item_ipv6)];
	unsigned int i;

	memcpy(rest, mask, d->size);
	for (i = 0; i < d->n; i++)
		memset(rest + d->m[i].off, 0, fld[d->m[i].f].size);
	for (i = 0; i < d->size; i++)
		if (rest[i] != 0)
			return false;
	return true;
}

static int
fail(struct rte_flow_error *e, int err, enum rte_flow_error_type t, const void *at,
     const char *msg)
{
	return rte_flow_error_set(e, err, t, at, msg);	/* -err */
}

/* Where a pattern is: the last layer, a tag seen, the L3 item. */
struct walk {
	uint8_t layer;
	bool vlan;
	enum rte_flow_item_type l3;
};

static int
parse_item(struct rte_flow *f, const struct rte_flow_item *it, struct walk *w,
	   struct rte_flow_error *e)
{
	const enum rte_flow_error_type T = RTE_FLOW_ERROR_TYPE_ITEM;
	const struct item_desc *d = (unsigned int)it->type < RTE_DIM(items) ?
				    &items[it->type] : NULL;
	const uint8_t *spec = it->spec, *mask = it->mask;
	unsigned int i;

	if (d == NULL || d->name == NULL)
		return fail(e, ENOTSUP, T, it, "item not supported: eth, vlan, ipv4, ipv6, "
			    "udp, tcp, sctp, gre and icmp are");
	if (it->last != NULL)
		return fail(e, ENOTSUP, RTE_FLOW_ERROR_TYPE_ITEM_LAST, it,
			    "item ranges (last) are not supported");
	if (d->layer <= w->layer || (d->layer == 2 && w->layer != 1))
		return fail(e, ENOTSUP, T, it, d->layer == 2 ? "vlan: one tag, after eth" :
			    "items out of order, or a layer twice (no tunnels)");
	if (it->type == RTE_FLOW_ITEM_TYPE_ICMP && w->l3 == RTE_FLOW_ITEM_TYPE_IPV6)
		return fail(e, ENOTSUP, T, it, "icmp: IPv4's only (ICMPv6 is not offered)");
	if (it->type != RTE_FLOW_ITEM_TYPE_ETH && put_implied(f, it->type, w->vlan) < 0)
		return fail(e, EINVAL, T, it, "the item before says another type or protocol");
	w->layer = d->layer;
	w->vlan |= it->type == RTE_FLOW_ITEM_TYPE_VLAN;
	if (d->layer == 3)
		w->l3 = it->type;
	if (spec == NULL)
		return 0;		/* the header's presence only */
	if (mask == NULL)
		mask = d->def_mask;
	if (!only_fields(d, mask))
		return fail(e, ENOTSUP, RTE_FLOW_ERROR_TYPE_ITEM_MASK, it, d->only);
	for (i = 0; i < d->n; i++)
		if (put(f, d->m[i].f, spec + d->m[i].off, mask + d->m[i].off) < 0)
			return fail(e, EINVAL, T, it,
				    "a field matched twice with two values");
	return 0;
}

/* An rss action's queues: one TC's, not TC 0, its first ones in order
 * (f->tc, f->rss_nq); else the reason named. */
static int
rss_queues(struct rte_eth_dev *dev, struct rte_flow *f, const struct rte_flow_action *a,
	   const struct rte_flow_action_rss *r, struct rte_flow_error *e)
{
	const enum rte_flow_error_type T = RTE_FLOW_ERROR_TYPE_ACTION_CONF;
	uint16_t n = dpaa2x_flow_tc_queues(dev->data->dev_private);
	uint32_t i;

	if (r->queue_num == 0 || r->queue == NULL)
		return fail(e, EINVAL, T, a, "rss: no queues");
	for (i = 0; i < r->queue_num; i++)
		if (r->queue[i] >= dev->data->nb_rx_queues)
			return fail(e, EINVAL, T, a, "rss: a queue is not one of the port's "
				    "Rx queues");
	f->tc = (uint8_t)(r->queue[0] / n);
	for (i = 1; i < r->queue_num; i++)
		if (r->queue[i] / n != f->tc)
			return fail(e, ENOTSUP, T, a, "rss: the queues are in more than one "
				    "traffic class: a flow's RSS spreads over one TC's queues");
	for (i = 0; i < r->queue_num; i++)
		if (r->queue[i] != f->tc * n + i)
			return fail(e, ENOTSUP, T, a, "rss: the queues must be their traffic "
				    "class's first ones, in order (a TC hashes over its first "
				    "queues)");
	if (f->tc == 0)
		return fail(e, ENOTSUP, T, a, "rss: the queues are traffic class 0's, where "
			    "the port's RSS spreads what no flow steers: name another TC's");
	f->rss_nq = (uint16_t)r->queue_num;
	return 0;
}

/* An rss action: a QoS entry to the TC of its queues, hashed there. */
static int
parse_rss(struct rte_eth_dev *dev, struct rte_flow *f, const struct rte_flow_action *a,
	  struct rte_flow_error *e)
{
	const enum rte_flow_error_type T = RTE_FLOW_ERROR_TYPE_ACTION_CONF;
	const struct rte_flow_action_rss *r = a->conf;
	struct dpaa2x_port *port = dev->data->dev_private;

	if (port->attr.num_rx_tcs <= 1)
		return fail(e, ENOTSUP, RTE_FLOW_ERROR_TYPE_ACTION, a, "rss: the dpni has one "
			    "traffic class: RSS to a queue group needs a TC of its own "
			    "(a dpni of num_tcs > 1 in the DPL)");
	if (r == NULL)
		return fail(e, EINVAL, T, a, "rss: no configuration");
	if (r->func != RTE_ETH_HASH_FUNCTION_DEFAULT && r->func != RTE_ETH_HASH_FUNCTION_TOEPLITZ)
		return fail(e, ENOTSUP, T, a, "rss: WRIOP hashes by Toeplitz only");
	if (r->level > 1)
		return fail(e, ENOTSUP, T, a, "rss: the outermost headers only (level 0 or 1)");
	if (r->key_len != 0)
		return fail(e, ENOTSUP, T, a, "rss: WRIOP has one hash key per dpni, the "
			    "port's (rss_hash_update): give no key");
	if (r->types & ~DPAA2X_RSS_OFFLOAD)
		return fail(e, ENOTSUP, T, a, "rss: types ip, udp and tcp only");
	f->rss_fields = dpaa2x_rss_fields(r->types != 0 ? r->types : port->rss_hf);
	f->rss = true;
	return rss_queues(dev, f, a, r, e);
}

static int
parse_actions(struct rte_eth_dev *dev, struct rte_flow *f, const struct rte_flow_action *a,
	      struct rte_flow_error *e)
{
	const enum rte_flow_error_type T = RTE_FLOW_ERROR_TYPE_ACTION;
	unsigned int fates = 0;
	int ret;

	for (; a->type != RTE_FLOW_ACTION_TYPE_END; a++) {
		switch (a->type) {
		case RTE_FLOW_ACTION_TYPE_VOID:
			continue;
		case RTE_FLOW_ACTION_TYPE_QUEUE:
			f->queue = ((const struct rte_flow_action_queue *)a->conf)->index;
			if (f->queue >= dev->data->nb_rx_queues)
				return fail(e, EINVAL, RTE_FLOW_ERROR_TYPE_ACTION_CONF, a,
					    "queue: index is not one of the port's Rx queues");
			if (f->queue >= dpaa2x_flow_tc_queues(dev->data->dev_private))
				return fail(e, ENOTSUP, RTE_FLOW_ERROR_TYPE_ACTION_CONF, a,
					    "queue: the index is not traffic class 0's: FS entries "
					    "steer within TC 0 (rss reaches the other TCs)");
			break;
		case RTE_FLOW_ACTION_TYPE_DROP:
			f->drop = true;
			break;
		case RTE_FLOW_ACTION_TYPE_RSS:
			ret = parse_rss(dev, f, a, e);
			if (ret < 0)
				return ret;
			break;
		case RTE_FLOW_ACTION_TYPE_COUNT:
			return fail(e, ENOTSUP, T, a, "count: WRIOP keeps no counter per FS entry");
		default:
			return fail(e, ENOTSUP, T, a,
				    "action not supported: queue, rss and drop are");
		}
		fates++;
	}
	if (fates != 1)
		return fail(e, EINVAL, T, a, fates == 0 ? "no fate: give queue, rss or drop" :
			    "one fate only: queue, rss or drop");
	return 0;
}

static int
parse(struct rte_eth_dev *dev, const struct rte_flow_attr *attr,
      const struct rte_flow_item pattern[], const struct rte_flow_action actions[],
      struct rte_flow *f, struct rte_flow_error *e)
{
	struct walk w = { 0, false, RTE_FLOW_ITEM_TYPE_END };
	int ret;

	memset(f, 0, sizeof(*f));
	if (attr == NULL || pattern == NULL || actions == NULL)
		return fail(e, EINVAL, RTE_FLOW_ERROR_TYPE_UNSPECIFIED, NULL,
			    "attr, pattern and actions are required");
	if (!attr->ingress || attr->egress || attr->transfer)
		return fail(e, ENOTSUP, RTE_FLOW_ERROR_TYPE_ATTR, attr,
			    "ingress flows only");
	if (attr->group != 0)
		return fail(e, ENOTSUP, RTE_FLOW_ERROR_TYPE_ATTR_GROUP, attr,
			    "group: flows are group 0 (an rss flow's queues name its TC)");
	if (attr->priority >= DPAA2X_CLS_FS_ENTRIES)
		return fail(e, EINVAL, RTE_FLOW_ERROR_TYPE_ATTR_PRIORITY, attr,
			    "priority: the FS table has 64 entries, 0 to 63");
	f->prio = (uint16_t)attr->priority;
	for (; pattern->type != RTE_FLOW_ITEM_TYPE_END; pattern++) {
		if (pattern->type == RTE_FLOW_ITEM_TYPE_VOID)
			continue;
		ret = parse_item(f, pattern, &w, e);
		if (ret < 0)
			return ret;
	}
	return parse_actions(dev, f, actions, e);
}

/* Key bytes and extracts of a set of fields. */
static unsigned int
key_bytes(uint32_t fields)
{
	unsigned int k, n = 0;

	for (k = 0; k < F_COUNT; k++)
		if (fields & 1u << k)
			n += fld[k].size;
	return n;
}

/* The key profile of a set of fields, in key order. */
static void
profile_of(uint32_t fields, struct dpaa2x_cls_profile *kp)
{
	unsigned int k;

	memset(kp, 0, sizeof(*kp));
	for (k = 0; k < F_COUNT; k++)
		if (fields & 1u << k) {
			kp->f[kp->num].prot = fld[k].prot;
			kp->f[kp->num++].field = fld[k].field;
		}
}

/* A flow's FS or QoS entry under the profile of fields: its bytes in key order,
 * key_size the maximum (as dpaa2), the rest zero. */
static void
rule_of(const struct rte_flow *f, uint32_t fields, struct dpaa2x_cls_rule *r)
{
	unsigned int k, off = 0;

	memset(r, 0, sizeof(*r));
	r->key_size = DPAA2X_CLS_KEY_MAX;
	for (k = 0; k < F_COUNT; off += fields & 1u << k ? fld[k].size : 0, k++) {
		if (!(fields & 1u << k))
			continue;
		memcpy(r->key + off, f->val + fld[k].off, fld[k].size);
		memcpy(r->mask + off, f->mask + fld[k].off, fld[k].size);
	}
}

static int
add_entry(struct dpaa2x_port *port, const struct rte_flow *f, uint32_t fields)
{
	struct dpaa2x_cls_action a = {
		.options = f->drop ? DPAA2X_CLS_FS_DISCARD : 0, .flow = f->queue,
	};
	struct dpaa2x_cls_rule r;

	rule_of(f, fields, &r);
	if (f->rss)
		return dpaa2x_dpni_add_qos_entry(port->soc, port->dpni_id, &r, f->tc, f->prio);
	return dpaa2x_dpni_add_fs_entry(port->soc, port->dpni_id, 0, f->prio, &r, &a);
}

/* The dpni's FS table anew: the profile of fields over nq queues, every
 * flow's entry (FS off for no fields). */
static int
program(struct rte_eth_dev *dev, uint32_t fields, uint16_t nq)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_flow_table *t = &port->flows;
	struct dpaa2x_cls_fs_cfg c = {
		.tc = 0, .enable = fields != 0, .dist_size = nq, .miss_flow = 0,
	};
	unsigned int i;
	int ret;

	profile_of(fields, &c.kp);
	ret = dpaa2x_dpni_clear_fs_entries(port->soc, port->dpni_id, 0);
	if (ret == 0)
		ret = dpaa2x_dpni_set_fs_dist(port->soc, port->dpni_id, &c);
	if (ret < 0)
		return ret;
	t->fields = fields;
	t->nb_rx_queues = nq;
	for (i = 0; ret == 0 && fields != 0 && i < RTE_DIM(t->f); i++)
		if (t->f[i].used && !t->f[i].rss)
			ret = add_entry(port, &t->f[i], fields);
	return ret;
}

/* The dpni's QoS table anew: the profile of fields (misses to TC 0), every
 * rss flow's entry. */
static int
program_qos(struct dpaa2x_port *port, uint32_t fields)
{
	struct dpaa2x_flow_table *t = &port->flows;
	struct dpaa2x_cls_qos_cfg c = { .default_tc = 0 };
	unsigned int i;
	int ret;

	profile_of(fields, &c.kp);
	ret = dpaa2x_dpni_set_qos_table(port->soc, port->dpni_id, &c);
	if (ret < 0)
		return ret;
	t->qos_fields = fields;
	for (i = 0; ret == 0 && i < RTE_DIM(t->f); i++)
		if (t->f[i].used && t->f[i].rss)
			ret = add_entry(port, &t->f[i], fields);
	return ret;
}

/* TC tc's distribution: flow f's, or (NULL) one queue as after dpni open. */
static int
set_tc(struct dpaa2x_port *port, uint8_t tc, const struct rte_flow *f)
{
	return dpaa2x_dpni_set_tc_dist(port->soc, port->dpni_id, tc,
				       f != NULL ? f->rss_fields : 0, f != NULL ? f->rss_nq : 1);
}

/* Another rss flow of f's TC hashes it otherwise (one distribution a TC). */
static bool
rss_conflict(const struct dpaa2x_flow_table *t, const struct rte_flow *f)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(t->f); i++)
		if (t->f[i].used && t->f[i].rss && t->f[i].tc == f->tc &&
		    (t->f[i].rss_nq != f->rss_nq || t->f[i].rss_fields != f->rss_fields))
			return true;
	return false;
}

/* A flow f in the FS table; a new key (the Ethernet type always in it):
 * every entry again. */
static int
add_fs(struct rte_eth_dev *dev, const struct rte_flow *f)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_flow_table *t = &port->flows;
	int ret = 0;

	if ((t->fields | f->fields) != t->fields || t->fields == 0)
		ret = program(dev, t->fields | f->fields | (1u << F_ETH_TYPE),
			      dpaa2x_flow_rss_queues(dev));
	return ret == 0 ? add_entry(port, f, t->fields) : ret;
}

/* An rss flow f in: its TC's distribution (the TC's first flow sets it),
 * the QoS profile extended, its entry. */
static int
add_rss(struct dpaa2x_port *port, const struct rte_flow *f)
{
	struct dpaa2x_flow_table *t = &port->flows;
	int ret = 0;

	if (t->tc_flows[f->tc] == 0)
		ret = set_tc(port, f->tc, f);
	if (ret == 0 && ((t->qos_fields | f->fields) != t->qos_fields || t->qos_fields == 0))
		ret = program_qos(port, t->qos_fields | f->fields | (1u << F_ETH_TYPE));
	if (ret == 0)
		ret = add_entry(port, f, t->qos_fields);
	if (ret < 0 && t->tc_flows[f->tc] == 0)
		set_tc(port, f->tc, NULL);	/* as it was */
	if (ret == 0)
		t->tc_flows[f->tc]++;
	return ret;
}

/* No rss flow left: the QoS table empty (every frame TC 0's, as without
 * one; the MC has no command to unset it), every TC one queue again. */
static int
clear_qos(struct dpaa2x_port *port)
{
	struct dpaa2x_flow_table *t = &port->flows;
	unsigned int tc;
	int ret = 0;

	if (t->qos_fields == 0)
		return 0;
	for (tc = 1; tc < DPAA2X_CLS_MAX_TCS; tc++)
		if (t->tc_flows[tc] != 0 && ret == 0) {
			ret = set_tc(port, (uint8_t)tc, NULL);
			t->tc_flows[tc] = 0;
		}
	if (ret == 0)
		ret = dpaa2x_dpni_clear_qos_table(port->soc, port->dpni_id);
	if (ret == 0)
		t->qos_fields = 0;
	return ret;
}

/* An rss flow f out: its QoS entry, its TC's distribution with the last. */
static int
remove_rss(struct dpaa2x_port *port, const struct rte_flow *f)
{
	struct dpaa2x_flow_table *t = &port->flows;
	struct dpaa2x_cls_rule r;
	int ret;

	rule_of(f, t->qos_fields, &r);
	ret = dpaa2x_dpni_remove_qos_entry(port->soc, port->dpni_id, &r);
	if (ret == 0 && --t->tc_flows[f->tc] == 0)
		ret = set_tc(port, f->tc, NULL);
	return ret;
}

static int
check(struct rte_eth_dev *dev, const struct rte_flow_attr *attr,
      const struct rte_flow_item pattern[], const struct rte_flow_action actions[],
      struct rte_flow *f, struct rte_flow_error *e)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	int ret = parse(dev, attr, pattern, actions, f, e);

	if (ret == 0 && key_bytes((f->rss ? port->flows.qos_fields : port->flows.fields) |
				  f->fields) > DPAA2X_CLS_KEY_MAX)
		ret = fail(e, ENOSPC, RTE_FLOW_ERROR_TYPE_ITEM, NULL, "the flows' fields "
			   "together need more than the 56 key bytes of the dpni's FS key");
	return ret;
}

static int
flow_validate(struct rte_eth_dev *dev, const struct rte_flow_attr *attr,
	      const struct rte_flow_item pattern[], const struct rte_flow_action actions[],
	      struct rte_flow_error *e)
{
	struct rte_flow f;

	return check(dev, attr, pattern, actions, &f, e);
}

static const char *
mc_refusal(int ret)
{
	switch (ret) {
	case -EEXIST: return "a flow with the same pattern is installed";
	case -ENOSPC: return "the dpni's FS table is full (64 entries)";
	case -ENOTSUP: return "the backend has no flow steering";
	default: return "the dpni refused the FS entry";
	}
}

static struct rte_flow *
flow_create(struct rte_eth_dev *dev, const struct rte_flow_attr *attr,
	    const struct rte_flow_item pattern[], const struct rte_flow_action actions[],
	    struct rte_flow_error *e)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_flow_table *t = &port->flows;
	struct rte_flow f, *slot = NULL;
	unsigned int i;
	int ret;

	if (check(dev, attr, pattern, actions, &f, e) < 0)
		return NULL;
	/* the MC's answer to the same key and mask twice is firmware's (the
	 * model says -EEXIST): found here first */
	for (i = 0; i < RTE_DIM(t->f); i++)
		if (t->f[i].used && memcmp(t->f[i].val, f.val, sizeof(f.val)) == 0 &&
		    memcmp(t->f[i].mask, f.mask, sizeof(f.mask)) == 0) {
			fail(e, EEXIST, RTE_FLOW_ERROR_TYPE_HANDLE, NULL, mc_refusal(-EEXIST));
			return NULL;
		}
	for (i = 0; i < RTE_DIM(t->f) && slot == NULL; i++)
		slot = t->f[i].used ? NULL : &t->f[i];
	if (slot == NULL) {
		fail(e, ENOSPC, RTE_FLOW_ERROR_TYPE_HANDLE, NULL, mc_refusal(-ENOSPC));
		return NULL;
	}
	f.used = true;
	if (f.rss && rss_conflict(t, &f)) {
		fail(e, EINVAL, RTE_FLOW_ERROR_TYPE_ACTION, NULL, "rss: another flow hashes "
		     "the traffic class over other queues or types: the same, or destroy "
		     "that flow first");
		return NULL;
	}
	ret = f.rss ? add_rss(port, &f) : add_fs(dev, &f);
	if (ret == 0)
		*slot = f;
	if (ret < 0) {
		DPAA2X_LOG(ERR, "port %u: flow not created: %s (%s)", dev->data->port_id,
			   mc_refusal(ret), rte_strerror(-ret));
		fail(e, -ret, RTE_FLOW_ERROR_TYPE_HANDLE, NULL, mc_refusal(ret));
		return NULL;
	}
	return slot;
}

static int
flow_destroy(struct rte_eth_dev *dev, struct rte_flow *flow, struct rte_flow_error *e)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_flow_table *t = &port->flows;
	struct dpaa2x_cls_rule r;
	unsigned int i, left = 0;
	int ret;

	if (flow == NULL || flow < t->f || flow >= t->f + RTE_DIM(t->f) || !flow->used)
		return fail(e, EINVAL, RTE_FLOW_ERROR_TYPE_HANDLE, flow,
			    "not a flow of this port");
	rule_of(flow, t->fields, &r);
	ret = flow->rss ? remove_rss(port, flow) :
	      dpaa2x_dpni_remove_fs_entry(port->soc, port->dpni_id, 0, &r);
	if (ret < 0)
		return fail(e, -ret, RTE_FLOW_ERROR_TYPE_HANDLE, flow, flow->rss ?
			    "the dpni refused to remove the QoS entry or reset the TC" :
			    "the dpni refused to remove the FS entry");
	flow->used = false;
	for (i = 0; i < RTE_DIM(t->f); i++)
		left += t->f[i].used && t->f[i].rss == flow->rss;
	/* the last one gone: flow steering off, or the QoS table empty and
	 * unused; Rx as without flows */
	if (left == 0 && (flow->rss ? clear_qos(port) : program(dev, 0, t->nb_rx_queues)) < 0)
		return fail(e, EIO, RTE_FLOW_ERROR_TYPE_HANDLE, NULL,
			    "the dpni refused to turn flow steering or QoS off");
	return 0;
}

static int
flow_flush(struct rte_eth_dev *dev, struct rte_flow_error *e)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	unsigned int i;

	for (i = 0; i < RTE_DIM(port->flows.f); i++)
		port->flows.f[i].used = false;
	if (program(dev, 0, port->flows.nb_rx_queues) < 0 || clear_qos(port) < 0)
		return fail(e, EIO, RTE_FLOW_ERROR_TYPE_UNSPECIFIED, NULL,
			    "the dpni refused to clear its FS or QoS table");
	return 0;
}

static int
flow_query(struct rte_eth_dev *dev, struct rte_flow *flow, const struct rte_flow_action *a,
	   void *data, struct rte_flow_error *e)
{
	RTE_SET_USED(dev);
	RTE_SET_USED(flow);
	RTE_SET_USED(data);
	return fail(e, ENOTSUP, RTE_FLOW_ERROR_TYPE_ACTION, a,
		    "query: WRIOP keeps no counter per FS entry (no count action)");
}

static const struct rte_flow_ops dpaa2x_flow_ops = {
	.validate = flow_validate,
	.create = flow_create,
	.destroy = flow_destroy,
	.flush = flow_flush,
	.query = flow_query,
};

int
dpaa2x_flow_ops_get(struct rte_eth_dev *dev, const struct rte_flow_ops **ops)
{
	RTE_SET_USED(dev);
	*ops = &dpaa2x_flow_ops;
	return 0;
}

int
dpaa2x_flow_start(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_flow_table *t = &port->flows;
	unsigned int i;
	int ret;

	uint16_t last, n = dpaa2x_flow_tc_queues(port);

	for (i = 0; i < RTE_DIM(t->f); i++) {
		last = t->f[i].rss ? t->f[i].tc * n + t->f[i].rss_nq - 1 : t->f[i].queue;
		if (t->f[i].used && !t->f[i].drop && last >= dev->data->nb_rx_queues) {
			DPAA2X_LOG(ERR, "port %u: a flow steers to queue %u, the port has %u now: "
				   "flush or destroy it first", dev->data->port_id,
				   last, dev->data->nb_rx_queues);
			return -EINVAL;
		}
	}
	if (t->fields == 0 || t->nb_rx_queues == dpaa2x_flow_rss_queues(dev))
		return 0;
	ret = program(dev, t->fields, dpaa2x_flow_rss_queues(dev));
	if (ret < 0)
		DPAA2X_LOG(ERR, "port %u: flows not set again: %s", dev->data->port_id,
			   rte_strerror(-ret));
	return ret;
}
