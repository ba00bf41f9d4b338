/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * rte_pmd_dpaa2x_audit(): where every frame and buffer of a port went.
 * The MAC counts each frame the link offers (the dpmac's ingress counter,
 * as on silicon); the dpni counts each exactly once, as queued or dropped
 * by cause (WRIOP ingress counters); the driver counts each dequeued frame
 * once, as delivered or discarded; pools are checked against their size.
 * Tests and the sweep call it after every run, a port at its close.
 */

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>

#include <ethdev_driver.h>
#include <rte_cycles.h>
#include <rte_string_fns.h>

#include "dpaa2x_audit.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_stats.h"
#include "rte_pmd_dpaa2x.h"

#define AUDIT_SETTLE_TRIES	100	/* reads 1 ms apart before -EBUSY */

static void
add_pool(struct rte_pmd_dpaa2x_audit *a, const struct rte_mempool *mp)
{
	unsigned int i;

	if (mp == NULL || a->n_pools == RTE_PMD_DPAA2X_AUDIT_POOLS_MAX)
		return;
	for (i = 0; i < a->n_pools; i++)
		if (strcmp(a->pools[i].name, mp->name) == 0)
			return;
	strlcpy(a->pools[i].name, mp->name, sizeof(a->pools[i].name));
	a->pools[i].size = mp->size;
	a->pools[i].avail = rte_mempool_avail_count(mp);
	a->n_pools++;
}

/* Queue depths: frames in the port's Rx or Tx FQs now. */
static uint64_t
fq_frames(const struct dpaa2x_port *port, const uint32_t *fqid, uint16_t n)
{
	struct dpaa2x_fq_stats st;
	uint64_t sum = 0;
	uint16_t i;

	for (i = 0; i < n; i++)
		if (dpaa2x_fq_get_stats(port->soc, fqid[i], &st) == 0)
			sum += st.depth_frames;
	return sum;
}

static int
audit_read(struct dpaa2x_port *port, struct rte_pmd_dpaa2x_audit *a)
{
	const struct rte_eth_dev_data *d = port->eth_dev->data;
	const struct dpaa2x_dpni_stats *b = &port->hw_base;
	struct rte_mempool *small[RTE_PMD_DPAA2X_AUDIT_POOLS_MAX];
	struct dpaa2x_rxq_stats rx;
	struct dpaa2x_txq_stats tx;
	struct dpaa2x_dpni_stats hw;
	uint64_t offered;
	unsigned int i, n;
	uint16_t k;

	memset(a, 0, sizeof(*a));
	if (dpaa2x_dpni_get_stats(port->soc, port->dpni_id, &hw) < 0)
		return -ENODEV;
	a->rx_hw_frames = dpaa2x_since(hw.ing_frames, b->ing_frames);
	a->rx_filtered = dpaa2x_since(hw.ing_filtered, b->ing_filtered);
	a->rx_discards = dpaa2x_since(hw.ing_discards, b->ing_discards);
	a->rx_no_buffer = dpaa2x_since(hw.ing_nobuf_discards, b->ing_nobuf_discards);
	a->rx_tail_drops = dpaa2x_since(hw.ing_tail_drops, b->ing_tail_drops);
	/* the MAC's count; a port wired to a dpni has no MAC to count at */
	a->rx_offered = dpaa2x_port_offered(port, &offered) ?
		dpaa2x_since(offered, port->mac_frames_base) :
		a->rx_hw_frames + a->rx_filtered + a->rx_discards + a->rx_no_buffer +
		a->rx_tail_drops;
	a->tx_hw_frames = dpaa2x_since(hw.egr_frames, b->egr_frames);
	a->tx_hw_discards = dpaa2x_since(hw.egr_discards, b->egr_discards);
	a->rx_queued = fq_frames(port, port->attr.rx_fqid, port->attr.num_rx_queues);
	a->tx_queued = fq_frames(port, port->attr.tx_fqid, port->attr.num_tx_queues);
	dpaa2x_rx_totals(port->eth_dev, &rx);
	dpaa2x_tx_totals(port->eth_dev, &tx);
	a->rx_delivered = rx.packets;
	a->rx_stop_discards = rx.stop_discards;
	a->rx_bad_fd = rx.bad_fd;
	a->tx_sent = tx.packets;
	for (i = 0; i < d->nb_rx_queues; i++) {
		const struct dpaa2x_rxq *q = d->rx_queues[i];

		if (q == NULL)
			continue;
		a->rx_queued += dpaa2x_rxq_held(q);
		for (k = 0; k < q->n_mps; k++)
			add_pool(a, q->mps[k]);
	}
	n = dpaa2x_cb_pools(&port->cb, small, RTE_DIM(small));
	for (i = 0; i < n; i++)
		add_pool(a, small[i]);
	return 0;
}

