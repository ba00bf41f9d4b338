/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The engine: the thread (or the step call) that plays WRIOP and the
 * QBMan command processor, one pass after another, on the CPU the SoC
 * names, and the list of the engines this process runs.
 */

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>

#include <numa.h>

#include <rte_common.h>
#include <rte_eal.h>
#include <rte_lcore.h>
#include <rte_memory.h>
#include <rte_pause.h>

#include "base.h"
#include "board/wire.h"
#include "dpni.h"
#include "engine.h"
#include "mc_model.h"
#include "qman.h"
#include "soc.h"
#include "swp.h"

#define IDLE_SPIN	64	/* idle passes spent spinning */
#define IDLE_PAUSE	4096	/* ... then with rte_pause() */
#define IDLE_SLEEP_MAX_NS 200000

/* ---- NUMA and the engine CPU ---- */

bool
model_cpu_online(int cpu)
{
	char path[64];
	struct stat sb;
	FILE *f;
	int c;

	if (cpu < 0 || cpu >= CPU_SETSIZE)
		return false;
	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/online", cpu);
	f = fopen(path, "r");
	if (f == NULL) {		/* cpu0 often has no "online" file */
		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d", cpu);
		return stat(path, &sb) == 0;
	}
	c = fgetc(f);
	fclose(f);
	return c == '1';
}

/* The node of the engine CPU; SOCKET_ID_ANY when memory cannot be placed
 * there (no hugepages: EAL memory is one anonymous area). */
int
model_engine_socket(int hw_cpu, int *node)
{
	*node = -1;
	if (hw_cpu >= 0 && numa_available() >= 0)
		*node = numa_node_of_cpu(hw_cpu);
	else if (hw_cpu == DPAA2X_HW_CPU_STEP && rte_socket_id() != (unsigned int)SOCKET_ID_ANY)
		*node = (int)rte_socket_id();
	if (!rte_eal_has_hugepages() || *node < 0)
		return SOCKET_ID_ANY;
	return *node;
}

static void
engine_idle(const struct dpaa2x_soc *soc, unsigned int idle)
{
	struct timespec ts = { 0, 0 };
	unsigned int shift;

	if (idle < IDLE_SPIN)
		return;			/* a pull is likely to come soon */
	if (idle < IDLE_PAUSE || model_wire_busy(soc) || model_swp_busy(soc)) {
		rte_pause();
		return;
	}
	/* 1 us, doubling every 64 idle passes, up to 200 us */
	shift = RTE_MIN((idle - IDLE_PAUSE) / 64, 8u);
	ts.tv_nsec = RTE_MIN(1000L << shift, (long)IDLE_SLEEP_MAX_NS);
	nanosleep(&ts, NULL);
}

static void *
engine_thread(void *arg)
{
	struct dpaa2x_soc *soc = arg;
	unsigned int idle = 0;

	while (!__atomic_load_n(&soc->stop, __ATOMIC_ACQUIRE)) {
		if (model_engine_pass(soc) != 0) {
			idle = 0;
			continue;
		}
		engine_idle(soc, ++idle);
	}
	return NULL;
}

/*
 * Engines this process runs, process-local: when a program ends without
 * closing its ports (exit() without rte_eal_cleanup()), the destructor
 * of soc.c stops them before the process is torn down. Only an SoC with a
 * running engine is listed, so the destructor never reads the memory of
 * one that is gone (EAL unmaps its memzones in rte_eal_cleanup()).
 */
struct engine_ref {
	struct engine_ref *next;
	struct dpaa2x_soc *soc;
};
static struct engine_ref *engines;
static pthread_mutex_t engines_lock = PTHREAD_MUTEX_INITIALIZER;

