#!/usr/bin/env bash
# Runs a command with an unlocked gnome-keyring Secret Service on the current D-Bus session
# (called inside `dbus-run-session` by tests/keychain-session.sh).
set -uo pipefail
eval "$(printf 'lagebild-test' | gnome-keyring-daemon --unlock --components=secrets --replace 2>/dev/null)" || true
exec "$@"
