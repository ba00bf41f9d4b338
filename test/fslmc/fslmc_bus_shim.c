/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The fslmc bus over the emulated board, for the fslmc backend's test
 * build (suite fslmc). It stands where Debian's librte_bus_fslmc stands
 * under the driver, with what the backend takes from it:
 *  - the MC portal (dpaa2_get_mcp_ptr): the board's MC portal; DPDK's own
 *    mc_send_command() (mc_sys.c, from the source package) sends on it;
 *  - a thread's DPIO (dpaa2_affine_qbman_swp, per_lcore__dpaa2_io) and its
 *    second one for Ethernet Rx (dpaa2_affine_qbman_ethrx_swp), given back
 *    when the thread ends, the board's last one kept for a secondary: each a
 *    register-level portal of the board, initialised by DPDK's own
 *    qbman_swp_init() (qbman_portal.c, from the source package), and the
 *    table of open pull storage by DPIO index (rte_global_active_dqs_list);
 *  - the DPRC's dpbp objects (dpaa2_alloc_dpbp_dev): the board's, each
 *    opened at the bus's start as the bus does, with DPDK's dpbp.c;
 *  - its dpni objects as the bus's devices (dpni.N on bus "fslmc").
 * The board is the emulated SoC from the default DPL (or the one
 * FT_SHIM_DPL names: other object ids), its engine on CPU 1
 * (the CPU the PMD's tests give it), made at the first call. Its tester
 * is reachable through the backend (dpaa2x_board_attach()), as a
 * traffic generator on the wires would be on silicon. A bus of its own
 * (RTE_REGISTER_BUS) tears it down at rte_eal_cleanup().
 *
 * Built twice. With FT_SHIM_TRAP its DPIOs are opened through the board's
 * MMIO trap (dpaa2x_swp_open_trapped(), emu/swp_trap.c): QBMan acts on
 * DPDK's accesses as they are made (a command at its verb, RAR
 * read-to-allocate, EQCR_CI), so DPDK's qbman_portal.c runs as Debian
 * ships it (dpdk_qbman_plain_lib), its own timeouts with silicon's meaning
 * (nothing is served while the board is stopped: dpaa2x_soc_stop()). Its
 * MC portal stays the polled one: with dpaa2_get_mcp_ptr() giving
 * dpaa2x_soc_mc_portal_trapped()'s view, test_dpbp's dpaa2x_soc_destroy()
 * returned 0 where -EBUSY is due, later MC commands timed out and the
 * program ended in SIGSEGV (not yet diagnosed).
 *
 * Without it the engine serves the portals on its own thread, and DPDK's
 * QBMan driver, which assumes silicon's speed where it reads a register,
 * is the hooked build (test/fslmc/qbman_shim/compat.h calls ft_bus_read()
 * first):
 * a read waits until the engine has done what silicon would have done by
 * then (RAR: the offered release slot is free; a management response: it
 * is written, through either window; the EQCR consumer index: it moved;
 * any other register: a whole engine pass; nothing while the engine is
 * stopped).
 */

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bus_driver.h>
#include <dev_driver.h>
#include <rte_atomic.h>
#include <rte_cycles.h>
#include <rte_pause.h>
#include <rte_per_lcore.h>
#include <rte_spinlock.h>

#include <dpaa2_hw_pvt.h>
#include <dpaa2_hw_dpio.h>
#include <fsl_qbman_portal.h>
#include <fsl_dpbp.h>

#include "dpaa2x_fslmc.h"
#include "fslmc_bus_shim.h"
#include "model.h"

#ifdef FT_SHIM_TRAP
#define swp_open	dpaa2x_swp_open_trapped
#else
#define swp_open	dpaa2x_swp_open
#endif
#define SHIM_HW_CPU	1		/* the engine's, as the tests' hw_cpu=1 */
#define CINH_RAR	0xcc0
#define CENA_RCR(i)	(0x400 + (i) * 64)
#define CENA_RR0	0x700
#define CENA_RR1	0x740
#define EQCR_CI		0x840		/* CENA and CINH */

