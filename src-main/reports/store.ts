// The report library on disk: one SQLite file (libsql, WAL, synchronous=FULL), one row per report with
// the columns the list needs and the report itself as a deflated JSON blob with its checksum. Every
// write is one transaction, so a report is there whole or not at all, also when the process is killed.
// An unreadable row is marked damaged and skipped; a file SQLite cannot read is moved aside.
// An entry (one address the user keeps) has one current version and the earlier versions an update
// kept; case number, client and note belong to the entry. Opening does no whole-file work: the
// integrity check and the checksums run off the main thread (integrity-check.ts).
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { REPORT_PARTS, Report, type CaseInfo, type LibrarySort, type ReportSummary } from '@shared/bridge/reports'
import { foldedWords, queryAddressLine, searchColumn } from './address-key'
import { moveAside, openSchemaFile, openStoreFile, transaction, type Db } from '../storage/sqlite-file'
import { CHECKSUM_MISMATCH, decodeItem, digestMatches, encodeItem, type Stored } from '../storage/codec'
import { CONNECTION_NAMES, CONNECTION_VALUES, connectionParams } from '../storage/connection-columns'
import { upgradeReport } from './report-format'
import { REPORT_STORE, str, toSummary, type SummaryRow } from './store-rows'

export { CHECKSUM_MISMATCH }

const reportCheck = TypeCompiler.Compile(Report)

/** Bytes a row takes besides its blob (columns, index entries), counted against the cap. */
const ROW_OVERHEAD = 512

const SUMMARY_COLUMNS = `id, label, lat, lon, ${CONNECTION_NAMES}, fetched_at, opened_at, pinned, parts, size,
  damaged, COALESCE(entry_id, id) AS entry_id, superseded_at, case_number, client, note,
  (SELECT COUNT(*) FROM reports v WHERE COALESCE(v.entry_id, v.id) = COALESCE(reports.entry_id, reports.id) AND v.deleted_at IS NULL) AS versions`
/** Rows of schema 1 have no entry_id: each was its own entry. Spelled as the index is. */
const ENTRY = 'COALESCE(entry_id, id)'
const CURRENT = 'deleted_at IS NULL AND superseded_at IS NULL'
const MATCHES = "(search || ' ' || case_search) LIKE ? ESCAPE '\\'"
const ORDER: Record<LibrarySort, string> = {
  date: 'fetched_at DESC, id',
  address: 'search, fetched_at DESC, id',
  case: "(case_number = ''), case_number COLLATE NOCASE, fetched_at DESC, id"
}

export interface ListOptions {
  search?: string
  offset?: number
  limit?: number
  sort?: LibrarySort
}

export interface StoreOptions {
  /** The reports' share of the cache cap, in bytes; read at every save. */
  capBytes: () => number
  now?: () => Date
}

export type OpenResult = Stored<Report>

export interface SaveResult {
  summary: ReportSummary
  /** Reports removed to stay under the cap. */
  evicted: string[]
}

export interface Recovered {
  /** Where the unreadable file was moved. */
  backup: string
  reason: string
}

export interface ReportStore {
  readonly file: string
  /** Where an unreadable database file was moved this session, if that happened. */
  readonly movedAside: string | null
  readonly recovered: Recovered | null
  /** Saves a report as a new library entry. */
  save(report: Report): SaveResult
  /**
   * Saves `report` as the current version of the entry `entryOf` belongs to, in one transaction;
   * the version current until now is kept as an earlier one. The pin and the case fields move on.
   */
  addVersion(entryOf: string, report: Report): SaveResult
  versions(id: string): ReportSummary[]
  setCase(id: string, info: CaseInfo): ReportSummary | null
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
  /** Checks every row's checksum; marks and returns the rows found damaged (blocking: tests, tools). */
  verify(): string[]
  markDamaged(ids: string[], reason: string): void
  /** Moves the file aside after it failed its integrity check and starts an empty library. */
  recover(reason: string): Recovered
  usage(): { bytes: number; count: number }
  close(): void
}

