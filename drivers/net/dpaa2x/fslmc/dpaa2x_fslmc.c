/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The fslmc backend (dpaa2x_fslmc.h): the SoC of DPDK's fslmc bus, the
 * DPIO portal each thread gets from it, BMan and QMan commands through
 * DPDK's QBMan driver on that portal, the dpbp objects the bus opened.
 *
 * Portals. The bus affines one DPIO to a thread (dpaa2_affine_qbman_swp,
 * as DPDK's dpaa2 drivers do on their lcores) and takes it back when the
 * thread ends (its pthread key's destructor), for the next thread.
 * dpaa2x_portal_open() hands out the calling thread's, once; closing it
 * forgets the handle, the DPIO stays the thread's. A BMan command on a
 * handle of another thread's DPIO (the one non-EAL threads share) goes to
 * the calling thread's own DPIO: no thread drives a DPIO the bus may have
 * given to another since.
 *
 * Volatile dequeues go to the thread's second DPIO, the one the bus keeps
 * for Ethernet Rx (dpaa2_affine_qbman_ethrx_swp, as net_dpaa2 pulls): the
 * prefetched pull that stays open between bursts then never holds the
 * main portal's VDQCR, which dpaa2_sec, dpaa2_qdma or net_dpaa2 without
 * prefetch on the same lcore pull on. The open pull's storage is in the
 * bus's rte_global_active_dqs_list under that DPIO's index, as net_dpaa2
 * publishes its own. Without a second DPIO left the pulls stay on the
 * main portal (logged once).
 *
 * QBMan's driver (qbman_swp_pull) keeps its VDQCR busy
 * until software shows it the first result of the command at the address
 * the pull descriptor named as storage (qbman_result_has_new_result). The
 * PMD reads results by their tokens in its own storage, and pulls again
 * only once the last entry of the previous pull was written (one pull per
 * portal: dpaa2x_portals.h): the descriptor names that storage, the one
 * published in the list, and the next pull shows the driver its first
 * entry (qbman_result_has_new_result, the token as it was kept) unless
 * another driver did first. Another driver of the lcore (net_dpaa2 polling on the
 * same Rx DPIO) finds dpaa2x's open pull in the list and waits for it with
 * qbman_check_command_complete(), which frees VDQCR only for the storage
 * QBMan's driver was given; dpaa2x waits for another driver's open pull
 * the same way before its own, as net_dpaa2 does.
 */

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <rte_common.h>
#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_malloc.h>
#include <rte_memory.h>
#include <rte_pause.h>

#include <dpaa2_hw_pvt.h>
#include <dpaa2_hw_dpio.h>
#include <fsl_qbman_portal.h>
#include <fsl_qbman_debug.h>
#include <fsl_dpbp.h>
#include <fsl_mc_cmd.h>

#include "dpaa2x_fslmc.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_backend.h"
#include "dpaa2x_hw_soc.h"
#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_hw_factory.h"
#include "dpaa2x_hw_mc.h"

#define FSLMC_RETRY		10000	/* tries while a portal ring is full */
#define FSLMC_MAX_PORTALS	(RTE_MAX_LCORE + 1)
#define FSLMC_MC_TIMEOUT_MS	1000	/* mc_send_command()'s own limit */

/* The same 32-byte FD and 64-byte result (test/layering's silicon_layout) */
_Static_assert(sizeof(struct qbman_fd) == sizeof(struct dpaa2x_fd) &&
	       sizeof(struct qbman_result) == sizeof(struct dpaa2x_dq),
	       "QBMan's FD and dequeue result are the contract's");

/* A thread's DPIO portal as a contract portal handle. */
struct fslmc_portal {
	struct dpaa2x_handle h;			/* DPAA2X_BACKEND_FSLMC */
	struct qbman_swp *swp;			/* BMan, enqueues, queries */
	struct qbman_swp *rx_swp;		/* pulls; NULL before the first */
	uint16_t rx_index;			/* its DPIO's index */
	struct dpaa2_dpio_dev *dpio;		/* NULL: slot free */
	bool iova_va;
	bool vdq_out;		/* a pull went out; the driver may still hold VDQCR */
	struct qbman_result *vdq_storage;	/* the storage that pull named */
} __rte_cache_aligned;

RTE_LOG_REGISTER(dpaa2x_fslmc_logtype, pmd.net.dpaa2x.fslmc, NOTICE);

static struct fslmc_portal portals[FSLMC_MAX_PORTALS];
static rte_spinlock_t portals_lock = RTE_SPINLOCK_INITIALIZER;
static struct fslmc_soc *the_soc;	/* one per process */

static inline struct fslmc_portal *
fslmc_portal(const struct dpaa2x_portal *p)
{
	return (struct fslmc_portal *)(uintptr_t)p;
}

/* ---------------- MC portal ---------------- */

/* The codec's command through the bus's sender (its lock, its 1 s limit). */
static int
fslmc_send(struct dpaa2x_mc_io *io, union dpaa2x_mc_cmd *cmd)
{
	struct fsl_mc_io bus_io = { .regs = (void *)(uintptr_t)io->regs };

	RTE_BUILD_BUG_ON(sizeof(struct mc_command) != sizeof(*cmd));
	return mc_send_command(&bus_io, (struct mc_command *)cmd);
}

/* ---------------- the SoC ---------------- */

int
dpaa2x_soc_create_fslmc(struct dpaa2x_soc **socp, char *err, size_t errlen)
{
	struct dpaa2x_mc_fw_version fw;
	struct fslmc_soc *s;
	void *mcp;
	int ret;

	if (socp == NULL)
		return -EINVAL;
	if (the_soc != NULL) {
		snprintf(err, errlen, "the fslmc SoC of this process exists already");
		return -EEXIST;
	}
	mcp = dpaa2_get_mcp_ptr(MC_PORTAL_INDEX);
	if (mcp == NULL) {
		snprintf(err, errlen, "the fslmc bus has no MC portal: no DPRC bound to "
			 "vfio-fsl-mc (not an LS2088A-class machine, or DPRC= unset)");
		return -ENODEV;
	}
	s = rte_zmalloc("dpaa2x_fslmc", sizeof(*s), RTE_CACHE_LINE_SIZE);
	if (s != NULL)
		s->key_cfg = rte_zmalloc("dpaa2x_fslmc_key", DPAA2X_MC_KEY_CFG_SIZE,
					 RTE_CACHE_LINE_SIZE);
	if (s == NULL || s->key_cfg == NULL) {
		rte_free(s);
		snprintf(err, errlen, "no memory for the fslmc SoC");
		return -ENOMEM;
	}
	s->h.backend = DPAA2X_BACKEND_FSLMC;
	rte_spinlock_init(&s->lock);
	rte_spinlock_init(&s->io.lock);
	s->io.regs = mcp;
	s->io.timeout_ms = FSLMC_MC_TIMEOUT_MS;
	s->io.send = fslmc_send;
	s->key_cfg_iova = rte_malloc_virt2iova(s->key_cfg);
	ret = fslmc_mc(s, DPAA2X_MC_GET_VERSION, 0, NULL, &fw);
	if (ret < 0) {
		snprintf(err, errlen, "the MC does not answer on the fslmc bus's portal: %s",
			 strerror(-ret));
		rte_free(s->key_cfg);
		rte_free(s);
		return ret;
	}
	snprintf(s->mc_version, sizeof(s->mc_version), "MC %u.%u.%u", fw.major, fw.minor,
		 fw.revision);
	the_soc = s;
	*socp = (struct dpaa2x_soc *)s;
	return 0;
}

static int
fslmc_soc_destroy(struct dpaa2x_soc *soc)
{
	struct fslmc_soc *s = fslmc_soc(soc);
	unsigned int i;

	for (i = 0; i < RTE_DIM(s->ni); i++)
		if (s->ni[i].open)
			return -EBUSY;
	for (i = 0; i < RTE_DIM(s->bp); i++)
		if (s->bp[i].dev != NULL)
			return -EBUSY;
	fslmc_rtc_close(s);
	rte_free(s->key_cfg);
	rte_free(s);
	the_soc = NULL;
	return 0;
}

static int
fslmc_soc_get_info(const struct dpaa2x_soc *soc, struct dpaa2x_soc_info *info)
{
	if (info == NULL)
		return -EINVAL;
	memset(info, 0, sizeof(*info));
	memcpy(info->mc_version, fslmc_soc(soc)->mc_version, sizeof(info->mc_version));
	info->backend = DPAA2X_BACKEND_FSLMC;
	info->hw_cpu = -1;
	info->numa_node = SOCKET_ID_ANY;
	return 0;
}

/* Silicon's datapath is no thread of this process: nothing to stop or start
 * (the dpnis stop with dpni_disable, at port stop). */
static int
fslmc_soc_stop(struct dpaa2x_soc *soc)
{
	RTE_SET_USED(soc);
	return 0;
}

static int
fslmc_soc_start(struct dpaa2x_soc *soc, char *err, size_t errlen)
{
	RTE_SET_USED(err);
	RTE_SET_USED(errlen);
	return fslmc_soc_stop(soc);
}

/* ---------------- DPIO portals ---------------- */

static int
fslmc_portal_open(struct dpaa2x_soc *soc, struct dpaa2x_portal **portal, char *err,
		  size_t errlen)
{
	struct fslmc_portal *fp = NULL;
	unsigned int i;

	RTE_SET_USED(soc);
	if (portal == NULL)
		return -EINVAL;
	if (DPAA2_PER_LCORE_DPIO == NULL && dpaa2_affine_qbman_swp() != 0) {
		snprintf(err, errlen, "the fslmc bus has no DPIO portal left for this thread "
			 "(lcore %u)", rte_lcore_id());
		return -ENOSPC;
	}
	rte_spinlock_lock(&portals_lock);
	for (i = 0; i < RTE_DIM(portals); i++) {
		if (portals[i].dpio == DPAA2_PER_LCORE_DPIO) {
			fp = NULL;
			break;
		}
		if (portals[i].dpio == NULL && fp == NULL)
			fp = &portals[i];
	}
	if (fp != NULL) {
		memset(fp, 0, sizeof(*fp));
		fp->h.backend = DPAA2X_BACKEND_FSLMC;
		fp->dpio = DPAA2_PER_LCORE_DPIO;
		fp->swp = DPAA2_PER_LCORE_PORTAL;
		fp->iova_va = rte_eal_iova_mode() == RTE_IOVA_VA;
	}
	rte_spinlock_unlock(&portals_lock);
	if (fp == NULL) {
		snprintf(err, errlen, "this thread's DPIO portal (dpio.%d) is open already: "
			 "one per thread on the fslmc bus", DPAA2_PER_LCORE_DPIO->hw_id);
		return -ENOSPC;
	}
	*portal = (struct dpaa2x_portal *)fp;
	return 0;
}

/* The previous pull's VDQCR is free: show the driver its storage, unless
 * another driver's qbman_check_command_complete() did; off the list, if
 * still there. Rx may not have read its entries yet (the prefetch pulls
 * before it reads the last results): the first entry's token, which the
 * look clears, is put back (QMan wrote it before the last one). */
static inline void
vdq_release(struct fslmc_portal *fp)
{
	uint8_t tok = fp->vdq_storage->dq.tok;

	fp->vdq_storage->dq.tok = 1;
	qbman_result_has_new_result(fp->rx_swp, fp->vdq_storage);
	fp->vdq_storage->dq.tok = tok;
	if (get_swp_active_dqs(fp->rx_index) == fp->vdq_storage)
		clear_swp_active_dqs(fp->rx_index);
	fp->vdq_out = false;
}

/* Another driver's pull open on the Rx DPIO (net_dpaa2 on the same lcore):
 * wait, as net_dpaa2 waits for one, until QMan answered it (its storage's
 * first entry written, which frees VDQCR), then take it off the list. A
 * second bounds the wait: unanswered, the pull then finds VDQCR busy. */
static void
others_pull_wait(const struct fslmc_portal *fp)
{
	struct qbman_result *other = get_swp_active_dqs(fp->rx_index);
	uint64_t end;

	if (likely(other == NULL))
		return;
	end = rte_get_timer_cycles() + rte_get_timer_hz();
	while (!qbman_check_command_complete(other)) {
		if (rte_get_timer_cycles() > end)
			return;
		rte_pause();
	}
	clear_swp_active_dqs(fp->rx_index);
}

/* The thread's Rx DPIO, affined at its first pull as net_dpaa2 does. */
static void
rx_portal(struct fslmc_portal *fp)
{
	static bool logged;

	if (DPAA2_PER_LCORE_ETHRX_DPIO != NULL || dpaa2_affine_qbman_ethrx_swp() == 0) {
		fp->rx_swp = DPAA2_PER_LCORE_ETHRX_PORTAL;
		fp->rx_index = DPAA2_PER_LCORE_ETHRX_DPIO->index;
		return;
	}
	if (!logged)
		FSLMC_LOG(WARNING, "no second DPIO for Rx pulls (dpio.%d's thread): they go "
			  "to its main portal, whose VDQCR an open pull then holds",
			  fp->dpio->hw_id);
	logged = true;
	fp->rx_swp = fp->swp;
	fp->rx_index = fp->dpio->index;
}

/* The thread keeps its DPIO (the bus gives it back when the thread ends),
 * its VDQCR free for the next handle (the caller saw its last pull end). */
static void
fslmc_portal_close(struct dpaa2x_portal *p)
{
	struct fslmc_portal *fp = fslmc_portal(p);

	if (fp->vdq_out)
		vdq_release(fp);
	rte_spinlock_lock(&portals_lock);
	fp->dpio = NULL;
	rte_spinlock_unlock(&portals_lock);
}

static int
fslmc_portal_index(const struct dpaa2x_portal *p)
{
	return fslmc_portal(p)->dpio->hw_id;
}

/* ---------------- BMan commands ---------------- */

/*
 * The portal a BMan command of the calling thread goes to: the handle's
 * when the thread is the one its DPIO is affined to, else the thread's own
 * (affined now, as DPDK's dpaa2 mempool takes one on any thread). The
 * handle non-EAL threads share holds the DPIO of the first of them, which
 * the bus takes back when that thread ends and may give to the next one:
 * so no thread drives another's DPIO. NULL: no DPIO left for this thread.
 */
static struct qbman_swp *
own_swp(void)
{
	static bool logged;

	if (DPAA2_PER_LCORE_DPIO != NULL || dpaa2_affine_qbman_swp() == 0)
		return DPAA2_PER_LCORE_PORTAL;
	if (!logged)
		FSLMC_LOG(ERR, "a thread without a DPIO of its own (the DPRC has none left): "
			  "its BMan commands fail");
	logged = true;
	return NULL;
}

static inline struct qbman_swp *
cmd_swp(const struct fslmc_portal *fp)
{
	return likely(fp->dpio == DPAA2_PER_LCORE_DPIO) ? fp->swp : own_swp();
}

static int
fslmc_bman_release(struct dpaa2x_portal *p, uint16_t bpid, const uint64_t *bufs,
		   unsigned int n)
{
	struct qbman_swp *swp = cmd_swp(fslmc_portal(p));
	struct qbman_release_desc rd;
	unsigned int tries = 0;
	int ret;

	if (unlikely(n == 0 || n > DPAA2X_BMAN_MAX_CMD || bpid > DPAA2X_BPID_MASK))
		return -EINVAL;
	if (unlikely(swp == NULL))
		return -ENOSPC;
	qbman_release_desc_clear(&rd);
	qbman_release_desc_set_bpid(&rd, bpid);
	/* -EBUSY: no RCR slot until BMan took an earlier release */
	while ((ret = qbman_swp_release(swp, &rd, bufs, n)) == -EBUSY && ++tries < FSLMC_RETRY)
		rte_pause();
	return ret;
}

static int
fslmc_bman_acquire(struct dpaa2x_portal *p, uint16_t bpid, uint64_t *bufs,
		   unsigned int n)
{
	struct qbman_swp *swp = cmd_swp(fslmc_portal(p));

	if (unlikely(n == 0 || n > DPAA2X_BMAN_MAX_CMD || bpid > DPAA2X_BPID_MASK))
		return -EINVAL;
	if (unlikely(swp == NULL))
		return -ENOSPC;
	/* the number BMan gave (0: pool empty), or -EIO without an answer */
	return qbman_swp_acquire(swp, bpid, bufs, n);
}

/* ---------------- QMan commands ---------------- */

static int
fslmc_pull(struct dpaa2x_portal *p, uint32_t fqid, struct dpaa2x_dq *storage,
	   unsigned int n)
{
	struct fslmc_portal *fp = fslmc_portal(p);
	struct qbman_pull_desc pd;
	uint64_t iova;
	int ret;

	if (unlikely(storage == NULL || n == 0 || n > DPAA2X_PULL_MAX))
		return -EINVAL;
	if (fp->vdq_out)
		vdq_release(fp);
	if (unlikely(fp->rx_swp == NULL))
		rx_portal(fp);
	others_pull_wait(fp);
	iova = likely(fp->iova_va) ? (uint64_t)(uintptr_t)storage : rte_mem_virt2iova(storage);
	qbman_pull_desc_clear(&pd);
	qbman_pull_desc_set_numframes(&pd, (uint8_t)n);
	qbman_pull_desc_set_fq(&pd, fqid);
	/* QBMan writes the results at iova; stash them into the core's cache */
	fp->vdq_storage = (struct qbman_result *)storage;
	qbman_pull_desc_set_storage(&pd, fp->vdq_storage, iova, 1);
	ret = qbman_swp_pull(fp->rx_swp, &pd);
	fp->vdq_out = ret == 0;
	if (ret == 0)	/* the open storage, for the DPIO's other users */
		set_swp_active_dqs(fp->rx_index, fp->vdq_storage);
	return ret;
}

static int
fslmc_enqueue(struct dpaa2x_portal *p, uint32_t fqid, const struct dpaa2x_fd *fds,
	      unsigned int n)
{
	struct qbman_eq_desc ed;
	unsigned int sent = 0, idle = 0;
	int k;

	/* no order restoration; rejections are not answered (as DPDK's Tx) */
	qbman_eq_desc_clear(&ed);
	qbman_eq_desc_set_no_orp(&ed, 0);
	qbman_eq_desc_set_response(&ed, 0, 0);
	qbman_eq_desc_set_fq(&ed, fqid);
	/* EQCR has 8 entries: the rest once QMan took some */
	while (sent < n && idle < FSLMC_RETRY) {
		k = qbman_swp_enqueue_multiple(fslmc_portal(p)->swp, &ed,
					       (const struct qbman_fd *)&fds[sent], NULL,
					       (int)(n - sent));
		if (k > 0) {
			sent += (unsigned int)k;
			idle = 0;
		} else {
			idle++;
		}
	}
	return (int)sent;
}

/*
 * An FQ's depth, as DPDK's dpaa2 reads it (rx_queue_count): QMan's query
 * of the FQ's state on the calling thread's own DPIO, which no other
 * thread drives (cmd_swp()). QMan counts no enqueues, dequeues or rejects
 * per FQ: those stay 0.
 */
static int
fslmc_fq_get_stats(const struct dpaa2x_soc *soc, uint32_t fqid, struct dpaa2x_fq_stats *st)
{
	struct qbman_fq_query_np_rslt r;
	int ret;

	RTE_SET_USED(soc);
	if (st == NULL)
		return -EINVAL;
	if (DPAA2_PER_LCORE_DPIO == NULL && dpaa2_affine_qbman_swp() != 0)
		return -ENODEV;
	ret = qbman_fq_query_state(DPAA2_PER_LCORE_PORTAL, fqid, &r);
	if (ret < 0)
		return ret;
	memset(st, 0, sizeof(*st));
	st->depth_frames = qbman_fq_state_frame_count(&r);
	st->depth_bytes = r.byte_cnt;
	return 0;
}

/* ---------------- dpbp objects (the bus's) ---------------- */

static struct fslmc_dpbp *
dpbp_of(struct fslmc_soc *s, uint16_t bpid)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(s->bp); i++)
		if (s->bp[i].dev != NULL && s->bp[i].bpid == bpid)
			return &s->bp[i];
	return NULL;
}

