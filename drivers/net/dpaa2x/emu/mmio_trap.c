/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The MMIO trap: device memory that software reaches with plain loads and
 * stores, as it reaches a DPIO's regions mapped by VFIO, with the device
 * acting on the access itself (a register read with a side effect, a
 * command executed when its verb is written), as silicon does.
 *
 * One shared memory object (memfd) is mapped twice: read-write for the
 * model, and for software with a protection per page (PROT_NONE: every
 * access faults; PROT_READ: every store faults, loads run free). The
 * SIGSEGV handler finds the trap the address belongs to, decodes the
 * instruction at the PC (mmio_x86.c, mmio_arm64.c), performs the access
 * on the model's mapping, calls the device's ops, writes the load's
 * registers and steps the PC over the instruction. A fault outside every
 * trap goes to the handler installed before (or the default action); an
 * instruction the decoder does not know aborts with its PC and bytes.
 */

#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* memfd_create */
#endif
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include "mmio.h"

#define MAX_TRAPS	64

struct mmio_trap {
	uint8_t *model, *view;
	size_t len;
	const struct mmio_trap_ops *ops;
	void *ctx;
};

static struct mmio_trap *traps[MAX_TRAPS];	/* read by the handler */
static pthread_mutex_t traps_lock = PTHREAD_MUTEX_INITIALIZER;
static struct sigaction old_segv;
static bool installed;
static uint64_t n_faults;

uint64_t
mmio_trap_faults(void)
{
	return __atomic_load_n(&n_faults, __ATOMIC_RELAXED);
}

/* ---- the registers of the interrupted thread ---- */

#if defined(__x86_64__)
/* glibc's gregs by x86 encoding: rax rcx rdx rbx rsp rbp rsi rdi r8..r15 */
static const int gmap[16] = { REG_RAX, REG_RCX, REG_RDX, REG_RBX, REG_RSP, REG_RBP,
	REG_RSI, REG_RDI, REG_R8, REG_R9, REG_R10, REG_R11, REG_R12, REG_R13, REG_R14, REG_R15 };

static void
cpu_get(const ucontext_t *uc, struct mmio_cpu *c)
{
	unsigned int i;

	for (i = 0; i < 16; i++)
		c->x[i] = (uint64_t)uc->uc_mcontext.gregs[gmap[i]];
	c->pc = (uint64_t)uc->uc_mcontext.gregs[REG_RIP];
	memcpy(c->v, uc->uc_mcontext.fpregs->_xmm, 16 * 16);
}

static void
cpu_put(ucontext_t *uc, const struct mmio_cpu *c, bool vec)
{
	unsigned int i;

	for (i = 0; i < 16; i++)
		uc->uc_mcontext.gregs[gmap[i]] = (greg_t)c->x[i];
	uc->uc_mcontext.gregs[REG_RIP] = (greg_t)c->pc;
	if (vec)
		memcpy(uc->uc_mcontext.fpregs->_xmm, c->v, 16 * 16);
}

static int
decode(const struct mmio_cpu *c, struct mmio_op *op)
{
	return mmio_decode_x86((const uint8_t *)(uintptr_t)c->pc, 15, c, op);
}
#elif defined(__aarch64__)
#include <asm/sigcontext.h>

static struct fpsimd_context *
fpsimd(ucontext_t *uc)
{
	struct _aarch64_ctx *h = (struct _aarch64_ctx *)(void *)uc->uc_mcontext.__reserved;

	while (h->magic != 0 && h->magic != FPSIMD_MAGIC)
		h = (struct _aarch64_ctx *)((uint8_t *)h + h->size);
	return h->magic == FPSIMD_MAGIC ? (struct fpsimd_context *)h : NULL;
}

static void
cpu_get(ucontext_t *uc, struct mmio_cpu *c)
{
	struct fpsimd_context *f = fpsimd(uc);

	memcpy(c->x, uc->uc_mcontext.regs, 31 * 8);
	c->x[31] = uc->uc_mcontext.sp;
	c->pc = uc->uc_mcontext.pc;
	if (f != NULL)
		memcpy(c->v, f->vregs, sizeof(c->v));
}

static void
cpu_put(ucontext_t *uc, const struct mmio_cpu *c, bool vec)
{
	struct fpsimd_context *f = fpsimd(uc);

	memcpy(uc->uc_mcontext.regs, c->x, 31 * 8);
	uc->uc_mcontext.sp = c->x[31];
	uc->uc_mcontext.pc = c->pc;
	if (vec && f != NULL)
		memcpy(f->vregs, c->v, sizeof(c->v));
}

