// Keeps the api_key out of everything the client returns, throws or logs.
export const REDACTED = 'REDACTED'

// `api_key=...` in a URL or a query string, also when the `=` is percent-encoded inside another URL.
const API_KEY_PARAM = /(api_key(?:=|%3D))[^&\s"'#<>]*/gi

export interface Redactor {
  text(value: string): string
  /** Redacts every string (and key) of freshly parsed JSON data in place and returns it. */
  deep<T>(value: T): T
}

export function redactApiKeyParams(value: string): string {
  return value.replace(API_KEY_PARAM, `$1${REDACTED}`)
}

export function createRedactor(apiKey: string): Redactor {
  const literals = [...new Set([apiKey, encodeURIComponent(apiKey), new URLSearchParams({ k: apiKey }).toString().slice(2)])]
    .filter((s) => s.length >= 4)
    .sort((a, b) => b.length - a.length)

  const text = (value: string) => {
    let out = redactApiKeyParams(value)
    for (const literal of literals) if (out.includes(literal)) out = out.split(literal).join(REDACTED)
    return out
  }

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
