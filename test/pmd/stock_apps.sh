#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Stock dpdk-testpmd (io forwarding) and stock l3fwd (LPM) on two dpaa2x
# ports, each wire's generator sending a fixed count at a rate one core
# carries. At close the driver logs what each wire's sink saw; every frame
# must arrive at the other port's sink, in order, uncorrupted (and, through
# l3fwd, with its TTL decremented and a valid IPv4 checksum).
# usage: stock_apps.sh <driver.so> <dpdk-l3fwd>
. "$(dirname "$0")/../common/safe_so.sh"
. "$(dirname "$0")/../common/stock.sh"
safe_so "$1"
so=$SAFE_SO
l3fwd=$2
out=$(mktemp)
trap 'rm -f $out; [ -z "$SAFE_SO_DIR" ] || rm -rf "$SAFE_SO_DIR"' EXIT
fails=0
N=10000
EAL="--no-huge -m 1024 --no-pci -l 0-1 --file-prefix=stock_$$ -d $so --log-level=pmd.net.dpaa2x:info"
# the tester starts 500 ms after the port, when the app forwards; 50000
# frames/s leave 20 ms of Rx queue (1024 frames) for a descheduled core; a
# slow build (DPAA2X_TEST_SLOW: qemu-user) sends at a lower rate
GEN="gen_count=$N,gen_rate=$((50000 / ${DPAA2X_TEST_SLOW:-1})),gen_flows=16,gen_delay=500"

check() {	# case name, fixed string expected in the output ($3: grep mode)
	if grep -q${3:-F} -- "$2" "$out"; then echo "ok - $1"; else
		echo "FAIL - $1: no '$2' in the output:"; sed 's/^/    /' "$out" | grep -v '^    EAL' | tail -40
		fails=$((fails + 1)); fi
}
no_line() {	# case name, pattern that must not appear
	if grep -qE -- "$2" "$out"; then
		echo "FAIL - $1:"; grep -E -- "$2" "$out" | sed 's/^/    /'; fails=$((fails + 1))
	else echo "ok - $1"; fi
}

# testpmd: ports start, forwarding starts, Enter after 4 s stops and closes.
(sleep 4; echo) | timeout -k 10 120 $TESTPMD $EAL \
	--vdev "net_dpaa2x0,$GEN,gen_size=64:512:1518" --vdev "net_dpaa2x1,$GEN,gen_size=128" \
	-- --forward-mode=io --total-num-mbufs=16384 --nb-cores=1 >"$out" 2>&1
check testpmd_io_port0_to_sink1 "port 1 wire: generated $N, sink $N frames, lost 0, reordered 0, corrupted 0, foreign 0, ttl 64..64"
check testpmd_io_port1_to_sink0 "port 0 wire: generated $N, sink $N frames, lost 0, reordered 0, corrupted 0, foreign 0, ttl 64..64"
check testpmd_io_counters "RX-packets: $((2 * N)) +RX-dropped: 0 +RX-total: $((2 * N))" E
no_line testpmd_no_buffer_lost "buffers missing|still held|ERR"

# l3fwd: 198.18.N.0/24 leaves on port N; each generator sends to the other.
# lcore 1 forwards as the main lcore; the engine takes the free CPU 0
timeout -k 20 -s INT 5 $RUN "$l3fwd" ${EAL/-l 0-1/-l 1} \
	--vdev "net_dpaa2x0,$GEN,gen_size=64:256" --vdev "net_dpaa2x1,$GEN,gen_size=1024" \
	-- -p 0x3 --config="(0,0,1),(1,0,1)" >"$out" 2>&1
check l3fwd_port0_to_sink1 "port 1 wire: generated $N, sink $N frames, lost 0, reordered 0, corrupted 0, foreign 0, ttl 63..63"
check l3fwd_port1_to_sink0 "port 0 wire: generated $N, sink $N frames, lost 0, reordered 0, corrupted 0, foreign 0, ttl 63..63"
no_line l3fwd_no_buffer_lost "buffers missing|still held|ERR"
exit $((fails != 0))
