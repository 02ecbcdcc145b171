// Unicode's explicit direction controls (embeddings and overrides U+202A–U+202E, isolates
// U+2066–U+2069). Invisible, and in a name that is put into a line of the app's own words they turn the
// rest of that line around ("‮Altona, gespeichert" shows the app's words backwards). Right-to-left text
// itself needs none of them, so text that enters the app (from the renderer, from a service) loses them.
const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g
const ANY_CONTROL = /[\u202A-\u202E\u2066-\u2069]/
/** The same controls written as JSON escapes, which JSON.parse turns into the characters. */
const ESCAPED = /\\u(?:202[a-e]|206[6-9])/i

export const withoutDirectionControls = (text: string): string => text.replace(CONTROLS, '')

/** The value with every string in it (at any depth of arrays and plain objects) without direction controls; bytes and other objects as they are. */
export function stripDirectionControls<T>(value: T): T {
  if (typeof value === 'string') return withoutDirectionControls(value) as T
  if (Array.isArray(value)) return value.map(stripDirectionControls) as T
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value)
    if (proto !== Object.prototype && proto !== null) return value
    const out: Record<string, unknown> = {}
    // defineProperty: a key named __proto__ stays a key and never becomes the prototype.
    for (const [k, v] of Object.entries(value))
      Object.defineProperty(out, k, {
        value: stripDirectionControls(v),
        enumerable: true,
        writable: true,
        configurable: true
      })
    return out as T
  }
  return value
}

/** JSON.parse, and the strings of the result without direction controls (a cheap test first: they are rare). */
export function parseJsonWithoutDirectionControls(text: string): unknown {
  if (!ANY_CONTROL.test(text) && !ESCAPED.test(text)) return JSON.parse(text)
  return JSON.parse(text, (_key, v: unknown) => (typeof v === 'string' ? withoutDirectionControls(v) : v))
}