RTE_DEFINE_PER_LCORE(struct dpaa2_io_portal_t, _dpaa2_io);
struct swp_active_dqs rte_global_active_dqs_list[NUM_MAX_SWP];	/* the bus's */
uint32_t dpaa2_svr_family = SVR_LS2088A;	/* what qbman_portal.c reads */

static struct dpaa2x_soc *board;
static rte_spinlock_t board_lock = RTE_SPINLOCK_INITIALIZER;
static struct dpaa2_dpbp_dev dpbps[DPAA2X_MAX_DPBP];
static unsigned int n_dpbps;
/* the DPIOs affined so far; readers load n_swp, then the entries below it */
static struct {
	struct dpaa2x_swp_regions r;
	struct dpaa2_dpio_dev dev;
} swps[DPAA2X_MAX_DPIO];
static unsigned int n_swp;
static struct rte_bus shim_bus;
static void devs_up(void);

/* The board and its dpbp sessions: what the bus finds at its scan. */
static struct dpaa2x_soc *
board_up(void)
{
	struct dpaa2x_soc_params sp = { .name = "fslmc_board", .hw_cpu = SHIM_HW_CPU };
	const char *dpl = getenv("FT_SHIM_DPL");
	char err[256];
	void *dtb = NULL;
	unsigned int i;

	rte_spinlock_lock(&board_lock);
	if (board == NULL && dpl != NULL) {	/* a DPRC of other object ids */
		if (dpaa2x_dpl_load_file(dpl, &dtb, &sp.dtb_len, err, sizeof(err)) < 0)
			fprintf(stderr, "fslmc shim: FT_SHIM_DPL=%s: %s\n", dpl, err);
		sp.dtb = dtb;
		sp.dtb_name = dpl;
	}
	if (board == NULL && (dpl == NULL || dtb != NULL)) {
		if (dpaa2x_soc_create(&sp, &board, err, sizeof(err)) < 0) {
			fprintf(stderr, "fslmc shim: no emulated board: %s\n", err);
			board = NULL;
		} else {
			dpaa2x_board_attach(board);	/* its tester, the backend's */
		}
	}
	free(dtb);
	for (i = 0; board != NULL && n_dpbps == 0 && i < board->n_dpbp; i++) {
		struct dpaa2_dpbp_dev *d = &dpbps[i];

		d->dpbp.regs = (void *)(uintptr_t)dpaa2x_soc_mc_portal(board);
		d->dpbp_id = board->pool[i].dpbp_id;	/* the object, not its BPID */
		rte_atomic16_init(&d->in_use);
		if (dpbp_open(&d->dpbp, CMD_PRI_LOW, (int)d->dpbp_id, &d->token) < 0)
			fprintf(stderr, "fslmc shim: dpbp.%u does not open\n", d->dpbp_id);
		if (i + 1 == board->n_dpbp)
			n_dpbps = board->n_dpbp;
	}
	rte_spinlock_unlock(&board_lock);
	return board;
}

struct dpaa2x_soc *
ft_shim_board(void)
{
	struct dpaa2x_soc *b = board_up();

	devs_up();
	return b;
}

void *
dpaa2_get_mcp_ptr(int portal_idx)
{
	struct dpaa2x_soc *b = portal_idx == MC_PORTAL_INDEX ? ft_shim_board() : NULL;

	return b != NULL ? (void *)(uintptr_t)dpaa2x_soc_mc_portal(b) : NULL;
}

struct dpaa2_dpbp_dev *
dpaa2_alloc_dpbp_dev(void)
{
	unsigned int i;

	for (i = 0; i < n_dpbps; i++)
		if (rte_atomic16_test_and_set(&dpbps[i].in_use))
			return &dpbps[i];
	return NULL;
}

void
dpaa2_free_dpbp_dev(struct dpaa2_dpbp_dev *dpbp)
{
	rte_atomic16_clear(&dpbp->in_use);
}

/* The bus's pthread key: its destructor gives a thread's DPIOs back when
 * the thread ends (dpaa2_portal_finish), for the next thread to take. */
static pthread_key_t dpio_key;
static pthread_once_t dpio_key_once = PTHREAD_ONCE_INIT;

