/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * SCTP's checksum (RFC 9260, section 6.8 and appendix B): CRC32c, the
 * Castagnoli polynomial reflected (0x82f63b78), initial value and final
 * XOR all ones, computed over the whole SCTP packet with its checksum
 * field taken as zero. WRIOP's parser checks it on Rx and its Tx checksum
 * generation writes it, under the dpni's L4 checksum offloads (NXP's
 * net_dpaa2 maps RTE_ETH_{RX,TX}_OFFLOAD_SCTP_CKSUM to DPNI_OFF_RX_L4_CSUM
 * and DPNI_OFF_TX_L4_CSUM).
 */

#include <pthread.h>

#include "frame_priv.h"

#define CRC32C_POLY	0x82f63b78u

static uint32_t crc_table[256];
static pthread_once_t crc_once = PTHREAD_ONCE_INIT;

static void
crc_table_init(void)
{
	uint32_t i, b, c;

	for (i = 0; i < 256; i++) {
		for (c = i, b = 0; b < 8; b++)
			c = (c >> 1) ^ ((c & 1) ? CRC32C_POLY : 0);
		crc_table[i] = c;
	}
}

static uint32_t
crc_bytes(uint32_t c, const uint8_t *p, uint32_t n)
{
	while (n-- > 0)
		c = (c >> 8) ^ crc_table[(c ^ *p++) & 0xff];
	return c;
}

uint32_t
sctp_crc32c(const uint8_t *sctp, uint32_t n)
{
	static const uint8_t zero[4];
	uint32_t c = 0xffffffffu;

	pthread_once(&crc_once, crc_table_init);
	c = crc_bytes(c, sctp, SCTP_CSUM_OFF);
	c = crc_bytes(c, zero, 4);
	c = crc_bytes(c, sctp + SCTP_CSUM_OFF + 4, n - SCTP_CSUM_OFF - 4);
	return ~c;
}
