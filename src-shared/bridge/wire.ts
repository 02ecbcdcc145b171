// How a call's arguments cross from the renderer to main: one JSON string and a list of byte blocks,
// never the page's objects themselves. Electron hands main whatever the renderer sent, decoded in full,
// and sizing an object (its key count, say) costs main as long as the object is large: an object of a
// million keys held main's thread most of a second before any check could refuse it. A string's length
// is known at once, so main refuses an oversized call without reading it, and `decodeCall` counts keys,
// elements, nesting and text in the string itself, stopping at the first limit, before JSON.parse builds
// anything. The preload (and the end-to-end harness's preload) encode with `encodeCall`; the router
// decodes with `decodeCall` under the call's limits.
//
// JSON carries what the contract's arguments are made of: objects, arrays, strings, numbers, booleans and
// null. A Uint8Array becomes a marker naming its place in the byte list; `undefined` in an array (an
// optional argument left out before a given one) becomes a marker too, so it arrives as undefined.

/** The limits a call's arguments are decoded under (the router's ArgumentLimits satisfy it). */
export interface WireLimits {
  /** Bytes of all byte blocks together. */
  bytes: number
  /** Characters of text (strings and keys) together. */
  chars: number
  /** Values together (each string, number, object, array element …). */
  values: number
  /** Nesting of objects and arrays below the argument list. */
  depth: number
  /** Keys of one object. */
  keys: number
  /** Elements of one array. */
  items: number
}

/** A call as it crosses: the arguments as JSON, and the byte blocks they refer to. */
export interface WireCall {
  json: string
  bytes: Uint8Array[]
}

const BYTES = '\u0000bytes'
const UNDEFINED = '\u0000undefined'

/** Byte blocks one call may carry; the contract's calls take one at most. */
export const MAX_BYTE_BLOCKS = 16

/**
 * The arguments as they cross. Throws a TypeError for what JSON cannot carry (a cycle, a BigInt): the
 * preload answers that as an invalid argument without sending anything.
 */
export function encodeCall(args: readonly unknown[]): WireCall {
  const bytes: Uint8Array[] = []
  const json = JSON.stringify(args, function (this: unknown, _key: string, value: unknown) {
    if (value instanceof Uint8Array) {
      bytes.push(value)
      return { [BYTES]: bytes.length - 1 }
    }
    if (value === undefined && Array.isArray(this)) return { [UNDEFINED]: true }
    return value
  })
  return { json, bytes }
}

export type Decoded = { ok: true; args: unknown[] } | { ok: false; problem: string; read: number }

/**
 * The arguments of a call that crossed as `json` and `bytes`, or why they are refused (a sentence naming
 * the limit) with how many characters of the JSON were read to find that out. Reads the JSON once, up to
 * the first limit passed, before parsing it; never throws.
 */
export function decodeCall(json: unknown, bytes: unknown, limits: WireLimits): Decoded {
  if (typeof json !== 'string') return { ok: false, problem: 'the call did not arrive as the bridge sends it', read: 0 }
  const blocks = byteBlocksProblem(bytes, limits)
  if (typeof blocks === 'string') return { ok: false, problem: blocks, read: 0 }
  // Escapes and JSON's own punctuation take characters beyond the text itself: JSON.stringify writes
  // two for a quote, a backslash or a line break, and a few per value. The router counts the decoded
  // text against its limit after parsing.
  const most = limits.chars * 2 + limits.values * 8 + 64
  if (json.length > most) return { ok: false, problem: `the arguments are larger than ${most} characters`, read: 0 }
  const scanned = scan(json, limits)
  if (scanned.problem) return { ok: false, problem: scanned.problem, read: scanned.read }
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return { ok: false, problem: 'the arguments are not valid JSON', read: json.length }
  }
  if (!Array.isArray(parsed)) return { ok: false, problem: 'the arguments are not a list', read: json.length }
  const restored = restoreMarkers(parsed, blocks)
  if (restored) return { ok: false, problem: restored, read: json.length }
  return { ok: true, args: parsed }
}

function byteBlocksProblem(bytes: unknown, limits: WireLimits): Uint8Array[] | string {
  if (!Array.isArray(bytes)) return 'the call did not arrive as the bridge sends it'
  if (bytes.length > MAX_BYTE_BLOCKS) return `the arguments hold more than ${MAX_BYTE_BLOCKS} blocks of binary data`
  let total = 0
  for (const block of bytes) {
    if (!(block instanceof Uint8Array)) return 'the call did not arrive as the bridge sends it'
    total += block.byteLength
  }
  if (total > limits.bytes)
    return limits.bytes === 0
      ? 'this call takes no binary data'
      : `the arguments hold more than ${limits.bytes} bytes of binary data`
  return bytes as Uint8Array[]
}

