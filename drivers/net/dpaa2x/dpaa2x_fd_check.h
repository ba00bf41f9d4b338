/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The Rx path's check of a received frame descriptor against what the PMD
 * knows of the pool its BPID names: a single-buffer FD (fd_valid), a
 * scatter-gather FD and every entry of its table (fd_sg_table_valid,
 * fd_sg_read). Kept apart from dpaa2x_rx.c so that test/fuzz/fuzz_fd.c can
 * drive it with arbitrary descriptors. FDs and SG entries carry IOVAs; the
 * checks take the buffer's CPU address, va, that the pool's IOVA ranges
 * give for it (dpaa2x_fd_va(), 0 when none does).
 */

#ifndef DPAA2X_FD_CHECK_H
#define DPAA2X_FD_CHECK_H

#include <stdbool.h>
#include <stdint.h>

#include "dpaa2x_hw_fmt.h"

struct rte_mempool;

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

/* What the PMD knows of one BMan pool backing a dpaa2x mempool. */
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

/*
 * The buffer [va, va + buf_size) the FD names lies inside the pool's
 * objects [lo + meta_size, hi). Written so that nothing wraps: an address
 * near 2^64 (va + buf_size wrapping to a small number) or a pool whose
 * range is not learnt yet (lo = UINTPTR_MAX, hi = 0) is refused.
 */
static inline bool
fd_in_range(uint64_t va, const struct dpaa2x_bp_info *bi)
{
	return va >= bi->lo && va - bi->lo >= bi->meta_size &&
		va <= bi->hi && bi->hi - va >= bi->buf_size;
}

/*
 * e is the element start of one of chunk c's objects (struct dpaa2x_bp_chunk
 * has the layout). No division: x is a multiple of elt_size exactly when
 * x * elt_m <= elt_m - 1 (mod 2^64), for any 32-bit x (Lemire's test).
 * Branch-free: every rule is evaluated, the results and-ed.
 */
static inline bool
fd_in_chunk(uint64_t e, const struct dpaa2x_bp_info *bi, const struct dpaa2x_bp_chunk *c)
{
	/* strides count from the start of e's page, or from the chunk's first
	 * object while e is still in the page that object is in */
	uint64_t pg = e & ~bi->pg_mask;
	uint64_t base = pg > c->first ? pg : c->first;
	/* < 4 GiB whenever the first rule below holds: a kept chunk is <= 4 GiB */
	uint32_t x = (uint32_t)(e - base);

	return (e >= c->first) & (e <= c->last) &	/* among the chunk's objects */
		((uint64_t)x * bi->elt_m <= bi->elt_m - 1) &	/* whole strides from base */
		(((e ^ (e + bi->elt_size - 1)) & ~bi->pg_mask) == 0);	/* within one page */
}

/*
 * va is the buffer start (buf_addr) of one of the pool's objects, as BMan
 * hands them out: an object of a kept chunk, or anywhere in [lo, hi) if
 * the pool has chunks the PMD did not keep (range_only).
 */
static inline bool
fd_at_object(uint64_t va, const struct dpaa2x_bp_info *bi)
{
	uint64_t e = va - bi->buf_off;	/* the element va's buffer is in */
	uint32_t i;

	/* a pool of one chunk: this one test */
	if (fd_in_chunk(e, bi, &bi->chunk[0]))
		return true;
	for (i = 1; i < bi->n_chunks; i++)
		if (fd_in_chunk(e, bi, &bi->chunk[i]))
			return true;
	return bi->range_only;
}

/*
 * The FD's buffer is one of the pool's: inside its range, and (unless the
 * pool is range-only) exactly an object's buffer. Both the Rx check and
 * the decision to give a refused FD's buffer back to BMan rest on it.
 */
static inline bool
fd_in_pool(uint64_t va, const struct dpaa2x_bp_info *bi)
{
	return fd_in_range(va, bi) && fd_at_object(va, bi);
}

/*
 * The FD must point into a pool we know, inside one buffer, single format.
 * Accepted, with va the CPU address of the FD's buffer: [va + offset,
 * va + offset + len) lies inside the buffer [va, va + buf_size), that
 * buffer inside the pool's objects [lo + meta_size, hi), without wrapping
 * around the address space, and va is an object's buffer start
 * (fd_at_object()).
 */
static inline bool
fd_valid(const struct dpaa2x_fd *fd, uint64_t va, const struct dpaa2x_bp_info *bi)
{
	uint32_t off = dpaa2x_fd_offset(fd);

	return bi->mp != NULL && !dpaa2x_fd_ivp(fd) &&
		dpaa2x_fd_format(fd) == DPAA2X_FD_FMT_SINGLE &&
		off >= DPAA2X_ANNOT_SIZE && fd->len != 0 &&
		(uint64_t)off + fd->len <= bi->buf_size && fd_in_pool(va, bi);
}

