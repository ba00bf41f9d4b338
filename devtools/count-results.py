#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
"""Count test cases in a meson testlog.json.

Every test program prints "ok - <case>" or "FAIL - <case>" per case. A
program that failed without naming a failed case (a crash, a timeout)
counts as one failure. Prints "N passed, N failed"; exit 1 on failures.
"""
import json
import re
import sys

passed = failed = 0
with open(sys.argv[1]) as f:
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