static int
decode(const struct mmio_cpu *c, struct mmio_op *op)
{
	return mmio_decode_arm64(*(const uint32_t *)(uintptr_t)c->pc, c, op);
}
#else
#error "the MMIO trap has decoders for x86-64 and aarch64 only"
#endif

void
mmio_op_complete(struct mmio_cpu *cpu, const struct mmio_op *op, const uint8_t *bytes)
{
	unsigned int k, n = op->pair ? 2 : 1, each = op->size / n;

	for (k = 0; k < n; k++) {
		const uint8_t *b = bytes + k * each;
		uint64_t v = 0;

		if (op->dst_kind == MMIO_DST_NONE || op->dst[k] == 0xff)
			continue;
		if (op->dst_kind == MMIO_DST_VEC) {	/* the rest zeroed */
			memset(cpu->v[op->dst[k]], 0, 16);
			memcpy(cpu->v[op->dst[k]], b, each);
			continue;
		}
		if (op->ext == MMIO_MERGE) {
			memcpy((uint8_t *)&cpu->x[op->dst[k]] + op->dst_shift, b, each);
			continue;
		}
		memcpy(&v, b, each);
		if (op->ext != MMIO_ZX64 && each < 8 && ((v >> (8 * each - 1)) & 1))
			v |= ~0ull << (8 * each);
		if (op->ext == MMIO_SX32)
			v = (uint32_t)v;
		cpu->x[op->dst[k]] = v;
	}
	if (op->wb >= 0)
		cpu->x[op->wb] = op->wb_val;
}

/* ---- the handler ---- */

static struct mmio_trap *
trap_of(uintptr_t a)
{
	unsigned int i;

	for (i = 0; i < MAX_TRAPS; i++) {
		struct mmio_trap *t = __atomic_load_n(&traps[i], __ATOMIC_ACQUIRE);

		if (t != NULL && a - (uintptr_t)t->view < t->len)
			return t;
	}
	return NULL;
}

/* The access on the model's mapping: naturally aligned words whole
 * (the engine reads them concurrently), anything else bytewise. */
static void
mem_access(uint8_t *p, bool store, uint8_t *b, unsigned int n)
{
	bool al = ((uintptr_t)p & (n - 1)) == 0;

	if (al && n == 4 && store)
		__atomic_store_n((uint32_t *)(void *)p, *(uint32_t *)(void *)b, __ATOMIC_RELEASE);
	else if (al && n == 4)
		*(uint32_t *)(void *)b = __atomic_load_n((uint32_t *)(void *)p, __ATOMIC_ACQUIRE);
	else if (al && n == 8 && store)
		__atomic_store_n((uint64_t *)(void *)p, *(uint64_t *)(void *)b, __ATOMIC_RELEASE);
	else if (al && n == 8)
		*(uint64_t *)(void *)b = __atomic_load_n((uint64_t *)(void *)p, __ATOMIC_ACQUIRE);
	else if (store)
		memcpy(p, b, n);
	else
		memcpy(b, p, n);
}

static void
unknown(const struct mmio_cpu *c, uintptr_t a)
{
	const uint8_t *pc = (const uint8_t *)(uintptr_t)c->pc;
	char msg[160];
	int n = snprintf(msg, sizeof(msg), "dpaa2x MMIO trap: unknown instruction at pc %p "
			 "(access to %p), bytes", (const void *)pc, (void *)a);
	unsigned int i;

	for (i = 0; i < 8 && n > 0 && (size_t)n < sizeof(msg) - 4; i++)
		n += snprintf(msg + n, sizeof(msg) - (size_t)n, " %02x", pc[i]);
	if (n > 0 && (size_t)n < sizeof(msg) - 1)
		msg[n++] = '\n';
	if (write(STDERR_FILENO, msg, (size_t)n) < 0)
		abort();
	abort();
}

static void
chain(int sig, siginfo_t *si, void *uc)
{
	if ((old_segv.sa_flags & SA_SIGINFO) && old_segv.sa_sigaction != NULL)
		old_segv.sa_sigaction(sig, si, uc);
	else if (old_segv.sa_handler != SIG_DFL && old_segv.sa_handler != SIG_IGN)
		old_segv.sa_handler(sig);
	else
		signal(SIGSEGV, SIG_DFL);	/* the fault again: its default action */
}

