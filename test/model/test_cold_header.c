/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The cold mbuf header (DPL /cold-mbuf-header): WRIOP Rx evicts the lines
 * of the bytes before each buffer it takes from every cache, as a FIFO
 * pool far larger than LS2088A's L2 leaves them, and keeps their contents.
 */

#include <string.h>

#include "model_test.h"

#define NB	8	/* buffers of 2 KiB, one memzone */
#define TAIL	0x5a	/* the bytes before buffers 1..NB-1 */

/*
 * Frames 1..n of the FIFO pool's buffers 1..n (buffer 0, whose header
 * bytes may lie outside DMA-mapped memory, held out). Returns the mbuf
 * header lines the model evicted for them.
 */
static uint64_t
receive(uint32_t cold, unsigned int n)
{
	struct dpaa2x_dpl d;
	struct model_dpni *ni;
	uint64_t b0, lines;
	unsigned int i, k;
	struct mt t;
	uint16_t bpid;

	mt_dpl_default(&d);
	d.cold_header = cold;
	mt_start(&t, "cold_header", &d);
	bpid = mt_pool(&t, NB, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	ni = model_dpni_by_id(t.soc, 1);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, &b0, 1), 1);
	T_EQ(b0, (uint64_t)(uintptr_t)t.pool[0].mem);		/* FIFO: the first */
	for (i = 1; i < NB; i++)
		memset(t.pool[0].mem + i * 2048 - 128, TAIL, 128);
	lines = ni->cold_header_lines;
	for (i = 0; i < n; i++)
		T_EQ(mt_inject_udp(&t, 1, 100, mt_mac1, i), 0);
	mt_steps(&t, 1);
	lines = ni->cold_header_lines - lines;
	T_EQ(mt_drain_dpni(&t, 1), n);		/* received, and freed */
	/* the evicted bytes kept what software wrote (write back, then evict) */
	for (i = 1; i < NB; i++) {
		const uint8_t *h = t.pool[0].mem + i * 2048 - 128;

		for (k = 0; k < 128; k++)
			if (h[k] != TAIL) {
				T_EQ(h[k], TAIL);
				break;
			}
	}
	T_EQ(dpaa2x_bman_release(t.p, bpid, &b0, 1), 0);
	mt_finish(&t);
	return lines;
}

/* The default: 128 bytes, DPDK's struct rte_mbuf, two lines per buffer. */
static void
test_default_on(void)
{
	struct dpaa2x_dpl d;

	mt_dpl_default(&d);
	T_EQ(d.cold_header, 128);
	T_EQ(receive(128, 4), 8);
	T_EQ(receive(128, 7), 14);
}

/* Off, and sizes that are not whole lines: every line they touch goes. */
static void
test_sizes(void)
{
	T_EQ(receive(0, 4), 0);
	T_EQ(receive(64, 4), 4);
	T_EQ(receive(100, 4), 8);	/* [b - 100, b): two lines */
	T_EQ(receive(129, 4), 12);
}

MT_MAIN(NULL,
	T_CASE(test_default_on),
	T_CASE(test_sizes))
