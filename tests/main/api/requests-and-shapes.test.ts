// What the client puts on the wire, how leniently it reads answers, and that the key never leaks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient, DEFAULT_CLIENT_ID, type ResponseInfo } from '@main/api'
import { startFakeVendor, type FakeVendor } from './fake-vendor'
import { FAST_RETRY, KEY, expectNoKey, failure, validBody } from './helpers'

let vendor: FakeVendor
let client: ReturnType<typeof createApiClient>
const seen: ResponseInfo[] = []

beforeAll(async () => {
  vendor = await startFakeVendor()
  client = createApiClient({
    baseUrl: `${vendor.url}/`,
    apiKey: KEY,
    retry: FAST_RETRY,
    onResponse: (i) => seen.push(i)
  })
})
afterAll(async () => {
  await client.close()
  await vendor.close()
})

describe('requests', () => {
  it('v1: query parameters with bracket names, api_key in the query string, client id header', async () => {
    vendor.script({ body: validBody('priceFilter') })
    await client.v1.priceFilter({
      address: 'Marienplatz 1, 80331 München',
      type_of_demand: 'rent',
      'rooms[min]': 2,
      radius: 1000,
      furnished: true
    })
    const [req] = vendor.requests
    expect(req!.method).toBe('GET')
    expect(req!.path).toBe('/api/v1/price_filter')
    expect(Object.fromEntries(req!.query)).toEqual({
      address: 'Marienplatz 1, 80331 München',
      type_of_demand: 'rent',
      'rooms[min]': '2',
      radius: '1000',
      furnished: 'true',
      api_key: KEY
    })
    expect(req!.headers['x-custom-client-id']).toBe(DEFAULT_CLIENT_ID)
    expect(DEFAULT_CLIENT_ID).toMatch(/^lagebild\/\d+\.\d+\.\d+/)
    expect(req!.headers.accept).toBe('application/json')
  })

  it('a chosen client id is sent; one longer than 64 characters is refused', async () => {
    const c = createApiClient({ baseUrl: vendor.url, apiKey: KEY, clientId: 'buero-mueller' })
    vendor.script({ body: validBody('vpsPlots') })
    await c.v1.vps.plots({ coordinate: '48.1,11.5', land_area: 500 })
    await c.close()
    expect(vendor.requests[0]!.headers['x-custom-client-id']).toBe('buero-mueller')
    expect(() => createApiClient({ baseUrl: vendor.url, apiKey: KEY, clientId: 'x'.repeat(65) })).toThrow(/64/)
  })

  it('a base URL with a path prefix keeps it', async () => {
    const c = createApiClient({ baseUrl: `${vendor.url}/proxy/quis/`, apiKey: KEY })
    vendor.script({ body: validBody('vpsHouses') })
    await c.v1.vps.houses({
      address: 'a',
      house_type: 'row',
      living_space: 120,
      land_area: 300,
      building_year: 1990,
      condition: 'good',
      furnishing: 'good'
    })
    await c.close()
    expect(vendor.requests[0]!.path).toBe('/proxy/quis/api/v1/vps/houses')
  })

  it('v2: JSON bodies, ids first in the path, encoded', async () => {
    vendor.script({ body: validBody('propertyImagesUpdate') })
    await client.v2.propertyImages.update('prop/1', 'img 2', { caption: 'Küche' })
    const [req] = vendor.requests
    expect(req!.method).toBe('PATCH')
    expect(req!.path).toBe('/api/v2/properties/prop%2F1/images/img%202')
    expect(req!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(req!.body.toString())).toEqual({ caption: 'Küche' })
    expect(req!.query.get('api_key')).toBe(KEY)
  })

  it('list queries of the portfolio', async () => {
    vendor.script({ body: validBody('propertiesList') })
    await client.v2.properties.list({ limit: 50, offset: 0, query: 'Haus' })
    expect(vendor.requests[0]!.path).toBe('/api/v2/properties')
    expect(Object.fromEntries(vendor.requests[0]!.query)).toEqual({
      limit: '50',
      offset: '0',
      query: 'Haus',
      api_key: KEY
    })
  })

  it('an empty id is refused before anything is sent', async () => {
    vendor.script({ status: 204 })
    const err = await failure(() => client.v2.propertyGroups.delete(''))
    expect(err.code).toBe('invalid_argument')
    expect(vendor.requests).toHaveLength(0)
  })

  it('image upload as multipart form data with type, caption and the file', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 13, 10, 45, 45])
    vendor.script({ status: 201, body: validBody('propertyImagesCreate') })
    await client.v2.propertyImages.create('p1', {
      type: 'default',
      caption: 'Ansicht "Süd"',
      image: { data: bytes, filename: 'süd.jpg', contentType: 'image/jpeg' }
    })
    const [req] = vendor.requests
    expect(req!.path).toBe('/api/v2/properties/p1/images')
    const form = await new Response(new Uint8Array(req!.body), {
      headers: { 'content-type': String(req!.headers['content-type']) }
    }).formData()
    expect(form.get('type')).toBe('default')
    expect(form.get('caption')).toBe('Ansicht "Süd"')
    const file = form.get('image') as File
    expect(file.type).toBe('image/jpeg')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
  })

  it('any 2xx is success: a creation answered 200, a deletion answered 204 or 200', async () => {
    vendor.script({ status: 200, body: validBody('propertiesCreate') })
    expect((await client.v2.properties.create({ livingArea: 80 })).id).toBe('')
    vendor.script({ status: 204 })
    expect(await client.v2.propertyGroups.delete('g1')).toBeUndefined()
    vendor.script({ status: 200, body: { deleted: true } })
    expect(await client.v2.propertyGroups.delete('g1')).toBeUndefined()
  })

  it('reports the headers that matter of every answer', async () => {
    seen.length = 0
    const reset = Math.floor(Date.now() / 1000) + 600
    vendor.script({
      body: validBody('propertiesLight'),
      headers: {
        'x-request-id': 'r-77',
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': '4321',
        'x-ratelimit-reset': String(reset)
      }
    })
    let own: ResponseInfo | undefined
    await client.v2.valuations.propertiesLight(
      {
        dealType: 'sale',
        property: {
          propertyType: { type: 'plot' },
          location: { coordinates: { latitude: 48.1, longitude: 11.5 } },
          landArea: 500
        }
      },
      { onResponse: (i) => (own = i) }
    )
    expect(own).toEqual({
      endpoint: 'propertiesLight',
      method: 'POST',
      url: `${vendor.url}/api/v2/valuations/properties_light?api_key=REDACTED`,
      status: 200,
      attempt: 1,
      requestId: 'r-77',
      rateLimit: { limit: 5000, remaining: 4321, resetAt: new Date(reset * 1000).toISOString() }
    })
    expect(seen).toEqual([own])
  })
})

