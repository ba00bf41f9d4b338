/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Link flow control of a dpmac: IEEE 802.3x PAUSE, as DPAA2's MAC does
 * it under the dpni link options PAUSE and ASYM_PAUSE.
 *
 * Tx pause (the port sends PAUSE): while any Rx FQ of the dpni holds
 * xoff frames or more, the MAC sends a PAUSE frame of `quanta` (512 bit
 * times each), again when half that time has passed, and a PAUSE of
 * quanta 0 (XON) once every Rx FQ is down to xon frames. The link partner
 * sends nothing while a PAUSE is in force: the tester behind the dpmac
 * (generator, pcap replay, injected frames, tap) holds its frames, a
 * dpni at the other end of a dpni-dpni or loopback link receives the
 * PAUSE as its own MAC would.
 *
 * Rx pause (the port honours PAUSE): a PAUSE frame that arrives holds the
 * dpni's Tx for its quanta; quanta 0 lets it go at once. The MAC consumes
 * every MAC control frame (type 0x8808), honoured or not: none reaches
 * WRIOP Rx or the tester's "offered" count.
 */

#include <errno.h>
#include <string.h>

#include <rte_common.h>
#include <rte_cycles.h>

#include "dpni.h"
#include "engine.h"
#include "qman.h"
#include "soc.h"

#define ETH_TYPE_MAC_CTRL	0x8808
#define MAC_CTRL_PAUSE		0x0001
#define PAUSE_QUANTUM_BITS	512
#define PAUSE_QUANTA_DEFAULT	0xffff

static inline bool
opt_rx_pause(uint32_t opts)
{
	return (opts & DPAA2X_LINK_OPT_PAUSE) != 0;
}

/* DPAA2: Tx pause is PAUSE without ASYM_PAUSE, or ASYM_PAUSE alone. */
static inline bool
opt_tx_pause(uint32_t opts)
{
	return !(opts & DPAA2X_LINK_OPT_PAUSE) != !(opts & DPAA2X_LINK_OPT_ASYM_PAUSE);
}

/* TSC cycles of q pause quanta at the link speed. */
static uint64_t
quanta_tsc(const struct dpaa2x_soc *soc, const struct model_dpni *ni, uint16_t q)
{
	uint64_t bits = (uint64_t)q * PAUSE_QUANTUM_BITS;

	return (uint64_t)((unsigned __int128)bits * soc->tsc_hz /
			  ((uint64_t)RTE_MAX(ni->link_speed, 1u) * 1000000));
}

/* A PAUSE of quanta q arrives at ni's MAC. */
static void
pause_received(struct dpaa2x_soc *soc, struct model_dpni *ni, uint16_t q, uint64_t now)
{
	struct model_pause *p = &ni->pause;

	p->rx_pause++;
	if (opt_rx_pause(p->opts))
		p->tx_until = q == 0 ? 0 : now + quanta_tsc(soc, ni, q);
}

/* ni's MAC sends a PAUSE of quanta q (0: XON) to its link partner. */
static void
pause_send(struct dpaa2x_soc *soc, struct model_dpni *ni, uint16_t q, uint64_t now)
{
	struct model_pause *p = &ni->pause;

	if (q != 0)
		p->tx_pause++;
	else
		p->tx_xon++;
	p->sent_tsc = now;
	if (ni->peer != MODEL_NO_PEER) {	/* a dpni's MAC, or our own (loopback) */
		pause_received(soc, &soc->dpni[ni->peer], q, now);
		return;
	}
	/* the tester honours it (and counts it: wire stats) */
	p->partner_until = q == 0 ? 0 : now + quanta_tsc(soc, ni, q);
	if (q != 0)
		ni->wst.partner_pause++;
	else
		ni->wst.partner_xon++;
}

/* The fullest Rx FQ of the dpni, frames. */
static uint32_t
rx_fill(const struct model_dpni *ni)
{
	uint32_t q, fill = 0;

	for (q = 0; q < ni->num_rx; q++)
		fill = RTE_MAX(fill, model_fq_depth(ni->rxq[q]));
	return fill;
}

bool
model_pause_partner_holds(struct dpaa2x_soc *soc, struct model_dpni *ni)
{
	struct model_pause *p = &ni->pause;
	uint64_t now;
	uint32_t fill;

	if (likely(p->opts == 0 && !p->asserted && p->partner_until == 0))
		return false;			/* flow control off (the usual case) */
	now = rte_rdtsc();
	if (!opt_tx_pause(p->opts) || !ni->enabled) {
		/* switched off or port down: the partner may send again */
		if (p->asserted)
			pause_send(soc, ni, 0, now);
		p->asserted = false;
	} else {
		fill = rx_fill(ni);
		if (!p->asserted && fill >= p->xoff) {
			pause_send(soc, ni, p->quanta, now);	/* XOFF */
			p->asserted = true;
		} else if (p->asserted && fill <= p->xon) {
			if (p->send_xon)
				pause_send(soc, ni, 0, now);	/* XON */
			p->asserted = false;		/* else the quanta run out */
		} else if (p->asserted && now - p->sent_tsc >= quanta_tsc(soc, ni, p->quanta) / 2) {
			pause_send(soc, ni, p->quanta, now);	/* refresh before it ends */
		}
	}
	if (p->partner_until != 0 && now >= p->partner_until)
		p->partner_until = 0;		/* the PAUSE time ran out */
	return p->partner_until != 0;
}

