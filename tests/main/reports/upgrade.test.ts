// Upgrades lose nothing: a library written by the first release (schema 1, reports without a format
// version or connection kind) opens, migrates and keeps every report; a report lacking a field this
// version added opens; a file failing its integrity check is moved aside and the user told.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Report } from '@shared/bridge/reports'
import { digestOf, encodeItem } from '@main/storage/codec'
import { createReportService } from '@main/reports/service'
import { cloneReport, fetchSampleReport, openStore, tempDir } from './helpers'

let base: Report
let dir: string
beforeAll(async () => {
  base = await fetchSampleReport()
  dir = tempDir('lagebild-report-upgrade-')
}, 60_000)
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const fileIn = (name: string) => {
  mkdirSync(join(dir, name), { recursive: true })
  return join(dir, name, 'reports.db')
}

/** The report as format 2 stored it (releases before the one provenance vocabulary): the connection with its URL, and fetchedAt, beside the parts. */
function formatTwo(r: Report): Record<string, unknown> & { id: string } {
  const { source, ...rest } = r
  return {
    ...rest,
    formatVersion: 2,
    connection: { ...source.connection, baseUrl: source.baseUrl },
    fetchedAt: source.fetchedAt
  }
}

/** The report as release 0.1.0 stored it: no formatVersion, a connection without kind. */
function formatOne(r: Report): Record<string, unknown> {
  const { formatVersion: _v, connection, ...rest } = formatTwo(r)
  const { kind: _k, ...named } = connection as Report['source']['connection']
  return { ...rest, connection: named }
}
const withConnection = (r: Report, c: { id: string; name: string }): Report => ({
  ...r,
  source: { ...r.source, connection: { ...r.source.connection, ...c } }
})

/** Release 0.1.0's writer: its schema (user_version 1) and its row format, verbatim. */
function writeSchemaOne(file: string, reports: Array<Record<string, unknown> & { id: string }>) {
  const db = new Database(file)
  db.exec('PRAGMA auto_vacuum = INCREMENTAL')
  db.exec('PRAGMA journal_mode = WAL')
  db.exec(`CREATE TABLE reports (
  id TEXT PRIMARY KEY, label TEXT NOT NULL, search TEXT NOT NULL, lat REAL, lon REAL, connection_id TEXT NOT NULL,
  connection_name TEXT NOT NULL, fetched_at TEXT NOT NULL, opened_at TEXT, used_at INTEGER NOT NULL,
  pinned INTEGER NOT NULL DEFAULT 0, parts TEXT NOT NULL, size INTEGER NOT NULL, body BLOB NOT NULL, digest TEXT NOT NULL,
  damaged TEXT, deleted_at INTEGER);
CREATE INDEX reports_fetched ON reports(fetched_at);
CREATE INDEX reports_used ON reports(used_at);
PRAGMA user_version = 1;`)
  const insert = db.prepare(
    `INSERT INTO reports (id, label, search, lat, lon, connection_id, connection_name, fetched_at, opened_at, used_at, pinned, parts, size, body, digest)
     VALUES (?, ?, ?, NULL, NULL, ?, ?, ?, NULL, ?, ?, 'ok ok ok', ?, ?, ?)`
  )
  for (const [n, r] of reports.entries()) {
    const body = deflateSync(Buffer.from(JSON.stringify(r)))
    const c = r.connection as { id: string; name: string }
    insert.run(
      r.id,
      r.label,
      String(r.label).toLowerCase(),
      c.id,
      c.name,
      r.fetchedAt,
      Date.parse(String(r.fetchedAt)),
      n === 0 ? 1 : 0,
      body.length + 512,
      body,
      digestOf(body)
    )
  }
  db.close()
}