describe('lenient answers', () => {
  it('unknown fields are kept', async () => {
    const body = validBody('offersSearch')
    body.items = [{ id: 'o1', dealType: 'rent', propertyType: { code: 'apartment', newSubCode: 7 }, energyClass: 'B' }]
    body.facets = { city: 3 }
    vendor.script({ body })
    const result = await client.v2.offersSearch({ filters: { location: { divisionLevel100: '80331' } } })
    expect(result.items[0]).toMatchObject({ energyClass: 'B', propertyType: { code: 'apartment', newSubCode: 7 } })
    expect((result as Record<string, unknown>).facets).toEqual({ city: 3 })
  })

  it('a missing required field is an invalid_response naming its path', async () => {
    const body = validBody('locationsAddresses')
    delete body.divisionLevel20.geometry
    vendor.script({ body })
    const err = await failure(() => client.v2.locations.addresses({ location: { address: { unstructured: 'x' } } }))
    expect(err.code).toBe('invalid_response')
    expect(err.message).toContain('divisionLevel20.geometry is required')
    expect(err.fieldErrors).toMatchObject({ 'divisionLevel20.geometry': ['is required'] })
    expect(vendor.requests).toHaveLength(1)
  })

  it('a mistyped field names its path with array indexes', async () => {
    const body = validBody('offersSearch')
    body.items = [
      { id: 'o1', dealType: 'sale', propertyType: { code: 'apartment' } },
      { id: 2, dealType: 'sale', propertyType: { code: 'house' } }
    ]
    vendor.script({ body })
    const err = await failure(() => client.v2.offersSearch({ filters: { location: { divisionLevel100: '80331' } } }))
    expect(err.code).toBe('invalid_response')
    expect(err.message).toContain('items[1].id: expected string')
  })

  it('older addresses answers: legacy series types normalised (data kept), untyped series and old scores accepted', async () => {
    const body = validBody('locationsAddresses')
    body.rentDevelopment = {
      series: [
        { divisionLevel: 'divisionLevel20', title: 'Mieten', type: 'apartment', data: [{ x: '2020-01-01', y: 11.2 }] },
        { divisionLevel: 'divisionLevel20', title: 'Mieten Haus', type: 'house', data: [{ x: '2020-01-01', y: 9.1 }] },
        { divisionLevel: 'divisionLevel8', title: 'Gemeinde', data: [{ x: '2020-01-01', y: 10 }] }
      ]
    }
    body.salePriceDevelopment = {
      series: [{ divisionLevel: 'divisionLevel20', title: 'Kauf', type: 'apartment_new', data: [] }]
    }
    body.scores.dominantPopulationGroups = 'young_adults'
    body.scores.dominantBuildingType = 'apartment_building'
    delete body.buildingStructure.dominantBuildingYearClasses
    body.buildingStructure.dominantBuildingYearClass = ['1950_to_1979']
    vendor.script({ body })
    const r = await client.v2.locations.addresses({ location: { address: { unstructured: 'x' } } })
    expect(r.rentDevelopment.series.map((s) => [s.type, (s as Record<string, unknown>).legacyType])).toEqual([
      ['apartment_stock', 'apartment'],
      ['house_stock', 'house'],
      [undefined, undefined]
    ])
    expect(r.rentDevelopment.series[0]!.data).toEqual([{ x: '2020-01-01', y: 11.2 }])
    expect(r.salePriceDevelopment.series[0]!.type).toBe('apartment_new')
    expect(r.scores.dominantPopulationGroups).toBe('young_adults')
    expect(r.scores.dominantBuildingType).toBe('apartment_building')
    expect(r.buildingStructure.dominantBuildingYearClasses).toEqual(['1950_to_1979'])
    expect(r.buildingStructure.dominantBuildingYearClass).toEqual(['1950_to_1979'])
  })

  it('regions answers naming the chart apartmentConstructions are read as constructionCompletions too', async () => {
    const body = validBody('locationsRegions')
    delete body.constructionCompletions
    body.apartmentConstructions = {
      series: [{ divisionLevel: 'divisionLevel8', title: 'one_to_two_apartments', data: [{ x: '2019', y: 4.2 }] }]
    }
    vendor.script({ body })
    const r = await client.v2.locations.regions({ location: { address: { unstructured: 'x' } } })
    expect(r.constructionCompletions).toEqual(body.apartmentConstructions)
    expect(r.apartmentConstructions).toEqual(body.apartmentConstructions)
  })
})

