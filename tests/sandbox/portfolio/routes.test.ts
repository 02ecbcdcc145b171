// Route tests of the portfolio endpoints over real HTTP against a sandbox on 127.0.0.1.
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Value } from '@sinclair/typebox/value'
import { API_VERSIONS, ENDPOINTS, IMAGE_MAX_BYTES, type Endpoint, type EndpointId } from '@shared/api'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'
import * as img from './images'
import { imageUpload, multipartBody } from './multipart'

let sb: StartedSandbox

beforeAll(async () => {
  sb = await startSandbox()
})
afterAll(async () => {
  await sb?.close()
})

type Json = Record<string, any>

async function call(
  method: string,
  path: string,
  json?: unknown,
  key?: string | null
): Promise<{ status: number; body: Json }> {
  const res = await sb.request(path, { method, json, key })
  const text = await res.text()
  return { status: res.status, body: text === '' ? {} : JSON.parse(text) }
}

async function upload(propertyId: string, body: { body: Buffer; contentType: string }) {
  const res = await sb.request(`/api/v2/properties/${propertyId}/images`, {
    method: 'POST',
    body: new Uint8Array(body.body),
    headers: { 'content-type': body.contentType }
  })
  return { status: res.status, body: JSON.parse(await res.text()) as Json }
}

const v2 = API_VERSIONS.v2

function asBody(body: { body: Buffer; contentType: string }) {
  return { body: new Uint8Array(body.body), headers: { 'content-type': body.contentType } }
}

