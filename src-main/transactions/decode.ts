// What kind of file the bytes are, and a CSV's text: a BOM decides (UTF-8, UTF-16LE); bytes that are
// valid UTF-8 are UTF-8; anything else is Windows-1252, what German Excel writes as "CSV (Trennzeichen-getrennt)".
import type { FileRefusal } from '@shared/bridge/transaction-fields'

export type Sniffed = { kind: 'xlsx' } | { kind: 'text' } | { kind: 'refused'; reason: FileRefusal }

const startsWith = (b: Uint8Array, magic: number[]) => magic.every((v, i) => b[i] === v)

export function sniff(bytes: Uint8Array): Sniffed {
  if (bytes.length === 0) return { kind: 'refused', reason: 'empty' }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { kind: 'xlsx' }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { kind: 'refused', reason: 'xls' }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return { kind: 'refused', reason: 'pdf' }
  return { kind: 'text' }
}

export type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'windows-1252'

/** The text of a CSV, or null when it is no text at all (NUL bytes or control characters: a binary file renamed). */
export function decodeText(bytes: Uint8Array): { text: string; encoding: Encoding } | null {
  let text: string
  let encoding: Encoding
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) {
    encoding = 'utf-8-bom'
    text = new TextDecoder('utf-8').decode(bytes.subarray(3))
  } else if (startsWith(bytes, [0xff, 0xfe])) {
    encoding = 'utf-16le'
    text = new TextDecoder('utf-16le').decode(bytes.subarray(2))
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
      encoding = 'utf-8'
    } catch {
      text = windows1252(bytes)
      encoding = 'windows-1252'
    }
  }
  return looksBinary(text) ? null : { text, encoding }
}

// Node's TextDecoder reads 'windows-1252' as ISO-8859-1 (0x80 is U+0080, not €): the 0x80-0x9F row by hand.
const ROW_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

export function windows1252(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192)
    const chars = new Array<string>(chunk.length)
    for (let j = 0; j < chunk.length; j++) {
      const b = chunk[j]!
      chars[j] = b >= 0x80 && b < 0xa0 ? ROW_80[b - 0x80]! : String.fromCharCode(b)
    }
    out += chars.join('')
  }
  return out
}

/** NUL anywhere, or more than 1 % control characters other than tab, CR and LF in the first 64 KB. */
function looksBinary(text: string): boolean {
  const head = text.slice(0, 65_536)
  if (head.includes('\u0000')) return true
  let control = 0
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i)
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd) control++
  }
  return control > head.length / 100
}
