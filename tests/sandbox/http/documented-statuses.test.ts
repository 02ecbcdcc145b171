// Every status the sandbox answers is in its OpenAPI document. A systematic sweep over
// HTTP: for every operation the document lists, a good request and the bad ones a client or an attacker
// sends (no key, an unknown key, a key without the restricted entitlement, unknown ids, malformed percent
// escapes and over-long path segments, bad and strange query values, malformed, empty, wrong-typed and
// oversized bodies on every method, odd Accept and Content-Type headers, an oversized URL), each sent
// byte for byte with node:http so no client normalises the URL first. The statuses seen on an operation
// must all be listed under its responses.
import { request as httpRequest } from 'node:http'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'

interface Operation {
  operationId?: string
  parameters?: Array<{ name: string; in: string }>
  requestBody?: { content: Record<string, unknown> }
  responses: Record<string, unknown>
}
type Document = { paths: Record<string, Record<string, Operation>> }
interface Sent {
  method: string
  path: string
  headers?: Record<string, string>
  body?: Buffer | string
  /** Node may reset the connection right after its 431, so the client can lose the answer: no status then. */
  mayDrop?: boolean
}

let sb: StartedSandbox
let doc: Document
let host: string
let port: number
const ids = { group: '', doomedGroup: '', property: '', image: '', offer: '', offerFile: '', file: '' }
const ADDRESS = 'Unter den Linden 1, 10117 Berlin'
let png: Buffer

/** The answer's status for exactly these bytes. */
function send({ method, path, headers = {}, body }: Sent): Promise<number> {
  return new Promise((resolve, reject) => {
    let status = 0
    // A body always goes with its length (Node sends a GET's or DELETE's body without one otherwise).
    const length =
      body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')
        ? { 'content-length': String(Buffer.byteLength(body)) }
        : {}
    const req = httpRequest(
      { host, port, method, path, agent: false, headers: { connection: 'close', ...length, ...headers } },
      (res) => {
        status = res.statusCode ?? 0
        res.resume()
        res.on('end', () => resolve(status))
        res.on('error', () => resolve(status))
      }
    )
    // A server that answers before the whole body arrived (413, 415) may close while the body is still sent.
    req.on('error', (err) => (status ? resolve(status) : reject(err)))
    if (body === undefined) req.end()
    else if (Buffer.byteLength(body) < 64 * 1024) req.end(body)
    else {
      // A large body: the head first, so a server that refuses by its Content-Length (413) answers before
      // the body is on the wire, as a client with Expect: 100-continue would see it.
      req.flushHeaders()
      const timer = setTimeout(() => req.end(body), 300)
      req.once('response', () => {
        clearTimeout(timer)
        req.destroy()
      })
    }
  })
}

