// The comparables' location scores for the grid's location row, through the ipc router against a real
// sandbox: each point's score is the service's own (locations/addresses by coordinates, overall score),
// a point the service cannot place gets none, the source is named, bad points are refused, and with the
// service gone every score is missing and the reason is given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocationScores } from '@shared/bridge/valuation'
import { onceLauncher } from '@main/sandbox/launcher'
import { createTestApp, type TestApp } from '../../helpers/platform'
import { appOver, call, callError, startReportSandbox, type ReportSandbox } from '../reports/helpers'

let sandbox: ReportSandbox
let app: TestApp

beforeAll(async () => {
  sandbox = await startReportSandbox()
  app = appOver(sandbox)
}, 60_000)
afterAll(async () => {
  await app?.close()
  await sandbox?.close()
})

const POINTS = [
  { id: 'altona', latitude: 53.5535, longitude: 9.9354 },
  { id: 'marienplatz', latitude: 48.1374, longitude: 11.5755 },
  { id: 'north-sea', latitude: 55.4, longitude: 4.2 }
]

async function direct(p: { latitude: number; longitude: number }): Promise<number | null> {
  const res = await sandbox.request('/api/v2/locations/addresses', {
    method: 'POST',
    json: { location: { coordinates: { latitude: p.latitude, longitude: p.longitude } } }
  })
  if (!res.ok) return null
  return (await res.json()).scores.overall
}

describe('valuation.locationScores', () => {
  it('answers the service’s own score per point, none where it cannot place one, and names the source', async () => {
    const out = await call<LocationScores>(app, 'valuation', 'locationScores', POINTS)
    expect(out.scores.map((s) => s.id)).toEqual(['altona', 'marienplatz', 'north-sea'])
    const expected = await Promise.all(POINTS.map(direct))
    expect(expected[0]).toBeTypeOf('number')
    expect(expected[2]).toBeNull()
    expect(out.scores.map((s) => s.score)).toEqual(expected)
    expect(out.source).toMatchObject({
      connection: { kind: 'sandbox', id: 'sandbox', name: 'Sandbox (built in)' },
      endpoint: 'POST /api/v2/locations/addresses'
    })
    expect(Date.parse(out.source.fetchedAt)).not.toBeNaN()
    expect(out.error).toBeUndefined()
  })

  // A grid holds 500 columns, and each may need its score (100 was the old, too small limit).
  it('refuses points that are not coordinates, and more than 500 at once', async () => {
    for (const bad of [
      [{ id: 'x', latitude: 200, longitude: 0 }],
      [{ id: 'x', latitude: 'a', longitude: 0 }],
      [{ id: 'x', latitude: 1, longitude: 2, extra: 1 }],
      Array.from({ length: 501 }, (_, i) => ({ id: `p${i}`, latitude: 50, longitude: 10 }))
    ]) {
      expect((await callError(app, 'valuation', 'locationScores', bad)).code).toBe('invalid_argument')
    }
  })

  it('with the service gone: no scores, and the reason', async () => {
    const offline = createTestApp({
      sandbox: onceLauncher(async () => ({
        url: 'http://127.0.0.1:9',
        key: sandbox.keys.full,
        stop: async () => undefined
      }))
    })
    try {
      const out = await call<LocationScores>(offline, 'valuation', 'locationScores', POINTS.slice(0, 2))
      expect(out.scores.map((s) => s.score)).toEqual([null, null])
      expect(out.error?.code).toBe('offline')
    } finally {
      await offline.close()
    }
  })
})
