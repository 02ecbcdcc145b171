// exports.capture through the ipc router as the renderer calls it: the rectangle is checked in main
// (negative, oversized, extra fields refused), what the platform returns must be a PNG, and a build
// without a screen says so.
import { afterEach, describe, expect, it } from 'vitest'
import { appOver, call, callError, startReportSandbox, type ReportSandbox } from '../reports/helpers'
import type { TestApp } from '../../helpers/platform'

let sandbox: ReportSandbox | null = null
let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  await sandbox?.close()
  app = null
  sandbox = null
})

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

describe('exports.capture', () => {
  it('checks the rectangle in main and passes only PNGs on', async () => {
    sandbox = await startReportSandbox()
    app = appOver(sandbox)
    const asked: unknown[] = []
    let answer: Uint8Array = PNG
    app.platform.screen = { capture: async (rect) => (asked.push(rect), answer) }
    expect(await call<Uint8Array>(app, 'exports', 'capture', { x: 10, y: 20, width: 300, height: 200 })).toEqual(PNG)
    expect(asked).toEqual([{ x: 10, y: 20, width: 300, height: 200 }])
    for (const bad of [
      { x: -1, y: 0, width: 1, height: 1 },
      { x: 0, y: 0, width: 0, height: 1 },
      { x: 0, y: 0, width: 9000, height: 1 },
      { x: 0, y: 0, width: 1, height: 1, url: 'file:///' },
      { x: 0.5, y: 0, width: 1, height: 1 }
    ]) {
      expect((await callError(app, 'exports', 'capture', bad)).code).toBe('invalid_argument')
    }
    expect(asked).toHaveLength(1)
    answer = new TextEncoder().encode('<svg/>')
    expect((await callError(app, 'exports', 'capture', { x: 0, y: 0, width: 1, height: 1 })).code).toBe('internal')
    delete app.platform.screen
    expect((await callError(app, 'exports', 'capture', { x: 0, y: 0, width: 1, height: 1 })).message).toContain(
      'cannot capture'
    )
  })
})
