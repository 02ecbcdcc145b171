// The project's set-up promises: nothing in the dependency tree compiles or
// downloads at install time, the stack is the one the README names, and the README's two commands come
// first and are the ones CI runs.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const json = (path: string) => JSON.parse(read(path)) as Record<string, any>

interface LockEntry {
  version?: string
  hasInstallScript?: boolean
  optional?: boolean
  optionalDependencies?: Record<string, string>
}
const lock = json('package-lock.json') as { packages: Record<string, LockEntry> }
const locked = Object.entries(lock.packages).filter(([path]) => path.startsWith('node_modules/'))
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)

describe('install time', () => {
  it('no package of the lock file (any platform) runs an install script, except esbuild and electron-winstaller', () => {
    const withScripts = locked.filter(([, e]) => e.hasInstallScript).map(([path]) => nameOf(path))
    expect(withScripts).toEqual(['electron-winstaller', 'esbuild'])
  })

  it("electron-winstaller's install script (electron-builder, build only) copies a 7-Zip it ships, nothing else", () => {
    const dir = join(root, 'node_modules/electron-winstaller')
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    expect(pkg.scripts.install).toBe('node ./script/select-7z-arch.js')
    const script = readFileSync(join(dir, 'script/select-7z-arch.js'), 'utf8')
    expect([...script.matchAll(/require\('([^']+)'\)/g)].map((m) => m[1])).toEqual(['fs', 'os'])
    expect(script).not.toMatch(/https?:|child_process|spawn(Sync)?\(|exec(Sync|File)?\(/)
    for (const arch of ['x64', 'arm64']) expect(existsSync(join(dir, `vendor/7z-${arch}.exe`)), arch).toBe(true)
    expect(lock.packages['node_modules/electron-winstaller']).toMatchObject({ dev: true })
  })

  it("esbuild's postinstall only checks its prebuilt binary, which comes as an optional package for every platform", () => {
    const esbuild = lock.packages['node_modules/esbuild']!
    const platforms = Object.keys(esbuild.optionalDependencies ?? {})
    expect(platforms).toEqual(
      expect.arrayContaining([
        '@esbuild/linux-x64',
        '@esbuild/darwin-arm64',
        '@esbuild/darwin-x64',
        '@esbuild/win32-x64'
      ])
    )
    for (const p of platforms) expect(lock.packages[`node_modules/${p}`]?.version, p).toBe(esbuild.version)
    // The one installed here is present, so install.js finds it and neither runs npm nor downloads.
    const installed = platforms.filter((p) => existsSync(join(root, 'node_modules', p, 'package.json')))
    expect(installed).toHaveLength(1)
  })

  it('no installed package has a binding.gyp at its root or gypfile set (npm would run node-gyp for it)', () => {
    const compiling: string[] = []
    for (const [path] of locked) {
      const dir = join(root, path)
      if (!existsSync(join(dir, 'package.json'))) continue // another platform's optional package
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        gypfile?: boolean
        scripts?: Record<string, string>
      }
      const scripts = pkg.scripts ?? {}
      if (existsSync(join(dir, 'binding.gyp')) || pkg.gypfile) compiling.push(nameOf(path))
      if (
        !['esbuild', 'electron-winstaller'].includes(nameOf(path)) &&
        (scripts.preinstall || scripts.install || scripts.postinstall)
      )
        compiling.push(`${nameOf(path)} (install script)`)
    }
    expect(compiling).toEqual([])
  })

  it('native parts ship prebuilt: keychain, SQLite and image processing; keytar and better-sqlite3 are not in the tree', () => {
    for (const name of ['@napi-rs/keyring', 'libsql', 'sharp'])
      expect(lock.packages[`node_modules/${name}`], name).toBeDefined()
    for (const [name, prebuilt] of [
      ['@napi-rs/keyring', '@napi-rs/keyring-'],
      ['libsql', '@libsql/'],
      ['sharp', '@img/sharp-']
    ] as const) {
      const optional = Object.keys(lock.packages[`node_modules/${name}`]!.optionalDependencies ?? {})
      expect(
        optional.some((d) => d.startsWith(prebuilt)),
        `${name} ships its binaries as optional packages`
      ).toBe(true)
    }
    const names = locked.map(([path]) => nameOf(path))
    expect(names).not.toContain('keytar')
    expect(names).not.toContain('better-sqlite3')
  })

  it('electron is a major from 42 on (it fetches its binary on first run, not at install)', () => {
    const electron = json('node_modules/electron/package.json') as { version: string; scripts?: Record<string, string> }
    expect(Number(electron.version.split('.')[0])).toBeGreaterThanOrEqual(42)
    expect(Object.keys(electron.scripts ?? {}).filter((s) => /install/.test(s))).toEqual([])
  })
})

describe('the stack', () => {
  it('has the packages the issue names', () => {
    const pkg = json('package.json')
    const all = { ...pkg.dependencies, ...pkg.devDependencies } as Record<string, string>
    for (const name of [
      'electron',
      'electron-vite',
      'vue',
      'pinia',
      'leaflet',
      'chart.js',
      'electron-store',
      'playwright-core',
      'vitest',
      'typescript',
      'vue-tsc',
      '@napi-rs/keyring',
      'vue-i18n',
      'conf'
    ]) {
      expect(all[name], name).toBeDefined()
    }
    expect(all.typescript).toMatch(/^~6\.0/)
  })

  it('the README says why @napi-rs/keyring stands in for keytar', () => {
    const readme = read('README.md')
    expect(readme).toContain('@napi-rs/keyring')
    expect(readme).toMatch(/keytar[^.]*archived/)
  })
})

describe('README and CI', () => {
  const readme = read('README.md')
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.trim())

  it('opens with the two set-up commands, before any other text', () => {
    const beforeFirstProse = readme
      .split('\n')
      .filter((l) => l.trim() !== '')
      .slice(0, 7)
    expect(beforeFirstProse).toEqual([
      '# Lagebild',
      '```sh',
      'npm install && npm start',
      '```',
      '```sh',
      'npm install && npm test',
      '```'
    ])
    expect(blocks.slice(0, 2)).toEqual(['npm install && npm start', 'npm install && npm test'])
  })

  it('npm test runs the type checks, lint and every test file', () => {
    const pkg = json('package.json')
    expect(pkg.scripts.start).toContain('electron-vite')
    expect(pkg.scripts.test).toBe('bash tests/run-all.sh')
    const runAll = read('tests/run-all.sh')
    // The checks of npm run typecheck and npm run lint (ESLint and the format check), side by side.
    expect(pkg.scripts.lint).toBe('eslint . && prettier --check .')
    for (const check of [...pkg.scripts.typecheck.split(' && '), ...pkg.scripts.lint.split(' && ')])
      expect(runAll).toContain(`npx ${check} >`)
    // Every vitest project, each with no subset of files: together they include tests/**/*.test.ts.
    // unit (no set-up) beside the checks, the others one after another.
    const projects = [...read('vitest.config.ts').matchAll(/name: '(\w+)'/g)].map((m) => m[1])
    expect(projects).toEqual(['unit', 'integration', 'e2e', 'electron'])
    expect(runAll).toContain('run_project unit "$@" >')
    expect(runAll).toContain(`for project in ${projects.slice(1).join(' ')}; do`)
    expect(runAll).toMatch(/npx vitest run --project "\$project" /)
    expect(runAll).not.toMatch(/vitest run [^\n]*tests\//)
    expect(read('tests/projects.ts')).toContain("export const ALL = ['tests/**/*.test.ts']")
    expect(read('vitest.config.ts')).toMatch(/name: 'integration',\s+include: ALL/)
  })

  it('.ci/run installs only the Debian packages that are missing, then runs the README test command', () => {
    const ci = read('.ci/run')
    for (const [binary, pkg] of [
      ['chromium', 'chromium'],
      ['gnome-keyring-daemon', 'gnome-keyring'],
      ['dbus-run-session', 'dbus'],
      ['git', 'git']
    ]) {
      expect(ci).toContain(`command -v ${binary} >/dev/null 2>&1 || need+=(${pkg})`)
    }
    expect(ci).toMatch(/if \[ \$\{#need\[@\]\} -gt 0 \]; then[\s\S]*apt-get install[^\n]*"\$\{need\[@\]\}"[\s\S]*?\nfi/)
    const lastCommand = ci
      .trim()
      .split('\n')
      .filter((l) => l.trim() && !l.trim().startsWith('#'))
      .at(-1)
    expect(lastCommand).toBe(blocks[1])
  })
})
