/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#include <string.h>

#include <rte_byteorder.h>
#include <rte_cycles.h>
#include <rte_ethdev.h>
#include <rte_ip.h>
#include <rte_prefetch.h>

#include "fwd.h"
#include "rte_pmd_dpaa2x.h"
#include "vg.h"

const char *
fwd_mode_name(enum fwd_mode m)
{
	switch (m) {
	case FWD_IPFWD: return "ipfwd";
	case FWD_L2FWD: return "l2fwd";
	case FWD_RXDROP: return "rxdrop";
	case FWD_RXDROP_READ: return "rxdrop-read";
	}
	return "?";
}

int
fwd_mode_parse(const char *s, enum fwd_mode *m)
{
	static const enum fwd_mode all[] = { FWD_IPFWD, FWD_L2FWD, FWD_RXDROP, FWD_RXDROP_READ };
	unsigned int i;

	for (i = 0; i < RTE_DIM(all); i++)
		if (strcmp(s, fwd_mode_name(all[i])) == 0) {
			*m = all[i];
			return 0;
		}
	return -1;
}

static inline void
tx_queue(struct fwd_lcore *lc, uint16_t port, struct rte_mbuf *m)
{
	lc->txb[port][lc->txn[port]++] = m;
}

static inline void
tx_flush(struct fwd_conf *conf, struct fwd_lcore *lc)
{
	uint16_t p, n, sent;

	for (p = 0; p < conf->n_ports; p++) {
		n = lc->txn[p];
		if (n == 0)
			continue;
		sent = rte_eth_tx_burst(p, lc->txq, lc->txb[p], n);
		/* the Tx queue is full: give the hardware a moment (bounded) */
		if (unlikely(sent < n)) {
			uint64_t end = rte_rdtsc() + conf->tx_wait_cycles;

			do
				sent += rte_eth_tx_burst(p, lc->txq, lc->txb[p] + sent, n - sent);
			while (sent < n && rte_rdtsc() < end);
		}
		if (unlikely(sent < n)) {
			lc->st.tx_full += n - sent;
			rte_pktmbuf_free_bulk(lc->txb[p] + sent, n - sent);
		}
		lc->st.tx += sent;
		lc->txn[p] = 0;
	}
}

/*
 * IPv4 header checksum after the TTL went down by one (RFC 1624): TTL is
 * the high byte of its 16-bit word, so that word fell by 0x0100 and the
 * one's complement checksum rises by the same amount, end-around carry.
 */
static inline void
ttl_dec_csum(struct rte_ipv4_hdr *ip)
{
	uint32_t sum = (uint32_t)rte_be_to_cpu_16(ip->hdr_checksum) + 0x0100;

	ip->time_to_live--;
	sum = (sum & 0xffff) + (sum >> 16);
	ip->hdr_checksum = rte_cpu_to_be_16((uint16_t)sum);
}

static inline void
do_ipfwd(struct fwd_conf *conf, struct fwd_lcore *lc, struct rte_mbuf **pkts, uint16_t n)
{
	uint16_t i;

	for (i = 0; i < n; i++) {
		struct rte_mbuf *m = pkts[i];
		struct rte_ether_hdr *eth = rte_pktmbuf_mtod(m, struct rte_ether_hdr *);
		struct rte_ipv4_hdr *ip = (struct rte_ipv4_hdr *)(eth + 1);
		uint32_t nh;

		if (i + 1 < n)
			rte_prefetch0(rte_pktmbuf_mtod(pkts[i + 1], void *));
		if (unlikely(eth->ether_type != rte_cpu_to_be_16(RTE_ETHER_TYPE_IPV4) ||
			     m->data_len < sizeof(*eth) + sizeof(*ip) ||
			     ip->time_to_live <= 1 ||
			     rte_lpm_lookup(conf->lpm, rte_be_to_cpu_32(ip->dst_addr), &nh) != 0 ||
			     nh >= conf->n_ports)) {
			lc->st.no_route++;
			rte_pktmbuf_free(m);
			continue;
		}
		ttl_dec_csum(ip);
		rte_ether_addr_copy(&conf->next_hop_mac[nh], &eth->dst_addr);
		rte_ether_addr_copy(&conf->port_mac[nh], &eth->src_addr);
		tx_queue(lc, (uint16_t)nh, m);
	}
}

static inline void
do_l2fwd(struct fwd_conf *conf, struct fwd_lcore *lc, struct rte_mbuf **pkts, uint16_t n)
{
	uint16_t i;

	for (i = 0; i < n; i++) {
		struct rte_mbuf *m = pkts[i];
		struct rte_ether_hdr *eth = rte_pktmbuf_mtod(m, struct rte_ether_hdr *);
		struct rte_ether_addr tmp;

		if (i + 1 < n)
			rte_prefetch0(rte_pktmbuf_mtod(pkts[i + 1], void *));
		rte_ether_addr_copy(&eth->dst_addr, &tmp);
		rte_ether_addr_copy(&eth->src_addr, &eth->dst_addr);
		rte_ether_addr_copy(&tmp, &eth->src_addr);
		tx_queue(lc, conf->peer[m->port], m);
	}
}

