/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* The wire behind a dpmac: generator, sink, injection, pcap (step mode; tap: test_tap.c). */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <pcap/pcap.h>

#include "model_test.h"

static void
gen_params(struct dpaa2x_gen_params *gp, uint64_t count, uint16_t burst)
{
	memset(gp, 0, sizeof(*gp));
	gp->sizes[0] = 64;
	gp->sizes[1] = 128;
	gp->n_sizes = 2;
	gp->flows = 4;
	gp->count = count;
	memcpy(gp->dst_mac, mt_mac1, 6);
	gp->src_mac[0] = 0x02;
	gp->src_ip = 0x0a000001;
	gp->dst_ip = 0x0a010001;
	gp->src_ip_count = 4;
	gp->dst_ip_count = 1;
	gp->sport = 1000;
	gp->dport = 2000;
	gp->ttl = 9;
	gp->burst = burst;
}

static uint16_t
wire_setup(struct mt *t, const char *name, unsigned int nbuf)
{
	uint16_t bpid;

	mt_start(t, name, NULL);
	bpid = mt_pool(t, nbuf, 2048);
	mt_dpni_up(t, 1, 1, &bpid);
	return bpid;
}

/* Step mode: a burst per pass, up to the count; then it stops. */
static void
test_gen_steps(void)
{
	struct dpaa2x_gen_params gp;
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_wire_stats ws;
	struct mt t;

	wire_setup(&t, "wire_steps", 64);
	gen_params(&gp, 20, 8);
	T_EQ(dpaa2x_wire_gen_config(t.soc, 1, &gp), 0);
	T_EQ(dpaa2x_wire_gen_start(t.soc, 1), 0);
	T_EQ(dpaa2x_wire_gen_config(t.soc, 1, &gp), -EBUSY);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.ing_frames, 8);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.ing_frames, 16);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
	T_EQ(ws.gen_running, true);
	mt_steps(&t, 3);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.ing_frames, 20);
	T_EQ(st.ing_bytes, 10 * 60 + 10 * 124);	/* sizes count the FCS */
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
	T_EQ(ws.gen_running, false);
	T_EQ(ws.gen_frames, 20);
	T_EQ(ws.gen_bytes, 10 * 60 + 10 * 124);
	/* started again: two bursts, then stopped */
	T_EQ(dpaa2x_wire_gen_start(t.soc, 1), 0);
	mt_steps(&t, 2);
	T_EQ(dpaa2x_wire_gen_stop(t.soc, 1), 0);
	mt_steps(&t, 2);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.ing_frames, 36);
	T_EQ(mt_drain_dpni(&t, 1), 36);
	mt_finish(&t);
}

/* Forward what the generator sends: the sink sees every frame once;
 * drop one and it counts a loss, swap two and it counts a reorder. */
