/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Helpers shared by the parser, generator and sink: network byte order
 * access and the Internet checksum (RFC 1071).
 *
 * Checksum sums are kept in "memory order": 16-bit words are added as
 * the host loads them, which on either byte order folds to the value that,
 * stored back with memcpy, is the checksum in network order. Partial sums
 * must start at an even offset of the checksummed data.
 */

#ifndef DPAA2X_HW_FRAME_PRIV_H
#define DPAA2X_HW_FRAME_PRIV_H

#include <stdint.h>
#include <string.h>

#define ETH_HLEN		14
#define ETH_TYPE_IPV4		0x0800
#define ETH_TYPE_IPV6		0x86dd
#define ETH_TYPE_VLAN		0x8100
#define ETH_TYPE_QINQ		0x88a8
#define IPV4_HLEN		20
#define IPV6_HLEN		40
#define UDP_HLEN		8
#define TCP_HLEN		20
#define IPPROTO_ICMP_		1
#define IPPROTO_TCP_		6
#define IPPROTO_UDP_		17
#define IPPROTO_ICMPV6_		58
#define IPPROTO_GRE_		47
#define IPPROTO_SCTP_		132
#define SCTP_HLEN		12	/* ports, verification tag, checksum */
#define SCTP_CSUM_OFF		8
#define GRE_HLEN		4	/* flags and version, protocol type */

static inline uint16_t
rd16(const uint8_t *p)
{
	return (uint16_t)(p[0] << 8 | p[1]);
}

static inline uint32_t
rd32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[2] << 8 | p[3];
}

static inline void
wr16(uint8_t *p, uint16_t v)
{
	p[0] = v >> 8;
	p[1] = (uint8_t)v;
}

static inline void
wr32(uint8_t *p, uint32_t v)
{
	wr16(p, v >> 16);
	wr16(p + 2, (uint16_t)v);
}

/* Host value v as the checksum word a network-order v would load as. */
static inline uint16_t
csum_word(uint16_t v)
{
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	return __builtin_bswap16(v);
#else
	return v;
#endif
}

/* One's-complement add with end-around carry, 64 bits wide. */
static inline uint64_t
csum_add(uint64_t s, uint64_t v)
{
	s += v;
	return s + (s < v);
}

/*
 * Add n bytes at p to the sum, 8 bytes per step: the two 32-bit halves go
 * to 64-bit accumulators that cannot overflow below 2^32 steps, so the
 * loop has no carry chain.
 */
static inline uint64_t
csum_partial(const uint8_t *p, uint32_t n, uint64_t s)
{
	uint64_t a, c, lo = 0, hi = 0;
	uint32_t w;
	uint16_t h;

	for (; n >= 16; p += 16, n -= 16) {
		memcpy(&a, p, 8);
		memcpy(&c, p + 8, 8);
		lo += (uint32_t)a + (uint64_t)(uint32_t)c;
		hi += (a >> 32) + (c >> 32);
	}
	if (n >= 8) {
		memcpy(&a, p, 8);
		lo += (uint32_t)a;
		hi += a >> 32;
		p += 8;
		n -= 8;
	}
	s = csum_add(csum_add(s, lo), hi);
	if (n >= 4) {
		memcpy(&w, p, 4);
		s = csum_add(s, w);
		p += 4;
		n -= 4;
	}
	if (n >= 2) {
		memcpy(&h, p, 2);
		s = csum_add(s, h);
		p += 2;
		n -= 2;
	}
	/* odd tail: padded with a zero byte (RFC 1071) */
	if (n != 0)
		s = csum_add(s, csum_word((uint16_t)(p[0] << 8)));
	return s;
}

/* Fold to 16 bits; 0xffff means a block that contains its checksum is good. */
static inline uint16_t
csum_fold(uint64_t s)
{
	s = (s & 0xffffffffu) + (s >> 32);
	s = (s & 0xffff) + (s >> 16);
	s = (s & 0xffff) + (s >> 16);
	s = (s & 0xffff) + (s >> 16);
	return (uint16_t)s;
}

/* IPv4 pseudo-header: addresses at ip + 12, protocol, L4 length. */
static inline uint64_t
csum_pseudo4(const uint8_t *ip, uint8_t proto, uint32_t l4_len)
{
	uint64_t s = csum_partial(ip + 12, 8, 0);

	return csum_add(s, csum_word(proto) + csum_word((uint16_t)l4_len));
}

/* IPv6 pseudo-header: addresses at ip + 8, next header, L4 length. */
static inline uint64_t
csum_pseudo6(const uint8_t *ip, uint8_t proto, uint32_t l4_len)
{
	uint64_t s = csum_partial(ip + 8, 32, 0);

	return csum_add(s, csum_word(proto) + csum_word((uint16_t)l4_len) +
			csum_word((uint16_t)(l4_len >> 16)));
}

/* Generator payload pattern: byte k of the UDP payload (k >= stamp) is k & 0xff. */
extern const uint8_t dpaa2x_frame_pattern[256];

/* Bytes of pattern from payload index k that are contiguous in the table. */
static inline uint32_t
pat_chunk(uint32_t k, uint32_t n)
{
	uint32_t left = 256 - (k & 0xff);

	return n < left ? n : left;
}

/*
 * SCTP's CRC32c over the n bytes of an SCTP packet (n >= SCTP_HLEN), its
 * checksum field taken as zero (crc32c.c). The field holds the value in
 * little-endian byte order (RFC 9260, appendix B).
 */
uint32_t sctp_crc32c(const uint8_t *sctp, uint32_t n);

static inline uint32_t
rd32le(const uint8_t *p)
{
	return (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

static inline void
wr32le(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
	p[2] = (uint8_t)(v >> 16);
	p[3] = (uint8_t)(v >> 24);
}

#endif /* DPAA2X_HW_FRAME_PRIV_H */
