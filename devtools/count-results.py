#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
"""Count test cases in one or more meson testlog.json files.

Usage: count-results.py [--extra-failed N] testlog.json [testlog.json...]

Every test program prints "ok - <case>" or "FAIL - <case>" per case. A
program that failed without naming a failed case (a crash, a timeout)
counts as one failure; a log that is missing counts as one failure too,
and so do the N of --extra-failed (steps that failed before any test ran).
Prints one "N passed, N failed" line for all logs together; exit 1 on
failures.
"""
import json
import re
import sys

args = sys.argv[1:]
passed = failed = 0
if args[:1] == ['--extra-failed']:
    failed += int(args[1])
    args = args[2:]
for path in args:
    try:
        f = open(path)
    except OSError as e:
        print('no test log: %s (%s)' % (path, e.strerror))
        failed += 1
        continue
    with f:
        for line in f:
            t = json.loads(line)
            out = t.get('stdout') or ''
            ok = len(re.findall(r'^ok - ', out, re.M))
            bad = len(re.findall(r'^FAIL - ', out, re.M))
            if t['result'] not in ('OK', 'EXPECTEDFAIL', 'SKIP') and bad == 0:
                bad = 1
                print('failed without a case line: %s (%s)' % (t['name'], t['result']))
            passed += ok
            failed += bad
print('%d passed, %d failed' % (passed, failed))
sys.exit(1 if failed else 0)
