// The report library's table: its schema and migrations (as the storage core's StoreSpec), and how a
// row's columns become a list entry without reading the report itself.
import type { PartStatus, ReportSummary } from '@shared/bridge/reports'
import { REPORT_PARTS } from '@shared/bridge/reports'
import { CONNECTION_KINDS, kindOfConnectionId, type ConnectionKind } from '@shared/bridge/provenance'
import type { StoreSpec } from '../storage/sqlite-file'

const SCHEMA_VERSION = 2
/**
 * A new file. The blob comes last: SQLite reads a row's columns in order, and a column behind a large
 * blob costs a walk through its overflow pages, so listing would read the whole file.
 */
const SCHEMA = `
CREATE TABLE reports (
  id TEXT PRIMARY KEY,
  entry_id TEXT NOT NULL,
  label TEXT NOT NULL,
  search TEXT NOT NULL,
  lat REAL,
  lon REAL,
  connection_id TEXT NOT NULL,
  connection_name TEXT NOT NULL,
  connection_kind TEXT NOT NULL,
  fetched_at TEXT NOT NULL,
  opened_at TEXT,
  used_at INTEGER NOT NULL,
  pinned INTEGER NOT NULL DEFAULT 0,
  parts TEXT NOT NULL,
  size INTEGER NOT NULL,
  damaged TEXT,
  deleted_at INTEGER,
  superseded_at INTEGER,
  case_number TEXT NOT NULL DEFAULT '',
  client TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '',
  case_search TEXT NOT NULL DEFAULT '',
  digest TEXT NOT NULL,
  body BLOB NOT NULL
);
CREATE INDEX reports_fetched ON reports(fetched_at);
CREATE INDEX reports_used ON reports(used_at);
CREATE INDEX reports_entry ON reports(COALESCE(entry_id, id));
CREATE INDEX reports_deleted ON reports(deleted_at) WHERE deleted_at IS NOT NULL;
`
/**
 * Each step brings the file from the version before its key to that version, in one transaction.
 * Steps add columns only (no UPDATE of every row, which would rewrite every report's blob): a
 * missing value is derived where it is read (entry = the row's id, kind = from the connection id).
 */
const MIGRATIONS: Record<number, string> = {
  // Connection kind (sample data must stay recognisable), versions of an entry, case fields.
  2: `
ALTER TABLE reports ADD COLUMN connection_kind TEXT;
ALTER TABLE reports ADD COLUMN entry_id TEXT;
ALTER TABLE reports ADD COLUMN superseded_at INTEGER;
ALTER TABLE reports ADD COLUMN case_number TEXT NOT NULL DEFAULT '';
ALTER TABLE reports ADD COLUMN client TEXT NOT NULL DEFAULT '';
ALTER TABLE reports ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE reports ADD COLUMN case_search TEXT NOT NULL DEFAULT '';
CREATE INDEX reports_entry ON reports(COALESCE(entry_id, id));
CREATE INDEX reports_deleted ON reports(deleted_at) WHERE deleted_at IS NOT NULL;
`
}

export const REPORT_STORE: StoreSpec = {
  what: 'report cache',
  schema: SCHEMA,
  version: SCHEMA_VERSION,
  migrations: MIGRATIONS,
  incrementalVacuum: true,
  // The integrity check and the checksums run off the main thread (integrity-check.ts).
  quickCheck: false
}

export interface SummaryRow {
  id: unknown
  label: unknown
  lat: unknown
  lon: unknown
  connection_id: unknown
  connection_name: unknown
  connection_kind: unknown
  fetched_at: unknown
  opened_at: unknown
  pinned: unknown
  parts: unknown
  size: unknown
  damaged: unknown
  entry_id: unknown
  superseded_at: unknown
  case_number: unknown
  client: unknown
  note: unknown
  versions: unknown
}

const PART_STATUSES = new Set<string>(['ok', 'forbidden', 'error', 'pending'])
const KINDS = new Set<string>(CONNECTION_KINDS)
export const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : v == null ? fallback : String(v))
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'bigint' ? Number(v) : null)

/** Rows of schema 1 have no kind: the connection id tells it. An unknown kind (a raw edit) counts as sample data, never as citable. */
const kindOf = (row: SummaryRow): ConnectionKind =>
  row.connection_kind == null ? kindOfConnectionId(str(row.connection_id)) : KINDS.has(str(row.connection_kind)) ? (str(row.connection_kind) as ConnectionKind) : 'sandbox'

/** A list row from columns only; odd column values (raw edits) show as a damaged row, never throw. */
export function toSummary(row: SummaryRow): ReportSummary {
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
    connection: {
      id: str(row.connection_id),
      name: str(row.connection_name),
      kind: kindOf(row)
    },
    caseInfo: { caseNumber: str(row.case_number), client: str(row.client), note: str(row.note) },
    entryId: str(row.entry_id) || str(row.id),
    versionCount: Math.max(1, num(row.versions) ?? 1),
    current: row.superseded_at == null,
    parts: { addresses: part(0), regions: part(1), block: part(2) },
    coordinates: lat !== null && lon !== null ? { latitude: lat, longitude: lon } : null,
    damaged: row.damaged != null || !columnsOk
  }
}
