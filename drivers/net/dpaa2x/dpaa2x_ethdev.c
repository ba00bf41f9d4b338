/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * net_dpaa2x: probe/remove and the ethdev control operations. Every port
 * is one dpni of one emulated SoC that all ports of the process share.
 */

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <ethdev_driver.h>
#include <ethdev_vdev.h>
#include <bus_vdev_driver.h>
#include <rte_alarm.h>
#include <rte_kvargs.h>
#include <rte_malloc.h>
#include <rte_mbuf.h>
#include <rte_mbuf_pool_ops.h>
#include <rte_string_fns.h>

#include "dpaa2x_ethdev.h"
#include "dpaa2x_flow_ctrl.h"
#include "rte_pmd_dpaa2x.h"

RTE_LOG_REGISTER(dpaa2x_logtype, pmd.net.dpaa2x, NOTICE);

#define DPAA2X_SOC_NAME		"dpaa2x"
#define DPAA2X_COPY_POOL_SIZE	8192
#define DPAA2X_COPY_POOL_CACHE	256

/* The SoC every dpaa2x port of this process shares, with its DPL. */
static struct {
	struct dpaa2x_soc *soc;
	unsigned int ports;
	char dpl[PATH_MAX];		/* "" = embedded default */
	int hw_cpu;
	bool secondary;
} shared;

static const struct eth_dev_ops dpaa2x_ops;

struct dpaa2x_soc *
dpaa2x_shared_soc(void)
{
	return shared.soc;
}

static const char *
dpl_text(const char *dpl)
{
	return dpl[0] ? dpl : "<embedded default>";
}

/*
 * The engine's CPU when hw_cpu is not given: the first online CPU that no
 * EAL lcore runs on, else the main lcore's CPU (testpmd's main lcore sleeps
 * at its prompt; apps whose main lcore polls should leave a CPU free).
 */
static int
default_hw_cpu(void)
{
	rte_cpuset_t used;
	unsigned int lcore;
	long cpu, n = sysconf(_SC_NPROCESSORS_ONLN);

	CPU_ZERO(&used);
	RTE_LCORE_FOREACH(lcore) {
		rte_cpuset_t s = rte_lcore_cpuset(lcore);

		CPU_OR(&used, &used, &s);
	}
	for (cpu = 0; cpu < n && cpu < CPU_SETSIZE; cpu++)
		if (!CPU_ISSET(cpu, &used))
			return (int)cpu;
	return (int)rte_lcore_to_cpu_id((int)rte_get_main_lcore());
}

/* The engine's CPU a port asks for, or DPAA2X_HW_CPU_STEP. */
static int
hw_cpu_of(const struct dpaa2x_devargs *da)
{
	return da->hw_cpu == DPAA2X_DEVARG_HW_STEP ? DPAA2X_HW_CPU_STEP : da->hw_cpu;
}

static const char *
cpu_text(char buf[16], int cpu)
{
	if (cpu == DPAA2X_HW_CPU_STEP)
		return "step";
	snprintf(buf, 16, "%d", cpu);
	return buf;
}

/* First port creates the SoC; later ports must agree on the DPL. */
static int
soc_get(const char *name, const struct dpaa2x_devargs *da)
{
	struct dpaa2x_soc_params sp = { .name = DPAA2X_SOC_NAME };
	char err[256];
	void *dtb = NULL;
	int ret;

	if (shared.soc != NULL) {
		if (strcmp(shared.dpl, da->dpl) != 0) {
			DPAA2X_LOG(ERR, "%s: dpl=%s conflicts with dpl=%s already in use: "
				   "all dpaa2x ports of a process share one DPL",
				   name, dpl_text(da->dpl), dpl_text(shared.dpl));
			return -EINVAL;
		}
		if (da->hw_cpu != -1 && hw_cpu_of(da) != shared.hw_cpu) {
			char a[16], b[16];

			DPAA2X_LOG(ERR, "%s: hw_cpu=%s conflicts with hw_cpu=%s already in use",
				   name, cpu_text(a, hw_cpu_of(da)), cpu_text(b, shared.hw_cpu));
			return -EINVAL;
		}
		shared.ports++;
		return 0;
	}
	if (da->dpl[0] != '\0') {
		ret = dpaa2x_dpl_load_file(da->dpl, &dtb, &sp.dtb_len, err, sizeof(err));
		if (ret < 0) {
			DPAA2X_LOG(ERR, "%s: devarg dpl=%s: %s", name, da->dpl, err);
			return ret;
		}
		sp.dtb = dtb;
		sp.dtb_name = da->dpl;
	}
	sp.hw_cpu = da->hw_cpu == -1 ? default_hw_cpu() : hw_cpu_of(da);
	ret = dpaa2x_soc_create(&sp, &shared.soc, err, sizeof(err));
	free(dtb);
	if (ret < 0) {
		DPAA2X_LOG(ERR, "%s: %s", name, err);
		shared.soc = NULL;
		return ret;
	}
	strcpy(shared.dpl, da->dpl);
	shared.hw_cpu = sp.hw_cpu;
	shared.ports = 1;
	return 0;
}

/* The SoC goes when its last port and its last BMan-backed pool are gone. */
void
dpaa2x_shared_soc_gc(void)
{
	if (shared.ports > 0 || shared.soc == NULL)
		return;
	dpaa2x_portals_close_all();
	if (shared.secondary || dpaa2x_soc_destroy(shared.soc) == 0)
		shared.soc = NULL;
	else
		DPAA2X_LOG(DEBUG, "SoC kept: dpaa2x mempools still exist");
}

static void
soc_put(void)
{
	if (shared.ports > 0)
		shared.ports--;
	dpaa2x_shared_soc_gc();
}

static void gen_start_alarm(void *arg);

/* ---------------- copybreak state ---------------- */

/*
 * Small pools are numbered per process, not per port: a pool the
 * application still held mbufs of when its port closed outlives the port,
 * and a port attached later with the same port id must not reuse its name.
 */
static unsigned int cb_pool_seq;

/* The smallest small pool whose buffers hold copybreak bytes; made if none. */
static struct rte_mempool *
cb_pool_for(struct dpaa2x_port *port, uint32_t copybreak)
{
	struct rte_mempool *best = NULL, *mp;
	char name[RTE_MEMPOOL_NAMESIZE];
	uint32_t room = copybreak + RTE_PKTMBUF_HEADROOM;
	unsigned int i;

	for (i = 0; i < port->n_cb_pools; i++) {
		mp = port->cb_pools[i];
		if (rte_pktmbuf_data_room_size(mp) >= room &&
		    (best == NULL || rte_pktmbuf_data_room_size(mp) < rte_pktmbuf_data_room_size(best)))
			best = mp;
	}
	if (best != NULL)
		return best;
	if (port->n_cb_pools == RTE_DIM(port->cb_pools)) {
		DPAA2X_LOG(ERR, "port %u: %u small pools in use; stop the port to free them",
			   port->eth_dev->data->port_id, port->n_cb_pools);
		rte_errno = ENOSPC;
		return NULL;
	}
	/* buffers of at least 128 bytes, whole cache lines */
	room = RTE_ALIGN_CEIL(RTE_MAX(copybreak, 128u), 64) + RTE_PKTMBUF_HEADROOM;
	snprintf(name, sizeof(name), "dpaa2x_cb%u_%u", port->eth_dev->data->port_id,
		 __atomic_fetch_add(&cb_pool_seq, 1, __ATOMIC_RELAXED));
	mp = rte_pktmbuf_pool_create_by_ops(name, DPAA2X_COPY_POOL_SIZE, DPAA2X_COPY_POOL_CACHE,
					    0, room, port->numa_node, DPAA2X_MEMPOOL_OPS_NAME);
	if (mp == NULL) {
		DPAA2X_LOG(ERR, "port %u: cannot create the small pool %s: %s",
			   port->eth_dev->data->port_id, name, rte_strerror(rte_errno));
		return NULL;
	}
	port->cb_pools[port->n_cb_pools++] = mp;
	return mp;
}

