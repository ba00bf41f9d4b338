/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The MTU against the Rx buffers, and jumbo frames with Rx scatter, on a
 * DPL whose dpnis take frames of up to 10240 bytes (jumbo.dtb) and Rx
 * buffers of 2176 bytes of data room (2048 after the headroom), as stock
 * testpmd makes them. hw_cpu=step: every frame is one the test injects,
 * every count exact.
 *  - without RTE_ETH_RX_OFFLOAD_SCATTER an MTU whose frames no buffer
 *    holds is refused (configure with queues, rx_queue_setup, mtu_set),
 *    the log naming both sizes, as testpmd --max-pkt-len=10240 shows it;
 *  - with it, WRIOP writes scatter-gather FDs and the PMD hands up chains
 *    of the pool's mbufs, every byte in place; copybreak still applies to
 *    the frame's length; a frame the pool cannot give all its buffers is a
 *    no-buffer discard with every buffer back; chains go out in SG FDs
 *    (zero-copy) or, when the table has no room, linearised;
 *  - every discard counted by cause, ierrors and imissed as DPDK has them.
 * Every case ends with the audit: every frame counted, every pool full.
 * Usage: test_jumbo <jumbo.dtb>
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <rte_ethdev.h>
#include <rte_mbuf.h>

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_soc.h"
#include "dpaa2x_hw_factory.h"
#include "dpaa2x_hw_board.h"
#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "frame_build.h"
#include "t_audit.h"
#include "t_log.h"
#include "t_port.h"

#define ROOM		2048			/* frame bytes per Rx buffer */
#define DATA_ROOM	(ROOM + RTE_PKTMBUF_HEADROOM)
#define NB_MBUF		1024

static const uint8_t mac_port[6] = { 0x02, 0, 0, 0, 0, 0x01 };	/* dpni@1 */
static const char *jumbo_dtb;
static struct rte_mempool *mp;		/* "mb_pool_0", as testpmd names it */
static struct dpaa2x_soc *soc;
static uint8_t frame[DPAA2X_MAX_FRAME + 64];

/* Port on the jumbo DPL, stepped, no generator; copybreak 0 unless set. */
static uint16_t
probe(void)
{
	char args[512];

	snprintf(args, sizeof(args), "dpl=%s,hw_cpu=step,gen=off,copybreak=0", jumbo_dtb);
	return t_probe("net_dpaa2x0", args);
}

static int
configure(uint16_t port, uint16_t mtu, uint64_t rx_offloads)
{
	struct rte_eth_conf conf = { .rxmode = { .mtu = mtu, .offloads = rx_offloads } };

	return rte_eth_dev_configure(port, 1, 1, &conf);
}

/* Configured with mtu and offloads, one queue pair on pool, started. */
static uint16_t
port_up(uint16_t mtu, uint64_t rx_offloads, struct rte_mempool *pool)
{
	uint16_t port = probe();

	T_EQ(configure(port, mtu, rx_offloads), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, pool), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	T_EQ(rte_eth_dev_start(port), 0);
	return port;
}

