// A search again in an area seen minutes ago writes nothing to images.db (the router call's
// main thread); after TOUCH_EVERY_MS the references are written again, so the trim's order stays true.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { createImageService, TOUCH_EVERY_MS } from '@main/images/service'
import { openImageFile } from '@main/images/refs'

const dir = mkdtempSync(join(tmpdir(), 'lagebild-image-touch-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('writes a reference handed out again only after TOUCH_EVERY_MS', async () => {
  const { cache, refs } = openImageFile(join(dir, 'images.db'), { capBytes: () => 1024 * 1024 })
  const written: string[] = []
  const counted = {
    ...refs,
    putMany: (batch: Parameters<typeof refs.putMany>[0]) => (
      written.push(...batch.map((r) => r.id)),
      refs.putMany(batch)
    )
  }
  let clock = 1_000_000
  const images = createImageService({
    cache,
    refs: counted,
    base: 'lagebild-image://img/',
    resolve: async () => ({ baseUrl: 'https://vendor.example/api/', apiKey: 'k-123' }),
    fetch: async () => new Response(null, { status: 404 }),
    userAgent: 'Lagebild/test',
    now: () => clock
  })
  const connection = { id: 'vendor', baseUrl: 'https://vendor.example/api/' }
  const urls = ['https://vendor.example/a.jpg', 'https://vendor.example/b.jpg']
  const settled = () => new Promise<void>((r) => setImmediate(() => setImmediate(r)))

  const first = images.referenceAll(urls, connection)
  await settled()
  expect(written).toHaveLength(2)
  expect(refs.count()).toBe(2)

  clock += TOUCH_EVERY_MS - 1
  expect(images.referenceAll(urls, connection)).toEqual(first)
  await settled()
  expect(written).toHaveLength(2)

  clock += 1
  images.referenceAll(urls, connection)
  await settled()
  expect(written).toHaveLength(4)
})
