/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * copybreak=auto with hw_cpu=step (deterministic): the test holds the Rx
 * pool at a level, as an application holding buffers would, and checks
 * which frames Rx copies: <low> while the pool is not depleted, <high>
 * while it is, switching at the entry threshold and back only at the exit
 * threshold (the hysteresis), never flapping under a steady load at a
 * threshold; the xstats of each regime; the run-time API and its errors;
 * two ports following one pool. Every case ends with every buffer back.
 */

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_launch.h>
#include <rte_mbuf.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_log.h"
#include "t_port.h"

/*
 * The default thresholds of this pool: its Rx queue can hold 1056 frames
 * (1024 in the frame queue, 2 pulls of 16), more than half the pool, so
 * entry is half the pool; exit an eighth of it above.
 */
#define NB_MBUF		1024
#define ENTRY		(NB_MBUF / 2)
#define EXIT		(ENTRY + NB_MBUF / 8)
#define ROUNDS		200	/* of the steady load */

static struct rte_mempool *mp;	/* no cache: every get and put is one BMan command */
static struct rte_mbuf *held[NB_MBUF];
static unsigned int n_held;

/* The application holds buffers until BMan has exactly want free. */
static void
pool_to(unsigned int want)
{
	while (rte_mempool_avail_count(mp) > want && n_held < NB_MBUF)
		if (rte_mempool_get(mp, (void **)&held[n_held]) == 0)
			n_held++;
	while (rte_mempool_avail_count(mp) < want && n_held > 0)
		rte_mempool_put(mp, held[--n_held]);
	T_EQ(rte_mempool_avail_count(mp), want);
}

/* The generator behind port sends n frames of 64 bytes; WRIOP queues them
 * (each takes a buffer of the Rx pool). */
static void
gen_send(uint16_t port, unsigned int n)
{
	struct rte_pmd_dpaa2x_gen_conf gc;

	T_EQ(rte_pmd_dpaa2x_gen_conf_get(port, &gc), 0);
	gc.count = n;
	T_EQ(rte_pmd_dpaa2x_gen_conf_set(port, &gc), 0);
	T_EQ(rte_pmd_dpaa2x_gen_start(port), 0);
	t_steps_until_idle();
}

/* Receive exactly n frames and free them; then poll once more and find
 * nothing, as an application polling all the time would. */
static void
receive(uint16_t port, unsigned int n)
{
	struct rte_mbuf *pkts[32];
	unsigned int got = 0, i;
	uint16_t k;

	for (i = 0; i < 1000 && got < n; i++) {
		k = rte_eth_rx_burst(port, 0, pkts, 32);
		rte_pktmbuf_free_bulk(pkts, k);
		got += k;
		rte_pmd_dpaa2x_hw_step(0);	/* the prefetched pull */
	}
	T_EQ(got, n);
	T_EQ(rte_eth_rx_burst(port, 0, pkts, 32), 0);
}

/* The pool's entries into depletion since its dpbp was claimed. */
static uint64_t
depletions(uint16_t port)
{
	return t_xstat(port, "bpool_depletion_events");
}

static uint16_t
port_up(const char *name, const char *args)
{
	uint16_t port = t_probe(name, args);

	t_port_start(port, mp);
	return port;
}

/* The Rx pool of the cases: no cache, made after a port brought up a SoC. */
static struct rte_mempool *
pool_make(const char *name)
{
	struct rte_mempool *p = rte_pktmbuf_pool_create(name, NB_MBUF, 0, 0,
							RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY);

	if (p == NULL)
		T_FAIL_AT("no mbuf pool %s: %s", name, rte_strerror(rte_errno));
	return p;
}

/* Stop, every buffer back, every frame accounted for, remove. */
static void
port_down(const char *name, uint16_t port)
{
	pool_to(NB_MBUF);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit(name), 0);
}

static struct rte_pmd_dpaa2x_copybreak_info
info_of(uint16_t port)
{
	struct rte_pmd_dpaa2x_copybreak_info ci;

	memset(&ci, 0xff, sizeof(ci));
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak_info(port, &ci), 0);
	return ci;
}

