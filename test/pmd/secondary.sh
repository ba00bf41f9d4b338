#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# A secondary process reads a running primary's counters without disturbing
# its traffic. Primary: stock dpdk-testpmd, io forwarding between two dpaa2x
# ports, each wire's generator sending a fixed count. Meanwhile stock
# dpdk-proc-info (a secondary: it loads the driver with -d too) reads the
# basic stats and the xstats three times, and the port information once.
# The values must grow from one read to the next and be consistent; at
# close every frame must have reached the other port's sink, in order.
#
# Stock dpdk-dumpcap (a secondary too) meanwhile captures 100 frames of port 0,
# checked with a pcap reader: each one a generator frame of the right size.
#
# A secondary cannot attach to a primary that runs without hugepages: the
# script reserves 2 MB hugepages, mounts a hugetlbfs of its own for both
# processes (--huge-dir) and puts everything back at exit. Without root or
# hugetlbfs it prints a SKIP line and exits 77 (meson's skip code).
# usage: secondary.sh <driver.so>
set -u
skip() { echo "SKIP - secondary: $*"; exit 77; }

NEED=256			# 512 MB: mbufs, small pools and the SoC
N=30000			# frames per generator: 12 s at 2500 frames/s
PREFIX=dpaa2x_sec_$$

. "$(dirname "$0")/../common/hugepages.sh"
huge_check
. "$(dirname "$0")/../common/stock.sh"
for p in "${TESTPMD##* }" "${PROC_INFO##* }"; do
	command -v "$p" >/dev/null || skip "$p not installed"
done

. "$(dirname "$0")/../common/safe_so.sh"
safe_so "$1"
so=$SAFE_SO
tmp=$(mktemp -d)
primary=
cleanup() {
	if [ -n "$primary" ] && kill -0 "$primary" 2>/dev/null; then
		# timeout passes TERM on to testpmd and kills it 10 s later
		kill -TERM "$primary" 2>/dev/null
		wait "$primary" 2>/dev/null
	fi
	exec 9>&- 2>/dev/null
	rm -rf "/var/run/dpdk/$PREFIX"
	huge_restore
	rm -rf "$tmp"
	[ -z "$SAFE_SO_DIR" ] || rm -rf "$SAFE_SO_DIR"
}
trap cleanup EXIT

# a hugetlbfs of our own (--huge-dir): nothing to find or clean elsewhere
huge_mount "$tmp/huge" $NEED
echo "# hugepages: $HUGE_FREE free of $(cat "$HUGE_HP/nr_hugepages") (was $HUGE_OLD_NR), hugetlbfs mounted on $HUGE_DIR"

fails=0
ok() { echo "ok - $1"; }
fail() { echo "FAIL - $1: $2"; fails=$((fails + 1)); }

elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { print b - a }'; }
# value of xstat $3 of port $2 in proc-info --xstats output $1 ("" if none)
xs() {
	awk -v p="$2" -v n="$3:" '
		/NIC extended statistics for port/ { for (i = 1; i <= NF; i++) if ($i == "port") cur = $(i + 1) }
		cur == p && $1 == n { print $2; exit }' "$1"
}
# RX-packets of port $2 in proc-info --stats output $1
st_rx() {
	awk -v p="$2" '
		/NIC statistics for port/ { for (i = 1; i <= NF; i++) if ($i == "port") cur = $(i + 1) }
		cur == p && $1 == "RX-packets:" { print $2; exit }' "$1"
}

