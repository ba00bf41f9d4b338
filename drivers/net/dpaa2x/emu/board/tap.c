/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The tap wire (emulation only): a Linux tap interface is the link
 * partner. What the kernel sends on the tap arrives at the dpmac; what the
 * dpmac transmits, the kernel receives. The partner's MAC pads short frames
 * (model_wire_pad(), wire.c), so the kernel's 42-byte ARP requests reach
 * WRIOP as the 60 bytes a real link carries.
 *
 * The engine reads the tap until it is empty or the port's Rx queue fills
 * (a frame left in the kernel's queue waits there; one read per pass left
 * the kernel dropping at its own transmit side). A write() the kernel
 * refuses is the partner's loss: the MAC has sent the frame (WRIOP counted
 * it transmitted), so it is counted on the wire, never as an egress discard.
 * The kernel's own counters of the tap are read from the namespace the tap
 * is in now (it may have been moved into another one).
 */

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>
#include <linux/if.h>
#include <linux/if_tun.h>

#include <rte_common.h>
#include <rte_eal.h>
#include <rte_string_fns.h>

#include "dpni.h"
#include "engine.h"
#include "qman.h"
#include "soc.h"
#include "wire.h"

#define TAP_PASS_BURSTS	16	/* bursts a pass at most: other ports get their turn */
#define TAP_DEV_FILE	"/proc/thread-self/net/dev"

int
model_tap_open(struct model_dpni *ni, const struct dpaa2x_dpl_dpmac *mac, char *err,
	       size_t errlen)
{
	const char *name = mac->tap_name;
	struct ifreq ifr;
	int fd, s;

	fd = open("/dev/net/tun", O_RDWR | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0) {
		model_errf(err, errlen, "/objects/dpmac@%u: property 'tap_name': tap %s: "
			   "/dev/net/tun: %s", mac->id, name, strerror(errno));
		return -errno;
	}
	memset(&ifr, 0, sizeof(ifr));
	ifr.ifr_flags = IFF_TAP | IFF_NO_PI;
	strlcpy(ifr.ifr_name, name, IFNAMSIZ);
	if (ioctl(fd, TUNSETIFF, &ifr) < 0) {
		int e = errno;

		model_errf(err, errlen, "/objects/dpmac@%u: property 'tap_name': tap %s: "
			   "TUNSETIFF: %s", mac->id, name, strerror(e));
		close(fd);
		return -e;
	}
	/* bring the interface up: the kernel then sends and answers on it */
	s = socket(AF_INET, SOCK_DGRAM, 0);
	if (s >= 0) {
		if (ioctl(s, SIOCGIFFLAGS, &ifr) == 0) {
			ifr.ifr_flags |= IFF_UP;
			ioctl(s, SIOCSIFFLAGS, &ifr);
		}
		close(s);
	}
	ni->tap_fd = fd;
	return 0;
}

/* One burst from the tap; *more: the tap may hold more frames. */
static unsigned int
tap_read_burst(struct dpaa2x_soc *soc, struct model_dpni *ni, bool *more)
{
	struct model_frame f[MODEL_BURST];
	unsigned int n = 0;
	uint32_t off = 0;
	ssize_t r;

	*more = true;
	/* each frame needs room for the largest one in the staging area */
	while (n < MODEL_BURST && off + DPAA2X_MAX_FRAME <= MODEL_GEN_STAGE_SIZE) {
		r = read(ni->tap_fd, soc->gen_stage + off, DPAA2X_MAX_FRAME);
		if (r <= 0) {
			*more = false;		/* EAGAIN: the kernel has sent all */
			break;
		}
		f[n].data = soc->gen_stage + off;
		f[n].len = model_wire_pad(ni, soc->gen_stage + off, (uint32_t)r);
		off += RTE_ALIGN_CEIL(f[n].len, RTE_CACHE_LINE_SIZE);
		n++;
	}
	if (n != 0)
		model_mac_rx(soc, ni, f, n);	/* the staging area is free again */
	return n;
}

