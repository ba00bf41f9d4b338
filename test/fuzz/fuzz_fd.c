/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The PMD's Rx check of a frame descriptor, fd_valid() from
 * dpaa2x_fd_check.h, against a pool description and an FD both taken from
 * the input. The FD is hostile: every bit of it is the fuzzer's. The pool
 * is one the PMD could have learnt from dpaa2x_mp_populate(): 1 to 6 memory
 * chunks, each holding objects of elt_size bytes (object header, meta_size
 * of mbuf header and private area, a data room of buf_size, slack), laid
 * one after the other except that none crosses a page (one that would
 * starts at the next page), somewhere in the user address space. The PMD
 * keeps up to DPAA2X_BP_CHUNKS chunks of at most 4 GiB; a pool with any
 * other (one over 4 GiB, or a 5th; or marked so by the input) is
 * range-only. Or the pool's range is
 * not learnt yet (lo = UINTPTR_MAX, hi = 0), or there is no pool (mp NULL).
 *
 * Property: whenever fd_valid() accepts an FD, the frame
 * [addr + offset, addr + offset + len) lies inside the buffer
 * [addr, addr + buf_size), that buffer lies inside the pool's objects
 * [lo + meta_size, hi), none of it wraps around the address space, the
 * offset leaves room for the hardware annotation, the length is not 0, the
 * format is single-buffer, and addr is the buffer start of an object of
 * one of the kept chunks (for a range-only pool: anywhere in the range).
 * The arithmetic is redone in 128 bits, where nothing can wrap, and the
 * objects are found by placing them one by one, as the mempool does.
 * Conversely an object's own buffer with a sound frame is accepted.
 *
 * A scatter-gather FD (format SG in the input's bits) is checked the same
 * way for its own buffer (fd_sg_table_valid(): room for one entry past
 * the offset instead of the frame); then its table, whose entries follow
 * the FD's input (struct fuzz_sge each, the rest of the table zero), is
 * read with the pool under the FD's BPID (fd_sg_read()). Properties:
 * the entries read stop at the first final one, within 32 and within the
 * buffer; every entry marked as the pool's (given back to BMan) names an
 * object's buffer of the pool (a range-only pool: its range), not the
 * table's, and no other marked entry names it too; an accepted table
 * has a final entry, every entry sound (data format, IVP clear, the
 * pool's BPID, its part inside its buffer, not empty, an object's buffer,
 * all distinct) and the lengths add up to the FD's. Conversely a table
 * the harness finds sound by those rules is accepted.
 */

#include <stdint.h>
#include <string.h>

#include "dpaa2x_fd_check.h"
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef unsigned __int128 u128;

#define MAX_CHUNKS	6

struct fuzz_in {
	uint8_t mode;		/* bits 0-1 pool kind, 2-4 how addr is chosen, 5 range-only,
				 * 6 the last chunk's memory is over 4 GiB */
	uint8_t chunks;		/* 1 + chunks % MAX_CHUNKS memory chunks */
	uint16_t meta;
	uint16_t buf_size;
	uint16_t n_objs;	/* objects per chunk: n_objs % 1024 */
	uint64_t lo;
	uint64_t addr;
	uint32_t len;
	uint32_t bpid_offset;
	uint32_t slack;		/* bits 0-7 stride slack, 8-9 object header / 64,
				 * 10-13 page size (0: none, k: 2^(11 + k)) */
	uint16_t gap;		/* 64-byte units before each chunk's memory */
	uint8_t pick;		/* the chunk an object address is taken from */
	uint8_t pad;
} __attribute__((packed));

/* One SG entry of the table, after struct fuzz_in. */
struct fuzz_sge {
	uint8_t how;		/* bits 0-2 how addr is chosen (as the FD's; 7: the
				 * table's buffer + delta), 3: BPID the FD's */
	uint8_t pick;		/* the chunk an object address is taken from */
	uint16_t obj;		/* which object of it (% n_objs) */
	int16_t delta;		/* from the object's buffer (how 4-7) */
	uint32_t len;
	uint32_t fin_bpid_offset;	/* as the entry carries it */
	uint64_t addr;		/* how 0-2: as the FD's addr */
} __attribute__((packed));

/* The pool as the fuzzer lays it out, and as dpaa2x_mp_populate() sees it. */
struct layout {
	uint64_t stride, pg;	/* pg 0: objects may cross pages */
	unsigned int n_objs, n_chunks;
	uint64_t va[MAX_CHUNKS], end[MAX_CHUNKS];
	bool kept[MAX_CHUNKS];
};

/* Where an object placed at pos or after it goes. */
static uint64_t
fit(const struct layout *l, uint64_t pos)
{
	/* an object that would cross a page starts at the next one */
	if (l->pg != 0 && pos / l->pg != (pos + l->stride - 1) / l->pg)
		pos = (pos / l->pg + 1) * l->pg;
	return pos;
}

/* Element start of object j of a chunk at va: placed one by one. */
static uint64_t
place(const struct layout *l, uint64_t va, unsigned int j)
{
	uint64_t pos = fit(l, va);

	while (j-- > 0)
		pos = fit(l, pos + l->stride);
	return pos;
}

/* e is the element start of an object of a chunk the PMD kept. */
static bool
is_kept_object(const struct layout *l, uint64_t e)
{
	unsigned int c, j;
	uint64_t pos;

	for (c = 0; c < l->n_chunks; c++) {
		if (!l->kept[c])
			continue;
		pos = fit(l, l->va[c]);
		for (j = 0; j < l->n_objs && pos <= e; j++) {
			if (pos == e)
				return true;
			pos = fit(l, pos + l->stride);
		}
	}
	return false;
}

/* Addresses the harness aims at (the FD's and the entries'). */
enum { AIM_RAW, AIM_POOL_START, AIM_POOL_END, AIM_OBJ, AIM_NEAR_OBJ, AIM_PAGE_START,
       AIM_NEXT_UNPAGED, AIM_TABLE };

/*
 * An address of kind k: raw, near the pool's start or end (raw as a signed
 * 32-bit offset), object j of chunk c's buffer, delta from it, from its
 * page's start, or from where the next object would be without pages;
 * AIM_TABLE: delta from table. *own: exactly the object's buffer.
 */
static uint64_t
aim(const struct layout *l, const struct dpaa2x_bp_info *bi, unsigned int k, uint64_t raw,
    unsigned int c, uint32_t j, int16_t delta, uint64_t table, bool *own)
{
	uint64_t obj = l->n_objs != 0 ? place(l, l->va[c], j % l->n_objs) : 0;

	*own = k == AIM_OBJ && l->n_objs != 0;
	switch (k) {
	case AIM_RAW:
		return raw;
	case AIM_POOL_START:
		return (uint64_t)bi->lo + (uint64_t)(int64_t)(int32_t)raw;
	case AIM_POOL_END:
		return (uint64_t)bi->hi - (uint64_t)(int64_t)(int32_t)raw;
	case AIM_OBJ:
		return obj + bi->buf_off;
	case AIM_NEAR_OBJ:
		return obj + bi->buf_off + (uint64_t)(int64_t)delta;
	case AIM_PAGE_START:
		return (l->pg ? obj & ~(l->pg - 1) : l->va[c]) + bi->buf_off +
			(uint64_t)(int64_t)delta;
	case AIM_NEXT_UNPAGED:
		return obj + l->stride + bi->buf_off + (uint64_t)(int64_t)delta;
	default:
		return table + (uint64_t)(int64_t)delta;
	}
}

/* addr is a buffer the pool hands out: in its objects, at an object's
 * buffer start unless the pool is range-only (redone in 128 bits). */
static bool
pool_buffer(const struct layout *l, const struct dpaa2x_bp_info *bi, uint64_t addr)
{
	return (u128)addr >= (u128)bi->lo + bi->meta_size &&
		(u128)addr + bi->buf_size <= (u128)bi->hi &&
		(bi->range_only || (addr >= bi->buf_off && is_kept_object(l, addr - bi->buf_off)));
}

/* The properties of an accepted single-buffer FD. */
static void
check_single(const struct layout *l, const struct dpaa2x_bp_info *bi,
	     const struct dpaa2x_fd *fd)
{
	uint32_t off = dpaa2x_fd_offset(fd);

	FUZZ_CHECK(bi->mp != NULL);
	FUZZ_CHECK(!dpaa2x_fd_ivp(fd));
	FUZZ_CHECK(dpaa2x_fd_format(fd) == DPAA2X_FD_FMT_SINGLE);
	FUZZ_CHECK(off >= DPAA2X_ANNOT_SIZE);
	FUZZ_CHECK(fd->len != 0);
	/* the frame inside the buffer the FD names */
	FUZZ_CHECK((u128)off + fd->len <= bi->buf_size);
	/* the buffer inside the pool's objects */
	FUZZ_CHECK((u128)fd->addr >= (u128)bi->lo + bi->meta_size);
	FUZZ_CHECK((u128)fd->addr + bi->buf_size <= (u128)bi->hi);
	/* and so the frame inside the pool, in the address space */
	FUZZ_CHECK((u128)fd->addr + off + fd->len <= (u128)bi->hi);
	FUZZ_CHECK((u128)fd->addr + off + fd->len <= (u128)UINT64_MAX + 1);
	/* the buffer is an object's, unless the pool is range-only */
	FUZZ_CHECK(pool_buffer(l, bi, fd->addr));
}

static uint64_t
iova_is_va(const struct dpaa2x_bp_info *bi, uint64_t iova)
{
	(void)bi;
	return iova;
}

/* The pools by BPID: only the FD's has one (set while a table is read). */
static struct dpaa2x_bp_info bps[DPAA2X_BPID_MASK + 1];

/*
 * The harness's own verdict on a table: entries 0..n-1 of tbl (up to max)
 * end with the first final one and each is sound, all distinct, summing
 * to the FD's length.
 */
static bool
table_sound(const struct layout *l, const struct dpaa2x_bp_info *bi,
	    const struct dpaa2x_fd *fd, const struct dpaa2x_sge *tbl, uint32_t max)
{
	u128 sum = 0;
	uint32_t i, j;

	for (i = 0; i < max; i++) {
		const struct dpaa2x_sge *e = &tbl[i];

		if (dpaa2x_sge_bpid(e) != dpaa2x_fd_bpid(fd) || dpaa2x_sge_ivp(e) ||
		    dpaa2x_sge_format(e) != DPAA2X_SGE_FMT_DATA || e->len == 0 ||
		    (u128)dpaa2x_sge_offset(e) + e->len > bi->buf_size ||
		    !pool_buffer(l, bi, e->addr) || e->addr == fd->addr)
			return false;
		for (j = 0; j < i; j++)
			if (tbl[j].addr == e->addr)
				return false;
		sum += e->len;
		if (dpaa2x_sge_final(e))
			return sum == fd->len;
	}
	return false;
}

/* fd_sg_read() of the table tbl: its properties (see the top). */
static void
check_table(const struct layout *l, const struct dpaa2x_bp_info *bi,
	    const struct dpaa2x_fd *fd, const struct dpaa2x_sge *tbl)
{
	uint32_t room = (bi->buf_size - dpaa2x_fd_offset(fd)) / sizeof(*tbl);
	uint32_t max = room < DPAA2X_SG_MAX_ENTRIES ? room : DPAA2X_SG_MAX_ENTRIES;
	struct dpaa2x_sg_read r;
	u128 sum = 0;
	uint32_t i, j;

	bps[dpaa2x_fd_bpid(fd)] = *bi;
	fd_sg_read(fd, fd->addr, bi, tbl, bps, iova_is_va, &r);
	memset(&bps[dpaa2x_fd_bpid(fd)], 0, sizeof(bps[0]));
	FUZZ_CHECK(r.n >= 1 && r.n <= max);
	for (i = 0; i + 1 < r.n; i++)
		FUZZ_CHECK(!dpaa2x_sge_final(&tbl[i]));
	FUZZ_CHECK(r.n == max || dpaa2x_sge_final(&tbl[r.n - 1]));
	for (i = 0; i < r.n; i++) {
		FUZZ_CHECK(memcmp(&r.e[i], &tbl[i], sizeof(tbl[i])) == 0);
		if (!(r.ours & (1u << i)))
			continue;
		/* given back to BMan: surely the pool's, named once */
		FUZZ_CHECK(dpaa2x_sge_bpid(&tbl[i]) == dpaa2x_fd_bpid(fd));
		FUZZ_CHECK(!dpaa2x_sge_ivp(&tbl[i]));
		FUZZ_CHECK(r.va[i] == tbl[i].addr);
		FUZZ_CHECK(pool_buffer(l, bi, tbl[i].addr));
		FUZZ_CHECK(tbl[i].addr != fd->addr);
		for (j = 0; j < r.n; j++)
			FUZZ_CHECK(j == i || !(r.ours & (1u << j)) || tbl[j].addr != tbl[i].addr);
	}
	FUZZ_CHECK(r.n == 32 || (uint64_t)r.ours >> r.n == 0);	/* none past the read */
	if (table_sound(l, bi, fd, tbl, max))
		FUZZ_CHECK(r.ok);
	if (!r.ok)
		return;
	FUZZ_CHECK(dpaa2x_sge_final(&tbl[r.n - 1]));
	FUZZ_CHECK(r.ours == (uint32_t)((UINT64_C(1) << r.n) - 1));
	for (i = 0; i < r.n; i++) {
		FUZZ_CHECK(dpaa2x_sge_format(&tbl[i]) == DPAA2X_SGE_FMT_DATA);
		FUZZ_CHECK(tbl[i].len != 0);
		FUZZ_CHECK((u128)dpaa2x_sge_offset(&tbl[i]) + tbl[i].len <= bi->buf_size);
		sum += tbl[i].len;
	}
	FUZZ_CHECK(sum == fd->len);
}

/* The properties of an SG FD: its own buffer, then its table. */
static void
check_sg(const struct layout *l, const struct dpaa2x_bp_info *bi, const struct dpaa2x_fd *fd,
	 bool own_buffer, const uint8_t *data, size_t size)
{
	struct dpaa2x_sge tbl[DPAA2X_SG_MAX_ENTRIES];
	uint32_t off = dpaa2x_fd_offset(fd), i;
	bool accepted = fd_sg_table_valid(fd, fd->addr, bi), own;

	if (own_buffer && bi->mp != NULL && !dpaa2x_fd_ivp(fd) && off >= DPAA2X_ANNOT_SIZE &&
	    fd->len != 0 && (u128)off + sizeof(tbl[0]) <= bi->buf_size)
		FUZZ_CHECK(accepted);
	if (!accepted)
		return;
	FUZZ_CHECK(bi->mp != NULL && !dpaa2x_fd_ivp(fd));
	FUZZ_CHECK(dpaa2x_fd_format(fd) == DPAA2X_FD_FMT_SG);
	FUZZ_CHECK(off >= DPAA2X_ANNOT_SIZE && fd->len != 0);
	FUZZ_CHECK((u128)off + sizeof(tbl[0]) <= bi->buf_size);
	FUZZ_CHECK(pool_buffer(l, bi, fd->addr));
	/* the table: the entries the input gives, then zeros */
	memset(tbl, 0, sizeof(tbl));
	for (i = 0; i < DPAA2X_SG_MAX_ENTRIES && size >= (i + 1) * sizeof(struct fuzz_sge); i++) {
		struct fuzz_sge in;

		memcpy(&in, data + i * sizeof(in), sizeof(in));
		tbl[i].addr = aim(l, bi, in.how & 7, in.addr, in.pick % l->n_chunks, in.obj,
				  in.delta, fd->addr, &own);
		tbl[i].len = in.len;
		tbl[i].fin_bpid_offset = in.fin_bpid_offset;
		if (in.how & 8)
			tbl[i].fin_bpid_offset = (tbl[i].fin_bpid_offset & ~DPAA2X_BPID_MASK) |
				dpaa2x_fd_bpid(fd);
	}
	check_table(l, bi, fd, tbl);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char dummy_pool;
	struct dpaa2x_bp_info bi;
	struct dpaa2x_fd fd;
	struct fuzz_in in;
	struct layout l;
	uint64_t hdr, va, mem_len;
	unsigned int c, k;
	bool accepted, own_buffer = false;
	uint32_t off;

	if (size < sizeof(in))
		return 0;
	memcpy(&in, data, sizeof(in));

	memset(&bi, 0, sizeof(bi));
	memset(&l, 0, sizeof(l));
	bi.mp = (in.mode & 3) == 3 ? NULL : (struct rte_mempool *)(void *)&dummy_pool;
	bi.meta_size = in.meta % 1024;
	bi.buf_size = in.buf_size;
	hdr = 64 * ((in.slack >> 8) & 3);
	bi.buf_off = hdr + bi.meta_size;
	bi.elt_size = bi.buf_off + bi.buf_size + (in.slack & 0xff);
	if (bi.elt_size == 0)
		return 0;
	bi.elt_m = UINT64_MAX / bi.elt_size + 1;
	l.stride = bi.elt_size;
	l.pg = ((in.slack >> 10) & 15) == 0 ? 0 : UINT64_C(1) << (11 + ((in.slack >> 10) & 15));
	/* the mempool keeps objects within a page only if one fits in a page */
	if (l.pg < l.stride)
		l.pg = 0;
	bi.pg_mask = l.pg == 0 ? UINT64_MAX : l.pg - 1;
	l.n_objs = in.n_objs % 1024;
	l.n_chunks = 1 + in.chunks % MAX_CHUNKS;
	for (c = 0; c < DPAA2X_BP_CHUNKS; c++) {
		bi.chunk[c].first = UINT64_MAX;
		bi.chunk[c].last = 0;
	}

	/* user space, cache-line aligned, chunks one after the other */
	va = in.lo & 0x00007fffffffffc0ULL;
	bi.lo = (uintptr_t)va;
	for (c = 0; c < l.n_chunks; c++) {
		va += (uint64_t)in.gap * 64;
		l.va[c] = va;
		l.end[c] = l.n_objs == 0 ? va : place(&l, va, l.n_objs - 1) + l.stride;
		mem_len = l.end[c] - va;
		if ((in.mode & 0x40) && c == l.n_chunks - 1)
			mem_len = (UINT64_C(1) << 32) + 64;	/* objects at its start */
		va += mem_len;
		if (l.n_objs == 0)
			continue;	/* no object: nothing to keep */
		if (mem_len > (UINT64_C(1) << 32) || bi.n_chunks == DPAA2X_BP_CHUNKS) {
			bi.range_only = true;
			continue;
		}
		l.kept[c] = true;
		bi.chunk[bi.n_chunks].first = place(&l, l.va[c], 0);
		bi.chunk[bi.n_chunks].last = place(&l, l.va[c], l.n_objs - 1);
		bi.n_chunks++;
	}
	bi.hi = (uintptr_t)va;
	if (in.mode & 0x20)	/* as for a chunk laid out unexpectedly */
		bi.range_only = true;
	if ((in.mode & 3) == 2) {		/* allocated, not populated yet */
		bi.lo = UINTPTR_MAX;
		bi.hi = 0;
		bi.n_chunks = 0;
		bi.range_only = false;
		memset(l.kept, 0, sizeof(l.kept));
		for (c = 0; c < DPAA2X_BP_CHUNKS; c++) {
			bi.chunk[c].first = UINT64_MAX;
			bi.chunk[c].last = 0;
		}
	}

	/* the FD's address: how mode says, an object of chunk pick, addr % n_objs
	 * (6 and 7 alike: where the next object would be without pages) */
	memset(&fd, 0, sizeof(fd));
	fd.len = in.len;
	fd.bpid_offset = in.bpid_offset;
	c = in.pick % l.n_chunks;
	k = (in.mode >> 2) & 7;
	fd.addr = aim(&l, &bi, k == AIM_TABLE ? AIM_NEXT_UNPAGED : k, in.addr, c,
		      (uint32_t)in.addr, (int16_t)(in.addr >> 32), 0, &own_buffer);
	own_buffer = own_buffer && l.kept[c];

	if (dpaa2x_fd_format(&fd) == DPAA2X_FD_FMT_SG) {
		check_sg(&l, &bi, &fd, own_buffer, data + sizeof(in), size - sizeof(in));
		return 0;
	}
	/* a pool whose IOVA is its CPU address: the FD's address is the buffer's */
	accepted = fd_valid(&fd, fd.addr, &bi);
	off = dpaa2x_fd_offset(&fd);
	/* an object's own buffer of a kept chunk, a sound frame: accepted */
	if (own_buffer && bi.mp != NULL && !dpaa2x_fd_ivp(&fd) &&
	    dpaa2x_fd_format(&fd) == DPAA2X_FD_FMT_SINGLE && off >= DPAA2X_ANNOT_SIZE &&
	    fd.len != 0 && (uint64_t)off + fd.len <= bi.buf_size)
		FUZZ_CHECK(accepted);
	if (accepted)
		check_single(&l, &bi, &fd);
	return 0;
}
