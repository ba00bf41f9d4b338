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
# gather FDs: every entry an IOVA, on Rx and Tx), each with its own checks
# and the pool audit. IOVA as PA needs hugepages and physical addresses:
# the script mounts a hugetlbfs of its own, reserves 2 MB hugepages when too
# few are free and puts everything back at exit. Without root, hugetlbfs or
# physical addresses it prints a SKIP line and exits 77 (meson's skip code).
# usage: iova_pa.sh <test_step> <test_malformed> <dtc> <test_jumbo> <jumbo.dtb>
set -u
skip() { echo "SKIP - iova_pa: $*"; exit 77; }

NEED=256			# 512 MB: each test takes what it needs of it

. "$(dirname "$0")/../common/hugepages.sh"
huge_check
. "$(dirname "$0")/../common/stock.sh"
# not under qemu-user: the page map EAL reads physical addresses from is
# the emulator's view, not the target's (a native host runs it)
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
run pmd_step_iova_pa "$1"
run pmd_malformed_iova_pa "$2" "$3"
run pmd_jumbo_iova_pa "$4" "$5"
exit $((fails != 0))
