#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Suite fslmc with IOVA as physical addresses, the mode Debian's arm64
# librte_bus_fslmc asks the EAL for (RTE_LIBRTE_DPAA2_USE_PHYS_IOVA): the
# fslmc backend's test programs on hugepages with --iova-mode=pa, each
# with its own checks and the pool audit (test/common/iova_pa.sh; root,
# else a skip). Not test_fslmc_pmd: its io forwarding case loses 182 of
# 5000 frames with IOVA as PA on either backend (test/pmd's test_pmd on
# the emulated one too), which is no fslmc matter; the NIC guide's
# "Running on LS2088A" says so.
# usage: iova_pa.sh <test_fslmc_backend> <test_fslmc_strict> <its list>
#                   <guide> <DPDK source> <its DPL>
set -u
skip() { echo "SKIP - fslmc iova_pa: $*"; exit 77; }
. "$(dirname "$0")/../common/iova_pa.sh"

pa_begin 384			# 768 MB: each test takes what it needs of it
pa_run fslmc_backend_iova_pa "$1"
export FT_SHIM_DPL=$6
pa_run fslmc_strict_iova_pa "$2" "$3" "$4" "$5"
pa_end
