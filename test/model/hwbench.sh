#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# dpaa2x-hwbench gives its pool back whole: 1024 buffers (146 acquires of 7
# and 2 left over) are drained 7 at a time and then one by one, as BMan's
# all-or-nothing acquire needs, and the dpbp is unclaimed. A drain of 7s
# alone leaves 2 in BMan and the dpbp claimed.
# usage: hwbench.sh <dpaa2x-hwbench>
. "$(dirname "$0")/../common/stock.sh"
out=$($RUN "$1" -l 0 --no-huge -m 512 --no-pci --log-level=lib.eal:error \
	--file-prefix=hwbench_$$ -- --hw-cpu -1 --seconds 1 --sizes 64 --buffers 1024 2>&1)
rc=$?
echo "$out"
want="dpaa2x-hwbench: 1024 of 1024 buffers drained, dpbp given back"
if [ $rc -ne 0 ] || ! grep -qxF "$want" <<<"$out"; then
	echo "FAIL - exit $rc, no line '$want'"
	exit 1
fi
echo "ok - hwbench_teardown"
