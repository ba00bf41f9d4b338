/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* WRIOP Rx rules, one frame at a time, in step mode. */

#include <errno.h>
#include <string.h>

#include "model_test.h"
#include "test_rx.h"

struct dpaa2x_dpl dpl;

/* 64 flows over 4 queues with the default key (see test_distribution) */
#define MT_DIST_Q0 18
#define MT_DIST_Q1 16
#define MT_DIST_Q2 15
#define MT_DIST_Q3 15
static const uint8_t mcast[6] = { 0x01, 0x00, 0x5e, 0x00, 0x00, 0x01 };
static const uint8_t bcast[6] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };

/* One pool of n 2 KiB buffers, dpni@1 up. */
uint16_t
rx_setup(struct mt *t, const char *name, const struct dpaa2x_dpl *d, unsigned int n)
{
	uint16_t bpid;

	mt_start(t, name, d);
	bpid = mt_pool(t, n, 2048);
	mt_dpni_up(t, 1, 1, &bpid);
	return bpid;
}

void
stats(struct mt *t, struct dpaa2x_dpni_stats *st)
{
	T_EQ(dpaa2x_dpni_get_stats(t->soc, 1, st), 0);
}

/* Frames delivered to each Rx queue of dpni@1 (drained and freed). */
static void
per_queue(struct mt *t, unsigned int *cnt)
{
	struct model_dpni *ni = model_dpni_by_id(t->soc, 1);
	struct dpaa2x_fd fds[256];
	unsigned int q;

	for (q = 0; q < ni->num_rx; q++) {
		cnt[q] = mt_drain(t, ni->rxq[q]->fqid, fds, RTE_DIM(fds));
		mt_free_fds(t, fds, cnt[q]);
	}
}

/* The annotation of a received frame: after the 64-byte private area. */
static void
annot_of(const struct dpaa2x_fd *fd, struct dpaa2x_hw_annot *hw)
{
	memcpy(hw, (const uint8_t *)(uintptr_t)fd->addr + 64, sizeof(*hw));
}

/* A UDP frame arrives in the FQ its hash picks with every FD field set. */
static void
test_frame_fields(void)
{
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_bpool_stats bs;
	struct dpaa2x_hw_annot hw;
	struct dpaa2x_annot ref;
	struct dpaa2x_dq dq[16];
	struct dpaa2x_fd *fd = &dq[0].fd;
	uint8_t frame[100];
	uint32_t hash, q;
	struct mt t;
	uint16_t bpid;
	uint8_t *buf;

	bpid = rx_setup(&t, "rx_fields", NULL, 16);
	mt_udp4(frame, 100, mt_mac1, 0x0a000001, 0x0a000002, 1234, 80);
	memset(&ref, 0, sizeof(ref));
	dpaa2x_frame_parse(frame, 100, &ref);
	hash = dpaa2x_frame_hash(frame, &ref, DPAA2X_DIST_DEFAULT, dpaa2x_default_rss_key);
	q = hash % 4;
	T_EQ(dpaa2x_wire_inject(t.soc, 1, frame, 100), 0);
	mt_steps(&t, 1);
	T_EQ(mt_pull(&t, model_dpni_by_id(t.soc, 1)->rxq[q]->fqid, dq, 16), 1);
	T_EQ(dq[0].stat, DPAA2X_DQ_STAT_VOLATILE | DPAA2X_DQ_STAT_VALIDFRAME |
			 DPAA2X_DQ_STAT_EXPIRED | DPAA2X_DQ_STAT_FQEMPTY);
	T_EQ(fd->len, 100);
	T_EQ(dpaa2x_fd_bpid(fd), bpid);
	T_EQ(dpaa2x_fd_ivp(fd), false);
	T_EQ(dpaa2x_fd_offset(fd), 192);
	T_EQ(dpaa2x_fd_format(fd), DPAA2X_FD_FMT_SINGLE);
	/* the annotation's status and parse results written; no error */
	T_EQ(fd->frc, DPAA2X_FD_FRC_FASV | DPAA2X_FD_FRC_FAPRV);
	T_EQ(fd->ctrl, 0);
	T_EQ(fd->flc, (uint64_t)hash << 32);	/* the hash in flc[63:32] */
	T_EQ(dpaa2x_fd_rx_hash(fd), hash);
	T_NE(hash, 0);
	T_EQ(dq[0].verb, DPAA2X_DQ_VERB_DQ);
	T_EQ(dq[0].fqid, model_dpni_by_id(t.soc, 1)->rxq[q]->fqid);
	/* the annotation after the 64-byte private area, the frame at 192 */
	annot_of(fd, &hw);
	T_EQ(hw.fas.status, DPAA2X_FAS_L3CV | DPAA2X_FAS_L4CV);
	T_EQ(hw.timestamp, 0);	/* the layout passes no timestamp (test_rtc.c) */
	T_EQ(hw.faf_l2, DPAA2X_FAF_L2_ETH | DPAA2X_FAF_L2_ETH_UC);
	T_EQ(hw.faf_l3, DPAA2X_FAF_L3_IPV4_1 | DPAA2X_FAF_L3_IPV4_1_UC | DPAA2X_FAF_L3_UDP |
			DPAA2X_FAF_L3_L4_UNKNOWN);
	/* Ethernet at 0, ethertype at 12, IPv4 at 14, UDP at 34, payload at 42 */
	T_EQ(hw.off_l2, 0xffffff00ffffff0cull);
	T_EQ(hw.off_l3, 0xffffff0effff22ffull);
	T_EQ(dpaa2x_annot_off(hw.off_l3, DPAA2X_OFF_L3_IP_1), 14);
	T_EQ(dpaa2x_annot_off(hw.off_l3, DPAA2X_OFF_L3_L4), 34);
	T_EQ(hw.off_ext, 0xffff2aff00000000ull);
	T_EQ(hw.parse_err, 0);
	buf = (uint8_t *)(uintptr_t)fd->addr;
	T_EQ(memcmp(buf + 192, frame, 100), 0);
	stats(&t, &st);
	T_EQ(st.ing_frames, 1);
	T_EQ(st.ing_bytes, 100);
	T_EQ(st.ing_discards, 0);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &bs), 0);
	T_EQ(bs.hw_acquired, 1);
	T_EQ(bs.free, 15);
	mt_free_fds(&t, fd, 1);
	mt_finish(&t);
}

