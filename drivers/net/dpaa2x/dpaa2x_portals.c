/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The DPIO portals of net_dpaa2x (dpaa2x_portals.h): one per lcore, a
 * locked one for other threads, one of its own for an Rx queue, all of the
 * SoC the ports share (dpaa2x_soc_share.c hands it over).
 */

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <rte_eal.h>
#include <rte_spinlock.h>

#include "dpaa2x_hw_backend.h"
#include "dpaa2x_hw_soc.h"
#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_portals.h"

struct dpaa2x_lcore_portal dpaa2x_lcore_portals[RTE_MAX_LCORE + 1];
static rte_spinlock_t any_portal_lock = RTE_SPINLOCK_INITIALIZER;
static rte_spinlock_t open_lock = RTE_SPINLOCK_INITIALIZER;
static unsigned int portals_open;	/* lcore and queue portals, this process */

/* Portals a queue may not take: the polling lcore's and one more thread's. */
#define DPAA2X_PORTAL_RESERVE	2

/* The SoC the portals are opened on (dpaa2x_portals_soc_set()). */
static struct dpaa2x_soc *portals_soc;

void
dpaa2x_portals_soc_set(struct dpaa2x_soc *soc)
{
	portals_soc = soc;
}

/*
 * Software waits for the hardware. With hw_cpu=step no engine thread runs
 * the (emulated) hardware, so the waiter runs a pass of it; false when the
 * hardware runs on its own.
 */
bool
dpaa2x_hw_nudge(void)
{
	return dpaa2x_soc_step(portals_soc) >= 0;
}

/* ---------------- portals ---------------- */

struct dpaa2x_lcore_portal *
dpaa2x_portal_open_lcore(unsigned int lcore)
{
	struct dpaa2x_lcore_portal *lp = &dpaa2x_lcore_portals[lcore];
	char err[128];

	rte_spinlock_lock(&open_lock);
	if (lp->p == NULL && portals_soc != NULL) {
		if (dpaa2x_portal_open(portals_soc, &lp->p, err, sizeof(err)) < 0) {
			lp->p = NULL;
			DPAA2X_LOG(ERR, "lcore %u: %s", lcore, err);
		} else {
			portals_open++;
		}
	}
	rte_spinlock_unlock(&open_lock);
	return lp;
}

/*
 * A queue gets a portal of its own while the DPL has portals to spare: an
 * Rx queue's prefetched pull then never holds up another queue the same
 * lcore polls (one volatile dequeue per portal).
 */
void
dpaa2x_portal_own_open(struct dpaa2x_soc *soc, struct dpaa2x_lcore_portal *own)
{
	struct dpaa2x_soc_info si;
	char err[128];

	rte_spinlock_lock(&open_lock);
	if (dpaa2x_soc_get_info(soc, &si) == 0 &&
	    portals_open + DPAA2X_PORTAL_RESERVE < si.num_dpio &&
	    dpaa2x_portal_open(soc, &own->p, err, sizeof(err)) == 0)
		portals_open++;
	else
		own->p = NULL;
	own->active = NULL;
	rte_spinlock_unlock(&open_lock);
}

void
dpaa2x_portal_own_close(struct dpaa2x_lcore_portal *own)
{
	if (own->p == NULL)
		return;
	dpaa2x_portal_wait_idle(own, NULL);
	rte_spinlock_lock(&open_lock);
	dpaa2x_portal_close(own->p);
	own->p = NULL;
	portals_open--;
	rte_spinlock_unlock(&open_lock);
}

void
dpaa2x_portals_close_all(void)
{
	unsigned int i;

	for (i = 0; i <= RTE_MAX_LCORE; i++) {
		struct dpaa2x_lcore_portal *lp = &dpaa2x_lcore_portals[i];

		if (lp->p != NULL) {
			dpaa2x_portal_wait_idle(lp, NULL);
			dpaa2x_portal_close(lp->p);
			lp->p = NULL;
			portals_open--;
		}
	}
}

/* A BMan command on this thread's portal (locked when it is the shared one). */
static int
bman_cmd_mine(bool release, uint16_t bpid, uint64_t *bufs, unsigned int n)
{
	struct dpaa2x_lcore_portal *lp = dpaa2x_portal_mine();
	int ret;

	if (unlikely(lp->p == NULL))
		return -ENODEV;
	if (unlikely(dpaa2x_portal_shared(lp)))
		rte_spinlock_lock(&any_portal_lock);
	ret = release ? dpaa2x_bman_release(lp->p, bpid, bufs, n) :
		dpaa2x_bman_acquire(lp->p, bpid, bufs, n);
	if (unlikely(dpaa2x_portal_shared(lp)))
		rte_spinlock_unlock(&any_portal_lock);
	return ret;
}

int
dpaa2x_bman_release_mine(uint16_t bpid, const uint64_t *bufs, unsigned int n)
{
	return bman_cmd_mine(true, bpid, (uint64_t *)(uintptr_t)bufs, n);
}

int
dpaa2x_bman_acquire_mine(uint16_t bpid, uint64_t *bufs, unsigned int n)
{
	return bman_cmd_mine(false, bpid, bufs, n);
}

void
dpaa2x_portal_wait_idle(struct dpaa2x_lcore_portal *lp, struct dpaa2x_pull_wait *w)
{
	struct dpaa2x_pull_wait uncounted = { 0, 0 };	/* control path */
	unsigned int tries = 0;

	if (w == NULL)
		w = &uncounted;
	while (lp->active != NULL && !dpaa2x_pull_await(lp->active, w)) {
		if (++tries == 1000000 / DPAA2X_PULL_WAIT_US) {
			DPAA2X_LOG(ERR, "portal %d: a pull did not complete in 1 s",
				   dpaa2x_portal_index(lp->p));
			break;
		}
	}
	lp->active = NULL;
}
