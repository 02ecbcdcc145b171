// Which Electron the suite runs, found the way the electron package finds it (node_modules/electron/
// index.js) but without ever downloading: ELECTRON_OVERRIDE_DIST_PATH joined with the executable's
// name, else node_modules/electron/dist/<path.txt> when both exist. And which packaged app, if any
// (LAGEBILD_PACKAGED_APP). Requiring 'electron' itself is avoided: it downloads the runtime when missing.
import { existsSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')
const ELECTRON_DIR = join(ROOT, 'node_modules/electron')

/** The executable inside an unpacked Electron, as electron's install.js names it in path.txt. */
export function platformExecutable(platform: NodeJS.Platform = process.platform): string {
  if (platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron'
  if (platform === 'win32') return 'electron.exe'
  return 'electron'
}

export type Runtime =
  | { found: true; executable: string; from: 'ELECTRON_OVERRIDE_DIST_PATH' | 'node_modules/electron/dist' }
  | { found: false; why: string }

export function findElectronRuntime(env: NodeJS.ProcessEnv = process.env): Runtime {
  const pathTxt = join(ELECTRON_DIR, 'path.txt')
  const name = existsSync(pathTxt) ? readFileSync(pathTxt, 'utf8').trim() : null
  const override = env.ELECTRON_OVERRIDE_DIST_PATH
  // Set on purpose: the suite runs whatever is there, and fails if it is not an Electron.
  if (override)
    return {
      found: true,
      executable: join(resolve(override), name || platformExecutable()),
      from: 'ELECTRON_OVERRIDE_DIST_PATH'
    }
  if (!existsSync(join(ELECTRON_DIR, 'dist'))) return { found: false, why: 'node_modules/electron/dist is missing' }
  if (!name) return { found: false, why: 'node_modules/electron/path.txt is missing' }
  const executable = join(ELECTRON_DIR, 'dist', name)
  if (!existsSync(executable)) return { found: false, why: `node_modules/electron/dist/${name} is missing` }
  return { found: true, executable, from: 'node_modules/electron/dist' }
}

/**
 * The packaged app's executable from LAGEBILD_PACKAGED_APP (e.g. dist/linux-unpacked/lagebild,
 * dist/win-unpacked/Lagebild.exe, dist/mac-arm64/Lagebild.app or the binary inside it), or null.
 */
export function packagedExecutable(env: NodeJS.ProcessEnv = process.env): string | null {
  const given = env.LAGEBILD_PACKAGED_APP
  if (!given) return null
  const path = resolve(given)
  return path.endsWith('.app') ? join(path, 'Contents/MacOS', basename(path, '.app')) : path
}

const HOW_TO_RUN =
  'To run it: npx --no install-electron && npm run build && npm run test:electron; or set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron 45.'

/** The one line the suite prints about what it leaves out, or null when it runs everything. */
export function skipLine(runtime: Runtime, packaged: string | null): string | null {
  if (!runtime.found && !packaged) return `Electron suite skipped: no Electron runtime (${runtime.why}). ${HOW_TO_RUN}`
  if (!runtime.found)
    return `Electron suite: built-app checks skipped, no Electron runtime (${runtime.why}); running the packaged app only. ${HOW_TO_RUN}`
  if (!packaged)
    return 'Electron suite: packaged-app checks skipped (LAGEBILD_PACKAGED_APP is not set; npm run dist -- --dir builds one, see CONTRIBUTING.md).'
  return null
}
