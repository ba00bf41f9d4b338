#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# dpaa2x-soak as a user runs it, for 2 s instead of minutes: it must pass
# its own audit and its JSON must add up; a bad option is named. A slow
# build (DPAA2X_TEST_SLOW, test/common/t_port.h) carries less.
# usage: soak_short.sh <dpaa2x-soak>
soak=$1
. "$(dirname "$0")/../common/stock.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
eal=(--no-huge -m 512 --no-pci -l 0-1 --file-prefix "soak$$" --log-level='*:warning')
fails=0
slow=${DPAA2X_TEST_SLOW:-1}	# a slow build carries up to 10x less, and
[ "$slow" -le 10 ] || slow=10	# a smaller pool drains in proportion
result() { if [ "$1" = 0 ]; then echo "ok - $2"; else echo "FAIL - $2"; fails=$((fails + 1)); fi; }

timeout -k 5 60 $RUN "$soak" "${eal[@]}" --vdev net_dpaa2x0,hw_cpu=1 --vdev net_dpaa2x1,hw_cpu=1 \
	-- --seconds 2 --carried $((20000 / slow)) --buffers $((4096 / (slow > 4 ? 4 : slow))) \
	--json "$dir/soak.json" >"$dir/out" 2>&1
rc=$?
cat "$dir/out"
result $rc "soak_exit_status"
grep -q '^soak passed: every frame and buffer accounted for$' "$dir/out"
result $? "soak_verdict_line"
python3 - "$dir/soak.json" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
bad = []
if not j["ok"] or not j["pools_full"] or j["drain_timeout"]:
    bad.append("verdict %s pools_full %s drain_timeout %s" % (j["ok"], j["pools_full"], j["drain_timeout"]))
ports = j["ports"]
if len(ports) != 2:
    bad.append("%d ports" % len(ports))
for i, p in enumerate(ports):
    peer = ports[(i + 1) % len(ports)]
    rx_in = p["hw_rx_frames"] + p["filtered"] + p["discards"] + p["no_buffer"] + p["tail_drops"]
    checks = {
        "audit": p["audit"] == 0,
        "offered = queued + dropped": p["offered"] == rx_in,
        "hw_rx_frames = delivered": p["hw_rx_frames"] == p["delivered"] + p["stop_discards"] + p["bad_fd"],
        "delivered = app_rx": p["delivered"] == p["app_rx"],
        "tx_sent = peer app_tx": p["tx_sent"] == peer["app_tx"],
        "sink = tx_hw_frames": p["sink_frames"] == p["tx_hw_frames"] == p["tx_sent"],
        # dropped frames and more offered than carried: a ratio of the two
        # would time the host (a busy one lets the generator fall behind)
        "overloaded": p["tail_drops"] + p["no_buffer"] > 0 and p["offered"] > p["delivered"],
        "clean sink": p["sink_corrupted"] == 0 and p["sink_foreign"] == 0,
    }
    bad += ["port %d: %s" % (p["port"], k) for k, v in checks.items() if not v]
if bad:
    print("\n".join(bad))
sys.exit(1 if bad else 0)
PY
result $? "soak_json_adds_up"

timeout -k 5 30 $RUN "$soak" "${eal[@]}" --file-prefix "soakbad$$" -- --queues 9 >"$dir/bad" 2>&1
rc=$?
grep -q '^dpaa2x-soak: --queues 9: expected a number in 1..4$' "$dir/bad" && [ $rc = 2 ]
result $? "soak_bad_option_named"
exit $((fails != 0))
