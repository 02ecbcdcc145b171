// The report service against a real sandbox, called through the ipc router as the renderer calls it:
// full, basic and block-less keys, failing parts, offline, refresh, library operations, no key on disk.
import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FetchOutcome, LibraryPage, Report, ReportSummary } from '@shared/bridge/reports'
import type { TestApp } from '../../helpers/platform'
import { appOver, cacheContents, call, callError, startReportSandbox, useKey, type ReportSandbox } from './helpers'

const MUNICH = 'Marienplatz 1, 80331 München'

let sandbox: ReportSandbox
let app: TestApp
const events: Array<{ name: string; payload: any }> = []

beforeAll(async () => {
  sandbox = await startReportSandbox()
  app = appOver(sandbox)
  app.router.onEvent((name, payload) => void events.push({ name, payload }))
}, 60_000)
afterAll(async () => {
  await app?.close()
  await sandbox?.close()
})

/** Fetches and saves: an address saved already waits for a choice (reports.settle), here a separate entry. */
const fetchReport = async (query: object, requestId: string) => {
  let out = await call<FetchOutcome>(app, 'reports', 'fetch', query, requestId)
  if (out.kind === 'saved') out = await call<FetchOutcome>(app, 'reports', 'settle', out.pendingId, { kind: 'new' })
  if (out.kind !== 'report') throw new Error(`expected a report, got ${out.kind}`)
  return out.report
}
const list = (query: object = {}) => call<LibraryPage>(app, 'library', 'list', query)

describe('report service, full key (built-in Sandbox connection)', () => {
  let report: Report
  it('fetches addresses, regions and block in parallel, with progress per part, and saves the report', async () => {
    report = await fetchReport({ text: MUNICH }, 'full-1')
    expect(report.parts.addresses.status).toBe('ok')
    expect(report.parts.regions.status).toBe('ok')
    expect(report.parts.block.status).toBe('ok')
    expect(report.label).toBe('Marienplatz 1, 80331 München')
    expect(report.coordinates?.latitude).toBeCloseTo(48.137, 1)
    expect(report.parts.addresses.data?.divisionLevel20.geometry.type).toBe('MultiPolygon')
    expect(report.parts.regions.data?.divisionLevel100.geometry.coordinates.length).toBeGreaterThan(0)
    expect(report.parts.addresses.data?.rentDevelopment.series.length).toBeGreaterThan(0)
    expect(report.parts.block.data?.address.city).toBe('München')
    // Citable: connection, endpoint and date per part.
    expect(report.source).toEqual({
      connection: { id: 'sandbox', name: 'Sandbox (built in)', kind: 'sandbox' },
      baseUrl: `${sandbox.url.replace(/\/$/, '')}/`,
      endpoint: 'POST /api/v2/locations/addresses; POST /api/v2/locations/regions; GET /api/v1/block',
      fetchedAt: report.source.fetchedAt
    })
    expect(report.formatVersion).toBe(3)
    expect(report.parts.addresses.endpoint).toBe('POST /api/v2/locations/addresses')
    expect(report.parts.regions.endpoint).toBe('POST /api/v2/locations/regions')
    expect(report.parts.block.endpoint).toBe('GET /api/v1/block')
    for (const p of Object.values(report.parts))
      expect(Date.parse(p.fetchedAt!)).toBeGreaterThanOrEqual(Date.parse(report.source.fetchedAt) - 60_000)

    const progress = events
      .filter((e) => e.name === 'reportProgress' && e.payload.requestId === 'full-1')
      .map((e) => e.payload)
    expect(progress.slice(0, 3).map((p) => p.status)).toEqual(['pending', 'pending', 'pending'])
    expect(
      progress
        .slice(3)
        .map((p) => `${p.part}:${p.status}`)
        .sort()
    ).toEqual(['addresses:ok', 'block:ok', 'regions:ok'])
    expect(events).toContainEqual({ name: 'libraryChanged', payload: { reason: 'saved', ids: [report.id] } })
  })

  it('lists the saved report and opens it from the cache exactly as fetched', async () => {
    const page = await list()
    const row = page.items.find((i) => i.id === report.id)!
    expect(row).toMatchObject({
      label: report.label,
      fetchedAt: report.source.fetchedAt,
      pinned: false,
      damaged: false,
      lastOpenedAt: null
    })
    expect(row.parts).toEqual({ addresses: 'ok', regions: 'ok', block: 'ok' })
    expect(row.sizeBytes).toBeGreaterThan(1000)
    expect(page.usage.reportsCount).toBe(page.total)
    expect(page.usage.capBytes).toBe(500 * 1024 * 1024)
    expect(await call<Report>(app, 'library', 'open', report.id)).toEqual(report)
    expect((await list()).items.find((i) => i.id === report.id)!.lastOpenedAt).not.toBeNull()
  })

  it('answers an unknown address with its error and saves nothing', async () => {
    const before = (await list()).total
    const err = await callError(app, 'reports', 'fetch', { text: 'Gibtsnichtweg 999, 99999 Nirgendwo' }, 'missing-1')
    expect(err.code).toBe('address_not_found')
    expect((await list()).total).toBe(before)
  })

  it('refuses a query without address or coordinates, and malformed arguments', async () => {
    expect((await callError(app, 'reports', 'fetch', { text: '  ' }, 'empty-1')).code).toBe('invalid_argument')
    expect((await callError(app, 'reports', 'fetch', { text: 'x' }, 'bad id with spaces')).code).toBe(
      'invalid_argument'
    )
    expect((await callError(app, 'library', 'open', 'no-such-report')).code).toBe('not_found')
  })

  it('cancels a running fetch', async () => {
    const pending = app.router.invoke('reports', 'fetch', [{ text: MUNICH }, 'cancel-1'], {
      url: 'http://app.test/index.html'
    })
    expect(await call(app, 'reports', 'cancel', 'cancel-1')).toBe(true)
    const r = await pending
    expect(r.ok ? 'ok' : r.error.code).toBe('cancelled')
    expect(await call(app, 'reports', 'cancel', 'cancel-1')).toBe(false)
  })
})

