// bench:transactions: reading and checking 10,000 rows of a Kaufpreissammlung through main's router,
// as CSV (cp1252) and as XLSX (both read in a child process): the time to load and to check, and main's
// longest stall meanwhile (a 5 ms timer's longest gap; the renderer's calls wait that long). Targets:
// load and check within 5 s together, a stall under 1 s for CSV and under 0.5 s for XLSX. Then hostile
// files (a cell at column ZZZZZZ, one line of 24 million semicolons): the time to the refusal and main's
// longest stall meanwhile (target under 50 ms). The tests assert the behaviour
// (tests/main/transactions/import.test.ts, hostile-files.test.ts); the figures are here, with the machine's load.
//   npx tsx tests/bench/transactions.bench.ts
import { cpus, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import type { CheckResult, ImportMapping, LoadOutcome, LoadedFile } from '@shared/bridge/transactions'
import { APP_SENDER, createTestApp } from '../helpers/platform'
import { cp1252, csv, sheetXml, workbook, xlsx, type XCell } from '../main/transactions/files'

const ROWS = 10_000
const app = createTestApp()

async function call<T>(name: string, ...args: unknown[]): Promise<T> {
  const r = await app.router.invoke('transactions', name, args, APP_SENDER)
  if (!r.ok) throw new Error(`transactions.${name}: ${r.error.code} ${r.error.message}`)
  return r.value as T
}

async function measure(label: string, name: string, bytes: Uint8Array) {
  let longest = 0
  let last = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 5)
  const started = performance.now()
  const out = await call<LoadOutcome>('load', { name, bytes })
  if (out.status !== 'loaded') throw new Error(`${name} refused: ${out.reason}`)
  const file: LoadedFile = out.file
  const loadedAt = performance.now()
  const mapping: ImportMapping = { board: '', columns: file.guess }
  const check = await call<CheckResult>('check', file.fileId, mapping)
  const done = performance.now()
  clearInterval(timer)
  if (check.good !== ROWS) throw new Error(`${label}: ${check.good} of ${ROWS} rows good`)
  console.log(
    `${label} (${(bytes.length / 1e6).toFixed(2)} MB): load ${(loadedAt - started).toFixed(0)} ms, check ${(done - loadedAt).toFixed(0)} ms, together ${(done - started).toFixed(0)} ms, longest stall of main ${longest.toFixed(0)} ms`
  )
}

async function measureRefusal(label: string, name: string, bytes: Uint8Array) {
  let longest = 0
  let last = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 5)
  const started = performance.now()
  const out = await call<LoadOutcome>('load', { name, bytes })
  const done = performance.now()
  clearInterval(timer)
  if (out.status !== 'refused') throw new Error(`${name} was not refused`)
  console.log(
    `${label}: refused (${out.reason}, limit ${out.limit}) after ${(done - started).toFixed(0)} ms, longest stall of main ${longest.toFixed(0)} ms`
  )
}

const HEADER = 'Lfd. Nr.;Straße;Hausnummer;PLZ;Ort;Vertragsdatum;Kaufpreis €/m² Wfl.;Wohnfläche m²;Baujahr;Zustand'
const lines = [HEADER]
for (let i = 0; i < ROWS; i++) {
  const d = String((i % 28) + 1).padStart(2, '0')
  const m = String((i % 12) + 1).padStart(2, '0')
  lines.push(
    `${i + 1};Beispielstraße;${i + 1};00001;Großbeispielstadt;${d}.${m}.2023;${(2000 + (i % 2000)).toLocaleString('de-DE')},${i % 100};${50 + (i % 60)},5;${1950 + (i % 70)};mittel`
  )
}
const rows: XCell[][] = [['Nr.', 'Straße', 'Vertragsdatum', 'Kaufpreis', 'Wohnfläche', 'Baujahr']]
for (let i = 0; i < ROWS; i++)
  rows.push([`N-${i}`, 'Beispielweg', { date: '2023-05-01' }, 200_000 + i, 60 + (i % 40), 1960 + (i % 60)])

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${cpus().length} cores`
)
await measure(`${ROWS} CSV rows`, 'gross.csv', cp1252(csv(lines)))
await measure(`${ROWS} XLSX rows`, 'gross.xlsx', xlsx(rows))
await measureRefusal(
  'XLSX with a cell at ZZZZZZ1',
  'zzzzzz.xlsx',
  workbook(sheetXml('<row r="1"><c r="A1"><v>1</v></c><c r="ZZZZZZ1"><v>1</v></c></row>'))
)
await measureRefusal('CSV of 24 million semicolons', 'semikolons.csv', Buffer.alloc(24_000_000, ';'))
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} after`
)
await app.close()