/* Runt below 60 bytes, oversize when length + FCS > max frame. */
static void
test_lengths(void)
{
	struct dpaa2x_dpni_stats st;
	struct mt t;

	rx_setup(&t, "rx_len", NULL, 16);
	T_EQ(mt_inject_udp(&t, 1, 59, mt_mac1, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 60, mt_mac1, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 1514, mt_mac1, 0), 0);	/* 1518 with FCS */
	T_EQ(mt_inject_udp(&t, 1, 1515, mt_mac1, 0), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_runt, 1);
	T_EQ(st.ing_oversize, 1);
	T_EQ(st.ing_discards, 2);
	T_EQ(st.ing_frames, 2);
	T_EQ(st.ing_bytes, 60 + 1514);
	/* a larger max frame lets 1515 in */
	T_EQ(dpaa2x_dpni_set_max_frame_length(t.soc, 1, 1519), 0);
	T_EQ(dpaa2x_dpni_set_max_frame_length(t.soc, 1, 63), -EINVAL);
	T_EQ(mt_inject_udp(&t, 1, 1515, mt_mac1, 0), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_frames, 3);
	T_EQ(mt_drain_dpni(&t, 1), 3);
	mt_finish(&t);
}

/* MAC filter: primary, added, broadcast, multicast, promiscuous modes. */
static void
test_mac_filter(void)
{
	static const uint8_t extra[6] = { 0x02, 0, 0, 0, 0, 0x55 };
	struct dpaa2x_dpni_stats st;
	struct mt t;

	rx_setup(&t, "rx_filter", NULL, 32);
	T_EQ(mt_inject_udp(&t, 1, 61, mt_other, 0), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_filtered, 1);
	T_EQ(st.ing_frames, 0);
	T_EQ(st.ing_discards, 0);
	/* primary, broadcast pass; multicast and others do not */
	T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 64, bcast, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 64, mcast, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 64, extra, 0), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_frames, 2);
	T_EQ(st.ing_bcast_frames, 1);
	T_EQ(st.ing_bcast_bytes, 64);
	T_EQ(st.ing_filtered, 3);
	/* added MACs pass, multicast counted as such */
	T_EQ(dpaa2x_dpni_add_mac(t.soc, 1, mcast), 0);
	T_EQ(dpaa2x_dpni_add_mac(t.soc, 1, extra), 0);
	T_EQ(mt_inject_udp(&t, 1, 70, mcast, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 70, extra, 0), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_frames, 4);
	T_EQ(st.ing_mcast_frames, 1);
	T_EQ(st.ing_mcast_bytes, 70);
	T_EQ(dpaa2x_dpni_remove_mac(t.soc, 1, mcast), 0);
	T_EQ(dpaa2x_dpni_remove_mac(t.soc, 1, mcast), -ENOENT);
	/* multicast promiscuous: any multicast, but not other unicast */
	T_EQ(dpaa2x_dpni_set_promisc(t.soc, 1, false, true), 0);
	T_EQ(mt_inject_udp(&t, 1, 64, mcast, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 64, mt_other, 0), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_frames, 5);
	T_EQ(st.ing_filtered, 4);
	/* unicast promiscuous: everything */
	T_EQ(dpaa2x_dpni_set_promisc(t.soc, 1, true, false), 0);
	T_EQ(mt_inject_udp(&t, 1, 64, mt_other, 0), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_frames, 6);
	/* a new primary MAC replaces the old one */
	T_EQ(dpaa2x_dpni_set_promisc(t.soc, 1, false, false), 0);
	T_EQ(dpaa2x_dpni_set_primary_mac(t.soc, 1, mt_other), 0);
	T_EQ(dpaa2x_dpni_set_primary_mac(t.soc, 1, mcast), -EINVAL);
	T_EQ(mt_inject_udp(&t, 1, 64, mt_other, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, 0), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_frames, 7);
	T_EQ(st.ing_filtered, 5);
	T_EQ(mt_drain_dpni(&t, 1), 7);
	mt_finish(&t);
}