describe('report service, other keys', () => {
  it('basic key: the locations and the block are unrestricted, so the whole report stands', async () => {
    await useKey(app, sandbox, 'Sandbox basic', sandbox.keys.basic)
    const report = await fetchReport(
      { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'München' },
      'basic-1'
    )
    expect(report.source.connection.name).toBe('Sandbox basic')
    expect(Object.values(report.parts).map((p) => p.status)).toEqual(['ok', 'ok', 'ok'])
  })

  it('a key not enabled for the building block: block shows forbidden (403), the rest of the report stands', async () => {
    await useKey(app, sandbox, 'Sandbox no block', sandbox.noBlockKey)
    const report = await fetchReport({ text: MUNICH }, 'noblock-1')
    expect(report.parts.addresses.status).toBe('ok')
    expect(report.parts.regions.status).toBe('ok')
    expect(report.parts.block).toMatchObject({
      status: 'forbidden',
      error: { code: 'forbidden', status: 403, endpoint: 'block' }
    })
    expect(report.parts.block.data).toBeUndefined()
    const progress = events
      .filter((e) => e.name === 'reportProgress' && e.payload.requestId === 'noblock-1')
      .map((e) => e.payload)
    expect(progress).toContainEqual(
      expect.objectContaining({
        part: 'block',
        status: 'forbidden',
        error: expect.objectContaining({ code: 'forbidden' })
      })
    )
    const row = (await list()).items.find((i) => i.id === report.id)!
    expect(row.parts).toEqual({ addresses: 'ok', regions: 'ok', block: 'forbidden' })
    expect(await call<Report>(app, 'library', 'open', report.id)).toEqual(report)
  })

  it('a part that fails is marked as such while the others stand (no building block for a postal code alone)', async () => {
    await app.services.connections.setActive('sandbox')
    const report = await fetchReport({ text: '80331 München' }, 'postcode-1')
    expect(report.parts.block).toMatchObject({
      status: 'error',
      error: { code: 'address_not_found', status: 400, endpoint: 'block' }
    })
    expect(report.parts.regions.status).toBe('ok')
  })

  it('asks for the three parts at once: a service that answers only when all three requests are in still gives the report', async () => {
    // A gate in front of the sandbox holds every request until three are waiting; a client asking
    // one part after another would never see an answer (and fail on its timeout).
    const waiting: Array<() => void> = []
    const paths: string[] = []
    const gate = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      paths.push(`${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`)
      await new Promise<void>((release) => {
        waiting.push(release)
        if (waiting.length === 3) waiting.splice(0).forEach((r) => r())
      })
      const upstream = await fetch(new URL(req.url ?? '/', sandbox.url), {
        method: req.method ?? 'GET',
        headers: { 'content-type': String(req.headers['content-type'] ?? 'application/json') },
        ...(chunks.length ? { body: Buffer.concat(chunks) } : {})
      })
      res
        .writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' })
        .end(Buffer.from(await upstream.arrayBuffer()))
    })
    await new Promise<void>((r) => gate.listen(0, '127.0.0.1', () => r()))
    try {
      const url = `http://127.0.0.1:${(gate.address() as { port: number }).port}`
      await useKey(app, { ...sandbox, url }, 'Sandbox behind a gate', sandbox.keys.full)
      const report = await fetchReport({ text: MUNICH }, 'gate-1')
      expect(Object.values(report.parts).map((p) => p.status)).toEqual(['ok', 'ok', 'ok'])
      expect(paths.sort()).toEqual([
        'GET /api/v1/block',
        'POST /api/v2/locations/addresses',
        'POST /api/v2/locations/regions'
      ])
      // The gate closes below: its report leaves the library so later tests refresh only reachable ones.
      await call(app, 'library', 'remove', report.id)
    } finally {
      await app.services.connections.setActive('sandbox')
      await new Promise<void>((r) => gate.close(() => r()))
    }
  })

  it('an unknown key: unauthorized, nothing saved', async () => {
    const before = (await list()).total
    await useKey(app, sandbox, 'Sandbox wrong key', 'sbx_wrong_key_123456')
    expect((await callError(app, 'reports', 'fetch', { text: MUNICH }, 'wrong-1')).code).toBe('unauthorized')
    expect((await list()).total).toBe(before)
    await app.services.connections.setActive('sandbox')
  })

  it('keeps no API key anywhere in the cache file', async () => {
    const bytes = cacheContents(app.services.reports.files.reports)
    expect(bytes.length).toBeGreaterThan(10_000)
    expect(bytes.includes(Buffer.from('Marienplatz')), 'reports readable').toBe(true)
    expect(bytes.includes(Buffer.from('POST /api/v2/locations/addresses')), 'report bodies inflated').toBe(true)
    for (const key of [sandbox.keys.full, sandbox.keys.basic, sandbox.noBlockKey, 'sbx_wrong_key_123456']) {
      expect(bytes.includes(Buffer.from(key)), key).toBe(false)
      expect(bytes.includes(Buffer.from('api_key=')), 'api_key=').toBe(false)
    }
  })
})

