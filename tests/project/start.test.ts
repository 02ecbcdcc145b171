// `npm start` reaches the Electron executable through Electron's own resolution (require('electron'),
// which honours ELECTRON_OVERRIDE_DIST_PATH) and starts it with the built app. A stand-in executable
// records how it was started; the real one cannot run on this machine.
import { execFileSync, spawn } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { createServer } from 'node:net'
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const temps: string[] = []
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true })
})
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  temps.push(dir)
  return dir
}

/**
 * What a fresh clone holds: the files git tracks, plus new files not yet committed and not ignored (so
 * the test sees the working tree it runs in). No out/, no node_modules.
 */
function freshClone(prefix: string) {
  const dir = tempDir(prefix)
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8'
  })
    .split('\0')
    .filter((f) => f && existsSync(join(ROOT, f)))
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true })
    cpSync(join(ROOT, f), join(dir, f))
  }
  return dir
}

/** A folder with an executable named `electron` that writes its arguments and working folder to `record`. */
function standIn() {
  const dir = tempDir('lagebild-electron-standin-')
  const record = join(dir, 'started.json')
  const exe = join(dir, 'electron')
  writeFileSync(
    exe,
    `#!${process.execPath}\nrequire('fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify({ args: process.argv.slice(2), cwd: process.cwd(), runAsNode: process.env.ELECTRON_RUN_AS_NODE ?? null, rendererUrl: process.env.ELECTRON_RENDERER_URL ?? null }))\nprocess.exit(7)\n`
  )
  chmodSync(exe, 0o755)
  return {
    dir,
    record,
    started: () =>
      JSON.parse(readFileSync(record, 'utf8')) as {
        args: string[]
        cwd: string
        runAsNode: string | null
        rendererUrl: string | null
      }
  }
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    child.on('exit', (code) => done({ code, output }))
  })
}

describe('npm start', () => {
  it("the launch step starts Electron's resolved executable with the built app and passes its exit code on", async () => {
    // The launch step checks only that a build is there; the fresh-clone test below builds one for real.
    const app = freshClone('lagebild-launch-')
    symlinkSync(join(ROOT, 'node_modules'), join(app, 'node_modules'), 'dir')
    mkdirSync(join(app, 'out/main'), { recursive: true })
    writeFileSync(join(app, 'out/main/index.js'), '')
    const s = standIn()
    const r = await run(process.execPath, [join(app, 'scripts/start-electron.mjs')], app, {
      ELECTRON_OVERRIDE_DIST_PATH: s.dir,
      ELECTRON_RUN_AS_NODE: '1'
    })
    expect(r.code, r.output).toBe(7)
    const started = s.started()
    expect(started.args).toEqual([app])
    expect(JSON.parse(readFileSync(join(started.args[0]!, 'package.json'), 'utf8')).main).toBe('./out/main/index.js')
    // A parent shell's ELECTRON_RUN_AS_NODE would turn the app into plain Node; the launcher drops it.
    expect(started.runAsNode).toBeNull()
  }, 60_000)

  it('says so, without starting anything, when the app is not built', async () => {
    const clone = freshClone('lagebild-unbuilt-')
    const s = standIn()
    const r = await run(process.execPath, [join(clone, 'scripts/start-electron.mjs')], clone, {
      ELECTRON_OVERRIDE_DIST_PATH: s.dir
    })
    expect(r.code).toBe(1)
    expect(r.output).toContain('Lagebild is not built')
    expect(existsSync(s.record)).toBe(false)
  }, 60_000)

  it("README's first command, from a fresh clone, builds the app and reaches the stand-in with it", async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
    const first = /```sh\n(.+)\n```/.exec(readme)![1]!
    expect(first).toBe('npm install && npm start')
    // `npm install` would fetch the same locked tree from the registry; the clone links this
    // checkout's installed node_modules instead (no network in tests).
    const clone = freshClone('lagebild-clone-')
    symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir')
    const s = standIn()
    const r = await run('npm', ['start'], clone, { ELECTRON_OVERRIDE_DIST_PATH: s.dir })
    expect(r.code, r.output).toBe(7)
    expect(s.started().args).toEqual([clone])
    for (const built of [
      'out/main/index.js',
      'out/main/sandbox.js',
      'out/preload/index.cjs',
      'out/renderer/index.html'
    ]) {
      expect(existsSync(join(clone, built)), built).toBe(true)
    }
  }, 600_000)

  it('npm run dev, from a fresh clone, hands the same runtime to electron-vite, which starts it with the dev server', async () => {
    const clone = freshClone('lagebild-dev-')
    symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir')
    const s = standIn()
    // electron-vite dev builds main and preload, serves the renderer and exits with Electron's code.
    const r = await run('npm', ['run', 'dev'], clone, { ELECTRON_OVERRIDE_DIST_PATH: s.dir })
    expect(r.code, r.output).toBe(7)
    const started = s.started()
    expect(started.args).toEqual(['.'])
    expect(started.cwd).toBe(clone)
    expect(started.rendererUrl).toMatch(/^http:\/\/localhost:\d+/)
    expect(existsSync(join(clone, 'out/main/index.js'))).toBe(true)
  }, 300_000)
})

