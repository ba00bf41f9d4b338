/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * DPDK's QBMan driver over the register-level portals: BMan's release and
 * acquire commands and the pool state change notifications (qbman_test.h).
 */

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <linux/types.h>

#include <rte_malloc.h>

#include <fsl_qbman_portal.h>
#include <fsl_qbman_debug.h>

#include "mc_model.h"	/* the kind MC for BPSCN */
#include "qbman_test.h"

/* RCR releases and management-command acquires. */
void
test_bman(void)
{
	struct mt t;
	struct qbman_swp *s;
	struct dpaa2x_swp_stats st;
	uint64_t b[N_BUFS + 8];
	unsigned int n, rar0, rar1;
	volatile uint8_t *cena;
	uint16_t bpid;
	int r;

	start(&t, "qb_bman", NULL, DPAA2X_HW_CPU_STEP);
	s = swp_new(&t);
	bpid = seed(&t, s, 100, 256);
	T_EQ(pool_free(&t, bpid), 100);
	T_EQ(dpaa2x_swp_get_stats(t.soc, bus_r[0].idx, &st), 0);
	T_EQ(st.released, 100);
#ifndef T_QBMAN_TRAP	/* a read of RAR through the trap allocates: test_trap_rar */
	/* RAR offers the next slot after each release: 15 commands so far */
	rar0 = *(volatile uint32_t *)((uint8_t *)bus_r[0].cinh + 0xcc0);
	T_EQ(rar0 & 0x100, 0x100);
	T_EQ(rar0 & 7, 15 % 8);
#else
	RTE_SET_USED(rar0);
	RTE_SET_USED(rar1);
#endif
	/* answers alternate between RR1 and RR0; the other one is cleared
	 * before an answer is visible (else the next command would find an
	 * old answer there) */
	cena = bus_r[0].cena;
	T_EQ(qbman_swp_acquire(s, bpid, b, 7), 7);
	T_EQ(cena[0x740], 0x30 | 0x80);		/* acquire, valid bit 1 */
	T_EQ(cena[0x700], 0);
	T_EQ(qbman_swp_acquire(s, bpid, b + 7, 7), 7);
	T_EQ(cena[0x700], 0x30);
	T_EQ(cena[0x740], 0);
	n = 14;
	while ((r = qbman_swp_acquire(s, bpid, b + n, 7)) > 0)
		n += (unsigned int)r;
	/* all or nothing: 2 left, 7 asked for, 0 given, the 2 stay */
	T_EQ(r, 0);
	T_EQ(n, 98);
	T_EQ(pool_free(&t, bpid), 2);
	T_EQ(qbman_swp_acquire(s, bpid, b + n, 1), 1);
	T_EQ(qbman_swp_acquire(s, bpid, b + n + 1, 1), 1);
	n += 2;
	T_EQ(qbman_swp_acquire(s, bpid, b + n, 1), 0);	/* empty: nothing, no error */
	T_EQ(pool_free(&t, bpid), 0);
	T_EQ(qbman_swp_acquire(s, 999, b, 1), -EIO);	/* no such pool */
	T_EQ(qbman_swp_acquire(s, bpid, b, 8), -EINVAL);
	release(s, 999, b, 3);		/* accepted by the portal, refused by BMan */
	release(s, bpid, b, n);
	T_EQ(pool_free(&t, bpid), 100);
#ifndef T_QBMAN_TRAP
	rar1 = *(volatile uint32_t *)((uint8_t *)bus_r[0].cinh + 0xcc0);
	T_EQ(rar1 & 7, (15 + 1 + 15) % 8);
#endif
	T_EQ(dpaa2x_swp_get_stats(t.soc, bus_r[0].idx, &st), 0);
	T_EQ(st.release_refused, 3);
	T_EQ(st.acquired, 100);
	/* 14 answered with 7, 1 short, 2 with 1, 1 empty, 1 bad */
	T_EQ(st.acquires, 14 + 1 + 2 + 1 + 1);
	T_EQ(st.bad_cmds, 0);
	swp_free(&t, s);
	finish(&t);
}