/* The DPL's mac_filter_entries bounds the added MACs. */
static void
test_mac_entries(void)
{
	struct dpaa2x_dpl d = dpl;
	uint8_t mac[6] = { 0x02, 0, 0, 0, 1, 0 };
	struct mt t;

	d.dpni[0].mac_filter_entries = 2;
	rx_setup(&t, "rx_macent", &d, 1);
	T_EQ(dpaa2x_dpni_add_mac(t.soc, 1, mac), 0);
	T_EQ(dpaa2x_dpni_add_mac(t.soc, 1, mac), 0);	/* already there */
	mac[5] = 1;
	T_EQ(dpaa2x_dpni_add_mac(t.soc, 1, mac), 0);
	mac[5] = 2;
	T_EQ(dpaa2x_dpni_add_mac(t.soc, 1, mac), -ENOSPC);
	mt_finish(&t);
}

/* A disabled dpni discards what arrives. */
static void
test_disabled(void)
{
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_link l;
	struct mt t;

	rx_setup(&t, "rx_disabled", NULL, 4);
	T_EQ(dpaa2x_dpni_get_link(t.soc, 1, &l), 0);
	T_EQ(l.up, true);
	T_EQ(l.speed_mbps, 10000);
	T_EQ(dpaa2x_dpni_disable(t.soc, 1), 0);
	T_EQ(dpaa2x_dpni_get_link(t.soc, 1, &l), 0);
	T_EQ(l.up, false);
	T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, 0), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_discards, 1);
	T_EQ(st.ing_disabled, 1);
	T_EQ(st.ing_frames, 0);
	mt_finish(&t);
}

/* An empty pool: the next frame is a no-buffer discard, counted twice. */
static void
test_nobuf(void)
{
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_bpool_stats bs;
	uint16_t bpid;
	struct mt t;

	bpid = rx_setup(&t, "rx_nobuf", NULL, 2);
	T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, 0), 0);
	T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, 1), 0);
	T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, 2), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_frames, 2);
	T_EQ(st.ing_nobuf_discards, 1);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &bs), 0);
	T_EQ(bs.free, 0);
	T_EQ(bs.acquire_empty, 1);
	T_EQ(bs.hw_acquired, 2);
	T_EQ(mt_drain_dpni(&t, 1), 2);
	mt_finish(&t);
}

