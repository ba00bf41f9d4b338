/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Per-frame cost of the emulated WRIOP's parser and hash, the generator
 * and the sink. Prints ns/frame; asserts only that results stay correct
 * (timing is not checked: machines differ). The parse figures are the
 * best of ROUNDS rounds; generator and sink are one run each.
 */

#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "dpaa2x_hw_mc.h"
#include "dpaa2x_hw_board.h"
#include "dpaa2x_test.h"
#include "frame/frame.h"

#define ITER	2000000u
#define ROUNDS	10	/* best round counts: the host may be busy */

static struct dpaa2x_gen_state gen;
static struct dpaa2x_sink_state sink;

static double
now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);	/* not counting preemption */
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static void
make_frame(uint16_t size, uint8_t *buf)
{
	struct dpaa2x_gen_params p = {
		.sizes = { size }, .n_sizes = 1, .flows = 1024,
		.src_ip = 0x0a000001, .dst_ip = 0x0a010001,
		.src_ip_count = 32, .dst_ip_count = 32,
		.sport = 1024, .dport = 5001, .ttl = 64, .burst = 32,
	};

	dpaa2x_gen_init(&gen, &p, 0);
	T_EQ(dpaa2x_gen_build(&gen, buf, 2048, 1), size - 4u);
}

static void
bench_parse(uint16_t size, uint32_t fields, const char *what)
{
	static uint8_t buf[2048];
	struct dpaa2x_annot an = { .ts = 0 };
	uint32_t i, r, acc = 0;
	double t, best = 0;

	make_frame(size, buf);
	for (r = 0; r < ROUNDS; r++) {
		t = now_ns();
		for (i = 0; i < ITER / ROUNDS; i++) {
			acc += dpaa2x_frame_parse(buf, size - 4u, &an);
			if (fields != 0)
				acc += dpaa2x_frame_hash(buf, &an, fields,
							 dpaa2x_default_rss_key);
			buf[26] = (uint8_t)i;	/* vary the source address */
		}
		t = now_ns() - t;
		best = r == 0 || t < best ? t : best;
	}
	T_CHECK(acc != 0);
	printf("# %-26s %4u B: %6.1f ns/frame\n", what, size, best / (ITER / ROUNDS));
}

static void
bench_gen_sink(uint16_t size)
{
	static uint8_t buf[2048];
	struct dpaa2x_wire_stats ws = { .sink_frames = 0 };
	double tg, ts;
	uint32_t i;

	make_frame(size, buf);
	tg = now_ns();
	for (i = 0; i < ITER; i++)
		dpaa2x_gen_build(&gen, buf, sizeof(buf), i);
	tg = now_ns() - tg;
	make_frame(size, buf);
	dpaa2x_sink_init(&sink);
	ts = now_ns();
	for (i = 0; i < ITER; i++)
		dpaa2x_sink_check(&sink, buf, size - 4u, 10, 1000000000, &ws);
	ts = now_ns() - ts;
	T_EQ(ws.sink_frames, ITER);
	T_EQ(ws.sink_corrupted, 0);
	printf("# %-26s %4u B: %6.1f ns/frame\n", "generator build", size, tg / ITER);
	printf("# %-26s %4u B: %6.1f ns/frame\n", "sink check", size, ts / ITER);
}

static void
test_bench(void)
{
	bench_parse(64, 0, "parse");
	bench_parse(64, DPAA2X_DIST_DEFAULT, "parse + hash (5-tuple)");
	bench_parse(1518, 0, "parse (L4 csum 1480 B)");
	bench_parse(1518, DPAA2X_DIST_DEFAULT, "parse + hash (5-tuple)");
	bench_gen_sink(64);
	bench_gen_sink(1518);
}

int
main(void)
{
	T_RUN(test_bench);
	return t_done();
}
