#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
"""Check a dpaa2x-ipfwd --json file against its own rows.

usage: check_sweep_json.py FILE.json SIZES STRATEGIES
  SIZES: comma list of the sizes asked for; STRATEGIES: comma list of the
  strategy names expected. Prints "ok - ..." / "FAIL - ..." lines, exits 1
  on a failure. Both methods: cost (intervals, the break-even from them)
  and zero-loss (rates, the break-even from them).
"""
import json
import math
import sys

# a level reached its occupancy at this share of it (report.h: RPT_REACHED_SHARE)
REACHED_SHARE = 0.9

fails = 0


def ci_rank(n, conf=0.95):
    """stats.c's st_ci_rank: the order statistics of a median's interval."""
    tail, cdf, k = (1 - conf) / 2, 0.0, 0
    while k < n // 2:
        cdf += math.comb(n, k) / 2 ** n
        if cdf > tail:
            break
        k += 1
    return k


def median_ci(x, conf=0.95):
    """stats.c's st_median_ci: (median, [lo, hi] or None)."""
    x = sorted(x)
    n = len(x)
    if n == 0:
        return None, None
    med = x[n // 2] if n % 2 else (x[n // 2 - 1] + x[n // 2]) / 2
    k = ci_rank(n, conf)
    return med, ([x[k - 1], x[n - k]] if k > 0 else None)


def close_ci(a, b):
    return (a is None and b is None) or (a is not None and b is not None and all(
        math.isclose(u, v, rel_tol=1e-5, abs_tol=1) for u, v in zip(a, b)))


def check(name, cond, detail=""):
    global fails
    if cond:
        print(f"ok - {name}")
    else:
        print(f"FAIL - {name}{': ' + detail if detail else ''}")
        fails += 1


def zero_loss_break_even(sizes, copy, zc, margin):
    """First size where copy-all stops winning by more than margin,
    interpolated on e = copy - zc*(1+margin)."""
    last_win, first_loss = -1, -1
    for i, _ in enumerate(sizes):
        if copy[i] > zc[i] * (1 + margin):
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


def cost_answer(sizes, cis):
    """The documented rule: the break-even is the first size whose
    difference interval lies entirely above zero; the recommendation is the
    largest size below it whose interval lies entirely below zero."""
    first_worse, last_better = -1, -1
    for i, c in enumerate(cis):
        if c is not None and c[0] > 0:
            first_worse = i
            break
        if c is not None and c[1] < 0:
            last_better = i
    if first_worse == 0:
        kind = "at_or_below_smallest_size"
    elif first_worse > 0:
        kind = "at_size"
    else:
        kind = "none_copy_never_worse" if last_better >= 0 else "none_no_significant_difference"
    rec = sizes[last_better] - 4 if last_better >= 0 else 0
    be = sizes[first_worse] if first_worse >= 0 else None
    return kind, be, rec


def frames(r, d):
    """The frame lengths (without FCS) of a row: its size, or the IMIX
    row's mix."""
    z = d["imix"]["cycle"] if r["size"] == "imix" else [r["size"]]
    return [x - 4 for x in z]


def check_auto_applied(tag, r, strat, d):
    """auto: every frame received in one regime; with low below the frame
    and high above it, the frames of the depleted regime were copied (or
    found the copy pool empty) and no other. Whether the pool depleted is
    an outcome, not checked."""
    lens = frames(r, d)
    low, high = strat["auto"]["low"], strat["auto"]["high"]
    lo_n, hi_n = r["auto_low_packets"], r["auto_high_packets"]
    check(f"auto_regimes_{tag}", lo_n + hi_n == r["copied_frames"] + r["zerocopy_frames"],
          f"low {lo_n} + high {hi_n} != copied {r['copied_frames']} + zero-copy "
          f"{r['zerocopy_frames']}")
    if all(low < x <= high for x in lens):
        empty = r["drops"]["rx_copy_pool_empty"]
        check(f"auto_copies_when_depleted_{tag}", r["copied_frames"] + empty == hi_n,
              f"copied {r['copied_frames']} + copy pool empty {empty} != high {hi_n}")
    check(f"auto_switches_need_both_{tag}", r["auto_switches"] == 0 or (lo_n + hi_n > 0),
          f"switches {r['auto_switches']} with no frame")


def check_strategy_applied(tag, r, d):
    """The copy strategy copied (what went up zero-copy found the copy pool
    empty), zero-copy did not; a copybreak inside the IMIX row's mix both."""
    cb, lens = r["copybreak"], frames(r, d)
    if cb == 0:
        check(f"strategy_applied_{tag}", r["copied_frames"] == 0, str(r["copied_frames"]))
    elif cb >= max(lens):
        empty = r["drops"]["rx_copy_pool_empty"]
        check(f"strategy_applied_{tag}", r["zerocopy_frames"] == empty and
              r["copied_frames"] + empty > 0,
              f"copied {r['copied_frames']} zero-copy {r['zerocopy_frames']} empty {empty}")
    elif cb < min(lens):
        check(f"strategy_applied_{tag}", r["copied_frames"] == 0 and r["zerocopy_frames"] > 0,
              f"copied {r['copied_frames']} zero-copy {r['zerocopy_frames']}")
    else:
        check(f"strategy_applied_{tag}", r["copied_frames"] > 0 and r["zerocopy_frames"] > 0,
              f"copied {r['copied_frames']} zero-copy {r['zerocopy_frames']}")


def inside(v, ci):
    return ci is not None and v is not None and ci[0] <= v <= ci[1]


def check_cost_row(tag, r, zero_copy, strat, d):
    if "auto" in strat:
        check_auto_applied(tag, r, strat, d)
    if r["scenario"] == "unloaded":
        check(f"ns_per_packet_{tag}", r["ns_per_packet"] is not None and r["ns_per_packet"] > 0,
              str(r["ns_per_packet"]))
        check(f"ns_median_in_ci_{tag}", inside(r["ns_per_packet"], r["ns_per_packet_ci"]),
              f"{r['ns_per_packet']} {r['ns_per_packet_ci']}")
        check(f"capacity_{tag}", math.isclose(r["capacity_mpps"], 1000 / r["ns_per_packet"],
                                              rel_tol=1e-4), str(r["capacity_mpps"]))
        if not zero_copy:
            check(f"diff_median_in_ci_{tag}", inside(r["ns_vs_zero_copy"], r["ns_vs_zero_copy_ci"]),
                  f"{r['ns_vs_zero_copy']} {r['ns_vs_zero_copy_ci']}")
        # the emulated backend enqueues every forwarded frame in the
        # forwarding thread: its command time is counted (and left out)
        check(f"hw_cmd_ns_{tag}", r["hw_cmd_ns_per_packet"] is not None and
              0 < r["hw_cmd_ns_per_packet"], str(r["hw_cmd_ns_per_packet"]))
        # LS2088A's cost of the same commands, its band's two ends
        lo, hi = r["ls2088a_cmd_ns_low"], r["ls2088a_cmd_ns_high"]
        check(f"ls2088a_cmd_band_{tag}", lo is not None and hi is not None and 0 < lo <= hi,
              f"low {lo} high {hi}")
        check(f"slices_{tag}", r["slices"] >= 6 and r["left_out_slices"] <= r["slices"],
              f"{r['slices']} slices, {r['left_out_slices']} left out")
        if "auto" not in strat:
            check_strategy_applied(tag, r, d)
    else:
        check_pressure_row(tag, r, zero_copy)


def per_million(ci):
    return ci is None or (0 <= ci[0] <= ci[1] <= 1e6)


def check_pressure_row(tag, r, zero_copy):
    """Conservation: what was lost over the counted windows is the
    no-buffer discards, tail drops, Tx-full drops and unrouted frames the
    port's and the application's counters show, no more than the frames
    whose fate the windows decided (lost or sent);
    each rate within [0, 10^6] per million offered; medians in their
    intervals."""
    m, ci = r["lost_per_million"], r["lost_per_million_ci"]
    check(f"lost_median_in_ci_{tag}", m is None or ci is None or inside(m, ci), f"{m} {ci}")
    check(f"lost_ci_range_{tag}", per_million(ci) and per_million(r["nobuf_per_million_ci"]) and
          per_million(r["tail_drops_per_million_ci"]), f"{ci}")
    d = r["drops"]
    causes = (d["hw_rx_no_buffer_discards"] + d["hw_rx_tail_drops"] + d["app_tx_full_drops"] +
              d["app_no_route_drops"])
    check(f"loss_conserved_{tag}", r["lost_frames"] == causes and
          0 <= r["lost_frames"] <= r["decided_frames"],
          f"lost {r['lost_frames']} != {causes} (no-buffer {d['hw_rx_no_buffer_discards']}, "
          f"tail {d['hw_rx_tail_drops']}, Tx full {d['app_tx_full_drops']}, no route "
          f"{d['app_no_route_drops']}) or > lost or sent {r['decided_frames']}")
    # the medians of the slices' shares lie within the slices' range: a
    # loss of every frame offered in the row is a median of 10^6, none 0
    if m is not None and r["decided_frames"] > 0:
        check(f"lost_median_vs_total_{tag}",
              (r["lost_frames"] > 0 or m == 0) and (r["lost_frames"] < r["decided_frames"] or
                                                    m == 1e6), f"{m} of {r['lost_frames']}")
    check(f"offered_{tag}", r["offered_mpps"] is not None and r["offered_mpps"] > 0,
          str(r["offered_mpps"]))
    check(f"level_{tag}", 0 <= r["level_pct"] <= 100 and (r["hold"] > 0) == (r["level_pct"] > 0),
          f"level {r['level_pct']} hold {r['hold']}")
    # the occupancy reached: held frames in % of the Rx pool, no more than
    # the lines' room (the level's share), the lowest slice at most the
    # median; the Rx pool's buffers in use a share of it
    h, hci, hmin, used = r["held_pct"], r["held_pct_ci"], r["held_min_pct"], r["pool_used_pct"]
    check(f"held_range_{tag}", h is not None and 0 <= h <= r["level_pct"] + 1e-9 and
          (hci is None or (0 <= hci[0] <= hci[1] <= r["level_pct"] + 1e-9 and inside(h, hci))),
          f"held {h} {hci} level {r['level_pct']}")
    check(f"held_min_{tag}", hmin is not None and 0 <= hmin <= h, f"min {hmin} median {h}")
    check(f"pool_used_range_{tag}", used is not None and 0 <= used <= 100, str(used))
    if not zero_copy:
        c = r["lost_vs_zero_copy_ci"]
        check(f"lost_diff_ci_{tag}", c is None or (-1e6 <= c[0] <= c[1] <= 1e6), str(c))
        # the interval is that of the rounds' paired differences it keeps
        d = r["lost_vs_zero_copy_rounds"]
        check(f"lost_diff_rounds_{tag}", all(-1e6 - 1 <= x <= 1e6 + 1 for x in d) and
              (len(d) >= 64 or close_ci(median_ci(d)[1], c)), f"{c} from {d}")
    # a work per packet only where less than half was lost
    check(f"pressure_ns_only_if_forwarded_{tag}",
          (r["ns_per_packet"] is None) or (m is not None and m < 5e5),
          f"ns {r['ns_per_packet']} with {m} lost/M")


def as_good(rows, s, best, z, sc):
    """s as good as the best at size z in scenario sc: the interval of the
    paired differences s - best reaches zero or below."""
    if s == best:
        return True
    ci = rows[(s, z, sc)]["paired_diff_ci"].get(best)
    return ci is not None and ci[0] <= 0


def check_auto_size(tag, d, rows, fixed, a, z, scenarios, got):
    """One size of an auto verdict against the rows it was drawn from."""
    key = {sc: "ns_per_packet" if sc == "unloaded" else "lost_per_million" for sc in scenarios}
    ok = got["size"] == z
    for sc in scenarios:
        cands = [f for f in fixed if rows[(f, z, sc)][key[sc]] is not None]
        low = min((rows[(f, z, sc)][key[sc]] for f in cands), default=None)
        best = got[f"{sc}_best"]
        # the best: a fixed strategy of the lowest median (ties: any of them)
        ok = ok and (best in cands and rows[(best, z, sc)][key[sc]] == low if cands else best is None)
        if best is None:
            ok = ok and not got[f"{sc}_within"]
            continue
        ok = ok and got[f"{sc}_within"] == (rows[(a, z, sc)][key[sc]] is not None and
                                           as_good(rows, a, best, z, sc))
    # the fixed strategies as good as the best in every scenario, and no other
    both = [f for f in fixed
            if all(got[f"{sc}_best"] is not None and rows[(f, z, sc)][key[sc]] is not None and
                   as_good(rows, f, got[f"{sc}_best"], z, sc) for sc in scenarios)]
    ok = ok and sorted(got["fixed_within_all"]) == sorted(both)
    check(f"auto_vs_fixed_{tag}_{z}", ok, str(got))
    return all(got[f"{sc}_within"] for sc in scenarios), bool(got["fixed_within_all"])


def check_paired(rows, sizes, scenarios, strategies):
    """Each row's paired differences to every other strategy: those of the
    other row with the sign turned, and to zero-copy the row's own
    difference to zero-copy in the scenario's value."""
    for z in sizes:
        for sc in scenarios:
            for a in strategies:
                r = rows[(a, z, sc)]
                ok = sorted(r["paired_diff_ci"]) == sorted(b for b in strategies if b != a)
                for b, ci in r["paired_diff_ci"].items():
                    back = rows[(b, z, sc)]["paired_diff_ci"].get(a)
                    ok = ok and (ci is None) == (back is None) and \
                        (ci is None or (ci[0] == -back[1] and ci[1] == -back[0]))
                own = "ns_vs_zero_copy_ci" if sc == "unloaded" else "lost_vs_zero_copy_ci"
                if a != "zero-copy" and "zero-copy" in strategies:
                    ok = ok and r["paired_diff_ci"]["zero-copy"] == r[own]
                check(f"paired_diff_{a}_{z}_{sc}", ok, str(r["paired_diff_ci"]))


def check_auto_verdicts(d, rows, sizes, scenarios):
    """Each auto strategy against the best fixed one, size by size: as good
    where the paired differences auto - best reach zero (unloaded: ns per
    packet; under pressure: frames lost per million), and the counts."""
    fixed = [s["name"] for s in d["strategies"] if "auto" not in s]
    autos = [s["name"] for s in d["strategies"] if "auto" in s]
    got = d.get("auto_vs_fixed", [])
    check("auto_vs_fixed_strategies", [v["strategy"] for v in got] == autos, str(got))
    for v in got:
        if len(v["sizes"]) != len(sizes):
            check(f"auto_vs_fixed_sizes_{v['strategy']}", False, str(v))
            continue
        both = [check_auto_size(v["strategy"], d, rows, fixed, v["strategy"], z, scenarios, r)
                for z, r in zip(sizes, v["sizes"])]
        counts = {f"within_{sc}": sum(r[f"{sc}_within"] for r in v["sizes"]) for sc in scenarios}
        counts["within_all"] = sum(b for b, _ in both)
        counts["fixed_within_all"] = sum(f for _, f in both)
        check(f"auto_vs_fixed_counts_{v['strategy']}",
              all(v[k] == n for k, n in counts.items()), f"{v} != {counts}")


def check_cost(d, rows, sizes, strategies):
    strat = {s["name"]: s for s in d["strategies"]}
    for (s, z, sc), r in rows.items():
        check_cost_row(f"{s}_{z}_{sc}", r, s == "zero-copy", strat[s], d)
    scenarios = ["unloaded"] + [lv["scenario"] for lv in d.get("pressure_levels", [])]
    scenarios = [sc for sc in scenarios if any(k[2] == sc for k in rows)]
    check_paired(rows, sizes + (["imix"] if "imix" in d else []), scenarios, list(strat))
    check_auto_verdicts(d, rows, sizes, scenarios)
    check_memory(d, strat)
    if "zero-copy" not in strategies or "copy-all" not in strategies:
        return
    cis = [rows[("copy-all", z, "unloaded")]["ns_vs_zero_copy_ci"] for z in sizes]
    kind, be, rec = cost_answer(sizes, cis)
    check("break_even_kind", d["break_even_kind"] == kind, f"{d['break_even_kind']} != {kind}")
    check("break_even_value", d["break_even_bytes"] == be, f"{d['break_even_bytes']} != {be}")
    check("recommended_copybreak", d["recommended_copybreak"] == rec,
          f"{d['recommended_copybreak']} != {rec}")
    for lv in d.get("pressure_levels", []):
        check_frontier(lv, rows, sizes, d)


def check_memory(d, strat):
    """Each strategy's buffer memory: the Rx pool's, and the copy pools' for
    a strategy that copies."""
    c = d["conditions"]
    # BMan's order for the copy pools, as the app measured it
    check("copy_pool_order", c["copy_pool_order"] in ("fifo", "lifo") if c["copy_pool_buffers"]
          else c["copy_pool_order"] == "none", str(c["copy_pool_order"]))
    check("rx_pool_order", c["rx_pool_order"] in ("fifo", "lifo"), str(c["rx_pool_order"]))
    rx = c["rx_pool_buffers"] * c["rx_pool_buffer_bytes"]
    cp = c["copy_pool_buffers"] * c["copy_pool_buffer_bytes"]
    for name, s in strat.items():
        copies = s["copybreak"] > 0 or ("auto" in s and s["auto"]["high"] > 0)
        want = rx + (cp if copies else 0)
        got = s["buffer_memory_bytes"]
        check(f"buffer_memory_{name}", got == want if not s["small_pool"] else got > rx,
              f"{got} != {want}")


def verdict(frontier, ci, same, first_open=False):
    """frontier.c's look_verdict: a level's verdict from a look's interval
    of copy-all - zero-copy frames lost (no frontier: copy-all loses more
    at the smallest size or does not fit, or first_open: that size fits
    and has no interval)."""
    if frontier < 0:
        return "undecided" if first_open else "copy_more"
    if ci is None:
        return "undecided"
    if ci[1] < 0:
        return "copy_less"
    if ci[0] > 0:
        return "copy_more"
    if -same <= ci[0] and ci[1] <= same:
        return "no_difference"
    if -same <= ci[0]:
        return "copy_not_less"
    return "undecided"


def check_frontier(lv, rows, sizes, d):
    """One pressure level's frontier recomputed from its rows: not more and
    less from the paired interval of the frames lost, fits from the offered
    rate and copy-all's unloaded time per packet (work and commands)."""
    sc = lv["scenario"]
    # the level's occupancy: the lowest median held over its rows, reached
    # at RPT_REACHED_SHARE of the level
    held = min(r["held_pct"] for k, r in rows.items() if k[2] == sc)
    check(f"level_held_{sc}", lv["held_pct"] is not None and
          math.isclose(lv["held_pct"], held, abs_tol=1e-3), f"{lv['held_pct']} != {held}")
    check(f"level_reached_{sc}", lv["reached"] == (held >= REACHED_SHARE * lv["level_pct"] - 1e-3),
          f"reached {lv['reached']} held {held} level {lv['level_pct']}")
    ok = [s["size"] for s in lv["sizes"]] == sizes
    frontier = -1
    for i, (z, s) in enumerate(zip(sizes, lv["sizes"])):
        r, u = rows[("copy-all", z, sc)], rows[("copy-all", z, "unloaded")]
        ci = r["lost_vs_zero_copy_ci"]
        not_more = ci is not None and ci[0] <= 0
        less = ci is not None and ci[1] < 0
        share = r["offered_mpps"] * (u["ns_per_packet"] + u["hw_cmd_ns_per_packet"]) / 1000
        ok = ok and s["not_more"] == not_more and s["less"] == less and \
            math.isclose(s["core_share"], share, rel_tol=1e-3, abs_tol=1e-3) and \
            s["fits"] == (s["core_share"] <= 1.0)
        if frontier == i - 1 and s["not_more"] and s["fits"]:
            frontier = i
    ok = ok and lv["frontier_bytes"] == (sizes[frontier] if frontier >= 0 else None)
    # the level's verdict: copy-all's rounds at every size within the
    # frontier together; copying loses significantly less over them: the
    # copybreak is the frontier's end, else 0; a level that did not hold
    # its share recommends nothing
    # in two looks (report.h, enum rpt_verdict): the first pools the
    # rounds; where it leaves the verdict open (and only there) each size
    # within the frontier ran its rounds again, and the second pools both
    first = [x for z in sizes[:frontier + 1]
             for x in rows[("copy-all", z, sc)]["lost_vs_zero_copy_rounds"]]
    more = [x for z in sizes[:frontier + 1]
            for x in rows[("copy-all", z, sc)]["lost_vs_zero_copy_more_rounds"]]
    conf = lv["look_confidence"]
    _, fci = median_ci(first, conf)
    ok = ok and lv["first_look_rounds"] == len(first) and close_ci(lv["first_look_ci"], fci)
    s0 = lv["sizes"][0]
    first_open = s0["fits"] and rows[("copy-all", sizes[0], sc)]["lost_vs_zero_copy_ci"] is None
    open_first = lv["reached"] and frontier >= 0 and \
        verdict(frontier, fci, lv["same_margin_per_million"]) == "undecided"
    check(f"second_look_{sc}", lv["second_look"] == open_first and
          (lv["second_look_rounds_per_size"] > 0) == open_first and
          (open_first or not any(rows[(s, z, sc)].get("lost_vs_zero_copy_more_rounds")
                                 for s, z, c in rows if c == sc and z != "imix")),
          f"first look {fci} second {lv['second_look']} {lv['second_look_rounds_per_size']}")
    pooled = first + more if lv["second_look"] else first
    med, pci = median_ci(pooled, conf)
    ok = ok and lv["pooled_rounds"] == len(pooled) and close_ci(lv["pooled_lost_vs_zero_copy_ci"], pci)
    v = verdict(frontier, pci, lv["same_margin_per_million"], first_open)
    rec = sizes[frontier] - 4 if v == "copy_less" else 0
    ok = ok and lv["verdict"] == v and lv["measured"] == lv["reached"] and \
        lv["recommended_copybreak"] == (rec if lv["reached"] and v != "undecided" else None)
    cis = [rows[("copy-all", z, sc)]["lost_vs_zero_copy_ci"] for z in sizes]
    kind, be, _ = cost_answer(sizes, cis)
    ok = ok and lv["break_even_kind"] == kind and lv["break_even_bytes"] == be
    check(f"frontier_{sc}", ok, str(lv))
    if "imix" in d:		# the IMIX row's verdict, off the frontier's axis
        r, u, s = rows[("copy-all", "imix", sc)], rows[("copy-all", "imix", "unloaded")], lv["imix"]
        ci = r["lost_vs_zero_copy_ci"]
        share = r["offered_mpps"] * (u["ns_per_packet"] + u["hw_cmd_ns_per_packet"]) / 1000
        check(f"frontier_imix_{sc}", s["not_more"] == (ci is not None and ci[0] <= 0) and
              s["less"] == (ci is not None and ci[1] < 0) and
              math.isclose(s["core_share"], share, rel_tol=1e-3, abs_tol=1e-3) and
              s["fits"] == (s["core_share"] <= 1.0), f"{s} {ci} {share}")


def check_zero_loss(d, rows, sizes, strategies):
    tol = d["conditions"]["loss_tolerance"]
    for (s, z, _), r in rows.items():
        tag = f"{s}_{z}"
        if r["limited_by"] == "no_pass":
            # nothing passed (a machine too busy for any rate): no rate, and
            # the reported trial is the last one, which lost too much
            check(f"no_pass_consistent_{tag}", r["mpps"] == 0 and r["loss"] > tol,
                  f"{r['mpps']} Mpps, loss {r['loss']}")
        else:
            check(f"rate_positive_{tag}", r["mpps"] > 0 and r["gbps"] > 0 and
                  r["line_rate_pct"] > 0, f"{r['mpps']} Mpps")
            check(f"loss_within_tolerance_{tag}",
                  r["loss"] <= tol + 1e-12 and r["lost_frames"] <= tol * r["offered_frames"] + 1e-9,
                  f"loss {r['loss']} ({r['lost_frames']} of {r['offered_frames']}), tolerance {tol}")
        check(f"rate_within_line_{tag}", r["line_rate_pct"] <= 100.0 + 1e-6,
              f"{r['line_rate_pct']} %")
        check(f"frames_counted_{tag}", r["offered_frames"] > 0 and r["delivered_frames"] > 0)
        check(f"ns_per_packet_{tag}", r["ns_per_packet"] > 0, str(r["ns_per_packet"]))
        check_strategy_applied(tag, r, d)
    if "zero-copy" not in strategies or "copy-all" not in strategies:
        return
    zc = [rows[("zero-copy", z, "unloaded")]["mpps"] for z in sizes]
    cp = [rows[("copy-all", z, "unloaded")]["mpps"] for z in sizes]
    kind, be, last_win = zero_loss_break_even(sizes, cp, zc, d["conditions"]["win_margin"])
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


def main():
    path, sizes_arg, strat_arg = sys.argv[1:4]
    with open(path) as f:
        d = json.load(f)
    sizes = [int(s) for s in sizes_arg.split(",")]
    strategies = strat_arg.split(",")
    method = d.get("method")

    check("json_schema", d.get("schema") == "dpaa2x-ipfwd-sweep/3", str(d.get("schema")))
    check("json_method", method in ("cost", "zero-loss"), str(method))
    check("json_sizes", d["sizes"] == sizes, f"{d['sizes']} != {sizes}")
    check("json_strategies", [s["name"] for s in d["strategies"]] == strategies,
          str(d["strategies"]))
    rows = {(r["strategy"], r["size"], r["scenario"]): r for r in d["results"]}
    scenarios = sorted({r["scenario"] for r in d["results"]})
    # the IMIX row after the sizes: 12 frames of 64, 576 and 1500 bytes, 7:4:1
    keys = sizes
    if "imix" in d:
        cyc = d["imix"]["cycle"]
        check("imix_mix", sorted(cyc) == [64] * 7 + [576] * 4 + [1500] and
              d["imix"]["mean_bytes"] == round(sum(cyc) / len(cyc)), str(d["imix"]))
        keys = sizes + ["imix"]
    missing = [(s, z, sc) for s in strategies for z in keys for sc in scenarios
               if (s, z, sc) not in rows]
    check("json_every_row", not missing and len(d["results"]) ==
          len(keys) * len(strategies) * len(scenarios),
          f"missing {missing}, {len(d['results'])} rows")
    check("rows_name_method", all(r["method"] == method for r in d["results"]))
    check("rows_have_hold_and_ci", all("hold" in r and "ns_per_packet_ci" in r
                                       for r in d["results"]))
    if missing:
        return 1
    if method == "cost":
        check_cost(d, rows, sizes, strategies)
    else:
        check_zero_loss(d, rows, sizes, strategies)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
