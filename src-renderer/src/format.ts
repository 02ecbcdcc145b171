// Numbers and dates in a locale (de-DE: 1.234,56 and DD.MM.YYYY). Pure functions of a locale tag.

export function formatNumber(locale: string, value: number, fractionDigits?: number): string {
  const opts: Intl.NumberFormatOptions =
    fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
  return new Intl.NumberFormat(locale, opts).format(value)
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
