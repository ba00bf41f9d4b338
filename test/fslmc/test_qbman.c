/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * DPDK's own QBMan driver drives the model (proof 3.3 of the fslmc
 * backend): DPDK's qbman_portal.c, compiled from the source package,
 * initialises software portals over the model's register-level regions
 * with qbman_swp_init() (QMan 4.1, as on LS2088A) and then releases and
 * acquires buffers, enqueues FDs to a Tx FQ (the dpni's loopback brings
 * them back on Rx) and dequeues them with volatile dequeues into storage
 * and through the DQRR, queries an FQ's depth (qbman_debug.c), and parses
 * the pool state change notifications BMan writes with its BPSCN
 * accessors. The dpni is set up through the MC portal with the project's
 * encoder. After each case every pool holds its
 * own buffers.
 *
 * Built twice: with DPDK's qbman_portal.c hooked (qbman_shim/compat.h: a
 * register read lets the engine run), and as fslmc_qbman_trap with DPDK's
 * code as it is, the portals opened through the MMIO trap
 * (T_QBMAN_TRAP: dpaa2x_swp_open_trapped(), and test_qbman_trap.c's cases).
 */

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <linux/types.h>

#include <rte_malloc.h>
#include <rte_memory.h>

#include <fsl_qbman_portal.h>
#include <fsl_qbman_debug.h>

#include "fslmc_soc.h"
#include "qbman_test.h"

uint32_t dpaa2_svr_family = SVR_LS2088A;	/* what the fslmc bus reads */
extern uint32_t qman_version;			/* qbman_portal.c's */

/* ---- the bus: register reads give the engine a pass ---- */

static struct mt *bus_t;
static bool bus_sync = true;
struct dpaa2x_swp_regions bus_r[MAX_PORTALS];
static unsigned int bus_n;

void
ft_bus_read(const volatile void *reg)
{
	uintptr_t a = (uintptr_t)reg;
	unsigned int i;

	if (bus_t == NULL || !bus_sync || (a & 63) != 0)
		return;
	for (i = 0; i < bus_n; i++)
		if ((a - (uintptr_t)bus_r[i].cena < DPAA2X_SWP_REGION) ||
		    (a - (uintptr_t)bus_r[i].cinh < DPAA2X_SWP_REGION)) {
			mt_steps(bus_t, 1);
			return;
		}
}

/* A portal over the model's regions, as the fslmc bus makes one. */
struct qbman_swp *
swp_new(struct mt *t)
{
	struct qbman_swp_desc d;
	struct dpaa2x_swp_regions *r = &bus_r[bus_n];
	char err[128] = "";
	struct qbman_swp *s;

#ifdef T_QBMAN_TRAP
	if (dpaa2x_swp_open_trapped(t->soc, r, err, sizeof(err)) != 0) {
#else
	if (dpaa2x_swp_open(t->soc, r, err, sizeof(err)) != 0) {
#endif
		T_FAIL_AT("dpaa2x_swp_open: %s", err);
		return NULL;
	}
	bus_n++;
	memset(&d, 0, sizeof(d));
	d.cena_bar = r->cena;
	d.cinh_bar = r->cinh;
	d.idx = r->idx;
	d.qman_version = DPAA2X_SWP_QMAN_VERSION;
	d.eqcr_mode = qman_eqcr_vb_ring;
	d.cena_access_mode = qman_cena_fastest_access;
	s = qbman_swp_init(&d);
	T_CHECK(s != NULL);
	return s;
}

void
swp_free(struct mt *t, struct qbman_swp *s)
{
	int idx = qbman_swp_get_desc(s)->idx;

	qbman_swp_finish(s);
	T_EQ(dpaa2x_swp_close(t->soc, idx), 0);
	bus_n--;
}

void
start(struct mt *t, const char *name, const struct dpaa2x_dpl *dpl, int hw_cpu)
{
	mt_start_cpu(t, name, dpl, hw_cpu);
	bus_t = t;
	bus_n = 0;
}

void
finish(struct mt *t)
{
	bus_t = NULL;
	mt_finish(t);
}

void
release(struct qbman_swp *s, uint16_t bpid, const uint64_t *bufs, unsigned int n)
{
	struct qbman_release_desc rd;
	unsigned int k;

	qbman_release_desc_clear(&rd);
	qbman_release_desc_set_bpid(&rd, bpid);
	for (; n > 0; bufs += k, n -= k) {
		k = RTE_MIN(n, DPAA2X_BMAN_MAX_CMD);
		T_EQ(qbman_swp_release(s, &rd, bufs, k), 0);
	}
}

/* The CPU's address of a buffer QBMan handed out: QBMan and WRIOP see
 * IOVAs (with IOVA as PA, physical addresses; DPDK's dpaa2 drivers turn
 * them back with DPAA2_IOVA_TO_VADDR). */
static uint8_t *
buf_va(uint64_t iova)
{
	if (rte_eal_iova_mode() == RTE_IOVA_VA)
		return (uint8_t *)(uintptr_t)iova;
	return rte_mem_iova2virt(iova);
}

/* A claimed pool seeded through the RCR (qbman_swp_release, 7 at most),
 * with the buffers' IOVAs. */
uint16_t
seed(struct mt *t, struct qbman_swp *s, unsigned int n, uint32_t size)
{
	struct mt_pool *mp = mt_pool_new(t, n, size);
	uint64_t *b = malloc(n * sizeof(*b));
	unsigned int i;

	for (i = 0; i < n; i++)
		b[i] = mt_buf(mp, i);
	release(s, mp->bpid, b, n);
	free(b);
	mt_steps(t, 1);		/* the last command is taken */
	return mp->bpid;
}

unsigned int
pool_free(struct mt *t, uint16_t bpid)
{
	struct dpaa2x_bpool_stats st;

	mt_steps(t, 1);
	T_EQ(dpaa2x_dpbp_get_stats(t->soc, bpid, &st), 0);
	return st.free;
}

/* ---- the dpni, through the MC portal ---- */

struct ni_q {
	uint16_t tok;
	uint32_t rx[DPAA2X_MAX_QUEUES], tx;
};

static void
mc_up(struct mt *t, struct dpaa2x_mc_io *io, uint16_t bpid, struct ni_q *nq)
{
	struct dpaa2x_mc_buf_layout bl = {
		.qtype = DPAA2X_MC_QUEUE_RX,
		.options = DPAA2X_MC_BL_PRIVATE_SIZE | DPAA2X_MC_BL_DATA_ALIGN |
			   DPAA2X_MC_BL_HEAD_ROOM | DPAA2X_MC_BL_PARSER_RESULT,
		.private_size = 64, .data_align = 64, .head_room = 64,
		.pass_parser_result = 1,
	};
	struct dpaa2x_mc_pools pools = { .num = 1 };
	struct dpaa2x_mc_queue q;
	struct dpaa2x_mc_val v = { 1 };
	unsigned int i;

	ft_mc_io(io, t->soc);
	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_OPEN, 0, &v, &v), 0);
	nq->tok = (uint16_t)v.v;
	/* confirmation off, as DPDK's dpaa2 sets it (the dpni starts with it
	 * on: every FD would come back, no buffer released) */
	v.v = 2;			/* DPNI_CONF_DISABLE */
	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_SET_TX_CONF_MODE, nq->tok, &v, NULL), 0);
	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT, nq->tok, &bl, NULL), 0);
	pools.pool[0].dpbp_id = mt_dpbp_id(t, bpid);	/* the MC's object id */
	pools.pool[0].buffer_size = BUF_SIZE;
	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_SET_POOLS, nq->tok, &pools, NULL), 0);
	for (i = 0; i < 4; i++) {
		q = (struct dpaa2x_mc_queue){ .qtype = DPAA2X_MC_QUEUE_RX, .index = (uint8_t)i,
			.options = DPAA2X_MC_QUEUE_OPT_USER_CTX, .user_ctx = CTX(i) };
		T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_SET_QUEUE, nq->tok, &q, NULL), 0);
		T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_GET_QUEUE, nq->tok, &q, &q), 0);
		nq->rx[i] = q.fqid;
	}
	q = (struct dpaa2x_mc_queue){ .qtype = DPAA2X_MC_QUEUE_TX };
	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_GET_QUEUE, nq->tok, &q, &q), 0);
	nq->tx = q.fqid;	/* no confirmation queue asked for: confirmation is off */
	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_ENABLE, nq->tok, NULL, NULL), 0);
}

