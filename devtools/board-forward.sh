#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Stock Debian dpdk-testpmd forwarding on the emulated LS2088A board, every
# frame accounted for:
#   devtools/board-forward.sh [--frames N] [--size B] [--pps P]
#       [--start rx|enable] [--pmd net_dpaa2|dpaa2x] [--build DIR]
#       [--mc-trace FILE]
# The board's tester sends N frames of B bytes at P frames/s into dpni.1's
# dpmac (DPAA2X_BOARD_GEN), from the first pull of dpni.1's Rx queue
# (--start rx, the default: testpmd forwards when the first frame comes)
# or from the dpni's enable (--start enable). testpmd, run through
# devtools/ls2088a.sh, forwards them in io mode out of dpni.2 to the
# tester's sink. The script waits (bounded, saying what it waits for) for
# the generator's last frame and for the ports' counts to settle, stops
# and quits testpmd, prints its forward statistics and the board's report,
# and checks the balance:
#   - the generator sent N = frames forwarded + the drops counted (dpni.1's
#     discards and tail drops, testpmd's Tx drops);
#   - dpni.1's ingress = testpmd's port 0 Rx = port 1's Tx (+ its drops),
#     port 1's Tx = dpni.2's egress = the sink's frames, none corrupted;
#   - the pools whole (testpmd's mbufs drained back at its exit, net_dpaa2's
#     scatter-gather pool all in BMan) and no frame left in the SoC's queues.
# Exit status 0 only when everything balances.
#   --frames N     frames to send (default 1000000)
#   --size B       wire size, 64..1518 (default 64)
#   --pps P        the generator's rate, frames/s (default 2000; 0: line rate)
#   --pmd          net_dpaa2 (NXP's, default) or dpaa2x (this build's
#                  net_dpaa2x backend=fslmc on both dpnis, loaded with -d)
#   --build DIR    the build folder (default build)
#   --mc-trace F   write the MC transcript of the run to F
#                  (DPAA2X_BOARD_MC_TRACE)
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
build=$top/build
frames=1000000
size=64
pps=2000
start=rx
pmd_name=net_dpaa2
BOARD_MC_TRACE=
num() {	# OPTION VALUE: VALUE, a number, or exit naming the option
	[[ $2 =~ ^[0-9]+$ ]] && { echo "$2"; return; }
	echo "board-forward: $1 '$2' is not a number" >&2
	exit 2
}
while [ $# -gt 0 ]; do
	case $1 in
	--frames) frames=$(num "$1" "${2:-}") || exit 2; shift 2 ;;
	--size) size=$(num "$1" "${2:-}") || exit 2; shift 2 ;;
	--pps) pps=$(num "$1" "${2:-}") || exit 2; shift 2 ;;
	--start) start=${2:-}; shift 2 ;;
	--pmd) pmd_name=${2:-}; shift 2 ;;
	--build) build=${2:?--build needs a folder}; shift 2 ;;
	--mc-trace) BOARD_MC_TRACE=${2:?--mc-trace needs a file}; shift 2 ;;
	*) echo "board-forward: unknown argument '$1' (--frames N, --size B, --pps P," \
		"--start rx|enable, --pmd net_dpaa2|dpaa2x, --build DIR, --mc-trace FILE)" >&2
	   exit 2 ;;
	esac
done
case $start in rx|enable) ;; *)
	echo "board-forward: --start '$start': rx or enable" >&2; exit 2 ;;
esac
[ "$frames" -gt 0 ] || { echo "board-forward: --frames 0: nothing to forward" >&2; exit 2; }
build=$(cd "$build" 2>/dev/null && pwd) || { echo "board-forward: no build folder" >&2; exit 2; }
set -- "$top" "$build"
. "$top/test/fslmc/board_common.sh"
# the bounds: the generator's time three times over plus 5 minutes (each
# trapped portal access waits for the engine; a loaded host is slower)
gen_s=$(( pps > 0 ? (frames + pps - 1) / pps : (frames + 9999) / 10000 ))
bound_s=$((3 * gen_s + 300))
. "$top/test/fslmc/board_testpmd.sh"
pmd=()
case $pmd_name in
net_dpaa2) ;;
dpaa2x)
	# net_dpaa2 kept off both dpnis, net_dpaa2x takes them as vdevs (the
	# NIC guide's "EAL arguments and devargs")
	. "$top/test/common/safe_so.sh"
	safe_so "$build/drivers/librte_net_dpaa2x.so"
	pmd=(-d "$SAFE_SO" --mbuf-pool-ops-name=dpaa2x -b fslmc:dpni.1 -b fslmc:dpni.2
	     --vdev net_dpaa2x0,backend=fslmc,dpni=1 --vdev net_dpaa2x1,backend=fslmc,dpni=2)
	rx_in=hw_rx_frames ;;