static void
test_sink(void)
{
	struct dpaa2x_gen_params gp;
	struct dpaa2x_wire_stats ws;
	struct dpaa2x_fd fds[64], tmp;
	uint32_t txq;
	unsigned int n;
	struct mt t;

	wire_setup(&t, "wire_sink", 128);
	gen_params(&gp, 40, 64);
	gp.flows = 1;
	gp.src_ip_count = 1;
	T_EQ(dpaa2x_dpni_set_rx_dist(t.soc, 1, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
	T_EQ(dpaa2x_wire_gen_config(t.soc, 1, &gp), 0);
	T_EQ(dpaa2x_wire_gen_start(t.soc, 1), 0);
	mt_steps(&t, 1);
	n = mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, fds, 64);
	T_EQ(n, 40);
	txq = model_dpni_by_id(t.soc, 1)->txq[0]->fqid;
	T_EQ(dpaa2x_enqueue(t.p, txq, fds, 20), 20);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
	T_EQ(ws.sink_frames, 20);
	T_EQ(ws.sink_lost, 0);
	T_EQ(ws.sink_reordered, 0);
	T_EQ(ws.sink_ttl_min, 9);
	T_EQ(ws.sink_ttl_max, 9);
	T_CHECK(ws.lat_max_ns >= ws.lat_min_ns);
	/* latency starts over on request; counters and sequence state stay */
	T_EQ(dpaa2x_wire_reset_latency(t.soc, 1), 0);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
	T_EQ(ws.lat_max_ns, 0);
	T_EQ(ws.lat_min_ns, 0);
	T_EQ(ws.sink_frames, 20);
	/* frame 20 lost, 22 and 23 swapped */
	mt_free_fds(&t, &fds[20], 1);
	tmp = fds[22];
	fds[22] = fds[23];
	fds[23] = tmp;
	T_EQ(dpaa2x_enqueue(t.p, txq, &fds[21], 19), 19);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
	T_EQ(ws.sink_frames, 39);
	T_EQ(ws.sink_lost, 1);
	T_EQ(ws.sink_reordered, 1);
	T_EQ(ws.sink_corrupted, 0);
	T_CHECK(ws.lat_min_ns <= ws.lat_max_ns && ws.lat_min_ns != 0);	/* the 19 only */
	T_EQ(dpaa2x_wire_reset_stats(t.soc, 1), 0);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
	T_EQ(ws.sink_frames, 0);
	T_EQ(ws.gen_frames, 0);
	mt_finish(&t);
}

/*
 * The generators of dpni 1 and 2 (ids 0 and 1, their dpni index) send the
 * same flows and sequence numbers; everything leaves through dpni 1, as a
 * forwarder merging two ports' traffic would send it. Its sink keeps the
 * two apart (nothing reordered), and each generator learns how many of
 * its frames no sink saw: gen 1's last five never went out.
 */
static void
test_two_generators_one_sink(void)
{
	struct dpaa2x_gen_params gp;
	struct dpaa2x_wire_stats w1, w2;
	struct dpaa2x_fd a[64], b[64], out[64];
	uint16_t bpid;
	unsigned int i, n = 0;
	uint32_t txq;
	struct mt t;

	bpid = wire_setup(&t, "wire_two_gens", 128);
	mt_dpni_up(&t, 2, 1, &bpid);
	gen_params(&gp, 30, 64);
	T_EQ(dpaa2x_dpni_set_rx_dist(t.soc, 1, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
	T_EQ(dpaa2x_dpni_set_rx_dist(t.soc, 2, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
	T_EQ(dpaa2x_wire_gen_config(t.soc, 1, &gp), 0);
	memcpy(gp.dst_mac, mt_mac2, 6);
	T_EQ(dpaa2x_wire_gen_config(t.soc, 2, &gp), 0);
	T_EQ(dpaa2x_wire_gen_start(t.soc, 1), 0);
	T_EQ(dpaa2x_wire_gen_start(t.soc, 2), 0);
	mt_steps(&t, 1);
	T_EQ(mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, a, 64), 30);
	T_EQ(mt_drain(&t, model_dpni_by_id(t.soc, 2)->rxq[0]->fqid, b, 64), 30);
	for (i = 0; i < 30; i++) {	/* interleaved: a0 b0 a1 b1 ... */
		out[n++] = a[i];
		if (i < 25)
			out[n++] = b[i];
	}
	txq = model_dpni_by_id(t.soc, 1)->txq[0]->fqid;
	T_EQ(dpaa2x_enqueue(t.p, txq, out, 32), 32);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_enqueue(t.p, txq, out + 32, n - 32), n - 32);
	mt_steps(&t, 1);
	mt_free_fds(&t, &b[25], 5);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &w1), 0);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 2, &w2), 0);
	T_EQ(w1.sink_frames, 55);
	T_EQ(w1.sink_reordered, 0);
	T_EQ(w1.sink_lost, 0);
	T_EQ(w1.sink_foreign, 0);
	T_EQ(w1.gen_frames, 30);
	T_EQ(w1.gen_seen, 30);
	T_EQ(w1.gen_never_seen, 0);
	T_EQ(w2.sink_frames, 0);
	T_EQ(w2.gen_frames, 30);
	T_EQ(w2.gen_seen, 25);
	T_EQ(w2.gen_never_seen, 5);	/* dropped at the end: no gap shows it */
	/* a reset of the wire starts the generator's count over too */
	T_EQ(dpaa2x_wire_reset_stats(t.soc, 2), 0);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 2, &w2), 0);
	T_EQ(w2.gen_never_seen, 0);
	mt_finish(&t);
}

