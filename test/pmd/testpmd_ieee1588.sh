#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Stock dpdk-testpmd's ieee1588 engine (`set fwd ieee1588`) on the
# generator's PTP v2 Sync frames (gen_kind=ptp), with Tx confirmation on
# (tx_conf=1): testpmd enables timesync, takes each frame flagged as PTP
# and timestamped, reads its Rx time, sends it back with
# RTE_MBUF_F_TX_IEEE1588_TMST and reads its Tx time. Checked in testpmd's
# own lines: exactly N frames filtered, N Rx and N Tx times, each Tx time
# later than the same frame's Rx time, each of both later than the one
# before, no line of a failure; every frame sent confirmed
# (hw_tx_confirmed through the telemetry socket, bounded wait).
# usage: testpmd_ieee1588.sh <driver.so> <dpdk-testpmd-ieee1588>
# (DPDK's testpmd built with RTE_LIBRTE_IEEE1588: app/testpmd-ieee1588;
# Debian's has no ieee1588 engine)
. "$(dirname "$0")/../common/testpmd_session.sh" "$1" ieee1588
# its lines as it prints them (a file is block-buffered: a block's end
# would cut a line, and the commands' echo go into it)
TESTPMD="$RUN stdbuf -oL $2"

N=24
# --no-flush-rx: frames that came before `start` are forwarded, not
# flushed by testpmd's start (however long the commands took to come)
session_start "net_dpaa2x0,tx_conf=1,gen_kind=ptp,gen_count=$N,gen_rate=200,gen_delay=500" \
	--no-flush-rx --total-num-mbufs=8192
cmd "set fwd ieee1588"
cmd "start"
python3 "$here/xstats_wait.py" $prefix 60 --pid $pid --until "0:hw_tx_confirmed>=$N" \
	>"$tmp/wait" 2>&1 && ok all_confirmed || { fail all_confirmed; sed 's/^/    /' "$tmp/wait"; }
confirmed=$(xs hw_tx_confirmed)
# the engine prints a frame's Tx time after sending it: all printed
wait_until test "$(grep -c 'TX timestamp value' "$tmp/out")" -ge $N ||
	fail "all_printed: $(grep -c 'TX timestamp value' "$tmp/out")"
cmd "stop"
session_end
filtered=$(grep -o 'Port 0 IEEE1588 PTP V2 SYNC Message filtered by hardware' "$tmp/out" | wc -l)
[ "$filtered" -eq $N ] && ok ptp_frames_filtered || fail "ptp_frames_filtered: $filtered, not $N"
[ "$confirmed" = $N ] && ok confirmed_exactly || fail "confirmed_exactly: $confirmed, not $N"
# one Rx line, then one Tx line, per frame: "rx_ns tx_ns" pairs
grep -oE 'Port 0 (RX|TX) timestamp value [0-9]+ s [0-9]+ ns' "$tmp/out" | awk '
	/RX/ { if (rx != "") bad++; rx = $6 * 1000000000 + $8 }
	/TX/ { if (rx == "") bad++; else printf "%.0f %.0f\n", rx, $6 * 1000000000 + $8; rx = "" }
	END { exit bad > 0 }' >"$tmp/pairs" && ok rx_tx_lines_paired || fail rx_tx_lines_paired
n=$(wc -l <"$tmp/pairs")
[ "$n" -eq $N ] && ok tx_timestamps_printed || fail "tx_timestamps_printed: $n, not $N"
awk '$2 <= $1 { bad++ } NR > 1 && ($1 <= prx || $2 <= ptx) { bad++ } { prx = $1; ptx = $2 }
	END { exit bad > 0 }' "$tmp/pairs" && ok tx_after_rx_increasing || fail tx_after_rx_increasing
bad='not valid|not filtered|not timestamped|packet dropped|non PTP|NON PTP|wrong PTP|unexpected'
grep -qE "$bad" "$tmp/out" && fail "no_failure_lines: $(grep -m1 -E "$bad" "$tmp/out")" ||
	ok no_failure_lines
[ $fails -eq 0 ] || sed 's/^/    /' "$tmp/out" | grep -v '^    EAL' | tail -40
exit $((fails != 0))
