/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * A dpni's IRQ 0 and its link state change event, as DPAA2's MC does
 * them (dpni_set_irq_enable, dpni_set_irq_mask, dpni_get_irq_status,
 * dpni_clear_irq_status): an event sets its status bit, which stays set
 * until software writes 1 to clear it; while the IRQ is enabled and the
 * bit is unmasked the MC signals the IRQ's MSI, here a write of 1 to the
 * eventfd the driver bound to it (what VFIO_DEVICE_SET_IRQS does for an
 * fsl-mc device). The link event: the dpni's link (its MAC's link and the
 * dpni enabled) went up or down.
 *
 * And the board's cable: dpaa2x_wire_set_link() takes the MAC's link up
 * or down (the generator, the pcap replay and the tap send nothing while
 * it is down, wire.c). A board without a tester has no cable to pull.
 */

#include <errno.h>
#include <stdint.h>
#include <unistd.h>

#include "dpni.h"
#include "soc.h"

/* What dpni_get_link reports: the MAC's link, and the dpni enabled. */
static bool
link_seen(const struct model_dpni *ni)
{
	return ni->link_up && ni->enabled;
}

/* The causes that assert the IRQ: pending, unmasked, the IRQ enabled. */
static uint32_t
irq_active(const struct model_dpni *ni)
{
	return ni->irq.enabled ? ni->irq.status & ni->irq.mask : 0;
}

/* The MSI (an eventfd write) when a cause became active. The MC signals on
 * the edge, as DPAA2's firmware does: an event sets its status bit and
 * signals if that bit was not pending yet (a second event before software
 * cleared the first sends no second MSI); enabling the IRQ or unmasking a
 * cause signals a cause pending since; setting the enable or the mask to
 * what it was signals nothing (net_dpaa2 writes the mask at stop, before
 * it disables the IRQ: no MSI may come of it). */
static void
irq_signal(struct model_dpni *ni, uint32_t was_active)
{
	uint64_t one = 1;

	if ((irq_active(ni) & ~was_active) != 0 && ni->irq.efd >= 0 &&
	    write(ni->irq.efd, &one, sizeof(one)) != sizeof(one))
		ni->irq.lost++;	/* an eventfd write fails only past 2^64 - 1 */
}

/* An event: its status bits set, the MSI if one became active. */
static void
irq_raise(struct model_dpni *ni, uint32_t bits)
{
	uint32_t was = irq_active(ni);

	ni->irq.status |= bits;
	irq_signal(ni, was);
}

void
model_dpni_irq_reset(struct model_dpni *ni)
{
	ni->irq.enabled = false;	/* MC: off after dpni open */
	ni->irq.mask = 0;
	ni->irq.status = 0;
}

void
model_dpni_link_changed(struct model_dpni *ni, bool was_up)
{
	if (link_seen(ni) != was_up)
		irq_raise(ni, DPAA2X_DPNI_IRQ_LINK_CHANGED);
}

bool
model_dpni_link_seen(const struct model_dpni *ni)
{
	return link_seen(ni);
}

static int
model_dpni_irq_bind(struct dpaa2x_soc *soc, uint16_t id, int efd)
{
	MODEL_MC_COMMAND(soc);
	struct model_dpni *ni = model_dpni_by_id(soc, id);

	if (ni == NULL)
		return -ENODEV;
	ni->irq.efd = efd < 0 ? -1 : efd;
	return 0;
}

static int
model_dpni_set_irq(struct dpaa2x_soc *soc, uint16_t id, bool enable, uint32_t mask)
{
	MODEL_MC_COMMAND(soc);
	struct model_dpni *ni = model_dpni_by_id(soc, id);
	uint32_t was;

	if (ni == NULL || !ni->open)
		return ni == NULL ? -ENODEV : -EINVAL;
	if (mask & ~DPAA2X_DPNI_IRQ_LINK_CHANGED)
		return -EINVAL;		/* the one event the model has */
	was = irq_active(ni);
	ni->irq.mask = mask;
	ni->irq.enabled = enable;
	irq_signal(ni, was);		/* a pending cause made active signals now */
	return 0;
}

static int
model_dpni_get_irq_status(const struct dpaa2x_soc *soc, uint16_t id, uint32_t *status)
{
	MODEL_MC_COMMAND(soc);
	const struct model_dpni *ni = model_dpni_by_id(soc, id);

	if (ni == NULL || status == NULL)
		return ni == NULL ? -ENODEV : -EINVAL;
	*status = ni->irq.status;
	return 0;
}

static int
model_dpni_clear_irq_status(struct dpaa2x_soc *soc, uint16_t id, uint32_t status)
{
	MODEL_MC_COMMAND(soc);
	struct model_dpni *ni = model_dpni_by_id(soc, id);

	if (ni == NULL)
		return -ENODEV;
	ni->irq.status &= ~status;	/* write 1 to clear */
	return 0;
}

int
model_wire_set_link(struct dpaa2x_soc *soc, uint16_t id, bool up)
{
	MODEL_MC_COMMAND(soc);
	struct model_dpni *ni = model_dpni_by_id(soc, id);
	bool was;

	if (ni == NULL)
		return -ENODEV;
	if (ni->dpmac_id == MODEL_NO_PEER || soc->dpl.no_tester)
		return -ENOTSUP;	/* a dpni-dpni link, or no board's tester */
	was = link_seen(ni);
	ni->link_up = up;
	model_dpni_link_changed(ni, was);
	return 0;
}

void
model_ops_irq(struct dpaa2x_backend_ops *o)
{
	o->dpni_irq_bind = model_dpni_irq_bind;
	o->dpni_set_irq = model_dpni_set_irq;
	o->dpni_get_irq_status = model_dpni_get_irq_status;
	o->dpni_clear_irq_status = model_dpni_clear_irq_status;
}
