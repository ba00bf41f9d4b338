/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulator-internal: the state of one emulated SoC (MC objects, BMan pools,
 * QMan frame queues, DPIO portals, WRIOP ports and their wires), its DPIO
 * portals and its lock. Each hardware block's own state and calls are in
 * its header: bman.h, qman.h, dpni.h (with WRIOP and the MAC), iommu.h,
 * swp.h, mc_model.h, engine.h, board/wire.h; cls.h (flow steering, in dpni.h).
 *
 * Everything below lives in one DPDK memzone per SoC (see soc.c), so a
 * secondary process that attaches by name sees the same pools, queues
 * and counters. Pointers inside it are plain virtual addresses: DPDK maps
 * shared memory at the same address in every process of a group.
 *
 * Ownership of cache lines (who writes what):
 *  - "engine" fields are written only by the engine (thread or step);
 *  - "sw" fields are written by software through portals or MC commands;
 *  - pool state is written by both, under the pool lock (BMan serialises
 *    the commands of one pool);
 *  - MC commands run between two engine passes (hw_lock, MODEL_MC_COMMAND):
 *    the configuration and the counters a pass reads or writes change and
 *    are read only while no pass runs.
 */

#ifndef DPAA2X_EMU_SOC_H
#define DPAA2X_EMU_SOC_H

#include <pthread.h>
#include <sched.h>
#include <stdalign.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <rte_common.h>
#include <rte_pause.h>
#include <rte_spinlock.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_backend.h"
#include "dpaa2x_hw_soc.h"
#include "dpaa2x_hw_factory.h"
#include "base.h"
#include "bman.h"
#include "dpl/dpl.h"
#include "dpni.h"
#include "iommu.h"
#include "qman.h"

#define MODEL_SOC_MAGIC		0xd2a2c0de
#define MODEL_NO_POOL		0xff

/*
 * A DPIO software portal. The command line is written by the owning
 * thread, the response line by the engine (no false sharing): a pull is
 * pending while cmd_seq != done_seq.
 */
struct dpaa2x_portal {
	struct dpaa2x_handle h;		/* DPAA2X_BACKEND_EMULATED */
	/* sw: pull command */
	uint32_t cmd_seq;
	uint32_t fqid;
	uint32_t n;
	struct dpaa2x_dq *storage;
	/* engine: pull response */
	alignas(RTE_CACHE_LINE_SIZE) uint32_t done_seq;
	/* MC */
	alignas(RTE_CACHE_LINE_SIZE) struct dpaa2x_soc *soc;
	uint16_t index;
	bool in_use;
} __rte_cache_aligned;

struct model_mcp;	/* mc_portal.c: the MC portal and what the MC keeps */

/* The DPRTC, the IEEE 1588 timer (dprtc.c): MC commands write it, WRIOP Rx
 * reads it inside a pass (both under hw_lock). */
struct model_rtc {
	uint64_t tsc0;		/* TSC at the counter's last change */
	uint64_t cnt0;		/* the counter (TMR_CNT) then, ns */
	uint64_t mult;		/* ns per TSC cycle, 32.32, at the addend */
	int64_t offset;		/* TMROFF, ns */
	uint32_t addend;	/* TMR_ADD: the frequency compensation */
};
struct model_swp_set;	/* qbman_swp.c: register-level software portals */

