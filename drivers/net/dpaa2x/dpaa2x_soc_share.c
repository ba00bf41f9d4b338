/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The SoC every port of net_dpaa2x shares (dpaa2x_soc_share.h): every port
 * is one dpni of one SoC that all ports of the process share, created from
 * the first port's DPL on the backend it names, or found by a secondary
 * process. The one file of the PMD that makes an SoC handle
 * (dpaa2x_hw_factory.h).
 */

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <rte_eal.h>

#include "dpaa2x_hw_backend.h"
#include "dpaa2x_hw_soc.h"
#include "dpaa2x_hw_factory.h"
#include "dpaa2x_portals.h"
#include "dpaa2x_soc_share.h"

#define DPAA2X_SOC_NAME		"dpaa2x"

/* The SoC every dpaa2x port of this process shares, with its DPL. */
static struct {
	struct dpaa2x_soc *soc;
	unsigned int ports;
	uint8_t backend;		/* enum dpaa2x_backend */
	char dpl[PATH_MAX];		/* "" = embedded default */
	int hw_cpu;
	bool secondary;
	uint64_t made;			/* SoCs made or attached so far */
} shared;

static const char *const backend_names[] = {
	[DPAA2X_BACKEND_EMULATED] = "emulated",
	[DPAA2X_BACKEND_FSLMC] = "fslmc",
};

/* ---------------- the shared SoC ---------------- */

struct dpaa2x_soc *
dpaa2x_shared_soc(void)
{
	return shared.soc;
}

uint64_t
dpaa2x_shared_soc_gen(void)
{
	return shared.made;
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
	dpaa2x_portals_soc_set(shared.soc);
	shared.made++;
	shared.backend = da->backend;
	strcpy(shared.dpl, da->dpl);
	shared.ports = 1;
	return 0;
}

int
dpaa2x_soc_get_secondary(const char *name)
{
	int ret = shared.soc == NULL ? dpaa2x_soc_attach(DPAA2X_SOC_NAME, &shared.soc) : 0;

	if (ret == -ENOTSUP) {
		/* a silicon-only build: a secondary attaches to the emulated SoC */
		DPAA2X_LOG(ERR, "%s: secondary process: %s", name, DPAA2X_NO_EMULATOR_TEXT);
		return ret;
	}
	if (ret < 0) {
		DPAA2X_LOG(ERR, "%s: no dpaa2x SoC in the primary process", name);
		return -ENODEV;
	}
	dpaa2x_portals_soc_set(shared.soc);
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
		dpaa2x_portals_soc_set(NULL);
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