static void
mc_down(struct dpaa2x_mc_io *io, struct ni_q *nq)
{
	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_DISABLE, nq->tok, NULL, NULL), 0);
	T_EQ(dpaa2x_mc_call(io, DPAA2X_MC_DPNI_CLOSE, nq->tok, NULL, NULL), 0);
}

static struct dpaa2x_dpl loop_dpl;

/* ---- frames ---- */

/* Make n FDs of frames flow0.. to send (buffers acquired through the CR). */
static void
make_fds(struct qbman_swp *s, uint16_t bpid, struct qbman_fd *fd, unsigned int n,
	 unsigned int flow0)
{
	uint64_t b;
	unsigned int i;

	for (i = 0; i < n; i++) {
		T_EQ(qbman_swp_acquire(s, bpid, &b, 1), 1);
		mt_udp4(buf_va(b) + TX_OFF, FRAME_LEN, mt_mac1,
			0x0a000001 + flow0 + i, 0x0a010001, (uint16_t)(1000 + flow0 + i), 2000);
		memset(&fd[i], 0, sizeof(fd[i]));
		fd[i].simple.addr_lo = (uint32_t)b;
		fd[i].simple.addr_hi = (uint32_t)(b >> 32);
		fd[i].simple.len = FRAME_LEN;
		fd[i].simple.bpid_offset = bpid | TX_OFF << 16;	/* single buffer */
	}
}