/*
 * Publish a new copybreak for the Rx bursts. The state it replaces stays
 * readable until the port stops (a burst may still hold it).
 */
static int
cb_set(struct dpaa2x_port *port, uint32_t copybreak)
{
	struct dpaa2x_cb_state *cb, *old = port->cb;

	if (old != NULL && port->n_retired == RTE_DIM(port->cb_retired)) {
		DPAA2X_LOG(ERR, "port %u: %u copybreak changes since start; stop the port first",
			   port->eth_dev->data->port_id, port->n_retired);
		return -ENOSPC;
	}
	cb = rte_zmalloc_socket("dpaa2x_cb", sizeof(*cb), 0, port->numa_node);
	if (cb == NULL)
		return -ENOMEM;
	cb->copybreak = copybreak;
	if (copybreak > 0) {
		cb->pool = cb_pool_for(port, copybreak);
		if (cb->pool == NULL) {
			rte_free(cb);
			return -rte_errno;
		}
	}
	__atomic_store_n(&port->cb, cb, __ATOMIC_RELEASE);
	if (old != NULL)
		port->cb_retired[port->n_retired++] = old;
	return 0;
}

/*
 * Rx is not running (port stopped): free replaced states, and every small
 * pool that is not the current one (all of them when closing) once all its
 * mbufs are back. A pool the application still holds mbufs of is kept.
 */
static void
cb_gc(struct dpaa2x_port *port, bool closing)
{
	const struct rte_mempool *keep = (!closing && port->cb) ? port->cb->pool : NULL;
	unsigned int i, n = 0;

	for (i = 0; i < port->n_retired; i++)
		rte_free(port->cb_retired[i]);
	port->n_retired = 0;
	if (closing) {
		rte_free(port->cb);
		port->cb = NULL;
	}
	for (i = 0; i < port->n_cb_pools; i++) {
		struct rte_mempool *mp = port->cb_pools[i];
		unsigned int avail = rte_mempool_avail_count(mp);

		if (mp != keep && avail == mp->size) {
			rte_mempool_free(mp);
			continue;
		}
		if (closing)
			DPAA2X_LOG(ERR, "port %u: small pool %s: %u of %u mbufs still held "
				   "by the application: pool not freed",
				   port->eth_dev->data->port_id, mp->name, mp->size - avail,
				   mp->size);
		port->cb_pools[n++] = mp;
	}
	port->n_cb_pools = n;
}

struct dpaa2x_port *
dpaa2x_port_of(uint16_t port_id)
{
	struct rte_eth_dev *dev;

	if (!rte_eth_dev_is_valid_port(port_id))
		return NULL;
	dev = &rte_eth_devices[port_id];
	if (dev->dev_ops != &dpaa2x_ops || dev->data->dev_private == NULL)
		return NULL;
	return dev->data->dev_private;
}

int
rte_pmd_dpaa2x_set_rx_copybreak(uint16_t port_id, uint32_t bytes)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);
	int ret;

	if (port == NULL)
		return -ENODEV;
	if (bytes > DPAA2X_COPYBREAK_MAX) {
		DPAA2X_LOG(ERR, "port %u: copybreak %u is out of range 0..%u",
			   port_id, bytes, DPAA2X_COPYBREAK_MAX);
		return -EINVAL;
	}
	rte_spinlock_lock(&port->cb_lock);
	ret = port->started ? cb_set(port, bytes) : 0;
	if (ret == 0)
		port->da.copybreak = bytes;
	rte_spinlock_unlock(&port->cb_lock);
	return ret;
}

int
rte_pmd_dpaa2x_set_rx_stash(uint16_t port_id, bool on)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);

	if (port == NULL)
		return -ENODEV;
	port->da.stash = on;
	return 0;
}

uint64_t
rte_pmd_dpaa2x_rx_wait_cycles(uint16_t port_id, uint16_t queue_id)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);
	const struct dpaa2x_rxq *q;

	if (port == NULL || queue_id >= port->eth_dev->data->nb_rx_queues)
		return 0;
	q = port->eth_dev->data->rx_queues[queue_id];
	return q != NULL ? DPAA2X_CTR(q->st.wait.cycles) + DPAA2X_CTR(q->st.idle_wait_cycles) : 0;
}

int
rte_pmd_dpaa2x_hw_step(unsigned int flags)
{
	if (shared.soc == NULL || shared.secondary)
		return -ENODEV;
	if (flags & ~RTE_PMD_DPAA2X_STEP_PULLS)
		return -EINVAL;
	return flags ? dpaa2x_soc_step_pulls(shared.soc) : dpaa2x_soc_step(shared.soc);
}

int
rte_pmd_dpaa2x_get_rx_copybreak(uint16_t port_id, uint32_t *bytes)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);

	if (port == NULL)
		return -ENODEV;
	if (bytes == NULL)
		return -EINVAL;
	*bytes = port->da.copybreak;
	return 0;
}

int
rte_pmd_dpaa2x_gen_conf_get(uint16_t port_id, struct rte_pmd_dpaa2x_gen_conf *conf)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);
	const struct dpaa2x_gen_params *gp;

	if (port == NULL)
		return -ENODEV;
	if (conf == NULL)
		return -EINVAL;
	gp = &port->da.gp;
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
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);
	struct dpaa2x_wire_stats ws;
	struct dpaa2x_gen_params gp;
	char err[160];
	int ret;

	if (port == NULL)
		return -ENODEV;
	if (conf == NULL || conf->n_sizes == 0 || conf->n_sizes > DPAA2X_GEN_MAX_SIZES)
		return -EINVAL;
	if (dpaa2x_wire_get_stats(port->soc, port->dpni_id, &ws) == 0 && ws.gen_running)
		return -EBUSY;
	gp = port->da.gp;
	memcpy(gp.sizes, conf->sizes, sizeof(gp.sizes));
	gp.n_sizes = conf->n_sizes;
	gp.flows = conf->flows;
	gp.rate_pps = conf->rate_pps;
	gp.count = conf->count;
	gp.ttl = conf->ttl;
	if (dpaa2x_wire_gen_check(&gp, port->attr.max_frame_len, err, sizeof(err)) < 0) {
		DPAA2X_LOG(ERR, "port %u: %s", port_id, err);
		return -EINVAL;
	}
	ret = dpaa2x_wire_gen_config(port->soc, port->dpni_id, &gp);
	if (ret == 0)
		port->da.gp = gp;
	return ret;
}

int
rte_pmd_dpaa2x_gen_start(uint16_t port_id)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);

	if (port == NULL)
		return -ENODEV;
	if (!port->started)
		return -EIO;
	return dpaa2x_wire_gen_start(port->soc, port->dpni_id);
}

int
rte_pmd_dpaa2x_gen_stop(uint16_t port_id)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);

	if (port == NULL)
		return -ENODEV;
	rte_eal_alarm_cancel(gen_start_alarm, port);
	return dpaa2x_wire_gen_stop(port->soc, port->dpni_id);
}

