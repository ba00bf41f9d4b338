/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The emulated MC's dpio and dprc objects, as DPDK's fslmc bus asks them
 * at its probe (bus/fslmc/portal/dpaa2_hw_dpio.c and dpaa2_hw_dprc.c),
 * through DPDK's own dpio.c and dprc.c from the source package: the
 * default DPL's dprc.1 and dpio.1..4, dpni.1 wired to dpmac.1, dpni.2 to
 * dpmac.2, both links up; and a dpni's IRQ commands, as net_dpaa2 sets
 * up its link events (dpaa2_eth_setup_irqs), the MSI an eventfd as VFIO
 * binds it.
 */

#include <errno.h>
#include <string.h>

#include <fsl_mc_sys.h>
#include <fsl_dpio.h>
#include <fsl_dprc.h>
#include <fsl_dpni.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include "fslmc_soc.h"
#include "mc_ref.h"

static void
test_dpio(void)
{
	struct mt t;
	struct fsl_mc_io *io;
	struct dpio_attr a;
	uint16_t tok, tok4, maj, min;
	uint8_t sd;
	int en;

	mt_start_cpu(&t, "mco_dpio", NULL, 1);	/* DPDK's mc_sys.c polls: an engine thread */
	io = ref_mc_io(dpaa2x_soc_mc_portal(t.soc));
	T_EQ(dpio_get_api_version(io, 0, &maj, &min), 0);
	T_EQ(maj, 4);
	T_EQ(min, 3);
	T_EQ(dpio_open(io, 0, 5, &tok), -ENODEV);	/* the DPL has dpio.1..4 */
	T_EQ(dpio_open(io, 0, 2, &tok), 0);
	T_EQ(dpio_open(io, 0, 4, &tok4), 0);
	T_EQ(dpio_reset(io, 0, tok), 0);
	T_EQ(dpio_is_enabled(io, 0, tok, &en), 0);
	T_EQ(en, 0);
	T_EQ(dpio_enable(io, 0, tok), 0);
	T_EQ(dpio_is_enabled(io, 0, tok, &en), 0);
	T_EQ(en, 1);
	T_EQ(dpio_is_enabled(io, 0, tok4, &en), 0);	/* each dpio its own */
	T_EQ(en, 0);
	memset(&a, 0xa5, sizeof(a));
	T_EQ(dpio_get_attributes(io, 0, tok, &a), 0);
	T_EQ(a.id, 2);
	T_EQ(a.qbman_portal_id, 1);		/* the second portal */
	T_EQ(a.num_priorities, 8);
	T_EQ(a.channel_mode, DPIO_LOCAL_CHANNEL);
	T_EQ(a.qbman_version, 0x04010000);	/* QMan 4.1, LS2088A's */
	T_EQ(a.clk, 700000000);
	T_EQ(dpio_set_stashing_destination(io, 0, tok, 4), 0);
	T_EQ(dpio_get_stashing_destination(io, 0, tok, &sd), 0);
	T_EQ(sd, 4);
	T_EQ(dpio_reset(io, 0, tok), 0);	/* reset: disabled, no destination */
	T_EQ(dpio_get_stashing_destination(io, 0, tok, &sd), 0);
	T_EQ(sd, 0);
	T_EQ(dpio_close(io, 0, tok), 0);
	T_EQ(dpio_enable(io, 0, tok), -EACCES);	/* a closed session's token */
	T_EQ(dpio_close(io, 0, tok4), 0);
	free(io);
	mt_finish(&t);
}

static void
test_dprc(void)
{
	struct dprc_endpoint e1, e2;
	struct mt t;
	struct fsl_mc_io *io;
	uint16_t tok;
	int state;

	mt_start_cpu(&t, "mco_dprc", NULL, 1);
	io = ref_mc_io(dpaa2x_soc_mc_portal(t.soc));
	T_EQ(dprc_open(io, 0, 2, &tok), -ENODEV);	/* the DPL's container is dprc.1 */
	T_EQ(dprc_open(io, 0, 1, &tok), 0);
	memset(&e1, 0, sizeof(e1));
	strcpy(e1.type, "dpni");
	e1.id = 2;
	state = -1;
	T_EQ(dprc_get_connection(io, 0, tok, &e1, &e2, &state), 0);
	T_EQ(strcmp(e2.type, "dpmac"), 0);
	T_EQ(e2.id, 2);
	T_EQ(e2.if_id, 0);
	T_EQ(state, 1);
	e1.id = 3;					/* no dpni.3 */
	T_EQ(dprc_get_connection(io, 0, tok, &e1, &e2, &state), -ENODEV);
	strcpy(e1.type, "dpio");			/* a dpio has no connection */
	e1.id = 1;
	T_EQ(dprc_get_connection(io, 0, tok, &e1, &e2, &state), -ENODEV);
	T_EQ(dprc_close(io, 0, tok), 0);
	free(io);
	mt_finish(&t);
}

