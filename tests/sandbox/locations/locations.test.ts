// v2 locations/addresses and locations/regions against a real sandbox: every field of the spec's
// tables, the invariants (scores in 0..1, shares that add up, chart series types and titles, distances
// in metres), determinism, the v2 rule that coordinates win, and address-not-found.
import { Value } from '@sinclair/typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AddressesResponse, DevelopmentSeriesTypes, RegionsResponse } from '@shared/api'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'
import { MISSING_INT } from '@sandbox/market/types'
import { naiveQuantile, testMarket } from '../market/dataset'

let sb: StartedSandbox
beforeAll(async () => {
  sb = await startSandbox()
})
afterAll(async () => {
  await sb?.close()
})

const MUNICH = { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'München' }
const CHEMNITZ = { street: 'Straße der Nationen', houseNumber: '10', postCode: '09111', city: 'Chemnitz' }
const VILLAGE = { postCode: '17379', city: 'Ferdinandshof' }

async function post(path: string, location: unknown): Promise<{ status: number; body: any }> {
  const res = await sb.request(path, { method: 'POST', json: { location } })
  return { status: res.status, body: (await res.json()) as any }
}
const addresses = (location: unknown) => post('/api/v2/locations/addresses', location)
const regions = (location: unknown) => post('/api/v2/locations/regions', location)

function expectScore(x: unknown) {
  expect(typeof x).toBe('number')
  expect(x as number).toBeGreaterThanOrEqual(0)
  expect(x as number).toBeLessThanOrEqual(1)
}
const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0)
const POI_GROUPS = ['dailyNeeds', 'transport', 'education', 'healthAndSport', 'emergencyServices'] as const

