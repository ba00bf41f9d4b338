/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* WRIOP Tx rules: release, confirmation, bad FDs, the wire behind. */

#include <errno.h>
#include <string.h>

#include <rte_malloc.h>

#include "dpaa2x_hw_annot.h"
#include "model_test.h"

static struct dpaa2x_dpl dpl;

/*
 * One generator frame received by dpni id and pulled into *fd: from the
 * tester on a generator wire, else built the same way and injected (other
 * wires have no tester).
 */
static void
gen_one(struct mt *t, uint16_t id, const uint8_t dst[6], struct dpaa2x_fd *fd)
{
	struct dpaa2x_gen_params gp = {
		.sizes = { 64 }, .n_sizes = 1, .flows = 1, .count = 1,
		.src_mac = { 0x02, 0, 0, 0, 0, 0xaa },
		.src_ip = 0x0a000001, .dst_ip = 0x0a010001,
		.src_ip_count = 1, .dst_ip_count = 1,
		.sport = 1000, .dport = 2000, .ttl = 64, .burst = 1,
	};
	struct dpaa2x_gen_state g;
	uint8_t frame[128];
	int ret;

	memcpy(gp.dst_mac, dst, 6);
	T_EQ(dpaa2x_dpni_set_rx_dist(t->soc, id, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
	T_EQ(dpaa2x_wire_gen_config(t->soc, id, &gp), 0);
	ret = dpaa2x_wire_gen_start(t->soc, id);
	if (ret == -ENOTSUP) {
		dpaa2x_gen_init(&g, &gp, 0);
		ret = dpaa2x_wire_inject(t->soc, id, frame,
					 dpaa2x_gen_build(&g, frame, sizeof(frame), 0));
	}
	T_EQ(ret, 0);
	mt_steps(t, 1);
	T_EQ(mt_drain(t, model_dpni_by_id(t->soc, id)->rxq[0]->fqid, fd, 1), 1);
}

static uint32_t
txq(struct mt *t, uint16_t id)
{
	return model_dpni_by_id(t->soc, id)->txq[0]->fqid;
}

static uint32_t
txconfq(struct mt *t, uint16_t id)
{
	return model_dpni_by_id(t->soc, id)->txcq[0]->fqid;
}

/* Sent: the buffer goes back to its pool, the sink counts the frame; the
 * dpni's counters reset. */
static void
test_tx_release(void)
{
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_wire_stats ws;
	struct dpaa2x_bpool_stats bs;
	struct dpaa2x_fd fd;
	uint16_t bpid;
	struct mt t;

	mt_start(&t, "tx_release", NULL);
	bpid = mt_pool(&t, 8, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	gen_one(&t, 1, mt_mac1, &fd);
	T_EQ(fd.len, 60);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &fd, 1), 1);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &bs), 0);
	T_EQ(bs.free, 8);
	T_EQ(bs.hw_released, 1);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.egr_frames, 1);
	T_EQ(st.egr_bytes, 60);
	T_EQ(st.egr_discards, 0);
	T_EQ(st.egr_confirmed, 0);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
	T_EQ(ws.gen_frames, 1);
	T_EQ(ws.sink_frames, 1);
	T_EQ(ws.sink_bytes, 60);
	T_EQ(ws.sink_lost, 0);
	T_EQ(ws.sink_corrupted, 0);
	T_EQ(ws.sink_foreign, 0);
	T_EQ(ws.sink_ttl_min, 64);
	T_EQ(mt_drain(&t, txconfq(&t, 1), &fd, 1), 0);
	/* the dpni's counters cleared (dpni_reset_statistics, what the PMD's
	 * stats reset sends): every one 0, and counting again from there */
	T_EQ(dpaa2x_dpni_reset_stats(t.soc, 1), 0);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(memcmp(&st, &(struct dpaa2x_dpni_stats){ 0 }, sizeof(st)), 0);
	gen_one(&t, 1, mt_mac1, &fd);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &fd, 1), 1);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.egr_frames, 1);
	T_EQ(st.egr_bytes, 60);
	T_EQ(dpaa2x_dpni_reset_stats(t.soc, 9), -ENODEV);	/* no dpni@9 */
	mt_finish(&t);
}

