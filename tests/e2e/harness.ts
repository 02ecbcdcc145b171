// End-to-end harness: the built renderer in Debian's Chromium (playwright-core), with window.api routed
// into the same ipc router the Electron shell uses, over real services: conf settings in a temp
// folder, the OS keychain on the Secret Service, undici, and a real sandbox on loopback. Only the IPC
// transport differs from the app (CONTRIBUTING, "The Electron suite"), and so does the
// map tiles' URL: Chromium cannot load the app's lagebild-tile scheme, so the page's own server
// answers <origin>/__tiles/{z}/{x}/{y} with the same tile handler (and tile cache) the protocol uses,
// fetching from a local tile server set as the Settings tile URL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { eventChannelOf } from '@shared/bridge/manifest'
import type { ClipboardContent } from '@shared/bridge/exports'
import { PRINT_READY_SCRIPT } from '@shared/export/print-route'
import { onceLauncher } from '@main/sandbox/launcher'
import { writeKeysFile, freshKeys } from '@sandbox/keys'
import type { ConfirmRequest } from '@main/confirm'
import { createTestApp, createTestOsKeychain, type TestApp } from '../helpers/platform'
import { startSandbox, tempDataDir, type StartedSandbox } from '../helpers/sandbox'
import { buildRenderer, ROOT } from './build-renderer'
import { serveStatic, type StaticServer } from './static-server'
import { answerText, testPreloadScript } from './test-preload'
import { startTileServer, TEST_TILE_ATTRIBUTION, type TileServer } from './tile-server'

export const CHROMIUM = process.env.LAGEBILD_CHROMIUM ?? '/usr/bin/chromium'
export const SCREENSHOT_DIR = join(ROOT, 'test-output/e2e')

export interface E2ESandbox extends StartedSandbox {
  /** A key whose daily quota is 0: every request answers 429. */
  limitedKey: string
  /** A key with every entitlement whose daily quota is used up (429). */
  spentKey: string
  /**
   * Stops this sandbox and starts it again on the same data (groups, properties, photos, keys) on a new
   * free port, as the built-in sandbox does at each start of the app; the new one is closed with the app.
   */
  restartOnNewPort(): Promise<StartedSandbox>
}

export interface E2E {
  page: Page
  context: BrowserContext
  /** URL of the app's index.html. */
  readonly appUrl: string
  sandbox: E2ESandbox
  /** The app's main process (a new one after restart()). */
  readonly app: TestApp
  /**
   * Restarts main as a new start of the app does: the running services closed, new ones opened on the
   * same data folder and keychain, the built-in "Sandbox" connection now at `sandbox.url` (a dead
   * address stands for a sandbox that does not answer). newOrigin: the page's server moves to another
   * port (the old one closes, appUrl changes). The page stays; go to appUrl to start afresh.
   */
  restart(sandbox: { url: string; key: string }, opts?: { newOrigin?: boolean }): Promise<void>
  /** The upstream tile server (the Settings tile URL) and where the page's tiles came from. */
  tiles: { server: TileServer; served: TileTraffic }
  /** The image protocol's answers to the page, by source (same-origin /__images/<id>). */
  images: TileTraffic
  /** Uncaught page errors and console errors (CSP violations show up here). */
  pageErrors: string[]
  /**
   * Where PDF exports are saved (the save dialog's answer in tests), the print pages' errors, and the
   * text each print page showed (its rendered text plus header and footer), newest last: what the PDF's
   * words must be (tests/e2e/pdf-words.ts).
   */
  exports: { dir: string; pageErrors: string[]; printed: string[] }
  /** What the app put on the clipboard, newest last (main's clipboard platform; Electron's in the app). */
  clipboard: ClipboardContent[]
  /** Saves a full-page screenshot as test-output/e2e/<name>.png and returns its path. */
  screenshot(name: string): Promise<string>
  close(): Promise<void>
}

/** Tile answers of main's tile handler to the page, by source. */
export interface TileTraffic {
  network: number
  cache: number
  failed: number
}

