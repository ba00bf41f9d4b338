/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The audit on the wires the other tests do not audit, and the close
 * audit's account of buffers still in flight:
 *  - a port closed while the application holds 50 mbufs of its Rx pool and
 *    50 of its small pool: both named, as in the application's hands;
 *  - two ports on one pool: the first closes while the other's Rx queue
 *    holds 100 frames and the application holds 10; the log names both,
 *    and nothing is called missing;
 *  - a tap wire whose interface is down: the kernel refuses every write,
 *    each frame counts once as transmitted (no egress discard), the audit
 *    balances and the wire summary says how many the partner refused;
 *  - a dpni-dpni link (backtoback DPL): what one port sends the other
 *    receives, both audits balance.
 * Usage: test_wire_audit <default.dtb> <backtoback.dtb>
 */

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>

#include <rte_bus_vdev.h>
#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_log.h>
#include <rte_mbuf.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "dpl_cases.h"
#include "t_audit.h"
#include "t_log.h"
#include "t_port.h"
#include "t_tap.h"

#define NB_MBUF		4096

static char dir[] = "/tmp/dpaa2x_wa_XXXXXX";
static const char *default_dtb, *b2b_dtb;

/* n frames from port's queue 0 into m, bounded (10 s); how many came. */
static unsigned int
rx_wait(uint16_t port, struct rte_mbuf **m, unsigned int n)
{
	uint64_t end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
	unsigned int got = 0;

	while (got < n && rte_get_timer_cycles() < end)
		got += rte_eth_rx_burst(port, 0, m + got, (uint16_t)RTE_MIN(n - got, 32u));
	if (got < n)
		T_FAIL_AT("port %u: %u of %u frames in 10 s", port, got, n);
	return got;
}

/* Until xstat name of port reaches want (bounded: 10 s). */
static void
xstat_wait(uint16_t port, const char *name, uint64_t want)
{
	uint64_t end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();

	while (t_xstat(port, name) < want && rte_get_timer_cycles() < end)
		rte_delay_us_sleep(1000);
	if (t_xstat(port, name) != want)
		T_FAIL_AT("port %u: %s %" PRIu64 ", not %" PRIu64 " in 10 s", port, name,
			  t_xstat(port, name), want);
}

/* n frames of 60 bytes to the broadcast address from mp, sent on port. */
static void
tx_n(uint16_t port, struct rte_mempool *mp, unsigned int n)
{
	uint64_t end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
	struct rte_mbuf *m[64];
	unsigned int i, sent = 0;

	T_CHECK(n <= RTE_DIM(m));
	T_EQ(rte_pktmbuf_alloc_bulk(mp, m, n), 0);
	for (i = 0; i < n; i++)
		memset(rte_pktmbuf_append(m[i], 60), 0xff, 60);
	while (sent < n && rte_get_timer_cycles() < end)
		sent += rte_eth_tx_burst(port, 0, &m[sent], (uint16_t)(n - sent));
	T_EQ(sent, n);
}

/*
 * Port 0 closes while port 1's Rx queue holds 100 frames of the pool both
 * use and the application 10: held, not missing. Then port 1 closes (its
 * stop takes the 100 back): only the application's 10 are out.
 */