/* Tx confirmation mode of dpni id: set while it is disabled. */
static void
tx_conf(struct mt *t, uint16_t id, uint8_t mode)
{
	T_EQ(model_dpni_set_tx_conf(t->soc, id, mode), -EBUSY);	/* enabled */
	T_EQ(dpaa2x_dpni_disable(t->soc, id), 0);
	T_EQ(model_dpni_set_tx_conf(t->soc, id, 3), -EINVAL);
	T_EQ(model_dpni_set_tx_conf(t->soc, id, mode), 0);
	T_EQ(dpaa2x_dpni_enable(t->soc, id), 0);
}

/*
 * No pool (IVP). Confirmation off (dpni_set_tx_confirmation_mode DISABLE,
 * what the contract's open sets): sent, nothing comes back, its buffer is
 * left alone. Confirmation on: every FD comes back as software built it
 * (software keeps what it needs in flc), a pool's buffer too, and WRIOP
 * releases none.
 */
static void
test_tx_ivp(void)
{
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_bpool_stats bs;
	struct dpaa2x_wire_stats ws;
	struct dpaa2x_fd fd, back[2], pool_fd;
	uint16_t bpid;
	uint8_t *mem;
	struct mt t;

	mt_start(&t, "tx_ivp", NULL);
	bpid = mt_pool(&t, 1, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	mem = rte_malloc(NULL, 256, 64);
	mt_udp4(mem + 64, 80, mt_mac2, 1, 2, 3, 4);
	dpaa2x_fd_set(&fd, rte_malloc_virt2iova(mem), 80, 0, true, 64, DPAA2X_FD_FMT_SINGLE);
	fd.flc = 0x1122334455667788ull;
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &fd, 1), 1);
	mt_steps(&t, 1);
	T_EQ(mt_drain(&t, txconfq(&t, 1), back, 2), 0);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.egr_frames, 1);
	T_EQ(st.egr_confirmed, 0);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
	T_EQ(ws.sink_foreign, 1);		/* not a generator frame */
	/* confirmation on: the IVP FD and a pool's FD both come back */
	tx_conf(&t, 1, MODEL_TX_CONF_AFFINE);
	gen_one(&t, 1, mt_mac1, &pool_fd);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &fd, 1), 1);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &pool_fd, 1), 1);
	mt_steps(&t, 1);
	T_EQ(mt_drain(&t, txconfq(&t, 1), back, 2), 2);
	T_EQ(memcmp(&back[0], &fd, sizeof(fd)), 0);
	T_EQ(memcmp(&back[1], &pool_fd, sizeof(fd)), 0);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.egr_frames, 3);
	T_EQ(st.egr_confirmed, 2);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &bs), 0);
	T_EQ(bs.free, 0);			/* software frees it */
	T_EQ(bs.hw_released, 0);
	mt_free_fds(&t, &back[1], 1);
	rte_free(mem);
	mt_finish(&t);
}

/*
 * Bad FDs: a discard. Confirmation off: released when they name a pool,
 * else nothing (their buffers stay software's to account for). On: all
 * confirmed, with the reason in FD[ERR].
 */
