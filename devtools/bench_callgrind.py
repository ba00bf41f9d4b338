#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
"""Instructions of a PMD's Rx and Tx burst functions from a callgrind file.

usage: bench_callgrind.py CALLGRIND_OUT PMD_OBJECT PACKETS

Reads the calls that stock testpmd's forwarding loop (object dpdk-testpmd)
makes into the PMD's shared object (a name ending in PMD_OBJECT) and prints
one line: the Rx burst's and the Tx burst's inclusive instructions (Ir)
per packet, their sum, the packets and the calls. Debian's PMDs are
stripped, so a burst function may have no name: the forwarding loop calls
Rx before Tx
(rte_eth_rx_burst(), then rte_eth_tx_burst() when it received any), so the
callee reached from the lowest call site is Rx, the other Tx (the file must
be written with --dump-instr=yes). The names, where the object has them,
are printed so that the order can be checked.
"""
import re
import sys


def parse(path):
    """{(callee_object, callee_fn): [calls, inclusive Ir, lowest call site]}"""
    names = {'ob': {}, 'fn': {}}
    arcs = {}
    ob = fn = cob = cfn = None
    pending = None	# calls= seen: the next cost line is the call's
    positions = ['line']

    def name(kind, text):
        m = re.match(r'\((\d+)\)(?: (.*))?$', text)
        if not m:
            return text
        if m.group(2) is not None:
            names[kind][m.group(1)] = m.group(2)
        return names[kind].get(m.group(1), text)

    with open(path, errors='replace') as f:
        for raw in f:
            line = raw.rstrip('\n')
            if line.startswith('positions:'):
                positions = line.split()[1:]
                continue
            if line.startswith('ob='):
                ob = name('ob', line[3:])
                cob = None
            elif line.startswith('fn='):
                fn = name('fn', line[3:])
                cob = None
            elif line.startswith('cob='):
                cob = name('ob', line[4:])
            elif line.startswith('cfn='):
                cfn = name('fn', line[4:])
            elif line.startswith(('cfi=', 'cfl=')):
                continue
            elif line.startswith('calls='):
                pending = int(line.split('=')[1].split()[0])
            elif pending is not None and line and (line[0].isdigit() or line[0] in '+-*'):
                parts = line.split()
                site = parts[0] if positions[0] == 'instr' else '0'
                ir = int(parts[len(positions)]) if len(parts) > len(positions) else 0
                callee_ob = cob if cob is not None else ob
                if ob is not None and ob.endswith('dpdk-testpmd'):
                    key = (callee_ob, cfn)
                    a = arcs.setdefault(key, [0, 0, None])
                    a[0] += pending
                    a[1] += ir
                    try:
                        addr = int(site, 16) if site.startswith('0x') else int(site)
                    except ValueError:
                        addr = None
                    if addr is not None and (a[2] is None or addr < a[2]):
                        a[2] = addr
                pending = None
    return arcs


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    path, obj, pkts = sys.argv[1], sys.argv[2], int(sys.argv[3])
    if pkts <= 0:
        sys.exit('bench_callgrind: no packet was forwarded')
    arcs = {k: v for k, v in parse(path).items() if k[0] and k[0].endswith(obj)}
    if len(arcs) != 2:
        sys.exit('bench_callgrind: %d functions of %s called by testpmd (%s), not 2' %
                 (len(arcs), obj, ', '.join(str(k[1]) for k in arcs)))
    (rx, r), (tx, t) = sorted(arcs.items(), key=lambda kv: kv[1][2] or 0)
    print('%9.1f %9.1f %9.1f   %d packets, calls rx %d tx %d (%s, %s)' %
          (r[1] / pkts, t[1] / pkts, (r[1] + t[1]) / pkts, pkts, r[0], t[0], rx[1], tx[1]))


if __name__ == '__main__':
    main()
