#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Set up, build and run every test; end with "N passed, N failed".
# Extra arguments go to `meson test` of build/ (e.g. --suite model) and
# then only build/ is tested. Without arguments four more builds run:
#  - build-asan/ (gcc, -Db_sanitize=address,undefined): the unit, model,
#    PMD and ipfwd unit suites under ASan, UBSan and LeakSanitizer;
#  - build-fuzz/ (clang, -Dfuzz=true): a short run of each libFuzzer
#    target (suite fuzz);
#  - build-arm64/ (aarch64 cross build, config/arm64_ls2088a_linux_gcc; not
#    on an arm64 host): the layering, devargs, smoke, dpl, frame, model,
#    fslmc and pmd suites under qemu-user, stock testpmd and proc-info from
#    the arm64 sysroot;
#  - build-tsan/ (gcc, -Db_sanitize=thread): the model and pmd suites
#    under ThreadSanitizer, engine thread and forwarding lcores live; any
#    report fails its test.
# DPAA2X_TEST_ASAN=0, DPAA2X_TEST_FUZZ=0, DPAA2X_TEST_ARM64=0 or
# DPAA2X_TEST_TSAN=0 leaves one of them out. See
# doc/guides/prog_guide/dpaa2x_hardening.rst and, for the cross build,
# doc/guides/nics/dpaa2x.rst.
set -uo pipefail
cd "$(dirname "$0")/.."
devtools/setup.sh || { echo "0 passed, 1 failed"; exit 1; }
meson test -C build --print-errorlogs --num-processes 2 "$@"
rc=$?
logs=(build/meson-logs/testlog.json)

sdk=$PWD/.cache/dpdk-$(dpkg-query -W -f='${Version}' libdpdk-dev | sed 's/-.*//')
# set up (or reconfigure) and build an extra build dir; a failure counts as one
# ($SETUP_ONLY: arguments for meson setup only, such as cross files)
extra_build() {	# dir, meson setup arguments...
	local dir=$1
	shift
	if [ ! -f "$dir/build.ninja" ]; then
		meson setup "$dir" ${SETUP_ONLY:-} -Ddpdk_sdk="$sdk" "$@" >".cache/$dir-setup.log" 2>&1 ||
			{ cat ".cache/$dir-setup.log"; return 1; }
		rm -f ".cache/$dir-setup.log"
	else
		meson configure "$dir" -Ddpdk_sdk="$sdk" "$@" >/dev/null || return 1
	fi
	ninja -C "$dir" >/dev/null || ninja -C "$dir"
}
extra_failed=0
if [ $# -eq 0 ] && [ "${DPAA2X_TEST_ASAN:-1}" != 0 ]; then
	if extra_build build-asan -Db_sanitize=address,undefined -Db_lundef=false; then
		meson test -C build-asan --print-errorlogs --num-processes 2 \
			--suite devargs --suite dpl --suite frame --suite model \
			--suite pmd --suite ipfwd || rc=1
		logs+=(build-asan/meson-logs/testlog.json)
	else
		echo "FAIL - build-asan did not build"; extra_failed=$((extra_failed + 1))
	fi
fi
if [ $# -eq 0 ] && [ "${DPAA2X_TEST_FUZZ:-1}" != 0 ]; then
	if CC=clang extra_build build-fuzz -Dfuzz=true; then
		meson test -C build-fuzz --print-errorlogs --num-processes 2 --suite fuzz || rc=1
		logs+=(build-fuzz/meson-logs/testlog.json)
	else
		echo "FAIL - build-fuzz did not build"; extra_failed=$((extra_failed + 1))
	fi
fi
# (an arm64 host builds build/ natively: no cross build)
if [ $# -eq 0 ] && [ "${DPAA2X_TEST_ARM64:-1}" != 0 ] && [ "$(dpkg --print-architecture)" != arm64 ]; then
	t0=$SECONDS
	# every program runs under qemu-user: generous timeouts
	if SETUP_ONLY="--cross-file .cache/arm64-sysroot.ini --cross-file config/arm64_ls2088a_linux_gcc" \
	   extra_build build-arm64; then
		meson test -C build-arm64 --print-errorlogs --num-processes 2 --timeout-multiplier 3 \
			--suite layering --suite devargs --suite smoke --suite dpl \
			--suite frame --suite model --suite fslmc --suite pmd || rc=1
		logs+=(build-arm64/meson-logs/testlog.json)
	else
		echo "FAIL - build-arm64 did not build"; extra_failed=$((extra_failed + 1))
	fi
	echo "# build-arm64: built and tested in $((SECONDS - t0)) s"
fi
if [ $# -eq 0 ] && [ "${DPAA2X_TEST_TSAN:-1}" != 0 ]; then
	t0=$SECONDS
	if extra_build build-tsan -Db_sanitize=thread -Db_lundef=false; then
		meson test -C build-tsan --print-errorlogs --num-processes 2 --timeout-multiplier 2 \
			--suite model --suite pmd || rc=1
		logs+=(build-tsan/meson-logs/testlog.json)
	else
		echo "FAIL - build-tsan did not build"; extra_failed=$((extra_failed + 1))
	fi
	echo "# build-tsan: built and tested in $((SECONDS - t0)) s"
fi
/usr/bin/python3 devtools/count-results.py --extra-failed "$extra_failed" "${logs[@]}"
crc=$?
[ $rc -eq 0 ] && [ $crc -eq 0 ]