/* Frames flow0.. enqueued to the Tx FQ, as many calls as the EQCR needs. */
static void
send_frames(struct mt *t, struct qbman_swp *s, uint16_t bpid, uint32_t txfq,
	    unsigned int n, unsigned int flow0)
{
	struct qbman_eq_desc ed;
	struct qbman_fd fd[64];
	unsigned int done = 0, spins;
	int r;

	make_fds(s, bpid, fd, n, flow0);
	qbman_eq_desc_clear(&ed);
	qbman_eq_desc_set_no_orp(&ed, 0);
	qbman_eq_desc_set_fq(&ed, txfq);
	for (spins = 0; done < n && spins < 10000; spins++) {
		r = qbman_swp_enqueue_multiple(s, &ed, &fd[done], NULL, (int)(n - done));
		if (r < 0)
			break;
		done += (unsigned int)r;
		if (r == 0)
			mt_steps(t, 1);		/* EQCR full: let QMan take some */
	}
	T_EQ(done, n);
}

/* Wait until WRIOP delivered n frames of dpni@1 since the last reset. */
static void
wait_delivered(struct mt *t, uint64_t n)
{
	struct dpaa2x_dpni_stats st;
	unsigned int i;

	for (i = 0; i < 100000; i++) {
		dpaa2x_dpni_get_stats(t->soc, 1, &st);
		if (st.ing_frames >= n)
			return;
		mt_steps(t, 1);
	}
	T_FAIL_AT("%llu of %llu frames delivered", (unsigned long long)st.ing_frames,
		  (unsigned long long)n);
}

/* A frame the test sent: its UDP source port names it. */
static unsigned int
frame_id(const struct qbman_fd *fd)
{
	const uint8_t *f = buf_va((uint64_t)fd->simple.addr_hi << 32 | fd->simple.addr_lo) +
			   RX_OFF;

	return (unsigned int)(f[34] << 8 | f[35]) - 1000;
}

struct rx_check {
	unsigned int frames, entries;
	uint64_t seen[4];	/* frame ids received, as bits */
	uint64_t bufs[N_BUFS];
};

/* One dequeue result: the DQ's fields and its frame (when the frames
 * are told apart by their flow: each seen once). */
static void
check_dq(const struct qbman_result *dq, uint32_t fqid, unsigned int q, uint16_t bpid,
	 struct rx_check *rc, bool distinct)
{
	const struct qbman_fd *fd = qbman_result_DQ_fd(dq);
	uint8_t want[FRAME_LEN];
	const uint8_t *f;
	unsigned int id;

