// The snapshot file: a JSON header (key, column layout) followed by the raw column bytes of the market's
// sample (the whole market when it is small), each 8-byte aligned, so loading is one read plus views.
import { closeSync, openSync, readSync } from 'node:fs'
import { writeFileDurablySync } from '@shared/node/durable-file'
import { COLUMN_SPECS } from './columns'
import type { MarketColumns } from './types'

const MAGIC = 'LGBMKT02'

export interface SnapshotMeta {
  /** Everything that must match for the snapshot to be reused. */
  key: { modelVersion: number; seed: number; offers: number | 'calibrated'; geo: string }
  asOf: string
  builtAt: string
}

export interface Snapshot {
  meta: SnapshotMeta
  cols: MarketColumns
  offers?: number
}

interface Header extends SnapshotMeta {
  blocks: { name: string; offset: number; byteLength: number }[]
}

const align8 = (x: number): number => (x + 7) & ~7

export function writeSnapshot(path: string, snap: Snapshot): void {
  const n = snap.offers ?? snap.cols.ordinal.length
  const parts: { name: string; bytes: Uint8Array }[] = COLUMN_SPECS.map(([name, Ctor]) => {
    const a = snap.cols[name] as unknown as ArrayBufferView
    return { name, bytes: new Uint8Array(a.buffer, a.byteOffset, n * Ctor.BYTES_PER_ELEMENT) }
  })

  // The header's size is fixed first (offsets are relative to the data start), then the data follows.
  const blocks: Header['blocks'] = []
  let offset = 0
  for (const p of parts) {
    blocks.push({ name: p.name, offset, byteLength: p.bytes.byteLength })
    offset = align8(offset + p.bytes.byteLength)
  }
  const header: Header = { ...snap.meta, blocks }
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8')
  const prefix = Buffer.alloc(align8(12 + headerBytes.length))
  prefix.write(MAGIC, 0, 'ascii')
  prefix.writeUInt32LE(headerBytes.length, 8)
  headerBytes.copy(prefix, 12)

  writeFileDurablySync(
    path,
    chunks(
      prefix,
      parts.map((p) => p.bytes)
    ),
    `${path}.${process.pid}.tmp`
  )
}

/** The header, then each column padded to 8 bytes. */
function* chunks(prefix: Uint8Array, columns: Uint8Array[]): Generator<Uint8Array> {
  yield prefix
  const pad = new Uint8Array(8)
  for (const bytes of columns) {
    yield bytes
    const rest = align8(bytes.byteLength) - bytes.byteLength
    if (rest) yield pad.subarray(0, rest)
  }
}

/** Reads only the header (cheap), to decide whether a snapshot can be reused. */
export function readSnapshotMeta(path: string): SnapshotMeta | null {
  try {
    const fd = openSync(path, 'r')
    try {
      const head = Buffer.alloc(12)
      readFully(fd, head, 0)
      if (head.toString('ascii', 0, 8) !== MAGIC) return null
      const json = Buffer.alloc(head.readUInt32LE(8))
      readFully(fd, json, 12)
      const h = JSON.parse(json.toString('utf8')) as Header
      return { key: h.key, asOf: h.asOf, builtAt: h.builtAt }
    } finally {
      closeSync(fd)
    }
  } catch {
    return null
  }
}

function readFully(fd: number, buf: Buffer, position: number): void {
  let done = 0
  while (done < buf.length) {
    const n = readSync(fd, buf, done, buf.length - done, position + done)
    if (n <= 0) throw new Error('snapshot truncated')
    done += n
  }
}

/**
 * Reads the snapshot's columns into columns from `allocate(offers)` (which may hold more offers than
 * the snapshot), block by block, so no second copy of the file stays in memory.
 */
export function readSnapshot(path: string, allocate: (offers: number) => MarketColumns): Snapshot {
  const fd = openSync(path, 'r')
  try {
    const head = Buffer.alloc(12)
    readFully(fd, head, 0)
    if (head.toString('ascii', 0, 8) !== MAGIC) throw new Error(`not a market snapshot: ${path}`)
    const json = Buffer.alloc(head.readUInt32LE(8))
    readFully(fd, json, 12)
    const header = JSON.parse(json.toString('utf8')) as Header
    const dataStart = align8(12 + json.length)
    const byName = new Map(header.blocks.map((b) => [b.name, b]))
    const first = byName.get(COLUMN_SPECS[0][0])
    if (!first) throw new Error(`snapshot lacks column ${COLUMN_SPECS[0][0]}`)
    const offers = first.byteLength / COLUMN_SPECS[0][1].BYTES_PER_ELEMENT
    const cols = allocate(offers)
    for (const [name, Ctor] of COLUMN_SPECS) {
      const b = byName.get(name)
      if (!b || b.byteLength !== offers * Ctor.BYTES_PER_ELEMENT) throw new Error(`snapshot lacks column ${name}`)
      const target = cols[name] as unknown as ArrayBufferView
      readFully(fd, Buffer.from(target.buffer, target.byteOffset, b.byteLength), dataStart + b.offset)
    }
    return { meta: { key: header.key, asOf: header.asOf, builtAt: header.builtAt }, cols, offers }
  } finally {
    closeSync(fd)
  }
}
