#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
"""Per-packet cost breakdown of a callgrind profile (devtools/cost-valgrind.sh).

usage: cost_breakdown.py ANNOTATION PACKETS
  ANNOTATION: `callgrind_annotate --inclusive=no --auto=no --threshold=100` output.
Prints one line: total Ir, D1 and LL misses per packet, then Ir per packet by
where the instructions run. Exclusive costs are summed by function name,
whatever header an inlined part came from.
"""
import re
import sys

# first match wins
GROUPS = [
    ("rx_burst", r"^dpaa2x_rx_burst$"),
    ("tx_burst", r"^dpaa2x_tx_burst$"),
    ("portal_model", r"^(dpaa2x_bman_(release|acquire)|dpaa2x_enqueue|dpaa2x_pull|model_.*|pool_.*)$"),
    ("mempool", r"^(dpaa2x_mp_.*|rte_mempool.*|rte_pktmbuf.*|bman_cmd_mine|dpaa2x_bman_.*_mine|"
                r"common_ring.*|__rte_pktmbuf.*)$"),
    ("probe", r"^(rte_pmd_dpaa2x_rx_wait_cycles|dpaa2x_port_of|rte_eth_dev_is_valid_port)$"),
    ("app", r".*"),
]


def main():
    path, pkts = sys.argv[1], int(sys.argv[2])
    events = None
    sums = {g: [0, 0, 0] for g, _ in GROUPS}
    total = [0, 0, 0]
    with open(path) as f:
        for line in f:
            if line.startswith("Events shown:"):
                events = line.split(":", 1)[1].split()
                continue
            cols = line.split()
            if events is None or not cols or not re.match(r"^[0-9,]+$", cols[0]):
                continue
            # the numbers of the events ('.' is 0), then their percentages
            vals = [int(c.replace(",", "")) if c != "." else 0
                    for c in cols if re.match(r"^([0-9,]+|\.)$", c)][:len(events)]
            ev = dict(zip(events, vals))
            v = [ev.get("Ir", 0), ev.get("D1mr", 0) + ev.get("D1mw", 0),
                 ev.get("DLmr", 0) + ev.get("DLmw", 0)]
            if "PROGRAM TOTALS" in line:
                total = v
                continue
            tok = [c for c in cols if ":" in c and not c.startswith("(")]
            if not tok:
                continue
            fn = tok[-1].rsplit(":", 1)[1]
            for g, rx in GROUPS:
                if re.match(rx, fn):
                    for i in range(3):
                        sums[g][i] += v[i]
                    break
    if pkts <= 0 or total[0] == 0:
        print("cost_breakdown: no counted events", file=sys.stderr)
        return 1
    print("%9.1f %8.2f %8.2f " % tuple(x / pkts for x in total) +
          " ".join("%9.1f" % (sums[g][0] / pkts) for g, _ in GROUPS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
