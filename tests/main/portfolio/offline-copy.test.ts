// The portfolio's offline copy through the ipc router, over a real sandbox and a real SQLite file: every
// read answered online is kept; with the sandbox stopped, the same reads answer from the copy marked with
// the time they were fetched (also after a restart), a read never made online still fails as offline, and
// changes fail as offline (they are not kept for later). A damaged copy row is not served.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'libsql'
import { afterAll, describe, expect, it } from 'vitest'
import type { GroupPage, ImagePage, PortfolioGroup, PortfolioProperty, PropertyPage } from '@shared/bridge/portfolio'
import { appOver, call, callError, startReportSandbox, tempDir } from '../reports/helpers'

const dataDir = tempDir('lagebild-portfolio-offline-')
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('portfolio offline copy', () => {
  it('answers reads seen online from the copy, marked with their date; refuses changes', async () => {
    const sandbox = await startReportSandbox()
    let app = appOver(sandbox, { dataDir })
    const group = await call<PortfolioGroup>(app, 'portfolio', 'createGroup', { customId: 'Auftrag 7' })
    const property = await call<PortfolioProperty>(app, 'portfolio', 'createProperty', {
      customId: 'Haus am See',
      parentId: group.id,
      livingArea: 120
    })
    const online = {
      top: await call<GroupPage>(app, 'portfolio', 'groups', {}),
      group: await call<PortfolioGroup>(app, 'portfolio', 'group', group.id),
      list: await call<PropertyPage>(app, 'portfolio', 'properties', { parentId: group.id }),
      property: await call<PortfolioProperty>(app, 'portfolio', 'property', property.id),
      images: await call<ImagePage>(app, 'portfolio', 'images', property.id)
    }
    for (const v of Object.values(online)) expect(v).not.toHaveProperty('keptAt')
    await app.close()
    await sandbox.close()

    // Offline, after a restart: the same reads from the copy.
    app = appOver(sandbox, { dataDir })
    try {
      const top = await call<GroupPage>(app, 'portfolio', 'groups', {})
      expect(top.items.map((g) => g.customId)).toEqual(['Auftrag 7'])
      expect(Date.parse(top.keptAt!)).toBeLessThanOrEqual(Date.now())
      expect(top.source.connection.kind).toBe('sandbox')
      const list = await call<PropertyPage>(app, 'portfolio', 'properties', { parentId: group.id })
      expect({ ...list, keptAt: undefined }).toEqual({ ...online.list, keptAt: undefined })
      expect((await call<PortfolioProperty>(app, 'portfolio', 'property', property.id)).livingArea).toBe(120)
      expect((await call<PortfolioGroup>(app, 'portfolio', 'group', group.id)).keptAt).toBeDefined()
      expect((await call<ImagePage>(app, 'portfolio', 'images', property.id)).keptAt).toBeDefined()
      // Never read online: nothing to show, and it says offline.
      expect((await callError(app, 'portfolio', 'groups', { query: 'See' })).code).toBe('offline')
      // Changes need the service.
      expect((await callError(app, 'portfolio', 'updateProperty', property.id, { numberOfRooms: 5 })).code).toBe(
        'offline'
      )
      expect((await callError(app, 'portfolio', 'createGroup', { customId: 'Neu' })).code).toBe('offline')
    } finally {
      await app.close()
    }

    // A row whose bytes no longer match their checksum is not served.
    const db = new Database(join(dataDir, 'cache', 'portfolio.db'))
    db.prepare("UPDATE portfolio_reads SET digest = 'x' WHERE key LIKE 'property:%'").run()
    db.close()
    app = appOver(sandbox, { dataDir })
    try {
      expect((await callError(app, 'portfolio', 'property', property.id)).code).toBe('offline')
      expect((await call<GroupPage>(app, 'portfolio', 'groups', {})).keptAt).toBeDefined()
    } finally {
      await app.close()
    }
  }, 120_000)
})
