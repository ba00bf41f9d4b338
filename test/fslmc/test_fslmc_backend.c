/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The fslmc backend through the portal contract and through probes, over
 * the test bus (fslmc_bus_shim.c): what it reports of the SoC, one DPIO
 * portal per thread, a dpni opened by the MC as the DPL made it, dpbp
 * objects claimed, filled and given back, what it cannot do (no engine to
 * step, no dpmac, no depletion thresholds without notifications), the
 * tester only while the board behind the bus is the emulated one, one
 * backend per process, Tx back-pressure by QMan's CSCN.
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <rte_bus_vdev.h>
#include <rte_ethdev.h>
#include <rte_malloc.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_fslmc.h"
#include "fslmc_bus_shim.h"
#include "model_test.h"
#include "t_audit.h"
#include "t_log.h"
#include "t_port.h"

#define BUF_SIZE	2048


/* What the SoC says; a second one; what it has no use for. */
static void
test_soc(void)
{
	struct dpaa2x_soc *soc, *again;
	struct dpaa2x_soc_info si;
	char err[256] = "";
	uint64_t v;

	T_EQ(dpaa2x_soc_create_fslmc(&soc, err, sizeof(err)), 0);
	T_EQ(dpaa2x_soc_get_info(soc, &si), 0);
	T_EQ(si.backend, DPAA2X_BACKEND_FSLMC);
	T_STREQ(si.mc_version, "MC 10.37.0");	/* the board's MC, by mc_get_version */
	T_EQ(si.num_dpni, 0);			/* a port names its dpni */
	T_EQ(si.num_dpio, 0);			/* one per thread, the bus's */
	T_EQ(si.caps, DPAA2X_SOC_CAP_TESTER);	/* the board's */
	T_EQ(dpaa2x_soc_create_fslmc(&again, err, sizeof(err)), -EEXIST);
	T_STREQ(err, "the fslmc SoC of this process exists already");
	T_EQ(dpaa2x_soc_step(soc), -ENOTSUP);
	T_EQ(dpaa2x_soc_step_pulls(soc), -ENOTSUP);
	T_EQ(dpaa2x_dpmac_get_counter(soc, 1, DPAA2X_DPMAC_CNT_ING_ALL_FRAME, &v), -ENODEV);
	T_EQ(dpaa2x_dpbp_set_depletion(soc, 1, 10, 20), -ENOTSUP);
	T_EQ(dpaa2x_soc_destroy(soc), 0);
}

/* The calling thread's DPIO, once; after a close, the same again. */
static void
test_portal_per_thread(void)
{
	struct dpaa2x_portal *p, *q;
	struct dpaa2x_soc *soc;
	char err[256] = "", want[128];
	int idx;

	T_EQ(dpaa2x_soc_create_fslmc(&soc, err, sizeof(err)), 0);
	T_EQ(dpaa2x_portal_open(soc, &p, err, sizeof(err)), 0);
	idx = dpaa2x_portal_index(p);
	T_EQ(dpaa2x_portal_open(soc, &q, err, sizeof(err)), -ENOSPC);
	snprintf(want, sizeof(want), "this thread's DPIO portal (dpio.%d) is open already: "
		 "one per thread on the fslmc bus", idx);
	T_STREQ(err, want);
	dpaa2x_portal_close(p);
	T_EQ(dpaa2x_portal_open(soc, &q, err, sizeof(err)), 0);
	T_EQ(dpaa2x_portal_index(q), idx);
	dpaa2x_portal_close(q);
	T_EQ(dpaa2x_soc_destroy(soc), 0);
}

/* dpni@1 of the default DPL as the MC gives it, its link flow control;
 * open once; no dpni 9. */
