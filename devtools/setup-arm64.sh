#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# The aarch64 cross build's tools and sysroot, from Debian's own packages.
# Idempotent; called by devtools/setup.sh (DPAA2X_TEST_ARM64=0 skips it).
#  1. gcc-aarch64-linux-gnu and qemu-user-static (amd64 packages, apt).
#  2. The arm64 packages: libdpdk-dev of the installed amd64 version,
#     dpdk-dev (testpmd, dpdk-proc-info), libfdt-dev, libnuma-dev,
#     libpcap-dev, libc6-dev, coreutils (libstdbuf.so: stdbuf line-buffers
#     a program under qemu too) and the library packages they depend on.
#     They cannot be installed beside the
#     amd64 ones (libfdt-dev and rdma-core are not multi-arch: apt would
#     remove the amd64 libdpdk-dev), so they are fetched with
#     `apt-get download` and unpacked with `dpkg-deb -x` into
#     .cache/sysroot-arm64, the sysroot of the cross file
#     (config/arm64_ls2088a_linux_gcc) and of qemu (-L).
#  3. .cache/arm64-sysroot.ini: the sysroot's path for meson (a machine
#     file of [constants] given before the cross file).
set -euo pipefail
cd "$(dirname "$0")/.."
top=$PWD
. devtools/root.sh
sysroot=$top/.cache/sysroot-arm64
debs=$top/.cache/debs-arm64

if [ "$(dpkg --print-architecture)" = arm64 ]; then
	echo "setup-arm64: native arm64 host: build/ is the arm64 build, no cross build"
	exit 0
fi
export DEBIAN_FRONTEND=noninteractive

ver=$(dpkg-query -W -f='${Version}' libdpdk-dev)
roots="libdpdk-dev:arm64=$ver dpdk-dev:arm64=$ver libfdt-dev:arm64 libnuma-dev:arm64
       libpcap-dev:arm64 libc6-dev:arm64 coreutils:arm64"

missing=
for p in gcc-aarch64-linux-gnu qemu-user-static; do
	dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null | grep -qx installed ||
		missing="$missing $p"
done
if ! dpkg --print-foreign-architectures | grep -qx arm64; then
	echo "setup-arm64: adding the arm64 architecture (package lists only)"
	as_root "adding the arm64 architecture" dpkg --add-architecture arm64
	as_root "updating the package lists" apt-get update -q
fi
if [ -n "$missing" ]; then
	echo "setup-arm64: installing$missing"
	as_root "installing Debian packages ($missing )" \
		apt-get install -y -q --no-install-recommends $missing
fi

# The arm64 libraries the link and the run need: the roots and, one level
# at a time, every library package they depend on (first alternative;
# tools, scripts and virtual packages are not followed), and
# ibverbs-providers: libmlx5.so.1 of the mlx drivers EAL loads at init.
libs_re='^(lib|linux-libc-dev|zlib1g|ibverbs-providers).*:arm64$'
closure() {
	local todo=$* seen=' ' next p
	while [ -n "$todo" ]; do
		for p in $todo; do seen="$seen${p%%=*} "; done
		next=
		for p in $(apt-cache depends --no-recommends --no-suggests --no-conflicts \
				--no-breaks --no-replaces --no-enhances $todo 2>/dev/null |
			   awk '/^ *\|(Pre)?Depends:/ { if (!alt) print $2; alt = 1; next }
				/^ *(Pre)?Depends:/ { if (!alt) print $2; alt = 0 }' |
			   grep -E "$libs_re" | sort -u); do
			case "$seen" in *" $p "*) ;; *) next="$next $p" ;; esac
		done
		todo=$next
	done
	echo "$seen"
}

# up to date: made for this DPDK version from these roots and this filter
stamp="$ver $(echo $roots) $libs_re"
if [ -f "$sysroot/.dpaa2x-stamp" ] && [ "$(cat "$sysroot/.dpaa2x-stamp")" = "$stamp" ]; then
	echo "setup-arm64: sysroot ${sysroot#$top/} is up to date ($(wc -l <"$sysroot/.dpaa2x-packages") packages)"
else
	apt-cache show "libdpdk-dev:arm64=$ver" >/dev/null 2>&1 ||
	as_root "updating the package lists" apt-get update -q
	pkgs=$(closure $roots)
	echo "setup-arm64: fetching $(echo $pkgs | wc -w) arm64 packages into ${debs#$top/}"
	mkdir -p "$debs"
	# pin the two DPDK packages to the amd64 version, the rest as apt picks
	(cd "$debs" && apt-get download -q $(for p in $pkgs; do
		case "$p" in libdpdk-dev:arm64|dpdk-dev:arm64) echo "$p=$ver" ;; *) echo "$p" ;; esac
	done) 2>&1 | grep -v -e '^W: Download is performed unsandboxed' -e '^Get:' || true)
	rm -rf "$sysroot.tmp"
	mkdir -p "$sysroot.tmp"
	for p in $pkgs; do
		n=${p%%:*}
		deb=$(ls "$debs/${n}_"*_arm64.deb 2>/dev/null | sort -V | tail -n 1)
		[ -n "$deb" ] || { echo "setup-arm64: $p was not downloaded" >&2; exit 1; }
		dpkg-deb -x "$deb" "$sysroot.tmp"
	done
	# absolute symlinks (libm.so, ...) point into the host: make them relative
	find "$sysroot.tmp" -type l -lname '/*' | while read -r l; do
		t=$(readlink "$l")
		ln -sfn "$(realpath -m --relative-to="$(dirname "$l")" "$sysroot.tmp$t")" "$l"
	done
	echo "$pkgs" | tr ' ' '\n' | grep . | sort >"$sysroot.tmp/.dpaa2x-packages"
	echo "$stamp" >"$sysroot.tmp/.dpaa2x-stamp"
	rm -rf "$sysroot"
	mv "$sysroot.tmp" "$sysroot"
	echo "setup-arm64: sysroot ${sysroot#$top/} holds $(echo $pkgs | wc -w) packages"
fi
printf "[constants]\nsysroot = '%s'\n" "$sysroot" >"$top/.cache/arm64-sysroot.ini"
