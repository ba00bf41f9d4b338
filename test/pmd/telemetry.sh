#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Stock dpdk-testpmd forwards between two dpaa2x ports while stock
# dpdk-telemetry.py reads and sets their copybreak with the driver's
# telemetry command /dpaa2x/copybreak. After each change the xstats, read
# through the same socket, show it took effect: 0 passes the 64-byte frames
# up zero-copy and copies none, 128 copies them all, auto (the pool far from
# depletion) passes them zero-copy in its low regime. A bad port, a bad
# value and a missing port answer with their message and change nothing.
# /dpaa2x/link pulls port 0's emulated cable and plugs it in again: testpmd
# prints each link state change event, the link reads down, then up, and
# port 0 receives again.
# usage: telemetry.sh <driver.so>
. "$(dirname "$0")/../common/safe_so.sh"
. "$(dirname "$0")/../common/stock.sh"
safe_so "$1"
so=$SAFE_SO
here=$(dirname "$0")
tmp=$(mktemp -d)
prefix=telemetry_$$
trap 'touch $tmp/quit; wait; rm -rf $tmp; [ -z "$SAFE_SO_DIR" ] || rm -rf "$SAFE_SO_DIR"' EXIT
fails=0
N=2000		# frames after a change that must all have taken its path
# one core carries this; a slow build (qemu-user) sends less
RATE=$((20000 / ${DPAA2X_TEST_SLOW:-1}))

ok() { echo "ok - $1"; }
fail() { echo "FAIL - $1"; fails=$((fails + 1)); }

# testpmd until $tmp/quit exists (then Enter: stop, close, audit logged)
(while [ ! -e "$tmp/quit" ]; do sleep 0.2; done; echo) | timeout -k 10 300 $TESTPMD \
	--no-huge -m 1024 --no-pci -l 0-1 --file-prefix=$prefix -d "$so" \
	--log-level=pmd.net.dpaa2x:info \
	--vdev "net_dpaa2x0,gen_rate=$RATE,gen_delay=500" \
	--vdev "net_dpaa2x1,gen_rate=$RATE,gen_delay=500,copybreak=auto" \
	-- --forward-mode=io --total-num-mbufs=16384 --nb-cores=1 >"$tmp/testpmd.out" 2>&1 &
pid=$!

tel() {	# one command through stock dpdk-telemetry.py, its reply on stdout
	echo "$1" | dpdk-telemetry.py -f $prefix 2>&1
}
xs() {	# port, xstat: its value now
	tel "/ethdev/xstats,$1" | python3 -c \
		'import json, sys; print(json.load(sys.stdin)["/ethdev/xstats"][sys.argv[1]])' "$2"
}
wait_xs() {	# port, xstat, value: wait until the xstat reaches it (bounded)
	python3 "$here/xstats_wait.py" $prefix 60 --pid $pid --until "$1:$2>=$3" >"$tmp/wait" 2>&1 ||
		{ sed 's/^/    /' "$tmp/wait"; return 1; }
}
expect() {	# case name, command, exact reply
	local got
	got=$(tel "$2")
	if [ "$got" = "$3" ]; then ok "$1"; else
		fail "$1"; echo "    sent:     $2"; echo "    got:      $got"; echo "    expected: $3"; fi
}
# case name, port, the xstat that must grow by N after the change, the one
# that must not move meanwhile
took_effect() {
	local grow0 still0
	grow0=$(xs "$2" "$3") && still0=$(xs "$2" "$4") &&
		wait_xs "$2" "$3" $((grow0 + N)) && [ "$(xs "$2" "$4")" = "$still0" ] &&
		{ ok "$1"; return; }
	fail "$1"; echo "    $3 from $grow0, $4 from $still0 to $(xs "$2" "$4")"
}

# both ports forward: the generators started, testpmd polls
if wait_xs 0 rx_good_packets $N && wait_xs 1 rx_good_packets $N; then ok testpmd_forwards
else fail testpmd_forwards; sed 's/^/    /' "$tmp/testpmd.out" | tail -20; exit 1; fi

R='{"/dpaa2x/copybreak": '
expect read_fixed "/dpaa2x/copybreak,0" "$R"'{"port": 0, "copybreak": "512", "in_force": 512}}'
# testpmd's pool of 16384 mbufs: depleted below an eighth, until a quarter;
# once both ports follow it, below the 2 x 1056 frames their Rx queues can
# hold, until an eighth above
AUTO='"copybreak": "auto:0:10240", "in_force": 0, "low": 0, "high": 1518, "pool_depleted": 0, '
expect read_auto "/dpaa2x/copybreak,1" "$R"'{"port": 1, '"$AUTO"'"depletion_entry": 2048, '`
	`'"depletion_exit": 4096}}'
AUTO+='"depletion_entry": 2112, "depletion_exit": 4160}}'

