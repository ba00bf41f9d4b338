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
- apps_include_no_emu_internals: every #include "..." of app/ names a
  header of the app's own folder, the PMD's public rte_pmd_dpaa2x.h, a
  contract header or the emulator's public one (emu/include/dpaa2x_emu.h),
  never another header of drivers/net/dpaa2x; and with the include flags
  the build uses for dpaa2x-hwbench (the one app that drives the emulator
  without the PMD), the contract's headers and dpaa2x_emu.h are found and
  no other header of emu/, mc/ or fslmc/ is.
- pmd_layers_one_way: the include graph of the PMD's files (a file and its
  header are one node) has no cycle: calls go one way, down.
- rooms_one_way: the rooms of drivers/net/dpaa2x depend one way: the PMD
  on contract/; emu/ on contract/ and mc/; fslmc/ on contract/ and mc/;
  mc/ and contract/ on nothing of the tree (every #include "..." of a
  room's files names a header of the room or of one it may use).
- emu_calls_one_way: the emulator's object files (nm of the build's
  objects: each file's undefined symbols against the others' defined ones)
  call each other without a loop, but for the calls of EMU_CALLBACKS, each
  with its reason; an entry that no longer stands fails too.
- tester_apart: only the tester's files reach the wire control calls, and
  only they and the probe include the tester's headers.
- factory_apart: only the SoC-sharing file (dpaa2x_soc_share.c) includes the
  backends' constructors (dpaa2x_hw_factory.h); the fslmc backend's table
  has no board calls (the board is a table of its own, dpaa2x_hw_board.h).
