/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * net_dpaa2x: the ethdev control operations. Every port is one dpni of
 * the emulated SoC that all ports of the process share.
 */

#include <errno.h>
#include <inttypes.h>
#include <string.h>

#include <rte_malloc.h>
#include <rte_mbuf.h>

#include "dpaa2x_audit.h"
#include "dpaa2x_ethdev.h"
#include "dpaa2x_flow_ctrl.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_hw_soc.h"
#include "dpaa2x_link.h"
#include "dpaa2x_mac.h"
#include "dpaa2x_mempool.h"
#include "dpaa2x_mtu.h"
#include "dpaa2x_queue.h"
#include "dpaa2x_flow.h"
#include "dpaa2x_soc_share.h"
#include "dpaa2x_stats.h"
#include "dpaa2x_ptp.h"
#include "dpaa2x_vlan.h"

/* The Tx checksum offloads each of WRIOP's two switches serves. */
#define DPAA2X_TX_CSUM_L3_OFFLOADS \
	(RTE_ETH_TX_OFFLOAD_IPV4_CKSUM | RTE_ETH_TX_OFFLOAD_OUTER_IPV4_CKSUM)
#define DPAA2X_TX_CSUM_L4_OFFLOADS (RTE_ETH_TX_OFFLOAD_UDP_CKSUM | \
	RTE_ETH_TX_OFFLOAD_TCP_CKSUM | RTE_ETH_TX_OFFLOAD_SCTP_CKSUM)

#define DPAA2X_COPY_POOL_SIZE	256	/* Tx copy buffers per port */

/* ---------------- control operations ---------------- */

/*
 * What Tx cannot hand WRIOP as it is (a foreign pool, indirect, shared, a
 * chain an SG FD cannot carry) goes out copied into this pool of the
 * port's: BMan-backed (one dpbp), so WRIOP gives its buffers back after
 * sending with Tx confirmation off. A frame larger than one buffer is
 * copied into a chain and sent as an SG FD.
 */
static int
copy_pool_make(struct dpaa2x_port *port)
{
	char name[RTE_MEMPOOL_NAMESIZE];

	if (port->copy_pool != NULL)
		return 0;
	snprintf(name, sizeof(name), "dpaa2x_txcp%u", port->eth_dev->data->port_id);
	port->copy_pool = rte_pktmbuf_pool_create_by_ops(name, DPAA2X_COPY_POOL_SIZE, 0, 0,
		RTE_MBUF_DEFAULT_BUF_SIZE, port->numa_node, DPAA2X_MEMPOOL_OPS_NAME);
	if (port->copy_pool == NULL) {
		DPAA2X_LOG(ERR, "port %u: cannot create the Tx copy pool %s: %s",
			   port->eth_dev->data->port_id, name, rte_strerror(rte_errno));
		return -1;
	}
	return 0;
}

/* At close: the copy pool goes, unless buffers of it are still out. */
static void
copy_pool_free(struct dpaa2x_port *port)
{
	struct rte_mempool *mp = port->copy_pool;

	if (mp == NULL)
		return;
	port->copy_pool = NULL;
	if (rte_mempool_avail_count(mp) == mp->size)
		rte_mempool_free(mp);
	else
		DPAA2X_LOG(ERR, "port %u: pool %s: %u of %u mbufs still out: pool not freed",
			   port->eth_dev->data->port_id, mp->name,
			   mp->size - rte_mempool_avail_count(mp), mp->size);
}

static int
dpaa2x_dev_configure(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct rte_eth_rss_conf *rss = &dev->data->dev_conf.rx_adv_conf.rss_conf;

	port->rss_hf = dev->data->dev_conf.rxmode.mq_mode & RTE_ETH_MQ_RX_RSS_FLAG ?
		(rss->rss_hf & DPAA2X_RSS_OFFLOAD) : DPAA2X_RSS_OFFLOAD;
	if (rss->rss_key != NULL && rss->rss_key_len == DPAA2X_RSS_KEY_LEN)
		memcpy(port->rss_key, rss->rss_key, DPAA2X_RSS_KEY_LEN);
	if (copy_pool_make(port) < 0)
		return -rte_errno;
	if (dpaa2x_ptp_configure(dev) < 0)
		return -rte_errno;
	/* queues kept from an earlier configuration take frames of the MTU */
	if (dpaa2x_mtu_check(dev, dev->data->mtu) < 0)
		return -EINVAL;
	/* make the small pool now: start is when frames begin to arrive */
	return dpaa2x_cb_prepare(&port->cb, dpaa2x_mtu_frame_len(dev->data->mtu));
}

