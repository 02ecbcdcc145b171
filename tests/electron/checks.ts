// The checks of the Electron suite (app.test.ts runs them against the built and the packaged app): each
// takes the running app's session; window.api calls go through the real preload and ipc.
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses'
import { FuseState } from '@electron/fuses/dist/constants'
import { afterAll, beforeAll, expect } from 'vitest'
import { tileOriginOf } from '@main/settings/store'
import { startTileServer, type TileServer } from '../e2e/tile-server'
import { APP_URL_PREFIX, bridge, type RunningApp } from './launch'
import { ROOT } from './runtime'

const ADDRESS = 'Marienplatz 1, 80331 München'
/** The custom connection the keychain check saves (its address is seeded as confirmed in settings.json). */
const SUITE_CONNECTION = 'https://electron-suite.invalid'
/** From launch to the search heading, and the span in which no console error may appear. */
const FIRST_WINDOW_MS = 5_000

export interface Session {
  app: RunningApp
  userData: string
  /** Where exported PDFs go. */
  scratch: string
  /** The Settings tile URL's server: the map's base tiles come from here, through main's tile protocol. */
  tiles: TileServer
  /** Quits the app and starts it again with the same user-data folder. */
  restart(): Promise<void>
}

/**
 * One app for a describe block. Its first test starts it (so an executable that is not Electron fails
 * that test, and the later ones with it, rather than a hook); afterAll closes it and removes its folders.
 */
export function session(launch: (userData: string) => Promise<RunningApp>) {
  let s: Session | undefined
  let failure: unknown = 'its first test did not run'
  const folders: string[] = []
  let tiles: TileServer | undefined
  beforeAll(async () => {
    tiles = await startTileServer()
  })
  afterAll(async () => {
    await s?.app.close().catch(() => undefined)
    await tiles?.close()
    for (const dir of folders) rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  })
  return {
    async start(): Promise<Session> {
      const userData = mkdtempSync(join(tmpdir(), 'lagebild-electron-data-'))
      const scratch = mkdtempSync(join(tmpdir(), 'lagebild-electron-out-'))
      folders.push(userData, scratch)
      // The addresses the checks use count as confirmed by the user before: otherwise main asks in a
      // native dialog, which the packaged app's suite cannot answer (its main process is out of reach).
      writeFileSync(
        join(userData, 'settings.json'),
        JSON.stringify({
          confirmedOrigins: { tiles: [tileOriginOf(tiles!.template)], connections: [SUITE_CONNECTION] }
        })
      )
      try {
        const current: Session = {
          app: await launch(userData),
          userData,
          scratch,
          tiles: tiles!,
          async restart() {
            await current.app.close()
            current.app = await launch(userData)
          }
        }
        s = current
        return current
      } catch (err) {
        failure = err
        throw err
      }
    },
    get(): Session {
      if (!s)
        throw new Error(
          `The app did not start: ${failure instanceof Error ? failure.message.split('\n')[0] : String(failure)}`
        )
      return s
    }
  }
}

export async function firstWindowShowsSearch(s: Session) {
  const { page, startedAt } = s.app
  const heading = page.getByRole('heading', { level: 1, name: /^(Adresssuche|Address search)$/ })
  const shownAfter = await heading.waitFor({ timeout: Math.max(1, startedAt + FIRST_WINDOW_MS - Date.now()) }).then(
    () => Date.now() - startedAt,
    () => null
  )
  expect(shownAfter, `the search heading did not show within ${FIRST_WINDOW_MS} ms of launch`).not.toBeNull()
  expect(shownAfter).toBeLessThanOrEqual(FIRST_WINDOW_MS)
  expect(page.url().startsWith(APP_URL_PREFIX), page.url()).toBe(true)
  // The rest of the span: errors right after the heading count too.
  const rest = startedAt + FIRST_WINDOW_MS - Date.now()
  if (rest > 0) await page.waitForTimeout(rest)
  // Everything Playwright saw since it attached (the built app's `ready` waits for it; the packaged
  // app's window may have loaded a moment before the DevTools connection).
  const errors = [
    ...(await page.consoleMessages()).filter((m) => m.type() === 'error').map((m) => `console: ${m.text()}`),
    ...(await page.pageErrors()).map((e) => `page error: ${e.message}`)
  ]
  expect(errors).toEqual([])
}

/** The sandbox connection active, tiles from the test's tile server, German; the page reloaded on these settings. */
async function prepare(s: Session) {
  const { page } = s.app
  // Keys are not per user-data folder: a vendor key in this machine's keychain would make the vendor active.
  await bridge(page, 'connections', 'setActive', 'sandbox')
  await bridge(page, 'settings', 'update', { language: 'de', tileUrl: s.tiles.template, tileAllowLocal: true })
  await page.reload()
  await page.getByRole('heading', { level: 1, name: 'Adresssuche' }).waitFor()
}