static void
test_dpni_irq(void)
{
	struct mt t;
	struct fsl_mc_io *io;
	uint64_t n;
	uint32_t mask, st;
	uint16_t tok;
	uint8_t en;
	struct dpni_pools_cfg pools = { 0 };
	int efd = eventfd(0, EFD_NONBLOCK);

	mt_start_cpu(&t, "mco_irq", NULL, 1);
	io = ref_mc_io(dpaa2x_soc_mc_portal(t.soc));
	T_EQ(dpni_open(io, 0, 1, &tok), 0);
	T_EQ(dpaa2x_dpni_irq_bind(t.soc, 1, efd), 0);	/* VFIO_DEVICE_SET_IRQS */
	T_EQ(dpni_set_irq_mask(io, 0, tok, 0, DPNI_IRQ_EVENT_LINK_CHANGED), 0);
	T_EQ(dpni_set_irq_enable(io, 0, tok, 0, 1), 0);
	T_EQ(dpni_get_irq_enable(io, 0, tok, 0, &en), 0);
	T_EQ(en, 1);
	T_EQ(dpni_get_irq_mask(io, 0, tok, 0, &mask), 0);
	T_EQ(mask, DPNI_IRQ_EVENT_LINK_CHANGED);
	T_EQ(dpni_set_irq_mask(io, 0, tok, 1, 1), -EINVAL);	/* a dpni has IRQ 0 */
	T_EQ(dpni_set_irq_mask(io, 0, tok, 0, 0x2), -EINVAL);	/* endpoint changed */
	/* enabled, the dpni sees its MAC's link; the cable pulled: the
	 * status bit and one MSI (enabling raised one too: read it first) */
	pools.num_dpbp = 1;
	pools.pools[0].dpbp_id = mt_dpbp_id(&t, mt_pool(&t, 64, 2048));
	pools.pools[0].buffer_size = 2048;
	T_EQ(dpni_set_pools(io, 0, tok, &pools), 0);
	T_EQ(dpni_enable(io, 0, tok), 0);
	T_EQ(read(efd, &n, sizeof(n)), (ssize_t)sizeof(n));
	T_EQ(dpni_clear_irq_status(io, 0, tok, 0, DPNI_IRQ_EVENT_LINK_CHANGED), 0);
	T_EQ(dpaa2x_wire_set_link(t.soc, 1, false), 0);
	st = 0;
	T_EQ(dpni_get_irq_status(io, 0, tok, 0, &st), 0);
	T_EQ(st, DPNI_IRQ_EVENT_LINK_CHANGED);
	T_EQ(read(efd, &n, sizeof(n)), (ssize_t)sizeof(n));
	T_EQ(n, 1);
	T_EQ(dpni_clear_irq_status(io, 0, tok, 0, DPNI_IRQ_EVENT_LINK_CHANGED), 0);
	T_EQ(dpni_get_irq_status(io, 0, tok, 0, &st), 0);
	T_EQ(st, 0);
	/* disabled: the status still records, no MSI */
	T_EQ(dpni_set_irq_enable(io, 0, tok, 0, 0), 0);
	T_EQ(dpaa2x_wire_set_link(t.soc, 1, true), 0);
	T_EQ(dpni_get_irq_status(io, 0, tok, 0, &st), 0);
	T_EQ(st, DPNI_IRQ_EVENT_LINK_CHANGED);
	T_EQ(read(efd, &n, sizeof(n)), -1);
	/* the MSI on the edge: enabled again with the cause pending, one;
	 * the same mask written again (net_dpaa2's stop does so before it
	 * disables the IRQ), none; a second event while the first is pending,
	 * none; an event after the clear, one */
	T_EQ(dpni_set_irq_enable(io, 0, tok, 0, 1), 0);
	T_EQ(read(efd, &n, sizeof(n)), (ssize_t)sizeof(n));
	T_EQ(dpni_set_irq_mask(io, 0, tok, 0, DPNI_IRQ_EVENT_LINK_CHANGED), 0);
	T_EQ(read(efd, &n, sizeof(n)), -1);
	T_EQ(dpaa2x_wire_set_link(t.soc, 1, false), 0);
	T_EQ(read(efd, &n, sizeof(n)), -1);
	T_EQ(dpni_clear_irq_status(io, 0, tok, 0, DPNI_IRQ_EVENT_LINK_CHANGED), 0);
	T_EQ(dpaa2x_wire_set_link(t.soc, 1, true), 0);
	T_EQ(read(efd, &n, sizeof(n)), (ssize_t)sizeof(n));
	T_EQ(n, 1);
	T_EQ(dpni_set_irq_enable(io, 0, tok, 0, 0), 0);
	T_EQ(dpaa2x_dpni_irq_bind(t.soc, 1, -1), 0);
	T_EQ(dpni_disable(io, 0, tok), 0);
	T_EQ(dpni_close(io, 0, tok), 0);
	close(efd);
	free(io);
	mt_finish(&t);
}

/* An Rx queue's tail drop in bytes, as net_dpaa2 sets it on a dpni
 * without congestion groups (64 KiB, OAL 128): taken by the FQ; the
 * FQ counts each frame as len + OAL (model_qman's test_tail_drop_bytes). */
