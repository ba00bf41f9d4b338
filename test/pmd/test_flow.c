/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * rte_flow over WRIOP flow steering, stepped (hw_cpu=step: exact counts).
 *   test_flow rx        the generator's 4 flows (2 to 10.0.0.1, 2 to
 *                       10.0.0.2, UDP port 4789) over 4 queues: a queue
 *                       flow and a drop flow, per-queue counts, copied
 *                       (copybreak 512) and zero-copy; destroy, flush,
 *                       stop/start; every error's message
 *   test_flow tx DTB    on the loopback DPL (2 queues, RSS): frames sent come
 *                       back steered by eth, vlan, ipv6, tcp, sctp, gre and icmp flows
 *                       to the queue their miss twin is not hashed to
 *   test_flow tc DTB    on the tc2 DPL (8 queues in 2 traffic classes): an rss
 *                       flow hashes its frames over TC 1's queues 4 to 7, each
 *                       frame on the queue its hash names (copied and
 *                       zero-copy), the others over TC 0's by the port's RSS;
 *                       destroy and flush; every rss error's message
 */

#include <errno.h>
#include <string.h>

#include <rte_ethdev.h>
#include <rte_flow.h>
#include <rte_ip.h>
#include <rte_mbuf.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_port.h"

#define NB_MBUF	2048
#define N	64
#define NQ	4
#define FS_ENTRIES	64	/* the dpni's FS entries */

static struct rte_mempool *mp;
static uint16_t nq = NQ;	/* the port's Rx queues: rx 4, tx 2 */
static char loop_args[512];	/* tx: hw_cpu=step on the loopback DPL */

static uint16_t
port_up(const char *args)
{
	struct rte_eth_conf conf = {
		.rxmode.mq_mode = RTE_ETH_MQ_RX_RSS,
		.rx_adv_conf.rss_conf.rss_hf = RTE_ETH_RSS_IP | RTE_ETH_RSS_UDP,
	};
	uint16_t port = t_probe("net_dpaa2x0", args);

	t_port_setup(port, &conf, NQ, 1, mp);
	return port;
}

static bool check_hash;		/* tc: each frame's hash names its queue */

/* The frames of queue q (of a TC of 4 queues, hashed over them) carry the
 * RSS hash whose low bits name q within its TC. */
static void
hash_names_queue(struct rte_mbuf **pkts, unsigned int n, unsigned int q)
{
	unsigned int i;

	for (i = 0; i < n; i++) {
		T_CHECK(pkts[i]->ol_flags & RTE_MBUF_F_RX_RSS_HASH);
		T_EQ(pkts[i]->hash.rss % 4, q % 4);
	}
}

/* What one generator run (or what is already in flight) brings to each
 * queue: counts in per_q, the total returned; the mbufs freed. */
static unsigned int
receive(uint16_t port, unsigned int *per_q, unsigned int want)
{
	struct rte_mbuf *pkts[32];
	unsigned int i, q, got = 0, n;

	memset(per_q, 0, nq * sizeof(*per_q));
	t_steps_until_idle();
	for (i = 0; i < 1000 && got < want; i++) {
		rte_pmd_dpaa2x_hw_step(0);
		for (q = 0; q < nq; q++) {
			n = rte_eth_rx_burst(port, (uint16_t)q, pkts, 32);
			if (check_hash)
				hash_names_queue(pkts, n, q);
			per_q[q] += n;
			got += n;
			rte_pktmbuf_free_bulk(pkts, n);
		}
	}
	return got;
}

/* One generator run: the frames per queue, and those filtered. */
static unsigned int
run(uint16_t port, unsigned int *per_q)
{
	uint64_t f0 = t_xstat(port, "hw_rx_filtered");
	unsigned int got;

	T_EQ(rte_pmd_dpaa2x_gen_start(port), 0);
	got = receive(port, per_q, N);
	t_steps_until_idle();
	T_EQ(got + (t_xstat(port, "hw_rx_filtered") - f0), N);
	return got;
}

static const struct rte_flow_attr ingress = { .ingress = 1 };
static const struct rte_flow_action_queue q2 = { .index = 2 };
static const struct rte_flow_action to_q2[] = {
	{ .type = RTE_FLOW_ACTION_TYPE_QUEUE, .conf = &q2 },
	{ .type = RTE_FLOW_ACTION_TYPE_END },
};
static const struct rte_flow_action drop[] = {
	{ .type = RTE_FLOW_ACTION_TYPE_DROP },
	{ .type = RTE_FLOW_ACTION_TYPE_END },
};

