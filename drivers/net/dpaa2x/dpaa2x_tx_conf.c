/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Tx confirmation of net_dpaa2x, devarg tx_conf=1 (net_dpaa2's
 * drv_tx_conf). The dpni's Tx confirmation mode is AFFINE: WRIOP releases
 * no buffer, every FD it takes from a Tx queue comes back on the queue's
 * confirmation FQ, and the driver frees the mbufs (from each Tx burst,
 * bounded, and at queue or port stop). An mbuf with
 * RTE_MBUF_F_TX_IEEE1588_TMST asks WRIOP for its Tx time in its FD
 * (dpaa2x_hw_annot.h); the confirmation brings the time in the buffer's
 * annotation, and timesync_read_tx_timestamp returns the last one
 * (dpaa2x_ptp.c). Without the devarg none of this runs: the dpni's mode
 * stays DISABLE and the Tx burst is the plain one (dpaa2x_tx.c).
 */

#include <rte_cycles.h>
#include <rte_mbuf.h>

#include "dpaa2x_bp.h"
#include "dpaa2x_common.h"
#include "dpaa2x_hw_annot.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_port.h"
#include "dpaa2x_tx.h"

bool
dpaa2x_tx_stamp_ask(struct rte_mbuf *m, struct dpaa2x_fd *fd)
{
	struct dpaa2x_faead *ead;

	if (dpaa2x_fd_format(fd) != DPAA2X_FD_FMT_SINGLE ||
	    dpaa2x_fd_offset(fd) < DPAA2X_TX_ANNOT_SIZE)
		return false;
	/* as DPDK's dpaa2 (enable_tx_tstamp): the annotation at the
	 * buffer's start, 128 bytes, its FAEAD asking for the update */
	ead = (struct dpaa2x_faead *)(void *)((uint8_t *)m->buf_addr + DPAA2X_ANNOT_FAEAD_OFF);
	ead->ctrl = DPAA2X_FAEAD_A2V | DPAA2X_FAEAD_UPDV | DPAA2X_FAEAD_UPD;
	fd->frc |= DPAA2X_FD_FRC_FASV | DPAA2X_FD_FRC_FAEADV;
	fd->ctrl |= DPAA2X_FD_CTRL_ASAL_128;
	return true;
}

/* The mbuf of a confirmed FD (every FD the driver sends names one of its
 * pools), its chain linked again for an SG FD; its Tx time kept if it
 * asked for one and was sent. */
static struct rte_mbuf *
conf_one(struct dpaa2x_txq *q, const struct dpaa2x_fd *fd)
{
	const struct dpaa2x_bp_info *bi = &dpaa2x_bp_info[dpaa2x_fd_bpid(fd)];
	uint64_t va = dpaa2x_fd_va(fd, bi);
	struct rte_mbuf *m = dpaa2x_va_to_mbuf(va, bi);

	if (dpaa2x_fd_format(fd) == DPAA2X_FD_FMT_SG)
		dpaa2x_tx_sg_relink(m);
	if (unlikely(fd->frc & DPAA2X_FD_FRC_FAEADV)) {
		if (q->ptp->pending > 0)
			q->ptp->pending--;
		/* FD[ERR]: not sent, no time */
		if ((fd->ctrl & DPAA2X_FD_CTRL_ERR_MASK) == 0) {
			q->ptp->ns = ((const struct dpaa2x_hw_annot *)(uintptr_t)va)->timestamp;
			q->ptp->valid = 1;
		}
	}
	return m;
}

/* One pull of q's confirmation FQ, waited for: the FDs it brought (their
 * mbufs freed), or -1 when the portal took no pull. */
