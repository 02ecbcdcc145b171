// The report cache on disk: a killed writer leaves only whole reports; damaged entries are reported and
// skipped; the size cap evicts the least recently opened reports and never a pinned one.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Report } from '@shared/bridge/reports'
import { createReportService } from '@main/reports/service'
import { digestOf } from '@main/storage/codec'
import { deflateSync } from 'node:zlib'
import type { LibraryPage } from '@shared/bridge/reports'
import { createTestApp } from '../../helpers/platform'
import { call, cloneReport, fetchSampleReport, openStore, tempDir } from './helpers'

let base: Report
let dir: string
beforeAll(async () => {
  base = await fetchSampleReport()
  dir = tempDir('lagebild-report-cache-')
}, 60_000)
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const fileIn = (name: string) => {
  mkdirSync(join(dir, name), { recursive: true })
  return join(dir, name, 'reports.db')
}

/** The library service over a store, without network (these tests never fetch). */
function libraryOver(file: string, capBytes = 1024 ** 3) {
  const store = openStore(file, capBytes)
  const changes: Array<{ reason: string; ids: string[] }> = []
  const service = createReportService({
    store: () => store,
    connect: () => Promise.reject(new Error('no network in cache tests')),
    emitProgress: () => undefined,
    emitLibrary: (c) => void changes.push(c),
    usageExtras: () => ({ tilesBytes: 0, capBytes })
  })
  return { store, service, changes }
}

describe('crash safety', () => {
  it('a writer killed mid-stream leaves every acknowledged report whole and nothing half-written', async () => {
    const file = fileIn('crash')
    const template = join(dir, 'template.json')
    writeFileSync(template, JSON.stringify(base))
    const ACKS = 40
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'crash-writer.ts'), file, template],
      {
        stdio: ['ignore', 'pipe', 'pipe']
      }
    )
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += String(d)))
    const acked: string[] = []
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)))
    for await (const line of createInterface({ input: child.stdout })) {
      const m = /^ack (\S+)$/.exec(line)
      if (m) acked.push(m[1]!)
      if (acked.length === ACKS) {
        child.kill('SIGKILL')
        break
      }
    }
    expect(await exited, stderr).toBe('SIGKILL')
    expect(acked).toHaveLength(ACKS)

    const { store, service } = libraryOver(file)
    try {
      const page = service.list({ limit: 1000 })
      expect(page.items.some((i) => i.damaged)).toBe(false)
      const ids = page.items.map((i) => i.id).sort()
      // Every acknowledged report is there; at most the few written after the last ack read come on top.
      expect(ids.slice(0, ACKS)).toEqual(acked)
      ids.forEach((id, n) => {
        expect(id).toBe(cloneReport(base, n).id)
        expect(service.open(id)).toEqual(cloneReport(base, n))
      })
      const db = new Database(file)
      expect((db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check).toBe('ok')
      db.close()
    } finally {
      store.close()
    }
  }, 60_000)
})

describe('damaged entries', () => {
  it('are reported in the list, refuse to open with report_damaged, and leave the others readable', async () => {
    const file = fileIn('corrupt')
    const first = libraryOver(file)
    for (let n = 0; n < 6; n++) first.store.save(cloneReport(base, n))
    first.store.close()

    // Raw damage, as a disk or another program might do it.
    const db = new Database(file)
    const body = (id: string) =>
      Buffer.from((db.prepare('SELECT body FROM reports WHERE id = ?').get(id) as { body: Buffer }).body)
    const flipped = body('r000001')
    for (const i of [10, 200, 1000]) flipped[i] = flipped[i]! ^ 0xff
    db.prepare('UPDATE reports SET body = ? WHERE id = ?').run(flipped, 'r000001')
    const notJson = deflateSync(Buffer.from('{"id": "r000002", "parts": '))
    db.prepare('UPDATE reports SET body = ?, digest = ? WHERE id = ?').run(notJson, digestOf(notJson), 'r000002')
    const wrongShape = deflateSync(Buffer.from(JSON.stringify({ ...cloneReport(base, 3), parts: { addresses: 'x' } })))
    db.prepare('UPDATE reports SET body = ?, digest = ? WHERE id = ?').run(wrongShape, digestOf(wrongShape), 'r000003')
    db.prepare("UPDATE reports SET parts = 'garbage', label = 42 WHERE id = ?").run('r000004')
    db.close()

    const { store, service, changes } = libraryOver(file)
    try {
      // A bad column shows at once; flipped bytes once the check the first listing started is done.
      expect(service.list({}).items.find((i) => i.id === 'r000004')!.damaged).toBe(true)
      await service.check()
      const rows = new Map(service.list({}).items.map((i) => [i.id, i]))
      expect(rows.size).toBe(6)
      expect(rows.get('r000001')!.damaged).toBe(true)
      expect(rows.get('r000004')!.damaged).toBe(true)
      expect(changes).toContainEqual({ reason: 'damaged', ids: ['r000001'] })
      for (const id of ['r000001', 'r000002', 'r000003']) {
        expect(() => service.open(id), id).toThrow(
          expect.objectContaining({ appError: expect.objectContaining({ code: 'report_damaged' }) })
        )
      }
      const after = new Map(service.list({}).items.map((i) => [i.id, i]))
      for (const id of ['r000001', 'r000002', 'r000003', 'r000004']) expect(after.get(id)!.damaged, id).toBe(true)
      for (const n of [0, 5]) expect(service.open(cloneReport(base, n).id)).toEqual(cloneReport(base, n))
      // A damaged entry can be deleted.
      service.remove('r000002')
      expect(service.list({}).items.map((i) => i.id)).not.toContain('r000002')
    } finally {
      store.close()
    }
  })

  it('a cache file SQLite cannot read is moved aside and the library starts empty', () => {
    const file = fileIn('garbage')
    writeFileSync(file, Buffer.alloc(64 * 1024, 0x5a))
    const { store, service } = libraryOver(file)
    try {
      expect(store.movedAside).toMatch(/reports\.db\.unreadable-\d+$/)
      expect(existsSync(store.movedAside!)).toBe(true)
      expect(service.list({}).total).toBe(0)
      store.save(cloneReport(base, 1))
      expect(service.open('r000001')).toEqual(cloneReport(base, 1))
    } finally {
      store.close()
    }
  })
})

