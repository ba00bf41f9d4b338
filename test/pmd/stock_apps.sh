#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Stock dpdk-testpmd (io forwarding) and stock l3fwd (LPM) on two dpaa2x
# ports, each wire's generator sending a fixed count at a rate one core
# carries. At close the driver logs what each wire's sink saw; every frame
# must arrive at the other port's sink, in order, uncorrupted (and, through
# l3fwd, with its TTL decremented and a valid IPv4 checksum), and no
# generator frame may go unseen.
#  - testpmd runs interactive: flow control (Tx pause) goes on with
#    `set flow_ctrl tx on` before the ports start, so that a forwarding
#    core taken away by other work loses nothing to tail drop;
#  - l3fwd also sends two generators' traffic out of one port: the sink
#    keeps their sequence numbers apart (nothing reordered);
#  - l3fwd ends on SIGINT with exit status 0 (its ports closed, its pool
#    never freed, then rte_eal_cleanup()); also while the generators still
#    send, where the close audit names the buffers in flight as held;
#  - jumbo frames on the jumbo DPL (10240-byte frames): testpmd's
#    --max-pkt-len=10240 without Rx scatter stops at the Rx queue set-up
#    with both sizes in the log (without -i testpmd then ends through
#    rte_exit() with its port open: exit status 1); with --enable-scatter
#    9000-byte frames come as chains of 2 KiB mbufs and go out in
#    scatter-gather FDs (zero-copy), every one at the sinks;
#  - small mbufs: testpmd --mbuf-size=256 forwards 64- to 132-byte frames.
# No fixed wait: each run ends once the sinks counted every frame, read
# through the app's telemetry socket (xstats_wait.py), or once the
# generators are done and the counters settled, bounded, with a line naming
# what was not reached.
# usage: stock_apps.sh <driver.so> <dpdk-l3fwd> <jumbo.dtb>
. "$(dirname "$0")/../common/safe_so.sh"
. "$(dirname "$0")/../common/stock.sh"
safe_so "$1"
so=$SAFE_SO
l3fwd=$2
jumbo=$3
tmp=$(mktemp -d)
out=$tmp/out
pid=
cleanup() {
	[ -z "$pid" ] || kill -KILL "$pid" 2>/dev/null
	exec 9>&- 2>/dev/null
	rm -rf "$tmp" /var/run/dpdk/stock_$$_*
	[ -z "$SAFE_SO_DIR" ] || rm -rf "$SAFE_SO_DIR"
}
trap cleanup EXIT
fails=0
N=10000
WAIT="python3 $(dirname "$0")/xstats_wait.py"
EAL="--no-huge -m 1024 --no-pci -d $so --log-level=pmd.net.dpaa2x:info"
# the tester starts 500 ms after the port, when the app forwards; 50000
# frames/s leave 20 ms of Rx queue (1024 frames) for a descheduled core; a
# slow build (DPAA2X_TEST_SLOW: qemu-user) sends at a lower rate
RATE=$((50000 / ${DPAA2X_TEST_SLOW:-1}))
GEN="gen_count=$N,gen_rate=$RATE,gen_flows=16,gen_delay=500"

check() {	# case name, fixed string expected in the output ($3: grep mode)
	if grep -q${3:-F} -- "$2" "$out"; then echo "ok - $1"; else
		echo "FAIL - $1: no '$2' in the output:"; sed 's/^/    /' "$out" | grep -v '^    EAL' | tail -40
		fails=$((fails + 1)); fi
}
exit_code() {	# case name, the program's exit status, the one expected
	if [ "$2" -eq "$3" ]; then echo "ok - $1"; else
		echo "FAIL - $1: exit status $2, not $3$( [ "$2" -gt 128 ] &&
			echo " (killed by signal $(($2 - 128)))" ):"
		sed 's/^/    /' "$out" | grep -v '^    EAL' | tail -20
		fails=$((fails + 1)); fi
}
no_line() {	# case name, pattern that must not appear
	if grep -qE -- "$2" "$out"; then
		echo "FAIL - $1:"; grep -E -- "$2" "$out" | sed 's/^/    /'; fails=$((fails + 1))
	else echo "ok - $1"; fi
}
# wait for the sinks (xstats_wait.py arguments after the prefix); a miss is a failure
wait_sinks() {	# case name, file prefix, xstats_wait.py conditions...
	local name=$1 prefix=$2
	shift 2
	if $WAIT "$prefix" 120 --pid "$pid" "$@" >"$tmp/wait"; then
		echo "ok - $name"; sed 's/^/    /' "$tmp/wait"
	else
		echo "FAIL - $name: $(cat "$tmp/wait")"; fails=$((fails + 1))
	fi
}
# Wait (bounded, 60 s) until file $1 holds the string $2.
wait_for() { wait_until grep -qF -- "$2" "$1"; }

