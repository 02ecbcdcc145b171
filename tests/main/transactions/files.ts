// Files the transaction tests write themselves: German Excel CSV in Windows-1252 or UTF-8 with BOM, and
// real .xlsx workbooks (the Office Open XML parts, deflated and zipped here with node:zlib) with inline
// strings, date-formatted serials and formula cells with and without a cached value.
import { crc32, deflateRawSync } from 'node:zlib'

/** Windows-1252 bytes of text (the characters German files use; anything else throws). */
export function cp1252(text: string): Uint8Array {
  const special: Record<string, number> = { '€': 0x80, '„': 0x84, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97 }
  return Uint8Array.from(
    [...text].map((ch) => {
      const c = ch.codePointAt(0)!
      if (special[ch] !== undefined) return special[ch]
      if (c < 0x80 || (c >= 0xa0 && c <= 0xff)) return c
      throw new Error(`not in Windows-1252: ${ch}`)
    })
  )
}

export const utf8Bom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)])
export const utf8 = (text: string) => new TextEncoder().encode(text)

/** Lines joined as Excel does (CRLF). */
export const csv = (lines: string[]) => `${lines.join('\r\n')}\r\n`

/** A minimal zip (deflate) of the given entries. */
export function zip(entries: Array<[string, string | Uint8Array]>): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of entries) {
    const data = Buffer.from(typeof content === 'string' ? new TextEncoder().encode(content) : content)
    const packed = deflateRawSync(data)
    const nameBytes = Buffer.from(name, 'utf8')
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, packed)
    centrals.push(central, nameBytes)
    offset += local.length + nameBytes.length + packed.length
  }
  const dir = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(dir.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, dir, end]))
}

/** A cell of a test sheet: text (an inline string), a number, a date (a serial with a date format), or a formula with its cached value or none. */
export type XCell = string | number | null | { date: string } | { formula: string; cached?: number | string }

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const col = (i: number) => String.fromCharCode(65 + i)
const serial = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000)

function cellXml(c: XCell, ref: string): string {
  if (c === null) return ''
  if (typeof c === 'number') return `<c r="${ref}"><v>${c}</v></c>`
  if (typeof c === 'string') return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${esc(c)}</t></is></c>`
  if ('date' in c) return `<c r="${ref}" s="1"><v>${serial(c.date)}</v></c>`
  if (c.cached === undefined) return `<c r="${ref}"><f>${esc(c.formula)}</f></c>`
  if (typeof c.cached === 'string') return `<c r="${ref}" t="str"><f>${esc(c.formula)}</f><v>${esc(c.cached)}</v></c>`
  return `<c r="${ref}"><f>${esc(c.formula)}</f><v>${c.cached}</v></c>`
}

/** A workbook with one sheet named `sheet` holding `rows` from A1. */
export function xlsx(rows: XCell[][], sheet = 'Kaufpreise'): Uint8Array {
  const data = rows
    .map((r, y) => `<row r="${y + 1}">${r.map((c, x) => cellXml(c, `${col(x)}${y + 1}`)).join('')}</row>`)
    .join('')
  return workbook(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${data}</sheetData></worksheet>`,
    sheet
  )
}

/** The XML of a worksheet around the given `<sheetData>` content, as bytes (for sheets too large for one string). */
export function sheetXml(rows: string | Uint8Array): Uint8Array {
  const head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
  return Buffer.concat([Buffer.from(head), Buffer.from(rows), Buffer.from('</sheetData></worksheet>')])
}

/** A workbook of one sheet whose XML is given as it is (hostile sheets: huge references, a sheet that inflates far). */
export function workbook(
  sheet1: string | Uint8Array,
  sheet = 'Kaufpreise',
  extra: Array<[string, string | Uint8Array]> = []
): Uint8Array {
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>'
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'
    ],
    [
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${esc(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`
    ],
    [
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>'
    ],
    [
      'xl/styles.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>'
    ],
    ['xl/worksheets/sheet1.xml', sheet1],
    ...extra
  ])
}
