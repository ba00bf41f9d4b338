#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# The cost method's controls on the emulated datapath (dpaa2x-ipfwd --control):
#  - positive: zero-copy made to pay a known extra per frame (+spin=X, X
#    half way up the steepest rise of copy-all - zero-copy between two
#    neighbouring sizes): the break-even of copy-all against it lies where the same run's
#    differences cross X, within one size step, above the smallest size;
#  - negative: two identical strategies: no significant difference at 95 %
#    of the 20 sizes or more. Each size's interval is a 95 % interval, so
#    one chance difference in 20 is what they allow; a run that finds more
#    is run again, at most twice, and every run is printed (the chance of
#    three such runs in a row, if the intervals hold, is below 1 %).
# usage: controls.sh <dpaa2x-ipfwd> positive|negative
app=$1
which=$2
tmp=$(mktemp -d)
trap 'rm -rf $tmp' EXIT
# the ports as the main job has them (devtools/run-sweep.sh): its copy pool
. "$(dirname "$0")/../../devtools/sweep-pool.sh"
EAL="-l 1 --no-huge -m 1024 --no-pci --file-prefix=ipfwd_ctl_${which}_$$ $(sweep_vdevs)"
tries=1
[ "$which" = negative ] && tries=3
for t in $(seq "$tries"); do
	timeout 300 "$app" $EAL -- --quick --control "$which" >"$tmp/out" 2>&1
	rc=$?
	grep -v '^EAL\|^\[' "$tmp/out" | sed "s/^/    [run $t] /"
	if [ $rc -eq 0 ] && grep -qE "^$which control: .*: pass" "$tmp/out" &&
	   grep -qE "^controls: $which pass$" "$tmp/out"; then
		echo "ok - control_$which (run $t of at most $tries)"
		exit 0
	fi
	echo "# control_$which run $t: exit $rc"
done
echo "FAIL - control_$which"
exit 1
