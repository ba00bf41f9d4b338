/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpbp objects come back. A BMan acquire is all or nothing (QBMan answers
 * 0 when fewer buffers than asked for are there), and the MC gives back no
 * dpbp that still holds a buffer: a pool's free must take the last one.
 * After many copybreak changes and MTU restarts every dpbp can be had again.
 */

#include <errno.h>
#include <stdio.h>

#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_errno.h>
#include <rte_ethdev.h>
#include <rte_malloc.h>
#include <rte_mbuf.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_port.h"

#define DPL_DPBPS	8	/* the default DPL's dpbp objects */

static struct rte_mempool *
pool_of(const char *name, unsigned int n)
{
	return rte_pktmbuf_pool_create(name, n, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY);
}

/*
 * Every dpbp the DPL has but the ones in use can be claimed: a pool is
 * made on each, the next one is refused (ENOSPC), and all go again.
 */
static void
claim_all(unsigned int in_use)
{
	struct rte_mempool *p[DPL_DPBPS + 1];
	unsigned int n = 0, i;
	char name[32];

	for (i = 0; i < RTE_DIM(p); i++) {
		snprintf(name, sizeof(name), "claim%u", i);
		p[n] = pool_of(name, 64);
		if (p[n] == NULL)
			break;
		n++;
	}
	T_EQ(n, DPL_DPBPS - in_use);
	T_EQ(rte_errno, ENOSPC);
	for (i = 0; i < n; i++)
		rte_mempool_free(p[i]);
}

/*
 * The pool's free, with BMan still holding n of its buffers (what
 * rte_mempool_free() has not taken before it calls the ops' free): the
 * free takes them 7 at a time, then one by one (16 are 7 + 7 + 2; an
 * acquire of 7 finds 2 and gives none), and the dpbp is free again.
 * Acquiring 7 until an answer of 0 left 2 of 16 (or 2 of 9, 6 of 6) in
 * BMan and the dpbp claimed.
 */
static void
free_case(unsigned int n)
{
	struct rte_mempool *p = pool_of("free", n);
	const struct rte_mempool_ops *ops;

	T_CHECK(p != NULL);
	if (p == NULL)
		return;
	T_EQ(rte_mempool_avail_count(p), n);	/* all n in BMan (no cache) */
	ops = rte_mempool_get_ops(p->ops_index);
	ops->free(p);
	claim_all(0);				/* every dpbp, this one too */
	/*
	 * The mempool library frees the rest, with no dpbp left to the ops.
	 * Its rte_mempool_free_memchunks() would first dequeue each element
	 * through the ops, which the ops' free took already: on BPID 0 (no
	 * pool), an acquire QBMan refuses n times ("Acquire buffers from
	 * BPID 0x0 failed" from DPDK's QBMan driver on backend=fslmc). The
	 * elements leave the list as that loop takes them, without it.
	 */
	p->pool_data = NULL;
	while (!STAILQ_EMPTY(&p->elt_list)) {
		STAILQ_REMOVE_HEAD(&p->elt_list, next);
		p->populated_size--;
	}
	rte_mempool_free(p);
}

static void
test_free_takes_all(void)
{
	free_case(16);
	free_case(9);
	free_case(7);
	free_case(6);
	free_case(1);
}

/* Receive for a while (at least want frames, bounded, 10 s), free them. */
static void
rx_some(uint16_t port, unsigned int want)
{
	uint64_t end = t_deadline(10);
	struct rte_mbuf *b[32];
	unsigned int got = 0;
	uint16_t k;

	while (got < want && rte_get_timer_cycles() < end) {
		k = rte_eth_rx_burst(port, 0, b, RTE_DIM(b));
		rte_pktmbuf_free_bulk(b, k);
		got += k;
	}
	if (got < want)
		T_FAIL_AT("received %u of %u frames on port %u", got, want, port);
}

/* What DPDK's heaps hold allocated, all sockets (hugepages with IOVA as
 * PA: pages a pool's free did not give back would show here). */
static size_t
heap_in_use(void)
{
	struct rte_malloc_socket_stats st;
	size_t n = 0;
	unsigned int i;

	for (i = 0; i < rte_socket_count(); i++)
		if (rte_malloc_get_socket_stats(rte_socket_id_by_idx(i), &st) == 0)
			n += st.heap_allocsz_bytes;
	return n;
}

/*
 * 50 copybreak sizes (each a new small pool, freed at the next stop) and
 * 20 MTU restarts while frames of 64 to 700 bytes come; then the port
 * goes and every dpbp but the Rx pool's can be claimed again, and once
 * the Rx pool is freed every one. The heaps hold no more than before the
 * port started: no pool's memory stays behind (in IOVA-as-PA runs too).
 */
static void
test_reuse_after_churn(void)
{
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=1,gen_rate=100000,gen_size=64:700");
	struct rte_mempool *mp = pool_of("rx", 2048);
	unsigned int i, changes = 0;
	size_t heap0;

	T_CHECK(mp != NULL);
	if (mp == NULL)
		return;
	heap0 = heap_in_use();
	t_port_start(port, mp);
	for (i = 0; i < 20; i++) {
		unsigned int k, per = i % 2 == 0 ? 3 : 2;	/* 10 * (3 + 2) = 50 */

		for (k = 0; k < per; k++, changes++) {
			T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, 64 + 40 * (changes % 16)), 0);
			rx_some(port, 8);
		}
		T_EQ(rte_eth_dev_stop(port), 0);
		T_AUDIT(port);
		T_EQ(rte_eth_dev_set_mtu(port, i % 2 == 0 ? 1000 : 1500), 0);
		T_EQ(rte_eth_dev_start(port), 0);
		rx_some(port, 8);
	}
	T_EQ(changes, 50);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	T_EQ(rte_mempool_avail_count(mp), mp->size);
	if (heap_in_use() > heap0)
		T_FAIL_AT("the heaps hold %zu bytes after the port went, %zu before it started",
			  heap_in_use(), heap0);
	claim_all(1);
	t_soc_port_up();			/* the SoC stays without the pool */
	rte_mempool_free(mp);
	claim_all(0);				/* the Rx pool's dpbp too */
	t_soc_port_down();
}

int
main(int argc, char **argv)
{
	(void)argc;
	t_eal_init(argv[0], NULL);
	t_soc_port_up();
	T_RUN(test_free_takes_all);
	t_soc_port_down();
	T_RUN(test_reuse_after_churn);
	return t_done();
}