describe('a library written by release 0.1.0', () => {
  it('opens with every report, each knowing its connection kind, and keeps its pin', async () => {
    const file = fileIn('v1')
    const sandboxOne = formatOne(cloneReport(base, 0)) as Record<string, unknown> & { id: string }
    const vendor = withConnection(cloneReport(base, 1), { id: 'vendor', name: 'Vendor' })
    const custom = withConnection(cloneReport(base, 2), { id: 'c-1a2b3c4d', name: 'Büro-Proxy' })
    writeSchemaOne(file, [sandboxOne, formatOne(vendor) as never, formatOne(custom) as never])

    const store = openStore(file)
    const service = createReportService({
      store: () => store,
      connect: () => Promise.reject(new Error('no network')),
      emitProgress: () => undefined,
      emitLibrary: () => undefined,
      usageExtras: () => ({ tilesBytes: 0, capBytes: 1024 ** 3 })
    })
    try {
      expect(store.movedAside).toBeNull()
      const page = service.list({})
      await service.check()
      const rows = new Map(service.list({}).items.map((r) => [r.id, r]))
      expect(page.total).toBe(3)
      expect([...rows.values()].map((r) => [r.id, r.connection.kind, r.damaged, r.versionCount, r.current])).toEqual([
        ['r000002', 'custom', false, 1, true],
        ['r000001', 'vendor', false, 1, true],
        ['r000000', 'sandbox', false, 1, true]
      ])
      expect(rows.get('r000000')!.pinned).toBe(true)
      expect(rows.get('r000000')!.caseInfo).toEqual({ caseNumber: '', client: '', note: '' })
      // The report opens in the current format, otherwise exactly as stored.
      expect(service.open('r000000')).toEqual(cloneReport(base, 0))
      expect(service.open('r000002').source).toEqual({
        ...custom.source,
        connection: { ...custom.source.connection, kind: 'custom' }
      })
      // The migrated file takes the new features.
      service.setCase('r000001', { caseNumber: 'AZ 1', client: '', note: '' })
      expect(service.list({ search: 'az 1' }).items.map((r) => r.id)).toEqual(['r000001'])
    } finally {
      store.close()
    }
    const db = new Database(file)
    expect((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(2)
    db.close()
  }, 30_000)

  it('opens a report written by the releases before the one provenance vocabulary (format 2) as it was, its connection and date now its source', () => {
    const file = fileIn('v2-format')
    const custom = withConnection(cloneReport(base, 4), { id: 'c-1a2b3c4d', name: 'Büro-Proxy' })
    const store = openStore(file)
    try {
      store.save(custom)
    } finally {
      store.close()
    }
    // The row in today's file layout, its body as format 2 wrote it.
    const { body, digest } = encodeItem(formatTwo(custom))
    const db = new Database(file)
    db.prepare('UPDATE reports SET body = ?, digest = ? WHERE id = ?').run(body, digest, custom.id)
    db.close()
    const reopened = openStore(file)
    try {
      const out = reopened.open(custom.id)
      if (!out.ok) throw new Error(out.reason)
      expect(out.value).toEqual(custom)
      expect(out.value.source.baseUrl).toBe(base.source.baseUrl)
      expect(out.value.source.endpoint).toBe(
        'POST /api/v2/locations/addresses; POST /api/v2/locations/regions; GET /api/v1/block'
      )
    } finally {
      reopened.close()
    }
  })

  it('opens a report that lacks an optional field added later (a part without its fetch time)', () => {
    const file = fileIn('missing-field')
    const r = cloneReport(base, 7)
    delete r.parts.block.fetchedAt
    writeSchemaOne(file, [formatOne(r) as never])
    const store = openStore(file)
    try {
      const out = store.open('r000007')
      expect(out.ok).toBe(true)
      if (out.ok) expect(out.value.parts.block.fetchedAt).toBeUndefined()
    } finally {
      store.close()
    }
  })

  it('a report written by a newer release is kept and named as such, not silently dropped', () => {
    const file = fileIn('newer-report')
    writeSchemaOne(file, [{ ...formatTwo(cloneReport(base, 3)), formatVersion: 99 }])
    const store = openStore(file)
    try {
      const out = store.open('r000003')
      expect(out).toMatchObject({ ok: false, code: 'damaged', reason: expect.stringContaining('newer Lagebild') })
      expect(store.list().items.map((i) => i.id)).toEqual(['r000003'])
    } finally {
      store.close()
    }
  })
})

describe('a library file failing its integrity check', () => {
  it('is moved aside whole, the library starts empty, and the listing tells the user where the copy is', async () => {
    const file = fileIn('broken')
    const first = openStore(file)
    for (let n = 0; n < 40; n++) first.save(cloneReport(base, n))
    first.close()
    const flush = new Database(file)
    flush.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    flush.close()
    // Damage to the last pages, as a failing disk does: SQLite still opens the file; the listing or the
    // whole-file check finds it, whichever reads there first.
    const bytes = readFileSync(file)
    const pageSize = bytes.readUInt16BE(16)
    const pages = bytes.length / pageSize
    for (let page = pages - 6; page < pages - 1; page++) bytes.fill(0x37, page * pageSize, page * pageSize + 64)
    writeFileSync(file, bytes)
    const original = readFileSync(file)

    const changes: Array<{ reason: string }> = []
    const logged: string[] = []
    const store = openStore(file)
    const service = createReportService({
      store: () => store,
      connect: () => Promise.reject(new Error('no network')),
      emitProgress: () => undefined,
      emitLibrary: (c) => void changes.push(c),
      usageExtras: () => ({ tilesBytes: 0, capBytes: 1024 ** 3 }),
      log: (m) => void logged.push(m)
    })
    try {
      service.list({})
      await service.check()
      expect(changes).toContainEqual({ reason: 'recovered', ids: [] })
      const page = service.list({})
      expect(page.total).toBe(0)
      expect(page.recovered?.backup).toMatch(/reports\.db\.unreadable-\d+$/)
      expect(page.recovered?.reason).toMatch(/integrity check/)
      expect(readFileSync(page.recovered!.backup).equals(original)).toBe(true)
      expect(logged.join('\n')).toContain(page.recovered!.backup)
      // The fresh library works.
      store.save(cloneReport(base, 1))
      expect(service.list({}).total).toBe(1)
    } finally {
      store.close()
    }
  }, 30_000)

  it('a file that is not a database at all is moved aside at opening and reported the same way', () => {
    const file = fileIn('garbage')
    writeFileSync(file, Buffer.alloc(8192, 0x5a))
    const store = openStore(file)
    try {
      expect(store.recovered?.backup).toBe(store.movedAside)
      expect(existsSync(store.movedAside!)).toBe(true)
    } finally {
      store.close()
    }
  })
})
