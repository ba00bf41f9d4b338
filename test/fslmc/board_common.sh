# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Sourced by the board's test scripts (board_probe.sh, board_forward.sh),
# with their arguments <source root> <build root>: src and build, stock.sh's
# TESTPMD, a temporary folder tmp (removed by the script's EXIT trap), the
# case lines ok NAME and fail NAME (fails counts the failures) and has NAME
# FILE TEXT (ok when FILE has the line TEXT). Skipped under qemu-user.
set -u
src=$1
build=$2
. "$src/test/common/stock.sh"
if [ -n "$RUN" ]; then
	echo "SKIP: the board under qemu-user is not built yet (the NIC guide's" \
		"\"net_dpaa2 on the emulated board\")"
	exit 77
fi
tmp=$(mktemp -d)
fails=0
ok() { echo "ok - $1"; }
fail() { echo "FAIL - $1"; fails=$((fails + 1)); }
has() {	# NAME FILE TEXT: ok when FILE has the line TEXT (fixed string)
	if grep -qxF -- "$3" "$2"; then ok "$1"; else fail "$1: no line '$3'"; fi
}
