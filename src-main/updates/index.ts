// App updates over electron-updater, free of Electron: the updater comes in through the platform (the
// Electron shell: electron-updater's autoUpdater for this OS, with Electron's app and net; the tests:
// electron-updater's own NsisUpdater with a Node app adapter and a node:http executor against a local
// feed). Only a packaged app gets one; without it updates are "not available in development".
//
// - At start (after the window shows, when the setting is on) the feed is checked; that never blocks
//   the start, and an unreachable feed is a quiet `offline` state, not an error.
// - A newer version is downloaded in the background (electron-updater checks its sha512 against the
//   feed), with its progress as `updateStatus` events.
// - It is installed only once the user agrees: `autoInstallOnAppQuit` stays false until then. Agreeing
//   sets it and asks electron-updater for the download again, which finds the verified file in its
//   cache and registers electron-updater's own install-on-quit (Windows and Linux: its quit handler;
//   macOS: it hands the file to Squirrel.Mac, which installs on quit). "Restart now" is quitAndInstall.
import type { AppUpdater, UpdateCheckResult, UpdateInfo } from 'electron-updater'
import type { UpdateRelease, UpdateStatus } from '@shared/bridge/updates'
import { plainReleaseNotes } from '@shared/updates/release-notes'
import type { Logger } from '../log/logger'
import { guardFeed } from './feed-guard'
import { foreignInstaller, isPrerelease } from './feed-trust'

/** What the module uses of electron-updater's AppUpdater (any of its platform classes). */
export type UpdaterEngine = Pick<
  AppUpdater,
  | 'autoDownload'
  | 'autoInstallOnAppQuit'
  | 'allowDowngrade'
  | 'allowPrerelease'
  | 'checkForUpdates'
  | 'downloadUpdate'
  | 'quitAndInstall'
  | 'on'
  | 'off'
> & { logger: AppUpdater['logger'] }

export interface UpdatesDeps {
  /** electron-updater's updater, or null/undefined when this build does not update itself (development, tests). Read on each use. */
  updater: () => UpdaterEngine | null | undefined
  currentVersion: string
  /** The setting "check for updates at start". */
  checkAtStart: () => boolean
  /** Publishes a status change (the `updateStatus` contract event). */
  emit: (status: UpdateStatus) => void
  log: Logger
  now?: () => Date
  /**
   * Whether this app is on a pre-release channel and takes pre-releases; default: only when it is a
   * pre-release itself (a beta build chose the beta channel). A stable app never gets one.
   */
  allowPrerelease?: boolean
}

export interface Updates {
  status(): UpdateStatus
  /** Checks the feed now; answers when the check is done (a download goes on in the background). */
  check(): Promise<UpdateStatus>
  agreeToInstall(): Promise<UpdateStatus>
  installNow(): UpdateStatus
  /** For the shell once the window shows: starts a check when the setting is on, without waiting for it. */
  checkAtStart(): void
  close(): void
}

const NOTES_MAX = 50_000
const OFFLINE_CODES =
  /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|ECONNABORTED|ENETUNREACH|ENETDOWN|EHOSTUNREACH|EHOSTDOWN|EPIPE|ERR_SOCKET_CONNECTION_TIMEOUT)\b/
/** Chromium's network errors, as Electron's net module reports them in the app. */
const OFFLINE_NET =
  /net::ERR_(INTERNET_DISCONNECTED|NAME_NOT_RESOLVED|NAME_RESOLUTION_FAILED|CONNECTION_[A-Z_]+|ADDRESS_UNREACHABLE|NETWORK_CHANGED|NETWORK_ACCESS_DENIED|PROXY_CONNECTION_FAILED|TUNNEL_CONNECTION_FAILED|TIMED_OUT|EMPTY_RESPONSE)/

const describe = (err: unknown) => {
  const e = err as { code?: unknown; message?: unknown; statusCode?: unknown } | null
  return {
    code: String(e?.code ?? ''),
    message: String(e?.message ?? err),
    status: typeof e?.statusCode === 'number' ? e.statusCode : 0
  }
}

