# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Sourced after board_common.sh by what drives stock dpdk-testpmd on the
# board through its commands (devtools/board-forward.sh, board_modes.sh)
# and by board_l3fwd.sh (the telemetry, the waits, the report):
#   board_testpmd GEN ARGS...  testpmd in the background, DPAA2X_BOARD_GEN
#              GEN, the EAL arguments ARGS then "--" and testpmd's own
#              (interactive, --no-lsc-interrupt, --no-flush-rx, 4096
#              mbufs: BOARD_TESTPMD_ARGS); its commands through cmd, its
#              output in $tmp/out, its pid in pid; BOARD_MC_TRACE, when
#              set, the file of the MC transcript
#   cmd LINE...    testpmd commands
#   cmds_done      testpmd has carried out every command cmd sent
#   same_twice CMD...  what CMD prints (then in last_look) is the same as
#              at the last look
#   quit_testpmd   "quit", then its exit status in status
#   xs PORT NAME   an xstat now, through the telemetry socket
#   wait_for WHAT CMD...  until CMD succeeds: bounded by bound_s (seconds),
#              a line every minute saying how long it waited for WHAT, a
#              message when testpmd ended or the time is up (the line
#              also has what the function named by progress prints)
#   pstat PORT FIELD  FIELD (RX-packets, TX-dropped, ...) of PORT in
#              testpmd's first forward statistics (its first stop)
#   line TEXT      the board's report line "dpaa2x board: TEXT..."
#   report DPNI FIELD  a count of the dpni's report line (in, out, tail
#              drops, discards, no buffer, filtered)
#   mac DPNI FIELD     its dpmac tester's (generator sent, sink got, lost,
#              corrupted, foreign)
#   pools_whole PMD [any]  the pools whole, ok or fail lines: net_dpaa2's
#              (testpmd's 4096 mbufs drained back at its exit, its Tx
#              scatter-gather pool all in BMan) or every pool net_dpaa2x
#              used drained at its close, or with "mixed" both (net_dpaa2's
#              dpbp.1 and .2, net_dpaa2x's the others); and queues_empty
#   queues_empty   no frame left in the SoC's queues: an ok or fail line
#   gen_done       the generator on dpni.$gen_dpni (1) said it sent all
#              its $frames
#   settled        gen_done, and port $rx_port's (0) Rx (xstat $rx_in) since
#              rx_base = port $tx_port's (1) Tx since tx_base, and the Rx is
#              all $frames or the same as at the last look: no frame more
#              will come
prefix=board_$$
pid=
rx_in=rx_good_packets	# net_dpaa2's: the dpni's ingress frames
gen_dpni=1	# the generator's dpni, the port that receives, the one that sends
rx_port=0
tx_port=1
rx_base=0
tx_base=0
bound_s=${bound_s:-300}
BOARD_TESTPMD_ARGS=(-i --no-lsc-interrupt --total-num-mbufs=4096 --no-flush-rx)
SAFE_SO_DIR=
trap 'exec 9>&- 2>/dev/null; [ -z "$pid" ] || kill "$pid" 2>/dev/null; wait; rm -rf "$tmp"
      [ -z "$SAFE_SO_DIR" ] || rm -rf "$SAFE_SO_DIR"' EXIT

