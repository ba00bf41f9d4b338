/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The tap wire (step mode): the kernel's own stack as the link partner.
 * Short frames the kernel sends arrive padded to 60 bytes (or as runts
 * with wire_padding "strict"); what dpni@1 sends the kernel receives, and
 * a write the kernel refuses counts once, as transmitted. Skips where no
 * tap can be made (no /dev/net/tun, no CAP_NET_ADMIN).
 */

#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>
#include <sys/socket.h>
#include <linux/if_packet.h>

#include <rte_cycles.h>

#include "model_test.h"
#include "t_tap.h"

/*
 * dpni@1 on a tap wire (d2xm<pid>), a pool of 64 and one Rx queue; false
 * (skipped, saying why) where no tap can be made. The tap's IPv6 is off:
 * the kernel sends nothing of its own on it.
 */
static bool
tap_start(struct mt *t, const char *name, bool strict, char *ifname, size_t len)
{
	struct dpaa2x_soc_params sp = { .hw_cpu = DPAA2X_HW_CPU_STEP, .name = name };
	struct dpaa2x_soc *soc;
	struct dpaa2x_dpl d;
	char err[256] = "", path[96];
	uint16_t bpid;
	FILE *f;

	if (access("/dev/net/tun", R_OK | W_OK) != 0) {
		printf("# skipped: no /dev/net/tun\n");
		return false;
	}
	mt_dpl_default(&d);
	d.dpmac[0].wire = DPAA2X_WIRE_TAP;
	d.dpmac[0].strict_runts = strict;
	snprintf(d.dpmac[0].tap_name, sizeof(d.dpmac[0].tap_name), "d2xm%d", (int)getpid() % 100000);
	snprintf(ifname, len, "%s", d.dpmac[0].tap_name);
	if (dpaa2x_soc_create_dpl(&d, &sp, &soc, err, sizeof(err)) != 0) {
		printf("# skipped: %s\n", err);	/* no CAP_NET_ADMIN */
		return false;
	}
	T_EQ(dpaa2x_soc_destroy(soc), 0);
	mt_start(t, name, &d);
	snprintf(path, sizeof(path), "/proc/sys/net/ipv6/conf/%s/disable_ipv6", ifname);
	f = fopen(path, "w");
	if (f != NULL) {
		fputs("1\n", f);
		fclose(f);
	}
	bpid = mt_pool(t, 64, 2048);
	mt_dpni_up(t, 1, 1, &bpid);
	T_EQ(dpaa2x_dpni_set_rx_dist(t->soc, 1, DPAA2X_DIST_DEFAULT, 1, NULL), 0);
	return true;
}

/* The kernel sends len bytes on the tap (a packet socket): to dpni@1,
 * EtherType 0x88b5, payload 0x5a. */
static void
tap_kernel_send(const char *ifname, uint32_t len)
{
	struct sockaddr_ll ll = { .sll_family = AF_PACKET, .sll_halen = 6 };
	uint8_t frame[128];
	int s = socket(AF_PACKET, SOCK_RAW, 0);

	memset(frame, 0x5a, sizeof(frame));
	memcpy(frame, mt_mac1, 6);
	memcpy(frame + 6, mt_other, 6);
	frame[12] = 0x88;
	frame[13] = 0xb5;
	ll.sll_ifindex = (int)if_nametoindex(ifname);
	memcpy(ll.sll_addr, mt_mac1, 6);
	T_CHECK(s >= 0 && ll.sll_ifindex != 0);
	if (s >= 0)
		T_EQ(sendto(s, frame, len, 0, (struct sockaddr *)&ll, sizeof(ll)), (ssize_t)len);
	if (s >= 0)
		close(s);
}

/* Steps until the wire counter (wire) or dpni counter at offset off of
 * dpni@1 reaches want (bounded: 10 s); its value then. */
static uint64_t
tap_wait(struct mt *t, bool wire, size_t off, uint64_t want)
{
	uint64_t end = rte_get_timer_cycles() + 10 * rte_get_timer_hz(), v;
	struct dpaa2x_wire_stats ws;
	struct dpaa2x_dpni_stats st;

	for (;;) {
		mt_steps(t, 1);
		T_EQ(dpaa2x_wire_get_stats(t->soc, 1, &ws), 0);
		T_EQ(dpaa2x_dpni_get_stats(t->soc, 1, &st), 0);
		memcpy(&v, wire ? (const uint8_t *)&ws + off : (const uint8_t *)&st + off,
		       sizeof(v));
		if (v >= want)
			return v;
		if (rte_get_timer_cycles() > end) {
			printf("# waited 10 s for %" PRIu64 ", have %" PRIu64 "\n", want, v);
			return v;
		}
	}
}

#define WS(f)	true, offsetof(struct dpaa2x_wire_stats, f)
#define NS(f)	false, offsetof(struct dpaa2x_dpni_stats, f)

/* The FDs of the frames tap_kernel_send() sent, among n; how many. */
static unsigned int
tap_ours(const struct dpaa2x_fd *fds, unsigned int n, uint32_t *len, bool *zero_pad)
{
	unsigned int i, k = 0, j;

	for (i = 0; i < n; i++) {
		const uint8_t *d = (const uint8_t *)(uintptr_t)(fds[i].addr +
								 dpaa2x_fd_offset(&fds[i]));

		if (d[12] != 0x88 || d[13] != 0xb5)
			continue;
		*len = fds[i].len;
		*zero_pad = true;
		for (j = 42; j < fds[i].len; j++)
			*zero_pad &= d[j] == 0;
		k++;
	}
	return k;
}

