#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
"""Wait for a running DPDK application's port counters, through its
telemetry socket (/ethdev/xstats), as stock dpdk-telemetry.py reads them.

  xstats_wait.py PREFIX TIMEOUT_S [--pid PID] [--settle S]
                 [--done PORT:XSTAT>=N ...] --until PORT:XSTAT>=N ...

Exits 0 once every --until condition holds. Gives up (exit 1, naming each
condition not reached and its value) when TIMEOUT_S have passed, when the
process PID has ended, or when every --done condition holds (e.g. the
generators sent all their frames) and the --until counters have not moved
for S seconds (default 1): what is missing then will not come.
"""

import glob
import json
import os
import re
import socket
import sys
import time

POLL_S = 0.05
COND = re.compile(r'^(\d+):([A-Za-z0-9_]+)>=(\d+)$')


def parse(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    opts = {'prefix': argv[0], 'timeout': float(argv[1]), 'pid': None,
            'settle': 1.0, 'done': [], 'until': []}
    args = argv[2:]
    while args:
        key, val = args[0], args[1] if len(args) > 1 else None
        if val is None:
            sys.exit('xstats_wait: %s needs a value' % key)
        if key in ('--done', '--until'):
            m = COND.match(val)
            if not m:
                sys.exit('xstats_wait: %s %s: expected PORT:XSTAT>=N' % (key, val))
            opts[key[2:]].append((int(m.group(1)), m.group(2), int(m.group(3))))
        elif key == '--pid':
            opts['pid'] = int(val)
        elif key == '--settle':
            opts['settle'] = float(val)
        else:
            sys.exit('xstats_wait: unknown option %s' % key)
        args = args[2:]
    if not opts['until']:
        sys.exit('xstats_wait: no --until condition')
    return opts


def socket_path(prefix):
    """Where EAL puts the telemetry socket of file prefix `prefix`."""
    if os.getuid() == 0:
        base = '/var/run/dpdk'
    else:
        base = os.path.join(os.environ.get('XDG_RUNTIME_DIR', '/tmp'), 'dpdk')
    found = glob.glob(os.path.join(base, prefix, 'dpdk_telemetry.v2*'))
    return found[0] if found else None


class Telemetry:
    def __init__(self, path):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.sock.connect(path)
        info = json.loads(self.sock.recv(4096).decode())
        self.max_len = info.get('max_output_len', 16384)

    def xstats(self, port):
        self.sock.send(('/ethdev/xstats,%d' % port).encode())
        reply = json.loads(self.sock.recv(self.max_len).decode())
        return reply.get('/ethdev/xstats') or {}


def alive(pid):
    if pid is None:
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie has ended too
    try:
        with open('/proc/%d/stat' % pid) as f:
            return f.read().split(')')[-1].split()[0] != 'Z'
    except OSError:
        return False


def values(tel, conds):
    ports = {}
    out = []
    for port, name, _ in conds:
        if port not in ports:
            ports[port] = tel.xstats(port)
        out.append(ports[port].get(name))
    return out


def describe(conds, vals):
    return ', '.join('port %d %s %s (want %d)' % (p, n, 'missing' if v is None else v, w)
                     for (p, n, w), v in zip(conds, vals) if v is None or v < w)


def main():
    o = parse(sys.argv[1:])
    t0 = time.monotonic()
    end = t0 + o['timeout']
    tel = None
    while tel is None:
        path = socket_path(o['prefix'])
        if path is not None:
            try:
                tel = Telemetry(path)
                break
            except OSError:
                pass
        if time.monotonic() > end or not alive(o['pid']):
            print('xstats_wait: no telemetry socket of file prefix %s within %.0f s%s' %
                  (o['prefix'], o['timeout'], '' if alive(o['pid']) else ' (the app ended)'))
            return 1
        time.sleep(0.05)
    last, moved = None, time.monotonic()
    while True:
        try:
            until = values(tel, o['until'])
            done = values(tel, o['done'])
        except (OSError, ValueError):
            print('xstats_wait: the telemetry socket closed (the app ended?)')
            return 1
        now = time.monotonic()
        if all(v is not None and v >= w for (_, _, w), v in zip(o['until'], until)):
            print('# reached in %.1f s: %s' % (now - t0, ', '.join(
                'port %d %s %d' % (p, n, v) for (p, n, _), v in zip(o['until'], until))))
            return 0
        if until != last:
            last, moved = until, now
        settled = (o['done'] and now - moved >= o['settle'] and
                   all(v is not None and v >= w for (_, _, w), v in zip(o['done'], done)))
        why = None
        if settled:
            why = 'the counters settled for %.1f s after %s' % (o['settle'], ', '.join(
                'port %d %s reached %d' % (p, n, w) for p, n, w in o['done']))
        elif now > end:
            why = 'not reached in %.0f s' % o['timeout']
            if o['done'] and describe(o['done'], done):
                why += ' (nor %s)' % describe(o['done'], done)
        elif not alive(o['pid']):
            why = 'the app ended'
        if why:
            print('xstats_wait: %s: %s' % (why, describe(o['until'], until)))
            return 1
        time.sleep(POLL_S)


if __name__ == '__main__':
    sys.exit(main())
