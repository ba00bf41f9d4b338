#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Stock dpdk-testpmd with the Rx timestamp offload turned on from its
# command line (`port config 0 rx_offload timestamp on` on the stopped
# port) and the rxonly engine in verbose mode: every frame testpmd prints
# carries " - timestamp N" (the mbuf's dynamic field and flag, testpmd's
# own reading), N the DPRTC's nanoseconds, never going down; before the
# offload, none does. Each step waits for the counters through the
# telemetry socket (xstats_wait.py), bounded.
# usage: testpmd_timestamp.sh <driver.so>
. "$(dirname "$0")/../common/testpmd_session.sh" "$1" timestamp

session_start "net_dpaa2x0,gen_rate=$((RATE / 10)),gen_delay=500" \
	--forward-mode=rxonly --total-num-mbufs=8192
cmd "set verbose 1"
session_forwards
cmd "stop"
cmd "port stop 0"
cmd "port config 0 rx_offload timestamp on"
cmd "show port 0 rx_offload configuration"
cmd "port start 0"
cmd "start"
grows stamped_frames_received rx_good_packets 200
cmd "stop"
session_end
before=$(sed -n '/rx_offload timestamp on/q;p' "$tmp/out" | grep -c ' - timestamp ')
stamped=$(grep -o ' - timestamp [0-9]*' "$tmp/out" | awk '{print $3}')
n=$(echo "$stamped" | grep -c '[0-9]')
[ "$before" -eq 0 ] && ok none_before_offload || fail "none_before_offload: $before"
[ "$n" -ge 200 ] && ok timestamps_printed || fail "timestamps_printed: $n"
echo "$stamped" | awk 'NR > 1 && $1 < prev { bad++ } $1 == 0 { bad++ } { prev = $1 }
	END { exit bad > 0 }' && ok timestamps_monotonic || fail timestamps_monotonic
grep -q "Rx Offloading Configuration of port 0 :.*TIMESTAMP" "$tmp/out" ||
	grep -A2 "Rx Offloading Configuration of port 0" "$tmp/out" | grep -q TIMESTAMP &&
	ok offload_shown || fail offload_shown
[ $fails -eq 0 ] || sed 's/^/    /' "$tmp/out" | grep -v '^    EAL' | grep -v ' - timestamp' | tail -30
exit $((fails != 0))
