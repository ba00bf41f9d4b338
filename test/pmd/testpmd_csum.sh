#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Stock dpdk-testpmd's csum forwarding engine on port 0: first with the
# sums in software, then `csum set ip hw 0` and `csum set udp hw 0` (and
# sctp and outer-ip, which testpmd takes: the port offers them) on the
# stopped port. From then on testpmd leaves the IPv4 header checksum 0 and
# the UDP one the pseudo-header's, so only WRIOP's Tx checksum
# generation (the dpni's, set at port start) can make them right: the
# tester's sink counts each frame's sums (wire_sink_*_csum_good/bad), and
# none may be bad. Each step waits for the counters through the telemetry
# socket (xstats_wait.py), bounded.
# usage: testpmd_csum.sh <driver.so>
. "$(dirname "$0")/../common/testpmd_session.sh" "$1" csum

session_start "net_dpaa2x0,gen_rate=$RATE,gen_delay=500" \
	--forward-mode=csum --total-num-mbufs=8192
session_forwards
grows software_sums_good wire_sink_ipv4_csum_good 1000 \
	wire_sink_ipv4_csum_bad wire_sink_l4_csum_bad
cmd "stop"
cmd "port stop 0"
cmd "csum set ip hw 0"
cmd "csum set udp hw 0"
cmd "csum set sctp hw 0"
cmd "csum set outer-ip hw 0"
cmd "csum show 0"
cmd "port start 0"
cmd "start"
grows hardware_sums_good wire_sink_ipv4_csum_good 1000 \
	wire_sink_ipv4_csum_bad wire_sink_l4_csum_bad
grows hardware_l4_sums_good wire_sink_l4_csum_good 1000 \
	wire_sink_ipv4_csum_bad wire_sink_l4_csum_bad
cmd "stop"
session_end
grep -q "IP checksum offload is hw" "$tmp/out" && ok csum_show_ip_hw || fail csum_show_ip_hw
grep -q "UDP checksum offload is hw" "$tmp/out" && ok csum_show_udp_hw || fail csum_show_udp_hw
grep -q "SCTP checksum offload is hw" "$tmp/out" && ok csum_show_sctp_hw || fail csum_show_sctp_hw
grep -q "Outer-Ip checksum offload is hw" "$tmp/out" && ok csum_show_outer_ip_hw ||
	fail csum_show_outer_ip_hw
grep -q "not supported by port" "$tmp/out" && fail "csum_supported: $(grep "not supported by port" "$tmp/out")" ||
	ok csum_supported
grep -q "port 0 audit: offered .* = delivered" "$tmp/out" && ok audit_balanced ||
	{ fail audit_balanced; grep "audit" "$tmp/out" | sed 's/^/    /'; }
[ $fails -eq 0 ] || sed 's/^/    /' "$tmp/out" | grep -v '^    EAL' | tail -30
exit $((fails != 0))
