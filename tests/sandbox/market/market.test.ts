// The market in-process: determinism, ids, division tags against the geography, spatial and division
// queries and the development series against brute-force scans, and the model's plausibility.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Value } from '@sinclair/typebox/value'
import { PriceFilterExpose } from '@shared/api'
import { loadGeography } from '@sandbox/geo'
import { openMarketSync, type BuildProgress } from '@sandbox/market'
import { dateToDay, dayToDate } from '@sandbox/market/dates'
import { COLUMN_SPECS } from '@sandbox/market/columns'
import { haversine, naiveQuantile, round2, testMarket } from './dataset'

const geo = loadGeography()
const tmp = mkdtempSync(join(tmpdir(), 'lagebild-market-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

function bytesOf(m: ReturnType<typeof testMarket>): Map<string, Buffer> {
  return new Map(
    COLUMN_SPECS.map(([name]) => {
      const a = m.cols[name] as unknown as ArrayBufferView
      return [name, Buffer.from(a.buffer, a.byteOffset, a.byteLength)]
    })
  )
}

describe('determinism', () => {
  it('the same seed gives the same market, a larger one holds every offer of a smaller one (same id, same fields), another seed differs', () => {
    const a = openMarketSync(geo, { offers: 3000, seed: 7, asOf: '2025-06-30', cacheDir: join(tmp, 'a') })
    const b = openMarketSync(geo, { offers: 3000, seed: 7, asOf: '2025-06-30', cacheDir: join(tmp, 'b') })
    const bigger = openMarketSync(geo, { offers: 4000, seed: 7, asOf: '2025-06-30', cacheDir: join(tmp, 'c') })
    const other = openMarketSync(geo, { offers: 3000, seed: 8, asOf: '2025-06-30', cacheDir: join(tmp, 'd') })
    expect(a.source).toBe('built')
    const ba = bytesOf(a.market)
    const bb = bytesOf(b.market)
    for (const [name, bytes] of ba) expect(bytes.equals(bb.get(name)!), name).toBe(true)
    expect(bigger.market.size).toBeGreaterThan(a.market.size)
    for (let i = 0; i < a.market.size; i++) {
      const same = bigger.market.indexOfId(a.market.id(i))
      expect(same, a.market.id(i)).toBeGreaterThanOrEqual(0)
      if (i % 97 === 0) expect(bigger.market.toOffer(same)).toEqual(a.market.toOffer(i))
    }
    expect(other.market.toOffer(0)).not.toEqual(a.market.toOffer(0))
    expect(other.market.id(0)).not.toBe(a.market.id(0))
  })

  it('a reopened snapshot answers exactly as the freshly built market', () => {
    const built = openMarketSync(geo, { offers: 3000, seed: 7, asOf: '2025-06-30', cacheDir: join(tmp, 'a') })
    expect(built.source).toBe('snapshot')
    const fresh = openMarketSync(geo, { offers: 3000, seed: 7, asOf: '2025-06-30', cacheDir: join(tmp, 'e') })
    for (let i = 0; i < 3000; i += 97) expect(built.market.toExpose(i)).toEqual(fresh.market.toExpose(i))
    expect(built.market.within(48.137, 11.575, 20_000)).toEqual(fresh.market.within(48.137, 11.575, 20_000))
  })

  it('reports a first build phase by phase (generate, index, snapshot) with rising fractions from 0 to 1, and nothing when reusing the snapshot', () => {
    const seen: BuildProgress[] = []
    const opts = {
      offers: 2500,
      seed: 9,
      asOf: '2025-06-30',
      cacheDir: join(tmp, 'progress'),
      onProgress: (p: BuildProgress) => seen.push(p)
    }
    expect(openMarketSync(geo, opts).source).toBe('built')
    expect([...new Set(seen.map((p) => p.phase))]).toEqual(['generate', 'index', 'snapshot'])
    for (const phase of ['generate', 'index', 'snapshot'] as const) {
      const fractions = seen.filter((p) => p.phase === phase).map((p) => p.fraction)
      expect(fractions[0]).toBe(0)
      expect(fractions.at(-1)).toBe(1)
      for (let k = 1; k < fractions.length; k++) expect(fractions[k]).toBeGreaterThanOrEqual(fractions[k - 1])
    }
    expect(seen.filter((p) => p.phase === 'generate').length).toBeGreaterThan(50)
    seen.length = 0
    expect(openMarketSync(geo, opts).source).toBe('snapshot')
    expect(seen).toEqual([])
  })
})

describe('the test market', () => {
  const m = testMarket()
  const c = m.cols

  it('has stable ids that map back to their offers', () => {
    for (let i = 0; i < m.size; i += 1013) expect(m.indexOfId(m.id(i))).toBe(i)
    expect(new Set(Array.from({ length: 5000 }, (_, i) => m.id(i))).size).toBe(5000)
    expect(m.indexOfId('not-an-id')).toBe(-1)
  })

  it('tags each offer with the divisions geo.at() finds at its position', () => {
    for (let i = 0; i < m.size; i += 211) {
      const p = geo.at(c.lat[i], c.lon[i])!
      const r = m.record(i)
      expect([r.postCode, r.municipalityId, r.countyId, r.stateId]).toEqual([
        p.postCode,
        p.municipalityId,
        p.countyId,
        p.stateId
      ])
    }
  })

  it('fills fields as listings do: always the essentials, mostly coordinates, sometimes the rest', () => {
    let coords = 0
    let street = 0
    let year = 0
    const broken: number[] = []
    for (let i = 0; i < m.size; i++) {
      const r = m.record(i)
      if (!(
        r.price > 0 &&
        r.livingArea >= 15 &&
        r.startDate >= '2018-02-01' &&
        r.endDate <= m.asOf &&
        r.startDate <= r.endDate
      ))
        broken.push(i)
      if (r.lat !== null) coords++
      if (r.street !== null) street++
      if (r.buildingYear !== null) year++
    }
    expect(broken).toEqual([])
    expect(coords / m.size).toBeGreaterThan(0.98)
    expect(coords).toBeLessThan(m.size)
    expect(street / m.size).toBeGreaterThan(0.6)
    expect(street / m.size).toBeLessThan(0.9)
    expect(year / m.size).toBeGreaterThan(0.85)
  })

  it('marks furnished flats in both deal types: common among rented one-room flats, rare but present for sale', () => {
    const rate = (deal: number, objectType: number | null): number => {
      let n = 0
      let f = 0
      for (let i = 0; i < m.size; i++) {
        if (
          m.cols.deal[i] !== deal ||
          m.cols.kind[i] !== 0 ||
          (objectType !== null && m.cols.objectType[i] !== objectType)
        )
          continue
        n++
        if (m.cols.furnished[i] === 1) f++
      }
      return f / n
    }
    const saleFlats = rate(0, null)
    expect(saleFlats).toBeGreaterThan(0.005)
    expect(saleFlats).toBeLessThan(0.04)
    expect(rate(1, 9)).toBeGreaterThan(0.25)
    expect(rate(1, null)).toBeGreaterThan(saleFlats * 2)
  })

  it('fills every Offer and exposé field of the spec in some listings and leaves the optional ones out of others', () => {
    // The spec's Offer table, without distance and similarityScore (they depend on the request).
    const always = [
      'id',
      'dealType',
      'propertyType',
      'source',
      'startDate',
      'endDate',
      'marketDuration',
      'images',
      'location',
      'currency',
      'livingArea'
    ]
    const sometimes = [
      'objectCondition',
      'salePrice',
      'salePricePerSqm',
      'rentNet',
      'rentNetPerSqm',
      'additionalCosts',
      'additionalCostsPerSqm',
      'floorNumber',
      'numberOfRooms',
      'buildingYear',
      'landArea',
      'usableArea',
      'availableFrom',
      'isFirstOccupancy',
      'isBarrierFree',
      'isFurnished',
      'isSubsidizedHousing',
      'hasKitchen',
      'hasBalconyOrTerrace',
      'hasLift',
      'hasParkingSpace',
      'hasUnderfloorHeating'
    ]
    const flags = sometimes.filter((k) => /^(is|has)[A-Z]/.test(k))
    const exposeFields = [
      'url_id',
      'source',
      'start_date',
      'end_date',
      'duration',
      'offer_type',
      'street',
      'postcode',
      'city',
      'cold_rent',
      'price_square_meter',
      'additional_cost',
      'floor',
      'rooms',
      'living_area',
      'usable_area',
      'land_area',
      'construction_year',
      'vacant_from',
      'object_condition',
      'object_type',
      'first_occupancy',
      'kitchen',
      'balcony_terrace',
      'barrier_free',
      'lift',
      'parking_space',
      'furnished',
      'underfloor_heating',
      'subsidized_housing_permit'
    ]
    const present = new Map<string, number>()
    const exposeSet = new Map<string, number>()
    const flagValues = new Map<string, Set<boolean>>()
    let sampled = 0
    let withImages = 0
    let withoutImages = 0
    let withStreet = 0
    let withNumber = 0
    for (let i = 0; i < m.size; i += 7) {
      sampled++
      const o = m.toOffer(i) as Record<string, any>
      for (const k of Object.keys(o)) present.set(k, (present.get(k) ?? 0) + 1)
      for (const k of flags) if (k in o) (flagValues.get(k) ?? flagValues.set(k, new Set()).get(k)!).add(o[k])
      if (o.images.length) withImages++
      else withoutImages++
      if (o.location.address.street) withStreet++
      if (o.location.address.houseNumber) withNumber++
      expect(o.source).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/)
      expect(o.marketDuration).toMatch(/^P\d+D$/)
      expect(o.location.address.postCode).toMatch(/^\d{5}$/)
      expect('salePrice' in o).toBe(o.dealType === 'sale')
      expect('rentNet' in o).toBe(o.dealType === 'rent')
      const e = m.toExpose(i) as Record<string, unknown>
      expect(Object.keys(e).sort()).toEqual([...exposeFields].sort())
      // Every value has the schema's type.
      if (!Value.Check(PriceFilterExpose, e as unknown))
        expect([...Value.Errors(PriceFilterExpose, e)].map((x) => `${x.path} ${x.message}`)).toEqual([])
      for (const k of exposeFields) if (e[k] !== null) exposeSet.set(k, (exposeSet.get(k) ?? 0) + 1)
    }
    for (const k of always) expect(present.get(k), k).toBe(sampled)
    for (const k of sometimes) {
      expect(present.get(k) ?? 0, `${k} in some listings`).toBeGreaterThan(0)
      expect(present.get(k) ?? 0, `${k} missing in some listings`).toBeLessThan(sampled)
    }
    for (const k of flags) expect([...flagValues.get(k)!].sort(), k).toEqual([false, true])
    expect(withImages).toBeGreaterThan(0)
    expect(withoutImages).toBeGreaterThan(0)
    expect(withNumber).toBeGreaterThan(0)
    expect(withNumber).toBeLessThan(withStreet)
    for (const k of exposeFields)
      expect(exposeSet.get(k) ?? 0, `exposé ${k} stated in some listings`).toBeGreaterThan(0)
    for (const k of [
      'street',
      'cold_rent',
      'additional_cost',
      'floor',
      'rooms',
      'usable_area',
      'land_area',
      'construction_year',
      'vacant_from',
      'object_condition',
      'lift'
    ]) {
      expect(exposeSet.get(k) ?? 0, `exposé ${k} null in some listings`).toBeLessThan(sampled)
    }
  })

  it('within() returns exactly the offers with coordinates inside the circle, those on its rim included', () => {
    // Radii up to the flat projection's limit (50 km) and beyond, in the far north; and circles whose
    // radius is exactly an offer's distance (the offer lies on the rim).
    const rims = [17, 4242, 31_337]
      .filter((i) => c.hasCoords[i])
      .map((i) => [50.0, 8.0, haversine(50.0, 8.0, c.lat[i], c.lon[i])])
    expect(rims.length).toBeGreaterThan(0)
    for (const [lat, lon, r] of [
      [48.137, 11.575, 3000],
      [52.52, 13.405, 1500],
      [51.0, 10.0, 10_000],
      [53.55, 9.99, 500],
      [54.8, 9.4, 49_000],
      [54.8, 9.4, 50_000],
      [47.6, 10.0, 60_000],
      ...rims
    ]) {
      const expected: number[] = []
      for (let i = 0; i < m.size; i++)
        if (c.hasCoords[i] && haversine(lat, lon, c.lat[i], c.lon[i]) <= r) expected.push(i)
      expect([...m.within(lat, lon, r)].sort((a, b) => a - b)).toEqual(expected)
    }
  })

  it('nearest() returns the n closest matching offers in order', () => {
    const [lat, lon] = [50.11, 8.68]
    const filter = (i: number) => c.deal[i] === 1
    const expected = Array.from({ length: m.size }, (_, i) => i)
      .filter((i) => c.hasCoords[i] && filter(i))
      .map((i) => ({ i, d: haversine(lat, lon, c.lat[i], c.lon[i]) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, 25)
      .map((x) => x.i)
    expect(m.nearest(lat, lon, 25, { filter })).toEqual(expected)
  })

  it('division lists hold exactly the offers tagged with the division', () => {
    const muc = m.inMunicipality('09162000')
    expect(muc.length).toBeGreaterThan(500)
    const expectedMuc: number[] = []
    const code = m.record(muc[0]).postCode
    const expectedPlz: number[] = []
    for (let i = 0; i < m.size; i++) {
      if (m.tables.municipalityIds[m.plan.municipality[m.pieceOf(i)]] === '09162000') expectedMuc.push(i)
      if (m.tables.postalCodes[m.plan.postalCode[m.pieceOf(i)]] === code) expectedPlz.push(i)
    }
    expect([...muc]).toEqual(expectedMuc)
    expect([...m.inPostalCode(code)]).toEqual(expectedPlz)
    expect(m.inPostalCode('00000').length).toBe(0)
  })

  it('development series are the monthly/yearly medians of a brute-force grouping', () => {
    for (const q of [
      { deal: 'sale', kind: 'apartment', step: 'year' },
      { deal: 'rent', step: 'month' },
      { deal: 'rent', kind: 'apartment', age: 'new', step: 'year' }
    ] as const) {
      const series = m.priceDevelopment({ level: 'municipality', id: '11000000' }, q)
      const durations = m.marketDurations({ level: 'municipality', id: '11000000' }, q)
      const groups = new Map<string, { p: number[]; d: number[] }>()
      for (const i of m.inMunicipality('11000000')) {
        const r = m.record(i)
        if (r.deal !== q.deal || ('kind' in q && r.kind !== q.kind) || ('age' in q && r.isNew !== (q.age === 'new')))
          continue
        const x = q.step === 'year' ? r.startDate.slice(0, 4) : r.startDate.slice(0, 7) + '-01'
        const g = groups.get(x) ?? { p: [], d: [] }
        g.p.push(c.pricePerSqm[i])
        g.d.push(r.durationDays)
        groups.set(x, g)
      }
      expect(series[0].x).toBe(q.step === 'year' ? '2018' : '2018-02-01')
      expect(series.at(-1)!.x).toBe(q.step === 'year' ? m.asOf.slice(0, 4) : m.asOf.slice(0, 7) + '-01')
      series.forEach((pt, k) => {
        const g = groups.get(pt.x) ?? { p: [], d: [] }
        expect(pt.n).toBe(g.p.length)
        expect(pt.y).toBe(g.p.length >= 3 ? round2(naiveQuantile(g.p, 0.5)!) : null)
        expect(durations[k].y).toBe(g.d.length >= 3 ? round2(naiveQuantile(g.d, 0.5)!) : null)
      })
    }
  })

  it('comparables are the nearest offers matching the criteria', () => {
    const comps = m.comparables({
      lat: 48.137,
      lon: 11.575,
      deal: 'sale',
      kind: 'apartment',
      n: 10,
      livingArea: { min: 50, max: 90 }
    })
    expect(comps).toHaveLength(10)
    for (const x of comps) {
      expect(x.record.deal).toBe('sale')
      expect(x.record.kind).toBe('apartment')
      expect(x.record.livingArea >= 50 && x.record.livingArea <= 90).toBe(true)
      expect(x.distanceM).toBeCloseTo(haversine(48.137, 11.575, x.record.lat!, x.record.lon!), 3)
    }
    expect(comps.map((x) => x.distanceM)).toEqual([...comps.map((x) => x.distanceM)].sort((a, b) => a - b))
  })

  it('looks like a German market: Munich dearer than Chemnitz, new penthouses dearer than 1960s ground floors, prices move', () => {
    const med = (ids: ArrayLike<number>, pred: (i: number) => boolean) =>
      naiveQuantile(
        Array.from(ids)
          .filter(pred)
          .map((i) => c.pricePerSqm[i]),
        0.5
      )!
    const saleApt = (i: number) => c.deal[i] === 0 && c.kind[i] === 0
    expect(med(m.inMunicipality('09162000'), saleApt)).toBeGreaterThan(2.5 * med(m.inMunicipality('14511000'), saleApt))
    const all = m.inRegion({ level: 'country' })
    const penthouseNew = med(all, (i) => saleApt(i) && c.objectType[i] === 14 && m.isNewAt(i))
    const groundSixties = med(
      all,
      (i) => saleApt(i) && c.objectType[i] === 11 && c.buildingYear[i] >= 1960 && c.buildingYear[i] < 1980
    )
    expect(penthouseNew).toBeGreaterThan(1.3 * groundSixties)
    const years = m.priceDevelopment({ level: 'country' }, { deal: 'sale', kind: 'apartment', step: 'year' })
    expect(years.find((p) => p.x === '2022')!.y!).toBeGreaterThan(1.15 * years.find((p) => p.x === '2018')!.y!)
    expect(dayToDate(dateToDay(m.asOf))).toBe(m.asOf)
  })
})
