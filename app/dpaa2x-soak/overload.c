/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The overload scenario (overload.h): a forwarding loop on the calling
 * lcore, held to carried_pps by a token bucket, while each port's wire
 * offers offered_pps. What the loop cannot take piles up in the Rx frame
 * queues (tail drops once they are full) or empties the buffer pool
 * (no-buffer discards once the queues hold every buffer): the hardware
 * counts each by cause, and the audit checks the sums.
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>

#include "overload.h"

#define OVL_BURST	32
#define OVL_DRAIN_IDLE_MS 200	/* the drain ends after this long without a frame
				 * (a busy host or a sanitizer can hold the
				 * engine off for tens of ms) */
#define OVL_DRAIN_MAX_S	5

static int
port_setup(const struct overload_conf *c, uint16_t port, char *err, size_t errlen)
{
	struct rte_eth_conf conf = { 0 };
	struct rte_pmd_dpaa2x_gen_conf gc;
	uint16_t q;
	int ret;

	conf.rxmode.mq_mode = RTE_ETH_MQ_RX_RSS;
	conf.rx_adv_conf.rss_conf.rss_hf = RTE_ETH_RSS_IP | RTE_ETH_RSS_UDP;
	ret = rte_eth_dev_configure(port, c->n_queues, c->n_queues, &conf);
	for (q = 0; ret == 0 && q < c->n_queues; q++) {
		ret = rte_eth_rx_queue_setup(port, q, 1024, SOCKET_ID_ANY, NULL, c->pool);
		if (ret == 0)
			ret = rte_eth_tx_queue_setup(port, q, 1024, SOCKET_ID_ANY, NULL);
	}
	if (ret < 0) {
		snprintf(err, errlen, "port %u: queue setup: %s", port, strerror(-ret));
		return ret;
	}
	ret = rte_pmd_dpaa2x_gen_conf_get(port, &gc);
	if (ret == 0) {
		memset(gc.sizes, 0, sizeof(gc.sizes));
		gc.sizes[0] = c->frame_size;
		gc.n_sizes = 1;
		gc.flows = c->flows;
		gc.rate_pps = c->offered_pps;
		gc.count = 0;
		ret = rte_pmd_dpaa2x_gen_conf_set(port, &gc);
	}
	if (ret == 0)
		ret = rte_pmd_dpaa2x_wire_stats_reset(port);
	if (ret == 0)
		ret = rte_eth_stats_reset(port);
	if (ret < 0)
		snprintf(err, errlen, "port %u: generator: %s", port, strerror(-ret));
	return ret;
}

static uint64_t
depletion_events(uint16_t port)
{
	uint64_t id, v = 0;

	if (rte_eth_xstats_get_id_by_name(port, "bpool_depletion_events", &id) == 0)
		rte_eth_xstats_get_by_id(port, &id, &v, 1);
	return v;
}

/*
 * One round over every queue of every port, at most budget frames; each
 * round starts one queue further on, so a small budget is shared fairly.
 */
static uint64_t
fwd_round(const struct overload_conf *c, struct overload_result *r, uint64_t budget)
{
	static unsigned int start;
	unsigned int nq = (unsigned int)c->n_ports * c->n_queues, k;
	struct rte_mbuf *b[OVL_BURST];
	uint64_t moved = 0;
	uint16_t n, sent;

	start = (start + 1) % nq;
	for (k = 0; k < nq && moved < budget; k++) {
		unsigned int i = (start + k) % nq / c->n_queues;
		uint16_t q = (uint16_t)((start + k) % c->n_queues);
		uint16_t to = c->ports[(i + 1) % c->n_ports];
		struct overload_port *op = &r->port[i];

		n = rte_eth_rx_burst(c->ports[i], q, b,
				     (uint16_t)RTE_MIN((uint64_t)OVL_BURST, budget - moved));
		if (n == 0)
			continue;
		sent = rte_eth_tx_burst(to, q, b, n);
		if (sent < n)
			rte_pktmbuf_free_bulk(&b[sent], n - sent);
		op->app_rx += n;
		op->app_tx += sent;
		op->app_tx_full += n - sent;
		moved += n;
	}
	return moved;
}

