# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Sourced by test scripts that need 2 MB hugepages (a secondary process,
# IOVA as physical addresses). They define skip() (a SKIP line, exit 77)
# and call huge_restore from their exit trap.
#   huge_check          root, 2 MB hugepages and hugetlbfs, else skip
#   huge_mount DIR N    a hugetlbfs of the script's own on DIR (HUGE_DIR) with
#                       N hugepages reserved for it (min_size), adding to
#                       the kernel's pool when too few are free, else skip
#   huge_restore        unmount, and give back what huge_mount reserved
HUGE_HP=/sys/kernel/mm/hugepages/hugepages-2048kB
HUGE_DIR=
HUGE_OLD_NR=

huge_check() {
	[ "$(id -u)" = 0 ] || skip "not root: cannot reserve hugepages"
	[ -w "$HUGE_HP/nr_hugepages" ] || skip "no 2 MB hugepages in this kernel ($HUGE_HP)"
	grep -qw hugetlbfs /proc/filesystems || skip "no hugetlbfs in this kernel"
}

huge_mount() {
	HUGE_OLD_NR=$(cat "$HUGE_HP/nr_hugepages")
	mkdir "$1"
	HUGE_FREE=$(($(cat "$HUGE_HP/free_hugepages") - $(cat "$HUGE_HP/resv_hugepages")))
	if [ "$HUGE_FREE" -lt "$2" ]; then
		echo $((HUGE_OLD_NR + $2 - HUGE_FREE)) > "$HUGE_HP/nr_hugepages"
		HUGE_FREE=$(($(cat "$HUGE_HP/free_hugepages") - $(cat "$HUGE_HP/resv_hugepages")))
		[ "$HUGE_FREE" -ge "$2" ] ||
			skip "only $HUGE_FREE of $2 2 MB hugepages free and unreserved after asking for more"
	fi
	# the N pages reserved for this mount (min_size): another program's
	# hugepages, a concurrent test run's too, cannot take them meanwhile
	mount -t hugetlbfs -o pagesize=2M,min_size=$(($2 * 2))M nodev "$1" ||
		skip "cannot mount hugetlbfs with $2 hugepages reserved"
	HUGE_DIR=$1
}

huge_restore() {
	# the processes' hugepage files go with the mount
	[ -z "$HUGE_DIR" ] || umount "$HUGE_DIR"
	HUGE_DIR=
	[ -z "$HUGE_OLD_NR" ] || [ "$(cat "$HUGE_HP/nr_hugepages")" = "$HUGE_OLD_NR" ] ||
		echo "$HUGE_OLD_NR" > "$HUGE_HP/nr_hugepages"
}
