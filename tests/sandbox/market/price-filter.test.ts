// v1 price_filter over HTTP against a brute-force computation on the same market.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadGeography } from '@sandbox/geo'
import { PriceFilter, resolveParams } from '@sandbox/market/price-filter'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'
import { haversine, naiveQuantile, round2, testMarket } from './dataset'

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

type Query = Record<string, string>
async function get(q: Query): Promise<{ status: number; body: any }> {
  const res = await sb.request(`/api/v1/price_filter?${new URLSearchParams(q)}`)
  return { status: res.status, body: await res.json() }
}

const APARTMENTS = [8, 9, 10, 11, 14, 15, 16, 18]
const HOUSES = [2, 3, 5, 17]

/** The spec's table, implemented again naively over every offer. */
function bruteForce(q: Query) {
  const point = geo.locateV1(q.address, q.coordinate)!
  const buy = q.type_of_demand === 'buy'
  const num = (k: string, d: number) => (q[k] !== undefined ? Number(q[k]) : d)
  const pMin = Math.max(buy ? 300 : 3, num('price[min]', 3))
  const pMax = Math.min(buy ? 20000 : 40, num('price[max]', 20000))
  const types = q.object_type
    ? new Set(
        q.object_type
          .split(',')
          .flatMap((s) => (s === '7' ? APARTMENTS : s === '0' || s === '1' ? HOUSES : [Number(s)]))
      )
    : null
  const start = q.start_date ?? '2018-02-01'
  const end = q.end_date ?? m.asOf
  const plz = geo.postalCode(point.postCode)!
  const mun = geo.municipalityById(point.municipalityId)!
  const picked: { i: number; d: number }[] = []
  for (let i = 0; i < m.size; i++) {
    const r = m.record(i)
    const d = r.lat === null ? Infinity : haversine(point.lat, point.lon, r.lat, r.lon!)
    if (q.radius) {
      if (!(d <= Number(q.radius))) continue
    } else if (mun.population < plz.population ? r.municipalityId !== mun.id : r.postCode !== point.postCode) continue
    if (r.deal !== (buy ? 'sale' : 'rent')) continue
    if (r.startDate < start || r.startDate > end) continue
    const ppsqm = c.pricePerSqm[i]
    if (ppsqm < pMin || ppsqm > pMax) continue
    if (c.livingArea[i] < num('living_space[min]', 15) || c.livingArea[i] > num('living_space[max]', 400)) continue
    const [rMin, rMax, yMin, yMax] = [
      num('rooms[min]', 1),
      num('rooms[max]', 7),
      num('building_year[min]', 1800),
      num('building_year[max]', new Date().getUTCFullYear())
    ]
    if (r.rooms === null ? !(rMin <= 1 && rMax >= 7) : r.rooms < rMin || r.rooms > rMax) continue
    if (
      r.buildingYear === null
        ? !(yMin <= 1800 && yMax >= new Date().getUTCFullYear())
        : r.buildingYear < yMin || r.buildingYear > yMax
    )
      continue
    if (types && !types.has(r.objectType)) continue
    if ((r.furnished === true) !== (q.furnished === 'true')) continue
    if ((r.subsidized === true) !== (q.subsidized_housing_permit === 'true')) continue
    if (q.first_time_use === 'true' && r.firstOccupancy !== true) continue
    picked.push({ i, d })
  }
  picked.sort((a, b) => a.d - b.d || a.i - b.i)
  const chosen = picked.slice(0, 3000).map((p) => p.i)
  const prices = chosen.map((i) => c.pricePerSqm[i])
  const durations = chosen.map((i) => c.endDay[i] - c.startDay[i])
  const r2 = (x: number | null) => (x === null ? null : round2(x))
  return {
    count: chosen.length,
    median_duration: r2(naiveQuantile(durations, 0.5)),
    median: r2(naiveQuantile(prices, 0.5)),
    average: chosen.length ? round2(prices.reduce((a, b) => a + b, 0) / chosen.length) : null,
    minimum_price: chosen.length ? round2(Math.min(...prices)) : null,
    maximum_price: chosen.length ? round2(Math.max(...prices)) : null,
    interval: { '10': r2(naiveQuantile(prices, 0.1)), '90': r2(naiveQuantile(prices, 0.9)) },
    urlIds: chosen.map((i) => m.urlId(i))
  }
}

