/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The wire behind each dpmac (emulation only): the generator/sink tester,
 * frames injected by software, a Linux tap interface, pcap files, and a
 * capture of transmitted frames. Loopback and dpni-dpni links never leave
 * WRIOP (wriop.c hands the frames to the receiving port).
 *
 * Frames from the wire are built or read into a wire-side staging area
 * (bytes arriving on the MAC), and WRIOP Rx copies them into the buffer it
 * acquires: the DMA a real port does.
 */

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

#include <pcap/pcap.h>

#include <rte_common.h>
#include <rte_cycles.h>
#include <rte_malloc.h>
#include <rte_string_fns.h>

#include "base.h"
#include "dpni.h"
#include "engine.h"
#include "soc.h"
#include "swp.h"
#include "wire.h"

#define WIRE_OVERHEAD	20	/* preamble + SFD 8, inter-frame gap 12 */
#define GEN_FP		16	/* pacing in TSC cycles << GEN_FP */
#define GEN_LAG_FRAMES	1024	/* the wire does not queue more than this */

struct inject_frame {
	uint32_t len;
	uint8_t data[];
};

/* ---- generator pacing ---- */

/* TSC cycles (<< GEN_FP) one frame of wire size takes at rate_pps and
 * at the link speed, whichever is longer. */
static uint64_t
gen_interval(const struct dpaa2x_soc *soc, const struct model_dpni *ni,
	     uint64_t rate_pps, uint32_t wire_size)
{
	double hz = (double)soc->tsc_hz * (1 << GEN_FP);
	double line = hz * (wire_size + WIRE_OVERHEAD) * 8.0 /
		      ((double)ni->link_speed * 1e6);
	double rate = rate_pps != 0 ? hz / (double)rate_pps : 0.0;

	return (uint64_t)RTE_MAX(line, rate);
}

static void
gen_pacing(const struct dpaa2x_soc *soc, struct model_dpni *ni)
{
	unsigned int i;

	for (i = 0; i < ni->gen.p.n_sizes; i++)
		ni->gen_ivl[i] = gen_interval(soc, ni, ni->gen.p.rate_pps,
					      ni->gen.p.sizes[i]);
}

/*
 * How many frames the wire delivers now. Step mode: a burst, whatever
 * the time. Thread mode: those whose time has come at the paced rate; a
 * wire that fell far behind (engine busy) restarts from now.
 */
static unsigned int
gen_due(struct dpaa2x_soc *soc, struct model_dpni *ni, unsigned int max)
{
	uint64_t now, left = ni->gen_left;
	unsigned int n = 0, si = ni->gen.next_size;

	max = RTE_MIN((uint64_t)max, left);
	if (soc->step_mode)
		return max;
	now = (rte_rdtsc() - ni->gen_t0) << GEN_FP;
	if (now > ni->gen_next + GEN_LAG_FRAMES * ni->gen_ivl[si])
		ni->gen_next = now;
	while (n < max && ni->gen_next <= now) {
		ni->gen_next += ni->gen_ivl[si];
		si = si + 1 == ni->gen.p.n_sizes ? 0 : si + 1;
		n++;
	}
	return n;
}

static unsigned int
wire_rx_gen(struct dpaa2x_soc *soc, struct model_dpni *ni)
{
	struct model_frame f[MODEL_BURST];
	unsigned int n, i, total = 0;
	uint32_t off, len;
	uint64_t tsc;

	if (!ni->gen_run || !ni->link_up)
		return 0;
	do {
		/* small batches: pulls are serviced between them (latency) */
		n = gen_due(soc, ni, RTE_MIN(ni->gen_burst - total, (unsigned int)MODEL_GEN_BATCH));
		tsc = rte_rdtsc();
		for (i = 0, off = 0; i < n; i++) {
			len = dpaa2x_gen_build(&ni->gen, soc->gen_stage + off,
					       MODEL_GEN_STAGE_SIZE - off, tsc);
			f[i].data = soc->gen_stage + off;
			f[i].len = len;
			off += RTE_ALIGN_CEIL(len, RTE_CACHE_LINE_SIZE);
			ni->wst.gen_frames++;
			ni->wst.gen_bytes += len;
		}
		ni->gen_left -= n;
		ni->gen_built += n;
		model_wriop_rx(soc, ni, f, n);
		model_service_portals(soc);	/* pull latency: between batches */
		total += n;
		/* a PAUSE from the dpmac: the tester holds the rest */
	} while (n == MODEL_GEN_BATCH && total < ni->gen_burst &&
		 !model_pause_partner_holds(soc, ni));
	if (ni->gen_left == 0)
		ni->gen_run = false;	/* count reached */
	return total;
}

