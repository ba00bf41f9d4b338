/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* The SoC: creation errors, two SoCs, the engine thread, secondary attach. */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_pause.h>

#include "model_test.h"

static void
gen_params(struct dpaa2x_gen_params *gp, const uint8_t dst[6], uint64_t count,
	   uint32_t flows, uint16_t burst)
{
	memset(gp, 0, sizeof(*gp));
	gp->sizes[0] = 64;
	gp->n_sizes = 1;
	gp->flows = flows;
	gp->count = count;
	memcpy(gp->dst_mac, dst, 6);
	gp->src_mac[0] = 0x02;
	gp->src_mac[5] = 0xaa;
	gp->src_ip = 0x0a000001;
	gp->dst_ip = 0x0a010001;
	gp->src_ip_count = flows;
	gp->dst_ip_count = 1;
	gp->sport = 1000;
	gp->dport = 2000;
	gp->ttl = 64;
	gp->burst = burst;
}

/* Errors name what was wrong. */
static void
test_create_errors(void)
{
	struct dpaa2x_soc_params sp = { .hw_cpu = 999, .name = "soc_err" };
	static const uint8_t junk[64] = { 1, 2, 3 };
	struct dpaa2x_soc *soc;
	char err[256] = "";
	void *dtb;
	size_t len;

	T_EQ(dpaa2x_soc_create(&sp, &soc, err, sizeof(err)), -EINVAL);
	T_STREQ(err, "hw_cpu 999 is not an online CPU");
	sp.hw_cpu = DPAA2X_HW_CPU_STEP;
	sp.name = "a_name_much_longer_than_a_memzone_allows";
	T_EQ(dpaa2x_soc_create(&sp, &soc, err, sizeof(err)), -EINVAL);
	T_CONTAINS(err, "must have 1..27 characters");
	sp.name = "soc_err";
	sp.dtb = junk;
	sp.dtb_len = sizeof(junk);
	sp.dtb_name = "junk.dtb";
	err[0] = '\0';
	T_EQ(dpaa2x_soc_create(&sp, &soc, err, sizeof(err)), -EINVAL);
	T_CONTAINS(err, "junk.dtb");		/* the parser's message */
	T_EQ(dpaa2x_dpl_load_file("/nonexistent/x.dtb", &dtb, &len, err, sizeof(err)),
	     -ENOENT);
	T_STREQ(err, "DPL file /nonexistent/x.dtb: No such file or directory");
}

/* Info, duplicate names, step only in step mode, busy destroy. */
static void
test_info_and_busy(void)
{
	struct dpaa2x_soc_params sp = { .hw_cpu = DPAA2X_HW_CPU_STEP, .name = "soc_info" };
	struct dpaa2x_soc_info info;
	struct dpaa2x_soc *dup;
	char err[256] = "";
	struct mt t;

	mt_start(&t, "soc_info", NULL);
	T_EQ(dpaa2x_soc_create(&sp, &dup, err, sizeof(err)), -EEXIST);
	T_EQ(dpaa2x_soc_get_info(t.soc, &info), 0);
	T_STREQ(info.mc_version, "emulated MC 10.37");
	T_EQ(info.num_dpni, 2);
	T_EQ(info.num_dpbp, 8);
	T_EQ(info.num_dpio, 4);
	T_EQ(info.num_dpmac, 2);
	T_EQ(info.dpni_ids[0], 1);
	T_EQ(info.dpni_ids[1], 2);
	T_EQ(info.hw_cpu, DPAA2X_HW_CPU_STEP);
	T_EQ(dpaa2x_dpni_open(t.soc, 2, NULL), 0);
	T_EQ(dpaa2x_soc_destroy(t.soc), -EBUSY);
	T_EQ(dpaa2x_dpni_close(t.soc, 2), 0);
	T_EQ(dpaa2x_soc_step(t.soc) >= 0, 1);
	mt_finish(&t);
}

