// The one redactor of Lagebild: main (API client, ipc router, report cache, log file) and the sandbox
// (request log, error bodies) blank out API keys with it before anything is logged, stored or answered.
// It finds `api_key` however a URL, query string, JSON body or free text spells it (any case, any
// character percent-encoded once or twice, with brackets such as `api_key[]`, with `=`, `:` or an encoded
// separator) and every known secret value in plain, percent-encoded and form-encoded spelling.
export const REDACTED = 'REDACTED'

/** One character of the parameter name, literally or as %XX / %25XX (double-encoded). */
function encodable(ch: string): string {
  const hex = ch.charCodeAt(0).toString(16).padStart(2, '0')
  const literal = /[a-z0-9]/i.test(ch) ? ch : `\\${ch}`
  return `(?:${literal}|%(?:25)?${hex})`
}

const NAME = [...'api_key'].map(encodable).join('')
const ENC = (hex: string) => `%(?:25)?${hex}`
// `[]`, `[0]`, `%5B%5D`: a short bracketed suffix as PHP-style parsers accept it.
const BRACKETS = `(?:(?:\\[|${ENC('5b')})[^\\]=&\\s%]{0,16}(?:\\]|${ENC('5d')}))*`
// `"api_key": "x"`, `\"api_key\":\"x\"` (JSON inside a string), `api_key = x`, `api_key%3Dx`.
const QUOTE = `(?:\\\\?["']|${ENC('22')})?`
const SEPARATOR = `[ \\t]*(?:=|:|${ENC('3d')}|${ENC('3a')})[ \\t]*`
// The value runs to the next delimiter of a URL, JSON or text, including an encoded `&` (%26).
// A value never starts with [ or { (an array or object in JSON is left whole: only known secrets go).
const VALUE = `(?![\\[{])(?:(?!${ENC('26')})[^&\\s"'#<>,;}\\]\\\\])+`

const API_KEY_PARAM = new RegExp(`(${NAME}${BRACKETS}${QUOTE}${SEPARATOR}${QUOTE})${VALUE}`, 'gi')

/** Blanks the value of every `api_key` parameter or field in a text (URL, query, JSON or prose). */
export function redactApiKeyParams(text: string): string {
  return text.replace(API_KEY_PARAM, `$1${REDACTED}`)
}

/** The spellings of a secret that can appear in a URL, a form body or a text, longest first. */
function spellings(secrets: readonly string[]): string[] {
  const out = new Set<string>()
  for (const s of secrets) {
    if (typeof s !== 'string' || s.length < 4) continue
    out.add(s)
    out.add(encodeURIComponent(s))
    out.add(new URLSearchParams({ k: s }).toString().slice(2))
    out.add(encodeURIComponent(encodeURIComponent(s)))
  }
  return [...out].sort((a, b) => b.length - a.length)
}

function replaceLiterals(text: string, literals: readonly string[]): string {
  let out = text
  for (const literal of literals) if (out.includes(literal)) out = out.split(literal).join(REDACTED)
  return out
}

/** Redacts api_key parameters and every known secret (keys shorter than 4 characters are ignored). */
export function redact(text: string, secrets: readonly string[] = []): string {
  return replaceLiterals(redactApiKeyParams(String(text)), spellings(secrets))
}

export interface Redactor {
  text(value: string): string
  /** Redacts every string (and property name) of freshly parsed JSON data in place and returns it. */
  deep<T>(value: T): T
}

export function createRedactor(secrets: string | readonly string[]): Redactor {
  const literals = spellings(typeof secrets === 'string' ? [secrets] : secrets)
  const text = (value: string) => replaceLiterals(redactApiKeyParams(value), literals)

  const deep = <T>(value: T): T => {
    if (typeof value === 'string') return text(value) as T
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = deep(value[i])
      return value
    }
    if (value !== null && typeof value === 'object') {
      const obj = value as Record<string, unknown>
      for (const k of Object.keys(obj)) {
        const redactedKey = text(k)
        const v = deep(obj[k])
        if (redactedKey !== k) {
          delete obj[k]
          obj[redactedKey] = v
        } else obj[k] = v
      }
      return value
    }
    return value
  }

  return { text, deep }
}
