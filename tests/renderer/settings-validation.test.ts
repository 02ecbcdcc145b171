// The Settings form's own checks, which mirror the contract's SettingsPatch schema.
import { describe, expect, it } from 'vitest'
import { isValidCacheCap, isValidTileUrl } from '@renderer/views/settings/validation'

describe('settings checks', () => {
  it('accepts a tile URL only with {z}, {x} and {y} over http(s)', () => {
    expect(isValidTileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true)
    expect(isValidTileUrl('https://tiles.example/{x}/{y}.png')).toBe(false)
    expect(isValidTileUrl('ftp://tiles.example/{z}/{x}/{y}.png')).toBe(false)
  })

  it('accepts a storage limit as typed text or as the number a number field gives', () => {
    expect(isValidCacheCap('750')).toBe(true)
    expect(isValidCacheCap(750)).toBe(true)
    expect(isValidCacheCap(5)).toBe(false)
    expect(isValidCacheCap('7.5')).toBe(false)
    expect(isValidCacheCap('')).toBe(false)
  })
})
