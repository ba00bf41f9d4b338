/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Rx timestamps and timesync over the DPRTC, stepped (hw_cpu=step).
 *   test_timestamp rx        the generator's frames with
 *                            RTE_ETH_RX_OFFLOAD_TIMESTAMP: each mbuf's
 *                            dynamic timestamp, copied or zero-copy,
 *                            each later than the one before (a pass's 16
 *                            frames too: stamped one by one), between the
 *                            clock read before and after; none without the offload; write_time
 *                            and adjust_time exact, frames stamped after;
 *                            Tx timestamps (tx_conf=1) of the generator's
 *                            PTP frames sent back
 *   test_timestamp tx DTB    on the loopback DPL: a PTP frame (ethertype
 *                            0x88f7) among UDP ones, flagged, its time
 *                            read by timesync_read_rx_timestamp once;
 *                            Tx timestamps with tx_conf=1 (a PTP frame
 *                            looped back and sent again with
 *                            RTE_MBUF_F_TX_IEEE1588_TMST), none without
 *   test_timestamp nortc DTB on a DPL without dprtc.0: no timestamp
 *                            offload, read_clock and timesync -ENOTSUP
 */

#include <errno.h>

#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>
#include <rte_mbuf_dyn.h>
#include <rte_time.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_port.h"

#define NB_MBUF	2048
#define N	64
#define S	1000000000ull

static struct rte_mempool *mp;
static char loop_args[512];	/* tx: hw_cpu=step on the loopback DPL */
static int ts_off;
static uint64_t ts_flag;

static uint64_t clock_now(uint16_t port);

/* The port probed, the clock read into *lo (if not NULL) before the start
 * lets the generator's frames in: on backend=fslmc in step mode every MC
 * command's poll runs an engine pass, a clock read too. */
static uint16_t
port_up(const char *args, uint64_t rx_offloads, uint64_t *lo)
{
	struct rte_eth_conf conf = { .rxmode.offloads = rx_offloads };
	uint16_t port = t_probe("net_dpaa2x0", args);

	if (lo != NULL)
		*lo = clock_now(port);
	t_port_setup(port, &conf, 1, 1, mp);
	/* the field and flag the PMD registered (the same for every caller) */
	T_EQ(rte_mbuf_dyn_rx_timestamp_register(&ts_off, &ts_flag), 0);
	return port;
}

static uint64_t
ts_of(const struct rte_mbuf *m)
{
	return *RTE_MBUF_DYNFIELD(m, ts_off, const rte_mbuf_timestamp_t *);
}

static uint64_t
clock_now(uint16_t port)
{
	uint64_t c = 0;

	T_EQ(rte_eth_read_clock(port, &c), 0);
	return c;
}

/* Every frame stamped between the clock's reads lo and hi, each later
 * than the one before: WRIOP stamps a frame as it takes it, and one
 * wire's frames come one after another (a burst's frames here arrive in
 * one hardware pass, taken in one batch). */
static void
check_stamps(struct rte_mbuf **pkts, unsigned int n, uint64_t lo, uint64_t hi)
{
	uint64_t prev = lo;
	unsigned int i;

	for (i = 0; i < n; i++) {
		T_EQ(pkts[i]->ol_flags & ts_flag, ts_flag);
		T_CHECK(i == 0 ? ts_of(pkts[i]) >= prev : ts_of(pkts[i]) > prev);
		T_CHECK(ts_of(pkts[i]) <= hi);
		prev = ts_of(pkts[i]);
	}
}

