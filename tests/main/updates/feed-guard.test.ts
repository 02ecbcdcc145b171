// A hostile update feed costs main nothing before electron-updater parses it: a 1 KB YAML alias bomb
// is refused without expanding an alias, a feed of a gigabyte of release notes is cut off while it
// arrives (the check fails, no uncaught RangeError). electron-updater's own
// NsisUpdater against a local feed (feed.ts), driven by the app's updates module.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { UpdateStatus } from '@shared/bridge/updates'
import { openUpdates, type Updates } from '@main/updates'
import { FEED_MAX_CHARS, yamlFeedProblem } from '@main/updates/feed-guard'
import { fakeInstaller, latestYml, nodeUpdater, startFeedServer, type FeedServer, type NodeUpdaterSetup } from './feed'

const CHANNEL_FILE =
  process.platform === 'win32' ? '/latest.yml' : process.platform === 'darwin' ? '/latest-mac.yml' : '/latest-linux.yml'

let feed: FeedServer
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
  setup?.close()
  setup = null
})

function open(version: string): Updates {
  setup = nodeUpdater(version, feed.url)
  const updater = setup.updater
  updates = openUpdates({
    updater: () => updater,
    currentVersion: version,
    checkAtStart: () => false,
    emit: () => undefined,
    log: {
      warn: (m, d) => void warnings.push(`${m} ${d ?? ''}`),
      error: (m, d) => void warnings.push(`${m} ${d ?? ''}`)
    }
  })
  return updates
}

/** Nine levels of nine aliases: 1 KB of YAML that names 387 million strings; the installer's URL is the last. */
function aliasBomb(): string {
  const lines = ['version: 1.2.0', 'l0: &l0 ["x","x","x","x","x","x","x","x","x"]']
  for (let n = 1; n <= 8; n++) lines.push(`l${n}: &l${n} [${Array.from({ length: 9 }, () => `*l${n - 1}`).join(',')}]`)
  const { sha512 } = fakeInstaller(10)
  lines.push('files:', '  - url: *l8', `    sha512: ${sha512}`, '    size: 10', 'path: *l8', `sha512: ${sha512}`)
  return `${lines.join('\n')}\n`
}

describe('a hostile feed', () => {
  it('a YAML alias bomb: refused before any alias is expanded; the check fails as a broken feed', async () => {
    const bomb = aliasBomb()
    expect(bomb.length).toBeLessThan(1024)
    feed.setFeed(bomb)
    const u = open('1.1.0')
    const status: UpdateStatus = await u.check()
    expect(status).toMatchObject({ state: 'failed', failure: 'feed' })
    expect(warnings.join('\n')).toMatch(/YAML aliases/)
    // Nothing was downloaded.
    expect(feed.requests).toEqual([CHANNEL_FILE])
  }, 120_000)

  it('release notes of a gigabyte: the answer is cut off at the limit while it arrives, the check fails, nothing is thrown', async () => {
    const { sha512 } = fakeInstaller(10)
    const head = `version: 1.2.0\nfiles:\n  - url: x.exe\n    sha512: ${sha512}\n    size: 10\npath: x.exe\nsha512: ${sha512}\nreleaseNotes: |-\n`
    const GB = 1024 * 1024 * 1024
    feed.setStream(CHANNEL_FILE, head, `  ${'Neu: Bodenrichtwerte. '.repeat(2_900)}\n`, GB)
    const uncaught: unknown[] = []
    const onUncaught = (err: unknown) => void uncaught.push(err)
    process.on('uncaughtException', onUncaught)
    try {
      const u = open('1.1.0')
      const status = await u.check()
      expect(status).toMatchObject({ state: 'failed', failure: 'feed' })
      expect(warnings.join('\n')).toMatch(new RegExp(`more than ${FEED_MAX_CHARS} characters`))
      // The feed stopped being read soon after the limit, far from the gigabyte.
      expect(feed.streamed()).toBeLessThan(64 * 1024 * 1024)
      expect(uncaught).toEqual([])
    } finally {
      process.off('uncaughtException', onUncaught)
    }
  }, 180_000)

  it('a feed electron-builder writes passes; aliases and broken YAML are named', () => {
    const { sha512 } = fakeInstaller(10)
    expect(
      yamlFeedProblem(latestYml({ version: '1.2.0', file: 'a.exe', sha512, size: 10, notes: '- **neu**\n* auch' }))
    ).toBeNull()
    expect(yamlFeedProblem('a: &x 1\nb: *x\n')).toMatch(/aliases/)
    expect(yamlFeedProblem('a: [1, 2\n')).toMatch(/not valid YAML/)
  })
})
