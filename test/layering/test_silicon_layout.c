/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * silicon_layout: the portal contract's formats are DPAA2's own. DPDK's
 * definitions, compiled here from the source package (.cache/, never
 * committed), stand for silicon: struct qbman_result and struct qbman_fd
 * (fsl_qbman_base.h, fsl_qbman_portal.h), the FD macros of dpaa2_hw_pvt.h,
 * WRIOP's annotation struct dpaa2_annot_hdr and its bits
 * (dpaa2_hw_dpni_annot.h), and DPDK's QBMan accessors (qbman_portal.c);
 * the SG entry struct qbman_sge with its DPAA2_SG_ and _FLE_ macros, and
 * the buffer layout's DPNI_BUF_LAYOUT_OPT_NO_SG (fsl_dpni.h).
 *  - every field the PMD and the model use sits where silicon puts it
 *    (offsetof, sizeof), and DPDK's macros and accessors read what the
 *    contract's accessors wrote, and the other way round;
 *  - every flag value used is DPDK's (DQ stat, FD ctrl error bits, FRC
 *    bits, FAS and FAF bits, the offsets' places);
 *  - the model's annotation of common frames is the word DPDK's fast path
 *    matches (DPAA2_L3_IPv4_UDP, ...), its entries pass DPDK's accessors.
 */

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <linux/types.h>
#include <rte_common.h>

#include <fsl_qbman_base.h>
#include <fsl_qbman_portal.h>
#include <dpaa2_hw_pvt.h>
#include <dpaa2_hw_dpni_annot.h>
#include <fsl_dpni.h>

#include "dpaa2x_test.h"
#include "frame_build.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_annot.h"
#include "dpaa2x_hw_mc.h"
#include "frame/frame.h"
#include "model.h"

uint32_t dpaa2_svr_family = SVR_LS2088A;	/* what the fslmc bus sets */

/* qbman_portal.c's register reads go through the shim: no portal here */
void ft_bus_read(const volatile void *reg);
void
ft_bus_read(const volatile void *reg)
{
	RTE_SET_USED(reg);
}

/* A field of ours at the offset and of the size of silicon's. */
#define SAME_FIELD(ours, of, theirs, tf) do { \
	T_EQ(offsetof(ours, of), offsetof(theirs, tf)); \
	T_EQ(sizeof(((ours *)0)->of), sizeof(((theirs *)0)->tf)); \
} while (0)

static void
test_dq_layout(void)
{
	T_EQ(sizeof(struct dpaa2x_dq), sizeof(struct qbman_result));
	SAME_FIELD(struct dpaa2x_dq, verb, struct qbman_result, dq.verb);
	SAME_FIELD(struct dpaa2x_dq, stat, struct qbman_result, dq.stat);
	SAME_FIELD(struct dpaa2x_dq, seqnum, struct qbman_result, dq.seqnum);
	SAME_FIELD(struct dpaa2x_dq, oprid, struct qbman_result, dq.oprid);
	SAME_FIELD(struct dpaa2x_dq, tok, struct qbman_result, dq.tok);
	SAME_FIELD(struct dpaa2x_dq, fqid, struct qbman_result, dq.fqid);
	SAME_FIELD(struct dpaa2x_dq, fq_byte_cnt, struct qbman_result, dq.fq_byte_cnt);
	SAME_FIELD(struct dpaa2x_dq, fq_frm_cnt, struct qbman_result, dq.fq_frm_cnt);
	SAME_FIELD(struct dpaa2x_dq, fqd_ctx, struct qbman_result, dq.fqd_ctx);
	SAME_FIELD(struct dpaa2x_dq, fd, struct qbman_result, dq.fd);
	/* the places named in the issue, as numbers */
	T_EQ(offsetof(struct dpaa2x_dq, tok), 7);
	T_EQ(offsetof(struct dpaa2x_dq, fqid), 8);
	T_EQ(offsetof(struct dpaa2x_dq, fq_byte_cnt), 16);
	T_EQ(offsetof(struct dpaa2x_dq, fq_frm_cnt), 20);
	T_EQ(offsetof(struct dpaa2x_dq, fqd_ctx), 24);
	T_EQ(offsetof(struct dpaa2x_dq, fd), 32);
	T_EQ(DPAA2X_DQ_STAT_FQEMPTY, QBMAN_DQ_STAT_FQEMPTY);
	T_EQ(DPAA2X_DQ_STAT_HELDACTIVE, QBMAN_DQ_STAT_HELDACTIVE);
	T_EQ(DPAA2X_DQ_STAT_FORCEELIGIBLE, QBMAN_DQ_STAT_FORCEELIGIBLE);
	T_EQ(DPAA2X_DQ_STAT_VALIDFRAME, QBMAN_DQ_STAT_VALIDFRAME);
	T_EQ(DPAA2X_DQ_STAT_ODPVALID, QBMAN_DQ_STAT_ODPVALID);
	T_EQ(DPAA2X_DQ_STAT_VOLATILE, QBMAN_DQ_STAT_VOLATILE);
	T_EQ(DPAA2X_DQ_STAT_EXPIRED, QBMAN_DQ_STAT_EXPIRED);
}

