/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Emulator-internal: the MMIO trap (mmio_trap.c) and its instruction
 * decoders (mmio_x86.c, mmio_arm64.c). A block of device memory is one
 * shared memory object mapped twice: read-write for the model, and for
 * software with protections that fault, page by page. The SIGSEGV handler
 * decodes the faulting load or store, performs it on the model's mapping,
 * tells the device (its ops) and steps over the instruction.
 *
 * The decoders are plain functions of the instruction's bytes and a
 * register file (struct mmio_cpu), so that both are tested on any host.
 */

#ifndef DPAA2X_EMU_MMIO_H
#define DPAA2X_EMU_MMIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define MMIO_MAX_BYTES	32	/* the widest access: a pair of Q registers */

/* A thread's registers as the decoders see them. */
struct mmio_cpu {
	uint64_t x[32];		/* x86-64: rax..r15 by encoding; aarch64: x0..x30, [31] sp */
	uint64_t pc;
	uint8_t v[32][16];	/* x86-64: xmm0..15; aarch64: v0..v31 */
};

enum mmio_dst { MMIO_DST_NONE, MMIO_DST_GPR, MMIO_DST_VEC };
enum mmio_ext {
	MMIO_ZX64,	/* zero-extended to the whole register */
	MMIO_MERGE,	/* the register's other bytes kept (x86 8- and 16-bit) */
	MMIO_SX32,	/* sign-extended to 32 bits, the upper half zero */
	MMIO_SX64,	/* sign-extended to 64 bits */
};

/* One decoded access. */
struct mmio_op {
	uint64_t addr;		/* the first byte's address */
	uint8_t size;		/* bytes: 1..32 (a pair: both registers) */
	bool store, pair;	/* pair: two registers, size/2 bytes each */
	uint8_t len;		/* instruction bytes */
	uint8_t data[MMIO_MAX_BYTES];	/* a store's bytes, in memory order */
	/* a load: its bytes go to dst[0] (a pair: the second half to dst[1]);
	 * a destination 0xff is discarded (AArch64's XZR) */
	uint8_t dst_kind, dst[2], ext;
	uint8_t dst_shift;	/* bytes up in the register (x86 AH, CH, DH, BH) */
	int8_t wb;		/* base register written back (pre/post index), or -1 */
	uint64_t wb_val;
	/* x86-64: the access goes to or from an SSE register (vec), the
	 * offsets of its ModRM byte and of its REX prefix (0xff: none), for
	 * the trap's re-encoding under valgrind (mmio_trap.c) */
	bool vec;
	uint8_t modrm_at, rex_at;
};

/* 0, or -1 for an instruction the decoder does not know (or not a memory
 * access). code: the instruction's bytes, avail of them readable. */
int mmio_decode_x86(const uint8_t *code, size_t avail, const struct mmio_cpu *cpu,
		    struct mmio_op *op);
int mmio_decode_arm64(uint32_t insn, const struct mmio_cpu *cpu, struct mmio_op *op);
/* A load's bytes into the registers op names, and the base written back
 * (both decoders' ops). */
void mmio_op_complete(struct mmio_cpu *cpu, const struct mmio_op *op, const uint8_t *bytes);

/* ---- mmio_trap.c ---- */
struct mmio_trap;
struct mmio_trap_ops {
	/* A load of size bytes at off (<= 8): true when the device gives the
	 * value itself (a register read with a side effect); else it is read
	 * from the model's memory. */
	bool (*load)(void *ctx, uint32_t off, unsigned int size, uint64_t *val);
	/* After a store of size bytes at off reached the model's memory. */
	void (*stored)(void *ctx, uint32_t off, unsigned int size);
	void (*fini)(void *ctx);	/* at mmio_trap_destroy */
};
#define MMIO_PAGE	4096	/* the protections' granule */
/* len bytes (a multiple of MMIO_PAGE), prot[i] the software view's
 * protection of page i (PROT_NONE or PROT_READ). *model and *view: the
 * two mappings. NULL with a message in err on failure. */
struct mmio_trap *mmio_trap_create(size_t len, const int *prot, const struct mmio_trap_ops *ops,
				   void *ctx, uint8_t **model, uint8_t **view,
				   char *err, size_t errlen);
void mmio_trap_destroy(struct mmio_trap *t);
/* Accesses the handler served in this process. */
uint64_t mmio_trap_faults(void);

#endif /* DPAA2X_EMU_MMIO_H */
