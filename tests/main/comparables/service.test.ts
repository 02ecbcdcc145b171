// Comparables over the real sandbox, through the ipc router as the renderer calls it: the answer equals
// the sandbox's own, with its source line; bad input and a key without the endpoint answer clearly;
// a saved set opens with the sandbox gone and refreshing names new and ended offers.
import { existsSync, readFileSync } from 'node:fs'
import { inflateSync } from 'node:zlib'
import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildRows } from '@renderer/comparables/comparable-rows'
import type {
  ComparableSet,
  ComparableSetSummary,
  ComparablesQuery,
  ComparablesResult
} from '@shared/bridge/comparables'
import { appOver, call, callError, startReportSandbox, tempDir, useKey, type ReportSandbox } from '../reports/helpers'

let sandbox: ReportSandbox
beforeAll(async () => {
  sandbox = await startReportSandbox()
}, 120_000)
afterAll(async () => {
  await sandbox?.close()
})

const MUNICH = { latitude: 48.1374, longitude: 11.5755 }
const query = (over: Partial<ComparablesQuery['request']['filters']> = {}): ComparablesQuery => ({
  subject: {
    address: 'Marienplatz 1, 80331 München',
    livingArea: 80,
    buildingYear: 1995,
    propertyType: 'apartment',
    rooms: 3
  },
  request: {
    filters: {
      location: { circle: { center: { coordinates: MUNICH }, radius: 2000 } },
      dealType: 'sale',
      propertyType: [{ code: 'apartment' }],
      ...over
    },
    orderBy: [{ field: 'similarityScore', direction: 'desc' }]
  }
})

describe('comparables.search', () => {
  it('answers what the sandbox answers, the subject as reference property, with a source line and no key', async () => {
    const app = appOver(sandbox)
    try {
      const result = await call<ComparablesResult>(app, 'comparables', 'search', query())
      const direct = await (
        await sandbox.request('/api/v2/offers/search', {
          method: 'POST',
          json: {
            ...query().request,
            referenceProperty: { livingArea: 80, buildingYear: 1995 },
            limit: 3000,
            offset: 0
          }
        })
      ).json()
      expect(result.items.length).toBeGreaterThan(10)
      const withoutImages = (o: { images?: unknown }) => ({ ...o, images: undefined })
      expect(result.items.map(withoutImages)).toEqual(direct.items.map(withoutImages))
      // Each service image URL became one image-protocol reference, in order: the renderer never sees a service URL.
      result.items.forEach((o, i) => {
        expect(o.images?.length).toBe(direct.items[i].images?.length)
        for (const image of o.images ?? []) expect(image.url).toMatch(/^lagebild-image:\/\/img\/[0-9a-f]{40}$/)
      })
      expect(result.totalItems).toBe(direct.totalItems)
      expect(result.items[0]!.similarityScore).toBeTypeOf('number')
      expect(result.query.request.referenceProperty).toEqual({ livingArea: 80, buildingYear: 1995 })
      expect(result.source).toMatchObject({ endpoint: 'POST /api/v2/offers/search', apiVersion: direct.meta.version })
      expect(result.source.connection.name).toBe('Sandbox (built in)')
      expect(Date.parse(result.source.fetchedAt)).not.toBeNaN()
      expect(JSON.stringify(result)).not.toContain(sandbox.keys.full)
    } finally {
      await app.close()
    }
  })

  it('refuses min above max and a radius over 10 km with the field named; no results is an empty list', async () => {
    const app = appOver(sandbox)
    try {
      const minMax = await callError(
        app,
        'comparables',
        'search',
        query({ price: { min: 500000, max: 100000 }, buildingYear: { min: 2000, max: 1990 } })
      )
      expect(minMax.code).toBe('invalid_argument')
      expect(Object.keys(minMax.fieldErrors ?? {}).sort()).toEqual(['filters.buildingYear', 'filters.price'])
      const far = await callError(app, 'comparables', 'search', {
        ...query(),
        request: {
          ...query().request,
          filters: {
            ...query().request.filters,
            location: { circle: { center: { coordinates: MUNICH }, radius: 20000 } }
          }
        }
      })
      expect(far.code).toBe('invalid_argument')
      const none = await call<ComparablesResult>(app, 'comparables', 'search', query({ price: { min: 1, max: 2 } }))
      expect(none.items).toEqual([])
      expect(none.totalItems).toBe(0)
    } finally {
      await app.close()
    }
  })

  it('a key not enabled for offers/search answers forbidden', async () => {
    const app = appOver(sandbox)
    try {
      await useKey(app, sandbox, 'no offers', sandbox.noBlockKey)
      const err = await callError(app, 'comparables', 'search', query())
      expect(err.code).toBe('forbidden')
    } finally {
      await app.close()
    }
  })
})

