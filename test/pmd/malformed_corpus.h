/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The corpus of test_malformed (malformed_corpus.c): frames in classes,
 * each with what must become of it and the flags it must carry.
 */

#ifndef DPAA2X_TEST_MALFORMED_CORPUS_H
#define DPAA2X_TEST_MALFORMED_CORPUS_H

#include <stdint.h>

#include <rte_mbuf.h>

#define MAX_FRAMES	192
#define FRAME_ROOM	12288		/* largest frame built, and then some */
#define ARENA_SIZE	(512 * 1024)
#define MAX_DELIVERED	1518		/* MTU 1500, header and a VLAN tag (FCS off) */

enum fate { DELIVER, RUNT, OVERSIZE, FILTERED };

enum cls {
	C_GOOD, C_RUNT, C_OVERSIZE, C_TRUNC_IPV4, C_TRUNC_IPV6, C_TRUNC_TCP,
	C_TRUNC_UDP, C_BAD_IP_CSUM, C_BAD_L4_CSUM, C_IHL_LT5, C_IP_LEN, C_VLAN,
	C_NON_IP, C_FOREIGN, C_ZERO, C_RANDOM, C_MAX
};

extern const char *const cls_name[C_MAX];

/* One corpus frame and what must become of it. */
struct frame {
	const uint8_t *data;
	uint32_t len;
	uint8_t cls;
	uint8_t fate;
	uint32_t ptype;		/* packet_type of the mbuf */
	uint64_t ol;		/* checksum flags; the RSS flag follows from ptype */
};

#define P_ETH	RTE_PTYPE_L2_ETHER
#define P_VLAN	RTE_PTYPE_L2_ETHER_VLAN
#define P_QINQ	RTE_PTYPE_L2_ETHER_QINQ
#define P_IP4	RTE_PTYPE_L3_IPV4
#define P_IP4X	RTE_PTYPE_L3_IPV4_EXT
#define P_IP6	RTE_PTYPE_L3_IPV6
#define P_IP6X	RTE_PTYPE_L3_IPV6_EXT
#define P_TCP	RTE_PTYPE_L4_TCP
#define P_UDP	RTE_PTYPE_L4_UDP
#define P_ICMP	RTE_PTYPE_L4_ICMP
#define P_FRAG	RTE_PTYPE_L4_FRAG
#define P_NONF	RTE_PTYPE_L4_NONFRAG
#define F_IPG	RTE_MBUF_F_RX_IP_CKSUM_GOOD
#define F_IPB	RTE_MBUF_F_RX_IP_CKSUM_BAD
#define F_L4G	RTE_MBUF_F_RX_L4_CKSUM_GOOD
#define F_L4B	RTE_MBUF_F_RX_L4_CKSUM_BAD

#define SRC4	0xc6130001u	/* 198.19.0.1 */
#define DST4	0xc6120001u	/* 198.18.0.1 */

extern struct frame corpus[MAX_FRAMES];
extern unsigned int n_frames;
extern const uint8_t mac_port[6];
extern const uint8_t mac_bcast[6];
/* Every class's frames into corpus[] (and the arena behind them). */
void build_corpus(void);

#endif /* DPAA2X_TEST_MALFORMED_CORPUS_H */
