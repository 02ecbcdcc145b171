// Builds the app (electron-vite: out/main, out/preload, out/renderer) once before the test files run,
// so the files that start the built sandbox or package the app read one finished build instead of each
// rebuilding the folder another file is reading.
import { execFile } from 'node:child_process'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

const ROOT = resolve(import.meta.dirname, '../..')

export async function buildApp(): Promise<void> {
  await promisify(execFile)(process.execPath, [join(ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 })
}
