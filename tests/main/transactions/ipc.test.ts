// The transactions calls as a hostile renderer meets them: every call refuses arguments outside its
// schema with invalid_argument before main reads or keeps anything (no path smuggled in beside the
// bytes, no file over the size limit, no field the mapping does not name, no room beyond the grid's
// limit, no unnamed source to take rows for); a file id main never handed out is not_found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRANSACTION_FILE_MAX_BYTES } from '@shared/bridge/transaction-fields'
import { GRID_MAX_COLUMNS } from '@shared/valuation/limits'
import type { LoadOutcome } from '@shared/bridge/transactions'
import { APP_SENDER, createTestApp, type TestApp } from '../../helpers/platform'
import { csv, utf8 } from './files'

let app: TestApp
let fileId: string
beforeAll(async () => {
  app = createTestApp()
  const r = await app.router.invoke(
    'transactions',
    'load',
    [{ name: 'a.csv', bytes: utf8(csv(['Vertragsdatum;Kaufpreis je m²', '01.02.2024;3.000'])) }],
    APP_SENDER
  )
  fileId = ((r.ok ? r.value : null) as LoadOutcome & { status: 'loaded' }).file.fileId
})
afterAll(() => app?.close())

const invoke = (name: string, args: unknown[]) => app.router.invoke('transactions', name, args, APP_SENDER)
const codeOf = async (name: string, args: unknown[]) => {
  const r = await invoke(name, args)
  return r.ok ? 'ok' : r.error.code
}
const describeArgs = (args: unknown[]) =>
  JSON.stringify(args, (_k, v) => (v instanceof Uint8Array ? `<${v.length} bytes>` : v)).slice(0, 100)
const mapping = {
  board: 'Gutachterausschuss Beispielstadt',
  columns: { contractDate: 'Vertragsdatum', pricePerSqm: 'Kaufpreis je m²' }
}

describe('transactions: arguments outside the contract', () => {
  it('pick and sources take no argument', async () => {
    expect(await codeOf('pick', ['/etc/passwd'])).toBe('invalid_argument')
    expect(await codeOf('sources', [{}])).toBe('invalid_argument')
  })

  it('load takes a name and bytes only, within the size limit', async () => {
    const bytes = utf8('a;b\r\n1;2\r\n')
    for (const bad of [
      [],
      [{ name: 'a.csv' }],
      [{ name: '', bytes }],
      [{ name: 'x'.repeat(256), bytes }],
      [{ name: 'a.csv', bytes: 'a;b\n1;2' }],
      [{ name: 'a.csv', bytes: [97, 59, 98] }],
      [{ name: 'a.csv', bytes, path: '/etc/passwd' }],
      [{ name: 'a.csv', bytes: new Uint8Array(TRANSACTION_FILE_MAX_BYTES + 1) }],
      [{ name: 'a.csv', bytes }, 'extra']
    ]) {
      // Refused at the bridge, before any reading: main tells no read progress for it.
      const progress: unknown[] = []
      const off = app.router.onEvent((name, payload) => void (name === 'transactionProgress' && progress.push(payload)))
      expect(await codeOf('load', bad), describeArgs(bad)).toBe('invalid_argument')
      off()
      expect(progress, describeArgs(bad)).toEqual([])
    }
    expect(await codeOf('load', [{ name: 'a.csv', bytes }])).toBe('ok')
  })

  it('check takes a file id and a mapping of known fields to headers', async () => {
    for (const bad of [
      [],
      [fileId],
      ['../../etc/passwd', mapping],
      ['', mapping],
      [fileId, { columns: mapping.columns }],
      [fileId, { ...mapping, extra: true }],
      [fileId, { board: '', columns: { price: 'Kaufpreis' } }],
      [fileId, JSON.parse('{"board":"","columns":{"__proto__":"x","contractDate":"Vertragsdatum"}}')],
      [fileId, { board: '', columns: { contractDate: '' } }],
      [fileId, { board: '', columns: { contractDate: 'x'.repeat(301) } }],
      [fileId, { board: 'x'.repeat(201), columns: {} }],
      [fileId, { board: '', columns: { contractDate: 5 } }]
    ]) {
      expect(await codeOf('check', bad), describeArgs(bad)).toBe('invalid_argument')
    }
    expect(await codeOf('check', [fileId, mapping])).toBe('ok')
    const unknown = await invoke('check', ['never-handed-out', mapping])
    expect(unknown.ok ? null : unknown.error).toMatchObject({
      code: 'not_found',
      message: 'The file is no longer loaded; load it again.'
    })
  })

  it('take needs the board named and a room within the grid’s column limit', async () => {
    for (const bad of [
      [fileId, mapping],
      [fileId, mapping, -1],
      [fileId, mapping, 1.5],
      [fileId, mapping, GRID_MAX_COLUMNS + 1],
      [fileId, mapping, '10'],
      [fileId, { ...mapping, board: '' }, 10],
      [fileId, { ...mapping, board: '   ' }, 10],
      ['bad id!', mapping, 10]
    ]) {
      expect(await codeOf('take', bad), describeArgs(bad)).toBe('invalid_argument')
    }
    // None of the refused calls took the file: it is still there to take.
    const r = await invoke('take', [fileId, mapping, GRID_MAX_COLUMNS])
    expect(r.ok && (r.value as { status: string }).status).toBe('taken')
  })

  it('discard takes one file id', async () => {
    for (const bad of [[], [''], [42], ['a b'], ['x'.repeat(65)]])
      expect(await codeOf('discard', bad)).toBe('invalid_argument')
    expect(await codeOf('discard', ['never-handed-out'])).toBe('ok')
  })
})
