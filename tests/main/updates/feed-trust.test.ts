// What main takes from the update feed: the installer only from the feed's own origin (a feed naming a
// file on another host is refused and nothing is fetched from there), and a pre-release only on a
// pre-release channel (a stable app is up to date when the feed offers a beta). Windows installers are
// checked against the publisher of the signing certificate (electron-builder.json).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openUpdates, type Updates } from '@main/updates'
import { isPrerelease } from '@main/updates/feed-trust'
import { fakeInstaller, latestYml, nodeUpdater, startFeedServer, type FeedServer, type NodeUpdaterSetup } from './feed'
import { ROOT } from '../../helpers/root'

const INSTALLER = 'Lagebild-Setup-1.2.0.exe'

let feed: FeedServer
let elsewhere: FeedServer | null = null
let setup: NodeUpdaterSetup | null = null
let updates: Updates | null = null
let warnings: string[] = []

beforeEach(async () => {
  feed = await startFeedServer()
  warnings = []
})
afterEach(async () => {
  updates?.close()
  updates = null
  await feed.close()
  await elsewhere?.close()
  elsewhere = null
  setup?.close()
  setup = null
})

function open(version: string, allowPrerelease?: boolean): Updates {
  setup = nodeUpdater(version, feed.url)
  const updater = setup.updater
  updates = openUpdates({
    updater: () => updater,
    currentVersion: version,
    checkAtStart: () => false,
    emit: () => undefined,
    log: { warn: (m, d) => void warnings.push(`${m} ${d ?? ''}`), error: (m) => void warnings.push(m) },
    ...(allowPrerelease === undefined ? {} : { allowPrerelease })
  })
  return updates
}

function serve(version: string, file = INSTALLER) {
  const installer = fakeInstaller()
  feed.setFile(INSTALLER, { body: installer.body })
  feed.setFeed(latestYml({ version, file, sha512: installer.sha512, size: installer.body.length }))
}

describe('the installer’s address', () => {
  it('on another host: refused as a broken feed, nothing is downloaded from there', async () => {
    elsewhere = await startFeedServer()
    const installer = fakeInstaller()
    elsewhere.setFile(INSTALLER, { body: installer.body })
    // Same sha512 as the file there: electron-updater's own check would pass.
    feed.setFeed(
      latestYml({
        version: '1.2.0',
        file: `${elsewhere.url}${INSTALLER}`,
        sha512: installer.sha512,
        size: installer.body.length
      })
    )
    const status = await open('1.1.0').check()
    expect(status).toMatchObject({ state: 'failed', failure: 'feed' })
    expect(warnings.join('\n')).toMatch(/installer on another host/)
    expect(elsewhere.requests).toEqual([])
  })

  it('on the feed’s own origin, named relative or absolute: downloaded', async () => {
    serve('1.2.0', `${feed.url}${INSTALLER}`)
    const status = await open('1.1.0').check()
    expect(status).toMatchObject({ state: 'downloading', release: { version: '1.2.0' } })
  })
})

describe('pre-releases', () => {
  it('a stable app is up to date when the feed offers a pre-release, and downloads nothing', async () => {
    serve('1.3.0-beta.1')
    const status = await open('1.2.0').check()
    expect(status).toMatchObject({ state: 'up-to-date', currentVersion: '1.2.0', latest: '1.2.0' })
    expect(feed.requests.some((p) => p.endsWith('.exe'))).toBe(false)
  })

  it('an app on the pre-release channel gets it: a beta build, or a stable one that chose the channel', async () => {
    serve('1.3.0-beta.2')
    expect(await open('1.3.0-beta.1').check()).toMatchObject({
      state: 'downloading',
      release: { version: '1.3.0-beta.2' }
    })
    updates?.close()
    setup?.close()
    expect(await open('1.2.0', true).check()).toMatchObject({
      state: 'downloading',
      release: { version: '1.3.0-beta.2' }
    })
  })

  it('tells a pre-release by its semver part, build metadata aside', () => {
    expect(['1.3.0-beta.1', 'v2.0.0-rc.1+build.5', '1.0.0-0'].every(isPrerelease)).toBe(true)
    expect(['1.3.0', '1.3.0+build.5', 'v2.0.0'].some(isPrerelease)).toBe(false)
  })
})

describe('the Windows publisher', () => {
  it('electron-builder checks a downloaded installer’s signature against the publisher of the certificate it signs with', () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'electron-builder.json'), 'utf8')) as {
      win: { verifyUpdateCodeSignature?: boolean; signtoolOptions?: { publisherName?: unknown } }
    }
    expect(config.win.verifyUpdateCodeSignature).toBe(true)
    // Left to electron-builder, the name is the signing certificate's common name, written into
    // app-update.yml for electron-updater's NsisUpdater; a name set here must be that of the certificate.
    const name = config.win.signtoolOptions?.publisherName
    if (name !== undefined) expect(Array.isArray(name) ? name.length : String(name).length).toBeGreaterThan(0)
  })
})
