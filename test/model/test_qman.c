/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* QMan and DPIO rules: portals, volatile dequeue results, tail drop. */

#include <errno.h>
#include <string.h>

#include "mc_model.h"
#include "model_test.h"

static struct dpaa2x_dpl dpl;

/* n FDs with recognisable fields: addr 0x1000 + i, len 100 + i. */
static void
fake_fds(struct dpaa2x_fd *fds, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++) {
		dpaa2x_fd_set(&fds[i], 0x1000 + i, 100 + i, 1, false, 192,
			      DPAA2X_FD_FMT_SINGLE);
		fds[i].frc = i;
	}
}

static uint32_t
rx_fqid(struct mt *t, uint16_t id, unsigned int q)
{
	struct dpaa2x_dpni_attr a;

	T_EQ(dpaa2x_dpni_open(t->soc, id, &a), 0);
	T_EQ(dpaa2x_dpni_close(t->soc, id), 0);
	return a.rx_fqid[q];
}

/* The DPL has 4 portals: a fifth is refused with a clear message. */
static void
test_portals_exhausted(void)
{
	struct dpaa2x_portal *p[4];
	char err[128] = "";
	struct mt t;
	unsigned int i;

	mt_start(&t, "qm_portals", NULL);
	for (i = 0; i < 3; i++)
		T_EQ(dpaa2x_portal_open(t.soc, &p[i], err, sizeof(err)), 0);
	T_EQ(dpaa2x_portal_index(t.p), 0);
	T_EQ(dpaa2x_portal_index(p[2]), 3);
	T_EQ(dpaa2x_portal_open(t.soc, &p[3], err, sizeof(err)), -ENOSPC);
	T_STREQ(err, "all 4 dpio portals are in use");
	dpaa2x_portal_close(p[1]);
	T_EQ(dpaa2x_portal_open(t.soc, &p[3], err, sizeof(err)), 0);
	T_EQ(dpaa2x_portal_index(p[3]), 2);
	dpaa2x_portal_close(p[0]);
	dpaa2x_portal_close(p[2]);
	dpaa2x_portal_close(p[3]);
	mt_finish(&t);
}

/* An empty FQ completes the pull with one entry and no frame. */
static void
test_pull_empty(void)
{
	struct dpaa2x_dq dq[4];
	struct mt t;
	uint32_t fqid;

	mt_start(&t, "qm_empty", NULL);
	fqid = rx_fqid(&t, 1, 0);
	memset(dq, 0, sizeof(dq));
	T_EQ(dpaa2x_pull(t.p, fqid, dq, 4), 0);
	T_EQ(dpaa2x_dq_written(&dq[0]), false);	/* asynchronous */
	mt_steps(&t, 1);
	T_EQ(dq[0].tok, DPAA2X_DQ_TOKEN);
	T_EQ(dq[0].verb, DPAA2X_DQ_VERB_DQ);
	T_EQ(dq[0].stat, DPAA2X_DQ_STAT_VOLATILE | DPAA2X_DQ_STAT_EXPIRED |
			 DPAA2X_DQ_STAT_FQEMPTY);
	T_EQ(dq[0].fqid, fqid);
	T_EQ(dq[0].fq_frm_cnt, 0);
	T_EQ(dq[1].tok, 0);
	T_EQ(dpaa2x_dq_new_result(&dq[0]), true);
	T_EQ(dq[0].tok, 0);			/* consumed */
	mt_finish(&t);
}

