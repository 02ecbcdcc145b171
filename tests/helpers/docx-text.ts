// Reads a .docx back without Word: its zip's central directory, one entry inflated with node:zlib.
// docxXml(bytes) is word/document.xml; docxText(bytes) its text runs, one paragraph per line.
import { inflateRawSync } from 'node:zlib'

export function zipEntry(bytes: Uint8Array, name: string): Buffer {
  const buf = Buffer.from(bytes)
  let eocd = -1
  for (let i = buf.length - 22; i >= 0; i--)
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i
      break
    }
  if (eocd < 0) throw new Error('not a zip file')
  const count = buf.readUInt16LE(eocd + 10)
  let at = buf.readUInt32LE(eocd + 16)
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory')
    const method = buf.readUInt16LE(at + 10)
    const size = buf.readUInt32LE(at + 20)
    const nameLen = buf.readUInt16LE(at + 28)
    const extraLen = buf.readUInt16LE(at + 30)
    const commentLen = buf.readUInt16LE(at + 32)
    const local = buf.readUInt32LE(at + 42)
    const entry = buf.subarray(at + 46, at + 46 + nameLen).toString('utf8')
    if (entry === name) {
      const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28)
      const data = buf.subarray(start, start + size)
      return method === 0 ? Buffer.from(data) : inflateRawSync(data)
    }
    at += 46 + nameLen + extraLen + commentLen
  }
  throw new Error(`${name} is not in the zip`)
}

export const docxXml = (bytes: Uint8Array) => zipEntry(bytes, 'word/document.xml').toString('utf8')

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

/** The document's text: each paragraph's runs joined, one paragraph per line. */
export function docxText(bytes: Uint8Array): string {
  return docxXml(bytes)
    .split('</w:p>')
    .map((p) => [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => unescape(m[1]!)).join(''))
    .join('\n')
}

/** The cells of every table, each table a list of rows of cell texts. */
export function docxTables(bytes: Uint8Array): string[][][] {
  const text = (xml: string) =>
    [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => unescape(m[1]!)).join('')
  return [...docxXml(bytes).matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((tbl) =>
    [...tbl[1]!.matchAll(/<w:tr(?: [^>]*)?>([\s\S]*?)<\/w:tr>/g)].map((tr) =>
      [...tr[1]!.matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((tc) => text(tc[1]!))
    )
  )
}
