// The saved comparable sets on disk: one SQLite file (libsql, WAL, synchronous=FULL) beside the report
// cache, with the report library's guarantees: one transaction per write (a set is there whole or not
// at all, also when the process is killed), a deflated JSON blob with its SHA-256, damaged rows marked
// and skipped, a file SQLite cannot read moved aside. Sets are the appraiser's work: never evicted.
import { openStoreFile, transaction, type Db } from '../storage/sqlite-file'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { ComparableSet, type ComparableSetSummary } from '@shared/bridge/comparables'
import { countKept } from '@shared/comparables/stats'
import {
  CHECKSUM_MISMATCH,
  ENCODED_COLUMNS,
  decodeItem,
  digestMatches,
  encodeItem,
  type Stored
} from '../storage/codec'
import {
  CONNECTION_COLUMNS,
  CONNECTION_NAMES,
  CONNECTION_VALUES,
  addConnectionKind,
  connectionOf,
  connectionParams,
  type ConnectionRow
} from '../storage/connection-columns'
import { upgradeStoredSource } from '@shared/bridge/provenance'

const SCHEMA_VERSION = 2
const SCHEMA = `
CREATE TABLE comparable_sets (
  id TEXT PRIMARY KEY,
  label TEXT NOT NULL,
  address TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  offer_count INTEGER NOT NULL,
  kept_count INTEGER NOT NULL,
  report_id TEXT,
  damaged TEXT,
  deleted_at INTEGER,
  ${CONNECTION_COLUMNS},
  ${ENCODED_COLUMNS}
);
CREATE INDEX comparable_sets_saved ON comparable_sets(saved_at);
`
/** Each step brings the file from the version before its key to that version (sqlite-file.ts). */
const MIGRATIONS: Record<number, string> = {
  // The connection's kind, so sample data is known by what was recorded, not by the id alone.
  2: addConnectionKind('comparable_sets')
}
const COLUMNS = `id, label, address, saved_at, offer_count, kept_count, report_id, ${CONNECTION_NAMES}, damaged`

const setCheck = TypeCompiler.Compile(ComparableSet)

export type SetOpenResult = Stored<ComparableSet>

export interface ComparableSetStore {
  readonly file: string
  readonly movedAside: string | null
  /** Inserts or replaces the set with this id in one transaction. */
  put(set: ComparableSet): ComparableSetSummary
  list(): ComparableSetSummary[]
  summary(id: string): ComparableSetSummary | null
  open(id: string): SetOpenResult
  softDelete(id: string): boolean
  restore(id: string): ComparableSetSummary | null
  /** Checks every row's checksum; marks and returns the rows found damaged. */
  verify(): string[]
  close(): void
}

/**
 * Offers the appraiser keeps, by the rule the screen and the PDFs use (countKept): not excluded, not
 * ended, not an outlier while the set hides outliers. (It used to count every offer not excluded: the
 * library said "797 von 799 behalten" where the screen said 783.)
 */
export const keptCount = (set: Pick<ComparableSet, 'result' | 'marks' | 'hideOutliers' | 'changes'>): number =>
  countKept(
    set.result.items.map((o) => ({ id: o.id, pricePerSqm: o.salePricePerSqm ?? o.rentNetPerSqm })),
    set.marks,
    set.hideOutliers,
    new Set(set.changes?.endedIds ?? [])
  )

/** A set stored before the one provenance vocabulary carries its service URL inside source.connection; it is moved to source.baseUrl. */
const upgradeSet = (v: unknown) => {
  if (typeof v !== 'object' || v === null || !('result' in v)) return { ok: true as const, value: v }
  const { result } = v
  if (typeof result !== 'object' || result === null || !('source' in result)) return { ok: true as const, value: v }
  return { ok: true as const, value: { ...v, result: { ...result, source: upgradeStoredSource(result.source) } } }
}
export const decodeSet = (stored: unknown, digest: unknown, id: string): SetOpenResult =>
  decodeItem(stored, digest, { what: 'set', check: setCheck, id, upgrade: upgradeSet })

/** Sets saved under the old count get the kept count of today's rule (a damaged row keeps its column). */
function recount(db: Db) {
  const rows = db
    .prepare('SELECT id, body, digest, kept_count FROM comparable_sets WHERE damaged IS NULL')
    .all() as Array<Record<string, unknown>>
  const update = db.prepare('UPDATE comparable_sets SET kept_count = ? WHERE id = ?')
  for (const row of rows) {
    const opened = decodeSet(row.body, row.digest, String(row.id))
    if (!opened.ok) continue
    const kept = keptCount(opened.value)
    if (kept !== Number(row.kept_count)) update.run(kept, String(row.id))
  }
}

