# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Sourced by devtools/run-sweep.sh and the ipfwd suite's scripts: each
# port's copy pool as a user would size it, so that the main job and the
# tests run the same pool.
#
# sweep_copy_pool BURST RXQ CACHE: the mbufs of one port's copy pool. The
# copies a port can have in flight at once: on each of its RXQ Rx queues
# the two volatile dequeues of 16 frames the driver keeps open and a burst
# of BURST being forwarded, a burst waiting for Tx, and the lcore cache of
# CACHE mbufs that sits in front of BMan; twice that, for the frames Tx
# has not sent back yet, rounded up to a power of two (BMan's pools and
# the mempool take any count: the power of two is a user's habit). The
# main job's 32, 1 and 256 give 1024.
sweep_copy_pool() {
	local need=$((2 * ($2 * (2 * 16 + $1) + $1 + $3))) n=64

	while [ "$n" -lt "$need" ]; do n=$((n * 2)); done
	echo "$n"
}
SWEEP_COPY_CACHE=256	# the driver's: a LIFO stack of the mbufs a core freed last
SWEEP_BURST=32		# dpaa2x-ipfwd's --burst and --rxq defaults
SWEEP_RXQ=1
# the --vdev arguments of the two ports with the main job's copy pool
sweep_vdevs() {
	local p pool

	pool=copy_pool=$(sweep_copy_pool $SWEEP_BURST $SWEEP_RXQ $SWEEP_COPY_CACHE)
	for p in 0 1; do
		echo "--vdev net_dpaa2x$p,gen=off,$pool,copy_pool_cache=$SWEEP_COPY_CACHE"
	done
}
