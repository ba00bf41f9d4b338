#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# The kernel's own network stack on the wire: two dpaa2x ports whose dpmacs
# have tap wires, each tap moved into a network namespace of its own with an
# address, stock testpmd io-forwarding between the ports. Then, at copybreak
# 0, 512 and auto:
#  - ARP resolves with no static neighbour entry (the kernel's 42-byte
#    requests reach WRIOP padded to 60 bytes, as a link partner pads them);
#  - ping loses nothing;
#  - a TCP transfer (python3 on both ends) arrives intact: its sha256 on the
#    receiving side is the sender's;
#  - at close each port's audit balances (no "!=", no WARNING, no "missing")
#    and the wire summary shows the kernel's tap counters.
# Only addresses inside the namespaces this script makes are used; the
# namespaces go on every exit path. It skips, saying why, where network
# namespaces or taps cannot be made.
# usage: netns_tap.sh <driver.so> <tap.dtb> <fdtput>
. "$(dirname "$0")/../common/safe_so.sh"
. "$(dirname "$0")/../common/stock.sh"
skip() { echo "1..0 # SKIP $*"; exit 77; }
[ "$(id -u)" -eq 0 ] || skip "not root: network namespaces and taps need CAP_NET_ADMIN"
[ -z "$RUN" ] || skip "a cross build: the taps are the build host's, testpmd runs under qemu-user"
command -v ip >/dev/null || skip "no ip (iproute2)"
[ -c /dev/net/tun ] || skip "no /dev/net/tun"
safe_so "$1"
so=$SAFE_SO
fdtput=$3
tmp=$(mktemp -d)
out=$tmp/out
pid=
srv=
ns0=dpaa2x-ns$$-0
ns1=dpaa2x-ns$$-1
tap0=d2x$$t0
tap1=d2x$$t1
cleanup() {
	[ -z "$srv" ] || kill -KILL "$srv" 2>/dev/null
	[ -z "$pid" ] || kill -KILL "$pid" 2>/dev/null
	[ -z "$pid" ] || wait "$pid" 2>/dev/null
	exec 9>&- 2>/dev/null
	ip netns del "$ns0" 2>/dev/null
	ip netns del "$ns1" 2>/dev/null
	rm -rf "$tmp" /var/run/dpdk/netns_$$_*
	[ -z "$SAFE_SO_DIR" ] || rm -rf "$SAFE_SO_DIR"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
ip netns add "$ns0" 2>"$tmp/err" || skip "ip netns add: $(cat "$tmp/err")"
ip netns add "$ns1" 2>"$tmp/err" || skip "ip netns add: $(cat "$tmp/err")"
for ns in "$ns0" "$ns1"; do
	ip -n "$ns" link set lo up
	ip netns exec "$ns" sysctl -qw net.ipv6.conf.all.disable_ipv6=1 \
		net.ipv6.conf.default.disable_ipv6=1 >/dev/null 2>&1
done

# config/dpl/tap.dts with its taps named for this run
dtb=$tmp/tap.dtb
cp "$2" "$dtb"
for n in 1 2; do
	"$fdtput" -t s "$dtb" /objects/dpmac@$n tap_name "d2x$$t$((n - 1))" || exit 1
done

fails=0
ok() { echo "ok - $1"; }
fail() { echo "FAIL - $1: $2"; fails=$((fails + 1)); }

head -c $((8 << 20)) /dev/urandom >"$tmp/data"
want=$(sha256sum "$tmp/data" | cut -d' ' -f1)
# the receiving end: the byte count and sha256 of what arrived, one line
server='import hashlib, socket, sys
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("10.99.0.2", 5001))
s.listen(1)
s.settimeout(120)
open(sys.argv[1], "w").close()
c, _ = s.accept()
c.settimeout(120)
h, n = hashlib.sha256(), 0
while True:
    b = c.recv(65536)
    if not b:
        break
    h.update(b)
    n += len(b)
print(n, h.hexdigest(), flush=True)'
client='import socket, sys
c = socket.create_connection(("10.99.0.2", 5001), timeout=120)
c.sendall(open(sys.argv[1], "rb").read())
c.close()'

