/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The MMIO trap's decoders (emu/mmio_x86.c, emu/mmio_arm64.c) over tables
 * of encodings, on any host (decode only, nothing executed): each row an
 * instruction's bytes as the assembler writes them, the access it makes
 * from a known register file (address, size, direction, a store's value)
 * and, for a load, the register after its bytes arrive (memory holds
 * 0x80, 0x81, ... there); an instruction the trap must not take decodes
 * as -1.
 */

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <rte_common.h>

#include "dpaa2x_test.h"
#include "mmio.h"

/* a row's macro sets defaults that the row may then override */
#pragma GCC diagnostic ignored "-Woverride-init"

struct row {
	const char *asm_text;
	uint8_t code[12];
	int rc;
	uint64_t addr;
	uint8_t size;
	bool store;
	uint64_t val, val2;	/* a store's first 8 bytes (val2: its second
				 * register's), or the load's register(s) */
	uint8_t len;
	int8_t reg, reg2;	/* a load's destination(s), -1 none */
	bool vec;
	int8_t wb;		/* base written back, and its value */
	uint64_t wb_val;
};

#define ST(t, a, s, v, l)	{ .asm_text = t, .addr = a, .size = s, .store = true, .val = v, \
				  .len = l, .reg = -1, .reg2 = -1, .wb = -1
#define LD(t, a, s, r, v, l)	{ .asm_text = t, .addr = a, .size = s, .reg = r, .val = v, \
				  .len = l, .reg2 = -1, .wb = -1
#define BAD(t)			{ .asm_text = t, .rc = -1, .reg = -1, .reg2 = -1, .wb = -1

/* rax 0x1001, rcx 0x2002, ... r15 0x10010 (x[i] = 0x1000 (i+1) + i + 1);
 * xmm i holds bytes i*16 .. i*16+15; pc 0x400000 */
static const struct row x86[] = {
	ST("mov %eax,0x840(%rdi)", 0x8848, 4, 0x1001, 6), .code = {0x89, 0x87, 0x40, 0x08, 0, 0} },
	LD("mov 0xcc0(%rsi),%edx", 0x7cc7, 4, 2, 0x83828180, 6),
	   .code = {0x8b, 0x96, 0xc0, 0x0c, 0, 0} },
	ST("movb $0x5,(%rcx)", 0x2002, 1, 5, 3), .code = {0xc6, 0x01, 0x05} },
	ST("movq $-2,0x8(%rax,%rbx,8)", 0x21029, 8, 0xfffffffffffffffeull, 9),
	   .code = {0x48, 0xc7, 0x44, 0xd8, 0x08, 0xfe, 0xff, 0xff, 0xff} },
	ST("mov %r9w,0x10(%r12)", 0xd01d, 2, 0xa00a, 6), .code = {0x66, 0x45, 0x89, 0x4c, 0x24, 0x10} },
	ST("mov %ah,0x3(%rdx)", 0x3006, 1, 0x10, 3), .code = {0x88, 0x62, 0x03} },
	LD("movzbl 0x1(%r8),%r10d", 0x900a, 1, 10, 0x80, 5), .code = {0x45, 0x0f, 0xb6, 0x50, 0x01} },
	LD("movzwl (%rsi,%rcx,2),%eax", 0xb00b, 2, 0, 0x8180, 4), .code = {0x0f, 0xb7, 0x04, 0x4e} },
	ST("mov %r11,(%rsp)", 0x5005, 8, 0xc00c, 4), .code = {0x4c, 0x89, 0x1c, 0x24} },
	ST("movups %xmm1,0x20(%rdi)", 0x8028, 16, 0x1716151413121110ull, 4),
	   .code = {0x0f, 0x11, 0x4f, 0x20} },
	ST("movdqu %xmm9,(%rax)", 0x1001, 16, 0x9796959493929190ull, 5),
	   .code = {0xf3, 0x44, 0x0f, 0x7f, 0x08} },
	ST("movdqa %xmm2,0x40(%rdx)", 0x3043, 16, 0x2726252423222120ull, 5),
	   .code = {0x66, 0x0f, 0x7f, 0x52, 0x40} },
	ST("movaps %xmm3,(%rbx)", 0x4004, 16, 0x3736353433323130ull, 3), .code = {0x0f, 0x29, 0x1b} },
	ST("movq %xmm4,0x8(%rcx)", 0x200a, 8, 0x4746454443424140ull, 5),
	   .code = {0x66, 0x0f, 0xd6, 0x61, 0x08} },
	ST("movd %xmm5,0xc(%rsi)", 0x7013, 4, 0x53525150, 5), .code = {0x66, 0x0f, 0x7e, 0x6e, 0x0c} },
	LD("mov 0x100(%rip),%eax", 0x400106, 4, 0, 0x83828180, 6),
	   .code = {0x8b, 0x05, 0x00, 0x01, 0, 0} },
	ST("movl $0x12345678,0x780(%rdi)", 0x8788, 4, 0x12345678, 10),
	   .code = {0xc7, 0x87, 0x80, 0x07, 0, 0, 0x78, 0x56, 0x34, 0x12} },
	LD("movq 0x8(%rdi),%xmm0", 0x8010, 8, 0, 0x8786858483828180ull, 5), .vec = true,
	   .code = {0xf3, 0x0f, 0x7e, 0x47, 0x08} },
	BAD("add %eax,(%rdi)"), .code = {0x01, 0x07} },
	LD("movsbl (%rdi),%eax", 0x8008, 1, 0, 0xffffff80, 3), .code = {0x0f, 0xbe, 0x07} },
	LD("mov (%rdi),%al", 0x8008, 1, 0, 0x1080, 2), .code = {0x8a, 0x07} },
	LD("mov (%rdi),%ah", 0x8008, 1, 0, 0x8001, 2), .code = {0x8a, 0x27} },
	LD("movdqu (%rsi),%xmm7", 0x7007, 16, 7, 0x8786858483828180ull, 4), .vec = true,
	   .code = {0xf3, 0x0f, 0x6f, 0x3e} },
	ST("mov %r15,0x7c0(%r13,%r14,2)", 0x2c7ec, 8, 0x10010, 8),
	   .code = {0x4f, 0x89, 0xbc, 0x75, 0xc0, 0x07, 0, 0} },
};

