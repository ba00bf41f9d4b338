#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
"""A deterministic projection of rx copybreak's cost on LS2088A.

Each cell (strategy, frame size) runs dpaa2x-ipfwd once under callgrind
with the emulated hardware in step mode and LS2088A's cache geometry, as
devtools/cost-valgrind.sh does (32 KiB 2-way L1D, 48 KiB 3-way L1I, 1 MiB
16-way L2 for one cluster, 64-byte lines). From the counted polls it takes,
per packet: the driver's and the application's instructions, their L1D
misses that hit L2 and their L2 misses, and the BMan and QMan commands
(calls of the emulated backend's release, acquire, enqueue and pull). The
emulated commands' own instructions and misses are left out; silicon's cost
of each command comes from the table in app/dpaa2x-ipfwd/silicon.h.

DMA writes: the cache simulator never sees the hardware's writes (they run
with instrumentation off), so a line the hardware wrote may still be in the
simulated cache from the core's last touch. The lines that are cold on
silicon whatever the simulator says are counted analytically per packet:
the annotation line, the frame lines the core reads (the IPv4 header line
for zero-copy, every frame line for a copy) and the two lines of a
hardware buffer's mbuf header that zero-copy writes (cold-mbuf-header). The
true number of DDR misses lies between max(simulated, cold) and their sum;
with the app's FIFO pools of thousands of buffers, far more than 1 MiB of
other lines pass between two uses of a buffer, so the simulated misses
already include the cold lines and max() is the count used (the sum is in
the JSON). Stashing (one annotation and one frame line into L2) is shown
as a second projection in which two of those misses are L2 hits.

ns per packet = instructions x instr + L2 hits x l2_hit + DDR misses x
ddr_miss / overlap + commands x their cost, each at the table's low end
and at its high end. At the low end two read misses are in flight at once
(overlap 2) and a store that misses costs nothing (it retires into the
store buffer; A72's write streaming serves a copy's stores); at the high
end every miss is waited for, reads and writes alike. The
break-even is the largest frame size at which copy-all costs no more than
zero-copy, linearly interpolated between measured sizes, at each end.

The counts depend only on the binary and the arguments: the program runs
from a path of fixed length with a fixed environment, whose lengths would
otherwise move its stack and with it the 2-way L1D's conflicts (its L2 hits
varied from 3.08 to 3.54 per packet with the caller's environment before).
They are cached under results/.ls2088a-cache by a hash of the program, the
PMD it loads (the bytes; other libraries by name, size and time) and the
arguments, so a second run prints the same figures at once. Prints a
table; writes results/ls2088a-projection.json.

usage: devtools/project-ls2088a.py [--full] [--sizes 64,256] [--rounds 6]
                                   [--jobs 2] [--out FILE] [--no-cache]
                                   [--copy-pool N] [--copy-pool-cache N]
Environment: DPAA2X_BUILD_DIR (default build).
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VERSION = 3		# of the counting below: part of the cache key
STRATEGIES = ("zero-copy", "copy-all")
QUICK_SIZES = (64, 256)
FULL_SIZES = (64, 128, 256, 512, 1024, 1518)
FCS = 4
LINE = 64
HEADER_LINES = 2	# struct rte_mbuf, written by zero-copy Rx and read by Tx
# instrumentation from the app's first hardware pass on (EAL's start-up is
# not simulated; the counted polls come after warm-up slices either way)
VG = ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no",
      "--cache-sim=yes", "--I1=49152,3,64", "--D1=32768,2,64", "--LL=1048576,16,64"]
# the emulated backend's command functions: silicon's QBMan does their work
CMD_FUNCS = {"model_bman_release": "release_cmds", "model_bman_acquire": "acquire_cmds",
             "model_enqueue": "enqueue_calls", "model_pull": "pull_cmds"}
# functions whose cost is not the core's on silicon: the emulated commands'
# work, and reading the pull-wait counter (the measurement's own probe)
NOT_CORE = re.compile(r"^(model_.*|pool_.*|bman_cmd_pool|enqueue_tx|enqueue_staged|"
                      r"rte_pmd_dpaa2x_rx_wait_cycles|dpaa2x_port_of|"
                      r"rte_eth_dev_is_valid_port)$")


def silicon_table():
    """The cost table, read from silicon.h (one X(...) line per entry)."""
    text = open(os.path.join(ROOT, "app/dpaa2x-ipfwd/silicon.h")).read()
    rows = re.findall(r'X\((\w+), "(\w+)", ([0-9.]+), ([0-9.]+), "([^"]*)",\s*\\\s*"([^"]*)"\)',
                      text)
    table = {name: {"low_ns": float(lo), "high_ns": float(hi), "unit": unit, "source": src}
             for _, name, lo, hi, unit, src in rows}
    need = {"bman_release", "bman_acquire", "qman_enqueue", "qman_pull", "ddr_miss",
            "l2_hit", "instr"}
    if not need <= set(table):
        sys.exit("project-ls2088a: silicon.h lacks %s" % sorted(need - set(table)))
    return table


def parse_callgrind(path):
    """Exclusive events by function name, and call counts by callee name."""
    events, names, excl, calls = None, {}, {}, {}
    fn = cfn = None
    call_pending = False
    with open(path) as f:
        for line in f:
            if line.startswith("events:"):
                events = line.split()[1:]
                continue
            m = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if m:
                if m.group(3) is not None:
                    names[m.group(2)] = m.group(3)
                name = names.get(m.group(2), "?")
                if m.group(1) == "fn":
                    fn = name
                else:
                    cfn = name
                continue
            if line.startswith("calls="):
                n = int(line.split("=", 1)[1].split()[0])
                calls[cfn] = calls.get(cfn, 0) + n
                call_pending = True	# the next cost line is the call's, inclusive
                continue
            if events is None or not line[:1] in "0123456789+-*":
                continue
            if call_pending:
                call_pending = False
                continue
            vals = [int(v) for v in line.split()[1:]]
            acc = excl.setdefault(fn, [0] * len(events))
            for i, v in enumerate(vals[:len(events)]):
                acc[i] += v
    return events, excl, calls


def core_counts(events, excl, calls, pkts):
    """Per packet: the core's instructions, L2 hits and misses, and the commands."""
    tot = dict.fromkeys(events, 0)
    for name, vals in excl.items():
        if NOT_CORE.match(name or ""):
            continue
        for e, v in zip(events, vals):
            tot[e] += v
    d1r, d1w = tot.get("D1mr", 0), tot.get("D1mw", 0)
    llr, llw = tot.get("DLmr", 0), tot.get("DLmw", 0)
    out = {"instr": tot.get("Ir", 0) / pkts, "l2_hits": (d1r + d1w - llr - llw) / pkts,
           "sim_ddr_misses": (llr + llw) / pkts,
           "l2_write_hits": (d1w - llw) / pkts, "sim_ddr_write_misses": llw / pkts}
    for fn, key in CMD_FUNCS.items():
        out[key] = calls.get(fn, 0) / pkts
    return out


