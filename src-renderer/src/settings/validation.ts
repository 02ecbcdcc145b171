// Client-side checks with the contract's SettingsPatch rules, for immediate feedback.
import type { Language } from '@shared/language'
import { CACHE_CAP_MAX, CACHE_CAP_MIN, TILE_URL_MAX, TILE_URL_PATTERN } from '@shared/bridge/settings-rules'
import { readNumber, type NumberReading } from '@shared/format/number-reader'

export { CACHE_CAP_MAX, CACHE_CAP_MIN }
const TILE_URL = new RegExp(TILE_URL_PATTERN)

/** http(s) and the three placeholders {z}, {x}, {y} in that order, as the contract requires. */
export function isValidTileUrl(url: string): boolean {
  const s = url.trim()
  return TILE_URL.test(s) && s.length <= TILE_URL_MAX
}

export type CacheCapReading = NumberReading | { ok: false; reason: 'out_of_range' }

/** The storage limit as typed, read like every number of the app ("1.000" is 1000 in German): a whole number of MB within the contract's range. */
export function readCacheCap(raw: string, language: Language): CacheCapReading {
  const r = readNumber(raw, language)
  if (!r.ok) return r
  return Number.isInteger(r.value) && r.value >= CACHE_CAP_MIN && r.value <= CACHE_CAP_MAX
    ? r
    : { ok: false, reason: 'out_of_range' }
}
