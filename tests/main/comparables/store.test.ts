// The saved comparable sets on disk, with the report library's guarantees: a killed writer leaves only
// whole sets; damaged entries are listed as damaged, refuse to open and leave the others readable; a
// file SQLite cannot read is moved aside.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ComparableSet } from '@shared/bridge/comparables'
import { digestOf } from '@main/storage/codec'
import { createComparablesService } from '@main/comparables/service'
import { openComparableSetStore } from '@main/comparables/store'
import { call, MARIENPLATZ_COMPARABLES, tempDir, withSampleApp } from '../reports/helpers'
import type { ComparablesResult } from '@shared/bridge/comparables'

let base: ComparableSet
let dir: string
beforeAll(async () => {
  dir = tempDir('lagebild-sets-')
  const result = await withSampleApp((app) =>
    call<ComparablesResult>(app, 'comparables', 'search', MARIENPLATZ_COMPARABLES)
  )
  const [first] = result.items
  base = {
    id: 'template',
    label: 'Template',
    result,
    marks: { [first!.id]: { pinned: true, excludedReason: 'Souterrain', note: 'Notiz' } },
    hideOutliers: false,
    notes: 'Notizen',
    reportId: null,
    savedAt: '2026-11-01T10:00:00.000Z',
    changes: null
  }
}, 120_000)
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const fileIn = (name: string) => {
  mkdirSync(join(dir, name), { recursive: true })
  return join(dir, name, 'comparable-sets.db')
}
const clone = (n: number): ComparableSet => ({
  ...structuredClone(base),
  id: `s${String(n).padStart(6, '0')}`,
  label: `Set ${n}`
})
const serviceOver = (store: ReturnType<typeof openComparableSetStore>) =>
  createComparablesService({
    store: () => store,
    connect: () => Promise.reject(new Error('no network in store tests')),
    images: { referenceAll: (urls) => urls.map(() => null) }
  })

describe('crash safety', () => {
  it('a writer killed mid-stream leaves every acknowledged set whole and nothing half-written', async () => {
    const file = fileIn('crash')
    const template = join(dir, 'crash', 'template.json')
    writeFileSync(template, JSON.stringify(base))
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'crash-writer.ts'), file, template],
      {
        stdio: ['ignore', 'pipe', 'inherit']
      }
    )
    const acked: string[] = []
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject)
      child.on('exit', () => resolve())
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.startsWith('ack ')) acked.push(line.slice(4))
        if (acked.length === 25) child.kill('SIGKILL')
      })
    })
    expect(acked.length).toBeGreaterThanOrEqual(25)
    const store = openComparableSetStore(file)
    try {
      const rows = store.list()
      expect(rows.some((r) => r.damaged)).toBe(false)
      expect(store.verify()).toEqual([])
      const ids = new Set(rows.map((r) => r.id))
      for (const id of acked) expect(ids.has(id), id).toBe(true)
      for (const r of rows) {
        const out = store.open(r.id)
        expect(out.ok, r.id).toBe(true)
        if (out.ok) expect(out.value.result.items).toEqual(base.result.items)
      }
    } finally {
      store.close()
    }
  })
})

describe('damaged entries', () => {
  it('are listed as damaged, refuse to open with stored_item_damaged, and leave the others readable', () => {
    const file = fileIn('corrupt')
    const first = openComparableSetStore(file)
    for (let n = 0; n < 5; n++) first.put(clone(n))
    first.close()

    const db = new Database(file)
    const body = (id: string) =>
      Buffer.from((db.prepare('SELECT body FROM comparable_sets WHERE id = ?').get(id) as { body: Buffer }).body)
    const flipped = body('s000001')
    for (const i of [10, 200, 400]) flipped[i] = flipped[i]! ^ 0xff
    db.prepare('UPDATE comparable_sets SET body = ? WHERE id = ?').run(flipped, 's000001')
    const notJson = deflateSync(Buffer.from('{"id": "s000002", "result": '))
    db.prepare('UPDATE comparable_sets SET body = ?, digest = ? WHERE id = ?').run(
      notJson,
      digestOf(notJson),
      's000002'
    )
    const wrongShape = deflateSync(Buffer.from(JSON.stringify({ ...clone(3), marks: { x: { pinned: 'yes' } } })))
    db.prepare('UPDATE comparable_sets SET body = ?, digest = ? WHERE id = ?').run(
      wrongShape,
      digestOf(wrongShape),
      's000003'
    )
    db.prepare("UPDATE comparable_sets SET saved_at = 'garbage', label = 42 WHERE id = ?").run('s000004')
    db.close()

    const store = openComparableSetStore(file)
    const service = serviceOver(store)
    try {
      expect(store.verify()).toEqual(['s000001'])
      const rows = new Map(service.list().map((r) => [r.id, r]))
      expect(rows.size).toBe(5)
      expect(rows.get('s000001')!.damaged).toBe(true)
      expect(rows.get('s000004')!.damaged).toBe(true)
      for (const id of ['s000001', 's000002', 's000003']) {
        expect(() => service.open(id), id).toThrow(
          expect.objectContaining({ appError: expect.objectContaining({ code: 'stored_item_damaged' }) })
        )
      }
      const after = new Map(service.list().map((r) => [r.id, r]))
      for (const id of ['s000001', 's000002', 's000003', 's000004']) expect(after.get(id)!.damaged, id).toBe(true)
      expect(service.open('s000000')).toEqual(clone(0))
      service.remove('s000002')
      expect(service.list().map((r) => r.id)).not.toContain('s000002')
    } finally {
      store.close()
    }
  })

  it('a file SQLite cannot read is moved aside and the sets start empty', () => {
    const file = fileIn('garbage')
    writeFileSync(file, Buffer.alloc(64 * 1024, 0x5a))
    const store = openComparableSetStore(file)
    try {
      expect(store.movedAside).toMatch(/comparable-sets\.db\.unreadable-\d+$/)
      expect(existsSync(store.movedAside!)).toBe(true)
      expect(store.list()).toEqual([])
      store.put(clone(1))
      expect(serviceOver(store).open('s000001')).toEqual(clone(1))
    } finally {
      store.close()
    }
  })
})
