/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_hw_board.h - the portal contract's optional board interface
 * (emulation only): the tester behind a dpmac and its wire.
 */

#ifndef DPAA2X_HW_BOARD_H
#define DPAA2X_HW_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dpaa2x_hw_backend.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* Wire (emulation only): tester behind a dpmac                         */
/* ------------------------------------------------------------------ */
#define DPAA2X_GEN_MAX_SIZES	16

struct dpaa2x_gen_params {
	uint16_t sizes[DPAA2X_GEN_MAX_SIZES];	/* wire frame sizes with FCS, cycled */
	uint16_t n_sizes;
	uint32_t flows;			/* distinct 5-tuples, >= 1 */
	uint64_t rate_pps;		/* 0 = link line rate */
	uint64_t count;			/* frames to send, 0 = no limit */
	uint8_t src_mac[6], dst_mac[6];
	uint32_t src_ip, dst_ip;	/* host order bases */
	uint32_t src_ip_count, dst_ip_count;	/* >= 1 */
	uint16_t sport, dport;		/* UDP port bases */
	uint8_t ttl;
	uint16_t burst;			/* frames per engine pass, step mode too */
	bool vlan;			/* an 802.1Q tag of vlan_tci after the MACs */
	uint16_t vlan_tci;		/* PCP, DEI and VID, host order */
	uint8_t kind;			/* DPAA2X_GEN_KIND_*: what the frames carry */
};

/* The generator's frames: IPv4/UDP with a stamp (the sink's), or PTP v2
 * Sync messages over Ethernet (ethertype 0x88f7; the sink counts them
 * foreign), as testpmd's ieee1588 engine takes them. */
#define DPAA2X_GEN_KIND_UDP	0
#define DPAA2X_GEN_KIND_PTP	1

struct dpaa2x_wire_stats {
	uint64_t gen_frames, gen_bytes;		/* offered to the dpni */
	uint64_t gen_seen;			/* this generator's frames seen at any
						 * sink of the SoC (their stamp's id) */
	uint64_t gen_never_seen;		/* it built them, no sink saw them (yet) */
	uint64_t sink_frames, sink_bytes;	/* transmitted by the dpni */
	uint64_t sink_lost;			/* sequence gaps, per generator and flow */
	uint64_t sink_reordered;
	uint64_t sink_corrupted;		/* bad payload or IPv4 csum */
	uint64_t sink_foreign;			/* not a generator frame */
	/* the sums of every frame the sink got, generator's or foreign, where
	 * WRIOP Rx could check them: IPv4 header, TCP/UDP (IPv4, IPv6) */
	uint64_t sink_l3_csum_good, sink_l3_csum_bad;
	uint64_t sink_l4_csum_good, sink_l4_csum_bad;
	uint64_t partner_pause, partner_xon;	/* PAUSE frames the tester got from
						 * the dpmac: quanta > 0, 0 (XON) */
	uint64_t lat_min_ns, lat_avg_ns, lat_max_ns;
	/* tap and pcap wires: frames < 60 bytes the partner's MAC padded to
	 * 60; transmitted frames the partner did not take (a failed tap
	 * write(): the MAC sent them, they are not egress discards) */
	uint64_t rx_padded, tx_refused;
	/* the kernel's own counters of the tap interface (tap_stats: read) */
	uint64_t tap_rx_packets, tap_rx_dropped, tap_tx_packets, tap_tx_dropped;
	bool tap_stats;
	uint8_t sink_ttl_min, sink_ttl_max;
	bool gen_running;
};

/*
 * The board's table: what a backend with a board (the emulated one) does
 * for the calls below, entered with dpaa2x_board_register(). A backend
 * without one (silicon) enters none: every call answers -ENOTSUP. A board
 * may also stand beside a backend that has none, as the emulated board
 * behind a test bus does: dpaa2x_board_attach() names it, and
 * dpaa2x_soc_get_info() hands it out (soc_info.board) with its tester's
 * capability.
 */
struct dpaa2x_board_ops {
	int (*gen_check)(const struct dpaa2x_soc *soc, const struct dpaa2x_gen_params *gp,
			 uint32_t max_frame, char *err, size_t errlen);
	int (*gen_config)(struct dpaa2x_soc *soc, uint16_t id,
			  const struct dpaa2x_gen_params *gp);
	int (*gen_start)(struct dpaa2x_soc *soc, uint16_t id);
	int (*gen_stop)(struct dpaa2x_soc *soc, uint16_t id);
	int (*get_stats)(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_wire_stats *st);
	int (*reset_stats)(struct dpaa2x_soc *soc, uint16_t id);
	int (*reset_latency)(struct dpaa2x_soc *soc, uint16_t id);
	int (*inject)(struct dpaa2x_soc *soc, uint16_t id, const void *frame, uint32_t len);
	int (*set_link)(struct dpaa2x_soc *soc, uint16_t id, bool up);
	int (*capture_start)(struct dpaa2x_soc *soc, uint16_t id, unsigned int n);
	int (*capture_read)(const struct dpaa2x_soc *soc, uint16_t id, unsigned int idx,
			    void *buf, uint32_t buflen);
};