static void
test_tx_bad_fd(void)
{
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_fd good, bad[5], back[8];
	uint8_t stack_frame[128];
	uint16_t bpid;
	struct mt t;

	mt_start(&t, "tx_bad", NULL);
	bpid = mt_pool(&t, 8, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	gen_one(&t, 1, mt_mac1, &good);
	/* 0: scatter-gather format, valid pool, its table the frame's bytes
	 * (an entry of no claimed pool) -> released (UFD) */
	bad[0] = good;
	bad[0].bpid_offset |= DPAA2X_FD_FMT_SG << DPAA2X_FD_FMT_SHIFT;
	/* 1: a BPID nobody claimed -> UFD, not released */
	bad[1] = good;
	bad[1].bpid_offset = (bad[1].bpid_offset & ~DPAA2X_BPID_MASK) | 7;
	/* 2: zero length, IVP -> FSE */
	dpaa2x_fd_set(&bad[2], good.addr, 0, 0, true, 192, DPAA2X_FD_FMT_SINGLE);
	/* 3: frame past the end of the pool's buffer -> released */
	dpaa2x_fd_set(&bad[3], good.addr, 1000, bpid, false, 1100, DPAA2X_FD_FMT_SINGLE);
	/* 4: not DPDK memory (an IOMMU fault), IVP -> SBE */
	dpaa2x_fd_set(&bad[4], (uint64_t)(uintptr_t)stack_frame, 64, 0, true, 0,
		      DPAA2X_FD_FMT_SINGLE);
	memset(stack_frame, 0, sizeof(stack_frame));
	/* the good buffer must reach the pool only once: bad 0, 1, 3 use it */
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &bad[0], 1), 1);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.egr_discards, 1);
	T_EQ(st.egr_frames, 0);
	T_EQ(mt_drain(&t, txconfq(&t, 1), back, 8), 0);
	gen_one(&t, 1, mt_mac1, &good);
	bad[1].addr = good.addr;
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &bad[1], 2), 2);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &bad[4], 1), 1);
	mt_steps(&t, 1);
	T_EQ(mt_drain(&t, txconfq(&t, 1), back, 8), 0);	/* nothing confirmed */
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.egr_discards, 4);
	T_EQ(st.egr_confirmed, 0);
	/* confirmation on: the same three come back with their reasons */
	tx_conf(&t, 1, MODEL_TX_CONF_SINGLE);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &bad[1], 2), 2);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &bad[4], 1), 1);
	mt_steps(&t, 1);
	T_EQ(mt_drain(&t, txconfq(&t, 1), back, 8), 3);
	T_EQ(back[0].ctrl, DPAA2X_FD_CTRL_UFD);
	T_EQ(back[1].ctrl, DPAA2X_FD_CTRL_FSE);
	T_EQ(back[2].ctrl, DPAA2X_FD_CTRL_SBE);
	T_EQ(back[0].addr, good.addr);
	mt_free_fds(&t, &good, 1);		/* the test's, all along */
	tx_conf(&t, 1, MODEL_TX_CONF_DISABLE);
	gen_one(&t, 1, mt_mac1, &good);
	bad[3].addr = good.addr;
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &bad[3], 1), 1);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.egr_discards, 8);
	T_EQ(st.egr_frames, 0);
	T_EQ(st.egr_confirmed, 3);
	mt_finish(&t);
}

/*
 * Tx timestamps (dpaa2x_hw_annot.h): an FD asking for its Tx time as
 * DPDK's dpaa2 asks (FRC FASV|FAEADV, ASAL 128, FAEAD UPDV|UPD at the
 * buffer's start), its frame at offset off of buffer buf.
 */
#define NOT_A_TIME	0x5a5a5a5a5a5a5a5aull

static void
stamp_fd(uint64_t buf, uint16_t bpid, uint16_t off, bool upd, struct dpaa2x_fd *fd)
{
	uint8_t *b = (uint8_t *)(uintptr_t)buf;
	struct dpaa2x_faead *ead = (struct dpaa2x_faead *)(void *)(b + DPAA2X_ANNOT_FAEAD_OFF);

	mt_udp4(b + off, 80, mt_mac2, 1, 2, 3, 4);
	((struct dpaa2x_hw_annot *)(void *)b)->timestamp = NOT_A_TIME;
	ead->ctrl = DPAA2X_FAEAD_A2V | (upd ? DPAA2X_FAEAD_UPDV | DPAA2X_FAEAD_UPD : 0);
	dpaa2x_fd_set(fd, buf, 80, bpid, false, off, DPAA2X_FD_FMT_SINGLE);
	fd->frc = DPAA2X_FD_FRC_FASV | DPAA2X_FD_FRC_FAEADV;
	fd->ctrl = DPAA2X_FD_CTRL_ASAL_128;
}

