/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_hw_mc.h - the portal contract: the MC-level calls of dpni objects
 * (attributes, pools, queues, distribution, filters, interrupts, counters)
 * and of their dpmacs (counters, 802.3x PAUSE).
 */

#ifndef DPAA2X_HW_MC_H
#define DPAA2X_HW_MC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "dpaa2x_hw_backend.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* DPNI objects                                                        */
/* ------------------------------------------------------------------ */
struct dpaa2x_dpni_attr {
	uint16_t id;
	uint16_t num_rx_queues, num_tx_queues;
	uint8_t num_rx_tcs;		/* Rx traffic classes: num_rx_queues / num_rx_tcs
					 * queues each, TC t's from t times that on */
	uint32_t rx_fqid[DPAA2X_MAX_QUEUES];
	uint32_t tx_fqid[DPAA2X_MAX_QUEUES];
	uint32_t txconf_fqid[DPAA2X_MAX_QUEUES];
	uint32_t rx_fq_depth;		/* tail-drop threshold, frames */
	uint32_t tx_fq_depth;
	uint32_t max_frame_len;		/* current */
	uint16_t mac_filter_entries;
	uint16_t vlan_filter_entries;	/* the VLAN table's (0: none) */
	uint8_t mac[6];			/* primary MAC from the DPL */
	uint16_t dpmac_id;		/* 0xffff: connected to a dpni */
	uint32_t link_speed_mbps;
	int numa_node;
	uint16_t wriop_version;		/* major << 10 | minor << 5 | rev */
};

/* WRIOP's version in dpni attributes; 1.0.0 (which some MC versions report
 * as 0.0.0) takes Rx buffers only at 256-byte data alignment and size. */
#define DPAA2X_WRIOP_VERSION(x, y, z)	((x) << 10 | (y) << 5 | (z))
#define DPAA2X_WRIOP_REV1_ALIGN		256

/* Tx congestion notification (the CSCN message: dpaa2x_hw_qbman.h). */
struct dpaa2x_cscn;
struct dpaa2x_tx_cong_cfg {
	uint32_t entry, exit;	/* frames; exit <= entry */
	struct dpaa2x_cscn *msg;
	uint64_t ctx;
};

struct dpaa2x_buf_layout {
	uint16_t priv_size;	/* pass-through area before the annotation */
	uint16_t data_offset;	/* frame start from buffer start; must leave
				 * room for priv_size + DPAA2X_ANNOT_SIZE */
	uint32_t options;	/* DPAA2X_BUF_LAYOUT_OPT_* (0 after dpni open) */
};

/* A frame longer than the largest buffer is discarded (ing_too_long), not
 * received in a scatter-gather FD (DPAA2's DPNI_BUF_LAYOUT_OPT_NO_SG). */
#define DPAA2X_BUF_LAYOUT_OPT_NO_SG	0x100u
/* WRIOP writes the frame's arrival time, the DPRTC's nanoseconds (below),
 * into the annotation's timestamp word (DPAA2's pass_timestamp); without
 * it the word is not the time (the model writes 0 there). */
#define DPAA2X_BUF_LAYOUT_OPT_TIMESTAMP	0x001u

/*
 * Rx stashing: the FLC stash control of DPAA2's dpni_set_queue. WRIOP
 * writes the first annot_lines 64-byte lines of the annotation and the
 * first data_lines lines of the frame into the cache shared by the
 * polling core's cluster; everything else it writes to memory, where no
 * core holds it. 0/0 (the hardware's reset state) stashes nothing. DPDK's
 * dpaa2 driver sets 1/1 on LS2088A.
 */
#define DPAA2X_STASH_MAX_LINES	3	/* 2-bit fields */
struct dpaa2x_rx_stash {
	uint8_t annot_lines;
	uint8_t data_lines;
};

struct dpaa2x_dpni_stats {
	uint64_t ing_frames, ing_bytes;
	uint64_t ing_mcast_frames, ing_mcast_bytes;
	uint64_t ing_bcast_frames, ing_bcast_bytes;
	uint64_t ing_filtered;		/* MAC filter */
	uint64_t ing_discards;		/* runt, oversize, too long, disabled,
					 * DMA fault (each counted below too) */
	uint64_t ing_runt, ing_oversize;
	uint64_t ing_nobuf_discards;	/* pool empty */
	uint64_t ing_tail_drops;	/* Rx FQ full */
	uint64_t egr_frames, egr_bytes;
	uint64_t egr_discards;		/* bad Tx FD */
	uint64_t egr_confirmed;		/* FDs returned on Tx confirmation */
	/* the other causes of ing_discards (with ing_runt and ing_oversize,
	 * they add up to it), and the frames of ing_frames in SG FDs */
	uint64_t ing_too_long;		/* longer than the largest buffer holds,
					 * scatter-gather off (NO_SG) or more
					 * than DPAA2X_SG_MAX_ENTRIES buffers */
	uint64_t ing_disabled;		/* arrived while the dpni was disabled */
	uint64_t ing_dma_faults;	/* the IOMMU refused a buffer */
	uint64_t ing_sg_frames;		/* received in scatter-gather FDs */
};

