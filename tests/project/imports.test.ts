// The sources' structure: no import cycles (type imports included), each layer imports only what it may,
// only the entry and the shell import electron, folders import each other by alias, no file passes 450 lines.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pathAliases } from '../../path-aliases'
import { findCycles, importGraph, type Graph } from './import-graph'

const ROOT = resolve(import.meta.dirname, '../..')
const SOURCES = ['src-main', 'src-preload', 'src-renderer', 'src-sandbox', 'src-shared']
const graph = importGraph(ROOT, SOURCES, pathAliases())

/** Longest source file (lines) CONTRIBUTING allows. */
const MAX_LINES = 450
/** The files that may import electron: main's entry, main's shell, and the preload (its contextBridge). */
const ELECTRON_IMPORTERS = (file: string) =>
  file === 'src-main/index.ts' || file.startsWith('src-main/shell/') || file === 'src-preload/index.ts'

/** Source files under `dir` (scripts, components, styles, pages). */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|vue|js|mjs|cjs|css|html)$/.test(name) ? [path] : []
  })
}

const linesOf = (file: string): number => readFileSync(join(ROOT, file), 'utf8').replace(/\n$/, '').split('\n').length

/** The top folder of a path (src-main, src-sandbox, ...). */
const folderOf = (file: string): string => file.split('/')[0]

/** Imports by a relative path from one src-* folder into another (they must use the alias). */
function relativeCrossings(g: Graph): string[] {
  return [...g].flatMap(([file, { relative }]) =>
    relative
      .filter((t) => folderOf(t) !== folderOf(file) && folderOf(t).startsWith('src-'))
      .map((t) => `${file} -> ${t}`)
  )
}