# the tester starts 2 s after the ports: testpmd forwards by then even on a
# busy machine; 2500 frames/s leave 400 ms of Rx queue (1024 frames) for a
# descheduled core (the secondary's EAL start takes CPU time too)
RATE=2500
# under qemu-user (cross build) one proc-info run takes seconds: at 1000
# frames/s for 60 s the generators still run during the three reads and
# while dumpcap starts
[ -z "$RUN" ] || { RATE=1000; N=60000; }
# Tx pause: a port sends PAUSE while its Rx queue fills, so a core taken
# away by other work (or by qemu) loses no frame to tail drop
GEN="gen_count=$N,gen_rate=$RATE,gen_flows=16,gen_delay=2000,flow_ctrl=tx_pause"
EAL="--no-pci --file-prefix=$PREFIX --huge-dir=$tmp/huge -d $so"
mkfifo "$tmp/stdin"
exec 9<>"$tmp/stdin"		# testpmd exits on Enter: a line written here
# (stdbuf: its lines reach the file as they are printed)
timeout -k 10 200 stdbuf -oL $TESTPMD -l 0-1 $EAL --log-level=pmd.net.dpaa2x:info \
	--vdev "net_dpaa2x0,$GEN,gen_size=64:1024" --vdev "net_dpaa2x1,$GEN,gen_size=128" \
	-- --forward-mode=io --total-num-mbufs=16384 --nb-cores=1 \
	<"$tmp/stdin" >"$tmp/primary" 2>&1 &
primary=$!
t0=$(date +%s.%N)
for _ in $(seq 300); do
	grep -q "Press enter to exit" "$tmp/primary" && break
	kill -0 $primary 2>/dev/null || break
	sleep 0.1
done
if ! grep -q "Press enter to exit" "$tmp/primary"; then
	fail primary_forwards "testpmd did not start forwarding:"
	sed 's/^/    /' "$tmp/primary" | tail -30
	exit 1
fi
ok primary_forwards

# a secondary run of proc-info: $1 output file, rest proc-info options
sec() {
	local out=$1
	shift
	timeout -k 5 30 $PROC_INFO $EAL -- "$@" >"$out" 2>&1
}

# sum over the ports of xstat $1, read by a secondary (proc-info 22.11's
# --xstats-name prints the xstat's id, not its value: --xstats it is)
xsum() {
	sec "$tmp/w" --xstats
	awk -v n="$1:" '$1 == n { s += $2 } END { print s + 0 }' "$tmp/w"
}
now() { date +%s.%N; }

# wait (bounded) until the generators run: then the reads see traffic
end=$((SECONDS + 20))
while [ "$(xsum wire_gen_frames)" = 0 ] && [ $SECONDS -lt $end ]; do sleep 0.2; done
printf '# traffic seen by a secondary %.1f s after the primary started\n' "$(elapsed "$t0" "$(now)")"

# stock dpdk-dumpcap, another secondary, captures 100 frames of port 0 while
# it forwards: received ones (port 0's generator, id 0: 64 and 1024 B on
# the wire, 60 and 1020 in the file) and sent ones (port 1's, id 1: 128 B).
# It starts in the background as soon as traffic is seen, beside the reads
# below: on a busy machine the reads outlast the generators' 12 s, and a
# capture started after them saw no frame.
# dumpcap takes no EAL options: the driver comes in with LD_PRELOAD, after
# the mempool drivers testpmd is linked with. A pool's ops are an index into
# each process's table of mempool ops, filled as libraries register them:
# testpmd registers those of its linked mempool drivers, then the driver's
# (-d), then EAL's plugin folder's; dumpcap must do the same, or the primary
# runs the wrong ops on dumpcap's capture pool and drops every frame.
dumpcap=
if [ -n "$DUMPCAP" ] && command -v "${DUMPCAP##* }" >/dev/null; then
	preload="$(ldd "$(command -v "${TESTPMD##* }")" | awk '/librte_mempool_/ { print $3 }' | tr '\n' ' ')$so"
	timeout -k 5 60 env LD_PRELOAD="$preload" $DUMPCAP --file-prefix=$PREFIX -i 0 -p -P \
		-c 100 -q -w "$tmp/cap.pcap" >"$tmp/dumpcap" 2>&1 &
	dumpcap=$!
fi

