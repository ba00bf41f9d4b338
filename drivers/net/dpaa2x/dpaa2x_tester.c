/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulation only: the emulated board's tester on the wire behind a port's
 * dpmac (dpaa2x_tester.h). It is no part of the port: when the backend
 * reports one, it wraps the port's ethdev operations (its generator runs
 * while the port is started; its sink's counters join the xstats; it says
 * what the sink saw when the port closes) and answers the
 * rte_pmd_dpaa2x_gen_* and wire API. Its state lives in shared memory
 * (port->board): a secondary process reads its counters too.
 */

#include <errno.h>
#include <inttypes.h>
#include <string.h>

#include <rte_alarm.h>
#include <rte_malloc.h>
#include <rte_string_fns.h>

#include "dpaa2x_ethdev.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_backend.h"
#include "dpaa2x_hw_soc.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_hw_board.h"
#include "dpaa2x_port.h"
#include "dpaa2x_stats.h"
#include "dpaa2x_tester.h"
#include "rte_pmd_dpaa2x.h"

/* What the tester keeps for one port. */
struct tester_port {
	struct dpaa2x_tester_args ta;
	struct dpaa2x_soc *board;	/* whose tester it is (soc_info.board) */
	struct dpaa2x_wire_stats wire_base;	/* at the last stats reset */
};

/* The port's operations with the tester's added, made once per process. */
static struct eth_dev_ops tester_ops, tester_sec_ops;

static struct tester_port *
tester_of(const struct rte_eth_dev *dev)
{
	return ((const struct dpaa2x_port *)dev->data->dev_private)->board;
}

/* The board whose tester stands behind the port's dpmac: the SoC itself on
 * the emulated backend, one attached beside the fslmc backend; without a
 * tester the SoC, whose backend then answers -ENOTSUP. */
static struct dpaa2x_soc *
board_of(const struct dpaa2x_port *port)
{
	const struct tester_port *tp = port->board;

	return tp != NULL ? tp->board : port->soc;
}

/* A port of the API's with a tester: 0, -ENODEV or -ENOTSUP. */
static int
tester_port(uint16_t port_id, struct dpaa2x_port **port)
{
	*port = dpaa2x_port_of(port_id);
	if (*port == NULL)
		return -ENODEV;
	return (*port)->board != NULL ? 0 : -ENOTSUP;
}

/* ---------------- the generator with the port ---------------- */

/* gen_delay: the tester starts sending a while after the port started. */
static void
gen_start_alarm(void *arg)
{
	struct dpaa2x_port *port = arg;
	int ret = dpaa2x_wire_gen_start(board_of(port), port->dpni_id);

	if (ret < 0 && ret != -ENOTSUP)		/* -ENOTSUP: no generator wire */
		DPAA2X_LOG(ERR, "port %u: generator did not start: %s",
			   port->eth_dev->data->port_id, strerror(-ret));
}

static void
gen_halt(struct dpaa2x_port *port)
{
	rte_eal_alarm_cancel(gen_start_alarm, port);
	dpaa2x_wire_gen_stop(board_of(port), port->dpni_id);
}

static int
tester_dev_start(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	const struct tester_port *tp = tester_of(dev);
	int ret = dpaa2x_eth_ops.dev_start(dev);

	if (ret < 0 || !tp->ta.gen)
		return ret;
	if (tp->ta.gen_delay_ms == 0)
		dpaa2x_wire_gen_start(board_of(port), port->dpni_id);
	else if ((ret = rte_eal_alarm_set(tp->ta.gen_delay_ms * 1000ULL, gen_start_alarm,
					  port)) < 0)
		DPAA2X_LOG(ERR, "port %u: cannot delay the generator: %s",
			   dev->data->port_id, strerror(-ret));
	return 0;
}

static int
tester_dev_stop(struct rte_eth_dev *dev)
{
	gen_halt(dev->data->dev_private);
	return dpaa2x_eth_ops.dev_stop(dev);
}

/* ---------------- counters ---------------- */

/* The sink's counters count from the last stats reset; latency starts over. */
static void
wire_base(struct dpaa2x_port *port, struct tester_port *tp)
{
	dpaa2x_wire_get_stats(board_of(port), port->dpni_id, &tp->wire_base);
	dpaa2x_wire_reset_latency(board_of(port), port->dpni_id);	/* not counters: restart */
}

