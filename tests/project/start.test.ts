// `npm start` reaches the Electron executable through Electron's own resolution (require('electron'),
// which honours ELECTRON_OVERRIDE_DIST_PATH) and starts it with the built app. A stand-in executable
// records how it was started; the real one cannot run on this machine.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
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
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
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
    `#!${process.execPath}\nrequire('fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify({ args: process.argv.slice(2), cwd: process.cwd(), runAsNode: process.env.ELECTRON_RUN_AS_NODE ?? null }))\nprocess.exit(7)\n`
  )
  chmodSync(exe, 0o755)
  return { dir, record, started: () => JSON.parse(readFileSync(record, 'utf8')) as { args: string[]; cwd: string; runAsNode: string | null } }
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

  it("says so, without starting anything, when the app is not built", async () => {
    const clone = freshClone('lagebild-unbuilt-')
    const s = standIn()
    const r = await run(process.execPath, [join(clone, 'scripts/start-electron.mjs')], clone, { ELECTRON_OVERRIDE_DIST_PATH: s.dir })
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
    for (const built of ['out/main/index.js', 'out/main/sandbox.js', 'out/preload/index.cjs', 'out/renderer/index.html']) {
      expect(existsSync(join(clone, built)), built).toBe(true)
    }
  }, 600_000)
})