describe('locations/addresses', () => {
  it('answers every field of the spec table, with scores in 0..1 and shares that add up', async () => {
    for (const address of [MUNICH, CHEMNITZ, VILLAGE]) {
      const { status, body } = await addresses({ address })
      expect(status).toBe(200)
      expect([...Value.Errors(AddressesResponse, body)].map((e) => `${e.path} ${e.message}`)).toEqual([])
      for (const key of [
        'divisionLevel20',
        'currency',
        'location',
        'scores',
        'rentDevelopment',
        'salePriceDevelopment',
        'rentMarketDurations',
        'saleMarketDurations',
        'investmentRisk',
        'socialStructure',
        'ageGroup',
        'household',
        'qualityOfLife',
        'buildingStructure',
        'infrastructure',
        'meta'
      ]) {
        expect(body, key).toHaveProperty(key)
      }
      expect(body.currency).toBe('EUR')
      expect(body.buildingStructure.dominantBuildingYearClasses.length).toBeGreaterThan(0)
      for (const k of ['overall', 'socialStructure', 'infrastructure', 'rentPrice', 'qualityOfLife'])
        expectScore(body.scores[k])
      for (const k of ['overall', 'environment', 'infrastructure', 'neighborhood']) expectScore(body.qualityOfLife[k])
      for (const g of [...POI_GROUPS, 'noisePollution']) expectScore(body.infrastructure[g].score)
      expect(Object.keys(body.ageGroup).sort()).toEqual([
        'above75',
        'below18',
        'between18And30',
        'between30And45',
        'between45And65',
        'between65And75'
      ])
      expect(sum(body.ageGroup)).toBeCloseTo(1, 9)
      expect(Object.keys(body.household).sort()).toEqual([
        'child',
        'fourOrMorePerson',
        'onePerson',
        'threePerson',
        'twoPerson'
      ])
      expect(sum(body.household)).toBeCloseTo(1, 9)
      expect(body.investmentRisk.priceFactor.stock).toBeGreaterThan(5)
      expect(body.investmentRisk.priceFactor.new).toBeGreaterThan(5)
      expect(body.socialStructure.purchasingPower.value).toBeGreaterThan(0)
      expect(['below_1500', '1500_to_2500', '2500_to_3500', '3500_to_4500', 'above_4500']).toContain(
        body.socialStructure.incomePerHouseholdClass
      )
      expect(['lower_class', 'lower_middle_class', 'middle_class', 'upper_middle_class', 'upper_class']).toContain(
        body.socialStructure.averageSocialClass
      )
      for (const level of ['roadLevel', 'trainLevel', 'airportLevel', 'industryLevel']) {
        expect(body.infrastructure.noisePollution[level]).toMatch(
          /^(below_55|55_to_60|60_to_65|65_to_70|70_to_75|above_75)$/
        )
      }
    }
  })

  it('gives points of interest with positive distances in metres and names', async () => {
    for (const address of [MUNICH, VILLAGE]) {
      const { body } = await addresses({ address })
      for (const group of POI_GROUPS) {
        for (const [key, poi] of Object.entries(body.infrastructure[group] as Record<string, any>)) {
          if (!key.startsWith('next')) continue
          if (key === 'nextAirport' && poi === null) continue
          expect(poi.distance, key).toBeGreaterThan(0)
          expect(Number.isInteger(poi.distance), key).toBe(true)
        }
      }
      expect(
        body.infrastructure.transport.nextAirport === null || body.infrastructure.transport.nextAirport.distance > 0
      ).toBe(true)
    }
    const city = (await addresses({ address: MUNICH })).body
    expect(city.infrastructure.transport.nextTrainStation.name).toBe('München Hauptbahnhof')
    expect(city.infrastructure.transport.nextAirport.name).toBe('Flughafen München')
  })

  it('puts everyday places farther away in the country than in the city centre', async () => {
    const total = (b: any) =>
      POI_GROUPS.flatMap((g) =>
        Object.entries(b.infrastructure[g])
          .filter(([k, v]) => k.startsWith('next') && k !== 'nextAirport' && v)
          .map(([, v]: any) => v.distance)
      ).reduce((a: number, d: number) => a + d, 0)
    const city = (await addresses({ address: MUNICH })).body
    const village = (await addresses({ address: VILLAGE })).body
    expect(total(village)).toBeGreaterThan(2 * total(city))
    expect(village.infrastructure.dailyNeeds.score).toBeLessThan(city.infrastructure.dailyNeeds.score)
  })

  it('builds rent and sale development from the market, by series type, per division level', async () => {
    const { body } = await addresses({ address: MUNICH })
    for (const chart of [body.rentDevelopment, body.salePriceDevelopment]) {
      expect(chart.series.length).toBeGreaterThan(0)
      for (const s of chart.series) {
        expect(DevelopmentSeriesTypes as readonly string[]).toContain(s.type)
        expect(['divisionLevel100', 'divisionLevel8', 'divisionLevel6', 'divisionLevel2']).toContain(s.divisionLevel)
        for (const p of s.data) {
          expect(p.x).toMatch(/^\d{4}-\d{2}-\d{2}$/)
          expect(p.y).toBeGreaterThan(0)
        }
      }
      expect(new Set(chart.series.map((s: any) => s.type))).toEqual(new Set(DevelopmentSeriesTypes))
    }
    for (const chart of [body.rentMarketDurations, body.saleMarketDurations]) {
      expect(chart.series.length).toBeGreaterThan(0)
      for (const s of chart.series) for (const p of s.data) expect(p.y).toBeGreaterThan(0)
    }
    // Munich's apartments are dearer than Chemnitz's, in the market and in the charts.
    const chemnitz = (await addresses({ address: CHEMNITZ })).body
    const latest = (b: any) => {
      const s = b.salePriceDevelopment.series.find(
        (x: any) => x.divisionLevel === 'divisionLevel8' && x.type === 'apartment_stock'
      )
      return s.data[s.data.length - 1].y
    }
    expect(latest(body)).toBeGreaterThan(2 * latest(chemnitz))
    expect(body.scores.rentPrice).toBeGreaterThan(chemnitz.scores.rentPrice)
  })

  it('takes development and duration charts from the market: yearly medians of a brute-force grouping of the same offers', async () => {
    const m = testMarket()
    const c = m.cols
    const { body } = await addresses({ address: MUNICH })
    const regions: [string, ArrayLike<number>][] = [
      ['divisionLevel100', m.inPostalCode('80331')],
      ['divisionLevel8', m.inMunicipality('09162000')]
    ]
    let compared = 0
    for (const [level, offers] of regions) {
      // [chart, deal, kind, new?, value, digits]
      const cases = [
        ['rentDevelopment', 1, 0, false, 'price', 2],
        ['rentDevelopment', 1, 0, true, 'price', 2],
        ['salePriceDevelopment', 0, 0, false, 'price', 0],
        ['salePriceDevelopment', 0, 1, false, 'price', 0],
        ['rentMarketDurations', 1, 0, null, 'days', 0],
        ['saleMarketDurations', 0, 1, null, 'days', 0]
      ] as const
      for (const [chart, deal, kind, isNew, what, digits] of cases) {
        const groups = new Map<string, number[]>()
        for (const i of Array.from(offers)) {
          if (c.deal[i] !== deal || c.kind[i] !== kind) continue
          const year = Number(m.record(i).startDate.slice(0, 4))
          const fresh =
            c.firstOccupancy[i] === 1 || (c.buildingYear[i] !== MISSING_INT && c.buildingYear[i] >= year - 3)
          if (isNew !== null && fresh !== isNew) continue
          const values = groups.get(`${year}-01-01`) ?? groups.set(`${year}-01-01`, []).get(`${year}-01-01`)!
          values.push(what === 'price' ? c.pricePerSqm[i] : c.endDay[i] - c.startDay[i])
        }
        const f = 10 ** digits
        const expected = [...groups]
          .filter(([, v]) => v.length >= 5)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([x, v]) => ({ x, y: Math.round(naiveQuantile(v, 0.5)! * f) / f }))
        const type = chart.endsWith('Durations')
          ? kind === 0
            ? 'apartment'
            : 'house'
          : `${kind === 0 ? 'apartment' : 'house'}_${isNew ? 'new' : 'stock'}`
        const series = body[chart].series.find((s: any) => s.divisionLevel === level && s.type === type)
        if (expected.length === 0) {
          expect(series, `${chart} ${level} ${type}`).toBeUndefined()
          continue
        }
        expect(series?.data, `${chart} ${level} ${type}`).toEqual(expected)
        compared++
      }
    }
    expect(compared).toBeGreaterThanOrEqual(6)
  })

  it('answers the same request with the same answer', async () => {
    const a = await addresses({ address: CHEMNITZ })
    const b = await addresses({ address: CHEMNITZ })
    expect(b.body).toEqual(a.body)
  })

  it('lets coordinates win over the address (v2 rule)', async () => {
    const chemnitz = (await addresses({ address: CHEMNITZ })).body
    const { status, body } = await addresses({ address: MUNICH, coordinates: chemnitz.location.coordinates })
    expect(status).toBe(200)
    expect(body.divisionLevel20.id).toBe(chemnitz.divisionLevel20.id)
  })

  it('answers 400 address-not-found for a place it cannot find', async () => {
    const { status, body } = await addresses({
      address: { street: 'Nirgendwostraße', houseNumber: '1', postCode: '00000', city: 'Atlantis' }
    })
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'address or coordinate not found' })
  })
})

