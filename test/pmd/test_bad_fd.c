/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Hostile frame descriptors on an Rx queue: software may enqueue any FD to
 * any FQ through a portal, as on QMan. The PMD must check every FD before
 * use: nothing bad reaches the application, every bad FD is counted, and a
 * buffer goes back to BMan only when it surely belongs to the pool. A
 * buffer named twice makes BMan refuse releases: counted, logged once a
 * second. Usage: test_bad_fd <default.dtb>
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>


#include <rte_bus_vdev.h>
#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_soc.h"
#include "dpaa2x_hw_factory.h"
#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_hw_mc.h"
#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "dpl_cases.h"
#include "t_log.h"
#include "t_port.h"

static const char *default_dtb_path;

/* rte_mempool_obj_iter(): the two lowest objects of the pool */
static void
lowest_two(struct rte_mempool *mp, void *opaque, void *obj, unsigned int idx)
{
	uintptr_t *lo2 = opaque;

	(void)mp;
	(void)idx;
	if ((uintptr_t)obj < lo2[0]) {
		lo2[1] = lo2[0];
		lo2[0] = (uintptr_t)obj;
	} else if ((uintptr_t)obj < lo2[1]) {
		lo2[1] = (uintptr_t)obj;
	}
}

/*
 * Start port with one queue pair on mp (Rx offloads rx_offloads); then
 * software's own view of the SoC: dpni@1's attributes and a portal of its
 * own.
 */
static struct dpaa2x_portal *
start_with_portal(uint16_t port, struct rte_mempool *mp, struct dpaa2x_dpni_attr *attr,
		  uint64_t rx_offloads)
{
	struct rte_eth_conf conf = { .rxmode.offloads = rx_offloads };
	struct dpaa2x_portal *portal = NULL;
	struct dpaa2x_soc *soc;
	char err[128];

	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	T_EQ(rte_eth_dev_start(port), 0);
	T_EQ(dpaa2x_soc_attach("dpaa2x", &soc), 0);
	T_EQ(dpaa2x_dpni_get_attr(soc, 1, attr), 0);
	if (dpaa2x_portal_open(soc, &portal, err, sizeof(err)) != 0)
		T_FAIL_AT("%s", err);
	return portal;
}

/* Stop: the pool whole again, and the audit names the frames that never
 * came from the link. */
static void
stop_expect_audit(uint16_t port, struct rte_mempool *mp, struct dpaa2x_portal *portal,
		  const char *expected)
{
	struct rte_pmd_dpaa2x_audit a;
	char why[256];

	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(rte_mempool_avail_count(mp), mp->size);
	T_EQ(rte_pmd_dpaa2x_audit(port, RTE_PMD_DPAA2X_AUDIT_POOLS, &a, why, sizeof(why)),
	     -EPROTO);
	T_STREQ(why, expected);
	dpaa2x_portal_close(portal);
}

#define SG_OFF		RTE_PKTMBUF_HEADROOM	/* tables and data at the headroom */
#define SG_BUFS		27

/* The CPU address of a buffer BMan handed out. */
static uint8_t *
va_of(uint64_t iova)
{
	return rte_mem_iova2virt(iova);
}

/* An SG FD whose table, in buffer t at SG_OFF, holds the n entries e (the
 * rest of a 32-entry table zeroed); frame length len. */
static void
sg_fd(struct dpaa2x_fd *fd, uint64_t t, uint16_t bpid, uint32_t len,
      const struct dpaa2x_sge *e, unsigned int n)
{
	struct dpaa2x_sge *tbl = (struct dpaa2x_sge *)(va_of(t) + SG_OFF);

	memset(tbl, 0, DPAA2X_SG_MAX_ENTRIES * sizeof(*tbl));
	memcpy(tbl, e, n * sizeof(*e));
	dpaa2x_fd_set(fd, t, len, bpid, false, SG_OFF, DPAA2X_FD_FMT_SG);
}

