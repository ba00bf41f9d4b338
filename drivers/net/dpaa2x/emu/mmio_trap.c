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
#include <sched.h>
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

/*
 * Under valgrind: its amd64 signal frame carries no SSE state (the
 * handler reads wrong xmm values from it, and what it writes there is not
 * restored), while the general registers and RIP are exact with
 * --px-default=allregs-at-mem-access --vex-guest-chase=no. So an SSE
 * access to a trap is not emulated in the handler: the handler sends the
 * thread through a stub, the same instruction re-encoded RIP-relative to
 * a slot (its prefixes, REX's R and W, opcode and ModRM's reg kept: the
 * same register, width and zeroing), followed by a byte store to a page
 * that faults ("resume"). A load's bytes are in the slot before the stub
 * runs; a store's are taken from it at the resume fault, which completes
 * the access and returns to the instruction after the original one. The
 * stub changes no general register nor flag. One access at a time (the
 * slot is the process's), and only under valgrind (RUNNING_ON_VALGRIND);
 * DPAA2X_MMIO_STUB=1 forces it, to check the stub natively.
 * Pages: the slot (RW), the stub (RWX: valgrind's --smc-check default
 * re-translates code written in anonymous memory), the resume page.
 */
#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#define ON_VALGRIND()	RUNNING_ON_VALGRIND
#else
#define ON_VALGRIND()	0
#endif

static uint8_t *stub_area;
static struct {
	int busy;
	struct mmio_trap *t;
	uint32_t off;
	uint8_t size;
	bool store;
	uint64_t next;
} stub_now;

static void
stub_init(void)
{
	const char *f = getenv("DPAA2X_MMIO_STUB");
	uint8_t *p;

	if (!ON_VALGRIND() && (f == NULL || strcmp(f, "1") != 0))
		return;
	p = mmap(NULL, 3 * MMIO_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return;
	if (mprotect(p + MMIO_PAGE, MMIO_PAGE, PROT_READ | PROT_WRITE | PROT_EXEC) != 0 ||
	    mprotect(p + 2 * MMIO_PAGE, MMIO_PAGE, PROT_NONE) != 0) {
		munmap(p, 3 * MMIO_PAGE);
		return;
	}
	stub_area = p;
}

static void device_access(struct mmio_trap *t, uint32_t off, bool store, uint8_t *b,
			  unsigned int n);

/* An SSE access through the stub (a load's bytes read now). */
static bool
stub_enter(ucontext_t *uc, struct mmio_trap *t, const struct mmio_cpu *c,
	   const struct mmio_op *op, uint32_t off)
{
	const uint8_t *insn = (const uint8_t *)(uintptr_t)c->pc;
	uint8_t *slot = stub_area, *code = stub_area + MMIO_PAGE;
	unsigned int n = op->modrm_at;
	int32_t d;

	if (stub_area == NULL || !op->vec)
		return false;
	while (__atomic_exchange_n(&stub_now.busy, 1, __ATOMIC_ACQUIRE))
		sched_yield();
	stub_now.t = t;
	stub_now.off = off;
	stub_now.size = op->size;
	stub_now.store = op->store;
	stub_now.next = c->pc + op->len;
	if (!op->store)
		device_access(t, off, false, slot, op->size);
	memcpy(code, insn, n);
	if (op->rex_at != 0xff)
		code[op->rex_at] &= 0xfc;	/* no index, no base */
	code[n] = (uint8_t)((insn[n] & 0x38) | 0x05);	/* [rip + disp32] */
	d = (int32_t)(slot - (code + n + 5));
	memcpy(code + n + 1, &d, 4);
	n += 5;
	code[n] = 0x88;				/* mov %al, resume(%rip) */
	code[n + 1] = 0x05;
	d = (int32_t)(stub_area + 2 * MMIO_PAGE - (code + n + 6));
	memcpy(code + n + 2, &d, 4);
	uc->uc_mcontext.gregs[REG_RIP] = (greg_t)(uintptr_t)code;
	return true;
}

/* The stub's resume fault: a store's bytes to the device, then on. */
static bool
stub_resume(ucontext_t *uc, uintptr_t a)
{
	if (stub_area == NULL || a - (uintptr_t)(stub_area + 2 * MMIO_PAGE) >= MMIO_PAGE)
		return false;
	if (stub_now.store)
		device_access(stub_now.t, stub_now.off, true, stub_area, stub_now.size);
	uc->uc_mcontext.gregs[REG_RIP] = (greg_t)stub_now.next;
	__atomic_store_n(&stub_now.busy, 0, __ATOMIC_RELEASE);
	return true;
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

/* valgrind's arm64 signal frame: not needed here (no stub) */
static void stub_init(void) {}
#define stub_enter(uc, t, c, op, off)	false
#define stub_resume(uc, a)		false
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

/* A load or store of n bytes at off, as the device serves it. */
static void
device_access(struct mmio_trap *t, uint32_t off, bool store, uint8_t *b, unsigned int n)
{
	uint64_t v;

	if (store) {
		mem_access(t->model + off, true, b, n);
		if (t->ops->stored != NULL)
			t->ops->stored(t->ctx, off, n);
	} else if (n <= 8 && t->ops->load != NULL && t->ops->load(t->ctx, off, n, &v)) {
		memcpy(b, &v, n);
	} else {
		mem_access(t->model + off, false, b, n);
	}
}

static void
on_segv(int sig, siginfo_t *si, void *ucv)
{
	uintptr_t a = (uintptr_t)si->si_addr;
	struct mmio_trap *t = trap_of(a);
	struct mmio_cpu c;
	struct mmio_op op;
	uint8_t b[MMIO_MAX_BYTES];
	uint32_t off;

	if (t == NULL) {
		if (stub_resume(ucv, a))
			return;
		return chain(sig, si, ucv);
	}
	cpu_get(ucv, &c);
	if (decode(&c, &op) < 0 || op.addr - (uintptr_t)t->view + op.size > t->len)
		unknown(&c, a);
	off = (uint32_t)(op.addr - (uintptr_t)t->view);
	__atomic_fetch_add(&n_faults, 1, __ATOMIC_RELAXED);
	if (stub_enter(ucv, t, &c, &op, off))
		return;
	device_access(t, off, op.store, op.store ? op.data : b, op.size);
	mmio_op_complete(&c, &op, b);
	c.pc += op.len;
	cpu_put(ucv, &c, !op.store && op.dst_kind == MMIO_DST_VEC);
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
	stub_init();
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