/* Each backend's board table, NULL where it has none (process-local). */
extern const struct dpaa2x_board_ops *dpaa2x_boards[DPAA2X_BACKEND_COUNT];
void dpaa2x_board_register(enum dpaa2x_backend id, const struct dpaa2x_board_ops *ops);
/* The board standing beside the process's backend when that has none
 * (NULL: no board), as a test bus attaches its emulated board. */
void dpaa2x_board_attach(struct dpaa2x_soc *board);

/* A board call: -EINVAL for a NULL handle, -ENOTSUP where the handle's
 * backend has no board. */
static inline const struct dpaa2x_board_ops *
dpaa2x_board_ops(const void *handle)
{
	return __atomic_load_n(&dpaa2x_boards[((const struct dpaa2x_handle *)handle)->backend],
			       __ATOMIC_RELAXED);
}
#define DPAA2X_BOARD_CALL(h, fn, args) ((h) == NULL ? -EINVAL : \
	dpaa2x_board_ops(h) == NULL || dpaa2x_board_ops(h)->fn == NULL ? -ENOTSUP : \
	dpaa2x_board_ops(h)->fn args)

/* Check generator params against a max frame length (wire size, with
 * FCS): 0, or -EINVAL with a message naming the field (gen_size, gen_flows,
 * ...) and its range. */
static inline int
dpaa2x_wire_gen_check(const struct dpaa2x_soc *soc, const struct dpaa2x_gen_params *gp,
		      uint32_t max_frame, char *err, size_t errlen)
{ return DPAA2X_BOARD_CALL(soc, gen_check, (soc, gp, max_frame, err, errlen)); }
/* Configure the generator behind dpni id (stopped). */
static inline int
dpaa2x_wire_gen_config(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_gen_params *gp)
{ return DPAA2X_BOARD_CALL(soc, gen_config, (soc, id, gp)); }
/* -ENOTSUP: the dpmac's wire is not the generator (pcap, tap, loopback, dpni). */
static inline int
dpaa2x_wire_gen_start(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_BOARD_CALL(soc, gen_start, (soc, id)); }
static inline int
dpaa2x_wire_gen_stop(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_BOARD_CALL(soc, gen_stop, (soc, id)); }
static inline int
dpaa2x_wire_get_stats(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_wire_stats *st)
{ return DPAA2X_BOARD_CALL(soc, get_stats, (soc, id, st)); }
static inline int
dpaa2x_wire_reset_stats(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_BOARD_CALL(soc, reset_stats, (soc, id)); }
/* Latency min/avg/max start over with the next transmitted frame (the
 * counters and the sink's sequence state stay); safe while traffic flows. */
static inline int
dpaa2x_wire_reset_latency(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_BOARD_CALL(soc, reset_latency, (soc, id)); }
/* A frame arrives on the wire of dpni id (copied and queued, up to 256
 * waiting; -ENOSPC beyond): the engine receives it on its next pass. */
static inline int
dpaa2x_wire_inject(struct dpaa2x_soc *soc, uint16_t id, const void *frame, uint32_t len)
{ return DPAA2X_BOARD_CALL(soc, inject, (soc, id, frame, len)); }
/* The link of dpni id's dpmac goes up or down, as a cable plugged in or
 * pulled: while down the wire brings nothing (the dpni's link event is
 * raised). -ENOTSUP: no board behind the backend, or a dpni-dpni link. */
static inline int
dpaa2x_wire_set_link(struct dpaa2x_soc *soc, uint16_t id, bool up)
{ return DPAA2X_BOARD_CALL(soc, set_link, (soc, id, up)); }
/* Keep copies of the next n (<= 64) frames the dpni transmits. */
static inline int
dpaa2x_wire_capture_start(struct dpaa2x_soc *soc, uint16_t id, unsigned int n)
{ return DPAA2X_BOARD_CALL(soc, capture_start, (soc, id, n)); }
/* Copy captured frame idx into buf; returns its length, or -ENOENT. */
static inline int
dpaa2x_wire_capture_read(const struct dpaa2x_soc *soc, uint16_t id, unsigned int idx, void *buf,
			 uint32_t buflen)
{ return DPAA2X_BOARD_CALL(soc, capture_read, (soc, id, idx, buf, buflen)); }

#ifdef __cplusplus
}
#endif

#endif /* DPAA2X_HW_BOARD_H */
