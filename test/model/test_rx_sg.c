/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* WRIOP Rx rules of scatter-gather frames, in step mode (test_rx.h). */

#include <errno.h>
#include <string.h>

#include "model_test.h"
#include "test_rx.h"

/* dpni@1 takes frames of up to 9000 bytes, all on Rx queue 0. */
static void
jumbo_one_queue(struct mt *t)
{
	T_EQ(dpaa2x_dpni_set_max_frame_length(t->soc, 1, 9004), 0);
	T_EQ(dpaa2x_dpni_disable(t->soc, 1), 0);
	T_EQ(dpaa2x_dpni_set_rx_dist(t->soc, 1, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
	T_EQ(dpaa2x_dpni_enable(t->soc, 1), 0);
}

/* The SG table of fd (IOVA is VA here). */
static const struct dpaa2x_sge *
sg_table(const struct dpaa2x_fd *fd)
{
	return (const struct dpaa2x_sge *)(uintptr_t)(fd->addr + dpaa2x_fd_offset(fd));
}

/*
 * A 9000-byte frame, 2 KiB buffers from offset 192 (1856 bytes each): an
 * SG FD whose buffer holds the annotation and the table of 5 entries, each
 * a distinct buffer of the pool with its part of the frame at 192; the
 * last one final. Six buffers taken in all; the annotation as for a frame
 * in one buffer.
 */
void
test_sg_frame(void)
{
	static uint8_t frame[9000];
	const uint32_t room = 2048 - 192;
	struct dpaa2x_hw_annot hw, ref_hw;
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_bpool_stats bs;
	const struct dpaa2x_sge *e;
	struct dpaa2x_annot ref;
	struct dpaa2x_dq dq[16];
	uint32_t frc, ctrl, off = 0, i, j;
	uint64_t flc;
	uint16_t bpid;
	struct mt t;

	bpid = rx_setup(&t, "rx_sg", NULL, 16);
	jumbo_one_queue(&t);
	mt_udp4(frame, sizeof(frame), mt_mac1, 0x0a000001, 0x0a000002, 1000, 80);
	T_EQ(dpaa2x_wire_inject(t.soc, 1, frame, sizeof(frame)), 0);
	mt_steps(&t, 1);
	T_EQ(mt_pull(&t, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, dq, 16), 1);
	T_EQ(dpaa2x_fd_format(&dq[0].fd), DPAA2X_FD_FMT_SG);
	T_EQ(dq[0].fd.len, 9000);
	T_EQ(dpaa2x_fd_bpid(&dq[0].fd), bpid);
	T_EQ(dpaa2x_fd_offset(&dq[0].fd), 192);
	T_EQ(dpaa2x_fd_ivp(&dq[0].fd), false);
	e = sg_table(&dq[0].fd);
	for (i = 0; i < 5; i++, off += e[i - 1].len) {
		T_EQ(e[i].len, i < 4 ? room : 9000 - 4 * room);
		T_EQ(dpaa2x_sge_bpid(&e[i]), bpid);
		T_EQ(dpaa2x_sge_offset(&e[i]), 192);
		T_EQ(dpaa2x_sge_format(&e[i]), DPAA2X_SGE_FMT_DATA);
		T_EQ(dpaa2x_sge_ivp(&e[i]), false);
		T_EQ(dpaa2x_sge_final(&e[i]), i == 4);
		T_NE(e[i].addr, dq[0].fd.addr);
		for (j = 0; j < i; j++)
			T_NE(e[i].addr, e[j].addr);
		T_EQ(memcmp((const uint8_t *)(uintptr_t)e[i].addr + 192, frame + off, e[i].len), 0);
	}
	T_EQ(off, 9000);
	memcpy(&hw, (const uint8_t *)(uintptr_t)dq[0].fd.addr + 64, sizeof(hw));
	memset(&ref, 0, sizeof(ref));
	dpaa2x_frame_parse(frame, sizeof(frame), &ref);
	dpaa2x_frame_hash(frame, &ref, DPAA2X_DIST_DEFAULT, dpaa2x_default_rss_key);
	dpaa2x_frame_annot(frame, &ref, hw.timestamp, &ref_hw, &frc, &ctrl, &flc);
	T_EQ(memcmp(&hw, &ref_hw, sizeof(hw)), 0);
	T_EQ(dq[0].fd.frc, frc);
	T_EQ(dq[0].fd.flc, flc);
	T_EQ(hw.fas.status, DPAA2X_FAS_L3CV | DPAA2X_FAS_L4CV);	/* checksums good */
	stats(&t, &st);
	T_EQ(st.ing_frames, 1);
	T_EQ(st.ing_bytes, 9000);
	T_EQ(st.ing_sg_frames, 1);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &bs), 0);
	T_EQ(bs.hw_acquired, 6);
	T_EQ(bs.free, 16 - 6);
	mt_free_fds(&t, &dq[0].fd, 1);
	mt_finish(&t);
}

/*
 * A frame the pool cannot give all its buffers: a no-buffer discard, and
 * every buffer it would have taken serves the frames after it or goes
 * back. 8 buffers: a 9000-byte frame takes 6, the next one finds 2 (no
 * buffer), a short one after it takes 1, the last one goes back. Then a
 * full Rx FQ: an SG frame's 6 buffers all go back (tail drop).
 */
