/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_hw_qbman.h - the portal contract: the BMan and QMan commands of a
 * portal, the DPBP objects and their pool state change notifications.
 */

#ifndef DPAA2X_HW_QBMAN_H
#define DPAA2X_HW_QBMAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dpaa2x_hw_backend.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The BMan and QMan commands the calling thread issued through the calls
 * below, by kind, on any backend: what a core writes into its portal on
 * silicon, each at its own cost (one RCR entry per release of up to 7
 * buffers, a management command and its response per acquire, one EQCR
 * entry per FD enqueued, one VDQCR command per pull). Counted: releases
 * and pulls accepted, acquires answered (also with no buffer), enqueue
 * calls that did not fail (enqueued_fds: the FDs accepted).
 */
struct dpaa2x_cmd_counts {
	uint64_t release_cmds, released_bufs;
	uint64_t acquire_cmds, acquired_bufs;
	uint64_t enqueue_cmds, enqueued_fds;
	uint64_t pull_cmds;
};
/* initial-exec: one load from the thread pointer, no __tls_get_addr call per
 * command in a shared library (56 bytes of static TLS, also when dlopen()ed) */
extern _Thread_local struct dpaa2x_cmd_counts dpaa2x_cmd_counts
	__attribute__((tls_model("initial-exec")));

/* ------------------------------------------------------------------ */
/* BMan commands (through a portal)                                    */
/* ------------------------------------------------------------------ */
/* Buffers are IOVAs (the buffer start hardware DMAs to), as on silicon. */
/* Release 1..7 buffers. 0 on success; -EINVAL (count, bpid), -ENOSPC
 * (pool at capacity: nothing released; the emulated pools only, BMan on
 * silicon has no capacity to refuse at), -EBUSY (fslmc: the portal's
 * release ring stayed full). */
static inline int
dpaa2x_bman_release(struct dpaa2x_portal *p, uint16_t bpid, const uint64_t *bufs, unsigned int n)
{
	int ret = dpaa2x_ops(p)->bman_release(p, bpid, bufs, n);

	if (ret == 0) {
		dpaa2x_cmd_counts.release_cmds++;
		dpaa2x_cmd_counts.released_bufs += n;
	}
	return ret;
}
/* Acquire up to 1..7 buffers. Returns the number acquired (0 when the pool
 * is empty) or -EINVAL. */
static inline int
dpaa2x_bman_acquire(struct dpaa2x_portal *p, uint16_t bpid, uint64_t *bufs, unsigned int n)
{
	int ret = dpaa2x_ops(p)->bman_acquire(p, bpid, bufs, n);

	if (ret >= 0) {		/* an empty pool's answer is a round trip too */
		dpaa2x_cmd_counts.acquire_cmds++;
		dpaa2x_cmd_counts.acquired_bufs += (unsigned int)ret;
	}
	return ret;
}

/*
 * Cycles (rte_rdtsc() units) the calling thread spent so far executing
 * BMan and QMan commands (release, acquire, enqueue) whose work silicon's
 * QBMan does after the portal write: the emulated backend does it in the
 * caller's thread. A measurement of the driver's own work leaves them out
 * as it leaves out waits for pull results. 0 on a backend where hardware
 * does that work.
 */
uint64_t dpaa2x_portal_cmd_cycles(void);	/* the backends' cmd_cycles, summed */

/* ------------------------------------------------------------------ */
/* QMan commands (through a portal)                                    */
/* ------------------------------------------------------------------ */
/*
 * Volatile dequeue of up to n (1..16) frames of FQ fqid into storage
 * (n 64-byte entries, caller-owned, tokens clear). Completes
 * asynchronously: each entry's tok becomes non-zero last (DPAA2X_DQ_TOKEN
 * on the emulated portals, the portal's index + 1 on QBMan's); the final
 * entry written carries DPAA2X_DQ_STAT_EXPIRED; an empty FQ gives one entry
 * without VALIDFRAME. -EINVAL for bad arguments. One pull per portal at a
 * time: the emulated backend answers -EBUSY while the previous one has not
 * completed; on the fslmc backend the caller must have seen it complete
 * (its last entry written), as DPDK's drivers do, before the next.
 */