/* Stop, audit (every frame counted, every pool full), remove. */
static void
port_done(uint16_t port)
{
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/* An Ethernet/IPv4/UDP frame of len bytes to the port, with ntags 802.1Q
 * tags, good checksums, its payload a pattern of seed. */
static uint32_t
udp_frame_tagged(uint32_t len, uint8_t seed, int ntags)
{
	static const uint16_t tpid[] = { 0x8100 };
	uint32_t i, l3 = put_eth(frame, mac_port, tpid, ntags, 0x0800);

	for (i = l3 + 28; i < len; i++)
		frame[i] = (uint8_t)(seed + i * 7);
	put_ipv4(frame, l3, 5, 17, (uint16_t)(len - l3), 0, 0x0a000001, 0x0a000002);
	put16(frame + l3 + 20, 1000);
	put16(frame + l3 + 22, 2000);
	put16(frame + l3 + 24, (uint16_t)(len - l3 - 20));
	fix_l4_csum4(frame, l3, l3 + 20, len - l3 - 20, 6);
	return len;
}

static uint32_t
udp_frame(uint32_t len, uint8_t seed)
{
	return udp_frame_tagged(len, seed, 0);
}

/* One frame of len bytes arrives on the port's wire; the hardware runs
 * until idle. */
static void
arrive(uint32_t len, uint8_t seed)
{
	unsigned int i;

	T_EQ(dpaa2x_wire_inject(soc, 1, frame, udp_frame(len, seed)), 0);
	for (i = 0; i < 1000 && rte_pmd_dpaa2x_hw_step(0) > 0; i++)
		;
	T_CHECK(i < 1000);
}

/* The next frame the port hands up, or NULL after 100 empty bursts. */
static struct rte_mbuf *
rx_one(uint16_t port)
{
	struct rte_mbuf *m = NULL;
	unsigned int i;

	for (i = 0; i < 100 && rte_eth_rx_burst(port, 0, &m, 1) == 0; i++)
		rte_pmd_dpaa2x_hw_step(0);
	if (m == NULL)
		T_FAIL_AT("port %u: no frame in 100 bursts", port);
	return m;
}

/*
 * m is the frame last built, len bytes in nseg segments of pool: every
 * segment but the last full (ROOM bytes at the headroom), a sound chain,
 * every byte in place, the annotation read (UDP over IPv4, checksums good,
 * the hash).
 */
static void
check_frame(const struct rte_mbuf *m, uint32_t len, uint16_t nseg,
	    const struct rte_mempool *pool)
{
	static uint8_t got[DPAA2X_MAX_FRAME];
	const struct rte_mbuf *s;
	const char *why = NULL;
	const void *p;
	uint16_t i;

	if (m == NULL)
		return;
	T_EQ(m->pkt_len, len);
	T_EQ(m->nb_segs, nseg);
	if (rte_mbuf_check(m, 1, &why) != 0)
		T_FAIL_AT("not a sound mbuf chain: %s", why);
	for (s = m, i = 0; s != NULL; s = s->next, i++) {
		T_EQ(s->data_len, i + 1 < nseg ? ROOM : len - ROOM * (nseg - 1u));
		T_EQ(s->data_off, RTE_PKTMBUF_HEADROOM);
		T_CHECK(s->pool == pool);
	}
	T_EQ(i, nseg);
	p = rte_pktmbuf_read(m, 0, len, got);
	T_CHECK(p != NULL && memcmp(p, frame, len) == 0);
	T_EQ(m->packet_type, RTE_PTYPE_L2_ETHER | RTE_PTYPE_L3_IPV4 | RTE_PTYPE_L4_UDP);
	T_EQ(m->ol_flags & (RTE_MBUF_F_RX_IP_CKSUM_MASK | RTE_MBUF_F_RX_L4_CKSUM_MASK),
	     RTE_MBUF_F_RX_IP_CKSUM_GOOD | RTE_MBUF_F_RX_L4_CKSUM_GOOD);
	T_CHECK(m->ol_flags & RTE_MBUF_F_RX_RSS_HASH);
}

/*
 * testpmd --max-pkt-len=10236 (MTU 10218, the largest: the maximum frame
 * has room for a VLAN tag, 10240 bytes with it and the FCS) on 2 KiB
 * buffers, scatter off:
 * configure takes the MTU (no queue yet), rx_queue_setup refuses it with
 * both sizes; so do mtu_set with the queue set up and a new configure;
 * the same pool with scatter on, or the default MTU, is taken. (Port 1:
 * port 0 brought the SoC up.)
 */
static void
test_mtu_refused_without_scatter(void)
{
	static const char *const text = "net_dpaa2x: port 1 rx queue 0: MTU 10218 needs "
		"frames of 10236 bytes; a buffer of mempool mb_pool_0 holds 2048 (data room "
		"2176 - headroom 128); use a data room of at least 10364, or enable Rx "
		"scatter (RTE_ETH_RX_OFFLOAD_SCATTER)\n";
	struct rte_eth_rxq_info qi;
	uint16_t port = probe(), mtu = 0;

	t_log_clear();
	T_EQ(configure(port, 10218, 0), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), -EINVAL);
	T_STREQ(t_log_text(), text);
	/* the default MTU: the queue is taken; then MTU 10218 is not */
	T_EQ(configure(port, RTE_ETHER_MTU, 0), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	t_log_clear();
	T_EQ(rte_eth_dev_set_mtu(port, 10218), -EINVAL);
	T_STREQ(t_log_text(), text);
	T_EQ(rte_eth_dev_get_mtu(port, &mtu), 0);
	T_EQ(mtu, RTE_ETHER_MTU);
	t_log_clear();
	T_EQ(configure(port, 10218, 0), -EINVAL);	/* the queue kept */
	T_CONTAINS(t_log_text(), text);
	/* the largest MTU one buffer holds: 2048 - 14 - 4 (ethdev released
	 * the queues when configure failed) */
	T_EQ(configure(port, ROOM - RTE_ETHER_HDR_LEN - RTE_VLAN_HLEN, 0), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	T_EQ(rte_eth_dev_set_mtu(port, ROOM - RTE_ETHER_HDR_LEN - RTE_VLAN_HLEN + 1), -EINVAL);
	/* scatter on: taken, and Rx reports it scatters */
	T_EQ(configure(port, 10218, RTE_ETH_RX_OFFLOAD_SCATTER), 0);
	T_EQ(rte_eth_dev_start(port), 0);
	T_EQ(rte_eth_rx_queue_info_get(port, 0, &qi), 0);
	T_EQ(qi.scattered_rx, 1);
	T_EQ(rte_eth_dev_set_mtu(port, 9000), 0);	/* started, scattering */
	port_done(port);
}

/*
 * With scatter, a frame of the MTU must be one WRIOP can scatter: over at
 * most 32 buffers, the SG table (16 bytes an entry) in one more. Buffers
 * holding 192 bytes (the smallest ethdev takes) have room for a table of
 * 12: frames of up to 2304 bytes; MTU 9000 needs 384 a buffer (24 of
 * them, a table of 24 x 16), and the log says which data room would do.
 */
static void
test_mtu_refused_with_scatter(void)
{
	struct rte_mempool *tiny = rte_pktmbuf_pool_create("tiny", 64, 0, 0,
		RTE_PKTMBUF_HEADROOM + 192, SOCKET_ID_ANY);
	uint16_t port = probe();

	T_CHECK(tiny != NULL);
	if (tiny == NULL)
		return;
	T_EQ(configure(port, 9000, RTE_ETH_RX_OFFLOAD_SCATTER), 0);
	t_log_clear();
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, tiny), -EINVAL);
	T_STREQ(t_log_text(), "net_dpaa2x: port 1 rx queue 0: MTU 9000 needs frames of 9018 "
		"bytes; a buffer of mempool tiny holds 192 (data room 320 - headroom 128), "
		"too little to scatter a frame over at most 32 buffers with its SG table in "
		"one; use a data room of at least 512\n");
	T_EQ(configure(port, 12 * 192 - RTE_ETHER_HDR_LEN - RTE_VLAN_HLEN,
		       RTE_ETH_RX_OFFLOAD_SCATTER), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, tiny), 0);
	T_EQ(rte_eth_dev_set_mtu(port, 12 * 192 - RTE_ETHER_HDR_LEN - RTE_VLAN_HLEN + 1), -EINVAL);
	T_EQ(rte_eth_dev_set_mtu(port, 9000), -EINVAL);
	T_EQ(rte_eth_dev_set_mtu(port, 1500), 0);
	T_EQ(rte_eth_dev_close(port), 0);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	rte_mempool_free(tiny);
}

