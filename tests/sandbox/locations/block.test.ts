// v1 block against a real sandbox: every key of the spec's table, German labels, the block's series
// shape (development keyed by year with {y, delta, gamma?}, marketing_duration keyed by first-of-month
// dates), address-not-found and building-block-not-found.
import { Value } from '@sinclair/typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BlockResponse } from '@shared/api'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'

let sb: StartedSandbox
beforeAll(async () => {
  sb = await startSandbox()
})
afterAll(async () => {
  await sb?.close()
})

async function block(params: Record<string, string>): Promise<{ status: number; body: any }> {
  const res = await sb.request(`/api/v1/block?${new URLSearchParams(params)}`)
  return { status: res.status, body: (await res.json()) as any }
}

describe('v1 block', () => {
  it('answers every key of the table with German labels', async () => {
    const { status, body } = await block({ address: 'Marienplatz 1, 80331 München' })
    expect(status).toBe(200)
    expect([...Value.Errors(BlockResponse, body)].map((e) => `${e.path} ${e.message}`)).toEqual([])
    expect(Object.keys(body).sort()).toEqual(
      [
        'address',
        'building_structure',
        'demography',
        'infrastructure',
        'investment_risk',
        'meta',
        'prices',
        'rating',
        'region',
        'social_structure'
      ].sort()
    )
    expect(Object.keys(body.address).sort()).toEqual([
      'city',
      'county',
      'district',
      'geo_json',
      'latitude',
      'longitude',
      'postcode',
      'state',
      'street'
    ])
    expect(body.address.postcode).toBe('80331')
    for (const k of ['total', 'social', 'infrastructure', 'rent']) {
      expect(body.rating[k]).toBeGreaterThanOrEqual(0)
      expect(body.rating[k]).toBeLessThanOrEqual(1)
    }
    expect(typeof body.rating.demography).toBe('string')
    expect(typeof body.rating.building).toBe('string')
    expect(body.investment_risk.price_factor.stock).toBeGreaterThan(5)
    expect(body.investment_risk.vacancy_rate).toMatchObject({ class: expect.any(String), percent: expect.any(Number) })
    const classes = ['sehr niedrig', 'niedrig', 'durchschnittlich', 'hoch', 'sehr hoch']
    expect(classes).toContain(body.social_structure.unemployed.class)
    expect(body.social_structure.unemployed.pclass).toMatch(/^\d+ - \d+ %$/)
    expect(classes).toContain(body.social_structure.purchasing_power.class)
    expect(body.social_structure.purchasing_power.index).toMatch(/^\d+,\d$/)
    for (const k of ['income', 'social_class', 'wohnkonzept']) expect(typeof body.social_structure[k]).toBe('string')
    expect(Object.keys(body.demography.households).sort()).toEqual(['1-2_persons', '3+_persons', 'children'])
    expect(Object.keys(body.demography.age).sort()).toEqual(['0-18', '18-30', '30-45', '45-65', '65+'])
    for (const v of Object.values(body.demography.age) as any[]) expect(classes).toContain(v.class)
    expect(Object.keys(body.infrastructure).sort()).toEqual(['family', 'health', 'mobility', 'neighborhood', 'noise'])
    expect(Object.keys(body.infrastructure.health).sort()).toEqual([
      'doctor',
      'hospital',
      'pharmacy',
      'recreation',
      'sports',
      'subrating'
    ])
    expect(Object.keys(body.infrastructure.mobility).sort()).toEqual([
      'airport',
      'bus',
      'ev_charging_station',
      'subrating',
      'train'
    ])
    expect(body.infrastructure.neighborhood.grocery).toMatch(/m$/)
    expect(body.infrastructure.family.primary_school).toBeGreaterThan(0)
    expect(Object.keys(body.building_structure).sort()).toEqual(['density', 'floors', 'type', 'year'])
    expect(body.region.city).toMatchObject({ name: 'München', type: 'Großstadt', population: expect.any(Number) })
    expect(body.region.postal_code.code).toBe('80331')
    expect(body.region.county.future_potential).toBeGreaterThanOrEqual(0)
    for (const k of [
      'population_development',
      'population_forecast',
      'population_pyramid',
      'population_by_age',
      'migration_balance',
      'construction_completions',
      'unemployment_rates',
      'migrant_share',
      'available_income',
      'income'
    ]) {
      expect(body.region[k], k).toMatchObject({ title: expect.any(String), series: expect.any(Array) })
      expect(body.region[k].series.length, k).toBeGreaterThan(0)
      for (const s of body.region[k].series) for (const v of Object.values(s.data)) expect(typeof v).toBe('number')
    }
    expect(Object.keys(body.region.population_development.series[0].data)[0]).toBe('2011')
  })

  it('shapes price development by year and marketing duration by month', async () => {
    const { body } = await block({ address: 'Marienplatz 1, 80331 München' })
    for (const deal of ['rent', 'purchase']) {
      const dev = body.prices[deal].development
      expect(dev.series.length).toBeGreaterThan(0)
      // The sandbox's prices are asking prices: its titles say so, never Kaufpreis.
      expect(dev.title).toMatch(/^Entwicklung der Angebots(mieten|preise) /)
      for (const s of dev.series) {
        expect(['zipcode', 'municipality', 'county', 'country']).toContain(s.region_type)
        const keys = Object.keys(s.data)
        for (const k of keys) {
          expect(k).toMatch(/^\d{4}$/)
          expect(s.data[k]).toMatchObject({ y: expect.any(Number), delta: expect.stringMatching(/^[+-]\d+,\d %$/) })
        }
        expect(s.data[keys[keys.length - 1]].gamma).toMatch(/^[\d.]+,\d\d – [\d.]+,\d\d$/)
        expect(keys.slice(0, -1).every((k) => s.data[k].gamma === undefined)).toBe(true)
      }
      const duration = body.prices[deal].marketing_duration
      expect(duration.series.length).toBeGreaterThan(0)
      for (const s of duration.series) {
        for (const [k, v] of Object.entries(s.data)) {
          expect(k).toMatch(/^\d{4}-\d{2}-01$/)
          expect(v).toBeGreaterThan(0)
        }
      }
    }
  })

  it('prefers the address over the coordinate and answers the same again', async () => {
    const a = await block({ address: 'Straße der Nationen 10, 09111 Chemnitz', coordinate: '48.137,11.575' })
    expect(a.body.address.city).toBe('Chemnitz')
    expect((await block({ address: 'Straße der Nationen 10, 09111 Chemnitz' })).body).toEqual(a.body)
    const byCoordinate = await block({ coordinate: '48.137,11.575' })
    expect(byCoordinate.status).toBe(200)
    expect(byCoordinate.body.address.city).toBe('München')
  })

  it('answers 400 address-not-found, and building-block-not-found for a town without a street', async () => {
    expect(await block({ address: 'Nirgendwostraße 1, 00000 Atlantis' })).toEqual({
      status: 400,
      body: { error: 'address or coordinate not found' }
    })
    expect(await block({ address: '80331 München' })).toEqual({
      status: 400,
      body: { error: 'building block not found' }
    })
  })
})
