// request.ts skips the walk over every string of an answer when one pass over the raw text proves it
// would change nothing; these are the answers where it must not skip.
import { describe, expect, it } from 'vitest'
import { createRedactor } from '@shared/redact'
import { redactParsed } from '@main/api/request'

const KEY = 'sbx_full_secretKey1234'
const redactor = createRedactor(KEY)
const run = (raw: string) => redactParsed(redactor, raw, JSON.parse(raw))

describe('redactParsed', () => {
  it('leaves an answer without secrets as parsed (the same object)', () => {
    const raw = JSON.stringify({
      items: [{ id: 'a', title: 'Wohnung', images: [{ url: 'https://img.example/1.jpg' }] }]
    })
    const parsed = JSON.parse(raw)
    expect(redactParsed(redactor, raw, parsed)).toBe(parsed)
  })
  it('redacts a key or an api_key parameter written plainly', () => {
    expect(JSON.stringify(run(JSON.stringify({ a: `x ${KEY} y`, u: 'https://h/p?api_key=abc&x=1' })))).not.toMatch(
      /secretKey1234|abc&/
    )
  })
  it('redacts what only JSON escapes spell (the raw text alone would not show it)', () => {
    expect(JSON.stringify(run('{"u":"https://h/p?api\\u005fkey=abc"}'))).not.toContain('abc')
    expect(JSON.stringify(run('{"\\u0061pi_key=zz":1}'))).not.toContain('zz')
    expect(JSON.stringify(run('{"k":"\\u0073bx_full_secretKey1234"}'))).not.toContain('secretKey1234')
  })
})