	rc->entries++;
	T_CHECK(qbman_result_is_DQ(dq));
	T_CHECK(qbman_result_DQ_flags(dq) & QBMAN_DQ_STAT_VOLATILE);
	T_EQ(qbman_result_DQ_fqid(dq), fqid);
	T_EQ(qbman_result_DQ_fqd_ctx(dq), CTX(q));
	if (!(qbman_result_DQ_flags(dq) & QBMAN_DQ_STAT_VALIDFRAME))
		return;
	T_EQ(fd->simple.len, FRAME_LEN);
	T_EQ(fd->simple.bpid_offset & 0x3fff, bpid);
	T_EQ((fd->simple.bpid_offset >> 16) & 0xfff, RX_OFF);
	rc->bufs[rc->frames++ % N_BUFS] = (uint64_t)fd->simple.addr_hi << 32 | fd->simple.addr_lo;
	if (!distinct)
		return;
	id = frame_id(fd);
	f = buf_va((uint64_t)fd->simple.addr_hi << 32 | fd->simple.addr_lo) + RX_OFF;
	mt_udp4(want, FRAME_LEN, mt_mac1, 0x0a000001 + id, 0x0a010001,
		(uint16_t)(1000 + id), 2000);
	if (id >= 256 || memcmp(f, want, FRAME_LEN) != 0)
		T_FAIL_AT("fq %u: frame %u is not the one sent", fqid, id);
	else if (rc->seen[id / 64] & 1ull << (id % 64))
		T_FAIL_AT("fq %u: frame %u received twice", fqid, id);
	else
		rc->seen[id / 64] |= 1ull << (id % 64);
}

/* Volatile dequeues into storage until the FQ is empty, as DPDK's dpaa2
 * Rx does: issue, wait for the command, then each entry's token. */
static void
pull_storage(struct mt *t, struct qbman_swp *s, uint32_t fqid, unsigned int q,
	     uint16_t bpid, struct rx_check *rc)
{
	struct qbman_result *st = rte_zmalloc("dq", 16 * sizeof(*st), 64);
	struct qbman_pull_desc pd;
	unsigned int i, spins;
	bool empty = false;

	while (!empty) {
		qbman_pull_desc_clear(&pd);
		qbman_pull_desc_set_numframes(&pd, 16);
		qbman_pull_desc_set_fq(&pd, fqid);
		qbman_pull_desc_set_storage(&pd, st, rte_malloc_virt2iova(st), 1);
		T_EQ(qbman_swp_pull(s, &pd), 0);
		for (spins = 0; !qbman_check_command_complete(st) && spins < 100000; spins++)
			mt_steps(t, 1);
		for (i = 0; i < 16; i++) {
			for (spins = 0; !qbman_check_new_result(&st[i]) && spins < 100000; spins++)
				mt_steps(t, 1);
			check_dq(&st[i], fqid, q, bpid, rc, true);
			if (qbman_result_DQ_flags(&st[i]) & QBMAN_DQ_STAT_EXPIRED) {
				empty = qbman_result_DQ_flags(&st[i]) & QBMAN_DQ_STAT_FQEMPTY;
				if (empty)	/* nothing left behind the last one */
					T_EQ(qbman_result_DQ_frame_count(&st[i]), 0);
				break;
			}
		}
		T_CHECK(i < 16);
	}
	rte_free(st);
}

static void
rx_done(struct qbman_swp *s, uint16_t bpid, struct rx_check *rc)
{
	release(s, bpid, rc->bufs, rc->frames);
}

/* End of a case with a dpni up: the pool full, everything given back. */
static void
case_end(struct mt *t, struct dpaa2x_mc_io *io, struct ni_q *nq, struct qbman_swp *s,
	 uint16_t bpid, struct rx_check *rc)
{
	T_EQ(pool_free(t, bpid), N_BUFS);
	mc_down(io, nq);
	free(rc);
	swp_free(t, s);
	finish(t);
}

/* ---- cases ---- */

