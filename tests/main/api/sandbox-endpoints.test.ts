// The client against the real sandbox on loopback: every endpoint, and the error classes the sandbox
// produces on demand (unknown key, restricted endpoint, validation, address not found, not found, quota).
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeKeysFile } from '@sandbox/keys'
import { createApiClient, createNodeDispatcher, type ApiClient, type ResponseInfo } from '@main/api'
import { startSandbox, tempDataDir, type StartedSandbox } from '../../helpers/sandbox'
import { FAST_RETRY, expectNoKey, failure } from './helpers'

const FULL = 'sandbox-full-key-for-client-tests'
const BASIC = 'sandbox-basic-key-for-client-tests'
const QUOTA = 'sandbox-quota-key-for-client-tests'
const ADDRESS = 'Marienplatz 1, 80331 München'
const STRUCTURED = { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'München' }
const COORDS = { latitude: 48.1374, longitude: 11.5755 }

let sb: StartedSandbox
let client: ApiClient
const infos: ResponseInfo[] = []

beforeAll(async () => {
  const dataDir = tempDataDir()
  writeKeysFile(dataDir, {
    keys: [
      { key: FULL, name: 'full', entitlements: ['restricted'], dailyQuota: null },
      { key: BASIC, name: 'basic', entitlements: [], dailyQuota: null },
      { key: QUOTA, name: 'quota', entitlements: ['restricted'], dailyQuota: 1 }
    ]
  })
  sb = await startSandbox({ dataDir, offers: 20_000 })
  client = createApiClient({ baseUrl: sb.url, apiKey: FULL, retry: FAST_RETRY, onResponse: (i) => infos.push(i) })
})
afterAll(async () => {
  await client?.close()
  await sb?.close()
})

/** A call of the full key: returns the validated body and checks the key appears nowhere in it. */
async function ok<T>(p: Promise<T>): Promise<T> {
  const value = await p
  expectNoKey(value, FULL)
  return value
}

describe('market and location endpoints', () => {
  it('v1 price filter', async () => {
    const r = await ok(
      client.v1.priceFilter({ address: ADDRESS, type_of_demand: 'rent', 'rooms[min]': 1, 'rooms[max]': 4 })
    )
    expect(r.count).toBe(r.exposes.length)
    expect(r.count).toBeGreaterThan(0)
    expect(r.meta.version).toMatch(/^1\./)
  })

  it('v1 building block', async () => {
    const r = await ok(client.v1.block({ address: ADDRESS }))
    expect(r.address.postcode).toBe('80331')
  })

  it('v1 vps valuations and the deprecated alpha valuation', async () => {
    const apartments = await ok(
      client.v1.vps.apartments({ address: ADDRESS, living_space: 70, building_year: 1995, condition: 'good' })
    )
    expect(apartments.valuation).toBeGreaterThan(0)
    expect(apartments.confidence).toBeGreaterThanOrEqual(1)
    const buildings = await ok(
      client.v1.vps.apartmentBuildings({ address: ADDRESS, living_space: 900, land_area: 600 })
    )
    expect(buildings.valuation).toBeGreaterThan(0)
    const houses = await ok(
      client.v1.vps.houses({
        address: ADDRESS,
        house_type: 'one-family',
        living_space: 140,
        land_area: 500,
        building_year: 1980,
        condition: 'good',
        furnishing: 'good'
      })
    )
    expect(houses.valuation).toBeGreaterThan(0)
    const plots = await ok(client.v1.vps.plots({ address: ADDRESS, land_area: 500 }))
    expect(plots.valuation).toBeGreaterThan(0)
    const alpha = await ok(client.v1.valuationAlpha({ address: ADDRESS, living_space: 70 }))
    expect(alpha.valuation).toBeGreaterThan(0)
  })

  it('v2 locations: addresses and regions', async () => {
    const a = await ok(client.v2.locations.addresses({ location: { address: STRUCTURED } }))
    expect(a.divisionLevel20.geometry.type).toBe('MultiPolygon')
    const r = await ok(client.v2.locations.regions({ location: { address: STRUCTURED } }))
    expect(r.divisionLevel100.name).toContain('80331')
  })

  it('v2 offer search', async () => {
    const r = await ok(
      client.v2.offersSearch({
        filters: { location: { circle: { center: { coordinates: COORDS }, radius: 2000 } }, dealType: 'rent' },
        limit: 20
      })
    )
    expect(r.items.length).toBeGreaterThan(0)
    expect(r.items.length).toBeLessThanOrEqual(20)
    expect(r.totalItems).toBeGreaterThanOrEqual(r.items.length)
  })

  it('v2 light valuation', async () => {
    const r = await ok(
      client.v2.valuations.propertiesLight({
        dealType: 'sale',
        property: {
          propertyType: { type: 'apartment', subtype: 'apartment_apartment' },
          location: { address: STRUCTURED },
          livingArea: 70
        }
      })
    )
    expect(r.value).toBeGreaterThan(0)
    expect(['poor', 'medium', 'high']).toContain(r.confidence)
  })
})

