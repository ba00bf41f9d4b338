/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x-soak: overload net_dpaa2x ports for a long time, then prove that
 * nothing was lost.
 *
 *   dpaa2x-soak [EAL args] -- [--seconds 60] [--carried PPS] [--factor 10]
 *               [--size 64] [--queues 4] [--buffers 8192] [--flows 256]
 *               [--json FILE]
 *
 * Each port's wire offers factor x carried / ports frames per second; a
 * forwarding loop on the main lcore carries at most `carried` per second
 * (port 0 <-> port 1, or a single port back to itself). Once a second it
 * prints what was offered and forwarded; at the end the drops by cause,
 * the audit of every port and whether the pool is full again. The exit
 * status is 0 only when every frame and buffer is accounted for.
 */

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_eal.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>

#include "overload.h"

struct opts {
	double seconds, factor;
	uint64_t carried;
	unsigned int size, queues, buffers, flows;
	const char *json;
};

static void
usage(const char *prog)
{
	printf("usage: %s [EAL args] -- [--seconds S] [--carried PPS] [--factor F]\n"
	       "       [--size BYTES] [--queues N] [--buffers N] [--flows N] [--json FILE]\n",
	       prog);
}

static int
parse_num(const char *opt, const char *s, double lo, double hi, double *v)
{
	char *end;

	errno = 0;
	*v = strtod(s, &end);
	if (errno != 0 || end == s || *end != '\0' || *v < lo || *v > hi) {
		fprintf(stderr, "dpaa2x-soak: --%s %s: expected a number in %g..%g\n",
			opt, s, lo, hi);
		return -1;
	}
	return 0;
}

static int
parse_args(int argc, char **argv, struct opts *o)
{
	static const struct option lo[] = {
		{ "seconds", 1, NULL, 's' }, { "carried", 1, NULL, 'c' },
		{ "factor", 1, NULL, 'f' }, { "size", 1, NULL, 'z' },
		{ "queues", 1, NULL, 'q' }, { "buffers", 1, NULL, 'b' },
		{ "flows", 1, NULL, 'l' }, { "json", 1, NULL, 'j' },
		{ "help", 0, NULL, 'h' }, { NULL, 0, NULL, 0 },
	};
	double v;
	int c;

	*o = (struct opts){ .seconds = 60, .factor = 10, .carried = 100000, .size = 64,
			    .queues = 4, .buffers = 8192, .flows = 256 };
	while ((c = getopt_long(argc, argv, "", lo, NULL)) != -1) {
		switch (c) {
		case 's': if (parse_num("seconds", optarg, 0.1, 1e6, &v)) return -1;
			o->seconds = v; break;
		case 'c': if (parse_num("carried", optarg, 1000, 1e8, &v)) return -1;
			o->carried = (uint64_t)v; break;
		case 'f': if (parse_num("factor", optarg, 1, 1000, &v)) return -1;
			o->factor = v; break;
		case 'z': if (parse_num("size", optarg, 64, 1518, &v)) return -1;
			o->size = (unsigned int)v; break;
		case 'q': if (parse_num("queues", optarg, 1, 4, &v)) return -1;
			o->queues = (unsigned int)v; break;
		case 'b': if (parse_num("buffers", optarg, 256, 1 << 20, &v)) return -1;
			o->buffers = (unsigned int)v; break;
		case 'l': if (parse_num("flows", optarg, 1, 4096, &v)) return -1;
			o->flows = (unsigned int)v; break;
		case 'j': o->json = optarg; break;
		case 'h': usage(argv[0]); exit(0);
		default: usage(argv[0]); return -1;
		}
	}
	if (optind != argc) {
		fprintf(stderr, "dpaa2x-soak: unexpected argument '%s'\n", argv[optind]);
		return -1;
	}
	return 0;
}