struct dpaa2x_fq_stats {
	uint64_t enq_frames, enq_bytes, deq_frames, rejects;
	uint32_t depth_frames, depth_bytes, threshold;
};

/* Distribution hash fields */
#define DPAA2X_DIST_IPSRC	(1u << 0)
#define DPAA2X_DIST_IPDST	(1u << 1)
#define DPAA2X_DIST_PROTO	(1u << 2)
#define DPAA2X_DIST_L4SRC	(1u << 3)
#define DPAA2X_DIST_L4DST	(1u << 4)
#define DPAA2X_DIST_DEFAULT	0x1fu

struct dpaa2x_link {
	uint32_t speed_mbps;
	bool up;
	bool full_duplex;
};

/* -ENODEV no such dpni, -EBUSY already open. */
static inline int
dpaa2x_dpni_open(struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_attr *attr)
{ return DPAA2X_CALL(soc, dpni_open(soc, id, attr)); }
static inline int
dpaa2x_dpni_close(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_CALL(soc, dpni_close(soc, id)); }
/* The attributes of a dpni, open or not (dpni_get_attributes). */
static inline int
dpaa2x_dpni_get_attr(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_attr *attr)
{ return DPAA2X_CALL(soc, dpni_get_attr(soc, id, attr)); }
static inline int
dpaa2x_dpni_set_buffer_layout(struct dpaa2x_soc *soc, uint16_t id,
			      const struct dpaa2x_buf_layout *bl)
{ return DPAA2X_CALL(soc, dpni_set_buffer_layout(soc, id, bl)); }
/* n pools (1..8): bpid[i] holds buffers of buf_size[i] bytes each, counted
 * from the buffer start (the address released to BMan). A frame fits a
 * pool when data_offset + len <= buf_size; one that fits none comes in a
 * scatter-gather FD over buffers of the largest (struct dpaa2x_sge). */
static inline int
dpaa2x_dpni_set_pools(struct dpaa2x_soc *soc, uint16_t id, const uint16_t *bpid,
		      const uint32_t *buf_size, unsigned int n)
{ return DPAA2X_CALL(soc, dpni_set_pools(soc, id, bpid, buf_size, n)); }
/*
 * Tx checksum generation, per dpni (DPAA2's dpni_set_offload with
 * DPNI_OFF_TX_L3_CSUM and DPNI_OFF_TX_L4_CSUM): with DPAA2X_TX_CSUM_L3 WRIOP
 * writes the IPv4 header checksum of every frame it sends whose IPv4
 * header its parser reads whole, with DPAA2X_TX_CSUM_L4 the TCP or UDP
 * checksum (over IPv4 or IPv6) of every segment the frame holds whole and
 * unfragmented; nothing per frame asks for it. The frame's buffer is not
 * written: the sums go into the bytes on the wire. While the dpni is
 * disabled (-EBUSY else); -EINVAL for another flag. Off after the
 * contract's dpni open on the emulated SoC; the PMD sets it at every start.
 */
#define DPAA2X_TX_CSUM_L3	0x1u	/* IPv4 header checksum */
#define DPAA2X_TX_CSUM_L4	0x2u	/* TCP and UDP checksums */
static inline int
dpaa2x_dpni_set_tx_csum(struct dpaa2x_soc *soc, uint16_t id, uint32_t flags)
{ return DPAA2X_CALL(soc, dpni_set_tx_csum(soc, id, flags)); }
/*
 * Tx confirmation (dpni_set_tx_confirmation_mode): on, AFFINE (as DPDK's
 * dpaa2 with drv_tx_conf): every FD WRIOP takes from a Tx queue comes
 * back on that queue's confirmation FQ (attr txconf_fqid) and WRIOP
 * releases no buffer; off, DISABLE (what dpaa2x_dpni_open() leaves). While
 * the dpni is disabled (-EBUSY else).
 */
