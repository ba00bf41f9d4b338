#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# dpaa2x-ipfwd on the emulated datapath, short runs:
#  - the cost method: JSON rows with medians inside their intervals, the
#    break-even and recommendations from the intervals, CSV and SVG;
#  - the zero-loss method: rates, loss at the reported rates, break-even
#    against its own rows;
#  - l2fwd, rxdrop-read with a delay line, multipool run clean;
#  - the graded pool pressure: a table per level, the frontier from the
#    rows (check_sweep_json.py recomputes it), each strategy's buffer memory;
#  - pool pressure (zero-loss): holding more zero-copy buffers than the
#    pool has must deplete it (arithmetic: 2 x 3000 held > 4096), and for
#    each strategy frames discarded for want of a buffer come with a
#    depletion (BMan's notification); which strategy loses less is the
#    measurement's, not asserted;
#  - a worker lcore forwarding, both methods: no buffer lost; an abort
#    and a Ctrl-C with the worker: clean exit, every buffer back.
# No timing assertions.
# usage: sweep_real.sh <dpaa2x-ipfwd> <check_sweep_json.py> <copy-lifo.dtb>
app=$1
checker=$2
lifo_dtb=$3
tmp=$(mktemp -d)
trap 'rm -rf $tmp' EXIT
fails=0
# the ports as the main job has them (devtools/run-sweep.sh): its copy pool
. "$(dirname "$0")/../../devtools/sweep-pool.sh"
VDEVS=$(sweep_vdevs)
EAL="-l 1 --no-huge -m 1024 --no-pci --file-prefix=ipfwd_test_$$ $VDEVS"
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

# the cost method (the default): intervals, the break-even from them, pressure rows
run cost_ipfwd --sizes 64,1518 --rounds 12 --json "$tmp/c.json" --csv "$tmp/c.csv" \
	--plot "$tmp/c.svg"
for l in "^recommended copybreak: " "^break-even: " \
	"^recommended copybreak by pool pressure: 0% ([0-9]+|undecided), 25% ([0-9]+|-|undecided), 50% ([0-9]+|-|undecided), 75% ([0-9]+|-|undecided), 90% ([0-9]+|-|undecided), 100% ([0-9]+|-|undecided), line ([0-9]+|undecided)$" \
	"^ +100% +4096 +[0-9]+ +[0-9.]+ +[0-9.]+!? +(64|1518|none) +(0|60|1514|-|undecided) +.* +(less|no more|more)(, no fit)? +" \
	"^  line +0 +0 +[0-9.]+ +0\\.0 +(64|1518|none) +(0|60|1514|undecided) +" \
	"^level verdicts: copy-all - zero-copy lost/M over the rounds of the frontier's sizes, a 97\\.5% interval per look, no difference within \\+-1000, not less above -1000; where the first look is open, each size once more and a second look; undecided after it: " \
	"^buffer memory each strategy's frames can use \(Rx pool 8192 x [0-9]+ B, BMan fifo; copy pools 2048 x [0-9]+ B, dpaa2x ops, lcore cache 256, BMan fifo\): zero-copy [0-9.]+ MiB, " \
	"^Under pool pressure, level 50%: each Rx queue holds 2048 packets \(the pool has 8192\), a line idle [0-9]+ us lets its oldest burst go; " \
	"copy pool empty/M +held % of pool / Rx pool in use %$" \
	"^At line rate: the generators as fast as the wires carry here, no frame held$" \
	"^  sizes: 64 1518 imix\(7x64,4x576,1x1500: 354 B mean\); " \
	"^  each size unloaded \(work per packet\), then under pool pressure, the application holding 0 25 50 75 90 100 % of the Rx pool, offered 90% of the slower strategy's capacity, and at line rate with no hold$" \
	"^ imix  [0-9.]+ \[[0-9.]+, [0-9.]+\] +[0-9.]+ \[" \
	"^\[ 1/24\]    64 B unloaded      zero-copy [0-9.]+ ns  copy-all [0-9.]+ ns  auto [0-9.]+ ns  \([0-9]+ slices, " \
	"^\[ 2/24\]    64 B pressure-0    zero-copy [0-9na]+ lost/M \([0-9]+ disturbed\)  " \
	"^\[ 8/24\]    64 B line-rate     zero-copy [0-9na]+ lost/M \([0-9]+ disturbed\)  " \
	"^\[17/24\]  imix   unloaded      zero-copy [0-9.]+ ns  " \
	"^auto: as good as the best fixed strategy at [0-9] of 2 sizes unloaded, under pressure [0-9] \(0%\) "; do
	grep -qE "$l" "$tmp/cost_ipfwd.out" && ok "cost_prints: $l" || fail "cost_prints: $l" "$tmp/cost_ipfwd.out"
