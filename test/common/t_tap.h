/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Tests of the tap wire: a tap interface taken down, the real way to make
 * the kernel refuse a write() to it (EIO).
 */

#ifndef T_TAP_H
#define T_TAP_H

#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/socket.h>

#include "dpaa2x_test.h"

/* The interface name down (IFF_UP cleared, as `ip link set <name> down`). */
static inline void
t_tap_down(const char *name)
{
	struct ifreq ifr;
	int s = socket(AF_INET, SOCK_DGRAM, 0);

	memset(&ifr, 0, sizeof(ifr));
	snprintf(ifr.ifr_name, sizeof(ifr.ifr_name), "%s", name);
	T_CHECK(s >= 0 && ioctl(s, SIOCGIFFLAGS, &ifr) == 0);
	ifr.ifr_flags &= ~IFF_UP;
	T_CHECK(s >= 0 && ioctl(s, SIOCSIFFLAGS, &ifr) == 0);
	if (s >= 0)
		close(s);
}

#endif /* T_TAP_H */
