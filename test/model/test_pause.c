/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * 802.3x flow control of the dpmac (step mode): PAUSE sent while an Rx FQ
 * is above xoff, the tester holding its frames, XON at xon; PAUSE frames
 * received holding Tx; MAC control frames ending at the MAC; the
 * configuration's checks and defaults.
 */

#include <errno.h>
#include <string.h>

#include <rte_cycles.h>

#include "model_test.h"

#define DEPTH	64		/* dpni@1's Rx FQ depth in these tests */
#define COUNT	200		/* generator frames */

static uint16_t
pause_setup(struct mt *t, const char *name, uint32_t opts)
{
	struct dpaa2x_pause_cfg pc = { .options = opts, .send_xon = true };
	struct dpaa2x_gen_params gp = {
		.sizes = { 64 }, .n_sizes = 1, .flows = 4, .count = COUNT,
		.src_mac = { 0x02 }, .src_ip = 0x0a000001, .dst_ip = 0x0a010001,
		.src_ip_count = 1, .dst_ip_count = 1, .sport = 1000, .dport = 2000,
		.ttl = 64, .burst = 32,
	};
	struct dpaa2x_dpl dpl;
	uint16_t bpid;

	mt_dpl_default(&dpl);
	dpl.dpni[0].rx_fq_depth = DEPTH;
	mt_start(t, name, &dpl);
	bpid = mt_pool(t, 256, 2048);
	mt_dpni_up(t, 1, 1, &bpid);
	T_EQ(dpaa2x_dpni_set_rx_dist(t->soc, 1, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
	T_EQ(dpaa2x_dpni_set_pause(t->soc, 1, &pc), 0);
	memcpy(gp.dst_mac, mt_mac1, 6);
	T_EQ(dpaa2x_wire_gen_config(t->soc, 1, &gp), 0);
	T_EQ(dpaa2x_wire_gen_start(t->soc, 1), 0);
	return bpid;
}

static uint32_t
rxq_fqid(struct mt *t)
{
	return model_dpni_by_id(t->soc, 1)->rxq[0]->fqid;
}

/* Take every frame of dpni@1's Rx FQ and free its buffer, running only
 * the pull commands (no frame arrives meanwhile). */
static unsigned int
drain(struct mt *t)
{
	struct dpaa2x_dq dq[DPAA2X_PULL_MAX];
	unsigned int i, n = 0;

	for (;;) {
		memset(dq, 0, sizeof(dq));
		T_EQ(dpaa2x_pull(t->p, rxq_fqid(t), dq, DPAA2X_PULL_MAX), 0);
		T_EQ(dpaa2x_soc_step_pulls(t->soc), 1);
		for (i = 0; i < DPAA2X_PULL_MAX && dpaa2x_dq_written(&dq[i]); i++) {
			if (!(dq[i].stat & DPAA2X_DQ_STAT_VALIDFRAME))
				return n;
			mt_free_fds(t, &dq[i].fd, 1);
			n++;
			if (dq[i].stat & DPAA2X_DQ_STAT_EXPIRED)
				break;
		}
	}
}

/* Step until the generator is done, draining the Rx FQ only every 8th
 * step (a core that is often away); returns the frames drained. */
static unsigned int
run_slow_reader(struct mt *t, unsigned int max_fill_seen[1])
{
	struct dpaa2x_fq_stats fs;
	struct dpaa2x_wire_stats ws;
	unsigned int i, got = 0;

	for (i = 0; i < 400; i++) {
		mt_steps(t, 1);
		T_EQ(dpaa2x_fq_get_stats(t->soc, rxq_fqid(t), &fs), 0);
		max_fill_seen[0] = RTE_MAX(max_fill_seen[0], fs.depth_frames);
		if (i % 8 == 7)
			got += drain(t);
		T_EQ(dpaa2x_wire_get_stats(t->soc, 1, &ws), 0);
		if (!ws.gen_running && fs.depth_frames == 0)
			break;
	}
	return got + drain(t);
}

/* Off: a reader that is away loses frames to tail drop. On (Tx pause,
 * defaults 48/32): the tester waits at each PAUSE, nothing is lost. */
static void
test_tx_pause_no_tail_drop(void)
{
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_pause_stats ps;
	struct dpaa2x_wire_stats ws;
	unsigned int fill = 0, got;
	struct mt t;

	pause_setup(&t, "pause_off", 0);
	got = run_slow_reader(&t, &fill);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_CHECK(st.ing_tail_drops > 0);
	T_EQ(got + st.ing_tail_drops, COUNT);
	T_EQ(fill, DEPTH);
	T_EQ(dpaa2x_dpni_get_pause(t.soc, 1, NULL, &ps), 0);
	T_EQ(ps.tx_pause, 0);
	mt_finish(&t);

	pause_setup(&t, "pause_tx", DPAA2X_LINK_OPT_ASYM_PAUSE);
	fill = 0;
	got = run_slow_reader(&t, &fill);
	T_EQ(got, COUNT);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.ing_tail_drops, 0);
	T_EQ(st.ing_frames, COUNT);
	/* 32 frames a pass: the PAUSE goes out at 64 >= 48, nothing beyond */
	T_EQ(fill, 64);
	T_EQ(dpaa2x_dpni_get_pause(t.soc, 1, NULL, &ps), 0);
	T_CHECK(ps.tx_pause >= 2);
	/* each episode lifted once the reader came (XON); a reader away for
	 * more than half the quanta (a slow host, qemu-user) gets a PAUSE
	 * refreshed within its episode, counted in tx_pause too */
	T_CHECK(ps.tx_xon >= 2 && ps.tx_xon <= ps.tx_pause);
	T_EQ(ps.asserted, false);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
	T_EQ(ws.partner_pause, ps.tx_pause);
	T_EQ(ws.partner_xon, ps.tx_xon);
	T_EQ(ws.gen_frames, COUNT);
	mt_finish(&t);
}

/* Exactly: two passes of 32 reach xoff, the third finds the PAUSE; the
 * tester sends again in the pass after the FQ drained (XON). */
static void
test_tx_pause_steps(void)
{
	struct dpaa2x_pause_stats ps;
	struct dpaa2x_dpni_stats st;
	struct mt t;

	pause_setup(&t, "pause_steps", DPAA2X_LINK_OPT_PAUSE);	/* full */
	mt_steps(&t, 2);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.ing_frames, 64);
	mt_steps(&t, 3);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.ing_frames, 64);		/* held */
	T_EQ(dpaa2x_dpni_get_pause(t.soc, 1, NULL, &ps), 0);
	T_EQ(ps.tx_pause, 1);
	T_EQ(ps.asserted, true);
	T_EQ(ps.partner_held, true);
	T_EQ(drain(&t), 64);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.ing_frames, 96);
	T_EQ(dpaa2x_dpni_get_pause(t.soc, 1, NULL, &ps), 0);
	T_EQ(ps.tx_xon, 1);
	T_EQ(ps.partner_held, false);
	/* full again two passes later; turned off while asserted: the partner
	 * is let go at once (XON), as a MAC switching pause off does */
	mt_steps(&t, 2);
	T_EQ(dpaa2x_dpni_get_pause(t.soc, 1, NULL, &ps), 0);
	T_EQ(ps.asserted, true);
	T_EQ(ps.tx_pause, 2);
	T_EQ(drain(&t), 64);
	T_EQ(dpaa2x_dpni_set_pause(t.soc, 1, &(struct dpaa2x_pause_cfg){ .options = 0 }), 0);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_dpni_get_pause(t.soc, 1, NULL, &ps), 0);
	T_EQ(ps.asserted, false);
	T_EQ(ps.tx_xon, 2);
	T_EQ(ps.tx_pause, 2);
	T_EQ(drain(&t), 32);
	mt_steps(&t, 1);
	T_EQ(drain(&t), 32);
	mt_steps(&t, 1);
	T_EQ(drain(&t), 8);		/* 200 in all */
	mt_finish(&t);
}

