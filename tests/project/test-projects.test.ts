// The vitest projects (tests/projects.ts): every test file runs in exactly one project, and a unit file
// (with the test modules it imports) reaches none of the real parts that need a set-up or a build:
// no sandbox or test market, no app over real services, no keychain, no SQLite, no child process, no
// server, no build.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { createVitest } from 'vitest/node'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}

/** The file and the test modules it imports by a relative path, transitively. */
function withLocalImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const source = readFileSync(file, 'utf8')
  for (const m of source.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
    const base = resolve(dirname(file), m[1] ?? m[2]!)
    const found = [base, `${base}.ts`, join(base, 'index.ts')].find(
      (p) => existsSync(p) && statSync(p).isFile() && p.endsWith('.ts')
    )
    if (found) withLocalImports(found, seen)
  }
  return seen
}

/** What a unit file must not use, by name. */
const REAL_PARTS: Record<string, RegExp> = {
  'a sandbox or the test market':
    /startSandbox|inProcessSandbox|openTestMarket|testMarketOptions|testMarketArgs|createSandbox|createContext\(/,
  'the app over real services': /createTestApp|createTestOsKeychain/,
  'the keychain': /@napi-rs\/keyring|keychain-session/,
  SQLite: /\blibsql\b|\.open\(\{\s*dataDir/,
  'a child process or worker': /\b(spawn|fork|execFile|execFileSync|spawnSync)\(|new Worker\(/,
  'a server': /\.listen\(|createServer\(/,
  'a build': /buildRenderer|buildApp|out\/main|out\/renderer/
}

describe('vitest projects', async () => {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'
  const vitest = await createVitest('test', { watch: false, root: ROOT, config: join(ROOT, 'vitest.config.ts') })
  const specs = await vitest.globTestSpecifications()
  await vitest.close()
  const projectsOf = new Map<string, string[]>()
  for (const spec of specs) {
    const file = relative(ROOT, spec.moduleId)
    projectsOf.set(file, [...(projectsOf.get(file) ?? []), spec.project.name])
  }

  it('every test file is in exactly one project', () => {
    const files = walk(join(ROOT, 'tests'))
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => relative(ROOT, f))
    expect(
      files
        .filter((f) => projectsOf.get(f)?.length !== 1)
        .map((f) => `${f}: ${projectsOf.get(f)?.join(', ') ?? 'none'}`)
    ).toEqual([])
    expect(new Set([...projectsOf.values()].flat())).toEqual(new Set(['unit', 'integration', 'e2e', 'electron']))
  })

  it('a unit file reaches no sandbox, app, keychain, SQLite, child process, server or build', () => {
    const unit = [...projectsOf].filter(([, p]) => p.includes('unit')).map(([f]) => f)
    expect(unit.length).toBeGreaterThan(20)
    const found: string[] = []
    for (const file of unit) {
      for (const module of withLocalImports(join(ROOT, file))) {
        // This file names the patterns it looks for.
        if (module === import.meta.filename) continue
        const source = readFileSync(module, 'utf8')
        for (const [part, pattern] of Object.entries(REAL_PARTS))
          if (pattern.test(source)) found.push(`${file} (${relative(ROOT, module)}): ${part}`)
      }
    }
    expect(found).toEqual([])
  })

  it("a file of a project that shares modules between files (integration, e2e) mocks only 'electron'", () => {
    // Those projects run without isolation (vitest.config.ts): a mock of a module another file imports
    // would leak into that file. 'electron' is imported by no module those files reach
    // (tests/project/imports.test.ts keeps it in src-main/index.ts, src-main/shell and the preload).
    const shared = [...projectsOf].filter(([, p]) => p.includes('integration') || p.includes('e2e')).map(([f]) => f)
    const mocks: string[] = []
    for (const file of shared)
      for (const module of withLocalImports(join(ROOT, file)))
        for (const m of readFileSync(module, 'utf8').matchAll(/vi\.(?:mock|doMock)\(\s*['"]([^'"]+)['"]/g))
          if (m[1] !== 'electron') mocks.push(`${file}: ${m[1]}`)
    expect(mocks).toEqual([])
  })
})
