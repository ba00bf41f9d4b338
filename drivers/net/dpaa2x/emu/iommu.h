/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulator-internal: the IOMMU in front of WRIOP's DMA (iommu.c).
 */

#ifndef DPAA2X_EMU_IOMMU_H
#define DPAA2X_EMU_IOMMU_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_common.h>

/*
 * The IOMMU in front of WRIOP's DMA: FD and BMan addresses are IOVAs, and
 * only DPDK memory is mapped. IOVA as VA: the address itself, checked
 * against the memseg list it falls in (the last one is kept). IOVA as PA:
 * through the memsegs, cached in a direct-mapped table of memseg ranges
 * (slot by 2 MB page of the IOVA). Used by the engine only.
 */
#define MODEL_IOTLB_SLOTS	256
#define MODEL_IOTLB_SHIFT	21
struct model_iotlb_ent {
	uint64_t iova, len;		/* a memseg: len 0 = empty slot */
	uintptr_t va;
};
struct model_iommu {
	bool iova_va;			/* rte_eal_iova_mode() == RTE_IOVA_VA */
	uintptr_t lo, hi;		/* IOVA as VA: the last memseg list seen */
	struct model_iotlb_ent tlb[MODEL_IOTLB_SLOTS];
};

/* ---- iommu.c ---- */
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
		if (likely(iova - e->iova < e->len && len <= e->len - (iova - e->iova)))
			return (uint8_t *)(e->va + (uintptr_t)(iova - e->iova));
	}
	return model_iommu_walk(mmu, iova, len);
}

#endif /* DPAA2X_EMU_IOMMU_H */
