// The OS keychain on a real Secret Service (gnome-keyring in a private D-Bus session; run through
// tests/keychain-session.sh). Without a reachable Secret Service these tests fail, they do not skip.
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ConnectionView } from '@shared/bridge/contract'
import type { Result } from '@shared/bridge/errors'
import { selfTestKeychain } from '@main/keychain'
import { createNapiKeychain } from '@main/keychain/napi-keyring'
import { APP_SENDER, createTestApp, createTestOsKeychain, tempDir, type TestApp } from '../../helpers/platform'

const run = promisify(execFile)
const apps: TestApp[] = []
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close()
})

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? filesUnder(p) : [p]
  })
}

async function call<T>(app: TestApp, domain: string, name: string, ...args: unknown[]): Promise<Result<T>> {
  return (await app.router.invoke(domain, name, args, APP_SENDER)) as Result<T>
}

describe('keychain on the Secret Service', () => {
  it('passes the start-up self-test (write, read back, delete)', async () => {
    expect(process.env.DBUS_SESSION_BUS_ADDRESS, 'run through tests/keychain-session.sh').toBeTruthy()
    await selfTestKeychain(createNapiKeychain())
  })

  it('stores, reads and deletes a key per connection id', async () => {
    const kc = createTestOsKeychain()
    await kc.set('vendor', 'first-key-0001')
    await kc.set('c-office', 'second-key-0002')
    expect(await kc.get('vendor')).toBe('first-key-0001')
    await kc.set('vendor', 'replaced-key-0003')
    expect(await kc.get('vendor')).toBe('replaced-key-0003')
    expect(await kc.get('c-office')).toBe('second-key-0002')
    expect(await kc.delete('vendor')).toBe(true)
    expect(await kc.delete('vendor')).toBe(false)
    expect(await kc.get('vendor')).toBeNull()
    await kc.delete('c-office')
  })

  it('keeps a saved key out of every file in the data folder, and finds it again after a restart', async () => {
    const keychain = createTestOsKeychain()
    const dataDir = tempDir()
    const key = `vendor-${Math.random().toString(36).slice(2)}-Zq9X`
    const first = createTestApp({ keychain, dataDir })
    apps.push(first)
    const custom = await call<ConnectionView>(first, 'connections', 'save', {
      name: 'Office',
      baseUrl: 'https://office.example'
    })
    expect(custom.ok).toBe(true)
    expect(await call(first, 'connections', 'setKey', 'vendor', key)).toMatchObject({
      ok: true,
      value: { hasKey: true, keyLast4: 'Zq9X' }
    })
    await call(first, 'settings', 'update', { language: 'de' })
    expect(await keychain.get('vendor')).toBe(key)

    const files = filesUnder(dataDir)
    expect(files.some((f) => f.endsWith('settings.json'))).toBe(true)
    for (const file of files) {
      const bytes = readFileSync(file)
      expect(bytes.includes(Buffer.from(key, 'utf8')), file).toBe(false)
      expect(bytes.includes(Buffer.from(key, 'utf16le')), file).toBe(false)
      expect(bytes.includes(Buffer.from(Buffer.from(key).toString('base64'))), file).toBe(false)
    }

    const second = createTestApp({ keychain, dataDir })
    apps.push(second)
    const list = await call<ConnectionView[]>(second, 'connections', 'list')
    expect(list.ok && list.value.find((c) => c.id === 'vendor')).toMatchObject({
      hasKey: true,
      keyLast4: 'Zq9X',
      active: true
    })
    expect(await call(second, 'connections', 'clearKey', 'vendor')).toMatchObject({
      ok: true,
      value: { hasKey: false }
    })
    expect(await keychain.get('vendor')).toBeNull()
  })

  it('says clearly when no keychain can be reached', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./fixtures/keychain-unreachable.ts', import.meta.url))],
      {
        env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/lagebild-no-bus' }
      }
    )
    const { selfTest, setKey } = JSON.parse(stdout)
    expect(selfTest).toMatchObject({ ok: false, name: 'ServiceError', appError: { code: 'keychain_unavailable' } })
    expect(setKey).toMatchObject({
      ok: false,
      error: { code: 'keychain_unavailable', message: expect.stringMatching(/Secret Service/) }
    })
    expect(stdout).not.toContain('would-be-key-0000')
  })
})