/* ---- injected frames ---- */

static unsigned int
wire_rx_inject(struct dpaa2x_soc *soc, struct model_dpni *ni)
{
	struct inject_frame *inj[MODEL_BURST];
	struct model_frame f[MODEL_BURST];
	unsigned int n, i;

	n = rte_ring_sc_dequeue_burst(ni->inject, (void **)inj, MODEL_BURST, NULL);
	for (i = 0; i < n; i++) {
		f[i].data = inj[i]->data;
		f[i].len = inj[i]->len;
	}
	if (n != 0)
		model_mac_rx(soc, ni, f, n);	/* counts what the wire offers */
	for (i = 0; i < n; i++)
		rte_free(inj[i]);
	return n;
}

/* ---- tap and pcap ---- */

/*
 * The pcap tester sends while the link is up: the dpmac's link and the dpni
 * enabled (a link partner does not send into a link that is down).
 */
static inline bool
pcap_replaying(const struct model_dpni *ni)
{
	return ni->pcap_in != NULL && ni->link_up &&
		__atomic_load_n(&ni->enabled, __ATOMIC_ACQUIRE);
}

/* Frames of the pcap_rx file, paced at line rate (a burst per step). */
static unsigned int
wire_rx_pcap(struct dpaa2x_soc *soc, struct model_dpni *ni)
{
	struct model_frame f[MODEL_BURST];
	struct pcap_pkthdr *h;
	const u_char *data;
	unsigned int n = 0;
	uint32_t off = 0, len;
	uint64_t now = (rte_rdtsc() - ni->gen_t0) << GEN_FP;

	/* the wire does not queue: after the link was down, line rate from now */
	if (now > ni->gen_next + GEN_LAG_FRAMES * gen_interval(soc, ni, 0, 64))
		ni->gen_next = now;
	/* each frame needs room for the largest one in the staging area */
	while (n < MODEL_BURST && off + DPAA2X_MAX_FRAME <= MODEL_GEN_STAGE_SIZE &&
	       (soc->step_mode || ni->gen_next <= now)) {
		if (pcap_next_ex(ni->pcap_in, &h, &data) != 1) {
			pcap_close(ni->pcap_in);	/* end of file */
			ni->pcap_in = NULL;
			break;
		}
		len = RTE_MIN(h->caplen, (uint32_t)DPAA2X_MAX_FRAME);
		memcpy(soc->gen_stage + off, data, len);
		len = model_wire_pad(ni, soc->gen_stage + off, len);
		f[n].data = soc->gen_stage + off;
		f[n++].len = len;
		off += RTE_ALIGN_CEIL(len, RTE_CACHE_LINE_SIZE);
		ni->gen_next += gen_interval(soc, ni, 0, len + DPAA2X_FCS_LEN);
	}
	if (n != 0)
		model_mac_rx(soc, ni, f, n);
	return n;
}

static int
pcap_files_open(struct model_dpni *ni, const struct dpaa2x_dpl_dpmac *mac,
		char *err, size_t errlen)
{
	char perr[PCAP_ERRBUF_SIZE];

	if (mac->pcap_rx[0] != '\0') {
		ni->pcap_in = pcap_open_offline(mac->pcap_rx, perr);
		if (ni->pcap_in == NULL) {
			model_errf(err, errlen, "/objects/dpmac@%u: property 'pcap_rx': %s",
				   mac->id, perr);
			return -ENOENT;
		}
	}
	if (mac->pcap_tx[0] != '\0') {
		ni->pcap_dead = pcap_open_dead(DLT_EN10MB, DPAA2X_MAX_FRAME);
		ni->pcap_out = ni->pcap_dead == NULL ? NULL :
			pcap_dump_open(ni->pcap_dead, mac->pcap_tx);
		if (ni->pcap_out == NULL) {
			model_errf(err, errlen, "/objects/dpmac@%u: property 'pcap_tx': %s", mac->id,
				   ni->pcap_dead ? pcap_geterr(ni->pcap_dead) : "no memory");
			model_wire_close(ni);
			return -EIO;
		}
	}
	return 0;
}

