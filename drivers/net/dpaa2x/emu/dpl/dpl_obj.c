/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * DPL reader: the properties of each object the MC creates (dpni, dpbp,
 * dpio, dpmac), each checked as the MC checks it. dpl.c walks the blob
 * and calls these by the object's type; the names follow the rule dpl.c
 * states (test/dpl finds them in both files).
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <libfdt.h>
#include <rte_common.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_mc.h"
#include "dpl.h"
#include "dpl_priv.h"

static const uint32_t dpl_link_speeds[] = {
	1000, 2500, 10000, 25000, 40000, 100000
};

/* ------------------------------------------------------------------ */
/* Objects                                                             */
/* ------------------------------------------------------------------ */

int
dpl_parse_dpni(struct dpl_ctx *c, int node, uint16_t id)
{
	static const char *const types[] = { "DPNI_TYPE_NIC", NULL };
	struct dpaa2x_dpl_dpni *ni = &c->dpl->dpni[c->dpl->n_dpni];
	uint32_t rxq, txq, rxd, txd, mfl, filt, vfilt, tcs;
	const uint8_t *mac;
	int len, type;

	/* A dpni's Rx queue count is the MC's num_queues; Tx defaults to it. */
	if (dpl_enum(c, node, "type", "dpni type", types, "DPNI_TYPE_NIC", &type) ||
	    dpl_u32(c, node, "num_queues", true, 0, 1, DPAA2X_MAX_QUEUES, &rxq) ||
	    dpl_u32(c, node, "num_tx_queues", false, rxq, 1, DPAA2X_MAX_QUEUES, &txq) ||
	    dpl_u32(c, node, "num_tcs", false, 1, 1, 8, &tcs) ||
	    dpl_u32(c, node, "rx_fq_depth", false, 1024, 16, 65536, &rxd) ||
	    dpl_u32(c, node, "tx_fq_depth", false, 1024, 16, 65536, &txd) ||
	    dpl_u32(c, node, "max_frame_length", false, 1518, 64,
		    DPAA2X_MAX_FRAME, &mfl) ||
	    dpl_u32(c, node, "mac_filter_entries", false, DPAA2X_MAX_MAC_FILTERS,
		    0, DPAA2X_MAX_MAC_FILTERS, &filt) ||
	    dpl_u32(c, node, "vlan_filter_entries", false, DPAA2X_MAX_VLAN_FILTERS,
		    0, DPAA2X_MAX_VLAN_FILTERS, &vfilt))
		return -EINVAL;
	/* WRIOP gives each Rx traffic class the same number of queues */
	if (rxq % tcs != 0)
		return dpl_fail(c, node, "num_tcs", "%u traffic classes do not share %u Rx "
				"queues evenly (num_queues must be a multiple of num_tcs)", tcs, rxq);
	memset(ni, 0, sizeof(*ni));
	ni->id = id;
	ni->num_rx_queues = rxq;
	ni->num_tcs = (uint8_t)tcs;
	ni->num_tx_queues = txq;
	ni->rx_fq_depth = rxd;
	ni->tx_fq_depth = txd;
	ni->max_frame_len = mfl;
	ni->mac_filter_entries = filt;
	ni->vlan_filter_entries = vfilt;
	ni->peer_type = DPAA2X_OBJ_NONE;
	mac = fdt_getprop(c->fdt, node, "mac_addr", &len);
	if (mac == NULL) {
		/* default: locally administered 02:00:00:00:00:<id> */
		ni->mac[0] = 0x02;
		ni->mac[5] = (uint8_t)id;
	} else if (len != 6) {
		return dpl_fail(c, node, "mac_addr", "expected 6 bytes, got %d", len);
	} else if (mac[0] & 1) {
		return dpl_fail(c, node, "mac_addr",
				"%02x:%02x:%02x:%02x:%02x:%02x is a multicast address",
				mac[0], mac[1], mac[2], mac[3], mac[4], mac[5]);
	} else if ((mac[0] | mac[1] | mac[2] | mac[3] | mac[4] | mac[5]) == 0) {
		return dpl_fail(c, node, "mac_addr",
				"00:00:00:00:00:00 is not a unicast address");
	} else {
		memcpy(ni->mac, mac, 6);
	}
	c->dpl->n_dpni++;
	return 0;
}

int
dpl_parse_dpbp(struct dpl_ctx *c, int node, uint16_t id)
{
	static const char *const orders[] = { "fifo", "lifo", NULL };
	struct dpaa2x_dpl_dpbp *bp = &c->dpl->dpbp[c->dpl->n_dpbp];
	uint32_t bufs, entry, exit_, bpid;
	unsigned int i;
	int order;

	/* default thresholds 64/128, capped at a smaller pool's capacity */
	if (dpl_u32(c, node, "buffers", false, 262144, 1, 1048576, &bufs) ||
	    dpl_enum(c, node, "order", "order", orders, "fifo", &order) ||
	    dpl_u32(c, node, "depletion_entry", false, RTE_MIN(64u, bufs), 0,
		    bufs, &entry) ||
	    dpl_u32(c, node, "depletion_exit", false, RTE_MIN(128u, bufs), 0,
		    bufs, &exit_) ||
	    dpl_u32(c, node, "bpid", false, 0, 1, DPAA2X_BPID_MASK, &bpid))
		return -EINVAL;
	for (i = 0; bpid != 0 && i < c->dpl->n_dpbp; i++)
		if (c->dpl->dpbp[i].bpid == bpid)
			return dpl_fail(c, node, "bpid", "%u is dpbp@%u's already",
					bpid, c->dpl->dpbp[i].id);
	/* BMan leaves depletion only above the exit threshold: exit >= entry */
	if (exit_ < entry)
		return dpl_fail(c, node, "depletion_exit",
				"%u is below depletion_entry %u", exit_, entry);
	bp->id = id;
	bp->bpid = (uint16_t)bpid;	/* 0: the MC's choice (dpl_bpids) */
	bp->buffers = bufs;
	bp->lifo = order == 1;
	bp->depletion_entry = entry;
	bp->depletion_exit = exit_;
	c->dpl->n_dpbp++;
	return 0;
}