static void
dpio_give_back(void *arg)
{
	RTE_SET_USED(arg);
	if (RTE_PER_LCORE(_dpaa2_io).dpio_dev != NULL)
		rte_atomic16_clear(&RTE_PER_LCORE(_dpaa2_io).dpio_dev->ref_count);
	if (RTE_PER_LCORE(_dpaa2_io).ethrx_dpio_dev != NULL)
		rte_atomic16_clear(&RTE_PER_LCORE(_dpaa2_io).ethrx_dpio_dev->ref_count);
}

static void
dpio_key_make(void)
{
	if (pthread_key_create(&dpio_key, dpio_give_back) != 0)
		fprintf(stderr, "fslmc shim: no pthread key: DPIOs stay taken\n");
}

/*
 * A DPIO of the board for the calling thread: one a thread that ended gave
 * back, else the next one, initialised as the bus does at its scan. As the
 * bus, a primary process never takes the DPRC's last DPIO when it has two
 * or more (fslmc_vfio.c keeps it for a secondary).
 */
static struct dpaa2_dpio_dev *
dpio_new(void)
{
	struct dpaa2_dpio_dev *dev = NULL;
	struct qbman_swp_desc d;
	char err[128];
	unsigned int i, usable;

	if (board_up() == NULL)
		return NULL;
	pthread_once(&dpio_key_once, dpio_key_make);
	rte_spinlock_lock(&board_lock);
	usable = board->n_dpio > 1 ? board->n_dpio - 1u : board->n_dpio;
	for (i = 0; i < n_swp && dev == NULL; i++)
		if (rte_atomic16_test_and_set(&swps[i].dev.ref_count))
			dev = &swps[i].dev;
	i = n_swp;
	if (dev == NULL && i < RTE_MIN(RTE_DIM(swps), usable) &&
	    swp_open(board, &swps[i].r, err, sizeof(err)) == 0) {
		memset(&d, 0, sizeof(d));
		d.cena_bar = swps[i].r.cena;
		d.cinh_bar = swps[i].r.cinh;
		d.idx = swps[i].r.idx;
		d.qman_version = DPAA2X_SWP_QMAN_VERSION;
		d.eqcr_mode = qman_eqcr_vb_ring;
		d.cena_access_mode = qman_cena_fastest_access;
		/* its regions are watched (ft_bus_read) before the driver reads them,
		 * or trapped */
		__atomic_store_n(&n_swp, i + 1, __ATOMIC_RELEASE);
		swps[i].dev.index = (uint16_t)swps[i].r.idx;
		swps[i].dev.hw_id = swps[i].r.idx;
		swps[i].dev.sw_portal = qbman_swp_init(&d);
		rte_atomic16_init(&swps[i].dev.ref_count);
		if (swps[i].dev.sw_portal != NULL &&
		    rte_atomic16_test_and_set(&swps[i].dev.ref_count))
			dev = &swps[i].dev;
	}
	rte_spinlock_unlock(&board_lock);
	if (dev != NULL)
		pthread_setspecific(dpio_key, dev);	/* the destructor runs */
	return dev;
}

/* A DPIO of the board for the calling thread, as the bus affines one. */
int
dpaa2_affine_qbman_swp(void)
{
	if (RTE_PER_LCORE(_dpaa2_io).dpio_dev == NULL)
		RTE_PER_LCORE(_dpaa2_io).dpio_dev = dpio_new();
	return RTE_PER_LCORE(_dpaa2_io).dpio_dev != NULL ? 0 : -1;
}

/* The thread's second DPIO, for Ethernet Rx pulls. */
int
dpaa2_affine_qbman_ethrx_swp(void)
{
	if (RTE_PER_LCORE(_dpaa2_io).ethrx_dpio_dev == NULL)
		RTE_PER_LCORE(_dpaa2_io).ethrx_dpio_dev = dpio_new();
	return RTE_PER_LCORE(_dpaa2_io).ethrx_dpio_dev != NULL ? 0 : -1;
}

#ifndef FT_SHIM_TRAP
/* ---- register reads: the engine catches up first ---- */

/*
 * What a register read waits for: the engine has taken the last release
 * (the slot RAR offers is free), answered a management command, moved the
 * EQCR consumer index, or ended a whole pass begun after the read.
 */
