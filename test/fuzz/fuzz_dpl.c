/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_dpl_parse() on arbitrary blobs (libFuzzer's buffer has exactly
 * the input's size, so ASan sees any read past it; odd sizes also take
 * the parser's unaligned-copy path).
 *
 * Properties: the result is 0 or -EINVAL; an error leaves a terminated,
 * non-empty message and *out zeroed; a success leaves a layout the MC
 * model can build: object counts within the SoC's limits and at least one
 * dpni, dpbp and dpio, every value in the range dpl.h documents, every
 * dpni connected to exactly one existing peer.
 */

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dpaa2x_hw_mc.h"
#include "dpl/dpl.h"
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool
peer_exists(const struct dpaa2x_dpl *d, enum dpaa2x_obj_type t, uint16_t id)
{
	unsigned int i;

	if (t == DPAA2X_OBJ_DPNI) {
		for (i = 0; i < d->n_dpni; i++)
			if (d->dpni[i].id == id)
				return true;
	} else if (t == DPAA2X_OBJ_DPMAC) {
		for (i = 0; i < d->n_dpmac; i++)
			if (d->dpmac[i].id == id)
				return true;
	}
	return false;
}

static void
check_layout(const struct dpaa2x_dpl *d)
{
	unsigned int i;

	FUZZ_CHECK(memchr(d->container, '\0', sizeof(d->container)) != NULL);
	FUZZ_CHECK(d->n_dpni >= 1 && d->n_dpni <= DPAA2X_MAX_DPNI);
	FUZZ_CHECK(d->n_dpbp >= 1 && d->n_dpbp <= DPAA2X_MAX_DPBP);
	FUZZ_CHECK(d->n_dpio >= 1 && d->n_dpio <= DPAA2X_MAX_DPIO);
	FUZZ_CHECK(d->n_dpmac <= DPAA2X_MAX_DPNI);
	for (i = 0; i < d->n_dpni; i++) {
		const struct dpaa2x_dpl_dpni *n = &d->dpni[i];

		FUZZ_CHECK(n->id < DPAA2X_MAX_DPNI);
		FUZZ_CHECK(n->num_rx_queues >= 1 && n->num_rx_queues <= DPAA2X_MAX_QUEUES);
		FUZZ_CHECK(n->num_tx_queues >= 1 && n->num_tx_queues <= DPAA2X_MAX_QUEUES);
		FUZZ_CHECK(n->rx_fq_depth >= 16 && n->rx_fq_depth <= 65536);
		FUZZ_CHECK(n->tx_fq_depth >= 16 && n->tx_fq_depth <= 65536);
		FUZZ_CHECK(n->max_frame_len >= 64 && n->max_frame_len <= DPAA2X_MAX_FRAME);
		FUZZ_CHECK(n->mac_filter_entries <= DPAA2X_MAX_MAC_FILTERS);
		FUZZ_CHECK(n->vlan_filter_entries <= DPAA2X_MAX_VLAN_FILTERS);
		FUZZ_CHECK((n->mac[0] & 1) == 0);
		FUZZ_CHECK(peer_exists(d, n->peer_type, n->peer_id));
	}
	for (i = 0; i < d->n_dpbp; i++) {
		const struct dpaa2x_dpl_dpbp *b = &d->dpbp[i];

		FUZZ_CHECK(b->id >= 1 && b->id <= 16383);
		FUZZ_CHECK(b->buffers >= 1 && b->buffers <= 1048576);
		FUZZ_CHECK(b->depletion_entry <= b->depletion_exit);
		FUZZ_CHECK(b->depletion_exit <= b->buffers);
	}
	for (i = 0; i < d->n_dpio; i++)
		FUZZ_CHECK(d->dpio[i].id <= 255);
	for (i = 0; i < d->n_dpmac; i++) {
		const struct dpaa2x_dpl_dpmac *m = &d->dpmac[i];

		FUZZ_CHECK(m->id >= 1 && m->id <= 255);
		FUZZ_CHECK(memchr(m->tap_name, '\0', sizeof(m->tap_name)) != NULL);
		FUZZ_CHECK(memchr(m->pcap_rx, '\0', sizeof(m->pcap_rx)) != NULL);
		FUZZ_CHECK(memchr(m->pcap_tx, '\0', sizeof(m->pcap_tx)) != NULL);
		if (m->wire == DPAA2X_WIRE_PCAP)
			FUZZ_CHECK(m->pcap_rx[0] != '\0' || m->pcap_tx[0] != '\0');
	}
}

static bool
all_zero(const void *p, size_t n)
{
	const uint8_t *b = p;
	size_t i;

	for (i = 0; i < n; i++)
		if (b[i] != 0)
			return false;
	return true;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct dpaa2x_dpl out;
	char err[160];
	int ret;

	if (size == 0)		/* NULL/0 would mean "the embedded default" */
		return 0;
	memset(&out, 0xa5, sizeof(out));
	memset(err, 0x55, sizeof(err));
	ret = dpaa2x_dpl_parse(data, size, "fuzz", &out, err, sizeof(err));
	FUZZ_CHECK(ret == 0 || ret == -EINVAL);
	if (ret != 0) {
		FUZZ_CHECK(memchr(err, '\0', sizeof(err)) != NULL);
		FUZZ_CHECK(err[0] != '\0');
		FUZZ_CHECK(all_zero(&out, sizeof(out)));
	} else {
		check_layout(&out);
	}
	return 0;
}
