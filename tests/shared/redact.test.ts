// The one redactor: every spelling of api_key a server accepts or a log could carry, and known secrets.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createRedactor, redact, REDACTED } from '@shared/redact'

const KEY = 'sbx_full_abcDEF123-_xyz'

describe('redact', () => {
  it.each([
    ['plain query', `http://h/api?api_key=${KEY}&a=1`, `http://h/api?api_key=${REDACTED}&a=1`],
    ['percent-encoded underscore, upper case hex', `/api?api%5Fkey=${KEY}`, `/api?api%5Fkey=${REDACTED}`],
    ['percent-encoded underscore, lower case hex', `/api?api%5fkey=${KEY}#top`, `/api?api%5fkey=${REDACTED}#top`],
    ['a percent-encoded letter', `/api?%61pi_key=${KEY}`, `/api?%61pi_key=${REDACTED}`],
    ['double-encoded', `/api?api%255Fkey%253D${KEY}`, `/api?api%255Fkey%253D${REDACTED}`],
    ['upper case name', `/api?API_KEY=${KEY}`, `/api?API_KEY=${REDACTED}`],
    ['brackets', `/api?api_key[]=${KEY}&b=2`, `/api?api_key[]=${REDACTED}&b=2`],
    ['encoded brackets', `/api?api_key%5B%5D=${KEY}`, `/api?api_key%5B%5D=${REDACTED}`],
    ['indexed brackets', `/api?api_key[0]=${KEY}`, `/api?api_key[0]=${REDACTED}`],
    ['encoded separator', `/api?api_key%3D${KEY}`, `/api?api_key%3D${REDACTED}`],
    [
      'a URL inside a parameter',
      `u=http%3A%2F%2Fh%2F%3Fapi_key%3D${KEY}%26x%3D1`,
      `u=http%3A%2F%2Fh%2F%3Fapi_key%3D${REDACTED}%26x%3D1`
    ],
    ['JSON body', `{"api_key":"${KEY}","x":1}`, `{"api_key":"${REDACTED}","x":1}`],
    ['JSON with spaces', `{"api_key" : "${KEY}"}`, `{"api_key" : "${REDACTED}"}`],
    ['JSON inside a string', `"{\\"api_key\\":\\"${KEY}\\"}"`, `"{\\"api_key\\":\\"${REDACTED}\\"}"`],
    ['free text', `called with api_key: ${KEY} today`, `called with api_key: ${REDACTED} today`]
  ])('%s', (_name, input, expected) => {
    expect(redact(input)).toBe(expected)
    expect(redact(input)).not.toContain(KEY)
  })

  it('keeps JSON valid when the field holds an array or object, and leaves prose about the key alone', () => {
    const json = '{"api_key":["is missing"],"b":{"api_key":{"x":1}}}'
    expect(redact(json)).toBe(json)
    expect(redact('the api_key is missing')).toBe('the api_key is missing')
  })

  it('blanks known secrets anywhere, in plain, percent- and form-encoded spelling', () => {
    const odd = 'k+y/with space&more'
    const text = `a ${KEY} b ${encodeURIComponent(odd)} c ${new URLSearchParams({ q: odd }).toString()} d ${odd}`
    const out = redact(text, [KEY, odd])
    expect(out).toBe(`a ${REDACTED} b ${REDACTED} c q=${REDACTED} d ${REDACTED}`)
    expect(redact('abc abc', ['abc']), 'secrets under 4 characters are not searched').toBe('abc abc')
  })

  // How fast is bench:redact's figure; a pattern that backtracks on near-misses hangs here instead.
  it('redacts the key after a megabyte of near-misses, leaving every near-miss as it was', () => {
    const misses = 'api_key[[[[%5B%5B%25%25'.repeat(40_000)
    const out = redact(misses + `api_key=${KEY}`, [KEY])
    expect(out).toBe(misses + `api_key=${REDACTED}`)
  })
})

describe('createRedactor', () => {
  it('redacts strings and property names of parsed JSON in place', () => {
    const r = createRedactor(KEY)
    const data = { url: `https://x/?api_key=${KEY}`, list: [`with ${KEY}`], [`k_${KEY}`]: 1, api_key: ['bad'] }
    const out = r.deep(data)
    expect(JSON.stringify(out)).not.toContain(KEY)
    expect(out.url).toBe(`https://x/?api_key=${REDACTED}`)
    expect(out.api_key).toEqual(['bad'])
  })
})

