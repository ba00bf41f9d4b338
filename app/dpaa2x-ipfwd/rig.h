/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The test rig of dpaa2x-ipfwd: the net_dpaa2x ports with their pools and
 * forwarding lcores, and the emulated tester behind them (generators,
 * sinks). Every call returns 0 or -1 with rig->err naming what failed; the
 * caller decides to abort, and rig_teardown() always leaves every buffer
 * back in its pool.
 */

#ifndef IPFWD_RIG_H
#define IPFWD_RIG_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_mempool.h>

#include "fwd.h"
#include "report.h"

#define RIG_MAX_LCORES	8
#define RIG_RXQ_DEPTH	1024	/* descriptors of each Rx queue: its FQ's tail-drop limit */

/* xstats the rig reads, by id (ids looked up once: the lookup is slow) */
enum rig_xs {
	XS_COPY, XS_ZC, XS_COPY_EMPTY, XS_NOBUF, XS_TAIL, XS_FILT, XS_DISC, XS_RUNT, XS_OVER,
	XS_TXDISC, XS_DEPL, XS_HW_RX, XS_BP_FREE, XS_AUTO_LOW, XS_AUTO_HIGH, XS_AUTO_SW, XS_N
};

struct rig {
	uint16_t n_ports;
	unsigned int rxq, pool_size, pool_cache;
	struct rte_mempool *pool;	/* the shared Rx pool (BMan) */
	struct rte_mempool *small_pools[RPT_MAX_STRATEGIES];	/* multipool-N */
	uint32_t small_sizes[RPT_MAX_STRATEGIES], rx_small;	/* rx_small: in use */
	struct fwd_conf fconf;
	struct fwd_lcore *lcs[RIG_MAX_LCORES];
	unsigned int n_fwd;
	bool inline_fwd;		/* no worker lcore: the main lcore forwards */
	bool started;
	bool hw_step;			/* hw_cpu=step: the rig runs the hardware */
	bool stash_probed;		/* devarg stash of the ports (default on) */
	bool stash;			/* stashing now */
	uint64_t xs_id[FWD_MAX_PORTS][XS_N];
	double link_mbps;		/* per port */
	uint32_t max_frame;		/* the ports' max Rx frame */
	char err[512];
};

/* Ports (probed by EAL), pool, LPM, lcores with delay lines of hold. */
int rig_setup(struct rig *r, enum fwd_mode mode, unsigned int rxq, unsigned int pool_size,
	      unsigned int pool_cache, unsigned int burst, unsigned int stall_us,
	      unsigned int link_mbps);
/* Stop the workers and ports, free what delay lines hold, close the ports,
 * free the pools. Safe after any failure; 0 when every buffer came back. */
int rig_teardown(struct rig *r);

int rig_ports_start(struct rig *r);
int rig_ports_stop(struct rig *r);
/* Delay lines of hold packets per Rx queue (0: none), each let go after
 * max_age cycles at most (0: only when pushed out); lines must be empty. */
int rig_set_hold(struct rig *r, unsigned int hold, uint64_t max_age);
/* The copybreak of st (fixed or auto) on every port, at run time. */
int rig_set_copybreak(struct rig *r, const struct rpt_strategy *st);
/* Everything a strategy sets: small pool, stashing (both restart the
 * ports when they change), copybreak. */
int rig_use_strategy(struct rig *r, const struct rpt_strategy *st);
/* multipool-N: a second Rx pool of N-byte buffers (0: none); restarts ports. */
int rig_set_rx_small_pool(struct rig *r, uint32_t bytes);

/* Generators of every port: size, per-port rate (0 = line), count (0 = no
 * end); their sinks start over. */
int rig_gen_config(struct rig *r, unsigned int size, double pps_per_port, uint64_t count);
/* The same with a cycle of n frame sizes (a mix: IMIX). */
int rig_gen_config_mix(struct rig *r, const uint16_t *sizes, unsigned int n, double pps_per_port,
		       uint64_t count);
void rig_gen_start(struct rig *r);
void rig_gen_stop(struct rig *r);
/* Wait (bounded) until every generator sent its count. */
int rig_gen_wait_done(struct rig *r, double max_s);

/* Sum of one xstat over the ports. */
uint64_t rig_xstat_sum(const struct rig *r, enum rig_xs x);
int rig_xstats_read(const struct rig *r, uint16_t port, uint64_t *v);
/* Sum of the sinks' frames. */
uint64_t rig_sink_total(const struct rig *r);
/* Wait until the sinks have count frames more than base, or stopped
 * counting for settle_ms; bounded by max_ms. */
void rig_sink_wait(const struct rig *r, uint64_t want, unsigned int settle_ms, unsigned int max_ms);

/* Forward until the deadline (inline) or launch the workers. */
void rig_forward(struct rig *r, double max_s);
/* Wait for a worker lcore to return, sleeping (not spinning: the main
 * lcore may share its CPU with the engine); its return value. */
int rig_wait_lcore(unsigned int lcore);
/* Generators stopped: forward what is left, then stop the workers. */
void rig_drain(struct rig *r, double max_s);
/* Every pool full: bounded wait, then one more drain; -1 naming the pools. */
int rig_pools_check(struct rig *r, const char *when);
/* The audit of every port (frames by cause, pools full). */
int rig_audit(struct rig *r, const char *when);

#endif /* IPFWD_RIG_H */