/*
 * Jumbo frames with scatter, zero-copy: each frame a chain of the pool's
 * mbufs, 2048 bytes a segment; 2048 bytes still fit one buffer, 2049 take
 * two. The table's buffer goes back at once; the chain's buffers when it
 * is freed.
 */
static void
test_jumbo_chains(void)
{
	static const struct { uint32_t len; uint16_t nseg; } f[] = {
		{ 64, 1 }, { 2048, 1 }, { 2049, 2 }, { 9000, 5 }, { 10236, 5 },
	};
	uint16_t port = port_up(10218, RTE_ETH_RX_OFFLOAD_SCATTER, mp);
	struct rte_eth_stats st;
	struct rte_mbuf *m;
	unsigned int i;

	for (i = 0; i < RTE_DIM(f); i++) {
		arrive(f[i].len, (uint8_t)i);
		m = rx_one(port);
		check_frame(m, f[i].len, f[i].nseg, mp);
		/* held: its segments only; the SG table's buffer is back */
		T_EQ(rte_mempool_avail_count(mp), NB_MBUF - f[i].nseg);
		rte_pktmbuf_free(m);
		T_EQ(rte_mempool_avail_count(mp), NB_MBUF);
	}
	T_EQ(t_xstat(port, "rx_sg_packets"), 3);
	T_EQ(t_xstat(port, "hw_rx_sg_frames"), 3);
	T_EQ(t_xstat(port, "rx_zerocopy_packets"), 5);
	T_EQ(t_xstat(port, "rx_bad_fd_discards"), 0);
	T_EQ(rte_eth_stats_get(port, &st), 0);
	T_EQ(st.ipackets, 5);
	T_EQ(st.ibytes, 64 + 2048 + 2049 + 9000 + 10236);
	T_EQ(st.ierrors, 0);
	T_EQ(st.imissed, 0);
	port_done(port);
}

