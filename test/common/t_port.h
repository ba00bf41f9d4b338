/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Port helpers for the test programs that drive net_dpaa2x through ethdev:
 * probe a vdev, read one xstat by name, print the non-zero xstats of a port
 * when a case failed, count memzones (leak checks).
 */

#ifndef T_PORT_H
#define T_PORT_H

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_bus_vdev.h>
#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_ip.h>
#include <rte_memzone.h>

#include "dpaa2x_test.h"
#include "rte_pmd_dpaa2x.h"
#include "t_audit.h"

/* 1 in the test programs built for backend=fslmc (test/fslmc/meson.build) */
#ifdef T_BACKEND_FSLMC
#define T_FSLMC 1
#else
#define T_FSLMC 0
#endif

/*
 * How many times slower than a plain build this one runs the engine and
 * the lcores: DPAA2X_TEST_SLOW (the ThreadSanitizer test setup sets 50),
 * else 1. Tests whose zero-loss cases need one core to keep up divide
 * their generator rates by it (t_rate; t_probe does it to a gen_rate=),
 * and long ones their repeat counts.
 */
static inline unsigned int
t_slow(void)
{
	const char *s = getenv("DPAA2X_TEST_SLOW");
	unsigned long v = s != NULL ? strtoul(s, NULL, 10) : 1;

	v = v >= 1 && v <= 1000 ? v : 1;
#ifdef T_BACKEND_FSLMC
	/*
	 * The fslmc backend on the emulated board, which has no MMIO trap:
	 * every BMan command, full EQCR and MC command (an xstats read sends
	 * 10) waits for the engine's next look at its portal (5 to 10 us with
	 * traffic, a scheduler slice when another process has the engine's
	 * CPU), where the emulated backend's go straight to the pool or the
	 * counters. A pool run dry costs each allocation a refill attempt of
	 * the mempool cache (37 acquires) and its release back. The same
	 * counts at a sixteenth of the rate.
	 */
	v *= 16;
#endif
	return (unsigned int)v;
}

/*
 * The timer value s seconds from now, for a case's bounded wait, times
 * T_BOUND_SCALE: test/fslmc's board_* programs set it (DPDK's own fslmc
 * bus on the board, every portal access trapped at tens of microseconds).
 */
#ifndef T_BOUND_SCALE
#define T_BOUND_SCALE 1
#endif
static inline uint64_t
t_deadline(unsigned int s)
{
	return rte_get_timer_cycles() + (uint64_t)s * T_BOUND_SCALE * rte_get_timer_hz();
}

static inline uint64_t
t_rate(uint64_t pps)
{
	return RTE_MAX(pps / t_slow(), (uint64_t)1);
}

#ifdef T_BACKEND_FSLMC
#define T_BOARD_COPY_POOL 1024	/* the Rx copy pool's mbufs on the board */
/*
 * The fslmc backend's test build (test/fslmc): the same ports through
 * backend=fslmc. That backend takes no hw_cpu= (the emulated board behind
 * the test bus has its engine on CPU 1, as every hw_cpu=1 of these tests)
 * and needs dpni=: net_dpaa2xN without one drives dpni N + 1, the dpni
 * the emulated backend would give it in the tests' order (dpni@1, dpni@2).
 * A generator makes 2 frames per engine pass (gen_burst=2): what it owes
 * after its thread was descheduled comes in bursts a pass long, and on
 * this backend Rx gives buffers back one BMan command per engine look.
 */
static inline const char *
t_fslmc_args(const char *name, const char *args, char *buf, size_t len)
{
	const char *hw = strstr(args, "hw_cpu="), *rest = args;
	size_t used = 0;

	buf[0] = '\0';
	if (hw != NULL) {
		used = (size_t)snprintf(buf, len, "%.*s", (int)(hw - args), args);
		rest = strchr(hw, ',') != NULL ? strchr(hw, ',') + 1 : "";
	}
	used += (size_t)snprintf(buf + used, len - used, "%s%sbackend=fslmc", rest,
				 rest[0] != '\0' ? "," : "");
	if (strstr(args, "dpni=") == NULL)
		used += (size_t)snprintf(buf + used, len - used, ",dpni=%d",
					 name[strlen(name) - 1] - '0' + 1);
	if (strstr(args, "gen") != NULL && strstr(args, "gen_burst=") == NULL)
		used += (size_t)snprintf(buf + used, len - used, ",gen_burst=2");
#ifdef T_BACKEND_BOARD
	/* DPDK's rte_mempool_free() takes a pool's mbufs back one at a time:
	 * on the board each is a BMan acquire of 16 trapped accesses, and a
	 * Rx copy pool of the default 8192 took minutes at every close */
	if (strstr(args, "copy_pool=") == NULL)
		snprintf(buf + used, len - used, ",copy_pool=%u", T_BOARD_COPY_POOL);
#endif
	return buf;
}
#endif

