#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# The PMD talks to the datapath only through hw/dpaa2x_portal.h, and no
# DPDK source file is part of the repository.
cd "$1" || exit 1
fails=0
bad=$(grep -nE '#include +"hw/' drivers/net/dpaa2x/*.c drivers/net/dpaa2x/*.h |
      grep -v '"hw/dpaa2x_portal.h"')
if [ -z "$bad" ]; then echo "ok - pmd_includes_only_portal_contract"; else
	echo "FAIL - pmd_includes_only_portal_contract:"; echo "$bad"; fails=1; fi
bad=$(git ls-files 2>/dev/null | grep -E '(^|/)(ethdev_driver|ethdev_vdev|bus_vdev_driver|dev_driver|bus_driver)\.h$|pmdinfogen\.py$')
if [ -z "$bad" ]; then echo "ok - no_dpdk_files_committed"; else
	echo "FAIL - no_dpdk_files_committed: $bad"; fails=1; fi
exit $fails