*) echo "board-forward: --pmd '$pmd_name': net_dpaa2 or dpaa2x" >&2; exit 2 ;;
esac

ports() {	# what the ports have done so far
	echo "port 0 took $(xs 0 $rx_in), port 1 sent $(xs 1 tx_good_packets)"
}
progress=ports

gen=1:$frames:$size:$pps:$start
echo "board-forward: DPAA2X_BOARD_GEN=$gen, $pmd_name, bound $bound_s s"
t0=$SECONDS
board_testpmd "$gen" "${pmd[@]}"
cmd start
wait_for "the generator's $frames frames" gen_done && ok generator_done ||
	fail "generator_done: not all $frames frames sent"
if wait_for "the counts to settle" settled; then ok counts_settled
else fail "counts_settled: dpni.1 took $(xs 0 $rx_in), dpni.2 sent $(xs 1 tx_good_packets)"; fi
cmd stop
quit_testpmd
secs=$((SECONDS - t0))
[ $status = 0 ] && ok exit_status || fail "exit_status: $status"

# testpmd's forward statistics and the board's report
awk '/Forward statistics for port/ {port = $(NF - 1)} /Accumulated/ {port = ""}
     port != "" && /(RX|TX)-packets/ {sub(/^ */, ""); print "testpmd port " port ": " $0}' \
	"$tmp/out" >"$tmp/fwd"
grep -a '^dpaa2x board: \(dpni\|dpbp\|frames left\|generator\)' "$tmp/out"
cat "$tmp/fwd"
in1=$(report 1 in) out2=$(report 2 out)
tail1=$(report 1 "tail drops") disc1=$(report 1 discards) nobuf1=$(report 1 "no buffer")
filt1=$(report 1 filtered)
gen1=$(mac 1 "generator sent") sink2=$(mac 2 "sink got")
corrupt=$(mac 2 corrupted) foreign=$(mac 2 foreign) lost=$(mac 2 lost)
rx0=$(pstat 0 RX-packets) tx1=$(pstat 1 TX-packets) txdrop1=$(pstat 1 TX-dropped)
drops=$((${tail1:-0} + ${disc1:-0} + ${nobuf1:-0} + ${filt1:-0} + ${txdrop1:-0}))
echo "board-forward: $secs s; sent ${gen1:-?}, forwarded ${sink2:-?}, dropped $drops" \
	"(dpni.1 tail drops ${tail1:-?}, discards $((${disc1:-0} + ${nobuf1:-0})), filtered ${filt1:-?}," \
	"testpmd Tx drops ${txdrop1:-?})"

# the balance, exact
[ "${gen1:-}" = "$frames" ] && [ $((${sink2:-0} + drops)) = "$frames" ] &&
	ok "balance: sent $frames = forwarded $sink2 + dropped $drops" ||
	fail "balance: sent ${gen1:-?} of $frames, forwarded ${sink2:-?}, dropped $drops"
[ -n "$in1" ] && [ "$in1" = "${rx0:-}" ] && [ "$in1" = $((${tx1:-0} + ${txdrop1:-0})) ] &&
	[ "${tx1:-}" = "$out2" ] && [ "$out2" = "$sink2" ] && [ "${sink2:-0}" -gt 0 ] &&
	ok "counts: dpni.1 in $in1 = port 0 Rx = port 1 Tx $tx1 (+ $txdrop1 dropped) = dpni.2 out = sink" ||
	fail "counts: dpni.1 in ${in1:-?}, port 0 Rx ${rx0:-?}, port 1 Tx ${tx1:-?} (dropped ${txdrop1:-?}), dpni.2 out ${out2:-?}, sink ${sink2:-?}"
[ "$corrupt" = 0 ] && [ "$foreign" = 0 ] && ok "sink_clean" ||
	fail "sink_clean: corrupted ${corrupt:-?}, foreign ${foreign:-?}"
# the sink counts as lost the gaps in the sequence it saw: with no drop, none
[ $drops != 0 ] || { [ "$lost" = 0 ] && ok sink_no_gap || fail "sink_no_gap: lost ${lost:-?}"; }
pools_whole $pmd_name

if [ $fails != 0 ]; then
	echo "--- testpmd"
	grep -av 'Map address\|^EAL:   ' "$tmp/out" | tail -40
	echo "board-forward: $fails checks failed"
	exit 1
fi
echo "board-forward: balanced"
