/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulator-internal: the IOMMU in front of WRIOP's DMA (iommu.c).
 */

#ifndef DPAA2X_EMU_IOMMU_H
#define DPAA2X_EMU_IOMMU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <rte_branch_prediction.h>
#include <rte_common.h>

/*
 * The IOMMU in front of WRIOP's DMA: FD and BMan addresses are IOVAs, and
 * only DPDK memory is mapped. IOVA as VA: the address itself, checked
 * against the memseg list it falls in (the last one is kept). IOVA as PA:
 * through the memsegs, cached in a direct-mapped table of memseg ranges
 * (slot by 2 MB page of the IOVA), flushed when EAL frees memory
 * (model_iommu_gen moved on: VFIO's DMA unmap invalidates the SMMU's TLB;
 * a freed page may come back at another address). Used by the engine only.
 */
#define MODEL_IOTLB_SLOTS	256
#define MODEL_IOTLB_SHIFT	21
struct model_iotlb_ent {
	uint64_t iova, len;		/* a memseg: len 0 = empty slot */
	uintptr_t va;
};
extern uint32_t model_iommu_gen;	/* EAL memory frees seen (iommu.c) */
struct model_iommu {
	bool iova_va;			/* rte_eal_iova_mode() == RTE_IOVA_VA */
	bool uncached;			/* no memory events: walk every time */
	uint32_t gen;			/* model_iommu_gen the table was filled at */
	uintptr_t lo, hi;		/* IOVA as VA: the last memseg list seen */
	struct model_iotlb_ent tlb[MODEL_IOTLB_SLOTS];
};

/* ---- iommu.c ---- */
void model_iommu_init(struct model_iommu *mmu);
void *model_iommu_walk(struct model_iommu *mmu, uint64_t iova, uint32_t len);
/* The CPU address of len bytes of DMA at iova, or NULL (an IOMMU fault). */
static inline uint8_t *
model_iommu_va(struct model_iommu *mmu, uint64_t iova, uint32_t len)
{
	const struct model_iotlb_ent *e;

	if (likely(mmu->iova_va)) {
		if (likely(iova >= mmu->lo && iova < mmu->hi && len <= mmu->hi - iova))
			return (uint8_t *)(uintptr_t)iova;
	} else {
		e = &mmu->tlb[(iova >> MODEL_IOTLB_SHIFT) & (MODEL_IOTLB_SLOTS - 1)];
		/* acquire: a buffer BMan handed out after a free sees that free */
		if (likely(mmu->gen == __atomic_load_n(&model_iommu_gen, __ATOMIC_ACQUIRE) &&
			   iova - e->iova < e->len && len <= e->len - (iova - e->iova)))
			return (uint8_t *)(e->va + (uintptr_t)(iova - e->iova));
	}
	return model_iommu_walk(mmu, iova, len);
}

/* The CPU address of a DMA address, when len bytes there are DPDK memory;
 * NULL otherwise (the IOMMU would fault). */
void *model_dma_va(uint64_t iova, size_t len);

#endif /* DPAA2X_EMU_IOMMU_H */
