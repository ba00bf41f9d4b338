#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# The README's two commands run as typed in a root shell of a fresh Debian
# 12 machine, which has no sudo: no command of the README starts with sudo,
# and devtools/setup.sh installs what is missing as root directly, as a
# user through sudo when there is one, and otherwise stops with a line
# saying that root is needed. setup.sh runs on a copy of devtools/ with
# stand-ins for dpkg-query (one package missing), apt-get (records who
# ran it, then fails: nothing is installed) and sudo.
# usage: devtools_root.sh <source root>
set -u
src=$1
fails=0
ok() { echo "ok - $1"; }
fail() { echo "FAIL - $1: $2"; fails=$((fails + 1)); }

# the commands of "The two commands": every line of their sh blocks
cmds=$(awk '/^## The two commands/ { on = 1; next } /^## / { on = 0 }
	on && /^ *```sh/ { blk = 1; next } on && /^ *```/ { blk = 0 }
	on && blk { sub(/^ +/, ""); print }' "$src/README.md")
if [ "$cmds" = "$(printf 'devtools/run-sweep.sh\ndevtools/test.sh')" ]; then
	ok readme_commands_without_sudo
else
	fail readme_commands_without_sudo "the README's commands are not the two scripts as typed: $cmds"
fi
if grep -rnE '^\s*(\$ )?sudo ' "$src/README.md" "$src/doc/guides"; then
	fail docs_without_sudo "a documented command starts with sudo (above)"
else
	ok docs_without_sudo
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/tree/devtools" "$tmp/bin" "$tmp/bin-sudo"
cp "$src/devtools/setup.sh" "$src/devtools/root.sh" "$tmp/tree/devtools/"
cat >"$tmp/bin/dpkg-query" <<'EOF'
#!/bin/sh
# the last argument is the package: "meson" is missing, the rest installed
for p; do :; done
[ "$p" = meson ] && echo not-installed || echo installed
EOF
cat >"$tmp/bin/apt-get" <<EOF
#!/bin/sh
echo "uid \$(id -u): apt-get \$*" >>"$tmp/log"
exit 3
EOF
cat >"$tmp/bin-sudo/sudo" <<EOF
#!/bin/sh
echo "sudo \$*" >>"$tmp/log"
exec "\$@"
EOF
chmod 755 "$tmp" "$tmp"/tree "$tmp"/tree/devtools "$tmp"/bin* "$tmp"/bin/* "$tmp"/bin-sudo/*
touch "$tmp/log"
chmod 666 "$tmp/log"
# a PATH without sudo: the stand-ins and the few tools setup.sh uses first
mkdir "$tmp/sys"
for c in bash dirname basename id grep cat; do ln -s "$(command -v $c)" "$tmp/sys/$c"; done
chmod 755 "$tmp/sys"
path=$tmp/bin:$tmp/sys

run() {	# user (root or nobody), PATH; output in $tmp/out, exit code in $rc
	: >"$tmp/log"
	if [ "$1" = root ]; then
		env -i PATH="$2" DPAA2X_TEST_ARM64=0 bash "$tmp/tree/devtools/setup.sh" >"$tmp/out" 2>&1
	else
		setpriv --reuid=65534 --regid=65534 --clear-groups env -i PATH="$2" \
			DPAA2X_TEST_ARM64=0 bash "$tmp/tree/devtools/setup.sh" >"$tmp/out" 2>&1
	fi
	rc=$?
}

if [ "$(id -u)" != 0 ]; then
	echo "SKIP - devtools_root: not root: the cases run setup.sh as root and as nobody"
	exit $((fails != 0 ? 1 : 77))
fi
run root "$path"
if [ $rc -ne 0 ] && grep -qx "uid 0: apt-get update -q" "$tmp/log" && ! grep -q "^sudo" "$tmp/log"; then
	ok root_installs_without_sudo
else
	fail root_installs_without_sudo "exit $rc, log: $(cat "$tmp/log"), output: $(cat "$tmp/out")"
fi

run nobody "$path"
want="setup: installing Debian packages ( meson ) needs root, and this machine has no sudo: run devtools/setup.sh in a root shell"
if [ $rc -eq 1 ] && grep -qxF "$want" "$tmp/out" && [ ! -s "$tmp/log" ]; then
	ok user_without_sudo_told_root_is_needed
else
	fail user_without_sudo_told_root_is_needed "exit $rc, want '$want'; output: $(cat "$tmp/out"); log: $(cat "$tmp/log")"
fi

run nobody "$tmp/bin-sudo:$path"
if grep -qx "sudo apt-get update -q" "$tmp/log" && grep -qx "uid 65534: apt-get update -q" "$tmp/log"; then
	ok user_with_sudo_goes_through_it
else
	fail user_with_sudo_goes_through_it "exit $rc, log: $(cat "$tmp/log"), output: $(cat "$tmp/out")"
fi
exit $((fails != 0))