#define W(i)	.code = {(i) & 0xff, (i) >> 8 & 0xff, (i) >> 16 & 0xff, (uint8_t)((i) >> 24)}

/* x0 0x1001, x1 0x2002, ... (x[i] = 0x1000 (i+1) + i + 1), sp 0x7f000;
 * v i holds bytes i*16 .. i*16+15 */
static const struct row arm64[] = {
	ST("str w1, [x0, #2112]", 0x1841, 4, 0x2002, 4), W(0xb9084001u) },
	LD("ldr w2, [x3, #3264]", 0x4cc4, 4, 2, 0x83828180, 4), W(0xb94cc062u) },
	LD("ldr x4, [x5, #8]!", 0x600e, 8, 4, 0x8786858483828180ull, 4), W(0xf8408ca4u),
	   .wb = 5, .wb_val = 0x600e },
	ST("str x6, [x7], #16", 0x8008, 8, 0x7007, 4), W(0xf80104e6u), .wb = 7, .wb_val = 0x8018 },
	ST("stur w8, [x9, #-4]", 0xa006, 4, 0x9009, 4), W(0xb81fc128u) },
	ST("strb w10, [x11, #1]", 0xc00d, 1, 0x0b, 4), W(0x3900056au) },
	LD("ldrh w12, [x13, x14, lsl #1]", 0x2c02c, 2, 12, 0x8180, 4), W(0x786e79acu) },
	ST("str w15, [x16, w17, uxtw #2]", 0x59059, 4, 0x10010, 4), W(0xb8315a0fu) },
	ST("stp x1, x2, [x0, #16]", 0x1011, 16, 0x2002, 4), W(0xa9010801u), .val2 = 0x3003 },
	LD("ldp w3, w4, [x5]", 0x6006, 8, 3, 0x83828180, 4), W(0x294010a3u),
	   .reg2 = 4, .val2 = 0x87868584 },
	ST("str q0, [x1, #32]", 0x2022, 16, 0x0706050403020100ull, 4), W(0x3d800820u) },
	ST("stp q1, q2, [x3, #-32]!", 0x3fe4, 32, 0x1716151413121110ull, 4), W(0xadbf0861u),
	   .val2 = 0x2726252423222120ull, .wb = 3, .wb_val = 0x3fe4 },
	ST("str d3, [x4]", 0x5005, 8, 0x3736353433323130ull, 4), W(0xfd000083u) },
	ST("str s4, [x5, #4]", 0x600a, 4, 0x43424140, 4), W(0xbd0004a4u) },
	LD("ldrsw x6, [x7]", 0x8008, 4, 6, 0xffffffff83828180ull, 4), W(0xb98000e6u) },
	LD("ldrsb w8, [x9]", 0xa00a, 1, 8, 0xffffff80, 4), W(0x39c00128u) },
	ST("str xzr, [sp, #8]", 0x7f008, 8, 0, 4), W(0xf90007ffu) },
	BAD("ldxr w0, [x1]"), W(0x885f7c20u) },
	LD("ldr q5, [x6]", 0x7007, 16, 5, 0x8786858483828180ull, 4), W(0x3dc000c5u), .vec = true },
	LD("ldp x7, x8, [x9], #-16", 0xa00a, 16, 7, 0x8786858483828180ull, 4), W(0xa8ff2127u),
	   .reg2 = 8, .val2 = 0x8f8e8d8c8b8a8988ull, .wb = 9, .wb_val = 0x9ffa },
	BAD("dc zva, x0"), W(0xd50b7420u) },
};