/* rte_vdev_init(name, args) and the port id it got (UINT16_MAX if none);
 * a gen_rate= in args is divided by t_slow(). */
static inline uint16_t
t_probe(const char *name, const char *args)
{
	char scaled[512];
	const char *r = strstr(args, "gen_rate=");
	uint16_t port = UINT16_MAX;
	char *end;
#ifdef T_BACKEND_FSLMC
	char fslmc[512];

	args = t_fslmc_args(name, args, fslmc, sizeof(fslmc));
	r = strstr(args, "gen_rate=");
#endif

	if (r != NULL && t_slow() > 1 && strlen(args) < sizeof(scaled) - 24) {
		uint64_t pps = strtoull(r + 9, &end, 10);

		snprintf(scaled, sizeof(scaled), "%.*sgen_rate=%" PRIu64 "%s",
			 (int)(r - args), args, t_rate(pps), end);
		args = scaled;
	}
	T_EQ(rte_vdev_init(name, args), 0);
	T_EQ(rte_eth_dev_get_port_by_name(name, &port), 0);
	return port;
}

/* port configured with conf and nrx/ntx queues (512 descriptors, Rx
 * buffers from mp, rxc and txc NULL or each queue's), started. */
static inline void
t_port_setup(uint16_t port, const struct rte_eth_conf *conf, uint16_t nrx, uint16_t ntx,
	     struct rte_mempool *mp)
{
	uint16_t q;

	T_EQ(rte_eth_dev_configure(port, nrx, ntx, conf), 0);
	for (q = 0; q < nrx; q++)
		T_EQ(rte_eth_rx_queue_setup(port, q, 512, SOCKET_ID_ANY, NULL, mp), 0);
	for (q = 0; q < ntx; q++)
		T_EQ(rte_eth_tx_queue_setup(port, q, 512, SOCKET_ID_ANY, NULL), 0);
	T_EQ(rte_eth_dev_start(port), 0);
}

/* A port that brings up the SoC, so that the pools made while it is
 * there are BMan pools (the dpaa2x mempool ops need one); then it goes. */
static inline void
t_soc_port_up(void)
{
	uint16_t port = t_probe("net_dpaa2x9", "hw_cpu=1,gen=off,dpni=2");

	(void)port;
}

static inline void
t_soc_port_down(void)
{
	T_EQ(rte_vdev_uninit("net_dpaa2x9"), 0);
}

/* port configured with one queue each way (512 descriptors, Rx buffers
 * from mp), started. */
static inline void
t_port_start(uint16_t port, struct rte_mempool *mp)
{
	struct rte_eth_conf conf = { 0 };

	t_port_setup(port, &conf, 1, 1, mp);
}

/* The port of vdev name stopped, audited (frames and pools), removed. */
static inline void
t_port_down(const char *name, uint16_t port)
{
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit(name), 0);
}

/*
 * Stepped tests: a first port (net_dpaa2x9 on dpni@2, hw_cpu=step, no
 * generator) brings up the SoC, so that a pool made then is a BMan pool:
 * nb mbufs of the default size, "mp". NULL (said why) if it cannot be made.
 */
static inline struct rte_mempool *
t_step_pool(unsigned int nb)
{
	struct rte_mempool *mp;

	(void)t_probe("net_dpaa2x9", "hw_cpu=step,gen=off,dpni=2");
	mp = rte_pktmbuf_pool_create("mp", nb, 256, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				     SOCKET_ID_ANY);
	if (mp == NULL)
		fprintf(stderr, "no mbuf pool: %s\n", rte_strerror(rte_errno));
	return mp;
}