/* Packets in each regime, copies, zero-copies and switches so far. */
static void
regimes(uint16_t port, uint64_t low, uint64_t high, uint64_t copied, uint64_t zc,
	uint64_t switches)
{
	T_EQ(t_xstat(port, "rx_copybreak_auto_low_packets"), low);
	T_EQ(t_xstat(port, "rx_copybreak_auto_high_packets"), high);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), copied);
	T_EQ(t_xstat(port, "rx_zerocopy_packets"), zc);
	T_EQ(t_xstat(port, "rx_copybreak_auto_switches"), switches);
}

/*
 * Entry below the entry threshold, hysteresis up to the exit threshold,
 * exit there: which frames were copied, the xstats, the time in each
 * regime, the API's view.
 */
static void
test_entry_hysteresis_exit(void)
{
	uint64_t t0 = rte_get_tsc_cycles(), elapsed_ns, low_ns, high_ns;
	uint16_t port = port_up("net_dpaa2x0", "hw_cpu=step,gen=off,copybreak=auto");
	struct rte_pmd_dpaa2x_copybreak_info ci = info_of(port);
	uint32_t cb;

	T_EQ(ci.auto_mode, 1);
	T_EQ(ci.low, 0);
	T_EQ(ci.high, 10240);
	T_EQ(ci.low_in_force, 0);
	T_EQ(ci.high_in_force, 1518);	/* the longest frame at MTU 1500, a VLAN tag in */
	T_EQ(ci.depletion_entry, ENTRY);
	T_EQ(ci.depletion_exit, EXIT);
	T_EQ(ci.pool_depleted, 0);
	T_EQ(ci.copybreak, 0);
	/* a full pool: zero-copy (<low> = 0) */
	gen_send(port, 16);
	receive(port, 16);
	regimes(port, 16, 0, 0, 16, 0);
	/* at the entry threshold the pool is not depleted yet */
	pool_to(ENTRY);
	T_EQ(info_of(port).pool_depleted, 0);
	/* one frame takes a buffer: one below entry, depleted; it is copied
	 * (<high>) and its buffer goes back at once: still depleted */
	gen_send(port, 1);
	ci = info_of(port);
	T_EQ(ci.pool_depleted, 1);
	T_EQ(ci.copybreak, 1518);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak(port, &cb), 0);
	T_EQ(cb, 1518);
	receive(port, 1);
	regimes(port, 16, 1, 1, 16, 1);
	T_EQ(depletions(port), 1);	/* the pool's first */
	T_EQ(rte_mempool_avail_count(mp), ENTRY);
	/* hysteresis: up to one below exit the pool stays depleted */
	pool_to(EXIT - 1);
	gen_send(port, 16);
	receive(port, 16);
	regimes(port, 16, 17, 17, 16, 1);
	T_EQ(info_of(port).pool_depleted, 1);
	/* at the exit threshold: no longer depleted, zero-copy again, also
	 * when the frames take the pool below exit (not below entry) */
	pool_to(EXIT);
	T_EQ(info_of(port).pool_depleted, 0);
	gen_send(port, 16);
	T_EQ(rte_mempool_avail_count(mp), EXIT - 16);
	receive(port, 16);
	regimes(port, 32, 17, 17, 32, 2);
	T_EQ(depletions(port), 1);
	/* time in each regime: both counted, within the time that passed */
	low_ns = t_xstat(port, "rx_copybreak_auto_low_ns");
	high_ns = t_xstat(port, "rx_copybreak_auto_high_ns");
	elapsed_ns = (rte_get_tsc_cycles() - t0) * 1000000000ull / rte_get_tsc_hz();
	T_CHECK(low_ns > 0);
	T_CHECK(high_ns > 0);
	T_CHECK(low_ns + high_ns <= elapsed_ns);
	/* stopped: no more bursts, the time stops; a reset starts over */
	pool_to(NB_MBUF);
	T_EQ(rte_eth_dev_stop(port), 0);
	low_ns = t_xstat(port, "rx_copybreak_auto_low_ns");
	T_AUDIT(port);
	T_EQ(t_xstat(port, "rx_copybreak_auto_low_ns"), low_ns);
	T_EQ(t_xstat(port, "rx_copybreak_auto_high_ns"), high_ns);
	T_EQ(rte_eth_stats_reset(port), 0);
	regimes(port, 0, 0, 0, 0, 0);
	T_EQ(t_xstat(port, "rx_copybreak_auto_low_ns"), 0);
	T_EQ(t_xstat(port, "rx_copybreak_auto_high_ns"), 0);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/* The regimes' time counts from a stats reset, also after the queues
 * were released by a reconfiguration (their counts stay the port's). */