struct dpaa2x_soc {
	struct dpaa2x_handle h;		/* DPAA2X_BACKEND_EMULATED */
	uint32_t magic;
	char name[DPAA2X_NAME_LEN];
	int hw_cpu, numa_node;
	bool step_mode, thread_running;
	bool halted;			/* dpaa2x_soc_stop: no engine, wires closed */
	uint32_t stop;			/* engine thread: please exit */
	uint32_t hw_ticket, hw_turn;	/* hw_lock: held by a pass or an MC command */
	uint64_t passes;		/* engine passes completed */
	pthread_t thread;
	uint64_t tsc_hz;
	const struct rte_memzone *mz;
	rte_spinlock_t mc_lock;		/* MC commands */
	uint16_t n_dpni, n_dpbp, n_dpio, n_dpmac;
	uint32_t n_fq;
	struct dpaa2x_dpl dpl;
	struct rte_ring *stage;		/* struct model_stage_ent, MP/SC */
	uint8_t *gen_stage;		/* engine: frames built by generators */
	uint8_t *tx_stage;		/* engine: SG frames of a Tx batch, gathered */
	struct model_iommu iommu;	/* engine: DMA addresses to CPU addresses */
	struct model_fq *fq;		/* n_fq, FQID = MODEL_FQID_BASE + i */
	struct dpaa2x_portal portal[DPAA2X_MAX_DPIO];
	struct model_pool pool[DPAA2X_MAX_DPBP];
	struct model_dpni dpni[DPAA2X_MAX_DPNI];
	uint8_t bpid_pool[DPAA2X_BPID_MASK + 1];	/* BPID -> pool index */
	struct model_mcp *mcp;
	struct model_swp_set *swp;
	struct model_rtc rtc;		/* the DPRTC (dprtc.c) */
};

/*
 * The emulated backend's functions of the portal contract, entered into
 * its table (struct dpaa2x_backend_ops) by the file that has them; soc.c
 * registers the table. Inside the model, calls go through the contract
 * too: every handle here is the model's.
 */
void model_ops_soc(struct dpaa2x_backend_ops *o);
void model_ops_dpio(struct dpaa2x_backend_ops *o);
void model_ops_bman(struct dpaa2x_backend_ops *o);
void model_ops_qman(struct dpaa2x_backend_ops *o);
void model_ops_dpni(struct dpaa2x_backend_ops *o);
void model_ops_pause(struct dpaa2x_backend_ops *o);
void model_ops_irq(struct dpaa2x_backend_ops *o);
void model_ops_vlan(struct dpaa2x_backend_ops *o);
void model_ops_cls(struct dpaa2x_backend_ops *o);
void model_ops_cscn(struct dpaa2x_backend_ops *o);
void model_cscn_reset(struct model_dpni *ni);
void model_ops_rtc(struct dpaa2x_backend_ops *o);
/* dprtc.c: the timer as after reset; its time (ns) at TSC tsc. */
void model_rtc_reset(struct dpaa2x_soc *soc);
uint64_t model_rtc_time(const struct dpaa2x_soc *soc, uint64_t tsc);

/* ---- lookup helpers ---- */
static inline struct model_fq *
model_fq_by_id(const struct dpaa2x_soc *soc, uint32_t fqid)
{
	uint32_t i = fqid - MODEL_FQID_BASE;

	return i < soc->n_fq ? &soc->fq[i] : NULL;
}

/* The dpni of an MC object id; NULL when the DPL has none. */
static inline struct model_dpni *
model_dpni_by_id(const struct dpaa2x_soc *soc, uint16_t id)
{
	unsigned int i;

	if (soc == NULL)
		return NULL;
	for (i = 0; i < soc->n_dpni; i++)
		if (soc->dpni[i].id == id)
			return (struct model_dpni *)&soc->dpni[i];
	return NULL;
}

/* Pool of a BPID, claimed or not; NULL when the BPID has no dpbp. */
static inline struct model_pool *
model_pool_any(const struct dpaa2x_soc *soc, uint16_t bpid)
{
	uint8_t i = soc->bpid_pool[bpid & DPAA2X_BPID_MASK];

	return i == MODEL_NO_POOL ? NULL : (struct model_pool *)&soc->pool[i];
}

/* Pool of a dpbp object id (the MC's side); NULL when there is none. */
struct model_pool *model_pool_of_dpbp(const struct dpaa2x_soc *soc, uint32_t dpbp_id);

