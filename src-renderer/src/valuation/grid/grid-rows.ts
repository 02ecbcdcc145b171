// The input rows of the comparison grid: what each row shows for the subject and a column, how a cell
// is edited (number, text, date, choice), and how an edit is written back. Pure, so the grid component
// only lays them out and moves the focus.
import type { Language } from '@shared/language'
import { CONDITIONS, QUALITIES } from '@shared/api/enums'
import { readNumber, numberForInput } from '@shared/format/number-reader'
import {
  BALCONY_KINDS,
  FLOOR_POSITIONS,
  MODERNISATION_DEGREES,
  PRICE_TYPES,
  type Characteristics,
  type GridComparable,
  type GridSubject
} from '@shared/valuation/grid-types'
import { emptyReference } from '@shared/valuation/defaults'

/** A deep copy of grid data; structuredClone cannot copy Vue's reactive proxies. */
export const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T

export type Edit = 'number' | 'text' | 'date' | 'choice'
type Target = { subject: GridSubject } | { column: GridComparable }
export interface InputRow {
  key: string
  edit: Edit
  /** Rows the subject column has (characteristics); the others are blank there. */
  subject: boolean
  /** Choice rows: the values in order ('' = not known). */
  choices?: readonly string[]
  /** Shown only for houses. */
  houseOnly?: boolean
  /** Shown only when location is adjusted by Bodenrichtwerte. */
  landValueOnly?: boolean
  read(t: Target): string | number | boolean | null
  /** Writes the edit; returns false when the text does not fit the row (then nothing changes). */
  write(t: Target, raw: string, language: Language): boolean
}

const of = (t: Target): Partial<Characteristics> & Record<string, unknown> =>
  ('subject' in t ? t.subject : t.column) as never
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A number of the subject and the columns: an empty entry clears it, a number outside check is refused. */
function numberRow(
  key: string,
  check: (n: number) => boolean,
  extra: Partial<InputRow> = {},
  store: (c: ReturnType<typeof of>, n: number | null) => void = (c, n) => void (c[key] = n)
): InputRow {
  return {
    key,
    edit: 'number',
    subject: true,
    read: (t) => (of(t)[key] as number | null) ?? null,
    write(t, raw, language) {
      const r = readNumber(raw, language)
      if (!r.ok && r.reason === 'not_a_number') return false
      if (r.ok && !check(r.value)) return false
      store(of(t), r.ok ? r.value : null)
      return true
    },
    ...extra
  }
}
function choiceRow(key: keyof Characteristics, choices: readonly string[], extra: Partial<InputRow> = {}): InputRow {
  return {
    key,
    edit: 'choice',
    subject: true,
    choices: ['', ...choices],
    read: (t) => (of(t)[key] as string | null) ?? null,
    write(t, raw) {
      if (raw !== '' && !choices.includes(raw)) return false
      ;(of(t) as Record<string, unknown>)[key] = raw === '' ? null : raw
      return true
    },
    ...extra
  }
}
const year = (n: number) => Number.isInteger(n) && n >= 1000 && n <= 2200
const positive = (n: number) => n > 0 && n < 1e7
const euros = (n: number) => n >= 0 && n < 1e8

/** A row of the comparables only (blank in the subject column): reads and writes the column. */
function columnRow(
  key: string,
  edit: Edit,
  read: (c: GridComparable) => string | number | null,
  write: (c: GridComparable, raw: string, language: Language) => boolean,
  extra: Partial<InputRow> = {}
): InputRow {
  return {
    key,
    edit,
    subject: false,
    read: (t) => ('column' in t ? read(t.column) : null),
    write: (t, raw, language) => 'column' in t && write(t.column, raw, language),
    ...extra
  }
}
function columnText(key: 'label' | 'address', max: number): InputRow {
  return columnRow(
    key,
    'text',
    (c) => c[key],
    (c, raw) => {
      if (key === 'label' && !raw.trim()) return false
      c[key] = raw.trim().slice(0, max)
      return true
    }
  )
}
function columnNumber(key: 'pricePerSqm' | 'weight', check: (n: number) => boolean): InputRow {
  return columnRow(
    key,
    'number',
    (c) => c[key],
    (c, raw, language) => {
      const r = readNumber(raw, language)
      if (!r.ok || !check(r.value)) return false
      c[key] = r.value
      return true
    }
  )
}