int
rte_pmd_dpaa2x_wire_stats_get(uint16_t port_id, struct rte_pmd_dpaa2x_wire_stats *st)
{
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);
	struct dpaa2x_wire_stats w;
	int ret;

	if (port == NULL)
		return -ENODEV;
	if (st == NULL)
		return -EINVAL;
	ret = dpaa2x_wire_get_stats(port->soc, port->dpni_id, &w);
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
	struct dpaa2x_port *port = dpaa2x_port_of(port_id);
	struct dpaa2x_wire_stats w;
	int ret;

	if (port == NULL)
		return -ENODEV;
	if (dpaa2x_wire_get_stats(port->soc, port->dpni_id, &w) == 0 && w.gen_running)
		return -EBUSY;
	ret = dpaa2x_wire_reset_stats(port->soc, port->dpni_id);
	if (ret == 0)
		memset(&port->wire_base, 0, sizeof(port->wire_base));
	return ret;
}

/* ---------------- control operations ---------------- */

static uint32_t
rss_fields(uint64_t rss_hf)
{
	uint32_t f = 0;

	if (rss_hf & (RTE_ETH_RSS_IP | RTE_ETH_RSS_IPV4 | RTE_ETH_RSS_IPV6))
		f |= DPAA2X_DIST_IPSRC | DPAA2X_DIST_IPDST | DPAA2X_DIST_PROTO;
	if (rss_hf & (RTE_ETH_RSS_TCP | RTE_ETH_RSS_UDP | RTE_ETH_RSS_NONFRAG_IPV4_TCP |
		      RTE_ETH_RSS_NONFRAG_IPV4_UDP | RTE_ETH_RSS_NONFRAG_IPV6_TCP |
		      RTE_ETH_RSS_NONFRAG_IPV6_UDP))
		f |= DPAA2X_DIST_L4SRC | DPAA2X_DIST_L4DST;
	return f;
}

#define DPAA2X_RSS_OFFLOAD (RTE_ETH_RSS_IP | RTE_ETH_RSS_TCP | RTE_ETH_RSS_UDP)

static int
dpaa2x_dev_configure(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct rte_eth_rss_conf *rss = &dev->data->dev_conf.rx_adv_conf.rss_conf;

	port->rss_hf = dev->data->dev_conf.rxmode.mq_mode & RTE_ETH_MQ_RX_RSS_FLAG ?
		(rss->rss_hf & DPAA2X_RSS_OFFLOAD) : DPAA2X_RSS_OFFLOAD;
	if (rss->rss_key != NULL && rss->rss_key_len == DPAA2X_RSS_KEY_LEN)
		memcpy(port->rss_key, rss->rss_key, DPAA2X_RSS_KEY_LEN);
	/* make the small pool now: start is when frames begin to arrive */
	if (port->da.copybreak > 0 && cb_pool_for(port, port->da.copybreak) == NULL)
		return -rte_errno;
	return 0;
}

static int
dpaa2x_dev_infos_get(struct rte_eth_dev *dev, struct rte_eth_dev_info *info)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	const struct dpaa2x_dpni_attr *a = &port->attr;

	info->max_mac_addrs = 1 + a->mac_filter_entries;
	info->max_rx_pktlen = DPAA2X_MAX_FRAME;
	info->min_mtu = RTE_ETHER_MIN_MTU;
	info->max_mtu = DPAA2X_MAX_FRAME - RTE_ETHER_HDR_LEN - RTE_ETHER_CRC_LEN;
	info->min_rx_bufsize = RTE_PKTMBUF_HEADROOM + RTE_ETHER_MIN_LEN;
	info->max_rx_queues = a->num_rx_queues;
	info->max_rx_mempools = DPAA2X_MAX_POOLS_PER_DPNI;	/* WRIOP picks by size */
	info->max_tx_queues = a->num_tx_queues;
	info->rx_offload_capa = RTE_ETH_RX_OFFLOAD_IPV4_CKSUM | RTE_ETH_RX_OFFLOAD_UDP_CKSUM |
		RTE_ETH_RX_OFFLOAD_TCP_CKSUM | RTE_ETH_RX_OFFLOAD_RSS_HASH;
	info->tx_offload_capa = RTE_ETH_TX_OFFLOAD_MULTI_SEGS;
	info->flow_type_rss_offloads = DPAA2X_RSS_OFFLOAD;
	info->hash_key_size = DPAA2X_RSS_KEY_LEN;
	info->rx_desc_lim.nb_max = a->rx_fq_depth;
	info->rx_desc_lim.nb_min = 1;
	info->rx_desc_lim.nb_align = 1;
	info->tx_desc_lim.nb_max = a->tx_fq_depth;
	info->tx_desc_lim.nb_min = 1;
	info->tx_desc_lim.nb_align = 1;
	info->default_rxportconf.burst_size = DPAA2X_RX_BURST_MAX;
	info->default_txportconf.burst_size = DPAA2X_TX_BURST_MAX;
	info->default_rxportconf.ring_size = a->rx_fq_depth;
	info->default_txportconf.ring_size = a->tx_fq_depth;
	info->speed_capa = rte_eth_speed_bitflag(a->link_speed_mbps, RTE_ETH_LINK_FULL_DUPLEX);
	return 0;
}

/* A pool Rx may fill: BMan-backed (ops dpaa2x) and room for a minimal frame. */
static int
rx_pool_check(struct rte_eth_dev *dev, uint16_t qid, struct rte_mempool *mp)
{
	if (!dpaa2x_mempool_is_ours(mp)) {
		DPAA2X_LOG(ERR, "port %u rx queue %u: mempool %s uses ops '%s'; dpaa2x "
			   "receives only into pools with ops '%s' (create the pool after "
			   "probing a dpaa2x port)", dev->data->port_id, qid, mp->name,
			   rte_mempool_get_ops(mp->ops_index)->name, DPAA2X_MEMPOOL_OPS_NAME);
		return -EINVAL;
	}
	if (rte_pktmbuf_data_room_size(mp) < RTE_PKTMBUF_HEADROOM + RTE_ETHER_MIN_LEN) {
		DPAA2X_LOG(ERR, "port %u rx queue %u: mempool %s data room %u is below %u",
			   dev->data->port_id, qid, mp->name, rte_pktmbuf_data_room_size(mp),
			   RTE_PKTMBUF_HEADROOM + RTE_ETHER_MIN_LEN);
		return -EINVAL;
	}
	return 0;
}

/*
 * mp, or several pools in conf->rx_mempools: the dpni then takes buffers
 * from all of them, WRIOP picking for each frame the smallest buffer it
 * fits in (DPAA2's pool selection by size).
 */
