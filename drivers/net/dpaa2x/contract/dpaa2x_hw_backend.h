/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_hw_backend.h - the portal contract: the backends' table.
 *
 * The headers of contract/ are the only ones the PMD includes from the
 * datapath. They stand where, on LS2088A silicon, the fslmc bus
 * (Management Complex commands) and the QBMan software portals stand.
 * Two backends implement them, chosen when the SoC is created: the
 * emulated SoC (emu/), and the fslmc backend (fslmc/dpaa2x_fslmc.c), which
 * sends the same calls to the MC and the DPIO portals of DPDK's fslmc bus
 * (see "Backends" below). One header per concern:
 *  - dpaa2x_hw_fmt.h: limits, FD, dequeue result, SG entry;
 *  - dpaa2x_hw_annot.h: the hardware annotation;
 *  - dpaa2x_hw_backend.h (this one): the backends' table;
 *  - dpaa2x_hw_soc.h: the SoC's lifetime and the DPIO portals;
 *  - dpaa2x_hw_qbman.h: BMan and QMan commands, DPBP, BPSCN;
 *  - dpaa2x_hw_mc.h: the MC-level calls of dpni, dpmac and dprtc objects;
 *  - dpaa2x_hw_cls.h: a dpni's classification (QoS, flow steering);
 *  - dpaa2x_hw_board.h: the emulated board's tester and wires.
 *
 * Three groups of calls:
 *  - MC commands (dpaa2x_soc_*, dpaa2x_dpni_*, dpaa2x_dpbp_*): slow path,
 *    object set-up, statistics. Return 0 or a negative errno.
 *  - Portal commands (dpaa2x_portal_*, dpaa2x_bman_*, dpaa2x_pull,
 *    dpaa2x_enqueue): fast path, each portal used by one thread at a time.
 *  - Wire control (dpaa2x_wire_*): emulation only (a tester attached to a
 *    dpmac). A backend without one (silicon; the model with the DPL's
 *    tester = "off") answers -ENOTSUP and leaves DPAA2X_SOC_CAP_TESTER out
 *    of its capabilities (struct dpaa2x_soc_info).
 */

#ifndef DPAA2X_HW_BACKEND_H
#define DPAA2X_HW_BACKEND_H

#include <errno.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dpaa2x_hw_fmt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* Backends: whose SoC and portals a call goes to                       */
/* ------------------------------------------------------------------ */
/*
 * Two backends stand under the calls of contract/: the emulated SoC
 * (emu/) and the fslmc bus of LS2088A silicon (fslmc/). Each
 * SoC and portal handle begins with a struct dpaa2x_handle naming its
 * backend; a call goes to that backend's table of functions, one indirect
 * call per command (a pull, an enqueue of a burst, a BMan command of up to
 * 7 buffers), never per frame. The handle holds the backend's number, not
 * its table: the emulated SoC lives in shared memory, where a secondary
 * process finds it but could not use the primary's function addresses.
 * Each backend enters its table (dpaa2x_backend_register) before it hands
 * out its first handle in a process.
 *
 * Slow-path calls answer -EINVAL for a NULL handle; portal commands take
 * an open portal.
 */
enum dpaa2x_backend {
	DPAA2X_BACKEND_EMULATED,	/* the emulated SoC (emu/) */
	DPAA2X_BACKEND_FSLMC,		/* DPDK's fslmc bus: MC and DPIO portals */
	DPAA2X_BACKEND_COUNT
};

struct dpaa2x_handle {
	uint32_t backend;		/* enum dpaa2x_backend */
};

struct dpaa2x_soc_info;
struct dpaa2x_bpool_stats;
struct dpaa2x_dpbp_notif_cfg;
struct dpaa2x_bpscn_stats;
struct dpaa2x_dpni_attr;
struct dpaa2x_buf_layout;
struct dpaa2x_rx_stash;
struct dpaa2x_dpni_stats;
struct dpaa2x_link;
struct dpaa2x_pause_cfg;
struct dpaa2x_tx_cong_cfg;
struct dpaa2x_pause_stats;
struct dpaa2x_fq_stats;

/* The counters of a dpmac (dpaa2x_dpmac_get_counter, dpaa2x_hw_mc.h). The MAC
 * counts what the link brings before the dpni checks anything, and what
 * leaves through it. A dpni wired to a dpni has no dpmac. */
enum dpaa2x_dpmac_counter {
	DPAA2X_DPMAC_CNT_ING_ALL_FRAME,	/* every frame received, good or bad */
	DPAA2X_DPMAC_CNT_ING_ALL_BYTE,
	DPAA2X_DPMAC_CNT_EGR_ALL_FRAME,	/* every frame sent */
	DPAA2X_DPMAC_CNT_EGR_ALL_BYTE,
};

/* A backend's functions, one per call below (same arguments, same rules). */
/* classification (dpaa2x_hw_cls.h) */
struct dpaa2x_cls_qos_cfg;
struct dpaa2x_cls_fs_cfg;
struct dpaa2x_cls_rule;
struct dpaa2x_cls_action;

