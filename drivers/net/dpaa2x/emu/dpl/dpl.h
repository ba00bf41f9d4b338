/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Model-internal: the Data Path Layout, read from a device tree blob with
 * libfdt, checked, and turned into a plain description the MC model
 * creates its objects from.
 */

#ifndef DPAA2X_HW_DPL_H
#define DPAA2X_HW_DPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "dpaa2x_hw_fmt.h"

/* The name error texts give a DPL: its file, else "DPL" or the embedded one. */
static inline const char *
dpaa2x_dpl_name(const void *dtb, const char *name)
{
	return name != NULL ? name : (dtb != NULL ? "DPL" : "default.dtb");
}

enum dpaa2x_obj_type { DPAA2X_OBJ_NONE, DPAA2X_OBJ_DPNI, DPAA2X_OBJ_DPBP,
		       DPAA2X_OBJ_DPIO, DPAA2X_OBJ_DPMAC, DPAA2X_OBJ_DPRTC };

enum dpaa2x_wire_kind {
	DPAA2X_WIRE_GENERATOR,	/* generator/sink tester (default) */
	DPAA2X_WIRE_LOOPBACK,	/* Tx comes back on Rx of the same dpni */
	DPAA2X_WIRE_TAP,	/* Linux tap interface */
	DPAA2X_WIRE_PCAP,	/* read/write pcap files */
};

struct dpaa2x_dpl_dpni {
	uint16_t id;
	uint16_t num_rx_queues, num_tx_queues;	/* 1..DPAA2X_MAX_QUEUES */
	uint8_t num_tcs;			/* Rx traffic classes, 1..8 */
	uint32_t rx_fq_depth, tx_fq_depth;	/* tail-drop, frames, 16..65536 */
	uint32_t max_frame_len;			/* 64..DPAA2X_MAX_FRAME */
	uint16_t mac_filter_entries;		/* 0..DPAA2X_MAX_MAC_FILTERS */
	uint16_t vlan_filter_entries;		/* 0..DPAA2X_MAX_VLAN_FILTERS */
	uint8_t mac[6];
	/* filled from connections: exactly one peer */
	enum dpaa2x_obj_type peer_type;		/* DPMAC or DPNI (back to back) */
	uint16_t peer_id;
};

struct dpaa2x_dpl_dpbp {
	uint16_t id;			/* the dpbp object's id (dpbp_open) */
	uint16_t bpid;			/* the BMan pool the MC gave it */
	uint32_t buffers;		/* capacity, 1..1048576 */
	bool lifo;			/* order = "fifo" (default) | "lifo" */
	uint32_t depletion_entry, depletion_exit;	/* exit >= entry */
};

struct dpaa2x_dpl_dpio {
	uint16_t id;
};

struct dpaa2x_dpl_dpmac {
	uint16_t id;
	uint32_t link_speed_mbps;	/* 1000, 2500, 10000, 25000, 40000, 100000 */
	bool link_up;
	enum dpaa2x_wire_kind wire;
	char tap_name[16];
	char pcap_rx[128], pcap_tx[128];
	bool strict_runts;		/* wire_padding = "strict": tap and pcap
					 * frames < 60 bytes arrive as they are */
};

struct dpaa2x_dpl {
	uint32_t version;
	bool no_tester;			/* /tester = "off" */
	uint32_t cold_header;		/* /cold-mbuf-header, bytes; 0 = off */
	bool mc_accept_all;		/* /mc-firmware = "accept-all" */
	uint16_t wriop_version;		/* /wriop_version, major << 10 | minor << 5 | rev */
	char container[DPAA2X_NAME_LEN];	/* e.g. "dprc@1" */
	struct dpaa2x_dpl_dpni dpni[DPAA2X_MAX_DPNI];
	struct dpaa2x_dpl_dpbp dpbp[DPAA2X_MAX_DPBP];
	struct dpaa2x_dpl_dpio dpio[DPAA2X_MAX_DPIO];
	struct dpaa2x_dpl_dpmac dpmac[DPAA2X_MAX_DPNI];
	uint16_t n_dpni, n_dpbp, n_dpio, n_dpmac;
	uint16_t n_dprtc;		/* 0 or 1: dprtc.0, the SoC's 1588 timer */
};

