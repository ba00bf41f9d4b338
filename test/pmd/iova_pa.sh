#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# FDs and BMan carry IOVAs, as on silicon. With --no-huge (every other
# test) IOVA is VA, so a driver or model that took one for the other would
# not notice. Here PMD tests run with IOVA as physical addresses
# (--iova-mode=pa, through DPAA2X_TEST_HUGE_DIR of test/common): pmd_step
# (Rx, Tx and the mempool in step mode), pmd_malformed (every malformed
# frame's flags and bytes, copied and zero-copy) and pmd_jumbo (scatter-
# gather FDs: every entry an IOVA, on Rx and Tx) and pmd_ethdev (test_pmd:
# io forwarding right after a pool's pages went back to the kernel, which
# a new pool then had at other addresses: the model's IOMMU kept the old
# translations and 3146 of 5000 frames reached the sink as foreign bytes),
# and pmd_iova_table (the driver's IOVA table against EAL, and a pool of
# more than 4 IOVA chunks: test_iova_table.c), each with its own checks
# and the pool audit. IOVA as PA needs hugepages and physical addresses
# (test/common/iova_pa.sh: a hugetlbfs of its own, hugepages reserved and
# given back); without root, hugetlbfs or physical addresses it prints a
# SKIP line and exits 77 (meson's skip code).
# usage: iova_pa.sh <test_step> <test_malformed> <dtc> <test_jumbo> <jumbo.dtb>
#                   <test_pmd> <test_iova_table>
set -u
skip() { echo "SKIP - iova_pa: $*"; exit 77; }
. "$(dirname "$0")/../common/iova_pa.sh"

pa_begin 256			# 512 MB: each test takes what it needs of it
pa_run pmd_step_iova_pa "$1"
pa_run pmd_malformed_iova_pa "$2" "$3"
pa_run pmd_jumbo_iova_pa "$4" "$5"
pa_run pmd_ethdev_iova_pa "$6"
pa_run pmd_iova_table "$7"
pa_end