export function openComparableSetStore(file: string, options: { now?: () => Date } = {}): ComparableSetStore {
  const now = options.now ?? (() => new Date())
  const { db, movedAside } = openStoreFile(file, {
    what: 'comparable sets file',
    schema: SCHEMA,
    version: SCHEMA_VERSION,
    migrations: MIGRATIONS
  })
  db.exec('DELETE FROM comparable_sets WHERE deleted_at IS NOT NULL')
  recount(db)

  const stmt = {
    upsert: db.prepare(
      `INSERT OR REPLACE INTO comparable_sets (id, label, address, saved_at, offer_count, kept_count, report_id, ${CONNECTION_NAMES}, body, digest, damaged, deleted_at)
       VALUES (@id, @label, @address, @saved_at, @offer_count, @kept_count, @report_id, ${CONNECTION_VALUES}, @body, @digest, NULL, NULL)`
    ),
    summary: db.prepare(`SELECT ${COLUMNS} FROM comparable_sets WHERE id = ? AND deleted_at IS NULL`),
    list: db.prepare(`SELECT ${COLUMNS} FROM comparable_sets WHERE deleted_at IS NULL ORDER BY saved_at DESC, id`),
    body: db.prepare('SELECT body, digest FROM comparable_sets WHERE id = ? AND deleted_at IS NULL'),
    damaged: db.prepare('UPDATE comparable_sets SET damaged = ? WHERE id = ?'),
    softDelete: db.prepare('UPDATE comparable_sets SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL'),
    restore: db.prepare('UPDATE comparable_sets SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL')
  }

  function summary(id: string): ComparableSetSummary | null {
    const row = stmt.summary.get(id) as SummaryRow | undefined
    return row ? toSummary(row) : null
  }

  return {
    file,
    movedAside,
    put(set) {
      const { body, digest } = encodeItem(set)
      transaction(db, () =>
        stmt.upsert.run({
          id: set.id,
          label: set.label,
          address: set.result.query.subject.address,
          saved_at: set.savedAt,
          offer_count: set.result.items.length,
          kept_count: keptCount(set),
          report_id: set.reportId,
          ...connectionParams(set.result.source.connection),
          body,
          digest
        })
      )
      return summary(set.id)!
    },
    list: () => (stmt.list.all() as SummaryRow[]).map(toSummary),
    summary,
    open(id) {
      const row = stmt.body.get(id) as { body: unknown; digest: unknown } | undefined
      if (!row) return { ok: false, code: 'not_found', reason: 'no saved set with this id' }
      const out = decodeSet(row.body, row.digest, id)
      if (!out.ok) stmt.damaged.run(out.reason, id)
      return out
    },
    softDelete: (id) => stmt.softDelete.run(now().getTime(), id).changes > 0,
    restore(id) {
      stmt.restore.run(id)
      return summary(id)
    },
    verify() {
      const found: string[] = []
      for (const row of db
        .prepare('SELECT id, body, digest FROM comparable_sets WHERE damaged IS NULL')
        .all() as Array<{ id: string; body: unknown; digest: unknown }>) {
        if (!digestMatches(row.body, row.digest)) found.push(String(row.id))
      }
      for (const id of found) stmt.damaged.run(CHECKSUM_MISMATCH, id)
      return found
    },
    close: () => db.close()
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))
const int = (v: unknown) => (typeof v === 'number' || typeof v === 'bigint' ? Math.max(0, Math.round(Number(v))) : 0)

type SummaryRow = Record<string, unknown> & ConnectionRow

/** A list row from columns only; odd column values show as a damaged row, never throw. */
function toSummary(row: SummaryRow): ComparableSetSummary {
  const savedAt = str(row.saved_at)
  const columnsOk = typeof row.label === 'string' && !Number.isNaN(Date.parse(savedAt))
  return {
    id: str(row.id),
    label: str(row.label),
    address: str(row.address),
    savedAt,
    offerCount: int(row.offer_count),
    keptCount: int(row.kept_count),
    reportId: row.report_id == null ? null : str(row.report_id),
    connection: connectionOf(row),
    damaged: row.damaged != null || !columnsOk
  }
}
