/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The interposer (libdpaa2x_ls2088a.so, loaded with LD_PRELOAD by
 * devtools/ls2088a.sh): the C library calls through which an unmodified
 * program (DPDK's EAL and fslmc bus, Debian's build) reaches the board.
 * It intercepts:
 *  - path calls (open, fopen, stat, lstat, access, opendir, readlink and
 *    their 64-bit and fortified names) on /sys/bus/fsl-mc,
 *    /sys/kernel/iommu_groups and /sys/module/vfio: sent to the board's
 *    sysfs folder (board_sysfs.c); every other path is untouched;
 *  - open of /dev/vfio/..., and ioctl, mmap, munmap and close of the file
 *    descriptors it handed out (board_vfio.c); every other fd is
 *    untouched.
 * The board is made at the first such call (a program that makes none,
 * such as env or timeout on the way, has no board). It is read from
 * DPAA2X_BOARD_DPL (a DPL blob; default: the
 * embedded default DPL), its engine's CPU from DPAA2X_BOARD_CPU (1), an
 * MC command to fail from DPAA2X_BOARD_MC_FAIL (board_vfio.c), and
 * its sysfs folder is made below DPAA2X_BOARD_ROOT (default /tmp), removed
 * at exit.
 */

/* both the plain and the 64-bit names are defined here (an LP64 C library
 * has them the same): no renaming of one to the other */
#undef _FILE_OFFSET_BITS
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "board_os.h"
#include "dpaa2x_hw_factory.h"

struct bos *bos_board;
static struct bos board;

