#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# The main job: set the machine up and build (devtools/setup.sh), then run
# the copybreak sweep of dpaa2x-ipfwd in quick mode on the embedded default
# DPL (two 10G ports, each behind its generator/sink): the forwarding
# core's work per packet (method cost) unloaded, the frames lost at each
# level of graded pool pressure (0, 25, 50, 75, 90 and 100 % of the pool
# held), and the break-even frontier with a recommended copybreak per
# level; then the LS2088A projection (devtools/project-ls2088a.py) and
# the conclusion of both (devtools/sweep-conclusion.py). Writes
# results/sweep.json, results/sweep.csv, results/sweep.svg and
# results/ls2088a-projection.json and prints the tables and the
# recommendations. Extra arguments go to
# the app after its defaults, e.g.
#   devtools/run-sweep.sh --sizes 64,512,1518
#   devtools/run-sweep.sh --full                (1000 rounds instead of 100)
#   devtools/run-sweep.sh --control both        (the method's controls)
#   devtools/run-sweep.sh --method zero-loss    (the RFC 2544 search)
#   devtools/run-sweep.sh --copy-pool 8192      (each port's copy pool, mbufs;
#                                                default from the burst, the Rx
#                                                queues and the cache: 1024)
#   devtools/run-sweep.sh --copy-pool-cache 0   (its per-lcore LIFO cache; 0:
#                                                straight from BMan's FIFO)
#   devtools/run-sweep.sh --copy-pool-order lifo (BMan's order for the copy
#                                                pools: the DPL
#                                                copy-lifo.dtb, whose
#                                                dpbps but the Rx pool's are
#                                                LIFO; fifo: the default DPL)
# Environment: DPAA2X_SWEEP_EAL replaces the EAL arguments;
# DPAA2X_SKIP_SETUP=1 skips setup.sh; DPAA2X_BUILD_DIR picks another
# build directory than build/ (with DPAA2X_SKIP_SETUP=1).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${DPAA2X_SKIP_SETUP:-0}" != 1 ]; then
	devtools/setup.sh
fi
app=${DPAA2X_BUILD_DIR:-build}/app/dpaa2x-ipfwd/dpaa2x-ipfwd
[ -x "$app" ] || { echo "run-sweep: $app not built" >&2; exit 1; }
mkdir -p results

quick=--quick
# each port's copy pool as a user would size it from the burst, the Rx
# queues and the lcore cache (devtools/sweep-pool.sh: 1024 for the app's
# defaults); --copy-pool N for another size (the driver's devarg copy_pool,
# 64..65536; 8192 is its default)
. devtools/sweep-pool.sh
copy_pool=
copy_order=fifo
copy_cache=$SWEEP_COPY_CACHE
burst=$SWEEP_BURST
rxq=$SWEEP_RXQ
args=()
while [ $# -gt 0 ]; do
	case $1 in
	--full) quick=; args+=("$1") ;;
	--copy-pool) copy_pool=${2:?--copy-pool needs a number of mbufs}; shift ;;
	--copy-pool=*) copy_pool=${1#*=} ;;
	--copy-pool-cache) copy_cache=${2:?--copy-pool-cache needs a number of mbufs}; shift ;;
	--copy-pool-cache=*) copy_cache=${1#*=} ;;
	--copy-pool-order) copy_order=${2:?--copy-pool-order needs fifo or lifo}; shift ;;
	--copy-pool-order=*) copy_order=${1#*=} ;;
	--burst|--rxq) [ "$1" = --burst ] && burst=$2 || rxq=$2; args+=("$1" "$2"); shift ;;
	*) args+=("$1") ;;
	esac
	shift
done
copy_pool=${copy_pool:-$(sweep_copy_pool "$burst" "$rxq" "$copy_cache")}

# 2 CPUs: lcore 1 forwards as the main lcore, the emulated hardware's engine
# takes the free CPU 0; no hugepages needed. The EAL file prefix is this
# run's own (two runs on one host would share one runtime directory and
# the second would stop at its lock).
prefix=dpaa2x_sweep_$$
EAL=${DPAA2X_SWEEP_EAL:-"-l 1 --no-huge -m 2048 --no-pci --file-prefix=$prefix"}
# and its runtime directory goes when the run ends (EAL leaves it behind)
runtime_dirs() {
	local d
	for d in /var/run/dpdk "${XDG_RUNTIME_DIR:-/tmp}/dpdk"; do
		[ -d "$d/$prefix" ] && echo "$d/$prefix"
	done
	return 0
}
trap 'rm -rf $(runtime_dirs)' EXIT
pool=copy_pool=$copy_pool,copy_pool_cache=$copy_cache
# BMan's order for the copy pools is their dpbps' in the DPL: the embedded
# default's are FIFO; copy-lifo.dtb makes every dpbp but the first (the Rx
# pool's, created before the ports start) LIFO. The app measures the order
# it got (the buffer memory line, JSON copy_pool_order).
case $copy_order in
fifo) ;;
lifo) pool=$pool,dpl=${DPAA2X_BUILD_DIR:-build}/config/dpl/copy-lifo.dtb ;;
*) echo "run-sweep: --copy-pool-order $copy_order: fifo or lifo" >&2; exit 2 ;;
esac
# shellcheck disable=SC2086
"$app" $EAL --vdev net_dpaa2x0,gen=off,$pool --vdev net_dpaa2x1,gen=off,$pool -- \
	$quick --json results/sweep.json --csv results/sweep.csv --plot results/sweep.svg \
	"${args[@]}"
# the main job (the cost method, no controls): then the deterministic
# projection for LS2088A, from callgrind's counts and silicon's cost table
case " ${args[*]} " in
*" --control"*|*" --method"*|*" --help "*|*" -h "*) exit 0 ;;
esac
proj=()
[ -n "$quick" ] || proj=(--full)
echo
# the same copy pool the sweep gave the ports
devtools/project-ls2088a.py "${proj[@]}" --copy-pool "$copy_pool" \
	--copy-pool-cache "$copy_cache" \
	--out results/ls2088a-projection.json
# what both say, unloaded and at each pressure level
echo
devtools/sweep-conclusion.py results/sweep.json results/ls2088a-projection.json
