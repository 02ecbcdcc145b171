// The update feed as the app handles it: electron-updater's own NsisUpdater (its latest.yml parsing,
// version comparison, download with progress and sha512 check, install-on-quit) against a local feed
// server, driven by the app's updates module (src-main/updates). See feed.ts for what stands in for
// Electron. Newer, same, older, malformed and unreachable feeds; progress; the checksum; when it installs.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { UpdateStatus } from '@shared/bridge/updates'
import { openUpdates, isOfflineError, type Updates } from '@main/updates'
import {
  BILINGUAL_NOTES,
  fakeInstaller,
  latestYml,
  nodeUpdater,
  startFeedServer,
  type FeedServer,
  type NodeUpdaterSetup
} from './feed'

const checkStatus = TypeCompiler.Compile(UpdateStatus)
/** The channel file electron-updater asks for on this platform. */
const CHANNEL_FILE =
  process.platform === 'win32' ? '/latest.yml' : process.platform === 'darwin' ? '/latest-mac.yml' : '/latest-linux.yml'
const INSTALLER = 'Lagebild-Setup-1.2.0.exe'

let feed: FeedServer
let setup: NodeUpdaterSetup | null = null
let updates: Updates | null = null
let emitted: UpdateStatus[] = []
let warnings: string[] = []
let checkAtStart = true

beforeEach(async () => {
  feed = await startFeedServer()
  emitted = []
  warnings = []
  checkAtStart = true
})
afterEach(async () => {
  updates?.close()
  updates = null
  await feed.close()
  setup?.close()
  setup = null
})

/** The app's updates module over electron-updater for an installed app of `version`. */
function open(version: string, withUpdater = true): Updates {
  setup = nodeUpdater(version, feed.url)
  const updater = setup.updater
  updates = openUpdates({
    updater: () => (withUpdater ? updater : undefined),
    currentVersion: version,
    checkAtStart: () => checkAtStart,
    emit: (s) => emitted.push(structuredClone(s)),
    log: { warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m) }
  })
  return updates
}

