/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The whole emulator's internals in one include, for the tests and tools
 * that look inside it. The emulator's own files include the header of
 * each block they use instead (soc.h lists them).
 */

#ifndef DPAA2X_HW_MODEL_H
#define DPAA2X_HW_MODEL_H

#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_annot.h"
#include "dpaa2x_hw_backend.h"
#include "dpaa2x_hw_soc.h"
#include "dpaa2x_hw_qbman.h"
#include "dpaa2x_hw_mc.h"
#include "dpaa2x_hw_board.h"

#include "bman.h"
#include "board/wire.h"
#include "dpl/dpl.h"
#include "dpni.h"
#include "engine.h"
#include "frame/frame.h"
#include "iommu.h"
#include "mc_model.h"
#include "qman.h"
#include "soc.h"
#include "swp.h"

#endif /* DPAA2X_HW_MODEL_H */
