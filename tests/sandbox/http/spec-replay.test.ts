// Replays the spec against a real sandbox over HTTP. The spec gives no literal example requests, so each
// request is built from the endpoint's parameter table (every parameter of the table, required ones and
// optional ones with their listed defaults) and each answer is checked twice: against the shared response
// schema of the endpoint (every required field there), and field by field against the response table
// transcribed in spec-fields.ts (every listed field, its type and enum, nothing unlisted). Every row of
// ENDPOINTS is replayed, the vps endpoints by GET and by POST.
import sharp from 'sharp'
import { Value } from '@sinclair/typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_VERSIONS, ENDPOINTS, type Endpoint, type EndpointId } from '@shared/api'
import { startSandbox, TEST_MARKET_AS_OF as TEST_AS_OF, type StartedSandbox } from '../../helpers/sandbox'
import { imageUpload } from '../portfolio/multipart'
import * as spec from './spec-fields'

let sb: StartedSandbox
beforeAll(async () => {
  sb = await startSandbox()
})
afterAll(async () => {
  await sb?.close()
})

type Json = Record<string, any>
const replayed = new Set<string>()

const ADDRESS_V1 = 'Marienplatz 1, 80331 München'
const ADDRESS_V2 = { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'München' }

/** Sends one request of `id` and checks status, shared schema, spec table and meta. */
async function replay(
  id: EndpointId,
  req: {
    method?: string
    path?: string
    query?: Record<string, string | number | boolean>
    json?: unknown
    body?: { body: Buffer; contentType: string }
  },
  table: spec.Kind | null,
  meta: { url: 'null' | 'link' } = { url: 'null' }
): Promise<Json> {
  const endpoint: Endpoint = ENDPOINTS[id]
  const method = req.method ?? endpoint.method
  const qs = new URLSearchParams(Object.entries(req.query ?? {}).map(([k, v]) => [k, String(v)]))
  const path = `${req.path ?? endpoint.path}${qs.size ? `?${qs}` : ''}`
  const res = req.body
    ? await sb.request(path, {
        method,
        body: new Uint8Array(req.body.body),
        headers: { 'content-type': req.body.contentType }
      })
    : await sb.request(path, { method, json: req.json })
  const text = await res.text()
  const where = `${method} ${path}`
  expect(res.status, `${where}: ${text.slice(0, 300)}`).toBe(endpoint.status)
  replayed.add(`${method} ${endpoint.path}`)
  if (table === null) {
    expect(text, where).toBe('')
    return {}
  }
  const body = JSON.parse(text) as Json
  expect(
    [...Value.Errors(endpoint.response!, body)].map((e) => `${e.path} ${e.message}`),
    `${where}: shared schema`
  ).toEqual([])
  expect(spec.fieldProblems(body, table), `${where}: spec table`).toEqual([])
  expect(body.meta.version, where).toBe(endpoint.path.startsWith('/api/v1/') ? API_VERSIONS.v1 : API_VERSIONS.v2)
  if (meta.url === 'null') expect(body.meta.url, `${where}: meta.url`).toBeNull()
  else {
    expect(body.meta.url, `${where}: meta.url`).toMatch(new RegExp(`^${sb.url}/`))
    expect(body.meta.url, `${where}: meta.url`).toContain(encodeURIComponent(body.id))
  }
  return body
}