describe('size cap', () => {
  it('evicts the least recently opened reports, never a pinned one, to stay under the cap', () => {
    const file = fileIn('cap')
    const probe = libraryOver(fileIn('cap-probe'))
    const one = probe.store.save(cloneReport(base, 0)).summary.sizeBytes
    probe.store.close()
    const cap = one * 4 + one / 2 // room for four reports
    const { store, service, changes } = libraryOver(file, cap)
    try {
      for (let n = 0; n < 4; n++) store.save(cloneReport(base, n))
      service.pin('r000000', true)
      service.open('r000001') // recently opened: stays
      store.save(cloneReport(base, 4)) // over the cap: r000002 (oldest use, not pinned) goes
      expect(
        service
          .list({})
          .items.map((i) => i.id)
          .sort()
      ).toEqual(['r000000', 'r000001', 'r000003', 'r000004'])
      const saved = store.save(cloneReport(base, 5))
      expect(saved.evicted).toEqual(['r000003'])
      expect(service.list({}).usage.reportsBytes).toBeLessThanOrEqual(cap)

      // Pinned reports stay even when they alone exceed the cap; the newest report is kept too.
      for (const id of ['r000001', 'r000004', 'r000005']) service.pin(id, true)
      store.save(cloneReport(base, 6))
      const ids = service
        .list({})
        .items.map((i) => i.id)
        .sort()
      expect(ids).toEqual(['r000000', 'r000001', 'r000004', 'r000005', 'r000006'])
      store.save(cloneReport(base, 7))
      expect(service.list({}).items.map((i) => i.id)).not.toContain('r000006')
      expect(service.list({}).items.map((i) => i.id)).toContain('r000007')
      expect(changes.length).toBeGreaterThan(0)
    } finally {
      store.close()
    }
  })
})

describe('size cap from Settings', () => {
  it('follows cacheSizeCapMb as the user changes it: reports get the cap less the tiles share, pinned ones stay', async () => {
    const app = createTestApp()
    try {
      const MB = 1024 * 1024
      await call(app, 'settings', 'update', { cacheSizeCapMb: 10 })
      const store = app.services.reports.store()
      store.save(cloneReport(base, 0))
      await call(app, 'library', 'pin', 'r000000', true)
      const one = store.summary('r000000')!.sizeBytes
      const fits = (bytes: number) => Math.floor(bytes / one)
      // 10 MB: tiles take 2 MB, reports 8 MB.
      let n = 1
      for (; n < fits(8 * MB) + 5; n++) store.save(cloneReport(base, n))
      let page = await call<LibraryPage>(app, 'library', 'list', { limit: 1000 })
      expect(page.usage.capBytes).toBe(10 * MB)
      expect(page.usage.reportsBytes).toBeLessThanOrEqual(8 * MB)
      expect(page.total).toBeLessThan(n)
      expect(page.items.map((i) => i.id)).toContain('r000000')
      expect(page.items.map((i) => i.id)).not.toContain('r000001')

      // A larger cap keeps more; nothing is evicted while under it.
      await call(app, 'settings', 'update', { cacheSizeCapMb: 20 })
      const before = page.total
      for (const end = n + 10; n < end; n++) store.save(cloneReport(base, n))
      page = await call<LibraryPage>(app, 'library', 'list', { limit: 1000 })
      expect(page.usage.capBytes).toBe(20 * MB)
      expect(page.total).toBe(before + 10)
    } finally {
      await app.close()
    }
  })
})