static void
test_dpni_open(void)
{
	struct dpaa2x_dpni_attr a, b;
	struct dpaa2x_pause_stats ps;
	struct dpaa2x_pause_cfg pc;
	struct dpaa2x_soc *soc;
	struct dpaa2x_link l;
	char err[256] = "";
	unsigned int i;

	T_EQ(dpaa2x_soc_create_fslmc(&soc, err, sizeof(err)), 0);
	T_EQ(dpaa2x_dpni_open(soc, 1, &a), 0);
	T_EQ(a.id, 1);
	T_EQ(a.num_rx_queues, 4);
	T_EQ(a.num_tx_queues, 4);
	for (i = 0; i < 4; i++) {
		T_NE(a.rx_fqid[i], 0);
		T_NE(a.tx_fqid[i], a.txconf_fqid[i]);
	}
	T_EQ(a.rx_fq_depth, 1024);		/* the Rx queues' tail drop */
	T_EQ(a.tx_fq_depth, 1024);		/* none: the backend's default */
	T_EQ(a.max_frame_len, 1518);		/* the MC's 1514 and the FCS */
	T_EQ(a.mac_filter_entries, 16);
	T_EQ(memcmp(a.mac, mt_mac1, 6), 0);
	T_EQ(a.dpmac_id, 0xffff);
	T_EQ(dpaa2x_dpni_get_attr(soc, 1, &b), 0);
	T_EQ(memcmp(&a, &b, sizeof(a)), 0);
	T_EQ(dpaa2x_dpni_open(soc, 1, &b), -EBUSY);
	T_EQ(dpaa2x_dpni_get_link(soc, 1, &l), 0);
	T_EQ(l.speed_mbps, 10000);
	T_EQ(l.full_duplex, 1);
	/* link flow control: the link configuration's PAUSE options, the
	 * MC's own thresholds (the contract's defaults, no others) */
	T_EQ(dpaa2x_dpni_get_pause(soc, 1, &pc, NULL), 0);
	T_EQ(pc.options, 0);
	T_EQ(pc.xoff_frames, 768);
	T_EQ(pc.xon_frames, 512);
	pc.options = DPAA2X_LINK_OPT_ASYM_PAUSE;	/* Tx pause */
	T_EQ(dpaa2x_dpni_set_pause(soc, 1, &pc), 0);
	memset(&pc, 0, sizeof(pc));
	T_EQ(dpaa2x_dpni_get_pause(soc, 1, &pc, NULL), 0);
	T_EQ(pc.options, DPAA2X_LINK_OPT_ASYM_PAUSE);
	T_EQ(dpaa2x_dpni_get_pause(ft_shim_board(), 1, &pc, NULL), 0);	/* the MAC's */
	T_EQ(pc.options, DPAA2X_LINK_OPT_ASYM_PAUSE);
	pc.xoff_frames = 100;
	T_EQ(dpaa2x_dpni_set_pause(soc, 1, &pc), -ENOTSUP);
	T_EQ(dpaa2x_dpni_get_pause(soc, 1, NULL, &ps), -ENOTSUP);
	T_EQ(dpaa2x_soc_destroy(soc), -EBUSY);	/* a dpni is open */
	T_EQ(dpaa2x_dpni_close(soc, 1), 0);
	T_EQ(dpaa2x_dpni_close(soc, 1), -ENODEV);
	T_EQ(dpaa2x_dpni_open(soc, 9, &b), -ENODEV);	/* the DPL has dpni@1, @2 */
	T_EQ(dpaa2x_dpni_enable(soc, 9), -ENODEV);
	T_EQ(dpaa2x_soc_destroy(soc), 0);
}

/* A dpbp of the bus: filled through the portal, counted by the MC, given
 * back once empty; the DPRC's 8 and no more. */