describe('property groups', () => {
  it('creates (201), reads and patches a group with meta.url linking to it', async () => {
    const created = await call('POST', '/api/v2/property_groups', {
      customId: 'Mandant A',
      location: { address: { unstructured: 'Marienplatz 1, 80331 München' } }
    })
    expect(created.status).toBe(201)
    const id = created.body.id
    expect(created.body).toEqual({
      id,
      customId: 'Mandant A',
      location: { address: { unstructured: 'Marienplatz 1, 80331 München' } },
      totalProperties: 0,
      totalPropertyGroups: 0,
      meta: { url: `${sb.url}/api/v2/property_groups/${id}`, version: v2 }
    })
    const read = await call('GET', `/api/v2/property_groups/${id}`)
    expect(read).toEqual({ status: 200, body: created.body })
    const patched = await call('PATCH', `/api/v2/property_groups/${id}`, { externalId: 'CRM-77' })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({
      id,
      customId: 'Mandant A',
      externalId: 'CRM-77',
      meta: { url: `${sb.url}/api/v2/property_groups/${id}` }
    })
    // The link leads to the object itself (with a key, like every endpoint).
    const followed = await sb.request(new URL(patched.body.meta.url).pathname)
    expect(followed.status).toBe(200)
    expect(((await followed.json()) as { id: string }).id).toBe(id)
  })

  it('answers 404 for unknown ids and 400 with field paths for invalid input', async () => {
    expect(await call('GET', '/api/v2/property_groups/unknown')).toEqual({ status: 404, body: { error: 'not found' } })
    expect((await call('PATCH', '/api/v2/property_groups/unknown', {})).status).toBe(404)
    expect((await call('DELETE', '/api/v2/property_groups/unknown')).status).toBe(404)

    const wrongType = await call('POST', '/api/v2/property_groups', { customId: 42 })
    expect(wrongType.status).toBe(400)
    expect(Object.keys(wrongType.body.errors)).toEqual(['customId'])
    const badCoords = await call('POST', '/api/v2/property_groups', {
      location: { coordinates: { latitude: 95, longitude: 13 } }
    })
    expect(badCoords.status).toBe(400)
    expect(Object.keys(badCoords.body.errors)).toEqual(['location.coordinates.latitude'])
    const missingParent = await call('POST', '/api/v2/property_groups', { parentId: 'does-not-exist' })
    expect(missingParent).toEqual({ status: 400, body: { errors: { parentId: ['property group does not exist'] } } })
  })

  it('refuses cycles (400) and keeps totals right when groups move', async () => {
    const a = (await call('POST', '/api/v2/property_groups', {})).body.id
    const b = (await call('POST', '/api/v2/property_groups', { parentId: a })).body.id
    const cycle = await call('PATCH', `/api/v2/property_groups/${a}`, { parentId: b })
    expect(cycle.status).toBe(400)
    expect(Object.keys(cycle.body.errors)).toEqual(['parentId'])
    expect((await call('PATCH', `/api/v2/property_groups/${a}`, { parentId: a })).status).toBe(400)
    await call('POST', '/api/v2/properties', { parentId: b })
    expect((await call('GET', `/api/v2/property_groups/${a}`)).body).toMatchObject({
      totalPropertyGroups: 1,
      totalProperties: 0
    })
    expect((await call('GET', `/api/v2/property_groups/${b}`)).body).toMatchObject({
      totalPropertyGroups: 0,
      totalProperties: 1
    })
    await call('PATCH', `/api/v2/property_groups/${b}`, { parentId: '' })
    expect((await call('GET', `/api/v2/property_groups/${a}`)).body.totalPropertyGroups).toBe(0)
  })

  it('lists with the spec paging (default 10, max 100, offset 0), parentId and query rules, meta.url null', async () => {
    const parent = (await call('POST', '/api/v2/property_groups', { customId: 'Paging parent' })).body.id
    for (let i = 0; i < 13; i++)
      await call('POST', '/api/v2/property_groups', {
        parentId: parent,
        customId: `Kind ${i}`,
        externalId: i === 7 ? 'ZEBRA' : undefined
      })

    const first = await call('GET', `/api/v2/property_groups?parentId=${parent}`)
    expect(first.status).toBe(200)
    expect(first.body.totalItems).toBe(13)
    expect(first.body.items).toHaveLength(10)
    expect(first.body.items[0]).toMatchObject({ customId: 'Kind 0', parentId: parent })
    expect(first.body.meta).toEqual({ url: null, version: v2 })
    const rest = await call('GET', `/api/v2/property_groups?parentId=${parent}&offset=10&limit=100`)
    expect(rest.body.items.map((g: Json) => g.customId)).toEqual(['Kind 10', 'Kind 11', 'Kind 12'])

    // Without parentId only top-level groups, unless a query is given.
    const top = await call('GET', '/api/v2/property_groups?limit=100')
    expect(top.body.items.every((g: Json) => g.parentId === undefined)).toBe(true)
    expect(top.body.items.map((g: Json) => g.id)).toContain(parent)
    const zebra = await call('GET', '/api/v2/property_groups?query=zebra')
    expect(zebra.body).toMatchObject({ totalItems: 1, items: [{ customId: 'Kind 7' }] })
    const byAddress = await call('GET', `/api/v2/property_groups?query=${encodeURIComponent('MÜNCHEN')}`)
    expect(byAddress.body.items.map((g: Json) => g.customId)).toContain('Mandant A')

    for (const bad of ['limit=101', 'limit=-1', 'offset=-1', 'limit=ten']) {
      const res = await call('GET', `/api/v2/property_groups?${bad}`)
      expect(res.status, bad).toBe(400)
      expect(Object.keys(res.body.errors), bad).toEqual([bad.split('=')[0]])
    }
  })

  it('deletes a nested subtree with its properties and images (204) and updates the parent', async () => {
    const outer = (await call('POST', '/api/v2/property_groups', {})).body.id
    const doomed = (await call('POST', '/api/v2/property_groups', { parentId: outer })).body.id
    const inner = (await call('POST', '/api/v2/property_groups', { parentId: doomed })).body.id
    const p1 = (await call('POST', '/api/v2/properties', { parentId: doomed })).body.id
    const p2 = (await call('POST', '/api/v2/properties', { parentId: inner })).body.id
    const image = await upload(p2, imageUpload(await img.jpeg(320, 200)))
    expect(image.status).toBe(201)
    expect((await fetch(image.body.src)).status).toBe(200)
    expect((await call('GET', `/api/v2/property_groups/${outer}`)).body.totalPropertyGroups).toBe(1)

    const res = await sb.request(`/api/v2/property_groups/${doomed}`, { method: 'DELETE' })
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    for (const path of [
      `/api/v2/property_groups/${doomed}`,
      `/api/v2/property_groups/${inner}`,
      `/api/v2/properties/${p1}`,
      `/api/v2/properties/${p2}`
    ]) {
      expect((await call('GET', path)).status, path).toBe(404)
    }
    expect((await call('GET', `/api/v2/properties/${p2}/images`)).status).toBe(404)
    expect((await fetch(image.body.src)).status).toBe(404)
    expect((await call('GET', `/api/v2/property_groups/${outer}`)).body).toMatchObject({
      totalPropertyGroups: 0,
      totalProperties: 0
    })
  })
})

