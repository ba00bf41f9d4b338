#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
"""The features matrix against the test cases that exercise it.

Every row of doc/guides/nics/features/dpaa2x.ini that says Y or P names, in
CASES below, at least one case of a test in the test command, and each case
named is there: a C case is a T_RUN(<case>) of the file or a T_CASE(<case>)
of its table of cases (T_MAIN), a script's case the name it prints after
"ok - " (the script's source has it), and the file is one a meson.build under test/ builds or runs. A row without a case,
a case that is gone, or a case for a row the matrix does not declare fails.

usage: check_features.py <source root>
"""

import glob
import os
import re
import sys

import check_layering
from check_layering import result

INI = 'doc/guides/nics/features/dpaa2x.ini'

# row -> [(test file under test/, case)]; 'devtools/test.sh' cases are the
# extra builds that script tests, a doc file's case its existence
CASES = {
    'Speed capabilities': [('pmd/test_ethdev_ops.c', 'test_dev_info')],
    'Link status': [('pmd/test_link.c', 'test_lsc_events')],
    'Link status event': [('pmd/test_link.c', 'test_lsc_events'),
                          ('pmd/telemetry.sh', 'link_down_event'),
                          ('fslmc/board_link.sh', 'events_exact')],
    'Burst mode info': [('pmd/test_queue.c', 'test_burst_mode'),
                        ('pmd/testpmd_queue.sh', 'rx_burst_mode')],
    'Queue start/stop': [('pmd/test_queue.c', 'test_rx_queue_stop_start'),
                         ('pmd/test_queue.c', 'test_deferred_start'),
                         ('pmd/testpmd_queue.sh', 'rxq_stopped')],
    'Free Tx mbuf on demand': [('pmd/test_jumbo.c', 'test_jumbo_tx')],
    'MTU update': [('pmd/test_jumbo.c', 'test_mtu_refused_without_scatter'),
                   ('pmd/test_pmd.c', 'test_lifecycle_under_traffic')],
    'Scattered Rx': [('pmd/test_jumbo.c', 'test_jumbo_chains')],
    'Promiscuous mode': [('pmd/test_ethdev_ops.c', 'test_unicast_filter')],
    'Allmulticast mode': [('pmd/test_ethdev_ops.c', 'test_multicast_filter')],
    'Unicast MAC filter': [('pmd/test_ethdev_ops.c', 'test_unicast_filter')],
    'Multicast MAC filter': [('pmd/test_ethdev_ops.c', 'test_multicast_filter')],
    'RSS hash': [('pmd/test_pmd.c', 'test_many_queues_one_pool')],
    'RSS key update': [('pmd/test_ethdev_ops.c', 'test_rss_key_update')],
    'Flow control': [('pmd/test_pmd.c', 'test_flow_control_api')],
    'Timestamp offload': [('pmd/test_timestamp.c', 'test_rx_timestamps'),
                          ('pmd/testpmd_timestamp.sh', 'timestamps_monotonic')],
    'Timesync': [('pmd/test_timestamp.c', 'test_set_adjust'),
                 ('pmd/test_timestamp.c', 'test_timesync_rx'),
                 ('pmd/test_timestamp.c', 'test_tx_timestamps'),
                 ('pmd/testpmd_ieee1588.sh', 'tx_after_rx_increasing')],
    'Flow API': [('pmd/test_flow.c', 'test_queue_and_drop'),
                 ('pmd/test_flow.c', 'test_errors'),
                 ('pmd/testpmd_flow.sh', 'only_queue_2')],
    'item eth': [('pmd/test_flow.c', 'test_items')],
    'item icmp': [('pmd/test_flow.c', 'test_items')],
    'item sctp': [('pmd/test_flow.c', 'test_items')],
    'item gre': [('pmd/test_flow.c', 'test_items')],
    'item ipv4': [('pmd/test_flow.c', 'test_queue_and_drop'),
                  ('pmd/testpmd_flow.sh', 'only_queue_2')],
    'item ipv6': [('pmd/test_flow.c', 'test_items')],
    'item tcp': [('pmd/test_flow.c', 'test_items')],
    'item udp': [('pmd/test_flow.c', 'test_queue_and_drop'),
                 ('pmd/testpmd_flow.sh', 'only_queue_2')],
    'item vlan': [('pmd/test_flow.c', 'test_items')],
    'action drop': [('pmd/test_flow.c', 'test_queue_and_drop'),
                    ('pmd/testpmd_flow.sh', 'drop_rule_filters')],
    'action queue': [('pmd/test_flow.c', 'test_queue_and_drop'),
                     ('pmd/testpmd_flow.sh', 'only_queue_2')],
    'action rss': [('pmd/test_flow.c', 'test_rss'),
                   ('pmd/testpmd_flow_rss.sh', 'only_tc1')],
    'VLAN filter': [('pmd/test_vlan.c', 'test_vlan_filter'),
                    ('pmd/testpmd_vlan.sh', 'filter_drops_vlan_100')],
    'VLAN offload': [('pmd/test_vlan.c', 'test_rx_tci_and_strip'),
                     ('pmd/test_vlan.c', 'test_tx_insert')],
    'L3 checksum offload': [('pmd/test_malformed.c', 'test_corpus_zero_copy'),
                            ('pmd/test_tx_csum.c', 'test_sink_counts'),
                            ('pmd/test_tx_csum.c', 'test_loopback_flags'),
                            ('pmd/testpmd_csum.sh', 'hardware_sums_good')],
    'L4 checksum offload': [('pmd/test_malformed.c', 'test_corpus_zero_copy'),
                            ('pmd/test_tx_csum.c', 'test_sink_counts'),
                            ('pmd/test_tx_csum.c', 'test_loopback_flags'),
                            ('frame/test_parse.c', 'test_sctp'),
                            ('pmd/testpmd_csum.sh', 'hardware_l4_sums_good')],
    'Packet type parsing': [('pmd/test_malformed.c', 'test_corpus_copybreak'),
                            ('pmd/test_pmd.c', 'test_rx_fields_and_copy')],
    'Basic stats': [('pmd/test_pmd.c', 'test_stats_survive_reconfigure')],
    'Extended stats': [('pmd/test_pmd.c', 'test_rx_fields_and_copy')],
    'Stats per queue': [('pmd/test_pmd.c', 'test_stats_survive_reconfigure')],
    'FW version': [('pmd/test_ethdev_ops.c', 'test_dev_info')],
    'Multiprocess aware': [('pmd/secondary.sh', 'secondary_sees_stats_and_xstats')],
    'Linux': [('smoke/testpmd_probe.sh', 'probe_port')],
    'x86-64': [('smoke/testpmd_probe.sh', 'probe_port')],
    'ARMv8': [('devtools/test.sh', 'build-arm64')],
    'Usage doc': [('doc', 'doc/guides/nics/dpaa2x.rst')],
}

