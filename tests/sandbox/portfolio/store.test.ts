// The portfolio storage on its own: a real SQLite file and image folder in a temp data dir.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PropertyCreate, PropertyImagePatch } from '@shared/api'
import { Portfolio, PortfolioError } from '@sandbox/portfolio'
import { detectImageFormat } from '@shared/images/image-format'
import * as img from './images'

// Properties in these tests carry no location, so the geocoder is never asked; route tests cover it.
const noGeocoding = {
  locateV2: () => {
    throw new Error('not geocoding in storage tests')
  }
}

let dataDir: string
let pf: Portfolio

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lagebild-portfolio-'))
  pf = Portfolio.open({ dataDir, locator: noGeocoding })
})
afterEach(() => {
  pf.close()
  rmSync(dataDir, { recursive: true, force: true })
})

function expectError(fn: () => unknown, kind: PortfolioError['kind'], field?: string) {
  try {
    fn()
  } catch (err) {
    expect(err).toBeInstanceOf(PortfolioError)
    expect((err as PortfolioError).kind).toBe(kind)
    if (field) expect(Object.keys((err as PortfolioError).fields ?? {})).toEqual([field])
    return
  }
  throw new Error('expected an error')
}

async function expectRejection(p: Promise<unknown>, kind: PortfolioError['kind']) {
  const err = await p.then(
    () => null,
    (e: unknown) => e
  )
  expect(err).toBeInstanceOf(PortfolioError)
  expect((err as PortfolioError).kind).toBe(kind)
}

