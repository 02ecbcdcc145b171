// The release channel: electron-builder.json's `publish` (GitHub releases, owner and repo placeholders)
// is valid for electron-builder, and so is the generic alternative the README describes. The GitHub
// provider of electron-updater is run as configured, against a local server shaped like GitHub (its
// releases.atom, the API's latest release, the release's assets): the owner and repo of the config, the
// release text (HTML) as the notes, the download.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { UpdateStatus } from '@shared/bridge/updates'
import { releaseNotesFor } from '@shared/updates/release-notes'
import { openUpdates, type Updates } from '@main/updates'
import { fakeInstaller, latestYml, nodeUpdater, startFeedServer, type FeedServer, type NodeUpdaterSetup } from './feed'
import { ROOT } from '../../helpers/root'

const require = createRequire(import.meta.url)
const config = JSON.parse(readFileSync(join(ROOT, 'electron-builder.json'), 'utf8')) as {
  publish: { provider: string; owner: string; repo: string }
}
const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  validateConfiguration: (c: object, log: { add(k: string, v: unknown): void }) => Promise<void>
}
const CHANNEL_FILE =
  process.platform === 'win32' ? 'latest.yml' : process.platform === 'darwin' ? 'latest-mac.yml' : 'latest-linux.yml'

describe('the publish configuration', () => {
  it('publishes to GitHub releases (owner and repo to be replaced), valid for electron-builder', async () => {
    expect(config.publish).toEqual({ provider: 'github', owner: 'lagebild', repo: 'lagebild-desktop' })
    await expect(validateConfiguration(config, { add: () => undefined })).resolves.toBeUndefined()
  })

  it('the generic alternative of the README is valid too', async () => {
    const generic = { ...config, publish: { provider: 'generic', url: 'https://updates.example.de/lagebild/' } }
    await expect(validateConfiguration(generic, { add: () => undefined })).resolves.toBeUndefined()
  })
})

let feed: FeedServer | null = null
let setup: NodeUpdaterSetup | null = null
let updates: Updates | null = null
afterEach(async () => {
  updates?.close()
  await feed?.close()
  setup?.close()
  feed = setup = updates = null
})

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

describe('the GitHub channel as configured', () => {
  it('finds the latest release of owner/repo, takes its text as the notes, downloads its installer', async () => {
    feed = await startFeedServer()
    const { owner, repo } = config.publish
    const tag = 'v1.2.0'
    const file = 'Lagebild-Setup-1.2.0.exe'
    const installer = fakeInstaller(20_000)
    const body = '<h2>Deutsch</h2>\n<ul>\n<li>Schneller</li>\n</ul>\n<h2>English</h2>\n<ul>\n<li>Faster</li>\n</ul>'
    feed.setRoute(
      `/${owner}/${repo}/releases.atom`,
      `<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n<entry>\n<id>tag:github.com,2008:Repository/1/${tag}</id>\n<updated>2026-11-02T09:30:00Z</updated>\n<link rel="alternate" type="text/html" href="https://github.com/${owner}/${repo}/releases/tag/${tag}"/>\n<title>Lagebild 1.2.0</title>\n<content type="html">${escapeXml(body)}</content>\n</entry>\n</feed>\n`,
      'application/atom+xml'
    )
    // A host other than github.com is asked through the (Enterprise) API path for the latest tag.
    feed.setRoute(
      `/api/v3/repos/${owner}/${repo}/releases/latest`,
      JSON.stringify({ tag_name: tag }),
      'application/json'
    )
    const assets = `/${owner}/${repo}/releases/download/${tag}`
    feed.setRoute(
      `${assets}/${CHANNEL_FILE}`,
      latestYml({ version: '1.2.0', file, sha512: installer.sha512, size: installer.body.length }),
      'text/yaml'
    )
    feed.setFile(`${assets.slice(1)}/${file}`, { body: installer.body })

    const host = new URL(feed.url).host
    setup = nodeUpdater('1.1.0', { ...config.publish, host, protocol: 'http' })
    const statuses: UpdateStatus[] = []
    const u = (updates = openUpdates({
      updater: () => setup!.updater,
      currentVersion: '1.1.0',
      checkAtStart: () => true,
      emit: (s) => statuses.push(s),
      log: { warn: () => undefined, error: () => undefined }
    }))
    const s = await u.check()
    expect(s).toMatchObject({ state: 'downloading', release: { version: '1.2.0' } })
    if (s.state !== 'downloading') return
    expect(releaseNotesFor(s.release.notes, 'de')).toBe('- Schneller')
    expect(releaseNotesFor(s.release.notes, 'en')).toBe('- Faster')
    const end = Date.now() + 10_000
    while (u.status().state !== 'ready' && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
    expect(u.status()).toMatchObject({ state: 'ready', agreed: false })
    expect(feed.requests).toEqual([
      `/${owner}/${repo}/releases.atom`,
      `/api/v3/repos/${owner}/${repo}/releases/latest`,
      `${assets}/${CHANNEL_FILE}`,
      `${assets}/${file}`
    ])
  })
})