/* The bus's object of a claimed BPID, or NULL (it stays until the mempool
 * that claimed it gives it back: no command of that pool runs then). */
static struct dpaa2_dpbp_dev *
dpbp_dev(struct fslmc_soc *s, uint16_t bpid)
{
	struct fslmc_dpbp *b;

	rte_spinlock_lock(&s->lock);
	b = dpbp_of(s, bpid);
	rte_spinlock_unlock(&s->lock);
	return b != NULL ? b->dev : NULL;
}

int
fslmc_dpbp_id(struct fslmc_soc *s, uint16_t bpid)
{
	struct dpaa2_dpbp_dev *dev = dpbp_dev(s, bpid);

	return dev != NULL ? (int)dev->dpbp_id : -1;
}

/* A dpbp of the DPRC the bus has not handed out, enabled (as DPDK's
 * dpaa2 mempool takes one). */
static int
fslmc_dpbp_claim(struct dpaa2x_soc *soc, uint16_t *bpid, char *err, size_t errlen)
{
	struct fslmc_soc *s = fslmc_soc(soc);
	struct dpaa2_dpbp_dev *dev;
	struct dpbp_attr attr;
	struct fslmc_dpbp *b;
	int ret;

	if (bpid == NULL)
		return -EINVAL;
	rte_spinlock_lock(&s->lock);
	for (b = s->bp; b < s->bp + RTE_DIM(s->bp) && b->dev != NULL; b++)
		;
	dev = b < s->bp + RTE_DIM(s->bp) ? dpaa2_alloc_dpbp_dev() : NULL;
	if (dev == NULL) {
		rte_spinlock_unlock(&s->lock);
		snprintf(err, errlen, "no free dpbp in the DPRC (every one the fslmc bus "
			 "found is in use)");
		return -ENOSPC;
	}
	ret = dpbp_enable(&dev->dpbp, CMD_PRI_LOW, dev->token);
	if (ret == 0)
		ret = dpbp_get_attributes(&dev->dpbp, CMD_PRI_LOW, dev->token, &attr);
	if (ret < 0) {
		dpaa2_free_dpbp_dev(dev);
		rte_spinlock_unlock(&s->lock);
		snprintf(err, errlen, "dpbp.%u: the MC refused to enable it: %s",
			 dev->dpbp_id, strerror(-ret));
		return ret;
	}
	b->dev = dev;
	b->bpid = attr.bpid;
	*bpid = attr.bpid;
	rte_spinlock_unlock(&s->lock);
	return 0;
}