/* Engine: read the tap until it is empty or the Rx queue is full. */
unsigned int
model_tap_rx(struct dpaa2x_soc *soc, struct model_dpni *ni)
{
	unsigned int b, n, total = 0;
	uint64_t full;
	bool more = true;

	for (b = 0; more && b < TAP_PASS_BURSTS; b++) {
		full = ni->st.ing_tail_drops + ni->st.ing_nobuf_discards;
		n = tap_read_burst(soc, ni, &more);
		total += n;
		/* a full Rx FQ or an empty pool: the rest waits in the kernel */
		if (n == 0 || ni->st.ing_tail_drops + ni->st.ing_nobuf_discards != full ||
		    model_pause_partner_holds(soc, ni))
			break;
		model_service_portals(soc);	/* pulls served between bursts */
	}
	return total;
}

void
model_tap_tx(struct model_dpni *ni, const uint8_t *frame, uint32_t len)
{
	/* sent by the MAC; the kernel did not take it (down: EIO, ...) */
	if (ni->tap_fd >= 0 && write(ni->tap_fd, frame, len) < 0)
		ni->wst.tx_refused++;
}

/* The tap's line of /proc/net/dev, as the calling thread's namespace has it. */
static int
tap_dev_line(const char *name, struct dpaa2x_wire_stats *st)
{
	unsigned long long v[12];
	char line[512], want[IFNAMSIZ + 1];
	FILE *f = fopen(TAP_DEV_FILE, "re");
	size_t wl;
	int ret = -ENOENT;

	if (f == NULL)
		return -errno;
	wl = (size_t)snprintf(want, sizeof(want), "%s:", name);
	while (ret != 0 && fgets(line, sizeof(line), f) != NULL) {
		const char *p = line + strspn(line, " ");

		/* rx: bytes packets errs drop fifo frame compressed multicast, tx: ... */
		if (strncmp(p, want, wl) != 0 ||
		    sscanf(p + wl, "%llu %llu %llu %llu %llu %llu %llu %llu %llu %llu %llu %llu",
			   &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7], &v[8],
			   &v[9], &v[10], &v[11]) != 12)
			continue;
		st->tap_rx_packets = v[1];
		st->tap_rx_dropped = v[3];
		st->tap_tx_packets = v[9];
		st->tap_tx_dropped = v[11];
		st->tap_stats = true;
		ret = 0;
	}
	fclose(f);
	return ret;
}

struct tap_ns_read {
	int nsfd;
	const char *name;
	struct dpaa2x_wire_stats *st;
};

/* A thread of its own enters the tap's namespace: the caller's stays. */
static void *
tap_ns_reader(void *arg)
{
	struct tap_ns_read *r = arg;

	if (setns(r->nsfd, CLONE_NEWNET) == 0)
		tap_dev_line(r->name, r->st);
	return NULL;
}

/* The kernel's counters of the tap of fd, into st (tap_stats says they were
 * read). No MC command: /proc and a thread take long, the engine runs on. */
void
model_tap_kernel_stats(int fd, struct dpaa2x_wire_stats *st)
{
	struct tap_ns_read r = { .st = st };
	struct stat ns, own;
	struct ifreq ifr;
	pthread_t t;

	/* the fd is the primary's; the name from it follows a rename */
	if (fd < 0 || rte_eal_process_type() != RTE_PROC_PRIMARY)
		return;
	memset(&ifr, 0, sizeof(ifr));
	if (ioctl(fd, TUNGETIFF, &ifr) < 0)
		return;
	r.name = ifr.ifr_name;
	r.nsfd = ioctl(fd, TUNGETDEVNETNS);
	if (r.nsfd < 0) {			/* before Linux 5.2: ours */
		tap_dev_line(r.name, st);
		return;
	}
	if (fstat(r.nsfd, &ns) == 0 && stat("/proc/thread-self/ns/net", &own) == 0 &&
	    ns.st_ino == own.st_ino && ns.st_dev == own.st_dev)
		tap_dev_line(r.name, st);
	else if (pthread_create(&t, NULL, tap_ns_reader, &r) == 0)
		pthread_join(t, NULL);
	close(r.nsfd);
}
