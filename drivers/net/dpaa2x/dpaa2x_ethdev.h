/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#ifndef DPAA2X_ETHDEV_H
#define DPAA2X_ETHDEV_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_ethdev.h>
#include <rte_log.h>
#include <rte_mempool.h>
#include <rte_lcore.h>
#include <rte_spinlock.h>

#include "hw/dpaa2x_portal.h"
#include "dpaa2x_devargs.h"

extern int dpaa2x_logtype;
#define DPAA2X_LOG(level, fmt, ...) \
	rte_log(RTE_LOG_ ## level, dpaa2x_logtype, "net_dpaa2x: " fmt "\n", ##__VA_ARGS__)

#define DPAA2X_DRIVER_NAME	"net_dpaa2x"
#define DPAA2X_RX_BURST_MAX	DPAA2X_PULL_MAX	/* one volatile dequeue */
#define DPAA2X_TX_BURST_MAX	32

/* ---- buffer pools (dpaa2x_mempool.c) ---- */

/* Memory chunks whose object layout the PMD remembers, per pool. */
#define DPAA2X_BP_CHUNKS	4

/*
 * One chunk the pool was populated from: its objects' element starts
 * (object header, then mbuf) run from first to last, elt_size apart, except
 * that no element crosses a page of pg_mask + 1 bytes: one that would
 * starts at the next page instead. An unused slot has first > last.
 */
struct dpaa2x_bp_chunk {
	uint64_t first;			/* element start of the first object */
	uint64_t last;			/* element start of the last object */
};

/* An IOVA-contiguous chunk of a pool: BMan and FDs carry IOVAs. */
struct dpaa2x_bp_iova {
	uint64_t iova, len;
	uint64_t va;			/* the CPU address of iova */
};

/* What the PMD knows of one BMan pool backing a dpaa2x mempool. */
struct dpaa2x_bp_info {
	struct rte_mempool *mp;		/* NULL: bpid not ours */
	uint32_t meta_size;		/* mbuf header + priv: FD addr - mbuf */
	uint32_t buf_size;		/* data room, from buf_addr */
	uintptr_t lo, hi;		/* object addresses lie in [lo, hi) */
	uint32_t elt_size;		/* stride between objects */
	uint32_t buf_off;		/* element start to buf_addr: objhdr + meta */
	uint64_t elt_m;			/* UINT64_MAX / elt_size + 1: divisibility */
	uint64_t pg_mask;		/* page size - 1; UINT64_MAX: no page rule */
	uint32_t n_chunks;		/* chunk[] slots in use */
	bool range_only;		/* a chunk is not in chunk[]: [lo, hi) only */
	bool iova_is_va;		/* every chunk's IOVA is its CPU address */
	bool iova_more;			/* a chunk is not in iova[]: ask EAL */
	uint32_t n_iova;		/* iova[] slots in use */
	struct dpaa2x_bp_chunk chunk[DPAA2X_BP_CHUNKS];
	struct dpaa2x_bp_iova iova[DPAA2X_BP_CHUNKS];
};

extern struct dpaa2x_bp_info dpaa2x_bp_info[DPAA2X_BPID_MASK + 1];
extern int dpaa2x_mempool_ops_index;
int dpaa2x_mempool_ops_lookup(void);

#define DPAA2X_MEMPOOL_OPS_NAME "dpaa2x"

static inline bool
dpaa2x_mempool_is_ours(const struct rte_mempool *mp)
{
	return mp->ops_index == dpaa2x_mempool_ops_index;
}

static inline uint16_t
dpaa2x_mempool_bpid(const struct rte_mempool *mp)
{
	return (uint16_t)(uintptr_t)mp->pool_data;
}

/* ---- portals (dpaa2x_rxtx.c) ---- */

/* The lcore's DPIO portal and the one volatile dequeue it may have open. */
struct dpaa2x_lcore_portal {
	struct dpaa2x_portal *p;
	struct dpaa2x_dq *active;	/* storage of the open pull, or NULL */
} __rte_cache_aligned;

/* [RTE_MAX_LCORE] is shared by non-EAL threads, under a lock. */
extern struct dpaa2x_lcore_portal dpaa2x_lcore_portals[RTE_MAX_LCORE + 1];
struct dpaa2x_lcore_portal *dpaa2x_portal_open_lcore(unsigned int lcore);
void dpaa2x_portals_close_all(void);


/* The calling thread's portal; opened on first use (one per lcore). */
static inline struct dpaa2x_lcore_portal *
dpaa2x_portal_mine(void)
{
	unsigned int id = rte_lcore_id();
	struct dpaa2x_lcore_portal *lp;

	if (unlikely(id >= RTE_MAX_LCORE))
		id = RTE_MAX_LCORE;
	lp = &dpaa2x_lcore_portals[id];
	return likely(lp->p != NULL) ? lp : dpaa2x_portal_open_lcore(id);
}

void dpaa2x_portal_wait_idle(struct dpaa2x_lcore_portal *lp);
/* While waiting for the hardware: run a pass of it in step mode (true). */
bool dpaa2x_hw_nudge(void);
/* BMan commands from any thread (locks the shared portal off-lcore). */
int dpaa2x_bman_release_mine(uint16_t bpid, const uint64_t *bufs, unsigned int n);
int dpaa2x_bman_acquire_mine(uint16_t bpid, uint64_t *bufs, unsigned int n);

/* ---- queues and port ---- */

/* Copybreak threshold and the small-buffer pool it copies into. */
struct dpaa2x_cb_state {
	uint32_t copybreak;		/* frames <= this are copied */
	struct rte_mempool *pool;	/* buffers of >= copybreak bytes */
};

/*
 * A queue counter has one writer, the lcore polling the queue, and readers
 * on any thread (stats, xstats, the audit): the writer stores the new value
 * with a relaxed atomic store (a plain store on arm64 and x86, no
 * read-modify-write), readers load it relaxed (DPAA2X_CTR, counters_add).
 */
#define DPAA2X_CTR_ADD(c, n) __atomic_store_n(&(c), (c) + (n), __ATOMIC_RELAXED)
#define DPAA2X_CTR(c) __atomic_load_n(&(c), __ATOMIC_RELAXED)

/* Time Rx spent spinning on pull results not yet written (TSC cycles). */
struct dpaa2x_pull_wait {
	uint64_t cycles;
	uint64_t waits;			/* pulls found incomplete */
};

/* Software counters of an Rx queue (all uint64_t: summed as arrays); a
 * released queue's go to its port. */
struct dpaa2x_rxq_stats {
	uint64_t packets, bytes;
	uint64_t copy_packets, copy_bytes, zerocopy_packets;
	uint64_t copy_pool_empty, bad_fd;
	uint64_t stop_discards;		/* frames still queued at stop */
	struct dpaa2x_pull_wait wait;	/* cycles: in bursts that brought frames */
	uint64_t idle_wait_cycles;	/* in bursts that brought none */
};

struct dpaa2x_txq_stats {
	uint64_t packets, bytes, full, confirmed, copied, dropped;
	struct dpaa2x_pull_wait conf_wait;	/* on Tx confirmation results */
};

struct dpaa2x_rxq {
	struct dpaa2x_port *port;
	uint32_t fqid;
	uint16_t queue_id;
	uint16_t port_id;
	uint8_t cur;			/* storage of the open (prefetch) pull */
	bool pull_open;			/* storage[cur] has a pull issued */
	uint8_t pos;			/* next entry of pend to hand up */
	struct dpaa2x_lcore_portal *pull_lp;	/* portal the open pull went out on */
	struct dpaa2x_lcore_portal own;	/* the queue's own portal, if one was free */
	struct dpaa2x_dq *pend;		/* completed results not all handed up */
	struct rte_mempool *mp;		/* the largest buffers of mps[] */
	struct rte_mempool *mps[DPAA2X_MAX_POOLS_PER_DPNI];	/* rx_mempools, or mp */
	uint8_t n_mps;
	struct dpaa2x_dq storage[2][DPAA2X_PULL_MAX] __rte_cache_aligned;
	struct dpaa2x_rxq_stats st;
} __rte_cache_aligned;

struct dpaa2x_txq {
	struct dpaa2x_port *port;
	uint32_t fqid, conf_fqid;
	uint16_t queue_id;
	uint32_t conf_pending;		/* FDs sent with confirmation */
	struct dpaa2x_dq conf_storage[DPAA2X_PULL_MAX] __rte_cache_aligned;
	struct dpaa2x_txq_stats st;
} __rte_cache_aligned;

struct dpaa2x_port {
	struct rte_eth_dev *eth_dev;
	struct dpaa2x_soc *soc;
	struct dpaa2x_devargs da;
	struct dpaa2x_dpni_attr attr;
	uint16_t dpni_id;
	bool dpni_open;
	bool started;
	bool reset_live;		/* stats reset while started: audit not exact */
	int numa_node;
	/* Rx copybreak state, swapped whole by the runtime API */
	struct dpaa2x_cb_state *cb;
	struct dpaa2x_cb_state *cb_retired[256];	/* replaced while started */
	unsigned int n_retired;
	struct rte_mempool *cb_pools[8];	/* small pools made so far */
	unsigned int n_cb_pools;
	rte_spinlock_t cb_lock;
	struct rte_mempool *lin_pool;	/* Tx linearises multi-seg mbufs here */
	uint64_t rss_hf;
	uint8_t rss_key[DPAA2X_RSS_KEY_LEN];
	struct dpaa2x_rxq_stats rx_retired;	/* of queues released since stats_reset */
	struct dpaa2x_txq_stats tx_retired;
	struct dpaa2x_dpni_stats hw_base;	/* at stats_reset */
	struct dpaa2x_wire_stats wire_base;
};

void dpaa2x_rxq_portal_open(struct dpaa2x_rxq *q);
void dpaa2x_rxq_portal_close(struct dpaa2x_rxq *q);
uint16_t dpaa2x_rx_burst(void *q, struct rte_mbuf **pkts, uint16_t n);
uint16_t dpaa2x_tx_burst(void *q, struct rte_mbuf **pkts, uint16_t n);
int dpaa2x_tx_conf_drain(struct dpaa2x_txq *txq, uint32_t budget);
void dpaa2x_rxq_drain(struct dpaa2x_rxq *rxq);
/* Frames q dequeued from its FQ and has not handed up yet (Rx not running). */
unsigned int dpaa2x_rxq_held(const struct dpaa2x_rxq *q);
uint32_t dpaa2x_rx_queue_count(void *rxq);

/* Sums of the software counters of all Rx / Tx queues, released ones too. */
void dpaa2x_rx_totals(const struct rte_eth_dev *dev, struct dpaa2x_rxq_stats *t);
void dpaa2x_tx_totals(const struct rte_eth_dev *dev, struct dpaa2x_txq_stats *t);

/* A counter since its snapshot at the last stats reset (never negative). */
static inline uint64_t
dpaa2x_since(uint64_t now, uint64_t base)
{
	return now >= base ? now - base : 0;
}

/* The net_dpaa2x port behind an ethdev port id, or NULL. */
struct dpaa2x_port *dpaa2x_port_of(uint16_t port_id);

/* The SoC all ports of this process share. */
struct dpaa2x_soc *dpaa2x_shared_soc(void);
/* Destroy it once no port and no dpaa2x mempool needs it any more. */
void dpaa2x_shared_soc_gc(void);

#endif /* DPAA2X_ETHDEV_H */