/* qbman_swp_init() over the model's regions takes QMan 4.1's paths. */
static void
test_init(void)
{
	struct mt t;
	struct qbman_swp *s[3];
	struct dpaa2x_swp_regions r;
	char err[128] = "";
	uint32_t cfg;
	unsigned int i;

	start(&t, "qb_init", NULL, DPAA2X_HW_CPU_STEP);
	for (i = 0; i < 3; i++)
		s[i] = swp_new(&t);	/* the DPL's 4 dpio, one taken by mt */
	T_EQ(dpaa2x_swp_open(t.soc, &r, err, sizeof(err)), -ENOSPC);
	T_STREQ(err, "all 4 dpio portals are in use");
	T_EQ(qman_version, DPAA2X_SWP_QMAN_VERSION);
	T_EQ(qbman_swp_get_desc(s[0])->qman_version, 0x04010000u);
	cfg = *(volatile uint32_t *)((uint8_t *)bus_r[0].cinh + 0xd00);
	T_EQ(cfg >> 20, 8);		/* DQRR of 8 entries: QMan 4.1 and later */
	T_EQ(cfg & (1u << 15), 0);	/* not memory-backed (that is QMan 5.0) */
	T_EQ(cfg & (1u << 7 | 1u << 6), 0);	/* no read-trigger registers */
	for (i = 3; i-- > 0;)
		swp_free(&t, s[i]);
	finish(&t);
}

/* Tx through the EQCR, loopback, Rx by volatile dequeue into storage. */
static void
tx_rx(int hw_cpu, const char *name, unsigned int frames)
{
	struct mt t;
	struct dpaa2x_mc_io io;
	struct ni_q nq;
	struct qbman_swp *s;
	struct dpaa2x_swp_stats st;
	struct rx_check *rc = calloc(1, sizeof(*rc));
	struct dpaa2x_dpni_stats ds;
	unsigned int q, sent = 0, batch;
	uint16_t bpid;

	start(&t, name, &loop_dpl, hw_cpu);
	s = swp_new(&t);
	bpid = seed(&t, s, N_BUFS, BUF_SIZE);
	mc_up(&t, &io, bpid, &nq);
	for (; sent < frames; sent += batch) {
		batch = RTE_MIN(frames - sent, 40u);
		send_frames(&t, s, bpid, nq.tx, batch, sent);
		wait_delivered(&t, sent + batch);
		for (q = 0; q < 4; q++)
			pull_storage(&t, s, nq.rx[q], q, bpid, rc);
		rx_done(s, bpid, rc);
		rc->frames = 0;
	}
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &ds), 0);
	T_EQ(ds.egr_frames, frames);
	T_EQ(ds.ing_frames, frames);
	T_EQ(rc->seen[0] | rc->seen[1] | rc->seen[2] | rc->seen[3], ~0ull);
	T_EQ(__builtin_popcountll(rc->seen[0]) + __builtin_popcountll(rc->seen[1]) +
	     __builtin_popcountll(rc->seen[2]) + __builtin_popcountll(rc->seen[3]), frames);
	T_EQ(dpaa2x_swp_get_stats(t.soc, bus_r[0].idx, &st), 0);
	T_EQ(st.enqueues, frames);
	T_EQ(st.enq_rejects, 0);
	T_EQ(st.bad_cmds, 0);
	case_end(&t, &io, &nq, s, bpid, rc);
}

static void
test_tx_rx_storage(void)
{
	tx_rx(DPAA2X_HW_CPU_STEP, "qb_txrx", 256);
}

/* The same with the engine on its own thread, running beside DPDK's code. */
static void
test_tx_rx_thread(void)
{
	tx_rx(HW_CPU, "qb_txrx_thr", 256);
}

/* Rx through the DQRR: 12 frames of one flow for a pull of 16 fill the 8
 * entries, the other 4 come as software consumes. */
