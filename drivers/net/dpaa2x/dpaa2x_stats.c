/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Stats and xstats of net_dpaa2x (dpaa2x_stats.h). Software counters are
 * the queues' (and the port's for released queues), hardware ones the
 * dpni's, taken as differences from their values at the last reset (the
 * dpmac's too, for the audit).
 */

#include <string.h>

#include <rte_string_fns.h>

#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_mempool.h"
#include "dpaa2x_stats.h"

void
dpaa2x_counters_add(void *total, const void *c, size_t size)
{
	uint64_t *t = total;
	const uint64_t *v = c;
	size_t i;

	for (i = 0; i < size / sizeof(uint64_t); i++)
		t[i] += __atomic_load_n(&v[i], __ATOMIC_RELAXED);
}

/* *t = retired + the st field of each live queue (st_off into a queue). */
static void
queue_totals(void *t, const void *retired, size_t size, void *const *queues, uint16_t n,
	     size_t st_off)
{
	uint16_t i;

	memcpy(t, retired, size);
	for (i = 0; i < n; i++)
		if (queues[i] != NULL)
			dpaa2x_counters_add(t, (const char *)queues[i] + st_off, size);
}

void
dpaa2x_rx_totals(const struct rte_eth_dev *dev, struct dpaa2x_rxq_stats *t)
{
	const struct dpaa2x_port *port = dev->data->dev_private;

	queue_totals(t, &port->rx_retired, sizeof(*t), dev->data->rx_queues,
		     dev->data->nb_rx_queues, offsetof(struct dpaa2x_rxq, st));
}

/* Time in the copybreak regimes and switches since the last reset: the
 * released queues' and the live ones'. */
static void
regime_totals(const struct rte_eth_dev *dev, struct dpaa2x_cb_regime_totals *t)
{
	const struct dpaa2x_port *port = dev->data->dev_private;
	uint16_t i;

	*t = port->regime_retired;
	for (i = 0; i < dev->data->nb_rx_queues; i++) {
		struct dpaa2x_rxq *q = dev->data->rx_queues[i];

		if (q != NULL)
			dpaa2x_cb_regime_add(&q->regime, t);
	}
}

void
dpaa2x_tx_totals(const struct rte_eth_dev *dev, struct dpaa2x_txq_stats *t)
{
	const struct dpaa2x_port *port = dev->data->dev_private;

	queue_totals(t, &port->tx_retired, sizeof(*t), dev->data->tx_queues,
		     dev->data->nb_tx_queues, offsetof(struct dpaa2x_txq, st));
}

/* The dpni's discards that are errors: runt, oversize, too long for the
 * buffers (no scatter), DMA faults (not a disabled port's). */
static uint64_t
hw_errors(const struct dpaa2x_dpni_stats *hw)
{
	return hw->ing_runt + hw->ing_oversize + hw->ing_too_long + hw->ing_dma_faults;
}

int
dpaa2x_stats_get(struct rte_eth_dev *dev, struct rte_eth_stats *st)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_rxq_stats rx;
	struct dpaa2x_txq_stats tx;
	struct dpaa2x_dpni_stats hw;
	uint16_t i;

	dpaa2x_rx_totals(dev, &rx);
	dpaa2x_tx_totals(dev, &tx);
	st->ipackets = rx.packets;
	st->ibytes = rx.bytes;
	st->ierrors = rx.bad_fd;
	st->opackets = tx.packets;
	st->obytes = tx.bytes;
	for (i = 0; i < RTE_MIN(dev->data->nb_rx_queues, RTE_ETHDEV_QUEUE_STAT_CNTRS); i++) {
		const struct dpaa2x_rxq *q = dev->data->rx_queues[i];

		if (q != NULL) {
			st->q_ipackets[i] = DPAA2X_CTR(q->st.packets);
			st->q_ibytes[i] = DPAA2X_CTR(q->st.bytes);
			st->q_errors[i] = DPAA2X_CTR(q->st.bad_fd);
		}
	}
	for (i = 0; i < RTE_MIN(dev->data->nb_tx_queues, RTE_ETHDEV_QUEUE_STAT_CNTRS); i++) {
		const struct dpaa2x_txq *q = dev->data->tx_queues[i];

		if (q != NULL) {
			st->q_opackets[i] = DPAA2X_CTR(q->st.packets);
			st->q_obytes[i] = DPAA2X_CTR(q->st.bytes);
		}
	}
	if (dpaa2x_dpni_get_stats(port->soc, port->dpni_id, &hw) == 0) {
		/* dropped by the hardware for want of a buffer or queue room */
		st->imissed = dpaa2x_since(hw.ing_nobuf_discards, port->hw_base.ing_nobuf_discards) +
			dpaa2x_since(hw.ing_tail_drops, port->hw_base.ing_tail_drops);
		/* frames the hardware found wrong, or could not write */
		st->ierrors += dpaa2x_since(hw_errors(&hw), hw_errors(&port->hw_base));
		st->oerrors = dpaa2x_since(hw.egr_discards, port->hw_base.egr_discards);
	}
	return 0;
}

