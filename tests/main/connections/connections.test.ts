// Connection rules: built-ins, custom connections, keys only as hasKey/keyLast4, the active default.
import { afterEach, describe, expect, it } from 'vitest'
import type { ConnectionView } from '@shared/bridge/contract'
import type { Result } from '@shared/bridge/errors'
import { APP_SENDER, createMemoryKeychain, createTestApp, type TestApp } from '../../helpers/platform'

let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function call<T>(domain: string, name: string, ...args: unknown[]): Promise<T> {
  const r = (await app!.router.invoke(domain, name, args, APP_SENDER)) as Result<T>
  if (!r.ok) throw new Error(`${domain}.${name}: ${r.error.code} ${r.error.message}`)
  return r.value
}
async function fails(domain: string, name: string, ...args: unknown[]) {
  const r = await app!.router.invoke(domain, name, args, APP_SENDER)
  if (r.ok) throw new Error(`${domain}.${name} should have failed`)
  return r.error
}

describe('connections', () => {
  it('starts with the built-in Sandbox (active) and Vendor at https://quis.de, neither removable', async () => {
    app = createTestApp()
    const list = await call<ConnectionView[]>('connections', 'list')
    expect(list).toEqual([
      {
        id: 'sandbox',
        kind: 'sandbox',
        name: 'Sandbox (built in)',
        baseUrl: '',
        hasKey: true,
        keyLast4: null,
        active: true
      },
      {
        id: 'vendor',
        kind: 'vendor',
        name: 'Vendor',
        baseUrl: 'https://quis.de',
        hasKey: false,
        keyLast4: null,
        active: false
      }
    ])
    expect(await fails('connections', 'remove', 'sandbox')).toMatchObject({ code: 'bad_request' })
    expect(await fails('connections', 'remove', 'vendor')).toMatchObject({ code: 'bad_request' })
    expect(await call<ConnectionView[]>('connections', 'list')).toHaveLength(2)
  })

  it('adds, edits and removes a custom connection; removing it deletes its key', async () => {
    const keychain = createMemoryKeychain()
    app = createTestApp({ keychain })
    const added = await call<ConnectionView>('connections', 'save', {
      name: ' Office proxy ',
      baseUrl: 'https://proxy.example.org/'
    })
    expect(added).toMatchObject({
      kind: 'custom',
      name: 'Office proxy',
      baseUrl: 'https://proxy.example.org',
      hasKey: false,
      active: false
    })
    const edited = await call<ConnectionView>('connections', 'save', {
      id: added.id,
      name: 'Office',
      baseUrl: 'https://10.0.0.5:8080'
    })
    expect(edited).toMatchObject({ id: added.id, name: 'Office', baseUrl: 'https://10.0.0.5:8080' })
    await call('connections', 'setKey', added.id, 'office-key-9876')
    expect(keychain.entries.get(added.id)).toBe('office-key-9876')

    const after = await call<ConnectionView[]>('connections', 'remove', added.id)
    expect(after.map((c) => c.id)).toEqual(['sandbox', 'vendor'])
    expect(keychain.entries.has(added.id)).toBe(false)
    expect(await fails('connections', 'remove', added.id)).toMatchObject({ code: 'not_found' })
  })

  it('refuses base URLs that carry credentials or a query, and unknown ids', async () => {
    app = createTestApp()
    expect(await fails('connections', 'save', { name: 'x', baseUrl: 'https://user:pw@example.org' })).toMatchObject({
      code: 'invalid_argument',
      fieldErrors: { baseUrl: expect.any(Array) }
    })
    expect(
      await fails('connections', 'save', { name: 'x', baseUrl: 'https://example.org/?api_key=abc' })
    ).toMatchObject({ code: 'invalid_argument' })
    expect(
      await fails('connections', 'save', { id: 'c-nothere', name: 'x', baseUrl: 'https://example.org' })
    ).toMatchObject({ code: 'not_found' })
    expect(await fails('connections', 'setActive', 'c-nothere')).toMatchObject({ code: 'not_found' })
  })

  it('keeps keys in the keychain; the renderer sees only hasKey and the last four characters', async () => {
    const keychain = createMemoryKeychain()
    app = createTestApp({ keychain })
    const key = 'vendor-secret-key-ABCD1234'
    const view = await call<ConnectionView>('connections', 'setKey', 'vendor', `  ${key} `)
    expect(view).toMatchObject({ id: 'vendor', hasKey: true, keyLast4: '1234' })
    expect(keychain.entries.get('vendor')).toBe(key)
    const everything = JSON.stringify(await call('connections', 'list')) + JSON.stringify(await call('settings', 'get'))
    expect(everything).not.toContain(key)
    expect(everything).not.toContain('ABCD1234')

    const cleared = await call<ConnectionView>('connections', 'clearKey', 'vendor')
    expect(cleared).toMatchObject({ hasKey: false, keyLast4: null })
    expect(keychain.entries.has('vendor')).toBe(false)
    expect(await fails('connections', 'setKey', 'vendor', 'two words')).toMatchObject({ code: 'invalid_argument' })
  })

  it('the sandbox brings its own key: it cannot be set or cleared, and is never shown', async () => {
    app = createTestApp()
    expect(await fails('connections', 'setKey', 'sandbox', 'abcd')).toMatchObject({ code: 'invalid_argument' })
    expect(await fails('connections', 'clearKey', 'sandbox')).toMatchObject({ code: 'invalid_argument' })
  })

  it('the active connection: Sandbox until a vendor key is set, then Vendor, unless the user chose one', async () => {
    app = createTestApp()
    const activeOf = async () =>
      (await call<ConnectionView[]>('connections', 'list')).filter((c) => c.active).map((c) => c.id)
    expect(await activeOf()).toEqual(['sandbox'])
    await call('connections', 'setKey', 'vendor', 'vendor-key-0001')
    expect(await activeOf()).toEqual(['vendor'])
    expect(await call('settings', 'get')).toMatchObject({ activeConnectionId: 'vendor' })
    await call('connections', 'setActive', 'sandbox')
    expect(await activeOf()).toEqual(['sandbox'])

    const custom = await call<ConnectionView>('connections', 'save', { name: 'Mine', baseUrl: 'https://mine.example' })
    await call('connections', 'setActive', custom.id)
    expect(await activeOf()).toEqual([custom.id])
    // Removing the active connection falls back to the automatic choice.
    await call('connections', 'remove', custom.id)
    expect(await activeOf()).toEqual(['vendor'])
  })

  it('tells subscribers about every change', async () => {
    app = createTestApp()
    const events: ConnectionView[][] = []
    app.router.onEvent((name, payload) => {
      if (name === 'connectionsChanged') events.push(payload as ConnectionView[])
    })
    await call('connections', 'setKey', 'vendor', 'vendor-key-0002')
    await call('connections', 'setActive', 'vendor')
    expect(events).toHaveLength(2)
    expect(events[1].find((c) => c.id === 'vendor')).toMatchObject({ hasKey: true, keyLast4: '0002', active: true })
    expect(JSON.stringify(events)).not.toContain('vendor-key-0002')
  })
})
