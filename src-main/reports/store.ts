// The report library on disk: one SQLite file (libsql, WAL, synchronous=FULL), one row per report with
// the columns the list needs and the report itself as a deflated JSON blob with its checksum. Every
// write is one transaction, so a report is there whole or not at all, also when the process is killed.
// An unreadable row is marked damaged and skipped; a file SQLite cannot read is moved aside.
import { existsSync, renameSync } from 'node:fs'
import Database from 'libsql'
import type { PartStatus, Report, ReportSummary } from '@shared/bridge/reports'
import { REPORT_PARTS } from '@shared/bridge/reports'
import { foldedWords, queryAddressLine, searchColumn } from './address-key'
import { asBytes, decodeReport, digestOf, encodeReport } from './codec'

type Db = InstanceType<typeof Database>

const SCHEMA_VERSION = 1
const SCHEMA = `
CREATE TABLE reports (
  id TEXT PRIMARY KEY,
  label TEXT NOT NULL,
  search TEXT NOT NULL,
  lat REAL,
  lon REAL,
  connection_id TEXT NOT NULL,
  connection_name TEXT NOT NULL,
  fetched_at TEXT NOT NULL,
  opened_at TEXT,
  used_at INTEGER NOT NULL,
  pinned INTEGER NOT NULL DEFAULT 0,
  parts TEXT NOT NULL,
  size INTEGER NOT NULL,
  body BLOB NOT NULL,
  digest TEXT NOT NULL,
  damaged TEXT,
  deleted_at INTEGER
);
CREATE INDEX reports_fetched ON reports(fetched_at);
CREATE INDEX reports_used ON reports(used_at);
`
/** Bytes a row takes besides its blob (columns, index entries), counted against the cap. */
const ROW_OVERHEAD = 512

const SUMMARY_COLUMNS =
  'id, label, lat, lon, connection_id, connection_name, fetched_at, opened_at, pinned, parts, size, damaged'

interface SummaryRow {
  id: unknown
  label: unknown
  lat: unknown
  lon: unknown
  connection_id: unknown
  connection_name: unknown
  fetched_at: unknown
  opened_at: unknown
  pinned: unknown
  parts: unknown
  size: unknown
  damaged: unknown
}

export interface ListOptions {
  search?: string
  offset?: number
  limit?: number
}

export interface StoreOptions {
  /** The reports' share of the cache cap, in bytes; read at every save. */
  capBytes: () => number
  now?: () => Date
}

export type OpenResult = { ok: true; report: Report } | { ok: false; code: 'not_found' | 'damaged'; reason: string }

export interface SaveResult {
  summary: ReportSummary
  /** Reports removed to stay under the cap. */
  evicted: string[]
}

export interface ReportStore {
  readonly file: string
  /** Where an unreadable database file was moved at opening, if that happened. */
  readonly movedAside: string | null
  save(report: Report): SaveResult
  /** Replaces a report in one transaction, keeping its pin; inserts when it is gone. */
  replace(report: Report): SaveResult
  list(options?: ListOptions): { items: ReportSummary[]; total: number }
  summary(id: string): ReportSummary | null
  open(id: string): OpenResult
  /** The stored report without marking it opened (refresh reads the query from it). */
  read(id: string): OpenResult
  setPinned(id: string, pinned: boolean): ReportSummary | null
  softDelete(id: string): boolean
  restore(id: string): ReportSummary | null
  /** Rows whose address matches the words of `line`, or whose coordinates are within `radiusM`. */
  findSaved(line: string | null, near: { latitude: number; longitude: number } | null, radiusM: number): ReportSummary[]
  /** Checks every row's checksum; marks and returns the rows found damaged. */
  verify(): string[]
  usage(): { bytes: number; count: number }
  close(): void
}