interface Open {
  object: boolean
  /** Keys of an object, or commas of an array (elements − 1). */
  count: number
  /** Whether an array has an element yet. */
  filled: boolean
}

const QUOTE = 34
const BACKSLASH = 92
const OPEN_OBJECT = 123
const CLOSE_OBJECT = 125
const OPEN_ARRAY = 91
const CLOSE_ARRAY = 93
const COLON = 58
const COMMA = 44

/**
 * Counts, in the JSON text, what JSON.parse would build, and stops at the first limit passed. Exact for
 * valid JSON; text that is not JSON may be counted loosely, and JSON.parse refuses it after.
 */
function scan(json: string, limits: WireLimits): { problem: string | null; read: number } {
  const open: Open[] = []
  let values = 1
  let chars = 0
  let i = 0
  const n = json.length
  const fail = (problem: string) => ({ problem, read: i + 1 })
  for (; i < n; i++) {
    const c = json.charCodeAt(i)
    if (c === QUOTE) {
      // To the closing quote: one not preceded by an odd run of backslashes.
      let end = json.indexOf('"', i + 1)
      while (end !== -1) {
        let slashes = 0
        for (let k = end - 1; json.charCodeAt(k) === BACKSLASH; k--) slashes++
        if (slashes % 2 === 0) break
        end = json.indexOf('"', end + 1)
      }
      if (end === -1) return { problem: null, read: n }
      chars += end - i - 1
      if (chars > limits.chars * 2) {
        i = end
        return fail(`the arguments hold more than ${limits.chars} characters of text`)
      }
      const top = open[open.length - 1]
      if (top && !top.object) top.filled = true
      i = end
      continue
    }
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      const top = open[open.length - 1]
      if (top && !top.object) top.filled = true
      // The argument list itself is the outermost array; nesting counts below it.
      if (open.length > limits.depth) return fail(`the arguments are nested deeper than ${limits.depth} levels`)
      open.push({ object: c === OPEN_OBJECT, count: 0, filled: false })
      continue
    }
    if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      const closed = open.pop()
      // `[]` holds no element though the scan counted one value for it.
      if (closed && !closed.object && !closed.filled) values--
      continue
    }
    if (c === COLON) {
      const top = open[open.length - 1]
      if (top?.object && ++top.count > limits.keys) return fail(`an argument has more than ${limits.keys} keys`)
      if (++values > limits.values) return fail(`the arguments hold more than ${limits.values} values`)
      continue
    }
    if (c === COMMA) {
      const top = open[open.length - 1]
      if (top && !top.object) {
        if (++top.count >= limits.items) return fail(`an argument has more than ${limits.items} elements`)
        if (++values > limits.values) return fail(`the arguments hold more than ${limits.values} values`)
      }
      continue
    }
    if (c > 32) {
      // A number, true, false or null: the first element of an array fills it.
      const top = open[open.length - 1]
      if (top && !top.object && !top.filled) {
        top.filled = true
      }
    }
  }
  return { problem: null, read: n }
}

/** Puts the byte blocks and undefined back where the markers stand; a marker naming no block is refused. */
function restoreMarkers(args: unknown[], blocks: Uint8Array[]): string | null {
  const stack: Array<Record<string, unknown> | unknown[]> = [args]
  while (stack.length > 0) {
    const holder = stack.pop()!
    const keys = Array.isArray(holder) ? holder.keys() : Object.keys(holder).values()
    for (const key of keys) {
      const value = (holder as Record<string | number, unknown>)[key]
      if (value === null || typeof value !== 'object') continue
      const marker = markerOf(value as Record<string, unknown>, blocks)
      if (marker === 'bad') return 'the arguments refer to binary data that was not sent'
      // Defined, not assigned: a key such as __proto__ stays a key.
      if (marker !== 'none')
        Object.defineProperty(holder, key, {
          value: marker.value,
          enumerable: true,
          writable: true,
          configurable: true
        })
      else stack.push(value as Record<string, unknown>)
    }
  }
  return null
}

function markerOf(value: Record<string, unknown>, blocks: Uint8Array[]): { value: unknown } | 'none' | 'bad' {
  if (Array.isArray(value)) return 'none'
  if (Object.hasOwn(value, BYTES)) {
    const index = value[BYTES]
    if (Object.keys(value).length !== 1 || typeof index !== 'number' || !Number.isInteger(index)) return 'bad'
    const block = blocks[index]
    return block ? { value: block } : 'bad'
  }
  if (Object.hasOwn(value, UNDEFINED) && Object.keys(value).length === 1) return { value: undefined }
  return 'none'
}
