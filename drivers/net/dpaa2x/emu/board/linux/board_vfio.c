/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The board's VFIO: what the kernel's vfio and vfio-fsl-mc drivers answer
 * on an LS2088A whose container is bound to VFIO (linux/vfio.h).
 *  - /dev/vfio/vfio, the container: API version, the type-1 IOMMU (the
 *    SMMU), set only once a group is attached; DMA map and unmap, kept as
 *    a list of IOVA ranges (overlapping maps refused, EEXIST, as type 1).
 *  - /dev/vfio/<group>, the group: status (viable; container set), set and
 *    unset the container, a device fd by fsl-mc name (ENODEV for a name
 *    not in the container; EINVAL before the container has its IOMMU).
 *  - device fds: info (FSL_MC, reset), regions at index << 40 as
 *    vfio-fsl-mc places them (a dpmcp's MC portal; a dpio's cache-enabled
 *    region 0 and cache-inhibited region 1), IRQ info and set (eventfds:
 *    the board keeps its own reference, as the kernel does, until the
 *    trigger is set to none or the device's last fd closes).
 * mmap() of a region hands out the emulated SoC's portals: the MC portal
 * as it is, a dpio's two regions through the MMIO trap (region()). The
 * SoC is made at the first such mmap: DPDK's bus maps the MC portal at its
 * probe, after EAL has its memory.
 * Each fd is a real file descriptor (an eventfd) so that close(), dup()
 * and poll() behave; the table below says what it stands for.
 * A request the board does not model is answered ENOTTY, as the kernel's
 * drivers answer one they do not know, and named on stderr (unknown()).
 * The group is one program's at a time (group_take()), and the MC can be
 * told to fail a command (DPAA2X_BOARD_MC_FAIL, mc_fail).
 */


#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <linux/vfio.h>

#include <bus_driver.h>
#include <rte_common.h>

#include "board_os.h"
#include "dpaa2x_hw_mc.h"
#include "mc_model.h"
#include "soc.h"
#include "swp.h"

#define FD_MAX		4096
#define MAX_DMA		1024
#define REGION_SHIFT	40		/* vfio-fsl-mc: VFIO_FSL_MC_INDEX_TO_OFFSET */
#define MCP_SIZE	0x40		/* an MC portal's command region */
#define SWP_SIZE	0x1000		/* the model's CENA and CINH regions */

enum fd_kind { FD_NONE, FD_CONTAINER, FD_GROUP, FD_DEVICE };

struct vfd {
	enum fd_kind kind;
	int container;			/* group: its container's fd, -1 none */
	const struct bos_obj *obj;	/* device */
};

static struct vfd fds[FD_MAX];
/* each object's open device fds, and its IRQ trigger (trigger_to()) */
static unsigned int dev_fds[BOS_MAX_OBJ];
static int trigger[BOS_MAX_OBJ];	/* the board's reference, when trigger_set[] */
static bool trigger_set[BOS_MAX_OBJ];
/* recursive: a region opened behind the MMIO trap maps its own memory, through
 * the interposer's mmap() */
static pthread_mutex_t lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static bool iommu_set;
static struct { uint64_t iova, size, vaddr; } dma[MAX_DMA];
static unsigned int n_dma;
static struct { void *addr; } maps[DPAA2X_MAX_DPIO * 2 + 2];	/* handed out by mmap() */
static unsigned int n_maps;

/* A request the board does not model: ENOTTY, as vfio's container and
 * group ioctls and vfio-fsl-mc's device ioctl answer one they do not know
 * (their switch's default), and never a silent one: the board names the
 * request, by its number and its place among VFIO's (VFIO_BASE 100). */
static int
unknown(unsigned long req, const char *on)
{
	if (_IOC_TYPE(req) == VFIO_TYPE)
		bos_log("VFIO request 0x%lx (VFIO_BASE + %lu) on %s: not modelled by the board, "
			"answered ENOTTY", req, (unsigned long)_IOC_NR(req) - VFIO_BASE, on);
	else
		bos_log("request 0x%lx on %s: not a VFIO request, answered ENOTTY", req, on);
	return -ENOTTY;
}

static struct vfd *
vfd_of(int fd)
{
	return fd >= 0 && fd < FD_MAX && fds[fd].kind != FD_NONE ? &fds[fd] : NULL;
}

static int
vfd_new(enum fd_kind kind, const struct bos_obj *obj)
{
	int fd = eventfd(0, EFD_CLOEXEC);

	if (fd < 0)
		return -errno;
	if (fd >= FD_MAX) {
		close(fd);
		return -EMFILE;
	}
	fds[fd] = (struct vfd){ .kind = kind, .container = -1, .obj = obj };
	return fd;
}

/* ---- the group: one program's at a time ----
 * The kernel's vfio_group_fops_open() answers EBUSY while the group is
 * open: in this program, or in another one on the same board. Programs
 * whose DPAA2X_BOARD_ROOT is the same folder are on the same board (each
 * has its own emulated SoC, but a DPRC is one program's, as on silicon:
 * the second one would take the first one's dpnis). The holder binds an
 * abstract unix socket named after the board's folder and the group while
 * the group is open; the kernel frees the name when the holder exits,
 * however it exits, so nothing is left behind. */
static int group_hold = -1;

static int
group_take(const struct bos *b, const char *path)
{
	const char *root = getenv("DPAA2X_BOARD_ROOT");
	char where[PATH_MAX];
	struct sockaddr_un a = { .sun_family = AF_UNIX };
	struct ucred who = { .pid = 0 };
	socklen_t wlen = sizeof(who);
	uint64_t h = 0xcbf29ce484222325ull;	/* FNV-1a of the folder */
	const char *c;
	int n, s;

	if (group_hold >= 0) {
		bos_log("%s: the group is open already in this program: EBUSY", path);
		return -EBUSY;
	}
	if (realpath(root != NULL && root[0] != '\0' ? root : "/tmp", where) == NULL)
		snprintf(where, sizeof(where), "%s", root != NULL ? root : "/tmp");
	for (c = where; *c != '\0'; c++)
		h = (h ^ (uint8_t)*c) * 0x100000001b3ull;
	n = snprintf(a.sun_path + 1, sizeof(a.sun_path) - 1, "dpaa2x-board/%016llx/%s",
		     (unsigned long long)h, b->dprc);
	s = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (s < 0)
		return -errno;
	if (bind(s, (struct sockaddr *)&a, (socklen_t)(offsetof(struct sockaddr_un, sun_path) +
						       1 + n)) == 0 && listen(s, 1) == 0) {
		group_hold = s;
		return 0;
	}
	n = errno;
	if (n == EADDRINUSE && connect(s, (struct sockaddr *)&a,
				       (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 +
						   strlen(a.sun_path + 1))) == 0)
		getsockopt(s, SOL_SOCKET, SO_PEERCRED, &who, &wlen);
	close(s);
	if (n != EADDRINUSE)
		return -n;
	bos_log("%s: %s is in use by process %d on this board (DPAA2X_BOARD_ROOT %s): EBUSY",
		path, b->dprc, (int)who.pid, where);
	return -EBUSY;
}

static void
group_release(void)
{
	if (group_hold >= 0)
		close(group_hold);
	group_hold = -1;
}

int
bos_vfio_open(struct bos *b, const char *path, bool *mine)
{
	unsigned int g;
	char tail;
	int fd;

	*mine = strncmp(path, "/dev/vfio/", 10) == 0;
	if (!*mine)
		return 0;
	pthread_mutex_lock(&lock);
	if (strcmp(path + 10, "vfio") == 0)
		fd = vfd_new(FD_CONTAINER, NULL);
	else if (sscanf(path + 10, "%u%c", &g, &tail) == 1 && g == b->group) {
		fd = group_take(b, path);
		if (fd == 0) {
			fd = vfd_new(FD_GROUP, NULL);
			if (fd < 0)
				group_release();
		}
	} else
		fd = -ENOENT;	/* no such group on this board */
	pthread_mutex_unlock(&lock);
	return fd;
}

/* ---- container ---- */

/* The SMMU's mappings: IOVA ranges, kept merged where both IOVA and
 * address continue (EAL maps memory page by page: 4 KiB pages with
 * --no-huge). */
static int
dma_map(const struct vfio_iommu_type1_dma_map *m)
{
	unsigned int i;

	if (m->argsz < sizeof(*m) || m->size == 0 || ((m->iova | m->size | m->vaddr) & 4095))
		return -EINVAL;
	if (!iommu_set)
		return -EINVAL;
	for (i = 0; i < n_dma; i++)
		if (m->iova < dma[i].iova + dma[i].size && dma[i].iova < m->iova + m->size)
			return -EEXIST;		/* type 1 refuses an overlap */
	for (i = 0; i < n_dma; i++)
		if (dma[i].iova + dma[i].size == m->iova &&
		    dma[i].vaddr + dma[i].size == m->vaddr) {
			dma[i].size += m->size;
			return 0;
		}
	if (n_dma == MAX_DMA)
		return -ENOSPC;
	dma[n_dma].iova = m->iova;
	dma[n_dma].size = m->size;
	dma[n_dma++].vaddr = m->vaddr;
	return 0;
}

/* Take [iova, iova + size) out of the ranges, splitting one it cuts. */
static int
dma_unmap(struct vfio_iommu_type1_dma_unmap *u)
{
	uint64_t lo = u->iova, hi = u->iova + u->size, done = 0;
	unsigned int i;

	if (u->argsz < sizeof(*u))
		return -EINVAL;
	for (i = 0; i < n_dma; i++) {
		uint64_t a = dma[i].iova, b = a + dma[i].size;
		uint64_t cut_lo = RTE_MAX(a, lo), cut_hi = RTE_MIN(b, hi);

		if (cut_lo >= cut_hi)
			continue;
		done += cut_hi - cut_lo;
		if (cut_hi < b) {		/* the part above stays */
			if (n_dma == MAX_DMA)
				return -ENOSPC;
			dma[n_dma].iova = cut_hi;
			dma[n_dma].size = b - cut_hi;
			dma[n_dma++].vaddr = dma[i].vaddr + (cut_hi - a);
		}
		dma[i].size = cut_lo - a;	/* the part below stays, maybe none */
	}
	for (i = 0; i < n_dma;)
		if (dma[i].size == 0)
			dma[i] = dma[--n_dma];
		else
			i++;
	u->size = done;
	return 0;
}

static int
container_ioctl(unsigned long req, void *arg)
{
	switch (req) {
	case VFIO_GET_API_VERSION:
		return VFIO_API_VERSION;
	case VFIO_CHECK_EXTENSION:	/* the SMMU: type 1 only */
		return (uintptr_t)arg == VFIO_TYPE1_IOMMU || (uintptr_t)arg == VFIO_TYPE1v2_IOMMU;
	case VFIO_SET_IOMMU:
		if ((uintptr_t)arg != VFIO_TYPE1_IOMMU && (uintptr_t)arg != VFIO_TYPE1v2_IOMMU)
			return -EINVAL;
		iommu_set = true;
		return 0;
	case VFIO_IOMMU_MAP_DMA:
		return dma_map(arg);
	case VFIO_IOMMU_UNMAP_DMA:
		return dma_unmap(arg);
	default:
		return unknown(req, "the container (/dev/vfio/vfio)");
	}
}

/* ---- group ---- */

static int
group_ioctl(struct bos *b, struct vfd *v, unsigned long req, void *arg)
{
	const struct bos_obj *o;
	int cfd;

	switch (req) {
	case VFIO_GROUP_GET_STATUS: {
		struct vfio_group_status *s = arg;

		if (s->argsz < sizeof(*s))
			return -EINVAL;
		s->flags = VFIO_GROUP_FLAGS_VIABLE |
			   (v->container >= 0 ? VFIO_GROUP_FLAGS_CONTAINER_SET : 0);
		return 0;
	}
	case VFIO_GROUP_SET_CONTAINER:
		cfd = *(const int *)arg;
		if (v->container >= 0 || vfd_of(cfd) == NULL || fds[cfd].kind != FD_CONTAINER)
			return -EINVAL;
		v->container = cfd;
		return 0;
	case VFIO_GROUP_UNSET_CONTAINER:
		if (v->container < 0)
			return -EINVAL;
		v->container = -1;
		return 0;
	case VFIO_GROUP_GET_DEVICE_FD:
		if (v->container < 0 || !iommu_set)
			return -EINVAL;
		o = bos_obj_by_name(b, arg);
		if (o == NULL) {
			bos_log("VFIO_GROUP_GET_DEVICE_FD: no device '%s' in %s",
				(const char *)arg, b->dprc);
			return -ENODEV;
		}
		cfd = vfd_new(FD_DEVICE, o);
		if (cfd >= 0)
			dev_fds[o - b->obj]++;
		return cfd;
	default: {
		char on[64];

		snprintf(on, sizeof(on), "the group (/dev/vfio/%u)", b->group);
		return unknown(req, on);
	}
	}
}

/* ---- device ---- */

static unsigned int
n_regions(const struct bos_obj *o)
{
	return o->type == BOS_DPIO ? 2 : o->type == BOS_DPMCP || o->type == BOS_DPRC ? 1 : 0;
}

static unsigned int
n_irqs(const struct bos_obj *o)
{
	return o->type == BOS_DPBP ? 0 : 1;
}

/*
 * An object's IRQ trigger, as vfio-fsl-mc keeps it (vfio_set_trigger()):
 * the kernel takes a reference to the eventfd (eventfd_ctx_fdget), so the
 * program may close its fd, or reuse the number, and the MSI still goes
 * to that eventfd; a new eventfd replaces the old one, none (DATA_NONE,
 * count 0) drops it, and so does the device's last close
 * (vfio_fsl_mc_close_device(): vfio_fsl_mc_irqs_cleanup()). Here the
 * reference is a dup of the fd, closed once the model has let go of it.
 * A dpni's IRQ 0 is its link events: the trigger goes to the model
 * (dpaa2x_dpni_irq_bind), as the SMMU and GIC route its MSI on silicon.
 * The other objects' IRQs are taken and never raised (the model has no
 * dpio or dprc IRQ).
 */
static int
trigger_to(struct bos *b, const struct bos_obj *o, int efd)
{
	unsigned int i = (unsigned int)(o - b->obj);
	int ref = -1, ret = 0;

	if (efd >= 0) {
		ref = fcntl(efd, F_DUPFD_CLOEXEC, 0);
		if (ref < 0)
			return -errno;	/* EBADF, as eventfd_ctx_fdget() */
	}
	if (o->type == BOS_DPNI && b->soc != NULL)
		ret = dpaa2x_dpni_irq_bind(b->soc, o->id, ref);
	if (ret < 0) {
		if (ref >= 0)
			close(ref);
		return ret;
	}
	/* the model no longer signals the old one (its MC lock held) */
	if (trigger_set[i])
		close(trigger[i]);
	trigger[i] = ref;
	trigger_set[i] = ref >= 0;
	return 0;
}

static int
set_irqs(struct bos *b, const struct bos_obj *o, const struct vfio_irq_set *s)
{
	int efd = -1;

	if (s->argsz < sizeof(*s) || s->index >= n_irqs(o) || s->start + s->count > 1)
		return -EINVAL;
	if ((s->flags & VFIO_IRQ_SET_DATA_EVENTFD) && s->count == 1) {
		if (s->argsz < sizeof(*s) + sizeof(int))
			return -EINVAL;
		memcpy(&efd, s->data, sizeof(efd));
	}
	return trigger_to(b, o, efd);
}

static int
device_ioctl(struct bos *b, struct vfd *v, unsigned long req, void *arg)
{
	const struct bos_obj *o = v->obj;

	switch (req) {
	case VFIO_DEVICE_GET_INFO: {
		struct vfio_device_info *i = arg;

		if (i->argsz < sizeof(*i))
			return -EINVAL;
		i->flags = VFIO_DEVICE_FLAGS_FSL_MC | VFIO_DEVICE_FLAGS_RESET;
		i->num_regions = n_regions(o);
		i->num_irqs = n_irqs(o);
		return 0;
	}
	case VFIO_DEVICE_GET_REGION_INFO: {
		struct vfio_region_info *r = arg;

		if (r->argsz < sizeof(*r) || r->index >= n_regions(o))
			return -EINVAL;
		r->flags = VFIO_REGION_INFO_FLAG_READ | VFIO_REGION_INFO_FLAG_WRITE |
			   VFIO_REGION_INFO_FLAG_MMAP;
		r->size = o->type == BOS_DPIO ? SWP_SIZE : MCP_SIZE;
		r->offset = (uint64_t)r->index << REGION_SHIFT;
		return 0;
	}
	case VFIO_DEVICE_GET_IRQ_INFO: {
		struct vfio_irq_info *q = arg;

		if (q->argsz < sizeof(*q) || q->index >= n_irqs(o))
			return -EINVAL;
		q->flags = VFIO_IRQ_INFO_EVENTFD;
		q->count = 1;
		return 0;
	}
	case VFIO_DEVICE_SET_IRQS:
		return set_irqs(b, o, arg);
	case VFIO_DEVICE_RESET:
		return 0;
	default:
		return unknown(req, o->name);
	}
}

int
bos_vfio_ioctl(struct bos *b, int fd, unsigned long req, void *arg, bool *mine)
{
	struct vfd *v;
	int ret;

	pthread_mutex_lock(&lock);
	v = vfd_of(fd);
	*mine = v != NULL;
	if (v == NULL)
		ret = 0;
	else if (v->kind == FD_CONTAINER)
		ret = container_ioctl(req, arg);
	else if (v->kind == FD_GROUP)
		ret = group_ioctl(b, v, req, arg);
	else
		ret = device_ioctl(b, v, req, arg);
	pthread_mutex_unlock(&lock);
	return ret;
}

/* ---- mmap: the SoC's portals ---- */

/* ---- DPAA2X_BOARD_MC_FAIL=<command>[:<status>] ----
 * The MC answers every such command with that status (CONFIG_ERR when none
 * is named) instead of running it, as firmware answers a command it
 * refuses: DPDK's mc_send_command() turns the status into an errno
 * (mc_status_to_error()), and the board's report at exit says how many it
 * refused. */
static const struct { const char *name; uint8_t status; } mc_statuses[] = {
	{ "CONFIG_ERR", DPAA2X_MC_CONFIG_ERR },	/* first: the default */
	{ "AUTH_ERR", DPAA2X_MC_AUTH_ERR }, { "NO_PRIVILEGE", DPAA2X_MC_NO_PRIVILEGE },
	{ "DMA_ERR", DPAA2X_MC_DMA_ERR },
	{ "TIMEOUT", DPAA2X_MC_TIMEOUT }, { "NO_RESOURCE", DPAA2X_MC_NO_RESOURCE },
	{ "NO_MEMORY", DPAA2X_MC_NO_MEMORY }, { "BUSY", DPAA2X_MC_BUSY },
	{ "UNSUPPORTED_OP", DPAA2X_MC_UNSUPPORTED_OP },
	{ "INVALID_STATE", DPAA2X_MC_INVALID_STATE },
};
static int mc_fail_op = -1;
static unsigned int mc_fail_st;		/* index in mc_statuses */

int
bos_mc_fail_parse(const char *s, char *err, size_t errlen)
{
	const char *colon;
	size_t n;
	int op;

	if (s == NULL || s[0] == '\0')
		return 0;
	colon = strchr(s, ':');
	n = colon != NULL ? (size_t)(colon - s) : strlen(s);
	for (op = 0; op < DPAA2X_MC_OP_COUNT; op++) {
		const char *name = dpaa2x_mc_op_name((enum dpaa2x_mc_op)op);

		if (strlen(name) == n && strncmp(name, s, n) == 0)
			break;
	}
	if (op == DPAA2X_MC_OP_COUNT) {
		snprintf(err, errlen, "DPAA2X_BOARD_MC_FAIL '%s': the MC has no command '%.*s' "
			 "(a name of test/fslmc/net_dpaa2_mc.list, e.g. dpni_get_attributes)",
			 s, (int)n, s);
		return -EINVAL;
	}
	mc_fail_op = op;
	mc_fail_st = 0;
	if (colon == NULL)
		return 0;
	for (mc_fail_st = 0; mc_fail_st < RTE_DIM(mc_statuses); mc_fail_st++)
		if (strcmp(mc_statuses[mc_fail_st].name, colon + 1) == 0)
			return 0;
	snprintf(err, errlen, "DPAA2X_BOARD_MC_FAIL '%s': no MC status '%s' (CONFIG_ERR, "
		 "AUTH_ERR, NO_PRIVILEGE, DMA_ERR, TIMEOUT, NO_RESOURCE, NO_MEMORY, BUSY, "
		 "UNSUPPORTED_OP, INVALID_STATE)", s, colon + 1);
	mc_fail_op = -1;
	return -EINVAL;
}

/* DPAA2X_BOARD_MC_FAIL's line of the board's exit report (board_tester.c,
 * while the SoC is up): from the MC's transcript, how often the command
 * was answered with the error. */
void
bos_mc_fail_report(const struct bos *b)
{
	static struct dpaa2x_mc_trace t[MODEL_MC_TRACE];
	unsigned int n, i, refused = 0;

	if (mc_fail_op < 0 || b == NULL || b->soc == NULL)
		return;
	n = RTE_MIN(dpaa2x_soc_mc_trace_read(b->soc, t, RTE_DIM(t)), RTE_DIM(t));
	for (i = 0; i < n; i++)
		refused += t[i].op == mc_fail_op && t[i].err != 0;
	bos_log("MC command %s: answered %s %u times, as DPAA2X_BOARD_MC_FAIL asks",
		dpaa2x_mc_op_name((enum dpaa2x_mc_op)mc_fail_op), mc_statuses[mc_fail_st].name,
		refused);
}

static int
mc_fail_set(struct bos *b)
{
	struct dpaa2x_mc_refusal r = {
		.op = (int16_t)mc_fail_op, .param = DPAA2X_MC_ANY,
		.err = dpaa2x_mc_status_errno(mc_statuses[mc_fail_st].status),
	};
	int ret;

	if (mc_fail_op < 0)
		return 0;
	ret = dpaa2x_soc_mc_refuse(b->soc, &r);
	if (ret < 0) {
		bos_log("DPAA2X_BOARD_MC_FAIL: %s", strerror(-ret));
		return ret;
	}
	bos_log("the MC answers every %s with %s (DPAA2X_BOARD_MC_FAIL)",
		dpaa2x_mc_op_name((enum dpaa2x_mc_op)mc_fail_op), mc_statuses[mc_fail_st].name);
	return 0;
}

static int
soc_up(struct bos *b)
{
	struct dpaa2x_soc_params p = {
		.dtb = b->dtb, .dtb_len = b->dtb_len,
		.dtb_name = b->dtb != NULL ? b->dtb_name : NULL,
		.hw_cpu = b->hw_cpu, .name = "ls2088a",
	};
	char err[256];
	int ret;

	if (b->soc != NULL)
		return 0;
	ret = dpaa2x_soc_create(&p, &b->soc, err, sizeof(err));
	if (ret < 0)
		bos_log("the emulated SoC did not start: %s", err);
	else
		bos_log("%s up: %u objects from %s, the engine on CPU %d", b->dprc, b->n_obj,
			b->dtb != NULL ? b->dtb_name : "the default DPL", b->hw_cpu);
	if (ret == 0)
		ret = mc_fail_set(b);
	if (ret == 0)
		bos_tester_up(b);
	return ret;
}

/* A dpio's regions: opened once, at the first of its two mmaps, behind
 * the MMIO trap (the model guide's "The MMIO trap"): DPDK's QBMan driver
 * as Debian ships it counts on silicon's timing, which the trap gives.
 * The MC portal is the engine's to serve: mc_send_command() waits up to
 * a second for an answer. */
static struct dpaa2x_swp_regions swp[DPAA2X_MAX_DPIO];
static bool swp_open[DPAA2X_MAX_DPIO];

static void *
region(struct bos *b, const struct bos_obj *o, unsigned int index)
{
	char err[128];

	if (o->type != BOS_DPIO)
		return (void *)(uintptr_t)dpaa2x_soc_mc_portal(b->soc);
	if (!swp_open[o->idx]) {
		if (dpaa2x_swp_open_trapped_idx(b->soc, o->idx, &swp[o->idx], err,
						sizeof(err)) < 0) {
			bos_log("%s: %s", o->name, err);
			return NULL;
		}
		swp_open[o->idx] = true;
	}
	return index == 0 ? swp[o->idx].cena : swp[o->idx].cinh;
}

void *
bos_vfio_mmap(struct bos *b, int fd, size_t len, int prot, long long off, bool *mine)
{
	unsigned int index = (unsigned int)((unsigned long long)off >> REGION_SHIFT);
	uint64_t sub = (unsigned long long)off & ((1ull << REGION_SHIFT) - 1);
	struct vfd *v;
	void *addr = MAP_FAILED;
	bool fits;

	(void)prot;
	pthread_mutex_lock(&lock);
	v = vfd_of(fd);
	*mine = v != NULL;
	errno = EINVAL;
	/* a region's own bytes only: vfio-fsl-mc refuses past its size (as
	 * DPDK's bus's mmap of the dprc at 0x6030000, LS2088A's GIC ITS
	 * translation page, in vfio_map_irq_region()) */
	fits = v != NULL && v->kind == FD_DEVICE && index < n_regions(v->obj) &&
	       sub + len <= (v->obj->type == BOS_DPIO ? SWP_SIZE : 4096);
	if (v != NULL && v->kind == FD_DEVICE && !fits)
		bos_log("mmap of %s's region %u at +0x%llx, %zu bytes: %s, EINVAL as vfio-fsl-mc "
			"answers", v->obj->name, index, (unsigned long long)sub, len,
			index < n_regions(v->obj) ? "past the region's end" : "no such region");
	if (fits && soc_up(b) == 0 && n_maps < RTE_DIM(maps)) {
		addr = region(b, v->obj, index);
		if (addr == NULL) {
			addr = MAP_FAILED;
		} else {
			addr = (uint8_t *)addr + sub;
			maps[n_maps++].addr = addr;
		}
	}
	pthread_mutex_unlock(&lock);
	return addr;
}

/* The portals are the SoC's memory: unmapping them takes nothing away. */
bool
bos_vfio_munmap(struct bos *b, void *addr)
{
	unsigned int i;
	bool found = false;

	(void)b;
	pthread_mutex_lock(&lock);
	for (i = 0; i < n_maps && !found; i++)
		found = maps[i].addr == addr;
	pthread_mutex_unlock(&lock);
	return found;
}

/* A device's last close drops its IRQ trigger, as vfio-fsl-mc does. */
void
bos_vfio_close(struct bos *b, int fd)
{
	const struct bos_obj *o;

	pthread_mutex_lock(&lock);
	if (vfd_of(fd) != NULL) {
		o = fds[fd].obj;
		if (fds[fd].kind == FD_GROUP)
			group_release();
		if (fds[fd].kind == FD_DEVICE && --dev_fds[o - b->obj] == 0)
			trigger_to(b, o, -1);
		fds[fd].kind = FD_NONE;
	}
	pthread_mutex_unlock(&lock);
}