# three reads, each: basic stats, then xstats (checked after all three,
# so that they come close together while the generators run)
for r in 1 2 3; do
	ts[$r]=$(now)
	sec "$tmp/s$r" --stats; rc1[$r]=$?
	sec "$tmp/x$r" --xstats; rc2[$r]=$?
	te[$r]=$(now)
	sleep 0.2
done
prev_rx=-1 prev_hw=-1 prev_gen=-1 bad=
names_missing=
for r in 1 2 3; do
	rx=$(st_rx "$tmp/s$r" 0)
	hw=$(xs "$tmp/x$r" 0 hw_rx_frames)
	gen=$(xs "$tmp/x$r" 0 wire_gen_frames)
	cb=$(xs "$tmp/x$r" 0 rx_copybreak_packets)
	zc=$(xs "$tmp/x$r" 0 rx_zerocopy_packets)
	sink=$(xs "$tmp/x$r" 1 wire_sink_frames)
	printf '# read %u (%.1f s, 2 runs %.2f s): port 0 RX-packets %s; xstats port 0 rx_copybreak_packets %s rx_zerocopy_packets %s hw_rx_frames %s wire_gen_frames %s, port 1 wire_sink_frames %s\n' \
		$r "$(elapsed "$t0" "${ts[$r]}")" "$(elapsed "${ts[$r]}" "${te[$r]}")" "${rx:-?}" "${cb:-?}" "${zc:-?}" "${hw:-?}" "${gen:-?}" "${sink:-?}"
	[ ${rc1[$r]} -eq 0 ] && [ ${rc2[$r]} -eq 0 ] || bad="$bad; read $r: proc-info exited ${rc1[$r]}/${rc2[$r]}"
	for port in 0 1; do
		grep -q "NIC statistics for port $port " "$tmp/s$r" ||
			names_missing="$names_missing read $r: no stats of port $port;"
		for n in rx_good_packets rx_copybreak_packets rx_zerocopy_packets hw_rx_frames \
			 hw_rx_tail_drops hw_tx_frames bpool_free_buffers wire_gen_frames \
			 wire_sink_frames wire_sink_lost; do
			[ -n "$(xs "$tmp/x$r" $port $n)" ] ||
				names_missing="$names_missing read $r: no $n of port $port;"
		done
	done
	if [ -n "$rx" ] && [ -n "$hw" ] && [ -n "$gen" ] && [ -n "$cb" ] && [ -n "$zc" ]; then
		# growing while the generators run (the last read may come after
		# the last frame on a busy machine); read in order sw, hw, wire
		if [ $r -lt 3 ] || [ "$gen" -lt $N ]; then
			[ "$rx" -gt $prev_rx ] && [ "$hw" -gt $prev_hw ] && [ "$gen" -gt $prev_gen ] &&
			[ "$gen" -lt $N ] ||
				bad="$bad; read $r did not grow while the generators ran ($rx/$hw/$gen after $prev_rx/$prev_hw/$prev_gen, $N frames)"
		fi
		[ $((cb + zc)) -le "$hw" ] && [ "$hw" -le "$gen" ] && [ "$gen" -le $N ] ||
			bad="$bad; read $r: copybreak $cb + zero-copy $zc <= hw $hw <= generated $gen <= $N does not hold"
		[ "$cb" -gt 0 ] && [ "$zc" -gt 0 ] || bad="$bad; read $r: 64 B frames copied, 1024 B not: $cb/$zc"
		for port in 0 1; do
			for n in hw_rx_tail_drops hw_rx_no_buffer_discards wire_sink_lost \
				 wire_sink_reordered wire_sink_corrupted rx_bad_fd_discards; do
				v=$(xs "$tmp/x$r" $port $n)
				[ "$v" = 0 ] || bad="$bad; read $r: port $port $n = $v"
			done
		done
		prev_rx=$rx prev_hw=$hw prev_gen=$gen
	else
		bad="$bad; read $r: values missing"
	fi
