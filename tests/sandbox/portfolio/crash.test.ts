// Nothing lost: many concurrent writes and uploads, SIGKILL after a fixed number of acknowledged
// answers, restart on the same data folder, and every acknowledged write is there, whole.
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'libsql'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { imageUpload } from './multipart'
import { spawnSandbox, type SandboxProcess } from './sandbox-process'

const WORKERS = 10
const KILL_AFTER_ACKS = 120

type Json = Record<string, any>
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex')

/** Every write the test sent: `acked` once its 2xx answer arrived in full, else it may or may not have happened. */
interface Op {
  kind: string
  acked: boolean
  result?: Json
}

interface GroupModel {
  id: string
  customId: string
  externalIds: Array<string | undefined>
  deleted: 'no' | 'acked' | 'maybe'
}
interface PropertyModel {
  id: string
  groupId: string
  versions: Array<{ customId: string; livingArea: number }>
}
interface ImageModel {
  id: string
  propertyId: string
  sha: string
  captions: Array<string | undefined>
}

const dirs: string[] = []
let running: SandboxProcess | null = null
afterAll(async () => {
  await running?.kill()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

/** Random-noise PNGs: every upload has its own content hash. */
async function uniquePng(): Promise<Buffer> {
  const raw = Buffer.alloc(96 * 96 * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256)
  return sharp(raw, { raw: { width: 96, height: 96, channels: 3 } })
    .png()
    .toBuffer()
}

/** Checks the database file and image folder directly: no row without its file, no broken JSON. */
function checkStorage(dataDir: string): { images: number; orphans: number } {
  const db = new Database(join(dataDir, 'portfolio.db'))
  try {
    const rows = (sql: string) => db.prepare(sql).all() as Json[]
    expect(rows('PRAGMA integrity_check')[0].integrity_check).toBe('ok')
    expect(rows('PRAGMA foreign_key_check')).toEqual([])
    expect(rows('SELECT id FROM properties WHERE NOT json_valid(data)')).toEqual([])
    expect(rows('SELECT id FROM groups WHERE location IS NOT NULL AND NOT json_valid(location)')).toEqual([])
    const images = rows('SELECT id, file, preview_file FROM images')
    const referenced = new Set<string>()
    for (const image of images) {
      for (const name of [image.file, image.preview_file] as string[]) {
        referenced.add(name)
        const path = join(dataDir, 'images', name)
        expect(existsSync(path), `file of image ${image.id}`).toBe(true)
        expect(sha256(readFileSync(path)), name).toBe(name.slice(0, 64))
      }
    }
    const orphans = readdirSync(join(dataDir, 'images')).filter((f) => !referenced.has(f)).length
    return { images: images.length, orphans }
  } finally {
    db.close()
  }
}

describe('crash safety', () => {
  it('keeps every acknowledged write and no half-written object across SIGKILL', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lagebild-crash-'))
    dirs.push(dataDir)
    running = await spawnSandbox(dataDir)
    const first = running

    const groups: GroupModel[] = []
    const properties: PropertyModel[] = []
    const images: ImageModel[] = []
    const ops: Op[] = []
    let acks = 0
    let killed: Promise<void> | null = null

    async function send(
      kind: string,
      method: string,
      path: string,
      body?: { json?: unknown; multipart?: { body: Buffer; contentType: string } }
    ): Promise<Json> {
      const op: Op = { kind, acked: false }
      ops.push(op)
      const url = new URL(path, first.url)
      url.searchParams.set('api_key', first.keys.full)
      const init: RequestInit = { method }
      if (body?.json !== undefined) {
        init.body = JSON.stringify(body.json)
        init.headers = { 'content-type': 'application/json' }
      }
      if (body?.multipart) {
        init.body = new Uint8Array(body.multipart.body)
        init.headers = { 'content-type': body.multipart.contentType }
      }
      const res = await fetch(url, init)
      const text = await res.text()
      if (res.status < 200 || res.status > 299) throw new Error(`${kind}: ${res.status} ${text}`)
      const result: Json = text === '' ? {} : JSON.parse(text)
      op.acked = true
      op.result = result
      if (++acks === KILL_AFTER_ACKS) killed = first.kill()
      return result
    }

    async function worker(w: number): Promise<void> {
      for (let k = 0; ; k++) {
        const g = await send('group', 'POST', '/api/v2/property_groups', { json: { customId: `w${w}-g${k}` } })
        const group: GroupModel = { id: g.id, customId: `w${w}-g${k}`, externalIds: [undefined], deleted: 'no' }
        groups.push(group)
        const p = await send('property', 'POST', '/api/v2/properties', {
          json: { parentId: g.id, customId: `w${w}-p${k}`, livingArea: k }
        })
        const property: PropertyModel = {
          id: p.id,
          groupId: g.id,
          versions: [{ customId: `w${w}-p${k}`, livingArea: k }]
        }
        properties.push(property)
        const next = { customId: `w${w}-p${k}-v2`, livingArea: k + 0.5 }
        property.versions.push(next)
        await send('patch property', 'PATCH', `/api/v2/properties/${p.id}`, { json: next })
        property.versions = [next]
        const png = await uniquePng()
        const i = await send('image', 'POST', `/api/v2/properties/${p.id}/images`, {
          multipart: imageUpload(png, { caption: `w${w}-i${k}` })
        })
        const image: ImageModel = { id: i.id, propertyId: p.id, sha: sha256(png), captions: [`w${w}-i${k}`] }
        images.push(image)
        image.captions.push(`w${w}-i${k}-c2`)
        await send('patch image', 'PATCH', `/api/v2/properties/${p.id}/images/${i.id}`, {
          json: { caption: `w${w}-i${k}-c2` }
        })
        image.captions = [`w${w}-i${k}-c2`]
        group.externalIds.push(`w${w}-g${k}-x`)
        await send('patch group', 'PATCH', `/api/v2/property_groups/${g.id}`, { json: { externalId: `w${w}-g${k}-x` } })
        group.externalIds = [`w${w}-g${k}-x`]
        if (k % 3 === 2) {
          group.deleted = 'maybe'
          await send('delete group', 'DELETE', `/api/v2/property_groups/${g.id}`)
          group.deleted = 'acked'
        }
      }
    }

    // Each worker runs until the kill makes its next request fail.
    await Promise.allSettled(Array.from({ length: WORKERS }, (_, w) => worker(w)))
    expect(killed).not.toBeNull()
    await killed
    expect(acks).toBeGreaterThanOrEqual(KILL_AFTER_ACKS)
    expect(ops.some((op) => !op.acked)).toBe(true)
    expect(images.length).toBeGreaterThan(5)

    // Straight after the kill, before anything could tidy up: no row points at a missing file.
    checkStorage(dataDir)

    running = await spawnSandbox(dataDir)
    const second = running
    const get = async (path: string): Promise<{ status: number; body: Json }> => {
      const url = new URL(path, second.url)
      url.searchParams.set('api_key', second.keys.full)
      const res = await fetch(url)
      return { status: res.status, body: JSON.parse(await res.text()) }
    }

    for (const group of groups) {
      const res = await get(`/api/v2/property_groups/${group.id}`)
      const groupProperties = properties.filter((p) => p.groupId === group.id)
      if (group.deleted === 'acked' || (group.deleted === 'maybe' && res.status === 404)) {
        expect(res.status, `deleted group ${group.id}`).toBe(404)
        for (const p of groupProperties) {
          expect((await get(`/api/v2/properties/${p.id}`)).status).toBe(404)
          for (const image of images.filter((i) => i.propertyId === p.id)) {
            expect((await fetch(`${second.url}/files/images/${image.sha}.png`)).status).toBe(404)
          }
        }
        continue
      }
      expect(res.status, `group ${group.id}`).toBe(200)
      expect(res.body.customId).toBe(group.customId)
      expect(group.externalIds).toContain(res.body.externalId)
      const listed = await get(`/api/v2/properties?parentId=${group.id}&limit=100`)
      expect(res.body.totalProperties).toBe(listed.body.totalItems)
      for (const p of groupProperties) expect(listed.body.items.map((x: Json) => x.id)).toContain(p.id)
    }

    for (const property of properties) {
      const group = groups.find((g) => g.id === property.groupId)!
      const res = await get(`/api/v2/properties/${property.id}`)
      if (res.status === 404) {
        expect(group.deleted, `property ${property.id}`).not.toBe('no')
        continue
      }
      // A patch is applied whole or not at all: customId and livingArea belong to the same version.
      expect(property.versions).toContainEqual({ customId: res.body.customId, livingArea: res.body.livingArea })
      const list = await get(`/api/v2/properties/${property.id}/images?limit=100`)
      for (const image of images.filter((i) => i.propertyId === property.id)) {
        const found = list.body.items.find((x: Json) => x.id === image.id)
        expect(found, `image ${image.id}`).toBeDefined()
        expect(image.captions).toContain(found.caption)
        expect(found.src).toBe(`${second.url}/files/images/${image.sha}.png`)
        const file = await fetch(found.src)
        expect(file.status).toBe(200)
        expect(sha256(Buffer.from(await file.arrayBuffer()))).toBe(image.sha)
        const preview = await fetch(found.previewSrc)
        expect(preview.status).toBe(200)
        expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).format).toBe('webp')
      }
    }

    await second.stop()
    running = null
    // The restart swept whatever the kill left half-done: every file on disk belongs to a row.
    const after = checkStorage(dataDir)
    expect(after.orphans).toBe(0)
    expect(after.images).toBeGreaterThan(0)
  })
})