static void
sw_stats_reset(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	uint16_t i;

	for (i = 0; i < dev->data->nb_rx_queues; i++) {
		struct dpaa2x_rxq *q = dev->data->rx_queues[i];

		if (q != NULL) {
			memset(&q->st, 0, sizeof(q->st));
			/* the regimes' time is the queue's lcore's: a base */
			dpaa2x_cb_regime_rebase(&q->regime);
		}
	}
	for (i = 0; i < dev->data->nb_tx_queues; i++) {
		struct dpaa2x_txq *q = dev->data->tx_queues[i];

		if (q != NULL)
			memset(&q->st, 0, sizeof(q->st));
	}
	memset(&port->rx_retired, 0, sizeof(port->rx_retired));
	memset(&port->tx_retired, 0, sizeof(port->tx_retired));
	memset(&port->regime_retired, 0, sizeof(port->regime_retired));
}

void
dpaa2x_stats_base(struct dpaa2x_port *port)
{
	struct dpaa2x_dpni_stats again;
	unsigned int tries;

	/*
	 * The dpni's counters and its MAC's at one instant: a frame the link
	 * brings between the two reads (a tap's kernel sends at any time)
	 * would count on one side of the base only, and the audit would find
	 * it offered and never received. The MAC and the dpni count a frame in
	 * the same engine pass: a dpni unchanged across the MAC's read means
	 * no frame came in between.
	 */
	for (tries = 0; tries < 100; tries++) {
		dpaa2x_dpni_get_stats(port->soc, port->dpni_id, &port->hw_base);
		if (!dpaa2x_port_offered(port, &port->mac_frames_base))
			port->mac_frames_base = 0;
		if (dpaa2x_dpni_get_stats(port->soc, port->dpni_id, &again) < 0 ||
		    memcmp(&again, &port->hw_base, sizeof(again)) == 0)
			break;
	}
}

int
dpaa2x_stats_reset(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	int ret;

	/* the dpni's own counters to 0 (dpni_reset_statistics, as
	 * net_dpaa2's dpaa2_dev_stats_reset), then the base from them */
	ret = dpaa2x_dpni_reset_stats(port->soc, port->dpni_id);
	if (ret < 0) {
		DPAA2X_LOG(ERR, "port %u: the dpni's statistics reset failed: %s",
			   dev->data->port_id, rte_strerror(-ret));
		return ret;
	}
	sw_stats_reset(dev);
	dpaa2x_stats_base(port);
	/* frames in flight now are counted on one side of the reset only */
	port->reset_live = port->started;
	return 0;
}

/* ---------------- xstats ---------------- */

struct xstat_src {
	struct dpaa2x_dpni_stats hw;
	struct dpaa2x_bpool_stats bp;
	struct dpaa2x_rxq_stats rx;
	struct dpaa2x_txq_stats tx;
	struct dpaa2x_cb_regime_totals reg;
};

enum xs_kind { XS_SW, XS_HW, XS_BP, XS_NS };

struct xstat_def {
	const char *name;
	enum xs_kind kind;
	size_t off;
};

#define XSW(n, f) { n, XS_SW, offsetof(struct xstat_src, f) }
#define XHW(n, f) { n, XS_HW, offsetof(struct xstat_src, hw.f) }
#define XBP(n, f) { n, XS_BP, offsetof(struct xstat_src, bp.f) }
#define XNS(n, f) { n, XS_NS, offsetof(struct xstat_src, f) }	/* TSC cycles as ns */