/* An entry as the model writes it, read by DPDK's QBMan accessors. */
static void
test_dq_dpdk_reads(void)
{
	struct dpaa2x_dq e;
	struct dpaa2x_fd fd;
	const struct qbman_result *r = (const struct qbman_result *)&e;
	const uint8_t stat = DPAA2X_DQ_STAT_VOLATILE | DPAA2X_DQ_STAT_VALIDFRAME |
			     DPAA2X_DQ_STAT_EXPIRED;

	memset(&e, 0xee, sizeof(e));
	dpaa2x_fd_set(&fd, 0x12345678abcull, 1514, 7, false, 128, DPAA2X_FD_FMT_SINGLE);
	model_dq_fill(&e, NULL, 0x8a, &fd, stat, 0x1234, 19, 1900, 0xfeedc0de12345678ull);
	e.tok = DPAA2X_DQ_TOKEN;
	T_EQ(qbman_result_is_DQ(r), 1);
	T_EQ(qbman_result_DQ_flags(r), stat);
	T_EQ(qbman_result_DQ_is_pull(r) != 0, 1);
	T_EQ(qbman_result_DQ_is_pull_complete(r) != 0, 1);
	T_EQ(qbman_result_DQ_seqnum(r), 0x1234);
	T_EQ(qbman_result_DQ_fqid(r), 0x8a);
	T_EQ(qbman_result_DQ_frame_count(r), 19);
	T_EQ(qbman_result_DQ_byte_count(r), 1900);
	T_EQ(qbman_result_DQ_fqd_ctx(r), 0xfeedc0de12345678ull);
	T_CHECK((const void *)qbman_result_DQ_fd(r) == (const void *)&e.fd);
	T_EQ(memcmp(qbman_result_DQ_fd(r), &fd, sizeof(fd)), 0);
	/* the token: DPDK's check consumes it as ours does */
	T_EQ(dpaa2x_dq_written(&e), true);
	T_EQ(qbman_check_new_result((struct qbman_result *)&e), 1);
	T_EQ(e.tok, 0);
	T_EQ(dpaa2x_dq_new_result(&e), false);
	e.tok = DPAA2X_DQ_TOKEN;
	T_EQ(dpaa2x_dq_new_result(&e), true);
	T_EQ(qbman_check_new_result((struct qbman_result *)&e), 0);
}

static void
test_fd_layout(void)
{
	T_EQ(sizeof(struct dpaa2x_fd), sizeof(struct qbman_fd));
	/* 64-bit address and flow context: two little-endian words each */
	T_EQ(offsetof(struct dpaa2x_fd, addr), offsetof(struct qbman_fd, simple.addr_lo));
	T_EQ(offsetof(struct dpaa2x_fd, addr) + 4, offsetof(struct qbman_fd, simple.addr_hi));
	T_EQ(sizeof(((struct dpaa2x_fd *)0)->addr), 8);
	SAME_FIELD(struct dpaa2x_fd, len, struct qbman_fd, simple.len);
	SAME_FIELD(struct dpaa2x_fd, bpid_offset, struct qbman_fd, simple.bpid_offset);
	SAME_FIELD(struct dpaa2x_fd, frc, struct qbman_fd, simple.frc);
	SAME_FIELD(struct dpaa2x_fd, ctrl, struct qbman_fd, simple.ctrl);
	T_EQ(offsetof(struct dpaa2x_fd, flc), offsetof(struct qbman_fd, simple.flc_lo));
	T_EQ(offsetof(struct dpaa2x_fd, flc) + 4, offsetof(struct qbman_fd, simple.flc_hi));
	T_EQ(sizeof(((struct dpaa2x_fd *)0)->flc), 8);
}

