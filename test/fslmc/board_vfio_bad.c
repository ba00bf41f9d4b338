/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Suite fslmc, board_probe's VFIO bad cases: a program of its own on the
 * emulated board (devtools/ls2088a.sh), as DPDK's EAL and fslmc bus would
 * call VFIO, with what the kernel answers each call:
 *  - VFIO_IOMMU_GET_INFO on the container and
 *    VFIO_DEVICE_GET_PCI_HOT_RESET_INFO on dpni.1: requests the board does
 *    not model (ENOTTY, named by the board);
 *  - a second open of the group while it is open (EBUSY), then an open
 *    after the close (the group free again).
 * Each call's result is printed, one line each, for the script to assert.
 * With "hold", it only holds the group open until a line comes on stdin:
 * the first program of the "dpnis in use" case.
 *   board_vfio_bad <group> [hold]
 */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <linux/vfio.h>

static void
say(const char *what, int ret)
{
	if (ret < 0)
		printf("%s: -1 (%s)\n", what, strerror(errno));
	else
		printf("%s: ok\n", what);
}

static int
hold(const char *group)
{
	char line[16];
	int g = open(group, O_RDWR);

	say(group, g);
	fflush(stdout);
	if (g < 0)
		return 1;
	if (fgets(line, sizeof(line), stdin) == NULL)
		printf("no line on stdin\n");
	close(g);
	printf("%s closed\n", group);
	return 0;
}

int
main(int argc, char **argv)
{
	struct vfio_iommu_type1_info info = { .argsz = sizeof(info) };
	struct vfio_pci_hot_reset_info reset = { .argsz = sizeof(reset) };
	char group[64];
	int c, g, g2, d;

	if (argc < 2 || argc > 3 || (argc == 3 && strcmp(argv[2], "hold") != 0)) {
		fprintf(stderr, "usage: board_vfio_bad <group> [hold]\n");
		return 2;
	}
	snprintf(group, sizeof(group), "/dev/vfio/%s", argv[1]);
	if (argc == 3)
		return hold(group);
	c = open("/dev/vfio/vfio", O_RDWR);
	g = open(group, O_RDWR);
	if (c < 0 || g < 0 || ioctl(g, VFIO_GROUP_SET_CONTAINER, &c) < 0 ||
	    ioctl(c, VFIO_SET_IOMMU, VFIO_TYPE1v2_IOMMU) < 0) {
		fprintf(stderr, "board_vfio_bad: no container and group: %s\n", strerror(errno));
		return 1;
	}
	say("VFIO_IOMMU_GET_INFO on the container", ioctl(c, VFIO_IOMMU_GET_INFO, &info));
	d = ioctl(g, VFIO_GROUP_GET_DEVICE_FD, "dpni.1");
	say("VFIO_GROUP_GET_DEVICE_FD dpni.1", d);
	if (d >= 0)
		say("VFIO_DEVICE_GET_PCI_HOT_RESET_INFO on dpni.1",
		    ioctl(d, VFIO_DEVICE_GET_PCI_HOT_RESET_INFO, &reset));
	g2 = open(group, O_RDWR);
	say("a second open of the group", g2);
	if (d >= 0)
		close(d);
	close(g);
	g2 = open(group, O_RDWR);
	say("an open of the group after its close", g2);
	if (g2 >= 0)
		close(g2);
	close(c);
	return 0;
}