/* 256 injected frames wait; the 257th is refused. */
static void
test_inject_limit(void)
{
	struct dpaa2x_dpni_stats st;
	uint8_t frame[64];
	unsigned int i;
	struct mt t;

	wire_setup(&t, "wire_inject", 300);
	mt_udp4(frame, 64, mt_mac1, 1, 2, 3, 4);
	for (i = 0; i < 256; i++)
		T_EQ(dpaa2x_wire_inject(t.soc, 1, frame, 64), 0);
	T_EQ(dpaa2x_wire_inject(t.soc, 1, frame, 64), -ENOSPC);
	T_EQ(dpaa2x_wire_inject(t.soc, 1, frame, 0), -EINVAL);
	T_EQ(dpaa2x_wire_inject(t.soc, 7, frame, 64), -ENODEV);
	mt_steps(&t, 8);			/* 32 per pass */
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.ing_frames, 256);
	T_EQ(dpaa2x_wire_inject(t.soc, 1, frame, 64), 0);
	mt_steps(&t, 1);
	T_EQ(mt_drain_dpni(&t, 1), 257);
	mt_finish(&t);
}

/* The dpmac counts every frame the wire brings, before any drop, and every
 * frame the dpni sends out through it. */
static void
test_dpmac_counters(void)
{
	struct dpaa2x_gen_params gp;
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_fd fds[64];
	uint64_t v = 0;
	unsigned int n;
	struct mt t;

	wire_setup(&t, "wire_dpmac", 48);	/* fewer buffers than frames */
	gen_params(&gp, 64, 64);
	T_EQ(dpaa2x_wire_gen_config(t.soc, 1, &gp), 0);
	T_EQ(dpaa2x_wire_gen_start(t.soc, 1), 0);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.ing_frames, 48);
	T_EQ(st.ing_nobuf_discards, 16);
	T_EQ(dpaa2x_dpmac_get_counter(t.soc, 1, DPAA2X_DPMAC_CNT_ING_ALL_FRAME, &v), 0);
	T_EQ(v, 64);
	T_EQ(dpaa2x_dpmac_get_counter(t.soc, 1, DPAA2X_DPMAC_CNT_ING_ALL_BYTE, &v), 0);
	T_EQ(v, 32 * 60 + 32 * 124);
	n = mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, fds, 64);
	n += mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[1]->fqid, fds + n, 64 - n);
	n += mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[2]->fqid, fds + n, 64 - n);
	n += mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[3]->fqid, fds + n, 64 - n);
	T_EQ(n, 48);
	T_EQ(dpaa2x_enqueue(t.p, model_dpni_by_id(t.soc, 1)->txq[0]->fqid, fds, 10), 10);
	mt_free_fds(&t, fds + 10, n - 10);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_dpmac_get_counter(t.soc, 1, DPAA2X_DPMAC_CNT_EGR_ALL_FRAME, &v), 0);
	T_EQ(v, 10);
	T_EQ(dpaa2x_dpmac_get_counter(t.soc, 2, DPAA2X_DPMAC_CNT_ING_ALL_FRAME, &v), 0);
	T_EQ(v, 0);				/* the other port's MAC */
	T_EQ(dpaa2x_dpmac_get_counter(t.soc, 3, DPAA2X_DPMAC_CNT_ING_ALL_FRAME, &v), -ENODEV);
	T_EQ(dpaa2x_dpmac_get_counter(t.soc, 0xffff, DPAA2X_DPMAC_CNT_ING_ALL_FRAME, &v),
	     -ENODEV);
	T_EQ(dpaa2x_dpmac_get_counter(t.soc, 1, (enum dpaa2x_dpmac_counter)9, &v), -EINVAL);
	T_EQ(dpaa2x_dpmac_get_counter(t.soc, 1, DPAA2X_DPMAC_CNT_ING_ALL_FRAME, NULL), -EINVAL);
	mt_finish(&t);
}

/* The DPL's tester = "off": an SoC without one, as silicon. It says so in
 * its capabilities, and every wire control call answers -ENOTSUP. */
