// The remembered column mappings file: a file written before the board had its own field name (version 1,
// the board in `source`) opens with every mapping and its board, and is written back in today's shape.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openMappings } from '@main/transactions/mappings'

const dir = mkdtempSync(join(tmpdir(), 'lagebild-mappings-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('remembered mappings on disk', () => {
  it('reads a version 1 file (board in source) with nothing lost and writes it back as version 2', () => {
    const columns = { contractDate: 'Vertragsdatum', pricePerSqm: 'Kaufpreis je m²' }
    const v1 = {
      version: 1,
      mappings: [
        { source: 'Gutachterausschuss München', signature: 'sig-a', columns, savedAt: '2026-05-01T10:00:00.000Z' }
      ]
    }
    writeFileSync(join(dir, 'mappings.json'), JSON.stringify(v1))
    const mappings = openMappings(dir)
    expect(mappings.list()).toEqual([
      { board: 'Gutachterausschuss München', signature: 'sig-a', columns, savedAt: '2026-05-01T10:00:00.000Z' }
    ])
    mappings.remember('Gutachterausschuss Berlin', 'sig-b', columns)
    const written = JSON.parse(readFileSync(join(dir, 'mappings.json'), 'utf8'))
    expect(written.version).toBe(2)
    expect(written.mappings.map((m: { board: string }) => m.board)).toEqual([
      'Gutachterausschuss Berlin',
      'Gutachterausschuss München'
    ])
    expect(written.mappings.some((m: object) => 'source' in m)).toBe(false)
  })
})
