import { describe, expect, it } from 'vitest'
import {
  parseJsonWithoutDirectionControls,
  stripDirectionControls,
  withoutDirectionControls
} from '@shared/format/direction-controls'

const RLO = '\u202e'

describe('direction controls', () => {
  it('leaves right-to-left text itself alone and removes only the explicit controls', () => {
    expect(withoutDirectionControls(`${RLO}Altona\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069`)).toBe('Altona')
    expect(withoutDirectionControls('שלום Straße \u200f')).toBe('שלום Straße \u200f')
  })

  it('cleans every string at any depth, keeps bytes as they are and a key named __proto__ a key', () => {
    const bytes = new Uint8Array([0xe2, 0x80, 0xae])
    const args = JSON.parse(
      `[{"label":"a${RLO}b","__proto__":{"x":"c${RLO}"},"list":["d${RLO}",1,null,true]},"e${RLO}"]`
    ) as unknown[]
    args.push(bytes)
    const out = stripDirectionControls(args)
    expect(out).toEqual([{ label: 'ab', ['__proto__']: { x: 'c' }, list: ['d', 1, null, true] }, 'e', bytes])
    expect(Object.getPrototypeOf(out[0])).toBe(Object.prototype)
    expect(Object.keys(out[0] as object)).toContain('__proto__')
    expect(out[2]).toBe(bytes)
  })

  it('parses JSON with the controls written as characters or as escapes', () => {
    expect(parseJsonWithoutDirectionControls(`{"a":"x${RLO}y"}`)).toEqual({ a: 'xy' })
    expect(parseJsonWithoutDirectionControls('{"a":"x\\u202Ey","b":["\\u2066z"]}')).toEqual({ a: 'xy', b: ['z'] })
    expect(parseJsonWithoutDirectionControls('{"a":"plain"}')).toEqual({ a: 'plain' })
    // Repeated calls do not depend on a regular expression's state.
    for (let i = 0; i < 3; i++) expect(parseJsonWithoutDirectionControls(`["${RLO}"]`)).toEqual([''])
  })
})