static void
test_no_tester(void)
{
	struct dpaa2x_soc_info si;
	struct dpaa2x_gen_params gp;
	struct dpaa2x_wire_stats ws;
	struct dpaa2x_dpl dpl;
	uint8_t frame[64];
	struct mt t;

	wire_setup(&t, "wire_tester", 8);
	T_EQ(dpaa2x_soc_get_info(t.soc, &si), 0);
	T_EQ(si.caps, DPAA2X_SOC_CAP_TESTER);
	mt_finish(&t);
	mt_dpl_default(&dpl);
	dpl.no_tester = true;
	mt_start(&t, "wire_none", &dpl);
	T_EQ(dpaa2x_soc_get_info(t.soc, &si), 0);
	T_EQ(si.caps, 0);
	gen_params(&gp, 1, 1);
	mt_udp4(frame, 64, mt_mac1, 1, 2, 3, 4);
	T_EQ(dpaa2x_wire_gen_config(t.soc, 1, &gp), -ENOTSUP);
	T_EQ(dpaa2x_wire_gen_start(t.soc, 1), -ENOTSUP);
	T_EQ(dpaa2x_wire_gen_stop(t.soc, 1), -ENOTSUP);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), -ENOTSUP);
	T_EQ(dpaa2x_wire_reset_stats(t.soc, 1), -ENOTSUP);
	T_EQ(dpaa2x_wire_reset_latency(t.soc, 1), -ENOTSUP);
	T_EQ(dpaa2x_wire_inject(t.soc, 1, frame, 64), -ENOTSUP);
	T_EQ(dpaa2x_wire_capture_start(t.soc, 1, 1), -ENOTSUP);
	T_EQ(dpaa2x_wire_capture_read(t.soc, 1, 0, frame, 64), -ENOTSUP);
	mt_finish(&t);
}

/* Generator parameters are checked; a message names the field. */
static void
test_gen_errors(void)
{
	struct dpaa2x_gen_params gp;
	char err[128] = "";
	struct mt t;

	wire_setup(&t, "wire_gen_err", 1);
	T_EQ(dpaa2x_wire_gen_start(t.soc, 1), -EINVAL);	/* not configured */
	gen_params(&gp, 1, 1);
	gp.sizes[0] = 40;
	T_EQ(dpaa2x_wire_gen_config(t.soc, 1, &gp), -EINVAL);
	T_EQ(dpaa2x_wire_gen_check(t.soc, &gp, 1518, err, sizeof(err)), -EINVAL);
	T_STREQ(err, "gen_size 40 is out of range 64..1518");
	T_EQ(dpaa2x_wire_gen_check(NULL, &gp, 1518, err, sizeof(err)), -EINVAL);	/* no board */
	gen_params(&gp, 1, 0);
	T_EQ(dpaa2x_wire_gen_config(t.soc, 1, &gp), -EINVAL);	/* burst 0 */
	mt_finish(&t);
}

/* Generator frames pass the parser clean and spread over the queues. */
static void
test_gen_frames_parse(void)
{
	struct dpaa2x_gen_params gp;
	struct dpaa2x_fd fds[64];
	unsigned int q, n, total = 0;
	struct mt t;

	wire_setup(&t, "wire_parse", 64);
	gen_params(&gp, 64, 64);
	gp.flows = 64;
	gp.src_ip_count = 64;
	T_EQ(dpaa2x_wire_gen_config(t.soc, 1, &gp), 0);
	T_EQ(dpaa2x_wire_gen_start(t.soc, 1), 0);
	mt_steps(&t, 1);
	for (q = 0; q < 4; q++) {
		unsigned int i;

		n = mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[q]->fqid, fds, 64);
		T_NE(n, 0);
		for (i = 0; i < n; i++) {
			const struct dpaa2x_hw_annot *hw = (const struct dpaa2x_hw_annot *)
				(uintptr_t)(fds[i].addr + 64);

			T_EQ(fds[i].ctrl, 0);
			T_EQ(hw->faf_l3 & DPAA2X_FAF_L3_UDP, DPAA2X_FAF_L3_UDP);
			T_EQ(hw->fas.status, DPAA2X_FAS_L3CV | DPAA2X_FAS_L4CV);
			T_EQ(dpaa2x_fd_rx_hash(&fds[i]) % 4, q);
		}
		mt_free_fds(&t, fds, n);
		total += n;
	}
	T_EQ(total, 64);
	mt_finish(&t);
}

