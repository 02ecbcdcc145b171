// Valuations against a real sandbox: plausible order (Munich dearer than Chemnitz, new dearer than
// 1965 stock), confidence falling with fewer comparables, values with low confidence at and beyond the
// plausible ranges (no refusal but for invalid input), required parameters,
// the deprecated alpha endpoint's headers, and v2 properties_light.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'

let sb: StartedSandbox
beforeAll(async () => {
  sb = await startSandbox()
})
afterAll(async () => {
  await sb?.close()
})

const MUNICH = 'Marienplatz 1, 80331 München'
const CHEMNITZ = 'Straße der Nationen 10, 09111 Chemnitz'
// A small town with few comparables in the test market (asOf fixed in tests/helpers/sandbox.ts).
const VILLAGE = 'Hauptstraße 10, 74889 Sinsheim'

async function get(
  path: string,
  params: Record<string, string | number>
): Promise<{ status: number; body: any; headers: Headers }> {
  const query = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) query.set(k, String(v))
  const res = await sb.request(`${path}?${query}`)
  return { status: res.status, body: (await res.json()) as any, headers: res.headers }
}
const apartment = (address: string, extra: Record<string, string | number> = {}) =>
  get('/api/v1/vps/apartments', { address, living_space: 75, ...extra })

describe('v1 vps', () => {
  it('values the same flat higher in Munich than in Chemnitz', async () => {
    const munich = await apartment(MUNICH, { building_year: 1995, condition: 'good' })
    const chemnitz = await apartment(CHEMNITZ, { building_year: 1995, condition: 'good' })
    expect(munich.status).toBe(200)
    expect(chemnitz.status).toBe(200)
    expect(munich.body.valuation).toBeGreaterThan(2 * chemnitz.body.valuation)
    for (const b of [munich.body, chemnitz.body]) {
      expect(Number.isInteger(b.confidence)).toBe(true)
      expect(b.confidence).toBeGreaterThanOrEqual(1)
      expect(b.confidence).toBeLessThanOrEqual(5)
      expect(b.meta.version).toBeTruthy()
    }
  })

  it('values a new build higher than 1965 stock in the same place', async () => {
    for (const address of [MUNICH, CHEMNITZ]) {
      const fresh = await apartment(address, {
        building_year: new Date().getUTCFullYear(),
        condition: 'very good',
        furnishing: 'upscale'
      })
      const old = await apartment(address, { building_year: 1965, condition: 'moderate', furnishing: 'good' })
      expect(fresh.body.valuation).toBeGreaterThan(old.body.valuation * 1.1)
    }
  })

  it('is less confident where there are fewer comparables', async () => {
    const city = await apartment(MUNICH)
    const village = await apartment(VILLAGE)
    expect(village.status).toBe(200)
    expect(village.body.confidence).toBeLessThan(city.body.confidence)
  })

  it('values inputs far beyond the comparables (a 2,500 sqm flat, a 3,000 sqm house) with the lowest confidence instead of refusing', async () => {
    const normal = await apartment(MUNICH)
    const huge = await apartment(MUNICH, { living_space: 2500 })
    expect(huge.status, JSON.stringify(huge.body)).toBe(200)
    expect(huge.body.valuation).toBeGreaterThan(10 * normal.body.valuation)
    expect(huge.body.confidence).toBe(1)
    expect(normal.body.confidence).toBeGreaterThan(1)
    const house = await get('/api/v1/vps/houses', {
      address: MUNICH,
      house_type: 'one-family',
      living_space: 3000,
      land_area: 500,
      building_year: 1995,
      condition: 'good',
      furnishing: 'good'
    })
    expect(house.status, JSON.stringify(house.body)).toBe(200)
    expect(house.body.valuation).toBeGreaterThan(0)
  })

  it("values the vendor's own example, a 500 sqm house on 1,200 sqm, in big cities and a 250 sqm house in a small town, with low confidence", async () => {
    const cities = [
      'Rathausmarkt 1, 20095 Hamburg',
      MUNICH,
      'Marktplatz 1, 40213 Düsseldorf',
      'Schloßstraße 1, 01067 Dresden'
    ]
    for (const address of cities) {
      const params = {
        address,
        house_type: 'one-family',
        land_area: 1200,
        building_year: 1995,
        condition: 'good',
        furnishing: 'good'
      }
      const big = await get('/api/v1/vps/houses', { ...params, living_space: 500 })
      const usual = await get('/api/v1/vps/houses', { ...params, living_space: 150 })
      expect(big.status, `${address}: ${JSON.stringify(big.body)}`).toBe(200)
      expect(big.body.valuation).toBeGreaterThan(usual.body.valuation)
      const alike = await get('/api/v1/vps/apartments', { address, living_space: 500, building_year: 1995 })
      expect(alike.status).toBe(200)
      expect(alike.body.confidence).toBeLessThanOrEqual(2)
    }
    const village = await get('/api/v1/vps/houses', {
      address: VILLAGE,
      house_type: 'one-family',
      living_space: 250,
      land_area: 1200,
      building_year: 1800,
      condition: 'dilapidated',
      furnishing: 'very simple'
    })
    expect(village.status, JSON.stringify(village.body)).toBe(200)
    expect(village.body.valuation).toBeGreaterThan(0)
  })

  it('values plots only, from tiny to far beyond the plausible 1,000 sqm, less per sqm as they grow', async () => {
    for (const address of [MUNICH, VILLAGE]) {
      const sizes = [50, 600, 1200, 20_000]
      const values: number[] = []
      for (const land_area of sizes) {
        const r = await get('/api/v1/vps/plots', { address, land_area })
        expect(r.status, JSON.stringify(r.body)).toBe(200)
        values.push(r.body.valuation)
      }
      for (let k = 1; k < sizes.length; k++) {
        expect(values[k]).toBeGreaterThan(values[k - 1])
        expect(values[k] / sizes[k]).toBeLessThan(values[k - 1] / sizes[k - 1])
      }
    }
  })

  it('still refuses invalid input with the field named', async () => {
    const { status, body } = await get('/api/v1/vps/apartments', { address: MUNICH, living_space: 'big' })
    expect(status).toBe(400)
    expect(Object.keys(body.errors ?? {}).join()).toMatch(/living_space/)
  })

  it('answers the same request with the same value, by GET and by POST', async () => {
    const a = await apartment(CHEMNITZ, { building_year: 1980 })
    const b = await apartment(CHEMNITZ, { building_year: 1980 })
    expect(b.body).toEqual(a.body)
    const res = await sb.request('/api/v1/vps/apartments', {
      method: 'POST',
      json: { address: CHEMNITZ, living_space: 75, building_year: 1980 }
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as any).valuation).toBe(a.body.valuation)
  })

  it('values houses (every parameter required), apartment buildings and plots', async () => {
    const house = {
      address: MUNICH,
      house_type: 'one-family',
      living_space: 140,
      land_area: 500,
      building_year: 1995,
      condition: 'good',
      furnishing: 'good'
    }
    const h = await get('/api/v1/vps/houses', house)
    expect(h.status).toBe(200)
    expect(h.body.valuation).toBeGreaterThan(0)
    expect(h.body.confidence).toBeUndefined()
    const { condition: _c, ...withoutCondition } = house
    const missing = await get('/api/v1/vps/houses', withoutCondition)
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.errors ?? {}).join()).toMatch(/condition/)
    const row = await get('/api/v1/vps/houses', { ...house, house_type: 'row' })
    expect(row.body.valuation).toBeLessThan(h.body.valuation)

    const building = await get('/api/v1/vps/apartment_buildings', {
      address: CHEMNITZ,
      living_space: 900,
      land_area: 700,
      building_year: 1960
    })
    expect(building.status).toBe(200)
    expect(building.body.valuation).toBeGreaterThan(0)
    expect(building.body.confidence).toBeGreaterThanOrEqual(1)

    const munichPlot = await get('/api/v1/vps/plots', { address: MUNICH, land_area: 600 })
    const chemnitzPlot = await get('/api/v1/vps/plots', { address: CHEMNITZ, land_area: 600 })
    expect(munichPlot.status).toBe(200)
    expect(munichPlot.body.valuation).toBeGreaterThan(3 * chemnitzPlot.body.valuation)
  })
})

