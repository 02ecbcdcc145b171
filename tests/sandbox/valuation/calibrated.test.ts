// Valuations on the calibrated market (about 17 million offers, a 500,000-offer sample plus pieces
// generated on demand), not the small 60,000-offer test market of valuation.test.ts: every input the
// service interface and the vendor's live service accept gets a finite, plausible value; thin data (a 500 sqm house, a village,
// sizes and years beyond the plausible ranges) lowers the confidence instead of refusing; only invalid
// input is refused (400, field named). v1 and v2 answer alike.
//
// The routes run in process (createContext + buildApp + inject, as tests/sandbox/http/numbers.test.ts
// does): with `offers` omitted, createContext opens the market exactly as density.test.ts does,
// openMarketSync(geo, { asOf: TEST_MARKET_AS_OF, cacheDir: <cache>/market-calibrated }). No listening
// server, so no idle warm-up generating pieces in the background: answers depend only on the requests.
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_LAND_AREA, MAX_LIVING_SPACE } from '@shared/api'
import type { SandboxContext } from '@sandbox/context'
import { openMarketSync } from '@sandbox/market'
import { createValuation } from '@sandbox/valuation'
import { inProcessSandbox, marketCacheDir, TEST_MARKET_AS_OF } from '../../helpers/sandbox'

const CALIBRATED_CACHE = join(marketCacheDir(0), '..', 'market-calibrated')
/** "The current year" of the vendor's plausible building years, fixed with the market's as-of date. */
const CURRENT_YEAR = Number(TEST_MARKET_AS_OF.slice(0, 4))

let ctx: SandboxContext
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ ctx, app, close } = await inProcessSandbox({ marketAsOf: TEST_MARKET_AS_OF, marketCacheDir: CALIBRATED_CACHE }))
})
afterAll(async () => {
  await close?.()
})

interface Place {
  name: string
  v1: string
  v2: { address: { street: string; houseNumber: string; postCode: string; city: string } }
  /** Plausible sale price per sqm of an ordinary 75 sqm flat built 1995 (order of magnitude for the region). */
  flatPerSqm: [number, number]
}
const place = (
  street: string,
  houseNumber: string,
  postCode: string,
  city: string,
  flatPerSqm: [number, number]
): Place => ({
  name: city,
  v1: `${street} ${houseNumber}, ${postCode} ${city}`,
  v2: { address: { street, houseNumber, postCode, city } },
  flatPerSqm
})

const HAMBURG = place('Rathausmarkt', '1', '20095', 'Hamburg', [4000, 10_000])
const MUNICH = place('Marienplatz', '1', '80331', 'München', [6000, 14_000])
const DUESSELDORF = place('Marktplatz', '1', '40213', 'Düsseldorf', [3500, 9000])
const DRESDEN = place('Schloßstraße', '1', '01067', 'Dresden', [2000, 6000])
const CITIES = [HAMBURG, MUNICH, DUESSELDORF, DRESDEN]
// Villages of about 1,000 inhabitants far from any town (Oberpfalz; an island in the Baltic): the
// comparables lie 9-13 km away on the calibrated market.
const TREFFELSTEIN = place('Hauptstraße', '1', '93492', 'Treffelstein', [800, 4000])
const HIDDENSEE = place('Hauptstraße', '1', '18556', 'Hiddensee', [800, 4000])
const VILLAGES = [TREFFELSTEIN, HIDDENSEE]

type Params = Record<string, string | number>
type Answer = { status: number; body: any }