static void
test_rx_dqrr(void)
{
	struct mt t;
	struct dpaa2x_mc_io io;
	struct ni_q nq;
	struct qbman_swp *s;
	struct qbman_pull_desc pd;
	const struct qbman_result *dq, *held[9];
	struct rx_check *rc = calloc(1, sizeof(*rc));
	struct model_dpni *ni;
	unsigned int i, q, got = 0, spins;
	uint16_t bpid;

	start(&t, "qb_dqrr", &loop_dpl, DPAA2X_HW_CPU_STEP);
	s = swp_new(&t);
	bpid = seed(&t, s, N_BUFS, BUF_SIZE);
	mc_up(&t, &io, bpid, &nq);
	ni = model_dpni_by_id(t.soc, 1);
	for (i = 0; i < 12; i++)
		T_EQ(mt_inject_udp(&t, 1, FRAME_LEN, mt_mac1, 5), 0);
	wait_delivered(&t, 12);
	for (q = 0; q < 4 && model_fq_depth(ni->rxq[q]) != 12; q++)
		;
	T_CHECK(q < 4);
	qbman_pull_desc_clear(&pd);
	qbman_pull_desc_set_numframes(&pd, 16);
	qbman_pull_desc_set_fq(&pd, nq.rx[q]);
	qbman_pull_desc_set_storage(&pd, NULL, 0, 0);	/* into the DQRR */
	T_EQ(qbman_swp_pull(s, &pd), 0);
	T_EQ(qbman_swp_pull(s, &pd), -EBUSY);		/* one at a time */
	mt_steps(&t, 2);
	/* 8 entries, held unconsumed: no ninth however long QMan runs */
	while ((dq = qbman_swp_dqrr_next(s)) != NULL) {
		T_EQ(qbman_result_DQ_seqnum(dq), got);
		T_EQ(qbman_result_DQ_frame_count(dq), 11 - got);
		check_dq(dq, nq.rx[q], q, bpid, rc, false);
		got++;
	}
	T_EQ(got, 8);
	T_EQ(*(volatile uint32_t *)((uint8_t *)bus_r[0].cinh + 0xa00), 8);	/* DQPI */
	mt_steps(&t, 4);
	T_CHECK(qbman_swp_dqrr_next(s) == NULL);
	for (i = 0; i < 8; i++)
		qbman_swp_dqrr_idx_consume(s, (uint8_t)i);
	for (spins = 0; got < 12 && spins < 1000; spins++) {
		mt_steps(&t, 1);
		while ((dq = qbman_swp_dqrr_next(s)) != NULL) {
			check_dq(dq, nq.rx[q], q, bpid, rc, false);
			got++;
			qbman_swp_dqrr_consume(s, dq);
			if (got < 12)
				continue;
			T_CHECK(qbman_result_DQ_flags(dq) & QBMAN_DQ_STAT_EXPIRED);
			T_CHECK(qbman_result_DQ_flags(dq) & QBMAN_DQ_STAT_FQEMPTY);
		}
	}
	T_EQ(got, 12);
	T_EQ(rc->frames, 12);
	T_EQ(*(volatile uint32_t *)((uint8_t *)bus_r[0].cinh + 0xa00), 12);
	/* the command is over: the next pull goes at once, to an empty FQ */
	T_EQ(qbman_swp_pull(s, &pd), 0);
	for (spins = 0; (dq = qbman_swp_dqrr_next(s)) == NULL && spins < 1000; spins++)
		mt_steps(&t, 1);
	T_CHECK(dq != NULL);
	if (dq != NULL) {
		check_dq(dq, nq.rx[q], q, bpid, rc, false);
		T_EQ(qbman_result_DQ_flags(dq) & QBMAN_DQ_STAT_VALIDFRAME, 0);
		T_CHECK(qbman_result_DQ_flags(dq) & QBMAN_DQ_STAT_EXPIRED);
		qbman_swp_dqrr_consume(s, dq);
	}
	T_EQ(rc->frames, 12);
	/* every entry consumed: all 8 take results again */
	for (i = 0; i < 10; i++)
		T_EQ(mt_inject_udp(&t, 1, FRAME_LEN, mt_mac1, 5), 0);
	wait_delivered(&t, 22);
	T_EQ(qbman_swp_pull(s, &pd), 0);
	mt_steps(&t, 4);
	for (got = 0; got < 9 && (held[got] = qbman_swp_dqrr_next(s)) != NULL; got++)
		check_dq(held[got], nq.rx[q], q, bpid, rc, false);
	T_EQ(got, 8);
	for (i = 0; i < 8; i++)
		qbman_swp_dqrr_consume(s, held[i]);
	for (spins = 0; got < 10 && spins < 1000; spins++) {
		mt_steps(&t, 1);
		while ((dq = qbman_swp_dqrr_next(s)) != NULL) {
			check_dq(dq, nq.rx[q], q, bpid, rc, false);
			qbman_swp_dqrr_consume(s, dq);
			got++;
		}
	}
	T_EQ(got, 10);
	T_EQ(rc->frames, 22);
	rx_done(s, bpid, rc);
	case_end(&t, &io, &nq, s, bpid, rc);
}

