# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Sourced by test scripts that run stock DPDK programs or the project's own
# binaries. Natively both come straight from PATH or the build tree. In a
# cross build test/meson.build gives the scripts the cross file's wrapper
# (qemu-user with the arm64 sysroot) in DPAA2X_EXE_WRAPPER and the
# sysroot's bin folder (Debian's arm64 dpdk-dev) in DPAA2X_STOCK_BIN: an
# amd64 testpmd cannot load an arm64 driver.
#   RUN        prefix for a binary of this build ("" natively)
#   TESTPMD    stock dpdk-testpmd, wrapper included
#   PROC_INFO  stock dpdk-proc-info, wrapper included
#   DUMPCAP    stock dpdk-dumpcap, wrapper included
# and, in a cross build, an ldd for the target's binaries (cross-bin/) first
# in PATH.
#   wait_until CMD...  the bounded wait (60 s, in 0.1 s steps) until CMD
#              succeeds; 1 if it never did or if the program under test,
#              the script's $pid when set, ended first
RUN=${DPAA2X_EXE_WRAPPER:-}
TESTPMD="$RUN ${DPAA2X_STOCK_BIN:+$DPAA2X_STOCK_BIN/}dpdk-testpmd"
PROC_INFO="$RUN ${DPAA2X_STOCK_BIN:+$DPAA2X_STOCK_BIN/}dpdk-proc-info"
DUMPCAP="$RUN ${DPAA2X_STOCK_BIN:+$DPAA2X_STOCK_BIN/}dpdk-dumpcap"
[ -z "$RUN" ] || PATH=$(dirname "${BASH_SOURCE[0]}")/cross-bin:$PATH

wait_until() {
	local i
	for i in $(seq 600); do
		"$@" >/dev/null 2>&1 && return 0
		[ -z "${pid:-}" ] || kill -0 "$pid" 2>/dev/null || return 1
		sleep 0.1
	done
	return 1
}