static void
test_dpbp(void)
{
	uint8_t *mem = rte_zmalloc("bufs", 7 * BUF_SIZE, 64);
	uint16_t bpid, all[DPAA2X_MAX_DPBP];
	struct dpaa2x_bpool_stats st;
	struct dpaa2x_portal *p;
	struct dpaa2x_soc *soc;
	uint64_t bufs[7], got[7];
	char err[256] = "";
	unsigned int i, n;

	T_EQ(dpaa2x_soc_create_fslmc(&soc, err, sizeof(err)), 0);
	T_EQ(dpaa2x_portal_open(soc, &p, err, sizeof(err)), 0);
	T_EQ(dpaa2x_dpbp_claim(soc, &bpid, err, sizeof(err)), 0);
	T_EQ(dpaa2x_dpbp_get_stats(soc, bpid, &st), 0);
	T_EQ(st.free, 0);
	T_EQ(st.capacity, UINT32_MAX);		/* BMan keeps none to read */
	for (i = 0; i < 7; i++)
		bufs[i] = rte_malloc_virt2iova(mem) + (uint64_t)i * BUF_SIZE;
	T_EQ(dpaa2x_bman_release(p, bpid, bufs, 7), 0);
	T_EQ(dpaa2x_bman_release(p, bpid, bufs, 0), -EINVAL);
	T_EQ(dpaa2x_dpbp_get_stats(soc, bpid, &st), 0);
	T_EQ(st.free, 7);
	T_EQ(dpaa2x_dpbp_unclaim(soc, bpid), -EBUSY);
	T_EQ(dpaa2x_bman_acquire(p, bpid, got, 7), 7);
	T_EQ(dpaa2x_bman_acquire(p, bpid, got, 1), 0);	/* empty */
	T_EQ(dpaa2x_dpbp_unclaim(soc, bpid), 0);
	T_EQ(dpaa2x_dpbp_unclaim(soc, bpid), -EINVAL);
	for (n = 0; n < DPAA2X_MAX_DPBP &&
		    dpaa2x_dpbp_claim(soc, &all[n], err, sizeof(err)) == 0; n++)
		;
	T_EQ(n, 8);
	T_STREQ(err, "no free dpbp in the DPRC (every one the fslmc bus found is in use)");
	T_EQ(dpaa2x_soc_destroy(soc), -EBUSY);	/* dpbp claimed */
	while (n-- > 0)
		T_EQ(dpaa2x_dpbp_unclaim(soc, all[n]), 0);
	dpaa2x_portal_close(p);
	T_EQ(dpaa2x_soc_destroy(soc), 0);
	rte_free(mem);
}

/*
 * Without the emulated board behind the bus, as on silicon: no tester.
 * A port probes and runs without one; its tester devargs are refused.
 */
static void
test_no_tester_on_silicon(void)
{
	struct dpaa2x_soc *board = ft_shim_board(), *soc;
	struct dpaa2x_gen_params gp = { .n_sizes = 1, .sizes = { 64 }, .flows = 1 };
	struct dpaa2x_wire_stats ws;
	struct dpaa2x_soc_info si;
	char err[256] = "";
	uint16_t port;
	uint8_t f[64];

	dpaa2x_board_attach(NULL);
	T_EQ(dpaa2x_soc_create_fslmc(&soc, err, sizeof(err)), 0);
	T_EQ(dpaa2x_soc_get_info(soc, &si), 0);
	T_EQ(si.caps, 0);
	T_EQ(dpaa2x_wire_gen_config(soc, 1, &gp), -ENOTSUP);
	T_EQ(dpaa2x_wire_gen_start(soc, 1), -ENOTSUP);
	T_EQ(dpaa2x_wire_gen_stop(soc, 1), -ENOTSUP);
	T_EQ(dpaa2x_wire_get_stats(soc, 1, &ws), -ENOTSUP);
	T_EQ(dpaa2x_wire_reset_stats(soc, 1), -ENOTSUP);
	T_EQ(dpaa2x_wire_reset_latency(soc, 1), -ENOTSUP);
	T_EQ(dpaa2x_wire_inject(soc, 1, f, sizeof(f)), -ENOTSUP);
	T_EQ(dpaa2x_wire_capture_start(soc, 1, 1), -ENOTSUP);
	T_EQ(dpaa2x_wire_capture_read(soc, 1, 0, f, sizeof(f)), -ENOTSUP);
	T_EQ(dpaa2x_soc_destroy(soc), 0);
	t_log_clear();
	T_NE(rte_vdev_init("net_dpaa2x0", "backend=fslmc,dpni=1,gen_rate=1000"), 0);
	T_CONTAINS(t_log_text(), "net_dpaa2x0: devarg gen_rate: the board has no tester (the "
		   "emulated board's generator and sink) to take it");
	port = t_probe("net_dpaa2x0", "dpni=1");
	T_EQ(rte_pmd_dpaa2x_gen_start(port), -ENOTSUP);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	dpaa2x_board_attach(board);
}

