/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * WRIOP Rx parser: L2 (Ethernet, 802.1Q/802.1ad tags), L3 (IPv4, IPv6 and
 * its extension headers), L4 (TCP, UDP, ICMP), with IPv4 header and TCP/UDP
 * checksum verification. Every read is bounds-checked against len.
 */

#include "frame.h"
#include "frame_priv.h"

/* Parse state of one frame. */
struct prs {
	const uint8_t *f;
	uint32_t len;		/* bytes in the buffer */
	struct dpaa2x_annot *an;
	uint32_t flags;
};

/* Where the L4 segment is, as the IP header(s) describe it. */
struct l4seg {
	uint32_t off;		/* first byte after the IP header(s) */
	uint32_t end;		/* IP payload end, may exceed len */
	uint8_t proto;
	bool v6;
	bool no_csum;		/* fragment, or routed IPv6: cannot verify */
};

/* A parse error in header hdr (DPAA2X_PRS_ERR_*); the first one is kept. */
static void
prs_err(struct prs *p, uint8_t hdr)
{
	p->flags |= DPAA2X_PRS_TRUNCATED;
	if (p->an->err_hdr == DPAA2X_PRS_ERR_NONE)
		p->an->err_hdr = hdr;
}

static uint64_t
l4_pseudo(const struct prs *p, const struct l4seg *s)
{
	const uint8_t *ip = p->f + p->an->l3_off;

	return s->v6 ? csum_pseudo6(ip, s->proto, s->end - s->off) :
		       csum_pseudo4(ip, s->proto, s->end - s->off);
}

/* Only a complete, unfragmented segment can be verified: then its end
 * is noted, and Tx can make its checksum (tx_csum.c). */
static bool
prs_l4_whole(struct prs *p, const struct l4seg *s)
{
	if (s->no_csum || s->end > p->len || s->end > UINT16_MAX)
		return false;
	p->an->l4_end = (uint16_t)s->end;
	return true;
}

/* TCP/UDP checksum over the pseudo-header and the whole segment. */
static void
prs_l4_csum(struct prs *p, const struct l4seg *s, uint32_t csum_off)
{
	uint64_t sum;

	if (!prs_l4_whole(p, s))
		return;
	/* UDP over IPv4 with checksum 0: sender did not compute one */
	if (s->proto == IPPROTO_UDP_ && !s->v6 && rd16(p->f + csum_off) == 0)
		return;
	sum = csum_partial(p->f + s->off, s->end - s->off, l4_pseudo(p, s));
	p->flags |= DPAA2X_PRS_L4CSUM_CHECKED;
	if (csum_fold(sum) != 0xffff)
		p->flags |= DPAA2X_PRS_L4CSUM_BAD;
}

/* Header hdr of hlen bytes at off must fit both the buffer and the IP payload. */
static bool
prs_fits(struct prs *p, const struct l4seg *s, uint32_t hlen, uint8_t hdr)
{
	if (s->off + hlen <= p->len && s->off + hlen <= s->end)
		return true;
	prs_err(p, hdr);
	return false;
}

/* TCP with its fixed header in the frame. */
static void
prs_tcp(struct prs *p, const struct l4seg *s)
{
	uint32_t hlen;

	hlen = (uint32_t)(p->f[s->off + 12] >> 4) * 4;
	/* data offset below 5 words, or options past the segment */
	if (hlen < TCP_HLEN || !prs_fits(p, s, hlen, DPAA2X_PRS_ERR_L4)) {
		prs_err(p, DPAA2X_PRS_ERR_L4);
		return;
	}
	if (s->off + hlen < s->end && s->off + hlen < p->len)
		p->an->l5_off = (uint16_t)(s->off + hlen);
	prs_l4_csum(p, s, s->off + 16);
}

/* UDP with its header in the frame. */
static void
prs_udp(struct prs *p, const struct l4seg *s)
{
	if (s->off + UDP_HLEN < s->end && s->off + UDP_HLEN < p->len)
		p->an->l5_off = (uint16_t)(s->off + UDP_HLEN);
	prs_l4_csum(p, s, s->off + 6);
}

/* SCTP: its CRC32c over the whole packet, as the dpni's Rx L4 checksum
 * validation does for SCTP (net_dpaa2 offers RTE_ETH_RX_OFFLOAD_SCTP_CKSUM
 * through it); the header is in the frame (prs_fits). */