/* The EQCR's ring: 8 entries until QMan moves its consumer index; a Tx FQ
 * at its threshold; a queuing destination; commands that name nothing. */
static void
test_enqueue_edges(void)
{
	struct dpaa2x_dpl d = loop_dpl;
	struct mt t;
	struct dpaa2x_mc_io io;
	struct ni_q nq;
	struct qbman_swp *s;
	struct qbman_eq_desc ed;
	struct qbman_pull_desc pd;
	struct qbman_fd fd[24];
	struct qbman_result *res = rte_zmalloc("dq", 64, 64);
	struct dpaa2x_swp_stats st;
	struct rx_check *rc = calloc(1, sizeof(*rc));
	struct dpaa2x_mc_val v = { DPAA2X_MC_QUEUE_TX };
	struct qbman_fq_query_np_rslt np;
	unsigned int q, spins;
	uint64_t lost, lost_bufs[4];
	uint16_t bpid;

	d.dpni[0].tx_fq_depth = 16;
	start(&t, "qb_edges", &d, DPAA2X_HW_CPU_STEP);
	s = swp_new(&t);
	bpid = seed(&t, s, N_BUFS, BUF_SIZE);
	mc_up(&t, &io, bpid, &nq);
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPNI_DISABLE, nq.tok, NULL, NULL), 0);
	make_fds(s, bpid, fd, 20, 0);
	qbman_eq_desc_clear(&ed);
	qbman_eq_desc_set_no_orp(&ed, 0);
	qbman_eq_desc_set_fq(&ed, nq.tx);
#ifdef T_QBMAN_TRAP
	/* through the trap QMan takes each entry when its verb is written:
	 * the consumer index has moved before DPDK reads it, with no engine
	 * pass (a call enqueues what the ring had free when it began) */
	T_EQ(qbman_swp_enqueue_multiple(s, &ed, fd, NULL, 20), 8);
	T_EQ(*(volatile uint32_t *)((uint8_t *)bus_r[0].cena + 0x840), 8);	/* CI */
	T_EQ(qbman_swp_enqueue_multiple(s, &ed, fd + 8, NULL, 12), 8);
	T_EQ(qbman_swp_enqueue_multiple(s, &ed, fd + 16, NULL, 4), 4);
#else
	/* without the bus letting QMan run, the ring holds 8 */
	bus_sync = false;
	T_EQ(qbman_swp_enqueue_multiple(s, &ed, fd, NULL, 20), 8);
	T_EQ(qbman_swp_enqueue_multiple(s, &ed, fd + 8, NULL, 12), 0);
	mt_steps(&t, 1);
	T_EQ(*(volatile uint32_t *)((uint8_t *)bus_r[0].cena + 0x840), 8);	/* CI */
	T_EQ(qbman_swp_enqueue_multiple(s, &ed, fd + 8, NULL, 12), 8);
	mt_steps(&t, 1);
	T_EQ(qbman_swp_enqueue_multiple(s, &ed, fd + 16, NULL, 4), 4);
	mt_steps(&t, 1);
	bus_sync = true;