describe('library operations', () => {
  let ids: string[] = []
  beforeAll(async () => {
    ids = (await list()).items.map((i) => i.id)
  })

  it('searches by address text, case- and umlaut-insensitive', async () => {
    const all = await list()
    const inMunich = all.items.filter((i) => i.label.includes('München')).length
    const onMarienplatz = all.items.filter((i) => i.label.includes('Marienplatz 1,')).length
    expect(onMarienplatz).toBeGreaterThan(1)
    expect(inMunich).toBeGreaterThan(onMarienplatz)
    for (const q of ['münchen', 'MUENCHEN', '80331 munchen'])
      expect((await list({ search: q })).total, q).toBe(inMunich)
    for (const q of ['Marienplatz 1', 'MARIENPL 1 münchen'])
      expect((await list({ search: q })).total, q).toBe(onMarienplatz)
    expect((await list({ search: 'Hamburg' })).total).toBe(0)
    expect((await list({ search: '%_' })).total).toBe(all.total) // no words: everything
  })

  it('lists newest fetch first, in pages', async () => {
    const page = await list()
    const dates = page.items.map((i) => i.fetchedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const first = await list({ limit: 2 })
    const second = await list({ limit: 2, offset: 2 })
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(page.items.slice(0, 4).map((i) => i.id))
    expect(first.total).toBe(page.total)
  })

  it('pins and unpins', async () => {
    expect((await call<ReportSummary>(app, 'library', 'pin', ids[0], true)).pinned).toBe(true)
    expect((await list()).items.find((i) => i.id === ids[0])!.pinned).toBe(true)
    expect((await call<ReportSummary>(app, 'library', 'pin', ids[0], false)).pinned).toBe(false)
  })

  it('removes a report (gone from the list, cannot be opened) and restores it (undo)', async () => {
    const id = ids[1]!
    expect(await call(app, 'library', 'remove', id)).toEqual({ id })
    expect((await list()).items.map((i) => i.id)).not.toContain(id)
    expect((await callError(app, 'library', 'open', id)).code).toBe('not_found')
    expect((await call<ReportSummary>(app, 'library', 'restore', id)).id).toBe(id)
    expect((await list()).items.map((i) => i.id)).toContain(id)
    expect((await call<ReportSummary>(app, 'library', 'restore', id)).id).toBe(id) // idempotent
    expect((await callError(app, 'library', 'restore', 'never-saved')).code).toBe('not_found')
  })

  it('refreshes a report: the new fetch becomes the current version, the old one stays as a version, the pin moves on', async () => {
    const before = (await list({ search: 'Marienplatz' })).items
    const id = before[0]!.id
    await call(app, 'library', 'pin', id, true)
    const old = await call<Report>(app, 'library', 'open', id)
    const fresh = await call<Report>(app, 'library', 'refresh', id, 'refresh-1')
    expect(fresh.id).not.toBe(id)
    expect(fresh.source.fetchedAt > old.source.fetchedAt).toBe(true)
    expect(fresh.parts.addresses.data).toEqual(old.parts.addresses.data)
    const rows = (await list({ search: 'Marienplatz' })).items
    expect(rows).toHaveLength(before.length) // no second entry
    const row = rows.find((i) => i.id === fresh.id)!
    expect(row).toMatchObject({
      fetchedAt: fresh.source.fetchedAt,
      pinned: true,
      entryId: before[0]!.entryId,
      versionCount: 2,
      current: true
    })
    const versions = await call<ReportSummary[]>(app, 'library', 'versions', fresh.id)
    expect(versions.map((v) => [v.id, v.current])).toEqual([
      [fresh.id, true],
      [id, false]
    ])
    expect(await call<Report>(app, 'library', 'open', id)).toEqual(old)
    expect(await call<Report>(app, 'library', 'open', fresh.id)).toEqual(fresh)
  })

  it('updates a saved entry from a new search instead of adding a second one; case number, client and note are searchable and move on', async () => {
    const saved = (await list({ search: 'Marienplatz' })).items[0]!
    const withCase = await call<ReportSummary>(app, 'library', 'setCase', saved.id, {
      caseNumber: ' AZ 2026/117 ',
      client: 'Müller & Söhne GmbH',
      note: 'Beleihungswert Ostflügel'
    })
    expect(withCase.caseInfo).toEqual({
      caseNumber: 'AZ 2026/117',
      client: 'Müller & Söhne GmbH',
      note: 'Beleihungswert Ostflügel'
    })
    for (const search of ['2026/117', 'mueller soehne', 'ostfluegel', 'AZ 2026 marienplatz']) {
      expect(
        (await list({ search })).items.map((i) => i.id),
        search
      ).toEqual([saved.id])
    }
    const totalBefore = (await list()).total
    const typed = { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'münchen' }
    const updated = await call<Report>(app, 'library', 'update', saved.id, typed, 'update-1')
    expect(updated.query).toEqual(typed)
    const page = await list()
    expect(page.total).toBe(totalBefore)
    const row = page.items.find((i) => i.entryId === saved.entryId)!
    expect(row).toMatchObject({ id: updated.id, versionCount: saved.versionCount + 1, caseInfo: withCase.caseInfo })
    expect(events).toContainEqual({
      name: 'libraryChanged',
      payload: { reason: 'updated', ids: [updated.id, saved.id] }
    })
    const offered = (await call<ReportSummary[]>(app, 'library', 'savedFor', { text: MUNICH })).map((s) => s.id)
    expect(offered).toContain(updated.id) // the current version is offered, the earlier one is not
    expect(offered).not.toContain(saved.id)
    expect(
      (await callError(app, 'library', 'setCase', saved.id, { caseNumber: 'x'.repeat(61), client: '', note: '' })).code
    ).toBe('invalid_argument')
    expect((await callError(app, 'library', 'update', 'never-saved', { text: MUNICH }, 'update-2')).code).toBe(
      'not_found'
    )
  })

  it('sorts by date, address and case number', async () => {
    const rows = (await list({ limit: 1000 })).items
    const byDate = rows.map((r) => r.fetchedAt)
    expect(byDate).toEqual([...byDate].sort().reverse())
    const byAddress = (await list({ sort: 'address', limit: 1000 })).items.map((r) => r.label)
    expect(byAddress[0]!.localeCompare(byAddress.at(-1)!, 'de')).toBeLessThan(0)
    const byCase = (await list({ sort: 'case', limit: 1000 })).items
    expect(byCase[0]!.caseInfo.caseNumber).toBe('AZ 2026/117') // entries with a case number first
    expect(byCase.at(-1)!.caseInfo.caseNumber).toBe('')
    expect((await callError(app, 'library', 'list', { sort: 'size' })).code).toBe('invalid_argument')
  })
})

describe('offline', () => {
  it('knows it is offline from failing requests, offers saved reports, opens them, and keeps the old version on refresh', async () => {
    const own = await startReportSandbox()
    const offline = appOver(own)
    const seen: Array<{ name: string; payload: any }> = []
    offline.router.onEvent((name, payload) => void seen.push({ name, payload }))
    try {
      const saved = (
        await call<FetchOutcome & { kind: 'report' }>(offline, 'reports', 'fetch', { text: MUNICH }, 'on-1')
      ).report
      expect(await call(offline, 'network', 'status')).toEqual({ online: true, since: null })

      await own.close() // the network is gone
      const out = await call<FetchOutcome>(
        offline,
        'reports',
        'fetch',
        { text: 'marienplatz 1, 80331 muenchen' },
        'off-1'
      )
      expect(out.kind).toBe('offline')
      if (out.kind !== 'offline') return
      expect(out.error.code).toBe('offline')
      expect(out.saved.map((s) => s.id)).toEqual([saved.id])
      expect(seen.filter((e) => e.name === 'onlineChanged').map((e) => e.payload.online)).toEqual([false])
      expect((await call<{ online: boolean }>(offline, 'network', 'status')).online).toBe(false)

      // Saved reports for the address in other spellings and by nearby coordinates.
      for (const q of [
        { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'MÜNCHEN' },
        { coordinates: { latitude: saved.coordinates!.latitude + 0.0005, longitude: saved.coordinates!.longitude } }
      ]) {
        expect(
          (await call<ReportSummary[]>(offline, 'library', 'savedFor', q)).map((s) => s.id),
          JSON.stringify(q)
        ).toEqual([saved.id])
      }
      expect(
        await call<ReportSummary[]>(offline, 'library', 'savedFor', { text: 'Hauptstraße 5, 10115 Berlin' })
      ).toEqual([])

      // Opening needs no network.
      expect(await call<Report>(offline, 'library', 'open', saved.id)).toEqual(saved)

      // Refresh fails and the old version stays.
      const err = await callError(offline, 'library', 'refresh', saved.id, 'off-refresh')
      expect(err.code).toBe('offline')
      expect(await call<Report>(offline, 'library', 'open', saved.id)).toEqual(saved)
    } finally {
      await offline.close()
    }
  }, 60_000)

  it('is online again as soon as a request is answered', async () => {
    const own = await startReportSandbox()
    const later = appOver(own)
    try {
      await own.close()
      expect((await call<FetchOutcome>(later, 'reports', 'fetch', { text: MUNICH }, 'a')).kind).toBe('offline')
      expect((await call<{ online: boolean }>(later, 'network', 'status')).online).toBe(false)
      // A reachable service again.
      const again = await startReportSandbox()
      await useKey(later, again, 'Again', again.keys.full)
      try {
        expect((await call<FetchOutcome>(later, 'reports', 'fetch', { text: MUNICH }, 'b')).kind).toBe('report')
        expect((await call<{ online: boolean }>(later, 'network', 'status')).online).toBe(true)
      } finally {
        await again.close()
      }
    } finally {
      await later.close()
    }
  }, 60_000)
})