static void
on_segv(int sig, siginfo_t *si, void *ucv)
{
	uintptr_t a = (uintptr_t)si->si_addr;
	struct mmio_trap *t = trap_of(a);
	struct mmio_cpu c;
	struct mmio_op op;
	uint8_t b[MMIO_MAX_BYTES];
	uint64_t v;
	uint32_t off;

	if (t == NULL)
		return chain(sig, si, ucv);
	cpu_get(ucv, &c);
	if (decode(&c, &op) < 0 || op.addr - (uintptr_t)t->view + op.size > t->len)
		unknown(&c, a);
	off = (uint32_t)(op.addr - (uintptr_t)t->view);
	if (op.store) {
		mem_access(t->model + off, true, op.data, op.size);
		if (t->ops->stored != NULL)
			t->ops->stored(t->ctx, off, op.size);
	} else if (op.size <= 8 && t->ops->load != NULL && t->ops->load(t->ctx, off, op.size, &v)) {
		memcpy(b, &v, op.size);
	} else {
		mem_access(t->model + off, false, b, op.size);
	}
	mmio_op_complete(&c, &op, b);
	c.pc += op.len;
	cpu_put(ucv, &c, !op.store && op.dst_kind == MMIO_DST_VEC);
	__atomic_fetch_add(&n_faults, 1, __ATOMIC_RELAXED);
}

/* ---- traps ---- */

static int
install(char *err, size_t errlen)
{
	struct sigaction sa;

	if (installed)
		return 0;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_segv;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGSEGV, &sa, &old_segv) != 0) {
		snprintf(err, errlen, "MMIO trap: sigaction(SIGSEGV): %s", strerror(errno));
		return -1;
	}
	installed = true;
	return 0;
}

struct mmio_trap *
mmio_trap_create(size_t len, const int *prot, const struct mmio_trap_ops *ops, void *ctx,
		 uint8_t **model, uint8_t **view, char *err, size_t errlen)
{
	struct mmio_trap *t = calloc(1, sizeof(*t));
	unsigned int i, slot = MAX_TRAPS;
	int fd = -1;

	if (t == NULL || len == 0 || len % MMIO_PAGE != 0 || sysconf(_SC_PAGESIZE) != MMIO_PAGE) {
		snprintf(err, errlen, "MMIO trap: %zu bytes on pages of %ld (it needs pages of %d)",
			 len, sysconf(_SC_PAGESIZE), MMIO_PAGE);
		free(t);
		return NULL;
	}
	t->len = len;
	t->ops = ops;
	t->ctx = ctx;
	t->model = t->view = MAP_FAILED;
	fd = memfd_create("dpaa2x_mmio", MFD_CLOEXEC);
	if (fd < 0 || ftruncate(fd, (off_t)len) != 0 ||
	    (t->model = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)) == MAP_FAILED ||
	    (t->view = mmap(NULL, len, PROT_NONE, MAP_SHARED, fd, 0)) == MAP_FAILED)
		goto fail;
	for (i = 0; i < len / MMIO_PAGE; i++)
		if (mprotect(t->view + i * MMIO_PAGE, MMIO_PAGE, prot[i]) != 0)
			goto fail;
	close(fd);
	fd = -1;
	pthread_mutex_lock(&traps_lock);
	for (i = 0; i < MAX_TRAPS && slot == MAX_TRAPS; i++)
		if (traps[i] == NULL)
			slot = i;
	if (slot == MAX_TRAPS || install(err, errlen) != 0) {
		pthread_mutex_unlock(&traps_lock);
		if (slot == MAX_TRAPS)
			snprintf(err, errlen, "MMIO trap: all %d traps in use", MAX_TRAPS);
		errno = 0;
		goto fail;
	}
	__atomic_store_n(&traps[slot], t, __ATOMIC_RELEASE);
	pthread_mutex_unlock(&traps_lock);
	*model = t->model;
	*view = t->view;
	return t;
fail:
	if (errno != 0)
		snprintf(err, errlen, "MMIO trap: memfd of %zu bytes mapped twice: %s", len,
			 strerror(errno));
	if (fd >= 0)
		close(fd);
	if (t->model != MAP_FAILED)
		munmap(t->model, len);
	if (t->view != MAP_FAILED)
		munmap(t->view, len);
	free(t);
	return NULL;
}

void
mmio_trap_destroy(struct mmio_trap *t)
{
	unsigned int i;

	if (t == NULL)
		return;
	pthread_mutex_lock(&traps_lock);
	for (i = 0; i < MAX_TRAPS; i++)
		if (traps[i] == t)
			__atomic_store_n(&traps[i], NULL, __ATOMIC_RELEASE);
	pthread_mutex_unlock(&traps_lock);
	if (t->ops->fini != NULL)
		t->ops->fini(t->ctx);
	munmap(t->view, t->len);
	munmap(t->model, t->len);
	free(t);
}