/* Two SoCs in one process are independent. */
static void
test_two_socs(void)
{
	struct dpaa2x_dpni_stats sa, sb;
	struct mt a, b;
	uint16_t pa, pb;

	mt_start(&a, "soc_a", NULL);
	mt_start(&b, "soc_b", NULL);
	pa = mt_pool(&a, 8, 2048);
	pb = mt_pool(&b, 8, 2048);
	T_EQ(pa, pb);				/* same BPID, different SoCs */
	mt_dpni_up(&a, 1, 1, &pa);
	mt_dpni_up(&b, 1, 1, &pb);
	T_EQ(mt_inject_udp(&a, 1, 64, mt_mac1, 0), 0);
	T_EQ(mt_inject_udp(&a, 1, 64, mt_mac1, 1), 0);
	T_EQ(mt_inject_udp(&b, 1, 64, mt_mac1, 0), 0);
	mt_steps(&a, 1);
	mt_steps(&b, 1);
	T_EQ(dpaa2x_dpni_get_stats(a.soc, 1, &sa), 0);
	T_EQ(dpaa2x_dpni_get_stats(b.soc, 1, &sb), 0);
	T_EQ(sa.ing_frames, 2);
	T_EQ(sb.ing_frames, 1);
	T_EQ(mt_drain_dpni(&a, 1), 2);
	T_EQ(mt_drain_dpni(&b, 1), 1);
	mt_finish(&b);
	mt_finish(&a);
}

/*
 * The engine thread: the generator sends a fixed count, this thread pulls
 * every frame and sends it back out; the sink sees them all. No timing is
 * asserted; the loop only guards against a hang.
 */
static void
test_engine_thread(void)
{
	struct dpaa2x_soc_params sp = { .hw_cpu = 1, .name = "soc_thread" };
	struct dpaa2x_gen_params gp;
	struct dpaa2x_dpni_attr a;
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_wire_stats ws;
	struct dpaa2x_bpool_stats bs;
	struct dpaa2x_dq dq[DPAA2X_PULL_MAX];
	struct dpaa2x_buf_layout bl = { .priv_size = 64, .data_offset = 192 };
	char err[256] = "";
	uint64_t deadline, moved = 0;
	uint32_t size = 2048;
	unsigned int q = 0, i;
	struct mt t;
	uint16_t bpid;

	memset(&t, 0, sizeof(t));
	T_EQ(dpaa2x_soc_create(&sp, &t.soc, err, sizeof(err)), 0);
	if (t.soc == NULL) {
		fprintf(stderr, "%s\n", err);
		return;
	}
	T_EQ(dpaa2x_soc_step(t.soc), -EINVAL);	/* the thread runs it */
	T_EQ(dpaa2x_portal_open(t.soc, &t.p, err, sizeof(err)), 0);
	bpid = mt_pool(&t, 1024, size);	/* room for every frame: no timing */
	T_EQ(dpaa2x_dpni_open(t.soc, 1, &a), 0);
	t.open[1] = true;
	T_EQ(dpaa2x_dpni_set_buffer_layout(t.soc, 1, &bl), 0);
	T_EQ(dpaa2x_dpni_set_pools(t.soc, 1, &bpid, &size, 1), 0);
	T_EQ(dpaa2x_dpni_enable(t.soc, 1), 0);
	gen_params(&gp, mt_mac1, 1000, 16, 32);
	gp.rate_pps = 1000000;
	T_EQ(dpaa2x_wire_gen_config(t.soc, 1, &gp), 0);
	T_EQ(dpaa2x_wire_gen_start(t.soc, 1), 0);
	deadline = rte_get_tsc_cycles() + 30 * rte_get_tsc_hz();
	while (moved < 1000 && rte_get_tsc_cycles() < deadline) {
		unsigned int n = 0;

		memset(dq, 0, sizeof(dq));
		T_EQ(dpaa2x_pull(t.p, a.rx_fqid[q], dq, DPAA2X_PULL_MAX), 0);
		for (i = 0; i < DPAA2X_PULL_MAX; i++) {
			while (!dpaa2x_dq_new_result(&dq[i]))
				rte_pause();
			if (dq[i].stat & DPAA2X_DQ_STAT_VALIDFRAME) {
				while (dpaa2x_enqueue(t.p, a.tx_fqid[q], &dq[i].fd, 1) != 1)
					rte_pause();
				n++;
			}
			if (dq[i].stat & DPAA2X_DQ_STAT_EXPIRED)
				break;
		}
		moved += n;
		q = (q + 1) % a.num_rx_queues;
	}
	T_EQ(moved, 1000);
	/* wait until the engine has sent them all and given the buffers back */
	do {
		T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
		T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
		T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &bs), 0);
	} while ((ws.sink_frames < 1000 || st.egr_frames < 1000 || bs.free < 1024) &&
		 rte_get_tsc_cycles() < deadline);
	T_EQ(ws.gen_frames, 1000);
	T_EQ(ws.sink_frames, 1000);
	T_EQ(ws.sink_lost, 0);
	T_EQ(ws.sink_corrupted, 0);
	T_EQ(ws.gen_running, false);
	T_EQ(st.ing_frames, 1000);
	T_EQ(st.egr_frames, 1000);
	T_EQ(st.ing_nobuf_discards + st.ing_tail_drops, 0);
	mt_finish(&t);
}