static void
test_reset_then_reconfigure(void)
{
	uint16_t port = port_up("net_dpaa2x0", "hw_cpu=step,gen=off,copybreak=auto");
	uint64_t t_reset, since_reset_ns;

	gen_send(port, 16);
	receive(port, 16);
	t_reset = rte_get_tsc_cycles();
	T_EQ(rte_eth_stats_reset(port), 0);
	gen_send(port, 16);
	receive(port, 16);
	T_EQ(rte_eth_dev_stop(port), 0);
	t_port_start(port, mp);		/* the queues set up again: the old ones released */
	since_reset_ns = (rte_get_tsc_cycles() - t_reset) * 1000000000ull / rte_get_tsc_hz();
	regimes(port, 16, 0, 0, 16, 0);
	T_CHECK(t_xstat(port, "rx_copybreak_auto_low_ns") > 0);
	T_CHECK(t_xstat(port, "rx_copybreak_auto_low_ns") <= since_reset_ns);
	port_down("net_dpaa2x0", port);
}

/*
 * A steady load at the entry threshold: every round the frames take the
 * pool below entry and their copies give the buffers back right after.
 * With the hysteresis the pool enters depletion once and stays there (one
 * switch, every frame copied); without it (exit = entry) Rx would switch
 * at every round, which the same load shows.
 */
static void
test_no_flapping_at_threshold(void)
{
	uint16_t port = port_up("net_dpaa2x0", "hw_cpu=step,gen=off,copybreak=auto");
	uint64_t dep0 = depletions(port);
	unsigned int r;

	gen_send(port, 16);		/* the first bursts: not depleted */
	receive(port, 16);
	pool_to(ENTRY + 8);
	for (r = 0; r < ROUNDS; r++) {
		gen_send(port, 16);
		receive(port, 16);
		T_EQ(rte_mempool_avail_count(mp), ENTRY + 8);
	}
	regimes(port, 16, ROUNDS * 16, ROUNDS * 16, 16, 1);
	T_EQ(depletions(port), dep0 + 1);
	/* the same load without hysteresis flaps: Rx switches twice a round */
	T_EQ(rte_pmd_dpaa2x_set_pool_depletion(mp, ENTRY, ENTRY), 0);
	pool_to(ENTRY + 8);
	T_EQ(info_of(port).pool_depleted, 0);
	for (r = 0; r < ROUNDS; r++) {
		gen_send(port, 16);
		receive(port, 16);
	}
	/* (the first round enters depletion from HIGH already, its idle poll
	 * leaves; every later round enters and leaves) */
	T_EQ(t_xstat(port, "rx_copybreak_auto_switches"), 1 + 1 + 2 * (ROUNDS - 1));
	T_EQ(depletions(port), dep0 + 1 + ROUNDS);
	T_EQ(rte_pmd_dpaa2x_set_pool_depletion(mp, 0, 0), 0);	/* the defaults */
	T_EQ(info_of(port).depletion_exit, EXIT);
	port_down("net_dpaa2x0", port);
}

/*
 * From a fixed copybreak to auto and back while the port runs: the pool's
 * state is followed only while auto (its notifications off again after:
 * the pool's own thresholds, none in the default DPL, are back).
 */
