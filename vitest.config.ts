// Four projects by what a file needs (tests/projects.ts): unit files run with no global set-up; the
// others first get what they share: the test market's snapshot, the renderer build, the app build
// (each built once per content). `npx vitest run <file>` runs only the set-ups of that file's project.
import { configDefaults, defineConfig } from 'vitest/config'
import { pathAliases } from './path-aliases'
import { ALL, E2E, ELECTRON, UNIT } from './tests/projects'

export default defineConfig({
  resolve: { alias: pathAliases() },
  test: {
    pool: 'forks',
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
          globalSetup: ['tests/setup/market.ts']
        }
      },
      {
        extends: true,
        test: { name: 'e2e', include: E2E, globalSetup: ['tests/setup/market.ts', 'tests/setup/renderer.ts'] }
      },
      { extends: true, test: { name: 'electron', include: ELECTRON, globalSetup: ['tests/setup/app.ts'] } }
    ]
  }
})