describe('properties', () => {
  it('creates with every field and the defaults, reads and patches, meta.url links to it', async () => {
    const fields = {
      customId: 'WE 3',
      externalId: 'ext-3',
      propertyType: { type: 'house', subtype: 'house_one_family' },
      buildingYear: 1965,
      livingArea: 140,
      landArea: 620,
      numberOfRooms: 5,
      floor: 0,
      currentRent: 0,
      energyCertificate: { type: 'demand', value: 180 },
      primaryEnergySource: 'oil',
      heatingTypes: ['oil', 'central'],
      equipments: ['garden', 'Kamin']
    }
    const created = await call('POST', '/api/v2/properties', fields)
    expect(created.status).toBe(201)
    const id = created.body.id
    expect(created.body).toEqual({
      id,
      ...fields,
      rentControl: false,
      condition: 'moderate',
      quality: 'good',
      meta: { url: `${sb.url}/api/v2/properties/${id}`, version: v2 }
    })
    expect(await call('GET', `/api/v2/properties/${id}`)).toEqual({ status: 200, body: created.body })
    const patched = await call('PATCH', `/api/v2/properties/${id}`, { condition: 'very_good', rentControl: true })
    expect(patched.body).toEqual({ ...created.body, condition: 'very_good', rentControl: true })
  })

  it('geocodes the location: coordinates for an address, an unstructured address for coordinates', async () => {
    const byAddress = await call('POST', '/api/v2/properties', {
      location: { address: { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'München' } }
    })
    expect(byAddress.status).toBe(201)
    expect(byAddress.body.location.address).toEqual({
      street: 'Marienplatz',
      houseNumber: '1',
      postCode: '80331',
      city: 'München',
      unstructured: 'Marienplatz 1, 80331 München'
    })
    expect(byAddress.body.location.coordinates.latitude).toBeCloseTo(48.14, 1)
    expect(byAddress.body.location.coordinates.longitude).toBeCloseTo(11.58, 1)

    const byCoordinates = await call('POST', '/api/v2/properties', {
      location: { coordinates: { latitude: 50.9375, longitude: 6.9603 } }
    })
    expect(byCoordinates.status).toBe(201)
    expect(byCoordinates.body.location.coordinates).toEqual({ latitude: 50.9375, longitude: 6.9603 })
    expect(byCoordinates.body.location.address.unstructured).toMatch(/^\d{5} Köln$/)
    // v2 rule: coordinates win; the address given alongside is kept as sent.
    const both = await call('POST', '/api/v2/properties', {
      location: {
        address: { unstructured: 'Marienplatz 1, 80331 München' },
        coordinates: { latitude: 50.9375, longitude: 6.9603 }
      }
    })
    expect(both.body.location).toEqual({
      address: { unstructured: 'Marienplatz 1, 80331 München' },
      coordinates: { latitude: 50.9375, longitude: 6.9603 }
    })

    // The list query finds properties by the address the geocoder filled in.
    const found = await call('GET', `/api/v2/properties?query=${encodeURIComponent('köln')}&limit=100`)
    expect(found.body.items.map((p: Json) => p.id)).toContain(byCoordinates.body.id)

    const moved = await call('PATCH', `/api/v2/properties/${byAddress.body.id}`, {
      location: { address: { unstructured: 'Unter den Linden 5, 10117 Berlin' } }
    })
    expect(moved.status).toBe(200)
    expect(moved.body.location.coordinates.latitude).toBeCloseTo(52.5, 1)

    for (const location of [
      { coordinates: { latitude: 48.8566, longitude: 2.3522 } },
      { address: { unstructured: 'Nirgendwostraße 1, 00000 Atlantis' } }
    ]) {
      expect(await call('POST', '/api/v2/properties', { location })).toEqual({
        status: 400,
        body: { error: 'address or coordinate not found' }
      })
    }
    expect(
      await call('PATCH', `/api/v2/properties/${byAddress.body.id}`, {
        location: { coordinates: { latitude: 48.8566, longitude: 2.3522 } }
      })
    ).toEqual({ status: 400, body: { error: 'address or coordinate not found' } })
    expect((await call('GET', `/api/v2/properties/${byAddress.body.id}`)).body.location.address.unstructured).toBe(
      'Unter den Linden 5, 10117 Berlin'
    )
    const empty = await call('POST', '/api/v2/properties', { location: {} })
    expect(empty).toEqual({ status: 400, body: { errors: { location: ['must have an address or coordinates'] } } })
  })

  it('answers 400 for values outside the vendor enums and ranges, 404 for unknown ids', async () => {
    const cases: Array<[Json, string]> = [
      [{ condition: 'splendid' }, 'condition'],
      [{ quality: 'gold' }, 'quality'],
      [{ propertyType: { type: 'plot' } }, 'propertyType.type'],
      [{ propertyType: { type: 'apartment', subtype: 'house_row' } }, 'propertyType.subtype'],
      [{ buildingYear: 1999.5 }, 'buildingYear'],
      [{ livingArea: -1 }, 'livingArea'],
      [{ heatingTypes: ['campfire'] }, 'heatingTypes.0'],
      [{ energyCertificate: { type: 'consumption' } }, 'energyCertificate.value'],
      [{ rentControl: 'yes' }, 'rentControl'],
      [{ parentId: 'missing-group' }, 'parentId']
    ]
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/v2/properties', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field)
    }
    expect(await call('GET', '/api/v2/properties/unknown')).toEqual({ status: 404, body: { error: 'not found' } })
    expect((await call('PATCH', '/api/v2/properties/unknown', { livingArea: 50 })).status).toBe(404)
  })

  it("lists top-level properties, a group's properties, or all matching a query", async () => {
    const group = (await call('POST', '/api/v2/property_groups', {})).body.id
    const inGroup = (await call('POST', '/api/v2/properties', { parentId: group, customId: 'Quokka Haus' })).body.id
    const top = (await call('POST', '/api/v2/properties', { externalId: 'quokka-2' })).body.id
    const byParent = await call('GET', `/api/v2/properties?parentId=${group}`)
    expect(byParent.body).toMatchObject({ totalItems: 1, items: [{ id: inGroup }], meta: { url: null, version: v2 } })
    const all = await call('GET', '/api/v2/properties?limit=100')
    expect(all.body.items.map((p: Json) => p.id)).toContain(top)
    expect(all.body.items.map((p: Json) => p.id)).not.toContain(inGroup)
    const query = await call('GET', '/api/v2/properties?query=QUOKKA')
    expect(query.body.items.map((p: Json) => p.id)).toEqual([inGroup, top])
    expect((await call('GET', '/api/v2/properties?limit=101')).status).toBe(400)
  })
})