static int
tester_stats_reset(struct rte_eth_dev *dev)
{
	int ret = dpaa2x_stats_reset(dev);

	wire_base(dev->data->dev_private, tester_of(dev));
	return ret;
}

static int
tester_dev_reset(struct rte_eth_dev *dev)
{
	int ret;

	gen_halt(dev->data->dev_private);
	ret = dpaa2x_eth_ops.dev_reset(dev);
	if (ret == 0)
		wire_base(dev->data->dev_private, tester_of(dev));
	return ret;
}

struct wire_xstat {
	const char *name;
	size_t off;		/* into struct dpaa2x_wire_stats, a uint64_t */
	bool gauge;		/* latency: not counted from a reset */
};

#define WXS(n, f, g) { n, offsetof(struct dpaa2x_wire_stats, f), g }

static const struct wire_xstat wire_xstats[] = {
	WXS("wire_gen_frames", gen_frames, false),
	WXS("wire_gen_bytes", gen_bytes, false),
	WXS("wire_gen_never_seen", gen_never_seen, false),
	WXS("wire_gen_pause_frames", partner_pause, false),
	WXS("wire_gen_xon_frames", partner_xon, false),
	WXS("wire_sink_frames", sink_frames, false),
	WXS("wire_sink_bytes", sink_bytes, false),
	WXS("wire_sink_lost", sink_lost, false),
	WXS("wire_sink_reordered", sink_reordered, false),
	WXS("wire_sink_corrupted", sink_corrupted, false),
	WXS("wire_sink_foreign", sink_foreign, false),
	WXS("wire_sink_ipv4_csum_good", sink_l3_csum_good, false),
	WXS("wire_sink_ipv4_csum_bad", sink_l3_csum_bad, false),
	WXS("wire_sink_l4_csum_good", sink_l4_csum_good, false),
	WXS("wire_sink_l4_csum_bad", sink_l4_csum_bad, false),
	WXS("wire_sink_latency_min_ns", lat_min_ns, true),
	WXS("wire_sink_latency_avg_ns", lat_avg_ns, true),
	WXS("wire_sink_latency_max_ns", lat_max_ns, true),
};

static uint64_t
wire_field(const struct dpaa2x_wire_stats *w, size_t off)
{
	return *(const uint64_t *)((const char *)w + off);
}

/* The port's xstats, then the tester's. */
static int
tester_xstats_get(struct rte_eth_dev *dev, struct rte_eth_xstat *xs, unsigned int n)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	const struct tester_port *tp = tester_of(dev);
	int k = dpaa2x_xstats_get(dev, NULL, 0);
	unsigned int total = k + RTE_DIM(wire_xstats), i;
	struct dpaa2x_wire_stats w;

	if (xs == NULL || n < total)
		return total;
	dpaa2x_xstats_get(dev, xs, n);
	memset(&w, 0, sizeof(w));
	dpaa2x_wire_get_stats(board_of(port), port->dpni_id, &w);
	for (i = 0; i < RTE_DIM(wire_xstats); i++) {
		const struct wire_xstat *d = &wire_xstats[i];
		uint64_t v = wire_field(&w, d->off);

		xs[k + i].id = k + i;
		xs[k + i].value = d->gauge ? v : dpaa2x_since(v, wire_field(&tp->wire_base, d->off));
	}
	return total;
}

static int
tester_xstats_get_names(struct rte_eth_dev *dev, struct rte_eth_xstat_name *names,
			unsigned int n)
{
	int k = dpaa2x_xstats_get_names(dev, NULL, 0);
	unsigned int total = k + RTE_DIM(wire_xstats), i;

	if (names == NULL || n < total)
		return total;
	dpaa2x_xstats_get_names(dev, names, n);
	for (i = 0; i < RTE_DIM(wire_xstats); i++)
		strlcpy(names[k + i].name, wire_xstats[i].name, sizeof(names[k + i].name));
	return total;
}

/* ---------------- close ---------------- */

/* A tap or pcap partner: the dpmac's counts beside the kernel's own
 * counters of the tap (its drops at either side), what it padded and
 * what it refused. */
