// The house kept as one vocabulary, read from the sources: sample data is decided by the one rule, the
// UI language is read in one place and never handed around, the two languages are written once.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../..')
const SOURCES = ['src-main', 'src-preload', 'src-renderer/src', 'src-sandbox', 'src-shared']

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path)
    return /\.(ts|vue)$/.test(name) ? [path] : []
  })
}

/** The lines of `files` matching `pattern`, as `file:line: text`. */
function linesMatching(files: string[], pattern: RegExp): string[] {
  return files.flatMap((f) =>
    readFileSync(join(ROOT, f), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : []))
  )
}

const app = SOURCES.filter((d) => d !== 'src-sandbox').flatMap(filesUnder)
const renderer = filesUnder('src-renderer/src')

describe('one vocabulary', () => {
  it('tells the built-in sandbox and its sample data by the one rule (connection-kinds.ts), nowhere by hand', () => {
    const byHand =
      /\b(kind|id)\s*[!=]==?\s*'sandbox'|'sandbox'\s*[!=]==?\s*[\w.]+\.(kind|id)\b|[!=]==?\s*SANDBOX_CONNECTION_ID/
    expect(
      linesMatching(
        app.filter((f) => f !== 'src-shared/bridge/connection-kinds.ts'),
        byHand
      )
    ).toEqual([])
    // The pattern reads real code: the one rule itself matches it.
    expect(linesMatching(['src-shared/bridge/connection-kinds.ts'], byHand).length).toBeGreaterThan(0)
  })

  it('writes the two languages once (src-shared/language.ts)', () => {
    const written = /'de'\s*\|\s*'en'|'en'\s*\|\s*'de'/
    expect(
      linesMatching(
        [...app, ...filesUnder('src-sandbox')].filter((f) => f !== 'src-shared/language.ts'),
        written
      )
    ).toEqual([])
  })

  it('reads the UI language in the kit only (useFormat, i18n), never from a component by hand', () => {
    const byHand = /\blocale(\.value)?\s*(===|!==|as\b)/
    const kit = ['src-renderer/src/kit/useFormat.ts', 'src-renderer/src/kit/i18n.ts']
    expect(
      linesMatching(
        renderer.filter((f) => !kit.includes(f)),
        byHand
      )
    ).toEqual([])
    expect(linesMatching(kit, byHand).length).toBeGreaterThan(0)
  })

  it('no store action takes the language: stores read it themselves (only the setting sets it)', () => {
    const stores = renderer.filter(
      (f) => f.endsWith('.ts') && /\bdefineStore\(/.test(readFileSync(join(ROOT, f), 'utf8'))
    )
    expect(stores.length).toBeGreaterThan(10)
    const takesLanguage = /^\s+(async )?function (?!setLanguage\b)\w+\([^)]*\blanguage\b/
    expect(linesMatching(stores, takesLanguage).map((l) => relative('src-renderer/src', l))).toEqual([])
  })

  it('comments cite no issue numbers and no file the repository does not have (history stays in git)', () => {
    const code = [...app, ...filesUnder('src-sandbox'), ...filesUnder('tests'), ...filesUnder('scripts')]
    const cites = /\b[Ii]ssues? ?#?\d+|\b(DESIGN|PRODUCT|VALUATION)\.md\b|service-interface\.md|vendor-notes\.md/
    expect(linesMatching(code, cites).filter((l) => !l.startsWith('tests/project/vocabulary.test.ts:'))).toEqual([])
  })
})