def cold_lines(strategy, size):
    """Lines cold on silicon per packet (stash off), read and written: the
    annotation and the frame lines read, the mbuf header lines written."""
    data = (size - FCS + LINE - 1) // LINE if strategy == "copy-all" else 1
    return 1 + data, HEADER_LINES if strategy == "zero-copy" else 0


def linked_libs(app):
    """The shared libraries the program loads (ldd), by path."""
    p = subprocess.run(["ldd", app], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                       text=True)
    return sorted({m.group(1) for m in re.finditer(r"=> (/\S+)", p.stdout)})


def cache_key(app, args):
    """The program, the PMD it loads and every other library, the arguments."""
    h = hashlib.sha256()
    h.update(b"v%d\0" % VERSION)
    with open(app, "rb") as f:
        h.update(f.read())
    build = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(app))))
    for lib in linked_libs(app):
        real = os.path.realpath(lib)
        if real.startswith(build + os.sep):	# built here (the PMD): its bytes
            with open(real, "rb") as f:
                h.update(f.read())
        else:					# the system's: its name, size and time
            st = os.stat(real)
            h.update(("%s %d %d" % (real, st.st_size, st.st_mtime_ns)).encode())
    h.update("\0".join(args).encode())
    return h.hexdigest()[:24]


def run_cell(app, strategy, size, rounds, cache_dir, copy_pool, copy_cache):
    # the program's stack holds its path, arguments and environment: their
    # lengths move its addresses and so the 2-way L1D's conflicts. Fixed
    # here (a fixed-length path, a zero-padded pid, a fixed environment),
    # the counts do not depend on where the tree or the user is.
    # each port's copy pool as the sweep gave it (devarg copy_pool)
    pool = (",copy_pool=%d" % copy_pool if copy_pool else "") + \
        (",copy_pool_cache=%d" % copy_cache if copy_cache is not None else "")
    eal = ["-l", "1", "--no-huge", "-m", "1024", "--no-pci",
           "--file-prefix=ls2088a_%07d_%s_%04d" % (os.getpid() % 10000000, strategy, size),
           "--vdev", "net_dpaa2x0,gen=off,hw_cpu=step,stash=off" + pool,
           "--vdev", "net_dpaa2x1,gen=off,hw_cpu=step,stash=off" + pool]
    # every poll under valgrind is slower than a host stall: with none
    # counted as one, the rounds asked are the rounds run (not 4 times as
    # many, all left out)
    tail = ["--", "--mode", "ipfwd", "--sizes", str(size), "--strategies", strategy,
            "--rounds", str(rounds), "--no-pressure", "--no-imix", "--stall-us", "1000000"]
    key = cache_key(app, [strategy, str(size), str(rounds), pool] + tail)
    cached = os.path.join(cache_dir, key + ".json") if cache_dir else None
    if cached and os.path.exists(cached):
        with open(cached) as f:
            return json.load(f)
    with tempfile.TemporaryDirectory(prefix="ls2088a", dir="/tmp") as tmp:
        out = os.path.join(tmp, "cg.out")
        exe = os.path.join(tmp, "ipfwd")
        os.symlink(os.path.abspath(app), exe)
        p = subprocess.run([shutil.which("valgrind")] + VG[1:] +
                           ["--callgrind-out-file=" + out, exe] + eal + tail,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           cwd=tmp, env={"PATH": "/usr/bin:/bin", "LC_ALL": "C"})
        m = re.search(r"^step mode: (\d+) packets received in the counted polls$",
                      p.stdout, re.M)
        if p.returncode != 0 or not m or int(m.group(1)) == 0:
            sys.exit("project-ls2088a: %s at %d B failed:\n%s" %
                     (strategy, size, "\n".join(p.stdout.splitlines()[-20:])))
        pkts = int(m.group(1))
        counts = core_counts(*parse_callgrind(out), pkts)
    counts["packets"] = pkts
    if cached:
        os.makedirs(cache_dir, exist_ok=True)
        with open(cached, "w") as f:
            json.dump(counts, f, sort_keys=True)
    return counts


