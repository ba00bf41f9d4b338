/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The board's tester when an unmodified program drives it: the test
 * equipment on the dpmac wires, set from the launcher's environment, and
 * its report when the program's EAL cleans up.
 *  - DPAA2X_BOARD_GEN=<dpni>:<frames>[:<size>[:<pps>[:<start>]]]: the
 *    generator on that dpni's dpmac sends that many frames of that wire
 *    size (64) at that rate (0: the link's line rate) once the program has
 *    enabled the dpni (dpni_enable), so that no frame meets a disabled
 *    port (start "enable", the default), or from the first pull command
 *    software issues on one of the dpni's Rx FQs after that (start "rx"),
 *    as a tester waits for the device under test to be ready.
 *  - At rte_eal_cleanup() (a bus of the board's, whose cleanup runs before
 *    EAL lets its memory go): each dpmac's tester counts beside the dpni's
 *    counters, and each pool's free buffers against its capacity
 *    ("balanced" or the buffers missing); then the SoC stops.
 */

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <bus_driver.h>
#include <rte_common.h>
#include <rte_ip.h>

#include "board_os.h"
#include "dpaa2x_hw_board.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_hw_soc.h"
#include "mc_model.h"
#include "qman.h"
#include "soc.h"
#include "swp.h"

#define GEN_WAIT_S	600	/* how long the generator waits for dpni_enable */

static struct {
	bool set;
	uint16_t dpni;
	struct dpaa2x_gen_params gp;
	pthread_t thread;
	bool started;
	bool stop;		/* the program is ending: stop waiting */
	bool on_rx;		/* start at the first pull of an Rx FQ */
	uint16_t seq[DPAA2X_MAX_QUEUES];	/* the Rx FQs' at dpni_enable */
} gen;

/* DPAA2X_BOARD_GEN: 0, or -EINVAL with the field named */
int
bos_gen_parse(struct bos *b, const char *s, char *err, size_t errlen)
{
	unsigned int dpni, size = 64;
	unsigned long long frames, pps = 0;
	const struct dpaa2x_dpl_dpni *ni = NULL;
	char start[16] = "enable";
	unsigned int i;

	if (s == NULL || s[0] == '\0')
		return 0;
	if (sscanf(s, "%u:%llu:%u:%llu:%15s", &dpni, &frames, &size, &pps, start) < 2) {
		snprintf(err, errlen, "DPAA2X_BOARD_GEN '%s': not "
			 "<dpni>:<frames>[:<size>[:<pps>[:<start>]]]", s);
		return -EINVAL;
	}
	if (strcmp(start, "enable") != 0 && strcmp(start, "rx") != 0) {
		snprintf(err, errlen, "DPAA2X_BOARD_GEN '%s': start '%s' is neither enable "
			 "(at dpni_enable) nor rx (at the first pull of an Rx FQ)", s, start);
		return -EINVAL;
	}
	for (i = 0; i < b->dpl.n_dpni && ni == NULL; i++)
		if (b->dpl.dpni[i].id == dpni)
			ni = &b->dpl.dpni[i];
	if (ni == NULL || ni->peer_type != DPAA2X_OBJ_DPMAC) {
		snprintf(err, errlen, "DPAA2X_BOARD_GEN '%s': the DPL has no dpni.%u behind a dpmac",
			 s, dpni);
		return -EINVAL;
	}
	if (size < 64 || size > ni->max_frame_len) {
		snprintf(err, errlen, "DPAA2X_BOARD_GEN '%s': size %u outside 64..%u", s, size,
			 ni->max_frame_len);
		return -EINVAL;
	}
	gen.dpni = (uint16_t)dpni;
	gen.gp = (struct dpaa2x_gen_params){
		.sizes = { (uint16_t)size }, .n_sizes = 1, .flows = 16, .rate_pps = pps,
		.count = frames, .src_mac = { 0x02, 0, 0, 0, 0, 0x01 },
		/* l3fwd's default routes: 198.18.N.0/24 leave on port N; the
		 * DPL's N-th dpni is port N of a program on the default DPL
		 * (dpni.1 port 0): port 0's generator's frames leave on port 1 */
		.src_ip = RTE_IPV4(198u, 19, (i - 1) & 0xff, 1),
		.dst_ip = RTE_IPV4(198u, 18, ((i - 1) ^ 1) & 0xff, 1),
		.src_ip_count = 1, .dst_ip_count = 1,
		.sport = 1024, .dport = 1024, .ttl = 64, .burst = 32,
	};
	memcpy(gen.gp.dst_mac, ni->mac, sizeof(gen.gp.dst_mac));
	gen.on_rx = strcmp(start, "rx") == 0;
	gen.set = true;
	return 0;
}

/* Wait up to GEN_WAIT_S for done(b) to hold, in 1 ms steps; false when
 * the program ends first or the time is up. */
static bool
gen_wait(struct bos *b, bool (*done)(struct bos *b))
{
	struct timespec ms = { 0, 1000000 };
	unsigned int waited;

	for (waited = 0; waited < GEN_WAIT_S * 1000; waited++) {
		if (__atomic_load_n(&gen.stop, __ATOMIC_ACQUIRE))
			return false;
		if (done(b))
			return true;
		nanosleep(&ms, NULL);
	}
	return false;
}

static bool
gen_dpni_enabled(struct bos *b)
{
	return __atomic_load_n(&model_dpni_by_id(b->soc, gen.dpni)->enabled, __ATOMIC_ACQUIRE);
}

/*
 * The dpni's Rx FQs' dequeue sequence numbers: each result of a pull
 * command on an FQ, a frame or the empty answer, takes the next one
 * (qbman_swp.c, qman.c), so a number that moved is a pull software issued.
 * seq NULL: compare with gen.seq; else store them there.
 */
static bool
gen_rx_pulled(struct bos *b, uint16_t *seq)
{
	const struct model_dpni *ni = model_dpni_by_id(b->soc, gen.dpni);
	bool moved = false;
	unsigned int q;

	for (q = 0; q < ni->num_rx; q++) {
		uint16_t now = __atomic_load_n(&ni->rxq[q]->seqnum, __ATOMIC_RELAXED);

		if (seq != NULL)
			seq[q] = now;
		else if (now != gen.seq[q])
			moved = true;
	}
	return moved;
}

static bool
gen_first_pull(struct bos *b)
{
	return gen_rx_pulled(b, NULL);
}

static bool
gen_all_sent(struct bos *b)
{
	struct dpaa2x_wire_stats w;

	return dpaa2x_wire_get_stats(b->soc, gen.dpni, &w) == 0 && w.gen_frames >= gen.gp.count;
}

/* The generator starts once its dpni is enabled, and says when it has
 * sent every frame (a test then knows that no more will come). */
static void *
gen_waiter(void *arg)
{
	struct bos *b = arg;
	int ret;

	if (!gen_wait(b, gen_dpni_enabled)) {
		if (!__atomic_load_n(&gen.stop, __ATOMIC_ACQUIRE))
			bos_log("generator on dpni.%u: the dpni was not enabled in %u s: not started",
				gen.dpni, GEN_WAIT_S);
		return NULL;
	}
	if (gen.on_rx) {
		gen_rx_pulled(b, gen.seq);
		if (!gen_wait(b, gen_first_pull)) {
			if (!__atomic_load_n(&gen.stop, __ATOMIC_ACQUIRE))
				bos_log("generator on dpni.%u: no pull of its Rx FQs in %u s: "
					"not started", gen.dpni, GEN_WAIT_S);
			return NULL;
		}
	}
	ret = dpaa2x_wire_gen_config(b->soc, gen.dpni, &gen.gp);
	if (ret == 0)
		ret = dpaa2x_wire_gen_start(b->soc, gen.dpni);
	if (ret < 0) {
		bos_log("generator on dpni.%u: %s", gen.dpni, strerror(-ret));
		return NULL;
	}
	bos_log("generator on dpni.%u: %" PRIu64 " frames of %u bytes started%s", gen.dpni,
		gen.gp.count, gen.gp.sizes[0], gen.on_rx ? " at the first pull of its Rx FQs" : "");
	if (gen_wait(b, gen_all_sent))
		bos_log("generator on dpni.%u: all %" PRIu64 " frames sent", gen.dpni,
			gen.gp.count);
	return NULL;
}

static void board_bus_register(void);

/* The SoC is up: the board's bus, and the generator waits for its dpni. */
void
bos_tester_up(struct bos *b)
{
	board_bus_register();
	dpaa2x_soc_mc_trace_start(b->soc);
	if (!gen.set || gen.started)
		return;
	gen.started = pthread_create(&gen.thread, NULL, gen_waiter, b) == 0;
}

static void
report_dpni(struct bos *b, uint16_t id)
{
	struct dpaa2x_wire_stats w;
	struct dpaa2x_dpni_stats st;

	if (dpaa2x_dpni_get_stats(b->soc, id, &st) < 0)
		return;
	bos_log("dpni.%u: in %" PRIu64 " (discards %" PRIu64 ", no buffer %" PRIu64
		", tail drops %" PRIu64 ", filtered %" PRIu64 "), out %" PRIu64, id,
		st.ing_frames, st.ing_discards, st.ing_nobuf_discards, st.ing_tail_drops,
		st.ing_filtered, st.egr_frames);
	if (dpaa2x_wire_get_stats(b->soc, id, &w) == 0)
		bos_log("dpni.%u's dpmac: generator sent %" PRIu64 ", sink got %" PRIu64
			" (lost %" PRIu64 ", corrupted %" PRIu64 ", foreign %" PRIu64 ")", id,
			w.gen_frames, w.sink_frames, w.sink_lost, w.sink_corrupted,
			w.sink_foreign);
}

/* Each pool the program used: its buffers in BMan now, and the frames
 * still in the SoC's queues (each holds a buffer of some pool). Once the
 * program has stopped its ports and freed its mempools (DPDK's dpaa2
 * mempool drains BMan at its free), both are 0; a program that keeps its
 * mempools has them back in BMan: free = capacity. */
static void
report_pools(struct bos *b)
{
	struct dpaa2x_bpool_stats st;
	uint64_t queued = 0;
	unsigned int i;

	for (i = 0; i < b->soc->n_fq; i++)
		queued += model_fq_depth(&b->soc->fq[i]);
	for (i = 0; i < b->dpl.n_dpbp; i++) {
		if (dpaa2x_dpbp_get_stats(b->soc, b->dpl.dpbp[i].bpid, &st) < 0 ||
		    st.release_cmds == 0)
			continue;	/* never used by the program */
		bos_log("dpbp.%u: %u buffers in BMan (capacity %u), %" PRIu64 " acquire and %"
			PRIu64 " release commands", b->dpl.dpbp[i].id, st.free, st.capacity,
			st.acquire_cmds, st.release_cmds);
	}
	bos_log("frames left in the SoC's queues: %" PRIu64, queued);
}

/* What each dpio the program used did (its register-level portal). */
static void
report_dpios(struct bos *b)
{
	struct dpaa2x_swp_stats st;
	unsigned int i;

	for (i = 0; i < b->dpl.n_dpio; i++)
		if (dpaa2x_swp_get_stats(b->soc, (int)i, &st) == 0 &&
		    st.enqueues + st.released + st.acquires + st.pulls != 0)
			bos_log("dpio.%u: %" PRIu64 " enqueues (%" PRIu64 " rejected), %" PRIu64
				" buffers released, %" PRIu64 " acquire commands, %" PRIu64
				" pulls with %" PRIu64 " results, %" PRIu64 " bad commands",
				b->dpl.dpio[i].id, st.enqueues, st.enq_rejects, st.released,
				st.acquires, st.pulls, st.dq_entries, st.bad_cmds);
}

/* The MC commands the program sent, from the MC's transcript (the first
 * MODEL_MC_TRACE): those the MC does not know named on stderr, and with
 * DPAA2X_BOARD_MC_TRACE=<file> each distinct one written there as
 * "<command> v<version> <param> <options> <errno>", in the form of
 * test/fslmc/net_dpaa2_mc.list. */
static void
trace_key(const struct dpaa2x_mc_trace *t, char *key, size_t len)
{
	char param[32], opts[16] = "-", name[48];

	if (t->options != 0)
		snprintf(opts, sizeof(opts), "0x%x", t->options);
	if (t->op < 0)
		snprintf(name, sizeof(name), "cmd_0x%03x", t->cmdid >> 4);
	else
		snprintf(name, sizeof(name), "%s", dpaa2x_mc_op_name((enum dpaa2x_mc_op)t->op));
	snprintf(key, len, "%s v%u %s %s", name, t->cmdid & 0xfu,
		 dpaa2x_mc_trace_param(t, param, sizeof(param)), opts);
}

static void
report_mc(struct bos *b)
{
	static struct dpaa2x_mc_trace t[MODEL_MC_TRACE];
	static char seen[MODEL_MC_TRACE][96];
	const char *path = getenv("DPAA2X_BOARD_MC_TRACE");
	unsigned int n = dpaa2x_soc_mc_trace_read(b->soc, t, RTE_DIM(t)), i, j, n_seen = 0;
	FILE *f = path != NULL && path[0] != '\0' ? fopen(path, "w") : NULL;
	char key[96];

	if (path != NULL && path[0] != '\0' && f == NULL)
		bos_log("DPAA2X_BOARD_MC_TRACE=%s: %s", path, strerror(errno));
	for (i = 0; i < RTE_MIN(n, RTE_DIM(t)); i++) {
		trace_key(&t[i], key, sizeof(key));
		for (j = 0; j < n_seen && strcmp(seen[j], key) != 0; j++)
			;
		if (j < n_seen)
			continue;
		snprintf(seen[n_seen++], sizeof(seen[0]), "%s", key);
		if (t[i].op < 0)
			bos_log("MC command %s: not modelled, answered UNSUPPORTED_OP", key);
		if (f != NULL)
			fprintf(f, "%s %d\n", key, t[i].err);
	}
	if (f != NULL)
		fclose(f);
}

/* ---- the board's bus: its cleanup is the report ---- */

static int
board_scan(void)
{
	return 0;
}

static int
board_probe(void)
{
	return 0;
}

/* the board's bus has no devices of its own */
static struct rte_device *
board_find_device(const struct rte_device *start, rte_dev_cmp_t cmp, const void *data)
{
	(void)start;
	(void)cmp;
	(void)data;
	return NULL;
}

static int
board_cleanup(void)
{
	struct bos *b = bos_board;
	unsigned int i;

	if (b == NULL || b->soc == NULL)
		return 0;
	bos_cable_close();
	if (gen.started) {
		__atomic_store_n(&gen.stop, true, __ATOMIC_RELEASE);
		pthread_join(gen.thread, NULL);
	}
	for (i = 0; i < b->dpl.n_dpni; i++)
		report_dpni(b, b->dpl.dpni[i].id);
	report_pools(b);
	report_dpios(b);
	report_mc(b);
	bos_mc_fail_report(b);
	/* the engine stops before EAL lets its memory go; objects the
	 * program left open (a dpni net_dpaa2 did not close) keep the SoC */
	dpaa2x_soc_stop(b->soc);
	if (dpaa2x_soc_destroy(b->soc) == 0)
		b->soc = NULL;
	return 0;
}

static struct rte_bus board_bus = {
	/* .name is set at registration */
	.scan = board_scan,
	.probe = board_probe,
	.find_device = board_find_device,
	.cleanup = board_cleanup,
};

/* Registered when the SoC comes up, during the fslmc bus's probe: after
 * that bus, so that EAL cleans it up first (its devices close through the
 * MC while the engine still runs), then the board reports and stops. */
static void
board_bus_register(void)
{
	board_bus.name = "dpaa2x_board";
	rte_bus_register(&board_bus);
}