static void
tick(double t, const uint64_t *fwd, const uint64_t *offered, void *arg)
{
	const struct overload_conf *c = arg;
	uint64_t f = 0, o = 0;
	uint16_t i;

	for (i = 0; i < c->n_ports; i++) {
		f += fwd[i];
		o += offered[i];
	}
	printf("t=%5.0fs offered %12" PRIu64 " forwarded %12" PRIu64 " (%.1f%%)\n",
	       t, o, f, o ? 100.0 * f / o : 0.0);
	fflush(stdout);
}

static void
print_port(uint16_t port, const struct overload_port *op)
{
	const struct rte_pmd_dpaa2x_audit *a = &op->audit;

	printf("port %u: offered %" PRIu64 ", delivered %" PRIu64 ", tail drops %" PRIu64
	       ", no-buffer %" PRIu64 ", filtered %" PRIu64 ", discards %" PRIu64
	       ", stop discards %" PRIu64 ", bad FDs %" PRIu64 "\n", port, a->rx_offered,
	       a->rx_delivered, a->rx_tail_drops, a->rx_no_buffer, a->rx_filtered,
	       a->rx_discards, a->rx_stop_discards, a->rx_bad_fd);
	printf("port %u: sent %" PRIu64 ", transmitted %" PRIu64 ", hw tx discards %" PRIu64
	       ", app tx full %" PRIu64 ", depletion events %" PRIu64 "\n", port, a->tx_sent,
	       a->tx_hw_frames, a->tx_hw_discards, op->app_tx_full, op->depletion_events);
	printf("port %u: sink %" PRIu64 " frames, corrupted %" PRIu64 ", foreign %" PRIu64
	       "; audit: %s\n", port, op->wire.sink_frames, op->wire.sink_corrupted,
	       op->wire.sink_foreign, op->audit_ret == 0 ? "ok" : op->why);
}

static void
write_json(const char *path, const struct opts *o, const struct overload_conf *c,
	   const struct overload_result *r, int verdict)
{
	FILE *f = fopen(path, "w");
	uint16_t i;

	if (f == NULL) {
		fprintf(stderr, "dpaa2x-soak: %s: %s\n", path, strerror(errno));
		return;
	}
	fprintf(f, "{\n  \"seconds\": %.3f, \"carried_pps\": %" PRIu64 ", \"factor\": %g,"
		" \"size\": %u, \"queues\": %u, \"buffers\": %u,\n", r->elapsed_s,
		o->carried, o->factor, o->size, o->queues, o->buffers);
	fprintf(f, "  \"drain_frames\": %" PRIu64 ", \"drain_timeout\": %s,"
		" \"pools_full\": %s, \"ok\": %s,\n  \"ports\": [\n", r->drain_frames,
		r->drain_timeout ? "true" : "false", r->pools_full ? "true" : "false",
		verdict == 0 ? "true" : "false");
	for (i = 0; i < c->n_ports; i++) {
		const struct overload_port *op = &r->port[i];
		const struct rte_pmd_dpaa2x_audit *a = &op->audit;

		fprintf(f, "    {\"port\": %u, \"audit\": %d, \"why\": \"%s\", \"offered\": %"
			PRIu64 ", \"hw_rx_frames\": %" PRIu64 ", \"delivered\": %" PRIu64
			", \"tail_drops\": %" PRIu64 ", \"no_buffer\": %" PRIu64
			", \"filtered\": %" PRIu64 ", \"discards\": %" PRIu64
			", \"stop_discards\": %" PRIu64 ", \"bad_fd\": %" PRIu64
			", \"tx_sent\": %" PRIu64 ", \"tx_hw_frames\": %" PRIu64
			", \"tx_hw_discards\": %" PRIu64 ", \"app_rx\": %" PRIu64
			", \"app_tx\": %" PRIu64 ", \"app_tx_full\": %" PRIu64
			", \"sink_frames\": %" PRIu64 ", \"sink_corrupted\": %" PRIu64
			", \"sink_foreign\": %" PRIu64 ", \"depletion_events\": %" PRIu64 "}%s\n",
			c->ports[i], op->audit_ret, op->why, a->rx_offered, a->rx_hw_frames,
			a->rx_delivered, a->rx_tail_drops, a->rx_no_buffer, a->rx_filtered,
			a->rx_discards, a->rx_stop_discards, a->rx_bad_fd, a->tx_sent,
			a->tx_hw_frames, a->tx_hw_discards, op->app_rx, op->app_tx,
			op->app_tx_full, op->wire.sink_frames, op->wire.sink_corrupted,
			op->wire.sink_foreign, op->depletion_events,
			i + 1 < c->n_ports ? "," : "");
	}
	fprintf(f, "  ]\n}\n");
	fclose(f);
}

