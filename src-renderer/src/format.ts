// Numbers and dates in a locale (de-DE: 1.234,56 and DD.MM.YYYY). Pure functions of a locale tag.

// Building an Intl.NumberFormat costs far more than formatting with one: a grid or table formats
// hundreds of cells per redraw, so each locale and precision gets one formatter.
const numberFormats = new Map<string, Intl.NumberFormat>()

export function formatNumber(locale: string, value: number, fractionDigits?: number): string {
  const key = `${locale}|${fractionDigits ?? ''}`
  let f = numberFormats.get(key)
  if (!f) {
    const opts: Intl.NumberFormatOptions =
      fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
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

/**
 * A number as typed in the UI's language: German "1.234,5" and English "1,234.5" read as 1234.5. A lone
 * separator followed by exactly three digits groups thousands ("1.250" in German is 1250); otherwise it
 * is the decimal mark ("72.5" and "72,5" are 72.5 in either language). Anything else is NaN.
 */
export function parseNumber(raw: string, language: 'de' | 'en' = 'de'): number {
  const s = raw.trim().replace(/[\s\u00a0\u202f]/g, '')
  if (!/^-?\d[\d.,]*$/.test(s)) return NaN
  const [group, decimal] = language === 'de' ? ['.', ','] : [',', '.']
  const hasGroup = s.includes(group)
  const hasDecimal = s.includes(decimal)
  let plain: string
  if (hasGroup && hasDecimal) plain = s.split(group).join('').replace(decimal, '.')
  else if (hasGroup) plain = /^-?\d{1,3}(\.\d{3})+$|^-?\d{1,3}(,\d{3})+$/.test(s) ? s.split(group).join('') : s.replace(group, '.')
  else if (hasDecimal) plain = s.replace(decimal, '.')
  else plain = s
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : NaN
}

type DatePart = 'day' | 'month' | 'year'
const datePatterns = new Map<string, { order: DatePart[]; separator: string }>()

/** The order of day, month and year in a locale's numeric date (de-DE: day.month.year; en-US: month/day/year) and its separator. */
export function datePattern(locale: string): { order: DatePart[]; separator: string } {
  let p = datePatterns.get(locale)
  if (!p) {
    const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(2001, 10, 22))
    const order = parts.filter((x): x is Intl.DateTimeFormatPart & { type: DatePart } => x.type === 'day' || x.type === 'month' || x.type === 'year').map((x) => x.type)
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