void
bos_log(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fputs("dpaa2x board: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
}

#define REAL(ret, name, ...) \
	static ret (*real_##name)(__VA_ARGS__); \
	if (real_##name == NULL) \
		real_##name = (ret (*)(__VA_ARGS__))dlsym(RTLD_NEXT, #name)

static struct bos *board_get(void);

/* the board's private path for path, or path itself */
#define BOARD_PATH(path) \
	char bp_[PATH_MAX]; \
	const char *p_ = bos_is_board_path(path) && board_get() != NULL ? \
		bos_sysfs_path(bos_board, (path), bp_, sizeof(bp_)) : NULL; \
	if (p_ != NULL) \
		(path) = p_

static int
vfio_open(const char *path, bool *mine)
{
	int fd;

	*mine = false;
	if (strncmp(path, "/dev/vfio/", 10) != 0 || board_get() == NULL)
		return 0;
	fd = bos_vfio_open(bos_board, path, mine);
	if (*mine && fd < 0) {
		errno = -fd;
		return -1;
	}
	return fd;
}

static int
mode_of(int flags, va_list ap)
{
	return (flags & (O_CREAT | O_TMPFILE)) != 0 ? va_arg(ap, int) : 0;
}

/* open() and openat(): a VFIO path is the board's fd; a sysfs path goes
 * to the board's folder. lead and types: the real call's leading
 * arguments and their types, in parentheses ((), or (dirfd,) and (int,)). */
#define UNPAREN(...) __VA_ARGS__
#define OPEN_BODY(name, types, lead) \
	va_list ap; \
	bool mine; \
	int mode, fd = vfio_open(path, &mine); \
	REAL(int, name, UNPAREN types const char *, int, ...); \
	if (mine) \
		return fd; \
	va_start(ap, flags); \
	mode = mode_of(flags, ap); \
	va_end(ap); \
	BOARD_PATH(path); \
	return real_##name(UNPAREN lead path, flags, mode)

int open(const char *path, int flags, ...) { OPEN_BODY(open, (), ()); }
int open64(const char *path, int flags, ...) { OPEN_BODY(open64, (), ()); }
int openat(int dirfd, const char *path, int flags, ...) { OPEN_BODY(openat, (int,), (dirfd,)); }
int openat64(int dirfd, const char *path, int flags, ...)
{ OPEN_BODY(openat64, (int,), (dirfd,)); }

int
__open_2(const char *path, int flags)
{
	return open(path, flags);
}

int
__open64_2(const char *path, int flags)
{
	return open(path, flags);
}

FILE *
fopen(const char *path, const char *mode)
{
	REAL(FILE *, fopen, const char *, const char *);
	BOARD_PATH(path);
	return real_fopen(path, mode);
}

FILE *
fopen64(const char *path, const char *mode)
{
	REAL(FILE *, fopen64, const char *, const char *);
	BOARD_PATH(path);
	return real_fopen64(path, mode);
}

#define STAT_FN(name, st_t) \
int name(const char *path, struct st_t *st) \
{ \
	REAL(int, name, const char *, struct st_t *); \
	BOARD_PATH(path); \
	return real_##name(path, st); \
}
STAT_FN(stat, stat)
STAT_FN(stat64, stat64)
STAT_FN(lstat, stat)
STAT_FN(lstat64, stat64)

int
fstatat(int dirfd, const char *path, struct stat *st, int flags)
{
	REAL(int, fstatat, int, const char *, struct stat *, int);
	BOARD_PATH(path);
	return real_fstatat(dirfd, path, st, flags);
}

int
access(const char *path, int amode)
{
	REAL(int, access, const char *, int);
	BOARD_PATH(path);
	return real_access(path, amode);
}

DIR *
opendir(const char *path)
{
	REAL(DIR *, opendir, const char *);
	BOARD_PATH(path);
	return real_opendir(path);
}

/* A device's iommu_group link the board does not have: say which
 * container it has (DPDK's bus only says it found no IOMMU group). */
static void
no_such_device(const char *path)
{
	static const char devs[] = "/sys/bus/fsl-mc/devices/";
	char name[BOS_NAME_LEN];
	const char *s = path + sizeof(devs) - 1;
	size_t n = strcspn(s, "/");

	if (strncmp(path, devs, sizeof(devs) - 1) != 0 || n == 0 || n >= sizeof(name))
		return;
	memcpy(name, s, n);
	name[n] = '\0';
	if (bos_obj_by_name(bos_board, name) == NULL)
		bos_log("no %s on this board: its container is %s (DPRC=%s)", name,
			bos_board->dprc, bos_board->dprc);
}

ssize_t
readlink(const char *path, char *buf, size_t len)
{
	const char *asked = path;
	ssize_t ret;
	REAL(ssize_t, readlink, const char *, char *, size_t);
	BOARD_PATH(path);
	ret = real_readlink(path, buf, len);
	if (ret < 0 && errno == ENOENT && path != asked)
		no_such_device(asked);
	return ret;
}

int
ioctl(int fd, unsigned long req, ...)
{
	va_list ap;
	void *arg;
	bool mine = false;
	int ret = 0;
	REAL(int, ioctl, int, unsigned long, ...);

	va_start(ap, req);
	arg = va_arg(ap, void *);
	va_end(ap);
	if (bos_board != NULL)
		ret = bos_vfio_ioctl(bos_board, fd, req, arg, &mine);
	if (!mine)
		return real_ioctl(fd, req, arg);
	if (ret < 0) {
		errno = -ret;
		return -1;
	}
	return ret;
}

#define MMAP_FN(name) \
void *name(void *addr, size_t len, int prot, int flags, int fd, off_t off) \
{ \
	bool mine = false; \
	void *p = NULL; \
	REAL(void *, name, void *, size_t, int, int, int, off_t); \
	if (bos_board != NULL && fd >= 0) \
		p = bos_vfio_mmap(bos_board, fd, len, prot, off, &mine); \
	return mine ? p : real_##name(addr, len, prot, flags, fd, off); \
}
MMAP_FN(mmap)
MMAP_FN(mmap64)

int
munmap(void *addr, size_t len)
{
	REAL(int, munmap, void *, size_t);
	if (bos_board != NULL && bos_vfio_munmap(bos_board, addr))
		return 0;
	return real_munmap(addr, len);
}

int
close(int fd)
{
	REAL(int, close, int);
	if (bos_board != NULL)
		bos_vfio_close(bos_board, fd);
	return real_close(fd);
}

/* ---- the board of this process ---- */

static int
board_dpl(struct bos *b, char *err, size_t errlen)
{
	const char *path = getenv("DPAA2X_BOARD_DPL");
	int ret;

	if (path != NULL && path[0] != '\0') {
		snprintf(b->dtb_name, sizeof(b->dtb_name), "%s", path);
		ret = dpaa2x_dpl_load_file(path, &b->dtb, &b->dtb_len, err, errlen);
		if (ret < 0)
			return ret;
	}
	return dpaa2x_dpl_parse(b->dtb, b->dtb_len, b->dtb != NULL ? b->dtb_name : NULL,
				&b->dpl, err, errlen);
}

/* The board is made at the first call that reaches it (a program that
 * never looks, such as the launcher's env, makes none). */
static void
board_build(void)
{
	const char *root = getenv("DPAA2X_BOARD_ROOT");
	const char *cpu = getenv("DPAA2X_BOARD_CPU");
	char err[512];

	board.hw_cpu = cpu != NULL ? atoi(cpu) : 1;
	snprintf(board.root, sizeof(board.root), "%s/dpaa2x-board.XXXXXX",
		 root != NULL ? root : "/tmp");
	if (board_dpl(&board, err, sizeof(err)) < 0 ||
	    bos_objects(&board, err, sizeof(err)) < 0 ||
	    bos_gen_parse(&board, getenv("DPAA2X_BOARD_GEN"), err, sizeof(err)) < 0 ||
	    bos_mc_fail_parse(getenv("DPAA2X_BOARD_MC_FAIL"), err, sizeof(err)) < 0) {
		bos_log("%s: no board", err);
		return;
	}
	if (mkdtemp(board.root) == NULL) {
		bos_log("cannot make a folder %s: %s", board.root, strerror(errno));
		return;
	}
	if (bos_sysfs_build(&board, err, sizeof(err)) < 0) {
		bos_log("%s", err);
		bos_sysfs_remove(&board);
		return;
	}
	bos_board = &board;
	if (getenv("DPRC") == NULL)
		bos_log("DPRC is not set: DPDK's fslmc bus looks for no container (this "
			"board's is %s: DPRC=%s)", board.dprc, board.dprc);
}

static struct bos *
board_get(void)
{
	static pthread_once_t once = PTHREAD_ONCE_INIT;

	pthread_once(&once, board_build);
	return bos_board;
}

__attribute__((destructor)) static void
board_fini(void)
{
	if (bos_board == NULL)
		return;
	bos_board = NULL;
	bos_sysfs_remove(&board);
}