int
model_wire_open(struct model_dpni *ni, const struct dpaa2x_dpl_dpmac *mac,
		char *err, size_t errlen)
{
	ni->tap_fd = -1;
	ni->pcap_in = ni->pcap_out = ni->pcap_dead = NULL;
	ni->gen_t0 = rte_rdtsc();
	ni->gen_next = 0;
	dpaa2x_sink_init(&ni->sink);
	if (mac == NULL)			/* dpni-dpni link */
		return 0;
	ni->wire_pad = !mac->strict_runts;
	if (mac->wire == DPAA2X_WIRE_TAP)
		return model_tap_open(ni, mac, err, errlen);
	if (mac->wire == DPAA2X_WIRE_PCAP)
		return pcap_files_open(ni, mac, err, errlen);
	return 0;
}

void
model_wire_close(struct model_dpni *ni)
{
	if (ni->tap_fd >= 0)
		close(ni->tap_fd);
	ni->tap_fd = -1;
	if (ni->pcap_in != NULL)
		pcap_close(ni->pcap_in);
	if (ni->pcap_out != NULL)
		pcap_dump_close(ni->pcap_out);
	if (ni->pcap_dead != NULL)
		pcap_close(ni->pcap_dead);
	ni->pcap_in = ni->pcap_out = ni->pcap_dead = NULL;
	rte_free(ni->cap_buf);
	ni->cap_buf = NULL;
}

/* Engine: everything that arrives on the wire of ni this pass. */
unsigned int
model_wire_rx(struct dpaa2x_soc *soc, struct model_dpni *ni)
{
	unsigned int work;

	if (unlikely(model_pause_partner_holds(soc, ni))) {
		ni->gen_held = true;
		return 0;	/* a PAUSE from the dpmac in force: the partner sends nothing */
	}
	if (unlikely(!ni->link_up)) {
		ni->gen_held = true;	/* cable out: the partner sends nothing */
	} else if (unlikely(ni->gen_held)) {
		/* after a PAUSE or a cable out a tester goes on at its rate
		 * from now: what it held back does not come as a burst */
		ni->gen_held = false;
		ni->gen_next = (rte_rdtsc() - ni->gen_t0) << GEN_FP;
	}
	work = wire_rx_inject(soc, ni);
	work += wire_rx_gen(soc, ni);
	if (unlikely(ni->tap_fd >= 0) && ni->link_up)	/* cable out: frames wait */
		work += model_tap_rx(soc, ni);
	if (unlikely(pcap_replaying(ni)))
		work += wire_rx_pcap(soc, ni);
	return work;
}

/* A running generator or a pcap being replayed keeps the engine awake
 * (asked between passes: gen_run may change under an MC command). */
bool
model_wire_busy(const struct dpaa2x_soc *soc)
{
	unsigned int i;

	for (i = 0; i < soc->n_dpni; i++)
		if (__atomic_load_n(&soc->dpni[i].gen_run, __ATOMIC_RELAXED) ||
		    pcap_replaying(&soc->dpni[i]))
			return true;
	return false;
}

void
model_wire_tx(struct dpaa2x_soc *soc, struct model_dpni *ni,
	      const uint8_t *frame, uint32_t len, uint64_t now)
{
	int gen;

	if (unlikely(ni->cap_n < ni->cap_want)) {
		memcpy(ni->cap_buf + (size_t)ni->cap_n * DPAA2X_MAX_FRAME, frame, len);
		ni->cap_len[ni->cap_n] = (uint16_t)len;
		__atomic_store_n(&ni->cap_n, ni->cap_n + 1, __ATOMIC_RELEASE);
	}
	switch (ni->wire) {
	case DPAA2X_WIRE_GENERATOR:
		/* the engine owns the sums: it starts them over when asked */
		if (unlikely(__atomic_load_n(&ni->lat_reset, __ATOMIC_ACQUIRE))) {
			dpaa2x_sink_reset_latency(&ni->sink, &ni->wst);
			__atomic_store_n(&ni->lat_reset, false, __ATOMIC_RELEASE);
		}
		gen = dpaa2x_sink_check(&ni->sink, frame, len, now, soc->tsc_hz, &ni->wst);
		/* a generator of this SoC (its dpni index): one of its frames seen */
		if (gen >= 0 && gen < soc->n_dpni)
			soc->dpni[gen].wst.gen_seen++;
		break;
	case DPAA2X_WIRE_TAP:
		model_tap_tx(ni, frame, len);	/* sent: WRIOP counted it, once */
		break;
	case DPAA2X_WIRE_PCAP:
		if (ni->pcap_out != NULL) {
			struct pcap_pkthdr h;

			gettimeofday(&h.ts, NULL);
			h.caplen = h.len = len;
			pcap_dump(ni->pcap_out, &h, frame);
		}
		break;
	default:
		break;			/* loopback, dpni peer: see wriop.c */
	}
}

