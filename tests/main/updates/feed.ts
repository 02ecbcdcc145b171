// electron-updater's real feed handling in plain Node: a release feed on 127.0.0.1 (port 0) serving
// latest.yml (and latest-linux.yml, latest-mac.yml: electron-updater asks for the one of its platform)
// and a small fake installer, and electron-updater's own NsisUpdater built with what Electron would
// give it, in Node:
//
// - an AppAdapter (electron-updater's interface for Electron's `app`): version, "packaged", the path of
//   app-update.yml (which electron-builder writes from `publish`; here a generic provider pointing at the
//   feed), user-data and cache folders in a temp folder, and a quit hook the test fires;
// - an HttpExecutor (builder-util-runtime's base class, which electron-updater's ElectronHttpExecutor
//   extends over Electron's net) over node:http/https, with the same `download` ElectronHttpExecutor has.
//
// So the feed's yml is fetched and parsed, versions compared, the installer downloaded with progress and
// its sha512 checked by electron-updater itself. Two things are replaced, where electron-updater reaches
// into Electron or the OS: doInstall (it would start the installer) records the call, and quitAndInstall
// (it emits on Electron's autoUpdater and quits the app) does what BaseUpdater's does minus those.
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import {
  createServer,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type RequestOptions,
  type Server,
  type ServerResponse
} from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import type { AppAdapter } from 'electron-updater/out/AppAdapter'
import type { InstallOptions } from 'electron-updater/out/BaseUpdater'
import electronUpdater from 'electron-updater'
import type { UpdaterEngine } from '@main/updates'

// builder-util-runtime is electron-updater's own dependency (the exact version it pins), resolved from it.
const requireFromUpdater = createRequire(createRequire(import.meta.url).resolve('electron-updater'))
const runtime = requireFromUpdater('builder-util-runtime') as typeof import('builder-util-runtime')

/** builder-util-runtime's HttpExecutor over node:http/https; `download` as ElectronHttpExecutor has it. */
export class NodeHttpExecutor extends runtime.HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    return (options.protocol === 'http:' ? httpRequest : httpsRequest)(options, callback)
  }

  async download(
    url: URL,
    destination: string,
    options: import('builder-util-runtime').DownloadOptions
  ): Promise<string> {
    return await options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions = { headers: options.headers || undefined, redirect: 'manual' }
      runtime.configureRequestUrl(url, requestOptions)
      runtime.configureRequestOptions(requestOptions)
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error == null ? resolve(destination) : reject(error)),
          responseHandler: null
        },
        0
      )
    })
  }
}

/** electron-updater's AppAdapter for a packaged app of `version`, in `dir`; `quit(code)` fires the app's quit. */
export class NodeAppAdapter implements AppAdapter {
  readonly name = 'Lagebild'
  readonly isPackaged = true
  readonly quitHandlers: Array<(exitCode: number) => void> = []
  quitCalls = 0
  relaunchCalls = 0
  constructor(
    readonly version: string,
    readonly dir: string
  ) {}
  get appUpdateConfigPath() {
    return join(this.dir, 'resources', 'app-update.yml')
  }
  get userDataPath() {
    return join(this.dir, 'userData')
  }
  get baseCachePath() {
    return join(this.dir, 'cache')
  }
  whenReady() {
    return Promise.resolve()
  }
  quit() {
    this.quitCalls++
  }
  relaunch() {
    this.relaunchCalls++
  }
  onQuit(handler: (exitCode: number) => void) {
    this.quitHandlers.push(handler)
  }
  /** The app quits (Electron's `quit` event): electron-updater's install-on-quit runs if it registered. */
  fireQuit(exitCode = 0) {
    for (const h of this.quitHandlers.splice(0)) h(exitCode)
  }
}

/** electron-updater's NsisUpdater, unchanged but for the two steps that leave the process. */
export class NodeUpdater extends electronUpdater.NsisUpdater {
  readonly installs: InstallOptions[] = []
  readonly quitAndInstallCalls: Array<{ isSilent: boolean; isForceRunAfter: boolean }> = []
  constructor(readonly adapter: NodeAppAdapter) {
    super(null, adapter)
    ;(this as unknown as { httpExecutor: NodeHttpExecutor }).httpExecutor = new NodeHttpExecutor()
    // No blockmaps on the test feed; the full download (with its sha512 check) is what runs.
    this.disableDifferentialDownload = true
    this.disableWebInstaller = true
  }
  protected override doInstall(options: InstallOptions): boolean {
    this.installs.push(options)
    return true
  }
  override quitAndInstall(isSilent = false, isForceRunAfter = false): void {
    this.quitAndInstallCalls.push({ isSilent, isForceRunAfter })
    if (this.install(isSilent, isSilent ? isForceRunAfter : this.autoRunAppAfterInstall)) this.adapter.quit()
  }
}

export interface FeedFile {
  body: Buffer
  /**
   * Sends this many bytes, then (a little over a second later, when electron-updater reports progress
   * next) 100 bytes more, then waits until `release` is called before the rest.
   */
  holdAfter?: number
}

export interface FeedServer {
  /** The feed's base URL (ends in /). */
  url: string
  /** Paths requested, without query, in order. */
  requests: string[]
  /** Serves `yml` as latest.yml, latest-linux.yml and latest-mac.yml. */
  setFeed(yml: string): void
  /** Serves `file` at `name` (a path below the root, e.g. "Lagebild-Setup-1.2.0.exe" or "owner/repo/releases/download/v1.2.0/x.exe"). */
  setFile(name: string, file: FeedFile): void
  /** Answers `path` (with its leading /) with `body` as `type`: e.g. a GitHub-shaped releases feed. */
  setRoute(path: string, body: string, type: string): void
  /**
   * Serves `head`, then `chunk` again and again up to `total` bytes, without holding it in memory (a
   * feed of a gigabyte); `streamed()` tells how many bytes went out before the client hung up or the end.
   */
  setStream(path: string, head: string, chunk: string, total: number): void
  streamed(): number
  /** Lets held downloads finish. */
  release(): void
  /** Resolves once a held download has sent its first part and waits. */
  held(): Promise<void>
  close(): Promise<void>
}