struct dpaa2x_backend_ops {
	int (*soc_destroy)(struct dpaa2x_soc *soc);
	int (*soc_stop)(struct dpaa2x_soc *soc);
	int (*soc_start)(struct dpaa2x_soc *soc, char *err, size_t errlen);
	int (*soc_get_info)(const struct dpaa2x_soc *soc, struct dpaa2x_soc_info *info);
	int (*portal_open)(struct dpaa2x_soc *soc, struct dpaa2x_portal **portal, char *err,
			   size_t errlen);
	void (*portal_close)(struct dpaa2x_portal *portal);
	int (*portal_index)(const struct dpaa2x_portal *portal);
	int (*bman_release)(struct dpaa2x_portal *p, uint16_t bpid, const uint64_t *bufs,
			    unsigned int n);
	int (*bman_acquire)(struct dpaa2x_portal *p, uint16_t bpid, uint64_t *bufs,
			    unsigned int n);
	int (*pull)(struct dpaa2x_portal *p, uint32_t fqid, struct dpaa2x_dq *storage,
		    unsigned int n);
	int (*enqueue)(struct dpaa2x_portal *p, uint32_t fqid, const struct dpaa2x_fd *fds,
		       unsigned int n);
	int (*dpbp_claim)(struct dpaa2x_soc *soc, uint16_t *bpid, char *err, size_t errlen);
	int (*dpbp_unclaim)(struct dpaa2x_soc *soc, uint16_t bpid);
	int (*dpbp_get_stats)(const struct dpaa2x_soc *soc, uint16_t bpid,
			      struct dpaa2x_bpool_stats *st);
	int (*dpbp_set_notifications)(struct dpaa2x_soc *soc, uint16_t bpid,
				      const struct dpaa2x_dpbp_notif_cfg *cfg);
	int (*dpbp_get_notifications)(const struct dpaa2x_soc *soc, uint16_t bpid,
				      struct dpaa2x_dpbp_notif_cfg *cfg,
				      struct dpaa2x_bpscn_stats *st);
	int (*dpni_open)(struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_dpni_attr *attr);
	int (*dpni_close)(struct dpaa2x_soc *soc, uint16_t id);
	int (*dpni_get_attr)(const struct dpaa2x_soc *soc, uint16_t id,
			     struct dpaa2x_dpni_attr *attr);
	int (*dpni_set_buffer_layout)(struct dpaa2x_soc *soc, uint16_t id,
				      const struct dpaa2x_buf_layout *bl);
	int (*dpni_set_pools)(struct dpaa2x_soc *soc, uint16_t id, const uint16_t *bpid,
			      const uint32_t *buf_size, unsigned int n);
	int (*dpni_set_rx_stash)(struct dpaa2x_soc *soc, uint16_t id,
				 const struct dpaa2x_rx_stash *rs);
	int (*dpni_set_tx_csum)(struct dpaa2x_soc *soc, uint16_t id, uint32_t flags);
	int (*dpni_set_tx_conf)(struct dpaa2x_soc *soc, uint16_t id, bool on);
	int (*dpni_enable)(struct dpaa2x_soc *soc, uint16_t id);
	int (*dpni_disable)(struct dpaa2x_soc *soc, uint16_t id);
	int (*dpni_set_max_frame_length)(struct dpaa2x_soc *soc, uint16_t id, uint32_t len);
	int (*dpni_set_primary_mac)(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6]);
	int (*dpni_add_mac)(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6]);
	int (*dpni_remove_mac)(struct dpaa2x_soc *soc, uint16_t id, const uint8_t mac[6]);
	int (*dpni_set_promisc)(struct dpaa2x_soc *soc, uint16_t id, bool unicast, bool multicast);
	int (*dpni_set_rx_dist)(struct dpaa2x_soc *soc, uint16_t id, uint32_t fields,
				uint16_t nqueues, const uint8_t *key);
	int (*dpni_get_stats)(const struct dpaa2x_soc *soc, uint16_t id,
			      struct dpaa2x_dpni_stats *st);
	int (*dpni_reset_stats)(struct dpaa2x_soc *soc, uint16_t id);
	int (*dpni_get_link)(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_link *l);
	int (*fq_get_stats)(const struct dpaa2x_soc *soc, uint32_t fqid,
			    struct dpaa2x_fq_stats *st);
	int (*dpni_set_pause)(struct dpaa2x_soc *soc, uint16_t id,
			      const struct dpaa2x_pause_cfg *cfg);
	int (*dpni_get_pause)(const struct dpaa2x_soc *soc, uint16_t id,
			      struct dpaa2x_pause_cfg *cfg, struct dpaa2x_pause_stats *st);
	/* optional (NULL: the call answers -ENOTSUP) */
	uint64_t (*cmd_cycles)(void);	/* the calling thread's (dpaa2x_hw_qbman.h) */
	/* step mode: a backend with no engine of its own to step (silicon) has none */
	int (*soc_step)(struct dpaa2x_soc *soc);
	int (*soc_step_pulls)(struct dpaa2x_soc *soc);
	/* thresholds without a message: silicon sets them with the notifications */
	int (*dpbp_set_depletion)(struct dpaa2x_soc *soc, uint16_t bpid, uint32_t entry,
				  uint32_t exit);
	/* a backend that knows no dpmac (NULL: -ENODEV, no such dpmac) */
	int (*dpmac_get_counter)(const struct dpaa2x_soc *soc, uint16_t dpmac_id,
				 enum dpaa2x_dpmac_counter id, uint64_t *value);
	int (*dpni_irq_bind)(struct dpaa2x_soc *soc, uint16_t id, int efd);
	int (*dpni_set_irq)(struct dpaa2x_soc *soc, uint16_t id, bool enable, uint32_t mask);
	int (*dpni_get_irq_status)(const struct dpaa2x_soc *soc, uint16_t id, uint32_t *status);
	int (*dpni_clear_irq_status)(struct dpaa2x_soc *soc, uint16_t id, uint32_t status);
	int (*dpni_add_vlan_id)(struct dpaa2x_soc *soc, uint16_t id, uint16_t vid);
	int (*dpni_remove_vlan_id)(struct dpaa2x_soc *soc, uint16_t id, uint16_t vid);
	int (*dpni_enable_vlan_filter)(struct dpaa2x_soc *soc, uint16_t id, bool on);
	/* classification: QoS (the TC) and flow steering (the queue) */
	int (*dpni_set_qos_table)(struct dpaa2x_soc *soc, uint16_t id,
				  const struct dpaa2x_cls_qos_cfg *cfg);
	int (*dpni_add_qos_entry)(struct dpaa2x_soc *soc, uint16_t id,
				  const struct dpaa2x_cls_rule *r, uint8_t tc, uint16_t index);
	int (*dpni_remove_qos_entry)(struct dpaa2x_soc *soc, uint16_t id,
				     const struct dpaa2x_cls_rule *r);
	int (*dpni_clear_qos_table)(struct dpaa2x_soc *soc, uint16_t id);
	int (*dpni_set_tc_dist)(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc, uint32_t fields,
				uint16_t nqueues);
	int (*dpni_set_fs_dist)(struct dpaa2x_soc *soc, uint16_t id,
				const struct dpaa2x_cls_fs_cfg *cfg);
	int (*dpni_add_fs_entry)(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc, uint16_t index,
				 const struct dpaa2x_cls_rule *r,
				 const struct dpaa2x_cls_action *a);
	int (*dpni_remove_fs_entry)(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc,
				    const struct dpaa2x_cls_rule *r);
	int (*dpni_clear_fs_entries)(struct dpaa2x_soc *soc, uint16_t id, uint8_t tc);
	int (*dpni_set_tx_cong)(struct dpaa2x_soc *soc, uint16_t id, uint16_t txq,
				const struct dpaa2x_tx_cong_cfg *cfg);
	/* another driver's BMan pool (fslmc: DPDK's dpaa2 mempool) */
	int (*dpbp_adopt)(struct dpaa2x_soc *soc, const void *pool_data, uint16_t *bpid,
			  uint32_t *meta_size, char *err, size_t errlen);
	int (*dpbp_unadopt)(struct dpaa2x_soc *soc, uint16_t bpid);
	/* the DPRTC (dpaa2x_hw_mc.h) */
	int (*rtc_get_time)(const struct dpaa2x_soc *soc, uint64_t *ns);
	int (*rtc_set_time)(struct dpaa2x_soc *soc, uint64_t ns);
	int (*rtc_set_offset)(struct dpaa2x_soc *soc, int64_t offset);
	int (*rtc_set_freq)(struct dpaa2x_soc *soc, uint32_t addend);
	int (*rtc_get_freq)(const struct dpaa2x_soc *soc, uint32_t *addend);
};

