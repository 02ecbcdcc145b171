// The built renderer (the bundle the e2e tests load, built like the app's) carries neither TypeBox nor
// the API schemas: the renderer takes only types from src-shared.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildRenderer } from '../e2e/build-renderer'

describe('renderer bundle', () => {
  it('contains no TypeBox and no API schema', async () => {
    const dir = join(await buildRenderer(), 'assets')
    const scripts = readdirSync(dir).filter((f) => f.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    const code = scripts.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n')
    // Vue and Leaflet are in it, so the check reads the real bundle.
    expect(code).toContain('leaflet')
    expect(code).not.toMatch(/TypeBox\.Kind|@sinclair\/typebox/)
    // The id pattern of the bridge contract's schemas (ConnectionId, ReportId): only a schema carries it.
    expect(code).not.toContain('^[A-Za-z0-9_-]+$')
  })
})
