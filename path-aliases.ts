// The import aliases (@shared/..., @main/..., @sandbox/..., @preload/..., @renderer/...) are written once,
// as compilerOptions.paths in tsconfig.base.json; Vite, vitest and esbuild take them from here.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const root = import.meta.dirname

interface TsconfigPaths {
  compilerOptions: { paths: Record<string, string[]> }
}

function readPaths(): Record<string, string[]> {
  const json = JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8')) as TsconfigPaths
  return json.compilerOptions.paths
}

/** Alias prefix ('@shared') to absolute folder, for Vite's resolve.alias and esbuild's alias. */
export function pathAliases(): Record<string, string> {
  const aliases: Record<string, string> = {}
  for (const [pattern, [target]] of Object.entries(readPaths())) {
    if (!pattern.endsWith('/*') || !target.endsWith('/*')) throw new Error(`tsconfig path ${pattern} must end in /*`)
    aliases[pattern.slice(0, -2)] = resolve(root, target.slice(0, -2))
  }
  return aliases
}