static uint64_t
stamp_of(uint64_t buf)
{
	return ((const struct dpaa2x_hw_annot *)(uintptr_t)buf)->timestamp;
}

static uint64_t
rtc_now(struct mt *t)
{
	uint64_t ns = 0;

	T_EQ(dpaa2x_rtc_get_time(t->soc, &ns), 0);
	return ns;
}

/*
 * Confirmation off: the buffer released, no time written. On: the DPRTC's
 * time (between the clock's reads around the pass), each later than the
 * last; none when the FAEAD does not ask (no UPD) or the annotation would
 * overlap the frame (offset 64). A full confirmation FQ (depth 2): the FDs
 * it refuses are counted in its rejects and their buffers go back to the
 * pool, none lost.
 */
static void
test_tx_stamp(void)
{
	struct dpaa2x_dpl d = dpl;
	struct dpaa2x_bpool_stats bs;
	struct dpaa2x_fq_stats fs;
	struct dpaa2x_fd fd[4], back[4];
	uint64_t b[4], lo, hi, prev;
	unsigned int i;
	uint16_t bpid;
	struct mt t;

	d.dpni[0].tx_fq_depth = 2;
	mt_start(&t, "tx_stamp", &d);
	bpid = mt_pool(&t, 8, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, b, 1), 1);
	stamp_fd(b[0], bpid, 192, true, &fd[0]);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), fd, 1), 1);
	mt_steps(&t, 1);
	T_EQ(stamp_of(b[0]), NOT_A_TIME);		/* off: nothing written */
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &bs), 0);
	T_EQ(bs.free, 8);				/* released */
	tx_conf(&t, 1, MODEL_TX_CONF_AFFINE);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, b, 4), 4);
	prev = 0;
	for (i = 0; i < 3; i++) {
		stamp_fd(b[i], bpid, 192, true, &fd[0]);
		lo = rtc_now(&t);
		T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), fd, 1), 1);
		mt_steps(&t, 1);
		hi = rtc_now(&t);
		T_EQ(mt_drain(&t, txconfq(&t, 1), back, 4), 1);
		T_EQ(back[0].addr, b[i]);
		T_CHECK(stamp_of(b[i]) >= lo && stamp_of(b[i]) <= hi);
		T_CHECK(stamp_of(b[i]) > prev);
		prev = stamp_of(b[i]);
	}
	/* not asked (no UPD), no room before the frame: nothing written */
	stamp_fd(b[0], bpid, 192, false, &fd[0]);
	stamp_fd(b[1], bpid, 64, true, &fd[1]);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), fd, 2), 2);
	mt_steps(&t, 1);
	T_EQ(mt_drain(&t, txconfq(&t, 1), back, 4), 2);
	T_EQ(stamp_of(b[0]), NOT_A_TIME);
	T_EQ(stamp_of(b[1]), NOT_A_TIME);
	/* two fill the confirmation FQ, the next two are refused: released */
	for (i = 0; i < 4; i++)
		stamp_fd(b[i], bpid, 192, true, &fd[i]);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), fd, 2), 2);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), fd + 2, 2), 2);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_fq_get_stats(t.soc, txconfq(&t, 1), &fs), 0);
	T_EQ(fs.rejects, 2);
	T_EQ(fs.depth_frames, 2);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &bs), 0);
	T_EQ(bs.free, 6);				/* all but the two confirmed */
	T_EQ(stamp_of(b[2]), NOT_A_TIME);		/* refused: no time */
	T_EQ(mt_drain(&t, txconfq(&t, 1), back, 4), 2);
	T_EQ(back[0].addr, b[0]);
	T_EQ(back[1].addr, b[1]);
	mt_free_fds(&t, back, 2);
	mt_finish(&t);
}

