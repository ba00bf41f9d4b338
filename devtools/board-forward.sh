#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Stock Debian dpdk-testpmd forwarding on the emulated LS2088A board, every
# frame accounted for:
#   devtools/board-forward.sh [--frames N] [--size B] [--pps P]
#       [--start rx|enable] [--pmd net_dpaa2|dpaa2x|mixed] [--from 1|2]
#       [--build DIR] [--mc-trace FILE]
# The board's tester sends N frames of B bytes at P frames/s into dpni.1's
# dpmac (DPAA2X_BOARD_GEN; dpni.2's with --from 2), from the first pull of
# that dpni's Rx queue (--start rx, the default: testpmd forwards when the
# first frame comes) or from the dpni's enable (--start enable). testpmd,
# run through devtools/ls2088a.sh, forwards them in io mode out of the
# other dpni to the tester's sink. The script waits (bounded, saying what
# it waits for) for the generator's last frame and for the ports' counts
# to settle, stops and quits testpmd, prints its forward statistics and
# the board's report, and checks the balance (dpni.1 the generator's,
# dpni.2 the sink's, port 0 dpni.1's; the other way round with --from 2):
#   - the generator sent N = frames forwarded + the drops counted (dpni.1's
#     discards and tail drops, testpmd's Tx drops);
#   - dpni.1's ingress = testpmd's port 0 Rx = port 1's Tx (+ its drops),
#     port 1's Tx = dpni.2's egress = the sink's frames, none corrupted;
#   - the pools whole (testpmd's mbufs drained back at its exit, net_dpaa2's
#     scatter-gather pool all in BMan, net_dpaa2x's pools drained at its
#     close) and no frame left in the SoC's queues;
#   - mixed: net_dpaa2x sent or received every frame in testpmd's pool
#     itself (xstats: no Tx copy; Rx zero-copy or copybreak).
# Exit status 0 only when everything balances.
#   --frames N     frames to send (default 1000000)
#   --size B       wire size, 64..1518 (default 64)
#   --pps P        the generator's rate, frames/s (default 2000; 0: line rate)
#   --pmd          net_dpaa2 (NXP's, default), dpaa2x (this build's
#                  net_dpaa2x backend=fslmc on both dpnis, loaded with -d)
#                  or mixed (net_dpaa2 on dpni.1, net_dpaa2x on dpni.2,
#                  one lcore forwarding, testpmd's one pool of DPDK's dpaa2
#                  ops, which net_dpaa2x adopts)
#   --from D       the generator's dpni, 1 (default) or 2
#   --lossless     also fail when any frame was dropped (0 lost: every
#                  frame the generator sent is out at the sink)
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
from=1
lossless=
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
	--from) from=${2:-}; shift 2 ;;
	--lossless) lossless=1; shift ;;
	--build) build=${2:?--build needs a folder}; shift 2 ;;
	--mc-trace) BOARD_MC_TRACE=${2:?--mc-trace needs a file}; shift 2 ;;
	*) echo "board-forward: unknown argument '$1' (--frames N, --size B, --pps P," \
		"--start rx|enable, --pmd net_dpaa2|dpaa2x|mixed, --from 1|2, --lossless," \
		"--build DIR, --mc-trace FILE)" >&2
	   exit 2 ;;
	esac
done
case $start in rx|enable) ;; *)
	echo "board-forward: --start '$start': rx or enable" >&2; exit 2 ;;
esac
case $from in 1|2) ;; *)
	echo "board-forward: --from '$from': dpni 1 or 2" >&2; exit 2 ;;
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
# g: the generator's dpni, k: the sink's; their ports
g=$from k=$((3 - from))
gen_dpni=$g rx_port=$((g - 1)) tx_port=$((k - 1))
pmd=()
case $pmd_name in
net_dpaa2) ;;
dpaa2x|mixed)
	# this build's driver, loaded by testpmd
	. "$top/test/common/safe_so.sh"
	safe_so "$build/drivers/librte_net_dpaa2x.so"
	pmd=(-d "$SAFE_SO") ;;
*) echo "board-forward: --pmd '$pmd_name': net_dpaa2, dpaa2x or mixed" >&2; exit 2 ;;
esac
case $pmd_name in
dpaa2x)
	# net_dpaa2 kept off both dpnis, net_dpaa2x takes them as vdevs (the
	# NIC guide's "EAL arguments and devargs")
	pmd+=(--mbuf-pool-ops-name=dpaa2x -b fslmc:dpni.1 -b fslmc:dpni.2
	      --vdev net_dpaa2x0,backend=fslmc,dpni=1 --vdev net_dpaa2x1,backend=fslmc,dpni=2)
	rx_in=hw_rx_frames ;;
mixed)
	# net_dpaa2 on dpni.1 (port 0: the bus probes before the vdevs),
	# net_dpaa2x on dpni.2 (port 1): testpmd's one pool is of DPDK's
	# dpaa2 ops, which net_dpaa2x adopts
	pmd+=(-b fslmc:dpni.2 --vdev net_dpaa2x1,backend=fslmc,dpni=2,copybreak=0)
	[ "$g" = 1 ] || rx_in=hw_rx_frames ;;
esac

ports() {	# what the ports have done so far
	echo "port $rx_port took $(xs $rx_port $rx_in), port $tx_port sent $(xs $tx_port tx_good_packets)"
}
progress=ports