/*
 * The buffer of an SG FD, which holds the annotation and the SG table, is
 * sound as a single FD's is: a pool we know, IVP clear, format SG, an
 * offset past the annotation with room for one entry before the buffer's
 * end, a length not 0, and va an object's buffer start (fd_in_pool()).
 * Only then may its table be read (fd_sg_read()).
 */
static inline bool
fd_sg_table_valid(const struct dpaa2x_fd *fd, uint64_t va, const struct dpaa2x_bp_info *bi)
{
	uint32_t off = dpaa2x_fd_offset(fd);

	return bi->mp != NULL && !dpaa2x_fd_ivp(fd) &&
		dpaa2x_fd_format(fd) == DPAA2X_FD_FMT_SG &&
		off >= DPAA2X_ANNOT_SIZE && fd->len != 0 &&
		(uint64_t)off + sizeof(struct dpaa2x_sge) <= bi->buf_size && fd_in_pool(va, bi);
}

/* What fd_sg_read() found in an SG table. */
struct dpaa2x_sg_read {
	uint32_t n;		/* entries read: up to the final one, or as far
				 * as the table can go */
	uint32_t ours;		/* bit i: entry i's buffer surely is its pool's
				 * (fd_in_pool()), named by no entry before it
				 * and not the table's: BMan may have it back */
	bool ok;		/* the FD and every entry are sound */
	struct dpaa2x_sge e[DPAA2X_SG_MAX_ENTRIES];	/* the entries, read once */
	uint64_t va[DPAA2X_SG_MAX_ENTRIES];	/* their buffers' CPU addresses */
};

_Static_assert(DPAA2X_SG_MAX_ENTRIES <= 32, "one bit of ours per entry");

/* The CPU address of IOVA iova in pool bi, 0 when none (dpaa2x_bp_va()). */
typedef uint64_t (*dpaa2x_bp_va_t)(const struct dpaa2x_bp_info *bi, uint64_t iova);

/*
 * Read the table tbl of an SG FD that passed fd_sg_table_valid() (va its
 * buffer), bps[] the pools by BPID: entries up to the first final one, at
 * most DPAA2X_SG_MAX_ENTRIES and no further than the buffer's end. The FD
 * is sound (r->ok) when a final entry ends the table and every entry
 * names a data buffer (format 0, IVP clear) of a pool we know, with its
 * part [offset, offset + len) inside that buffer and not empty, the buffer
 * an object's (fd_in_pool()), named by no other entry and not the table's,
 * and the lengths add up to the FD's. Each entry is copied once into r:
 * software using the frame reads the copies, not the table again.
 */
static inline void
fd_sg_read(const struct dpaa2x_fd *fd, uint64_t va, const struct dpaa2x_bp_info *bi,
	   const struct dpaa2x_sge *tbl, const struct dpaa2x_bp_info *bps,
	   dpaa2x_bp_va_t va_of, struct dpaa2x_sg_read *r)
{
	uint32_t room = (bi->buf_size - dpaa2x_fd_offset(fd)) / sizeof(*tbl);
	uint32_t max = room < DPAA2X_SG_MAX_ENTRIES ? room : DPAA2X_SG_MAX_ENTRIES;
	bool ok = true, fin = false;
	uint64_t sum = 0;
	uint32_t i, j;

	r->ours = 0;
	for (i = 0; i < max && !fin; i++) {
		const struct dpaa2x_sge *e = &r->e[i];
		const struct dpaa2x_bp_info *bj;
		bool in;

		r->e[i] = tbl[i];
		fin = dpaa2x_sge_final(e);
		bj = &bps[dpaa2x_sge_bpid(e)];
		r->va[i] = bj->mp != NULL ? va_of(bj, e->addr) : 0;
		in = bj->mp != NULL && !dpaa2x_sge_ivp(e) && r->va[i] != va &&
			fd_in_pool(r->va[i], bj);
		for (j = 0; j < i && in; j++)
			in = r->va[j] != r->va[i];
		r->ours |= (uint32_t)in << i;
		ok = ok && in && dpaa2x_sge_format(e) == DPAA2X_SGE_FMT_DATA && e->len != 0 &&
			(uint64_t)dpaa2x_sge_offset(e) + e->len <= bj->buf_size;
		sum += e->len;
	}
	r->n = i;
	r->ok = ok && fin && sum == fd->len;
}

#endif /* DPAA2X_FD_CHECK_H */