/*
 * Copybreak applies to the frame's length, scattered or not: a 9000-byte
 * frame with copybreak 9000 is copied whole into one small buffer and
 * every pool buffer goes back at once; 9001 bytes go up zero-copy, a
 * chain.
 */
static void
test_jumbo_copybreak(void)
{
	uint16_t port = port_up(9000, RTE_ETH_RX_OFFLOAD_SCATTER, mp);
	struct rte_mbuf *m;

	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, 9000), 0);
	arrive(9000, 1);
	m = rx_one(port);
	if (m != NULL) {
		T_CHECK(m->pool != mp);		/* a small buffer */
		check_frame(m, 9000, 1, m->pool);
		T_EQ(m->data_len, 9000);
		T_EQ(rte_mempool_avail_count(mp), NB_MBUF);	/* all 6 back */
		rte_pktmbuf_free(m);
	}
	arrive(9001, 2);
	m = rx_one(port);
	check_frame(m, 9001, 5, mp);
	rte_pktmbuf_free(m);
	arrive(64, 3);
	m = rx_one(port);
	if (m != NULL)
		T_CHECK(m->pool != mp);
	check_frame(m, 64, 1, m != NULL ? m->pool : NULL);
	rte_pktmbuf_free(m);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), 2);
	T_EQ(t_xstat(port, "rx_copybreak_bytes"), 9000 + 64);
	T_EQ(t_xstat(port, "rx_zerocopy_packets"), 1);
	T_EQ(t_xstat(port, "rx_sg_packets"), 2);
	port_done(port);
}

/*
 * A pool of 16 buffers, 12 held by the application: a 9000-byte frame
 * needs 6 (5 and the table's) and finds 4: a no-buffer discard, counted
 * as missed, all 4 back; a short frame after it takes one. With the 12
 * back the same frame comes whole.
 */
static void
test_jumbo_no_buffer(void)
{
	struct rte_mempool *small = rte_pktmbuf_pool_create("sixteen", 16, 0, 0, DATA_ROOM,
							    SOCKET_ID_ANY);
	struct rte_mbuf *held[12], *m;
	struct rte_eth_stats st;
	uint16_t port;

	T_CHECK(small != NULL);
	if (small == NULL)
		return;
	port = port_up(9000, RTE_ETH_RX_OFFLOAD_SCATTER, small);
	T_EQ(rte_pktmbuf_alloc_bulk(small, held, 12), 0);
	arrive(9000, 4);
	T_EQ(t_xstat(port, "hw_rx_no_buffer_discards"), 1);
	T_EQ(rte_mempool_avail_count(small), 4);
	T_EQ(rte_eth_stats_get(port, &st), 0);
	T_EQ(st.imissed, 1);
	T_EQ(st.ierrors, 0);
	arrive(64, 5);
	m = rx_one(port);
	check_frame(m, 64, 1, small);
	rte_pktmbuf_free(m);
	rte_pktmbuf_free_bulk(held, 12);
	arrive(9000, 6);
	m = rx_one(port);
	check_frame(m, 9000, 5, small);
	rte_pktmbuf_free(m);
	T_EQ(t_xstat(port, "hw_rx_frames"), 2);
	port_done(port);
	rte_mempool_free(small);
}

/* The hardware runs until idle. */
static void
hw_idle(void)
{
	unsigned int i;

	for (i = 0; i < 1000 && rte_pmd_dpaa2x_hw_step(0) > 0; i++)
		;
	T_CHECK(i < 1000);
}

/*
 * Chains go out as they came: a chain of the pool's mbufs in a
 * scatter-gather FD, its table in the first segment's headroom, every
 * buffer given back by the hardware (zero-copy); one whose first segment
 * has no room for the table is copied into the port's Tx copy pool (3 of
 * its 2 KiB buffers, an SG FD too), the chain freed at once, and the
 * hardware gives the copy's buffers back (nothing confirmed). The wire
 * gets every byte.
 */
