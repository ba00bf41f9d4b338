/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Link status events: the emulated board's cable pulled and plugged in
 * (rte_pmd_dpaa2x_wire_set_link) raises the dpni's link state change IRQ;
 * with intr_conf.lsc the port's RTE_ETH_EVENT_INTR_LSC callbacks run on
 * EAL's interrupt thread, once per change, never for the port's own start
 * or stop. While the link is down the generator sends nothing.
 */

#include <errno.h>

#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_port.h"

#define NB_MBUF	2048

static struct rte_mempool *mp;
static unsigned int events;		/* LSC callbacks so far */
static uint16_t last_status;		/* the link the last callback read */

static int
on_lsc(uint16_t port, enum rte_eth_event_type type, void *arg, void *ret_param)
{
	struct rte_eth_link link;

	(void)arg;
	(void)ret_param;
	if (type == RTE_ETH_EVENT_INTR_LSC && rte_eth_link_get_nowait(port, &link) == 0) {
		__atomic_store_n(&last_status, link.link_status, __ATOMIC_RELAXED);
		__atomic_fetch_add(&events, 1, __ATOMIC_RELEASE);
	}
	return 0;
}

/* Wait (bounded: 10 s, times T_BOUND_SCALE) until n callbacks have run. */
static void
wait_events(unsigned int n)
{
	uint64_t end = t_deadline(10);

	while (__atomic_load_n(&events, __ATOMIC_ACQUIRE) < n && rte_get_timer_cycles() < end)
		rte_delay_us_sleep(1000);
	if (__atomic_load_n(&events, __ATOMIC_ACQUIRE) != n)
		T_FAIL_AT("%u link events after %u s, not %u", events, 10 * T_BOUND_SCALE, n);
}

static uint16_t
link_status(uint16_t port)
{
	struct rte_eth_link link = { 0 };

	T_EQ(rte_eth_link_get_nowait(port, &link), 0);
	return link.link_status;
}

static void
port_start(uint16_t port, bool lsc)
{
	struct rte_eth_conf conf = { .intr_conf.lsc = lsc };

	t_port_setup(port, &conf, 1, 1, mp);
}

/* One callback per change of the link, each reading the new state. */
static void
test_lsc_events(void)
{
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=step,gen=off");
	struct rte_eth_dev_info info;

	T_EQ(rte_eth_dev_info_get(port, &info), 0);
	T_CHECK(*info.dev_flags & RTE_ETH_DEV_INTR_LSC);
	events = 0;
	T_EQ(rte_eth_dev_callback_register(port, RTE_ETH_EVENT_INTR_LSC, on_lsc, NULL), 0);
	port_start(port, true);
	T_EQ(link_status(port), RTE_ETH_LINK_UP);
	T_EQ(rte_pmd_dpaa2x_wire_set_link(port, 0), 0);
	wait_events(1);
	T_EQ(last_status, RTE_ETH_LINK_DOWN);
	T_EQ(link_status(port), RTE_ETH_LINK_DOWN);
	T_EQ(rte_pmd_dpaa2x_wire_set_link(port, 1), 0);
	wait_events(2);
	T_EQ(last_status, RTE_ETH_LINK_UP);
	/* no change, no event: the next change is the third */
	T_EQ(rte_pmd_dpaa2x_wire_set_link(port, 1), 0);
	T_EQ(rte_pmd_dpaa2x_wire_set_link(port, 0), 0);
	wait_events(3);
	T_EQ(last_status, RTE_ETH_LINK_DOWN);
	/* the port's own stop and start are no events, nor a change while
	 * stopped; after the start the link is what the cable says */
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(rte_pmd_dpaa2x_wire_set_link(port, 1), 0);
	T_EQ(rte_eth_dev_start(port), 0);
	T_EQ(link_status(port), RTE_ETH_LINK_UP);
	T_EQ(rte_pmd_dpaa2x_wire_set_link(port, 0), 0);
	wait_events(4);
	T_EQ(last_status, RTE_ETH_LINK_DOWN);
	T_EQ(rte_pmd_dpaa2x_wire_set_link(port, 1), 0);
	wait_events(5);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(events, 5);
	T_EQ(rte_eth_dev_callback_unregister(port, RTE_ETH_EVENT_INTR_LSC, on_lsc, NULL), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/* Without intr_conf.lsc no callback runs; link_update still sees the
 * cable. Errors of the API. */
static void
test_no_lsc_and_errors(void)
{
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=step,gen=off");

	events = 0;
	T_EQ(rte_eth_dev_callback_register(port, RTE_ETH_EVENT_INTR_LSC, on_lsc, NULL), 0);
	port_start(port, false);
	T_EQ(rte_pmd_dpaa2x_wire_set_link(port, 0), 0);
	T_EQ(link_status(port), RTE_ETH_LINK_DOWN);
	T_EQ(rte_pmd_dpaa2x_wire_set_link(port, 1), 0);
	T_EQ(link_status(port), RTE_ETH_LINK_UP);
	/* with lsc on again, the next change is the first event */
	T_EQ(rte_eth_dev_stop(port), 0);
	port_start(port, true);
	T_EQ(rte_pmd_dpaa2x_wire_set_link(port, 0), 0);
	wait_events(1);
	T_EQ(rte_pmd_dpaa2x_wire_set_link(port, 1), 0);
	wait_events(2);
	T_EQ(rte_pmd_dpaa2x_wire_set_link(RTE_MAX_ETHPORTS - 1, 0), -ENODEV);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(rte_eth_dev_callback_unregister(port, RTE_ETH_EVENT_INTR_LSC, on_lsc, NULL), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/* While the cable is out the generator sends nothing; plugged in, its
 * frames come, every one accounted for. */
static void
test_gen_waits_for_link(void)
{
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=step,gen_count=100,gen_burst=20,"
				"copybreak=0");
	struct rte_pmd_dpaa2x_wire_stats ws;
	struct rte_mbuf *pkts[32];
	unsigned int i, got = 0;
	uint16_t n;

	T_EQ(rte_pmd_dpaa2x_wire_set_link(port, 0), 0);	/* before the start */
	port_start(port, false);
	t_steps_until_idle();
	T_EQ(rte_pmd_dpaa2x_wire_stats_get(port, &ws), 0);
	T_EQ(ws.gen_frames, 0);
	T_EQ(rte_eth_rx_burst(port, 0, pkts, 32), 0);
	T_EQ(rte_pmd_dpaa2x_wire_set_link(port, 1), 0);
	for (i = 0; i < 10000 && got < 100; i++) {
		rte_pmd_dpaa2x_hw_step(0);
		n = rte_eth_rx_burst(port, 0, pkts, 32);
		rte_pktmbuf_free_bulk(pkts, n);
		got += n;
	}
	T_EQ(got, 100);
	T_EQ(rte_pmd_dpaa2x_wire_stats_get(port, &ws), 0);
	T_EQ(ws.gen_frames, 100);
	t_port_down("net_dpaa2x0", port);
}

T_STEP_MAIN(mp, NB_MBUF,
	T_CASE(test_lsc_events),
	T_CASE(test_no_lsc_and_errors),
	T_CASE(test_gen_waits_for_link))