/** Files under `from` importing (also type-only) a file under one of `forbidden`. */
function crossings(from: string, forbidden: string[]): string[] {
  return [...graph].flatMap(([file, { all }]) =>
    file.startsWith(from + '/')
      ? all.filter((t) => forbidden.some((f) => t.startsWith(f + '/'))).map((t) => `${file} -> ${t}`)
      : []
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

  it('has no import cycle in src-*, type imports included', () => {
    expect(findCycles(graph, 'all').map((c) => c.join(' -> '))).toEqual([])
  })

  it('imports electron only in the entry and the shell of main (and in the preload)', () => {
    const importers = [...graph]
      .filter(([, { packages }]) => packages.some((p) => p === 'electron' || p.startsWith('electron/')))
      .map(([f]) => f)
    expect(importers.filter((f) => !ELECTRON_IMPORTERS(f))).toEqual([])
    // The rule reads real imports.
    expect(importers).toContain('src-main/index.ts')
  })

  it('imports across src-* folders by alias, never by a relative path', () => {
    expect(relativeCrossings(graph)).toEqual([])
  })

  it(`has no source file in src-* over ${MAX_LINES} lines`, () => {
    const files = SOURCES.flatMap((d) => sourceFiles(d))
    expect(files.length).toBeGreaterThan(400)
    expect(files.filter((f) => linesOf(f) > MAX_LINES).map((f) => `${f}: ${linesOf(f)} lines`)).toEqual([])
  })

  it('keeps the layers apart: main and preload never import the sandbox or the renderer, shared imports no app layer', () => {
    expect(crossings('src-main', ['src-sandbox', 'src-renderer', 'src-preload'])).toEqual([])
    expect(crossings('src-preload', ['src-sandbox', 'src-renderer', 'src-main'])).toEqual([])
    expect(crossings('src-shared', ['src-main', 'src-sandbox', 'src-renderer', 'src-preload'])).toEqual([])
    expect(crossings('src-sandbox', ['src-main', 'src-renderer', 'src-preload'])).toEqual([])
    expect(crossings('src-renderer', ['src-main', 'src-sandbox', 'src-preload', 'src-shared/node'])).toEqual([])
  })

  describe('renderer by area', () => {
    const R = 'src-renderer/src/'
    const files = [...graph.keys()].filter((f) => f.startsWith(R))
    const importsOf = (file: string) => graph.get(file)?.all ?? []
    const offenders = (from: (f: string) => boolean, to: (t: string) => boolean) =>
      files.filter(from).flatMap((f) =>
        importsOf(f)
          .filter(to)
          .map((t) => `${f} -> ${t}`)
      )
    /** The folder a renderer file sits in (an area, kit or bridge), or 'root' for the files at the top. */
    const folderIn = (f: string) => (f.slice(R.length).includes('/') ? f.slice(R.length).split('/')[0] : 'root')
    const SHARED = new Set(['kit', 'bridge', 'root'])
    const isArea = (f: string) => !SHARED.has(folderIn(f))
    const inBridge = (f: string) => folderIn(f) === 'bridge'
    const isStore = (f: string) => f.endsWith('.ts') && /\bdefineStore\(/.test(readFileSync(join(ROOT, f), 'utf8'))
    const isUi = (f: string) => f.endsWith('.vue')

    it('has one folder per area beside kit/ and bridge/', () => {
      const areas = [...new Set(files.filter(isArea).map(folderIn))].sort()
      expect(areas).toEqual([
        'comparables',
        'frame',
        'library',
        'market',
        'portfolio',
        'print',
        'report',
        'settings',
        'valuation'
      ])
    })

    it("an area reaches another area only through that area's index.ts", () => {
      const bad = files.filter(isArea).flatMap((f) =>
        importsOf(f)
          .filter(
            (t) => t.startsWith(R) && isArea(t) && folderIn(t) !== folderIn(f) && t !== `${R}${folderIn(t)}/index.ts`
          )
          .map((t) => `${f} -> ${t}`)
      )
      expect(bad).toEqual([])
      // The rule reads real imports: the library reaches the report area through its index.
      expect(importsOf(`${R}library/LibraryView.vue`)).toContain(`${R}report/index.ts`)
    })

    it('kit/ and bridge/ import no area and not the root; areas never import the root', () => {
      expect(
        offenders(
          (f) => folderIn(f) === 'kit',
          (t) => t.startsWith(R) && (isArea(t) || folderIn(t) === 'root')
        )
      ).toEqual([])
      expect(offenders(inBridge, (t) => t.startsWith(R) && !inBridge(t))).toEqual([])
      expect(offenders(isArea, (t) => t.startsWith(R) && folderIn(t) === 'root')).toEqual([])
    })

    it('only bridge/ adapters reach window.api, stores use only them, components use stores', () => {
      expect(
        offenders(
          (f) => !inBridge(f),
          (t) => t === R + 'bridge/window-api.ts'
        )
      ).toEqual([])
      expect(offenders(isUi, inBridge)).toEqual([])
      expect(offenders(isStore, isUi)).toEqual([])
      expect(
        files.filter(
          (f) => f !== R + 'bridge/window-api.ts' && /window\.api\b/.test(readFileSync(join(ROOT, f), 'utf8'))
        )
      ).toEqual([])
      // The rules above read real imports.
      expect(files.filter(isStore).length).toBeGreaterThan(10)
      expect(importsOf(R + 'report/reports.ts')).toContain(R + 'bridge/reports.ts')
    })
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

    it('with type imports included, finds the cycles through them too; lists relative and package imports', () => {
      write({
        'e.ts': "import type { F } from './f'\nimport { readFileSync } from 'node:fs'\nexport type E = F\n",
        'f.ts': "import { type E } from '@x/e'\nimport { app } from 'electron'\nexport type F = 1\n"
      })
      const g = importGraph(dir, ['src'], { '@x': join(dir, 'src') })
      expect(findCycles(g).filter((c) => c.includes('src/e.ts'))).toEqual([])
      expect(findCycles(g, 'all').filter((c) => c.includes('src/e.ts'))).toEqual([['src/e.ts', 'src/f.ts', 'src/e.ts']])
      expect(g.get('src/e.ts')).toMatchObject({ relative: ['src/f.ts'], packages: ['node:fs'] })
      expect(g.get('src/f.ts')).toMatchObject({ relative: [], all: ['src/e.ts'], packages: ['electron'] })
    })

    it('tells a relative import that leaves its src-* folder', () => {
      const g: Graph = new Map([
        [
          'src-a/x.ts',
          { runtime: [], all: ['src-b/y.ts', 'src-a/z.ts'], relative: ['src-b/y.ts', 'src-a/z.ts'], packages: [] }
        ]
      ])
      expect(relativeCrossings(g)).toEqual(['src-a/x.ts -> src-b/y.ts'])
    })
  })
})
