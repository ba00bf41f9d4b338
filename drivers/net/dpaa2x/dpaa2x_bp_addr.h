/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Buffer addresses as DPAA2 carries them: FD addresses and BMan buffers are
 * IOVAs. A buffer's CPU address comes from its pool's IOVA ranges
 * (DPAA2_IOVA_TO_VADDR; nothing to do when IOVA is VA), its mbuf sits
 * meta_size before it (DPAA2_INLINE_MBUF_FROM_BUF); Tx puts buf_iova in the
 * FD. Below the mempool ops and the Rx/Tx paths, which all use it.
 */

#ifndef DPAA2X_BP_ADDR_H
#define DPAA2X_BP_ADDR_H

#include <rte_mbuf.h>
#include <rte_memory.h>
#include <rte_mempool.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_fd_check.h"

/* The CPU address of IOVA iova in pool bi; 0 when it is none of the pool's. */
static inline uint64_t
dpaa2x_bp_va(const struct dpaa2x_bp_info *bi, uint64_t iova)
{
	uint32_t i;

	if (likely(bi->iova_is_va))
		return iova;
	for (i = 0; i < bi->n_iova; i++)
		if (iova - bi->iova[i].iova < bi->iova[i].len)
			return iova - bi->iova[i].iova + bi->iova[i].va;
	return bi->iova_more ? (uint64_t)(uintptr_t)rte_mem_iova2virt(iova) : 0;
}

/* The IOVA of a pool object's address (its mbuf, when obj is one). */
static inline uint64_t
dpaa2x_bp_iova(const struct dpaa2x_bp_info *bi, void *obj)
{
	return likely(bi->iova_is_va) ? (uint64_t)(uintptr_t)obj : rte_mempool_virt2iova(obj);
}

/* The CPU address of the buffer an FD names, in the pool of its BPID. */
static inline uint64_t
dpaa2x_fd_va(const struct dpaa2x_fd *fd, const struct dpaa2x_bp_info *bi)
{
	return dpaa2x_bp_va(bi, fd->addr);
}

/* The mbuf whose buffer starts at va (DPAA2_INLINE_MBUF_FROM_BUF). */
static inline struct rte_mbuf *
dpaa2x_va_to_mbuf(uint64_t va, const struct dpaa2x_bp_info *bi)
{
	return (struct rte_mbuf *)(uintptr_t)(va - bi->meta_size);
}

/* Tx: the FD of one single-segment mbuf; bpid with ivp false: WRIOP
 * releases the buffer there after sending. */
static inline void
dpaa2x_mbuf_to_fd(const struct rte_mbuf *m, struct dpaa2x_fd *fd, uint16_t bpid, bool ivp)
{
	dpaa2x_fd_set(fd, m->buf_iova, m->data_len, bpid, ivp, m->data_off,
		      DPAA2X_FD_FMT_SINGLE);
}

#endif /* DPAA2X_BP_ADDR_H */
