// offers/search answers written as JSON bytes from the columns (offer-json.ts) are byte for byte what
// JSON.stringify made of the Offer objects (and its UTF-8 encoding); distances equal to the millimetre
// tie, and the ordinal decides.
import { describe, expect, it } from 'vitest'
import { haversineM } from '@shared/geo/geodesy'
import { ByteSink, offerJsonWriter } from '@sandbox/market/offer-json'
import { searchOffers, searchOffersJson, type SearchInput } from '@sandbox/market/offer-search'
import { testMarket } from './dataset'

const m = testMarket()
const c = m.cols
const EDGE_DISTANCES = [0, 0.04, 0.05, 0.95, 1, 9.96, 99.949, 123.45, 1234.5678, 9999.96, 10_000, 1e-9]
const EDGE_SCORES = [0, 4e-7, 5e-7, 1e-6, 1.5e-6, 0.1, 0.123456789, 0.9999994, 0.9999996, 1]

describe('offer JSON', () => {
  it('writes every offer of the market exactly as JSON.stringify(toOffer), with and without distance and score, under a base URL that needs escaping', () => {
    // A sink that starts small and grows, so offers are also written across its growth.
    const sink = new ByteSink(Buffer.alloc(64))
    for (const baseUrl of ['', 'http://127.0.0.1:41234', 'https://host/"quoted"\\path\u2028ü']) {
      const write = offerJsonWriter(m, baseUrl)
      // Every offer under the first base URL, every fifth under the others.
      for (let i = 0; i < m.size; i += baseUrl ? 5 : 1) {
        // Distances and scores of every size, also ones that round to 0, to whole numbers or to 1.
        const distanceM =
          i % 3 === 0 ? undefined : i % 3 === 1 ? (i * 7.31) % 10_000 : EDGE_DISTANCES[i % EDGE_DISTANCES.length]
        const score = i % 5 === 0 ? NaN : i % 5 === 1 ? (i * 0.618) % 1 : EDGE_SCORES[i % EDGE_SCORES.length]
        const offer = m.toOffer(i, { distanceM, baseUrl })
        if (!Number.isNaN(score)) offer.similarityScore = Math.round(score * 1e6) / 1e6
        const expected = JSON.stringify(offer)
        const at = sink.off
        write(sink, i, distanceM, score)
        const got = sink.buf.toString('utf8', at, sink.off)
        if (sink.off > 1 << 20) sink.off = 0
        if (got !== expected) expect(got, `offer ${i}`).toBe(expected)
      }
    }
  })

  it('gives the searches the same answer as the Offer objects, in circles and postal code areas, with scores, offsets and limits', () => {
    const circle = { kind: 'circle' as const, lat: 52.52, lon: 13.405, radiusM: 10_000 }
    const inputs: SearchInput[] = [
      {
        area: circle,
        filters: { location: {} as never },
        objectTypes: null,
        limit: 3000,
        offset: 0,
        baseUrl: 'http://x'
      },
      {
        area: circle,
        filters: { location: {} as never, dealType: 'sale' },
        objectTypes: null,
        referenceProperty: { livingArea: 80, buildingYear: 1990 },
        orderBy: [{ field: 'similarityScore', direction: 'desc' }],
        limit: 40,
        offset: 25
      },
      {
        area: { kind: 'postalCode', code: '80331' },
        filters: { location: {} as never },
        objectTypes: null,
        orderBy: [{ field: 'livingArea', direction: 'desc' }, { field: 'distance' }],
        limit: 3000,
        offset: 10
      },
      { area: circle, filters: { location: {} as never }, objectTypes: null, limit: 0, offset: 0 },
      { area: circle, filters: { location: {} as never }, objectTypes: null, limit: 100, offset: 3000 }
    ]
    for (const input of inputs) {
      const objects = searchOffers(m, input)
      const sink = new ByteSink(Buffer.alloc(16))
      const written = searchOffersJson(m, input, sink, '{"url":null,"version":"x"}')
      expect(written.totalItems).toBe(objects.totalItems)
      expect(sink.bytes().toString('utf8')).toBe(JSON.stringify({ ...objects, meta: { url: null, version: 'x' } }))
      expect(written.indexes.map((i) => m.id(i))).toEqual(objects.items.map((o) => o.id))
    }
  })
})