/** The source's name (portal, Gutachterausschuss, Aktenzeichen) and its number (listing id, Kaufpreis number). */
const sourceName = columnRow(
  'sourceName',
  'text',
  ({ reference: s }) => (s.kind === 'offer' ? s.portal : s.kind === 'transaction' ? s.board : s.caseReference),
  ({ reference: s }, raw) => {
    const v = raw.trim().slice(0, 200)
    if (s.kind === 'offer') s.portal = v
    else if (s.kind === 'transaction') s.board = v
    else s.caseReference = v
    return true
  }
)
const sourceNumber = columnRow(
  'sourceNumber',
  'text',
  ({ reference: s }) => (s.kind === 'offer' ? s.listingId : s.kind === 'transaction' ? s.registerNumber : null),
  ({ reference: s }, raw) => {
    if (s.kind === 'offer') s.listingId = raw.trim().slice(0, 100)
    else if (s.kind === 'transaction') s.registerNumber = raw.trim().slice(0, 100)
    else return false
    return true
  }
)

export const INPUT_ROWS: readonly InputRow[] = [
  columnText('label', 300),
  columnRow(
    'priceType',
    'choice',
    (c) => c.priceType,
    (c, raw) => {
      if (!(PRICE_TYPES as readonly string[]).includes(raw)) return false
      if (c.priceType !== raw) {
        c.priceType = raw as GridComparable['priceType']
        c.reference = emptyReference(c.priceType)
        if (c.priceType !== 'offer') delete c.offerEndDate
      }
      return true
    },
    { choices: PRICE_TYPES }
  ),
  sourceName,
  sourceNumber,
  columnText('address', 300),
  columnRow(
    'priceDate',
    'date',
    (c) => c.priceDate || null,
    (c, raw) => {
      const v = raw.trim()
      if (v !== '' && !DATE.test(v)) return false
      c.priceDate = v
      return true
    }
  ),
  columnNumber('pricePerSqm', (n) => n > 0 && n < 1e6),
  columnNumber('weight', (n) => n >= 0 && n <= 100),
  numberRow('livingArea', positive),
  numberRow('buildingYear', year),
  numberRow('remainingLife', (n) => n >= 0 && n <= 200),
  numberRow('modernisationYear', year),
  choiceRow('modernisationDegree', MODERNISATION_DEGREES),
  choiceRow('condition', CONDITIONS),
  choiceRow('furnishing', QUALITIES),
  numberRow('floor', (n) => Number.isInteger(n) && n >= -5 && n <= 200),
  choiceRow('floorPosition', FLOOR_POSITIONS),
  choiceRow('balcony', BALCONY_KINDS),
  {
    key: 'elevator',
    edit: 'choice',
    subject: true,
    choices: ['', 'yes', 'no'],
    read: (t) => (of(t).elevator === null || of(t).elevator === undefined ? null : of(t).elevator ? 'yes' : 'no'),
    write(t, raw) {
      if (!['', 'yes', 'no'].includes(raw)) return false
      of(t).elevator = raw === '' ? null : raw === 'yes'
      return true
    }
  },
  numberRow('parkingEuro', euros),
  numberRow('kitchenEuro', euros),
  numberRow('landArea', positive, { houseOnly: true }),
  numberRow(
    'landValue',
    (n) => n > 0 && n < 1e6,
    { read: (t) => of(t).landValue?.value ?? null },
    (c, n) => {
      c.landValue =
        n === null
          ? null
          : {
              value: n,
              zone: c.landValue?.zone ?? '',
              stichtag: c.landValue?.stichtag ?? '',
              citation: c.landValue?.citation ?? ''
            }
    }
  ),
  landValuePart('landValueZone', 'zone', 'text'),
  landValuePart('landValueStichtag', 'stichtag', 'date'),
  landValuePart('landValueSource', 'citation', 'text'),
  numberRow(
    'locationScore',
    (n) => n >= 0 && n <= 1,
    { read: (t) => of(t).locationScore?.value ?? null },
    (c, n) => {
      // Entered by the appraiser: no longer the service's figure.
      c.locationScore = n === null ? null : { value: n, source: null }
    }
  )
]

/** The zone, Stichtag and citation of a Bodenrichtwert: entered after its value (a zone without a value is no Bodenrichtwert). */
function landValuePart(key: string, part: 'zone' | 'stichtag' | 'citation', edit: Edit): InputRow {
  return {
    key,
    edit,
    subject: true,
    landValueOnly: true,
    read: (t) => of(t).landValue?.[part] || null,
    write(t, raw) {
      const lv = of(t).landValue
      const v = raw.trim()
      if (!lv || (part === 'stichtag' && v !== '' && !DATE.test(v))) return false
      lv[part] = v.slice(0, part === 'citation' ? 500 : 100)
      return true
    }
  }
}

/** The text an input cell's editor starts with. */
export function editText(row: InputRow, value: ReturnType<InputRow['read']>, language: Language): string {
  if (value === null || value === undefined) return ''
  if (row.edit === 'number' && typeof value === 'number') return numberForInput(value, language)
  return String(value)
}
