// Deterministic pseudo-randomness keyed by strings (division ids), so the same place always gets the
// same derived figures, independent of request order.
import { fnv1a } from '../hash'

/** A uniform number in [0, 1) fixed by the key. */
export function unit(...key: (string | number)[]): number {
  let x = fnv1a(key.join('|'))
  // One mulberry32 step decorrelates keys that differ in one character.
  x = (x + 0x6d2b79f5) >>> 0
  let t = Math.imul(x ^ (x >>> 15), x | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** A number in [min, max) fixed by the key. */
export function between(min: number, max: number, ...key: (string | number)[]): number {
  return min + (max - min) * unit(...key)
}

/** An approximately normal number (mean 0, sd 1) fixed by the key. */
export function normal(...key: (string | number)[]): number {
  let s = 0
  for (let i = 0; i < 4; i++) s += unit(...key, 'n', i)
  return (s - 2) * Math.sqrt(3)
}

/** One element of a list, fixed by the key. */
export function pick<T>(list: readonly T[], ...key: (string | number)[]): T {
  return list[Math.floor(unit(...key) * list.length) % list.length]
}

export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x))
export const round = (x: number, digits = 0): number => {
  const f = 10 ** digits
  return Math.round(x * f) / f
}
