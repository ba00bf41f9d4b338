/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Queue start and stop, deferred start and burst mode info, stepped
 * (hw_cpu=step: the hardware runs a pass per step, so every count is
 * exact). A stopped Rx queue's frame queue keeps filling (DPAA2 has no
 * per-queue Rx enable); its start drops those frames as stop discards.
 */

#include <errno.h>
#include <string.h>

#include <rte_ethdev.h>
#include <rte_mbuf.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_port.h"

#define NB_MBUF	4096
#define NQ	4
#define FRAMES	384	/* the 64 flows 6 times: any run of them alike */

static struct rte_mempool *mp;

/* NQ queues each way, queue dq (if < NQ) of each way deferred; started. */
static uint16_t
port_up(const char *args, uint16_t dq)
{
	struct rte_eth_conf conf = {
		.rxmode.mq_mode = RTE_ETH_MQ_RX_RSS,
		.rx_adv_conf.rss_conf.rss_hf = RTE_ETH_RSS_IP | RTE_ETH_RSS_UDP,
	};
	struct rte_eth_rxconf rxc = { 0 };
	struct rte_eth_txconf txc = { 0 };
	uint16_t port = t_probe("net_dpaa2x0", args), q;

	T_EQ(rte_eth_dev_configure(port, NQ, NQ, &conf), 0);
	for (q = 0; q < NQ; q++) {
		rxc.rx_deferred_start = txc.tx_deferred_start = q == dq;
		T_EQ(rte_eth_rx_queue_setup(port, q, 512, SOCKET_ID_ANY, &rxc, mp), 0);
		T_EQ(rte_eth_tx_queue_setup(port, q, 512, SOCKET_ID_ANY, &txc), 0);
	}
	T_EQ(rte_eth_dev_start(port), 0);
	return port;
}

/* Rx queue q's state; its deferred start flag in *deferred if not NULL. */
static uint8_t
rx_state(uint16_t port, uint16_t q, uint8_t *deferred)
{
	struct rte_eth_rxq_info qi;

	T_EQ(rte_eth_rx_queue_info_get(port, q, &qi), 0);
	if (deferred != NULL)
		*deferred = qi.conf.rx_deferred_start;
	return qi.queue_state;
}

static uint8_t
tx_state(uint16_t port, uint16_t q, uint8_t *deferred)
{
	struct rte_eth_txq_info qi;

	T_EQ(rte_eth_tx_queue_info_get(port, q, &qi), 0);
	if (deferred != NULL)
		*deferred = qi.conf.tx_deferred_start;
	return qi.queue_state;
}

/* Let the generator put out its frames, then poll the started queues
 * (skip: one not polled) until 8 rounds bring nothing; the frames each
 * queue received go to got[]. */
static void
poll_all(uint16_t port, uint16_t skip, uint64_t got[NQ])
{
	struct rte_mbuf *pkts[32];
	unsigned int i, idle = 0;
	uint16_t q, n;

	t_steps_until_idle();
	for (i = 0; i < 100000 && idle < 8; i++) {
		unsigned int brought = 0;

		rte_pmd_dpaa2x_hw_step(0);
		for (q = 0; q < NQ; q++) {
			if (q == skip)
				continue;
			n = rte_eth_rx_burst(port, q, pkts, 32);
			rte_pktmbuf_free_bulk(pkts, n);
			got[q] += n;
			brought += n;
		}
		idle = brought == 0 ? idle + 1 : 0;
	}
	T_CHECK(idle == 8);
}

static uint64_t
sum(const uint64_t v[NQ])
{
	return v[0] + v[1] + v[2] + v[3];
}

/*
 * Rx queue 1 stopped: the other queues deliver their share, queue 1's
 * frames wait in its FQ; its start drops them (stop discards), after it
 * it receives again. Every frame is counted once.
 */
