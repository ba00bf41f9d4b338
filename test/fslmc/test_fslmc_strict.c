/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The fslmc backend against a strict MC (emu/mc_strict.c) and the bus's
 * portal rules:
 *  - the MC transcript: every (command, version, param, options) a full
 *    bring-up, start, stop and close sends is in the committed list of
 *    what net_dpaa2 22.11 sends (net_dpaa2_mc.list), each entry with the
 *    DPDK file:line that sends it (checked: that line names the command)
 *    or with the words of the NIC guide that say why it is sent and what
 *    happens when firmware refuses it (checked: the guide has them);
 *  - each request beyond net_dpaa2's refused alone (the kind MC with that
 *    one refusal) and all at once (the strict firmware's default): the
 *    port still starts, with the fallback logged (copybreak=auto: a fixed
 *    copybreak chosen by the pool's free count);
 *  - the thread's main DPIO after a dpaa2x Rx burst: its VDQCR is free
 *    (qbman_swp_pull succeeds), the open pull is on the Rx DPIO and in
 *    rte_global_active_dqs_list; net_dpaa2 and dpaa2x sharing the Rx DPIO,
 *    in both orders.
 *  - dpni ids beyond 15 (the board's DPL, FT_SHIM_DPL, has dpni@1 and
 *    dpni@300), and a dpni the bus gave another driver refused.
 * Arguments: the list, the NIC guide, DPDK's source tree; FT_DUMP=1 in the
 * environment prints each transcript entry (to write the list from).
 */

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_bus_vdev.h>
#include <rte_ethdev.h>
#include <rte_malloc.h>
#include <rte_mbuf.h>

#include <dpaa2_hw_pvt.h>
#include <dpaa2_hw_dpio.h>
#include <fsl_qbman_portal.h>

#include "rte_pmd_dpaa2x.h"
#include "fslmc_bus_shim.h"
#include "mc_model.h"
#include "model_test.h"
#include "t_audit.h"
#include "t_log.h"
#include "t_port.h"

#define LIST_MAX	128
#define LINE_LEN	256

static const char *list_path, *guide_path, *sdk_path;

/* ---- the list ---- */

struct entry {
	char key[128];		/* "<command> v<ver> <param> <options>" */
	char src[LINE_LEN];	/* "<DPDK file>:<line>" or "guide: <words>" */
};
static struct entry list[LIST_MAX];
static unsigned int n_list;

static void
trace_key(const struct dpaa2x_mc_trace *t, char *key, size_t len)
{
	char param[32], opts[16] = "-";

	if (t->options != 0)
		snprintf(opts, sizeof(opts), "0x%x", t->options);
	snprintf(key, len, "%s v%u %s %s", dpaa2x_mc_op_name((enum dpaa2x_mc_op)t->op),
		 t->cmdid & 0xfu, dpaa2x_mc_trace_param(t, param, sizeof(param)), opts);
}

/* Does a file's text (a line of it, or any of it when line is 0) hold s? */
static bool
file_has(const char *path, unsigned int line, const char *s)
{
	char buf[1024];
	unsigned int at = 0;
	bool found = false;
	FILE *f = fopen(path, "r");

	if (f == NULL)
		return false;
	while (!found && fgets(buf, sizeof(buf), f) != NULL)
		if (++at == line || line == 0)
			found = strstr(buf, s) != NULL;
	fclose(f);
	return found;
}

/* Each entry's source: DPDK's line names the command, or the guide has
 * the entry's words. */
static bool
source_ok(const struct entry *e)
{
	char cmd[64], path[512], fn[72];
	unsigned int line;
	const char *colon;

	if (strncmp(e->src, "guide: ", 7) == 0)
		return file_has(guide_path, 0, e->src + 7);
	colon = strrchr(e->src, ':');
	if (colon == NULL || sscanf(e->key, "%63s", cmd) != 1)
		return false;
	line = (unsigned int)atoi(colon + 1);
	snprintf(path, sizeof(path), "%s/%.*s", sdk_path, (int)(colon - e->src), e->src);
	snprintf(fn, sizeof(fn), "%s(", cmd);
	return line > 0 && file_has(path, line, fn);
}

static void
list_load(void)
{
	char buf[LINE_LEN * 2], c[64], v[8], p[32], o[16];
	int used;
	FILE *f = fopen(list_path, "r");

	T_NE(f, NULL);
	if (f == NULL)
		return;
	while (fgets(buf, sizeof(buf), f) != NULL && n_list < LIST_MAX) {
		struct entry *e = &list[n_list];

		buf[strcspn(buf, "\n")] = '\0';
		if (buf[0] == '#' || buf[0] == '\0')
			continue;
		if (sscanf(buf, "%63s %7s %31s %15s %n", c, v, p, o, &used) != 4) {
			T_FAIL_AT("%s: not <command> v<ver> <param> <options> <source>: %s",
				  list_path, buf);
			continue;
		}
		snprintf(e->key, sizeof(e->key), "%s %s %s %s", c, v, p, o);
		snprintf(e->src, sizeof(e->src), "%s", buf + used);
		if (!source_ok(e))
			T_FAIL_AT("%s: %s: its source does not say so: %s", list_path, e->key,
				  e->src);
		n_list++;
	}
	fclose(f);
}

static const struct entry *
list_find(const char *key)
{
	unsigned int i;

	for (i = 0; i < n_list; i++)
		if (strcmp(list[i].key, key) == 0)
			return &list[i];
	return NULL;
}

/* Every command of the transcript is a listed one; returns how many were
 * checked. */
static unsigned int
transcript_check(struct dpaa2x_soc *board, const char *what)
{
	static struct dpaa2x_mc_trace t[MODEL_MC_TRACE];
	unsigned int n = dpaa2x_soc_mc_trace_read(board, t, RTE_DIM(t)), i;
	char key[128];

	T_CHECK(n <= RTE_DIM(t));
	for (i = 0; i < n && i < RTE_DIM(t); i++) {
		trace_key(&t[i], key, sizeof(key));
		if (getenv("FT_DUMP") != NULL)
			fprintf(stderr, "TRACE %s err=%d\n", key, t[i].err);
		if (list_find(key) == NULL)
			T_FAIL_AT("%s: the MC got \"%s\": net_dpaa2 22.11 does not send it and the "
				  "list names no reason in the guide", what, key);
	}
	return n;
}

#define NO_SG_LOG	"net_dpaa2x: fslmc: dpni.1: the MC refused the Rx buffer layout with "
#define PAGE4_LOG	"net_dpaa2x: fslmc: dpni.1: the MC refused statistics page 4"
#define TXCONF_LOG	"net_dpaa2x: fslmc: dpni.1: the MC refused dpni_get_queue(TX_CONFIRM)"
#define TAILDROP_LOG	"net_dpaa2x: fslmc: dpni.1: the MC refused dpni_get_taildrop(RX)"

/* The log lines of the fallbacks a bring-up may take. */
static const char *const fallback_logs[] = { NO_SG_LOG, PAGE4_LOG, TXCONF_LOG, TAILDROP_LOG };

/* ---- bring-up ---- */

/* Probe, start with one queue each way (conf, NULL: none), a few Rx
 * bursts, what extra does to the running port (NULL: nothing), stop,
 * close: 0, or the start's error. */
static int
bring_up_with(const char *args, const struct rte_eth_conf *c, void (*extra)(uint16_t port))
{
	struct rte_eth_conf conf = c != NULL ? *c : (struct rte_eth_conf){ 0 };
	struct rte_mempool *mp;
	struct rte_mbuf *b[32];
	struct rte_eth_stats st;
	uint16_t port;
	int ret, i;

	/* a pool made after the first probe is a BMan pool */
	port = t_probe("net_dpaa2x0", args);
	mp = rte_pktmbuf_pool_create("strict", 1024, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE, 0);
	T_NE(mp, NULL);
	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	ret = rte_eth_dev_start(port);
	for (i = 0; ret == 0 && i < 4; i++)
		T_EQ(rte_eth_rx_burst(port, 0, b, RTE_DIM(b)), 0);	/* no traffic */
	if (ret == 0 && extra != NULL)
		extra(port);
	T_EQ(rte_eth_stats_get(port, &st), 0);
	T_EQ(st.ipackets, 0);
	T_EQ(rte_eth_stats_get(port, &st), 0);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	rte_mempool_free(mp);
	return ret;
}

static int
bring_up_and_down(const char *args)
{
	return bring_up_with(args, NULL, NULL);
}

/* The settings a running port takes: a statistics reset, a MAC address
 * added and removed, a VLAN id let in and out of the filter. */
static void
settings(uint16_t port)
{
	struct rte_ether_addr ea = { .addr_bytes = { 0x02, 0, 0, 0, 0x10, 0x01 } };

	T_EQ(rte_eth_stats_reset(port), 0);
	T_EQ(rte_eth_dev_mac_addr_add(port, &ea, 0), 0);
	T_EQ(rte_eth_dev_mac_addr_remove(port, &ea), 0);
	T_EQ(rte_eth_dev_vlan_filter(port, 100, 1), 0);
	T_EQ(rte_eth_dev_vlan_filter(port, 100, 0), 0);
}

/* What a full bring-up, start, stop and close sends is all in the list. */
static void
test_transcript(void)
{
	static const char *const fc[] = { "rx_pause", "tx_pause", "full", "none" };
	struct rte_eth_conf conf = {
		.rxmode.offloads = RTE_ETH_RX_OFFLOAD_VLAN_FILTER,
		.txmode.offloads = RTE_ETH_TX_OFFLOAD_IPV4_CKSUM | RTE_ETH_TX_OFFLOAD_UDP_CKSUM |
				   RTE_ETH_TX_OFFLOAD_TCP_CKSUM,
	};
	struct dpaa2x_soc *board = ft_shim_board();
	char args[64];
	unsigned int i;

	list_load();
	T_CHECK(n_list > 20);
	dpaa2x_soc_mc_trace_start(board);
	t_log_clear();
	T_EQ(bring_up_and_down("dpni=1,gen=off"), 0);
	T_CHECK(transcript_check(board, "bring-up") > 30);
	/* the strict firmware's default refusals, every fallback at once */
	for (i = 0; i < RTE_DIM(fallback_logs); i++)
		T_CONTAINS(t_log_text(), fallback_logs[i]);
	dpaa2x_soc_mc_trace_start(board);
	T_EQ(bring_up_and_down("dpni=1,gen=off,copybreak=auto"), 0);
	T_CHECK(transcript_check(board, "bring-up with copybreak=auto") > 30);
	for (i = 0; i < RTE_DIM(fc); i++) {
		snprintf(args, sizeof(args), "dpni=1,gen=off,flow_ctrl=%s", fc[i]);
		dpaa2x_soc_mc_trace_start(board);
		T_EQ(bring_up_and_down(args), 0);
		T_CHECK(transcript_check(board, args) > 30);
	}
	dpaa2x_soc_mc_trace_start(board);
	T_EQ(bring_up_with("dpni=1,gen=off", &conf, settings), 0);
	T_CHECK(transcript_check(board, "bring-up with Tx checksums, VLAN filter, MAC, "
				 "statistics reset") > 30);
}

/* Each fallback alone: the kind MC (accept-all) refusing r alone, as a
 * firmware without that one request would: the port starts all the same,
 * the log says what the backend did instead (and no other fallback's line
 * is there), and the refused request is not sent again. With r->err 0 the
 * kind MC refuses nothing: the request is taken and nothing is logged. */
static void
refused(const struct dpaa2x_mc_refusal *r, const char *log_says, unsigned int max_sent)
{
	static struct dpaa2x_mc_trace t[MODEL_MC_TRACE];
	struct dpaa2x_soc *board = ft_shim_board();
	unsigned int n, i, sent = 0;

	T_EQ(dpaa2x_soc_mc_firmware(board, MODEL_MC_FW_ACCEPT_ALL), 0);
	if (r->err != 0)
		T_EQ(dpaa2x_soc_mc_refuse(board, r), 0);
	dpaa2x_soc_mc_trace_start(board);
	t_log_clear();
	T_EQ(bring_up_and_down("dpni=1,gen=off"), 0);
	if (r->err != 0)
		T_CONTAINS(t_log_text(), log_says);
	for (i = 0; i < RTE_DIM(fallback_logs); i++)
		if ((r->err == 0 || strncmp(log_says, fallback_logs[i],
					    strlen(fallback_logs[i])) != 0) &&
		    strstr(t_log_text(), fallback_logs[i]) != NULL)
			T_FAIL_AT("refusing %s alone: the log has \"%s\"",
				  dpaa2x_mc_op_name((enum dpaa2x_mc_op)r->op), fallback_logs[i]);
	n = dpaa2x_soc_mc_trace_read(board, t, RTE_DIM(t));
	for (i = 0; i < n && i < RTE_DIM(t); i++)
		if (t[i].op == r->op && (r->param == DPAA2X_MC_ANY || t[i].param == r->param) &&
		    (r->options == 0 || (t[i].options & r->options) != 0) && t[i].err == r->err)
			sent++;
	T_EQ(sent, max_sent);
	T_EQ(dpaa2x_soc_mc_refuse(board, NULL), 0);
	T_EQ(dpaa2x_soc_mc_firmware(board, MODEL_MC_FW_STRICT), 0);
}

/* Each fallback: the request refused, the log line, how many times the
 * request is sent refused and taken by the kind MC. */
static const struct {
	struct dpaa2x_mc_refusal r;
	const char *log;
	unsigned int sent_refused, sent_taken;
} fallbacks[] = {
	/* asked once; taken, at each start */
	{ { DPAA2X_MC_DPNI_SET_BUFFER_LAYOUT, DPAA2X_MC_QUEUE_RX, DPAA2X_MC_BL_NO_SG, -EINVAL },
	  NO_SG_LOG "NO_SG (Invalid argument): set without it", 1, 1 },
	/* page 4 asked once; taken, at each of the 8 statistics reads */
	{ { DPAA2X_MC_DPNI_GET_STATISTICS, 4, 0, -EINVAL },
	  PAGE4_LOG " (Invalid argument): the Rx tail drops read 0", 1, 8 },
	/* asked once; taken, once per Tx queue of the dpni (4) */
	{ { DPAA2X_MC_DPNI_GET_QUEUE, DPAA2X_MC_QUEUE_TX_CONFIRM, 0, -EINVAL },
	  TXCONF_LOG " (Invalid argument): no Tx confirmation queues", 1, 4 },
	/* asked once per open of the dpni; taken, once too */
	{ { DPAA2X_MC_DPNI_GET_TAILDROP, DPAA2X_MC_QUEUE_RX, 0, -ENOTSUP },
	  TAILDROP_LOG " (Operation not supported): the Rx queues' depth is 1024", 1, 1 },
};

static void
test_refuse_each(void)
{
	struct dpaa2x_mc_refusal r;
	unsigned int i;

	RTE_BUILD_BUG_ON(RTE_DIM(fallbacks) != RTE_DIM(fallback_logs));
	for (i = 0; i < RTE_DIM(fallbacks); i++) {
		r = fallbacks[i].r;
		refused(&r, fallbacks[i].log, fallbacks[i].sent_refused);
		r.err = 0;
		refused(&r, fallback_logs[i], fallbacks[i].sent_taken);
	}
}

/*
 * copybreak=auto with dpbp_set_notifications refused (alone: the strict
 * firmware refuses it too, as no DPDK driver sends it): the port starts
 * with a fixed copybreak, auto's low one with the pool full, its high one
 * with the pool below its depletion entry (held by the application) when
 * Rx starts; the log says so.
 */
static void
cb_refused(unsigned int hold, uint32_t want, const char *why)
{
	struct dpaa2x_mc_refusal r = { DPAA2X_MC_DPBP_SET_NOTIFICATIONS, DPAA2X_MC_ANY, 0,
				       -ENOTSUP };
	struct dpaa2x_soc *board = ft_shim_board();
	struct rte_pmd_dpaa2x_copybreak_info ci;
	struct rte_mbuf *held[1024];
	struct rte_mempool *mp;
	char want_log[256];
	uint16_t port;

	T_EQ(dpaa2x_soc_mc_firmware(board, MODEL_MC_FW_ACCEPT_ALL), 0);
	T_EQ(dpaa2x_soc_mc_refuse(board, &r), 0);
	port = t_probe("net_dpaa2x0", "dpni=1,gen=off,copybreak=auto:64:1000");
	mp = rte_pktmbuf_pool_create("cbr", 1024, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE, 0);
	T_NE(mp, NULL);
	T_EQ(rte_pktmbuf_alloc_bulk(mp, held, hold), 0);
	t_log_clear();
	t_port_start(port, mp);
	snprintf(want_log, sizeof(want_log), "net_dpaa2x: port %u: copybreak=auto:64:1000 "
		 "follows the Rx pools' state notifications, which the MC refused (Operation "
		 "not supported): fixed copybreak=%u (%s)", port, want, why);
	T_CONTAINS(t_log_text(), want_log);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak_info(port, &ci), 0);
	T_EQ(ci.auto_mode, 0);
	T_EQ(ci.copybreak, want);
	/* auto again at run time: the MC's refusal, nothing changed */
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak_auto(port, 64, 1000), -ENOTSUP);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak_info(port, &ci), 0);
	T_EQ(ci.auto_mode, 0);
	T_EQ(ci.copybreak, want);
	rte_pktmbuf_free_bulk(held, hold);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	rte_mempool_free(mp);
	T_EQ(dpaa2x_soc_mc_refuse(board, NULL), 0);
	T_EQ(dpaa2x_soc_mc_firmware(board, MODEL_MC_FW_STRICT), 0);
}