describe('locations/regions', () => {
  it('answers every field with the spec titles, categories and bases', async () => {
    for (const address of [MUNICH, VILLAGE]) {
      const { status, body } = await regions({ address })
      expect(status).toBe(200)
      expect([...Value.Errors(RegionsResponse, body)].map((e) => `${e.path} ${e.message}`)).toEqual([])
      expect(body.currency).toBe('EUR')
      expect(body.population).toBeGreaterThan(0)
      expect(body.numberOfApartments).toBeGreaterThan(0)
      expect(body.numberOfApartments).toBeLessThan(body.population)
      expect(['not_supplied', 'partially_supplied', 'largely_supplied', 'mainly_supplied', 'supplied']).toContain(
        body.broadbandAvailability.class
      )
      expectScore(body.futurePotential)
      expect(sum(body.ageGroup)).toBeCloseTo(1, 9)
      expect(sum(body.household)).toBeCloseTo(1, 9)
      expect(body.constructionCompletions).toBeDefined()

      const titles = (chart: any) => chart.series.map((s: any) => s.title).sort()
      expect(titles(body.migrationBalance)).toEqual(['emigration', 'immigration', 'net_migration'])
      expect(titles(body.constructionCompletions)).toEqual(['more_than_three_apartments', 'one_to_two_apartments'])
      expect(titles(body.unemploymentRates)).toEqual(['minimum_benefit_rate', 'unemployment_rate'])
      expect(body.unemploymentRates.series.every((s: any) => s.divisionLevel === 'divisionLevel6')).toBe(true)
      expect(titles(body.populationDevelopmentByAge)).toEqual([
        '18_to_29',
        '30_to_44',
        '45_to_64',
        '65_to_74',
        'above_75',
        'below_18'
      ])
      expect(body.populationDevelopmentByAge.series.every((s: any) => s.divisionLevel === 'divisionLevel8')).toBe(true)

      const xs = (chart: any) => chart.series[0].data.map((p: any) => p.x)
      expect(xs(body.ageDistribution)).toEqual(['below_18', '18_to_29', '30_to_44', '45_to_64', '65_to_74', 'above_75'])
      expect(xs(body.apartmentUsageDistribution)).toEqual(['rental', 'owner', 'other'])
      expect(xs(body.apartmentOwnerDistribution)).toEqual(['private', 'cooperative', 'private_company', 'other'])
      expect(xs(body.apartmentByLivingAreaDistribution)).toEqual([
        'below_40',
        '40_to_59',
        '60_to_79',
        '80_to_99',
        '100_to_119',
        'above_120'
      ])
      for (const chart of [
        body.ageDistribution,
        body.apartmentUsageDistribution,
        body.apartmentOwnerDistribution,
        body.apartmentByLivingAreaDistribution
      ]) {
        for (const s of chart.series) expect(s.data.reduce((a: number, p: any) => a + p.y, 0)).toBeCloseTo(100, 6)
      }
      const at = (chart: any, x: string) => chart.series.map((s: any) => s.data.find((p: any) => p.x === x)?.y)
      expect(at(body.populationDevelopment, '2011-01-01').every((y: number) => y === 100)).toBe(true)
      expect(at(body.incomeDevelopment, '2011-01-01').every((y: number) => y === 100)).toBe(true)
      expect(at(body.populationForecast, '2021-01-01').every((y: number) => y === 100)).toBe(true)
      for (const chart of Object.values(body).filter((v: any) => v && Array.isArray(v.series)) as any[]) {
        for (const s of chart.series) expect(s.data.length).toBeGreaterThan(0)
      }
      for (const level of [2, 4, 6, 8, 100]) expect(body[`divisionLevel${level}`].geometry.type).toBe('MultiPolygon')
    }
  })

  it('applies rental law where the market is tight', async () => {
    const munich = (await regions({ address: MUNICH })).body
    expect(munich.rentalLaw).toMatchObject({
      divisionLevel: 'divisionLevel8',
      hasRentControl: true,
      hasRentIndex: true
    })
    expect(munich.rentalLaw.rentIndexUrl).toMatch(/^https:\/\//)
    const village = (await regions({ address: VILLAGE })).body
    expect(village.rentalLaw).toMatchObject({ hasRentControl: false, hasRentIndex: false, rentIndexUrl: null })
  })

  it('answers the same request with the same answer', async () => {
    expect((await regions({ address: CHEMNITZ })).body).toEqual((await regions({ address: CHEMNITZ })).body)
  })
})
