// multipart/form-data encoding by hand, so one body works with every fetch (undici, Electron's net.fetch).
import { randomBytes } from 'node:crypto'

export interface FilePart {
  data: Uint8Array
  filename: string
  contentType: string
}

export type FormValue = string | FilePart

// HTML's form encoding: quotes and line breaks in names are percent-encoded.
const quoted = (s: string) => s.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')

export function encodeMultipart(fields: Record<string, FormValue | undefined>): { body: Uint8Array; contentType: string } {
  const boundary = `----lagebild${randomBytes(12).toString('hex')}`
  const enc = new TextEncoder()
  const chunks: Uint8Array[] = []
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"`
    if (typeof value === 'string') {
      chunks.push(enc.encode(`${head}\r\n\r\n`), enc.encode(value), enc.encode('\r\n'))
    } else {
      const type = value.contentType.replace(/[\r\n]/g, '') || 'application/octet-stream'
      head += `; filename="${quoted(value.filename)}"\r\nContent-Type: ${type}\r\n\r\n`
      chunks.push(enc.encode(head), value.data, enc.encode('\r\n'))
    }
  }
  chunks.push(enc.encode(`--${boundary}--\r\n`))
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0))
  let offset = 0
  for (const c of chunks) {
    body.set(c, offset)
    offset += c.byteLength
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}
