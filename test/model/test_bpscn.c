/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * BMan's pool state change notifications (BPSCN): written at a change of
 * state only (none when notifications are set), the thresholds at their
 * edges, the hysteresis between them, no flapping under a steady load
 * around one threshold, the 64-byte message as QBMan lays it out, the
 * counters, WRIOP's acquires writing it from the engine, a reader on
 * another core, and configurations refused.
 */

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_launch.h>
#include <rte_malloc.h>

#include "model_test.h"

#define CTX	0x1122334455667788ull
#define NBUF	32

static struct dpaa2x_dpl dpl;

/* A step-mode SoC whose first dpbp holds exactly n buffers of size bytes
 * (its capacity), claimed and seeded, without thresholds until a test
 * sets them. */
static uint16_t
start(struct mt *t, const char *name, unsigned int n, uint32_t size)
{
	struct dpaa2x_dpl d = dpl;

	d.dpbp[0].buffers = n;
	d.dpbp[0].depletion_entry = 0;
	d.dpbp[0].depletion_exit = 0;
	mt_start(t, name, &d);
	return mt_pool(t, n, size);
}

/* Buffers the test holds, one command per buffer (exact edges). */
struct hold {
	uint64_t b[256];
	unsigned int n;
};

static struct dpaa2x_bpool_stats
pool_stats(struct mt *t, uint16_t bpid)
{
	struct dpaa2x_bpool_stats st;

	memset(&st, 0, sizeof(st));
	T_EQ(dpaa2x_dpbp_get_stats(t->soc, bpid, &st), 0);
	return st;
}

static uint32_t
pool_free(struct mt *t, uint16_t bpid)
{
	return pool_stats(t, bpid).free;
}

static uint32_t
pool_capacity(struct mt *t, uint16_t bpid)
{
	return pool_stats(t, bpid).capacity;
}

/* Acquire or release one buffer at a time until the pool holds want. */
static void
to_free(struct mt *t, uint16_t bpid, struct hold *h, uint32_t want)
{
	uint32_t now = pool_free(t, bpid);

	for (; now > want; now--)
		T_EQ(dpaa2x_bman_acquire(t->p, bpid, &h->b[h->n++], 1), 1);
	for (; now < want; now++)
		T_EQ(dpaa2x_bman_release(t->p, bpid, &h->b[--h->n], 1), 0);
}

static struct dpaa2x_bpscn_stats
nstats(struct mt *t, uint16_t bpid)
{
	struct dpaa2x_dpbp_notif_cfg c;
	struct dpaa2x_bpscn_stats st;

	memset(&st, 0xff, sizeof(st));
	T_EQ(dpaa2x_dpbp_get_notifications(t->soc, bpid, &c, &st), 0);
	return st;
}

/* Entries into and exits from depletion and surplus since the claim. */
static void
counts(struct mt *t, uint16_t bpid, uint64_t dep_in, uint64_t dep_out, uint64_t sur_in,
       uint64_t sur_out)
{
	struct dpaa2x_bpscn_stats ns = nstats(t, bpid);

	T_EQ(ns.depletion_entries, dep_in);
	T_EQ(ns.depletion_exits, dep_out);
	T_EQ(ns.surplus_entries, sur_in);
	T_EQ(ns.surplus_exits, sur_out);
}

/* Messages written so far, and the state the last one says (none: the
 * message as msg_new() left it). */
static void
expect(struct mt *t, uint16_t bpid, const struct dpaa2x_bpscn *m, uint64_t messages,
       uint8_t state)
{
	uint32_t h = dpaa2x_bpscn_load(m);

	T_EQ(nstats(t, bpid).messages, messages);
	if (messages == 0) {
		T_EQ(h, 0xa5a5a5a5u);
		return;
	}
	T_CHECK(dpaa2x_bpscn_is_bpscn(h));
	T_EQ(dpaa2x_bpscn_state(h), state);
}

/* Every buffer back and the pool checked (BMan writes the message until
 * the dpbp is given back: it is freed after). */
static void
end(struct mt *t, uint16_t bpid, struct hold *h, struct dpaa2x_bpscn *m)
{
	to_free(t, bpid, h, pool_capacity(t, bpid));
	mt_finish(t);
	rte_free(m);
}