/*
 * A scatter-gather Tx FD, its table inline at the start of its own buffer
 * (the first entry that buffer, IVP), then two more of the pool: the wire
 * gets the three parts as one frame, and all three buffers go back to the
 * pool. A table with an extension entry: not sent (UFD), and the buffers
 * of the entries read go back too.
 */
static const uint32_t part[3] = { 1000, 1500, 500 };

/* Three buffers of pool bpid in b, an SG FD of them: the table inline at
 * the start of the first (its entry IVP and format list, as DPDK's dpaa2
 * writes it), 1000 + 1500 + 500 bytes at 192. */
static struct dpaa2x_sge *
sg_three(struct mt *t, uint16_t bpid, uint64_t *b, struct dpaa2x_fd *fd)
{
	struct dpaa2x_sge *tbl;
	uint32_t i;

	T_EQ(dpaa2x_bman_acquire(t->p, bpid, b, 3), 3);
	tbl = (struct dpaa2x_sge *)(uintptr_t)b[0];
	for (i = 0; i < 3; i++)
		dpaa2x_sge_set(&tbl[i], b[i], part[i], bpid, 192, i == 2);
	/* released as the FD's; the buffer holds the table */
	tbl[0].fin_bpid_offset |= DPAA2X_FD_IVP | DPAA2X_SGE_FMT_LIST << DPAA2X_FD_FMT_SHIFT;
	dpaa2x_fd_set(fd, b[0], 3000, bpid, false, 0, DPAA2X_FD_FMT_SG);
	return tbl;
}

static void
test_tx_sg(void)
{
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_bpool_stats bs;
	struct dpaa2x_sge *tbl;
	struct dpaa2x_fd fd;
	static uint8_t frame[3000], got[3000];
	uint64_t b[3];
	uint32_t off = 0, i;
	uint16_t bpid;
	struct mt t;

	mt_start(&t, "tx_sg", NULL);
	bpid = mt_pool(&t, 8, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	T_EQ(dpaa2x_dpni_set_max_frame_length(t.soc, 1, 3004), 0);
	mt_udp4(frame, sizeof(frame), mt_mac2, 1, 2, 3, 4);
	tbl = sg_three(&t, bpid, b, &fd);
	for (i = 0; i < 3; off += part[i++])
		memcpy((uint8_t *)(uintptr_t)b[i] + 192, frame + off, part[i]);
	T_EQ(dpaa2x_wire_capture_start(t.soc, 1, 1), 0);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &fd, 1), 1);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_wire_capture_read(t.soc, 1, 0, got, sizeof(got)), 3000);
	T_EQ(memcmp(got, frame, sizeof(frame)), 0);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.egr_frames, 1);
	T_EQ(st.egr_bytes, 3000);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &bs), 0);
	T_EQ(bs.free, 8);
	T_EQ(bs.hw_released, 3);
	/* the last entry an extension (another table): not sent */
	tbl = sg_three(&t, bpid, b, &fd);
	tbl[2].fin_bpid_offset |= DPAA2X_FD_FMT_SG << DPAA2X_FD_FMT_SHIFT;
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &fd, 1), 1);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.egr_frames, 1);
	T_EQ(st.egr_discards, 1);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &bs), 0);
	T_EQ(bs.free, 8);
	T_EQ(mt_drain(&t, txconfq(&t, 1), &fd, 1), 0);
	mt_finish(&t);
}

