/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Hand-built test frames and a reference checksum, written independently
 * of the model's code (byte at a time, straight from RFC 1071).
 */

#ifndef DPAA2X_TEST_FRAME_BUILD_H
#define DPAA2X_TEST_FRAME_BUILD_H

#include <stdint.h>
#include <string.h>

static inline void
put16(uint8_t *p, uint16_t v)
{
	p[0] = v >> 8;
	p[1] = v & 0xff;
}

static inline void
put32(uint8_t *p, uint32_t v)
{
	put16(p, v >> 16);
	put16(p + 2, v & 0xffff);
}

static inline uint16_t
get16(const uint8_t *p)
{
	return (uint16_t)(p[0] << 8 | p[1]);
}

/* Sum of big-endian 16-bit words, odd byte padded with zero. */
static inline uint32_t
ref_sum(const uint8_t *p, uint32_t n, uint32_t s)
{
	uint32_t i;

	for (i = 0; i + 1 < n; i += 2)
		s += (uint32_t)(p[i] << 8 | p[i + 1]);
	if (n & 1)
		s += (uint32_t)p[n - 1] << 8;
	return s;
}

static inline uint16_t
ref_csum(uint32_t s)
{
	while (s >> 16)
		s = (s & 0xffff) + (s >> 16);
	return (uint16_t)~s;
}

/* Ethernet header with ntags VLAN tags (TPIDs tpid[i], TCI 100 + i). */
static inline uint32_t
put_eth(uint8_t *b, const uint8_t dst[6], const uint16_t *tpid, int ntags,
	uint16_t type)
{
	static const uint8_t src[6] = { 0x02, 0, 0, 0, 0, 0xaa };
	uint32_t off = 12;
	int i;

	memcpy(b, dst, 6);
	memcpy(b + 6, src, 6);
	for (i = 0; i < ntags; i++, off += 4) {
		put16(b + off, tpid[i]);
		put16(b + off + 2, (uint16_t)(100 + i));
	}
	put16(b + off, type);
	return off + 2;
}

/* IPv4 header of ihl words at b + off with a correct checksum. */
static inline void
put_ipv4(uint8_t *b, uint32_t off, uint8_t ihl, uint8_t proto, uint16_t tot,
	 uint16_t frag, uint32_t src, uint32_t dst)
{
	uint8_t *ip = b + off;

	memset(ip, 0, ihl * 4u);
	ip[0] = 0x40 | ihl;
	put16(ip + 2, tot);
	put16(ip + 4, 0x1234);
	put16(ip + 6, frag);
	ip[8] = 64;
	ip[9] = proto;
	put32(ip + 12, src);
	put32(ip + 16, dst);
	if (ihl > 5)
		ip[20] = 1;	/* NOP options */
	put16(ip + 10, ref_csum(ref_sum(ip, ihl * 4u, 0)));
}

static inline void
fix_ipv4_csum(uint8_t *ip)
{
	put16(ip + 10, 0);
	put16(ip + 10, ref_csum(ref_sum(ip, (ip[0] & 0xf) * 4u, 0)));
}

/* TCP/UDP checksum of the l4len bytes at l4 (IPv4 pseudo-header). */
static inline void
fix_l4_csum4(uint8_t *b, uint32_t l3, uint32_t l4, uint32_t l4len,
	     uint32_t csum_off)
{
	uint32_t s = ref_sum(b + l3 + 12, 8, 0) + b[l3 + 9] + l4len;
	uint16_t c;

	put16(b + l4 + csum_off, 0);
	c = ref_csum(ref_sum(b + l4, l4len, s));
	put16(b + l4 + csum_off, c == 0 && b[l3 + 9] == 17 ? 0xffff : c);
}

/* Same over IPv6 (addresses at l3 + 8), protocol proto. */
static inline void
fix_l4_csum6(uint8_t *b, uint32_t l3, uint32_t l4, uint32_t l4len,
	     uint8_t proto, uint32_t csum_off)
{
	uint32_t s = ref_sum(b + l3 + 8, 32, 0) + proto + l4len;
	uint16_t c;

	put16(b + l4 + csum_off, 0);
	c = ref_csum(ref_sum(b + l4, l4len, s));
	put16(b + l4 + csum_off, c == 0 ? 0xffff : c);
}

#endif /* DPAA2X_TEST_FRAME_BUILD_H */
