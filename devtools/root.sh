# SPDX-License-Identifier: BSD-3-Clause
# Copyright 2026 The dpaa2x authors
#
# Sourced by the devtools scripts whose steps need root: installing Debian
# packages, adding an apt source or an architecture, reserving hugepages.
# A root shell (a fresh Debian 12 machine has no sudo) runs them as they
# are; a user runs them through sudo when sudo exists; otherwise the
# script stops and says that root is needed and why.
#   as_root WHY COMMAND [ARGS...]
# WHY completes "<script>: WHY needs root" in that message.

ROOT_SCRIPT=$(basename "$0" .sh)

as_root() {
	local why=$1
	shift
	if [ "$(id -u)" -eq 0 ]; then
		"$@"
	elif command -v sudo >/dev/null 2>&1; then
		sudo "$@"
	else
		echo "$ROOT_SCRIPT: $why needs root, and this machine has no sudo:" \
			"run devtools/$ROOT_SCRIPT.sh in a root shell" >&2
		exit 1
	fi
}