#endif
	/* the disabled dpni sends nothing: 16 wait, 4 were tail-dropped; QMan
	 * frees nothing it did not take: their buffers are still the test's */
	T_EQ(dpaa2x_swp_get_stats(t.soc, bus_r[0].idx, &st), 0);
	T_EQ(st.enqueues, 16);
	T_EQ(st.enq_rejects, 4);
	T_EQ(pool_free(&t, bpid), N_BUFS - 20);
	for (q = 0; q < 4; q++)
		lost_bufs[q] = (uint64_t)fd[16 + q].simple.addr_hi << 32 |
			       fd[16 + q].simple.addr_lo;
	release(s, bpid, lost_bufs, 4);
	T_EQ(pool_free(&t, bpid), N_BUFS - 16);
	/* QMan's query of the FQ (how DPDK's drivers read a queue's depth) */
	T_EQ(qbman_fq_query_state(s, nq.tx, &np), 0);
	T_EQ(qbman_fq_state_frame_count(&np), 16);
	T_EQ(qbman_fq_state_byte_count(&np), 16 * FRAME_LEN);
	T_EQ(qbman_fq_query_state(s, 0x7fff, &np), -EIO);	/* no such FQ */
	/* a queuing destination: the dpni's QDID, QDBIN = Tx queue 2 */
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPNI_GET_QDID, nq.tok, &v, &v), 0);
	make_fds(s, bpid, fd, 1, 16);
	qbman_eq_desc_set_qd(&ed, v.v, 2, 0);
	T_EQ(qbman_swp_enqueue_multiple(s, &ed, fd, NULL, 1), 1);
	mt_steps(&t, 1);
	T_EQ(model_fq_depth(model_dpni_by_id(t.soc, 1)->txq[2]), 1);
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPNI_ENABLE, nq.tok, NULL, NULL), 0);
	wait_delivered(&t, 17);
	for (q = 0; q < 4; q++)
		pull_storage(&t, s, nq.rx[q], q, bpid, rc);
	T_EQ(rc->frames, 17);
	rx_done(s, bpid, rc);
	/* an FQID nobody has: the command is bad and the FD dropped (its
	 * buffer is still ours) */
	make_fds(s, bpid, fd, 1, 0);
	qbman_eq_desc_set_fq(&ed, 0x7fff);
	T_EQ(qbman_swp_enqueue_multiple(s, &ed, fd, NULL, 1), 1);
	mt_steps(&t, 1);
	lost = (uint64_t)fd[0].simple.addr_hi << 32 | fd[0].simple.addr_lo;
	release(s, bpid, &lost, 1);
	/* a pull of it: one empty, expired result */
	qbman_pull_desc_clear(&pd);
	qbman_pull_desc_set_numframes(&pd, 4);
	qbman_pull_desc_set_fq(&pd, 0x7fff);
	qbman_pull_desc_set_storage(&pd, res, rte_malloc_virt2iova(res), 1);
	T_EQ(qbman_swp_pull(s, &pd), 0);
	for (spins = 0; !qbman_check_command_complete(res) && spins < 1000; spins++)
		mt_steps(&t, 1);
	T_CHECK(qbman_check_new_result(res));
	T_EQ(qbman_result_DQ_flags(res) & (QBMAN_DQ_STAT_VALIDFRAME | QBMAN_DQ_STAT_EXPIRED),
	     QBMAN_DQ_STAT_EXPIRED);
	T_EQ(dpaa2x_swp_get_stats(t.soc, bus_r[0].idx, &st), 0);
	T_EQ(st.bad_cmds, 2);
	rte_free(res);
	case_end(&t, &io, &nq, s, bpid, rc);
}

int
main(int argc, char **argv)
{
	(void)argc;
	t_eal_init(argv[0], NULL);
	mt_dpl_default(&loop_dpl);
	loop_dpl.dpmac[0].wire = DPAA2X_WIRE_LOOPBACK;
#ifdef T_QBMAN_TRAP
	test_trap_prev_handler();
#endif
	T_RUN(test_init);
	T_RUN(test_bman);
	T_RUN(test_bpscn);
	T_RUN(test_tx_rx_storage);
	T_RUN(test_tx_rx_thread);
	T_RUN(test_rx_dqrr);
	T_RUN(test_enqueue_edges);
#ifdef T_QBMAN_TRAP
	T_RUN(test_trap_rar);
	T_RUN(test_trap_release_burst);
	T_RUN(test_trap_unknown);
	T_RUN(test_trap_cost);
#endif
	return t_done();
}
