/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * x86-64 decoder of the MMIO trap: the loads and stores compilers emit for
 * DPDK's portal accesses (qbman_portal.c and qbman_sys.h at -O2/-O3):
 *  - MOV r/m, r and r, r/m of 8, 16, 32 and 64 bits (88, 89, 8A, 8B);
 *  - MOV r/m, imm (C6 /0, C7 /0; imm32 sign-extended with REX.W);
 *  - MOVZX and MOVSX loads of 8 and 16 bits (0F B6, B7, BE, BF);
 *  - SSE: movups/movupd, movss/movsd (0F 10/11), movaps/movapd (0F 28/29),
 *    movdqa/movdqu (66/F3 0F 6F/7F), movq (66 0F D6, F3 0F 7E), movd/movq
 *    with a general register (66 0F 6E/7E), movlps/movlpd (0F 13).
 * Legacy prefixes 66, F2, F3 and the ignored segments (CS, DS, ES, SS),
 * REX, ModRM with SIB, disp8/disp32 and RIP-relative. FS/GS bases, LOCK,
 * VEX and everything else: -1 (the trap aborts naming the bytes).
 */

#include <string.h>

#include "mmio.h"

struct x86_pfx {
	bool opsz, rep, repne;
	uint8_t rex;
};

/* ModRM (and SIB, displacement) at c: the address (RIP-relative still
 * to be added the instruction's end), the reg field; bytes used or -1. */
static int
modrm(const uint8_t *c, size_t avail, const struct mmio_cpu *cpu, uint8_t rex,
      uint64_t *ea, bool *riprel, unsigned int *reg)
{
	unsigned int mod = c[0] >> 6, rm = c[0] & 7, n = 1;
	int32_t disp = 0;

	*reg = ((c[0] >> 3) & 7) | (rex & 4 ? 8 : 0);
	*riprel = false;
	*ea = 0;
	if (mod == 3)
		return -1;			/* a register, not memory */
	if (rm == 4) {				/* SIB */
		unsigned int ss, idx, base;

		if (avail < 2)
			return -1;
		ss = c[1] >> 6;
		idx = ((c[1] >> 3) & 7) | (rex & 2 ? 8 : 0);
		base = (c[1] & 7) | (rex & 1 ? 8 : 0);
		n = 2;
		if (idx != 4)			/* rsp as index: none */
			*ea = cpu->x[idx] << ss;
		if ((base & 7) == 5 && mod == 0) {
			if (avail < n + 4)
				return -1;
			memcpy(&disp, c + n, 4);
			n += 4;
		} else {
			*ea += cpu->x[base];
		}
	} else if (rm == 5 && mod == 0) {
		if (avail < 5)
			return -1;
		memcpy(&disp, c + 1, 4);
		*riprel = true;
		n = 5;
	} else {
		*ea = cpu->x[rm | (rex & 1 ? 8 : 0)];
	}
	if (mod == 1) {
		if (avail < n + 1)
			return -1;
		disp = (int8_t)c[n++];
	} else if (mod == 2) {
		if (avail < n + 4)
			return -1;
		memcpy(&disp, c + n, 4);
		n += 4;
	}
	*ea += (uint64_t)(int64_t)disp;
	return (int)n;
}

/* A general register's low bytes as an operand (AH..BH without REX). */
static void
gpr_bytes(const struct mmio_cpu *cpu, unsigned int r, uint8_t rex, unsigned int size,
	  uint8_t *out)
{
	uint64_t v = cpu->x[r];

	if (size == 1 && rex == 0 && r >= 4 && r < 8)
		v = cpu->x[r - 4] >> 8;
	memcpy(out, &v, size);	/* little-endian host and target */
}

static void
load_gpr(struct mmio_op *op, unsigned int r, uint8_t rex, unsigned int size, uint8_t ext)
{
	op->dst_kind = MMIO_DST_GPR;
	op->dst[0] = (uint8_t)r;
	op->ext = ext;
	if (size == 1 && rex == 0 && r >= 4 && r < 8) {
		op->dst[0] = (uint8_t)(r - 4);
		op->dst_shift = 1;
	}
}

/* The two-byte opcodes (0F xx): MOVZX/MOVSX and the SSE moves. */
static int
op_0f(uint8_t o, const struct x86_pfx *p, const struct mmio_cpu *cpu, unsigned int reg,
      struct mmio_op *op)
{
	bool w = p->rex & 8;