describe('property groups', () => {
  it('creates, reads and patches a group; ids are random and URL-safe', () => {
    const a = pf.groups.create({
      customId: 'Mandant Müller',
      externalId: 'EXT-1',
      location: { address: { unstructured: 'Hauptstraße 1, 10115 Berlin' } }
    })
    const b = pf.groups.create({})
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(a.id).not.toBe(b.id)
    expect(a).toEqual({
      id: a.id,
      customId: 'Mandant Müller',
      externalId: 'EXT-1',
      location: { address: { unstructured: 'Hauptstraße 1, 10115 Berlin' } },
      totalProperties: 0,
      totalPropertyGroups: 0
    })
    const patched = pf.groups.update(a.id, { externalId: 'EXT-2' })
    expect(patched.customId).toBe('Mandant Müller')
    expect(patched.externalId).toBe('EXT-2')
    expect(pf.groups.get(a.id)).toEqual(patched)
    expectError(() => pf.groups.get('nope'), 'notFound')
    expectError(() => pf.groups.update('nope', {}), 'notFound')
  })

  it('nests groups under existing parents only and keeps the totals right', () => {
    const root = pf.groups.create({ customId: 'root' })
    const child = pf.groups.create({ parentId: root.id })
    pf.groups.create({ parentId: root.id })
    pf.properties.create({ parentId: root.id })
    pf.properties.create({ parentId: child.id })
    pf.properties.create({ parentId: child.id })
    expect(pf.groups.get(root.id)).toMatchObject({ totalProperties: 1, totalPropertyGroups: 2 })
    expect(pf.groups.get(child.id)).toMatchObject({ parentId: root.id, totalProperties: 2, totalPropertyGroups: 0 })
    expectError(() => pf.groups.create({ parentId: 'missing' }), 'fields', 'parentId')
    expectError(() => pf.properties.create({ parentId: 'missing' }), 'fields', 'parentId')
    // Moving the child to the top level changes both parents' totals.
    pf.groups.update(child.id, { parentId: '' })
    expect(pf.groups.get(root.id).totalPropertyGroups).toBe(1)
    expect(pf.groups.get(child.id).parentId).toBeUndefined()
  })

  it('refuses a parent that would make a cycle', () => {
    const a = pf.groups.create({})
    const b = pf.groups.create({ parentId: a.id })
    const c = pf.groups.create({ parentId: b.id })
    expectError(() => pf.groups.update(a.id, { parentId: a.id }), 'fields', 'parentId')
    expectError(() => pf.groups.update(a.id, { parentId: c.id }), 'fields', 'parentId')
    expect(pf.groups.get(a.id).parentId).toBeUndefined()
    // Moving down a side branch is fine.
    const d = pf.groups.create({})
    expect(pf.groups.update(c.id, { parentId: d.id }).parentId).toBe(d.id)
  })

  it('lists top-level groups by default, children by parentId, everything matching a query', () => {
    const berlin = pf.groups.create({
      customId: 'Berlin Portfolio',
      location: { address: { street: 'Unter den Linden', city: 'Berlin' } }
    })
    const köln = pf.groups.create({ externalId: 'KÖLN-7' })
    const inner = pf.groups.create({ customId: 'Linden Hof', parentId: berlin.id })
    for (let i = 0; i < 12; i++) pf.groups.create({ customId: `bulk ${i}` })

    const top = pf.groups.list({})
    expect(top.totalItems).toBe(14)
    expect(top.items).toHaveLength(10)
    expect(top.items[0].id).toBe(berlin.id)
    expect(top.items.map((g) => g.id)).not.toContain(inner.id)
    expect(pf.groups.list({ parentId: '' }).totalItems).toBe(14)
    expect(pf.groups.list({ offset: 10 }).items).toHaveLength(4)
    expect(pf.groups.list({ limit: 0 }).items).toEqual([])
    expect(pf.groups.list({ limit: 100 }).items).toHaveLength(14)
    expect(pf.groups.list({ offset: 2 ** 63 })).toEqual({ items: [], totalItems: 14 })

    expect(pf.groups.list({ parentId: berlin.id }).items.map((g) => g.id)).toEqual([inner.id])
    expect(pf.groups.list({ parentId: 'unknown' })).toEqual({ items: [], totalItems: 0 })

    // The query searches customId, externalId and the address, case-insensitively, at every level.
    expect(pf.groups.list({ query: 'LINDEN' }).items.map((g) => g.id)).toEqual([berlin.id, inner.id])
    expect(pf.groups.list({ query: 'köln' }).items.map((g) => g.id)).toEqual([köln.id])
    expect(pf.groups.list({ query: 'linden', parentId: berlin.id }).items.map((g) => g.id)).toEqual([inner.id])
    expect(pf.groups.list({ query: 'bulk', limit: 5, offset: 10 })).toMatchObject({ totalItems: 12 })
    expect(pf.groups.list({ query: 'bulk', limit: 5, offset: 10 }).items).toHaveLength(2)
  })

  it('deletes the whole subtree with its properties, images and image files', async () => {
    const root = pf.groups.create({})
    const child = pf.groups.create({ parentId: root.id })
    const grandchild = pf.groups.create({ parentId: child.id })
    const keep = pf.groups.create({})
    const p1 = pf.properties.create({ parentId: child.id })
    const p2 = pf.properties.create({ parentId: grandchild.id })
    const kept = pf.properties.create({ parentId: keep.id })
    const i1 = await pf.addImage(p1.id, { bytes: await img.jpeg() })
    const i2 = await pf.addImage(p2.id, { bytes: await img.png() })
    // The same picture on a property that stays: its file must survive the delete.
    const shared = await pf.addImage(kept.id, { bytes: await img.png() })
    expect(shared.file).toBe(i2.file)

    expect(pf.groups.delete(root.id)).toEqual({ groups: 3, properties: 2, images: 2 })
    for (const id of [root.id, child.id, grandchild.id]) expectError(() => pf.groups.get(id), 'notFound')
    for (const id of [p1.id, p2.id]) expectError(() => pf.properties.get(id), 'notFound')
    expect(existsSync(pf.files.path(i1.file))).toBe(false)
    expect(existsSync(pf.files.path(i1.previewFile))).toBe(false)
    expect(existsSync(pf.files.path(shared.file))).toBe(true)
    expect(pf.groups.get(keep.id).totalProperties).toBe(1)
    expect(pf.listImages(kept.id, {}).totalItems).toBe(1)
    expectError(() => pf.groups.delete(root.id), 'notFound')
  })
})