done
if [ -f "$tmp/c.json" ]; then
	python3 "$checker" "$tmp/c.json" 64,1518 zero-copy,copy-all,auto || fails=$((fails + 1))
else
	fail cost_json_written "$tmp/cost_ipfwd.out"
fi
# (2 sizes and the IMIX row) x 3 strategies x (unloaded, 6 levels, line rate)
[ "$(grep -c '^cost,ipfwd,' "$tmp/c.csv" 2>/dev/null)" = 72 ] && ok cost_csv_rows || fail cost_csv_rows "$tmp/c.csv"
[ "$(grep -c '^cost,ipfwd,line-rate,[a-z-]*,[0-9]*,imix,0,' "$tmp/c.csv" 2>/dev/null)" = 3 ] &&
	ok cost_csv_imix_line_rate || fail cost_csv_imix_line_rate "$tmp/c.csv"
grep -q '<svg' "$tmp/c.svg" 2>/dev/null && ok cost_svg_plot || fail cost_svg_plot "$tmp/cost_ipfwd.out"

# the zero-loss search (RFC 2544), kept for silicon and quiet hosts
run sweep_ipfwd --method zero-loss --sizes 64,1024 --strategies zero-copy,copy-all $SHORT \
	--json "$tmp/s.json" --csv "$tmp/s.csv"
grep -q "^recommended copybreak: " "$tmp/sweep_ipfwd.out" && ok sweep_prints_recommendation ||
	fail sweep_prints_recommendation "$tmp/sweep_ipfwd.out"
grep -qE "^\[ 1/4\] +64 B zero-copy +trial  1 : asked +[0-9.]+ Mpps " "$tmp/sweep_ipfwd.out" &&
	ok sweep_progress_lines || fail sweep_progress_lines "$tmp/sweep_ipfwd.out"
if [ -f "$tmp/s.json" ]; then
	python3 "$checker" "$tmp/s.json" 64,1024 zero-copy,copy-all || fails=$((fails + 1))
else
	fail json_written
fi
[ "$(grep -c '^zero-loss,ipfwd,' "$tmp/s.csv" 2>/dev/null)" = 4 ] && ok csv_rows || fail csv_rows "$tmp/s.csv"

run l2fwd --mode l2fwd --sizes 256 --strategies zero-copy,512 --rounds 12 --no-pressure \
	--json "$tmp/l2.json"
[ -f "$tmp/l2.json" ] && python3 "$checker" "$tmp/l2.json" 256 zero-copy,copybreak-512 >"$tmp/l2.chk" &&
	ok l2fwd_json || fail l2fwd_json "$tmp/l2.chk"

[ "$(grep -c '"size": "imix", "hold": 0, "scenario": "unloaded"' "$tmp/l2.json" 2>/dev/null)" = 2 ] &&
	ok l2fwd_imix_rows || fail l2fwd_imix_rows "$tmp/l2.json"

run rxdrop_read_hold --mode rxdrop-read --sizes 512 --strategies zero-copy --hold 256 \
	--rounds 6 --no-pressure --no-imix --json "$tmp/rd.json"