describe('the api_key never leaks', () => {
  it('is redacted where the service echoes it: meta.url, image src and previewSrc, list items', async () => {
    const echo = `${vendor.url}/app/properties/p1?api_key=${KEY}&tab=images`
    const image = {
      ...validBody('propertyImagesCreate'),
      src: `https://cdn.example/i/1.jpg?api_key=${KEY}`,
      previewSrc: `https://cdn.example/i/1_s.jpg?size=s&api_key=${encodeURIComponent(KEY)}`,
      meta: { url: echo, version: '2.14.0' }
    }
    vendor.script({ status: 201, body: image })
    const created = await client.v2.propertyImages.create('p1', {
      type: 'default',
      image: { data: new Uint8Array([1]), filename: 'a.png', contentType: 'image/png' }
    })
    expectNoKey(created)
    expect(created.src).toBe('https://cdn.example/i/1.jpg?api_key=REDACTED')
    expect(created.previewSrc).toBe('https://cdn.example/i/1_s.jpg?size=s&api_key=REDACTED')
    expect(created.meta?.url).toBe(`${vendor.url}/app/properties/p1?api_key=REDACTED&tab=images`)

    vendor.script({
      body: {
        items: [image, { ...image, caption: `uploaded with ${KEY}` }],
        totalItems: 2,
        meta: { url: null, version: '2.14.0' }
      }
    })
    const list = await client.v2.propertyImages.list('p1', { limit: 10 })
    expectNoKey(list)
    expect(list.items[1]!.caption).toBe('uploaded with REDACTED')
  })

  it("is redacted in error messages built from the vendor's text", async () => {
    vendor.script({
      status: 401,
      body: { error: `key ${KEY} is unknown`, message: `see https://quis.de/keys?api_key=${KEY}` }
    })
    const err = await failure(() => client.v1.block({ address: 'a' }))
    expect(err.message).toContain('REDACTED')
    vendor.script({ status: 400, body: { errors: { api_key: [`${KEY} is not valid`] } } })
    const err2 = await failure(() => client.v1.block({ address: 'a' }))
    expect(err2.fieldErrors).toEqual({ api_key: ['REDACTED is not valid'] })
  })

  it('is redacted in the response info given to listeners and in every error class', async () => {
    const infos: ResponseInfo[] = []
    for (const step of [
      { status: 500 },
      { status: 429 },
      { status: 404 },
      { raw: 'not json' },
      { hang: true as const }
    ]) {
      vendor.script(step)
      const err = await failure(() =>
        client.v1.block({ address: 'a' }, { timeoutMs: 300, onResponse: (i) => infos.push(i) })
      )
      expect(err.code).toMatch(/server_error|rate_limited|not_found|invalid_response|timeout/)
    }
    expect(infos.length).toBeGreaterThan(0)
    expectNoKey(infos)
  })
})