/** A character of a secret in one of the ways a URL, a form body, JSON or a log line can carry it. */
type Spelling =
  'plain' | 'pctUpper' | 'pctLower' | 'pct2Upper' | 'pct2Lower' | 'jsonLower' | 'jsonUpper' | 'jsonInString' | 'form'
const SPELLINGS: Spelling[] = [
  'plain',
  'pctUpper',
  'pctLower',
  'pct2Upper',
  'pct2Lower',
  'jsonLower',
  'jsonUpper',
  'jsonInString',
  'form'
]

function spell(ch: string, how: Spelling): string {
  const bytes = [...new TextEncoder().encode(ch)].map((b) => b.toString(16).padStart(2, '0'))
  const units = [...Array(ch.length).keys()].map((i) => ch.charCodeAt(i).toString(16).padStart(4, '0'))
  switch (how) {
    case 'plain':
      return ch
    case 'pctUpper':
      return bytes.map((b) => `%${b.toUpperCase()}`).join('')
    case 'pctLower':
      return bytes.map((b) => `%${b}`).join('')
    case 'pct2Upper':
      return bytes.map((b) => `%25${b.toUpperCase()}`).join('')
    case 'pct2Lower':
      return bytes.map((b) => `%25${b}`).join('')
    case 'jsonLower':
      return units.map((u) => `\\u${u}`).join('')
    case 'jsonUpper':
      return units.map((u) => `\\u${u.toUpperCase()}`).join('')
    case 'jsonInString':
      return units.map((u) => `\\\\u${u}`).join('')
    case 'form':
      return ch === ' ' ? '+' : encodeURIComponent(ch).replace(/%20/g, '+')
  }
}

/** The whole secret in one spelling: what a test looks for in the redacted text. */
const spelled = (secret: string, how: Spelling) => [...secret].map((ch) => spell(ch, how)).join('')

describe('known secrets in every encoding', () => {
  const keyChars = fc.constantFrom(...'abcXYZ0189+/=_-.~ %&"\\äß€'.split(''), '😀')
  const secretArb = fc
    .array(keyChars, { minLength: 4, maxLength: 24 })
    .map((cs) => cs.join(''))
    .filter((s) => s.trim().length >= 4 && !s.includes(REDACTED))
  const filler = fc.string({ maxLength: 20, unit: fc.constantFrom(...' ,;:{}[]"\'=&?#/\\abcz019%'.split('')) })

  it('the review’s misses: lower-case %2b/%2f/%3d and JSON \\uXXXX escapes without api_key= in front', () => {
    const secret = 'Ab+cd/ef=GH'
    for (const text of [
      `token=Ab%2bcd%2fef%3dGH&x=1`,
      `{"auth":"Ab\\u002bcd\\u002fef\\u003dGH"}`,
      `{"auth":"\\u0041\\u0062+cd/ef=GH"}`,
      `"{\\"auth\\":\\"Ab\\\\u002Bcd\\\\u002Fef\\\\u003DGH\\"}"`,
      `next=%2Fapi%3Ftoken%3DAb%252bcd%252fef%253dGH`
    ]) {
      const out = redact(text, [secret])
      expect(out, text).toContain(REDACTED)
      for (const how of SPELLINGS) expect(out, `${text} (${how})`).not.toContain(spelled(secret, how))
    }
  })

  it('property: a secret spelled with any mix of encodings, anywhere in a text, never survives redaction', () => {
    fc.assert(
      fc.property(
        secretArb,
        fc.array(fc.constantFrom(...SPELLINGS), { minLength: 24, maxLength: 24 }),
        filler,
        filler,
        (secret, hows, before, after) => {
          const chars = [...secret]
          const mixed = chars.map((ch, i) => spell(ch, hows[i]!)).join('')
          for (const r of [createRedactor(secret), { text: (t: string) => redact(t, [secret]) }]) {
            // Each REDACTED becomes a character no secret has, so a secret cannot seem to reappear across it.
            const out = r.text(`${before}${mixed}${after}`).split(REDACTED).join('\u0000')
            expect(out).not.toContain(mixed)
            for (const how of SPELLINGS) expect(out).not.toContain(spelled(secret, how))
          }
        }
      ),
      { numRuns: 1000, seed: 727 }
    )
  })
})
