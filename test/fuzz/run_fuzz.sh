#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# run_fuzz.sh <fuzz_target> <seed corpus dir> <work dir> [libFuzzer args...]
#
# Runs one libFuzzer target on the committed seeds (read only) plus a work
# corpus (new inputs go there), crash artifacts into <work dir>/crashes/.
# Prints "ok - fuzz_<name> (N execs in S s, corpus C)" or "FAIL - ..."
# with libFuzzer's report and the saved input.
set -u
exe=$1 seeds=$2 work=$3
shift 3
name=$(basename "$exe")
mkdir -p "$work/corpus" "$work/crashes"
log=$work/last.log
"$exe" -artifact_prefix="$work/crashes/" -print_final_stats=1 \
	"$@" "$work/corpus" "$seeds" >"$log" 2>&1
rc=$?
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
secs=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -n 1)
ncorp=$(ls "$work/corpus" | wc -l)
if [ $rc -eq 0 ]; then
	echo "ok - $name (${execs:-?} execs in ${secs:-?} s, work corpus $ncorp)"
	exit 0
fi
echo "FAIL - $name (libFuzzer exit $rc after ${execs:-?} execs)"
grep -E 'ERROR|property violated|SUMMARY|Test unit written|runtime error' "$log" | head -n 20
echo "full log: $log"
exit 1
