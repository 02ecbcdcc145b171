// Kept price_filter answers: one SQLite file (libsql, WAL, synchronous=FULL) beside the report cache,
// one row per query and connection (a new answer replaces the old), written in one transaction, a
// deflated JSON blob with its SHA-256, an unreadable file moved aside. Only the newest KEEP answers
// stay: they are a cache of what was seen online, not the appraiser's work.
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { MarketResult, type MarketSummary } from '@shared/bridge/market'
import { ENCODED_COLUMNS, decodeItem, encodeItem, type Stored } from '../storage/codec'
import {
  CONNECTION_COLUMNS,
  CONNECTION_NAMES,
  CONNECTION_VALUES,
  connectionOf,
  connectionParams,
  type ConnectionRow
} from '../storage/connection-columns'
import { upgradeStoredSource } from '@shared/bridge/provenance'
import { openStoreFile, transaction } from '../storage/sqlite-file'

export const KEEP = 200
const SCHEMA_VERSION = 1
const SCHEMA = `
CREATE TABLE market_answers (
  id TEXT PRIMARY KEY,
  place TEXT NOT NULL,
  demand TEXT NOT NULL,
  count INTEGER NOT NULL,
  median REAL,
  fetched_at TEXT NOT NULL,
  ${CONNECTION_COLUMNS},
  ${ENCODED_COLUMNS}
);
CREATE INDEX market_answers_fetched ON market_answers(fetched_at);
`
const check = TypeCompiler.Compile(MarketResult)
/** An answer stored before the one provenance vocabulary carries its service URL inside source.connection; it is moved to source.baseUrl. */
const upgrade = (v: unknown) => ({
  ok: true as const,
  value: typeof v === 'object' && v !== null && 'source' in v ? { ...v, source: upgradeStoredSource(v.source) } : v
})

export type MarketOpenResult = Stored<MarketResult>

export interface MarketStore {
  readonly movedAside: string | null
  put(result: MarketResult): void
  list(): MarketSummary[]
  open(id: string): MarketOpenResult
  close(): void
}

interface Row extends ConnectionRow {
  id: string
  place: string
  demand: 'rent' | 'buy'
  count: number
  median: number | null
  fetched_at: string
}

export function openMarketStore(file: string): MarketStore {
  const { db, movedAside } = openStoreFile(file, {
    what: 'market answers file',
    schema: SCHEMA,
    version: SCHEMA_VERSION
  })
  const stmt = {
    upsert: db.prepare(
      `INSERT OR REPLACE INTO market_answers (id, place, demand, count, median, fetched_at, ${CONNECTION_NAMES}, body, digest)
       VALUES (@id, @place, @demand, @count, @median, @fetched_at, ${CONNECTION_VALUES}, @body, @digest)`
    ),
    trim: db.prepare(
      `DELETE FROM market_answers WHERE id NOT IN (SELECT id FROM market_answers ORDER BY fetched_at DESC, id LIMIT ${KEEP})`
    ),
    list: db.prepare(
      `SELECT id, place, demand, count, median, fetched_at, ${CONNECTION_NAMES} FROM market_answers ORDER BY fetched_at DESC, id`
    ),
    body: db.prepare('SELECT body, digest FROM market_answers WHERE id = ?')
  }
  return {
    movedAside,
    put(result) {
      const { body, digest } = encodeItem(result)
      const q = result.query
      transaction(db, () => {
        stmt.upsert.run({
          id: result.id,
          place: q.address ?? q.coordinate ?? '',
          demand: q.type_of_demand,
          count: result.answer.count,
          median: result.answer.median,
          fetched_at: result.source.fetchedAt,
          ...connectionParams(result.source.connection),
          body,
          digest
        })
        stmt.trim.run()
      })
    },
    list: () =>
      (stmt.list.all() as Row[]).map((r) => ({
        id: r.id,
        place: r.place,
        typeOfDemand: r.demand,
        count: Number(r.count),
        median: r.median === null ? null : Number(r.median),
        fetchedAt: r.fetched_at,
        connection: connectionOf(r)
      })),
    open(id) {
      const row = stmt.body.get(id) as { body: unknown; digest: unknown } | undefined
      if (!row) return { ok: false, code: 'not_found', reason: 'no such answer' }
      return decodeItem(row.body, row.digest, { what: 'answer', check, id, upgrade })
    },
    close: () => db.close()
  }
}
