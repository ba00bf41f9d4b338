#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# The head-to-head of stock dpdk-testpmd io forwarding between two ports:
# NXP's net_dpaa2 (Debian's) and net_dpaa2x backend=fslmc on the emulated
# LS2088A board (devtools/ls2088a.sh, DPDK's own fslmc bus), net_dpaa2x on
# its emulated backend (zero-copy and copybreak 512) and net_null, in one run.
#
# 1. Cycles: testpmd --record-core-cycles counts the cycles of bursts that
#    carried packets ("busy"); for net_dpaa2x the cycles those bursts spent
#    waiting for pull results the (emulated) hardware had not written yet
#    (xstat rx_pull_wait_cycles) are taken out: "work". net_dpaa2 has no
#    such counter (work = busy). On the board every access to a trapped
#    DPIO register is a SIGSEGV round trip (tens of us on a VM) and waits
#    for the SoC's hardware lock: those rows measure the emulated engine and
#    the trap, not the driver. Cases alternate in rounds, as this host's
#    speed drifts; ratios are to net_null's work of the same round and size.
# 2. Instructions, callgrind's, per packet in the Rx and Tx burst functions
#    at the first size: net_null's from testpmd under callgrind (their
#    inclusive counts, devtools/bench_callgrind.py), net_dpaa2x's from
#    devtools/cost-valgrind.sh (deterministic: the emulated hardware in step
#    mode, its passes out of the counts), net_dpaa2's and net_dpaa2x
#    backend=fslmc's from testpmd on the board under callgrind (the MMIO
#    trap's handler is a signal handler, a call tree of its own in
#    callgrind: the board's work is not in the bursts' counts; SSE accesses
#    to a portal go through the trap's stub under valgrind, emu/mmio_trap.c),
#    instrumented from the second start on (the first affines the DPIOs).
# A benchmark, not a test: it prints figures.
# usage: devtools/bench-testpmd.sh [seconds per case, default 3] [sizes, default "64 512"]
#        [rounds, default 2] [callgrind: yes or no, default yes]
#        [seconds of each board case under callgrind, default 60]
set -u
cd "$(dirname "$0")/.."
secs=${1:-3}
sizes=${2:-64 512}
rounds=${3:-2}
cg=${4:-yes}
cgsecs=${5:-60}
so=build/drivers/librte_net_dpaa2x.so
[ -f "$so" ] || { echo "build first: devtools/setup.sh"; exit 1; }
EAL="-l 0-1 --no-huge --no-pci --file-prefix=bench_$$ --log-level=*:error"
TP="--forward-mode=io --no-flush-rx --nb-cores=1 --burst=32"
BOARD="devtools/ls2088a.sh --cpu 0 --"
FSLMC="-d $so --mbuf-pool-ops-name=dpaa2x -b fslmc:dpni.1 -b fslmc:dpni.2
       --vdev net_dpaa2x0,backend=fslmc,dpni=1,copybreak=0
       --vdev net_dpaa2x1,backend=fslmc,dpni=2,copybreak=0"
# the board's generator: dpni.1's dpmac, from the dpni's enable, at a rate
# above what either PMD forwards there (the queue stays full)
BOARD_PPS=20000
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the board's folder: a board of this run's own, whatever else runs on one
export DPAA2X_BOARD_ROOT=$tmp

# Wait (bounded, $3 s, default 60) until file $1 contains the string $2
# (on $4 lines, default 1).
wait_for() {
	local i
	for i in $(seq 1 $((${3:-60} * 10))); do
		[ "$(grep -c "$2" "$1" 2>/dev/null)" -ge "${4:-1}" ] && return 0
		sleep 0.1
	done
	return 1
}

# testpmd (interactive, commands from a FIFO once it shows its prompt):
# start, $secs s, stop, xstats, quit (its output is buffered: read at the end). $tmp/out holds its output.
# args: board size ("" off the board), then the command line
testpmd_run() {
	local size=$1 fifo=$tmp/in log=$tmp/out
	shift
	rm -f "$fifo" "$log"
	mkfifo "$fifo"
	if [ -n "$size" ]; then
		DPAA2X_BOARD_GEN=1:$((BOARD_PPS * (secs + 60))):$size:$BOARD_PPS \
			timeout $((secs + 600)) "$@" <"$fifo" >"$log" 2>&1 &
	else
		timeout $((secs + 600)) "$@" <"$fifo" >"$log" 2>&1 &
	fi
	exec 3>"$fifo"
	if wait_for "$log" "testpmd> " 500; then
		echo start >&3
		sleep "$secs"
		# testpmd reads the next command once the lcores have stopped
		echo stop >&3
		echo "show port xstats all" >&3
	fi
	echo quit >&3
	exec 3>&-
	wait
}

