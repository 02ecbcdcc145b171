// Huge arguments from a compromised renderer are refused by their size, before the schema check walks
// them: a 1 MB and a 4 MB Uint8Array where a call takes no bytes, an object of a million keys, a string
// of 8 M characters, a million-element array and 10,000 levels of nesting each get the usual
// invalid-argument error naming the limit, main answers the next call, and the arguments the app's own
// pages send with bytes (a photo, an imported file) still reach their handler.
import { afterEach, describe, expect, it } from 'vitest'
import type { AppError, Result } from '@shared/bridge/errors'
import { IMAGE_MAX_BYTES } from '@shared/api/limits'
import { contract, type CallSpec } from '@shared/bridge/contract'
import { TRANSACTION_FILE_MAX_BYTES } from '@shared/bridge/transaction-fields'
import { DEFAULT_ARGUMENT_LIMITS, limitsFor } from '@main/ipc/argument-bounds'
import { encodeCall } from '@shared/bridge/wire'
import { APP_SENDER, createTestApp, type TestApp } from '../../helpers/platform'

let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

const invoke = (domain: string, name: string, ...args: unknown[]): Promise<Result<unknown>> =>
  app!.router.invoke(domain, name, args, APP_SENDER)

/** A call as the app's preload sends it: one JSON string and its byte blocks. */
const invokeWire = (domain: string, name: string, ...args: unknown[]): Promise<Result<unknown>> => {
  const wire = encodeCall(args)
  return app!.router.invokeWire(domain, name, wire.json, wire.bytes, APP_SENDER)
}

async function refused(domain: string, name: string, ...args: unknown[]): Promise<AppError> {
  const r = await invoke(domain, name, ...args)
  if (r.ok) throw new Error(`${domain}.${name} answered ${JSON.stringify(r.value)}`)
  return r.error
}

function manyKeys(n: number): Record<string, number> {
  const o: Record<string, number> = {}
  for (let i = 0; i < n; i++) o[`k${i}`] = i
  return o
}

function nested(levels: number): unknown {
  let v: unknown = 'x'
  for (let i = 0; i < levels; i++) v = [v]
  return v
}

describe('arguments beyond their size', () => {
  it.each([
    ['a 1 MB Uint8Array', () => new Uint8Array(1024 * 1024), /takes no binary data/],
    ['a 4 MB Uint8Array', () => new Uint8Array(4 * 1024 * 1024), /takes no binary data/],
    ['an object of a million keys', () => manyKeys(1_000_000), /more than 1000 keys/],
    ['a string of 8 M characters', () => 'a'.repeat(8_000_000), /more than 4000000 characters/],
    ['an array of a million elements', () => new Array(1_000_000).fill(0), /more than 100000 elements/],
    ['10,000 levels of nesting', () => nested(10_000), /nested deeper than 32 levels/]
  ])(
    'refuses %s with the invalid-argument error naming the limit, and main answers the next call',
    async (_, make, limit) => {
      app = createTestApp({ locale: 'en-GB' })
      const huge = make()
      const [answer, next] = await Promise.all([refused('settings', 'update', huge), invoke('settings', 'get')])
      expect(answer.code).toBe('invalid_argument')
      expect(answer.message).toMatch(/^Invalid arguments for settings\.update: /)
      expect(answer.message).toMatch(limit)
      expect(answer.fieldErrors?.arguments?.[0]).toMatch(limit)
      expect(next).toMatchObject({ ok: true, value: { language: 'en' } })
    },
    120_000
  )

  it('refuses a photo larger than the photo limit by its size, and bytes hidden in another argument', async () => {
    app = createTestApp()
    const tooLarge = await refused('photos', 'add', 'property-1', {
      name: 'huge.jpg',
      bytes: new Uint8Array(IMAGE_MAX_BYTES + 1)
    })
    expect(tooLarge.message).toMatch(new RegExp(`more than ${IMAGE_MAX_BYTES} bytes of binary data`))
    // Each call's limit is its own: a photo's allowance does not let bytes in through the property id.
    const hidden = await refused('photos', 'add', new Uint8Array(1024), { name: 'a.jpg', bytes: new Uint8Array(8) })
    expect(hidden.code).toBe('invalid_argument')
  }, 120_000)

  it('lets the large arguments of the app itself through to their handler: a photo, an imported file', async () => {
    app = createTestApp({ locale: 'en-GB' })
    // A 20 MB "photo" that is no image: past the bounds and the schema, the photo queue refuses it as such.
    const photo = await invoke('photos', 'add', 'property-1', {
      name: 'scan.jpg',
      bytes: new Uint8Array(20 * 1024 * 1024)
    })
    expect(photo).toMatchObject({ ok: true, value: { state: 'refused', reason: 'not_image' } })
    // A 10 MB CSV file of 200,000 rows reaches the import.
    const rows = [
      'Datum;Kaufpreis;Fläche',
      ...Array.from({ length: 200_000 }, (_, i) => `2024-01-01;${300_000 + i};80`)
    ]
    const bytes = new TextEncoder().encode(rows.join('\n'))
    const load = await invoke('transactions', 'load', { name: 'kaufpreise.csv', bytes })
    if (!load.ok) expect(load.error.message).not.toMatch(/^Invalid arguments/)
  }, 120_000)
})

