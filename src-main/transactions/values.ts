// Cells as German Excel writes them: numbers with decimal commas and thousands dots ("250.000,00 €",
// "72,5 m²"; a dot followed by exactly three digits groups thousands, else it is the decimal mark),
// dates as dd.mm.yyyy (also d.m.yy, ISO, and XLSX date cells or serial numbers).
import { cellText, type Cell } from './table'

const UNITS = /(?:€|eur(?:o)?|m²|m2|qm|\/)/gi

export function readNumber(c: Cell): number | null {
  if (typeof c === 'number') return Number.isFinite(c) ? c : null
  if (typeof c !== 'string') return null
  const s = c.replace(UNITS, '').replace(/[\s\u00a0\u202f']/g, '')
  if (!/^[+-]?\d[\d.,]*$/.test(s)) return null
  let plain: string
  if (s.includes(',')) {
    const [int, frac, more] = s.split(',')
    if (more !== undefined || !/^[+-]?(\d{1,3}(\.\d{3})*|\d+)$/.test(int!) || !/^\d+$/.test(frac!)) return null
    plain = `${int!.replace(/\./g, '')}.${frac}`
  } else if (/^[+-]?\d{1,3}(\.\d{3})+$/.test(s)) plain = s.replace(/\./g, '')
  else plain = s
  return /^[+-]?\d+(\.\d+)?$/.test(plain) ? Number(plain) : null
}

const pad = (n: number) => String(n).padStart(2, '0')
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`

function calendar(y: number, m: number, d: number): string | null {
  const t = new Date(Date.UTC(y, m - 1, d))
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d ? iso(y, m, d) : null
}

/** Excel's day count (1900 system: day 1 is 1900-01-01, with its phantom 29 Feb 1900), for 1955 to 2100. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30)
const SERIAL_MIN = 20_090
const SERIAL_MAX = 73_050

/** YYYY-MM-DD, or null when the cell is no date of the calendar. */
export function readDate(c: Cell, thisYear = new Date().getUTCFullYear()): string | null {
  if (c instanceof Date) {
    if (Number.isNaN(c.getTime())) return null
    const t = new Date(Math.round(c.getTime() / 60_000) * 60_000)
    return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate())
  }
  if (typeof c === 'number') {
    if (!Number.isInteger(c) || c < SERIAL_MIN || c > SERIAL_MAX) return null
    const t = new Date(EXCEL_EPOCH + c * 86_400_000)
    return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate())
  }
  if (typeof c !== 'string') return null
  const s = c.trim().replace(/[ T]\d{1,2}:\d{2}(:\d{2})?$/, '')
  const de = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(s)
  if (de) {
    let y = Number(de[3])
    if (de[3]!.length === 2) y += y <= thisYear % 100 ? 2000 : 1900
    return calendar(y, Number(de[2]), Number(de[1]))
  }
  const isoMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  return isoMatch ? calendar(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3])) : null
}

/** A whole year ("1965", 1965); null for anything else. */
export function readYear(c: Cell): number | null {
  if (typeof c === 'number') return Number.isInteger(c) ? c : null
  if (typeof c !== 'string') return null
  const s = c.trim()
  return /^\d{4}$/.test(s) ? Number(s) : null
}

/** Text as written, whitespace folded, at most 300 characters. A leading =, +, - or @ stays text (see rows.ts). */
export function readText(c: Cell): string | null {
  const s = cellText(c).replace(/\s+/g, ' ').trim()
  return s ? s.slice(0, 300) : null
}