board_testpmd() {
	local gen=$1
	shift
	mkfifo "$tmp/in"
	# stdbuf -oL: testpmd's lines whole between the board's (stderr);
	# --no-flush-rx: testpmd's start takes no frame off the queues
	# without counting it (its flush frees what it finds);
	# --no-lsc-interrupt: the model guide's "What the board does not do
	# yet" (board_link.sh sets BOARD_TESTPMD_ARGS without it)
	DPAA2X_BOARD_GEN=$gen DPAA2X_BOARD_MC_TRACE=${BOARD_MC_TRACE:-} \
		timeout -k 10 $((3 * bound_s + 120)) \
		stdbuf -oL "$src/devtools/ls2088a.sh" --build "$build" --cpu 0 -- \
		$TESTPMD --no-huge -m 256 --no-pci -l 0-1 --file-prefix=$prefix "$@" -- \
		"${BOARD_TESTPMD_ARGS[@]}" <"$tmp/in" >"$tmp/out" 2>&1 &
	pid=$!
	exec 9>"$tmp/in"
}
ncmd=0
cmd() {
	printf '%s\n' "$@" >&9
	ncmd=$((ncmd + $#))
}
cmds_done() {	# (its prompt, written unbuffered, comes after each command)
	[ "$(grep -ao 'testpmd> ' "$tmp/out" | wc -l)" -gt "$ncmd" ]
}
last_look=
same_twice() {
	local now
	now=$("$@") || return 1
	[ "$now" = "$last_look" ] && return 0
	last_look=$now
	return 1
}
quit_testpmd() {
	cmd quit
	exec 9>&-
	wait "$pid"
	status=$?
	pid=
}
xs() {
	echo "/ethdev/xstats,$1" | dpdk-telemetry.py -f $prefix 2>/dev/null | python3 -c \
		'import json, sys; print(json.load(sys.stdin)["/ethdev/xstats"][sys.argv[1]])' "$2"
}
wait_for() {
	local what=$1 t0=$SECONDS next=$((SECONDS + 60))
	shift
	last_look=
	while ! "$@" >/dev/null 2>&1; do
		if ! kill -0 "$pid" 2>/dev/null; then
			echo "board: testpmd ended while waiting for $what"
			return 1
		fi
		if [ $((SECONDS - t0)) -ge "$bound_s" ]; then
			echo "board: waited $bound_s s for $what: giving up"
			return 1
		fi
		if [ $SECONDS -ge $next ]; then
			echo "board: waiting for $what ($((SECONDS - t0)) s${progress:+, $($progress)})"
			next=$((SECONDS + 60))
		fi
		sleep 0.5
	done
}
pstat() {
	awk -v port="$1" -v f="$2:" '
		/Forward statistics for port/ {cur = $(NF - 1)}
		/Accumulated/ {cur = ""}
		cur == port { for (i = 1; i < NF; i++) if ($i == f) {print $(i + 1); exit} }' "$tmp/out"
}
line() {
	grep -a "^dpaa2x board: $1" "$tmp/out" | head -1
}
field() {	# LINE FIELD: the count after FIELD in the report line LINE
	line "$1" | grep -o "\(: \|[ (]\)$2 [0-9]*" | head -1 | awk '{print $NF}'
}
report() {
	field "dpni.$1: in" "$2"
}
mac() {
	field "dpni.$1's dpmac" "$2"
}
pools_whole() {	# PMD [any]: net_dpaa2, net_dpaa2x or mixed
	local counts="4096 acquire and 4096 release" own="dpbp\.[0-9]*"
	if [ "$1" = net_dpaa2 ] || [ "$1" = mixed ]; then
		# testpmd's mbufs released into BMan one a command at the
		# port's start, acquired back one a command at its exit: all
		# 4096 were in BMan again. With "any", testpmd allocated and
		# freed in bursts too (txonly, rxonly): drained to 0 only.
		# Mixed: net_dpaa2x's Rx gives buffers back by release
		# commands too (copybreak, drops)
		[ -z "${2:-}" ] || counts="[0-9]* acquire and [0-9]* release"
		[ "$1" != mixed ] || counts="4096 acquire and [0-9]* release"
		line dpbp.2: | grep -qx "dpaa2x board: dpbp.2: 0 buffers in BMan (capacity 262144), $counts commands" &&
			ok pool_mbufs || fail "pool_mbufs: $(line dpbp.2:)"
		[ "$(line dpbp.1:)" = "dpaa2x board: dpbp.1: 2048 buffers in BMan (capacity 262144), 0 acquire and 2048 release commands" ] &&
			ok pool_sg || fail "pool_sg: $(line dpbp.1:)"
		own="dpbp\.\([3-9]\|[1-9][0-9]\)"	# net_dpaa2x's, after the two
	fi
	if [ "$1" != net_dpaa2 ]; then
		local pools empty
		pools=$(grep -ac "^dpaa2x board: $own: " "$tmp/out")
		empty=$(grep -ac "^dpaa2x board: $own: 0 buffers in BMan " "$tmp/out")
		[ "$pools" -gt 0 ] && [ "$pools" = "$empty" ] && ok "pools_drained ($pools)" ||
			fail "pools_drained: $empty of $pools pools empty in BMan"
	fi
	queues_empty
}
queues_empty() {
	[ "$(line "frames left")" = "dpaa2x board: frames left in the SoC's queues: 0" ] &&
		ok queues_empty || fail "queues_empty: $(line "frames left")"
}
gen_done() {
	grep -qaF "dpaa2x board: generator on dpni.$gen_dpni: all $frames frames sent" "$tmp/out"
}
settled_rx=
settled() {
	local rx tx
	gen_done && rx=$(xs $rx_port $rx_in) && tx=$(xs $tx_port tx_good_packets) || return 1
	[ $((rx - rx_base)) = $((tx - tx_base)) ] || return 1
	[ "$rx" = "$settled_rx" ] || [ "$rx" = "$frames" ] && return 0
	settled_rx=$rx
	return 1
}
