/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The IOVA table's filling (dpaa2x_iova_table.h has the layout and the
 * lookup): every memseg at init, then EAL's memory events, an allocation
 * after its pages are mapped, a free before they go (both under EAL's
 * memory lock, which excludes the init's walk). Writers take tab_lock;
 * lookups take nothing: a slot is one 64-bit word, a region's table is
 * written before its key is published and is never freed.
 */

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>

#include <rte_errno.h>
#include <rte_memory.h>
#include <rte_spinlock.h>

#include "dpaa2x_common.h"
#include "dpaa2x_iova_table.h"

struct dpaa2x_iova_table dpaa2x_iova_tab;
static rte_spinlock_t tab_lock = RTE_SPINLOCK_INITIALIZER;
static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
static int init_ret = 1;		/* 1: not tried yet */

/* The slot word of iova, its region made when make; NULL: none (or full). */
static uint64_t *
tab_slot(uint64_t iova, bool make)
{
	uint64_t key = (iova >> DPAA2X_IOVA_REGION_SHIFT) + 1;
	uint32_t h = dpaa2x_iova_hash(key), i;
	struct dpaa2x_iova_region *r;
	uint64_t *va;

	for (i = 0; i < DPAA2X_IOVA_REGIONS; i++) {
		r = &dpaa2x_iova_tab.region[(h + i) & (DPAA2X_IOVA_REGIONS - 1)];
		if (r->key == 0) {
			if (!make || (va = calloc(DPAA2X_IOVA_SLOTS, sizeof(*va))) == NULL)
				return NULL;
			r->va = va;
			__atomic_store_n(&r->key, key, __ATOMIC_RELEASE);
		}
		if (r->key == key)
			return &r->va[(iova >> DPAA2X_IOVA_SLOT_SHIFT) & (DPAA2X_IOVA_SLOTS - 1)];
	}
	return NULL;
}

/* Enter (or, with add false, clear) the slots of [va, va + len), IOVA iova,
 * IOVA- and VA-contiguous. -ENOMEM: a region could not be made. */
static int
tab_set(uint64_t iova, uintptr_t va, size_t len, bool add)
{
	const uint64_t slot = UINT64_C(1) << DPAA2X_IOVA_SLOT_SHIFT;
	uint64_t off, *s;
	int ret = 0;

	rte_spinlock_lock(&tab_lock);
	for (off = 0; off < len; off += slot) {
		s = tab_slot(iova + off, add);
		if (s != NULL)
			__atomic_store_n(s, add ? (uint64_t)(va + off) : 0, __ATOMIC_RELAXED);
		else if (add)
			ret = -ENOMEM;
	}
	rte_spinlock_unlock(&tab_lock);
	return ret;
}

/* One page (or run of pages) of a memseg list, from an event or the walk:
 * pages smaller than a slot cannot be entered (-ENOTSUP). */
static int
tab_pages(const struct rte_memseg_list *msl, const void *addr, size_t len, bool add)
{
	const struct rte_memseg *ms;
	uintptr_t a;

	if (msl->page_sz < (UINT64_C(1) << DPAA2X_IOVA_SLOT_SHIFT))
		return -ENOTSUP;
	for (a = (uintptr_t)addr; a < (uintptr_t)addr + len; a += msl->page_sz) {
		ms = rte_mem_virt2memseg((const void *)a, msl);
		if (ms == NULL || ms->iova == RTE_BAD_IOVA)
			continue;
		if (tab_set(ms->iova, (uintptr_t)ms->addr, ms->len, add) < 0)
			return -ENOMEM;
	}
	return 0;
}

static void
tab_mem_event(enum rte_mem_event ev, const void *addr, size_t len, void *arg)
{
	const struct rte_memseg_list *msl = rte_mem_virt2memseg_list(addr);

	RTE_SET_USED(arg);
	if (msl != NULL && tab_pages(msl, addr, len, ev == RTE_MEM_EVENT_ALLOC) < 0) {
		/* no table is better than a wrong one: EAL answers from now on */
		__atomic_store_n(&dpaa2x_iova_tab.ready, false, __ATOMIC_RELEASE);
		DPAA2X_LOG(WARNING, "IOVA table: memory at %p not entered, EAL translates", addr);
	}
}

/* The walk's callback: arg holds the first error, which ends the walk. */
static int
tab_walk(const struct rte_memseg_list *msl, const struct rte_memseg *ms, void *arg)
{
	int *err = arg;

	if (ms->iova != RTE_BAD_IOVA)
		*err = tab_pages(msl, ms->addr, ms->len, true);
	return *err < 0 ? 1 : 0;
}

int
dpaa2x_iova_table_init(void)
{
	int ret;

	pthread_mutex_lock(&init_lock);
	ret = init_ret;
	if (ret != 1)
		goto out;
	/* first the events, then the walk: nothing falls between them */
	if (rte_mem_event_callback_register("dpaa2x_iova_table", tab_mem_event, NULL) < 0 &&
	    rte_errno != ENOTSUP) {	/* legacy memory: no event, none needed */
		ret = -rte_errno;
	} else {
		ret = 0;
		rte_memseg_walk(tab_walk, &ret);
	}
	if (ret == 0)
		__atomic_store_n(&dpaa2x_iova_tab.ready, true, __ATOMIC_RELEASE);
	else
		DPAA2X_LOG(INFO, "IOVA table: not used (%s), EAL translates beyond a pool's "
			   "first chunks", rte_strerror(-ret));
	init_ret = ret;
out:
	pthread_mutex_unlock(&init_lock);
	return ret;
}
