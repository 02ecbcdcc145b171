#!/usr/bin/env bash
# Runs a command inside a private D-Bus session with an unlocked gnome-keyring Secret Service, e.g.
#   bash tests/keychain-session.sh npx vitest run tests/main/keychain
# The keychain tests fail (they do not skip) when no Secret Service answers.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in dbus-run-session gnome-keyring-daemon; do
  command -v "$tool" >/dev/null 2>&1 || { echo "missing $tool (apt-get install dbus gnome-keyring)" >&2; exit 1; }
done
if [ "$#" -eq 0 ]; then set -- npx vitest run tests/main/keychain; fi
exec dbus-run-session -- bash tests/in-keyring-session.sh "$@"
