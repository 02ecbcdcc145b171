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
  'tests/api/redact-parsed.test.ts',
  'tests/comparables/stats.test.ts',
  'tests/desktop/shell-security.test.ts',
  'tests/export/annex-docx.test.ts',
  'tests/images/print-size.test.ts',
  'tests/project/contributing-map.test.ts',
  'tests/project/imports.test.ts',
  'tests/project/vocabulary.test.ts',
  'tests/project/test-projects.test.ts',
  'tests/renderer/!(bundle).test.ts',
  'tests/reports/resolved-address.test.ts',
  'tests/reports/sample-data.test.ts',
  'tests/sandbox/geo/*.test.ts',
  'tests/shared/address-compare.test.ts',
  'tests/shared/direction-controls.test.ts',
  'tests/shared/durable-file.test.ts',
  'tests/shared/redact.test.ts',
  'tests/transactions/values.test.ts',
  'tests/valuation/comparison-grid.test.ts',
  'tests/valuation/forms.test.ts',
  'tests/valuation/grid-rules.test.ts',
  'tests/valuation/grid-schema.test.ts',
  'tests/valuation/migration.test.ts',
  'tests/valuation/statistics.test.ts',
  'tests/valuation/worked-example.test.ts'
]

export const E2E = ['tests/e2e/**/*.test.ts', 'tests/renderer/bundle.test.ts']

export const ELECTRON = [
  'tests/electron/**/*.test.ts',
  'tests/desktop/built-sandbox.test.ts',
  'tests/project/packaged-app.test.ts',
  'tests/project/packaging.test.ts'
]

export const ALL = ['tests/**/*.test.ts']