done
if [ -z "$names_missing" ]; then ok secondary_sees_stats_and_xstats; else
	fail secondary_sees_stats_and_xstats "$names_missing"; fi
if [ -z "$bad" ]; then ok secondary_counters_grow_and_agree; else
	fail secondary_counters_grow_and_agree "${bad#; }"; fi
echo "# what the secondary saw in read 3 (xstats of port 0, non-zero):"
awk '/NIC extended statistics for port 0/ { on = 1; next } /NIC extended statistics for port 1/ { on = 0 }
	on && $2 ~ /^[0-9]+$/ && $2 != 0 { print "#     " $0 }' "$tmp/x3"

# the port as the secondary sees it (info, link, queues)
sec "$tmp/p" --show-port
if grep -q -- "-- driver net_dpaa2x device net_dpaa2x0" "$tmp/p" &&
   grep -q "Link up at 10 Gbps FDX" "$tmp/p" &&
   grep -q -- "-- 0 descriptors 1024 rx buffer size 2048 mempool mb_pool_0" "$tmp/p"; then
	ok secondary_show_port
else
	fail secondary_show_port "unexpected --show-port output:"; sed 's/^/    /' "$tmp/p" | head -30
fi

if [ -z "$dumpcap" ]; then
	echo "SKIP - dumpcap_100_frames: ${DUMPCAP##* } not installed"
else
	wait $dumpcap
	rc=$?
	if [ $rc -eq 0 ] && python3 "$(dirname "$0")/pcap_check.py" "$tmp/cap.pcap" 100 \
		0:60:1020 1:124 >"$tmp/pcap_check"; then
		ok dumpcap_100_frames; sed 's/^/    /' "$tmp/pcap_check"
	else
		fail dumpcap_100_frames "dumpcap exited $rc:"
		sed 's/^/    /' "$tmp/pcap_check" "$tmp/dumpcap" 2>/dev/null | grep -v '^    EAL' | tail -20
	fi
fi

# until every frame is through, or the generators are done and the sinks
# stop counting (bounded): then Enter, and the primary closes
end=$((SECONDS + 60))
last=-1
while [ $SECONDS -lt $end ] && kill -0 $primary 2>/dev/null; do
	sink=$(xsum wire_sink_frames)
	[ "$sink" -ge $((2 * N)) ] && break
	[ "$sink" = "$last" ] && [ "$(xsum wire_gen_frames)" -ge $((2 * N)) ] && break
	last=$sink
	sleep 0.5
done
echo >&9
for _ in $(seq 300); do kill -0 $primary 2>/dev/null || break; sleep 0.1; done
wait $primary
prc=$?
primary=
if [ $prc -ne 0 ]; then fail primary_exit "testpmd exited $prc"; else ok primary_exit; fi
printf '# primary ran %.1f s\n' "$(elapsed "$t0" "$(date +%s.%N)")"
grep -E "wire:|Accumulated|RX-packets:.*RX-total" "$tmp/primary" | tail -3 | sed 's/^ */# primary: /'
for port in 0 1; do
	want="port $port wire: generated $N, sink $N frames, lost 0, reordered 0, corrupted 0, foreign 0, ttl 64..64"
	if grep -qF "$want" "$tmp/primary"; then ok primary_sink$port; else
		fail primary_sink$port "no '$want':"; grep -E "wire:|dropped" "$tmp/primary" | sed 's/^/    /'; fi
done
if grep -qE "RX-packets: $((2 * N)) +RX-dropped: 0 +RX-total: $((2 * N))" "$tmp/primary"; then
	ok primary_forwarded_all; else fail primary_forwarded_all "testpmd's totals differ"; fi
if grep -qE "buffers missing|still held|ERR" "$tmp/primary"; then
	fail primary_clean "error lines:"; grep -E "buffers missing|still held|ERR" "$tmp/primary" | sed 's/^/    /'
else ok primary_clean; fi
exit $((fails != 0))
