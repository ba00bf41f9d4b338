# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Sourced by the board's test scripts (board_probe.sh, board_forward.sh),
# with their arguments <source root> <build root>: src and build, stock.sh's
# TESTPMD, a temporary folder tmp (removed by the script's EXIT trap; the
# board's folder, DPAA2X_BOARD_ROOT), the case lines ok NAME and fail NAME
# (fails counts the failures) and has NAME FILE TEXT (ok when FILE has the
# line TEXT), and preload, the environment that preloads the board's
# interposer without the launcher. In a cross build TESTPMD is Debian's
# arm64 testpmd under qemu-user (RUN) and the interposer is the build's
# arm64 one: ls2088a.sh puts it in the environment qemu hands to the
# program.
set -u
src=$1
build=$2
. "$src/test/common/stock.sh"
tmp=$(mktemp -d)
# each test's board its own (the group is one program's per board folder:
# tests of other trees on this machine never find it in use)
export DPAA2X_BOARD_ROOT=$tmp
lib=$build/drivers/net/dpaa2x/emu/board/linux/libdpaa2x_ls2088a.so
# under qemu-user: for the program qemu runs, not for qemu nor timeout
if [ -n "$RUN" ]; then preload="QEMU_SET_ENV=LD_PRELOAD=$lib"; else preload="LD_PRELOAD=$lib"; fi
fails=0
ok() { echo "ok - $1"; }
fail() { echo "FAIL - $1"; fails=$((fails + 1)); }
has() {	# NAME FILE TEXT: ok when FILE has the line TEXT (fixed string)
	if grep -qxF -- "$3" "$2"; then ok "$1"; else fail "$1: no line '$3'"; fi
}