function expectMatches(body: any, q: Query) {
  const { urlIds, ...stats } = bruteForce(q)
  const { exposes, meta, ...got } = body
  expect(got).toEqual(stats)
  expect(exposes.map((e: any) => e.url_id)).toEqual(urlIds)
  expect(meta.version).toMatch(/^1\./)
}

describe('price_filter', () => {
  const cases: Query[] = [
    { address: 'Marienplatz 1, 80331 München', type_of_demand: 'rent' },
    { coordinate: '52.5200,13.4050', type_of_demand: 'buy', radius: '1000', object_type: '7' },
    {
      coordinate: '53.5511,9.9937',
      type_of_demand: 'rent',
      radius: '5000',
      'rooms[min]': '2',
      'rooms[max]': '3',
      'living_space[min]': '50',
      'building_year[min]': '1950',
      'building_year[max]': '1990',
      start_date: '2020-01-01',
      end_date: '2023-12-31'
    },
    { coordinate: '50.9375,6.9603', type_of_demand: 'buy', radius: '10000', object_type: '0' },
    { coordinate: '51.34,12.37', type_of_demand: 'rent', radius: '10000', furnished: 'true' },
    { coordinate: '48.78,9.18', type_of_demand: 'buy', radius: '5000', first_time_use: 'true', 'price[min]': '5000' },
    { coordinate: '54.2,10.6', type_of_demand: 'buy' }, // a village: the municipality may be the smaller region
    { coordinate: '52.52,13.40', type_of_demand: 'rent', radius: '10000', subsidized_housing_permit: 'true' }
  ]
  for (const q of cases) {
    it(`matches a brute-force scan: ${JSON.stringify(q)}`, async () => {
      const { status, body } = await get(q)
      expect(status).toBe(200)
      expect(body.count).toBeGreaterThan(0)
      expectMatches(body, q)
    })
  }

  it('counts listings without rooms or building year under the default ranges, not under narrower ones', async () => {
    const q = { coordinate: '52.52,13.40', type_of_demand: 'rent', radius: '10000' }
    const all = (await get(q)).body.exposes
    expect(all.some((e: any) => e.construction_year === null)).toBe(true)
    const narrowed = (await get({ ...q, 'building_year[min]': '1801' })).body.exposes
    expect(narrowed.some((e: any) => e.construction_year === null)).toBe(false)
    expect(narrowed.length).toBe(all.filter((e: any) => e.construction_year !== null).length)
  })

  it('fills every exposé field as the listing states it', async () => {
    const { body } = await get({ coordinate: '52.52,13.40', type_of_demand: 'rent', radius: '2000' })
    const e = body.exposes[0]
    const r = m.record(m.indexOfId(e.url_id.toString(16).padStart(8, '0')))
    expect(e).toMatchObject({
      source: r.source,
      start_date: r.startDate,
      end_date: r.endDate,
      duration: `${r.durationDays} Tage`,
      offer_type: 'rent',
      postcode: r.postCode,
      city: r.city,
      cold_rent: r.price,
      price_square_meter: r.pricePerSqm,
      living_area: r.livingArea,
      object_type: r.objectTypeName
    })
    expect(Object.keys(e).sort()).toEqual([
      'additional_cost',
      'balcony_terrace',
      'barrier_free',
      'city',
      'cold_rent',
      'construction_year',
      'duration',
      'end_date',
      'first_occupancy',
      'floor',
      'furnished',
      'kitchen',
      'land_area',
      'lift',
      'living_area',
      'object_condition',
      'object_type',
      'offer_type',
      'parking_space',
      'postcode',
      'price_square_meter',
      'rooms',
      'source',
      'start_date',
      'street',
      'subsidized_housing_permit',
      'underfloor_heating',
      'url_id',
      'usable_area',
      'vacant_from'
    ])
  })

  it('clamps prices to the internal bounds (3..40 rent, 300..20000 buy per sqm)', async () => {
    const base = { coordinate: '52.52,13.40', radius: '5000' }
    const rent = await get({ ...base, type_of_demand: 'rent' })
    expect((await get({ ...base, type_of_demand: 'rent', 'price[min]': '0.5', 'price[max]': '999' })).body).toEqual(
      rent.body
    )
    expect(rent.body.maximum_price).toBeLessThanOrEqual(40)
    const buy = await get({ ...base, type_of_demand: 'buy' })
    expect((await get({ ...base, type_of_demand: 'buy', 'price[min]': '1', 'price[max]': '1000000' })).body).toEqual(
      buy.body
    )
    expect(buy.body.minimum_price).toBeGreaterThanOrEqual(300)
  })

  it('reads the group codes: 7 all apartments, 0 and 1 all houses', async () => {
    const base = { coordinate: '50.11,8.68', radius: '10000', type_of_demand: 'buy' }
    const houses = (await get({ ...base, object_type: HOUSES.join(',') })).body
    expect((await get({ ...base, object_type: '0' })).body).toEqual(houses)
    expect((await get({ ...base, object_type: '1' })).body).toEqual(houses)
    expect((await get({ ...base, object_type: '7' })).body).toEqual(
      (await get({ ...base, object_type: APARTMENTS.join(',') })).body
    )
    expect(
      houses.exposes.every((e: any) =>
        ['Einfamilienhaus', 'Doppelhaushälfte', 'Reihenhaus', 'Sonstige Häuser'].includes(e.object_type)
      )
    ).toBe(true)
  })

  it('keeps only the closest exposés when more match than the cap (3000; 100 here) and computes the figures over them', () => {
    const q = { coordinate: '52.52,13.40', type_of_demand: 'rent', radius: '10000' }
    const full = bruteForce(q)
    expect(full.count).toBeGreaterThan(100)
    const point = geo.locateV1(undefined, q.coordinate)!
    const small = new PriceFilter(m, geo, 10, 100).answer(
      point,
      resolveParams({ type_of_demand: 'rent', radius: 10000 }, m.asOf, new Date().getUTCFullYear())
    )
    expect(small.count).toBe(100)
    expect(small.exposes.map((e) => e.url_id)).toEqual(full.urlIds.slice(0, 100))
    const prices = full.urlIds.slice(0, 100).map((id) => c.pricePerSqm[m.indexOfId(id.toString(16).padStart(8, '0'))])
    expect(small.median).toBe(round2(naiveQuantile(prices, 0.5)!))
    expect(small.interval).toEqual({
      '10': round2(naiveQuantile(prices, 0.1)!),
      '90': round2(naiveQuantile(prices, 0.9)!)
    })
    expect(small.maximum_price).toBe(round2(Math.max(...prices)))
  })

  it('caches results per region and parameters: a repeated request reuses the entry, another region or parameter gets its own', () => {
    const pf = new PriceFilter(m, geo)
    const entries = () => (pf as unknown as { cache: Map<string, unknown> }).cache.size
    const year = new Date().getUTCFullYear()
    const munich = geo.locateV1('Marienplatz 1, 80331 München')!
    const rent = resolveParams({ type_of_demand: 'rent' }, m.asOf, year)
    const first = pf.answer(munich, rent)
    expect(entries()).toBe(1)
    expect(pf.answer(munich, resolveParams({ type_of_demand: 'rent' }, m.asOf, year))).toEqual(first)
    expect(entries()).toBe(1)
    pf.answer(munich, resolveParams({ type_of_demand: 'buy' }, m.asOf, year))
    pf.answer(munich, resolveParams({ type_of_demand: 'rent', 'rooms[min]': 2 }, m.asOf, year))
    pf.answer(geo.locateV1(undefined, '52.52,13.40')!, rent)
    expect(entries()).toBe(4)
  })

  it('bounds its cache by the offers it holds, not only by entries, and answers the same after an eviction', () => {
    const year = new Date().getUTCFullYear()
    const params = resolveParams({ type_of_demand: 'rent', radius: 10000 }, m.asOf, year)
    const places = ['52.52,13.40', '48.137,11.575', '53.55,9.99', '52.52,13.40'].map((c) => geo.locateV1(undefined, c)!)
    // Room for the largest single entry, never for two.
    const sizes = places.slice(0, 3).map((p) => {
      const pf = new PriceFilter(m, geo)
      pf.answer(p, params)
      return (pf as unknown as { held: number }).held
    })
    expect(Math.min(...sizes)).toBeGreaterThan(100)
    const pf = new PriceFilter(m, geo, 500, 3000, Math.max(...sizes))
    const inside = pf as unknown as { cache: Map<string, { matching: Uint32Array }>; held: number }
    const answers = places.map((p, k) => {
      const a = JSON.stringify(pf.answer(p, params))
      expect(inside.cache.size, `entries after request ${k + 1}`).toBe(1)
      expect(inside.held).toBe([...inside.cache.values()][0].matching.length)
      return a
    })
    expect(answers[3]).toBe(answers[0])
  })

  it('documents every parameter default and the internal bounds in the OpenAPI document', async () => {
    const doc = (await (await sb.request('/api/openapi.json', { key: null })).json()) as any
    const params = new Map<string, any>(doc.paths['/api/v1/price_filter'].get.parameters.map((p: any) => [p.name, p]))
    const defaults: Record<string, unknown> = {
      'rooms[min]': 1,
      'rooms[max]': 7,
      'living_space[min]': 15,
      'living_space[max]': 400,
      'price[min]': 3,
      'price[max]': 20000,
      'building_year[min]': 1800,
      furnished: false,
      subsidized_housing_permit: false,
      first_time_use: false
    }
    for (const [name, value] of Object.entries(defaults)) expect(params.get(name)?.schema?.default, name).toBe(value)
    const described = {
      'building_year[max]': 'current year',
      radius: 'postal code area or the city',
      object_type: 'all',
      start_date: '2018-02-01',
      end_date: 'yesterday'
    }
    for (const [name, text] of Object.entries(described)) expect(JSON.stringify(params.get(name)), name).toContain(text)
    expect(JSON.stringify(params.get('price[min]'))).toContain('3 (rent) / 300 (buy)')
    expect(JSON.stringify(params.get('price[max]'))).toContain('40 (rent) / 20000 (buy)')
  })

  it('answers the same request the same way (cached or not)', async () => {
    const q = { address: 'Marienplatz 1, 80331 München', type_of_demand: 'buy' }
    expect((await get(q)).body).toEqual((await get(q)).body)
  })

  it('finds more offers in bigger radii', async () => {
    const counts = []
    for (const radius of ['500', '2000', '10000'])
      counts.push((await get({ coordinate: '52.52,13.40', type_of_demand: 'rent', radius })).body.count)
    expect(counts[0]).toBeLessThan(counts[1])
    expect(counts[1]).toBeLessThan(counts[2])
  })

  it('refuses what it cannot place or read', async () => {
    expect(await get({ address: 'Nirgendwostraße 1, 99999 Atlantis', type_of_demand: 'rent' })).toEqual({
      status: 400,
      body: { error: 'address or coordinate not found' }
    })
    const bad = await get({ coordinate: '52.52,13.40', type_of_demand: 'rent', object_type: '12' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors)).toEqual(['object_type'])
    expect((await get({ coordinate: '52.52,13.40', type_of_demand: 'rent', radius: '750' })).status).toBe(400)
    expect((await get({ coordinate: '52.52,13.40', type_of_demand: 'lease' })).status).toBe(400)
    expect((await get({ type_of_demand: 'rent' })).status).toBe(400)
  })
})