/* Copied (copybreak 512) and zero-copy (0) frames alike. */
static void
test_rx_timestamps(void)
{
	static const char *const args[] = {
		"hw_cpu=step,gen_count=64,gen_burst=16,copybreak=512",
		"hw_cpu=step,gen_count=64,gen_burst=16,copybreak=0",
	};
	struct rte_eth_dev_info info;
	struct rte_mbuf *pkts[N];
	uint64_t lo, hi;
	unsigned int a;
	uint16_t port;

	for (a = 0; a < RTE_DIM(args); a++) {
		port = port_up(args[a], RTE_ETH_RX_OFFLOAD_TIMESTAMP, &lo);
		T_EQ(rte_eth_dev_info_get(port, &info), 0);
		T_EQ(info.rx_offload_capa & RTE_ETH_RX_OFFLOAD_TIMESTAMP,
		     RTE_ETH_RX_OFFLOAD_TIMESTAMP);
		T_EQ(t_step_receive(port, pkts, N), N);
		hi = clock_now(port);
		T_CHECK(hi > lo);
		check_stamps(pkts, N, lo, hi);
		rte_pktmbuf_free_bulk(pkts, N);
		T_EQ(t_xstat(port, a == 0 ? "rx_copybreak_packets" : "rx_zerocopy_packets"), N);
		t_port_down("net_dpaa2x0", port);
	}
	/* without the offload: no flag (the field is not written) */
	port = port_up(args[0], 0, NULL);
	T_EQ(t_step_receive(port, pkts, N), N);
	for (a = 0; a < N; a++)
		T_EQ(pkts[a]->ol_flags & ts_flag, 0);
	rte_pktmbuf_free_bulk(pkts, N);
	t_port_down("net_dpaa2x0", port);
}

/*
 * Tx timestamps (tx_conf=1) as testpmd's ieee1588 engine takes them, on
 * the generator's PTP Sync frames (gen_kind=ptp), both backends: each
 * frame flagged and stamped at arrival, sent back with
 * RTE_MBUF_F_TX_IEEE1588_TMST (zero-copy), its Tx time later than its
 * arrival and than the Tx time before; every frame confirmed, every mbuf
 * the driver's to free (the pools full at the stop: t_port_down's audit).
 */
static void
test_tx_timestamps_gen(void)
{
	uint16_t port = port_up("hw_cpu=step,gen_count=8,gen_burst=8,gen_kind=ptp,copybreak=0,"
				"tx_conf=1", RTE_ETH_RX_OFFLOAD_TIMESTAMP, NULL);
	struct rte_mbuf *pkts[8];
	struct timespec ts;
	uint64_t prev = 0, rx, tx;
	unsigned int i;

	T_EQ(rte_eth_timesync_enable(port), 0);
	T_EQ(t_step_receive(port, pkts, 8), 8);
	for (i = 0; i < 8; i++) {
		T_EQ(rte_be_to_cpu_16(rte_pktmbuf_mtod(pkts[i], struct rte_ether_hdr *)->ether_type),
		     RTE_ETHER_TYPE_1588);
		T_EQ(pkts[i]->ol_flags & (RTE_MBUF_F_RX_IEEE1588_PTP | RTE_MBUF_F_RX_IEEE1588_TMST),
		     RTE_MBUF_F_RX_IEEE1588_PTP | RTE_MBUF_F_RX_IEEE1588_TMST);
		rx = ts_of(pkts[i]);
		pkts[i]->ol_flags = RTE_MBUF_F_TX_IEEE1588_TMST;
		T_EQ(rte_eth_tx_burst(port, 0, &pkts[i], 1), 1);
		T_EQ(rte_eth_timesync_read_tx_timestamp(port, &ts), 0);
		tx = rte_timespec_to_ns(&ts);
		T_CHECK(tx > rx && tx > prev);
		prev = tx;
	}
	T_EQ(rte_eth_timesync_read_tx_timestamp(port, &ts), -EINVAL);	/* read once */
	t_steps_until_idle();
	T_EQ(t_xstat(port, "hw_tx_confirmed"), 8);
	t_port_down("net_dpaa2x0", port);
}

/* ns of host time between two TSC reads, and some slack for rounding. */
static uint64_t
host_ns(uint64_t t0, uint64_t t1)
{
	return (t1 - t0) * S / rte_get_tsc_hz() + 1000;
}

/* write_time sets the time, adjust_time moves it by exactly delta (each
 * within the host time the reads took); frames are stamped by it. */