function multipart(parts: Array<{ name: string; value: string | Buffer; filename?: string; type?: string }>) {
  const boundary = 'sweep-boundary-27'
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`
      )
    )
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) }
}

const withKey = (path: string, key: string | null = sb.keys.full) =>
  key === null ? path : `${path}${path.includes('?') ? '&' : '?'}api_key=${encodeURIComponent(key)}`

/** The query and body a good request of each operation carries. */
function goodOf(op: Operation, method: string): { query: string; body?: { type: string; body: Buffer | string } } {
  const body = (value: unknown) => ({ type: 'application/json', body: JSON.stringify(value) })
  const point = { coordinates: { latitude: 52.517, longitude: 13.389 } }
  const id = op.operationId ?? ''
  const address = `address=${encodeURIComponent(ADDRESS)}`
  switch (id.replace(/Post$/, '')) {
    case 'priceFilter':
      return { query: `${address}&type_of_demand=rent` }
    case 'block':
      return { query: address }
    case 'vpsApartments':
    case 'valuationAlpha':
      return method === 'post'
        ? { query: '', body: body({ address: ADDRESS, living_space: 80 }) }
        : { query: `${address}&living_space=80` }
    case 'vpsApartmentBuildings':
      return method === 'post'
        ? { query: '', body: body({ address: ADDRESS, living_space: 900, land_area: 1000 }) }
        : { query: `${address}&living_space=900&land_area=1000` }
    case 'vpsHouses': {
      const q = {
        address: ADDRESS,
        house_type: 'row',
        living_space: 120,
        land_area: 500,
        building_year: 2000,
        condition: 'good',
        furnishing: 'good'
      }
      return method === 'post'
        ? { query: '', body: body(q) }
        : { query: new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString() }
    }
    case 'vpsPlots':
      return method === 'post'
        ? { query: '', body: body({ address: ADDRESS, land_area: 500 }) }
        : { query: `${address}&land_area=500` }
    case 'locationsAddresses':
    case 'locationsRegions':
      return { query: '', body: body({ location: { address: { unstructured: ADDRESS } } }) }
    case 'offersSearch':
      return {
        query: '',
        body: body({ filters: { location: { circle: { center: point, radius: 500 } }, dealType: 'rent' }, limit: 3 })
      }
    case 'propertiesLight':
      return {
        query: '',
        body: body({
          dealType: 'sale',
          property: { propertyType: { type: 'apartment' }, location: point, livingArea: 80 }
        })
      }
    case 'propertyGroupsCreate':
      return { query: '', body: body({ customId: 'sweep' }) }
    case 'propertyGroupsUpdate':
      return { query: '', body: body({ customId: 'sweep-2' }) }
    case 'propertiesCreate':
      return { query: '', body: body({ parentId: ids.group, livingArea: 70 }) }
    case 'propertiesUpdate':
      return { query: '', body: body({ livingArea: 71 }) }
    case 'propertyImagesUpdate':
      return { query: '', body: body({ caption: 'swept' }) }
    case 'propertyImagesCreate':
      return {
        query: '',
        body: multipart([
          { name: 'type', value: 'default' },
          { name: 'image', value: png, filename: 'x.png', type: 'image/png' }
        ])
      }
    default:
      return { query: '' }
  }
}

/** The document's path with real ids, or with `value` in place of the parameter at `index`. */
function fill(template: string, method: string, replace?: { index: number; value: string }): string {
  let i = 0
  return template.replace(/\{([A-Za-z]+)\}/g, (_m, name: string) => {
    const at = i++
    if (replace && replace.index === at) return replace.value
    if (template.startsWith('/media/offers/')) return name === 'id' ? ids.offer : ids.offerFile
    if (template.startsWith('/files/images/')) return ids.file
    if (template.startsWith('/api/v2/property_groups/')) return method === 'delete' ? ids.doomedGroup : ids.group
    if (template.includes('/images/{id}') && name === 'id') return ids.image
    return ids.property
  })
}

/** Every request of the sweep for one operation. */
function sweep(template: string, method: string, op: Operation): Sent[] {
  const M = method.toUpperCase()
  const keyed = !template.startsWith('/media/') && !template.startsWith('/files/')
  const good = goodOf(op, method)
  const path = fill(template, method)
  const q = (extra = '') => [good.query, extra].filter(Boolean).join('&')
  const at = (p: string, query: string, key: string | null = keyed ? sb.keys.full : null) =>
    withKey(query ? `${p}?${query}` : p, key)
  const goodBody = good.body ? { headers: { 'content-type': good.body.type }, body: good.body.body } : {}
  const out: Sent[] = [{ method: M, path: at(path, q()), ...goodBody }]
  // Keys.
  if (keyed) {
    out.push({ method: M, path: at(path, q(), null), ...goodBody })
    out.push({ method: M, path: at(path, q(), 'no-such-key'), ...goodBody })
    out.push({ method: M, path: at(path, q(), sb.keys.basic), ...goodBody })
    out.push({ method: M, path: `${at(path, q())}&api_key=${sb.keys.full}`, ...goodBody })
  }
  // Path segments: unknown, malformed escapes, over-long, traversal.
  const params = [...template.matchAll(/\{[A-Za-z]+\}/g)].length
  for (let index = 0; index < params; index++) {
    for (const value of [
      'no-such-id',
      '%zz',
      '%',
      '%E0%A4%A',
      '%C0%AF',
      '%00',
      '%2F',
      '..',
      'a'.repeat(101),
      'a'.repeat(5000),
      '%F0%9F%98%80',
      'x.svg'
    ]) {
      out.push({ method: M, path: at(fill(template, method, { index, value }), q()), ...goodBody })
    }
  }
  // Query: every documented parameter with bad values, unknown and repeated parameters, bad escapes.
  for (const p of (op.parameters ?? []).filter((x) => x.in === 'query')) {
    for (const value of ['x', '0x10', '', '%20', '-1', '1e999', '%zz', 'a'.repeat(3000)])
      out.push({ method: M, path: at(path, q(`${encodeURIComponent(p.name)}=${value}`)), ...goodBody })
  }
  for (const extra of ['unknown=1', 'a[b][c][d]=1', '%zz=1', 'api_key[]=x', 'x=%', '&&&', '='])
    out.push({ method: M, path: at(path, q(extra)), ...goodBody })
  // Bodies on every method.
  const bodies: Array<{ type?: string; body: string | Buffer }> = [
    { type: 'application/json', body: '{' },
    { type: 'application/json', body: '' },
    { type: 'application/json', body: '[]' },
    { type: 'application/json', body: 'null' },
    { type: 'application/json', body: '1' },
    { type: 'application/json', body: '{"__proto__":{"x":1},"constructor":{"prototype":{}}}' },
    { type: 'application/json', body: Buffer.alloc(1024 * 1024 + 10, 0x20) },
    { type: 'application/json; charset=utf-16', body: '{}' },
    { type: 'text/plain', body: 'hello' },
    { type: 'application/x-www-form-urlencoded', body: 'a=1' },
    { type: 'application/xml', body: '<a/>' },
    { body: 'no content type' },
    multipart([{ name: 'image', value: 'not an image', filename: 'x.txt', type: 'text/plain' }]),
    multipart([{ name: 'caption', value: 'no image' }]),
    { type: 'multipart/form-data; boundary=x', body: 'broken' },
    { type: 'multipart/form-data', body: 'no boundary' }
  ]
  // Over the image size limit: only where an image is read (elsewhere the 1 MB JSON body stands for it).
  if (op.requestBody?.content['multipart/form-data'])
    bodies.push(
      multipart([{ name: 'image', value: Buffer.alloc(26 * 1024 * 1024, 1), filename: 'big.png', type: 'image/png' }])
    )
  for (const b of bodies)
    out.push({ method: M, path: at(path, q()), headers: b.type ? { 'content-type': b.type } : {}, body: b.body })
  // Headers.
  for (const accept of ['application/xml', 'text/html', '*/*', 'image/*', 'nothing/at-all'])
    out.push({
      method: M,
      path: at(path, q()),
      headers: { accept, ...(good.body ? { 'content-type': good.body.type } : {}) },
      ...(good.body ? { body: good.body.body } : {})
    })
  out.push({
    method: M,
    path: at(path, q()),
    headers: { 'content-type': 'application/json', 'content-length': '5' },
    body: '{}' + ' '.repeat(3)
  })
  // A cached copy's ETag (the image files answer 304), and one that matches nothing.
  for (const tag of [`"${ids.file.slice(0, 64)}"`, '"other"', '*'])
    out.push({ method: M, path: at(path, q()), headers: { 'if-none-match': tag } })
  // Beyond Node's 16 KB for the request line and headers: 431.
  out.push({ method: M, path: at(path, q(`pad=${'a'.repeat(20_000)}`)), ...goodBody, mayDrop: true })
  return out
}

beforeAll(async () => {
  sb = await startSandbox()
  ;({ hostname: host } = new URL(sb.url))
  port = Number(new URL(sb.url).port)
  doc = (await (await sb.request('/api/openapi.json', { key: null })).json()) as Document
  png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  const post = async (path: string, value: unknown) =>
    (await (await sb.request(path, { method: 'POST', json: value })).json()) as Record<string, unknown>
  ids.group = String((await post('/api/v2/property_groups', { customId: 'sweep' })).id)
  ids.doomedGroup = String((await post('/api/v2/property_groups', { customId: 'sweep-doomed' })).id)
  ids.property = String((await post('/api/v2/properties', { parentId: ids.group })).id)
  const form = multipart([{ name: 'image', value: png, filename: 'x.png', type: 'image/png' }])
  const image = (await (
    await sb.request(`/api/v2/properties/${ids.property}/images`, {
      method: 'POST',
      headers: { 'content-type': form.type },
      body: form.body
    })
  ).json()) as {
    id: string
    src: string
  }
  ids.image = image.id
  ids.file = image.src.split('/').pop()!
  const offers = (await post('/api/v2/offers/search', {
    filters: {
      location: { circle: { center: { coordinates: { latitude: 52.517, longitude: 13.389 } }, radius: 2000 } }
    },
    limit: 50
  })) as {
    items: Array<{ images?: Array<{ url: string }> }>
  }
  const [, , , offer, file] = new URL(offers.items.find((o) => o.images?.length)!.images![0]!.url).pathname.split('/')
  ids.offer = offer!
  ids.offerFile = file!
}, 120_000)
afterAll(async () => {
  await sb?.close()
})

describe('documented statuses', () => {
  it('the property image files are in the document too (their URLs are in every image answer)', () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/media/offers/{id}/{file}', '/files/images/{name}'])
    )
  })

  it('every status the sandbox answers in a sweep of every operation is listed under that operation', async () => {
    const undocumented: string[] = []
    const seen = new Map<string, Set<number>>()
    let requests = 0
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!['get', 'post', 'patch', 'put', 'delete'].includes(method)) continue
        const label = `${method.toUpperCase()} ${template}`
        const statuses = seen.set(label, new Set()).get(label)!
        for (const sent of sweep(template, method, op)) {
          const status = await send(sent).catch((err: Error) => {
            if (sent.mayDrop) return null
            throw new Error(
              `${label}: no answer to ${sent.path.slice(0, 120)} ${JSON.stringify(sent.headers ?? {})} body ${sent.body === undefined ? 'none' : Buffer.byteLength(sent.body)}: ${err.message}`,
              { cause: err }
            )
          })
          requests++
          if (status === null) continue
          statuses.add(status)
          if (!(String(status) in op.responses))
            undocumented.push(
              `${label}: ${status} for ${sent.path.slice(0, 120)} ${sent.headers ? JSON.stringify(sent.headers).slice(0, 80) : ''}`
            )
        }
      }
    }
    const summary = [...seen].map(([label, s]) => `${label}: ${[...s].sort().join(' ')}`).join('\n')
    console.log(`status sweep: ${requests} requests over ${seen.size} operations\n${summary}`)
    expect(undocumented, summary).toEqual([])
    // The sweep reached the good answers and the refusals it means to.
    const all = new Set([...seen.values()].flatMap((s) => [...s]))
    for (const status of [200, 201, 204, 304, 400, 401, 403, 404, 413, 415, 431])
      expect(all.has(status), `status ${status}`).toBe(true)
  }, 240_000)
})
