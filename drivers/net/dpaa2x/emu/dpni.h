/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulator-internal: a dpni with its WRIOP port and its dpmac: the MC
 * object (dpni.c), its VLAN filter (vlan.c), its IRQ (irq.c), WRIOP's Rx
 * and Tx (wriop.c) and the MAC's 802.3x flow control (pause.c).
 */

#ifndef DPAA2X_EMU_DPNI_H
#define DPAA2X_EMU_DPNI_H

#include <stdalign.h>
#include <stdbool.h>
#include <stdint.h>

#include <rte_common.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_hw_board.h"
#include "frame/frame.h"
#include "cls.h"

struct dpaa2x_soc;
struct model_fq;
struct rte_ring;

#define MODEL_INJECT_DEPTH	256	/* wire_inject queue per dpni */
#define MODEL_INJECT_MAX_LEN	16384	/* largest injectable frame */
#define MODEL_CAPTURE_MAX	64
#define MODEL_NO_PEER		0xffff
#define MODEL_PEER_SPEED	10000	/* dpni-dpni link reports 10G */

struct model_frame {			/* bytes arriving from a wire */
	const uint8_t *data;
	uint32_t len;
};

/* 802.3x flow control of a dpmac (pause.c). */
struct model_pause {
	/* MC configuration (dpaa2x_dpni_set_pause) */
	uint32_t opts;			/* DPAA2X_LINK_OPT_PAUSE, _ASYM_PAUSE */
	uint32_t xoff, xon;		/* Rx FQ fill, frames */
	uint16_t quanta;
	bool send_xon;
	/* engine */
	bool asserted;			/* our PAUSE (XOFF) is in force */
	uint64_t sent_tsc;		/* the last PAUSE we sent */
	uint64_t partner_until;		/* the tester sends nothing before (TSC; 0: sends) */
	uint64_t tx_until;		/* our Tx sends nothing before (TSC; 0: sends) */
	uint64_t tx_pause, tx_xon, rx_pause, rx_ctrl;	/* MAC counters */
};

/* A dpni's IRQ 0 (irq.c): MC state, set by MC commands. */
struct model_irq {
	int efd;			/* the driver's eventfd (MSI); -1: none */
	bool enabled;
	uint32_t mask, status;		/* DPAA2X_DPNI_IRQ_* */
	uint64_t lost;			/* MSIs the eventfd did not take */
};

/* A dpni with its WRIOP port and the wire behind its dpmac. */
struct model_dpni {
	/* MC configuration: written by MC commands, read by the engine */
	uint16_t id;
	uint16_t dpmac_id;		/* MODEL_NO_PEER: dpni-dpni link */
	bool open, enabled;
	bool uc_promisc, mc_promisc;
	uint8_t wire;			/* enum dpaa2x_wire_kind */
	uint8_t n_pools;
	uint16_t peer;			/* dpni index receiving our Tx */
	uint16_t num_rx, num_tx;
	uint8_t num_tcs;		/* Rx traffic classes (DPL num_tcs) */
	uint16_t rx_per_tc;		/* num_rx / num_tcs: TC t's from t * rx_per_tc */
	uint16_t priv_size, data_offset;
	bool no_sg;			/* layout NO_SG: no scatter-gather Rx */
	bool rx_timestamp;		/* layout TIMESTAMP: the DPRTC's time in word 2 */
	uint64_t ts_last;		/* the MAC's last Rx or Tx time, ns */
	uint8_t tx_conf;		/* MODEL_TX_CONF_*: what Tx confirms */
	uint8_t tx_csum;		/* DPAA2X_TX_CSUM_*: sums Tx makes */
	uint8_t stash_annot, stash_data;	/* FLC stash control, 64 B lines */
	uint64_t cold_header_lines;	/* mbuf header lines evicted at Rx (wriop.c) */
	uint16_t dist_nq;
	uint16_t n_macs, mac_entries;
	uint32_t dist_fields;
	uint32_t max_frame;		/* with FCS */
	uint32_t rx_depth, tx_depth;
	uint32_t link_speed;
	bool link_up;			/* the MAC's link (the board's cable) */
	struct model_irq irq;		/* IRQ 0, link events (irq.c) */
	bool vlan_filter;		/* VLAN table in force (vlan.c) */
	uint8_t n_vlans;
	uint8_t vlan_entries;		/* the VLAN table's size (DPL) */
	uint16_t vlans[DPAA2X_MAX_VLAN_FILTERS];
	struct model_cls cls;		/* flow steering (cls.c) */
	uint64_t mac64;			/* primary MAC, low 48 bits */
	uint64_t macs[DPAA2X_MAX_MAC_FILTERS];
	uint8_t pool_idx[DPAA2X_MAX_POOLS_PER_DPNI];	/* by buf_size */
	uint32_t pool_size[DPAA2X_MAX_POOLS_PER_DPNI];
	uint8_t key[DPAA2X_RSS_KEY_LEN];
	bool key_default;		/* key is the default: fast table hash */
	struct model_fq *rxq[DPAA2X_MAX_QUEUES];
	struct model_fq *txq[DPAA2X_MAX_QUEUES];
	struct model_fq *txcq[DPAA2X_MAX_QUEUES];
	struct rte_ring *inject;	/* MP/SC ring of rte_malloc'd frames */