static void
test_runtime_switch(void)
{
	uint16_t port = port_up("net_dpaa2x0", "hw_cpu=step,gen=off,copybreak=0");
	struct rte_pmd_dpaa2x_copybreak_info ci = info_of(port);
	uint64_t dep0 = depletions(port), t0, high_ns;

	T_EQ(ci.auto_mode, 0);
	T_EQ(ci.copybreak, 0);
	pool_to(ENTRY - 1);
	gen_send(port, 16);
	receive(port, 16);
	regimes(port, 0, 0, 0, 16, 0);
	T_EQ(depletions(port), dep0);	/* nobody follows the pool */
	T_EQ(info_of(port).pool_depleted, 0);
	/* auto: the state is reported at once (the pool is below entry); the
	 * time in its regimes counts from the first burst after the change */
	t0 = rte_get_tsc_cycles();
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak_auto(port, 64, 512), 0);
	ci = info_of(port);
	T_EQ(ci.auto_mode, 1);
	T_EQ(ci.low, 64);
	T_EQ(ci.high, 512);
	T_EQ(ci.pool_depleted, 1);
	T_EQ(ci.copybreak, 512);
	gen_send(port, 16);
	receive(port, 16);
	regimes(port, 0, 16, 16, 16, 0);
	high_ns = t_xstat(port, "rx_copybreak_auto_high_ns");
	T_CHECK(high_ns > 0);
	T_CHECK(high_ns <= (rte_get_tsc_cycles() - t0) * 1000000000ull / rte_get_tsc_hz());
	T_EQ(t_xstat(port, "rx_copybreak_auto_low_ns"), 0);
	/* fixed again: nothing follows the pool, nothing counts its depletion */
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, 0), 0);
	ci = info_of(port);
	T_EQ(ci.auto_mode, 0);
	T_EQ(ci.pool_depleted, 0);
	pool_to(NB_MBUF);
	pool_to(ENTRY - 1);
	T_EQ(depletions(port), dep0 + 1);
	gen_send(port, 16);
	receive(port, 16);
	regimes(port, 0, 16, 16, 32, 0);
	/* auto with a low copybreak that copies: 64-byte frames (60 in the
	 * buffer) copied in both regimes */
	pool_to(NB_MBUF);
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak_auto(port, 60, 60), 0);
	gen_send(port, 16);
	receive(port, 16);
	regimes(port, 16, 16, 32, 32, 0);
	port_down("net_dpaa2x0", port);
}

/* Two ports on one pool both follow it; it is watched until both stop. */
static void
test_two_ports_one_pool(void)
{
	uint16_t a = port_up("net_dpaa2x0", "hw_cpu=step,gen=off,copybreak=auto");
	uint16_t b = port_up("net_dpaa2x1", "hw_cpu=step,gen=off,copybreak=auto:0:128");
	uint64_t dep0 = depletions(a);

	pool_to(ENTRY);
	gen_send(a, 1);
	T_EQ(info_of(a).pool_depleted, 1);
	T_EQ(info_of(b).pool_depleted, 1);
	T_EQ(info_of(b).copybreak, 128);
	receive(a, 1);
	pool_to(NB_MBUF);
	T_EQ(rte_eth_dev_stop(a), 0);
	/* b still follows the pool */
	pool_to(ENTRY);
	gen_send(b, 1);
	T_EQ(info_of(b).pool_depleted, 1);
	receive(b, 1);
	regimes(b, 0, 1, 1, 0, 0);
	T_EQ(depletions(b), dep0 + 2);
	pool_to(NB_MBUF);
	T_AUDIT(a);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	port_down("net_dpaa2x1", b);
	/* nobody follows it now: its depletion is not counted any more */
	a = port_up("net_dpaa2x0", "hw_cpu=step,gen=off,copybreak=0");
	pool_to(ENTRY - 1);
	T_EQ(depletions(a), dep0 + 2);
	port_down("net_dpaa2x0", a);
}

/* ---- the same with the engine thread on CPU 0 and a worker polling on 1 ---- */

#define LIVE_FRAMES	(20000u / t_slow())

static uint16_t live_port;
static volatile int live_stop;
static int live_go;		/* the worker polls on past its first burst */
static uint64_t live_polls;	/* the worker's bursts so far */
static uint64_t live_rx;	/* the worker's, read after it returned */
/* the worker's last store, with release: ThreadSanitizer does not see the
 * EAL's handoff at rte_eal_wait_lcore(), the acquire of this it does */
static int live_done;

static int
live_poll(void *arg)
{
	struct rte_mbuf *pkts[32];
	uint16_t k;

	(void)arg;
	while (!__atomic_load_n(&live_stop, __ATOMIC_ACQUIRE)) {
		k = rte_eth_rx_burst(live_port, 0, pkts, 32);
		rte_pktmbuf_free_bulk(pkts, k);
		live_rx += k;
		__atomic_store_n(&live_polls, live_polls + 1, __ATOMIC_RELEASE);
		while (!__atomic_load_n(&live_go, __ATOMIC_ACQUIRE) &&
		       !__atomic_load_n(&live_stop, __ATOMIC_ACQUIRE))
			rte_pause();
	}
	__atomic_store_n(&live_done, 1, __ATOMIC_RELEASE);
	return 0;
}

/* One xstat, and that it never went down since the last read. */
static uint64_t
rising(uint16_t port, const char *name, uint64_t *last)
{
	uint64_t v = t_xstat(port, name);

	if (v < *last)
		T_FAIL_AT("%s went down: %" PRIu64 " after %" PRIu64, name, v, *last);
	*last = v;
	return v;
}