# testpmd: Tx pause on both ports, then the ports and forwarding start; its
# commands come through a FIFO once it prompts
mkfifo "$tmp/in"
prefix=stock_$$_testpmd
timeout -k 10 180 stdbuf -oL $TESTPMD $EAL -l 0-1 --file-prefix=$prefix \
	--vdev "net_dpaa2x0,$GEN,gen_size=64:512:1518" --vdev "net_dpaa2x1,$GEN,gen_size=128" \
	-- -i --disable-device-start --forward-mode=io --total-num-mbufs=16384 --nb-cores=1 \
	<"$tmp/in" >"$out" 2>&1 &
pid=$!
exec 9>"$tmp/in"
if wait_for "$out" "testpmd> "; then
	printf 'set flow_ctrl tx on 0\nset flow_ctrl tx on 1\nshow port 0 flow_ctrl\n' >&9
	printf 'port start all\nstart\n' >&9
	wait_sinks testpmd_sinks_reached $prefix --done "0:wire_gen_frames>=$N" \
		--done "1:wire_gen_frames>=$N" --until "0:wire_sink_frames>=$N" \
		--until "1:wire_sink_frames>=$N"
	printf 'stop\nquit\n' >&9
else
	echo "FAIL - testpmd_prompt: no prompt in 60 s"; fails=$((fails + 1))
fi
exec 9>&-
wait $pid
pid=
check testpmd_flow_ctrl_tx_pause "   Tx pause: on"
check testpmd_flow_ctrl_rx_pause_off "   Rx pause: off"
check testpmd_io_port0_to_sink1 "port 1 wire: generated $N, sink $N frames, lost 0, reordered 0, corrupted 0, foreign 0, ttl 64..64, never seen 0"
check testpmd_io_port1_to_sink0 "port 0 wire: generated $N, sink $N frames, lost 0, reordered 0, corrupted 0, foreign 0, ttl 64..64, never seen 0"
check testpmd_io_counters "RX-packets: $((2 * N)) +RX-dropped: 0 +RX-total: $((2 * N))" E
no_line testpmd_no_buffer_lost "buffers missing|still held|ERR|bad flow control"

# l3fwd: lcore 1 forwards as the main lcore; the engine takes the free CPU 0
l3fwd_run() {	# case, file prefix, port 0 devargs, port 1 devargs, xstats_wait.py conditions...
	local name=$1 prefix=$2 a0=$3 a1=$4 rc
	shift 4
	$RUN "$l3fwd" $EAL -l 1 --file-prefix=$prefix --vdev "net_dpaa2x0,$a0,flow_ctrl=tx_pause" \
		--vdev "net_dpaa2x1,$a1,flow_ctrl=tx_pause" -- -p 0x3 --config="(0,0,1),(1,0,1)" >"$out" 2>&1 &
	pid=$!
	wait_sinks "$name" $prefix --done "0:wire_gen_frames>=$N" --done "1:wire_gen_frames>=$N" "$@"
	kill -INT $pid 2>/dev/null	# l3fwd closes its ports on SIGINT
	for _ in $(seq 300); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
	wait $pid
	rc=$?
	# then rte_eal_cleanup() with its pool never freed: no engine thread
	# may outlive EAL's memory (it did: SIGSEGV at exit)
	name=${name%_reached}
	exit_code "${name%_sinks}_exit_after_sigint" $rc 0
	pid=
}