# the rte_flow sections' rows by section: 'item eth', 'action queue'
SECTIONS = {'rte_flow items': 'item ', 'rte_flow actions': 'action '}


def declared(src):
    rows, pfx = {}, ''
    with open(os.path.join(src, INI), encoding='utf-8') as f:
        for line in f:
            sec = re.match(r'^\[(.*)\]\s*$', line)
            if sec:
                pfx = SECTIONS.get(sec.group(1), '')
            m = re.match(r'^([^;\[=][^=]*?)\s*=\s*([YP])\s*$', line)
            if m:
                rows[pfx + m.group(1).strip()] = m.group(2)
    return rows


def built(src):
    """Test files a meson.build under test/ names."""
    names = set()
    for mb in glob.glob(os.path.join(src, 'test', '*', 'meson.build')):
        d = os.path.relpath(os.path.dirname(mb), os.path.join(src, 'test'))
        with open(mb, encoding='utf-8') as f:
            text = f.read()
        for n in re.findall(r"'([\w.-]+\.(?:c|sh|py))'", text):
            names.add(f'{d}/{n}')
        # foreach name : ['a', 'b'] ... 'test_' + name + '.c' ... endforeach
        for var, group, body in re.findall(r"foreach (\w+) : \[([^\]]*)\](.*?)endforeach",
                                           text, re.S):
            if f"'test_' + {var} + '.c'" in body:
                names.update(f'{d}/test_{n}.c' for n in re.findall(r"'(\w+)'", group))
    return names


def case_there(src, path, case, files):
    if path == 'doc':
        return os.path.isfile(os.path.join(src, case))
    if path == 'devtools/test.sh':
        with open(os.path.join(src, path), encoding='utf-8') as f:
            return f'extra_build {case}' in f.read()
    if path not in files:
        return False
    with open(os.path.join(src, 'test', path), encoding='utf-8') as f:
        text = f.read()
    if path.endswith('.c'):
        return re.search(r'T_(?:RUN|CASE)\(\s*' + re.escape(case) + r'\s*\)', text) is not None
    return re.search(r'\b' + re.escape(case) + r'\b', text) is not None


def main():
    src = sys.argv[1]
    rows, files = declared(src), built(src)
    result('features_rows_have_cases', [f'row "{r}" = {v}: no case names it'
                                        for r, v in sorted(rows.items()) if r not in CASES])
    result('features_cases_for_declared_rows', [f'row "{r}" has cases but is not declared'
                                                for r in sorted(CASES) if r not in rows])
    gone = [f'row "{r}": {p}: {c} not found'
            for r in sorted(CASES) if r in rows
            for p, c in CASES[r] if not case_there(src, p, c, files)]
    result('features_cases_exist', gone)
    print(f'# {len(rows)} rows declared, {sum(len(CASES[r]) for r in rows if r in CASES)} '
          'cases named')
    return 1 if check_layering.fails else 0


if __name__ == '__main__':
    sys.exit(main())