[ -f "$tmp/rd.json" ] && python3 "$checker" "$tmp/rd.json" 512 zero-copy >"$tmp/rd.chk" &&
	! grep -q '"imix"' "$tmp/rd.json" && ok rxdrop_read_json_no_imix || fail rxdrop_read_json_no_imix "$tmp/rd.chk"

# multipool-N: the Rx queues get a second pool of N-byte buffers (ports restarted)
run multipool --sizes 128,1518 --strategies zero-copy,multipool-256 --rounds 12 --no-pressure \
	--json "$tmp/mp.json"
[ -f "$tmp/mp.json" ] && python3 "$checker" "$tmp/mp.json" 128,1518 zero-copy,multipool-256 \
	>"$tmp/mp.chk" && grep -q '"name": "multipool-256", "copybreak": 0, "small_pool": 256' \
	"$tmp/mp.json" && ok multipool_json || fail multipool_json "$tmp/mp.chk"

# 2 ports x 3000 held > 4096 pool buffers: zero-copy must deplete the pool and
# the hardware discard for want of buffers; no-buffer discards of any
# strategy come with a depletion
run pool_pressure --method zero-loss --mode rxdrop --sizes 256 --strategies zero-copy,copy-all \
	--hold 3000 --pool-size 4096 --trial-time 0.4 --max-trials 1 --loss-tolerance 50 \
	--json "$tmp/pp.json"
python3 - "$tmp/pp.json" <<'PY' && ok pool_pressure_depletion || fail pool_pressure_depletion "$tmp/pool_pressure.out"
import json, sys
d = json.load(open(sys.argv[1]))
r = {x["strategy"]: x for x in d["results"]}
zc, cp = r["zero-copy"], r["copy-all"]
print("zero-copy depletion", zc["depletion_events"], "no-buffer", zc["drops"]["hw_rx_no_buffer_discards"],
      "| copy-all depletion", cp["depletion_events"], "no-buffer", cp["drops"]["hw_rx_no_buffer_discards"])
consistent = all(x["drops"]["hw_rx_no_buffer_discards"] == 0 or x["depletion_events"] > 0
                 for x in (zc, cp))
sys.exit(0 if zc["depletion_events"] > 0 and zc["drops"]["hw_rx_no_buffer_discards"] > 0
         and consistent else 1)
PY

# a worker lcore forwards (-l 0-1): every buffer back after every trial and
# slice (frames of a prefetched pull are drained, not taken for lost)
EAL2="-l 0-1 --no-huge -m 1024 --no-pci --file-prefix=ipfwd_test2_$$ $VDEVS"
if timeout 300 "$app" $EAL2 -- --method zero-loss --quick --sizes 64,512,1518 $SHORT \
	--strategies zero-copy,copy-all >"$tmp/worker_zl.out" 2>&1; then ok worker_lcore_zero_loss
else fail "worker_lcore_zero_loss (exit $?)" "$tmp/worker_zl.out"; fi
if timeout 300 "$app" $EAL2 -- --sizes 64,1518 --rounds 6 >"$tmp/worker_cost.out" 2>&1; then
	ok worker_lcore_cost
else fail "worker_lcore_cost (exit $?)" "$tmp/worker_cost.out"; fi
# the abort path with a worker lcore that has forwarded: 64 B runs, then the
# generators refuse 9000 B (the DPL's max frame is 1518): exit 1 naming the
# cause, every buffer back, no crash (it was SIGSEGV: exit() with the engine
# and the worker running)
timeout 300 "$app" $EAL2 -- --sizes 64,9000 --rounds 6 >"$tmp/worker_abort.out" 2>&1
rc=$?
if [ $rc -eq 1 ] && grep -q "aborting$" "$tmp/worker_abort.out" &&
   ! grep -q "missing at exit" "$tmp/worker_abort.out"; then ok worker_lcore_abort_clean