static const struct xstat_def xstat_defs[] = {
	XSW("rx_copybreak_packets", rx.copy_packets),
	XSW("rx_copybreak_bytes", rx.copy_bytes),
	XSW("rx_zerocopy_packets", rx.zerocopy_packets),
	XSW("rx_copy_pool_empty", rx.copy_pool_empty),
	XSW("rx_sg_packets", rx.sg_packets),
	XSW("rx_copybreak_auto_low_packets", rx.regime_packets[DPAA2X_CB_LOW]),
	XSW("rx_copybreak_auto_high_packets", rx.regime_packets[DPAA2X_CB_HIGH]),
	XNS("rx_copybreak_auto_low_ns", reg.cycles[DPAA2X_CB_LOW]),
	XNS("rx_copybreak_auto_high_ns", reg.cycles[DPAA2X_CB_HIGH]),
	XSW("rx_copybreak_auto_switches", reg.switches),
	XSW("rx_bad_fd_discards", rx.bad_fd),
	XSW("rx_stop_discards", rx.stop_discards),
	XSW("rx_release_refused", rx.release_refused),
	XSW("rx_pull_wait_cycles", rx.wait.cycles),
	XSW("rx_pull_waits", rx.wait.waits),
	XSW("rx_pull_idle_wait_cycles", rx.idle_wait_cycles),
	XSW("tx_queue_full", tx.full),
	XSW("tx_copied_packets", tx.copied),
	XSW("tx_sg_packets", tx.sg),
	XSW("tx_vlan_insert_refused", tx.vlan_refused),
	XSW("tx_congested", tx.congested),
	XHW("hw_rx_frames", ing_frames),
	XHW("hw_rx_bytes", ing_bytes),
	XHW("hw_rx_mcast_frames", ing_mcast_frames),
	XHW("hw_rx_bcast_frames", ing_bcast_frames),
	XHW("hw_rx_no_buffer_discards", ing_nobuf_discards),
	XHW("hw_rx_tail_drops", ing_tail_drops),
	XHW("hw_rx_filtered", ing_filtered),
	XHW("hw_rx_discards", ing_discards),
	XHW("hw_rx_runt", ing_runt),
	XHW("hw_rx_oversize", ing_oversize),
	XHW("hw_rx_too_long_for_buffers", ing_too_long),
	XHW("hw_rx_disabled_discards", ing_disabled),
	XHW("hw_rx_dma_faults", ing_dma_faults),
	XHW("hw_rx_sg_frames", ing_sg_frames),
	XHW("hw_tx_frames", egr_frames),
	XHW("hw_tx_bytes", egr_bytes),
	XHW("hw_tx_discards", egr_discards),
	XHW("hw_tx_confirmed", egr_confirmed),
	XBP("bpool_free_buffers", free),
	XBP("bpool_depletion_events", depletion_events),
};

static void
xstat_collect(struct rte_eth_dev *dev, struct xstat_src *s)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_rxq *q0 = dev->data->nb_rx_queues ? dev->data->rx_queues[0] : NULL;

	memset(s, 0, sizeof(*s));
	dpaa2x_rx_totals(dev, &s->rx);
	dpaa2x_tx_totals(dev, &s->tx);
	regime_totals(dev, &s->reg);
	dpaa2x_dpni_get_stats(port->soc, port->dpni_id, &s->hw);
	/* the pool of the first Rx queue: the one the mission is about */
	if (q0 != NULL)
		dpaa2x_dpbp_get_stats(port->soc, dpaa2x_mempool_bpid(q0->mp), &s->bp);
}

static uint64_t
xstat_value(const struct dpaa2x_port *port, const struct xstat_src *s,
	    const struct xstat_def *d)
{
	uint64_t v;

	if (d->kind == XS_BP && d->off == offsetof(struct xstat_src, bp.free))
		return s->bp.free;	/* a 32-bit gauge, not a counter */
	v = *(const uint64_t *)((const char *)s + d->off);
	if (d->kind == XS_NS) {
		uint64_t hz = rte_get_tsc_hz();

		return v / hz * NS_PER_S + v % hz * NS_PER_S / hz;
	}
	/* hardware counters count from the last stats reset */
	if (d->kind == XS_HW)
		v = dpaa2x_since(v, *(const uint64_t *)((const char *)&port->hw_base + d->off -
					       offsetof(struct xstat_src, hw)));
	return v;
}

int
dpaa2x_xstats_get(struct rte_eth_dev *dev, struct rte_eth_xstat *xs, unsigned int n)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct xstat_src s;
	unsigned int i;

	if (xs == NULL || n < RTE_DIM(xstat_defs))
		return RTE_DIM(xstat_defs);
	xstat_collect(dev, &s);
	for (i = 0; i < RTE_DIM(xstat_defs); i++) {
		xs[i].id = i;
		xs[i].value = xstat_value(port, &s, &xstat_defs[i]);
	}
	return RTE_DIM(xstat_defs);
}

int
dpaa2x_xstats_get_names(struct rte_eth_dev *dev, struct rte_eth_xstat_name *names,
			unsigned int n)
{
	unsigned int i;

	RTE_SET_USED(dev);
	if (names == NULL || n < RTE_DIM(xstat_defs))
		return RTE_DIM(xstat_defs);
	for (i = 0; i < RTE_DIM(xstat_defs); i++)
		strlcpy(names[i].name, xstat_defs[i].name, sizeof(names[i].name));
	return RTE_DIM(xstat_defs);
}