static int
dpaa2x_rx_queue_setup(struct rte_eth_dev *dev, uint16_t qid, uint16_t nb_desc,
		      unsigned int socket, const struct rte_eth_rxconf *conf,
		      struct rte_mempool *mp)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct rte_mempool *const *pools = mp != NULL ? &mp : conf->rx_mempools;
	uint16_t n = mp != NULL ? 1 : conf->rx_nmempool, i;
	struct dpaa2x_rxq *q;

	RTE_SET_USED(nb_desc);
	for (i = 0; i < n; i++)
		if (rx_pool_check(dev, qid, pools[i]) < 0)
			return -EINVAL;
	q = rte_zmalloc_socket("dpaa2x_rxq", sizeof(*q), RTE_CACHE_LINE_SIZE,
			       socket == (unsigned int)SOCKET_ID_ANY ? port->numa_node : (int)socket);
	if (q == NULL)
		return -ENOMEM;
	q->port = port;
	q->fqid = port->attr.rx_fqid[qid];
	q->queue_id = qid;
	q->port_id = dev->data->port_id;
	for (i = 0; i < n; i++) {
		q->mps[i] = pools[i];
		if (q->mp == NULL ||
		    rte_pktmbuf_data_room_size(pools[i]) > rte_pktmbuf_data_room_size(q->mp))
			q->mp = pools[i];
	}
	q->n_mps = (uint8_t)n;
	dpaa2x_rxq_portal_open(q);
	dev->data->rx_queues[qid] = q;
	return 0;
}

/* total += c, for queue counter structs (uint64_t fields only); c may be
 * a live queue's, written meanwhile by its lcore (DPAA2X_CTR_ADD). */
static void
counters_add(void *total, const void *c, size_t size)
{
	uint64_t *t = total;
	const uint64_t *v = c;
	size_t i;

	for (i = 0; i < size / sizeof(uint64_t); i++)
		t[i] += __atomic_load_n(&v[i], __ATOMIC_RELAXED);
}

static void
dpaa2x_rx_queue_release(struct rte_eth_dev *dev, uint16_t qid)
{
	struct dpaa2x_rxq *q = dev->data->rx_queues[qid];

	if (q == NULL)
		return;
	dpaa2x_rxq_drain(q);
	dpaa2x_rxq_portal_close(q);
	counters_add(&q->port->rx_retired, &q->st, sizeof(q->st));	/* counted until the next reset */
	rte_free(q);
	dev->data->rx_queues[qid] = NULL;
}

static int
dpaa2x_tx_queue_setup(struct rte_eth_dev *dev, uint16_t qid, uint16_t nb_desc,
		      unsigned int socket, const struct rte_eth_txconf *conf)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_txq *q;

	RTE_SET_USED(nb_desc);
	RTE_SET_USED(conf);
	q = rte_zmalloc_socket("dpaa2x_txq", sizeof(*q), RTE_CACHE_LINE_SIZE,
			       socket == (unsigned int)SOCKET_ID_ANY ? port->numa_node : (int)socket);
	if (q == NULL)
		return -ENOMEM;
	q->port = port;
	q->fqid = port->attr.tx_fqid[qid];
	q->conf_fqid = port->attr.txconf_fqid[qid];
	q->queue_id = qid;
	dev->data->tx_queues[qid] = q;
	return 0;
}

/* Wait (bounded) until the hardware has confirmed every FD sent with CFM. */
static void
txq_drain(struct dpaa2x_txq *q)
{
	uint64_t deadline = rte_get_timer_cycles() + rte_get_timer_hz();

	while (q->conf_pending != 0 && rte_get_timer_cycles() < deadline)
		if (dpaa2x_tx_conf_drain(q, UINT32_MAX) == 0 && !dpaa2x_hw_nudge())
			rte_delay_us_sleep(100);
	if (q->conf_pending != 0)
		DPAA2X_LOG(ERR, "port %u tx queue %u: %u confirmations never came back",
			   q->port->eth_dev->data->port_id, q->queue_id, q->conf_pending);
}

static void
dpaa2x_tx_queue_release(struct rte_eth_dev *dev, uint16_t qid)
{
	struct dpaa2x_txq *q = dev->data->tx_queues[qid];

	if (q == NULL)
		return;
	txq_drain(q);
	counters_add(&q->port->tx_retired, &q->st, sizeof(q->st));
	rte_free(q);
	dev->data->tx_queues[qid] = NULL;
}

/* The dpni takes buffers from the distinct pools of the Rx queues. */
static int
port_set_pools(struct rte_eth_dev *dev, struct dpaa2x_port *port)
{
	uint16_t bpid[DPAA2X_MAX_POOLS_PER_DPNI];
	uint32_t size[DPAA2X_MAX_POOLS_PER_DPNI];
	unsigned int n = 0, i, j, k;

	for (i = 0; i < dev->data->nb_rx_queues; i++) {
		struct dpaa2x_rxq *q = dev->data->rx_queues[i];

		for (k = 0; k < q->n_mps; k++) {
			uint16_t b = dpaa2x_mempool_bpid(q->mps[k]);

			for (j = 0; j < n && bpid[j] != b; j++)
				;
			if (j < n)
				continue;
			if (n == DPAA2X_MAX_POOLS_PER_DPNI) {
				DPAA2X_LOG(ERR, "port %u: Rx queues use more than %d pools",
					   dev->data->port_id, DPAA2X_MAX_POOLS_PER_DPNI);
				return -EINVAL;
			}
			bpid[n] = b;
			size[n++] = rte_pktmbuf_data_room_size(q->mps[k]);
		}
	}
	if (n == 0) {
		DPAA2X_LOG(ERR, "port %u: no Rx queue set up", dev->data->port_id);
		return -EINVAL;
	}
	port->lin_pool = ((struct dpaa2x_rxq *)dev->data->rx_queues[0])->mp;
	return dpaa2x_dpni_set_pools(port->soc, port->dpni_id, bpid, size, n);
}

/* gen_delay: the tester starts sending a while after the port started. */
static void
gen_start_alarm(void *arg)
{
	struct dpaa2x_port *port = arg;
	int ret = dpaa2x_wire_gen_start(port->soc, port->dpni_id);

	if (ret < 0 && ret != -ENOTSUP)		/* -ENOTSUP: no generator wire */
		DPAA2X_LOG(ERR, "port %u: generator did not start: %s",
			   port->eth_dev->data->port_id, strerror(-ret));
}

static int
dpaa2x_dev_start(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	/* annotation in the mbuf headroom, frame at RTE_PKTMBUF_HEADROOM */
	struct dpaa2x_buf_layout bl = { .priv_size = 0, .data_offset = RTE_PKTMBUF_HEADROOM };
	/* as DPDK's dpaa2 on LS2088A: one line of annotation, one of frame */
	struct dpaa2x_rx_stash rs = { port->da.stash, port->da.stash };
	uint16_t i;
	int ret;

	ret = dpaa2x_dpni_set_buffer_layout(port->soc, port->dpni_id, &bl);
	if (ret == 0)
		ret = dpaa2x_dpni_set_rx_stash(port->soc, port->dpni_id, &rs);
	if (ret == 0)
		ret = port_set_pools(dev, port);
	if (ret == 0)
		ret = dpaa2x_dpni_set_rx_dist(port->soc, port->dpni_id, rss_fields(port->rss_hf),
					      dev->data->nb_rx_queues, port->rss_key);
	if (ret == 0)
		ret = dpaa2x_dpni_set_max_frame_length(port->soc, port->dpni_id,
			dev->data->mtu + RTE_ETHER_HDR_LEN + RTE_ETHER_CRC_LEN);
	if (ret < 0)
		return ret;
	rte_spinlock_lock(&port->cb_lock);
	ret = cb_set(port, port->da.copybreak);
	rte_spinlock_unlock(&port->cb_lock);
	if (ret < 0)
		return ret;
	ret = dpaa2x_dpni_enable(port->soc, port->dpni_id);
	if (ret < 0)
		return ret;
	if (port->da.gen && port->da.gen_delay_ms == 0)
		dpaa2x_wire_gen_start(port->soc, port->dpni_id);
	else if (port->da.gen &&
		 (ret = rte_eal_alarm_set(port->da.gen_delay_ms * 1000ULL, gen_start_alarm, port)) < 0)
		DPAA2X_LOG(ERR, "port %u: cannot delay the generator: %s",
			   dev->data->port_id, strerror(-ret));
	port->started = true;
	for (i = 0; i < dev->data->nb_rx_queues; i++)
		dev->data->rx_queue_state[i] = RTE_ETH_QUEUE_STATE_STARTED;
	for (i = 0; i < dev->data->nb_tx_queues; i++)
		dev->data->tx_queue_state[i] = RTE_ETH_QUEUE_STATE_STARTED;
	dev->data->dev_link.link_status = RTE_ETH_LINK_UP;
	return 0;
}

