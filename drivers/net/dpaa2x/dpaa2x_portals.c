/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The shared SoC and the DPIO portals of net_dpaa2x (dpaa2x_portals.h).
 * Every port is one dpni of one SoC that all ports of the process share,
 * created from the first port's DPL.
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

#define DPAA2X_SOC_NAME		"dpaa2x"

/* The SoC every dpaa2x port of this process shares, with its DPL. */
static struct {
	struct dpaa2x_soc *soc;
	unsigned int ports;
	uint8_t backend;		/* enum dpaa2x_backend */
	char dpl[PATH_MAX];		/* "" = embedded default */
	int hw_cpu;
	bool secondary;
} shared;

static const char *const backend_names[] = {
	[DPAA2X_BACKEND_EMULATED] = "emulated",
	[DPAA2X_BACKEND_FSLMC] = "fslmc",
};

struct dpaa2x_lcore_portal dpaa2x_lcore_portals[RTE_MAX_LCORE + 1];
static rte_spinlock_t any_portal_lock = RTE_SPINLOCK_INITIALIZER;
static rte_spinlock_t open_lock = RTE_SPINLOCK_INITIALIZER;
static unsigned int portals_open;	/* lcore and queue portals, this process */

/* Portals a queue may not take: the polling lcore's and one more thread's. */
#define DPAA2X_PORTAL_RESERVE	2

/* ---------------- the shared SoC ---------------- */

struct dpaa2x_soc *
dpaa2x_shared_soc(void)
{
	return shared.soc;
}

bool
dpaa2x_shared_soc_owned(void)
{
	return shared.soc != NULL && !shared.secondary;
}

const char *
dpaa2x_dpl_text(const char *dpl)
{
	return dpl[0] ? dpl : "<embedded default>";
}

/*
 * The engine's CPU when hw_cpu is not given: the first online CPU that no
 * EAL lcore runs on, else the main lcore's CPU (testpmd's main lcore sleeps
 * at its prompt; apps whose main lcore polls should leave a CPU free).
 */
static int
default_hw_cpu(void)
{
	rte_cpuset_t used;
	unsigned int lcore;
	long cpu, n = sysconf(_SC_NPROCESSORS_ONLN);

	CPU_ZERO(&used);
	RTE_LCORE_FOREACH(lcore) {
		rte_cpuset_t s = rte_lcore_cpuset(lcore);

		CPU_OR(&used, &used, &s);
	}
	for (cpu = 0; cpu < n && cpu < CPU_SETSIZE; cpu++)
		if (!CPU_ISSET(cpu, &used))
			return (int)cpu;
	return (int)rte_lcore_to_cpu_id((int)rte_get_main_lcore());
}

/* The engine's CPU a port asks for, or DPAA2X_HW_CPU_STEP. */
static int
hw_cpu_of(const struct dpaa2x_devargs *da)
{
	return da->hw_cpu == DPAA2X_DEVARG_HW_STEP ? DPAA2X_HW_CPU_STEP : da->hw_cpu;
}

static const char *
cpu_text(char buf[16], int cpu)
{
	if (cpu == DPAA2X_HW_CPU_STEP)
		return "step";
	snprintf(buf, 16, "%d", cpu);
	return buf;
}

/* Later ports must agree with the first on the backend, the DPL and the
 * engine's CPU. */
static int
soc_agree(const char *name, const struct dpaa2x_devargs *da)
{
	char a[16], b[16];

	if (da->backend != shared.backend) {
		DPAA2X_LOG(ERR, "%s: backend=%s conflicts with backend=%s already in use: "
			   "all dpaa2x ports of a process share one SoC", name,
			   backend_names[da->backend], backend_names[shared.backend]);
		return -EINVAL;
	}
	if (strcmp(shared.dpl, da->dpl) != 0) {
		DPAA2X_LOG(ERR, "%s: dpl=%s conflicts with dpl=%s already in use: "
			   "all dpaa2x ports of a process share one DPL",
			   name, dpaa2x_dpl_text(da->dpl), dpaa2x_dpl_text(shared.dpl));
		return -EINVAL;
	}
	if (da->hw_cpu != -1 && hw_cpu_of(da) != shared.hw_cpu) {
		DPAA2X_LOG(ERR, "%s: hw_cpu=%s conflicts with hw_cpu=%s already in use",
			   name, cpu_text(a, hw_cpu_of(da)), cpu_text(b, shared.hw_cpu));
		return -EINVAL;
	}
	return 0;
}