const waitFor = async (what: () => boolean, timeout = 10_000) => {
  const end = Date.now() + timeout
  while (!what()) {
    if (Date.now() > end) throw new Error(`timed out; statuses: ${JSON.stringify(emitted.map((s) => s.state))}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}
const last = () => emitted[emitted.length - 1]!

function serveRelease(version: string, opts: { notes?: string; holdAfter?: number; corrupt?: boolean } = {}) {
  const installer = fakeInstaller()
  const served = opts.corrupt ? fakeInstaller().body : installer.body
  feed.setFile(INSTALLER, { body: served, ...(opts.holdAfter !== undefined ? { holdAfter: opts.holdAfter } : {}) })
  feed.setFeed(
    latestYml({
      version,
      file: INSTALLER,
      sha512: installer.sha512,
      size: installer.body.length,
      ...(opts.notes !== undefined ? { notes: opts.notes } : {})
    })
  )
  return installer
}

describe('a newer version on the feed', () => {
  it('is found, downloaded in the background with progress, checked (sha512), and installed on quit only once the user agreed', async () => {
    const u = open('1.1.0')
    const installer = serveRelease('1.2.0', { notes: BILINGUAL_NOTES, holdAfter: 45_000 })

    const answered = await u.check()
    // The check answers while the download goes on.
    expect(answered).toMatchObject({
      state: 'downloading',
      currentVersion: '1.1.0',
      release: { version: '1.2.0', releaseDate: '2026-11-02T09:30:00.000Z' }
    })
    if (answered.state !== 'downloading') return
    expect(answered.release.notes).toBe(BILINGUAL_NOTES)
    expect(feed.requests[0]).toBe(CHANNEL_FILE)

    // Progress comes from electron-updater's download (at most once a second): 45,100 of 100,000 bytes.
    await feed.held()
    await waitFor(() => last().state === 'downloading' && (last() as { percent: number }).percent > 0)
    expect(last()).toMatchObject({ state: 'downloading', transferred: 45_100, total: 100_000 })
    expect(Math.floor((last() as { percent: number }).percent)).toBe(45)
    feed.release()

    await waitFor(() => last().state === 'ready')
    expect(last()).toEqual({ state: 'ready', currentVersion: '1.1.0', release: answered.release, agreed: false })
    expect(u.status()).toEqual(last())
    expect(feed.requests.filter((p) => p === `/${INSTALLER}`)).toHaveLength(1)
    // The verified installer sits in electron-updater's cache.
    const cached = join(setup!.dir, 'cache', 'lagebild-updater', 'pending', INSTALLER)
    expect(readFileSync(cached).equals(installer.body)).toBe(true)

    // Not agreed: quitting installs nothing (electron-updater registered no install-on-quit).
    const { adapter, updater } = setup!
    expect(updater.autoInstallOnAppQuit).toBe(false)
    expect(adapter.quitHandlers).toHaveLength(0)
    adapter.fireQuit(0)
    expect(updater.installs).toEqual([])

    // Agreed: electron-updater's own quit handler installs silently when the app quits.
    const agreed = await u.agreeToInstall()
    expect(agreed).toMatchObject({ state: 'ready', agreed: true })
    expect(updater.autoInstallOnAppQuit).toBe(true)
    // electron-updater registers its install-on-quit as its cached download settles, which may be a turn
    // after downloadUpdate resolves.
    await waitFor(() => adapter.quitHandlers.length > 0)
    expect(adapter.quitHandlers).toHaveLength(1)
    // The file was taken from the cache, not downloaded again.
    expect(feed.requests.filter((p) => p === `/${INSTALLER}`)).toHaveLength(1)
    expect(updater.installs).toEqual([])
    adapter.fireQuit(0)
    expect(updater.installs).toEqual([{ isSilent: true, isForceRunAfter: false, isAdminRightsRequired: false }])

    for (const s of emitted) expect(checkStatus.Check(s), JSON.stringify(s)).toBe(true)
    expect(emitted.map((s) => s.state)).toEqual(expect.arrayContaining(['checking', 'downloading', 'ready']))
  })

  it('a quit with an error exit code installs nothing even after agreeing', async () => {
    const u = open('1.1.0')
    serveRelease('1.2.0')
    await u.check()
    await waitFor(() => last().state === 'ready')
    await u.agreeToInstall()
    await waitFor(() => setup!.adapter.quitHandlers.length > 0)
    setup!.adapter.fireQuit(1)
    expect(setup!.updater.installs).toEqual([])
  })

  it('"restart now" installs at once and quits (silent installer, the new version starts)', async () => {
    const u = open('1.1.0')
    serveRelease('1.2.0')
    await u.check()
    await waitFor(() => last().state === 'ready')
    expect(u.installNow()).toMatchObject({ state: 'ready', agreed: true })
    expect(setup!.updater.quitAndInstallCalls).toEqual([{ isSilent: true, isForceRunAfter: true }])
    expect(setup!.updater.installs).toEqual([{ isSilent: true, isForceRunAfter: true, isAdminRightsRequired: false }])
    expect(setup!.adapter.quitCalls).toBe(1)
    // Left false: macOS's updater hands the file to Squirrel.Mac in quitAndInstall only then.
    expect(setup!.updater.autoInstallOnAppQuit).toBe(false)
  })

  it('agreeing or restarting before anything is downloaded changes nothing', async () => {
    const u = open('1.1.0')
    expect(await u.agreeToInstall()).toEqual({ state: 'idle', currentVersion: '1.1.0' })
    expect(u.installNow()).toEqual({ state: 'idle', currentVersion: '1.1.0' })
    expect(setup!.updater.quitAndInstallCalls).toEqual([])
  })

  it('an installer that does not match the sha512 of the feed is refused and not kept; trying again downloads it anew', async () => {
    const u = open('1.1.0')
    serveRelease('1.2.0', { corrupt: true })
    await u.check()
    await waitFor(() => last().state === 'failed')
    expect(last()).toMatchObject({ state: 'failed', failure: 'checksum', release: { version: '1.2.0' } })
    const pending = join(setup!.dir, 'cache', 'lagebild-updater', 'pending')
    expect(existsSync(pending) ? readdirSync(pending).filter((f) => f.endsWith('.exe')) : []).toEqual([])
    expect(warnings.join('\n')).toMatch(/checksum mismatch/)

    // The retry (check again) fetches the feed and the now correct installer.
    serveRelease('1.2.0')
    expect((await u.check()).state).toBe('downloading')
    await waitFor(() => last().state === 'ready')
  })

  it('an installer the server does not have is a failed download; trying again works once it is there', async () => {
    const u = open('1.1.0')
    const installer = fakeInstaller()
    feed.setFeed(
      latestYml({ version: '1.2.0', file: INSTALLER, sha512: installer.sha512, size: installer.body.length })
    )
    await u.check()
    await waitFor(() => last().state === 'failed')
    expect(last()).toMatchObject({ state: 'failed', failure: 'download', release: { version: '1.2.0' } })
    feed.setFile(INSTALLER, { body: installer.body })
    await u.check()
    await waitFor(() => last().state === 'ready')
  })
})

describe('no newer version', () => {
  it('the same version: up to date, nothing downloaded', async () => {
    const u = open('1.2.0')
    serveRelease('1.2.0')
    expect(await u.check()).toMatchObject({ state: 'up-to-date', currentVersion: '1.2.0', latest: '1.2.0' })
    expect(feed.requests).toEqual([CHANNEL_FILE])
  })

  it('an older version: up to date, never a downgrade', async () => {
    const u = open('1.2.0')
    serveRelease('1.1.5')
    expect(await u.check()).toMatchObject({ state: 'up-to-date', currentVersion: '1.2.0', latest: '1.1.5' })
    expect(feed.requests).toEqual([CHANNEL_FILE])
    expect(setup!.updater.allowDowngrade).toBe(false)
  })
})

describe('a feed that is not what it should be', () => {
  it.each([
    ['not YAML', 'version: 1.2.0\nfiles: [\n  - url: x\n    sha512: "unterminated\n'],
    ['YAML but no update information', '<html><body>Maintenance</body></html>\n'],
    ['an invalid version', 'version: latest\nfiles:\n  - url: x.exe\n    sha512: abc\n']
  ])('%s: a clear failed state (feed), no crash, and a later check works', async (_, yml) => {
    const u = open('1.1.0')
    feed.setFeed(yml)
    const s = await u.check()
    expect(s).toMatchObject({ state: 'failed', failure: 'feed', currentVersion: '1.1.0' })
    expect(checkStatus.Check(s)).toBe(true)
    expect(u.status()).toEqual(s)
    serveRelease('1.1.0')
    expect((await u.check()).state).toBe('up-to-date')
  })

  it('no channel file on the server (404) is a failed feed, not offline', async () => {
    const u = open('1.1.0')
    expect(await u.check()).toMatchObject({ state: 'failed', failure: 'feed' })
  })
})

describe('an unreachable feed', () => {
  it('is the quiet offline state (electron-updater retries a refused connection three times first)', async () => {
    const u = open('1.1.0')
    await feed.close()
    const s = await u.check()
    expect(s).toMatchObject({ state: 'offline', currentVersion: '1.1.0' })
    expect(checkStatus.Check(s)).toBe(true)
  }, 20_000)

  it('knows offline errors of Node and of Electron’s net, and a server that is down', () => {
    expect(isOfflineError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }))).toBe(
      true
    )
    expect(isOfflineError(new Error('getaddrinfo ENOTFOUND github.com'))).toBe(true)
    expect(isOfflineError(new Error('net::ERR_INTERNET_DISCONNECTED'))).toBe(true)
    // The GitHub provider wraps what went wrong in its own error.
    expect(
      isOfflineError(
        Object.assign(
          new Error(
            'Unable to find latest version on GitHub (https://github.com/lagebild/lagebild-desktop/releases/latest), please ensure a production release exists: Error: net::ERR_NAME_NOT_RESOLVED'
          ),
          { code: 'ERR_UPDATER_LATEST_VERSION_NOT_FOUND' }
        )
      )
    ).toBe(true)
    expect(isOfflineError(Object.assign(new Error('HTTP error: Service unavailable'), { statusCode: 503 }))).toBe(true)
    expect(
      isOfflineError(Object.assign(new Error('Cannot parse update info'), { code: 'ERR_UPDATER_INVALID_UPDATE_INFO' }))
    ).toBe(false)
  })
})

describe('when the app checks', () => {
  it('at start, when the setting is on: starts the check and returns at once', async () => {
    const u = open('1.1.0')
    serveRelease('1.1.0')
    expect(u.checkAtStart()).toBeUndefined()
    expect(u.status().state).toBe('checking')
    await waitFor(() => last().state === 'up-to-date')
    expect(feed.requests).toEqual([CHANNEL_FILE])
  })

  it('at start, when the setting is off: not at all', async () => {
    checkAtStart = false
    const u = open('1.1.0')
    serveRelease('1.2.0')
    u.checkAtStart()
    await new Promise((r) => setTimeout(r, 200))
    expect(feed.requests).toEqual([])
    expect(u.status()).toEqual({ state: 'idle', currentVersion: '1.1.0' })
  })

  it('without an updater (development, tests): not available, and nothing is asked', async () => {
    const u = open('1.1.0', false)
    serveRelease('1.2.0')
    const unavailable = { state: 'unavailable', currentVersion: '1.1.0', reason: 'development' }
    expect(u.status()).toEqual(unavailable)
    u.checkAtStart()
    expect(await u.check()).toEqual(unavailable)
    expect(feed.requests).toEqual([])
  })

  it('a check while one runs is the same check', async () => {
    const u = open('1.1.0')
    serveRelease('1.1.0')
    const [a, b] = await Promise.all([u.check(), u.check()])
    expect(a).toEqual(b)
    expect(feed.requests).toEqual([CHANNEL_FILE])
  })
})