/** The feed could not be reached: no network, no name, refused, timed out, or the server is down (5xx). */
export function isOfflineError(err: unknown): boolean {
  const { code, message, status } = describe(err)
  const text = `${code} ${message}`
  return (
    OFFLINE_CODES.test(text) ||
    OFFLINE_NET.test(text) ||
    /Request timed out/.test(message) ||
    (status >= 500 && status <= 599) ||
    /^HTTP_ERROR_5\d\d$/.test(code)
  )
}

/** What goes to the log of an updater error: its first line, shortened (electron-updater quotes the whole feed it could not parse). */
const brief = (text: unknown) => {
  const line = String(text).split('\n')[0]!.trim()
  return line.length > 300 ? `${line.slice(0, 300)} …` : line
}

const isChecksumError = (err: unknown) => {
  const { code, message } = describe(err)
  return code === 'ERR_CHECKSUM_MISMATCH' || /checksum mismatch/i.test(message)
}

function releaseOf(info: UpdateInfo): UpdateRelease {
  const notes = plainReleaseNotes(info.releaseNotes)
  return {
    version: String(info.version).slice(0, 64),
    ...(typeof info.releaseDate === 'string' && info.releaseDate ? { releaseDate: info.releaseDate.slice(0, 64) } : {}),
    notes: notes.length > NOTES_MAX ? notes.slice(0, NOTES_MAX) : notes
  }
}