int
model_engine_start(struct dpaa2x_soc *soc, char *err, size_t errlen)
{
	struct engine_ref *ref;
	pthread_attr_t attr;
	cpu_set_t set;
	int ret;

	if (!model_cpu_online(soc->hw_cpu)) {
		model_errf(err, errlen, "hw_cpu %d is not an online CPU", soc->hw_cpu);
		return -EINVAL;
	}
	ref = malloc(sizeof(*ref));
	if (ref == NULL) {
		model_errf(err, errlen, "no memory to run the engine");
		return -ENOMEM;
	}
	__atomic_store_n(&soc->stop, 0, __ATOMIC_RELAXED);
	CPU_ZERO(&set);
	CPU_SET(soc->hw_cpu, &set);
	pthread_attr_init(&attr);
	pthread_attr_setaffinity_np(&attr, sizeof(set), &set);
	ret = pthread_create(&soc->thread, &attr, engine_thread, soc);
	pthread_attr_destroy(&attr);
	if (ret != 0) {
		free(ref);
		model_errf(err, errlen, "cannot run the engine on CPU %d: %s",
			   soc->hw_cpu, strerror(ret));
		return -ret;
	}
	pthread_setname_np(soc->thread, "dpaa2x-hw");
	soc->thread_running = true;
	ref->soc = soc;
	pthread_mutex_lock(&engines_lock);
	ref->next = engines;
	engines = ref;
	pthread_mutex_unlock(&engines_lock);
	return 0;
}

/* The thread ends after its pass; a second call finds nothing to stop. */
void
model_engine_stop(struct dpaa2x_soc *soc)
{
	struct engine_ref **pp, *ref;

	if (!soc->thread_running)
		return;
	__atomic_store_n(&soc->stop, 1, __ATOMIC_RELEASE);
	pthread_join(soc->thread, NULL);
	soc->thread_running = false;
	pthread_mutex_lock(&engines_lock);
	for (pp = &engines; *pp != NULL; pp = &(*pp)->next) {
		if ((*pp)->soc == soc) {
			ref = *pp;
			*pp = ref->next;
			free(ref);
			break;
		}
	}
	pthread_mutex_unlock(&engines_lock);
}

/* An SoC whose engine this process runs and that the calling thread may
 * stop (it holds not its hardware lock and is not its engine), or NULL. */
struct dpaa2x_soc *
model_engine_stoppable(void)
{
	struct engine_ref *ref;
	struct dpaa2x_soc *soc;

	pthread_mutex_lock(&engines_lock);
	for (ref = engines; ref != NULL && (ref->soc == model_hw_owner ||
	     pthread_equal(ref->soc->thread, pthread_self())); ref = ref->next)
		;
	soc = ref != NULL ? ref->soc : NULL;
	pthread_mutex_unlock(&engines_lock);
	return soc;
}

/* One pass of the hardware: the MC portal's command, the register-level
 * portals, wire Rx, Tx, and the portals' pull commands between every phase
 * (forwarding latency depends on them). MC commands from other threads
 * wait for the pass to end (hw_lock); those of the MC portal run inside it. */
unsigned int
model_engine_pass(struct dpaa2x_soc *soc)
{
	unsigned int i, work;

	model_hw_lock(soc);
	work = model_mc_service(soc);
	work += model_service_portals(soc);
	work += model_drain_stage(soc);
	for (i = 0; i < soc->n_dpni; i++) {
		work += model_wire_rx(soc, &soc->dpni[i]);
		work += model_service_portals(soc);
	}
	for (i = 0; i < soc->n_dpni; i++) {
		work += model_wriop_tx(soc, &soc->dpni[i]);
		work += model_service_portals(soc);
	}
	__atomic_store_n(&soc->passes, soc->passes + 1, __ATOMIC_RELEASE);
	model_hw_unlock(soc);
	return work;
}

static int
model_soc_step(struct dpaa2x_soc *soc)
{
	if (soc == NULL || !soc->step_mode)
		return -EINVAL;
	return (int)model_engine_pass(soc);
}

static int
model_soc_step_pulls(struct dpaa2x_soc *soc)
{
	unsigned int n;

	if (soc == NULL || !soc->step_mode)
		return -EINVAL;
	/* lcores step the hardware while they wait: one at a time, and
	 * between MC commands, as a pass (hw_lock) */
	model_hw_lock(soc);
	n = model_service_pulls(soc);
	model_hw_unlock(soc);
	return (int)n;
}

/* The emulated backend's step calls (its table: soc.c). */
void
model_ops_engine(struct dpaa2x_backend_ops *o)
{
	o->soc_step = model_soc_step;
	o->soc_step_pulls = model_soc_step_pulls;
}
