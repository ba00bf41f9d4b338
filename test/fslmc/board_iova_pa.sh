#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Suite fslmc: board_* programs with IOVA as physical addresses, on
# hugepages (test/common/iova_pa.sh: root, else a skip), over DPDK's own
# fslmc bus on the board (board_run.sh): the bus's VFIO DMA maps give the
# board's IOMMU physical addresses. test_iova_table on the fslmc backend
# (the driver's IOVA table against EAL's, a pool of more than 4 IOVA
# chunks received into) and test_pmd's io forwarding.
#   board_iova_pa.sh <source root> <build root> <test_board_iova_table>
#                    <test_board_pmd>
set -u
skip() { echo "SKIP - board iova_pa: $*"; exit 77; }
src=$1
build=$2
. "$src/test/common/iova_pa.sh"
export DPAA2X_TEST_EAL_ARGS='-b fslmc:dpni.1 -b fslmc:dpni.2 --mbuf-pool-ops-name=dpaa2x'
board=("$src/test/fslmc/board_run.sh" "$src" "$build" --)

pa_begin 384
pa_run board_iova_table "${board[@]}" "$3"
pa_run board_pmd_iova_pa env DPAA2X_TEST_ONLY=test_io_forward "${board[@]}" "$4"
pa_end
