// Starting Lagebild in a real Electron for the suite: the built app (out/, what `npm run build` writes)
// with playwright-core's _electron.launch, which reaches the main process too; the packaged app over
// Chromium's DevTools port only, because its fuses switch --inspect off (EnableNodeCliInspectArguments),
// and _electron.launch needs --inspect. Every start gets the user-data folder it is given
// (LAGEBILD_USER_DATA), German as its locale, and window.api calls go through the real bridge.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { _electron, chromium, type ElectronApplication, type Page } from 'playwright-core'
import type { ArgsOf, CallName, Contract, Domain, ResultOf } from '@shared/bridge/contract'
import type { Result } from '@shared/bridge/errors'
import { ROOT } from './runtime'

/** Where the app's pages come from (src-main/app-scheme.ts). */
export const APP_URL_PREFIX = 'app://lagebild/'

export interface RunningApp {
  kind: 'built' | 'packaged'
  /** The first window. */
  page: Page
  /** Date.now() right before the process was started. */
  startedAt: number
  /** The main process (built app only). */
  electron: ElectronApplication | null
  /** Packaged app: whether its main process opened a Node inspector for --inspect=0 so far. */
  inspector: (() => boolean) | null
  close(): Promise<void>
}

/** German UI: the checks read German labels and the PDF's German sample-data marking. */
const LOCALE_ARGS = ['--lang=de-DE']

/** The test run's environment for the app: strings only, its own user-data folder, nothing that changes what runs. */
function appEnv(userData: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v
  // Either would make the binary something else: plain Node, or a dev server's pages.
  delete env.ELECTRON_RUN_AS_NODE
  delete env.ELECTRON_RENDERER_URL
  env.LAGEBILD_USER_DATA = userData
  return env
}

/**
 * Playwright's loader, as _electron.launch adds it when it picks node_modules/electron itself: it holds
 * back the app's `ready` until Playwright is attached, so no console message of the first window is missed.
 */
function playwrightLoader(): string[] {
  const require = createRequire(import.meta.url)
  const loader = join(dirname(require.resolve('playwright-core/package.json')), 'lib/server/electron/loader.js')
  return existsSync(loader) ? ['-r', loader] : []
}

/** The built app: `<executable> <repo root>`, whose package.json main is out/main/index.js. */
export async function launchBuilt(executable: string, userData: string): Promise<RunningApp> {
  for (const file of ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html']) {
    if (!existsSync(join(ROOT, file))) throw new Error(`${file} is missing: run npm run build first`)
  }
  if (!existsSync(executable)) throw new Error(`There is no Electron executable at ${executable}`)
  const startedAt = Date.now()
  const electron = await _electron.launch({
    executablePath: executable,
    args: [...playwrightLoader(), ...LOCALE_ARGS, ROOT],
    env: appEnv(userData),
    timeout: 60_000
  })
  try {
    const page = await electron.firstWindow({ timeout: 60_000 })
    return { kind: 'built', page, startedAt, electron, inspector: null, close: () => electron.close() }
  } catch (err) {
    await electron.close().catch(() => undefined)
    throw err
  }
}

/** The packaged app: its own executable, no app path; driven through --remote-debugging-port. */
export async function launchPackaged(executable: string, userData: string): Promise<RunningApp> {
  if (!existsSync(executable)) throw new Error(`LAGEBILD_PACKAGED_APP: there is no executable at ${executable}`)
  const startedAt = Date.now()
  // --inspect=0 too: the fuse check looks at whether a Node inspector opened.
  const args = [
    '--inspect=0',
    '--remote-debugging-port=0',
    ...LOCALE_ARGS,
    ...(process.platform === 'linux' ? ['--no-sandbox'] : [])
  ]
  const child = spawn(executable, args, { env: appEnv(userData), stdio: ['ignore', 'ignore', 'pipe'] })
  // 'error' without 'exit': the file could not be started at all.
  const exited = new Promise<void>((done) => {
    child.once('exit', () => done())
    child.once('error', () => done())
  })
  let inspector = false
  const stderr: string[] = []
  const endpoint = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The packaged app opened no DevTools port within 60 s:\n${stderr.join('\n')}`)),
      60_000
    )
    createInterface({ input: child.stderr! }).on('line', (line) => {
      if (stderr.length < 200) stderr.push(line)
      if (/^Debugger listening on ws:/.test(line)) inspector = true
      const m = /^DevTools listening on (ws:\/\/\S+)/.exec(line)
      if (m) {
        clearTimeout(timer)
        resolve(m[1]!)
      }
    })
    child.once('error', (err) => {
      clearTimeout(timer)
      reject(err)
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(
        new Error(
          `The packaged app exited (${code ?? signal}) before it opened its DevTools port:\n${stderr.join('\n')}`
        )
      )
    })
  })
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    if (!(await settlesWithin(exited, 10_000))) child.kill('SIGKILL')
    await exited
  }
  try {
    const browser = await chromium.connectOverCDP(await endpoint, { timeout: 30_000 })
    const context = browser.contexts()[0]
    if (!context) throw new Error('The packaged app has no browser context over CDP')
    const page = context.pages()[0] ?? (await context.waitForEvent('page', { timeout: 30_000 }))
    return {
      kind: 'packaged',
      page,
      startedAt,
      electron: null,
      inspector: () => inspector,
      async close() {
        // Closing the only window quits the app (Windows, Linux); macOS keeps it running, so then SIGTERM.
        await page.evaluate(() => window.close()).catch(() => undefined)
        if (!(await settlesWithin(exited, 15_000))) await stop()
        await browser.close().catch(() => undefined)
      }
    }
  } catch (err) {
    await stop()
    throw err
  }
}

async function settlesWithin(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  try {
    return await Promise.race([p.then(() => true), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** A window.api call from the page, through preload and ipc as the renderer makes it; throws on an error result. */
export async function bridge<D extends Domain, C extends CallName<D>>(
  page: Page,
  domain: D,
  name: C,
  ...args: ArgsOf<Contract[D][C]> & unknown[]
): Promise<ResultOf<Contract[D][C]>> {
  const result = (await page.evaluate(
    ([d, n, a]) => {
      const api = (window as unknown as { api: Record<string, Record<string, (...x: unknown[]) => Promise<unknown>>> })
        .api
      return api[d]![n]!(...a)
    },
    [domain, name, args] as [string, string, unknown[]]
  )) as Result<ResultOf<Contract[D][C]>>
  if (!result.ok) throw new Error(`window.api.${domain}.${name}: ${result.error.code}: ${result.error.message}`)
  return result.value
}
