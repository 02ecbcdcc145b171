// The one reader of typed numbers, for every field of every screen. It reads by the
// UI language: German groups with "." and marks decimals with ",", English the other way round; spaces,
// no-break spaces and apostrophes group in either. A lone mark of the other language is read as the
// decimal mark unless it groups exactly three digits ("72.5" is 72.5 in German, "1.250" is 1,250).
// Anything else is refused as a whole: never NaN, never the number of a prefix.

import type { Language } from '../language'

export type NumberReading = { ok: true; value: number } | { ok: false; reason: 'empty' | 'not_a_number' }

const SPACES = /[\s\u00a0\u2007\u2009\u202f]/g
const APOSTROPHES = /['\u2019]/g
const MARKS = { de: { decimal: ',', group: '.' }, en: { decimal: '.', group: ',' } } as const

const notANumber: NumberReading = { ok: false, reason: 'not_a_number' }

/** The digits of an integer part written with one kind of group separator (or none), or null. */
function integerDigits(part: string, separator: string | null): string | null {
  if (part === '') return '0'
  if (separator === null) return /^\d+$/.test(part) ? part : null
  const groups = part.split(separator)
  if (!/^\d{1,3}$/.test(groups[0]!) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return null
  return groups.join('')
}

export function readNumber(raw: string, language: Language): NumberReading {
  let s = raw.trim()
  if (s === '') return { ok: false, reason: 'empty' }
  let sign = ''
  if (/^[-\u2212+]/.test(s)) {
    sign = s[0] === '+' ? '' : '-'
    s = s.slice(1).trimStart()
  }
  // Spaces and apostrophes are one group separator each: "1 250", "1'250".
  s = s.replace(SPACES, ' ').replace(APOSTROPHES, "'")
  if (!/^[\d.,' ]+$/.test(s) || !/\d/.test(s)) return notANumber
  const { decimal: ownDecimal, group: ownGroup } = MARKS[language]

  let decimal: string | null = null
  const lastMark = Math.max(s.lastIndexOf(','), s.lastIndexOf('.'))
  if (s.includes(ownDecimal)) {
    if (s.indexOf(ownDecimal) !== s.lastIndexOf(ownDecimal) || lastMark !== s.lastIndexOf(ownDecimal)) return notANumber
    decimal = ownDecimal
  } else if (s.indexOf(ownGroup) !== -1 && s.indexOf(ownGroup) === s.lastIndexOf(ownGroup)) {
    const [before, after] = s.split(ownGroup) as [string, string]
    const groupsThree = /^\d{3}$/.test(after) && /^\d{1,3}$/.test(before) && !/^0+$/.test(before)
    if (!groupsThree) decimal = ownGroup
  }

  const at = decimal === null ? -1 : s.lastIndexOf(decimal)
  const intPart = at === -1 ? s : s.slice(0, at)
  const fraction = at === -1 ? '' : s.slice(at + 1)
  if (at !== -1 && !/^\d+$/.test(fraction)) return notANumber
  if (at !== -1 && intPart === '' && fraction === '') return notANumber

  const separators = new Set(intPart.replace(/\d/g, ''))
  if (separators.size > 1) return notANumber
  const [separator = null] = [...separators]
  if (separator !== null && separator !== ownGroup && separator !== ' ' && separator !== "'") return notANumber
  const digits = integerDigits(intPart, separator)
  if (digits === null) return notANumber
  const value = Number(`${sign}${digits}${fraction ? `.${fraction}` : ''}`)
  if (!Number.isFinite(value)) return notANumber
  return { ok: true, value: value === 0 ? 0 : value }
}

/** The number, or undefined for an empty field and NaN for text that is not one (for form checks that name the field). */
export function numberOrNaN(raw: string, language: Language): number | undefined {
  const r = readNumber(raw, language)
  return r.ok ? r.value : r.reason === 'empty' ? undefined : Number.NaN
}

/**
 * A latitude or longitude as typed: degrees are written with a decimal point or a decimal comma in
 * either language (GPS, maps), never with thousands groups, so "13.405" is 13.405 also in German.
 */
export function coordinateOrNaN(raw: string, language: Language): number | undefined {
  const m = /^\s*([-+−]?)(\d{1,3})(?:[.,](\d+))?\s*$/.exec(raw)
  if (m) return Number(`${m[1] === '' || m[1] === '+' ? '' : '-'}${m[2]}${m[3] ? `.${m[3]}` : ''}`)
  return numberOrNaN(raw, language)
}

/** JavaScript's shortest form of a number without an exponent: 1e+21 and 5e-324 as digits, since no one types those. */
function plainDigits(value: number): string {
  const text = String(value)
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (!m) return text
  const [, sign, head, tail = '', exp] = m
  const digits = head + tail
  const point = 1 + Number(exp)
  return sign + (point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : digits.padEnd(point, '0'))
}

/** A stored number as the user types it back: 72,5 in German and 72.5 in English, not grouped or rounded. */
export function numberForInput(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  const text = plainDigits(value)
  return language === 'de' ? text.replace('.', ',') : text
}
