#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Stock dpdk-testpmd with the VLAN filter from its command line: port 0's
# generator sends frames tagged VLAN 100. `vlan set filter on 0` drops
# them all (hw_rx_filtered), `rx_vlan add 100 0` lets them in, `vlan set
# strip on 0` strips their tag (testpmd counts them, the xstats show the
# filter's drops); `vlan set qinq_strip on 0` is refused with ethdev's
# message. Each step waits for the counters through the telemetry socket
# (xstats_wait.py), bounded.
# usage: testpmd_vlan.sh <driver.so>
. "$(dirname "$0")/../common/testpmd_session.sh" "$1" vlan

session_start "net_dpaa2x0,gen_vlan=100,gen_rate=$RATE,gen_delay=500" \
	--forward-mode=rxonly --total-num-mbufs=8192

session_forwards
cmd "vlan set filter on 0"
grows filter_drops_vlan_100 hw_rx_filtered 1000 rx_good_packets
cmd "rx_vlan add 100 0"
grows vlan_100_in rx_good_packets 1000 hw_rx_filtered
cmd "vlan set strip on 0"
cmd "vlan set qinq_strip on 0"
cmd "show port 0 vlan"
grows stripped_still_in rx_good_packets 1000 hw_rx_filtered
cmd "stop"
session_end
grep -q "Ethdev port_id=0 requested new added VLAN offloads 0x.* must be within Rx offloads capabilities" \
	"$tmp/out" && ok qinq_strip_refused || fail qinq_strip_refused
grep -q "port 0 audit: offered .* dropped .*filtered [1-9]" "$tmp/out" && ok audit_counts_filtered ||
	{ fail audit_counts_filtered; grep "audit" "$tmp/out" | sed 's/^/    /'; }
[ $fails -eq 0 ] || sed 's/^/    /' "$tmp/out" | grep -v '^    EAL' | tail -30
exit $((fails != 0))
