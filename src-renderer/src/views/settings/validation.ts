// Client-side checks mirroring the contract's SettingsPatch schema, for immediate feedback.
export const CACHE_CAP_MIN = 10
export const CACHE_CAP_MAX = 100000

/** http(s) and the three placeholders {z}, {x}, {y} in that order, as the contract requires. */
export function isValidTileUrl(url: string): boolean {
  const s = url.trim()
  return /^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/.test(s) && s.length <= 500
}

/** Vue's v-model on a number input hands over a number once the field holds one. */
export function isValidCacheCap(value: string | number): boolean {
  const text = String(value).trim()
  if (!/^\d+$/.test(text)) return false
  const n = Number(text)
  return n >= CACHE_CAP_MIN && n <= CACHE_CAP_MAX
}