/* Ours written, DPDK's macros read; DPDK's written, ours read. */
static void
test_fd_fields(void)
{
	struct dpaa2x_fd ours;
	struct qbman_fd fd;

	dpaa2x_fd_set(&ours, 0x0000123456789abcull, 9000, 0x2abc, true, 0x5c0,
		      DPAA2X_FD_FMT_SG);
	ours.frc = DPAA2X_FD_FRC_FASV | DPAA2X_FD_FRC_FAPRV;
	ours.ctrl = DPAA2X_FD_CTRL_FAERR;
	ours.flc = (uint64_t)0xcafef00d << DPAA2X_FD_FLC_HASH_SHIFT | 0x14;
	memcpy(&fd, &ours, sizeof(fd));
	T_EQ(DPAA2_GET_FD_ADDR(&fd), 0x0000123456789abcull);
	T_EQ(DPAA2_GET_FD_LEN(&fd), 9000);
	T_EQ(DPAA2_GET_FD_BPID(&fd), 0x2abc);
	T_EQ(DPAA2_GET_FD_IVP(&fd), 1);
	T_EQ(DPAA2_GET_FD_OFFSET(&fd), 0x5c0);
	T_EQ(DPAA2_FD_GET_FORMAT(&fd), qbman_fd_sg);
	T_EQ(fd.simple_ddr.fmt, qbman_fd_sg);
	T_EQ(DPAA2_GET_FD_FRC(&fd), DPAA2_FD_FRC_FASV | DPAA2_FD_FRC_FAPRV);
	T_EQ(DPAA2_GET_FD_ERR(&fd), 0x40);
	T_EQ(DPAA2_GET_FD_FA_ERR(&fd), 0x40);
	T_EQ(fd.simple_ddr.error, DPAA2X_FD_CTRL_FAERR);
	T_EQ(DPAA2_GET_FD_FLC(&fd), ours.flc);
	/* the Rx hash where DPDK's dpaa2 reads it (m->hash.rss = flc_hi) */
	T_EQ(fd.simple.flc_hi, 0xcafef00d);
	T_EQ(dpaa2x_fd_rx_hash(&ours), 0xcafef00d);

	memset(&fd, 0, sizeof(fd));
	DPAA2_SET_FD_ADDR(&fd, 0x0000ba9876543210ull);
	DPAA2_SET_FD_LEN(&fd, 60);
	DPAA2_SET_FD_BPID(&fd, 0x3fff);
	DPAA2_SET_FD_OFFSET(&fd, 0xfff);
	DPAA2_FD_SET_FORMAT(&fd, qbman_fd_single);
	DPAA2_SET_FD_FLC(&fd, 0x1122334455667788ull);
	memcpy(&ours, &fd, sizeof(ours));
	T_EQ(ours.addr, 0x0000ba9876543210ull);
	T_EQ(ours.len, 60);
	T_EQ(dpaa2x_fd_bpid(&ours), 0x3fff);
	T_EQ(dpaa2x_fd_ivp(&ours), false);
	T_EQ(dpaa2x_fd_offset(&ours), 0xfff);
	T_EQ(dpaa2x_fd_format(&ours), DPAA2X_FD_FMT_SINGLE);
	T_EQ(ours.flc, 0x1122334455667788ull);
	DPAA2_SET_FD_IVP(&fd);
	memcpy(&ours, &fd, sizeof(ours));
	T_EQ(dpaa2x_fd_ivp(&ours), true);
	T_EQ(dpaa2x_fd_bpid(&ours), 0x3fff);

	/* the flag values used */
	T_EQ(DPAA2X_FD_FMT_SINGLE, qbman_fd_single);
	T_EQ(DPAA2X_FD_FMT_FRAME_LIST, qbman_fd_list);
	T_EQ(DPAA2X_FD_FMT_SG, qbman_fd_sg);
	T_EQ(DPAA2X_FD_FRC_FASV, DPAA2_FD_FRC_FASV);
	T_EQ(DPAA2X_FD_FRC_FAPRV, DPAA2_FD_FRC_FAPRV);
	/* the Tx timestamp request (enable_tx_tstamp's bits and places) */
	T_EQ(DPAA2X_FD_FRC_FAEADV, DPAA2_FD_FRC_FAEADV);
	T_EQ(DPAA2X_FD_CTRL_ASAL_128, DPAA2_FD_CTRL_ASAL);
	T_EQ(DPAA2X_ANNOT_FAEAD_OFF, DPAA2_FD_PTA_SIZE + DPAA2_FD_HW_ANNOT_FAEAD_OFFSET);
	T_EQ(offsetof(struct dpaa2x_faead, ctrl), offsetof(struct dpaa2_faead, ctrl));
	T_EQ(DPAA2X_FAEAD_A2V, DPAA2_ANNOT_FAEAD_A2V);
	T_EQ(DPAA2X_FAEAD_UPDV, DPAA2_ANNOT_FAEAD_UPDV);
	T_EQ(DPAA2X_FAEAD_UPD, DPAA2_ANNOT_FAEAD_UPD);
	T_EQ(DPAA2X_TX_ANNOT_SIZE, ((DPAA2_FD_CTRL_ASAL >> 16) & 0xf) * 64);
	memset(&fd, 0xff, sizeof(fd));
	T_EQ(DPAA2_GET_FD_ERR(&fd), DPAA2X_FD_CTRL_ERR_MASK);
	T_EQ(DPAA2_GET_FD_FA_ERR(&fd), DPAA2X_FD_CTRL_FAERR);
	/* the Tx error bits (DPDK names only the field) lie inside FD[ERR] */
	T_EQ((DPAA2X_FD_CTRL_UFD | DPAA2X_FD_CTRL_SBE | DPAA2X_FD_CTRL_FSE) &
	     ~DPAA2X_FD_CTRL_ERR_MASK, 0);
}

