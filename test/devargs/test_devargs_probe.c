/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Real probes of net_dpaa2x through rte_vdev_init: a bad devarg fails the
 * probe with a log line naming key, value and range, and leaves no port
 * and no memzone behind; a good one makes a port that removes cleanly.
 */

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_bus_vdev.h>
#include <rte_eal.h>
#include <rte_ethdev.h>
#include <rte_log.h>
#include <rte_memzone.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"

static char logbuf[65536];
static FILE *logf_;

/*
 * DPDK's own memzones stay once made (ethdev's shared port data, the
 * platform mempool ops name the driver sets): not ours to count.
 */
static void
count_mz(const struct rte_memzone *mz, void *arg)
{
	if (strcmp(mz->name, "rte_eth_dev_data") == 0 ||
	    strcmp(mz->name, "mbuf_platform_pool_ops") == 0)
		return;
	if (getenv("DPAA2X_TEST_VERBOSE"))
		printf("memzone %s\n", mz->name);
	(*(unsigned int *)arg)++;
}

static unsigned int
memzones(void)
{
	unsigned int n = 0;

	rte_memzone_walk(count_mz, &n);
	return n;
}

/* Threads of this process: a failed probe must not leave the engine's. */
static unsigned int
threads(void)
{
	unsigned int n = 0;
	struct dirent *e;
	DIR *d = opendir("/proc/self/task");

	while (d != NULL && (e = readdir(d)) != NULL)
		n += e->d_name[0] != '.';
	if (d != NULL)
		closedir(d);
	return n;
}

static void
log_reset(void)
{
	fflush(logf_);
	memset(logbuf, 0, sizeof(logbuf));
	rewind(logf_);
}

static const char *
log_text(void)
{
	fflush(logf_);
	return logbuf;
}

static unsigned int mz_base, thr_base;

/* The probe fails, says msg, and leaves nothing behind. */
static void
expect_probe_error(const char *name, const char *args, const char *msg)
{
	log_reset();
	T_NE(rte_vdev_init(name, args), 0);
	T_CONTAINS(log_text(), msg);
	T_EQ(rte_eth_dev_count_avail(), 0);
	T_EQ(memzones(), mz_base);
	T_EQ(threads(), thr_base);
}

static void
test_bad_devargs_fail_probe(void)
{
	expect_probe_error("net_dpaa2x0", "copybreak=512abc",
		"net_dpaa2x: net_dpaa2x0: invalid devarg copybreak=512abc: allowed 0..10240");
	expect_probe_error("net_dpaa2x0", "copybreak=-5",
		"net_dpaa2x0: invalid devarg copybreak=-5: allowed 0..10240");
	expect_probe_error("net_dpaa2x0", "copybreak=70000",
		"net_dpaa2x0: invalid devarg copybreak=70000: allowed 0..10240");
	expect_probe_error("net_dpaa2x0", "rx_copybreak=64",
		"net_dpaa2x0: unknown devarg 'rx_copybreak' (known: dpl, dpni, copybreak,");
	expect_probe_error("net_dpaa2x0", "dpl=/nonexistent/dpl.dtb",
		"net_dpaa2x0: devarg dpl=/nonexistent/dpl.dtb: ");
	expect_probe_error("net_dpaa2x0", "dpni=9",
		"net_dpaa2x0: devarg dpni=9: no such dpni in the DPL");
}

static void
test_good_probe_and_remove(void)
{
	uint32_t cb = 0;
	uint16_t port;

	T_EQ(rte_vdev_init("net_dpaa2x0", "copybreak=256"), 0);
	T_EQ(rte_eth_dev_count_avail(), 1);
	T_EQ(rte_eth_dev_get_port_by_name("net_dpaa2x0", &port), 0);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak(port, &cb), 0);
	T_EQ(cb, 256);
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, 10241), -EINVAL);
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, 128), 0);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak(port, &cb), 0);
	T_EQ(cb, 128);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak(port, NULL), -EINVAL);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak(RTE_MAX_ETHPORTS - 1, &cb), -ENODEV);
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(RTE_MAX_ETHPORTS - 1, 64), -ENODEV);
	/* a second port takes the next dpni; a third finds none left */
	T_EQ(rte_vdev_init("net_dpaa2x1", NULL), 0);
	T_EQ(rte_eth_dev_count_avail(), 2);
	log_reset();
	T_NE(rte_vdev_init("net_dpaa2x2", NULL), 0);
	T_CONTAINS(log_text(), "net_dpaa2x2: every dpni of the DPL (2) is already in use");
	log_reset();
	T_NE(rte_vdev_init("net_dpaa2x3", "dpl=/etc/hostname"), 0);
	T_CONTAINS(log_text(), "net_dpaa2x3: dpl=/etc/hostname conflicts with "
		   "dpl=<embedded default> already in use");
	T_EQ(rte_eth_dev_count_avail(), 2);
	T_EQ(rte_vdev_uninit("net_dpaa2x1"), 0);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	T_EQ(rte_eth_dev_count_avail(), 0);
	T_EQ(memzones(), mz_base);
	T_EQ(threads(), thr_base);
	/* and again: nothing left over blocks a new probe */
	T_EQ(rte_vdev_init("net_dpaa2x0", "dpni=2"), 0);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	T_EQ(memzones(), mz_base);
}

int
main(int argc, char **argv)
{
	(void)argc;
	t_eal_init(argv[0], NULL);
	logf_ = fmemopen(logbuf, sizeof(logbuf) - 1, "w");
	rte_openlog_stream(logf_);
	mz_base = memzones();
	thr_base = threads();
	T_RUN(test_bad_devargs_fail_probe);
	T_RUN(test_good_probe_and_remove);
	rte_openlog_stream(NULL);
	return t_done();
}