static inline int
dpaa2x_dpni_set_tx_conf(struct dpaa2x_soc *soc, uint16_t id, bool on)
{ return DPAA2X_CALL(soc, dpni_set_tx_conf(soc, id, on)); }
/* All Rx queues of the dpni; while it is disabled. -EINVAL beyond 3 lines. */
static inline int
dpaa2x_dpni_set_rx_stash(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_rx_stash *rs)
{ return DPAA2X_CALL(soc, dpni_set_rx_stash(soc, id, rs)); }
static inline int
dpaa2x_dpni_enable(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_CALL(soc, dpni_enable(soc, id)); }
static inline int
dpaa2x_dpni_disable(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_CALL(soc, dpni_disable(soc, id)); }
static inline int
dpaa2x_dpni_set_max_frame_length(struct dpaa2x_soc *soc, uint16_t id, uint32_t len)
{ return DPAA2X_CALL(soc, dpni_set_max_frame_length(soc, id, len)); }
static inline int
dpaa2x_dpni_set_primary_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6])
{ return DPAA2X_CALL(soc, dpni_set_primary_mac(soc, id, mac)); }
static inline int
dpaa2x_dpni_add_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6])
{ return DPAA2X_CALL(soc, dpni_add_mac(soc, id, mac)); }
static inline int
dpaa2x_dpni_remove_mac(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6])
{ return DPAA2X_CALL(soc, dpni_remove_mac(soc, id, mac)); }
static inline int
dpaa2x_dpni_set_promisc(struct dpaa2x_soc *soc, uint16_t id, bool unicast, bool multicast)
{ return DPAA2X_CALL(soc, dpni_set_promisc(soc, id, unicast, multicast)); }
/* Spread flows over the first nqueues Rx FQs; key NULL = default key. */
static inline int
dpaa2x_dpni_set_rx_dist(struct dpaa2x_soc *soc, uint16_t id, uint32_t fields, uint16_t nqueues,
			const uint8_t *key)
{ return DPAA2X_CALL(soc, dpni_set_rx_dist(soc, id, fields, nqueues, key)); }
/* The distribution key WRIOP uses when set_rx_dist is given key NULL: the
 * widely used default RSS key (also the verification suite's key). */
extern const uint8_t dpaa2x_default_rss_key[DPAA2X_RSS_KEY_LEN];
static inline void
dpaa2x_dpni_default_rss_key(uint8_t key[DPAA2X_RSS_KEY_LEN])
{ memcpy(key, dpaa2x_default_rss_key, DPAA2X_RSS_KEY_LEN); }
static inline int
dpaa2x_dpni_get_stats(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_stats *st)
{ return DPAA2X_CALL(soc, dpni_get_stats(soc, id, st)); }
static inline int
dpaa2x_dpni_reset_stats(struct dpaa2x_soc *soc, uint16_t id)
{ return DPAA2X_CALL(soc, dpni_reset_stats(soc, id)); }
static inline int
dpaa2x_dpni_get_link(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_link *l)
{ return DPAA2X_CALL(soc, dpni_get_link(soc, id, l)); }
static inline int
dpaa2x_fq_get_stats(const struct dpaa2x_soc *soc, uint32_t fqid, struct dpaa2x_fq_stats *st)
{ return DPAA2X_CALL(soc, fq_get_stats(soc, fqid, st)); }

/* ------------------------------------------------------------------ */
/* DPNI interrupts: the link state change event                        */
/* ------------------------------------------------------------------ */
/*
 * IRQ 0 of a dpni (DPNI_IRQ_INDEX), as the MC's dpni_set_irq_enable,
 * dpni_set_irq_mask, dpni_get_irq_status and dpni_clear_irq_status: the
 * MC sets a status bit on an event (DPNI_IRQ_EVENT_LINK_CHANGED when the
 * dpni's link goes up or down: its MAC's link, or the dpni enabled or
 * disabled) and, while the IRQ is enabled and the bit unmasked, signals
 * the IRQ's MSI. VFIO turns that MSI into a write of 1 to an eventfd the
 * driver binds to the device's IRQ (VFIO_DEVICE_SET_IRQS):
 * dpaa2x_dpni_irq_bind() here (efd -1 unbinds). The status bits stay set
 * until cleared (write 1 to clear). Off after dpni open.
 * A backend without dpni interrupts answers -ENOTSUP.
 */