static void
prs_sctp(struct prs *p, const struct l4seg *s)
{
	const uint8_t *h = p->f + s->off;

	if (!prs_l4_whole(p, s))
		return;
	p->flags |= DPAA2X_PRS_L4CSUM_CHECKED;
	if (sctp_crc32c(h, s->end - s->off) != rd32le(h + SCTP_CSUM_OFF))
		p->flags |= DPAA2X_PRS_L4CSUM_BAD;
}

/* l4_off is set only when the L4 header (its fixed part) is in the frame. */
static void
prs_l4(struct prs *p, const struct l4seg *s)
{
	uint32_t fixed;

	p->an->l4_proto = s->proto;
	switch (s->proto) {
	case IPPROTO_UDP_:
		p->flags |= DPAA2X_PRS_UDP;
		fixed = UDP_HLEN;
		break;
	case IPPROTO_TCP_:
		p->flags |= DPAA2X_PRS_TCP;
		fixed = TCP_HLEN;
		break;
	case IPPROTO_ICMP_:
	case IPPROTO_ICMPV6_:
		p->flags |= DPAA2X_PRS_ICMP;
		fixed = 4;	/* type, code, checksum */
		break;
	case IPPROTO_SCTP_:	/* its CRC32c checked when whole (prs_sctp) */
		p->flags |= DPAA2X_PRS_SCTP;
		fixed = SCTP_HLEN;
		break;
	case IPPROTO_GRE_:	/* the base header; the parser stops there */
		p->flags |= DPAA2X_PRS_GRE;
		fixed = GRE_HLEN;
		break;
	default:
		/* no header to check: point at whatever follows, if anything */
		p->flags |= DPAA2X_PRS_L4_UNKNOWN;
		if (s->off < p->len && s->off < s->end)
			p->an->l4_off = (uint16_t)s->off;
		return;
	}
	if (!prs_fits(p, s, fixed, DPAA2X_PRS_ERR_L4))
		return;
	p->an->l4_off = (uint16_t)s->off;
	if (s->proto == IPPROTO_UDP_)
		prs_udp(p, s);
	else if (s->proto == IPPROTO_TCP_)
		prs_tcp(p, s);
	else if (s->proto == IPPROTO_SCTP_)
		prs_sctp(p, s);
}

/* IP header cut or malformed: no L3 offset, parse error. */
static void
prs_bad_l3(struct prs *p)
{
	prs_err(p, DPAA2X_PRS_ERR_IP);
	p->an->l3_off = 0;
}

/* IP payload end from the IP length field; beyond the buffer is truncation. */
static void
prs_set_end(struct prs *p, struct l4seg *s, uint32_t end)
{
	s->end = end;
	if (end > p->len)
		prs_err(p, DPAA2X_PRS_ERR_IP);
}

static void
prs_ipv4(struct prs *p, uint32_t l3)
{
	const uint8_t *ip = p->f + l3;
	struct l4seg s = { .v6 = false };
	uint32_t hlen, tot, frag;

	p->flags |= DPAA2X_PRS_IPV4;
	if (p->len < l3 + IPV4_HLEN) {
		prs_bad_l3(p);
		return;
	}
	hlen = (uint32_t)(ip[0] & 0xf) * 4;
	/* version 4, IHL >= 5 words, whole header in the frame */
	if ((ip[0] >> 4) != 4 || hlen < IPV4_HLEN || l3 + hlen > p->len) {
		prs_bad_l3(p);
		return;
	}
	p->flags |= DPAA2X_PRS_L3CSUM_CHECKED;
	if (csum_fold(csum_partial(ip, hlen, 0)) != 0xffff)
		p->flags |= DPAA2X_PRS_L3CSUM_BAD;
	if (hlen > IPV4_HLEN)
		p->flags |= DPAA2X_PRS_IP_OPT;
	tot = rd16(ip + 2);
	if (tot < hlen) {
		prs_err(p, DPAA2X_PRS_ERR_IP);
		return;
	}
	prs_set_end(p, &s, l3 + tot);
	frag = rd16(ip + 6);
	s.off = l3 + hlen;
	s.proto = ip[9];
	p->an->l4_proto = s.proto;
	if (frag & 0x3fff) {		/* MF set or fragment offset != 0 */
		p->flags |= DPAA2X_PRS_IP_FRAG;
		s.no_csum = true;
		if (frag & 0x1fff)	/* not the first fragment: no L4 header */
			return;
	}
	prs_l4(p, &s);
}

#define IPV6_MAX_EXT	8	/* extension headers walked before giving up */