/* ---- wire control API ---- */

/* The dpni whose wire a control call means; NULL without a tester (the
 * DPL's tester = "off": a backend without one) or without the dpni. */
static struct model_dpni *
wire_dpni(const struct dpaa2x_soc *soc, uint16_t id)
{
	return soc != NULL && soc->dpl.no_tester ? NULL : model_dpni_by_id(soc, id);
}

/* Why wire_dpni() found nothing: no tester on this board, or no dpni. */
static int
wire_absent(const struct dpaa2x_soc *soc)
{
	return soc != NULL && soc->dpl.no_tester ? -ENOTSUP : -ENODEV;
}

static int
model_wire_gen_check(const struct dpaa2x_soc *soc, const struct dpaa2x_gen_params *gp,
		     uint32_t max_frame, char *err, size_t errlen)
{
	RTE_SET_USED(soc);	/* the generator's limits are the same on every board */
	if (gp == NULL)
		return -EINVAL;
	return dpaa2x_gen_check(gp, max_frame, err, errlen);
}

static int
model_wire_gen_config(struct dpaa2x_soc *soc, uint16_t id,
		       const struct dpaa2x_gen_params *gp)
{
	MODEL_MC_COMMAND(soc);
	struct model_dpni *ni = wire_dpni(soc, id);

	if (ni == NULL)
		return wire_absent(soc);
	/* the tester may send frames the port will call oversize */
	if (gp == NULL || dpaa2x_gen_check(gp, DPAA2X_MAX_FRAME, NULL, 0) < 0)
		return -EINVAL;
	if (ni->gen_run)
		return -EBUSY;
	dpaa2x_gen_init(&ni->gen, gp, (uint8_t)(ni - soc->dpni));	/* id: dpni index */
	ni->gen_burst = gp->burst;
	gen_pacing(soc, ni);
	ni->gen_cfg = true;
	return 0;
}

static int
model_wire_gen_start(struct dpaa2x_soc *soc, uint16_t id)
{
	MODEL_MC_COMMAND(soc);
	struct model_dpni *ni = wire_dpni(soc, id);

	if (ni == NULL)
		return wire_absent(soc);
	if (ni->wire != DPAA2X_WIRE_GENERATOR)
		return -ENOTSUP;	/* a pcap, tap, loopback or dpni link: no tester */
	if (!ni->gen_cfg)
		return -EINVAL;
	ni->gen_left = ni->gen.p.count != 0 ? ni->gen.p.count : UINT64_MAX;
	ni->gen_t0 = rte_rdtsc();
	ni->gen_next = 0;
	__atomic_store_n(&ni->gen_run, true, __ATOMIC_RELEASE);
	return 0;
}

static int
model_wire_gen_stop(struct dpaa2x_soc *soc, uint16_t id)
{
	MODEL_MC_COMMAND(soc);
	struct model_dpni *ni = wire_dpni(soc, id);

	if (ni == NULL)
		return wire_absent(soc);
	__atomic_store_n(&ni->gen_run, false, __ATOMIC_RELEASE);
	return 0;
}

/* The wire's counters (an MC command); *tap_fd: a tap's fd, else -1. */
static int
wire_stats_read(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_wire_stats *st,
		int *tap_fd)
{
	MODEL_MC_COMMAND(soc);
	const struct model_dpni *ni = wire_dpni(soc, id);

	if (ni == NULL || st == NULL)
		return ni == NULL ? wire_absent(soc) : -EINVAL;
	*st = ni->wst;
	st->gen_running = __atomic_load_n(&ni->gen_run, __ATOMIC_ACQUIRE);
	/* seen after a reset of this wire, built before it: none missing */
	st->gen_never_seen = ni->gen_built > st->gen_seen ? ni->gen_built - st->gen_seen : 0;
	if (__atomic_load_n(&ni->lat_reset, __ATOMIC_ACQUIRE))
		st->lat_min_ns = st->lat_avg_ns = st->lat_max_ns = 0;	/* not yet done */
	*tap_fd = ni->wire == DPAA2X_WIRE_TAP ? ni->tap_fd : -1;
	return 0;
}

static int
model_wire_get_stats(const struct dpaa2x_soc *soc, uint16_t id,
		      struct dpaa2x_wire_stats *st)
{
	int fd = -1, ret = wire_stats_read(soc, id, st, &fd);

