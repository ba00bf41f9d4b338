/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * net_dpaa2x on WRIOP 1.0.0 (the default DPL with wriop_version = "1.0.0"),
 * whose Rx buffers must start their data at a 256-byte alignment and have
 * a size of a multiple of 256 (the model refuses anything else, as that
 * WRIOP does): the driver reads the version from the dpni's attributes and
 * sets the data offset to 256 and each pool's buffer size to its data room
 * rounded down to 256 (2176 -> 2048: 1792 bytes of frame). Frames go up
 * zero-copy at data_off 256 and copied; the MTU check counts the smaller
 * room; every frame and buffer accounted for.
 * Usage: test_wriop <default.dtb>
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

#define NB_MBUF		1024
#define FRAMES		200

static char dir[] = "/tmp/dpaa2x_wv_XXXXXX";
static char dpl_path[64];
static const char *default_dtb_path;

/* Receive n frames (bounded wait): each zero-copy at the data offset, or
 * copied at the headroom when it is no longer than copybreak. */
static void
rx_frames(uint16_t port, unsigned int n, uint32_t copybreak, const struct rte_mempool *mp)
{
	struct rte_mbuf *m[32];
	unsigned int got = 0, bad = 0, i;
	uint64_t end = rte_get_timer_cycles() + 20 * rte_get_timer_hz();

	while (got < n && rte_get_timer_cycles() < end) {
		uint16_t k = rte_eth_rx_burst(port, 0, m, RTE_DIM(m));

		for (i = 0; i < k; i++) {
			bool copied = m[i]->pkt_len <= copybreak;

			if (m[i]->data_off != (copied ? RTE_PKTMBUF_HEADROOM : 256) ||
			    (m[i]->pool == mp) == copied)
				bad++;
		}
		rte_pktmbuf_free_bulk(m, k);
		got += k;
	}
	if (got != n)
		T_FAIL_AT("port %u: %u of %u frames in 20 s", port, got, n);
	T_EQ(bad, 0);
}

static void
test_wriop_rev1(void)
{
	static const struct dpl_case rev1 = {
		"/", "wriop_version", DPL_BAD_RANGE, NULL, { STR("/", "wriop_version", "1.0.0") },
	};
	struct rte_eth_conf conf = { .rxmode.mtu = 1792 - RTE_ETHER_HDR_LEN - RTE_VLAN_HLEN };
	struct rte_eth_rxq_info qi;
	struct rte_mempool *mp;
	char args[160], err[160];
	uint16_t port;

	T_CHECK(mkdtemp(dir) != NULL);
	snprintf(dpl_path, sizeof(dpl_path), "%s/wriop_rev1.dtb", dir);
	if (dpl_case_write(&rev1, default_dtb_path, dpl_path, err, sizeof(err)) != 0)
		T_FAIL_AT("%s", err);
	snprintf(args, sizeof(args), "dpl=%s,hw_cpu=1,copybreak=200,gen_count=%u,"
		 "gen_size=64:1518,gen_rate=20000", dpl_path, FRAMES);
	port = t_probe("net_dpaa2x0", args);
	mp = rte_pktmbuf_pool_create("wv", NB_MBUF, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				     SOCKET_ID_ANY);
	T_NE(mp, NULL);
	if (mp == NULL)
		return;
	/* the largest MTU a buffer holds: 2048 - 256 less header and tag */
	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	t_log_clear();
	T_EQ(rte_eth_dev_set_mtu(port, conf.rxmode.mtu + 1), -EINVAL);
	T_CONTAINS(t_log_text(), "net_dpaa2x: port 0 rx queue 0: MTU 1775 needs frames of 1793 "
		   "bytes; a buffer of mempool wv holds 1792 (data room 2048 - headroom 256) at "
		   "WRIOP 1.0.0's 256-byte alignment; use a data room of at least 2304, or enable "
		   "Rx scatter (RTE_ETH_RX_OFFLOAD_SCATTER)");
	T_EQ(rte_eth_dev_start(port), 0);
	rx_frames(port, FRAMES, 200, mp);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), FRAMES / 2);	/* the 60-byte ones */
	T_EQ(t_xstat(port, "rx_zerocopy_packets"), FRAMES / 2);
	T_EQ(rte_eth_rx_queue_info_get(port, 0, &qi), 0);
	T_EQ(qi.rx_buf_size, 1792);
	t_port_down("net_dpaa2x0", port);
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF);
	rte_mempool_free(mp);
	unlink(dpl_path);
	rmdir(dir);
}

int
main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s default.dtb\n", argv[0]);
		return 2;
	}
	default_dtb_path = argv[1];
	t_eal_init(argv[0], NULL);
	t_log_capture();
	T_RUN(test_wriop_rev1);
	t_log_release();
	return t_done();
}