/* One SoC per process: the backend of the first port. */
static void
test_one_backend_per_process(void)
{
	t_log_clear();
	T_EQ(rte_vdev_init("net_dpaa2x0", "backend=fslmc,dpni=1,gen=off"), 0);
	T_NE(rte_vdev_init("net_dpaa2x1", "dpni=2,gen=off"), 0);
	T_CONTAINS(t_log_text(), "net_dpaa2x1: backend=emulated conflicts with backend=fslmc "
		   "already in use: all dpaa2x ports of a process share one SoC");
	T_NE(rte_vdev_init("net_dpaa2x1", "backend=fslmc,dpni=1,gen=off"), 0);
	T_CONTAINS(t_log_text(), "net_dpaa2x1: devarg dpni=1: already used by another port");
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/*
 * The board's MAC holds Tx as a link partner's PAUSE does (802.3x, the
 * dpni's Rx pause) for as long as the test wants: a PAUSE in force with no
 * end, then quanta 0 (XON). Between two engine passes, as an MC command.
 */
static void
tx_hold(struct dpaa2x_soc *board, struct model_dpni *ni, bool hold)
{
	MODEL_MC_COMMAND(board);

	ni->pause.tx_until = hold ? UINT64_MAX : 0;
}

/* The CSCN state QMan wrote last for Tx FQ fq of the board, or -1 (none). */
static int
cscn_state(struct dpaa2x_soc *board, struct model_fq *fq)
{
	MODEL_MC_COMMAND(board);
	const struct dpaa2x_cscn *m = __atomic_load_n(&fq->cg_msg, __ATOMIC_ACQUIRE);

	return m == NULL || m->verb != DPAA2X_CSCN_VERB ? -1 :
	       __atomic_load_n(&m->state, __ATOMIC_ACQUIRE);
}

/* Wait (10 s at most) until the board's Tx FQ holds depth frames and its
 * CSCN says state. */
static void
wait_fq(struct dpaa2x_soc *board, struct model_fq *fq, uint32_t depth, int state)
{
	uint64_t end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
	struct dpaa2x_fq_stats st = { .depth_frames = UINT32_MAX };

	while ((dpaa2x_fq_get_stats(board, fq->fqid, &st) != 0 || st.depth_frames != depth ||
		cscn_state(board, fq) != state) && rte_get_timer_cycles() < end)
		rte_delay_us_sleep(100);
	if (st.depth_frames != depth || cscn_state(board, fq) != state)
		T_FAIL_AT("Tx FQ 0x%x: %u frames, CSCN state %d after 10 s; want %u, %d",
			  fq->fqid, st.depth_frames, cscn_state(board, fq), depth, state);
}

/* Bursts of 32 broadcast frames of 60 bytes (m[] filled anew each time). */
static uint16_t
burst(uint16_t port, struct rte_mempool *mp, struct rte_mbuf **m)
{
	unsigned int i;
	uint16_t n;

	T_EQ(rte_pktmbuf_alloc_bulk(mp, m, 32), 0);
	for (i = 0; i < 32; i++)
		memset(rte_pktmbuf_append(m[i], 60), 0xff, 60);
	n = rte_eth_tx_burst(port, 0, m, 32);
	for (i = n; i < 32; i++)	/* what Tx did not take stays ours */
		rte_pktmbuf_free(m[i]);
	return n;
}

/*
 * Tx back-pressure on fslmc: Tx queue 0 of 64 descriptors asks the MC for
 * its congestion notification (dpni_set_congestion_notification: entry
 * 64, exit 57, the CSCN to the PMD's memory). With the MAC's Tx held (the
 * link partner's PAUSE) 96 frames wait in the FQ: QMan writes the CSCN
 * congested and the next burst takes nothing (tx_congested). Tx let go,
 * the FQ drains, the CSCN says uncongested and Tx sends again. Every
 * frame on the wire once, every buffer back.
 */
static void
test_tx_congestion(void)
{
	struct dpaa2x_soc *board = ft_shim_board();
	struct model_dpni *ni = model_dpni_by_id(board, 1);
	struct model_fq *fq = ni->txq[0];
	uint16_t port = t_probe("net_dpaa2x0", "dpni=1,gen=off");
	struct rte_mempool *mp = rte_pktmbuf_pool_create("cong", 1024, 0, 0,
							 RTE_MBUF_DEFAULT_BUF_SIZE, 0);
	struct rte_pmd_dpaa2x_wire_stats ws;
	struct rte_eth_conf conf = { 0 };
	struct rte_mbuf *m[32];
	unsigned int b;

	T_NE(mp, NULL);
	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), 0);
	/* 1024 descriptors: the tail drop (1024) less a burst and an EQCR */
	T_EQ(rte_eth_tx_queue_setup(port, 0, 1024, SOCKET_ID_ANY, NULL), 0);
	T_EQ(fq->cg_entry, 1024 - 32 - 8);
	T_EQ(fq->cg_exit, 885);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 64, SOCKET_ID_ANY, NULL), 0);
	T_EQ(fq->cg_entry, 64);		/* as the MC set it */
	T_EQ(fq->cg_exit, 57);
	T_EQ(rte_eth_dev_start(port), 0);
	tx_hold(board, ni, true);
	for (b = 0; b < 3; b++)
		T_EQ(burst(port, mp, m), 32);
	wait_fq(board, fq, 96, DPAA2X_CSCN_CONGESTED);	/* above 64: written */
	T_EQ(burst(port, mp, m), 0);			/* held back, counted */
	T_EQ(t_xstat(port, "tx_congested"), 1);
	T_EQ(t_xstat(port, "hw_tx_frames"), 0);
	tx_hold(board, ni, false);
	wait_fq(board, fq, 0, 0);			/* below 57: written */
	T_EQ(burst(port, mp, m), 32);
	wait_fq(board, fq, 0, 0);
	T_EQ(t_xstat(port, "tx_congested"), 1);
	T_EQ(t_xstat(port, "tx_queue_full"), 0);	/* no enqueue refused */
	T_EQ(t_xstat(port, "hw_tx_frames"), 4 * 32);
	T_EQ(rte_pmd_dpaa2x_wire_stats_get(port, &ws), 0);
	T_EQ(ws.sink_foreign, 4 * 32);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	T_EQ(__atomic_load_n(&fq->cg_msg, __ATOMIC_ACQUIRE), NULL);	/* off before it went */
	T_EQ(rte_mempool_avail_count(mp), 1024);
	rte_mempool_free(mp);
}

