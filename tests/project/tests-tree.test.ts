// The tests tree mirrors the source: a test of src-main/<domain>/… sits in tests/main/<domain>/, of
// src-shared/… in tests/shared/…, of src-sandbox/… in tests/sandbox/…, of a renderer area in
// tests/renderer/<area>/, and a Chromium test of an area in tests/e2e/<area>/ (tests that walk every
// area sit at tests/e2e/ itself). Beside them only the folders that test no one program: the built app
// (electron), the repository (project), benches, set-ups and helpers.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../helpers/root'

const PROGRAMS: Record<string, string> = {
  main: 'src-main',
  shared: 'src-shared',
  sandbox: 'src-sandbox',
  renderer: 'src-renderer/src',
  e2e: 'src-renderer/src'
}
const OTHERS = ['electron', 'project', 'bench', 'setup', 'helpers']
/** Folders that hold a test's own files (fixtures, child scripts), not tests of a source folder. */
const OWN = new Set(['fixtures'])

function folders(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .flatMap((name) => [join(dir, name), ...folders(join(dir, name))])
}

describe('the tests tree', () => {
  it('has a folder per program and the few that test no one program', () => {
    const top = readdirSync(join(ROOT, 'tests')).filter((n) => statSync(join(ROOT, 'tests', n)).isDirectory())
    expect(top.filter((n) => !(n in PROGRAMS) && !OTHERS.includes(n))).toEqual([])
  })

  it("mirrors each program's source folders", () => {
    const strays: string[] = []
    for (const [folder, source] of Object.entries(PROGRAMS)) {
      for (const dir of folders(join(ROOT, 'tests', folder))) {
        const inside = relative(join(ROOT, 'tests', folder), dir)
        if (inside.split('/').some((part) => OWN.has(part))) continue
        if (!existsSync(join(ROOT, source, inside))) strays.push(`${relative(ROOT, dir)} (no ${source}/${inside})`)
      }
    }
    expect(strays).toEqual([])
  })
})
