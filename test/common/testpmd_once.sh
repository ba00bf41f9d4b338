# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Sourced by the scripts that run stock testpmd to its end and then check
# what it printed (testpmd_probe.sh, testpmd_queue.sh). After
# `. testpmd_once.sh <driver.so>`:
#   so              the driver (a safe copy, removed on exit)
#   out             a temporary file for the program's output (removed on exit)
#   fails           the failures so far
#   check NAME STR  ok NAME when $out has the fixed string STR; else FAIL
#                   NAME with the last 40 lines of $out, and one more failure
. "$(dirname "${BASH_SOURCE[0]}")/safe_so.sh"
. "$(dirname "${BASH_SOURCE[0]}")/stock.sh"
safe_so "$1"
so=$SAFE_SO
out=$(mktemp)
trap 'rm -f $out; [ -z "$SAFE_SO_DIR" ] || rm -rf "$SAFE_SO_DIR"' EXIT
fails=0
check() {
	if grep -qF -- "$2" "$out"; then echo "ok - $1"; else
		echo "FAIL - $1: no '$2' in testpmd output:"; sed 's/^/    /' "$out" | tail -40
		fails=$((fails + 1)); fi
}