static void
test_close_two_ports_one_pool(void)
{
	uint16_t p0 = t_probe("net_dpaa2x0", "hw_cpu=1,copybreak=0,gen_count=10,gen_rate=100000");
	uint16_t p1 = t_probe("net_dpaa2x1", "hw_cpu=1,copybreak=0,gen_count=100,gen_rate=100000");
	struct rte_mempool *mp = rte_pktmbuf_pool_create("mp", NB_MBUF, 0, 0,
		RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY);
	struct rte_mbuf *held[10];
	unsigned int n;

	T_CHECK(mp != NULL);
	if (mp == NULL)
		return;
	t_port_start(p0, mp);
	t_port_start(p1, mp);
	n = rx_wait(p0, held, 10);
	xstat_wait(p1, "hw_rx_frames", 100);	/* in port 1's Rx FQ: nobody polls it */
	t_log_clear();
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	T_CONTAINS(t_log_text(), "port 0 audit: pool mp: 110 of 4096 mbufs out of the pool: 100 in "
		   "the queues of port 1, 10 in the application's hands");
	T_CHECK(strstr(t_log_text(), "missing") == NULL);
	t_log_clear();
	T_EQ(rte_vdev_uninit("net_dpaa2x1"), 0);
	T_CONTAINS(t_log_text(), "port 1 audit: offered 100 = delivered 0 + dropped 100 (tail 0, "
		   "no-buffer 0, filtered 0, discards 0, at stop 100, bad FD 0)");
	T_CONTAINS(t_log_text(), "port 1 audit: pool mp: 10 of 4096 mbufs out of the pool, in the "
		   "application's hands");
	T_CHECK(strstr(t_log_text(), "missing") == NULL);
	rte_pktmbuf_free_bulk(held, n);
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF);
	rte_mempool_free(mp);
}

/*
 * At close the port's audit says which pools are not full again and where
 * their buffers are: the application's Rx pool and the small pool (64-byte
 * frames copied, 1518-byte ones zero-copy), each named, their mbufs in the
 * application's hands (not called missing).
 */
static void
test_close_names_pools(void)
{
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=1,gen_count=100,gen_rate=100000,"
				"gen_size=64:1518");
	struct rte_mempool *mp = rte_pktmbuf_pool_create("mp", NB_MBUF, 0, 0,
		RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY), *small = NULL;
	struct rte_mbuf *held[100];
	char want[224];
	unsigned int i, n;

	T_CHECK(mp != NULL);
	if (mp == NULL)
		return;
	t_port_start(port, mp);
	n = rx_wait(port, held, 100);
	for (i = 0; i < n; i++)
		if (held[i]->pool != mp)
			small = held[i]->pool;
	T_CHECK(small != NULL);
	T_EQ(rte_eth_dev_stop(port), 0);
	t_log_clear();
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	snprintf(want, sizeof(want), "port 0 audit: pool mp: 50 of 4096 mbufs out of the pool, "
		 "in the application's hands; pool %s: 50 of 8192 mbufs out of the pool, in the "
		 "application's hands", small != NULL ? small->name : "?");
	T_CONTAINS(t_log_text(), want);
	printf("# logged at close: %s\n", want);
	rte_pktmbuf_free_bulk(held, n);
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF);
	rte_mempool_free(mp);
	if (small != NULL) {	/* left to the application at close */
		T_EQ(rte_mempool_avail_count(small), small->size);
		rte_mempool_free(small);
	}
}

/*
 * A tap the kernel has down refuses every write (EIO): the 32 frames were
 * transmitted by the MAC and lost at the partner, each counted once.
 */