/* Give the dpbp back to the bus; -EBUSY while BMan holds buffers of it. */
static int
fslmc_dpbp_unclaim(struct dpaa2x_soc *soc, uint16_t bpid)
{
	struct fslmc_soc *s = fslmc_soc(soc);
	struct fslmc_dpbp *b;
	uint32_t n = 0;
	int ret;

	rte_spinlock_lock(&s->lock);
	b = dpbp_of(s, bpid);
	if (b == NULL) {
		ret = -EINVAL;
	} else {
		ret = dpbp_get_num_free_bufs(&b->dev->dpbp, CMD_PRI_LOW, b->dev->token, &n);
		if (ret == 0 && n != 0)
			ret = -EBUSY;
	}
	if (ret == 0) {
		dpbp_disable(&b->dev->dpbp, CMD_PRI_LOW, b->dev->token);
		dpaa2_free_dpbp_dev(b->dev);
		b->dev = NULL;
	}
	rte_spinlock_unlock(&s->lock);
	return ret;
}

/* What the MC tells: the free count (dpbp_get_num_free_bufs). BMan keeps
 * no capacity and no counters software can read: those stay 0, the
 * capacity UINT32_MAX. */
static int
fslmc_dpbp_get_stats(const struct dpaa2x_soc *soc, uint16_t bpid,
		     struct dpaa2x_bpool_stats *st)
{
	struct dpaa2_dpbp_dev *dev = dpbp_dev(fslmc_soc(soc), bpid);
	uint32_t n = 0;
	int ret;