/*
 * The SG entry: struct qbman_sge's words, written by the contract's setter
 * and read with DPDK's macros (eth_sg_fd_to_mbuf's reads), and the other
 * way round; the final bit, the format bits, the NO_SG layout option.
 */
static void
test_sge(void)
{
	struct dpaa2x_sge ours;
	struct qbman_sge sge;

	T_EQ(sizeof(struct dpaa2x_sge), sizeof(struct qbman_sge));
	T_EQ(offsetof(struct dpaa2x_sge, addr), offsetof(struct qbman_sge, addr_lo));
	T_EQ(offsetof(struct dpaa2x_sge, addr) + 4, offsetof(struct qbman_sge, addr_hi));
	SAME_FIELD(struct dpaa2x_sge, len, struct qbman_sge, length);
	SAME_FIELD(struct dpaa2x_sge, fin_bpid_offset, struct qbman_sge, fin_bpid_offset);

	dpaa2x_sge_set(&ours, 0x0000123456789ac0ull, 1856, 0x7b, 0x0c0, true);
	memcpy(&sge, &ours, sizeof(sge));
	T_EQ(DPAA2_GET_FLE_ADDR(&sge), 0x0000123456789ac0ull);
	T_EQ(sge.length & 0x1FFFF, 1856);	/* the bits DPDK reads */
	T_EQ(DPAA2_GET_FLE_BPID(&sge), 0x7b);	/* DPDK reads 8 of the 14 bits */
	T_EQ(DPAA2_GET_FLE_OFFSET(&sge), 0x0c0);
	T_EQ(DPAA2_SG_IS_FINAL(&sge), 1);
	T_EQ(DPAA2_IS_SET_FLE_SG_EXT(&sge), 0);
	dpaa2x_sge_set(&ours, 0x40, 60, 0x3fff, 0xfff, false);
	memcpy(&sge, &ours, sizeof(sge));
	T_EQ(DPAA2_SG_IS_FINAL(&sge), 0);
	T_EQ(sge.fin_bpid_offset & 0x3fff, 0x3fff);
	T_EQ(DPAA2_GET_FLE_OFFSET(&sge), 0xfff);

	memset(&sge, 0, sizeof(sge));
	DPAA2_SET_FLE_ADDR(&sge, 0x0000ba9876543200ull);
	DPAA2_SET_FLE_LEN(&sge, 9000);
	DPAA2_SET_FLE_BPID(&sge, 0x2abc);
	DPAA2_SET_FLE_OFFSET(&sge, 0x5c0);
	DPAA2_SG_SET_FINAL(&sge, true);
	memcpy(&ours, &sge, sizeof(ours));
	T_EQ(ours.addr, 0x0000ba9876543200ull);
	T_EQ(ours.len, 9000);
	T_EQ(dpaa2x_sge_bpid(&ours), 0x2abc);
	T_EQ(dpaa2x_sge_offset(&ours), 0x5c0);
	T_EQ(dpaa2x_sge_final(&ours), true);
	T_EQ(dpaa2x_sge_ivp(&ours), false);
	T_EQ(dpaa2x_sge_format(&ours), DPAA2X_SGE_FMT_DATA);
	DPAA2_SET_FLE_IVP(&sge);
	DPAA2_SET_FLE_SG_EXT(&sge);	/* an extension: another table */
	memcpy(&ours, &sge, sizeof(ours));
	T_EQ(dpaa2x_sge_ivp(&ours), true);
	T_EQ(dpaa2x_sge_format(&ours), DPAA2X_FD_FMT_SG);
	DPAA2_SG_SET_FORMAT(&sge, qbman_fd_single);
	DPAA2_SG_SET_FINAL(&sge, false);
	memcpy(&ours, &sge, sizeof(ours));
	T_EQ(dpaa2x_sge_format(&ours), DPAA2X_SGE_FMT_DATA);
	T_EQ(dpaa2x_sge_final(&ours), false);
	T_EQ(DPAA2X_SGE_FMT_DATA, qbman_fd_single);
	/* DPDK's dpaa2 marks an inline table's own entry so (eth_mbuf_to_sg_fd) */
	DPAA2_SG_SET_FORMAT(&sge, qbman_fd_list);
	memcpy(&ours, &sge, sizeof(ours));
	T_EQ(dpaa2x_sge_format(&ours), DPAA2X_SGE_FMT_LIST);
	T_EQ(dpaa2x_sge_is_data(&ours), true);
	T_EQ(DPAA2X_BUF_LAYOUT_OPT_NO_SG, DPNI_BUF_LAYOUT_OPT_NO_SG);
}

