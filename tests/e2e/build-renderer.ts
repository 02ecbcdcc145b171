// Builds the renderer for the e2e tests once per content (tests/helpers/build-cache.ts): out/renderer-test,
// reused while no input changed.
import { renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { buildOnce, ROOT } from '../helpers/build-cache'

export { ROOT }
export const RENDERER_OUT = join(ROOT, 'out/renderer-test')
const INPUTS = [
  'src-renderer',
  'src-shared',
  'vite.renderer-test.config.ts',
  'tsconfig.base.json',
  'path-aliases.ts',
  'package-lock.json'
]

/** The folder with index.html, built now unless a build of the same sources is there. */
export async function buildRenderer(): Promise<string> {
  await buildOnce({
    inputs: INPUTS,
    stamp: join(ROOT, 'out/.renderer-test-hash'),
    async build() {
      // Build beside the target and swap it in, so a reader of the old build never sees half a build.
      const tmp = join(ROOT, `out/.renderer-test-${process.pid}`)
      const { build } = await import('vite')
      await build({
        configFile: join(ROOT, 'vite.renderer-test.config.ts'),
        build: { outDir: tmp, emptyOutDir: true },
        logLevel: 'warn'
      })
      rmSync(RENDERER_OUT, { recursive: true, force: true })
      renameSync(tmp, RENDERER_OUT)
    }
  })
  return RENDERER_OUT
}