/* Loopback wire: what dpni@1 sends, it receives (into a new buffer). */
static void
test_loopback(void)
{
	struct dpaa2x_dpl d = dpl;
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_fd fd, fd2;
	uint16_t bpid;
	struct mt t;

	d.dpmac[0].wire = DPAA2X_WIRE_LOOPBACK;
	mt_start(&t, "tx_loop", &d);
	bpid = mt_pool(&t, 8, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	gen_one(&t, 1, mt_mac1, &fd);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &fd, 1), 1);
	mt_steps(&t, 1);
	T_EQ(mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, &fd2, 1), 1);
	T_NE(fd2.addr, fd.addr);		/* copied, as DMA does */
	T_EQ(fd2.len, 60);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.egr_frames, 1);
	T_EQ(st.ing_frames, 2);
	mt_free_fds(&t, &fd2, 1);
	mt_finish(&t);
}

/* dpni@1 connected to dpni@2: frames cross into the peer's Rx. */
static void
test_back_to_back(void)
{
	struct dpaa2x_dpl d = dpl;
	struct dpaa2x_dpni_attr a;
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_link l;
	struct dpaa2x_fd fd, fd2;
	uint16_t bp[2];
	uint8_t *b1, *b2;
	struct mt t;

	d.dpni[0].peer_type = DPAA2X_OBJ_DPNI;
	d.dpni[0].peer_id = 2;
	d.dpni[1].peer_type = DPAA2X_OBJ_DPNI;
	d.dpni[1].peer_id = 1;
	mt_start(&t, "tx_b2b", &d);
	bp[0] = mt_pool(&t, 4, 2048);
	bp[1] = mt_pool(&t, 4, 2048);
	mt_dpni_up(&t, 1, 1, &bp[0]);
	mt_dpni_up(&t, 2, 1, &bp[1]);
	T_EQ(dpaa2x_dpni_close(t.soc, 2), 0);
	T_EQ(dpaa2x_dpni_open(t.soc, 2, &a), 0);
	T_EQ(a.dpmac_id, 0xffff);
	T_EQ(dpaa2x_dpni_set_pools(t.soc, 2, &bp[1], (const uint32_t[]){ 2048 }, 1), 0);
	T_EQ(dpaa2x_dpni_set_rx_dist(t.soc, 2, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
	T_EQ(dpaa2x_dpni_enable(t.soc, 2), 0);
	T_EQ(dpaa2x_dpni_get_link(t.soc, 2, &l), 0);
	T_EQ(l.up, true);
	/* the generator behind dpni@1 addresses dpni@2: let dpni@1 take it */
	T_EQ(dpaa2x_dpni_set_promisc(t.soc, 1, true, false), 0);
	gen_one(&t, 1, mt_mac2, &fd);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), &fd, 1), 1);
	mt_steps(&t, 1);
	T_EQ(mt_drain(&t, model_dpni_by_id(t.soc, 2)->rxq[0]->fqid, &fd2, 1), 1);
	T_EQ(dpaa2x_fd_bpid(&fd2), bp[1]);
	b1 = (uint8_t *)(uintptr_t)fd.addr + dpaa2x_fd_offset(&fd);
	b2 = (uint8_t *)(uintptr_t)fd2.addr + dpaa2x_fd_offset(&fd2);
	T_EQ(memcmp(b1, b2, 60), 0);		/* dpni@1's buffer is free but intact */
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 2, &st), 0);
	T_EQ(st.ing_frames, 1);
	mt_free_fds(&t, &fd2, 1);
	mt_finish(&t);
}

