/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <rte_byteorder.h>
#include <rte_malloc.h>
#include <rte_memory.h>

#include "model_test.h"

const uint8_t mt_mac1[6] = { 0x02, 0, 0, 0, 0, 0x01 };
const uint8_t mt_mac2[6] = { 0x02, 0, 0, 0, 0, 0x02 };
const uint8_t mt_other[6] = { 0x02, 0, 0, 0, 0, 0x77 };

void
mt_dpl_default(struct dpaa2x_dpl *dpl)
{
	char err[256] = "";

	if (dpaa2x_dpl_parse(NULL, 0, NULL, dpl, err, sizeof(err)) != 0) {
		fprintf(stderr, "default DPL: %s\n", err);
		exit(2);
	}
}

int
mt_main(const char *prog, struct dpaa2x_dpl *dpl, const struct t_case *cases, unsigned int n)
{
	t_eal_init(prog, NULL);
	if (dpl != NULL)
		mt_dpl_default(dpl);
	t_run_cases(cases, n);
	return t_done();
}

void
mt_start(struct mt *t, const char *name, const struct dpaa2x_dpl *dpl)
{
	mt_start_cpu(t, name, dpl, DPAA2X_HW_CPU_STEP);
}

void
mt_start_cpu(struct mt *t, const char *name, const struct dpaa2x_dpl *dpl, int hw_cpu)
{
	struct dpaa2x_soc_params sp = { .hw_cpu = hw_cpu, .name = name };
	char err[256] = "";
	int ret;

	memset(t, 0, sizeof(*t));
	if (dpl != NULL)
		ret = dpaa2x_soc_create_dpl(dpl, &sp, &t->soc, err, sizeof(err));
	else
		ret = dpaa2x_soc_create(&sp, &t->soc, err, sizeof(err));
	if (ret != 0) {
		fprintf(stderr, "soc %s: %d %s\n", name, ret, err);
		exit(2);
	}
	if (dpaa2x_portal_open(t->soc, &t->p, err, sizeof(err)) != 0) {
		fprintf(stderr, "portal: %s\n", err);
		exit(2);
	}
}

struct mt_pool *
mt_pool_new(struct mt *t, unsigned int n, uint32_t size)
{
	struct mt_pool *mp = &t->pool[t->npools++];
	char err[128];

	T_EQ(dpaa2x_dpbp_claim(t->soc, &mp->bpid, err, sizeof(err)), 0);
	mp->n = n;
	mp->size = size;
	/* a buffer of a power-of-two size aligned to it: none crosses a page,
	 * which with IOVA as PA may lie apart from the next in IOVA space */
	mp->mem = rte_malloc("mt_pool", (size_t)n * size + 1,
			     (size & (size - 1)) == 0 && size > 64 ? size : 64);
	if (mp->mem == NULL) {
		fprintf(stderr, "rte_malloc failed\n");
		exit(2);
	}
	return mp;
}

/* Buffer i's address for BMan and WRIOP: its IOVA (with IOVA as VA, the
 * CPU's address). */
uint64_t
mt_buf(const struct mt_pool *mp, unsigned int i)
{
	return rte_mem_virt2iova(mp->mem + (size_t)i * mp->size);
}

uint16_t
mt_dpbp_id(struct mt *t, uint16_t bpid)
{
	const struct model_pool *bp = model_pool_any(t->soc, bpid);

	if (bp == NULL)
		T_FAIL_AT("BPID %u has no dpbp", bpid);
	return bp->dpbp_id;
}

uint16_t
mt_pool(struct mt *t, unsigned int n, uint32_t size)
{
	struct mt_pool *mp = mt_pool_new(t, n, size);
	uint64_t b[DPAA2X_BMAN_MAX_CMD];
	unsigned int i, k = 0;

	for (i = 0; i < n; i++) {
		b[k++] = mt_buf(mp, i);
		if (k == DPAA2X_BMAN_MAX_CMD || i == n - 1) {
			T_EQ(dpaa2x_bman_release(t->p, mp->bpid, b, k), 0);
			k = 0;
		}
	}
	return mp->bpid;
}