int
main(int argc, char **argv)
{
	struct overload_conf c = { 0 };
	struct overload_result r;
	struct opts o;
	char err[256];
	uint16_t p;
	int ret, verdict;

	ret = rte_eal_init(argc, argv);
	if (ret < 0) {
		fprintf(stderr, "dpaa2x-soak: EAL: %s\n", rte_strerror(rte_errno));
		return 1;
	}
	if (parse_args(argc - ret, argv + ret, &o) < 0)
		return 2;
	RTE_ETH_FOREACH_DEV(p) {
		struct rte_eth_dev_info info;

		if (rte_eth_dev_info_get(p, &info) == 0 &&
		    strcmp(info.driver_name, "net_dpaa2x") == 0 && c.n_ports < OVL_MAX_PORTS)
			c.ports[c.n_ports++] = p;
	}
	if (c.n_ports == 0) {
		fprintf(stderr, "dpaa2x-soak: no net_dpaa2x port: add --vdev net_dpaa2x0,hw_cpu=1\n");
		return 2;
	}
	/* made after probe: the platform's pool ops are then BMan's */
	c.pool = rte_pktmbuf_pool_create("soak", o.buffers, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
					 rte_socket_id());
	if (c.pool == NULL) {
		fprintf(stderr, "dpaa2x-soak: pool of %u mbufs: %s\n", o.buffers,
			rte_strerror(rte_errno));
		return 1;
	}
	c.n_queues = (uint16_t)o.queues;
	c.carried_pps = o.carried;
	c.offered_pps = (uint64_t)(o.factor * o.carried / c.n_ports);
	c.frame_size = (uint16_t)o.size;
	c.flows = o.flows;
	c.seconds = o.seconds;
	c.tick = tick;
	c.tick_arg = &c;
	printf("dpaa2x-soak: %u port(s), %u queues, %" PRIu64 " pps offered per port, "
	       "%" PRIu64 " pps carried, %u-byte frames, %u buffers, %.0f s\n", c.n_ports,
	       c.n_queues, c.offered_pps, c.carried_pps, o.size, o.buffers, o.seconds);
	fflush(stdout);
	ret = overload_run(&c, &r, err, sizeof(err));
	if (ret < 0) {
		fprintf(stderr, "dpaa2x-soak: %s\n", err);
		return 1;
	}
	for (p = 0; p < c.n_ports; p++)
		print_port(c.ports[p], &r.port[p]);
	verdict = overload_verdict(&c, &r);
	printf("drained %" PRIu64 " frames after the generators stopped%s; pool %s: %s\n",
	       r.drain_frames, r.drain_timeout ? " (drain TIMED OUT)" : "", c.pool->name,
	       r.pools_full ? "full" : "MISSING MBUFS");
	printf("%s\n", verdict == 0 ? "soak passed: every frame and buffer accounted for" :
	       "soak FAILED");
	if (o.json != NULL)
		write_json(o.json, &o, &c, &r, verdict);
	for (p = 0; p < c.n_ports; p++)
		rte_eth_dev_close(c.ports[p]);
	rte_mempool_free(c.pool);
	rte_eal_cleanup();
	return verdict == 0 ? 0 : 1;
}
