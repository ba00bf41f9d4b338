#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Suite fslmc with IOVA as physical addresses, the mode Debian's arm64
# librte_bus_fslmc asks the EAL for (RTE_LIBRTE_DPAA2_USE_PHYS_IOVA): the
# fslmc backend's test programs on hugepages with --iova-mode=pa, each
# with its own checks and the pool audit (test/common/iova_pa.sh; root,
# else a skip), and test_pmd and test_iova_table on the fslmc backend
# (fslmc_pmd: its io forwarding into pages a freed pool had;
# fslmc_iova_table: the driver's IOVA table, a pool of more than 4 chunks),
# test_flow, test_vlan and test_tx_csum on it (their Rx cases) and the
# platform mempool ops case (fslmc_pool_ops), and DPDK's QBMan driver
# over the model with stashing on and off (fslmc_qbman: the buffers it
# releases, the FDs it enqueues and the storage it pulls into are IOVAs,
# physical addresses here, which QBMan and WRIOP are given), and
# fslmc_dpbp (50 copybreak pools and 20 MTU restarts: every dpbp free
# again, the heaps no fuller than before; the hugepages are the mount's
# own, reserved, so a concurrent run cannot leave a pool without memory),
# fslmc_queue (queue start and stop) and fslmc_timestamp (its Rx case).
# usage: iova_pa.sh <test_fslmc_backend> <test_fslmc_strict> <its list>
#                   <guide> <DPDK source> <its DPL> <test_fslmc_pmd>
#                   <test_fslmc_iova_table> <test_fslmc_flow>
#                   <test_fslmc_vlan> <test_fslmc_tx_csum> <test_fslmc_pool_ops>
#                   <test_fslmc_qbman> <test_fslmc_qbman_stash_off>
#                   <test_fslmc_dpbp> <test_fslmc_queue> <test_fslmc_timestamp>
set -u
skip() { echo "SKIP - fslmc iova_pa: $*"; exit 77; }
. "$(dirname "$0")/../common/iova_pa.sh"

pa_begin 384			# 768 MB: each test takes what it needs of it
pa_run fslmc_backend_iova_pa "$1"
pa_run fslmc_pmd_iova_pa "$7"
pa_run fslmc_iova_table "$8"
pa_run fslmc_flow_iova_pa "$9" rx
pa_run fslmc_vlan_iova_pa "${10}" rx
pa_run fslmc_tx_csum_iova_pa "${11}" rx
pa_run fslmc_qbman_iova_pa "${13}"
pa_run fslmc_qbman_stash_off_iova_pa "${14}"
pa_run fslmc_dpbp_iova_pa "${15}"
pa_run fslmc_queue_iova_pa "${16}"
pa_run fslmc_timestamp_iova_pa "${17}" rx
export FT_SHIM_DPL=$6
pa_run fslmc_strict_iova_pa "$2" "$3" "$4" "$5"
pa_run fslmc_pool_ops_iova_pa "${12}"
pa_end
