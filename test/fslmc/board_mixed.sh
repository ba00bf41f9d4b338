#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Suite fslmc: one stock Debian dpdk-testpmd with NXP's net_dpaa2 on dpni.1
# (port 0) and this build's net_dpaa2x backend=fslmc on dpni.2 (port 1),
# both on the one forwarding lcore (two drivers on one DPIO), and
# testpmd's one mbuf pool, of DPDK's dpaa2 ops (the bus's platform ops),
# which net_dpaa2x adopts: devtools/board-forward.sh --pmd mixed, 400
# frames at 50 frames/s from the first pull of the generator's dpni, each
# way, with 0 lost (--lossless: every frame out at the sink) and the
# counts exact. The pace is for a loaded host: at a load of 20 on 2 CPUs
# testpmd forwarded fewer than 200 frames a second, and 532 of 10000 at
# 200 a second were tail-dropped at net_dpaa2's Rx queue (349 frames);
# here it would have to forward fewer than 52 in 8 s to drop one (board_forward.sh: the ingress =
# testpmd's Rx = its Tx = the egress = the sink's; the pools whole, no
# frame queued; every MC command of the run listed):
#   1. dpni.1 -> dpni.2: net_dpaa2 receives, net_dpaa2x sends every frame
#      in testpmd's pool itself (xstat tx_copied_packets 0: WRIOP gives
#      each buffer back to that pool by the BPID in its FD);
#   2. dpni.2 -> dpni.1 (--from 2): net_dpaa2x receives into testpmd's
#      pool (xstats: every frame zero-copy; copybreak=0, as board-forward.sh
#      sets: net_dpaa2 of DPDK 22.11 sends an mbuf of another pool as a copy
#      without its length, which the dpni discards), net_dpaa2 sends.
#   board_mixed.sh <source root> <build root>
. "$(dirname "$0")/board_common.sh"
trap 'rm -rf "$tmp"' EXIT
args="--frames 400 --pps 50 --lossless"
echo "# dpni.1 -> dpni.2: net_dpaa2 in, net_dpaa2x out"
"$src/test/fslmc/board_forward.sh" "$src" "$build" mixed $args && ok mixed_1_to_2 ||
	fail "mixed_1_to_2: the run does not balance (its FAIL lines above)"
echo "# dpni.2 -> dpni.1: net_dpaa2x in, net_dpaa2 out"
"$src/test/fslmc/board_forward.sh" "$src" "$build" mixed $args --from 2 && ok mixed_2_to_1 ||
	fail "mixed_2_to_1: the run does not balance (its FAIL lines above)"
exit $((fails > 0))