/*
 * Before the dpni is disabled: wait (bounded) until the hardware has sent
 * what Tx enqueued. A disabled dpni sends nothing, so FDs left on a Tx FQ
 * would hold their buffers until the dpni is enabled again (maybe by the
 * next port attached to it, after their pool is gone).
 */
static void
tx_fqs_wait_empty(struct rte_eth_dev *dev, struct dpaa2x_port *port)
{
	uint64_t deadline = rte_get_timer_cycles() + rte_get_timer_hz();
	struct dpaa2x_fq_stats st;
	uint16_t i;

	for (i = 0; i < dev->data->nb_tx_queues; i++) {
		st.depth_frames = 0;
		while (dpaa2x_fq_get_stats(port->soc, port->attr.tx_fqid[i], &st) == 0 &&
		       st.depth_frames != 0 && rte_get_timer_cycles() < deadline)
			if (!dpaa2x_hw_nudge())
				rte_delay_us_sleep(10);
		if (st.depth_frames != 0)
			DPAA2X_LOG(ERR, "port %u tx queue %u: %u frames not sent at stop",
				   dev->data->port_id, i, st.depth_frames);
	}
}

static int
dpaa2x_dev_stop(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	uint16_t i;

	if (!port->started)
		return 0;
	rte_eal_alarm_cancel(gen_start_alarm, port);
	dpaa2x_wire_gen_stop(port->soc, port->dpni_id);
	tx_fqs_wait_empty(dev, port);
	dpaa2x_dpni_disable(port->soc, port->dpni_id);
	for (i = 0; i < dev->data->nb_rx_queues; i++) {
		if (dev->data->rx_queues[i] != NULL)
			dpaa2x_rxq_drain(dev->data->rx_queues[i]);
		dev->data->rx_queue_state[i] = RTE_ETH_QUEUE_STATE_STOPPED;
	}
	for (i = 0; i < dev->data->nb_tx_queues; i++) {
		if (dev->data->tx_queues[i] != NULL)
			txq_drain(dev->data->tx_queues[i]);
		dev->data->tx_queue_state[i] = RTE_ETH_QUEUE_STATE_STOPPED;
	}
	port->started = false;
	rte_spinlock_lock(&port->cb_lock);
	cb_gc(port, false);
	rte_spinlock_unlock(&port->cb_lock);
	dev->data->dev_link.link_status = RTE_ETH_LINK_DOWN;
	return 0;
}

/* What the tester behind the dpmac saw, for the log at close. */
static void
wire_summary(const struct dpaa2x_port *port)
{
	struct dpaa2x_wire_stats w;

	if (dpaa2x_wire_get_stats(port->soc, port->dpni_id, &w) < 0)
		return;
	DPAA2X_LOG(INFO, "port %u wire: generated %" PRIu64 ", sink %" PRIu64 " frames, lost %"
		   PRIu64 ", reordered %" PRIu64 ", corrupted %" PRIu64 ", foreign %" PRIu64
		   ", ttl %u..%u, never seen %" PRIu64, port->eth_dev->data->port_id, w.gen_frames,
		   w.sink_frames, w.sink_lost, w.sink_reordered, w.sink_corrupted, w.sink_foreign,
		   w.sink_ttl_min, w.sink_ttl_max, w.gen_never_seen);
}

/* The port's frame accounting, for the log at close (after the stop). */
static void
audit_summary(const struct rte_eth_dev *dev)
{
	const struct dpaa2x_port *port = dev->data->dev_private;
	struct rte_pmd_dpaa2x_audit a;
	char why[256];
	int ret = rte_pmd_dpaa2x_audit(dev->data->port_id, 0, &a, why, sizeof(why));

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
}

static int
dpaa2x_dev_close(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	uint16_t i;

	if (rte_eal_process_type() != RTE_PROC_PRIMARY) {
		soc_put();
		return 0;
	}
	dpaa2x_dev_stop(dev);
	audit_summary(dev);
	for (i = 0; i < dev->data->nb_rx_queues; i++)
		dpaa2x_rx_queue_release(dev, i);
	for (i = 0; i < dev->data->nb_tx_queues; i++)
		dpaa2x_tx_queue_release(dev, i);
	cb_gc(port, true);
	wire_summary(port);
	if (port->dpni_open)
		dpaa2x_dpni_close(port->soc, port->dpni_id);
	port->dpni_open = false;
	soc_put();
	return 0;
}

static int
dpaa2x_link_update(struct rte_eth_dev *dev, int wait)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct rte_eth_link link = { 0 };
	struct dpaa2x_link l;

	RTE_SET_USED(wait);
	if (dpaa2x_dpni_get_link(port->soc, port->dpni_id, &l) < 0)
		return -1;
	link.link_speed = l.speed_mbps;
	link.link_duplex = l.full_duplex ? RTE_ETH_LINK_FULL_DUPLEX : RTE_ETH_LINK_HALF_DUPLEX;
	link.link_status = (l.up && port->started) ? RTE_ETH_LINK_UP : RTE_ETH_LINK_DOWN;
	link.link_autoneg = RTE_ETH_LINK_FIXED;
	return rte_eth_linkstatus_set(dev, &link);
}

static int
set_promisc(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	return dpaa2x_dpni_set_promisc(port->soc, port->dpni_id, dev->data->promiscuous,
				       dev->data->promiscuous || dev->data->all_multicast);
}

/* ethdev sets data->promiscuous/all_multicast only after we return 0. */
static int dpaa2x_promisc_enable(struct rte_eth_dev *dev)
{ dev->data->promiscuous = 1; return set_promisc(dev); }
static int dpaa2x_promisc_disable(struct rte_eth_dev *dev)
{ dev->data->promiscuous = 0; return set_promisc(dev); }
static int dpaa2x_allmulti_enable(struct rte_eth_dev *dev)
{ dev->data->all_multicast = 1; return set_promisc(dev); }
static int dpaa2x_allmulti_disable(struct rte_eth_dev *dev)
{ dev->data->all_multicast = 0; return set_promisc(dev); }

static int
dpaa2x_mac_addr_set(struct rte_eth_dev *dev, struct rte_ether_addr *addr)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	return dpaa2x_dpni_set_primary_mac(port->soc, port->dpni_id, addr->addr_bytes);
}

static int
dpaa2x_mac_addr_add(struct rte_eth_dev *dev, struct rte_ether_addr *addr,
		    uint32_t index, uint32_t pool)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	RTE_SET_USED(index);
	RTE_SET_USED(pool);
	return dpaa2x_dpni_add_mac(port->soc, port->dpni_id, addr->addr_bytes);
}

