// The report library's table: its schema and migrations (as the storage core's StoreSpec), and how a
// row's columns become a list entry without reading the report itself.
import type { PartStatus, ReportSummary } from '@shared/bridge/reports'
import { REPORT_PARTS } from '@shared/bridge/reports'
import { ENCODED_COLUMNS } from '../storage/codec'
import { CONNECTION_COLUMNS, addConnectionKind, connectionOf, type ConnectionRow } from '../storage/connection-columns'
import type { StoreSpec } from '../storage/sqlite-file'

const SCHEMA_VERSION = 2
/** A new file. The blob comes last (ENCODED_COLUMNS), so listing does not read the whole file. */
const SCHEMA = `
CREATE TABLE reports (
  id TEXT PRIMARY KEY,
  entry_id TEXT NOT NULL,
  label TEXT NOT NULL,
  search TEXT NOT NULL,
  lat REAL,
  lon REAL,
  ${CONNECTION_COLUMNS},
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
  ${ENCODED_COLUMNS}
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
${addConnectionKind('reports')}
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

export interface SummaryRow extends ConnectionRow {
  id: unknown
  label: unknown
  lat: unknown
  lon: unknown
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
export const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : v == null ? fallback : String(v))
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'bigint' ? Number(v) : null)

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
    connection: connectionOf(row),
    caseInfo: { caseNumber: str(row.case_number), client: str(row.client), note: str(row.note) },
    entryId: str(row.entry_id) || str(row.id),
    versionCount: Math.max(1, num(row.versions) ?? 1),
    current: row.superseded_at == null,
    parts: { addresses: part(0), regions: part(1), block: part(2) },
    coordinates: lat !== null && lon !== null ? { latitude: lat, longitude: lon } : null,
    damaged: row.damaged != null || !columnsOk
  }
}