expect set_zero "/dpaa2x/copybreak,0,0" "$R"'{"port": 0, "copybreak": "0", "in_force": 0}}'
took_effect zero_passes_zero_copy 0 rx_zerocopy_packets rx_copybreak_packets
expect set_128 "/dpaa2x/copybreak,0,128" "$R"'{"port": 0, "copybreak": "128", "in_force": 128}}'
took_effect 128_copies 0 rx_copybreak_packets rx_zerocopy_packets
expect set_auto "/dpaa2x/copybreak,0,auto" "$R"'{"port": 0, '"$AUTO"
took_effect auto_low_regime 0 rx_copybreak_auto_low_packets rx_copybreak_packets
[ "$(xs 0 rx_copybreak_auto_switches)" = 0 ] && [ "$(xs 0 rx_copybreak_auto_high_packets)" = 0 ] &&
	ok auto_not_depleted || fail auto_not_depleted
expect set_auto_values "/dpaa2x/copybreak,0,auto:64:600" \
	"$R"'{"port": 0, "copybreak": "auto:64:600", "in_force": 64, "low": 64, "high": 600, '`
	`'"pool_depleted": 0, "depletion_entry": 2112, "depletion_exit": 4160}}'
took_effect auto_low_copies 0 rx_copybreak_packets rx_zerocopy_packets

E='{"/dpaa2x/copybreak": {"error": '
ALLOWED='0..10240, auto or auto:<low>:<high> with 0 <= low <= high <= 10240'
expect bad_port "/dpaa2x/copybreak,9,128" "$E"'"port 9 is not a net_dpaa2x port of this process"}}'
expect bad_value "/dpaa2x/copybreak,0,auto:600:64" "$E"'"bad copybreak '"'auto:600:64'"': allowed '"$ALLOWED"'"}}'
expect bad_range "/dpaa2x/copybreak,0,10241" "$E"'"bad copybreak '"'10241'"': allowed '"$ALLOWED"'"}}'
expect bad_port_text "/dpaa2x/copybreak,one" \
	"$E"'"bad port '"'one'"' (usage: /dpaa2x/copybreak,<port>[,<bytes>|auto[:<low>:<high>]])"}}'
expect no_port "/dpaa2x/copybreak" \
	"$E"'"usage: /dpaa2x/copybreak,<port>[,<bytes>|auto[:<low>:<high>]]"}}'
expect unchanged_after_errors "/dpaa2x/copybreak,0" \
	"$R"'{"port": 0, "copybreak": "auto:64:600", "in_force": 64, "low": 64, "high": 600, '`
	`'"pool_depleted": 0, "depletion_entry": 2112, "depletion_exit": 4160}}'
# the link: events printed by testpmd (waited for, bounded), traffic back
events() { grep -c "Port 0: link state change event" "$tmp/testpmd.out"; }
events_at_least() { [ "$(events)" -ge "$1" ]; }
wait_events() {	# case name, count: testpmd printed that many events (bounded)
	wait_until events_at_least "$2"
	[ "$(events)" = "$2" ] && ok "$1" || { fail "$1"; echo "    $(events) events, not $2"; }
}
L='{"/dpaa2x/link": '
expect link_read "/dpaa2x/link,0" "$L"'{"port": 0, "link": "up"}}'
expect link_down "/dpaa2x/link,0,down" "$L"'{"port": 0, "cable": "down"}}'
wait_events link_down_event 1
expect link_still_down "/dpaa2x/link,0" "$L"'{"port": 0, "link": "down"}}'
expect link_up "/dpaa2x/link,0,up" "$L"'{"port": 0, "cable": "up"}}'
wait_events link_up_event 2
expect link_read_up "/dpaa2x/link,0" "$L"'{"port": 0, "link": "up"}}'
rx=$(xs 0 rx_good_packets) && wait_xs 0 rx_good_packets $((rx + N)) && ok link_traffic_back ||
	fail link_traffic_back
expect link_bad_value "/dpaa2x/link,0,sideways" '{"/dpaa2x/link": {"error": "bad link '"'sideways'"': allowed up|down"}}'
expect link_bad_port "/dpaa2x/link,9,down" '{"/dpaa2x/link": {"error": "port 9 is not a net_dpaa2x port of this process"}}'
expect link_no_port "/dpaa2x/link" '{"/dpaa2x/link": {"error": "usage: /dpaa2x/link,<port>[,up|down]"}}'
tel "/help,/dpaa2x/copybreak" | grep -qF 'Reads or sets the rx copybreak of a net_dpaa2x port' &&
	ok help || fail help

touch "$tmp/quit"
wait $pid
if grep -qE "buffers missing|still held|ERR" "$tmp/testpmd.out"; then
	fail testpmd_closes_clean; grep -E "buffers missing|still held|ERR" "$tmp/testpmd.out" | sed 's/^/    /'
else ok testpmd_closes_clean; fi
exit $((fails != 0))