/* eth / ipv4 dst is ip / udp dst is 4789 (udp NULL: no udp item) */
static struct rte_flow_item_ipv4 ip_spec;
static struct rte_flow_item_udp udp_spec;
/* as testpmd's "dst is": the other fields not matched */
static const struct rte_flow_item_ipv4 ip_dst = { .hdr.dst_addr = RTE_BE32(0xffffffff) };
static const struct rte_flow_item_udp udp_dst = { .hdr.dst_port = RTE_BE16(0xffff) };
static struct rte_flow_item pat_ip_udp[] = {
	{ .type = RTE_FLOW_ITEM_TYPE_ETH },
	{ .type = RTE_FLOW_ITEM_TYPE_IPV4, .spec = &ip_spec, .mask = &ip_dst },
	{ .type = RTE_FLOW_ITEM_TYPE_UDP, .spec = &udp_spec, .mask = &udp_dst },
	{ .type = RTE_FLOW_ITEM_TYPE_END },
};

static struct rte_flow *
create(uint16_t port, uint32_t dst, const struct rte_flow_action *act)
{
	struct rte_flow_error e;
	struct rte_flow *f;

	ip_spec.hdr.dst_addr = rte_cpu_to_be_32(dst);
	udp_spec.hdr.dst_port = rte_cpu_to_be_16(4789);
	f = rte_flow_create(port, &ingress, pat_ip_udp, act, &e);
	if (f == NULL)
		fprintf(stderr, "flow_create: %s\n", e.message ? e.message : "(no message)");
	T_CHECK(f != NULL);
	return f;
}

#define ARGS "hw_cpu=step,gen_count=64,gen_burst=64,gen_flows=4,gen_dst_ip=10.0.0.1," \
	"gen_dst_ip_count=2,gen_dport=4789,gen_delay=60000,copybreak="

/* Flows to queue 2 and a drop, copied and zero-copy frames alike. */
static void
test_queue_and_drop(void)
{
	static const char *const args[] = { ARGS "512", ARGS "0" };
	unsigned int per_q[NQ], a, q, spread;
	struct rte_flow *fq, *fd;
	struct rte_flow_error e;
	uint16_t port;

	for (a = 0; a < RTE_DIM(args); a++) {
		port = port_up(args[a]);
		T_EQ(run(port, per_q), N);	/* no flows: RSS over the 4 */
		for (q = 0, spread = 0; q < NQ; q++)
			spread += per_q[q] != 0;
		T_CHECK(spread > 1);
		fq = create(port, RTE_IPV4(10, 0, 0, 1), to_q2);
		fd = create(port, RTE_IPV4(10, 0, 0, 2), drop);
		T_EQ(run(port, per_q), N / 2);
		T_EQ(per_q[2], N / 2);	/* 10.0.0.1: all on queue 2 */
		T_EQ(t_xstat(port, a == 0 ? "rx_copybreak_packets" : "rx_zerocopy_packets"),
		     N + N / 2);
		/* over stop and start */
		T_EQ(rte_eth_dev_stop(port), 0);
		T_EQ(rte_eth_dev_start(port), 0);
		T_EQ(run(port, per_q), N / 2);
		T_EQ(per_q[2], N / 2);
		/* the queue flow gone: its frames hashed again, the drop stays */
		T_EQ(rte_flow_destroy(port, fq, &e), 0);
		T_EQ(run(port, per_q), N / 2);
		T_EQ(rte_flow_destroy(port, fq, &e), -EINVAL);
		T_CHECK(strcmp(e.message, "not a flow of this port") == 0);
		T_EQ(rte_flow_flush(port, &e), 0);
		T_EQ(run(port, per_q), N);
		RTE_SET_USED(fd);
		t_port_down("net_dpaa2x0", port);
	}
}

/* Priorities: the lowest index matches first. */
static void
test_priority(void)
{
	static const struct rte_flow_attr lo = { .ingress = 1, .priority = 5 };
	static const struct rte_flow_item all_ipv4[] = {
		{ .type = RTE_FLOW_ITEM_TYPE_ETH },
		{ .type = RTE_FLOW_ITEM_TYPE_IPV4 },
		{ .type = RTE_FLOW_ITEM_TYPE_END },
	};
	unsigned int per_q[NQ];
	struct rte_flow_error e;
	uint16_t port = port_up(ARGS "0");

	/* every IPv4 frame dropped at index 5, 10.0.0.1 to queue 2 at 0 */
	T_CHECK(rte_flow_create(port, &lo, all_ipv4, drop, &e) != NULL);
	create(port, RTE_IPV4(10, 0, 0, 1), to_q2);
	T_EQ(run(port, per_q), N / 2);
	T_EQ(per_q[2], N / 2);
	T_EQ(rte_flow_flush(port, &e), 0);
	t_port_down("net_dpaa2x0", port);
}

/* A configure with fewer queues: the start refuses a flow whose queue is
 * gone; without it the flows are set again over the queues there are. */