export async function sandboxReportDraws(s: Session) {
  await prepare(s)
  const { page } = s.app
  // The frame marks sample data while the built-in sandbox is the active connection.
  await page.getByTestId('frame-sample-mark').waitFor()
  const input = page.getByRole('combobox', { name: 'Adresse' })
  await input.fill(ADDRESS)
  await input.press('Enter')
  // The first start of the sandbox builds its market before it answers.
  await page.locator('[data-report-drawn]').waitFor({ timeout: 240_000 })
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Marienplatz/)
  expect(await page.locator('path.report-map__border--divisionLevel20').count()).toBe(1)
  await page.waitForFunction(
    () => {
      const imgs = [...document.querySelectorAll('[data-testid="report-map"] img.leaflet-tile')] as HTMLImageElement[]
      return imgs.length >= 4 && imgs.every((img) => img.complete && img.naturalWidth === 256)
    },
    undefined,
    { timeout: 30_000 }
  )
  expect(s.tiles.served()).toBeGreaterThanOrEqual(4)
  const rent = page.locator('figure[data-chart="rentDevelopment"]')
  await rent.getByRole('heading', { name: 'Entwicklung der Angebotsmieten (netto kalt)' }).waitFor()
  const painted = await rent.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true
    return false
  })
  expect(painted).toBe(true)
}

export async function pdfHoldsSampleMark(s: Session) {
  const { page, electron } = s.app
  const file = join(s.scratch, 'Lagebericht Electron-Suite.pdf')
  // The save dialog is native: main's dialog answers with the file instead.
  const answered = await electron!.evaluate(({ dialog }, path) => {
    const answer = async () => ({ canceled: false, filePath: path })
    dialog.showSaveDialog = answer as unknown as typeof dialog.showSaveDialog
    return dialog.showSaveDialog === (answer as unknown)
  }, file)
  expect(answered, "main's dialog.showSaveDialog could not be replaced").toBe(true)
  await page.getByRole('button', { name: 'Als PDF exportieren …' }).click()
  await page.getByRole('button', { name: 'PDF erstellen und speichern …' }).click()
  const status = page.getByRole('status').filter({ hasText: 'PDF gespeichert: ' })
  await status.waitFor({ timeout: 120_000 })
  expect(await status.innerText()).toContain(file)
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  expect(text).toContain('Beispieldaten')
}

/** Files under `dir` whose bytes contain `needle` (the big sandbox market and files that vanish while read aside). */
function filesHolding(dir: string, needle: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    try {
      if (entry.isDirectory()) found.push(...filesHolding(path, needle))
      else if (entry.isFile() && statSync(path).size < 64 * 1024 * 1024 && readFileSync(path).includes(needle))
        found.push(path)
    } catch {
      // gone or locked while the app runs
    }
  }
  return found
}

export async function keychainKeepsKey(s: Session) {
  const key = `lgb-suite-${randomUUID()}`
  const saved = await bridge(s.app.page, 'connections', 'save', { name: 'Electron-Suite', baseUrl: SUITE_CONNECTION })
  try {
    expect(await bridge(s.app.page, 'connections', 'setKey', saved.id, key)).toMatchObject({
      id: saved.id,
      hasKey: true,
      keyLast4: key.slice(-4)
    })
    // A new main process: its key cache is empty, so what it shows comes from the OS keychain.
    await s.restart()
    const back = (await bridge(s.app.page, 'connections', 'list')).find((c) => c.id === saved.id)
    expect(back).toMatchObject({ hasKey: true, keyLast4: key.slice(-4) })
    expect(filesHolding(s.userData, key)).toEqual([])
  } finally {
    // Removing the connection deletes its keychain entry.
    await bridge(s.app.page, 'connections', 'remove', saved.id).catch((err: unknown) =>
      console.log(
        `Electron suite: could not remove the test key (keychain service "Lagebild", account "${saved.id}"): ${String(err)}`
      )
    )
  }
  expect((await bridge(s.app.page, 'connections', 'list')).some((c) => c.id === saved.id)).toBe(false)
}

/** The packaged binary's fuse wire against electron-builder.json's electronFuses (read from the file, so the check follows it). */
export async function fusesMatchConfig(s: Session, executable: string) {
  const configured = (
    JSON.parse(readFileSync(join(ROOT, 'electron-builder.json'), 'utf8')) as { electronFuses?: Record<string, boolean> }
  ).electronFuses
  expect(configured, 'electron-builder.json has no electronFuses').toBeTruthy()
  const wire = await getCurrentFuseWire(executable)
  const expected: Record<string, boolean> = {}
  const actual: Record<string, boolean | string> = {}
  for (const [option, wanted] of Object.entries(configured!)) {
    if (option === 'resetAdHocDarwinSignature') continue // a signing step of electron-builder, not a fuse
    const fuse = FuseV1Options[`${option[0]!.toUpperCase()}${option.slice(1)}` as keyof typeof FuseV1Options]
    expect(fuse, `electronFuses.${option} is not a fuse @electron/fuses knows`).toBeTypeOf('number')
    const state = wire[fuse]
    expected[option] = wanted
    actual[option] = state === FuseState.ENABLE ? true : state === FuseState.DISABLE ? false : `state ${String(state)}`
  }
  expect(actual).toEqual(expected)
  if (configured!.enableNodeCliInspectArguments === false) expect(s.app.inspector?.()).toBe(false)
}