describe('properties', () => {
  it('stores every field, applies the defaults and patches a subset', () => {
    const group = pf.groups.create({})
    const full: PropertyCreate = {
      customId: 'WE 12',
      externalId: 'x-1',
      parentId: group.id,
      propertyType: { type: 'apartment', subtype: 'apartment_penthouse' },
      buildingYear: 1998,
      livingArea: 84.5,
      landArea: 0,
      numberOfRooms: 3.5,
      floor: 4,
      currentRent: 1100,
      rentControl: true,
      condition: 'good',
      quality: 'upscale',
      energyCertificate: { type: 'consumption', value: 112.4 },
      primaryEnergySource: 'gas',
      heatingTypes: ['gas', 'floor'],
      equipments: ['balcony', 'lift', 'Einbauküche']
    }
    const created = pf.properties.create(full)
    expect(created).toEqual({ id: created.id, ...full })
    expect(pf.properties.get(created.id)).toEqual(created)

    const bare = pf.properties.create({})
    expect(bare).toEqual({ id: bare.id, rentControl: false, condition: 'moderate', quality: 'good' })

    const patched = pf.properties.update(created.id, { livingArea: 90, heatingTypes: ['heat_pump'], parentId: '' })
    expect(patched).toEqual({ ...created, livingArea: 90, heatingTypes: ['heat_pump'], parentId: undefined })
    expect('parentId' in patched).toBe(false)
    expectError(() => pf.properties.update('nope', {}), 'notFound')
    expectError(() => pf.properties.update(created.id, { parentId: 'nope' }), 'fields', 'parentId')
    expectError(
      () => pf.properties.create({ propertyType: { type: 'house', subtype: 'apartment_loft' } }),
      'fields',
      'propertyType.subtype'
    )
  })

  it('lists like groups: top level by default, by parent, or by query', () => {
    const g = pf.groups.create({})
    const top = pf.properties.create({ customId: 'Villa am See' })
    const inside = pf.properties.create({ customId: 'Loft', externalId: 'SEE-2', parentId: g.id })
    expect(pf.properties.list({}).items.map((p) => p.id)).toEqual([top.id])
    expect(pf.properties.list({ parentId: g.id }).items.map((p) => p.id)).toEqual([inside.id])
    expect(pf.properties.list({ query: 'see' }).items.map((p) => p.id)).toEqual([top.id, inside.id])
    expect(pf.properties.list({ query: 'see' }).totalItems).toBe(2)
  })
})