/* Read every byte of every frame (8 at a time, then the tail). */
static inline void
do_read(struct fwd_lcore *lc, struct rte_mbuf **pkts, uint16_t n)
{
	uint64_t acc = 0;
	uint16_t i;

	for (i = 0; i < n; i++) {
		const uint8_t *p = rte_pktmbuf_mtod(pkts[i], const uint8_t *);
		uint32_t len = pkts[i]->data_len, k = 0;
		uint64_t w;

		for (; k + 8 <= len; k += 8) {
			memcpy(&w, p + k, 8);
			acc += w;
		}
		for (; k < len; k++)
			acc += p[k];
	}
	lc->st.read_sum += acc;
}

static inline void
work(struct fwd_conf *conf, struct fwd_lcore *lc, struct rte_mbuf **pkts, uint16_t n)
{
	switch (conf->mode) {
	case FWD_IPFWD:
		do_ipfwd(conf, lc, pkts, n);
		tx_flush(conf, lc);
		break;
	case FWD_L2FWD:
		do_l2fwd(conf, lc, pkts, n);
		tx_flush(conf, lc);
		break;
	case FWD_RXDROP_READ:
		do_read(lc, pkts, n);
		/* fall through */
	case FWD_RXDROP:
		rte_pktmbuf_free_bulk(pkts, n);
		break;
	}
}

/* The oldest held packet leaves the line into out[k]. */
static inline struct rte_mbuf *
hold_pop(struct fwd_hold *h)
{
	struct rte_mbuf *m = h->ring[h->head];

	h->head = h->head + 1 == h->cap ? 0 : h->head + 1;
	h->count--;
	return m;
}

/*
 * Through the delay line: the n new packets go in, what exceeds the line's
 * capacity comes out (oldest first) into out[]; a line that got no frame
 * for max_age lets its oldest burst out (a dry pool brings no new frame to
 * push them out), once per max_age. Returns how many came out.
 */
static inline uint16_t
hold_pass(struct fwd_hold *h, struct rte_mbuf **in, uint16_t n, struct rte_mbuf **out,
	  bool flush, uint64_t now)
{
	uint16_t i, k = 0;

	for (i = 0; i < n; i++) {
		uint32_t tail;

		if (h->count == h->cap)
			out[k++] = hold_pop(h);
		tail = h->head + h->count;
		if (tail >= h->cap)
			tail -= h->cap;
		h->ring[tail] = in[i];
		h->count++;
	}
	if (n != 0)
		h->idle_from = now;
	else if (h->max_age != 0 && h->count > 0 && now - h->idle_from > h->max_age) {
		while (h->count > 0 && k < FWD_BURST_MAX)
			out[k++] = hold_pop(h);
		h->idle_from = now;
	}
	/* draining: let up to a burst out even when nothing came in */
	while (flush && h->count > 0 && k < FWD_BURST_MAX)
		out[k++] = hold_pop(h);
	return k;
}

/*
 * The positive control's known extra cost: spin per frame that came up
 * zero-copy (from the Rx pool), as Linux dpaa2-eth pays a DMA unmap, a
 * page allocation and a map for each buffer it refills. Once per burst,
 * behind one branch on a word of the shared configuration: nothing when
 * off.
 */
static inline void
zc_spin(const struct fwd_conf *conf, struct rte_mbuf **pkts, uint16_t n)
{
	uint64_t end;
	uint16_t i, zc = 0;

	for (i = 0; i < n; i++)
		zc += pkts[i]->pool == conf->rx_pool;
	end = rte_rdtsc() + zc * conf->zc_spin_cycles;
	while (rte_rdtsc() < end)
		rte_pause();
}

/*
 * One Rx burst of queue q and the work on what it brought (or on what
 * its delay line lets out). Returns the frames received; *busy tells
 * whether there was anything to do, *wait the cycles the burst spent
 * waiting for the hardware (the driver counts them), *cmd those the
 * emulated hardware's BMan and QMan commands took in this thread (Rx
 * releases, mbuf allocations, Tx enqueues: the hardware's work on
 * silicon).
 */
static inline uint16_t
poll_queue(struct fwd_conf *conf, struct fwd_lcore *lc, struct fwd_rxq *q, bool draining,
	   bool *busy, uint64_t *wait, uint64_t *cmd)
{
	struct rte_mbuf *pkts[FWD_BURST_MAX], *out[2 * FWD_BURST_MAX];
	const uint16_t burst = (uint16_t)RTE_MIN(conf->burst, (unsigned int)FWD_BURST_MAX);
	uint64_t w0 = rte_pmd_dpaa2x_rx_wait_cycles(q->port, q->queue);
	uint64_t c0 = rte_pmd_dpaa2x_hw_cmd_cycles();
	uint16_t n, k = 0;

	n = rte_eth_rx_burst(q->port, q->queue, pkts, burst);
	*wait = rte_pmd_dpaa2x_rx_wait_cycles(q->port, q->queue) - w0;
	if (unlikely(conf->zc_spin_cycles != 0) && n != 0)
		zc_spin(conf, pkts, n);
	if (q->hold.cap == 0) {
		*busy = n != 0;
		if (n != 0)
			work(conf, lc, pkts, n);
	} else {
		k = hold_pass(&q->hold, pkts, n, out, draining && n == 0, rte_rdtsc());
		*busy = n != 0 || k != 0;
		if (k > 0)
			work(conf, lc, out, k);
	}
	*cmd = rte_pmd_dpaa2x_hw_cmd_cycles() - c0;
	return n;
}