static void
partner_summary(const struct dpaa2x_port *port, const struct dpaa2x_wire_stats *w)
{
	uint64_t mac_rx = 0, mac_tx = 0;
	char tap[160] = "";

	dpaa2x_dpmac_get_counter(port->soc, port->attr.dpmac_id, DPAA2X_DPMAC_CNT_ING_ALL_FRAME,
				 &mac_rx);
	dpaa2x_dpmac_get_counter(port->soc, port->attr.dpmac_id, DPAA2X_DPMAC_CNT_EGR_ALL_FRAME,
				 &mac_tx);
	if (w->tap_stats)
		snprintf(tap, sizeof(tap), "; tap: the kernel sent %" PRIu64 ", dropped %"
			 PRIu64 " unread (tx_dropped), received %" PRIu64 ", dropped %" PRIu64
			 " (rx_dropped)", w->tap_tx_packets, w->tap_tx_dropped,
			 w->tap_rx_packets, w->tap_rx_dropped);
	DPAA2X_LOG(INFO, "port %u wire: dpmac received %" PRIu64 ", sent %" PRIu64 "%s; "
		   "padded to 60 bytes %" PRIu64 ", refused by the partner %" PRIu64,
		   port->eth_dev->data->port_id, mac_rx, mac_tx, tap, w->rx_padded,
		   w->tx_refused);
}

/* What the sink behind the dpmac saw, for the log at close; a tap's partner. */
static void
wire_summary(const struct dpaa2x_port *port)
{
	struct dpaa2x_wire_stats w;

	if (dpaa2x_wire_get_stats(board_of(port), port->dpni_id, &w) < 0)
		return;
	if (w.tap_stats) {		/* the kernel's stack: no generator, no sink */
		partner_summary(port, &w);
		return;
	}
	DPAA2X_LOG(INFO, "port %u wire: generated %" PRIu64 ", sink %" PRIu64 " frames, lost %"
		   PRIu64 ", reordered %" PRIu64 ", corrupted %" PRIu64 ", foreign %" PRIu64
		   ", ttl %u..%u, never seen %" PRIu64, port->eth_dev->data->port_id, w.gen_frames,
		   w.sink_frames, w.sink_lost, w.sink_reordered, w.sink_corrupted, w.sink_foreign,
		   w.sink_ttl_min, w.sink_ttl_max, w.gen_never_seen);
	if (w.rx_padded != 0 || w.tx_refused != 0)	/* a pcap partner */
		partner_summary(port, &w);
}

/* The generator stops, the port stops (its Tx reaches the sink), the sink's
 * summary, then the port closes (it may take the SoC with it). */
static int
tester_dev_close(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct tester_port *tp = port->board;
	int ret;

	gen_halt(port);
	dpaa2x_eth_ops.dev_stop(dev);
	wire_summary(port);
	ret = dpaa2x_eth_ops.dev_close(dev);
	port->board = NULL;
	port->board_busy = NULL;
	rte_free(tp);
	return ret;
}

/* ---------------- attach ---------------- */

/* The audit waits for no verdict while the generator sends. */
static const char *
tester_busy(const struct dpaa2x_port *port)
{
	struct dpaa2x_wire_stats w;

	if (dpaa2x_wire_get_stats(board_of(port), port->dpni_id, &w) == 0 && w.gen_running)
		return "the generator is running";
	return NULL;
}

static void
ops_build(void)
{
	static bool built;

	if (built)
		return;
	tester_ops = dpaa2x_eth_ops;
	tester_ops.dev_start = tester_dev_start;
	tester_ops.dev_stop = tester_dev_stop;
	tester_ops.dev_close = tester_dev_close;
	tester_ops.dev_reset = tester_dev_reset;
	tester_ops.stats_reset = tester_stats_reset;
	tester_ops.xstats_reset = tester_stats_reset;
	tester_ops.xstats_get = tester_xstats_get;
	tester_ops.xstats_get_names = tester_xstats_get_names;
	tester_sec_ops = dpaa2x_eth_sec_ops;
	tester_sec_ops.stats_reset = tester_stats_reset;
	tester_sec_ops.xstats_reset = tester_stats_reset;
	tester_sec_ops.xstats_get = tester_xstats_get;
	tester_sec_ops.xstats_get_names = tester_xstats_get_names;
	built = true;
}

/*
 * Every size the generator sends must fit the dpni's max_frame_length in
 * the DPL: the devargs table allows up to DPAA2X_MAX_FRAME, for DPLs whose
 * frames are that long.
 */