static void
dpaa2x_mac_addr_remove(struct rte_eth_dev *dev, uint32_t index)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	dpaa2x_dpni_remove_mac(port->soc, port->dpni_id,
			       dev->data->mac_addrs[index].addr_bytes);
}

static int
dpaa2x_mtu_set(struct rte_eth_dev *dev, uint16_t mtu)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	return dpaa2x_dpni_set_max_frame_length(port->soc, port->dpni_id,
		(uint32_t)mtu + RTE_ETHER_HDR_LEN + RTE_ETHER_CRC_LEN);
}

void
dpaa2x_rx_totals(const struct rte_eth_dev *dev, struct dpaa2x_rxq_stats *t)
{
	const struct dpaa2x_port *port = dev->data->dev_private;
	uint16_t i;

	*t = port->rx_retired;
	for (i = 0; i < dev->data->nb_rx_queues; i++) {
		const struct dpaa2x_rxq *q = dev->data->rx_queues[i];

		if (q != NULL)
			counters_add(t, &q->st, sizeof(q->st));
	}
}

void
dpaa2x_tx_totals(const struct rte_eth_dev *dev, struct dpaa2x_txq_stats *t)
{
	const struct dpaa2x_port *port = dev->data->dev_private;
	uint16_t i;

	*t = port->tx_retired;
	for (i = 0; i < dev->data->nb_tx_queues; i++) {
		const struct dpaa2x_txq *q = dev->data->tx_queues[i];

		if (q != NULL)
			counters_add(t, &q->st, sizeof(q->st));
	}
}

static int
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
		st->ierrors += dpaa2x_since(hw.ing_runt + hw.ing_oversize,
				     port->hw_base.ing_runt + port->hw_base.ing_oversize);
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

		if (q != NULL)
			memset(&q->st, 0, sizeof(q->st));
	}
	for (i = 0; i < dev->data->nb_tx_queues; i++) {
		struct dpaa2x_txq *q = dev->data->tx_queues[i];

		if (q != NULL)
			memset(&q->st, 0, sizeof(q->st));
	}
	memset(&port->rx_retired, 0, sizeof(port->rx_retired));
	memset(&port->tx_retired, 0, sizeof(port->tx_retired));
}

static int
dpaa2x_stats_reset(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	sw_stats_reset(dev);
	dpaa2x_dpni_get_stats(port->soc, port->dpni_id, &port->hw_base);
	dpaa2x_wire_get_stats(port->soc, port->dpni_id, &port->wire_base);
	dpaa2x_wire_reset_latency(port->soc, port->dpni_id);	/* not counters: restart */
	/* frames in flight now are counted on one side of the reset only */
	port->reset_live = port->started;
	return 0;
}

/* ---------------- xstats ---------------- */

struct xstat_src {
	struct dpaa2x_dpni_stats hw;
	struct dpaa2x_wire_stats wire;
	struct dpaa2x_bpool_stats bp;
	struct dpaa2x_rxq_stats rx;
	struct dpaa2x_txq_stats tx;
};

enum xs_kind { XS_SW, XS_HW, XS_WIRE, XS_BP, XS_LAT };

struct xstat_def {
	const char *name;
	enum xs_kind kind;
	size_t off;
};

#define XSW(n, f) { n, XS_SW, offsetof(struct xstat_src, f) }
#define XHW(n, f) { n, XS_HW, offsetof(struct xstat_src, hw.f) }
#define XWI(n, f) { n, XS_WIRE, offsetof(struct xstat_src, wire.f) }
#define XLA(n, f) { n, XS_LAT, offsetof(struct xstat_src, wire.f) }
#define XBP(n, f) { n, XS_BP, offsetof(struct xstat_src, bp.f) }

static const struct xstat_def xstat_defs[] = {
	XSW("rx_copybreak_packets", rx.copy_packets),
	XSW("rx_copybreak_bytes", rx.copy_bytes),
	XSW("rx_zerocopy_packets", rx.zerocopy_packets),
	XSW("rx_copy_pool_empty", rx.copy_pool_empty),
	XSW("rx_bad_fd_discards", rx.bad_fd),
	XSW("rx_stop_discards", rx.stop_discards),
	XSW("rx_pull_wait_cycles", rx.wait.cycles),
	XSW("rx_pull_waits", rx.wait.waits),
	XSW("rx_pull_idle_wait_cycles", rx.idle_wait_cycles),
	XSW("tx_confirmed_packets", tx.confirmed),
	XSW("tx_queue_full", tx.full),
	XSW("tx_linearised_packets", tx.copied),
	XSW("tx_conf_wait_cycles", tx.conf_wait.cycles),
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
	XHW("hw_tx_frames", egr_frames),
	XHW("hw_tx_bytes", egr_bytes),
	XHW("hw_tx_discards", egr_discards),
	XHW("hw_tx_confirmed", egr_confirmed),
	XBP("bpool_free_buffers", free),
	XBP("bpool_depletion_events", depletion_events),
	XWI("wire_gen_frames", gen_frames),
	XWI("wire_gen_bytes", gen_bytes),
	XWI("wire_gen_never_seen", gen_never_seen),
	XWI("wire_gen_pause_frames", partner_pause),
	XWI("wire_gen_xon_frames", partner_xon),
	XWI("wire_sink_frames", sink_frames),
	XWI("wire_sink_bytes", sink_bytes),
	XWI("wire_sink_lost", sink_lost),
	XWI("wire_sink_reordered", sink_reordered),
	XWI("wire_sink_corrupted", sink_corrupted),
	XWI("wire_sink_foreign", sink_foreign),
	XLA("wire_sink_latency_min_ns", lat_min_ns),
	XLA("wire_sink_latency_avg_ns", lat_avg_ns),
	XLA("wire_sink_latency_max_ns", lat_max_ns),
};

static void
xstat_collect(struct rte_eth_dev *dev, struct xstat_src *s)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_rxq *q0 = dev->data->nb_rx_queues ? dev->data->rx_queues[0] : NULL;

	memset(s, 0, sizeof(*s));
	dpaa2x_rx_totals(dev, &s->rx);
	dpaa2x_tx_totals(dev, &s->tx);
	dpaa2x_dpni_get_stats(port->soc, port->dpni_id, &s->hw);
	dpaa2x_wire_get_stats(port->soc, port->dpni_id, &s->wire);
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
	/* hardware and wire counters count from the last stats reset */
	if (d->kind == XS_HW)
		v = dpaa2x_since(v, *(const uint64_t *)((const char *)&port->hw_base + d->off -
					       offsetof(struct xstat_src, hw)));
	else if (d->kind == XS_WIRE)
		v = dpaa2x_since(v, *(const uint64_t *)((const char *)&port->wire_base + d->off -
					       offsetof(struct xstat_src, wire)));
	return v;
}

static int
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

static int
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

/* ---------------- RSS, ptypes, info ---------------- */

static int
dpaa2x_rss_hash_update(struct rte_eth_dev *dev, struct rte_eth_rss_conf *conf)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	if (conf->rss_hf & ~DPAA2X_RSS_OFFLOAD)
		return -EINVAL;
	if (conf->rss_key != NULL) {
		if (conf->rss_key_len != DPAA2X_RSS_KEY_LEN)
			return -EINVAL;
		memcpy(port->rss_key, conf->rss_key, DPAA2X_RSS_KEY_LEN);
	}
	port->rss_hf = conf->rss_hf;
	if (!port->started)
		return 0;
	return dpaa2x_dpni_set_rx_dist(port->soc, port->dpni_id, rss_fields(port->rss_hf),
				       dev->data->nb_rx_queues, port->rss_key);
}