static void
test_hostile_fds(void)
{
	struct rte_mempool *mp;
	struct dpaa2x_dpni_attr attr;
	struct dpaa2x_portal *portal;
	struct dpaa2x_fd fd[8];
	struct rte_mbuf *m[8];
	uint64_t buf[4], outside[64], end, tail;
	struct dpaa2x_sge e;
	uintptr_t lo2[2] = { UINTPTR_MAX, UINTPTR_MAX };
	uint16_t port, bpid, off = RTE_PKTMBUF_HEADROOM;
	unsigned int got = 0;
	uint32_t cb;

	/* probed first: the pool is then a BMan pool */
	T_EQ(rte_vdev_init("net_dpaa2x0", "hw_cpu=1,gen=off"), 0);
	T_EQ(rte_eth_dev_get_port_by_name("net_dpaa2x0", &port), 0);
	mp = rte_pktmbuf_pool_create("mp", 1024, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY);
	T_CHECK(mp != NULL);
	if (mp == NULL)
		return;
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak(port, &cb), 0);
	T_EQ(cb, 512);
	portal = start_with_portal(port, mp, &attr, 0);
	if (portal == NULL)
		return;
	bpid = (uint16_t)(uintptr_t)mp->pool_data;
	T_EQ(dpaa2x_bman_acquire(portal, bpid, buf, 4), 4);

	/* outside every pool */
	dpaa2x_fd_set(&fd[0], (uint64_t)(uintptr_t)outside, 60, bpid, false, off, DPAA2X_FD_FMT_SINGLE);
	/* a pool buffer, frame running past its end */
	dpaa2x_fd_set(&fd[1], buf[0], RTE_MBUF_DEFAULT_BUF_SIZE, bpid, false, off, DPAA2X_FD_FMT_SINGLE);
	/* a pool buffer, a sound scatter-gather table naming buf[3]; but Rx
	 * scatter is off: WRIOP writes no SG FD then */
	dpaa2x_sge_set(&e, buf[3], 60, bpid, off, true);
	sg_fd(&fd[2], buf[1], bpid, 60, &e, 1);
	/* a BPID no pool has */
	dpaa2x_fd_set(&fd[3], buf[1], 60, 999, false, off, DPAA2X_FD_FMT_SINGLE);
	/* invalid-pool bit */
	dpaa2x_fd_set(&fd[4], buf[1], 60, bpid, true, off, DPAA2X_FD_FMT_SINGLE);
	/* and one good frame */
	dpaa2x_fd_set(&fd[5], buf[2], 60, bpid, false, off, DPAA2X_FD_FMT_SINGLE);
	/* inside the pool, 64 bytes past a buffer start: off an object boundary */
	dpaa2x_fd_set(&fd[6], buf[1] + 64, 60, bpid, false, off, DPAA2X_FD_FMT_SINGLE);
	/* inside the pool, the last 64 bytes of the lowest object: the frame
	 * would run into the object after it */
	T_EQ(rte_mempool_obj_iter(mp, lowest_two, lo2), 1024);
	T_CHECK(lo2[0] < lo2[1] && lo2[1] != UINTPTR_MAX);
	tail = (uint64_t)lo2[0] + mp->elt_size + mp->trailer_size - 64;
	T_CHECK(tail > lo2[0] + sizeof(struct rte_mbuf) && tail < lo2[1]);
	dpaa2x_fd_set(&fd[7], tail, 60, bpid, false, off, DPAA2X_FD_FMT_SINGLE);
	T_EQ(dpaa2x_enqueue(portal, attr.rx_fqid[0], fd, 8), 8);

	end = rte_get_timer_cycles() + 5 * rte_get_timer_hz();
	while (t_xstat(port, "rx_bad_fd_discards") + got < 8 && rte_get_timer_cycles() < end)
		got += rte_eth_rx_burst(port, 0, &m[got], 8 - got);
	/* only the good frame comes through */
	T_EQ(got, 1);
	T_EQ(t_xstat(port, "rx_bad_fd_discards"), 7);
	T_EQ(m[0]->pkt_len, 60);
	T_EQ(m[0]->data_len, 60);
	rte_pktmbuf_free(m[0]);
	T_EQ(t_xstat(port, "rx_sg_packets"), 0);
	/* buf[0], buf[1] (the SG one) and buf[3] (its entry) were released by
	 * the PMD, buf[2] by the
	 * copy or the free above, and neither address off an object boundary
	 * went to BMan: the pool is whole again, no more; eight frames never
	 * came from the link */
	stop_expect_audit(port, mp, portal,
			  "rx: hw_rx_frames 0 != delivered 1 + stop_discards 0 + bad_fd 7 + queued 0");
	T_EQ(rte_eth_dev_close(port), 0);
	rte_mempool_free(mp);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/*
 * Scatter-gather FDs, checked as strictly as single ones, every entry of
 * the table too: one sound FD goes up as a chain of two mbufs with its
 * bytes; the others are bad FDs, each with one fault: an entry outside
 * every pool, off an object's start, running past its buffer, with IVP,
 * an extension (SG format), a buffer named twice, the table's own buffer,
 * no final entry, lengths not adding up, the table outside every pool, an
 * FD offset leaving no room for an entry, an entry of a BPID no pool has,
 * an empty entry. A buffer goes back to BMan only when it surely is the
 * pool's and named once (no release refused); the test gives back the
 * four it must, and the pool is whole.
 */