static int
gen_sizes_check(const struct dpaa2x_port *port, const struct dpaa2x_tester_args *ta,
		char *err, size_t errlen)
{
	uint32_t max = port->attr.max_frame_len;
	unsigned int i;

	for (i = 0; i < ta->gp.n_sizes; i++)
		if (ta->gp.sizes[i] > max) {
			snprintf(err, errlen, "devarg gen_size=%s: %u is out of range 64..%u: "
				 "the DPL gives dpni@%u a max_frame_length of %u (the devarg "
				 "allows up to %u for DPLs with longer frames)", ta->sizes_text,
				 ta->gp.sizes[i], max, port->dpni_id, max, DPAA2X_MAX_FRAME);
			return -EINVAL;
		}
	return 0;
}

/* Generator defaults that make stock apps see traffic they can route. */
static int
gen_config(struct dpaa2x_port *port, struct tester_port *tp, char *err, size_t errlen)
{
	struct dpaa2x_gen_params *gp = &tp->ta.gp;
	unsigned int index = port->dpni_index;

	if (!tp->ta.gen_dst_mac_set)
		memcpy(gp->dst_mac, port->attr.mac, 6);
	/* l3fwd's default routes: 198.18.N.0/24 leave on port N */
	if (!tp->ta.gen_dst_ip_set)
		gp->dst_ip = RTE_IPV4(198u, 18, (index ^ 1) & 0xff, 1);
	if (!tp->ta.gen_src_ip_set)
		gp->src_ip = RTE_IPV4(198u, 19, index & 0xff, 1);
	if (gen_sizes_check(port, &tp->ta, err, errlen) < 0 ||
	    dpaa2x_wire_gen_check(tp->board, gp, port->attr.max_frame_len, err, errlen) < 0)
		return -EINVAL;
	return dpaa2x_wire_gen_config(tp->board, port->dpni_id, gp);
}

int
dpaa2x_tester_attach(struct rte_eth_dev *dev, const struct dpaa2x_tester_args *ta,
		     char *err, size_t errlen)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_soc_info si;
	struct tester_port *tp;
	int ret;

	if (dpaa2x_soc_get_info(port->soc, &si) < 0 || !(si.caps & DPAA2X_SOC_CAP_TESTER)) {
		if (ta->n_given == 0)
			return 0;	/* a port like any, without a tester */
		snprintf(err, errlen, "devarg %s: the board has no tester (the emulated "
			 "board's generator and sink) to take it", ta->first);
		return -ENOTSUP;
	}
	tp = rte_zmalloc_socket("dpaa2x_tester", sizeof(*tp), 0, port->numa_node);
	if (tp == NULL) {
		snprintf(err, errlen, "no memory for the tester");
		return -ENOMEM;
	}
	tp->ta = *ta;
	tp->board = si.board != NULL ? si.board : port->soc;
	ret = gen_config(port, tp, err, errlen);
	if (ret < 0) {
		rte_free(tp);
		return ret;
	}
	/*
	 * The generator was just configured anew (its sequence numbers start
	 * over): the sink and latency of a port attached before on this dpni
	 * start over with it, else a re-attached port sees its frames reordered.
	 */
	dpaa2x_wire_reset_stats(tp->board, port->dpni_id);
	dpaa2x_wire_get_stats(tp->board, port->dpni_id, &tp->wire_base);
	port->board = tp;
	port->board_busy = tester_busy;
	ops_build();
	dev->dev_ops = &tester_ops;
	return 0;
}

void
dpaa2x_tester_attach_secondary(struct rte_eth_dev *dev)
{
	if (tester_of(dev) == NULL)
		return;
	ops_build();
	dev->dev_ops = &tester_sec_ops;
}

/* ---------------- the API ---------------- */

int
rte_pmd_dpaa2x_gen_conf_get(uint16_t port_id, struct rte_pmd_dpaa2x_gen_conf *conf)
{
	const struct dpaa2x_gen_params *gp;
	struct dpaa2x_port *port;
	int ret = tester_port(port_id, &port);

	if (ret < 0)
		return ret;
	if (conf == NULL)
		return -EINVAL;
	gp = &((const struct tester_port *)port->board)->ta.gp;
	memset(conf, 0, sizeof(*conf));
	RTE_BUILD_BUG_ON(RTE_DIM(conf->sizes) != DPAA2X_GEN_MAX_SIZES);
	memcpy(conf->sizes, gp->sizes, sizeof(conf->sizes));
	conf->n_sizes = gp->n_sizes;
	conf->flows = gp->flows;
	conf->rate_pps = gp->rate_pps;
	conf->count = gp->count;
	conf->ttl = gp->ttl;
	return 0;
}

