/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The emulated board's operating-system side: what Linux presents of an
 * LS2088A's DPAA2 objects to DPDK's fslmc bus (drivers/bus/fslmc), made
 * from the board's DPL instead of from silicon.
 *  - sysfs (board_sysfs.c): the DPRC's objects as fsl-mc devices under
 *    /sys/bus/fsl-mc/devices/, each with its iommu_group link; the IOMMU
 *    group under /sys/kernel/iommu_groups/; the vfio module under
 *    /sys/module/vfio/. A real directory tree in a private folder; the
 *    interposer (board_preload.c) sends those paths there.
 *  - VFIO (board_vfio.c): /dev/vfio/vfio and /dev/vfio/<group>, the
 *    container, group and device file descriptors and their ioctls, the
 *    devices' regions and their mmap() onto the emulated SoC's MC portal
 *    and DPIO portals.
 * Nothing here is a kernel module: the interposer is loaded with
 * LD_PRELOAD by devtools/ls2088a.sh, into an unmodified program.
 */

#ifndef DPAA2X_BOARD_OS_H
#define DPAA2X_BOARD_OS_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dpl.h"

#define BOS_MAX_OBJ	(DPAA2X_MAX_DPNI * 2 + DPAA2X_MAX_DPBP + DPAA2X_MAX_DPIO + 2)
#define BOS_NAME_LEN	24
#define BOS_MCP_ID	1	/* the board's one dpmcp: the MC portal */

enum bos_type { BOS_DPRC, BOS_DPMCP, BOS_DPNI, BOS_DPBP, BOS_DPIO, BOS_DPMAC };

struct bos_obj {
	char name[BOS_NAME_LEN];	/* "dpni.1", as fsl-mc names devices */
	enum bos_type type;
	uint16_t id;
	uint16_t idx;			/* its index in the DPL's list of its type */
};

struct dpaa2x_soc;

struct bos {
	char root[PATH_MAX];		/* the private folder sysfs paths go to */
	char dprc[BOS_NAME_LEN];	/* "dprc.1" */
	unsigned int group;		/* the container's IOMMU group */
	struct bos_obj obj[BOS_MAX_OBJ];	/* obj[0] is the dprc */
	unsigned int n_obj;
	struct dpaa2x_dpl dpl;
	void *dtb;			/* NULL: the embedded default DPL */
	size_t dtb_len;
	char dtb_name[PATH_MAX];
	int hw_cpu;			/* the engine's CPU */
	struct dpaa2x_soc *soc;		/* made at the first device mmap */
};

/* The board of this process, set up by the interposer's constructor;
 * NULL when it is not loaded or its DPL was refused. */
extern struct bos *bos_board;

/* sysfs */
int bos_objects(struct bos *b, char *err, size_t errlen);
int bos_sysfs_build(struct bos *b, char *err, size_t errlen);
void bos_sysfs_remove(struct bos *b);
/* Whether path is one of the board's sysfs paths. */
bool bos_is_board_path(const char *path);
/* The private path of one of the board's sysfs paths into buf; NULL when
 * the path is not the board's (the caller uses it as it is). */
const char *bos_sysfs_path(const struct bos *b, const char *path, char *buf, size_t len);
const struct bos_obj *bos_obj_by_name(const struct bos *b, const char *name);

/* VFIO: each returns -ENOTTY... as the kernel would; *mine says whether
 * the file descriptor was the board's at all. */
int bos_vfio_open(struct bos *b, const char *path, bool *mine);
int bos_vfio_ioctl(struct bos *b, int fd, unsigned long req, void *arg, bool *mine);
void *bos_vfio_mmap(struct bos *b, int fd, size_t len, int prot, long long off, bool *mine);
bool bos_vfio_munmap(struct bos *b, void *addr);
void bos_vfio_close(struct bos *b, int fd);
/* The cable's telemetry command refuses from now on: the SoC stops
 * (board_cable.c). */
void bos_cable_close(void);
/* DPAA2X_BOARD_MC_FAIL=<command>[:<status>], read at load: a command the
 * MC answers with an error status (board_vfio.c). */
int bos_mc_fail_parse(const char *s, char *err, size_t errlen);
/* At the board's exit report: how often the MC answered that command so. */
void bos_mc_fail_report(const struct bos *b);

/* The tester (board_tester.c): DPAA2X_BOARD_GEN, read at load; started
 * once the SoC is up. */
int bos_gen_parse(struct bos *b, const char *s, char *err, size_t errlen);
void bos_tester_up(struct bos *b);

/* Log one line of the board's (stderr, "dpaa2x board: "). */
void bos_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif /* DPAA2X_BOARD_OS_H */