/*
 * A worker polls while the generator sends and the pool is held just above
 * the entry threshold; the main lcore reads the regime xstats meanwhile
 * (they only rise). The worker's first burst finds the pool not depleted;
 * it then waits until the generator's frames have taken the pool into
 * depletion (a worker that keeps up would otherwise never let 8 frames wait
 * at once). Copies give back what frames take: the pool enters depletion
 * once and never reaches exit again, whatever the scheduling.
 */
static void
test_live_steady_load(void)
{
	unsigned int worker = rte_get_next_lcore(-1, 1, 0);
	uint64_t low_ns = 0, high_ns = 0, sw = 0, dep0, end, dropped, hz = rte_get_timer_hz();
	char args[128];

	/* a SoC with its engine thread: the stepped one went with its pool */
	snprintf(args, sizeof(args), "hw_cpu=0,gen=off,gen_count=%u,gen_rate=100000,"
		 "copybreak=auto", LIVE_FRAMES);
	live_port = t_probe("net_dpaa2x0", args);
	mp = pool_make("mp_live");
	if (mp == NULL)
		return;
	t_port_start(live_port, mp);
	dep0 = depletions(live_port);
	pool_to(ENTRY + 8);
	live_stop = 0;
	live_go = 0;
	live_done = 0;
	live_rx = 0;
	live_polls = 0;
	T_EQ(rte_eal_remote_launch(live_poll, NULL, worker), 0);
	/* the first bursts see the pool not depleted, then the frames come */
	end = rte_get_timer_cycles() + 60 * hz;
	while (__atomic_load_n(&live_polls, __ATOMIC_ACQUIRE) == 0 && rte_get_timer_cycles() < end)
		rte_delay_us_sleep(100);
	T_CHECK(__atomic_load_n(&live_polls, __ATOMIC_ACQUIRE) > 0);
	T_EQ(rte_pmd_dpaa2x_gen_start(live_port), 0);
	while (depletions(live_port) == dep0 && rte_get_timer_cycles() < end)
		rte_delay_us_sleep(100);
	if (depletions(live_port) == dep0)
		T_FAIL_AT("in 60 s the generator's frames never took the pool into depletion "
			  "(%u free)", rte_mempool_avail_count(mp));
	__atomic_store_n(&live_go, 1, __ATOMIC_RELEASE);
	do {
		rising(live_port, "rx_copybreak_auto_low_ns", &low_ns);
		rising(live_port, "rx_copybreak_auto_high_ns", &high_ns);
		rising(live_port, "rx_copybreak_auto_switches", &sw);
		dropped = t_xstat(live_port, "hw_rx_no_buffer_discards") +
			t_xstat(live_port, "hw_rx_tail_drops");
		rte_delay_us_sleep(1000);	/* CPU 0 is the engine's too */
	} while (t_xstat(live_port, "rx_good_packets") + dropped < LIVE_FRAMES &&
		 rte_get_timer_cycles() < end);
	__atomic_store_n(&live_stop, 1, __ATOMIC_RELEASE);
	T_EQ(rte_eal_wait_lcore(worker), 0);
	T_EQ(__atomic_load_n(&live_done, __ATOMIC_ACQUIRE), 1);
	if (live_rx + dropped != LIVE_FRAMES)
		T_FAIL_AT("in 60 s the worker received %" PRIu64 " and the hardware dropped %"
			  PRIu64 " of %u frames", live_rx, dropped, LIVE_FRAMES);
	printf("# %" PRIu64 " frames received (%" PRIu64 " dropped), %" PRIu64 " ns not "
	       "depleted, %" PRIu64 " ns depleted\n", live_rx, dropped,
	       t_xstat(live_port, "rx_copybreak_auto_low_ns"),
	       t_xstat(live_port, "rx_copybreak_auto_high_ns"));
	T_EQ(t_xstat(live_port, "rx_copybreak_auto_switches"), 1);
	T_EQ(depletions(live_port), dep0 + 1);
	T_EQ(t_xstat(live_port, "rx_copybreak_auto_low_packets") +
	     t_xstat(live_port, "rx_copybreak_auto_high_packets"), live_rx);
	/* every frame received while depleted was copied, none before */
	T_EQ(t_xstat(live_port, "rx_copybreak_packets") + t_xstat(live_port, "rx_copy_pool_empty"),
	     t_xstat(live_port, "rx_copybreak_auto_high_packets"));
	T_CHECK(rte_mempool_avail_count(mp) <= ENTRY + 8);
	port_down("net_dpaa2x0", live_port);
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF);
	rte_mempool_free(mp);
	mp = NULL;
}

