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