static int
conf_pull(struct dpaa2x_txq *q, struct dpaa2x_lcore_portal *lp)
{
	struct rte_mbuf *done[DPAA2X_PULL_MAX];
	struct dpaa2x_dq *dq = q->conf_dq;
	unsigned int i, n = 0;

	if (dpaa2x_portal_pull(lp, q->conf_fqid, dq, DPAA2X_PULL_MAX, NULL) < 0)
		return -1;
	dpaa2x_portal_wait_idle(lp, NULL);	/* bounded; the portal free again */
	for (i = 0; i < DPAA2X_PULL_MAX && dpaa2x_dq_new_result(&dq[i]); i++) {
		if (dq[i].stat & DPAA2X_DQ_STAT_VALIDFRAME)
			done[n++] = conf_one(q, &dq[i].fd);
		if (dq[i].stat & DPAA2X_DQ_STAT_EXPIRED)
			break;
	}
	rte_pktmbuf_free_bulk(done, n);
	q->conf_out -= RTE_MIN(q->conf_out, n);
	return (int)n;
}

void
dpaa2x_tx_conf_drain(struct dpaa2x_txq *q, struct dpaa2x_lcore_portal *lp, unsigned int pulls)
{
	while (pulls-- > 0 && q->conf_out > 0)
		if (conf_pull(q, lp) < DPAA2X_PULL_MAX)
			break;
}

void
dpaa2x_tx_conf_wait_stamp(struct dpaa2x_ptp_tx *ptp)
{
	struct dpaa2x_lcore_portal *lp = dpaa2x_portal_mine();
	uint64_t end = rte_get_timer_cycles() + rte_get_timer_hz() / 10;

	if (lp->p == NULL || ptp->q == NULL)
		return;
	while (ptp->pending > 0 && !ptp->valid && rte_get_timer_cycles() < end)
		if (conf_pull(ptp->q, lp) < 0)
			break;
	/* a confirmation QMan refused (the FQ full) brings no time: the
	 * next read does not wait for it again */
	if (!ptp->valid)
		ptp->pending = 0;
}

int
dpaa2x_tx_conf_start(struct rte_eth_dev *dev)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_dpni_attr a;
	uint16_t i;
	int ret;

	dev->tx_pkt_burst = port->da.tx_conf ? dpaa2x_tx_burst_conf : dpaa2x_tx_burst;
	if (!port->da.tx_conf)
		return 0;	/* DISABLE since the dpni was opened */
	/* the confirmation queues as the MC names them once it is on */
	ret = dpaa2x_dpni_set_tx_conf(port->soc, port->dpni_id, true);
	if (ret == 0)
		ret = dpaa2x_dpni_get_attr(port->soc, port->dpni_id, &a);
	for (i = 0; ret == 0 && i < dev->data->nb_tx_queues; i++)
		if (a.txconf_fqid[i] == 0)
			ret = -ENOENT;
	if (ret < 0) {
		DPAA2X_LOG(ERR, "port %u: tx_conf=1: no Tx confirmation from the MC: %s",
			   dev->data->port_id, rte_strerror(-ret));
		return ret;
	}
	for (i = 0; i < dev->data->nb_tx_queues; i++) {
		struct dpaa2x_txq *q = dev->data->tx_queues[i];

		q->conf_fqid = a.txconf_fqid[i];
		q->ptp = &port->ptp_tx;
	}
	return 0;
}

void
dpaa2x_tx_conf_stop(struct rte_eth_dev *dev, uint16_t qid)
{
	struct dpaa2x_port *port = dev->data->dev_private;
	struct dpaa2x_txq *q = dev->data->tx_queues[qid];
	struct dpaa2x_lcore_portal *lp = dpaa2x_portal_mine();
	uint64_t end = rte_get_timer_cycles() + rte_get_timer_hz();

	if (!port->da.tx_conf || q == NULL || lp->p == NULL)
		return;
	while (q->conf_out > 0 && rte_get_timer_cycles() < end)
		if (conf_pull(q, lp) == 0 && !dpaa2x_hw_nudge())
			rte_delay_us_sleep(10);
	if (q->conf_out > 0)
		DPAA2X_LOG(ERR, "port %u tx queue %u: %u frames not confirmed at stop",
			   dev->data->port_id, qid, q->conf_out);
	q->conf_out = 0;
	if (port->ptp_tx.q == q)
		port->ptp_tx = (struct dpaa2x_ptp_tx){ .q = NULL };
}