/* Capture keeps copies of the next n transmitted frames. */
static void
test_capture(void)
{
	struct dpaa2x_fd fd[3];
	uint8_t copy[2048];
	uint16_t bpid;
	struct mt t;
	unsigned int i;

	mt_start(&t, "tx_capture", NULL);
	bpid = mt_pool(&t, 8, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	T_EQ(dpaa2x_wire_capture_start(t.soc, 1, 2), 0);
	T_EQ(dpaa2x_wire_capture_start(t.soc, 1, 65), -EINVAL);
	T_EQ(dpaa2x_dpni_set_rx_dist(t.soc, 1, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
	for (i = 0; i < 3; i++)
		T_EQ(mt_inject_udp(&t, 1, 100 + i, mt_mac1, i), 0);
	mt_steps(&t, 1);
	T_EQ(mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, fd, 3), 3);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), fd, 3), 3);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_wire_capture_read(t.soc, 1, 0, copy, sizeof(copy)), 100);
	T_EQ(memcmp(copy, mt_mac1, 6), 0);
	T_EQ(dpaa2x_wire_capture_read(t.soc, 1, 1, copy, sizeof(copy)), 101);
	T_EQ(dpaa2x_wire_capture_read(t.soc, 1, 2, copy, sizeof(copy)), -ENOENT);
	mt_finish(&t);
}

/*
 * The Tx FQ's congestion group: its CSCN message written when more than 8
 * frames wait (entry) and when fewer than 4 do (exit), with the FQ's id and
 * the context; nothing at set while below. Bad configurations refused.
 */
static void
test_tx_cscn(void)
{
	struct dpaa2x_cscn *m = rte_zmalloc("cscn", sizeof(*m), 64), on_stack;
	struct dpaa2x_tx_cong_cfg cfg = { .entry = 8, .exit = 9, .msg = m, .ctx = 0xc0ffee };
	struct dpaa2x_fd fd[14];
	uint64_t b[14];
	unsigned int i;
	uint16_t bpid;
	struct mt t;

	mt_start(&t, "tx_cscn", NULL);
	bpid = mt_pool(&t, 16, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	T_EQ(dpaa2x_dpni_set_tx_cong(t.soc, 1, 0, &cfg), -EINVAL);	/* exit > entry */
	cfg.exit = 4;
	T_EQ(dpaa2x_dpni_set_tx_cong(t.soc, 1, 99, &cfg), -EINVAL);	/* no such queue */
	cfg.msg = &on_stack;					/* not DMA memory */
	T_EQ(dpaa2x_dpni_set_tx_cong(t.soc, 1, 0, &cfg), -EINVAL);
	cfg.msg = m;
	T_EQ(dpaa2x_dpni_set_tx_cong(t.soc, 1, 0, &cfg), 0);
	T_EQ(m->verb, 0);				/* below entry: nothing written */
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, b, 7), 7);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, b + 7, 7), 7);
	for (i = 0; i < RTE_DIM(fd); i++)
		dpaa2x_fd_set(&fd[i], b[i], 60, bpid, false, 64, DPAA2X_FD_FMT_SINGLE);
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), fd, 8), 8);
	T_EQ(m->verb, 0);				/* 8 is not above 8 */
	T_EQ(dpaa2x_enqueue(t.p, txq(&t, 1), fd + 8, 6), 6);
	T_EQ(m->verb, DPAA2X_CSCN_VERB);
	T_EQ(m->state, DPAA2X_CSCN_CONGESTED);
	T_EQ(m->cgid, txq(&t, 1));
	T_EQ(m->ctx, 0xc0ffee);
	mt_steps(&t, 1);				/* WRIOP sends all 14: exit */
	T_EQ(m->state, 0);
	T_EQ(model_fq_by_id(t.soc, txq(&t, 1))->cg_entries, 1);
	T_EQ(model_fq_by_id(t.soc, txq(&t, 1))->cg_exits, 1);
	cfg.msg = NULL;					/* off */
	T_EQ(dpaa2x_dpni_set_tx_cong(t.soc, 1, 0, &cfg), 0);
	mt_finish(&t);
	rte_free(m);
}

MT_MAIN(&dpl,
	T_CASE(test_tx_release),
	T_CASE(test_tx_ivp),
	T_CASE(test_tx_bad_fd),
	T_CASE(test_tx_stamp),
	T_CASE(test_tx_sg),
	T_CASE(test_loopback),
	T_CASE(test_back_to_back),
	T_CASE(test_capture),
	T_CASE(test_tx_cscn))
