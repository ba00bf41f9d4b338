/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The fslmc backend of the portal contract (dpaa2x_fslmc.c: SoC, DPIO
 * portals, BMan and QMan commands, dpbp; dpaa2x_fslmc_dpni.c: the dpni
 * commands). Everything goes through what DPDK's fslmc bus
 * (librte_bus_fslmc) exports: the MC portal (dpaa2_get_mcp_ptr,
 * mc_send_command), the DPIO portal the bus affines to a thread
 * (dpaa2_affine_qbman_swp) and DPDK's QBMan driver on it (qbman_swp_*),
 * the dpbp objects the bus opened (dpaa2_alloc_dpbp_dev, dpbp_*). MC
 * commands are encoded by the project's codec (dpaa2x_mc.h), sent by the
 * bus's mc_send_command().
 *
 * Backend-internal, and the test shim's (test/fslmc: a bus over the
 * emulated board, which it attaches with dpaa2x_board_attach()). The PMD
 * sees the contract only.
 */

#ifndef DPAA2X_FSLMC_H
#define DPAA2X_FSLMC_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_log.h>
#include <rte_spinlock.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_backend.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_mc.h"

struct dpaa2_dpbp_dev;

/* The backend's log (pmd.net.dpaa2x.fslmc): what the MC refused and what
 * the backend does instead. */
extern int dpaa2x_fslmc_logtype;
#define FSLMC_LOG(level, fmt, ...) \
	rte_log(RTE_LOG_ ## level, dpaa2x_fslmc_logtype, "net_dpaa2x: fslmc: " fmt "\n", \
		##__VA_ARGS__)

/* A dpni this process opened: its MC session, what open found, and the
 * requests the MC refused once (not sent again, each logged once). */
struct fslmc_dpni {
	bool open;
	bool no_sg_refused;	/* dpni_set_buffer_layout with NO_SG */
	bool page4_refused;	/* dpni_get_statistics page 4 */
	bool irq_bound;		/* IRQ 0 has the driver's eventfd ... */
	int irq_vfio_fd;	/* ... through this VFIO device fd (dpaa2x_fslmc_irq.c) */
	uint16_t id;		/* the MC's object id (0..DPAA2X_MAX_DPNI_ID) */
	uint16_t token;
	uint8_t tx_tcs;		/* Tx queue i: TC i % tx_tcs, channel i / tx_tcs */
	uint64_t cscn_iova[DPAA2X_MAX_QUEUES];	/* each Tx queue's CSCN, or 0 */
	struct dpaa2x_dpni_attr attr;
};

/* A dpbp a mempool claimed: the bus's object and the BPID it has. Or
 * one another driver's pool has (adopted: dpaa2x_fslmc_pool.c), which
 * the backend never enables, disables, drains nor gives back. */
struct fslmc_dpbp {
	struct dpaa2_dpbp_dev *dev;	/* NULL: slot free */
	uint16_t bpid;
	bool adopted;
};

/* The SoC handle of the fslmc backend (process-local). */
struct fslmc_soc {
	struct dpaa2x_handle h;			/* DPAA2X_BACKEND_FSLMC */
	struct dpaa2x_mc_io io;			/* the bus's MC portal */
	rte_spinlock_t lock;			/* the tables below */
	struct fslmc_dpni ni[DPAA2X_MAX_DPNI];	/* open ones, any id */
	struct fslmc_dpbp bp[DPAA2X_MAX_DPBP];
	uint8_t *key_cfg;	/* DMA memory: the key profile the MC reads */
	uint64_t key_cfg_iova;
	char mc_version[DPAA2X_NAME_LEN];
	bool rtc_open, rtc_absent;	/* the dprtc session (dpaa2x_fslmc_rtc.c) */
	uint16_t rtc_token;
};

static inline struct fslmc_soc *
fslmc_soc(const struct dpaa2x_soc *soc)
{
	return (struct fslmc_soc *)(uintptr_t)soc;
}

/* One MC command of the codec through the bus's mc_send_command(). */
static inline int
fslmc_mc(struct fslmc_soc *s, enum dpaa2x_mc_op op, uint16_t token, const void *req,
	 void *rsp)
{
	return dpaa2x_mc_call(&s->io, op, token, req, rsp);
}

/* The dpni functions of the backend's table (dpaa2x_fslmc_dpni.c), its
 * QoS and flow steering ones (dpaa2x_fslmc_cls.c). */
void fslmc_ops_dpni(struct dpaa2x_backend_ops *o);
void fslmc_ops_cls(struct dpaa2x_backend_ops *o);
/* The dpni IRQ's functions (dpaa2x_fslmc_irq.c). */
void fslmc_ops_irq(struct dpaa2x_backend_ops *o);
/* The DPRTC's functions (dpaa2x_fslmc_rtc.c); its session closed. */
void fslmc_ops_rtc(struct dpaa2x_backend_ops *o);
void fslmc_rtc_close(struct fslmc_soc *s);
/* The session of the open dpni id, or NULL. */
struct fslmc_dpni *fslmc_dpni_of(const struct dpaa2x_soc *soc, uint16_t id);
/* One command on the open dpni id: -ENODEV when it is not open here. */
int fslmc_dpni_cmd(const struct dpaa2x_soc *soc, uint16_t id, enum dpaa2x_mc_op op,
		   const void *req, void *rsp);
/* Adopting DPDK's dpaa2 pools (dpaa2x_fslmc_pool.c). */
void fslmc_ops_pool(struct dpaa2x_backend_ops *o);
/* The dpbp object id of a claimed or adopted BPID, or -1 (dpaa2x_fslmc.c). */
int fslmc_dpbp_id(struct fslmc_soc *s, uint16_t bpid);

#endif /* DPAA2X_FSLMC_H */
