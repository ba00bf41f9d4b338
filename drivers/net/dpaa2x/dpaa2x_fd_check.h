/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The Rx path's check of a received frame descriptor against what the PMD
 * knows of the pool its BPID names. Kept apart from dpaa2x_rxtx.c so that
 * test/fuzz/fuzz_fd.c can drive it with arbitrary descriptors.
 */

#ifndef DPAA2X_FD_CHECK_H
#define DPAA2X_FD_CHECK_H

#include <stdbool.h>
#include <stdint.h>

#include "hw/dpaa2x_portal.h"
#include "dpaa2x_ethdev.h"	/* struct dpaa2x_bp_info */

/*
 * The buffer [addr, addr + buf_size) the FD names lies inside the pool's
 * objects [lo + meta_size, hi). Written so that nothing wraps: an FD
 * address near 2^64 (addr + buf_size wrapping to a small number) or a pool
 * whose range is not learnt yet (lo = UINTPTR_MAX, hi = 0) is refused.
 */
static inline bool
fd_in_pool(const struct dpaa2x_fd *fd, const struct dpaa2x_bp_info *bi)
{
	return fd->addr >= bi->lo && fd->addr - bi->lo >= bi->meta_size &&
		fd->addr <= bi->hi && bi->hi - fd->addr >= bi->buf_size;
}

/*
 * The FD must point into a pool we know, inside one buffer, single format.
 * Accepted: [addr + offset, addr + offset + len) lies inside the buffer
 * [addr, addr + buf_size), and that buffer inside the pool's objects
 * [lo + meta_size, hi), without wrapping around the address space.
 */
static inline bool
fd_valid(const struct dpaa2x_fd *fd, const struct dpaa2x_bp_info *bi)
{
	uint32_t off = dpaa2x_fd_offset(fd);

	return bi->mp != NULL && !dpaa2x_fd_ivp(fd) &&
		dpaa2x_fd_format(fd) == DPAA2X_FD_FMT_SINGLE &&
		off >= DPAA2X_ANNOT_SIZE && fd->len != 0 &&
		(uint64_t)off + fd->len <= bi->buf_size && fd_in_pool(fd, bi);
}

#endif /* DPAA2X_FD_CHECK_H */
