/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The DPRTC: the SoC's IEEE 1588 timer as DPAA2's MC exposes it
 * (dprtc_get_time, dprtc_set_time, dprtc_set_clock_offset,
 * dprtc_set_freq_compensation, dprtc_get_freq_compensation). QorIQ's
 * timer adds its addend (TMR_ADD) to an accumulator every input clock and
 * advances its counter (TMR_CNT) by the nominal period at each carry, so
 * the counter's rate is proportional to the addend; the time the MC reads
 * and WRIOP stamps frames with is the counter plus the offset (TMROFF).
 * The model's input clock is the host's TSC: the counter is counted from
 * the TSC at its last change (set time, new addend), at nominal_ns per
 * cycle times addend / DPAA2X_RTC_ADDEND_NOMINAL. The MC has the DPRTC
 * only when the DPL has dprtc.0 (/objects/dprtc@0); without it every call
 * answers -ENOTSUP.
 */

#include <errno.h>
#include <stdint.h>

#include <rte_cycles.h>

#include "soc.h"

/* ns per TSC cycle, 32.32 fixed point, at the addend. */
static uint64_t
rtc_mult(uint64_t tsc_hz, uint32_t addend)
{
	return (uint64_t)(((unsigned __int128)NS_PER_S << 32) * addend /
			  ((unsigned __int128)tsc_hz * DPAA2X_RTC_ADDEND_NOMINAL));
}

static uint64_t
rtc_counter(const struct model_rtc *r, uint64_t tsc)
{
	uint64_t d = tsc > r->tsc0 ? tsc - r->tsc0 : 0;

	return r->cnt0 + (uint64_t)(((unsigned __int128)d * r->mult) >> 32);
}

uint64_t
model_rtc_time(const struct dpaa2x_soc *soc, uint64_t tsc)
{
	return rtc_counter(&soc->rtc, tsc) + (uint64_t)soc->rtc.offset;
}

/* The counter goes on from its value now (before a change of rate). */
static void
rtc_rebase(struct dpaa2x_soc *soc, uint64_t tsc)
{
	soc->rtc.cnt0 = rtc_counter(&soc->rtc, tsc);
	soc->rtc.tsc0 = tsc;
}

void
model_rtc_reset(struct dpaa2x_soc *soc)
{
	/* the timer after reset: counting from 0 at the nominal rate */
	soc->rtc = (struct model_rtc){
		.tsc0 = rte_rdtsc(), .addend = DPAA2X_RTC_ADDEND_NOMINAL,
		.mult = rtc_mult(soc->tsc_hz, DPAA2X_RTC_ADDEND_NOMINAL),
	};
}

static int
model_rtc_get_time(const struct dpaa2x_soc *soc, uint64_t *ns)
{
	MODEL_MC_COMMAND(soc);
	if (soc->dpl.n_dprtc == 0)
		return -ENOTSUP;	/* the DPL has no dprtc: the MC no DPRTC */

	if (ns == NULL)
		return -EINVAL;
	*ns = model_rtc_time(soc, rte_rdtsc());
	return 0;
}

static int
model_rtc_set_time(struct dpaa2x_soc *soc, uint64_t ns)
{
	MODEL_MC_COMMAND(soc);
	if (soc->dpl.n_dprtc == 0)
		return -ENOTSUP;	/* the DPL has no dprtc: the MC no DPRTC */

	/* the time read back is ns: the counter takes ns less the offset */
	soc->rtc.tsc0 = rte_rdtsc();
	soc->rtc.cnt0 = ns - (uint64_t)soc->rtc.offset;
	return 0;
}

static int
model_rtc_set_offset(struct dpaa2x_soc *soc, int64_t offset)
{
	MODEL_MC_COMMAND(soc);
	if (soc->dpl.n_dprtc == 0)
		return -ENOTSUP;	/* the DPL has no dprtc: the MC no DPRTC */

	soc->rtc.offset = offset;
	return 0;
}

static int
model_rtc_set_freq(struct dpaa2x_soc *soc, uint32_t addend)
{
	MODEL_MC_COMMAND(soc);
	if (soc->dpl.n_dprtc == 0)
		return -ENOTSUP;	/* the DPL has no dprtc: the MC no DPRTC */

	if (addend == 0)
		return -EINVAL;		/* a timer that never counts */
	rtc_rebase(soc, rte_rdtsc());
	soc->rtc.addend = addend;
	soc->rtc.mult = rtc_mult(soc->tsc_hz, addend);
	return 0;
}

static int
model_rtc_get_freq(const struct dpaa2x_soc *soc, uint32_t *addend)
{
	MODEL_MC_COMMAND(soc);
	if (soc->dpl.n_dprtc == 0)
		return -ENOTSUP;	/* the DPL has no dprtc: the MC no DPRTC */

	if (addend == NULL)
		return -EINVAL;
	*addend = soc->rtc.addend;
	return 0;
}

void
model_ops_rtc(struct dpaa2x_backend_ops *o)
{
	o->rtc_get_time = model_rtc_get_time;
	o->rtc_set_time = model_rtc_set_time;
	o->rtc_set_offset = model_rtc_set_offset;
	o->rtc_set_freq = model_rtc_set_freq;
	o->rtc_get_freq = model_rtc_get_freq;
}