bool
model_pause_tx_held(const struct dpaa2x_soc *soc, struct model_dpni *ni)
{
	struct model_pause *p = &ni->pause;

	(void)soc;
	if (likely(p->tx_until == 0))
		return false;
	if (rte_rdtsc() < p->tx_until)
		return true;
	p->tx_until = 0;
	return false;
}

static inline bool
is_mac_ctrl(const struct model_frame *f)
{
	return f->len >= DPAA2X_MIN_FRAME &&
	       (f->data[12] << 8 | f->data[13]) == ETH_TYPE_MAC_CTRL;
}

void
model_mac_rx(struct dpaa2x_soc *soc, struct model_dpni *ni,
	     const struct model_frame *f, unsigned int n)
{
	struct model_frame keep[MODEL_BURST];
	unsigned int i, k = 0;
	uint64_t now = 0;

	for (i = 0; i < n; i++) {
		if (likely(!is_mac_ctrl(&f[i]))) {
			keep[k++] = f[i];
			ni->wst.gen_frames++;		/* offered to the dpni */
			ni->wst.gen_bytes += f[i].len;
			continue;
		}
		/* MAC control: ends at the MAC, honoured if it is a PAUSE */
		if ((f[i].data[14] << 8 | f[i].data[15]) != MAC_CTRL_PAUSE) {
			ni->pause.rx_ctrl++;
			continue;
		}
		if (now == 0)
			now = rte_rdtsc();
		pause_received(soc, ni, (uint16_t)(f[i].data[16] << 8 | f[i].data[17]), now);
	}
	if (k != 0)
		model_wriop_rx(soc, ni, keep, k);
}

/* Fill in the defaults of a configuration for ni: 0 fields. */
static void
pause_defaults(const struct model_dpni *ni, struct dpaa2x_pause_cfg *c)
{
	if (c->xoff_frames == 0)
		c->xoff_frames = RTE_MAX(ni->rx_depth * 3 / 4, 2u);
	if (c->xon_frames == 0)
		c->xon_frames = RTE_MIN(ni->rx_depth / 2, c->xoff_frames - 1);
	if (c->pause_quanta == 0)
		c->pause_quanta = PAUSE_QUANTA_DEFAULT;
}

/* The MAC takes a configuration (its defaults filled in). */
static void
pause_store(struct model_pause *p, const struct dpaa2x_pause_cfg *c)
{
	p->opts = c->options;
	p->xoff = c->xoff_frames;
	p->xon = c->xon_frames;
	p->quanta = c->pause_quanta;
	p->send_xon = c->send_xon;
}

void
model_pause_reset(struct model_dpni *ni)
{
	struct dpaa2x_pause_cfg c = { .send_xon = true };

	pause_defaults(ni, &c);
	memset(&ni->pause, 0, sizeof(ni->pause));
	pause_store(&ni->pause, &c);
}

static int
model_dpni_set_pause(struct dpaa2x_soc *soc, uint16_t id, const struct dpaa2x_pause_cfg *cfg)
{
	MODEL_MC_COMMAND(soc);
	struct model_dpni *ni = model_dpni_by_id(soc, id);
	struct dpaa2x_pause_cfg c;

	if (ni == NULL)
		return -ENODEV;
	if (!ni->open)
		return -EPERM;		/* MC commands need an open token */
	if (cfg == NULL ||
	    (cfg->options & ~(DPAA2X_LINK_OPT_PAUSE | DPAA2X_LINK_OPT_ASYM_PAUSE)) != 0)
		return -EINVAL;
	c = *cfg;
	pause_defaults(ni, &c);
	if (c.xoff_frames > ni->rx_depth || c.xon_frames >= c.xoff_frames)
		return -EINVAL;		/* xon < xoff <= the Rx FQ depth */
	pause_store(&ni->pause, &c);
	if (!opt_rx_pause(c.options))
		ni->pause.tx_until = 0;	/* a PAUSE in force no longer holds Tx */
	return 0;
}

static int
model_dpni_get_pause(const struct dpaa2x_soc *soc, uint16_t id, struct dpaa2x_pause_cfg *cfg,
		      struct dpaa2x_pause_stats *st)
{
	MODEL_MC_COMMAND(soc);
	const struct model_dpni *ni = model_dpni_by_id(soc, id);
	const struct model_pause *p;

	if (ni == NULL)
		return -ENODEV;
	if (cfg == NULL && st == NULL)
		return -EINVAL;
	p = &ni->pause;
	if (cfg != NULL) {
		memset(cfg, 0, sizeof(*cfg));
		cfg->options = p->opts;
		cfg->xoff_frames = p->xoff;
		cfg->xon_frames = p->xon;
		cfg->pause_quanta = p->quanta;
		cfg->send_xon = p->send_xon;
	}
	if (st != NULL) {
		memset(st, 0, sizeof(*st));
		st->tx_pause = p->tx_pause;
		st->tx_xon = p->tx_xon;
		st->rx_pause = p->rx_pause;
		st->rx_ctrl_other = p->rx_ctrl;
		st->asserted = p->asserted;
		st->partner_held = p->partner_until != 0;
		st->tx_held = p->tx_until != 0;
	}
	return 0;
}

/* The emulated backend's link flow control (its table: soc.c). */
void
model_ops_pause(struct dpaa2x_backend_ops *o)
{
	o->dpni_set_pause = model_dpni_set_pause;
	o->dpni_get_pause = model_dpni_get_pause;
}