describe('saved sets', () => {
  it('links a saved set to the saved location report of its address, and only to that', async () => {
    const app = appOver(sandbox)
    try {
      const fetched = await call<{ kind: string; report: { id: string } }>(
        app,
        'reports',
        'fetch',
        { text: 'Marienplatz 1, 80331 München' },
        'link-test'
      )
      expect(fetched.kind).toBe('report')
      const result = await call<ComparablesResult>(app, 'comparables', 'search', query())
      const draft = { label: 'Mit Bericht', result, marks: {}, hideOutliers: true, notes: '', reportId: null }
      const linked = await call<ComparableSetSummary>(app, 'comparableSets', 'save', draft)
      expect(linked.reportId).toBe(fetched.report.id)
      const elsewhere = {
        ...result,
        query: { ...result.query, subject: { ...result.query.subject, address: 'Domkloster 4, 50667 Köln' } }
      }
      const unlinked = await call<ComparableSetSummary>(app, 'comparableSets', 'save', {
        ...draft,
        label: 'Ohne Bericht',
        result: elsewhere
      })
      expect(unlinked.reportId).toBeNull()
    } finally {
      await app.close()
    }
  })

  it('save with pins, exclusions and notes; reopen with the sandbox stopped; refresh names new and ended offers', async () => {
    const dataDir = tempDir('lagebild-comparables-')
    const own = await startReportSandbox()
    let app = appOver(own, { dataDir })
    const result = await call<ComparablesResult>(app, 'comparables', 'search', query())
    const [a, b, c] = result.items
    const draft = {
      label: 'Vergleich Marienplatz',
      result,
      marks: {
        [a!.id]: { pinned: true, note: 'sehr ähnlich' },
        [b!.id]: { excludedReason: 'Dachgeschoss ohne Aufzug' }
      },
      hideOutliers: true,
      notes: 'Stichtag 31.10.2026',
      reportId: null
    }
    const saved = await call<ComparableSetSummary>(app, 'comparableSets', 'save', draft)
    // The list row counts kept offers as the screen does: not excluded, not an outlier while the rule is on.
    const onScreen = buildRows(result.items, draft.marks, new Set(), true).rows.filter(
      (r) => !r.excluded && !r.outlier && !r.ended
    ).length
    expect(onScreen).toBeLessThanOrEqual(result.items.length - 1)
    expect(saved).toMatchObject({
      label: 'Vergleich Marienplatz',
      offerCount: result.items.length,
      keptCount: onScreen,
      damaged: false
    })
    const listed = await call<ComparableSetSummary[]>(app, 'comparableSets', 'list')
    expect(listed.map((s) => s.id)).toEqual([saved.id])
    await app.close()
    await own.close()

    // Offline: the sandbox is gone, the set opens whole.
    app = appOver(own, { dataDir })
    try {
      const opened = await call<ComparableSet>(app, 'comparableSets', 'open', saved.id)
      expect(opened).toMatchObject({ ...draft, id: saved.id, changes: null })
      const err = await callError(app, 'comparables', 'search', query())
      expect(['offline', 'timeout']).toContain(err.code)

      // No key in the file, also not inside the deflated blobs.
      const file = app.services.comparables.file
      const db = new Database(file)
      const blobs = (db.prepare('SELECT body FROM comparable_sets').all() as Array<{ body: Uint8Array }>).map((r) =>
        inflateSync(r.body)
      )
      db.close()
      const bytes = Buffer.concat([
        readFileSync(file),
        ...(existsSync(`${file}-wal`) ? [readFileSync(`${file}-wal`)] : []),
        ...blobs
      ])
      expect(bytes.includes(own.keys.full)).toBe(false)
      expect(bytes.includes('Dachgeschoss ohne Aufzug')).toBe(true)

      // Soft delete and undo.
      await call(app, 'comparableSets', 'remove', saved.id)
      expect(await call<ComparableSetSummary[]>(app, 'comparableSets', 'list')).toEqual([])
      await call(app, 'comparableSets', 'restore', saved.id)
      expect((await call<ComparableSetSummary[]>(app, 'comparableSets', 'list')).map((s) => s.id)).toEqual([saved.id])
    } finally {
      await app.close()
    }

    // Refresh against a live sandbox: a set saved without offer `c` and with an offer that has since ended.
    app = appOver(sandbox, { dataDir })
    try {
      const stored = await call<ComparableSet>(app, 'comparableSets', 'open', saved.id)
      const gone = { ...c!, id: 'ended-offer-1' }
      app.services.comparables.store().put({
        ...stored,
        result: { ...stored.result, items: [...stored.result.items.filter((o) => o.id !== c!.id), gone] },
        marks: { ...stored.marks, 'ended-offer-1': { excludedReason: 'zu alt' } }
      })
      const refreshed = await call<ComparableSet>(app, 'comparableSets', 'refresh', saved.id)
      expect(refreshed.changes).toMatchObject({ newIds: [c!.id], endedIds: ['ended-offer-1'] })
      expect(refreshed.marks).toEqual({ ...draft.marks, 'ended-offer-1': { excludedReason: 'zu alt' } })
      expect(refreshed.result.items.map((o) => o.id)).toEqual([...result.items.map((o) => o.id), 'ended-offer-1'])
      expect(await call<ComparableSet>(app, 'comparableSets', 'open', saved.id)).toEqual(refreshed)
    } finally {
      await app.close()
    }
  })
})
