// Items stored before the one provenance vocabulary open with nothing lost: a comparable set
// and a market answer carried their service URL inside source.connection; a grid (schemaVersion 2) kept
// its provenance flat (connectionKind, connectionId, connectionName) in `provenance` / `from`; a grid of
// schemaVersion 3 kept the appraiser's typed citations in `source` and an index series' Provenance in
// `provenance`; a grid of schemaVersion 4 kept a column's listing or register number in `source`. Each is
// written in that shape into a real SQLite file and read back by today's stores.
import { mkdtempSync, rmSync } from 'node:fs'
import { inflateSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ComparablesResult } from '@shared/bridge/comparables'
import type { MarketResult } from '@shared/bridge/market'
import { openComparableSetStore } from '@main/comparables/store'
import { openMarketStore } from '@main/market/store'
import { openValuationStore } from '@main/valuation/store'
import { GridState } from '@shared/bridge/valuation'
import { EXAMPLE_TABLE_SOURCE } from '@shared/valuation/coefficients'
import { emptyGrid } from '@shared/valuation/defaults'
import { columnFromOffer } from '@shared/valuation/from-offer'
import { isGridSampleData } from '@shared/valuation/grid-provenance'
import {
  GRID_SCHEMA_VERSION,
  type CoefficientTable,
  type GridComparable,
  type LandValue
} from '@shared/valuation/grid-types'
import { sourceName } from '@renderer/kit/citation/citation'
import { annexGrid } from '../../helpers/annex-grid'
import { call, MARIENPLATZ_COMPARABLES, MARIENPLATZ_MARKET, withSampleApp } from '../reports/helpers'

