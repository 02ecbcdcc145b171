// Marktdaten over the real sandbox, through the ipc router as the renderer calls it: the answer equals
// the sandbox's own with its source line and no key; crossed ranges and a missing place are refused
// before sending; 403 for a key without the endpoint; with the sandbox gone the same query answers
// from disk marked offline, another query says offline; kept answers list newest first, reopen, and a
// damaged one is named; only the newest KEEP answers stay.
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PriceFilterQuery } from '@shared/api/v1'
import type { MarketResult, MarketSummary } from '@shared/bridge/market'
import { KEEP, openMarketStore } from '@main/market/store'
import { marketId } from '@main/market/service'
import { appOver, call, callError, startReportSandbox, tempDir, useKey, type ReportSandbox } from '../reports/helpers'

let sandbox: ReportSandbox
beforeAll(async () => {
  sandbox = await startReportSandbox()
}, 120_000)
afterAll(async () => {
  await sandbox?.close()
})

const query = (over: Partial<PriceFilterQuery> = {}): PriceFilterQuery => ({
  address: 'Marienplatz 1, 80331 München',
  type_of_demand: 'rent',
  radius: 2000,
  ...over
})

describe('market.search', () => {
  it('answers what the sandbox answers, with its source line and without the key', async () => {
    const app = appOver(sandbox)
    try {
      const result = await call<MarketResult>(app, 'market', 'search', query({ 'rooms[min]': 2, object_type: '8,11' }))
      const q = new URLSearchParams({
        address: 'Marienplatz 1, 80331 München',
        type_of_demand: 'rent',
        radius: '2000',
        'rooms[min]': '2',
        object_type: '8,11'
      })
      const direct = await (await sandbox.request(`/api/v1/price_filter?${q}`)).json()
      expect(result.answer).toEqual(direct)
      expect(result.answer.count).toBeGreaterThan(5)
      expect(result.offline).toBe(false)
      expect(result.source).toMatchObject({ endpoint: 'GET /api/v1/price_filter', apiVersion: direct.meta.version })
      expect(result.source.connection.kind).toBe('sandbox')
      expect(JSON.stringify(result)).not.toContain(sandbox.keys.full)
    } finally {
      await app.close()
    }
  })

  it('refuses crossed ranges and a missing place before sending, naming the fields', async () => {
    const app = appOver(sandbox)
    try {
      const crossed = await callError(
        app,
        'market',
        'search',
        query({ 'rooms[min]': 5, 'rooms[max]': 2, start_date: '2025-01-01', end_date: '2024-01-01' })
      )
      expect(crossed.code).toBe('invalid_argument')
      expect(Object.keys(crossed.fieldErrors ?? {}).sort()).toEqual(['end_date', 'rooms[max]'])
      const nowhere = await callError(app, 'market', 'search', { type_of_demand: 'buy' })
      expect(nowhere.fieldErrors).toHaveProperty('address')
      // A radius the spec does not list never reaches the service.
      const radius = await callError(app, 'market', 'search', { ...query(), radius: 3000 })
      expect(radius.code).toBe('invalid_argument')
      await useKey(app, sandbox, 'no market', sandbox.noBlockKey)
      expect((await callError(app, 'market', 'search', query())).code).toBe('forbidden')
    } finally {
      await app.close()
    }
  })

  it('offline: the same query answers from disk, marked; another says offline; kept answers reopen', async () => {
    const dataDir = tempDir('lagebild-market-')
    const own = await startReportSandbox()
    let app = appOver(own, { dataDir })
    const rent = await call<MarketResult>(app, 'market', 'search', query())
    const buy = await call<MarketResult>(app, 'market', 'search', query({ type_of_demand: 'buy' }))
    await app.close()
    await own.close()

    app = appOver(own, { dataDir })
    try {
      const again = await call<MarketResult>(app, 'market', 'search', query())
      expect(again).toEqual({ ...rent, offline: true })
      const err = await callError(app, 'market', 'search', query({ radius: 500 }))
      expect(['offline', 'timeout']).toContain(err.code)
      const recent = await call<MarketSummary[]>(app, 'market', 'recent')
      expect(recent.map((r) => r.id)).toEqual([buy.id, rent.id])
      expect(recent[1]).toMatchObject({
        place: 'Marienplatz 1, 80331 München',
        typeOfDemand: 'rent',
        count: rent.answer.count,
        median: rent.answer.median
      })
      expect(await call<MarketResult>(app, 'market', 'open', buy.id)).toEqual(buy)

      // No key in the file, also not inside the deflated blobs.
      const file = join(dataDir, 'cache', 'market.db')
      const db = new Database(file)
      const blobs = (db.prepare('SELECT body FROM market_answers').all() as Array<{ body: Uint8Array }>).map((r) =>
        inflateSync(r.body)
      )
      // A flipped byte: the answer is named damaged, never shown wrong.
      const body = Buffer.from(
        (db.prepare('SELECT body FROM market_answers WHERE id = ?').get(buy.id) as { body: Uint8Array }).body
      )
      body[10] ^= 0xff
      db.prepare('UPDATE market_answers SET body = ? WHERE id = ?').run(body, buy.id)
      db.close()
      const bytes = Buffer.concat([
        readFileSync(file),
        ...(existsSync(`${file}-wal`) ? [readFileSync(`${file}-wal`)] : []),
        ...blobs
      ])
      expect(bytes.includes(own.keys.full)).toBe(false)
      expect((await callError(app, 'market', 'open', buy.id)).code).toBe('stored_item_damaged')
      expect((await callError(app, 'market', 'open', 'm-nothing')).code).toBe('not_found')
    } finally {
      await app.close()
    }
  })
})