	switch (o) {
	case 0xb6: case 0xb7: case 0xbe: case 0xbf:
		if (p->opsz)
			return -1;		/* into a 16-bit register: not emitted */
		op->size = (o & 1) ? 2 : 1;
		load_gpr(op, reg, 0x40, 2, o < 0xbe ? MMIO_ZX64 : (w ? MMIO_SX64 : MMIO_SX32));
		return 0;
	default:
		break;
	}
	op->vec = true;		/* the reg field names an SSE register */
	switch (o) {
	case 0x10: case 0x11:			/* movups/movupd, movss, movsd */
		op->size = p->rep ? 4 : p->repne ? 8 : 16;
		break;
	case 0x28: case 0x29:			/* movaps, movapd */
	case 0x6f: case 0x7f:			/* movdqa (66), movdqu (F3) */
		if ((o & 0xf0) != 0x20 && !p->opsz && !p->rep)
			return -1;		/* MMX */
		op->size = 16;
		break;
	case 0x13:				/* movlps, movlpd */
		op->size = 8;
		op->store = true;
		memcpy(op->data, cpu->v[reg], 8);
		return 0;
	case 0xd6:				/* movq xmm to m64 */
		if (!p->opsz)
			return -1;
		op->size = 8;
		op->store = true;
		memcpy(op->data, cpu->v[reg], 8);
		return 0;
	case 0x6e: case 0x7e:	/* movd/movq (66; 7E store), movq load (F3 7E) */
		if (p->rep && o == 0x7e) {
			op->size = 8;
			break;
		}
		if (!p->opsz)
			return -1;
		op->size = w ? 8 : 4;
		if (o == 0x7e) {
			op->store = true;
			memcpy(op->data, cpu->v[reg], op->size);
			return 0;
		}
		op->dst_kind = MMIO_DST_VEC;
		op->dst[0] = (uint8_t)reg;
		return 0;
	default:
		return -1;
	}
	op->store = o == 0x11 || o == 0x29 || o == 0x7f;
	if (op->store) {
		memcpy(op->data, cpu->v[reg], op->size);
	} else {
		op->dst_kind = MMIO_DST_VEC;	/* loads from memory zero the rest */
		op->dst[0] = (uint8_t)reg;
	}
	return 0;
}

int
mmio_decode_x86(const uint8_t *code, size_t avail, const struct mmio_cpu *cpu,
		struct mmio_op *op)
{
	struct x86_pfx p = { false, false, false, 0 };
	unsigned int n = 0, reg, imm = 0;
	bool riprel, two;
	uint8_t o;
	int m;

	memset(op, 0, sizeof(*op));
	op->wb = -1;
	for (; n < avail && n < 4; n++) {
		uint8_t b = code[n];

		if (b == 0x66)
			p.opsz = true;
		else if (b == 0xf3)
			p.rep = true;
		else if (b == 0xf2)
			p.repne = true;
		else if (b != 0x2e && b != 0x3e && b != 0x26 && b != 0x36)
			break;
	}
	op->rex_at = 0xff;
	if (n < avail && (code[n] & 0xf0) == 0x40) {
		op->rex_at = (uint8_t)n;
		p.rex = code[n++];
	}
	if (n + 2 > avail)
		return -1;
	two = code[n] == 0x0f;
	if (two)
		n++;
	o = code[n++];
	op->modrm_at = (uint8_t)n;
	m = modrm(code + n, avail - n, cpu, p.rex, &op->addr, &riprel, &reg);
	if (m < 0)
		return -1;
	n += (unsigned int)m;
	if (two) {
		if (op_0f(o, &p, cpu, reg, op) < 0)
			return -1;
	} else {
		unsigned int sz = (o & 1) == 0 ? 1 : (p.rex & 8) ? 8 : p.opsz ? 2 : 4;

		op->size = (uint8_t)sz;
		switch (o) {
		case 0x88: case 0x89:		/* MOV r/m, r */
			op->store = true;
			gpr_bytes(cpu, reg, p.rex, sz, op->data);
			break;
		case 0x8a: case 0x8b:		/* MOV r, r/m */
			load_gpr(op, reg, p.rex, sz, sz >= 4 ? MMIO_ZX64 : MMIO_MERGE);
			break;
		case 0xc6: case 0xc7: {		/* MOV r/m, imm */
			int64_t v = 0;

			imm = sz > 4 ? 4 : sz;
			if ((reg & 7) != 0 || n + imm > avail)
				return -1;
			if (imm == 1)
				v = (int8_t)code[n];
			else if (imm == 2)
				v = (int16_t)(code[n] | code[n + 1] << 8);
			else
				v = (int32_t)((uint32_t)code[n] | (uint32_t)code[n + 1] << 8 |
					      (uint32_t)code[n + 2] << 16 |
					      (uint32_t)code[n + 3] << 24);
			op->store = true;
			memcpy(op->data, &v, sz);
			break;
		}
		default:
			return -1;
		}
	}
	n += imm;
	if (riprel)
		op->addr += cpu->pc + n;
	op->len = (uint8_t)n;
	return 0;
}