describe('property images', () => {
  let propertyId: string
  beforeAll(async () => {
    propertyId = (await call('POST', '/api/v2/properties', { customId: 'with images' })).body.id
  })

  it('uploads (201) and serves full image and preview without a key, immutable', async () => {
    const bytes = await img.jpeg(1000, 500)
    const res = await upload(propertyId, imageUpload(bytes, { type: 'exterior', caption: 'Ansicht Süd' }))
    expect(res.status).toBe(201)
    const sha = createHash('sha256').update(bytes).digest('hex')
    expect(res.body).toEqual({
      id: res.body.id,
      propertyId,
      type: 'exterior',
      caption: 'Ansicht Süd',
      src: `${sb.url}/files/images/${sha}.jpg`,
      previewSrc: expect.stringMatching(new RegExp(`^${sb.url}/files/images/[0-9a-f]{64}\\.webp$`)),
      meta: { url: null, version: v2 }
    })
    const full = await fetch(res.body.src)
    expect(full.status).toBe(200)
    expect(full.headers.get('content-type')).toBe('image/jpeg')
    expect(full.headers.get('cache-control')).toContain('immutable')
    expect(Buffer.from(await full.arrayBuffer()).equals(bytes)).toBe(true)
    const preview = await fetch(res.body.previewSrc)
    expect(preview.headers.get('content-type')).toBe('image/webp')
    expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({ width: 400, height: 200 })
    const again = await fetch(res.body.src, { headers: { 'if-none-match': full.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
    expect((await fetch(`${sb.url}/files/images/${'0'.repeat(64)}.jpg`)).status).toBe(404)
    expect((await fetch(`${sb.url}/files/images/..%2Fportfolio.db`)).status).toBe(404)
    const head = await fetch(res.body.src, { method: 'HEAD' })
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes.length)])
    const openapi = (await (await sb.request('/api/openapi.json')).json()) as Json
    // Documented (every status the sandbox sends is in its document), without a key.
    const files = openapi.paths['/files/images/{name}']?.get
    expect(files?.security).toEqual([])
    expect(Object.keys(files?.responses ?? {})).toEqual(expect.arrayContaining(['200', '304', '400', '404']))
  })

  it(
    'stops at once after serving image files, though the client keeps its connections open',
    { timeout: 20_000 },
    async () => {
      // Before forceCloseConnections, close() waited out the 72 s keep-alive of a connection that had served a file stream.
      for (let round = 0; round < 3; round++) {
        const own = await startSandbox()
        const id = (
          await (await own.request('/api/v2/properties', { method: 'POST', json: { customId: 'close' } })).json()
        ).id
        const res = await own.request(`/api/v2/properties/${id}/images`, {
          method: 'POST',
          ...asBody(imageUpload(await img.png(64, 48), {}))
        })
        const created = (await res.json()) as Json
        for (const url of [created.src, created.previewSrc]) expect((await fetch(url)).status).toBe(200)
        await own.close()
        await expect(fetch(created.src)).rejects.toThrow()
      }
    }
  )

  it('accepts by content: a PNG named .txt is fine, text named .jpg is 415, HEIC becomes JPEG', async () => {
    const png = await upload(
      propertyId,
      imageUpload(await img.png(), { filename: 'notes.txt', contentType: 'text/plain' })
    )
    expect(png.status).toBe(201)
    expect(png.body.src).toMatch(/\.png$/)
    expect(png.body.type).toBe('default')
    const heic = await upload(
      propertyId,
      imageUpload(img.heic(), { filename: 'IMG_0001.HEIC', contentType: 'image/heic' })
    )
    expect(heic.status).toBe(201)
    const heicFile = await fetch(heic.body.src)
    expect(heicFile.headers.get('content-type')).toBe('image/jpeg')
    const lie = await upload(propertyId, imageUpload(Buffer.from('this is not a photo'), { filename: 'photo.jpg' }))
    expect(lie.status).toBe(415)
    expect(lie.body.error).toBe('unsupported media type')
    expect((await upload(propertyId, imageUpload(await img.gif(), { filename: 'a.gif' }))).status).toBe(415)
    expect(
      (await upload(propertyId, imageUpload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1000)]))))
        .status
    ).toBe(415)
  })

  it('answers 413 over 25 MB, 404 for an unknown property, 400 without image or with a bad type, 415 when not multipart', async () => {
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 1)
    ;(await img.jpeg()).copy(big)
    const tooLarge = await upload(propertyId, imageUpload(big))
    expect(tooLarge).toEqual({ status: 413, body: { error: 'payload too large' } })
    expect((await upload('unknown', imageUpload(await img.png()))).status).toBe(404)
    const noImage = await upload(propertyId, multipartBody([{ name: 'caption', value: 'nothing attached' }]))
    expect(noImage).toEqual({ status: 400, body: { errors: { image: ["can't be blank"] } } })
    const badType = await upload(propertyId, imageUpload(await img.png(), { type: 'selfie' }))
    expect(badType.status).toBe(400)
    expect(Object.keys(badType.body.errors)).toEqual(['type'])
    const json = await call('POST', `/api/v2/properties/${propertyId}/images`, { image: 'base64...' })
    expect(json.status).toBe(415)
    const png = await img.png()
    const two = multipartBody([
      { name: 'image', value: png, filename: 'a.png' },
      { name: 'image', value: png, filename: 'b.png' }
    ])
    expect(await upload(propertyId, two)).toEqual({
      status: 400,
      body: { errors: { image: ['send exactly one file'] } }
    })
    const broken = await sb.request(`/api/v2/properties/${propertyId}/images`, {
      method: 'POST',
      body: 'no parts at all',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' }
    })
    expect(broken.status).toBe(400)
    const cut = imageUpload(png)
    expect((await upload(propertyId, { ...cut, body: cut.body.subarray(0, cut.body.length - 40) })).status).toBe(400)
    const longCaption = await upload(propertyId, imageUpload(png, { caption: 'x'.repeat(1001) }))
    expect(Object.keys(longCaption.body.errors)).toEqual(['caption'])
  })

  it('lists with paging (default 10, max 100) and patches caption and type', async () => {
    const own = (await call('POST', '/api/v2/properties', {})).body.id
    const bytes = await img.png(40, 30)
    const ids: string[] = []
    for (let i = 0; i < 11; i++) ids.push((await upload(own, imageUpload(bytes, { caption: `Foto ${i}` }))).body.id)
    const page = await call('GET', `/api/v2/properties/${own}/images`)
    expect(page.body.totalItems).toBe(11)
    expect(page.body.items.map((i: Json) => i.id)).toEqual(ids.slice(0, 10))
    expect(page.body.meta).toEqual({ url: null, version: v2 })
    expect((await call('GET', `/api/v2/properties/${own}/images?offset=10`)).body.items.map((i: Json) => i.id)).toEqual(
      [ids[10]]
    )
    expect((await call('GET', `/api/v2/properties/${own}/images?limit=101`)).status).toBe(400)
    expect((await call('GET', '/api/v2/properties/unknown/images')).status).toBe(404)

    const patched = await call('PATCH', `/api/v2/properties/${own}/images/${ids[0]}`, {
      caption: 'Bad',
      type: 'interior'
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({
      id: ids[0],
      propertyId: own,
      caption: 'Bad',
      type: 'interior',
      meta: { url: null, version: v2 }
    })
    const badType = await call('PATCH', `/api/v2/properties/${own}/images/${ids[0]}`, { type: 'selfie' })
    expect(badType.status).toBe(400)
    expect(Object.keys(badType.body.errors)).toEqual(['type'])
    expect((await call('PATCH', `/api/v2/properties/${own}/images/unknown`, { caption: 'x' })).status).toBe(404)
    expect((await call('PATCH', `/api/v2/properties/${propertyId}/images/${ids[1]}`, { caption: 'x' })).status).toBe(
      404
    )
  })
})