static inline int
dpaa2x_pull(struct dpaa2x_portal *p, uint32_t fqid, struct dpaa2x_dq *storage, unsigned int n)
{
	int ret = dpaa2x_ops(p)->pull(p, fqid, storage, n);

	dpaa2x_cmd_counts.pull_cmds += ret == 0;
	return ret;
}
/*
 * Enqueue FDs to any FQ (Tx queues normally). Returns the number accepted
 * (a prefix of fds); the rest were refused because the FQ reached its
 * tail-drop threshold (counted as rejects) and stay the caller's.
 */
static inline int
dpaa2x_enqueue(struct dpaa2x_portal *p, uint32_t fqid, const struct dpaa2x_fd *fds, unsigned int n)
{
	int ret = dpaa2x_ops(p)->enqueue(p, fqid, fds, n);

	if (ret >= 0) {
		dpaa2x_cmd_counts.enqueue_cmds++;
		dpaa2x_cmd_counts.enqueued_fds += (unsigned int)ret;
	}
	return ret;
}

/* ------------------------------------------------------------------ */
/* DPBP objects (BMan pools software can claim)                        */
/* ------------------------------------------------------------------ */
struct dpaa2x_bpool_stats {
	uint32_t capacity;	/* buffers the pool can hold */
	uint32_t free;		/* buffers in the pool now */
	uint32_t depletion_entry, depletion_exit;
	bool depleted;
	bool lifo;
	uint64_t depletion_events;	/* entries into depletion */
	uint64_t acquire_cmds, release_cmds;
	uint64_t acquire_empty;		/* acquires that found it empty (WRIOP:
					 * one per buffer it lacked) */
	uint64_t hw_acquired;		/* taken by WRIOP Rx */
	uint64_t hw_released;		/* given back by WRIOP Tx */
};

/* Claim a free dpbp: -ENOSPC when all are taken. */
static inline int
dpaa2x_dpbp_claim(struct dpaa2x_soc *soc, uint16_t *bpid, char *err, size_t errlen)
{ return DPAA2X_CALL(soc, dpbp_claim(soc, bpid, err, errlen)); }
/* Give it back; -EBUSY while it still holds buffers. */
static inline int
dpaa2x_dpbp_unclaim(struct dpaa2x_soc *soc, uint16_t bpid)
{ return DPAA2X_CALL(soc, dpbp_unclaim(soc, bpid)); }
/* -ENOTSUP where the thresholds come with the notifications alone (fslmc). */
static inline int
dpaa2x_dpbp_set_depletion(struct dpaa2x_soc *soc, uint16_t bpid, uint32_t entry, uint32_t exit)
{ return DPAA2X_CALL_OPT(soc, dpbp_set_depletion, (soc, bpid, entry, exit)); }
static inline int
dpaa2x_dpbp_get_stats(const struct dpaa2x_soc *soc, uint16_t bpid, struct dpaa2x_bpool_stats *st)
{ return DPAA2X_CALL(soc, dpbp_get_stats(soc, bpid, st)); }
/*
 * A BMan pool another driver of the process made and owns (on fslmc, a
 * mempool of DPDK's dpaa2 ops: pool_data its mp->pool_data), for a dpni to
 * take buffers from (dpaa2x_dpni_set_pools by the BPID) and for its free
 * count (dpaa2x_dpbp_get_stats); its BPID and the bytes from an mbuf to
 * its buffer. Nothing else is done to it: no claim, no drain, no
 * notifications. Adopting it again is a no-op. -ENOTSUP on a backend with
 * no such pools (the emulated SoC), -EINVAL (err says why) for pool data
 * that names no dpbp.
 */
static inline int
dpaa2x_dpbp_adopt(struct dpaa2x_soc *soc, const void *pool_data, uint16_t *bpid,
		  uint32_t *meta_size, char *err, size_t errlen)
{ return DPAA2X_CALL_OPT(soc, dpbp_adopt, (soc, pool_data, bpid, meta_size, err, errlen)); }
/* Forget it (the other driver is freeing the pool). */
static inline int
dpaa2x_dpbp_unadopt(struct dpaa2x_soc *soc, uint16_t bpid)
{ return DPAA2X_CALL_OPT(soc, dpbp_unadopt, (soc, bpid)); }

