/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The fslmc backend's DPRTC: the SoC's IEEE 1588 timer through the MC's
 * dprtc commands of the codec (DPDK's mc/dprtc.c, byte for byte). DPDK
 * 22.11's fslmc bus hands its dprtc objects only to net_dpaa2 built with
 * RTE_LIBRTE_IEEE1588, so the backend opens dprtc.0 itself on the bus's
 * MC portal at the first call (net_dpaa2's dpaa2_create_dprtc_device()
 * opens the one the bus found the same way); a container without it, or
 * an MC that refuses it, gives -ENOTSUP from then on (logged once).
 */

#include <errno.h>
#include <string.h>

#include "dpaa2x_hw_mc.h"
#include "dpaa2x_fslmc.h"

#define FSLMC_DPRTC_ID	0

/* The dprtc session's token: 0, or -ENOTSUP where there is no DPRTC. */
static int
rtc_token(struct fslmc_soc *s, uint16_t *tok)
{
	struct dpaa2x_mc_val v = { FSLMC_DPRTC_ID };
	int ret = 0;

	rte_spinlock_lock(&s->lock);
	if (!s->rtc_open && !s->rtc_absent) {
		ret = fslmc_mc(s, DPAA2X_MC_DPRTC_OPEN, 0, &v, &v);
		if (ret == 0) {
			s->rtc_open = true;
			s->rtc_token = (uint16_t)v.v;
		} else {
			s->rtc_absent = true;
			FSLMC_LOG(NOTICE, "dprtc.%d: dprtc_open: %s: no timestamps, no timesync",
				  FSLMC_DPRTC_ID, strerror(-ret));
		}
	}
	*tok = s->rtc_token;
	ret = s->rtc_open ? 0 : -ENOTSUP;
	rte_spinlock_unlock(&s->lock);
	return ret;
}

/* One dprtc command on the open session. */
static int
rtc_cmd(const struct dpaa2x_soc *soc, enum dpaa2x_mc_op op, const void *req, void *rsp)
{
	struct fslmc_soc *s = fslmc_soc(soc);
	uint16_t tok;
	int ret = rtc_token(s, &tok);

	return ret < 0 ? ret : fslmc_mc(s, op, tok, req, rsp);
}

void
fslmc_rtc_close(struct fslmc_soc *s)
{
	if (s->rtc_open && fslmc_mc(s, DPAA2X_MC_DPRTC_CLOSE, s->rtc_token, NULL, NULL) < 0)
		FSLMC_LOG(WARNING, "dprtc.%d: dprtc_close refused", FSLMC_DPRTC_ID);
	s->rtc_open = false;
}

static int
fslmc_rtc_get_time(const struct dpaa2x_soc *soc, uint64_t *ns)
{
	struct dpaa2x_mc_u64 t;
	int ret = ns == NULL ? -EINVAL : rtc_cmd(soc, DPAA2X_MC_DPRTC_GET_TIME, NULL, &t);

	if (ret == 0)
		*ns = t.v;
	return ret;
}

static int
fslmc_rtc_set_time(struct dpaa2x_soc *soc, uint64_t ns)
{
	struct dpaa2x_mc_u64 t = { ns };

	return rtc_cmd(soc, DPAA2X_MC_DPRTC_SET_TIME, &t, NULL);
}

static int
fslmc_rtc_set_offset(struct dpaa2x_soc *soc, int64_t offset)
{
	struct dpaa2x_mc_u64 o = { (uint64_t)offset };

	return rtc_cmd(soc, DPAA2X_MC_DPRTC_SET_CLOCK_OFFSET, &o, NULL);
}

static int
fslmc_rtc_set_freq(struct dpaa2x_soc *soc, uint32_t addend)
{
	struct dpaa2x_mc_val v = { addend };

	return rtc_cmd(soc, DPAA2X_MC_DPRTC_SET_FREQ_COMP, &v, NULL);
}

static int
fslmc_rtc_get_freq(const struct dpaa2x_soc *soc, uint32_t *addend)
{
	struct dpaa2x_mc_val v;
	int ret = addend == NULL ? -EINVAL :
		  rtc_cmd(soc, DPAA2X_MC_DPRTC_GET_FREQ_COMP, NULL, &v);

	if (ret == 0)
		*addend = v.v;
	return ret;
}

void
fslmc_ops_rtc(struct dpaa2x_backend_ops *o)
{
	o->rtc_get_time = fslmc_rtc_get_time;
	o->rtc_set_time = fslmc_rtc_set_time;
	o->rtc_set_offset = fslmc_rtc_set_offset;
	o->rtc_set_freq = fslmc_rtc_set_freq;
	o->rtc_get_freq = fslmc_rtc_get_freq;
}
