/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * net_dpaa2x on a board without a tester, as on silicon: the default DPL
 * with tester = "off", dpmac@1's wire a loopback. The probe succeeds; the
 * tester's API answers -ENOTSUP and its xstats are not there; a tester
 * devarg is refused with a message saying why; frames the application
 * sends come back on the loopback, and the audit takes what the link
 * offered from the dpmac's counter.
 * Usage: test_no_tester <default.dtb>
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <rte_bus_vdev.h>
#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "dpl_cases.h"
#include "t_audit.h"
#include "t_log.h"
#include "t_port.h"

static char dir[] = "/tmp/dpaa2x_nt_XXXXXX";
static char dpl_path[64];
static const char *default_dtb_path;

static void
test_tester_api_not_supported(uint16_t port)
{
	struct rte_pmd_dpaa2x_gen_conf gc = { .n_sizes = 1, .sizes = { 64 }, .flows = 1, .ttl = 1 };
	struct rte_pmd_dpaa2x_wire_stats ws;
	uint64_t id;

	T_EQ(rte_pmd_dpaa2x_gen_conf_get(port, &gc), -ENOTSUP);
	T_EQ(rte_pmd_dpaa2x_gen_conf_set(port, &gc), -ENOTSUP);
	T_EQ(rte_pmd_dpaa2x_gen_start(port), -ENOTSUP);
	T_EQ(rte_pmd_dpaa2x_gen_stop(port), -ENOTSUP);
	T_EQ(rte_pmd_dpaa2x_wire_stats_get(port, &ws), -ENOTSUP);
	T_EQ(rte_pmd_dpaa2x_wire_stats_reset(port), -ENOTSUP);
	T_NE(rte_eth_xstats_get_id_by_name(port, "wire_gen_frames", &id), 0);
	T_EQ(rte_eth_xstats_get_id_by_name(port, "hw_rx_frames", &id), 0);
}

/* 64 frames out and back in on the loopback; every one accounted for. */
static void
test_loopback_audited(uint16_t port)
{
	struct rte_mempool *mp = rte_pktmbuf_pool_create("mp", 1024, 0, 0,
		RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY);
	struct rte_eth_conf conf = { 0 };
	struct rte_pmd_dpaa2x_audit a;
	struct rte_mbuf *m[64];
	unsigned int i, sent = 0, got = 0;
	uint64_t end;

	T_CHECK(mp != NULL);
	if (mp == NULL)
		return;
	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	T_EQ(rte_eth_dev_start(port), 0);
	T_EQ(rte_pktmbuf_alloc_bulk(mp, m, 64), 0);
	for (i = 0; i < 64; i++)	/* 60 bytes to the broadcast address */
		memset(rte_pktmbuf_append(m[i], 60), 0xff, 60);
	end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
	while ((sent < 64 || got < 64) && rte_get_timer_cycles() < end) {
		struct rte_mbuf *in[32];
		uint16_t n;

		sent += rte_eth_tx_burst(port, 0, &m[sent], 64 - sent);
		n = rte_eth_rx_burst(port, 0, in, 32);
		rte_pktmbuf_free_bulk(in, n);
		got += n;
	}
	T_EQ(sent, 64);
	T_EQ(got, 64);
	T_EQ(t_xstat(port, "hw_rx_frames"), 64);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(T_AUDIT_FRAMES(port, &a), 0);
	T_EQ(a.rx_offered, 64);		/* the dpmac's count */
	T_EQ(a.rx_delivered, 64);
	T_EQ(a.tx_hw_frames, 64);
	T_AUDIT(port);
	T_EQ(rte_eth_dev_close(port), 0);
	rte_mempool_free(mp);
}

static void
test_probe_without_tester(void)
{
	char args[128], err[160];
	static const struct dpl_case no_tester = {
		"/", "tester", DPL_BAD_RANGE, NULL,
		{ STR("/", "tester", "off"), STR(DPMAC1, "wire", "loopback") },
	};
	uint16_t port;

	if (dpl_case_write(&no_tester, default_dtb_path, dpl_path, err, sizeof(err)) != 0)
		T_FAIL_AT("%s", err);
	/* a tester devarg has no tester to take it: refused, nothing left */
	snprintf(args, sizeof(args), "dpl=%s,hw_cpu=1,gen_rate=1000", dpl_path);
	T_NE(rte_vdev_init("net_dpaa2x0", args), 0);
	T_CONTAINS(t_log_text(), "net_dpaa2x0: devarg gen_rate: the board has no tester (the "
		   "emulated board's generator and sink) to take it");
	T_EQ(rte_eth_dev_count_avail(), 0);
	/* the same port without it */
	snprintf(args, sizeof(args), "dpl=%s,hw_cpu=1,dpni=1", dpl_path);
	port = t_probe("net_dpaa2x0", args);
	test_tester_api_not_supported(port);
	test_loopback_audited(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

int
main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s default.dtb\n", argv[0]);
		return 2;
	}
	if (mkdtemp(dir) == NULL) {
		perror("mkdtemp");
		return 2;
	}
	snprintf(dpl_path, sizeof(dpl_path), "%s/no_tester.dtb", dir);
	t_eal_init(argv[0], NULL);
	t_log_capture();
	default_dtb_path = argv[1];
	T_RUN(test_probe_without_tester);
	t_log_release();
	unlink(dpl_path);
	rmdir(dir);
	return t_done();
}