def project(t, c, strategy, size, stash):
    """ns per packet at the table's low and high end, and the terms' counts."""
    cold, cold_w = cold_lines(strategy, size)
    l2w = c["l2_write_hits"]
    l2 = c["l2_hits"] - l2w
    # a FIFO pool of thousands of buffers reuses a buffer after far more
    # than 1 MiB of other lines: the simulated misses include the cold
    # lines, so each count is max(); the sum is what it would be had the
    # simulator held them all (in the JSON, not in the band)
    ddr = max(c["sim_ddr_misses"] - c["sim_ddr_write_misses"], cold)
    ddrw = max(c["sim_ddr_write_misses"], cold_w)
    if stash:	# one annotation and one frame line stashed into L2
        cold -= 2
        ddr -= 2
        l2 += 2
    # one FD per forwarded packet: ipfwd sends every packet it receives
    cmds = {"bman_release": c["release_cmds"], "bman_acquire": c["acquire_cmds"],
            "qman_enqueue": 1.0, "qman_pull": c["pull_cmds"]}
    ends = []
    # low end: two read misses in flight, stores that miss retire into the
    # store buffer without a stall; high end: every miss waited for
    for end, overlap, wr in (("low_ns", 2.0, 0.0), ("high_ns", 1.0, 1.0)):
        ns = c["instr"] * t["instr"][end] + (l2 + wr * l2w) * t["l2_hit"][end] + \
             (ddr + wr * ddrw) * t["ddr_miss"][end] / overlap + \
             sum(n * t[name][end] for name, n in cmds.items())
        ends.append(ns)
    return {"ns_low": ends[0], "ns_high": ends[1], "cold_lines": cold + cold_w,
            "l2_hits": l2, "l2_write_hits": l2w, "ddr_misses": ddr, "ddr_write_misses": ddrw,
            "ddr_misses_if_sim_held_all": c["sim_ddr_misses"] + cold + cold_w,
            "commands": cmds}


