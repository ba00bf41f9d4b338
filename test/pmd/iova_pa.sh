#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# FDs and BMan carry IOVAs, as on silicon. With --no-huge (every other
# test) IOVA is VA, so a driver or model that took one for the other would
# not notice. Here PMD tests run with IOVA as physical addresses
# (--iova-mode=pa, through DPAA2X_TEST_HUGE_DIR of test/common): pmd_step
# (Rx, Tx and the mempool in step mode) and pmd_malformed (every malformed
# frame's flags and bytes, copied and zero-copy), each with its own checks
# and the pool audit. IOVA as PA needs hugepages and physical addresses:
# the script mounts a hugetlbfs of its own, reserves 2 MB hugepages when too
# few are free and puts everything back at exit. Without root, hugetlbfs or
# physical addresses it prints a SKIP line and exits 77 (meson's skip code).
# usage: iova_pa.sh <test_step> <test_malformed> <dtc>
set -u
skip() { echo "SKIP - iova_pa: $*"; exit 77; }

HP=/sys/kernel/mm/hugepages/hugepages-2048kB
NEED=512			# the tests' -m 1024

[ "$(id -u)" = 0 ] || skip "not root: cannot reserve hugepages"
[ -w "$HP/nr_hugepages" ] || skip "no 2 MB hugepages in this kernel ($HP)"
grep -qw hugetlbfs /proc/filesystems || skip "no hugetlbfs in this kernel"
. "$(dirname "$0")/../common/stock.sh"

tmp=$(mktemp -d)
old_nr=$(cat "$HP/nr_hugepages")
mounted=
cleanup() {
	[ -z "$mounted" ] || umount "$mounted"
	[ "$(cat "$HP/nr_hugepages")" = "$old_nr" ] || echo "$old_nr" > "$HP/nr_hugepages"
	rm -rf "$tmp"
}
trap cleanup EXIT
mkdir "$tmp/huge"
mount -t hugetlbfs -o pagesize=2M nodev "$tmp/huge" || skip "cannot mount hugetlbfs"
mounted=$tmp/huge
free=$(cat "$HP/free_hugepages")
if [ "$free" -lt $NEED ]; then
	echo $((old_nr + NEED - free)) > "$HP/nr_hugepages"
	free=$(cat "$HP/free_hugepages")
	[ "$free" -ge $NEED ] || skip "only $free of $NEED free 2 MB hugepages after asking for more"
fi
echo "# hugepages: $free free, hugetlbfs on $mounted, IOVA as PA"

fails=0
run() {	# name, program and arguments
	local name=$1
	shift
	DPAA2X_TEST_HUGE_DIR=$mounted $RUN "$@" >"$tmp/out" 2>&1
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
exit $((fails != 0))
