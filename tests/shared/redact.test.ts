// The one redactor: every spelling of api_key a server accepts or a log could carry, and known secrets.
import { describe, expect, it } from 'vitest'
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
    ['a URL inside a parameter', `u=http%3A%2F%2Fh%2F%3Fapi_key%3D${KEY}%26x%3D1`, `u=http%3A%2F%2Fh%2F%3Fapi_key%3D${REDACTED}%26x%3D1`],
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

  it('is linear: a megabyte of near-misses is redacted quickly', () => {
    const text = 'api_key[[[[%5B%5B%25%25'.repeat(40_000) + `api_key=${KEY}`
    const started = performance.now()
    const out = redact(text, [KEY])
    expect(out.endsWith(`api_key=${REDACTED}`)).toBe(true)
    expect(performance.now() - started).toBeLessThan(2000)
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
