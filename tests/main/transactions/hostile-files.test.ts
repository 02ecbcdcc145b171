// Hostile import files, written by the test itself, through the ipc router as the renderer calls it: a
// 2 KB workbook with one cell at column ZZZZZZ, cells at XFD1048576 and in row 999,999,999, a small zip
// whose sheet inflates past the budget, a million rows (XLSX and CSV), one line of 24 million
// semicolons, a header of 8.4 million columns. Each is refused naming the limit it passed, main answers
// another call while the file is read (in a child process), main lives on and reads a good file after.
// Also: the open dialog's choice must be a regular file (a FIFO, /dev/zero, a folder are refused), and
// Unicode direction controls in cells do not reach the renderer.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckResult, LoadOutcome } from '@shared/bridge/transactions'
import {
  TRANSACTION_CELLS_MAX,
  TRANSACTION_COLUMNS_MAX,
  TRANSACTION_INFLATED_MAX_BYTES,
  TRANSACTION_LINES_MAX
} from '@shared/bridge/transaction-fields'
import { APP_SENDER, createTestApp, type TestApp } from '../../helpers/platform'
import { csv, sheetXml, utf8, workbook, xlsx } from './files'

let app: TestApp
const dirs: string[] = []
/** Generous: the machine may be heavily loaded, and a child process starts through tsx. */
const GUARD = 120_000