export async function startFeedServer(): Promise<FeedServer> {
  let feed: string | null = null
  const files = new Map<string, FeedFile>()
  const routes = new Map<string, { body: string; type: string }>()
  const streams = new Map<string, { head: string; chunk: string; total: number }>()
  let streamedBytes = 0
  const requests: string[] = []
  let releaseHeld: () => void = () => undefined
  let released = new Promise<void>((r) => (releaseHeld = r))
  let heldNow: () => void = () => undefined
  let held = new Promise<void>((r) => (heldNow = r))
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    requests.push(path)
    const stream = streams.get(path)
    if (stream) {
      res.writeHead(200, { 'content-type': 'text/yaml; charset=utf-8' })
      const chunk = Buffer.from(stream.chunk)
      let sent = 0
      const more = () => {
        while (sent < stream.total && !res.destroyed) {
          sent += chunk.length
          streamedBytes = sent
          if (!res.write(chunk)) return void res.once('drain', more)
        }
        if (!res.destroyed) res.end()
      }
      res.write(stream.head)
      return more()
    }
    const route = routes.get(path)
    if (route) {
      res.writeHead(200, { 'content-type': route.type })
      return void res.end(route.body)
    }
    if (/^\/latest(-linux|-mac)?\.yml$/.test(path)) {
      if (feed === null) return void res.writeHead(404).end()
      res.writeHead(200, { 'content-type': 'text/yaml; charset=utf-8' })
      return void res.end(feed)
    }
    const file = files.get(path.slice(1))
    if (!file) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(file.body.length) })
    if (file.holdAfter === undefined) return void res.end(file.body)
    const at = file.holdAfter
    res.write(file.body.subarray(0, at))
    setTimeout(() => {
      res.write(file.body.subarray(at, at + 100), () => heldNow())
      void released.then(() => res.end(file.body.subarray(at + 100)))
    }, 1_100)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    setFeed: (yml) => void (feed = yml),
    setFile: (name, file) => void files.set(name, file),
    setRoute: (path, body, type) => void routes.set(path, { body, type }),
    setStream: (path, head, chunk, total) => void streams.set(path, { head, chunk, total }),
    streamed: () => streamedBytes,
    release() {
      releaseHeld()
      released = new Promise<void>((r) => (releaseHeld = r))
      held = new Promise<void>((r) => (heldNow = r))
    },
    held: () => held,
    close: () =>
      new Promise<void>((resolve) => {
        releaseHeld()
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** A fake installer: random bytes, and the sha512 (base64) electron-builder would write for it. */
export function fakeInstaller(size = 100_000): { body: Buffer; sha512: string } {
  const body = randomBytes(size)
  return { body, sha512: createHash('sha512').update(body).digest('base64') }
}

/** latest.yml as electron-builder writes it; `notes` as a literal block. */
export function latestYml(o: {
  version: string
  file: string
  sha512: string
  size: number
  notes?: string
  releaseDate?: string
}): string {
  const lines = [
    `version: ${o.version}`,
    'files:',
    `  - url: ${o.file}`,
    `    sha512: ${o.sha512}`,
    `    size: ${o.size}`,
    `path: ${o.file}`,
    `sha512: ${o.sha512}`,
    `releaseDate: '${o.releaseDate ?? '2026-11-02T09:30:00.000Z'}'`
  ]
  if (o.notes !== undefined) lines.push('releaseNotes: |-', ...o.notes.split('\n').map((l) => (l ? `  ${l}` : '')))
  return `${lines.join('\n')}\n`
}

export const BILINGUAL_NOTES = [
  '## Deutsch',
  '',
  '### Neu',
  '- Vergleichsobjekte lassen sich als Satz speichern.',
  '- Die Karte zeigt **Bodenrichtwerte**.',
  '',
  '## English',
  '',
  '### New',
  '- Comparable offers can be saved as a set.',
  '- The map shows **standard land values**.'
].join('\n')

export interface NodeUpdaterSetup {
  updater: NodeUpdater & UpdaterEngine
  adapter: NodeAppAdapter
  dir: string
  close(): void
}

/**
 * electron-updater's updater for an installed app of `version` whose app-update.yml names `feed`: a URL
 * as a generic provider (what electron-builder writes for `"publish": { "provider": "generic", … }`), or
 * a publish configuration as electron-builder writes it (JSON is YAML).
 */
export function nodeUpdater(version: string, feed: string | Record<string, unknown>): NodeUpdaterSetup {
  const dir = mkdtempSync(join(tmpdir(), 'lagebild-updater-'))
  const adapter = new NodeAppAdapter(version, dir)
  mkdirSync(join(dir, 'resources'), { recursive: true })
  const config = typeof feed === 'string' ? { provider: 'generic', url: feed } : feed
  writeFileSync(
    adapter.appUpdateConfigPath,
    `${JSON.stringify({ ...config, updaterCacheDirName: 'lagebild-updater' })}\n`
  )
  const updater = new NodeUpdater(adapter) as NodeUpdater & UpdaterEngine
  updater.logger = null
  return { updater, adapter, dir, close: () => rmSync(dir, { recursive: true, force: true }) }
}
