# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Sourced by the scripts that drive one interactive stock testpmd through
# a FIFO and read its counters through the telemetry socket
# (testpmd_vlan.sh, testpmd_flow.sh). After `. testpmd_session.sh <driver.so>
# <name>`:
#   so, here, tmp, prefix   the driver (a safe copy), the script's folder,
#                           a temporary folder, the EAL file prefix
#   RATE                    a generator rate one core carries (scaled down
#                           on a slow build)
#   ok NAME, fail NAME      a case's line; fails counts the failures
#   session_start VDEV ARGS...   testpmd on -l 0-1 with that vdev and the
#                           application's ARGS; its output in $tmp/out, its
#                           pid in $pid
#   cmd LINE                a command to testpmd
#   session_forwards        start, then ok forwards once 1000 frames came
#                           (bounded wait)
#   xs XSTAT                port 0's xstat now
#   grows NAME XSTAT N STILL... ok NAME once XSTAT grew by N (bounded wait)
#                           and none of the STILL xstats moved meanwhile
#   session_end             quit, wait; ok exit_status or fail
. "$(dirname "${BASH_SOURCE[0]}")/safe_so.sh"
. "$(dirname "${BASH_SOURCE[0]}")/stock.sh"
safe_so "$1"
so=$SAFE_SO
here=$(dirname "$0")
tmp=$(mktemp -d)
prefix=${2}_$$
mkfifo "$tmp/in"
trap 'exec 9>&- 2>/dev/null; wait; rm -rf $tmp; [ -z "$SAFE_SO_DIR" ] || rm -rf "$SAFE_SO_DIR"' EXIT
fails=0
ok() { echo "ok - $1"; }
fail() { echo "FAIL - $1"; fails=$((fails + 1)); }
RATE=$((20000 / ${DPAA2X_TEST_SLOW:-1}))

session_start() {
	local vdev=$1
	shift
	timeout -k 10 300 $TESTPMD --no-huge -m 1024 --no-pci -l 0-1 --file-prefix=$prefix \
		-d "$so" --log-level=pmd.net.dpaa2x:info --vdev "$vdev" \
		-- -i "$@" <"$tmp/in" >"$tmp/out" 2>&1 &
	pid=$!
	exec 9>"$tmp/in"
}
cmd() { echo "$1" >&9; }
session_forwards() {
	cmd "start"
	python3 "$here/xstats_wait.py" $prefix 60 --pid $pid --until "0:rx_good_packets>=1000" \
		>"$tmp/wait" 2>&1 && ok forwards || { fail forwards; sed 's/^/    /' "$tmp/wait"; }
}
xs() {
	echo "/ethdev/xstats,0" | dpdk-telemetry.py -f $prefix 2>/dev/null | python3 -c \
		'import json, sys; print(json.load(sys.stdin)["/ethdev/xstats"][sys.argv[1]])' "$1"
}
grows() {
	local name=$1 x=$2 n=$3 a s before=() i=0
	shift 3
	a=$(xs "$x") || { fail "$name: no xstat $x"; return; }
	for s in "$@"; do before+=("$(xs "$s")"); done
	if ! python3 "$here/xstats_wait.py" $prefix 60 --pid $pid --until "0:$x>=$((a + n))" \
		>"$tmp/wait" 2>&1; then
		fail "$name"; sed 's/^/    /' "$tmp/wait"; return
	fi
	for s in "$@"; do
		[ "$(xs "$s")" = "${before[$i]}" ] ||
			{ fail "$name: $s from ${before[$i]} to $(xs "$s")"; return; }
		i=$((i + 1))
	done
	ok "$name"
}
session_end() {
	local status
	cmd "quit"
	exec 9>&-
	wait $pid
	status=$?
	[ $status -eq 0 ] && ok exit_status || fail "exit_status: $status"
}