static int
dpaa2x_dev_infos_get(struct rte_eth_dev *dev, struct rte_eth_dev_info *info)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	const struct dpaa2x_dpni_attr *a = &port->attr;

	info->max_mac_addrs = 1 + a->mac_filter_entries;
	info->max_rx_pktlen = DPAA2X_MAX_FRAME;
	info->min_mtu = RTE_ETHER_MIN_MTU;
	/* the maximum frame: MTU, header, one VLAN tag and the FCS */
	info->max_mtu = DPAA2X_MAX_FRAME - RTE_ETHER_HDR_LEN - RTE_VLAN_HLEN - RTE_ETHER_CRC_LEN;
	info->min_rx_bufsize = DPAA2X_RX_ROOM_MIN;	/* after RTE_PKTMBUF_HEADROOM */
	info->max_rx_queues = a->num_rx_queues;
	info->max_rx_mempools = DPAA2X_MAX_POOLS_PER_DPNI;	/* WRIOP picks by size */
	info->max_tx_queues = a->num_tx_queues;
	info->rx_offload_capa = RTE_ETH_RX_OFFLOAD_IPV4_CKSUM | RTE_ETH_RX_OFFLOAD_UDP_CKSUM |
		RTE_ETH_RX_OFFLOAD_TCP_CKSUM | RTE_ETH_RX_OFFLOAD_SCTP_CKSUM |
		RTE_ETH_RX_OFFLOAD_RSS_HASH |
		RTE_ETH_RX_OFFLOAD_SCATTER | dpaa2x_vlan_rx_capa(dev) | dpaa2x_ptp_rx_capa(dev);
	/* checksums: the dpni's, for every queue (tx_queue_offload_capa 0) */
	info->tx_offload_capa = RTE_ETH_TX_OFFLOAD_MULTI_SEGS | dpaa2x_vlan_tx_capa() |
		DPAA2X_TX_CSUM_L3_OFFLOADS | DPAA2X_TX_CSUM_L4_OFFLOADS;
	info->flow_type_rss_offloads = DPAA2X_RSS_OFFLOAD;
	info->hash_key_size = DPAA2X_RSS_KEY_LEN;
	info->rx_desc_lim.nb_max = a->rx_fq_depth;
	info->rx_desc_lim.nb_min = 1;
	info->rx_desc_lim.nb_align = 1;
	/* WRIOP scatters a frame over at most this many buffers */
	info->rx_desc_lim.nb_seg_max = DPAA2X_SG_MAX_ENTRIES;
	info->rx_desc_lim.nb_mtu_seg_max = DPAA2X_SG_MAX_ENTRIES;
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

/* A pool Rx may fill: BMan-backed, ops dpaa2x or, on backend=fslmc, DPDK's
 * dpaa2 (net_dpaa2's, adopted). ethdev has checked its room against
 * dev_info.min_rx_bufsize already, and the MTU check follows. */