static void
test_reconfigure(void)
{
	struct rte_eth_conf conf = {
		.rxmode.mq_mode = RTE_ETH_MQ_RX_RSS,
		.rx_adv_conf.rss_conf.rss_hf = RTE_ETH_RSS_IP | RTE_ETH_RSS_UDP,
	};
	static const struct rte_flow_action_queue q1 = { .index = 1 };
	static const struct rte_flow_action to_q1[] = {
		{ .type = RTE_FLOW_ACTION_TYPE_QUEUE, .conf = &q1 },
		{ .type = RTE_FLOW_ACTION_TYPE_END },
	};
	unsigned int per_q[NQ];
	struct rte_flow_error e;
	struct rte_flow *f2;
	uint16_t port = port_up(ARGS "0");
	uint16_t q;

	f2 = create(port, RTE_IPV4(10, 0, 0, 1), to_q2);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(rte_eth_dev_configure(port, 2, 1, &conf), 0);
	for (q = 0; q < 2; q++)
		T_EQ(rte_eth_rx_queue_setup(port, q, 512, SOCKET_ID_ANY, NULL, mp), 0);
	T_EQ(rte_eth_dev_start(port), -EINVAL);		/* queue 2 is gone */
	T_EQ(rte_flow_destroy(port, f2, &e), 0);
	create(port, RTE_IPV4(10, 0, 0, 1), drop);
	create(port, RTE_IPV4(10, 0, 0, 2), to_q1);
	T_EQ(rte_eth_dev_start(port), 0);
	nq = 2;
	T_EQ(run(port, per_q), N / 2);
	T_EQ(per_q[1], N / 2);		/* 10.0.0.2's, over the 2 queues now */
	nq = NQ;
	T_EQ(rte_flow_flush(port, &e), 0);
	t_port_down("net_dpaa2x0", port);
}

/* rte_flow_validate's answer is ret with message msg. */
static void
expect(uint16_t port, const struct rte_flow_attr *attr, const struct rte_flow_item *pat,
       const struct rte_flow_action *act, int ret, const char *msg)
{
	struct rte_flow_error e = { .message = NULL };

	T_EQ(rte_flow_validate(port, attr, pat, act, &e), ret);
	T_CHECK(e.message != NULL && strcmp(e.message, msg) == 0);
	if (e.message != NULL && strcmp(e.message, msg) != 0)
		fprintf(stderr, "got \"%s\"\n", e.message);
	T_CHECK(rte_flow_create(port, attr, pat, act, &e) == NULL);
}

