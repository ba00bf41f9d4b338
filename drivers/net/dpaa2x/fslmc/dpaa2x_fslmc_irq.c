/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The fslmc backend's dpni IRQ: IRQ 0 of a dpni (DPNI_IRQ_INDEX), its link
 * events. The MC's side goes through the codec (dpni_set_irq_mask,
 * dpni_set_irq_enable, dpni_get_irq_status, dpni_clear_irq_status, byte
 * for byte DPDK's mc/dpni.c); the MSI's side is VFIO's: the driver's
 * eventfd is bound to the dpni's IRQ 0 with VFIO_DEVICE_SET_IRQS
 * (DATA_EVENTFD, ACTION_TRIGGER) on the dpni's VFIO device fd, and
 * unbound with DATA_NONE and count 0, as DPDK's rte_dpaa2_intr_enable()
 * and rte_dpaa2_intr_disable() do on the device's interrupt handle.
 *
 * The dpni this backend drives is blocked on the bus (-b fslmc:dpni.N,
 * else net_dpaa2 takes it), and DPDK's bus drops a blocked device without
 * opening it: there is no interrupt handle to borrow. The backend takes a
 * device fd of its own from the group EAL already holds (the bus bound it
 * to its container: rte_vfio_get_group_fd() finds it), as the bus's
 * fslmc_vfio_setup_device() does (VFIO_GROUP_GET_DEVICE_FD by name), and
 * closes it at the unbind. vfio-fsl-mc keeps the IRQ's trigger until it
 * is set to none or the device's last fd closes, so the unbind comes
 * first. Where the dpni is no VFIO device (suite fslmc's bus stand-in has
 * no sysfs of fsl-mc), the bind answers -ENOTSUP: no link events.
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <linux/vfio.h>
#include <rte_vfio.h>

#include "dpaa2x_fslmc.h"
#include "dpaa2x_hw_mc.h"

#define FSLMC_SYSFS_DEVICES	"/sys/bus/fsl-mc/devices"
#define FSLMC_DPNI_IRQ_INDEX	0

/* The dpni's VFIO device fd: -ENOTSUP where it is no VFIO device. */
static int
dpni_vfio_fd(uint16_t id)
{
	char name[32];
	int group = 0, gfd, fd;

	snprintf(name, sizeof(name), "dpni.%u", id);
	if (rte_vfio_get_group_num(FSLMC_SYSFS_DEVICES, name, &group) <= 0)
		return -ENOTSUP;	/* not bound to vfio-fsl-mc */
	gfd = rte_vfio_get_group_fd(group);
	if (gfd < 0) {
		FSLMC_LOG(ERR, "%s: VFIO group %d: not open in this process", name, group);
		return -ENOTSUP;
	}
	fd = ioctl(gfd, VFIO_GROUP_GET_DEVICE_FD, name);
	if (fd < 0) {
		FSLMC_LOG(ERR, "%s: VFIO_GROUP_GET_DEVICE_FD: %s", name, strerror(errno));
		return -errno;
	}
	return fd;
}

/* VFIO_DEVICE_SET_IRQS on IRQ 0: the eventfd as its trigger, or none. */
static int
set_trigger(int vfio_fd, int efd)
{
	char buf[sizeof(struct vfio_irq_set) + sizeof(int)];
	struct vfio_irq_set *set = (struct vfio_irq_set *)buf;

	memset(buf, 0, sizeof(buf));
	set->argsz = sizeof(buf);
	set->index = FSLMC_DPNI_IRQ_INDEX;
	set->flags = VFIO_IRQ_SET_ACTION_TRIGGER |
		     (efd >= 0 ? VFIO_IRQ_SET_DATA_EVENTFD : VFIO_IRQ_SET_DATA_NONE);
	set->count = efd >= 0 ? 1 : 0;
	memcpy(set->data, &efd, sizeof(efd));
	return ioctl(vfio_fd, VFIO_DEVICE_SET_IRQS, set) == 0 ? 0 : -errno;
}

static int
fslmc_dpni_irq_bind(struct dpaa2x_soc *soc, uint16_t id, int efd)
{
	struct fslmc_dpni *ni = fslmc_dpni_of(soc, id);
	int ret;

	if (ni == NULL)
		return -ENODEV;
	if (efd < 0) {		/* unbind: the trigger off, then our fd closed */
		if (!ni->irq_bound)
			return 0;
		ret = set_trigger(ni->irq_vfio_fd, -1);
		close(ni->irq_vfio_fd);
		ni->irq_bound = false;
		return ret;
	}
	if (ni->irq_bound)
		return -EBUSY;
	ret = dpni_vfio_fd(id);
	if (ret < 0)
		return ret;
	ni->irq_vfio_fd = ret;
	ret = set_trigger(ni->irq_vfio_fd, efd);
	if (ret < 0) {
		FSLMC_LOG(ERR, "dpni.%u: VFIO_DEVICE_SET_IRQS: %s: no link events", id,
			  strerror(-ret));
		close(ni->irq_vfio_fd);
		return ret;
	}
	ni->irq_bound = true;
	return 0;
}

/* Enabled: the mask first, then the enable (an enable with a cause pending
 * signals it, as the MC does). Disabled: the enable off first, so that the
 * mask's write signals nothing. */
static int
fslmc_dpni_set_irq(struct dpaa2x_soc *soc, uint16_t id, bool enable, uint32_t mask)
{
	struct dpaa2x_mc_irq m = { .index = FSLMC_DPNI_IRQ_INDEX, .mask = mask };
	struct dpaa2x_mc_irq e = { .index = FSLMC_DPNI_IRQ_INDEX, .enable = enable };
	int ret;

	if (enable) {
		ret = fslmc_dpni_cmd(soc, id, DPAA2X_MC_DPNI_SET_IRQ_MASK, &m, NULL);
		return ret < 0 ? ret : fslmc_dpni_cmd(soc, id, DPAA2X_MC_DPNI_SET_IRQ_ENABLE,
						      &e, NULL);
	}
	ret = fslmc_dpni_cmd(soc, id, DPAA2X_MC_DPNI_SET_IRQ_ENABLE, &e, NULL);
	return ret < 0 ? ret : fslmc_dpni_cmd(soc, id, DPAA2X_MC_DPNI_SET_IRQ_MASK, &m, NULL);
}

static int
fslmc_dpni_get_irq_status(const struct dpaa2x_soc *soc, uint16_t id, uint32_t *status)
{
	struct dpaa2x_mc_irq q = { .index = FSLMC_DPNI_IRQ_INDEX }, r = { 0 };
	int ret;

	if (status == NULL)
		return -EINVAL;
	ret = fslmc_dpni_cmd(soc, id, DPAA2X_MC_DPNI_GET_IRQ_STATUS, &q, &r);
	if (ret == 0)
		*status = r.status;
	return ret;
}

static int
fslmc_dpni_clear_irq_status(struct dpaa2x_soc *soc, uint16_t id, uint32_t status)
{
	struct dpaa2x_mc_irq q = { .index = FSLMC_DPNI_IRQ_INDEX, .status = status };

	return fslmc_dpni_cmd(soc, id, DPAA2X_MC_DPNI_CLEAR_IRQ_STATUS, &q, NULL);
}

void
fslmc_ops_irq(struct dpaa2x_backend_ops *o)
{
	o->dpni_irq_bind = fslmc_dpni_irq_bind;
	o->dpni_set_irq = fslmc_dpni_set_irq;
	o->dpni_get_irq_status = fslmc_dpni_get_irq_status;
	o->dpni_clear_irq_status = fslmc_dpni_clear_irq_status;
}