function prepare(db: Db) {
  return {
    insert: db.prepare(
      `INSERT INTO reports (id, label, search, lat, lon, ${CONNECTION_NAMES}, fetched_at, opened_at, used_at, pinned, parts, size, body, digest,
         damaged, deleted_at, entry_id, superseded_at, case_number, client, note, case_search)
       VALUES (@id, @label, @search, @lat, @lon, ${CONNECTION_VALUES}, @fetched_at, @opened_at, @used_at, @pinned, @parts, @size, @body, @digest,
         NULL, NULL, @entry_id, NULL, @case_number, @client, @note, @case_search)`
    ),
    entryOf: db.prepare(`SELECT ${ENTRY} AS entry_id FROM reports WHERE id = ? AND deleted_at IS NULL`),
    currentOf: db.prepare(
      `SELECT id, pinned, case_number, client, note, case_search FROM reports WHERE ${ENTRY} = ? AND ${CURRENT}`
    ),
    supersede: db.prepare('UPDATE reports SET superseded_at = ?, pinned = 0 WHERE id = ?'),
    remove: db.prepare('DELETE FROM reports WHERE id = ?'),
    summary: db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM reports WHERE id = ? AND deleted_at IS NULL`),
    versions: db.prepare(
      `SELECT ${SUMMARY_COLUMNS} FROM reports WHERE ${ENTRY} = ? AND deleted_at IS NULL ORDER BY fetched_at DESC, id`
    ),
    body: db.prepare('SELECT body, digest FROM reports WHERE id = ? AND deleted_at IS NULL'),
    opened: db.prepare('UPDATE reports SET opened_at = ?, used_at = ? WHERE id = ?'),
    damaged: db.prepare('UPDATE reports SET damaged = ? WHERE id = ? AND damaged IS NULL'),
    pin: db.prepare('UPDATE reports SET pinned = ? WHERE id = ? AND deleted_at IS NULL'),
    setCase: db.prepare(`UPDATE reports SET case_number = ?, client = ?, note = ?, case_search = ? WHERE ${ENTRY} = ?`),
    deleteRow: db.prepare('UPDATE reports SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL'),
    deleteEntry: db.prepare(`UPDATE reports SET deleted_at = ? WHERE ${ENTRY} = ? AND deleted_at IS NULL`),
    deletedRow: db.prepare(
      `SELECT ${ENTRY} AS entry_id, deleted_at FROM reports WHERE id = ? AND deleted_at IS NOT NULL`
    ),
    restore: db.prepare(`UPDATE reports SET deleted_at = NULL WHERE ${ENTRY} = ? AND deleted_at = ?`),
    isCurrent: db.prepare(
      `SELECT ${ENTRY} AS entry_id, superseded_at FROM reports WHERE id = ? AND deleted_at IS NULL`
    ),
    total: db.prepare('SELECT COALESCE(SUM(size), 0) AS bytes, COUNT(*) AS count FROM reports'),
    usage: db.prepare(
      'SELECT COALESCE(SUM(size), 0) AS bytes, COUNT(*) AS count FROM reports WHERE deleted_at IS NULL'
    ),
    victims: db.prepare(
      `SELECT id, size FROM reports WHERE pinned = 0 AND id != ?
       ORDER BY (deleted_at IS NULL), (superseded_at IS NULL), (damaged IS NULL), used_at, fetched_at`
    ),
    located: db.prepare(
      `SELECT ${SUMMARY_COLUMNS} FROM reports WHERE ${CURRENT} AND lat BETWEEN ? AND ? AND lon BETWEEN ? AND ?`
    )
  }
}

const caseSearch = (info: CaseInfo) => {
  const text = [info.caseNumber, info.client, info.note].join(' ').trim()
  return text ? searchColumn(text) : ''
}

/** Opens the report cache at `file`, creating or migrating it; a file that is not a readable cache is moved aside. */
export function openReportStore(file: string, options: StoreOptions): ReportStore {
  const now = options.now ?? (() => new Date())
  const opened = openStoreFile(file, REPORT_STORE)
  // Soft-deleted rows are an undo buffer for this session only.
  const dropDeleted = (d: Db) => d.exec('DELETE FROM reports WHERE deleted_at IS NOT NULL')
  dropDeleted(opened.db)
  let db: Db = opened.db
  let movedAside: string | null = opened.movedAside
  let recovered: Recovered | null = opened.movedAside
    ? { backup: opened.movedAside, reason: opened.reason ?? '' }
    : null
  let stmt = prepare(db)

  const tx = <T>(fn: () => T): T => transaction(db, fn)

  interface Carried {
    entryId: string
    pinned: number
    info: CaseInfo
  }

  function rowOf(report: Report, carried: Carried | null) {
    const { body, digest } = encodeItem(report)
    const line = queryAddressLine(report.query) ?? ''
    const info = carried?.info ?? { caseNumber: '', client: '', note: '' }
    return {
      id: report.id,
      label: report.label,
      search: searchColumn(`${report.label} ${line}`),
      lat: report.coordinates?.latitude ?? null,
      lon: report.coordinates?.longitude ?? null,
      ...connectionParams(report.source.connection),
      fetched_at: report.source.fetchedAt,
      opened_at: null,
      used_at: Date.parse(report.source.fetchedAt) || 0,
      pinned: carried?.pinned ?? 0,
      parts: REPORT_PARTS.map((p) => report.parts[p].status).join(' '),
      size: body.length + ROW_OVERHEAD,
      body,
      digest,
      entry_id: carried?.entryId ?? report.id,
      case_number: info.caseNumber,
      client: info.client,
      note: info.note,
      case_search: caseSearch(info)
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

  function finish(id: string, evicted: string[]): SaveResult {
    if (evicted.length) db.exec('PRAGMA incremental_vacuum')
    return { summary: summary(id)!, evicted }
  }

  function summary(id: string): ReportSummary | null {
    const row = stmt.summary.get(id) as SummaryRow | undefined
    return row ? toSummary(row) : null
  }

  function readBody(id: string): OpenResult {
    const row = stmt.body.get(id) as { body: unknown; digest: unknown } | undefined
    if (!row) return { ok: false, code: 'not_found', reason: 'no saved report with this id' }
    const decoded = decodeItem(row.body, row.digest, { what: 'report', check: reportCheck, id, upgrade: upgradeReport })
    if (!decoded.ok) stmt.damaged.run(decoded.reason, id)
    return decoded
  }

  const entryOf = (id: string) => (stmt.entryOf.get(id) as { entry_id: string } | undefined)?.entry_id ?? null

  return {
    file,
    get movedAside() {
      return movedAside
    },
    get recovered() {
      return recovered
    },
    save(report) {
      return finish(
        report.id,
        tx(() => {
          stmt.insert.run(rowOf(report, null))
          return evict(report.id)
        })
      )
    },
    addVersion(of, report) {
      return finish(
        report.id,
        tx(() => {
          const entryId = entryOf(of)
          const current = entryId
            ? (stmt.currentOf.get(entryId) as
                { id: string; pinned: number; case_number: string; client: string; note: string } | undefined)
            : undefined
          if (entryId && current) stmt.supersede.run(now().getTime(), current.id)
          stmt.insert.run(
            rowOf(
              report,
              entryId
                ? {
                    entryId,
                    pinned: Number(current?.pinned ?? 0),
                    info: {
                      caseNumber: str(current?.case_number),
                      client: str(current?.client),
                      note: str(current?.note)
                    }
                  }
                : null
            )
          )
          return evict(report.id)
        })
      )
    },
    versions(id) {
      const entryId = entryOf(id)
      return entryId ? (stmt.versions.all(entryId) as SummaryRow[]).map(toSummary) : []
    },
    setCase(id, info) {
      const entryId = entryOf(id)
      if (!entryId) return null
      stmt.setCase.run(info.caseNumber.trim(), info.client.trim(), info.note.trim(), caseSearch(info), entryId)
      return summary(id)
    },
    list({ search, offset = 0, limit = 200, sort = 'date' } = {}) {
      const words = search ? foldedWords(search) : []
      const where = [CURRENT, ...words.map(() => MATCHES)].join(' AND ')
      const params = words.map(likePattern)
      const total = Number(
        (db.prepare(`SELECT COUNT(*) AS n FROM reports WHERE ${where}`).get(...params) as { n: number }).n
      )
      const rows = db
        .prepare(`SELECT ${SUMMARY_COLUMNS} FROM reports WHERE ${where} ORDER BY ${ORDER[sort]} LIMIT ? OFFSET ?`)
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
    softDelete(id) {
      const row = stmt.isCurrent.get(id) as { entry_id: string; superseded_at: unknown } | undefined
      if (!row) return false
      // Deleting the current version deletes the entry; an earlier version goes alone.
      const at = now().getTime()
      if (row.superseded_at == null) stmt.deleteEntry.run(at, row.entry_id)
      else stmt.deleteRow.run(at, id)
      return true
    },
    restore(id) {
      const row = stmt.deletedRow.get(id) as { entry_id: string; deleted_at: number } | undefined
      if (row) stmt.restore.run(row.entry_id, row.deleted_at)
      return summary(id)
    },
    findSaved(line, near, radiusM) {
      const out = new Map<string, ReportSummary>()
      const words = line ? foldedWords(line) : []
      if (words.length) {
        // Whole words here ("1" must not find "12"): the same address, not just a similar one.
        const where = [CURRENT, ...words.map(() => "search LIKE ? ESCAPE '\\'")].join(' AND ')
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
        const rows = stmt.located.all(
          near.latitude - dLat,
          near.latitude + dLat,
          near.longitude - dLon,
          near.longitude + dLon
        ) as SummaryRow[]
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
        if (!digestMatches(row.body, row.digest)) found.push(String(row.id))
      }
      for (const id of found) stmt.damaged.run(CHECKSUM_MISMATCH, id)
      return found
    },
    markDamaged(ids, reason) {
      for (const id of ids) stmt.damaged.run(reason, id)
    },
    recover(reason) {
      db.close()
      movedAside = moveAside(file)
      recovered = { backup: movedAside, reason }
      db = openSchemaFile(file, REPORT_STORE)
      dropDeleted(db)
      stmt = prepare(db)
      return recovered
    },
    usage() {
      const u = stmt.usage.get() as { bytes: number; count: number }
      return { bytes: Number(u.bytes), count: Number(u.count) }
    },
    close: () => db.close()
  }
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
