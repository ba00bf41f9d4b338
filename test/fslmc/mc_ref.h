/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The reference: every command of dpaa2x_mc.h sent through DPDK's own MC
 * code (drivers/net/dpaa2/mc/dpni.c, dpkg.c, bus/fslmc/mc/dpbp.c,
 * dpmng.c), compiled at build time from the source package in .cache/.
 * ref_mc_call() takes the project's request structure, calls DPDK's
 * function with the same values, and gives DPDK's outputs back in the
 * project's reply structure, so both sides can be compared.
 */

#ifndef DPAA2X_TEST_MC_REF_H
#define DPAA2X_TEST_MC_REF_H

#include <stdint.h>

#include "dpaa2x_mc.h"

struct fsl_mc_io;	/* DPDK's portal handle: { void *regs; } */

/* One command through DPDK: its return value; rsp filled on success. */
int ref_mc_call(struct fsl_mc_io *io, uint32_t cmd_flags, enum dpaa2x_mc_op op,
		uint16_t token, const void *req, void *rsp);
/* A dprtc command through DPDK's dprtc.c (mc_ref_dprtc.c), as ref_mc_call. */
int ref_dprtc(struct fsl_mc_io *io, uint32_t cmd_flags, enum dpaa2x_mc_op op,
	      uint16_t token, const void *req, void *rsp);
/* dpkg_prepare_key_cfg() on the same profile. */
int ref_key_pack(const struct dpaa2x_mc_key_profile *kp, uint8_t *buf);
/* DPDK's enum dpni_offload value of the i-th DPAA2X_MC_OFF_* name (the
 * same order), -1 past the end. */
int ref_offload_type(unsigned int i);
/* A DPDK portal handle over regs (allocated; free() it). */
struct fsl_mc_io *ref_mc_io(volatile void *regs);

#endif /* DPAA2X_TEST_MC_REF_H */