/*
 * A pool state change notification as DPDK's QBMan driver reads one: the
 * thresholds set through the MC portal (dpbp_set_notifications), the pool
 * driven across them with qbman_swp_acquire() and qbman_swp_release(),
 * the message parsed with qbman_result_is_BPSCN() and the bpscn accessors
 * of qbman_portal.c.
 */
void
test_bpscn(void)
{
	struct dpaa2x_bpscn *m = rte_zmalloc("bpscn", sizeof(*m), 64);
	const struct qbman_result *r = (const struct qbman_result *)m;
	struct dpaa2x_mc_dpbp_notif n = {
		.depletion_entry = 20, .depletion_exit = 50,
		.surplus_entry = 90, .surplus_exit = 80,
		.message_ctx = 0xdeadbeefcafeull, .message_iova = rte_malloc_virt2iova(m),
	};
	struct dpaa2x_dpbp_notif_cfg c;
	struct dpaa2x_bpscn_stats st;
	struct dpaa2x_mc_io io;
	struct dpaa2x_mc_val v;
	struct qbman_swp *s;
	uint64_t b[100];
	unsigned int i;
	uint16_t bpid, tok;
	struct mt t;

	start(&t, "qb_bpscn", NULL, DPAA2X_HW_CPU_STEP);
	T_EQ(dpaa2x_soc_mc_firmware(t.soc, MODEL_MC_FW_ACCEPT_ALL), 0);	/* notifications */
	s = swp_new(&t);
	bpid = seed(&t, s, 100, 256);
	ft_mc_io(&io, t.soc);
	v.v = mt_dpbp_id(&t, bpid);	/* the object, not its BPID */
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPBP_OPEN, 0, &v, &v), 0);
	tok = (uint16_t)v.v;
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPBP_SET_NOTIFICATIONS, tok, &n, NULL), 0);
	T_CHECK(!qbman_result_is_BPSCN(r));	/* in surplus (100 > 90): no change */
	for (i = 0; i < 12; i++)			/* 100 -> 16, 7 at a time */
		T_EQ(qbman_swp_acquire(s, bpid, b + 7 * i, 7), 7);
	T_CHECK(qbman_result_is_BPSCN(r));
	T_CHECK(qbman_result_is_SCN(r));
	T_EQ(qbman_result_bpscn_bpid(r), bpid);
	T_EQ(qbman_result_bpscn_ctx(r), 0xdeadbeefcafeull);
	T_CHECK(qbman_result_bpscn_is_depleted(r));	/* below 20 */
	T_CHECK(!qbman_result_bpscn_is_surplus(r));	/* 80 or less */
	T_CHECK(qbman_result_bpscn_has_free_bufs(r));
	T_EQ(qbman_swp_acquire(s, bpid, b + 84, 7), 7);
	T_EQ(qbman_swp_acquire(s, bpid, b + 91, 7), 7);
	T_EQ(qbman_swp_acquire(s, bpid, b + 98, 7), 0);	/* 2 there: none given */
	T_EQ(qbman_swp_acquire(s, bpid, b + 98, 2), 2);	/* empty: no new state */
	T_CHECK(qbman_result_bpscn_has_free_bufs(r));
	release(s, bpid, b, 100);
	T_EQ(pool_free(&t, bpid), 100);
	T_CHECK(!qbman_result_bpscn_is_depleted(r));	/* 50 or more */
	T_CHECK(qbman_result_bpscn_is_surplus(r));
	/* surplus left at 79, depletion entered at 16; depletion left at 50
	 * or more, surplus entered above 90: one message each */
	T_EQ(dpaa2x_dpbp_get_notifications(t.soc, bpid, &c, &st), 0);
	T_EQ(st.messages, 4);
	T_EQ(st.surplus_entries, 2);
	T_EQ(st.surplus_exits, 1);
	n = (struct dpaa2x_mc_dpbp_notif){ 0 };		/* off */
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPBP_SET_NOTIFICATIONS, tok, &n, NULL), 0);
	T_EQ(dpaa2x_mc_call(&io, DPAA2X_MC_DPBP_CLOSE, tok, NULL, NULL), 0);
	swp_free(&t, s);
	finish(&t);
	rte_free(m);
}