/* ------------------------------------------------------------------ */
/* Pool state change notifications (BPSCN, dpbp_set_notifications)      */
/* ------------------------------------------------------------------ */
/*
 * BMan checks a pool's free count after every command that changes it,
 * against the thresholds of the dpbp's notification configuration:
 *  - depleted when free < depletion_entry; no longer depleted when
 *    free >= depletion_exit (exit >= entry: the hysteresis). Entry 0: off.
 *  - surplus when free > surplus_entry; no longer when free <= surplus_exit
 *    (exit <= entry). Entry 0: off.
 * These are the pool's depletion thresholds (dpaa2x_dpbp_set_depletion()
 * sets the same two without a message).
 *
 * Each command that changes the depleted or the surplus state makes BMan
 * write one 64-byte state change notification (QBMan's result format,
 * verb BPSCN) to the message address; setting the notifications writes
 * one with the pool's state at once, so the line is valid from then on.
 * A reader polls it with one load: dpaa2x_bpscn_load() of hdr. BMan
 * writes rid and ctx first and hdr last, with a release store; the
 * acquire load pairs with it, so the rid and ctx read after it belong to
 * the same message (or a later one).
 */
struct dpaa2x_bpscn {
	uint32_t hdr;		/* [6:0] verb, [15:8] stat, [23:16] state */
	uint32_t rid;		/* [13:0] BPID */
	uint64_t ctx;		/* message_ctx of the configuration */
	uint64_t rsvd[6];	/* written as 0 */
};

#define DPAA2X_BPSCN_VERB	0x29u	/* QBMan result verb: BPSCN */
#define DPAA2X_BPSCN_VERB_MASK	0x7fu	/* bit 7 is not part of the verb */
#define DPAA2X_BPSCN_STATE_SHIFT 16
#define DPAA2X_BPSCN_EMPTY	0x1u	/* state: no free buffer */
#define DPAA2X_BPSCN_DEPLETED	0x2u	/* state: depleted */
#define DPAA2X_BPSCN_SURPLUS	0x4u	/* state: surplus */

/*
 * Tx congestion notification: the Tx queue's congestion group (QMan's CG
 * of the FQ, dpni_set_congestion_notification(DPNI_QUEUE_TX, DPNI_CP_QUEUE)
 * with WRITE_MEM_ON_ENTER | WRITE_MEM_ON_EXIT) writes a CSCN message to
 * msg when its frame count rises above entry and when it falls below
 * exit: qbman_result_SCN_state()'s bit 0 says congested. msg: 64 bytes of
 * DPDK memory; NULL turns it off. Optional (-ENOTSUP).
 */
struct dpaa2x_cscn {	/* QBMan's result "scn", as QMan writes it */
	uint8_t verb;		/* DPAA2X_CSCN_VERB once written */
	uint8_t stat;
	uint8_t state;		/* DPAA2X_CSCN_CONGESTED */
	uint8_t rsvd;
	uint32_t cgid;		/* rid_tok: the congestion group's id */
	uint64_t ctx;		/* the message context given */
	uint64_t rsvd2[6];
};
_Static_assert(offsetof(struct dpaa2x_cscn, state) == 2 &&
	       offsetof(struct dpaa2x_cscn, cgid) == 4 &&
	       offsetof(struct dpaa2x_cscn, ctx) == 8 && sizeof(struct dpaa2x_cscn) == 64,
	       "the CSCN message as QMan writes it (qbman_result_SCN_state/_rid/_ctx)");
#define DPAA2X_CSCN_VERB	0x27u	/* QBMan result verb: CSCN to memory */
#define DPAA2X_CSCN_CONGESTED	0x1u

