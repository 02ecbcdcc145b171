// The snapshot file: a JSON header (string tables, column layout) followed by the raw column bytes and
// the spatial index, each 8-byte aligned, so loading is one read plus typed-array views.
import { closeSync, fsyncSync, openSync, readFileSync, readSync, renameSync, writeSync } from 'node:fs'
import { COLUMN_SPECS } from './columns'
import type { MarketColumns, MarketTables } from './types'

const MAGIC = 'LGBMKT01'

export interface SnapshotMeta {
  /** Everything that must match for the snapshot to be reused. */
  key: { modelVersion: number; seed: number; offers: number; geo: string }
  asOf: string
  builtAt: string
}

export interface Snapshot { meta: SnapshotMeta; cols: MarketColumns; tables: MarketTables; index: ArrayBuffer; indexIds: Uint32Array }

interface Header extends SnapshotMeta {
  tables: MarketTables
  blocks: { name: string; offset: number; byteLength: number }[]
}

const align8 = (x: number): number => (x + 7) & ~7

export function writeSnapshot(path: string, snap: Snapshot): void {
  const parts: { name: string; bytes: Uint8Array }[] = COLUMN_SPECS.map(([name]) => {
    const a = snap.cols[name] as unknown as ArrayBufferView
    return { name, bytes: new Uint8Array(a.buffer, a.byteOffset, a.byteLength) }
  })
  parts.push({ name: '@index', bytes: new Uint8Array(snap.index) })
  parts.push({ name: '@indexIds', bytes: new Uint8Array(snap.indexIds.buffer, snap.indexIds.byteOffset, snap.indexIds.byteLength) })

  // The header's size is fixed first (offsets are relative to the data start), then the data follows.
  const blocks: Header['blocks'] = []
  let offset = 0
  for (const p of parts) {
    blocks.push({ name: p.name, offset, byteLength: p.bytes.byteLength })
    offset = align8(offset + p.bytes.byteLength)
  }
  const header: Header = { ...snap.meta, tables: snap.tables, blocks }
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8')
  const prefix = Buffer.alloc(align8(12 + headerBytes.length))
  prefix.write(MAGIC, 0, 'ascii')
  prefix.writeUInt32LE(headerBytes.length, 8)
  headerBytes.copy(prefix, 12)

  const tmp = `${path}.${process.pid}.tmp`
  const fd = openSync(tmp, 'w')
  try {
    writeSync(fd, prefix)
    const pad = Buffer.alloc(8)
    for (const p of parts) {
      writeSync(fd, p.bytes)
      const rest = align8(p.bytes.byteLength) - p.bytes.byteLength
      if (rest) writeSync(fd, pad, 0, rest)
    }
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(tmp, path)
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

export function readSnapshot(path: string): Snapshot {
  const file = readFileSync(path)
  if (file.toString('ascii', 0, 8) !== MAGIC) throw new Error(`not a market snapshot: ${path}`)
  const headerLength = file.readUInt32LE(8)
  const header = JSON.parse(file.toString('utf8', 12, 12 + headerLength)) as Header
  const dataStart = align8(12 + headerLength)
  // Typed-array views need 8-byte alignment of the whole buffer; copy once if Node gave an odd offset.
  const bytes = file.byteOffset % 8 === 0 ? file : Buffer.from(new Uint8Array(file))
  const buffer = bytes.buffer
  const base = bytes.byteOffset + dataStart
  const byName = new Map(header.blocks.map((b) => [b.name, b]))
  const cols: Record<string, unknown> = {}
  for (const [name, Ctor] of COLUMN_SPECS) {
    const b = byName.get(name)
    if (!b) throw new Error(`snapshot lacks column ${name}`)
    cols[name] = new Ctor(buffer, base + b.offset, b.byteLength / Ctor.BYTES_PER_ELEMENT)
  }
  const ix = byName.get('@index')!
  const ids = byName.get('@indexIds')!
  return {
    meta: { key: header.key, asOf: header.asOf, builtAt: header.builtAt },
    tables: header.tables,
    cols: cols as unknown as MarketColumns,
    // KDBush.from needs an ArrayBuffer that starts with its own header.
    index: buffer.slice(base + ix.offset, base + ix.offset + ix.byteLength) as ArrayBuffer,
    indexIds: new Uint32Array(buffer, base + ids.offset, ids.byteLength / 4)
  }
}