/* Pool software may use: exists and is claimed. */
static inline struct model_pool *
model_pool(const struct dpaa2x_soc *soc, uint16_t bpid)
{
	struct model_pool *bp = model_pool_any(soc, bpid);

	return bp != NULL && bp->claimed ? bp : NULL;
}


/* Return once a whole engine pass begun after the call has ended (at once
 * without an engine thread, and in the engine thread; hw_lock.c). */
void model_quiesce(struct dpaa2x_soc *soc);

/*
 * An MC command that reads or changes what an engine pass works on (dpni
 * configuration and counters, the wire's tester, claimed pools) runs
 * between two passes, as the MC firmware finds the block quiet: it holds
 * hw_lock, which each pass holds. A ticket lock (a waiting command goes
 * before the engine's next pass) whose waiters spin briefly, then yield
 * the CPU: the engine and a command may share one, and neither may spin
 * long against the other preempted. Portal commands (pull, enqueue, BMan) do not take it; they hand
 * over through their own release/acquire pairs (the model guide's
 * memory-ordering table). First statement of the command; released when
 * the function returns.
 */
/* The SoC whose hw_lock this thread holds, and how deep: the engine runs
 * the MC portal's commands inside its pass (hw_lock.c defines them). */
extern __thread struct dpaa2x_soc *model_hw_owner;
extern __thread unsigned int model_hw_depth;

#define MODEL_HW_SPINS	4096	/* pauses before a waiter yields (~100 us) */

static inline void
model_hw_lock(struct dpaa2x_soc *soc)
{
	unsigned int spins = 0;
	uint32_t me;

	if (model_hw_owner == soc) {
		model_hw_depth++;	/* held already: a command inside a pass */
		return;
	}
	me = __atomic_fetch_add(&soc->hw_ticket, 1, __ATOMIC_RELAXED);
	/* acquire: what the last holder wrote is visible once it is our turn;
	 * a pass ends within microseconds: spin first, then yield the CPU (the
	 * holder may be preempted on ours) */
	while (__atomic_load_n(&soc->hw_turn, __ATOMIC_ACQUIRE) != me)
		if (++spins > MODEL_HW_SPINS)
			sched_yield();
		else
			rte_pause();
	if (model_hw_owner == NULL) {
		model_hw_owner = soc;
		model_hw_depth = 1;
	}
}
static inline void
model_hw_unlock(struct dpaa2x_soc *soc)
{
	if (model_hw_owner == soc) {
		if (--model_hw_depth != 0)
			return;
		model_hw_owner = NULL;
	}
	/* release: our writes go with the turn to the next holder */
	__atomic_store_n(&soc->hw_turn, soc->hw_turn + 1, __ATOMIC_RELEASE);
}
static inline struct dpaa2x_soc *
model_mc_enter(const struct dpaa2x_soc *soc)
{
	struct dpaa2x_soc *s = (struct dpaa2x_soc *)(uintptr_t)soc;

	if (s != NULL)
		model_hw_lock(s);
	return s;
}
static inline void
model_mc_leave(struct dpaa2x_soc **s)
{
	if (*s != NULL)
		model_hw_unlock(*s);
}
#define MODEL_MC_COMMAND(soc) \
	struct dpaa2x_soc *model_mc_held_ __attribute__((cleanup(model_mc_leave))) = \
		model_mc_enter(soc)

/*
 * Build an SoC from an already parsed DPL (dpaa2x_soc_create parses
 * p->dtb and calls this). Tests use it to start from the default DPL with
 * a field changed; programs outside emu/ take dpaa2x_emu_soc_create()
 * (include/dpaa2x_emu.h).
 */
int dpaa2x_soc_create_dpl(const struct dpaa2x_dpl *dpl,
			  const struct dpaa2x_soc_params *p,
			  struct dpaa2x_soc **soc, char *err, size_t errlen);

#endif /* DPAA2X_EMU_SOC_H */