/* Every pool of a that is not full, named in why; how many. */
static unsigned int
pools_missing(const struct rte_pmd_dpaa2x_audit *a, char *why, size_t len)
{
	unsigned int i, n = 0;
	size_t used = 0;

	for (i = 0; i < a->n_pools; i++) {
		if (a->pools[i].avail == a->pools[i].size)
			continue;
		if (used < len)
			used += snprintf(why + used, len - used, "%spool %s: %u of %u mbufs missing",
					 n ? "; " : "", a->pools[i].name,
					 a->pools[i].size - a->pools[i].avail, a->pools[i].size);
		n++;
	}
	return n;
}

/* The first equation that does not hold, in why; 0 if all do. */
static int
audit_check(const struct rte_pmd_dpaa2x_audit *a, unsigned int flags, char *why, size_t len)
{
	uint64_t rx_in = a->rx_hw_frames + a->rx_filtered + a->rx_discards +
			 a->rx_no_buffer + a->rx_tail_drops;
	uint64_t rx_out = a->rx_delivered + a->rx_stop_discards + a->rx_bad_fd + a->rx_queued;
	uint64_t tx_out = a->tx_hw_frames + a->tx_hw_discards + a->tx_queued;

	if (a->rx_offered != rx_in) {
		snprintf(why, len, "rx: offered %" PRIu64 " != hw_rx_frames %" PRIu64
			 " + filtered %" PRIu64 " + discards %" PRIu64 " + no_buffer %" PRIu64
			 " + tail_drops %" PRIu64, a->rx_offered, a->rx_hw_frames,
			 a->rx_filtered, a->rx_discards, a->rx_no_buffer, a->rx_tail_drops);
		return -EPROTO;
	}
	if (a->rx_hw_frames != rx_out) {
		snprintf(why, len, "rx: hw_rx_frames %" PRIu64 " != delivered %" PRIu64
			 " + stop_discards %" PRIu64 " + bad_fd %" PRIu64 " + queued %" PRIu64,
			 a->rx_hw_frames, a->rx_delivered, a->rx_stop_discards, a->rx_bad_fd,
			 a->rx_queued);
		return -EPROTO;
	}
	if (a->tx_sent != tx_out) {
		snprintf(why, len, "tx: sent %" PRIu64 " != hw_tx_frames %" PRIu64
			 " + hw_tx_discards %" PRIu64 " + queued %" PRIu64, a->tx_sent,
			 a->tx_hw_frames, a->tx_hw_discards, a->tx_queued);
		return -EPROTO;
	}
	if ((flags & RTE_PMD_DPAA2X_AUDIT_POOLS) && pools_missing(a, why, len) != 0)
		return -EPROTO;
	return 0;
}

static bool
uses_pool(const struct rte_pmd_dpaa2x_audit *a, const char *name)
{
	unsigned int i;

	for (i = 0; i < a->n_pools; i++)
		if (strcmp(a->pools[i].name, name) == 0)
			return true;
	return false;
}

/*
 * Buffers of pool name in the queues of the dpaa2x ports that use it (its
 * own a for self): frames in their Rx and Tx FQs, and pulled but not yet
 * handed up. A frame queued for Tx carries a buffer of the pool it came
 * from, which is the pool of some port's Rx: a port's Tx FQs count for
 * the pools its own Rx uses. The ports that hold any, in who.
 */
static uint64_t
pool_in_queues(const struct dpaa2x_port *self, const struct rte_pmd_dpaa2x_audit *own,
	       const char *name, char *who, size_t len)
{
	struct rte_pmd_dpaa2x_audit o;
	struct dpaa2x_port *p;
	uint64_t sum = 0, n;
	size_t used = 0;
	uint16_t id;

	who[0] = '\0';
	RTE_ETH_FOREACH_DEV(id) {
		p = dpaa2x_port_of(id);
		if (p == NULL || (p != self && audit_read(p, &o) != 0))
			continue;
		if (p == self)
			o = *own;
		n = uses_pool(&o, name) ? o.rx_queued + o.tx_queued : 0;
		if (n == 0)
			continue;
		sum += n;
		if (used < len)
			used += snprintf(who + used, len - used, "%s%u%s", used ? ", " : "", id,
					 p == self ? " (closing)" : "");
	}
	return sum;
}

/*
 * At close: every pool of the port that is not full again, and where its
 * buffers are: in the queues of ports (still open, or this one), and the
 * rest in the application's hands (mbufs it received or allocated and has
 * not freed yet). The driver cannot tell those from lost ones; the
 * application's own audit with RTE_PMD_DPAA2X_AUDIT_POOLS after it freed
 * them can. How many pools are not full.
 */