describe('without the Electron runtime and without network', () => {
  /** A clone whose node_modules has an electron package without its runtime (no dist/, no path.txt). */
  function cloneWithoutRuntime() {
    const clone = freshClone('lagebild-noruntime-')
    const modules = join(clone, 'node_modules')
    mkdirSync(modules)
    for (const name of readdirSync(join(ROOT, 'node_modules'))) {
      if (name !== 'electron') symlinkSync(join(ROOT, 'node_modules', name), join(modules, name))
    }
    cpSync(join(ROOT, 'node_modules/electron'), join(modules, 'electron'), {
      recursive: true,
      filter: (src) => !/[\\/]electron[\\/](dist|path\.txt)$/.test(src.slice(join(ROOT, 'node_modules').length))
    })
    return clone
  }
  /** An address where nothing listens: the download fails at once, as it does offline. */
  async function deadMirror() {
    const server = createServer()
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
    const { port } = server.address() as { port: number }
    await new Promise<void>((ok) => server.close(() => ok()))
    return `http://127.0.0.1:${port}/electron/`
  }

  it('npm start and npm run dev each print one short message naming the address tried and every way to get the runtime, no stack trace', async () => {
    const clone = cloneWithoutRuntime()
    mkdirSync(join(clone, 'out/main'), { recursive: true })
    writeFileSync(join(clone, 'out/main/index.js'), '')
    const mirror = await deadMirror()
    const cache = tempDir('lagebild-electron-cache-')
    const env: NodeJS.ProcessEnv = { ...process.env, ELECTRON_MIRROR: mirror, electron_config_cache: cache }
    delete env.ELECTRON_OVERRIDE_DIST_PATH
    for (const command of [['start-electron.mjs'], ['start-electron.mjs', '--dev']]) {
      const r = await new Promise<{ code: number | null; output: string }>((done) => {
        const child = spawn(process.execPath, [join(clone, 'scripts', command[0]!), ...command.slice(1)], {
          cwd: clone,
          env,
          stdio: ['ignore', 'pipe', 'pipe']
        })
        let output = ''
        child.stdout.on('data', (d: Buffer) => (output += d.toString()))
        child.stderr.on('data', (d: Buffer) => (output += d.toString()))
        child.on('exit', (code) => done({ code, output }))
      })
      expect(r.code, r.output).toBe(1)
      const version = JSON.parse(readFileSync(join(ROOT, 'node_modules/electron/package.json'), 'utf8'))
        .version as string
      expect(r.output).toContain(`${mirror}v${version}/electron-v${version}-${process.platform}-${process.arch}.zip`)
      // @electron/get finds a zip put there by hand only in the folder named for the download folder's address.
      const folder = join(cache, createHash('sha256').update(`${mirror}v${version}`).digest('hex'))
      for (const way of [
        'ELECTRON_MIRROR',
        'electron_config_cache',
        folder,
        'ELECTRON_OVERRIDE_DIST_PATH',
        'npm start again'
      ])
        expect(r.output, way).toContain(way)
      expect(r.output).not.toMatch(/^\s+at /m)
      expect(r.output).not.toMatch(/delete `?node_modules\/electron/i)
      expect(r.output.trim().split('\n').length).toBeLessThanOrEqual(8)
      // Nothing was written into the package: the next try starts as clean.
      expect(existsSync(join(clone, 'node_modules/electron/path.txt'))).toBe(false)
    }
  }, 120_000)

  it('npm start says the runtime is missing before it builds anything', async () => {
    const clone = cloneWithoutRuntime()
    const empty = tempDir('lagebild-empty-dist-')
    const r = await run('npm', ['start'], clone, { ELECTRON_OVERRIDE_DIST_PATH: empty })
    expect(r.code).not.toBe(0)
    expect(r.output).toContain(`ELECTRON_OVERRIDE_DIST_PATH is ${empty}`)
    expect(r.output).not.toMatch(/^\s+at /m)
    // The build never ran.
    expect(existsSync(join(clone, 'out'))).toBe(false)
  }, 120_000)

  it('an ELECTRON_OVERRIDE_DIST_PATH without the executable is named, not launched', async () => {
    const clone = cloneWithoutRuntime()
    mkdirSync(join(clone, 'out/main'), { recursive: true })
    writeFileSync(join(clone, 'out/main/index.js'), '')
    const empty = tempDir('lagebild-empty-dist-')
    const r = await run(process.execPath, [join(clone, 'scripts/start-electron.mjs')], clone, {
      ELECTRON_OVERRIDE_DIST_PATH: empty
    })
    expect(r.code).toBe(1)
    expect(r.output).toContain(`ELECTRON_OVERRIDE_DIST_PATH is ${empty}`)
    expect(r.output).not.toMatch(/^\s+at /m)
  }, 60_000)
})
