/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Key profiles, the MC's dpkg_profile_cfg in DMA memory as
 * dpkg_prepare_key_cfg() lays it out: the extension of the Rx
 * distribution, flow steering and QoS commands.
 */

#include <errno.h>
#include <string.h>

#include <rte_common.h>

#include "dpaa2x_mc.h"
#include "dpaa2x_mc_fld.h"

/* ---- key profiles ---- */

/* One extract: 24 bytes from byte 8 + 24 * i of the profile; the first
 * byte of the profile is the number of extracts. */
#define KEY_EXTRACT_SIZE 24
#define X struct dpaa2x_mc_extract
static const struct fld f_ex_hdr[] = {
	W(0, X, prot), BITS(1, 0, 4, X, hdr_type), W(2, X, size), W(3, X, offset),
	W(4, X, field), W(8, X, hdr_index),
};
static const struct fld f_ex_data[] = { W(2, X, size), W(3, X, offset) };
static const struct fld f_ex_common[] = {
	W(11, X, num_masks), BITS(12, 0, 4, X, type),
	WARR(16, DPAA2X_MC_KEY_MASKS, 2, X, mask[0].mask, 2),
	WARR(17, DPAA2X_MC_KEY_MASKS, 2, X, mask[0].offset, 2),
};
#undef X

/* The fields of an extract's type: header ones or size and offset. */
static int
ex_fields(uint8_t type, const struct fld **f, unsigned int *n)
{
	switch (type) {
	case DPAA2X_MC_EXTRACT_HDR:
		*f = f_ex_hdr;
		*n = RTE_DIM(f_ex_hdr);
		return 0;
	case DPAA2X_MC_EXTRACT_DATA:
	case DPAA2X_MC_EXTRACT_PARSE:
		*f = f_ex_data;
		*n = RTE_DIM(f_ex_data);
		return 0;
	default:
		return -EINVAL;
	}
}

int
dpaa2x_mc_key_pack(const struct dpaa2x_mc_key_profile *kp, uint8_t *buf)
{
	const struct fld *f;
	unsigned int i, n;

	if (kp == NULL || buf == NULL || kp->num > DPAA2X_MC_KEY_EXTRACTS)
		return -EINVAL;
	for (i = 0; i < kp->num; i++)
		if (ex_fields(kp->ex[i].type, &f, &n) < 0)
			return -EINVAL;
	buf[0] = kp->num;
	for (i = 0; i < kp->num; i++) {
		uint8_t *e = buf + 8 + i * KEY_EXTRACT_SIZE;

		ex_fields(kp->ex[i].type, &f, &n);
		dpaa2x_mc_pack(e, f, n, &kp->ex[i]);
		dpaa2x_mc_pack(e, f_ex_common, RTE_DIM(f_ex_common), &kp->ex[i]);
	}
	return 0;
}

int
dpaa2x_mc_key_unpack(const uint8_t *buf, struct dpaa2x_mc_key_profile *kp)
{
	const struct fld *f;
	unsigned int i, n;

	if (kp == NULL || buf == NULL || buf[0] > DPAA2X_MC_KEY_EXTRACTS)
		return -EINVAL;
	memset(kp, 0, sizeof(*kp));
	kp->num = buf[0];
	for (i = 0; i < kp->num; i++) {
		const uint8_t *e = buf + 8 + i * KEY_EXTRACT_SIZE;

		dpaa2x_mc_unpack(e, f_ex_common, RTE_DIM(f_ex_common), &kp->ex[i]);
		if (ex_fields(kp->ex[i].type, &f, &n) < 0)
			return -EINVAL;
		dpaa2x_mc_unpack(e, f, n, &kp->ex[i]);
	}
	return 0;
}

/* The 5-tuple parts, in the order a profile lists them. */
static const struct { uint32_t part; uint8_t prot; uint32_t field; } hash_parts[] = {
	{ DPAA2X_MC_HASH_IPSRC, DPAA2X_MC_PROT_IP, DPAA2X_MC_FLD_IP_SRC },
	{ DPAA2X_MC_HASH_IPDST, DPAA2X_MC_PROT_IP, DPAA2X_MC_FLD_IP_DST },
	{ DPAA2X_MC_HASH_PROTO, DPAA2X_MC_PROT_IP, DPAA2X_MC_FLD_IP_PROTO },
	{ DPAA2X_MC_HASH_L4SRC, DPAA2X_MC_PROT_TCP, DPAA2X_MC_FLD_PORT_SRC },
	{ DPAA2X_MC_HASH_L4DST, DPAA2X_MC_PROT_TCP, DPAA2X_MC_FLD_PORT_DST },
};

void
dpaa2x_mc_key_from_hash(uint32_t parts, struct dpaa2x_mc_key_profile *kp)
{
	unsigned int i;

	memset(kp, 0, sizeof(*kp));
	for (i = 0; i < RTE_DIM(hash_parts); i++) {
		struct dpaa2x_mc_extract *x = &kp->ex[kp->num];

		if (!(parts & hash_parts[i].part))
			continue;
		x->type = DPAA2X_MC_EXTRACT_HDR;
		x->hdr_type = DPAA2X_MC_HDR_FULL_FIELD;
		x->prot = hash_parts[i].prot;
		x->field = hash_parts[i].field;
		kp->num++;
	}
}

/* The part an extract hashes, or 0: full fields of the outer headers
 * only; the port fields are the same for TCP, UDP and SCTP. */
static uint32_t
extract_part(const struct dpaa2x_mc_extract *x)
{
	uint8_t prot = x->prot;
	unsigned int i;

	if (x->type != DPAA2X_MC_EXTRACT_HDR || x->hdr_type != DPAA2X_MC_HDR_FULL_FIELD ||
	    x->hdr_index != 0 || x->num_masks != 0)
		return 0;
	if (prot == DPAA2X_MC_PROT_UDP || prot == DPAA2X_MC_PROT_SCTP)
		prot = DPAA2X_MC_PROT_TCP;
	for (i = 0; i < RTE_DIM(hash_parts); i++)
		if (hash_parts[i].prot == prot && hash_parts[i].field == x->field)
			return hash_parts[i].part;
	return 0;
}

int
dpaa2x_mc_key_to_hash(const struct dpaa2x_mc_key_profile *kp, uint32_t *parts,
		      unsigned int *bad)
{
	uint32_t p = 0, one;
	unsigned int i;

	for (i = 0; i < kp->num; i++) {
		one = extract_part(&kp->ex[i]);
		if (one == 0) {
			if (bad != NULL)
				*bad = i;
			return -ENOTSUP;
		}
		p |= one;
	}
	*parts = p;
	return 0;
}