static void
test_tap_refused_audited(void)
{
	char tap[IFNAMSIZ], path[64], args[128], err[160], want[96];
	struct dpl_case c = { "dpmac", "wire", DPL_BAD_RANGE, NULL,
			      { STR(DPMAC1, "wire", "tap"), STR(DPMAC1, "tap_name", tap) } };
	struct rte_pmd_dpaa2x_audit a;
	struct rte_mempool *mp;
	uint16_t port;

	if (access("/dev/net/tun", R_OK | W_OK) != 0) {
		printf("# skipped: no /dev/net/tun\n");
		return;
	}
	snprintf(tap, sizeof(tap), "d2xw%d", (int)getpid() % 1000000);
	snprintf(path, sizeof(path), "%s/tap.dtb", dir);
	if (dpl_case_write(&c, default_dtb, path, err, sizeof(err)) != 0) {
		T_FAIL_AT("%s", err);
		return;
	}
	snprintf(args, sizeof(args), "dpl=%s,hw_cpu=1,dpni=1", path);
	if (rte_vdev_init("net_dpaa2x0", args) != 0) {
		printf("# skipped: no tap (CAP_NET_ADMIN?): %.200s\n", t_log_text());
		unlink(path);
		return;
	}
	T_EQ(rte_eth_dev_get_port_by_name("net_dpaa2x0", &port), 0);
	mp = rte_pktmbuf_pool_create("mp_tap", 1024, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				     SOCKET_ID_ANY);
	T_CHECK(mp != NULL);
	t_port_start(port, mp);
	t_tap_down(tap);
	tx_n(port, mp, 32);
	xstat_wait(port, "hw_tx_frames", 32);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(T_AUDIT_FRAMES(port, &a), 0);
	T_EQ(a.tx_sent, 32);
	T_EQ(a.tx_hw_frames, 32);		/* transmitted, once */
	T_EQ(a.tx_hw_discards, 0);		/* not also discarded */
	T_EQ(t_xstat(port, "hw_tx_discards"), 0);
	T_AUDIT(port);
	t_log_clear();
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	snprintf(want, sizeof(want), "refused by the partner 32");
	T_CONTAINS(t_log_text(), want);
	T_CONTAINS(t_log_text(), "; sent 32 = transmitted 32 + discarded 0");
	T_EQ(rte_mempool_avail_count(mp), 1024);
	rte_mempool_free(mp);
	unlink(path);
}

/* dpni@1 wired to dpni@2: 64 frames across, both audits balance. */
static void
test_backtoback_audited(void)
{
	char args[160];
	struct rte_pmd_dpaa2x_audit a0, a1;
	struct rte_mempool *mp;
	struct rte_mbuf *m[64];
	uint16_t p0, p1;
	unsigned int n;

	snprintf(args, sizeof(args), "dpl=%s,hw_cpu=1,dpni=1", b2b_dtb);
	p0 = t_probe("net_dpaa2x0", args);
	snprintf(args, sizeof(args), "dpl=%s,hw_cpu=1,dpni=2", b2b_dtb);
	p1 = t_probe("net_dpaa2x1", args);
	mp = rte_pktmbuf_pool_create("mp_b2b", 1024, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				     SOCKET_ID_ANY);
	T_CHECK(mp != NULL);
	t_port_start(p0, mp);
	t_port_start(p1, mp);
	tx_n(p0, mp, 64);
	n = rx_wait(p1, m, 64);
	rte_pktmbuf_free_bulk(m, n);
	T_EQ(rte_eth_dev_stop(p0), 0);
	T_EQ(rte_eth_dev_stop(p1), 0);
	T_EQ(T_AUDIT_FRAMES(p0, &a0), 0);
	T_EQ(T_AUDIT_FRAMES(p1, &a1), 0);
	T_EQ(a0.tx_sent, 64);
	T_EQ(a0.tx_hw_frames, 64);
	T_EQ(a1.rx_offered, 64);
	T_EQ(a1.rx_delivered, 64);
	T_AUDIT(p0);
	T_AUDIT(p1);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	T_EQ(rte_vdev_uninit("net_dpaa2x1"), 0);
	T_EQ(rte_mempool_avail_count(mp), 1024);
	rte_mempool_free(mp);
}

int
main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: %s default.dtb backtoback.dtb\n", argv[0]);
		return 2;
	}
	if (mkdtemp(dir) == NULL) {
		perror("mkdtemp");
		return 2;
	}
	default_dtb = argv[1];
	b2b_dtb = argv[2];
	t_eal_init(argv[0], NULL);
	t_log_capture();
	rte_log_set_level_pattern("pmd.net.dpaa2x", RTE_LOG_INFO);	/* the close audit */
	T_RUN(test_close_names_pools);
	T_RUN(test_close_two_ports_one_pool);
	T_RUN(test_tap_refused_audited);
	T_RUN(test_backtoback_audited);
	t_log_release();
	rmdir(dir);
	return t_done();
}
