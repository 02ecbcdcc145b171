// Builds the renderer for the e2e tests once per content: out/renderer-test/.build-hash records the hash
// of everything that goes into it, and a build whose hash matches is reused.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')
export const RENDERER_OUT = join(ROOT, 'out/renderer-test')
const HASH_FILE = '.build-hash'
const INPUTS = ['src-renderer', 'src-shared', 'vite.renderer-test.config.ts', 'tsconfig.base.json', 'path-aliases.ts', 'package-lock.json']

function files(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)))
}

export function rendererHash(): string {
  const h = createHash('sha256')
  for (const input of INPUTS) {
    for (const file of files(join(ROOT, input))) {
      h.update(relative(ROOT, file))
      h.update('\0')
      h.update(readFileSync(file))
      h.update('\0')
    }
  }
  return h.digest('hex').slice(0, 16)
}

/** The folder with index.html, built now unless a build of the same sources is there. */
export async function buildRenderer(): Promise<string> {
  const hash = rendererHash()
  const stamp = join(RENDERER_OUT, HASH_FILE)
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return RENDERER_OUT
  // Build beside the target and swap it in, so a concurrent reader never sees half a build.
  const tmp = join(ROOT, `out/.renderer-test-${process.pid}`)
  const { build } = await import('vite')
  await build({ configFile: join(ROOT, 'vite.renderer-test.config.ts'), build: { outDir: tmp, emptyOutDir: true }, logLevel: 'warn' })
  writeFileSync(join(tmp, HASH_FILE), hash)
  rmSync(RENDERER_OUT, { recursive: true, force: true })
  try {
    renameSync(tmp, RENDERER_OUT)
  } catch (err) {
    // Another test file swapped in the same build first.
    rmSync(tmp, { recursive: true, force: true })
    if (!(existsSync(stamp) && readFileSync(stamp, 'utf8') === hash)) throw err
  }
  return RENDERER_OUT
}