static void
test_errors(void)
{
	static const struct rte_flow_item_ipv4 ttl = { .hdr.time_to_live = 0xff };
	static const struct rte_flow_item_eth v6 = { .hdr.ether_type = RTE_BE16(0x86dd) };
	static const struct rte_flow_item_eth type_mask = { .hdr.ether_type = RTE_BE16(0xffff) };
	static const struct rte_flow_action_queue q9 = { .index = 9 };
	static const struct rte_flow_attr egress = { .egress = 1 };
	static const struct rte_flow_attr group1 = { .ingress = 1, .group = 1 };
	static const struct rte_flow_attr prio64 = { .ingress = 1, .priority = 64 };
	struct rte_flow_item vxlan[] = {
		{ .type = RTE_FLOW_ITEM_TYPE_ETH }, { .type = RTE_FLOW_ITEM_TYPE_IPV4 },
		{ .type = RTE_FLOW_ITEM_TYPE_UDP }, { .type = RTE_FLOW_ITEM_TYPE_VXLAN },
		{ .type = RTE_FLOW_ITEM_TYPE_END },
	};
	static const struct rte_flow_item_sctp vtag = { .hdr.tag = RTE_BE32(1) };
	struct rte_flow_item sctp_tag[] = {
		{ .type = RTE_FLOW_ITEM_TYPE_SCTP, .spec = &vtag, .mask = &vtag },
		{ .type = RTE_FLOW_ITEM_TYPE_END },
	};
	struct rte_flow_item ip_ttl[] = {
		{ .type = RTE_FLOW_ITEM_TYPE_IPV4, .spec = &ttl, .mask = &ttl },
		{ .type = RTE_FLOW_ITEM_TYPE_END },
	};
	struct rte_flow_item v6_then_v4[] = {
		{ .type = RTE_FLOW_ITEM_TYPE_ETH, .spec = &v6, .mask = &type_mask },
		{ .type = RTE_FLOW_ITEM_TYPE_IPV4 }, { .type = RTE_FLOW_ITEM_TYPE_END },
	};
	struct rte_flow_item udp_ip[] = {
		{ .type = RTE_FLOW_ITEM_TYPE_UDP }, { .type = RTE_FLOW_ITEM_TYPE_IPV4 },
		{ .type = RTE_FLOW_ITEM_TYPE_END },
	};
	struct rte_flow_item v6_icmp[] = {
		{ .type = RTE_FLOW_ITEM_TYPE_IPV6 }, { .type = RTE_FLOW_ITEM_TYPE_ICMP },
		{ .type = RTE_FLOW_ITEM_TYPE_END },
	};
	struct rte_flow_action to_q9[] = {
		{ .type = RTE_FLOW_ACTION_TYPE_QUEUE, .conf = &q9 },
		{ .type = RTE_FLOW_ACTION_TYPE_END },
	};
	struct rte_flow_action rss[] = {
		{ .type = RTE_FLOW_ACTION_TYPE_RSS }, { .type = RTE_FLOW_ACTION_TYPE_END },
	};
	struct rte_flow_action count[] = {
		{ .type = RTE_FLOW_ACTION_TYPE_COUNT }, { .type = RTE_FLOW_ACTION_TYPE_END },
	};
	struct rte_flow_action none[] = { { .type = RTE_FLOW_ACTION_TYPE_END } };
	struct rte_flow_action two[] = {
		{ .type = RTE_FLOW_ACTION_TYPE_DROP }, { .type = RTE_FLOW_ACTION_TYPE_DROP },
		{ .type = RTE_FLOW_ACTION_TYPE_END },
	};
	struct rte_flow_query_count qc;
	unsigned int per_q[NQ], i;
	struct rte_flow_error e;
	struct rte_flow *f;
	uint16_t port = port_up(ARGS "0");

	expect(port, &ingress, vxlan, drop, -ENOTSUP,
	       "item not supported: eth, vlan, ipv4, ipv6, udp, tcp, sctp, gre and icmp are");
	expect(port, &ingress, sctp_tag, drop, -ENOTSUP,
	       "sctp: only src_port and dst_port can be matched");
	expect(port, &ingress, ip_ttl, drop, -ENOTSUP,
	       "ipv4: only src_addr, dst_addr and next_proto_id can be matched");
	expect(port, &ingress, v6_then_v4, drop, -EINVAL,
	       "the item before says another type or protocol");
	expect(port, &ingress, udp_ip, drop, -ENOTSUP,
	       "items out of order, or a layer twice (no tunnels)");
	expect(port, &ingress, v6_icmp, drop, -ENOTSUP,
	       "icmp: IPv4's only (ICMPv6 is not offered)");
	expect(port, &ingress, pat_ip_udp, to_q9, -EINVAL,
	       "queue: index is not one of the port's Rx queues");
	expect(port, &ingress, pat_ip_udp, rss, -ENOTSUP,
	       "rss: the dpni has one traffic class: RSS to a queue group needs a TC of its "
	       "own (a dpni of num_tcs > 1 in the DPL)");
	expect(port, &ingress, pat_ip_udp, count, -ENOTSUP,
	       "count: WRIOP keeps no counter per FS entry");
	expect(port, &ingress, pat_ip_udp, none, -EINVAL, "no fate: give queue, rss or drop");
	expect(port, &ingress, pat_ip_udp, two, -EINVAL, "one fate only: queue, rss or drop");
	expect(port, &egress, pat_ip_udp, drop, -ENOTSUP, "ingress flows only");
	expect(port, &group1, pat_ip_udp, drop, -ENOTSUP,
	       "group: flows are group 0 (an rss flow's queues name its TC)");
	expect(port, &prio64, pat_ip_udp, drop, -EINVAL,
	       "priority: the FS table has 64 entries, 0 to 63");
	/* the same pattern twice; a query */
	f = create(port, RTE_IPV4(10, 0, 0, 1), to_q2);
	T_CHECK(rte_flow_create(port, &ingress, pat_ip_udp, drop, &e) == NULL);
	T_CHECK(strcmp(e.message, "a flow with the same pattern is installed") == 0);
	T_EQ(rte_flow_query(port, f, count, &qc, &e), -ENOTSUP);
	T_CHECK(strcmp(e.message, "query: WRIOP keeps no counter per FS entry (no count "
		       "action)") == 0);
	/* 64 entries, the 65th refused */
	for (i = 2; i <= FS_ENTRIES; i++)
		create(port, RTE_IPV4(10, 0, 1, i), drop);
	ip_spec.hdr.dst_addr = rte_cpu_to_be_32(RTE_IPV4(10, 0, 2, 1));
	T_CHECK(rte_flow_create(port, &ingress, pat_ip_udp, drop, &e) == NULL);
	T_CHECK(strcmp(e.message, "the dpni's FS table is full (64 entries)") == 0);
	T_EQ(rte_flow_flush(port, &e), 0);
	T_EQ(run(port, per_q), N);	/* nothing steered or dropped */
	t_port_down("net_dpaa2x0", port);
}

/* ---- tx: frames through the loopback, by the field a flow matches ---- */

#define FLEN	80	/* every header whole, IPv6 and TCP too */

struct hdrs {
	uint8_t src_last;	/* the Ethernet source's last byte */
	int vlan;		/* a tag of this VID, or -1 */
	bool v6;
	uint8_t proto;		/* IPPROTO_UDP, _TCP, _SCTP, _GRE or _ICMP */
	uint8_t last;		/* the IP destination's last byte */
	uint16_t dport;		/* UDP, TCP, SCTP; ICMP: the type; GRE: the protocol */
};

