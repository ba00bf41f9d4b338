#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Stock dpdk-testpmd: an Rx queue stopped and started again from its
# command line (`port 0 rxq 1 stop`), the queue states and the burst mode
# each queue reports (`show rxq info`, `show txq info`), a run-time
# copybreak change seen in the burst mode. The frames a stopped queue's
# frame queue takes meanwhile are counted by test/pmd/test_queue.c.
# usage: testpmd_queue.sh <driver.so>
. "$(dirname "$0")/../common/testpmd_once.sh" "$1"
printf '%s\n' "port 0 rxq 1 stop" "show rxq info 0 1" "port 0 rxq 1 start" \
	"show rxq info 0 2" "port 0 txq 3 stop" "show txq info 0 3" "quit" |
	timeout 120 $TESTPMD --no-huge -m 1024 --no-pci -l 0-1 --file-prefix=queue_$$ \
		-d "$so" --log-level=pmd.net.dpaa2x:info --vdev net_dpaa2x0,gen=off,copybreak=256 \
		-- -i --rxq=4 --txq=4 --total-num-mbufs=8192 >"$out" 2>&1
status=$?
[ "$status" -eq 0 ] && echo "ok - exit_status" ||
	{ echo "FAIL - exit_status: $status"; fails=$((fails + 1)); }
check rxq_stopped "Rx queue state: stopped"
check rxq_started "Rx queue state: started"
check rx_burst_mode "Burst mode: Scalar pull: volatile dequeue of up to 16 frames, double-buffered; copybreak 256; 1 pool"
check txq_stopped "Tx queue state: stopped"
check tx_burst_mode "Burst mode: Scalar enqueue: up to 32 FDs a command"
check audit "port 0 audit: offered 0 = delivered 0"
exit $((fails != 0))
