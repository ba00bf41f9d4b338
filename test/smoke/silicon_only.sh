#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# The silicon-only driver (meson -Demulator=false): a second build of this
# source tree in <dir> (below the build tree, kept between runs so that
# ninja and ccache make a run after the first one cheap), its driver alone
# built. Its symbols hold none of the emulator's (every global symbol of
# the emulator's library <emu.a>, which the full driver <full.so> holds
# all of) and the fslmc backend's constructor; it needs no library that
# only the emulator uses (libfdt, libnuma, libpcap) and exports what the
# full driver exports. Stock testpmd then probes it: the emulated backend
# is refused with the text that names the build option, backend=fslmc
# reaches the fslmc backend (which finds no MC portal on this machine).
# usage: silicon_only.sh <source root> <dir> <full.so> <emu.a> <dpdk_sdk> <meson> <cc>...
set -u
src=$1 dir=$2 full=$3 emu=$4 sdk=$5 meson=$6
shift 6
fails=0
ok() { echo "ok - $1"; }
fail() { echo "FAIL - $1: $2"; fails=$((fails + 1)); }

# ---- the build ----
if [ -n "${DPAA2X_EXE_WRAPPER:-}" ]; then
	echo "skip: a cross build (the silicon-only configuration is checked by the native build)"
	exit 77
fi
command -v "$meson" >/dev/null || { echo "skip: no meson program to configure $dir with"; exit 77; }
opts=(-Demulator=false -Dtests=false -Ddpdk_sdk="$sdk")
log=$dir.log
if [ ! -f "$dir/build.ninja" ]; then
	rm -rf "$dir"
	CC="$*" $meson setup "$dir" "$src" "${opts[@]}" >"$log" 2>&1
else
	$meson configure "$dir" "${opts[@]}" >"$log" 2>&1
fi || { fail configure "meson in $dir:"; tail -30 "$log"; exit 1; }
ok configure
so=$dir/drivers/librte_net_dpaa2x.so
if ninja -C "$dir" drivers/librte_net_dpaa2x.so >>"$log" 2>&1 && [ -f "$so" ]; then
	ok build
else
	fail build "ninja -C $dir drivers/librte_net_dpaa2x.so:"; tail -30 "$log"; exit 1
fi

# ---- the symbols ----
# symbol names of a file, one a line; $2: nm's options
names() { nm $2 "$1" | awk 'NF == 3 { print $3 }' | sort -u; }
# the emulator's global symbols, but for the emulated backend's
# constructors, whose names the silicon-only build gives the refusing ones
# (contract/dpaa2x_no_emulator.c)
factory='^(dpaa2x_soc_create|dpaa2x_soc_attach|dpaa2x_dpl_load_file)$'
# and but for what only the board's interposer and the tests call, which the
# PMD does not link: the MMIO trap's ways in, and the other architecture's
# instruction decoder
board_only='^(dpaa2x_soc_mc_portal_trapped|dpaa2x_swp_open_trapped(_idx)?|mmio_decode_(x86|arm64))$'
emu_syms=$(nm --defined-only "$emu" | awk 'NF == 3 && $2 ~ /^[TDBR]$/ { print $3 }' |
	grep -Ev "$factory" | grep -Ev "$board_only" | sort -u)
n_emu=$(grep -c . <<<"$emu_syms")
in_full=$(comm -12 <(echo "$emu_syms") <(names "$full" "") | grep -c .)
in_silicon=$(comm -12 <(echo "$emu_syms") <(names "$so" ""))
if [ "$n_emu" -gt 100 ] && [ "$in_full" -eq "$n_emu" ]; then
	ok "full_driver_has_emulator # $in_full of $n_emu emulator symbols"
else
	fail full_driver_has_emulator "$in_full of $n_emu emulator symbols in $full (expected all, over 100)"
fi
if [ -z "$in_silicon" ] && ! names "$so" "" | grep -q '^model_'; then
	ok silicon_driver_without_emulator
else
	fail silicon_driver_without_emulator "in $so: $(echo $in_silicon | head -c 300)" \
		"$(names "$so" "" | grep '^model_' | head -5 | tr '\n' ' ')"
fi
for s in dpaa2x_soc_create_fslmc fslmc_ops_register dpaa2x_soc_create; do
	if nm --defined-only "$so" | grep -qE " [tT] $s\$"; then ok "silicon_driver_has_$s"
	else fail "silicon_driver_has_$s" "no function $s in $so"; fi
done
if grep -qaF 'built without the emulator (meson option -Demulator=false)' "$so"; then
	ok silicon_driver_refusal_text
else
	fail silicon_driver_refusal_text "no refusal text in $so"
fi
needed() { readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(lib\(fdt\|numa\|pcap\)[^]]*\)\]/\1/p'; }
if [ -z "$(needed "$so")" ] && [ -n "$(needed "$full")" ]; then
	ok "silicon_driver_needs_no_emulator_lib # the full one: $(needed "$full" | tr '\n' ' ')"
else
	fail silicon_driver_needs_no_emulator_lib "silicon: '$(needed "$so" | tr '\n' ' ')', full: '$(needed "$full" | tr '\n' ' ')'"
fi
exported=$(names "$so" "-D --defined-only" | grep -c '^rte_pmd_dpaa2x_')
if [ "$(names "$so" "-D --defined-only")" = "$(names "$full" "-D --defined-only")" ] &&
   [ "$exported" -gt 10 ]; then
	ok "silicon_driver_same_api # $exported rte_pmd_dpaa2x_* exported"
else
	fail silicon_driver_same_api "its dynamic symbols differ from $full's:" \
		"$(diff <(names "$so" "-D --defined-only") <(names "$full" "-D --defined-only") | head -10)"
fi

# ---- stock testpmd probes it ----
before=$fails
. "$(dirname "$0")/../common/testpmd_once.sh" "$so"
fails=$before
testpmd() {
	echo quit | timeout 120 $TESTPMD --no-huge -m 1024 --no-pci -l 0-1 \
		--file-prefix=silicon_$$ -d "$so" --vdev "$1" \
		-- -i --total-num-mbufs=8192 >"$out" 2>&1
}
if ! command -v ${TESTPMD##* } >/dev/null; then
	echo "# no stock dpdk-testpmd: the probe checks are left out"
else
	testpmd net_dpaa2x0
	check probe_emulated_refused "net_dpaa2x0: backend=emulated: this net_dpaa2x is built without the emulator (meson option -Demulator=false): use backend=fslmc, or build with -Demulator=true"
	check probe_emulated_fails "vdev_probe(): failed to initialize net_dpaa2x0 device"
	testpmd net_dpaa2x0,dpl=default.dtb
	check probe_dpl_refused "net_dpaa2x0: devarg dpl=default.dtb: backend=emulated: this net_dpaa2x is built without the emulator"
	testpmd net_dpaa2x0,backend=fslmc,dpni=1
	check probe_fslmc_reached "net_dpaa2x0: backend=fslmc: the fslmc bus has no MC portal"
fi
exit $((fails != 0))