/*
 * Another process attaches by name and reads the counters the engine
 * keeps in shared memory. A DPDK secondary needs hugepages (EAL cannot
 * attach to --no-huge memory), so the other process is a fork of this
 * one: EAL's --no-huge memory is a shared memfd mapping and its memzone
 * table a shared file, so the child sees what the parent changes after
 * the fork, as a secondary would.
 */
static int
attach_child(int rfd, long want)
{
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_soc *soc;
	char go;

	if (read(rfd, &go, 1) != 1)
		return 3;
	if (dpaa2x_soc_attach("no_such_soc", &soc) != -ENOENT)
		return 4;
	if (dpaa2x_soc_attach("soc_shared", &soc) != 0)
		return 5;
	if (dpaa2x_dpni_get_stats(soc, 1, &st) != 0 || (long)st.ing_frames != want)
		return 6;
	return 0;
}

static void
test_secondary_attach(void)
{
	struct mt t;
	int pfd[2], status = -1;
	uint16_t bpid;
	pid_t pid;

	mt_start(&t, "soc_shared", NULL);
	bpid = mt_pool(&t, 8, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, 0), 0);
	mt_steps(&t, 1);
	T_EQ(pipe(pfd), 0);
	fflush(NULL);
	pid = fork();
	if (pid == 0)
		_exit(attach_child(pfd[0], 3));
	T_CHECK(pid > 0);
	/* two more frames after the fork: the child must see 3 */
	T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, 1), 0);
	T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, 2), 0);
	mt_steps(&t, 1);
	T_EQ(write(pfd[1], "g", 1), 1);
	waitpid(pid, &status, 0);
	close(pfd[0]);
	close(pfd[1]);
	T_CHECK(WIFEXITED(status));
	T_EQ(WEXITSTATUS(status), 0);
	T_EQ(mt_drain_dpni(&t, 1), 3);
	mt_finish(&t);
}

/*
 * WRIOP 1.0.0's Rx buffer rule (the DPL's wriop_version): a data offset
 * and buffer sizes of multiples of 256 only, where 2.0.0, the default,
 * takes the mbufs' own; the dpni reports its version.
 */
static void
wriop_rule(uint16_t version, int want_128, int want_2176)
{
	struct dpaa2x_buf_layout bl = { .data_offset = 128 };
	struct dpaa2x_dpni_attr a;
	struct dpaa2x_dpl dpl;
	uint32_t size = 2176;
	uint16_t bpid;
	struct mt t;

	mt_dpl_default(&dpl);
	dpl.wriop_version = version;
	mt_start(&t, "wriop", &dpl);
	bpid = mt_pool(&t, 16, 2176);
	T_EQ(dpaa2x_dpni_open(t.soc, 1, &a), 0);
	t.open[1] = true;
	T_EQ(a.wriop_version, version);
	T_EQ(dpaa2x_dpni_set_buffer_layout(t.soc, 1, &bl), want_128);
	bl.data_offset = 256;
	T_EQ(dpaa2x_dpni_set_buffer_layout(t.soc, 1, &bl), 0);
	T_EQ(dpaa2x_dpni_set_pools(t.soc, 1, &bpid, &size, 1), want_2176);
	size = 2048;
	T_EQ(dpaa2x_dpni_set_pools(t.soc, 1, &bpid, &size, 1), 0);
	mt_finish(&t);
}

static void
test_wriop_versions(void)
{
	wriop_rule(DPAA2X_WRIOP_VERSION(2, 0, 0), 0, 0);
	wriop_rule(DPAA2X_WRIOP_VERSION(1, 0, 0), -EINVAL, -EINVAL);
	wriop_rule(0, -EINVAL, -EINVAL);	/* 1.0.0 as some MC versions say it */
}

MT_MAIN(NULL,
	T_CASE(test_create_errors),
	T_CASE(test_info_and_busy),
	T_CASE(test_two_socs),
	T_CASE(test_engine_thread),
	T_CASE(test_secondary_attach),
	T_CASE(test_wriop_versions))
