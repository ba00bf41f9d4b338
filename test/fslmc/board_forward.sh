#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Suite fslmc: stock Debian dpdk-testpmd with NXP's net_dpaa2 forwarding on
# the emulated board, through devtools/ls2088a.sh. The tester's generator
# sends FRAMES frames into dpni.1's dpmac; testpmd's io forwarding sends
# them out of dpni.2, where the tester's sink counts them. Every frame is
# accounted for: each one the generator sent was either forwarded (the
# sink's count, dpni.1's ingress, dpni.2's egress, testpmd's counters)
# or tail-dropped at dpni.1's Rx queue (net_dpaa2's 64 KiB byte
# threshold, dpni.1's counter); no
# frame is left in the SoC's queues and the pools are whole at the end.
# The MC transcript of the run (DPAA2X_BOARD_MC_TRACE: the bus, the
# mempool and net_dpaa2 from probe to close) against
# test/fslmc/net_dpaa2_mc.list: every command DPDK's own code sent is a
# listed one, so the list is proved by the real client.
# With "dpaa2x": net_dpaa2x backend=fslmc over the same bus instead, this
# build's driver loaded by stock testpmd (-d), net_dpaa2 kept off both dpnis
# (-b fslmc:dpni.N, as the NIC guide says), the same counts (dpni.1's
# ingress is net_dpaa2x's hw_rx_frames), every pool it used empty in BMan
# after the close; the strict MC's refusals it falls back from are listed.
#   board_forward.sh <source root> <build root> [dpaa2x]
. "$(dirname "$0")/board_common.sh"
FRAMES=2000
prefix=board_fwd_$$
mkfifo "$tmp/in"
pmd=()
rx_in=rx_good_packets	# net_dpaa2's: the dpni's ingress frames
SAFE_SO_DIR=
if [ "${3:-}" = dpaa2x ]; then
	. "$src/test/common/safe_so.sh"
	safe_so "$build/drivers/librte_net_dpaa2x.so"
	pmd=(-d "$SAFE_SO" --mbuf-pool-ops-name=dpaa2x -b fslmc:dpni.1 -b fslmc:dpni.2
	     --vdev net_dpaa2x0,backend=fslmc,dpni=1 --vdev net_dpaa2x1,backend=fslmc,dpni=2)
	rx_in=hw_rx_frames
fi
trap 'exec 9>&- 2>/dev/null; wait; rm -rf "$tmp"; [ -z "$SAFE_SO_DIR" ] || rm -rf "$SAFE_SO_DIR"' EXIT
xs() {	# PORT XSTAT: the xstat now, through the telemetry socket
	echo "/ethdev/xstats,$1" | dpdk-telemetry.py -f $prefix 2>/dev/null | python3 -c \
		'import json, sys; print(json.load(sys.stdin)["/ethdev/xstats"][sys.argv[1]])' "$2"
}
sent() {	# the generator said it sent every frame
	grep -qxF "dpaa2x board: generator on dpni.1: all $FRAMES frames sent" "$tmp/out"
}
forwarded() {	# every frame dpni.1 took is out of dpni.2 (none comes after the last sent)
	local rx tx
	rx=$(xs 0 $rx_in) && tx=$(xs 1 tx_good_packets) && [ "$rx" = "$tx" ]
}
wait_long() {	# CMD: bounded (400 s): each trapped portal access waits for the engine
	local i
	for i in $(seq 2000); do
		"$@" >/dev/null 2>&1 && return 0
		kill -0 "$pid" 2>/dev/null || return 1
		sleep 0.2
	done
	return 1
}

# the generator at 500 frames/s, from the moment net_dpaa2 enables
# dpni.1; --no-flush-rx: testpmd's start takes no frame off the queues
# without counting it (its flush frees what it finds)
DPAA2X_BOARD_ROOT=$tmp DPAA2X_BOARD_GEN=1:$FRAMES:64:500 DPAA2X_BOARD_MC_TRACE=$tmp/mc timeout -k 10 540 \
	"$src/devtools/ls2088a.sh" --build "$build" --cpu 0 -- \
	$TESTPMD --no-huge -m 256 --no-pci -l 0-1 --file-prefix=$prefix "${pmd[@]}" -- \
	-i --no-lsc-interrupt --total-num-mbufs=4096 --no-flush-rx <"$tmp/in" >"$tmp/out" 2>&1 &