export interface E2EOptions {
  /** The browser's (and the settings' default) locale; de-DE unless given. */
  locale?: string
  /** The text of the app's settings.json before it starts (e.g. a damaged file). */
  settingsFile?: string
  /** Offers in the sandbox's market (benchmarks use the app's full market); the tests' smaller one unless given. */
  offers?: number
  /** The user's answers to main's confirmation dialogs (new addresses, local tile servers); yes unless given. */
  confirm?: (question: ConfirmRequest) => boolean | Promise<boolean>
}

/** A real sandbox whose keys file has, besides the full and basic key, one with a spent quota. */
async function startE2ESandbox(offers?: number): Promise<E2ESandbox> {
  const dataDir = tempDataDir()
  const keys = freshKeys()
  const limitedKey = `sbx_limited_${Math.random().toString(36).slice(2, 14)}`
  keys.keys.push({ key: limitedKey, name: 'limited', entitlements: [], dailyQuota: 0 })
  // Every entitlement of the full key, and a quota already used up: each call answers 429.
  const spentKey = `sbx_spent_${Math.random().toString(36).slice(2, 14)}`
  keys.keys.push({ key: spentKey, name: 'spent', entitlements: [...keys.keys[0]!.entitlements], dailyQuota: 0 })
  writeKeysFile(dataDir, keys)
  const sandbox = await startSandbox({ dataDir, ...(offers ? { offers } : {}) })
  const later: StartedSandbox[] = []
  return {
    ...sandbox,
    limitedKey,
    spentKey,
    async restartOnNewPort() {
      await sandbox.close()
      for (const s of later) await s.close()
      const next = await startSandbox({ dataDir, ...(offers ? { offers } : {}) })
      later.push(next)
      return next
    },
    close: async () => {
      await sandbox.close()
      for (const s of later) await s.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

let browser: Promise<Browser> | null = null

/**
 * One Chromium per test process, each app in a context of its own (its own storage, cookies, locale
 * and routes, as a fresh profile): the e2e files of a worker share the process (vitest.config.ts), so
 * they share the browser's start. A browser that went away is started again; Playwright closes it when
 * the process exits.
 */
async function sharedBrowser(): Promise<Browser> {
  const running = browser && (await browser.catch(() => null))
  if (running?.isConnected()) return running
  browser = chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run'
    ]
  })
  return browser
}

/** Closes the shared browser, if one runs. */
export async function closeSharedBrowser(): Promise<void> {
  const running = browser && (await browser.catch(() => null))
  browser = null
  await running?.close()
}