static struct rte_mbuf *
frame(uint16_t port, const struct hdrs *h)
{
	struct rte_mbuf *m = rte_pktmbuf_alloc(mp);
	uint8_t *p, *l3, *l4;
	unsigned int l2 = h->vlan >= 0 ? 18 : 14, l3len = h->v6 ? 40 : 20;

	T_CHECK(m != NULL);
	p = (uint8_t *)rte_pktmbuf_append(m, FLEN);
	if (p == NULL)
		return m;	/* fails the caller's counts */
	memset(p, 0, FLEN);
	rte_eth_macaddr_get(port, (struct rte_ether_addr *)p);
	p[6] = 0x02;		/* 02:00:00:00:00:<src_last> */
	p[11] = h->src_last;
	if (h->vlan >= 0) {
		p[12] = 0x81;
		p[14] = (uint8_t)(h->vlan >> 8);
		p[15] = (uint8_t)h->vlan;
	}
	p[l2 - 2] = h->v6 ? 0x86 : 0x08;
	p[l2 - 1] = h->v6 ? 0xdd : 0x00;
	l3 = p + l2;
	l4 = l3 + l3len;
	if (h->v6) {
		l3[0] = 0x60;
		l3[5] = (uint8_t)(FLEN - l2 - 40);	/* payload length */
		l3[6] = h->proto;
		l3[7] = 64;
		l3[24] = 0x20;				/* 2001:db8::<last> */
		l3[25] = 0x01;
		l3[26] = 0x0d;
		l3[27] = 0xb8;
		l3[39] = h->last;
	} else {
		struct rte_ipv4_hdr *ip = (struct rte_ipv4_hdr *)l3;

		ip->version_ihl = 0x45;
		ip->total_length = rte_cpu_to_be_16((uint16_t)(FLEN - l2));
		ip->time_to_live = 64;
		ip->next_proto_id = h->proto;
		ip->dst_addr = rte_cpu_to_be_32(RTE_IPV4(10, 0, 0, h->last));
		ip->hdr_checksum = rte_ipv4_cksum(ip);
	}
	if (h->proto == IPPROTO_ICMP) {
		l4[0] = (uint8_t)h->dport;
	} else {
		l4[2] = (uint8_t)(h->dport >> 8);
		l4[3] = (uint8_t)h->dport;
		if (h->proto == IPPROTO_TCP)
			l4[12] = 0x50;			/* data offset 5 */
		else if (h->proto == IPPROTO_UDP)
			l4[5] = (uint8_t)(FLEN - l2 - l3len);	/* UDP length */
	}
	return m;
}

/* The queue frame h comes back to (UINT16_MAX: none came). */
static uint16_t
queue_of(uint16_t port, const struct hdrs *h)
{
	struct rte_mbuf *m = frame(port, h);
	unsigned int per_q[NQ];

	T_EQ(rte_eth_tx_burst(port, 0, &m, 1), 1);
	if (receive(port, per_q, 1) != 1)
		return UINT16_MAX;
	return per_q[0] == 1 ? 0 : 1;
}

/* A flow to the queue the miss frame does not hash to: the hit frame goes
 * there, the miss frame where it went without the flow. */
static void
steer(uint16_t port, const struct rte_flow_item *pat, const struct hdrs *hit,
      const struct hdrs *miss, const char *what)
{
	struct rte_flow_action_queue to = { .index = 0 };
	const struct rte_flow_action act[] = {
		{ .type = RTE_FLOW_ACTION_TYPE_QUEUE, .conf = &to },
		{ .type = RTE_FLOW_ACTION_TYPE_END },
	};
	uint16_t qm = queue_of(port, miss);
	struct rte_flow_error e;

	T_CHECK(qm != UINT16_MAX);
	to.index = (uint16_t)(1 - qm);
	if (rte_flow_create(port, &ingress, pat, act, &e) == NULL) {
		T_FAIL_AT("%s: %s", what, e.message);
		return;
	}
	if (queue_of(port, hit) != to.index || queue_of(port, miss) != qm)
		T_FAIL_AT("%s: not steered to queue %u", what, to.index);
	T_EQ(rte_flow_flush(port, &e), 0);
}