/*
 * Nothing left for this lcore: its delay lines are empty and the driver
 * has no frame waiting on its queues (rte_eth_rx_queue_count: the queue's
 * FQ and what the driver already dequeued, e.g. a prefetched pull).
 */
static bool
lcore_empty(const struct fwd_lcore *lc)
{
	unsigned int qi;

	for (qi = 0; qi < lc->n_rxq; qi++)
		if (lc->rxq[qi].hold.count > 0 ||
		    rte_eth_rx_queue_count(lc->rxq[qi].port, lc->rxq[qi].queue) > 0)
			return false;
	return true;
}

bool
fwd_run(struct fwd_conf *conf, struct fwd_lcore *lc)
{
	uint64_t last_rx = rte_rdtsc(), round_start = last_rx, now, t0, gap, wait, cmd;
	unsigned int qi;
	bool busy;

	for (;;) {
		bool draining = conf->drain != 0;

		/*
		 * A round that starts long after the last one: this CPU was
		 * taken away (other work on the machine), not slow forwarding.
		 */
		if (conf->hw_step)
			rte_pmd_dpaa2x_hw_step(0);	/* drains, not counted */
		t0 = rte_rdtsc();
		gap = t0 - round_start;
		round_start = t0;
		if (unlikely(gap > conf->stall_cycles)) {
			lc->st.stalls++;
			lc->st.long_stalls += conf->long_stall_cycles && gap > conf->long_stall_cycles;
			if (gap > lc->st.max_gap)
				lc->st.max_gap = gap;
		}

		for (qi = 0; qi < lc->n_rxq; qi++) {
			uint16_t n;

			t0 = rte_rdtsc();
			n = poll_queue(conf, lc, &lc->rxq[qi], draining, &busy, &wait, &cmd);
			if (!busy)
				continue;
			now = rte_rdtsc();
			lc->st.busy_cycles += now - t0;
			lc->st.wait_cycles += wait;
			lc->st.cmd_cycles += cmd;
			lc->st.bursts++;
			lc->st.rx += n;
			if (n > 0)
				last_rx = now;
		}
		now = rte_rdtsc();
		if (!draining) {
			if (conf->deadline != 0 && now >= conf->deadline)
				return false;
			continue;
		}
		if (now - last_rx >= conf->drain_idle_cycles && lcore_empty(lc))
			return true;
		if (conf->deadline != 0 && now >= conf->deadline)
			return false;
	}
}

bool
fwd_run_count(struct fwd_conf *conf, struct fwd_lcore *lc, uint64_t want,
	      struct fwd_slice *sl)
{
	uint64_t t0, t1, start, wait, cmd;
	unsigned int qi;
	bool busy;

	memset(sl, 0, sizeof(*sl));
	rte_pmd_dpaa2x_hw_cmd_counts(&sl->cmds0);
	start = t1 = rte_rdtsc();
	while (sl->rx < want) {
		for (qi = 0; qi < lc->n_rxq; qi++) {
			/* step mode: the pull the last poll prefetched is done first */
			if (conf->hw_step)
				vg_hw_pulls();
			if (conf->collect)
				VG_COLLECT_TOGGLE();
			t0 = rte_rdtsc();
			sl->rx += poll_queue(conf, lc, &lc->rxq[qi], false, &busy, &wait, &cmd);
			t1 = rte_rdtsc();
			if (conf->collect)
				VG_COLLECT_TOGGLE();
			sl->wait += wait;
			sl->cmd += cmd;
			/* a poll working this long: the CPU was taken away mid-slice */
			if (t1 - t0 - wait - cmd > sl->max_poll)
				sl->max_poll = t1 - t0 - wait - cmd;
			sl->polls++;
		}
		if (conf->deadline != 0 && t1 >= conf->deadline)
			break;
	}
	rte_pmd_dpaa2x_hw_cmd_counts(&sl->cmds1);
	sl->cycles = t1 - start;
	return sl->rx >= want;
}

void
fwd_release_holds(struct fwd_lcore *lc)
{
	unsigned int qi;

	for (qi = 0; qi < lc->n_rxq; qi++) {
		struct fwd_hold *h = &lc->rxq[qi].hold;

		while (h->count > 0)
			rte_pktmbuf_free(hold_pop(h));
	}
}
