// The fields of a Gutachterausschuss extract beyond price, date and area, through the ipc router as the
// renderer calls it, in files the test writes itself (German Excel CSV in Windows-1252 and UTF-8 with BOM,
// an XLSX workbook): Kaufpreisanteil Stellplatz, Bodenrichtwert, Restnutzungsdauer, Modernisierungsgrad,
// Balkon, Aufzug, vermietet/bezugsfrei, units of the Anlage, object type; the Stellplatz basis asked for;
// a given €/m² that disagrees with Kaufpreis ÷ Wohnfläche named as its row's problem; the Auskunft
// (Aktenzeichen, date, selection) and "supplied / used" kept on every column taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Value } from '@sinclair/typebox/value'
import type { CheckResult, ImportMapping, LoadOutcome, LoadedFile, TakeOutcome } from '@shared/bridge/transactions'
import { GridComparable } from '@shared/bridge/valuation-grid'
import type { GridComparable as Column } from '@shared/valuation/grid-types'
import { APP_SENDER, createTestApp, type TestApp } from '../../helpers/platform'
import { cp1252, csv, utf8Bom, xlsx, type XCell } from './files'

let app: TestApp
beforeAll(() => {
  app = createTestApp()
})
afterAll(async () => {
  await app?.close()
})

async function call<T>(name: string, ...args: unknown[]): Promise<T> {
  const r = await app.router.invoke('transactions', name, args, APP_SENDER)
  if (!r.ok) throw new Error(`transactions.${name}: ${r.error.code} ${r.error.message}`)
  return r.value as T
}
async function loaded(name: string, bytes: Uint8Array): Promise<LoadedFile> {
  const out = await call<LoadOutcome>('load', { name, bytes })
  if (out.status !== 'loaded') throw new Error(`${name} refused: ${out.reason}`)
  return out.file
}

const HEADERS = [
  'Lfd. Nr.',
  'Vertragsdatum',
  'Kaufpreis €',
  'Kaufpreisanteil Stellplatz/Garage €',
  'Wohnfläche m²',
  'Kaufpreis €/m² Wfl.',
  'Bodenrichtwert €/m²',
  'Restnutzungsdauer',
  'Modernisierungsgrad',
  'Balkon',
  'Aufzug',
  'vermietet/bezugsfrei',
  'Anzahl Wohnungen der Anlage',
  'Objektart'
]
/** Four Kaufpreise: 1003's €/m² (4.200) is not its price over its area (300.000 / 80 = 3.750); 1004's is rounded. */
const ROWS = [
  [
    '1001',
    '15.03.2025',
    '250.000,00',
    '20.000,00',
    '72,5',
    '3.448,28',
    '850',
    '45',
    'überwiegend',
    'Balkon',
    'ja',
    'vermietet',
    '24',
    'Eigentumswohnung'
  ],
  ['1002', '02.06.2025', '180.000', '0', '60', '3.000', '850', '50', 'keine', 'nein', 'nein', 'bezugsfrei', '8', 'ETW'],
  [
    '1003',
    '10.07.2025',
    '300.000',
    '15.000',
    '80',
    '4.200',
    '920',
    '55',
    'mittel',
    'Loggia',
    'ja',
    'vermietet',
    '12',
    'ETW'
  ],
  [
    '1004',
    '01.08.2025',
    '199.000',
    '',
    '57',
    '3.491',
    '920',
    '40',
    'umfassend',
    'Terrasse',
    'nein',
    'bezugsfrei',
    '6',
    'ETW'
  ]
]
const text = (rows: string[][]) => csv([HEADERS, ...rows].map((r) => r.join(';')))
const INQUIRY = {
  reference: 'GAA-2025/0815',
  date: '2025-09-01',
  selection: 'Wohnungseigentum, Weiterverkauf, Baujahr 1960-1980, Bezirk Nord, Verträge 2025'
}

const mapping = (file: LoadedFile, parking?: 'included' | 'excluded'): ImportMapping => ({
  board: 'Gutachterausschuss Musterstadt',
  columns: file.guess,
  ...(parking ? { parking } : {}),
  inquiry: INQUIRY
})

async function taken(file: LoadedFile, parking: 'included' | 'excluded') {
  const out = await call<TakeOutcome>('take', file.fileId, mapping(file, parking), 500)
  if (out.status !== 'taken') throw new Error(`not taken: ${out.status}`)
  for (const c of out.columns) expect(Value.Check(GridComparable, c)).toBe(true)
  return {
    out,
    byNumber: new Map(
      out.columns.map((c: Column) => [c.reference.kind === 'transaction' ? c.reference.registerNumber : '', c])
    )
  }
}