describe('answer shapes', () => {
  it('every portfolio answer matches the shared response schema of its endpoint', async () => {
    const check = (id: EndpointId, body: Json) => {
      const schema = (ENDPOINTS[id] as Endpoint).response!
      expect(
        [...Value.Errors(schema, body)].map((e) => `${e.path} ${e.message}`),
        id
      ).toEqual([])
    }
    const group = await call('POST', '/api/v2/property_groups', {
      customId: 'shape',
      location: { coordinates: { latitude: 52.5, longitude: 13.4 } }
    })
    check('propertyGroupsCreate', group.body)
    check('propertyGroupsGet', (await call('GET', `/api/v2/property_groups/${group.body.id}`)).body)
    check(
      'propertyGroupsUpdate',
      (await call('PATCH', `/api/v2/property_groups/${group.body.id}`, { externalId: 'e' })).body
    )
    check('propertyGroupsList', (await call('GET', '/api/v2/property_groups?query=shape')).body)
    const property = await call('POST', '/api/v2/properties', {
      parentId: group.body.id,
      location: { coordinates: { latitude: 52.5, longitude: 13.4 } },
      propertyType: { type: 'apartment', subtype: 'apartment_loft' },
      livingArea: 70,
      energyCertificate: { type: 'consumption', value: 90 },
      heatingTypes: ['district'],
      equipments: ['lift']
    })
    check('propertiesCreate', property.body)
    check('propertiesGet', (await call('GET', `/api/v2/properties/${property.body.id}`)).body)
    check('propertiesUpdate', (await call('PATCH', `/api/v2/properties/${property.body.id}`, { floor: 2 })).body)
    check('propertiesList', (await call('GET', `/api/v2/properties?parentId=${group.body.id}`)).body)
    const image = await upload(property.body.id, imageUpload(await img.webp(), { caption: 'c' }))
    check('propertyImagesCreate', image.body)
    check('propertyImagesList', (await call('GET', `/api/v2/properties/${property.body.id}/images`)).body)
    check(
      'propertyImagesUpdate',
      (await call('PATCH', `/api/v2/properties/${property.body.id}/images/${image.body.id}`, { type: 'floor_plan' }))
        .body
    )
  })
})

describe('keys', () => {
  it('needs a key (401) entitled to the restricted portfolio endpoints (403 for the basic key)', async () => {
    expect(await call('GET', '/api/v2/property_groups', undefined, null)).toMatchObject({
      status: 401,
      body: { error: 'not authorized' }
    })
    expect((await call('GET', '/api/v2/properties', undefined, sb.keys.basic)).status).toBe(403)
    const res = await sb.request(`/api/v2/properties/x/images`, {
      method: 'POST',
      key: sb.keys.basic,
      ...imageUploadInit(await img.png())
    })
    expect(res.status).toBe(403)
  })
})

function imageUploadInit(bytes: Buffer) {
  const { body, contentType } = imageUpload(bytes)
  return { body: new Uint8Array(body), headers: { 'content-type': contentType } }
}