const dir = mkdtempSync(join(tmpdir(), 'lagebild-provenance-'))
let comparables: ComparablesResult
let market: MarketResult
/** Puts a grid, as the app stored it at the time, into a new valuations file; returns the file. */
function storeGrid(name: string, stored: unknown): string {
  const file = join(dir, name)
  const store = openValuationStore(file)
  store.saveGrid(stored as never)
  store.close()
  return file
}
/** A column as schemaVersion 4 and before stored it: its listing or register number in `source`. */
const withOldReference = ({ reference, ...c }: GridComparable) => ({ ...c, source: reference })
beforeAll(async () => {
  await withSampleApp(async (app) => {
    comparables = await call<ComparablesResult>(app, 'comparables', 'search', MARIENPLATZ_COMPARABLES)
    market = await call<MarketResult>(app, 'market', 'search', MARIENPLATZ_MARKET)
  })
}, 120_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const t = (key: string, params?: Record<string, unknown>) =>
  key === 'citation.sampleData' ? 'Beispieldaten' : `${key}${params ? JSON.stringify(params) : ''}`
const office = { id: 'c-1a2b3c4d', name: 'Büro-Dienst', baseUrl: 'https://daten.example.org/', kind: 'custom' as const }

/** The `source` the comparables and market services wrote before the one provenance vocabulary: the connection with its URL. */
const oldSource = (endpoint: string, connection: object = office) => ({
  connection,
  endpoint,
  fetchedAt: '2026-11-20T10:00:00.000Z',
  apiVersion: '2.4.0'
})

describe('stored before the one provenance vocabulary', () => {
  it('a comparable set opens with its URL in source.baseUrl and cites the same host', () => {
    const file = join(dir, 'comparable-sets.db')
    const store = openComparableSetStore(file)
    const set = {
      id: 'set-1',
      label: 'Altona',
      result: { ...comparables, source: oldSource('POST /api/v2/offers/search') },
      marks: {},
      hideOutliers: false,
      notes: '',
      reportId: null,
      savedAt: '2026-11-20T10:00:00.000Z',
      changes: null
    }
    store.put(set as never)
    store.close()

    const reopened = openComparableSetStore(file)
    try {
      const read = reopened.open('set-1')
      if (!read.ok) throw new Error(read.reason)
      expect(read.value.result.source).toEqual({
        connection: { id: office.id, name: office.name, kind: 'custom' },
        baseUrl: office.baseUrl,
        endpoint: 'POST /api/v2/offers/search',
        fetchedAt: '2026-11-20T10:00:00.000Z',
        apiVersion: '2.4.0'
      })
      expect(sourceName(t, read.value.result.source)).toBe('Büro-Dienst (daten.example.org)')
      expect(reopened.list()[0]!.connection).toEqual({ id: office.id, name: office.name, kind: 'custom' })
    } finally {
      reopened.close()
    }
  })

  it('a market answer opens with its URL in source.baseUrl; a sandbox answer stays sample data', () => {
    const file = join(dir, 'market.db')
    const store = openMarketStore(file)
    const answer = (id: string, source: object) => ({ ...market, id, source })
    store.put(answer('m-office', oldSource('GET /api/v1/price_filter')) as never)
    store.put(
      answer(
        'm-sandbox',
        oldSource('GET /api/v1/price_filter', {
          id: 'sandbox',
          name: 'Sandbox',
          baseUrl: 'http://127.0.0.1:1/',
          kind: 'sandbox'
        })
      ) as never
    )
    store.close()

    const reopened = openMarketStore(file)
    try {
      const office1 = reopened.open('m-office')
      if (!office1.ok) throw new Error(office1.reason)
      expect(office1.value.source.connection).toEqual({ id: office.id, name: office.name, kind: 'custom' })
      expect(office1.value.source.baseUrl).toBe(office.baseUrl)
      expect(sourceName(t, office1.value.source)).toBe('Büro-Dienst (daten.example.org)')
      const sample = reopened.open('m-sandbox')
      if (!sample.ok) throw new Error(sample.reason)
      expect(sourceName(t, sample.value.source)).toBe('Beispieldaten')
      expect(
        reopened
          .list()
          .map((m) => m.connection.kind)
          .sort()
      ).toEqual(['custom', 'sandbox'])
    } finally {
      reopened.close()
    }
  })

  it('a grid of schemaVersion 2 opens as the current grid with every provenance kept', () => {
    const flat = {
      connectionKind: 'sandbox',
      connectionId: 'sandbox',
      connectionName: 'Sandbox (eingebaut)',
      endpoint: 'POST /api/v2/offers/search',
      fetchedAt: '2026-11-01T00:00:00Z'
    }
    const score = { ...flat, endpoint: 'POST /api/v2/locations/addresses' }
    const connection = { id: 'sandbox', name: 'Sandbox (eingebaut)', kind: 'sandbox' as const }
    const column = columnFromOffer(
      {
        id: 'o1',
        dealType: 'sale',
        propertyType: { code: 'apartment' },
        salePricePerSqm: 4100,
        livingArea: 70,
        startDate: '2024-03-01'
      },
      { connection, endpoint: flat.endpoint, fetchedAt: flat.fetchedAt }
    )!
    const current = emptyGrid('address:gasstraße 3', undefined, connection)
    const indexFields = {
      kind: 'vendorAskingPrices',
      name: 'Angebotspreise',
      publisher: 'Sandbox',
      basePeriod: '',
      frequency: 'yearly',
      points: [{ period: '2024', value: 100 }],
      retrievedAt: '2026-11-01'
    }
    const index = { ...indexFields, source: 'Lagebericht' }
    // The grid exactly as today's app saves it (schemaVersion 2).
    const stored = {
      ...current,
      schemaVersion: 2,
      subject: { ...current.subject, locationScore: { value: 0.6, from: score } },
      settings: { ...current.settings, index: { ...index, from: flat } },
      comparables: [
        {
          ...withOldReference(column),
          origin: { kind: 'connection', provenance: flat },
          locationScore: { value: 0.5, from: score }
        }
      ]
    }
    expect(TypeCompiler.Compile(GridState).Check(stored)).toBe(false)

    const file = storeGrid('valuations.db', stored)

    const reopened = openValuationStore(file)
    try {
      const read = reopened.grid('address:gasstraße 3')
      if (!read.ok) throw new Error(read.reason)
      const asSource = (p: typeof flat) => ({ connection, endpoint: p.endpoint, fetchedAt: p.fetchedAt })
      expect(read.value).toEqual({
        ...current,
        schemaVersion: GRID_SCHEMA_VERSION,
        subject: { ...current.subject, locationScore: { value: 0.6, source: asSource(score) } },
        settings: { ...current.settings, index: { ...indexFields, citation: 'Lagebericht', source: asSource(flat) } },
        comparables: [
          {
            ...column,
            origin: { kind: 'connection', source: asSource(flat) },
            locationScore: { value: 0.5, source: asSource(score) }
          }
        ]
      })
      expect(isGridSampleData({ ...read.value, connection: null })).toBe(true)
    } finally {
      reopened.close()
    }
  })

  it("a grid of schemaVersion 3 opens with every typed citation in `citation` and the series' provenance in `source`, and saves back so", () => {
    const series = {
      connection: { id: 'sandbox', name: 'Sandbox (eingebaut)', kind: 'sandbox' as const },
      endpoint: 'GET /api/v1/reports',
      fetchedAt: '2026-11-01T00:00:00Z'
    }
    const current = annexGrid(6, null)
    current.subjectKey = 'address:v3'
    current.settings.index = { ...current.settings.index!, kind: 'vendorAskingPrices', source: series }
    current.settings.secondRoute!.reference.landValue = {
      value: 1100,
      zone: '2040',
      stichtag: '2024-01-01',
      citation: 'BORIS Hamburg, Zone 2040'
    }
    expect(TypeCompiler.Compile(GridState).Check(current)).toBe(true)
    // The same grid as the app saved it before this change: each citation in `source`, the series' Provenance in `provenance`.
    const v3Table = ({ citation, ...t }: CoefficientTable) => ({ ...t, source: citation })
    const v3Land = (lv: LandValue | null | undefined) =>
      lv ? { value: lv.value, zone: lv.zone, stichtag: lv.stichtag, source: lv.citation } : lv
    const { citation: indexCitation, source: indexProvenance, ...indexRest } = current.settings.index
    const { citation: routeCitation, ...route } = current.settings.secondRoute!
    const stored = {
      ...current,
      schemaVersion: 3,
      subject: { ...current.subject, landValue: v3Land(current.subject.landValue) },
      settings: {
        ...current.settings,
        index: { ...indexRest, source: indexCitation, provenance: indexProvenance },
        tables: current.settings.tables.map(v3Table),
        secondRoute: {
          ...route,
          source: routeCitation,
          reference: { ...route.reference, landValue: v3Land(route.reference.landValue) },
          tables: route.tables.map(v3Table)
        }
      },
      comparables: current.comparables.map((c) => ({ ...withOldReference(c), landValue: v3Land(c.landValue) }))
    }
    expect(JSON.stringify(stored)).not.toContain('"citation"')
    expect(TypeCompiler.Compile(GridState).Check(stored)).toBe(false)

    const file = storeGrid('valuations-v3.db', stored)

    const reopened = openValuationStore(file)
    try {
      const read = reopened.grid('address:v3')
      if (!read.ok) throw new Error(read.reason)
      expect(read.value).toEqual(current)
      expect(read.value.settings.index).toMatchObject({ citation: 'Destatis Tabelle 61262-0002', source: series })
      expect(read.value.settings.tables.map((t) => t.citation)).toEqual([
        EXAMPLE_TABLE_SOURCE,
        'Grundstücksmarktbericht Hamburg 2025, Tabelle 14'
      ])
      expect(read.value.settings.secondRoute).toMatchObject({
        citation: 'Gutachterausschuss Hamburg',
        reference: { landValue: { citation: 'BORIS Hamburg, Zone 2040' } }
      })
      expect(read.value.subject.landValue?.citation).toBe('BORIS Hamburg')
      expect(read.value.comparables.map((c) => c.landValue?.citation)).toEqual(Array(6).fill('BORIS Hamburg'))
      expect(isGridSampleData(read.value)).toBe(true)
      reopened.saveGrid(read.value)
    } finally {
      reopened.close()
    }

    const db = new Database(file, { readonly: true })
    try {
      const row = db.prepare('SELECT body FROM grids WHERE subject_key = ?').get('address:v3') as { body: Buffer }
      expect(JSON.parse(inflateSync(row.body).toString('utf8'))).toEqual(current)
    } finally {
      db.close()
    }
  })
})

describe('a grid stored as schemaVersion 4', () => {
  it("opens with each column's listing or register number in `reference`, and saves back so", () => {
    const current = annexGrid(7, null)
    current.subjectKey = 'address:v4'
    expect(new Set(current.comparables.map((c) => c.reference.kind))).toEqual(
      new Set(['offer', 'transaction', 'own_case'])
    )
    // The same grid as the app saved it before this change: each column's reference in `source`.
    const stored = { ...current, schemaVersion: 4, comparables: current.comparables.map(withOldReference) }
    expect(JSON.stringify(stored)).not.toContain('"reference":{"kind"')
    expect(TypeCompiler.Compile(GridState).Check(stored)).toBe(false)

    const file = storeGrid('valuations-v4.db', stored)

    const reopened = openValuationStore(file)
    try {
      const read = reopened.grid('address:v4')
      if (!read.ok) throw new Error(read.reason)
      expect(read.value).toEqual(current)
      expect(read.value.schemaVersion).toBe(GRID_SCHEMA_VERSION)
      expect(
        read.value.comparables
          .map((c) => c.reference)
          .filter((r, i, all) => all.findIndex((x) => x.kind === r.kind) === i)
      ).toEqual([
        { kind: 'offer', portal: 'ImmoScout24', listingId: 'IS-1001' },
        { kind: 'transaction', board: 'Hamburg', registerNumber: 'KPS-2025-505' },
        { kind: 'own_case', caseReference: 'AZ-2024-7' }
      ])
      reopened.saveGrid(read.value)
    } finally {
      reopened.close()
    }

    const db = new Database(file, { readonly: true })
    try {
      const row = db.prepare('SELECT body FROM grids WHERE subject_key = ?').get('address:v4') as { body: Buffer }
      const saved = JSON.parse(inflateSync(row.body).toString('utf8'))
      expect(saved).toEqual(current)
      expect(saved.comparables.every((c: object) => !('source' in c))).toBe(true)
    } finally {
      db.close()
    }
  })
})
