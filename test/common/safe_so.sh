# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Sourced by test scripts. EAL refuses to load a -d driver from below a
# world-writable folder (a clone in /tmp, say): safe_so PATH sets SAFE_SO to
# PATH, or to a copy in a private folder under $HOME (SAFE_SO_DIR, which the
# caller removes on exit) when PATH is not safe.
safe_so() {
	local d
	SAFE_SO=$1
	SAFE_SO_DIR=
	d=$(dirname "$(realpath "$1")")
	while [ "$d" != / ]; do
		if [ -n "$(find "$d" -maxdepth 0 -perm -o+w)" ]; then
			SAFE_SO_DIR=$(mktemp -d "$HOME/.dpaa2x-so.XXXXXX")
			cp "$1" "$SAFE_SO_DIR/"
			SAFE_SO=$SAFE_SO_DIR/$(basename "$1")
			return
		fi
		d=$(dirname "$d")
	done
}