/*
 * DPL properties read (anything else is ignored, as the MC does):
 *   /dpl-version                 u32, default 10
 *   /tester                      "on" (default) | "off": emulation only, the
 *                                test equipment on the dpmac wires (generator,
 *                                sink, injection, capture). "off" makes the
 *                                SoC a backend without one: the wire control
 *                                calls answer -ENOTSUP.
 *   /cold-mbuf-header            u32 (128, 0..4096): emulation only, bytes
 *                                before each buffer WRIOP Rx acquires whose
 *                                lines the model evicts from every cache (the
 *                                mbuf header, cold on LS2088A); 0 = off.
 *   /mc-firmware                 "strict" (default) | "accept-all": the
 *                                MC's firmware refuses the requests DPDK's
 *                                net_dpaa2 never makes (the model's strict
 *                                MC, mc_model.h), or, the kind MC, takes
 *                                every command it knows.
 *   /wriop_version               "<major>.<minor>.<rev>" (each 0..31),
 *                                default "2.0.0": what dpni attributes
 *                                report; "1.0.0" (and "0.0.0", as some MC
 *                                versions report it) has WRIOP 1.0.0's rule,
 *                                Rx buffers at 256-byte data alignment and
 *                                size (emu/dpni.c).
 *   /containers                  exactly one child dprc@<id> (decimal id),
 *                                compatible = "fsl,dprc" (required)
 *   .../dprc@N/objects/<any>     obj_set: type = "dpni"|"dpbp"|"dpio"|"dpmac"|"dprtc",
 *                                ids = <u32 list>; every id must name an
 *                                object under /objects, no id twice, and
 *                                every object under /objects must be listed
 *                                (the check goes both ways).
 *   /objects/<type>@<id>         decimal id without leading zeros;
 *                                compatible = "fsl,<type>" (required).
 *     dpni   id 0..15           num_queues (required, 1..16) = Rx queues,
 *                                num_tx_queues (= num_queues), num_tcs (1,
 *                                1..8: Rx traffic classes, num_queues / num_tcs
 *                                queues each, in order; num_queues a multiple
 *                                of it), type ("DPNI_TYPE_NIC"),
 *                                rx_fq_depth/tx_fq_depth (1024, 16..65536),
 *                                max_frame_length (1518, 64..10240, wire
 *                                size with FCS), mac_filter_entries (16,
 *                                0..16), vlan_filter_entries (16, 0..16:
 *                                the VLAN table; 0: none, no VLAN filter),
 *                                mac_addr (6 bytes, unicast, not
 *                                all zero; default 02:00:00:00:00:<id & 0xff>)
 *     dpbp   id 1..16383          bpid (1..16383, no two alike; default:
 *                                the MC's own, unrelated to the id: the
 *                                smallest BPID no dpbp has as id or bpid,
 *                                in /objects order; BPID 0 is reserved),
 *                                buffers (262144, 1..1048576), order
 *                                ("fifo" | "lifo"), depletion_entry (64) and
 *                                depletion_exit (128), both 0..buffers
 *                                (defaults capped at buffers), exit >= entry
 *     dpio   id 0..255           channel_mode ("DPIO_LOCAL_CHANNEL" |
 *                                "DPIO_NO_CHANNEL"), num_priorities (8, 1..8);
 *                                checked, not modelled
 *     dprtc  id 0                the SoC's IEEE 1588 timer (at most one, no
 *                                properties): without it the MC has no
 *                                DPRTC, and there are no Rx timestamps,
 *                                read_clock or timesync.
 *     dpmac  id 1..255           link_speed (10000; one of the set above),
 *                                link_state ("up" | "down"), wire
 *                                ("generator" | "loopback" | "tap" | "pcap"),
 *                                tap_name (wire "tap": default "dpmac<id>",
 *                                <= 15 chars, no '/', ':' or white space,
 *                                not "." or ".."), pcap_rx / pcap_tx (wire
 *                                "pcap": at least one, <= 127 chars; a missing
 *                                one is left ""), wire_padding (wire "tap" or
 *                                "pcap": "pad" (default), frames shorter than
 *                                60 bytes zero-padded to 60 as the partner's
 *                                MAC pads them | "strict": as they are, runts)
 *   At least one dpni, one dpbp and one dpio; at most DPAA2X_MAX_DPNI dpni
 *   and dpmac, DPAA2X_MAX_DPBP dpbp, DPAA2X_MAX_DPIO dpio.
 *   /connections/<any>           endpoint1, endpoint2 = "dpni@<id>" or
 *                                "dpmac@<id>", at least one a dpni. Every
 *                                dpni is in exactly one connection; a dpmac
 *                                in at most one (unconnected dpmacs unused).
 * Objects appear in the output arrays in /objects node order.
 *
 * Parse and validate. 0, or -EINVAL with a message of the form
 * "<name>: /objects/dpni@1: property 'num_queues': 0 is out of range 1..16".
 * dtb NULL means the embedded default DPL. name NULL reads "default.dtb"
 * for the embedded DPL, "DPL" otherwise. On error *out is zeroed. A blob
 * that is not 8-byte aligned is parsed from a temporary copy.
 */
int dpaa2x_dpl_parse(const void *dtb, size_t len, const char *name,
		     struct dpaa2x_dpl *out, char *err, size_t errlen);

/* The embedded default DPL (config/dpl/default.dts, built by dtc). */
extern const unsigned char dpaa2x_dpl_default[];
extern const size_t dpaa2x_dpl_default_len;

#endif /* DPAA2X_HW_DPL_H */