describe('the online state', () => {
  it('follows market searches: one failing for network reasons says offline, the next answer online again', async () => {
    const dead = createServer()
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', () => r()))
    const deadUrl = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`
    await new Promise<void>((r) => dead.close(() => r()))
    const app = appOver(sandbox)
    const seen: boolean[] = []
    app.router.onEvent((name, payload) => {
      if (name === 'onlineChanged') seen.push((payload as { online: boolean }).online)
    })
    try {
      const builtIn = (await call<Array<{ id: string; active: boolean }>>(app, 'connections', 'list')).find(
        (c) => c.active
      )!.id
      expect((await call<MarketResult>(app, 'market', 'search', query())).offline).toBe(false)
      expect(seen).toEqual([])
      const gone = await app.services.connections.save({ name: 'gone', baseUrl: deadUrl })
      await app.services.connections.setKey(gone.id, 'sbx_gone_key')
      await app.services.connections.setActive(gone.id)
      expect(['offline', 'timeout']).toContain((await callError(app, 'market', 'search', query({ radius: 500 }))).code)
      expect(seen).toEqual([false])
      expect((await call<{ online: boolean }>(app, 'network', 'status')).online).toBe(false)
      await app.services.connections.setActive(builtIn)
      expect((await call<MarketResult>(app, 'market', 'search', query({ radius: 500 }))).offline).toBe(false)
      expect(seen).toEqual([false, true])
      expect((await call<{ online: boolean }>(app, 'network', 'status')).online).toBe(true)
      // An answer that is an error is an answer too: the service is there.
      await app.services.connections.setActive(gone.id)
      await callError(app, 'market', 'search', query({ radius: 1000 }))
      await useKey(app, sandbox, 'no market', sandbox.noBlockKey)
      expect((await callError(app, 'market', 'search', query())).code).toBe('forbidden')
      expect(seen).toEqual([false, true, false, true])
    } finally {
      await app.close()
    }
  })
})

describe('market answers on disk', () => {
  it('keeps the newest answers only, one per query', async () => {
    const dir = tempDir('lagebild-market-store-')
    const store = openMarketStore(join(dir, 'market.db'))
    const answer = {
      count: 0,
      median_duration: null,
      median: null,
      average: null,
      minimum_price: null,
      maximum_price: null,
      interval: { '10': null, '90': null },
      exposes: [],
      meta: { url: null, version: '1' }
    }
    const put = (i: number) => {
      const q: PriceFilterQuery = { address: `Straße ${i}, 10115 Berlin`, type_of_demand: 'rent' }
      store.put({
        id: marketId(q),
        query: q,
        answer,
        source: {
          connection: { id: 'sandbox', name: 'Sandbox', kind: 'sandbox' },
          baseUrl: 'http://127.0.0.1',
          endpoint: 'GET /api/v1/price_filter',
          fetchedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
          apiVersion: '1'
        },
        offline: false
      })
    }
    for (let i = 0; i < KEEP + 5; i++) put(i)
    put(KEEP + 4)
    const list = store.list()
    expect(list).toHaveLength(KEEP)
    expect(list[0]!.place).toBe(`Straße ${KEEP + 4}, 10115 Berlin`)
    expect(list.at(-1)!.place).toBe('Straße 5, 10115 Berlin')
    // The same query, written differently only in spacing and key order, is the same entry.
    expect(marketId({ type_of_demand: 'rent', address: ' Straße 1, 10115 Berlin ' })).toBe(
      marketId({ address: 'Straße 1, 10115 Berlin', type_of_demand: 'rent' })
    )
    store.close()
  })
})