describe('a Kaufpreis extract with its other fields', () => {
  it('maps every field by its German header, asks for the Stellplatz basis, and names a €/m² that is not price ÷ area', async () => {
    const file = await loaded('auszug-1252.csv', cp1252(text(ROWS)))
    expect(file.encoding).toBe('windows-1252')
    expect(file.guess).toEqual({
      registerId: 'Lfd. Nr.',
      contractDate: 'Vertragsdatum',
      priceTotal: 'Kaufpreis €',
      parkingShare: 'Kaufpreisanteil Stellplatz/Garage €',
      livingArea: 'Wohnfläche m²',
      pricePerSqm: 'Kaufpreis €/m² Wfl.',
      landValue: 'Bodenrichtwert €/m²',
      remainingLife: 'Restnutzungsdauer',
      modernisationDegree: 'Modernisierungsgrad',
      balcony: 'Balkon',
      elevator: 'Aufzug',
      occupancy: 'vermietet/bezugsfrei',
      unitsInBuilding: 'Anzahl Wohnungen der Anlage',
      objectKind: 'Objektart'
    })
    // With a Stellplatz share mapped, nothing is read until the user says whether the prices include it.
    const unasked = await call<CheckResult>('check', file.fileId, mapping(file))
    expect(unasked.missing).toEqual(['parkingBasis'])
    expect(unasked.good).toBe(0)

    const check = await call<CheckResult>('check', file.fileId, mapping(file, 'included'))
    expect({ rows: check.rows, good: check.good, bad: check.bad }).toEqual({ rows: 4, good: 3, bad: 1 })
    expect(check.problems).toEqual([
      {
        row: 4,
        field: 'pricePerSqm',
        column: 'Kaufpreis €/m² Wfl.',
        value: '4.200',
        problem: 'price_mismatch',
        expected: 3750
      }
    ])

    const { out, byNumber } = await taken(file, 'included')
    expect({ supplied: out.supplied, used: out.used }).toEqual({ supplied: 4, used: 3 })
    const a = byNumber.get('1001')!
    // The prices include the share: the grid's €/m² is the file's, and its Stellplatz row takes 20.000 € out.
    expect(a.pricePerSqm).toBe(3448.28)
    expect(a.totalPrice).toBe(250_000)
    expect(a.parkingEuro).toBe(20_000)
    expect(a.landValue).toEqual({
      value: 850,
      zone: '',
      stichtag: '',
      citation: 'Kaufpreissammlung Gutachterausschuss Musterstadt, GAA-2025/0815'
    })
    expect(a.remainingLife).toBe(45)
    expect(a.modernisationDegree).toBe('largely')
    expect(a.balcony).toBe('balcony')
    expect(a.elevator).toBe(true)
    expect(a.occupancy).toBe('let')
    expect(a.unitsInBuilding).toBe(24)
    expect(a.objectKind).toBe('Eigentumswohnung')
    const b = byNumber.get('1002')!
    expect([b.modernisationDegree, b.balcony, b.elevator, b.occupancy, b.parkingEuro]).toEqual([
      'none',
      'none',
      false,
      'vacant',
      0
    ])
    // 199.000 / 57 = 3.491,23: the rounded 3.491 is inside the tolerance and taken as given.
    expect(byNumber.get('1004')!.pricePerSqm).toBe(3491)
    expect(byNumber.has('1003')).toBe(false)
    for (const c of out.columns)
      expect(c.origin).toMatchObject({ kind: 'import', extract: { ...INQUIRY, supplied: 4, used: 3 } })
  })

  it('adds back a Stellplatz share the prices exclude (UTF-8 with BOM)', async () => {
    const file = await loaded('auszug-bom.csv', utf8Bom(text(ROWS.filter((r) => r[0] !== '1003'))))
    expect(file.encoding).toBe('utf-8-bom')
    const { out, byNumber } = await taken(file, 'excluded')
    expect({ supplied: out.supplied, used: out.used }).toEqual({ supplied: 3, used: 3 })
    const a = byNumber.get('1001')!
    // 3.448,28 + 20.000 / 72,5 = 3.724,14 €/m² paid with the Stellplatz, which the grid then takes out again.
    expect(a.pricePerSqm).toBe(3724.14)
    expect(a.totalPrice).toBe(270_000)
    expect(a.parkingEuro).toBe(20_000)
  })

  it('reads the same fields from a workbook, numbers and dates as cells, and names its wrong €/m²', async () => {
    const rows: XCell[][] = [
      HEADERS,
      [
        1001,
        { date: '2025-03-15' },
        250000,
        20000,
        72.5,
        3448.28,
        850,
        45,
        'überwiegend',
        'ja',
        'ja',
        'vermietet',
        24,
        'ETW'
      ],
      [
        1003,
        { date: '2025-07-10' },
        300000,
        15000,
        80,
        4200,
        920,
        55,
        'mittel',
        'nein',
        'nein',
        'bezugsfrei',
        12,
        'ETW'
      ]
    ]
    const file = await loaded('auszug.xlsx', xlsx(rows))
    expect(file.format).toBe('xlsx')
    const check = await call<CheckResult>('check', file.fileId, mapping(file, 'included'))
    expect(check.problems.map((p) => [p.row, p.problem, p.expected])).toEqual([[3, 'price_mismatch', 3750]])
    const { out, byNumber } = await taken(file, 'included')
    expect({ supplied: out.supplied, used: out.used }).toEqual({ supplied: 2, used: 1 })
    const a = byNumber.get('1001')!
    expect([a.balcony, a.elevator, a.unitsInBuilding, a.landValue?.value, a.parkingEuro]).toEqual([
      'balcony_or_terrace',
      true,
      24,
      850,
      20_000
    ])
  })
})
