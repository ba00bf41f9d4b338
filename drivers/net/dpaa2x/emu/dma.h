/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * WRIOP's DMA into DPDK memory, with the cache state silicon leaves.
 *
 * A DMA write on DPAA2 goes to memory through the interconnect: no CPU
 * core holds the written lines afterwards, unless the queue's stash
 * control (the FLC stash bits of dpni_set_queue) asks WRIOP to stash the
 * first lines of the annotation and of the frame into the polling core
 * cluster's shared L2.
 *
 * The engine is a thread on a host CPU, so a plain memcpy would leave the
 * frame in that CPU's caches (and, in step mode, in the caches of the very
 * core that then measures Rx). Here every line is written with
 * cache-bypassing stores instead (x86: non-temporal stores, which also
 * evict the line from every cache that held it; arm64: the copy is
 * cleaned and invalidated to the point of coherency). Lines that are to be
 * stashed are then prefetched into a second-level cache, never the first:
 * on silicon the stash lands in the cluster's L2.
 *
 * Order: cache-bypassing stores are weakly ordered, so model_dma_fence()
 * must run before the FD that points at them is published (the DQ token
 * is written with release semantics after it).
 */

#ifndef DPAA2X_HW_DMA_H
#define DPAA2X_HW_DMA_H

#include <stdint.h>
#include <string.h>

#include <rte_common.h>

#if defined(RTE_ARCH_X86)
#include <emmintrin.h>
#endif

#define MODEL_LINE	64u	/* DPAA2 stashes in 64-byte lines */

#if defined(RTE_ARCH_X86)
/* 16-byte chunks with non-temporal stores; dst 16-aligned. */
static inline void
dma_stream16(uint8_t *dst, const uint8_t *src, size_t n16)
{
	size_t i;

	for (i = 0; i < n16; i++)
		_mm_stream_si128((__m128i *)(void *)(dst + 16 * i),
				 _mm_loadu_si128((const __m128i *)(const void *)(src + 16 * i)));
}

static inline void
model_dma_fence(void)
{
	_mm_sfence();
}

/*
 * Copy len bytes to dst, bypassing the caches. room: bytes dst may be
 * written (the buffer's end): the last chunk is padded with zeros up to
 * 16 bytes when it fits, as a DMA engine writes whole beats.
 */
static inline void
model_dma_copy(void *dst, const void *src, uint32_t len, uint32_t room)
{
	uint8_t *d = dst, tail[16];
	const uint8_t *s = src;
	uint32_t head = (uint32_t)((16 - ((uintptr_t)d & 15)) & 15), n16, rest;

	if (head > len)
		head = len;
	memcpy(d, s, head);		/* an unaligned start: plain stores */
	d += head;
	s += head;
	len -= head;
	room = room > head ? room - head : 0;
	n16 = len / 16;
	dma_stream16(d, s, n16);
	rest = len - n16 * 16;
	if (rest == 0)
		return;
	d += n16 * 16;
	s += n16 * 16;
	if (room >= n16 * 16 + 16) {
		memset(tail, 0, sizeof(tail));
		memcpy(tail, s, rest);
		dma_stream16(d, tail, 1);
	} else {
		memcpy(d, s, rest);	/* the buffer ends here: plain stores */
	}
}
#elif defined(RTE_ARCH_ARM64)
static inline void
model_dma_fence(void)
{
	__asm__ volatile("dsb ish" ::: "memory");
}

/* Copy, then clean and invalidate every line to the point of coherency;
 * the last beat is padded with zeros as on x86 (when it fits in room). */
static inline void
model_dma_copy(void *dst, const void *src, uint32_t len, uint32_t room)
{
	uintptr_t a = (uintptr_t)dst & ~(uintptr_t)(MODEL_LINE - 1);
	uintptr_t end = (uintptr_t)dst + len, beat = RTE_ALIGN_CEIL(end, 16);
	uint32_t head = (uint32_t)((16 - ((uintptr_t)dst & 15)) & 15);

	memcpy(dst, src, len);
	if (len > head && beat != end && beat - (uintptr_t)dst <= room) {
		memset((void *)end, 0, beat - end);
		end = beat;
	}
	for (; a < end; a += MODEL_LINE)
		__asm__ volatile("dc civac, %0" : : "r"(a) : "memory");
}
#else
static inline void
model_dma_fence(void)
{
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
}

/* No cache-bypassing store known here: a plain copy (documented limit). */
static inline void
model_dma_copy(void *dst, const void *src, uint32_t len, uint32_t room)
{
	RTE_SET_USED(room);
	memcpy(dst, src, len);
}
#endif

/*
 * Write back and evict the lines of [p, p + len) from every cache, after
 * the model wrote them with ordinary (atomic) stores: what a DMA write that
 * does not allocate into a cache leaves (a BPSCN without coherent write).
 */
static inline void
model_dma_evict(const void *p, size_t len)
{
	uintptr_t a = (uintptr_t)p & ~(uintptr_t)(MODEL_LINE - 1);
	uintptr_t end = (uintptr_t)p + len;

	for (; a < end; a += MODEL_LINE) {
#if defined(RTE_ARCH_X86)
		_mm_clflush((const void *)a);
#elif defined(RTE_ARCH_ARM64)
		__asm__ volatile("dc civac, %0" : : "r"(a) : "memory");
#else
		RTE_SET_USED(a);	/* no eviction known here (documented limit) */
#endif
	}
}

/*
 * Stash the first `lines` lines from p into a second-level cache (FLC
 * stash control: annotation or data lines). Only after model_dma_fence().
 */
static inline void
model_dma_stash(const void *p, unsigned int lines)
{
	const uint8_t *a = (const uint8_t *)((uintptr_t)p & ~(uintptr_t)(MODEL_LINE - 1));
	unsigned int i;

	for (i = 0; i < lines; i++)
		__builtin_prefetch(a + i * MODEL_LINE, 0, 2);	/* L2, not L1 */
}

#endif /* DPAA2X_HW_DMA_H */
