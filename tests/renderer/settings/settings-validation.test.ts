// The Settings form's own checks, which mirror the contract's SettingsPatch schema.
import { describe, expect, it } from 'vitest'
import { isValidTileUrl, readCacheCap } from '@renderer/settings/validation'

describe('settings checks', () => {
  it('accepts a tile URL only with {z}, {x} and {y} over http(s)', () => {
    expect(isValidTileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true)
    expect(isValidTileUrl('https://tiles.example/{x}/{y}.png')).toBe(false)
    expect(isValidTileUrl('ftp://tiles.example/{z}/{x}/{y}.png')).toBe(false)
  })

  it('reads a storage limit with the number reader, a whole number within the contract range', () => {
    expect(readCacheCap('750', 'de')).toEqual({ ok: true, value: 750 })
    expect(readCacheCap('1.000', 'de')).toEqual({ ok: true, value: 1000 })
    expect(readCacheCap('1,000', 'en')).toEqual({ ok: true, value: 1000 })
    expect(readCacheCap('5', 'de')).toEqual({ ok: false, reason: 'out_of_range' })
    expect(readCacheCap('7.5', 'de')).toEqual({ ok: false, reason: 'out_of_range' })
    expect(readCacheCap('100001', 'en')).toEqual({ ok: false, reason: 'out_of_range' })
    expect(readCacheCap('', 'de')).toEqual({ ok: false, reason: 'empty' })
    expect(readCacheCap('zehn', 'de')).toEqual({ ok: false, reason: 'not_a_number' })
  })
})