static void
test_annot_layout(void)
{
	T_EQ(sizeof(struct dpaa2x_hw_annot), sizeof(struct dpaa2_annot_hdr));
	T_EQ(sizeof(struct dpaa2x_hw_annot), DPAA2X_ANNOT_SIZE);
	T_EQ(DPAA2X_ANNOT_SIZE, DPAA2_MBUF_HW_ANNOTATION);
	SAME_FIELD(struct dpaa2x_hw_annot, fas, struct dpaa2_annot_hdr, word1);
	SAME_FIELD(struct dpaa2x_hw_annot, timestamp, struct dpaa2_annot_hdr, word2);
	SAME_FIELD(struct dpaa2x_hw_annot, faf_l2, struct dpaa2_annot_hdr, word3);
	SAME_FIELD(struct dpaa2x_hw_annot, faf_l3, struct dpaa2_annot_hdr, word4);
	SAME_FIELD(struct dpaa2x_hw_annot, off_l2, struct dpaa2_annot_hdr, word5);
	SAME_FIELD(struct dpaa2x_hw_annot, off_l3, struct dpaa2_annot_hdr, word6);
	SAME_FIELD(struct dpaa2x_hw_annot, off_ext, struct dpaa2_annot_hdr, word7);
	SAME_FIELD(struct dpaa2x_hw_annot, parse_err, struct dpaa2_annot_hdr, word8);
	T_EQ(sizeof(struct dpaa2x_fas), sizeof(struct dpaa2_fas));
	SAME_FIELD(struct dpaa2x_fas, ppid, struct dpaa2_fas, ppid);
	SAME_FIELD(struct dpaa2x_fas, ifpid, struct dpaa2_fas, ifpid);
	SAME_FIELD(struct dpaa2x_fas, status, struct dpaa2_fas, status);
}

/* FAS: DPDK gives the checksum bits within word 1, the others within status. */
static void
test_fas_bits(void)
{
	T_EQ((uint64_t)DPAA2X_FAS_L3CV << 32, DPAA2_ETH_FAS_L3CV);
	T_EQ((uint64_t)DPAA2X_FAS_L3CE << 32, DPAA2_ETH_FAS_L3CE);
	T_EQ((uint64_t)DPAA2X_FAS_L4CV << 32, DPAA2_ETH_FAS_L4CV);
	T_EQ((uint64_t)DPAA2X_FAS_L4CE << 32, DPAA2_ETH_FAS_L4CE);
	T_EQ(DPAA2X_FAS_PHE, DPAA2_ETH_FAS_PHE);
	T_EQ(DPAA2X_FAS_BC, DPAA2_ETH_FAS_BC);
	T_EQ(DPAA2X_FAS_MC, DPAA2_ETH_FAS_MC);
}

