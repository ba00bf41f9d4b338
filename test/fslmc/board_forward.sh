#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Suite fslmc: stock Debian dpdk-testpmd with NXP's net_dpaa2 forwarding on
# the emulated board: devtools/board-forward.sh's short form, 2000 frames
# at 500 frames/s from the first pull of dpni.1's Rx queue. It checks the
# balance exactly (the generator's frames = forwarded + counted drops;
# dpni.1's ingress = testpmd's port 0 Rx = port 1's Tx = dpni.2's egress =
# the sink's), the pools whole and no frame left in the SoC's queues.
# Here, the MC transcript of the run (DPAA2X_BOARD_MC_TRACE: the bus, the
# mempool and net_dpaa2 from probe to close) against
# test/fslmc/net_dpaa2_mc.list: every command DPDK's own code sent is a
# listed one, so the list is proved by the real client.
# With "dpaa2x": net_dpaa2x backend=fslmc over the same bus instead, this
# build's driver loaded by stock testpmd (-d), net_dpaa2 kept off both dpnis
# (-b fslmc:dpni.N, as the NIC guide says), the same counts (dpni.1's
# ingress is net_dpaa2x's hw_rx_frames), every pool it used empty in BMan
# after the close; the strict MC's refusals it falls back from are listed.
# With "mixed" (board_mixed.sh): net_dpaa2 on dpni.1 and net_dpaa2x on
# dpni.2 in one testpmd, one forwarding lcore; further arguments go to
# board-forward.sh (--from 2: the other way).
#   board_forward.sh <source root> <build root> [dpaa2x|mixed [ARGS...]]
. "$(dirname "$0")/board_common.sh"
trap 'rm -rf "$tmp"' EXIT
pmd=${3:-net_dpaa2}
shift $(($# < 3 ? $# : 3))
"$src/devtools/board-forward.sh" --frames 2000 --pps 500 --build "$build" --pmd "$pmd" \
	--mc-trace "$tmp/mc" "$@" || fail "board-forward.sh: the run does not balance (its FAIL lines above)"

# the transcript against the list (its first four fields, the key; the
# transcript's last is the errno answered: 0 for every one of net_dpaa2's)
grep -v '^#' "$src/test/fslmc/net_dpaa2_mc.list" | awk 'NF {print $1, $2, $3, $4}' |
	sort -u >"$tmp/listed"
awk '{print $1, $2, $3, $4}' "$tmp/mc" | sort -u >"$tmp/sent"
unlisted=$(comm -23 "$tmp/sent" "$tmp/listed" | tr '\n' ';')
refused=
[ "$pmd" != net_dpaa2 ] || refused=$(awk '$NF != 0' "$tmp/mc" | tr '\n' ';')
n=$(wc -l <"$tmp/sent")
if [ "$n" -ge 40 ] && [ -z "$unlisted" ] && [ -z "$refused" ]; then
	ok "mc_transcript_listed ($n commands)"
else fail "mc_transcript_listed: $n commands; not listed: $unlisted refused: $refused"; fi

exit $((fails > 0))