static void
cpu_preset(struct mmio_cpu *c)
{
	unsigned int i, j;

	for (i = 0; i < 31; i++)
		c->x[i] = 0x1000ull * (i + 1) + i + 1;
	c->x[31] = 0x7f000;
	c->pc = 0x400000;
	for (i = 0; i < 32; i++)
		for (j = 0; j < 16; j++)
			c->v[i][j] = (uint8_t)(i * 16 + j);
}

static uint64_t
reg_val(const struct mmio_cpu *c, int r, bool vec)
{
	uint64_t v;

	if (!vec)
		return c->x[r];
	memcpy(&v, c->v[r], 8);
	return v;
}

static void
check(const struct row *r, bool arm)
{
	struct mmio_cpu c;
	struct mmio_op op;
	uint8_t mem[MMIO_MAX_BYTES];
	uint64_t v;
	unsigned int k;
	int rc;

	cpu_preset(&c);
	if (arm) {
		uint32_t w = (uint32_t)r->code[0] | (uint32_t)r->code[1] << 8 |
			     (uint32_t)r->code[2] << 16 | (uint32_t)r->code[3] << 24;

		rc = mmio_decode_arm64(w, &c, &op);
	} else {
		rc = mmio_decode_x86(r->code, sizeof(r->code), &c, &op);
	}
	printf("  %-32s %s\n", r->asm_text, rc == 0 ? "decoded" : "refused");
	T_EQ(rc, r->rc);
	if (rc != 0 || r->rc != 0)
		return;
	T_EQ(op.addr, r->addr);
	T_EQ(op.size, r->size);
	T_EQ(op.store, r->store);
	T_EQ(op.len, r->len);
	if (r->store) {
		memcpy(&v, op.data, 8);
		T_EQ(v, r->val);
		if (r->val2 != 0) {
			memcpy(&v, op.data + op.size / 2, 8);
			T_EQ(v, r->val2);
		}
	} else {
		for (k = 0; k < sizeof(mem); k++)
			mem[k] = (uint8_t)(0x80 + k);
		mmio_op_complete(&c, &op, mem);
		T_EQ(reg_val(&c, r->reg, r->vec), r->val);
		if (r->vec && op.size < 16)
			T_EQ(c.v[r->reg][op.size], 0);	/* the rest zeroed */
		if (r->reg2 >= 0)
			T_EQ(reg_val(&c, r->reg2, r->vec), r->val2);
	}
	if (r->wb >= 0) {
		T_EQ(op.wb, r->wb);
		mmio_op_complete(&c, &op, mem);
		T_EQ(c.x[r->wb], r->wb_val);
	} else {
		T_EQ(op.wb, -1);
	}
}

static void
test_x86(void)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(x86); i++)
		check(&x86[i], false);
}

static void
test_arm64(void)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(arm64); i++)
		check(&arm64[i], true);
}

int
main(void)
{
	T_RUN(test_x86);
	T_RUN(test_arm64);
	return t_done();
}