describe('images', () => {
  it('detects formats by content only', async () => {
    expect(detectImageFormat(await img.jpeg())).toBe('jpeg')
    expect(detectImageFormat(await img.png())).toBe('png')
    expect(detectImageFormat(await img.webp())).toBe('webp')
    expect(detectImageFormat(img.heic())).toBe('heic')
    expect(detectImageFormat(await img.avif())).toBeNull()
    expect(detectImageFormat(await img.gif())).toBeNull()
    expect(detectImageFormat(Buffer.from('%PDF-1.7 not an image'))).toBeNull()
    expect(detectImageFormat(Buffer.alloc(0))).toBeNull()
  })

  it('keeps an upright JPEG byte for byte and makes a 400 px WebP preview', async () => {
    const p = pf.properties.create({})
    const bytes = await img.jpeg(1200, 600)
    const image = await pf.addImage(p.id, { bytes, caption: 'Straßenansicht', type: 'exterior' })
    expect(image).toMatchObject({ propertyId: p.id, type: 'exterior', caption: 'Straßenansicht' })
    expect(image.file).toBe(`${img.sha256(bytes)}.jpg`)
    const stored = readFileSync(pf.files.path(image.file))
    expect(stored.equals(bytes)).toBe(true)
    const preview = readFileSync(pf.files.path(image.previewFile))
    expect(image.previewFile).toBe(`${img.sha256(preview)}.webp`)
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'webp', width: 400, height: 200 })
  })

  it('applies the EXIF orientation to the stored image and the preview', async () => {
    const p = pf.properties.create({})
    const image = await pf.addImage(p.id, { bytes: await img.rotatedJpeg() })
    const full = readFileSync(pf.files.path(image.file))
    const meta = await sharp(full).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 600 })
    expect(meta.orientation ?? 1).toBe(1)
    // Orientation 6 turns the picture 90° clockwise: the red left half ends up on top.
    expect(img.isRed(await img.pixel(full, 150, 50))).toBe(true)
    expect(img.isBlue(await img.pixel(full, 150, 550))).toBe(true)
    const preview = readFileSync(pf.files.path(image.previewFile))
    expect(await sharp(preview).metadata()).toMatchObject({ width: 200, height: 400 })
    expect(img.isRed(await img.pixel(preview, 100, 30))).toBe(true)
  })

  it('accepts PNG, WebP and HEIC (stored as JPEG) and refuses everything else', async () => {
    const p = pf.properties.create({})
    expect((await pf.addImage(p.id, { bytes: await img.png() })).file).toMatch(/\.png$/)
    expect((await pf.addImage(p.id, { bytes: await img.webp() })).file).toMatch(/\.webp$/)
    const heic = await pf.addImage(p.id, { bytes: img.heic() })
    expect(heic.file).toMatch(/\.jpg$/)
    const full = readFileSync(pf.files.path(heic.file))
    expect(await sharp(full).metadata()).toMatchObject({ format: 'jpeg', width: 96, height: 64 })
    expect(img.isRed(await img.pixel(full, 10, 32))).toBe(true)
    expect(img.isBlue(await img.pixel(full, 85, 32))).toBe(true)

    await expectRejection(pf.addImage(p.id, { bytes: await img.gif() }), 'unsupportedImage')
    await expectRejection(pf.addImage(p.id, { bytes: await img.avif() }), 'unsupportedImage')
    await expectRejection(pf.addImage(p.id, { bytes: Buffer.from('just text, named photo.jpg') }), 'unsupportedImage')
    // JPEG magic bytes followed by garbage: looks like an image, is none.
    await expectRejection(
      pf.addImage(p.id, { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]) }),
      'unsupportedImage'
    )
    const jpeg = await img.jpeg()
    await expectRejection(
      pf.addImage(p.id, { bytes: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)) }),
      'unsupportedImage'
    )
    const png = await img.png()
    await expectRejection(
      pf.addImage(p.id, { bytes: png.subarray(0, Math.floor(png.length * 0.6)) }),
      'unsupportedImage'
    )
    await expectRejection(pf.addImage(p.id, { bytes: await img.png(), type: 'selfie' }), 'fields')
    await expectRejection(pf.addImage('missing', { bytes: await img.png() }), 'notFound')
    expect(pf.listImages(p.id, {}).totalItems).toBe(3)
  })

  it('lists with paging and patches caption and type', async () => {
    const p = pf.properties.create({})
    const bytes = await img.png()
    const ids: string[] = []
    for (let i = 0; i < 12; i++) ids.push((await pf.addImage(p.id, { bytes, caption: `Bild ${i}` })).id)
    expect(pf.listImages(p.id, {})).toMatchObject({ totalItems: 12 })
    expect(pf.listImages(p.id, {}).items.map((i) => i.id)).toEqual(ids.slice(0, 10))
    expect(pf.listImages(p.id, { offset: 10, limit: 5 }).items.map((i) => i.id)).toEqual(ids.slice(10))
    expect(pf.listImages(p.id, {}).items[0]).toMatchObject({ type: 'default', caption: 'Bild 0' })

    expect(pf.patchImage(p.id, ids[0], { caption: 'Küche' })).toMatchObject({ type: 'default', caption: 'Küche' })
    expect(pf.patchImage(p.id, ids[0], { type: 'interior' })).toMatchObject({ type: 'interior', caption: 'Küche' })
    expectError(() => pf.patchImage(p.id, ids[0], { type: 'bogus' } as unknown as PropertyImagePatch), 'fields', 'type')
    expectError(() => pf.patchImage(p.id, 'missing', {}), 'notFound')
    expectError(() => pf.patchImage('missing', ids[0], {}), 'notFound')
    expectError(() => pf.listImages('missing', {}), 'notFound')
  })

  it('sweeps temporary and unreferenced files at start, keeping referenced ones', async () => {
    const p = pf.properties.create({})
    const image = await pf.addImage(p.id, { bytes: await img.png() })
    pf.close()
    const dir = join(dataDir, 'images')
    writeFileSync(join(dir, '.tmp-deadbeef'), 'half a file')
    writeFileSync(join(dir, `${'a'.repeat(64)}.jpg`), 'orphan whose row never came')
    pf = Portfolio.open({ dataDir, locator: noGeocoding })
    expect(readdirSync(dir).sort()).toEqual([image.file, image.previewFile].sort())
    expect(pf.listImages(p.id, {}).items).toEqual([image])
  })
})
