// The user-data folder is the user's alone on POSIX systems: the SQLite files main opens (with their
// -wal and -shm files) and the log are 0600, their folders 0700, whatever the umask; files and folders
// an older version left at 0644/0755 are narrowed when they are opened.
import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createFileLog } from '@main/log/file-log'
import { openStoreFile } from '@main/storage/sqlite-file'
import { createTestApp, tempDir, type TestApp } from '../../helpers/platform'
import { rmSync } from 'node:fs'

const posix = process.platform !== 'win32'
const modeOf = (path: string) => statSync(path).mode & 0o777

const dirs: string[] = []
let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})
const newDir = () => {
  const d = tempDir()
  dirs.push(d)
  return d
}

const SPEC = { what: 'test store', schema: 'CREATE TABLE IF NOT EXISTS t (v TEXT);', version: 1 }

describe.runIf(posix)('modes of the user data', () => {
  it('a cache the app opens (tiles.db) is 0600 with its WAL, in a 0700 folder, with a umask of 022', async () => {
    const old = process.umask(0o022)
    try {
      app = createTestApp()
      const cache = app.services.tiles.cache()
      expect(cache).toBeTruthy()
      const file = app.services.tiles.file
      expect(modeOf(file)).toBe(0o600)
      expect(modeOf(`${file}-wal`)).toBe(0o600)
      expect(modeOf(join(file, '..'))).toBe(0o700)
    } finally {
      process.umask(old)
    }
  })

  it('a store file and folder left at 0644 and 0755 are narrowed when opened, -wal and -shm included', () => {
    const dir = join(newDir(), 'library')
    mkdirSync(dir, { mode: 0o755 })
    chmodSync(dir, 0o755)
    const file = join(dir, 'store.db')
    const first = openStoreFile(file, SPEC)
    first.db.prepare('INSERT INTO t VALUES (?)').run('x')
    first.db.close()
    for (const f of [file, `${file}-wal`, `${file}-shm`]) {
      writeFileSync(f, '', { flag: 'a' })
      chmodSync(f, 0o644)
    }
    const again = openStoreFile(file, SPEC)
    try {
      expect(again.db.prepare('SELECT v FROM t').get()).toMatchObject({ v: 'x' })
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(f), f).toBe(0o600)
      expect(modeOf(dir)).toBe(0o700)
    } finally {
      again.db.close()
    }
  })

  it('the log is 0600 in a 0700 folder, also after rotating; an older 0644 log is narrowed at the first line', () => {
    const dir = join(newDir(), 'logs')
    const log = createFileLog({ dir, maxBytes: 200, keep: 2 })
    log.warn('first line')
    expect(modeOf(log.file)).toBe(0o600)
    expect(modeOf(dir)).toBe(0o700)
    for (let n = 0; n < 10; n++) log.warn(`line ${n} ${'x'.repeat(50)}`)
    expect(modeOf(log.file)).toBe(0o600)
    expect(modeOf(join(dir, 'lagebild.1.log'))).toBe(0o600)

    chmodSync(log.file, 0o644)
    chmodSync(dir, 0o755)
    createFileLog({ dir }).warn('after an update')
    expect(modeOf(log.file)).toBe(0o600)
    expect(modeOf(dir)).toBe(0o700)
  })
})
