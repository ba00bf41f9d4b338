/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The emulated MC's dprtc commands (the SoC's IEEE 1588 timer), sent by
 * DPDK's own net/dpaa2/mc/dprtc.c and mc_send_command() and by the
 * project's encoder over the model's MC portal, the engine on its thread:
 * what one side sets the other reads, as the contract's calls read it;
 * dprtc.0 the only one; errors as the MC answers them.
 */

#include <errno.h>
#include <stdlib.h>

#include <rte_cycles.h>

#include "fslmc_soc.h"
#include "mc_ref.h"

#define HW_CPU	1
#define S	1000000000ull

static struct dpaa2x_mc_io io;
static struct fsl_mc_io *ref;

/* The time by our encoder, and by the contract's call. */
static uint64_t
time_ours(uint16_t tok)
{
	struct dpaa2x_mc_u64 t = { UINT64_MAX };

	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPRTC_GET_TIME, tok, NULL, &t), 0);
	return t.v;
}

/* Host ns between two TSC reads, and slack for an MC command's round trip
 * (the engine thread may wait for a CPU). */
static uint64_t
host_ns(uint64_t t0, uint64_t t1)
{
	return (t1 - t0) * S / rte_get_tsc_hz() + 1000;
}

static void
test_dprtc_commands(void)
{
	struct dpaa2x_mc_val v = { 0 }, f;
	struct dpaa2x_mc_u64 set = { 100 * S }, off = { (uint64_t)(2 * (int64_t)S) };
	struct dpaa2x_mc_version ver;
	uint64_t t0, t1, a, b, c;
	uint32_t addend;
	uint16_t tok, tok_ni;
	struct mt t;

	mt_start_cpu(&t, "mc_dprtc", NULL, HW_CPU);
	ft_mc_io(&io, t.soc);
	ref = ref_mc_io(dpaa2x_soc_mc_portal(t.soc));
	T_CHECK(ref != NULL);
	T_EQ(ref_mc_call(ref, 0, DPAA2X_MC_DPRTC_GET_API_VERSION, 0, NULL, &ver), 0);
	T_EQ(ver.major, 2);
	T_EQ(ver.minor, 3);
	v.v = 1;
	T_EQ(ref_mc_call(ref, 0, DPAA2X_MC_DPRTC_OPEN, 0, &v, &v), -ENODEV);
	v.v = 0;
	T_EQ(ref_mc_call(ref, 0, DPAA2X_MC_DPRTC_OPEN, 0, &v, &v), 0);
	tok = (uint16_t)v.v;
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPRTC_IS_ENABLED, tok, NULL, &v), 0);
	T_EQ(v.v, 1);
	/* DPDK sets the time; our encoder and the contract read it */
	t0 = rte_rdtsc();
	T_EQ(ref_mc_call(ref, 0, DPAA2X_MC_DPRTC_SET_TIME, tok, &set, NULL), 0);
	a = time_ours(tok);
	T_EQ(dpaa2x_rtc_get_time(t.soc, &b), 0);
	t1 = rte_rdtsc();
	T_CHECK(a >= 100 * S && b >= a && b - 100 * S <= host_ns(t0, t1));
	/* the offset moves it by 2 s */
	t0 = rte_rdtsc();
	a = time_ours(tok);
	T_EQ(ref_mc_call(ref, 0, DPAA2X_MC_DPRTC_SET_CLOCK_OFFSET, tok, &off, NULL), 0);
	T_EQ(ref_mc_call(ref, 0, DPAA2X_MC_DPRTC_GET_TIME, tok, NULL, &set), 0);
	c = set.v;
	t1 = rte_rdtsc();
	T_CHECK(c >= a + 2 * S && c - a - 2 * S <= host_ns(t0, t1));
	/* the frequency compensation: set one way, read the other */
	f.v = DPAA2X_RTC_ADDEND_NOMINAL + 12345;
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPRTC_SET_FREQ_COMP, tok, &f, NULL), 0);
	T_EQ(ref_mc_call(ref, 0, DPAA2X_MC_DPRTC_GET_FREQ_COMP, tok, NULL, &v), 0);
	T_EQ(v.v, DPAA2X_RTC_ADDEND_NOMINAL + 12345);
	T_EQ(dpaa2x_rtc_get_freq(t.soc, &addend), 0);
	T_EQ(addend, DPAA2X_RTC_ADDEND_NOMINAL + 12345);
	f.v = 0;	/* a timer that never counts: CONFIG_ERR */
	T_EQ(ref_mc_call(ref, 0, DPAA2X_MC_DPRTC_SET_FREQ_COMP, tok, &f, NULL), -EINVAL);
	/* a dprtc command with a dpni's token is no command of a dpni */
	v.v = 1;
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPNI_OPEN, 0, &v, &v), 0);
	tok_ni = (uint16_t)v.v;
	T_EQ(ref_mc_call(ref, 0, DPAA2X_MC_DPRTC_GET_TIME, tok_ni, NULL, &set), -ENOTSUP);
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPNI_CLOSE, tok_ni, NULL, NULL), 0);
	T_EQ(ref_mc_call(ref, 0, DPAA2X_MC_DPRTC_CLOSE, tok, NULL, NULL), 0);
	T_EQ(ref_mc_call(ref, 0, DPAA2X_MC_DPRTC_GET_TIME, tok, NULL, &set), -EACCES);
	free(ref);
	mt_finish(&t);
}

int
main(int argc, char **argv)
{
	(void)argc;
	t_eal_init(argv[0], NULL);
	T_RUN(test_dprtc_commands);
	return t_done();
}