function openDb(file: string): Db {
  const db = new Database(file)
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    const version = Number((db.prepare('PRAGMA user_version').get() as { user_version?: number } | undefined)?.user_version ?? 0)
    if (version === 0) {
      // Must precede the first table so freed pages can be returned to the file system.
      db.exec('PRAGMA auto_vacuum = INCREMENTAL')
    }
    db.exec('PRAGMA journal_mode = WAL')
    db.exec('PRAGMA synchronous = FULL')
    if (version === 0) {
      db.exec('BEGIN IMMEDIATE')
      db.exec(SCHEMA)
      db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`)
      db.exec('COMMIT')
    } else if (version !== SCHEMA_VERSION) {
      throw new Error(`report cache ${file} has schema version ${version}, this app knows ${SCHEMA_VERSION}`)
    }
    const check = db.prepare('PRAGMA quick_check').get() as { quick_check?: string } | undefined
    if (check?.quick_check !== 'ok') throw new Error(`report cache ${file} fails its integrity check`)
    return db
  } catch (err) {
    db.close()
    throw err
  }
}

/** Opens the report cache at `file`, creating it; a file that is not a readable cache is moved aside. */
export function openReportStore(file: string, options: StoreOptions): ReportStore {
  const now = options.now ?? (() => new Date())
  let db: Db
  let movedAside: string | null = null
  try {
    db = openDb(file)
  } catch (err) {
    if (!existsSync(file)) throw err
    movedAside = `${file}.unreadable-${Date.now()}`
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(file + suffix)) renameSync(file + suffix, movedAside + suffix)
    }
    db = openDb(file)
  }

  const stmt = {
    insert: db.prepare(
      `INSERT INTO reports (id, label, search, lat, lon, connection_id, connection_name, fetched_at, opened_at, used_at, pinned, parts, size, body, digest, damaged, deleted_at)
       VALUES (@id, @label, @search, @lat, @lon, @connection_id, @connection_name, @fetched_at, @opened_at, @used_at, @pinned, @parts, @size, @body, @digest, NULL, NULL)`
    ),
    keep: db.prepare('SELECT pinned, opened_at FROM reports WHERE id = ?'),
    remove: db.prepare('DELETE FROM reports WHERE id = ?'),
    summary: db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM reports WHERE id = ? AND deleted_at IS NULL`),
    body: db.prepare('SELECT body, digest FROM reports WHERE id = ? AND deleted_at IS NULL'),
    opened: db.prepare('UPDATE reports SET opened_at = ?, used_at = ? WHERE id = ?'),
    damaged: db.prepare('UPDATE reports SET damaged = ? WHERE id = ?'),
    pin: db.prepare('UPDATE reports SET pinned = ? WHERE id = ? AND deleted_at IS NULL'),
    softDelete: db.prepare('UPDATE reports SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL'),
    restore: db.prepare('UPDATE reports SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL'),
    total: db.prepare('SELECT COALESCE(SUM(size), 0) AS bytes, COUNT(*) AS count FROM reports'),
    usage: db.prepare('SELECT COALESCE(SUM(size), 0) AS bytes, COUNT(*) AS count FROM reports WHERE deleted_at IS NULL'),
    victims: db.prepare(
      `SELECT id, size FROM reports WHERE pinned = 0 AND id != ?
       ORDER BY (deleted_at IS NULL), (damaged IS NULL), used_at, fetched_at`
    ),
    located: db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM reports WHERE deleted_at IS NULL AND lat BETWEEN ? AND ? AND lon BETWEEN ? AND ?`)
  }

  // Soft-deleted rows are an undo buffer for this session only.
  db.exec('DELETE FROM reports WHERE deleted_at IS NOT NULL')

  function tx<T>(fn: () => T): T {
    db.exec('BEGIN IMMEDIATE')
    try {
      const out = fn()
      db.exec('COMMIT')
      return out
    } catch (err) {
      if (db.inTransaction) db.exec('ROLLBACK')
      throw err
    }
  }

  function rowOf(report: Report, keep: { pinned: number; opened_at: string | null } | null) {
    const { body, digest } = encodeReport(report)
    const line = queryAddressLine(report.query) ?? ''
    const openedAt = keep?.opened_at ?? null
    const usedAt = Math.max(Date.parse(report.fetchedAt) || 0, openedAt ? Date.parse(openedAt) || 0 : 0)
    return {
      id: report.id,
      label: report.label,
      search: searchColumn(`${report.label} ${line}`),
      lat: report.coordinates?.latitude ?? null,
      lon: report.coordinates?.longitude ?? null,
      connection_id: report.connection.id,
      connection_name: report.connection.name,
      fetched_at: report.fetchedAt,
      opened_at: openedAt,
      used_at: usedAt,
      pinned: keep?.pinned ?? 0,
      parts: REPORT_PARTS.map((p) => report.parts[p].status).join(' '),
      size: body.length + ROW_OVERHEAD,
      body,
      digest
    }
  }

  function evict(keepId: string): string[] {
    const cap = options.capBytes()
    let { bytes } = stmt.total.get() as { bytes: number }
    if (bytes <= cap) return []
    const evicted: string[] = []
    for (const v of stmt.victims.all(keepId) as Array<{ id: string; size: number }>) {
      if (bytes <= cap) break
      stmt.remove.run(v.id)
      bytes -= Number(v.size)
      evicted.push(v.id)
    }
    return evicted
  }

  function write(report: Report, replacing: boolean): SaveResult {
    const evicted = tx(() => {
      const keep = replacing ? ((stmt.keep.get(report.id) as { pinned: number; opened_at: string | null } | undefined) ?? null) : null
      if (replacing) stmt.remove.run(report.id)
      stmt.insert.run(rowOf(report, keep))
      return evict(report.id)
    })
    if (evicted.length) db.exec('PRAGMA incremental_vacuum')
    return { summary: summary(report.id)!, evicted }
  }

  function summary(id: string): ReportSummary | null {
    const row = stmt.summary.get(id) as SummaryRow | undefined
    return row ? toSummary(row) : null
  }

  function readBody(id: string): OpenResult {
    const row = stmt.body.get(id) as { body: unknown; digest: unknown } | undefined
    if (!row) return { ok: false, code: 'not_found', reason: 'no saved report with this id' }
    const decoded = decodeReport(row.body, row.digest, id)
    if (!decoded.ok) {
      stmt.damaged.run(decoded.reason, id)
      return { ok: false, code: 'damaged', reason: decoded.reason }
    }
    return decoded
  }

  return {
    file,
    movedAside,
    save: (report) => write(report, false),
    replace: (report) => write(report, true),
    list({ search, offset = 0, limit = 200 } = {}) {
      const words = search ? foldedWords(search) : []
      const where = ['deleted_at IS NULL', ...words.map(() => "search LIKE ? ESCAPE '\\'")].join(' AND ')
      const params = words.map(likePattern)
      const total = Number((db.prepare(`SELECT COUNT(*) AS n FROM reports WHERE ${where}`).get(...params) as { n: number }).n)
      const rows = db
        .prepare(`SELECT ${SUMMARY_COLUMNS} FROM reports WHERE ${where} ORDER BY fetched_at DESC, id LIMIT ? OFFSET ?`)
        .all(...params, limit, offset) as SummaryRow[]
      return { items: rows.map(toSummary), total }
    },
    summary,
    open(id) {
      const out = readBody(id)
      if (out.ok) {
        const at = now()
        stmt.opened.run(at.toISOString(), at.getTime(), id)
      }
      return out
    },
    read: readBody,
    setPinned(id, pinned) {
      stmt.pin.run(pinned ? 1 : 0, id)
      return summary(id)
    },
    softDelete: (id) => stmt.softDelete.run(now().getTime(), id).changes > 0,
    restore(id) {
      stmt.restore.run(id)
      return summary(id)
    },
    findSaved(line, near, radiusM) {
      const out = new Map<string, ReportSummary>()
      const words = line ? foldedWords(line) : []
      if (words.length) {
        // Whole words here ("1" must not find "12"): the same address, not just a similar one.
        const where = ['deleted_at IS NULL', ...words.map(() => "search LIKE ? ESCAPE '\\'")].join(' AND ')
        const rows = db
          .prepare(`SELECT ${SUMMARY_COLUMNS}, search FROM reports WHERE ${where} ORDER BY fetched_at DESC LIMIT 200`)
          .all(...words.map(likePattern)) as Array<SummaryRow & { search: unknown }>
        for (const row of rows) {
          const have = new Set(str(row.search).split(' '))
          if (words.every((w) => have.has(w))) out.set(str(row.id), toSummary(row))
        }
      }
      if (near) {
        const dLat = radiusM / 111_320
        const dLon = radiusM / (111_320 * Math.max(0.01, Math.cos((near.latitude * Math.PI) / 180)))
        const rows = stmt.located.all(near.latitude - dLat, near.latitude + dLat, near.longitude - dLon, near.longitude + dLon) as SummaryRow[]
        for (const row of rows) {
          const s = toSummary(row)
          out.set(s.id, s)
        }
      }
      return [...out.values()].sort((a, b) => (a.fetchedAt < b.fetchedAt ? 1 : -1))
    },
    verify() {
      const found: string[] = []
      for (const row of db.prepare('SELECT id, body, digest FROM reports WHERE damaged IS NULL').iterate() as Iterable<{
        id: string
        body: unknown
        digest: unknown
      }>) {
        const body = asBytes(row.body)
        const ok = body !== null && typeof row.digest === 'string' && digestOf(body) === row.digest
        if (!ok) found.push(String(row.id))
      }
      for (const id of found) stmt.damaged.run('the stored data does not match its checksum', id)
      return found
    },
    usage() {
      const u = stmt.usage.get() as { bytes: number; count: number }
      return { bytes: Number(u.bytes), count: Number(u.count) }
    },
    close: () => db.close()
  }
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const PART_STATUSES = new Set<string>(['ok', 'forbidden', 'error', 'pending'])
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : v == null ? fallback : String(v))
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'bigint' ? Number(v) : null)

/** A list row from columns only; odd column values (raw edits) show as a damaged row, never throw. */
function toSummary(row: SummaryRow): ReportSummary {
  const statuses = str(row.parts).split(' ')
  const partsOk = statuses.length === REPORT_PARTS.length && statuses.every((s) => PART_STATUSES.has(s))
  const part = (i: number): PartStatus => (partsOk ? (statuses[i] as PartStatus) : 'error')
  const lat = num(row.lat)
  const lon = num(row.lon)
  const fetchedAt = str(row.fetched_at)
  const columnsOk = partsOk && typeof row.label === 'string' && !Number.isNaN(Date.parse(fetchedAt))
  return {
    id: str(row.id),
    label: str(row.label),
    fetchedAt,
    sizeBytes: Math.max(0, Math.round(num(row.size) ?? 0)),
    pinned: Boolean(num(row.pinned)),
    lastOpenedAt: row.opened_at == null ? null : str(row.opened_at),
    connection: { id: str(row.connection_id), name: str(row.connection_name) },
    parts: { addresses: part(0), regions: part(1), block: part(2) },
    coordinates: lat !== null && lon !== null ? { latitude: lat, longitude: lon } : null,
    damaged: row.damaged != null || !columnsOk
  }
}