/* A full Rx FQ drops the frame and its buffer goes back to the pool. */
static void
test_rx_tail_drop(void)
{
	struct dpaa2x_dpl d = dpl;
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_bpool_stats bs;
	struct dpaa2x_fq_stats fs;
	unsigned int i, cnt[4];
	uint16_t bpid;
	struct mt t;

	d.dpni[0].rx_fq_depth = 16;
	bpid = rx_setup(&t, "rx_taildrop", &d, 32);
	T_EQ(dpaa2x_dpni_set_rx_dist(t.soc, 1, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
	for (i = 0; i < 17; i++)
		T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, i), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_frames, 16);
	T_EQ(st.ing_tail_drops, 1);
	T_EQ(dpaa2x_fq_get_stats(t.soc, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, &fs), 0);
	T_EQ(fs.rejects, 1);
	T_EQ(fs.depth_frames, 16);
	T_EQ(dpaa2x_dpbp_get_stats(t.soc, bpid, &bs), 0);
	T_EQ(bs.free, 32 - 16);
	T_EQ(bs.hw_acquired, 17);
	per_queue(&t, cnt);
	T_EQ(cnt[0], 16);
	T_EQ(cnt[1] + cnt[2] + cnt[3], 0);
	mt_finish(&t);
}

/* The smallest pool whose buffer holds data offset + length. */
static void
test_pool_selection(void)
{
	struct dpaa2x_buf_layout no_sg = {
		.priv_size = 64, .data_offset = 192, .options = DPAA2X_BUF_LAYOUT_OPT_NO_SG,
	};
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_dq dq[16];
	uint16_t bp[2], q;
	struct mt t;
	unsigned int got = 0;

	mt_start(&t, "rx_poolsel", NULL);
	bp[0] = mt_pool(&t, 8, 2048);
	bp[1] = mt_pool(&t, 8, 512);
	mt_dpni_up(&t, 1, 2, bp);		/* given large first */
	T_EQ(dpaa2x_dpni_set_rx_dist(t.soc, 1, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
	T_EQ(mt_inject_udp(&t, 1, 320, mt_mac1, 0), 0);	/* 192 + 320 = 512 */
	T_EQ(mt_inject_udp(&t, 1, 321, mt_mac1, 0), 0);
	mt_steps(&t, 1);
	q = model_dpni_by_id(t.soc, 1)->rxq[0]->fqid;
	got = mt_pull(&t, q, dq, 16);
	T_EQ(got, 2);
	T_EQ(dpaa2x_fd_bpid(&dq[0].fd), bp[1]);
	T_EQ(dpaa2x_fd_bpid(&dq[1].fd), bp[0]);
	mt_free_fds(&t, &dq[0].fd, 1);
	mt_free_fds(&t, &dq[1].fd, 1);
	/* no pool large enough, scatter-gather off: a discard, too long */
	T_EQ(dpaa2x_dpni_disable(t.soc, 1), 0);
	T_EQ(dpaa2x_dpni_set_pools(t.soc, 1, &bp[1], (const uint32_t[]){ 512 }, 1), 0);
	T_EQ(dpaa2x_dpni_set_buffer_layout(t.soc, 1, &no_sg), 0);
	T_EQ(dpaa2x_dpni_enable(t.soc, 1), 0);
	T_EQ(dpaa2x_dpni_set_pools(t.soc, 1, bp, (const uint32_t[]){ 2048, 512 }, 2), -EBUSY);
	T_EQ(mt_inject_udp(&t, 1, 400, mt_mac1, 0), 0);
	mt_steps(&t, 1);
	stats(&t, &st);
	T_EQ(st.ing_frames, 2);
	T_EQ(st.ing_discards, 1);
	T_EQ(st.ing_too_long, 1);
	T_EQ(st.ing_sg_frames, 0);
	/* scatter-gather on (the default after open): two buffers and a table */
	T_EQ(dpaa2x_dpni_disable(t.soc, 1), 0);
	no_sg.options = 0;
	T_EQ(dpaa2x_dpni_set_buffer_layout(t.soc, 1, &no_sg), 0);
	T_EQ(dpaa2x_dpni_enable(t.soc, 1), 0);
	T_EQ(mt_inject_udp(&t, 1, 400, mt_mac1, 0), 0);
	mt_steps(&t, 1);
	T_EQ(mt_pull(&t, q, dq, 16), 1);
	T_EQ(dpaa2x_fd_format(&dq[0].fd), DPAA2X_FD_FMT_SG);
	T_EQ(dpaa2x_fd_bpid(&dq[0].fd), bp[1]);
	stats(&t, &st);
	T_EQ(st.ing_frames, 3);
	T_EQ(st.ing_sg_frames, 1);
	T_EQ(st.ing_discards, 1);
	mt_free_fds(&t, &dq[0].fd, 1);
	mt_finish(&t);
}

/* 64 flows over 4 queues: every queue gets some, always the same split. */
static void
test_distribution(void)
{
	unsigned int i, q, cnt[4], want[4] = { 0, 0, 0, 0 };
	struct dpaa2x_annot an;
	uint8_t frame[128];
	struct mt t;

	rx_setup(&t, "rx_dist", NULL, 128);
	for (i = 0; i < 64; i++) {
		T_EQ(mt_inject_udp(&t, 1, 128, mt_mac1, i), 0);
		mt_udp4(frame, 128, mt_mac1, 0x0a000001 + i, 0x0a010001, 1000 + i, 2000);
		dpaa2x_frame_parse(frame, 128, &an);
		want[dpaa2x_frame_hash(frame, &an, DPAA2X_DIST_DEFAULT,
				       dpaa2x_default_rss_key) % 4]++;
	}
	mt_steps(&t, 2);
	per_queue(&t, cnt);
	for (q = 0; q < 4; q++) {
		T_NE(cnt[q], 0);
		T_EQ(cnt[q], want[q]);
	}
	T_EQ(cnt[0], MT_DIST_Q0);
	T_EQ(cnt[1], MT_DIST_Q1);
	T_EQ(cnt[2], MT_DIST_Q2);
	T_EQ(cnt[3], MT_DIST_Q3);
	/* over the first two queues only */
	T_EQ(dpaa2x_dpni_set_rx_dist(t.soc, 1, DPAA2X_DIST_DEFAULT, 2, NULL), 0);
	T_EQ(dpaa2x_dpni_set_rx_dist(t.soc, 1, DPAA2X_DIST_DEFAULT, 5, NULL), -EINVAL);
	for (i = 0; i < 64; i++)
		T_EQ(mt_inject_udp(&t, 1, 128, mt_mac1, i), 0);
	mt_steps(&t, 2);
	per_queue(&t, cnt);
	T_EQ(cnt[0] + cnt[1], 64);
	T_NE(cnt[0], 0);
	T_NE(cnt[1], 0);
	mt_finish(&t);
}

/* A non-IP frame: no hash, queue 0. */
static void
test_non_ip(void)
{
	struct dpaa2x_hw_annot hw;
	uint8_t frame[60];
	struct dpaa2x_dq dq[16];
	struct mt t;

	rx_setup(&t, "rx_nonip", NULL, 4);
	memset(frame, 0, sizeof(frame));
	memcpy(frame, mt_mac1, 6);
	frame[12] = 0x08;
	frame[13] = 0x06;			/* ARP */
	T_EQ(dpaa2x_wire_inject(t.soc, 1, frame, 60), 0);
	mt_steps(&t, 1);
	T_EQ(mt_pull(&t, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, dq, 16), 1);
	T_EQ(dq[0].stat & DPAA2X_DQ_STAT_VALIDFRAME, DPAA2X_DQ_STAT_VALIDFRAME);
	T_EQ(dq[0].fd.frc, DPAA2X_FD_FRC_FASV | DPAA2X_FD_FRC_FAPRV);
	T_EQ(dq[0].fd.flc, 0);
	annot_of(&dq[0].fd, &hw);
	T_EQ(hw.faf_l2, DPAA2X_FAF_L2_ETH | DPAA2X_FAF_L2_ETH_UC);
	T_EQ(hw.faf_l3, DPAA2X_FAF_L3_ETYPE_UNKNOWN);
	T_EQ(hw.off_l3, UINT64_MAX);		/* no IP, no L4 */
	T_EQ(hw.fas.status, 0);
	mt_free_fds(&t, &dq[0].fd, 1);
	mt_finish(&t);
}

/* Checksum errors show in the FD's control bits (FAERR) and in the FAS. */
static void
test_csum_errors(void)
{
	struct dpaa2x_hw_annot hw;
	struct dpaa2x_fd fds[4];
	uint8_t frame[100];
	struct mt t;

	rx_setup(&t, "rx_csum", NULL, 4);
	T_EQ(dpaa2x_dpni_set_rx_dist(t.soc, 1, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
	mt_udp4(frame, 100, mt_mac1, 0x0a000001, 0x0a000002, 1, 2);
	frame[14 + 10] ^= 0x55;			/* IPv4 header checksum */
	T_EQ(dpaa2x_wire_inject(t.soc, 1, frame, 100), 0);
	mt_udp4(frame, 100, mt_mac1, 0x0a000001, 0x0a000002, 1, 2);
	frame[99] ^= 0x55;			/* payload: UDP checksum */
	T_EQ(dpaa2x_wire_inject(t.soc, 1, frame, 100), 0);
	mt_steps(&t, 1);
	T_EQ(mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, fds, 4), 2);
	T_EQ(fds[0].ctrl, DPAA2X_FD_CTRL_FAERR);
	annot_of(&fds[0], &hw);
	T_EQ(hw.fas.status, DPAA2X_FAS_L3CV | DPAA2X_FAS_L3CE | DPAA2X_FAS_L4CV);
	T_EQ(fds[1].ctrl, DPAA2X_FD_CTRL_FAERR);
	annot_of(&fds[1], &hw);
	T_EQ(hw.fas.status, DPAA2X_FAS_L3CV | DPAA2X_FAS_L4CV | DPAA2X_FAS_L4CE);
	T_EQ(hw.faf_l2 & DPAA2X_FAF_L2_PARSE_ERR, 0);	/* not a parse error */
	mt_free_fds(&t, fds, 2);
	mt_finish(&t);
}

/* Layout and pools only while disabled; offsets must fit the annotation. */
static void
test_config_rules(void)
{
	struct dpaa2x_buf_layout bl = { .priv_size = 64, .data_offset = 100 };
	struct dpaa2x_dpni_attr a;
	struct mt t;

	rx_setup(&t, "rx_cfg", NULL, 1);
	T_EQ(dpaa2x_dpni_open(t.soc, 1, &a), -EBUSY);
	T_EQ(dpaa2x_dpni_open(t.soc, 9, &a), -ENODEV);
	T_EQ(dpaa2x_dpni_set_buffer_layout(t.soc, 1, &bl), -EBUSY);
	T_EQ(dpaa2x_dpni_disable(t.soc, 1), 0);
	T_EQ(dpaa2x_dpni_set_buffer_layout(t.soc, 1, &bl), -EINVAL);	/* < 64 + 64 */
	bl.data_offset = 128;
	bl.options = DPAA2X_BUF_LAYOUT_OPT_NO_SG << 1;	/* no such option */
	T_EQ(dpaa2x_dpni_set_buffer_layout(t.soc, 1, &bl), -EINVAL);
	bl.options = DPAA2X_BUF_LAYOUT_OPT_NO_SG;
	T_EQ(dpaa2x_dpni_set_buffer_layout(t.soc, 1, &bl), 0);
	T_EQ(model_dpni_by_id(t.soc, 1)->no_sg, true);
	T_EQ(dpaa2x_dpni_set_max_frame_length(t.soc, 2, 1518), -EPERM);	/* not open */
	mt_finish(&t);
}

/* Stash control: 0..3 lines each, only while the dpni is disabled. */
static void
test_stash_config(void)
{
	struct dpaa2x_rx_stash rs = { 1, 1 };
	struct mt t;

	rx_setup(&t, "rx_stash", NULL, 1);
	T_EQ(model_dpni_by_id(t.soc, 1)->stash_annot, 0);	/* reset state: off */
	T_EQ(dpaa2x_dpni_set_rx_stash(t.soc, 1, &rs), -EBUSY);
	T_EQ(dpaa2x_dpni_disable(t.soc, 1), 0);
	T_EQ(dpaa2x_dpni_set_rx_stash(t.soc, 1, NULL), -EINVAL);
	T_EQ(dpaa2x_dpni_set_rx_stash(t.soc, 2, &rs), -EPERM);	/* not open */
	rs.data_lines = 4;
	T_EQ(dpaa2x_dpni_set_rx_stash(t.soc, 1, &rs), -EINVAL);
	rs.annot_lines = 3;
	rs.data_lines = 3;
	T_EQ(dpaa2x_dpni_set_rx_stash(t.soc, 1, &rs), 0);
	T_EQ(model_dpni_by_id(t.soc, 1)->stash_annot, 3);
	T_EQ(model_dpni_by_id(t.soc, 1)->stash_data, 3);
	mt_finish(&t);
}

/*
 * WRIOP's DMA (cache-bypassing stores) writes every frame byte and the
 * annotation exactly; the last beat is padded with zeros only inside the
 * buffer, never past its end. Buffers start at odd addresses in the small
 * pool (an unaligned head) and end exactly where the longest frame does.
 */
static void
test_dma_bytes(void)
{
	const uint32_t small = 192 + 77, big = 2048;
	struct dpaa2x_rx_stash rs = { 1, 1 };
	struct dpaa2x_hw_annot hw, ref_hw;
	struct dpaa2x_annot ref;
	uint32_t frc, ctrl;
	uint64_t flc;
	uint16_t bp[2];
	uint8_t frame[128];
	struct dpaa2x_dq dq[16];
	struct mt t;
	uint32_t len, i;

	mt_start(&t, "rx_dma", NULL);
	bp[0] = mt_pool(&t, 4, small);
	bp[1] = mt_pool(&t, 4, big);
	memset(t.pool[0].mem, 0xa5, 4 * small + 1);
	memset(t.pool[1].mem, 0xa5, 4 * big);
	mt_dpni_up(&t, 1, 2, bp);
	T_EQ(dpaa2x_dpni_disable(t.soc, 1), 0);
	T_EQ(dpaa2x_dpni_set_rx_stash(t.soc, 1, &rs), 0);
	T_EQ(dpaa2x_dpni_set_rx_dist(t.soc, 1, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
	T_EQ(dpaa2x_dpni_enable(t.soc, 1), 0);
	for (len = 60; len <= 80; len++) {
		const uint8_t *b;
		uint32_t room;

		mt_udp4(frame, len, mt_mac1, 0x0a000001, 0x0a000002, 1000, 80);
		T_EQ(dpaa2x_wire_inject(t.soc, 1, frame, len), 0);
		mt_steps(&t, 1);
		T_EQ(mt_pull(&t, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, dq, 16), 1);
		b = (const uint8_t *)(uintptr_t)dq[0].fd.addr;
		room = dpaa2x_fd_bpid(&dq[0].fd) == bp[0] ? small : big;
		T_EQ(room, len <= 77 ? small : big);
		T_EQ(memcmp(b + 192, frame, len), 0);
		/* the annotation exactly as WRIOP makes it (b may be unaligned) */
		memcpy(&hw, b + 64, sizeof(hw));
		memset(&ref, 0, sizeof(ref));
		dpaa2x_frame_parse(frame, len, &ref);
		dpaa2x_frame_hash(frame, &ref, DPAA2X_DIST_DEFAULT, dpaa2x_default_rss_key);
		dpaa2x_frame_annot(frame, &ref, hw.timestamp, &ref_hw, &frc, &ctrl, &flc);
		T_EQ(memcmp(&hw, &ref_hw, sizeof(hw)), 0);
		T_EQ(dq[0].fd.frc, frc);
		T_EQ(dq[0].fd.ctrl, ctrl);
		T_EQ(dq[0].fd.flc, flc);
		T_NE(flc, 0);
		for (i = 0; i < 64; i++)	/* the private area is not written */
			T_EQ(b[i], 0xa5);
		for (i = 192 + len; i < room; i++)
			if (b[i] != 0 && b[i] != 0xa5)
				T_FAIL_AT("len %u: byte %u after the frame is %#x", len, i, b[i]);
		if (room == big)	/* aligned: zeros to the 16-byte beat, then untouched */
			for (i = 192 + len; i < 192 + RTE_ALIGN_CEIL(len, 16) + 16; i++)
				T_EQ(b[i], i < 192 + RTE_ALIGN_CEIL(len, 16) ? 0 : 0xa5);
		mt_free_fds(&t, &dq[0].fd, 1);
	}
	T_EQ(t.pool[0].mem[4 * small], 0xa5);	/* past the last small buffer */
	mt_finish(&t);
}

MT_MAIN(&dpl,
	T_CASE(test_frame_fields),
	T_CASE(test_lengths),
	T_CASE(test_mac_filter),
	T_CASE(test_mac_entries),
	T_CASE(test_disabled),
	T_CASE(test_nobuf),
	T_CASE(test_rx_tail_drop),
	T_CASE(test_pool_selection),
	T_CASE(test_sg_frame),
	T_CASE(test_sg_no_buffer),
	T_CASE(test_sg_generator),
	T_CASE(test_sg_limits),
	T_CASE(test_sg_dma_fault),
	T_CASE(test_distribution),
	T_CASE(test_non_ip),
	T_CASE(test_csum_errors),
	T_CASE(test_config_rules),
	T_CASE(test_stash_config),
	T_CASE(test_dma_bytes))