# the frames forwarded: testpmd's accumulated Tx (net_dpaa2 counts a
# frame's Rx when the dpni takes it, before start), of the $2nd stop (default 1)
forwarded() {
	awk -v n="${2:-1}" '/Accumulated forward statistics/ { a++ } a == n && /TX-packets:/ { print $2; exit }' "$1"
}

run() {	# label, board size or "", ratio base (net_null's work) or "", command...
	local label=$1 size=$2 base=$3 cyc mhz pkts wait note=
	shift 3
	testpmd_run "$size" "$@"
	cyc=$(sed -n 's/.*(total cycles=\([0-9]*\) .*/\1/p' "$tmp/out" | tail -n 1)
	mhz=$(sed -n 's/.* at \([0-9]*\) MHz Clock.*/\1/p' "$tmp/out" | tail -n 1)
	pkts=$(forwarded "$tmp/out")
	wait=$(awk '/^ *rx_pull_wait_cycles:/ { s += $2; n++ } END { print n ? s : "n/a" }' "$tmp/out")
	[ -n "$size" ] && note="engine+trap"
	[ -n "$size" ] && [ "$wait" = n/a ] && note="$note, no pull-wait xstat"
	awk -v l="$label" -v c="${cyc:-0}" -v m="${mhz:-1}" -v p="${pkts:-0}" -v w="$wait" \
		-v s="$secs" -v b="$base" -v n="$note" 'BEGIN {
		busy = p > 0 ? c / p : 0
		work = p > 0 ? busy - (w == "n/a" ? 0 : w) / p : 0
		r = b > 0 ? sprintf("%7.1f", work / b) : "      -"
		printf "%-30s %11.1f %11.1f %10.1f %8.4f %s  %s\n", l, busy, work,
			work * 1000 / m, p / s / 1e6, r, n
		print work > "'"$tmp"'/work" }'
}

# A board case under callgrind: testpmd interactive, started once
# uninstrumented (the bus affines the forwarding lcore's DPIOs at its first
# bursts, MC commands that are no per-packet work), stopped, then
# instrumented (callgrind_control) for a second start of $cgsecs s.
# $tmp/out: its output, $tmp/cg.board: the profile.
# args: label, the PMD's object (a name's end), EAL arguments...
board_cg() {
	local label=$1 obj=$2 fifo=$tmp/in log=$tmp/out pid
	shift 2
	rm -f "$fifo" "$log" "$tmp/cg.board"
	mkfifo "$fifo"
	# shellcheck disable=SC2086
	DPAA2X_BOARD_GEN=1:$((BOARD_PPS * (cgsecs + 900))):$size:$BOARD_PPS timeout $((cgsecs + 900)) \
		$BOARD stdbuf -oL valgrind --tool=callgrind --px-default=allregs-at-mem-access \
		--px-file-backed=allregs-at-mem-access --vex-guest-chase=no --fair-sched=yes \
		--instr-atstart=no --dump-instr=yes --compress-pos=no --compress-strings=no \
		--callgrind-out-file="$tmp/cg.board" dpdk-testpmd $EAL -m 256 "$@" -- -i $TP \
		--no-lsc-interrupt --disable-link-check --total-num-mbufs=4096 <"$fifo" >"$log" 2>&1 &
	pid=$!
	exec 3>"$fifo"
	if wait_for "$log" "testpmd> " 600; then
		echo start >&3
		sleep 5
		echo stop >&3
		wait_for "$log" "Accumulated forward statistics" 300 &&
			callgrind_control -i on "$(pgrep -P "$pid")" >/dev/null 2>&1 &&
			echo start >&3 && sleep "$cgsecs" && echo stop >&3 &&
			wait_for "$log" "Accumulated forward statistics" 300 2
		sleep 1
	fi
	echo quit >&3
	exec 3>&-
	wait
	printf "%-30s " "$label"
	python3 devtools/bench_callgrind.py "$tmp/cg.board" "$obj" \
		"$(forwarded "$log" 2)" ||
		tail -n 20 "$log"
}

