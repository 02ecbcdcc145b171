// v2 offers/search over HTTP against brute-force scans of the same market; similarity score properties.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadGeography } from '@sandbox/geo'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'
import fc from 'fast-check'
import { searchMatcher, searchOffers } from '@sandbox/market/offer-search'
import { MISSING_INT } from '@sandbox/market/types'
import { haversine, testMarket } from './dataset'

const geo = loadGeography()
const m = testMarket()
const c = m.cols
let sb: StartedSandbox
beforeAll(async () => {
  sb = await startSandbox()
})
afterAll(async () => {
  await sb?.close()
})

async function search(body: unknown): Promise<{ status: number; body: any }> {
  const res = await sb.request('/api/v2/offers/search', { method: 'POST', json: body })
  return { status: res.status, body: await res.json() }
}
const circle = (latitude: number, longitude: number, radius?: number) => ({
  circle: { center: { coordinates: { latitude, longitude } }, ...(radius === undefined ? {} : { radius }) }
})
const ids = (body: any): string[] => body.items.map((o: any) => o.id)

describe('offers/search', () => {
  it('matches offers by any combination of ranges and flags exactly as the filter rules read (random filters, every offer)', () => {
    const range = (min: number, max: number) =>
      fc.record(
        { min: fc.double({ min, max, noNaN: true }), max: fc.double({ min, max, noNaN: true }) },
        { requiredKeys: [] }
      )
    const filters = fc.record(
      {
        dealType: fc.constantFrom('sale', 'rent'),
        price: range(0, 2_000_000),
        pricePerSqm: range(0, 30_000),
        numberOfRooms: range(0, 8),
        livingArea: range(0, 300),
        buildingYear: range(1800, 2030),
        isFurnished: fc.boolean(),
        isSubsidizedHousing: fc.boolean(),
        isFirstOccupancy: fc.boolean()
      },
      { requiredKeys: [] }
    )
    const inRange = (v: number, r?: { min?: number; max?: number }) =>
      !r || ((r.min === undefined || v >= r.min) && (r.max === undefined || v <= r.max))
    fc.assert(
      fc.property(filters, (f) => {
        const match = searchMatcher(m, f as never, null)
        for (let i = 0; i < m.size; i += 13) {
          const expected =
            (f.dealType === undefined || (c.deal[i] === 0) === (f.dealType === 'sale')) &&
            inRange(c.price[i], f.price) &&
            inRange(c.pricePerSqm[i], f.pricePerSqm) &&
            inRange(c.livingArea[i], f.livingArea) &&
            (!f.numberOfRooms || (!Number.isNaN(c.rooms[i]) && inRange(c.rooms[i], f.numberOfRooms))) &&
            (!f.buildingYear || (c.buildingYear[i] !== MISSING_INT && inRange(c.buildingYear[i], f.buildingYear))) &&
            (c.furnished[i] === 1) === (f.isFurnished === true) &&
            (c.subsidized[i] === 1) === (f.isSubsidizedHousing === true) &&
            (f.isFirstOccupancy !== true || c.firstOccupancy[i] === 1)
          if (match(i) !== expected) return false
        }
        return true
      }),
      { numRuns: 150, seed: 16 }
    )
  })

  it('filters and orders a circle like a brute-force scan, across pages', async () => {
    const [lat, lon, radius] = [52.52, 13.405, 6000]
    const filters = {
      location: circle(lat, lon, radius),
      dealType: 'rent',
      livingArea: { min: 45, max: 110 },
      numberOfRooms: { min: 2, max: 4 },
      buildingYear: { min: 1950 },
      pricePerSqm: { min: 8, max: 30, currency: 'EUR' },
      startDate: { min: '2021-01-01', max: '2000-01-01' },
      endDate: { min: '2030-01-01', max: '2025-06-30' }
    }
    const orderBy = [{ field: 'buildingYear', direction: 'desc' }, { field: 'rentNetPerSqm' }]
    const expected = Array.from({ length: m.size }, (_, i) => i)
      .filter((i) => {
        const r = m.record(i)
        return (
          r.lat !== null &&
          haversine(lat, lon, r.lat, r.lon!) <= radius &&
          r.deal === 'rent' &&
          r.livingArea >= 45 &&
          r.livingArea <= 110 &&
          r.rooms !== null &&
          r.rooms >= 2 &&
          r.rooms <= 4 &&
          r.buildingYear !== null &&
          r.buildingYear >= 1950 &&
          c.pricePerSqm[i] >= 8 &&
          c.pricePerSqm[i] <= 30 &&
          r.startDate >= '2021-01-01' &&
          r.endDate <= '2025-06-30' &&
          r.furnished !== true &&
          r.subsidized !== true
        )
      })
      .sort((a, b) => c.buildingYear[b] - c.buildingYear[a] || c.pricePerSqm[a] - c.pricePerSqm[b] || a - b)
      .map((i) => m.id(i))
    expect(expected.length).toBeGreaterThan(60)
    const all = await search({ filters, orderBy })
    expect(all.status).toBe(200)
    expect(all.body.totalItems).toBe(expected.length)
    expect(ids(all.body)).toEqual(expected)
    const page = await search({ filters, orderBy, limit: 25, offset: 50 })
    expect(page.body.totalItems).toBe(expected.length)
    expect(ids(page.body)).toEqual(expected.slice(50, 75))
    for (const o of all.body.items) {
      const i = m.indexOfId(o.id)
      expect(o.distance).toBeCloseTo(haversine(lat, lon, c.lat[i], c.lon[i]), 0)
      expect(o.distance).toBeLessThanOrEqual(radius)
    }
  })

  it('filters by total price and orders by every other key like a brute-force scan, offers lacking a key last', async () => {
    const [lat, lon, radius] = [50.9375, 6.9603, 8000]
    const value = (i: number, field: string): number | null => {
      const r = m.record(i)
      switch (field) {
        case 'distance':
          return haversine(lat, lon, r.lat!, r.lon!)
        case 'startDate':
          return c.startDay[i]
        case 'endDate':
          return c.endDay[i]
        case 'salePrice':
          return r.deal === 'sale' ? r.price : null
        case 'salePricePerSqm':
          return r.deal === 'sale' ? c.pricePerSqm[i] : null
        case 'rentNet':
          return r.deal === 'rent' ? r.price : null
        case 'rentNetPerSqm':
          return r.deal === 'rent' ? c.pricePerSqm[i] : null
        case 'livingArea':
          return c.livingArea[i]
        case 'buildingYear':
          return r.buildingYear
        default:
          throw new Error(field)
      }
    }
    const base = Array.from({ length: m.size }, (_, i) => i).filter((i) => {
      const r = m.record(i)
      return (
        r.lat !== null &&
        haversine(lat, lon, r.lat, r.lon!) <= radius &&
        r.price >= 800 &&
        r.price <= 400_000 &&
        r.furnished !== true &&
        r.subsidized !== true
      )
    })
    const sorted = (keys: { field: string; direction?: 'asc' | 'desc' }[]) =>
      [...base]
        .sort((a, b) => {
          for (const k of keys) {
            const x = value(a, k.field)
            const y = value(b, k.field)
            if (x === y) continue
            if (x === null) return 1
            if (y === null) return -1
            return (x < y ? -1 : 1) * (k.direction === 'desc' ? -1 : 1)
          }
          return a - b
        })
        .map((i) => m.id(i))
    const filters = { location: circle(lat, lon, radius), price: { min: 800, max: 400_000, currency: 'EUR' } }
    expect(base.some((i) => c.deal[i] === 0) && base.some((i) => c.deal[i] === 1)).toBe(true)
    for (const orderBy of [
      [{ field: 'salePrice', direction: 'desc' }, { field: 'livingArea' }],
      [{ field: 'rentNet' }, { field: 'endDate', direction: 'desc' }],
      [{ field: 'salePricePerSqm' }],
      [{ field: 'rentNetPerSqm', direction: 'desc' }],
      [{ field: 'endDate' }, { field: 'startDate', direction: 'desc' }, { field: 'distance', direction: 'desc' }],
      [{ field: 'livingArea', direction: 'desc' }],
      [{ field: 'distance', direction: 'desc' }]
    ] as const) {
      const got = await search({ filters, orderBy })
      expect(got.status).toBe(200)
      expect(got.body.totalItems, JSON.stringify(orderBy)).toBe(base.length)
      expect(ids(got.body), JSON.stringify(orderBy)).toEqual(sorted(orderBy as never))
    }
    const pricey = (
      await search({ filters: { location: circle(lat, lon, radius), dealType: 'sale', price: { min: 1_000_000 } } })
    ).body.items
    expect(pricey.length).toBeGreaterThan(0)
    expect(pricey.every((o: any) => o.salePrice >= 1_000_000)).toBe(true)
  })

  it('takes a circle radius of 0 to 10,000 m, 3,000 m when not given', async () => {
    const byDefault = (await search({ filters: { location: circle(52.52, 13.405) } })).body
    expect(byDefault.totalItems).toBe(
      m.within(52.52, 13.405, 3000).filter((i) => c.furnished[i] !== 1 && c.subsidized[i] !== 1).length
    )
    expect((await search({ filters: { location: circle(52.52, 13.405, 3000) } })).body).toEqual(byDefault)
    expect((await search({ filters: { location: circle(52.52, 13.405, 0) } })).status).toBe(200)
    expect((await search({ filters: { location: circle(52.52, 13.405, 10_000) } })).status).toBe(200)
    expect((await search({ filters: { location: circle(52.52, 13.405, 10_001) } })).status).toBe(400)
    expect((await search({ filters: { location: circle(52.52, 13.405, -1) } })).status).toBe(400)
  })

  it('orders by distance by default in a circle, and puts similarityScore after all other keys', async () => {
    const base = { filters: { location: circle(48.137, 11.575, 2000), dealType: 'sale' }, limit: 3000 }
    const byDistance = (await search(base)).body.items.map((o: any) => o.distance)
    expect(byDistance).toEqual([...byDistance].sort((a, b) => a - b))
    const mixed = (
      await search({
        ...base,
        referenceProperty: { livingArea: 80 },
        orderBy: [
          { field: 'similarityScore', direction: 'desc' },
          { field: 'startDate', direction: 'asc' }
        ]
      })
    ).body.items
    const starts = mixed.map((o: any) => o.startDate)
    expect(starts).toEqual([...starts].sort())
    for (let k = 1; k < mixed.length; k++) {
      if (mixed[k].startDate === mixed[k - 1].startDate)
        expect(mixed[k].similarityScore).toBeLessThanOrEqual(mixed[k - 1].similarityScore)
    }
  })

  it('leaves offers without coordinates out of circles but not out of their postal code area', async () => {
    const hidden = Array.from({ length: m.size }, (_, i) => i).find(
      (i) => !c.hasCoords[i] && c.furnished[i] !== 1 && c.subsidized[i] !== 1
    )!
    const r = m.record(hidden)
    const inArea = ids((await search({ filters: { location: { divisionLevel100: `plz-${r.postCode}` } } })).body)
    expect(inArea).toContain(r.id)
    const around = ids((await search({ filters: { location: circle(c.lat[hidden], c.lon[hidden], 500) } })).body)
    expect(around).not.toContain(r.id)
    const o = (await search({ filters: { location: { divisionLevel100: `plz-${r.postCode}` } } })).body.items.find(
      (x: any) => x.id === r.id
    )
    expect(o.location.coordinates).toBeUndefined()
    expect(o.distance).toBeUndefined()
  })

  it('takes a postal code division id, a plain postal code or a raw address, with exactly the area`s offers', async () => {
    const expected = Array.from(m.inPostalCode('80331'))
      .filter((i) => c.furnished[i] !== 1 && c.subsidized[i] !== 1)
      .sort((a, b) => c.startDay[b] - c.startDay[a] || a - b)
      .map((i) => m.id(i))
    const a = (await search({ filters: { location: { divisionLevel100: 'plz-80331' } } })).body
    expect(ids(a)).toEqual(expected)
    expect((await search({ filters: { location: { divisionLevel100: '80331' } } })).body).toEqual(a)
    const point = geo.locateV2({ address: { unstructured: 'Marienplatz 1, 80331 München' } })!
    const byAddress = (await search({ filters: { location: { divisionLevel100: 'Marienplatz 1, 80331 München' } } }))
      .body
    expect(ids(byAddress)).toEqual(
      ids((await search({ filters: { location: { divisionLevel100: `plz-${point.postCode}` } } })).body)
    )
  })

  it('reads the flags literally: isFurnished/isSubsidizedHousing false filter, isFirstOccupancy false is ignored', async () => {
    const location = circle(52.52, 13.405, 10_000)
    const plain = (await search({ filters: { location } })).body
    expect((await search({ filters: { location, isFurnished: false, isSubsidizedHousing: false } })).body).toEqual(
      plain
    )
    expect((await search({ filters: { location, isFirstOccupancy: false } })).body).toEqual(plain)
    expect(plain.items.some((o: any) => o.isFurnished === true || o.isSubsidizedHousing === true)).toBe(false)
    const furnished = (await search({ filters: { location, isFurnished: true } })).body.items
    expect(furnished.length).toBeGreaterThan(0)
    expect(furnished.every((o: any) => o.isFurnished === true)).toBe(true)
    const first = (await search({ filters: { location, isFirstOccupancy: true } })).body.items
    expect(first.length).toBeGreaterThan(0)
    expect(first.every((o: any) => o.isFirstOccupancy === true)).toBe(true)
    const houses = (await search({ filters: { location, propertyType: [{ code: 'house' }] } })).body.items
    expect(houses.length).toBeGreaterThan(0)
    expect(houses.every((o: any) => o.propertyType.code === 'house')).toBe(true)
  })

  it('caps totalItems and items (3000; a cap of 300 on this small market) and honours limit and offset', async () => {
    const location = circle(52.52, 13.405, 10_000)
    const all = (await search({ filters: { location } })).body
    expect(all.totalItems).toBe(all.items.length)
    expect(all.totalItems).toBe(
      m.within(52.52, 13.405, 10_000).filter((i) => c.furnished[i] !== 1 && c.subsidized[i] !== 1).length
    )
    expect((await search({ filters: { location }, limit: 0 })).body).toMatchObject({
      items: [],
      totalItems: all.totalItems
    })
    const tail = (await search({ filters: { location }, offset: 990, limit: 100 })).body
    expect(ids(tail)).toEqual(ids(all).slice(990, 1090))
    expect((await search({ filters: { location }, limit: 3001 })).status).toBe(400)
    expect((await search({ filters: { location }, offset: 3001 })).status).toBe(400)

    const input = {
      area: { kind: 'circle' as const, lat: 52.52, lon: 13.405, radiusM: 10_000 },
      filters: { location: {} as never },
      objectTypes: null,
      limit: 3000,
      offset: 0
    }
    const capped = searchOffers(m, input, 300)
    expect(capped.totalItems).toBe(300)
    expect(capped.items.map((o) => o.id)).toEqual(ids(all).slice(0, 300))
    expect(searchOffers(m, { ...input, offset: 250, limit: 100 }, 300).items.map((o) => o.id)).toEqual(
      ids(all).slice(250, 300)
    )
    expect(searchOffers(m, { ...input, offset: 300 }, 300).items).toEqual([])
  })

  it('gives a similarity score of 1 to an identical offer, falling as any field moves away, absent when a field is missing', async () => {
    const location = circle(50.11, 8.68, 5000)
    const house = Array.from(m.within(50.11, 8.68, 5000)).find(
      (i) => c.kind[i] === 1 && c.landArea[i] > 0 && c.buildingYear[i] > 0 && c.furnished[i] !== 1 && c.deal[i] === 0
    )!
    const r = m.record(house)
    const ref = { livingArea: r.livingArea, buildingYear: r.buildingYear!, landArea: r.landArea!, price: r.price }
    const scoreOf = async (reference: object) =>
      (await search({ filters: { location, dealType: 'sale' }, referenceProperty: reference })).body.items.find(
        (o: any) => o.id === r.id
      )?.similarityScore
    expect(await scoreOf(ref)).toBe(1)
    for (const [field, steps] of [
      ['livingArea', [1.1, 1.3, 1.8]],
      ['landArea', [0.9, 0.6, 0.3]],
      ['price', [1.05, 1.5, 3]],
      ['buildingYear', [3, 15, 60]]
    ] as const) {
      let last = 1
      for (const step of steps) {
        const moved = {
          ...ref,
          [field]: field === 'buildingYear' ? ref.buildingYear + step : (ref as any)[field] * step
        }
        const s = await scoreOf(moved)
        expect(s, `${field} x${step}`).toBeLessThan(last)
        expect(s).toBeGreaterThan(0)
        last = s
      }
    }
    const items = (await search({ filters: { location, dealType: 'sale' }, referenceProperty: { landArea: 500 } })).body
      .items
    for (const o of items) expect(o.similarityScore === undefined).toBe(o.landArea === undefined)
    expect(items.some((o: any) => o.similarityScore === undefined)).toBe(true)
    const best = (
      await search({
        filters: { location, dealType: 'sale' },
        referenceProperty: ref,
        orderBy: [{ field: 'similarityScore', direction: 'desc' }],
        limit: 1
      })
    ).body.items[0]
    expect(best.id).toBe(r.id)
  })

  it('answers 400 with field paths for invalid locations and codes', async () => {
    const both = await search({ filters: { location: { ...circle(52.5, 13.4), divisionLevel100: 'plz-10115' } } })
    expect(both).toEqual({
      status: 400,
      body: { errors: { 'filters.location': ['must have exactly one of circle or divisionLevel100'] } }
    })
    expect((await search({ filters: { location: {} } })).status).toBe(400)
    expect((await search({ filters: { location: { divisionLevel100: 'plz-00000' } } })).body.errors).toHaveProperty([
      'filters.location.divisionLevel100'
    ])
    expect(
      (await search({ filters: { location: circle(52.5, 13.4), propertyType: [{ code: 'castle' }] } })).body.errors
    ).toHaveProperty(['filters.propertyType.0.code'])
    expect(await search({ filters: { location: { divisionLevel100: 'Nirgendwostraße 1, 99999 Atlantis' } } })).toEqual({
      status: 400,
      body: { error: 'address or coordinate not found' }
    })
  })

  it('fills the Offer fields and serves its images', async () => {
    const o = (
      await search({ filters: { location: circle(48.137, 11.575, 3000), dealType: 'rent' }, limit: 50 })
    ).body.items.find((x: any) => x.images.length > 0)
    const r = m.record(m.indexOfId(o.id))
    expect(o).toMatchObject({
      dealType: 'rent',
      propertyType: { code: r.kind },
      source: r.source,
      startDate: r.startDate,
      endDate: r.endDate,
      marketDuration: `P${r.durationDays}D`,
      rentNet: r.price,
      rentNetPerSqm: r.pricePerSqm,
      currency: 'EUR',
      livingArea: r.livingArea
    })
    expect(o.salePrice).toBeUndefined()
    expect(o.location.address).toMatchObject({ postCode: r.postCode, city: r.city })
    const img = await fetch(o.images[0].url)
    expect(img.status).toBe(200)
    expect(img.headers.get('content-type')).toContain('image/svg+xml')
    expect(await img.text()).toContain('<svg')
  })
})