describe('arguments as the preload sends them', () => {
  it.each([
    ['a 4 MB Uint8Array', () => new Uint8Array(4 * 1024 * 1024), /takes no binary data/],
    ['an object of a million keys', () => manyKeys(1_000_000), /larger than \d+ characters/],
    ['an object of 200,000 keys', () => manyKeys(200_000), /more than 1000 keys/],
    ['a string of 8 M characters', () => 'a'.repeat(8_000_000), /more than 4000000 characters/],
    ['an array of a million elements', () => new Array(1_000_000).fill(0), /larger than \d+ characters|more than/],
    ['an array of 150,000 elements', () => new Array(150_000).fill(0), /more than 100000 elements/]
  ])(
    'refuses %s from its JSON text, naming the limit, and main answers the next call',
    async (_, make, limit) => {
      app = createTestApp({ locale: 'en-GB' })
      const [answer, next] = await Promise.all([
        invokeWire('settings', 'update', make()),
        invokeWire('settings', 'get')
      ])
      expect(answer.ok).toBe(false)
      if (answer.ok) return
      expect(answer.error.code).toBe('invalid_argument')
      expect(answer.error.message).toMatch(/^Invalid arguments for settings\.update: /)
      expect(answer.error.message).toMatch(limit)
      expect(next).toMatchObject({ ok: true, value: { language: 'en' } })
    },
    120_000
  )

  it('refuses what the preload never sends: page objects in place of the JSON, bytes outside the list', async () => {
    app = createTestApp({ locale: 'en-GB' })
    const asObjects = await app.router.invokeWire('settings', 'update', { language: 'de' }, [], APP_SENDER)
    expect(asObjects).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
    const bytesAsJson = await app.router.invokeWire('settings', 'update', '[{}]', new Uint8Array(4), APP_SENDER)
    expect(bytesAsJson).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
    // Nothing was changed by either.
    expect(await invokeWire('settings', 'get')).toMatchObject({ ok: true, value: { language: 'en' } })
  }, 120_000)

  it('carries the large arguments of the app itself to their handler: a setting, a photo, an imported file', async () => {
    app = createTestApp({ locale: 'en-GB' })
    expect(await invokeWire('settings', 'update', { language: 'de' })).toMatchObject({ ok: true })
    expect(await invokeWire('settings', 'get')).toMatchObject({ ok: true, value: { language: 'de' } })
    const photo = await invokeWire('photos', 'add', 'property-1', {
      name: 'scan.jpg',
      bytes: new Uint8Array(20 * 1024 * 1024)
    })
    expect(photo).toMatchObject({ ok: true, value: { state: 'refused', reason: 'not_image' } })
    const rows = ['Datum;Kaufpreis;Fläche', ...Array.from({ length: 1_000 }, (_, i) => `2024-01-01;${300_000 + i};80`)]
    const load = await invokeWire('transactions', 'load', {
      name: 'kaufpreise.csv',
      bytes: new TextEncoder().encode(rows.join('\n'))
    })
    expect(load).toMatchObject({ ok: true })
  }, 120_000)
})

describe('the limits of each call', () => {
  it('are the bytes its contract declares, and none where it declares none', () => {
    const args = (domain: string, name: string) =>
      (contract as unknown as Record<string, Record<string, CallSpec>>)[domain]![name]!.args
    expect(limitsFor(args('photos', 'add')).bytes).toBe(IMAGE_MAX_BYTES)
    expect(limitsFor(args('transactions', 'load')).bytes).toBe(TRANSACTION_FILE_MAX_BYTES)
    expect(limitsFor(args('exports', 'savePng')).bytes).toBe(20 * 1024 * 1024)
    expect(limitsFor(args('exports', 'copy')).bytes).toBe(20 * 1024 * 1024)
    expect(limitsFor(args('settings', 'update')).bytes).toBe(0)
    // The clipboard's text and HTML together fit the characters a call takes.
    expect(limitsFor(args('exports', 'copy')).chars).toBeGreaterThanOrEqual(3_000_000)
    expect(limitsFor(args('settings', 'update')).chars).toBe(DEFAULT_ARGUMENT_LIMITS.chars)
  })
})