static int
rx_pool_check(struct rte_eth_dev *dev, uint16_t qid, struct rte_mempool *mp)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	const char *ops = rte_mempool_get_ops(mp->ops_index)->name;
	bool dpaa2 = strcmp(ops, DPAA2X_MEMPOOL_OPS_DPAA2) == 0;
	struct dpaa2x_soc_info info;
	char err[160];
	bool fslmc;

	if (dpaa2x_mempool_is_ours(mp))
		return 0;
	/* on fslmc the platform ops are the bus's: creating later won't do */
	fslmc = dpaa2x_soc_get_info(port->soc, &info) == 0 && info.backend == DPAA2X_BACKEND_FSLMC;
	if (fslmc && dpaa2) {
		if (dpaa2x_mempool_adopt(mp, err, sizeof(err)) == 0)
			return 0;
		DPAA2X_LOG(ERR, "port %u rx queue %u: mempool %s of DPDK's ops '%s' not "
			   "adopted: %s", dev->data->port_id, qid, mp->name, ops, err);
	} else if (dpaa2) {
		DPAA2X_LOG(ERR, "port %u rx queue %u: mempool %s uses DPDK's ops '%s', pools "
			   "of the fslmc bus's BMan, which backend=emulated does not have; "
			   "dpaa2x receives here only into pools with ops '%s' (create the "
			   "pool after probing a dpaa2x port)", dev->data->port_id, qid,
			   mp->name, ops, DPAA2X_MEMPOOL_OPS_NAME);
	} else {
		DPAA2X_LOG(ERR, "port %u rx queue %u: mempool %s uses ops '%s'; dpaa2x "
			   "receives only into pools with ops '%s'%s (%s)", dev->data->port_id,
			   qid, mp->name, ops, DPAA2X_MEMPOOL_OPS_NAME,
			   fslmc ? " or DPDK's '" DPAA2X_MEMPOOL_OPS_DPAA2 "'" : "",
			   fslmc ? DPAA2X_MEMPOOL_OPS_FSLMC_ADVICE :
			   "create the pool after probing a dpaa2x port");
	}
	return -EINVAL;
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
	if (dpaa2x_mtu_check_pools(dev, qid, pools, n, dev->data->mtu) < 0)
		return -EINVAL;
	q = rte_zmalloc_socket("dpaa2x_rxq", sizeof(*q), RTE_CACHE_LINE_SIZE,
			       socket == (unsigned int)SOCKET_ID_ANY ? port->numa_node : (int)socket);
	if (q == NULL)
		return -ENOMEM;
	q->soc = port->soc;
	q->cb = &port->cb;
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
	/* copybreak=auto follows the pool every frame fits in */
	q->pool_state = dpaa2x_mempool_state(q->mp);
	dpaa2x_cb_regime_init(&q->regime);
	dpaa2x_portal_own_open(port->soc, &q->own);
	dpaa2x_queue_deferred(&port->rx_deferred, qid, conf->rx_deferred_start);
	/* ethdev hands on the queue's own offloads, not the port's */
	q->vlan_strip = (conf->offloads | dev->data->dev_conf.rxmode.offloads) &
		RTE_ETH_RX_OFFLOAD_VLAN_STRIP;
	dev->data->rx_queues[qid] = q;
	return 0;
}

static void
dpaa2x_rx_queue_release(struct rte_eth_dev *dev, uint16_t qid)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_rxq *q = dev->data->rx_queues[qid];

	if (q == NULL)
		return;
	dpaa2x_rxq_drain(q);
	dpaa2x_portal_own_close(&q->own);
	/* counted until the next reset */
	dpaa2x_counters_add(&port->rx_retired, &q->st, sizeof(q->st));
	dpaa2x_cb_regime_enter(&q->regime, DPAA2X_CB_FIXED);
	dpaa2x_cb_regime_add(&q->regime, &port->regime_retired);
	rte_free(q);
	dev->data->rx_queues[qid] = NULL;
}

static int
dpaa2x_tx_queue_setup(struct rte_eth_dev *dev, uint16_t qid, uint16_t nb_desc,
		      unsigned int socket, const struct rte_eth_txconf *conf)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_txq *q;
	int ret;

	q = rte_zmalloc_socket("dpaa2x_txq", sizeof(*q), RTE_CACHE_LINE_SIZE,
			       socket == (unsigned int)SOCKET_ID_ANY ? port->numa_node : (int)socket);
	if (q == NULL)
		return -ENOMEM;
	ret = dpaa2x_tx_cong_setup(port, q, qid, nb_desc);
	if (ret < 0) {
		rte_free(q);
		return ret;
	}
	q->fqid = port->attr.tx_fqid[qid];
	q->queue_id = qid;
	q->port_id = dev->data->port_id;
	q->copy_pool = port->copy_pool;
	dpaa2x_queue_deferred(&port->tx_deferred, qid, conf->tx_deferred_start);
	dev->data->tx_queues[qid] = q;
	return 0;
}