static struct dpaa2x_bpscn *
msg_new(void)
{
	struct dpaa2x_bpscn *m = rte_malloc("bpscn", sizeof(*m), 64);

	if (m == NULL) {
		fprintf(stderr, "rte_malloc failed\n");
		exit(2);
	}
	memset(m, 0xa5, sizeof(*m));	/* BMan must write every byte */
	return m;
}

static int
notif(struct mt *t, uint16_t bpid, uint32_t de, uint32_t dx, uint32_t se, uint32_t sx,
      struct dpaa2x_bpscn *m)
{
	struct dpaa2x_dpbp_notif_cfg c = {
		.depletion_entry = de, .depletion_exit = dx,
		.surplus_entry = se, .surplus_exit = sx,
		.options = DPAA2X_DPBP_NOTIF_OPT_COHERENT_WRITE,
		.message_ctx = CTX, .message = m,
	};

	return dpaa2x_dpbp_set_notifications(t->soc, bpid, &c);
}

/* Nothing written when notifications are set; at the first change, the
 * 64 bytes as silicon writes them: verb 0x29, stat, state, BPID in the
 * resource id, the context, zeros; read back by the accessors. */
static void
test_format(void)
{
	static const uint8_t zero[48];
	struct dpaa2x_bpscn *m = msg_new();
	const uint8_t *b = (const uint8_t *)m;
	struct hold h = { .n = 0 };
	uint64_t ctx;
	uint32_t hdr;
	uint16_t bpid;
	struct mt t;

	bpid = start(&t, "bpscn_fmt", NBUF, 64);
	T_EQ(notif(&t, bpid, 10, 20, 0, 0, m), 0);
	T_EQ(sizeof(*m), 64);
	T_EQ(b[0], 0xa5);		/* no change of state yet: no message */
	to_free(&t, bpid, &h, 9);
	T_EQ(b[0], 0x29);		/* verb: BPSCN */
	T_EQ(b[1], 0);			/* stat */
	T_EQ(b[2], DPAA2X_BPSCN_DEPLETED);	/* buffers, depleted, no surplus */
	T_EQ(b[3], 0);
	T_EQ(b[4] | b[5] << 8, bpid);	/* resource id, little-endian */
	T_EQ(b[6] | b[7] << 8, 0);
	memcpy(&ctx, b + 8, 8);
	T_EQ(ctx, CTX);
	T_EQ(memcmp(b + 16, zero, sizeof(zero)), 0);
	hdr = dpaa2x_bpscn_load(m);
	T_CHECK(dpaa2x_bpscn_is_bpscn(hdr));
	T_CHECK(dpaa2x_bpscn_is_depleted(hdr));
	T_CHECK(dpaa2x_bpscn_has_free_bufs(hdr));
	T_CHECK(!dpaa2x_bpscn_is_surplus(hdr));
	T_EQ(dpaa2x_bpscn_bpid(m), bpid);
	T_EQ(dpaa2x_bpscn_ctx(m), CTX);
	/* emptying a depleted pool changes no state: no message; nor does
	 * setting notifications up again; the exit writes one */
	to_free(&t, bpid, &h, 0);
	T_EQ(b[2], DPAA2X_BPSCN_DEPLETED);
	T_EQ(notif(&t, bpid, 10, 20, 0, 0, m), 0);
	T_EQ(b[2], DPAA2X_BPSCN_DEPLETED);
	to_free(&t, bpid, &h, NBUF);
	T_EQ(b[2], 0);
	/* entered as the pool empties: the message says empty too */
	T_EQ(notif(&t, bpid, 1, 2, 0, 0, m), 0);
	to_free(&t, bpid, &h, 0);
	T_EQ(b[2], DPAA2X_BPSCN_DEPLETED | DPAA2X_BPSCN_EMPTY);
	T_CHECK(!dpaa2x_bpscn_has_free_bufs(dpaa2x_bpscn_load(m)));
	to_free(&t, bpid, &h, NBUF);
	T_EQ(b[2], 0);
	mt_finish(&t);
	rte_free(m);
}

/* Entry one buffer below the entry threshold, exit at the exit threshold;
 * nothing in between (the hysteresis) and the counters say so. */