def break_even(sizes, zc, cp):
    """Largest size with copy <= zero-copy, interpolated; (value, kind)."""
    d = [cp[i] - zc[i] for i in range(len(sizes))]
    if d[0] > 0:
        return sizes[0], "below"	# copying costs more already at the smallest size
    for i in range(1, len(sizes)):
        if d[i] > 0:
            s0, s1 = sizes[i - 1], sizes[i]
            return s0 + (s1 - s0) * (-d[i - 1]) / (d[i] - d[i - 1]), "at"
    return sizes[-1], "above"		# copying is no dearer at any measured size


def fmt_be(be):
    v, kind = be
    return {"below": "< %d" % v, "above": "> %d" % v}.get(kind, "%.0f" % v)


def counts_from(path, cells):
    """The counts of each cell from a projection's JSON."""
    try:
        with open(path) as f:
            rows = json.load(f)["rows"]
        have = {(r["strategy"], r["size"]): r["counts"] for r in rows}
    except (OSError, ValueError, KeyError, TypeError) as e:
        sys.exit("project-ls2088a: --counts %s: %s" % (path, e))
    missing = [c for c in cells if c not in have]
    if missing:
        sys.exit("project-ls2088a: --counts %s has no %s at %d B" % ((path,) + missing[0]))
    return {c: have[c] for c in cells}


