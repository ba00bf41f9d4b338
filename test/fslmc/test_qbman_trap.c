/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * fslmc_qbman_trap's own cases: the portals behind the MMIO trap
 * (emu/swp_trap.c, emu/mmio_trap.c) with DPDK's qbman_portal.c as it is.
 *  - test_trap_rar: RAR is read-to-allocate; 8 reads give the 8 slots,
 *    a 9th gives no success, and BMan takes the commands in slot order
 *    whatever order software writes them in;
 *  - test_trap_release_burst: DPDK's release loop with the engine
 *    stopped: every command served as its verb is written, no slot
 *    written twice, every buffer in the pool;
 *  - test_trap_unknown: an instruction the decoder does not know aborts
 *    naming its PC and bytes; a fault outside every trap goes to the
 *    handler installed before the trap's;
 *  - test_trap_cost: the cost of a trapped access (printed, not asserted).
 */

#include <inttypes.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <linux/types.h>

#include <rte_common.h>

#include <fsl_qbman_portal.h>

#include "mmio.h"
#include "qbman_test.h"

#define RAR		0xcc0	/* CINH */
#define DQPI		0xa00	/* CINH */
#define RCR(i)		(0x400 + 64 * (i))	/* CENA */
#define RAR_SUCCESS	0x100
#define RELEASE_VERB	0x20	/* DPDK's qbman_release_desc_clear() */

static inline volatile uint32_t *
reg32(void *base, uint32_t off)
{
	return (volatile uint32_t *)((uint8_t *)base + off);
}

/* One release command of one buffer in the slot a RAR read gave. */
static void
rcr_write(unsigned int rar, uint16_t bpid, uint64_t buf)
{
	volatile uint8_t *line = (uint8_t *)bus_r[0].cena + RCR(rar & 7);

	*(volatile uint64_t *)(line + 8) = buf;
	*(volatile uint32_t *)line = (uint32_t)bpid << 16 | RELEASE_VERB | (rar & 0x80) | 1;
}

void
test_trap_rar(void)
{
	struct mt t;
	struct qbman_swp *s;
	struct mt_pool *mp;
	struct qbman_release_desc rd;
	struct dpaa2x_swp_stats st;
	unsigned int rar[8], i;
	uint64_t b;

	start(&t, "qb_trap_rar", NULL, DPAA2X_HW_CPU_STEP);
	s = swp_new(&t);
	mp = mt_pool_new(&t, 8, 256);		/* claimed, empty */
	for (i = 0; i < 8; i++) {
		rar[i] = *reg32(bus_r[0].cinh, RAR);
		T_EQ(rar[i], RAR_SUCCESS | 0x80 | i);	/* first lap: valid bit 1 */
	}
	T_EQ(*reg32(bus_r[0].cinh, RAR), 0);	/* all 8 allocated */
	qbman_release_desc_clear(&rd);
	qbman_release_desc_set_bpid(&rd, mp->bpid);
	b = (uint64_t)(uintptr_t)mp->mem;
	T_EQ(qbman_swp_release(s, &rd, &b, 1), -EBUSY);
	/* the last slot first: BMan waits for slot 0, then takes all 8 */
	for (i = 8; i-- > 0;) {
		rcr_write(rar[i], mp->bpid, (uint64_t)(uintptr_t)(mp->mem + 256 * i));
		T_EQ(pool_free(&t, mp->bpid), i == 0 ? 8 : 0);
	}
	/* the next lap: slot 0, valid bit 0 */
	T_EQ(qbman_swp_acquire(s, mp->bpid, &b, 1), 1);
	rar[0] = *reg32(bus_r[0].cinh, RAR);
	T_EQ(rar[0], RAR_SUCCESS | 0);
	rcr_write(rar[0], mp->bpid, b);
	T_EQ(pool_free(&t, mp->bpid), 8);
	T_EQ(dpaa2x_swp_get_stats(t.soc, bus_r[0].idx, &st), 0);
	T_EQ(st.released, 9);
	T_EQ(st.bad_cmds, 0);
	swp_free(&t, s);
	finish(&t);
}

void
test_trap_release_burst(void)
{
	struct mt t;
	struct qbman_swp *s;
	struct dpaa2x_swp_stats st;
	uint64_t b[N_BUFS];
	unsigned int n;
	uint16_t bpid;

	start(&t, "qb_trap_burst", NULL, DPAA2X_HW_CPU_STEP);
	s = swp_new(&t);
	/* 37 commands back to back, no engine pass between: without
	 * read-to-allocate and the service at the verb, each release after
	 * the first 8 would find no free slot or overwrite one not taken */
	bpid = seed(&t, s, N_BUFS, BUF_SIZE);
	T_EQ(pool_free(&t, bpid), N_BUFS);
	for (n = 0; n < N_BUFS; n += 7)
		T_EQ(qbman_swp_acquire(s, bpid, b + n, RTE_MIN(7u, N_BUFS - n)),
		     RTE_MIN(7u, N_BUFS - n));
	T_EQ(pool_free(&t, bpid), 0);
	release(s, bpid, b, N_BUFS);		/* again, with the acquires' order */
	T_EQ(dpaa2x_swp_get_stats(t.soc, bus_r[0].idx, &st), 0);
	T_EQ(st.released, 2 * N_BUFS);
	T_EQ(st.acquired, N_BUFS);
	T_EQ(pool_free(&t, bpid), N_BUFS);
	swp_free(&t, s);
	finish(&t);
}

