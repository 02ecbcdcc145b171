#!/usr/bin/env bash
# Every test of the project: type checks and lint, then all vitest suites (unit, integration against a real
# sandbox over HTTP, keychain on a real Secret Service, end-to-end in Debian's Chromium).
# The Secret Service comes from gnome-keyring inside a private D-Bus session (tests/keychain-session.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v gnome-keyring-daemon >/dev/null 2>&1 || missing+=(gnome-keyring)
command -v dbus-run-session >/dev/null 2>&1 || missing+=(dbus)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v git >/dev/null 2>&1 || missing+=(git)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Missing system packages: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get install ${missing[*]}   (or run: bash .ci/run)" >&2
  exit 1
fi

npm run --silent typecheck
npm run --silent lint

mkdir -p test-output
rm -f test-output/vitest.json
status=0
bash tests/keychain-session.sh npx vitest run --reporter=default --reporter=json --outputFile.json=test-output/vitest.json "$@" || status=$?

# A plain closing line for CI readers that do not know vitest.
if [ -f test-output/vitest.json ]; then
  node -e '
    const r = JSON.parse(require("fs").readFileSync("test-output/vitest.json", "utf8"));
    const skipped = (r.numPendingTests || 0) + (r.numTodoTests || 0);
    console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
  '
fi
exit $status