/* 20 frames, pull 16: 16 entries, the last EXPIRED; then 4 and FQEMPTY. */
static void
test_pull_16_of_20(void)
{
	struct dpaa2x_fd fds[20];
	struct dpaa2x_dq dq[16];
	struct dpaa2x_fq_stats fs;
	uint32_t fqid, bytes = 0;
	unsigned int i;
	struct mt t;

	mt_start(&t, "qm_pull", NULL);
	fqid = rx_fqid(&t, 1, 2);
	fake_fds(fds, 20);
	for (i = 0; i < 20; i++)
		bytes += fds[i].len;
	/* the FQ's user context (dpni_set_queue) comes back in every entry */
	model_mc_fq(t.soc, model_fq_by_id(t.soc, fqid))->user_ctx = 0xfeedc0de12345678ull;
	T_EQ(dpaa2x_enqueue(t.p, fqid, fds, 20), 20);
	mt_steps(&t, 1);			/* staged enqueue reaches the FQ */
	T_EQ(dpaa2x_fq_get_stats(t.soc, fqid, &fs), 0);
	T_EQ(fs.depth_frames, 20);
	T_EQ(fs.depth_bytes, bytes);
	T_EQ(fs.enq_frames, 20);
	T_EQ(fs.enq_bytes, bytes);
	T_EQ(mt_pull(&t, fqid, dq, 16), 16);
	for (i = 0; i < 16; i++) {
		T_EQ(dq[i].tok, DPAA2X_DQ_TOKEN);
		T_EQ(dq[i].verb, DPAA2X_DQ_VERB_DQ);
		T_EQ(dq[i].fqid, fqid);
		T_EQ(dq[i].stat, DPAA2X_DQ_STAT_VOLATILE | DPAA2X_DQ_STAT_VALIDFRAME |
				 (i == 15 ? DPAA2X_DQ_STAT_EXPIRED : 0));
		T_EQ(dq[i].fd.addr, 0x1000 + i);
		T_EQ(dq[i].fd.len, 100 + i);
		T_EQ(dq[i].fd.frc, i);
		T_EQ(dq[i].fq_frm_cnt, 19 - i);
		T_EQ(dq[i].seqnum, i);
		T_EQ(dq[i].fqd_ctx, 0xfeedc0de12345678ull);
	}
	T_EQ(dq[15].fq_byte_cnt, 116 + 117 + 118 + 119);
	T_EQ(mt_pull(&t, fqid, dq, 16), 4);
	T_EQ(dq[3].stat, DPAA2X_DQ_STAT_VOLATILE | DPAA2X_DQ_STAT_VALIDFRAME |
			 DPAA2X_DQ_STAT_EXPIRED | DPAA2X_DQ_STAT_FQEMPTY);
	T_EQ(dq[3].fd.addr, 0x1000 + 19);
	T_EQ(dq[3].fq_frm_cnt, 0);
	T_EQ(dq[3].fq_byte_cnt, 0);
	T_EQ(dq[4].tok, 0);
	T_EQ(dpaa2x_fq_get_stats(t.soc, fqid, &fs), 0);
	T_EQ(fs.deq_frames, 20);
	T_EQ(fs.depth_frames, 0);
	T_EQ(fs.depth_bytes, 0);
	mt_finish(&t);
}

/* One pull per portal in flight; bad arguments are refused. */
static void
test_pull_busy(void)
{
	struct dpaa2x_dq dq[16], dq2[16];
	struct mt t;
	uint32_t fqid;

	mt_start(&t, "qm_busy", NULL);
	fqid = rx_fqid(&t, 1, 0);
	memset(dq, 0, sizeof(dq));
	memset(dq2, 0, sizeof(dq2));
	T_EQ(dpaa2x_pull(t.p, fqid, dq, 16), 0);
	T_EQ(dpaa2x_pull(t.p, fqid, dq2, 16), -EBUSY);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_pull(t.p, fqid, dq2, 16), 0);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_dq_written(&dq2[0]), true);
	T_EQ(dpaa2x_pull(t.p, fqid, dq, 0), -EINVAL);
	T_EQ(dpaa2x_pull(t.p, fqid, dq, 17), -EINVAL);
	T_EQ(dpaa2x_pull(t.p, 12345, dq, 1), -EINVAL);
	T_EQ(dpaa2x_pull(t.p, fqid, NULL, 1), -EINVAL);
	mt_finish(&t);
}

