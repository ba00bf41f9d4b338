#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
"""The PMD's layering, checked on the sources and on its real build.

- pmd_includes_own_or_contract: every #include "..." of the PMD names, with
  no folder, one of the PMD's own files or a header of the portal contract
  (contract/).
- contract_names_apart: no contract header's name is one letter away from
  a PMD header's (a typo must not pick the other one).
- pmd_sees_only_contract: with the compiler and the include flags the build
  uses for the PMD (compile_commands.json), from a folder of its own, the
  contract's headers are found and no header of the emulator (emu/), the
  MC codec (mc/) or the fslmc backend (fslmc/) is, by its name or by a
  path into the tree.
- pmd_layers_one_way: the include graph of the PMD's files (a file and its
  header are one node) has no cycle: calls go one way, down.
- tester_apart: only the tester's files reach the wire control calls, and
  only they and the probe include the tester's headers.
- pmd_files_fit: no PMD .c file is over 800 lines.
- layout_tables_match: the layout tables of the README (the row of
  drivers/net/dpaa2x/) and of the NIC guide ("Layout of the driver") name
  every .c file of the PMD, and no file that is not there.
- no_dpdk_files_committed: the driver SDK's headers, the fslmc bus's
  internal headers, QBMan's and the MC's sources are taken from the source
  package at build time.

usage: check_layering.py <source root> <build root>
"""

import glob
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

PMD = 'drivers/net/dpaa2x'
CONTRACT_DIR = 'drivers/net/dpaa2x/contract'
HIDDEN_DIRS = ('emu', 'mc', 'fslmc')
MAX_LINES = 800
TESTER_FILES = {'dpaa2x_tester.c', 'dpaa2x_tester.h', 'dpaa2x_tester_args.c',
                'dpaa2x_tester_args.h'}
TESTER_INCLUDERS = TESTER_FILES | {'dpaa2x_probe.c'}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)

fails = 0


def result(name, problems):
    global fails
    if problems:
        print(f'FAIL - {name}:')
        for p in problems:
            print(f'    {p}')
        fails += 1
    else:
        print(f'ok - {name}')


def pmd_files(src):
    return sorted(glob.glob(os.path.join(src, PMD, '*.[ch]')))


def contract_headers(src):
    return sorted(os.path.basename(p) for p in glob.glob(os.path.join(src, CONTRACT_DIR, '*.h')))


def includes(path):
    with open(path, encoding='utf-8') as f:
        return INCLUDE.findall(f.read())


def check_includes(src):
    own = {os.path.basename(p) for p in pmd_files(src)}
    contract = set(contract_headers(src))
    bad = []
    for p in pmd_files(src):
        for inc in includes(p):
            if '/' in inc or (inc not in own and inc not in contract):
                bad.append(f'{os.path.basename(p)}: #include "{inc}"')
    result('pmd_includes_own_or_contract', bad)


def one_letter_apart(a, b):
    """a and b differ by one letter changed, added or dropped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    if len(a) > len(b):
        a, b = b, a
    return any(b[:i] + b[i + 1:] == a for i in range(len(b)))


def check_contract_names(src):
    own = [os.path.basename(p) for p in pmd_files(src) if p.endswith('.h')]
    contract = contract_headers(src)
    bad = [f'{c} and {o}' for c in contract for o in own if one_letter_apart(c, o)]
    if not contract:
        bad.append(f'no header in {CONTRACT_DIR}')
    result('contract_names_apart', bad)


def pmd_command(build):
    """The compile command of a PMD source as the build runs it."""
    path = os.path.join(build, 'compile_commands.json')
    with open(path, encoding='utf-8') as f:
        db = json.load(f)
    for e in db:
        if 'tmp_rte_net_dpaa2x' in e.get('output', '') and \
                e['file'].endswith('dpaa2x_probe.c'):
            return e
    return None


def probe_args(entry, probe):
    """The entry's command with probe compiled instead, syntax only."""
    args = shlex.split(entry['command']) if 'command' in entry else list(entry['arguments'])
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
            continue
        if a in ('-o', '-MF', '-MQ', '-MT'):
            skip = True
            continue
        if a in ('-c', '-MD', '-MMD') or a == entry['file'] or \
                a.endswith(os.path.basename(entry['file'])):
            continue
        out.append(a)
    return out + ['-fsyntax-only', probe]


def compiles(entry, tmp, header):
    probe = os.path.join(tmp, 'probe.c')
    with open(probe, 'w', encoding='utf-8') as f:
        f.write(f'#include "{header}"\nint probe_unused;\n')
    r = subprocess.run(probe_args(entry, probe), cwd=entry['directory'],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, check=False)
    return r.returncode == 0, r.stdout.decode(errors='replace')