describe('v1 valuation/alpha (deprecated)', () => {
  it('answers like vps/apartments and carries Deprecation and Sunset headers', async () => {
    const alpha = await get('/api/v1/valuation/alpha', { address: CHEMNITZ, living_space: 75, building_year: 1980 })
    const vps = await apartment(CHEMNITZ, { building_year: 1980 })
    expect(alpha.status).toBe(200)
    expect(alpha.body.valuation).toBe(vps.body.valuation)
    expect(alpha.body.confidence).toBe(vps.body.confidence)
    expect(alpha.headers.get('deprecation')).toMatch(/^@\d+$/)
    // An HTTP date (RFC 8594), after the deprecation date; not compared with today, so the test does not expire.
    expect(alpha.headers.get('sunset')).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
    const sunset = Date.parse(alpha.headers.get('sunset')!)
    expect(Number(alpha.headers.get('deprecation')!.slice(1)) * 1000).toBeLessThan(sunset)
  })
})

describe('v2 valuations/properties_light', () => {
  const light = async (property: Record<string, unknown>) => {
    const res = await sb.request('/api/v2/valuations/properties_light', {
      method: 'POST',
      json: { dealType: 'sale', property }
    })
    return { status: res.status, body: (await res.json()) as any }
  }
  const at = (city: 'MUNICH' | 'CHEMNITZ') => ({
    address:
      city === 'MUNICH'
        ? { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'München' }
        : { street: 'Straße der Nationen', houseNumber: '10', postCode: '09111', city: 'Chemnitz' }
  })

  it('values apartments, houses, apartment buildings and plots with a confidence class', async () => {
    const cases = [
      { propertyType: { type: 'apartment', subtype: 'apartment_apartment' }, livingArea: 70, buildingYear: 1990 },
      {
        propertyType: { type: 'house', subtype: 'house_one_family' },
        livingArea: 150,
        landArea: 600,
        buildingYear: 2000,
        condition: 'good',
        quality: 'good'
      },
      { propertyType: { type: 'apartment_building' }, livingArea: 800, landArea: 600 },
      { propertyType: { type: 'plot' }, landArea: 600 }
    ]
    for (const c of cases) {
      const munich = await light({ ...c, location: at('MUNICH') })
      const chemnitz = await light({ ...c, location: at('CHEMNITZ') })
      expect(munich.status, JSON.stringify(munich.body)).toBe(200)
      expect(munich.body).toMatchObject({ value: expect.any(Number), currency: 'EUR' })
      expect(['poor', 'medium', 'high']).toContain(munich.body.confidence)
      expect(munich.body.value).toBeGreaterThan(chemnitz.body.value)
    }
  })

  it('answers at and beyond the plausible ranges, poor where comparables are thin', async () => {
    const year = new Date().getUTCFullYear()
    const corners = [
      { propertyType: { type: 'apartment' }, livingArea: 15, buildingYear: 1800 },
      { propertyType: { type: 'apartment' }, livingArea: 200, buildingYear: year },
      {
        propertyType: { type: 'house' },
        livingArea: 40,
        landArea: 50,
        buildingYear: 1800,
        condition: 'dilapidated',
        quality: 'very_simple'
      },
      {
        propertyType: { type: 'house' },
        livingArea: 450,
        landArea: 1000,
        buildingYear: year,
        condition: 'very_good',
        quality: 'very_upscale'
      },
      {
        propertyType: { type: 'house', subtype: 'house_one_family' },
        livingArea: 500,
        landArea: 1200,
        buildingYear: 1995,
        condition: 'good',
        quality: 'good'
      },
      { propertyType: { type: 'plot' }, landArea: 5000 }
    ]
    for (const c of corners) {
      for (const city of ['MUNICH', 'CHEMNITZ'] as const) {
        const r = await light({ ...c, location: at(city) })
        expect(r.status, `${JSON.stringify(c)} ${JSON.stringify(r.body)}`).toBe(200)
        expect(r.body.value).toBeGreaterThan(0)
      }
    }
    const beyond = await light({ propertyType: { type: 'apartment' }, livingArea: 2500, location: at('MUNICH') })
    expect(beyond.status).toBe(200)
    expect(beyond.body.confidence).toBe('poor')
  })

  it('requires the fields the property type needs', async () => {
    const { status, body } = await light({
      propertyType: { type: 'house' },
      location: at('MUNICH'),
      livingArea: 150,
      landArea: 600,
      buildingYear: 2000
    })
    expect(status).toBe(400)
    expect(Object.keys(body.errors).sort()).toEqual(['property.condition', 'property.quality'])
  })

  it('answers 400 address-not-found for an unknown place', async () => {
    const { status, body } = await light({
      propertyType: { type: 'apartment' },
      livingArea: 70,
      location: { address: { street: 'Nirgendwostraße', houseNumber: '1', postCode: '00000', city: 'Atlantis' } }
    })
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'address or coordinate not found' })
  })
})
