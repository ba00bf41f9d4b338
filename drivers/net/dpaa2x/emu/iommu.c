/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The IOMMU in front of WRIOP's DMA (iommu.h has the fast path): what an
 * IOVA names in DPDK memory, found through EAL's memsegs. Anything else
 * faults (NULL): on silicon the SMMU refuses a DMA outside the DMA-mapped
 * memory VFIO gave the device.
 */

#include <errno.h>
#include <string.h>

#include <rte_eal.h>
#include <rte_errno.h>
#include <rte_memory.h>

#include "iommu.h"

uint32_t model_iommu_gen;

/*
 * EAL frees memory (dynamic memory: the pages go back to the kernel, and
 * the same IOVA may later be mapped at another address, or the same
 * address at another IOVA): every IOMMU's table is stale. On silicon VFIO
 * unmaps the range for DMA and the SMMU's TLB is invalidated with it.
 * Called before the pages go, under EAL's memory lock, which the table's
 * fill (rte_mem_iova2virt()) takes too.
 */
static void
iommu_mem_event(enum rte_mem_event ev, const void *addr, size_t len, void *arg)
{
	RTE_SET_USED(addr);
	RTE_SET_USED(len);
	RTE_SET_USED(arg);
	if (ev == RTE_MEM_EVENT_FREE)
		__atomic_fetch_add(&model_iommu_gen, 1, __ATOMIC_RELEASE);
}

/*
 * A SoC's IOMMU. With IOVA as PA the table follows EAL's frees (one
 * callback for every SoC of the process, kept for its life); legacy
 * memory (ENOTSUP) never frees a page. Without the callback every DMA
 * walks the memsegs (uncached).
 */
void
model_iommu_init(struct model_iommu *mmu)
{
	memset(mmu, 0, sizeof(*mmu));
	mmu->iova_va = rte_eal_iova_mode() == RTE_IOVA_VA;
	if (mmu->iova_va)
		return;
	mmu->uncached = rte_mem_event_callback_register("dpaa2x_iommu", iommu_mem_event,
							NULL) < 0 &&
		rte_errno != EEXIST && rte_errno != ENOTSUP;
	mmu->gen = __atomic_load_n(&model_iommu_gen, __ATOMIC_ACQUIRE) - mmu->uncached;
}

/* The memseg [iova, iova + len) falls in, in the table; NULL: none. */
static const struct model_iotlb_ent *
iotlb_fill(struct model_iommu *mmu, uint64_t iova)
{
	struct model_iotlb_ent *e = &mmu->tlb[(iova >> MODEL_IOTLB_SHIFT) &
					      (MODEL_IOTLB_SLOTS - 1)];
	const struct rte_memseg *ms;
	void *va;

	if (iova - e->iova < e->len)
		return e;
	va = rte_mem_iova2virt(iova);
	ms = va != NULL ? rte_mem_virt2memseg(va, NULL) : NULL;
	if (ms == NULL || ms->iova == RTE_BAD_IOVA)
		return NULL;
	e->iova = ms->iova;
	e->len = ms->len;
	e->va = (uintptr_t)ms->addr;
	return e;
}

void *
model_iommu_walk(struct model_iommu *mmu, uint64_t iova, uint32_t len)
{
	const struct rte_memseg_list *msl;
	const struct model_iotlb_ent *e;
	uintptr_t va, end;
	uint32_t gen;

	if (len == 0)
		return NULL;
	if (mmu->iova_va) {
		msl = rte_mem_virt2memseg_list((void *)(uintptr_t)iova);
		if (msl == NULL)
			return NULL;
		mmu->lo = (uintptr_t)msl->base_va;
		mmu->hi = mmu->lo + msl->len;
		return iova < mmu->hi && len <= mmu->hi - iova ? (void *)(uintptr_t)iova : NULL;
	}
	/* IOVA as PA: the table starts over after a free (iommu_mem_event);
	 * the first and the last byte, contiguous in both spaces */
	gen = __atomic_load_n(&model_iommu_gen, __ATOMIC_ACQUIRE);
	if (mmu->gen != gen) {
		memset(mmu->tlb, 0, sizeof(mmu->tlb));
		/* uncached: a generation never current, model_iommu_va() misses */
		mmu->gen = mmu->uncached ? gen - 1 : gen;
	}
	e = iotlb_fill(mmu, iova);
	if (e == NULL || iova + len - 1 < iova)
		return NULL;
	va = e->va + (uintptr_t)(iova - e->iova);
	if (len <= e->len - (iova - e->iova))
		return (void *)va;
	e = iotlb_fill(mmu, iova + len - 1);
	if (e == NULL)
		return NULL;
	end = e->va + (uintptr_t)(iova + len - 1 - e->iova);
	return end - va == len - 1u ? (void *)va : NULL;
}

/* The CPU address of a DMA address the hardware was given, when len bytes
 * from it are DPDK memory (the IOMMU would fault otherwise). */
void *
model_dma_va(uint64_t iova, size_t len)
{
	uint8_t *va;

	if (iova == 0 || len == 0)
		return NULL;
	va = rte_eal_iova_mode() == RTE_IOVA_VA ? (uint8_t *)(uintptr_t)iova :
						   rte_mem_iova2virt(iova);
	if (va == NULL || rte_mem_virt2memseg_list(va) == NULL ||
	    rte_mem_virt2memseg_list(va + len - 1) == NULL)
		return NULL;
	return va;
}
