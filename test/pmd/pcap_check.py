#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
"""Read a pcap file (libpcap format) and check it holds N or more generator
frames (a capture stops after the burst that reached its count):
Ethernet/IPv4/UDP with the tester's stamp (magic 0xd2a2 right after the
UDP header), each of an allowed length for its generator id.

  pcap_check.py FILE N GEN_ID:LEN[:LEN...] ...

Every generator id given must have frames in the file.

Prints one line per generator id (frames, lengths); exits 1 naming the
first frame that is not as expected, or a count that differs.
"""

import struct
import sys

MAGIC = 0xd2a2


def frames(path):
    with open(path, 'rb') as f:
        hdr = f.read(24)
        if len(hdr) < 24:
            raise ValueError('%s: no pcap header' % path)
        magic = struct.unpack('<I', hdr[:4])[0]
        if magic in (0xa1b2c3d4, 0xa1b23c4d):
            end = '<'
        elif magic in (0xd4c3b2a1, 0x4d3cb2a1):
            end = '>'
        else:
            raise ValueError('%s: not a libpcap file (magic 0x%08x)' % (path, magic))
        linktype = struct.unpack(end + 'I', hdr[20:24])[0]
        if linktype != 1:
            raise ValueError('%s: link type %d, not Ethernet' % (path, linktype))
        while True:
            rec = f.read(16)
            if len(rec) < 16:
                return
            _, _, caplen, wirelen = struct.unpack(end + 'IIII', rec)
            yield f.read(caplen), wirelen


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    path, want = sys.argv[1], int(sys.argv[2])
    allowed = {}
    for a in sys.argv[3:]:
        gid, *lens = a.split(':')
        allowed[int(gid)] = {int(x) for x in lens}
    seen = {}
    n = 0
    for data, wirelen in frames(path):
        n += 1
        bad = None
        if len(data) != wirelen:
            bad = 'captured %d of %d bytes' % (len(data), wirelen)
        elif len(data) < 58 or data[12:14] != b'\x08\x00' or data[23] != 17:
            bad = 'not IPv4/UDP'
        elif struct.unpack('>H', data[42:44])[0] != MAGIC:
            bad = 'no generator stamp after the UDP header'
        else:
            gid = struct.unpack('>H', data[44:46])[0] >> 12
            if gid not in allowed:
                bad = 'generator id %d, expected one of %s' % (gid, sorted(allowed))
            elif wirelen not in allowed[gid]:
                bad = 'generator %d frame of %d bytes, expected %s' % (
                    gid, wirelen, sorted(allowed[gid]))
            else:
                seen.setdefault(gid, []).append(wirelen)
        if bad:
            print('pcap_check: frame %d: %s' % (n, bad))
            return 1
    for gid in sorted(seen):
        print('# generator %d: %d frames, lengths %s' % (
            gid, len(seen[gid]), ' '.join(str(x) for x in sorted(set(seen[gid])))))
    if n < want:
        print('pcap_check: %d frames in %s, expected %d or more' % (n, path, want))
        return 1
    for gid in sorted(set(allowed) - set(seen)):
        print('pcap_check: no frame of generator %d' % gid)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
