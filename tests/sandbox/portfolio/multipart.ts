// Multipart bodies for the image upload, built by hand so a test controls every byte (file names and
// declared content types that lie, fields before or after the file).
import { randomBytes } from 'node:crypto'

export interface Part {
  name: string
  value: string | Buffer
  filename?: string
  contentType?: string
}

export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----lagebild${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`
    if (part.filename !== undefined) head += `; filename="${part.filename}"`
    head += '\r\n'
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`
    chunks.push(
      Buffer.from(`${head}\r\n`),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n')
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** type, caption and image, as the vendor's upload takes them. */
export function imageUpload(
  bytes: Buffer,
  fields: { type?: string; caption?: string; filename?: string; contentType?: string } = {}
) {
  const parts: Part[] = []
  if (fields.type !== undefined) parts.push({ name: 'type', value: fields.type })
  if (fields.caption !== undefined) parts.push({ name: 'caption', value: fields.caption })
  parts.push({
    name: 'image',
    value: bytes,
    filename: fields.filename ?? 'photo.jpg',
    contentType: fields.contentType ?? 'image/jpeg'
  })
  return multipartBody(parts)
}