- files_fit: no .c file of drivers/, app/ or test/ is over 800 lines (the
  tests' too).
- layout_tables_match: the layout table of the README (the row of
  drivers/net/dpaa2x/) names every .c file of the PMD, the NIC guide's
  ("Layout of the driver") every .c and .h file, and neither a file that
  is not there (the NIC guide may name contract headers); the README's
  rows of contract/, mc/ and fslmc/ each name every .c file of their
  folder and no other; the model guide's "The rooms of the model" names
  every .c file of emu/, emu/board/, emu/dpl/ and emu/frame/, and no other.
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


def build_command(build, target, source):
    """The compile command of source in target as the build runs it."""
    path = os.path.join(build, 'compile_commands.json')
    with open(path, encoding='utf-8') as f:
        db = json.load(f)
    for e in db:
        if target in e.get('output', '') and e['file'].endswith(source):
            return e
    return None


def pmd_command(build):
    """The compile command of a PMD source as the build runs it."""
    return build_command(build, 'tmp_rte_net_dpaa2x', 'dpaa2x_probe.c')


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


def hidden_headers(src, shown):
    """The names and paths of the headers of emu/, mc/ and fslmc/ but for
    those named in shown."""
    hidden = set()
    for folder in HIDDEN_DIRS:
        for h in glob.glob(os.path.join(src, PMD, folder, '**', '*.h'), recursive=True):
            if os.path.basename(h) not in shown:
                hidden.add(os.path.basename(h))
                rel = os.path.relpath(h, os.path.join(src, PMD))
                hidden.update({rel, os.path.join('dpaa2x', rel),
                               os.path.join('net/dpaa2x', rel),
                               os.path.join('drivers/net/dpaa2x', rel)})
    return hidden


def visible_problems(entry, who, shown, hidden):
    """With entry's compile command: the headers of shown not found, those
    of hidden found."""
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        for c in shown:
            ok, out = compiles(entry, tmp, c)
            if not ok:
                bad.append(f'"{c}" is not found:\n{out}')
        for h in sorted(hidden):
            if compiles(entry, tmp, h)[0]:
                bad.append(f'"{h}" is found with {who}\'s include path')
    return bad


def check_visible(src, build):
    entry = pmd_command(build)
    if entry is None:
        result('pmd_sees_only_contract', ['no compile command of dpaa2x_probe.c in '
                                          f'{build}/compile_commands.json'])
        return
    contract = contract_headers(src)
    hidden = hidden_headers(src, contract)
    bad = visible_problems(entry, 'the PMD', contract, hidden)
    if not bad:
        print(f'# {len(contract)} contract headers found; {len(hidden)} names of emu, mc and '
              'fslmc headers tried, none found')
    result('pmd_sees_only_contract', bad)


APP_PUBLIC = {'rte_pmd_dpaa2x.h'}
EMU_PUBLIC_DIR = 'drivers/net/dpaa2x/emu/include'


def check_apps(src, build):
    emu_public = sorted(os.path.basename(p)
                        for p in glob.glob(os.path.join(src, EMU_PUBLIC_DIR, '*.h')))
    public = APP_PUBLIC | set(contract_headers(src)) | set(emu_public)
    tree = {os.path.basename(p)
            for p in glob.glob(os.path.join(src, PMD, '**', '*.h'), recursive=True)}
    bad, n_files = [], 0
    for p in sorted(glob.glob(os.path.join(src, 'app', '**', '*.[ch]'), recursive=True)):
        n_files += 1
        own = {os.path.basename(h) for h in glob.glob(os.path.join(os.path.dirname(p), '*.h'))}
        for inc in includes(p):
            if inc in own or inc in public:
                continue
            if '/' in inc or inc in tree:
                bad.append(f'{os.path.relpath(p, src)}: #include "{inc}"')
    if not emu_public:
        bad.append(f'no public header in {EMU_PUBLIC_DIR}')
    entry = build_command(build, 'dpaa2x-hwbench', 'hwbench.c')
    if entry is None:
        bad.append(f'no compile command of hwbench.c in {build}/compile_commands.json')
    else:
        shown = contract_headers(src) + emu_public
        hidden = hidden_headers(src, shown)
        bad += visible_problems(entry, 'dpaa2x-hwbench', shown, hidden)
        if not bad:
            print(f'# {n_files} files of app/; dpaa2x-hwbench finds {len(shown)} contract and '
                  f'public emu headers, none of {len(hidden)} names of emu, mc and fslmc headers')
    result('apps_include_no_emu_internals', bad)


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


ROOMS = {'pmd': {'contract'}, 'contract': set(), 'mc': set(),
         'emu': {'contract', 'mc'}, 'fslmc': {'contract', 'mc'}}


def room_of(src, path):
    rel = os.path.relpath(path, os.path.join(src, PMD)).split(os.sep)
    return rel[0] if len(rel) > 1 and rel[0] in ROOMS else 'pmd'


def check_rooms(src):
    files = [p for p in glob.glob(os.path.join(src, PMD, '**', '*.[ch]'), recursive=True)]
    where = {}
    for p in files:
        where.setdefault(os.path.basename(p), set()).add(room_of(src, p))
    bad = []
    for p in sorted(files):
        mine = room_of(src, p)
        for inc in includes(p):
            rooms = where.get(os.path.basename(inc))
            if rooms is None or mine in rooms:
                continue		# a system or generated header, or its own room's
            if not rooms & ROOMS[mine]:
                bad.append(f'{os.path.relpath(p, os.path.join(src, PMD))} ({mine}) includes '
                           f'"{inc}" of {"/".join(sorted(rooms))}')
    result('rooms_one_way', bad)


# Calls between the emulator's files that close a loop and are meant to:
# (caller, callee): why. None today: the engine (engine.c) calls the blocks
# and no block calls it back; the MAC (pause.c) stands between the wires and
# WRIOP Rx, WRIOP Tx hands frames to the wires.
EMU_CALLBACKS = {}


def find_cycles(graph):
    """The strongly connected sets of more than one node (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def emu_objects(build):
    """(source relative to emu/, object path) of the emulator's library."""
    with open(os.path.join(build, 'compile_commands.json'), encoding='utf-8') as f:
        db = json.load(f)
    out = []
    for e in db:
        src = os.path.normpath(os.path.join(e['directory'], e['file']))
        if f'{PMD}/emu/' in src and 'libdpaa2x_hw' in e.get('output', ''):
            out.append((src.split(f'{PMD}/emu/')[1], os.path.join(e['directory'], e['output'])))
    return sorted(out)


def nm_symbols(obj):
    r = subprocess.run(['nm', obj], stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    defined, undefined = set(), set()
    for line in r.stdout.decode().splitlines():
        f = line.split()
        if len(f) == 3 and f[1] in 'TDBRCV':
            defined.add(f[2])
        elif len(f) == 2 and f[0] == 'U':
            undefined.add(f[1])
    return r.returncode, defined, undefined


def check_emu_calls(build):
    # the cycle finder on a graph with one loop and a tail: it must see it
    probe = find_cycles({'a': {'b'}, 'b': {'c'}, 'c': {'a'}, 'd': {'a'}})
    if probe != [['a', 'b', 'c']]:
        result('emu_calls_one_way', [f'the cycle finder is broken: {probe}'])
        return
    objs = emu_objects(build)
    bad, syms = [], {}
    for name, obj in objs:
        rc, d, u = nm_symbols(obj)
        if rc != 0:
            bad.append(f'nm {obj} failed')
        syms[name] = (d, u)
    owner = {s: n for n, (d, _) in syms.items() for s in d}
    graph, why = {}, {}
    for n, (_, u) in syms.items():
        graph.setdefault(n, set())
        for s in u:
            m = owner.get(s)
            if m is not None and m != n:
                graph[n].add(m)
                why.setdefault((n, m), set()).add(s)
    for edge in EMU_CALLBACKS:
        if edge not in why:
            bad.append(f'allowed call {edge[0]} -> {edge[1]} is not made any more')
        else:
            graph[edge[0]].discard(edge[1])
    for comp in find_cycles(graph):
        calls = [f'{a} -> {b} ({", ".join(sorted(why[(a, b)]))})'
                 for a in comp for b in comp if (a, b) in why and b in graph[a]]
        bad.append('loop: ' + '; '.join(calls))
    if len(objs) < 10:
        bad.append(f'only {len(objs)} emulator objects in {build}/compile_commands.json')
    if not bad:
        print(f'# {len(objs)} emulator objects, {sum(len(v) for v in graph.values())} '
              f'calls between files, {len(EMU_CALLBACKS)} allowed callbacks, no loop')
    result('emu_calls_one_way', bad)


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


FACTORY = 'dpaa2x_hw_factory.h'
FACTORY_USERS = {'dpaa2x_soc_share.c'}


def check_factory(src):
    bad = [f'{os.path.basename(p)} includes {FACTORY}' for p in pmd_files(src)
           if FACTORY in includes(p) and os.path.basename(p) not in FACTORY_USERS]
    for p in glob.glob(os.path.join(src, PMD, 'fslmc', '*.c')):
        with open(p, encoding='utf-8') as f:
            text = f.read()
        for m in re.finditer(r'\.(wire_\w+|gen_\w+|capture_\w+)\s*=', text):
            bad.append(f'fslmc/{os.path.basename(p)} fills the board slot {m.group(1)}')
    result('factory_apart', bad)


def check_sizes(src):
    bad, n_files = [], 0
    for top in ('drivers', 'app', 'test'):
        for p in glob.glob(os.path.join(src, top, '**', '*.c'), recursive=True):
            n_files += 1
            with open(p, encoding='utf-8') as f:
                n = sum(1 for _ in f)
            if n > MAX_LINES:
                bad.append(f'{os.path.relpath(p, src)}: {n} lines')
    if not bad:
        print(f'# {n_files} .c files of drivers/, app/ and test/, none over {MAX_LINES} lines')
    result('files_fit', bad)


def layout_names(path, start, end, name=r'\bdpaa2x_\w+\.c\b'):
    """The file names (name: dpaa2x_*.c) between the first line matching
    start and the next one matching end, in a doc file."""
    with open(path, encoding='utf-8') as f:
        lines = f.read().splitlines()
    i = next((k for k, l in enumerate(lines) if re.search(start, l)), None)
    if i is None:
        return None
    j = next((k for k in range(i + 1, len(lines)) if re.search(end, lines[k])), len(lines))
    return set(re.findall(name, '\n'.join(lines[i:j])))


# the README's rows of the folders below the PMD, each naming its .c files
README_ROOMS = ('contract', 'mc', 'fslmc')
# the folders of the model guide's rooms table
EMU_ROOMS = ('emu', 'emu/board', 'emu/board/linux', 'emu/dpl', 'emu/frame')

# the NIC guide's table names the headers too (the contract's it may
# mention); the README's row the .c files
PMD_FILE = r'\b(?:rte_pmd_dpaa2x\.h|dpaa2x_\w+\.[ch])\b'


def check_layout_docs(src):
    tree_c = {os.path.basename(p) for p in glob.glob(os.path.join(src, PMD, '*.c'))}
    tree_ch = tree_c | {os.path.basename(p) for p in glob.glob(os.path.join(src, PMD, '*.h'))}
    bad = []
    for doc, start, end, tree, name in (
            ('README.md', r'^\| `drivers/net/dpaa2x/` \|', r'^\| `', tree_c, r'\bdpaa2x_\w+\.c\b'),
            ('doc/guides/nics/dpaa2x.rst', r'^Layout of the driver$', r'^Below the contract',
             tree_ch, PMD_FILE)):
        names = layout_names(os.path.join(src, doc), start, end, name)
        if names is None:
            bad.append(f'{doc}: no layout table ({start})')
            continue
        names -= set(contract_headers(src))
        bad += [f'{doc}: {n} is not in the table' for n in sorted(tree - names)]
        bad += [f'{doc}: {n} is in the table, not in {PMD}' for n in sorted(names - tree)]
    for room in README_ROOMS:
        tree = {os.path.basename(p) for p in glob.glob(os.path.join(src, PMD, room, '*.c'))}
        names = layout_names(os.path.join(src, 'README.md'),
                             rf'^\| `{PMD}/{room}/` \|', r'^\| `', r'\b\w+\.c\b')
        if names is None:
            bad.append(f'README.md: no row for {PMD}/{room}/')
            continue
        bad += [f'README.md: {n} is not in the row of {room}/' for n in sorted(tree - names)]
        bad += [f'README.md: {n} is in the row of {room}/, not in it'
                for n in sorted(names - tree)]
    emu = {os.path.basename(p) for d in EMU_ROOMS
           for p in glob.glob(os.path.join(src, PMD, d, '*.c'))}
    doc = 'doc/guides/prog_guide/dpaa2x_model.rst'
    names = layout_names(os.path.join(src, doc), r'^The rooms of the model$', r'^Objects$',
                         r'\b\w+\.c\b')
    if names is None:
        bad.append(f'{doc}: no table "The rooms of the model"')
    else:
        bad += [f'{doc}: {n} is not in the rooms table' for n in sorted(emu - names)]
        bad += [f'{doc}: {n} is in the rooms table, not in emu/' for n in sorted(names - emu)]
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
    check_apps(src, build)
    check_one_way(src)
    check_rooms(src)
    check_emu_calls(build)
    check_tester(src)
    check_factory(src)
    check_sizes(src)
    check_layout_docs(src)
    check_no_dpdk(src)
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
