#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Long fuzz runs: every libFuzzer target of test/fuzz in turn, built with
# clang in build-fuzz/ (set up here when missing). Arguments go to
# libFuzzer; the default is 2 million executions per target:
#   devtools/fuzz.sh                       # -runs=2000000
#   devtools/fuzz.sh -max_total_time=600   # ten minutes each
#   FUZZ_TARGETS="dpl fd" devtools/fuzz.sh -runs=10000000
# New inputs collect in build-fuzz/fuzz-long/<target>/corpus (kept between
# runs), crashes in build-fuzz/fuzz-long/<target>/crashes/. Ends with
# "N passed, N failed" (one case per target).
set -uo pipefail
cd "$(dirname "$0")/.."
sdk=$PWD/.cache/dpdk-$(dpkg-query -W -f='${Version}' libdpdk-dev | sed 's/-.*//')
# one run at a time: two would build build-fuzz at once and race in it
mkdir -p .cache
exec 9>.cache/fuzz.lock
flock -n 9 || { echo "devtools/fuzz.sh: another run is going on (.cache/fuzz.lock)" >&2
	echo "0 passed, 1 failed"; exit 1; }
if [ ! -f build-fuzz/build.ninja ]; then
	CC=clang meson setup build-fuzz -Ddpdk_sdk="$sdk" -Dfuzz=true >/dev/null ||
		{ echo "0 passed, 1 failed"; exit 1; }
fi
ninja -C build-fuzz >/dev/null || { echo "0 passed, 1 failed"; exit 1; }
[ $# -gt 0 ] || set -- -runs=2000000
passed=0 failed=0
for t in ${FUZZ_TARGETS:-devargs dpl frame fd}; do
	if test/fuzz/run_fuzz.sh "build-fuzz/test/fuzz/fuzz_$t" "test/fuzz/corpus/$t" \
		"build-fuzz/fuzz-long/$t" "$@"; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
	fi
done
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