/* The board's dpni@1 counters as its MC reads them (no base) once
 * egr_frames is want (10 s at most). */
static void
wait_egress(struct dpaa2x_soc *board, uint64_t want, struct dpaa2x_dpni_stats *hw)
{
	uint64_t end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();

	while ((dpaa2x_dpni_get_stats(board, 1, hw) != 0 || hw->egr_frames != want) &&
	       rte_get_timer_cycles() < end)
		rte_delay_us_sleep(100);
	if (hw->egr_frames != want)
		T_FAIL_AT("dpni@1 sent %llu frames in 10 s; want %llu",
			  (unsigned long long)hw->egr_frames, (unsigned long long)want);
}

/*
 * rte_eth_stats_reset() sends dpni_reset_statistics once, as net_dpaa2's
 * dpaa2_dev_stats_reset (dpaa2_ethdev.c): the dpni's own counters, as the
 * MC reads them, are all 0 after it and count from there, the port's
 * statistics with them.
 */
static void
test_stats_reset(void)
{
	static struct dpaa2x_mc_trace tr[MODEL_MC_TRACE];
	static const struct dpaa2x_dpni_stats zero;
	struct dpaa2x_soc *board = ft_shim_board();
	uint16_t port = t_probe("net_dpaa2x0", "dpni=1,gen=off");
	struct rte_mempool *mp = rte_pktmbuf_pool_create("reset", 1024, 0, 0,
							 RTE_MBUF_DEFAULT_BUF_SIZE, 0);
	struct dpaa2x_dpni_stats hw0, hw;
	struct rte_eth_stats st;
	struct rte_mbuf *m[32];
	unsigned int n, i, resets = 0;

	T_NE(mp, NULL);
	t_port_start(port, mp);
	/* what the earlier cases' ports sent on dpni@1 (no reset since) */
	T_EQ(dpaa2x_dpni_get_stats(board, 1, &hw0), 0);
	T_EQ(burst(port, mp, m), 32);
	wait_egress(board, hw0.egr_frames + 32, &hw);
	T_EQ(hw.egr_bytes, hw0.egr_bytes + 32 * 60);
	dpaa2x_soc_mc_trace_start(board);
	T_EQ(rte_eth_stats_reset(port), 0);
	n = dpaa2x_soc_mc_trace_read(board, tr, RTE_DIM(tr));
	for (i = 0; i < n && i < RTE_DIM(tr); i++)
		resets += tr[i].op == DPAA2X_MC_DPNI_RESET_STATISTICS && tr[i].err == 0;
	T_EQ(resets, 1);
	T_EQ(dpaa2x_dpni_get_stats(board, 1, &hw), 0);
	T_EQ(memcmp(&hw, &zero, sizeof(hw)), 0);
	T_EQ(rte_eth_stats_get(port, &st), 0);
	T_EQ(st.opackets, 0);
	T_EQ(st.obytes, 0);
	T_EQ(st.oerrors, 0);
	T_EQ(burst(port, mp, m), 32);
	wait_egress(board, 32, &hw);
	T_EQ(hw.egr_bytes, 32 * 60);
	T_EQ(rte_eth_stats_get(port, &st), 0);
	T_EQ(st.opackets, 32);
	T_EQ(st.obytes, 32 * 60);
	T_EQ(t_xstat(port, "hw_tx_frames"), 32);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	T_EQ(rte_mempool_avail_count(mp), 1024);
	rte_mempool_free(mp);
}

