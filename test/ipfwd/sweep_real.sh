#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# dpaa2x-ipfwd on the emulated datapath, short trials:
#  - ipfwd sweep, 2 sizes x 2 strategies: JSON rows, rates, loss at the
#    reported rates, break-even against its own rows, CSV and SVG written;
#  - l2fwd and rxdrop-read (with a delay line) run clean;
#  - pool pressure: holding more zero-copy buffers than the pool has
#    shows depletion, copy-all does not.
# No timing assertions. usage: sweep_real.sh <dpaa2x-ipfwd> <check_sweep_json.py>
app=$1
checker=$2
tmp=$(mktemp -d)
trap 'rm -rf $tmp' EXIT
fails=0
EAL="-l 1 --no-huge -m 1024 --no-pci --file-prefix=ipfwd_test_$$"
# Generous trial counts and a loss tolerance: the machine may be shared with
# other work, whose moments on our CPUs cost the emulated queues frames; the
# checks are about the logic (every row, loss within the tolerance used,
# break-even from the rows), not the figures.
SHORT="--trial-time 0.2 --resolution 5 --max-trials 12 --retries 2 --loss-tolerance 10"

ok() { echo "ok - $1"; }
fail() { echo "FAIL - $1"; [ -n "$2" ] && sed 's/^/    /' "$2" | grep -v '^    EAL' | tail -40
	fails=$((fails + 1)); }
run() {	# case name, app args...
	local name=$1; shift
	if timeout 300 "$app" $EAL -- "$@" >"$tmp/$name.out" 2>&1; then ok "$name"
	else fail "$name (exit $?)" "$tmp/$name.out"; fi
}

run sweep_ipfwd --sizes 64,1024 --strategies zero-copy,copy-all $SHORT \
	--json "$tmp/s.json" --csv "$tmp/s.csv" --plot "$tmp/s.svg"
grep -q "^recommended copybreak: " "$tmp/sweep_ipfwd.out" && ok sweep_prints_recommendation ||
	fail sweep_prints_recommendation "$tmp/sweep_ipfwd.out"
grep -q "^break-even: " "$tmp/sweep_ipfwd.out" && ok sweep_prints_break_even ||
	fail sweep_prints_break_even "$tmp/sweep_ipfwd.out"
grep -qE "^\[ 1/4\] +64 B zero-copy +trial  1 : asked +[0-9.]+ Mpps .* left$" "$tmp/sweep_ipfwd.out" &&
	ok sweep_progress_lines || fail sweep_progress_lines "$tmp/sweep_ipfwd.out"
if [ -f "$tmp/s.json" ]; then
	python3 "$checker" "$tmp/s.json" 64,1024 zero-copy,copy-all || fails=$((fails + 1))
else
	fail json_written
fi
[ "$(grep -c '^ipfwd,' "$tmp/s.csv" 2>/dev/null)" = 4 ] && ok csv_rows || fail csv_rows "$tmp/s.csv"
grep -q '<svg' "$tmp/s.svg" 2>/dev/null && ok svg_plot || fail svg_plot "$tmp/sweep_ipfwd.out"

run l2fwd --mode l2fwd --sizes 256 --strategies 512 $SHORT --json "$tmp/l2.json"
[ -f "$tmp/l2.json" ] && python3 "$checker" "$tmp/l2.json" 256 copybreak-512 >"$tmp/l2.chk" &&
	ok l2fwd_json || fail l2fwd_json "$tmp/l2.chk"

run rxdrop_read_hold --mode rxdrop-read --sizes 512 --strategies zero-copy --hold 256 $SHORT \
	--json "$tmp/rd.json"
[ -f "$tmp/rd.json" ] && python3 "$checker" "$tmp/rd.json" 512 zero-copy >"$tmp/rd.chk" &&
	ok rxdrop_read_json || fail rxdrop_read_json "$tmp/rd.chk"

# multipool-N: the Rx queues get a second pool of N-byte buffers (ports restarted)
run multipool --sizes 128,1518 --strategies zero-copy,multipool-256 $SHORT --json "$tmp/mp.json"
[ -f "$tmp/mp.json" ] && python3 "$checker" "$tmp/mp.json" 128,1518 zero-copy,multipool-256 \
	>"$tmp/mp.chk" && grep -q '"name": "multipool-256", "copybreak": 0, "small_pool": 256' \
	"$tmp/mp.json" && ok multipool_json || fail multipool_json "$tmp/mp.chk"

# 2 ports x 3000 held > 4096 pool buffers: zero-copy depletes the pool and the
# hardware discards for want of buffers; copy-all holds small-pool copies only
run pool_pressure --mode rxdrop --sizes 256 --strategies zero-copy,copy-all --hold 3000 \
	--pool-size 4096 --trial-time 0.1 --max-trials 1 --loss-tolerance 50 --json "$tmp/pp.json"
python3 - "$tmp/pp.json" <<'EOF' && ok pool_pressure_depletion || fail pool_pressure_depletion "$tmp/pool_pressure.out"
import json, sys
d = json.load(open(sys.argv[1]))
r = {x["strategy"]: x for x in d["results"]}
zc, cp = r["zero-copy"], r["copy-all"]
print("zero-copy depletion", zc["depletion_events"], "no-buffer", zc["drops"]["hw_rx_no_buffer_discards"],
      "| copy-all depletion", cp["depletion_events"], "no-buffer", cp["drops"]["hw_rx_no_buffer_discards"])
sys.exit(0 if zc["depletion_events"] > 0 and zc["drops"]["hw_rx_no_buffer_discards"] > 0
         and cp["drops"]["hw_rx_no_buffer_discards"] == 0 else 1)
EOF

# bad arguments are refused with a message
if "$app" $EAL -- --sizes 32 >"$tmp/bad.out" 2>&1; then fail bad_size_refused "$tmp/bad.out"
else grep -q "out of range" "$tmp/bad.out" && ok bad_size_refused || fail bad_size_refused "$tmp/bad.out"; fi
if "$app" $EAL -- --strategies multipool-32 >"$tmp/badmp.out" 2>&1; then
	fail bad_multipool_refused "$tmp/badmp.out"
else grep -q "bad strategy 'multipool-32': multipool-N takes a small buffer size N of 64..10240 bytes" \
	"$tmp/badmp.out" && ok bad_multipool_refused || fail bad_multipool_refused "$tmp/badmp.out"; fi
exit $((fails != 0))
