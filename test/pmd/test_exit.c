/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * How a program ends with dpaa2x ports: the engine thread (the emulated
 * hardware) must not outlive EAL's memory, whichever way the program
 * takes. One way per run, named by the argument:
 *  cleanup-open    rte_eal_cleanup() with both ports started and frames
 *                  flowing, the pool never freed (testpmd's rte_exit() at
 *                  start-up): the vdev bus's cleanup closes the ports;
 *  cleanup-closed  the ports stopped and closed first, the pool never
 *                  freed, then rte_eal_cleanup() (l3fwd's end): the
 *                  datapath stops with the last port; port 1 removed
 *                  after its close (a remove of a closed port does no
 *                  more);
 *  exit            exit() with the ports started, without
 *                  rte_eal_cleanup(): the engine stops in the driver's
 *                  destructor, and the program ends with its own code.
 * Threads are counted by name in /proc/self/task.
 */

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <rte_bus_vdev.h>
#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_port.h"

#define NB_MBUF		4096
#define FORWARD_N	2000
#define PORT_ARGS	"hw_cpu=1,flow_ctrl=tx_pause,gen_rate=100000,gen_size=64:1518"

static uint16_t ports[2];
static struct rte_mempool *pool;

/* Threads of this process named name (the engine's: "dpaa2x-hw"). */
static unsigned int
threads_named(const char *name)
{
	DIR *d = opendir("/proc/self/task");
	struct dirent *e;
	unsigned int n = 0;

	if (d == NULL) {
		T_FAIL_AT("/proc/self/task: %s", strerror(errno));
		return 0;
	}
	while ((e = readdir(d)) != NULL) {
		char path[300], comm[32] = "";
		FILE *f;

		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "/proc/self/task/%s/comm", e->d_name);
		f = fopen(path, "r");
		if (f == NULL)
			continue;		/* the thread has just ended */
		if (fgets(comm, sizeof(comm), f) != NULL)
			comm[strcspn(comm, "\n")] = '\0';
		fclose(f);
		n += strcmp(comm, name) == 0;
	}
	closedir(d);
	return n;
}

/* Threads named name once no more than want are left, waiting up to 5 s:
 * a joined thread may be listed a moment longer (under qemu-user its host
 * thread outlives the join). Plain nanosleep: EAL may be gone. */
static unsigned int
threads_named_settled(const char *name, unsigned int want)
{
	const struct timespec ms = { .tv_nsec = 1000000 };
	unsigned int n = threads_named(name), i;

	for (i = 0; i < 5000 && n > want; i++) {
		nanosleep(&ms, NULL);
		n = threads_named(name);
	}
	return n;
}

/* Both ports started, forwarding to each other until n frames went out
 * (bounded, 10 s); the generators go on sending. */
static void
ports_forwarding(unsigned int n)
{
	uint64_t end;
	unsigned int sent = 0, i;

	ports[0] = t_probe("net_dpaa2x0", PORT_ARGS);
	ports[1] = t_probe("net_dpaa2x1", PORT_ARGS);
	pool = rte_pktmbuf_pool_create("exit_pool", NB_MBUF, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				       SOCKET_ID_ANY);
	if (pool == NULL || ports[0] == UINT16_MAX || ports[1] == UINT16_MAX) {
		T_FAIL_AT("no ports or no pool: %s", rte_strerror(rte_errno));
		return;
	}
	t_port_start(ports[0], pool);
	t_port_start(ports[1], pool);
	end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
	while (sent < n && rte_get_timer_cycles() < end) {
		for (i = 0; i < 2; i++) {
			struct rte_mbuf *b[32];
			uint16_t k = rte_eth_rx_burst(ports[i], 0, b, RTE_DIM(b));
			uint16_t t = rte_eth_tx_burst(ports[!i], 0, b, k);

			rte_pktmbuf_free_bulk(b + t, k - t);
			sent += t;
		}
	}
	if (sent < n)
		T_FAIL_AT("forwarded %u of %u frames in 10 s", sent, n);
	T_EQ(threads_named("dpaa2x-hw"), 1);
}

/* The summary; EAL is gone (no rte_log), so plain stdio. */
static int
summary(const char *way)
{
	printf("%s - %s\n", t_failures ? "FAIL" : "ok", way);
	return t_failures ? 1 : 0;
}

int
main(int argc, char **argv)
{
	const char *way = argc > 1 ? argv[1] : "";

	t_eal_init(argv[0], NULL);
	ports_forwarding(FORWARD_N);
	if (strcmp(way, "cleanup-open") == 0) {
		T_EQ(rte_eal_cleanup(), 0);
		T_EQ(threads_named_settled("dpaa2x-hw", 0), 0);
	} else if (strcmp(way, "cleanup-closed") == 0) {
		T_EQ(rte_pmd_dpaa2x_gen_stop(ports[0]), 0);
		T_EQ(rte_pmd_dpaa2x_gen_stop(ports[1]), 0);
		T_EQ(rte_eth_dev_stop(ports[0]), 0);
		T_EQ(rte_eth_dev_stop(ports[1]), 0);
		T_AUDIT(ports[0]);		/* every buffer back in the pool */
		T_AUDIT(ports[1]);
		T_EQ(rte_eth_dev_close(ports[0]), 0);
		T_EQ(threads_named("dpaa2x-hw"), 1);	/* port 1 is open */
		T_EQ(rte_eth_dev_close(ports[1]), 0);
		T_EQ(threads_named_settled("dpaa2x-hw", 0), 0);	/* the pool alone keeps no engine */
		T_EQ(rte_vdev_uninit("net_dpaa2x1"), 0);
		T_EQ(rte_eal_cleanup(), 0);
		T_EQ(threads_named_settled("dpaa2x-hw", 0), 0);
	} else if (strcmp(way, "exit") == 0) {
		fflush(stdout);
		exit(summary(way));
	} else {
		fprintf(stderr, "usage: %s cleanup-open|cleanup-closed|exit\n", argv[0]);
		return 2;
	}
	return summary(way);
}
