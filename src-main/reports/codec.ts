// A report as stored: JSON, deflated, with a SHA-256 of the stored bytes. Decoding checks the digest
// (flipped bytes), inflates, parses and checks the shape; any failure names what is wrong.
import { createHash } from 'node:crypto'
import { deflateSync, inflateSync } from 'node:zlib'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { Report } from '@shared/bridge/reports'

const reportCheck = TypeCompiler.Compile(Report)

export interface Encoded {
  body: Buffer
  digest: string
}

export const digestOf = (body: Uint8Array): string => createHash('sha256').update(body).digest('hex')

export function encodeReport(report: Report): Encoded {
  const body = deflateSync(Buffer.from(JSON.stringify(report), 'utf8'), { level: 6 })
  return { body, digest: digestOf(body) }
}

export type Decoded = { ok: true; report: Report } | { ok: false; reason: string }

/** libsql gives blobs as Buffer from get/all and as ArrayBuffer from iterate. */
export const asBytes = (v: unknown): Uint8Array | null =>
  v instanceof Uint8Array ? v : v instanceof ArrayBuffer ? new Uint8Array(v) : null

export function decodeReport(stored: unknown, digest: unknown, expectedId: string): Decoded {
  const body = asBytes(stored)
  if (!body) return { ok: false, reason: 'the stored data is not a blob' }
  if (typeof digest !== 'string' || digestOf(body) !== digest) return { ok: false, reason: 'the stored data does not match its checksum' }
  let value: unknown
  try {
    value = JSON.parse(inflateSync(body).toString('utf8'))
  } catch {
    return { ok: false, reason: 'the stored data cannot be unpacked as JSON' }
  }
  if (!reportCheck.Check(value)) {
    const first = reportCheck.Errors(value).First()
    return { ok: false, reason: `the stored report has an unexpected shape${first ? ` at ${first.path || '/'}` : ''}` }
  }
  if (value.id !== expectedId) return { ok: false, reason: 'the stored report belongs to another entry' }
  return { ok: true, report: value }
}
