#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Set up, build and run every test; end with "N passed, N failed".
# Extra arguments go to `meson test` (e.g. --suite model).
set -uo pipefail
cd "$(dirname "$0")/.."
devtools/setup.sh || { echo "0 passed, 1 failed"; exit 1; }
meson test -C build --print-errorlogs --num-processes 2 "$@"
rc=$?
/usr/bin/python3 devtools/count-results.py build/meson-logs/testlog.json
crc=$?
[ $rc -eq 0 ] && [ $crc -eq 0 ]
