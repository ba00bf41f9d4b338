#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Suite fslmc: stock l3fwd (the DPDK 22.11 example as Debian's source
# package has it, built here against Debian's libraries: app/l3fwd) with
# NXP's net_dpaa2 on the emulated board, its default LPM routes. The
# tester's generator on dpni.1 (port 0) sends to 198.18.1.1, which
# l3fwd's route 198.18.1.0/24 sends out of port 1 (dpni.2), from l3fwd's
# first pull of dpni.1's Rx queue. Every frame counted exactly: the
# generator's = dpni.1's ingress (+ its tail drops) = dpni.2's egress =
# the sink's, none corrupted (l3fwd decrements the TTL and updates the
# IPv4 checksum, which the sink checks); l3fwd ends on SIGINT with status
# 0 and no frame is left in the SoC's queues.
#   board_l3fwd.sh <source root> <build root>
. "$(dirname "$0")/board_common.sh"
bound_s=300
. "$(dirname "$0")/board_testpmd.sh"
frames=2000
l3fwd=$build/app/l3fwd/dpdk-l3fwd
[ -x "$l3fwd" ] || { echo "SKIP: no $l3fwd (its sources come with dpdk-doc)"; exit 77; }

# l3fwd's lcore 1 polls both ports; the engine on CPU 0
DPAA2X_BOARD_GEN=1:$frames:64:500:rx timeout -k 10 $((3 * bound_s)) \
	stdbuf -oL "$src/devtools/ls2088a.sh" --build "$build" --cpu 0 -- \
	"$l3fwd" --no-huge -m 1024 --no-pci -l 1 --file-prefix=$prefix -- \
	-p 0x3 --config="(0,0,1),(1,0,1)" >"$tmp/out" 2>&1 &
pid=$!
wait_for "the generator's frames through l3fwd" settled && ok l3fwd_settled ||
	fail "l3fwd_settled: port 0 took $(xs 0 rx_good_packets), port 1 sent $(xs 1 tx_good_packets)"
kill -INT $pid	# l3fwd closes its ports on SIGINT, then rte_eal_cleanup()
wait $pid
status=$?
pid=
[ $status = 0 ] && ok exit_status || fail "exit_status: $status"

in1=$(report 1 in) out2=$(report 2 out) tail1=$(report 1 "tail drops") sink=$(mac 2 "sink got")
echo "# l3fwd forwarded $out2 of $frames, dpni.1 tail drops $tail1"
[ "$(mac 1 "generator sent")" = $frames ] && [ $((in1 + tail1)) = $frames ] &&
	ok "generator_balance (dpni.1 in $in1 + tail drops $tail1)" ||
	fail "generator_balance: sent $(mac 1 "generator sent"), dpni.1 in $in1 + tail drops $tail1"
[ "$in1" -gt 0 ] && [ "$in1" = "$out2" ] && [ "$out2" = "$sink" ] && [ "$(report 1 out)" = 0 ] &&
	ok "routed (dpni.1 in = dpni.2 out = sink = $sink)" ||
	fail "routed: dpni.1 in $in1, out $(report 1 out), dpni.2 out $out2, sink $sink"
[ "$(mac 2 corrupted)" = 0 ] && [ "$(mac 2 foreign)" = 0 ] && ok sink_clean ||
	fail "sink_clean: corrupted $(mac 2 corrupted), foreign $(mac 2 foreign)"
[ "$tail1" != 0 ] || { [ "$(mac 2 lost)" = 0 ] && ok sink_no_gap || fail "sink_no_gap: lost $(mac 2 lost)"; }
# l3fwd never frees its pool: its buffers stay in BMan and its lcore's
# cache, so only the queues are checked empty
queues_empty

[ $fails = 0 ] || { echo "--- l3fwd"; grep -av 'Map address\|^EAL:   ' "$tmp/out" | tail -40; }
exit $((fails > 0))
