#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Stock dpdk-testpmd loads build/drivers/librte_net_dpaa2x.so with -d and
# probes net_dpaa2x0; a bad devarg makes the probe fail with its message.
# usage: testpmd_probe.sh <driver.so>
. "$(dirname "$0")/../common/safe_so.sh"
safe_so "$1"
so=$SAFE_SO
out=$(mktemp)
trap 'rm -f $out; [ -z "$SAFE_SO_DIR" ] || rm -rf "$SAFE_SO_DIR"' EXIT
fails=0
check() {	# name, grep pattern: the case passes if testpmd's output has it
	if grep -qF -- "$2" "$out"; then echo "ok - $1"; else
		echo "FAIL - $1: no '$2' in testpmd output:"; sed 's/^/    /' "$out"; fails=$((fails + 1)); fi
}
testpmd() {
	echo quit | timeout 120 dpdk-testpmd --no-huge -m 1024 --no-pci -l 0-1 \
		--file-prefix=smoke_$$ --log-level=pmd.net.dpaa2x:info -d "$so" "$@" \
		-- -i --total-num-mbufs=8192 >"$out" 2>&1
}

testpmd --vdev net_dpaa2x0,copybreak=256
check probe_port "Port 0: 02:00:00:00:00:01"
check probe_log "net_dpaa2x0: port 0 on dpni@1, copybreak 256, DPL <embedded default>"
check pool_is_bman "testpmd: preferred mempool ops selected: dpaa2x"

testpmd --vdev net_dpaa2x0,copybreak=512abc
check bad_devarg_message "net_dpaa2x0: invalid devarg copybreak=512abc: allowed 0..10240"
check bad_devarg_fails_probe "vdev_probe(): failed to initialize net_dpaa2x0 device"
check bad_devarg_no_port "testpmd: No probed ethernet devices"
exit $((fails != 0))
