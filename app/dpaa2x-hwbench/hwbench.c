/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x-hwbench: how fast is the emulated hardware?
 *
 *   dpaa2x-hwbench [EAL args] -- [--sizes 64,512,1518] [--seconds N]
 *                  [--hw-cpu N|-1] [--buffers N] [--lifo]
 *
 * The engine thread runs pinned to one CPU and receives what dpmac@1's
 * generator sends at line rate of a 1 Tbit/s link (so the wire never
 * limits): WRIOP Rx (filter, parse, hash, acquire, DMA, enqueue) into
 * dpni@1's four Rx FQs. The main lcore is the consumer: it pulls 16
 * frames at a time through a DPIO portal (the next pull issued before the
 * results of the last are processed, as DPDK's dpaa2 driver does) and
 * releases the buffers in commands of 7. Printed per frame size: frames
 * the engine delivered per second, nanoseconds of engine time per frame,
 * frames lost for want of a buffer, and a plain memcpy of the same bytes.
 * --hw-cpu -1 runs the engine in step mode, taking turns with the
 * consumer on the main lcore: one core does all the work. --lifo makes
 * the pool hand back the most recently freed (cache-hot) buffer.
 */

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
#include <string.h>
#include <unistd.h>

#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_ether.h>
#include <rte_lcore.h>
#include <rte_malloc.h>
#include <rte_pause.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_soc.h"
#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_hw_board.h"
#include "dpaa2x_emu.h"

#define BENCH_LINK_MBPS	1000000u	/* 1 Tbit/s: the wire never limits */
#define BENCH_BUF_SIZE	2048u
#define BENCH_FLOWS	64
#define MAX_SIZES	8

struct bench {
	struct dpaa2x_soc *soc;
	struct dpaa2x_portal *p;		/* BMan commands, drain */
	struct dpaa2x_portal *rxp[DPAA2X_MAX_QUEUES];	/* a pull per Rx FQ */
	struct dpaa2x_dpni_attr attr;
	uint16_t bpid;
	unsigned int nbuf;
	bool lifo;
	bool step_mode;				/* the engine runs in dpaa2x_soc_step() */
	uint8_t *mem;
};

struct result {
	double mpps, ns_per_frame, gbps;
	uint64_t nobuf, taildrop;
	double memcpy_ns;
};

static void
die(const char *what, int ret, const char *err)
{
	fprintf(stderr, "dpaa2x-hwbench: %s: %s (%d)\n", what, err ? err : "", ret);
	exit(1);
}

/* Release the buffers of the valid entries, commands of <= 7. */
static unsigned int
consume(struct bench *b, struct dpaa2x_dq *dq)
{
	uint64_t bufs[DPAA2X_BMAN_MAX_CMD];
	unsigned int i, k = 0, n = 0;

	for (i = 0; i < DPAA2X_PULL_MAX; i++) {
		while (!dpaa2x_dq_new_result(&dq[i]))
			rte_pause();
		if (dq[i].stat & DPAA2X_DQ_STAT_VALIDFRAME) {
			bufs[k++] = dq[i].fd.addr;
			n++;
			if (k == DPAA2X_BMAN_MAX_CMD) {
				dpaa2x_bman_release(b->p, b->bpid, bufs, k);
				k = 0;
			}
		}
		if (dq[i].stat & DPAA2X_DQ_STAT_EXPIRED)
			break;
	}
	if (k != 0)
		dpaa2x_bman_release(b->p, b->bpid, bufs, k);
	return n;
}

/* Wait until a pull's last entry is written (the portal is free then). */
static void
wait_expired(struct dpaa2x_dq *dq)
{
	unsigned int i;

	for (i = 0; i < DPAA2X_PULL_MAX; i++) {
		while (!dpaa2x_dq_written(&dq[i]))
			rte_pause();
		if (dq[i].stat & DPAA2X_DQ_STAT_EXPIRED)
			return;
	}
}

/*
 * Pull and release until the deadline. One portal per Rx FQ keeps a pull
 * in flight on every queue; per portal the next pull is issued before the
 * results of the last are processed (two storages in turn).
 */
static uint64_t
consumer(struct bench *b, uint64_t until)
{
	static struct dpaa2x_dq dq[DPAA2X_MAX_QUEUES][2][DPAA2X_PULL_MAX] __rte_cache_aligned;
	unsigned int cur[DPAA2X_MAX_QUEUES] = { 0 }, nq = b->attr.num_rx_queues, q;
	uint64_t frames = 0;
	bool done = false;

	memset(dq, 0, sizeof(dq));
	for (q = 0; q < nq; q++)
		dpaa2x_pull(b->rxp[q], b->attr.rx_fqid[q], dq[q][0], DPAA2X_PULL_MAX);
	while (!done) {
		done = rte_get_tsc_cycles() >= until;
		for (q = 0; q < nq; q++) {
			struct dpaa2x_dq *d = dq[q][cur[q]];

			wait_expired(d);
			if (!done)
				dpaa2x_pull(b->rxp[q], b->attr.rx_fqid[q], dq[q][cur[q] ^ 1],
					    DPAA2X_PULL_MAX);
			frames += consume(b, d);
			cur[q] ^= 1;
		}
	}
	return frames;
}

/* Step mode (--hw-cpu -1): engine and consumer take turns on one core. */
static uint64_t
consumer_step(struct bench *b, uint64_t until)
{
	static struct dpaa2x_dq dq[DPAA2X_MAX_QUEUES][DPAA2X_PULL_MAX] __rte_cache_aligned;
	unsigned int nq = b->attr.num_rx_queues, q;
	uint64_t frames = 0;

	memset(dq, 0, sizeof(dq));
	while (rte_get_tsc_cycles() < until) {
		for (q = 0; q < nq; q++)
			dpaa2x_pull(b->rxp[q], b->attr.rx_fqid[q], dq[q], DPAA2X_PULL_MAX);
		dpaa2x_soc_step(b->soc);
		for (q = 0; q < nq; q++)
			frames += consume(b, dq[q]);
	}
	return frames;
}

static double
memcpy_ns(uint32_t size)
{
	enum { ROUNDS = 200000 };
	uint8_t *src = rte_malloc(NULL, 4096, 64), *dst = rte_malloc(NULL, 4096, 64);
	volatile uint8_t sink = 0;
	uint64_t t0, t1;
	unsigned int i;

	memset(src, 0x5a, 4096);
	memset(dst, 0, 4096);
	t0 = rte_rdtsc_precise();
	for (i = 0; i < ROUNDS; i++) {
		src[i & 63]++;
		memcpy(dst, src, size);
		sink += dst[i & 63];
	}
	t1 = rte_rdtsc_precise();
	(void)sink;
	rte_free(src);
	rte_free(dst);
	return (double)(t1 - t0) * 1e9 / rte_get_tsc_hz() / ROUNDS;
}

static void
drain(struct bench *b)
{
	static struct dpaa2x_dq dq[DPAA2X_PULL_MAX] __rte_cache_aligned;
	unsigned int q, idle;

	/* the engine may still finish a batch: drain until quiet */
	for (idle = 0; idle < 64; ) {
		unsigned int n = 0;

		for (q = 0; q < b->attr.num_rx_queues; q++) {
			memset(dq, 0, sizeof(dq));
			while (dpaa2x_pull(b->p, b->attr.rx_fqid[q], dq, DPAA2X_PULL_MAX) != 0)
				rte_pause();
			if (b->step_mode)
				dpaa2x_soc_step(b->soc);
			n += consume(b, dq);
		}
		idle = n == 0 ? idle + 1 : 0;
	}
}

static struct result
run_size(struct bench *b, uint16_t size, unsigned int seconds)
{
	struct dpaa2x_gen_params gp = {
		.sizes = { size }, .n_sizes = 1, .flows = BENCH_FLOWS,
		.src_mac = { 0x02, 0, 0, 0, 0, 0xaa },
		.src_ip = 0x0a000001, .dst_ip = 0x0a010001,
		.src_ip_count = BENCH_FLOWS, .dst_ip_count = 1,
		.sport = 1024, .dport = 4789, .ttl = 64, .burst = 32,
	};
	struct dpaa2x_dpni_stats st;
	struct result r;
	uint64_t t0, t1;
	double secs;

	memcpy(gp.dst_mac, b->attr.mac, 6);
	if (dpaa2x_wire_gen_config(b->soc, 1, &gp) < 0)
		die("generator", -EINVAL, "bad parameters");
	dpaa2x_dpni_reset_stats(b->soc, 1);
	t0 = rte_get_tsc_cycles();
	dpaa2x_wire_gen_start(b->soc, 1);
	if (b->step_mode)
		consumer_step(b, t0 + (uint64_t)seconds * rte_get_tsc_hz());
	else
		consumer(b, t0 + (uint64_t)seconds * rte_get_tsc_hz());
	dpaa2x_wire_gen_stop(b->soc, 1);
	t1 = rte_get_tsc_cycles();
	drain(b);
	dpaa2x_dpni_get_stats(b->soc, 1, &st);
	secs = (double)(t1 - t0) / rte_get_tsc_hz();
	r.mpps = st.ing_frames / secs / 1e6;
	r.ns_per_frame = st.ing_frames ? secs * 1e9 / st.ing_frames : 0;
	r.gbps = st.ing_frames * (size + 20) * 8.0 / secs / 1e9;
	r.nobuf = st.ing_nobuf_discards;
	r.taildrop = st.ing_tail_drops;
	r.memcpy_ns = memcpy_ns(size - RTE_ETHER_CRC_LEN);	/* the bytes a buffer gets */
	return r;
}

static void
setup(struct bench *b, int hw_cpu)
{
	/* the embedded default DPL, its wires at 1 Tbit/s */
	struct dpaa2x_soc_params sp = { .hw_cpu = hw_cpu, .name = "hwbench" };
	struct dpaa2x_emu_tune tune = { .link_speed_mbps = BENCH_LINK_MBPS,
					.pools_lifo = b->lifo };
	struct dpaa2x_buf_layout bl = { .priv_size = 64, .data_offset = 192 };
	uint32_t size = BENCH_BUF_SIZE;
	uint64_t bufs[DPAA2X_BMAN_MAX_CMD];
	struct dpaa2x_soc_info info;
	char err[256] = "";
	unsigned int i, k = 0;
	int ret;

	ret = dpaa2x_emu_soc_create(&sp, &tune, &b->soc, err, sizeof(err));
	if (ret < 0)
		die("SoC", ret, err);
	if ((ret = dpaa2x_soc_get_info(b->soc, &info)) < 0)
		die("SoC", ret, "no info");
	b->step_mode = info.hw_cpu == DPAA2X_HW_CPU_STEP;
	if ((ret = dpaa2x_portal_open(b->soc, &b->p, err, sizeof(err))) < 0)
		die("portal", ret, err);
	if ((ret = dpaa2x_dpbp_claim(b->soc, &b->bpid, err, sizeof(err))) < 0)
		die("dpbp", ret, err);
	b->mem = rte_malloc_socket("hwbench", (size_t)b->nbuf * BENCH_BUF_SIZE, 64,
				   info.numa_node < 0 ? SOCKET_ID_ANY : info.numa_node);
	if (b->mem == NULL)
		b->mem = rte_malloc("hwbench", (size_t)b->nbuf * BENCH_BUF_SIZE, 64);
	if (b->mem == NULL)
		die("buffers", -ENOMEM, "rte_malloc");
	for (i = 0; i < b->nbuf; i++) {
		bufs[k++] = (uint64_t)(uintptr_t)(b->mem + (size_t)i * BENCH_BUF_SIZE);
		if (k == DPAA2X_BMAN_MAX_CMD || i == b->nbuf - 1) {
			dpaa2x_bman_release(b->p, b->bpid, bufs, k);
			k = 0;
		}
	}
	if (dpaa2x_dpni_open(b->soc, 1, &b->attr) < 0)
		die("dpni@1", -EINVAL, "open refused");
	for (i = 0; i < b->attr.num_rx_queues; i++)
		if ((ret = dpaa2x_portal_open(b->soc, &b->rxp[i], err, sizeof(err))) < 0)
			b->rxp[i] = b->p;	/* fewer portals: share */
	if (
	    dpaa2x_dpni_set_buffer_layout(b->soc, 1, &bl) < 0 ||
	    dpaa2x_dpni_set_pools(b->soc, 1, &b->bpid, &size, 1) < 0 ||
	    dpaa2x_dpni_enable(b->soc, 1) < 0)
		die("dpni@1", -EINVAL, "set-up refused");
}

/* The pool back from BMan, as the driver drains it; 0, or 1 when a buffer
 * is missing or the dpbp stays claimed. */
static int
teardown(struct bench *b)
{
	/* an acquire is all or nothing (QBMan answers 0 when fewer than asked
	 * for are there): 7 at a time, then the last ones one by one */
	static const unsigned int sizes[] = { DPAA2X_BMAN_MAX_CMD, 1 };
	uint64_t bufs[DPAA2X_BMAN_MAX_CMD];
	struct dpaa2x_bpool_stats bs;
	unsigned int i, got = 0;
	int ret, bad = 0;

	dpaa2x_dpni_close(b->soc, 1);
	dpaa2x_dpbp_get_stats(b->soc, b->bpid, &bs);
	if (bs.free != b->nbuf) {
		fprintf(stderr, "dpaa2x-hwbench: pool holds %u of %u buffers\n",
			bs.free, b->nbuf);
		bad = 1;
	}
	for (i = 0; i < RTE_DIM(sizes); i++)
		while (dpaa2x_bman_acquire(b->p, b->bpid, bufs, sizes[i]) == (int)sizes[i])
			got += sizes[i];
	ret = dpaa2x_dpbp_unclaim(b->soc, b->bpid);
	if (ret < 0) {
		fprintf(stderr, "dpaa2x-hwbench: dpbp of BPID %u not given back (%s):"
			" %u of %u buffers drained\n", b->bpid, strerror(-ret), got, b->nbuf);
		bad = 1;
	} else {
		printf("dpaa2x-hwbench: %u of %u buffers drained, dpbp given back\n",
		       got, b->nbuf);
	}
	for (i = 0; i < b->attr.num_rx_queues; i++)
		if (b->rxp[i] != b->p)
			dpaa2x_portal_close(b->rxp[i]);
	dpaa2x_portal_close(b->p);
	dpaa2x_soc_destroy(b->soc);
	rte_free(b->mem);
	return bad;
}

static unsigned int
parse_sizes(const char *s, uint16_t *sizes)
{
	unsigned int n = 0;
	char *end;

	while (*s != '\0' && n < MAX_SIZES) {
		unsigned long v = strtoul(s, &end, 10);

		if (end == s || v < 64 || v > 1518) {
			fprintf(stderr, "dpaa2x-hwbench: --sizes: 64..1518 each\n");
			exit(1);
		}
		sizes[n++] = (uint16_t)v;
		s = *end == ',' ? end + 1 : end;
	}
	return n;
}

/* Another online CPU than the main lcore's, for the engine. */
static int
default_hw_cpu(void)
{
	unsigned int main_cpu = rte_lcore_to_cpu_id(rte_get_main_lcore());
	long c, n = sysconf(_SC_NPROCESSORS_ONLN);

	for (c = 0; c < n; c++)
		if ((unsigned int)c != main_cpu)
			return (int)c;
	return (int)main_cpu;
}

int
main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "sizes", required_argument, NULL, 's' },
		{ "seconds", required_argument, NULL, 't' },
		{ "hw-cpu", required_argument, NULL, 'c' },
		{ "buffers", required_argument, NULL, 'b' },
		{ "lifo", no_argument, NULL, 'l' },
		{ NULL, 0, NULL, 0 },
	};
	uint16_t sizes[MAX_SIZES] = { 64, 512, 1518 };
	unsigned int nsizes = 3, seconds = 2, i;
	struct bench b = { .nbuf = 1024 };
	int ret, opt, hw_cpu = -2;

	ret = rte_eal_init(argc, argv);
	if (ret < 0)
		die("EAL", ret, "rte_eal_init failed");
	argc -= ret;
	argv += ret;
	while ((opt = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		switch (opt) {
		case 's': nsizes = parse_sizes(optarg, sizes); break;
		case 't': seconds = atoi(optarg) > 0 ? atoi(optarg) : 1; break;
		case 'c': hw_cpu = atoi(optarg); break;
		case 'b': b.nbuf = atoi(optarg) > 64 ? atoi(optarg) : 64; break;
		case 'l': b.lifo = true; break;
		default:
			fprintf(stderr, "usage: dpaa2x-hwbench [EAL args] -- [--sizes 64,512,1518]"
				" [--seconds N] [--hw-cpu N|-1] [--buffers N] [--lifo]\n");
			return 1;
		}
	}
	if (hw_cpu == -2)
		hw_cpu = default_hw_cpu();
	setup(&b, hw_cpu);
	printf("dpaa2x-hwbench: engine %s %d, consumer on CPU %u, %u buffers of %u B (%s),"
	       " %u flows over %u Rx FQs, %u s per size\n",
	       hw_cpu < 0 ? "in step mode on the consumer's CPU, hw_cpu" : "on CPU", hw_cpu,
	       rte_lcore_to_cpu_id(rte_get_main_lcore()), b.nbuf, BENCH_BUF_SIZE,
	       b.lifo ? "LIFO" : "FIFO", BENCH_FLOWS, b.attr.num_rx_queues, seconds);
	printf("%6s %12s %10s %10s %10s %10s %12s\n", "size", "Mframes/s", "ns/frame",
	       "Gbit/s", "nobuf", "taildrop", "memcpy ns");
	for (i = 0; i < nsizes; i++) {
		struct result r = run_size(&b, sizes[i], seconds);

		printf("%6u %12.2f %10.1f %10.1f %10" PRIu64 " %10" PRIu64 " %12.1f\n",
		       sizes[i], r.mpps, r.ns_per_frame, r.gbps, r.nobuf, r.taildrop,
		       r.memcpy_ns);
		fflush(stdout);
	}
	ret = teardown(&b);
	rte_eal_cleanup();
	return ret;
}
