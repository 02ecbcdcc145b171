// Dates as whole UTC days since 1970-01-01, the unit of the market's date columns.
const DAY_MS = 86_400_000

export const FIRST_DATE = '2018-02-01'

export function dateToDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
}

// Formatting dates is hot when thousands of offers are serialised: days 1990..2100 come from a table.
const TABLE_START = 7305 // 1990-01-01
const TABLE_END = 47482 // 2100-01-01
let table: string[] | null = null

export function dayToDate(day: number): string {
  if (day >= TABLE_START && day < TABLE_END) {
    table ??= Array.from({ length: TABLE_END - TABLE_START }, (_, k) =>
      new Date((TABLE_START + k) * DAY_MS).toISOString().slice(0, 10)
    )
    return table[day - TABLE_START]
  }
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

export function isValidDate(date: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
    dayToDate(dateToDay(date)) === date
  )
}

/** Yesterday (UTC) as YYYY-MM-DD. */
export function yesterday(now = Date.now()): string {
  return dayToDate(Math.floor(now / DAY_MS) - 1)
}

/** Fractional year of a day, e.g. 2022.5 for early July 2022. */
export function dayToYearFraction(day: number): number {
  const d = new Date(day * DAY_MS)
  const y = d.getUTCFullYear()
  const start = Date.UTC(y, 0, 1) / DAY_MS
  const end = Date.UTC(y + 1, 0, 1) / DAY_MS
  return y + (day - start) / (end - start)
}

export function dayToYear(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear()
}

/** First day of the month containing the day, as YYYY-MM-01. */
export function monthOf(day: number): string {
  return dayToDate(day).slice(0, 7) + '-01'
}
