// CONTRIBUTING.md maps each source folder (### src-main, ### src-shared, ...): a table whose first
// column names folders (`ipc/`) and files (`services.ts`). The map must match the tree: every folder
// on disk is named, and every name in the map exists.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(__dirname, '..', '..')
const MAPPED = ['src-main', 'src-shared', 'src-sandbox', 'src-renderer/src']

/** The backticked names in the first column of the table under `### <folder>`. */
function namesInMap(markdown: string, folder: string): string[] {
  const start = markdown.indexOf(`\n### ${folder}\n`)
  if (start < 0) return []
  const rest = markdown.slice(start + folder.length + 6)
  const section = rest.slice(0, rest.search(/\n#{2,3} /) < 0 ? undefined : rest.search(/\n#{2,3} /))
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]))
}

const foldersIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).filter((name) => statSync(join(ROOT, dir, name)).isDirectory())

describe("CONTRIBUTING's map of the source folders", () => {
  const markdown = readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8')

  for (const folder of MAPPED) {
    it(`${folder}: names every folder, and only what exists`, () => {
      const names = namesInMap(markdown, folder)
      expect(names.length, `no table under "### ${folder}"`).toBeGreaterThan(0)
      const named = new Set(names.filter((n) => n.endsWith('/')).map((n) => n.slice(0, -1)))
      expect(
        foldersIn(folder).filter((f) => !named.has(f)),
        'folders the map does not name'
      ).toEqual([])
      expect(
        names.filter((n) => !existsSync(join(ROOT, folder, n))),
        'names in the map that do not exist'
      ).toEqual([])
    })
  }
})