static void
test_edges(void)
{
	struct dpaa2x_bpscn *m = msg_new();
	struct dpaa2x_bpool_stats bs;
	struct hold h = { .n = 0 };
	uint32_t f;
	uint16_t bpid;
	struct mt t;

	bpid = start(&t, "bpscn_edges", NBUF, 64);
	T_EQ(notif(&t, bpid, 10, 20, 0, 0, m), 0);
	expect(&t, bpid, m, 0, 0);
	to_free(&t, bpid, &h, 10);		/* at the entry: not below it */
	expect(&t, bpid, m, 0, 0);
	to_free(&t, bpid, &h, 9);		/* one below: entered */
	expect(&t, bpid, m, 1, DPAA2X_BPSCN_DEPLETED);
	for (f = 10; f <= 19; f++) {		/* back up to one below the exit */
		to_free(&t, bpid, &h, f);
		expect(&t, bpid, m, 1, DPAA2X_BPSCN_DEPLETED);
	}
	to_free(&t, bpid, &h, 20);		/* at the exit: left */
	expect(&t, bpid, m, 2, 0);
	for (f = 19; f >= 10; f--) {		/* down to the entry: still out */
		to_free(&t, bpid, &h, f);
		expect(&t, bpid, m, 2, 0);
	}
	to_free(&t, bpid, &h, 9);
	expect(&t, bpid, m, 3, DPAA2X_BPSCN_DEPLETED);
	to_free(&t, bpid, &h, NBUF);
	expect(&t, bpid, m, 4, 0);
	counts(&t, bpid, 2, 2, 0, 0);
	bs = pool_stats(&t, bpid);
	T_EQ(bs.depletion_events, 2);		/* the pool's own counter agrees */
	T_EQ(bs.depleted, false);
	T_EQ(bs.acquire_cmds, 23 + 10 + 1);	/* one buffer per command */
	end(&t, bpid, &h, m);
}

/* A steady acquire/release load around one threshold: one message when
 * it is crossed the first time, none after (commands of 1 and of 7). */
static void
test_no_flapping(void)
{
	struct dpaa2x_bpscn *m = msg_new();
	struct hold h = { .n = 0 };
	uint64_t b[7];
	unsigned int i;
	uint16_t bpid;
	struct mt t;

	bpid = start(&t, "bpscn_flap", NBUF, 64);
	T_EQ(notif(&t, bpid, 10, 20, 0, 0, m), 0);
	to_free(&t, bpid, &h, 10);
	for (i = 0; i < 1000; i++) {		/* 10 -> 9 -> 10 ... */
		T_EQ(dpaa2x_bman_acquire(t.p, bpid, b, 1), 1);
		T_EQ(dpaa2x_bman_release(t.p, bpid, b, 1), 0);
	}
	expect(&t, bpid, m, 1, DPAA2X_BPSCN_DEPLETED);
	for (i = 0; i < 1000; i++) {		/* 13 -> 6 -> 13 ... */
		to_free(&t, bpid, &h, 13);
		T_EQ(dpaa2x_bman_acquire(t.p, bpid, b, 7), 7);
		T_EQ(dpaa2x_bman_release(t.p, bpid, b, 7), 0);
	}
	expect(&t, bpid, m, 1, DPAA2X_BPSCN_DEPLETED);
	to_free(&t, bpid, &h, 19);
	for (i = 0; i < 1000; i++) {		/* 19 -> 20 -> 19 ... */
		T_EQ(dpaa2x_bman_release(t.p, bpid, &h.b[h.n - 1], 1), 0);
		T_EQ(dpaa2x_bman_acquire(t.p, bpid, &h.b[h.n - 1], 1), 1);
	}
	expect(&t, bpid, m, 2, 0);
	counts(&t, bpid, 1, 1, 0, 0);
	end(&t, bpid, &h, m);
}

/* Surplus: entered one above its entry, left at its exit, hysteresis in
 * between; both states in one message when both hold. */
