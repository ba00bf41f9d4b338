/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The DPRTC, the SoC's IEEE 1588 timer (step mode): its time counting from
 * 0, set, offset and frequency compensation, each within the host time
 * the reads around it took; WRIOP Rx's timestamp word with the buffer
 * layout's timestamp option, 0 without.
 */

#include <errno.h>
#include <string.h>

#include <rte_cycles.h>

#include "model_test.h"

#define S	1000000000ull

static uint64_t
now(struct mt *t)
{
	uint64_t ns = UINT64_MAX;

	T_EQ(dpaa2x_rtc_get_time(t->soc, &ns), 0);
	return ns;
}

/* Host ns between two TSC reads, times num / den, and 1 us of slack. */
static uint64_t
host_ns(uint64_t t0, uint64_t t1, uint64_t num, uint64_t den)
{
	return (uint64_t)((unsigned __int128)(t1 - t0) * S * num / den / rte_get_tsc_hz()) + 1000;
}

/* Counting from 0 when the SoC is made; set and offset exact. */
static void
test_time_set_offset(void)
{
	uint64_t t0, t1, a, b;
	uint32_t addend = 0;
	struct mt t;

	t0 = rte_rdtsc();
	mt_start(&t, "rtc_set", NULL);
	a = now(&t);
	t1 = rte_rdtsc();
	T_CHECK(a <= host_ns(t0, t1, 1, 1));
	T_EQ(dpaa2x_rtc_get_freq(t.soc, &addend), 0);
	T_EQ(addend, DPAA2X_RTC_ADDEND_NOMINAL);
	/* set: the time read back is the time set, plus what passed */
	t0 = rte_rdtsc();
	T_EQ(dpaa2x_rtc_set_time(t.soc, 500 * S), 0);
	a = now(&t);
	t1 = rte_rdtsc();
	T_CHECK(a >= 500 * S && a - 500 * S <= host_ns(t0, t1, 1, 1));
	/* the offset moves the time by itself, at once; set_time keeps it */
	t0 = rte_rdtsc();
	a = now(&t);
	T_EQ(dpaa2x_rtc_set_offset(t.soc, -3 * (int64_t)S), 0);
	b = now(&t);
	t1 = rte_rdtsc();
	T_CHECK(b + 3 * S >= a && b + 3 * S - a <= host_ns(t0, t1, 1, 1));
	t0 = rte_rdtsc();
	T_EQ(dpaa2x_rtc_set_time(t.soc, 7 * S), 0);
	a = now(&t);
	t1 = rte_rdtsc();
	T_CHECK(a >= 7 * S && a - 7 * S <= host_ns(t0, t1, 1, 1));
	T_EQ(dpaa2x_rtc_get_time(t.soc, NULL), -EINVAL);
	T_EQ(dpaa2x_rtc_get_time(NULL, &a), -EINVAL);
	mt_finish(&t);
}

/* The addend sets the rate: twice the nominal addend, twice the time. */
static void
test_freq(void)
{
	uint64_t t0, t1, t2, t3, a, b;
	uint32_t addend = 0;
	struct mt t;

	mt_start(&t, "rtc_freq", NULL);
	T_EQ(dpaa2x_rtc_set_freq(t.soc, 0), -EINVAL);
	T_EQ(dpaa2x_rtc_set_freq(t.soc, 2 * DPAA2X_RTC_ADDEND_NOMINAL - 2), 0);
	T_EQ(dpaa2x_rtc_get_freq(t.soc, &addend), 0);
	T_EQ(addend, 2 * DPAA2X_RTC_ADDEND_NOMINAL - 2);
	t0 = rte_rdtsc();
	a = now(&t);
	t1 = rte_rdtsc();
	rte_delay_us_block(2000);
	t2 = rte_rdtsc();
	b = now(&t);
	t3 = rte_rdtsc();
	/* between the inner reads and the outer ones, at (almost) twice */
	T_CHECK(b - a <= host_ns(t0, t3, 2, 1));
	T_CHECK(b - a + 1000 >= host_ns(t1, t2, 2 * DPAA2X_RTC_ADDEND_NOMINAL - 2,
					DPAA2X_RTC_ADDEND_NOMINAL));
	/* a change of rate does not move the time */
	t0 = rte_rdtsc();
	a = now(&t);
	T_EQ(dpaa2x_rtc_set_freq(t.soc, DPAA2X_RTC_ADDEND_NOMINAL / 2), 0);
	b = now(&t);
	t1 = rte_rdtsc();
	T_CHECK(b >= a && b - a <= host_ns(t0, t1, 2, 1));
	mt_finish(&t);
}

/* The frames on dpni@1's Rx FQs into fds (not freed). */
static unsigned int
rx_fds(struct mt *t, struct dpaa2x_fd *fds, unsigned int max)
{
	struct model_dpni *ni = model_dpni_by_id(t->soc, 1);
	unsigned int q, n = 0;

	for (q = 0; q < ni->num_rx; q++)
		n += mt_drain(t, ni->rxq[q]->fqid, fds + n, max - n);
	return n;
}

/* The annotation's timestamp word: the DPRTC's time at arrival with the
 * layout's timestamp option, 0 without. */
static void
test_rx_timestamp(void)
{
	struct dpaa2x_buf_layout bl = {
		.priv_size = 64, .data_offset = 192, .options = DPAA2X_BUF_LAYOUT_OPT_TIMESTAMP,
	};
	struct dpaa2x_fd fds[4];
	struct dpaa2x_hw_annot hw;
	uint64_t lo, hi;
	uint16_t bpid;
	unsigned int i;
	struct mt t;

	mt_start(&t, "rtc_rx", NULL);
	bpid = mt_pool(&t, 16, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	for (i = 0; i < 2; i++) {
		if (i == 1) {	/* the option set: only while the dpni is disabled */
			T_EQ(dpaa2x_dpni_disable(t.soc, 1), 0);
			T_EQ(dpaa2x_dpni_set_buffer_layout(t.soc, 1, &bl), 0);
			T_EQ(dpaa2x_dpni_enable(t.soc, 1), 0);
			T_EQ(dpaa2x_rtc_set_time(t.soc, 1000 * S), 0);
		}
		lo = now(&t);
		T_EQ(mt_inject_udp(&t, 1, 100, mt_mac1, 1), 0);
		mt_steps(&t, 1);
		hi = now(&t);
		T_EQ(rx_fds(&t, fds, RTE_DIM(fds)), 1);
		memcpy(&hw, (const uint8_t *)(uintptr_t)fds[0].addr + 64, sizeof(hw));
		if (i == 0) {
			T_EQ(hw.timestamp, 0);
		} else {
			T_CHECK(hw.timestamp >= lo && hw.timestamp <= hi);
			T_CHECK(hw.timestamp >= 1000 * S);
		}
		mt_free_fds(&t, fds, 1);
	}
	mt_finish(&t);
}

MT_MAIN(NULL,
	T_CASE(test_time_set_offset),
	T_CASE(test_freq),
	T_CASE(test_rx_timestamp))