static void
test_set_adjust(void)
{
	uint16_t port = port_up("hw_cpu=step,gen_count=64,gen_burst=64,copybreak=0",
				RTE_ETH_RX_OFFLOAD_TIMESTAMP, NULL);
	struct timespec set = { .tv_sec = 1000000, .tv_nsec = 5 }, got, bad = { 1, S };
	static const int64_t deltas[] = { 5 * (int64_t)S, -7 * (int64_t)S, 1, -1 };
	struct rte_mbuf *pkts[N];
	uint64_t t0, t1, a, b, lo;
	unsigned int i;

	T_EQ(t_step_receive(port, pkts, N), N);	/* the first run, before the changes */
	rte_pktmbuf_free_bulk(pkts, N);
	T_EQ(rte_eth_timesync_enable(port), 0);
	t0 = rte_rdtsc();
	T_EQ(rte_eth_timesync_write_time(port, &set), 0);
	T_EQ(rte_eth_timesync_read_time(port, &got), 0);
	t1 = rte_rdtsc();
	a = rte_timespec_to_ns(&got);
	T_CHECK(a >= rte_timespec_to_ns(&set));
	T_CHECK(a - rte_timespec_to_ns(&set) <= host_ns(t0, t1));
	for (i = 0; i < RTE_DIM(deltas); i++) {
		t0 = rte_rdtsc();
		a = clock_now(port);
		T_EQ(rte_eth_timesync_adjust_time(port, deltas[i]), 0);
		b = clock_now(port);
		t1 = rte_rdtsc();
		T_CHECK((int64_t)(b - a) >= deltas[i]);
		T_CHECK((uint64_t)((int64_t)(b - a) - deltas[i]) <= host_ns(t0, t1));
	}
	T_EQ(rte_eth_timesync_write_time(port, &bad), -EINVAL);
	/* frames after the change carry the clock's new time */
	lo = clock_now(port);
	T_CHECK(lo >= 999998 * S);	/* set 1000000 s, moved -2 s */
	T_EQ(rte_pmd_dpaa2x_gen_start(port), 0);
	T_EQ(t_step_receive(port, pkts, N), N);
	check_stamps(pkts, N, lo, clock_now(port));
	rte_pktmbuf_free_bulk(pkts, N);
	T_EQ(rte_eth_timesync_read_rx_timestamp(port, &got, 0), -EINVAL);	/* no PTP */
	T_EQ(rte_eth_timesync_disable(port), 0);
	t_port_down("net_dpaa2x0", port);
}

/* Frames sent (the PTP one at index ptp) come back; their count. */
static unsigned int
loop(uint16_t port, struct rte_mbuf **pkts, unsigned int n, unsigned int ptp)
{
	unsigned int i, got = 0;

	for (i = 0; i < n; i++)
		pkts[i] = t_frame_to_self(port, mp, i == ptp ? RTE_ETHER_TYPE_1588 :
						   RTE_ETHER_TYPE_IPV4);
	T_EQ(rte_eth_tx_burst(port, 0, pkts, (uint16_t)n), n);
	for (i = 0; i < 1000 && got < n; i++) {
		rte_pmd_dpaa2x_hw_step(0);
		got += rte_eth_rx_burst(port, 0, pkts + got, (uint16_t)(n - got));
	}
	return got;
}

