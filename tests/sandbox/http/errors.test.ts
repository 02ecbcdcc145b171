import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS, OffersSearchRequest, PriceFilterQuery, PropertyCreate } from '@shared/api'
import { compileValidator, fieldErrors } from '@sandbox/http/validation'
import { JSON_BODY_LIMIT } from '@sandbox/app'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'

function errorsOf(schema: object, part: string, value: unknown) {
  const validate = compileValidator(schema, part)
  expect(validate(value)).toBe(false)
  return fieldErrors(validate.errors ?? [], part)
}

describe('validation messages', () => {
  it('name nested body fields by their dotted path', () => {
    const errors = errorsOf(OffersSearchRequest, 'body', {
      filters: {
        dealType: 'lease',
        location: { circle: { center: { coordinates: { latitude: 52.5, longitude: 13.4 } }, radius: 20000 } }
      }
    })
    expect(errors).toEqual({
      'filters.dealType': ['must be one of: sale, rent'],
      'filters.location.circle.radius': ['must be less than or equal to 10000']
    })
  })

  it('keep bracket query names literal and coerce query strings', () => {
    const validate = compileValidator(PriceFilterQuery, 'querystring')
    const query: Record<string, unknown> = {
      type_of_demand: 'rent',
      'rooms[min]': '2.5',
      furnished: 'true',
      radius: '500'
    }
    expect(validate(query)).toBe(true)
    expect(query).toMatchObject({ 'rooms[min]': 2.5, furnished: true, radius: 500, 'rooms[max]': 7 })
    expect(
      errorsOf(PriceFilterQuery, 'querystring', { type_of_demand: 'rent', 'rooms[min]': 'many', radius: '7' })
    ).toEqual({
      'rooms[min]': ['must be a number'],
      radius: ['must be one of: 500, 1000, 2000, 5000, 10000']
    })
    expect(errorsOf(PriceFilterQuery, 'querystring', {})).toEqual({ type_of_demand: ["can't be blank"] })
  })

  it('do not coerce JSON body types', () => {
    const errors = errorsOf(PropertyCreate, 'body', { livingArea: '80' })
    expect(errors.livingArea?.[0]).toMatch(/must be a number/)
  })

  it('name the body itself when it is not an object', () => {
    expect(errorsOf(OffersSearchRequest, 'body', [1, 2])).toHaveProperty('body')
  })
})

describe('error answers over HTTP', () => {
  let sb: StartedSandbox
  beforeAll(async () => {
    sb = await startSandbox()
  })
  afterAll(() => sb.close())

  it('invalid input: 400 with per-field messages', async () => {
    const res = await sb.request(`${ENDPOINTS.propertyGroupsList.path}?limit=500&offset=-1`)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      errors: { limit: ['must be less than or equal to 100'], offset: ['must be greater than or equal to 0'] }
    })
  })

  it('unknown route: 404 {"error": "not found"}', async () => {
    for (const path of ['/api/v2/nothing', '/', '/api/v3/properties']) {
      const res = await sb.request(path)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ error: 'not found' })
    }
  })

  it('unknown id: 404', async () => {
    const res = await sb.request(ENDPOINTS.propertyGroupsGet.path.replace(':id', 'does-not-exist'))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'not found' })
  })

  it('malformed JSON: 400', async () => {
    const res = await sb.request(ENDPOINTS.propertyGroupsCreate.path, {
      method: 'POST',
      body: '{"customId": ',
      headers: { 'content-type': 'application/json' }
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'malformed JSON' })
  })

  it('body over the JSON limit: 413', async () => {
    const res = await sb.request(ENDPOINTS.propertyGroupsCreate.path, {
      method: 'POST',
      json: { customId: 'x'.repeat(JSON_BODY_LIMIT + 10) }
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: 'payload too large' })
  })

  it('wrong content type: 415', async () => {
    const text = await sb.request(ENDPOINTS.propertyGroupsCreate.path, {
      method: 'POST',
      body: 'customId=1',
      headers: { 'content-type': 'text/plain' }
    })
    expect(text.status).toBe(415)
    expect(await text.json()).toEqual({ error: 'unsupported media type' })

    const form = new FormData()
    form.set('customId', 'x')
    const multipart = await sb.request(ENDPOINTS.propertyGroupsCreate.path, { method: 'POST', body: form })
    expect(multipart.status).toBe(415)

    const jsonUpload = await sb.request(ENDPOINTS.propertyImagesCreate.path.replace(':propertyId', 'p1'), {
      method: 'POST',
      json: { caption: 'x' }
    })
    expect(jsonUpload.status).toBe(415)
  })

  it('a malformed URL: 400 in the same shape', async () => {
    const res = await sb.request('/api/v2/property_groups/%E0%A4%A')
    expect(res.status).toBe(400)
    expect(Object.keys((await res.json()) as object)).toContain('error')
  })
})
