#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Suite fslmc: stock Debian dpdk-testpmd with NXP's net_dpaa2 on the
# emulated board in txonly, io forwarding with a stop/start, and rxonly, in
# one run, every frame counted exactly. The tester's generator sends
# FRAMES frames into dpni.1 from the first pull of its Rx queue
# (DPAA2X_BOARD_GEN with start "rx"); net_dpaa2's port counters are the
# dpni's (Rx: frames into its queues; Tx: frames out), read through
# telemetry once each command has been carried out:
#   1. txonly: testpmd sends its own frames out of both ports and pulls no
#      Rx queue, so the generator has not started; each port's Tx = its
#      dpni's egress = its dpmac's sink (foreign frames to the tester);
#   2. io: the first pull starts the generator; stopped and started again,
#      forwarding resumes; what port 1 sent is the sink's;
#   3. rxonly: what is left of the generator's frames, received and freed.
# The generator's frames = dpni.1's ingress (+ tail drops, should testpmd
# stall for more than 3 s) = io's + rxonly's; the pools
# whole and no frame left in the SoC's queues.
#   board_modes.sh <source root> <build root>
. "$(dirname "$0")/board_common.sh"
bound_s=300
. "$(dirname "$0")/board_testpmd.sh"
frames=4000
at_least() {	# PORT XSTAT N: the xstat is N or more
	[ "$(xs "$1" "$2")" -ge "$3" ]
}
both_sent() {	# N: each port has sent N frames or more
	at_least 0 tx_good_packets "$1" && at_least 1 tx_good_packets "$1"
}

txs() {	# both ports' Tx
	echo "$(xs 0 tx_good_packets) $(xs 1 tx_good_packets)"
}
# a start the tester does not know: no board, the word named
echo quit | DPAA2X_BOARD_GEN=1:10:64:0:never timeout -k 10 120 \
	"$src/devtools/ls2088a.sh" --build "$build" --cpu 0 -- \
	$TESTPMD --no-huge -m 256 --no-pci -l 0-1 --file-prefix=$prefix -- -i >"$tmp/badstart" 2>&1
has gen_bad_start "$tmp/badstart" "dpaa2x board: DPAA2X_BOARD_GEN '1:10:64:0:never': start 'never' is neither enable (at dpni_enable) nor rx (at the first pull of an Rx FQ): no board"

# 100 frames/s, 40 s: dpni.1's Rx queue holds 349 frames of 64 bytes
# (net_dpaa2's 64 KiB threshold), so a stall of testpmd up to 3 s loses
# nothing, and rxonly still has frames after io's phase on a loaded host
board_testpmd 1:$frames:64:100:rx
cmd "set fwd txonly" start
wait_for "txonly's frames" both_sent 500 && ok txonly_sending || fail txonly_sending
cmd stop
wait_for "testpmd's stop" cmds_done
wait_for "txonly's counts to settle" same_twice txs
read -r tx_only0 tx_only1 <<<"$last_look"
grep -qa "generator on dpni.1: .* started" "$tmp/out" &&
	fail "generator_waits: it started before any pull of dpni.1's Rx queue" ||
	ok generator_waits

cmd "set fwd io" start
wait_for "io's frames" at_least 1 tx_good_packets $((tx_only1 + 100)) && ok io_forwarding ||
	fail io_forwarding
cmd stop start
wait_for "testpmd's stop and start" cmds_done
before=$(($(xs 1 tx_good_packets) - tx_only1))
wait_for "io's frames after the start" at_least 1 tx_good_packets $((tx_only1 + before + 100)) &&
	ok io_resumed ||
	fail "io_resumed: $(xs 0 rx_good_packets) in, $(xs 1 tx_good_packets) out"
# straight on to rxonly: the generator does not wait
cmd stop "set fwd rxonly" start
wait_for "testpmd's stop and start" cmds_done
wait_for "the generator's frames" gen_done && ok generator_done || fail generator_done
wait_for "dpni.1's ingress to settle" same_twice xs 0 rx_good_packets
cmd stop
wait_for "testpmd's stop" cmds_done
quit_testpmd
[ $status = 0 ] && ok exit_status || fail "exit_status: $status"

in1=$(report 1 in) out1=$(report 1 out) out2=$(report 2 out) tail1=$(report 1 "tail drops")
io=$((out2 - tx_only1))	# (rxonly sends nothing)
rxonly=$((in1 - io))
echo "# txonly sent $tx_only0 and $tx_only1; io forwarded $io ($before before the" \
	"stop/start), rxonly took $rxonly; dpni.1 tail drops $tail1"

# txonly: each port's Tx = its dpni's egress = its sink's foreign frames
[ "$tx_only0" -gt 0 ] && [ "$tx_only0" = "$out1" ] && [ "$(mac 1 foreign)" = "$tx_only0" ] &&
	ok "txonly_port0 ($tx_only0)" ||
	fail "txonly_port0: sent $tx_only0, dpni.1 out $out1, sink's foreign $(mac 1 foreign)"
[ "$tx_only1" -gt 0 ] && [ "$(mac 2 foreign)" = "$tx_only1" ] &&
	ok "txonly_port1 ($tx_only1)" ||
	fail "txonly_port1: sent $tx_only1, sink's foreign $(mac 2 foreign)"
# io: all it sent at the sink, some after the stop/start
[ "$before" -gt 0 ] && [ "$io" -ge $((before + 100)) ] && [ "$(mac 2 "sink got")" = "$io" ] &&
	ok "io_counts (forwarded $io, $((io - before)) after the stop/start)" ||
	fail "io_counts: forwarded $io ($before before the restart), dpni.2 out $out2, sink $(mac 2 "sink got")"
[ "$(mac 2 corrupted)" = 0 ] && ok sink_clean || fail "sink_clean: $(mac 2 corrupted) corrupted"
# rxonly: the rest of dpni.1's ingress; the generator's frames all counted
[ "$rxonly" -gt 0 ] && ok "rxonly_took ($rxonly)" || fail "rxonly_took: $rxonly"
[ "$(mac 1 "generator sent")" = $frames ] && [ $((in1 + tail1)) = $frames ] &&
	ok "generator_balance (dpni.1 in $in1 + tail drops $tail1)" ||
	fail "generator_balance: sent $(mac 1 "generator sent"), dpni.1 in $in1 + tail drops $tail1"
pools_whole net_dpaa2 any

[ $fails = 0 ] || { echo "--- testpmd"; grep -av 'Map address\|^EAL:   ' "$tmp/out" | tail -60; }
exit $((fails > 0))