static void
dpaa2x_tx_queue_release(struct rte_eth_dev *dev, uint16_t qid)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_txq *q = dev->data->tx_queues[qid];

	if (q == NULL)
		return;
	dpaa2x_tx_cong_release(port, q);
	dpaa2x_counters_add(&port->tx_retired, &q->st, sizeof(q->st));
	rte_free(q);
	dev->data->tx_queues[qid] = NULL;
}

/*
 * The distinct pools whose state the Rx queues read (each queue's mp):
 * copybreak=auto follows them. backlog[i]: the frames of pool i those
 * queues can hold before Rx sees them, a full frame queue (its tail-drop
 * depth) and two pulls each.
 */
static unsigned int
rx_state_pools(struct rte_eth_dev *dev, struct rte_mempool **mps, uint32_t *backlog)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	uint32_t per_queue = port->attr.rx_fq_depth + 2 * DPAA2X_PULL_MAX;
	unsigned int n = 0, i, j;

	for (i = 0; i < dev->data->nb_rx_queues; i++) {
		struct dpaa2x_rxq *q = dev->data->rx_queues[i];

		for (j = 0; j < n && mps[j] != q->mp; j++)
			;
		if (j == n && n == DPAA2X_MAX_POOLS_PER_DPNI)
			continue;
		if (j == n) {
			mps[n++] = q->mp;
			backlog[j] = 0;
		}
		backlog[j] += per_queue;
	}
	return n;
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
			size[n++] = dpaa2x_rx_buf_size(dev, q->mps[k]);	/* WRIOP's alignment */
		}
	}
	if (n == 0) {
		DPAA2X_LOG(ERR, "port %u: no Rx queue set up", dev->data->port_id);
		return -EINVAL;
	}
	return dpaa2x_dpni_set_pools(port->soc, port->dpni_id, bpid, size, n);
}

/*
 * The dpni's Tx checksum generation as txmode.offloads ask: WRIOP fills
 * the sums of every frame it sends (DPAA2's dpni_set_offload), so no
 * mbuf flag is read and the Tx burst does nothing per packet. WRIOP has
 * one switch per layer, as net_dpaa2 uses them: L3 sums the first IPv4
 * header (a tunnel's outer one: the parser stops at the tunnel), L4 makes
 * the TCP, UDP and SCTP sums alike.
 */
static uint32_t
tx_csum_flags(const struct rte_eth_dev *dev)
{
	uint64_t o = dev->data->dev_conf.txmode.offloads;

	return ((o & DPAA2X_TX_CSUM_L3_OFFLOADS) ? DPAA2X_TX_CSUM_L3 : 0) |
	       ((o & DPAA2X_TX_CSUM_L4_OFFLOADS) ? DPAA2X_TX_CSUM_L4 : 0);
}