static void
test_jumbo_tx(void)
{
	static uint8_t got[DPAA2X_MAX_FRAME];
	uint16_t port = port_up(9000, RTE_ETH_RX_OFFLOAD_SCATTER, mp);
	struct rte_mbuf *m;
	uint8_t *head;

	T_EQ(dpaa2x_wire_capture_start(soc, 1, 2), 0);
	arrive(9000, 10);
	m = rx_one(port);
	check_frame(m, 9000, 5, mp);
	T_EQ(rte_eth_tx_burst(port, 0, &m, 1), 1);
	hw_idle();
	T_EQ(dpaa2x_wire_capture_read(soc, 1, 0, got, sizeof(got)), 9000);
	T_EQ(memcmp(got, frame, 9000), 0);
	T_EQ(t_xstat(port, "tx_sg_packets"), 1);
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF);	/* all five back */
	/* 100 bytes more before the frame: 28 bytes of headroom, no table */
	arrive(5000, 11);
	m = rx_one(port);
	check_frame(m, 5000, 3, mp);
	head = m != NULL ? (uint8_t *)rte_pktmbuf_prepend(m, 100) : NULL;
	T_CHECK(head != NULL);
	if (head != NULL) {
		memset(head, 0xa5, 100);
		T_EQ(rte_eth_tx_burst(port, 0, &m, 1), 1);
	}
	hw_idle();
	T_EQ(dpaa2x_wire_capture_read(soc, 1, 1, got, sizeof(got)), 5100);
	T_EQ(got[99], 0xa5);
	T_EQ(memcmp(got + 100, frame, 5000), 0);
	T_EQ(t_xstat(port, "tx_sg_packets"), 2);
	T_EQ(t_xstat(port, "tx_copied_packets"), 1);
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF);	/* the chain freed at once */
	T_EQ(rte_eth_tx_done_cleanup(port, 0, 0), 0);	/* nothing confirmed */
	T_EQ(t_xstat(port, "hw_tx_confirmed"), 0);
	T_EQ(t_xstat(port, "hw_tx_frames"), 2);
	port_done(port);
}

/*
 * A chain whose SG FD the Tx queue does not take (congested: more than its
 * 512 descriptors wait, the hardware has not run) is the caller's again,
 * linked as it was; sent later, whole.
 */
static void
test_jumbo_tx_queue_full(void)
{
	struct rte_mempool *fill = rte_pktmbuf_pool_create("fill", 1100, 0, 0, DATA_ROOM,
							   SOCKET_ID_ANY);
	uint16_t port = port_up(9000, RTE_ETH_RX_OFFLOAD_SCATTER, mp);
	struct rte_mbuf *f[32], *m;
	unsigned int queued = 0, i;

	T_CHECK(fill != NULL);
	if (fill == NULL)
		return;
	arrive(9000, 12);
	m = rx_one(port);
	for (i = 0; i < 40 && queued <= 512; i++) {	/* congested above 512 */
		uint16_t k, n;

		T_EQ(rte_pktmbuf_alloc_bulk(fill, f, 32), 0);
		for (k = 0; k < 32; k++)
			memset(rte_pktmbuf_append(f[k], 60), 0xff, 60);
		n = rte_eth_tx_burst(port, 0, f, 32);
		rte_pktmbuf_free_bulk(f + n, 32 - n);
		queued += n;
	}
	T_EQ(queued, 544);
	T_EQ(rte_eth_tx_burst(port, 0, &m, 1), 0);
	T_EQ(t_xstat(port, "tx_congested"), 1);
	check_frame(m, 9000, 5, mp);	/* linked again, every byte there */
	hw_idle();
	T_EQ(rte_eth_tx_burst(port, 0, &m, 1), 1);
	hw_idle();
	T_EQ(t_xstat(port, "tx_sg_packets"), 1);
	T_EQ(t_xstat(port, "hw_tx_frames"), 545);
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF);
	T_EQ(rte_mempool_avail_count(fill), 1100);
	port_done(port);
	rte_mempool_free(fill);
}

/* SG frames still queued at a stop: stop discards, every buffer back. */
static void
test_jumbo_stop_drains(void)
{
	uint16_t port = port_up(9000, RTE_ETH_RX_OFFLOAD_SCATTER, mp);

	arrive(9000, 7);
	arrive(64, 8);
	arrive(4097, 9);
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF - 6 - 1 - 4);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(t_xstat(port, "rx_stop_discards"), 3);
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

/*
 * The maximum frame has room for one 802.1Q tag, as net_dpaa2 sets it
 * (MTU + Ethernet header + VLAN tag + FCS): at MTU 1500 a tagged frame of
 * a 1500-byte payload (1518 bytes, 1522 with the FCS) is received, one
 * byte more is oversize; WRIOP checks only the length, so an untagged frame
 * of 1518 bytes is received too, and one of 1519 is oversize.
 */