static int
dpaa2x_rss_hash_conf_get(struct rte_eth_dev *dev, struct rte_eth_rss_conf *conf)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	conf->rss_hf = port->rss_hf;
	if (conf->rss_key != NULL && conf->rss_key_len >= DPAA2X_RSS_KEY_LEN)
		memcpy(conf->rss_key, port->rss_key, DPAA2X_RSS_KEY_LEN);
	conf->rss_key_len = DPAA2X_RSS_KEY_LEN;
	return 0;
}

static const uint32_t *
dpaa2x_supported_ptypes(struct rte_eth_dev *dev)
{
	static const uint32_t ptypes[] = {
		RTE_PTYPE_L2_ETHER, RTE_PTYPE_L2_ETHER_VLAN, RTE_PTYPE_L2_ETHER_QINQ,
		RTE_PTYPE_L3_IPV4, RTE_PTYPE_L3_IPV4_EXT, RTE_PTYPE_L3_IPV6,
		RTE_PTYPE_L3_IPV6_EXT, RTE_PTYPE_L4_TCP, RTE_PTYPE_L4_UDP,
		RTE_PTYPE_L4_ICMP, RTE_PTYPE_L4_FRAG, RTE_PTYPE_L4_NONFRAG,
		RTE_PTYPE_UNKNOWN
	};

	RTE_SET_USED(dev);
	return ptypes;
}

static int
dpaa2x_fw_version_get(struct rte_eth_dev *dev, char *fw, size_t len)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_soc_info si;
	int n;

	dpaa2x_soc_get_info(port->soc, &si);
	n = snprintf(fw, len, "%s", si.mc_version) + 1;
	return (size_t)n > len ? n : 0;
}

static void
dpaa2x_rxq_info_get(struct rte_eth_dev *dev, uint16_t qid, struct rte_eth_rxq_info *qinfo)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_rxq *q = dev->data->rx_queues[qid];

	qinfo->mp = q->mp;
	qinfo->nb_desc = port->attr.rx_fq_depth;
	qinfo->rx_buf_size = rte_pktmbuf_data_room_size(q->mp) - RTE_PKTMBUF_HEADROOM;
}

static void
dpaa2x_txq_info_get(struct rte_eth_dev *dev, uint16_t qid, struct rte_eth_txq_info *qinfo)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	RTE_SET_USED(qid);
	qinfo->nb_desc = port->attr.tx_fq_depth;
}

static int
dpaa2x_tx_done_cleanup(void *txq, uint32_t free_cnt)
{
	return dpaa2x_tx_conf_drain(txq, free_cnt ? free_cnt : UINT32_MAX);
}

static int dpaa2x_dev_reset(struct rte_eth_dev *dev);

static const struct eth_dev_ops dpaa2x_ops = {
	.dev_configure = dpaa2x_dev_configure,
	.dev_infos_get = dpaa2x_dev_infos_get,
	.dev_start = dpaa2x_dev_start,
	.dev_stop = dpaa2x_dev_stop,
	.dev_close = dpaa2x_dev_close,
	.dev_reset = dpaa2x_dev_reset,
	.link_update = dpaa2x_link_update,
	.promiscuous_enable = dpaa2x_promisc_enable,
	.promiscuous_disable = dpaa2x_promisc_disable,
	.allmulticast_enable = dpaa2x_allmulti_enable,
	.allmulticast_disable = dpaa2x_allmulti_disable,
	.mac_addr_set = dpaa2x_mac_addr_set,
	.mac_addr_add = dpaa2x_mac_addr_add,
	.mac_addr_remove = dpaa2x_mac_addr_remove,
	.mtu_set = dpaa2x_mtu_set,
	.stats_get = dpaa2x_stats_get,
	.stats_reset = dpaa2x_stats_reset,
	.xstats_get = dpaa2x_xstats_get,
	.xstats_get_names = dpaa2x_xstats_get_names,
	.xstats_reset = dpaa2x_stats_reset,
	.rss_hash_update = dpaa2x_rss_hash_update,
	.rss_hash_conf_get = dpaa2x_rss_hash_conf_get,
	.dev_supported_ptypes_get = dpaa2x_supported_ptypes,
	.fw_version_get = dpaa2x_fw_version_get,
	.rx_queue_setup = dpaa2x_rx_queue_setup,
	.rx_queue_release = dpaa2x_rx_queue_release,
	.tx_queue_setup = dpaa2x_tx_queue_setup,
	.tx_queue_release = dpaa2x_tx_queue_release,
	.rxq_info_get = dpaa2x_rxq_info_get,
	.txq_info_get = dpaa2x_txq_info_get,
	.tx_done_cleanup = dpaa2x_tx_done_cleanup,
	.flow_ctrl_get = dpaa2x_flow_ctrl_get,
	.flow_ctrl_set = dpaa2x_flow_ctrl_set,
};

/* ---------------- probe / remove ---------------- */

/* Generator defaults that make stock apps see traffic they can route. */
static int
port_gen_config(const char *name, struct dpaa2x_port *port, unsigned int index)
{
	struct dpaa2x_gen_params gp = port->da.gp;
	char err[160];

	if (!port->da.gen_dst_mac_set)
		memcpy(gp.dst_mac, port->attr.mac, 6);
	/* l3fwd's default routes: 198.18.N.0/24 leave on port N */
	if (!port->da.gen_dst_ip_set)
		gp.dst_ip = RTE_IPV4(198u, 18, (index ^ 1) & 0xff, 1);
	if (!port->da.gen_src_ip_set)
		gp.src_ip = RTE_IPV4(198u, 19, index & 0xff, 1);
	if (dpaa2x_wire_gen_check(&gp, port->attr.max_frame_len, err, sizeof(err)) < 0) {
		DPAA2X_LOG(ERR, "%s: %s", name, err);
		return -EINVAL;
	}
	port->da.gp = gp;
	return dpaa2x_wire_gen_config(port->soc, port->dpni_id, &gp);
}

/* dpni= or the first dpni of the DPL that no port has opened yet. */
static int
port_open_dpni(const char *name, struct dpaa2x_port *port, unsigned int *index)
{
	struct dpaa2x_soc_info si;
	unsigned int i;
	int ret = -ENODEV;

	dpaa2x_soc_get_info(port->soc, &si);
	for (i = 0; i < si.num_dpni; i++) {
		if (port->da.dpni >= 0 && si.dpni_ids[i] != port->da.dpni)
			continue;
		ret = dpaa2x_dpni_open(port->soc, si.dpni_ids[i], &port->attr);
		if (ret == 0) {
			port->dpni_id = si.dpni_ids[i];
			port->dpni_open = true;
			*index = i;
			return 0;
		}
		if (port->da.dpni >= 0)
			break;
	}
	if (port->da.dpni >= 0)
		DPAA2X_LOG(ERR, "%s: devarg dpni=%d: %s", name, port->da.dpni,
			   ret == -EBUSY ? "already used by another port" :
			   "no such dpni in the DPL");
	else
		DPAA2X_LOG(ERR, "%s: every dpni of the DPL (%u) is already in use",
			   name, si.num_dpni);
	return ret;
}