static void
test_cb_auto_refused(void)
{
	cb_refused(0, 64, "no pool depleted");
	cb_refused(1000, 1000, "a pool below its depletion entry");
}

/*
 * BMan writes a pool state message at a change of state only: a pool
 * already below its depletion entry when copybreak=auto starts watching
 * it reads as depleted all the same (the driver seeds the state from the
 * MC's free count), and as not depleted once the application gives its
 * mbufs back (BMan's message of the exit).
 */
static void
test_cb_auto_starts_depleted(void)
{
	struct rte_pmd_dpaa2x_copybreak_info ci;
	struct rte_mbuf *held[1000];
	struct rte_mempool *mp;
	uint16_t port;
	uint64_t t0;

	/* the kind MC: the strict firmware refuses the notifications */
	T_EQ(dpaa2x_soc_mc_firmware(ft_shim_board(), MODEL_MC_FW_ACCEPT_ALL), 0);
	port = t_probe("net_dpaa2x0", "dpni=1,gen=off,copybreak=auto:64:1000");
	mp = rte_pktmbuf_pool_create("cbd", 1024, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE, 0);
	T_NE(mp, NULL);
	T_EQ(rte_pktmbuf_alloc_bulk(mp, held, RTE_DIM(held)), 0);	/* 24 left */
	t_port_start(port, mp);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak_info(port, &ci), 0);
	T_EQ(ci.auto_mode, 1);
	T_EQ(ci.pool_depleted, 1);
	T_EQ(ci.copybreak, 1000);
	T_CHECK(ci.depletion_entry > 24);
	rte_pktmbuf_free_bulk(held, RTE_DIM(held));
	t0 = rte_get_timer_cycles();
	do
		T_EQ(rte_pmd_dpaa2x_get_rx_copybreak_info(port, &ci), 0);
	while (ci.pool_depleted && rte_get_timer_cycles() - t0 < 20 * rte_get_timer_hz());
	T_EQ(ci.pool_depleted, 0);
	T_EQ(ci.copybreak, 64);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	rte_mempool_free(mp);
	T_EQ(dpaa2x_soc_mc_firmware(ft_shim_board(), MODEL_MC_FW_STRICT), 0);
}

