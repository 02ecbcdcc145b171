// A start that never fails silently, and the one log: the rotating, redacted log file in the user-data
// folder, the start order (window first, keychain self-test after it), the error dialog that names the
// log folder before the process exits, and Settings' "Open log folder".
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Result } from '@shared/bridge/errors'
import { createFileLog, LOG_FILE_NAME, logDirOf } from '@main/log/file-log'
import { runStartup, START_FAILED_TITLE, type StartupShell } from '@main/startup'
import { APP_SENDER, createTestApp, tempDir, type TestApp } from '../helpers/platform'

const dirs: string[] = []
let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})
const newDir = () => {
  const d = tempDir('lagebild-log-')
  dirs.push(d)
  return d
}
const readLog = (dir: string) =>
  readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('')

describe('log file', () => {
  it('writes one line per entry into lagebild.log in the log folder, which it creates', () => {
    const dir = join(newDir(), 'logs')
    const log = createFileLog({ dir, now: () => new Date('2026-11-23T10:00:00Z') })
    log.error('report fetch failed', new Error('socket hang up'))
    log.warn('slow answer', { ms: 1200 })
    const text = readFileSync(join(dir, LOG_FILE_NAME), 'utf8')
    expect(text).toContain('2026-11-23T10:00:00.000Z ERROR report fetch failed Error: socket hang up')
    expect(text).toContain('2026-11-23T10:00:00.000Z WARN slow answer { ms: 1200 }')
  })

  it('rotates at its size limit and keeps only the newest files', () => {
    const dir = newDir()
    const log = createFileLog({ dir, maxBytes: 2000, keep: 2 })
    for (let i = 0; i < 200; i++) log.info(`line ${i} ${'x'.repeat(40)}`)
    expect(readdirSync(dir).sort()).toEqual(['lagebild.1.log', 'lagebild.2.log', 'lagebild.log'])
    for (const f of readdirSync(dir)) expect(readFileSync(join(dir, f)).length).toBeLessThanOrEqual(2000)
    const all = readLog(dir)
    expect(all).toContain('line 199 ')
    expect(all).not.toContain('line 0 ')
  })

  it('never holds a key: api_key parameters and every known secret are blanked, in messages and details', () => {
    const dir = newDir()
    const secret = 'sk_live_9f8e7d6c5b4a'
    const log = createFileLog({ dir, secrets: () => [secret] })
    log.error(`GET https://quis.de/api/v2/offers?api_key=${secret}&limit=1 failed`)
    log.error('unexpected', new Error(`key ${secret} refused`))
    log.warn('request', { url: `https://x.test/?api_key=other-key-1234`, body: { key: encodeURIComponent(secret) } })
    const text = readLog(dir)
    expect(text).not.toContain(secret)
    expect(text).not.toContain('other-key-1234')
    expect(text).toContain('api_key=REDACTED')
  })
})

describe('start', () => {
  const shellFor = (logDir: string) => {
    const record = { dialogs: [] as Array<{ title: string; message: string }>, exits: [] as number[] }
    const shell: StartupShell = {
      log: createFileLog({ dir: logDir, secrets: () => ['sk_live_9f8e7d6c5b4a'] }),
      logDir,
      showError: (title, message) => record.dialogs.push({ title, message }),
      exit: (code) => record.exits.push(code),
      redact: (t) => t.split('sk_live_9f8e7d6c5b4a').join('REDACTED')
    }
    return { shell, record }
  }

  it('an error before the window shows becomes a dialog with the message and the log folder, then the process exits', async () => {
    const logDir = join(newDir(), 'logs')
    const { shell, record } = shellFor(logDir)
    const afterWindow: string[] = []
    const shown = await runStartup(
      {
        openWindow: async () => {
          throw new Error('settings.json is not writable (EACCES) for sk_live_9f8e7d6c5b4a')
        },
        afterWindow: [{ name: 'keychain self-test', run: async () => void afterWindow.push('keychain') }]
      },
      shell
    )
    expect(shown).toBe(false)
    expect(record.dialogs).toHaveLength(1)
    expect(record.dialogs[0]!.title).toBe(START_FAILED_TITLE)
    expect(record.dialogs[0]!.message).toContain('settings.json is not writable (EACCES)')
    expect(record.dialogs[0]!.message).toContain(logDir)
    expect(record.dialogs[0]!.message).not.toContain('sk_live_9f8e7d6c5b4a')
    expect(record.exits).toEqual([1])
    expect(afterWindow).toEqual([])
    const logged = readLog(logDir)
    expect(logged).toContain('start failed')
    expect(logged).toContain('EACCES')
    expect(logged).not.toContain('sk_live_9f8e7d6c5b4a')
  })

  it('the window opens first, the keychain self-test runs after it, and its failure is logged without stopping the app', async () => {
    const logDir = join(newDir(), 'logs')
    const { shell, record } = shellFor(logDir)
    const order: string[] = []
    const shown = await runStartup(
      {
        openWindow: async () => void order.push('window shown'),
        afterWindow: [
          {
            name: 'keychain self-test',
            run: async () => {
              order.push('keychain self-test')
              throw new Error('The Secret Service is not running')
            }
          }
        ]
      },
      shell
    )
    expect(shown).toBe(true)
    expect(order).toEqual(['window shown', 'keychain self-test'])
    expect(record.dialogs).toEqual([])
    expect(record.exits).toEqual([])
    expect(readLog(logDir)).toContain(
      'keychain self-test failed after the window opened Error: The Secret Service is not running'
    )
  })
})

describe('the log in the app', () => {
  it('an unexpected error tells the user the log folder, and the details go to the app log', async () => {
    app = createTestApp()
    const logDir = logDirOf(app.dataDir)
    ;(app.services.settings as { read: () => unknown }).read = () => {
      throw new Error('disk full')
    }
    const r = (await app.router.invoke('settings', 'get', [], APP_SENDER)) as Result<unknown>
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.error.code).toBe('internal')
    expect(r.error.message).toContain(logDir)
    expect(app.logs.join('\n')).toContain('disk full')
  })

  it('Settings can open the log folder in <user data>/logs; app.info names it', async () => {
    app = createTestApp()
    const logDir = logDirOf(app.dataDir)
    expect(logDir).toBe(join(app.dataDir, 'logs'))
    expect(await app.router.invoke('app', 'info', [], APP_SENDER)).toMatchObject({ ok: true, value: { logDir } })
    expect(await app.router.invoke('app', 'openLogFolder', [], APP_SENDER)).toEqual({ ok: true, value: logDir })
    expect(app.openedFolders).toEqual([logDir])
    expect(existsSync(logDir)).toBe(true)
  })
})