describe('v1', () => {
  it('price_filter: every parameter of the table; listed defaults change nothing; every exposé field filled somewhere', async () => {
    const minimal = await replay(
      'priceFilter',
      { query: { address: ADDRESS_V1, type_of_demand: 'rent' } },
      spec.PriceFilterResponse
    )
    // Every parameter with a fixed default in the table, sent explicitly at that default.
    const defaults = {
      'rooms[min]': 1,
      'rooms[max]': 7,
      'living_space[min]': 15,
      'living_space[max]': 400,
      'price[min]': 3,
      'price[max]': 20000,
      'building_year[min]': 1800,
      furnished: false,
      subsidized_housing_permit: false,
      first_time_use: false,
      start_date: '2018-02-01'
    }
    const explicit = await replay(
      'priceFilter',
      { query: { address: ADDRESS_V1, type_of_demand: 'rent', ...defaults } },
      spec.PriceFilterResponse
    )
    expect(explicit).toEqual(minimal)
    expect(minimal.count).toBeGreaterThan(0)
    expect(minimal.count).toBe(minimal.exposes.length)

    // The remaining parameters (radius, object_type, building_year[max], end_date) and the coordinate form.
    const year = Number(TEST_AS_OF.slice(0, 4))
    const all = await replay(
      'priceFilter',
      {
        query: {
          coordinate: '48.137,11.575',
          type_of_demand: 'buy',
          ...defaults,
          'price[min]': 300,
          radius: 10000,
          object_type: '16,14,15,8,11,10,9,18,2,3,5,17',
          'building_year[max]': year,
          end_date: TEST_AS_OF
        }
      },
      spec.PriceFilterResponse
    )
    expect(all.count).toBeGreaterThan(0)
    const exposes = [...minimal.exposes, ...all.exposes] as Json[]
    for (const field of Object.keys(spec.PRICE_FILTER_EXPOSE_FIELDS)) {
      expect(
        exposes.some((e) => e[field] !== null),
        `${field} is null in every exposé`
      ).toBe(true)
    }
  })

  it('block: every key of the table for a large city', async () => {
    await replay('block', { query: { address: ADDRESS_V1 } }, spec.BlockResponse())
    await replay('block', { query: { coordinate: '48.137,11.575' } }, spec.BlockResponse({ byCoordinate: true }))
  })

  const vps: Array<[EndpointId, Record<string, string | number>, spec.Kind]> = [
    [
      'vpsApartments',
      { living_space: 75, building_year: 1995, condition: 'good', furnishing: 'upscale' },
      spec.VpsWithConfidence
    ],
    [
      'vpsApartmentBuildings',
      { living_space: 900, land_area: 700, building_year: 1960, condition: 'moderate', furnishing: 'simple' },
      spec.VpsWithConfidence
    ],
    [
      'vpsHouses',
      {
        house_type: 'one-family',
        living_space: 140,
        land_area: 500,
        building_year: 1995,
        condition: 'very good',
        furnishing: 'very upscale'
      },
      spec.VpsWithoutConfidence
    ],
    ['vpsPlots', { land_area: 600 }, spec.VpsWithoutConfidence]
  ]
  it.each(vps)(
    '%s: by GET and by POST (the spec: "all four accept GET and POST"), the same answer',
    async (id, params, table) => {
      const byGet = await replay(id, { query: { address: ADDRESS_V1, ...params } }, table)
      const byPost = await replay(id, { method: 'POST', json: { address: ADDRESS_V1, ...params } }, table)
      expect(byPost).toEqual(byGet)
      const byCoordinate = await replay(id, { query: { coordinate: '48.137,11.575', ...params } }, table)
      expect(byCoordinate.valuation).toBeGreaterThan(0)
    }
  )

  it('valuation/alpha (deprecated): the apartment parameters, valuation and confidence', async () => {
    await replay(
      'valuationAlpha',
      { query: { address: ADDRESS_V1, living_space: 75, building_year: 1995, condition: 'good', furnishing: 'good' } },
      spec.VpsWithConfidence
    )
  })
})

