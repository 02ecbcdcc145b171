// Stored items (reports, comparable sets, valuations, grids, market answers, portfolio reads) as one
// format: JSON, deflated, with a SHA-256 of the stored bytes. Decoding checks the digest (flipped
// bytes), inflates, parses, optionally brings an earlier format up to date and checks the shape; any
// failure names what is wrong.
import { createHash } from 'node:crypto'
import { deflateSync, inflateSync } from 'node:zlib'

export interface Encoded {
  body: Buffer
  digest: string
}

/**
 * The columns an Encoded item is stored in, for a store's CREATE TABLE; last in the row: SQLite reads a
 * row's columns in order, and a column behind a large blob costs a walk through its overflow pages.
 */
export const ENCODED_COLUMNS = `digest TEXT NOT NULL,
  body BLOB NOT NULL`

/** What reading a stored item gives: the item, or why not (no such row, or damaged data). */
export type Stored<T> = { ok: true; value: T } | { ok: false; code: 'not_found' | 'damaged'; reason: string }

export const CHECKSUM_MISMATCH = 'the stored data does not match its checksum'

export const digestOf = (body: Uint8Array): string => createHash('sha256').update(body).digest('hex')

/** libsql gives blobs as Buffer from get/all and as ArrayBuffer from iterate. */
export const asBytes = (v: unknown): Uint8Array | null =>
  v instanceof Uint8Array ? v : v instanceof ArrayBuffer ? new Uint8Array(v) : null

/** Whether a stored blob still matches its digest (without unpacking it). */
export const digestMatches = (stored: unknown, digest: unknown): boolean => {
  const body = asBytes(stored)
  return body !== null && typeof digest === 'string' && digestOf(body) === digest
}

export function encodeItem(value: unknown): Encoded {
  const body = deflateSync(Buffer.from(JSON.stringify(value), 'utf8'), { level: 6 })
  return { body, digest: digestOf(body) }
}

export interface DecodeOptions<T> {
  /** The item's name in the reasons ("report", "set", "answer"). */
  what: string
  check: { Check(v: unknown): v is T; Errors?(v: unknown): { First(): { path: string } | undefined } }
  /** The id the item must carry (a row must not hold another row's item). */
  id?: string
  /** Brings an earlier stored format up to date before the check. */
  upgrade?: (value: unknown) => { ok: true; value: unknown } | { ok: false; reason: string }
}

const damaged = (reason: string) => ({ ok: false, code: 'damaged', reason }) as const

export function decodeItem<T>(stored: unknown, digest: unknown, opts: DecodeOptions<T>): Stored<T> {
  const body = asBytes(stored)
  if (!body) return damaged('the stored data is not a blob')
  if (typeof digest !== 'string' || digestOf(body) !== digest) return damaged(CHECKSUM_MISMATCH)
  let value: unknown
  try {
    value = JSON.parse(inflateSync(body).toString('utf8'))
  } catch {
    return damaged('the stored data cannot be unpacked as JSON')
  }
  if (opts.upgrade) {
    const upgraded = opts.upgrade(value)
    if (!upgraded.ok) return damaged(upgraded.reason)
    value = upgraded.value
  }
  if (!opts.check.Check(value)) {
    const first = opts.check.Errors?.(value).First()
    return damaged(`the stored ${opts.what} has an unexpected shape${first ? ` at ${first.path || '/'}` : ''}`)
  }
  if (opts.id !== undefined && (value as { id?: unknown }).id !== opts.id)
    return damaged(`the stored ${opts.what} belongs to another entry`)
  return { ok: true, value }
}