static void
test_items(void)
{
	static const struct rte_flow_item_eth src55 = {
		.hdr.src_addr.addr_bytes = { 2, 0, 0, 0, 0, 0x55 } };
	static const struct rte_flow_item_eth src_mask = {
		.hdr.src_addr.addr_bytes = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff } };
	static const struct rte_flow_item_vlan v300 = { .hdr.vlan_tci = RTE_BE16(300) };
	static const struct rte_flow_item_vlan vid = { .hdr.vlan_tci = RTE_BE16(0x0fff) };
	static const struct rte_flow_item_ipv6 dst1 = {
		.hdr.dst_addr = { 0x20, 1, 0x0d, 0xb8, [15] = 1 } };
	static const struct rte_flow_item_ipv6 dst_mask = {
		.hdr.dst_addr = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
				  0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff } };
	static const struct rte_flow_item_tcp p80 = { .hdr.dst_port = RTE_BE16(80) };
	static const struct rte_flow_item_tcp tcp_dst = { .hdr.dst_port = RTE_BE16(0xffff) };
	static const struct rte_flow_item_icmp echo = { .hdr.icmp_type = 8 };
	static const struct rte_flow_item_icmp type_mask = { .hdr.icmp_type = 0xff };
	static const struct rte_flow_item_ipv4 ip1 = { .hdr.dst_addr = RTE_BE32(0x0a000001) };
	static const struct rte_flow_item_sctp sctp9 = { .hdr.dst_port = RTE_BE16(9) };
	static const struct rte_flow_item_gre gre_v6 = { .protocol = RTE_BE16(0x86dd) };
	const struct rte_flow_item p_eth[] = {
		{ .type = RTE_FLOW_ITEM_TYPE_ETH, .spec = &src55, .mask = &src_mask },
		{ .type = RTE_FLOW_ITEM_TYPE_END } };
	const struct rte_flow_item p_vlan[] = {
		{ .type = RTE_FLOW_ITEM_TYPE_ETH },
		{ .type = RTE_FLOW_ITEM_TYPE_VLAN, .spec = &v300, .mask = &vid },
		{ .type = RTE_FLOW_ITEM_TYPE_END } };
	const struct rte_flow_item p_v6[] = {
		{ .type = RTE_FLOW_ITEM_TYPE_ETH },
		{ .type = RTE_FLOW_ITEM_TYPE_IPV6, .spec = &dst1, .mask = &dst_mask },
		{ .type = RTE_FLOW_ITEM_TYPE_END } };
	const struct rte_flow_item p_tcp[] = {
		{ .type = RTE_FLOW_ITEM_TYPE_ETH }, { .type = RTE_FLOW_ITEM_TYPE_IPV4 },
		{ .type = RTE_FLOW_ITEM_TYPE_TCP, .spec = &p80, .mask = &tcp_dst },
		{ .type = RTE_FLOW_ITEM_TYPE_END } };
	const struct rte_flow_item p_icmp[] = {
		{ .type = RTE_FLOW_ITEM_TYPE_ETH }, { .type = RTE_FLOW_ITEM_TYPE_IPV4 },
		{ .type = RTE_FLOW_ITEM_TYPE_ICMP, .spec = &echo, .mask = &type_mask },
		{ .type = RTE_FLOW_ITEM_TYPE_END } };
	const struct rte_flow_item p_sctp[] = {	/* its default mask: both ports */
		{ .type = RTE_FLOW_ITEM_TYPE_ETH }, { .type = RTE_FLOW_ITEM_TYPE_IPV4 },
		{ .type = RTE_FLOW_ITEM_TYPE_SCTP, .spec = &sctp9 },
		{ .type = RTE_FLOW_ITEM_TYPE_END } };
	const struct rte_flow_item p_gre[] = {
		{ .type = RTE_FLOW_ITEM_TYPE_ETH }, { .type = RTE_FLOW_ITEM_TYPE_IPV4 },
		{ .type = RTE_FLOW_ITEM_TYPE_GRE, .spec = &gre_v6 },
		{ .type = RTE_FLOW_ITEM_TYPE_END } };
	const struct rte_flow_item p_vlan_ip[] = {
		{ .type = RTE_FLOW_ITEM_TYPE_ETH }, { .type = RTE_FLOW_ITEM_TYPE_VLAN },
		{ .type = RTE_FLOW_ITEM_TYPE_IPV4, .spec = &ip1, .mask = &ip_dst },
		{ .type = RTE_FLOW_ITEM_TYPE_END } };
	struct rte_eth_conf conf = {
		.rxmode.mq_mode = RTE_ETH_MQ_RX_RSS,
		.rx_adv_conf.rss_conf.rss_hf = RTE_ETH_RSS_IP | RTE_ETH_RSS_UDP | RTE_ETH_RSS_TCP,
	};
	uint16_t port = t_probe("net_dpaa2x0", loop_args);
	const uint8_t U = IPPROTO_UDP, T = IPPROTO_TCP, I = IPPROTO_ICMP, S = IPPROTO_SCTP,
		      G = IPPROTO_GRE;

	nq = 2;
	t_port_setup(port, &conf, nq, 1, mp);
	steer(port, p_eth, &(struct hdrs){ 0x55, -1, false, U, 1, 9 },
	      &(struct hdrs){ 0x56, -1, false, U, 1, 9 }, "eth src");
	steer(port, p_vlan, &(struct hdrs){ 1, 300, false, U, 1, 9 },
	      &(struct hdrs){ 1, 301, false, U, 1, 9 }, "vlan tci");
	steer(port, p_v6, &(struct hdrs){ 1, -1, true, U, 1, 9 },
	      &(struct hdrs){ 1, -1, true, U, 2, 9 }, "ipv6 dst");
	steer(port, p_tcp, &(struct hdrs){ 1, -1, false, T, 1, 80 },
	      &(struct hdrs){ 1, -1, false, T, 1, 81 }, "tcp dst");
	steer(port, p_tcp, &(struct hdrs){ 1, -1, false, T, 1, 80 },
	      &(struct hdrs){ 1, -1, false, U, 1, 80 }, "tcp, not udp");
	steer(port, p_icmp, &(struct hdrs){ 1, -1, false, I, 1, 8 },
	      &(struct hdrs){ 1, -1, false, I, 1, 0 }, "icmp type");
	steer(port, p_sctp, &(struct hdrs){ 1, -1, false, S, 1, 9 },
	      &(struct hdrs){ 1, -1, false, S, 1, 10 }, "sctp dst");
	steer(port, p_sctp, &(struct hdrs){ 1, -1, false, S, 1, 9 },
	      &(struct hdrs){ 1, -1, false, U, 1, 9 }, "sctp, not udp");
	steer(port, p_gre, &(struct hdrs){ 1, -1, false, G, 1, 0x86dd },
	      &(struct hdrs){ 1, -1, false, G, 1, 0x0800 }, "gre protocol");
	steer(port, p_vlan_ip, &(struct hdrs){ 1, 7, false, U, 1, 9 },
	      &(struct hdrs){ 1, -1, false, U, 1, 9 }, "vlan / ipv4 dst, untagged miss");
	t_port_down("net_dpaa2x0", port);
}

