/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The IOMMU in front of WRIOP's DMA (iommu.h has the fast path): what an
 * IOVA names in DPDK memory, found through EAL's memsegs. Anything else
 * faults (NULL): on silicon the SMMU refuses a DMA outside the DMA-mapped
 * memory VFIO gave the device.
 */

#include <rte_memory.h>

#include "iommu.h"

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
	/* IOVA as PA: the first and the last byte, contiguous in both spaces */
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