static void
test_rx_queue_stop_start(void)
{
	uint16_t port = port_up("hw_cpu=step,gen_count=384,gen_burst=40,gen_flows=64,"
				"copybreak=0", NQ);
	uint64_t got[NQ] = { 0 }, waiting;

	/* the generator's run from the queue's stop on: on backend=fslmc in
	 * step mode every MC and QBMan command's poll runs a hardware pass
	 * (the start's link read too), and the stop's drain would see (and
	 * drop) what came before; received first, it is counted nowhere */
	T_EQ(rte_pmd_dpaa2x_gen_stop(port), 0);
	poll_all(port, NQ, got);
	memset(got, 0, sizeof(got));
	T_EQ(rte_eth_dev_rx_queue_stop(port, 1), 0);
	T_EQ(t_xstat(port, "rx_stop_discards"), 0);
	T_EQ(rte_pmd_dpaa2x_gen_start(port), 0);
	T_EQ(rx_state(port, 1, NULL), RTE_ETH_QUEUE_STATE_STOPPED);
	T_EQ(rx_state(port, 0, NULL), RTE_ETH_QUEUE_STATE_STARTED);
	poll_all(port, 1, got);
	waiting = rte_eth_rx_queue_count(port, 1);
	T_CHECK(waiting > 0);			/* 64 flows over 4 queues */
	T_EQ(got[1], 0);
	T_EQ(sum(got) + waiting, FRAMES);
	T_EQ(t_xstat(port, "rx_stop_discards"), 0);
	T_EQ(rte_eth_dev_rx_queue_start(port, 1), 0);
	T_EQ(rx_state(port, 1, NULL), RTE_ETH_QUEUE_STATE_STARTED);
	T_EQ(t_xstat(port, "rx_stop_discards"), waiting);
	T_EQ(rte_eth_rx_queue_count(port, 1), 0);
	/* the same flows again: queue 1 takes its share now */
	memset(got, 0, sizeof(got));
	T_EQ(rte_pmd_dpaa2x_gen_start(port), 0);
	poll_all(port, NQ, got);
	T_EQ(sum(got), FRAMES);
	T_EQ(got[1], waiting);			/* the hash sends the same flows there */
	t_port_down("net_dpaa2x0", port);
}

/* Queues set up with a deferred start stay stopped at dev_start, start on
 * their own; a stop of a stopped queue and a start of a started one are
 * ethdev's no-ops. */
static void
test_deferred_start(void)
{
	uint16_t port = port_up("hw_cpu=step,gen_count=384,gen_burst=40,gen_flows=64,"
				"copybreak=0", 2);
	uint64_t got[NQ] = { 0 }, waiting;
	uint8_t deferred;

	T_EQ(rx_state(port, 2, &deferred), RTE_ETH_QUEUE_STATE_STOPPED);
	T_EQ(deferred, 1);
	T_EQ(tx_state(port, 2, &deferred), RTE_ETH_QUEUE_STATE_STOPPED);
	T_EQ(deferred, 1);
	T_EQ(rx_state(port, 1, &deferred), RTE_ETH_QUEUE_STATE_STARTED);
	T_EQ(deferred, 0);
	T_EQ(rx_state(port, 3, NULL), RTE_ETH_QUEUE_STATE_STARTED);
	T_EQ(tx_state(port, 0, NULL), RTE_ETH_QUEUE_STATE_STARTED);
	poll_all(port, 2, got);
	waiting = rte_eth_rx_queue_count(port, 2);
	T_EQ(sum(got) + waiting, FRAMES);
	T_EQ(rte_eth_dev_rx_queue_start(port, 2), 0);
	T_EQ(rte_eth_dev_tx_queue_start(port, 2), 0);
	T_EQ(rx_state(port, 2, NULL), RTE_ETH_QUEUE_STATE_STARTED);
	T_EQ(tx_state(port, 2, NULL), RTE_ETH_QUEUE_STATE_STARTED);
	T_EQ(rte_eth_dev_rx_queue_start(port, 2), 0);	/* already started */
	T_EQ(t_xstat(port, "rx_stop_discards"), waiting);
	/* a restart of the port keeps the deferred queues stopped */
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(rte_eth_dev_start(port), 0);
	T_EQ(rx_state(port, 2, NULL), RTE_ETH_QUEUE_STATE_STOPPED);
	t_port_down("net_dpaa2x0", port);
}

/* A Tx queue's stop returns once the hardware has sent what it took. */
static void
test_tx_queue_stop(void)
{
	uint16_t port = port_up("hw_cpu=step,gen_count=64,gen_burst=64,copybreak=0", NQ);
	struct rte_pmd_dpaa2x_wire_stats ws;
	struct rte_mbuf *pkts[32];
	unsigned int i, sent = 0;
	uint16_t q, n;

	t_steps_until_idle();
	for (i = 0; i < 100 && sent < 64; i++)
		for (q = 0; q < NQ; q++) {
			n = rte_eth_rx_burst(port, q, pkts, 32);
			T_EQ(rte_eth_tx_burst(port, 3, pkts, n), n);
			sent += n;
		}
	T_EQ(sent, 64);
	T_EQ(rte_eth_dev_tx_queue_stop(port, 3), 0);	/* steps the hardware for it */
	T_EQ(tx_state(port, 3, NULL), RTE_ETH_QUEUE_STATE_STOPPED);
	T_EQ(rte_pmd_dpaa2x_wire_stats_get(port, &ws), 0);
	T_EQ(ws.sink_frames, 64);
	T_EQ(rte_eth_dev_tx_queue_start(port, 3), 0);
	T_EQ(tx_state(port, 3, NULL), RTE_ETH_QUEUE_STATE_STARTED);
	t_port_down("net_dpaa2x0", port);
}