static void
test_taildrop_bytes(void)
{
	struct dpni_taildrop td = { .enable = 1, .units = DPNI_CONGESTION_UNIT_BYTES,
				    .threshold = 65536, .oal = 128 }, got;
	struct model_fq *fq;
	struct mt t;
	struct fsl_mc_io *io;
	uint16_t tok;

	mt_start_cpu(&t, "mco_td", NULL, 1);
	io = ref_mc_io(dpaa2x_soc_mc_portal(t.soc));
	T_EQ(dpni_open(io, 0, 1, &tok), 0);
	T_EQ(dpni_set_taildrop(io, 0, tok, DPNI_CP_QUEUE, DPNI_QUEUE_RX, 0, 1, &td), 0);
	/* (dpni_get_taildrop: net_dpaa2 never reads it, the strict MC refuses) */
	T_EQ(dpni_get_taildrop(io, 0, tok, DPNI_CP_QUEUE, DPNI_QUEUE_RX, 0, 1, &got), -ENOTSUP);
	fq = model_fq_by_id(t.soc, model_dpni_by_id(t.soc, 1)->rxq[1]->fqid);
	T_EQ(fq->threshold_bytes, 65536);
	T_EQ(fq->oal, 128);
	T_EQ(fq->threshold, fq->mask + 1);	/* frames: what the ring holds */
	T_EQ(dpni_close(io, 0, tok), 0);
	free(io);
	mt_finish(&t);
}

/*
 * A Tx queue's tail drop through DPDK's dpni_set_taildrop: refused, per
 * queue (the MC's rule: DPNI_CP_QUEUE only with DPNI_QUEUE_RX) and per
 * traffic class group alike; net_dpaa2 never asks for one. The Tx FQ
 * keeps its depth (the DPL's): 8 frames of 200 bytes wait on the disabled
 * dpni's Tx FQ and none is dropped (the 1000 bytes asked for would have
 * dropped 4), and all 8 go once it is enabled.
 */
static void
test_taildrop_tx(void)
{
	struct dpni_taildrop td = { .enable = 1, .units = DPNI_CONGESTION_UNIT_BYTES,
				    .threshold = 1000 };
	struct dpaa2x_dpni_stats st;
	struct dpaa2x_fq_stats fs;
	struct dpaa2x_fd fd[8];
	struct model_fq *fq;
	struct fsl_mc_io *io;
	unsigned int i;
	uint32_t depth;
	uint16_t tok, bpid;
	uint64_t b;
	struct mt t;

	mt_start_cpu(&t, "mco_tdtx", NULL, 1);
	fq = model_dpni_by_id(t.soc, 1)->txq[0];
	depth = fq->threshold;		/* the DPL's Tx FQ depth, 1024 */
	T_EQ(depth, 1024);
	io = ref_mc_io(dpaa2x_soc_mc_portal(t.soc));
	T_EQ(dpni_open(io, 0, 1, &tok), 0);
	T_EQ(dpni_set_taildrop(io, 0, tok, DPNI_CP_QUEUE, DPNI_QUEUE_TX, 0, 0, &td), -ENOTSUP);
	T_EQ(dpni_set_taildrop(io, 0, tok, DPNI_CP_GROUP, DPNI_QUEUE_TX, 0, 0, &td), -ENOTSUP);
	T_EQ(dpni_close(io, 0, tok), 0);
	free(io);
	bpid = mt_pool(&t, 8, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	T_EQ(dpaa2x_dpni_disable(t.soc, 1), 0);
	T_EQ(fq->threshold, depth);
	T_EQ(fq->threshold_bytes, 0);
	for (i = 0; i < 8; i++) {
		T_EQ(dpaa2x_bman_acquire(t.p, bpid, &b, 1), 1);
		dpaa2x_fd_set(&fd[i], b, 200, bpid, false, 64, DPAA2X_FD_FMT_SINGLE);
	}
	T_EQ(dpaa2x_enqueue(t.p, fq->fqid, fd, 8), 8);
	mt_steps(&t, 1);
	T_EQ(dpaa2x_fq_get_stats(t.soc, fq->fqid, &fs), 0);
	T_EQ(fs.depth_frames, 8);
	T_EQ(fs.depth_bytes, 8 * 200);
	T_EQ(fs.rejects, 0);
	T_EQ(dpaa2x_dpni_enable(t.soc, 1), 0);
	for (i = 0; i < 1000 && (dpaa2x_dpni_get_stats(t.soc, 1, &st) != 0 ||
				 st.egr_frames < 8); i++)
		mt_steps(&t, 1);
	T_EQ(st.egr_frames, 8);
	T_EQ(st.egr_bytes, 8 * 200);
	mt_finish(&t);
}

int
main(int argc, char **argv)
{
	(void)argc;
	t_eal_init(argv[0], NULL);
	T_RUN(test_dpio);
	T_RUN(test_dprc);
	T_RUN(test_dpni_irq);
	T_RUN(test_taildrop_bytes);
	T_RUN(test_taildrop_tx);
	return t_done();
}