static bool
ipv6_is_ext(uint8_t nh)
{
	/* hop-by-hop, routing, fragment, destination options */
	return nh == 0 || nh == 43 || nh == 44 || nh == 60;
}

/* Walk the extension headers; false when no L4 header follows. */
static bool
prs_ipv6_ext(struct prs *p, struct l4seg *s)
{
	const uint8_t *h;
	int n;

	for (n = 0; ipv6_is_ext(s->proto); n++) {
		p->flags |= DPAA2X_PRS_IP_OPT;
		if (n == IPV6_MAX_EXT || !prs_fits(p, s, 8, DPAA2X_PRS_ERR_IP)) {
			prs_err(p, DPAA2X_PRS_ERR_IP);
			return false;
		}
		h = p->f + s->off;
		if (s->proto == 44) {
			p->flags |= DPAA2X_PRS_IP_FRAG;
			s->no_csum = true;
			s->proto = h[0];
			s->off += 8;
			/* later fragments carry no L4 header */
			if (rd16(h + 2) & 0xfff8)
				return false;
			continue;
		}
		/* routing header with segments left: pseudo-header uses the
		 * final destination, which is not in the IPv6 header */
		if (s->proto == 43 && h[3] != 0)
			s->no_csum = true;
		s->proto = h[0];
		s->off += ((uint32_t)h[1] + 1) * 8;
	}
	return true;
}

static void
prs_ipv6(struct prs *p, uint32_t l3)
{
	const uint8_t *ip = p->f + l3;
	struct l4seg s = { .v6 = true };

	p->flags |= DPAA2X_PRS_IPV6;
	if (p->len < l3 + IPV6_HLEN || (ip[0] >> 4) != 6) {
		prs_bad_l3(p);
		return;
	}
	prs_set_end(p, &s, l3 + IPV6_HLEN + rd16(ip + 4));
	s.off = l3 + IPV6_HLEN;
	s.proto = ip[6];
	if (prs_ipv6_ext(p, &s))
		prs_l4(p, &s);
	else
		p->an->l4_proto = s.proto;
}

#define PRS_MAX_VLAN	8	/* tags walked; deeper stacks stay L3 unknown */

/* Ethernet header and VLAN tags; returns the L3 offset, 0 if truncated. */
static uint32_t
prs_l2(struct prs *p)
{
	const uint8_t *f = p->f;
	uint32_t off = ETH_HLEN;
	uint16_t type;

	if (p->len < ETH_HLEN) {
		prs_err(p, DPAA2X_PRS_ERR_ETH);
		return 0;
	}
	p->flags |= DPAA2X_PRS_ETH;
	if (f[0] & 1)	/* group bit of the destination address */
		p->flags |= (f[0] & f[1] & f[2] & f[3] & f[4] & f[5]) == 0xff ?
			DPAA2X_PRS_BCAST : DPAA2X_PRS_MCAST;
	type = rd16(f + 12);
	while ((type == ETH_TYPE_VLAN || type == ETH_TYPE_QINQ) &&
	       p->an->vlan_count < PRS_MAX_VLAN) {
		if (off + 4 > p->len) {
			prs_err(p, DPAA2X_PRS_ERR_VLAN);
			return 0;
		}
		if (p->an->vlan_count++ == 0)
			p->an->vlan_tci = rd16(f + off);
		type = rd16(f + off + 2);
		off += 4;
	}
	if (p->an->vlan_count > 0)
		p->flags |= DPAA2X_PRS_VLAN;
	if (p->an->vlan_count > 1)
		p->flags |= DPAA2X_PRS_QINQ;
	p->an->ethertype = type;
	p->an->l2_len = (uint16_t)off;
	return off;
}

uint32_t
dpaa2x_frame_parse(const uint8_t *frame, uint32_t len, struct dpaa2x_annot *an)
{
	struct prs p = { .f = frame, .len = len, .an = an };
	uint64_t ts = an->ts;
	uint32_t l3;

	memset(an, 0, sizeof(*an));
	an->ts = ts;
	l3 = prs_l2(&p);
	if (l3 != 0) {
		if (an->ethertype == ETH_TYPE_IPV4) {
			an->l3_off = (uint16_t)l3;
			prs_ipv4(&p, l3);
		} else if (an->ethertype == ETH_TYPE_IPV6) {
			an->l3_off = (uint16_t)l3;
			prs_ipv6(&p, l3);
		} else {
			p.flags |= DPAA2X_PRS_L3_UNKNOWN;
		}
	}
	an->prs_flags = p.flags;
	return p.flags;
}
