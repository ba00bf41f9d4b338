/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The PMD's Rx check of a frame descriptor, fd_valid() from
 * dpaa2x_fd_check.h, against a pool description and an FD both taken from
 * the input. The FD is hostile: every bit of it is the fuzzer's. The pool
 * is one the PMD could have learnt from dpaa2x_mp_populate(): objects of
 * elt_size bytes (meta_size of mbuf header and private area, then a data
 * room of buf_size) in [lo, hi) somewhere in the user address space, or
 * a pool whose range is not learnt yet (lo = UINTPTR_MAX, hi = 0), or no
 * pool at all (mp NULL).
 *
 * Property: whenever fd_valid() accepts an FD, the frame
 * [addr + offset, addr + offset + len) lies inside the buffer
 * [addr, addr + buf_size), that buffer lies inside the pool's objects
 * [lo + meta_size, hi), none of it wraps around the address space, the
 * offset leaves room for the hardware annotation, the length is not 0, the
 * format is single-buffer and the BPID is a valid one.
 * The arithmetic is redone in 128 bits, where nothing can wrap.
 */

#include <stdint.h>
#include <string.h>

#include "dpaa2x_fd_check.h"
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef unsigned __int128 u128;

struct fuzz_in {
	uint8_t mode;		/* pool kind and how addr is chosen */
	uint8_t pad;
	uint16_t meta;
	uint16_t buf_size;
	uint16_t n_objs;
	uint64_t lo;
	uint64_t addr;
	uint32_t len;
	uint32_t bpid_offset;
	uint32_t slack;
} __attribute__((packed));

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char dummy_pool;
	struct dpaa2x_bp_info bi;
	struct dpaa2x_fd fd;
	struct fuzz_in in;
	uint32_t off;

	if (size < sizeof(in))
		return 0;
	memcpy(&in, data, sizeof(in));

	memset(&bi, 0, sizeof(bi));
	bi.mp = (in.mode & 3) == 3 ? NULL : (struct rte_mempool *)(void *)&dummy_pool;
	bi.meta_size = in.meta % 1024;
	bi.buf_size = in.buf_size;
	bi.elt_size = bi.meta_size + bi.buf_size + (in.slack & 0xff);
	if ((in.mode & 3) == 2) {		/* allocated, not populated yet */
		bi.lo = UINTPTR_MAX;
		bi.hi = 0;
	} else {				/* user space, cache-line aligned */
		bi.lo = (uintptr_t)(in.lo & 0x00007fffffffffc0ULL);
		bi.hi = bi.lo + (uintptr_t)in.n_objs * bi.elt_size;
	}

	memset(&fd, 0, sizeof(fd));
	fd.len = in.len;
	fd.bpid_offset = in.bpid_offset;
	switch ((in.mode >> 2) & 3) {
	case 0:		/* anywhere */
		fd.addr = in.addr;
		break;
	case 1:		/* near the start of the pool */
		fd.addr = (uint64_t)bi.lo + (uint64_t)(int64_t)(int32_t)in.addr;
		break;
	case 2:		/* near its end */
		fd.addr = (uint64_t)bi.hi - (uint64_t)(int64_t)(int32_t)in.addr;
		break;
	default:	/* an object's buffer, as BMan hands them out */
		fd.addr = (uint64_t)bi.lo + bi.meta_size +
			(uint64_t)(in.addr % (in.n_objs ? in.n_objs : 1)) * bi.elt_size;
		break;
	}

	if (!fd_valid(&fd, &bi))
		return 0;

	off = dpaa2x_fd_offset(&fd);
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
	return 0;
}