/*
 * The MC refuses the congestion notification: at setup with -ENOTSUP the
 * queue has the tail drop only (logged), with -EINVAL its setup fails;
 * at release the notification stays on, so its memory is kept (logged).
 */
static void
test_tx_cong_refused(void)
{
	struct dpaa2x_soc *board = ft_shim_board();
	struct model_fq *fq = model_dpni_by_id(board, 1)->txq[0];
	struct dpaa2x_mc_refusal r = { DPAA2X_MC_DPNI_SET_CONG_NOTIF, DPAA2X_MC_ANY, 0,
				       -ENOTSUP };
	uint16_t port = t_probe("net_dpaa2x0", "dpni=1,gen=off");
	struct rte_eth_conf conf = { 0 };
	char want[160];

	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(dpaa2x_soc_mc_refuse(board, &r), 0);
	t_log_clear();
	T_EQ(rte_eth_tx_queue_setup(port, 0, 64, SOCKET_ID_ANY, NULL), 0);
	snprintf(want, sizeof(want), "port %u tx queue 0: no congestion notification "
		 "(Operation not supported): no Tx back-pressure but the FQ's tail drop", port);
	T_CONTAINS(t_log_text(), want);
	T_EQ(__atomic_load_n(&fq->cg_msg, __ATOMIC_ACQUIRE), NULL);
	T_EQ(dpaa2x_soc_mc_refuse(board, NULL), 0);
	r.err = -EINVAL;
	T_EQ(dpaa2x_soc_mc_refuse(board, &r), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 64, SOCKET_ID_ANY, NULL), -EINVAL);
	snprintf(want, sizeof(want), "port %u tx queue 0: the MC refused the congestion "
		 "notification (Invalid argument)", port);
	T_CONTAINS(t_log_text(), want);
	T_EQ(dpaa2x_soc_mc_refuse(board, NULL), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 64, SOCKET_ID_ANY, NULL), 0);
	T_NE(__atomic_load_n(&fq->cg_msg, __ATOMIC_ACQUIRE), NULL);
	T_EQ(dpaa2x_soc_mc_refuse(board, &r), 0);
	t_log_clear();
	/* set up again: ethdev releases the queue first, which is refused */
	T_EQ(rte_eth_tx_queue_setup(port, 0, 64, SOCKET_ID_ANY, NULL), -EINVAL);
	snprintf(want, sizeof(want), "port %u tx queue 0: the MC refused to turn the "
		 "congestion notification off (Invalid argument): its message memory is "
		 "kept", port);
	T_CONTAINS(t_log_text(), want);
	T_NE(__atomic_load_n(&fq->cg_msg, __ATOMIC_ACQUIRE), NULL);	/* QMan may write */
	T_EQ(dpaa2x_soc_mc_refuse(board, NULL), 0);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/*
 * The engine stopped (dpaa2x_soc_stop() on the board): a BMan acquire on
 * the thread's DPIO gets no answer, and DPDK's QBMan driver gives up on
 * its own after its 1000 polls of the response: -EIO, the engine having
 * served no acquire. Started again, it serves the command late, as a slow
 * QBMan would. Last: the portal's response valid bit is out of step with
 * DPDK's from then on.
 */