/* The emulated SoC from da's DPL, its engine on da's CPU. */
static int
soc_create_emulated(const char *name, const struct dpaa2x_devargs *da)
{
	struct dpaa2x_soc_params sp = { .name = DPAA2X_SOC_NAME };
	char err[256];
	void *dtb = NULL;
	int ret;

	if (da->dpl[0] != '\0') {
		ret = dpaa2x_dpl_load_file(da->dpl, &dtb, &sp.dtb_len, err, sizeof(err));
		if (ret < 0) {
			DPAA2X_LOG(ERR, "%s: devarg dpl=%s: %s", name, da->dpl, err);
			return ret;
		}
		sp.dtb = dtb;
		sp.dtb_name = da->dpl;
	}
	sp.hw_cpu = da->hw_cpu == -1 ? default_hw_cpu() : hw_cpu_of(da);
	ret = dpaa2x_soc_create(&sp, &shared.soc, err, sizeof(err));
	free(dtb);
	if (ret < 0)
		DPAA2X_LOG(ERR, "%s: %s", name, err);
	shared.hw_cpu = sp.hw_cpu;
	return ret;
}

int
dpaa2x_soc_get(const char *name, const struct dpaa2x_devargs *da)
{
	char err[256];
	int ret;

	if (shared.soc != NULL) {
		ret = soc_agree(name, da);
		/* the first port again of an SoC that pools kept: datapath on */
		if (ret == 0 && shared.ports == 0 &&
		    (ret = dpaa2x_soc_start(shared.soc, err, sizeof(err))) < 0)
			DPAA2X_LOG(ERR, "%s: %s", name, err);
		if (ret == 0)
			shared.ports++;
		return ret;
	}
	if (da->backend == DPAA2X_BACKEND_FSLMC) {
		/* the bus's MC and DPIO portals, its DPRC's objects */
		ret = dpaa2x_soc_create_fslmc(&shared.soc, err, sizeof(err));
		if (ret < 0)
			DPAA2X_LOG(ERR, "%s: backend=fslmc: %s", name, err);
		shared.hw_cpu = -1;
	} else {
		ret = soc_create_emulated(name, da);
	}
	if (ret < 0) {
		shared.soc = NULL;
		return ret;
	}
	shared.backend = da->backend;
	strcpy(shared.dpl, da->dpl);
	shared.ports = 1;
	return 0;
}

int
dpaa2x_soc_get_secondary(const char *name)
{
	if (shared.soc == NULL && dpaa2x_soc_attach(DPAA2X_SOC_NAME, &shared.soc) < 0) {
		DPAA2X_LOG(ERR, "%s: no dpaa2x SoC in the primary process", name);
		return -ENODEV;
	}
	shared.secondary = true;
	shared.ports++;
	return 0;
}

/*
 * The SoC goes when its last port and its last BMan-backed pool are gone.
 * Pools alone keep only its memory and BMan: the datapath stops with the
 * last port, so that no engine thread runs on EAL memory that
 * rte_eal_cleanup() frees (it closes the ports, not the pools).
 */
void
dpaa2x_shared_soc_gc(void)
{
	if (shared.ports > 0 || shared.soc == NULL)
		return;
	dpaa2x_portals_close_all();
	if (shared.secondary || dpaa2x_soc_destroy(shared.soc) == 0) {
		shared.soc = NULL;
	} else {
		dpaa2x_soc_stop(shared.soc);
		DPAA2X_LOG(DEBUG, "SoC kept, its datapath stopped: dpaa2x mempools still exist");
	}
}

void
dpaa2x_soc_put(void)
{
	if (shared.ports > 0)
		shared.ports--;
	dpaa2x_shared_soc_gc();
}

/*
 * Software waits for the hardware. With hw_cpu=step no engine thread runs
 * the (emulated) hardware, so the waiter runs a pass of it; false when the
 * hardware runs on its own.
 */
bool
dpaa2x_hw_nudge(void)
{
	return dpaa2x_soc_step(shared.soc) >= 0;
}

/* ---------------- portals ---------------- */

struct dpaa2x_lcore_portal *
dpaa2x_portal_open_lcore(unsigned int lcore)
{
	struct dpaa2x_lcore_portal *lp = &dpaa2x_lcore_portals[lcore];
	char err[128];

	rte_spinlock_lock(&open_lock);
	if (lp->p == NULL && shared.soc != NULL) {
		if (dpaa2x_portal_open(shared.soc, &lp->p, err, sizeof(err)) < 0) {
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