void
mt_dpni_up(struct mt *t, uint16_t id, unsigned int npools, const uint16_t *bpid)
{
	struct dpaa2x_buf_layout bl = { .priv_size = 64, .data_offset = 192 };
	uint32_t size[MT_MAX_POOLS];
	unsigned int i, j;

	T_EQ(dpaa2x_dpni_open(t->soc, id, NULL), 0);
	t->open[id] = true;
	T_EQ(dpaa2x_dpni_set_buffer_layout(t->soc, id, &bl), 0);
	for (i = 0; i < npools; i++)
		for (j = 0; j < t->npools; j++)
			if (t->pool[j].bpid == bpid[i])
				size[i] = t->pool[j].size;
	T_EQ(dpaa2x_dpni_set_pools(t->soc, id, bpid, size, npools), 0);
	T_EQ(dpaa2x_dpni_enable(t->soc, id), 0);
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* The pool holds exactly its n seeded buffers: take them all and compare. */
static void
pool_check_and_empty(struct mt *t, struct mt_pool *mp)
{
	struct dpaa2x_bpool_stats st;
	uint64_t *got = calloc(mp->n + DPAA2X_BMAN_MAX_CMD, sizeof(uint64_t));
	uint64_t *own = calloc(mp->n, sizeof(uint64_t));
	unsigned int n = 0, i;
	int r;

	T_EQ(dpaa2x_dpbp_get_stats(t->soc, mp->bpid, &st), 0);
	if (st.free != mp->n)
		T_FAIL_AT("BPID %u holds %u buffers, seeded %u", mp->bpid, st.free, mp->n);
	/* an acquire is all or nothing: 7s, then what is left */
	while (n < mp->n && (r = dpaa2x_bman_acquire(t->p, mp->bpid, got + n,
						     RTE_MIN(mp->n - n, DPAA2X_BMAN_MAX_CMD))) > 0)
		n += r;
	T_EQ(n, mp->n);
	qsort(got, n, sizeof(got[0]), cmp_u64);
	/* with IOVA as PA the pages lie apart: the buffers' IOVAs sorted too */
	for (i = 0; i < mp->n; i++)
		own[i] = mt_buf(mp, i);
	qsort(own, mp->n, sizeof(own[0]), cmp_u64);
	for (i = 0; i < n && i < mp->n; i++)
		if (got[i] != own[i]) {
			T_FAIL_AT("BPID %u: buffer %u is 0x%llx, not one of its own",
				  mp->bpid, i, (unsigned long long)got[i]);
			break;
		}
	free(own);
	free(got);
}

void
mt_finish(struct mt *t)
{
	unsigned int i;

	for (i = 0; i < DPAA2X_MAX_DPNI; i++)
		if (t->open[i])
			T_EQ(dpaa2x_dpni_close(t->soc, i), 0);
	for (i = 0; i < t->npools; i++) {
		pool_check_and_empty(t, &t->pool[i]);
		T_EQ(dpaa2x_dpbp_unclaim(t->soc, t->pool[i].bpid), 0);
		rte_free(t->pool[i].mem);
	}
	dpaa2x_portal_close(t->p);
	T_EQ(dpaa2x_soc_destroy(t->soc), 0);
	memset(t, 0, sizeof(*t));
}

void
mt_steps(struct mt *t, unsigned int n)
{
	while (n-- > 0) {
		if (t->soc->step_mode)
			dpaa2x_soc_step(t->soc);
		else
			model_quiesce(t->soc);	/* a whole pass of the thread */
	}
}

unsigned int
mt_pull(struct mt *t, uint32_t fqid, struct dpaa2x_dq *dq, unsigned int n)
{
	unsigned int i, k = 0;

	memset(dq, 0, n * sizeof(*dq));
	if (dpaa2x_pull(t->p, fqid, dq, n) != 0) {
		T_FAIL_AT("pull of fq %u refused", fqid);
		return 0;
	}
	mt_steps(t, 1);
	for (i = 0; i < n; i++) {
		if (!dpaa2x_dq_written(&dq[i]) && !t->soc->step_mode)
			mt_steps(t, 1);		/* the thread is still at it */
		if (!dpaa2x_dq_written(&dq[i]))
			break;
		k++;
		if (dq[i].stat & DPAA2X_DQ_STAT_EXPIRED)
			break;
	}
	return k;
}

unsigned int
mt_drain(struct mt *t, uint32_t fqid, struct dpaa2x_fd *fds, unsigned int max)
{
	struct dpaa2x_dq dq[DPAA2X_PULL_MAX];
	unsigned int n = 0, k, i;

	for (;;) {
		k = mt_pull(t, fqid, dq, DPAA2X_PULL_MAX);
		for (i = 0; i < k; i++) {
			if (!(dq[i].stat & DPAA2X_DQ_STAT_VALIDFRAME))
				return n;
			if (n < max)
				fds[n] = dq[i].fd;
			n++;
		}
		if (k == 0)
			return n;
	}
}

/* The data buffers of an SG FD's table back to their pools (IOVA is VA). */
static void
free_sg_entries(struct mt *t, const struct dpaa2x_fd *fd)
{
	const struct dpaa2x_sge *e = (const struct dpaa2x_sge *)(uintptr_t)
		(fd->addr + dpaa2x_fd_offset(fd));
	unsigned int i;

	for (i = 0; i < DPAA2X_SG_MAX_ENTRIES; i++) {
		T_EQ(dpaa2x_bman_release(t->p, dpaa2x_sge_bpid(&e[i]), &e[i].addr, 1), 0);
		if (dpaa2x_sge_final(&e[i]))
			return;
	}
	T_FAIL_AT("an SG table of more than %d entries", DPAA2X_SG_MAX_ENTRIES);
}

void
mt_free_fds(struct mt *t, const struct dpaa2x_fd *fds, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++) {
		if (dpaa2x_fd_format(&fds[i]) == DPAA2X_FD_FMT_SG)
			free_sg_entries(t, &fds[i]);
		T_EQ(dpaa2x_bman_release(t->p, dpaa2x_fd_bpid(&fds[i]), &fds[i].addr, 1), 0);
	}
}