beforeAll(() => {
  app = createTestApp()
})
afterAll(async () => {
  await app?.close()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

/**
 * Starts the import call, and from a fresh turn of the event loop (as a renderer's call comes in) a
 * cheap call (settings.get); answers the import's outcome and whether the cheap call was answered first.
 */
async function whileImporting(name: 'load' | 'pick', args: unknown[]) {
  let importDone = false
  const importing = app.router.invoke('transactions', name, args, APP_SENDER).finally(() => (importDone = true))
  const cheap = new Promise<boolean>((resolve) =>
    setImmediate(
      () => void app.router.invoke('settings', 'get', [], APP_SENDER).then((r) => resolve(r.ok && !importDone))
    )
  )
  const [r, cheapFirst] = await Promise.all([importing, cheap])
  if (!r.ok) throw new Error(`transactions.${name}: ${r.error.code} ${r.error.message}`)
  return { outcome: r.value as LoadOutcome, cheapFirst }
}

const GOOD = csv(['Vertragsdatum;Kaufpreis €/m²;Straße', '15.03.2024;3.250,50;Königstraße 12'])

/** Main still reads a good file after the hostile one (the process lives, the import works). */
async function readsAGoodFileAfter() {
  const r = await app.router.invoke('transactions', 'load', [{ name: 'gut.csv', bytes: utf8(GOOD) }], APP_SENDER)
  expect(r.ok && (r.value as LoadOutcome).status).toBe('loaded')
}

async function expectRefused(name: string, bytes: Uint8Array, reason: string, limit?: number) {
  const { outcome, cheapFirst } = await whileImporting('load', [{ name, bytes }])
  expect(outcome).toEqual({ status: 'refused', name, reason, ...(limit !== undefined ? { limit } : {}) })
  // The answer to the renderer is the refusal, not the file.
  expect(JSON.stringify(outcome).length).toBeLessThan(1_000)
  expect(cheapFirst).toBe(true)
  await readsAGoodFileAfter()
}

const cell = (ref: string, value = 1) => `<c r="${ref}"><v>${value}</v></c>`

describe('hostile workbooks are refused in the child, naming the limit, while main answers', () => {
  it('a 2 KB workbook with one cell at column ZZZZZZ', { timeout: GUARD }, async () => {
    const bytes = workbook(sheetXml(`<row r="1">${cell('A1')}${cell('B1')}${cell('ZZZZZZ1')}</row>`))
    expect(bytes.byteLength).toBeLessThan(2_048)
    await expectRefused('zzzzzz.xlsx', bytes, 'too_many_columns', TRANSACTION_COLUMNS_MAX)
  })

  it('a cell at XFD1048576, at XFD1, and a row numbered 999,999,999', { timeout: GUARD }, async () => {
    // Its row is checked first: past the lines limit.
    await expectRefused(
      'xfd.xlsx',
      workbook(sheetXml(`<row r="1">${cell('A1')}${cell('XFD1048576')}</row>`)),
      'too_many_rows',
      TRANSACTION_LINES_MAX
    )
    await expectRefused(
      'xfd1.xlsx',
      workbook(sheetXml(`<row r="1">${cell('A1')}${cell('XFD1')}</row>`)),
      'too_many_columns',
      TRANSACTION_COLUMNS_MAX
    )
    await expectRefused(
      'row.xlsx',
      workbook(sheetXml(`<row r="1">${cell('A1')}${cell('B1')}</row><row r="999999999">${cell('A999999999')}</row>`)),
      'too_many_rows',
      TRANSACTION_LINES_MAX
    )
  })

  it('a small zip whose sheet inflates past the budget, stopped while inflating', { timeout: GUARD }, async () => {
    const padding = Buffer.alloc(TRANSACTION_INFLATED_MAX_BYTES + 1024 * 1024, ' ')
    const bytes = workbook(
      sheetXml(Buffer.concat([Buffer.from(`<row r="1">${cell('A1')}${cell('B1')}</row>`), padding]))
    )
    expect(bytes.byteLength).toBeLessThan(1024 * 1024)
    await expectRefused('bombe.xlsx', bytes, 'inflates_too_far', TRANSACTION_INFLATED_MAX_BYTES)
  })

  it('a workbook of a million rows', { timeout: GUARD }, async () => {
    const rows: string[] = []
    for (let r = 1; r <= 1_000_000; r++) rows.push(`<row r="${r}">${cell(`A${r}`, r)}${cell(`B${r}`, 2)}</row>`)
    await expectRefused('millionen.xlsx', workbook(sheetXml(rows.join(''))), 'too_many_rows', TRANSACTION_LINES_MAX)
  })

  it(
    'a workbook whose laid-out cells pass the limit (every row as wide as the widest)',
    { timeout: GUARD },
    async () => {
      const rows: string[] = []
      for (let r = 1; r <= 60_000; r++)
        rows.push(`<row r="${r}">${cell(`A${r}`, r)}${r === 1 ? cell('IV1') : ''}</row>`)
      await expectRefused('breit.xlsx', workbook(sheetXml(rows.join(''))), 'too_many_cells', TRANSACTION_CELLS_MAX)
    }
  )
})

describe('hostile CSV files are refused in the child, naming the limit, while main answers', () => {
  it('one line of 24 million semicolons', { timeout: GUARD }, async () => {
    await expectRefused('semikolons.csv', Buffer.alloc(24_000_000, ';'), 'too_many_columns', TRANSACTION_COLUMNS_MAX)
  })

  it('a header of 8.4 million columns', { timeout: GUARD }, async () => {
    const header = Buffer.from('a;'.repeat(8_400_000) + 'a\r\n1;2\r\n')
    await expectRefused('kopf.csv', header, 'too_many_columns', TRANSACTION_COLUMNS_MAX)
  })

  it('a million rows', { timeout: GUARD }, async () => {
    const lines = ['Vertragsdatum;Kaufpreis €/m²']
    for (let i = 0; i < 1_000_000; i++) lines.push('15.03.2024;3250')
    await expectRefused('millionen.csv', utf8(csv(lines)), 'too_many_rows', TRANSACTION_LINES_MAX)
  })
})

describe('the open dialog’s choice', () => {
  it('is refused unless it is a regular file: a FIFO, /dev/zero, a folder', { timeout: GUARD }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lagebild-transactions-hostile-'))
    dirs.push(dir)
    const fifo = join(dir, 'auszug.csv')
    execFileSync('mkfifo', [fifo])
    const folder = join(dir, 'ordner.csv')
    execFileSync('mkdir', [folder])
    for (const [path, name] of [
      [fifo, 'auszug.csv'],
      ['/dev/zero', 'zero'],
      [folder, 'ordner.csv']
    ] as const) {
      app.platform.openFile = async () => path
      const { outcome, cheapFirst } = await whileImporting('pick', [])
      expect(outcome).toEqual({ status: 'refused', name, reason: 'not_a_file' })
      expect(cheapFirst).toBe(true)
    }
    const good = join(dir, 'gut.csv')
    writeFileSync(good, GOOD)
    app.platform.openFile = async () => good
    const { outcome } = await whileImporting('pick', [])
    expect(outcome.status).toBe('loaded')
    delete app.platform.openFile
  })
})

describe('cells with Unicode direction controls', () => {
  it('reach the renderer without them (headers, sample, preview, sheet name)', { timeout: GUARD }, async () => {
    const rlo = '\u202E'
    const text = csv([
      `Vertragsdatum;Kaufpreis €/m²;Stra${rlo}ße`,
      `15.03.2024;3.250,50;${rlo}Königstraße 12\u2066x\u2069`
    ])
    const { outcome } = await whileImporting('load', [{ name: 'richtung.csv', bytes: utf8(text) }])
    if (outcome.status !== 'loaded') throw new Error(outcome.reason)
    expect(outcome.file.headers).toEqual(['Vertragsdatum', 'Kaufpreis €/m²', 'Straße'])
    expect(outcome.file.sample).toEqual([['15.03.2024', '3.250,50', 'Königstraße 12x']])
    const r = await app.router.invoke(
      'transactions',
      'check',
      [outcome.file.fileId, { board: '', columns: outcome.file.guess }],
      APP_SENDER
    )
    const check = (r.ok ? r.value : null) as CheckResult
    expect(check.preview[0]).toMatchObject({ street: 'Königstraße 12x' })
    const book = xlsx(
      [
        [`Vertrags${rlo}datum`, 'Kaufpreis €/m²'],
        [{ date: '2024-03-15' }, 3250]
      ],
      `Blatt${rlo}1`
    )
    const x = await whileImporting('load', [{ name: 'richtung.xlsx', bytes: book }])
    if (x.outcome.status !== 'loaded') throw new Error(x.outcome.reason)
    expect(x.outcome.file).toMatchObject({ sheet: 'Blatt1', headers: ['Vertragsdatum', 'Kaufpreis €/m²'] })
  })
})