static void
test_surplus(void)
{
	struct dpaa2x_bpscn *m = msg_new();
	struct hold h = { .n = 0 };
	uint16_t bpid;
	uint32_t f;
	struct mt t;

	bpid = start(&t, "bpscn_surplus", NBUF, 64);
	to_free(&t, bpid, &h, 16);
	T_EQ(notif(&t, bpid, 4, 8, 24, 20, m), 0);
	expect(&t, bpid, m, 0, 0);
	to_free(&t, bpid, &h, 24);		/* at the entry: not above it */
	expect(&t, bpid, m, 0, 0);
	to_free(&t, bpid, &h, 25);
	expect(&t, bpid, m, 1, DPAA2X_BPSCN_SURPLUS);
	for (f = 24; f >= 21; f--) {
		to_free(&t, bpid, &h, f);
		expect(&t, bpid, m, 1, DPAA2X_BPSCN_SURPLUS);
	}
	to_free(&t, bpid, &h, 20);		/* at the exit: left */
	expect(&t, bpid, m, 2, 0);
	/* a surplus entry below the depletion exit: one command of 7 leaves
	 * surplus and enters depletion (one message), the next one brings
	 * surplus back while the pool is still depleted */
	T_EQ(notif(&t, bpid, 10, 30, 12, 12, m), 0);
	/* the pool is in surplus now, and the last message says otherwise:
	 * only the free count tells software (the PMD reads it) */
	expect(&t, bpid, m, 2, 0);
	to_free(&t, bpid, &h, 13);
	expect(&t, bpid, m, 2, 0);
	T_EQ(dpaa2x_bman_acquire(t.p, bpid, &h.b[h.n], 7), 7);	/* 13 -> 6 */
	h.n += 7;
	expect(&t, bpid, m, 3, DPAA2X_BPSCN_DEPLETED);
	h.n -= 7;
	T_EQ(dpaa2x_bman_release(t.p, bpid, &h.b[h.n], 7), 0);	/* 6 -> 13 */
	expect(&t, bpid, m, 4, DPAA2X_BPSCN_DEPLETED | DPAA2X_BPSCN_SURPLUS);
	counts(&t, bpid, 1, 0, 3, 2);
	end(&t, bpid, &h, m);
}

/* WRIOP's buffer acquires cross the threshold: the engine writes it. */
static void
test_wriop(void)
{
	struct dpaa2x_bpscn *m = msg_new();
	struct dpaa2x_dpbp_notif_cfg c;
	struct dpaa2x_bpool_stats bs;
	unsigned int i;
	uint16_t bpid;
	struct mt t;

	bpid = start(&t, "bpscn_wriop", 64, 2048);
	mt_dpni_up(&t, 1, 1, &bpid);
	/* without coherent write: written to memory (the line evicted) */
	c = (struct dpaa2x_dpbp_notif_cfg){ .depletion_entry = 40, .depletion_exit = 60,
					    .message_ctx = CTX, .message = m };
	T_EQ(dpaa2x_dpbp_set_notifications(t.soc, bpid, &c), 0);
	for (i = 0; i < 24; i++)
		T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, i), 0);
	mt_steps(&t, 1);			/* 64 - 24 = 40: not below */
	expect(&t, bpid, m, 0, 0);
	T_EQ(mt_inject_udp(&t, 1, 64, mt_mac1, 24), 0);
	mt_steps(&t, 1);
	expect(&t, bpid, m, 1, DPAA2X_BPSCN_DEPLETED);
	bs = pool_stats(&t, bpid);
	T_EQ(bs.hw_acquired, 25);
	T_EQ(bs.free, 39);
	T_EQ(mt_drain_dpni(&t, 1), 25);		/* released one by one */
	expect(&t, bpid, m, 2, 0);
	T_EQ(dpaa2x_bpscn_bpid(m), bpid);
	T_EQ(dpaa2x_bpscn_ctx(m), CTX);
	counts(&t, bpid, 1, 1, 0, 0);
	mt_finish(&t);
	rte_free(m);
}

/* A reader on another core polls the message while a steady load crosses
 * both thresholds: every hdr it loads is a whole BPSCN of this pool, with
 * this pool's context after it. */
#define READER_LCORE	1	/* t_eal_init's second lcore */
#define READER_CHANGES	64	/* changes it must have seen */

struct reader {
	const struct dpaa2x_bpscn *m;
	uint16_t bpid;
	uint32_t running, stop, done;
	uint64_t loads, changes, bad;
};

