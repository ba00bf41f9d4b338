/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The buffer pools as the PMD knows them: what it knows of each BMan pool
 * backing a dpaa2x mempool (struct dpaa2x_bp_info), the table of them by
 * BPID (filled by dpaa2x_mempool.c), and buffer addresses as DPAA2 carries
 * them: FD addresses and BMan buffers are IOVAs. A buffer's CPU address
 * comes from its pool's IOVA ranges (DPAA2_IOVA_TO_VADDR; nothing to do
 * when IOVA is VA), beyond the first four from the IOVA table
 * (dpaax_iova_table_get_va's role), its mbuf sits meta_size before it
 * (DPAA2_INLINE_MBUF_FROM_BUF); Tx puts buf_iova in the FD. Below the
 * mempool ops, the FD check and the Rx/Tx paths, which all use it.
 */

#ifndef DPAA2X_BP_H
#define DPAA2X_BP_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_mbuf.h>
#include <rte_memory.h>
#include <rte_mempool.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_iova_table.h"

/* Memory chunks whose object layout the PMD remembers, per pool. */
#define DPAA2X_BP_CHUNKS	4

/*
 * One chunk the pool was populated from: its objects' element starts
 * (object header, then mbuf) run from first to last, elt_size apart, except
 * that no element crosses a page of pg_mask + 1 bytes: one that would
 * starts at the next page instead. An unused slot has first > last.
 */
struct dpaa2x_bp_chunk {
	uint64_t first;			/* element start of the first object */
	uint64_t last;			/* element start of the last object */
};

/* An IOVA-contiguous chunk of a pool: BMan and FDs carry IOVAs. */
struct dpaa2x_bp_iova {
	uint64_t iova, len;
	uint64_t va;			/* the CPU address of iova */
};

/* What the PMD knows of one BMan pool backing a dpaa2x mempool (or an
 * adopted one: dpaa2x_mempool.h). */
struct dpaa2x_bp_info {
	struct rte_mempool *mp;		/* NULL: bpid not ours */
	uint32_t meta_size;		/* mbuf header + priv: FD addr - mbuf */
	uint32_t buf_size;		/* data room, from buf_addr */
	uintptr_t lo, hi;		/* object addresses lie in [lo, hi) */
	uint32_t elt_size;		/* stride between objects */
	uint32_t buf_off;		/* element start to buf_addr: objhdr + meta */
	uint64_t elt_m;			/* UINT64_MAX / elt_size + 1: divisibility */
	uint64_t pg_mask;		/* page size - 1; UINT64_MAX: no page rule */
	uint32_t n_chunks;		/* chunk[] slots in use */
	bool range_only;		/* a chunk is not in chunk[]: [lo, hi) only */
	bool iova_is_va;		/* every chunk's IOVA is its CPU address */
	bool iova_more;			/* a chunk is not in iova[]: ask EAL */
	uint32_t n_iova;		/* iova[] slots in use */
	struct dpaa2x_bp_chunk chunk[DPAA2X_BP_CHUNKS];
	struct dpaa2x_bp_iova iova[DPAA2X_BP_CHUNKS];
};


/* Each BPID's pool, by BPID (dpaa2x_mempool.c fills it). */
extern struct dpaa2x_bp_info dpaa2x_bp_info[DPAA2X_BPID_MASK + 1];

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
	/* past the first chunks: the process's IOVA table (or EAL) */
	return bi->iova_more ? dpaa2x_iova_va(iova) : 0;
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

#endif /* DPAA2X_BP_H */
