/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Fixture for the model's tests: an SoC in step mode, a portal, pools
 * seeded with rte_malloc'd buffers, and the end-of-test check that every
 * pool holds exactly the buffers it was seeded with.
 */

#ifndef DPAA2X_MODEL_TEST_H
#define DPAA2X_MODEL_TEST_H

#include <stdint.h>

#include "dpaa2x_test.h"
#include "model.h"

#define MT_MAX_POOLS	8

struct mt_pool {
	uint16_t bpid;
	unsigned int n;
	uint32_t size;
	uint8_t *mem;
};

struct mt {
	struct dpaa2x_soc *soc;
	struct dpaa2x_portal *p;
	unsigned int npools;
	struct mt_pool pool[MT_MAX_POOLS];
	bool open[DPAA2X_MAX_DPNI];
};

extern const uint8_t mt_mac1[6];	/* dpni@1's MAC in the default DPL */
extern const uint8_t mt_mac2[6];
extern const uint8_t mt_other[6];	/* a unicast MAC nobody owns */

/* The embedded default DPL, parsed (to change a field and create). */
void mt_dpl_default(struct dpaa2x_dpl *dpl);
/* Create a step-mode SoC from dpl (NULL: default) and open a portal. */
void mt_start(struct mt *t, const char *name, const struct dpaa2x_dpl *dpl);
/* The same with the engine on CPU hw_cpu (or DPAA2X_HW_CPU_STEP). */
void mt_start_cpu(struct mt *t, const char *name, const struct dpaa2x_dpl *dpl, int hw_cpu);
/* Claim a dpbp and allocate n buffers of size bytes for it (not seeded). */
struct mt_pool *mt_pool_new(struct mt *t, unsigned int n, uint32_t size);
uint64_t mt_buf(const struct mt_pool *mp, unsigned int i);
/* Claim a dpbp and seed it with n buffers of size bytes. */
uint16_t mt_pool(struct mt *t, unsigned int n, uint32_t size);
/* The id of the dpbp object the MC gave bpid (a different number). */
uint16_t mt_dpbp_id(struct mt *t, uint16_t bpid);
/* Open dpni id with pools (bpid, size), data offset 192 (priv 64), enable. */
void mt_dpni_up(struct mt *t, uint16_t id, unsigned int npools, const uint16_t *bpid);
/* Every pool full again with exactly its own buffers; then tear down. */
void mt_finish(struct mt *t);

/*
 * main() of a model test program: EAL up, *dpl the default DPL (when dpl is
 * not NULL), the cases in their order, the summary as the exit status.
 */
int mt_main(const char *prog, struct dpaa2x_dpl *dpl, const struct t_case *cases,
	    unsigned int n);
#define MT_MAIN(dpl, ...) T_MAIN(mt_main, dpl, __VA_ARGS__)

/* Step the engine n times (thread mode: wait for n whole passes). */
void mt_steps(struct mt *t, unsigned int n);
/* Pull once (n <= 16) and step until the pull completed; returns entries. */
unsigned int mt_pull(struct mt *t, uint32_t fqid, struct dpaa2x_dq *dq, unsigned int n);
/* Pull everything from an FQ into fds (max entries). */
unsigned int mt_drain(struct mt *t, uint32_t fqid, struct dpaa2x_fd *fds, unsigned int max);
/* Release the buffers of FDs to their pools, an SG FD's data buffers too. */
void mt_free_fds(struct mt *t, const struct dpaa2x_fd *fds, unsigned int n);
/* Drain every Rx and Tx-confirmation FQ of dpni id and free the buffers. */
unsigned int mt_drain_dpni(struct mt *t, uint16_t id);

/* An Ethernet/IPv4/UDP frame of len bytes with valid checksums. */
uint32_t mt_udp4(uint8_t *buf, uint32_t len, const uint8_t dst[6], uint32_t sip,
		 uint32_t dip, uint16_t sport, uint16_t dport);
/* Inject one UDP frame to dpni id; returns the inject result. */
int mt_inject_udp(struct mt *t, uint16_t id, uint32_t len, const uint8_t dst[6],
		  uint32_t flow);

#endif /* DPAA2X_MODEL_TEST_H */
