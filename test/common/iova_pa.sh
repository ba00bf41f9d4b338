# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Sourced by the scripts that run test programs with IOVA as physical
# addresses (test/pmd/iova_pa.sh, test/fslmc/iova_pa.sh), which define
# skip() (a SKIP line, exit 77). IOVA as PA needs hugepages and physical
# addresses: a hugetlbfs of its own, 2 MB hugepages reserved when too few
# are free, everything put back at exit; without root, hugetlbfs or
# physical addresses, a skip.
#   pa_begin N          N free hugepages on a mount of its own (HUGE_DIR),
#                       PA_HOLES of them scattered on purpose
#   pa_run NAME PROG..  PROG with DPAA2X_TEST_HUGE_DIR (test/common's
#                       --iova-mode=pa): "ok - NAME" or its output's tail
#   pa_end              the exit status: 1 if a run failed
. "$(dirname "${BASH_SOURCE[0]}")/hugepages.sh"
. "$(dirname "${BASH_SOURCE[0]}")/stock.sh"
pa_fails=0

# The kernel hands out free hugepages last freed first: 2 x PA_HOLES pages
# taken, every other one given back, and the next PA_HOLES pages EAL takes
# lie apart (no two IOVA-contiguous), so a pool of more than 8 MB spans
# more than 4 IOVA chunks. The others stay taken (files in $HUGE_DIR/hold)
# until the end.
PA_HOLES=32
pa_scatter() {
	local i
	mkdir "$HUGE_DIR/hold"
	for i in $(seq 0 $((2 * PA_HOLES - 1))); do
		fallocate -l 2M "$HUGE_DIR/hold/$i" || skip "cannot take hugepage $i to scatter the free ones"
	done
	for i in $(seq 0 2 $((2 * PA_HOLES - 1))); do
		rm "$HUGE_DIR/hold/$i"
	done
}

pa_begin() {
	huge_check
	# not under qemu-user: the page map EAL reads physical addresses from
	# is the emulator's view, not the target's (a native host runs it)
	[ -z "$RUN" ] || skip "not run under qemu-user: IOVA as PA is for a native host"
	pa_tmp=$(mktemp -d)
	trap 'huge_restore; rm -rf "$pa_tmp"' EXIT
	huge_mount "$pa_tmp/huge" $(($1 + PA_HOLES))
	pa_scatter
	echo "# hugepages: $(cat "$HUGE_HP/free_hugepages") free ($PA_HOLES scattered), hugetlbfs on $HUGE_DIR, IOVA as PA"
}

pa_run() {
	local name=$1
	shift
	DPAA2X_TEST_HUGE_DIR=$HUGE_DIR $RUN "$@" >"$pa_tmp/out" 2>&1
	local rc=$?
	if grep -q "Cannot use IOVA as 'PA'" "$pa_tmp/out"; then
		skip "EAL has no physical addresses here: $(grep -m1 "Cannot use IOVA" "$pa_tmp/out")"
	fi
	if [ $rc -eq 0 ] && grep -q "^PASS" "$pa_tmp/out"; then
		echo "ok - $name"
	else
		echo "FAIL - $name (exit $rc):"; sed 's/^/    /' "$pa_tmp/out" | tail -30
		pa_fails=$((pa_fails + 1))
	fi
}

pa_end() {
	exit $((pa_fails != 0))
}
