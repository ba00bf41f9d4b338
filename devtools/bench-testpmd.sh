#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Busy CPU cycles per packet of stock dpdk-testpmd io forwarding between two
# ports (testpmd --record-core-cycles counts the cycles of bursts that carried
# packets): net_dpaa2x zero-copy and with copybreak, next to net_null in the
# same run. A benchmark, not a test: it prints figures.
# usage: devtools/bench-testpmd.sh [seconds per case, default 5] [sizes, default "64 512"]
set -u
cd "$(dirname "$0")/.."
secs=${1:-5}
sizes=${2:-64 512}
so=build/drivers/librte_net_dpaa2x.so
[ -f "$so" ] || { echo "build first: devtools/setup.sh"; exit 1; }
EAL="-l 0-1 --no-huge -m 2048 --no-pci --file-prefix=bench_$$ --log-level=*:error"

run() {	# label, vdev args...: prints cycles/packet, ns/packet, forwarded Mpps
	local label=$1 out cpp mhz pkts
	shift
	# dpaa2x generators start 1 s after the ports (gen_delay), once testpmd
	# has flushed its Rx queues and forwards; the Enter comes 1 s later too.
	out=$( (sleep $((secs + 1)); echo) | timeout $((secs + 60)) dpdk-testpmd $EAL -d "$so" "$@" \
		-- --forward-mode=io --record-core-cycles --total-num-mbufs=32768 \
		--nb-cores=1 --burst=32 2>&1)
	cpp=$(echo "$out" | sed -n 's/.*CPU cycles\/packet=\([0-9.]*\).*/\1/p')
	mhz=$(echo "$out" | sed -n 's/.* at \([0-9]*\) MHz Clock.*/\1/p')
	pkts=$(echo "$out" | sed -n 's/.*total io packets=\([0-9]*\).*/\1/p')
	printf "%-28s %12s %10s %10s\n" "$label" "${cpp:-n/a}" \
		"$(awk -v c="${cpp:-0}" -v m="${mhz:-1}" 'BEGIN{printf "%.1f", c * 1000 / m}')" \
		"$(awk -v p="${pkts:-0}" -v s="$secs" 'BEGIN{printf "%.2f", p / s / 1e6}')"
}

echo "testpmd io forwarding, 2 ports, 1 forwarding core, ${secs} s per case, $(nproc) CPUs"
echo "(dpaa2x: the emulated hardware engine runs on CPU 0, forwarding on CPU 1;"
echo " generators offer line rate, so the forwarding core is never idle)"
printf "%-28s %12s %10s %10s\n" "case" "cycles/pkt" "ns/pkt" "Mpps"
for size in $sizes; do
	gen="gen_size=$size,gen_flows=64,gen_delay=1000"
	run "net_null $size B" --vdev "net_null0,size=$((size - 4))" \
		--vdev "net_null1,size=$((size - 4))"
	run "dpaa2x $size B zero-copy" --vdev "net_dpaa2x0,$gen,copybreak=0" --vdev "net_dpaa2x1,$gen,copybreak=0"
	for cb in 64 512; do
		run "dpaa2x $size B copybreak=$cb" --vdev "net_dpaa2x0,$gen,copybreak=$cb" \
			--vdev "net_dpaa2x1,$gen,copybreak=$cb"
	done
done
