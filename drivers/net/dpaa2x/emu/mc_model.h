/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Model-internal: what the emulated MC keeps beside the model's objects
 * (mc_portal.c, mc_dpni.c) and what the register-level portals read of it
 * (qbman_swp.c).
 */

#ifndef DPAA2X_HW_MC_MODEL_H
#define DPAA2X_HW_MC_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <rte_common.h>

#include "dpaa2x_mc.h"
#include "qman.h"
#include "soc.h"

/* ---- mc_portal.c: the MC portal (64-byte command region) ---- */
size_t model_mcp_mem_size(uint32_t n_fq);
void model_mcp_init(struct dpaa2x_soc *soc, void *mem);	/* after the FQs */
/* Engine: execute the portal's command if one is READY (1) or not (0). */
unsigned int model_mc_service(struct dpaa2x_soc *soc);
/* The portal software writes commands to (struct dpaa2x_mc_io.regs). */
volatile void *dpaa2x_soc_mc_portal(struct dpaa2x_soc *soc);
/* The same portal through the MMIO trap (mcp_trap.c): every access
 * faults, a command runs when its header is written (NULL with a message
 * in err when the trap cannot be made). Its memory moves to the trap's:
 * take dpaa2x_soc_mc_portal() again after it. */
volatile void *dpaa2x_soc_mc_portal_trapped(struct dpaa2x_soc *soc, char *err,
					    size_t errlen);
void model_mcp_untrap(struct dpaa2x_soc *soc);	/* mc_state.c: at the SoC's teardown */
/* Commands executed, and how many of them failed. */
void dpaa2x_soc_mc_counts(const struct dpaa2x_soc *soc, uint64_t *commands,
			  uint64_t *failed);

#define MODEL_QDID_BASE		0x40	/* QDID of dpni index i: base + i */
#define MODEL_MC_LAYOUTS	3	/* Rx, Tx, Tx confirmation */
#define MODEL_MC_OFFLOADS	DPAA2X_MC_OFF_COUNT	/* Rx L3/L4, Tx L3/L4 csum, FLC type */

/* Per FQ: the FQD fields software sets with dpni_set_queue and the tail
 * drop it set with dpni_set_taildrop. */
struct model_mc_fq {
	uint64_t user_ctx;	/* comes back as fqd_ctx in dequeue results */
	uint64_t flc;
	uint8_t stash, hold;
	struct dpaa2x_mc_taildrop td;
};

/* Per dpni: the settings the MC returns as they were set. */
struct model_mc_dpni {
	struct dpaa2x_mc_buf_layout layout[MODEL_MC_LAYOUTS];
	struct dpaa2x_mc_errors errors;
	uint32_t offload[MODEL_MC_OFFLOADS];
	uint8_t conf_mode;
};

struct model_mc_fq *model_mc_fq(const struct dpaa2x_soc *soc, const struct model_fq *fq);
struct model_mc_dpni *model_mc_dpni_state(struct dpaa2x_soc *soc, uint16_t idx);
/* Sessions of dpni index idx: open one (its token), or close all. */
int model_mc_session(struct dpaa2x_soc *soc, uint16_t idx, bool open, uint32_t *token);

/* mc_dpni.c: dpni_open (the token in *token), and every other dpni
 * command on dpni index idx; 0 or a negative errno. */
int model_mc_dpni_open(struct dpaa2x_soc *soc, uint32_t id, uint32_t *token);
int model_mc_dpni(struct dpaa2x_soc *soc, enum dpaa2x_mc_op op, uint16_t idx,
		  const void *req, void *rsp);
/* mc_cls.c: the QoS and flow steering commands of dpni ni. */
int model_mc_cls(struct dpaa2x_soc *soc, struct model_dpni *ni, enum dpaa2x_mc_op op,
		 const void *req);

/*
 * The strict MC (mc_strict.c). MC firmware versions differ in what they
 * accept: a command, an option bit of it, a queue type or a statistics
 * page one version takes, another answers with an error. By default the
 * model's firmware is strict: it refuses every request DPDK 22.11's
 * net_dpaa2 never makes, whose acceptance by firmware is not known
 * (MODEL_MC_FW_STRICT: dpni_get_queue(TX_CONFIRM) with confirmation off,
 * dpni_get_taildrop, the buffer layout's NO_SG, statistics page 4 on a
 * dpni without congestion groups, dpbp_set_notifications). The DPL's
 * mc-firmware = "accept-all" (or dpaa2x_soc_mc_firmware()) makes it the
 * kind MC that takes every command of the codec. Beyond that a test can
 * tell it to refuse more: each refusal names
 * the command, optionally the detail it is refused for (param: the queue
 * type, statistics page, offload type or confirmation mode; options: any
 * of these option bits set), and the errno the MC answers with. Every
 * command the MC executes can be recorded as (command id with its
 * version, param, options, status): the transcript a driver sends.
 */
#define MODEL_MC_REFUSALS	8
#define MODEL_MC_TRACE		512
#define DPAA2X_MC_ANY		(-1)	/* param: any */