/* The one load of a poll (acquire: pairs with BMan's release of hdr). */
static inline uint32_t
dpaa2x_bpscn_load(const struct dpaa2x_bpscn *m)
{
	return __atomic_load_n(&m->hdr, __ATOMIC_ACQUIRE);
}

/* What a loaded hdr says (qbman_result_is_BPSCN, _bpscn_is_depleted, ...). */
static inline bool dpaa2x_bpscn_is_bpscn(uint32_t hdr)
{ return (hdr & DPAA2X_BPSCN_VERB_MASK) == DPAA2X_BPSCN_VERB; }
static inline uint8_t dpaa2x_bpscn_state(uint32_t hdr)
{ return (uint8_t)(hdr >> DPAA2X_BPSCN_STATE_SHIFT); }
static inline bool dpaa2x_bpscn_is_depleted(uint32_t hdr)
{ return (dpaa2x_bpscn_state(hdr) & DPAA2X_BPSCN_DEPLETED) != 0; }
static inline bool dpaa2x_bpscn_is_surplus(uint32_t hdr)
{ return (dpaa2x_bpscn_state(hdr) & DPAA2X_BPSCN_SURPLUS) != 0; }
static inline bool dpaa2x_bpscn_has_free_bufs(uint32_t hdr)
{ return (dpaa2x_bpscn_state(hdr) & DPAA2X_BPSCN_EMPTY) == 0; }
/* The other words, after dpaa2x_bpscn_load(). */
static inline uint16_t dpaa2x_bpscn_bpid(const struct dpaa2x_bpscn *m)
{ return __atomic_load_n(&m->rid, __ATOMIC_RELAXED) & DPAA2X_BPID_MASK; }
static inline uint64_t dpaa2x_bpscn_ctx(const struct dpaa2x_bpscn *m)
{ return __atomic_load_n(&m->ctx, __ATOMIC_RELAXED); }

/* BMan writes the message into the cache (a coherent write), not only to
 * memory: the next load of it hits a cache instead of DRAM. */
#define DPAA2X_DPBP_NOTIF_OPT_COHERENT_WRITE	0x1u

struct dpaa2x_dpbp_notif_cfg {
	uint32_t depletion_entry, depletion_exit;
	uint32_t surplus_entry, surplus_exit;
	uint32_t options;		/* DPAA2X_DPBP_NOTIF_OPT_* */
	uint64_t message_ctx;		/* comes back in every message's ctx */
	struct dpaa2x_bpscn *message;	/* DPDK memory, 16-byte aligned (64:
					 * one cache line); required when an
					 * entry threshold is not 0 */
};

struct dpaa2x_bpscn_stats {
	uint64_t messages;		/* BPSCNs written, the first one too */
	uint64_t depletion_entries, depletion_exits;
	uint64_t surplus_entries, surplus_exits;
};

/*
 * Set the thresholds and the message address of a claimed dpbp and write
 * the first message. Both entries 0 turns the messages off: once the call
 * returns BMan writes no more, and the message may be freed. Claiming or
 * giving back a dpbp turns them off too. -EINVAL for a bad threshold pair
 * (exit on the wrong side of entry, beyond the capacity), an unknown
 * option, a missing or misaligned message; -EFAULT when the message is
 * not DPDK memory (hardware can only write there).
 */
static inline int
dpaa2x_dpbp_set_notifications(struct dpaa2x_soc *soc, uint16_t bpid,
			      const struct dpaa2x_dpbp_notif_cfg *cfg)
{ return DPAA2X_CALL(soc, dpbp_set_notifications(soc, bpid, cfg)); }
/* The configuration as set; st (may be NULL): what it produced since the
 * dpbp was claimed (entries and exits counted with messages off too). */
static inline int
dpaa2x_dpbp_get_notifications(const struct dpaa2x_soc *soc, uint16_t bpid,
			      struct dpaa2x_dpbp_notif_cfg *cfg, struct dpaa2x_bpscn_stats *st)
{ return DPAA2X_CALL(soc, dpbp_get_notifications(soc, bpid, cfg, st)); }

#ifdef __cplusplus
}
#endif

#endif /* DPAA2X_HW_QBMAN_H */