static void
test_faf_bits(void)
{
	/* word 3 */
	T_EQ(DPAA2X_FAF_L2_PARSE_ERR, PARSING_ERROR);
	T_EQ(DPAA2X_FAF_L2_ETH, L2_ETH_MAC_PRESENT);
	T_EQ(DPAA2X_FAF_L2_ETH_UC, L2_ETH_MAC_UNICAST);
	T_EQ(DPAA2X_FAF_L2_ETH_MC, L2_ETH_MAC_MULTICAST);
	T_EQ(DPAA2X_FAF_L2_ETH_BC, L2_ETH_MAC_BROADCAST);
	T_EQ(DPAA2X_FAF_L2_ETH_ERR, L2_ETH_PARSING_ERROR);
	T_EQ(DPAA2X_FAF_L2_VLAN_1, L2_VLAN_1_PRESENT);
	T_EQ(DPAA2X_FAF_L2_VLAN_N, L2_VLAN_N_PRESENT);
	T_EQ(DPAA2X_FAF_L2_VLAN_ERR, L2_VLAN_PARSING_ERROR);
	/* word 4 */
	T_EQ(DPAA2X_FAF_L3_ETYPE_UNKNOWN, L2_UNKNOWN_PROTOCOL);
	T_EQ(DPAA2X_FAF_L3_IPV4_1, L3_IPV4_1_PRESENT);
	T_EQ(DPAA2X_FAF_L3_IPV4_1_UC, L3_IPV4_1_UNICAST);
	T_EQ(DPAA2X_FAF_L3_IPV4_1_MC, L3_IPV4_1_MULTICAST);
	T_EQ(DPAA2X_FAF_L3_IPV4_1_BC, L3_IPV4_1_BROADCAST);
	T_EQ(DPAA2X_FAF_L3_IPV6_1, L3_IPV6_1_PRESENT);
	T_EQ(DPAA2X_FAF_L3_IPV6_1_UC, L3_IPV6_1_UNICAST);
	T_EQ(DPAA2X_FAF_L3_IPV6_1_MC, L3_IPV6_1_MULTICAST);
	T_EQ(DPAA2X_FAF_L3_IP_1_OPT, L3_IP_1_OPT_PRESENT);
	T_EQ(DPAA2X_FAF_L3_IP_1_UNKNOWN, L3_IP_1_UNKNOWN_PROTOCOL);
	T_EQ(DPAA2X_FAF_L3_IP_1_MF, L3_IP_1_MORE_FRAGMENT);
	T_EQ(DPAA2X_FAF_L3_IP_1_FIRST_FRAG, L3_IP_1_FIRST_FRAGMENT);
	T_EQ(DPAA2X_FAF_L3_IP_1_ERR, L3_IP_1_PARSING_ERROR);
	T_EQ(DPAA2X_FAF_L3_ICMP, L3_PROTO_ICMP_PRESENT);
	T_EQ(DPAA2X_FAF_L3_ICMPV6, L3_PROTO_ICMPV6_PRESENT);
	T_EQ(DPAA2X_FAF_L3_IP_UNKNOWN, L3_IP_UNKNOWN_PROTOCOL);
	T_EQ(DPAA2X_FAF_L3_UDP, L3_PROTO_UDP_PRESENT);
	T_EQ(DPAA2X_FAF_L3_UDP_ERR, L3_PROTO_UDP_PARSING_ERROR);
	T_EQ(DPAA2X_FAF_L3_TCP, L3_PROTO_TCP_PRESENT);
	T_EQ(DPAA2X_FAF_L3_TCP_OPT, L3_PROTO_TCP_OPT_PRESENT);
	T_EQ(DPAA2X_FAF_L3_TCP_CTRL_6_11, L3_PROTO_TCP_CTRL_BIT_6_TO_11_PRESENT);
	T_EQ(DPAA2X_FAF_L3_TCP_CTRL_3_5, L3_PROTO_TCP_CTRL_BIT_3_TO_5_PRESENT);
	T_EQ(DPAA2X_FAF_L3_TCP_ERR, L3_PROTO_TCP_PARSING_ERROR);
	T_EQ(DPAA2X_FAF_L3_SCTP, L3_PROTO_SCTP_PRESENT);
	T_EQ(DPAA2X_FAF_L3_SCTP_ERR, L3_PROTO_SCTP_PARSING_ERROR);
	T_EQ(DPAA2X_FAF_L3_GRE, L3_PROTO_GRE_PRESENT);
	T_EQ(DPAA2X_FAF_L3_GRE_ERR, L3_PROTO_GRE_PARSING_ERROR);
	T_EQ(DPAA2X_FAF_L3_L4_UNKNOWN, L4_UNKNOWN_PROTOCOL);
}

