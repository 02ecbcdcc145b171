#!/usr/bin/env bash
# Every test of the project: type checks, lint and the unit project side by side, then the other
# vitest projects one after another (integration against a real sandbox over HTTP, e2e in Debian's
# Chromium, electron on the built app; tests/projects.ts says which file is where). Arguments go to
# every vitest run, e.g. a file or a name filter. At the end: the wall time of each step, and one plain
# line counting all tests.
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

now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f", b - a }'; }
times=()

# One vitest project, its report kept as test-output/vitest-<project>.json for the closing count.
run_project() {
  local project=$1
  shift
  rm -f "test-output/vitest-$project.json"
  bash tests/keychain-session.sh npx vitest run --project "$project" --passWithNoTests \
    --reporter=default --reporter=json --outputFile.json="test-output/vitest-$project.json" "$@"
}

# The type checks and the two halves of lint are single-threaded and the unit project needs no set-up:
# all of them side by side, each one's output kept; a failed check is printed whole, the unit output
# once it is done.
mkdir -p test-output
logs=$(mktemp -d)
start=$(now)
npx tsc --noEmit -p tsconfig.node.json >"$logs/typecheck-node" 2>&1 &
p1=$!
npx tsc --noEmit -p tsconfig.test.json >"$logs/typecheck-test" 2>&1 &
p2=$!
npx vue-tsc --noEmit -p tsconfig.web.json >"$logs/typecheck-web" 2>&1 &
p3=$!
npx eslint . >"$logs/eslint" 2>&1 &
p4=$!
npx prettier --check . >"$logs/prettier" 2>&1 &
p5=$!
run_project unit "$@" >"$logs/unit" 2>&1 &
pu=$!
checks_failed=0
for job in "typecheck-node:$p1" "typecheck-test:$p2" "typecheck-web:$p3" "eslint:$p4" "prettier:$p5"; do
  if ! wait "${job#*:}"; then
    echo "${job%%:*} failed:" >&2
    cat "$logs/${job%%:*}" >&2
    checks_failed=1
  fi
done
times+=("typecheck+lint $(seconds "$start" "$(now)") s")
status=0
wait "$pu" || status=$?
cat "$logs/unit"
times+=("unit (beside the checks) $(seconds "$start" "$(now)") s")
rm -rf "$logs"
[ "$checks_failed" -eq 0 ] || exit 1

for project in integration e2e electron; do
  start=$(now)
  run_project "$project" "$@" || status=$?
  times+=("$project $(seconds "$start" "$(now)") s")
done

echo
echo "Wall time per step: $(IFS=,; echo "${times[*]}" | sed 's/,/, /g')"
# A plain closing line for CI readers that do not know vitest, over every project.
node -e '
  const fs = require("fs")
  let passed = 0, failed = 0, skipped = 0, missing = []
  for (const p of ["unit", "integration", "e2e", "electron"]) {
    const file = `test-output/vitest-${p}.json`
    if (!fs.existsSync(file)) { missing.push(p); continue }
    const r = JSON.parse(fs.readFileSync(file, "utf8"))
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += (r.numPendingTests || 0) + (r.numTodoTests || 0)
  }
  if (missing.length) console.log(`no report from: ${missing.join(", ")}`)
  console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""))
'
exit $status