#define DPAA2X_DPNI_IRQ_LINK_CHANGED	0x1u
static inline int
dpaa2x_dpni_irq_bind(struct dpaa2x_soc *soc, uint16_t id, int efd)
{ return DPAA2X_CALL_OPT(soc, dpni_irq_bind, (soc, id, efd)); }
static inline int
dpaa2x_dpni_set_irq(struct dpaa2x_soc *soc, uint16_t id, bool enable, uint32_t mask)
{ return DPAA2X_CALL_OPT(soc, dpni_set_irq, (soc, id, enable, mask)); }
static inline int
dpaa2x_dpni_get_irq_status(const struct dpaa2x_soc *soc, uint16_t id, uint32_t *status)
{ return DPAA2X_CALL_OPT(soc, dpni_get_irq_status, (soc, id, status)); }
static inline int
dpaa2x_dpni_clear_irq_status(struct dpaa2x_soc *soc, uint16_t id, uint32_t status)
{ return DPAA2X_CALL_OPT(soc, dpni_clear_irq_status, (soc, id, status)); }

/* ------------------------------------------------------------------ */
/* DPNI VLAN filter                                                    */
/* ------------------------------------------------------------------ */
/*
 * As the MC's dpni_add_vlan_id, dpni_remove_vlan_id and
 * dpni_enable_vlan_filter: with the filter on, WRIOP Rx takes a tagged
 * frame only if the VID of its outer tag is in the dpni's VLAN table
 * (the attributes' vlan_filter_entries, at most DPAA2X_MAX_VLAN_FILTERS),
 * else it is filtered (ing_filtered); untagged frames pass. -EINVAL a VID
 * above 4095, -ENOSPC the table full, -ENOENT removing a VID not there.
 * Filter off and table empty after dpni open. A backend without a VLAN
 * table, or a dpni of vlan_filter_entries 0, answers -ENOTSUP.
 */
#define DPAA2X_MAX_VLAN_FILTERS	16
static inline int
dpaa2x_dpni_add_vlan_id(struct dpaa2x_soc *soc, uint16_t id, uint16_t vid)
{ return DPAA2X_CALL_OPT(soc, dpni_add_vlan_id, (soc, id, vid)); }
static inline int
dpaa2x_dpni_remove_vlan_id(struct dpaa2x_soc *soc, uint16_t id, uint16_t vid)
{ return DPAA2X_CALL_OPT(soc, dpni_remove_vlan_id, (soc, id, vid)); }
static inline int
dpaa2x_dpni_enable_vlan_filter(struct dpaa2x_soc *soc, uint16_t id, bool on)
{ return DPAA2X_CALL_OPT(soc, dpni_enable_vlan_filter, (soc, id, on)); }

/* Tx queue txq's congestion notification (struct dpaa2x_tx_cong_cfg). */
static inline int
dpaa2x_dpni_set_tx_cong(struct dpaa2x_soc *soc, uint16_t id, uint16_t txq,
			const struct dpaa2x_tx_cong_cfg *cfg)
{ return DPAA2X_CALL_OPT(soc, dpni_set_tx_cong, (soc, id, txq, cfg)); }

/* ------------------------------------------------------------------ */
/* DPMAC counters (the MC's dpmac_get_counter)                         */
/* ------------------------------------------------------------------ */
/* -ENODEV no such dpmac (attr.dpmac_id 0xffff: none), -EINVAL bad id;
 * enum dpaa2x_dpmac_counter is with the backends' table, above. The fslmc
 * backend knows no dpmac (dpmac_id 0xffff, no slot): DPDK has no dpmac
 * commands, so every dpmac is one there is not (-ENODEV, not -ENOTSUP). */
static inline int
dpaa2x_dpmac_get_counter(const struct dpaa2x_soc *soc, uint16_t dpmac_id,
			 enum dpaa2x_dpmac_counter id, uint64_t *value)
{
	if (soc != NULL && dpaa2x_ops(soc)->dpmac_get_counter == NULL)
		return -ENODEV;
	return DPAA2X_CALL(soc, dpmac_get_counter(soc, dpmac_id, id, value));
}

/* ------------------------------------------------------------------ */
/* Link flow control: IEEE 802.3x PAUSE of the dpmac                    */
/* ------------------------------------------------------------------ */
/*
 * The pause options of DPAA2's dpni link configuration (dpni_set_link_cfg):
 *   PAUSE                honour PAUSE received and send PAUSE (full)
 *   PAUSE | ASYM_PAUSE   honour PAUSE received only (Rx pause)
 *   ASYM_PAUSE           send PAUSE only (Tx pause)
 * Send: while an Rx FQ of the dpni holds xoff_frames or more, the MAC sends
 * PAUSE frames of pause_quanta (512 bit times each; refreshed before they
 * run out) and the link partner holds its frames; once every Rx FQ is down
 * to xon_frames it sends XON (quanta 0) if send_xon, else the quanta run
 * out. Honour: a PAUSE frame received holds the dpni's Tx for its quanta.
 * MAC control frames (type 0x8808) end at the MAC either way. Off after
 * dpni open.
 */
