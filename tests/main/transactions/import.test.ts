// Kaufpreise from a Gutachterausschuss extract, through the ipc router as the renderer calls it, with
// hostile files the test writes itself: Windows-1252 and UTF-8 with BOM, quoted fields holding
// semicolons and line breaks, title lines, empty lines, a missing column, bad cells named by row,
// column and value, 10,000 rows, real XLSX workbooks with formulas, a header-only file, a binary file
// renamed .csv, a 0-byte file. Nothing is taken unless every good row is, and never more than the room.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  CheckResult,
  ImportMapping,
  LoadOutcome,
  LoadedFile,
  RememberedMapping,
  TakeOutcome
} from '@shared/bridge/transactions'
import { Value } from '@sinclair/typebox/value'
import { GridComparable } from '@shared/bridge/valuation-grid'
import { tsvCell } from '@renderer/kit/export/table-copy'
import { APP_SENDER, createTestApp, type TestApp } from '../../helpers/platform'
import { cp1252, csv, utf8, utf8Bom, xlsx, zip, type XCell } from './files'

let app: TestApp
const dirs: string[] = []

beforeAll(() => {
  app = createTestApp()
})
afterAll(async () => {
  await app?.close()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

async function call<T>(name: string, ...args: unknown[]): Promise<T> {
  const r = await app.router.invoke('transactions', name, args, APP_SENDER)
  if (!r.ok) throw new Error(`transactions.${name}: ${r.error.code} ${r.error.message}`)
  return r.value as T
}
async function load(name: string, bytes: Uint8Array): Promise<LoadOutcome> {
  return call<LoadOutcome>('load', { name, bytes })
}
async function loaded(name: string, bytes: Uint8Array): Promise<LoadedFile> {
  const out = await load(name, bytes)
  if (out.status !== 'loaded') throw new Error(`${name} refused: ${out.reason}`)
  return out.file
}
const mapping = (file: LoadedFile, board = ''): ImportMapping => ({ board, columns: file.guess })

/**
 * Watches main's progress events of one phase: as the phase starts, another call (settings.get) is
 * made; `beforeTheEnd` says whether main answered it before the phase's last progress event (done =
 * total). Progress events are also collected into `progress`.
 */
function answeredDuring(phase: 'read' | 'check', progress: Array<{ phase: string; done: number; total: number }>) {
  let asked = false
  let answered = false
  let ended = false
  let settle: (v: boolean) => void = () => undefined
  const beforeTheEnd = new Promise<boolean>((resolve) => (settle = resolve))
  const off = app.router.onEvent((name, payload) => {
    if (name !== 'transactionProgress') return
    const p = payload as { phase: string; done: number; total: number }
    progress.push(p)
    if (p.phase !== phase) return
    if (!asked) {
      asked = true
      // Made from a fresh turn of the event loop, as a call from the renderer would come in.
      setImmediate(() => {
        void app.router.invoke('settings', 'get', [], APP_SENDER).then((r) => {
          expect(r.ok).toBe(true)
          answered = true
          if (!ended) settle(true)
        })
      })
    }
    if (p.done === p.total && !ended) {
      ended = true
      settle(answered)
    }
  })
  return { beforeTheEnd, stop: off }
}

const HEADER = 'Lfd. Nr.;Straße;Hausnummer;PLZ;Ort;Vertragsdatum;Kaufpreis €/m² Wfl.;Wohnfläche m²;Baujahr;Zustand'
const GOOD = [
  '101;Königstraße;12;00001;Großbeispielstadt;15.03.2024;3.250,50;72,5;1965;mittel',
  '102;Große Burgstraße;3a;00001;Großbeispielstadt;01.02.2024;4.100;1.250;2001;gut',
  '103;Fleischhauerstraße;7;00001;Großbeispielstadt;30.11.2023;2.980,00;64;1928;renovierungsbedürftig'
]

describe('CSV as German Excel writes it', () => {
  it('reads Windows-1252 umlauts, decimal commas and thousands dots, and guesses the columns from their German names', async () => {
    const file = await loaded('Auszug Beispiel.csv', cp1252(csv([HEADER, ...GOOD])))
    expect(file).toMatchObject({
      format: 'csv',
      encoding: 'windows-1252',
      delimiter: ';',
      headerRow: 1,
      rows: 3,
      emptyRows: 0
    })
    expect(file.headers[1]).toBe('Straße')
    expect(file.guess).toEqual({
      registerId: 'Lfd. Nr.',
      street: 'Straße',
      houseNumber: 'Hausnummer',
      postalCode: 'PLZ',
      city: 'Ort',
      contractDate: 'Vertragsdatum',
      pricePerSqm: 'Kaufpreis €/m² Wfl.',
      livingArea: 'Wohnfläche m²',
      buildingYear: 'Baujahr',
      condition: 'Zustand'
    })
    const check = await call<CheckResult>('check', file.fileId, mapping(file))
    expect(check).toMatchObject({
      missing: [],
      rows: 3,
      good: 3,
      bad: 0,
      problemCount: 0,
      contractDates: { from: '2023-11-30', to: '2024-03-15' }
    })
    expect(check.preview[0]).toEqual({
      row: 2,
      label: 'Königstraße 12, 00001 Großbeispielstadt',
      pricePerSqm: 3250.5,
      contractDate: '2024-03-15',
      livingArea: 72.5,
      buildingYear: 1965,
      street: 'Königstraße',
      houseNumber: '12',
      postalCode: '00001',
      city: 'Großbeispielstadt',
      registerId: '101',
      condition: 'moderate'
    })
    // "1.250" is 1,250 m² in a German file, "4.100" is 4,100 €/m².
    expect(check.preview[1]).toMatchObject({ pricePerSqm: 4100, livingArea: 1250 })
    expect(check.preview[2]!.condition).toBe('bad')
  })

  it('reads UTF-8 with a BOM (the BOM is not part of the first header) and plain UTF-8 alike', async () => {
    const bom = await loaded('auszug.csv', utf8Bom(csv([HEADER, ...GOOD])))
    expect(bom.encoding).toBe('utf-8-bom')
    expect(bom.headers[0]).toBe('Lfd. Nr.')
    expect(bom.guess.registerId).toBe('Lfd. Nr.')
    const plain = await loaded('auszug.csv', utf8(csv([HEADER, ...GOOD])))
    expect(plain.encoding).toBe('utf-8')
    const a = await call<CheckResult>('check', bom.fileId, mapping(bom))
    const b = await call<CheckResult>('check', plain.fileId, mapping(plain))
    expect(a.preview).toEqual(b.preview)
    expect(a.preview[0]!.street).toBe('Königstraße')
  })

  it('keeps quoted fields with semicolons and line breaks in one cell, skips title lines and empty lines, and numbers rows as Excel does', async () => {
    const text = csv([
      'Auszug aus der Kaufpreissammlung;;;;;;;;;',
      ';;;;;;;;;',
      HEADER,
      '201;"Am Markt; Hinterhaus";1;00001;Großbeispielstadt;10.01.2024;3.000;80;1990;"gut,',
      'Dach 2019 neu"',
      '',
      ';;;;;;;;;',
      '202;Breite Straße;5;00001;Großbeispielstadt;11.01.2024;3.100;70;1991;gut',
      ''
    ])
    const file = await loaded('mit Titel.csv', cp1252(text))
    expect(file).toMatchObject({ headerRow: 3, rows: 2, emptyRows: 3 })
    expect(file.sample[0]![1]).toBe('Am Markt; Hinterhaus')
    const check = await call<CheckResult>('check', file.fileId, mapping(file))
    expect(check.good).toBe(1)
    expect(check.preview.map((r) => r.row)).toEqual([7])
    const withoutCondition = await call<CheckResult>('check', file.fileId, {
      board: '',
      columns: { ...file.guess, condition: undefined }
    })
    expect(withoutCondition.preview.map((r) => [r.row, r.street])).toEqual([
      [4, 'Am Markt; Hinterhaus'],
      [7, 'Breite Straße']
    ])
    expect(file.sample[0]![9]).toBe('gut,\r\nDach 2019 neu')
    // A Zustand no level reads is a problem of its row, never a guess.
    expect(check.problems).toEqual([
      { row: 4, field: 'condition', column: 'Zustand', value: 'gut,\r\nDach 2019 neu', problem: 'unknown_level' }
    ])
  })

  it('names every bad row by row, column and value, and imports the good ones only when all of them fit', async () => {
    const file = await loaded(
      'fehler.csv',
      cp1252(
        csv([
          HEADER,
          GOOD[0]!,
          '104;Mühlenstraße;1;00001;Großbeispielstadt;31.02.2024;3.000;70;1990;gut',
          '105;Mühlenstraße;2;00001;Großbeispielstadt;01.03.2024;drei Tausend;70;1990;gut',
          '106;Mühlenstraße;3;00001;Großbeispielstadt;01.03.2099;3.000;70;1990;gut',
          '107;Mühlenstraße;4;00001;Großbeispielstadt;;;70;ca. 1900;gut',
          '101;Mühlenstraße;5;00001;Großbeispielstadt;01.03.2024;3.000;70;1990;gut',
          GOOD[1]!
        ])
      )
    )
    const check = await call<CheckResult>('check', file.fileId, mapping(file))
    expect(check).toMatchObject({ rows: 7, good: 2, bad: 5 })
    expect(check.problems).toEqual([
      { row: 3, field: 'contractDate', column: 'Vertragsdatum', value: '31.02.2024', problem: 'not_date' },
      { row: 4, field: 'pricePerSqm', column: 'Kaufpreis €/m² Wfl.', value: 'drei Tausend', problem: 'not_number' },
      { row: 5, field: 'contractDate', column: 'Vertragsdatum', value: '01.03.2099', problem: 'future_date' },
      { row: 6, field: 'buildingYear', column: 'Baujahr', value: 'ca. 1900', problem: 'not_year' },
      { row: 6, field: 'contractDate', column: 'Vertragsdatum', value: '', problem: 'missing' },
      { row: 6, field: 'pricePerSqm', column: 'Kaufpreis €/m² Wfl.', value: '', problem: 'missing' },
      { row: 7, field: 'registerId', column: 'Lfd. Nr.', value: '101', problem: 'duplicate' }
    ])
    expect(check.problemCount).toBe(7)
    const board = 'Gutachterausschuss Beispielstadt'
    const tooSmall = await call<TakeOutcome>('take', file.fileId, mapping(file, board), 1)
    expect(tooSmall).toEqual({ status: 'too_many', good: 2, room: 1 })
    const taken = await call<TakeOutcome>('take', file.fileId, mapping(file, board), 200)
    expect(taken.status).toBe('taken')
    if (taken.status !== 'taken') return
    expect(taken.board).toBe(board)
    for (const c of taken.columns) expect(Value.Errors(GridComparable, c).First()).toBeUndefined()
    expect(
      taken.columns.map((c) => [
        c.label,
        c.priceType,
        c.reference,
        c.priceDate,
        c.pricePerSqm,
        c.livingArea,
        c.buildingYear,
        c.condition
      ])
    ).toEqual([
      [
        'Königstraße 12, 00001 Großbeispielstadt',
        'transaction',
        { kind: 'transaction', board, registerNumber: '101' },
        '2024-03-15',
        3250.5,
        72.5,
        1965,
        'moderate'
      ],
      [
        'Große Burgstraße 3a, 00001 Großbeispielstadt',
        'transaction',
        { kind: 'transaction', board, registerNumber: '102' },
        '2024-02-01',
        4100,
        1250,
        2001,
        'good'
      ]
    ])
    expect(taken.columns[0]).toMatchObject({
      address: 'Königstraße 12, 00001 Großbeispielstadt',
      weight: 1,
      totalPrice: null,
      origin: { kind: 'import', fileName: 'fehler.csv' }
    })
    expect(new Set(taken.columns.map((c) => c.id)).size).toBe(2)
    // Taken once: the file is forgotten, a second take finds nothing half-done to repeat.
    expect(await call<TakeOutcome>('take', file.fileId, mapping(file, board), 200)).toEqual({ status: 'gone' })
  })

  it('says which required column is missing and takes nothing', async () => {
    const file = await loaded('ohne Datum.csv', utf8(csv(['Straße;Kaufpreis;Baujahr', 'Holstenstraße 1;250.000;1970'])))
    const check = await call<CheckResult>('check', file.fileId, mapping(file))
    expect(check).toMatchObject({ missing: ['contractDate', 'livingArea'], good: 0, problems: [] })
    const out = await call<TakeOutcome>('take', file.fileId, mapping(file, 'GAA'), 200)
    expect(out.status).toBe('nothing')
    const noPrice = await loaded('ohne Preis.csv', utf8(csv(['Straße;Vertragsdatum', 'Holstenstraße 1;01.01.2024'])))
    expect((await call<CheckResult>('check', noPrice.fileId, mapping(noPrice))).missing).toEqual(['price'])
  })

  it('computes the price per m² from a total price and the living area, and names a row whose area is missing', async () => {
    const file = await loaded(
      'gesamt.csv',
      cp1252(csv(['Vertragsdatum;Kaufpreis;Wohnfläche', '01.02.2024;250.000,00 €;80', '02.02.2024;300.000;']))
    )
    expect(file.guess).toEqual({ contractDate: 'Vertragsdatum', priceTotal: 'Kaufpreis', livingArea: 'Wohnfläche' })
    const check = await call<CheckResult>('check', file.fileId, mapping(file))
    expect(check.preview).toEqual([
      { row: 2, label: '#2', pricePerSqm: 3125, priceTotal: 250000, contractDate: '2024-02-01', livingArea: 80 }
    ])
    expect(check.problems).toEqual([
      { row: 3, field: 'livingArea', column: 'Wohnfläche', value: '', problem: 'no_area' }
    ])
  })
})

describe('files that are no extract', () => {
  it('refuses a 0-byte file, a header-only file, a binary file renamed .csv, an old .xls, a PDF and a broken .xlsx, each with its reason', async () => {
    expect(await load('leer.csv', new Uint8Array())).toEqual({ status: 'refused', name: 'leer.csv', reason: 'empty' })
    expect(await load('nur Kopf.csv', cp1252(csv([HEADER])))).toEqual({
      status: 'refused',
      name: 'nur Kopf.csv',
      reason: 'no_rows'
    })
    expect(await load('nur Kopf und Leerzeilen.csv', cp1252(csv([HEADER, '', ';;;', ''])))).toMatchObject({
      reason: 'no_rows'
    })
    expect(await load('leerzeilen.csv', utf8('\r\n\r\n;;;\r\n'))).toMatchObject({ reason: 'empty' })
    const png = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      0,
      0,
      0,
      13,
      0x49,
      0x48,
      0x44,
      0x52,
      ...Array.from({ length: 400 }, (_, i) => (i * 37) % 256)
    ])
    expect(await load('foto.csv', png)).toEqual({ status: 'refused', name: 'foto.csv', reason: 'binary' })
    expect(await load('alt.xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toMatchObject(
      { reason: 'xls' }
    )
    expect(await load('auszug.pdf', utf8('%PDF-1.7\n1 0 obj'))).toMatchObject({ reason: 'pdf' })
    expect(await load('kaputt.xlsx', zip([['hello.txt', 'not a workbook']]))).toMatchObject({
      reason: 'unreadable_xlsx'
    })
    expect(await load('eine Spalte.csv', utf8(csv(['Kaufpreise', '1', '2'])))).toMatchObject({ reason: 'no_header' })
  })
})

describe('XLSX', () => {
  it('takes the cached values of formulas, never evaluates one, keeps text that starts with = + - @ as text, and reads date cells', async () => {
    const book = xlsx([
      ['Kaufpreissammlung des Gutachterausschusses (Beispieldaten, nicht zitierfähig)'],
      ['Nr.', 'Adresse', 'Vertragsdatum', 'Kaufpreis', 'Wohnfläche', 'Kaufpreis je m²', 'Baujahr'],
      [
        'X-1',
        '=HYPERLINK("http://example.invalid","Beispielweg 1")',
        { date: '2024-03-15' },
        240000,
        80,
        { formula: 'D3/E3', cached: 3000 },
        1990
      ],
      ['X-2', '+49 Beispielweg 2', '01.02.2024', 200000, 50, { formula: 'D4/E4' }, { formula: '1990+0' }],
      [
        'X-3',
        '@Beispielweg 3',
        { date: '2023-12-01' },
        150000,
        60,
        { formula: 'TEXT(D5/E5,"0")', cached: '2500' },
        2000
      ],
      ['X-4', '-Beispielweg 4', { date: '2023-11-01' }, 99000, 33, 3000, 2000]
    ])
    const file = await loaded('Auszug.xlsx', book)
    expect(file).toMatchObject({ format: 'xlsx', encoding: null, sheet: 'Kaufpreise', headerRow: 2, rows: 4 })
    expect(file.guess).toMatchObject({
      registerId: 'Nr.',
      address: 'Adresse',
      contractDate: 'Vertragsdatum',
      priceTotal: 'Kaufpreis',
      livingArea: 'Wohnfläche',
      pricePerSqm: 'Kaufpreis je m²',
      buildingYear: 'Baujahr'
    })
    const check = await call<CheckResult>('check', file.fileId, mapping(file))
    // Row 4's formulas have no cached value: its Baujahr stays empty (never evaluated), its price per m²
    // is the mapped total price over the living area, as for any row whose price per m² is empty.
    expect(check.problems).toEqual([])
    expect(check.preview.map((r) => [r.row, r.address, r.contractDate, r.pricePerSqm, r.buildingYear])).toEqual([
      [3, '=HYPERLINK("http://example.invalid","Beispielweg 1")', '2024-03-15', 3000, 1990],
      [4, '+49 Beispielweg 2', '2024-02-01', 4000, undefined],
      [5, '@Beispielweg 3', '2023-12-01', 2500, 2000],
      [6, '-Beispielweg 4', '2023-11-01', 3000, 2000]
    ])
    expect(check.preview[0]!.label).toBe('=HYPERLINK("http://example.invalid","Beispielweg 1")')
    // Copied out of the app (the grid's table copy for Excel and Word), such text stays text.
    expect(check.preview.map((r) => tsvCell(r.address!))).toEqual([
      `"'=HYPERLINK(""http://example.invalid"",""Beispielweg 1"")"`,
      "'+49 Beispielweg 2",
      "'@Beispielweg 3",
      "'-Beispielweg 4"
    ])
  })
})

describe('10,000 rows', () => {
  it('reads and checks them, tells its progress, and answers other calls while it checks', async () => {
    const lines = [HEADER]
    for (let i = 0; i < 10_000; i++) {
      const d = String((i % 28) + 1).padStart(2, '0')
      const m = String((i % 12) + 1).padStart(2, '0')
      lines.push(
        `${i + 1};Beispielstraße;${i + 1};00001;Großbeispielstadt;${d}.${m}.2023;${(2000 + (i % 2000)).toLocaleString('de-DE')},${i % 100};${50 + (i % 60)},5;${1950 + (i % 70)};mittel`
      )
    }
    const bytes = cp1252(csv(lines))
    const progress: Array<{ phase: string; done: number; total: number }> = []
    // A call made as the check tells its first progress must be answered before the check ends: the
    // check gives main's thread back between its batches.
    const answered = answeredDuring('check', progress)
    const file = await loaded('gross.csv', bytes)
    const check = await call<CheckResult>('check', file.fileId, mapping(file))
    answered.stop()
    expect(file.rows).toBe(10_000)
    expect(check).toMatchObject({ rows: 10_000, good: 10_000, bad: 0 })
    expect(check.preview).toHaveLength(20)
    expect(await answered.beforeTheEnd).toBe(true)
    expect(progress.filter((p) => p.phase === 'check').at(-1)).toEqual({ phase: 'check', done: 10_000, total: 10_000 })
    // What crosses the bridge is the summary, not the rows.
    expect(JSON.stringify(check).length).toBeLessThan(20_000)
    expect(await call<TakeOutcome>('take', file.fileId, mapping(file, 'GAA'), 500)).toEqual({
      status: 'too_many',
      good: 10_000,
      room: 500
    })
  })
})

describe('10,000 rows of XLSX', () => {
  it('reads the workbook off main’s thread: main answers another call while the workbook is read', async () => {
    const rows: XCell[][] = [['Nr.', 'Straße', 'Vertragsdatum', 'Kaufpreis', 'Wohnfläche', 'Baujahr']]
    for (let i = 0; i < 10_000; i++)
      rows.push([`N-${i}`, 'Beispielweg', { date: '2023-05-01' }, 200_000 + i, 60 + (i % 40), 1960 + (i % 60)])
    const bytes = xlsx(rows)
    // Main answers a call made as the read starts before the read ends, and its event loop waits (is
    // idle) for most of the read: read in this thread, the parse keeps the loop busy nearly throughout
    // (a share of busy time over the read's time, whatever the machine's speed or load).
    const answered = answeredDuring('read', [])
    const before = performance.eventLoopUtilization()
    const file = await loaded('gross.xlsx', bytes)
    const busy = performance.eventLoopUtilization(before).utilization
    answered.stop()
    expect(await answered.beforeTheEnd).toBe(true)
    expect(busy, `main's event loop busy for ${(busy * 100).toFixed(0)} % of the read`).toBeLessThan(0.5)
    const check = await call<CheckResult>('check', file.fileId, mapping(file))
    expect(check).toMatchObject({
      rows: 10_000,
      good: 10_000,
      bad: 0,
      contractDates: { from: '2023-05-01', to: '2023-05-01' }
    })
  })
})

describe('mappings remembered per board', () => {
  it('proposes the mapping last used for the same headers, names its board, and keeps it across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lagebild-transactions-'))
    dirs.push(dataDir)
    const own = createTestApp({ dataDir })
    const header = 'Objekt;Datum Vertrag;Preis/Fläche;Fläche'
    const bytes = utf8(csv([header, 'Beispielweg 1;01.02.2024;3.000;70']))
    const ownCall = async <T>(name: string, ...args: unknown[]) => {
      const r = await own.router.invoke('transactions', name, args, APP_SENDER)
      if (!r.ok) throw new Error(r.error.message)
      return r.value as T
    }
    const first = await ownCall<LoadOutcome>('load', { name: 'a.csv', bytes })
    if (first.status !== 'loaded') throw new Error('refused')
    expect(first.file.remembered).toBeNull()
    const chosen = {
      address: 'Objekt',
      contractDate: 'Datum Vertrag',
      pricePerSqm: 'Preis/Fläche',
      livingArea: 'Fläche'
    }
    const taken = await ownCall<TakeOutcome>(
      'take',
      first.file.fileId,
      { board: 'Gutachterausschuss Beispielstadt', columns: chosen },
      200
    )
    expect(taken).toMatchObject({ status: 'taken', board: 'Gutachterausschuss Beispielstadt' })
    await own.close()

    const again = createTestApp({ dataDir })
    try {
      const r = await again.router.invoke('transactions', 'load', [{ name: 'b.csv', bytes }], APP_SENDER)
      const out = (r.ok ? r.value : null) as LoadOutcome
      expect(out.status).toBe('loaded')
      if (out.status !== 'loaded') return
      expect(out.file.guess).toEqual(chosen)
      expect(out.file.remembered?.board).toBe('Gutachterausschuss Beispielstadt')
      const sources = await again.router.invoke('transactions', 'sources', [], APP_SENDER)
      expect(sources.ok && (sources.value as RememberedMapping[]).map((s) => [s.board, s.columns])).toEqual([
        ['Gutachterausschuss Beispielstadt', chosen]
      ])
    } finally {
      await again.close()
    }
  })
})

