/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The SoC: the Management Complex creating objects from a DPL, the
 * memory they live in, create, attach, start, stop and destroy. The
 * engine that runs it is engine.c's, its DPIO portals dpio.c's.
 *
 * Memory: one memzone "<name>_soc" on the NUMA node of the engine CPU
 * holds the SoC struct, every FQ ring, the staging rings and every pool's
 * buffer array, so a secondary process attaching by name sees it all.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_common.h>
#include <rte_eal.h>
#include <rte_errno.h>
#include <rte_string_fns.h>
#include <rte_memzone.h>

#include "dpaa2x_emu.h"

#include "base.h"
#include "bman.h"
#include "board/wire.h"
#include "dpni.h"
#include "engine.h"
#include "mc_model.h"
#include "qman.h"
#include "soc.h"
#include "swp.h"

#define MC_VERSION	"emulated MC 10.37"
#define MODEL_WIRE_DPNI	0x10	/* internal wire kind: dpni-dpni link */
#define DPL_FILE_MAX	(1u << 20)

int
dpaa2x_dpl_load_file(const char *path, void **dtb, size_t *len, char *err, size_t errlen)
{
	FILE *f;
	long sz;
	void *buf;
	int e;

	if (path == NULL || dtb == NULL || len == NULL)
		return -EINVAL;
	f = fopen(path, "rb");
	if (f == NULL) {
		e = errno;
		model_errf(err, errlen, "DPL file %s: %s", path, strerror(e));
		return -e;
	}
	if (fseek(f, 0, SEEK_END) != 0 || (sz = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
		e = errno;
		fclose(f);
		model_errf(err, errlen, "DPL file %s: %s", path, strerror(e));
		return -e;
	}
	if (sz == 0 || (unsigned long)sz > DPL_FILE_MAX) {
		fclose(f);
		model_errf(err, errlen, "DPL file %s: size %ld is out of range 1..%u",
			   path, sz, DPL_FILE_MAX);
		return -EINVAL;
	}
	buf = malloc(sz);
	if (buf == NULL || fread(buf, 1, sz, f) != (size_t)sz) {
		e = buf == NULL ? ENOMEM : (errno ? errno : EIO);
		free(buf);
		fclose(f);
		model_errf(err, errlen, "DPL file %s: %s", path, strerror(e));
		return -e;
	}
	fclose(f);
	*dtb = buf;
	*len = sz;
	return 0;
}

/* ---- memory layout: the same walk sizes the memzone and fills it ---- */

struct carve {
	uint8_t *base;		/* NULL: only count */
	size_t off;
};

static void *
carve(struct carve *c, size_t len)
{
	size_t o = RTE_ALIGN_CEIL(c->off, RTE_CACHE_LINE_SIZE);

	c->off = o + len;
	return c->base == NULL ? NULL : c->base + o;
}

static const struct dpaa2x_dpl_dpmac *
dpl_dpmac(const struct dpaa2x_dpl *dpl, uint16_t id)
{
	unsigned int i;

	for (i = 0; i < dpl->n_dpmac; i++)
		if (dpl->dpmac[i].id == id)
			return &dpl->dpmac[i];
	return NULL;
}

static uint16_t
dpl_dpni_index(const struct dpaa2x_dpl *dpl, uint16_t id)
{
	unsigned int i;

	for (i = 0; i < dpl->n_dpni; i++)
		if (dpl->dpni[i].id == id)
			return i;
	return MODEL_NO_PEER;
}

/* The port and its wire as the DPL connects them. */
static void
dpni_init(struct dpaa2x_soc *soc, struct model_dpni *ni, unsigned int idx,
	  const struct dpaa2x_dpl_dpni *d)
{
	const struct dpaa2x_dpl_dpmac *mac = NULL;

	ni->id = d->id;
	ni->tap_fd = -1;	/* no wire open yet: teardown must not close fd 0 */
	ni->irq.efd = -1;	/* no MSI bound */
	ni->num_rx = d->num_rx_queues;
	ni->num_tcs = d->num_tcs;	/* the DPL reader checked it divides num_rx */
	ni->rx_per_tc = (uint16_t)(d->num_rx_queues / d->num_tcs);
	ni->num_tx = d->num_tx_queues;
	ni->rx_depth = d->rx_fq_depth;
	ni->tx_depth = d->tx_fq_depth;
	ni->max_frame = d->max_frame_len;
	ni->mac_entries = d->mac_filter_entries;
	ni->vlan_entries = d->vlan_filter_entries;
	ni->peer = MODEL_NO_PEER;
	if (d->peer_type == DPAA2X_OBJ_DPMAC)
		mac = dpl_dpmac(&soc->dpl, d->peer_id);
	if (mac != NULL) {
		ni->dpmac_id = mac->id;
		ni->wire = mac->wire;
		ni->link_speed = mac->link_speed_mbps;
		ni->link_up = mac->link_up;
		if (mac->wire == DPAA2X_WIRE_LOOPBACK)
			ni->peer = idx;		/* Tx comes back on our own Rx */
	} else {
		ni->dpmac_id = MODEL_NO_PEER;
		ni->wire = MODEL_WIRE_DPNI;
		ni->link_speed = MODEL_PEER_SPEED;
		ni->link_up = true;
		ni->peer = dpl_dpni_index(&soc->dpl, d->peer_id);
	}
}

/* FQs of one dpni: Rx, then Tx, then Tx confirmation. */
static int
dpni_fqs(struct dpaa2x_soc *soc, struct carve *c, unsigned int idx,
	 const struct dpaa2x_dpl_dpni *d, uint32_t *nfq)
{
	struct model_dpni *ni = soc == NULL ? NULL : &soc->dpni[idx];
	const struct { enum model_fq_kind kind; uint16_t n; uint32_t depth; } set[] = {
		{ FQ_RX, d->num_rx_queues, d->rx_fq_depth },
		{ FQ_TX, d->num_tx_queues, d->tx_fq_depth },
		{ FQ_TXCONF, d->num_tx_queues, d->tx_fq_depth },
	};
	unsigned int k, q;

	for (k = 0; k < RTE_DIM(set); k++) {
		for (q = 0; q < set[k].n; q++) {
			void *mem = carve(c, model_fq_mem_size(set[k].kind, set[k].depth));
			struct model_fq *fq;

			if (ni == NULL) {
				(*nfq)++;
				continue;
			}
			fq = &soc->fq[*nfq];
			if (model_fq_init(fq, MODEL_FQID_BASE + *nfq, set[k].kind,
					  set[k].depth, idx, mem) < 0)
				return -EINVAL;
			(*nfq)++;
			if (set[k].kind == FQ_RX)
				ni->rxq[q] = fq;
			else if (set[k].kind == FQ_TX)
				ni->txq[q] = fq;
			else
				ni->txcq[q] = fq;
		}
	}
	return 0;
}

/*
 * Place every object: with soc NULL only count the bytes (c->off), with
 * soc set (c->base = memzone) create the objects there.
 */
static int
soc_build(struct dpaa2x_soc *soc, const struct dpaa2x_dpl *dpl, struct carve *c)
{
	size_t stage_sz = rte_ring_get_memsize_elem(sizeof(struct model_stage_ent),
				rte_align32pow2(MODEL_STAGE_DEPTH + 1));
	size_t inject_sz = rte_ring_get_memsize(rte_align32pow2(MODEL_INJECT_DEPTH + 1));
	uint32_t nfq = 0, size;
	unsigned int i;
	void *mem, *mcp;

	carve(c, sizeof(struct dpaa2x_soc));
	for (i = 0; i < dpl->n_dpni; i++)
		nfq += dpl->dpni[i].num_rx_queues + 2 * dpl->dpni[i].num_tx_queues;
	mem = carve(c, nfq * sizeof(struct model_fq));
	if (soc != NULL)
		soc->fq = mem;
	mcp = carve(c, model_mcp_mem_size(nfq));
	mem = carve(c, model_swp_mem_size(dpl->n_dpio));
	if (soc != NULL)
		model_swp_init(soc, mem);
	mem = carve(c, stage_sz);
	if (soc != NULL && rte_ring_init(soc->stage = mem, "stage", MODEL_STAGE_DEPTH,
					 RING_F_SC_DEQ | RING_F_EXACT_SZ) < 0)
		return -EINVAL;
	mem = carve(c, MODEL_GEN_STAGE_SIZE);
	if (soc != NULL)
		soc->gen_stage = mem;
	mem = carve(c, MODEL_TX_STAGE_SIZE);
	if (soc != NULL)
		soc->tx_stage = mem;
	nfq = 0;
	for (i = 0; i < dpl->n_dpni; i++) {
		if (soc != NULL)
			dpni_init(soc, &soc->dpni[i], i, &dpl->dpni[i]);
		if (dpni_fqs(soc, c, i, &dpl->dpni[i], &nfq) < 0)
			return -EINVAL;
		mem = carve(c, inject_sz);
		if (soc != NULL && rte_ring_init(soc->dpni[i].inject = mem, "inject",
				MODEL_INJECT_DEPTH, RING_F_SC_DEQ | RING_F_EXACT_SZ) < 0)
			return -EINVAL;
	}
	if (soc != NULL) {
		soc->n_fq = nfq;
		model_mcp_init(soc, mcp);
	}
	for (i = 0; i < dpl->n_dpbp; i++) {
		size = model_pool_ring_size(dpl->dpbp[i].buffers);
		mem = carve(c, (size_t)size * sizeof(uint64_t));
		if (soc == NULL)
			continue;
		model_pool_init(&soc->pool[i], &dpl->dpbp[i], mem, size);
		soc->bpid_pool[dpl->dpbp[i].bpid] = i;
	}
	return 0;
}

/* ---- create, attach, destroy ---- */

static void
memzone_name(char *mzn, const char *name)
{
	snprintf(mzn, RTE_MEMZONE_NAMESIZE, "%s_soc", name);
}

/* Every wire as the DPL connects it (a tap interface, pcap files). */
static int
wires_open(struct dpaa2x_soc *soc, const char *dpl_name, char *err, size_t errlen)
{
	char werr[256];
	unsigned int i;
	int ret;

	for (i = 0; i < soc->n_dpni; i++) {
		ret = model_wire_open(&soc->dpni[i], soc->dpni[i].wire == MODEL_WIRE_DPNI ?
				      NULL : dpl_dpmac(&soc->dpl, soc->dpni[i].dpmac_id),
				      werr, sizeof(werr));
		if (ret < 0) {
			/* a DPL property that cannot be honoured: named like the parser's */
			model_errf(err, errlen, "%s: %s", dpl_name, werr);
			while (i-- > 0)
				model_wire_close(&soc->dpni[i]);
			return ret;
		}
	}
	return 0;
}

/* The engine has stopped: nothing else reads the wires. */
static void
wires_close(struct dpaa2x_soc *soc)
{
	unsigned int i;

	for (i = 0; i < soc->n_dpni; i++) {
		model_wire_close(&soc->dpni[i]);
		model_wire_flush_inject(&soc->dpni[i]);
	}
}

/* The datapath off: the engine stopped, then the wires closed. */
static void
soc_halt(struct dpaa2x_soc *soc)
{
	model_engine_stop(soc);
	model_hw_lock(soc);	/* a wire command of another thread ends first */
	if (!soc->halted)
		wires_close(soc);
	soc->halted = true;
	model_hw_unlock(soc);
}

static void
soc_teardown(struct dpaa2x_soc *soc)
{
	soc_halt(soc);
	model_mcp_untrap(soc);
	soc->magic = 0;
	rte_memzone_free(soc->mz);
}

/*
 * A program that ends without closing its ports: the engines it runs stop
 * and their wires close (a pcap file written whole) before the process is
 * torn down, not while exit() unwinds under a running thread. A thread
 * that holds the hardware lock at exit cannot wait for a pass: its SoCs
 * are left as they are.
 */
RTE_FINI(model_engines_fini)
{
	struct dpaa2x_soc *soc;

	while ((soc = model_engine_stoppable()) != NULL)
		soc_halt(soc);
}

int
dpaa2x_soc_create_dpl(const struct dpaa2x_dpl *dpl, const struct dpaa2x_soc_params *p,
		      struct dpaa2x_soc **socp, char *err, size_t errlen)
{
	char mzn[RTE_MEMZONE_NAMESIZE];
	const struct rte_memzone *mz;
	struct carve c = { NULL, 0 };
	struct dpaa2x_soc *soc;
	int socket, node, ret;
	unsigned int i;

	if (dpl == NULL || p == NULL || socp == NULL)
		return -EINVAL;
	if (p->name == NULL || p->name[0] == '\0' ||
	    strlen(p->name) > RTE_MEMZONE_NAMESIZE - 1 - strlen("_soc")) {
		model_errf(err, errlen, "SoC name '%s' must have 1..%zu characters",
			   p->name ? p->name : "", RTE_MEMZONE_NAMESIZE - 1 - strlen("_soc"));
		return -EINVAL;
	}
	if (p->hw_cpu != DPAA2X_HW_CPU_STEP && !model_cpu_online(p->hw_cpu)) {
		model_errf(err, errlen, "hw_cpu %d is not an online CPU", p->hw_cpu);
		return -EINVAL;
	}
	memzone_name(mzn, p->name);
	if (rte_memzone_lookup(mzn) != NULL) {
		model_errf(err, errlen, "SoC '%s' exists already", p->name);
		return -EEXIST;
	}
	soc_build(NULL, dpl, &c);
	socket = model_engine_socket(p->hw_cpu, &node);
	mz = rte_memzone_reserve_aligned(mzn, c.off, socket, 0, RTE_CACHE_LINE_SIZE);
	if (mz == NULL && socket != SOCKET_ID_ANY)	/* the node has no memory */
		mz = rte_memzone_reserve_aligned(mzn, c.off, SOCKET_ID_ANY, 0,
						 RTE_CACHE_LINE_SIZE);
	if (mz == NULL) {
		model_errf(err, errlen, "SoC '%s': no memory for %zu bytes: %s",
			   p->name, c.off, rte_strerror(rte_errno));
		return -ENOMEM;
	}
	memset(mz->addr, 0, c.off);
	soc = mz->addr;
	soc->mz = mz;
	strlcpy(soc->name, p->name, sizeof(soc->name));
	soc->hw_cpu = p->hw_cpu;
	soc->numa_node = mz->socket_id == SOCKET_ID_ANY ? node : mz->socket_id;
	soc->step_mode = p->hw_cpu == DPAA2X_HW_CPU_STEP;
	soc->tsc_hz = rte_get_tsc_hz();
	model_rtc_reset(soc);
	model_iommu_init(&soc->iommu);
	rte_spinlock_init(&soc->mc_lock);
	soc->dpl = *dpl;
	soc->n_dpni = dpl->n_dpni;
	soc->n_dpbp = dpl->n_dpbp;
	soc->n_dpio = dpl->n_dpio;
	soc->n_dpmac = dpl->n_dpmac;
	memset(soc->bpid_pool, MODEL_NO_POOL, sizeof(soc->bpid_pool));
	soc->h.backend = DPAA2X_BACKEND_EMULATED;
	for (i = 0; i < soc->n_dpio; i++) {
		soc->portal[i].h.backend = DPAA2X_BACKEND_EMULATED;
		soc->portal[i].soc = soc;
		soc->portal[i].index = i;
	}
	c.base = mz->addr;
	c.off = 0;
	ret = soc_build(soc, dpl, &c);
	if (ret < 0)
		model_errf(err, errlen, "SoC '%s': cannot lay out its queues", p->name);
	if (ret == 0)
		ret = wires_open(soc, dpaa2x_dpl_name(p->dtb, p->dtb_name), err, errlen);
	soc->halted = ret < 0;		/* no wire open: none to close */
	if (ret == 0 && !soc->step_mode)
		ret = model_engine_start(soc, err, errlen);
	if (ret < 0) {
		soc_teardown(soc);
		return ret;
	}
	soc->magic = MODEL_SOC_MAGIC;
	*socp = soc;
	return 0;
}

/* The settings a program changes after the DPL's (dpaa2x_emu.h). */
static void
dpl_tune(struct dpaa2x_dpl *dpl, const struct dpaa2x_emu_tune *t)
{
	unsigned int i;

	for (i = 0; t->link_speed_mbps != 0 && i < dpl->n_dpmac; i++)
		dpl->dpmac[i].link_speed_mbps = t->link_speed_mbps;
	for (i = 0; t->pools_lifo && i < dpl->n_dpbp; i++)
		dpl->dpbp[i].lifo = true;
}

int
dpaa2x_emu_soc_create(const struct dpaa2x_soc_params *p, const struct dpaa2x_emu_tune *tune,
		      struct dpaa2x_soc **soc, char *err, size_t errlen)
{
	struct dpaa2x_dpl *dpl;
	int ret;

	if (p == NULL || soc == NULL)
		return -EINVAL;
	dpl = malloc(sizeof(*dpl));	/* large: not on the stack */
	if (dpl == NULL)
		return -ENOMEM;
	ret = dpaa2x_dpl_parse(p->dtb, p->dtb_len, p->dtb_name, dpl, err, errlen);
	if (ret == 0 && tune != NULL)
		dpl_tune(dpl, tune);
	if (ret == 0)
		ret = dpaa2x_soc_create_dpl(dpl, p, soc, err, errlen);
	free(dpl);
	return ret;
}

int
dpaa2x_soc_create(const struct dpaa2x_soc_params *p, struct dpaa2x_soc **soc,
		  char *err, size_t errlen)
{
	return dpaa2x_emu_soc_create(p, NULL, soc, err, errlen);
}

int
dpaa2x_soc_attach(const char *name, struct dpaa2x_soc **socp)
{
	char mzn[RTE_MEMZONE_NAMESIZE];
	const struct rte_memzone *mz;
	struct dpaa2x_soc *soc;

	if (name == NULL || socp == NULL)
		return -EINVAL;
	memzone_name(mzn, name);
	mz = rte_memzone_lookup(mzn);
	if (mz == NULL)
		return -ENOENT;
	soc = mz->addr;
	if (__atomic_load_n(&soc->magic, __ATOMIC_ACQUIRE) != MODEL_SOC_MAGIC)
		return -ENOENT;		/* still being created, or gone */
	*socp = soc;
	return 0;
}

static int
model_soc_destroy(struct dpaa2x_soc *soc)
{
	unsigned int i;
	int ret = 0;

	if (soc == NULL || soc->magic != MODEL_SOC_MAGIC)
		return -EINVAL;
	if (rte_eal_process_type() != RTE_PROC_PRIMARY)
		return -EPERM;
	rte_spinlock_lock(&soc->mc_lock);
	for (i = 0; i < soc->n_dpni; i++)
		if (soc->dpni[i].open)
			ret = -EBUSY;
	for (i = 0; i < soc->n_dpbp; i++)
		if (soc->pool[i].claimed)
			ret = -EBUSY;
	rte_spinlock_unlock(&soc->mc_lock);
	if (ret == 0)
		soc_teardown(soc);
	return ret;
}

static int
model_soc_stop(struct dpaa2x_soc *soc)
{
	if (soc == NULL || soc->magic != MODEL_SOC_MAGIC)
		return -EINVAL;
	if (rte_eal_process_type() != RTE_PROC_PRIMARY)
		return -EPERM;
	soc_halt(soc);
	return 0;
}

static int
model_soc_start(struct dpaa2x_soc *soc, char *err, size_t errlen)
{
	char name[DPAA2X_NAME_LEN + 8];
	int ret;

	if (soc == NULL || soc->magic != MODEL_SOC_MAGIC)
		return -EINVAL;
	if (rte_eal_process_type() != RTE_PROC_PRIMARY)
		return -EPERM;
	if (!soc->halted)
		return 0;
	snprintf(name, sizeof(name), "SoC '%s'", soc->name);
	model_hw_lock(soc);
	ret = wires_open(soc, name, err, errlen);
	if (ret == 0 && !soc->step_mode) {
		ret = model_engine_start(soc, err, errlen);
		if (ret < 0)
			wires_close(soc);
	}
	soc->halted = ret < 0;
	model_hw_unlock(soc);
	return ret;
}

static int
model_soc_get_info(const struct dpaa2x_soc *soc, struct dpaa2x_soc_info *info)
{
	unsigned int i;

	if (soc == NULL || info == NULL)
		return -EINVAL;
	memset(info, 0, sizeof(*info));
	strlcpy(info->mc_version, MC_VERSION, sizeof(info->mc_version));
	info->backend = DPAA2X_BACKEND_EMULATED;
	info->num_dpni = soc->n_dpni;
	info->num_dpbp = soc->n_dpbp;
	info->num_dpio = soc->n_dpio;
	info->num_dpmac = soc->n_dpmac;
	for (i = 0; i < soc->n_dpni; i++)
		info->dpni_ids[i] = soc->dpni[i].id;
	info->hw_cpu = soc->hw_cpu;
	info->numa_node = soc->numa_node;
	info->caps = soc->dpl.no_tester ? 0 : DPAA2X_SOC_CAP_TESTER;
	info->board = soc->dpl.no_tester ? NULL : (struct dpaa2x_soc *)(uintptr_t)soc;
	return 0;
}

/* The emulated backend's SoC (its table: below). */
void
model_ops_soc(struct dpaa2x_backend_ops *o)
{
	o->soc_destroy = model_soc_destroy;
	o->soc_stop = model_soc_stop;
	o->soc_start = model_soc_start;
	o->soc_get_info = model_soc_get_info;
	o->cmd_cycles = model_cmd_cycles_read;
}

/* The emulated backend's table of the contract, entered when the model is
 * loaded (before any SoC can exist; a secondary process enters its own). */
RTE_INIT(model_ops_register)
{
	static struct dpaa2x_backend_ops ops;
	static struct dpaa2x_board_ops board;

	model_ops_soc(&ops);
	model_ops_engine(&ops);
	model_ops_dpio(&ops);
	model_ops_bman(&ops);
	model_ops_qman(&ops);
	model_ops_dpni(&ops);
	model_ops_pause(&ops);
	model_ops_irq(&ops);
	model_ops_vlan(&ops);
	model_ops_cls(&ops);
	model_ops_cscn(&ops);
	model_ops_rtc(&ops);
	dpaa2x_backend_register(DPAA2X_BACKEND_EMULATED, &ops);
	model_ops_wire(&board);
	dpaa2x_board_register(DPAA2X_BACKEND_EMULATED, &board);
}