/* timesync: the PTP frame flagged, its time read once. */
static void
test_timesync_rx(void)
{
	char args[600];
	struct rte_mbuf *pkts[8];
	struct timespec ts;
	uint64_t lo, hi, want = 0;
	unsigned int i;
	uint16_t port;

	snprintf(args, sizeof(args), "%s,copybreak=128", loop_args);
	port = port_up(args, RTE_ETH_RX_OFFLOAD_TIMESTAMP, NULL);
	T_EQ(rte_eth_timesync_read_rx_timestamp(port, &ts, 0), -EINVAL);	/* off */
	T_EQ(rte_eth_timesync_enable(port), 0);
	T_EQ(rte_eth_timesync_read_rx_timestamp(port, &ts, 0), -EINVAL);	/* none yet */
	lo = clock_now(port);
	T_EQ(loop(port, pkts, 8, 5), 8);
	hi = clock_now(port);
	check_stamps(pkts, 8, lo, hi);
	for (i = 0; i < 8; i++) {
		bool ptp = rte_be_to_cpu_16(rte_pktmbuf_mtod(pkts[i], struct rte_ether_hdr *)
					    ->ether_type) == RTE_ETHER_TYPE_1588;

		T_EQ(pkts[i]->ol_flags & (RTE_MBUF_F_RX_IEEE1588_PTP | RTE_MBUF_F_RX_IEEE1588_TMST),
		     ptp ? RTE_MBUF_F_RX_IEEE1588_PTP | RTE_MBUF_F_RX_IEEE1588_TMST : 0);
		if (ptp)
			want = ts_of(pkts[i]);
	}
	T_NE(want, 0);
	rte_pktmbuf_free_bulk(pkts, 8);
	T_EQ(rte_eth_timesync_read_rx_timestamp(port, &ts, 0), 0);
	T_EQ(rte_timespec_to_ns(&ts), want);
	T_EQ(rte_eth_timesync_read_rx_timestamp(port, &ts, 0), -EINVAL);	/* read once */
	/* timesync off: no PTP flag */
	T_EQ(rte_eth_timesync_disable(port), 0);
	T_EQ(loop(port, pkts, 8, 0), 8);
	for (i = 0; i < 8; i++)
		T_EQ(pkts[i]->ol_flags & RTE_MBUF_F_RX_IEEE1588_PTP, 0);
	rte_pktmbuf_free_bulk(pkts, 8);
	T_EQ(rte_eth_timesync_read_rx_timestamp(port, &ts, 0), -EINVAL);
	t_steps_until_idle();
	t_port_down("net_dpaa2x0", port);
}

/* The frame looped back to port (stepped, bounded), its Rx time read. */
static struct rte_mbuf *
loop_back(uint16_t port, uint64_t *rx_ns)
{
	struct rte_mbuf *m = NULL;
	struct timespec ts;
	unsigned int i;

	for (i = 0; i < 1000 && m == NULL; i++) {
		rte_pmd_dpaa2x_hw_step(0);
		if (rte_eth_rx_burst(port, 0, &m, 1) == 0)
			m = NULL;
	}
	T_CHECK(m != NULL);
	if (m == NULL)
		return NULL;
	T_EQ(m->ol_flags & (RTE_MBUF_F_RX_IEEE1588_PTP | RTE_MBUF_F_RX_IEEE1588_TMST),
	     RTE_MBUF_F_RX_IEEE1588_PTP | RTE_MBUF_F_RX_IEEE1588_TMST);
	T_EQ(rte_eth_timesync_read_rx_timestamp(port, &ts, 0), 0);
	*rx_ns = rte_timespec_to_ns(&ts);
	return m;
}

/* Sent with RTE_MBUF_F_TX_IEEE1588_TMST: its Tx time, read once. */
static uint64_t
send_stamped(uint16_t port, struct rte_mbuf *m)
{
	struct timespec ts;

	m->ol_flags = RTE_MBUF_F_TX_IEEE1588_TMST;
	T_EQ(rte_eth_tx_burst(port, 0, &m, 1), 1);
	T_EQ(rte_eth_timesync_read_tx_timestamp(port, &ts), 0);
	T_EQ(rte_eth_timesync_read_tx_timestamp(port, &ts), -EINVAL);	/* read once */
	return rte_timespec_to_ns(&ts);
}

/*
 * Tx timestamps (tx_conf=1) as testpmd's ieee1588 engine uses them, on
 * the loopback DPL: a PTP frame sent with RTE_MBUF_F_TX_IEEE1588_TMST
 * comes back, its Rx time later than its Tx time; sent again (zero-copy,
 * the received mbuf), its Tx time later than that arrival. Every FD is
 * confirmed (hw_tx_confirmed) and every mbuf freed by the driver: the
 * pools full at the stop (t_port_down's audit). Without tx_conf the frame
 * is sent as any other and there is no Tx time.
 */