#define DPAA2X_LINK_OPT_PAUSE		(1u << 0)
#define DPAA2X_LINK_OPT_ASYM_PAUSE	(1u << 1)

struct dpaa2x_pause_cfg {
	uint32_t options;	/* DPAA2X_LINK_OPT_* */
	uint32_t xoff_frames;	/* 0: 3/4 of rx_fq_depth; at most rx_fq_depth */
	uint32_t xon_frames;	/* 0: 1/2 of rx_fq_depth; below xoff_frames */
	uint16_t pause_quanta;	/* 0: 0xffff */
	bool send_xon;
};

struct dpaa2x_pause_stats {	/* the MAC's counters, since dpni open */
	uint64_t tx_pause, tx_xon;	/* PAUSE frames sent: quanta > 0, 0 */
	uint64_t rx_pause;		/* PAUSE frames received */
	uint64_t rx_ctrl_other;		/* other MAC control frames (dropped) */
	bool asserted;			/* our PAUSE is in force (XOFF) */
	bool partner_held;		/* the tester holds its frames now */
	bool tx_held;			/* our Tx waits out a PAUSE received */
};

/* -EINVAL: unknown options, xoff > rx_fq_depth or xon >= xoff (after the
 * defaults are filled in); -EPERM: dpni not open. */
static inline int
dpaa2x_dpni_set_pause(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_pause_cfg *cfg)
{ return DPAA2X_CALL(soc, dpni_set_pause(soc, id, cfg)); }
/* The configuration in force (defaults filled in) and/or the counters. */
static inline int
dpaa2x_dpni_get_pause(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_pause_cfg *cfg,
		      struct dpaa2x_pause_stats *st)
{ return DPAA2X_CALL(soc, dpni_get_pause(soc, id, cfg, st)); }

/* ------------------------------------------------------------------ */
/* DPRTC: the SoC's IEEE 1588 timer                                    */
/* ------------------------------------------------------------------ */
/*
 * As the MC's dprtc commands: one clock of the SoC, in nanoseconds, that
 * WRIOP Rx stamps frames with (DPAA2X_BUF_LAYOUT_OPT_TIMESTAMP). Its time
 * is its counter plus its offset:
 *   get_time     the time now (dprtc_get_time);
 *   set_time     the counter set so that the time is ns now (dprtc_set_time);
 *   set_offset   the offset, ns, usually against another clock; the time
 *                moves by the change at once (dprtc_set_clock_offset);
 *   set_freq     the frequency compensation, the timer's addend: the
 *                clock runs at addend / DPAA2X_RTC_ADDEND_NOMINAL of the
 *                nominal rate from now on (dprtc_set_freq_compensation);
 *   get_freq     the addend in force (dprtc_get_freq_compensation).
 * After the SoC is made: time 0 counting up, offset 0, nominal addend.
 * -EINVAL for an addend of 0. A backend without a DPRTC answers -ENOTSUP.
 */
#define DPAA2X_RTC_ADDEND_NOMINAL	0x80000000u
static inline int
dpaa2x_rtc_get_time(const struct dpaa2x_soc *soc, uint64_t *ns)
{ return DPAA2X_CALL_OPT(soc, rtc_get_time, (soc, ns)); }
static inline int
dpaa2x_rtc_set_time(struct dpaa2x_soc *soc, uint64_t ns)
{ return DPAA2X_CALL_OPT(soc, rtc_set_time, (soc, ns)); }
static inline int
dpaa2x_rtc_set_offset(struct dpaa2x_soc *soc, int64_t offset)
{ return DPAA2X_CALL_OPT(soc, rtc_set_offset, (soc, offset)); }
static inline int
dpaa2x_rtc_set_freq(struct dpaa2x_soc *soc, uint32_t addend)
{ return DPAA2X_CALL_OPT(soc, rtc_set_freq, (soc, addend)); }
static inline int
dpaa2x_rtc_get_freq(const struct dpaa2x_soc *soc, uint32_t *addend)
{ return DPAA2X_CALL_OPT(soc, rtc_get_freq, (soc, addend)); }

#ifdef __cplusplus
}
#endif

#endif /* DPAA2X_HW_MC_H */
