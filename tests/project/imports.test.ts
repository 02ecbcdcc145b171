// The sources' import structure: no runtime cycles, and each layer imports only what it may.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pathAliases } from '../../path-aliases'
import { findCycles, importGraph } from './import-graph'

const ROOT = resolve(import.meta.dirname, '../..')
const SOURCES = ['src-main', 'src-preload', 'src-renderer', 'src-sandbox', 'src-shared']
const graph = importGraph(ROOT, SOURCES, pathAliases())

/** Files under `from` importing (also type-only) a file under one of `forbidden`. */
function crossings(from: string, forbidden: string[]): string[] {
  return [...graph].flatMap(([file, { all }]) =>
    file.startsWith(from + '/') ? all.filter((t) => forbidden.some((f) => t.startsWith(f + '/'))).map((t) => `${file} -> ${t}`) : []
  )
}

describe('import structure', () => {
  it('reads the sources', () => {
    expect(graph.size).toBeGreaterThan(150)
    expect(graph.get('src-main/index.ts')?.runtime.length).toBeGreaterThan(3)
  })

  it('has no runtime import cycle in src-*', () => {
    expect(findCycles(graph).map((c) => c.join(' -> '))).toEqual([])
  })

  it('keeps the layers apart: main and preload never import the sandbox or the renderer, shared imports no app layer', () => {
    expect(crossings('src-main', ['src-sandbox', 'src-renderer', 'src-preload'])).toEqual([])
    expect(crossings('src-preload', ['src-sandbox', 'src-renderer', 'src-main'])).toEqual([])
    expect(crossings('src-shared', ['src-main', 'src-sandbox', 'src-renderer', 'src-preload'])).toEqual([])
    expect(crossings('src-sandbox', ['src-main', 'src-renderer', 'src-preload'])).toEqual([])
    expect(crossings('src-renderer', ['src-main', 'src-sandbox', 'src-preload'])).toEqual([])
  })

  it('renderer: only bridge/ adapters reach window.api, stores use only them, components and views use stores', () => {
    const R = 'src-renderer/src/'
    const files = [...graph.keys()].filter((f) => f.startsWith(R))
    const importsOf = (file: string) => graph.get(file)?.all ?? []
    const offenders = (from: (f: string) => boolean, to: (t: string) => boolean) =>
      files.filter(from).flatMap((f) => importsOf(f).filter(to).map((t) => `${f} -> ${t}`))
    const inBridge = (f: string) => f.startsWith(R + 'bridge/')
    const isStore = (f: string) => f.startsWith(R + 'stores/')
    const isUi = (f: string) => f.startsWith(R + 'components/') || f.startsWith(R + 'views/') || f === R + 'App.vue'
    expect(offenders((f) => !inBridge(f), (t) => t === R + 'bridge/window-api.ts')).toEqual([])
    expect(offenders(isUi, inBridge)).toEqual([])
    expect(offenders(isStore, isUi)).toEqual([])
    expect(files.filter((f) => f !== R + 'bridge/window-api.ts' && /window\.api\b/.test(readFileSync(join(ROOT, f), 'utf8')))).toEqual([])
    // The rules above read real imports.
    expect(importsOf(R + 'stores/reports.ts')).toContain(R + 'bridge/reports.ts')
  })

  describe('the cycle finder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lagebild-imports-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    const write = (files: Record<string, string>) => {
      for (const [name, code] of Object.entries(files)) {
        mkdirSync(join(dir, 'src'), { recursive: true })
        writeFileSync(join(dir, 'src', name), code)
      }
    }

    it('finds a runtime cycle, also through an alias, and ignores type-only imports', () => {
      write({
        'a.ts': "import { b } from './b'\nexport const a = 1\n",
        'b.ts': "import { c } from '@x/c'\nexport const b = c\n",
        'c.ts': "import { a } from './a'\nimport type { D } from './d'\nexport const c = a\n",
        'd.ts': "import { type C } from './c'\nimport type { A } from './a'\nexport type D = 1\n"
      })
      const cycles = findCycles(importGraph(dir, ['src'], { '@x': join(dir, 'src') }))
      expect(cycles).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/a.ts']])
    })
  })
})
