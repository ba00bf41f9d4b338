#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Suite fslmc with IOVA as physical addresses, the mode Debian's arm64
# librte_bus_fslmc asks the EAL for (RTE_LIBRTE_DPAA2_USE_PHYS_IOVA): the
# fslmc backend's test programs on hugepages with --iova-mode=pa (through
# DPAA2X_TEST_HUGE_DIR of test/common), each with its own checks and the
# pool audit. As test/pmd/iova_pa.sh: root, hugetlbfs and physical
# addresses, else a SKIP line and exit 77 (meson's skip code). Not
# test_fslmc_pmd: its io forwarding case loses 182 of 5000 frames with IOVA
# as PA on either backend (test/pmd's test_pmd on the emulated one too),
# which is no fslmc matter; the NIC guide's "Running on LS2088A" says so.
# usage: iova_pa.sh <test_fslmc_backend> <test_fslmc_strict> <its list>
#                   <guide> <DPDK source> <its DPL>
set -u
skip() { echo "SKIP - fslmc iova_pa: $*"; exit 77; }

NEED=384			# 768 MB: each test takes what it needs of it

. "$(dirname "$0")/../common/hugepages.sh"
huge_check
. "$(dirname "$0")/../common/stock.sh"
[ -z "$RUN" ] || skip "not run under qemu-user: IOVA as PA is for a native host"
tmp=$(mktemp -d)
cleanup() {
	huge_restore
	rm -rf "$tmp"
}
trap cleanup EXIT
huge_mount "$tmp/huge" $NEED
echo "# hugepages: $HUGE_FREE free, hugetlbfs on $HUGE_DIR, IOVA as PA"

fails=0
run() {	# name, program and arguments
	local name=$1
	shift
	DPAA2X_TEST_HUGE_DIR=$HUGE_DIR $RUN "$@" >"$tmp/out" 2>&1
	local rc=$?
	if grep -q "Cannot use IOVA as 'PA'" "$tmp/out"; then
		skip "EAL has no physical addresses here: $(grep -m1 "Cannot use IOVA" "$tmp/out")"
	fi
	if [ $rc -eq 0 ] && grep -q "^PASS" "$tmp/out"; then
		echo "ok - $name"
	else
		echo "FAIL - $name (exit $rc):"; sed 's/^/    /' "$tmp/out" | tail -30
		fails=$((fails + 1))
	fi
}
run fslmc_backend_iova_pa "$1"
FT_SHIM_DPL=$6 run fslmc_strict_iova_pa "$2" "$3" "$4" "$5"
exit $((fails != 0))
