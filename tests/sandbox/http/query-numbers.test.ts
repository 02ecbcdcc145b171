// Number parameters of the query are read strictly: plain decimal digits, a point and
// more digits where the parameter is a float, no whitespace, no sign (the service interface writes none),
// no hex, octal, binary or exponent notation. Ajv alone coerced "0x10" to 16 and " 80 " and "+80" to 80.
// Every number parameter of every endpoint is tried, so a new one needs a good value here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { ENDPOINT_LIST, type Endpoint } from '@shared/api'
import type { SandboxContext } from '@sandbox/context'
import { inProcessSandbox } from '../../helpers/sandbox'
import { label } from './endpoints'

let ctx: SandboxContext
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ ctx, app, close } = await inProcessSandbox())
})
afterAll(async () => {
  await close?.()
})

const ADDRESS = { address: 'Unter den Linden 1, 10117 Berlin' }
/** A request each endpoint answers without a field error, to vary one parameter of. */
const BASE: Record<string, Record<string, string>> = {
  priceFilter: { ...ADDRESS, type_of_demand: 'rent' },
  vpsApartments: { ...ADDRESS, living_space: '80' },
  valuationAlpha: { ...ADDRESS, living_space: '80' },
  vpsApartmentBuildings: { ...ADDRESS, living_space: '900', land_area: '1000' },
  vpsHouses: {
    ...ADDRESS,
    house_type: 'row',
    living_space: '120',
    land_area: '500',
    building_year: '2000',
    condition: 'good',
    furnishing: 'good'
  },
  vpsPlots: { ...ADDRESS, land_area: '500' }
}
/** A good value of every number parameter (floats with a fraction where they may have one). */
const GOOD: Record<string, string> = {
  'rooms[min]': '2',
  'rooms[max]': '4.5',
  'living_space[min]': '30',
  'living_space[max]': '120.5',
  'price[min]': '5',
  'price[max]': '30.25',
  'building_year[min]': '1950',
  'building_year[max]': '2020',
  radius: '1000',
  living_space: '80.5',
  land_area: '500',
  building_year: '2000',
  limit: '10',
  offset: '0'
}
const BAD = [
  '-0',
  '-0.0',
  '0x10',
  '0X10',
  ' 80',
  '80 ',
  ' 80 ',
  '\t80',
  '+80',
  '1e2',
  '1E2',
  '',
  '.5',
  '5.',
  '0b1',
  '0o7',
  '1_000',
  '８０',
  '80abc',
  'Infinity',
  'NaN',
  '80,5',
  '-0x10',
  '--1'
]

/** Names of the number parameters of a query schema (numbers, integers and unions of number literals). */
function numberParams(endpoint: Endpoint): string[] {
  const properties =
    (endpoint.query as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties ?? {}
  const numeric = (s: Record<string, unknown>) => s.type === 'number' || s.type === 'integer'
  return Object.entries(properties)
    .filter(
      ([, s]) => numeric(s) || (Array.isArray(s.anyOf) && (s.anyOf as Array<Record<string, unknown>>).every(numeric))
    )
    .map(([name]) => name)
}

const cases = ENDPOINT_LIST.filter((e) => numberParams(e).length > 0)

async function get(endpoint: Endpoint, params: Record<string, string>, method: 'GET' | 'POST' = 'GET') {
  const path = endpoint.path.replace(/:[A-Za-z]+/g, 'no-such-id')
  const query = new URLSearchParams({ api_key: ctx.keys.full.key, ...params }).toString()
  const res = await app.inject({
    method,
    url: `${path}?${query}`,
    ...(method === 'POST'
      ? {
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ living_space: 80, land_area: 500 })
        }
      : {})
  })
  return { status: res.statusCode, body: JSON.parse(res.body || '{}') as { errors?: Record<string, string[]> } }
}

describe('number query parameters', () => {
  it('every number parameter of the interface is covered here', () => {
    expect(cases.map((e) => e.id).sort()).toEqual(
      [
        'priceFilter',
        'vpsApartments',
        'vpsApartmentBuildings',
        'vpsHouses',
        'vpsPlots',
        'valuationAlpha',
        'propertyGroupsList',
        'propertiesList',
        'propertyImagesList'
      ].sort()
    )
    for (const e of cases)
      for (const name of numberParams(e)) expect(GOOD, `${label(e)} ${name}`).toHaveProperty([name])
  })

  it.each(cases.map((e) => [label(e), e] as const))(
    '%s: decimal digits are read, nothing else',
    async (_l, endpoint) => {
      for (const name of numberParams(endpoint)) {
        const base = BASE[endpoint.id] ?? {}
        const good = await get(endpoint, { ...base, [name]: GOOD[name]! })
        expect(Object.keys(good.body.errors ?? {}), `${name}=${GOOD[name]} ${JSON.stringify(good.body)}`).not.toContain(
          name
        )
        for (const text of [...BAD, `-${GOOD[name]}`]) {
          const bad = await get(endpoint, { ...base, [name]: text })
          expect(bad.status, `${label(endpoint)} ${name}=${JSON.stringify(text)}`).toBe(400)
          expect(
            Object.keys(bad.body.errors ?? {}),
            `${name}=${JSON.stringify(text)} ${JSON.stringify(bad.body)}`
          ).toContain(name)
        }
      }
    }
  )

  it('names the rule: "0x10" for an integer and " 80 " for a float', async () => {
    const list = ENDPOINT_LIST.find((e) => e.id === 'propertyGroupsList')!
    expect((await get(list, { limit: '0x10' })).body).toEqual({
      errors: { limit: ['must be a whole number written in decimal digits (such as 80)'] }
    })
    const apartments = ENDPOINT_LIST.find((e) => e.id === 'vpsApartments')!
    expect((await get(apartments, { ...ADDRESS, living_space: ' 80 ' })).body).toEqual({
      errors: { living_space: ['must be a number written in decimal digits (such as 80 or 72.5)'] }
    })
    // A minus where the schema has a lower bound is answered with the bound, as before.
    expect((await get(list, { offset: '-1' })).body).toEqual({
      errors: { offset: ['must be greater than or equal to 0'] }
    })
    // Leading zeros are still decimal.
    expect((await get(list, { limit: '010' })).status).toBe(200)
  })

  it('the POST form of the vps endpoints reads numbers in its query by the same rule', async () => {
    for (const endpoint of ENDPOINT_LIST.filter((e) => e.path.startsWith('/api/v1/vps/'))) {
      const name = numberParams(endpoint).at(-1)!
      const bad = await get(endpoint, { ...ADDRESS, [name]: `+${GOOD[name]}` }, 'POST')
      expect(bad.status, `${label(endpoint)} ${name}`).toBe(400)
      expect(Object.keys(bad.body.errors ?? {}), label(endpoint)).toContain(name)
    }
  })
})
