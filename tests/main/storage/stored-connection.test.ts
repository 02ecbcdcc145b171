// Every store keeps a Connection in the same three columns and reads it back by one rule
// (storage/connection-columns.ts): a stored kind that is a known kind wins, otherwise the id tells it.
// The comparable sets file of the releases before had no kind column: such a file, written verbatim in
// that layout, opens with every set as it was and records the kind of what is saved from then on.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ComparableSet, ComparablesResult } from '@shared/bridge/comparables'
import type { Connection } from '@shared/bridge/provenance'
import type { MarketResult } from '@shared/bridge/market'
import type { Report } from '@shared/bridge/reports'
import { digestOf } from '@main/storage/codec'
import { keptCount, openComparableSetStore } from '@main/comparables/store'
import { openMarketStore } from '@main/market/store'
import {
  call,
  cloneReport,
  MARIENPLATZ_COMPARABLES,
  MARIENPLATZ_MARKET,
  openStore,
  sampleReportOf,
  tempDir,
  withSampleApp
} from '../reports/helpers'

const SANDBOX: Connection = { id: 'sandbox', name: 'Sandbox (eingebaut)', kind: 'sandbox' }
const VENDOR: Connection = { id: 'vendor', name: 'Vendor', kind: 'vendor' }
const OFFICE: Connection = { id: 'c-1a2b3c4d', name: 'Büro-Dienst', kind: 'custom' }
/** A connection whose kind its id does not tell: only a recorded kind lists it right. */
const SECOND_VENDOR: Connection = { id: 'c-5e6f7a8b', name: 'Vendor EU', kind: 'vendor' }

let dir: string
let comparables: ComparablesResult
let market: MarketResult
let report: Report
beforeAll(async () => {
  dir = tempDir('lagebild-stored-connection-')
  await withSampleApp(async (app) => {
    comparables = await call<ComparablesResult>(app, 'comparables', 'search', MARIENPLATZ_COMPARABLES)
    market = await call<MarketResult>(app, 'market', 'search', MARIENPLATZ_MARKET)
    report = await sampleReportOf(app)
  })
}, 120_000)
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const setFrom = (id: string, connection: Connection): ComparableSet => ({
  id,
  label: `Set ${id}`,
  result: { ...structuredClone(comparables), source: { ...comparables.source, connection } },
  marks: {},
  hideOutliers: false,
  notes: '',
  reportId: null,
  savedAt: `2026-11-0${id.slice(-1)}T10:00:00.000Z`,
  changes: null
})

/** The comparable sets file as the releases before wrote it: their schema (user_version 1), verbatim. */
function writeSchemaOne(file: string, sets: ComparableSet[]): Map<string, { body: Buffer; digest: string }> {
  const db = new Database(file)
  db.exec('PRAGMA journal_mode = WAL')
  db.exec(`CREATE TABLE comparable_sets (
  id TEXT PRIMARY KEY, label TEXT NOT NULL, address TEXT NOT NULL, saved_at TEXT NOT NULL, offer_count INTEGER NOT NULL,
  kept_count INTEGER NOT NULL, report_id TEXT, connection_id TEXT NOT NULL, connection_name TEXT NOT NULL,
  body BLOB NOT NULL, digest TEXT NOT NULL, damaged TEXT, deleted_at INTEGER);
CREATE INDEX comparable_sets_saved ON comparable_sets(saved_at);
PRAGMA user_version = 1;`)
  const insert = db.prepare(
    `INSERT INTO comparable_sets (id, label, address, saved_at, offer_count, kept_count, report_id, connection_id, connection_name, body, digest)
     VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)`
  )
  const written = new Map<string, { body: Buffer; digest: string }>()
  for (const s of sets) {
    const body = deflateSync(Buffer.from(JSON.stringify(s)))
    const c = s.result.source.connection
    insert.run(
      s.id,
      s.label,
      s.result.query.subject.address,
      s.savedAt,
      s.result.items.length,
      keptCount(s),
      c.id,
      c.name,
      body,
      digestOf(body)
    )
    written.set(s.id, { body, digest: digestOf(body) })
  }
  db.close()
  return written
}

const kinds = (rows: Array<{ id: string; connection: Connection }>) =>
  Object.fromEntries(rows.map((r) => [r.id, r.connection]))

