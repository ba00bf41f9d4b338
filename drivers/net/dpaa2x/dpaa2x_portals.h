/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The DPIO software portals the lcores reach the SoC every port shares
 * through (fslmc's dpaa2_hw_dpio.c; the SoC: dpaa2x_soc_share.h): one
 * portal per lcore, opened on first use, a locked one for other threads,
 * and one of its own for an Rx queue while the DPL has portals to spare.
 * With them,
 * the volatile dequeue each portal may have open, and how software waits
 * for its results.
 */

#ifndef DPAA2X_PORTALS_H
#define DPAA2X_PORTALS_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_cycles.h>
#include <rte_lcore.h>
#include <rte_pause.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_common.h"

/* ---- portals ---- */

/* How long Rx and the control path wait for a pull to complete (us). */
#define DPAA2X_PULL_WAIT_US	50

/* The lcore's DPIO portal and the one volatile dequeue it may have open. */
struct dpaa2x_lcore_portal {
	struct dpaa2x_portal *p;
	struct dpaa2x_dq *active;	/* storage of the open pull, or NULL */
} __rte_cache_aligned;

/* [RTE_MAX_LCORE] is shared by non-EAL threads, under a lock. */
extern struct dpaa2x_lcore_portal dpaa2x_lcore_portals[RTE_MAX_LCORE + 1];
struct dpaa2x_lcore_portal *dpaa2x_portal_open_lcore(unsigned int lcore);
/* The SoC the portals are opened on (the shared one; NULL: none). */
void dpaa2x_portals_soc_set(struct dpaa2x_soc *soc);
void dpaa2x_portals_close_all(void);

/* The calling thread's portal; opened on first use (one per lcore). */
static inline struct dpaa2x_lcore_portal *
dpaa2x_portal_mine(void)
{
	unsigned int id = rte_lcore_id();
	struct dpaa2x_lcore_portal *lp;

	if (unlikely(id >= RTE_MAX_LCORE))
		id = RTE_MAX_LCORE;
	lp = &dpaa2x_lcore_portals[id];
	return likely(lp->p != NULL) ? lp : dpaa2x_portal_open_lcore(id);
}

/* The portal non-EAL threads share: no fast path uses it. */
static inline bool
dpaa2x_portal_shared(const struct dpaa2x_lcore_portal *lp)
{
	return lp == &dpaa2x_lcore_portals[RTE_MAX_LCORE];
}

/* A portal of its own for a queue, if the DPL has one to spare (own->p
 * stays NULL otherwise); closed after its open pull completed. */
void dpaa2x_portal_own_open(struct dpaa2x_soc *soc, struct dpaa2x_lcore_portal *own);
void dpaa2x_portal_own_close(struct dpaa2x_lcore_portal *own);

/* BMan commands from any thread (locks the shared portal off-lcore). */
int dpaa2x_bman_release_mine(uint16_t bpid, const uint64_t *bufs, unsigned int n);
int dpaa2x_bman_acquire_mine(uint16_t bpid, uint64_t *bufs, unsigned int n);

/* While waiting for the hardware: run a pass of it in step mode (true). */
bool dpaa2x_hw_nudge(void);

/* ---- volatile dequeues ---- */

/* Time spent spinning on pull results not yet written (TSC cycles). */
struct dpaa2x_pull_wait {
	uint64_t cycles;
	uint64_t waits;			/* pulls found incomplete */
};

/* Has the pull writing into dq completed? Entries become valid in order,
 * each by its token; the last one carries EXPIRED. */
static inline bool
dpaa2x_pull_complete(const struct dpaa2x_dq *dq)
{
	unsigned int i;

	for (i = 0; i < DPAA2X_PULL_MAX && dpaa2x_dq_written(&dq[i]); i++)
		if (dq[i].stat & DPAA2X_DQ_STAT_EXPIRED)
			return true;
	return false;
}

/*
 * Wait up to DPAA2X_PULL_WAIT_US for the hardware's round trip. The
 * cycles spent spinning (and how often) go to *w: they are the
 * hardware's latency, not the driver's work (xstat rx_pull_wait_cycles).
 */
static inline bool
dpaa2x_pull_await(const struct dpaa2x_dq *dq, struct dpaa2x_pull_wait *w)
{
	uint64_t t0, now, limit;
	bool done;

	if (likely(dpaa2x_pull_complete(dq)))
		return true;
	t0 = rte_rdtsc();
	limit = t0 + rte_get_tsc_hz() / 1000000 * DPAA2X_PULL_WAIT_US;
	do {
		if (!dpaa2x_hw_nudge())
			rte_pause();
		done = dpaa2x_pull_complete(dq);
		now = rte_rdtsc();
	} while (!done && now < limit);
	/* w may be a live queue counter (Tx confirmation's) */
	DPAA2X_CTR_ADD(w->cycles, now - t0);
	DPAA2X_CTR_ADD(w->waits, 1);
	return done;
}

/* One volatile dequeue per portal at a time: wait out the open one (a pull
 * the hardware never completes is reported after 1 s and forgotten). */
void dpaa2x_portal_wait_idle(struct dpaa2x_lcore_portal *lp, struct dpaa2x_pull_wait *w);

/* A volatile dequeue of up to n frames of fqid into storage, once the
 * portal's open one is done (waited for, into *w). */
static inline int
dpaa2x_portal_pull(struct dpaa2x_lcore_portal *lp, uint32_t fqid,
		   struct dpaa2x_dq *storage, unsigned int n, struct dpaa2x_pull_wait *w)
{
	int ret;

	if (lp->active != NULL)
		dpaa2x_portal_wait_idle(lp, w);
	ret = dpaa2x_pull(lp->p, fqid, storage, n);
	if (likely(ret == 0))
		lp->active = storage;
	return ret;
}

#endif /* DPAA2X_PORTALS_H */