enum shim_wait { WAIT_RCR_SLOT, WAIT_ANSWER, WAIT_EQCR_CI, WAIT_PASS };

struct shim_read {
	enum shim_wait what;
	const uint8_t *cena, *cinh, *reg;
	uint32_t ci0;		/* EQCR_CI: the consumer index at the read */
	uint64_t pass;		/* the pass count that is a whole pass later */
};

static bool
shim_done(const struct shim_read *r)
{
	uint32_t rar;

	switch (r->what) {
	case WAIT_RCR_SLOT:
		rar = __atomic_load_n((const uint32_t *)(r->cinh + CINH_RAR), __ATOMIC_ACQUIRE);
		return __atomic_load_n(r->cena + CENA_RCR(rar & 7), __ATOMIC_ACQUIRE) == 0;
	case WAIT_ANSWER:
		return __atomic_load_n(r->reg, __ATOMIC_ACQUIRE) != 0;	/* its verb */
	case WAIT_EQCR_CI:	/* moved, or a whole pass did not move it */
		if (__atomic_load_n((const uint32_t *)r->reg, __ATOMIC_ACQUIRE) != r->ci0)
			return true;
		break;
	default:
		break;
	}
	return __atomic_load_n(&board->passes, __ATOMIC_ACQUIRE) >= r->pass;
}

/*
 * Spin (the engine has a CPU of its own: no time slice given away) for
 * up to 1 ms, then yield between looks, in case it shares this one; give
 * up after 5 s (the driver then sees what it sees, as on a dead portal),
 * at once when the engine is stopped (dpaa2x_soc_stop(): nothing will
 * come, and DPDK's own timeouts fire, as on a QBMan that does not answer).
 * Not silicon's microsecond: the engine is a thread on a shared host,
 * away for whole scheduler slices. DPDK gives up on a management answer
 * after 1000 polls (qbman_swp_mc_complete()); with 1 ms a read, at a load
 * of 11 on 2 cores, that fired while the engine was merely descheduled,
 * and the answer that came later was taken for the next command's
 * (fslmc_pmd and fslmc_strict crashed on the buffers it named).
 */
static void
shim_wait(struct shim_read *r)
{
	uint64_t t0 = rte_get_timer_cycles(), hz = rte_get_timer_hz();

	r->pass = __atomic_load_n(&board->passes, __ATOMIC_ACQUIRE) + 2;
	if (r->what == WAIT_EQCR_CI)
		r->ci0 = __atomic_load_n((const uint32_t *)r->reg, __ATOMIC_ACQUIRE);
	while (!shim_done(r)) {
		uint64_t spent = rte_get_timer_cycles() - t0;

		if (spent > 5 * hz || !__atomic_load_n(&board->thread_running, __ATOMIC_ACQUIRE))
			return;
		if (spent > hz / 1000)
			sched_yield();
		else
			rte_pause();
	}
}

void
ft_bus_read(const volatile void *reg)
{
	unsigned int i, n = __atomic_load_n(&n_swp, __ATOMIC_ACQUIRE);
	uintptr_t a = (uintptr_t)reg;
	struct shim_read r = { .reg = (const uint8_t *)(uintptr_t)reg };

	for (i = 0; i < n; i++) {
		uintptr_t ce, ci;

		r.cena = swps[i].r.cena;
		r.cinh = swps[i].r.cinh;
		ce = a - (uintptr_t)r.cena;
		ci = a - (uintptr_t)r.cinh;
		if (ci == CINH_RAR)
			r.what = WAIT_RCR_SLOT;
		else if (ce == CENA_RR0 || ce == CENA_RR1 || ci == CENA_RR0 || ci == CENA_RR1)
			r.what = WAIT_ANSWER;
		else if (ce == EQCR_CI || ci == EQCR_CI)	/* the ring looked full */
			r.what = WAIT_EQCR_CI;
		else if ((a & 63) == 0 && (ce < DPAA2X_SWP_REGION || ci < DPAA2X_SWP_REGION))
			r.what = WAIT_PASS;
		else
			continue;
		shim_wait(&r);
		return;
	}
}

#endif /* !FT_SHIM_TRAP */

/* ---- the bus's devices: a dpni.N per dpni of the board ---- */