static unsigned int
pools_out(const struct dpaa2x_port *port, const struct rte_pmd_dpaa2x_audit *a, char *why,
	  size_t len)
{
	unsigned int i, n = 0;
	size_t used = 0;
	uint64_t out, q;
	char who[96];

	why[0] = '\0';
	for (i = 0; i < a->n_pools; i++) {
		if (a->pools[i].avail >= a->pools[i].size)
			continue;
		out = a->pools[i].size - a->pools[i].avail;
		q = RTE_MIN(out, pool_in_queues(port, a, a->pools[i].name, who, sizeof(who)));
		if (used < len)
			used += snprintf(why + used, len - used, "%spool %s: %" PRIu64 " of %u mbufs "
					 "out of the pool", n ? "; " : "", a->pools[i].name, out,
					 a->pools[i].size);
		if (used < len && q == out)
			used += snprintf(why + used, len - used, ": %" PRIu64 " in the queues of "
					 "port %s", q, who);
		else if (used < len && q != 0)
			used += snprintf(why + used, len - used, ": %" PRIu64 " in the queues of "
					 "port %s, %" PRIu64 " in the application's hands",
					 q, who, out - q);
		else if (used < len)
			used += snprintf(why + used, len - used, ", in the application's hands");
		n++;
	}
	return n;
}

/* rte_pmd_dpaa2x_audit() of a port: why is never NULL. */
static int
audit_port(struct dpaa2x_port *port, unsigned int flags, struct rte_pmd_dpaa2x_audit *a,
	   char *why, size_t why_len)
{
	struct rte_pmd_dpaa2x_audit again;
	uint16_t port_id = port->eth_dev->data->port_id;
	const char *busy = port->board_busy != NULL ? port->board_busy(port) : NULL;
	unsigned int tries;
	int ret;

	why[0] = '\0';
	if (busy != NULL) {
		memset(a, 0, sizeof(*a));
		snprintf(why, why_len, "port %u: %s", port_id, busy);
		return -EBUSY;
	}
	/* frames and buffers may still be moving: equal reads 1 ms apart */
	ret = audit_read(port, a);
	for (tries = 0; ret == 0; tries++) {
		rte_delay_us_sleep(1000);
		ret = audit_read(port, &again);
		if (ret == 0 && memcmp(a, &again, sizeof(again)) == 0)
			return audit_check(a, flags, why, why_len);
		*a = again;
		if (tries == AUDIT_SETTLE_TRIES) {
			snprintf(why, why_len, "port %u: counters still moving after %u ms "
				 "(queues polled, or the link still sending?)", port_id, tries);
			return -EBUSY;
		}
	}
	snprintf(why, why_len, "port %u: the SoC does not answer", port_id);
	return ret;
}

int
rte_pmd_dpaa2x_audit(uint16_t port_id, unsigned int flags, struct rte_pmd_dpaa2x_audit *a,
		     char *why, size_t why_len)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);
	char dummy[1];

	if (port == NULL)
		return -ENODEV;
	if (a == NULL || (flags & ~RTE_PMD_DPAA2X_AUDIT_POOLS) != 0)
		return -EINVAL;
	if (why == NULL || why_len == 0) {
		why = dummy;
		why_len = sizeof(dummy);
	}
	return audit_port(port, flags, a, why, why_len);
}

void
dpaa2x_audit_log(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct rte_pmd_dpaa2x_audit a;
	char why[256];
	int ret = audit_port(port, 0, &a, why, sizeof(why));

	if (ret == 0)
		DPAA2X_LOG(INFO, "port %u audit: offered %" PRIu64 " = delivered %" PRIu64
			   " + dropped %" PRIu64 " (tail %" PRIu64 ", no-buffer %" PRIu64
			   ", filtered %" PRIu64 ", discards %" PRIu64 ", at stop %" PRIu64
			   ", bad FD %" PRIu64 "); sent %" PRIu64 " = transmitted %" PRIu64
			   " + discarded %" PRIu64, dev->data->port_id, a.rx_offered,
			   a.rx_delivered, a.rx_offered - a.rx_delivered, a.rx_tail_drops,
			   a.rx_no_buffer, a.rx_filtered, a.rx_discards, a.rx_stop_discards,
			   a.rx_bad_fd, a.tx_sent, a.tx_hw_frames, a.tx_hw_discards);
	else if (ret == -EBUSY)	/* a peer still sending: no verdict */
		DPAA2X_LOG(INFO, "port %u audit: %s", dev->data->port_id, why);
	else if (port->reset_live)	/* not a loss: counters cut mid-flight */
		DPAA2X_LOG(INFO, "port %u audit: %s (stats were reset while the port "
			   "was started: the sums are not exact)", dev->data->port_id, why);
	else
		DPAA2X_LOG(WARNING, "port %u audit: %s", dev->data->port_id, why);
	/* the buffers: where those of each pool not full again are */
	if (ret != -EBUSY && pools_out(port, &a, why, sizeof(why)) != 0)
		DPAA2X_LOG(INFO, "port %u audit: %s", dev->data->port_id, why);
}