/* Without XON the partner waits until the PAUSE time has passed. */
static void
test_tx_pause_quanta_run_out(void)
{
	struct dpaa2x_pause_cfg pc = { .options = DPAA2X_LINK_OPT_ASYM_PAUSE,
				       .pause_quanta = 20000, .send_xon = false };
	struct dpaa2x_pause_stats ps;
	struct dpaa2x_dpni_stats st;
	uint64_t end, t0;
	unsigned int got;
	struct mt t;

	/* 20000 quanta at 10 Gbit/s: the partner waits 1.024 ms */
	const uint64_t pause_tsc = rte_get_tsc_hz() / 1000 * 1024 / 1000;

	pause_setup(&t, "pause_no_xon", 0);
	T_EQ(dpaa2x_dpni_set_pause(t.soc, 1, &pc), 0);
	t0 = rte_rdtsc();		/* before the PAUSE goes out */
	mt_steps(&t, 3);
	/* 64 frames came before the PAUSE; more only once its time has passed
	 * (a slow host may get there before this drain: rte_rdtsc() - t0 is an
	 * upper bound of the time since the PAUSE) */
	got = mt_drain_dpni(&t, 1);
	T_CHECK(got >= 64);
	if (got != 64)
		T_CHECK(rte_rdtsc() - t0 >= pause_tsc);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_dpni_get_pause(t.soc, 1, NULL, &ps), 0);
	T_EQ(ps.asserted, false);
	T_EQ(ps.tx_xon, 0);
	end = rte_rdtsc() + 5 * rte_get_tsc_hz();	/* bounded: 5 s */
	do {
		mt_steps(&t, 1);
		T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	} while (st.ing_frames == 64 && rte_rdtsc() < end);
	if (st.ing_frames == 64)
		T_FAIL_AT("the tester still held its frames 5 s after a PAUSE of 1 ms");
	T_CHECK(rte_rdtsc() - t0 >= pause_tsc);
	mt_steps(&t, 10);
	mt_drain_dpni(&t, 1);
	mt_finish(&t);
}