export function openUpdates(deps: UpdatesDeps): Updates {
  const { log } = deps
  const now = deps.now ?? (() => new Date())
  const currentVersion = deps.currentVersion
  const allowPrerelease = deps.allowPrerelease ?? isPrerelease(currentVersion)
  let current: UpdateStatus = { state: 'idle', currentVersion }
  let engine: UpdaterEngine | null = null
  let checking: Promise<UpdateStatus> | null = null
  let agreed = false
  let closed = false

  function set(next: UpdateStatus): UpdateStatus {
    current = next
    if (!closed) {
      try {
        deps.emit(next)
      } catch (err) {
        log.warn('update status could not be published', err)
      }
    }
    return next
  }

  const onProgress = (p: { percent: number; transferred: number; total: number }) => {
    if (current.state !== 'downloading') return
    const percent = Math.min(100, Math.max(0, Number.isFinite(p.percent) ? p.percent : 0))
    set({
      ...current,
      percent,
      transferred: Math.max(0, Math.round(p.transferred) || 0),
      total: Math.max(0, Math.round(p.total) || 0)
    })
  }
  const onDownloaded = () => {
    if (current.state === 'downloading' || current.state === 'ready')
      set({ state: 'ready', currentVersion, release: current.release, agreed })
  }

  /** Takes the platform's updater in hand once: our logger, no automatic download, no install on quit before the user agrees, never a downgrade. */
  function engineNow(): UpdaterEngine | null {
    const next = deps.updater() ?? null
    if (next && next !== engine) {
      if (engine) detach(engine)
      engine = next
      engine.autoDownload = false
      engine.autoInstallOnAppQuit = false
      engine.allowDowngrade = false
      engine.allowPrerelease = allowPrerelease
      // Cut and checked before electron-updater parses what the feed sends (feed-guard.ts).
      guardFeed(engine)
      engine.logger = {
        info: () => undefined,
        // electron-updater logs every failed check as an error; for the app they are warnings.
        warn: (m?: unknown) => log.warn(`updater: ${brief(m)}`),
        error: (m?: unknown) => log.warn(`updater: ${brief(m)}`)
      }
      engine.on('download-progress', onProgress)
      engine.on('update-downloaded', onDownloaded)
    }
    return engine
  }
  function detach(e: UpdaterEngine) {
    e.off('download-progress', onProgress)
    e.off('update-downloaded', onDownloaded)
  }

  const unavailable = (reason: 'development' | 'unsupported'): UpdateStatus => ({
    state: 'unavailable',
    currentVersion,
    reason
  })

  async function download(e: UpdaterEngine, release: UpdateRelease) {
    try {
      await e.downloadUpdate()
      if (current.state === 'downloading') set({ state: 'ready', currentVersion, release, agreed })
    } catch (err) {
      log.warn(`update ${release.version} could not be downloaded`, brief(describe(err).message))
      set({
        state: 'failed',
        currentVersion,
        failure: isChecksumError(err) ? 'checksum' : 'download',
        release,
        checkedAt: now().toISOString()
      })
    }
  }

  async function run(e: UpdaterEngine): Promise<UpdateStatus> {
    set({ state: 'checking', currentVersion })
    let result: UpdateCheckResult | null
    try {
      result = await e.checkForUpdates()
    } catch (err) {
      const checkedAt = now().toISOString()
      if (isOfflineError(err)) return set({ state: 'offline', currentVersion, checkedAt })
      log.warn('the update feed could not be read', brief(describe(err).message))
      return set({ state: 'failed', currentVersion, failure: 'feed', checkedAt })
    }
    // electron-updater declines to check where it cannot install (e.g. Linux outside an AppImage).
    if (!result) return set(unavailable('unsupported'))
    if (!result.isUpdateAvailable) {
      return set({
        state: 'up-to-date',
        currentVersion,
        latest: String(result.updateInfo.version).slice(0, 64),
        checkedAt: now().toISOString()
      })
    }
    const info = result.updateInfo
    // A pre-release offered to a stable app (the generic feed's latest.yml names whatever was published last).
    if (!allowPrerelease && isPrerelease(String(info.version))) {
      log.warn(`update ${String(info.version).slice(0, 64)} is a pre-release; this app is on the stable channel`)
      return set({ state: 'up-to-date', currentVersion, latest: currentVersion, checkedAt: now().toISOString() })
    }
    const foreign = foreignInstaller(e, info)
    if (foreign) {
      log.warn('the update feed names an installer on another host; it is not downloaded', foreign)
      return set({ state: 'failed', currentVersion, failure: 'feed', checkedAt: now().toISOString() })
    }
    const release = releaseOf(info)
    set({ state: 'downloading', currentVersion, release, percent: 0, transferred: 0, total: 0 })
    void download(e, release)
    return current
  }

  async function check(): Promise<UpdateStatus> {
    const e = engineNow()
    if (!e) return set(unavailable('development'))
    if (current.state === 'downloading' || current.state === 'ready') return current
    checking ??= run(e).finally(() => (checking = null))
    return checking
  }

  const statusNow = () => (engineNow() ? current : unavailable('development'))

  return {
    status: statusNow,
    check,
    async agreeToInstall() {
      const e = engine
      if (!e || current.state !== 'ready') return statusNow()
      const release = current.release
      agreed = true
      e.autoInstallOnAppQuit = true
      try {
        // The verified file is in electron-updater's cache: this registers its install-on-quit.
        await e.downloadUpdate()
      } catch (err) {
        agreed = false
        e.autoInstallOnAppQuit = false
        log.warn(`update ${release.version} could not be prepared for installing on quit`, brief(describe(err).message))
        return set({
          state: 'failed',
          currentVersion,
          failure: isChecksumError(err) ? 'checksum' : 'download',
          release,
          checkedAt: now().toISOString()
        })
      }
      return set({ state: 'ready', currentVersion, release, agreed: true })
    },
    installNow() {
      const e = engine
      if (!e || current.state !== 'ready') return statusNow()
      agreed = true
      const next = set({ state: 'ready', currentVersion, release: current.release, agreed: true })
      // Windows: the installer runs silently and starts the new version; macOS: Squirrel.Mac; Linux: the new
      // AppImage. autoInstallOnAppQuit stays as it is: MacUpdater hands the file to Squirrel.Mac here only
      // when it is false (else it waits for a hand-over that agreeing started).
      e.quitAndInstall(true, true)
      return next
    },
    checkAtStart() {
      if (!engineNow()) {
        set(unavailable('development'))
        return
      }
      if (!deps.checkAtStart()) return
      void check().catch((err) => log.warn('update check at start failed', err))
    },
    close() {
      closed = true
      if (engine) detach(engine)
    }
  }
}
