/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * IOVA as PA: the CPU address of any IOVA of DPDK memory in O(1), without
 * EAL's memory lock. The role of DPDK's dpaax IOVA table, which the fslmc
 * bus fills from the device tree's memory nodes; this one is filled from
 * EAL's memsegs and kept up by its memory events, so it serves both
 * backends and any host. Two levels: 1 GB regions of IOVA space in a small
 * open-addressing table (a region is never taken out, so a probe stops at
 * the first empty slot), each with the CPU address of its 512 slots of
 * 2 MB (0: not DPDK memory). Pages of 2 MB and more fill whole slots;
 * smaller pages are not served (dpaa2x_iova_va() asks EAL then).
 */

#ifndef DPAA2X_IOVA_TABLE_H
#define DPAA2X_IOVA_TABLE_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_branch_prediction.h>
#include <rte_memory.h>

#define DPAA2X_IOVA_SLOT_SHIFT		21	/* 2 MB, the smallest hugepage */
#define DPAA2X_IOVA_REGION_SHIFT	30	/* 1 GB of slots per region */
#define DPAA2X_IOVA_SLOTS		(1u << (DPAA2X_IOVA_REGION_SHIFT - DPAA2X_IOVA_SLOT_SHIFT))
#define DPAA2X_IOVA_REGIONS		64	/* 64 GB of DPDK memory at most */

struct dpaa2x_iova_region {
	uint64_t key;			/* (iova >> 30) + 1; 0: a free slot */
	uint64_t *va;			/* DPAA2X_IOVA_SLOTS slot addresses */
};

struct dpaa2x_iova_table {
	bool ready;			/* filled and followed: lookups may use it */
	struct dpaa2x_iova_region region[DPAA2X_IOVA_REGIONS];
};

extern struct dpaa2x_iova_table dpaa2x_iova_tab;

/* Fill the table and follow EAL's memory events; 0, or -errno (then
 * dpaa2x_iova_va() asks EAL). Once per process; thread-safe. */
int dpaa2x_iova_table_init(void);

/* The region's first probe: a multiplicative hash of its key. */
static inline uint32_t
dpaa2x_iova_hash(uint64_t key)
{
	return (uint32_t)((key * UINT64_C(0x9e3779b97f4a7c15)) >> 58);
}

/* The CPU address of iova from the table; 0: not DPDK memory. */
static inline uint64_t
dpaa2x_iova_table_va(uint64_t iova)
{
	uint64_t key = (iova >> DPAA2X_IOVA_REGION_SHIFT) + 1, k, slot;
	uint32_t h = dpaa2x_iova_hash(key), i;
	const struct dpaa2x_iova_region *r;

	for (i = 0; i < DPAA2X_IOVA_REGIONS; i++) {
		r = &dpaa2x_iova_tab.region[(h + i) & (DPAA2X_IOVA_REGIONS - 1)];
		k = __atomic_load_n(&r->key, __ATOMIC_ACQUIRE);	/* va[] is set first */
		if (k == key) {
			slot = __atomic_load_n(&r->va[(iova >> DPAA2X_IOVA_SLOT_SHIFT) &
						      (DPAA2X_IOVA_SLOTS - 1)], __ATOMIC_RELAXED);
			return slot == 0 ? 0 :
				slot + (iova & ((UINT64_C(1) << DPAA2X_IOVA_SLOT_SHIFT) - 1));
		}
		if (k == 0)
			break;
	}
	return 0;
}

/* The CPU address of iova: the table, else EAL (a memseg walk under its
 * memory lock); 0: not DPDK memory. */
static inline uint64_t
dpaa2x_iova_va(uint64_t iova)
{
	if (likely(__atomic_load_n(&dpaa2x_iova_tab.ready, __ATOMIC_ACQUIRE)))
		return dpaa2x_iova_table_va(iova);
	return (uint64_t)(uintptr_t)rte_mem_iova2virt(iova);
}

#endif /* DPAA2X_IOVA_TABLE_H */
