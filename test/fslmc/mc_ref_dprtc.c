/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* The dprtc commands through DPDK's net/dpaa2/mc/dprtc.c (mc_ref.h). */

#include <errno.h>

#include <fsl_mc_sys.h>
#include <fsl_mc_cmd.h>
#include <fsl_dprtc.h>

#include "mc_ref.h"

int
ref_dprtc(struct fsl_mc_io *io, uint32_t fl, enum dpaa2x_mc_op op, uint16_t tok,
	  const void *req, void *rsp)
{
	const struct dpaa2x_mc_val *rq = req;
	const struct dpaa2x_mc_u64 *r64 = req;
	struct dpaa2x_mc_val *val = rsp;
	struct dpaa2x_mc_u64 *v64 = rsp;
	struct dpaa2x_mc_version *ver = rsp;
	uint16_t t, maj, min;
	int ret, en;

	switch (op) {
	case DPAA2X_MC_DPRTC_OPEN:
		ret = dprtc_open(io, fl, (int)rq->v, &t);
		if (ret == 0)
			val->v = t;
		return ret;
	case DPAA2X_MC_DPRTC_CLOSE: return dprtc_close(io, fl, tok);
	case DPAA2X_MC_DPRTC_GET_API_VERSION:
		ret = dprtc_get_api_version(io, fl, &maj, &min);
		if (ret == 0)
			*ver = (struct dpaa2x_mc_version){ maj, min };
		return ret;
	case DPAA2X_MC_DPRTC_ENABLE: return dprtc_enable(io, fl, tok);
	case DPAA2X_MC_DPRTC_DISABLE: return dprtc_disable(io, fl, tok);
	case DPAA2X_MC_DPRTC_IS_ENABLED:
		ret = dprtc_is_enabled(io, fl, tok, &en);
		if (ret == 0)
			val->v = (uint32_t)en;
		return ret;
	case DPAA2X_MC_DPRTC_RESET: return dprtc_reset(io, fl, tok);
	case DPAA2X_MC_DPRTC_SET_CLOCK_OFFSET:
		return dprtc_set_clock_offset(io, fl, tok, (int64_t)r64->v);
	case DPAA2X_MC_DPRTC_SET_FREQ_COMP:
		return dprtc_set_freq_compensation(io, fl, tok, rq->v);
	case DPAA2X_MC_DPRTC_GET_FREQ_COMP:
		return dprtc_get_freq_compensation(io, fl, tok, &val->v);
	case DPAA2X_MC_DPRTC_GET_TIME:
		return dprtc_get_time(io, fl, tok, &v64->v);
	case DPAA2X_MC_DPRTC_SET_TIME:
		return dprtc_set_time(io, fl, tok, r64->v);
	default:
		return -ENOSYS;
	}
}