int
dpl_parse_dpio(struct dpl_ctx *c, int node, uint16_t id)
{
	static const char *const modes[] = {
		"DPIO_LOCAL_CHANNEL", "DPIO_NO_CHANNEL", NULL
	};
	uint32_t prio;
	int mode;

	/* accepted for MC compatibility; the model has one channel per portal */
	if (dpl_enum(c, node, "channel_mode", "channel mode", modes,
		     "DPIO_LOCAL_CHANNEL", &mode) ||
	    dpl_u32(c, node, "num_priorities", false, 8, 1, 8, &prio))
		return -EINVAL;
	c->dpl->dpio[c->dpl->n_dpio].id = id;
	c->dpl->n_dpio++;
	return 0;
}

static int
dpl_link_speed(struct dpl_ctx *c, int node, uint32_t *speed)
{
	size_t i;

	if (dpl_u32(c, node, "link_speed", false, 10000, 0, UINT32_MAX, speed))
		return -EINVAL;
	for (i = 0; i < RTE_DIM(dpl_link_speeds); i++)
		if (*speed == dpl_link_speeds[i])
			return 0;
	return dpl_fail(c, node, "link_speed",
			"%u is not one of 1000, 2500, 10000, 25000, 40000, 100000",
			*speed);
}

int
dpl_parse_dpmac(struct dpl_ctx *c, int node, uint16_t id)
{
	static const char *const states[] = { "up", "down", NULL };
	static const char *const wires[] = {
		"generator", "loopback", "tap", "pcap", NULL
	};
	static const char *const pads[] = { "pad", "strict", NULL };
	struct dpaa2x_dpl_dpmac *mac = &c->dpl->dpmac[c->dpl->n_dpmac];
	int state, wire, pad = 0;

	memset(mac, 0, sizeof(*mac));
	if (dpl_link_speed(c, node, &mac->link_speed_mbps) ||
	    dpl_enum(c, node, "link_state", "link state", states, "up", &state) ||
	    dpl_enum(c, node, "wire", "wire kind", wires, "generator", &wire))
		return -EINVAL;
	mac->id = id;
	mac->link_up = state == 0;
	/* enum dpaa2x_wire_kind follows the order of wires[] */
	mac->wire = (enum dpaa2x_wire_kind)wire;
	if (mac->wire == DPAA2X_WIRE_TAP) {
		char def[sizeof(mac->tap_name)];

		snprintf(def, sizeof(def), "dpmac%u", id);
		if (dpl_str_copy(c, node, "tap_name", def, mac->tap_name,
				 sizeof(mac->tap_name)))
			return -EINVAL;
		/* what the kernel takes as an interface name */
		if (strcmp(mac->tap_name, ".") == 0 || strcmp(mac->tap_name, "..") == 0 ||
		    strpbrk(mac->tap_name, "/: \t\n\v\f\r") != NULL)
			return dpl_fail(c, node, "tap_name",
					"'%s' is not an interface name (no '/', ':' or "
					"white space; not '.' or '..')", mac->tap_name);
	}
	if (mac->wire == DPAA2X_WIRE_PCAP &&
	    (dpl_str_copy(c, node, "pcap_rx", "", mac->pcap_rx, sizeof(mac->pcap_rx)) ||
	     dpl_str_copy(c, node, "pcap_tx", "", mac->pcap_tx, sizeof(mac->pcap_tx))))
		return -EINVAL;
	if (mac->wire == DPAA2X_WIRE_PCAP && mac->pcap_rx[0] == '\0' &&
	    mac->pcap_tx[0] == '\0')
		return dpl_fail(c, node, "wire",
				"\"pcap\" needs pcap_rx, pcap_tx or both");
	if ((mac->wire == DPAA2X_WIRE_TAP || mac->wire == DPAA2X_WIRE_PCAP) &&
	    dpl_enum(c, node, "wire_padding", "wire padding", pads, "pad", &pad))
		return -EINVAL;
	mac->strict_runts = pad == 1;
	c->dpl->n_dpmac++;
	return 0;
}

/* The SoC's IEEE 1588 timer: no properties (the MC's DPRTC). */
int
dpl_parse_dprtc(struct dpl_ctx *c, int node, uint16_t id)
{
	RTE_SET_USED(node);
	RTE_SET_USED(id);
	c->dpl->n_dprtc = 1;
	return 0;
}
