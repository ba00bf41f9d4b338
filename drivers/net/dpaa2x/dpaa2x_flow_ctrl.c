/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Link flow control of a net_dpaa2x port: ethdev's modes onto the dpni's
 * pause options, as DPDK's dpaa2 driver maps them (dpni_set_link_cfg):
 *   RTE_ETH_FC_NONE      -
 *   RTE_ETH_FC_TX_PAUSE  ASYM_PAUSE          the port sends PAUSE while an
 *                                            Rx queue is above high_water
 *   RTE_ETH_FC_RX_PAUSE  PAUSE | ASYM_PAUSE  the port honours PAUSE received
 *   RTE_ETH_FC_FULL      PAUSE               both
 * high_water and low_water count frames in an Rx queue (the hardware's FQ
 * fill: XOFF at high_water, XON at low_water; 0 takes the defaults, 3/4 and
 * 1/2 of the queue depth), pause_time is the PAUSE frames' quanta (512 bit
 * times; 0 takes 0xffff). The dpmac consumes MAC control frames and has no
 * autonegotiation: mac_ctrl_frame_fwd and autoneg must be off.
 */

#include <assert.h>
#include <errno.h>
#include <string.h>

#include "dpaa2x_common.h"
#include "dpaa2x_port.h"
#include "dpaa2x_flow_ctrl.h"
#include "dpaa2x_hw_mc.h"

/* devarg flow_ctrl names the modes by their ethdev values */
static_assert(DPAA2X_DEVARG_FC_NONE == RTE_ETH_FC_NONE &&
	      DPAA2X_DEVARG_FC_RX_PAUSE == RTE_ETH_FC_RX_PAUSE &&
	      DPAA2X_DEVARG_FC_TX_PAUSE == RTE_ETH_FC_TX_PAUSE &&
	      DPAA2X_DEVARG_FC_FULL == RTE_ETH_FC_FULL, "flow_ctrl devarg values");

static const uint32_t fc_options[] = {
	[RTE_ETH_FC_NONE] = 0,
	[RTE_ETH_FC_TX_PAUSE] = DPAA2X_LINK_OPT_ASYM_PAUSE,
	[RTE_ETH_FC_RX_PAUSE] = DPAA2X_LINK_OPT_PAUSE | DPAA2X_LINK_OPT_ASYM_PAUSE,
	[RTE_ETH_FC_FULL] = DPAA2X_LINK_OPT_PAUSE,
};

int
dpaa2x_flow_ctrl_get(struct rte_eth_dev *dev, struct rte_eth_fc_conf *fc)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_pause_cfg pc;
	unsigned int m;
	int ret;

	ret = dpaa2x_dpni_get_pause(port->soc, port->dpni_id, &pc, NULL);
	if (ret < 0)
		return ret;
	memset(fc, 0, sizeof(*fc));
	for (m = 0; m < RTE_DIM(fc_options); m++)
		if (fc_options[m] == pc.options)
			fc->mode = (enum rte_eth_fc_mode)m;
	fc->high_water = pc.xoff_frames;
	fc->low_water = pc.xon_frames;
	fc->pause_time = pc.pause_quanta;
	fc->send_xon = pc.send_xon;
	return 0;
}

/* What the port cannot do, named; 0 when fc is within its means. */
static int
fc_check(const struct dpaa2x_port *port, const struct rte_eth_fc_conf *fc)
{
	uint16_t pid = port->eth_dev->data->port_id;
	uint32_t depth = port->attr.rx_fq_depth;
	uint32_t high = fc->high_water ? fc->high_water : RTE_MAX(depth * 3 / 4, 2u);

	if ((unsigned int)fc->mode >= RTE_DIM(fc_options)) {
		DPAA2X_LOG(ERR, "port %u: flow control mode %d is not one of none, "
			   "rx_pause, tx_pause, full", pid, fc->mode);
		return -EINVAL;
	}
	if (fc->mac_ctrl_frame_fwd || fc->autoneg) {
		DPAA2X_LOG(ERR, "port %u: flow control with %s is not supported: the dpmac %s",
			   pid, fc->autoneg ? "autoneg" : "mac_ctrl_frame_fwd",
			   fc->autoneg ? "has no autonegotiation" : "consumes MAC control frames");
		return -ENOTSUP;
	}
	if (fc->high_water > depth) {
		DPAA2X_LOG(ERR, "port %u: flow control high_water %u is above the Rx queue "
			   "depth %u (frames)", pid, fc->high_water, depth);
		return -EINVAL;
	}
	if (fc->low_water != 0 && fc->low_water >= high) {
		DPAA2X_LOG(ERR, "port %u: flow control low_water %u must be below high_water %u "
			   "(frames)", pid, fc->low_water, high);
		return -EINVAL;
	}
	return 0;
}

int
dpaa2x_flow_ctrl_set(struct rte_eth_dev *dev, struct rte_eth_fc_conf *fc)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_pause_cfg pc;
	int ret = fc_check(port, fc);

	if (ret < 0)
		return ret;
	memset(&pc, 0, sizeof(pc));
	pc.options = fc_options[fc->mode];
	pc.xoff_frames = fc->high_water;
	pc.xon_frames = fc->low_water;
	pc.pause_quanta = fc->pause_time;
	pc.send_xon = fc->send_xon != 0;
	ret = dpaa2x_dpni_set_pause(port->soc, port->dpni_id, &pc);
	if (ret < 0)
		DPAA2X_LOG(ERR, "port %u: flow control refused by the MC: %s",
			   dev->data->port_id, strerror(-ret));
	return ret;
}

int
dpaa2x_flow_ctrl_init(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct rte_eth_fc_conf fc;
	int ret;

	if (port->da.flow_ctrl == DPAA2X_DEVARG_FC_NONE)
		return 0;		/* off after the dpni opened */
	ret = dpaa2x_flow_ctrl_get(dev, &fc);
	if (ret == 0) {
		fc.mode = (enum rte_eth_fc_mode)port->da.flow_ctrl;
		ret = dpaa2x_flow_ctrl_set(dev, &fc);
	}
	return ret;
}
