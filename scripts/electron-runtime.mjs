// Finds the Electron executable for `npm start` and `npm run dev`, the same way for both, by Electron's
// own rule (node_modules/electron/index.js): ELECTRON_OVERRIDE_DIST_PATH first, else the runtime that
// `install-electron` unpacked into node_modules/electron/dist. Electron 42 and later download that
// runtime on first use, not at install; when it is missing this downloads it once (Electron's
// install.js, which honours ELECTRON_MIRROR and electron_config_cache) and, when that fails, says in a
// few lines what it tried and the ways to get the runtime, with no stack trace.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

function platformPath(platform = process.platform) {
  if (platform === 'darwin' || platform === 'mas') return 'Electron.app/Contents/MacOS/Electron'
  if (platform === 'win32') return 'electron.exe'
  return 'electron'
}

/** The download address @electron/get uses for this platform (its mirror variables included). */
export function downloadUrl(version, env = process.env) {
  const base =
    env.npm_config_electron_mirror ||
    env.NPM_CONFIG_ELECTRON_MIRROR ||
    env.ELECTRON_MIRROR ||
    'https://github.com/electron/electron/releases/download/'
  const dir = (env.npm_config_electron_custom_dir || env.ELECTRON_CUSTOM_DIR || `v${version}`).replace(
    '{{ version }}',
    version
  )
  const file =
    env.npm_config_electron_custom_filename ||
    env.ELECTRON_CUSTOM_FILENAME ||
    `electron-v${version}-${process.platform}-${process.arch}.zip`
  return `${base.endsWith('/') ? base : `${base}/`}${dir}/${file}`
}

function defaultCache() {
  if (process.platform === 'darwin') return join(homedir(), 'Library/Caches/electron')
  if (process.platform === 'win32')
    return join(process.env.LOCALAPPDATA ?? join(homedir(), 'AppData/Local'), 'electron/Cache')
  return join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'electron')
}

/** Where @electron/get looks for a zip put there by hand: a folder named for the download folder's address. */
export function cacheFolder(url, env = process.env) {
  const parsed = new URL(url)
  parsed.hash = ''
  parsed.search = ''
  parsed.pathname = parsed.pathname.slice(0, parsed.pathname.lastIndexOf('/')) || '/'
  return join(env.electron_config_cache || defaultCache(), createHash('sha256').update(parsed.toString()).digest('hex'))
}

function missing(version, reason) {
  const url = downloadUrl(version)
  const file = url.slice(url.lastIndexOf('/') + 1)
  return [
    `Lagebild cannot start: the Electron runtime ${version} is not installed. ${reason}`,
    'Ways to get it:',
    '  - with network access: npm start again (it downloads the runtime once)',
    '  - from a mirror you can reach: ELECTRON_MIRROR=https://mirror.example/electron/ npm start',
    `  - from a downloaded ${file}: put it in ${cacheFolder(url)} (under electron_config_cache), then npm start`,
    '  - an unpacked Electron folder: ELECTRON_OVERRIDE_DIST_PATH=/path/to/electron npm start'
  ].join('\n')
}

/**
 * The executable's path, or { error } with the message to print. `download: false` only looks.
 */
export function resolveElectron({ download = true } = {}) {
  const pkgFile = require.resolve('electron/package.json')
  const electronDir = dirname(pkgFile)
  const { version } = JSON.parse(readFileSync(pkgFile, 'utf8'))
  const pathFile = join(electronDir, 'path.txt')
  const recorded = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : ''
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH
  if (override) {
    const exe = join(override, recorded || platformPath())
    return existsSync(exe)
      ? { executable: exe }
      : {
          error: missing(
            version,
            `ELECTRON_OVERRIDE_DIST_PATH is ${override}, which holds no ${recorded || platformPath()}.`
          )
        }
  }
  const installed = join(electronDir, 'dist', recorded || platformPath())
  if (recorded && existsSync(installed)) return { executable: installed }
  const url = downloadUrl(version)
  if (!download) return { error: missing(version, `It is downloaded on the first start from ${url}.`) }
  console.error(`Downloading the Electron runtime ${version} once, from ${url} …`)
  const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8'
  })
  const now = existsSync(pathFile) ? join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim()) : ''
  if (result.status === 0 && now && existsSync(now)) return { executable: now }
  const why =
    (result.stderr ?? '')
      .split('\n')
      .find((line) => line.trim() && !/^\s+at /.test(line))
      ?.trim() ?? `exit code ${result.status}`
  return { error: missing(version, `Downloading it from ${url} failed (${why}).`) }
}