/*
 * Write n frames of len + i bytes (i = 0..n-1, len + grow * i) to a pcap
 * file at path; fill builds frame i. Then start t on the default DPL with
 * dpmac@1's wire replaying it (and writing pcap_tx when tx is not NULL;
 * wire_padding "strict" when strict), dpni@1 up with a pool of 8 and one
 * Rx queue.
 */
static void
pcap_wire_start(struct mt *t, const char *name, const char *path, const char *tx,
		unsigned int n, uint32_t len, uint32_t grow, bool strict,
		void (*fill)(uint8_t *frame, uint32_t len, unsigned int i))
{
	uint16_t bpid;
	static uint8_t frame[DPAA2X_MAX_FRAME];
	struct pcap_pkthdr h = { .caplen = 0 };
	pcap_dumper_t *dump;
	struct dpaa2x_dpl d;
	unsigned int i;
	pcap_t *pc;

	pc = pcap_open_dead(DLT_EN10MB, 65535);
	dump = pcap_dump_open(pc, path);
	T_CHECK(dump != NULL);
	for (i = 0; dump != NULL && i < n; i++) {
		h.caplen = h.len = len + grow * i;
		fill(frame, h.caplen, i);
		pcap_dump((u_char *)dump, &h, frame);
	}
	if (dump != NULL)
		pcap_dump_close(dump);
	pcap_close(pc);
	mt_dpl_default(&d);
	d.dpmac[0].wire = DPAA2X_WIRE_PCAP;
	d.dpmac[0].strict_runts = strict;
	strcpy(d.dpmac[0].pcap_rx, path);
	if (tx != NULL)
		strcpy(d.dpmac[0].pcap_tx, tx);
	mt_start(t, name, &d);
	bpid = mt_pool(t, 8, 2048);
	mt_dpni_up(t, 1, 1, &bpid);
	T_EQ(dpaa2x_dpni_set_rx_dist(t->soc, 1, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
}

static void
fill_udp(uint8_t *frame, uint32_t len, unsigned int i)
{
	mt_udp4(frame, len, mt_mac1, 1 + i, 2, 3, 4);
}

static void
fill_a5(uint8_t *frame, uint32_t len, unsigned int i)
{
	(void)i;
	memset(frame, 0xa5, len);
}

/* A pcap wire: pcap_rx frames arrive, transmitted frames go to pcap_tx. */
static void
test_pcap_wire(void)
{
	char rx[64], tx[64], perr[PCAP_ERRBUF_SIZE];
	struct pcap_pkthdr *h;
	const u_char *data;
	struct dpaa2x_fd fds[4];
	unsigned int n = 0;
	pcap_t *pc;
	struct mt t;

	snprintf(rx, sizeof(rx), "/tmp/dpaa2x_model_rx_%d.pcap", (int)getpid());
	snprintf(tx, sizeof(tx), "/tmp/dpaa2x_model_tx_%d.pcap", (int)getpid());
	pcap_wire_start(&t, "wire_pcap", rx, tx, 3, 100, 1, false, fill_udp);
	mt_steps(&t, 2);
	T_EQ(mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, fds, 4), 3);
	T_EQ(fds[2].len, 102);
	T_EQ(dpaa2x_enqueue(t.p, model_dpni_by_id(t.soc, 1)->txq[0]->fqid, fds, 3), 3);
	mt_steps(&t, 1);
	mt_finish(&t);				/* closes pcap_tx */
	pc = pcap_open_offline(tx, perr);
	T_CHECK(pc != NULL);
	while (pc != NULL && pcap_next_ex(pc, &h, &data) == 1)
		n++;
	if (pc != NULL)
		pcap_close(pc);
	T_EQ(n, 3);
	unlink(rx);
	unlink(tx);
}

/*
 * A pcap pass of maximum-size frames must stay inside the wire's staging
 * area: FDs queued on an Rx FQ beside it come back untouched, and every
 * frame is counted (here as oversize: the dpni takes 1518 bytes).
 */
static void
test_pcap_jumbo_pass(void)
{
	char rx[64];
	struct dpaa2x_fd fds[32], back[32];
	struct dpaa2x_dpni_stats st;
	unsigned int i;
	uint16_t bpid;
	uint32_t fqid;
	struct mt t;

	snprintf(rx, sizeof(rx), "/tmp/dpaa2x_model_jumbo_%d.pcap", (int)getpid());
	pcap_wire_start(&t, "wire_jumbo", rx, NULL, 32, DPAA2X_MAX_FRAME, 0, false, fill_a5);
	bpid = t.pool[0].bpid;		/* the FDs name the dpni's pool */
	fqid = model_dpni_by_id(t.soc, 1)->rxq[0]->fqid;
	for (i = 0; i < 32; i++)
		dpaa2x_fd_set(&fds[i], 0x1000 * (i + 1), 60 + i, bpid, true, 64,
			      DPAA2X_FD_FMT_SINGLE);
	T_EQ(dpaa2x_enqueue(t.p, fqid, fds, 32), 32);
	mt_steps(&t, 8);		/* a pass stages at most 7 such frames */
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.ing_oversize, 32);
	T_EQ(mt_drain(&t, fqid, back, 32), 32);
	for (i = 0; i < 32; i++) {
		T_EQ(back[i].addr, fds[i].addr);
		T_EQ(back[i].len, fds[i].len);
	}
	mt_finish(&t);
	unlink(rx);
}