/* One offset byte at shift in a word: DPDK's field macro finds it, alone. */
static uint64_t
off_word(unsigned int shift)
{
	return (uint64_t)0x5a << shift;
}

static void
test_offset_places(void)
{
	uint64_t w;

	w = off_word(DPAA2X_OFF_L2_ETH);
	T_EQ(ETH_OFFSET(w), w);
	w = off_word(DPAA2X_OFF_L2_VLAN_TCI_1);
	T_EQ(VLAN_TCI_OFFSET_1(w), w);
	T_EQ(VLAN_TCI_OFFSET_1(w) >> 16, 0x5a);		/* as DPDK's Rx reads it */
	w = off_word(DPAA2X_OFF_L2_VLAN_TCI_N);
	T_EQ(VLAN_TCI_OFFSET_N(w), w);
	w = off_word(DPAA2X_OFF_L2_LAST_ETYPE);
	T_EQ(LAST_ETYPE_OFFSET(w), w);
	w = off_word(DPAA2X_OFF_L3_IP_1);
	T_EQ(ARP_OR_IP_OFFSET_1(w), w);
	w = off_word(DPAA2X_OFF_L3_L4);
	T_EQ(L4_OFFSET(w), w);
	w = off_word(DPAA2X_OFF_EXT_NEXT_HDR);
	T_EQ(NEXT_HDR_OFFSET(w), w);
	T_EQ(dpaa2x_annot_off(w, DPAA2X_OFF_EXT_NEXT_HDR), 0x5a);
}

/* ---- the model's annotation of common frames, as DPDK reads it ---- */

static const uint8_t mac_uc[6] = { 0x02, 0, 0, 0, 0, 0x01 };
static uint8_t b[256];

static void
model_annot(uint32_t len, struct dpaa2_annot_hdr *h)
{
	struct dpaa2x_hw_annot hw;
	struct dpaa2x_annot an = { .ts = 0 };
	uint32_t frc, ctrl;
	uint64_t flc;

	dpaa2x_frame_parse(b, len, &an);
	dpaa2x_frame_hash(b, &an, DPAA2X_DIST_DEFAULT, dpaa2x_default_rss_key);
	dpaa2x_frame_annot(b, &an, 0, &hw, &frc, &ctrl, &flc);
	memcpy(h, &hw, sizeof(*h));
}

/* Ethernet (+ntags), IPv4 (proto, total length tot) or IPv6 (payload plen) */
static uint32_t
frame(int ntags, bool v6, uint8_t proto, uint32_t l4len)
{
	static const uint16_t tags[2] = { 0x88a8, 0x8100 };
	uint32_t l3 = put_eth(b, mac_uc, tags, ntags, v6 ? 0x86dd : 0x0800), l4;

	if (v6) {
		memset(b + l3, 0, 40);
		b[l3] = 0x60;
		put16(b + l3 + 4, (uint16_t)l4len);
		b[l3 + 6] = proto;
		b[l3 + 7] = 64;
		b[l3 + 8] = 0x20;
		b[l3 + 24] = 0x20;
		l4 = l3 + 40;
	} else {
		put_ipv4(b, l3, 5, proto, (uint16_t)(20 + l4len), 0, 0x0a000001, 0x0a000002);
		l4 = l3 + 20;
	}
	memset(b + l4, 0, l4len);
	if (proto == 6) {
		b[l4 + 12] = 5 << 4;
		b[l4 + 13] = 0x10;	/* ACK */
	} else if (proto == 17) {
		put16(b + l4 + 4, (uint16_t)l4len);
	}
	return l4 + l4len;
}

