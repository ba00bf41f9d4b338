#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# devtools/project-ls2088a.py: the same figures on every run, and the
# projection's invariants (never which strategy wins).
#   synthetic: the arithmetic twice on the same made-up counts;
#   valgrind:  one cell's counts under callgrind twice, without the cache,
#              the second from another folder with another environment.
set -euo pipefail
tool=$1
mode=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

if [ "$mode" = valgrind ]; then
	command -v valgrind >/dev/null || { echo "valgrind is not installed: skipped"; exit 77; }
	"$tool" --strategies zero-copy --sizes 64 --no-cache --jobs 1 \
		--out "$tmp/v1.json" >"$tmp/v1.txt"
	(cd "$tmp" && env DPAA2X_PROJECTION_TEST_PAD=$(printf '%0300d' 0) "$tool" \
		--strategies zero-copy --sizes 64 --no-cache --jobs 1 \
		--out "$tmp/v2.json" >"$tmp/v2.txt")
	python3 - "$tmp/v1.json" "$tmp/v2.json" <<'PY'
import json, sys
a, b = (json.load(open(p))["rows"][0]["counts"] for p in sys.argv[1:])
assert a == b, (a, b)	# every count, to the last bit
c = a
# one pull and one enqueue per burst of 16 at most; zero-copy releases nothing
assert c["packets"] > 0 and c["instr"] > 0 and c["release_cmds"] == 0, c
assert 0 < c["pull_cmds"] <= 1 and 0 < c["enqueue_calls"] <= 1, c
print("same counts on two runs:", json.dumps(c, sort_keys=True))
PY
	exit 0
fi

# made-up counts of 2 strategies at 3 sizes
python3 - "$tmp/counts.json" <<'PY'
import json, sys
rows = []
for size in (64, 128, 256):
    for s, instr, ddr in (("zero-copy", 380.0, 4.1), ("copy-all", 500.0 + size / 2, 2 + size / 64)):
        rows.append({"strategy": s, "size": size, "counts": {
            "instr": instr, "l2_hits": 3.0, "sim_ddr_misses": ddr, "packets": 1000,
            "l2_write_hits": 1.0, "sim_ddr_write_misses": ddr / 4,
            "acquire_cmds": 0.14 if s == "copy-all" else 0.0,
            "release_cmds": 0.1875 if s == "copy-all" else 0.0,
            "enqueue_calls": 0.0625, "pull_cmds": 0.0625}})
json.dump({"rows": rows}, open(sys.argv[1], "w"))
PY
for i in 1 2; do
	"$tool" --counts "$tmp/counts.json" --sizes 64,128,256 --out "$tmp/p$i.json" >"$tmp/p$i.txt"
done
cmp "$tmp/p1.json" "$tmp/p2.json" || fail "two runs on the same counts differ"
sed 1d "$tmp/p1.txt" | head -7 >"$tmp/a.txt"
sed 1d "$tmp/p2.txt" | head -7 >"$tmp/b.txt"
cmp "$tmp/a.txt" "$tmp/b.txt" || fail "the printed tables differ"
grep -q '^predicted break-even (copy-all <= zero-copy), stash off: ' "$tmp/p1.txt" ||
	fail "no break-even line"
python3 - "$tmp/p1.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
t = d["table"]
assert len(t) == 7 and all(0 < v["low_ns"] <= v["high_ns"] and v["source"] for v in t.values()), t
for r in d["rows"]:
    off, on = r["stash_off"], r["stash_on"]
    for p in (off, on):
        assert p["ns_low"] <= p["ns_high"], r
        assert p["ddr_misses"] + p["ddr_write_misses"] >= p["cold_lines"] >= 0, r
    assert off["ddr_misses"] + off["ddr_write_misses"] >= r["counts"]["sim_ddr_misses"], r
    assert on["ns_low"] <= off["ns_low"] and on["ns_high"] <= off["ns_high"], r
sizes = d["sizes"]
for stash, be in d["break_even"].items():
    for end, v in be.items():
        zc = [r[stash][end] for r in d["rows"] if r["strategy"] == "zero-copy"]
        cp = [r[stash][end] for r in d["rows"] if r["strategy"] == "copy-all"]
        diff = [c - z for c, z in zip(cp, zc)]
        # the verdict agrees with the signs it comes from, whichever they are
        if v["kind"] == "below":
            assert diff[0] > 0 and v["size"] == sizes[0], (stash, end, v, diff)
        elif v["kind"] == "above":
            assert all(x <= 0 for x in diff) and v["size"] == sizes[-1], (stash, end, v, diff)
        else:
            i = next(k for k, x in enumerate(diff) if x > 0)
            assert i > 0 and sizes[i - 1] <= v["size"] < sizes[i], (stash, end, v, diff)
print("invariants hold")
PY
# bad input: named, nothing written
out=$("$tool" --counts "$tmp/counts.json" --sizes 64,512 --out "$tmp/x.json" 2>&1) &&
	fail "a missing cell was accepted"
[ "$out" = "project-ls2088a: --counts $tmp/counts.json has no zero-copy at 512 B" ] ||
	fail "missing cell: $out"
out=$("$tool" --counts "$tmp/counts.json" --sizes 32 --out "$tmp/x.json" 2>&1) &&
	fail "size 32 was accepted"
[ "$out" = "project-ls2088a: sizes must be 64..1518" ] || fail "bad size: $out"
out=$("$tool" --strategies zero,copy-all --out "$tmp/x.json" 2>&1) && fail "bad strategy accepted"
[ "$out" = "project-ls2088a: --strategies: a subset of zero-copy,copy-all" ] ||
	fail "bad strategy: $out"
[ ! -e "$tmp/x.json" ] || fail "a failed run wrote its JSON"
echo "PASS"
