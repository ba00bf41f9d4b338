#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# A deterministic cross-check of the cost method: dpaa2x-ipfwd's slices run
# under valgrind --tool=callgrind with the emulated hardware in step mode
# (hw_cpu=step: no engine thread; the app runs a hardware pass before each
# poll with instrumentation off, so the hardware's work and its DMA writes
# never reach the cache simulator). Counted are the polls of the measured
# slices only: the Rx burst, the copy or the zero-copy conversion, the
# mode's work, the Tx burst and the buffer releases.
#
# Prints per packet, for zero-copy and copy-all at each size: instructions,
# simulated D1 and LL misses (caches of one LS2088A cluster: 32 KiB 2-way
# L1D, 48 KiB 3-way L1I, 1 MiB 16-way L2), and where the instructions go.
# The same binary and arguments give the same counts on any host, busy or
# not. Stashing is off here (the simulator cannot put a line in L2 alone).
# The simulator never sees the hardware's writes nor the model's eviction
# of the mbuf headers (cold-mbuf-header): devtools/project-ls2088a.py
# counts those lines analytically and turns the counts into LS2088A ns.
#
# usage: devtools/cost-valgrind.sh [--sizes 64,512,1518] [--mode ipfwd] [--rounds 6]
# Environment: DPAA2X_BUILD_DIR (default build).
set -euo pipefail
cd "$(dirname "$0")/.."

sizes=64,512,1518
mode=ipfwd
rounds=6
while [ $# -gt 0 ]; do
	case $1 in
	--sizes) sizes=$2; shift 2 ;;
	--mode) mode=$2; shift 2 ;;
	--rounds) rounds=$2; shift 2 ;;
	*) echo "usage: $0 [--sizes LIST] [--mode M] [--rounds N]" >&2; exit 2 ;;
	esac
done
app=${DPAA2X_BUILD_DIR:-build}/app/dpaa2x-ipfwd/dpaa2x-ipfwd
command -v valgrind >/dev/null || { echo "cost-valgrind: valgrind is not installed" >&2; exit 1; }
command -v callgrind_annotate >/dev/null ||
	{ echo "cost-valgrind: callgrind_annotate is not installed" >&2; exit 1; }
[ -x "$app" ] || { echo "cost-valgrind: $app not built (devtools/setup.sh)" >&2; exit 1; }
tmp=$(mktemp -d /tmp/tmp.XXXXXXXXXX)
trap 'rm -rf "$tmp"' EXIT
# the program's path, arguments and environment lie on its stack: their
# lengths move its addresses and the 2-way L1D's conflicts. A path of fixed
# length and a fixed environment keep the counts the same for any caller.
ln -s "$(realpath "$app")" "$tmp/ipfwd"
app=$tmp/ipfwd
VGENV="env -i PATH=/usr/bin:/bin LC_ALL=C"

VG="valgrind --tool=callgrind --instr-atstart=yes --collect-atstart=no --cache-sim=yes
    --I1=49152,3,64 --D1=32768,2,64 --LL=1048576,16,64"
EAL="-l 1 --no-huge -m 1024 --no-pci --file-prefix=costvg_$(printf %07d $$)
     --vdev net_dpaa2x0,gen=off,hw_cpu=step,stash=off
     --vdev net_dpaa2x1,gen=off,hw_cpu=step,stash=off"

printf '%-10s %5s %9s %8s %8s  %9s %9s %9s %9s %9s %9s\n' strategy size "Ir/pkt" "D1m/pkt" \
	"LLm/pkt" "rx_burst" "tx_burst" "portals" "mempool" "probe" "app"
for size in ${sizes//,/ }; do
	for strat in zero-copy copy-all; do
		out=$tmp/cg.$strat.$size
		# shellcheck disable=SC2086
		if ! (cd "$tmp" && $VGENV $VG --callgrind-out-file="$out" "$app" $EAL -- --mode "$mode" --sizes "$size" \
			--strategies "$strat" --rounds "$rounds" --no-pressure --no-imix >"$out.log" 2>&1); then
			echo "cost-valgrind: $strat at $size B failed:" >&2
			tail -20 "$out.log" >&2
			exit 1
		fi
		pkts=$(sed -n 's/^step mode: \([0-9]*\) packets received in the counted polls$/\1/p' "$out.log")
		[ -n "$pkts" ] && [ "$pkts" -gt 0 ] ||
			{ echo "cost-valgrind: no packet count in the output" >&2; tail "$out.log" >&2; exit 1; }
		callgrind_annotate --inclusive=no --auto=no --threshold=100 "$out" >"$out.ann" 2>/dev/null
		printf '%-10s %5u ' "$strat" "$size"
		python3 devtools/cost_breakdown.py "$out.ann" "$pkts"
	done
done
cat <<'EOF'
Ir: instructions; D1m, LLm: simulated misses (reads and writes) of one LS2088A cluster's caches.
Then instructions per packet by where they run: the driver's rx_burst (the copy inlined) and
tx_burst; portals: the emulated portal commands run in the caller's thread (BMan release and
acquire, the Tx enqueue), what silicon does in QBMan; mempool: buffer alloc and free (the
driver's BMan mempool ops and DPDK's mempool); probe: reading the pull-wait counter around
each burst (the measurement's own cost); app: the forwarding mode's work and its loop.
EOF
