#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Stock dpdk-testpmd's flow commands on 4 Rx queues (RSS over the UDP
# 5-tuple): port 0's generator sends 16 flows, 8 to 10.0.0.1 and 8 to
# 10.0.0.2, UDP port 4789. With
# `flow create ... ipv4 dst is 10.0.0.1 / udp dst is 4789 ... queue index 2`
# and a drop rule for 10.0.0.2, every frame received comes to queue 2
# (rx_q2_packets grows, the other queues do not) and the rest is filtered
# (hw_rx_filtered); `flow destroy` of the queue rule spreads them over the
# queues by RSS again; a vxlan item, a count action and `flow query ... count`
# are refused with the PMD's messages;
# `flow flush` takes the drop rule away. Each step waits for the counters
# through the telemetry socket (xstats_wait.py), bounded.
# usage: testpmd_flow.sh <driver.so>
. "$(dirname "$0")/../common/testpmd_session.sh" "$1" flow

session_start "net_dpaa2x0,gen_flows=16,gen_dst_ip=10.0.0.1,gen_dst_ip_count=2,gen_dport=4789,gen_rate=$RATE,gen_delay=500" \
	--forward-mode=rxonly --rss-udp --rxq=4 --txq=4 --total-num-mbufs=8192
wait_for() {	# case name, xstat, by how much (bounded wait)
	local a
	a=$(xs "$2") && python3 "$here/xstats_wait.py" $prefix 60 --pid $pid \
		--until "0:$2>=$(($a + $3))" >"$tmp/wait" 2>&1 && return 0
	fail "$1"; sed 's/^/    /' "$tmp/wait"
	return 1
}
queues() { echo "$(xs rx_q0_packets) $(xs rx_q1_packets) $(xs rx_q2_packets) $(xs rx_q3_packets)"; }

session_forwards
cmd "flow create 0 ingress pattern eth / ipv4 dst is 10.0.0.1 / udp dst is 4789 / end actions queue index 2 / end"
cmd "flow create 0 ingress pattern eth / ipv4 dst is 10.0.0.2 / end actions drop / end"
# in force once the drop rule filters; then only queue 2 grows
if wait_for drop_rule_filters hw_rx_filtered 200; then
	ok drop_rule_filters
	read -r a0 a1 a2 a3 <<<"$(queues)"
	f0=$(xs hw_rx_filtered)
	if wait_for queue_2_receives rx_q2_packets 1000; then
		read -r b0 b1 b2 b3 <<<"$(queues)"
		f1=$(xs hw_rx_filtered)
		[ "$a0 $a1 $a3" = "$b0 $b1 $b3" ] && [ $((f1 - f0)) -ge 500 ] &&
			ok "only_queue_2 (q2 +$((b2 - a2)), filtered +$((f1 - f0)))" ||
			fail "only_queue_2: queues $a0 $a1 $a2 $a3 -> $b0 $b1 $b2 $b3, filtered $f0 -> $f1"
	fi
fi
cmd "flow list 0"
cmd "show port xstats 0"
cmd "flow destroy 0 rule 0"
read -r a0 a1 a2 a3 <<<"$(queues)"
if wait_for rss_again rx_good_packets 2000; then
	read -r b0 b1 b2 b3 <<<"$(queues)"
	moved=0
	for q in 0 1 3; do
		eval "[ \$b$q -gt \$a$q ]" && moved=$((moved + 1))
	done
	[ $moved -ge 1 ] && ok "rss_again ($moved other queues grow)" ||
		fail "rss_again: queues $a0 $a1 $a2 $a3 -> $b0 $b1 $b2 $b3"
fi
cmd "flow create 0 ingress pattern eth / ipv4 / udp / vxlan / end actions queue index 1 / end"
# no counter per FS entry: a count action and a query of the drop rule refused
cmd "flow create 0 ingress pattern eth / ipv4 dst is 10.0.0.3 / end actions queue index 1 / count / end"
cmd "flow query 0 1 count"
cmd "flow flush 0"
cmd "flow list 0"
f0=$(xs hw_rx_filtered)
wait_for after_flush rx_good_packets 2000 && [ "$(xs hw_rx_filtered)" = "$f0" ] &&
	ok after_flush_nothing_filtered || fail "after_flush: filtered $f0 -> $(xs hw_rx_filtered)"
cmd "stop"
session_end
grep -q "^Flow rule #0 created" "$tmp/out" && grep -q "^Flow rule #1 created" "$tmp/out" &&
	ok rules_created || fail rules_created
grep -q "^0	0	0	i--	ETH IPV4 UDP => QUEUE" "$tmp/out" &&
	grep -q "^1	0	0	i--	ETH IPV4 => DROP" "$tmp/out" && ok flow_list || fail flow_list
grep -q "^Flow rule #0 destroyed" "$tmp/out" && ok rule_destroyed || fail rule_destroyed
grep -q "item not supported: eth, vlan, ipv4, ipv6, udp, tcp, sctp, gre and icmp are" "$tmp/out" &&
	ok vxlan_refused || fail vxlan_refused
grep -q "Caught PMD error type 16 (specific action): cause: 0x[0-9a-f]*, count: WRIOP keeps no counter per FS entry: Operation not supported" "$tmp/out" &&
	ok count_refused || fail count_refused
grep -q "Caught PMD error type 16 (specific action): cause: 0x[0-9a-f]*, query: WRIOP keeps no counter per FS entry (no count action): Operation not supported" "$tmp/out" &&
	ok query_refused || fail query_refused
grep -q "^Flow rule #2 created" "$tmp/out" && fail count_rule_created || ok count_rule_not_created
grep -Eq "rx_q2_packets: [1-9]" "$tmp/out" && ok xstats_printed || fail xstats_printed
grep -q "port 0 audit: offered .* dropped .*filtered [1-9]" "$tmp/out" && ok audit_counts_filtered ||
	{ fail audit_counts_filtered; grep "audit" "$tmp/out" | sed 's/^/    /'; }
[ $fails -eq 0 ] || grep -E "Flow rule|^[0-9]+	|rx_q[0-3]_packets|Caught|audit" "$tmp/out" |
	sed 's/^/    /'
exit $((fails != 0))
