// The call as it crosses from the renderer to main: what the page passes arrives as it was, and a call
// too large in any dimension is refused from the JSON text before anything is built from it, after
// reading only as far as the first limit passed.
import { describe, expect, it } from 'vitest'
import { decodeCall, encodeCall, type WireLimits } from '@shared/bridge/wire'
import { DEFAULT_ARGUMENT_LIMITS } from '@main/ipc/argument-bounds'

const LIMITS: WireLimits = { ...DEFAULT_ARGUMENT_LIMITS, bytes: 1 << 20 }

function roundTrip(args: unknown[], limits = LIMITS) {
  const wire = encodeCall(args)
  return decodeCall(wire.json, wire.bytes, limits)
}

function manyKeys(n: number): Record<string, number> {
  const o: Record<string, number> = {}
  for (let i = 0; i < n; i++) o[`k${i}`] = i
  return o
}

describe('a call crossing the bridge', () => {
  it('arrives as the page passed it: bytes, optional arguments left out, nesting, text with escapes', () => {
    const photo = new Uint8Array([0xff, 0xd8, 0x00, 0x22, 0x5c])
    const args = [
      'id-1',
      undefined,
      { name: 'Gasstraße "7"\n\\', photo, list: [1, undefined, null, { deep: [true, false] }] },
      [photo]
    ]
    const decoded = roundTrip(args)
    expect(decoded.ok).toBe(true)
    if (!decoded.ok) return
    expect(decoded.args).toHaveLength(4)
    expect(decoded.args[1]).toBeUndefined()
    const third = decoded.args[2] as { name: string; photo: Uint8Array; list: unknown[] }
    expect(third.name).toBe('Gasstraße "7"\n\\')
    expect(third.photo).toBeInstanceOf(Uint8Array)
    expect([...third.photo]).toEqual([...photo])
    expect(third.list).toEqual([1, undefined, null, { deep: [true, false] }])
    expect((decoded.args[3] as Uint8Array[])[0]).toBeInstanceOf(Uint8Array)
  })

  it('keeps keys such as __proto__ as keys, even holding bytes', () => {
    const json = '[{"__proto__":{"\\u0000bytes":0},"toString":1}]'
    const decoded = decodeCall(json, [new Uint8Array([1])], LIMITS)
    expect(decoded.ok).toBe(true)
    if (!decoded.ok) return
    const arg = decoded.args[0] as object
    expect(Object.getPrototypeOf(arg)).toBe(Object.prototype)
    expect(Object.keys(arg)).toEqual(['__proto__', 'toString'])
  })

  it('refuses an object of a million keys after reading the first thousand or so, not the whole', () => {
    const wire = encodeCall([manyKeys(1_000_000)])
    const decoded = decodeCall(wire.json, wire.bytes, { ...LIMITS, chars: 40_000_000, values: 2_000_000 })
    expect(decoded).toMatchObject({ ok: false, problem: 'an argument has more than 1000 keys' })
    if (decoded.ok) return
    expect(decoded.read).toBeLessThan(wire.json.length / 100)
  })

  it('refuses by its length alone a call larger than its limits allow, reading none of it', () => {
    const wire = encodeCall([manyKeys(1_000_000)])
    const decoded = decodeCall(wire.json, wire.bytes, LIMITS)
    expect(decoded).toMatchObject({ ok: false, read: 0 })
    if (decoded.ok) return
    expect(decoded.problem).toMatch(/larger than \d+ characters/)
  })

  it('refuses long arrays, deep nesting, many values and long text, each naming its limit', () => {
    const wide = { ...LIMITS, chars: 100_000_000, values: 100_000_000 }
    const cases: Array<[unknown[], WireLimits, RegExp]> = [
      [[Array.from({ length: 200_000 }, () => 0)], wide, /more than 100000 elements/],
      [[{ a: { b: { c: { d: 1 } } } }], { ...LIMITS, depth: 3 }, /nested deeper than 3 levels/],
      [[Array.from({ length: 900 }, () => Array.from({ length: 900 }, () => 1))], LIMITS, /more than 200000 values/],
      [['x'.repeat(9_000_000)], { ...LIMITS, values: 2_000_000 }, /more than 4000000 characters of text/]
    ]
    for (const [args, limits, problem] of cases) {
      const wire = encodeCall(args)
      const decoded = decodeCall(wire.json, wire.bytes, limits)
      expect(decoded.ok).toBe(false)
      if (decoded.ok) continue
      expect(decoded.problem).toMatch(problem)
      expect(decoded.read).toBeLessThan(wire.json.length)
    }
    // Nesting JSON.stringify itself cannot write: a hostile renderer's own text.
    const deep = `[${'['.repeat(100_000)}${']'.repeat(100_000)}]`
    expect(decodeCall(deep, [], LIMITS)).toMatchObject({
      ok: false,
      problem: 'the arguments are nested deeper than 32 levels',
      read: 34
    })
  })

  it('counts an empty array as no element, and text inside strings as text, not structure', () => {
    const args = [{ a: [], b: '{[,:]}'.repeat(1000), c: [[], [], []] }]
    expect(roundTrip(args, { ...LIMITS, keys: 3, items: 3 }).ok).toBe(true)
    expect(roundTrip([{ a: 1, b: 2, c: 3, d: 4 }], { ...LIMITS, keys: 3 })).toMatchObject({
      ok: false,
      problem: 'an argument has more than 3 keys'
    })
    expect(roundTrip([[1, 2, 3, 4]], { ...LIMITS, items: 3 })).toMatchObject({
      ok: false,
      problem: 'an argument has more than 3 elements'
    })
  })

  it('refuses bytes a call does not take, or more than it takes, before reading the JSON', () => {
    const wire = encodeCall([new Uint8Array(10)])
    expect(decodeCall(wire.json, wire.bytes, { ...LIMITS, bytes: 0 })).toMatchObject({
      ok: false,
      problem: 'this call takes no binary data'
    })
    expect(decodeCall(wire.json, wire.bytes, { ...LIMITS, bytes: 9 })).toMatchObject({
      ok: false,
      problem: 'the arguments hold more than 9 bytes of binary data'
    })
  })

  it('refuses what the preload never sends: no string, no byte list, objects for bytes, bad JSON, markers naming no block', () => {
    const refusals: Array<[unknown, unknown, RegExp]> = [
      [{ '0': 'x' }, [], /did not arrive as the bridge sends it/],
      ['[]', 'bytes', /did not arrive as the bridge sends it/],
      ['[]', [{ byteLength: 1 }], /did not arrive as the bridge sends it/],
      ['[]', Array.from({ length: 17 }, () => new Uint8Array(1)), /more than 16 blocks/],
      ['[1,', [], /not valid JSON/],
      ['{"a":1}', [], /not a list/],
      ['[{"\\u0000bytes":3}]', [new Uint8Array(1)], /binary data that was not sent/],
      ['[{"\\u0000bytes":0,"x":1}]', [new Uint8Array(1)], /binary data that was not sent/]
    ]
    for (const [json, bytes, problem] of refusals) {
      const decoded = decodeCall(json, bytes, LIMITS)
      expect(decoded.ok).toBe(false)
      if (!decoded.ok) expect(decoded.problem).toMatch(problem)
    }
  })

  it('cannot be encoded from what JSON cannot carry, so the preload sends nothing', () => {
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(() => encodeCall([cycle])).toThrow(TypeError)
    expect(() => encodeCall([10n])).toThrow(TypeError)
  })
})