pid=$!
exec 9>"$tmp/in"
echo "start" >&9
wait_long sent && ok generator_done || fail "generator_done: not all $FRAMES frames sent"
if wait_long forwarded; then ok forwarded
else fail "forwarded: dpni.1 took $(xs 0 $rx_in), dpni.2 sent $(xs 1 tx_good_packets)"; fi
rx=$(xs 0 $rx_in)
tx=$(xs 1 tx_good_packets)
drop=$((FRAMES - tx))
printf '%s\n' "stop" "quit" >&9
exec 9>&-
wait $pid
status=$?
[ $status = 0 ] && ok exit_status || fail "exit_status: $status"

# the counts, exact: in = out + counted drops (dpni.1's tail drops: net_dpaa2
# does not read the queue's tail drops)
[ "$rx" = "$tx" ] && [ "$tx" -gt 0 ] && ok "counts (forwarded $tx, tail-dropped $drop)" ||
	fail "counts: port 0 received $rx, port 1 sent $tx of $FRAMES"
has dpni1 "$tmp/out" "dpaa2x board: dpni.1: in $tx (discards 0, no buffer 0, tail drops $drop, filtered 0), out 0"
has gen "$tmp/out" "dpaa2x board: dpni.1's dpmac: generator sent $FRAMES, sink got 0 (lost 0, corrupted 0, foreign 0)"
has dpni2 "$tmp/out" "dpaa2x board: dpni.2: in 0 (discards 0, no buffer 0, tail drops 0, filtered 0), out $tx"
# (the sink counts as lost the gaps in the sequence it saw: not the drops
# after the last frame forwarded)
grep -qx "dpaa2x board: dpni.2's dpmac: generator sent 0, sink got $tx (lost [0-9]*, corrupted 0, foreign 0)" \
	"$tmp/out" && ok sink || fail "sink: no line of the sink's $tx frames"
if [ ${#pmd[@]} = 0 ]; then
	# the pools whole: testpmd's 4096 mbufs back in BMan and drained at its
	# exit, net_dpaa2's Tx scatter-gather pool all in BMan
	has pool_mbufs "$tmp/out" "dpaa2x board: dpbp.2: 0 buffers in BMan (capacity 262144), 4096 acquire and 4096 release commands"
	has pool_sg "$tmp/out" "dpaa2x board: dpbp.1: 2048 buffers in BMan (capacity 262144), 0 acquire and 2048 release commands"
else	# every pool net_dpaa2x used drained back at its close
	pools=$(grep -ac "^dpaa2x board: dpbp\.[0-9]*: " "$tmp/out")
	empty=$(grep -ac "^dpaa2x board: dpbp\.[0-9]*: 0 buffers in BMan " "$tmp/out")
	[ "$pools" -gt 0 ] && [ "$pools" = "$empty" ] && ok "pools_drained ($pools)" ||
		fail "pools_drained: $empty of $pools pools empty in BMan"
fi
# no frame left queued
has queues_empty "$tmp/out" "dpaa2x board: frames left in the SoC's queues: 0"

# the transcript against the list (its first four fields, the key; the
# transcript's last is the errno answered: 0 for every one of net_dpaa2's)
grep -v '^#' "$src/test/fslmc/net_dpaa2_mc.list" | awk 'NF {print $1, $2, $3, $4}' |
	sort -u >"$tmp/listed"
awk '{print $1, $2, $3, $4}' "$tmp/mc" | sort -u >"$tmp/sent"
unlisted=$(comm -23 "$tmp/sent" "$tmp/listed" | tr '\n' ';')
refused=
[ ${#pmd[@]} != 0 ] || refused=$(awk '$NF != 0' "$tmp/mc" | tr '\n' ';')
n=$(wc -l <"$tmp/sent")
if [ "$n" -ge 40 ] && [ -z "$unlisted" ] && [ -z "$refused" ]; then
	ok "mc_transcript_listed ($n commands)"
else fail "mc_transcript_listed: $n commands; not listed: $unlisted refused: $refused"; fi

[ $fails = 0 ] || { echo "--- testpmd"; grep -av 'Map address\|^EAL:   ' "$tmp/out" | tail -40; }
exit $((fails > 0))