static int
dpaa2x_dev_start(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	/* annotation in the mbuf headroom, frame at RTE_PKTMBUF_HEADROOM (256
	 * on WRIOP 1.0.0); a frame longer than a buffer comes scattered only
	 * with Rx scatter */
	struct dpaa2x_buf_layout bl = {
		.priv_size = 0, .data_offset = (uint16_t)dpaa2x_rx_offset(dev),
		.options = (dpaa2x_rx_scatter(dev) ? 0 : DPAA2X_BUF_LAYOUT_OPT_NO_SG) |
			   dpaa2x_ptp_layout(dev),
	};
	/* as DPDK's dpaa2 on LS2088A: one line of annotation, one of frame */
	struct dpaa2x_rx_stash rs = { port->da.stash, port->da.stash };
	struct rte_mempool *state_pools[DPAA2X_MAX_POOLS_PER_DPNI];
	uint32_t backlog[DPAA2X_MAX_POOLS_PER_DPNI];
	uint16_t i;
	int ret;

	ret = dpaa2x_mtu_check(dev, dev->data->mtu);
	if (ret == 0)
		ret = dpaa2x_dpni_set_buffer_layout(port->soc, port->dpni_id, &bl);
	if (ret == 0)
		ret = dpaa2x_dpni_set_rx_stash(port->soc, port->dpni_id, &rs);
	if (ret == 0)
		ret = dpaa2x_dpni_set_tx_csum(port->soc, port->dpni_id, tx_csum_flags(dev));
	if (ret == 0)
		ret = dpaa2x_tx_conf_start(dev);
	if (ret == 0)
		ret = port_set_pools(dev, port);
	if (ret == 0)
		ret = dpaa2x_dpni_set_rx_dist(port->soc, port->dpni_id, dpaa2x_rss_fields(port->rss_hf),
					      dpaa2x_flow_rss_queues(dev), port->rss_key);
	if (ret == 0)
		ret = dpaa2x_vlan_start(dev);
	if (ret == 0)
		ret = dpaa2x_flow_start(dev);
	if (ret == 0)
		ret = dpaa2x_dpni_set_max_frame_length(port->soc, port->dpni_id,
			dpaa2x_mtu_frame_len(dev->data->mtu) + RTE_ETHER_CRC_LEN);
	if (ret == 0)
		ret = dpaa2x_cb_start(&port->cb, dpaa2x_mtu_frame_len(dev->data->mtu), state_pools,
				      backlog, rx_state_pools(dev, state_pools, backlog));
	if (ret < 0)
		return ret;
	ret = dpaa2x_dpni_enable(port->soc, port->dpni_id);
	if (ret < 0) {
		dpaa2x_cb_stop(&port->cb);
		return ret;
	}
	port->started = true;
	dpaa2x_link_update(dev, 0);
	dpaa2x_lsc_start(dev);	/* a failure is logged: the port runs without */
	dev->data->scattered_rx = dpaa2x_mtu_scatters(dev, dev->data->mtu);
	for (i = 0; i < dev->data->nb_rx_queues; i++)
		((struct dpaa2x_rxq *)dev->data->rx_queues[i])->scatter = dpaa2x_rx_scatter(dev);
	dpaa2x_ptp_start(dev);
	dpaa2x_queues_started(dev);
	return 0;
}

static int
dpaa2x_dev_stop(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	uint16_t i;

	if (!port->started)
		return 0;
	dpaa2x_lsc_stop(dev);	/* the port's own stop is no event */
	/* before the dpni is disabled, which sends nothing: FDs left on a Tx
	 * FQ would hold their buffers until the dpni is enabled again (maybe
	 * by the next port attached to it, after their pool is gone) */
	for (i = 0; i < dev->data->nb_tx_queues; i++) {
		dpaa2x_txq_wait_sent(dev, i);
		dpaa2x_tx_conf_stop(dev, i);	/* tx_conf=1: the mbufs freed */
	}
	dpaa2x_dpni_disable(port->soc, port->dpni_id);
	for (i = 0; i < dev->data->nb_rx_queues; i++) {
		struct dpaa2x_rxq *q = dev->data->rx_queues[i];

		if (q != NULL) {
			dpaa2x_rxq_drain(q);
			/* no bursts: the time in a copybreak regime stops */
			dpaa2x_cb_regime_enter(&q->regime, DPAA2X_CB_FIXED);
		}
		dev->data->rx_queue_state[i] = RTE_ETH_QUEUE_STATE_STOPPED;
	}
	for (i = 0; i < dev->data->nb_tx_queues; i++)
		dev->data->tx_queue_state[i] = RTE_ETH_QUEUE_STATE_STOPPED;
	port->started = false;
	dpaa2x_cb_stop(&port->cb);
	dpaa2x_link_update(dev, 0);
	return 0;
}

static int
dpaa2x_dev_close(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	uint16_t i;

	if (rte_eal_process_type() != RTE_PROC_PRIMARY) {
		dpaa2x_soc_put();
		return 0;
	}
	dpaa2x_dev_stop(dev);
	dpaa2x_audit_log(dev);
	for (i = 0; i < dev->data->nb_rx_queues; i++)
		dpaa2x_rx_queue_release(dev, i);
	for (i = 0; i < dev->data->nb_tx_queues; i++)
		dpaa2x_tx_queue_release(dev, i);
	dpaa2x_cb_close(&port->cb);
	dpaa2x_lsc_close(dev);
	copy_pool_free(port);
	if (port->dpni_open)
		dpaa2x_dpni_close(port->soc, port->dpni_id);
	port->dpni_open = false;
	dpaa2x_soc_put();
	return 0;
}


/*
 * Refused when an Rx queue's buffers cannot take frames of the MTU (the
 * log says why). The small pool follows: no copy buffer larger than a
 * frame can be.
 */