static void
traffic(const struct overload_conf *c, struct overload_result *r)
{
	uint64_t hz = rte_get_timer_hz(), t0 = rte_get_timer_cycles(), now;
	uint64_t end = t0 + (uint64_t)(c->seconds * hz), next_tick = t0 + hz;
	uint64_t done = 0, fwd[OVL_MAX_PORTS], offered[OVL_MAX_PORTS];
	struct rte_pmd_dpaa2x_wire_stats ws;
	uint16_t i;

	while ((now = rte_get_timer_cycles()) < end) {
		/* token bucket: the loop may have moved carried_pps * elapsed */
		uint64_t allowed = (uint64_t)((double)(now - t0) * c->carried_pps / hz);

		if (allowed > done)
			done += fwd_round(c, r, allowed - done);
		if (now >= next_tick && c->tick != NULL) {
			for (i = 0; i < c->n_ports; i++) {
				fwd[i] = r->port[i].app_rx;
				offered[i] = rte_pmd_dpaa2x_wire_stats_get(c->ports[i], &ws) == 0 ?
					ws.gen_frames : 0;
			}
			c->tick((double)(now - t0) / hz, fwd, offered, c->tick_arg);
			next_tick += hz;
		}
	}
	r->elapsed_s = (double)(rte_get_timer_cycles() - t0) / hz;
}

/* Forward what is still queued, unthrottled, until the queues stay empty. */
static void
drain(const struct overload_conf *c, struct overload_result *r)
{
	uint64_t hz = rte_get_timer_hz(), now = rte_get_timer_cycles();
	uint64_t end = now + OVL_DRAIN_MAX_S * hz, idle_since = now, n;

	while ((now = rte_get_timer_cycles()) - idle_since < OVL_DRAIN_IDLE_MS * hz / 1000) {
		if (now > end) {
			r->drain_timeout = true;
			return;
		}
		n = fwd_round(c, r, UINT64_MAX);
		r->drain_frames += n;
		if (n != 0)
			idle_since = now;
	}
}

int
overload_run(const struct overload_conf *c, struct overload_result *r, char *err,
	     size_t errlen)
{
	uint64_t depl0[OVL_MAX_PORTS];
	uint16_t i;
	int ret;

	memset(r, 0, sizeof(*r));
	if (c->n_ports == 0 || c->n_ports > OVL_MAX_PORTS || c->n_queues == 0 ||
	    c->pool == NULL || c->carried_pps == 0) {
		snprintf(err, errlen, "overload: 1..%d ports, queues, a pool and a carried "
			 "rate are needed", OVL_MAX_PORTS);
		return -EINVAL;
	}
	for (i = 0; i < c->n_ports; i++) {
		ret = port_setup(c, c->ports[i], err, errlen);
		if (ret < 0)
			return ret;
	}
	for (i = 0; i < c->n_ports; i++) {
		ret = rte_eth_dev_start(c->ports[i]);
		if (ret < 0) {
			snprintf(err, errlen, "port %u: start: %s", c->ports[i], strerror(-ret));
			return ret;
		}
		depl0[i] = depletion_events(c->ports[i]);
	}
	for (i = 0; i < c->n_ports; i++)
		rte_pmd_dpaa2x_gen_start(c->ports[i]);
	traffic(c, r);
	for (i = 0; i < c->n_ports; i++)
		rte_pmd_dpaa2x_gen_stop(c->ports[i]);
	drain(c, r);
	for (i = 0; i < c->n_ports; i++) {
		r->port[i].depletion_events = depletion_events(c->ports[i]) - depl0[i];
		rte_eth_dev_stop(c->ports[i]);
	}
	/* the pool is shared: its buffers are all back once every port stopped */
	for (i = 0; i < c->n_ports; i++) {
		struct overload_port *op = &r->port[i];

		op->audit_ret = rte_pmd_dpaa2x_audit(c->ports[i], RTE_PMD_DPAA2X_AUDIT_POOLS,
						     &op->audit, op->why, sizeof(op->why));
		rte_pmd_dpaa2x_wire_stats_get(c->ports[i], &op->wire);
	}
	r->pools_full = rte_mempool_avail_count(c->pool) == c->pool->size;
	return 0;
}

int
overload_verdict(const struct overload_conf *c, const struct overload_result *r)
{
	uint16_t i;

	if (!r->pools_full || r->drain_timeout)
		return -EPROTO;
	for (i = 0; i < c->n_ports; i++)
		if (r->port[i].audit_ret != 0)
			return r->port[i].audit_ret;
	return 0;
}