static int
port_init(struct rte_eth_dev *dev, const char *name, const struct dpaa2x_devargs *da)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	unsigned int index = 0;
	int ret;

	port->eth_dev = dev;
	port->soc = shared.soc;
	port->da = *da;
	rte_spinlock_init(&port->cb_lock);
	dpaa2x_dpni_default_rss_key(port->rss_key);
	port->rss_hf = DPAA2X_RSS_OFFLOAD;
	ret = port_open_dpni(name, port, &index);
	if (ret < 0)
		return ret;
	port->numa_node = port->attr.numa_node;
	dev->data->mac_addrs = rte_zmalloc(name, RTE_ETHER_ADDR_LEN *
					   (1 + port->attr.mac_filter_entries), 0);
	if (dev->data->mac_addrs == NULL)
		return -ENOMEM;
	memcpy(dev->data->mac_addrs[0].addr_bytes, port->attr.mac, RTE_ETHER_ADDR_LEN);
	ret = port_gen_config(name, port, index);
	if (ret == 0)
		ret = dpaa2x_flow_ctrl_init(dev);	/* devarg flow_ctrl */
	if (ret < 0)
		return ret;
	dev->dev_ops = &dpaa2x_ops;
	dev->rx_pkt_burst = dpaa2x_rx_burst;
	dev->tx_pkt_burst = dpaa2x_tx_burst;
	dev->rx_queue_count = dpaa2x_rx_queue_count;
	dev->data->dev_flags |= RTE_ETH_DEV_AUTOFILL_QUEUE_XSTATS;
	dpaa2x_dpni_get_stats(port->soc, port->dpni_id, &port->hw_base);
	/*
	 * The generator was just configured anew (its sequence numbers start
	 * over): the sink and latency of a port attached before on this dpni
	 * start over with it, else a re-attached port sees its frames reordered.
	 */
	dpaa2x_wire_reset_stats(port->soc, port->dpni_id);
	dpaa2x_wire_get_stats(port->soc, port->dpni_id, &port->wire_base);
	return 0;
}

/*
 * A secondary process reads the port (info, link, counters) and may reset
 * the counters; configuring, starting or stopping it, and Rx/Tx on it,
 * would race with the primary that runs it (queues, portals and pools are
 * the primary's): those are not offered.
 */
static const struct eth_dev_ops dpaa2x_sec_ops = {
	.dev_infos_get = dpaa2x_dev_infos_get,
	.dev_close = dpaa2x_dev_close,
	.link_update = dpaa2x_link_update,
	.stats_get = dpaa2x_stats_get,
	.stats_reset = dpaa2x_stats_reset,
	.xstats_get = dpaa2x_xstats_get,
	.xstats_get_names = dpaa2x_xstats_get_names,
	.xstats_reset = dpaa2x_stats_reset,
	.rss_hash_conf_get = dpaa2x_rss_hash_conf_get,
	.dev_supported_ptypes_get = dpaa2x_supported_ptypes,
	.fw_version_get = dpaa2x_fw_version_get,
	.rxq_info_get = dpaa2x_rxq_info_get,
	.txq_info_get = dpaa2x_txq_info_get,
};

static int
probe_secondary(struct rte_vdev_device *vdev, const char *name)
{
	struct rte_eth_dev *dev = rte_eth_dev_attach_secondary(name);

	if (dev == NULL)
		return -ENODEV;
	if (shared.soc == NULL && dpaa2x_soc_attach(DPAA2X_SOC_NAME, &shared.soc) < 0) {
		DPAA2X_LOG(ERR, "%s: no dpaa2x SoC in the primary process", name);
		return -ENODEV;
	}
	shared.secondary = true;
	shared.ports++;
	((struct dpaa2x_port *)dev->data->dev_private)->soc = shared.soc;
	dev->dev_ops = &dpaa2x_sec_ops;
	dev->rx_pkt_burst = rte_eth_pkt_burst_dummy;
	dev->tx_pkt_burst = rte_eth_pkt_burst_dummy;
	dev->device = &vdev->device;
	rte_eth_dev_probing_finish(dev);
	return 0;
}

static int
dpaa2x_probe(struct rte_vdev_device *vdev)
{
	const char *name = rte_vdev_device_name(vdev);
	struct dpaa2x_devargs da;
	struct rte_eth_dev *dev;
	char err[512];
	int ret;

	if (rte_eal_process_type() == RTE_PROC_SECONDARY)
		return probe_secondary(vdev, name);
	ret = dpaa2x_devargs_parse(rte_vdev_device_args(vdev), &da, err, sizeof(err));
	if (ret < 0) {
		DPAA2X_LOG(ERR, "%s: %s", name, err);
		return ret;
	}
	if (dpaa2x_mempool_ops_lookup() < 0) {
		DPAA2X_LOG(ERR, "%s: mempool ops %s not registered", name,
			   DPAA2X_MEMPOOL_OPS_NAME);
		return -ENOTSUP;
	}
	ret = soc_get(name, &da);
	if (ret < 0)
		return ret;
	dev = rte_eth_vdev_allocate(vdev, sizeof(struct dpaa2x_port));
	if (dev == NULL) {
		soc_put();
		return -ENOMEM;
	}
	ret = port_init(dev, name, &da);
	if (ret < 0) {
		struct dpaa2x_port *port = dev->data->dev_private;

		if (port->dpni_open)
			dpaa2x_dpni_close(port->soc, port->dpni_id);
		rte_eth_dev_release_port(dev);
		soc_put();
		return ret;
	}
	/* pools that apps create with rte_pktmbuf_pool_create become BMan pools */
	ret = rte_mbuf_set_platform_mempool_ops(DPAA2X_MEMPOOL_OPS_NAME);
	if (ret < 0 && ret != -EEXIST)
		DPAA2X_LOG(WARNING, "%s: cannot make '%s' the platform mempool ops",
			   name, DPAA2X_MEMPOOL_OPS_NAME);
	rte_eth_dev_probing_finish(dev);
	DPAA2X_LOG(INFO, "%s: port %u on dpni@%u, copybreak %u, DPL %s", name,
		   dev->data->port_id, ((struct dpaa2x_port *)dev->data->dev_private)->dpni_id,
		   da.copybreak, dpl_text(da.dpl));
	return 0;
}

static int
dpaa2x_remove(struct rte_vdev_device *vdev)
{
	struct rte_eth_dev *dev = rte_eth_dev_allocated(rte_vdev_device_name(vdev));

	if (dev == NULL)
		return 0;
	dpaa2x_dev_close(dev);
	return rte_eth_dev_release_port(dev);
}

static int
dpaa2x_dev_reset(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	int ret;

	ret = dpaa2x_dev_stop(dev);
	if (ret == 0)
		ret = dpaa2x_dpni_set_primary_mac(port->soc, port->dpni_id, port->attr.mac);
	if (ret == 0)
		ret = dpaa2x_dpni_set_promisc(port->soc, port->dpni_id, false, false);
	if (ret == 0) {
		memcpy(dev->data->mac_addrs[0].addr_bytes, port->attr.mac, RTE_ETHER_ADDR_LEN);
		dev->data->promiscuous = 0;
		dev->data->all_multicast = 0;
		ret = dpaa2x_stats_reset(dev);
	}
	return ret;
}

static struct rte_vdev_driver dpaa2x_vdev_driver = {
	.probe = dpaa2x_probe,
	.remove = dpaa2x_remove,
};

RTE_PMD_REGISTER_VDEV(net_dpaa2x, dpaa2x_vdev_driver);
RTE_PMD_REGISTER_PARAM_STRING(net_dpaa2x, DPAA2X_PARAM_STRING);
