// Infinity, NaN and values beyond the documented or physical range are a 400 naming the field, never
// a 200 with "valuation": null (v1 vps, the deprecated alpha and the v2 light valuation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { SandboxContext } from '@sandbox/context'
import { MAX_LAND_AREA, MAX_LIVING_SPACE } from '@shared/api'
import { inProcessSandbox } from '../../helpers/sandbox'

let ctx: SandboxContext
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ ctx, app, close } = await inProcessSandbox())
})
afterAll(async () => {
  await close?.()
})

const ADDRESS = `address=${encodeURIComponent('Unter den Linden 1, 10117 Berlin')}`
const HOUSE = 'house_type=row&condition=good&furnishing=good'

async function get(path: string, query: string) {
  const res = await app.inject({ method: 'GET', url: `${path}?api_key=${ctx.keys.full.key}&${ADDRESS}&${query}` })
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> }
}

describe('numbers out of range', () => {
  it.each([
    ['/api/v1/vps/apartments', 'living_space=80&building_year=Infinity', 'building_year'],
    ['/api/v1/vps/apartments', 'living_space=80&building_year=1e309', 'building_year'],
    ['/api/v1/vps/apartments', 'living_space=80&building_year=-Infinity', 'building_year'],
    ['/api/v1/vps/apartments', 'living_space=NaN', 'living_space'],
    ['/api/v1/vps/apartments', 'living_space=1e309', 'living_space'],
    ['/api/v1/vps/apartments', 'living_space=1e308', 'living_space'],
    ['/api/v1/valuation/alpha', 'living_space=80&building_year=Infinity', 'building_year'],
    ['/api/v1/valuation/alpha', 'living_space=1e308', 'living_space'],
    ['/api/v1/vps/apartment_buildings', 'living_space=900&land_area=1e308', 'land_area'],
    ['/api/v1/vps/houses', `living_space=120&land_area=1e308&building_year=2000&${HOUSE}`, 'land_area'],
    ['/api/v1/vps/houses', `living_space=Infinity&land_area=500&building_year=2000&${HOUSE}`, 'living_space'],
    ['/api/v1/vps/plots', 'land_area=1e308', 'land_area'],
    ['/api/v1/vps/plots', 'land_area=Infinity', 'land_area']
  ])('%s?%s is a 400 naming %s', async (path, query, field) => {
    const { status, body } = await get(path, query)
    expect(status, JSON.stringify(body)).toBe(400)
    expect(Object.keys((body.errors ?? {}) as object)).toContain(field)
  })

  it('at the documented maxima the answer is a number or a 400, never null', async () => {
    for (const [path, query] of [
      ['/api/v1/vps/plots', `land_area=${MAX_LAND_AREA}`],
      ['/api/v1/vps/apartments', `living_space=${MAX_LIVING_SPACE}&building_year=2100`],
      ['/api/v1/vps/houses', `living_space=${MAX_LIVING_SPACE}&land_area=${MAX_LAND_AREA}&building_year=1000&${HOUSE}`]
    ] as const) {
      const { status, body } = await get(path, query)
      if (status === 200) expect(Number.isFinite(body.valuation), JSON.stringify(body)).toBe(true)
      else expect(status, JSON.stringify(body)).toBe(400)
    }
  })

  it('a JSON body with 1e309 or a huge area is a 400 too (POST vps, v2 light valuation)', async () => {
    const post = async (url: string, payload: string) => {
      const res = await app.inject({
        method: 'POST',
        url: `${url}?api_key=${ctx.keys.full.key}`,
        headers: { 'content-type': 'application/json' },
        payload
      })
      return { status: res.statusCode, body: JSON.parse(res.body) as { errors?: Record<string, string[]> } }
    }
    const vps = await post(
      '/api/v1/vps/apartments',
      '{"address":"Unter den Linden 1, 10117 Berlin","living_space":1e309}'
    )
    expect(vps.status).toBe(400)
    expect(Object.keys(vps.body.errors ?? {})).toEqual(['living_space'])
    const light = await post(
      '/api/v2/valuations/properties_light',
      JSON.stringify({
        dealType: 'sale',
        property: {
          propertyType: { type: 'apartment' },
          location: { coordinates: { latitude: 52.517, longitude: 13.389 } },
          livingArea: 1e308
        }
      })
    )
    expect(light.status, JSON.stringify(light.body)).toBe(400)
    expect(Object.keys(light.body.errors ?? {})).toEqual(['property.livingArea'])
  })
})