static int
reader_main(void *arg)
{
	struct reader *r = arg;
	uint32_t h, last = 0;

	__atomic_store_n(&r->running, 1, __ATOMIC_RELEASE);
	while (!__atomic_load_n(&r->stop, __ATOMIC_ACQUIRE)) {
		h = dpaa2x_bpscn_load(r->m);
		r->loads++;
		if (h == last)
			continue;
		if (!dpaa2x_bpscn_is_bpscn(h) || dpaa2x_bpscn_bpid(r->m) != r->bpid ||
		    dpaa2x_bpscn_ctx(r->m) != CTX ||
		    (dpaa2x_bpscn_state(h) & ~DPAA2X_BPSCN_DEPLETED) != 0)
			r->bad++;
		__atomic_store_n(&r->changes, r->changes + 1, __ATOMIC_RELAXED);
		last = h;
	}
	/* what it counted, and its last load of the message, before done
	 * (the EAL's own handoff at rte_eal_wait_lcore() is not instrumented) */
	__atomic_store_n(&r->done, 1, __ATOMIC_RELEASE);
	return 0;
}

/* Wait up to 10 s for the reader to have seen more than `changes`. */
static bool
reader_sees(const struct reader *r, uint64_t changes)
{
	unsigned int i;

	for (i = 0; i < 100000; i++) {
		if (__atomic_load_n(&r->changes, __ATOMIC_RELAXED) > changes)
			return true;
		rte_delay_us_sleep(100);
	}
	return false;
}

static void
test_reader_core(void)
{
	struct dpaa2x_bpscn *m = msg_new();
	struct reader r = { .m = m };
	struct hold h = { .n = 0 };
	unsigned int n, spins = 0;
	struct mt t;

	memset(m, 0, sizeof(*m));
	r.bpid = start(&t, "bpscn_reader", NBUF, 64);
	T_EQ(rte_eal_remote_launch(reader_main, &r, READER_LCORE), 0);
	while (!__atomic_load_n(&r.running, __ATOMIC_ACQUIRE) && ++spins < 10000)
		rte_delay_us_sleep(1000);
	if (!__atomic_load_n(&r.running, __ATOMIC_ACQUIRE))
		T_FAIL_AT("the reader on lcore %d did not start in 10 s", READER_LCORE);
	T_EQ(notif(&t, r.bpid, 10, 20, 0, 0, m), 0);	/* no message yet */
	/* down to 5 and up to 25: an entry and an exit per cycle; each waits
	 * (bounded) until the reader saw it, as a busy host may deschedule it */
	for (n = 0; n < READER_CHANGES / 2; n++) {
		to_free(&t, r.bpid, &h, 5);
		if (!reader_sees(&r, 2 * n))
			break;
		to_free(&t, r.bpid, &h, 25);
		if (!reader_sees(&r, 2 * n + 1))
			break;
	}
	__atomic_store_n(&r.stop, 1, __ATOMIC_RELEASE);
	T_EQ(rte_eal_wait_lcore(READER_LCORE), 0);
	T_EQ(__atomic_load_n(&r.done, __ATOMIC_ACQUIRE), 1);
	T_EQ(r.bad, 0);
	if (r.changes < READER_CHANGES)
		T_FAIL_AT("the reader saw %llu changes in %u cycles, not %u",
			  (unsigned long long)r.changes, n, READER_CHANGES);
	T_CHECK(r.changes <= 2 * (uint64_t)n);	/* it may miss some, never invent */
	printf("  reader: %llu loads, %llu changes seen of %u written\n",
	       (unsigned long long)r.loads, (unsigned long long)r.changes, 2 * n);
	T_EQ(nstats(&t, r.bpid).messages, 2 * (uint64_t)n);
	counts(&t, r.bpid, n, n, 0, 0);
	T_EQ(dpaa2x_bpscn_state(dpaa2x_bpscn_load(m)), 0);
	end(&t, r.bpid, &h, m);
}

/* Bad configurations change nothing; entries 0, claiming and giving back
 * turn the messages off. */