else fail "worker_lcore_abort_clean (exit $rc)" "$tmp/worker_abort.out"; fi
# Ctrl-C while the worker forwards: the results so far, every buffer back
"$app" $EAL2 -- --sizes 64,512,1518 --rounds 50 >"$tmp/worker_int.out" 2>&1 &
pid=$!
for _ in $(seq 600); do	# (bounded: 60 s) until the first row is done
	grep -q '^\[ 1/' "$tmp/worker_int.out" 2>/dev/null && break
	kill -0 $pid 2>/dev/null || break
	sleep 0.1
done
kill -INT $pid 2>/dev/null
for _ in $(seq 600); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
kill -KILL $pid 2>/dev/null
wait $pid
rc=$?
if [ $rc -eq 130 ] && grep -q "^interrupted: results so far" "$tmp/worker_int.out" &&
   ! grep -q "missing at exit" "$tmp/worker_int.out"; then ok worker_lcore_interrupted_clean
else fail "worker_lcore_interrupted_clean (exit $rc)" "$tmp/worker_int.out"; fi

# bad arguments are refused with a message
if "$app" $EAL -- --sizes 32 >"$tmp/bad.out" 2>&1; then fail bad_size_refused "$tmp/bad.out"
else grep -q "out of range" "$tmp/bad.out" && ok bad_size_refused || fail bad_size_refused "$tmp/bad.out"; fi
if "$app" $EAL -- --strategies multipool-32 >"$tmp/badmp.out" 2>&1; then
	fail bad_multipool_refused "$tmp/badmp.out"
else grep -q "bad strategy 'multipool-32': multipool-N takes a small buffer size N of 64..10240 bytes" \
	"$tmp/badmp.out" && ok bad_multipool_refused || fail bad_multipool_refused "$tmp/badmp.out"; fi
if "$app" $EAL -- --pressure-levels 0,120 >"$tmp/badlv.out" 2>&1; then fail bad_level_refused "$tmp/badlv.out"
else grep -q "^dpaa2x-ipfwd: --pressure-levels: level 120 is out of range 0..100 " "$tmp/badlv.out" &&
	ok bad_level_refused || fail bad_level_refused "$tmp/badlv.out"; fi
if "$app" $EAL -- --strategies zero-copy+spin=0 >"$tmp/badspin.out" 2>&1; then fail bad_spin_refused "$tmp/badspin.out"
else grep -q "bad strategy 'zero-copy+spin=0': the modifiers are +nostash (Rx stashing off) and +spin=NS (1..100000 ns per zero-copy frame)" \
	"$tmp/badspin.out" && ok bad_spin_refused || fail bad_spin_refused "$tmp/badspin.out"; fi
# BMan's order for the copy pools (devtools/run-sweep.sh --copy-pool-order):
# the default DPL's dpbps are FIFO (above), copy-lifo's copy pools LIFO,
# and the app measures the order it got
EAL3="-l 1 --no-huge -m 1024 --no-pci --file-prefix=ipfwd_test3_$$ $(sweep_vdevs |
	sed "s|,gen=off,|,gen=off,dpl=$lifo_dtb,|")"
if timeout 300 "$app" $EAL3 -- --no-pressure --no-imix --sizes 64 --rounds 6 \
	--strategies zero-copy,copy-all --json "$tmp/lifo.json" >"$tmp/lifo.out" 2>&1 &&
   grep -q " B, BMan fifo; copy pools .*, lcore cache 256, BMan lifo): " "$tmp/lifo.out" &&
   grep -q '"copy_pool_order": "lifo"' "$tmp/lifo.json"; then ok copy_pool_order_lifo
else fail copy_pool_order_lifo "$tmp/lifo.out"; fi
if "$app" $EAL -- --control all >"$tmp/badctl.out" 2>&1; then fail bad_control_refused "$tmp/badctl.out"
else grep -q "bad --control all (positive, negative, both)" "$tmp/badctl.out" &&
	ok bad_control_refused || fail bad_control_refused "$tmp/badctl.out"; fi
exit $((fails != 0))