/* A PAUSE frame of `quanta` as a link partner sends it. */
static void
inject_ctrl(struct mt *t, uint16_t opcode, uint16_t quanta)
{
	uint8_t f[60] = { 0x01, 0x80, 0xc2, 0x00, 0x00, 0x01, 0x02, 0, 0, 0, 0, 0x77,
			  0x88, 0x08, opcode >> 8, opcode & 0xff, quanta >> 8, quanta & 0xff };

	T_EQ(dpaa2x_wire_inject(t->soc, 1, f, sizeof(f)), 0);
}

/* Rx pause: a PAUSE received holds Tx until XON; off, it is only counted;
 * MAC control frames never reach Rx. */
static void
test_rx_pause(void)
{
	struct dpaa2x_pause_cfg rx_only = { .options = DPAA2X_LINK_OPT_PAUSE |
					    DPAA2X_LINK_OPT_ASYM_PAUSE };
	struct dpaa2x_pause_stats ps;
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_wire_stats ws;
	struct dpaa2x_fd fd;
	uint64_t buf;
	uint16_t bpid;
	uint32_t txq;
	struct mt t;
	/* 65535 quanta of 512 bit times at 10 Gbit/s: 3.36 ms */
	const uint64_t pause_tsc = rte_get_tsc_hz() / 1000 * 3355 / 1000;
	unsigned int tries;
	uint64_t t0;

	bpid = pause_setup(&t, "pause_rx", 0);
	T_EQ(dpaa2x_wire_gen_stop(t.soc, 1), 0);
	T_EQ(dpaa2x_dpni_set_pause(t.soc, 1, &rx_only), 0);
	/* 0xffff quanta hold a 10G link's Tx 3.4 ms: a host away longer (qemu
	 * under load) finds it lifted; such an attempt is made again */
	for (tries = 0; tries < 10; tries++) {
		t0 = rte_rdtsc();
		inject_ctrl(&t, 0x0001, 0xffff);
		inject_ctrl(&t, 0x0101, 0);	/* PFC: not modelled, dropped */
		mt_steps(&t, 1);
		T_EQ(dpaa2x_dpni_get_pause(t.soc, 1, NULL, &ps), 0);
		if (rte_rdtsc() - t0 < pause_tsc)
			break;
	}
	T_CHECK(tries < 10);
	T_EQ(ps.rx_pause, tries + 1);
	T_EQ(ps.rx_ctrl_other, tries + 1);
	T_EQ(ps.tx_held, true);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.ing_frames + st.ing_discards + st.ing_filtered, 0);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
	T_EQ(ws.gen_frames, 0);		/* not offered to the dpni */
	/* a frame to send waits while the PAUSE is in force */
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, &buf, 1), 1);
	mt_udp4((uint8_t *)(uintptr_t)buf + 192, 64, mt_other, 1, 2, 3, 4);
	dpaa2x_fd_set(&fd, buf, 64, bpid, false, 192, DPAA2X_FD_FMT_SINGLE);
	txq = model_dpni_by_id(t.soc, 1)->txq[0]->fqid;
	T_EQ(dpaa2x_enqueue(t.p, txq, &fd, 1), 1);
	mt_steps(&t, 3);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	if (rte_rdtsc() - t0 < pause_tsc)	/* (else the PAUSE ran out: sent) */
		T_EQ(st.egr_frames, 0);
	inject_ctrl(&t, 0x0001, 0);		/* XON */
	mt_steps(&t, 2);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.egr_frames, 1);
	/* Tx pause only: a PAUSE received is counted, Tx goes on */
	T_EQ(dpaa2x_dpni_set_pause(t.soc, 1, &(struct dpaa2x_pause_cfg){
		.options = DPAA2X_LINK_OPT_ASYM_PAUSE }), 0);
	inject_ctrl(&t, 0x0001, 0xffff);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_dpni_get_pause(t.soc, 1, NULL, &ps), 0);
	T_EQ(ps.rx_pause, tries + 3);
	T_EQ(ps.tx_held, false);
	mt_finish(&t);
}

