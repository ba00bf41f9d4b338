/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * WRIOP distribution hash: Toeplitz over the selected header fields, as
 * receive-side scaling defines it. The key is read as a bit string; the
 * 32-bit window for input bit i is key bits i..i+31.
 */

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_mc.h"
#include "frame.h"
#include "frame_priv.h"

/* The widely used default RSS key (also the verification suite's key). */
const uint8_t dpaa2x_default_rss_key[DPAA2X_RSS_KEY_LEN] = {
	0x6d, 0x5a, 0x56, 0xda, 0x25, 0x5b, 0x0e, 0xc2,
	0x41, 0x67, 0x25, 0x3d, 0x43, 0xa3, 0x8f, 0xb0,
	0xd0, 0xca, 0x2b, 0xcb, 0xae, 0x7b, 0x30, 0xb4,
	0x77, 0xcb, 0x2d, 0xa3, 0x80, 0x30, 0xf2, 0x0c,
	0x6a, 0x42, 0xb7, 0x3b, 0xbe, 0xac, 0x01, 0xfa,
};

/* IPv6 5-tuple: 16 + 16 + 1 + 2 + 2 bytes, rounded up to whole words. */
#define HASH_MAX_INPUT	40

/*
 * Default key fast path: the hash contribution of every byte value at
 * every input position, filled once at load time (read-only afterwards).
 */
static uint32_t default_tab[HASH_MAX_INPUT][256];

/* Key bits 8 * byte .. 8 * byte + 63; the key repeats past its end. */
static inline uint64_t
key_window(const uint8_t *key, uint32_t byte)
{
	uint64_t w = 0;
	uint32_t i;

	if (byte + 8 <= DPAA2X_RSS_KEY_LEN) {
		memcpy(&w, key + byte, 8);
		return __builtin_bswap64(w);
	}
	for (i = 0; i < 8; i++)
		w = w << 8 | key[(byte + i) % DPAA2X_RSS_KEY_LEN];
	return w;
}

/*
 * Toeplitz over in[0..n) (n a multiple of 4): for every set input bit,
 * XOR in the key window that starts at that bit. One 64-bit key read
 * covers the windows of all 32 bits of an input word.
 */
static uint32_t
toeplitz(const uint8_t *in, uint32_t n, const uint8_t *key)
{
	uint32_t i, w, hash = 0;
	uint64_t k;

	for (i = 0; i < n; i += 4) {
		w = rd32(in + i);
		if (w == 0)
			continue;
		k = key_window(key, i);
		/* bit b of w (31 = first on the wire) uses key bits from 31 - b */
		do {
			hash ^= (uint32_t)(k >> (__builtin_ctz(w) + 1));
			w &= w - 1;
		} while (w != 0);
	}
	return hash;
}

static void __attribute__((constructor))
default_tab_init(void)
{
	uint32_t i, j, v;
	uint64_t k;

	for (i = 0; i < HASH_MAX_INPUT; i++) {
		k = key_window(dpaa2x_default_rss_key, i);
		/* bit j of the byte (0 = most significant) uses key bits 8i+j.. */
		for (j = 0; j < 8; j++)
			default_tab[i][0x80 >> j] = (uint32_t)(k >> (32 - j));
		for (v = 1; v < 256; v++)
			default_tab[i][v] = default_tab[i][v & (v - 1)] ^
					    default_tab[i][v & -v];
	}
}

static uint32_t
toeplitz_default(const uint8_t *in, uint32_t n)
{
	uint32_t i, hash = 0;

	for (i = 0; i < n; i++)
		hash ^= default_tab[i][in[i]];
	return hash;
}

/* Lay out the selected fields in hash order; returns their length. */
static uint32_t
hash_input(const uint8_t *frame, const struct dpaa2x_annot *an,
	   uint32_t fields, uint8_t *in)
{
	const uint8_t *ip = frame + an->l3_off;
	uint32_t alen, n = 0;
	const uint8_t *src;

	alen = (an->prs_flags & DPAA2X_PRS_IPV4) ? 4 : 16;
	src = (an->prs_flags & DPAA2X_PRS_IPV4) ? ip + 12 : ip + 8;
	if (fields & DPAA2X_DIST_IPSRC) {
		memcpy(in + n, src, alen);
		n += alen;
	}
	if (fields & DPAA2X_DIST_IPDST) {
		memcpy(in + n, src + alen, alen);
		n += alen;
	}
	if (fields & DPAA2X_DIST_PROTO)
		in[n++] = an->l4_proto;
	/* ports only when a TCP/UDP header is in the frame (l4_off set) */
	if (an->l4_off != 0 && (an->prs_flags & (DPAA2X_PRS_TCP | DPAA2X_PRS_UDP))) {
		if (fields & DPAA2X_DIST_L4SRC) {
			memcpy(in + n, frame + an->l4_off, 2);
			n += 2;
		}
		if (fields & DPAA2X_DIST_L4DST) {
			memcpy(in + n, frame + an->l4_off + 2, 2);
			n += 2;
		}
	}
	return n;
}

uint32_t
dpaa2x_frame_hash(const uint8_t *frame, struct dpaa2x_annot *an,
		  uint32_t fields, const uint8_t *key)
{
	uint8_t in[HASH_MAX_INPUT];
	uint32_t n;

	an->hash = 0;
	an->prs_flags &= ~DPAA2X_PRS_HASH_VALID;
	/* l3_off is 0 when the IP header is not (all) in the frame */
	if (!(an->prs_flags & (DPAA2X_PRS_IPV4 | DPAA2X_PRS_IPV6)) ||
	    an->l3_off == 0)
		return 0;
	n = hash_input(frame, an, fields, in);
	/* callers pass dpaa2x_default_rss_key itself for the default key */
	if (key == dpaa2x_default_rss_key) {
		an->hash = toeplitz_default(in, n);
	} else {
		memset(in + n, 0, 3);	/* pad the last word: zeros add nothing */
		an->hash = toeplitz(in, (n + 3) & ~3u, key);
	}
	an->prs_flags |= DPAA2X_PRS_HASH_VALID;
	return an->hash;
}