static void
test_hostile_sg_fds(void)
{
	static struct dpaa2x_sge outside_tbl[DPAA2X_SG_MAX_ENTRIES] __rte_aligned(64);
	static uint8_t outside[2048];
	struct rte_mempool *mp;
	struct dpaa2x_dpni_attr attr;
	struct dpaa2x_portal *portal;
	struct dpaa2x_fd fd[14];
	struct dpaa2x_sge e[2];
	struct rte_mbuf *m[14];
	uint64_t b[SG_BUFS], *t = b, *d = b + 13, end;
	uint8_t bytes[700], copy[700];
	unsigned int i, got = 0, n = 0;
	uint16_t port, bpid;

	port = t_probe("net_dpaa2x0", "hw_cpu=1,gen=off");
	mp = rte_pktmbuf_pool_create("mpsg", 1024, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				     SOCKET_ID_ANY);
	T_CHECK(mp != NULL);
	if (mp == NULL)
		return;
	portal = start_with_portal(port, mp, &attr, RTE_ETH_RX_OFFLOAD_SCATTER);
	if (portal == NULL)
		return;
	bpid = (uint16_t)(uintptr_t)mp->pool_data;
	while (n < SG_BUFS) {
		int r = dpaa2x_bman_acquire(portal, bpid, b + n, RTE_MIN(SG_BUFS - n, 7u));

		if (r <= 0)
			break;
		n += (unsigned int)r;
	}
	T_EQ(n, SG_BUFS);

	/* 0: sound, 600 + 100 bytes (above copybreak 512: a chain) */
	for (i = 0; i < sizeof(bytes); i++)
		bytes[i] = (uint8_t)(i * 13 + 5);
	memcpy(va_of(d[0]) + SG_OFF, bytes, 600);
	memcpy(va_of(d[1]) + SG_OFF, bytes + 600, 100);
	dpaa2x_sge_set(&e[0], d[0], 600, bpid, SG_OFF, false);
	dpaa2x_sge_set(&e[1], d[1], 100, bpid, SG_OFF, true);
	sg_fd(&fd[0], t[0], bpid, 700, e, 2);
	/* 1: an entry outside every pool (d[2] goes back) */
	dpaa2x_sge_set(&e[0], d[2], 60, bpid, SG_OFF, false);
	dpaa2x_sge_set(&e[1], (uint64_t)(uintptr_t)outside, 60, bpid, SG_OFF, true);
	sg_fd(&fd[1], t[1], bpid, 120, e, 2);
	/* 2: off an object's start (d[3] stays out) */
	dpaa2x_sge_set(&e[0], d[3] + 64, 60, bpid, SG_OFF, true);
	sg_fd(&fd[2], t[2], bpid, 60, e, 1);
	/* 3: running past its buffer */
	dpaa2x_sge_set(&e[0], d[4], RTE_MBUF_DEFAULT_BUF_SIZE, bpid, SG_OFF, true);
	sg_fd(&fd[3], t[3], bpid, RTE_MBUF_DEFAULT_BUF_SIZE, e, 1);
	/* 4: IVP: no pool's (d[5] stays out) */
	dpaa2x_sge_set(&e[0], d[5], 60, bpid, SG_OFF, true);
	e[0].fin_bpid_offset |= DPAA2X_FD_IVP;
	sg_fd(&fd[4], t[4], bpid, 60, e, 1);
	/* 5: an extension (another table), not a data buffer */
	dpaa2x_sge_set(&e[0], d[6], 60, bpid, SG_OFF, true);
	e[0].fin_bpid_offset |= DPAA2X_FD_FMT_SG << DPAA2X_FD_FMT_SHIFT;
	sg_fd(&fd[5], t[5], bpid, 60, e, 1);
	/* 6: one buffer named twice (back once) */
	dpaa2x_sge_set(&e[0], d[7], 60, bpid, SG_OFF, false);
	dpaa2x_sge_set(&e[1], d[7], 60, bpid, SG_OFF, true);
	sg_fd(&fd[6], t[6], bpid, 120, e, 2);
	/* 7: the table's own buffer as data */
	dpaa2x_sge_set(&e[0], t[7], 60, bpid, SG_OFF, true);
	sg_fd(&fd[7], t[7], bpid, 60, e, 1);
	/* 8: no final entry in the table */
	dpaa2x_sge_set(&e[0], d[8], 60, bpid, SG_OFF, false);
	sg_fd(&fd[8], t[8], bpid, 60, e, 1);
	/* 9: the FD's length is not the entries' sum */
	dpaa2x_sge_set(&e[0], d[9], 60, bpid, SG_OFF, true);
	sg_fd(&fd[9], t[9], bpid, 61, e, 1);
	/* 10: the table outside every pool: not read (d[10] stays out) */
	dpaa2x_sge_set(&outside_tbl[0], d[10], 60, bpid, SG_OFF, true);
	dpaa2x_fd_set(&fd[10], (uint64_t)(uintptr_t)outside_tbl - SG_OFF, 60, bpid, false,
		      SG_OFF, DPAA2X_FD_FMT_SG);
	/* 11: an offset leaving no room for an entry before the buffer's end */
	dpaa2x_fd_set(&fd[11], t[10], 60, bpid, false, RTE_MBUF_DEFAULT_BUF_SIZE - 8,
		      DPAA2X_FD_FMT_SG);
	/* 12: a BPID no pool has (d[11] stays out) */
	dpaa2x_sge_set(&e[0], d[11], 60, 999, SG_OFF, true);
	sg_fd(&fd[12], t[11], bpid, 60, e, 1);
	/* 13: an empty entry */
	dpaa2x_sge_set(&e[0], d[12], 0, bpid, SG_OFF, false);
	dpaa2x_sge_set(&e[1], d[13], 60, bpid, SG_OFF, true);
	sg_fd(&fd[13], t[12], bpid, 60, e, 2);
	T_EQ(dpaa2x_enqueue(portal, attr.rx_fqid[0], fd, 14), 14);

	end = rte_get_timer_cycles() + 5 * rte_get_timer_hz();
	while (t_xstat(port, "rx_bad_fd_discards") + got < 14 && rte_get_timer_cycles() < end)
		got += rte_eth_rx_burst(port, 0, &m[got], 14 - got);
	T_EQ(got, 1);
	T_EQ(t_xstat(port, "rx_bad_fd_discards"), 13);
	T_EQ(t_xstat(port, "rx_sg_packets"), 1);
	if (got == 1) {
		T_EQ(m[0]->nb_segs, 2);
		T_EQ(m[0]->pkt_len, 700);
		T_EQ(m[0]->data_len, 600);
		T_CHECK(memcmp(rte_pktmbuf_read(m[0], 0, 700, copy), bytes, 700) == 0);
		T_CHECK(m[0]->pool == mp && m[0]->next != NULL && m[0]->next->pool == mp);
		rte_pktmbuf_free(m[0]);
	}
	/* no buffer went back twice; the four no check could vouch for, by hand */
	T_EQ(t_xstat(port, "rx_release_refused"), 0);
	T_EQ(dpaa2x_bman_release(portal, bpid, &d[3], 1), 0);
	T_EQ(dpaa2x_bman_release(portal, bpid, &d[5], 1), 0);
	T_EQ(dpaa2x_bman_release(portal, bpid, &d[10], 1), 0);
	T_EQ(dpaa2x_bman_release(portal, bpid, &d[11], 1), 0);
	stop_expect_audit(port, mp, portal,
			  "rx: hw_rx_frames 0 != delivered 1 + stop_discards 0 + bad_fd 13 + queued 0");
	T_EQ(rte_eth_dev_close(port), 0);
	rte_mempool_free(mp);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/* Lines of the log that contain needle. */
static unsigned int
log_lines(const char *needle)
{
	unsigned int n = 0;
	const char *p = t_log_text();

	while ((p = strstr(p, needle)) != NULL) {
		n++;
		p++;
	}
	return n;
}

/*
 * One buffer in 100 FDs, a pool at its capacity: the first copy's release
 * already exceeds it. Every refused buffer is counted; the log says so at
 * most once a second, not once per release command (15 of them).
 */
static void
test_refused_releases(void)
{
	char dir[] = "/tmp/dpaa2x_fd_XXXXXX", path[64], args[128], err[128];
	struct dpaa2x_dpni_attr attr;
	struct rte_mempool *mp = NULL;
	struct dpaa2x_portal *portal;
	struct dpaa2x_fd fd[10];
	struct rte_mbuf *m[32];
	uint64_t buf, t0, end, secs;
	unsigned int i, got = 0, lines;
	uint16_t port, bpid;

	static const struct dpl_case small_dpbp = {
		"dpbp", "buffers", DPL_BAD_RANGE, NULL, { U32("/objects/dpbp@1", "buffers", 1024) },
	};

	T_CHECK(mkdtemp(dir) != NULL);
	snprintf(path, sizeof(path), "%s/dpl.dtb", dir);
	if (dpl_case_write(&small_dpbp, default_dtb_path, path, err, sizeof(err)) != 0)
		T_FAIL_AT("%s", err);
	snprintf(args, sizeof(args), "dpl=%s,hw_cpu=1,gen=off,copybreak=512", path);
	port = t_probe("net_dpaa2x0", args);
	mp = rte_pktmbuf_pool_create("mp1k", 1024, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				     SOCKET_ID_ANY);
	T_CHECK(mp != NULL);
	if (mp == NULL)
		return;
	bpid = (uint16_t)(uintptr_t)mp->pool_data;
	T_EQ(bpid, 9);			/* the first dpbp's (dpbp@1): 1024 buffers at most */
	portal = start_with_portal(port, mp, &attr, 0);
	if (portal == NULL)
		return;
	T_EQ(dpaa2x_bman_acquire(portal, bpid, &buf, 1), 1);
	for (i = 0; i < RTE_DIM(fd); i++)
		dpaa2x_fd_set(&fd[i], buf, 60, bpid, false, RTE_PKTMBUF_HEADROOM,
			      DPAA2X_FD_FMT_SINGLE);
	for (i = 0; i < 10; i++)
		T_EQ(dpaa2x_enqueue(portal, attr.rx_fqid[0], fd, RTE_DIM(fd)), 10);
	t_log_clear();
	t0 = rte_get_timer_cycles();
	end = t0 + 10 * rte_get_timer_hz();
	while (got < 100 && rte_get_timer_cycles() < end) {
		uint16_t n = rte_eth_rx_burst(port, 0, m, 32);

		rte_pktmbuf_free_bulk(m, n);	/* copies: of the small pool */
		got += n;
	}
	secs = (rte_get_timer_cycles() - t0) / rte_get_timer_hz();
	T_EQ(got, 100);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), 100);
	T_EQ(t_xstat(port, "rx_release_refused"), 100);
	lines = log_lines("refused a release");
	T_CHECK(lines >= 1 && lines <= 1 + secs);
	T_CONTAINS(t_log_text(), "port 0 rx queue 0: BPID 9 refused a release of 7 buffers "
		   "(No space left on device); 7 refused so far (xstat rx_release_refused)");
	/* the buffer never went back: the test gives it */
	T_EQ(dpaa2x_bman_release(portal, bpid, &buf, 1), 0);
	stop_expect_audit(port, mp, portal,
			  "rx: hw_rx_frames 0 != delivered 100 + stop_discards 0 + bad_fd 0 + queued 0");
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	rte_mempool_free(mp);
	unlink(path);
	rmdir(dir);
}

int
main(int argc, char **argv)
{
	static const char *const logs[] = { "--log-level=pmd.net.dpaa2x:info", NULL };

	if (argc != 2) {
		fprintf(stderr, "usage: %s default.dtb\n", argv[0]);
		return 2;
	}
	default_dtb_path = argv[1];
	t_eal_init(argv[0], logs);
	t_log_capture();
	T_RUN(test_hostile_fds);
	T_RUN(test_hostile_sg_fds);
	T_RUN(test_refused_releases);
	t_log_release();
	return t_done();
}