gen=$g:$frames:$size:$pps:$start
echo "board-forward: DPAA2X_BOARD_GEN=$gen, $pmd_name, bound $bound_s s"
t0=$SECONDS
board_testpmd "$gen" "${pmd[@]}"
cmd start
wait_for "the generator's $frames frames" gen_done && ok generator_done ||
	fail "generator_done: not all $frames frames sent"
if wait_for "the counts to settle" settled; then ok counts_settled
else fail "counts_settled: dpni.$g took $(xs $rx_port $rx_in), dpni.$k sent $(xs $tx_port tx_good_packets)"; fi
# mixed: net_dpaa2x's port (1) sent or received every frame in testpmd's
# pool itself (Tx: WRIOP gave the buffers back to it by its BPID)
[ "$pmd_name" != mixed ] ||
	read -r tx_copied rx_zc rx_cb <<<"$(xs 1 tx_copied_packets) $(xs 1 rx_zerocopy_packets) $(xs 1 rx_copybreak_packets)"
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
in1=$(report $g in) out2=$(report $k out)
tail1=$(report $g "tail drops") disc1=$(report $g discards) nobuf1=$(report $g "no buffer")
filt1=$(report $g filtered)
gen1=$(mac $g "generator sent") sink2=$(mac $k "sink got")
corrupt=$(mac $k corrupted) foreign=$(mac $k foreign) lost=$(mac $k lost)
rx0=$(pstat $rx_port RX-packets) tx1=$(pstat $tx_port TX-packets) txdrop1=$(pstat $tx_port TX-dropped)
drops=$((${tail1:-0} + ${disc1:-0} + ${nobuf1:-0} + ${filt1:-0} + ${txdrop1:-0}))
echo "board-forward: $secs s; sent ${gen1:-?}, forwarded ${sink2:-?}, dropped $drops" \
	"(dpni.$g tail drops ${tail1:-?}, discards $((${disc1:-0} + ${nobuf1:-0})), filtered ${filt1:-?}," \
	"testpmd Tx drops ${txdrop1:-?})"

# the balance, exact
[ "${gen1:-}" = "$frames" ] && [ $((${sink2:-0} + drops)) = "$frames" ] &&
	ok "balance: sent $frames = forwarded $sink2 + dropped $drops" ||
	fail "balance: sent ${gen1:-?} of $frames, forwarded ${sink2:-?}, dropped $drops"
[ -n "$in1" ] && [ "$in1" = "${rx0:-}" ] && [ "$in1" = $((${tx1:-0} + ${txdrop1:-0})) ] &&
	[ "${tx1:-}" = "$out2" ] && [ "$out2" = "$sink2" ] && [ "${sink2:-0}" -gt 0 ] &&
	ok "counts: dpni.$g in $in1 = port $rx_port Rx = port $tx_port Tx $tx1 (+ $txdrop1 dropped) = dpni.$k out = sink" ||
	fail "counts: dpni.$g in ${in1:-?}, port $rx_port Rx ${rx0:-?}, port $tx_port Tx ${tx1:-?} (dropped ${txdrop1:-?}), dpni.$k out ${out2:-?}, sink ${sink2:-?}"
[ "$corrupt" = 0 ] && [ "$foreign" = 0 ] && ok "sink_clean" ||
	fail "sink_clean: corrupted ${corrupt:-?}, foreign ${foreign:-?}"
# the sink counts as lost the gaps in the sequence it saw: with no drop, none
[ $drops != 0 ] || { [ "$lost" = 0 ] && ok sink_no_gap || fail "sink_no_gap: lost ${lost:-?}"; }
[ -z "$lossless" ] || { [ $drops = 0 ] && [ "${sink2:-}" = "$frames" ] &&
	ok "lossless: all $frames frames out at the sink" ||
	fail "lossless: $drops of $frames dropped, ${sink2:-?} at the sink"; }
if [ "$pmd_name" = mixed ] && [ "$g" = 1 ]; then
	[ "${tx_copied:-}" = 0 ] && [ "${tx1:-0}" -gt 0 ] &&
		ok "dpaa2x_tx_in_place: port 1 sent $tx1 in testpmd's dpaa2 pool, 0 copied" ||
		fail "dpaa2x_tx_in_place: port 1 sent ${tx1:-?}, copied ${tx_copied:-?}"
elif [ "$pmd_name" = mixed ]; then
	[ -n "${rx_zc:-}" ] && [ $((rx_zc + ${rx_cb:-0})) = "${rx0:-}" ] && [ "${rx0:-0}" -gt 0 ] &&
		ok "dpaa2x_rx_in_pool: port 1 took $rx0 from testpmd's dpaa2 pool ($rx_zc zero-copy, $rx_cb copied)" ||
		fail "dpaa2x_rx_in_pool: port 1 took ${rx0:-?}, zero-copy ${rx_zc:-?}, copybreak ${rx_cb:-?}"
fi
pools_whole $pmd_name

if [ $fails != 0 ]; then
	echo "--- testpmd"
	grep -av 'Map address\|^EAL:   ' "$tmp/out" | tail -40
	echo "board-forward: $fails checks failed"
	exit 1
fi
echo "board-forward: balanced"