describe('v2 locations, offers, light valuation', () => {
  it('locations/addresses and locations/regions for a structured address', async () => {
    const a = await replay(
      'locationsAddresses',
      { json: { location: { address: ADDRESS_V2 } } },
      spec.AddressesResponse
    )
    expect(a.divisionLevel20.geometry.type).toBe('MultiPolygon')
    const r = await replay('locationsRegions', { json: { location: { address: ADDRESS_V2 } } }, spec.RegionsResponse)
    expect(
      r.constructionCompletions ?? r.apartmentConstructions,
      'constructionCompletions or apartmentConstructions'
    ).toBeDefined()
  })

  it('offers/search: the request table (circle, division, every filter, reference property, paging, order); the Offer table', async () => {
    const circle = { circle: { center: { address: ADDRESS_V2 }, radius: 3000 } }
    const base = { filters: { location: circle, dealType: 'sale' } }
    const minimal = await replay('offersSearch', { json: base }, spec.OffersSearchResponse)
    // Listed defaults sent explicitly change nothing.
    const explicit = await replay(
      'offersSearch',
      {
        json: { filters: { ...base.filters, isFurnished: false, isSubsidizedHousing: false }, limit: 3000, offset: 0 }
      },
      spec.OffersSearchResponse
    )
    expect(explicit).toEqual(minimal)
    expect(minimal.items.length).toBe(Math.min(minimal.totalItems, 3000))
    for (const o of minimal.items as Json[]) {
      expect(o.dealType).toBe('sale')
      expect(o.distance, 'distance on a circle search').toEqual(expect.any(Number))
      expect(o.distance).toBeLessThanOrEqual(3000)
      expect(o.rentNet, 'rent fields only on rent offers').toBeUndefined()
      expect(o.similarityScore, 'no similarityScore without referenceProperty').toBeUndefined()
    }

    const full = await replay(
      'offersSearch',
      {
        json: {
          filters: {
            location: { circle: { center: { address: ADDRESS_V2 }, radius: 10000 } },
            dealType: 'sale',
            propertyType: [{ code: 'house' }],
            startDate: { min: '2018-02-01' },
            endDate: { max: TEST_AS_OF },
            price: { min: 1, max: 100_000_000, currency: 'EUR' },
            pricePerSqm: { min: 1, max: 100_000, currency: 'EUR' },
            numberOfRooms: { min: 1, max: 20 },
            livingArea: { min: 10, max: 1000 },
            buildingYear: { min: 1800, max: 2100 },
            isFurnished: false,
            isFirstOccupancy: false,
            isSubsidizedHousing: false
          },
          referenceProperty: { livingArea: 140, buildingYear: 1990, landArea: 500, price: 1_200_000 },
          limit: 50,
          offset: 0,
          orderBy: [{ field: 'similarityScore', direction: 'desc' }]
        }
      },
      spec.OffersSearchResponse
    )
    expect(full.items.length).toBeGreaterThan(0)
    expect(
      full.items.some((o: Json) => typeof o.similarityScore === 'number'),
      'similarityScore with a referenceProperty'
    ).toBe(true)
    // "only when ... the offer has all fields required for the comparison"
    for (const o of full.items as Json[]) {
      expect(o.propertyType.code).toBe('house')
      expect(typeof o.similarityScore === 'number', `offer ${o.id}`).toBe(
        o.landArea !== undefined && o.buildingYear !== undefined
      )
    }

    const rent = await replay(
      'offersSearch',
      { json: { filters: { location: { divisionLevel100: '80331' }, dealType: 'rent' }, limit: 500 } },
      spec.OffersSearchResponse
    )
    expect(rent.items.length).toBeGreaterThan(0)
    for (const o of rent.items as Json[]) {
      expect(o.distance, 'no distance without a circle').toBeUndefined()
      expect(o.salePrice, 'sale fields only on sale offers').toBeUndefined()
    }
    // Every field of the Offer table appears in some item of these answers.
    const seen = new Set([...minimal.items, ...full.items, ...rent.items].flatMap((o: Json) => Object.keys(o)))
    expect(
      Object.keys(spec.OFFER_FIELDS).filter((f) => !seen.has(f)),
      'Offer fields never seen'
    ).toEqual([])
  })

  it('valuations/properties_light: each property type with the fields the table requires for it', async () => {
    const location = { address: ADDRESS_V2 }
    const properties = [
      { propertyType: { type: 'apartment', subtype: 'apartment_apartment' }, location, livingArea: 75 },
      {
        propertyType: { type: 'house', subtype: 'house_one_family' },
        location,
        livingArea: 140,
        landArea: 500,
        buildingYear: 1995,
        condition: 'good',
        quality: 'good'
      },
      { propertyType: { type: 'apartment_building' }, location, livingArea: 900, landArea: 700 },
      { propertyType: { type: 'plot' }, location, landArea: 600 }
    ]
    for (const property of properties) {
      const r = await replay('propertiesLight', { json: { dealType: 'sale', property } }, spec.PropertiesLightResponse)
      expect(r.value, property.propertyType.type).toBeGreaterThan(0)
    }
  })
})