/** GET /api/v1/vps/<endpoint> with the full key. */
async function vps(endpoint: 'apartments' | 'houses' | 'plots', params: Params): Promise<Answer> {
  const query = new URLSearchParams({ api_key: ctx.keys.full.key })
  for (const [k, v] of Object.entries(params)) query.set(k, String(v))
  const res = await app.inject({ method: 'GET', url: `/api/v1/vps/${endpoint}?${query}` })
  return { status: res.statusCode, body: res.json() }
}
/** POST /api/v2/valuations/properties_light. */
async function light(property: Record<string, unknown>, dealType: unknown = 'sale'): Promise<Answer> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v2/valuations/properties_light?api_key=${ctx.keys.full.key}`,
    payload: { dealType, property }
  })
  return { status: res.statusCode, body: res.json() }
}

const flatV1 = (p: Place, living_space: number, extra: Params = {}) =>
  vps('apartments', { address: p.v1, living_space, ...extra })
const flatV2 = (p: Place, livingArea: number, extra: Record<string, unknown> = {}) =>
  light({ propertyType: { type: 'apartment' }, location: p.v2, livingArea, ...extra })
const HOUSE_V1 = { house_type: 'one-family', building_year: 1995, condition: 'good', furnishing: 'good' }
const houseV1 = (p: Place, living_space: number, land_area: number, extra: Params = {}) =>
  vps('houses', { address: p.v1, living_space, land_area, ...HOUSE_V1, ...extra })
const houseV2 = (p: Place, livingArea: number, landArea: number, extra: Record<string, unknown> = {}) =>
  light({
    propertyType: { type: 'house', subtype: 'house_one_family' },
    location: p.v2,
    livingArea,
    landArea,
    buildingYear: 1995,
    condition: 'good',
    quality: 'good',
    ...extra
  })
const plotV1 = (p: Place, land_area: number) => vps('plots', { address: p.v1, land_area })
const plotV2 = (p: Place, landArea: number) => light({ propertyType: { type: 'plot' }, location: p.v2, landArea })

/** The value of a 200 answer (v1 `valuation`, v2 `value`): a positive finite number. */
function valueOf(r: Answer, what: string): number {
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(200)
  const v = r.body.valuation ?? r.body.value
  expect(typeof v === 'number' && Number.isFinite(v) && v > 0, `${what}: value ${v}`).toBe(true)
  return v
}
/** v1 confidence: an integer 1 (not confident) .. 5 (very confident). */
function confidenceV1(r: Answer, what: string): number {
  const c = r.body.confidence
  expect(Number.isInteger(c) && c >= 1 && c <= 5, `${what}: v1 confidence ${c}`).toBe(true)
  return c
}
const V2_RANK = { poor: 0, medium: 1, high: 2 } as const
/** v2 confidence class as a rank: poor 0, medium 1, high 2. */
function confidenceV2(r: Answer, what: string): number {
  const c = r.body.confidence as keyof typeof V2_RANK
  expect(Object.keys(V2_RANK), `${what}: v2 confidence ${c}`).toContain(c)
  return V2_RANK[c]
}

describe('the calibrated market', () => {
  it('is the lazy market of about 17 million offers, and the village addresses lie in villages of about 1,000 inhabitants', () => {
    expect(ctx.market.plan.lazy).toBe(true)
    expect(ctx.market.size).toBeGreaterThan(14_000_000)
    expect(ctx.market.size).toBeLessThan(20_000_000)
    for (const v of VILLAGES) {
      for (const point of [ctx.locations.locateV1(v.v1), ctx.locations.locateV2(v.v2)]) {
        expect(point, v.name).not.toBeNull()
        const municipality = ctx.geo.municipalityById(point!.municipalityId)!
        expect(municipality.name).toBe(v.name)
        expect(municipality.population).toBeGreaterThan(900)
        expect(municipality.population).toBeLessThan(1100)
      }
    }
  })
})

describe('houses on the calibrated market', () => {
  it("values the vendor's example, a 500 sqm house on 1,200 sqm, in Hamburg, München, Düsseldorf and Dresden: v1 and v2 alike, plausible per sqm, less confident than a 150 sqm house", async () => {
    const perSqm = new Map<string, number>()
    for (const city of CITIES) {
      const big = await houseV1(city, 500, 1200)
      const value = valueOf(big, `${city.name} v1 500 sqm house`)
      expect(big.body.confidence, 'vps/houses answers without confidence (spec)').toBeUndefined()
      perSqm.set(city.name, value / 500)
      expect(value / 500, `${city.name} price per sqm`).toBeGreaterThan(1500)
      expect(value / 500, `${city.name} price per sqm`).toBeLessThan(12_000)
      expect(value).toBeGreaterThan(valueOf(await houseV1(city, 150, 1200), `${city.name} v1 150 sqm house`))

      const big2 = await houseV2(city, 500, 1200)
      expect(valueOf(big2, `${city.name} v2 500 sqm house`)).toBe(value)
      const usual2 = await houseV2(city, 150, 600)
      valueOf(usual2, `${city.name} v2 150 sqm house`)
      // Beyond the plausible 450 sqm: fewer comparables of that size, a lower class than the ordinary house.
      expect(
        confidenceV2(big2, city.name),
        `${city.name}: ${big2.body.confidence} vs ${usual2.body.confidence}`
      ).toBeLessThan(confidenceV2(usual2, city.name))
    }
    expect(perSqm.get('München')!).toBeGreaterThan(2 * perSqm.get('Dresden')!)
    expect(perSqm.get('Hamburg')!).toBeGreaterThan(perSqm.get('Dresden')!)
  })

  it('values a 250 sqm house in a village of about 1,000 inhabitants below city prices, with less confidence than an ordinary city flat', async () => {
    const munichHouse = valueOf(await houseV1(MUNICH, 250, 1200), 'München 250 sqm house') / 250
    for (const village of VILLAGES) {
      const v1 = await houseV1(village, 250, 1200)
      const value = valueOf(v1, `${village.name} v1 250 sqm house`)
      expect(value / 250).toBeGreaterThan(500)
      expect(value / 250).toBeLessThan(5000)
      expect(value / 250).toBeLessThan(0.6 * munichHouse)
      const v2 = await houseV2(village, 250, 1200)
      expect(valueOf(v2, `${village.name} v2 250 sqm house`)).toBe(value)
      const villageRank = confidenceV2(v2, village.name)
      expect(v2.body.confidence).not.toBe('high')
      // The dense market gives an ordinary flat in a big city the best class, above the village house.
      for (const city of CITIES) {
        const flat = await flatV2(city, 75, { buildingYear: 1995 })
        valueOf(flat, `${city.name} v2 75 sqm flat`)
        expect(flat.body.confidence, city.name).toBe('high')
        expect(confidenceV2(flat, city.name)).toBeGreaterThan(villageRank)
      }
      // Still valued at the worst corners (the oldest year, dilapidated, very simple): no refusal.
      valueOf(
        await houseV1(village, 250, 1200, { building_year: 1800, condition: 'dilapidated', furnishing: 'very simple' }),
        `${village.name} 1800 dilapidated`
      )
    }
  })

  it('gives an ordinary flat a plausible price per sqm for its region and a better v1 confidence in the cities than in the villages', async () => {
    let worstCity = 5
    for (const city of CITIES) {
      const r = await flatV1(city, 75, { building_year: 1995 })
      const v = valueOf(r, `${city.name} v1 75 sqm flat`) / 75
      expect(v, city.name).toBeGreaterThan(city.flatPerSqm[0])
      expect(v, city.name).toBeLessThan(city.flatPerSqm[1])
      worstCity = Math.min(worstCity, confidenceV1(r, city.name))
    }
    expect(worstCity).toBeGreaterThanOrEqual(4)
    for (const village of VILLAGES) {
      const r = await flatV1(village, 75, { building_year: 1995 })
      const v = valueOf(r, `${village.name} v1 75 sqm flat`) / 75
      expect(v, village.name).toBeGreaterThan(village.flatPerSqm[0])
      expect(v, village.name).toBeLessThan(village.flatPerSqm[1])
      expect(confidenceV1(r, village.name)).toBeLessThan(worstCity)
    }
  })
})

describe('plots only on the calibrated market', () => {
  it('values plots from 50 sqm to 20,000 sqm and the accepted maximum, less per sqm as they grow, v1 and v2 alike', async () => {
    const landPerSqm = new Map<string, number>()
    for (const p of [...CITIES, ...VILLAGES]) {
      const sizes = [50, 600, 1200, 20_000, MAX_LAND_AREA]
      const values: number[] = []
      for (const land_area of sizes) values.push(valueOf(await plotV1(p, land_area), `${p.name} v1 plot ${land_area}`))
      for (let k = 1; k < sizes.length; k++) {
        expect(values[k], `${p.name} ${sizes[k]}`).toBeGreaterThan(values[k - 1])
        expect(values[k] / sizes[k], `${p.name} ${sizes[k]}`).toBeLessThan(values[k - 1] / sizes[k - 1])
      }
      landPerSqm.set(p.name, values[1] / 600)
      expect(valueOf(await plotV2(p, 600), `${p.name} v2 plot 600`)).toBe(values[1])
      const huge = await plotV2(p, 20_000)
      expect(valueOf(huge, `${p.name} v2 plot 20000`)).toBe(values[3])
      expect(huge.body.confidence, `${p.name}: far beyond the plausible 1,000 sqm`).toBe('poor')
    }
    expect(landPerSqm.get('München')!).toBeGreaterThan(2 * landPerSqm.get('Dresden')!)
    for (const village of VILLAGES)
      for (const city of CITIES) expect(landPerSqm.get(village.name)!).toBeLessThan(landPerSqm.get(city.name)!)
  })
})

describe('apartments at the corners of the plausible ranges (15-200 sqm, built 1800 to the current year)', () => {
  const corners = [
    [15, 1800],
    [15, CURRENT_YEAR],
    [200, 1800],
    [200, CURRENT_YEAR]
  ] as const

  it('values every corner in a city and a village, v1 and v2 alike, with a valid confidence; a 15 sqm flat no more confidently than a 75 sqm one', async () => {
    for (const p of [MUNICH, TREFFELSTEIN]) {
      for (const [area, year] of corners) {
        const what = `${p.name} ${area} sqm built ${year}`
        const v1 = await flatV1(p, area, { building_year: year })
        const value = valueOf(v1, `${what} v1`)
        confidenceV1(v1, what)
        const v2 = await flatV2(p, area, { buildingYear: year })
        expect(valueOf(v2, `${what} v2`)).toBe(value)
        confidenceV2(v2, what)
      }
      const small = await flatV1(p, 15, { building_year: 1995 })
      const usual = await flatV1(p, 75, { building_year: 1995 })
      expect(confidenceV1(small, p.name)).toBeLessThanOrEqual(confidenceV1(usual, p.name))
      // Size alone moves the price per sqm by less than a factor 2 either way.
      const ratio = valueOf(small, p.name) / 15 / (valueOf(usual, p.name) / 75)
      expect(ratio).toBeGreaterThan(0.5)
      expect(ratio).toBeLessThan(2)
    }
  })

  it('moves the value with the building year about as the market does (pre-1919 +7 %, new builds +24 % against the 1990s): the oldest and newest plausible years within a factor 1.6 of the same property built 1995', async () => {
    const violations: string[] = []
    for (const p of [...CITIES, ...VILLAGES]) {
      for (const area of [15, 75, 200]) {
        const base = valueOf(await flatV1(p, area, { building_year: 1995 }), `${p.name} ${area} sqm 1995`)
        for (const year of [1800, CURRENT_YEAR]) {
          const ratio = valueOf(await flatV1(p, area, { building_year: year }), `${p.name} ${area} sqm ${year}`) / base
          if (!(ratio > 1 / 1.6 && ratio < 1.6))
            violations.push(`${p.name} flat ${area} sqm built ${year}: x${ratio.toPrecision(3)} of 1995`)
        }
      }
      const house = valueOf(await houseV1(p, 150, 600), `${p.name} house 1995`)
      for (const year of [1800, CURRENT_YEAR]) {
        const ratio = valueOf(await houseV1(p, 150, 600, { building_year: year }), `${p.name} house ${year}`) / house
        if (!(ratio > 1 / 1.6 && ratio < 1.6))
          violations.push(`${p.name} house 150 sqm built ${year}: x${ratio.toPrecision(3)} of 1995`)
      }
    }
    expect(violations).toEqual([])
  })
})

describe('beyond the plausible ranges, up to the accepted limits', () => {
  it('values flats of 5, 2,500 and the accepted maximum of sqm with the lowest confidence (v1 1, v2 poor) and a price per sqm within a factor 3 of an ordinary flat', async () => {
    for (const p of [MUNICH, TREFFELSTEIN, HIDDENSEE]) {
      const usual = valueOf(await flatV1(p, 75, { building_year: 1995 }), `${p.name} 75 sqm`) / 75
      for (const area of [5, 2500, MAX_LIVING_SPACE]) {
        const what = `${p.name} ${area} sqm`
        const v1 = await flatV1(p, area, { building_year: 1995 })
        const ratio = valueOf(v1, what) / area / usual
        expect(ratio, what).toBeGreaterThan(1 / 3)
        expect(ratio, what).toBeLessThan(3)
        expect(confidenceV1(v1, what), what).toBe(1)
        const v2 = await flatV2(p, area, { buildingYear: 1995 })
        expect(valueOf(v2, what)).toBe(v1.body.valuation)
        expect(v2.body.confidence, what).toBe('poor')
      }
    }
  })

  it('values flats and houses built in the years 1000 and 2100 (the accepted limits) within a factor 2 of the same property built 1995', async () => {
    const violations: string[] = []
    for (const p of [...CITIES, ...VILLAGES]) {
      const flat = valueOf(await flatV1(p, 75, { building_year: 1995 }), `${p.name} flat 1995`)
      const house = valueOf(await houseV1(p, 150, 600), `${p.name} house 1995`)
      for (const year of [1000, 2100]) {
        const f = valueOf(await flatV1(p, 75, { building_year: year }), `${p.name} flat ${year}`) / flat
        const h = valueOf(await houseV1(p, 150, 600, { building_year: year }), `${p.name} house ${year}`) / house
        if (!(f > 0.5 && f < 2)) violations.push(`${p.name} flat 75 sqm built ${year}: x${f.toPrecision(3)} of 1995`)
        if (!(h > 0.5 && h < 2)) violations.push(`${p.name} house 150 sqm built ${year}: x${h.toPrecision(3)} of 1995`)
      }
    }
    expect(violations).toEqual([])
  })

  it('gives flats built in the years 1000 and 2100, far beyond any comparable, the lowest confidence (v1 1, v2 poor)', async () => {
    const violations: string[] = []
    for (const p of [...CITIES, ...VILLAGES]) {
      for (const year of [1000, 2100]) {
        const v1 = await flatV1(p, 75, { building_year: year })
        valueOf(v1, `${p.name} ${year}`)
        const v2 = await flatV2(p, 75, { buildingYear: year })
        valueOf(v2, `${p.name} ${year}`)
        if (v1.body.confidence !== 1 || v2.body.confidence !== 'poor')
          violations.push(`${p.name} flat built ${year}: v1 ${v1.body.confidence}, v2 ${v2.body.confidence}`)
      }
    }
    expect(violations).toEqual([])
  })
})

describe('refusals only for invalid input', () => {
  it('v1: negative or zero areas, missing required fields and years outside the accepted range are a 400 naming the field', async () => {
    const house = { address: MUNICH.v1, living_space: 150, land_area: 600, ...HOUSE_V1 }
    const cases: [endpoint: 'apartments' | 'houses' | 'plots', params: Params, field: string][] = [
      ['apartments', { address: MUNICH.v1, living_space: -75 }, 'living_space'],
      ['apartments', { address: MUNICH.v1, living_space: 0 }, 'living_space'],
      ['apartments', { address: MUNICH.v1 }, 'living_space'],
      ['apartments', { living_space: 75 }, 'address'],
      ['apartments', { address: MUNICH.v1, living_space: 75, building_year: 999 }, 'building_year'],
      ['apartments', { address: MUNICH.v1, living_space: 75, building_year: 2101 }, 'building_year'],
      ['houses', { ...house, living_space: -150 }, 'living_space'],
      ['houses', { ...house, land_area: -600 }, 'land_area'],
      ['plots', { address: MUNICH.v1, land_area: -600 }, 'land_area'],
      ['plots', { address: MUNICH.v1 }, 'land_area']
    ]
    for (const field of [
      'house_type',
      'living_space',
      'land_area',
      'building_year',
      'condition',
      'furnishing'
    ] as const) {
      const { [field]: _omitted, ...rest } = house
      cases.push(['houses', rest, field])
    }
    for (const [endpoint, params, field] of cases) {
      const r = await vps(endpoint, params)
      expect(r.status, `${endpoint} ${JSON.stringify(params)}: ${JSON.stringify(r.body)}`).toBe(400)
      expect(Object.keys(r.body.errors ?? {}), `${endpoint} ${JSON.stringify(params)}`).toEqual([field])
    }
  })

  it('v2: a negative area, the fields a property type needs, and a rent valuation (the spec allows dealType sale only) are a 400 naming the field', async () => {
    const cases: [property: Record<string, unknown>, dealType: unknown, fields: string[]][] = [
      [{ propertyType: { type: 'apartment' }, location: MUNICH.v2, livingArea: -75 }, 'sale', ['property.livingArea']],
      [{ propertyType: { type: 'apartment' }, location: MUNICH.v2 }, 'sale', ['property.livingArea']],
      [{ propertyType: { type: 'plot' }, location: MUNICH.v2, landArea: -600 }, 'sale', ['property.landArea']],
      [{ propertyType: { type: 'plot' }, location: MUNICH.v2 }, 'sale', ['property.landArea']],
      [
        { propertyType: { type: 'house' }, location: MUNICH.v2, livingArea: 150, landArea: 600, buildingYear: 2000 },
        'sale',
        ['property.condition', 'property.quality']
      ],
      [{ propertyType: { type: 'apartment' }, location: MUNICH.v2, livingArea: 75 }, 'rent', ['dealType']]
    ]
    for (const [property, dealType, fields] of cases) {
      const r = await light(property, dealType)
      expect(r.status, `${JSON.stringify(property)} ${dealType}: ${JSON.stringify(r.body)}`).toBe(400)
      expect(Object.keys(r.body.errors ?? {}).sort(), JSON.stringify(property)).toEqual(fields)
    }
  })
})

describe('determinism on the lazy market', () => {
  it('values the same as a fresh copy of the market that holds almost nothing beyond its sample (pieces dropped after each request)', async () => {
    // Opened as density.test.ts opens its small-budget copy: generated pieces are dropped when the budget is passed.
    const small = openMarketSync(ctx.geo, {
      asOf: TEST_MARKET_AS_OF,
      cacheDir: CALIBRATED_CACHE,
      budget: 50_000
    }).market
    const fresh = createValuation(small)
    for (const p of [HAMBURG, DRESDEN, TREFFELSTEIN]) {
      const point = ctx.locations.locateV1(p.v1)!
      const flat = await flatV1(p, 75, { building_year: 1995 })
      expect(fresh.apartment(point, { livingArea: 75, buildingYear: 1995 }).value, p.name).toBe(flat.body.valuation)
      await new Promise((resolve) => setImmediate(resolve))
      const house = await houseV1(p, 500, 1200)
      expect(
        fresh.house(point, {
          livingArea: 500,
          landArea: 1200,
          buildingYear: 1995,
          condition: 'good',
          quality: 'good',
          houseType: 'one-family'
        }).value,
        p.name
      ).toBe(house.body.valuation)
      await new Promise((resolve) => setImmediate(resolve))
    }
  })
})
