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
set -euo pipefail
cd "$(dirname "$0")/.."
top=$PWD

SUDO=
[ "$(id -u)" -eq 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive

PKGS="dpdk dpdk-dev libdpdk-dev dpdk-doc meson ninja-build pkg-config gcc
      libfdt-dev device-tree-compiler libnuma-dev libpcap-dev python3
      python3-pyelftools dpkg-dev gnuplot-nox valgrind clang
      libclang-rt-14-dev"

missing=
for p in $PKGS; do
	dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null | grep -qx installed ||
		missing="$missing $p"
done
if [ -n "$missing" ]; then
	echo "setup: installing $missing"
	$SUDO apt-get update -q
	$SUDO apt-get install -y -q --no-install-recommends $missing
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
				/etc/apt/sources.list.d/debian.sources | $SUDO tee $src >/dev/null
		else
			grep -h '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
				sed 's/^deb /deb-src /' |
				$SUDO tee /etc/apt/sources.list.d/dpaa2x-deb-src.list >/dev/null
		fi
		$SUDO apt-get update -q
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
