// Builds the app (electron-vite: out/main, out/preload, out/renderer) once per content
// (tests/helpers/build-cache.ts), for the files that start the built sandbox, read the bundles or
// package the app: one finished build they all read, rebuilt only when an input changed.
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { buildOnce, ROOT } from './build-cache'

const INPUTS = [
  'src-main',
  'src-preload',
  'src-renderer',
  'src-shared',
  'src-sandbox',
  'electron.vite.config.ts',
  'path-aliases.ts',
  'tsconfig.base.json',
  'package.json',
  'package-lock.json'
]

export async function buildApp(): Promise<'built' | 'cached'> {
  return buildOnce({
    inputs: INPUTS,
    stamp: join(ROOT, 'out/.app-build-hash'),
    build: async () => {
      await promisify(execFile)(
        process.execPath,
        [join(ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
        { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }
      )
    }
  })
}