struct dpaa2x_mc_refusal {
	int16_t op;		/* enum dpaa2x_mc_op */
	int16_t param;		/* DPAA2X_MC_ANY or the value refused */
	uint32_t options;	/* 0: any; else refused when one of them is set */
	int err;		/* the negative errno answered, e.g. -ENOTSUP */
};

struct dpaa2x_mc_trace {
	uint16_t cmdid;		/* id << 4 | version, as on the portal */
	int16_t op;		/* enum dpaa2x_mc_op; -1: a command the MC does
				 * not know (UNSUPPORTED_OP) */
	int16_t param;		/* DPAA2X_MC_ANY where the command has none */
	uint32_t options;
	int err;		/* 0 or the errno answered */
};

enum model_mc_fw {
	MODEL_MC_FW_STRICT,	/* refuses what net_dpaa2 never asks for */
	MODEL_MC_FW_ACCEPT_ALL,	/* the kind MC: every command of the codec */
};

struct model_mc_strict {
	uint8_t fw;			/* enum model_mc_fw */
	struct dpaa2x_mc_refusal refuse[MODEL_MC_REFUSALS];
	unsigned int n_refuse;
	bool tracing;
	unsigned int n_trace;		/* written before the command's status */
	struct dpaa2x_mc_trace trace[MODEL_MC_TRACE];
};

/* Test API: refuse a command from now on (r == NULL: accept all again;
 * -ENOSPC when MODEL_MC_REFUSALS are set); start a transcript (erases the
 * last); read up to n entries of it (the count recorded). */
int dpaa2x_soc_mc_refuse(struct dpaa2x_soc *soc, const struct dpaa2x_mc_refusal *r);
/* Test API: the firmware's own refusals from now on (enum model_mc_fw; the
 * DPL's mc-firmware at creation). -EINVAL for another value. */
int dpaa2x_soc_mc_firmware(struct dpaa2x_soc *soc, int fw);
void dpaa2x_soc_mc_trace_start(struct dpaa2x_soc *soc);
unsigned int dpaa2x_soc_mc_trace_read(struct dpaa2x_soc *soc, struct dpaa2x_mc_trace *t,
				      unsigned int n);
/* "qtype=rx", "page=4", ...: the param of an entry as the list names it. */
const char *dpaa2x_mc_trace_param(const struct dpaa2x_mc_trace *t, char *buf, size_t len);

/* mc_portal.c: the strict state; mc_strict.c: a decoded command's detail,
 * refused or not (its errno), and recorded. */
struct model_mc_strict *model_mc_strict_of(struct dpaa2x_soc *soc);
int model_mc_strict_check(struct dpaa2x_soc *soc, uint16_t cmdid, enum dpaa2x_mc_op op,
			  const void *req, int dpni_idx, struct dpaa2x_mc_trace *t);
void model_mc_strict_record(struct dpaa2x_soc *soc, const struct dpaa2x_mc_trace *t);

/* ---- mc_state.c: what the MC keeps, beside its portal ---- */
#define MC_SESSIONS	64

struct mc_session {
	bool in_use;
	bool claimed;		/* dpbp: this session claimed the pool */
	uint8_t cls;		/* enum dpaa2x_mc_class */
	uint16_t idx;		/* dpni or pool index */
};

struct mmio_trap;
struct model_mcp {
	union dpaa2x_mc_cmd portal __rte_cache_aligned;	/* software writes */
	union dpaa2x_mc_cmd *port;	/* where it is: portal, or the trap's memory */
	struct mmio_trap *trap;		/* of trap_pid, the process that made it */
	volatile void *trap_view;
	int trap_pid;
	uint64_t commands, failed;
	struct mc_session sess[MC_SESSIONS];
	struct model_mc_dpni ni[DPAA2X_MAX_DPNI];
	bool bp_enabled[DPAA2X_MAX_DPBP];
	bool io_enabled[DPAA2X_MAX_DPIO];
	uint8_t io_sdest[DPAA2X_MAX_DPIO];	/* a dpio's stashing destination */
	struct model_mc_strict strict;
	struct model_mc_fq fq[];	/* one per FQ, by index */
};

/* A session of class cls on object index idx (its token), -ENOSPC when
 * all are in use; the session of a token, NULL when none is open. */
int model_mc_session_new(struct model_mcp *m, uint8_t cls, uint16_t idx, bool claimed,
			 uint32_t *token);
struct mc_session *model_mc_session_of(struct model_mcp *m, uint16_t token);

/* The dpio and dprc objects (mc_dpio_dprc.c): what DPDK's fslmc bus asks
 * of them at its probe. open's reply is a token; -ENODEV names no such
 * object. */
int model_mc_dpio_open(struct dpaa2x_soc *soc, uint32_t id, uint32_t *token);
int model_mc_dprc_open(struct dpaa2x_soc *soc, uint32_t id, uint32_t *token);
int model_mc_dpio(struct dpaa2x_soc *soc, enum dpaa2x_mc_op op, struct mc_session *s,
		  const void *req, void *rsp);
int model_mc_dprc(struct dpaa2x_soc *soc, enum dpaa2x_mc_op op, struct mc_session *s,
		  const void *req, void *rsp);

#endif /* DPAA2X_HW_MC_MODEL_H */