	if (st == NULL || dev == NULL)
		return -EINVAL;
	ret = dpbp_get_num_free_bufs(&dev->dpbp, CMD_PRI_LOW, dev->token, &n);
	if (ret < 0)
		return ret;
	memset(st, 0, sizeof(*st));
	st->capacity = UINT32_MAX;
	st->free = n;
	return 0;
}

/* The token of a claimed dpbp's MC session, or -EINVAL. */
static int
dpbp_token(struct fslmc_soc *s, uint16_t bpid)
{
	struct dpaa2_dpbp_dev *dev = dpbp_dev(s, bpid);

	return dev != NULL ? dev->token : -EINVAL;
}

/* dpbp_set_notifications through the codec (the bus exports no sender of
 * it); BMan writes the messages by DMA: DPDK memory only. */
static int
fslmc_dpbp_set_notifications(struct dpaa2x_soc *soc, uint16_t bpid,
			     const struct dpaa2x_dpbp_notif_cfg *cfg)
{
	struct fslmc_soc *s = fslmc_soc(soc);
	struct dpaa2x_mc_dpbp_notif n;
	int tok = dpbp_token(s, bpid);

	if (cfg == NULL || tok < 0)
		return -EINVAL;
	if (cfg->message != NULL && rte_mem_virt2memseg_list(cfg->message) == NULL)
		return -EFAULT;
	n = (struct dpaa2x_mc_dpbp_notif){
		.depletion_entry = cfg->depletion_entry, .depletion_exit = cfg->depletion_exit,
		.surplus_entry = cfg->surplus_entry, .surplus_exit = cfg->surplus_exit,
		.options = cfg->options, .message_ctx = cfg->message_ctx,
		.message_iova = cfg->message == NULL ? 0 : rte_mem_virt2iova(cfg->message),
	};
	return fslmc_mc(s, DPAA2X_MC_DPBP_SET_NOTIFICATIONS, (uint16_t)tok, &n, NULL);
}