/* The first port gone; every mbuf of mp back, then mp freed. */
static inline void
t_step_pool_done(struct rte_mempool *mp, unsigned int nb)
{
	T_EQ(rte_vdev_uninit("net_dpaa2x9"), 0);
	T_EQ(rte_mempool_avail_count(mp), nb);
	rte_mempool_free(mp);
}

/* The pool of a T_STEP_MAIN program: where it is kept, its mbufs. */
struct t_step {
	struct rte_mempool **mp;
	unsigned int nb;
};

/*
 * main() of a stepped test (T_STEP_MAIN): EAL up, *s->mp the stepped pool
 * of s->nb mbufs (t_step_pool), the cases, every mbuf back at the end.
 */
static inline int
t_step_main(const char *prog, const struct t_step *s, const struct t_case *cases,
	    unsigned int n)
{
	t_eal_init(prog, NULL);
	*s->mp = t_step_pool(s->nb);
	if (*s->mp == NULL)
		return 1;
	t_run_cases(cases, n);
	t_step_pool_done(*s->mp, s->nb);
	return t_done();
}
#define T_STEP_MAIN(mp, nb, ...) \
	T_MAIN(t_step_main, (&(const struct t_step){ &(mp), (nb) }), __VA_ARGS__)

/*
 * main() of a stepped test in two parts: "rx" runs the rx cases with *mp
 * the stepped pool (t_step_pool), "tx <loopback.dtb>" runs the tx cases on
 * the loopback DPL (args in buf: hw_cpu=step, dpl=dtb) with *mp a BMan
 * pool made while its one dpni brought the SoC up for a moment
 * (net_dpaa2x9), the dpni free again for the test's port. nb mbufs of the
 * default size; every one of them back at the end (T_RX_TX_MAIN).
 */
struct t_rx_tx {
	struct rte_mempool **mp;
	unsigned int nb;
	char *buf;
	size_t len;
	const struct t_case *rx, *tx;
	unsigned int n_rx, n_tx;
};

static inline int
t_rx_tx_main(int argc, char **argv, const struct t_rx_tx *t)
{
	bool tx = argc == 3 && strcmp(argv[1], "tx") == 0;
	struct rte_mempool **mp = t->mp;

	if (!tx && !(argc == 2 && strcmp(argv[1], "rx") == 0)) {
		fprintf(stderr, "usage: %s rx | tx <loopback.dtb>\n", argv[0]);
		return 2;
	}
	t_eal_init(argv[0], NULL);
	if (!tx) {
		*mp = t_step_pool(t->nb);
		if (*mp == NULL)
			return 1;
		t_run_cases(t->rx, t->n_rx);
		t_step_pool_done(*mp, t->nb);
		return t_done();
	}
	snprintf(t->buf, t->len, "hw_cpu=step,dpl=%s", argv[2]);
	T_EQ(rte_vdev_init("net_dpaa2x9", t->buf), 0);
	*mp = rte_pktmbuf_pool_create("mp", t->nb, 256, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				      SOCKET_ID_ANY);
	T_EQ(rte_vdev_uninit("net_dpaa2x9"), 0);
	if (*mp == NULL)
		return 1;
	t_run_cases(t->tx, t->n_tx);
	T_EQ(rte_mempool_avail_count(*mp), t->nb);
	rte_mempool_free(*mp);
	return t_done();
}
/* rx, tx DTB, or "name DTB": the cases of more[] on that DPL, as tx runs
 * its cases on the loopback one (a process has one DPL). */
static inline int
t_rx_tx_more_main(int argc, char **argv, const struct t_rx_tx *t, const char *name,
		  const struct t_case *more, unsigned int n_more)
{
	static char tx[] = "tx";
	struct t_rx_tx m = *t;

	if (argc == 3 && strcmp(argv[1], name) == 0) {
		argv[1] = tx;
		m.tx = more;
		m.n_tx = n_more;
	}
	return t_rx_tx_main(argc, argv, &m);
}

/* main() of the tables rx[] and tx[] of T_CASE()s and more[], the cases
 * of mode name (t_rx_tx_more_main). */
#define T_RX_TX_MORE_MAIN(mp, nb, buf, rx, tx, name, more) \
int \
main(int argc, char **argv) \
{ \
	static const struct t_rx_tx t_ = { &(mp), (nb), (buf), sizeof(buf), (rx), (tx), \
					   RTE_DIM(rx), RTE_DIM(tx) }; \
	return t_rx_tx_more_main(argc, argv, &t_, (name), (more), RTE_DIM(more)); \
}