# 198.18.N.0/24 leaves on port N; each generator sends to the other port
l3fwd_run l3fwd_sinks_reached stock_$$_l3fwd "$GEN,gen_size=64:256" "$GEN,gen_size=1024" \
	--until "0:wire_sink_frames>=$N" --until "1:wire_sink_frames>=$N"
check l3fwd_port0_to_sink1 "port 1 wire: generated $N, sink $N frames, lost 0, reordered 0, corrupted 0, foreign 0, ttl 63..63, never seen 0"
check l3fwd_port1_to_sink0 "port 0 wire: generated $N, sink $N frames, lost 0, reordered 0, corrupted 0, foreign 0, ttl 63..63, never seen 0"
no_line l3fwd_no_buffer_lost "buffers missing|still held|ERR"

# under traffic: SIGINT while both generators still send (gen_count 0: until
# the port stops). At port 0's close port 1 still runs and its Rx queues hold
# buffers of the pool both ports share, l3fwd a few more: named as held,
# never as missing
N=2000 l3fwd_run l3fwd_under_traffic_reached stock_$$_l3fwd_live \
	"gen_count=0,gen_rate=$RATE,gen_flows=16,gen_delay=500,gen_size=64" \
	"gen_count=0,gen_rate=$RATE,gen_flows=16,gen_delay=500,gen_size=512" \
	--until "0:wire_sink_frames>=2000" --until "1:wire_sink_frames>=2000"
check l3fwd_under_traffic_port0_held "port 0 audit: pool mbuf_pool_0:0: [0-9]+ of [0-9]+ mbufs out of the pool: [0-9]+ in the queues of port 1" E
# (l3fwd's unflushed Tx buffers may keep a small pool: its own line says so)
no_line l3fwd_under_traffic_nothing_missing "missing| != "

# two generators out of one port: port 0's traffic goes to 198.19.0.1, which
# l3fwd has no route for (back out of port 0), port 1's to port 0: sink 0
# gets both, with the same flows and sequence numbers. 500 frames each: all
# of them fit port 0's Tx queue (1024) even when the Rx queues of both ports
# are flushed into it at once (the emulated Tx stops while the engine's CPU
# is taken; a real port's Tx runs at line rate)
N2=500
GEN2="gen_count=$N2,gen_rate=$RATE,gen_flows=16,gen_delay=500"
N=$N2 l3fwd_run l3fwd_two_generators_reached stock_$$_l3fwd2 "$GEN2,gen_dst_ip=198.19.0.1" \
	"$GEN2" --until "0:wire_sink_frames>=$((2 * N2))"
check l3fwd_two_generators_one_sink "port 0 wire: generated $N2, sink $((2 * N2)) frames, lost 0, reordered 0, corrupted 0, foreign 0, ttl 63..63, never seen 0"
check l3fwd_two_generators_all_seen "port 1 wire: generated $N2, sink 0 frames, lost 0, reordered 0, corrupted 0, foreign 0, ttl 0..0, never seen 0"
no_line l3fwd_two_generators_no_buffer_lost "buffers missing|still held|ERR"
# Jumbo frames: no Rx scatter, testpmd's MTU 10218 (10240 less header, VLAN tag and FCS) on its 2 KiB mbufs is refused
# (interactive: the port stays stopped, quit closes it)
printf 'quit\n' | $TESTPMD $EAL -l 0-1 --file-prefix=stock_$$_nosg \
	--vdev "net_dpaa2x0,dpl=$jumbo,gen=off" -- -i --max-pkt-len=10240 \
	--total-num-mbufs=4096 >"$out" 2>&1