#ifndef T_BACKEND_FSLMC	/* (the case is fslmc_backend's there: see main) */
/*
 * Tx back-pressure: a queue of 64 descriptors is congested once more than
 * 64 frames wait in its FQ (QMan's CSCN, written at the crossing); Tx then
 * takes nothing (tx_congested), where the FQ's tail drop (1024) would
 * have refused frames, until the hardware has sent them and the count is
 * below 57 (9/10). Every frame sent once, every buffer back.
 */
static void
test_tx_congestion(void)
{
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=step,gen=off");
	struct rte_eth_conf conf = { 0 };
	struct rte_pmd_dpaa2x_wire_stats ws;
	struct rte_mbuf *m[32];
	unsigned int b, i;

	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 64, SOCKET_ID_ANY, NULL), 0);
	T_EQ(rte_eth_dev_start(port), 0);
	for (b = 0; b < 5; b++) {
		T_EQ(rte_pktmbuf_alloc_bulk(mp, m, RTE_DIM(m)), 0);
		for (i = 0; i < RTE_DIM(m); i++)
			memset(rte_pktmbuf_append(m[i], 60), 0xff, 60);	/* broadcast */
		if (b == 3) {	/* 96 waiting: congested, nothing taken */
			T_EQ(rte_eth_tx_burst(port, 0, m, RTE_DIM(m)), 0);
			T_EQ(t_xstat(port, "tx_congested"), 1);
			t_steps_until_idle();	/* all sent: below the exit */
		}
		T_EQ(rte_eth_tx_burst(port, 0, m, RTE_DIM(m)), RTE_DIM(m));
	}
	t_steps_until_idle();
	T_EQ(t_xstat(port, "tx_congested"), 1);
	T_EQ(t_xstat(port, "tx_queue_full"), 0);	/* no enqueue refused */
	T_EQ(t_xstat(port, "hw_tx_frames"), 5 * 32);
	T_EQ(rte_pmd_dpaa2x_wire_stats_get(port, &ws), 0);
	T_EQ(ws.sink_foreign, 5 * 32);	/* not the generator's: foreign */
	t_port_down("net_dpaa2x0", port);
}
#endif

/* Each queue's burst mode, as it runs now: the copybreak in force, the
 * pools, scatter. */
static void
test_burst_mode(void)
{
	uint16_t port = port_up("hw_cpu=step,gen=off,copybreak=512", NQ);
	struct rte_eth_burst_mode m;

	T_EQ(rte_eth_rx_burst_mode_get(port, 1, &m), 0);
	T_STREQ(m.info, "Scalar pull: volatile dequeue of up to 16 frames, double-buffered; "
		"copybreak 512; 1 pool");
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, 128), 0);
	T_EQ(rte_eth_rx_burst_mode_get(port, 0, &m), 0);
	T_STREQ(m.info, "Scalar pull: volatile dequeue of up to 16 frames, double-buffered; "
		"copybreak 128; 1 pool");
#ifdef T_BACKEND_FSLMC
	/* the MC refuses the pools' state notifications auto needs (the NIC
	 * guide's dpbp_set_notifications()): the copybreak stays fixed */
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak_auto(port, 64, 1514), -ENOTSUP);
	T_EQ(rte_eth_rx_burst_mode_get(port, 0, &m), 0);
	T_STREQ(m.info, "Scalar pull: volatile dequeue of up to 16 frames, double-buffered; "
		"copybreak 128; 1 pool");
#else
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak_auto(port, 64, 1514), 0);
	T_EQ(rte_eth_rx_burst_mode_get(port, 0, &m), 0);
	T_STREQ(m.info, "Scalar pull: volatile dequeue of up to 16 frames, double-buffered; "
		"copybreak auto:64:1514; 1 pool");
#endif
	T_EQ(rte_eth_tx_burst_mode_get(port, 2, &m), 0);
	T_STREQ(m.info, "Scalar enqueue: up to 32 FDs a command; buffers released by the "
		"hardware, chains in scatter-gather FDs");
	T_EQ(rte_eth_rx_burst_mode_get(port, NQ, &m), -EINVAL);	/* ethdev's check */
	t_port_down("net_dpaa2x0", port);
}

/* On backend=fslmc in step mode the hardware runs a pass at every MC and
 * QBMan command's poll, Tx's enqueues too: no 96 frames wait in a Tx FQ
 * there unless the MAC is held, which suite fslmc's fslmc_backend does
 * (its test_tx_congestion, the tester's PAUSE on the model's dpmac). */
#ifdef T_BACKEND_FSLMC
#define TX_CONGESTION_CASE
#else
#define TX_CONGESTION_CASE T_CASE(test_tx_congestion),
#endif

T_STEP_MAIN(mp, NB_MBUF,
	T_CASE(test_rx_queue_stop_start),
	T_CASE(test_deferred_start),
	T_CASE(test_tx_queue_stop),
	TX_CONGESTION_CASE
	T_CASE(test_burst_mode))
