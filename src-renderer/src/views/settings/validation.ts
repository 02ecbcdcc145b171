// Client-side checks mirroring the contract's SettingsPatch schema, for immediate feedback.
export const CACHE_CAP_MIN = 10
export const CACHE_CAP_MAX = 100000

/** http(s) and the three placeholders {z}, {x}, {y} in that order, as the contract requires. */
export function isValidTileUrl(url: string): boolean {
  const s = url.trim()
  return /^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/.test(s) && s.length <= 500
}

export function isValidCacheCap(value: string): boolean {
  if (!/^\d+$/.test(value.trim())) return false
  const n = Number(value)
  return n >= CACHE_CAP_MIN && n <= CACHE_CAP_MAX
}