static void
test_engine_paused(void)
{
	struct dpaa2x_soc *soc, *board = ft_shim_board();
	struct dpaa2x_swp_stats st0, st;
	struct dpaa2x_portal *p;
	char err[256] = "";
	uint64_t buf, end;
	int idx, r;

	T_EQ(dpaa2x_soc_create_fslmc(&soc, err, sizeof(err)), 0);
	T_EQ(dpaa2x_portal_open(soc, &p, err, sizeof(err)), 0);
	idx = dpaa2x_portal_index(p);
	T_EQ(dpaa2x_swp_get_stats(board, idx, &st0), 0);
	T_EQ(dpaa2x_soc_stop(board), 0);
	r = dpaa2x_bman_acquire(p, board->pool[0].bpid, &buf, 1);
	T_EQ(dpaa2x_swp_get_stats(board, idx, &st), 0);
	T_EQ(dpaa2x_soc_start(board, err, sizeof(err)), 0);
	T_EQ(r, -EIO);
	T_EQ(st.acquires, st0.acquires);
	end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
	do
		T_EQ(dpaa2x_swp_get_stats(board, idx, &st), 0);
	while (st.acquires == st0.acquires && rte_get_timer_cycles() < end);
	T_EQ(st.acquires, st0.acquires + 1);
	dpaa2x_portal_close(p);
	T_EQ(dpaa2x_soc_destroy(soc), 0);
}

int
main(int argc, char **argv)
{
	(void)argc;
	t_eal_init(argv[0], NULL);
	t_log_capture();
	T_RUN(test_soc);
	T_RUN(test_portal_per_thread);
	T_RUN(test_dpni_open);
	T_RUN(test_dpbp);
	T_RUN(test_no_tester_on_silicon);
	T_RUN(test_one_backend_per_process);
	T_RUN(test_tx_congestion);
	T_RUN(test_tx_cong_refused);
	T_RUN(test_stats_reset);
	T_RUN(test_engine_paused);
	t_log_release();
	return t_done();
}