/* ---- faults the trap does not serve ---- */

static sigjmp_buf prev_jmp;
static volatile sig_atomic_t prev_hits;

static void
prev_handler(int sig)
{
	RTE_SET_USED(sig);
	prev_hits++;
	siglongjmp(prev_jmp, 1);
}

void
test_trap_prev_handler(void)
{
	signal(SIGSEGV, prev_handler);	/* before any trap exists */
}

void
test_trap_unknown(void)
{
	struct mt t;
	struct qbman_swp *s;
	char out[512] = "";
	int fds[2], status;
	ssize_t n;
	pid_t pid;
	void *page;

	start(&t, "qb_trap_unknown", NULL, DPAA2X_HW_CPU_STEP);
	s = swp_new(&t);
	/* a fault outside the trap: the handler that was there before */
	page = mmap(NULL, 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	T_CHECK(page != MAP_FAILED);
	if (sigsetjmp(prev_jmp, 1) == 0)
		*(volatile int *)page = 1;
	T_EQ(prev_hits, 1);
	munmap(page, 4096);
	/* an atomic add on DQPI: no decoder takes it */
	T_EQ(pipe(fds), 0);
	pid = fork();
	if (pid == 0) {
		dup2(fds[1], STDERR_FILENO);
		__atomic_fetch_add(reg32(bus_r[0].cinh, DQPI), 1, __ATOMIC_SEQ_CST);
		_exit(0);
	}
	close(fds[1]);
	n = read(fds[0], out, sizeof(out) - 1);
	out[n > 0 ? n : 0] = '\0';
	close(fds[0]);
	T_EQ(waitpid(pid, &status, 0), pid);
	T_CHECK(WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT);
	T_CONTAINS(out, "dpaa2x MMIO trap: unknown instruction at pc 0x");
	T_CONTAINS(out, "), bytes ");
	printf("  the child's message: %s", out);
	swp_free(&t, s);
	finish(&t);
}

static double
now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* The accesses that trap in one DPDK command (as this compiler emits
 * them; printed, not asserted). */
static void
trapped_per_command(struct mt *t, struct qbman_swp *s)
{
	struct qbman_eq_desc ed;
	struct qbman_fd fd;
	struct dpaa2x_swp_stats st;
	uint64_t b[7], f[3];
	uint16_t bpid = seed(t, s, 7, 256);

	f[0] = mmio_trap_faults();
	T_EQ(qbman_swp_acquire(s, bpid, b, 7), 7);
	f[1] = mmio_trap_faults();
	release(s, bpid, b, 7);
	f[2] = mmio_trap_faults();
	memset(&fd, 0, sizeof(fd));
	qbman_eq_desc_clear(&ed);
	qbman_eq_desc_set_no_orp(&ed, 0);
	qbman_eq_desc_set_fq(&ed, 0x7fff);	/* no such FQ: dropped, counted bad */
	T_EQ(qbman_swp_enqueue_multiple(s, &ed, &fd, NULL, 1), 1);
	printf("bench: MMIO trap accesses per command: acquire of 7 %" PRIu64 ", release of 7 %"
	       PRIu64 ", enqueue of 1 FD %" PRIu64 "\n", f[1] - f[0], f[2] - f[1],
	       mmio_trap_faults() - f[2]);
	T_EQ(dpaa2x_swp_get_stats(t->soc, bus_r[0].idx, &st), 0);
	T_EQ(st.bad_cmds, 1);
	T_EQ(pool_free(t, bpid), 7);
}

void
test_trap_cost(void)
{
	const unsigned int n = 20000;
	struct mt t;
	struct qbman_swp *s;
	volatile uint32_t *dqpi, *body, *ci;
	double t0, ld, stn, free_ld;
	uint64_t f0, sum = 0;
	unsigned int i;

	start(&t, "qb_trap_cost", NULL, DPAA2X_HW_CPU_STEP);
	s = swp_new(&t);
	dqpi = reg32(bus_r[0].cinh, DQPI);
	body = reg32(bus_r[0].cena, 0x3c);	/* EQCR entry 0's last word: no verb */
	ci = reg32(bus_r[0].cena, 0x840);	/* CENA EQCR_CI: loads run free */
	f0 = mmio_trap_faults();
	t0 = now_ns();
	for (i = 0; i < n; i++)
		sum += *dqpi;
	ld = (now_ns() - t0) / n;
	t0 = now_ns();
	for (i = 0; i < n; i++)
		*body = i;
	stn = (now_ns() - t0) / n;
	t0 = now_ns();
	for (i = 0; i < n; i++)
		sum += *ci;
	free_ld = (now_ns() - t0) / n;
	T_EQ(mmio_trap_faults() - f0, 2 * n);	/* the CENA loads did not trap */
	T_EQ(sum, 0);
	T_EQ(*body, n - 1);
	printf("bench: MMIO trap cost per access: %.0f ns a trapped CINH load, %.0f ns a "
	       "trapped CENA store, %.1f ns a CENA load (%u each)\n", ld, stn, free_ld, n);
	trapped_per_command(&t, s);
	swp_free(&t, s);
	finish(&t);
}
