#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
"""Write the committed seed corpora of test/fuzz/corpus/ (devargs, frame, fd).

The DPL seeds are dtc output of test/fuzz/dpl/*.dts:
  for f in test/fuzz/dpl/*.dts; do
      dtc -q -I dts -O dtb -o test/fuzz/corpus/dpl/$(basename ${f%.dts}).dtb $f
  done
Run from anywhere: python3 test/fuzz/make_seeds.py
"""
import os
import struct

top = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'corpus')


def put(target, name, data):
    d = os.path.join(top, target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), 'wb') as f:
        f.write(data)


# ---- devargs: first byte picks the error buffer size (1 + b % 128) ----
devargs = {
    'empty': '',
    'dpni': 'dpni=3',
    'copybreak': 'copybreak=0,dpni=0',
    'dpl': 'dpl=/usr/share/dpaa2x/default.dtb,hw_cpu=1',
    'gen': 'gen=on,gen_delay=100,gen_size=64:128:1518,gen_rate=1000000,'
           'gen_count=1000,gen_flows=4096,gen_burst=32',
    'gen_addr': 'gen_src_mac=02:00:00:00:ee:01,gen_dst_mac=02:00:00:00:00:01,'
                'gen_src_ip=10.0.0.1,gen_dst_ip=192.168.1.1,'
                'gen_src_ip_count=65536,gen_dst_ip_count=1',
    'gen_ports': 'gen_sport=1024,gen_dport=65535,gen_ttl=255,gen=off',
    'bad_key': 'nosuchkey=1',
    'bad_value': 'copybreak=10241',
    'twice': 'dpni=1,dpni=2',
    'bad_syntax': 'dpni==,=,,',
    'sizes16': 'gen_size=' + ':'.join(['64'] * 16),
    'flow_ctrl': 'flow_ctrl=tx_pause,copybreak=0',
    'copy_pool_vlan': 'copy_pool=64,dpni=300,gen_vlan=4095',
}
for i, (name, s) in enumerate(devargs.items()):
    # alternate a roomy and a tiny error buffer
    put('devargs', name, bytes([127 if i % 2 == 0 else 7]) + s.encode())