/* ---- tc: rss over a traffic class's queues, on the tc2 DPL ---- */

#define NQ_TC	8		/* 2 TCs of 4 queues */
static const struct rte_flow_action_rss rss_tc1 = {
	.types = RTE_ETH_RSS_IP | RTE_ETH_RSS_UDP, .queue_num = 4,
	.queue = (const uint16_t[]){ 4, 5, 6, 7 },
};
static const struct rte_flow_action to_tc1[] = {
	{ .type = RTE_FLOW_ACTION_TYPE_RSS, .conf = &rss_tc1 },
	{ .type = RTE_FLOW_ACTION_TYPE_END },
};

static uint16_t
tc_up(const char *cb)
{
	struct rte_eth_conf conf = {
		.rxmode.mq_mode = RTE_ETH_MQ_RX_RSS,
		.rx_adv_conf.rss_conf.rss_hf = RTE_ETH_RSS_IP | RTE_ETH_RSS_UDP,
	};
	char args[768];
	uint16_t port;

	snprintf(args, sizeof(args), "%s,gen_count=64,gen_burst=64,gen_flows=16,"
		 "gen_dst_ip=10.0.0.1,gen_dst_ip_count=2,gen_dport=4789,gen_delay=60000,"
		 "copybreak=%s", loop_args, cb);
	port = t_probe("net_dpaa2x0", args);
	t_port_setup(port, &conf, NQ_TC, 1, mp);
	nq = NQ_TC;
	return port;
}

/* 10.0.0.1's frames hashed over TC 1's queues 4 to 7, each on TC 1's
 * queue of its TC 0 one (the same fields and key); 10.0.0.2's over TC 0's
 * by the port's RSS; copied and zero-copy frames alike. */
static void
test_rss(void)
{
	static const char *const cb[] = { "512", "0" };
	unsigned int per_q[NQ_TC], alone[NQ_TC], a, q, spread;
	struct rte_flow *fd, *fr;
	struct rte_flow_error e;
	uint16_t port;

	check_hash = true;
	for (a = 0; a < RTE_DIM(cb); a++) {
		port = tc_up(cb[a]);
		T_EQ(run(port, per_q), N);		/* no flow: TC 0's queues */
		for (q = 4; q < NQ_TC; q++)
			T_EQ(per_q[q], 0);
		/* 10.0.0.1's frames alone, by the port's RSS over TC 0 */
		fd = create(port, RTE_IPV4(10, 0, 0, 2), drop);
		T_EQ(run(port, alone), N / 2);
		for (q = 0, spread = 0; q < 4; q++)
			spread += alone[q] != 0;
		T_CHECK(spread >= 2);
		fr = create(port, RTE_IPV4(10, 0, 0, 1), to_tc1);
		T_EQ(run(port, per_q), N / 2);
		for (q = 0; q < 4; q++) {
			T_EQ(per_q[q], 0);
			T_EQ(per_q[4 + q], alone[q]);
		}
		T_EQ(rte_flow_destroy(port, fd, &e), 0);
		T_EQ(run(port, per_q), N);		/* 10.0.0.2's over TC 0 again */
		for (q = 0; q < 4; q++)
			T_EQ(per_q[4 + q], alone[q]);
		T_EQ(per_q[0] + per_q[1] + per_q[2] + per_q[3], N / 2);
		/* destroyed: TC 1 one queue again, and no frame goes there */
		T_EQ(rte_flow_destroy(port, fr, &e), 0);
		T_EQ(run(port, per_q), N);
		for (q = 4; q < NQ_TC; q++)
			T_EQ(per_q[q], 0);
		/* flushed the same */
		create(port, RTE_IPV4(10, 0, 0, 1), to_tc1);
		T_EQ(rte_flow_flush(port, &e), 0);
		T_EQ(run(port, per_q), N);
		for (q = 4; q < NQ_TC; q++)
			T_EQ(per_q[q], 0);
		t_port_down("net_dpaa2x0", port);
	}
	check_hash = false;
	nq = NQ;
}

