#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Set up a Debian 12 machine for dpaa2x and build it. Idempotent.
#  1. Debian packages (DPDK 22.11 and the build and test tools).
#  2. The DPDK driver SDK: Debian's dpdk *source* package of exactly the
#     installed version, unpacked into .cache/ (git-ignored). A deb-src
#     entry for the same suites is added when none exists.
#  3. The aarch64 cross build's compiler, qemu-user and arm64 sysroot
#     (devtools/setup-arm64.sh; DPAA2X_TEST_ARM64=0 leaves it out).
#  4. meson setup + ninja in build/.
#  5. Only when asked (--hugepages N or DPAA2X_HUGEPAGES=N): N 2 MB
#     hugepages reserved and hugetlbfs mounted on /dev/hugepages, for
#     primaries that secondaries (dpdk-proc-info, dpdk-dumpcap) attach to.
# Root (or sudo) is needed only for what it installs or reserves
# (devtools/root.sh): nothing when all is there.
set -euo pipefail
cd "$(dirname "$0")/.."
top=$PWD
. devtools/root.sh

hugepages=${DPAA2X_HUGEPAGES:-}
while [ $# -gt 0 ]; do
	case $1 in
	--hugepages) hugepages=${2:-}; shift 2 || shift ;;
	--hugepages=*) hugepages=${1#*=}; shift ;;
	*) echo "setup: unknown argument '$1' (only --hugepages N)" >&2; exit 1 ;;
	esac
done
case $hugepages in
''|*[!0-9]*) [ -z "$hugepages" ] ||
	{ echo "setup: --hugepages '$hugepages' is not a number of 2 MB pages" >&2; exit 1; } ;;
esac
export DEBIAN_FRONTEND=noninteractive

PKGS="dpdk dpdk-dev libdpdk-dev dpdk-doc meson ninja-build pkg-config gcc
      libfdt-dev device-tree-compiler libnuma-dev libpcap-dev python3
      python3-pyelftools dpkg-dev gnuplot-nox valgrind clang
      libclang-rt-14-dev iproute2 iputils-ping"

missing=
for p in $PKGS; do
	dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null | grep -qx installed ||
		missing="$missing $p"
done
if [ -n "$missing" ]; then
	echo "setup: installing $missing"
	as_root "installing Debian packages ($missing )" apt-get update -q
	as_root "installing Debian packages" apt-get install -y -q --no-install-recommends $missing
fi

ver=$(dpkg-query -W -f='${Version}' libdpdk-dev)	# e.g. 22.11.11-0+deb12u1
upstream=${ver%%-*}
sdk=$top/.cache/dpdk-$upstream
if [ ! -f "$sdk/VERSION" ]; then
	# (grep reads all of it: with pipefail, grep -q would make apt-cache fail)
	if ! apt-cache showsrc dpdk 2>/dev/null | grep -x "Version: $ver" >/dev/null; then
		echo "setup: adding a deb-src entry to fetch the dpdk $ver source"
		src=/etc/apt/sources.list.d/dpaa2x-deb-src.sources
		if [ -f /etc/apt/sources.list.d/debian.sources ]; then
			sed 's/^Types: deb$/Types: deb-src/' \
				/etc/apt/sources.list.d/debian.sources |
				as_root "adding a deb-src entry" tee $src >/dev/null
		else
			grep -h '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
				sed 's/^deb /deb-src /' |
				as_root "adding a deb-src entry" \
					tee /etc/apt/sources.list.d/dpaa2x-deb-src.list >/dev/null
		fi
		as_root "updating the package lists" apt-get update -q
	fi
	mkdir -p "$top/.cache/src"
	(cd "$top/.cache/src" && apt-get source -q --download-only "dpdk=$ver" 2>&1 |
		grep -v '^W: Download is performed unsandboxed' || true)
	dsc=$(ls "$top"/.cache/src/dpdk_*.dsc | head -n 1)
	rm -rf "$sdk.tmp"
	dpkg-source -q -x "$dsc" "$sdk.tmp" >/dev/null
	mv "$sdk.tmp" "$sdk"
fi
echo "setup: DPDK $upstream installed, driver SDK from its source package in ${sdk#$top/}"
[ "${DPAA2X_TEST_ARM64:-1}" = 0 ] || devtools/setup-arm64.sh

if [ -f build/build.ninja ]; then
	meson configure build -Ddpdk_sdk="$sdk" >/dev/null
else
	meson setup build -Ddpdk_sdk="$sdk" >"$top/.cache/meson-setup.log" 2>&1 ||
		{ cat "$top/.cache/meson-setup.log"; rm -f "$top/.cache/meson-setup.log"; exit 1; }
	rm -f "$top/.cache/meson-setup.log"
fi
ninja -C build

# 5. hugepages, when asked: a primary with them can have secondaries
if [ -n "$hugepages" ]; then
	hp=/sys/kernel/mm/hugepages/hugepages-2048kB
	[ -d "$hp" ] || { echo "setup: this kernel has no 2 MB hugepages ($hp)" >&2; exit 1; }
	if [ "$(cat "$hp/nr_hugepages")" -lt "$hugepages" ]; then
		echo "$hugepages" | as_root "reserving hugepages" tee "$hp/nr_hugepages" >/dev/null
	fi
	got=$(cat "$hp/nr_hugepages")
	if [ "$got" -lt "$hugepages" ]; then
		echo "setup: asked for $hugepages 2 MB hugepages, the kernel reserved $got" \
			"(too little free memory, or too fragmented)" >&2
		exit 1
	fi
	if ! mountpoint -q /dev/hugepages; then
		as_root "mounting hugetlbfs" mkdir -p /dev/hugepages
		as_root "mounting hugetlbfs" mount -t hugetlbfs -o pagesize=2M nodev /dev/hugepages
	fi
	echo "setup: $got 2 MB hugepages reserved ($(cat "$hp/free_hugepages") free)," \
		"hugetlbfs on /dev/hugepages"
fi