# ---- frames ----
def csum(b):
    if len(b) % 2:
        b += b'\0'
    s = sum(struct.unpack('!%dH' % (len(b) // 2), b))
    while s >> 16:
        s = (s & 0xffff) + (s >> 16)
    return (~s) & 0xffff


DST = bytes.fromhex('020000000001')
SRC = bytes.fromhex('02000000ee01')


def eth(etype, tags=()):
    h = DST + SRC
    for tpid, tci in tags:
        h += struct.pack('!HH', tpid, tci)
    return h + struct.pack('!H', etype)


def ipv4(proto, payload, src='10.0.0.1', dst='192.168.1.1', ttl=64,
         frag=0x4000, opts=b'', bad_csum=False):
    ihl = 5 + len(opts) // 4
    s = bytes(map(int, src.split('.')))
    d = bytes(map(int, dst.split('.')))
    h = struct.pack('!BBHHHBBH4s4s', 0x40 | ihl, 0, ihl * 4 + len(payload), 0,
                    frag, ttl, proto, 0, s, d) + opts
    c = csum(h) ^ (0xffff if bad_csum else 0)
    return h[:10] + struct.pack('!H', c) + h[12:] + payload, s, d


def l4(proto, src, dst, seg):
    ph = src + dst + struct.pack('!BBH', 0, proto, len(seg))
    c = csum(ph + seg)
    return c if c else 0xffff


def udp4(payload, sport=1024, dport=5001, **kw):
    u = struct.pack('!HHHH', sport, dport, 8 + len(payload), 0) + payload
    ip, s, d = ipv4(17, u, **kw)
    c = l4(17, s, d, u)
    u = u[:6] + struct.pack('!H', c) + u[8:]
    ip, _, _ = ipv4(17, u, **kw)
    return ip


def tcp4(payload, sport=40000, dport=80):
    t = struct.pack('!HHIIBBHHH', sport, dport, 1, 0, 5 << 4, 0x18, 65535, 0, 0) + payload
    ip, s, d = ipv4(6, t)
    c = l4(6, s, d, t)
    t = t[:16] + struct.pack('!H', c) + t[18:]
    return ipv4(6, t)[0]


def ipv6(nh, payload, src=bytes(15) + b'\1', dst=bytes(15) + b'\2'):
    return struct.pack('!IHBB', 0x60000000, len(payload), nh, 64) + src + dst + payload


def udp6(payload, ext=b'', ext_nh=None):
    src, dst = bytes(15) + b'\1', bytes(15) + b'\2'
    u = struct.pack('!HHHH', 1234, 53, 8 + len(payload), 0) + payload
    ph = src + dst + struct.pack('!I3xB', len(u), 17)
    u = u[:6] + struct.pack('!H', csum(ph + u) or 0xffff) + u[8:]
    return ipv6(ext_nh if ext else 17, ext + u, src, dst)


def tcp6(payload):
    src, dst = bytes(15) + b'\1', bytes(15) + b'\2'
    t = struct.pack('!HHIIBBHHH', 443, 50000, 7, 9, 5 << 4, 0x10, 1024, 0, 0) + payload
    ph = src + dst + struct.pack('!I3xB', len(t), 6)
    t = t[:16] + struct.pack('!H', csum(ph + t)) + t[18:]
    return ipv6(6, t, src, dst)


def stamp(flow, seq, n):
    """Generator payload: stamp, then byte k (k >= 16) = k & 0xff."""
    st = struct.pack('!HHI', 0xd2a2, flow, seq) + struct.pack('<Q', 1)
    return st + bytes(k & 0xff for k in range(16, 16 + n))


def pad(f):
    return f + bytes(max(0, 60 - len(f)))


frames = {
    'ipv4_udp': eth(0x0800) + udp4(b'hello world' * 3),
    'ipv4_udp_gen': eth(0x0800) + udp4(stamp(3, 7, 40)),
    'ipv4_tcp': eth(0x0800) + tcp4(b'GET / HTTP/1.0\r\n\r\n'),
    'ipv4_icmp': pad(eth(0x0800) + ipv4(1, struct.pack('!BBHHH', 8, 0, 0xf7fe, 1, 0))[0]),
    'ipv4_opts': eth(0x0800) + ipv4(17, struct.pack('!HHHH', 1, 2, 12, 0) + b'abcd',
                                    opts=bytes([1, 1, 1, 0]))[0],
    'ipv4_frag': eth(0x0800) + ipv4(17, b'x' * 32, frag=0x2000)[0],
    'ipv4_badcsum': eth(0x0800) + ipv4(17, struct.pack('!HHHH', 1, 2, 8, 0), bad_csum=True)[0],
    'vlan_ipv4_udp': eth(0x0800, [(0x8100, 0x0064)]) + udp4(b'v' * 20),
    'qinq_ipv4_tcp': eth(0x0800, [(0x88a8, 0x00c8), (0x8100, 0x0064)]) + tcp4(b''),
    'ipv6_udp': eth(0x86dd) + udp6(b'dns?' * 4),
    'ipv6_tcp': eth(0x86dd) + tcp6(b'tls' * 5),
    'ipv6_hopopt_udp': eth(0x86dd) + udp6(b'q', ext=bytes([17, 0, 1, 4, 0, 0, 0, 0]), ext_nh=0),
    'arp': pad(eth(0x0806) + struct.pack('!HHBBH', 1, 0x0800, 6, 4, 1) + SRC +
               bytes([10, 0, 0, 1]) + bytes(6) + bytes([10, 0, 0, 2])),
    'runt': eth(0x0800)[:10],
    'truncated_ipv4': (eth(0x0800) + udp4(b'z' * 30))[:30],
}
for name, f in frames.items():
    put('frame', name, f)


# ---- fd: struct fuzz_in of fuzz_fd.c (packed, little endian) ----
def fd_in(mode, meta, buf_size, n_objs, lo, addr, length, bpid, off, fmt=0, ivp=0, slack=0,
          hdr=0, page=0, chunks=1, gap=0, pick=0):
    """mode: pool kind | addr choice << 2 | 0x20 range-only | 0x40 last chunk
    over 4 GiB; page k: 2^(11 + k)."""
    bo = (bpid & 0x3fff) | (ivp << 14) | ((off & 0xfff) << 16) | ((fmt & 3) << 28)
    sl = (slack & 0xff) | ((hdr // 64) << 8) | ((page & 15) << 10)
    return struct.pack('<BBHHHQQIIIHBB', mode, chunks - 1, meta, buf_size, n_objs, lo,
                       addr, length, bo, sl, gap, pick, 0)


LO = 0x7f1234560000
# an mbuf pool as rte_pktmbuf_pool_create() makes it: object header 64,
# mbuf 128, data room 2176, on 4 KiB pages (one object a page)
MB = dict(hdr=64, page=1)
fds = {
    'obj_valid': fd_in(3 << 2, 192, 2176, 512, LO, 5, 1500, 1, 128),
    'obj_too_long': fd_in(3 << 2, 192, 2176, 512, LO, 5, 2100, 1, 128),
    'obj_no_annot': fd_in(3 << 2, 192, 2176, 512, LO, 0, 60, 1, 0),
    'obj_sg': fd_in(3 << 2, 192, 2176, 512, LO, 0, 60, 1, 128, fmt=2),
    'obj_ivp': fd_in(3 << 2, 192, 2176, 512, LO, 0, 60, 1, 128, ivp=1),
    'no_pool': fd_in(3 | 3 << 2, 192, 2176, 512, LO, 0, 60, 1, 128),
    'unpopulated': fd_in(2, 192, 2176, 512, LO, 0, 60, 1, 128),
    'near_end': fd_in(2 << 2, 192, 2176, 512, LO, 2176, 60, 1, 128),
    'past_end': fd_in(2 << 2, 192, 2176, 512, LO, 2000, 60, 1, 128),
    'raw_high': fd_in(0, 192, 2176, 512, LO, 0xffffffffffffff00, 60, 1, 128),
    'crash_addr_wrap': fd_in(0, 192, 2176, 512, LO, 0xffffffffffffff00, 60, 1, 128),
    # object boundaries: the buffer + 64, the last bytes of the object
    # before, where the next object would be without pages, a page start
    'obj_paged': fd_in(3 << 2, 128, 2176, 512, LO, 7, 60, 1, 128, **MB),
    'obj_plus_64': fd_in(4 << 2, 128, 2176, 512, LO, 7 | 64 << 32, 60, 1, 128, **MB),
    'obj_prev_tail': fd_in(6 << 2, 128, 2176, 512, LO, 7 | 0xff00 << 32, 60, 1, 128, **MB),
    'obj_next_unpaged': fd_in(7 << 2, 128, 2176, 512, LO, 7, 60, 1, 128, **MB),
    'page_start': fd_in(5 << 2, 128, 2176, 512, LO + 0x40, 9, 60, 1, 128, **MB),
    'obj_unaligned_chunk': fd_in(3 << 2, 128, 2176, 100, LO, 0, 60, 1, 128, gap=3, **MB),
    # several chunks: kept ones, then range-only past DPAA2X_BP_CHUNKS
    'chunks3_obj': fd_in(3 << 2, 192, 2176, 64, LO, 9, 60, 1, 128, chunks=3, gap=5, pick=2),
    'chunks3_off': fd_in(4 << 2, 192, 2176, 64, LO, 9 | 0x20 << 32, 60, 1, 128, chunks=3,
                         gap=5, pick=1),
    'chunks6_range_only': fd_in(4 << 2, 192, 2176, 64, LO, 9 | 0x20 << 32, 60, 1, 128,
                                chunks=6, gap=5, pick=5),
    'chunk_over_4g': fd_in(0x40 | 4 << 2, 192, 2176, 64, LO, 9 | 0x40 << 32, 60, 1, 128,
                           chunks=2, pick=1),
    'range_only_flag': fd_in(0x20 | 4 << 2, 192, 2176, 64, LO, 9 | 0x40 << 32, 60, 1, 128),
    'big_pages_chunk': fd_in(3 << 2, 1000, 40000, 1023, LO, 1022, 60, 1, 128, page=15,
                             slack=0xff, hdr=192),
}


# ---- fd, scatter-gather: struct fuzz_in of an SG FD, then struct fuzz_sge
# entries (the rest of the table zero) ----
def sge(how, obj, length, off=128, final=False, bpid=0, ivp=0, fmt=0, delta=0, pick=0,
        addr=0):
    """how: address choice (3 an object's buffer, 4 near it, 7 the table's
    buffer + delta) | 8: the FD's BPID."""
    bo = (bpid & 0x3fff) | (ivp << 14) | ((off & 0xfff) << 16) | ((fmt & 3) << 28) | \
        (int(final) << 31)
    return struct.pack('<BBHhIIQ', how, pick, obj, delta, length, bo, addr)


def sg_fd(length, entries, off=128, **kw):
    """An SG FD in object 5's buffer of an mbuf-like pool, its entries."""
    return fd_in(3 << 2, 192, 2176, 512, LO, 5, length, 1, off, fmt=2, **kw) + \
        b''.join(entries)


OWN = 3 | 8
fds.update({
    'sg_sound2': sg_fd(700, [sge(OWN, 6, 600), sge(OWN, 7, 100, final=True)]),
    'sg_jumbo5': sg_fd(9000, [sge(OWN, 10 + i, 2048) for i in range(4)] +
                       [sge(OWN, 14, 808, final=True)]),
    'sg_twice': sg_fd(120, [sge(OWN, 6, 60), sge(OWN, 6, 60, final=True)]),
    'sg_table_entry': sg_fd(60, [sge(7 | 8, 0, 60, final=True)]),
    'sg_no_final': sg_fd(60, [sge(OWN, 6, 60)]),
    'sg_bad_sum': sg_fd(61, [sge(OWN, 6, 60, final=True)]),
    'sg_ivp_entry': sg_fd(60, [sge(OWN, 6, 60, final=True, ivp=1)]),
    'sg_ext_entry': sg_fd(60, [sge(OWN, 6, 60, final=True, fmt=2)]),
    'sg_off_object': sg_fd(60, [sge(4 | 8, 6, 60, final=True, delta=64)]),
    'sg_past_buffer': sg_fd(2100, [sge(OWN, 6, 2100, final=True)]),
    'sg_other_bpid': sg_fd(60, [sge(3, 6, 60, final=True, bpid=999)]),
    'sg_empty_entry': sg_fd(60, [sge(OWN, 6, 0), sge(OWN, 7, 60, final=True)]),
    'sg_table_no_room': sg_fd(60, [sge(OWN, 6, 60, final=True)], off=2176 - 8),
    'sg_raw_entry': sg_fd(60, [sge(8, 0, 60, final=True, addr=LO + 64)]),
    'sg_range_only': fd_in(0x20 | 3 << 2, 192, 2176, 64, LO, 5, 120, 1, 128, fmt=2) +
    sge(OWN, 6, 60) + sge(4 | 8, 7, 60, final=True, delta=8),
    'sg_paged': fd_in(3 << 2, 128, 2176, 512, LO, 7, 100, 1, 128, fmt=2, **MB) +
    sge(OWN, 8, 50) + sge(OWN, 9, 50, final=True),
})
for name, b in fds.items():
    put('fd', name, b)
