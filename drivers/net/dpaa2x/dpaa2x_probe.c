/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * net_dpaa2x probe and remove: the devargs, the shared SoC, the port on
 * its dpni, then what the board adds to it. The driver's devargs are its
 * own; the others it hands to the board unread (the emulated board's
 * tester, dpaa2x_tester.c), and a board without a tester needs none.
 */

#include <errno.h>
#include <string.h>

#include <ethdev_driver.h>
#include <ethdev_vdev.h>
#include <bus_vdev_driver.h>
#include <rte_malloc.h>
#include <rte_mbuf_pool_ops.h>

#include "dpaa2x_cb_conf.h"
#include "dpaa2x_ethdev.h"
#include "dpaa2x_flow_ctrl.h"
#include "dpaa2x_hw_backend.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_hw_soc.h"
#include "dpaa2x_link.h"
#include "dpaa2x_mempool.h"
#include "dpaa2x_rx.h"
#include "dpaa2x_soc_share.h"
#include "dpaa2x_stats.h"
#include "dpaa2x_tester.h"
#include "dpaa2x_tx.h"
#include "dpaa2x_ptp.h"
#include "dpaa2x_vlan.h"

RTE_LOG_REGISTER(dpaa2x_logtype, pmd.net.dpaa2x, NOTICE);

static struct rte_vdev_driver dpaa2x_vdev_driver;

/* A backend that lists no dpni (fslmc): the one dpni= names, by its id. */
static int
port_open_named_dpni(const char *name, struct dpaa2x_port *port)
{
	int ret = dpaa2x_dpni_open(port->soc, (uint16_t)port->da.dpni, &port->attr);

	if (ret < 0) {
		DPAA2X_LOG(ERR, "%s: devarg dpni=%d: %s", name, port->da.dpni,
			   ret == -EBUSY ? "already used by another port" :
			   ret == -EEXIST ? "another driver of the fslmc bus has it" :
			   "the MC cannot open dpni.N of that id (is it in this DPRC?)");
		return ret;
	}
	port->dpni_id = (uint16_t)port->da.dpni;
	port->dpni_open = true;
	port->dpni_index = port->dpni_id;
	return 0;
}