unsigned int
mt_drain_dpni(struct mt *t, uint16_t id)
{
	struct dpaa2x_dpni_attr a;
	struct model_dpni *ni = model_dpni_by_id(t->soc, id);
	struct dpaa2x_fd fds[1024];
	unsigned int q, n, total = 0;

	memset(&a, 0, sizeof(a));
	for (q = 0; q < ni->num_rx; q++) {
		n = mt_drain(t, ni->rxq[q]->fqid, fds, RTE_DIM(fds));
		mt_free_fds(t, fds, RTE_MIN(n, RTE_DIM(fds)));
		total += n;
	}
	for (q = 0; q < ni->num_tx; q++) {
		n = mt_drain(t, ni->txcq[q]->fqid, fds, RTE_DIM(fds));
		mt_free_fds(t, fds, RTE_MIN(n, RTE_DIM(fds)));
		total += n;
	}
	return total;
}

static uint32_t
csum_add(uint32_t s, const uint8_t *p, uint32_t n)
{
	uint32_t i;

	for (i = 0; i + 1 < n; i += 2)
		s += (uint32_t)p[i] << 8 | p[i + 1];
	if (n & 1)
		s += (uint32_t)p[n - 1] << 8;
	return s;
}

static uint16_t
csum_fold(uint32_t s)
{
	while (s >> 16)
		s = (s & 0xffff) + (s >> 16);
	return (uint16_t)~s;
}

static void
put16(uint8_t *p, uint16_t v)
{
	p[0] = v >> 8;
	p[1] = v & 0xff;
}

static void
put32(uint8_t *p, uint32_t v)
{
	put16(p, v >> 16);
	put16(p + 2, v & 0xffff);
}

uint32_t
mt_udp4(uint8_t *b, uint32_t len, const uint8_t dst[6], uint32_t sip, uint32_t dip,
	uint16_t sport, uint16_t dport)
{
	static const uint8_t src[6] = { 0x02, 0, 0, 0, 0, 0xaa };
	uint8_t *ip = b + 14, *udp = b + 34;
	uint32_t i, s;
	uint16_t c;

	memset(b, 0, len);
	memcpy(b, dst, 6);
	memcpy(b + 6, src, 6);
	put16(b + 12, 0x0800);
	ip[0] = 0x45;
	put16(ip + 2, len - 14);
	ip[8] = 64;
	ip[9] = 17;
	put32(ip + 12, sip);
	put32(ip + 16, dip);
	put16(ip + 10, csum_fold(csum_add(0, ip, 20)));
	put16(udp, sport);
	put16(udp + 2, dport);
	put16(udp + 4, len - 34);
	for (i = 42; i < len; i++)
		b[i] = i & 0xff;
	/* pseudo header: addresses, protocol, UDP length */
	s = csum_add(0, ip + 12, 8) + 17 + (len - 34);
	c = csum_fold(csum_add(s, udp, len - 34));
	put16(udp + 6, c == 0 ? 0xffff : c);
	return len;
}

int
mt_inject_udp(struct mt *t, uint16_t id, uint32_t len, const uint8_t dst[6], uint32_t flow)
{
	uint8_t buf[MODEL_INJECT_MAX_LEN];

	mt_udp4(buf, len, dst, 0x0a000001 + flow, 0x0a010001, 1000 + flow, 2000);
	return dpaa2x_wire_inject(t->soc, id, buf, len);
}
