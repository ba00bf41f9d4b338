/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * What every file of the PMD uses: the log, the driver's name, the rule
 * for queue counters. No code of its own.
 */

#ifndef DPAA2X_COMMON_H
#define DPAA2X_COMMON_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_cycles.h>
#include <rte_log.h>

extern int dpaa2x_logtype;	/* registered in dpaa2x_probe.c */
#define DPAA2X_LOG(level, fmt, ...) \
	rte_log(RTE_LOG_ ## level, dpaa2x_logtype, "net_dpaa2x: " fmt "\n", ##__VA_ARGS__)

#define DPAA2X_DRIVER_NAME	"net_dpaa2x"

/*
 * A queue counter has one writer, the lcore polling the queue, and readers
 * on any thread (stats, xstats, the audit): the writer stores the new value
 * with a relaxed atomic store (a plain store on arm64 and x86, no
 * read-modify-write), readers load it relaxed (DPAA2X_CTR, stats counters_add).
 */
#define DPAA2X_CTR_ADD(c, n) __atomic_store_n(&(c), (c) + (n), __ATOMIC_RELAXED)
#define DPAA2X_CTR(c) __atomic_load_n(&(c), __ATOMIC_RELAXED)

/* A counter since its snapshot at the last stats reset (never negative). */
static inline uint64_t
dpaa2x_since(uint64_t now, uint64_t base)
{
	return now >= base ? now - base : 0;
}

/*
 * A log line about an event that may repeat at packet rate goes out at most
 * once a second from one place (*next_tsc is that place's, written by one
 * thread); the event is counted every time, by its caller.
 */
static inline bool
dpaa2x_log_due(uint64_t *next_tsc)
{
	uint64_t now = rte_get_tsc_cycles();

	if (now < *next_tsc)
		return false;
	*next_tsc = now + rte_get_tsc_hz();
	return true;
}

#endif /* DPAA2X_COMMON_H */
