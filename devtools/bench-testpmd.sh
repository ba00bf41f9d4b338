#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# CPU cycles per packet of stock dpdk-testpmd io forwarding between two
# ports: net_dpaa2x zero-copy and with copybreak, next to net_null in the
# same run. testpmd --record-core-cycles counts the cycles of bursts that
# carried packets ("busy"); for net_dpaa2x the cycles those bursts spent
# waiting for pull results the (emulated) hardware had not written yet
# (xstat rx_pull_wait_cycles) are then taken out: "work" is the driver's
# and testpmd's own work per packet. Cases alternate in rounds, as this
# host's speed drifts. A benchmark, not a test: it prints figures.
# usage: devtools/bench-testpmd.sh [seconds per case, default 3] [sizes, default "64 512"]
#        [rounds, default 2]
set -u
cd "$(dirname "$0")/.."
secs=${1:-3}
sizes=${2:-64 512}
rounds=${3:-2}
so=build/drivers/librte_net_dpaa2x.so
[ -f "$so" ] || { echo "build first: devtools/setup.sh"; exit 1; }
EAL="-l 0-1 --no-huge -m 2048 --no-pci --file-prefix=bench_$$ --log-level=*:error"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Wait (bounded) until file $1 contains the string $2.
wait_for() {
	local i
	for i in $(seq 1 600); do
		grep -q "$2" "$1" 2>/dev/null && return 0
		sleep 0.1
	done
	return 1
}

run() {	# label, vdev args...: cycles/packet busy and work, ns/packet of work, Mpps
	local label=$1 out cpp mhz pkts wait fifo=$tmp/in log=$tmp/out
	shift
	rm -f "$fifo" "$log"
	mkfifo "$fifo"
	# testpmd reads its commands from a FIFO held open here, so that they
	# go in once it shows its prompt; the dpaa2x generators start
	# gen_delay after the ports, once testpmd forwards
	timeout $((secs + 90)) dpdk-testpmd $EAL -d "$so" "$@" -- -i --forward-mode=io \
		--record-core-cycles --no-flush-rx --total-num-mbufs=32768 --nb-cores=1 \
		--burst=32 <"$fifo" >"$log" 2>&1 &
	exec 3>"$fifo"
	if wait_for "$log" "testpmd> "; then
		echo start >&3
		sleep "$secs"
		echo stop >&3
		wait_for "$log" "Done."
		echo "show port xstats all" >&3
	fi
	echo quit >&3
	exec 3>&-
	wait
	out=$(cat "$log")
	cpp=$(echo "$out" | sed -n 's/.*CPU cycles\/packet=\([0-9.]*\).*/\1/p' | tail -n 1)
	mhz=$(echo "$out" | sed -n 's/.* at \([0-9]*\) MHz Clock.*/\1/p' | tail -n 1)
	pkts=$(echo "$out" | sed -n 's/.*total io packets=\([0-9]*\).*/\1/p' | tail -n 1)
	wait=$(echo "$out" | awk '/^ *rx_pull_wait_cycles:/ { s += $2 } END { print s + 0 }')
	awk -v l="$label" -v c="${cpp:-0}" -v m="${mhz:-1}" -v p="${pkts:-0}" -v w="$wait" \
		-v s="$secs" 'BEGIN {
		work = p > 0 ? c - w / p : 0
		printf "%-28s %10.1f %10.1f %10.1f %8.2f\n", l, c, work, work * 1000 / m, p / s / 1e6 }'
}

echo "testpmd io forwarding, 2 ports, 1 forwarding core, ${secs} s per case, $rounds rounds, $(nproc) CPUs"
echo "(dpaa2x: the emulated hardware engine runs on CPU 0, forwarding on CPU 1;"
echo " generators offer line rate, so the forwarding core is never idle)"
printf "%-28s %10s %10s %10s %8s\n" "case" "busy c/p" "work c/p" "work ns/p" "Mpps"
for r in $(seq 1 "$rounds"); do
	echo "round $r"
	for size in $sizes; do
		gen="gen_size=$size,gen_flows=64,gen_delay=200"
		run "net_null $size B" --vdev "net_null0,size=$((size - 4))" \
			--vdev "net_null1,size=$((size - 4))"
		run "dpaa2x $size B zero-copy" --vdev "net_dpaa2x0,$gen,copybreak=0" \
			--vdev "net_dpaa2x1,$gen,copybreak=0"
		run "dpaa2x $size B copybreak=512" --vdev "net_dpaa2x0,$gen,copybreak=512" \
			--vdev "net_dpaa2x1,$gen,copybreak=512"
	done
done
echo "busy: cycles of bursts that carried packets, per packet (testpmd); work: busy minus the"
echo "driver's waits for pull results in those bursts (net_dpaa2x xstat rx_pull_wait_cycles)"