/* Each backend's table, by enum dpaa2x_backend (process-local). */
extern const struct dpaa2x_backend_ops *dpaa2x_backends[DPAA2X_BACKEND_COUNT];
void dpaa2x_backend_register(enum dpaa2x_backend id, const struct dpaa2x_backend_ops *ops);

/* The table of the backend a SoC or portal handle belongs to. */
static inline const struct dpaa2x_backend_ops *
dpaa2x_ops(const void *handle)
{
	/* relaxed: the handle came from a thread that registered the table
	 * before it made the handle (a plain load on arm64 and x86) */
	return __atomic_load_n(&dpaa2x_backends[((const struct dpaa2x_handle *)handle)->backend],
			       __ATOMIC_RELAXED);
}

/* A slow-path call: -EINVAL for a NULL handle. */
#define DPAA2X_CALL(h, call) ((h) != NULL ? dpaa2x_ops(h)->call : -EINVAL)
/* A call a backend may lack: -ENOTSUP where its slot is NULL. */
#define DPAA2X_CALL_OPT(h, fn, args) ((h) == NULL ? -EINVAL : \
	dpaa2x_ops(h)->fn == NULL ? -ENOTSUP : dpaa2x_ops(h)->fn args)

#ifdef __cplusplus
}
#endif

#endif /* DPAA2X_HW_BACKEND_H */