	/* engine: counters (dpni_get_statistics) and wire state */
	alignas(RTE_CACHE_LINE_SIZE) struct dpaa2x_dpni_stats st;
	uint64_t mac_ing_frames, mac_ing_bytes;	/* the dpmac's counters */
	uint64_t mac_egr_frames, mac_egr_bytes;
	struct dpaa2x_wire_stats wst;
	bool gen_cfg, gen_run;
	bool lat_reset;			/* software asked: latency starts over */
	bool gen_held;			/* the tester held its frames (PAUSE, cable out) */
	uint16_t gen_burst;
	uint64_t gen_t0;		/* TSC at start */
	uint64_t gen_next;		/* next frame due, TSC - gen_t0, <<16 */
	uint64_t gen_left;		/* frames to send in this run */
	uint64_t gen_built;		/* frames the generator built since a wire reset */
	uint64_t gen_ivl[DPAA2X_GEN_MAX_SIZES];	/* TSC <<16 per frame */
	uint32_t cap_want, cap_n;
	uint16_t cap_len[MODEL_CAPTURE_MAX];
	uint8_t *cap_buf;		/* MODEL_CAPTURE_MAX * DPAA2X_MAX_FRAME */
	/* tap and pcap handles: primary process only */
	int tap_fd;
	bool wire_pad;			/* pad tap and pcap frames < 60 bytes */
	void *pcap_in, *pcap_out, *pcap_dead;
	struct model_pause pause;
	struct dpaa2x_gen_state gen;
	struct dpaa2x_sink_state sink;
};

/* vlan.c: the VLAN filter off and its table empty (dpni open); vid in it. */
void model_dpni_vlan_reset(struct model_dpni *ni);
bool model_vlan_listed(const struct model_dpni *ni, uint16_t vid);

/* irq.c: the dpni's IRQ off (dpni open); the link event raised if the
 * link dpni_get_link reports is no longer was_up; that link. */
void model_dpni_irq_reset(struct model_dpni *ni);
void model_dpni_link_changed(struct model_dpni *ni, bool was_up);
bool model_dpni_link_seen(const struct model_dpni *ni);
/* The board's cable of dpni id's dpmac (dpaa2x_wire_set_link). */
int model_wire_set_link(struct dpaa2x_soc *soc, uint16_t id, bool up);

/*
 * Tx confirmation modes (dpni_set_tx_confirmation_mode's values). With
 * confirmation on (affine or single) every FD sent or discarded comes back
 * on a confirmation FQ and WRIOP releases no buffer; with it off WRIOP
 * releases each buffer to its pool and an FD without one (IVP) is sent and
 * forgotten. The MC's dpni starts with it on; the contract's dpni_open
 * turns it off, as the fslmc backend does at open.
 */
#define MODEL_TX_CONF_AFFINE	0
#define MODEL_TX_CONF_SINGLE	1
#define MODEL_TX_CONF_DISABLE	2
/* 0, -ENODEV, -EPERM (not open), -EBUSY (enabled), -EINVAL (mode). */
int model_dpni_set_tx_conf(struct dpaa2x_soc *soc, uint16_t id, uint8_t mode);

/* ---- wriop.c ---- */
/* Receive frames from the wire of ni (n <= MODEL_BURST). */
void model_wriop_rx(struct dpaa2x_soc *soc, struct model_dpni *ni,
		    const struct model_frame *f, unsigned int n);
unsigned int model_wriop_tx(struct dpaa2x_soc *soc, struct model_dpni *ni);

/* ---- pause.c: the dpmac's 802.3x flow control ---- */
/* Engine, before the wire delivers: send, refresh or lift our PAUSE from
 * the Rx FQ fill; whether the link partner holds its frames now. */
bool model_pause_partner_holds(struct dpaa2x_soc *soc, struct model_dpni *ni);
/* Engine, before Tx: is our Tx held by a PAUSE received (Rx pause)? */
bool model_pause_tx_held(const struct dpaa2x_soc *soc, struct model_dpni *ni);
/* Frames from the wire reach the MAC: MAC control frames end here (a
 * PAUSE is honoured), the rest are counted as offered and go to WRIOP Rx. */
void model_mac_rx(struct dpaa2x_soc *soc, struct model_dpni *ni,
		  const struct model_frame *f, unsigned int n);
/* dpni open: flow control off, default thresholds, counters zero. */
void model_pause_reset(struct model_dpni *ni);

/*
 * A frame's Rx or Tx time from the DPRTC's time now. One MAC's frames come
 * one after another on each wire (a minimum frame is 67 ns at 10G), and a
 * frame looped back arrives after it left, so no two of a MAC's stamps are
 * the same and none goes before one it follows. Where this host's counter
 * is coarser than that (qemu-user's), a stamp taken within 1 us of the
 * MAC's last one takes the next ns. A clock set back further than that is
 * followed as it is.
 */
static inline uint64_t
model_mac_stamp(struct model_dpni *ni, uint64_t now)
{
	if (now <= ni->ts_last && ni->ts_last - now < 1000)
		now = ni->ts_last + 1;
	ni->ts_last = now;
	return now;
}

#endif /* DPAA2X_EMU_DPNI_H */