/* The configuration as the MC has it; st: BMan counts nothing for
 * software, all 0. */
static int
fslmc_dpbp_get_notifications(const struct dpaa2x_soc *soc, uint16_t bpid,
			     struct dpaa2x_dpbp_notif_cfg *cfg, struct dpaa2x_bpscn_stats *st)
{
	struct fslmc_soc *s = fslmc_soc(soc);
	struct dpaa2x_mc_dpbp_notif n;
	int tok = dpbp_token(s, bpid), ret;

	if (cfg == NULL || tok < 0)
		return -EINVAL;
	ret = fslmc_mc(s, DPAA2X_MC_DPBP_GET_NOTIFICATIONS, (uint16_t)tok, NULL, &n);
	if (ret < 0)
		return ret;
	*cfg = (struct dpaa2x_dpbp_notif_cfg){
		.depletion_entry = n.depletion_entry, .depletion_exit = n.depletion_exit,
		.surplus_entry = n.surplus_entry, .surplus_exit = n.surplus_exit,
		.options = n.options, .message_ctx = n.message_ctx,
		.message = n.message_iova == 0 ? NULL : rte_mem_iova2virt(n.message_iova),
	};
	if (st != NULL)
		memset(st, 0, sizeof(*st));
	return 0;
}

/* The backend's table, entered when the driver is loaded. Slots left NULL:
 * soc_step and soc_step_pulls (no engine to step: the hardware runs on its
 * own), dpbp_set_depletion (the thresholds come with the notifications on
 * silicon), dpmac_get_counter (DPDK has no dpmac commands to prove an
 * encoding against: no dpmac here, -ENODEV). */
