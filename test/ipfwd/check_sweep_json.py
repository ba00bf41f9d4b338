#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
"""Check a dpaa2x-ipfwd --json file against its own rows.

usage: check_sweep_json.py FILE.json SIZES STRATEGIES
  SIZES: comma list of the sizes asked for; STRATEGIES: comma list of the
  strategy names expected. Prints "ok - ..." / "FAIL - ..." lines, exits 1
  on a failure.
"""
import json
import math
import sys

fails = 0


def check(name, cond, detail=""):
    global fails
    if cond:
        print(f"ok - {name}")
    else:
        print(f"FAIL - {name}{': ' + detail if detail else ''}")
        fails += 1


def break_even(sizes, copy, zc, margin):
    """The definition the app documents: first size where copy-all stops
    winning by more than margin, interpolated on e = copy - zc*(1+margin)."""
    last_win, first_loss = -1, -1
    for i, s in enumerate(sizes):
        win = copy[i] > zc[i] * (1 + margin)
        if win:
            last_win = i
        else:
            first_loss = i
            break
    if first_loss < 0:
        return "none_copy_wins_everywhere", None, last_win
    if first_loss == 0:
        return "below_smallest_size", None, -1
    i = first_loss
    e0 = copy[i - 1] - zc[i - 1] * (1 + margin)
    e1 = copy[i] - zc[i] * (1 + margin)
    return "interpolated", sizes[i - 1] + (sizes[i] - sizes[i - 1]) * e0 / (e0 - e1), last_win


def main():
    path, sizes_arg, strat_arg = sys.argv[1:4]
    with open(path) as f:
        d = json.load(f)
    sizes = [int(s) for s in sizes_arg.split(",")]
    strategies = strat_arg.split(",")
    cond = d["conditions"]
    tol = cond["loss_tolerance"]

    check("json_schema", d.get("schema") == "dpaa2x-ipfwd-sweep/1", str(d.get("schema")))
    check("json_sizes", d["sizes"] == sizes, f"{d['sizes']} != {sizes}")
    check("json_strategies", [s["name"] for s in d["strategies"]] == strategies,
          str(d["strategies"]))
    rows = {(r["strategy"], r["size"]): r for r in d["results"]}
    missing = [(s, z) for s in strategies for z in sizes if (s, z) not in rows]
    check("json_every_row", not missing and len(d["results"]) == len(sizes) * len(strategies),
          f"missing {missing}, {len(d['results'])} rows")
    for r in d["results"]:
        tag = f"{r['strategy']}_{r['size']}"
        check(f"rate_positive_{tag}", r["mpps"] > 0 and r["gbps"] > 0 and r["line_rate_pct"] > 0,
              f"{r['mpps']} Mpps")
        check(f"rate_within_line_{tag}", r["line_rate_pct"] <= 100.0 + 1e-6,
              f"{r['line_rate_pct']} %")
        check(f"loss_within_tolerance_{tag}",
              r["loss"] <= tol + 1e-12 and r["lost_frames"] <= tol * r["offered_frames"] + 1e-9,
              f"loss {r['loss']} ({r['lost_frames']} of {r['offered_frames']}), tolerance {tol}")
        check(f"frames_counted_{tag}", r["offered_frames"] > 0 and r["delivered_frames"] > 0)
        check(f"ns_per_packet_{tag}", r["ns_per_packet"] > 0, str(r["ns_per_packet"]))
        # the copy strategy copied, zero-copy did not
        cb = r["copybreak"]
        if cb == 0:
            check(f"strategy_applied_{tag}", r["copied_frames"] == 0, str(r["copied_frames"]))
        elif cb >= r["size"] - 4:
            check(f"strategy_applied_{tag}", r["zerocopy_frames"] == 0 and r["copied_frames"] > 0,
                  f"copied {r['copied_frames']} zero-copy {r['zerocopy_frames']}")
        else:
            check(f"strategy_applied_{tag}", r["copied_frames"] == 0 and r["zerocopy_frames"] > 0,
                  f"copied {r['copied_frames']} zero-copy {r['zerocopy_frames']}")
    # break-even consistent with the rows
    if "zero-copy" in strategies and "copy-all" in strategies and not missing:
        zc = [rows[("zero-copy", z)]["mpps"] for z in sizes]
        cp = [rows[("copy-all", z)]["mpps"] for z in sizes]
        kind, be, last_win = break_even(sizes, cp, zc, cond["win_margin"])
        check("break_even_kind", d["break_even_kind"] == kind, f"{d['break_even_kind']} != {kind}")
        if be is None:
            check("break_even_value", d["break_even_bytes"] is None, str(d["break_even_bytes"]))
        else:
            got = d["break_even_bytes"]
            check("break_even_value", got is not None and math.isclose(got, be, rel_tol=1e-4),
                  f"{got} != {be}")
            lo, hi = d["break_even_between"]
            check("break_even_between_rows", lo < got <= hi and lo in sizes and hi in sizes,
                  f"{got} not in ({lo}, {hi}]")
        rec = sizes[last_win] - 4 if last_win >= 0 else 0
        check("recommended_copybreak", d["recommended_copybreak"] == rec,
              f"{d['recommended_copybreak']} != {rec}")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
