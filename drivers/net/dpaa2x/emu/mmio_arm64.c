/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * AArch64 decoder of the MMIO trap: the loads and stores compilers emit for
 * DPDK's portal accesses (Arm ARM C4.1.66 "Loads and Stores"):
 *  - LDR/STR (and LDRB/H, STRB/H, LDRS*) of W and X registers: unsigned
 *    scaled offset, unscaled (LDUR/STUR), pre- and post-index, register
 *    offset (LSL, UXTW, SXTW, SXTX, scaled or not);
 *  - the same of SIMD registers B, H, S, D and Q;
 *  - LDP/STP (and LDNP/STNP, LDPSW) of W, X, S, D and Q registers: signed
 *    offset, pre- and post-index.
 * Everything else (exclusives, atomics, LDTR, DC ZVA, prefetches): -1 (the
 * trap aborts naming the word).
 */

#include <string.h>

#include "mmio.h"

#define BITS(v, hi, lo)	(((v) >> (lo)) & ((1u << ((hi) - (lo) + 1)) - 1))

static int64_t
sext(uint64_t v, unsigned int bits)
{
	return (int64_t)(v << (64 - bits)) >> (64 - bits);
}

enum idx_mode { AT_OFFSET, POST_INDEX, PRE_INDEX };

/* The address of base + off in a mode, and the base written back. */
static void
indexed(struct mmio_op *op, unsigned int rn, uint64_t base, int64_t off, enum idx_mode m)
{
	op->addr = m == POST_INDEX ? base : base + (uint64_t)off;
	if (m != AT_OFFSET) {
		op->wb = (int8_t)rn;
		op->wb_val = base + (uint64_t)off;
	}
}

/* A register's bytes (rt 31 of a general register: XZR). */
static void
reg_bytes(const struct mmio_cpu *cpu, bool vec, unsigned int rt, unsigned int n, uint8_t *out)
{
	uint64_t z = 0;

	if (vec)
		memcpy(out, cpu->v[rt], n);
	else
		memcpy(out, rt == 31 ? &z : &cpu->x[rt], n);
}

/* The data side of an access: a store's bytes or a load's destinations. */
static void
data_side(const struct mmio_cpu *cpu, struct mmio_op *op, bool vec, bool load,
	  unsigned int rt, int rt2, unsigned int each, uint8_t ext)
{
	op->size = (uint8_t)(rt2 < 0 ? each : 2 * each);
	op->store = !load;
	op->pair = rt2 >= 0;
	if (!load) {
		reg_bytes(cpu, vec, rt, each, op->data);
		if (rt2 >= 0)
			reg_bytes(cpu, vec, (unsigned int)rt2, each, op->data + each);
		return;
	}
	op->dst_kind = vec ? MMIO_DST_VEC : MMIO_DST_GPR;
	op->dst[0] = (uint8_t)(!vec && rt == 31 ? 0xff : rt);	/* XZR: discarded */
	op->dst[1] = (uint8_t)(rt2 < 0 ? 0xff : (!vec && rt2 == 31) ? 0xff : rt2);
	op->ext = ext;
}

/* LDR/STR of one register (bits 29..27 = 111). */
static int
single(uint32_t i, const struct mmio_cpu *cpu, struct mmio_op *op)
{
	unsigned int size = BITS(i, 31, 30), opc = BITS(i, 23, 22), rn = BITS(i, 9, 5);
	unsigned int rt = BITS(i, 4, 0), scale = size;
	bool vec = i & (1u << 26), load;
	uint64_t base = cpu->x[rn];
	uint8_t ext = MMIO_ZX64;

	if (vec) {
		if (opc & 2) {
			if (size != 0)
				return -1;
			scale = 4;		/* Q */
		}
		load = opc & 1;
	} else {
		load = opc != 0;
		if (opc == 2)
			ext = MMIO_SX64;
		else if (opc == 3)
			ext = MMIO_SX32;
		if (opc >= 2 && size == 3)
			return -1;		/* PRFM */
		if (opc == 3 && size == 2)
			return -1;
	}
	if (BITS(i, 25, 24) == 1) {		/* unsigned offset, scaled */
		op->addr = base + ((uint64_t)BITS(i, 21, 10) << scale);
	} else if (BITS(i, 25, 24) == 0 && !(i & (1u << 21))) {
		/* 00 unscaled, 01 post-index, 11 pre-index (10: unprivileged) */
		static const int8_t m[4] = { AT_OFFSET, POST_INDEX, -1, PRE_INDEX };

		if (m[BITS(i, 11, 10)] < 0)
			return -1;
		indexed(op, rn, base, sext(BITS(i, 20, 12), 9), (enum idx_mode)m[BITS(i, 11, 10)]);
	} else if (BITS(i, 25, 24) == 0 && BITS(i, 11, 10) == 2) {	/* register offset */
		unsigned int opt = BITS(i, 15, 13), rm = BITS(i, 20, 16);
		uint64_t off = rm == 31 ? 0 : cpu->x[rm];

		if (opt == 2)
			off = (uint32_t)off;
		else if (opt == 6)
			off = (uint64_t)(int64_t)(int32_t)off;
		else if (opt != 3 && opt != 7)
			return -1;
		op->addr = base + (off << ((i & (1u << 12)) ? scale : 0));
	} else {
		return -1;			/* atomics, exclusives */
	}
	data_side(cpu, op, vec, load, rt, -1, 1u << scale, ext);
	return 0;
}

/* LDP/STP (bits 29..27 = 101). */
static int
pair(uint32_t i, const struct mmio_cpu *cpu, struct mmio_op *op)
{
	unsigned int opc = BITS(i, 31, 30), mode = BITS(i, 25, 23), rn = BITS(i, 9, 5);
	bool vec = i & (1u << 26), load = i & (1u << 22);
	unsigned int scale;
	uint8_t ext = MMIO_ZX64;
	uint64_t base = cpu->x[rn];

	if (opc == 3 || (opc == 1 && !vec && (!load || mode == 0)))
		return -1;
	scale = vec ? 2 + opc : (opc == 2 ? 3 : 2);
	if (!vec && opc == 1)
		ext = MMIO_SX64;		/* LDPSW */
	if (mode > 3)
		return -1;
	/* 000 no-allocate and 010 signed offset, 001 post-, 011 pre-index */
	indexed(op, rn, base, sext(BITS(i, 21, 15), 7) * (int64_t)(1u << scale),
		mode == 1 ? POST_INDEX : mode == 3 ? PRE_INDEX : AT_OFFSET);
	data_side(cpu, op, vec, load, BITS(i, 4, 0), (int)BITS(i, 14, 10), 1u << scale, ext);
	return 0;
}

int
mmio_decode_arm64(uint32_t insn, const struct mmio_cpu *cpu, struct mmio_op *op)
{
	memset(op, 0, sizeof(*op));
	op->wb = -1;
	op->len = 4;
	if (BITS(insn, 29, 27) == 7)
		return single(insn, cpu, op);
	if (BITS(insn, 29, 27) == 5)
		return pair(insn, cpu, op);
	return -1;
}