/* Tail drop in frames: enqueues beyond the threshold are refused. */
static void
test_tail_drop(void)
{
	struct dpaa2x_dpl d = dpl;
	struct dpaa2x_dpni_attr a;
	struct dpaa2x_fq_stats fs;
	struct dpaa2x_fd fds[20], out[20];
	struct mt t;

	d.dpni[0].tx_fq_depth = 16;
	d.dpni[0].rx_fq_depth = 16;
	mt_start(&t, "qm_taildrop", &d);
	T_EQ(dpaa2x_dpni_open(t.soc, 1, &a), 0);
	T_EQ(a.tx_fq_depth, 16);
	fake_fds(fds, 20);
	/* Tx FQ: the caller learns at once */
	T_EQ(dpaa2x_enqueue(t.p, a.tx_fqid[1], fds, 20), 16);
	T_EQ(dpaa2x_enqueue(t.p, a.tx_fqid[1], fds, 1), 0);
	T_EQ(dpaa2x_fq_get_stats(t.soc, a.tx_fqid[1], &fs), 0);
	T_EQ(fs.threshold, 16);
	T_EQ(fs.depth_frames, 16);
	T_EQ(fs.enq_frames, 16);
	T_EQ(fs.rejects, 5);
	/* Rx FQ: software enqueues are staged, the engine drops at 16 */
	T_EQ(dpaa2x_enqueue(t.p, a.rx_fqid[0], fds, 20), 20);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_fq_get_stats(t.soc, a.rx_fqid[0], &fs), 0);
	T_EQ(fs.depth_frames, 16);
	T_EQ(fs.rejects, 4);
	/* a disabled dpni does not transmit: software drains both */
	T_EQ(mt_drain(&t, a.tx_fqid[1], out, 20), 16);
	T_EQ(out[15].addr, 0x1000 + 15);
	T_EQ(mt_drain(&t, a.rx_fqid[0], out, 20), 16);
	T_EQ(dpaa2x_enqueue(t.p, 99999, fds, 1), -EINVAL);
	T_EQ(dpaa2x_dpni_close(t.soc, 1), 0);
	mt_finish(&t);
}

/* Tail drop in bytes, as net_dpaa2 sets an Rx queue's on a dpni without
 * congestion groups: each frame weighs its length plus the OAL. FDs of
 * 100..119 bytes with an OAL of 128 against 1200 bytes: after 5 frames
 * (100+101+102+103+104 + 5 x 128 = 1150) the sixth still fits (count
 * 1150 < 1200), then the count is 1383: the rest is dropped. */
static void
test_tail_drop_bytes(void)
{
	struct dpaa2x_dpni_attr a;
	struct dpaa2x_fq_stats fs;
	struct dpaa2x_fd fds[20], out[20];
	struct model_fq *fq;
	struct mt t;

	mt_start(&t, "qm_taildrop_b", &dpl);
	T_EQ(dpaa2x_dpni_open(t.soc, 1, &a), 0);
	fq = model_fq_by_id(t.soc, a.rx_fqid[0]);
	fq->threshold_bytes = 1200;
	fq->oal = 128;
	fake_fds(fds, 20);
	T_EQ(dpaa2x_enqueue(t.p, a.rx_fqid[0], fds, 20), 20);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_fq_get_stats(t.soc, a.rx_fqid[0], &fs), 0);
	T_EQ(fs.depth_frames, 6);
	T_EQ(fs.depth_bytes, 100 + 101 + 102 + 103 + 104 + 105);
	T_EQ(fs.rejects, 14);
	T_EQ(mt_drain(&t, a.rx_fqid[0], out, 20), 6);
	T_EQ(dpaa2x_dpni_close(t.soc, 1), 0);
	mt_finish(&t);
}

/* FQIDs are unique within the SoC. */
static void
test_fqids_unique(void)
{
	struct dpaa2x_dpni_attr a[2];
	uint32_t seen[200];
	unsigned int n = 0, i, j, q;
	struct mt t;

	mt_start(&t, "qm_fqids", NULL);
	for (i = 0; i < 2; i++) {
		T_EQ(dpaa2x_dpni_open(t.soc, i + 1, &a[i]), 0);
		T_EQ(a[i].num_rx_queues, 4);
		for (q = 0; q < a[i].num_rx_queues; q++)
			seen[n++] = a[i].rx_fqid[q];
		for (q = 0; q < a[i].num_tx_queues; q++) {
			seen[n++] = a[i].tx_fqid[q];
			seen[n++] = a[i].txconf_fqid[q];
		}
		T_EQ(dpaa2x_dpni_close(t.soc, i + 1), 0);
	}
	T_EQ(n, 24);
	for (i = 0; i < n; i++) {
		T_NE(seen[i], 0);
		for (j = i + 1; j < n; j++)
			T_NE(seen[i], seen[j]);
	}
	mt_finish(&t);
}

MT_MAIN(&dpl,
	T_CASE(test_portals_exhausted),
	T_CASE(test_pull_empty),
	T_CASE(test_pull_16_of_20),
	T_CASE(test_pull_busy),
	T_CASE(test_tail_drop),
	T_CASE(test_tail_drop_bytes),
	T_CASE(test_fqids_unique))