int
rte_pmd_dpaa2x_gen_conf_set(uint16_t port_id, const struct rte_pmd_dpaa2x_gen_conf *conf)
{
	struct dpaa2x_wire_stats ws;
	struct dpaa2x_gen_params gp;
	struct dpaa2x_port *port;
	struct tester_port *tp;
	char err[160];
	int ret = tester_port(port_id, &port);

	if (ret < 0)
		return ret;
	if (conf == NULL || conf->n_sizes == 0 || conf->n_sizes > DPAA2X_GEN_MAX_SIZES)
		return -EINVAL;
	if (dpaa2x_wire_get_stats(board_of(port), port->dpni_id, &ws) == 0 && ws.gen_running)
		return -EBUSY;
	tp = port->board;
	gp = tp->ta.gp;
	memcpy(gp.sizes, conf->sizes, sizeof(gp.sizes));
	gp.n_sizes = conf->n_sizes;
	gp.flows = conf->flows;
	gp.rate_pps = conf->rate_pps;
	gp.count = conf->count;
	gp.ttl = conf->ttl;
	if (dpaa2x_wire_gen_check(tp->board, &gp, port->attr.max_frame_len, err,
				  sizeof(err)) < 0) {
		DPAA2X_LOG(ERR, "port %u: %s", port_id, err);
		return -EINVAL;
	}
	ret = dpaa2x_wire_gen_config(board_of(port), port->dpni_id, &gp);
	if (ret == 0)
		tp->ta.gp = gp;
	return ret;
}

int
rte_pmd_dpaa2x_gen_start(uint16_t port_id)
{
	struct dpaa2x_port *port;
	int ret = tester_port(port_id, &port);

	if (ret < 0)
		return ret;
	if (!port->started)
		return -EIO;
	return dpaa2x_wire_gen_start(board_of(port), port->dpni_id);
}

int
rte_pmd_dpaa2x_gen_stop(uint16_t port_id)
{
	struct dpaa2x_port *port;
	int ret = tester_port(port_id, &port);

	if (ret < 0)
		return ret;
	rte_eal_alarm_cancel(gen_start_alarm, port);
	return dpaa2x_wire_gen_stop(board_of(port), port->dpni_id);
}

int
rte_pmd_dpaa2x_wire_set_link(uint16_t port_id, int up)
{
	struct dpaa2x_port *port;
	int ret = tester_port(port_id, &port);

	return ret < 0 ? ret : dpaa2x_wire_set_link(board_of(port), port->dpni_id, up != 0);
}

int
rte_pmd_dpaa2x_wire_stats_get(uint16_t port_id, struct rte_pmd_dpaa2x_wire_stats *st)
{
	struct dpaa2x_port *port;
	struct dpaa2x_wire_stats w;
	int ret = tester_port(port_id, &port);

	if (ret < 0)
		return ret;
	if (st == NULL)
		return -EINVAL;
	ret = dpaa2x_wire_get_stats(board_of(port), port->dpni_id, &w);
	if (ret < 0)
		return ret;
	st->gen_frames = w.gen_frames;
	st->gen_bytes = w.gen_bytes;
	st->sink_frames = w.sink_frames;
	st->sink_bytes = w.sink_bytes;
	st->sink_lost = w.sink_lost;
	st->sink_reordered = w.sink_reordered;
	st->sink_corrupted = w.sink_corrupted;
	st->sink_foreign = w.sink_foreign;
	st->gen_never_seen = w.gen_never_seen;
	st->lat_min_ns = w.lat_min_ns;
	st->lat_avg_ns = w.lat_avg_ns;
	st->lat_max_ns = w.lat_max_ns;
	st->sink_ttl_min = w.sink_ttl_min;
	st->sink_ttl_max = w.sink_ttl_max;
	st->gen_running = w.gen_running;
	return 0;
}

int
rte_pmd_dpaa2x_wire_stats_reset(uint16_t port_id)
{
	struct dpaa2x_port *port;
	struct dpaa2x_wire_stats w;
	int ret = tester_port(port_id, &port);

	if (ret < 0)
		return ret;
	if (dpaa2x_wire_get_stats(board_of(port), port->dpni_id, &w) == 0 && w.gen_running)
		return -EBUSY;
	ret = dpaa2x_wire_reset_stats(board_of(port), port->dpni_id);
	if (ret == 0)
		memset(&((struct tester_port *)port->board)->wire_base, 0,
		       sizeof(struct dpaa2x_wire_stats));
	return ret;
}