check testpmd_mtu_refused_without_scatter "net_dpaa2x: port 0 rx queue 0: MTU 10218 needs frames of 10236 bytes; a buffer of mempool mb_pool_0 holds 2048 (data room 2176 - headroom 128); use a data room of at least 10364, or enable Rx scatter (RTE_ETH_RX_OFFLOAD_SCATTER)"
check testpmd_mtu_refused_port_stopped "Fail to configure port 0 rx queues"
# the same without -i: testpmd ends at start-up with rte_eal_cleanup() and
# rte_exit(), its port configured and its pool never freed; EAL's vdev bus
# cleanup closes the port (the close report), and the program ends with
# its error code (it died of SIGSEGV: the engine thread outlived EAL)
timeout -k 10 120 $TESTPMD $EAL -l 0-1 --file-prefix=stock_$$_exit \
	--vdev "net_dpaa2x0,dpl=$jumbo,gen=off" -- --max-pkt-len=10240 \
	--total-num-mbufs=4096 >"$out" 2>&1
exit_code testpmd_rte_exit_code $? 1
check testpmd_rte_exit_cause "Cause: Start ports failed"
check testpmd_rte_exit_port_closed "net_dpaa2x: port 0 audit: offered 0 = delivered 0"
# testpmd io forwarding without a prompt, both ports with the same
# devargs, until each sink counted n frames (and the further conditions);
# then Enter ends it, with exit status 0
testpmd_fwd() {	# case, file prefix, frames per port, port devargs, testpmd args, conditions...
	local name=$1 prefix=$2 n=$3 a=$4 args=$5 rc
	shift 5
	mkfifo "$tmp/$prefix.in"
	timeout -k 10 180 stdbuf -oL $TESTPMD $EAL -l 0-1 --file-prefix=$prefix \
		--vdev "net_dpaa2x0,$a" --vdev "net_dpaa2x1,$a" -- --forward-mode=io \
		$args --total-num-mbufs=16384 --nb-cores=1 <"$tmp/$prefix.in" >"$out" 2>&1 &
	pid=$!
	exec 9>"$tmp/$prefix.in"
	wait_sinks "$name" $prefix --done "0:wire_gen_frames>=$n" --done "1:wire_gen_frames>=$n" \
		--until "0:wire_sink_frames>=$n" --until "1:wire_sink_frames>=$n" "$@"
	echo >&9	# testpmd ends on Enter
	exec 9>&-
	wait $pid
	rc=$?
	pid=
	exit_code "${name%_sinks_reached}_exit_code" $rc 0
	check "${name%_sinks_reached}_port0_to_sink1" "port 1 wire: generated $n, sink $n frames, lost 0, reordered 0, corrupted 0, foreign 0, ttl 64..64, never seen 0"
	check "${name%_sinks_reached}_port1_to_sink0" "port 0 wire: generated $n, sink $n frames, lost 0, reordered 0, corrupted 0, foreign 0, ttl 64..64, never seen 0"
	check "${name%_sinks_reached}_rx_counters" "RX-packets: $((2 * n)) +RX-dropped: 0 +RX-total: $((2 * n))" E
	check "${name%_sinks_reached}_tx_counters" "TX-packets: $((2 * n)) +TX-dropped: 0 +TX-total: $((2 * n))" E
	no_line "${name%_sinks_reached}_no_buffer_lost" "buffers missing|still held|ERR"
}

# with --enable-scatter: 9000-byte frames (8996 without FCS) each way
NJ=2000
testpmd_fwd testpmd_jumbo_sinks_reached stock_$$_jumbo $NJ \
	"dpl=$jumbo,flow_ctrl=tx_pause,gen_count=$NJ,gen_rate=$((20000 / ${DPAA2X_TEST_SLOW:-1})),gen_size=9000,gen_delay=500" \
	"--enable-scatter --max-pkt-len=9018" --until "0:rx_sg_packets>=$NJ" --until "1:rx_sg_packets>=$NJ"

# small mbufs: a data room of 256 (128 bytes of frame, above the least,
# 128 + 60) at an MTU whose frames fit one (--max-pkt-len=132: 128 without
# FCS); ethdev refused anything below 320 while the driver reported
# min_rx_bufsize as headroom + 64
NS=2000
testpmd_fwd testpmd_small_mbufs_sinks_reached stock_$$_small $NS \
	"flow_ctrl=tx_pause,gen_count=$NS,gen_rate=$RATE,gen_size=64:132,gen_delay=500" \
	"--mbuf-size=256 --max-pkt-len=132"
exit $((fails != 0))