/*
 * Non-EAL threads and the DPIOs the bus takes back at their exit. Thread A
 * frees mbufs (the handle non-EAL threads share opens on A's DPIO) and
 * ends; thread B takes A's DPIO, as the bus hands it to the next thread;
 * thread C frees mbufs while B holds it: C's releases go to C's own DPIO,
 * none to B's.
 */
struct nonEAL {
	struct rte_mbuf **m;
	unsigned int n;
	int dpio;		/* the DPIO index the thread had */
	uint32_t hold, held;	/* B: hold until told, tell when held */
};

static void *
free_on_thread(void *arg)
{
	struct nonEAL *w = arg;

	rte_pktmbuf_free_bulk(w->m, w->n);
	w->dpio = DPAA2_PER_LCORE_DPIO != NULL ? DPAA2_PER_LCORE_DPIO->index : -1;
	return NULL;
}

static void *
hold_dpio(void *arg)
{
	struct nonEAL *w = arg;
	uint64_t t0 = rte_get_timer_cycles();

	w->dpio = dpaa2_affine_qbman_swp() == 0 ? DPAA2_PER_LCORE_DPIO->index : -1;
	__atomic_store_n(&w->held, 1, __ATOMIC_RELEASE);
	while (__atomic_load_n(&w->hold, __ATOMIC_ACQUIRE) &&
	       rte_get_timer_cycles() - t0 < 60 * rte_get_timer_hz())
		rte_delay_us_sleep(1000);
	return NULL;
}

