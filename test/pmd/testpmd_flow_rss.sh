#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Stock dpdk-testpmd's rss flow action on the tc2 DPL: dpni@1 has 8 Rx
# queues in 2 traffic classes (0 to 3, 4 to 7), the port's RSS (the UDP
# 5-tuple) spreads over TC 0's. Port 0's generator sends 16 flows, 8 to
# 10.0.0.1 and 8 to 10.0.0.2, UDP port 4789. With
# `flow create ... ipv4 / udp dst is 4789 ... rss queues 4 5 6 7 end` every
# frame goes to TC 1 and is hashed over queues 4 to 7 (they grow, 0 to 3 do
# not); with the flow destroyed, 0 to 3 again (4 to 7 stand still); with
# `ipv4 dst is 10.0.0.1` only 10.0.0.1's frames go to 4 to 7. Queues across
# TCs, and TC 0's queues, are refused with the PMD's messages. Each step
# waits for the counters through the telemetry socket, bounded.
# usage: testpmd_flow_rss.sh <driver.so> <tc2.dtb>
. "$(dirname "$0")/../common/testpmd_session.sh" "$1" flow_rss

session_start "net_dpaa2x0,dpl=$2,gen_flows=16,gen_dst_ip=10.0.0.1,gen_dst_ip_count=2,gen_dport=4789,gen_rate=$RATE,gen_delay=500" \
	--forward-mode=rxonly --rss-udp --rxq=8 --txq=8 --total-num-mbufs=8192
qs() {	# rx_q<from>_packets .. rx_q<from + 3>_packets, one telemetry read
	echo "/ethdev/xstats,0" | dpdk-telemetry.py -f $prefix 2>/dev/null | python3 -c \
		'import json, sys; x = json.load(sys.stdin)["/ethdev/xstats"]
print(*(x["rx_q%d_packets" % q] for q in range(int(sys.argv[1]), int(sys.argv[1]) + 4)))' \
		"$1" 2>/dev/null
}
tc0() { qs 0; }
tc1() { qs 4; }
sum() { [ $# -eq 4 ] && echo $(($1 + $2 + $3 + $4)) || echo -1; }	# -1: no counters
# until the sum of a TC's queues ($2: tc0 or tc1) reaches $3 (bounded)
wait_tc() {
	local end=$((SECONDS + 60)) n
	while n=$(sum $($2)) && [ "$n" -lt "$3" ]; do
		if [ $SECONDS -ge $end ] || ! kill -0 $pid 2>/dev/null; then
			fail "$1: $2's queues at $n, not $3 within 60 s"
			return 1
		fi
		sleep 0.2
	done
}
# case name, the TC that grows, the TC that stands still: over 2000 frames
only() {
	local a b s0 s1
	s0=$($3)
	a=$(sum $($2))
	wait_tc "$1" "$2" $((a + 2000)) || return
	s1=$($3)
	b=$(sum $($2))
	[ "$s0" = "$s1" ] && ok "$1 ($2 +$((b - a)), $3 still at $s1)" ||
		fail "$1: $3's queues moved from $s0 to $s1"
}

session_forwards
read -r a4 a5 a6 a7 <<<"$(tc1)"
[ "$a4 $a5 $a6 $a7" = "0 0 0 0" ] && ok "rss_over_tc0_only (tc0 $(tc0))" ||
	fail "rss_over_tc0_only: queues 4 to 7 at $a4 $a5 $a6 $a7"
cmd "flow create 0 ingress pattern eth / ipv4 / udp dst is 4789 / end actions rss queues 4 5 6 7 end / end"
# in force once TC 1's queues receive; then only they grow
if wait_tc rss_rule_in_force tc1 200; then
	ok rss_rule_in_force
	only only_tc1 tc1 tc0
	read -r b4 b5 b6 b7 <<<"$(tc1)"
	grew=0
	for q in $b4 $b5 $b6 $b7; do [ "$q" -gt 0 ] && grew=$((grew + 1)); done
	[ $grew -ge 2 ] && ok "hashed_over_tc1 ($grew of 4 queues: $b4 $b5 $b6 $b7)" ||
		fail "hashed_over_tc1: $b4 $b5 $b6 $b7"
fi
cmd "flow create 0 ingress pattern eth / ipv4 / udp / end actions rss queues 3 4 end / end"
cmd "flow create 0 ingress pattern eth / ipv4 dst is 10.0.0.9 / end actions rss queues 0 1 2 3 end / end"
cmd "flow list 0"
cmd "show port stats 0"
cmd "show port xstats 0"
cmd "flow destroy 0 rule 0"
only destroyed_tc0_again tc0 tc1
cmd "flow create 0 ingress pattern eth / ipv4 dst is 10.0.0.1 / udp dst is 4789 / end actions rss queues 4 5 6 7 end / end"
# 10.0.0.1's to TC 1, 10.0.0.2's stay in TC 0: both grow
t0=$(sum $(tc0))
t1=$(sum $(tc1))
if wait_tc split_tc1 tc1 $((t1 + 1000)) && wait_tc split_tc0 tc0 $((t0 + 1000)); then
	ok "split (tc0 +$(($(sum $(tc0)) - t0)), tc1 +$(($(sum $(tc1)) - t1)))"
fi
cmd "flow flush 0"
only after_flush tc0 tc1
cmd "stop"
session_end
# (destroy and flush are held to their effects above: testpmd's answers
# to them can come split by the driver's log lines on a loaded host)
grep -q "Flow rule #0 created" "$tmp/out" && ok rule_created || fail rule_created
grep -q "^0	0	0	i--	ETH IPV4 UDP => RSS" "$tmp/out" && ok flow_list || fail flow_list
grep -q "rss: the queues are in more than one traffic class: a flow's RSS spreads over one TC's queues" "$tmp/out" &&
	ok across_tcs_refused || fail across_tcs_refused
grep -q "rss: the queues are traffic class 0's, where the port's RSS spreads what no flow steers: name another TC's" "$tmp/out" &&
	ok tc0_refused || fail tc0_refused
grep -Eq "rx_q[4-7]_packets: [1-9]" "$tmp/out" && ok xstats_printed || fail xstats_printed
[ $fails -eq 0 ] || grep -E "Flow rule|^[0-9]+	|rx_q[0-7]_packets|Caught|audit" "$tmp/out" |
	sed 's/^/    /'
exit $((fails != 0))
