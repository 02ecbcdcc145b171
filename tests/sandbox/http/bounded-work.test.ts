// No input costs the sandbox more than a bounded amount of work: the inputs that once froze it for
// seconds to minutes (long arrays of invalid items, deep nesting) are refused by the limits checked
// before validation, over real HTTP, while another request is served; error lists are capped, and the
// error formatter reads each validation error a bounded number of times (counted, so a loaded machine
// changes nothing). How long the answers take is bench:sandbox's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OffersSearchRequest } from '@shared/api'
import { MAX_FIELD_PROBLEMS, compileValidator, fieldErrors } from '@sandbox/http/validation'
import { MAX_ARRAY_ITEMS, MAX_DEPTH, limitProblem } from '@sandbox/http/body-limits'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'

let sandbox: StartedSandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(async () => {
  await sandbox?.close()
})

const badOrderBy = (n: number) => Array.from({ length: n }, (_, i) => ({ field: `nope${i}`, direction: 'sideways' }))
const CIRCLE = { circle: { center: { coordinates: { latitude: 52.52, longitude: 13.4 } }, radius: 500 } }

async function answer(path: string, init: Parameters<StartedSandbox['request']>[1]) {
  const res = await sandbox.request(path, init)
  return { status: res.status, body: await res.text() }
}

describe('bounded work per request', () => {
  it('refuses the stall inputs by their limits with short answers, while a normal search is served meanwhile', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    const stalls = [
      answer('/api/v2/offers/search', {
        method: 'POST',
        json: { filters: { location: CIRCLE }, orderBy: badOrderBy(1000) }
      }),
      answer('/api/v2/offers/search', { method: 'POST', json: { orderBy: badOrderBy(20_000) } }),
      answer('/api/v2/properties', {
        method: 'POST',
        json: { heatingTypes: Array.from({ length: 10_000 }, (_, i) => `x${i}`) }
      }),
      answer('/api/v2/properties', {
        method: 'POST',
        body: `{"heatingTypes":${deep}}`,
        headers: { 'content-type': 'application/json' }
      }),
      answer('/api/v2/offers/search', { method: 'POST', body: deep, headers: { 'content-type': 'application/json' } })
    ]
    const normal = answer('/api/v2/offers/search', {
      method: 'POST',
      json: { filters: { location: CIRCLE, dealType: 'rent' }, limit: 5 }
    })
    const answers = await Promise.all(stalls)
    const served = await normal
    expect(served.status, served.body).toBe(200)
    for (const a of answers) {
      expect(a.status, a.body.slice(0, 200)).toBe(400)
      expect(a.body.length).toBeLessThan(4000)
    }
    expect(JSON.parse(answers[0]!.body)).toEqual({ errors: { orderBy: [`must have at most 10 items`] } })
    expect(JSON.parse(answers[2]!.body)).toEqual({ errors: { heatingTypes: ['must have at most 20 items'] } })
    expect(answers[3]!.body).toContain('nested too deeply')
  })

  it('caps the problems listed at MAX_FIELD_PROBLEMS and counts the rest', async () => {
    // 10 items with two problems each, and the missing filters: 21 problems.
    const res = await answer('/api/v2/offers/search', { method: 'POST', json: { orderBy: badOrderBy(10) } })
    expect(res.status).toBe(400)
    const errors = (JSON.parse(res.body) as { errors: Record<string, string[]> }).errors
    const messages = Object.values(errors).flat()
    expect(messages).toHaveLength(MAX_FIELD_PROBLEMS + 1)
    expect(errors.body).toEqual(['and 1 more problem'])
    expect(errors['orderBy.0.field']).toEqual([expect.stringMatching(/^must be one of: distance, /)])
  })

  it('formats errors in linear work: 2,000 invalid items directly through the formatter', () => {
    const validate = compileValidator(OffersSearchRequest, 'body')
    /** How often the formatter reads a field of a validation error, for n invalid items. */
    const reads = (n: number) => {
      expect(validate({ filters: { location: CIRCLE }, orderBy: badOrderBy(n) })).toBe(false)
      let count = 0
      const errors = (validate.errors ?? []).map(
        (e) => new Proxy(e, { get: (target, key, receiver) => (count++, Reflect.get(target, key, receiver)) })
      )
      const out = fieldErrors(errors, 'body')
      expect(Object.values(out).flat()).toHaveLength(MAX_FIELD_PROBLEMS + 1)
      // two per item, and orderBy longer than its 10 entries
      expect(out.body).toEqual([`and ${2 * n + 1 - MAX_FIELD_PROBLEMS} more problems`])
      return count
    }
    // 40 times the items: about 40 times the reads when linear, 1,600 times when each error is compared with each.
    const small = reads(50)
    const large = reads(2000)
    expect(large / small, `${small} reads for 50 items, ${large} for 2,000`).toBeLessThan(80)
  })

  it('documents and enforces the array and depth limits before validation', () => {
    expect(
      limitProblem({ type: 'object', properties: { a: { type: 'array', maxItems: 3 } } }, { a: [1, 2, 3, 4] })
    ).toEqual(['a', 'must have at most 3 items'])
    expect(limitProblem({}, { list: new Array(MAX_ARRAY_ITEMS + 1).fill(0) })).toEqual([
      'list',
      `must have at most ${MAX_ARRAY_ITEMS} items`
    ])
    expect(limitProblem({}, { list: new Array(MAX_ARRAY_ITEMS).fill(0) })).toBeUndefined()
    let deep: unknown = 1
    for (let i = 0; i < MAX_DEPTH + 5; i++) deep = { a: deep }
    expect(limitProblem({}, deep)?.[1]).toMatch(/nested too deeply/)
  })
})