static void
test_model_words(void)
{
	struct dpaa2_annot_hdr h;
	uint16_t tci;

	/* the common frames match DPDK's fast-path words exactly */
	model_annot(frame(0, false, 17, 26), &h);
	T_EQ(h.word4, DPAA2_L3_IPv4_UDP);
	T_EQ(h.word3 & 0x7FFFFC3FFFFull, 0);	/* DPDK's "no slow parse" test */
	T_EQ(BIT_ISSET_AT_POS(h.word1, DPAA2_ETH_FAS_L3CV), 1);
	T_EQ(BIT_ISSET_AT_POS(h.word1, DPAA2_ETH_FAS_L3CE), 0);
	T_EQ(ARP_OR_IP_OFFSET_1(h.word6) >> 32, 14);
	T_EQ(L4_OFFSET(h.word6) >> 8, 34);
	model_annot(frame(0, false, 6, 26), &h);
	T_EQ(h.word4, DPAA2_L3_IPv4_TCP);
	model_annot(frame(0, true, 17, 26), &h);
	T_EQ(h.word4, DPAA2_L3_IPv6_UDP);
	model_annot(frame(0, true, 6, 26), &h);
	T_EQ(h.word4, DPAA2_L3_IPv6_TCP);
	model_annot(frame(0, false, 253, 26), &h);	/* a protocol not parsed */
	T_EQ(h.word4, DPAA2_L3_IPv4);
	model_annot(frame(0, true, 253, 26), &h);
	T_EQ(h.word4, DPAA2_L3_IPv6);
	model_annot(frame(0, true, 132, 26), &h);	/* SCTP */
	T_EQ(h.word4, L3_IPV6_1_PRESENT | L3_IPV6_1_UNICAST | L3_PROTO_SCTP_PRESENT |
		      L4_UNKNOWN_PROTOCOL);
	model_annot(frame(0, false, 47, 26), &h);	/* GRE, nothing inside parsed */
	T_EQ(h.word4, L3_IPV4_1_PRESENT | L3_IPV4_1_UNICAST | L3_PROTO_GRE_PRESENT |
		      L4_UNKNOWN_PROTOCOL);
	/* a bad IPv4 header checksum, as DPDK's Rx tests it */
	frame(0, false, 17, 26);
	b[14 + 10] ^= 0x5a;
	model_annot(60, &h);
	T_EQ(BIT_ISSET_AT_POS(h.word1, DPAA2_ETH_FAS_L3CE), 1);
	/* tags: DPDK's Rx takes the TCI at VLAN_TCI_OFFSET_1 */
	model_annot(frame(2, false, 17, 26), &h);
	T_EQ(BIT_ISSET_AT_POS(h.word3, L2_VLAN_1_PRESENT), 1);
	T_EQ(BIT_ISSET_AT_POS(h.word3, L2_VLAN_N_PRESENT), 1);
	tci = get16(b + (VLAN_TCI_OFFSET_1(h.word5) >> 16));
	T_EQ(tci, 100);				/* put_eth's first TCI */
	T_EQ(h.word4, DPAA2_L3_IPv4_UDP);
	/* a cut UDP header: present, with its parse error and the general one */
	frame(0, false, 17, 26);
	put16(b + 16, 24);
	fix_ipv4_csum(b + 14);
	model_annot(60, &h);
	T_EQ(BIT_ISSET_AT_POS(h.word3, PARSING_ERROR), 1);
	T_EQ(BIT_ISSET_AT_POS(h.word4, L3_PROTO_UDP_PARSING_ERROR), 1);
	T_EQ(L4_OFFSET(h.word6) >> 8, DPAA2X_ANNOT_NO_OFF);
	T_EQ(h.word1 >> 32 & DPAA2_ETH_FAS_PHE, DPAA2_ETH_FAS_PHE);
}

int
main(void)
{
	T_RUN(test_dq_layout);
	T_RUN(test_dq_dpdk_reads);
	T_RUN(test_fd_layout);
	T_RUN(test_fd_fields);
	T_RUN(test_sge);
	T_RUN(test_annot_layout);
	T_RUN(test_fas_bits);
	T_RUN(test_faf_bits);
	T_RUN(test_offset_places);
	T_RUN(test_model_words);
	return t_done();
}
