#!/usr/bin/env bash
# Runs a command with an unlocked gnome-keyring Secret Service on the current D-Bus session.
# Used inside `dbus-run-session`; prints a plain "N passed, N failed" line from vitest's JSON report.
set -uo pipefail
eval "$(printf 'lagebild-test' | gnome-keyring-daemon --unlock --components=secrets --replace 2>/dev/null)" || true
export GNOME_KEYRING_CONTROL SSH_AUTH_SOCK 2>/dev/null || true
report_stamp() { stat -c %y test-output/vitest.json 2>/dev/null || echo none; }
before=$(report_stamp)
"$@"
status=$?
# Only a report this command wrote (a bench run must not repeat an older test run's figures).
if [ -f test-output/vitest.json ] && [ "$(report_stamp)" != "$before" ]; then
  node -e '
    const r = JSON.parse(require("fs").readFileSync("test-output/vitest.json", "utf8"));
    const skipped = (r.numPendingTests || 0) + (r.numTodoTests || 0);
    console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
  '
fi
exit $status
