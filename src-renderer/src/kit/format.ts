// Numbers and dates in a locale (de-DE: 1.234,56 and DD.MM.YYYY). Pure functions of a locale tag.
import type { Language } from '@shared/language'
import { readNumber } from '@shared/format/number-reader'

/** What a cell or line shows where there is no figure, on screen and on paper. */
export const DASH = '–'

// Building an Intl.NumberFormat costs far more than formatting with one: a grid or table formats
// hundreds of cells per redraw, so each locale and precision gets one formatter.
const numberFormats = new Map<string, Intl.NumberFormat>()

export function formatNumber(locale: string, value: number, fractionDigits?: number): string {
  const key = `${locale}|${fractionDigits ?? ''}`
  let f = numberFormats.get(key)
  if (!f) {
    const opts: Intl.NumberFormatOptions =
      fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
    f = new Intl.NumberFormat(locale, opts)
    numberFormats.set(key, f)
  }
  return f.format(value)
}

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

export function formatDate(locale: string, value: string | number | Date): string {
  const d = toDate(value)
  if (!d) return String(value)
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(d)
}

export function formatDateTime(locale: string, value: string | number | Date): string {
  const d = toDate(value)
  if (!d) return String(value)
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit'
  }).format(d)
}

/** A number as typed in the UI's language, by the one reader (@shared/format/number-reader); NaN for an empty field or text that is not a number. */
export function parseNumber(raw: string, language: Language): number {
  const r = readNumber(raw, language)
  return r.ok ? r.value : NaN
}

type DatePart = 'day' | 'month' | 'year'
const datePatterns = new Map<string, { order: DatePart[]; separator: string }>()

/** The order of day, month and year in a locale's numeric date (de-DE: day.month.year; en-US: month/day/year) and its separator. */
export function datePattern(locale: string): { order: DatePart[]; separator: string } {
  let p = datePatterns.get(locale)
  if (!p) {
    const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(
      new Date(2001, 10, 22)
    )
    const order = parts
      .filter(
        (x): x is Intl.DateTimeFormatPart & { type: DatePart } =>
          x.type === 'day' || x.type === 'month' || x.type === 'year'
      )
      .map((x) => x.type)
    p = { order, separator: parts.find((x) => x.type === 'literal')?.value ?? '.' }
    datePatterns.set(locale, p)
  }
  return p
}

/** A date field's placeholder in the locale's order, with the letters of the UI language (TT.MM.JJJJ, DD/MM/YYYY). */
export function datePlaceholder(locale: string, letters: Record<DatePart, string>): string {
  const { order, separator } = datePattern(locale)
  return order.map((k) => letters[k]).join(separator)
}

/**
 * A date as typed in a locale's order ("22.11.2026", "22.11.26" read as 2026, "11/22/2026" in en-US) as
 * YYYY-MM-DD; an ISO date is read as it is. null when it is no date of the calendar.
 */
export function parseDate(raw: string, locale: string): string | null {
  const s = raw.trim()
  let y: number, m: number, d: number
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s)
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else {
    const nums = s.split(/[^\d]+/).filter(Boolean)
    if (nums.length !== 3 || !/^[\d\s./-]+$/.test(s)) return null
    const by = Object.fromEntries(datePattern(locale).order.map((k, i) => [k, nums[i]!])) as Record<DatePart, string>
    ;[y, m, d] = [Number(by.year.length === 2 ? `20${by.year}` : by.year), Number(by.month), Number(by.day)]
    if (by.year.length !== 2 && by.year.length !== 4) return null
  }
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}
