/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The codec's field lists (private to dpaa2x_mc*.c): a field is a run of
 * bits of a little-endian word of a command or a buffer and the structure
 * member that holds its value.
 */

#ifndef DPAA2X_MC_FLD_H
#define DPAA2X_MC_FLD_H

#include <stddef.h>
#include <stdint.h>

struct fld {
	uint8_t off;		/* first byte of the word in the command */
	uint8_t len;		/* word bytes 1, 2, 4, 8; 6: a MAC, bytes reversed */
	uint8_t shift, bits;	/* the field's bits in the word (0 bits: all) */
	uint8_t vshift;		/* value bits it carries start here (split fields) */
	uint8_t sext;		/* unpack: sign-extend the value from this width */
	uint8_t n;		/* array: elements, */
	uint8_t cstep, bstep;	/* bytes and bits between them in the command */
	uint8_t msize;		/* member bytes */
	uint16_t moff, mstep;	/* member offset, bytes between elements */
};

#define MSIZE(T, m)	sizeof(((T *)0)->m)
#define FIELD(o, l, sh, b, vs, sx, cnt, cs, bs, T, m, ms) \
	{ .off = (o), .len = (l), .shift = (sh), .bits = (b), .vshift = (vs), \
	  .sext = (sx), .n = (cnt), .cstep = (cs), .bstep = (bs), \
	  .msize = MSIZE(T, m), .moff = offsetof(T, m), .mstep = (ms) }
/* a whole word as wide as the member */
#define W(o, T, m)		FIELD(o, MSIZE(T, m), 0, 0, 0, 0, 1, 0, 0, T, m, 0)
/* bits of a byte */
#define BITS(o, sh, b, T, m)	FIELD(o, 1, sh, b, 0, 0, 1, 0, 0, T, m, 0)
/* a MAC address, stored last byte first */
#define MAC(o, T, m)		FIELD(o, 6, 0, 0, 0, 0, 1, 0, 0, T, m, 0)
/* n words cs bytes apart, from members ms bytes apart */
#define WARR(o, cnt, cs, T, m, ms) FIELD(o, MSIZE(T, m), 0, 0, 0, 0, cnt, cs, 0, T, m, ms)

/* Every field of a list into the bytes c (OR-ed into what c holds), or
 * out of them into s (members zeroed by the caller). */
void dpaa2x_mc_pack(uint8_t *c, const struct fld *f, unsigned int nf, const void *s);
void dpaa2x_mc_unpack(const uint8_t *c, const struct fld *f, unsigned int nf, void *s);

#endif /* DPAA2X_MC_FLD_H */