/* dpni= or the first dpni of the DPL that no port has opened yet. */
static int
port_open_dpni(const char *name, struct dpaa2x_port *port)
{
	struct dpaa2x_soc_info si;
	unsigned int i;
	int ret = -ENODEV;

	dpaa2x_soc_get_info(port->soc, &si);
	if (si.num_dpni == 0 && port->da.dpni >= 0)
		return port_open_named_dpni(name, port);
	for (i = 0; i < si.num_dpni; i++) {
		if (port->da.dpni >= 0 && si.dpni_ids[i] != port->da.dpni)
			continue;
		ret = dpaa2x_dpni_open(port->soc, si.dpni_ids[i], &port->attr);
		if (ret == 0) {
			port->dpni_id = si.dpni_ids[i];
			port->dpni_open = true;
			port->dpni_index = (uint16_t)i;
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
	int ret;

	port->eth_dev = dev;
	port->soc = dpaa2x_shared_soc();
	port->da = *da;
	dpaa2x_dpni_default_rss_key(port->rss_key);
	port->rss_hf = DPAA2X_RSS_OFFLOAD;
	ret = port_open_dpni(name, port);
	if (ret < 0)
		return ret;
	port->numa_node = port->attr.numa_node;
	dpaa2x_cb_init(&port->cb, dev->data->port_id, port->numa_node, &da->copybreak,
		       da->copy_pool, da->copy_pool_cache);
	dev->data->mac_addrs = rte_zmalloc(name, RTE_ETHER_ADDR_LEN *
					   (1 + port->attr.mac_filter_entries), 0);
	if (dev->data->mac_addrs == NULL)
		return -ENOMEM;
	memcpy(dev->data->mac_addrs[0].addr_bytes, port->attr.mac, RTE_ETHER_ADDR_LEN);
	ret = dpaa2x_flow_ctrl_init(dev);	/* devarg flow_ctrl */
	if (ret == 0)
		ret = dpaa2x_lsc_probe(dev);	/* the dpni IRQ, where there is one */
	dpaa2x_vlan_probe(dev);		/* the dpni VLAN table, where there is one */
	dpaa2x_ptp_probe(dev);		/* the DPRTC, where there is one */
	if (ret < 0)
		return ret;
	dev->dev_ops = &dpaa2x_eth_ops;
	dev->rx_pkt_burst = dpaa2x_rx_burst;
	dev->tx_pkt_burst = dpaa2x_tx_burst;
	dev->rx_queue_count = dpaa2x_rx_queue_count;
	dev->data->dev_flags |= RTE_ETH_DEV_AUTOFILL_QUEUE_XSTATS;
	dpaa2x_stats_base(port);
	return 0;
}

static int
probe_secondary(struct rte_vdev_device *vdev, const char *name)
{
	struct rte_eth_dev *dev;
	struct dpaa2x_devargs da;
	char err[512];

	/* the fslmc backend's MC sessions and portals are the primary's own */
	if (dpaa2x_devargs_parse(rte_vdev_device_args(vdev), &da, err, sizeof(err)) == 0 &&
	    da.backend == DPAA2X_BACKEND_FSLMC) {
		DPAA2X_LOG(ERR, "%s: a backend=fslmc port is not shared with secondary "
			   "processes", name);
		return -ENOTSUP;
	}
	dev = rte_eth_dev_attach_secondary(name);
	if (dev == NULL)
		return -ENODEV;
	if (dpaa2x_soc_get_secondary(name) < 0)
		return -ENODEV;
	((struct dpaa2x_port *)dev->data->dev_private)->soc = dpaa2x_shared_soc();
	dev->dev_ops = &dpaa2x_eth_sec_ops;
	dpaa2x_tester_attach_secondary(dev);
	dev->rx_pkt_burst = rte_eth_pkt_burst_dummy;
	dev->tx_pkt_burst = rte_eth_pkt_burst_dummy;
	dev->device = &vdev->device;
	rte_eth_dev_probing_finish(dev);
	return 0;
}

/*
 * Pools that applications create with rte_pktmbuf_pool_create() become BMan
 * pools: dpaa2x the platform mempool ops. On backend=fslmc the bus has made
 * DPDK's dpaa2 ops the platform ops already (-EEXIST); Rx adopts their
 * pools (dpaa2x_mempool_adopt()) when the process has them (mempool/dpaa2
 * loaded). Otherwise, unless the user's ops (--mbuf-pool-ops-name) are
 * dpaa2x, say so once, with the option.
 */
static void
platform_ops(const char *name, enum dpaa2x_backend backend)
{
	static bool told;
	const char *user = rte_mbuf_user_mempool_ops();
	int ret = rte_mbuf_set_platform_mempool_ops(DPAA2X_MEMPOOL_OPS_NAME);
	const char *plat = rte_mbuf_platform_mempool_ops();
	bool dpaa2 = plat != NULL && strcmp(plat, DPAA2X_MEMPOOL_OPS_DPAA2) == 0;

	if (ret == -EEXIST && backend == DPAA2X_BACKEND_FSLMC && !told &&
	    (user == NULL || strcmp(user, DPAA2X_MEMPOOL_OPS_NAME) != 0) &&
	    !(dpaa2 && dpaa2x_mempool_ops_find(plat) >= 0)) {
		told = true;
		DPAA2X_LOG(WARNING, "%s: the platform mempool ops are '%s' (the fslmc bus's)%s: "
			   "rte_pktmbuf_pool_create() makes no pools dpaa2x can receive "
			   "into; " DPAA2X_MEMPOOL_OPS_FSLMC_ADVICE, name, plat,
			   dpaa2 ? ", not registered (DPDK's mempool/dpaa2 is not loaded)" : "");
	} else if (ret < 0 && ret != -EEXIST) {
		DPAA2X_LOG(WARNING, "%s: cannot make '%s' the platform mempool ops",
			   name, DPAA2X_MEMPOOL_OPS_NAME);
	}
}

static int
dpaa2x_probe(struct rte_vdev_device *vdev)
{
	const char *name = rte_vdev_device_name(vdev);
	struct dpaa2x_tester_args ta;
	struct dpaa2x_devargs da;
	struct rte_eth_dev *dev;
	char err[512];
	int ret;

	if (rte_eal_process_type() == RTE_PROC_SECONDARY)
		return probe_secondary(vdev, name);
	dpaa2x_port_driver_set(&dpaa2x_vdev_driver.driver);
	ret = dpaa2x_devargs_parse(rte_vdev_device_args(vdev), &da, err, sizeof(err));
	/* the board's keys: checked by their own table, unread by the driver */
	if (ret == 0)
		ret = dpaa2x_tester_args_parse(da.board, &ta, err, sizeof(err));
	if (ret < 0) {
		DPAA2X_LOG(ERR, "%s: %s", name, err);
		return ret;
	}
	if (dpaa2x_mempool_ops_lookup() < 0) {
		DPAA2X_LOG(ERR, "%s: mempool ops %s not registered", name,
			   DPAA2X_MEMPOOL_OPS_NAME);
		return -ENOTSUP;
	}
	ret = dpaa2x_soc_get(name, &da);
	if (ret < 0)
		return ret;
	dev = rte_eth_vdev_allocate(vdev, sizeof(struct dpaa2x_port));
	if (dev == NULL) {
		dpaa2x_soc_put();
		return -ENOMEM;
	}
	ret = port_init(dev, name, &da);
	if (ret == 0) {
		ret = dpaa2x_tester_attach(dev, &ta, err, sizeof(err));
		if (ret < 0)
			DPAA2X_LOG(ERR, "%s: %s", name, err);
	}
	if (ret < 0) {
		struct dpaa2x_port *port = dev->data->dev_private;

		dpaa2x_lsc_close(dev);	/* its eventfd, if the port got one */
		if (port->dpni_open)
			dpaa2x_dpni_close(port->soc, port->dpni_id);
		rte_eth_dev_release_port(dev);
		dpaa2x_soc_put();
		return ret;
	}
	platform_ops(name, da.backend);
	rte_eth_dev_probing_finish(dev);
	DPAA2X_LOG(INFO, "%s: port %u on dpni@%u, copybreak %s, %s%s", name,
		   dev->data->port_id, ((struct dpaa2x_port *)dev->data->dev_private)->dpni_id,
		   dpaa2x_cb_conf_text(&da.copybreak, err, sizeof(err)),
		   da.backend == DPAA2X_BACKEND_FSLMC ? "fslmc bus" : "DPL ",
		   da.backend == DPAA2X_BACKEND_FSLMC ? "" : dpaa2x_dpl_text(da.dpl));
	return 0;
}

static int
dpaa2x_remove(struct rte_vdev_device *vdev)
{
	struct rte_eth_dev *dev = rte_eth_dev_allocated(rte_vdev_device_name(vdev));

	if (dev == NULL)
		return 0;
	/* closed already (a secondary's rte_eth_dev_close leaves its name):
	 * no ops; else the board's part of the port closes first */
	if (dev->dev_ops != NULL)
		dev->dev_ops->dev_close(dev);
	return rte_eth_dev_release_port(dev);
}

static struct rte_vdev_driver dpaa2x_vdev_driver = {
	.probe = dpaa2x_probe,
	.remove = dpaa2x_remove,
};

RTE_PMD_REGISTER_VDEV(net_dpaa2x, dpaa2x_vdev_driver);
RTE_PMD_REGISTER_PARAM_STRING(net_dpaa2x, DPAA2X_PARAM_STRING DPAA2X_TESTER_PARAM_STRING);