describe('distance ties', () => {
  it('orders two offers whose distances differ by about 1e-13 m by their ordinal, nearest first and farthest first', () => {
    // Two offers of one piece, moved for this test to about 600 m from a centre inside their piece: the one
    // with the larger ordinal due east, the other where its great-circle distance comes out larger by at
    // most 2e-13 m (two ulps of 600 m: the same distance but for rounding). Found by a search over bearings.
    const visible = (i: number) => c.hasCoords[i] === 1 && c.furnished[i] !== 1 && c.subsidized[i] !== 1
    const first = Array.from({ length: m.size }, (_, i) => i).find(
      (i) => visible(i) && visible(i + 1) && m.pieceOf(i) === m.pieceOf(i + 1)
    )!
    const [low, high] = [first, first + 1]
    expect(c.ordinal[low]).toBeLessThan(c.ordinal[high])
    const saved = [c.lat[low], c.lon[low], c.lat[high], c.lon[high]]
    const lat = c.lat[low],
      lon = c.lon[low]
    const kx = 111_195 * Math.cos((lat * Math.PI) / 180)
    const east = lon + 600 / kx
    const dHigh = haversineM(lat, lon, lat, east)
    let twin: [number, number] | null = null
    for (let t = 0; t < 50_000 && !twin; t++) {
      const theta = 2 + t * 1e-4
      let la = lat + (600 / 111_195) * Math.cos(theta),
        lo = lon + (600 / kx) * Math.sin(theta)
      for (let step = 0; step < 3; step++) {
        const d = haversineM(lat, lon, la, lo)
        la += ((dHigh - d) / 111_195) * Math.cos(theta)
        lo += ((dHigh - d) / kx) * Math.sin(theta)
      }
      for (let u = -4; u <= 4 && !twin; u++) {
        const cand = la + u * 1e-14
        const diff = haversineM(lat, lon, cand, lo) - dHigh
        if (diff > 0 && diff <= 2e-13) twin = [cand, lo]
      }
    }
    expect(twin).not.toBeNull()
    try {
      c.lat[high] = lat
      c.lon[high] = east
      ;[c.lat[low], c.lon[low]] = twin!
      const diff = haversineM(lat, lon, c.lat[low], c.lon[low]) - haversineM(lat, lon, c.lat[high], c.lon[high])
      expect(diff).toBeGreaterThan(0)
      expect(diff).toBeLessThanOrEqual(2e-13)

      const area = { kind: 'circle' as const, lat, lon, radiusM: 2000 }
      const positions = (orderBy?: SearchInput['orderBy']) => {
        const order = searchOffersJson(
          m,
          { area, filters: { location: {} as never }, objectTypes: null, orderBy, limit: 3000, offset: 0 },
          new ByteSink(Buffer.alloc(1 << 20))
        ).indexes
        return [order.indexOf(low), order.indexOf(high)]
      }
      for (const orderBy of [
        undefined,
        [{ field: 'distance' as const }],
        [{ field: 'distance' as const, direction: 'desc' as const }]
      ]) {
        const [pLow, pHigh] = positions(orderBy)
        expect(pLow, JSON.stringify(orderBy)).toBeGreaterThanOrEqual(0)
        // Equal to the millimetre: the ordinal decides, the lower one first, in either direction.
        expect(pHigh, JSON.stringify(orderBy)).toBe(pLow + 1)
      }
      // Two millimetres farther, the lower ordinal comes after the other nearest first.
      c.lon[low] = lon - 600.002 / kx
      c.lat[low] = lat
      const [pLow, pHigh] = positions()
      expect(pHigh).toBeLessThan(pLow)
    } finally {
      ;[c.lat[low], c.lon[low], c.lat[high], c.lon[high]] = saved
    }
  })
})