def check_visible(src, build):
    entry = pmd_command(build)
    if entry is None:
        result('pmd_sees_only_contract', ['no compile command of dpaa2x_probe.c in '
                                          f'{build}/compile_commands.json'])
        return
    hidden = set()
    contract = contract_headers(src)
    for folder in HIDDEN_DIRS:
        for h in glob.glob(os.path.join(src, PMD, folder, '**', '*.h'), recursive=True):
            if os.path.basename(h) not in contract:
                hidden.add(os.path.basename(h))
                rel = os.path.relpath(h, os.path.join(src, PMD))
                hidden.update({rel, os.path.join('dpaa2x', rel),
                               os.path.join('net/dpaa2x', rel),
                               os.path.join('drivers/net/dpaa2x', rel)})
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        for c in contract:
            ok, out = compiles(entry, tmp, c)
            if not ok:
                bad.append(f'"{c}" is not found:\n{out}')
        for h in sorted(hidden):
            if compiles(entry, tmp, h)[0]:
                bad.append(f'"{h}" is found with the PMD\'s include path')
    if not bad:
        print(f'# {len(contract)} contract headers found; {len(hidden)} names of emu, mc and '
              'fslmc headers tried, none found')
    result('pmd_sees_only_contract', bad)


def module(name):
    return os.path.splitext(name)[0]


def check_one_way(src):
    own = {os.path.basename(p) for p in pmd_files(src)}
    graph = {}
    for p in pmd_files(src):
        m = module(os.path.basename(p))
        graph.setdefault(m, set())
        for inc in includes(p):
            if inc in own and module(inc) != m:
                graph[m].add(module(inc))
    cycles, state, stack = [], {}, []

    def visit(m):
        state[m] = 1
        stack.append(m)
        for n in sorted(graph.get(m, ())):
            if state.get(n) == 1:
                cycles.append(' -> '.join(stack[stack.index(n):] + [n]))
            elif n not in state:
                visit(n)
        stack.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m)
    result('pmd_layers_one_way', cycles)


def check_tester(src):
    bad = []
    for p in pmd_files(src):
        name = os.path.basename(p)
        if name in TESTER_FILES:
            continue
        with open(p, encoding='utf-8') as f:
            text = f.read()
        if re.search(r'\bdpaa2x_wire_\w+\s*\(', text):
            bad.append(f'{name} calls the wire control (dpaa2x_wire_*)')
        for inc in includes(p):
            if inc in TESTER_FILES and name not in TESTER_INCLUDERS:
                bad.append(f'{name} includes {inc}')
    result('tester_apart', bad)


def check_sizes(src):
    bad = []
    for p in glob.glob(os.path.join(src, PMD, '*.c')):
        with open(p, encoding='utf-8') as f:
            n = sum(1 for _ in f)
        if n > MAX_LINES:
            bad.append(f'{os.path.basename(p)}: {n} lines')
    result('pmd_files_fit', bad)


def layout_names(path, start, end):
    """The dpaa2x_*.c names between the first line matching start and the
    next one matching end, in a doc file."""
    with open(path, encoding='utf-8') as f:
        lines = f.read().splitlines()
    i = next((k for k, l in enumerate(lines) if re.search(start, l)), None)
    if i is None:
        return None
    j = next((k for k in range(i + 1, len(lines)) if re.search(end, lines[k])), len(lines))
    return set(re.findall(r'\bdpaa2x_\w+\.c\b', '\n'.join(lines[i:j])))


def check_layout_docs(src):
    tree = {os.path.basename(p) for p in glob.glob(os.path.join(src, PMD, '*.c'))}
    bad = []
    for doc, start, end in (('README.md', r'^\| `drivers/net/dpaa2x/` \|', r'^\| `'),
                            ('doc/guides/nics/dpaa2x.rst', r'^Layout of the driver$',
                             r'^Below the contract')):
        names = layout_names(os.path.join(src, doc), start, end)
        if names is None:
            bad.append(f'{doc}: no layout table ({start})')
            continue
        bad += [f'{doc}: {n} is not in the table' for n in sorted(tree - names)]
        bad += [f'{doc}: {n} is in the table, not in {PMD}' for n in sorted(names - tree)]
    result('layout_tables_match', bad)


def check_no_dpdk(src):
    r = subprocess.run(['git', 'ls-files'], cwd=src, stdout=subprocess.PIPE,
                       stderr=subprocess.DEVNULL, check=False)
    # the driver SDK's headers, and the fslmc bus's internal ones and the
    # QBMan and MC sources the fslmc backend and its tests build against
    pat = re.compile(r'(^|/)(ethdev_driver|ethdev_vdev|bus_vdev_driver|dev_driver|'
                     r'bus_driver|fsl_qbman_\w+|dpaa2_hw_\w+|fsl_mc_\w+|fsl_dp\w+|'
                     r'dpaax_iova_table|fslmc_vfio|bus_fslmc_driver)\.h$|pmdinfogen\.py$|'
                     r'(^|/)(qbman_portal|qbman_debug|mc_sys)\.c$')
    result('no_dpdk_files_committed',
           [f for f in r.stdout.decode().splitlines() if pat.search(f)])


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    src, build = sys.argv[1], sys.argv[2]
    check_includes(src)
    check_contract_names(src)
    check_visible(src, build)
    check_one_way(src)
    check_tester(src)
    check_sizes(src)
    check_layout_docs(src)
    check_no_dpdk(src)
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