/*
 * The bus is "fslmc", as Debian's: its devices are the board's dpnis by
 * their names (dpni.N), found as the real bus finds them (name=dpni.N).
 * None has a driver unless a test gives one to it (ft_shim_dpni_give()),
 * as net_dpaa2 takes a dpni nobody blocked.
 */
static struct rte_device shim_dev[DPAA2X_MAX_DPNI];
static char shim_dev_name[DPAA2X_MAX_DPNI][16];
static unsigned int n_shim_dev;

static void
devs_up(void)
{
	unsigned int i;

	rte_spinlock_lock(&board_lock);
	for (i = 0; board != NULL && n_shim_dev == 0 && i < board->n_dpni; i++) {
		snprintf(shim_dev_name[i], sizeof(shim_dev_name[i]), "dpni.%u",
			 board->dpni[i].id);
		shim_dev[i].name = shim_dev_name[i];
		shim_dev[i].bus = &shim_bus;
		shim_dev[i].numa_node = SOCKET_ID_ANY;
		if (i + 1 == board->n_dpni)
			n_shim_dev = board->n_dpni;
	}
	rte_spinlock_unlock(&board_lock);
}

int
ft_shim_dpni_give(uint16_t id, const char *driver)
{
	static struct rte_driver other;		/* the one other driver */
	const struct rte_driver *drv = NULL;
	char name[16];
	unsigned int i;

	if (driver != NULL) {
		other.name = driver;
		drv = &other;
	}
	board_up();
	devs_up();
	snprintf(name, sizeof(name), "dpni.%u", id);
	for (i = 0; i < n_shim_dev; i++)
		if (strcmp(shim_dev[i].name, name) == 0) {
			shim_dev[i].driver = drv;
			return 0;
		}
	return -ENODEV;
}

static struct rte_device *
shim_find_device(const struct rte_device *start, rte_dev_cmp_t cmp, const void *data)
{
	unsigned int i = start == NULL ? 0 : (unsigned int)(start - shim_dev) + 1;

	for (; i < n_shim_dev; i++)
		if (cmp(&shim_dev[i], data) == 0)
			return &shim_dev[i];
	return NULL;
}

/* "name=dpni.N", as the real bus's iterator takes it. */
static void *
shim_dev_iterate(const void *start, const char *str, const struct rte_dev_iterator *it)
{
	unsigned int i;

	RTE_SET_USED(it);
	if (str == NULL || strncmp(str, "name=", 5) != 0)
		return NULL;
	i = start == NULL ? 0 : (unsigned int)((const struct rte_device *)start - shim_dev) + 1;
	for (; i < n_shim_dev; i++)
		if (strcmp(shim_dev[i].name, str + 5) == 0)
			return &shim_dev[i];
	return NULL;
}

/* ---- rte_eal_cleanup(): the board goes (its engine must stop first) ---- */

/* The board is made at the backend's first use, not at the bus's scan
 * (the EAL is not up then); its devices with it. */
static int
shim_scan(void)
{
	return 0;
}

static int
shim_probe(void)
{
	return 0;
}

static int
shim_cleanup(void)
{
	unsigned int i;
	int ret;

	if (board == NULL)
		return 0;
	for (i = 0; i < n_dpbps; i++)
		dpbp_close(&dpbps[i].dpbp, CMD_PRI_LOW, dpbps[i].token);
	for (i = 0; i < n_swp; i++) {
		qbman_swp_finish(swps[i].dev.sw_portal);
		dpaa2x_swp_close(board, swps[i].r.idx);
	}
	dpaa2x_board_attach(NULL);
	ret = dpaa2x_soc_destroy(board);
	if (ret < 0)
		fprintf(stderr, "fslmc shim: the board stays (%s): a pool or a dpni of it is "
			"still in use\n", strerror(-ret));
	board = NULL;
	return ret;
}

static struct rte_bus shim_bus = {
	.scan = shim_scan,
	.probe = shim_probe,
	.find_device = shim_find_device,
	.dev_iterate = shim_dev_iterate,
	.cleanup = shim_cleanup,
};

RTE_REGISTER_BUS(fslmc, shim_bus);
