#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Suite fslmc's board_* cases: one of this build's test programs on the
# emulated board, through devtools/ls2088a.sh (Debian's fslmc bus finds the
# board; the program's board_attach.c takes its tester). Skipped under
# qemu-user: these programs have not run there yet (the cross build runs
# their shim copies, fslmc_pmd and the others; board_probe, board_forward
# and board_dpaa2x run Debian's arm64 testpmd on the board).
#   board_run.sh <source root> <build root> [LAUNCHER OPTIONS] -- PROGRAM [ARGS...]
. "$(dirname "$0")/board_common.sh"
if [ -n "$RUN" ]; then
	rm -rf "$tmp"
	echo "SKIP: test programs on the board under qemu-user (the cross build runs their shim copies)"
	exit 77
fi
shift 2
# the board's folder is $tmp (board_common.sh's DPAA2X_BOARD_ROOT), gone
# after the program
"$src/devtools/ls2088a.sh" --build "$build" "$@"
status=$?
rm -rf "$tmp"
exit $status