# testpmd quits (stop, quit; bounded: 30 s, then killed); its exit status in rc
end_testpmd() {
	local i
	printf 'stop\nquit\n' >&9 2>/dev/null
	exec 9>&-
	for i in $(seq 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
	kill -KILL "$pid" 2>/dev/null
	wait "$pid"
	rc=$?
	pid=
}

run() {	# copybreak
	local cb=$1 prefix=netns_$$_$1 i rc
	rm -f "$tmp/in" "$tmp/ready" "$tmp/recv"
	mkfifo "$tmp/in"
	timeout -k 10 240 stdbuf -oL $TESTPMD --no-huge -m 1024 --no-pci -d "$so" \
		--log-level=pmd.net.dpaa2x:info -l 0-1 --file-prefix=$prefix \
		--vdev "net_dpaa2x0,dpl=$dtb,copybreak=$cb" \
		--vdev "net_dpaa2x1,dpl=$dtb,copybreak=$cb" \
		-- -i --forward-mode=io --total-num-mbufs=16384 --nb-cores=1 \
		<"$tmp/in" >"$out" 2>&1 &
	pid=$!
	exec 9>"$tmp/in"
	if ! wait_until grep -qF "testpmd> " "$out"; then
		fail "cb${cb}_testpmd_prompt" "no prompt in 60 s"; sed 's/^/    /' "$out" | tail -20
		end_testpmd
		return
	fi
	printf 'start\n' >&9
	wait_until grep -qF "io packet forwarding" "$out" ||
		{ fail "cb${cb}_testpmd_start" "forwarding did not start in 60 s"; end_testpmd; return; }
	# the taps exist while testpmd runs: each into its namespace, with an address
	for i in 0 1; do
		local tap=d2x$$t$i ns=dpaa2x-ns$$-$i
		wait_until ip link show "$tap" || { fail "cb${cb}_tap$i" "no $tap"; end_testpmd; return; }
		ip link set "$tap" netns "$ns" &&
		ip -n "$ns" addr add 10.99.0.$((i + 1))/24 dev "$tap" &&
		ip -n "$ns" link set "$tap" up ||
			{ fail "cb${cb}_tap$i" "cannot set up $tap in $ns"; end_testpmd; return; }
	done
	# ARP on its own: no neighbour entry before, a reachable one after
	if ip -n "$ns0" neigh show 10.99.0.2 | grep -q .; then
		fail "cb${cb}_no_static_arp" "$(ip -n "$ns0" neigh show 10.99.0.2)"
	fi
	if ip netns exec "$ns0" ping -c 20 -i 0.05 -W 5 10.99.0.2 >"$tmp/ping" 2>&1 &&
	   grep -q " 0% packet loss" "$tmp/ping"; then
		ok "cb${cb}_ping_0_lost"; grep "packet loss" "$tmp/ping" | sed 's/^/    /'
	else
		fail "cb${cb}_ping_0_lost" "$(cat "$tmp/ping")"
	fi
	if ip -n "$ns0" neigh show 10.99.0.2 | grep -qE "REACHABLE|STALE|DELAY" &&
	   ! ip -n "$ns0" neigh show 10.99.0.2 | grep -q PERMANENT; then
		ok "cb${cb}_arp_resolved"; ip -n "$ns0" neigh show 10.99.0.2 | sed 's/^/    /'
	else
		fail "cb${cb}_arp_resolved" "$(ip -n "$ns0" neigh show 10.99.0.2)"
	fi
	# TCP from namespace 0 to namespace 1, checked by its digest
	ip netns exec "$ns1" python3 -c "$server" "$tmp/ready" >"$tmp/recv" 2>&1 &
	srv=$!
	wait_until test -e "$tmp/ready"
	if ip netns exec "$ns0" python3 -c "$client" "$tmp/data" 2>"$tmp/client" &&
	   wait_until grep -q . "$tmp/recv" &&
	   [ "$(cat "$tmp/recv")" = "$((8 << 20)) $want" ]; then
		ok "cb${cb}_tcp_8MiB_sha256"
	else
		fail "cb${cb}_tcp_8MiB_sha256" "sent $((8 << 20)) $want, received $(cat "$tmp/recv") $(cat "$tmp/client")"
	fi
	kill "$srv" 2>/dev/null
	wait "$srv" 2>/dev/null
	srv=
	end_testpmd
	[ "$rc" -eq 0 ] && ok "cb${cb}_testpmd_exit_0" || fail "cb${cb}_testpmd_exit_0" "exit status $rc"
	for i in 0 1; do
		if grep -qE "port $i audit: offered [0-9]+ = delivered .*; sent [0-9]+ = transmitted" "$out"; then
			ok "cb${cb}_port${i}_audit_balanced"; grep "port $i audit" "$out" | sed 's/^/    /'
		else
			fail "cb${cb}_port${i}_audit_balanced" "$(grep "port $i audit" "$out")"
		fi
		if grep -qE "port $i wire: dpmac received [0-9]+, sent [0-9]+; tap: the kernel sent" "$out"; then
			ok "cb${cb}_port${i}_tap_counters"; grep "port $i wire: dpmac" "$out" | sed 's/^/    /'
		else
			fail "cb${cb}_port${i}_tap_counters" "no tap summary of port $i"
		fi
	done
	if grep -qE "missing|!=|WARNING|ERR" "$out"; then
		fail "cb${cb}_close_clean" "$(grep -E "missing|!=|WARNING|ERR" "$out")"
	else
		ok "cb${cb}_close_clean"
	fi
}

for cb in 0 512 auto; do
	run $cb
done
[ "$fails" -eq 0 ] || exit 1
