// The import graph of the app's sources: which file imports which (all imports, and the runtime ones:
// type-only imports vanish when compiled), which of them by a relative path, and which packages.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

export interface FileImports {
  /** Files imported at run time (type-only imports left out). */
  runtime: string[]
  /** Files imported, type-only imports included. */
  all: string[]
  /** Files imported by a relative path ('./', '../'), not an alias. */
  relative: string[]
  /** Packages imported (bare specifiers that are not aliases), e.g. 'electron', 'node:fs'. */
  packages: string[]
}
export type Graph = Map<string, FileImports>

const IMPORT =
  /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|vue)$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** Only type names in braces: `{ type A, type B }`. */
function onlyTypes(clause: string): boolean {
  const m = /^\{([\s\S]*)\}$/.exec(clause.trim())
  if (!m) return false
  const names = m[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return names.length > 0 && names.every((n) => n.startsWith('type '))
}

function resolveFile(spec: string, from: string, aliases: Record<string, string>): string | null {
  let base: string | null = null
  if (spec.startsWith('.')) base = resolve(dirname(from), spec)
  else {
    const alias = Object.keys(aliases).find((a) => spec === a || spec.startsWith(a + '/'))
    if (alias) base = aliases[alias] + spec.slice(alias.length)
  }
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}/index.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  throw new Error(`${from}: cannot resolve ${spec}`)
}

/** Imports between the files under `dirs` (paths relative to `root`). */
export function importGraph(root: string, dirs: string[], aliases: Record<string, string>): Graph {
  const graph: Graph = new Map()
  for (const file of dirs.flatMap((d) => sourceFiles(join(root, d)))) {
    const code = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '')
    const imports: FileImports = { runtime: [], all: [], relative: [], packages: [] }
    for (const m of code.matchAll(IMPORT)) {
      const spec = m[4] ?? m[5] ?? m[6]
      const target = resolveFile(spec, file, aliases)
      if (!target) {
        imports.packages.push(spec)
        continue
      }
      const rel = relative(root, target)
      imports.all.push(rel)
      if (spec.startsWith('.')) imports.relative.push(rel)
      const typeOnly = m[4] !== undefined && (m[2] !== undefined || onlyTypes(m[3]))
      if (!typeOnly) imports.runtime.push(rel)
    }
    graph.set(relative(root, file), imports)
  }
  return graph
}

/** Every runtime cycle (with `edges: 'all'`, type imports included), each as the files along it (first file repeated at the end). */
export function findCycles(graph: Graph, edges: 'runtime' | 'all' = 'runtime'): string[][] {
  const cycles: string[][] = []
  const state = new Map<string, 'active' | 'done'>()
  const stack: string[] = []
  const visit = (file: string) => {
    state.set(file, 'active')
    stack.push(file)
    for (const next of graph.get(file)?.[edges] ?? []) {
      if (state.get(next) === 'active') cycles.push([...stack.slice(stack.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file)
  return cycles
}