static void
test_config(void)
{
	struct dpaa2x_bpscn *m = msg_new(), *off = msg_new();
	struct dpaa2x_dpbp_notif_cfg c;
	struct hold h = { .n = 0 };
	uint8_t pattern[64];
	char err[64];
	void *heap;
	uint16_t bpid, again;
	struct mt t;

	bpid = start(&t, "bpscn_cfg", NBUF, 64);
	T_EQ(notif(&t, bpid, 10, 20, 24, 22, m), 0);
	T_EQ(notif(&t, bpid, 10, 9, 0, 0, m), -EINVAL);		/* exit < entry */
	T_EQ(notif(&t, bpid, 10, NBUF + 1, 0, 0, m), -EINVAL);	/* exit > capacity */
	T_EQ(notif(&t, bpid, 0, 0, 20, 21, m), -EINVAL);	/* surplus exit > entry */
	T_EQ(notif(&t, bpid, 0, 0, NBUF + 1, 0, m), -EINVAL);
	T_EQ(notif(&t, bpid, 10, 20, 0, 0, NULL), -EINVAL);	/* no message */
	T_EQ(notif(&t, bpid, 10, 20, 0, 0, (void *)((uint8_t *)m + 8)), -EINVAL);
	heap = aligned_alloc(64, 64);			/* not DPDK memory */
	T_EQ(notif(&t, bpid, 10, 20, 0, 0, heap), -EFAULT);
	free(heap);
	T_EQ(notif(&t, 2, 10, 20, 0, 0, m), -EINVAL);		/* not claimed */
	T_EQ(notif(&t, 999, 10, 20, 0, 0, m), -EINVAL);		/* no such dpbp */
	T_EQ(dpaa2x_dpbp_set_notifications(t.soc, bpid, NULL), -EINVAL);
	T_EQ(dpaa2x_dpbp_get_notifications(t.soc, bpid, NULL, NULL), -EINVAL);
	c = (struct dpaa2x_dpbp_notif_cfg){ .depletion_entry = 1, .depletion_exit = 1,
					    .options = 0x2, .message = m };
	T_EQ(dpaa2x_dpbp_set_notifications(t.soc, bpid, &c), -EINVAL);	/* option */
	T_EQ(dpaa2x_dpbp_get_notifications(t.soc, bpid, &c, NULL), 0);
	T_EQ(c.depletion_entry, 10);
	T_EQ(c.depletion_exit, 20);
	T_EQ(c.surplus_entry, 24);
	T_EQ(c.surplus_exit, 22);
	T_EQ(c.options, DPAA2X_DPBP_NOTIF_OPT_COHERENT_WRITE);
	T_EQ(c.message_ctx, CTX);
	T_CHECK(c.message == m);
	T_EQ(nstats(&t, bpid).messages, 0);	/* in surplus from the start: none */
	/* off: no more writes, however the count moves */
	T_EQ(notif(&t, bpid, 0, 0, 0, 0, off), 0);
	T_EQ(dpaa2x_dpbp_get_notifications(t.soc, bpid, &c, NULL), 0);
	T_CHECK(c.message == NULL);
	memcpy(pattern, m, sizeof(pattern));
	to_free(&t, bpid, &h, 0);
	to_free(&t, bpid, &h, NBUF);
	T_EQ(memcmp(pattern, m, sizeof(pattern)), 0);
	T_EQ(((const uint8_t *)off)[0], 0xa5);		/* never written */
	T_EQ(nstats(&t, bpid).messages, 0);
	T_EQ(nstats(&t, bpid).depletion_entries, 0);	/* depletion off too */
	/* a new owner of the dpbp starts without the old owner's message */
	T_EQ(notif(&t, bpid, 10, 20, 0, 0, m), 0);
	to_free(&t, bpid, &h, 0);
	expect(&t, bpid, m, 1, DPAA2X_BPSCN_DEPLETED);	/* the entry */
	T_EQ(dpaa2x_dpbp_unclaim(t.soc, bpid), 0);
	T_EQ(dpaa2x_dpbp_claim(t.soc, &again, err, sizeof(err)), 0);
	T_EQ(again, bpid);
	T_EQ(dpaa2x_dpbp_get_notifications(t.soc, bpid, &c, NULL), 0);
	T_CHECK(c.message == NULL);
	T_EQ(c.depletion_entry, 10);			/* the thresholds stay */
	T_EQ(nstats(&t, bpid).messages, 0);
	memcpy(pattern, m, sizeof(pattern));
	to_free(&t, bpid, &h, NBUF);			/* leaves depletion */
	T_EQ(nstats(&t, bpid).depletion_exits, 1);
	T_EQ(memcmp(pattern, m, sizeof(pattern)), 0);
	mt_finish(&t);
	rte_free(m);
	rte_free(off);
}

MT_MAIN(&dpl,
	T_CASE(test_format),
	T_CASE(test_edges),
	T_CASE(test_no_flapping),
	T_CASE(test_surplus),
	T_CASE(test_wriop),
	T_CASE(test_reader_core),
	T_CASE(test_config))
