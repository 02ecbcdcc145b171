// No input costs the sandbox more than a bounded amount of work: the inputs that once froze it for
// seconds to minutes (long arrays of invalid items, deep nesting) are answered at once, over real HTTP,
// while another request is served meanwhile; error lists are capped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OffersSearchRequest } from '@shared/api'
import { MAX_FIELD_PROBLEMS, compileValidator, fieldErrors } from '@sandbox/http/validation'
import { MAX_ARRAY_ITEMS, MAX_DEPTH, limitProblem } from '@sandbox/http/body-limits'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'

/**
 * Correctness bounds on a stall (seconds to minutes before the fix), not speed figures: CPU time of this
 * process (the sandbox runs in it; other processes on a loaded machine do not count) and, generously, wall time.
 */
const STALL_CPU_MS = 1000
const STALL_WALL_MS = 5000

function cpuMsSince(before: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(before)
  return (d.user + d.system) / 1000
}

let sandbox: StartedSandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(async () => {
  await sandbox?.close()
})

const badOrderBy = (n: number) => Array.from({ length: n }, (_, i) => ({ field: `nope${i}`, direction: 'sideways' }))
const CIRCLE = { circle: { center: { coordinates: { latitude: 52.52, longitude: 13.4 } }, radius: 500 } }

async function timed(path: string, init: Parameters<StartedSandbox['request']>[1]) {
  const started = performance.now()
  const res = await sandbox.request(path, init)
  const body = await res.text()
  return { status: res.status, body, ms: performance.now() - started, done: performance.now() }
}

describe('bounded work per request', () => {
  it('answers the stall inputs in well under a second each, while a normal search is served meanwhile', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    const cpuBefore = process.cpuUsage()
    const stalls = [
      timed('/api/v2/offers/search', { method: 'POST', json: { filters: { location: CIRCLE }, orderBy: badOrderBy(1000) } }),
      timed('/api/v2/offers/search', { method: 'POST', json: { orderBy: badOrderBy(20_000) } }),
      timed('/api/v2/properties', { method: 'POST', json: { heatingTypes: Array.from({ length: 10_000 }, (_, i) => `x${i}`) } }),
      timed('/api/v2/properties', { method: 'POST', body: `{"heatingTypes":${deep}}`, headers: { 'content-type': 'application/json' } }),
      timed('/api/v2/offers/search', { method: 'POST', body: deep, headers: { 'content-type': 'application/json' } })
    ]
    const normal = timed('/api/v2/offers/search', { method: 'POST', json: { filters: { location: CIRCLE, dealType: 'rent' }, limit: 5 } })
    const answers = await Promise.all(stalls)
    const served = await normal
    // Client and server of all six requests together, in this process.
    expect(cpuMsSince(cpuBefore)).toBeLessThan(STALL_CPU_MS)
    expect(served.status, served.body).toBe(200)
    expect(served.ms).toBeLessThan(STALL_WALL_MS)
    for (const a of answers) {
      expect(a.status, a.body.slice(0, 200)).toBe(400)
      expect(a.ms, a.body.slice(0, 200)).toBeLessThan(STALL_WALL_MS)
      expect(a.body.length).toBeLessThan(4000)
    }
    expect(JSON.parse(answers[0]!.body)).toEqual({ errors: { orderBy: [`must have at most 10 items`] } })
    expect(JSON.parse(answers[2]!.body)).toEqual({ errors: { heatingTypes: ['must have at most 20 items'] } })
    expect(answers[3]!.body).toContain('nested too deeply')
  })

  it('caps the problems listed at MAX_FIELD_PROBLEMS and counts the rest', async () => {
    // 10 items with two problems each, and the missing filters: 21 problems.
    const res = await timed('/api/v2/offers/search', { method: 'POST', json: { orderBy: badOrderBy(10) } })
    expect(res.status).toBe(400)
    const errors = (JSON.parse(res.body) as { errors: Record<string, string[]> }).errors
    const messages = Object.values(errors).flat()
    expect(messages).toHaveLength(MAX_FIELD_PROBLEMS + 1)
    expect(errors.body).toEqual(['and 1 more problem'])
    expect(errors['orderBy.0.field']).toEqual([expect.stringMatching(/^must be one of: distance, /)])
  })

  it('formats errors in linear time: 2,000 invalid items directly through the formatter', () => {
    const validate = compileValidator(OffersSearchRequest, 'body')
    const time = (n: number) => {
      expect(validate({ filters: { location: CIRCLE }, orderBy: badOrderBy(n) })).toBe(false)
      const errors = validate.errors ?? []
      const before = process.cpuUsage()
      const out = fieldErrors(errors, 'body')
      const ms = cpuMsSince(before)
      expect(Object.values(out).flat()).toHaveLength(MAX_FIELD_PROBLEMS + 1)
      // two per item, and orderBy longer than its 10 entries
      expect(out.body).toEqual([`and ${2 * n + 1 - MAX_FIELD_PROBLEMS} more problems`])
      return ms
    }
    time(50)
    expect(time(2000)).toBeLessThan(STALL_CPU_MS)
  })

  it('documents and enforces the array and depth limits before validation', () => {
    expect(limitProblem({ type: 'object', properties: { a: { type: 'array', maxItems: 3 } } }, { a: [1, 2, 3, 4] })).toEqual(['a', 'must have at most 3 items'])
    expect(limitProblem({}, { list: new Array(MAX_ARRAY_ITEMS + 1).fill(0) })).toEqual(['list', `must have at most ${MAX_ARRAY_ITEMS} items`])
    expect(limitProblem({}, { list: new Array(MAX_ARRAY_ITEMS).fill(0) })).toBeUndefined()
    let deep: unknown = 1
    for (let i = 0; i < MAX_DEPTH + 5; i++) deep = { a: deep }
    expect(limitProblem({}, deep)?.[1]).toMatch(/nested too deeply/)
  })
})