void
test_sg_no_buffer(void)
{
	struct dpaa2x_dpl d = dpl;
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_bpool_stats bs;
	struct dpaa2x_fd fds[4];
	uint16_t bpid;
	struct mt t;

	d.dpni[0].rx_fq_depth = 2;
	bpid = rx_setup(&t, "rx_sg_nobuf", &d, 8);
	jumbo_one_queue(&t);
	T_EQ(mt_inject_udp(&t, 1, 9000, mt_mac1, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 9000, mt_mac1, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, 0), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_frames, 2);
	T_EQ(st.ing_sg_frames, 1);
	T_EQ(st.ing_nobuf_discards, 1);
	T_EQ(st.ing_discards, 0);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &bs), 0);
	T_EQ(bs.free, 1);
	T_EQ(bs.hw_acquired, 8);
	T_EQ(bs.hw_released, 1);
	T_EQ(bs.acquire_empty, 13 - 8);		/* 6 + 6 + 1 asked for */
	/* the FQ holds 2 frames: the next one is a tail drop, all 6 back */
	T_EQ(mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, fds, 4), 2);
	mt_free_fds(&t, fds, 2);
	T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 9000, mt_mac1, 0), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_tail_drops, 1);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &bs), 0);
	T_EQ(bs.free, 8 - 2);
	T_EQ(mt_drain_dpni(&t, 1), 2);
	mt_finish(&t);
}

/*
 * The generator's jumbo frames: a pass of 32 frames of 9000 bytes (the
 * generator's stage holds a batch of the longest frames) arrives whole,
 * each one in an SG FD, none cut short.
 */
void
test_sg_generator(void)
{
	struct dpaa2x_gen_params gp = {
		.sizes = { 9000 }, .n_sizes = 1, .flows = 4, .count = 32, .burst = 32,
		.src_mac = { 0x02, 0, 0, 0, 0, 0xaa }, .src_ip = 0x0a000001,
		.dst_ip = 0x0a010001, .src_ip_count = 1, .dst_ip_count = 1,
		.sport = 1000, .dport = 2000, .ttl = 64,
	};
	struct dpaa2x_dpl d = dpl;
	struct dpaa2x_dpni_stats st;
	struct mt t;

	d.dpni[0].max_frame_len = 9018;
	rx_setup(&t, "rx_sg_gen", &d, 32 * 6);
	memcpy(gp.dst_mac, mt_mac1, 6);
	T_EQ(dpaa2x_wire_gen_config(t.soc, 1, &gp), 0);
	T_EQ(dpaa2x_wire_gen_start(t.soc, 1), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_frames, 32);
	T_EQ(st.ing_sg_frames, 32);
	T_EQ(st.ing_bytes, 32 * 8996);
	T_EQ(st.ing_discards, 0);
	T_EQ(mt_drain_dpni(&t, 1), 32);
	mt_finish(&t);
}

/*
 * The limits of a scatter-gather frame: 256-byte buffers from offset 192
 * hold 64 bytes each, and a table of 4 entries. 256 bytes: 4 entries; 257:
 * 5 entries, no room for the table: too long. A frame needing more than
 * DPAA2X_SG_MAX_ENTRIES buffers is too long too.
 */
void
test_sg_limits(void)
{
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_fd fds[4];
	uint16_t bpid;
	struct mt t;

	mt_start(&t, "rx_sg_limits", NULL);
	bpid = mt_pool(&t, 64, 256);
	mt_dpni_up(&t, 1, 1, &bpid);
	jumbo_one_queue(&t);
	T_EQ(mt_inject_udp(&t, 1, 256, mt_mac1, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 257, mt_mac1, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 9000, mt_mac1, 0), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_sg_frames, 1);
	T_EQ(st.ing_too_long, 2);
	T_EQ(st.ing_discards, 2);
	T_EQ(mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, fds, 4), 1);
	T_EQ(dpaa2x_fd_format(&fds[0]), DPAA2X_FD_FMT_SG);
	T_EQ(dpaa2x_sge_final(&sg_table(&fds[0])[3]), true);
	mt_free_fds(&t, fds, 1);
	mt_finish(&t);
}

/*
 * A buffer the IOMMU refuses among an SG frame's: the frame is lost (a DMA
 * fault), nothing is written, and all six buffers go back to the pool.
 */
void
test_sg_dma_fault(void)
{
	static uint8_t not_dpdk[2048];
	uint64_t bufs[8], all[9], bad = (uint64_t)(uintptr_t)not_dpdk;
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_bpool_stats bs;
	uint16_t bpid;
	unsigned int i, n = 0;
	struct mt t;

	bpid = rx_setup(&t, "rx_sg_fault", NULL, 8);
	T_EQ(dpaa2x_dpni_set_max_frame_length(t.soc, 1, 9004), 0);
	/* FIFO: 3 good buffers, the bad one, the other 5 */
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, bufs, 7), 7);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, bufs + 7, 1), 1);
	T_EQ(dpaa2x_bman_release(t.p, bpid, bufs, 3), 0);
	T_EQ(dpaa2x_bman_release(t.p, bpid, &bad, 1), 0);
	T_EQ(dpaa2x_bman_release(t.p, bpid, bufs + 3, 5), 0);
	T_EQ(mt_inject_udp(&t, 1, 9000, mt_mac1, 0), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_frames, 0);
	T_EQ(st.ing_dma_faults, 1);
	T_EQ(st.ing_discards, 1);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &bs), 0);
	T_EQ(bs.free, 9);
	T_EQ(bs.hw_released, 6);
	/* the bad buffer out again: the pool holds its own 8 */
	while (n < 9) {
		int r = dpaa2x_bman_acquire(t.p, bpid, all + n, RTE_MIN(9 - n, 7u));

		if (r <= 0)
			break;
		n += (unsigned int)r;
	}
	T_EQ(n, 9);
	for (i = 0; i < n; i++)
		if (all[i] != bad)
			T_EQ(dpaa2x_bman_release(t.p, bpid, &all[i], 1), 0);
	mt_finish(&t);
}
