// The cheap check the router runs before a call's schema: the renderer is untrusted, and a schema check
// (and the field errors after it) walks every byte, key and element it is handed, so one huge argument
// would hold main's thread for as long as that walk takes. This walk reads sizes only (a string's or an
// array's length, a typed array's byteLength, an object's key count), stops at the first limit passed
// and visits at most `values` values, so it costs little whatever arrives.
//
// Bytes are what the contract declares: the sum of the maxByteLength of every Uint8Array in the call's
// arguments (a photo, an imported file, a PNG to save); a call without bytes in its schema takes none.
import { Kind, type TSchema } from '@sinclair/typebox'

export interface ArgumentLimits {
  /** Bytes of typed arrays and ArrayBuffers, all arguments together. */
  bytes: number
  /** Characters of strings (keys included), all arguments together. */
  chars: number
  /** Values visited (each string, number, object, array element …). */
  values: number
  /** Nesting of objects and arrays below the argument list. */
  depth: number
  /** Own keys of one object (entries of one Map or Set). */
  keys: number
  /** Elements of one array. */
  items: number
}

/** What every call takes at most; far above any argument the app's own pages send. */
export const DEFAULT_ARGUMENT_LIMITS: ArgumentLimits = {
  bytes: 0,
  chars: 4_000_000,
  values: 200_000,
  depth: 32,
  keys: 1_000,
  items: 100_000
}

/** The limits of a call from its argument schema: the bytes it declares; strings above the default if it declares more. */
export function limitsFor(args: TSchema, base: ArgumentLimits = DEFAULT_ARGUMENT_LIMITS): ArgumentLimits {
  let bytes = 0
  let chars = 0
  const visit = (node: unknown, inArray: boolean) => {
    if (node === null || typeof node !== 'object') return
    const s = node as Record<string | symbol, unknown>
    if (s[Kind] === 'Uint8Array') {
      // An array of byte blocks would need its own bound; the contract has none, so it takes one block.
      bytes += typeof s.maxByteLength === 'number' ? s.maxByteLength : 0
      return
    }
    if (s[Kind] === 'String' && !inArray && typeof s.maxLength === 'number') chars += s.maxLength
    const childInArray = inArray || s[Kind] === 'Array'
    for (const [key, value] of Object.entries(s)) {
      if (key === 'properties' && value && typeof value === 'object')
        for (const p of Object.values(value)) visit(p, childInArray)
      else if (key === 'items' || key === 'anyOf' || key === 'allOf' || key === 'oneOf') {
        for (const p of Array.isArray(value) ? value : [value]) visit(p, key === 'items' ? childInArray : inArray)
      }
    }
  }
  visit(args, false)
  return { ...base, bytes: base.bytes + bytes, chars: Math.max(base.chars, chars) }
}

/**
 * Why `args` is beyond `limits` (a sentence naming the limit), or null when it is within them and may go
 * to the schema check. A value that cannot be read (a getter that throws) is a problem too.
 */
export function argumentBoundsProblem(args: unknown, limits: ArgumentLimits): string | null {
  try {
    return walk(args, limits)
  } catch {
    return 'an argument cannot be read'
  }
}

function walk(args: unknown, limits: ArgumentLimits): string | null {
  let bytes = 0
  let chars = 0
  let values = 0
  const stack: Array<{ value: unknown; depth: number }> = [{ value: args, depth: 0 }]
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!
    if (++values > limits.values) return `the arguments hold more than ${limits.values} values`
    if (typeof value === 'string') {
      chars += value.length
      if (chars > limits.chars) return `the arguments hold more than ${limits.chars} characters of text`
      continue
    }
    if (value === null || typeof value !== 'object') continue
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof SharedArrayBuffer) {
      bytes += value.byteLength
      if (bytes > limits.bytes)
        return limits.bytes === 0
          ? 'this call takes no binary data'
          : `the arguments hold more than ${limits.bytes} bytes of binary data`
      continue
    }
    if (depth >= limits.depth) return `the arguments are nested deeper than ${limits.depth} levels`
    if (value instanceof Map || value instanceof Set) {
      // No call takes one; its size is all that is read.
      if (value.size > limits.keys) return `an argument has more than ${limits.keys} entries`
      continue
    }
    if (Array.isArray(value)) {
      if (value.length > limits.items) return `an argument has more than ${limits.items} elements`
      if (values + stack.length + value.length > limits.values)
        return `the arguments hold more than ${limits.values} values`
      for (let i = 0; i < value.length; i++) stack.push({ value: value[i], depth: depth + 1 })
      continue
    }
    const keys = Object.keys(value)
    if (keys.length > limits.keys) return `an argument has more than ${limits.keys} keys`
    if (values + stack.length + keys.length > limits.values)
      return `the arguments hold more than ${limits.values} values`
    for (const key of keys) {
      chars += key.length
      if (chars > limits.chars) return `the arguments hold more than ${limits.chars} characters of text`
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 })
    }
  }
  return null
}