describe('portfolio endpoints', () => {
  it('groups, properties and images: create, read, update, list, delete', async () => {
    const group = await ok(
      client.v2.propertyGroups.create({ customId: 'client-test', location: { coordinates: COORDS } })
    )
    expect(group.totalProperties).toBe(0)
    expect((await ok(client.v2.propertyGroups.get(group.id))).customId).toBe('client-test')
    expect((await ok(client.v2.propertyGroups.update(group.id, { externalId: 'ext-1' }))).externalId).toBe('ext-1')
    const groups = await ok(client.v2.propertyGroups.list({ limit: 100 }))
    expect(groups.items.map((g) => g.id)).toContain(group.id)

    const property = await ok(
      client.v2.properties.create({
        parentId: group.id,
        customId: 'p-1',
        location: { coordinates: COORDS },
        propertyType: { type: 'apartment', subtype: 'apartment_apartment' },
        livingArea: 72
      })
    )
    expect((await ok(client.v2.properties.get(property.id))).livingArea).toBe(72)
    expect((await ok(client.v2.properties.update(property.id, { livingArea: 75 }))).livingArea).toBe(75)
    const listed = await ok(client.v2.properties.list({ parentId: group.id }))
    expect(listed.items.map((p) => p.id)).toEqual([property.id])

    const png = new Uint8Array(
      await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c33' } })
        .png()
        .toBuffer()
    )
    const image = await ok(
      client.v2.propertyImages.create(property.id, {
        type: 'default',
        caption: 'Ansicht',
        image: { data: png, filename: 'ansicht.png', contentType: 'image/png' }
      })
    )
    expect(image.propertyId).toBe(property.id)
    expect(image.src).not.toContain(FULL)
    expect((await ok(client.v2.propertyImages.list(property.id))).items.map((i) => i.id)).toEqual([image.id])
    expect(
      (await ok(client.v2.propertyImages.update(property.id, image.id, { caption: 'Straßenseite' }))).caption
    ).toBe('Straßenseite')

    expect(await client.v2.propertyGroups.delete(group.id)).toBeUndefined()
    expect((await failure(() => client.v2.propertyGroups.get(group.id), FULL)).code).toBe('not_found')
    expect((await failure(() => client.v2.properties.get(property.id), FULL)).code).toBe('not_found')
  })

  it('reads a name from the service without direction controls, which would turn the app\u2019s words around it', async () => {
    const group = await ok(
      client.v2.propertyGroups.create({
        customId: 'Altona \u202eNord\u2066 Süd\u2069',
        location: { coordinates: COORDS }
      })
    )
    expect(group.customId).toBe('Altona Nord Süd')
    expect((await ok(client.v2.propertyGroups.get(group.id))).customId).toBe('Altona Nord Süd')
    await client.v2.propertyGroups.delete(group.id)
  })
})

describe('error classes the sandbox produces', () => {
  it('an unknown key is unauthorized', async () => {
    const c = createApiClient({ baseUrl: sb.url, apiKey: 'no-such-key-1234' })
    const err = await failure(() => c.v2.propertyGroups.list(), 'no-such-key-1234')
    await c.close()
    expect(err.code).toBe('unauthorized')
    expect(err.requestId).toBeTruthy()
  })

  it('a restricted endpoint is forbidden for the basic key', async () => {
    const c = createApiClient({ baseUrl: sb.url, apiKey: BASIC })
    const err = await failure(() => c.v2.propertyGroups.list(), BASIC)
    await c.close()
    expect(err.code).toBe('forbidden')
    expect(err.status).toBe(403)
  })

  it('a body the service rejects is a validation error with field messages', async () => {
    const err = await failure(() => client.v2.properties.create({ livingArea: -5 }), FULL)
    expect(err.code).toBe('validation')
    expect(Object.keys(err.fieldErrors ?? {})).not.toHaveLength(0)
  })

  it('an unknown address is address_not_found', async () => {
    const err = await failure(
      () =>
        client.v2.locations.addresses({
          location: { address: { street: 'Nirgendwo', houseNumber: '9', postCode: '00000', city: 'Atlantis' } }
        }),
      FULL
    )
    expect(err.code).toBe('address_not_found')
  })

  it('a missing object is not_found', async () => {
    expect((await failure(() => client.v2.propertyGroups.get('no-such-group'), FULL)).code).toBe('not_found')
  })

  it('a spent quota is rate_limited with the reset time, without waiting for a reset hours away', async () => {
    const seen: ResponseInfo[] = []
    const c = createApiClient({ baseUrl: sb.url, apiKey: QUOTA, onResponse: (i) => seen.push(i) })
    await c.v2.propertyGroups.list()
    expect(seen[0]!.rateLimit).toMatchObject({ limit: 1, remaining: 0 })
    const err = await failure(() => c.v2.propertyGroups.list(), QUOTA)
    await c.close()
    expect(err.code).toBe('rate_limited')
    expect(Date.parse(err.resetAt!)).toBeGreaterThan(Date.now())
    expect(seen).toHaveLength(2)
  })

  it('headers that matter reach the listener, with the key redacted', () => {
    expect(infos.length).toBeGreaterThan(0)
    for (const i of infos) {
      expect(i.requestId).toBeTruthy()
      expect(i.url).toContain('api_key=REDACTED')
      expect(i.rateLimit?.limit).toBeGreaterThan(0)
    }
    expectNoKey(infos, FULL)
  })
})

describe('over TLS', () => {
  it('the sandbox serving HTTP/2 over TLS answers the client', async () => {
    const tls = await startSandbox({ tls: true, offers: 500 })
    const dispatcher = createNodeDispatcher({ ca: tls.cert! })
    try {
      const c = createApiClient({ baseUrl: tls.url, apiKey: tls.keys.full, dispatcher })
      const r = await c.v2.propertyGroups.list()
      expect(r.items).toEqual([])
    } finally {
      await dispatcher.close()
      await tls.close()
    }
  })
})