export async function startE2E(opts: E2EOptions = {}): Promise<E2E> {
  const locale = opts.locale ?? 'de-DE'
  const cleanups: Array<() => Promise<unknown> | unknown> = []
  // Once, however often it is called.
  let closing: Promise<void> | null = null
  const close = () =>
    (closing ??= (async () => {
      for (const fn of cleanups.reverse())
        await Promise.resolve()
          .then(fn)
          .catch(() => undefined)
    })())
  try {
    const [dir, preload] = await Promise.all([buildRenderer(), testPreloadScript()])
    // Filled in once the services exist (their router needs the server's origin).
    let serveTile: ((url: string) => Promise<Response>) | null = null
    const served: TileTraffic = { network: 0, cache: 0, failed: 0 }
    const images: TileTraffic = { network: 0, cache: 0, failed: 0 }
    let serveImage: ((url: string) => Promise<Response>) | null = null
    const serve = (path: string) => {
      const image = /^\/__images\/([0-9a-f]{40}(?:\/print)?)$/.exec(path)
      if (image && serveImage) {
        return serveImage(`lagebild-image://img/${image[1]}`).then((res) => {
          const source = res.headers.get('x-lagebild-image')
          if (res.ok && (source === 'network' || source === 'cache')) images[source]++
          else images.failed++
          return res
        })
      }
      const m = /^\/__tiles\/(\d+\/\d+\/\d+)$/.exec(path)
      if (!m || !serveTile) return null
      return serveTile(`lagebild-tile://tile/${m[1]}`).then((res) => {
        const source = res.headers.get('x-lagebild-tile')
        if (res.ok && (source === 'network' || source === 'cache')) served[source]++
        else served.failed++
        return res
      })
    }
    // The page's origin: a restart may move it (another port), as a new start may give the app's page another origin.
    let server: StaticServer = await serveStatic(dir, serve)
    cleanups.push(() => server.close())

    const tileServer = await startTileServer()
    cleanups.push(() => tileServer.close())

    const sandbox = await startE2ESandbox(opts.offers)
    cleanups.push(() => sandbox.close())

    const keychain = createTestOsKeychain()
    const appDataDir = mkdtempSync(join(tmpdir(), 'lagebild-e2e-data-'))
    cleanups.push(() => rmSync(appDataDir, { recursive: true, force: true }))
    if (opts.settingsFile !== undefined) writeFileSync(join(appDataDir, 'settings.json'), opts.settingsFile)
    const appOver = (builtIn: { url: string; key: string }) =>
      createTestApp({
        dataDir: appDataDir,
        keychain,
        locale,
        // The built-in "Sandbox" connection uses the given running sandbox.
        sandbox: onceLauncher(async () => ({ url: builtIn.url, key: builtIn.key, stop: async () => undefined })),
        router: { allowedOrigins: [server.origin] },
        tileTemplate: `${server.origin}/__tiles/{z}/{x}/{y}`,
        imageBase: `${server.origin}/__images/`,
        ...(opts.confirm ? { confirm: opts.confirm } : {})
      })
    let app = appOver({ url: sandbox.url, key: sandbox.keys.full })
    cleanups.push(() => app.close())
    // The local tile server is plain http on loopback: allowed only behind the explicit setting.
    app.services.settings.update({
      tileAllowLocal: true,
      tileUrl: tileServer.template,
      tileAttribution: TEST_TILE_ATTRIBUTION
    })
    const serveFrom = (current: TestApp) => {
      serveImage = (url) => current.services.images.handler(url)
      serveTile = current.services.tiles.handler(fetch, 'Lagebild/e2e')
    }
    serveFrom(app)
    // Leave no key behind in the user's keychain.
    cleanups.push(async () => {
      for (const c of await app.services.connections.list()) await keychain.delete(c.id).catch(() => false)
    })

    const context = await (await sharedBrowser()).newContext({ locale, viewport: { width: 1280, height: 900 } })
    cleanups.push(async () => {
      await context.close()
      // Outside vitest (a bench run by tsx) nothing else will use the browser, and it would keep the
      // process alive.
      if (!process.env.VITEST) await closeSharedBrowser()
    })

    // No network: the app's own origin (files, bridge-served tiles) passes, anything else is refused.
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url())
      if (url.origin === server.origin) return route.continue()
      return route.abort('blockedbyclient')
    })

    // Answers cross as one JSON string, parsed by the test preload: the cost of a 3 MB answer is then
    // close to Electron's structured clone, not Playwright's per-value serialisation (several times slower).
    // Calls arrive as the preload sends them in the app: one JSON string and its byte blocks.
    await context.exposeBinding('__lagebild_invoke', async (source, channel: string, json: unknown, bytes: unknown) => {
      const m = /^api:([^.]+)\.(.+)$/.exec(String(channel))
      if (!m)
        return answerText({ ok: false, error: { code: 'invalid_argument', message: `Unknown channel ${channel}` } })
      return answerText(await app.router.invokeWire(m[1], m[2], json, bytes, { url: source.frame.url() }))
    })
    await context.addInitScript({ content: preload })

    const page = context.pages()[0] ?? (await context.newPage())
    const listen = (current: TestApp) =>
      current.router.onEvent((name, payload) => {
        if (page.isClosed() || !current.router.isTrustedSender(page.url())) return
        page
          .evaluate(
            ([ch, p]) => (window as unknown as { __lagebild_emit(c: string, p: unknown): void }).__lagebild_emit(ch, p),
            [eventChannelOf(name), payload] as const
          )
          .catch(() => undefined)
      })
    let off = listen(app)
    cleanups.push(() => off())

    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })

    let appUrl = `${server.origin}/index.html`
    // PDF export as the Electron shell does it, with Chromium's page.pdf in place of printToPDF: the
    // app's print view in a page of its own, printed once it marks itself ready; "saved" to a folder.
    const exportDir = mkdtempSync(join(tmpdir(), 'lagebild-e2e-exports-'))
    cleanups.push(() => rmSync(exportDir, { recursive: true, force: true }))
    const printErrors: string[] = []
    const printed: string[] = []
    const clipboard: ClipboardContent[] = []
    app.platform.clipboard = { write: async (content) => void clipboard.push(content) }
    app.platform.screen = { capture: async (rect) => new Uint8Array(await page.screenshot({ clip: rect })) }
    const pdf: TestApp['platform']['pdf'] = {
      async render(route, pdfPage) {
        const print = await context.newPage()
        print.on('pageerror', (e) => printErrors.push(e.message))
        try {
          await print.goto(`${appUrl}${route}`)
          // A function, not a string: a string predicate is evaluated in the page, which its CSP forbids.
          const ready = new Function(`return ${PRINT_READY_SCRIPT}`) as () => boolean
          await print.waitForFunction(ready, undefined, { timeout: 60_000, polling: 50 })
          const shown = await print.evaluate(() => document.body.innerText)
          const templates = `${pdfPage.headerTemplate} ${pdfPage.footerTemplate}`
            .replace(/<[^>]*>/g, ' ')
            .replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))
          printed.push(`${shown}\n${templates}`)
          const cm = (n: number) => `${n}cm`
          const m = pdfPage.margin
          return new Uint8Array(
            await print.pdf({
              format: 'A4',
              landscape: pdfPage.landscape,
              printBackground: true,
              displayHeaderFooter: true,
              headerTemplate: pdfPage.headerTemplate,
              footerTemplate: pdfPage.footerTemplate,
              margin: { top: cm(m.top), bottom: cm(m.bottom), left: cm(m.left), right: cm(m.right) },
              outline: true,
              tagged: true
            })
          )
        } finally {
          await print.close()
        }
      },
      async save(fileName, bytes) {
        const path = join(exportDir, fileName)
        writeFileSync(path, bytes)
        return path
      }
    }
    app.platform.pdf = pdf
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
    return {
      page,
      context,
      get appUrl() {
        return appUrl
      },
      sandbox,
      get app() {
        return app
      },
      async restart(builtIn, restartOpts = {}) {
        off()
        await app.close()
        if (restartOpts.newOrigin) {
          const before = server
          server = await serveStatic(dir, serve)
          await before.close()
          appUrl = `${server.origin}/index.html`
        }
        app = appOver(builtIn)
        off = listen(app)
        serveFrom(app)
        app.platform.clipboard = { write: async (content) => void clipboard.push(content) }
        app.platform.screen = { capture: async (rect) => new Uint8Array(await page.screenshot({ clip: rect })) }
        app.platform.pdf = pdf
      },
      tiles: { server: tileServer, served },
      images,
      pageErrors: errors,
      exports: { dir: exportDir, pageErrors: printErrors, printed },
      clipboard,
      async screenshot(name) {
        const path = join(SCREENSHOT_DIR, `${name}.png`)
        await page.screenshot({ path, fullPage: true })
        return path
      },
      close
    }
  } catch (err) {
    await close()
    throw err
  }
}

/** Types an address into the search as a user does: Ctrl+L to the field, the text, Enter. */
export async function searchAddress(page: Page, text: string, fieldName = 'Adresse'): Promise<void> {
  await page.keyboard.press('Control+L')
  const input = page.getByRole('combobox', { name: fieldName })
  await input.fill(text)
  await input.press('Enter')
}

/** Opens an area from the side navigation as a user does and waits for its heading (German UI unless named). */
export async function openArea(page: Page, name: string, navigation = 'Hauptnavigation'): Promise<void> {
  await page.getByRole('navigation', { name: navigation }).getByRole('button', { name }).click()
  await page.getByRole('heading', { level: 1, name }).waitFor()
}