/* main() of the tables rx[] and tx[] of T_CASE()s (t_rx_tx_main). */
#define T_RX_TX_MAIN(mp, nb, buf, rx, tx) \
int \
main(int argc, char **argv) \
{ \
	static const struct t_rx_tx t_ = { &(mp), (nb), (buf), sizeof(buf), (rx), (tx), \
					   RTE_DIM(rx), RTE_DIM(tx) }; \
	return t_rx_tx_main(argc, argv, &t_); \
}

/* One xstat of port by name; a missing one fails the case. */
static inline uint64_t
t_xstat(uint16_t port, const char *name)
{
	uint64_t id, v = UINT64_MAX;

	if (rte_eth_xstats_get_id_by_name(port, name, &id) != 0 ||
	    rte_eth_xstats_get_by_id(port, &id, &v, 1) != 1)
		T_FAIL_AT("no xstat %s on port %u", name, port);
	return v;
}

/* hw_cpu=step: step until the hardware is idle (the generators sent
 * everything, the engine has nothing left); a bound fails the case. */
static inline void
t_steps_until_idle(void)
{
	unsigned int i;

	for (i = 0; i < 100000 && rte_pmd_dpaa2x_hw_step(0) > 0; i++)
		;
	T_CHECK(i < 100000);
}

/* hw_cpu=step: the frames of one generator run on queue 0 into pkts (at
 * most max); the caller frees them. */
static inline unsigned int
t_step_receive(uint16_t port, struct rte_mbuf **pkts, unsigned int max)
{
	unsigned int i, got = 0;

	t_steps_until_idle();
	for (i = 0; i < 1000 && got < max; i++) {
		rte_pmd_dpaa2x_hw_step(0);
		got += rte_eth_rx_burst(port, 0, pkts + got, (uint16_t)RTE_MIN(max - got, 32u));
	}
	return got;
}

/* A 60-byte frame of ethertype type from mp to port's own MAC (a loopback
 * brings it back to it): an IPv4/UDP one for RTE_ETHER_TYPE_IPV4, zeros
 * after the header for any other type. */
static inline struct rte_mbuf *
t_frame_to_self(uint16_t port, struct rte_mempool *mp, uint16_t type)
{
	struct rte_mbuf *m = rte_pktmbuf_alloc(mp);
	struct rte_ether_hdr *eh;
	struct rte_ipv4_hdr *ip;

	T_CHECK(m != NULL);
	if (m == NULL)
		return NULL;
	eh = (struct rte_ether_hdr *)rte_pktmbuf_append(m, 60);
	memset(eh, 0, 60);
	rte_eth_macaddr_get(port, &eh->dst_addr);
	eh->ether_type = rte_cpu_to_be_16(type);
	if (type == RTE_ETHER_TYPE_IPV4) {
		ip = (struct rte_ipv4_hdr *)(eh + 1);
		ip->version_ihl = 0x45;
		ip->total_length = rte_cpu_to_be_16(46);
		ip->time_to_live = 64;
		ip->next_proto_id = IPPROTO_UDP;
		ip->hdr_checksum = rte_ipv4_cksum(ip);
	}
	return m;
}

/* Every non-zero xstat of port, to see where frames went. */
static inline void
t_dump_xstats(uint16_t port)
{
	struct rte_eth_xstat_name names[128];
	struct rte_eth_xstat xs[128];
	int i, n = rte_eth_xstats_get(port, xs, 128);

	rte_eth_xstats_get_names(port, names, 128);
	for (i = 0; i < n && i < 128; i++)
		if (xs[i].value != 0)
			fprintf(stderr, "  port %u %s = %" PRIu64 "\n", port, names[i].name,
				xs[i].value);
}

static inline void
t_memzone_count(const struct rte_memzone *mz, void *arg)
{
	(void)mz;
	(*(unsigned int *)arg)++;
}

/* Memzones of this process now. */
static inline unsigned int
t_memzones(void)
{
	unsigned int n = 0;

	rte_memzone_walk(t_memzone_count, &n);
	return n;
}

#endif /* T_PORT_H */
