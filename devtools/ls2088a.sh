#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Run an unmodified program on the emulated LS2088A board:
#   devtools/ls2088a.sh [--dpl FILE.dtb] [--cpu N] [--build DIR] -- PROGRAM [ARGS...]
# e.g. devtools/ls2088a.sh -- dpdk-testpmd -l 0 --no-huge -m 512 -- -i
# or, Debian's arm64 testpmd under qemu-user on a cross build's board:
#   S=.cache/sysroot-arm64
#   devtools/ls2088a.sh --build build-arm64 -- qemu-aarch64-static -L $S \
#       $S/usr/bin/dpdk-testpmd -l 0 --no-huge -m 512 -- -i
# The program finds the board as DPDK's fslmc bus finds an LS2088A: the
# DPRC named by DPRC (set here to the board's container, dprc.1 in the
# default DPL), its objects under /sys/bus/fsl-mc/devices/, and VFIO. The
# board's interposer (build/.../libdpaa2x_ls2088a.so, see the model guide's
# "The board under DPDK's fslmc bus") is preloaded: nothing is installed
# and no kernel module is loaded.
#   --dpl FILE   the board's DPL (a .dtb; default: the embedded default DPL)
#   --cpu N      the CPU of the emulated SoC's engine (default 1)
#   --build DIR  the build folder holding the interposer (default build)
# The board reads from the environment (the model guide's board section):
#   DPAA2X_BOARD_ROOT      the board's folder (default /tmp): programs with
#                          the same one are on the same board, one at a time
#   DPAA2X_BOARD_GEN       <dpni>:<frames>[:<size>[:<pps>]], the generator
#   DPAA2X_BOARD_MC_TRACE  a file for the MC commands the program sent
#   DPAA2X_BOARD_MC_FAIL   <command>[:<status>], an MC command answered
#                          with an error status
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
# the interposer's machine (ELF e_machine) against the program's: an
# aarch64 one (a cross build's) goes to a program run by qemu-aarch64
elf_machine() { od -An -j18 -N2 -tu2 "$1" | tr -d ' '; }
qemu=
case $(basename "$1") in qemu-aarch64*) qemu=$1 ;; esac
case $(elf_machine "$lib"),${qemu:+qemu} in
183,qemu|62,) ;;	# EM_AARCH64 under qemu-aarch64, EM_X86_64 natively
183,) echo "ls2088a: $lib is an aarch64 interposer: run the program under" \
	   "qemu-aarch64 (-- qemu-aarch64-static -L SYSROOT PROGRAM ...)" >&2; exit 1 ;;
*,qemu) echo "ls2088a: $1 runs aarch64 programs: --build needs an aarch64 build" \
	     "(build-arm64), $lib is not one" >&2; exit 1 ;;
esac
# the container the default DPL (and the DPLs under config/dpl) name
container=${DPRC:-dprc.1}
preload=$lib${LD_PRELOAD:+:$LD_PRELOAD}
if [ -n "$qemu" ]; then
	# qemu-user: the preload is for the program qemu runs (QEMU_SET_ENV
	# sets it in the guest's environment), not for qemu itself; its list
	# is comma-separated
	case $preload in *,*) echo "ls2088a: the preload '$preload' has a comma: qemu's" \
		"QEMU_SET_ENV cannot carry it (build elsewhere)" >&2; exit 1 ;; esac
	exec env DPRC="$container" DPAA2X_BOARD_DPL="$dpl" DPAA2X_BOARD_CPU="$cpu" \
		QEMU_SET_ENV="LD_PRELOAD=$preload" "$@"
fi
exec env DPRC="$container" DPAA2X_BOARD_DPL="$dpl" DPAA2X_BOARD_CPU="$cpu" \
	LD_PRELOAD="$preload" "$@"