static void
test_tx_timestamps(void)
{
	char args[600];
	struct rte_mbuf *m;
	struct timespec ts;
	uint64_t lo, tx, rx;
	unsigned int i;
	uint16_t port;

	snprintf(args, sizeof(args), "%s,copybreak=0,tx_conf=1", loop_args);
	port = port_up(args, RTE_ETH_RX_OFFLOAD_TIMESTAMP, NULL);
	T_EQ(rte_eth_timesync_enable(port), 0);
	T_EQ(rte_eth_timesync_read_tx_timestamp(port, &ts), -EINVAL);	/* none yet */
	lo = clock_now(port);
	tx = send_stamped(port, t_frame_to_self(port, mp, RTE_ETHER_TYPE_1588));
	T_CHECK(tx > lo);
	for (i = 0; i < 4; i++) {
		m = loop_back(port, &rx);
		T_CHECK(rx > tx);		/* it arrived after it left */
		if (m == NULL)
			break;
		lo = tx;
		tx = send_stamped(port, m);
		T_CHECK(tx > rx && tx > lo);
	}
	m = loop_back(port, &rx);
	rte_pktmbuf_free(m);
	T_EQ(t_xstat(port, "hw_tx_confirmed"), 5);
	T_EQ(t_xstat(port, "tx_good_packets"), 5);
	t_steps_until_idle();
	t_port_down("net_dpaa2x0", port);
	/* without tx_conf: sent as any other, no time (logged once) */
	snprintf(args, sizeof(args), "%s,copybreak=0", loop_args);
	port = port_up(args, RTE_ETH_RX_OFFLOAD_TIMESTAMP, NULL);
	T_EQ(rte_eth_timesync_enable(port), 0);
	m = t_frame_to_self(port, mp, RTE_ETHER_TYPE_1588);
	m->ol_flags = RTE_MBUF_F_TX_IEEE1588_TMST;
	T_EQ(rte_eth_tx_burst(port, 0, &m, 1), 1);
	T_EQ(rte_eth_timesync_read_tx_timestamp(port, &ts), -EINVAL);
	rte_pktmbuf_free(loop_back(port, &rx));
	T_EQ(t_xstat(port, "hw_tx_confirmed"), 0);
	t_steps_until_idle();
	t_port_down("net_dpaa2x0", port);
}

/* A container without a DPRTC: no timestamp offload, read_clock and every
 * timesync call -ENOTSUP (each logged). */
static void
test_no_dprtc(void)
{
	struct timespec ts = { 1, 0 };
	struct rte_eth_dev_info info;
	char args[640];
	uint16_t port;
	uint64_t c;

	snprintf(args, sizeof(args), "%s,gen=off", loop_args);
	port = t_probe("net_dpaa2x0", args);
	T_EQ(rte_eth_dev_info_get(port, &info), 0);
	T_EQ(info.rx_offload_capa & RTE_ETH_RX_OFFLOAD_TIMESTAMP, 0);
	T_EQ(rte_eth_read_clock(port, &c), -ENOTSUP);
	T_EQ(rte_eth_timesync_enable(port), -ENOTSUP);
	T_EQ(rte_eth_timesync_read_time(port, &ts), -ENOTSUP);
	T_EQ(rte_eth_timesync_write_time(port, &ts), -ENOTSUP);
	T_EQ(rte_eth_timesync_adjust_time(port, 1), -ENOTSUP);
	T_EQ(rte_eth_timesync_read_rx_timestamp(port, &ts, 0), -ENOTSUP);
	T_EQ(rte_eth_timesync_read_tx_timestamp(port, &ts), -ENOTSUP);
	T_EQ(rte_eth_timesync_disable(port), -ENOTSUP);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

static const struct t_case rx_cases[] = {
	T_CASE(test_rx_timestamps),
	T_CASE(test_set_adjust),
	T_CASE(test_tx_timestamps_gen),
};
static const struct t_case tx_cases[] = {
	T_CASE(test_timesync_rx),
	T_CASE(test_tx_timestamps),
};

static const struct t_case nortc_cases[] = {
	T_CASE(test_no_dprtc),
};

T_RX_TX_MORE_MAIN(mp, NB_MBUF, loop_args, rx_cases, tx_cases, "nortc", nortc_cases)