describe('v2 portfolio', () => {
  it('property groups, properties and images: every endpoint of the tables and GET /api/v2/properties', async () => {
    const location = { address: { unstructured: ADDRESS_V1 }, coordinates: { latitude: 48.137, longitude: 11.575 } }
    const parent = await replay(
      'propertyGroupsCreate',
      { json: { customId: 'replay-parent', externalId: 'EXT-1', location } },
      spec.PropertyGroup(true),
      { url: 'link' }
    )
    expect(parent).toMatchObject({
      customId: 'replay-parent',
      externalId: 'EXT-1',
      totalProperties: 0,
      totalPropertyGroups: 0
    })
    const child = await replay(
      'propertyGroupsCreate',
      { json: { customId: 'replay-child', externalId: 'EXT-2', parentId: parent.id, location } },
      spec.PropertyGroup(true),
      { url: 'link' }
    )
    expect(child.parentId).toBe(parent.id)
    const path = (id: EndpointId, params: Record<string, string>) =>
      ENDPOINTS[id].path.replace(/:([A-Za-z]+)/g, (_, n: string) => encodeURIComponent(params[n]!))

    const read = await replay(
      'propertyGroupsGet',
      { path: path('propertyGroupsGet', { id: parent.id }) },
      spec.PropertyGroup(true),
      { url: 'link' }
    )
    expect(read.totalPropertyGroups).toBe(1)
    const patched = await replay(
      'propertyGroupsUpdate',
      { path: path('propertyGroupsUpdate', { id: child.id }), json: { externalId: 'EXT-2b' } },
      spec.PropertyGroup(true),
      { url: 'link' }
    )
    expect(patched).toMatchObject({ id: child.id, customId: 'replay-child', externalId: 'EXT-2b' })
    // Listed default limit 10; offset defaults to 0 (the vendor's live service: the listed 10 is a slip).
    const top = await replay(
      'propertyGroupsList',
      { query: { limit: 10, offset: 0 } },
      spec.ListOf(spec.PropertyGroup(false))
    )
    expect(top.items.map((g: Json) => g.id)).toEqual([parent.id])
    const children = await replay(
      'propertyGroupsList',
      { query: { parentId: parent.id } },
      spec.ListOf(spec.PropertyGroup(false))
    )
    expect(children.items.map((g: Json) => g.id)).toEqual([child.id])
    const found = await replay(
      'propertyGroupsList',
      { query: { query: 'EXT-2b' } },
      spec.ListOf(spec.PropertyGroup(false))
    )
    expect(found.items.map((g: Json) => g.id)).toEqual([child.id])

    const every = {
      customId: 'WE-12',
      externalId: 'CRM-12',
      parentId: child.id,
      location: { coordinates: { latitude: 48.137, longitude: 11.575 } },
      propertyType: { type: 'apartment', subtype: 'apartment_apartment' },
      buildingYear: 1990,
      livingArea: 70.5,
      landArea: 120,
      numberOfRooms: 2.5,
      floor: 3,
      currentRent: 950,
      rentControl: true,
      condition: 'good',
      quality: 'upscale',
      energyCertificate: { type: 'consumption', value: 120 },
      primaryEnergySource: 'gas',
      heatingTypes: ['gas', 'floor'],
      equipments: ['balcony', 'lift', 'kitchen', 'Sauna']
    }
    const property = await replay('propertiesCreate', { json: every }, spec.FullProperty(true), { url: 'link' })
    const { location: _sent, ...sameAsSent } = every
    expect(property).toMatchObject(sameAsSent)
    // Responses carry address.unstructured and coordinates.
    expect(property.location).toMatchObject({
      address: { unstructured: expect.any(String) },
      coordinates: { latitude: 48.137, longitude: 11.575 }
    })
    const propertyRead = await replay(
      'propertiesGet',
      { path: path('propertiesGet', { id: property.id }) },
      spec.FullProperty(true),
      { url: 'link' }
    )
    expect(propertyRead).toEqual(property)
    const propertyPatched = await replay(
      'propertiesUpdate',
      { path: path('propertiesUpdate', { id: property.id }), json: { currentRent: 990, equipments: ['balcony'] } },
      spec.FullProperty(true),
      { url: 'link' }
    )
    expect(propertyPatched).toMatchObject({ currentRent: 990, equipments: ['balcony'], livingArea: 70.5 })
    const properties = await replay(
      'propertiesList',
      { query: { parentId: child.id, limit: 10, offset: 0 } },
      spec.ListOf(spec.FullProperty(false))
    )
    expect(properties.items.map((p: Json) => p.id)).toEqual([property.id])
    expect(properties.totalItems).toBe(1)

    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const imagesPath = path('propertyImagesCreate', { propertyId: property.id })
    const image = await replay(
      'propertyImagesCreate',
      {
        path: imagesPath,
        body: imageUpload(png, { type: 'default', caption: 'Ansicht', filename: 'a.png', contentType: 'image/png' })
      },
      spec.PropertyImage(true)
    )
    expect(image).toMatchObject({ propertyId: property.id, type: 'default', caption: 'Ansicht' })
    for (const src of [image.src, image.previewSrc]) {
      const served = await fetch(src)
      expect(served.status, src).toBe(200)
      expect(served.headers.get('content-type'), src).toMatch(/^image\//)
    }
    const images = await replay(
      'propertyImagesList',
      { path: path('propertyImagesList', { propertyId: property.id }), query: { limit: 10, offset: 0 } },
      spec.ListOf(spec.PropertyImage(false))
    )
    expect(images.items.map((i: Json) => i.id)).toEqual([image.id])
    const imagePatched = await replay(
      'propertyImagesUpdate',
      {
        path: path('propertyImagesUpdate', { propertyId: property.id, id: image.id }),
        json: { caption: 'Straßenseite' }
      },
      spec.PropertyImage(true)
    )
    expect(imagePatched).toMatchObject({ id: image.id, caption: 'Straßenseite', type: 'default' })

    await replay('propertyGroupsDelete', { path: path('propertyGroupsDelete', { id: parent.id }) }, null)
    expect((await sb.request(path('propertiesGet', { id: property.id }))).status).toBe(404)
  })
})

it('replayed every endpoint of the spec, and the vps endpoints by POST too', () => {
  const expected = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`)
  for (const id of ['vpsApartments', 'vpsApartmentBuildings', 'vpsHouses', 'vpsPlots'] as const)
    expected.push(`POST ${ENDPOINTS[id].path}`)
  expect([...replayed].sort()).toEqual(expected.sort())
})
