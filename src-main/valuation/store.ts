// The valuation history on disk: one SQLite file (libsql, WAL, synchronous=FULL) beside the report
// cache. Quick-valuation runs and the appraiser's comparison grid per subject, each stored as deflated
// JSON with a checksum; every write is one transaction, so an entry is there whole or not at all, also
// when the process is killed. This is the appraiser's work, not a cache: nothing is evicted.
import { openStoreFile } from '../storage/sqlite-file'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import {
  GridState,
  LegacyGridState,
  ValuationRun,
  type RunSummary,
  type ValuationSubjectSummary
} from '@shared/bridge/valuation'
import { migrateLegacyGrid, upgradeStoredGrid } from '@shared/valuation/migrate'
import { ENCODED_COLUMNS, decodeItem, encodeItem, type Stored } from '../storage/codec'
import {
  CONNECTION_COLUMNS,
  CONNECTION_NAMES,
  CONNECTION_VALUES,
  connectionOf,
  connectionParams,
  type ConnectionRow
} from '../storage/connection-columns'

const SCHEMA_VERSION = 1
const SCHEMA = `
CREATE TABLE runs (
  id TEXT PRIMARY KEY,
  subject_key TEXT NOT NULL,
  subject_label TEXT NOT NULL,
  created_at TEXT NOT NULL,
  ${CONNECTION_COLUMNS},
  ${ENCODED_COLUMNS}
);
CREATE INDEX runs_subject ON runs(subject_key, created_at);
CREATE TABLE grids (
  subject_key TEXT PRIMARY KEY,
  saved_at TEXT NOT NULL,
  ${ENCODED_COLUMNS}
);
`

const runCheck = TypeCompiler.Compile(ValuationRun)
const currentGridCheck = TypeCompiler.Compile(GridState)
const legacyGridCheck = TypeCompiler.Compile(LegacyGridState)
/** A grid in today's shape, or one saved in the first shape (no schemaVersion), migrated as it is read. */
const gridCheck = {
  Check(v: unknown): v is GridState | LegacyGridState {
    return currentGridCheck.Check(v) || legacyGridCheck.Check(v)
  }
}
/** An old grid whose values the current shape cannot hold (a price beyond 10 million €/m² ...) is reported as damaged, not handed on. */
function upgradeGrid(v: GridState | LegacyGridState): Read<GridState> {
  if ('schemaVersion' in v) return { ok: true, value: v }
  const migrated = migrateLegacyGrid(v)
  return currentGridCheck.Check(migrated)
    ? { ok: true, value: migrated }
    : {
        ok: false,
        code: 'damaged',
        reason: 'the grid was saved by an older version and holds values it cannot convert'
      }
}

export type Read<T> = Stored<T>

export interface ValuationStore {
  readonly file: string
  readonly movedAside: string | null
  saveRun(run: ValuationRun): void
  /** Newest first; a row whose stored data is damaged is listed as such. */
  history(subjectKey: string): RunSummary[]
  /** Subjects with runs or a grid, newest first; a grid alone is named by its key. */
  subjects(): ValuationSubjectSummary[]
  openRun(id: string): Read<ValuationRun>
  saveGrid(grid: GridState): void
  grid(subjectKey: string): Read<GridState>
  close(): void
}

const decode = <T>(
  stored: unknown,
  digest: unknown,
  check: { Check(v: unknown): v is T },
  upgrade?: (v: unknown) => unknown
): Read<T> =>
  decodeItem(stored, digest, {
    what: 'entry',
    check,
    ...(upgrade ? { upgrade: (v: unknown) => ({ ok: true as const, value: upgrade(v) }) } : {})
  })

/** Opens the history at `file`, creating it; a file SQLite cannot read is moved aside, never deleted. */
export function openValuationStore(file: string): ValuationStore {
  const { db, movedAside } = openStoreFile(file, { what: 'valuation history', schema: SCHEMA, version: SCHEMA_VERSION })
  const stmt = {
    insertRun: db.prepare(
      `INSERT OR REPLACE INTO runs (id, subject_key, subject_label, created_at, ${CONNECTION_NAMES}, body, digest)
       VALUES (@id, @subject_key, @subject_label, @created_at, ${CONNECTION_VALUES}, @body, @digest)`
    ),
    history: db.prepare(
      `SELECT id, body, digest, created_at, ${CONNECTION_NAMES} FROM runs WHERE subject_key = ? ORDER BY created_at DESC, id DESC LIMIT 500`
    ),
    run: db.prepare('SELECT body, digest FROM runs WHERE id = ?'),
    subjects: db.prepare(
      `SELECT subject_key AS key, MAX(subject_label) AS label, MAX(created_at) AS at FROM runs GROUP BY subject_key
       UNION ALL SELECT subject_key, subject_key, saved_at FROM grids WHERE subject_key NOT IN (SELECT subject_key FROM runs)
       ORDER BY at DESC LIMIT 200`
    ),
    upsertGrid: db.prepare('INSERT OR REPLACE INTO grids (subject_key, saved_at, body, digest) VALUES (?, ?, ?, ?)'),
    grid: db.prepare('SELECT body, digest FROM grids WHERE subject_key = ?')
  }
  return {
    file,
    movedAside,
    saveRun(run) {
      const { body, digest } = encodeItem(run)
      stmt.insertRun.run({
        id: run.id,
        subject_key: run.subject.key,
        subject_label: run.subject.label,
        created_at: run.createdAt,
        ...connectionParams(run.connection),
        body,
        digest
      })
    },
    subjects: () =>
      (stmt.subjects.all() as Array<{ key: string; label: string; at: string }>).map((r) => ({
        key: r.key,
        label: r.label,
        savedAt: r.at
      })),
    history(subjectKey) {
      const rows = stmt.history.all(subjectKey) as Array<
        ConnectionRow & { id: string; body: unknown; digest: unknown; created_at: string }
      >
      return rows.map((row) => {
        const read = decode(row.body, row.digest, runCheck)
        if (!read.ok) {
          return {
            id: String(row.id),
            createdAt: String(row.created_at),
            connection: connectionOf(row),
            damaged: true,
            results: []
          }
        }
        const run = read.value
        return {
          id: run.id,
          createdAt: run.createdAt,
          connection: run.connection,
          damaged: false,
          input: run.input,
          results: run.results.map((r) => ({
            kind: r.kind,
            status: r.status,
            ...(r.value !== undefined ? { value: r.value } : {})
          }))
        }
      })
    },
    openRun(id) {
      const row = stmt.run.get(id) as { body: unknown; digest: unknown } | undefined
      return row
        ? decode(row.body, row.digest, runCheck)
        : { ok: false, code: 'not_found', reason: 'no valuation with this id' }
    },
    saveGrid(grid) {
      const { body, digest } = encodeItem(grid)
      stmt.upsertGrid.run(grid.subjectKey, grid.savedAt, body, digest)
    },
    grid(subjectKey) {
      const row = stmt.grid.get(subjectKey) as { body: unknown; digest: unknown } | undefined
      if (!row) return { ok: false, code: 'not_found', reason: 'no grid saved for this subject' }
      const read = decode<GridState | LegacyGridState>(row.body, row.digest, gridCheck, upgradeStoredGrid)
      return read.ok ? upgradeGrid(read.value) : read
    },
    close: () => db.close()
  }
}
