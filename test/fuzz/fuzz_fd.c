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

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char dummy_pool;
	struct dpaa2x_bp_info bi;
	struct dpaa2x_fd fd;
	struct fuzz_in in;
	struct layout l;
	uint64_t hdr, va, mem_len, obj = 0;
	unsigned int c, pick_c, j;
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

	/* an object to aim at: chunk pick, object addr % n_objs */
	pick_c = in.pick % l.n_chunks;
	j = (uint32_t)in.addr % (l.n_objs ? l.n_objs : 1);
	if (l.n_objs != 0)
		obj = place(&l, l.va[pick_c], j);

	memset(&fd, 0, sizeof(fd));
	fd.len = in.len;
	fd.bpid_offset = in.bpid_offset;
	switch ((in.mode >> 2) & 7) {
	case 0:		/* anywhere */
		fd.addr = in.addr;
		break;
	case 1:		/* near the start of the pool */
		fd.addr = (uint64_t)bi.lo + (uint64_t)(int64_t)(int32_t)in.addr;
		break;
	case 2:		/* near its end */
		fd.addr = (uint64_t)bi.hi - (uint64_t)(int64_t)(int32_t)in.addr;
		break;
	case 3:		/* an object's buffer, as BMan hands them out */
		fd.addr = obj + bi.buf_off;
		own_buffer = l.n_objs != 0;
		break;
	case 4:		/* near an object's buffer */
		fd.addr = obj + bi.buf_off + (uint64_t)(int64_t)(int16_t)(in.addr >> 32);
		break;
	case 5:		/* near the start of the page an object is in */
		fd.addr = (l.pg ? obj & ~(l.pg - 1) : l.va[pick_c]) + bi.buf_off +
			(uint64_t)(int64_t)(int16_t)(in.addr >> 32);
		break;
	default:	/* near where the next object would be without pages */
		fd.addr = obj + l.stride + bi.buf_off +
			(uint64_t)(int64_t)(int16_t)(in.addr >> 32);
		break;
	}

	/* a pool whose IOVA is its CPU address: the FD's address is the buffer's */
	accepted = fd_valid(&fd, fd.addr, &bi);
	off = dpaa2x_fd_offset(&fd);
	/* an object's own buffer of a kept chunk, a sound frame: accepted */
	if (own_buffer && l.kept[pick_c] && bi.mp != NULL && !dpaa2x_fd_ivp(&fd) &&
	    dpaa2x_fd_format(&fd) == DPAA2X_FD_FMT_SINGLE && off >= DPAA2X_ANNOT_SIZE &&
	    fd.len != 0 && (uint64_t)off + fd.len <= bi.buf_size)
		FUZZ_CHECK(accepted);
	if (!accepted)
		return 0;

	FUZZ_CHECK(bi.mp != NULL);
	FUZZ_CHECK(!dpaa2x_fd_ivp(&fd));
	FUZZ_CHECK(dpaa2x_fd_format(&fd) == DPAA2X_FD_FMT_SINGLE);
	FUZZ_CHECK(off >= DPAA2X_ANNOT_SIZE);
	FUZZ_CHECK(fd.len != 0);
	/* the frame inside the buffer the FD names */
	FUZZ_CHECK((u128)off + fd.len <= bi.buf_size);
	/* the buffer inside the pool's objects */
	FUZZ_CHECK((u128)fd.addr >= (u128)bi.lo + bi.meta_size);
	FUZZ_CHECK((u128)fd.addr + bi.buf_size <= (u128)bi.hi);
	/* and so the frame inside the pool, in the address space */
	FUZZ_CHECK((u128)fd.addr + off + fd.len <= (u128)bi.hi);
	FUZZ_CHECK((u128)fd.addr + off + fd.len <= (u128)UINT64_MAX + 1);
	/* the buffer is an object's, unless the pool is range-only */
	FUZZ_CHECK(bi.range_only ||
		   ((u128)fd.addr >= bi.buf_off && is_kept_object(&l, fd.addr - bi.buf_off)));
	return 0;
}
