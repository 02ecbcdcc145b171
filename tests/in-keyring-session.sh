#!/usr/bin/env bash
# Runs a command with an unlocked gnome-keyring Secret Service on the current D-Bus session.
# Used inside `dbus-run-session`; prints a plain "N passed, N failed" line from vitest's JSON report.
set -uo pipefail
eval "$(printf 'lagebild-test' | gnome-keyring-daemon --unlock --components=secrets --replace 2>/dev/null)" || true
export GNOME_KEYRING_CONTROL SSH_AUTH_SOCK 2>/dev/null || true
"$@"
status=$?
if [ -f test-output/vitest.json ]; then
  node -e '
    const r = JSON.parse(require("fs").readFileSync("test-output/vitest.json", "utf8"));
    const skipped = (r.numPendingTests || 0) + (r.numTodoTests || 0);
    console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
  '
fi
exit $status
