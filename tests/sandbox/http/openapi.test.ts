import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINT_LIST } from '@shared/api'
import sharp from 'sharp'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'
import { imageUpload } from '../portfolio/multipart'
import { label } from './endpoints'

interface Operation {
  operationId?: string
  deprecated?: boolean
  parameters?: Array<{ name: string; in: string }>
  requestBody?: { content: Record<string, unknown> }
  responses: Record<string, unknown>
}
interface Document {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> }
}

describe('OpenAPI document', () => {
  let sb: StartedSandbox
  let doc: Document
  beforeAll(async () => {
    sb = await startSandbox()
    const res = await sb.request('/api/openapi.json', { key: null })
    expect(res.status).toBe(200)
    doc = (await res.json()) as Document
  })
  afterAll(() => sb.close())

  it('is OpenAPI 3.1 with the api_key query scheme', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.components.securitySchemes.apiKey).toEqual({ type: 'apiKey', in: 'query', name: 'api_key' })
  })

  it.each(ENDPOINT_LIST.map((e) => [label(e), e] as const))('lists %s with its schemas and status', (_l, endpoint) => {
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')
    const op = doc.paths[path]?.[endpoint.method.toLowerCase()]
    expect(op, `${endpoint.method} ${path} missing`).toBeDefined()
    expect(op!.operationId).toBe(endpoint.id)
    expect(Object.keys(op!.responses)).toContain(String(endpoint.status))
    expect(Object.keys(op!.responses)).toContain('401')
    if (endpoint.restricted) expect(Object.keys(op!.responses)).toContain('403')
    if (endpoint.deprecated) expect(op!.deprecated).toBe(true)
    if (endpoint.body) expect(op!.requestBody?.content).toHaveProperty('application/json')
    if (endpoint.multipart) expect(op!.requestBody?.content).toHaveProperty('multipart/form-data')
    const names = (op!.parameters ?? []).map((p) => `${p.in}:${p.name}`)
    for (const name of Object.keys((endpoint.query as { properties?: object } | undefined)?.properties ?? {}))
      expect(names).toContain(`query:${name}`)
    for (const name of Object.keys((endpoint.params as { properties?: object } | undefined)?.properties ?? {}))
      expect(names).toContain(`path:${name}`)
  })

  it('documents the vps endpoints by POST too (the spec: "all four accept GET and POST"), with a JSON body of the query fields', () => {
    for (const endpoint of ENDPOINT_LIST.filter((e) => e.path.startsWith('/api/v1/vps/'))) {
      const post = doc.paths[endpoint.path]?.post as
        (Operation & { requestBody?: { content: Record<string, { schema?: { properties?: object } }> } }) | undefined
      expect(post, `POST ${endpoint.path} missing`).toBeDefined()
      expect(Object.keys(post!.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']))
      const fields = Object.keys(post!.requestBody?.content['application/json']?.schema?.properties ?? {}).sort()
      expect(fields).toEqual(
        Object.keys((endpoint.query as { properties?: object } | undefined)?.properties ?? {}).sort()
      )
      expect(fields).toContain('address')
    }
  })

  it('documents what the contract leaves open', () => {
    const priceFilter = doc.paths['/api/v1/price_filter']?.get
    const text = JSON.stringify(priceFilter?.responses['200'])
    expect(text).toContain('price per square metre')
    expect(text).toContain('days')
  })

  it('documents every status the sandbox answers (431, 413, 415, 404) and which routes need a key', async () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const codes = Object.keys(op.responses)
        expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['404', '431']))
        if (method !== 'get' && method !== 'delete')
          expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['413', '415']))
        const keyless = path.startsWith('/media/') || path.startsWith('/files/')
        expect((op as { security?: unknown[] }).security, `${method} ${path}`).toEqual(keyless ? [] : undefined)
        if (!keyless) expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['401', '429']))
      }
    }
    const media = doc.paths['/media/offers/{id}/{file}']?.get
    expect(Object.keys(media?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404']))
    // And the sandbox does answer them so: a media file without a key, an oversized URL.
    expect((await sb.request('/media/offers/no-such-offer/1.svg', { key: null })).status).toBe(404)
    expect((await sb.request(`/api/v2/property_groups?x=${'a'.repeat(20_000)}`)).status).toBe(431)
  })

  it('documents the image files with the content types they are sent with, not JSON', async () => {
    const file = doc.paths['/files/images/{name}']?.get as
      (Operation & { responses: Record<string, { content?: Record<string, unknown> }> }) | undefined
    const documented = Object.keys(file?.responses['200']?.content ?? {})
    expect(documented.sort()).toEqual(['image/jpeg', 'image/png', 'image/webp'])
    expect(file?.responses['304']?.content).toBeUndefined()
    // What the sandbox sends: an uploaded JPEG and PNG, each fetched back by the URL the upload answers.
    const property = (await (
      await sb.request('/api/v2/properties', { method: 'POST', json: { customId: 'OpenAPI' } })
    ).json()) as { id: string }
    const picture = sharp({ create: { width: 6, height: 4, channels: 3, background: '#446688' } })
    for (const [bytes, type] of [
      [await picture.clone().jpeg().toBuffer(), 'image/jpeg'],
      [await picture.clone().png().toBuffer(), 'image/png']
    ] as const) {
      const { body, contentType } = imageUpload(bytes, { filename: 'x', contentType: type })
      const res = await sb.request(`/api/v2/properties/${property.id}/images`, {
        method: 'POST',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType }
      })
      expect(res.status).toBe(201)
      const { src } = (await res.json()) as { src: string }
      const served = await fetch(src)
      expect(served.status).toBe(200)
      expect(documented).toContain(served.headers.get('content-type'))
      expect(served.headers.get('content-type')).toBe(type)
    }
  })
})