describe('the open dialog', () => {
  it('reads the file main’s dialog picked, and answers null when the user cancels', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lagebild-transactions-pick-'))
    dirs.push(dir)
    const path = join(dir, 'Auszug.csv')
    writeFileSync(path, cp1252(csv([HEADER, ...GOOD])))
    const asked: unknown[] = []
    app.platform.openFile = async (filters) => {
      asked.push(filters)
      return path
    }
    const out = await call<LoadOutcome>('pick')
    expect(out).toMatchObject({ status: 'loaded', file: { name: 'Auszug.csv', rows: 3, encoding: 'windows-1252' } })
    expect(JSON.stringify(asked)).toContain('xlsx')
    app.platform.openFile = async () => null
    expect(await call<LoadOutcome | null>('pick')).toBeNull()
    delete app.platform.openFile
    const r = await app.router.invoke('transactions', 'pick', [], APP_SENDER)
    expect(r.ok).toBe(false)
  })
})

describe('levels', () => {
  it('reads Zustand, Ausstattung and Geschoss words into the grid’s levels and names a word it does not know', async () => {
    const file = await loaded(
      'stufen.csv',
      cp1252(
        csv([
          'Vertragsdatum;Kaufpreis je m²;Zustand;Ausstattung;Geschoss;Modernisierungsjahr',
          '01.02.2024;3.000;neuwertig;gehoben;EG;2015',
          '01.02.2024;3.000;sanierungsbedürftig;einfach;3. OG;',
          '01.02.2024;3.000;gut;stark gehoben;DG;',
          '01.02.2024;3.000;gut;mittel;-1;',
          '01.02.2024;3.000;ordentlich;mittel;Hinterhaus;2019'
        ])
      )
    )
    expect(file.guess).toEqual({
      contractDate: 'Vertragsdatum',
      pricePerSqm: 'Kaufpreis je m²',
      condition: 'Zustand',
      furnishing: 'Ausstattung',
      floor: 'Geschoss',
      modernisationYear: 'Modernisierungsjahr'
    })
    const check = await call<CheckResult>('check', file.fileId, mapping(file))
    expect(
      check.preview.map((r) => [r.condition, r.furnishing, r.floor, r.floorPosition, r.modernisationYear])
    ).toEqual([
      ['very_good', 'upscale', 0, 'ground', 2015],
      ['bad', 'simple', 3, undefined, undefined],
      ['good', 'very_upscale', undefined, 'top', undefined],
      ['good', 'good', -1, 'basement', undefined]
    ])
    expect(check.problems).toEqual([
      { row: 6, field: 'condition', column: 'Zustand', value: 'ordentlich', problem: 'unknown_level' },
      { row: 6, field: 'floor', column: 'Geschoss', value: 'Hinterhaus', problem: 'unknown_level' }
    ])
  })
})
