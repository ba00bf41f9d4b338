/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * IOVA as PA only (test/pmd/iova_pa.sh and test/fslmc/iova_pa.sh run it on
 * scattered hugepages): the driver's IOVA table (dpaa2x_iova_table.h)
 * against EAL for every memseg, its following EAL's memory events, and a
 * pool of more than 4 IOVA chunks, whose buffers past the fourth the Rx
 * translation finds through it: every one, without EAL's memory lock
 * (rte_mem_iova2virt() took it per frame and waited for any allocation),
 * and frames received zero-copy into all of the pool. Compiled for both
 * backends (T_BACKEND_FSLMC: test/fslmc's build).
 */

#include <pthread.h>

#include <rte_cycles.h>
#include <rte_eal_memconfig.h>
#include <rte_mbuf.h>

#include "dpaa2x_bp.h"
#include "dpaa2x_iova_table.h"
#include "dpaa2x_mempool.h"
#include "t_port.h"

#define NB_MBUF		8192	/* 19 MB: more than 4 chunks on scattered pages */
#define MAX_SEGS	4096

static struct rte_mempool *mp;
static struct rte_mbuf *held[NB_MBUF];
static struct { uint64_t iova, len; uintptr_t va; } segs[MAX_SEGS];
static unsigned int n_segs;

static int
seg_cb(const struct rte_memseg_list *msl, const struct rte_memseg *ms, void *arg)
{
	RTE_SET_USED(msl);
	RTE_SET_USED(arg);
	if (ms->iova != RTE_BAD_IOVA && n_segs < MAX_SEGS)
		segs[n_segs++] = (typeof(segs[0])){ ms->iova, ms->len, (uintptr_t)ms->addr };
	return 0;
}

/* Every memseg's first, middle and last byte as EAL has them. */
static void
test_table_matches_eal(void)
{
	unsigned int i, bad = 0;
	uint64_t a, k, top = 0;

	T_EQ(dpaa2x_iova_table_init(), 0);
	T_CHECK(dpaa2x_iova_tab.ready);
	n_segs = 0;
	rte_memseg_walk(seg_cb, NULL);
	T_CHECK(n_segs > 0);
	for (i = 0; i < n_segs; i++) {
		for (k = 0; k < 3; k++) {
			a = segs[i].iova + (k == 0 ? 0 : k == 1 ? segs[i].len / 2 : segs[i].len - 1);
			bad += dpaa2x_iova_table_va(a) != (uint64_t)(uintptr_t)rte_mem_iova2virt(a);
			bad += dpaa2x_iova_table_va(a) != segs[i].va + (a - segs[i].iova);
		}
		top = RTE_MAX(top, segs[i].iova + segs[i].len);
	}
	T_EQ(bad, 0);
	/* no DPDK memory there: none from either */
	T_EQ(dpaa2x_iova_table_va(top + (UINT64_C(1) << 32)), 0);
	T_CHECK(rte_mem_iova2virt(top + (UINT64_C(1) << 32)) == NULL);
	printf("# %u memsegs, every one as EAL has it\n", n_segs);
}

/* What one lookup costs, the table's and EAL's (printed, not asserted). */
static void
test_lookup_cost(void)
{
	uint64_t t0, t1, t2, sum = 0;
	unsigned int i;

	t0 = rte_rdtsc_precise();
	for (i = 0; i < 100000; i++)
		sum += dpaa2x_iova_table_va(segs[i % n_segs].iova + i);
	t1 = rte_rdtsc_precise();
	for (i = 0; i < 100000; i++)
		sum -= (uint64_t)(uintptr_t)rte_mem_iova2virt(segs[i % n_segs].iova + i);
	t2 = rte_rdtsc_precise();
	T_EQ(sum, 0);
	printf("# one lookup of %u memsegs: table %.1f ns, rte_mem_iova2virt() %.1f ns\n", n_segs,
	       (double)(t1 - t0) * 1e9 / rte_get_tsc_hz() / 100000,
	       (double)(t2 - t1) * 1e9 / rte_get_tsc_hz() / 100000);
}

/* A memzone's pages enter at its reservation and leave at its free. */
static void
test_table_follows_events(void)
{
	const struct rte_memzone *mz = rte_memzone_reserve("iova_events", 24 << 20,
							   SOCKET_ID_ANY, 0);
	uint64_t iova[12], off;
	unsigned int i, bad = 0;

	if (mz == NULL) {
		T_CHECK(!"no memzone of 24 MB");
		return;
	}
	for (i = 0; i < 12; i++) {
		off = (uint64_t)i << 21;
		iova[i] = rte_mem_virt2iova((const char *)mz->addr + off);
		bad += dpaa2x_iova_table_va(iova[i]) != (uint64_t)(uintptr_t)mz->addr + off;
	}
	T_EQ(bad, 0);
	T_EQ(rte_memzone_free(mz), 0);
	/* the pages that went back to the kernel are gone from both */
	for (i = 0; i < 12; i++)
		bad += dpaa2x_iova_table_va(iova[i]) != (uint64_t)(uintptr_t)rte_mem_iova2virt(iova[i]);
	T_EQ(bad, 0);
}

/* The Rx translation of every buffer of mp; *far: those past chunk 4. */
static unsigned int
translate_all(unsigned int *far)
{
	const struct dpaa2x_bp_info *bi = &dpaa2x_bp_info[dpaa2x_mempool_bpid(mp)];
	struct rte_mempool_memhdr *hdr;
	unsigned int bad = 0, i, c = 0;
	struct rte_mbuf *m;

	*far = 0;
	T_EQ(rte_mempool_get_bulk(mp, (void **)held, NB_MBUF), 0);
	for (i = 0; i < NB_MBUF; i++) {
		m = held[i];
		bad += dpaa2x_bp_va(bi, m->buf_iova) != (uint64_t)(uintptr_t)m->buf_addr;
		c = 0;
		STAILQ_FOREACH(hdr, &mp->mem_list, next) {
			if ((uintptr_t)m - (uintptr_t)hdr->addr < hdr->len)
				break;
			c++;
		}
		*far += c >= DPAA2X_BP_CHUNKS;
	}
	rte_mempool_put_bulk(mp, (void **)held, NB_MBUF);
	return bad;
}

static unsigned int far_locked = UINT32_MAX;	/* the translator's (atomic) */

static void *
translator(void *arg)
{
	unsigned int far;

	RTE_SET_USED(arg);
	__atomic_store_n(&far_locked, translate_all(&far) == 0 ? far : 0, __ATOMIC_RELEASE);
	return NULL;
}

/* A pool of more than 4 chunks: every buffer found, also while another
 * thread holds EAL's memory lock (as an allocation does). */
static void
test_pool_of_many_chunks(void)
{
	const struct dpaa2x_bp_info *bi = &dpaa2x_bp_info[dpaa2x_mempool_bpid(mp)];
	unsigned int far0;
	pthread_t t;
	uint64_t end;

	printf("# pool of %u mbufs in %u IOVA chunks\n", NB_MBUF, mp->nb_mem_chunks);
	if (mp->nb_mem_chunks <= DPAA2X_BP_CHUNKS)
		T_CHECK(!"the pool lies in more than 4 IOVA chunks (scattered hugepages)");
	T_CHECK(bi->iova_more);
	T_EQ(translate_all(&far0), 0);
	T_CHECK(far0 > 0);
	rte_mcfg_mem_write_lock();
	T_EQ(pthread_create(&t, NULL, translator, NULL), 0);
	/* (its mempool get and put are BMan commands: trapped on the board) */
	end = t_deadline(5);
	while (__atomic_load_n(&far_locked, __ATOMIC_ACQUIRE) == UINT32_MAX &&
	       rte_get_timer_cycles() < end)
		rte_pause();
	if (__atomic_load_n(&far_locked, __ATOMIC_ACQUIRE) == UINT32_MAX)
		fprintf(stderr, "the Rx translation waited for EAL's memory lock for %u s\n",
			5 * T_BOUND_SCALE);
	T_EQ(__atomic_load_n(&far_locked, __ATOMIC_ACQUIRE), far0);
	rte_mcfg_mem_write_unlock();
	pthread_join(t, NULL);
}

/* 12000 frames received zero-copy into the pool (1.5 times its size). */
static void
test_rx_into_many_chunks(void)
{
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=1,copybreak=0,gen_count=12000,"
				"gen_rate=200000,gen_size=64:1500");
	uint64_t end = t_deadline(20), got = 0;
	struct rte_eth_conf conf = { 0 };
	struct rte_eth_fc_conf fc;
	struct rte_mbuf *b[32];
	uint16_t k, i;

	/* PAUSE from the dpni: a core taken away by the load loses no frame */
	T_EQ(rte_eth_dev_flow_ctrl_get(port, &fc), 0);
	fc.mode = RTE_ETH_FC_TX_PAUSE;
	T_EQ(rte_eth_dev_flow_ctrl_set(port, &fc), 0);
	t_port_setup(port, &conf, 1, 1, mp);
	while (got < 12000 && rte_get_timer_cycles() < end) {
		k = rte_eth_rx_burst(port, 0, b, 32);
		for (i = 0; i < k; i++)
			T_CHECK(b[i]->pool == mp);
		rte_pktmbuf_free_bulk(b, k);
		got += k;
	}
	if (got != 12000)
		t_dump_xstats(port);
	T_EQ(got, 12000);
	T_EQ(t_xstat(port, "rx_zerocopy_packets"), 12000);
	T_EQ(t_xstat(port, "rx_bad_fd_discards"), 0);
	t_port_down("net_dpaa2x0", port);
}

int
main(int argc, char **argv)
{
	(void)argc;
	t_eal_init(argv[0], NULL);
	if (rte_eal_iova_mode() != RTE_IOVA_PA) {
		printf("SKIP: IOVA as PA only (DPAA2X_TEST_HUGE_DIR, iova_pa.sh)\n");
		return 77;
	}
	t_soc_port_up();
	mp = rte_pktmbuf_pool_create("mp", NB_MBUF, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				     SOCKET_ID_ANY);
	if (mp == NULL) {
		fprintf(stderr, "no mbuf pool: %s\n", rte_strerror(rte_errno));
		return 1;
	}
	t_soc_port_down();
	T_RUN(test_table_matches_eal);
	T_RUN(test_lookup_cost);
	T_RUN(test_table_follows_events);
	T_RUN(test_pool_of_many_chunks);
	T_RUN(test_rx_into_many_chunks);
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF);
	rte_mempool_free(mp);
	return t_done();
}
