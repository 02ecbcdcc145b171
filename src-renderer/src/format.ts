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
