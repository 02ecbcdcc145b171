// Four projects by what a file needs (tests/projects.ts): unit files run with no global set-up; the
// others first get what they share: the test market's snapshot, the renderer build, the app build
// (each built once per content). `npx vitest run <file>` runs only the set-ups of that file's project.
import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { pathAliases } from './path-aliases'
import { ALL, E2E, ELECTRON, UNIT } from './tests/projects'

export default defineConfig({
  resolve: { alias: pathAliases() },
  test: {
    pool: 'forks',
    // vitest's default is one worker less than the cores: one worker on a 2-core machine, where the
    // files mostly wait on Chromium, sandboxes and child processes. Two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Hang guards only, never a speed bound: on a loaded machine (load 16 on 2 cores) a test that takes
    // 20 s idle can take minutes, and a limit near its idle time fails it for nothing.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ALL,
          exclude: [...configDefaults.exclude, ...UNIT, ...E2E, ...ELECTRON],
          globalSetup: ['tests/setup/market.ts'],
          // One module graph per worker, not per file: the geography, the test market and main's
          // services load once instead of 77 times. Each file still starts its own sandbox, app and
          // temp folders; no integration file mocks a module another one imports.
          isolate: false
        }
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: E2E,
          globalSetup: ['tests/setup/market.ts', 'tests/setup/renderer.ts'],
          // As integration: the harness's modules load once per worker; every file starts its own app.
          isolate: false
        }
      },
      { extends: true, test: { name: 'electron', include: ELECTRON, globalSetup: ['tests/setup/app.ts'] } }
    ]
  }
})
