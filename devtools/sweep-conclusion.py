#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
"""The main job's conclusion: what the sweep recommends on this datapath
and what the LS2088A projection predicts, at each pressure level.

usage: devtools/sweep-conclusion.py SWEEP.json PROJECTION.json
The sweep's JSON (dpaa2x-ipfwd --json) gives the copybreak measured here,
unloaded and at each level; the projection's (devtools/project-ls2088a.py)
the break-even predicted for silicon, unloaded, at both ends of its cost
band, stash off and on.
"""
import json
import sys


def level_name(lv):
    return "line rate" if lv["line_rate"] else "%d%%" % lv["level_pct"]


def level_text(lv):
    if not lv.get("measured", True):
        return "%s not measured (held %.1f%% of the pool)" % (level_name(lv), lv["held_pct"])
    if lv.get("verdict") == "undecided":
        # open after its second look: no copybreak, the interval instead
        ci = lv["pooled_lost_vs_zero_copy_ci"]
        return "%s undecided (copy-all - zero-copy %s lost/M)" % (
            level_name(lv), "[%+.0f, %+.0f]" % tuple(ci) if ci else "without an interval")
    return "%s %d" % (level_name(lv), lv["recommended_copybreak"])


def silicon_copybreak(be):
    """The copybreak a predicted break-even gives: none below the smallest
    size, the frames up to it at a size, every frame above the largest."""
    v, kind = be["size"], be["kind"]
    if kind == "below":
        return "0 (copying dearer from %g B on)" % v
    if kind == "above":
        return "every size measured (copying no dearer up to %g B)" % v
    return "%d (break-even %.0f B)" % (int(v) - 4, v)


def main():
    with open(sys.argv[1]) as f:
        sw = json.load(f)
    with open(sys.argv[2]) as f:
        pj = json.load(f)
    print("conclusion:")
    print("  on this datapath (measured): copybreak %d unloaded; by pool pressure: %s" %
          (sw["recommended_copybreak"],
           ", ".join(level_text(lv) for lv in sw.get("pressure_levels", []))))
    for stash in ("stash_off", "stash_on"):
        be = pj["break_even"].get(stash)
        if be:
            print("  projected for LS2088A, unloaded, %s: copybreak %s at the low-cost end, "
                  "%s at the high-cost end" % (stash.replace("_", " "),
                                               silicon_copybreak(be["ns_low"]),
                                               silicon_copybreak(be["ns_high"])))
    print("  projected for LS2088A under pool pressure: no figure. The projection counts one "
          "core's work per packet unloaded (callgrind, step mode); what a level loses depends "
          "on how fast the pool refills and the core drains it against the rate offered, "
          "which only a timed run gives: the levels above on this host, or silicon")
    return 0


if __name__ == "__main__":
    sys.exit(main())