/*
 * A tap wire (wire_padding "strict" if strict) and a 42-byte frame the
 * kernel sends on it, until it has arrived (counted padded, or a runt):
 * the FDs drained then into fds (64), how many in *n. False: skipped.
 */
static bool
tap_short_frame(struct mt *t, const char *name, bool strict, char *ifname,
		struct dpaa2x_fd *fds, unsigned int *n)
{
	if (!tap_start(t, name, strict, ifname, IFNAMSIZ))
		return false;
	tap_kernel_send(ifname, 42);
	if (strict)
		T_EQ(tap_wait(t, NS(ing_runt), 1), 1);
	else
		T_EQ(tap_wait(t, WS(rx_padded), 1), 1);
	*n = mt_drain(t, model_dpni_by_id(t->soc, 1)->rxq[0]->fqid, fds, 64);
	return true;
}

/*
 * The kernel's 42-byte frame on a tap arrives padded to 60 with zeros, as
 * the partner's MAC pads it, and is counted padded; with wire_padding
 * "strict" it arrives as it is and WRIOP discards it as a runt.
 */
static void
test_tap_pads(void)
{
	struct dpaa2x_fd fds[64];
	struct dpaa2x_wire_stats ws;
	struct dpaa2x_dpni_stats st;
	char ifname[IFNAMSIZ];
	unsigned int n;
	uint32_t len = 0;
	bool zero = false;
	struct mt t;

	if (!tap_short_frame(&t, "wire_tap_pad", false, ifname, fds, &n))
		return;
	T_EQ(tap_ours(fds, n, &len, &zero), 1);
	T_EQ(len, 60);
	T_EQ(zero, true);
	T_EQ(dpaa2x_dpni_get_stats(t.soc, 1, &st), 0);
	T_EQ(st.ing_runt, 0);
	/* 60 bytes and more: as they are, not counted */
	tap_kernel_send(ifname, 60);
	tap_kernel_send(ifname, 100);
	T_EQ(tap_wait(&t, NS(ing_frames), n + 2), n + 2);
	mt_free_fds(&t, fds, n);
	n = mt_drain(&t, model_dpni_by_id(t.soc, 1)->rxq[0]->fqid, fds, 64);
	T_EQ(tap_ours(fds, n, &len, &zero), 2);
	T_EQ(len, 100);				/* the last one */
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
	T_EQ(ws.rx_padded, 1);
	mt_free_fds(&t, fds, n);
	mt_finish(&t);

	if (!tap_short_frame(&t, "wire_tap_strict", true, ifname, fds, &n))
		return;
	T_EQ(tap_ours(fds, n, &len, &zero), 0);
	T_EQ(dpaa2x_wire_get_stats(t.soc, 1, &ws), 0);
	T_EQ(ws.rx_padded, 0);
	mt_free_fds(&t, fds, n);
	mt_finish(&t);
}

/* A frame in from the wire (injected), out through the tap; then the
 * dpni's and the wire's counters. */
static void
tap_tx_one(struct mt *t, struct dpaa2x_dpni_stats *st, struct dpaa2x_wire_stats *ws)
{
	struct dpaa2x_fd fd;

	T_EQ(mt_inject_udp(t, 1, 80, mt_mac1, 0), 0);
	mt_steps(t, 1);
	T_EQ(mt_drain(t, model_dpni_by_id(t->soc, 1)->rxq[0]->fqid, &fd, 1), 1);
	T_EQ(dpaa2x_enqueue(t->p, model_dpni_by_id(t->soc, 1)->txq[0]->fqid, &fd, 1), 1);
	mt_steps(t, 4);
	T_EQ(dpaa2x_dpni_get_stats(t->soc, 1, st), 0);
	T_EQ(dpaa2x_wire_get_stats(t->soc, 1, ws), 0);
}

/*
 * What dpni@1 sends, the kernel receives on the tap (its own rx counter
 * says so). A write the kernel refuses (the tap is down: EIO) is the
 * partner's loss: the frame was transmitted, once, and the wire counts it
 * refused; it is no egress discard.
 */
static void
test_tap_wire(void)
{
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_wire_stats ws;
	char ifname[IFNAMSIZ];
	struct mt t;

	if (!tap_start(&t, "wire_tap", false, ifname, sizeof(ifname)))
		return;
	tap_tx_one(&t, &st, &ws);		/* the kernel takes the frame */
	T_EQ(st.egr_frames, 1);
	T_EQ(st.egr_discards, 0);
	T_EQ(ws.tx_refused, 0);
	T_EQ(ws.tap_stats, true);
	T_EQ(ws.tap_rx_packets, 1);		/* the kernel's count of the tap */
	t_tap_down(ifname);
	tap_tx_one(&t, &st, &ws);		/* the kernel refuses the write */
	T_EQ(st.egr_frames, 2);			/* sent = transmitted + discarded */
	T_EQ(st.egr_discards, 0);
	T_EQ(ws.tx_refused, 1);
	T_EQ(ws.tap_rx_packets, 1);
	mt_drain_dpni(&t, 1);
	mt_finish(&t);
}

MT_MAIN(NULL,
	T_CASE(test_tap_wire),
	T_CASE(test_tap_pads))
