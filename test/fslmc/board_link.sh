#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Suite fslmc: link status events on the emulated board, stock Debian
# dpdk-testpmd with its link interrupts on (no --no-lsc-interrupt), io
# forwarding from dpni.1 to dpni.2. The board's cable of dpni.1 is pulled
# and plugged in through the board's telemetry command
# (/dpaa2x_board/link,1,down|up, board_cable.c) while the generator sends
# 1000 frames at 50 a second: each change is one "Port 0: link state change
# event" from testpmd, and the link ethdev reports (/ethdev/link_status)
# follows the cable; the generator sends nothing while the cable is out,
# and every one of its frames is forwarded once it is in. Then stop and
# quit: exit status 0 (the close with link interrupts on), the counts
# exact, the pools whole, no frame left in the SoC's queues.
#   board_link.sh <source root> <build root> net_dpaa2|dpaa2x
# net_dpaa2 (the bus's driver on both dpnis) also prints one event per
# port at its start: its start enables the dpni, whose link comes up,
# before it enables the IRQ, and the MC signals the pending status then.
# net_dpaa2x backend=fslmc clears the status before it enables the IRQ:
# its start is no event.
. "$(dirname "$0")/board_common.sh"
bound_s=300
. "$(dirname "$0")/board_testpmd.sh"
BOARD_TESTPMD_ARGS=(-i --total-num-mbufs=4096 --no-flush-rx)	# link interrupts on
frames=1000
pmd_name=${3:?net_dpaa2 or dpaa2x}
pmd=()
start_events=1
case $pmd_name in
net_dpaa2) ;;
dpaa2x)
	. "$src/test/common/safe_so.sh"
	safe_so "$build/drivers/librte_net_dpaa2x.so"
	pmd=(-d "$SAFE_SO" --mbuf-pool-ops-name=dpaa2x -b fslmc:dpni.1 -b fslmc:dpni.2
	     --vdev net_dpaa2x0,backend=fslmc,dpni=1 --vdev net_dpaa2x1,backend=fslmc,dpni=2)
	rx_in=hw_rx_frames
	start_events=0 ;;
*) echo "board_link: '$pmd_name': net_dpaa2 or dpaa2x" >&2; exit 2 ;;
esac

tel() {	# COMMAND JSON-KEY: one value of a telemetry reply
	echo "$1" | dpdk-telemetry.py -f $prefix 2>/dev/null | python3 -c \
		'import json, sys; r = json.load(sys.stdin); k = list(r)[0]; print(r[k][sys.argv[1]])' "$2"
}
events() {	# PORT: testpmd's link state change events of the port so far
	grep -ac "^Port $1: link state change event" "$tmp/out"
}
has_events() {	# PORT N
	[ "$(events "$1")" = "$2" ]
}
link_is() {	# PORT UP|DOWN: ethdev's link of the port
	[ "$(tel "/ethdev/link_status,$1" status)" = "$2" ]
}
start_seen() {	# each port's events of its start (net_dpaa2's come from
		# EAL's interrupt thread, after testpmd's prompt on a loaded host)
	has_events 0 $start_events && has_events 1 $start_events
}
cable() {	# up|down N: dpni.1's cable so; port 0's Nth event, then ethdev's
		# link and the board's as the cable is
	[ "$(tel "/dpaa2x_board/link,1,$1" cable)" = "$1" ] && ok "cable_$1" || fail "cable_$1"
	wait_for "the link $1 event" has_events 0 "$2" && ok "event_$1" ||
		fail "event_$1: $(events 0) events of port 0, not $2"
	link_is 0 "${1^^}" && ok "link_$1" || fail "link_$1: $(tel /ethdev/link_status,0 status)"
	[ "$(tel /dpaa2x_board/link,1 link)" = "$1" ] && ok "board_link_$1" ||
		fail "board_link_$1: $(tel /dpaa2x_board/link,1 link)"
}
port0_rx() {
	xs 0 $rx_in
}
at_least() {	# N: port 0 received N frames or more
	[ "$(port0_rx)" -ge "$1" ]
}

board_testpmd 1:$frames:64:50:rx "${pmd[@]}"
cmd "set fwd io" start
wait_for "testpmd's start" cmds_done
wait_for "the first frames" at_least 50 && ok forwarding || fail forwarding
wait_for "the start's events" start_seen && ok "start_events ($start_events a port)" ||
	fail "start_events: port 0 $(events 0), port 1 $(events 1), not $start_events"
cable down $((start_events + 1))
# the generator silent while the cable is out: port 0's Rx stays
wait_for "port 0's Rx to settle" same_twice port0_rx
out_rx=$last_look
wait_for "port 0's Rx to settle" same_twice port0_rx
[ "$last_look" = "$out_rx" ] && [ "$out_rx" -lt $frames ] &&
	ok "nothing_while_out ($out_rx received)" ||
	fail "nothing_while_out: $out_rx, then $last_look"
cable up $((start_events + 2))
wait_for "the generator's $frames frames" gen_done && ok generator_done || fail generator_done
wait_for "the counts to settle" settled && ok counts_settled || fail counts_settled
cmd stop
wait_for "testpmd's stop" cmds_done
quit_testpmd
[ $status = 0 ] && ok exit_status || fail "exit_status: $status"
# exact: two events of port 0 beside its start's, none more of port 1
[ "$(events 0)" = $((start_events + 2)) ] && [ "$(events 1)" = $start_events ] &&
	ok "events_exact (port 0 $(events 0), port 1 $(events 1))" ||
	fail "events_exact: port 0 $(events 0), port 1 $(events 1)"
in1=$(report 1 in) tail1=$(report 1 "tail drops")
[ "$(mac 1 "generator sent")" = $frames ] && [ "$in1" = $frames ] && [ "$tail1" = 0 ] &&
	[ "$(pstat 0 RX-packets)" = $frames ] && [ "$(pstat 1 TX-packets)" = $frames ] &&
	[ "$(report 2 out)" = $frames ] && [ "$(mac 2 "sink got")" = $frames ] &&
	ok "balance ($frames generated = dpni.1 in = port 0 Rx = port 1 Tx = dpni.2 out = sink)" ||
	fail "balance: generated $(mac 1 "generator sent"), dpni.1 in $in1 (tail drops $tail1), port 0 Rx $(pstat 0 RX-packets), port 1 Tx $(pstat 1 TX-packets), dpni.2 out $(report 2 out), sink $(mac 2 "sink got")"
[ "$(mac 2 corrupted)" = 0 ] && ok sink_clean || fail "sink_clean: $(mac 2 corrupted) corrupted"
pools_whole "$([ $pmd_name = dpaa2x ] && echo net_dpaa2x || echo net_dpaa2)"
[ $fails = 0 ] || { echo "--- testpmd"; grep -av 'Map address\|^EAL:   ' "$tmp/out" | tail -60; }
exit $((fails > 0))