static void
test_config_checks(void)
{
	struct dpaa2x_pause_cfg pc;
	struct mt t;

	mt_start(&t, "pause_cfg", NULL);
	/* closed dpni: no MC token */
	T_EQ(dpaa2x_dpni_set_pause(t.soc, 1, &(struct dpaa2x_pause_cfg){ 0 }), -EPERM);
	T_EQ(dpaa2x_dpni_open(t.soc, 1, NULL), 0);
	T_EQ(dpaa2x_dpni_get_pause(t.soc, 1, &pc, NULL), 0);	/* off, defaults */
	T_EQ(pc.options, 0);
	T_EQ(pc.xoff_frames, 768);
	T_EQ(pc.xon_frames, 512);
	T_EQ(pc.pause_quanta, 0xffff);
	T_EQ(pc.send_xon, true);
	T_EQ(dpaa2x_dpni_set_pause(t.soc, 1, &(struct dpaa2x_pause_cfg){ .options = 4 }), -EINVAL);
	T_EQ(dpaa2x_dpni_set_pause(t.soc, 1, &(struct dpaa2x_pause_cfg){
		.options = DPAA2X_LINK_OPT_PAUSE, .xoff_frames = 1025 }), -EINVAL);
	T_EQ(dpaa2x_dpni_set_pause(t.soc, 1, &(struct dpaa2x_pause_cfg){
		.options = DPAA2X_LINK_OPT_PAUSE, .xoff_frames = 100, .xon_frames = 100 }), -EINVAL);
	T_EQ(dpaa2x_dpni_set_pause(t.soc, 1, NULL), -EINVAL);
	T_EQ(dpaa2x_dpni_set_pause(t.soc, 7, &pc), -ENODEV);
	/* xoff alone: xon follows below it */
	T_EQ(dpaa2x_dpni_set_pause(t.soc, 1, &(struct dpaa2x_pause_cfg){
		.options = DPAA2X_LINK_OPT_PAUSE, .xoff_frames = 100, .pause_quanta = 512 }), 0);
	T_EQ(dpaa2x_dpni_get_pause(t.soc, 1, &pc, NULL), 0);
	T_EQ(pc.options, DPAA2X_LINK_OPT_PAUSE);
	T_EQ(pc.xoff_frames, 100);
	T_EQ(pc.xon_frames, 99);
	T_EQ(pc.pause_quanta, 512);
	T_EQ(pc.send_xon, false);
	T_EQ(dpaa2x_dpni_get_pause(t.soc, 1, NULL, NULL), -EINVAL);
	/* a new open starts with flow control off */
	T_EQ(dpaa2x_dpni_close(t.soc, 1), 0);
	T_EQ(dpaa2x_dpni_open(t.soc, 1, NULL), 0);
	T_EQ(dpaa2x_dpni_get_pause(t.soc, 1, &pc, NULL), 0);
	T_EQ(pc.options, 0);
	T_EQ(pc.xoff_frames, 768);
	T_EQ(dpaa2x_dpni_close(t.soc, 1), 0);
	mt_finish(&t);
}

MT_MAIN(NULL,
	T_CASE(test_tx_pause_no_tail_drop),
	T_CASE(test_tx_pause_steps),
	T_CASE(test_tx_pause_quanta_run_out),
	T_CASE(test_rx_pause),
	T_CASE(test_config_checks))