static int
dpaa2x_mtu_set(struct rte_eth_dev *dev, uint16_t mtu)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	int ret = dpaa2x_mtu_check(dev, mtu);

	if (ret == 0)
		ret = dpaa2x_cb_set_max_len(&port->cb, dpaa2x_mtu_frame_len(mtu));
	if (ret < 0)
		return ret;
	ret = dpaa2x_dpni_set_max_frame_length(port->soc, port->dpni_id,
					       dpaa2x_mtu_frame_len(mtu) + RTE_ETHER_CRC_LEN);
	if (ret < 0)
		dpaa2x_cb_set_max_len(&port->cb, dpaa2x_mtu_frame_len(dev->data->mtu));
	else if (port->started)
		dev->data->scattered_rx = dpaa2x_mtu_scatters(dev, mtu);
	return ret;
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
	return dpaa2x_dpni_set_rx_dist(port->soc, port->dpni_id, dpaa2x_rss_fields(port->rss_hf),
				       dpaa2x_flow_rss_queues(dev), port->rss_key);
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
		RTE_PTYPE_L4_ICMP, RTE_PTYPE_L4_SCTP, RTE_PTYPE_L4_FRAG, RTE_PTYPE_L4_NONFRAG,
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
	qinfo->scattered_rx = dev->data->scattered_rx;
	qinfo->nb_desc = port->attr.rx_fq_depth;
	qinfo->rx_buf_size = dpaa2x_rx_room(dev, q->mp);	/* frame bytes, WRIOP's alignment */
	qinfo->conf.rx_deferred_start = (port->rx_deferred >> qid) & 1;
}

static void
dpaa2x_txq_info_get(struct rte_eth_dev *dev, uint16_t qid, struct rte_eth_txq_info *qinfo)
{
	struct dpaa2x_port *port = dev->data->dev_private;

	qinfo->nb_desc = port->attr.tx_fq_depth;
	qinfo->conf.tx_deferred_start = (port->tx_deferred >> qid) & 1;
}

/* WRIOP gives every buffer back after sending (Tx confirmation off):
 * nothing is left for software to free. */
static int
dpaa2x_tx_done_cleanup(void *txq, uint32_t free_cnt)
{
	RTE_SET_USED(txq);
	RTE_SET_USED(free_cnt);
	return 0;
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

const struct eth_dev_ops dpaa2x_eth_ops = {
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
	.set_mc_addr_list = dpaa2x_set_mc_addr_list,
	.vlan_filter_set = dpaa2x_vlan_filter_set,
	.vlan_offload_set = dpaa2x_vlan_offload_set,
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
	.rx_queue_start = dpaa2x_rx_queue_start,
	.rx_queue_stop = dpaa2x_rx_queue_stop,
	.tx_queue_start = dpaa2x_tx_queue_start,
	.tx_queue_stop = dpaa2x_tx_queue_stop,
	.rx_burst_mode_get = dpaa2x_rx_burst_mode_get,
	.tx_burst_mode_get = dpaa2x_tx_burst_mode_get,
	.flow_ctrl_get = dpaa2x_flow_ctrl_get,
	.flow_ctrl_set = dpaa2x_flow_ctrl_set,
	.flow_ops_get = dpaa2x_flow_ops_get,
	.read_clock = dpaa2x_read_clock,
	.timesync_enable = dpaa2x_timesync_enable,
	.timesync_disable = dpaa2x_timesync_disable,
	.timesync_read_time = dpaa2x_timesync_read_time,
	.timesync_write_time = dpaa2x_timesync_write_time,
	.timesync_adjust_time = dpaa2x_timesync_adjust_time,
	.timesync_read_rx_timestamp = dpaa2x_timesync_read_rx_timestamp,
	.timesync_read_tx_timestamp = dpaa2x_timesync_read_tx_timestamp,
};

/*
 * A secondary process reads the port (info, link, counters) and may reset
 * the counters; configuring, starting or stopping it, and Rx/Tx on it,
 * would race with the primary that runs it (queues, portals and pools are
 * the primary's): those are not offered.
 */
const struct eth_dev_ops dpaa2x_eth_sec_ops = {
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
