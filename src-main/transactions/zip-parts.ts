// A workbook's zip read part by part with its limits checked while reading: the central directory gives
// the parts (at most TRANSACTION_ZIP_ENTRIES_MAX), only the XML parts are inflated, each with what is left
// of the budget of inflated bytes as zlib's output limit (a part inflating past it stops there and the file
// is refused), and the parts that passed are written back as a stored (uncompressed) zip, so the
// workbook reader sees exactly these bytes and inflates nothing itself.
import { crc32, inflateRawSync } from 'node:zlib'
import { TRANSACTION_INFLATED_MAX_BYTES, TRANSACTION_ZIP_ENTRIES_MAX } from '@shared/bridge/transaction-fields'
import { Refusal } from './refusal'

export interface ZipPart {
  name: string
  data: Buffer
}

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

/** The parts the workbook reader reads (read-excel-file: `.xml` and `.xml.rels`); pictures and printer settings are left packed. */
export const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels')

function endOfDirectory(zip: Buffer): number {
  const stop = Math.max(0, zip.length - 22 - 65_535)
  for (let i = zip.length - 22; i >= stop; i--) if (zip.readUInt32LE(i) === EOCD) return i
  throw new Refusal('unreadable_xlsx')
}

/** Every XML part inflated, within the entry count and the inflated-bytes budget. */
export function xmlParts(zip: Buffer, budget = TRANSACTION_INFLATED_MAX_BYTES): ZipPart[] {
  if (zip.length < 22) throw new Refusal('unreadable_xlsx')
  const end = endOfDirectory(zip)
  const count = zip.readUInt16LE(end + 10)
  if (count > TRANSACTION_ZIP_ENTRIES_MAX) throw new Refusal('too_many_entries', TRANSACTION_ZIP_ENTRIES_MAX)
  let at = zip.readUInt32LE(end + 16)
  let left = budget
  const parts: ZipPart[] = []
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new Refusal('unreadable_xlsx')
    const flags = zip.readUInt16LE(at + 8)
    const method = zip.readUInt16LE(at + 10)
    const packed = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    at = next
    if (!isXmlPart(name)) continue
    // Encrypted parts and Zip64 sizes: no workbook Excel writes for an extract.
    if (flags & 1 || packed === 0xffffffff || local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL)
      throw new Refusal('unreadable_xlsx')
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    if (start + packed > zip.length) throw new Refusal('unreadable_xlsx')
    const raw = zip.subarray(start, start + packed)
    let data: Buffer
    if (method === 0) data = raw
    else if (method === 8) data = inflateWithin(raw, left)
    else throw new Refusal('unreadable_xlsx')
    if (data.length > left) throw new Refusal('inflates_too_far', budget)
    left -= data.length
    parts.push({ name, data })
  }
  return parts
}

function inflateWithin(raw: Buffer, left: number): Buffer {
  try {
    // zlib stops as soon as the output passes maxOutputLength (ERR_BUFFER_TOO_LARGE): nothing past it is made.
    return inflateRawSync(raw, { maxOutputLength: Math.max(1, left + 1) })
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError)
      throw new Refusal('inflates_too_far', TRANSACTION_INFLATED_MAX_BYTES)
    throw new Refusal('unreadable_xlsx')
  }
}

/** The parts as a zip of stored entries. */
export function storedZip(parts: readonly ZipPart[]): Buffer {
  const chunks: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const { name, data } of parts) {
    const nameBytes = Buffer.from(name, 'utf8')
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(LOCAL, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(CENTRAL, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt16LE(0x0800, 8)
    entry.writeUInt32LE(crc, 16)
    entry.writeUInt32LE(data.length, 20)
    entry.writeUInt32LE(data.length, 24)
    entry.writeUInt16LE(nameBytes.length, 28)
    entry.writeUInt32LE(offset, 42)
    chunks.push(local, nameBytes, data)
    central.push(entry, nameBytes)
    offset += 30 + nameBytes.length + data.length
  }
  const dir = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(EOCD, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(dir.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...chunks, dir, end])
}
