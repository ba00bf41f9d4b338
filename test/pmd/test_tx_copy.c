/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Tx with confirmation off (DPNI_CONF_DISABLE, as DPDK's dpaa2 runs): WRIOP
 * releases every buffer to its pool after sending and confirms nothing.
 * An mbuf it cannot give back as it is (a foreign pool, shared, indirect, a
 * chain an SG FD cannot carry) goes out as a copy in the port's Tx copy
 * pool, and the original is freed at once, as net_dpaa2 does
 * (eth_copy_mbuf_to_fd). Sending such mbufs for WRIOP to confirm lost them
 * once the model honoured the confirmation mode.
 */

#include <errno.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "t_audit.h"
#include "t_port.h"

static struct rte_mempool *mp;		/* dpaa2x (BMan) pool */

/* len bytes to the broadcast address (not a generator frame) in m. */
static void
fill(struct rte_mbuf *m, uint16_t len)
{
	uint8_t *p = (uint8_t *)rte_pktmbuf_append(m, len);

	if (p == NULL) {
		T_FAIL_AT("no room for %u bytes in an mbuf", len);
		return;
	}
	memset(p, 0, len);
	memset(p, 0xff, 6);
	p[12] = 0x88;
	p[13] = 0xb5;	/* local experimental ethertype */
}

/* A chain of n segments of len bytes each from pool. */
static struct rte_mbuf *
chain_of(struct rte_mempool *pool, unsigned int n, uint16_t len)
{
	struct rte_mbuf *c = rte_pktmbuf_alloc(pool), *s;
	unsigned int i;

	if (c == NULL)
		return NULL;
	fill(c, len);
	for (i = 1; i < n; i++) {
		s = rte_pktmbuf_alloc(pool);
		if (s == NULL || rte_pktmbuf_append(s, len) == NULL ||
		    rte_pktmbuf_chain(c, s) != 0) {
			rte_pktmbuf_free(s);
			rte_pktmbuf_free(c);
			return NULL;
		}
		memset(rte_pktmbuf_mtod(s, void *), 0x5a, len);
	}
	return c;
}

static void
send_all(uint16_t port, struct rte_mbuf **m, unsigned int n)
{
	uint64_t end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
	unsigned int sent = 0;

	while (sent < n && rte_get_timer_cycles() < end)
		sent += rte_eth_tx_burst(port, 0, &m[sent], (uint16_t)(n - sent));
	if (sent < n)
		T_FAIL_AT("sent %u of %u", sent, n);
}

static void
wait_xstat(uint16_t port, const char *name, uint64_t want)
{
	uint64_t end = rte_get_timer_cycles() + 10 * rte_get_timer_hz();

	while (t_xstat(port, name) < want && rte_get_timer_cycles() < end)
		rte_delay_us_sleep(100);
	T_EQ(t_xstat(port, name), want);
}

/*
 * Every kind of mbuf: 64 of ours go out as they are; 32 foreign, 16
 * shared (refcnt 2), 8 indirect, 4 foreign chains of 3 x 100 bytes and one
 * foreign chain of 3 x 1500 bytes (copied into 3 copy buffers, an SG FD)
 * are copied, each original freed when tx_burst returns. Nothing is
 * confirmed; the hardware gives every buffer back.
 */
static void
test_tx_every_kind(void)
{
	struct rte_mempool *foreign = rte_pktmbuf_pool_create_by_ops("foreign", 512, 0, 0,
		RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY, "ring_mp_mc");
	uint16_t port = t_probe("net_dpaa2x0", "hw_cpu=1,gen=off");
	struct rte_eth_conf conf = { .rxmode.offloads = RTE_ETH_RX_OFFLOAD_SCATTER };
	struct rte_mbuf *m[64], *direct[8];
	unsigned int i;

	T_CHECK(foreign != NULL);
	if (foreign == NULL)
		return;
	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	T_EQ(rte_eth_dev_set_mtu(port, 9000), 0);
	T_EQ(rte_eth_dev_start(port), 0);
	/* ours: sent as they are, back in BMan after sending */
	T_EQ(rte_pktmbuf_alloc_bulk(mp, m, 64), 0);
	for (i = 0; i < 64; i++)
		fill(m[i], 60);
	send_all(port, m, 64);
	wait_xstat(port, "hw_tx_frames", 64);
	T_EQ(t_xstat(port, "tx_copied_packets"), 0);
	/* foreign: copied, the originals back in their pool at once */
	T_EQ(rte_pktmbuf_alloc_bulk(foreign, m, 32), 0);
	for (i = 0; i < 32; i++)
		fill(m[i], 60);
	send_all(port, m, 32);
	T_EQ(rte_mempool_avail_count(foreign), 512);
	/* shared: copied, the driver's reference dropped */
	T_EQ(rte_pktmbuf_alloc_bulk(mp, m, 16), 0);
	for (i = 0; i < 16; i++) {
		fill(m[i], 60);
		rte_mbuf_refcnt_update(m[i], 1);
	}
	send_all(port, m, 16);
	for (i = 0; i < 16; i++) {
		T_EQ(rte_mbuf_refcnt_read(m[i]), 1);
		rte_pktmbuf_free(m[i]);
	}
	/* indirect: copied, detached from their direct mbufs when freed */
	T_EQ(rte_pktmbuf_alloc_bulk(mp, direct, 8), 0);
	T_EQ(rte_pktmbuf_alloc_bulk(mp, m, 8), 0);
	for (i = 0; i < 8; i++) {
		fill(direct[i], 60);
		rte_pktmbuf_attach(m[i], direct[i]);
	}
	send_all(port, m, 8);
	for (i = 0; i < 8; i++) {
		T_EQ(rte_mbuf_refcnt_read(direct[i]), 1);
		rte_pktmbuf_free(direct[i]);
	}
	/* foreign chains: one buffer each, then one that needs three */
	for (i = 0; i < 5; i++) {
		m[i] = chain_of(foreign, 3, i < 4 ? 100 : 1500);
		T_CHECK(m[i] != NULL);
	}
	send_all(port, m, 5);
	T_EQ(rte_mempool_avail_count(foreign), 512);
	wait_xstat(port, "hw_tx_frames", 64 + 32 + 16 + 8 + 5);
	T_EQ(t_xstat(port, "wire_sink_foreign"), 125);
	T_EQ(t_xstat(port, "hw_tx_bytes"), 120 * 60 + 4 * 300 + 4500);
	T_EQ(t_xstat(port, "tx_copied_packets"), 32 + 16 + 8 + 5);
	T_EQ(t_xstat(port, "tx_sg_packets"), 1);
	T_EQ(t_xstat(port, "hw_tx_confirmed"), 0);
	T_EQ(t_xstat(port, "hw_tx_discards"), 0);
	T_EQ(rte_eth_tx_done_cleanup(port, 0, 0), 0);	/* nothing to free */
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_mempool_avail_count(mp), mp->size);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	rte_mempool_free(foreign);
}

int
main(int argc, char **argv)
{
	(void)argc;
	t_eal_init(argv[0], NULL);
	t_soc_port_up();
	mp = rte_pktmbuf_pool_create("mp", 1024, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY);
	T_CHECK(mp != NULL);
	t_soc_port_down();
	if (mp != NULL)
		T_RUN(test_tx_every_kind);
	rte_mempool_free(mp);
	return t_done();
}