static void
fill_short(uint8_t *frame, uint32_t len, unsigned int i)
{
	memset(frame, 0x5a, len);
	memcpy(frame, mt_mac1, 6);
	frame[12] = 0x88;
	frame[13] = 0xb5;
	frame[14] = (uint8_t)i;
}

/* The pcap wire pads as the tap does (4 frames of 42..45 bytes), or with
 * wire_padding "strict" gives them to WRIOP as they are: runts. */
static void
test_pcap_pads(void)
{
	char rx[64];
	struct dpaa2x_fd fds[4];
	struct dpaa2x_wire_stats ws;
	struct dpaa2x_dpni_stats st;
	unsigned int i;
	struct mt t;

	snprintf(rx, sizeof(rx), "/tmp/dpaa2x_model_short_%d.pcap", (int)getpid());
	pcap_wire_start(&t, "wire_pcap_pad", rx, NULL, 4, 42, 1, false, fill_short);
	mt_steps(&t, 2);
	T_EQ(mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, fds, 4), 4);
	for (i = 0; i < 4; i++) {	/* frame i: 42 + i bytes, its index at 14 */
		const uint8_t *f = (const uint8_t *)(uintptr_t)(fds[i].addr +
								 dpaa2x_fd_offset(&fds[i]));
		uint8_t zeros[18] = { 0 };

		T_EQ(fds[i].len, 60);
		T_EQ(f[14], i);
		T_EQ(f[41 + i], 0x5a);
		T_EQ(memcmp(f + 42 + i, zeros, 18 - i), 0);
	}
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
	T_EQ(ws.rx_padded, 4);
	mt_free_fds(&t, fds, 4);
	mt_finish(&t);
	/* strict: the same frames, four runts */
	pcap_wire_start(&t, "wire_pcap_strict", rx, NULL, 4, 42, 1, true, fill_short);
	mt_steps(&t, 2);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.ing_runt, 4);
	T_EQ(st.ing_frames, 0);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
	T_EQ(ws.rx_padded, 0);
	mt_finish(&t);
	unlink(rx);
}

MT_MAIN(NULL,
	T_CASE(test_gen_steps),
	T_CASE(test_sink),
	T_CASE(test_two_generators_one_sink),
	T_CASE(test_inject_limit),
	T_CASE(test_dpmac_counters),
	T_CASE(test_no_tester),
	T_CASE(test_gen_errors),
	T_CASE(test_gen_frames_parse),
	T_CASE(test_pcap_wire),
	T_CASE(test_pcap_jumbo_pass),
	T_CASE(test_pcap_pads))