static void
log_has(const char *want)
{
	T_CONTAINS(t_log_text(), want);
}

/* Bad values refused with their message, the copybreak unchanged. */
static void
test_bad_arguments(void)
{
	struct rte_mempool *ring = rte_pktmbuf_pool_create_by_ops("ringpool", 64, 0, 0,
		RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY, "ring_mp_mc");
	uint16_t port = port_up("net_dpaa2x0", "hw_cpu=step,gen=off,copybreak=auto:64:512");
	struct rte_pmd_dpaa2x_copybreak_info ci;

	t_log_clear();
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak_auto(port, 600, 64), -EINVAL);
	log_has("net_dpaa2x: port 0: copybreak auto:600:64 refused: allowed 0..10240, auto "
		"or auto:<low>:<high> with 0 <= low <= high <= 10240\n");
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak_auto(port, 0, 10241), -EINVAL);
	log_has("port 0: copybreak auto:0:10241 refused: ");
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, 10241), -EINVAL);
	log_has("port 0: copybreak 10241 refused: ");
	ci = info_of(port);
	T_EQ(ci.auto_mode, 1);
	T_EQ(ci.low, 64);
	T_EQ(ci.high, 512);
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak_auto(RTE_MAX_ETHPORTS - 1, 0, 64), -ENODEV);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak_info(RTE_MAX_ETHPORTS - 1, &ci), -ENODEV);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak_info(port, NULL), -EINVAL);
	t_log_clear();
	T_EQ(rte_pmd_dpaa2x_set_pool_depletion(mp, 300, 200), -EINVAL);
	log_has("net_dpaa2x: mempool mp: depletion thresholds entry 300, exit 200 refused: "
		"1 <= entry <= exit <= 1024 (the pool's mbufs), or 0 and 0 for the defaults\n");
	T_EQ(rte_pmd_dpaa2x_set_pool_depletion(mp, 0, 64), -EINVAL);
	T_EQ(rte_pmd_dpaa2x_set_pool_depletion(mp, 1025, 1025), -EINVAL);
	T_EQ(info_of(port).depletion_entry, ENTRY);
	T_CHECK(ring != NULL);
	T_EQ(rte_pmd_dpaa2x_set_pool_depletion(ring, 1, 2), -EINVAL);
	log_has("net_dpaa2x: mempool ringpool is not a dpaa2x (BMan) pool: no depletion "
		"thresholds\n");
	T_EQ(rte_pmd_dpaa2x_set_pool_depletion(NULL, 1, 2), -EINVAL);
	/* thresholds of a watched pool apply at once */
	T_EQ(rte_pmd_dpaa2x_set_pool_depletion(mp, 1000, 1024), 0);
	T_EQ(info_of(port).pool_depleted, 0);
	pool_to(999);
	T_EQ(info_of(port).pool_depleted, 1);
	T_EQ(rte_pmd_dpaa2x_set_pool_depletion(mp, 0, 0), 0);
	T_EQ(info_of(port).pool_depleted, 0);
	port_down("net_dpaa2x0", port);
	rte_mempool_free(ring);
}

int
main(int argc, char **argv)
{
	(void)argc;
	t_eal_init(argv[0], NULL);
	t_log_capture();
	/* a first port brings up the SoC; pools made now are BMan pools */
	t_probe("net_dpaa2x9", "hw_cpu=step,gen=off,dpni=2");
	mp = pool_make("mp");
	T_EQ(rte_vdev_uninit("net_dpaa2x9"), 0);
	if (mp == NULL)
		return 1;
	T_RUN(test_entry_hysteresis_exit);
	T_RUN(test_reset_then_reconfigure);
	T_RUN(test_no_flapping_at_threshold);
	T_RUN(test_runtime_switch);
	T_RUN(test_two_ports_one_pool);
	T_RUN(test_bad_arguments);
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF);
	rte_mempool_free(mp);	/* the stepped SoC goes with it */
	T_RUN(test_live_steady_load);
	t_log_release();
	if (t_failures != 0)
		fprintf(stderr, "driver log:\n%s", t_log_text());
	return t_done();
}