RTE_INIT(fslmc_ops_register)
{
	static struct dpaa2x_backend_ops ops = {
		.soc_destroy = fslmc_soc_destroy,
		.soc_stop = fslmc_soc_stop,
		.soc_start = fslmc_soc_start,
		.soc_get_info = fslmc_soc_get_info,
		.portal_open = fslmc_portal_open,
		.portal_close = fslmc_portal_close,
		.portal_index = fslmc_portal_index,
		.bman_release = fslmc_bman_release,
		.bman_acquire = fslmc_bman_acquire,
		.pull = fslmc_pull,
		.enqueue = fslmc_enqueue,
		.fq_get_stats = fslmc_fq_get_stats,
		.dpbp_claim = fslmc_dpbp_claim,
		.dpbp_unclaim = fslmc_dpbp_unclaim,
		.dpbp_get_stats = fslmc_dpbp_get_stats,
		.dpbp_set_notifications = fslmc_dpbp_set_notifications,
		.dpbp_get_notifications = fslmc_dpbp_get_notifications,
	};

	fslmc_ops_dpni(&ops);
	fslmc_ops_rtc(&ops);
	fslmc_ops_pool(&ops);
	fslmc_ops_irq(&ops);
	dpaa2x_backend_register(DPAA2X_BACKEND_FSLMC, &ops);
}
