// The one redactor of Lagebild: main (API client, ipc router, report cache, log file) and the sandbox
// (request log, error bodies) blank out API keys with it before anything is logged, stored or answered.
// It finds `api_key` however a URL, query string, JSON body or free text spells it (any case, any
// character percent-encoded once or twice, with brackets such as `api_key[]`, with `=`, `:` or an encoded
// separator) and every known secret value wherever it stands, each of its characters written plainly,
// percent-encoded once or twice (hex digits in either case), form-encoded or as a JSON escape (\uXXXX).
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

const hexClass = (digit: string) => (/[a-f]/i.test(digit) ? `[${digit.toLowerCase()}${digit.toUpperCase()}]` : digit)
/** Two or four hex digits in either case. */
const hexOf = (n: number, width: number) => [...n.toString(16).padStart(width, '0')].map(hexClass).join('')
const escapeRegExp = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')
/** JSON's two-character escapes: `\/` is optional in JSON, `\"` and `\\` are required. */
const JSON_SHORT: Record<string, string> = { '/': '\\\\\\/', '"': '\\\\"', '\\': '\\\\\\\\' }

/**
 * One character of a secret as a pattern: literally; as its UTF-8 bytes percent-encoded once or twice
 * (`%2B`, `%2b`, `%252B`); as JSON `\uXXXX` escapes in either case, also inside a JSON string (`\\u002b`);
 * JSON's short escapes; a space also as `+` (form encoding).
 */
function characterPattern(ch: string): string {
  const ways = [escapeRegExp(ch)]
  if (ch === ' ') ways.push('\\+')
  ways.push([...new TextEncoder().encode(ch)].map((b) => `%(?:25)?${hexOf(b, 2)}`).join(''))
  let units = ''
  for (let i = 0; i < ch.length; i++) units += `\\\\{1,2}u${hexOf(ch.charCodeAt(i), 4)}`
  ways.push(units)
  const short = JSON_SHORT[ch]
  if (short) ways.push(short)
  return `(?:${ways.join('|')})`
}

/**
 * One pattern for every spelling of the secrets a URL, a form body, JSON or a text can carry, each character
 * in any of the ways characterPattern allows (mixed freely), longest secret first.
 */
function secretsPattern(secrets: readonly string[]): RegExp | null {
  const usable = [...new Set(secrets.filter((s) => typeof s === 'string' && s.length >= 4))].sort(
    (a, b) => b.length - a.length
  )
  if (usable.length === 0) return null
  return new RegExp(usable.map((s) => [...s].map(characterPattern).join('')).join('|'), 'g')
}

const compiled = new Map<string, RegExp | null>()
/** The pattern of a set of secrets, kept for the next call with the same set (the log redacts line by line). */
function cachedPattern(secrets: readonly string[]): RegExp | null {
  const id = JSON.stringify(secrets)
  let pattern = compiled.get(id)
  if (pattern === undefined) {
    if (compiled.size >= 16) compiled.delete(compiled.keys().next().value!)
    compiled.set(id, (pattern = secretsPattern(secrets)))
  }
  return pattern
}

function replaceSecrets(text: string, pattern: RegExp | null): string {
  return pattern ? text.replace(pattern, REDACTED) : text
}

/** Redacts api_key parameters and every known secret (keys shorter than 4 characters are ignored). */
export function redact(text: string, secrets: readonly string[] = []): string {
  return replaceSecrets(redactApiKeyParams(String(text)), secrets.length > 0 ? cachedPattern(secrets) : null)
}

export interface Redactor {
  text(value: string): string
  /** Redacts every string (and property name) of freshly parsed JSON data in place and returns it. */
  deep<T>(value: T): T
}

export function createRedactor(secrets: string | readonly string[]): Redactor {
  const pattern = secretsPattern(typeof secrets === 'string' ? [secrets] : secrets)
  const text = (value: string) => replaceSecrets(redactApiKeyParams(value), pattern)

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