	/* the kernel's tap counters: read with the engine running */
	if (ret == 0 && fd >= 0)
		model_tap_kernel_stats(fd, st);
	return ret;
}

static int
model_wire_reset_latency(struct dpaa2x_soc *soc, uint16_t id)
{
	MODEL_MC_COMMAND(soc);
	struct model_dpni *ni = wire_dpni(soc, id);

	if (ni == NULL)
		return wire_absent(soc);
	__atomic_store_n(&ni->lat_reset, true, __ATOMIC_RELEASE);
	return 0;
}

static int
model_wire_reset_stats(struct dpaa2x_soc *soc, uint16_t id)
{
	MODEL_MC_COMMAND(soc);
	struct model_dpni *ni = wire_dpni(soc, id);

	if (ni == NULL)
		return wire_absent(soc);
	memset(&ni->wst, 0, sizeof(ni->wst));
	ni->gen_built = 0;
	dpaa2x_sink_init(&ni->sink);
	__atomic_store_n(&ni->lat_reset, false, __ATOMIC_RELEASE);
	return 0;
}

static int
model_wire_inject(struct dpaa2x_soc *soc, uint16_t id, const void *frame, uint32_t len)
{
	struct model_dpni *ni = wire_dpni(soc, id);
	struct inject_frame *inj;

	if (ni == NULL)
		return wire_absent(soc);
	if (frame == NULL || len == 0 || len > MODEL_INJECT_MAX_LEN)
		return -EINVAL;
	inj = rte_malloc("dpaa2x_inject", sizeof(*inj) + len, 0);
	if (inj == NULL)
		return -ENOMEM;
	inj->len = len;
	memcpy(inj->data, frame, len);
	if (rte_ring_mp_enqueue(ni->inject, inj) < 0) {
		rte_free(inj);
		return -ENOSPC;		/* 256 frames already wait */
	}
	return 0;
}

/* Drop frames still waiting (SoC destroyed). */
void
model_wire_flush_inject(struct model_dpni *ni)
{
	void *inj;

	while (rte_ring_sc_dequeue(ni->inject, &inj) == 0)
		rte_free(inj);
}

static int
model_wire_capture_start(struct dpaa2x_soc *soc, uint16_t id, unsigned int n)
{
	MODEL_MC_COMMAND(soc);
	struct model_dpni *ni = wire_dpni(soc, id);

	if (ni == NULL)
		return wire_absent(soc);
	if (n > MODEL_CAPTURE_MAX)
		return -EINVAL;
	if (ni->cap_buf == NULL) {
		ni->cap_buf = rte_malloc_socket("dpaa2x_capture",
				(size_t)MODEL_CAPTURE_MAX * DPAA2X_MAX_FRAME, 0,
				soc->mz->socket_id);
		if (ni->cap_buf == NULL)
			return -ENOMEM;
	}
	__atomic_store_n(&ni->cap_want, 0, __ATOMIC_RELEASE);
	ni->cap_n = 0;
	__atomic_store_n(&ni->cap_want, n, __ATOMIC_RELEASE);
	return 0;
}

static int
model_wire_capture_read(const struct dpaa2x_soc *soc, uint16_t id, unsigned int idx,
			 void *buf, uint32_t buflen)
{
	MODEL_MC_COMMAND(soc);
	const struct model_dpni *ni = wire_dpni(soc, id);
	uint32_t len;

	if (ni == NULL)
		return wire_absent(soc);
	if (buf == NULL)
		return -EINVAL;
	if (idx >= __atomic_load_n(&ni->cap_n, __ATOMIC_ACQUIRE))
		return -ENOENT;
	len = ni->cap_len[idx];
	memcpy(buf, ni->cap_buf + (size_t)idx * DPAA2X_MAX_FRAME, RTE_MIN(len, buflen));
	return (int)len;
}

/* The emulated backend's wire control (the tester behind each dpmac) (its table: soc.c). */
void
model_ops_wire(struct dpaa2x_board_ops *o)
{
	o->gen_check = model_wire_gen_check;
	o->gen_config = model_wire_gen_config;
	o->gen_start = model_wire_gen_start;
	o->gen_stop = model_wire_gen_stop;
	o->get_stats = model_wire_get_stats;
	o->reset_latency = model_wire_reset_latency;
	o->reset_stats = model_wire_reset_stats;
	o->inject = model_wire_inject;
	o->set_link = model_wire_set_link;
	o->capture_start = model_wire_capture_start;
	o->capture_read = model_wire_capture_read;
}
