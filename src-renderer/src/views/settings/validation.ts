// Client-side checks with the contract's SettingsPatch rules, for immediate feedback.
import { CACHE_CAP_MAX, CACHE_CAP_MIN, TILE_URL_MAX, TILE_URL_PATTERN } from '@shared/bridge/settings-rules'

export { CACHE_CAP_MAX, CACHE_CAP_MIN }
const TILE_URL = new RegExp(TILE_URL_PATTERN)

/** http(s) and the three placeholders {z}, {x}, {y} in that order, as the contract requires. */
export function isValidTileUrl(url: string): boolean {
  const s = url.trim()
  return TILE_URL.test(s) && s.length <= TILE_URL_MAX
}

/** Vue's v-model on a number input hands over a number once the field holds one. */
export function isValidCacheCap(value: string | number): boolean {
  const text = String(value).trim()
  if (!/^\d+$/.test(text)) return false
  const n = Number(text)
  return n >= CACHE_CAP_MIN && n <= CACHE_CAP_MAX
}