echo "testpmd io forwarding, 2 ports, 1 forwarding core, ${secs} s per case, $rounds rounds, $(nproc) CPUs, load:$(uptime | sed 's/.*load average://')"
echo "(emulated: the engine on CPU 0, forwarding on CPU 1, generators at line rate; board: the"
echo " engine on CPU 0, the tester's generator on dpni.1 at $BOARD_PPS frames/s, 4096 mbufs)"
printf "%-30s %11s %11s %10s %8s %7s\n" "case" "busy c/p" "work c/p" "work ns/p" "Mpps" "x null"
for r in $(seq 1 "$rounds"); do
	echo "round $r"
	for size in $sizes; do
		gen="gen_size=$size,gen_flows=64,gen_delay=200"
		run "net_null $size B" "" "" dpdk-testpmd $EAL -m 2048 --vdev "net_null0,size=$((size - 4))" \
			--vdev "net_null1,size=$((size - 4))" -- -i $TP --record-core-cycles --total-num-mbufs=32768
		null=$(cat "$tmp/work")
		run "dpaa2x $size B zero-copy" "" "$null" dpdk-testpmd $EAL -m 2048 -d "$so" \
			--vdev "net_dpaa2x0,$gen,copybreak=0" --vdev "net_dpaa2x1,$gen,copybreak=0" \
			-- -i $TP --record-core-cycles --total-num-mbufs=32768
		run "dpaa2x $size B copybreak=512" "" "$null" dpdk-testpmd $EAL -m 2048 -d "$so" \
			--vdev "net_dpaa2x0,$gen,copybreak=512" --vdev "net_dpaa2x1,$gen,copybreak=512" \
			-- -i $TP --record-core-cycles --total-num-mbufs=32768
		run "board net_dpaa2 $size B" "$size" "$null" $BOARD dpdk-testpmd $EAL -m 256 \
			-- -i $TP --record-core-cycles --no-lsc-interrupt --total-num-mbufs=4096
		# shellcheck disable=SC2086
		run "board dpaa2x fslmc $size B 0-copy" "$size" "$null" $BOARD dpdk-testpmd $EAL -m 256 $FSLMC \
			-- -i $TP --record-core-cycles --no-lsc-interrupt --total-num-mbufs=4096
	done
done
cat <<'TXT'
busy: cycles of bursts that carried packets, per packet (testpmd); work: busy minus the
driver's waits for pull results in those bursts (net_dpaa2x xstat rx_pull_wait_cycles; net_dpaa2
has no such counter: its work is its busy). engine+trap: on the board each trapped DPIO access
is a SIGSEGV round trip and waits for the emulated engine: a figure of the emulation, not of the
driver. x null: work over net_null's of the same round and size.
TXT
[ "$cg" = yes ] || exit 0

# Instructions per packet. net_null: stock testpmd under callgrind for 30 s,
# its Rx and Tx burst functions' inclusive counts. net_dpaa2x:
# devtools/cost-valgrind.sh, the driver's rx_burst and tx_burst with the
# emulated hardware in step mode and its passes outside the counts.
size=${sizes%% *}
echo "callgrind, $size B: instructions per packet in the Rx and Tx burst functions"
printf "%-30s %9s %9s %9s\n" case "Rx Ir/p" "Tx Ir/p" "sum"
rm -f "$tmp/in"
mkfifo "$tmp/in"
# testpmd without -i forwards at once and ends at a line on its input
# (its output line-buffered, to see when it forwards)
timeout 600 stdbuf -oL valgrind --tool=callgrind --fair-sched=yes --dump-instr=yes --compress-pos=no \
	--compress-strings=no \
	--callgrind-out-file="$tmp/cg.out" dpdk-testpmd $EAL -m 1024 \
	--vdev "net_null0,size=$((size - 4))" --vdev "net_null1,size=$((size - 4))" \
	-- $TP --total-num-mbufs=8192 <"$tmp/in" >"$tmp/out" 2>&1 &
exec 3>"$tmp/in"
wait_for "$tmp/out" "Press enter to exit" 300
sleep 30
echo >&3
exec 3>&-
wait
printf "%-30s " "net_null $size B (testpmd)"
python3 devtools/bench_callgrind.py "$tmp/cg.out" librte_net_null.so.23.0 "$(forwarded "$tmp/out")"
devtools/cost-valgrind.sh --sizes "$size" --rounds 6 >"$tmp/cost" 2>&1 ||
	{ echo "cost-valgrind failed:"; cat "$tmp/cost"; exit 1; }
awk -v s="$size" '$2 == s { printf "%-30s %9.1f %9.1f %9.1f\n", "dpaa2x " s " B " $1 " (ipfwd)",
	$6, $7, $6 + $7 }' "$tmp/cost"
board_cg "board net_dpaa2 $size B" librte_net_dpaa2.so.23.0
# shellcheck disable=SC2086
board_cg "board dpaa2x fslmc $size B 0-copy" librte_net_dpaa2x.so $FSLMC
cat <<'TXT'
net_null: the callees testpmd's forwarding loop calls in librte_net_null.so (Debian's is stripped:
Rx is the one called first), a few tenths apart between runs. dpaa2x (devtools/cost-valgrind.sh,
deterministic): dpaa2x-ipfwd's polls, its rx_burst and tx_burst columns; the emulated BMan and
QMan commands run in the calling thread ("portals" there) are not in them. board: testpmd under
callgrind on the board, the second start only; net_dpaa2's Rx is dpaa2_dev_prefetch_rx (stripped:
the one called first), Tx dpaa2_dev_tx; their calls into the bus's QBMan driver are in, the trap's
handler (the engine's work) is not; the empty polls of port 1, which receives nothing, are in.
TXT