describe('the comparable sets file of the releases before (no connection kind)', () => {
  it('opens with every set as it was, each listed with the kind its id tells, and records the kind from then on', () => {
    const file = join(dir, 'old-sets.db')
    const old = [setFrom('s1', SANDBOX), setFrom('s2', VENDOR), setFrom('s3', OFFICE)]
    const written = writeSchemaOne(file, old)

    const store = openComparableSetStore(file)
    try {
      expect(store.movedAside).toBeNull()
      expect(kinds(store.list())).toEqual({ s1: SANDBOX, s2: VENDOR, s3: OFFICE })
      expect(store.list().map((s) => s.damaged)).toEqual([false, false, false])
      for (const s of old) {
        const read = store.open(s.id)
        if (!read.ok) throw new Error(read.reason)
        expect(read.value).toEqual(s)
      }
      store.put(setFrom('s4', SECOND_VENDOR))
    } finally {
      store.close()
    }

    const db = new Database(file)
    try {
      expect((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(2)
      // The step adds the column only: the old rows, their blobs and checksums are untouched.
      const rows = db
        .prepare("SELECT id, body, digest, connection_kind FROM comparable_sets WHERE id != 's4' ORDER BY id")
        .all() as Array<{ id: string; body: Uint8Array; digest: string; connection_kind: unknown }>
      expect(
        rows.map((r) => [
          r.id,
          Buffer.from(r.body).equals(written.get(r.id)!.body),
          r.digest === written.get(r.id)!.digest,
          r.connection_kind
        ])
      ).toEqual([
        ['s1', true, true, null],
        ['s2', true, true, null],
        ['s3', true, true, null]
      ])
    } finally {
      db.close()
    }

    const reopened = openComparableSetStore(file)
    try {
      expect(kinds(reopened.list())).toEqual({ s1: SANDBOX, s2: VENDOR, s3: OFFICE, s4: SECOND_VENDOR })
    } finally {
      reopened.close()
    }
  })
})

describe('one rule for the stored connection kind', () => {
  it('a set saved in a new file keeps its kind when it is listed again', () => {
    const file = join(dir, 'new-sets.db')
    const store = openComparableSetStore(file)
    expect(store.put(setFrom('s1', SECOND_VENDOR)).connection).toEqual(SECOND_VENDOR)
    store.close()
    const reopened = openComparableSetStore(file)
    try {
      expect(kinds(reopened.list())).toEqual({ s1: SECOND_VENDOR })
      expect(reopened.summary('s1')!.connection).toEqual(SECOND_VENDOR)
    } finally {
      reopened.close()
    }
  })

  it('a kind that is no known kind (a raw edit) is read from the id, in the sets, the market answers and the report library alike', () => {
    const expected = { sandbox: 'sandbox', vendor: 'vendor', [SECOND_VENDOR.id]: 'custom' }
    const three = [SANDBOX, VENDOR, SECOND_VENDOR]
    /** Writes a row per connection, sets every recorded kind to one nobody knows, and lists the kinds the reopened store reads. */
    function kindsAfterEdit<S extends { close(): void }>(
      name: string,
      table: string,
      open: (file: string) => S,
      write: (store: S) => void,
      rows: (store: S) => Array<{ connection: Connection }>
    ) {
      const file = join(dir, name)
      const store = open(file)
      write(store)
      store.close()
      const db = new Database(file)
      try {
        expect(db.prepare(`UPDATE ${table} SET connection_kind = 'partner'`).run().changes).toBe(3)
      } finally {
        db.close()
      }
      const again = open(file)
      try {
        return Object.fromEntries(rows(again).map((r) => [r.connection.id, r.connection.kind]))
      } finally {
        again.close()
      }
    }

    const sets = kindsAfterEdit(
      'edited-sets.db',
      'comparable_sets',
      openComparableSetStore,
      (s) => three.forEach((c, n) => s.put(setFrom(`s${n + 1}`, c))),
      (s) => s.list()
    )
    expect(sets).toEqual(expected)
    const answers = kindsAfterEdit(
      'edited-market.db',
      'market_answers',
      openMarketStore,
      (s) => three.forEach((c) => s.put({ ...market, id: `m-${c.id}`, source: { ...market.source, connection: c } })),
      (s) => s.list()
    )
    expect(answers).toEqual(expected)
    const library = kindsAfterEdit(
      'edited-reports.db',
      'reports',
      openStore,
      (s) =>
        three.forEach((c, n) => {
          const r = cloneReport(report, n)
          s.save({ ...r, source: { ...r.source, connection: c } })
        }),
      (s) => s.list().items
    )
    expect(library).toEqual(expected)
  })
})
