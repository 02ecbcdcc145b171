// Which vitest project runs which test file, by what the file needs (vitest.config.ts reads this):
// - unit: pure Node (no sandbox, server, SQLite, keychain, child process or build), no global set-up,
//   so one file runs in seconds;
// - e2e: the built renderer in Chromium (tests/e2e) and the files that read that build;
// - electron: the app as electron-vite builds it (out/): tests/electron and the files that start or
//   package the built bundles;
// - integration: everything else: real sandboxes over HTTP, SQLite files, the keychain, child processes.
// A new file lands in integration unless it is listed here; tests/project/test-projects.test.ts checks
// that every file is in exactly one project and that a unit file reaches none of the real parts.

export const UNIT = [
  'tests/main/api/redact-parsed.test.ts',
  'tests/shared/comparables/stats.test.ts',
  'tests/main/shell/shell-security.test.ts',
  'tests/main/export/annex-docx.test.ts',
  'tests/main/images/print-size.test.ts',
  'tests/project/contributing-map.test.ts',
  'tests/project/imports.test.ts',
  'tests/project/vocabulary.test.ts',
  'tests/project/test-projects.test.ts',
  'tests/project/tests-tree.test.ts',
  'tests/renderer/**/!(bundle).test.ts',
  'tests/main/reports/resolved-address.test.ts',
  'tests/main/reports/sample-data.test.ts',
  'tests/sandbox/geo/*.test.ts',
  'tests/shared/address/address-compare.test.ts',
  'tests/shared/format/direction-controls.test.ts',
  'tests/shared/node/durable-file.test.ts',
  'tests/shared/redact.test.ts',
  'tests/shared/bridge/wire.test.ts',
  'tests/bench/history.test.ts',
  'tests/shared/export/print-route.test.ts',
  'tests/main/transactions/values.test.ts',
  'tests/shared/valuation/coefficient-tables.test.ts',
  'tests/shared/valuation/comparison-grid.test.ts',
  'tests/shared/valuation/forms.test.ts',
  'tests/shared/valuation/grid-findings.test.ts',
  'tests/shared/valuation/grid-items.test.ts',
  'tests/shared/valuation/grid-rules.test.ts',
  'tests/shared/valuation/grid-schema.test.ts',
  'tests/shared/valuation/index-series.test.ts',
  'tests/shared/valuation/migration.test.ts',
  'tests/shared/valuation/outliers.test.ts',
  'tests/shared/valuation/statistics.test.ts',
  'tests/shared/valuation/worked-example.test.ts'
]

export const E2E = ['tests/e2e/**/*.test.ts', 'tests/renderer/bundle.test.ts']

export const ELECTRON = [
  'tests/electron/**/*.test.ts',
  'tests/main/sandbox/built-sandbox.test.ts',
  'tests/project/packaged-app.test.ts',
  'tests/project/packaging.test.ts'
]

export const ALL = ['tests/**/*.test.ts']