static uint64_t
released_on(int dpio)
{
	struct dpaa2x_swp_stats st = { 0 };

	T_EQ(dpaa2x_swp_get_stats(ft_shim_board(), dpio, &st), 0);
	return st.released;
}

static void
test_non_eal_dpio_reclaimed(void)
{
	struct nonEAL a = { .n = 14 }, b = { .hold = 1 }, c = { .n = 14 };
	struct rte_mbuf *ma[14], *mc[14];
	struct rte_mempool *mp;
	pthread_t ta, tb, tc;
	uint64_t b_before, c_before = 0;
	uint64_t t0;
	uint16_t port;

	port = t_probe("net_dpaa2x0", "dpni=1,gen=off");
	mp = rte_pktmbuf_pool_create("nonEAL", 1024, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE, 0);
	T_NE(mp, NULL);
	T_EQ(rte_pktmbuf_alloc_bulk(mp, ma, RTE_DIM(ma)), 0);
	T_EQ(rte_pktmbuf_alloc_bulk(mp, mc, RTE_DIM(mc)), 0);
	a.m = ma;
	c.m = mc;
	T_EQ(pthread_create(&ta, NULL, free_on_thread, &a), 0);
	T_EQ(pthread_join(ta, NULL), 0);
	T_CHECK(a.dpio >= 0);
	T_EQ(pthread_create(&tb, NULL, hold_dpio, &b), 0);
	t0 = rte_get_timer_cycles();
	while (!__atomic_load_n(&b.held, __ATOMIC_ACQUIRE) &&
	       rte_get_timer_cycles() - t0 < 20 * rte_get_timer_hz())
		rte_delay_us_sleep(1000);
	T_EQ(b.dpio, a.dpio);			/* A's, given back at its exit */
	b_before = released_on(b.dpio);
	T_EQ(pthread_create(&tc, NULL, free_on_thread, &c), 0);
	T_EQ(pthread_join(tc, NULL), 0);
	T_CHECK(c.dpio >= 0 && c.dpio != b.dpio);
	T_EQ(released_on(b.dpio), b_before);	/* nothing on B's DPIO */
	if (c.dpio >= 0)
		T_EQ(released_on(c.dpio) - c_before, 14);
	__atomic_store_n(&b.hold, 0, __ATOMIC_RELEASE);
	T_EQ(pthread_join(tb, NULL), 0);
	T_EQ(rte_eth_dev_configure(port, 1, 1, &(struct rte_eth_conf){ 0 }), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	rte_mempool_free(mp);
}

/* A frame of a local ethertype (no parse) to mac, injected on dpni's
 * wire, received on port within 20 s: how many came (into b). */
static uint16_t
inject_receive(uint16_t port, uint16_t dpni, const uint8_t mac[6], struct rte_mbuf **b,
	       uint16_t nb)
{
	uint8_t frame[64] = { 0 };
	uint16_t got = 0;
	uint64_t t0;

	memcpy(frame, mac, 6);
	frame[12] = 0x88;
	frame[13] = 0xb5;
	T_EQ(dpaa2x_wire_inject(ft_shim_board(), dpni, frame, sizeof(frame)), 0);
	t0 = rte_get_timer_cycles();
	while (got == 0 && rte_get_timer_cycles() - t0 < 20 * rte_get_timer_hz())
		got = rte_eth_rx_burst(port, 0, b, nb);
	return got;
}

/* net_dpaa2x0 on dpni@1, started on a new pool (*mp) and one Rx burst
 * past (its next pull left open): its port id. */
static uint16_t
port_up(const char *pool, struct rte_mempool **mp)
{
	struct rte_mbuf *b[32];
	uint16_t port = t_probe("net_dpaa2x0", "dpni=1,gen=off");

	*mp = rte_pktmbuf_pool_create(pool, 1024, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE, 0);
	T_NE(*mp, NULL);
	t_port_start(port, *mp);
	T_EQ(rte_eth_rx_burst(port, 0, b, RTE_DIM(b)), 0);
	return port;
}

/* Stop port, audit it, remove vdev name, free its pool and the storage. */
static void
port_down(uint16_t port, const char *name, struct rte_mempool *mp, void *dq)
{
	T_EQ(rte_eth_dev_stop(port), 0);
	T_AUDIT(port);
	T_EQ(rte_vdev_uninit(name), 0);
	rte_mempool_free(mp);
	rte_free(dq);
}

/* Another driver's volatile dequeue of one frame from dpni@300's Rx queue
 * 0 (no traffic there: it expires empty) on swp, into dq, as net_dpaa2's
 * (DPDK's QBMan functions): qbman_swp_pull()'s answer. */
static int
other_pull(struct qbman_swp *swp, struct qbman_result *dq)
{
	struct dpaa2x_dpni_attr a;
	struct qbman_pull_desc pd;

	T_EQ(dpaa2x_dpni_get_attr(ft_shim_board(), 300, &a), 0);
	qbman_pull_desc_clear(&pd);
	qbman_pull_desc_set_numframes(&pd, 1);
	qbman_pull_desc_set_fq(&pd, a.rx_fqid[0]);
	qbman_pull_desc_set_storage(&pd, dq, rte_malloc_virt2iova(dq), 1);
	return qbman_swp_pull(swp, &pd);
}

/* Wait (20 s at most) until QMan answered the pull into dq: it expired
 * without a frame. */
static void
other_pull_expired(struct qbman_swp *swp, struct qbman_result *dq)
{
	uint64_t t0 = rte_get_timer_cycles();

	while (!qbman_result_has_new_result(swp, dq) &&
	       rte_get_timer_cycles() - t0 < 20 * rte_get_timer_hz())
		rte_pause();
	T_NE(qbman_result_DQ_flags(dq) & QBMAN_DQ_STAT_EXPIRED, 0);
	T_EQ(qbman_result_DQ_flags(dq) & QBMAN_DQ_STAT_VALIDFRAME, 0);
}

/* After a dpaa2x Rx burst (its next pull left open), another driver's
 * volatile dequeue on the thread's main portal goes out and completes. */
static void
test_main_portal_free(void)
{
	struct rte_mempool *mp;
	struct qbman_result *dq = rte_zmalloc("dq", 16 * sizeof(*dq), 64);
	struct rte_mbuf *b[32];
	uint16_t port;

	T_NE(dq, NULL);
	port = port_up("mainp", &mp);
	T_EQ(rte_eth_rx_burst(port, 0, b, RTE_DIM(b)), 0);
	/* the open pull is on the Rx DPIO, published for its other users */
	T_NE(DPAA2_PER_LCORE_ETHRX_DPIO, NULL);
	T_NE(DPAA2_PER_LCORE_ETHRX_DPIO, DPAA2_PER_LCORE_DPIO);
	T_NE(get_swp_active_dqs(DPAA2_PER_LCORE_ETHRX_DPIO->index), NULL);
	T_EQ(get_swp_active_dqs(DPAA2_PER_LCORE_DPIO->index), NULL);
	T_EQ(other_pull(DPAA2_PER_LCORE_PORTAL, dq), 0);
	other_pull_expired(DPAA2_PER_LCORE_PORTAL, dq);
	T_EQ(rte_eth_rx_burst(port, 0, b, RTE_DIM(b)), 0);	/* Rx goes on */
	port_down(port, "net_dpaa2x0", mp, dq);
}

/*
 * net_dpaa2 and dpaa2x polling on one lcore share its Ethernet Rx DPIO,
 * each publishing its open pull in rte_global_active_dqs_list and waiting
 * for the other's as net_dpaa2 does (dpaa2_dev_prefetch_rx, with DPDK's
 * QBMan functions here):
 *  - after a dpaa2x burst, net_dpaa2 finds dpaa2x's pull, waits for it
 *    with qbman_check_command_complete(), which frees VDQCR only for the
 *    storage QBMan's driver was given, and its own pull goes out;
 *  - with net_dpaa2's pull left open (its prefetch), dpaa2x waits for it
 *    the same way and receives a frame injected on its dpni.
 */
static void
test_ethrx_shared(void)
{
	struct qbman_result *dq = rte_zmalloc("dq", 16 * sizeof(*dq), 64);
	struct qbman_result *open;
	struct rte_ether_addr ea;
	struct rte_mempool *mp;
	struct rte_mbuf *b[32];
	uint16_t port, got, idx;
	uint64_t t0;

	T_NE(dq, NULL);
	port = port_up("ethrx", &mp);
	T_NE(DPAA2_PER_LCORE_ETHRX_DPIO, NULL);
	if (dq == NULL || DPAA2_PER_LCORE_ETHRX_DPIO == NULL)
		return;
	idx = DPAA2_PER_LCORE_ETHRX_DPIO->index;
	/* net_dpaa2 after dpaa2x */
	open = get_swp_active_dqs(idx);
	T_NE(open, NULL);
	t0 = rte_get_timer_cycles();
	while (open != NULL && !qbman_check_command_complete(open) &&
	       rte_get_timer_cycles() - t0 < 20 * rte_get_timer_hz())
		rte_pause();
	clear_swp_active_dqs(idx);
	T_EQ(other_pull(DPAA2_PER_LCORE_ETHRX_PORTAL, dq), 0);
	set_swp_active_dqs(idx, dq);		/* left open, as its prefetch */
	/* dpaa2x after net_dpaa2 */
	T_EQ(rte_eth_macaddr_get(port, &ea), 0);
	got = inject_receive(port, 1, ea.addr_bytes, b, RTE_DIM(b));
	T_EQ(got, 1);
	rte_pktmbuf_free_bulk(b, got);
	T_NE(get_swp_active_dqs(idx), dq);	/* dpaa2x's own now */
	other_pull_expired(DPAA2_PER_LCORE_ETHRX_PORTAL, dq);
	port_down(port, "net_dpaa2x0", mp, dq);
}

/*
 * dpni ids as restool makes them (FT_SHIM_DPL: the default DPL with
 * dpni@2 as dpni@300): a port on dpni 300 beside one on dpni 1 receives;
 * an id the MC has not, and one beyond the contract's, are refused.
 */
static void
test_dpni_high_id(void)
{
	static const uint8_t mac300[6] = { 0x02, 0x00, 0x00, 0x00, 0x00, 0x02 };
	struct rte_ether_addr ea;
	struct rte_mempool *mp;
	struct rte_mbuf *b[32];
	uint16_t p1, p300, got;

	p300 = t_probe("net_dpaa2x3", "dpni=300,gen=off");
	p1 = t_probe("net_dpaa2x0", "dpni=1,gen=off");
	T_EQ(rte_eth_macaddr_get(p300, &ea), 0);
	T_EQ(memcmp(ea.addr_bytes, mac300, 6), 0);	/* dpni@300's, from the MC */
	mp = rte_pktmbuf_pool_create("ids", 1024, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE, 0);
	T_NE(mp, NULL);
	t_port_start(p300, mp);
	got = inject_receive(p300, 300, mac300, b, RTE_DIM(b));
	T_EQ(got, 1);
	if (got == 1) {
		T_EQ(b[0]->pkt_len, 64);	/* as injected */
		rte_pktmbuf_free(b[0]);
	}
	T_EQ(rte_eth_dev_stop(p300), 0);
	T_AUDIT(p300);
	t_log_clear();
	T_NE(rte_vdev_init("net_dpaa2x1", "backend=fslmc,dpni=299,gen=off"), 0);
	T_NE(rte_vdev_init("net_dpaa2x2", "backend=fslmc,dpni=65536,gen=off"), 0);
	T_CONTAINS(t_log_text(), "net_dpaa2x1: devarg dpni=299: ");
	T_CONTAINS(t_log_text(), "0..65535");
	T_EQ(rte_vdev_uninit("net_dpaa2x3"), 0);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	(void)p1;
	rte_mempool_free(mp);
}

/* A dpni the bus gave another driver (-b fslmc:dpni.N forgotten) is
 * refused, naming that driver and the option; free again, it probes. */
static void
test_dpni_owned(void)
{
	T_EQ(ft_shim_dpni_give(300, "net_dpaa2"), 0);
	t_log_clear();
	T_NE(rte_vdev_init("net_dpaa2x3", "backend=fslmc,dpni=300,gen=off"), 0);
	T_CONTAINS(t_log_text(), "net_dpaa2x: fslmc: dpni.300 is net_dpaa2's: the fslmc bus "
		   "gave it to that driver (keep it off with the EAL option -b fslmc:dpni.300)");
	T_CONTAINS(t_log_text(), "net_dpaa2x3: devarg dpni=300: another driver of the fslmc bus "
		   "has it");
	T_EQ(ft_shim_dpni_give(300, NULL), 0);
	t_probe("net_dpaa2x3", "dpni=300,gen=off");
	T_EQ(rte_vdev_uninit("net_dpaa2x3"), 0);
	T_EQ(ft_shim_dpni_give(2, "net_dpaa2"), -ENODEV);	/* dpni@2 is dpni@300 here */
}

int
main(int argc, char **argv)
{
	if (argc < 4) {
		fprintf(stderr, "usage: %s <MC command list> <NIC guide> <DPDK source>\n",
			argv[0]);
		return 2;
	}
	list_path = argv[1];
	guide_path = argv[2];
	sdk_path = argv[3];
	t_eal_init(argv[0], NULL);
	t_log_capture();
	T_RUN(test_transcript);
	T_RUN(test_refuse_each);
	T_RUN(test_cb_auto_refused);
	T_RUN(test_cb_auto_starts_depleted);
	T_RUN(test_main_portal_free);
	T_RUN(test_ethrx_shared);
	T_RUN(test_non_eal_dpio_reclaimed);
	T_RUN(test_dpni_high_id);
	T_RUN(test_dpni_owned);
	t_log_release();
	return t_done();
}