/* Each rss refusal, named. */
static void
test_rss_errors(void)
{
	static const struct rte_flow_action_queue q5 = { .index = 5 };
	struct rte_flow_action_rss r = rss_tc1;
	struct rte_flow_action act[] = {
		{ .type = RTE_FLOW_ACTION_TYPE_RSS, .conf = &r },
		{ .type = RTE_FLOW_ACTION_TYPE_END },
	};
	struct rte_flow_action to_q5[] = {
		{ .type = RTE_FLOW_ACTION_TYPE_QUEUE, .conf = &q5 },
		{ .type = RTE_FLOW_ACTION_TYPE_END },
	};
	static const uint8_t key[40];
	struct rte_flow_error e;
	uint16_t port = tc_up("0");

	ip_spec.hdr.dst_addr = rte_cpu_to_be_32(RTE_IPV4(10, 0, 0, 1));
	udp_spec.hdr.dst_port = rte_cpu_to_be_16(4789);
	r.queue = (const uint16_t[]){ 3, 4 };
	r.queue_num = 2;
	expect(port, &ingress, pat_ip_udp, act, -ENOTSUP, "rss: the queues are in more than "
	       "one traffic class: a flow's RSS spreads over one TC's queues");
	r.queue = (const uint16_t[]){ 5, 6 };
	expect(port, &ingress, pat_ip_udp, act, -ENOTSUP, "rss: the queues must be their "
	       "traffic class's first ones, in order (a TC hashes over its first queues)");
	r.queue = (const uint16_t[]){ 0, 1 };
	expect(port, &ingress, pat_ip_udp, act, -ENOTSUP, "rss: the queues are traffic class "
	       "0's, where the port's RSS spreads what no flow steers: name another TC's");
	r.queue = (const uint16_t[]){ 4, 8 };
	expect(port, &ingress, pat_ip_udp, act, -EINVAL,
	       "rss: a queue is not one of the port's Rx queues");
	r.queue_num = 0;
	expect(port, &ingress, pat_ip_udp, act, -EINVAL, "rss: no queues");
	r = rss_tc1;
	r.key = key;
	r.key_len = sizeof(key);
	expect(port, &ingress, pat_ip_udp, act, -ENOTSUP, "rss: WRIOP has one hash key per "
	       "dpni, the port's (rss_hash_update): give no key");
	r = rss_tc1;
	r.func = RTE_ETH_HASH_FUNCTION_SIMPLE_XOR;
	expect(port, &ingress, pat_ip_udp, act, -ENOTSUP, "rss: WRIOP hashes by Toeplitz only");
	r = rss_tc1;
	r.level = 2;
	expect(port, &ingress, pat_ip_udp, act, -ENOTSUP,
	       "rss: the outermost headers only (level 0 or 1)");
	r = rss_tc1;
	r.types = RTE_ETH_RSS_SCTP;
	expect(port, &ingress, pat_ip_udp, act, -ENOTSUP, "rss: types ip, udp and tcp only");
	expect(port, &ingress, pat_ip_udp, to_q5, -ENOTSUP, "queue: the index is not traffic "
	       "class 0's: FS entries steer within TC 0 (rss reaches the other TCs)");
	/* TC 1 hashed over 4 queues by one flow: another wants 2 */
	create(port, RTE_IPV4(10, 0, 0, 1), to_tc1);
	r = rss_tc1;
	r.queue_num = 2;
	ip_spec.hdr.dst_addr = rte_cpu_to_be_32(RTE_IPV4(10, 0, 0, 2));
	T_CHECK(rte_flow_create(port, &ingress, pat_ip_udp, act, &e) == NULL);
	T_CHECK(strcmp(e.message, "rss: another flow hashes the traffic class over other "
		       "queues or types: the same, or destroy that flow first") == 0);
	create(port, RTE_IPV4(10, 0, 0, 2), to_tc1);	/* the same: taken */
	T_EQ(rte_flow_flush(port, &e), 0);
	t_port_down("net_dpaa2x0", port);
	nq = NQ;
}

static const struct t_case rx_cases[] = {
	T_CASE(test_queue_and_drop),
	T_CASE(test_priority),
	T_CASE(test_reconfigure),
	T_CASE(test_errors),
};
static const struct t_case tx_cases[] = {
	T_CASE(test_items),
};
static const struct t_case tc_cases[] = {
	T_CASE(test_rss),
	T_CASE(test_rss_errors),
};

T_RX_TX_MORE_MAIN(mp, NB_MBUF, loop_args, rx_cases, tx_cases, "tc", tc_cases)
