#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Run an unmodified program on the emulated LS2088A board:
#   devtools/ls2088a.sh [--dpl FILE.dtb] [--cpu N] [--build DIR] -- PROGRAM [ARGS...]
# e.g. devtools/ls2088a.sh -- dpdk-testpmd -l 0 --no-huge -m 512 -- -i
# The program finds the board as DPDK's fslmc bus finds an LS2088A: the
# DPRC named by DPRC (set here to the board's container, dprc.1 in the
# default DPL), its objects under /sys/bus/fsl-mc/devices/, and VFIO. The
# board's interposer (build/.../libdpaa2x_ls2088a.so, see the model guide's
# "The board under DPDK's fslmc bus") is preloaded: nothing is installed
# and no kernel module is loaded.
#   --dpl FILE   the board's DPL (a .dtb; default: the embedded default DPL)
#   --cpu N      the CPU of the emulated SoC's engine (default 1)
#   --build DIR  the build folder holding the interposer (default build)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
build=$top/build
dpl=
cpu=1
while [ $# -gt 0 ]; do
	case $1 in
	--dpl) dpl=${2:?--dpl needs a .dtb file}; shift 2 ;;
	--cpu) cpu=${2:?--cpu needs a CPU number}; shift 2 ;;
	--build) build=${2:?--build needs a folder}; shift 2 ;;
	--) shift; break ;;
	*) echo "ls2088a: unknown argument '$1' (--dpl FILE, --cpu N, --build DIR, then -- PROGRAM)" >&2
	   exit 1 ;;
	esac
done
[ $# -gt 0 ] || { echo "ls2088a: no program to run (after --)" >&2; exit 1; }
lib=$(cd "$build" 2>/dev/null && pwd)/drivers/net/dpaa2x/emu/board/linux/libdpaa2x_ls2088a.so
[ -f "$lib" ] || { echo "ls2088a: no $lib: build first (devtools/setup.sh)" >&2; exit 1; }
if [ -n "$dpl" ]; then
	[ -f "$dpl" ] || { echo "ls2088a: --dpl $dpl: no such file" >&2; exit 1; }
	dpl=$(cd "$(dirname "$dpl")" && pwd)/$(basename "$dpl")
fi
# the container the default DPL (and the DPLs under config/dpl) name
container=${DPRC:-dprc.1}
exec env DPRC="$container" DPAA2X_BOARD_DPL="$dpl" DPAA2X_BOARD_CPU="$cpu" \
	LD_PRELOAD="$lib${LD_PRELOAD:+:$LD_PRELOAD}" "$@"