def measure(cells, a):
    """Each cell's counts under callgrind (or from the cache)."""
    app = os.path.join(os.environ.get("DPAA2X_BUILD_DIR", os.path.join(ROOT, "build")),
                       "app/dpaa2x-ipfwd/dpaa2x-ipfwd")
    if shutil.which("valgrind") is None:
        sys.exit("project-ls2088a: valgrind is not installed")
    if not os.access(app, os.X_OK):
        sys.exit("project-ls2088a: %s not built (devtools/setup.sh)" % app)
    cache_dir = None if a.no_cache else os.path.join(ROOT, "results/.ls2088a-cache")
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        futs = {cell: ex.submit(run_cell, app, cell[0], cell[1], a.rounds, cache_dir,
                                a.copy_pool, a.copy_pool_cache)
                for cell in cells}
        return {cell: f.result() for cell, f in futs.items()}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--full", action="store_true", help="sizes %s" % (FULL_SIZES,))
    ap.add_argument("--sizes", help="comma-separated frame sizes (with FCS)")
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default=os.path.join(ROOT, "results/ls2088a-projection.json"))
    ap.add_argument("--no-cache", action="store_true")
    ap.add_argument("--copy-pool", type=int, default=0, metavar="N",
                    help="each port's copy pool, mbufs (devarg copy_pool; default: the "
                    "driver's): the sweep's")
    ap.add_argument("--copy-pool-cache", type=int, default=None, metavar="N",
                    help="its per-lcore cache (devarg copy_pool_cache; default: the "
                    "driver's): the sweep's")
    ap.add_argument("--strategies", default=",".join(STRATEGIES),
                    help="a subset of %s (the break-even needs both)" % (STRATEGIES,))
    ap.add_argument("--counts", help="take the counts from this JSON (a previous "
                    "projection's) instead of running valgrind")
    a = ap.parse_args()
    strategies = [x for x in STRATEGIES if x in a.strategies.split(",")]
    if not strategies or set(a.strategies.split(",")) - set(STRATEGIES):
        sys.exit("project-ls2088a: --strategies: a subset of %s" % ",".join(STRATEGIES))
    sizes = sorted({int(s) for s in a.sizes.split(",")}) if a.sizes else \
        list(FULL_SIZES if a.full else QUICK_SIZES)
    if not sizes or min(sizes) < 64 or max(sizes) > 1518:
        sys.exit("project-ls2088a: sizes must be 64..1518")
    if a.copy_pool_cache is not None and not 0 <= a.copy_pool_cache <= 512:
        sys.exit("project-ls2088a: --copy-pool-cache %d: the devarg copy_pool_cache takes "
                 "0..512" % a.copy_pool_cache)
    if a.copy_pool and not 64 <= a.copy_pool <= 65536:
        sys.exit("project-ls2088a: --copy-pool %d: the devarg copy_pool takes 64..65536" %
                 a.copy_pool)
    t = silicon_table()
    cells = [(s, z) for z in sizes for s in strategies]
    if a.counts:
        counts = counts_from(a.counts, cells)
    else:
        counts = measure(cells, a)
    rows = []
    for s, z in cells:
        c = counts[(s, z)]
        rows.append({"strategy": s, "size": z, "counts": c,
                     "stash_off": project(t, c, s, z, False),
                     "stash_on": project(t, c, s, z, True)})
    res = {"tool": "project-ls2088a", "version": VERSION, "sizes": sizes,
           "rounds": a.rounds, "copy_pool": a.copy_pool or None,
           "copy_pool_cache": a.copy_pool_cache, "table": t, "rows": rows,
           "break_even": {}}
    print("LS2088A projection (Cortex-A72 1.8 GHz; callgrind counts per packet, step mode; "
          "copy pool %s, lcore cache %s)" %
          ("%d mbufs per port" % a.copy_pool if a.copy_pool else "the driver's default",
           a.copy_pool_cache if a.copy_pool_cache is not None else "the driver's"))
    print("%-10s %5s %8s %7s %7s %7s %6s %6s  %-17s %-17s" %
          ("strategy", "size", "instr", "L2hit", "DDRsim", "cold", "acq", "rel",
           "ns stash off", "ns stash on"))
    for r in rows:
        c, p0, p1 = r["counts"], r["stash_off"], r["stash_on"]
        print("%-10s %5d %8.1f %7.2f %7.2f %7d %6.3f %6.3f  %6.1f .. %6.1f   %6.1f .. %6.1f" %
              (r["strategy"], r["size"], c["instr"], c["l2_hits"], c["sim_ddr_misses"],
               p0["cold_lines"], c["acquire_cmds"], c["release_cmds"],
               p0["ns_low"], p0["ns_high"], p1["ns_low"], p1["ns_high"]))
    for stash in ("stash_off", "stash_on") if len(strategies) == 2 else ():
        be = {}
        for end in ("ns_low", "ns_high"):
            zc = [r[stash][end] for r in rows if r["strategy"] == "zero-copy"]
            cp = [r[stash][end] for r in rows if r["strategy"] == "copy-all"]
            v, kind = break_even(sizes, zc, cp)
            be[end] = {"size": round(v, 1), "kind": kind}
        res["break_even"][stash] = be
        print("predicted break-even (copy-all <= zero-copy), %s: low-cost end %s B, "
              "high-cost end %s B" % (stash.replace("_", " "),
                                      fmt_be((be["ns_low"]["size"], be["ns_low"]["kind"])),
                                      fmt_be((be["ns_high"]["size"], be["ns_high"]["kind"]))))
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    with open(a.out, "w") as f:
        json.dump(res, f, indent=1, sort_keys=True)
    print("written: %s" % os.path.relpath(a.out, os.getcwd()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