static void
test_mtu_vlan_room(void)
{
	static const struct { uint32_t len; int ntags; bool taken; } f[] = {
		{ 1514, 0, true }, { 1518, 1, true }, { 1519, 1, false },
		{ 1518, 0, true }, { 1519, 0, false },
	};
	uint16_t port = port_up(RTE_ETHER_MTU, 0, mp);
	struct rte_mbuf *m;
	unsigned int i;

	for (i = 0; i < RTE_DIM(f); i++) {
		T_EQ(dpaa2x_wire_inject(soc, 1, frame, udp_frame_tagged(f[i].len, (uint8_t)i,
									 f[i].ntags)), 0);
		while (rte_pmd_dpaa2x_hw_step(0) > 0)
			;
		if (!f[i].taken)
			continue;
		m = rx_one(port);
		if (m == NULL)
			continue;
		T_EQ(m->pkt_len, f[i].len);
		T_CHECK(memcmp(rte_pktmbuf_mtod(m, const void *), frame, f[i].len) == 0);
		rte_pktmbuf_free(m);
	}
	T_EQ(t_xstat(port, "hw_rx_oversize"), 2);
	T_EQ(t_xstat(port, "hw_rx_discards"), 2);
	port_done(port);
}

/*
 * Every discard by cause: a runt, an oversize frame (MTU 9000: 9019 bytes
 * and the FCS are over 9022), one while the port is stopped; the sum is
 * hw_rx_discards; runt and oversize are ierrors, none is missed.
 */
static void
test_discards_by_cause(void)
{
	uint16_t port = port_up(9000, RTE_ETH_RX_OFFLOAD_SCATTER, mp);
	struct rte_eth_stats st;
	struct rte_mbuf *m;

	arrive(59, 0);
	arrive(9019, 0);
	arrive(9018, 0);
	m = rx_one(port);
	check_frame(m, 9018, 5, mp);
	rte_pktmbuf_free(m);
	T_EQ(rte_eth_dev_stop(port), 0);
	arrive(64, 0);
	T_EQ(t_xstat(port, "hw_rx_runt"), 1);
	T_EQ(t_xstat(port, "hw_rx_oversize"), 1);
	T_EQ(t_xstat(port, "hw_rx_disabled_discards"), 1);
	T_EQ(t_xstat(port, "hw_rx_too_long_for_buffers"), 0);
	T_EQ(t_xstat(port, "hw_rx_dma_faults"), 0);
	T_EQ(t_xstat(port, "hw_rx_discards"), 3);
	T_EQ(rte_eth_stats_get(port, &st), 0);
	T_EQ(st.ipackets, 1);
	T_EQ(st.ierrors, 2);
	T_EQ(st.imissed, 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
}

int
main(int argc, char **argv)
{
	static const char *const logs[] = { "--log-level=pmd.net.dpaa2x:info", NULL };
	char args[512];
	uint16_t port;

	if (argc != 2) {
		fprintf(stderr, "usage: %s jumbo.dtb\n", argv[0]);
		return 2;
	}
	jumbo_dtb = argv[1];
	t_eal_init(argv[0], logs);
	/* a first port brings up the SoC; pools made now are BMan pools */
	snprintf(args, sizeof(args), "dpl=%s,hw_cpu=step,gen=off,dpni=2", jumbo_dtb);
	port = t_probe("net_dpaa2x9", args);
	(void)port;
	mp = rte_pktmbuf_pool_create("mb_pool_0", NB_MBUF, 0, 0, DATA_ROOM, SOCKET_ID_ANY);
	if (mp == NULL || dpaa2x_soc_attach("dpaa2x", &soc) != 0) {
		fprintf(stderr, "no mbuf pool or SoC: %s\n", rte_strerror(rte_errno));
		return 1;
	}
	t_log_capture();
	T_RUN(test_mtu_refused_without_scatter);
	T_RUN(test_mtu_refused_with_scatter);
	T_RUN(test_jumbo_chains);
	T_RUN(test_jumbo_copybreak);
	T_RUN(test_jumbo_no_buffer);
	T_RUN(test_jumbo_tx);
	T_RUN(test_jumbo_tx_queue_full);
	T_RUN(test_jumbo_stop_drains);
	T_RUN(test_discards_by_cause);
	T_RUN(test_mtu_vlan_room);
	t_log_release();
	T_EQ(rte_vdev_uninit("net_dpaa2x9"), 0);
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF);
	rte_mempool_free(mp);
	return t_done();
}
